"""Loading into the embedded FalkorDB: counts, types, schema graph, vectors, idempotency,
failures that leave the graph as it was or resumable, and server restarts."""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import redis
from click.testing import CliRunner

from app.cli.main import main
from app.config import Settings
from app.errors import LoadError, MalformedInputError, StoreError
from app.kg.embeddings import Embedder
from app.kg.load_state import load_state
from app.kg.schema_graph import (
    SchemaGraphOptions,
    build_schema_graph,
    schema_edge_text,
    type_text,
)
from app.kg.store import EmbeddedServer, GraphStore, open_store
from app.kg.store.dialect import ENTITY_VECTORS, SCHEMA_EDGE_VECTORS, TYPE_VECTORS
from app.kg.store.embedded import QUERY_CACHE_SIZE
from app.kg.type_distances import TypeDistances
from loaders.pipeline import LoadOptions, LoadReport, load_file

from conftest import FIXTURES, SAMPLES


def _load(
    store: GraphStore, embedder: Embedder, path: Path, cache: Path, **options: object
) -> LoadReport:
    fmt = str(options.pop("fmt", "tsv"))
    return load_file(store, embedder, path, LoadOptions(fmt=fmt, **options), cache)  # type: ignore[arg-type]


def _counts(store: GraphStore) -> dict[str, int]:
    counts = store.label_counts()
    row = store.run("MATCH (:Entity)-[r]->(:Entity) RETURN count(r) AS n", read_only=True)[0]
    counts["triples"] = int(row["n"])
    return counts


def _load_sample(store: GraphStore, embedder: Embedder, cache: Path) -> LoadReport:
    return _load(
        store, embedder, SAMPLES / "movies.tsv", cache, types_file=SAMPLES / "movies_types.tsv"
    )


def test_sample_kg_counts_types_and_schema(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    report = _load_sample(store, embedder, tmp_path)
    assert (report.triples, report.entities, report.relations) == (77, 52, 8)
    assert report.types == 7
    assert report.schema_edges == 8
    assert report.type_sources == {"explicit": 52}
    rows = store.run(
        "MATCH (e:Entity {id: $id}) RETURN e.types AS types, e.name AS name",
        {"id": "Mara Lindqvist"},
        read_only=True,
    )
    assert rows == [{"types": ["person"], "name": "Mara Lindqvist"}]
    edges = store.run(
        "MATCH (s:Type)-[r:SCHEMA]->(t:Type) RETURN s.name AS s, r.relation AS r, t.name AS t, "
        "r.support AS support, r.confidence AS confidence",
        read_only=True,
    )
    by_key = {(e["s"], e["r"], e["t"]): e for e in edges}
    assert by_key[("movie", "starred_actors", "person")]["support"] == 16
    assert by_key[("movie", "starred_actors", "person")]["confidence"] == pytest.approx(1.0)
    assert by_key[("person", "born_in", "city")]["support"] == 12
    assert by_key[("person", "born_in", "city")]["confidence"] == pytest.approx(12 / 12)


def test_nearest_neighbour_queries(store: GraphStore, embedder: Embedder, tmp_path: Path) -> None:
    _load_sample(store, embedder, tmp_path)
    assert store.vector_indexes_ready()
    hits = store.nearest(ENTITY_VECTORS, embedder.encode(["Glass Orchard"])[0], 3, ["id"])
    assert hits[0].properties["id"] == "Glass Orchard"
    assert hits[0].distance < 0.01
    assert hits[0].distance <= hits[1].distance <= hits[2].distance
    # a paraphrased, typed relation still finds its schema edge
    query = embedder.encode([schema_edge_text("film", "director", "person")])[0]
    edge = store.nearest(SCHEMA_EDGE_VECTORS, query, 1, ["source", "relation", "target"])[0]
    assert edge.properties == {"source": "movie", "relation": "directed_by", "target": "person"}
    town = store.nearest(TYPE_VECTORS, embedder.encode([type_text("town")])[0], 1, ["name"])
    assert town[0].properties["name"] == "city"
    # distances match what the embedder says (the store's score convention is applied)
    own = embedder.encode(["Winter Atlas", "Paper Lanterns"])
    hit = store.nearest(ENTITY_VECTORS, own[0], 2, ["id"])[1]
    expected = float(np.linalg.norm(own[0] - embedder.encode([hit.properties["id"]])[0]))
    assert hit.distance == pytest.approx(expected, abs=2e-3)


def test_type_distances_are_cached(store: GraphStore, embedder: Embedder, tmp_path: Path) -> None:
    _load_sample(store, embedder, tmp_path)
    files = list(tmp_path.glob("type-distances-*.npz"))
    assert len(files) == 1
    distances = TypeDistances.load(files[0])
    assert distances.distance("movie", "person") == 1
    assert distances.distance("movie", "country") == 3
    assert distances.distance("genre", "country") == 4


def test_fulltext_index_finds_entity_names(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load_sample(store, embedder, tmp_path)
    rows = store.fulltext("orchard", 5, ["id"])
    assert rows[0]["id"] == "Glass Orchard"


@pytest.mark.parametrize(
    ("name", "fmt", "expected"),
    [
        ("tiny_metaqa.txt", "metaqa", {"triples": 12, "Entity": 10, "Type": 6}),
        ("tiny.csv", "csv", {"triples": 6, "Entity": 5, "Type": 4}),
        ("tiny.nt", "ntriples", {"triples": 4, "Entity": 5, "Type": 4}),
    ],
)
def test_each_format_loads(
    store: GraphStore,
    embedder: Embedder,
    tmp_path: Path,
    name: str,
    fmt: str,
    expected: dict[str, int],
) -> None:
    _load(store, embedder, FIXTURES / name, tmp_path, fmt=fmt)
    counts = _counts(store)
    assert {k: counts[k] for k in expected} == expected


def test_metaqa_adapter_gives_several_types(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load(store, embedder, FIXTURES / "tiny_metaqa.txt", tmp_path, fmt="metaqa")
    rows = store.run("MATCH (e:Entity {id: 'Ann Vale'}) RETURN e.types AS types", read_only=True)
    assert rows[0]["types"] == ["person", "tag"]


def test_ntriples_labels_and_declared_types(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load(store, embedder, FIXTURES / "tiny.nt", tmp_path, fmt="ntriples")
    rows = store.run(
        "MATCH (e:Entity {id: $id}) RETURN e.name AS name, e.types AS types",
        {"id": "http://example.org/person/ann_vale"},
        read_only=True,
    )
    assert rows == [{"name": 'Ann "The Lens" Vale', "types": ["Person"]}]


def test_reload_is_idempotent(store: GraphStore, embedder: Embedder, tmp_path: Path) -> None:
    _load_sample(store, embedder, tmp_path)
    first = _counts(store)
    _load_sample(store, embedder, tmp_path)
    assert _counts(store) == first
    _load(
        store, embedder, SAMPLES / "movies.tsv", tmp_path,
        types_file=SAMPLES / "movies_types.tsv", replace=True,
    )  # fmt: skip
    assert _counts(store) == first
    assert load_state(store)["status"] == "complete"  # type: ignore[index]


def test_a_fresh_load_writes_a_repeated_triple_once(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    kb = tmp_path / "repeated.tsv"
    kb.write_text(
        "Glass Orchard\tdirected_by\tMara Lindqvist\n"
        "Glass Orchard\thas_genre\tDrama\n"
        "Glass Orchard\tdirected_by\tMara Lindqvist\n"  # the same triple again
        "Mara Lindqvist\tdirected_by\tGlass Orchard\n",  # its reverse is another triple
        encoding="utf-8",
    )
    report = _load(store, embedder, kb, tmp_path)
    assert report.triples_read == 4
    assert _counts(store)["triples"] == 3


def test_malformed_file_fails_cleanly_and_changes_nothing(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load(store, embedder, FIXTURES / "tiny_metaqa.txt", tmp_path, fmt="metaqa")
    before = _counts(store)
    with pytest.raises(MalformedInputError) as failure:
        _load(store, embedder, FIXTURES / "bad_metaqa.txt", tmp_path, fmt="metaqa")
    assert failure.value.line == 3
    assert "bad_metaqa.txt:3:" in str(failure.value)
    assert _counts(store) == before


def test_skip_bad_counts_and_loads_the_rest(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    report = _load(
        store, embedder, FIXTURES / "bad_metaqa.txt", tmp_path, fmt="metaqa", skip_bad=True
    )
    assert report.skipped_lines == 1
    assert report.triples == 3
    assert "bad_metaqa.txt:3:" in report.first_errors[0]


class _FailingEmbedder(Embedder):
    """Fails while embedding entity names, after entities and relations are written."""

    def encode_uncached(
        self, texts: object, batch_size: int = 128, *, bulk: bool = False
    ) -> np.ndarray:
        raise RuntimeError("embedding device lost")


def test_a_load_failing_while_it_prepares_its_copy_leaves_no_copy_behind(
    store: GraphStore, embedder: Embedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _load(store, embedder, FIXTURES / "tiny_metaqa.txt", tmp_path, fmt="metaqa")
    before = _counts(store)
    staging = store.staging()
    if staging is None:
        pytest.skip(f"{store.dialect.name} loads in place, with no staging copy")

    def refuse() -> None:  # the server refuses the copy's indexes, right after copying
        assert store.graph + "~staging" in store.graph_names()
        raise StoreError("index service lost")

    monkeypatch.setattr(staging, "ensure_property_indexes", refuse)
    monkeypatch.setattr(store, "staging", lambda: staging)
    with pytest.raises(StoreError, match="index service lost"):
        _load_sample(store, embedder, tmp_path)
    assert store.graph + "~staging" not in store.graph_names()  # the copy went with the error
    assert _counts(store) == before
    assert load_state(store)["status"] == "complete"  # type: ignore[index]


def test_failed_load_leaves_the_graph_as_it_was(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load(store, embedder, FIXTURES / "tiny_metaqa.txt", tmp_path, fmt="metaqa")
    before = _counts(store)
    failing = _FailingEmbedder()
    failing._model = embedder.model  # same model, so the dimension is known
    with pytest.raises(LoadError, match="embedding device lost"):
        _load_sample(store, failing, tmp_path)  # fails after entities and relations are written
    assert _counts(store) == before
    assert load_state(store)["status"] == "complete"  # type: ignore[index]
    assert store.vector_indexes_ready()
    assert store.graph + "~staging" not in store.graph_names()  # the half-built copy is gone
    # (an uncased model: "ann vale", a tag, has the same vector as "Ann Vale")
    hits = store.nearest(ENTITY_VECTORS, embedder.encode(["Stone Garden"])[0], 1, ["id"])
    assert hits[0].properties["id"] == "Stone Garden"
    report = _load_sample(store, embedder, tmp_path)
    assert load_state(store)["status"] == "complete"  # type: ignore[index]
    assert report.triples == before["triples"] + 77
    missing = store.run(
        "MATCH (e:Entity) WHERE e.embedding IS NULL RETURN count(e) AS n", read_only=True
    )
    assert missing[0]["n"] == 0


def test_server_survives_restart_with_its_data(
    settings: Settings, embedder: Embedder, tmp_path: Path
) -> None:
    store = open_store(settings)
    _load_sample(store, embedder, tmp_path)
    before = _counts(store)
    store.close()
    server = EmbeddedServer(settings.home / "falkordb")
    first_pid = server.status().pid
    assert server.stop()
    assert not server.status().running
    store = open_store(settings)  # starts the server on demand
    try:
        assert server.status().pid != first_pid
        assert _counts(store) == before
        hits = store.nearest(ENTITY_VECTORS, embedder.encode(["Red Dust Road"])[0], 1, ["id"])
        assert hits[0].properties["id"] == "Red Dust Road"
    finally:
        store.drop_graph()
        store.close()


def test_triple_totals_count_the_entities_links_alone(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    # a loaded graph's totals come from the store's per-type counts: the schema graph's
    # links (and SAFE's other nodes) must not be among them
    _load_sample(store, embedder, tmp_path)
    scanned = store.run(store.layout.render("triple_count"), read_only=True)[0]
    schema_links = store.run("MATCH ()-[s:SCHEMA]->() RETURN count(s) AS n", read_only=True)
    assert int(schema_links[0]["n"]) > 0
    assert store.triple_totals() == (77, 8) == (scanned["triples"], scanned["relations"])


def test_second_process_reuses_running_server(settings: Settings) -> None:
    server = EmbeddedServer(settings.home / "falkordb")
    first = server.start()
    again = EmbeddedServer(settings.home / "falkordb").start()
    assert first.running and again.pid == first.pid
    assert not first.loading and not again.loading  # start returns once data is in memory
    with redis.Redis(unix_socket_path=first.socket) as client:
        config = client.execute_command("GRAPH.CONFIG", "GET", "CACHE_SIZE")
        snapshots = client.config_get("save") | client.config_get("auto-aof-rewrite-percentage")
    assert config == [b"CACHE_SIZE", QUERY_CACHE_SIZE]
    assert snapshots == {"save": "", "auto-aof-rewrite-percentage": "0"}  # loads take them


def test_a_server_that_cannot_start_says_why() -> None:
    """A data directory the server refuses (here an unreadable AOF manifest) fails fast
    with the server's own reason from its log, not a bare time-out."""
    home = Path(tempfile.mkdtemp(prefix="safe-bad-", dir="/tmp"))
    try:
        files = home / "falkordb" / "appendonlydir"
        files.mkdir(parents=True)
        (files / "appendonly.aof.manifest").write_text("not a manifest line\n")
        with pytest.raises(StoreError, match=r"did not start: .*manifest"):
            EmbeddedServer(home / "falkordb").start(wait_s=5.0)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def test_cli_load_and_stats_json(settings: Settings, tmp_path: Path) -> None:
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph}
    runner = CliRunner()
    result = runner.invoke(
        main,
        ["load", str(FIXTURES / "tiny_metaqa.txt"), "--format", "metaqa", "--json"],
        env=env,
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["triples"] == 12 and report["entities"] == 10
    assert set(report["seconds"]) >= {"parse", "entity_embeddings", "schema_graph", "total"}
    stats = runner.invoke(main, ["stats", "--json"], env=env)
    assert stats.exit_code == 0, stats.output
    data = json.loads(stats.stdout)
    assert data["triples"] == 12 and data["load"]["status"] == "complete"
    bad = runner.invoke(
        main, ["load", str(FIXTURES / "bad_metaqa.txt"), "--format", "metaqa"], env=env
    )
    assert bad.exit_code == 2
    assert "bad_metaqa.txt:3:" in bad.output
    with open_store(settings) as store:
        store.drop_graph()


def test_vector_search_after_reload_and_after_a_resumed_load(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    _load_sample(store, embedder, tmp_path)
    _load_sample(store, embedder, tmp_path)  # rewrites every embedding
    for name in ("Glass Orchard", "Kenji Mori", "Lyon"):
        hits = store.nearest(ENTITY_VECTORS, embedder.encode([name])[0], 3, ["id"])
        assert len(hits) == 3 and hits[0].properties["id"] == name
    types = store.nearest(TYPE_VECTORS, embedder.encode(["movie"])[0], 3, ["name"])
    assert len(types) == 3 and types[0].properties["name"] == "movie"
    edges = store.nearest(SCHEMA_EDGE_VECTORS, embedder.encode(["x"])[0], 8, ["relation"])
    assert len(edges) == 8


def test_stats_of_a_graph_never_loaded(settings: Settings) -> None:
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": "nosuchgraph"}
    result = CliRunner().invoke(main, ["stats", "--json"], env=env)
    assert result.exit_code == 2
    assert "graph 'nosuchgraph' does not exist" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("name", ["kg~staging", "kg~load-claim"])
def test_a_graph_named_like_a_loads_own_keys_is_refused(safe_home: Path, name: str) -> None:
    # `<graph>~staging` and `<graph>~load-claim` belong to the loads of `<graph>`
    result = CliRunner().invoke(
        main,
        ["load", str(SAMPLES / "movies.tsv"), "--format", "tsv", "--graph", name,
         "--home", str(safe_home)],
    )  # fmt: skip
    assert result.exit_code != 0
    assert name in result.output and "choose another --graph" in result.output


def test_a_load_is_not_cut_off_by_the_short_limit_questions_have(
    settings: Settings, embedder: Embedder, tmp_path: Path, models_dir: Path
) -> None:
    source = tmp_path / "kb.tsv"
    source.write_text(
        "".join(f"p{i}\tknows\tp{i * 7 % 5000}\np{i}\tlives_in\tc{i % 50}\n" for i in range(20000)),
        encoding="utf-8",
    )
    hurried = open_store(replace(settings, query_timeout_ms=1))
    try:
        report = load_file(
            hurried, embedder, source, LoadOptions(fmt="tsv"), tmp_path / "c",
            models_dir=models_dir,
        )  # fmt: skip
        assert report.triples == 40000 and report.schema_edges >= 2
        assert hurried.timeout_ms == 1  # restored: a question's queries keep the short limit
        with pytest.raises(StoreError):
            hurried.run_in_parts(
                hurried.layout.render("schema_edges", part=hurried.dialect.node_part("s"))
            )
    finally:
        hurried.drop_graph()
        hurried.close()


def test_the_schema_aggregation_in_parts_adds_up_to_the_whole(
    store: GraphStore, embedder: Embedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The schema edges' aggregation runs in parts split by node id, at once (FalkorDB runs
    each query on one thread): the parts' supports and subjects add up to the whole's, with
    every id a boundary, and with more parts asked for than the graph has nodes."""
    triples = [("ann", "knows", "bob"), ("bob", "knows", "cy"), ("cy", "likes", "tea"),
               ("ann", "likes", "tea"), ("dee", "knows", "ann"),
               ("bob", "likes", "jam")]  # fmt: skip
    source = tmp_path / "small.tsv"
    source.write_text("".join("\t".join(t) + "\n" for t in triples), encoding="utf-8")
    options = LoadOptions(fmt="tsv", entity_vectors="none")
    load_file(store, embedder, source, options, tmp_path)
    query = store.layout.render("schema_edges", part=store.dialect.node_part("s"))
    nodes = store.run("MATCH (n) RETURN count(n) AS n", read_only=True)[0]["n"]

    def added(parts: list[list[dict[str, Any]]]) -> dict[tuple[str, str, str], tuple[int, int]]:
        sums: dict[tuple[str, str, str], tuple[int, int]] = {}
        for row in (row for rows in parts for row in rows):
            key = (row["source"], row["relation"], row["target"])
            support, subjects = sums.get(key, (0, 0))
            sums[key] = (support + row["support"], subjects + row["subjects"])
        return sums

    monkeypatch.setattr(store, "read_parts", lambda: 1)
    whole = store.run_in_parts(query)
    assert len(whole) == 1 and len(whole[0]) >= 2
    one_part = build_schema_graph(store, embedder, SchemaGraphOptions())
    for asked in (2, 3, nodes, nodes + 5):  # at most one part a node: never an empty range
        monkeypatch.setattr(store, "read_parts", lambda asked=asked: asked)
        parts = store.run_in_parts(query)
        assert len(parts) == min(asked, nodes)
        assert added(parts) == added(whole)
    assert sum(bool(rows) for rows in parts) == 4  # one part a node: each subject's own
    monkeypatch.setattr(store, "read_parts", lambda: 3)
    assert build_schema_graph(store, embedder, SchemaGraphOptions()) == one_part


def test_a_server_limit_not_read_for_a_lost_connection_is_read_again() -> None:
    """The server's TIMEOUT_MAX is read once; a read that failed because the server was not
    reached is not taken for "no limit": the next query asks again, and keeps within it."""
    home = Path(tempfile.mkdtemp(prefix="safe-limit-", dir="/tmp"))
    settings = Settings(db="embedded", graph="limit", home=home)
    server = EmbeddedServer(home / "falkordb")
    try:
        store = open_store(settings)
        server.stop()
        with pytest.raises(StoreError):
            store.run("RETURN 1", timeout_ms=10**7)
        open_store(settings).close()  # the server again, at the same socket
        client = redis.Redis(unix_socket_path=str(server.socket_path))
        client.execute_command("GRAPH.CONFIG", "SET", "TIMEOUT_MAX", 120_000)
        # above the limit, refused unless the store read it anew
        assert store.run("RETURN 1 AS one", timeout_ms=10**7) == [{"one": 1}]
        store.close()
    finally:
        server.stop()
        shutil.rmtree(home, ignore_errors=True)


def test_a_load_keeps_within_a_servers_timeout_max(
    settings: Settings, store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    server = redis.Redis(
        unix_socket_path=str(EmbeddedServer(settings.home / "falkordb").socket_path)
    )
    server.execute_command("GRAPH.CONFIG", "SET", "TIMEOUT_MAX", 120_000)
    try:
        with pytest.raises(redis.ResponseError, match="TIMEOUT_MAX"):  # what it refuses
            server.execute_command("GRAPH.QUERY", store.graph, "RETURN 1", "TIMEOUT", 10**7)
        capped = open_store(settings)  # a store that reads the server's limit anew
        report = load_file(
            capped, embedder, SAMPLES / "movies.tsv", LoadOptions(fmt="tsv"), tmp_path / "c"
        )
        assert report.triples > 0 and (load_state(capped) or {}).get("status") == "complete"
        capped.close()
    finally:
        server.execute_command("GRAPH.CONFIG", "SET", "TIMEOUT_MAX", 0)
