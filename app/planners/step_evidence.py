"""How much of a relation path a question says, word by word: each step's evidence.

A sentence embedding of a whole question barely tells "the director of X" from "the actors
in the films directed by the director of X": both read as films and directing. Words tell.
Each step of a candidate path is paired with a different content word of the question
(mentions left out), the pairing that says the path best. A pair counts the word's
similarity to the step's relation less part of its similarity to the nearest named type
("films" is close to every relation of films, and closer still to the type that holds
them) or of its mean similarity to all relations, whichever is larger. A step no word
says counts `UNSAID`, each step adds `STEP_OFFSET`, and steps said outward from the
mention, in the order the path takes them, add `IN_ORDER`. A path then gains a step only
when the question says one: the untrained planner's length decision.

Words are embedded one at a time, as the schema's relation and type names are, so the
comparison is between like texts; the embedder caches them.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from lemminflect import getAllInflections, getAllLemmas

from app.kg.catalog import PASSIVE
from app.kg.embeddings import Embedder, normalised
from app.planners.answer_type import (
    ARTICLES,
    ASKING,
    AUXILIARIES,
    BEING,
    IMPERATIVES,
    LINKING,
    MIN_STEM,
    MODALS,
    PARTICLES,
    UNIT_SYMBOLS,
    AnswerFocus,
    is_agent_noun,
    is_bare_verb,
    is_noun,
    is_verb_form,
    past_participle,
    singular,
)
from app.planners.hop_order import MAX_STEPS

FUNCTION_WORDS = frozenset(
    """a an the of in on at to for by from with and or but not is are was were be been being
    do does did has have had who whom whose which what when where why how that this these
    those it its as than also out up s 's ?
    through across into onto upon via within between among against toward towards over
    someone somebody anyone anybody something anything they them their he she him his her
    i me my you your we us our can could would should might must many much""".split()  # noqa: SIM905
)
"""Words that say no relation ("the", "of", "who", "someone", "they", "you", "can", "how
many"; prepositions, "flow through", and the particles of phrasal verbs, "come out", "set
up", "preside over", which would otherwise pay for a step of their own: "which rivers
flow through X" walked to a river and back); left out before pairing."""

PREPOSITIONS = PARTICLES - {"as"}
"""Words before "the <mention> <noun>" that make the noun name the mention ("in the X
department"): the particles relation names end in, but "as"."""

PHRASE_ENDS = FUNCTION_WORDS | {"about"}
"""Words after a noun that end its phrase ("the X trial **about**")."""

RELATIVE_PRONOUNS = frozenset({"that", "which", "who", "whom"})
"""Words opening a relative clause after a noun ("the company **that** runs X"): the noun
names the node the clause's verb reaches, not a step of its own."""

POSSESSIVE_DETERMINERS = frozenset({"its", "their", "his", "her", "my", "your", "our"})
"""Words between two that say one relation as an article does ("where does X sell **its**
produce": `sells its produce to`, once)."""

ALTERNATIVES = frozenset({"or"})
"""Words joining two that say one thing between them ("husband or wife"): the pair is one
phrase, paired with one step (two words would pay for walking to the spouse and back)."""

TYPE_SHARE = 0.8
"""How much of a word's similarity to its nearest type is taken from its similarity to a
relation ("films" names the films a relation links, not the link)."""

SAME_RELATION_MIN = 0.15
"""How much evidence each of two words in a row must give the relation both are nearest
for the two to be one phrase saying it ("composed" 0.27 and "music" 0.55 of `music by`;
not "share" 0.08 and "writers" 0.15 of `written_by` in "the films that share writers with
X", which walks the relation there and back)."""

STEP_OFFSET = 0.1
"""Added per step of a path to its summed evidence: a word that says a relation is about
as near it as to the nearest type, so its evidence is about 0 (fitted with the weight)."""

UNSAID = -0.4
"""A step's evidence when no word says it better (more steps than content words, or only
words that say other relations). -0.3 until 2026-11-26: -0.4 answers more on two KGs
written to check the rules (hospital 1-hop 65.0 to 72.2), for 1.1 and 0.7 points on
PQ-2H and PQL-2H; -0.5 cost PQL-2H 3.1."""

WORD_FOR_WORD = 0.5
"""The least evidence a word gives a relation whose name says it word for word, in any
of its forms ("who does X **sell** to": `sells its produce to`, which MiniLM puts below
`owns`, 0.27 to 0.30): a relation's own word is the best evidence there is for it."""

LIGHT_VERBS = frozenset({"be", "have", "do"})
"""Lemmas too light to say a relation word for word (`has member`, `is a`)."""

AGENT_MARKER = PASSIVE
"""The preposition naming a doer where no verb stands before it ("the artworks **by** X",
"X is **by** which artist"): it says a relation naming its target the doer of a verb
(`author`, `made_by`) or its source (`developed`), as a participle would
(`_marks_the_agent`)."""

IN_ORDER = 0.1
"""Added for each next step said farther from the anchor than the step before it, taken
for each said nearer ("the actors in the films directed by the director of X": director,
directed, actors, outward from X)."""

_WORD = re.compile(r"[\w'-]+")
_HAS_WORD = re.compile(r"[^\W_]")
_DIGIT = re.compile(r"\d")
_NUMBER = re.compile(r"\d[\d.,]*")


def _plain(token: str) -> str:
    """A word lower-cased, a possessive ending dropped ("club's" → "club")."""
    return re.sub(r"'s?$", "", token.lower())


def plain_words(text: str) -> list[str]:
    """The words of `text` as `content_words` reads them (lower-cased, possessives dropped),
    function words kept."""
    return [_plain(token) for token in _WORD.findall(text)]


@dataclass(frozen=True)
class QuestionWords:
    """The words of a question that may say a step, and how far each stands from the
    anchor's mention (in words; all 0 when there is no one anchor)."""

    words: tuple[str, ...]
    distances: tuple[int, ...]


def _tokens(question: str, spans: Sequence[tuple[int, int]]) -> list[tuple[str, int, int]]:
    """The question's word tokens with their character spans, each mention at `spans` one
    empty token spanning it."""
    tokens: list[tuple[str, int, int]] = []
    last = 0
    for start, end in sorted(spans):
        tokens += [(m.group(), m.start(), m.end()) for m in _WORD.finditer(question, last, start)]
        tokens.append(("", start, end))  # the mention
        last = max(last, end)
    tokens += [(m.group(), m.start(), m.end()) for m in _WORD.finditer(question, last)]
    return tokens


def mention_phrases(
    question: str,
    spans: Sequence[tuple[int, int]],
    focus: AnswerFocus | None = None,
    reaching: Mapping[tuple[int, int], Collection[str]] | None = None,
    valued: Mapping[tuple[int, int], Collection[str]] | None = None,
) -> list[tuple[int, int]]:
    """Each mention's span at `spans`, widened over a noun beside it that names what the
    mention is (`_names_the_mention`: "made the **album** X", "in **trial** X", "who ran
    the X **mission**"; not "the **academy** X went to", which may be a clause's object):
    the noun says no step, and a question masked for a mention masks it too ("tested in
    trial X" is not `trial phase`); so does a unit after a number ("376 **MW**") that a
    relation reaching it names (`CAPACITY_MW`): it says what the number is; so does a noun
    after a number ("320 **people**": what `number of employees` counts, no step of its
    own). A unit symbol no such name says ("105 **ha**" of `has an area of`) stays a word
    saying the step. Not a noun
    among the words `reaching` the mention (by span: the words of the relations reaching its
    types, "the Banking **industry**", "under the Italy **flag**" say `industry`,
    `FlagState`), unless it is the noun such a relation's name says its values are
    (`valued`, by span), after the mention or before it after a preposition or an auxiliary
    ("where does Indian **cuisine** come from", `serves cuisine`; "what cases has **judge**
    X heard", `has judge`), and another word says a step: the noun then says what the
    mention is ("which firms are in the Banking **industry**" has no other word)."""
    tokens = _tokens(question, spans)
    texts = [text for text, _, _ in tokens]
    asked = set(map(_plain, focus.text.split())) if focus and focus.literal else set()
    content = {
        index
        for index, text in enumerate(texts)
        if _HAS_WORD.search(word := _plain(text))
        and word not in FUNCTION_WORDS
        and word not in asked
        and not (index == 0 and word in IMPERATIVES)
    }
    reaching, valued = reaching or {}, valued or {}
    naming: dict[int, tuple[int, bool]] = {}  # noun -> its mention, named only if said apart
    for index, (text, start, end) in enumerate(tokens):
        own = reaching.get((start, end), ())
        kinds = valued.get((start, end), ())
        for beside in (index - 1, index + 1) if not text else ():
            word = _plain(texts[beside]) if 0 <= beside < len(texts) else ""
            if beside > index and _awaited_verb(texts, beside, word):
                continue  # "who did the engineer of the X **work** for"
            unit = word in UNIT_SYMBOLS and _DIGIT.search(question[start:end]) is not None
            if beside == index + 1 and unit and word in {w.strip("()[]") for w in own}:
                naming[beside] = (index, False)  # "376 **MW**": the unit is the number's
                continue
            if (
                beside in content
                and singular(word) in kinds
                and (beside > index or _may_name_the_mention(texts, beside, word))
            ):
                naming[beside] = (index, True)  # "Indian **cuisine**", "has **judge**
                continue  # X heard", if said apart
            if beside not in content or word in own or singular(word) in own:
                continue
            if beside == index + 1 and _NUMBER.fullmatch(question[start:end]) and is_noun(word):
                naming[beside] = (index, False)  # "320 **people**": what the number counts
                continue
            if _names_the_mention(texts, beside, word):
                # "the academy X went to": maybe the subject of a clause naming the noun
                ends = index + 1 == len(texts) or _plain(texts[index + 1]) in PHRASE_ENDS
                if beside > index or ends:
                    naming[beside] = (index, False)
            elif _may_name_the_mention(texts, beside, word):
                naming[beside] = (index, True)
    said_apart = bool(content - naming.keys())
    widened = {index: tokens[index][1:] for index, (text, _, _) in enumerate(tokens) if not text}
    for beside, (index, needs) in sorted(naming.items()):
        if said_apart or not needs:
            start, end = widened[index]
            widened[index] = min(start, tokens[beside][1]), max(end, tokens[beside][2])
    phrases = {}
    for index, (start, end) in widened.items():
        if (start, end) != tokens[index][1:] and question[end : end + 1] == "]":
            end += 1  # "the film [X]": the bracket closes the phrase
        phrases[tokens[index][1:]] = (start, end)
    return [phrases.get(span, span) for span in spans]


def content_words(
    question: str,
    spans: Sequence[tuple[int, int]],
    focus: AnswerFocus | None = None,
    anchor: tuple[int, int] | None = None,
    compounds: frozenset[tuple[str, str]] = frozenset(),
    reaching: Mapping[tuple[int, int], Collection[str]] | None = None,
    nearest: Callable[[tuple[str, ...]], Sequence[int]] | None = None,
    valued: Mapping[tuple[int, int], Collection[str]] | None = None,
) -> QuestionWords:
    """The question's words outside the mentions at `spans` (`anchor` among them) and the
    nouns naming them (`mention_phrases`), lower-cased, without function words, a leading
    imperative ("name a player …"), possessive endings ("club's" → "club") or the answer's
    kind when said as such ("which players …": the end type's fit weighs it; "the players
    of …" names the relation and stays, as one phrase when it is a compound, "the alma
    mater of", "X's head office"); words joined by one of `ALTERNATIVES` are one phrase,
    and so are two words in a row that are two words in a row of a relation's name
    (`compounds`, from `name_compounds`: "the doctoral advisor of", "its signature
    dish"); and so are words in a row (articles aside) that say the same relation, the
    one `nearest` each (a relation row, or -1 for none): "composed music" says `music by`
    once, and pays for no second step."""
    phrases = mention_phrases(question, spans, focus, reaching, valued)
    if anchor is not None and anchor in spans:
        anchor = phrases[list(spans).index(anchor)]
    tokens: list[str] = []
    where = 0
    for text, start, end in _tokens(question, phrases):
        if not text and (start, end) == anchor:
            where = len(tokens)
        tokens.append(text)
    kept: list[tuple[str, int, int]] = []  # word, distance, index of its last token
    last_kept = -2
    for index, token in enumerate(tokens):
        word = _plain(token)
        content = bool(_HAS_WORD.search(word)) and word not in FUNCTION_WORDS
        content = content or _marks_the_agent(tokens, index, word)
        leading = index == 0 and word in IMPERATIVES
        if content and _heads_a_clause(tokens, index, word, nearest):
            continue
        if content and not leading and not _names_the_mention(tokens, index, word):
            distance = abs(index - where) if anchor else 0
            if last_kept == index - 2 and tokens[index - 1].lower() in ALTERNATIVES:
                said, before, _ = kept.pop()  # "husband or wife": one thing, said twice
                word, distance = f"{said} {tokens[index - 1].lower()} {word}", min(before, distance)
            kept.append((word, distance, index))
            last_kept = index
    if focus is not None and focus.literal and not focus.names_relation:
        for said in map(_plain, focus.text.split()):
            found = [
                k
                for k, (word, _, index) in enumerate(kept)
                if word == said or said in _asked_either(word, tokens, index)
            ]
            if found:
                del kept[found[0]]
    elif focus is not None and focus.literal and _compound_of(question, focus.text):
        compound = focus.text.split()
        words = [word for word, _, _ in kept]
        for k in range(len(kept) - len(compound) + 1):
            if words[k : k + len(compound)] == [_plain(w) for w in compound]:
                near = min(d for _, d, _ in kept[k : k + len(compound)])
                kept[k : k + len(compound)] = [(" ".join(compound), near, kept[k][2])]
                break
    kept = _joined_compounds(kept, compounds)
    if nearest is not None and len(kept) > 1:
        kept = _one_phrase_per_relation(kept, tokens, nearest)
    return QuestionWords(tuple(w for w, _, _ in kept), tuple(d for _, d, _ in kept))


def _marks_the_agent(tokens: list[str], index: int, word: str) -> bool:
    """Whether `word`, the token at `index`, is `AGENT_MARKER` after a copula or a noun
    ("X is **by** which artist", "the artworks **by** X", "a paper **by** X"), not after a
    participle ("painted **by** X", "set up **by** X", "are run **by** X", "a trial run
    **by** X": a word both verb and noun is the noun only after an article), whose verb
    says the step."""
    if word != AGENT_MARKER or index == 0:
        return False
    before = _plain(tokens[index - 1])
    earlier = _plain(tokens[index - 2]) if index > 1 else ""
    if before in LINKING:
        return True
    if earlier in BEING or is_verb_form(before) or not is_noun(before):
        return False
    return not is_bare_verb(before) or earlier in ARTICLES


def _heads_a_clause(
    tokens: list[str],
    index: int,
    word: str,
    nearest: Callable[[tuple[str, ...]], Sequence[int]] | None,
) -> bool:
    """Whether the noun at token `index` heads a relative clause whose verb says a
    relation (`nearest`: "in which city is the **company** that runs X based", "the
    **person** who designed X"): it names the node the verb's step reaches; as a word of
    its own it would pay for a step the question does not take (the company's plants,
    then their city). Not where the verb says none ("the **films** that share actors with
    X": the films are a step of their own, walked back to from the actors)."""
    after = [_plain(token) for token in tokens[index + 1 : index + 3]]
    if len(after) < 2 or after[0] not in RELATIVE_PRONOUNS or not is_noun(word):
        return False
    return nearest is not None and nearest((after[1],))[0] >= 0


def _asked_either(word: str, tokens: list[str], index: int) -> list[str]:
    """The words a kept phrase of `ALTERNATIVES` ending at token `index` joins where the
    question asks for it, after a wh-word or a leading imperative and an article ("which
    **airlines or companies** were founded in X", "name an **airline or aerospace
    company** …": the answer's kind, said two ways); else none ("who is the mother or
    father of X" names the relation)."""
    parts = word.split()
    if len(parts) < 3 or parts[1] not in ALTERNATIVES:
        return []
    before = [token.lower() for token in tokens[: index - len(parts) + 1]]
    asked = bool(before) and before[-1] in ASKING
    named = len(before) == 2 and before[0] in IMPERATIVES and before[1] in ARTICLES
    return parts[::2] if asked or named else []


def _one_phrase_per_relation(
    kept: list[tuple[str, int, int]],
    tokens: list[str],
    nearest: Callable[[tuple[str, ...]], Sequence[int]],
) -> list[tuple[str, int, int]]:
    """`kept` (word, distance, index of its last token) with words in a row, articles and
    `POSSESSIVE_DETERMINERS` aside, whose `nearest` relation is the same made one phrase;
    not a noun and the participle opening its clause ("a club located in X"), nor a
    possessor's noun and a verb after it ("X's students study"): two steps each."""
    rows = nearest(tuple(word for word, _, _ in kept))
    joined = [kept[0]]
    last = rows[0]
    for (word, distance, index), row in zip(kept[1:], rows[1:], strict=True):
        before, near, at = joined[-1]
        first = index - len(word.split()) + 1
        between = [token.lower() for token in tokens[at + 1 : first]]
        after = tokens[index + 1].lower() if index + 1 < len(tokens) else ""
        opening = at - len(before.split())  # the token before the first word
        # "a club located in X": the participle opens a clause, the noun names its node
        # (not "were first climbed in X", a passive)
        clause = (
            past_participle(word)
            and after in PARTICLES
            and (opening < 0 or tokens[opening].lower() not in AUXILIARIES)
        )
        # "what degrees do X's students study": the possessor's noun says its own step and
        # the verb after it the next (not "X's phd advisor", one noun)
        possessed = (
            opening > 0
            and tokens[opening] in ("'s", "'")
            and tokens[opening - 1] == ""
            and "VERB" in getAllLemmas(word)
        )
        said_apart = clause or possessed
        determiners = all(t in ARTICLES | POSSESSIVE_DETERMINERS for t in between)
        if row >= 0 and row == last and not said_apart and determiners:
            joined[-1] = (f"{before} {word}", min(near, distance), index)
            continue
        joined.append((word, distance, index))
        last = row
    return joined


def _joined_compounds(
    kept: list[tuple[str, int, int]], compounds: frozenset[tuple[str, str]]
) -> list[tuple[str, int, int]]:
    """`kept` (word, distance, token index) with two single words in a row that are a pair
    of `compounds` (the second word's singular too: "doctoral advisors"; or the two in
    either order, without a verb's ending: "founding year" of `year_founded`) made one
    phrase."""
    joined: list[tuple[str, int, int]] = []
    for word, distance, index in kept:
        if joined and " " not in word:
            before, near, at = joined[-1]
            pair = {
                (before, word),
                (before, singular(word)),
                (_verb_base(before), _verb_base(word)),
            }
            if at == index - 1 and " " not in before and not pair.isdisjoint(compounds):
                joined[-1] = (f"{before} {word}", min(near, distance), index)
                continue
        joined.append((word, distance, index))
    return joined


def name_compounds(names: Sequence[str]) -> frozenset[tuple[str, str]]:
    """The pairs of words in a row in relation names read as words (`head chef of`:
    ("head", "chef")), function words left out, and each pair without a verb's endings in
    either order (`year founded`: ("found", "year")): a question saying them in a row says
    one thing, one step ("the head chef of X" had paid a spare step with "head", "founding
    year of X" walked to the year and back to the firms founded in it)."""
    pairs = set()
    for name in names:
        words = name.lower().split()
        for a, b in itertools.pairwise(words):
            if not {a, b} & FUNCTION_WORDS:
                pairs |= {(a, b), (_verb_base(a), _verb_base(b)), (_verb_base(b), _verb_base(a))}
    return frozenset(pairs)


def _verb_base(word: str) -> str:
    """`word` without the "-ing" or "-ed" of a verb ("founding", "founded": "found"), where
    a stem of `MIN_STEM` letters is left; else `word`."""
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


def _compound_of(question: str, focus: str) -> bool:
    """Whether a focus of several words is a compound: said before "of" or ending the
    question ("the alma mater of", "X's head office ?"); not "X's husband die from",
    which the focus reader took for one."""
    said = r"\s+".join(map(re.escape, focus.lower().split()))
    pattern = rf"\b{said}(\s+of\b|[\s?]*$)"
    return len(focus.split()) > 1 and re.search(pattern, question.lower()) is not None


def _names_the_mention(tokens: list[str], index: int, word: str) -> bool:
    """Whether `word`, the token at `index` (mentions are empty tokens), names what a
    mention is: between an article and the mention ("made the **album** X", "the **band**
    X"), or after a preposition, an article and the mention, ending its phrase ("works in
    the X **department**"). An agent noun there names the mention's role, which a relation
    says ("the **actor** X acted together with who": X starred in films), and stays; so
    does the verb a "do" before it awaits (`_awaited_verb`: "who did the engineer of the
    X **work** for")."""
    if is_agent_noun(word):
        return False
    before = tokens[index - 1].lower() if index > 0 else ""
    if index + 1 < len(tokens) and tokens[index + 1] == "":
        return before in ARTICLES
    placed = index > 2 and tokens[index - 3].lower() in PREPOSITIONS
    ends = placed and _ends_a_phrase_after_the_mention(tokens, index)
    return ends and not _awaited_verb(tokens, index, word)


def _awaited_verb(tokens: list[str], index: int, word: str) -> bool:
    """Whether `word`, the token at `index`, is the verb a "do" before it awaits: a verb's
    bare form as lemminflect's lexicon reads it (`is_bare_verb`), ending the question or
    before its particle, where the last "do", "does" or "did" before it opens the
    subject with an article and no preposition but "of" stands in it: "who did the
    engineer of the X **work** for" (not "which sports do people play in the X **park**",
    "what did the team play at the X **park**")."""
    after = _plain(tokens[index + 1]) if index + 1 < len(tokens) else ""
    if not (after in PARTICLES or not _HAS_WORD.search(after)) or not is_bare_verb(word):
        return False
    done = [at for at, token in enumerate(tokens[:index]) if token.lower() in DO_FORMS]
    if not done or tokens[done[-1] + 1].lower() not in ARTICLES:
        return False
    subject = {_plain(token) for token in tokens[done[-1] + 1 : index]}
    return not subject & (PREPOSITIONS - {"of"})


DO_FORMS = frozenset({"do", "does", "did"})
"""Forms of "do" that, asking, put the subject before the verb they await ("who did the
engineer of X work for"; right before a possessor: "does X's destination go …")."""


def _may_name_the_mention(tokens: list[str], index: int, word: str) -> bool:
    """Whether `word`, the token at `index`, names what a mention is where another word
    says the step (`mention_phrases`): a noun, not a verb ("also **directed** X"), between
    a preposition or an auxiliary and the mention ("which condition does **trial** X
    study", "tested in **trial** X"), or after an article and the mention, ending its
    phrase ("who ran the X **mission**"; in "what was the X **budget**" no other word says
    the step: it does)."""
    if is_agent_noun(word) or is_verb_form(word):
        return False
    before = tokens[index - 1].lower() if index > 0 else ""
    if index + 1 < len(tokens) and tokens[index + 1] == "":
        return before in PREPOSITIONS | AUXILIARIES
    return _ends_a_phrase_after_the_mention(tokens, index)


def _ends_a_phrase_after_the_mention(tokens: list[str], index: int) -> bool:
    """Whether the token at `index` follows "the <mention>" and ends its phrase (not
    before an article, which begins its object: "the <X> **use** the <Y>")."""
    after = _plain(tokens[index + 1]) if index + 1 < len(tokens) else ""
    ends = index + 1 == len(tokens) or (after in PHRASE_ENDS and after not in ARTICLES)
    return index > 1 and tokens[index - 1] == "" and tokens[index - 2].lower() in ARTICLES and ends


def word_relevance(
    embedder: Embedder, words: Sequence[str], relation_vectors: np.ndarray, type_vectors: np.ndarray
) -> np.ndarray:
    """(relations, words) evidence of each word for each relation: its cosine to the
    relation less `TYPE_SHARE` of its cosine to the nearest of `type_vectors` (types whose
    names say a kind) or of its mean cosine to all relations, whichever is larger (a word
    near every relation says none in particular; it matters where no type has a name).
    A phrase ("alma mater", "husband or wife") is as good as the best of it and its words
    ("direct reports": "reports"). Both matrices hold unit rows."""
    if not words:
        return np.zeros((len(relation_vectors), 0), dtype=np.float32)
    forms = [[word, *(p for p in word.split() if p not in FUNCTION_WORDS)] for word in words]
    texts = list(dict.fromkeys(text for group in forms for text in group))
    vectors = normalised(embedder.encode(texts))
    to_relations = relation_vectors @ vectors.T
    baseline = to_relations.mean(axis=0)
    if len(type_vectors):
        baseline = np.maximum(baseline, (type_vectors @ vectors.T).max(axis=0))
    each = to_relations - TYPE_SHARE * baseline
    column = {text: k for k, text in enumerate(texts)}
    result: np.ndarray = np.stack(
        [each[:, [column[text] for text in group]].max(axis=1) for group in forms], axis=1
    )
    return result


@lru_cache(maxsize=1 << 16)  # the words of every question asked, for every anchor
def lemmas(word: str) -> frozenset[str]:
    """The word and its lemmas in every part of speech ("sells": "sell"; "plants": "plant"),
    but `LIGHT_VERBS` and `FUNCTION_WORDS`."""
    word = word.lower()
    found = {word, *(lemma for forms in getAllLemmas(word).values() for lemma in forms)}
    return frozenset(found - LIGHT_VERBS - FUNCTION_WORDS)


AGENT_SUFFIXES = ("er", "or")
"""Endings of agent nouns made from verbs ("advis**or**", "publish**er**")."""

VERBS_NOT_DONE = MODALS | set(
    ["let", "numb", "don", "form", "pry", "man", "err", "live", "ban", "din", "mete", "rot"]
)
"""Verbs an "-er" or "-or" noun spells by chance, not its doing ("mayor", "donor",
"former", "prior", "manner", "liver", "banner", "dinner")."""


@lru_cache(maxsize=1 << 16)
def agent_verb(word: str) -> str | None:
    """The verb an agent noun names the doer of ("advisor": "advise", "publisher":
    "publish", "winner": "win", "carrier": "carry"), where the word less its ending (with
    an "e", or a doubled consonant single) is a verb, the word a noun and no verb itself;
    else None ("member", "river", "flower", "number")."""
    word = word.lower()
    read = getAllLemmas(word)
    if "NOUN" not in read or "VERB" in read:  # "longer"; "flower", "tower" are verbs too
        return None
    for suffix in AGENT_SUFFIXES:
        base = word[: -len(suffix)]
        if not word.endswith(suffix) or len(base) < 3:
            continue
        candidates = [base, base + "e"]
        if base[-1] == base[-2]:
            candidates.append(base[:-1])  # "winner": "win"
        if base.endswith("i"):
            candidates.append(base[:-1] + "y")  # "supplier": "supply"
        for verb in candidates:
            if verb not in VERBS_NOT_DONE and getAllInflections(verb, upos="VERB"):
                return verb
    return None


def word_forms(word: str) -> frozenset[str]:
    """`lemmas` of a word and, of an agent noun, its verb (`agent_verb`): "who **advised**
    X" and "X's **advisor**" say `doctoral advisor` and `advised_by` alike."""
    forms = lemmas(word)
    verbs = {verb for form in forms if (verb := agent_verb(form))}
    return forms | verbs


class WordIndex:
    """Which relations' names (rows) hold each word form (`lemmas`, or `word_forms`): the
    words of a question a relation's name says word for word."""

    def __init__(
        self, names: Sequence[frozenset[str]], forms: Callable[[str], frozenset[str]] = lemmas
    ) -> None:
        """`names`: each relation's name as `forms` of its words, by row."""
        self.forms = forms
        self.relations = len(names)
        self.rows: dict[str, list[int]] = {}
        for row, name in enumerate(names):
            for lemma in name:
                self.rows.setdefault(lemma, []).append(row)

    def said(self, words: Sequence[str]) -> np.ndarray:
        """(relations, words) 1 where a word (or a word of a phrase) shares a lemma with
        the relation's name, else 0."""
        found = np.zeros((self.relations, len(words)), dtype=np.float32)
        for column, phrase in enumerate(words):
            for word in phrase.split():
                for lemma in self.forms(word):
                    found[self.rows.get(lemma, []), column] = 1
        return found


_CHOICES = np.asarray(list(itertools.product(range(MAX_STEPS), repeat=MAX_STEPS)))[None]
"""Every choice of one of its `MAX_STEPS` best words per step, (1, choices, MAX_STEPS)."""


def step_evidence(
    relevance: np.ndarray,
    steps: np.ndarray,
    lengths: np.ndarray,
    distances: Sequence[int] = (),
) -> np.ndarray:
    """Per path, the best pairing of its first `MAX_STEPS` steps (`steps[p, k]`: relation
    row of step k) with distinct words, each step's among its `MAX_STEPS` best (exact
    without the order term; with it a fourth-best word in order is not tried): the sum of
    the pairs' `relevance`, `UNSAID` for a
    step left without a word, `STEP_OFFSET` per step and, given the words' `distances`
    from the anchor, `IN_ORDER` for each next step said farther out (less for nearer)."""
    length = np.minimum(lengths, MAX_STEPS)
    # MAX_STEPS "unsaid" columns let every step go without a word; with at most MAX_STEPS
    # steps, some best pairing takes each step's word from its MAX_STEPS best
    unsaid = np.full((len(relevance), MAX_STEPS), UNSAID, dtype=np.float32)
    table = np.concatenate([relevance.astype(np.float32), unsaid], axis=1)
    top = np.argsort(-table, axis=1, kind="stable")[:, :MAX_STEPS]
    top_values = np.take_along_axis(table, top, axis=1)
    far = np.full(table.shape[1], np.nan, dtype=np.float32)  # unsaid columns: no order
    if len(distances):
        far[: len(distances)] = distances
    valid = np.arange(MAX_STEPS)[None, :] < length[:, None]
    rows = np.where(valid, steps, 0)[:, None, :]  # (count, 1, MAX_STEPS)
    # every choice of one of its best words per step at once: (count, choices, MAX_STEPS)
    words = top[rows, _CHOICES]
    valid_ = valid[:, None, :]
    total = np.where(valid_, top_values[rows, _CHOICES], 0.0).sum(axis=2)
    clash = np.zeros(words.shape[:2], dtype=bool)
    for a, b in itertools.combinations(range(MAX_STEPS), 2):
        clash |= valid_[:, :, a] & valid_[:, :, b] & (words[:, :, a] == words[:, :, b])
    outward = np.sign(far[words[:, :, 1:]] - far[words[:, :, :-1]])
    total += IN_ORDER * np.where(valid_[:, :, 1:], np.nan_to_num(outward), 0.0).sum(axis=2)
    best = np.where(clash, -np.inf, total).max(axis=1, initial=-np.inf).astype(np.float32)
    result: np.ndarray = best + STEP_OFFSET * length
    return result
