"""A relation naming its values by a category noun (`industry`, `genre`) reaches
categories of its source: a question asking for things in the plural, in words naming no
category, or "who", asks for the things, not their category ("which **companies**
operate plants in X": not the operators' industry); "what industry" asks for it."""

from __future__ import annotations

from app.planners.encoder_planner import EncoderPlanner, categorises

from conftest import module_planner

OPERATORS = {
    "Lakeshore Power Corporation": "utility",
    "Laurentide Hydro": "utility",
    "Prairie Grid Operator": "independent system operator",
    "Westgrid Authority": "transmission system operator",
}
PLANTS = ["Cedar Falls Dam", "Bayou Wind Park", "Elk Ridge Station", "Pine Lake Dam"]
REGIONS = ["Laurentian Control Area", "Prairie Balancing Area"]
ROWS = [(company, "industry", kind) for company, kind in OPERATORS.items()]
for i, plant in enumerate(PLANTS):
    ROWS += [(plant, "operated_by", list(OPERATORS)[i]), (plant, "feeds_region", REGIONS[i % 2])]

planner = module_planner(ROWS, "g")


def test_a_category_noun_names_categories() -> None:
    assert categorises("industry") and categorises("vessel type") and categorises("genre")
    assert not categorises("is a variety of") and not categorises("operated by")


def test_things_asked_for_are_not_their_category(planner: EncoderPlanner) -> None:
    question = "which companies operate plants in Laurentian Control Area ?"
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    found = planner._kind_not_asked(anchor)
    for i, path in enumerate(anchor.paths.paths):
        assert found[i] == (len(path.hops) > 1 and path.hops[-1] == ("industry", True))
    assert found.any()
    question = "who operates plants in Laurentian Control Area ?"  # "who": no category
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    assert planner._kind_not_asked(anchor).any()
    question = "which industries operate plants in Laurentian Control Area ?"  # asked for
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    assert not planner._kind_not_asked(anchor).any()
    question = "what industry are the operators of plants in Laurentian Control Area in ?"
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    assert not planner._kind_not_asked(anchor).any()
