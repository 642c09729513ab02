"""A kind named bare stands for its members ("which farms keep **pigs**": a farm raises
breeds, each a breed of pigs): the mention says the step back over the classing relation
to them, where the question's words say the steps after it and the answer's kind fits
the path's end clearly better than the members; not where the members are what is asked
("which breeds of pigs are there")."""

from __future__ import annotations

from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

BREEDS = {"Berkshire": "pigs", "Duroc": "pigs", "Jersey": "cattle", "Hereford": "cattle"}
FARMS = ["Ashcombe Farm", "Birchwood Farm", "Cedar Hollow Farm", "Dunmore Farm"]
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss"]
KEPT = list(BREEDS)
ROWS = [(breed, "is_a_breed_of", species) for breed, species in BREEDS.items()]
for i, farm in enumerate(FARMS):
    ROWS += [(farm, "raises", KEPT[i]), (farm, "is_owned_by", OWNERS[i])]

planner = module_planner(ROWS, "m")

BACK_TO_FARMS = (("is_a_breed_of", False), ("raises", False))


def test_a_bare_kind_says_the_step_to_its_members(planner: EncoderPlanner) -> None:
    question = "which farms keep pigs ?"
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    fits = planner.answer_features(anchor, untrained=True)[:, 0]
    evidence = planner.step_evidence(anchor)
    rest = planner._said_beyond_the_kind(anchor, fits, evidence)
    [row] = [i for i, path in enumerate(anchor.paths.paths) if path.hops == BACK_TO_FARMS]
    [alone] = [i for i, p in enumerate(anchor.paths.paths) if p.hops == BACK_TO_FARMS[:1]]
    assert rest[row] > evidence[alone]  # "keep" says `raises`, not `is_a_breed_of`
    [best, *_] = planner.rank(question)
    assert [path.hops for path in best.paths] == [BACK_TO_FARMS]


def test_the_members_asked_for_are_one_step(planner: EncoderPlanner) -> None:
    [best, *_] = planner.rank("which breeds of pigs are there ?")
    assert [path.hops for path in best.paths] == [BACK_TO_FARMS[:1]]
