"""How a relation's name reads walked back, its target first, and where a question says it
so: `operated by` reads "operates" where the mention is its verb's subject ("what does X
operate"); `orbits` reads "orbited by" where the mention is the verb's object ("what orbits
X"); `variant of` reads "has variant" where the mention is the noun's possessor ("name a
version of X").

A step against the stored direction of a relation with no named twin reads "inverse of
<name>" in path texts; a sentence encoder reads those words as the name itself, nearer a
question asking the other way than one asking this way ("what does X operate" is nearer
`industry` than "inverse of operated by", and nearer "operates"). The encoder cannot tell
"who operates X" from "what does X operate", so the reading counts only where the mention
stands as the reading says; the untrained scorer then takes the best of the walk's texts
(`EncoderPlanner._either_way`). Trained scorers read the texts they learned from.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

from lemminflect import getAllLemmas, getInflection

from app.planners.answer_type import ARTICLES, IMPERATIVES, past_participle
from app.planners.step_evidence import FUNCTION_WORDS

BE = frozenset({"is", "are", "was", "were", "be", "been"})
"""Auxiliaries a relation phrase may open with (`is owned by`), left out of its reading."""

HAVE = frozenset({"has", "have", "had"})

DO = frozenset({"do", "does", "did", *HAVE, "will", "can", "could", "would", "may", "might"})
"""Auxiliaries before a mention that make it the subject of the verb after it ("what does X
operate")."""


class Voice(Enum):
    """How a reading says its step from the relation's target: as an active verb whose
    subject is the mention, a passive whose object is, or a noun the mention has."""

    ACTIVE = "active"
    PASSIVE = "passive"
    POSSESSED = "possessed"


@dataclass(frozen=True)
class Reading:
    """A relation walked back, said from its target (`text`), and in which `voice`."""

    text: str
    voice: Voice


@lru_cache(maxsize=4096)
def read_back(name: str) -> Reading | None:
    """Relation words `name` (`verbalise_relation`'s) as said from the relation's target:
    a passive (`operated by`, `astronaut trained by`, `owned by operator`) reads as the
    active verb ("operates", "operator owns"); a verb and its object (`feeds region`) reads
    as the passive ("region fed by"); a noun of something (`variant of`) reads "has
    <noun>" ("has variant"). None for a name no rule reads: a verb and its particle
    (`located in`) reads either way; a plain noun (`manager`) read "manager of", or `has
    genre` read "genre of", says the other way ("the manager of X"); a noun of a noun
    (`area of law`, `place of birth`) is one noun."""
    words = [word for word in name.lower().split() if word not in ARTICLES]
    while words and words[0] in BE:
        words = words[1:]
    if not words or words[0] in HAVE:
        return None
    if "by" in words[1:]:
        k = words.index("by", 1)
        active = _third_person(words[k - 1]) if past_participle(words[k - 1]) else None
        if active is None or not FUNCTION_WORDS.isdisjoint(words[k + 1 :]):
            return None
        # `operated by operator` (the target's type after it): "operator operates"
        return Reading(" ".join([*words[: k - 1], *words[k + 1 :], active]), Voice.ACTIVE)
    if len(words) > 1 and words[-1] == "of":
        if any(map(_verb_form, words[:-1])):
            return None
        return Reading(" ".join(["has", *words[:-1]]), Voice.POSSESSED)
    for k, word in enumerate(words):
        participle = _passive_of(word)
        if participle:
            rest = words[k + 1 :]
            if not FUNCTION_WORDS.isdisjoint(rest):
                return None  # `flies to`, `presides over`: its particle reads either way
            return Reading(" ".join([*words[:k], *rest, participle, "by"]), Voice.PASSIVE)
    return None


def voices_said(before: list[str], after: list[str]) -> frozenset[Voice]:
    """The voices in which a question says a step from its mention, from the words
    `before` and `after` it: none where the mention is a possessor ("what did X's trials
    study": the trials are the subject) or an agent ("the films directed by X" says the
    relation's own name, `directed by`); after "of" its possessor ("a version of X");
    after an auxiliary with a content word following, the subject of a verb (active:
    "what does X operate"; not "what does X do"); else, where a content word comes before, the
    object of a verb there (passive: "what orbits X"; not "what is the X")."""
    if after[:1] in ([""], ["s"]) or before[-1:] == ["by"]:  # `plain_words` drops "'s"
        return frozenset()
    if before[-1:] == ["of"]:  # before any auxiliary: "what did the author of X write"
        return frozenset({Voice.POSSESSED})
    if not DO.isdisjoint(before) and not FUNCTION_WORDS.issuperset(after):
        return frozenset({Voice.ACTIVE})
    content = [word for word in before if word not in FUNCTION_WORDS | IMPERATIVES | DO]
    return frozenset({Voice.PASSIVE}) if content else frozenset()


def _third_person(participle: str) -> str | None:
    """The present third person of the verb `participle` is a form of ("operated":
    "operates", "bred": "breeds")."""
    bases = getAllLemmas(participle).get("VERB", ())
    if not bases:
        return None
    forms = getInflection(bases[0], tag="VBZ")
    return forms[0] if forms else None


def _passive_of(word: str) -> str | None:
    """The past participle of `word` where it is a verb's present third person ("orbits":
    "orbited", "feeds": "fed"), else None."""
    if not word.endswith("s") or word in HAVE | BE:
        return None
    bases = getAllLemmas(word).get("VERB", ())
    if not bases or word not in (getInflection(bases[0], tag="VBZ") or ()):
        return None
    forms = getInflection(bases[0], tag="VBN")
    return forms[0] if forms else None


def _verb_form(word: str) -> bool:
    """Whether `word` reads as a verb's participle or present third person."""
    return past_participle(word) or _passive_of(word) is not None
