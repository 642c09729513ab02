"""What an answer's kind says of the schema, read from relation names alone: the types
whose members do what an agent noun names, and the relations named after their value."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.kg.embeddings import Embedder, normalised
from app.planners.answer_type import (
    CATEGORY_FIT,
    NOUN_FIT_MIN,
    WHOLE_NAME_FIT,
    AnswerFocus,
    AnswerTypes,
    agent_types,
    answer_focus,
    doer_stems,
    doer_types,
    irregular_past,
    role_doer_types,
    singular,
    subject_stems,
    value_relations,
    value_steps,
)

from conftest import FIXTURES, make_catalog, tsv_planner


@pytest.mark.parametrize(
    ("schema", "focus", "types"),
    [
        ([("movie", "directed_by", "person")], "directors", {"person"}),  # passive: its target
        ([("person", "DIRECTED", "movie")], "director", {"person"}),
        ([("movie", "directed_by_person", "person")], "director", {"person"}),
        ([("player", "plays_for", "club")], "players", {"player"}),
        ([("club", "plays_for_inverse", "player")], "players", {"player"}),  # read backwards
        ([("book", "written_by", "person"), ("book", "written_in", "language")], "writers",
         {"person"}),  # a participle before "in" says where, not who
        ([("movie", "produced_in", "country")], "producers", set()),
        ([("player", "played_for", "club")], "players", {"player"}),  # active, past
        ([("book", "written_by", "person"), ("person", "wrote", "book")], "writers",
         {"person"}),  # a relation and its twin say the same
        ([("car", "has_engine", "engine")], "engineers", set()),  # a noun, not a verb
        ([("movie", "starred_actors", "person")], "actors", set()),  # stem too short to tell
        ([("player", "plays_for", "club")], "club", set()),
        ([("player", "plays_for", "club")], "", set()),
        # a noun before a relation's particle names its source's role
        ([("person", "isCitizenOf", "country")], "citizens", {"person"}),
        ([("country", "citizen_of_inverse", "person")], "citizen", {"person"}),  # backwards
        ([("person", "member_of", "party")], "members", {"person"}),
        ([("person", "isCitizenOf", "country")], "country", set()),
    ],
)  # fmt: skip
def test_an_agent_noun_names_the_type_whose_members_do_it(
    embedder: Embedder, schema: list[tuple[str, str, str]], focus: str, types: set[str]
) -> None:
    assert agent_types(focus, make_catalog(embedder, schema)) == types


DOERS = [
    ("rocket", "spaceflight.vehicle.builder", "firm"),
    ("mission", "spaceflight.mission.operator", "agency"),
    ("mission", "spaceflight.mission.commander", "astronaut"),
    ("car", "maker", "company"),
    ("race", "runner", "athlete"),
    ("player", "shirt_number", "number"),
    ("song", "produced_by", "person"),
    ("novel", "written_by", "author"),
    ("club", "founded_in", "year"),  # a participle before "in" names no doer
    ("variety", "was bred by", "breeder"),  # an irregular participle the lexicon knows
    ("train", "Train_builtBy_Manufacturer", "maker"),  # a passive before the range's name
]


@pytest.mark.parametrize(
    ("words", "types"),
    [
        (["built"], {"firm", "maker"}),  # an irregular past: "build" of `builder`, `builtBy`
        (["manufactured"], {"maker"}),  # and the range's agent noun
        (["operated"], {"agency"}),
        (["commands"], {"astronaut"}),
        (["made"], {"company"}),  # "make" of `maker`
        (["makes"], {"company"}),
        (["ran"], {"athlete"}),  # "runner": "run"
        (["who", "built the rocket", "launched"], {"firm", "maker"}),  # a phrase's words
        (["numbered"], set()),  # "number" is no doer of a verb said
        (["command"], {"astronaut"}),  # the bare verb, or the noun: "in command of" X
        (["produced"], {"person"}),  # `produced_by`: its target produced its source
        (["produces"], {"person"}),
        (["wrote"], {"author"}),  # an irregular past of `written_by`'s participle
        (["flew"], set()),
        (["bred"], {"breeder"}),  # "breed" of `was bred by`
        (["breeds"], {"breeder"}),
    ],
)
def test_a_verb_asks_for_the_type_a_relation_calls_its_doer(
    embedder: Embedder, words: list[str], types: set[str]
) -> None:
    assert doer_types(words, doer_stems(make_catalog(embedder, DOERS))) == types


@pytest.mark.parametrize(
    ("role", "types"),
    [
        ("producer", {"person"}),  # the agent noun of `produced_by`'s verb
        ("executive producer", {"person"}),
        ("maker", {"company"}),
        ("commander", {"astronaut"}),
        ("writer", {"author"}),
        ("director", set()),
    ],
)
def test_an_agent_noun_asked_for_names_the_doer_of_its_verb(
    embedder: Embedder, role: str, types: set[str]
) -> None:
    """ "who is the producer of X": what `produced_by` reaches, the song's producer."""
    assert role_doer_types(role, doer_stems(make_catalog(embedder, DOERS))) == types


@pytest.mark.parametrize(
    ("words", "types"),
    [
        (["flew"], {"airline"}),  # an irregular past of `fliesto`'s "flies"
        (["flies"], {"airline"}),
        (["serves"], {"carrier"}),
        (["serving"], {"carrier"}),
        (["operated"], set()),  # `operator` names its target, no verb its source
    ],
)
def test_a_verb_in_the_third_person_names_its_source_as_the_doer(
    embedder: Embedder, words: list[str], types: set[str]
) -> None:
    schema = [
        ("airline", "concept:fliesto", "airport"),
        ("carrier", "serves_route", "route"),
        ("mission", "spaceflight.mission.operator", "agency"),
        ("genre", "films_in_this_genre", "film"),  # a plural, read as a verb: "films"
    ]
    assert doer_types(words, subject_stems(make_catalog(embedder, schema))) == types


def test_an_edge_holding_few_of_its_relations_triples_plays_no_role(embedder: Embedder) -> None:
    schema = [("movie", "directed_by", "person"), ("movie", "directed_by", "city")]
    assert agent_types("director", make_catalog(embedder, schema, {0: 99, 1: 1})) == {"person"}
    assert agent_types("director", make_catalog(embedder, schema, {0: 9, 1: 1})) == {
        "person",
        "city",
    }


@pytest.mark.parametrize(
    ("focus", "relations"),
    [
        (AnswerFocus("place"), {"place_of_birth"}),
        (AnswerFocus("genres"), {"has_genre"}),
        (AnswerFocus("which countries"), {"club_country"}),
        (AnswerFocus("citizen"), set()),  # `citizen_of` is said of its source
        (AnswerFocus("birth"), set()),  # "place" heads `place_of_birth`
        (AnswerFocus("year genre"), {"has_genre"}),  # the question's own words: the last
        (AnswerFocus("date year time", literal=False), {"release_year"}),  # "when"
        (AnswerFocus(""), set()),
        (AnswerFocus("species"), set()),  # `studies_species` says what its source does
        (AnswerFocus("genre"), {"has_genre"}),  # "has" is a light verb
        # "where": a name ending in "in" or "at" says a place too
        (
            AnswerFocus("place location country city", literal=False),
            {"place_of_birth", "club_country", "headquartered_in"},
        ),
    ],
)
def test_a_relation_named_after_its_value_is_found_by_its_head_noun(
    embedder: Embedder, focus: AnswerFocus, relations: set[str]
) -> None:
    schema = [
        ("person", "place_of_birth", "city"),
        ("person", "citizen_of", "country"),
        ("club", "club_country", "country"),
        ("movie", "has_genre", "genre"),
        ("movie", "release_year", "year"),
        ("genre", "genre_of", "movie"),
        ("person", "studies_species", "species"),
        ("genre", "films_in_this_genre", "movie"),
        ("company", "headquartered_in", "city"),
    ]
    assert value_relations(focus, make_catalog(embedder, schema)) == relations


def test_a_value_named_step_counts_unless_another_reaches_its_type_sooner() -> None:
    named = {("shirt_number", True), ("club_country", True), ("has_genre", True)}
    paths = [
        (("shirt_number", True), "number", 1),  # beside age, to the same numbers: it counts
        (("age", True), "number", 1),
        (("citizen_of", True), "country", 1),
        (("club_country", True), "country", 2),  # a shorter path says the country otherwise
        (("has_genre", True), "genre", 1),
        (("has_genre", True), "genre", 3),  # the genres of the films by its writer: alike
        (("has_imdb_votes", True), "genre", 1),  # as near as a named step: it counts still
    ]
    assert value_steps(paths, named).tolist() == [1, 0, 0, 0, 1, 1, 0]
    assert value_steps([], named).tolist() == []


def test_a_value_named_step_the_words_walk_to_counts_though_another_is_sooner() -> None:
    named = {("launch_site", True)}
    paths = [
        (("agency", True), "agency", 1),  # an astronaut's agency: the same type, sooner
        (("launch_site", True), "agency", 2),  # "flown" says the step before: it counts
        (("launch_site", True), "agency", 3),  # its steps before not said
    ]
    said = np.asarray([True, True, False])  # a path of one step has no step before
    assert value_steps(paths, named, said).tolist() == [0, 1, 0]
    assert value_steps(paths, named).tolist() == [0, 0, 0]
    # "name a company established in 1995": the words say the shorter path whole
    assert value_steps(paths, named, said, np.asarray([True, False, False])).tolist() == [0, 0, 0]


@pytest.mark.parametrize(
    ("plural", "one"),
    [
        ("players", "player"), ("countries", "country"), ("parties", "party"),
        ("movies", "movie"), ("addresses", "address"), ("matches", "match"),
        ("prizes", "prize"), ("quizzes", "quiz"),
        ("languages", "language"), ("people", "person"), ("alumni", "alumnus"),
        ("genera", "genus"), ("analyses", "analysis"),
        ("series", "series"), ("class", "class"), ("status", "status"), ("his", "his"),
    ],
)  # fmt: skip
def test_a_plural_reads_as_its_singular(plural: str, one: str) -> None:
    assert singular(plural) == one


def test_a_plural_focus_is_called_what_a_relation_calls_its_singular(embedder: Embedder) -> None:
    """ "which awards": `has_won_prize` says "prize", under `NOUN_FIT_MIN` from "awards"
    alone and over it from "awards" read with "award"."""
    catalog = make_catalog(embedder, [("person", "has_won_prize", "prize")])
    kinds = AnswerTypes(None, catalog, embedder)  # type: ignore[arg-type]  # no store read
    alone = normalised(embedder.encode(["awards"])[0])
    assert kinds.called_by_relations("prize", alone) == -1.0
    assert kinds.called_by_relations("prize", kinds.focus_vector("awards")) >= NOUN_FIT_MIN
    one = normalised(embedder.encode(["award"])[0])
    assert kinds.focus_vector("award") == pytest.approx(one, abs=1e-5)  # read as it is


def test_a_kind_typed_with_another_is_read_by_its_own_role(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    # `locatedInCountry` is said of ten parks and two institutes: typed apart, its role
    # holds both and a walk to the institutes may end at it; `worksAt`'s target says what
    # they are
    kg = FIXTURES / "field_stations.tsv"
    with tsv_planner(safe_home, embedder, kg, tmp_path) as planner:
        best = planner.rank("which institute employs Amina Otieno ?")[0]
        assert best.paths[0].hops == (("worksAt", True),)
        parks = planner.rank("which parks is Felis aurea found in ?")[0]
        assert parks.paths[0].hops == (("foundIn", True),)


def test_a_type_of_categories_answers_no_question_for_instances(embedder: Embedder) -> None:
    """`VesselType`'s values are kinds of vessel: "which ships" asks for vessels, "which
    type" for the kinds."""
    schema = [("vessel", "VesselType", "kind"), ("vessel", "year_built", "year")]
    kinds = AnswerTypes(None, make_catalog(embedder, schema), embedder)  # type: ignore[arg-type]
    assert kinds.categories("ships", ["kind", "vessel", "year", "kind"]).tolist() == [1, 0, 0, 1]
    assert kinds.categories("type", ["kind", "vessel"]).tolist() == [0, 0]


@pytest.mark.parametrize(
    ("schema", "asked", "naming"),
    [
        # `INDUSTRY`'s values ("utility") are kinds of company: "which company" asks for
        # the companies, "what sector" and "which industry" for the kinds
        (
            [("company", "INDUSTRY", "industry"), ("company", "FOUNDED_YEAR", "year")],
            "companies",
            ("sector", "industries"),
        ),
        # `genre`'s values ("puzzle game") are kinds of game: "which games" asks for games
        ([("game", "genre", "genre"), ("game", "releaseYear", "year")], "games", ("genre",)),
        # `body_style`'s values ("sedan") are kinds of car: "name a car" asks for cars
        ([("car", "body_style", "style"), ("car", "launch_yr", "year")], "car", ()),
    ],
)
def test_a_category_noun_names_kinds(
    embedder: Embedder, schema: list[tuple[str, str, str]], asked: str, naming: tuple[str, ...]
) -> None:
    (thing, _, kind), (_, _, year) = schema
    kinds = AnswerTypes(None, make_catalog(embedder, schema), embedder)  # type: ignore[arg-type]
    assert kinds.categories(asked, [kind, thing, year]).tolist() == [1, 0, 0]
    for word in naming:  # a focus itself a category noun asks for the kinds
        assert kinds.categories(word, [kind, thing]).tolist() == [0, 0]


@pytest.mark.parametrize(
    ("question", "predicated"),
    [
        ("what business is Acme in ?", True),  # what Acme is in: a category answers
        ("what business is the firm sued in Acme in ?", True),
        ("which companies are the owners of Acme ?", False),  # the companies are the owners
        ("which companies were founded in Acme ?", False),
        ("what company is Acme a subsidiary of ?", False),  # the particle is the noun's
    ],
)
def test_a_kind_said_of_the_subject_may_be_a_category(question: str, predicated: bool) -> None:
    start = question.index("Acme")
    focus = answer_focus(question, [(start, start + 4)])
    assert focus is not None and focus.predicated is predicated


def test_a_fleets_questions_are_read_by_what_they_ask_for(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    # "Container Ship" fits "ships" better than a vessel's name; "who operates" asks for
    # `OperatedBy`'s target, which does it; "where" is as well said by `HeadquarteredIn`
    # as by a city's `Country`
    kg = FIXTURES / "fleet.tsv"  # vessels, lines, cities, captains and their academies
    with tsv_planner(safe_home, embedder, kg, tmp_path) as planner:
        built = planner.rank("which ships were built in 2013 ?")[0]
        assert built.paths[0].hops == (("YearBuilt", False),)
        operator = planner.rank("who operates MV Orient Onyx ?")[0]
        assert operator.paths[0].hops == (("OperatedBy", True),)
        where = planner.rank("where is Hellenic Blue Lines headquartered ?")[0]
        assert where.paths[0].hops == (("HeadquarteredIn", True),)
        # the school stands after "from": the object of a verb, not `LocatedIn`'s subject
        alumni = planner.rank("which captains graduated from Boka Bay Maritime School ?")[0]
        assert alumni.paths[0].hops == (("TrainedAt", False),)


def test_a_fleets_places_kinds_and_offices(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    # "where" is said once: by `TrainedAt`, not again by the school's `LocatedIn`; "what
    # kind of ships" asks for a category; "head office in" is `HeadquarteredIn`'s own "in"
    kg = FIXTURES / "fleet.tsv"
    with tsv_planner(safe_home, embedder, kg, tmp_path) as planner:
        trained = planner.rank("where did Rajesh Patil train ?")[0]
        assert trained.paths[0].hops == (("TrainedAt", True),)
        kinds = planner.rank("what kind of ship does Rajesh Patil command ?")
        assert kinds[0].paths[0].hops == (("CommandedBy", False), ("VesselType", True))
        assert kinds[0].score - kinds[1].score > CATEGORY_FIT  # not a near thing with lines
        office = planner.rank("which city is Nordvik Container Line's head office in ?")[0]
        assert office.paths[0].hops == (("HeadquarteredIn", True),)


def test_a_focus_saying_a_relations_whole_name_names_its_values(embedder: Embedder) -> None:
    """ "what drug class is X in" says `drug_class` word for word: its values' type; one
    word of it ("class") or a name said of its source (`works_at`) names none."""
    schema = [("drug", "drug_class", "class"), ("person", "works_at", "lab")]
    kinds = AnswerTypes(None, make_catalog(embedder, schema), embedder)  # type: ignore[arg-type]
    assert kinds.named_by("class") == {"drug class"}
    assert kinds.named_by("lab") == frozenset()


@pytest.mark.parametrize(
    ("schema", "twins", "words", "types"),
    [
        # a twin with a name of its own says its role: the firm makes, it manufactured
        ([("firm", "makes", "kit"), ("kit", "manufactured_by", "firm")],
         {"manufactured_by": "makes"}, ["manufactured"], {"firm"}),
        # a twin made passive by its suffix reads as a passive
        ([("studio", "developed", "game"), ("game", "developedBy", "studio")],
         {"developedBy": "developed"}, ["develops"], {"studio"}),
        # a mirror named by a suffix reads its relation backwards: no role of its own
        ([("club", "signed", "player"), ("player", "signed_inverse", "club")],
         {"signed_inverse": "signed"}, ["signed"], set()),
    ],
)  # fmt: skip
def test_a_twin_says_the_role_its_own_name_says(
    embedder: Embedder,
    schema: list[tuple[str, str, str]],
    twins: dict[str, str],
    words: list[str],
    types: set[str],
) -> None:
    catalog = replace(make_catalog(embedder, schema), twins=twins)
    assert doer_types(words, doer_stems(catalog)) == types


def test_a_compound_ending_in_a_one_word_value_name_names_its_values(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """ "which mountain range": `range` names its values (routes climb a `mountain`, which
    is in a `range`); the word "mountain" had fitted the mountains better."""
    with tsv_planner(safe_home, embedder, FIXTURES / "peaks.tsv", tmp_path) as planner:
        best = planner.rank("in which mountain range did Tanabe Pillar climb ?")[0]
        assert best.paths[0].hops == (("mountain", True), ("range", True)), best.graph.plan
        ranges = best.paths[0].types[-1]
        mountains = best.paths[0].types[1]
        assert planner.answer_types.named_by(ranges, words=1) == {"range"}
        fits = planner.answer_types.fit("mountain range", [ranges, mountains], roles=True)
        assert fits[0] == WHOLE_NAME_FIT > fits[1]


def test_who_is_the_developer_answers_the_studio_not_a_person(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """ "who is the developer of X" asks for what `developedBy` reaches, studios whose names
    fit "person" less well than the lead designers' do (`role_doer_types`)."""
    with tsv_planner(safe_home, embedder, FIXTURES / "studios.tsv", tmp_path) as planner:
        found = planner.rank("who is the developer of Ember Vale ?")[0]
        walked = planner.catalog.walked
        assert tuple(map(walked, found.paths[0].hops)) == (("developedBy", True),)


@pytest.mark.parametrize(
    ("word", "base"),
    [
        ("built", "build"),
        ("bred", "breed"),  # four letters ending in "-ed": not a regular past
        ("heard", "hear"),
        ("came", "come"),
        ("worked", None),  # regular
        ("put", None),  # a base
        ("was", None),  # an auxiliary
        ("ground", None),  # a noun too: `home_ground` names a ground
        ("speed", None),
        ("farm", None),
    ],
)
def test_irregular_past_forms_come_from_the_lexicon(word: str, base: str | None) -> None:
    assert irregular_past(word) == base
