"""The schema catalog: types, relations and schema edges with their embeddings, and the
type distances, held in memory for a question's schema-level work (SAFE's schema graph
is compact, so ADJ runs on it without database round trips)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from app.errors import SafeError
from app.kg.load_state import load_state
from app.kg.schema_graph import schema_edge_text, type_reading
from app.kg.store.base import GraphStore
from app.kg.store.dialect import quote_name
from app.kg.type_distances import TypeDistances, cached_type_distances
from app.kg.wording import verbalise_relation

PASSIVE = "by"
"""The word after a verb's participle making it passive (`developedBy` of `developed`)."""


@dataclass(frozen=True)
class CatalogEdge:
    """A schema edge: (source type, relation, target type) with its support."""

    source: str
    relation: str
    target: str
    support: int


def _matrix(rows: list[list[float]], dimension: int) -> np.ndarray:
    if not rows:
        return np.zeros((0, dimension), dtype=np.float32)
    return np.asarray(rows, dtype=np.float32)


def l2_to_rows(vector: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """L2 distance from `vector` to every row of `matrix`."""
    if len(matrix) == 0:
        return np.zeros(0, dtype=np.float32)
    distances: np.ndarray = np.linalg.norm(matrix - vector[None, :], axis=1)
    return distances


@dataclass
class SchemaCatalog:
    """Everything schema-level a question needs, indexed by name."""

    types: list[str]
    type_vectors: np.ndarray
    type_support: dict[str, int]
    relations: list[str]
    relation_texts: dict[str, str]
    relation_vectors: np.ndarray
    edges: list[CatalogEdge]
    edge_vectors: np.ndarray
    distances: TypeDistances
    type_texts: dict[str, str] = field(default_factory=dict)  # type -> how it reads, if named
    twins: dict[str, str] = field(default_factory=dict)  # relation -> the one it mirrors
    type_profiles: dict[str, np.ndarray] = field(default_factory=dict)
    """type -> `schema_graph.type_profile`, stored when the schema graph was built (graphs
    built before profiles existed have none)."""
    reverse_edge_vectors: np.ndarray | None = None
    """Each edge's composite read backwards (`target ; relation ; source`), where stored."""
    type_row: dict[str, int] = field(init=False)
    relation_row: dict[str, int] = field(init=False)
    edges_of_type: dict[str, list[int]] = field(init=False)
    edge_share: list[float] = field(init=False)  # an edge's share of its relation's triples
    twin_of: dict[str, str] = field(init=False)  # kept relation -> its twin (`twins` inverted)
    named_twins: dict[str, str] = field(init=False)
    """relation -> its twin, where the twin has a name of its own (`presidesOver` /
    `presidedOverBy`, `sitsOn` / `hasJudge`): what a step walked backwards says. A twin
    named by a suffix (`plays_for_inverse`, `r (inverse)`) says no more than "inverse of"
    the relation does."""

    def __post_init__(self) -> None:
        self.twin_of = {kept: twin for twin, kept in self.twins.items()}
        self.named_twins = {
            kept: twin for kept, twin in self.twin_of.items() if names_its_own(twin, kept)
        }
        per_relation: dict[str, int] = {}
        for edge in self.edges:
            per_relation[edge.relation] = per_relation.get(edge.relation, 0) + edge.support
        self.edge_share = [e.support / max(per_relation[e.relation], 1) for e in self.edges]
        self.type_row = {t: i for i, t in enumerate(self.types)}
        self.relation_row = {r: i for i, r in enumerate(self.relations)}
        self.edges_of_type = {}
        for i, edge in enumerate(self.edges):
            self.edges_of_type.setdefault(edge.source, []).append(i)
            if edge.target != edge.source:
                self.edges_of_type.setdefault(edge.target, []).append(i)

    @classmethod
    def load(cls, store: GraphStore, cache_dir: Path, distance_cap: int = 4) -> SchemaCatalog:
        """Read the schema graph from `store`; type distances come from the disk cache."""
        layout = store.layout
        type_rows = store.run(
            f"MATCH (t:{layout.label('Type')}) RETURN t.name AS name, t.text AS text, "
            "t.support AS support, t.embedding AS v, t.profile AS profile ORDER BY name",
            read_only=True,
        )
        if not type_rows:
            state = load_state(store) or {}
            if state.get("status") == "loading":
                raise SafeError(
                    f"graph {store.graph!r} is being loaded from {state.get('file')} "
                    f"(started {state.get('started')}): ask again when the load completes"
                )
            raise SafeError(
                f"graph {store.graph!r} has no schema graph: run `safe load` (a triple file) "
                "or `safe index` (a property graph already there) first"
            )
        dimension = len(type_rows[0]["v"])
        relation_rows = store.run(
            f"MATCH (r:{layout.label('Relation')}) RETURN r.name AS name, r.text AS text, "
            "r.embedding AS v ORDER BY name",
            read_only=True,
        )
        edge_rows = store.run(
            f"MATCH (e:{layout.label('SchemaEdge')}) RETURN e.source AS source, "
            "e.relation AS relation, e.target AS target, e.support AS support, e.embedding AS v, "
            "e.reverse_embedding AS rv ORDER BY e.key",
            read_only=True,
        )
        types = [row["name"] for row in type_rows]
        edges = [
            CatalogEdge(row["source"], row["relation"], row["target"], int(row["support"]))
            for row in edge_rows
        ]
        distances = cached_type_distances(
            cache_dir, types, [(e.source, e.target) for e in edges], cap=distance_cap
        )
        twins = mirrored_relations(store, edges)
        return cls(
            types=types,
            type_vectors=_matrix([row["v"] for row in type_rows], dimension),
            type_support={row["name"]: int(row["support"]) for row in type_rows},
            relations=[row["name"] for row in relation_rows],
            relation_texts={row["name"]: row["text"] for row in relation_rows},
            relation_vectors=_matrix([row["v"] for row in relation_rows], dimension),
            edges=edges,
            edge_vectors=_matrix([row["v"] for row in edge_rows], dimension),
            reverse_edge_vectors=(
                _matrix([row["rv"] for row in edge_rows], dimension)
                if all(row["rv"] is not None for row in edge_rows)
                else None
            ),
            distances=distances,
            type_texts={row["name"]: row["text"] for row in type_rows if row["text"]},
            twins=twins,
            type_profiles={
                row["name"]: np.asarray(row["profile"], dtype=np.float32)
                for row in type_rows
                if row["profile"] is not None
            },
        )

    @property
    def plannable_edges(self) -> dict[str, list[int]]:
        """`edges_of_type` without the edges of a relation's stored twin (the relation
        it mirrors, walked the other way, reaches the same entities)."""
        return {
            type_: [i for i in rows if self.edges[i].relation not in self.twins]
            for type_, rows in self.edges_of_type.items()
        }

    def known_vectors(self) -> dict[str, np.ndarray]:
        """The vectors of every text the schema side embedded at load time: how each type
        reads, each relation's text and each schema edge's composite (both ways where
        stored), and each relation's and type's name as its text (a pseudo graph naming
        `wasBornOnDate` or the type `has child target`, read "has child", names them:
        encoded as written, the relation's name was farther from its own relation than from
        `wasBornIn`, the type's nearer `has child source`). A pseudo graph worded as the
        schema is needs no encoding."""
        known: dict[str, np.ndarray] = {
            name: self.relation_vectors[row] for name, row in self.relation_row.items()
        }
        known.update((name, self.type_vectors[row]) for name, row in self.type_row.items())
        for i, edge in enumerate(self.edges):
            text = schema_edge_text(edge.source, edge.relation, edge.target, self.type_texts)
            known[text] = self.edge_vectors[i]
            if self.reverse_edge_vectors is not None:
                back = schema_edge_text(edge.target, edge.relation, edge.source, self.type_texts)
                known[back] = self.reverse_edge_vectors[i]
        known.update(zip(self.relation_texts.values(), self.relation_vectors, strict=True))
        known.update(
            (self.type_label(t), self.type_vectors[row]) for t, row in self.type_row.items()
        )
        return known

    def says_its_own(self, relation: str) -> bool:
        """Whether a relation's name says something of its own: every relation but a twin
        named by a suffix (`plays_for_inverse` says what `plays_for` does); a twin named
        its own way (`hasJudge` of `sitsOn`, `named_twins`) names its values as the kept
        relation does not ("judge")."""
        kept = self.twins.get(relation)
        return kept is None or self.named_twins.get(kept) == relation

    def walked(self, hop: tuple[str, bool]) -> tuple[str, bool]:
        """A (relation, forward?) step as the planner walks it: a step over a relation's
        stored twin is the relation it mirrors, walked the other way."""
        relation, forward = hop
        return (self.twins[relation], not forward) if relation in self.twins else hop

    def type_distance(self, a: str, b: str) -> int:
        """Hops between two types in the schema graph (FAR beyond the cap)."""
        return self.distances.distance(a, b)

    def type_label(self, type_name: str) -> str:
        """How a type reads to a planner: its stored text (a given name), else `type_text`."""
        return type_reading(type_name, self.type_texts)

    def nearest_types(self, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        """The `k` types nearest to `vector` (SimTyp)."""
        distances = l2_to_rows(vector, self.type_vectors)
        order = np.argsort(distances, kind="stable")[:k]
        return [(self.types[i], float(distances[i])) for i in order]

    def nearest_relations(self, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        """The `k` relations nearest to `vector` (SimRel)."""
        distances = l2_to_rows(vector, self.relation_vectors)
        order = np.argsort(distances, kind="stable")[:k]
        return [(self.relations[i], float(distances[i])) for i in order]

    def relation_distances(self, vector: np.ndarray) -> dict[str, float]:
        """L2 distance from `vector` to every relation's text embedding."""
        return dict(
            zip(self.relations, l2_to_rows(vector, self.relation_vectors).tolist(), strict=True)
        )

    def type_distances_to(self, vector: np.ndarray) -> dict[str, float]:
        """L2 distance from `vector` to every type's embedding."""
        return dict(zip(self.types, l2_to_rows(vector, self.type_vectors).tolist(), strict=True))

    def relations_between(self, a: str, b: str) -> list[str]:
        """Relations of schema edges joining types `a` and `b`, either way round."""
        found = {
            self.edges[i].relation
            for i in self.edges_of_type.get(a, [])
            if {self.edges[i].source, self.edges[i].target} == {a, b}
            or (a == b and self.edges[i].source == self.edges[i].target == a)
        }
        return sorted(found)


MIRROR_SUPPORT_SLACK = 0.1
"""Mirrored schema edges of twin relations may differ by this share of their support."""

MIRROR_SAMPLE = 200
"""Triples sampled to confirm a twin; at least MIRROR_SHARE of them must be mirrored."""
MIRROR_SHARE = 0.9


def names_its_own(twin: str, kept: str) -> bool:
    """Whether a relation's twin has a name of its own, not the kept name with a suffix or
    prefix (`plays_for_inverse`, `r (inverse)`, `r_of`): some word of the kept name is not
    in the twin's (`presides over` / `presided over by`, `sits on` / `has judge`), or the
    twin is the kept verb made passive (`developed` / `developedBy`: "developed by" says
    who did it, as "inverse of developed" does not)."""
    kept_words, twin_words = verbalise_relation(kept).split(), verbalise_relation(twin).split()
    return not set(kept_words) <= set(twin_words) or twin_words == [*kept_words, PASSIVE]


def mirrored_relations(store: GraphStore, edges: list[CatalogEdge]) -> dict[str, str]:
    """Relations stored twice, once each way (`plays_for` and `plays_for_inverse`, `r` and
    `r_of`, whatever their names): twin -> the relation it mirrors. A pair qualifies when
    each schema edge of one has a reversed schema edge of the other with about the same
    support, and the data agrees (a sample of triples is mirrored). The relation whose
    name is a prefix of the other's, else the shorter name, is kept."""
    by_relation: dict[str, dict[tuple[str, str], int]] = {}
    for edge in edges:
        by_relation.setdefault(edge.relation, {})[(edge.source, edge.target)] = edge.support

    def mirrors(a: str, b: str) -> bool:
        ours, theirs = by_relation[a], by_relation[b]
        if {(t, s) for s, t in ours} != set(theirs):
            return False
        return all(
            abs(n - theirs[(t, s)]) <= MIRROR_SUPPORT_SLACK * max(n, theirs[(t, s)])
            for (s, t), n in ours.items()
        )

    totals = {relation: sum(found.values()) for relation, found in by_relation.items()}
    twins: dict[str, str] = {}
    names = sorted(by_relation, key=lambda r: (len(r), r))
    for i, kept in enumerate(names):
        if kept in twins:
            continue
        for twin in names[i + 1 :]:
            near = abs(totals[kept] - totals[twin]) <= MIRROR_SUPPORT_SLACK * totals[kept]
            if twin in twins or not near or not mirrors(kept, twin):
                continue
            query = store.layout.render(
                "relation_mirrored", forward=quote_name(kept), backward=quote_name(twin)
            )
            rows = store.run(query, {"sample": MIRROR_SAMPLE}, read_only=True)
            sampled, mirrored = int(rows[0]["sampled"]), int(rows[0]["mirrored"] or 0)
            if sampled and mirrored >= MIRROR_SHARE * sampled:
                twins[twin] = kept
                break
    return twins
