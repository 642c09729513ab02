"""Relations stored both ways under names a person chose (`conducts` / `conductedBy`,
`memberOf` / `hasMusician`): a step walked back reads the twin's name, and the twin's name
says what its values are; and what most members' names call them ("… Orchestra")."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.catalog import names_its_own
from app.kg.embeddings import Embedder
from app.planners.encoder_planner import path_text

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "concerts.tsv"  # concerts by code, orchestras, conductors, musicians


@pytest.mark.parametrize(
    ("twin", "kept", "own"),
    [
        ("presidedOverBy", "presidesOver", True),
        ("hasJudge", "sitsOn", True),
        ("lex__citedBy", "lex__cites", True),
        ("plays_for_inverse", "plays_for", False),
        ("works at (inverse)", "works at", False),
        ("capital_of", "capital", False),
        ("developedBy", "developed", True),  # the kept verb made passive
        ("directed by", "directed", True),
    ],
)
def test_a_twin_has_a_name_of_its_own_unless_it_adds_to_the_kept_name(
    twin: str, kept: str, own: bool
) -> None:
    assert names_its_own(twin, kept) is own


def test_a_step_walked_back_reads_its_named_twin() -> None:
    hops = (("presidesOver", False),)
    assert path_text(("case", "judge"), hops) == "case inverse of presides over judge"
    named = path_text(("case", "judge"), hops, None, {"presidesOver": "presidedOverBy"})
    assert named == "case presided over by judge"


def test_a_graph_with_named_twins_is_read_by_them(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        catalog = planner.catalog
        assert catalog.named_twins == {"conducts": "conductedBy", "memberOf": "hasMusician"}
        assert catalog.says_its_own("hasMusician") and catalog.says_its_own("conducts")
        who = planner.rank("who conducted CN-2013-0211 ?")[0]
        assert who.paths[0].hops == (("conducts", False),)
        assert "conducted by" in who.paths[0].text and "inverse" not in who.paths[0].text
        # read by the twin, the conductors are what `conductedBy` reaches, not the
        # orchestra (read "inverse of conducts", the step had lost to `performedBy`)
        led = planner.rank("which conductor led CN-2013-0211 ?")[0]
        assert led.paths[0].hops == (("conducts", False),)
        # `hasMusician` calls the members "musician"; `memberOf` alone calls them nothing
        players = planner.rank("which musicians play in Marlow Symphony Orchestra ?")[0]
        assert players.paths[0].hops == (("memberOf", False),)


def test_what_most_members_names_say_names_their_type(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        kinds = planner.answer_types
        said = {t: kinds.member_words(t) for t in planner.catalog.types}
        orchestras = {t for t, words in said.items() if words == ("orchestra",)}
        assert orchestras and not {t for t, words in said.items() if words} - orchestras
        played = planner.rank("which orchestra played CN-2013-0211 ?")[0]
        assert played.paths[0].hops == (("performedBy", True),)
