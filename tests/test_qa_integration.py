"""End to end on the embedded FalkorDB with the sample KG: ADJ finds facts that exact
matching misses, evidence is reported in stored direction, and only schema names reach Cypher."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from app.cli.main import main
from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.store import GraphStore, open_store
from app.qa import QAOptions, SafeQA
from app.query_graph import PseudoQueryGraph
from app.safe.adj import ADJOptions

from conftest import load_sample


@pytest.fixture(scope="module")
def loaded(
    safe_home: Path, embedder: Embedder
) -> Iterator[tuple[GraphStore, SchemaCatalog, Settings]]:
    settings = Settings(db="embedded", graph="qa_sample", home=safe_home)
    store = open_store(settings)
    load_sample(store, embedder, settings.cache_dir)
    yield store, SchemaCatalog.load(store, settings.cache_dir), settings
    store.drop_graph()
    store.close()


def qa(
    loaded: tuple[GraphStore, SchemaCatalog, Settings], embedder: Embedder, **options: object
) -> SafeQA:
    store, catalog, _ = loaded
    return SafeQA(store, embedder, catalog, QAOptions(**options))  # type: ignore[arg-type]


SKIP_CITY = PseudoQueryGraph(
    nodes={"Glass Orchard": "movie", "unk1": "director", "unk2": "country"},
    edges=[("Glass Orchard", "directed by", "unk1"), ("unk1", "country of birth", "unk2")],
    answer="unk2",
)


def test_skipped_node_exact_finds_nothing_adj_finds_the_facts(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    strict_types = ADJOptions(sim_typ=1)
    exact = qa(loaded, embedder, mode="exact", adj=strict_types).ask("?", SKIP_CITY)
    assert exact.answers == [] and exact.evidence == []
    safe = qa(loaded, embedder, adj=strict_types).ask("?", SKIP_CITY)
    assert safe.answers == ["Sweden"]
    assert set(safe.evidence[0].named_triples()) == {
        ("Glass Orchard", "directed_by", "Mara Lindqvist"),
        ("Mara Lindqvist", "born_in", "Gothenburg"),
        ("Gothenburg", "located_in", "Sweden"),
    }


def test_invented_relation_and_reversed_edge(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    invented = PseudoQueryGraph(
        nodes={"Glass Orchard": "film", "unk1": "person"},
        edges=[("Glass Orchard", "filmmaker", "unk1")],
        answer="unk1",
    )
    assert qa(loaded, embedder).ask("?", invented).answers == ["Mara Lindqvist"]
    reversed_edge = PseudoQueryGraph(
        nodes={"Mara Lindqvist": "person", "unk1": "movie"},
        edges=[("Mara Lindqvist", "directed", "unk1")],
        answer="unk1",
    )
    result = qa(loaded, embedder).ask("?", reversed_edge)
    assert sorted(result.answers) == ["Glass Orchard", "The Quiet Harbor"]
    # evidence keeps the stored direction: movie -directed_by-> person
    assert result.evidence[0].named_triples()[0][1:] == ("directed_by", "Mara Lindqvist")


def test_misspelt_entity_is_found_by_value_retrieval(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    graph = PseudoQueryGraph(
        nodes={"Glass Orchards": "movie", "unk1": "genre"},
        edges=[("Glass Orchards", "genre", "unk1")],
        answer="unk1",
    )
    assert qa(loaded, embedder).ask("?", graph).answers == ["Drama"]


def test_top_k_and_scores_are_ordered(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    graph = PseudoQueryGraph(
        nodes={"Elena Ruiz": "person", "unk1": "movie"},
        edges=[("unk1", "starred actors", "Elena Ruiz")],
        answer="unk1",
    )
    result = qa(loaded, embedder, k_retrieval=3).ask("?", graph)
    assert len(result.evidence) == 3
    scores = [e.score for e in result.evidence]
    assert scores == sorted(scores)
    assert len(result.answers) == 3


def test_planner_text_never_reaches_cypher(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    store = loaded[0]
    hostile = "x`]->(t) DETACH DELETE t //"
    graph = PseudoQueryGraph(
        nodes={"Glass Orchard') DETACH DELETE n //": "movie", "unk1": hostile},
        edges=[("Glass Orchard') DETACH DELETE n //", hostile, "unk1")],
        answer="unk1",
    )
    before = store.label_counts()
    for mode in ("safe", "exact"):
        result = qa(loaded, embedder, mode=mode).ask("?", graph)
        for compiled in result.cypher:
            assert "DETACH" not in compiled.text and "Orchard" not in compiled.text
    assert store.label_counts() == before


def test_cli_ask_json_with_a_given_graph(loaded) -> None:  # type: ignore[no-untyped-def]
    settings = loaded[2]
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph}
    graph = SKIP_CITY.model_dump_json()
    result = CliRunner().invoke(
        main, ["ask", "Which country was the director of Glass Orchard born in?",
               "--query-graph", graph, "--json", "--show-cypher"], env=env,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Sweden"]
    assert set(data["timings"]) >= {"plan", "adj", "retrieve", "answer", "total"}
    assert data["llm"] == {"calls": 0, "prompt_tokens": 0, "completion_tokens": 0}
    assert data["evidence"][0]["triples"][0] == ["Glass Orchard", "directed_by", "Mara Lindqvist"]
    assert all("$ids_" in c["text"] for c in data["cypher"])


def test_database_ordering_score_equals_the_rankers_semdist(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    store = loaded[0]
    result = qa(loaded, embedder, k_retrieval=50).ask("?", SKIP_CITY)
    tables_scores = sorted(round(e.score, 4) for e in result.evidence)
    database_scores = sorted(
        round(float(row["score"]), 4)
        for compiled in result.cypher
        for row in store.run(compiled.text, compiled.params, read_only=True)
    )
    assert tables_scores and set(tables_scores) <= set(database_scores)
    for compiled in result.cypher:
        rows = store.run(compiled.text, compiled.params, read_only=True)
        scores = [row["score"] for row in rows]
        assert scores == sorted(scores)


def test_a_bridged_match_pays_the_bridge_cost(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    free = qa(loaded, embedder, bridge_cost=0.0).ask("?", SKIP_CITY).evidence[0]
    priced = qa(loaded, embedder, bridge_cost=0.25).ask("?", SKIP_CITY).evidence[0]
    assert free.triples == priced.triples and len(priced.triples) == 3
    assert abs(priced.score - free.score - 0.25) < 1e-4  # one edge ADJ inserted


def test_narrow_radius_finds_the_best_match_before_the_scan_cap_bites(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    graph = PseudoQueryGraph(
        nodes={"Glass Orchard": "movie", "unk1": "year"},
        edges=[("Glass Orchard", "release year", "unk1")],
        answer="unk1",
    )
    # exact mode allows every relation (SimRel 10); one match scanned per query
    tiered = qa(loaded, embedder, mode="exact", scan_limit=1, radii=(0.3, math.inf))
    result = tiered.ask("?", graph)
    assert result.answers == ["2015"]
    assert result.cypher[0].params["rn_r0"] == ["release_year"]  # the narrow query
    assert len(result.cypher) == 2 and len(result.cypher[1].params["rn_r0"]) > 1


def test_an_invented_hop_is_dropped_at_its_cost(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    # a year is linked to nothing but movies: "associated with" another year is invented
    graph = PseudoQueryGraph(
        nodes={"Glass Orchard": "movie", "unk1": "year", "unk2": "year"},
        edges=[("Glass Orchard", "release year", "unk1"), ("unk1", "associated with", "unk2")],
        answer="unk2",
    )
    kept = qa(loaded, embedder, contract_threshold=None).ask("?", graph)
    assert kept.answers != ["2015"]
    dropped_qa = qa(loaded, embedder)
    dropped = dropped_qa.ask("?", graph)
    assert dropped.answers == ["2015"]
    best = dropped.evidence[0]
    assert best.named_triples() == [("Glass Orchard", "release_year", "2015")]
    # the contraction's price: its constant, plus the dropped relation at its nearest
    nearest = dropped_qa.catalog.nearest_relations(
        dropped_qa.embedder.encode(["associated with"])[0], 1
    )[0][1]
    assert best.score >= dropped_qa.options.contract_cost + nearest - 1e-4


def test_dropping_a_hop_never_undercuts_an_honest_full_match(loaded, embedder) -> None:  # type: ignore[no-untyped-def]
    # merging the two people into one pays what the dropped edge and node would have paid
    # at best in a full match, so it never scores below the best a full match could
    graph = PseudoQueryGraph(
        nodes={"Glass Orchard": "movie", "unk1": "person", "unk2": "person"},
        edges=[("Glass Orchard", "directed by", "unk1"), ("unk1", "associated with", "unk2")],
        answer="unk2",
    )
    answering = qa(loaded, embedder, k_retrieval=100)
    result = answering.ask("?", graph)
    contracted = [e for e in result.evidence if result.query_graphs[e.query_graph].contracted]
    assert contracted
    catalog = answering.catalog
    texts = ["directed by", "associated with", "person"]
    vectors = dict(zip(texts, embedder.encode(texts), strict=True))
    best_full = (
        catalog.nearest_relations(vectors["directed by"], 1)[0][1]
        + catalog.nearest_relations(vectors["associated with"], 1)[0][1]
        + 2 * catalog.nearest_types(vectors["person"], 1)[0][1]
    )
    assert min(e.score for e in contracted) >= best_full - 1e-4


def test_cli_ask_prints_brackets_in_questions_and_cypher_as_they_are(loaded) -> None:  # type: ignore[no-untyped-def]
    settings = loaded[2]
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph, "COLUMNS": "400"}
    result = CliRunner().invoke(
        main, ["ask", "Which country was the director of [Glass Orchard] born in?",
               "--query-graph", SKIP_CITY.model_dump_json(), "--show-cypher"], env=env,
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "[Glass Orchard]" in result.output  # not taken for a style tag
    assert "$ids_n0[i]" in result.output and "[r0:" in result.output
