"""LLM wording noise for gold pseudo graphs: phrasings files, reworded relations and types,
respelled entities, and their place among the noise kinds."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.errors import ConfigError
from app.eval.noise import NoiseSpec, Vocabulary, add_noise
from app.eval.phrasings import Phrasings, respell_entities, reword_relations, reword_types
from app.query_graph import PseudoQueryGraph

from conftest import SAMPLES

GRAPH = PseudoQueryGraph(
    nodes={"franz_liszt": "person", "unk1": "person", "unk2": "profession target"},
    edges=[("franz_liszt", "children", "unk1"), ("unk1", "profession", "unk2")],
    answer="unk2",
)


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "p.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_relation_said_from_the_other_side_reverses_its_edge(tmp_path: Path) -> None:
    phrasings = Phrasings.load(write(tmp_path, {"relations": {"children": ["~child of"]}}))
    graph = reword_relations(GRAPH, phrasings, random.Random(0))
    assert graph is not None
    assert graph.edges[0] == ("unk1", "child of", "franz_liszt")
    assert graph.edges[1] == ("unk1", "profession", "unk2")  # no phrasing: kept


def test_relations_match_by_stored_or_verbalised_name(tmp_path: Path) -> None:
    data = {"relations": {"__people__person__profession": ["works as"], "Has Genre": ["genre"]}}
    phrasings = Phrasings.load(write(tmp_path, data))
    assert phrasings.relation("people person profession", random.Random(0)) == ("works as", False)
    assert phrasings.relation("has genre", random.Random(0)) == ("genre", False)
    assert phrasings.relation("directed by", random.Random(0)) is None


def test_types_are_reworded_and_unknown_ones_kept(tmp_path: Path) -> None:
    phrasings = Phrasings.load(write(tmp_path, {"types": {"profession target": ["occupation"]}}))
    graph = reword_types(GRAPH, phrasings, random.Random(0))
    assert graph is not None and graph.nodes["unk2"] == "occupation"
    assert graph.nodes["unk1"] == "person"


def test_entities_are_respelled_everywhere_they_appear() -> None:
    graph = respell_entities(GRAPH, random.Random(1))
    assert graph is not None
    (name,) = [n for n in graph.nodes if not n.startswith("unk")]
    assert name.lower() == "franz liszt"
    assert graph.edges[0][0] == name


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected an object"),
        ({"relations": {"x": []}}, "relations.x: expected a non-empty list"),
        ({"types": {"t": [""]}}, "types.t: phrasings must be non-empty text"),
        ({"relation": {}}, "expected an object with 'relations'"),
    ],
)
def test_a_malformed_file_names_the_file_and_the_field(
    tmp_path: Path, data: object, message: str
) -> None:
    path = write(tmp_path, data)
    with pytest.raises(ConfigError, match=message) as caught:
        Phrasings.load(path)
    assert str(path) in str(caught.value)


def test_not_json_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{\n  "relations": ,\n}', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"bad\.json:2: not JSON"):
        Phrasings.load(path)


@pytest.mark.parametrize("name", ["metaqa", "pathquestion", "pql"])
def test_the_shipped_phrasings_load(name: str) -> None:
    phrasings = Phrasings.load(SAMPLES / "phrasings" / f"{name}.json")
    assert len(phrasings.relations) >= 9 and len(phrasings.types) >= 8


def test_wording_noise_comes_first_and_needs_phrasings(tmp_path: Path) -> None:
    phrasings = Phrasings.load(write(tmp_path, {"relations": {"children": ["son"]}}))
    vocabulary = Vocabulary(("children", "profession"), ("person",), None, phrasings)
    spec = NoiseSpec.parse("llm_relation=1,llm_entity=1,reverse=1")
    noised = add_noise(GRAPH, spec, vocabulary, random.Random(0))
    assert noised.applied == ("llm_relation", "llm_entity", "reverse")
    assert "son" in {relation for _, relation, _ in noised.graph.edges}
    bare = Vocabulary(("children",), ("person",))
    with pytest.raises(ConfigError, match="need a phrasings file"):
        add_noise(GRAPH, NoiseSpec.parse("llm_type=1"), bare, random.Random(0))
