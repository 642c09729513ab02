"""A relation naming its value as the doer of a verb (`doctoral_advisor`, `mentored_by`) is
said by that verb ("which students did X **advise**": `agent_verb`, `distinctive_lemmas`)
or by "by" with no verb before it ("the paintings **by** X"), and walked from the doer where
the mention does the verb, from the other end where the verb is done to it
(`mention_does`)."""

from __future__ import annotations

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import mention_does
from app.planners.encoder_planner import EncoderPlanner, distinctive_lemmas
from app.planners.step_evidence import agent_verb, plain_words, word_forms

from conftest import make_catalog, module_planner

PEOPLE = [
    "Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss", "Eva Lind", "Finn Hale",
    "Gus Orme", "Hana Vey", "Ivo Rusk", "Jana Tull", "Kurt Ames", "Lena Ruiz",
]  # fmt: skip
ROWS = []
for k, person in enumerate(PEOPLE):
    if k >= 3:  # each advised by one of the first three, and colleague of another
        ROWS.append((person, "doctoral_advisor", PEOPLE[k % 3]))
    ROWS.append((person, "colleague_of", PEOPLE[(k + 5) % len(PEOPLE)]))
    ROWS.append((person, "mentored_by", PEOPLE[(k + 1) % len(PEOPLE)]))

planner = module_planner(ROWS, "d")

PAINTINGS = {  # painting: (its painter, the person it shows)
    "Harbour at Dusk": ("Anna Pryce", "Ben Kellow"),
    "The Red Orchard": ("Anna Pryce", "Cara Doyle"),
    "Girl with a Lantern": ("Dan Moss", "Eva Lind"),
    "Winter Mill": ("Dan Moss", "Anna Pryce"),
    "Portrait of a Sailor": ("Eva Lind", "Dan Moss"),
    "Evening Bells": ("Finn Hale", "Ben Kellow"),
}
art_planner = module_planner(
    [row for p, (a, s) in PAINTINGS.items() for row in ((p, "author", a), (p, "subject", s))],
    "a",
)


@pytest.mark.parametrize(
    ("noun", "verb"),
    [
        ("advisor", "advise"),
        ("publisher", "publish"),
        ("winner", "win"),
        ("carrier", "carry"),
        ("creator", "create"),
        ("member", None),
        ("river", None),
        ("number", None),  # "numb" by chance
        ("mayor", None),  # "may"
        ("flower", None),  # a verb itself
        ("former", None),  # "form" by chance
    ],
)
def test_an_agent_noun_names_the_doer_of_its_verb(noun: str, verb: str | None) -> None:
    assert agent_verb(noun) == verb


def test_a_question_word_is_read_with_its_agent_nouns_verb() -> None:
    assert "advise" in word_forms("advisor")
    assert word_forms("advise") == frozenset({"advise"})


@pytest.mark.parametrize(
    ("before", "after", "doer"),
    [
        ("which students did", "advise ?", True),
        ("who advised", "?", False),
        ("which trains were built by", "?", True),
        ("what has", "built ?", True),
        ("what was", "built by ?", False),
        ("", "was built by whom ?", False),
        ("what did", "build ?", True),  # the bare verb
        ("what is", "building ?", True),  # progressive, no passive
        ("which songs were built by the band", "?", True),
        ("who did", "'s advisor advise ?", None),  # a possessor: the verb is its noun's
        ("who is", "advisor ?", None),  # a noun, not the verb
        ("list the paintings by", "?", True),  # "by" with no verb: the doer follows
        ("", "is by which painter ?", False),
        ("who is", "'s sister ?", None),
    ],
)
def test_whether_the_mention_does_the_verb(before: str, after: str, doer: bool | None) -> None:
    stems = frozenset({"advis", "build"})
    assert mention_does(plain_words(before), plain_words(after), stems) is doer


def test_a_relation_named_by_its_doer_holds_the_verb(embedder: Embedder) -> None:
    schema = [
        ("person", "doctoral_advisor", "person"),
        ("Line", "Line_operatedBy_Operator", "Operator"),
        ("Operator", "Operator_headquarteredIn_City", "City"),
    ]
    catalog = make_catalog(embedder, schema)
    lemmas = dict(zip(catalog.relations, distinctive_lemmas(catalog), strict=True))
    assert "advise" in lemmas["doctoral_advisor"]
    assert "operate" in lemmas["Line_operatedBy_Operator"]
    # the range's name is no value of the relation: "operate" stays the operator's own
    assert "operate" not in lemmas["Operator_headquarteredIn_City"]


@pytest.mark.parametrize(
    ("question", "hop"),
    [
        ("which students did Anna Pryce advise ?", ("doctoral_advisor", False)),
        ("who advised Dan Moss ?", ("doctoral_advisor", True)),
        ("who were mentored by Cara Doyle ?", ("mentored_by", False)),
        ("who mentored Eva Lind ?", ("mentored_by", True)),
    ],
)
def test_the_doer_is_walked_from(
    planner: EncoderPlanner, question: str, hop: tuple[str, bool]
) -> None:
    [best, *_] = planner.rank(question)
    assert list(map(planner.catalog.walked, best.paths[0].hops)) == [hop]


@pytest.mark.parametrize(
    ("question", "forward"),
    [
        ("The Red Orchard is by which painter ?", True),
        ("The Red Orchard is by whom ?", True),
        ("Winter Mill is by which person ?", True),
        ("list the paintings by Dan Moss ?", False),
        ("name a work by Anna Pryce ?", False),
    ],
)
def test_by_says_the_doer(art_planner: EncoderPlanner, question: str, forward: bool) -> None:
    [best, *_] = art_planner.rank(question)
    assert list(map(art_planner.catalog.walked, best.paths[0].hops)) == [("author", forward)]
