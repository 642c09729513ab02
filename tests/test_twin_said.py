"""A relation and its twin are one: a word nearest either name says the step, either way
(`EncoderPlanner._said_steps`). "who employs X" names `employs`, the twin of `works_at`
kept for the facts, and so says X's step to its firm."""

from __future__ import annotations

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


def test_the_twin_is_stored_as_one_relation(planner: EncoderPlanner) -> None:
    assert planner.catalog.twins in ({"employs": "works_at"}, {"works_at": "employs"})


def test_a_word_naming_the_twin_says_the_kept_relations_step(planner: EncoderPlanner) -> None:
    question = "who employs Ben Kellow ?"
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    said = {}
    for anchor in planner.anchor_candidates(question, mentions, focus):
        last = planner._said_steps(anchor)[1]
        for path, is_said in zip(anchor.paths.paths, last, strict=True):
            said[path.hops] = bool(is_said)
    kept = next(iter({"works_at", "employs"} - set(planner.catalog.twins)))
    forward = kept == "works_at"  # from the person: `works_at` forward, `employs` back
    assert said[((kept, forward),)]
    assert not said[(("born_in", True),)]
