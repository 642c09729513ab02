"""Steps the question says nothing of: a path of more steps than the question has words
that may say one (its content words, the other mentions and a place or time asked for)
pays for it; and "how many <noun>", whose noun may name the relation measuring it."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import WH_KINDS, AnswerFocus, answer_focus
from app.planners.encoder_planner import kind_says_a_step
from app.planners.step_evidence import content_words, mention_phrases

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "concerts.tsv"  # concerts by code, orchestras, conductors, musicians


def test_a_count_of_a_noun_keeps_the_noun_and_its_kind() -> None:
    question = "how many days does it take to get Acme ?"
    start = question.index("Acme")
    found = answer_focus(question, [(start, start + 4)])
    assert found is not None and found.names_relation and found.kind == "number count"


@pytest.mark.parametrize(
    ("focus", "says"),
    [
        (AnswerFocus("city"), 1),  # "in which city was X built": the yard's city
        (AnswerFocus("cities"), 1),
        (AnswerFocus("firms"), 0),  # "which firms are based in X": what one step reaches
        (AnswerFocus(WH_KINDS["where"], literal=False), 1),  # "where is X's master from"
        (AnswerFocus(WH_KINDS["when"], literal=False), 1),
        (AnswerFocus(WH_KINDS["who"], literal=False), 0),  # any step may reach a person
        (AnswerFocus("city", names_relation=True), 0),  # "the city of X": a content word
        (AnswerFocus("city", subject=True), 0),  # "what did the city …": not the answer
        (None, 0),
    ],
)
def test_the_answers_kind_may_say_a_step(focus: AnswerFocus | None, says: int) -> None:
    assert kind_says_a_step(focus) == says


def test_how_many_says_no_step() -> None:
    question = "how many days does it take to get Acme ?"
    start = question.index("Acme")
    focus = answer_focus(question, [(start, start + 4)])
    words = content_words(question, [(start, start + 4)], focus).words
    assert "many" not in words and "days" in words


def test_a_verb_before_an_article_says_its_step() -> None:
    # "use" after "the <X>" begins a clause ("use the <Y>"), it names no mention
    question = "which stations in the Acme Region use the Bolt 7 ?"
    spans = [(question.index(m), question.index(m) + len(m)) for m in ("Acme Region", "Bolt 7")]
    focus = answer_focus(question, spans)
    assert content_words(question, spans, focus, anchor=spans[0]).words == ("use",)


def test_a_unit_after_a_number_is_the_numbers() -> None:
    # "MW" says what 376 is, as the mention does (`CAPACITY_MW` reaches it): masked with
    # it, it says no step
    question = "which power stations have a capacity of 376 MW ?"
    start = question.index("376")
    spans = [(start, start + 3)]
    reaching = {spans[0]: {"capacity", "mw"}}
    assert mention_phrases(question, spans, reaching=reaching) == [(start, start + 6)]
    focus = answer_focus(question, spans)
    words = content_words(question, spans, focus, anchor=spans[0], reaching=reaching).words
    assert words == ("capacity",)
    # a spreadsheet header names its unit in brackets, `Price (EUR)`
    question = "what can i buy for 14 EUR ?"
    start = question.index("14")
    spans = [(start, start + 2)]
    reaching = {spans[0]: {"price", "(eur)"}}
    assert mention_phrases(question, spans, reaching=reaching) == [(start, start + 6)]


def test_a_noun_after_a_number_is_what_it_counts() -> None:
    # "320 people": the people are what the number counts, the number's own relation
    # (`number of employees`), not a step of their own
    question = "who employs 320 people ?"
    start = question.index("320")
    spans = [(start, start + 3)]
    reaching = {spans[0]: {"number", "of", "employees"}}
    assert mention_phrases(question, spans, reaching=reaching) == [(start, start + 10)]
    focus = answer_focus(question, spans)
    words = content_words(question, spans, focus, anchor=spans[0], reaching=reaching).words
    assert words == ("employs",)
    # not a verb after it
    question = "which wines from 2012 aged in oak ?"
    start = question.index("2012")
    spans = [(start, start + 4)]
    assert mention_phrases(question, spans, reaching={spans[0]: {"vintage"}}) == spans


def test_a_unit_no_relation_names_says_the_step() -> None:
    # `has an area of` names no "ha": the unit is what says the number is an area
    question = "what farm has 105 ha ?"
    start = question.index("105")
    spans = [(start, start + 3)]
    reaching = {spans[0]: {"has", "area", "of", "was", "founded", "in"}}
    assert mention_phrases(question, spans, reaching=reaching) == spans
    focus = answer_focus(question, spans)
    words = content_words(question, spans, focus, anchor=spans[0], reaching=reaching).words
    assert words == ("ha",)


def test_a_step_no_word_may_say_costs_the_path(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        # "conducted by conducts" (the other concerts of X's conductor) reads "who
        # conducts X" fluently, but the question has one word to say a step
        who = planner.rank("who conducts CN-2013-0211 ?")[0]
        assert who.paths[0].hops == (("conducts", False),)
        # the step walked back is read both ways: by the twin and by the relation's name
        assert "conducted by" in who.paths[0].text
        assert "inverse of conducts" in who.paths[0].own_text
        # where words say them, there and back, and no step beyond
        also = planner.rank("which concerts did the conductor of CN-2013-0211 also conduct ?")
        assert also[0].paths[0].hops == (("conducts", False), ("conducts", True))
        fellows = planner.rank("which musicians share an orchestra with Clara Mendel ?")[0]
        assert fellows.paths[0].hops == (("memberOf", True), ("memberOf", False))


FIRMS = FIXTURES / "firms.tsv"  # firms in cities, cities in countries; founders, staff


def test_a_containment_says_itself(safe_home: Path, embedder: Embedder, tmp_path: Path) -> None:
    with tsv_planner(safe_home, embedder, FIRMS, tmp_path) as planner:
        # "based in <country>": in one of its cities; no word says the `country` step
        firms = planner.rank("which firms are based in Norway ?")[0]
        assert firms.paths[0].hops == (("country", False), ("headquartered_in", False))
        name = planner.rank("name a company from Portugal ?")[0]
        assert name.paths[0].hops == (("country", False), ("headquartered_in", False))
        # the country's cities are one step away, as before
        cities = planner.rank("which cities are in Norway ?")[0]
        assert cities.paths[0].hops == (("country", False),)
        # a firm is no place: its staff (`works_at`) are not contained in its city
        contained, placed, located = set(), set(), set()
        for type_ in planner.catalog.types:
            found = planner.paths_from(type_)
            rows = list(zip(found.paths, found.contained, found.placed, strict=True))
            contained |= {path.hops for path, inside, _ in rows if inside}
            placed |= {path.hops for path, _, early in rows if early}
            located |= {p.hops for p, out in zip(found.paths, found.located, strict=True) if out}
        assert contained == {(("country", False), ("headquartered_in", False))}
        # read outward, from the firm: "based in" says where it is, its city in its country;
        # a question asking for a country by its kind says the two steps as one
        assert located == {(("headquartered_in", True), ("country", True))}
        country = planner.rank("which country is Fjordline Logistics AS based in ?")[0]
        assert country.paths[0].hops == (("headquartered_in", True), ("country", True))
        # but "where" asks for the first place reached: the city
        where = planner.rank("where is Fjordline Logistics AS based ?")[0]
        assert where.paths[0].hops == (("headquartered_in", True),)
        # "where" asks for the first place a step reaches: a path going on from the firm's
        # city to its country has reached one before its last step
        assert (("headquartered_in", True), ("country", True)) in placed
        assert (("founded_by", True), ("nationality", True)) not in placed
