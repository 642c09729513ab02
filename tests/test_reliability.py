"""Hostile and careless input against the real embedded server: every probe ends in a correct
load or a `file:line` error, the server never crashes, no graph is left unusable, questions
keep their answers while a graph reloads, a killed server or load is survived, and the
server's files are the user's alone."""

from __future__ import annotations

import json
import os
import re
import signal
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from click.testing import CliRunner, Result

from app.cli.main import main
from app.config import Settings
from app.errors import MalformedInputError, StoreError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.limits import MAX_KEY_BYTES, MAX_NAME_CHARS, MAX_QUESTION_CHARS
from app.kg.load_state import load_state, set_load_state
from app.kg.store import EmbeddedServer, GraphStore, open_store
from app.kg.store.bulk import BulkGraph
from app.qa import QAOptions, SafeQA
from app.query_graph import PseudoQueryGraph
from loaders.pipeline import LoadOptions, LoadReport, load_file

from conftest import SAMPLES

QUESTION = "Who directed Glass Orchard?"
DIRECTOR = PseudoQueryGraph(
    nodes={"Glass Orchard": "movie", "unk1": "person"},
    edges=[("Glass Orchard", "directed by", "unk1")],
    answer="unk1",
)


def _load_sample(store: GraphStore, embedder: Embedder, cache: Path, **options: object) -> None:
    load_file(
        store,
        embedder,
        SAMPLES / "movies.tsv",
        LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv", **options),  # type: ignore[arg-type]
        cache,
    )


def _load(
    store: GraphStore, embedder: Embedder, path: Path, fmt: str, **options: object
) -> LoadReport:
    return load_file(store, embedder, path, LoadOptions(fmt=fmt, **options), path.parent)  # type: ignore[arg-type]


def _answers(store: GraphStore, embedder: Embedder, cache: Path) -> list[str]:
    qa = SafeQA(store, embedder, SchemaCatalog.load(store, cache), QAOptions())
    return qa.ask(QUESTION, DIRECTOR).answers


def _alive(settings: Settings) -> bool:
    return EmbeddedServer(settings.home / "falkordb").status().running


@pytest.fixture
def sample(store: GraphStore, embedder: Embedder, tmp_path: Path) -> GraphStore:
    """A graph holding the sample KG, answering the director question."""
    _load_sample(store, embedder, tmp_path)
    assert _answers(store, embedder, tmp_path) == ["Mara Lindqvist"]
    return store


def _assert_answering(store: GraphStore, embedder: Embedder, cache: Path) -> None:
    """The sample graph still answers, is marked complete and has its indexes."""
    assert load_state(store)["status"] == "complete"  # type: ignore[index]
    assert store.vector_indexes_ready()
    assert _answers(store, embedder, cache) == ["Mara Lindqvist"]


def _assert_unharmed(store: GraphStore, embedder: Embedder, cache: Path) -> None:
    """As `_assert_answering`, and no half-built copy is left behind."""
    _assert_answering(store, embedder, cache)
    assert store.graph + "~staging" not in store.graph_names()


@pytest.mark.parametrize("size", [4_096, 8_000, 100_000])
def test_long_names_load_whole_and_never_crash_the_server(
    sample: GraphStore, embedder: Embedder, settings: Settings, tmp_path: Path, size: int
) -> None:
    long_name = "An abstract " + "x" * size
    data = tmp_path / "long.tsv"
    data.write_text(f"Glass Orchard\thas_abstract\t{long_name}\nA\tlinks\t{long_name}\n")
    if size > MAX_NAME_CHARS:
        with pytest.raises(MalformedInputError, match=r"long\.tsv:1: tail is .* the limit is"):
            _load(sample, embedder, data, "tsv")
    else:
        report = _load(sample, embedder, data, "tsv")
        assert report.triples >= 79
        rows = sample.run(
            "MATCH (:Entity {id: 'A'})-[:links]->(e:Entity) RETURN e.name AS name, e.id AS id",
            read_only=True,
        )
        assert rows[0]["name"] == long_name  # stored whole
        assert len(rows[0]["id"].encode()) <= MAX_KEY_BYTES  # indexed under its digest key
        again = _load(sample, embedder, data, "tsv")  # the same key: merged, not duplicated
        assert again.entities == report.entities
    assert _alive(settings)
    _assert_unharmed(sample, embedder, tmp_path)


def test_long_ntriples_literal_is_stored(
    store: GraphStore, embedder: Embedder, settings: Settings, tmp_path: Path
) -> None:
    text = "word " * 4000
    data = tmp_path / "abstract.nt"
    data.write_text(
        f'<http://ex.org/a> <http://ex.org/abstract> "{text}"@en .\n'
        "<http://ex.org/a> <http://ex.org/knows> <http://ex.org/b> .\n"
    )
    report = _load(store, embedder, data, "ntriples")
    assert report.triples == 2
    rows = store.run(
        "MATCH (:Entity)-[:abstract]->(e:Entity) RETURN e.name AS name", read_only=True
    )
    assert rows == [{"name": text}]
    assert _alive(settings)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("Glass\x00Orchard 2\tdirected_by\tMara Lindqvist", "control character U+0000"),
        ("Glass Orchard 2\tdirected\x07by\tMara Lindqvist", "control character U+0007"),
        ("Glass Orchard 2\tdirected`by\tMara Lindqvist", "cannot quote a backtick"),
        ("Glass Orchard 2\t" + "r" * 300 + "\tMara Lindqvist", "relation is 300 bytes long"),
    ],
)
def test_names_the_store_cannot_hold_are_file_line_errors_that_change_nothing(
    sample: GraphStore, embedder: Embedder, tmp_path: Path, line: str, reason: str
) -> None:
    data = tmp_path / "bad.tsv"
    data.write_text(f"Glass Orchard 2\tdirected_by\tKenji Mori\n{line}\n", encoding="utf-8")
    before = sample.label_counts()
    with pytest.raises(MalformedInputError, match=rf"bad\.tsv:2: .*{re.escape(reason)}"):
        _load(sample, embedder, data, "tsv")
    assert sample.label_counts() == before
    _assert_unharmed(sample, embedder, tmp_path)
    report = _load(sample, embedder, data, "tsv", skip_bad=True)
    assert report.skipped_lines == 1 and "bad.tsv:2:" in report.first_errors[0]
    _assert_unharmed(sample, embedder, tmp_path)


def test_placeholder_text_in_a_relation_loads_as_a_name(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    data = tmp_path / "r.tsv"
    data.write_text("A\t{{x}}\tB\nA\t{{relation}}\tC\n")
    report = _load(store, embedder, data, "tsv")
    assert report.triples == 2
    rows = store.run(
        "MATCH (:Entity)-[r]->(:Entity) RETURN type(r) AS t ORDER BY t", read_only=True
    )
    assert [r["t"] for r in rows] == ["{{relation}}", "{{x}}"]


def test_bad_types_file_line_is_named(
    store: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    types = tmp_path / "types.tsv"
    types.write_text("Mara Lindqvist\tperson\nKenji Mori\tper\x00son\n")
    with pytest.raises(MalformedInputError, match=r"types\.tsv:2: type holds the control"):
        _load(store, embedder, SAMPLES / "movies.tsv", "tsv", types_file=types)


def test_questions_keep_their_answers_while_the_graph_reloads(
    sample: GraphStore, embedder: Embedder, settings: Settings, tmp_path: Path
) -> None:
    answers: list[list[str]] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def ask_repeatedly() -> None:
        with open_store(settings) as own:
            qa = SafeQA(own, embedder, SchemaCatalog.load(own, tmp_path), QAOptions())
            while not stop.is_set():
                try:
                    answers.append(qa.ask(QUESTION, DIRECTOR).answers)
                except BaseException as exc:  # recorded, asserted below
                    errors.append(exc)
                    return

    asker = threading.Thread(target=ask_repeatedly)
    asker.start()
    try:
        time.sleep(0.3)
        _load_sample(sample, embedder, tmp_path, replace=True)
        _load_sample(sample, embedder, tmp_path)
        time.sleep(0.3)
    finally:
        stop.set()
        asker.join()
    assert errors == []
    assert len(answers) > 5 and all(a == ["Mara Lindqvist"] for a in answers)
    _assert_unharmed(sample, embedder, tmp_path)


def test_a_second_load_of_the_same_graph_is_refused_while_one_runs(
    sample: GraphStore, embedder: Embedder, tmp_path: Path
) -> None:
    staging = sample.staging()
    assert staging is not None
    other = subprocess.Popen(["sleep", "60"])  # a live process building the staging graph
    set_load_state(staging, status="loading", file="x.tsv", pid=other.pid, host=os.uname()[1])
    try:
        with pytest.raises(Exception, match="is being built by process"):
            _load_sample(sample, embedder, tmp_path)
    finally:
        other.kill()
        other.wait()
        staging.drop_graph()
    _assert_unharmed(sample, embedder, tmp_path)


# ---- the CLI: exit codes, clear errors, no tracebacks ------------------------------------


def _cli(settings: Settings, *args: str) -> Result:
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph}
    return CliRunner().invoke(main, list(args), env=env)


def test_nul_byte_load_then_ask_still_answers(
    sample: GraphStore, settings: Settings, tmp_path: Path
) -> None:
    data = tmp_path / "nul.tsv"
    data.write_bytes(b"Glass Orchard\tdirected_by\tMara\x00Lindqvist\n")
    result = _cli(settings, "load", str(data), "--format", "tsv")
    assert result.exit_code == 2 and f"{data}:1:" in result.output
    assert "Traceback" not in result.output
    asked = _cli(settings, "ask", QUESTION, "--query-graph", DIRECTOR.model_dump_json(), "--json")
    assert asked.exit_code == 0, asked.output
    assert json.loads(asked.stdout)["answers"] == ["Mara Lindqvist"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("x" * (MAX_QUESTION_CHARS + 1), "the limit is"),
        ("   ", "the question is empty"),
        ("Who directed\x00 Glass Orchard?", "control character U+0000"),
    ],
)
def test_questions_out_of_bounds_are_clear_errors(
    sample: GraphStore, settings: Settings, question: str, expected: str
) -> None:
    started = time.perf_counter()
    result = _cli(settings, "ask", question)
    assert result.exit_code == 2
    assert expected in result.output and "Traceback" not in result.output
    assert time.perf_counter() - started < 30  # refused up front, not planned


def test_a_mention_matching_no_name_is_reported(sample: GraphStore, settings: Settings) -> None:
    graph = DIRECTOR.model_copy(
        update={
            "nodes": {"Glass Orchid": "movie", "unk1": "person"},
            "edges": [("Glass Orchid", "directed by", "unk1")],
        }
    )
    asked = _cli(settings, "ask", QUESTION, "--query-graph", graph.model_dump_json(), "--json")
    assert asked.exit_code == 0, asked.output
    links = json.loads(asked.stdout)["links"]
    assert links[0]["mention"] == "Glass Orchid" and links[0]["exact"] is False
    assert links[0]["entities"][0]["name"] == "Glass Orchard"
    assert links[0]["entities"][0]["distance"] > 0
    text = _cli(settings, "ask", QUESTION, "--query-graph", graph.model_dump_json())
    assert "'Glass Orchid' matched no name exactly; read as 'Glass Orchard'" in text.output
    exact = _cli(settings, "ask", QUESTION, "--query-graph", DIRECTOR.model_dump_json(), "--json")
    assert json.loads(exact.stdout)["links"][0]["exact"] is True


# ---- a server or a load killed mid-load; files private -------------------------------------


@pytest.fixture
def own_home() -> Iterator[Path]:
    """A data directory with a server of its own (this test kills it)."""
    import shutil
    import tempfile

    home = Path(tempfile.mkdtemp(prefix="safe-kill-", dir="/tmp"))
    yield home
    EmbeddedServer(home / "falkordb").stop()
    shutil.rmtree(home, ignore_errors=True)


def _big_file(path: Path, films: int) -> Path:
    with path.open("w") as out:
        for i in range(films):
            out.write(f"Film {i}\tdirected_by\tDirector {i % 997}\n")
            out.write(f"Film {i}\thas_genre\tGenre {i % 13}\n")
    return path


def _spawn_load(home: Path, data: Path, *extra: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "SAFE_HOME": str(home), "SAFE_GRAPH": "kg"}
    safe = Path(sys.executable).parent / "safe"
    command = [str(safe), "load", str(data), "--format", "tsv", *extra]
    return subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_for_staging(store: GraphStore, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 120
    while "kg~staging" not in store.graph_names() or not store.staging().label_counts()["Entity"]:  # type: ignore[union-attr]
        assert process.poll() is None, process.stderr.read().decode()  # type: ignore[union-attr]
        assert time.monotonic() < deadline
        time.sleep(0.05)


def test_kill_9_of_the_server_mid_load_then_rerun(own_home: Path, embedder: Embedder) -> None:
    settings = Settings(db="embedded", graph="kg", home=own_home)
    store = open_store(settings)
    _load_sample(store, embedder, settings.cache_dir)
    data = _big_file(own_home / "big.tsv", 3_000)
    process = _spawn_load(own_home, data)
    _wait_for_staging(store, process)
    server = EmbeddedServer(own_home / "falkordb")
    os.kill(server.status().pid or 0, signal.SIGKILL)
    _, err = process.communicate(timeout=120)
    assert process.returncode == 2
    assert b"Traceback" not in err and b"error:" in err
    store.close()
    store = open_store(settings)  # restarts the server; the graph is as it was
    try:
        _assert_answering(store, embedder, settings.cache_dir)  # (the copy may have survived)
        rerun = _spawn_load(own_home, data)
        assert rerun.wait(timeout=600) == 0, rerun.stderr.read().decode()  # type: ignore[union-attr]
        assert store.run("MATCH (f:Entity {id: 'Film 2999'}) RETURN f.id AS id", read_only=True)
        _assert_unharmed(store, embedder, settings.cache_dir)
        assert server.stop()
        store.close()
        store = open_store(settings)  # restart: everything came back from disk
        _assert_unharmed(store, embedder, settings.cache_dir)
    finally:
        store.close()


def test_kill_9_of_a_load_leaves_the_graph_answering(own_home: Path, embedder: Embedder) -> None:
    settings = Settings(db="embedded", graph="kg", home=own_home)
    store = open_store(settings)
    try:
        _load_sample(store, embedder, settings.cache_dir)
        data = _big_file(own_home / "big.tsv", 3_000)
        process = _spawn_load(own_home, data, "--replace")
        _wait_for_staging(store, process)
        process.kill()
        process.wait()
        _assert_answering(store, embedder, settings.cache_dir)
        assert "kg~staging" in store.graph_names()  # the killed load's copy, dropped on rerun
        rerun = _spawn_load(
            own_home, SAMPLES / "movies.tsv", "--types", str(SAMPLES / "movies_types.tsv")
        )
        assert rerun.wait(timeout=600) == 0, rerun.stderr.read().decode()  # type: ignore[union-attr]
        _assert_unharmed(store, embedder, settings.cache_dir)  # the leftover copy is gone
    finally:
        store.close()


def test_server_files_are_private(sample: GraphStore, settings: Settings) -> None:
    server = EmbeddedServer(settings.home / "falkordb")
    sample.checkpoint()  # writes the append-only files
    with server._connect() as client:  # and a snapshot
        client.save()
    data_dir = settings.home / "falkordb"
    paths = [data_dir, *data_dir.rglob("*")]
    files = [p for p in paths if p.is_file()]
    assert {p.name for p in files} >= {"dump.rdb", "falkordb.log"}
    assert any(p.parent.name == "appendonlydir" for p in files)
    for path in paths:
        if path.is_socket():
            continue
        mode = stat.S_IMODE(path.stat().st_mode)
        assert mode & 0o077 == 0, f"{path} is {oct(mode)}"


def test_several_ask_processes_share_one_server(own_home: Path, embedder: Embedder) -> None:
    settings = Settings(db="embedded", graph="kg", home=own_home)
    with open_store(settings) as store:
        _load_sample(store, embedder, settings.cache_dir)
    server = EmbeddedServer(own_home / "falkordb")
    assert server.stop()  # the clients race to start it again
    env = {**os.environ, "SAFE_HOME": str(own_home), "SAFE_GRAPH": "kg"}
    safe = str(Path(sys.executable).parent / "safe")
    graph = DIRECTOR.model_dump_json()
    clients = [
        subprocess.Popen(
            [safe, "ask", QUESTION, *(["--query-graph", graph] if i % 2 else []), "--json"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for i in range(4)
    ]
    for client in clients:
        out, err = client.communicate(timeout=300)
        assert client.returncode == 0, err.decode()
        assert json.loads(out)["answers"] == ["Mara Lindqvist"]
    status = server.status()
    assert status.running and status.pid is not None
    pids = subprocess.run(["pgrep", "-f", str(own_home / "falkordb")], capture_output=True)
    assert len(pids.stdout.split()) == 1  # one server for all of them


def test_a_server_too_busy_to_answer_is_waited_for_not_doubled(own_home: Path) -> None:
    """A server reading a large dataset may not answer for a while; a second client must
    wait for it, never start another server on the same files."""
    server = EmbeddedServer(own_home / "falkordb")
    pid = server.start().pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # alive, answering nothing
    try:
        with pytest.raises(StoreError, match="still loading"):
            server.start(load_wait_s=2.0)
    finally:
        os.kill(pid, signal.SIGCONT)
    servers = subprocess.run(  # the server, not its append-only-file rewriting child
        ["pgrep", "-f", f"redis-server.*{server.socket_path}"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.split()
    assert servers == [str(pid)]
    assert server.start().pid == pid


def test_a_command_refused_as_busy_is_tried_again(own_home: Path) -> None:
    """A server refuses every command with BUSY for a while (preparing to fork for a
    snapshot after a large load; here, a long script): the command waits and then runs."""
    store = open_store(Settings(db="embedded", graph="kg", home=own_home))
    store.run("CREATE (:Probe {n: 1})")
    client = redis.Redis(unix_socket_path=str(EmbeddedServer(own_home / "falkordb").socket_path))
    client.config_set("busy-reply-threshold", 100)  # BUSY after 0.1 s of a script
    script = (
        "local start = redis.call('TIME') "
        "repeat local now = redis.call('TIME') "
        "until (now[1] - start[1]) * 1000000 + (now[2] - start[2]) > 1500000 return 1"
    )
    busy = threading.Thread(target=lambda: client.eval(script, 0))
    busy.start()
    time.sleep(0.4)
    started = time.monotonic()
    rows = store.run("MATCH (p:Probe) RETURN p.n AS n", read_only=True)
    waited = time.monotonic() - started
    busy.join()
    assert rows == [{"n": 1}]
    assert waited > 0.3  # it was refused, waited, and ran once the script ended
    # so is a bulk load's command
    files = BulkGraph.temporary(parent=own_home)
    files.add_node("Entity", {"id": "a"}, (("id", "STRING"),))
    bulk = open_store(Settings(db="embedded", graph="kg2", home=own_home))
    busy = threading.Thread(target=lambda: client.eval(script, 0))
    busy.start()
    time.sleep(0.4)
    bulk.create_in_bulk(files)
    busy.join()
    files.discard()
    assert bulk.run("MATCH (e:Entity) RETURN e.id AS id", read_only=True) == [{"id": "a"}]
