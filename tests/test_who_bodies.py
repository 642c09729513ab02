""" "who" asks for a person, or for a body acting as one: an airline "flies into" an
airport; and a type the graph calls by an agent noun (a `manufacturer`) answers "who"
though only a value-named relation reaches it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import BODY_FIT_MIN, AnswerFocus
from app.planners.encoder_planner import EncoderPlanner

from conftest import tsv_planner, write_triples

AIRLINES = [
    ("Bluewater Air", "Oakridge Field", "Ann Vale", "Kenya"),
    ("Halcyon Jet", "Pemberton Airport", "Bo Lind", "Peru"),
    ("Nimbus Jet", "Aldren Field", "Cy Dunn", "Chile"),
    ("Sirocco Air", "Greystone Field", "Di Moss", "Kenya"),
]


@pytest.fixture(scope="module")
def planner(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[EncoderPlanner]:
    folder = tmp_path_factory.mktemp("air")
    rows = []
    for i, (airline, airport, ceo, country) in enumerate(AIRLINES):
        other = AIRLINES[(i + 1) % len(AIRLINES)][1]
        rows += [
            (airline, "aviation.airline.destination", airport),
            (airline, "aviation.airline.destination", other),
            (airline, "organization.organization.ceo", ceo),
            (ceo, "people.person.nationality", country),
        ]
    kb = write_triples(folder / "air.tsv", rows)
    with tsv_planner(safe_home, embedder, kb, folder / "cache", prefix="a") as planner:
        yield planner


def test_an_airline_is_a_body_that_answers_who(planner: EncoderPlanner) -> None:
    types = planner.answer_types
    assert "organization.organization" in types.also_held("aviation.airline")
    body = types.agent_fit(["aviation.airline"])[0]
    assert body >= BODY_FIT_MIN  # as an organisation, which its members also are
    own = types.fit("person", ["aviation.airline"], roles=True)[0]
    assert own < BODY_FIT_MIN  # as a person alone it would not answer "who"
    focus = AnswerFocus("person", literal=False, kind="person")
    assert planner._asked_fit(focus, ["aviation.airline"])[0] >= BODY_FIT_MIN


def test_a_kind_after_who_is_a_person_too(planner: EncoderPlanner) -> None:
    # "who is a Kenya national": "national" fits no type as well as "person" does
    ends = ["people.person", "location.country"]
    said = planner._asked_fit(AnswerFocus("national"), ends)
    asked = planner._asked_fit(AnswerFocus("national", kind="person"), ends)
    assert asked[0] > said[0] and asked[0] > asked[1]
