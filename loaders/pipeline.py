"""`safe load`: stream a triple file into the graph store, type it, build the schema graph,
embed everything and index it, then compute the type distances.

A load never leaves a graph worse than it found it. The input is validated in a first
streaming pass before anything is written (every line the writer would refuse is a
`file:line` error, or skipped with `--skip-bad`). Where the store can stage (FalkorDB), the
load builds `<graph>~staging` (a copy of the graph, or empty with `--replace`) and renames
it over the graph when complete: questions keep their answers from the old graph until
then, and a failed or killed load leaves the graph as it was. A load claims the staging
graph first (a lease it renews), so a second load of the graph is refused while it runs.
A staging graph made anew is written in one bulk pass where the store has one (FalkorDB's
GRAPH.BULK), else through Cypher. Where it cannot stage (Neo4j), a `(:Meta {key: 'load'})`
node says `loading` until the load completes, and every write is idempotent, so a rerun
resumes.
"""

from __future__ import annotations

import hashlib
import os
import queue
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import suppress
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

import cypher
from app.errors import ConfigError, LoadError, SafeError, StoreError
from app.kg.embeddings import Embedder
from app.kg.entity_vectors import (
    EntityVectorSpec,
    TextEncoder,
    calibrate,
    choose_mode,
    graph_vector_indexes,
    read_spec,
    static_encoder,
    write_spec,
)
from app.kg.limits import indexed_key
from app.kg.load_state import LOAD_KEY, load_state, set_load_state
from app.kg.names import name_key
from app.kg.processes import judged_here, process_alive, this_process
from app.kg.schema_graph import SchemaGraphOptions, build_schema_graph, read_type_names
from app.kg.store.base import LOAD_QUERY_TIMEOUT_MS, GraphStore, batched
from app.kg.store.bulk import BulkGraph
from app.kg.store.dialect import (
    ENTITY_VECTORS,
    SCHEMA_VECTOR_INDEXES,
    HnswOptions,
    VectorIndex,
    quote_name,
)
from app.kg.store.layout import LOADED
from app.kg.type_distances import cached_type_distances
from app.kg.type_inference import ADAPTERS, TypeInferrer
from app.progress import PhaseProgress, Silent
from app.timing import Stopwatch
from loaders.formats import TripleReader, display_name
from loaders.types_file import read_types_file

ENCODE_CHUNK = 2048
INDEX_BUILD_WAIT_S = 3600.0
"""How long a load waits for indexes made over data already written (after a bulk pass)."""
CLAIM_RENEW_S = 30.0  # a load renews its claim's lease this often (the lease: 2 minutes)
MAX_BATCH_CHARS = 4_000_000  # entity names per write: a statement's text stays a few MB
ENTITY_BLOCK = 1 << 16
"""Entities whose properties a load prepares at once (`_entity_columns`), and how many a
progress bar advances by (an update costs about 2 µs: once a line, 20 s at 10M lines)."""


@dataclass(frozen=True)
class LoadOptions:
    """How to read and load one file."""

    fmt: str
    types_file: Path | None = None
    adapter: str | None = None
    replace: bool = False
    skip_bad: bool = False
    batch_size: int = 5000
    schema: SchemaGraphOptions = field(default_factory=SchemaGraphOptions)
    hnsw: HnswOptions = field(default_factory=HnswOptions)
    distance_cap: int = 4
    entity_vectors: str = "auto"  # auto | full | static | none (`app.kg.entity_vectors`)
    bulk: bool = True  # a new graph is created in one bulk pass where the store has one


@dataclass
class LoadReport:
    """What `safe load --json` prints."""

    file: str
    graph: str
    triples_read: int = 0
    triples: int = 0
    entities: int = 0
    relations: int = 0
    types: int = 0
    schema_edges: int = 0
    skipped_lines: int = 0
    first_errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    type_sources: dict[str, int] = field(default_factory=dict)
    entity_vectors: str = ""  # the mode the graph's entity vectors were made in
    entities_embedded: int = 0
    writes: str = "cypher"  # how entities and relationships were written: bulk or cypher
    seconds: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return asdict(self)


@dataclass
class _Parsed:
    entities: dict[str, str]  # id -> name, in first-seen order
    entity_types: dict[str, list[str]]
    relation_counts: dict[str, int]
    type_sources: dict[str, int]


def load_file(
    store: GraphStore,
    embedder: Embedder,
    path: Path,
    options: LoadOptions,
    cache_dir: Path,
    progress: PhaseProgress | None = None,
    *,
    models_dir: Path | None = None,
) -> LoadReport:
    """Load one triple file into `store`; see the module docstring for the guarantees.
    A static entity-name model is kept in (or distilled into) `models_dir`, where questions
    read it (`Settings.models_dir`); without one, a load that needs static vectors fails."""
    with store.query_timeout(LOAD_QUERY_TIMEOUT_MS):
        return _load_file(store, embedder, path, options, cache_dir, progress, models_dir)


def _load_file(
    store: GraphStore,
    embedder: Embedder,
    path: Path,
    options: LoadOptions,
    cache_dir: Path,
    progress: PhaseProgress | None,
    models_dir: Path | None,
) -> LoadReport:
    progress = progress or Silent()
    report = LoadReport(file=str(path), graph=store.graph)
    timed = Stopwatch()
    started = time.perf_counter()
    if not path.is_file():
        raise LoadError(f"{path}: no such file")
    reader = TripleReader(path, options.fmt, skip_bad=options.skip_bad, dialect=store.dialect)

    # a new staging graph is made in one bulk pass where the store has one: its
    # relationships are written to the bulk files while the file is read
    staging = store.staging()
    new_graph = options.replace or not store.graph_exists()
    bulk_files = None
    if options.bulk and new_graph and store.bulk_path():
        bulk_files = store.bulk_files()
    state = {"file": str(path), "started": now_utc(), **this_process(), "token": uuid.uuid4().hex}
    claim: dict[str, Any] | None = None  # this load's claim on the staging graph
    lease: _ClaimLease | None = None
    try:
        if staging is not None and store.layout is LOADED:
            claim = _claim_staging(store, staging, state)
            lease = _ClaimLease(store, claim, CLAIM_RENEW_S)
        with timed("parse"):
            parsed = _parse(reader, options, progress, bulk_files)
        report.triples_read = reader.stats.triples
        report.skipped_lines = reader.stats.skipped
        report.first_errors = list(reader.stats.first_errors)
        report.type_sources = {k: v for k, v in parsed.type_sources.items() if v}
        if not parsed.entities:
            raise LoadError(f"{path}: no triples found")

        # PyTorch only for full entity vectors: the rest (the schema side's texts, the
        # static vectors' calibration) are few and run on the question runtime
        mode = options.entity_vectors
        if mode == "auto" and not new_graph and store.layout is LOADED:
            mode = read_spec(store, embedder.model_name).mode  # a graph keeps its kind
        planned = choose_mode(mode, len(parsed.entities))
        if planned == "static" and models_dir is None:  # refused before anything is written
            raise ConfigError(_NO_MODELS_FOLDER)
        needs_torch = planned == "full"
        if staging is None:  # the graph itself is written: nothing changes till the model loads
            _ = embedder.model if needs_torch else embedder.dimension
        else:  # the model loads while the staging copy is written
            _load_model_in_background(embedder, needs_torch)
        if store.layout is not LOADED:
            raise LoadError(
                f"graph {store.graph!r} is a property graph indexed in place (`safe index`): "
                "`safe load` never writes into it; load the file into another graph"
            )
        target = staging or store
        prepared = False  # till then a graph loaded in place is as it was (unless replaced)
        try:
            with timed("prepare"):
                if staging is not None:
                    staging.drop_graph()  # what a killed load left
                    if not options.replace:
                        store.copy_to(staging)
                elif options.replace and store.graph_exists():
                    store.drop_graph()
                if bulk_files is not None and target.graph_exists():
                    bulk_files.discard()  # the graph appeared meanwhile, and was copied
                    bulk_files = None
                if bulk_files is None:
                    _open_target(target, state)
            prepared = True
            bulk = False
            if bulk_files is not None:
                with timed("bulk"):
                    refused = _create_in_bulk(target, parsed, bulk_files, state, progress)
                bulk = refused is None
                if refused:
                    report.warnings.append(f"written through Cypher, not in bulk: {refused}")
                    target.create_empty()
                report.writes = "bulk" if bulk else "cypher"
                with timed("open"):
                    _open_target(target, state, wait=bulk)
            fresh = bulk or not target.run(
                "MATCH (e:Entity) RETURN e.id AS id LIMIT 1", read_only=True
            )
            with timed("model"):  # what of loading it the writes did not hide
                if needs_torch:
                    _ = embedder.model  # raises what loading the model raised
                dimension = embedder.dimension
            with timed("entity_model"):
                plan = _plan_entity_vectors(
                    target, embedder, options, list(parsed.entities.values()), fresh, models_dir
                )
            names = dict(parsed.entities)
            if plan.rewrite_all:  # the graph's other entities get vectors of the new kind too
                target.drop_vector_indexes([ENTITY_VECTORS])
                for row in target.run(target.layout.render("entity_names"), read_only=True):
                    names.setdefault(str(row["id"]), str(row["name"]))
            cleared: list[str] = []  # entities whose vectors go (the graph's kind becomes none)
            if plan.spec.mode == "none":
                cleared = list(names) if plan.rewrite_all else []
                names = {}
            encoder = _BackgroundEncoder(plan.encoder, list(names.values()))
            encoder.start()
            try:
                if not bulk:
                    with timed("entities"):
                        _write_entities(target, parsed, fresh, options.batch_size, progress)
                    with timed("relations"):
                        _write_relations(
                            target, reader, fresh, options.batch_size, parsed, progress
                        )
                with timed("entity_embeddings"):
                    if bulk and (names or cleared):  # the writes find entities by their index,
                        # and no vector index is made while the others build
                        _wait_until(target.indexes_built, "indexes", INDEX_BUILD_WAIT_S)
                    _clear_entity_embeddings(target, cleared, options.batch_size)
                    if fresh and plan.spec.mode != "none":  # index while writing (see below)
                        # an empty graph's entity index may be of another dimension (made for
                        # another kind of vectors): nothing is lost by making it anew
                        target.drop_vector_indexes([ENTITY_VECTORS])
                        target.ensure_vector_indexes(
                            plan.spec.dimension, options.hnsw, [ENTITY_VECTORS]
                        )
                        # FalkorDB populates a new index over the entities in the background;
                        # vectors written meanwhile crashed its server (static vectors come
                        # at once, where the model's first batch took seconds)
                        wait_for_vector_indexes(target, [ENTITY_VECTORS])
                    _write_entity_embeddings(target, list(names), encoder, progress)
                    write_spec(target, plan.spec)
            finally:
                encoder.stop()

            with timed("schema_graph"):
                progress.phase("schema graph", None)
                type_names = read_type_names(cache_dir)
                schema = build_schema_graph(target, embedder, options.schema, type_names)
            with timed("indexes"):  # the entities' indexes, built meanwhile
                progress.phase("indexes", None)
                _wait_until(target.indexes_built, "indexes", INDEX_BUILD_WAIT_S)
            with timed("vector_indexes"):
                progress.phase("vector indexes", None)
                if plan.spec.mode != "none":
                    target.ensure_vector_indexes(
                        plan.spec.dimension, options.hnsw, [ENTITY_VECTORS]
                    )
                target.ensure_vector_indexes(dimension, options.hnsw, SCHEMA_VECTOR_INDEXES)
                wait_for_vector_indexes(target, graph_vector_indexes(target.layout, plan.spec))
            with timed("type_distances"):
                cached_type_distances(
                    cache_dir, schema.types, schema.type_pairs, cap=options.distance_cap
                )
            with timed("counts"):
                counts = target.label_counts()
                triples, relations = target.triple_totals()
            set_load_state(
                target,
                status="complete",
                file=str(path),
                finished=now_utc(),
                triples=triples,
                seconds=round(time.perf_counter() - started, 3),
            )
            if staging is not None:
                with timed("promote"):
                    store.promote(staging)
        except BaseException as exc:
            if staging is not None:  # the graph is as it was; the half-built copy goes
                with suppress(Exception):
                    staging.drop_graph()
            elif isinstance(exc, Exception) and (prepared or options.replace):
                _mark_failed(store, path, next(reversed(timed.laps)), exc)
            raise
    finally:
        if lease is not None:
            lease.stop()
        if claim is not None:
            _HELD_CLAIMS.discard(claim["token"])
            store.release_load(claim)
        if bulk_files is not None:
            bulk_files.discard()

    with timed("checkpoint"):
        try:
            store.checkpoint()
        except StoreError as exc:  # the load took effect; only its snapshot is late
            report.warnings.append(f"the load is complete, but its snapshot failed: {exc}")
    report.entities = counts["Entity"]
    report.types = counts["Type"]
    report.relations = relations
    report.triples = triples
    report.schema_edges = counts["SchemaEdge"]
    report.entity_vectors = plan.spec.mode
    report.entities_embedded = len(names)
    report.seconds = {phase: round(s, 3) for phase, s in timed.laps.items()}
    report.seconds["total"] = round(time.perf_counter() - started, 3)
    return report


def _load_model_in_background(embedder: Embedder, torch: bool) -> None:
    """Start loading `embedder`'s model (PyTorch's with `torch`, else the runtime that serves
    few texts) on a thread of its own; a failure is raised again where it is next used."""

    def load() -> None:
        with suppress(Exception):
            _ = embedder.model if torch else embedder.dimension

    threading.Thread(target=load, name="safe-model", daemon=True).start()


def _open_target(target: GraphStore, state: dict[str, Any], wait: bool = False) -> None:
    """Ready the graph a load writes: its property indexes (with `wait`, those over the
    data already there are built before it goes on, but for the entities', which build
    while the load reads the graph and writes other nodes, and are waited for before
    entities are written or the load ends), its state `loading`, then its vector indexes
    dropped where rewrites are not tracked (they are rebuilt after; a graph whose load
    stops here says it did not finish)."""
    target.ensure_property_indexes()
    if wait:
        entities = target.layout.label("Entity")
        others = [label for label in target.layout.labels if label != entities]
        _wait_until(lambda: target.indexes_built(others), "indexes", INDEX_BUILD_WAIT_S)
    set_load_state(target, status="loading", **state)
    if not target.dialect.vector_index_tracks_rewrites:
        target.drop_vector_indexes()


def _create_in_bulk(
    target: GraphStore,
    parsed: _Parsed,
    files: BulkGraph,
    state: dict[str, Any],
    progress: PhaseProgress,
) -> str | None:
    """Create the new graph `target` in one bulk pass from `files`, which hold the file's
    relationships (written while it was read), its entities and the load's state. None
    when created; else why not, with nothing written (the caller writes through Cypher)."""
    meta = target.layout.label("Meta")
    meta_schema = (("", "ID"), ("key", "STRING"), ("status", "STRING"), ("file", "STRING"),
                   ("started", "STRING"), ("pid", "LONG"), ("host", "STRING"), ("pid_ns", "LONG"),
                   ("token", "STRING"))  # fmt: skip
    entity_schema = (("", "ID"), ("id", "STRING"), ("name", "STRING"),
                     ("name_key", "STRING"), ("types", "LIST"))  # fmt: skip
    files.add_node(meta, {"": LOAD_KEY, "key": LOAD_KEY, "status": "loading", **state},
                   meta_schema)  # fmt: skip
    progress.phase("entities", len(parsed.entities))
    for block in _entity_columns(parsed):  # relationships name their positions
        files.add_nodes(files.id_label, block, entity_schema)
        progress.advance(len(block["id"]))
    files.close()
    if files.refused:
        return files.refused
    progress.phase("bulk insert", None)
    target.create_in_bulk(files)
    return None


_HELD_CLAIMS: set[str] = set()
"""Tokens of the claims this process's loads hold now (a claim of this pid with another
token was left by one of its loads that ended without releasing it)."""


def _claim_staging(store: GraphStore, staging: GraphStore, state: dict[str, Any]) -> dict[str, Any]:
    """Take the claim to build `store`'s staging graph for this load (`state`), refusing
    while another load holds it (a live process on this host, or any other host's until
    its lease lapses) or, on this host, builds that graph; a dead holder's claim is taken
    over."""
    holder = store.claim_load(state)
    while True:
        try:
            for other, claimed in ((holder, True), (load_state(staging), False)):
                _refuse_concurrent_load(staging.graph, other or {}, claimed)
        except LoadError:
            if holder is None:
                store.release_load(state)
            raise
        if holder is None:
            break
        holder = store.claim_load(state, replacing=holder)  # None: taken over
    _HELD_CLAIMS.add(state["token"])
    return state


def _refuse_concurrent_load(graph: str, state: dict[str, Any], claimed: bool = False) -> None:
    """Refuse to start while the load described by `state` (a `claimed` lease, or a
    staging graph's load state) may still run: in a live process on this host, or, for a
    claim, on another host (its lease lapses if that host stops renewing it)."""
    pid, host = state.get("pid"), state.get("host")
    if state.get("status", "loading") != "loading" or not pid:
        return
    here = judged_here(host, state.get("pid_ns"))  # a container's pids are its own
    if not here and not claimed:
        return
    if here and int(pid) == os.getpid() and state.get("token") not in _HELD_CLAIMS:
        return  # an earlier load of this process ended without letting go
    if here and not process_alive(int(pid)):
        return  # that load was killed: its staging graph is dropped and rebuilt
    raise LoadError(
        f"graph {graph!r} is being built by process {pid} on {host} "
        f"(a load of {state.get('file')} started {state.get('started')}): wait for it to finish"
    )


class _ClaimLease:
    """Renews a load's claim in a background thread until stopped."""

    def __init__(self, store: GraphStore, owner: dict[str, Any], every_s: float) -> None:
        self._store, self._owner, self._every_s = store, owner, every_s
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._work, name="safe-claim", daemon=True)
        self._thread.start()

    def _work(self) -> None:
        while not self._stopped.wait(self._every_s):
            self._store.renew_load(self._owner)

    def stop(self) -> None:
        self._stopped.set()
        self._thread.join()


def _parse(
    reader: TripleReader,
    options: LoadOptions,
    progress: PhaseProgress,
    bulk_files: BulkGraph | None = None,
) -> _Parsed:
    """First pass: validate every line, collect entities, relations and their types; each
    triple goes to `bulk_files` too, where given."""
    adapter_name = options.adapter or (options.fmt if options.fmt in ADAPTERS else None)
    if adapter_name is not None and adapter_name not in ADAPTERS:
        raise LoadError(f"unknown type adapter {adapter_name!r}; known: {', '.join(ADAPTERS)}")
    explicit = read_types_file(options.types_file) if options.types_file else None
    entities: dict[str, int] = {}  # id -> position, in first-seen order
    relation_counts: dict[str, int] = {}
    progress.phase("reading", None)
    blocks = reader.columns()  # resets the reader's labels and declared types
    inferrer = TypeInferrer(
        adapter=ADAPTERS[adapter_name] if adapter_name else None,
        explicit=explicit,
        declared=reader.declared_types,  # filled while the file streams by
    )
    for block in blocks:
        ends: list[str] = [""] * (2 * len(block))  # head, tail, head, … : first-seen order
        ends[0::2], ends[1::2] = block.heads, block.tails
        new = [name for name in dict.fromkeys(ends) if name not in entities]
        entities.update(zip(new, range(len(entities), len(entities) + len(new)), strict=True))
        positions = list(map(entities.__getitem__, ends))
        heads, tails = positions[0::2], positions[1::2]
        for relation, n in Counter(block.relations).items():  # (in first-seen order)
            relation_counts[relation] = relation_counts.get(relation, 0) + n
        if bulk_files is not None:  # repeats are dropped when the files are finished
            _add_relations(bulk_files, block.relations, positions)
        inferrer.observe(heads, block.relations, tails)
        progress.advance(len(block))
    assignment = inferrer.assign(list(entities))
    names = {
        e: reader.labels.get(e) or reader.long_names.get(e) or display_name(e) for e in entities
    }
    return _Parsed(names, assignment.entity_types, relation_counts, assignment.source)


def _add_relations(files: BulkGraph, relations: list[str], positions: list[int]) -> None:
    """Relationships into `files`, the i-th of type `relations[i]` from the entity at
    position `positions[2 * i]` to that at `positions[2 * i + 1]`."""
    pairs = np.array(positions, dtype=np.int64).reshape(-1, 2)
    kinds = list(dict.fromkeys(relations))
    if len(kinds) == 1:
        files.add_relations(kinds[0], pairs)
        return
    index = {relation: i for i, relation in enumerate(kinds)}
    of_kind = np.fromiter(map(index.__getitem__, relations), np.int64, len(relations))
    order = np.argsort(of_kind, kind="stable")
    starts = np.searchsorted(of_kind[order], np.arange(len(kinds) + 1))
    for i, relation in enumerate(kinds):
        files.add_relations(relation, pairs[order[starts[i] : starts[i + 1]]])


def _write_entities(
    store: GraphStore, parsed: _Parsed, fresh: bool, batch_size: int, progress: PhaseProgress
) -> None:
    query = cypher.load("entities_create" if fresh else "entities_merge")
    progress.phase("entities", len(parsed.entities))
    rows = _entity_rows(parsed)
    for chunk in batched(rows, batch_size, lambda row: len(row["name"]), MAX_BATCH_CHARS):
        store.run(query, {"rows": chunk})
        progress.advance(len(chunk))


def _entity_rows(parsed: _Parsed) -> Iterator[dict[str, Any]]:
    """Each entity's properties as a load writes them (`_entity_columns`), a row each."""
    for block in _entity_columns(parsed):
        block.pop("")
        names = list(block)
        rows = zip(*block.values(), strict=True)
        yield from (dict(zip(names, values, strict=True)) for values in rows)


def _entity_columns(parsed: _Parsed) -> Iterator[dict[str, Sequence[Any]]]:
    """The entities' properties as a load writes them, in blocks of columns: id, name,
    name key and types, and under "" their positions among the file's entities."""
    ids, names = list(parsed.entities), list(parsed.entities.values())
    types = parsed.entity_types
    for start in range(0, len(ids), ENTITY_BLOCK):
        block_ids, block_names = (
            ids[start : start + ENTITY_BLOCK],
            names[start : start + ENTITY_BLOCK],
        )
        yield {
            "": range(start, start + len(block_ids)),
            "id": block_ids,
            "name": block_names,
            "name_key": [indexed_key(name_key(name)) for name in block_names],
            "types": [types.get(entity, []) for entity in block_ids],
        }


def _write_relations(
    store: GraphStore,
    reader: TripleReader,
    fresh: bool,
    batch_size: int,
    parsed: _Parsed,
    progress: PhaseProgress,
) -> None:
    """Second streaming pass: relationships, grouped by relation type."""
    template = "relations_create" if fresh else "relations_merge"
    queries = {r: cypher.render(template, relation=quote_name(r)) for r in parsed.relation_counts}
    buffers: dict[str, list[dict[str, str]]] = {r: [] for r in parsed.relation_counts}
    seen: set[bytes] = set()  # digests of the triples written, far smaller than the triples
    progress.phase("relations", sum(parsed.relation_counts.values()))

    def flush(relation: str) -> None:
        rows = buffers[relation]
        if rows:
            store.run(queries[relation], {"rows": rows})
            progress.advance(len(rows))
            buffers[relation] = []

    for triple in reader:
        key = triple_digest(triple.head, triple.relation, triple.tail)
        if key in seen:
            progress.advance(1)
            continue
        seen.add(key)
        buffers[triple.relation].append({"h": triple.head, "t": triple.tail})
        if len(buffers[triple.relation]) >= batch_size:
            flush(triple.relation)
    for relation in list(buffers):
        flush(relation)


def triple_digest(head: str, relation: str, tail: str) -> bytes:
    """A triple's 128-bit digest: two of ten million distinct triples share one with odds
    of about 1 in 10^24 (names hold no control characters, so the separator is safe)."""
    text = "\x1f".join((head, relation, tail)).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(text, digest_size=16).digest()


class _BackgroundEncoder:
    """Encodes entity names in a worker thread while the main thread writes the graph."""

    def __init__(self, embedder: TextEncoder, names: list[str]) -> None:
        self._embedder = embedder
        self._names = names
        self.chunks: queue.Queue[np.ndarray | BaseException | None] = queue.Queue(maxsize=8)
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._work, name="safe-encoder", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        while self._thread.is_alive():
            with suppress(queue.Empty):
                self.chunks.get(timeout=0.1)

    def _work(self) -> None:
        try:
            for start in range(0, len(self._names), ENCODE_CHUNK):
                if self._stopped.is_set():
                    return
                batch = self._names[start : start + ENCODE_CHUNK]
                self.chunks.put(self._embedder.encode_uncached(batch, bulk=True))
            self.chunks.put(None)
        except BaseException as exc:  # handed to the main thread, raised there
            self.chunks.put(exc)


def _write_entity_embeddings(
    store: GraphStore, ids: list[str], encoder: _BackgroundEncoder, progress: PhaseProgress
) -> None:
    query = store.layout.render(
        "entity_embeddings", vector=store.dialect.vector_param("vectors[i]")
    )
    progress.phase("embeddings", len(ids))
    offset = 0
    while True:
        item = encoder.chunks.get()
        if item is None:
            break
        if isinstance(item, BaseException):
            if isinstance(item, SafeError):
                raise item
            raise LoadError(f"embedding entity names failed: {item}") from item
        for start in range(0, len(item), 1024):
            part = item[start : start + 1024]
            store.run(query, {"ids": ids[offset : offset + len(part)], "vectors": part})
            offset += len(part)
            progress.advance(len(part))


def wait_for_vector_indexes(
    store: GraphStore, indexes: Sequence[VectorIndex] | None = None, timeout_s: float = 600.0
) -> None:
    """Wait until the given vector indexes (default: all of SAFE's) answer queries."""
    _wait_until(lambda: store.vector_indexes_ready(indexes), "vector indexes", timeout_s)


def _wait_until(ready: Callable[[], bool], what: str, timeout_s: float) -> None:
    """Poll `ready` until it says so; LoadError naming `what` after `timeout_s`."""
    deadline = time.monotonic() + timeout_s
    while not ready():
        if time.monotonic() > deadline:
            raise LoadError(f"{what} were not ready after {timeout_s:.0f} s")
        time.sleep(0.1)


@dataclass(frozen=True)
class _EntityVectorPlan:
    spec: EntityVectorSpec
    encoder: TextEncoder
    rewrite_all: bool  # the graph's entity vectors change kind: every entity is re-embedded


_NO_MODELS_FOLDER = (
    "static entity vectors need a models folder (load_file's models_dir: the "
    "Settings.models_dir questions read them from)"
)


def _plan_entity_vectors(
    store: GraphStore,
    embedder: Embedder,
    options: LoadOptions,
    names: list[str],
    fresh: bool,
    models_dir: Path | None,
) -> _EntityVectorPlan:
    """How this load makes entity vectors: as asked (`auto` keeps a graph's kind, or picks
    by size), distilling the static model on first use."""
    existing = None if fresh else read_spec(store, embedder.model_name)
    if options.entity_vectors == "auto" and existing is not None:
        mode = existing.mode
    else:
        mode = choose_mode(options.entity_vectors, len(names))
    encoder: TextEncoder = embedder
    spec = EntityVectorSpec("none")
    if mode == "static":
        if models_dir is None:
            raise ConfigError(_NO_MODELS_FOLDER)
        static = static_encoder(models_dir, embedder.model_name)
        encoder = static
        spec = EntityVectorSpec(mode, static.model_name, static.dimension, static.fingerprint)
        if existing is not None and existing.same_vectors(spec):
            # the line fitted on the graph's first load stays (same_vectors ignores it)
            spec = replace(spec, offset=existing.offset, scale=existing.scale)
        else:
            offset, scale = calibrate(names, static, embedder)
            spec = replace(spec, offset=offset, scale=scale)
    elif mode == "full":
        spec = EntityVectorSpec(mode, embedder.model_name, embedder.dimension)
    changed = existing is not None and not existing.same_vectors(spec)
    return _EntityVectorPlan(spec, encoder, changed)


def _clear_entity_embeddings(store: GraphStore, ids: list[str], batch: int) -> None:
    """Remove the name vectors of the entities `ids`, `batch` at a time, each found by id."""
    query = store.layout.render("entity_embeddings_clear")
    for start in range(0, len(ids), batch):
        store.run(query, {"ids": ids[start : start + batch]})


def _mark_failed(store: GraphStore, path: Path, phase: str, exc: Exception) -> None:
    """Say in the graph which phase of the load failed (the load stays resumable: rerunning
    it with the same file picks up from what is written); best effort, the error stands."""
    with suppress(Exception):
        set_load_state(
            store,
            status="failed",
            file=str(path),
            failed_phase=phase,
            error=str(exc)[:500],
            finished=now_utc(),
        )


def now_utc() -> str:
    """Now, as the load state records times (ISO 8601, UTC, seconds)."""
    return datetime.now(UTC).isoformat(timespec="seconds")
