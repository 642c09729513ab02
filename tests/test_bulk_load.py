"""A new graph created in one bulk pass (FalkorDB's GRAPH.BULK, spoken here) holds exactly
what the Cypher writes make, every string as it was, in commands of any size; a refused
bulk pass falls back to Cypher, and the CLI's JSON stays clean."""

from __future__ import annotations

import json
import os
import resource
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import redis
from click.testing import CliRunner
from redis.connection import parse_url

from app.cli.main import main
from app.config import Settings
from app.errors import LoadError
from app.kg.embeddings import Embedder
from app.kg.load_state import load_state
from app.kg.processes import pid_namespace
from app.kg.store import GraphStore, graph_bulk, open_store
from app.kg.store import bulk as bulk_module
from app.kg.store.bulk import (
    FOLDER_PREFIX,
    LIST_SEPARATOR,
    BulkGraph,
    BulkUnsuitable,
    exact_string,
    joined_list,
)
from app.kg.store.falkor import server_url
from loaders.pipeline import ENTITY_BLOCK, LoadOptions, load_file

from conftest import write_triples

TRICKY = [
    ('Ann "Quote" O\'Neil', "likes", "20"),
    ("20", "rated", "true"),
    ("back\\slash, comma", "likes", "[bracket]"),
    ("Zoë Ångström", "likes", "naïve café"),
    ("semi;colon", "knows", 'Ann "Quote" O\'Neil'),
    ("semi;colon", "knows", 'Ann "Quote" O\'Neil'),  # a repeat, written once
    ("1.5e3", "rated", "null"),
]


@contextmanager
def _another_graph(settings: Settings, graph: str) -> Iterator[GraphStore]:
    """A graph of another name on the test's server, dropped afterwards."""
    store = open_store(Settings(db="embedded", graph=graph, home=settings.home))
    try:
        yield store
    finally:
        store.drop_graph()
        store.close()


def _graph(store: GraphStore) -> tuple[list[tuple[object, ...]], list[tuple[str, str, str]]]:
    entities = store.run(
        "MATCH (e:Entity) RETURN e.id AS id, e.name AS name, e.name_key AS k, e.types AS t",
        read_only=True,
    )
    triples = store.run(
        "MATCH (h:Entity)-[x]->(t:Entity) RETURN h.id AS h, type(x) AS r, t.id AS t",
        read_only=True,
    )
    return (
        sorted((r["id"], r["name"], r["k"], tuple(r["t"])) for r in entities),
        sorted((r["h"], r["r"], r["t"]) for r in triples),
    )


def test_a_bulk_load_makes_the_graph_the_cypher_writes_make(
    settings: Settings, store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    source = write_triples(tmp_path / "tricky.tsv", TRICKY)
    with _another_graph(settings, settings.graph + "c") as other:
        bulk = load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path / "a")
        cypher = load_file(
            other, embedder, source, LoadOptions(fmt="tsv", bulk=False), tmp_path / "b"
        )
        assert (bulk.writes, cypher.writes) == ("bulk", "cypher")
        assert "bulk" in bulk.seconds and "entities" not in bulk.seconds
        entities, triples = _graph(store)
        assert (entities, triples) == _graph(other)
        assert len(triples) == 6 and ("20", "rated", "true") in triples
        assert ("20", "20", "20") in {e[:3] for e in entities}  # ids stay strings
        assert bulk.entities_embedded == len(entities) == bulk.entities
        assert (load_state(store) or {}).get("status") == "complete"
        hits = store.run(
            "MATCH (e:Entity {id: $id})-[:likes]->(t) RETURN t.name AS name",
            {"id": "back\\slash, comma"},
            read_only=True,
        )
        assert [h["name"] for h in hits] == ["[bracket]"]
        # a second load into the graph is incremental: written through Cypher
        again = load_file(
            store, embedder,
            write_triples(tmp_path / "more.tsv", [("Zoë Ångström", "knows", "20")]),
            LoadOptions(fmt="tsv"), tmp_path / "a",
        )  # fmt: skip
        assert again.writes == "cypher" and again.triples == 7


class _Recorded:
    """A load's progress as advanced per phase."""

    def __init__(self) -> None:
        self.advanced: dict[str, int] = {}
        self.calls: dict[str, int] = {}
        self._phase = ""

    def phase(self, name: str, total: int | None) -> None:
        self._phase = name
        self.advanced.setdefault(name, 0)
        self.calls.setdefault(name, 0)

    def advance(self, amount: int) -> None:
        self.advanced[self._phase] += amount
        self.calls[self._phase] += 1


def test_progress_counts_every_line_and_entity(store: GraphStore, tmp_path: Path) -> None:
    """Progress advances in blocks (an update a line cost seconds at scale), and still
    counts each line read and each entity written, the last partial block too."""
    lines = ENTITY_BLOCK + 5
    triples = [(f"person {i}", "knows", f"person {i + 1}") for i in range(lines - 1)]
    # a repeat is a line read
    source = write_triples(tmp_path / "chain.tsv", [*triples, triples[0]])
    progress = _Recorded()
    report = load_file(
        store, Embedder(), source, LoadOptions(fmt="tsv", entity_vectors="none"), tmp_path,
        progress,
    )  # fmt: skip
    assert report.writes == "bulk" and report.triples == lines - 1
    assert progress.advanced["reading"] == lines
    assert progress.advanced["entities"] == report.entities == lines
    assert progress.calls["entities"] == 2  # a block, the rest
    assert progress.calls["reading"] <= 4  # a block of the file (1 MB) at once: 2 MB here


def test_types_that_look_like_numbers_stay_strings_in_bulk(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    source = write_triples(
        tmp_path / "kb.tsv", [("Heat", "released", "1995"), ("Ran", "released", "1985")]
    )
    types = tmp_path / "types.tsv"
    types.write_text("Heat\t1990\nRan\tfilm\n1995\tyear\n1985\tyear\n", encoding="utf-8")
    report = load_file(
        store, embedder, source, LoadOptions(fmt="tsv", types_file=types), tmp_path / "c"
    )
    assert report.writes == "bulk" and not report.warnings
    rows = store.run("MATCH (e:Entity {id: 'Heat'}) RETURN e.types AS t", read_only=True)
    assert rows[0]["t"] == ["1990"]  # a string, as written, not a number


@pytest.mark.parametrize(
    "value", ["", " padded", "tab\there", "line\rbreak", f"a{LIST_SEPARATOR}b"]
)
def test_list_elements_the_bulk_format_would_change_are_refused(value: str) -> None:
    with pytest.raises(BulkUnsuitable):
        joined_list(["film", value], "types")


def test_strings_neo4j_admins_files_carry_exactly_pass() -> None:
    assert joined_list(["1990", "[x]", "TRUE"], "types") == LIST_SEPARATOR.join(
        ["1990", "[x]", "TRUE"]
    )
    assert joined_list([], "types") == ""  # null to neo4j-admin: the store makes it []
    assert exact_string('a "b", c\\d', "name") == 'a "b", c\\d'
    with pytest.raises(BulkUnsuitable):
        exact_string("trailing ", "name")


def test_cli_load_json_stays_clean_with_bulk(settings: Settings, tmp_path: Path) -> None:
    source = write_triples(tmp_path / "kb.tsv", TRICKY)
    args = ["--graph", settings.graph, "--home", str(settings.home)]
    result = CliRunner().invoke(main, ["load", str(source), "--format", "tsv", "--json", *args])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["writes"] == "bulk" and report["triples"] == 6
    result = CliRunner().invoke(
        main, ["load", str(source), "--format", "tsv", "--replace", "--no-bulk", "--json", *args]
    )
    assert json.loads(result.stdout)["writes"] == "cypher"
    with open_store(settings) as store:
        store.drop_graph()


def test_the_bulk_connection_reaches_the_same_server_and_waits_for_long_commands() -> None:
    tcp = redis.Redis(host="db.example", port=6380, username="u", password="p@ss:/")
    parsed = parse_url(server_url(tcp))
    assert (parsed["host"], parsed["port"], parsed["username"]) == ("db.example", 6380, "u")
    assert parsed["password"] == "p@ss:/"  # quoted in the URL, read back whole
    assert parsed["socket_timeout"] >= 600  # redis-py's 5 s default cut off large graphs
    assert server_url(redis.Redis(host="h", ssl=True)).startswith("rediss://")
    unix = parse_url(server_url(redis.Redis(unix_socket_path="/tmp/x.sock")))
    assert unix["path"] == "/tmp/x.sock" and unix["socket_timeout"] >= 600


def test_a_load_refused_the_bulk_path_says_why_and_writes_through_cypher(
    store: GraphStore, embedder: Embedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(self: BulkGraph) -> None:  # the disk fills while the file is read
        self.refused = "writing the bulk files failed: [Errno 28] No space left on device"

    monkeypatch.setattr(bulk_module, "MAX_PENDING_ROWS", 2)
    monkeypatch.setattr(BulkGraph, "_flush", full_disk)
    many = [(f"e{k}", f"relation_{k % 3}", f"f{k}") for k in range(10)]
    source = write_triples(tmp_path / "many.tsv", many)
    report = load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
    assert report.writes == "cypher" and report.triples == len(many)
    assert any("No space left" in w for w in report.warnings)


def test_thousands_of_relationship_types_load_in_bulk_with_few_files_open(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    """Each relationship type has a file of its own; they are sent one open at a time."""
    many = [(f"e{k}", f"relation_{k}", f"f{k}") for k in range(600)]
    source = write_triples(tmp_path / "many.tsv", many)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    open_now = len(os.listdir("/proc/self/fd"))
    resource.setrlimit(resource.RLIMIT_NOFILE, (open_now + 400, hard))  # fewer than types
    try:
        report = load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    assert report.writes == "bulk" and report.triples == len(many)
    assert _graph(store)[1] == sorted((h, r, t) for h, r, t in many)


def test_a_relationship_type_holding_a_colon_is_written_through_cypher(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    """GRAPH.BULK reads `schema:director` as two names: such a graph goes through Cypher."""
    triples = [("Heat", "schema:director", "Mann"), ("Heat", "year", "1995")]
    source = write_triples(tmp_path / "ns.tsv", triples)
    report = load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
    assert report.writes == "cypher" and any("':'" in w for w in report.warnings)
    assert ("Heat", "schema:director", "Mann") in _graph(store)[1]


EXACT = ["", " padded ", "tab\there", "line\nbreak", f"a{LIST_SEPARATOR}b", "1990", "[x]"]


def test_every_string_travels_exactly_in_commands_of_any_size(
    settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Strings the CSV tool stripped, split or read as numbers arrive as they were; nodes
    and relationships split over many small commands make the same graph."""
    schema = (("", "ID"), ("id", "STRING"), ("name", "STRING"), ("types", "LIST"))
    with _another_graph(settings, settings.graph + "x") as other:
        files = BulkGraph.temporary(parent=tmp_path)
        for position, value in enumerate(EXACT):
            props = {"": position, "id": f"e{position}", "name": value, "types": [value, "t"]}
            files.add_node("Entity", props, schema)
        files.add_node("Entity", {"": 7, "id": "e7", "name": "none", "types": []}, schema)
        for head in range(8):
            files.add_relations("next" if head % 2 else "other", [(head, t) for t in range(8)])
        files.add_relations("next", [(1, 2)])  # a repeat, created once
        files.add_node(
            "Meta", {"": 0, "key": "load", "pid": 42}, (("key", "STRING"), ("pid", "LONG"))
        )
        monkeypatch.setattr(graph_bulk, "MAX_COMMAND_BYTES", 100)  # a few nodes a command
        other.create_in_bulk(files)
        files.discard()
        rows = other.run(
            "MATCH (e:Entity) RETURN e.id AS id, e.name AS name, e.types AS t ORDER BY e.id",
            read_only=True,
        )
        assert [r["name"] for r in rows[:7]] == EXACT
        assert [r["t"] for r in rows] == [[v, "t"] for v in EXACT] + [[]]
        edges = other.run(
            "MATCH (h:Entity)-[x]->(t:Entity) RETURN h.id AS h, type(x) AS r, t.id AS t",
            read_only=True,
        )
        assert len(edges) == 64
        assert {(e["h"], e["r"], e["t"]) for e in edges} == {
            (f"e{h}", "next" if h % 2 else "other", f"e{t}") for h in range(8) for t in range(8)
        }
        meta = other.run("MATCH (m:Meta) RETURN m.key AS key, m.pid AS pid", read_only=True)
        assert meta == [{"key": "load", "pid": 42}]


def test_a_graph_named_like_an_option_is_bulk_loaded(
    settings: Settings, embedder: Embedder, tmp_path: Path
) -> None:
    with _another_graph(settings, "-" + settings.graph) as dashed:
        source = write_triples(tmp_path / "kb.tsv", TRICKY)
        report = load_file(dashed, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
        assert report.writes == "bulk" and report.triples == 6


def test_a_live_loads_claim_refuses_a_second_load_and_a_dead_ones_is_taken_over(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    source = write_triples(tmp_path / "kb.tsv", TRICKY)
    other = subprocess.Popen(["sleep", "60"])  # a live load elsewhere on this host
    here = socket.gethostname()
    live = {"pid": other.pid, "host": here, "file": "x.tsv", "started": "t", "token": "a"}
    try:
        assert store.claim_load(live) is None
        with pytest.raises(LoadError, match="is being built by process"):
            load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
        assert store.claim_load(live) == live  # still the first load's
        store.release_load(live)
        # a live claim from another host is refused too (its lease lapses if that host dies)
        remote = {**live, "host": "elsewhere.example"}
        assert store.claim_load(remote) is None
        with pytest.raises(LoadError, match=r"on elsewhere\.example"):
            load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
        store.release_load(remote)
        # so is one from a container on this host (its own pid namespace): its pid says
        # nothing here, even one that no process of ours has
        ended = subprocess.Popen(["true"])
        ended.wait()
        boxed = {**live, "pid": ended.pid, "pid_ns": pid_namespace() + 1}
        assert store.claim_load(boxed) is None
        with pytest.raises(LoadError, match="is being built by process"):
            load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
        store.release_load(boxed)
    finally:
        other.kill()
        other.wait()
    # the holder is dead now: its claim is taken over, and given back at the end
    assert store.claim_load(live) is None
    report = load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path)
    assert report.triples == 6
    assert store.claim_load(live) is None
    store.release_load(live)
    # a claim this very process left (a load that ended without letting go) is stale
    mine = {**live, "pid": os.getpid(), "token": "left-behind"}
    assert store.claim_load(mine) is None
    assert load_file(store, embedder, source, LoadOptions(fmt="tsv"), tmp_path).triples == 6


def test_a_killed_loads_bulk_folder_is_removed_by_the_next_load(tmp_path: Path) -> None:
    """A load killed mid-way leaves its bulk files (gigabytes for a large graph); the next
    load on the host removes them, and only them: a running load's folder, another host's
    and anything else stay."""
    ended = subprocess.Popen(["true"])
    ended.wait()
    here = f"{pid_namespace()}@{socket.gethostname()}"
    killed = tmp_path / f"{FOLDER_PREFIX}{ended.pid}.{here}-abc123"
    running = tmp_path / f"{FOLDER_PREFIX}{os.getpid()}.{here}-def456"
    elsewhere = tmp_path / f"{FOLDER_PREFIX}{ended.pid}.{pid_namespace()}@elsewhere.example-x"
    # another pid namespace (a container sharing the folder): its pids are not ours to judge
    container = (
        tmp_path / f"{FOLDER_PREFIX}{ended.pid}.{pid_namespace() + 1}@{socket.gethostname()}-y"
    )
    huge = tmp_path / f"{FOLDER_PREFIX}{'9' * 30}.{here}-z"  # no such pid can exist
    other = tmp_path / f"{FOLDER_PREFIX}notes"
    for folder in (killed, running, elsewhere, container, huge, other):
        folder.mkdir()
        (folder / "nodes-0.csv").write_text("id\n")
    files = BulkGraph.temporary(parent=tmp_path)
    try:
        assert not killed.exists()
        assert all(f.is_dir() for f in (running, elsewhere, container, huge, other))
        assert files.folder.name.startswith(f"{FOLDER_PREFIX}{os.getpid()}.{here}-")
    finally:
        files.discard()
    assert not files.folder.exists()
