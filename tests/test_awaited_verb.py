"""The verb a "do" before a mention awaits, right after it, is the question's verb, not a
noun naming the mention ("who did the chief engineer of the X **work** for"; "works in
the X **department**" names it)."""

from __future__ import annotations

from app.planners.step_evidence import content_words, mention_phrases


def _span(question: str, mention: str) -> tuple[int, int]:
    start = question.index(mention)
    return start, start + len(mention)


def test_the_awaited_verb_stays_a_word() -> None:
    question = "who did the chief engineer of the Pennine Main Line work for ?"
    span = _span(question, "Pennine Main Line")
    assert mention_phrases(question, [span]) == [span]
    assert "work" in content_words(question, [span]).words


def test_a_noun_after_the_mention_still_names_it() -> None:
    question = "who works in the Pennine Main Line department ?"
    span = _span(question, "Pennine Main Line")
    [(start, end)] = mention_phrases(question, [span])
    assert question[start:end] == "Pennine Main Line department"
    # a "do" whose subject holds a preposition but "of", or has no article, has its verb
    question = "which sports do people play in the Pennine Main Line park ?"
    span = _span(question, "Pennine Main Line")
    [(start, end)] = mention_phrases(question, [span])
    assert question[start:end] == "Pennine Main Line park"
    question = "what does the head of the Pennine Main Line department do ?"
    span = _span(question, "Pennine Main Line")
    [(start, end)] = mention_phrases(question, [span])
    assert question[start:end] == "Pennine Main Line department"
