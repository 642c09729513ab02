"""A category asked for in the plural ("which fighting games …") is a mention of the
entity named in the singular (`fighting game`), linked as one: the answers are of it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import answer_focus
from app.planners.encoder_planner import UNSAYABLE
from app.planners.entity_linking import _ngram_spans

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "arcade.tsv"  # games with a `genre` ("first-person shooter"), platforms


def test_a_span_ending_in_a_plural_is_also_looked_up_in_the_singular() -> None:
    question = "which first-person shooters are on Kestra Orbit ?"
    keys = {(question[s.start : s.end], s.key) for s in _ngram_spans(question)}
    assert ("first-person shooters", "first-person shooter") in keys
    assert ("first-person shooters", "first-person shooters") in keys
    assert ("shooters", "shooter") in keys  # "which metroidvanias": `metroidvania`


def test_a_category_in_the_plural_links_and_joins_with_the_other_mention(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        question = "which first-person shooters are on Kestra Orbit ?"
        mentions = planner.linker.link(question)
        linked = {m.text: [c.name for c in m.closest] for m in mentions}
        assert linked == {
            "first-person shooters": ["first-person shooter"],
            "Kestra Orbit": ["Kestra Orbit"],
        }
        best = planner.rank(question)[0]
        steps = {m.text: p.hops for m, p in zip(best.anchors, best.paths, strict=True)}
        walked = {text: tuple(map(planner.catalog.walked, hops)) for text, hops in steps.items()}
        assert walked == {
            "first-person shooters": (("genre", False),),
            "Kestra Orbit": (("availableOn", False),),
        }, best.graph.plan


def test_a_mention_in_the_plural_says_the_step_to_its_members(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """ "which publishers put out racing games": "put" says one step, the plural the other
    (the racing games), so the two-step path loses nothing for a step said by nothing."""
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        question = "which publishers put out racing games ?"
        mentions = planner.mentions(question)
        assert [(m.text, m.plural) for m in mentions] == [("racing games", True)]
        anchor = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))[0]
        hops = [tuple(map(planner.catalog.walked, p.hops)) for p in anchor.paths.paths]
        two = hops.index((("genre", False), ("publisher", True)))
        one = hops.index((("genre", False),))
        said = planner.score_paths(anchor)
        singular = replace(anchor, mention=replace(anchor.mention, plural=False))
        unsaid = planner.score_paths(singular)
        assert said[two] - unsaid[two] == pytest.approx(UNSAYABLE)
        assert said[one] == pytest.approx(unsaid[one])
        assert said.argmax() == two


def test_a_mention_in_the_plural_is_the_answers_kind_not_a_modifier() -> None:
    question = "which buyers work at Pordenone Plant ?"
    buyers, plant = (6, 12), (21, 36)
    assert question[slice(*buyers)] == "buyers" and question[slice(*plant)] == "Pordenone Plant"
    modified = answer_focus(question, [buyers, plant])
    assert modified is not None and modified.text == "work"  # "<X> work", as "<Jazz> album"
    assert answer_focus(question, [buyers, plant], plural=[buyers]) is None


def test_the_singular_span_is_measured_in_the_question_as_written() -> None:
    """Quotes are trimmed, a case-folding that lengthens a word ("ß": "ss") moves no
    offset, and a number's "s" ("1990s") is no plural."""
    quoted = 'which "fighting games" came out ?'
    keys = {(quoted[s.start : s.end], s.key) for s in _ngram_spans(quoted)}
    assert ("fighting games", "fighting game") in keys
    german = "which Weißbiers won ?"
    spans = [s for s in _ngram_spans(german) if s.key == "weissbier"]
    assert [german[s.start : s.end] for s in spans] == ["Weißbiers"]
    decade = "what films from the 1990s ?"
    assert not any(s.key == "1990" for s in _ngram_spans(decade))
