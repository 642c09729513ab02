"""A join is kept where its two walks meet at an entity: types may meet where entities do not.

In the grid fixture stations and grid companies both have a place (`LOCATED_IN`), so they
share a type; "what solar generation is there in <area>" joins best, by the schema alone, over
the area's operator and the solar stations, which never meet: its answer would be empty, and
retrieval would answer what it finds nearest instead.
"""

from __future__ import annotations

import pytest

from app.planners.encoder_planner import EncoderPlanner
from app.safe.query_compiler import join_exists_query

from conftest import FIXTURES, module_planner

KG = FIXTURES / "grid.tsv"
SOURCES = ("solar", "onshore wind", "hydro")


planner = module_planner(KG, "grid")


@pytest.mark.parametrize(
    "question",
    [
        "what solar generation is there in Nordmark Control Area ?",
        "what onshore wind generation is there in Caledonia Balancing Zone ?",
    ],
)
def test_a_join_whose_walks_meet_no_entity_gives_way_to_one_that_does(
    planner: EncoderPlanner, question: str
) -> None:
    ranked = planner.rank(question)
    best = ranked[0]
    assert len(best.anchors) == 2, best.graph.plan
    assert {p.hops[-1][0] for p in best.paths} == {"FEEDS_REGION", "ENERGY_SOURCE"}
    joins = [h for h in ranked if len(h.anchors) == 2]
    assert all(planner._join_met(join) for join in joins)
    # the join over the area's operator, best by the schema alone, meets no station
    area, source = sorted(planner.mentions(question)[:2], key=lambda m: m.text in SOURCES)
    operator = join_exists_query([("OPERATED_BY", True)], [("ENERGY_SOURCE", False)])
    feeds = join_exists_query([("FEEDS_REGION", False)], [("ENERGY_SOURCE", False)])
    ids = {"ids_a": [c.id for c in area.closest], "ids_b": [c.id for c in source.closest]}
    assert not planner.store.run(operator, ids) and planner.store.run(feeds, ids)


def test_where_no_join_meets_the_best_joins_stay_for_retrieval(planner: EncoderPlanner) -> None:
    # no hydro station feeds Nordmark: no join meets, and the best are kept as found, for
    # retrieval's approximate matching to answer from
    ranked = planner.rank("what hydro generation is there in Nordmark Control Area ?")
    joins = [h for h in ranked if len(h.anchors) == 2]
    assert joins and not any(planner._join_met(join) for join in joins)
