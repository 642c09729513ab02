"""Everything that differs between FalkorDB's and Neo4j's Cypher, in one place.

Index and constraint DDL, how a vector is written and searched, and how a vector
search score becomes an L2 distance. Every other module writes dialect-neutral Cypher
and asks the store's dialect for these pieces.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from dataclasses import dataclass


def quote_name(name: str) -> str:
    """Backtick-quote a label, relationship type or property name for Cypher."""
    return "`" + name.replace("`", "``") + "`"


@dataclass(frozen=True)
class VectorIndex:
    """A vector index over `label.embedding`."""

    label: str

    @property
    def name(self) -> str:
        """Index name (Neo4j addresses indexes by name)."""
        return f"{self.label.lower()}_embedding"


ENTITY_VECTORS = VectorIndex("Entity")
RELATION_VECTORS = VectorIndex("Relation")
TYPE_VECTORS = VectorIndex("Type")
SCHEMA_EDGE_VECTORS = VectorIndex("SchemaEdge")
VECTOR_INDEXES = (ENTITY_VECTORS, RELATION_VECTORS, TYPE_VECTORS, SCHEMA_EDGE_VECTORS)

# Exact-match lookups the loader and the question pipeline rely on: (label, property, unique).
PROPERTY_INDEXES = (
    ("Entity", "id", True),
    ("Entity", "name", False),
    ("Entity", "name_key", False),
    ("Type", "name", True),
    ("Relation", "name", True),
    ("SchemaEdge", "key", True),
    ("Meta", "key", True),
)
FULLTEXT_LABEL, FULLTEXT_PROPERTY = "Entity", "name"


@dataclass(frozen=True)
class HnswOptions:
    """HNSW build parameters for vector indexes."""

    m: int = 16
    ef_construction: int = 64
    ef_runtime: int = 64


class Dialect(ABC):
    """The Cypher pieces that differ between backends."""

    name: str

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
        """A `CALL … YIELD node, score` clause over `index`, reading `$k` and `$vector`."""

    @abstractmethod
    def distance_from_score(self, score: float) -> float:
        """The L2 distance a vector search score stands for."""

    @abstractmethod
    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        """Statements creating an exact-match index (and uniqueness where asked)."""

    @abstractmethod
    def create_fulltext_index(self) -> str:
        """DDL creating the full-text index on entity names."""

    @abstractmethod
    def fulltext_search(self) -> str:
        """A `CALL … YIELD node, score` clause over entity names, reading `$text`."""


class FalkorDialect(Dialect):
    """FalkorDB: vectors are `vecf32`, search score is the L2 distance itself."""

    name = "falkordb"

    def vector_param(self, param: str) -> str:
        return f"vecf32(${param})"

    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        return (
            f"CREATE VECTOR INDEX FOR (n:{quote_name(index.label)}) ON (n.embedding) "
            f"OPTIONS {{dimension: {int(dimension)}, similarityFunction: 'euclidean', "
            f"M: {int(hnsw.m)}, efConstruction: {int(hnsw.ef_construction)}, "
            f"efRuntime: {int(hnsw.ef_runtime)}}}"
        )

    def drop_vector_index(self, index: VectorIndex) -> str:
        return f"DROP VECTOR INDEX FOR (n:{quote_name(index.label)}) ON (n.embedding)"

    def vector_search(self, index: VectorIndex) -> str:
        return (
            f"CALL db.idx.vector.queryNodes('{index.label}', 'embedding', $k, vecf32($vector)) "
            "YIELD node, score"
        )

    def distance_from_score(self, score: float) -> float:
        return float(score)

    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        return [f"CREATE INDEX FOR (n:{quote_name(label)}) ON (n.{quote_name(prop)})"]

    def create_fulltext_index(self) -> str:
        return f"CALL db.idx.fulltext.createNodeIndex('{FULLTEXT_LABEL}', '{FULLTEXT_PROPERTY}')"

    def fulltext_search(self) -> str:
        return f"CALL db.idx.fulltext.queryNodes('{FULLTEXT_LABEL}', $text) YIELD node, score"


class Neo4jDialect(Dialect):
    """Neo4j 5.11+: vectors are float lists, euclidean score is 1 / (1 + d²)."""

    name = "neo4j"

    def vector_param(self, param: str) -> str:
        return f"${param}"

    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        # The procedure works on every 5.x from 5.11 (CREATE VECTOR INDEX needs 5.15);
        # Neo4j picks its own HNSW parameters. Callers create only missing indexes.
        return (
            f"CALL db.index.vector.createNodeIndex('{index.name}', '{index.label}', "
            f"'embedding', {int(dimension)}, 'euclidean')"
        )

    def drop_vector_index(self, index: VectorIndex) -> str:
        return f"DROP INDEX {quote_name(index.name)} IF EXISTS"

    def vector_search(self, index: VectorIndex) -> str:
        return f"CALL db.index.vector.queryNodes('{index.name}', $k, $vector) YIELD node, score"

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

    def create_fulltext_index(self) -> str:
        return (
            "CREATE FULLTEXT INDEX entity_name_fulltext IF NOT EXISTS "
            f"FOR (n:{FULLTEXT_LABEL}) ON EACH [n.{FULLTEXT_PROPERTY}]"
        )

    def fulltext_search(self) -> str:
        return "CALL db.index.fulltext.queryNodes('entity_name_fulltext', $text) YIELD node, score"
