"""Fuzzing the loaders against the real embedded server (hypothesis, derandomized for CI):
random bytes, random Unicode, very long fields and Cypher-looking text end, every time, in
either a clear load error or a correct load, and the server stays up."""

from __future__ import annotations

import csv
import io
import uuid
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from app.config import Settings
from app.errors import LoadError
from app.kg.embeddings import Embedder
from app.kg.load_state import load_state
from app.kg.store import EmbeddedServer, open_store
from loaders.pipeline import LoadOptions, load_file

TRICKY = [
    "`",
    "``",
    "{{x}}",
    "$name",
    "') DETACH DELETE n //",
    '"',
    "\\",
    "\x00",
    "\x1b[31m",
    "\u2028",
    "\ufeff",
    "😀",
    "Glass Orchard",
    "a" * 5000,
]

fields = st.one_of(
    st.text(min_size=1, max_size=30),
    st.sampled_from(TRICKY),
    st.builds(lambda char, n: char * n, st.characters(), st.integers(3_000, 70_000)),
)
relations = st.one_of(  # mostly names a relation can have, so that most files reach the store
    st.from_regex(r"[a-z][a-z_ ]{0,20}", fullmatch=True),
    st.text(min_size=1, max_size=30),
    st.sampled_from(TRICKY),
)
triples = st.lists(st.tuples(fields, relations, fields), min_size=1, max_size=6)


def _tsv(rows: list[tuple[str, str, str]]) -> bytes:
    return "".join("\t".join(row) + "\n" for row in rows).encode("utf-8", "surrogatepass")


def _metaqa(rows: list[tuple[str, str, str]]) -> bytes:
    return "".join("|".join(row) + "\n" for row in rows).encode("utf-8", "surrogatepass")


def _csv(rows: list[tuple[str, str, str]]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["head", "relation", "tail"])
    writer.writerows(rows)
    return out.getvalue().encode("utf-8", "surrogatepass")


def _ntriples(rows: list[tuple[str, str, str]]) -> bytes:
    lines = [f'<http://ex.org/{h}> <http://ex.org/{r}> "{t}" .\n' for h, r, t in rows]
    lines += [
        f"<http://ex.org/{h}> <http://ex.org/{r}> <http://ex.org/{t}> .\n" for h, r, t in rows
    ]
    return "".join(lines).encode("utf-8", "surrogatepass")


WRITERS = {"tsv": _tsv, "metaqa": _metaqa, "csv": _csv, "ntriples": _ntriples}
files = st.one_of(
    st.tuples(st.sampled_from(sorted(WRITERS)), triples).map(
        lambda pair: (pair[0], WRITERS[pair[0]](pair[1]))
    ),
    st.tuples(st.sampled_from(sorted(WRITERS)), st.binary(min_size=1, max_size=400)),
)


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(case=files, skip_bad=st.booleans())
def test_a_fuzzed_file_loads_correctly_or_fails_clearly(
    safe_home: Path, embedder: Embedder, tmp_path: Path, case: tuple[str, bytes], skip_bad: bool
) -> None:
    fmt, content = case
    path = tmp_path / f"fuzz.{fmt}"
    path.write_bytes(content)
    graph = Settings(db="embedded", graph=f"fuzz{uuid.uuid4().hex[:10]}", home=safe_home)
    store = open_store(graph)
    try:
        try:
            options = LoadOptions(fmt=fmt, skip_bad=skip_bad)
            report = load_file(store, embedder, path, options, graph.cache_dir)
        except LoadError as error:
            event(f"refused: {str(error).split(': ')[-1][:30]}")
            assert str(path) in str(error)  # names the file (and the line, where there is one)
            assert store.graph not in store.graph_names()  # nothing was left behind
        else:
            event("loaded")
            written = store.run(
                "MATCH (:Entity)-[r]->(:Entity) RETURN count(r) AS n", read_only=True
            )[0]["n"]
            assert written == report.triples >= 1
            assert report.entities == store.label_counts()["Entity"]
            unembedded = store.run(
                "MATCH (e:Entity) WHERE e.embedding IS NULL RETURN count(e) AS n", read_only=True
            )[0]["n"]
            assert unembedded == 0
            assert store.vector_indexes_ready()
            assert load_state(store)["status"] == "complete"  # type: ignore[index]
        assert store.graph + "~staging" not in store.graph_names()
        assert EmbeddedServer(safe_home / "falkordb").status().running
    finally:
        store.drop_graph()
        store.close()
