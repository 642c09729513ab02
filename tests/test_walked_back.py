"""A path whose last step walks a relation straight back (the mention's firm, then the
firm's people) answers "who else …", "… the same firm as …", "colleagues", not "who
employs <X>" (`WALKED_BACK`, untrained)."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.encoder_planner import says_shared, walked_back

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "lawyers.tsv"  # lawyers `worksAt` firms, stored back as `employs`


@pytest.mark.parametrize(
    ("hops", "back"),
    [
        ((("worksAt", True), ("worksAt", False)), "worksAt"),
        ((("cites", True), ("cites", False), ("areaOfLaw", True)), None),  # a chain
        ((("areaOfLaw", True), ("cites", True), ("cites", False)), "cites"),
        ((("worksAt", True), ("headquarteredIn", True)), None),
        ((("parent", True), ("parent", True)), None),  # a grandparent: on, not back
        ((("worksAt", True),), None),
    ],
)
def test_a_walk_back_is_a_relation_walked_the_other_way_right_after(
    hops: tuple[tuple[str, bool], ...], back: str | None
) -> None:
    assert walked_back(hops) == back


@pytest.mark.parametrize(
    ("question", "shared"),
    [
        ("which films share the same director as entity ?", True),
        ("what else has the lead designer of entity made ?", True),
        ("who are the co-stars of entity ?", True),
        ("who are the teammates of entity ?", True),
        ("who employs entity ?", False),
        ("what is the climate of entity ?", False),  # "-mate", not a mate
        ("what laws were cited in entity ?", False),
    ],
)
def test_words_saying_the_answers_share_something_with_the_mention(
    question: str, shared: bool
) -> None:
    assert says_shared(question.rstrip(" ?").split()) is shared


def test_a_walk_back_needs_words_saying_what_is_shared(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:

        def walked(question: str) -> tuple[tuple[str, bool], ...]:
            """The top reading's steps, each as the relation kept of the twins reads it."""
            return tuple(map(planner.catalog.walked, planner.rank(question)[0].paths[0].hops))

        firm = (planner.catalog.walked(("worksAt", True)),)
        for question in ("who employs Howard Halloran ?", "who employs Priya Brennan ?"):
            assert walked(question) == firm
        back = (*firm, (firm[0][0], not firm[0][1]))
        for question in (
            "which lawyers work at the same firm as Howard Halloran ?",
            "who else works at Howard Halloran's firm ?",
            "who are Howard Halloran's colleagues ?",
        ):
            assert walked(question) == back
