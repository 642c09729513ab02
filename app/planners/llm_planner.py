"""The two LLM steps of SAFE: drafting a pseudo query graph, and answering from evidence."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from pydantic import BaseModel

from app.errors import LLMReplyError, PlanError
from app.kg.catalog import SchemaCatalog
from app.kg.schema_graph import type_members
from app.kg.store.base import GraphStore
from app.kg.wording import verbalise_relation
from app.planners.llm import LLMClient, Message
from app.query_graph import PseudoQueryGraph

Triple = tuple[str, str, str]

DEFAULT_VOCABULARY_BUDGET = 1500
"""Tokens (estimated as characters / 4) the type and relation lists may take in the prompt."""

_EXAMPLE_EDGES = 50  # most frequent schema edges searched for the 2-hop example

PLAN_RULES = """\
You turn a question into a pseudo query graph: a small pattern of nodes and relations that \
will be matched, approximately and by meaning, against a knowledge graph.

Reply with one JSON object and nothing else. Its keys, in this order:
- "plan": a few sentences of reasoning: which known entities the question mentions, which \
unknown things lie between them and the answer, and which edges link them.
- "nodes": an object mapping every node name to the type you expect that node to have.
- "edges": a list of [source, relation, target] triples.
- "answer": the variable node whose values answer the question.

Rules; a graph breaking any of them is rejected:
1. One piece: the edges, read in either direction, join all nodes into a single graph.
2. Never an edge between two known entities: every edge touches at least one variable. \
When two entities are related, route the link through a variable.
3. Nodes and edges agree: every node in an edge is declared in "nodes", and every declared \
node appears in at least one edge.
4. Variables are named unk1, unk2, unk3, ... and nothing else. Known entities keep the exact \
spelling they have in the question.
5. "answer" is one of the variables.
6. Types and relations are short, non-empty phrases. Prefer the knowledge graph's own names \
listed below; when none fits, write the closest plain description.
7. Use no more edges than the question needs.

Before replying, check your graph against every rule."""

ANSWER_RULES = """\
You answer a question from evidence graphs retrieved from a knowledge graph. Each evidence \
graph is a numbered list of (subject, relation, object) triples.

Guidelines:
1. Give every answer that at least one evidence graph supports. Judge each graph on its own; \
when different graphs support different answers, list them all.
2. Copy answer names exactly as the triples write them.
3. In the explanation, say briefly which graph supports which answer (for example \
"graph [2] shows ...") and which graphs are not relevant.
4. If no graph helps, answer from your own knowledge and say so in the explanation. Always \
give at least one concrete answer; never reply that you do not know.

Reply with one JSON object and nothing else: {"answers": [...], "explanation": "..."}.

Example
Question: Which river flows through the capital of Austria?
Evidence:
graph [1]:
  ("Austria", "capital", "Vienna")
  ("Danube", "flows through", "Vienna")
graph [2]:
  ("Austria", "official language", "German")
Reply: {"answers": ["Danube"], "explanation": "Graph [1] links Austria to its capital \
Vienna, which the Danube flows through. Graph [2] is not relevant."}"""


@dataclass
class SchemaHint:
    """What the planner is told about the knowledge graph; every list most frequent first.

    `schema_edges` are (source type, relation, target type); `entity_examples` maps a type
    to a few entity names of that type.
    """

    types: list[str] = field(default_factory=list)
    relations: list[str] = field(default_factory=list)
    schema_edges: list[Triple] = field(default_factory=list)
    entity_examples: dict[str, list[str]] = field(default_factory=dict)


class AnswerReply(BaseModel):
    """The LLM's final answers and how the evidence supports them."""

    answers: list[str]
    explanation: str = ""


class LLMPlanner:
    """Drafts SAFE pseudo query graphs with an LLM, retrying once on a broken graph."""

    def __init__(
        self,
        client: LLMClient,
        schema_hint: SchemaHint,
        *,
        vocabulary_budget: int = DEFAULT_VOCABULARY_BUDGET,
    ) -> None:
        self.client = client
        self.system_prompt = plan_system_prompt(schema_hint, vocabulary_budget)

    def plan(self, question: str) -> PseudoQueryGraph:
        """A pseudo query graph for `question` that passes `validate_rules()`.

        A reply that is not usable JSON or breaks a rule is sent back once with the problems
        named. Raises PlanError if the second graph still breaks rules, LLMReplyError if the
        second reply is still not usable JSON, LLMError if the endpoint fails.
        """
        messages: list[Message] = [
            {"role": "system", "content": self.system_prompt},
            {
                "role": "user",
                "content": f"Question: {question}\n\nRe-read the rules and the examples, "
                "then reply with the JSON object of the pseudo query graph.",
            },
        ]
        try:
            graph, _ = self.client.complete_json(messages, PseudoQueryGraph, name="query_graph")
        except LLMReplyError as e:
            if e.reply:
                messages.append({"role": "assistant", "content": e.reply})
            messages.append(
                {
                    "role": "user",
                    "content": f"That reply could not be used: {e}\n"
                    "Reply with the JSON object only.",
                }
            )
        else:
            problems = graph.validate_rules()
            if not problems:
                return graph
            messages += [
                {"role": "assistant", "content": graph.model_dump_json()},
                {
                    "role": "user",
                    "content": "That graph breaks these rules:\n"
                    + "\n".join(f"- {p}" for p in problems)
                    + "\nFix every problem and reply with the corrected JSON object only.",
                },
            ]
        graph, _ = self.client.complete_json(messages, PseudoQueryGraph, name="query_graph")
        problems = graph.validate_rules()
        if problems:
            raise PlanError(
                f"the LLM's query graph for {question!r} still breaks SAFE's rules after a "
                "retry: " + "; ".join(problems)
            )
        return graph


class LLMAnswerer:
    """Asks the LLM for the answers that the retrieved evidence graphs support."""

    def __init__(self, client: LLMClient) -> None:
        self.client = client

    def answer(self, question: str, evidence: Sequence[Sequence[Triple]]) -> AnswerReply:
        """Answers to `question` given evidence graphs (each a list of triples)."""
        messages: list[Message] = [
            {"role": "system", "content": ANSWER_RULES},
            {
                "role": "user",
                "content": f"Question: {question}\nEvidence:\n{format_evidence(evidence)}",
            },
        ]
        reply, _ = self.client.complete_json(messages, AnswerReply, name="answer")
        return reply


def format_evidence(evidence: Sequence[Sequence[Triple]]) -> str:
    """Evidence graphs as numbered blocks of quoted triples."""
    if not evidence:
        return "(no evidence graph was found)"
    return "\n".join(
        f"graph [{i}]:\n"
        + "\n".join("  (" + ", ".join(_quote(part) for part in triple) + ")" for triple in graph)
        for i, graph in enumerate(evidence, start=1)
    )


def plan_system_prompt(hint: SchemaHint, vocabulary_budget: int = DEFAULT_VOCABULARY_BUDGET) -> str:
    """The planner's system prompt: rules, the KG vocabulary that fits the budget, examples."""
    sections = [PLAN_RULES]
    type_chars, relation_chars = _split_budget(hint, vocabulary_budget * 4)
    for label, names, chars in (
        ("Entity types", hint.types, type_chars),
        ("Relations", hint.relations, relation_chars),
    ):
        kept = _prefix_within(names, chars)
        if kept:
            scope = (
                f"all {len(kept)}"
                if len(kept) == len(names)
                else (f"the {len(kept)} most frequent of {len(names)}")
            )
            sections.append(f"{label} of this knowledge graph ({scope}):\n" + ", ".join(kept))
    for n, (question, graph) in enumerate(example_plans(hint), start=1):
        sections.append(f"Example {n}\nQuestion: {question}\nReply: {graph.model_dump_json()}")
    return "\n\n".join(sections)


def _split_budget(hint: SchemaHint, chars: int) -> tuple[int, int]:
    """Characters for the type list and the relation list; either may use what the other spares."""
    type_need, relation_need = len(", ".join(hint.types)), len(", ".join(hint.relations))
    return max(chars // 2, chars - relation_need), max(chars // 2, chars - type_need)


def _prefix_within(names: list[str], chars: int) -> list[str]:
    kept: list[str] = []
    used = -2  # the first name has no ", " before it
    for name in names:
        used += len(name) + 2
        if used > chars:
            break
        kept.append(name)
    return kept


def example_plans(hint: SchemaHint) -> list[tuple[str, PseudoQueryGraph]]:
    """Up to two worked examples from the schema: a 1-hop question and a 2-hop chain."""
    if not hint.schema_edges:
        return []
    examples = [_one_hop(hint)]
    two_hop = _two_hop(hint)
    if two_hop:
        examples.append(two_hop)
    return examples


def _one_hop(hint: SchemaHint) -> tuple[str, PseudoQueryGraph]:
    source, relation, target = next(
        (e for e in hint.schema_edges if hint.entity_examples.get(e[0])), hint.schema_edges[0]
    )
    entity = _entity(hint, source)
    edge = (entity, relation, "unk1")
    question = f"What {_words(target)} is {entity} connected to through {_words(relation)}?"
    plan = (
        f"The question names the known entity {entity!r}, a {source}, and asks for a {target}. "
        f"Variable unk1 stands for that {target}; the edge {_arrow(edge)} links it to the "
        "entity. One edge, every node used, one piece; the answer is unk1."
    )
    graph = PseudoQueryGraph(
        plan=plan, nodes={entity: source, "unk1": target}, edges=[edge], answer="unk1"
    )
    return question, graph


def _two_hop(hint: SchemaHint) -> tuple[str, PseudoQueryGraph] | None:
    """A chain entity - unk1 - unk2 over two schema edges sharing unk1's type."""
    edges = hint.schema_edges[:_EXAMPLE_EDGES]
    best: tuple[tuple[bool, bool], Triple, Triple, str] | None = None
    for first in edges:
        for second in edges:
            if first == second:
                continue
            for shared in dict.fromkeys((first[0], first[2])):
                if shared not in (second[0], second[2]):
                    continue
                entity_type = first[0] if first[2] == shared else first[2]
                score = (
                    bool(hint.entity_examples.get(entity_type)),
                    first[2] == shared and second[0] == shared,
                )
                if best is None or score > best[0]:
                    best = (score, first, second, shared)
    if best is None:
        return None
    _, first, second, shared = best
    entity_type = first[0] if first[2] == shared else first[2]
    answer_type = second[2] if second[0] == shared else second[0]
    entity = _entity(hint, entity_type)
    edge1 = (entity, first[1], "unk1") if first[2] == shared else ("unk1", first[1], entity)
    edge2 = ("unk1", second[1], "unk2") if second[0] == shared else ("unk2", second[1], "unk1")
    question = (
        f"What {_words(answer_type)} is connected through {_words(second[1])} to the "
        f"{_words(shared)} that {entity} is connected to through {_words(first[1])}?"
    )
    plan = (
        f"The question names the known entity {entity!r}, a {entity_type}, and asks for a "
        f"{answer_type} two steps away. Variable unk1 is the {shared} in between "
        f"({_arrow(edge1)}); variable unk2 is the {answer_type} ({_arrow(edge2)}). "
        "The entity touches only unk1, every node is used, one piece; the answer is unk2."
    )
    graph = PseudoQueryGraph(
        plan=plan,
        nodes={entity: entity_type, "unk1": shared, "unk2": answer_type},
        edges=[edge1, edge2],
        answer="unk2",
    )
    return question, graph


def _entity(hint: SchemaHint, type_: str) -> str:
    examples = hint.entity_examples.get(type_)
    return examples[0] if examples else f"Example {_words(type_)}"


def _words(name: str) -> str:
    """A schema name as plain words: its last dotted/slashed segment as `verbalise_relation`
    reads it (snake, kebab and camel case split)."""
    return verbalise_relation(re.split(r"[./#]", name.strip("./#"))[-1] or name)


def _arrow(edge: Triple) -> str:
    return f"{edge[0]} -{edge[1]}-> {edge[2]}"


def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def build_schema_hint(
    store: GraphStore, catalog: SchemaCatalog, examples_per_type: int = 3
) -> SchemaHint:
    """What the planner is told about a loaded KG, most frequent first; types as they read
    (`SchemaCatalog.type_label`), not as they are stored."""
    label = catalog.type_label
    relation_support: dict[str, int] = {}
    for edge in catalog.edges:
        relation_support[edge.relation] = relation_support.get(edge.relation, 0) + edge.support
    types = sorted(catalog.types, key=lambda t: -catalog.type_support.get(t, 0))
    examples: dict[str, list[str]] = {}
    for type_ in types[:20]:
        examples[label(type_)] = type_members(store, type_, examples_per_type)
    return SchemaHint(
        types=list(dict.fromkeys(label(t) for t in types)),
        relations=sorted(relation_support, key=lambda r: -relation_support[r]),
        schema_edges=[(label(e.source), e.relation, label(e.target)) for e in catalog.edges],
        entity_examples=examples,
    )
