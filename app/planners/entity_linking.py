"""Entity linking with the graph's indexes alone: which KG entities a question mentions.

Exact matches come first: `[bracketed]` spans, underscore-joined tokens and word n-grams
are looked up by their normalised name key in one query. When nothing matches exactly,
the full-text and entity vector indexes propose entities whose names share words with
the question, kept when the embedding of the question span is close to the name's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from app.kg.embeddings import Embedder
from app.kg.entity_vectors import EntitySearch
from app.kg.limits import indexed_key
from app.kg.names import name_key
from app.kg.store.base import GraphStore
from app.planners.answer_type import singular
from app.query_graph import EntityCandidate

MAX_NGRAM = 10
"""Longest word n-gram looked up as a name."""

FUZZY_MAX_DISTANCE = 0.75
"""Largest L2 distance between a span's and a name's embedding for a fuzzy match."""

_BRACKETED = re.compile(r"\[([^\[\]]+)\]")
_TOKEN = re.compile(r"\S+")
_EDGE_PUNCTUATION = "\"'`.,;:!?()[]{}\u201c\u201d\u2018\u2019"
_POSSESSIVE = re.compile("(?:['\u2019]s|')$", re.IGNORECASE)
_WORD = re.compile(r"\w+")
_GLUED_UNIT = re.compile(r"[$\u20ac\u00a3]\d[\d.,]*|\d[\d.,]*%")
"""A number with a unit written against it (a currency before, a percent sign after)."""
_NUMBER = re.compile(r"\d[\d.,]*\d|\d")

STOPWORDS = frozenset(
    """a about all also am an and any are as at be been being both but by can could did do
    does for from had has have he her hers him his how i if in into is it its me my no not
    of on or our she so than that the their them then there these they this those to too
    us was we were what when where which while who whom whose why will with would you your
    s""".split()  # noqa: SIM905
)
"""English function and question words: a span made of these alone is never a mention."""


@dataclass(frozen=True)
class Mention:
    """A question span that names KG entities: candidates best first, `score` in [0, 1]."""

    text: str
    span: tuple[int, int]
    candidates: list[EntityCandidate]
    score: float
    plural: bool = False
    """Whether it names its entities in the plural ("which fighting games": the members of
    the category `fighting game`), linked with its last word in the singular."""

    @property
    def closest(self) -> list[EntityCandidate]:
        """The closest candidates: all exact ones, else the nearest."""
        best = self.candidates[0].distance
        return [c for c in self.candidates if c.distance <= best]

    @property
    def types(self) -> list[str]:
        """Types of the closest candidates, in order."""
        found: dict[str, None] = {}
        for candidate in self.closest:
            found.update(dict.fromkeys(candidate.types))
        return list(found)


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    key: str
    strong: bool  # bracketed or underscore-joined


class EntityLinker:
    """Finds the entities a question mentions, through the store's name indexes."""

    def __init__(
        self,
        store: GraphStore,
        embedder: Embedder,
        entities: EntitySearch | None = None,
        *,
        fuzzy_max_distance: float = FUZZY_MAX_DISTANCE,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.entities = entities or EntitySearch.for_graph(store, embedder)
        self.fuzzy_max_distance = fuzzy_max_distance

    def link(self, question: str, k: int = 3) -> list[Mention]:
        """Mentions in `question`, best first, each with up to `k` candidates.

        Bracketed spans, when present, are taken as the only mentions.
        """
        bracketed = [
            _Span(m.start(1), m.end(1), name_key(m.group(1)), True)
            for m in _BRACKETED.finditer(question)
        ]
        spans = bracketed or _ngram_spans(question)
        found = self._exact(spans)
        mentions = [
            Mention(
                question[s.start : s.end],
                (s.start, s.end),
                found[s.key][:k],
                1.0,
                plural=s.key != name_key(question[s.start : s.end]),
            )
            for s in _choose([s for s in spans if s.key in found])
        ]
        if bracketed:
            linked = {m.span for m in mentions}
            for span in bracketed:
                if (span.start, span.end) not in linked:
                    mentions += self._fuzzy_span(question, span, k)
        elif not mentions:
            mentions = self._fuzzy(question, k)
        return sorted(mentions, key=lambda m: (-m.score, m.span[0] - m.span[1], m.span[0]))

    def _exact(self, spans: list[_Span]) -> dict[str, list[EntityCandidate]]:
        """Entities by name key, for every key of `spans` that names one (one query)."""
        by_index_key = {indexed_key(s.key): s.key for s in spans}
        if not by_index_key:
            return {}
        rows = self.store.run(
            self.store.layout.render("entities_by_key"),
            {"keys": sorted(by_index_key)},
            read_only=True,
        )
        found: dict[str, list[EntityCandidate]] = {}
        for row in rows:
            found.setdefault(by_index_key[row["key"]], []).append(
                EntityCandidate(row["id"], row["name"], tuple(row["types"] or ()), 0.0)
            )
        return found

    def _fuzzy_span(self, question: str, span: _Span, k: int) -> list[Mention]:
        """Nearest entity names to one span that must be a mention (a bracketed one)."""
        text = question[span.start : span.end]
        hits = self.entities.nearest(text, k)
        candidates = [_candidate(hit.properties, hit.distance) for hit in hits]
        if not candidates:
            return []
        score = max(0.0, 1.0 - candidates[0].distance)
        return [Mention(text, (span.start, span.end), candidates, score)]

    def _fuzzy(self, question: str, k: int) -> list[Mention]:
        """Entities sharing words with the question, near in embedding to their span."""
        tokens = [_trimmed(question, m.start(), m.end()) for m in _TOKEN.finditer(question)]
        content = [t for t in tokens if t[2] and t[2] not in STOPWORDS]
        if not content:
            return []
        rows: dict[str, dict[str, object]] = {}
        for _, _, word in content:
            for row in self.store.fulltext(word, k * 4, ["id", "name", "types"]):
                rows.setdefault(str(row["id"]), row)
        runs = [question[a:b] for a, b in _content_runs(tokens)]
        self.embedder.encode(runs)  # one batch; the searches below find them cached
        for run in runs:
            for hit in self.entities.nearest(run, k):
                rows.setdefault(str(hit.properties["id"]), hit.properties)
        by_span: dict[tuple[int, int], list[dict[str, object]]] = {}
        for row in rows.values():
            located = _locate(tokens, str(row["name"]))
            if located is not None:
                by_span.setdefault(located, []).append(row)
        if not by_span:
            return []
        spans = list(by_span)
        names = [str(row["name"]) for span in spans for row in by_span[span]]
        span_vectors = self.embedder.encode([question[a:b] for a, b in spans])
        name_vectors = iter(self.embedder.encode(names))
        mentions: list[Mention] = []
        for span, vector in zip(spans, span_vectors, strict=True):
            candidates = sorted(
                (
                    _candidate(row, float(np.linalg.norm(next(name_vectors) - vector)))
                    for row in by_span[span]
                ),
                key=lambda c: (c.distance, c.id),
            )
            close = [c for c in candidates if c.distance <= self.fuzzy_max_distance][:k]
            if close:
                score = max(0.0, 1.0 - close[0].distance)
                mentions.append(Mention(question[span[0] : span[1]], span, close, score))
        return _drop_overlaps(mentions)


def _candidate(properties: dict[str, object], distance: float) -> EntityCandidate:
    types = properties.get("types") or ()
    assert isinstance(types, Iterable)
    return EntityCandidate(
        str(properties["id"]), str(properties["name"]), tuple(map(str, types)), distance
    )


def _written(token: str) -> str:
    """A token's word as written: edge punctuation and a possessive removed."""
    return _POSSESSIVE.sub("", token.strip(_EDGE_PUNCTUATION)).strip(_EDGE_PUNCTUATION)


def _bare(token: str) -> str:
    """A token's normalised word: `_written`, case-folded."""
    return _written(token).casefold()


def _trimmed(question: str, start: int, end: int) -> tuple[int, int, str]:
    """A token's span without edge punctuation (kept whole if that leaves nothing), and
    its normalised word."""
    text = question[start:end]
    a = start + len(text) - len(text.lstrip(_EDGE_PUNCTUATION))
    b = start + len(text.rstrip(_EDGE_PUNCTUATION))
    return (a, b, _bare(text)) if a < b else (start, end, _bare(text))


def _ngram_spans(question: str) -> list[_Span]:
    """Every word n-gram (n <= MAX_NGRAM) as raw text and without edge punctuation or a
    trailing possessive, and one ending in a plural also with that word in the singular
    (a category asked for in the plural: "which fighting games", "metroidvanias");
    n-grams of stopwords alone are left out."""
    tokens = list(_TOKEN.finditer(question))
    # each token's word as written and where it starts: a plural's singular is measured
    # in the question, not in the case-folded word
    written = [_written(t.group()) for t in tokens]
    words = [w.casefold() for w in written]
    starts = [t.start() + max(t.group().find(w), 0) for t, w in zip(tokens, written, strict=True)]
    ones = [singular(w) if w.isalpha() else w for w in words]  # not "1990s"
    spans: dict[tuple[int, int, str], _Span] = {}
    for i in range(len(tokens)):
        for j in range(i, min(i + MAX_NGRAM, len(tokens))):
            if all(not w or w in STOPWORDS for w in words[i : j + 1]):
                continue
            start, end = tokens[i].start(), tokens[j].end()
            strong = i == j and "_" in tokens[i].group().strip(_EDGE_PUNCTUATION)
            for a, b in _variants(question, start, end):
                key = name_key(question[a:b])
                if len(key) > 1:
                    spans.setdefault((a, b, key), _Span(a, b, key, strong))
            if ones[j] != words[j] and written[j]:  # "which fighting games": `fighting game`s
                first, end = starts[i], starts[j] + len(written[j])
                key = name_key(question[first : starts[j]] + ones[j])
                spans.setdefault((first, end, key), _Span(first, end, key, False))
    return list(spans.values())


def _variants(question: str, start: int, end: int) -> set[tuple[int, int]]:
    """The span itself, then trimmed of edge punctuation (and the spaces between), of a
    trailing possessive, and of a unit written against a number ("13.5%": 13.5)."""
    found = {(start, end)}
    text = question[start:end]
    edge = _EDGE_PUNCTUATION + " \t"  # "Defender ?" -> "Defender", not "Defender "
    a = start + len(text) - len(text.lstrip(edge))
    b = start + len(text.rstrip(edge))
    if a < b:
        found.add((a, b))
        if _GLUED_UNIT.fullmatch(question[a:b]):  # "13.5%" -> "13.5", "$40" -> "40"
            number = _NUMBER.search(question, a, b)
            if number:
                found.add(number.span())
        possessive = _POSSESSIVE.search(question[a:b])
        if possessive and a + possessive.start() > a:
            trimmed = question[a : a + possessive.start()]  # "Believe 's" -> "Believe"
            found.add((a, a + len(trimmed.rstrip().rstrip(_EDGE_PUNCTUATION).rstrip())))
    return {(a, b) for a, b in found if a < b}


def _choose(spans: list[_Span]) -> list[_Span]:
    """Matched spans without overlaps: strong spans first, then longer before shorter."""
    chosen: list[_Span] = []
    for span in sorted(spans, key=lambda s: (not s.strong, s.start - s.end, s.start)):
        if all(span.end <= c.start or span.start >= c.end for c in chosen):
            chosen.append(span)
    return chosen


def _drop_overlaps(mentions: list[Mention]) -> list[Mention]:
    """Best-scoring mentions first (longer on ties), dropping those overlapping a kept one."""
    kept: list[Mention] = []
    ranked = sorted(mentions, key=lambda m: (-m.score, m.span[0] - m.span[1], m.span[0]))
    for mention in ranked:
        a, b = mention.span
        if all(b <= k.span[0] or a >= k.span[1] for k in kept):
            kept.append(mention)
    return kept


def _content_runs(tokens: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """Character spans of maximal runs of non-stopword tokens."""
    runs: list[tuple[int, int]] = []
    current: tuple[int, int] | None = None
    for start, end, word in tokens:
        if word and word not in STOPWORDS:
            current = (current[0], end) if current else (start, end)
        elif current:
            runs.append(current)
            current = None
    if current:
        runs.append(current)
    return runs


def _locate(tokens: list[tuple[int, int, str]], name: str) -> tuple[int, int] | None:
    """The longest run of question tokens whose words all occur in `name`, allowing for
    inflection (None if no run holds a non-stopword)."""
    name_words = _WORD.findall(name_key(name))

    def in_name(word: str) -> bool:
        return bool(word) and all(
            any(_same_stem(w, n) for n in name_words) for w in _WORD.findall(word)
        )

    best: tuple[int, int] | None = None
    best_len = 0
    i = 0
    while i < len(tokens):
        j = i
        while j < len(tokens) and in_name(tokens[j][2]):
            j += 1
        run = tokens[i:j]
        if any(word not in STOPWORDS for _, _, word in run) and len(run) > best_len:
            best, best_len = (run[0][0], run[-1][1]), len(run)
        i = max(j, i + 1)
    return best


def _same_stem(a: str, b: str) -> bool:
    """Equal words, or words of 4+ letters differing only in their last letter or two."""
    if a == b:
        return True
    shorter = min(len(a), len(b))
    prefix = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), shorter)
    return shorter >= 4 and prefix >= shorter - 1 and max(len(a), len(b)) - prefix <= 2
