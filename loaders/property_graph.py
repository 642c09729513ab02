"""`safe index`: make a property graph that is already in the database answerable in place.

The user's labels are the types, their relationship types the relations, and their node
properties become facts too: each distinct (label, property, value) gets one value node
(`:SafeEntity:SafeValue`) that the property's owners link to by a relationship named after
the property, so "When was The Matrix released?" and "Which movies were released in 1999?"
are one hop like any relationship. Nothing of the user's is rewritten: each user node gains
the `SafeEntity` label and `safe_`-prefixed properties (id, display name, name key, types,
name embedding), SAFE's own nodes and indexes carry `Safe`-prefixed labels, and `drop_index`
removes exactly these. A rerun embeds only nodes that are new or whose display name changed,
and re-links the values that changed.

Each label's display name is chosen by one rule (see `name_rule`), overridable per label.
"""

from __future__ import annotations

import json
import math
import re
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from app.errors import LoadError
from app.kg.embeddings import Embedder
from app.kg.limits import indexed_key
from app.kg.load_state import load_state, set_load_state
from app.kg.names import name_key
from app.kg.processes import this_process
from app.kg.schema_graph import SchemaGraphOptions, build_schema_graph
from app.kg.store.base import LOAD_QUERY_TIMEOUT_MS, GraphStore, batched
from app.kg.store.dialect import HnswOptions, quote_name
from app.kg.store.layout import ENTITY_PROPERTIES, INDEXED, LOADED
from app.kg.type_distances import cached_type_distances
from app.kg.wording import verbalise_relation
from app.progress import PhaseProgress, Silent
from app.timing import Stopwatch
from loaders.pipeline import now_utc, wait_for_vector_indexes

VALUE_LABEL = "SafeValue"
"""The second label of the value nodes SAFE adds for node properties."""

SAMPLE = 500  # nodes per label read to choose its display name and its properties' kinds
MAX_VALUE_CHARS = 1000  # longer property values are not made facts (documented)
EMBED_BATCH = 1024
MAX_LIST_FACTS = 32  # a longer list property (an embedding, a log) is not made facts


@dataclass(frozen=True)
class IndexOptions:
    """How to index one property graph."""

    names: Mapping[str, str] = field(default_factory=dict)  # label -> prop, or "a+b" composed
    batch_size: int = 2000
    schema: SchemaGraphOptions = field(default_factory=SchemaGraphOptions)
    hnsw: HnswOptions = field(default_factory=HnswOptions)
    distance_cap: int = 4


@dataclass
class IndexReport:
    """What `safe index --json` prints."""

    graph: str
    labels: dict[str, int] = field(default_factory=dict)  # user label -> nodes
    display_names: dict[str, str] = field(default_factory=dict)  # label -> how it is named
    nodes: int = 0
    values: int = 0  # value nodes made for properties
    facts: int = 0  # property facts linked (node -> value)
    embedded: int = 0  # names embedded in this run (the rest were unchanged)
    relations: int = 0
    types: int = 0
    schema_edges: int = 0
    skipped_values: int = 0  # property values too long to be facts
    warnings: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON."""
        return asdict(self)


@dataclass(frozen=True)
class NameRule:
    """How a label's nodes are named: one property, two composed, or an id after the label's
    own words ("Order 10248"); with no property at all, the label's words and the node key."""

    properties: tuple[str, ...]
    prefixed: bool = False

    def describe(self, label: str) -> str:
        """The rule as a person reads it."""
        if not self.properties:
            return f"{verbalise_relation(label)} <node id>"
        joined = " + ".join(self.properties)
        return f"{verbalise_relation(label)} <{joined}>" if self.prefixed else joined

    def name(self, label: str, props: Mapping[str, Any], key: Any) -> str:
        """The display name of one node of `label` with properties `props`."""
        parts = [literal_text(props[p]) for p in self.properties if _present(props.get(p))]
        if parts and not self.prefixed:
            return " ".join(parts)
        return f"{verbalise_relation(label)} {' '.join(parts) if parts else key}"


def name_rule(label: str, samples: Sequence[Mapping[str, Any]]) -> NameRule:
    """The display-name rule for a label, from a sample of its nodes' properties.

    First a string property that most nodes have, in this order: `<label>Name`, `name`,
    `firstName` + `lastName`, `title`; then another `…name`/`…title` whose values are
    mostly distinct; then an id-like property (`id`, `<label>Id`, `…_id`), prefixed with the
    label's words; then any short, mostly distinct string; else the label and node key.
    """
    strings = {k for k in _keys(samples) if _coverage(samples, k, str) >= 0.5}
    lower = {k.lower(): k for k in sorted(strings)}
    for wanted in (label.lower() + "name", "name"):
        if wanted in lower:
            return NameRule((lower[wanted],))
    if "firstname" in lower and "lastname" in lower:
        return NameRule((lower["firstname"], lower["lastname"]))
    if "title" in lower:
        return NameRule((lower["title"],))
    named = [k for k in strings if re.search(r"(name|title)$", k, re.IGNORECASE)]
    named = [k for k in named if _distinct(samples, k) >= 0.5]
    if named:
        return NameRule((min(named, key=lambda k: (-_distinct(samples, k), len(k), k)),))
    ids = [
        k
        for k in _keys(samples)
        if re.search(r"(^|_)id$|[a-z]I[dD]$", k) or k.lower() == label.lower() + "id"
    ]
    ids = [k for k in ids if _coverage(samples, k, (str, int)) >= 0.5]
    if ids:
        return NameRule((min(ids, key=lambda k: (len(k), k)),), prefixed=True)
    short = [
        k
        for k in strings
        if _distinct(samples, k) >= 0.8 and _mean_length(samples, k) <= 80 and k != "safe_name"
    ]
    if short:
        return NameRule((min(short, key=lambda k: (_mean_length(samples, k), k)),))
    return NameRule(())


def parse_name_rule(text: str) -> NameRule:
    """A `--name Label=prop` (or `=first+last`) override as a rule."""
    parts = tuple(p.strip() for p in text.split("+") if p.strip())
    if not parts:
        raise LoadError(f"--name needs a property after '=': {text!r}")
    return NameRule(parts)


def literal_text(value: Any) -> str:
    """A stored property value as the answer shows it (as stored: 1999, 18.0, true)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return repr(value)
    return str(value)


def value_kind(values: Iterable[Any]) -> str:
    """What a property's values are, in a word shown with its literal type."""
    seen = [v for v in values if _present(v)]
    if seen and all(isinstance(v, bool) for v in seen):
        return "true or false"
    if seen and all(isinstance(v, int) and not isinstance(v, bool) for v in seen):
        return "year" if all(1000 <= v <= 2100 for v in seen) else "number"
    if seen and all(isinstance(v, int | float) and not isinstance(v, bool) for v in seen):
        return "number"
    texts = [str(v) for v in seen]
    if texts and all(re.fullmatch(r"\d{4}-\d{2}-\d{2}([T ].*)?", t) for t in texts):
        return "date"
    return "text"


def value_type(label: str, prop: str) -> str:
    """The literal type of one label's property (a type of the schema graph)."""
    return f"{label}.{prop}"


def index_graph(
    store: GraphStore,
    embedder: Embedder,
    cache_dir: Path,
    options: IndexOptions | None = None,
    progress: PhaseProgress | None = None,
) -> IndexReport:
    """Index the property graph in `store` in place; see the module docstring."""
    with store.query_timeout(LOAD_QUERY_TIMEOUT_MS):
        return _index_graph(store, embedder, cache_dir, options, progress)


def _index_graph(
    store: GraphStore,
    embedder: Embedder,
    cache_dir: Path,
    options: IndexOptions | None,
    progress: PhaseProgress | None,
) -> IndexReport:
    options = options or IndexOptions()
    progress = progress or Silent()
    report = IndexReport(graph=store.graph)
    timed = Stopwatch()
    started = time.perf_counter()
    if store.layout is LOADED:
        _refuse_foreign(store)
    with timed("prepare"):  # read and check everything before the first write
        labels = _user_labels(store)
        if not labels:
            raise LoadError(f"graph {store.graph!r} has no labelled nodes to index")
        unknown = sorted(set(options.names) - set(labels))
        if unknown:
            raise LoadError(f"--name names labels the graph does not have: {', '.join(unknown)}")
        rules: dict[str, NameRule] = {}
        kinds: dict[tuple[str, str], str] = {}
        for label in labels:
            samples = _sample(store, label)
            override = options.names.get(label)
            rules[label] = parse_name_rule(override) if override else name_rule(label, samples)
            for prop in _keys(samples):
                kinds[(label, prop)] = value_kind(s.get(prop) for s in samples)
        report.display_names = {label: rules[label].describe(label) for label in labels}
        dimension = embedder.dimension
        store.use_layout(INDEXED)
        set_load_state(store, status="loading", started=now_utc(), kind="index", **this_process())
        store.ensure_property_indexes()
        if not store.dialect.vector_index_tracks_rewrites:
            store.drop_vector_indexes()  # rebuilt once the names are written
    try:
        with timed("nodes"):
            pending = _index_nodes(store, labels, rules, kinds, options, report, progress)
        with timed("values"):
            _drop_orphan_values(store)
        with timed("embeddings"):
            report.embedded = _embed(store, embedder, pending, progress)
        with timed("schema_graph"):
            progress.phase("schema graph", None)
            type_names = {label: verbalise_relation(label) for label in labels}
            type_names.update(
                {
                    value_type(lab, p): f"{verbalise_relation(p)} ({k})"
                    for (lab, p), k in kinds.items()
                }
            )
            schema = build_schema_graph(store, embedder, options.schema, type_names)
        with timed("vector_indexes"):
            progress.phase("vector indexes", None)
            store.ensure_vector_indexes(dimension, options.hnsw)
            wait_for_vector_indexes(store)
        with timed("type_distances"):
            cached_type_distances(
                cache_dir, schema.types, schema.type_pairs, cap=options.distance_cap
            )
        counts = store.label_counts()
        set_load_state(
            store,
            status="complete",
            kind="index",
            finished=now_utc(),
            names=json.dumps({label: "+".join(rule.properties) for label, rule in rules.items()}),
            seconds=round(time.perf_counter() - started, 3),
        )
    except Exception as exc:
        phase = next(reversed(timed.laps), "prepare")
        set_load_state(store, status="failed", kind="index", failed_phase=phase,
                       error=str(exc)[:500], finished=now_utc())  # fmt: skip
        raise
    with timed("checkpoint"):
        store.checkpoint()
    report.types = counts["Type"]
    report.relations = counts["Relation"]
    report.schema_edges = counts["SchemaEdge"]
    report.seconds = {phase: round(s, 3) for phase, s in timed.laps.items()}
    report.seconds["total"] = round(time.perf_counter() - started, 3)
    return report


def drop_index(store: GraphStore, cache_dir: Path, batch: int = 10_000) -> dict[str, int]:
    """Remove everything `index_graph` added: value nodes, SAFE's own nodes, the `SafeEntity`
    label and `safe_` properties of user nodes, and SAFE's indexes. The user's labels,
    relationships and properties stay exactly as they were."""
    if store.layout is not INDEXED:
        raise LoadError(f"graph {store.graph!r} is not indexed in place: nothing to drop")
    layout = INDEXED
    store.drop_safe_indexes()
    removed = {"values": 0, "safe_nodes": 0, "user_nodes": 0}
    removed["values"] = _repeat(
        store, f"MATCH (v:{VALUE_LABEL}) WITH v LIMIT $batch DETACH DELETE v RETURN count(*) AS n",
        batch,
    )  # fmt: skip
    own = " OR ".join(f"n:{layout.label(k)}" for k in ("Type", "Relation", "SchemaEdge"))
    removed["safe_nodes"] = _repeat(
        store, f"MATCH (n) WHERE {own} WITH n LIMIT $batch DETACH DELETE n RETURN count(*) AS n",
        batch,
    )  # fmt: skip
    props = ", ".join(f"n.{layout.prop(p)}" for p in ENTITY_PROPERTIES)
    removed["user_nodes"] = _repeat(
        store,
        f"MATCH (n:{layout.label('Entity')}) WITH n LIMIT $batch "
        f"REMOVE n:{layout.label('Entity')}, {props} RETURN count(*) AS n",
        batch,
    )
    store.run(f"MATCH (m:{layout.label('Meta')}) DETACH DELETE m")
    store.use_layout(LOADED)
    for cached in cache_dir.glob("*") if cache_dir.is_dir() else ():
        if cached.is_file():
            cached.unlink()
    return removed


# --- the node pass -------------------------------------------------------------------------


def _index_nodes(
    store: GraphStore,
    labels: dict[str, int],
    rules: Mapping[str, NameRule],
    kinds: Mapping[tuple[str, str], str],
    options: IndexOptions,
    report: IndexReport,
    progress: PhaseProgress,
) -> dict[str, str]:
    """Mark every user node, page by page, and link its property values; returns the names
    to embed (entity id -> display name: new or renamed nodes, new values)."""
    layout, dialect = INDEXED, store.dialect
    key = dialect.node_key("n")
    ours = " AND ".join(f"NOT n:{label}" for label in _own_labels())
    page = (
        f"MATCH (n) WHERE {dialect.node_page('n')} AND {ours} "
        f"RETURN {key} AS key, labels(n) AS labels, properties(n) AS props ORDER BY key LIMIT $span"
    )
    top_rows = store.run(f"MATCH (n) WHERE {ours} RETURN max({key}) AS top", read_only=True)
    top = top_rows[0]["top"] if top_rows else None
    mark = (
        "UNWIND $rows AS row MATCH (n) WHERE " + key + " = row.key "
        f"SET n:{layout.label('Entity')}, n.{layout.prop('id')} = row.id, "
        f"n.{layout.prop('name')} = row.name, n.{layout.prop('name_key')} = row.name_key, "
        f"n.{layout.prop('types')} = row.types"
    )
    unlink = (
        f"UNWIND $rows AS row MATCH (n:{layout.label('Entity')} {{{layout.prop('id')}: row.id}})"
        f"-[r]->(v:{VALUE_LABEL}) WHERE NOT (type(r) + '|' + v.{layout.prop('id')}) IN row.keep "
        "DELETE r"
    )
    pending: dict[str, str] = {}
    progress.phase("nodes", sum(labels.values()))
    after: Any = None
    label_set = set(labels)
    while top is not None:
        rows = store.run(page, {"after": after, "span": options.batch_size}, read_only=True)
        marks, facts = [], []
        for row in rows:
            user_labels = sorted(lab for lab in row["labels"] if lab in label_set)
            if not user_labels:
                continue
            props = {k: v for k, v in row["props"].items() if not k.startswith("safe_")}
            primary = next((lab for lab in user_labels if rules[lab].properties), user_labels[0])
            entity_id = f"n{row['key']}"
            name = rules[primary].name(primary, props, row["key"])
            if (
                row["props"].get(layout.prop("name")) != name
                or row["props"].get(layout.prop("embedding")) is None
            ):
                pending[entity_id] = name
            marks.append(
                {"key": row["key"], "id": entity_id, "name": name, "types": user_labels,
                 "name_key": indexed_key(name_key(name))}
            )  # fmt: skip
            facts.append((entity_id, primary, rules[primary], props))
        if marks:
            store.run(mark, {"rows": marks})
            links = _value_links(facts, kinds, report)
            store.run(unlink, {"rows": [{"id": i, "keep": keep} for i, keep in links.keep.items()]})
            _write_values(store, links, pending, report)
            report.nodes += len(marks)
            progress.advance(len(marks))
        after = dialect.next_page(after, options.batch_size, [row["key"] for row in rows])
        if after is None or after >= top:
            break
    report.labels = labels
    return pending


@dataclass
class _Links:
    """Property facts of one page: value nodes to have and links to make and keep."""

    values: dict[str, dict[str, Any]] = field(default_factory=dict)  # value id -> row
    by_property: dict[str, list[dict[str, str]]] = field(default_factory=dict)  # prop -> links
    keep: dict[str, list[str]] = field(default_factory=dict)  # entity id -> "prop|value id"


def _value_links(
    facts: list[tuple[str, str, NameRule, dict[str, Any]]],
    kinds: Mapping[tuple[str, str], str],
    report: IndexReport,
) -> _Links:
    links = _Links()
    for entity_id, label, rule, props in facts:
        keep = links.keep.setdefault(entity_id, [])
        for prop, raw in sorted(props.items()):
            if prop in rule.properties:
                continue
            if isinstance(raw, list) and (
                len(raw) > MAX_LIST_FACTS or any(isinstance(v, float) for v in raw)
            ):
                report.skipped_values += 1  # a vector or a long list, not facts
                continue
            for value in raw if isinstance(raw, list) else [raw]:
                if not _scalar(value):
                    continue
                text = literal_text(value)
                if len(text) > MAX_VALUE_CHARS:
                    report.skipped_values += 1
                    continue
                kind = value_type(label, prop)
                value_id = indexed_key(f"v|{kind}|{text}")
                links.values.setdefault(
                    value_id,
                    {"id": value_id, "name": text, "name_key": indexed_key(name_key(text)),
                     "types": [kind], "value": value},
                )  # fmt: skip
                links.by_property.setdefault(prop, []).append({"e": entity_id, "v": value_id})
                keep.append(f"{prop}|{value_id}")
    return links


def _write_values(
    store: GraphStore, links: _Links, pending: dict[str, str], report: IndexReport
) -> None:
    layout = INDEXED
    node = f"{layout.label('Entity')}:{VALUE_LABEL}"
    created = store.run(
        f"UNWIND $rows AS row MERGE (v:{node} {{{layout.prop('id')}: row.id}}) "
        f"ON CREATE SET v.{layout.prop('name')} = row.name, "
        f"v.{layout.prop('name_key')} = row.name_key, v.{layout.prop('types')} = row.types, "
        "v.safe_value = row.value, v.safe_new = true "
        "WITH v, coalesce(v.safe_new, false) AS new REMOVE v.safe_new "
        f"WITH v, new WHERE new OR v.{layout.prop('embedding')} IS NULL RETURN new, v."
        f"{layout.prop('id')} AS id, v.{layout.prop('name')} AS name",
        {"rows": list(links.values.values())},
    )
    for row in created:  # new values, and any an interrupted run left unembedded
        pending[row["id"]] = row["name"]
    report.values += sum(1 for row in created if row["new"])
    entity = f"{layout.label('Entity')} {{{layout.prop('id')}: row.e}}"
    value = f"{layout.label('Entity')} {{{layout.prop('id')}: row.v}}"  # its unique index
    for prop, rows in links.by_property.items():
        for chunk in batched(rows, 5000):
            store.run(
                f"UNWIND $rows AS row MATCH (n:{entity}) MATCH (v:{value}) "
                f"MERGE (n)-[:{quote_name(prop)}]->(v)",
                {"rows": chunk},
            )
            report.facts += len(chunk)


def _drop_orphan_values(store: GraphStore) -> None:
    """Value nodes no property links to any more (the user changed or removed it)."""
    store.run(f"MATCH (v:{VALUE_LABEL}) WHERE NOT (v)--() DELETE v")


def _embed(
    store: GraphStore, embedder: Embedder, pending: dict[str, str], progress: PhaseProgress
) -> int:
    """Embed the names that are new or changed."""
    ids = list(pending)
    query = INDEXED.render("entity_embeddings", vector=store.dialect.vector_param("vectors[i]"))
    progress.phase("embeddings", len(ids))
    for chunk in batched(ids, EMBED_BATCH):
        vectors = embedder.encode_uncached([pending[i] for i in chunk], bulk=True)
        store.run(query, {"ids": chunk, "vectors": vectors})
        progress.advance(len(chunk))
    return len(ids)


def _refuse_foreign(store: GraphStore) -> None:
    """Refuse a first index where SAFE's own names are taken: a graph `safe load` built, or
    a user's graph that already uses a `Safe*` label or a `safe_` entity property (SAFE
    would overwrite or delete them)."""
    if load_state(store):
        raise LoadError(
            f"graph {store.graph!r} was built by `safe load`: it is already SAFE's own model; "
            "`safe index` is for property graphs SAFE did not write"
        )
    labels = " OR ".join(f"n:{label}" for label in (*INDEXED.labels, VALUE_LABEL))
    props = " OR ".join(f"n.{INDEXED.prop(p)} IS NOT NULL" for p in ENTITY_PROPERTIES)
    taken = store.run(
        f"MATCH (n) WHERE {labels} OR {props} RETURN labels(n) AS labels LIMIT 1", read_only=True
    )
    if taken:
        properties = ", ".join(INDEXED.prop(p) for p in ENTITY_PROPERTIES)
        raise LoadError(
            f"graph {store.graph!r} already has nodes with SAFE's names (labels "
            f"{', '.join(INDEXED.labels)}, {VALUE_LABEL}; properties {properties}): "
            f"found {taken[0]['labels']}; `safe index` would overwrite them"
        )


# --- reading the user's graph --------------------------------------------------------------


def _own_labels() -> tuple[str, ...]:
    """SAFE's labels other than the one it puts on user nodes."""
    return (*[INDEXED.label(k) for k in ("Type", "Relation", "SchemaEdge", "Meta")], VALUE_LABEL)


def _user_labels(store: GraphStore) -> dict[str, int]:
    """The user's labels in use, with their node counts."""
    ours = set(_own_labels()) | {INDEXED.label("Entity")}
    rows = store.run(
        "MATCH (n) UNWIND labels(n) AS label RETURN label, count(*) AS nodes ORDER BY label",
        read_only=True,
    )
    return {row["label"]: int(row["nodes"]) for row in rows if row["label"] not in ours}


def _sample(store: GraphStore, label: str) -> list[dict[str, Any]]:
    rows = store.run(
        f"MATCH (n:{quote_name(label)}) RETURN properties(n) AS props LIMIT $k",
        {"k": SAMPLE},
        read_only=True,
    )
    return [{k: v for k, v in row["props"].items() if not k.startswith("safe_")} for row in rows]


def _repeat(store: GraphStore, statement: str, batch: int) -> int:
    """Run a batched statement until it touches nothing; returns how many it touched."""
    total = 0
    while True:
        rows = store.run(statement, {"batch": batch})
        done = int(rows[0]["n"]) if rows else 0
        total += done
        if done == 0:
            return total


def _keys(samples: Sequence[Mapping[str, Any]]) -> list[str]:
    return sorted({k for s in samples for k in s})


def _present(value: Any) -> bool:
    return value is not None and value != "" and value != []


def _scalar(value: Any) -> bool:
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return _present(value) and not isinstance(value, dict | list)


def _coverage(
    samples: Sequence[Mapping[str, Any]], key: str, kind: type | tuple[type, ...]
) -> float:
    if not samples:
        return 0.0
    hits = sum(1 for s in samples if isinstance(s.get(key), kind) and _present(s.get(key)))
    return hits / len(samples)


def _distinct(samples: Sequence[Mapping[str, Any]], key: str) -> float:
    values = [str(s[key]) for s in samples if _present(s.get(key))]
    return len(set(values)) / len(values) if values else 0.0


def _mean_length(samples: Sequence[Mapping[str, Any]], key: str) -> float:
    values = [str(s[key]) for s in samples if _present(s.get(key))]
    return sum(map(len, values)) / len(values) if values else math.inf
