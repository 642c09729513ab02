"""A relation and its twin are one: a word nearest either name says the step, either way
(`EncoderPlanner._said_steps`). With `works_at` and `employs` stored as twins, "who
employs X" says a person's step to its firm and "who works at Y" a firm's step to its
people, whichever name is kept."""

from __future__ import annotations

from app.kg.catalog import SchemaCatalog
from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

FIRMS = {"Harcourt Blaine": "Leeds", "Pryce Vance": "York", "Kilbride Searle": "Bath"}
PEOPLE = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss", "Eva Lind", "Finn Hale"]
ROWS = []
for k, person in enumerate(PEOPLE):
    firm = list(FIRMS)[k % len(FIRMS)]
    ROWS += [(person, "works_at", firm), (firm, "employs", person)]
    ROWS.append((person, "born_in", list(FIRMS.values())[(k + 1) % len(FIRMS)]))
ROWS += [(firm, "based_in", city) for firm, city in FIRMS.items()]

planner = module_planner(ROWS, "t")


def last_steps_said(
    planner: EncoderPlanner, question: str
) -> dict[tuple[tuple[str, bool], ...], bool]:
    """Whether a word of `question` says each one-step path's step, by its hop."""
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    said: dict[tuple[tuple[str, bool], ...], bool] = {}
    for anchor in planner.anchor_candidates(question, mentions, focus):
        last = planner._said_steps(anchor)[1]
        for path, is_said in zip(anchor.paths.paths, last, strict=True):
            said[path.hops] = said.get(path.hops, False) or bool(is_said)
    return said


def kept(catalog: SchemaCatalog) -> str:
    """Which of `works_at` and `employs` the catalog keeps for the facts."""
    return next(iter({"works_at", "employs"} - set(catalog.twins)))


def test_the_twins_are_stored_as_one_relation(planner: EncoderPlanner) -> None:
    assert planner.catalog.twins in ({"employs": "works_at"}, {"works_at": "employs"})


def test_employs_says_the_persons_step_to_its_firm(planner: EncoderPlanner) -> None:
    said = last_steps_said(planner, "who employs Ben Kellow ?")
    relation = kept(planner.catalog)
    assert said[((relation, relation == "works_at"),)]  # `works_at` forward, `employs` back
    assert not said[(("born_in", True),)]


def test_works_at_says_the_firms_step_to_its_people(planner: EncoderPlanner) -> None:
    said = last_steps_said(planner, "who works at Pryce Vance ?")
    relation = kept(planner.catalog)
    assert said[((relation, relation == "employs"),)]  # `employs` forward, `works_at` back
    assert not said[(("based_in", True),)]
