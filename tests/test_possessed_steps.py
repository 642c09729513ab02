"""A mention said as a possessor after words saying a step ("which firm builds X's launch
vehicle"): the possessed noun names the first step's end, and the answer lies beyond it."""

from __future__ import annotations

import pytest

from app.planners import encoder_planner
from app.planners.encoder_planner import EncoderPlanner

from conftest import FIXTURES, module_planner

KG = FIXTURES / "launches.tsv"  # missions: vehicle (and its builder), launch site, year

BEYOND = [
    "which firm builds Selene 3's launch vehicle ?",
    "who built Sokol 2's rocket ?",
]


planner = module_planner(KG, "l")


def _said_beyond(planner: EncoderPlanner, question: str) -> bool:
    mentions = planner.mentions(question)
    mission = next(m for m in mentions if m.text[-1].isdigit())
    spans = [m.span for m in mentions]
    focus = planner.focus(question, mentions)
    return planner.said_beyond_possessed(question, mission, spans, focus)


@pytest.mark.parametrize(
    "question",
    [
        *BEYOND,
        "which firm does Selene 3's rocket come from ?",  # a verb after, said with "do"
        "what company is Sokol 2's rocket built by ?",  # a participle, a stranded particle
        "where was Hermes 4's rocket made ?",
    ],
)
def test_a_possessor_with_a_step_said_beyond_its_noun_is_asked_beyond(
    planner: EncoderPlanner, question: str
) -> None:
    assert _said_beyond(planner, question)


@pytest.mark.parametrize(
    "question",
    [
        "what is Hermes 4's launch vehicle ?",  # the possessed noun is what is asked
        "which rocket is Hermes 4's ?",
        "who was Hermes 4's builder ?",  # a copula, then a noun
        "which company built the rocket of Hermes 4 ?",  # no possessive
        "name Hermes 4's launch site ?",  # a leading imperative says no step
    ],
)
def test_a_possessor_with_no_step_said_before_it_is_not(
    planner: EncoderPlanner, question: str
) -> None:
    assert not _said_beyond(planner, question)


@pytest.mark.parametrize("question", BEYOND)
def test_the_best_reading_walks_past_the_possessed_noun(
    planner: EncoderPlanner, question: str
) -> None:
    walked = ["spaceflight.mission.vehicle", "spaceflight.vehicle.builder"]
    assert [r for r, _ in planner.rank(question)[0].paths[0].hops] == walked


@pytest.mark.parametrize(("step", "walked"), [(None, 2), (0.0, 1)])
def test_without_the_possessors_term_the_possessed_noun_is_read(
    planner: EncoderPlanner, monkeypatch: pytest.MonkeyPatch, step: float | None, walked: int
) -> None:
    """The possessor's term alone walks "which company constructed" past the vehicle (a
    verb saying the `builder`'s own verb, "builds", says the step itself: `agent_verb`)."""
    if step is not None:
        monkeypatch.setattr(encoder_planner, "POSSESSED_STEP", step)
    best = planner.rank("which company constructed Sokol 2's rocket ?")[0]
    steps = ["spaceflight.mission.vehicle", "spaceflight.vehicle.builder"]
    assert [r for r, _ in best.paths[0].hops] == steps[:walked]


def test_the_possessed_noun_asked_for_is_one_step(planner: EncoderPlanner) -> None:
    best = planner.rank("what is Hermes 4's launch vehicle ?")[0]
    assert [r for r, _ in best.paths[0].hops] == ["spaceflight.mission.vehicle"]
