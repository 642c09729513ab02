"""`safe load` against a real Neo4j 5 (testcontainers), with the same expectations as the
FalkorDB load tests: counts, the schema graph, vector search finding an entity by its own
name, idempotent reloads; plus parity with the embedded FalkorDB on the same file.

Needs a Docker engine; without one the whole module is skipped.
"""

from __future__ import annotations

import importlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.kg.embeddings import Embedder
from app.kg.load_state import load_state
from app.kg.store import GraphStore, open_store
from app.kg.store.dialect import ENTITY_VECTORS, TYPE_VECTORS, VECTOR_INDEXES
from app.qa import QAOptions, build_qa
from loaders.pipeline import LoadOptions, LoadReport, load_file

from conftest import FIXTURES

SKIP_REASON = "no Docker engine reachable: Neo4j testcontainer tests need one"


def _docker_reachable() -> bool:
    try:
        # importlib: a plain `import docker` makes mypy see the repository's docker/ folder.
        docker = importlib.import_module("docker")
        client = docker.from_env(timeout=5)
        try:
            return bool(client.ping())
        finally:
            client.close()
    except Exception:
        return False


pytestmark = [
    pytest.mark.neo4j,
    pytest.mark.skipif(not _docker_reachable(), reason=SKIP_REASON),
]

IMAGES = tuple(os.environ.get("SAFE_NEO4J_IMAGES", "neo4j:5.26,neo4j:2026").split(","))
"""The Neo4j images users run: the 5.26 LTS (Cypher 5) and a current 2026.x (Cypher 25 by
default); SAFE_NEO4J_IMAGES (comma-separated) overrides them."""
PASSWORD = "safe-kgqa-test"

# MetaQA-style kb.txt: 21 lines, one of them a duplicate (20 distinct triples).
KB = """\
Harbor Lights|directed_by|Ann Vale
Harbor Lights|written_by|Ann Vale
Harbor Lights|starred_actors|Ben Cole
Harbor Lights|starred_actors|Dora Finch
Harbor Lights|release_year|1999
Harbor Lights|has_genre|Drama
Harbor Lights|in_language|English
Stone Garden|directed_by|Ann Vale
Stone Garden|written_by|Cara Moss
Stone Garden|starred_actors|Ben Cole
Stone Garden|release_year|2004
Stone Garden|has_genre|Drama
Stone Garden|has_tags|ann vale
Night Train West|directed_by|Cara Moss
Night Train West|starred_actors|Dora Finch
Night Train West|starred_actors|Eli Grant
Night Train West|release_year|1999
Night Train West|has_genre|Thriller
Night Train West|in_language|French
Night Train West|has_imdb_rating|good
Night Train West|directed_by|Cara Moss
"""
EXPECTED = {
    "triples_read": 21,
    "triples": 20,
    "entities": 16,
    "relations": 8,
    "types": 7,
    "schema_edges": 8,
    "skipped_lines": 0,
}
TYPES = {"genre", "language", "movie", "person", "rating", "tag", "year"}
SCHEMA_EDGES = {
    "movie|directed_by|person",
    "movie|has_genre|genre",
    "movie|has_imdb_rating|rating",
    "movie|has_tags|tag",
    "movie|in_language|language",
    "movie|release_year|year",
    "movie|starred_actors|person",
    "movie|written_by|person",
}


@pytest.fixture(scope="module", params=IMAGES)
def neo4j_url(request: pytest.FixtureRequest) -> Iterator[str]:
    """One container of each image in IMAGES for the module."""
    from testcontainers.community.neo4j import Neo4jContainer

    with Neo4jContainer(request.param, password=PASSWORD) as container:
        yield container.get_connection_url()


@pytest.fixture
def neo4j_settings(neo4j_url: str, tmp_path: Path) -> Settings:
    # Community edition has a single user database, `neo4j`: tests share it, one at a time.
    return Settings(db=neo4j_url, graph="neo4j", home=tmp_path, neo4j_password=PASSWORD)


@pytest.fixture
def neo4j_store(neo4j_settings: Settings) -> Iterator[GraphStore]:
    """The container's database, emptied before and after the test."""
    store = open_store(neo4j_settings)
    try:
        store.drop_graph()
        yield store
        store.drop_graph()
    finally:
        store.close()


@pytest.fixture
def kb(tmp_path: Path) -> Path:
    path = tmp_path / "kb.txt"
    path.write_text(KB, encoding="utf-8")
    return path


def load(
    store: GraphStore, embedder: Embedder, kb: Path, cache: Path, **options: Any
) -> LoadReport:
    return load_file(store, embedder, kb, LoadOptions(fmt="metaqa", **options), cache)


def counts(report: LoadReport) -> dict[str, int]:
    return {key: getattr(report, key) for key in EXPECTED}


def graph_summary(store: GraphStore) -> dict[str, Any]:
    """What a load leaves in the graph, backend-neutral."""
    return {
        "labels": store.label_counts(),
        "types": {r["name"] for r in store.run("MATCH (t:Type) RETURN t.name AS name")},
        "schema_edges": {r["key"] for r in store.run("MATCH (s:SchemaEdge) RETURN s.key AS key")},
        "entities": {
            r["id"]: (r["name"], sorted(r["types"]))
            for r in store.run(
                "MATCH (e:Entity) RETURN e.id AS id, e.name AS name, e.types AS types"
            )
        },
        "links": store.run(
            "MATCH (:Type)-[l:SCHEMA]->(:Type) RETURN count(l) AS n", read_only=True
        )[0]["n"],
        "embedded": store.run(
            "MATCH (n) WHERE n.embedding IS NOT NULL RETURN count(n) AS n", read_only=True
        )[0]["n"],
    }


def assert_finds_each_entity_by_its_name(store: GraphStore, embedder: Embedder) -> None:
    """The nearest neighbour of an entity name's embedding is that entity (names that embed
    identically, like `Ann Vale` and the tag `ann vale` in an uncased model, tie at 0)."""
    rows = store.run("MATCH (e:Entity) RETURN e.id AS id, e.name AS name", read_only=True)
    vectors = embedder.encode([row["name"] for row in rows])
    for row, vector in zip(rows, vectors, strict=True):
        hits = store.nearest(ENTITY_VECTORS, vector, 3, ["id"])
        assert hits, f"no neighbours for {row['id']!r}"
        assert hits[0].distance == pytest.approx(0.0, abs=1e-3)
        tied = {hit.properties["id"] for hit in hits if hit.distance <= hits[0].distance + 1e-4}
        assert row["id"] in tied, (row["id"], hits)


def test_load_writes_the_expected_graph(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    report = load(neo4j_store, embedder, kb, tmp_path / "cache")
    assert counts(report) == EXPECTED
    summary = graph_summary(neo4j_store)
    assert summary["labels"] == {"Entity": 16, "Type": 7, "Relation": 8, "SchemaEdge": 8}
    assert summary["types"] == TYPES
    assert summary["schema_edges"] == SCHEMA_EDGES
    assert summary["entities"]["Harbor Lights"] == ("Harbor Lights", ["movie"])
    assert summary["entities"]["ann vale"] == ("ann vale", ["tag"])
    assert summary["links"] == 8
    assert summary["embedded"] == 16 + 7 + 8 + 8
    state = load_state(neo4j_store)
    assert state is not None and state["status"] == "complete"
    assert state["triples"] == 20


def test_load_creates_the_named_indexes_the_dialect_queries(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    load(neo4j_store, embedder, kb, tmp_path / "cache")
    indexes = {
        row["name"]: row
        for row in neo4j_store.run(
            "SHOW INDEXES YIELD name, type, labelsOrTypes, properties, state", read_only=True
        )
    }
    for index in VECTOR_INDEXES:
        assert indexes[index.name]["type"] == "VECTOR"
        assert indexes[index.name]["labelsOrTypes"] == [index.label]
        assert indexes[index.name]["properties"] == ["embedding"]
        assert indexes[index.name]["state"] == "ONLINE"
    assert indexes["entity_name_fulltext"]["type"] == "FULLTEXT"
    constraints = {
        row["name"] for row in neo4j_store.run("SHOW CONSTRAINTS YIELD name", read_only=True)
    }
    assert {"entity_id_unique", "type_name_unique", "meta_key_unique"} <= constraints
    assert neo4j_store.vector_indexes_ready()


def test_nearest_entity_to_a_name_is_that_entity(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    load(neo4j_store, embedder, kb, tmp_path / "cache")
    assert_finds_each_entity_by_its_name(neo4j_store, embedder)
    (person,) = neo4j_store.nearest(TYPE_VECTORS, embedder.encode(["person"])[0], 1, ["name"])
    assert person.properties["name"] == "person"
    assert person.distance == pytest.approx(0.0, abs=1e-3)


def test_fulltext_finds_an_entity_by_a_word_of_its_name(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    load(neo4j_store, embedder, kb, tmp_path / "cache")
    hits = neo4j_store.fulltext("Harbor", 5, ["id"])
    assert hits and hits[0]["id"] == "Harbor Lights"


def test_reload_is_idempotent(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    first = load(neo4j_store, embedder, kb, tmp_path / "cache")
    before = graph_summary(neo4j_store)
    second = load(neo4j_store, embedder, kb, tmp_path / "cache")
    assert counts(second) == counts(first) == EXPECTED
    assert graph_summary(neo4j_store) == before
    assert_finds_each_entity_by_its_name(neo4j_store, embedder)


def test_reload_with_replace_gives_the_same_graph(
    neo4j_store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    load(neo4j_store, embedder, kb, tmp_path / "cache")
    before = graph_summary(neo4j_store)
    report = load(neo4j_store, embedder, kb, tmp_path / "cache", replace=True)
    assert counts(report) == EXPECTED
    assert graph_summary(neo4j_store) == before
    assert_finds_each_entity_by_its_name(neo4j_store, embedder)


def test_neo4j_and_embedded_falkordb_load_the_same_graph(
    neo4j_store: GraphStore, store: GraphStore, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    on_neo4j = load(neo4j_store, embedder, kb, tmp_path / "neo4j-cache")
    on_falkordb = load(store, embedder, kb, tmp_path / "falkordb-cache")
    assert counts(on_neo4j) == counts(on_falkordb)
    assert on_neo4j.type_sources == on_falkordb.type_sources
    assert graph_summary(neo4j_store) == graph_summary(store)


def schema_targets(node: Any) -> set[str]:
    """Names of the types a `Type` links to by `SCHEMA` (through neomodel's manager)."""
    return {target.name for target in node.schema.all()}


def test_install_schema_is_idempotent_and_neomodel_reads_the_loaded_graph(
    neo4j_store: GraphStore, neo4j_url: str, embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    import neo4j
    from neomodel.sync_.database import db

    from app.kg.store.neo4j_model import Entity, SchemaEdge, Type, install_neo4j_schema

    load(neo4j_store, embedder, kb, tmp_path / "cache")
    install_neo4j_schema(neo4j_url, "neo4j", embedder.dimension, auth=("neo4j", PASSWORD))
    install_neo4j_schema(neo4j_url, "neo4j", embedder.dimension, auth=("neo4j", PASSWORD))
    assert neo4j_store.vector_indexes_ready()

    driver = neo4j.GraphDatabase.driver(neo4j_url, auth=("neo4j", PASSWORD))
    try:
        db.set_connection(driver=driver)
        movie = Entity.nodes.get(uid="Harbor Lights")
        assert movie.types == ["movie"]
        assert len(movie.embedding) == embedder.dimension
        assert schema_targets(Type.nodes.get(name="person")) == set()  # never a source
        assert schema_targets(Type.nodes.get(name="movie")) == TYPES - {"movie"}
        assert {edge.key for edge in SchemaEdge.nodes.all()} == SCHEMA_EDGES
    finally:
        db.close_connection()  # closes `driver`; leaves no neomodel connection behind


def _user_dump(store: GraphStore) -> list[object]:
    nodes = store.run(
        "MATCH (n) RETURN elementId(n) AS id, labels(n) AS labels, properties(n) AS p"
    )
    rels = store.run(
        "MATCH (a)-[r]->(b) RETURN elementId(a) AS a, type(r) AS t, properties(r) AS p, "
        "elementId(b) AS b"
    )
    return [
        sorted((r["id"], sorted(r["labels"]), sorted(r["p"].items())) for r in nodes),
        sorted((r["a"], r["t"], sorted(r["p"].items()), r["b"]) for r in rels),
    ]


def test_index_in_place_answers_and_drop_restores_the_graph(
    neo4j_store: GraphStore, neo4j_settings: Settings, embedder: Embedder
) -> None:
    from loaders.property_graph import drop_index, index_graph

    neo4j_store.run((FIXTURES / "movies_small.cypher").read_text(encoding="utf-8"))
    before = _user_dump(neo4j_store)
    report = index_graph(neo4j_store, embedder, neo4j_settings.cache_dir)
    assert report.labels == {"Movie": 6, "Person": 18}
    qa = build_qa(neo4j_store, neo4j_settings, QAOptions(), None, planner="encoder",
                  embedder=embedder)  # fmt: skip
    assert qa.ask("Who directed The Matrix?").answers == ["Lana Wachowski", "Lilly Wachowski"]
    assert qa.ask("When was The Matrix released?").answers == ["1999"]
    drop_index(neo4j_store, neo4j_settings.cache_dir)
    assert _user_dump(neo4j_store) == before
    names = {row["name"] for row in neo4j_store.run("SHOW INDEXES YIELD name RETURN name")}
    assert not any(name.startswith("safe") for name in names)


ENTERPRISE_IMAGE = os.environ.get("SAFE_NEO4J_ENTERPRISE_IMAGE", "neo4j:5.26-enterprise")
"""An Enterprise Edition image (it creates databases), whose license the test accepts."""


@pytest.mark.skipif(shutil.which("docker") is None, reason="the docker command is not installed")
def test_a_new_database_is_imported_with_neo4j_admin(
    embedder: Embedder, kb: Path, tmp_path: Path
) -> None:
    """neo4j-admin, run in the server's container on files it sees at the same path, creates
    the new database; the graph is the one batched writes make."""
    from testcontainers.community.neo4j import Neo4jContainer

    shared = Path(tempfile.mkdtemp(prefix="safe-neo4j-import-"))
    shared.chmod(0o777)
    container = Neo4jContainer(ENTERPRISE_IMAGE, password=PASSWORD)
    container.with_env("NEO4J_ACCEPT_LICENSE_AGREEMENT", "yes")
    container.with_volume_mapping(str(shared), str(shared), "rw")
    try:
        with container:
            cid = container.get_wrapped_container().id
            base = Settings(db=container.get_connection_url(), home=tmp_path,
                            neo4j_password=PASSWORD)  # fmt: skip
            imported = base.with_options(graph="imported")
            imported = replace(
                imported,
                neo4j_admin=f"docker exec --user neo4j {cid} neo4j-admin",
                neo4j_import_dir=str(shared),
            )
            store = open_store(imported)
            try:
                assert "imported" not in store.graph_names()
                report = load(store, embedder, kb, tmp_path / "cache-imported")
                assert report.writes == "bulk"
                assert counts(report) == EXPECTED
                assert "imported" in store.graph_names()
                bulk_summary = graph_summary(store)
            finally:
                store.close()
            written = open_store(base.with_options(graph="neo4j"))
            try:
                written.drop_graph()
                load(written, embedder, kb, tmp_path / "cache-written")
                assert bulk_summary == graph_summary(written)
            finally:
                written.drop_graph()
                written.close()
    finally:
        shutil.rmtree(shared, ignore_errors=True)
