"""An identifier (a relation giving each subject a value of its own, an airport's code) is
the answer only where the question's words ask for it: "what airlines fly to X" and "X
location" ask for no code, however near the code's made-up name reads to them; "what
is the airport code for X" does."""

from __future__ import annotations

from app.planners.answer_type import identifying_relations
from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

AIRPORTS = {
    "Ashford Field": ("Ashford", "ASF"), "Brinmoor Airport": ("Brinmoor", "BRM"),
    "Calder International Airport": ("Calder", "CLD"), "Dunvale Airport": ("Dunvale", "DNV"),
    "Elmstead Field": ("Elmstead", "EMS"), "Farrow Regional Airport": ("Farrow", "FRW"),
    "Glenholm Airport": ("Glenholm", "GLH"), "Harwick Airport": ("Harwick", "HWK"),
    "Ivybridge Field": ("Ivybridge", "IVB"), "Jarrow Bay Airport": ("Jarrow", "JRB"),
    "Kelmscott Airport": ("Kelmscott", "KMS"), "Larchmont Field": ("Larchmont", "LMF"),
}  # fmt: skip
AIRLINES = ["Ashford Air", "Northwind Airways", "Silverline Airlines", "Bluecrest Air"]
ROWS = []
for k, (airport, (city, code)) in enumerate(AIRPORTS.items()):
    ROWS += [(airport, "airport_in_city", city), (airport, "iata", code)]
    ROWS += [(AIRLINES[k % 4], "flies_to", airport), (AIRLINES[(k + 1) % 4], "flies_to", airport)]
ROWS += [(city, "located_in", "Albion") for city, _ in AIRPORTS.values()]
ROWS += [(airport, "elevation_m", str(100 + 7 * k)) for k, airport in enumerate(AIRPORTS)]
ROWS += [(airport, "nickname", f"Old_{city}") for airport, (city, _) in AIRPORTS.items()]

planner = module_planner(ROWS, "i")


def test_a_value_each_subject_holds_alone_is_an_identifier(planner: EncoderPlanner) -> None:
    values = identifying_relations(planner.catalog)
    assert set(values) == {"iata", "elevation_m", "nickname"}
    # numbers unique by chance, and names (one token or not), are no codes
    assert [r for r, t in values.items() if planner.answer_types.holds_codes(t)] == ["iata"]


def test_an_identifier_not_asked_for_is_no_answer(planner: EncoderPlanner) -> None:
    for question in ("what airlines serve Dunvale Airport ?", "Dunvale Airport location ?"):
        [best, *_] = planner.rank(question)
        assert ("iata", True) not in best.paths[0].hops, question


def test_an_identifier_asked_for_is_the_answer(planner: EncoderPlanner) -> None:
    for question in ("what is the airport code for Dunvale Airport ?", "Dunvale Airport code ?"):
        [best, *_] = planner.rank(question)
        assert [path.hops for path in best.paths] == [(("iata", True),)], question
