"""The answer's kind says a step of its own over a relation that classes what it starts
from ("which **crops** does X grow": a farm grows varieties, each a variety of a crop),
where the kind fits that step's end better than anything the fewest steps reach; not
where those fit it as well ("which varieties does X grow")."""

from __future__ import annotations

from app.planners.encoder_planner import EncoderPlanner, classes

from conftest import module_planner

FARMS = ["Ashcombe Farm", "Birchwood Farm", "Cedar Hollow Farm", "Dunmore Farm"]
VARIETIES = {"Dorado": "wheat", "Estrella": "barley", "Nectar": "maize", "Belcanto": "wheat"}
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss"]
GROWN = list(VARIETIES)
ROWS = [(variety, "is_a_variety_of", crop) for variety, crop in VARIETIES.items()]
for i, farm in enumerate(FARMS):
    ROWS += [(farm, "grows", GROWN[i]), (farm, "grows", GROWN[(i + 1) % 4])]
    ROWS += [(farm, "is_owned_by", OWNERS[i])]

planner = module_planner(ROWS, "k")


def test_a_relation_classing_its_source_is_one_the_kind_may_say() -> None:
    assert classes("is a variety of") and classes("is a breed of") and classes("vessel type")
    assert not classes("is located in") and not classes("grows") and not classes("has member")
    assert not classes("is a member of") and not classes("is a district of")


def test_the_kind_says_the_classing_step(planner: EncoderPlanner) -> None:
    [best, *_] = planner.rank("which crops does Ashcombe Farm grow ?")
    assert [path.hops for path in best.paths] == [(("grows", True), ("is_a_variety_of", True))]
    [best, *_] = planner.rank("which varieties does Ashcombe Farm grow ?")
    assert [path.hops for path in best.paths] == [(("grows", True),)]
