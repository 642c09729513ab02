"""How a KG's identifiers read as words: relation names, Freebase-style paths, inferred types.

These rules are the engine's, not a file format's: the loaders use them to name relations and
types, the schema graph to verbalise relations, the planners and gold graphs to read them.
"""

from __future__ import annotations

import re
from functools import lru_cache
from urllib.parse import unquote

_IRI_ID = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://\S+|urn:\S+")
_INFERRED_NAME = re.compile(r".+ (?:source|target)(?: [0-9]+)?")
_INFERRED_TARGET = re.compile(r"(.+) target(?: [0-9]+)?")
_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_NON_WORD = re.compile(r"[\s_.\-/:#]+")
_CURIE_PREFIX = re.compile(
    r"[A-Za-z][A-Za-z0-9_\-]*:(?!//)(?=[^:\s])|[A-Za-z][A-Za-z0-9\-]*__(?=[A-Za-z])"
)
"""A compact IRI's namespace prefix (`dbo:` of `dbo:birthPlace`, `schema:` of
`schema:author`), or the one neosemantics (n10s) writes when it imports RDF into Neo4j,
a prefix and two underscores (`ns0__` of `ns0__birthPlace`, `sch__` of `sch__author`)."""
_FREEBASE_PATH = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*){2,}")
"""A Freebase property id: lower-case segments, at least domain, type and property."""


def is_iri(text: str) -> bool:
    """Whether an id is an IRI (`scheme://...`) or a URN."""
    return _IRI_ID.fullmatch(text) is not None


def iri_local_name(iri: str) -> str:
    """The part of an IRI after its last `/` or `#` (empty when it has neither)."""
    trimmed = iri.rstrip("/#")
    return re.split(r"[/#]", trimmed)[-1] if "/" in trimmed or "#" in trimmed else ""


def relation_name(raw: str) -> str:
    """Relation name of a predicate: an IRI's decoded local name, anything else unchanged."""
    if is_iri(raw):
        local = iri_local_name(raw)
        return unquote(local) if local else raw
    return raw


def local_name(relation: str) -> str:
    """A relation name without its namespace: an IRI's local name (`relation_name`), a
    compact IRI's part after its prefix (`dbo:birthPlace`, n10s's `ns0__birthPlace` ->
    `birthPlace`). The prefix
    says no more of one relation than of its neighbours, so its words are left out of how
    the name reads; the stored name keeps it."""
    local = relation_name(relation)
    found = _CURIE_PREFIX.match(local)
    return local[found.end() :] if found and not is_iri(local) else local


def freebase_subject_type(relation: str) -> str | None:
    """Subject type of a Freebase-style relation, whose path is domain, type, property:
    `__film__cinematographer__film`, or as Freebase spells it, `film.cinematographer.film`
    (also an IRI's local name), gives `film.cinematographer`; None for other relations."""
    dotted = local_name(relation)
    if _FREEBASE_PATH.fullmatch(dotted):
        return dotted.rsplit(".", 1)[0]
    if not relation.startswith("__"):
        return None
    segments = relation[2:].split("__")
    if len(segments) < 2 or not all(segments):
        return None
    return ".".join(segments[:-1])


_DOMAIN_RANGE = re.compile(r"([A-Z][a-z][A-Za-z0-9]*)_([a-z][A-Za-z0-9]*)_([A-Z][a-z][A-Za-z0-9]*)")
_NOT_A_VERB = frozenset({"of", "and", "or", "the", "a", "an"})
"""Middle words of a name that make it a noun phrase (`Date_of_Birth`), not types around a
verb."""


def domain_range_types(relation: str) -> tuple[str, str] | None:
    """The subject and object types a relation's name carries around its verb, as some
    ontology exports write it: `Station_locatedIn_City` gives (Station, City),
    `Line_gauge_Mm` (Line, Mm); None for other names (`plays_for_inverse`, `HAS_SKILL`,
    `Date_of_Birth`, `IATA_code_X`)."""
    found = _DOMAIN_RANGE.fullmatch(local_name(relation))
    if found is None or found.group(2) in _NOT_A_VERB:
        return None
    return found.group(1), found.group(3)


COLUMN_ABBREVIATIONS = {
    "mfr": "manufacturer", "hq": "headquarters", "assy": "assembly", "yr": "year",
    "dob": "date of birth", "pob": "place of birth", "qty": "quantity", "amt": "amount",
    "avg": "average", "cnt": "count", "num": "number", "dt": "date", "addr": "address",
    "ctry": "country", "cntry": "country", "dept": "department", "corp": "corporation",
    "intl": "international", "govt": "government", "univ": "university",
    "lang": "language", "empl": "employee", "mgr": "manager", "acct": "account",
    "cust": "customer", "grp": "group", "dest": "destination", "prev": "previous",
    "tel": "telephone", "pmt": "payment", "txn": "transaction", "qtr": "quarter",
    "mgmt": "management", "pkg": "package",
}  # fmt: skip
"""Abbreviations data teams write in column and relation names (`mfr`, `hq_city`,
`launch_yr`), read as what they stand for: an encoder knows "manufacturer", not "mfr".
Only those with one meaning across domains ("pos", "org", "loc", "no", "dir", "pub"
have several), and none a unit ("yrs" in `tenure_yrs`)."""


REFERENCE_MARKERS = frozenset({"id", "ids", "ref", "refs", "fk", "uuid", "guid"})
"""Last words a foreign-key column exported as a relation carries (`instructor_id`,
`room_ref`, `groupId`): the relation leads to the instructor, the room, the group, and
reads so. Words that also name a value a question asks for ("code", "no", "key",
"number": `country_code`, `phone_no`) are kept."""


RUN_TOGETHER_MIN = 5
"""Letters a word of a relation's name has at least before it is read as several run
together (`split_run_together`)."""
SHORT_PIECES = frozenset({"of", "in", "by", "to", "at", "on", "as", "is", "or", "an"})
"""Pieces of fewer than three letters a run-together word may split into: function words
(`hubfor` -> "hub for"), no letters or fragments (`mfr` is no "m fr")."""


@lru_cache(maxsize=1 << 16)  # question words are read per question, for every end type
def split_run_together(word: str) -> tuple[str, ...]:
    """A lower-case word that is several run together, as NELL and Freebase write names
    (`citylocatedincountry`, `containedby`), split into its words by word frequencies
    (`wordninja`); a word the frequency list knows, or one splitting into fragments,
    stays whole."""
    if len(word) < RUN_TOGETHER_MIN or not word.isalpha():
        return (word,)
    import wordninja  # its word list loads on first use, not with every command

    if word in wordninja.DEFAULT_LANGUAGE_MODEL._wordcost:
        return (word,)
    pieces: list[str] = wordninja.split(word)
    if len(pieces) < 2 or any(len(p) < 3 and p not in SHORT_PIECES for p in pieces):
        return (word,)
    return tuple(pieces)


@lru_cache(maxsize=1 << 16)  # a graph has few relations, read for every path text
def verbalise_relation(relation: str) -> str:
    """Relation as lower-case words: `directed_by` -> "directed by", `hasGenre` -> "has genre",
    `dbo:birthPlace` -> "birth place", `hq_city` -> "headquarters city"
    (`COLUMN_ABBREVIATIONS`), `room_ref` -> "room" (`REFERENCE_MARKERS`),
    `concept:airportincity` -> "airport in city"
    (`split_run_together`), `Line_operatedBy_Operator` -> "operated by operator" (the
    subject's type left out, `domain_range_types`)."""
    local = local_name(relation)
    if domain_range_types(local):  # `Line_operatedBy_Operator`: said of a line
        local = local.split("_", 1)[1]
    words = _NON_WORD.sub(" ", _CAMEL_BOUNDARY.sub(" ", local)).lower().split()
    if len(words) > 1 and words[-1] in REFERENCE_MARKERS:  # `instructor_id` -> "instructor"
        words.pop()
    read = (COLUMN_ABBREVIATIONS.get(word) or " ".join(split_run_together(word)) for word in words)
    return " ".join(read) or relation


def is_inferred_type(name: str) -> bool:
    """Whether a type name is one role inference made up (`spouse source`, `film target 2`):
    it names a relation the class's entities use, not what they are."""
    return _INFERRED_NAME.fullmatch(name) is not None


def inferred_type_text(name: str) -> str | None:
    """How an inferred type named after a target role reads: the relation's own noun
    (`place of birth target` -> "place of birth", `gender target 2` -> "gender"), which is
    what its members are; None for any other name (a source role names no kind: `gender
    source` reads no better as "has gender")."""
    found = _INFERRED_TARGET.fullmatch(name)
    return found.group(1) if found else None


@lru_cache(maxsize=1 << 16)
def role_text(relation: str) -> str:
    """Words naming a relation's role: the last segment of a Freebase-style or dotted path."""
    local = local_name(relation)
    if local.startswith("__") and freebase_subject_type(local) is not None:
        local = local.rsplit("__", 1)[1]
    elif "." in local.strip("."):
        local = local.strip(".").rsplit(".", 1)[1]
    return verbalise_relation(local)
