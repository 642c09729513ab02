"""The schema graph: types linked by relations, aggregated from the typed triples.

Schema edges follow SAFE's appendix C.2 (QSE-style): support is the number of triples
backing (source type, relation, target type); confidence is the share of the source
type's entities that use the relation towards the target type. Edges under either
threshold are dropped. Types, relations and schema edges get embeddings and vector
indexes; `(:Type)-[:SCHEMA]->(:Type)` links make the graph walkable in a browser.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.errors import LoadError
from app.kg.embeddings import Embedder, normalised
from app.kg.entity_vectors import EntityVectorSpec, read_spec
from app.kg.store.base import GraphStore, batched
from app.kg.wording import inferred_type_text, is_inferred_type, verbalise_relation

WRITE_BATCH = 2000

PROFILE_MEMBERS = 50
"""Members whose name vectors make a type's profile (`type_profile`)."""


@dataclass(frozen=True)
class SchemaGraphOptions:
    """Pruning thresholds for candidate schema edges (SAFE uses 1 and 0.0001)."""

    min_support: int = 1
    min_confidence: float = 0.0001


@dataclass(frozen=True)
class SchemaEdge:
    """One typed relation pattern of the KG."""

    source: str
    relation: str
    target: str
    support: int
    confidence: float

    @property
    def key(self) -> str:
        return f"{self.source}|{self.relation}|{self.target}"


@dataclass(frozen=True)
class SchemaGraph:
    """What the loader needs of the schema graph afterwards."""

    types: list[str]
    edges: list[SchemaEdge]

    @property
    def type_pairs(self) -> list[tuple[str, str]]:
        """Linked type pairs, for the type distances."""
        return [(edge.source, edge.target) for edge in self.edges]


def type_text(type_name: str) -> str:
    """The text a type name is embedded as and shown to planners (`film.cinematographer` ->
    "film cinematographer"; an inferred `place of birth target` -> "place of birth")."""
    return inferred_type_text(type_name) or verbalise_relation(type_name)


def type_reading(type_name: str, type_names: Mapping[str, str] | None = None) -> str:
    """How a type reads: the name `type_names` gives it, else `type_text`."""
    return (type_names or {}).get(type_name) or type_text(type_name)


def schema_edge_text(
    source: str, relation: str, target: str, type_names: Mapping[str, str] | None = None
) -> str:
    """Composite text of a schema edge: `source ; relation ; target` (SAFE §4.3), each type
    as it reads (`type_reading`)."""
    return (
        f"{type_reading(source, type_names)} ; {verbalise_relation(relation)} ; "
        f"{type_reading(target, type_names)}"
    )


def type_members(store: GraphStore, type_name: str, limit: int) -> list[str]:
    """Names of up to `limit` entities of a type."""
    rows = store.run(
        store.layout.render("type_members"), {"type": type_name, "k": limit}, read_only=True
    )
    return [str(row["name"]) for row in rows]


TYPE_NAMES_FILE = "type_names.json"
"""Per-graph cache of names given to inferred types (`safe load --name-types`), type -> name."""


def read_type_names(cache_dir: Path) -> dict[str, str]:
    """The cached names of inferred types (empty when none were given)."""
    path = cache_dir / TYPE_NAMES_FILE
    if not path.is_file():
        return {}
    try:
        names = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise LoadError(f"{path}: not JSON ({exc.msg} at line {exc.lineno})") from exc
    if not isinstance(names, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in names.items()
    ):
        raise LoadError(f"{path}: expected a JSON object of type -> name strings")
    return names


def write_type_names(cache_dir: Path, names: Mapping[str, str]) -> None:
    """Cache the names of inferred types beside the graph's other caches."""
    cache_dir.mkdir(parents=True, exist_ok=True)
    path = cache_dir / TYPE_NAMES_FILE
    path.write_text(json.dumps(dict(sorted(names.items())), indent=1), encoding="utf-8")


def build_schema_graph(
    store: GraphStore,
    embedder: Embedder,
    options: SchemaGraphOptions,
    type_names: Mapping[str, str] | None = None,
) -> SchemaGraph:
    """(Re)build types, relations and schema edges from the entities and triples in `store`;
    a type in `type_names` reads (is embedded and shown) as its name there."""
    type_support = {
        row["type"]: int(row["support"])
        for row in store.run(store.layout.render("type_support"), read_only=True)
    }
    # the aggregation over every triple, in parts the server runs at once (its longest step:
    # 44-74 s at 10M triples in one part)
    counted: dict[tuple[str, str, str], tuple[int, int]] = {}
    query = store.layout.render("schema_edges", part=store.dialect.node_part("s"))
    for rows in store.run_in_parts(query):
        for row in rows:
            key = (row["source"], row["relation"], row["target"])
            support, subjects = counted.get(key, (0, 0))
            counted[key] = (support + int(row["support"]), subjects + int(row["subjects"]))
    edges: list[SchemaEdge] = []
    relation_triples: dict[str, int] = {}
    for (source, relation, target), (support, subjects) in counted.items():
        relation_triples[relation] = relation_triples.get(relation, 0) + support
        confidence = subjects / max(type_support.get(source, 1), 1)
        if support >= options.min_support and confidence >= options.min_confidence:
            edges.append(SchemaEdge(source, relation, target, support, confidence))
    edges.sort(key=lambda e: (-e.support, e.key))

    types = sorted(type_support)
    texts = [type_reading(t, type_names) for t in types]
    type_vectors = embedder.encode(texts)
    # read before the old schema graph goes: a failure here leaves it whole
    spec = read_spec(store, embedder.model_name)
    profiles = [
        type_profile(store, embedder, spec, t, v) for t, v in zip(types, type_vectors, strict=True)
    ]
    store.run(store.layout.render("schema_clear"))
    vector = store.dialect.vector_param("vectors[i]")
    _write(
        store,
        store.layout.render("types_write", vector=vector),
        [
            {"name": t, "text": text, "support": type_support[t]}
            for t, text in zip(types, texts, strict=True)
        ],
        type_vectors,
    )
    if types:
        _write(
            store,
            store.layout.render("type_profiles_write", vector=vector),
            [{"name": t} for t in types],
            np.stack(profiles),
        )
    relations = sorted(relation_triples)
    _write(
        store,
        store.layout.render("relation_nodes_write", vector=vector),
        [
            {"name": r, "text": verbalise_relation(r), "triples": relation_triples[r]}
            for r in relations
        ],
        embedder.encode([verbalise_relation(r) for r in relations]),
    )
    composites = embedder.encode(
        [schema_edge_text(e.source, e.relation, e.target, type_names) for e in edges]
        + [schema_edge_text(e.target, e.relation, e.source, type_names) for e in edges]
    )
    _write(
        store,
        store.layout.render("schema_edges_write", vector=vector),
        [
            {
                "key": e.key,
                "source": e.source,
                "relation": e.relation,
                "target": e.target,
                "support": e.support,
                "confidence": e.confidence,
            }
            for e in edges
        ],
        composites[: len(edges)],
    )
    _write(
        store,
        store.layout.render("schema_edges_reverse_write", vector=vector),
        [{"key": e.key} for e in edges],
        composites[len(edges) :],
    )
    return SchemaGraph(types, edges)


def type_profile(
    store: GraphStore,
    embedder: Embedder,
    spec: EntityVectorSpec,
    type_: str,
    name_vector: np.ndarray | None,
) -> np.ndarray:
    """What a type's members are, as one unit vector: the mean of up to PROFILE_MEMBERS
    member name vectors (`member_vectors`), with the type's `name_vector` for a type whose
    name is real (not made up by inference), or alone when it has no members; `spec` says
    how the graph's entity vectors were made."""
    members = member_vectors(store, embedder, spec, type_, PROFILE_MEMBERS)
    parts = []
    if len(members):
        parts.append(normalised(members.mean(axis=0)))
    if name_vector is not None and (not is_inferred_type(type_) or not parts):
        parts.append(normalised(np.asarray(name_vector, np.float32)))
    if not parts:
        return np.zeros(0, dtype=np.float32)
    return normalised(np.mean(parts, axis=0))


def member_vectors(
    store: GraphStore, embedder: Embedder, spec: EntityVectorSpec, type_: str, limit: int
) -> np.ndarray:
    """Unit name vectors of up to `limit` members of a type, in the embedding model's
    space: the stored entity vectors when `spec` says they are that space, else the
    members' names (`type_members`) encoded."""
    if spec.mode == "full" and spec.model == embedder.model_name:
        rows = store.run(
            store.layout.render("type_member_vectors"), {"type": type_, "k": limit}, read_only=True
        )
        vectors = np.asarray([r["v"] for r in rows], np.float32)
    else:
        vectors = embedder.encode(type_members(store, type_, limit))
    if len(vectors) == 0:
        return np.zeros((0, 0), dtype=np.float32)
    return normalised(vectors)


def _write(
    store: GraphStore, query: str, rows: list[dict[str, object]], vectors: np.ndarray
) -> None:
    for start, chunk in zip(
        range(0, len(rows), WRITE_BATCH), batched(rows, WRITE_BATCH), strict=True
    ):
        store.run(query, {"rows": chunk, "vectors": vectors[start : start + len(chunk)]})
