"""Types of values: a type only relations named after their value reach (`instrument`,
`recordLabel`, `birthPlace`), asked for by a word the graph does not use for it. The KG is a
small music scene of our own, relations named as schema.org names its properties, no types
file (`tests/fixtures/music_small.tsv`)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder, normalised
from app.kg.store import GraphStore
from app.planners.answer_type import (
    WHOLE_NAME_FIT,
    answer_focus,
    says_where,
    value_names,
    value_noun,
    value_relations,
    value_types,
)
from app.planners.encoder_planner import PERSON, WHO_VALUE_FIT, EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.qa import QAOptions, SafeQA, build_qa

from conftest import FIXTURES, make_catalog, tsv_graph, tsv_planner

KG = FIXTURES / "music_small.tsv"


def _facts(relation: str) -> list[tuple[str, str]]:
    rows = [line.split("\t") for line in KG.read_text(encoding="utf-8").splitlines()]
    return [(head, tail) for head, rel, tail in rows if rel == relation]


@pytest.fixture(scope="module")
def music(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Settings, GraphStore, SchemaCatalog]]:
    """The music KG loaded once for this module (tsv, no types file)."""
    with tsv_graph(safe_home, embedder, KG, tmp_path_factory.mktemp("cache"), "m") as graph:
        yield graph


def test_a_type_only_value_named_relations_reach_is_a_type_of_values(embedder: Embedder) -> None:
    schema = [
        ("musician", "member_of", "band"),  # said of its source: bands are things
        ("album", "by_artist", "band"),
        ("musician", "instrument", "instrument"),
        ("album", "record_label", "label"),
        ("musician", "birth_place", "city"),
        ("city", "contained_in_place", "country"),  # cities are subjects too
        ("album", "date_published", "year"),
        ("band", "founding_date", "year"),
        ("album", "genre", "genre"),
        ("album", "genre", "label"),  # a typing accident: one triple of many
    ]
    catalog = make_catalog(embedder, schema, {8: 99, 9: 1})
    assert value_types(catalog) == {
        "instrument": {"instrument"},
        "label": {"label"},
        "country": {"place"},
        "year": {"date"},  # `date_published` names a date too
        "genre": {"genre"},
    }
    mirrored = [*schema, ("country", "contained_in_place_inverse", "city")]
    twins = replace(make_catalog(embedder, mirrored), twins={"contained_in_place_inverse": "x"})
    assert "country" in value_types(twins)  # a mirror's source is its relation's target


@pytest.mark.parametrize(
    ("relation", "noun"),
    [("shirt_number", "number"), ("place_of_birth", "place"), ("citizen_of", None),
     ("plays_for_inverse", None), ("_", None), ("--", None), ("P31", "p31"),
     ("partOfRegion", "region"), ("member_of_party", "party"), ("part_of", None),
     ("dose in mg", "dose"), ("approved in year", "year"), ("games_in_series", "series"),
     ("works at (inverse)", None), ("CAPACITY_MW", "capacity"), ("lengthKm", "length"),
     ("release_year", "year"), ("built_km", "km"),
     # a noun, then a past participle saying what was done to it: the noun
     ("Wines Made", "wine"), ("year_founded", "year"), ("Award Won", "award"),
     ("films_directed", "film"), ("ageRating", "rating"), ("where_spoken", "spoken"),
     ("is_located", "located"),
     # an ontology export's `Domain_verbPhrase_Range`: the phrase's noun, else the range
     ("Line_chiefEngineer_Person", "engineer"), ("Train_leadDesigner_Person", "designer"),
     ("Station_stationCode_Id", "code"), ("Line_operatorId_Operator", "operator"),
     ("Line_operatedBy_Operator", "operator"), ("Company_founded_Year", "year"),
     ("Line_has_Station", "station"), ("Station_near_Station", "station"),
     ("Service_uses_Train", "train"), ("Station_platforms_Count", "count")],
)  # fmt: skip
def test_the_noun_a_relation_is_named_after(relation: str, noun: str | None) -> None:
    assert value_noun(relation) == noun


def test_a_compound_written_as_one_word_names_the_value_its_name_reads_as_two(
    embedder: Embedder,
) -> None:
    schema = [("winery", "Winemaker", "person"), ("winery", "Owned By", "owner")]
    catalog = make_catalog(embedder, schema)
    focus = answer_focus("who is the winemaker at Velmont ?", [(26, 33)])
    assert focus is not None and focus.text == "winemaker"
    assert value_relations(focus, catalog) == {"Winemaker"}  # read "wine maker"
    plural = answer_focus("which winemakers work at Velmont ?", [(25, 32)])
    assert plural is not None and value_relations(plural, catalog) == {"Winemaker"}


def test_a_unit_names_the_value_too() -> None:
    assert value_names("VOLTAGE_KV") == {"voltage", "kv"}  # "what kV rating"
    assert value_names("release_year") == {"year"}
    assert value_names("citizen_of") == set()


@pytest.mark.parametrize(
    ("relation", "where"),
    [
        ("country", True),
        ("http://schema.org/addressCountry", True),
        ("FEEDS_REGION", True),
        ("headquarteredIn", True),  # a locative particle
        ("BASED_AT", True),
        ("nationality", False),
        ("plays_for", False),
        ("release_year", False),
    ],
)
def test_a_relation_saying_where_its_source_is(relation: str, where: bool) -> None:
    assert says_where(relation) is where


@pytest.mark.parametrize(
    ("question", "category"),
    [
        ("what kind of book is Emma ?", True),
        ("what type of music does Bob play ?", True),
        ("which books did Emma write ?", False),
    ],
)
def test_what_kind_of_asks_for_a_category(question: str, category: bool) -> None:
    focus = answer_focus(question)
    assert focus is not None and focus.category is category


@pytest.fixture(scope="module")
def untrained(music: tuple[Settings, GraphStore, SchemaCatalog], embedder: Embedder) -> SafeQA:
    """The music KG's pipeline with the untrained encoder planner."""
    settings, store, _ = music
    return build_qa(
        store, settings, QAOptions(), None, planner="encoder", embedder=embedder,
        trained_scorer=False,
    )  # fmt: skip


def test_asked_by_another_word_a_type_of_values_is_not_the_answer(untrained: SafeQA) -> None:
    qa = untrained
    born = _facts("birthPlace")
    city = born[0][1]
    musicians = {m for m, c in born if c == city}
    # "musicians" is nearer the names of instruments than those of people, but the graph
    # calls instruments "instrument", a better name for them
    assert qa.ask(f"which musicians were born in {city} ?").answers[0] in musicians
    countries = dict(_facts("containedInPlace"))
    # the graph calls countries "place", but "country" names them better
    person, birthplace = born[1]
    assert qa.ask(f"which country was {person} born in ?").answers == [countries[birthplace]]


def test_a_value_type_called_by_the_asked_word_keeps_its_fit(
    music: tuple[Settings, GraphStore, SchemaCatalog], embedder: Embedder
) -> None:
    _, store, catalog = music
    planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
    types = planner.answer_types
    instruments = next(t for t, nouns in types.value_types.items() if nouns == {"instrument"})
    places = next(t for t, nouns in types.value_types.items() if nouns == {"place"})
    assert types.called_otherwise("musicians", [instruments, places]).tolist() == [1, 1]
    assert types.called_otherwise("instruments", [instruments]).tolist() == [0]
    assert types.called_otherwise("country", [places]).tolist() == [0]


def test_a_made_up_type_is_what_its_relations_together_describe(
    music: tuple[Settings, GraphStore, SchemaCatalog], embedder: Embedder, untrained: SafeQA
) -> None:
    catalog, qa = music[2], untrained
    # albums are named like "Echoes of the Valley", no relation names them, and "album" is
    # nearer the labels' "... Records" than their titles; what the albums have together
    # (an artist, a label, tracks, a release date) is what "album" names
    by_artist = _facts("byArtist")
    band = by_artist[0][1]
    assert qa.ask(f"name an album by {band} ?").answers[0] in {a for a, b in by_artist if b == band}
    on_label = _facts("recordLabel")
    label = on_label[0][1]
    assert qa.ask(f"which albums came out on {label} ?").answers[0] in {
        a for a, lab in on_label if lab == label
    }
    types = qa.planner.answer_types  # type: ignore[attr-defined]
    albums = next(e.source for e in catalog.edges if e.relation == "byArtist")
    people = next(e.source for e in catalog.edges if e.relation == "birthPlace")
    vector = normalised(embedder.encode(["albums"])[0])
    assert types.described(albums, vector) > types.fit("albums", [albums])[0]
    # one relation naming what is asked ("instrument") is a value of the type, not the type
    vector = normalised(embedder.encode(["instrument"])[0])
    assert types.described(people, vector) == pytest.approx(types.fit("instrument", [people])[0])


def test_who_never_asks_for_a_type_of_values(
    music: tuple[Settings, GraphStore, SchemaCatalog], embedder: Embedder
) -> None:
    """ "who" asks for a person (or a body acting as one): a type of values (instruments)
    loses WHO_VALUE_FIT of its fit, a type of people keeps its own."""
    _, store, catalog = music
    planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
    types = planner.answer_types
    instruments = next(t for t, nouns in types.value_types.items() if nouns == {"instrument"})
    people = next(e.source for e in catalog.edges if e.relation == "birthPlace")
    who = answer_focus("who plays the Violin ?", [(13, 19)])
    assert who is not None and who.text == PERSON
    asked = planner._asked_fit(who, [instruments, people])
    plain = types.fit(PERSON, [instruments, people], roles=True)
    assert asked[0] == pytest.approx(plain[0] - WHO_VALUE_FIT)
    assert asked[1] == pytest.approx(plain[1])


def test_a_focus_written_as_one_word_says_a_name_read_as_two(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    wineries = ["Château Velmont", "Bodega Ardillas", "Weingut Sommerhalde", "Tenuta Corvara"]
    makers = ["Anne Roux", "Pablo Ibarra", "Jonas Keller", "Giulia Ferri"]
    owners = ["Velmont Holdings", "Ardillas Group", "Sommer Beteiligungen", "Corvara Spa"]
    rows = [
        row
        for winery, maker, owner in zip(wineries, makers, owners, strict=True)
        for row in (f"{winery}\tWinemaker\t{maker}", f"{winery}\tOwned By\t{owner}",
                    f"{maker}\tBorn In\tDijon", f"{owner}\tHQ City\tParis")
    ]  # fmt: skip
    kg = tmp_path / "wine.tsv"
    kg.write_text("\n".join(rows) + "\n", encoding="utf-8")
    with tsv_planner(safe_home, embedder, kg, tmp_path / "cache", prefix="w") as planner:
        ends = {e.relation: e.target for e in planner.catalog.edges}
        fits = planner.answer_types.fit("winemakers", [ends["Winemaker"], ends["Owned By"]], True)
        assert fits[0] == WHOLE_NAME_FIT > fits[1]  # `Winemaker` reads "wine maker"
        best = planner.rank("who is the winemaker at Tenuta Corvara ?")[0]
        assert best.paths[0].hops == (("Winemaker", True),), best.graph.plan
