"""What a question asks for: its answer-type words ("which player", "what country", "when")
and how well each schema type fits them.

The focus is read from the question's words around its wh-word or imperative ("name a
…", "list …"), the mentions left out; a wh-adverb stands for a kind ("when" → date,
"where" → place, "how old" → age). A type's profile is the mean embedding of a sample of
its members' names, with its name's embedding when the type is named (an inferred type's
name, `plays for target`, says nothing of what its members are): "club" is near the names
of clubs even when no type says "club". A kind said as an agent noun ("players",
"director") names a role its members' names cannot say; the relations whose names inflect
its stem as a verb ("plays_for", "directed_by") say which type plays it (`agent_types`).
A relation may be named after the value it holds ("what number": `shirt_number`, not
`age`, both to one type of numbers): `value_relations`, weighed by `value_steps`. A type
only such relations reach is a type of values (`value_types`: instruments, genres, years);
a question calling its answers by a word the graph does not use for them, and that fits
them less well than the graph's own name, asks for something else ("which musicians":
not instruments, though "musicians" is near guitars): `AnswerTypes.called_otherwise`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

import numpy as np
from lemminflect import getAllInflections, getAllLemmas

from app.kg.catalog import PASSIVE, CatalogEdge, SchemaCatalog
from app.kg.embeddings import Embedder, normalised
from app.kg.entity_vectors import read_spec
from app.kg.schema_graph import type_profile
from app.kg.store.base import GraphStore
from app.kg.wording import (
    domain_range_types,
    freebase_subject_type,
    is_inferred_type,
    local_name,
    role_text,
    split_run_together,
    verbalise_relation,
)

WH_KINDS = {
    "who": "person",
    "whom": "person",
    "whose": "person",
    "when": "date year time",
    "where": "place location country city",
}
SAID_AS = {"nationality": "country", "citizenship": "country"}
"""Kinds an answer's noun asks for without naming them: a nationality is a country's."""
PERSONAL = frozenset({"who", "whom", "whose"})
"""Wh-words whose linked noun is the answer's kind ("who is the director …"); after
"when" or "where" it is only when it names the relation and the question ends at the
mention ("when is the release date of X", not "when was the director of X born")."""
ASKS_FOR_PERSON = frozenset({"who", "whom"})
"""Wh-words asking for a person even where the noun after them names the relation ("who
is the author of …")."""
HOW_KINDS = {"old": "age", "many": "number count", "much": "amount", "long": "length duration",
             "tall": "height", "big": "size"}  # fmt: skip
ASKED_KINDS = frozenset([*WH_KINDS.values(), *HOW_KINDS.values()])
"""The kinds wh-words and "how …" ask for, in words of our own ("where": "place location
country city"), not the question's."""
LINKING = frozenset({"is", "are", "was", "were"})
BE_FORMS = frozenset({"be", "been"})
"""Forms of "be" after an auxiliary ("where would X be buried", "where has X been"): the
question asks where X is, not what a verb of X's reaches."""
BEING = LINKING | BE_FORMS
"""Every form of "be" a passive or a copula takes ("is", "were", "been")."""
DO_AUXILIARIES = frozenset({"do", "does", "did", "has", "have", "had"})
"""Auxiliaries that, right after "what" or "which", put the question's subject before its
verb: the noun after them is that subject, not the answer."""
MODALS = frozenset({"can", "could", "will", "would", "shall", "should", "may", "might", "must"})
"""Modal auxiliaries: right after a wh-word they put the subject before the verb as
`DO_AUXILIARIES` do ("where can I eat X")."""
ARTICLES = frozenset({"the", "a", "an"})
ASKING = frozenset({"which", "what"})
IMPERATIVES = frozenset({"name", "list", "give", "tell", "show", "find"})
SKIPPED = frozenset(
    """is are was were be been do does did has have had the a an of kind type sort some any
    all me us one ones in on at to for by from with 's s""".split()  # noqa: SIM905
)
"""Words between a wh-word and its noun ("what is the nationality", "in which country")."""
CATEGORY_WORDS = frozenset({"kind", "type", "sort"})
"""Words before a noun whose categories are asked for ("what kind of book": a genre)."""
CATEGORY_NOUNS = CATEGORY_WORDS | {"class", "category", "genre", "industry", "sector", "style"}
"""Value nouns naming categories (`VesselType`, `drug_class`, `genre`, `INDUSTRY`): the
values a relation so named holds are kinds of its source ("Container Ship" is a kind of
vessel, a "puzzle game" a kind of game, a "utility" a kind of company), not instances."""
BOUNDARY = frozenset(
    """is are was were do does did has have had who whom whose which that what when where of
    in on at to for by from with and or as than can could would will should there ?""".split()  # noqa: SIM905
)
"""Words that end the answer's noun phrase ("which club does …", "the age of …")."""
MAX_FOCUS_WORDS = 3
UNIT_SYMBOLS = frozenset(
    """m mm cm km m2 km2 sqm sqft ha g kg mg t lb lbs ft mi nm kn l ml cl kw mw gw kwh mwh gwh
    twh kv hp cc kcal hz khz mhz ghz kb mb gb tb ms mph kph kmh usd eur gbp pct""".split()  # noqa: SIM905
)
"""Unit symbols a relation's name may end in after its value noun (`capacity_mw`,
`length_km`, `price_usd`, `heightM`, `Vineyard Area (ha)`), and a question may say after a
number ("376 MW": the number's, no kind or step of its own). Symbols only: a unit said as a
word ("year", "days") may be the value itself (`release_year`)."""
SOMEONE = frozenset({"someone", "somebody", "anyone", "anybody"})
"""Words asking for a person as "who" does ("name someone born in …")."""
PARTICIPLES_LEFT_OUT = frozenset({"known", "given", "shot", "done"})
"""Irregular participles `_irregular_forms` leaves out, nouns to the lexicon or of "do",
that questions say as participles ("someone known for", "a film shot in")."""

OTHER_VALUE_FIT = 0.15
"""Taken from the fit of a type of values the graph calls by another name that fits them
better than the question's words do (`AnswerTypes.called_otherwise`)."""
CATEGORY_FIT = 0.3
"""Taken from the fit of a type of categories (`AnswerTypes.categories`) when the question
asks for instances ("which ships", not "what type of ship"): "Container Ship" fits "ships"
better than a vessel's own name does."""
SYNONYM_MARGIN = 0.05
"""How much nearer than a type's members one of its names must be to words that are to be
another name for it ("faith" for `religion`)."""
DESCRIBED_MARGIN = 0.1
"""How much nearer a type's relations together than the nearest one of them a focus must
be for them to describe what it asks for (`AnswerTypes.described`)."""
AGENT_FIT = 0.2
"""Added to the fit of a type whose members do what the answer's kind names ("player":
the ones who play; "director": who directed)."""
AGENT_ENDINGS = ("er", "or")
PASSIVE_MARKERS = (PASSIVE,)
"""A relation named `<verb> by` holds its doer as target (`directed_by`)."""
VERB_ENDINGS = ("", "s", "es", "d", "ed", "en", "ten", "ing")
"""How a relation's word may inflect the agent noun's stem ("plays", "directed", "written")."""
PARTICIPLE_ENDINGS = ("d", "ed", "en", "ten")
PLACE_PARTICLES = frozenset({"in", "at", "on", "into", "during"})
"""A participle before one says where or when a thing was done (`written_in`), not who
did it; before another it may be active (`played_for`)."""
LOCATIVES = frozenset({"in", "at"})
"""Particles ending a relation's name that say its value is where its source is or was
(`headquartered_in`, `based_at`): "where" asks for that value as surely as for a
`country`'s (`value_relations`). Not "to", which as often says no place
(`isAffiliatedTo`)."""
INVERSE_WORDS = ("inverse", "reverse")
"""A relation name ending so is read from its target (`plays_for_inverse`)."""
PLACE_KINDS = frozenset(
    f"""{WH_KINDS["where"]} town village region state province county district nation
    continent""".split()
)
"""Kinds that are places: a relation named after one says where its source is
(`says_where`; not "area", which a relation names as a field, `areaOfLaw`, or a size)."""
MIN_STEM = 4
MIN_AGENT_SHARE = 0.05
NOUN_FIT_MIN = 0.7
"""How near a relation's value noun a focus must be to be another name for it
(`AnswerTypes.called_by_relations`): "skills" is 0.90 from "skill", "medication" 0.76 from
"prescribed"; "movies" is 0.62 from "actors" (`starred_actors`), which is no name for films
(with no floor the music KG's 2-hop Hits@1 fell from 87.8 to 73.2)."""
"""Schema edges holding less of their relation's triples are typing accidents, not roles."""

BODY = "organization"
"""What "who" asks for besides a person: a body acting as one ("who flies into <X>": the
airlines; "whose hub is <X>")."""
BODY_FIT_MIN = 0.7
"""A type answers "who" as a body only where it fits `BODY` at least this well (a type
named so, or whose members are also typed so): teams and departments, which fit it
loosely, do not answer "who works on <X>"."""
ALSO_SHARE = 0.8
"""A type is also another type where that many of its members (of a sample of
`NUMBER_SAMPLE`) hold that type too (an airline is an organisation)."""

WHOLE_NAME_FIT = 1.0
"""The fit of a type to a focus that says the whole name of a relation reaching it, named
after its value ("what drug class is X in": `drug class`), as a perfect cosine would."""

MEMBER_WORD_SHARE = 0.8
"""A word is what a type's members are called where that share of their names (of a sample
of `MEMBER_SAMPLE`) carry it ("court" of "Bristol County Court", "Supreme Court of
Ireland"; "airport", "university", "ward"): a focus saying it names the type as a whole
relation name does (`WHOLE_NAME_FIT`). 0.6 had named a role said of wards and doctors
alike (`specialises_in`'s source) "ward" too."""
MEMBER_SAMPLE = 100
"""Members read for `MEMBER_WORD_SHARE` (a role said of two kinds may list one first)."""
MIN_MEMBER_WORD = 3
"""Letters a word of members' names needs to say what they are ("of", "fc" do not)."""

VALUE_FIT = 0.2
"""Added to the fit of a path whose last step reads a relation named after what the
answer's kind names ("what number": `shirt_number`, not `age`, both to the same numbers)."""
PARTICLES = frozenset({"of", "by", "in", "for", "at", "to", "from", "with", "on", "as", "into"})
"""A relation name ending in one is said of its source (`citizen_of`, `plays_for`)."""
WHOLE_OF = frozenset(
    """part member citizen resident native subsidiary branch division instance subclass fork
    episode chapter section""".split()  # noqa: SIM905
)
"""Nouns a relation's source is, said of a whole ("part of", "member of"): in a name going
on after them (`partOfRegion`, `memberOfParty`) the value is the noun after "of"."""

_WORD = re.compile(r"[\w'-]+|\?")
_MEMBER_WORD = re.compile(r"[^\W\d_]+")
_NUMBER = re.compile(r"^[\d\s.,:/+-]+$")
_CODE = re.compile(r"[A-Z0-9][A-Z0-9._/-]*")
"""A code: upper-case letters, digits and joining marks, no space ("SGF", "BAT-482")."""
_TIME = re.compile(r"^(\d{3,4}|\d{1,4}[-/.]\d{1,2}([-/.]\d{1,4})?)([ T][\d:.]+)?$")
"""A year or a date ("1961", "1961-03-12", "12/03/1961"), a time of day after it or not."""
NUMBER_SAMPLE = 20
"""Members sampled to tell a type of numbers (`AnswerTypes.number_types`)."""


@dataclass(frozen=True)
class AnswerFocus:
    """What a question asks for. `names_relation`: said as "the X of …", "the X for …"
    or "…'s X", the words also name the relation asked about ("the nationality of", "the
    lecturer for", "X's age"), not only the kind of answer ("which club does …")."""

    text: str
    names_relation: bool = False
    literal: bool = True  # the words are the question's own ("club"), not a kind ("person")
    kind: str | None = None
    """The kind a wh-word says beside words naming the relation ("who is the author of":
    person), or beside a kind that is no agent noun ("who is a <X> national")."""
    category: bool = False
    """Said as "what kind of …": the answer is a category of what the words name."""
    subject: bool = False
    """Said after "what did" or "what has" ("what did the astronauts trained by X fly
    on"): the subject of the question's verb, a node on the way, not the answer; its words
    say no step."""
    predicated: bool = False
    """Said of the question's subject by a linking verb, with a particle stranded right
    after the mention ending it ("what **business** is X in", "what **business** is the
    firm sued in X in"): the words say what it is in, which a category answers as well as
    a thing does ("which companies are the owners of X", "what company is X a subsidiary
    of" say nothing so)."""

    verb_place: bool = False
    """Asked as "where" with an auxiliary right after it, the subject before the verb
    ("where does X work", "where can I eat X"), or of a role said after the mention
    ("where is X the head chef"): the answer is where the verb's doing is, what its step
    reaches (an employer, a restaurant), not a step beyond it, the city that is in."""
    role: tuple[str, ...] = ()
    """The words of a role said after the mention ("chief", "executive"), which say one
    step between them."""

    @property
    def asks(self) -> bool:
        """Whether the words say what the answer is (not the subject of the verb)."""
        return not self.subject


def answer_focus(
    question: str, spans: Sequence[tuple[int, int]] = (), plural: Collection[tuple[int, int]] = ()
) -> AnswerFocus | None:
    """The words saying what kind of thing answers `question` ("club", "shirt number",
    "person" for "who"), read with the mentions at `spans` left out; None when it says none.
    A mention at one of `plural` names its entities in the plural, the answer's kind
    itself ("which <buyers> work at …"), not a word modifying the noun after it."""
    words: list[str] = []
    kinds: set[int] = set()
    last = 0
    for start, end in sorted(spans):
        words += [w.lower() for w in _WORD.findall(question[last:start])] + ["<entity>"]
        if (start, end) in plural:
            kinds.add(len(words) - 1)
        last = max(last, end)
    words += [w.lower() for w in _WORD.findall(question[last:])]
    for i, word in enumerate(words):
        if word == "how" and i + 1 < len(words) and words[i + 1] in HOW_KINDS:
            kind = HOW_KINDS[words[i + 1]]
            counted = _noun_after(words, i + 2, kinds) if words[i + 1] == "many" else None
            if counted and not counted.names_relation and " " not in counted.text:
                # "how many days does it take": a count whose noun may name the relation
                # measuring it (`leadTimeDays`), read in the question
                return AnswerFocus(counted.text, names_relation=True, kind=kind)
            return AnswerFocus(kind, literal=False)
        if word in WH_KINDS:  # "who is the director of …" asks for a director
            linked = words[i + 1 : i + 3]
            said = len(linked) == 2 and linked[0] in LINKING and linked[1] in ARTICLES
            noun = _noun_after(words, i + 3, kinds) if said else None
            ends_at_mention = [w for w in words if w != "?"][-1:] == ["<entity>"]
            if noun and word not in PERSONAL and not (noun.names_relation and ends_at_mention):
                noun = None  # "when were the films … released", "where was the author of
                # <X> born": the films, the author are not the answer
            agent = noun is not None and is_agent_noun(noun.text.split()[-1])
            if noun and word in ASKS_FOR_PERSON and (noun.names_relation or not agent):
                # "who is the author of X"; "who is a <X> national": a person too (not
                # "who is the station manager at X", whose own fit says who manages)
                noun = replace(noun, kind=WH_KINDS[word])
            after = words[i + 1 : i + 2]
            where = word == "where" and bool(after)
            copula = where and after[0] in LINKING
            role = _role_after(words, i + 2) if copula else ()
            verb = (
                bool(role)
                or (copula and _done_to(words, i + 2))  # "where is <X> grown"
                or (
                    where
                    and after[0] in DO_AUXILIARIES | MODALS
                    and not BE_FORMS & set(words[i + 2 :])  # "where has X been": X's place
                )
            )
            place = AnswerFocus(WH_KINDS[word], literal=False, verb_place=verb, role=role)
            return noun or place
        if word in ASKING or (word in IMPERATIVES and i == 0):
            noun = _noun_after(words, i + 1, kinds)
            if noun and word in ASKING and words[i + 1] in DO_AUXILIARIES:
                # "what does the target of <X> orbit": the target is the verb's subject;
                # words naming a relation say a step, a kind names a node on the way
                noun = None if noun.names_relation else replace(noun, subject=True)
            if noun:
                return noun
    return _headline(words)


def _headline(words: list[str]) -> AnswerFocus | None:
    """The focus of a question written as a headline, a mention and nouns after it ("<X>
    hub airport ?", "<X> location ?"): it reads as "the hub airport of <X>", the nouns
    naming the relation; None for any other question (no noun, or a verb after it)."""
    tail = _said_of_mention(words, 0)
    if not tail or len(tail) > ROLE_WORDS_MAX or not all(w.isalpha() for w in tail):
        return None
    if any(w in BOUNDARY or is_verb_form(w) for w in tail):
        return None
    return _noun_after(["the", *tail, "of", "<entity>"], 1)


ROLE_WORDS_MAX = 4
"""The most words a role said after a mention may have ("head of department")."""
TIME_ADVERBS = frozenset({"now", "today", "nowadays", "currently", "presently", "then"})
"""Words after a mention saying when, not a role ("where is <X> now": where X is)."""


SITED = frozenset("located based situated found headquartered born buried set held".split())  # noqa: SIM905
"""Participles saying where a thing is ("where is <X> located"): the mention's own place."""


def _said_of_mention(words: list[str], start: int) -> list[str]:
    """The words after a mention at `start` (an article before it or not) up to the
    question's end; none where no mention stands there or it is a possessor ("<X>'s")."""
    at = start + 1 if words[start : start + 1] and words[start] in ARTICLES else start
    if words[at : at + 1] != ["<entity>"]:
        return []
    tail = [word for word in words[at + 1 :] if word != "?"]
    return [] if tail[:1] in (["'s"], ["s"]) else tail


def _done_to(words: list[str], start: int) -> bool:
    """Whether a mention from `start` ends the question with a participle not of `SITED`
    ("where is <X> grown", "where are <X> animals bred": where it is done, what does it;
    not "where is <X> located / based / found", which asks the mention's own place)."""
    tail = _said_of_mention(words, start)
    if not tail or tail[-1] in PARTICLES:
        return False
    last = tail[-1]
    return _said_in_the_past(last) and last not in SITED


def _role_after(words: list[str], start: int) -> tuple[str, ...]:
    """The words of a role said after a mention, from `start` (none if there is none): a
    mention (an article before it or not), then a role or state it holds, up to the
    question's end: a noun phrase ("where is <X> the head chef", "where is <X> chief
    executive") or a preposition's ("where is <X> on display", "in use"), not a
    participle, a particle nor a time ("where is <X> located", "where was <X> born",
    "where is <X> from", "where is <X> now"), nor a possessive ("where are <X>'s
    offices"). "where" then asks where the role is held, what its relation reaches (the
    restaurant), as "where does <X> work" does, not a step beyond it (the restaurant's
    city)."""
    tail = _said_of_mention(words, start)
    if not tail or len(tail) > ROLE_WORDS_MAX or "<entity>" in tail:
        return ()
    said = tail[1:] if tail[0] in ARTICLES else tail
    verbs = [w for w in said if is_verb_form(w)]
    modifier = tail[0] in ARTICLES and len(said) > 1 and verbs == said[:1]  # "the set text"
    last = said[-1] if said else ""
    ended = last in PARTICLES | BE_FORMS | TIME_ADVERBS
    return tuple(said) if said and (not verbs or modifier) and not ended else ()


def _noun_after(words: list[str], start: int, kinds: Collection[int] = ()) -> AnswerFocus | None:
    """The noun phrase after `start`, skipping linking words and mentions, up to a boundary:
    ended after a plural ("players"), before a participle ("directed", "playing", "led
    by"); a phrase of several words only when a linking word follows it ("what shirt
    number does")."""
    i = start
    at = start + 1 if words[start : start + 1] and words[start] in ARTICLES else start
    head = at + 1  # the noun a mention at `at` may modify, after a number's unit
    if words[head : head + 1] and words[head] in UNIT_SYMBOLS:
        head += 1  # "which <132> kV lines": the unit is the number's
    modifier = (
        words[at : at + 1] == ["<entity>"] and at not in kinds and _modified_noun(words, head)
    )
    if modifier:
        i = head  # "which <Jazz> album did …", "name a <Jazz> album": which albums
    while i < len(words) and (words[i] in SKIPPED or words[i] == "<entity>"):
        i += 1
    category = not CATEGORY_WORDS.isdisjoint(words[start:i])
    possessive = i > start and words[i - 1] in ("'s", "s")
    indefinite = i > start and words[i - 1] in ("a", "an")  # "a book of <X>": one of many
    if "<entity>" in words[start:i] and not (possessive or modifier):
        return None  # "what does <X> act in": a verb after the mention, not the answer's kind
    if i < len(words) and words[i] in SOMEONE:
        return AnswerFocus(WH_KINDS["who"], literal=False)  # "name someone born in …"
    bare = ARTICLES.isdisjoint(words[start:i])
    if bare and i + 1 < len(words) and past_participle(words[i]) and words[i + 1] in BOUNDARY:
        return None  # "what is located in …": a verb, not the answer's kind (a noun in
        # "-ing" is no verb: "what is the recording of …")
    found: list[str] = []
    while i < len(words) and words[i] not in BOUNDARY and words[i] != "<entity>":
        word = words[i]
        if found and is_participle(word):
            break
        if found and i + 1 < len(words) and words[i + 1] in PASSIVE_MARKERS:
            break  # "a trial led by", "a drug made by": a passive verb, however it ends
        if modifier and found == [words[head]] and _says_a_verb(word):
            break  # "what <Qasra> company dates from": the company, not "company dates"
        found.append(word)
        i += 1
        if len(found) == MAX_FOCUS_WORDS or (len(word) > 3 and word.endswith("s")):
            break
    if len(found) > 1 and not _plural(found[-2]) and _third_person_verb(found[-1], words, i):
        found.pop()  # "which train goes from …": a noun and its verb, not "train goes"
        i -= 1
    while len(found) > 1 and not (i < len(words) and words[i] in BOUNDARY):
        if _plural(found[-1]) and i < len(words) and _said_in_the_past(words[i]):
            break  # "which law firms worked on …": a plural, then its verb in the past
        if _plural(found[-1]) and _plural_verb(words, i, found[-1]):
            break  # "which power stations run on …": a plural, then its verb in the present
        found.pop()  # "which employee sold <order>": a compound ends at a linking word
        i -= 1
    if not found:
        return None
    if len(found) == 1 and i - 1 == start and _object_follows(words, i):
        return None  # "what hunts <X> ?": a verb whose object is the mention, not a kind
    # "the lecturer of <X>", and "the lecturer for <X>" (an article between or not): the
    # noun names the relation reaching the mention; not "what medicine for <X>", a kind
    at = i + 2 if words[i + 1 : i + 2] and words[i + 1] in ARTICLES else i + 1
    definite = "the" in words[max(start - 1, 0) : i]  # "who is the", "what are the"
    for_mention = definite and words[i : i + 1] == ["for"] and words[at : at + 1] == ["<entity>"]
    of_phrase = i < len(words) and (words[i] == "of" or for_mention) and not indefinite
    said = [word for word in words if word != "?"]
    stranded = said[-2:-1] == ["<entity>"] and said[-1] in PARTICLES  # "… is X **in** ?"
    subject_after = i + 1 < len(words) and words[i + 1] in ARTICLES | {"<entity>"}
    predicated = subject_after and words[i] in LINKING and stranded
    return AnswerFocus(
        " ".join(found),
        names_relation=possessive or of_phrase,
        kind=SAID_AS.get(singular(found[-1])),
        category=category,
        predicated=predicated,
    )


def _plural(word: str) -> bool:
    """Whether `word` reads as a plural noun ("firms"; not "class", "status")."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))


VERB_TAKES = frozenset({"from", "to", "for", "with"})
"""Particles that follow a verb far oftener than a noun ("goes from", "belongs to", "works
for", "deals with"; not "in", "at", "on": "the head chefs in <X>")."""


def _third_person_verb(word: str, words: list[str], at: int) -> bool:
    """Whether `word`, after a singular noun and before `words[at]`, reads as that noun's
    verb in the third person: a word in "-s" (as `_plural` reads one) followed by one of
    `VERB_TAKES` ("which train **goes** from", "what cuisine **comes** from"), not "of"
    ("the side effects of")."""
    after = words[at] if at < len(words) else "?"
    return _plural(word) and after in VERB_TAKES


PASSING = frozenset({"through", "across", "along", "over", "around", "past"})
"""Prepositions of a way taken, after a verb ("lines pass through", "rivers flow across")."""


def _plural_verb(words: list[str], at: int, plural: str) -> bool:
    """Whether the word at `at`, after `plural`, reads as that plural's verb in the present:
    a word with no plural "-s" followed by a particle, a preposition or an article
    ("stations run on", "plants belong to", "lines pass through", "vehicles fly from",
    "trains use the"), or by a word of its own, no plural, where lemminflect's lexicon
    reads the two as a noun's plural and a verb's bare form ("seed companies supply the
    varieties", "power stations use equipment"); not a third person's object ("which
    player wears number 10", "what company sponsors trial <X>", "which company builds
    power plants in <X>", "which film stars <X>") nor an adverb after a third person's
    verb ("which company operates mostly in")."""
    word = words[at] if at < len(words) else "?"
    after = words[at + 1] if at + 1 < len(words) else "?"
    plain = word not in BOUNDARY | SKIPPED | {"<entity>"} and not _plural(word)
    own = after not in ("<entity>", "?") and not _plural(after)  # "builds power plants"
    if plain and own and _plural_noun(plural) and is_bare_verb(word):
        return True
    adverb = len(word) > 3 and word.endswith("ly")  # "mostly"; not "fly"
    plain = plain and not adverb and not (len(word) <= 3 and word.endswith("s"))
    return plain and (after in PARTICLES or after in PASSING or after in ARTICLES)


def _plural_noun(word: str) -> bool:
    """Whether lemminflect's lexicon reads `word` as a noun's plural ("stations"; not
    "wears", "operates": verbs only)."""
    return any(lemma != word for lemma in getAllLemmas(word).get("NOUN", ()))


def is_noun(word: str) -> bool:
    """Whether `word` reads as a noun, not a verb's past or participle ("people", "days";
    not "made", "aged")."""
    return "NOUN" in getAllLemmas(word) and not is_verb_form(word)


def is_bare_verb(word: str) -> bool:
    """Whether lemminflect's lexicon reads `word` as a verb's bare form ("use", "supply")."""
    return word in getAllLemmas(word).get("VERB", ())


def _said_in_the_past(word: str) -> bool:
    """Whether `word` reads as a verb in the past ("worked", "made", "sold")."""
    return past_participle(word) or irregular_past(word) is not None


def _object_follows(words: list[str], at: int) -> bool:
    """Whether a mention stands at `at` and the question ends after it or goes on with a
    preposition ("what hunts <X> ?", "what hunts <X> in <Y> ?"), or after an article
    where the word before reads as a verb ("what replaced the <X> ?"): that word is then
    the question's verb; a kind is followed by its own verb ("which films <X> directed")."""
    verb = at > 0 and (_said_in_the_past(words[at - 1]) or _plural(words[at - 1]))
    if verb and at + 1 < len(words) and words[at] in ARTICLES:
        at += 1  # "what replaced the <X>", "what powers the <X>"; not "which year the <X>"
    after = words[at + 1] if at + 1 < len(words) else "?"
    return words[at : at + 1] == ["<entity>"] and (after == "?" or after in OBJECT_PREPOSITIONS)


def is_participle(word: str) -> bool:
    """Whether `word` reads as a verb's participle ("directed", "playing", "born")."""
    return (len(word) > 4 and word.endswith("ing")) or past_participle(word)


def is_verb_form(word: str) -> bool:
    """Whether `word` reads as a verb's participle or past form ("directed", "playing",
    "built", "went")."""
    return is_participle(word) or irregular_past(word) is not None


def past_participle(word: str) -> bool:
    """Whether `word` reads as a past participle ("located", "born"; not "speed")."""
    irregular = (forms := _irregular_forms(word)) is not None and forms[1]
    return _regular_past(word) or irregular or word in PARTICIPLES_LEFT_OUT


def _regular_past(word: str) -> bool:
    """Whether `word` reads as a regular past form in "-ed" ("located"; not "speed", nor
    "bred", too short to be one)."""
    return len(word) > 4 and word.endswith("ed") and not word.endswith("eed")


AUXILIARIES = frozenset("is are was were do does did has have had".split())  # noqa: SIM905


NOUN_PREPOSITIONS = frozenset({"from", "by", "in", "with", "at", "on", "of", "for"})
"""Prepositions a singular noun after a mention may take ("name a <Futurism> artist from
…"); not "to", which follows verbs as often ("which <X> belong to")."""
OBJECT_PREPOSITIONS = NOUN_PREPOSITIONS | {"to", "during", "near", "into"}
"""Prepositions that may follow a verb's object ("what hunts <X> in <Y>")."""


def _modified_noun(words: list[str], at: int) -> bool:
    """Whether the word at `at`, right after a mention, is a noun the mention modifies:
    one ending the question ("name <X> films") or a compound that does ("name a <solar>
    power station"), followed by an auxiliary ("which <Jazz> album did …") or a plural
    followed by a verb ("which <Nolan> films star …"); not a verb ("which <Goalkeeper>
    plays for …", "which <X> won the cup"); or a singular followed by a verb said in the
    third person or the past ("what <Qasra> company dates from …", "which <X> club signed
    …"), by a preposition ("name a <Futurism> artist from …", "a <Y> piece by …") or by a
    participle ("a <230> kV circuit starting at …"). `at` is past a number's unit ("which
    <132> kV lines": `_noun_after` skips it). The compound is read after an article only
    ("name a <solar> power station"; "which <X> play football" is a verb and its object).
    """
    word = words[at] if at < len(words) else "?"
    after = words[at + 1] if at + 1 < len(words) else "?"
    if word in SKIPPED | BOUNDARY | {"<entity>"} or is_participle(word):
        return False
    plural = len(word) > 3 and word.endswith("s")
    last = words[at + 2] if at + 2 < len(words) else "?"
    compound = after not in BOUNDARY | SKIPPED | {"<entity>"} and not is_participle(after)
    return (
        after == "?"
        or (compound and last == "?" and at >= 2 and words[at - 2] in ARTICLES)
        or after in AUXILIARIES
        or (plural and after not in BOUNDARY)
        or (not plural and (_says_a_verb(after) or after in NOUN_PREPOSITIONS))
        or (not plural and is_participle(after))  # "name a <230> kV circuit starting at"
    )


def _says_a_verb(word: str) -> bool:
    """Whether `word`, after a singular noun, reads as its verb: third person or past
    ("dates", "signed"), not a particle."""
    return len(word) > 3 and word.endswith(("s", "ed")) and word not in BOUNDARY


def agent_types(focus: str, catalog: SchemaCatalog) -> set[str]:
    """Types whose members do what `focus` names, when it is an agent noun ("players",
    "director", "writer") whose stem, inflected as a verb, is a word of some relation's
    name ("plays_for", "directed_by"; not "starred_actors" for "actors"): the relation's
    source, or its target when the verb is passive (`… by`) or the name says it is read
    backwards (`… inverse`); and the types a relation names by the noun as their role
    (`_role_types`: "citizens", `is_citizen_of`)."""
    words = focus.lower().split()
    if not words:
        return set()
    found = _role_types(singular(words[-1]), catalog)
    stems = agent_stems(words[-1], shortest=MIN_STEM)
    for index, edge in enumerate(catalog.edges if stems else ()):
        if catalog.edge_share[index] < MIN_AGENT_SHARE:
            continue  # a typing accident, not a role
        held_as_target = _doer_held_as_target(verbalise_relation(edge.relation).split(), stems)
        if held_as_target is not None:
            found.add(edge.target if held_as_target else edge.source)
    return found


AUXILIARY_BASES = frozenset({"be", "do", "have", "shall", "will", "can", "may"})
"""Bases of auxiliaries and modals, whose past forms ("was", "did", "should") are no
verbs of a relation or a doer (`_irregular_forms`)."""


@lru_cache(maxsize=1 << 12)
def _irregular_forms(word: str) -> tuple[str, bool] | None:
    """The base of the verb `word` is an irregular past form or participle of, and whether
    it is a participle ("bred": breed, yes; "came": come, no), as lemminflect's lexicon
    has it; None for a regular form ("worked"), a base ("put"), an auxiliary ("was",
    "did", "should"), a word the lexicon also knows as a noun ("ground", "rose", "felt"
    name things in relation names) and a word that is no verb."""
    lemmas = getAllLemmas(word)
    bases = lemmas.get("VERB", ())
    if not bases or bases[0] in (word, *AUXILIARY_BASES) or word in lemmas.get("NOUN", ()):
        return None
    if _regular_past(word):
        return None  # `past_participle` reads it
    forms = getAllInflections(bases[0], upos="VERB")
    participle = word in forms.get("VBN", ())
    return (bases[0], participle) if participle or word in forms.get("VBD", ()) else None


def irregular_past(word: str) -> str | None:
    """The base of the verb `word` is an irregular past form or participle of ("built":
    "build" of a `builder`, "bred": "breed", "heard": "hear"), else None."""
    forms = _irregular_forms(word)
    return forms[0] if forms else None


def doer_stems(catalog: SchemaCatalog) -> list[tuple[frozenset[str], str]]:
    """The relations a graph names by an agent noun (`builder`, `operator`: their value
    noun, `value_noun`) or by a passive verb (`operated_by`: its target operates), or both
    (`Train_builtBy_Manufacturer`), as (the verbs' stems, the type the relation reaches)."""
    found = []
    for edge in _role_edges(catalog):
        if stems := doer_verbs(edge.relation):
            found.append((stems, edge.target))
    return found


@lru_cache(maxsize=1 << 12)  # read by `doer_stems`, `doers_and_done_to` and the planner
def doer_verbs(relation: str) -> frozenset[str]:
    """The stems of the verbs whose doer a relation's name says its target is
    (`doer_stems`), none for a name saying no doer (cached)."""
    noun = value_noun(relation)
    stems: frozenset[str] = frozenset()
    if noun is not None and is_agent_noun(noun):
        stems |= _verb_stems(noun)
    if _passive(relation):
        stems |= _participle_stems(own_words(relation)[-2])
    return stems


def active_doer(relation: str) -> bool:
    """Whether a relation's name is a verb in the active, its source the doer: its first own
    word a verb form ("developed", "wrote", "composed"), no particle last (`directed_by`,
    `located_in`), no light verb (`has_part`)."""
    words = own_words(relation)
    return bool(words) and words[-1] not in PARTICLES and is_verb_form(words[0])


def doers_and_done_to(catalog: SchemaCatalog) -> tuple[frozenset[str], frozenset[str]]:
    """The types a relation names as the doer of its verb (what `made_by`, a `developer`,
    `builtBy` reach: `doer_verbs`), and the types whose members such a relation says
    something is done to, never themselves its doer: made things (wines, games). A
    relation from a type to itself (`trained_by`, `cited_by`) says neither."""
    edges = [
        edge
        for edge in _role_edges(catalog)
        if edge.source != edge.target and doer_verbs(edge.relation)
    ]
    doers = frozenset(edge.target for edge in edges)
    return doers, frozenset(edge.source for edge in edges) - doers


def subject_stems(catalog: SchemaCatalog) -> list[tuple[frozenset[str], str]]:
    """The relations a graph names by a verb in the third person (`operates_aircraft`,
    `flies_to`: `_begun_by_s_word`), as (the verb's stems, the type the relation is said
    of, which does it): "who flies into X" asks for it."""
    return [
        (_third_person_stems(_name_words(edge.relation)[0]), edge.source)
        for edge in _role_edges(catalog)
        if _begun_by_s_word(edge.relation)
    ]


def _role_edges(catalog: SchemaCatalog) -> list[CatalogEdge]:
    """The schema edges whose relation names a role: not a twin named by a suffix (a
    mirror, `plays_for_inverse`, reads its relation backwards; a twin with a name of its
    own, `manufactured_by` of `makes`, says its role as any relation does, and so does one
    made passive by its suffix, `developedBy` of `developed`), nor one holding under
    `MIN_AGENT_SHARE` of its relation's triples (a typing accident)."""
    return [
        edge
        for index, edge in enumerate(catalog.edges)
        if (catalog.says_its_own(edge.relation) or _passive(edge.relation))
        and catalog.edge_share[index] >= MIN_AGENT_SHARE
    ]


def _third_person_stems(word: str) -> frozenset[str]:
    """The verb stems of a verb in the third person ("operates": "operat" and "operate";
    "flies": "fli" and "fly"; "plays": "play")."""
    if word.endswith("ies"):
        return frozenset({word[:-2], f"{word[:-3]}y"})
    if word.endswith("es"):
        return frozenset({word[:-2], word[:-1]})
    return frozenset({word[:-1]})


def _participle_stems(word: str) -> frozenset[str]:
    """The verb stems of a past participle ("operated": "operat"; "written": "write" and
    "writ"; "stopped": "stopp" and "stop"); none for a word that is none."""
    base = irregular_past(word)
    if base is not None:
        return frozenset({base, base[:-1]} if base.endswith("e") else {base})
    if not word.endswith("ed") or len(word) < MIN_STEM + 1:
        return frozenset()
    stem = word[:-2]
    return frozenset({stem} | ({stem[:-1]} if stem[-1] == stem[-2] else set()))


def _verb_stems(agent_noun: str) -> set[str]:
    """The verb stems of an agent noun ("player": "play"; "runner": "runn" and "run")."""
    stem = singular(agent_noun)[:-2]
    return {stem} | ({stem[:-1]} if len(stem) > 1 and stem[-1] == stem[-2] else set())


def doer_types(words: Sequence[str], stems: Sequence[tuple[frozenset[str], str]]) -> set[str]:
    """The types of `stems` (`doer_stems`) whose verb one of `words` says ("built": the
    `builder` of a rocket, "operated": its `operator`): "who built X" asks for them,
    whatever they are (firms, agencies)."""
    said = {word for phrase in words for word in phrase.lower().split()}
    return {target for verb, target in stems if any(does(word, verb) for word in said)}


def role_doer_types(role: str, stems: Sequence[tuple[frozenset[str], str]]) -> set[str]:
    """The types of `stems` (`doer_stems`) whose verb the agent noun ending `role` names
    ("developer": what `developedBy` reaches): "who is the developer of X" asks for them,
    whatever they are (studios)."""
    said = role.lower().split()[-1:]
    doing = {stem for word in said if is_agent_noun(word) for stem in _verb_stems(word)}
    return {target for verb, target in stems if not doing.isdisjoint(verb)}


def does(word: str, stems: frozenset[str]) -> bool:
    """Whether `word` is a verb form of one of `stems` (an agent noun's, "build" of
    "builder"): the bare verb or an inflection ("sell" of "sell", "operated" of "operat",
    "advise" of "advis"), or an irregular past of it."""
    base = irregular_past(word)
    if base is not None:
        return any(base in (stem, f"{stem}e") for stem in stems)
    return any(
        len(word) >= len(stem) >= MIN_STEM - 1 and (_inflects(word, stem) or word == f"{stem}e")
        for stem in stems
    )


def mention_does(before: Sequence[str], after: Sequence[str], stems: frozenset[str]) -> bool | None:
    """Whether the mention between the words `before` and `after` it does the verb of
    `stems` (`doer_verbs`) as the question says it: True where the verb comes after it in
    the active ("which students did <X> advise", "what is <X> building") or "by" stands
    between the verb and it ("the trains built by <X>", "written by the band <X>"; with no
    verb, "the artworks by <X>"), False where the verb comes before it ("who advised <X>")
    or after it as a passive's participle ("what was <X> built by", "<X> was built by
    whom"; with no verb, "<X> is by which artist"); None where no word, or words on both
    sides, say the verb, or the mention is a possessor ("<X>'s advisor")."""
    if after and after[0] == "":  # a possessive ending: the verb is said of the possessed
        return None
    said_before = [k for k, word in enumerate(before) if does(word, stems)]
    said_after = [k for k, word in enumerate(after) if does(word, stems)]
    if not said_before and not said_after:  # "the artworks by <X>", "<X> is by which artist"
        if before and before[-1] == PASSIVE:
            return True
        linking = list(itertools.takewhile(lambda word: word in BEING, after))
        return False if linking and after[len(linking) : len(linking) + 1] == [PASSIVE] else None
    if bool(said_before) == bool(said_after):
        return None
    if said_before:
        return PASSIVE in before[said_before[-1] + 1 :]
    verb = said_after[0]
    if after[verb + 1 : verb + 2] == [PASSIVE]:
        return False
    passive = _said_in_the_past(after[verb]) and not BEING.isdisjoint([*before[-1:], *after[:verb]])
    return not passive


def _mirrored(name: Sequence[str]) -> bool:
    """Whether a relation named `name` (its words) is a mirror, read from its target."""
    return bool(name) and name[-1] in INVERSE_WORDS


def _role_types(noun: str, catalog: SchemaCatalog) -> set[str]:
    """Types a relation names by `noun` (singular) as the role its source plays, the
    noun before its particle (`is_citizen_of`, `member_of`: "name a citizen of X", "which
    members"): the source, or the target of a name read backwards (`citizen_of_inverse`)."""
    found: set[str] = set()
    for index, edge in enumerate(catalog.edges):
        if catalog.edge_share[index] < MIN_AGENT_SHARE:
            continue
        name = verbalise_relation(edge.relation).split()
        backwards = _mirrored(name)
        core = name[:-1] if backwards else name
        if len(core) >= 2 and core[-1] in PARTICLES and core[-2] == noun:
            found.add(edge.target if backwards else edge.source)
    return found


def _doer_held_as_target(name: list[str], stems: Collection[str]) -> bool | None:
    """Whether a relation named `name` holds the doer of the stems' verb as its target
    (True: "directed by"), as its source (False: "plays for", "directed"), or names no
    doer (None: "written in" says where; "has engine" has the stem as a noun); a twin
    (`plays_for_inverse`) says the same of the same types."""
    backwards = _mirrored(name)
    for position, word in enumerate(name):
        ending = next((word[len(s) :] for s in stems if _inflects(word, s)), None)
        if ending is None or (not ending and position > 0):
            continue  # a bare stem is a verb only where the name begins
        after = name[position + 1] if position + 1 < len(name) else ""
        if after in PASSIVE_MARKERS:
            return not backwards
        if ending in PARTICIPLE_ENDINGS and after in PLACE_PARTICLES:
            return None
        return backwards
    return None


def value_relations(focus: AnswerFocus, catalog: SchemaCatalog) -> set[str]:
    """Relations named after the value they hold, when `focus` names it: the noun heading
    the name ("number" of `shirt_number`, "genre" of `has_genre`, "place" of
    `place_of_birth`; none for a name ending in a particle or `inverse`) is the focus's
    last word, or any of a kind's words ("when": date, year or time). Twins are included:
    the planner walks their mirror backwards (`SchemaCatalog.walked`). Not a name begun
    by a verb (`studiesSpecies`, `serves_cuisine`: what the source does to a thing of
    that kind, as other relations do, not the value's name) or by a plural noun
    (`films_in_this_genre`: the noun after is not the value), `_begun_by_s_word`. For
    "where", also a name ending in one of `LOCATIVES` (`headquartered_in`); asked of a verb
    (`AnswerFocus.verb_place`), only those: "where does X work" asks for `works_at`'s
    value, the verb's own, and no more for `home_location`'s than for another's."""
    words = focus.text.lower().split()
    said = words if not focus.literal else words[-1:]
    nouns = set() if focus.verb_place else {form for word in said for form in _noun_forms(word)}
    where = not focus.literal and focus.text == WH_KINDS["where"]
    found = set()
    for relation in catalog.relations:
        named = any(_noun_forms(noun) & nouns for noun in value_names(relation))
        if (named and not _begun_by_s_word(relation)) or (where and _ends_in(relation, LOCATIVES)):
            found.add(relation)
    return found


def says_where(relation: str) -> bool:
    """Whether a relation's name says where its source is: it is named after a place
    (`country`, `addressCountry`, `FEEDS_REGION`: `PLACE_KINDS`) or ends in one of
    `LOCATIVES` (`headquartered_in`, `based_at`)."""
    noun = value_noun(relation)  # lower-case, as `role_text` reads it
    return (noun is not None and singular(noun) in PLACE_KINDS) or _ends_in(relation, LOCATIVES)


PART_OF_NAMES = frozenset({("part", "of"), ("within",), ("inside",)})
"""Relation names (an "is" before them left out) that say their source is inside their
target, whatever it is: a ward `part_of` its hospital. Not `partOfSeries`, whose target
is named, a series and no place."""


def says_part_of(relation: str) -> bool:
    """Whether a relation's name says its source is inside its target (`PART_OF_NAMES`):
    with a relation saying where the target is, a containment (`part_of`, `located_in`:
    the ward's hospital's city)."""
    name = _name_words(relation)
    return tuple(name[1:] if name[:1] == ["is"] else name) in PART_OF_NAMES


def _ends_in(relation: str, particles: Collection[str]) -> bool:
    """Whether a relation's name of several words ends in one of `particles`."""
    name = _name_words(relation)
    return len(name) > 1 and name[-1] in particles


MEASURED_IN = frozenset({"in", "at", "on"})
"""Words after a value noun heading a relation's name, before a unit or a whole ("dose in
mg", "software in genre")."""

LIGHT_VERBS = frozenset({"has", "is", "was", "does"})


def _begun_by_s_word(relation: str) -> bool:
    """Whether a relation's name of several words begins with a word in "-s" that is no
    light verb (`LIGHT_VERBS`: `has_genre` names its value): a verb in the third person
    ("studies species", "belongs to family") or a plural ("films in this genre")."""
    name = _name_words(relation)
    return len(name) > 1 and _plural(name[0]) and name[0] not in LIGHT_VERBS


def _name_words(relation: str) -> list[str]:
    """The words of a relation's name that have a letter, without brackets ("(inverse)")."""
    words = (word.strip("()[]{}") for word in role_text(relation).split())
    return [word for word in words if any(c.isalpha() for c in word)]


def own_words(relation: str) -> list[str]:
    """The words of a relation's name without the object type it carries after its verb
    phrase (`Train_builtBy_Manufacturer`: "built by"; `domain_range_types`), which says
    what the value is, not the relation's role; else all its words (`_name_words`)."""
    if domain_range_types(relation) is None:
        return _name_words(relation)
    return _name_words(local_name(relation).split("_")[1])


def _passive(relation: str) -> bool:
    """Whether a relation's name of several words, its object type left out
    (`own_words`), ends in a passive marker: `operated_by`, `Line_operatedBy_Operator`."""
    name = own_words(relation)
    return len(name) > 1 and name[-1] in PASSIVE_MARKERS


def _singular_noun(word: str) -> bool:
    """Whether a word of a relation's name reads as a singular noun: no participle
    ("approved"), past form ("built") or word in "-s" ("works", "games")."""
    return not (_plural(word) or is_verb_form(word))


def value_noun(relation: str) -> str | None:
    """The noun heading a relation's name when the name says what its value is ("number"
    of `shirt_number`, "place" of `place_of_birth`; "region" of `partOfRegion`, whose
    source is a part of the whole named after "of": `WHOLE_OF`; "dose" of `dose_in_mg`, a
    singular noun before one of `MEASURED_IN`, not a participle, `approved_in_year`, where
    a unit or the source's own kind follows: "software" of a `software_genre`'s
    `software_in_genre`, but "city" of `concept:airportincity`, said of an airport; the
    noun before a participle, `Wines Made`, `year_founded`, `Award Won`); None
    for a name said of its source (ending in a particle: `citizen_of`), a mirror's
    (`plays_for_inverse`, `works at (inverse)`) or one with no word (`_`). A name
    carrying its object type after its verb phrase is read without it where the phrase
    is headed by a singular noun ("engineer" of `Line_chiefEngineer_Person`, `own_words`),
    else the type names the value ("operator" of `Line_operatedBy_Operator`)."""
    own = own_words(relation)
    name = _name_words(relation)
    noun = _heading_noun(own, relation) if own != name else None
    if noun is not None and _singular_noun(noun) and is_noun(noun) and noun not in LIGHT_VERBS:
        return noun
    return _heading_noun(name, relation)


def _heading_noun(name: list[str], relation: str) -> str | None:
    """`value_noun` read from the words `name` of `relation`'s name."""
    if not name or name[-1] in PARTICLES or _mirrored(name):
        return None
    if len(name) > 2 and name[1] in MEASURED_IN and _singular_noun(name[0]):
        subject = freebase_subject_type(relation)
        of_source = subject is not None and verbalise_relation(subject).split()[-1] == name[-1]
        if name[-1] in UNIT_SYMBOLS or of_source:
            return name[0]  # the value, then its unit or the source it is in
    if len(name) > 1 and name[-1] in UNIT_SYMBOLS and _singular_noun(name[-2]):
        return name[-2]  # "capacity mw", "length km": the value, then its unit
    if len(name) == 2 and _participle_after_noun(name):
        return singular(name[0])  # "wines made", "year founded": the wines, the year
    if "of" not in name[1:]:
        return name[-1]
    at = name.index("of", 1)
    return name[-1] if name[at - 1] in WHOLE_OF else name[at - 1]


def _participle_after_noun(name: list[str]) -> bool:
    """Whether two words are a noun and a participle saying what was done to it ("wines
    made", "award won"; not "is located", whose first word is a verb)."""
    first, second = name
    done = _said_in_the_past(second)  # not "age rating"
    verb = first in LIGHT_VERBS or is_verb_form(first)
    return done and len(first) > 2 and first not in WH_KINDS and not verb


def value_names(relation: str) -> set[str]:
    """The words naming a relation's value: its `value_noun` and, after it, the symbol of
    the unit it is in ("voltage" and "kv" of `VOLTAGE_KV`: "what kV rating" asks for it
    too); none for a relation named after no value."""
    noun = value_noun(relation)
    if noun is None:
        return set()
    unit = _name_words(relation)[-1]
    return {noun, unit} if unit in UNIT_SYMBOLS and unit != noun else {noun}


IDENTIFIED_MIN = 10
"""Triples a relation has at least before values each held once are read as identifiers
(`identifying_relations`), not chance."""


def identifying_relations(catalog: SchemaCatalog) -> dict[str, str]:
    """Relations giving each subject a value of its own, with the type of their values:
    identifiers (an airport's `iata` code), a relation of at least `IDENTIFIED_MIN`
    triples on an edge to a type no other relation reaches nor any subject has (a stored
    twin aside), each of whose members one triple holds. A question asks for one only in
    words saying it; the caller keeps those whose values read as codes."""
    sources = {edge.source for edge in catalog.edges if edge.relation not in catalog.twins}
    reaching: dict[str, set[str]] = {}
    for edge in catalog.edges:
        reaching.setdefault(edge.target, set()).add(edge.relation)
    return {
        edge.relation: edge.target
        for edge in catalog.edges
        if edge.target not in sources
        and reaching[edge.target] == {edge.relation}
        and edge.support == catalog.type_support.get(edge.target, 0) >= IDENTIFIED_MIN
    }


def value_types(catalog: SchemaCatalog) -> dict[str, set[str]]:
    """Types of values: types that are never a subject, every relation reaching which is
    named after the value it holds (`instrument`, `record_label`, `birth_place`), with the
    nouns those names call them ("instrument", "label", "place"). A type some relation
    reaches as the one it is said of (`member_of`, `directed_by`) is a thing, not a value."""
    sources = {edge.source for edge in catalog.edges if edge.relation not in catalog.twins}
    nouns: dict[str, set[str]] = {}
    said_of: set[str] = set()
    for edge in _role_edges(catalog):
        noun = value_noun(edge.relation)
        if noun is None:
            said_of.add(edge.target)
        else:
            nouns.setdefault(edge.target, set()).add(noun)
    return {t: n for t, n in nouns.items() if t not in sources and t not in said_of}


def names_value(focus: str, nouns: Collection[str]) -> bool:
    """Whether the last word of `focus` is one of `nouns`, either maybe plural."""
    words = focus.lower().split()
    said = {form for noun in nouns for form in _noun_forms(noun)}
    return bool(words) and not _noun_forms(words[-1]).isdisjoint(said)


def value_steps(
    paths: Sequence[tuple[tuple[str, bool], str, int]],
    named: set[tuple[str, bool]],
    said: np.ndarray | None = None,
    said_all: np.ndarray | None = None,
) -> np.ndarray:
    """1 for each path, given as (last step, end type, steps), whose last step is one of
    `named` (a value-named relation read forward), unless a path through a step not so
    named reaches the same type in fewer steps than any so named does ("which country is
    X from": `citizen_of`, not the country of X's club, `club_country`); else 0. Paths to
    a type a named step reaches first keep it alike (a film's release year, and those of
    the films by its writer), as do paths `said` marks (the question's words say their
    steps before the last: "from which launch sites has X flown"), unless a path not so
    named that `said_all` marks (the words say every step of it) is shorter."""
    says = [step in named for step, _, _ in paths]
    walked = [False] * len(paths) if said is None else [bool(w) for w in said]
    whole = [False] * len(paths) if said_all is None else [bool(w) for w in said_all]
    fewest: dict[tuple[str, bool], int] = {}  # (end type, named?) -> fewest steps
    spoken: dict[str, int] = {}  # end type -> fewest steps of an unnamed path all said
    for (_, end, length), named_here, all_said in zip(paths, says, whole, strict=True):
        fewest[end, named_here] = min(length, fewest.get((end, named_here), length))
        if all_said and not named_here:
            spoken[end] = min(length, spoken.get(end, length))
    return np.asarray(
        [
            named_here
            and (
                fewest[end, True] <= fewest.get((end, False), length)
                or (words and spoken.get(end, length) >= length)
            )
            for (_, end, length), named_here, words in zip(paths, says, walked, strict=True)
        ],
        dtype=np.float32,
    )


def agent_stems(word: str, shortest: int = MIN_STEM - 1) -> frozenset[str]:
    """The verb stems of `word`, of `shortest` letters or more, where it is an agent noun
    ("manufacturers": "manufactur"), else none; by default as short as `_does` reads ("own"
    of "owners")."""
    if not is_agent_noun(word):
        return frozenset()
    return frozenset(s for s in _verb_stems(word) if len(s) >= shortest)


def is_agent_noun(word: str) -> bool:
    """Whether `word` reads as an agent noun, one who does something ("players",
    "director"): it ends so (`AGENT_ENDINGS`), a plural's "s" aside."""
    return singular(word.lower()).endswith(AGENT_ENDINGS)


IRREGULAR_PLURALS = {
    "people": "person", "children": "child", "men": "man", "women": "woman",
    "alumni": "alumnus", "wives": "wife", "criteria": "criterion", "genera": "genus",
    "taxa": "taxon", "phenomena": "phenomenon", "fungi": "fungus", "cacti": "cactus",
    "indices": "index", "analyses": "analysis", "diagnoses": "diagnosis", "theses": "thesis",
}  # fmt: skip
IE_PLURALS = frozenset(["movies", "cookies", "zombies", "rookies", "calories", "selfies"])
"""Plurals in "-ies" whose singular keeps "ie" (not "party" of "parties")."""
SAME_PLURALS = frozenset(["series", "species", "news", "politics", "economics", "physics"])
SIBILANT_ENDINGS = ("sses", "xes", "ches", "shes", "zzes")
"""Plurals that add "es" ("addresses", "boxes", "matches"); other "-es" only add "s"."""


def singular(noun: str) -> str:
    """A plural noun's singular ("players" -> "player", "countries" -> "country",
    "addresses" -> "address", "people" -> "person"); other words as they are ("class",
    "status", "analysis")."""
    if noun in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[noun]
    if len(noun) <= 3 or not noun.endswith("s") or noun.endswith(("ss", "us", "is")):
        return noun
    if noun in SAME_PLURALS:
        return noun
    if noun.endswith("ies") and len(noun) > 4 and noun not in IE_PLURALS:
        return noun[:-3] + "y"
    if noun.endswith(SIBILANT_ENDINGS):
        return noun[:-3] if noun.endswith("zzes") else noun[:-2]
    return noun[:-1]


def _noun_forms(noun: str) -> set[str]:
    """`noun` and what it may be if plural ("countries": "country", "prizes": "prize",
    "buses": "bus"), and so the last word of a compound written as one word whose name
    reads as two (`split_run_together`: "winemaker" is the "maker" of `Winemaker`, read
    "wine maker"); two nouns are one where their forms meet."""
    forms = set()
    heads = (split_run_together(word)[-1] for word in (noun, singular(noun)))
    for word in dict.fromkeys((noun, *heads)):
        forms |= {word, singular(word)}
        if word.endswith("s"):
            forms |= {word[:-1], word[:-2]} if word.endswith("es") else {word[:-1]}
    return forms


def _inflects(word: str, stem: str) -> bool:
    """Whether `word` is `stem` with a verb's ending ("plays" of "play")."""
    return word.startswith(stem) and word[len(stem) :] in VERB_ENDINGS


class AnswerTypes:
    """How well each schema type fits a question's answer focus (cosine of the focus's
    embedding and the type's profile); profiles are computed once per type."""

    def __init__(self, store: GraphStore, catalog: SchemaCatalog, embedder: Embedder) -> None:
        self.store = store
        self.catalog = catalog
        self.embedder = embedder
        self._profiles: dict[str, np.ndarray] = {}
        self._agents: dict[str, set[str]] = {}
        self.value_types = value_types(catalog)
        self.category_types = frozenset(
            type_ for type_, nouns in self.value_types.items() if nouns <= CATEGORY_NOUNS
        )
        self._value_names: dict[str, np.ndarray] = {}
        self._roles: dict[str, tuple[np.ndarray, np.ndarray] | None] = {}
        self._value_nouns: dict[str, tuple[tuple[str, ...], np.ndarray | None]] = {}
        self._named: dict[tuple[str, int], frozenset[str]] = {}
        self._member_words: dict[str, tuple[str, ...]] = {}
        self._numbers: frozenset[str] | None = None
        self._times: frozenset[str] | None = None
        self._also: dict[str, tuple[str, ...]] = {}
        self._samples: dict[str, list[dict[str, Any]]] = {}

    def _sample(self, type_: str) -> list[dict[str, Any]]:
        """The names and types of up to `NUMBER_SAMPLE` members of a type (read once)."""
        if type_ not in self._samples:
            self._samples[type_] = self.store.run(
                self.store.layout.render("type_members"),
                {"type": type_, "k": NUMBER_SAMPLE},
                read_only=True,
            )
        return self._samples[type_]

    @property
    def number_types(self) -> frozenset[str]:
        """Types whose members (a sample of `NUMBER_SAMPLE`) are all numbers, dates or
        times ("2011", "1.5", "12/03/2020"): years and amounts, whatever relation names
        reach them (`hired_in` is no value noun, so `value_types` misses its years). Read
        once, when a question first asks "who" or "when"."""
        if self._numbers is None:
            self._numbers = frozenset(filter(self.holds_numbers, self.catalog.type_row))
        return self._numbers

    def holds_numbers(self, type_: str) -> bool:
        """Whether a type's sampled members are all numbers, dates or times."""
        names = [str(row["name"]) for row in self._sample(type_)]
        return bool(names) and all(_NUMBER.match(name) for name in names)

    def holds_codes(self, type_: str) -> bool:
        """Whether a type's sampled members all read as codes: one token each with no
        lower-case letter ("SGF", "EN2037", "BAT-482"), not all numbers (a length, a
        count); not names, one token or not ("Elegant_Gypsy", a Freebase album), nor
        dates in words."""
        names = [str(row["name"]).strip() for row in self._sample(type_)]
        coded = bool(names) and all(_CODE.fullmatch(name) for name in names)
        return coded and not self.holds_numbers(type_)

    @property
    def time_types(self) -> frozenset[str]:
        """Of `number_types`, those whose sampled members are all years or dates (`_TIME`:
        not populations nor heights). Read once, when a question first asks "when"."""
        if self._times is None:
            self._times = frozenset(
                type_
                for type_ in self.number_types
                if all(_TIME.match(str(row["name"])) for row in self._sample(type_))
            )
        return self._times

    def also_held(self, type_: str) -> tuple[str, ...]:
        """The other known types `ALSO_SHARE` of a sample of the type's members hold too
        (cached)."""
        if type_ not in self._also:
            rows = self._sample(type_)
            counts: dict[str, int] = {}
            for row in rows:
                for held in set(row["types"] or ()):
                    if held != type_ and held in self.catalog.type_row:
                        counts[held] = counts.get(held, 0) + 1
            self._also[type_] = tuple(
                held for held, count in counts.items() if count >= ALSO_SHARE * len(rows)
            )
        return self._also[type_]

    def agent_fit(self, types: Sequence[str], roles: bool = False) -> np.ndarray:
        """Each of `types`' fit to what "who" asks for: a person, or a body acting as one
        (`BODY`, where it fits at least `BODY_FIT_MIN`), the best of the type's own fit and
        those of the types its members also hold (`also_held`). Types may repeat."""
        fits: dict[str, float] = {}
        for type_ in dict.fromkeys(types):
            held = [type_, *self.also_held(type_)]
            person = float(self.fit(WH_KINDS["who"], held, roles=roles).max())
            body = float(self.fit(BODY, held, roles=roles).max())
            fits[type_] = max(person, body) if body >= BODY_FIT_MIN else person
        return np.asarray([fits[t] for t in types], dtype=np.float32)

    def called_otherwise(self, focus: str, types: Sequence[str]) -> np.ndarray:
        """1 for each of `types` that is a type of values (`value_types`) the graph calls by
        names `focus` neither says nor means, else 0: names fitting the type's members
        better than `focus` does, while `focus` is nearer the members than any of the names
        ("musicians" for guitars the graph calls "instrument": a related kind, not another
        name for it; not "faith" for religions, nor "country" for countries it calls
        "place")."""
        vector = self.focus_vector(focus)
        called = dict.fromkeys(types, False)  # types repeat, one per path
        for type_ in called:
            nouns = self.value_types.get(type_)
            if not nouns or names_value(focus, nouns):
                continue
            names, profile = self._names(type_), self.profile(type_)
            fit = float(profile @ vector)
            said = float((names @ vector).max()) - SYNONYM_MARGIN
            called[type_] = said < fit < float((names @ profile).max())
        return np.asarray([called[t] for t in types], dtype=np.float32)

    def categories(self, focus: str, types: Sequence[str]) -> np.ndarray:
        """1 for each of `types` that is a type of categories (its values reached only by
        relations named by `CATEGORY_NOUNS`: `VesselType`) `focus` does not name ("which
        type" does, and "what sector" asks for a category too), else 0."""
        if names_value(focus, CATEGORY_NOUNS):
            return np.zeros(len(types), dtype=np.float32)
        return np.asarray(
            [
                t in self.category_types and not names_value(focus, self.value_types[t])
                for t in types
            ],
            dtype=np.float32,
        )

    def _names(self, type_: str) -> np.ndarray:
        """Unit vectors of the graph's own names for a type of values: the names of the
        relations reaching it and their nouns (cached)."""
        if type_ not in self._value_names:
            names = set(self.value_types[type_])
            names |= {
                role_text(e.relation)
                for e in self.catalog.edges
                if e.target == type_ and value_noun(e.relation) in names
            }
            self._value_names[type_] = normalised(self.embedder.encode(sorted(names)))
        return self._value_names[type_]

    def fit(self, focus: str, types: Sequence[str], roles: bool = False) -> np.ndarray:
        """Each of `types`' fit to `focus`: its profile's cosine; with `roles`, the fit
        read with what the relations of a type with a made-up name say of it
        (`described`) instead, plus `AGENT_FIT` for the types doing what an agent noun
        names (`agent_types`), or what the relations reaching it call it
        (`called_by_relations`, no verb of an agent noun asked for among them:
        "manufacturers" is no value of `manufactures`) where that is higher;
        `WHOLE_NAME_FIT` where the focus says
        the whole name of a relation reaching it (`named_by`), also as a name written run
        together reads ("winemaker": `Winemaker`, "wine maker"), or the word its members'
        names carry (`member_words`). A plural focus is read with its singular
        (`focus_vector`). Types may repeat (one per path)."""
        vector = self.focus_vector(focus)
        kinds = list(dict.fromkeys(types))
        if roles and focus not in self._agents:
            self._agents[focus] = agent_types(focus, self.catalog)
        agents = self._agents.get(focus, set()) if roles else set()
        fits = {
            t: (self.described(t, vector) if roles else float(self.profile(t) @ vector))
            + AGENT_FIT * (t in agents)
            for t in kinds
        }
        if roles:  # what the graph's relations call a type fits it as well as its members
            words = focus.lower().split()
            doing = agent_stems(words[-1]) if words else frozenset()
            fits = {
                t: max(fit, self.called_by_relations(t, vector, doing)) for t, fit in fits.items()
            }
            said = " ".join([*words[:-1], singular(words[-1])]) if words else ""
            kind = said.split()[-1] if said else ""  # "which law school": "school"
            # "winemaker" says `Winemaker`, whose name reads "wine maker"
            read = " ".join(piece for word in said.split() for piece in split_run_together(word))
            # "which mountain range": a `range`; not the words a wh-word stands for
            head = kind if len(words) > 1 and focus not in ASKED_KINDS else ""
            fits = {
                t: WHOLE_NAME_FIT
                if not self.named_by(t).isdisjoint({said, read})
                or kind in self.member_words(t)
                or head in self.named_by(t, words=1)
                else f
                for t, f in fits.items()
            }
        return np.asarray([fits[t] for t in types], dtype=np.float32)

    def member_words(self, type_: str) -> tuple[str, ...]:
        """The words `MEMBER_WORD_SHARE` of a sample of a type's members carry in their names
        ("court" of courts named "Bristol County Court", "Supreme Court of Ireland"), the
        most carried first: what the graph calls them, where neither their type nor any
        relation names them (cached)."""
        if type_ not in self._member_words:
            rows = self.store.run(
                self.store.layout.render("type_members"),
                {"type": type_, "k": MEMBER_SAMPLE},
                read_only=True,
            )
            counts: dict[str, int] = {}
            for row in rows:
                for word in set(_MEMBER_WORD.findall(str(row["name"]).lower())):
                    if len(word) >= MIN_MEMBER_WORD and word not in ARTICLES | PARTICLES:
                        counts[word] = counts.get(word, 0) + 1
            least = MEMBER_WORD_SHARE * len(rows)
            carried = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
            self._member_words[type_] = tuple(word for word, count in carried if count >= least)
        return self._member_words[type_]

    def named_by(self, type_: str, words: int = 0) -> frozenset[str]:
        """The whole names, of several words (or of `words` words), of the relations
        reaching a type that are named after their value (`value_noun`; "drug class",
        "shirt number"): a focus saying one of them word for word names the type
        (`WHOLE_NAME_FIT`); a focus of several words whose last is a one-word name, too
        ("which mountain range": `range`). Twins and typing accidents are left out, but a
        twin named its own way (`says_its_own`) (cached)."""
        if (type_, words) not in self._named:
            names = (
                " ".join(_name_words(edge.relation))
                for index, edge in enumerate(self.catalog.edges)
                if edge.target == type_
                and self.catalog.says_its_own(edge.relation)
                and self.catalog.edge_share[index] >= MIN_AGENT_SHARE
                and value_noun(edge.relation) is not None
            )
            self._named[type_, words] = frozenset(
                name for name in names if (len(name.split()) == words if words else " " in name)
            )
        return self._named[type_, words]

    def focus_vector(self, focus: str) -> np.ndarray:
        """The unit embedding of an answer focus; of a plural one, the unit mean of its and
        its singular's ("awards" and "award": type names and the nouns relations say are
        singular, and "awards" alone is under `NOUN_FIT_MIN` from `has won prize`'s "prize"
        where "award" is 0.79); not a word for categories ("what types are the films":
        "type" is not "genre" as "types" is)."""
        words = focus.split()
        one = " ".join([*words[:-1], singular(words[-1])]) if words else focus
        generic = bool(words) and singular(words[-1]) in CATEGORY_WORDS  # "what types …"
        forms = [focus] if one == focus or generic else [focus, one]
        vectors = normalised(self.embedder.encode(forms))
        return normalised(vectors.sum(axis=0))

    def called_by_relations(
        self, type_: str, vector: np.ndarray, doing: frozenset[str] = frozenset()
    ) -> float:
        """A type's fit to the unit `vector` as the relations reaching it call it: the
        nearest of the nouns their names say their value is (`value_names`: "skill" of
        `HAS_SKILL`, "industry" of `INDUSTRY`, "client" of `FOR_CLIENT`, "kv" of
        `VOLTAGE_KV`), where it is at least `NOUN_FIT_MIN`; else -1.
        Members whose names do not say what they are ("Python", "Banking") are still what
        the graph calls them ("what skills", "what sector"). A name said of its source
        (`works_in`, `born_in`) names no value, nor does the whole name (`club_country`
        would read as "clubs"). Twins and typing accidents are left out, but a twin named
        its own way (`hasJudge` of `sitsOn`: its judges are "judge"; `says_its_own`)
        (cached). A name that is a verb of the agent noun asked for, `doing` (its
        `agent_stems`), calls the doer, the relation's source, not its value ("manufacturers"
        is no value of `manufactures`)."""
        if type_ not in self._value_nouns:
            nouns = tuple(
                sorted(
                    {
                        noun
                        for index, edge in enumerate(self.catalog.edges)
                        if edge.target == type_
                        and self.catalog.says_its_own(edge.relation)
                        and self.catalog.edge_share[index] >= MIN_AGENT_SHARE
                        for noun in value_names(edge.relation)
                    }
                )
            )
            vectors = normalised(self.embedder.encode(list(nouns))) if nouns else None
            self._value_nouns[type_] = (nouns, vectors)
        nouns, vectors = self._value_nouns[type_]
        if vectors is not None and doing:
            vectors = vectors[[not does(noun, doing) for noun in nouns]]
        fit = -1.0 if vectors is None or not len(vectors) else float((vectors @ vector).max())
        return fit if fit >= NOUN_FIT_MIN else -1.0

    def described(self, type_: str, vector: np.ndarray) -> float:
        """A type's fit to the unit `vector`, read with what its relations say of it. The
        members of a type whose name inference made up may have names that do not say
        what they are ("Echoes of the Valley"), while the relations they are subjects of
        do: where `vector` is nearer those relations together (their mean) than any one of
        them, by `DESCRIBED_MARGIN`, it names what has them all ("albums": an artist, a
        label, tracks), and the fit is that of the profile and the mean together where
        that is the higher; else the profile's alone ("faith" is nearest `religion`, a
        value one of them names). A type with one relation is never so described (the
        mean is that relation), nor a named type (its name is in its profile). Of a
        relation stored both ways (`catalog.twins`) only the name kept counts, so a
        type's own relation may be left out where the kept name is its twin's
        (`memberOf` kept, `hasMember` not)."""
        if type_ not in self._roles:
            self._roles[type_] = self._relations_together(type_)
        profile = self.profile(type_)
        fit = float(profile @ vector)
        described = self._roles[type_]
        if described is not None:
            whole, parts = described
            if float(whole @ vector) >= float((parts @ vector).max()) + DESCRIBED_MARGIN:
                return max(fit, float(normalised(profile + whole) @ vector))
        return fit

    def _relations_together(self, type_: str) -> tuple[np.ndarray, np.ndarray] | None:
        """The unit mean of the vectors of the relations a made-up type's members are
        subjects of, and those vectors (None for a named type or one with none)."""
        if not is_inferred_type(type_):
            return None
        edges = (self.catalog.edges[i] for i in self.catalog.edges_of_type.get(type_, []))
        relations = dict.fromkeys(
            e.relation for e in edges if e.source == type_ and e.relation not in self.catalog.twins
        )
        rows = [self.catalog.relation_row[r] for r in relations]
        if not rows:
            return None
        parts = normalised(self.catalog.relation_vectors[rows])
        return normalised(parts.mean(axis=0)), parts

    def profile(self, type_: str) -> np.ndarray:
        """The type's profile stored with the schema graph, else computed once here."""
        if type_ not in self._profiles:
            stored = self.catalog.type_profiles.get(type_)
            if stored is None:
                row = self.catalog.type_row.get(type_)
                name_vector = None if row is None else self.catalog.type_vectors[row]
                spec = read_spec(self.store, self.embedder.model_name)
                stored = type_profile(self.store, self.embedder, spec, type_, name_vector)
            if not stored.size:
                stored = np.zeros(self.catalog.type_vectors.shape[1], dtype=np.float32)
            self._profiles[type_] = stored
        return self._profiles[type_]
