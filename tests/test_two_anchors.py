"""Questions naming two linked entities are asked of both: the join outranks either alone."""

from __future__ import annotations

import pytest

from app.planners.encoder_planner import EncoderPlanner

from conftest import FIXTURES, module_planner

KG = FIXTURES / "restaurants.tsv"  # restaurants: cuisine, city, seats, head chef


# ten readings, so that single paths are among them
planner = module_planner(KG, "r", hypotheses=10)


@pytest.mark.parametrize(
    "question",
    [
        "name one Indian restaurant in Kyoto ?",
        "name one Thai restaurant in Lagos ?",
        "which Spanish restaurant is in Athens ?",
    ],
)
def test_a_join_of_two_linked_mentions_leads_any_single_path_clearly(
    planner: EncoderPlanner, question: str
) -> None:
    ranked = planner.rank(question)
    best = ranked[0]
    assert len(best.anchors) == 2, best.graph.plan
    assert {p.hops[-1][0] for p in best.paths} == {"serves-cuisine", "located-in"}
    # both walks end at the restaurants: the city's step walked back (a join walking on
    # from the city over `located-in` meets no restaurant, and gives way)
    assert all(p.hops[-1][1] is False for p in best.paths), best.graph.plan
    singles = [h.score for h in ranked if len(h.anchors) == 1]
    # each mention earns `MENTION_WEIGHT` times its link score: the join's second mention
    # puts it ahead by more than a single path's words can make up (0.05 at 0.2 a mention)
    assert singles and best.score - max(singles) > 0.15, best.graph.plan


def test_a_join_reads_the_question_without_the_answers_kind(planner: EncoderPlanner) -> None:
    # as a single anchor's reading is scored: "restaurant" is near every relation of
    # restaurants, and would draw a join to the longer paths that say more of them
    question = "which Spanish restaurant is in Athens ?"
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    assert focus is not None and focus.text == "restaurant"
    first, second = ((m, m.types[0]) for m in mentions[:2])
    texts = planner.join_readings(question, first, second, focus)
    assert all("restaurant" not in text for text in texts)
    assert any("restaurant" in text for text in planner.join_readings(question, first, second))
