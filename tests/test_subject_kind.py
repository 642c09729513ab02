"""A noun said as the subject of the question's verb ("what did the **astronauts** trained
by X fly on") names a node on the way, not the answer: a path of one step, which stops at
it short of the verb's step, loses `SUBJECT_END`; not where the noun names the mention
itself ("what did the astronaut X fly on")."""

from __future__ import annotations

from pathlib import Path

from app.kg.embeddings import Embedder
from app.planners.answer_type import answer_focus

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "astronauts.tsv"  # astronauts, who trained them, their missions, agencies
TRAINED_BY = "spaceflight.astronaut.trained_by"
FLEW_ON = "spaceflight.astronaut.flew_on"


def test_the_subject_of_the_verb_is_read_as_such() -> None:
    question = "what did the astronauts trained by Yuri Whitcombe fly on ?"
    start = question.index("Yuri")
    focus = answer_focus(question, [(start, start + len("Yuri Whitcombe"))])
    assert focus is not None
    assert focus.subject and focus.text == "astronauts"


def test_what_the_trainees_flew_on_is_a_mission_not_the_trainees(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    question = "what did the astronauts trained by Yuri Whitcombe fly on ?"
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        walked = planner.catalog.walked
        best = planner.rank(question)[0]
        hops = tuple(map(walked, best.paths[0].hops))
        assert hops == ((TRAINED_BY, False), (FLEW_ON, True))
        mentions = planner.mentions(question)
        anchor = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))[0]
        ends = planner._short_of_the_verb(anchor)
        paths = anchor.paths.paths
        read = {tuple(map(walked, path.hops)): end for path, end in zip(paths, ends, strict=True)}
        assert read[(TRAINED_BY, False),] == 1  # the trainees themselves
        assert read[(TRAINED_BY, False), (FLEW_ON, True)] == 0
        apposed = "what did the astronaut Hana Okoro fly on ?"
        best = planner.rank(apposed)[0]
        assert tuple(map(walked, best.paths[0].hops)) == ((FLEW_ON, True),)
        one = planner.rank("who was trained by Yuri Whitcombe ?")[0]
        assert tuple(map(walked, one.paths[0].hops)) == ((TRAINED_BY, False),)
