"""Step evidence: which words of a question may say a step, and the best pairing of a
path's steps with them."""

from __future__ import annotations

import numpy as np
import pytest

from app.planners.answer_type import AnswerFocus
from app.planners.step_evidence import (
    IN_ORDER,
    STEP_OFFSET,
    UNSAID,
    WordIndex,
    content_words,
    lemmas,
    mention_phrases,
    name_compounds,
    step_evidence,
)


def span(question: str, mention: str) -> tuple[int, int]:
    start = question.index(mention)
    return start, start + len(mention)


def test_content_words_leave_out_mentions_function_words_and_the_answers_kind() -> None:
    question = "Which players play for Porto Azul's rival?"
    found = content_words(question, [span(question, "Porto Azul")], AnswerFocus("players"))
    assert found.words == ("play", "rival")  # "which", "for", "'s" and the kind are gone


def test_a_phrasal_verbs_particle_says_no_step_of_its_own() -> None:
    question = "what year did Harbours of Stone come out ?"  # one step: its release
    found = content_words(question, [span(question, "Harbours of Stone")], AnswerFocus("year"))
    assert found.words == ("come",)


def test_a_preposition_says_no_step_of_its_own() -> None:
    question = "which rivers flow through Hanseth ?"  # one step: not to a river and back
    found = content_words(question, [span(question, "Hanseth")], AnswerFocus("rivers"))
    assert found.words == ("flow",)


def test_a_compound_naming_the_relation_is_one_phrase() -> None:
    """ "alma mater" says one relation: as two words it paid for a second step."""
    question = "what is the alma mater of Rosalind Rasmussen ?"
    focus = AnswerFocus("alma mater", names_relation=True)
    found = content_words(question, [span(question, "Rosalind Rasmussen")], focus)
    assert found.words == ("alma mater",)
    question = "what is Rosalind Rasmussen's alma mater ?"  # ending the question
    found = content_words(question, [span(question, "Rosalind Rasmussen")], focus)
    assert found.words == ("alma mater",)
    question = "what did Evelyn Keyes 's husband die from ?"  # no compound: two steps
    focus = AnswerFocus("husband die", names_relation=True)
    assert content_words(question, [span(question, "Evelyn Keyes")], focus).words == (
        "husband",
        "die",
    )


def test_words_in_a_row_of_a_relations_name_are_one_phrase() -> None:
    """ "head chef" says one relation (`head-chef-of`): as two words, "head" paid for a spare
    step to the school's city."""
    compounds = name_compounds(["head chef of", "trained at", "located in"])
    assert compounds == {("head", "chef"), ("chef", "head")}  # function words pair with none
    question = "where did the head chef of Marigold Cellar train ?"
    found = content_words(question, [span(question, "Marigold Cellar")], None, None, compounds)
    assert found.words == ("head chef", "train")
    question = "which head chefs trained in Lyon ?"  # a plural second word too
    found = content_words(question, [span(question, "Lyon")], None, None, compounds)
    assert found.words == ("head chefs", "trained")
    question = "which chef is head of Marigold Cellar ?"  # not in a row: two words
    found = content_words(question, [span(question, "Marigold Cellar")], None, None, compounds)
    assert found.words == ("chef", "head")
    # in either order and another form of the verb: "founding year" says `year founded`
    compounds = name_compounds(["year founded", "founded by"])
    question = "founding year of Tulip Air ?"
    found = content_words(question, [span(question, "Tulip Air")], None, None, compounds)
    assert found.words == ("founding year",)
    question = "what year was Tulip Air founded ?"  # not in a row: two words
    found = content_words(question, [span(question, "Tulip Air")], None, None, compounds)
    assert found.words == ("year", "founded")


def test_a_pronoun_says_no_step() -> None:
    question = "name someone born in Zahran whom they elected ?"
    found = content_words(question, [span(question, "Zahran")], None)
    assert found.words == ("born", "elected")
    question = "which medicines can give you pneumonitis ? what can i take for it ?"
    found = content_words(question, [span(question, "pneumonitis")], AnswerFocus("medicines"))
    assert found.words == ("give", "take")  # "you", "i" and a modal say no relation


def test_a_possessive_kind_goes_and_punctuation_is_no_word() -> None:
    question = "Which club's stadium - the home ground - is Messi in?"
    found = content_words(question, [span(question, "Messi")], AnswerFocus("club's"))
    assert found.words == ("stadium", "home", "ground")


def test_a_kind_that_names_the_relation_stays_and_a_leading_imperative_goes() -> None:
    question = "Name a player of Porto Azul"
    focus = AnswerFocus("player", names_relation=True)
    assert content_words(question, [span(question, "Porto Azul")], focus).words == ("player",)
    question = "Name the player's club"
    assert content_words(question, [], None).words == ("player", "club")


@pytest.mark.parametrize(
    ("question", "mention", "words"),
    [
        ("which band made the album Ashes of Glass ?", "Ashes of Glass", ("made",)),
        ("who directed the film [Glass Orchard]", "Glass Orchard", ("directed",)),
        ("who is the director of Glass Orchard", "Glass Orchard", ("director",)),
        (
            "the actor [Sam Okafor] acted together with who",
            "Sam Okafor",
            ("actor", "acted", "together"),
        ),
        ("the album Ashes of Glass was released when", "Ashes of Glass", ("released",)),
        (
            "who starred in the actors' [Sam Okafor] films",
            "Sam Okafor",
            ("starred", "actors", "films"),
        ),
        ("who works in the Marketing department ?", "Marketing", ("works",)),
        ("what was the Glass Orchard budget ?", "Glass Orchard", ("budget",)),  # a relation
        ("who works in the Marketing department for its head ?", "Marketing", ("works", "head")),
        ("who was the Glass Orchard director ?", "Glass Orchard", ("director",)),
        ("who works in Marketing projects ?", "Marketing", ("works", "projects")),
        ("who ran the Hermes 3 mission ?", "Hermes 3", ("ran",)),  # "ran" says the step
        ("what disease is the RHF-703 trial about ?", "RHF-703", ("about",)),
        ("which condition does trial JUNIPER study ?", "JUNIPER", ("study",)),
        ("what was tested in trial RHF-703 ?", "RHF-703", ("tested",)),
        ("what is trial RHF-703 ?", "RHF-703", ("trial",)),  # no other word: it says one
        ("films whose directors also directed [Glass Orchard]", "Glass Orchard",
         ("films", "directors", "directed")),  # a verb, not a noun naming the film
    ],
)  # fmt: skip
def test_a_noun_naming_the_mention_says_no_step(
    question: str, mention: str, words: tuple[str, ...]
) -> None:
    """ "the album X" says what X is, not a step from it; "the director of X" names one."""
    kinds = {"which band": "band", "what disease": "disease", "which condition": "condition"}
    said = [kind for start, kind in kinds.items() if question.startswith(start)]
    focus = AnswerFocus(said[0]) if said else None
    assert content_words(question, [span(question, mention)], focus).words == words


@pytest.mark.parametrize(
    ("question", "mention", "phrase"),
    [
        ("what was tested in trial RHF-703 ?", "RHF-703", "trial RHF-703"),
        ("who ran the Hermes 3 mission ?", "Hermes 3", "Hermes 3 mission"),
        ("who acted in the movie [Glass Orchard]", "Glass Orchard", "movie [Glass Orchard]"),
        ("where is the academy Ada Lind went to ?", "Ada Lind", "Ada Lind"),  # a clause's
        ("what was the Glass Orchard budget ?", "Glass Orchard", "Glass Orchard"),
        ("who directed Glass Orchard ?", "Glass Orchard", "Glass Orchard"),
        ("which ships sail under the Italy flag ?", "Italy", "Italy"),  # `FlagState` reaches it
    ],
)
def test_a_mentions_phrase_takes_the_noun_naming_it(
    question: str, mention: str, phrase: str
) -> None:
    """The span a question masks for a mention covers the noun saying what it is, so the
    masked question does not read "tested in trial" as a relation of trials; not a word
    of a relation reaching the mention, which says that relation."""
    at = span(question, mention)
    [(start, end)] = mention_phrases(question, [at], None, {at: {"flag", "state"}})
    assert question[start:end] == phrase


def test_a_relations_value_noun_after_a_mention_says_what_it_is() -> None:
    """ "Indian **cuisine**": `serves cuisine` reaches cuisines and says its values are
    cuisines, so the noun names the mention where another word says the step ("come
    from"); alone it says the step ("the Banking **industry**")."""
    question = "where does Indian cuisine come from ?"
    at = span(question, "Indian")
    words = {at: {"serves", "cuisine"}}
    [(start, end)] = mention_phrases(question, [at], None, words, {at: {"cuisine"}})
    assert question[start:end] == "Indian cuisine"
    [(start, end)] = mention_phrases(question, [at], None, words)
    assert question[start:end] == "Indian"
    question = "which firms are in the Banking industry ?"
    at = span(question, "Banking")
    focus = AnswerFocus("firms")
    [(start, end)] = mention_phrases(question, [at], focus, {at: {"industry"}}, {at: {"industry"}})
    assert question[start:end] == "Banking"


def test_a_relations_value_noun_before_a_mention_says_what_it_is() -> None:
    """ "has **judge** X heard": `has judge` reaches judges and says its values are judges,
    so the noun after an auxiliary names the mention where another word says the step
    ("heard"); where no other word does, it says the step."""
    question = "what cases has judge Ruth Abel heard ?"
    at = span(question, "Ruth Abel")
    words = {at: {"has", "judge"}}
    focus = AnswerFocus("cases")
    [(start, end)] = mention_phrases(question, [at], focus, words, {at: {"judge"}})
    assert question[start:end] == "judge Ruth Abel"
    [(start, end)] = mention_phrases(question, [at], focus, words)
    assert question[start:end] == "Ruth Abel"
    question = "what does judge Ruth Abel ?"  # no other word: the noun says the step
    at = span(question, "Ruth Abel")
    [(start, end)] = mention_phrases(question, [at], None, words, {at: {"judge"}})
    assert question[start:end] == "Ruth Abel"


def test_nouns_beside_two_mentions_that_say_every_step_stay() -> None:
    """In "which player in club X is from country Y" no other word says a step: "club" and
    "country" may name their mentions, but one of them says a relation."""
    question = "which player in club Porto Azul is from country Lusitania ?"
    spans = [span(question, "Porto Azul"), span(question, "Lusitania")]
    assert mention_phrases(question, spans, AnswerFocus("player")) == spans
    found = content_words(question, spans, AnswerFocus("player"))
    assert found.words == ("club", "country")


def test_words_joined_by_or_are_one_phrase() -> None:
    """ "husband or wife" says one relation: as two words it paid for walking to the spouse
    and back again."""
    question = "who is Ada Lind's husband or wife ?"
    anchor = span(question, "Ada Lind")
    found = content_words(question, [anchor], None, anchor=anchor)
    assert found.words == ("husband or wife",)
    assert found.distances == (2,)
    question = "who are Ada Lind's husband and sister ?"
    assert content_words(question, [span(question, "Ada Lind")], None).words == (
        "husband",
        "sister",
    )


def test_words_in_a_row_saying_one_relation_are_one_phrase() -> None:
    """ "composed music" says `music by` once: as two words, "composed" paid for a second
    step (the game's developer). Words in a row nearest different relations, or nearest
    none (-1), stay apart."""
    rows = {"composed": 4, "music": 4, "led": 2, "design": 2, "born": 1, "city": 0}

    def nearest(words: tuple[str, ...]) -> list[int]:
        return [rows.get(word, -1) for word in words]

    question = "which games has Colin Hutchins composed music for ?"
    found = content_words(question, [span(question, "Colin Hutchins")], None, nearest=nearest)
    assert found.words == ("games", "composed music")  # "games" is nearest none
    question = "who led the design of Hollow Lantern ?"  # an article between them
    found = content_words(question, [span(question, "Hollow Lantern")], None, nearest=nearest)
    assert found.words == ("led design",)
    question = "which city was Ada Lind born in ?"
    found = content_words(question, [span(question, "Ada Lind")], None, nearest=nearest)
    assert found.words == ("city", "born")  # not in a row, and two relations


def test_a_noun_and_the_participle_opening_its_clause_stay_two_words() -> None:
    """In "a club located in X" the noun names the node one step reaches and the
    participle says the next: two steps, though both words are nearest `club_country`; "were
    first climbed in" is a passive, one step."""
    rows = {"club": 1, "located": 1, "first": 2, "climbed": 2}

    def nearest(words: tuple[str, ...]) -> list[int]:
        return [rows.get(word, -1) for word in words]

    question = "name a player at a club located in England ?"
    found = content_words(question, [span(question, "England")], None, nearest=nearest)
    assert found.words == ("player", "club", "located")
    question = "which mountains were first climbed in 1947 ?"
    found = content_words(question, [span(question, "1947")], None, nearest=nearest)
    assert found.words == ("mountains", "first climbed")


def test_a_noun_heading_a_relative_clause_says_no_step() -> None:
    """ "the company that runs X" names the node `runs` reaches: as a word of its own it
    paid for a step the question does not take (the company's plants, then their city);
    not where the clause's verb says no relation."""
    rows = {"runs": 1, "based": 2, "leads": 3, "specialty": 4, "actors": 5}

    def nearest(words: tuple[str, ...]) -> list[int]:
        return [rows.get(word, -1) for word in words]

    question = "in which city is the company that runs Wolf Hollow Plant based ?"
    mention = [span(question, "Wolf Hollow Plant")]
    found = content_words(question, mention, AnswerFocus("city"), nearest=nearest)
    assert found.words == ("runs", "based")
    question = "what is the specialty of the doctor who leads Trial Nine ?"
    focus = AnswerFocus("specialty", names_relation=True)
    found = content_words(question, [span(question, "Trial Nine")], focus, nearest=nearest)
    assert found.words == ("specialty", "leads")
    # "share" says no relation: the films are a step, walked back to from the actors
    question = "who directed films that share actors with Stay Hungry ?"
    found = content_words(question, [span(question, "Stay Hungry")], None, nearest=nearest)
    assert found.words == ("directed", "films", "share", "actors")


def test_a_relations_own_word_in_any_form_says_it() -> None:
    """ "sell" says `sells its produce to` word for word (MiniLM puts `owns` nearer); the
    light verbs of `has member`, `is a` say nothing so."""
    names = [lemmas("sells") | lemmas("produce"), lemmas("owns"), lemmas("has") | lemmas("member")]
    said = WordIndex(names).said(("sell", "have", "members"))
    assert said.tolist() == [[1, 0, 0], [0, 0, 0], [0, 0, 1]]


def test_a_possessors_noun_and_the_next_word_stay_two_words() -> None:
    """ "X's students" names a step from X, and "study" the next, though both words are
    nearest one relation; "X's phd advisor" is one noun, no verb."""
    rows = {"students": 1, "study": 1, "phd": 2, "advisor": 2}

    def nearest(words: tuple[str, ...]) -> list[int]:
        return [rows.get(word, -1) for word in words]

    question = "what degrees do Syntax's students study ?"
    found = content_words(question, [span(question, "Syntax")], AnswerFocus("degrees"),
                          nearest=nearest)  # fmt: skip
    assert found.words == ("students", "study")
    question = "what degrees do the students study ?"  # no possessor: one phrase
    found = content_words(question, [], AnswerFocus("degrees"), nearest=nearest)
    assert found.words == ("students study",)
    question = "who was Elif Jablonski's phd advisor ?"
    found = content_words(question, [span(question, "Elif Jablonski")], None, nearest=nearest)
    assert found.words == ("phd advisor",)


def test_a_kind_said_two_ways_is_the_answers_kind() -> None:
    """ "which airlines or companies" asks for the answer's kind twice: the phrase goes as
    the kind does; "the mother or father of X" names the relation, and stays."""
    question = "which airlines or companies were established in 1998 ?"
    found = content_words(question, [span(question, "1998")], AnswerFocus("airlines"))
    assert found.words == ("established",)
    question = "name a gallery or museum based in Moscow ?"
    found = content_words(question, [span(question, "Moscow")], AnswerFocus("gallery"))
    assert found.words == ("based",)
    question = "who is the mother or father of Dalia Halloran ?"
    found = content_words(question, [span(question, "Dalia Halloran")], AnswerFocus("mother"))
    assert found.words == ("mother or father",)


def test_distances_count_words_from_the_anchor() -> None:
    question = "who acted in the films directed by the director of Glass Orchard"
    anchor = span(question, "Glass Orchard")
    found = content_words(question, [anchor], None, anchor=anchor)
    assert found.words == ("acted", "films", "directed", "director")
    assert found.distances == (9, 6, 5, 2)
    assert content_words(question, [anchor], None).distances == (0, 0, 0, 0)


def test_each_step_takes_a_word_of_its_own() -> None:
    relevance = np.array([[0.5, 0.4], [0.0, 0.1]], dtype=np.float32)  # 2 relations, 2 words
    steps = np.array([[0, 0, 0], [0, 0, 0], [0, 0, 0], [1, 0, 0]])
    lengths = np.array([1, 2, 3, 1])
    found = step_evidence(relevance, steps, lengths)
    assert found[0] == pytest.approx(0.5 + STEP_OFFSET)
    assert found[1] == pytest.approx(0.5 + 0.4 + 2 * STEP_OFFSET)  # not 0.5 twice
    assert found[2] == pytest.approx(0.5 + 0.4 + UNSAID + 3 * STEP_OFFSET)  # two words only
    assert found[3] == pytest.approx(0.1 + STEP_OFFSET)


def test_steps_said_outward_from_the_anchor_come_first() -> None:
    relevance = np.array([[0.5, 0.0], [0.0, 0.5]], dtype=np.float32)
    steps = np.array([[0, 1, 0], [1, 0, 0]])
    lengths = np.array([2, 2])
    outward, inward = step_evidence(relevance, steps, lengths, distances=(1, 4))
    assert outward == pytest.approx(1.0 + 2 * STEP_OFFSET + IN_ORDER)
    assert inward == pytest.approx(1.0 + 2 * STEP_OFFSET - IN_ORDER)
    same = step_evidence(relevance, steps, lengths)
    assert same[0] == pytest.approx(same[1])  # no distances, no order
