"""Every statement shape the Neo4j backend sends, collected without a Neo4j server.

Two sources, so that no statement builder escapes the list:

* `RecordingNeo4jStore` runs the real pipeline (load, reload, `--replace`, stats, asks of
  every mode, the catalog, entity linking, both planners' graph reads) on the embedded
  FalkorDB, and records each statement as a Neo4j store of a given version would have sent
  it: its dialect hands FalkorDB its own pieces and remembers the Neo4j piece each stands
  for, and every statement that passes through `run` is recorded with the pieces swapped.
* `neo4j_store_statements` drives a real `Neo4jStore` over a driver that records the
  statements it is given (the store's own statements: version, indexes, drop, DDL).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import numpy as np

from app.kg.store.base import GraphStore, Row
from app.kg.store.dialect import (
    ENTITY_FULLTEXT,
    VECTOR_INDEXES,
    Dialect,
    FalkorDialect,
    FulltextIndex,
    HnswOptions,
    Neo4jDialect,
    Neo4jVersion,
    VectorIndex,
)
from app.kg.store.layout import INDEXED
from app.kg.store.neo4j import Neo4jStore

FAMILY_VERSIONS = {
    "5.26": Neo4jVersion(5, 26),
    "2025": Neo4jVersion(2025, 10),
    "2026": Neo4jVersion(2026, 9),
}
"""The version each lint family's statements are built for."""


class _Dialects(Dialect):
    """FalkorDB's pieces for running; the Neo4j piece each stands for, per family."""

    name = "neo4j"  # branches that exist for Neo4j (the Browser link) are taken
    # statements run on FalkorDB, whose vector indexes are rebuilt after rewrites; the
    # drops are recorded as Neo4j's too
    vector_index_tracks_rewrites = False

    def __init__(self, neo4j: Mapping[str, Neo4jDialect]) -> None:
        self.falkor = FalkorDialect()
        self.neo4j = dict(neo4j)
        self.pieces: dict[str, dict[str, str]] = {}  # FalkorDB piece -> family -> Neo4j's
        self.ddl: dict[str, dict[str, list[str]]] = {}  # FalkorDB DDL -> family -> Neo4j's

    def _piece(self, falkor: str, build: Callable[[Neo4jDialect], str]) -> str:
        self.pieces[falkor] = {family: build(d) for family, d in self.neo4j.items()}
        return falkor

    def _ddl(self, falkor: list[str], build: Callable[[Neo4jDialect], list[str]]) -> list[str]:
        self.ddl[falkor[0]] = {family: build(d) for family, d in self.neo4j.items()}
        for extra in falkor[1:]:
            self.ddl[extra] = {family: [] for family in self.neo4j}
        return falkor

    def vector_param(self, param: str) -> str:
        return self._piece(self.falkor.vector_param(param), lambda d: d.vector_param(param))

    def vector_search(self, index: VectorIndex) -> str:
        return self._piece(self.falkor.vector_search(index), lambda d: d.vector_search(index))

    def fulltext_search(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        return self._piece(self.falkor.fulltext_search(index), lambda d: d.fulltext_search(index))

    def distance_from_score(self, score: float) -> float:
        return self.falkor.distance_from_score(score)

    def create_vector_index(self, index: VectorIndex, dimension: int, hnsw: HnswOptions) -> str:
        falkor = self.falkor.create_vector_index(index, dimension, hnsw)
        return self._ddl([falkor], lambda d: [d.create_vector_index(index, dimension, hnsw)])[0]

    def drop_vector_index(self, index: VectorIndex) -> str:
        falkor = self.falkor.drop_vector_index(index)
        return self._ddl([falkor], lambda d: [d.drop_vector_index(index)])[0]

    def create_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        return self._ddl(
            self.falkor.create_property_index(label, prop, unique),
            lambda d: d.create_property_index(label, prop, unique),
        )

    def drop_property_index(self, label: str, prop: str, unique: bool) -> list[str]:
        return self._ddl(
            self.falkor.drop_property_index(label, prop, unique),
            lambda d: d.drop_property_index(label, prop, unique),
        )

    def drop_fulltext_index(self, index: FulltextIndex) -> str:
        falkor = self.falkor.drop_fulltext_index(index)
        return self._ddl([falkor], lambda d: [d.drop_fulltext_index(index)])[0]

    def node_key(self, var: str) -> str:
        return self._piece(self.falkor.node_key(var), lambda d: d.node_key(var))

    def node_page(self, var: str) -> str:
        return self._piece(self.falkor.node_page(var), lambda d: d.node_page(var))

    def next_page(self, after: Any, span: int, keys: list[Any]) -> Any:
        return self.falkor.next_page(after, span, keys)

    def create_fulltext_index(self, index: FulltextIndex = ENTITY_FULLTEXT) -> str:
        falkor = self.falkor.create_fulltext_index(index)
        return self._ddl([falkor], lambda d: [d.create_fulltext_index(index)])[0]

    def as_neo4j(self, statement: str) -> dict[str, list[str]]:
        """Per family, the Neo4j statement(s) a FalkorDB statement built here stands for."""
        if statement in self.ddl:
            return self.ddl[statement]
        found = {}
        for family in self.neo4j:
            text = statement
            for falkor in sorted(self.pieces, key=len, reverse=True):
                text = text.replace(falkor, self.pieces[falkor][family])
            found[family] = [text]
        return found


class RecordingNeo4jStore(GraphStore):
    """Runs on a FalkorDB store; records every statement as Neo4j of each family gets it.

    The inner store's own backend methods (its index listing, constraints, graph deletion)
    run on the inner store unrecorded: they are FalkorDB's; `neo4j_store_statements` has
    Neo4j's.
    """

    def __init__(self, inner: GraphStore) -> None:
        super().__init__(inner.graph, inner.timeout_ms)
        self.inner = inner
        self.dialect: _Dialects = _Dialects(
            {family: Neo4jDialect(version) for family, version in FAMILY_VERSIONS.items()}
        )
        self.recorded: dict[str, dict[str, str]] = {f: {} for f in FAMILY_VERSIONS}
        self.stage = "start"

    @property
    def location(self) -> str:
        return "bolt://localhost:7687"

    def record(self, statement: str) -> None:
        """Record a statement built with this store's dialect (statement -> first stage)."""
        for family, statements in self.dialect.as_neo4j(statement).items():
            for text in statements:
                self.recorded[family].setdefault(text, self.stage)

    def run(
        self,
        query: str,
        params: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        timeout_ms: int | None = None,
    ) -> list[Row]:
        self.record(query)
        return self.inner.run(query, params, read_only=read_only, timeout_ms=timeout_ms)

    def run_ddl(self, statement: str) -> None:
        self.record(statement)
        self.inner.run_ddl(statement)

    def close(self) -> None:
        """The inner store is the caller's to close."""

    def checkpoint(self) -> None:
        self.inner.checkpoint()

    def drop_graph(self) -> None:
        self.inner.drop_graph()

    def _create_unique(self, label: str, prop: str) -> None:
        self.inner._create_unique(label, prop)

    def _drop_unique(self, label: str, prop: str) -> None:
        self.inner._drop_unique(label, prop)

    def _run_drop(self, statement: str) -> None:
        self.record(statement)
        self.inner._run_drop(statement)

    def _vector_index_state(self) -> dict[str, bool]:
        return self.inner._vector_index_state()


class _Result:
    def __init__(self, rows: list[Row]) -> None:
        self._rows = rows

    def __iter__(self) -> Iterator[Any]:
        return iter(_Record(row) for row in self._rows)


class _Record:
    def __init__(self, row: Row) -> None:
        self._row = row

    def data(self) -> Row:
        return dict(self._row)


class RecordingDriver:
    """A `neo4j.Driver` stand-in: records each statement, answers the few a store reads."""

    def __init__(self, version: str, indexes: list[Row] | None = None) -> None:
        self.version = version
        self.indexes = indexes or []
        self.statements: list[str] = []

    @contextmanager
    def session(self, **_: Any) -> Iterator[RecordingDriver]:
        yield self

    def run(self, query: Any, params: Mapping[str, Any] | None = None) -> _Result:
        text = str(getattr(query, "text", query))
        self.statements.append(text)
        if "dbms.components()" in text:
            return _Result([{"version": self.version, "edition": "enterprise"}])
        if text.startswith("SHOW DATABASES"):
            return _Result(
                [{"name": "neo4j", "aliases": ["movies"]}, {"name": "system", "aliases": []}]
            )
        if text.startswith("SHOW INDEXES"):
            return _Result(self.indexes)
        return _Result([])

    def close(self) -> None:
        """Nothing to release."""


STORE_METHODS = (
    "server_version",
    "ensure_property_indexes",
    "ensure_vector_indexes",
    "drop_vector_indexes",
    "vector_indexes_ready",
    "nearest",
    "nearest_entities",
    "fulltext",
    "label_counts",
    "triple_totals",
    "drop_graph",
    "drop_safe_indexes",
    "checkpoint",
    "graph_names",
    "graph_exists",
    "bulk_path",
    "create_empty",
    "create_in_bulk",
)
"""The `Neo4jStore` methods that send statements of their own; a test checks that every
public method of the store is either here or sends nothing itself."""


def neo4j_store_statements(version_text: str) -> list[str]:
    """Statements a `Neo4jStore` sends from its own methods, for a server of that version."""
    ours = [
        {"name": index.name, "owningConstraint": None, "type": "VECTOR"} for index in VECTOR_INDEXES
    ]
    driver = RecordingDriver(version_text)
    store = Neo4jStore(driver, "neo4j", 1000, "bolt://localhost:7687")  # type: ignore[arg-type]
    store.server_version()
    store.ensure_property_indexes()
    store.ensure_vector_indexes(384, HnswOptions())
    store.vector_indexes_ready()
    store.nearest(VECTOR_INDEXES[0], np.zeros(384, dtype=np.float32), 5, ["id", "name"])
    store.fulltext("Glass Orchard", 5, ["id", "name"])
    store.label_counts()
    driver.indexes = [
        {"labelsOrTypes": [index.label], "state": "ONLINE", **row}
        for index, row in zip(VECTOR_INDEXES, ours, strict=True)
    ]
    store.drop_vector_indexes()
    store.drop_graph()
    store.checkpoint()
    store.graph_names()
    store.graph_exists()
    # neo4j-admin's part is a process (`true` stands in: it imports nothing); then the
    # database is created
    importing = Neo4jStore(driver, "kg", 1000, "bolt://localhost:7687", admin=["true"])  # type: ignore[arg-type]
    assert importing.bulk_path()
    bulk = importing.bulk_files()
    bulk.add_relations("directed_by", [(0, 1)])
    importing.create_in_bulk(bulk)
    bulk.discard()
    indexed = Neo4jStore(driver, "neo4j", 1000, "bolt://localhost:7687")  # type: ignore[arg-type]
    indexed.use_layout(INDEXED)  # a property graph indexed in place: SAFE's names prefixed
    driver.indexes = []
    indexed.ensure_property_indexes()
    indexed.ensure_vector_indexes(384, HnswOptions())
    indexed.nearest_entities(np.zeros(384, dtype=np.float32), 5)
    indexed.fulltext("Glass Orchard", 5, ["id", "name"])
    indexed.label_counts()
    indexed.drop_safe_indexes()
    return list(dict.fromkeys(driver.statements))
