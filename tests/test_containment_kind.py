"""A containment asked for by the answer's kind with no word for its relations ("which
**farms** are in <country>": a farm is in a region, the region in the country) is said as
one step, in its evidence, its unsayable-step count and the answer terms' count of steps
beyond the first, unless the place between fits the kind better than the far end, read
as the answer terms read it (what relations call a type, its narrower kinds): "what are
the regions of <country>" asks for the regions."""

from __future__ import annotations

from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

REGIONS = {"Bavaria": "Germany", "Saxony": "Germany", "Brittany": "France", "Normandy": "France"}
FARMS = ["Lindenhof Farm", "Eichen Farm", "Kerlann Farm", "Bocage Farm"]
SITES = [
    "Weser Steelworks",
    "Isar Printing House",
    "Elbe Shipyard",
    "Rance Paper Mill",
    "Orne Glassworks",
    "Vire Cement Works",
    "Odet Textile Mill",
    "Lech Foundry",
    "Main Refinery",
    "Loire Tyre Plant",
    "Saale Chemical Works",
    "Aulne Power Station",
]
OWNERS = ["Anna Huber", "Jonas Weber", "Yann Le Goff", "Marie Lefebvre"]
FIRMS = {"Agrarhandel GmbH": "Germany", "Nordmilch AG": "Germany", "Lactalis SA": "France"}
ROWS = [(region, "region_country", country) for region, country in REGIONS.items()]
ROWS += [(farm, "is_located_in", list(REGIONS)[i]) for i, farm in enumerate(FARMS)]
ROWS += [(farm, "is_owned_by", OWNERS[i]) for i, farm in enumerate(FARMS)]
ROWS += [(site, "is_located_in", list(REGIONS)[i % 4]) for i, site in enumerate(SITES)]
ROWS += [(firm, "is_headquartered_in", country) for firm, country in FIRMS.items()]

planner = module_planner(ROWS, "c")


def test_the_kind_asks_for_what_a_containment_reaches(planner: EncoderPlanner) -> None:
    question = "which farms are in Germany ?"
    mentions = planner.mentions(question)
    [anchor] = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
    [row] = [
        i
        for i, path in enumerate(anchor.paths.paths)
        if path.hops == (("region_country", False), ("is_located_in", False))
    ]
    assert anchor.paths.contained[row] == 1
    assert planner._said_as_one(anchor)[row] == 1
    # and the kind's cost of steps beyond the first counts it as one step, as said
    assert planner.answer_features(anchor, untrained=True)[row, 2] == 0
    [best, *_] = planner.rank("what are the regions of Germany ?")
    assert [path.hops for path in best.paths] == [(("region_country", False),)]
