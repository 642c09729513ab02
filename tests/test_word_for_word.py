"""A question's word that a relation's name says word for word, in any form, is evidence
for that relation above what the encoder makes of it ("who does X **sell** to":
`sells_its_produce_to`); a word several relations' names share is no such evidence, nor a
word naming a relation's subject ("X's hub **airport**": not `airport_in_city`)."""

from __future__ import annotations

from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

FARMS = ["Ashcombe Farm", "Birchwood Farm", "Cedar Hollow Farm", "Dunmore Farm", "Elmstead Farm"]
PLANTS = ["Valley Creamery", "Northgate Mill", "Riverside Maltings"]
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss", "Eve Hart"]
AIRLINES = [
    ("Wessex Air", "Eastleigh Airport", "Southampton"),
    ("Mercia Jet", "Elmdon Airport", "Birmingham"),
]
ROWS: list[tuple[str, str, str]] = []
for i, farm in enumerate(FARMS):
    ROWS += [(farm, "sells_its_produce_to", PLANTS[i % 3]), (farm, "is_owned_by", OWNERS[i])]
    ROWS += [(farm, "founded_year", str(1900 + 7 * i))]
    ROWS += [(OWNERS[i], "birth_year", str(1950 + i))]
for airline, airport, city in AIRLINES:
    ROWS += [(airline, "airline_hub", airport), (airport, "airport_in_city", city)]
    ROWS += [(airport, "iata", airport[:3].upper())]

planner = module_planner(ROWS, "w")


def relation_of(planner: EncoderPlanner, row: int) -> str:
    return next(r for r, at in planner.catalog.relation_row.items() if at == row)


def test_a_relations_own_word_is_the_relation_it_says_best(planner: EncoderPlanner) -> None:
    [row] = planner._nearest_relations(("sell",))
    assert relation_of(planner, row) == "sells_its_produce_to"
    # "its" between two words of one relation is no word between them: one phrase, one step
    question = "where does Ashcombe Farm sell its produce ?"
    [anchor] = planner.anchor_candidates(question, planner.mentions(question), None)
    assert anchor.words.words == ("sell produce",)


def test_a_word_many_relations_share_or_naming_a_subject_says_none_word_for_word(
    planner: EncoderPlanner,
) -> None:
    rows = planner.catalog.relation_row
    said = planner._word_relevance(("year", "birth", "airport"))
    assert said[rows["birth_year"], 1] >= 0.5 > said[rows["founded_year"], 0]
    assert said[rows["airport_in_city"], 2] <= 0  # the airport is the step's subject
