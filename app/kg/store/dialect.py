"""Everything that differs between FalkorDB's and Neo4j's Cypher, in one place.

Index and constraint DDL, how a vector is written and searched, and how a vector
search score becomes an L2 distance. Every other module writes dialect-neutral Cypher
and asks the store's dialect for these pieces.
"""

from __future__ import annotations

import math
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from app.errors import StoreError


def quote_name(name: str) -> str:
    """Backtick-quote a label, relationship type or property name for Cypher."""
    return "`" + name.replace("`", "``") + "`"


@dataclass(frozen=True)
class VectorIndex:
    """A vector index over `label.prop`."""

    label: str
    prop: str = "embedding"

    @property
    def name(self) -> str:
        """Index name (Neo4j addresses indexes by name)."""
        return f"{self.label.lower()}_embedding"


@dataclass(frozen=True)
class FulltextIndex:
    """The full-text index over entity names."""

    label: str
    prop: str

    @property
    def name(self) -> str:
        """Index name (Neo4j addresses indexes by name)."""
        return f"{self.label.lower()}_name_fulltext"


VECTOR_KINDS = ("Entity", "Relation", "Type", "SchemaEdge")
"""SAFE's node kinds with a vector index (see `app.kg.store.layout`)."""

# the indexes of a graph `safe load` built (its layout names each kind plainly)
ENTITY_VECTORS = VectorIndex("Entity")
RELATION_VECTORS = VectorIndex("Relation")
TYPE_VECTORS = VectorIndex("Type")
SCHEMA_EDGE_VECTORS = VectorIndex("SchemaEdge")
SCHEMA_VECTOR_INDEXES = (RELATION_VECTORS, TYPE_VECTORS, SCHEMA_EDGE_VECTORS)
VECTOR_INDEXES = (ENTITY_VECTORS, *SCHEMA_VECTOR_INDEXES)
FULLTEXT_LABEL, FULLTEXT_PROPERTY = "Entity", "name"
ENTITY_FULLTEXT = FulltextIndex(FULLTEXT_LABEL, FULLTEXT_PROPERTY)

PROPERTY_INDEXES = (
    ("Entity", "id", True),
    ("Entity", "name_key", False),
    ("Type", "name", True),
    ("Relation", "name", True),
    ("SchemaEdge", "key", True),
    ("Meta", "key", True),
)
"""Exact-match lookups the loader and the question pipeline rely on: (node kind, property,
unique); an `Entity` property is named as the graph's layout names it."""


@dataclass(frozen=True)
class HnswOptions:
    """HNSW build parameters for vector indexes."""

    m: int = 16
    ef_construction: int = 64
    ef_runtime: int = 64


class Dialect(ABC):
    """The Cypher pieces that differ between backends."""

    name: str
    vector_index_tracks_rewrites: bool
    """Whether a vector index stays whole while indexed vectors are overwritten."""

    def unquotable(self, name: str) -> str | None:
        """Why this dialect cannot quote `name` as a label or relationship type (None: it can)."""
        return None

    @abstractmethod
    def vector_param(self, param: str) -> str:
        """Expression turning the list parameter `$param` into a stored vector."""

    @abstractmethod
    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        """DDL creating `index` (L2) if it does not exist."""

    @abstractmethod
    def drop_vector_index(self, index: VectorIndex) -> str:
        """DDL dropping `index` (callers check it exists)."""

    @abstractmethod
    def vector_search(self, index: VectorIndex) -> str:
        """The start of a statement binding `node` and `score` to the `$k` nodes of `index`
        nearest to `$vector` (the caller appends `RETURN …`)."""

    @abstractmethod
    def distance_from_score(self, score: float) -> float:
        """The L2 distance a vector search score stands for."""

    @abstractmethod
    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        """Statements creating an exact-match index (and uniqueness where asked)."""

    @abstractmethod
    def drop_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        """Statements dropping what `create_property_index` made (FalkorDB: the index; its
        uniqueness constraint is the store's, see `GraphStore.drop_safe_indexes`)."""

    @abstractmethod
    def create_fulltext_index(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        """DDL creating the full-text index on entity names."""

    @abstractmethod
    def drop_fulltext_index(self, index: FulltextIndex) -> str:
        """DDL dropping the full-text index on entity names."""

    @abstractmethod
    def node_key(self, var: str) -> str:
        """An expression naming node `var` uniquely and stably while it lives (its id)."""

    @abstractmethod
    def node_page(self, var: str) -> str:
        """A condition keeping the nodes of one page of a scan over all nodes, from `$after`
        (exclusive; null before the first page) for `$span`, ordered by `node_key`."""

    @abstractmethod
    def next_page(self, after: Any, span: int, keys: list[Any]) -> Any:
        """Where the page after one that held `keys` starts (None: the scan is over) — or,
        for a scan by id windows, the next window whatever the last one held."""

    @abstractmethod
    def fulltext_search(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        """A `CALL … YIELD node, score` clause over entity names, reading `$text`."""

    def node_part(self, var: str) -> str:
        """A condition keeping node `var` in one part of a read split by node id, from
        `$part_first` (inclusive) to `$part_end` (exclusive); `true` where a read runs whole."""
        return "true"


class FalkorDialect(Dialect):
    """FalkorDB: vectors are `vecf32`, search score is the L2 distance itself."""

    name = "falkordb"
    vector_index_tracks_rewrites = False  # its HNSW index loses overwritten entries

    def unquotable(self, name: str) -> str | None:
        return "FalkorDB cannot quote a backtick in a name" if "`" in name else None

    def vector_param(self, param: str) -> str:
        return f"vecf32(${param})"

    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        return (
            f"CREATE VECTOR INDEX FOR (n:{quote_name(index.label)}) "
            f"ON (n.{index.prop}) OPTIONS {{dimension: {int(dimension)}, "
            "similarityFunction: 'euclidean', "
            f"M: {int(hnsw.m)}, efConstruction: {int(hnsw.ef_construction)}, "
            f"efRuntime: {int(hnsw.ef_runtime)}}}"
        )

    def drop_vector_index(self, index: VectorIndex) -> str:
        return f"DROP VECTOR INDEX FOR (n:{quote_name(index.label)}) ON (n.{index.prop})"

    def vector_search(self, index: VectorIndex) -> str:
        return (
            f"CALL db.idx.vector.queryNodes('{index.label}', '{index.prop}', $k, vecf32($vector)) "
            "YIELD node, score"
        )

    def distance_from_score(self, score: float) -> float:
        return float(score)

    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        return [f"CREATE INDEX FOR (n:{quote_name(label)}) ON (n.{quote_name(prop)})"]

    def drop_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        return [f"DROP INDEX FOR (n:{quote_name(label)}) ON (n.{quote_name(prop)})"]

    def create_fulltext_index(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        return f"CALL db.idx.fulltext.createNodeIndex('{index.label}', '{index.prop}')"

    def drop_fulltext_index(self, index: FulltextIndex) -> str:
        return f"CALL db.idx.fulltext.drop('{index.label}')"

    def node_key(self, var: str) -> str:
        return f"ID({var})"

    def node_page(self, var: str) -> str:
        # a window of ids: FalkorDB seeks an id range without scanning the rest
        return f"ID({var}) > coalesce($after, -1) AND ID({var}) <= coalesce($after, -1) + $span"

    def next_page(self, after: Any, span: int, keys: list[Any]) -> Any:
        return (-1 if after is None else int(after)) + span

    def fulltext_search(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        return f"CALL db.idx.fulltext.queryNodes('{index.label}', $text) YIELD node, score"

    def node_part(self, var: str) -> str:
        # FalkorDB runs each query on one thread, and seeks an id range without a scan
        return f"ID({var}) >= $part_first AND ID({var}) < $part_end"


_VERSION = re.compile(r"(\d+)\.(\d+)")


@dataclass(frozen=True, order=True)
class Neo4jVersion:
    """A Neo4j server's version, as `dbms.components()` reports it (`5.26.3`, `2026.02.0`)."""

    major: int
    minor: int

    @classmethod
    def parse(cls, text: str) -> Neo4jVersion:
        """`5.26.3`, `2025.10.1`, `2026.02.0-aura` → (major, minor)."""
        match = _VERSION.match(text.strip())
        if match is None:
            raise StoreError(f"cannot read the Neo4j version {text!r}")
        return cls(int(match.group(1)), int(match.group(2)))

    def __str__(self) -> str:
        return (
            f"{self.major}.{self.minor:02d}" if self.major >= 2025 else f"{self.major}.{self.minor}"
        )


MIN_NEO4J = Neo4jVersion(5, 15)
"""The oldest Neo4j the backend speaks to: `CREATE VECTOR INDEX` came with 5.15."""
HNSW_OPTIONS_FROM = Neo4jVersion(5, 23)
"""`vector.hnsw.m` and `vector.hnsw.ef_construction` index settings."""
SCOPED_CALL_FROM = Neo4jVersion(5, 23)
"""`CALL (n) { … }`; the importing `WITH` form is deprecated from then on."""
SEARCH_CLAUSE_FROM = Neo4jVersion(2026, 1)
"""The `SEARCH` subclause for vector indexes (Cypher 25 only); `db.index.vector.queryNodes`
is deprecated in Cypher 25 from 2026.04."""


class Neo4jDialect(Dialect):
    """Neo4j 5.15+: vectors are float lists, euclidean score is 1 / (1 + d²).

    Statement forms follow the server's version, read once per connection: HNSW settings
    from 5.23, `CALL (n) { … }` from 5.23, the Cypher 25 `SEARCH` clause (with a `CYPHER 25`
    prefix, so a database whose default language is Cypher 5 runs it too) from 2026.01. Every
    form chosen is valid in both Cypher 5 and Cypher 25 on that version.
    """

    name = "neo4j"
    vector_index_tracks_rewrites = True

    def __init__(self, version: Neo4jVersion) -> None:
        if version < MIN_NEO4J:
            raise StoreError(
                f"Neo4j {version} is too old: safe-kgqa needs Neo4j {MIN_NEO4J} or later "
                "(5.26 LTS, 2025.x and 2026.x are supported)"
            )
        self.version = version

    def vector_param(self, param: str) -> str:
        return f"${param}"

    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        config = [
            f"`vector.dimensions`: {int(dimension)}",
            "`vector.similarity_function`: 'euclidean'",
        ]
        if self.version >= HNSW_OPTIONS_FROM:
            config += [
                f"`vector.hnsw.m`: {int(hnsw.m)}",
                f"`vector.hnsw.ef_construction`: {int(hnsw.ef_construction)}",
            ]
        return (
            f"CREATE VECTOR INDEX {quote_name(index.name)} IF NOT EXISTS "
            f"FOR (n:{quote_name(index.label)}) ON (n.{index.prop}) "
            f"OPTIONS {{indexConfig: {{{', '.join(config)}}}}}"
        )

    def drop_vector_index(self, index: VectorIndex) -> str:
        return f"DROP INDEX {quote_name(index.name)} IF EXISTS"

    def vector_search(self, index: VectorIndex) -> str:
        if self.version >= SEARCH_CLAUSE_FROM:
            return (
                f"CYPHER 25 MATCH (node:{quote_name(index.label)}) SEARCH node IN "
                f"(VECTOR INDEX {quote_name(index.name)} FOR $vector LIMIT $k) SCORE AS score"
            )
        return f"CALL db.index.vector.queryNodes('{index.name}', $k, $vector) YIELD node, score"

    def delete_all_nodes(self, batch: int) -> str:
        """A statement detaching and deleting every node, `batch` per transaction."""
        if self.version >= SCOPED_CALL_FROM:
            body = "CALL (n) { DETACH DELETE n }"
        else:
            body = "CALL { WITH n DETACH DELETE n }"
        return f"MATCH (n) {body} IN TRANSACTIONS OF {int(batch)} ROWS"

    def distance_from_score(self, score: float) -> float:
        if score <= 0.0:
            return math.inf
        return math.sqrt(max(1.0 / score - 1.0, 0.0))

    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        base = f"{label.lower()}_{prop.lower()}"
        target = f"(n:{quote_name(label)})"
        if unique:
            return [
                f"CREATE CONSTRAINT {quote_name(base + '_unique')} IF NOT EXISTS "
                f"FOR {target} REQUIRE n.{quote_name(prop)} IS UNIQUE"
            ]
        return [
            f"CREATE INDEX {quote_name(base)} IF NOT EXISTS FOR {target} ON (n.{quote_name(prop)})"
        ]

    def drop_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        base = f"{label.lower()}_{prop.lower()}"
        if unique:
            return [f"DROP CONSTRAINT {quote_name(base + '_unique')} IF EXISTS"]
        return [f"DROP INDEX {quote_name(base)} IF EXISTS"]

    def drop_fulltext_index(self, index: FulltextIndex) -> str:
        return f"DROP INDEX {index.name} IF EXISTS"

    def node_key(self, var: str) -> str:
        return f"elementId({var})"

    def node_page(self, var: str) -> str:
        return f"($after IS NULL OR elementId({var}) > $after)"

    def next_page(self, after: Any, span: int, keys: list[Any]) -> Any:
        return keys[-1] if len(keys) == span else None

    def create_fulltext_index(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        return (
            f"CREATE FULLTEXT INDEX {index.name} IF NOT EXISTS "
            f"FOR (n:{index.label}) ON EACH [n.{index.prop}]"
        )

    def fulltext_search(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        return f"CALL db.index.fulltext.queryNodes('{index.name}', $text) YIELD node, score"
