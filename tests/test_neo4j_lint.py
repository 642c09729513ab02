"""Every statement the Neo4j backend can send, linted by Neo4j's own Cypher parser.

The statements are collected by running the real pipeline (see `neo4j_statements`): a load,
a reload, a `--replace` load, stats, the catalog, entity linking, asks of every mode with
both planners and given pseudo graphs, the LLM planner's schema hint, and the Browser
link's query; plus every statement `Neo4jStore` sends from its own methods. Each is linted
with `@neo4j-cypher/language-support` for the three version families users run, with that
family's procedure signatures: any error or warning (deprecations included) fails.
"""

from __future__ import annotations

import dataclasses
import inspect
import os
import re
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote

import pytest

from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.stats import graph_stats
from app.kg.store import GraphStore, open_store
from app.kg.store.neo4j import Neo4jStore
from app.planners.encoder_planner import EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.planners.llm_planner import build_schema_hint
from app.qa import QAOptions, SafeQA, browser_query, browser_url
from app.query_graph import PseudoQueryGraph
from app.safe.ranker import Evidence
from app.training.weak_labels import weak_examples
from loaders.pipeline import LoadOptions, load_file
from loaders.property_graph import drop_index, index_graph

from conftest import FIXTURES, SAMPLES
from neo4j_statements import (
    FAMILY_VERSIONS,
    STORE_METHODS,
    RecordingDriver,
    RecordingNeo4jStore,
    neo4j_store_statements,
)

sys.path.insert(0, str(Path(__file__).parent / "cypher_lint"))
from neo4j_lint import lint, node_ready

_NOT_READY = node_ready()
if _NOT_READY and os.environ.get("CI"):
    raise RuntimeError(f"the Neo4j Cypher lint must run in CI: {_NOT_READY}")
pytestmark = pytest.mark.skipif(_NOT_READY is not None, reason=_NOT_READY or "")

SERVER_VERSIONS = {"5.26": "5.26.3", "2025": "2025.10.1", "2026": "2026.09.0"}

GIVEN_GRAPHS = [
    PseudoQueryGraph(
        nodes={"Glass Orchard": "movie", "unk1": "director", "unk2": "country"},
        edges=[("Glass Orchard", "directed by", "unk1"), ("unk1", "country of birth", "unk2")],
        answer="unk2",
    ),
    PseudoQueryGraph(
        nodes={"Glass Orchard": "movie", "unk1": "person"},
        edges=[("Glass Orchard", "starring", "unk1")],
        answer="unk1",
    ),
]
QUESTIONS = [
    "Which country was the director of Glass Orchard born in?",
    "Who starred in Glass Orchard?",
    "Where was Mara Lindqvist born?",
    "Which film directed by Mara Lindqvist starred Jonah Pike?",  # a join, checked as met
]


@pytest.fixture(scope="module")
def pipeline_statements(safe_home: Path, embedder: Embedder) -> Iterator[dict[str, dict[str, str]]]:
    """Per family: statement -> the stage that first sent it."""
    settings = Settings(db="embedded", graph="neo4j_lint", home=safe_home)
    inner = open_store(settings)
    store = RecordingNeo4jStore(inner)
    options = LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv", replace=True)
    try:
        for stage, replace in (("load", True), ("reload", False), ("load --replace", True)):
            store.stage = stage
            chosen = dataclasses.replace(options, replace=replace)
            load_file(store, embedder, SAMPLES / "movies.tsv", chosen, settings.cache_dir)
        store.stage = "stats"
        graph_stats(store, settings)
        store.stage = "catalog"
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        store.stage = "llm schema hint"
        build_schema_hint(store, catalog)
        planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
        for mode in ("safe", "exact"):
            for directed in (False, True):
                qa_options = QAOptions(mode=mode, directed=directed)  # type: ignore[arg-type]
                store.stage = f"ask {mode}{' directed' if directed else ''}"
                qa = SafeQA(store, embedder, catalog, qa_options, planner=planner)
                for question in QUESTIONS:
                    qa.ask(question)
                for graph in GIVEN_GRAPHS:
                    result = qa.ask("?", graph)
                if result.evidence:
                    store.stage = "browser link"
                    store.record(browser_query(result.evidence[0].triples))
        _twins(store, embedder, settings.cache_dir)
        _index_in_place(safe_home, embedder, store)
        yield store.recorded
    finally:
        inner.drop_graph()
        inner.close()


def _twins(store: RecordingNeo4jStore, embedder: Embedder, cache_dir: Path) -> None:
    """A KG storing each relation twice: twin detection, an ask and weak labels."""
    store.stage = "load twins"
    options = LoadOptions(fmt="tsv", replace=True)
    load_file(store, embedder, FIXTURES / "football_twins.tsv", options, cache_dir)
    store.stage = "ask twins"
    catalog = SchemaCatalog.load(store, cache_dir)
    assert catalog.twins
    planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
    SafeQA(store, embedder, catalog, QAOptions(), planner=planner).ask(
        "which club does Aron Ibsen play for ?"
    )
    store.stage = "weak labels"
    labelled = weak_examples(planner, [("who are the teammates of Aron Ibsen ?", ["Ivo Rossi"])])
    assert len(labelled.examples) + labelled.unlabelled == 1


def _index_in_place(safe_home: Path, embedder: Embedder, recorder: RecordingNeo4jStore) -> None:
    """`safe index`, a rerun, asks and `--drop` on a property graph, recorded into `recorder`."""
    settings = Settings(db="embedded", graph="neo4j_lint_pg", home=safe_home)
    inner = open_store(settings)
    inner.drop_graph()
    inner.run((FIXTURES / "movies_small.cypher").read_text(encoding="utf-8"))  # the user's own
    store = RecordingNeo4jStore(inner)
    store.dialect = recorder.dialect
    store.recorded = recorder.recorded
    try:
        for stage in ("index", "index rerun"):
            store.stage = stage
            index_graph(store, embedder, settings.cache_dir)
        store.stage = "ask indexed"
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
        qa = SafeQA(store, embedder, catalog, QAOptions(), planner=planner)
        for question in ("Who directed The Matrix?", "Which movies were released in 1999?"):
            result = qa.ask(question)
        store.record(browser_query(result.evidence[0].triples, store.layout))
        store.stage = "index --drop"
        drop_index(store, settings.cache_dir)
        stages = set(recorder.recorded["2026"].values())
        assert {"index", "ask indexed", "index --drop", "ask twins"} <= stages
    finally:
        inner.drop_graph()
        inner.close()


def _shape(statement: str) -> str:
    """A statement with its quoted names and numbers blanked: one of each shape is linted."""
    return re.sub(r"\b\d+(?:\.\d+)?\b", "0", re.sub(r"`(?:[^`]|``)*`", "`x`", statement))


def _lint_family(family: str, statements: dict[str, str]) -> list[str]:
    where = dict(statements)
    for statement in neo4j_store_statements(SERVER_VERSIONS[family]):
        where.setdefault(statement, "Neo4jStore")
    chosen = {_shape(statement): statement for statement in where}
    found = lint([(statement, statement) for statement in chosen.values()], family)
    return [
        f"[{where[statement]}] {d.severity}: {d.message}\n    {statement}"
        for statement, diagnostics in found.items()
        for d in diagnostics
    ]


@pytest.fixture(scope="module")
def lint_problems(pipeline_statements: dict[str, dict[str, str]]) -> dict[str, list[str]]:
    """Per family, every diagnostic (the three families lint side by side)."""
    with ThreadPoolExecutor(max_workers=len(FAMILY_VERSIONS)) as pool:
        futures = {
            family: pool.submit(_lint_family, family, pipeline_statements[family])
            for family in FAMILY_VERSIONS
        }
        return {family: future.result() for family, future in futures.items()}


@pytest.mark.parametrize("family", list(FAMILY_VERSIONS))
def test_every_statement_the_neo4j_backend_sends_lints_clean(
    family: str,
    pipeline_statements: dict[str, dict[str, str]],
    lint_problems: dict[str, list[str]],
) -> None:
    stages = set(pipeline_statements[family].values())
    assert len(pipeline_statements[family]) > 40
    # exact mode's queries are recorded under "ask safe" first: the graph as written is one
    # of safe mode's candidates; `stats` sends only statements a load sent first
    assert {"load", "reload", "catalog", "ask safe"} <= stages
    assert any("$ids_a" in statement for statement in pipeline_statements[family])  # a join
    assert lint_problems[family] == []


def test_the_version_decides_the_forms(pipeline_statements: dict[str, dict[str, str]]) -> None:
    """What each family's statements say: the lint above checks they are the right ones."""
    lts, current = pipeline_statements["5.26"], pipeline_statements["2026"]
    assert any(s.startswith("CREATE VECTOR INDEX") for s in lts)
    assert not any(
        "createNodeIndex" in s for family in pipeline_statements.values() for s in family
    )
    assert any("db.index.vector.queryNodes" in s for s in lts)
    assert any(s.startswith("CYPHER 25 MATCH (node:") and " SEARCH node IN " in s for s in current)
    assert not any("db.index.vector.queryNodes" in s for s in current)
    dropped = neo4j_store_statements(SERVER_VERSIONS["5.26"])
    assert "MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS" in dropped


@pytest.mark.parametrize(
    ("family", "severity"), [("5.26", "warning"), ("2025", "warning"), ("2026", "error")]
)
def test_the_lint_fails_the_old_vector_index_procedure(family: str, severity: str) -> None:
    """The form `safe load` used before: deprecated in Cypher 5, removed in Cypher 25."""
    old = (
        "CALL db.index.vector.createNodeIndex("
        "'entity_embedding', 'Entity', 'embedding', 384, 'euclidean')"
    )
    found = lint([("old", old)], family)["old"]
    assert [d.severity for d in found] == [severity]
    assert "createNodeIndex" in found[0].message


def test_no_store_method_escapes_the_list() -> None:
    """A new store method that sends statements of its own must join STORE_METHODS."""
    # these send only what they are given, or nothing at all on Neo4j (no staging graphs)
    given_only = {"run", "run_ddl", "write_batches", "close"}
    given_only |= {"staging", "copy_to", "promote", "use_layout", "bulk_files"}
    given_only |= {"claim_load", "renew_load", "release_load"}
    given_only |= {"indexes_built", "query_timeout"}  # the latter sends nothing
    given_only |= {"read_parts", "run_in_parts"}  # Neo4j: nothing; the given read, whole
    public = {
        name
        for name, member in inspect.getmembers(Neo4jStore)
        if not name.startswith("_") and callable(member)
    }
    assert public - given_only == set(STORE_METHODS)
    assert issubclass(Neo4jStore, GraphStore) and issubclass(RecordingNeo4jStore, GraphStore)


def test_the_browser_link_opens_the_graphs_own_database() -> None:
    store = Neo4jStore(RecordingDriver("2026.09.0"), "movies", 1000, "bolt://db.example:7687")  # type: ignore[arg-type]
    evidence = Evidence(1.0, (("m1", "directed_by", "p1"),), "p1", {"unk1": "p1"})
    url = browser_url(store, [evidence])
    assert url is not None
    assert url.startswith("http://db.example:7474/browser/?db=movies&cmd=edit&arg=")
    assert quote("(:Entity {id: 'm1'})-[:`directed_by`]->(:Entity {id: 'p1'})") in url
