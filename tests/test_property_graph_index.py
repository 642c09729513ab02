"""`safe index` on a property graph already in the embedded FalkorDB (a movies-shaped fixture
of our own): questions answered untrained and without an LLM, the user's data untouched,
reruns that embed only what changed, and `--drop` that leaves the graph as it was."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from app.cli.main import main
from app.config import Settings
from app.errors import LoadError
from app.kg.embeddings import Embedder
from app.kg.store import GraphStore, open_store
from app.kg.store.layout import INDEXED, LOADED
from loaders.pipeline import LoadOptions, load_file
from loaders.property_graph import (
    IndexOptions,
    NameRule,
    drop_index,
    index_graph,
    literal_text,
    name_rule,
)

from conftest import FIXTURES, SAMPLES

MOVIES = (FIXTURES / "movies_small.cypher").read_text(encoding="utf-8")


def dump(store: GraphStore, *, user_only: bool) -> list[Any]:
    """Every node's labels and properties and every relationship between nodes, sorted; with
    `user_only`, what SAFE adds (its labels, safe_ properties, its own nodes) left out."""
    nodes = store.run("MATCH (n) RETURN ID(n) AS id, labels(n) AS labels, properties(n) AS p")
    rels = store.run(
        "MATCH (a)-[r]->(b) RETURN ID(a) AS a, type(r) AS t, properties(r) AS p, ID(b) AS b"
    )
    ours = set(INDEXED.labels) | {"SafeValue"}
    kept = {}
    for row in nodes:
        labels = sorted(row["labels"])
        if user_only:
            if ours & set(labels) - {"SafeEntity"}:
                continue
            labels = [label for label in labels if label != "SafeEntity"]
        props = {k: v for k, v in row["p"].items() if not (user_only and k.startswith("safe_"))}
        kept[row["id"]] = (labels, sorted(props.items()))
    edges = [
        (row["a"], row["t"], sorted(row["p"].items()), row["b"])
        for row in rels
        if row["a"] in kept and row["b"] in kept
    ]
    return [sorted(kept.items()), sorted(edges)]


@pytest.fixture
def movies(settings: Settings) -> Iterator[tuple[GraphStore, Settings]]:
    graph_store = open_store(settings)
    graph_store.run(MOVIES)
    yield graph_store, settings
    graph_store.drop_graph()
    graph_store.close()


def ask(settings: Settings, question: str) -> dict[str, Any]:
    result = CliRunner().invoke(
        main,
        ["ask", question, "--planner", "encoder", "--json", "--graph", settings.graph,
         "--home", str(settings.home)],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    answer: dict[str, Any] = json.loads(result.stdout)
    return answer


def test_the_movies_graph_answers_in_place(movies: tuple[GraphStore, Settings]) -> None:
    store, settings = movies
    before = dump(store, user_only=False)
    runner = CliRunner()
    args = ["--graph", settings.graph, "--home", str(settings.home)]
    result = runner.invoke(main, ["index", "--json", *args])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["labels"] == {"Movie": 6, "Person": 18}
    assert report["display_names"] == {"Movie": "title", "Person": "name"}
    assert report["nodes"] == 24 and report["embedded"] > 24  # people, movies and values

    assert ask(settings, "Who directed The Matrix?")["answers"] == [
        "Lana Wachowski",
        "Lilly Wachowski",
    ]
    assert ask(settings, "When was The Matrix released?")["answers"] == ["1999"]
    tom = ask(settings, "Which movies did Tom Hanks act in?")
    assert sorted(tom["answers"]) == ["Apollo 13", "Cast Away", "Forrest Gump", "The Green Mile"]
    assert sorted(ask(settings, "Which movies were released in 1999?")["answers"]) == [
        "The Green Mile",
        "The Matrix",
    ]
    assert ask(settings, "Who produced The Matrix?")["answers"] == ["Joel Silver"]
    assert ask(settings, "When was Keanu Reeves born?")["answers"] == ["1964"]

    # the user's nodes, relationships and properties are as they were
    assert dump(store, user_only=True) == before
    assert store.layout is INDEXED
    result = runner.invoke(main, ["index", "--drop", "--json", *args])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["dropped"]["user_nodes"] == 24
    assert dump(store, user_only=False) == before  # nothing of SAFE's is left
    indexes = store.run("CALL db.indexes() YIELD label RETURN collect(label) AS labels")
    assert not {"SafeEntity", "SafeType", "SafeMeta"} & set(indexes[0]["labels"])
    reopened = open_store(settings)
    assert reopened.layout is LOADED
    reopened.close()


def test_a_rerun_embeds_only_what_changed(
    movies: tuple[GraphStore, Settings], embedder: Embedder
) -> None:
    store, settings = movies
    first = index_graph(store, embedder, settings.cache_dir)
    again = index_graph(store, embedder, settings.cache_dir)
    assert first.embedded >= 48 and again.embedded == 0 and again.values == 0
    store.run("MATCH (m:Movie {title: 'The Matrix'}) SET m.released = 2001")
    store.run("MATCH (p:Person {name: 'Joel Silver'}) SET p.name = 'Joel R. Silver'")
    changed = index_graph(store, embedder, settings.cache_dir)
    assert changed.embedded == 2  # the renamed person and the new value 2001
    assert ask(settings, "When was The Matrix released?")["answers"] == ["2001"]
    assert ask(settings, "Which movies were released in 1999?")["answers"] == ["The Green Mile"]
    assert ask(settings, "Who produced The Matrix?")["answers"] == ["Joel R. Silver"]
    # 1999 still has The Green Mile; a value nothing links to any more is gone
    store.run("MATCH (m:Movie {title: 'Speed'}) SET m.released = 1993")
    index_graph(store, embedder, settings.cache_dir)
    names = store.run("MATCH (v:SafeValue) RETURN collect(v.safe_name) AS names")[0]["names"]
    assert "1993" in names and "1999" in names


def test_loaded_and_indexed_graphs_are_kept_apart(
    movies: tuple[GraphStore, Settings], embedder: Embedder, settings: Settings
) -> None:
    store, _ = movies
    index_graph(store, embedder, settings.cache_dir)
    with pytest.raises(LoadError, match="indexed in place"):
        load_file(
            store, embedder, SAMPLES / "movies.tsv", LoadOptions(fmt="tsv"), settings.cache_dir
        )
    other = open_store(settings.with_options(graph=settings.graph + "_loaded"))
    try:
        load_file(
            other, embedder, SAMPLES / "movies.tsv", LoadOptions(fmt="tsv"), settings.cache_dir
        )
        with pytest.raises(LoadError, match="built by `safe load`"):
            index_graph(other, embedder, settings.cache_dir)
        with pytest.raises(LoadError, match="not indexed in place"):
            drop_index(other, settings.cache_dir)
    finally:
        other.drop_graph()
        other.close()


def test_name_overrides_and_unknown_labels(
    movies: tuple[GraphStore, Settings], embedder: Embedder
) -> None:
    store, settings = movies
    with pytest.raises(LoadError, match="Studio"):
        index_graph(store, embedder, settings.cache_dir, IndexOptions(names={"Studio": "name"}))
    report = index_graph(
        store, embedder, settings.cache_dir, IndexOptions(names={"Movie": "title+released"})
    )
    assert report.display_names["Movie"] == "title + released"
    found = store.run("MATCH (m:Movie {title: 'Speed'}) RETURN m.safe_name AS name")
    assert found[0]["name"] == "Speed 1994"


@pytest.mark.parametrize(
    ("label", "samples", "rule"),
    [
        ("Person", [{"name": "Ann", "born": 1950, "title": "Dr"}], NameRule(("name",))),
        ("Movie", [{"title": "Up", "released": 2009}], NameRule(("title",))),
        (
            "Product",
            [{"productName": "Chai", "quantityPerUnit": "10 boxes", "productID": 1}],
            NameRule(("productName",)),
        ),
        (
            "Employee",
            [{"firstName": "Nancy", "lastName": "Davolio", "title": "Sales"}],
            NameRule(("firstName", "lastName")),
        ),
        ("Book", [{"title": "Emma", "isbn": "x1"}], NameRule(("title",))),
        (
            "Order",
            [{"orderID": 10248 + i, "shipName": "Vins", "freight": 32.4} for i in range(4)],
            NameRule(("orderID",), prefixed=True),
        ),
        ("Thing", [{"weight": 3}], NameRule(())),
    ],
)
def test_display_name_rule(label: str, samples: list[dict[str, Any]], rule: NameRule) -> None:
    assert name_rule(label, samples) == rule


def test_display_names_and_literals_read_as_stored() -> None:
    assert NameRule(("orderID",), prefixed=True).name("Order", {"orderID": 10248}, 7) == (
        "order 10248"
    )
    both = NameRule(("firstName", "lastName"))
    assert both.name("Employee", {"firstName": "Ann", "lastName": "Lee"}, 1) == "Ann Lee"
    assert NameRule(()).name("Thing", {}, 42) == "thing 42"
    assert [literal_text(v) for v in (1999, 18.0, 2.5, True, "x")] == [
        "1999",
        "18.0",
        "2.5",
        "true",
        "x",
    ]


def test_index_of_a_graph_without_labels_is_refused(store: GraphStore, embedder: Embedder) -> None:
    store.run("CREATE ()-[:LINKS]->()")
    with pytest.raises(LoadError, match="no labelled nodes"):
        index_graph(store, embedder, Path("/tmp/safe-no-cache"))


def test_graphs_using_safes_names_are_refused_before_any_write(
    store: GraphStore, embedder: Embedder, settings: Settings
) -> None:
    store.run("CREATE (:Movie {title: 'Up'})")
    before = dump(store, user_only=False)
    with pytest.raises(LoadError, match="Studio"):
        index_graph(store, embedder, settings.cache_dir, IndexOptions(names={"Studio": "x"}))
    assert dump(store, user_only=False) == before
    store.run("CREATE (:Person {name: 'Ann', safe_name: 'mine'})")
    before = dump(store, user_only=False)
    with pytest.raises(LoadError, match="safe_name"):
        index_graph(store, embedder, settings.cache_dir)
    assert dump(store, user_only=False) == before
    assert store.layout is LOADED


def test_vectors_and_long_lists_are_not_made_facts(
    store: GraphStore, embedder: Embedder, settings: Settings
) -> None:
    store.run(
        "CREATE (:Doc {title: 'Guide', tags: ['setup', 'cli'], vector: [0.1, 0.2, 0.3], "
        "steps: range(1, 40)})"
    )
    report = index_graph(store, embedder, settings.cache_dir)
    assert report.skipped_values == 2 and report.facts == 2  # the two tags
    tags = store.run("MATCH (:Doc)-[:tags]->(v) RETURN v.safe_name AS n ORDER BY n")
    assert [row["n"] for row in tags] == ["cli", "setup"]
