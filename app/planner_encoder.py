"""The encoder planner: SAFE's typed pseudo query graph written with encoders alone.

Entities are linked through the graph's name indexes; from each anchor's types every
schema path of 1..max_hops steps is a candidate (a step walks a schema edge either way),
verbalised and scored against the question with the mention masked by its type. Two
anchors may also meet at a shared variable. Paths depend only on the schema, so their
embeddings are computed once per planner.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np

from app.catalog import SchemaCatalog
from app.embeddings import Embedder
from app.entity_linking import EntityLinker, Mention
from app.errors import PlanError
from app.path_scorer import CosineScorer, PathScorer
from app.query_graph import VARIABLE, PseudoQueryGraph
from app.schema_graph import type_text
from app.store.base import GraphStore
from loaders.typing_rules import verbalise_relation

MAX_PATHS_PER_TYPE = 20_000
"""At most this many schema paths start from one type (shorter paths are kept first)."""

Hop = tuple[str, bool]
"""A relation step: (relation, walked in its stored direction?)."""


@dataclass(frozen=True)
class SchemaPath:
    """A walk over schema edges: `steps` are (edge index, forward?), `types` the types
    visited (one more than the steps), `hops` the (relation, forward?) sequence."""

    steps: tuple[tuple[int, bool], ...]
    types: tuple[str, ...]
    hops: tuple[Hop, ...]
    text: str


@dataclass(frozen=True)
class Hypothesis:
    """One ranked reading of a question: its graph, score, anchors and their paths.

    A single-anchor hypothesis has one path; a join has one per anchor, all ending at
    the answer variable.
    """

    graph: PseudoQueryGraph
    score: float
    anchors: tuple[Mention, ...]
    paths: tuple[SchemaPath, ...]


@dataclass(frozen=True)
class AnchorCandidates:
    """The candidate paths of one anchor type and the question masked for it."""

    mention: Mention
    type: str
    masked: str
    paths: list[SchemaPath]
    vectors: np.ndarray


def path_text(path_types: tuple[str, ...], hops: tuple[Hop, ...]) -> str:
    """Words for a walk, anchor first: `movie directed by person`; a step against the
    stored direction reads `person inverse of directed by movie`."""
    words = [type_text(path_types[0])]
    for (relation, forward), target in zip(hops, path_types[1:], strict=True):
        phrase = verbalise_relation(relation)
        words += [phrase if forward else f"inverse of {phrase}", type_text(target)]
    return " ".join(words)


def mask(question: str, span: tuple[int, int], replacement: str) -> str:
    """`question` with the span (and brackets around it) replaced."""
    start, end = span
    if start > 0 and end < len(question) and question[start - 1] == "[" and question[end] == "]":
        start, end = start - 1, end + 1
    return question[:start] + replacement + question[end:]


class EncoderPlanner:
    """Writes ranked pseudo query graphs for a question without an LLM."""

    def __init__(
        self,
        store: GraphStore,
        catalog: SchemaCatalog,
        embedder: Embedder,
        linker: EntityLinker,
        *,
        max_hops: int = 3,
        hypotheses: int = 3,
        scorer: PathScorer | None = None,
        join_hops: int = 2,
        max_anchors: int = 3,
        mention_weight: float = 0.1,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.embedder = embedder
        self.linker = linker
        self.max_hops = max_hops
        self.hypotheses = hypotheses
        self.scorer: PathScorer = scorer or CosineScorer()
        self.join_hops = join_hops
        self.max_anchors = max_anchors
        self.mention_weight = mention_weight
        self._paths: dict[str, tuple[list[SchemaPath], np.ndarray]] = {}

    def plan(self, question: str) -> list[PseudoQueryGraph]:
        """Ranked pseudo query graphs, best first; PlanError when no entity is found."""
        return [h.graph for h in self.rank(question)]

    def rank(self, question: str) -> list[Hypothesis]:
        """Ranked hypotheses with their scores, anchors and schema paths."""
        mentions = [m for m in self.linker.link(question) if m.types][: self.max_anchors]
        if not mentions:
            raise PlanError(f"no known entity found in the question: {question!r}")
        found: list[Hypothesis] = []
        for anchor in self.anchor_candidates(question, mentions):
            scores = self.scorer.score(self._encode(anchor.masked), anchor.vectors)
            bonus = self.mention_weight * anchor.mention.score
            for i in np.argsort(-scores, kind="stable")[: self.hypotheses]:
                path = anchor.paths[i]
                found.append(
                    Hypothesis(
                        _single_graph(anchor.mention.text, path, float(scores[i])),
                        float(scores[i]) + bonus,
                        (anchor.mention,),
                        (path,),
                    )
                )
        for first, second in combinations(mentions, 2):
            found += self._joins(question, first, second)
        found.sort(key=lambda h: -h.score)
        return found[: self.hypotheses]

    def anchor_candidates(self, question: str, mentions: list[Mention]) -> list[AnchorCandidates]:
        """For each mention and each of its types, the masked question and paths."""
        found = []
        for mention in mentions:
            for type_ in mention.types:
                if type_ not in self.catalog.type_row:
                    continue
                paths, vectors = self.paths_from(type_)
                if paths:
                    masked = mask(question, mention.span, type_text(type_))
                    found.append(AnchorCandidates(mention, type_, masked, paths, vectors))
        return found

    def paths_from(self, type_: str) -> tuple[list[SchemaPath], np.ndarray]:
        """Schema paths of 1..max_hops steps from `type_` and their embeddings (cached)."""
        if type_ not in self._paths:
            paths = enumerate_paths(self.catalog, type_, self.max_hops)
            vectors = self.embedder.encode([p.text for p in paths])
            self._paths[type_] = (paths, vectors)
        return self._paths[type_]

    def _encode(self, text: str) -> np.ndarray:
        vector: np.ndarray = self.embedder.encode([text])[0]
        return vector

    def _joins(self, question: str, first: Mention, second: Mention) -> list[Hypothesis]:
        """Graphs where paths from two anchors meet at the answer variable."""
        if first.text == second.text:
            return []
        found: list[Hypothesis] = []
        for type_a in first.types:
            for type_b in second.types:
                if type_a in self.catalog.type_row and type_b in self.catalog.type_row:
                    found += self._join_pair(question, (first, type_a), (second, type_b))
        return found

    def _join_pair(
        self, question: str, first: tuple[Mention, str], second: tuple[Mention, str]
    ) -> list[Hypothesis]:
        (mention_a, type_a), (mention_b, type_b) = first, second
        masked = question
        for mention, type_ in sorted([first, second], key=lambda a: -a[0].span[0]):
            masked = mask(masked, mention.span, type_text(type_))  # later span first
        paths_a, vectors_a = self.paths_from(type_a)
        paths_b, vectors_b = self.paths_from(type_b)
        short_a = [i for i, p in enumerate(paths_a) if len(p.steps) <= self.join_hops]
        short_b = [i for i, p in enumerate(paths_b) if len(p.steps) <= self.join_hops]
        pairs = [
            (i, j)
            for i in short_a
            for j in short_b
            if paths_a[i].types[-1] == paths_b[j].types[-1]
            and len(paths_a[i].steps) + len(paths_b[j].steps) <= self.max_hops
        ]
        if not pairs:
            return []
        combined = vectors_a[[i for i, _ in pairs]] + vectors_b[[j for _, j in pairs]]
        combined /= np.maximum(np.linalg.norm(combined, axis=1, keepdims=True), 1e-12)
        scores = self.scorer.score(self._encode(masked), combined)
        bonus = self.mention_weight * (mention_a.score + mention_b.score)
        found = []
        for k in np.argsort(-scores, kind="stable")[: self.hypotheses]:
            i, j = pairs[k]
            score = float(scores[k])
            graph = _join_graph(mention_a.text, paths_a[i], mention_b.text, paths_b[j], score)
            found.append(
                Hypothesis(graph, score + bonus, (mention_a, mention_b), (paths_a[i], paths_b[j]))
            )
        return found


def enumerate_paths(
    catalog: SchemaCatalog, start: str, max_hops: int, limit: int = MAX_PATHS_PER_TYPE
) -> list[SchemaPath]:
    """Every walk of 1..max_hops schema edges from `start`, shorter walks first."""
    found: list[SchemaPath] = []
    frontier: list[tuple[tuple[tuple[int, bool], ...], tuple[str, ...]]] = [((), (start,))]
    for _ in range(max_hops):
        extended = []
        for steps, types in frontier:
            for i in catalog.edges_of_type.get(types[-1], []):
                edge = catalog.edges[i]
                if edge.source == types[-1]:
                    extended.append(((*steps, (i, True)), (*types, edge.target)))
                if edge.target == types[-1]:
                    extended.append(((*steps, (i, False)), (*types, edge.source)))
        extended = extended[: limit - len(found)]
        for steps, types in extended:
            hops = tuple((catalog.edges[i].relation, forward) for i, forward in steps)
            found.append(SchemaPath(steps, types, hops, path_text(types, hops)))
        frontier = extended
        if len(found) >= limit:
            break
    return found


def _chain(
    nodes: dict[str, str], edges: list[tuple[str, str, str]], start: str, path: SchemaPath, end: str
) -> None:
    """Add `path`'s variables and edges from node `start`; its last node is called `end`."""
    previous = start
    for k, ((relation, forward), type_) in enumerate(zip(path.hops, path.types[1:], strict=True)):
        variables = sum(1 for n in nodes if VARIABLE.match(n))
        name = end if k == len(path.hops) - 1 else f"unk{variables + 1}"
        nodes[name] = type_
        edges.append((previous, relation, name) if forward else (name, relation, previous))
        previous = name


def _describe(paths: list[tuple[str, SchemaPath]], score: float) -> str:
    walks = [f"{anchor}: {path.text}" for anchor, path in paths]
    return f"encoder planner ({score:.3f}): " + " | ".join(walks)


def _single_graph(anchor: str, path: SchemaPath, score: float) -> PseudoQueryGraph:
    nodes = {anchor: path.types[0]}
    edges: list[tuple[str, str, str]] = []
    answer = f"unk{len(path.hops)}"
    _chain(nodes, edges, anchor, path, answer)
    return PseudoQueryGraph(
        plan=_describe([(anchor, path)], score), nodes=nodes, edges=edges, answer=answer
    )


def _join_graph(
    first: str, path_a: SchemaPath, second: str, path_b: SchemaPath, score: float
) -> PseudoQueryGraph:
    nodes = {first: path_a.types[0], second: path_b.types[0]}
    edges: list[tuple[str, str, str]] = []
    answer = f"unk{len(path_a.hops)}"
    _chain(nodes, edges, first, path_a, answer)
    _chain(nodes, edges, second, path_b, answer)
    described = _describe([(first, path_a), (second, path_b)], score)
    return PseudoQueryGraph(plan=described, nodes=nodes, edges=edges, answer=answer)
