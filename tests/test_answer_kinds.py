"""What an answer's kind says of the schema, read from relation names alone: the types
whose members do what an agent noun names, and the relations named after their value."""

from __future__ import annotations

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import agent_types, value_relations

from conftest import make_catalog


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
        ([("car", "has_engine", "engine")], "engineers", set()),  # a noun, not a verb
        ([("movie", "starred_actors", "person")], "actors", set()),  # stem too short to tell
        ([("player", "plays_for", "club")], "club", set()),
        ([("player", "plays_for", "club")], "", set()),
    ],
)  # fmt: skip
def test_an_agent_noun_names_the_type_whose_members_do_it(
    embedder: Embedder, schema: list[tuple[str, str, str]], focus: str, types: set[str]
) -> None:
    assert agent_types(focus, make_catalog(embedder, schema)) == types


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
        ("place", {"place_of_birth"}),
        ("genres", {"has_genre"}),
        ("citizen", set()),  # `citizen_of` is said of its source
        ("country", set()),
        ("birth", set()),  # "place" heads `place_of_birth`
        ("", set()),
    ],
)
def test_a_relation_named_after_its_value_is_found_by_its_head_noun(
    embedder: Embedder, focus: str, relations: set[str]
) -> None:
    schema = [
        ("person", "place_of_birth", "city"),
        ("person", "citizen_of", "country"),
        ("movie", "has_genre", "genre"),
    ]
    assert value_relations(focus, make_catalog(embedder, schema)) == relations
