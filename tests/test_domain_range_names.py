"""Relation names that carry their subject's and object's types around the verb, as some
ontology exports write them (`Line_operatedBy_Operator`): the types are read from the names,
and "who" asks for the type the question's verb names the doer of as well as for a person."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.kg.type_inference import TypeInferrer
from app.kg.wording import domain_range_types

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "rail_lines.tsv"  # lines, operators, chief engineers, depots, cities


@pytest.mark.parametrize(
    ("relation", "ends"),
    [
        ("Station_locatedIn_City", ("Station", "City")),
        ("Line_gauge_Mm", ("Line", "Mm")),
        ("http://example.org/rail#Depot_at_City", ("Depot", "City")),
        ("plays_for_inverse", None),
        ("HAS_SKILL", None),
        ("Made_By", None),
        ("Date_of_Birth", None),  # a noun phrase
        ("IATA_code_X", None),  # no types' names
        ("dbo:birthPlace", None),
    ],
)
def test_a_name_around_a_verb_carries_both_ends_types(
    relation: str, ends: tuple[str, str] | None
) -> None:
    assert domain_range_types(relation) == ends


def test_entities_are_typed_by_the_names_of_their_relations() -> None:
    inferrer = TypeInferrer()
    triples = [
        ("Leeds Depot", "Depot_at_City", "Leeds"),
        ("Leeds Depot", "Depot_ownedBy_Operator", "Caledonian Rail"),
        ("Joan Hargreaves", "Person_employedBy_Company", "Caledonian Rail"),
    ]
    positions: dict[str, int] = {}
    for head, relation, tail in triples:
        at = positions.setdefault
        inferrer.observe([at(head, len(positions))], [relation], [at(tail, len(positions))])
    types = inferrer.assign(list(positions)).entity_types
    assert types["Leeds Depot"] == ["Depot"]
    assert types["Leeds"] == ["City"]
    assert types["Caledonian Rail"] == ["Company", "Operator"]


def test_who_asks_for_the_doer_its_verb_names_as_for_a_person(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """`Person` fits "who" perfectly, the operators (`Company`, `Operator`) loosely; "who
    operates" names the operators as its doers, so they fit it as well as persons do."""
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        operated = planner.catalog.walked(("Line_operatedBy_Operator", True))
        for line in ("Norrland Inland Line", "Oshu Main Line"):
            top = planner.rank(f"who operates the {line} ?")[0].paths[0]
            assert tuple(map(planner.catalog.walked, top.hops)) == (operated,)
        engineer = planner.rank("who was the chief engineer of the Oshu Main Line ?")[0]
        assert engineer.paths[0].hops == (("Line_chiefEngineer_Person", True),)
        depots = planner.rank("which depots are in Leeds ?")[0].paths[0]
        assert depots.hops == (("Depot_at_City", False),)
