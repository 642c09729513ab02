"""The pseudo query graph an LLM drafts from a question, and SAFE's rules for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated

from pydantic import BaseModel, WithJsonSchema

VARIABLE = re.compile(r"^unk\d+$")
"""How variable (unknown) nodes must be named."""

MAX_TEXT = 200
"""Longest allowed node name, type or relation."""

_VARIABLE_LOOKALIKE = re.compile(r"^[?$]|^(unk|unknown|var|variable)[\s_-]*\d*$", re.IGNORECASE)

Edge = Annotated[
    tuple[str, str, str],
    WithJsonSchema(
        {
            "type": "array",
            "items": {"type": "string"},
            "minItems": 3,
            "maxItems": 3,
            "description": "[source node, relation, target node]",
        }
    ),
]


class PseudoQueryGraph(BaseModel):
    """A small graph of known entities and unkN variables joined by relations.

    `nodes` maps each node name to its expected type; `answer` names the variable whose
    matches answer the question; `plan` is the LLM's reasoning, kept for display only.
    """

    plan: str | None = None
    nodes: dict[str, str]
    edges: list[Edge]
    answer: str

    @property
    def variables(self) -> list[str]:
        """Declared nodes named like variables (unk1, unk2, ...)."""
        return [n for n in self.nodes if VARIABLE.match(n)]

    @property
    def entities(self) -> list[str]:
        """Declared nodes that are known entities."""
        return [n for n in self.nodes if not VARIABLE.match(n)]

    def validate_rules(self) -> list[str]:
        """Human-readable violations of SAFE's rules; empty when the graph is acceptable."""
        problems: list[str] = []
        if not self.edges:
            problems.append("the graph has no edges")
        names = list(self.nodes)
        for name, type_ in self.nodes.items():
            problems += _text_problems(f"the name of node {name!r}", name)
            problems += _text_problems(f"the type of node {name!r}", type_)
            if not VARIABLE.match(name) and not _is_entity(name):
                problems.append(
                    f"node {name!r} looks like a variable; name variables unk1, unk2, ..."
                )
        used: set[str] = set()
        for i, (source, relation, target) in enumerate(self.edges, start=1):
            label = f"edge {i} [{source!r}, {relation!r}, {target!r}]"
            problems += _text_problems(f"the relation of {label}", relation)
            for end in (source, target):
                if end not in self.nodes:
                    problems.append(f"{label} uses node {end!r}, which is not declared in nodes")
                    if end not in names:
                        names.append(end)
            used.update((source, target))
            if _is_entity(source) and _is_entity(target):
                problems.append(
                    f"{label} joins two known entities; put an unkN variable between them"
                )
        problems += [
            f"node {n!r} is declared but no edge uses it" for n in self.nodes if n not in used
        ]
        parts = _components(names, self.edges)
        if len(parts) > 1:
            shown = "; ".join("{" + ", ".join(map(repr, part)) + "}" for part in parts)
            problems.append(
                f"the graph is not connected; it falls into {len(parts)} parts: {shown}"
            )
        if self.answer not in self.nodes:
            problems.append(f"the answer {self.answer!r} is not a declared node")
        elif not VARIABLE.match(self.answer):
            problems.append(f"the answer {self.answer!r} must be a variable (unkN), not an entity")
        return problems


def _is_entity(name: str) -> bool:
    """Whether a node name is meant as a known entity (not unkN, not variable-like)."""
    return not VARIABLE.match(name) and not _VARIABLE_LOOKALIKE.search(name)


def _text_problems(what: str, text: str) -> list[str]:
    if not text.strip():
        return [f"{what} is empty"]
    if len(text) > MAX_TEXT:
        return [f"{what} is longer than {MAX_TEXT} characters"]
    return []


def _components(names: list[str], edges: list[tuple[str, str, str]]) -> list[list[str]]:
    """Connected components of the undirected graph, each in `names` order."""
    parent = {n: n for n in names}

    def root(n: str) -> str:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    for source, _, target in edges:
        parent[root(source)] = root(target)
    parts: dict[str, list[str]] = {}
    for n in names:
        parts.setdefault(root(n), []).append(n)
    return list(parts.values())


@dataclass(frozen=True)
class EntityCandidate:
    """A KG entity a mention may stand for (SimEnt), with its L2 distance to the mention."""

    id: str
    name: str
    types: tuple[str, ...]
    distance: float


@dataclass(frozen=True)
class QueryNode:
    """A node of an aligned query graph.

    A known entity has `candidates`; a variable has the schema type ADJ gave it (`type`)
    and the types it may match (`allowed_types`, empty = any). `pseudo_type` is what the
    planner expected, used for type-level scoring (None = unknown, scores 0).
    """

    name: str
    candidates: tuple[EntityCandidate, ...] = ()
    type: str | None = None
    allowed_types: tuple[str, ...] = ()
    pseudo_type: str | None = None

    @property
    def is_entity(self) -> bool:
        return bool(self.candidates)


@dataclass(frozen=True)
class QueryEdge:
    """An edge of an aligned query graph, oriented as the schema stores it.

    `relations` are relationship-type alternatives taken from the schema (empty = any
    relation, for bridges); `pseudo_relation` is the planner's text. A `bridge` is a hop
    ADJ inserted: between two schema edges joined at a distance (no planner text), or
    between a linked entity and a schema edge that reaches it (the text of the pseudo edge
    that skipped the hop, to prefer the relation that fits it best). `flipped`: the pseudo
    edge was written the other way round (ADJ aligned it with a schema edge stored so).
    """

    source: str
    target: str
    relations: tuple[str, ...]
    pseudo_relation: str | None = None
    bridge: bool = False
    flipped: bool = False

    @property
    def written_source(self) -> str:
        """The node the pseudo edge was written from."""
        return self.target if self.flipped else self.source


@dataclass(frozen=True)
class QueryGraph:
    """A query graph ready to compile to Cypher: typed nodes, schema relations, the answer."""

    nodes: tuple[QueryNode, ...]
    edges: tuple[QueryEdge, ...]
    answer: str
    alignment_cost: float = 0.0
    contracted: int = 0  # pseudo edges dropped as invented hops
    # least distances of the pseudo terms those drops left out: relation and type
    dropped_relation: float = 0.0
    dropped_type: float = 0.0

    def node(self, name: str) -> QueryNode:
        """The node called `name`."""
        for node in self.nodes:
            if node.name == name:
                return node
        raise KeyError(name)

    def describe(self) -> list[str]:
        """Readable edges, e.g. `Glass Orchard -[directed_by]-> unk1:person`."""

        def label(name: str) -> str:
            node = self.node(name)
            return name if node.is_entity else f"{name}:{node.type or '*'}"

        return [
            f"{label(e.source)} -[{'|'.join(e.relations) or '*'}]-> {label(e.target)}"
            for e in self.edges
        ]
