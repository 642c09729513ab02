"""The graph store interface: a small abstract core and the operations built on it."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from typing import Any

import numpy as np

from app.errors import GraphMissingError, StoreError
from app.kg.store.bulk import BulkGraph
from app.kg.store.dialect import Dialect, HnswOptions, VectorIndex, quote_name
from app.kg.store.layout import INDEXED, LOADED, GraphLayout

Row = dict[str, Any]


@dataclass(frozen=True)
class Neighbour:
    """One vector search hit: the requested node properties and the L2 distance."""

    properties: Row
    distance: float


def batched(
    items: Iterable[Any],
    size: int,
    weight: Callable[[Any], int] | None = None,
    max_weight: int = 0,
) -> Iterator[list[Any]]:
    """Consecutive lists of at most `size` items; with `weight`, also of at most
    `max_weight` in total (a single heavier item makes a list of its own)."""
    if weight is None:
        iterator = iter(items)
        while chunk := list(islice(iterator, size)):
            yield chunk
        return
    chunk, total = [], 0
    for item in items:
        heft = weight(item)
        if chunk and (len(chunk) >= size or total + heft > max_weight):
            yield chunk
            chunk, total = [], 0
        chunk.append(item)
        total += heft
    if chunk:
        yield chunk


LOAD_QUERY_TIMEOUT_MS = 6 * 3600 * 1000
"""How long one query of a load, or of a rebuild of what a load derives (the schema graph
after `--name-types`), may take, however short the store's limit for questions
(`SAFE_QUERY_TIMEOUT_MS`): the schema graph's aggregation over 10M triples took 44 s."""
LAST_NODE_ID = 2**62
"""Above every node id: the open end of the last part of a read split by node id."""


class GraphStore(ABC):
    """A knowledge graph in one graph database, spoken to in Cypher.

    Subclasses implement `run`, `close`, `drop_graph`, `_create_unique` and
    `_vector_index_state`; everything else is built on them.
    """

    dialect: Dialect

    def __init__(self, graph: str, timeout_ms: int) -> None:
        self.graph = graph
        self.timeout_ms = timeout_ms
        self._layout: GraphLayout | None = None

    @contextmanager
    def query_timeout(self, timeout_ms: int) -> Iterator[None]:
        """Within the block, queries (and the stores made from this one) may take up to
        `timeout_ms`, or the store's own limit if longer: a load's whole-graph reads grow
        with the graph, where a question's limit is kept short."""
        kept = self.timeout_ms
        self.timeout_ms = max(kept, timeout_ms)
        try:
            yield
        finally:
            self.timeout_ms = kept

    @property
    def layout(self) -> GraphLayout:
        """How SAFE's model is spelled in this graph: indexed in place (`safe index` left its
        `SafeMeta` node) or loaded by `safe load`; read from the graph once."""
        if self._layout is None:
            marker = f"MATCH (m:{quote_name(INDEXED.label('Meta'))}) RETURN 1 AS found LIMIT 1"
            try:
                self._layout = INDEXED if self.run(marker, read_only=True) else LOADED
            except GraphMissingError:
                return LOADED  # a graph that does not exist yet is one a load makes
        return self._layout

    def use_layout(self, layout: GraphLayout) -> None:
        """Spell SAFE's model as `layout` does from now on (before an index writes it)."""
        self._layout = layout

    @abstractmethod
    def run(
        self,
        query: str,
        params: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        timeout_ms: int | None = None,
    ) -> list[Row]:
        """Run one Cypher statement; rows come back as dicts keyed by column name.

        Parameters may hold numpy arrays (vectors, or matrices of vectors).
        Read-only statements run in the backend's read-only mode.
        """

    def read_parts(self) -> int:
        """Into how many parts, run at once, a read over every node is split (see
        `Dialect.node_part`): the server's query threads where it runs each read on one."""
        return 1

    def run_in_parts(self, query: str) -> list[list[Row]]:
        """The read-only `query`, whose nodes `Dialect.node_part` splits, run over each of
        `read_parts()` parts of the node ids at once (at most one part a node); each part's
        rows. A part that fails raises at once; the others run out on the server."""
        parts = self.read_parts()
        if parts > 1:
            rows = self.run("MATCH (n) RETURN count(n) AS n", read_only=True)
            nodes = int(rows[0]["n"]) if rows else 0
            parts = min(parts, nodes)
        if parts <= 1:
            return [self.run(query, {"part_first": 0, "part_end": LAST_NODE_ID}, read_only=True)]
        # every part at least one id wide (an empty range from 0 crashes FalkorDB 4.16:
        # ID(s) < 0); ids above the count (a graph with deletions) fall in the last part
        bounds = [nodes * k // parts for k in range(parts)] + [LAST_NODE_ID]
        pool = ThreadPoolExecutor(parts, thread_name_prefix="safe-read")
        try:
            futures = [
                pool.submit(
                    self.run,
                    query,
                    {"part_first": bounds[k], "part_end": bounds[k + 1]},
                    read_only=True,
                )
                for k in range(parts)
            ]
            return [future.result() for future in futures]
        finally:
            pool.shutdown(wait=False, cancel_futures=True)

    @abstractmethod
    def close(self) -> None:
        """Release connections."""

    @abstractmethod
    def drop_graph(self) -> None:
        """Delete the whole graph: nodes, relationships and indexes."""

    @abstractmethod
    def _create_unique(self, label: str, prop: str) -> None:
        """Make `label.prop` unique (after its index exists)."""

    @abstractmethod
    def _drop_unique(self, label: str, prop: str) -> None:
        """Drop the uniqueness `_create_unique` made (where it is not the dialect's DDL)."""

    def _run_drop(self, statement: str) -> None:
        """Run a drop statement, accepting that what it drops may not exist."""
        self.run(statement)

    @abstractmethod
    def _vector_index_state(self) -> dict[str, bool]:
        """Labels that have a vector index, each with whether it is ready to query."""

    @property
    @abstractmethod
    def location(self) -> str:
        """Where the graph lives, for people to read."""

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @abstractmethod
    def checkpoint(self) -> None:
        """Make completed writes durable in the backend's compact form (after a load)."""

    def staging(self) -> GraphStore | None:
        """A store on this graph's staging graph, which a load builds and `promote` swaps
        in; None where the backend loads in place."""
        return None

    def copy_to(self, staging: GraphStore) -> None:
        """Copy this graph into `staging` (which must not exist)."""
        raise StoreError(f"{self.dialect.name} does not stage loads")

    def promote(self, staging: GraphStore) -> None:
        """Make `staging` this graph, at once, replacing what it held."""
        raise StoreError(f"{self.dialect.name} does not stage loads")

    def claim_load(
        self, owner: Mapping[str, Any], *, replacing: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        """Take the claim to load this graph for `owner` (its pid, host, file, start): None
        when taken, else the holder's claim. `replacing` takes it over from that holder
        (only if it still holds it). A claim is a lease the load renews (`renew_load`); a
        backend that does not stage loads holds no claims (its writes are idempotent)."""
        return None

    def renew_load(self, owner: Mapping[str, Any]) -> None:  # noqa: B027 (no claims: nothing)
        """Extend `owner`'s lease on its claim."""

    def release_load(self, owner: Mapping[str, Any]) -> None:  # noqa: B027 (no claims: nothing)
        """Give up the claim `claim_load` took for `owner` (not another's)."""

    def bulk_path(self) -> bool:
        """Whether a graph that does not exist yet can be created here from bulk files in
        one pass (`create_in_bulk`)."""
        return False

    def create_empty(self) -> None:
        """Create this graph, which does not exist yet, empty (where writes do not)."""
        return None  # FalkorDB: the first write creates it

    def bulk_files(self) -> BulkGraph:
        """Empty bulk files of the form `create_in_bulk` takes."""
        return BulkGraph.temporary(id_label=self.layout.label("Entity"))

    def create_in_bulk(self, bulk: BulkGraph) -> None:
        """Create this graph, which does not exist yet, from `bulk`'s files."""
        raise StoreError(f"{self.dialect.name} has no bulk path here")

    def graph_exists(self) -> bool:
        """Whether this graph exists on the server (where it cannot tell: yes)."""
        return self.graph in self.graph_names()

    def graph_names(self) -> list[str]:
        """The graphs this store's server holds, where it can tell (else only this one)."""
        return [self.graph]

    def run_ddl(self, statement: str) -> None:
        """Run a schema statement, accepting that what it creates may already exist."""
        self.run(statement)

    def ensure_property_indexes(self) -> None:
        """Exact-match indexes, uniqueness constraints and the entity-name full-text index."""
        for label, prop, unique in self.layout.property_indexes:
            for statement in self.dialect.create_property_index(label, prop, unique):
                self.run_ddl(statement)
            if unique:
                self._create_unique(label, prop)
        self.run_ddl(self.dialect.create_fulltext_index(self.layout.fulltext))

    def indexes_built(self, labels: Collection[str] | None = None) -> bool:
        """Whether every index and constraint of the graph (on `labels`, where given) is
        built, where the backend builds them in the background."""
        return True

    def drop_safe_indexes(self) -> None:
        """Drop every index and constraint SAFE keeps in this graph's layout, where it exists
        (the user's own indexes are never touched)."""
        self.drop_vector_indexes()
        for label, prop, unique in self.layout.property_indexes:
            if unique:
                self._drop_unique(label, prop)
            for statement in self.dialect.drop_property_index(label, prop, unique):
                self._run_drop(statement)
        self._run_drop(self.dialect.drop_fulltext_index(self.layout.fulltext))

    def ensure_vector_indexes(
        self, dimension: int, hnsw: HnswOptions, indexes: Sequence[VectorIndex] | None = None
    ) -> None:
        """Create the L2 vector indexes that do not exist yet (default: all of SAFE's)."""
        existing = self._vector_index_state()
        for index in self.layout.vector_indexes if indexes is None else indexes:
            if index.label not in existing:
                self.run_ddl(self.dialect.create_vector_index(index, dimension, hnsw))

    def drop_vector_indexes(self, indexes: Sequence[VectorIndex] | None = None) -> None:
        """Drop the given vector indexes (default: all of SAFE's) where they exist.

        FalkorDB's HNSW index loses entries when indexed vectors are overwritten or their
        nodes deleted and recreated, so rewrites drop the index and build it anew.
        """
        existing = self._vector_index_state()
        for index in self.layout.vector_indexes if indexes is None else indexes:
            if index.label in existing:
                self.run(self.dialect.drop_vector_index(index))

    def vector_indexes_ready(self, indexes: Sequence[VectorIndex] | None = None) -> bool:
        """Whether every given vector index (default: all of SAFE's) can answer queries."""
        state = self._vector_index_state()
        chosen = self.layout.vector_indexes if indexes is None else indexes
        return all(state.get(index.label, False) for index in chosen)

    def nearest_entities(self, vector: np.ndarray, k: int) -> list[Neighbour]:
        """The `k` entities whose name embeddings are nearest to `vector`, with `id`, `name`
        and `types` under those keys whatever the layout calls them."""
        layout = self.layout
        fields = {key: layout.prop(key) for key in ("id", "name", "types")}
        hits = self.nearest(layout.vector_index("Entity"), vector, k, list(fields.values()))
        return [
            Neighbour({key: hit.properties[prop] for key, prop in fields.items()}, hit.distance)
            for hit in hits
        ]

    def nearest(
        self, index: VectorIndex, vector: np.ndarray, k: int, fields: Sequence[str]
    ) -> list[Neighbour]:
        """The `k` nodes nearest to `vector` in `index`, closest first."""
        returned = ", ".join(f"node.{quote_name(f)} AS {quote_name(f)}" for f in fields)
        rows = self.run(
            f"{self.dialect.vector_search(index)} RETURN {returned}, score",
            {"k": int(k), "vector": np.asarray(vector, dtype=np.float32)},
            read_only=True,
        )
        hits = [
            Neighbour({f: row[f] for f in fields}, self.dialect.distance_from_score(row["score"]))
            for row in rows
        ]
        return sorted(hits, key=lambda hit: hit.distance)

    def fulltext(self, text: str, k: int, fields: Sequence[str]) -> list[Row]:
        """Entities whose name matches `text` in the full-text index, best first; `fields`
        are entity properties (`id`, `name`, `types`, `embedding`) as SAFE calls them.

        Query-syntax characters are removed from `text` (it is words, not a query).
        """
        text = " ".join(re.sub(r"[^\w\s]", " ", text).split())
        if not text:
            return []
        layout = self.layout
        returned = ", ".join(
            f"node.{quote_name(layout.prop(f))} AS {quote_name(f)}" for f in fields
        )
        return self.run(
            f"{self.dialect.fulltext_search(layout.fulltext)} RETURN {returned}, score "
            "ORDER BY score DESC LIMIT $k",
            {"text": text, "k": int(k)},
            read_only=True,
        )

    def write_batches(self, query: str, rows: Iterable[Row], batch_size: int, **params: Any) -> int:
        """Run `query` once per batch of rows (bound to `$rows`); returns rows written."""
        written = 0
        for chunk in batched(rows, batch_size):
            self.run(query, {"rows": chunk, **params})
            written += len(chunk)
        return written

    def triple_totals(self) -> tuple[int, int]:
        """(triples, relations): the relationships between entities and their types. A graph
        `safe load` built links only entities by the file's relations, so each type's count
        comes from the store's own counts (a 10M-triple scan took 20 s); a graph indexed in
        place is scanned."""
        layout = self.layout
        if layout.kind != "loaded":
            rows = self.run(layout.render("triple_count"), read_only=True)
            return (int(rows[0]["triples"]), int(rows[0]["relations"])) if rows else (0, 0)
        counts = []
        for row in self.run(layout.render("relationship_types"), read_only=True):
            if row["relation"] == layout.schema_link:
                continue
            query = layout.render("relation_count", relation=quote_name(str(row["relation"])))
            counts.append(int(self.run(query, read_only=True)[0]["triples"]))
        return sum(counts), sum(1 for n in counts if n)

    def label_counts(self) -> dict[str, int]:
        """How many nodes carry each of the labels the tool writes, by node kind."""
        counts: dict[str, int] = {}
        for kind in ("Entity", "Type", "Relation", "SchemaEdge"):
            label = quote_name(self.layout.label(kind))
            rows = self.run(f"MATCH (n:{label}) RETURN count(n) AS n", read_only=True)
            counts[kind] = int(rows[0]["n"]) if rows else 0  # no rows: no graph yet
        return counts
