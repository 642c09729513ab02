"""A walk whose first step goes back over a relation with no named twin reads that step as
said from the relation's target ("operates" for `OPERATED_BY`) besides "inverse of operated
by", where the question's mention stands in that voice; the untrained scorer takes the
better reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.reading_back import Reading, Voice, read_back, voices_said
from app.planners.step_evidence import plain_words

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "grid.tsv"  # stations operated by companies, feeding control areas


@pytest.mark.parametrize(
    ("name", "reading"),
    [
        ("operated by", Reading("operates", Voice.ACTIVE)),  # a passive: the active verb
        ("is owned by", Reading("owns", Voice.ACTIVE)),  # an auxiliary left out
        ("astronaut trained by", Reading("astronaut trains", Voice.ACTIVE)),
        ("bred by", Reading("breeds", Voice.ACTIVE)),  # an irregular participle
        ("orbits", Reading("orbited by", Voice.PASSIVE)),  # a verb: its passive
        ("feeds region", Reading("region fed by", Voice.PASSIVE)),  # and its object
        ("variant of", Reading("has variant", Voice.POSSESSED)),  # a noun of something
        ("owned by operator", Reading("operator owns", Voice.ACTIVE)),  # its target after
        ("area of law", None),  # a noun of a noun is one noun
        ("manager", None),  # "manager of" would say "the manager of X": the other way
        ("has genre", None),  # as would "genre of"
        ("located in", None),  # a verb and its particle read either way
        ("flies to", None),
        ("sells its produce to", None),
    ],
)
def test_a_relation_name_reads_from_its_target(name: str, reading: Reading | None) -> None:
    assert read_back(name) == reading


@pytest.mark.parametrize(
    ("question", "voices"),
    [
        ("which plants are run by X ?", set()),  # the relation's own name says it
        ("what did X's trials study ?", set()),  # the trials are the subject
        ("what is the X ?", set()),  # no verb before X
        ("what does X do ?", set()),  # no content word after X
        ("what will X do ?", set()),  # nor here
        ("what did the author of X write ?", {Voice.POSSESSED}),  # the author writes
        ("what does X operate ?", {Voice.ACTIVE}),
        ("who operates X ?", {Voice.PASSIVE}),  # X is operated: not "X operates"
        ("name a version of X ?", {Voice.POSSESSED}),
        ("X ?", set()),
    ],
)
def test_the_mention_stands_in_a_voice(question: str, voices: set[Voice]) -> None:
    start = question.index("X")
    before, after = plain_words(question[:start]), plain_words(question[start + 1 :])
    assert voices_said(before, after) == voices


def test_a_passive_walked_back_reads_as_the_active(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path, "back") as planner:
        best, second = planner.rank("what does Caledon Power plc operate ?")[:2]
        path = best.paths[0]
        assert path.hops == (("OPERATED_BY", False),)
        assert path.back_reading == Reading("operates", Voice.ACTIVE)
        # read "inverse of operated by" alone, the stations led the founding year by 0.19;
        # read "operates", by 0.29
        assert best.score - second.score > 0.25
        # "who operates X" asks the other way: the reading stays out
        asked = planner.rank("who operates Windpark Calanda ?")[0].paths[0]
        assert asked.hops == (("OPERATED_BY", True),)
