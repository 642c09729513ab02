"""`safe ask`: question → pseudo query graph → ADJ → Cypher → top-k ranker → answer."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal, Protocol
from urllib.parse import quote, urlparse

import numpy as np
from threadpoolctl import threadpool_limits

from app.config import Settings
from app.errors import ConfigError, LLMError, PlanError, QuestionError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.entity_vectors import EntitySearch
from app.kg.limits import indexed_key, question_problem
from app.kg.names import name_key
from app.kg.store.base import GraphStore
from app.kg.store.dialect import quote_name
from app.kg.store.layout import LOADED, GraphLayout
from app.planners.llm import LLMClient, LLMSettings, LLMUsage
from app.planners.llm_planner import LLMAnswerer, LLMPlanner, build_schema_hint
from app.query_graph import EntityCandidate, PseudoQueryGraph, QueryGraph
from app.safe.adj import ADJOptions, align, as_written, contractions, pseudo_texts
from app.safe.query_compiler import CompiledQuery, compile_query
from app.safe.ranker import Evidence, best_answers, score_matches, top_k
from app.safe.semdist import ScoringTables, lower_bound, within_bound
from app.timing import Stopwatch

Mode = Literal["safe", "exact"]


class Planner(Protocol):
    """Writes ranked pseudo query graphs for a question (best first)."""

    def plan(self, question: str) -> PseudoQueryGraph | list[PseudoQueryGraph]: ...


@dataclass(frozen=True)
class QAOptions:
    """How a question is answered; the defaults are SAFE's."""

    adj: ADJOptions = field(default_factory=ADJOptions)
    mode: Mode = "safe"
    k_retrieval: int = 10
    sim_ent: int = 3
    directed: bool = False
    answer_margin: float = 1e-4
    scan_limit: int = 2000
    # query graphs are matched within growing SemDist radii of their least possible
    # scores, widening only while the top k is not settled: the best matches come from
    # narrow queries, and the scan cap only bites on the last, widest one
    radii: tuple[float, ...] = (1.0, math.inf)
    # SemDist constants, fitted on the shared data's training splits (`benchmarks/fit_costs.py`)
    bridge_cost: float = 0.5  # each hop ADJ inserts (see app.safe.semdist)
    contract_cost: float = 0.5  # each pseudo edge dropped, beyond the terms it left out
    type_weight: float = 1.0  # the weight of every variable's type term
    # a pseudo edge matched against the direction it is written in: a tie-break (edges
    # match either way), "X's children" are not X's parents where one relation links both
    reverse_cost: float = 0.01
    # an edge between variables whose relation is farther than this from every KG relation
    # may be an invented hop: ADJ also aligns the graph without it (None: never)
    contract_threshold: float | None = 1.0


@dataclass
class AnswerResult:
    """Answers, the evidence behind them and what it cost."""

    question: str
    answers: list[str]
    evidence: list[Evidence]
    pseudo_graph: PseudoQueryGraph | None
    query_graphs: list[QueryGraph]
    cypher: list[CompiledQuery]
    timings: dict[str, float]
    llm: LLMUsage = field(default_factory=LLMUsage)
    answer_ids: list[str] = field(default_factory=list)
    explanation: str | None = None
    browser_url: str | None = None
    links: dict[str, list[EntityCandidate]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)

    def weak_links(self) -> dict[str, EntityCandidate]:
        """Mentions that matched no entity name exactly, each with the entity it was linked to."""
        return {m: c[0] for m, c in self.links.items() if c and c[0].distance > 0.0}

    def as_dict(self, with_cypher: bool = False) -> dict[str, Any]:
        """The `safe ask --json` shape; `with_cypher` adds the compiled queries."""
        weak = self.weak_links()
        data: dict[str, Any] = {
            "question": self.question,
            "answers": self.answers,
            "answer_ids": self.answer_ids,
            "explanation": self.explanation,
            "evidence": [
                {
                    "score": round(e.score, 4),
                    "triples": [list(t) for t in e.named_triples()],
                    "ids": [list(t) for t in e.triples],
                    "names": dict(e.names),
                    "bindings": dict(e.bindings),
                    "answer": e.answer,
                }
                for e in self.evidence
            ],
            "pseudo_graph": self.pseudo_graph.model_dump() if self.pseudo_graph else None,
            "query_graphs": [g.describe() for g in self.query_graphs],
            "timings": {k: round(v, 2) for k, v in self.timings.items()},
            "llm": {
                "calls": self.llm.calls,
                "prompt_tokens": self.llm.prompt_tokens,
                "completion_tokens": self.llm.completion_tokens,
            },
            "browser_url": self.browser_url,
            "links": [
                {
                    "mention": mention,
                    "exact": bool(found) and mention not in weak,
                    "entities": [
                        {"id": c.id, "name": c.name, "distance": round(c.distance, 4)}
                        for c in found
                    ],
                }
                for mention, found in self.links.items()
            ],
            "warnings": self.warnings,
        }
        if with_cypher:
            data["cypher"] = [{"text": c.text, "params": c.params} for c in self.cypher]
        return data


@dataclass
class Retrieval:
    """What retrieval found for one pseudo query graph."""

    evidence: list[Evidence]
    query_graphs: list[QueryGraph]
    cypher: list[CompiledQuery]
    links: dict[str, list[EntityCandidate]] = field(default_factory=dict)


class SafeQA:
    """Answers questions over one loaded graph."""

    def __init__(
        self,
        store: GraphStore,
        embedder: Embedder,
        catalog: SchemaCatalog,
        options: QAOptions | None = None,
        planner: Planner | None = None,
        answerer: LLMAnswerer | None = None,
        llm_usage: Callable[[], LLMUsage] | None = None,
        fallback_planner: Callable[[], Planner] | None = None,
        entities: EntitySearch | None = None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.entities = entities or EntitySearch.for_graph(store, embedder)
        self._known = catalog.known_vectors()
        self.catalog = catalog
        self.options = options or QAOptions()
        self.planner = planner
        self.answerer = answerer
        self._llm_usage = llm_usage or LLMUsage
        self._fallback_planner = fallback_planner
        _ = embedder.dimension  # load the model now, not inside the first question's timings
        # a question's numpy work is many products of a few hundred rows: BLAS threads cost
        # more than they save there (ADJ 3.2 -> 5.0 ms p50 with two), and take the core the
        # database needs
        threadpool_limits(limits=1, user_api="blas")

    def ask(self, question: str, graph: PseudoQueryGraph | None = None) -> AnswerResult:
        """Answer `question`; with `graph`, skip planning and use that pseudo query graph.

        When the LLM fails (endpoint down, unusable reply), planning falls back to the
        encoder planner and the answer to the evidence's answer entities, with a warning.
        """
        problem = question_problem(question)
        if problem is not None:
            raise QuestionError(problem)
        watch = Stopwatch(unit=1000.0)
        usage_before = self._llm_usage()
        warnings: list[str] = []
        with watch("plan"):
            hypotheses = [graph] if graph is not None else self._plan(question, warnings)
        chosen = hypotheses[0]
        found = Retrieval([], [], [])
        for hypothesis in hypotheses:
            found = self.retrieve(hypothesis, watch)
            chosen = hypothesis
            if found.evidence:
                break
        ids = best_answers(found.evidence, self.options.answer_margin)
        names = {k: v for e in found.evidence for k, v in e.names.items()}
        answers = [names.get(i, i) for i in ids]
        explanation = None
        with watch("answer"):
            if self.answerer is not None:
                try:
                    reply = self.answerer.answer(
                        question, [e.named_triples() for e in found.evidence]
                    )
                    answers, explanation = reply.answers, reply.explanation
                except LLMError as exc:
                    warnings.append(f"the LLM answer step failed ({exc}); answers are extracted")
        watch.laps["total"] = sum(
            watch.laps[s]
            for s in ("plan", "encode", "link", "adj", "retrieve", "answer")
            if s in watch.laps
        )
        usage_after = self._llm_usage()
        return AnswerResult(
            question=question,
            answers=answers,
            answer_ids=ids,
            explanation=explanation,
            evidence=found.evidence,
            pseudo_graph=chosen,
            query_graphs=found.query_graphs,
            cypher=found.cypher,
            timings=watch.laps,
            llm=LLMUsage(
                usage_after.calls - usage_before.calls,
                usage_after.prompt_tokens - usage_before.prompt_tokens,
                usage_after.completion_tokens - usage_before.completion_tokens,
            ),
            browser_url=browser_url(self.store, found.evidence[:1]),
            links=found.links,
            warnings=warnings,
        )

    def _plan(self, question: str, warnings: list[str]) -> list[PseudoQueryGraph]:
        """The planner's hypotheses; the fallback planner's when the LLM fails."""
        if self.planner is None:
            raise PlanError("no planner: configure an LLM or use the encoder planner")
        try:
            planned = self.planner.plan(question)
        except (LLMError, PlanError) as exc:
            if self._fallback_planner is None:
                raise
            warnings.append(f"the LLM planner failed ({exc}); the encoder planner planned")
            planned = self._fallback_planner().plan(question)
        return planned if isinstance(planned, list) else [planned]

    def retrieve(self, graph: PseudoQueryGraph, watch: Stopwatch | None = None) -> Retrieval:
        """Value retrieval, ADJ (or exact matching), Cypher and ranking for one pseudo graph."""
        watch = watch or Stopwatch(unit=1000.0)
        problems = graph.validate_rules()
        if problems:
            raise PlanError("the pseudo query graph breaks SAFE's rules: " + "; ".join(problems))
        options = self.options
        with watch("link"):
            exact = {m: self._exact_entities(m) for m in graph.entities}
        with watch("encode"):
            unmatched = [m for m in graph.entities if not exact[m]]
            vectors = self._vectors(pseudo_texts(graph, self.catalog) + unmatched)
            variants = []
            if options.mode == "safe" and options.contract_threshold is not None:
                variants = contractions(graph, self.catalog, vectors, options.contract_threshold)
            more = list(
                dict.fromkeys(t for v in variants for t in pseudo_texts(v.graph, self.catalog))
            )
            vectors.update(self._vectors([t for t in more if t not in vectors]))
        with watch("link"):
            linked = {m: self.similar_entities(m, vectors.get(m), exact[m]) for m in graph.entities}
        written = -1  # the index of the graph as written among SAFE's candidates
        with watch("adj"):
            if options.mode == "exact":
                query_graphs = [as_written(graph, self.catalog, linked, vectors, options.adj)]
            else:
                query_graphs = align(graph, self.catalog, linked, vectors, options.adj)
                for variant in variants:
                    query_graphs += [
                        replace(
                            g,
                            contracted=1,
                            dropped_relation=variant.relation_distance,
                            dropped_type=variant.type_distance,
                        )
                        for g in align(variant.graph, self.catalog, linked, vectors, options.adj)
                    ]
                # the graph as written is the alignment that corrects nothing: with it,
                # SAFE finds every answer exact matching finds, under the same SemDist
                written = len(query_graphs)
                query_graphs.append(as_written(graph, self.catalog, linked, vectors, options.adj))
        with watch("retrieve"):
            tables = ScoringTables(
                relation={
                    r: self.catalog.relation_distances(vectors[r]) for _, r, _ in graph.edges
                },
                type={
                    t: self.catalog.type_distances_to(vectors[t]) for t in graph.nodes.values() if t
                },
                bridge=options.bridge_cost,
                contraction=options.contract_cost,
                type_weight=options.type_weight,
                reversal=options.reverse_cost,
            )
            evidence: list[Evidence] = []
            compiled_queries: list[CompiledQuery] = []
            seen: set[str] = set()
            floors = [
                lower_bound(g, tables) if any(n.is_entity for n in g.nodes) else math.inf
                for g in query_graphs
            ]
            for radius in options.radii:
                for index, query_graph in enumerate(query_graphs):
                    if floors[index] == math.inf:
                        continue
                    # the graph as written (SimRel/SimTyp wide) runs last and only for
                    # matches that could beat the best so far: it can change the answer,
                    # and costs a wide query only when it may
                    if index == written:
                        ceiling = self._best(evidence)
                        if floors[index] >= ceiling:
                            continue  # it could tie the best at most, never beat it
                    else:
                        ceiling = self._kth(evidence)
                    bound = min(ceiling, floors[index] + radius)
                    pruned = within_bound(query_graph, tables, bound)
                    if pruned is None:
                        continue
                    compiled = compile_query(
                        pruned,
                        tables,
                        directed=options.directed,
                        limit=options.k_retrieval,
                        scan=options.scan_limit,
                        layout=self.store.layout,
                    )
                    key = compiled.text + json.dumps(compiled.params, sort_keys=True)
                    if key in seen:
                        continue
                    seen.add(key)
                    compiled_queries.append(compiled)
                    rows = self.store.run(compiled.text, compiled.params, read_only=True)
                    evidence += score_matches(pruned, compiled, rows, tables, index)
                # every match within `radius` of its graph's floor has been seen: when the
                # k-th best is no worse than all of those radii, nothing unseen can enter
                if self._kth(evidence) <= min(floors, default=math.inf) + radius:
                    break
            ranked = top_k(evidence, options.k_retrieval)
        return Retrieval(ranked, query_graphs, compiled_queries, linked)

    def _vectors(self, texts: list[str]) -> dict[str, np.ndarray]:
        """Each text's vector: the schema side's, embedded at load, else encoded now (the
        rest in one batch)."""
        found = {t: self._known[t] for t in texts if t in self._known}
        missing = [t for t in dict.fromkeys(texts) if t not in found]
        if missing:
            found.update(zip(missing, self.embedder.encode(missing), strict=True))
        return found

    def _best(self, evidence: Sequence[Evidence]) -> float:
        """The best score so far (infinite while there is none)."""
        return min((e.score for e in evidence), default=math.inf)

    def _kth(self, evidence: Sequence[Evidence]) -> float:
        """The score a match must beat to enter the top k (infinite while fewer)."""
        best = top_k(evidence, self.options.k_retrieval)
        return best[-1].score if len(best) == self.options.k_retrieval else math.inf

    def _exact_entities(self, mention: str) -> list[dict[str, Any]]:
        """Entities named exactly `mention`, with their stored embeddings."""
        return self.store.run(
            self.store.layout.render("entities_named"),
            {"key": indexed_key(name_key(mention)), "name": mention, "k": self.options.sim_ent},
            read_only=True,
        )

    def similar_entities(
        self, mention: str, vector: np.ndarray | None, exact: list[dict[str, Any]]
    ) -> list[EntityCandidate]:
        """SimEnt: exact name hits first (distance 0), else the best full-text hit, then the
        entities whose names are nearest in embedding space. An exact hit's stored entity
        vector (the same text's) is the query vector, else the mention's: `vector` when the
        graph's entity vectors are the question embedder's."""
        k = self.options.sim_ent
        rows = exact or self.store.fulltext(mention, 1, ["id", "name", "types", "embedding"])
        stored = exact[0]["embedding"] if exact else None
        if stored is None and self.entities.spec.mode == "full":
            stored = vector
        found: dict[str, EntityCandidate] = {}
        for row in rows:
            distance = (
                0.0
                if row["name"] == mention
                else self.entities.distance(mention, row["name"], row["embedding"], stored)
            )
            found[row["id"]] = EntityCandidate(
                row["id"], row["name"], tuple(row["types"] or ()), distance
            )
        if len(found) < k:
            for hit in self.entities.nearest(mention, k, stored):
                props = hit.properties
                if props["id"] not in found and len(found) < k:
                    found[props["id"]] = EntityCandidate(
                        props["id"], props["name"], tuple(props["types"] or ()), hit.distance
                    )
        return list(found.values())


def browser_url(store: GraphStore, evidence: Sequence[Evidence]) -> str | None:
    """A Neo4j Browser link drawing the best evidence subgraph in the store's database
    (Neo4j only)."""
    if store.dialect.name != "neo4j" or not evidence:
        return None
    query = browser_query(evidence[0].triples, store.layout)
    host = urlparse(store.location).hostname or "localhost"
    return f"http://{host}:7474/browser/?db={quote(store.graph)}&cmd=edit&arg={quote(query)}"


def browser_query(triples: Sequence[tuple[str, str, str]], layout: GraphLayout = LOADED) -> str:
    """The Cypher a Browser link runs to draw evidence triples (a person runs it, never us);
    on an indexed graph it draws the user's own nodes."""
    node = f"{layout.label('Entity')} {{{layout.prop('id')}: "
    patterns = [
        f"p{i} = (:{node}{_string_literal(s)}}})-[:{quote_name(r)}]->"
        f"(:{node}{_string_literal(t)}}})"
        for i, (s, r, t) in enumerate(triples)
    ]
    return (
        "MATCH "
        + ", ".join(patterns)
        + " RETURN "
        + ", ".join(f"p{i}" for i in range(len(patterns)))
    )


def _string_literal(value: str) -> str:
    """A Cypher string literal (for a Browser link a person runs, never for our queries)."""
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


def build_qa(
    store: GraphStore,
    settings: Settings,
    options: QAOptions,
    llm: LLMSettings | None,
    *,
    planner: str = "auto",
    answerer: str = "auto",
    trained_scorer: bool = True,
    scorer_file: Path | None = None,
    embedder: Embedder | None = None,
) -> SafeQA:
    """A SafeQA wired as asked: the LLM planner/answerer when an LLM is configured (or
    asked for), the encoder planner and extractive answers otherwise. The encoder planner
    scores paths with `scorer_file` if given, else (if `trained_scorer`) the graph's trained
    path scorer if it has one, else untrained; `planner="none"` when every
    question comes with its pseudo query graph. The LLM planner falls back to the encoder
    planner when the LLM fails (`planner="auto"` only). Several SafeQAs may share one
    `embedder` (it is thread-safe)."""
    embedder = embedder or Embedder(settings.embedding_model, runtime=settings.encoder_runtime)
    catalog = SchemaCatalog.load(store, settings.cache_dir)
    entities = EntitySearch.for_graph(store, embedder, settings.models_dir)
    client = LLMClient(llm) if llm is not None else None
    if client is None and "llm" in (planner, answerer):
        raise ConfigError("no LLM configured: set --llm-base-url and --llm-model (or SAFE_LLM_*)")

    def encoder_planner() -> Planner:
        from app.planners.encoder_planner import EncoderPlanner
        from app.planners.entity_linking import EntityLinker
        from app.planners.path_scorer import load_path_scorer, read_scorer_file

        scorer = None
        if scorer_file is not None:
            scorer = read_scorer_file(scorer_file, catalog, embedder.model_name)
        elif trained_scorer:
            scorer = load_path_scorer(settings.cache_dir, catalog, embedder.model_name)
        linker = EntityLinker(store, embedder, entities)
        return EncoderPlanner(store, catalog, embedder, linker, scorer=scorer)

    chosen: Planner | None = None
    fallback = None
    if planner == "none":
        pass
    elif client is not None and planner in ("auto", "llm"):
        chosen = LLMPlanner(client, build_schema_hint(store, catalog))
        fallback = encoder_planner if planner == "auto" else None  # `llm`: the LLM or an error
    else:
        chosen = encoder_planner()
    use_llm_answers = client is not None and answerer in ("auto", "llm")
    return SafeQA(
        store,
        embedder,
        catalog,
        options,
        planner=chosen,
        answerer=LLMAnswerer(client) if use_llm_answers and client else None,
        llm_usage=(lambda: client.usage) if client is not None else None,
        fallback_planner=fallback,
        entities=entities,
    )
