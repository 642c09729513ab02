"""The encoder planner: SAFE's typed pseudo query graph written with encoders alone.

Entities are linked through the graph's name indexes; from each anchor's types every
schema path of 1..max_hops steps is a candidate (a step walks a schema edge either way),
verbalised and scored against the question with the mention masked by its type. With
`grounded` (the default) the candidates are only the relation sequences the anchor's
entities really start, typed as the entities they reach: all steps but the last of a
longest path are walked in the graph (from a sample of far ends per walk), the last
over the schema edges of the types those ends have. Two anchors may also
meet at a shared variable. Path texts are embedded once per planner.

Why one module of ~550 lines: candidate paths, their grounding walks, scoring and the
checked best paths share one per-anchor cache and the path records; they are one concept,
the planner's ranking of relation paths.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import combinations
from typing import Any

import numpy as np

from app.errors import PlanError
from app.kg.catalog import CatalogEdge, SchemaCatalog
from app.kg.embeddings import ONNX_BATCH, Embedder, normalised
from app.kg.schema_graph import type_text
from app.kg.store.base import GraphStore
from app.kg.wording import is_inferred_type, role_text, verbalise_relation
from app.planners.answer_type import (
    AGENT_FIT,
    ASKED_KINDS,
    CATEGORY_FIT,
    CATEGORY_NOUNS,
    CATEGORY_WORDS,
    OTHER_VALUE_FIT,
    PARTICLES,
    PLACE_KINDS,
    UNIT_SYMBOLS,
    VALUE_FIT,
    WH_KINDS,
    AnswerFocus,
    AnswerTypes,
    active_doer,
    answer_focus,
    doer_stems,
    doer_types,
    doer_verbs,
    doers_and_done_to,
    identifying_relations,
    is_agent_noun,
    is_noun,
    is_verb_form,
    mention_does,
    own_words,
    past_participle,
    role_doer_types,
    says_part_of,
    says_where,
    singular,
    subject_stems,
    value_noun,
    value_relations,
    value_steps,
)
from app.planners.entity_linking import EntityLinker, Mention
from app.planners.hop_order import MAX_STEPS, question_tokens, signature_slots, step_positions
from app.planners.path_scorer import ANSWER_SIGNS, CosineScorer, PathScorer
from app.planners.reading_back import Reading, Voice, read_back, voices_said
from app.planners.step_evidence import (
    AGENT_MARKER,
    DO_FORMS,
    FUNCTION_WORDS,
    PREPOSITIONS,
    SAME_RELATION_MIN,
    WORD_FOR_WORD,
    QuestionWords,
    WordIndex,
    agent_verb,
    content_words,
    lemmas,
    mention_phrases,
    name_compounds,
    plain_words,
    step_evidence,
    word_forms,
    word_relevance,
)
from app.query_graph import VARIABLE, PseudoQueryGraph
from app.safe.query_compiler import join_exists_query, path_exists_query

MAX_PATHS_PER_TYPE = 5000
"""At most this many schema paths start from one type (shorter paths are kept first)."""
KIND_SUPPORT = 0.5
"""A type a walk may end at is a kind of its answers (`SchemaPath.kinds`) where its last
edge holds at least this share of the best supported one's support."""
KIND_BREADTH = 1.5
"""A kind of a path's answers with more than this many times the members of its narrowest
kind is another kind lumped with it (`EncoderPlanner._best_kind_fit`)."""
PERSON = WH_KINDS["who"]
WHO_VALUE_FIT = 0.3
"""What a type of values (`value_types`: titles, skills, genres, years) loses of its fit
when the question asks "who": a person, or a body acting as one, never a value. Not one
the graph calls by an agent noun (a `manufacturer`, an `owner`: one who does something)."""
WHO_THING = 0.2
"""What the untrained scorer takes from a path ending at a type of things done to
(`doers_and_done_to`: what is `made_by`, a `developer`'s games) whose members do not fit
"person" (`PERSON_FIT_MIN`), where "who" asks and no word says the path's last step:
"who grows Elbling" asks for the wineries, not their wines ("who won the X award" says
the wines' `award won`)."""
WHO_DOER_FIT = 0.45
"""The least fit to "who" of a type some relation names as the doer of its verb
(`doer_stems`: what `made_by`, a `developer`, `builtBy` reach), firms and bodies whose
made-up type names fit "person" 0.2 to 0.35 (wineries against their wines, studios
against their games); below `PERSON_FIT_MIN`, so a type holding people keeps the better
fit (0.5 with the lift at it, library's "who is the author of X" had read the publisher)."""
WHO_NUMBER_FIT = 1.0
"""What a type of numbers (`AnswerTypes.number_types`: years, budgets) loses of its fit
when the question asks "who": never one ("who works in <X>" is not a hire year)."""

WHEN_WORD_FIT = 1.0
"""What a type of words loses of its fit when the question asks "when" and some candidate
ends at a type of years or dates (`AnswerTypes.time_types`): a time is never a city
("when was <University> founded": `inception`, not where it stands)."""

NAMED_FIT_MIN = 0.75
"""A candidate type fitting the answer's kind at least this well is the one the kind names
("which country": 0.84 to countries' names, 0.63 to cities'), and the untrained fit of
each other end type below it by more than `NAMED_MARGIN` falls by `NAMED_SLOPE` times the
rest: "which country was X born in" walks on from the city. Under it the best fit is too
often a related kind's ("doctors" 0.66 to specialties; persons' names fit no noun well),
and the fits stay as they are (0.7 also lost 1 point of geopolitics 1-hop)."""
NAMED_MARGIN = 0.1
NAMED_SLOPE = 2.0

EMPTY_COS = 0.25
"""What the untrained cosine weighs where the answer's kind is left out of the question and
no content word is left ("what certification does X have ?": "what does X have ?" reads
nearer `is a member of` than `is certified as`, so the kind's fit decides)."""
MENTION_WEIGHT = 0.4
"""A reading earns this times the link score of each mention it uses: a join of two
linked mentions earns it twice ("which member of <X> plays the <Violin>" is not asked of X
alone; at 0.1 the path to the members' instruments beat the join with the violinists). At
0.2 a single path from one mention still beat the join by a few hundredths ("name one
<Indian> restaurant in <X>" walked from the cuisine on to its restaurants' seat counts;
"which patient of <D> was diagnosed with <C>" went to C and back). Of 0.2 to 0.5, 0.4 and
0.5 did best (26 questions more over 25 sets, scored offline from each reading's terms;
README); 0.4 is the smaller."""

RELATION_WORD_SHARE = 0.5
"""The share of `MENTION_WEIGHT` a join earns for a mention made of relation words only."""

HOP_PENALTY = 0.05
"""Subtracted from a path's score per step beyond the first (longer texts match more)."""

WRONG_WAY = 0.3
"""What the untrained scorer takes from a first step walked against the way the question
says it, where the other way is a candidate too: a relation named as a verb and its
particle (`reports to`, `is located in`) is said before the mention when the mention is
its object ("who reports to <X>": walked backwards) and after it when the subject ("who
does <X> report to"). As large as a backward step's "inverse of" costs the cosine
(about 0.2): company 1-hop 83.0 to 86.0, geopolitics 76.2 / 76.7 to 78.2 / 79.4."""

KIND_MEMBERS_FIT = 0.15
"""How much better the answer's kind must fit a path's end than a kind's members for the
mention to say the step to them (`_said_beyond_the_kind`): "which farms keep pigs",
farms 0.65 and breeds 0.46; not "what vehicles use diesel", makers 0.53, models 0.43."""

KIND_MEMBERS_MARGIN = 0.1
"""How much better the question's words must say the steps beyond a kind's members than
the step to them for the mention to say that step (`_said_beyond_the_kind`)."""

KIND_STEP_MARGIN = 0.05
"""How much better the answer's kind must fit a path's end than any end the fewest steps
reach for the kind to say a step of its own (`_kind_beyond_the_fewest`)."""
UNSAYABLE = 0.1
"""What the scorers weighing step evidence take from a path of more steps than the
question has words that may say one (its content words, the other mentions, a place
or time asked for, `kind_says_a_step`, and a mention in the plural, `Mention.plural`, which
says the step to its category's members: "which studios make metroidvanias", as a kind
named bare does where words say the steps beyond, `_said_beyond_the_kind`): one of its
steps is said by nothing ("what does X supply" is one step, however fluently "supplies is
component of" reads it). A unit after a number is the number's, masked with it
(`mention_phrases`: "a capacity of 376 MW"); said elsewhere it may name the value ("what
kV rating", `value_names`)."""

PLACES_AND_TIMES = PLACE_KINDS | frozenset(
    f"area {WH_KINDS['when']} day month decade century".split()
)
"""Kinds that are places or times: asked for, they may say a step of their own, the one
that places or dates what the question's words reach (`kind_says_a_step`)."""

SAID_MIN = 0.1
"""A word says a relation's step when its `word_relevance` is at least this."""

VERB_PARTICLES = frozenset("to in from through with of at for on into".split())  # noqa: SIM905
"""The last words of relation names read as a verb and its particle; not "by", whose
passive names (`directed_by`) are said the other way round in the active ("who directed")."""

OBJECT_MARKERS = PREPOSITIONS - {"of", "by"}
"""Words right before a mention that make it their object ("which captains graduated
**from** <X>", "which vessels are registered **in** <X>"): a relation named as a verb and
its particle is not walked forward from it, which would make it the relation's subject
(`LocatedIn`: the school's city), whether or not the other way is a candidate. Not "of"
("the club of <X>": X's own), nor "by", whose mention does the passive's verb ("what
animals are eaten by <X>": X `preysOn` them)."""

POSSESSED_STEP = 0.2
"""What the untrained scorer takes from a path of one step from a mention said as a
possessor ("X's launch vehicle") when the question says a step beyond the possessed noun,
which names the first step's end: words before the mention ("which company *made* X's
launch vehicle", "the population of X's capital"), or a verb after the noun, said with
"do" ("which body *does* X's destination go around") or as a participle or a stranded
particle after a copula ("where was X's spouse born", "what languages are X's
dependencies written in"). "what is X's home city" says none and keeps its one step."""

SUBJECT_END = 0.1
"""What the untrained scorer takes from a path of one step where the question's subject is
a noun apart from the mention (`AnswerFocus.subject`: "what did the **astronauts** trained
by X fly on"): a node on the way, reached by a step ("trained by"), beyond which the verb
says another ("fly on"); the answer may be of its kind ("what do the animals X hunts feed
on": animals too), so the step, not the kind, is what counts."""

IDENTIFIER_UNASKED = 0.3
"""What the untrained scorer takes from a path whose last step, walked forward, reaches an
identifier (`identifying_relations`: an airport's `iata` code) no word of the question
says (`_said_steps`) nor the answer's kind names (`_names_value`): "what carriers serve X"
and "X location" ask for no code, however near its made-up word reads to them."""
IDENTIFIER_NOUNS = frozenset({"code", "id", "identifier", "abbreviation", "symbol"})
"""Words asking for an identifier, in the singular, whatever the graph names it ("the
airport code": `iata`)."""
WALKED_BACK = 0.3
"""What the untrained scorer takes from a path whose last step walks the relation of the
step before it straight back (`plays for`, then its players: the mention's teammates,
its own kind through a neighbour they share), unless the question says its answers share
something with the mention (`says_shared`): "who employs X" asks for the firm, not the
people at X's firm; "has X won any medals", not the wines with X's medals. A walk back
that goes on is a chain ("who acted in the films written by the writer of X")."""
SHARED_WORDS = frozenset(
    """also same share shares shared sharing together other others else fellow alongside
    colleague colleagues""".split()  # noqa: SIM905
)
"""Words saying the answers share something with the mention ("which films share the same
director as X", "what else has X's designer made"), as "co-" ("co-stars") and "-mates"
("teammates") say it too (`says_shared`)."""

COPULAS = frozenset({"is", "are", "was", "were"})
"""Said right before a possessor, a participle may end the question ("was X's spouse born")."""
STRANDED = frozenset({*VERB_PARTICLES, "by"})
"""Particles a question may end on, their verb before them ("written in", "made by")."""

_POSSESSIVE = re.compile(r"\s?['\u2019](?:s\b|(?=\s))")
"""A possessive right after a mention: "X's", "Ares' ", or as PathQuestion writes it, "X 's"."""

PLACE_FIT_MIN = 0.33
"""How well a type's members must fit "where" (`WH_KINDS`) to be places, a containment's
middle (`EncoderPlanner._contained`): in the made-up KGs cities fit it 0.40 to 0.50 and
parks 0.35; the firms, sites, plants and people placed in them 0.31 at most."""

PERSON_FIT_MIN = 0.5
"""How well a type must fit "person" to hold people: in the made-up KGs people fit it 0.50
to 0.63 (1.0 for a type named `Person`), firms, sites and places 0.48 at most."""

PERSONAL_WORDS = frozenset("born birth birthplace died death gender sex".split())  # noqa: SIM905
"""Words of relation names said only of people (and animals): their subjects are people
too where their names fit "person" poorly (`tasha_tudor`)."""
KINSHIP_WORDS = frozenset("spouse parent parents child children".split())  # noqa: SIM905
"""Words of relation names said of people where the relation joins a type to itself
(`parents`; not `parentCompany`, which joins firms to firms as well, nor a club's `parent
club`: only `PERSONAL_WORDS` or these on a self-edge mark people)."""

MIN_EDGE_SHARE = 0.1
"""A schema edge is walked only if its support is at least this share of the best
supported edge of the same relation (drops edges made by entities of several types)."""

WALK_SAMPLE = 20
"""Far ends kept per grounded walk and step (bounds the work at hubs)."""

SHORTLIST = 64
"""Of an anchor's candidate paths in a set of more than `SHORTLIST_FROM`, at most this many
have their texts encoded and scored for a question: the best by a proxy
(`PathSet.proxies`, the mean of the vectors of a path's words, with the planner's other
terms, which need no text vector). On 40 PQL-3H, 60 PQ-3H and 60 MetaQA 3-hop questions
the best path by its own text was always within the proxy's best 16, and the best five
within its best 64 for 99-100 % (the word mean alone: the best within 256 for 90 %)."""

SHORTLIST_FROM = 512
"""A smaller set has every text encoded once, for every later question on its anchor."""

NODE_STEPS_KEPT = 4096
"""How many far ends' steps (`node_steps`) a planner keeps for grounding walks."""

GROUNDED_CACHE = 256
"""How many anchors' grounded walks and path sets a planner keeps."""

Hop = tuple[str, bool]
"""A relation step: (relation, walked in its stored direction?)."""


@dataclass(frozen=True)
class GroundedWalks:
    """What the graph says an anchor's walks can be: for every relation sequence of fewer
    than `hops` steps its entities start, the types of the entities it ends at."""

    hops: int
    end_types: dict[tuple[Hop, ...], frozenset[str]]

    def allows(self, walk: tuple[Hop, ...], near: str, far: str) -> bool:
        """May a typed walk take its last step, `walk[-1]`, from type `near` to `far`?
        Every step starts at a type its entities have; every step but a last one (of
        `hops` steps, taken over the schema) ends at one too."""
        prefix = walk[:-1]
        if prefix and near not in self.end_types.get(prefix, frozenset()):
            return False
        return len(walk) >= self.hops or far in self.end_types.get(walk, frozenset())


def walk_step(store: GraphStore, starts: list[list[str]], cap: int) -> list[dict[str, Any]]:
    """One step of walks from each list of entity ids in `starts`: per walk (`walk`, its
    index), relationship type and direction, up to `cap` far ends and their types. A first
    step (one list) is one plain query."""
    if len(starts) == 1:
        rows = store.run(
            store.layout.render("walk_first"), {"ids": starts[0], "cap": cap}, read_only=True
        )
        return [{**row, "walk": 0} for row in rows]
    params = {"walks": [{"walk": i, "ids": ids} for i, ids in enumerate(starts)]}
    return store.run(store.layout.render("walk_next"), {**params, "cap": cap}, read_only=True)


@dataclass(frozen=True)
class NodeStep:
    """Relationships of one type and direction an entity has: up to a sample of their far
    ends and the types of all of them."""

    relation: str
    forward: bool
    ends: tuple[str, ...]
    types: frozenset[str]


def node_steps(
    store: GraphStore,
    ids: Iterable[str],
    cap: int,
    known: OrderedDict[str, tuple[NodeStep, ...]],
) -> dict[str, tuple[NodeStep, ...]]:
    """Each entity's steps (up to `cap` far ends each), from `known` where kept there, the
    others in one query and then kept in `known` too (the latest used last)."""
    wanted = list(dict.fromkeys(ids))
    missing = [id_ for id_ in wanted if id_ not in known]
    for id_ in wanted:
        if id_ in known:
            known.move_to_end(id_)
    if missing:
        found: dict[str, list[NodeStep]] = {id_: [] for id_ in missing}
        params = {"ids": missing, "cap": cap}
        for row in store.run(store.layout.render("walk_nodes"), params, read_only=True):
            types = frozenset(t for ts in row["types"] for t in ts or ())
            step = NodeStep(row["relation"], bool(row["forward"]), tuple(row["ends"]), types)
            found[row["node"]].append(step)
        for id_, steps in found.items():
            known[id_] = tuple(steps)
    return {id_: known[id_] for id_ in wanted}


def ground_walks(
    store: GraphStore,
    ids: list[str],
    hops: int,
    sample: int = WALK_SAMPLE,
    known: OrderedDict[str, tuple[NodeStep, ...]] | None = None,
) -> GroundedWalks:
    """The relation sequences the entities `ids` start (see GroundedWalks): one query per
    step but the last, going on from `sample` far ends per sequence. Steps after the first
    are read per far end (`node_steps`) and kept in `known`: a year or a genre reached from
    many anchors is read once."""
    known = OrderedDict() if known is None else known
    ends: dict[tuple[Hop, ...], list[str]] = {(): list(ids)}
    end_types: dict[tuple[Hop, ...], set[str]] = {}
    for depth in range(hops - 1):
        walks = list(ends)
        steps: list[tuple[int, NodeStep]]
        if depth:
            of_node = node_steps(store, (i for w in walks for i in ends[w]), sample, known)
            steps = [(k, step) for k, w in enumerate(walks) for i in ends[w] for step in of_node[i]]
        else:
            steps = [
                (row["walk"], NodeStep(row["relation"], bool(row["forward"]), tuple(row["ends"]),
                                       frozenset(t for ts in row["types"] for t in ts or ())))
                for row in walk_step(store, [ends[w] for w in walks], sample)
            ]  # fmt: skip
        ends = {}
        for k, step in steps:
            walk = (*walks[k], (step.relation, step.forward))
            ends[walk] = list(dict.fromkeys([*ends.get(walk, []), *step.ends]))[:sample]
            end_types.setdefault(walk, set()).update(step.types)
        if not ends:
            break
    return GroundedWalks(hops, {walk: frozenset(types) for walk, types in end_types.items()})


@dataclass(frozen=True)
class SchemaPath:
    """A walk over schema edges: `steps` are (edge index, forward?), `types` the types
    visited (one more than the steps), `hops` the (relation, forward?) sequence, `ends`
    every type a walk of that sequence may end at (`types[-1]` among them: entities of
    several types reach several), `kinds` those of them whose last edge holds at least
    `KIND_SUPPORT` of the support of `types[-1]`'s, the best supported (not a typing
    accident): what the answers are. Where `text` reads a step walked back by its named
    twin ("supplied by"), `own_text` reads it by the relation's own name ("inverse of
    supplies"): "who supplies X" says that step so, "X is supplied by" the twin's way.
    Where its first step is walked back over a relation with no named twin, `back_reading`
    reads the walk with that step said from the relation's target ("operates" for
    `operated_by`), for questions whose mention stands in its voice (`voices_said`).
    """

    steps: tuple[tuple[int, bool], ...]
    types: tuple[str, ...]
    hops: tuple[Hop, ...]
    text: str
    ends: frozenset[str]
    kinds: frozenset[str]
    own_text: str = ""
    back_reading: Reading | None = None

    def ending_at(self, type_: str) -> SchemaPath:
        """The path with its last variable typed `type_` (one of its `ends`)."""
        return self if type_ == self.types[-1] else replace(self, types=(*self.types[:-1], type_))


@dataclass(frozen=True)
class Hypothesis:
    """One ranked reading of a question: its graph, score, anchors and their paths.

    A single-anchor hypothesis has one path; a join has one per anchor, all ending at
    the answer variable.
    """

    graph: PseudoQueryGraph
    score: float
    anchors: tuple[Mention, ...]
    paths: tuple[SchemaPath, ...]


@dataclass(frozen=True)
class PathSet:
    """The schema paths from one type, their text embeddings and length priors. A set of
    more than `SHORTLIST_FROM` paths has its texts encoded as questions need them
    (`encoded`), and proxies for all."""

    paths: list[SchemaPath]
    vectors: np.ndarray  # (P, d): row i is path i's text embedding where `encoded[i]`
    priors: np.ndarray
    steps: np.ndarray  # (P, MAX_STEPS) catalog relation row of each step (0 past the end)
    lengths: np.ndarray  # (P,) steps of each path
    encoded: np.ndarray  # (P,) bool
    proxies: np.ndarray  # (P, d) mean of each path's words' vectors ((0, d) if all encoded)
    contained: np.ndarray  # (P,) 1 where the path is a containment (`_contained`)
    placed: np.ndarray  # (P,) 1 where a step before the last reaches a place (`_placed`)
    located: np.ndarray  # (P,) 1 where the path is a containment read outward (`_located`)
    walked_back: np.ndarray  # (P,) 1 where the last step walks straight back (`walked_back`)

    @property
    def complete(self) -> bool:
        """Whether every path's text is encoded."""
        return bool(self.encoded.all())


@dataclass(frozen=True)
class AnchorCandidates:
    """The candidate paths of one anchor type and the question masked for it."""

    mention: Mention
    type: str
    masked: str
    mask_span: tuple[int, int]  # where the mask stands in `masked`
    paths: PathSet
    focus: AnswerFocus | None  # what the question asks for ("club"), if it says
    words: QuestionWords  # the question's words that may say a step (step_evidence)
    beyond_possessed: bool = False  # a possessor, a step said beyond its noun (POSSESSED_STEP)
    others: int = 0  # mentions beside this one, each a word that may say a step (UNSAYABLE)


GENERIC_MASK = "entity"
"""What a mention is masked by when its type's name says nothing about it; nothing where a
relation of the graph says that word (`generic_mask`)."""


def generic_mask(catalog: SchemaCatalog) -> str:
    """`GENERIC_MASK`, or "" (the mention left out) where a relation's words hold it:
    `located in the administrative territorial entity` would match every masked question
    by the mask's word alone (academia 1-hop 69.2 to 85.9 Hits@1)."""
    said = {word for text in catalog.relation_texts.values() for word in text.lower().split()}
    return "" if GENERIC_MASK in said else GENERIC_MASK


def type_words(type_: str, readings: Mapping[str, str] | None = None) -> str:
    """A type's words for path texts and masks: how the schema graph reads it (`readings`;
    a property's literal type `Movie.released` reads "released (year)"), else `type_text`;
    none for a name role inference made up (`gender source` names a relation persons use:
    its words would read as that relation)."""
    if is_inferred_type(type_):
        return ""
    return (readings or {}).get(type_) or type_text(type_)


def step_phrase(hop: Hop, backward: Mapping[str, str] | None = None) -> str:
    """A step's words: its relation's (`directed by`); against the stored direction, its
    twin's where the twin has a name of its own (`backward`: `presides over` walked back
    reads `presided over by`), else `inverse of directed by`."""
    relation, forward = hop
    if forward:
        return verbalise_relation(relation)
    twin = (backward or {}).get(relation)
    return verbalise_relation(twin) if twin else f"inverse of {verbalise_relation(relation)}"


def path_text(
    path_types: tuple[str, ...],
    hops: tuple[Hop, ...],
    readings: Mapping[str, str] | None = None,
    backward: Mapping[str, str] | None = None,
    first_phrase: str | None = None,
) -> str:
    """Words for a walk, anchor first: `movie directed by person`; a step against the
    stored direction reads `person inverse of directed by movie` (or its named twin,
    `step_phrase`; the first step `first_phrase` where given). A type's words are left out when
    made up (`spouse nationality`) or already said by the relations beside it (`music
    recording tracks music release track recording`, not `music recording music recording
    tracks music release track music release track recording …`)."""
    phrases = [step_phrase(hop, backward) for hop in hops]
    if first_phrase is not None:
        phrases[0] = first_phrase
    words = []
    for k, type_ in enumerate(path_types):
        said = set(phrases[k - 1].split() if k else ()) | set(
            phrases[k].split() if k < len(hops) else ()
        )
        type_words_ = type_words(type_, readings)
        if type_words_ and not set(type_words_.split()) <= said:
            words.append(type_words_)
        if k < len(hops):
            words.append(phrases[k])
    return " ".join(words)


def path_pieces(
    path_types: tuple[str, ...],
    hops: tuple[Hop, ...],
    readings: Mapping[str, str] | None = None,
    backward: Mapping[str, str] | None = None,
) -> list[str]:
    """A walk's text in pieces: each type's words (`type_words`) and each step's words
    (`step_phrase`)."""
    pieces = []
    for k, type_ in enumerate(path_types):
        words = type_words(type_, readings)
        if words:
            pieces.append(words)
        if k < len(hops):
            pieces.append(step_phrase(hops[k], backward))
    return pieces


def without_words(text: str, words: str, keep: tuple[int, int] = (0, 0)) -> str:
    """`text` without the first occurrence of `words` (as whole words) outside `keep`
    (the mask, which may read the same: "[Arsenal] plays which club")."""
    for found in re.finditer(rf"\b{re.escape(words)}\b", text, flags=re.IGNORECASE):
        if found.end() <= keep[0] or found.start() >= keep[1]:
            return text[: found.start()] + text[found.end() :]
    return text


def mask_words(type_: str, generic: str = GENERIC_MASK) -> str:
    """What a mention of an entity of `type_` is replaced by in the question: its type's
    words, else `generic`."""
    return type_words(type_) or generic


def mask(question: str, span: tuple[int, int], replacement: str) -> str:
    """`question` with the span (and brackets around it) replaced."""
    return masked_with_span(question, span, replacement)[0]


def masked_with_span(
    question: str, span: tuple[int, int], replacement: str
) -> tuple[str, tuple[int, int]]:
    """`mask` and where the replacement stands in the masked question."""
    start, end = span
    if start > 0 and end < len(question) and question[start - 1] == "[" and question[end] == "]":
        start, end = start - 1, end + 1
    return question[:start] + replacement + question[end:], (start, start + len(replacement))


def masked_apart(
    question: str,
    span: tuple[int, int],
    replacement: str,
    others: Sequence[tuple[int, int]],
    generic: str,
) -> tuple[str, tuple[int, int]]:
    """`masked_with_span`, the mentions at `others` (none overlapping `span`) masked by
    `generic` first."""
    start, end = span
    for other in sorted(others, reverse=True):  # later first: earlier spans stay put
        before = len(question)
        question, _ = masked_with_span(question, other, generic)
        if other[1] <= start:
            shift = len(question) - before
            start, end = start + shift, end + shift
    return masked_with_span(question, (start, end), replacement)


class EncoderPlanner:
    """Writes ranked pseudo query graphs for a question without an LLM."""

    def __init__(
        self,
        store: GraphStore,
        catalog: SchemaCatalog,
        embedder: Embedder,
        linker: EntityLinker,
        *,
        max_hops: int = 3,
        hypotheses: int = 3,
        scorer: PathScorer | None = None,
        join_hops: int = 2,
        max_anchors: int = 3,
        mention_weight: float = MENTION_WEIGHT,
        hop_penalty: float = HOP_PENALTY,
        min_edge_share: float = MIN_EDGE_SHARE,
        grounded: bool = True,
        verify: int = 10,
        shortlist: int | None = SHORTLIST,
        shortlist_from: int = SHORTLIST_FROM,
    ) -> None:
        self.store = store
        self.catalog = catalog
        self.embedder = embedder
        self.linker = linker
        self.max_hops = max_hops
        self.hypotheses = hypotheses
        self.scorer: PathScorer = scorer or CosineScorer()
        self.untrained = CosineScorer()  # scores joins: no trained scorer has seen one
        self.join_hops = join_hops
        self.max_anchors = max_anchors
        self.mention_weight = mention_weight
        self.hop_penalty = hop_penalty
        self.generic_mask = generic_mask(catalog)
        self.schema_words = frozenset(
            word for relation in catalog.relations for word in verbalise_relation(relation).split()
        )
        self.edges = catalog.plannable_edges  # a relation stored twice is walked as one
        self.walkable = walkable_edges(catalog, min_edge_share, self.edges)
        self.grounded = grounded
        self.verify = verify  # of this many best paths, those that exist come first
        self.shortlist = shortlist  # None: every path's text encoded (training)
        self.shortlist_from = shortlist_from  # of sets of more paths than this
        self._paths: dict[str, PathSet] = {}
        self._grounded: OrderedDict[tuple[tuple[str, ...], str], PathSet] = OrderedDict()
        self._walks: OrderedDict[tuple[str, ...], GroundedWalks] = OrderedDict()
        self._text_vectors: dict[str, np.ndarray] = {}  # path text -> embedding, shared by types
        self._walk_texts: dict[tuple[tuple[str, ...], tuple[Hop, ...]], str] = {}  # their texts
        self._node_steps: OrderedDict[str, tuple[NodeStep, ...]] = OrderedDict()  # the latest
        self._value_hops: dict[tuple[str, bool, bool], set[tuple[str, bool]]] = {}  # focus -> steps
        self._kinds_read: dict[tuple[str, frozenset[str]], tuple[str, ...]] = {}  # -> types read
        self._doer_stems = doer_stems(self.catalog)
        self._doer_verbs = {r: stems for r in catalog.relations if (stems := doer_verbs(r))}
        self._doers_named = np.asarray(  # by row: 1 for a relation naming a doer
            [r in self._doer_verbs or active_doer(r) for r in catalog.relations],
            dtype=np.float32,
        )
        self._doing, self._done_to = doers_and_done_to(self.catalog)
        self._subject_stems = subject_stems(self.catalog)
        self.placing = frozenset(filter(says_where, catalog.relations))
        # what a containment may step over: relations saying where, and `part_of`
        self.containing = self.placing | frozenset(filter(says_part_of, catalog.relations))
        self._places: dict[str, bool] = {}  # type -> whether its members are places
        self._sited: dict[str, float] = {}  # type -> its members' places' fit to "where"
        self.answer_types = AnswerTypes(store, catalog, embedder)
        self._identifying: frozenset[Hop] | None = None  # the steps to identifiers
        named = [row for type_, row in catalog.type_row.items() if not is_inferred_type(type_)]
        self.kind_vectors = normalised(catalog.type_vectors[named])  # names saying a kind
        self.unit_relations = normalised(catalog.relation_vectors)
        self.relation_words = WordIndex(distinctive_lemmas(catalog), word_forms)
        self.subject_words = WordIndex(  # the noun a relation's name opens with, its subject's
            [
                lemmas(noun) if (noun := subject_noun(role_text(r))) else frozenset()
                for r in catalog.relations  # by row
            ]
        )
        self.compounds = name_compounds([verbalise_relation(r) for r in catalog.relations])
        self.words_into: dict[str, set[str]] = {}  # a type's words: of the relations reaching it
        self.values_into: dict[str, set[str]] = {}  # and the nouns they say their values are
        for edge in catalog.edges:
            said = set(verbalise_relation(edge.relation).split()) - FUNCTION_WORDS
            self.words_into.setdefault(edge.target, set()).update(said)
            if noun := value_noun(edge.relation):
                self.values_into.setdefault(edge.target, set()).add(noun)

    def plan(self, question: str) -> list[PseudoQueryGraph]:
        """Ranked pseudo query graphs, best first; PlanError when no entity is found."""
        return [h.graph for h in self.rank(question)]

    def rank(self, question: str) -> list[Hypothesis]:
        """Ranked hypotheses with their scores, anchors and schema paths."""
        mentions = self.mentions(question)
        if not mentions:
            raise PlanError(f"no known entity found in the question: {question!r}")
        singles: list[Hypothesis] = []
        pool = max(self.hypotheses, self.verify)
        focus = self.focus(question, mentions)
        best_untrained = -np.inf
        anchors = self.anchor_candidates(question, mentions, focus)
        self.embedder.prepare(self._question_readings(question, mentions, anchors, focus))
        for anchor in anchors:
            scores = self.score_paths(anchor)
            bonus = self.mention_weight * anchor.mention.score
            if self.joins_apart and len(mentions) > 1:
                best = float(self.score_paths(anchor, self.untrained).max())
                best_untrained = max(best_untrained, best + bonus)
            for i in np.argsort(-scores, kind="stable")[:pool]:
                path = anchor.paths.paths[i]
                singles.append(
                    Hypothesis(
                        _single_graph(anchor.mention.text, path, float(scores[i])),
                        float(scores[i]) + bonus,
                        (anchor.mention,),
                        (path,),
                    )
                )
        spans = [m.span for m in mentions]
        reaching, valued = self.words_reaching(mentions), self.values_reaching(mentions)
        words = content_words(
            question, spans, focus, compounds=self.compounds, reaching=reaching,
            nearest=self._nearest_relations, valued=valued,
        )  # fmt: skip
        each_pair: list[list[Hypothesis]] = []
        for first, second in combinations(mentions, 2):
            each_pair += self._joins(question, first, second, focus, words)
        joins = self._met(each_pair)
        if not self.joins_apart:
            joins = _refinements_first(joins, singles)
            found = _distinct(sorted(singles + joins, key=lambda h: -h.score))
            return self._verified_first(found[:pool])
        # a trained scorer never saw two anchors meet, and its scores have their own scale:
        # whether a join beats every single path is the untrained scorer's call; the other
        # joins stay behind the single paths, a fallback
        singles.sort(key=lambda h: -h.score)
        joins.sort(key=lambda h: -h.score)
        strong = [j for j in joins if j.score > best_untrained]
        return self._verified_first(
            _distinct(strong + _distinct(singles)[:pool] + joins[len(strong) :])
        )

    def _question_readings(
        self,
        question: str,
        mentions: list[Mention],
        anchors: list[AnchorCandidates],
        focus: AnswerFocus | None,
    ) -> list[str]:
        """The question's texts `rank` encodes: each anchor's masked reading as the scorers
        read it, and each pair of mentions' joined readings (one batch, not a run each)."""
        texts = []
        for anchor in anchors:
            texts.append(self.scored_text(anchor))
            if self.scorer.uses_order:
                texts.append(anchor.masked)
            if self.joins_apart and len(mentions) > 1:
                texts.append(self.scored_text(anchor, self.untrained))
        for first, second in combinations(mentions, 2):
            for pair in self._typed_pairs(first, second):
                texts += self.join_readings(question, *pair, focus)
        return texts

    @property
    def joins_apart(self) -> bool:
        """Whether joins are weighed against single paths apart from the scorer's ranking
        (a scorer other than the untrained one)."""
        return not isinstance(self.scorer, CosineScorer)

    def mentions(self, question: str) -> list[Mention]:
        """The linked mentions with types that anchor plans, best first (`max_anchors`)."""
        return [m for m in self.linker.link(question) if m.types][: self.max_anchors]

    @staticmethod
    def focus(question: str, mentions: list[Mention]) -> AnswerFocus | None:
        """What `question` asks for, its `mentions` left out."""
        plural = [m.span for m in mentions if m.plural]
        return answer_focus(question, [m.span for m in mentions], plural)

    def _verified_first(self, ranked: list[Hypothesis]) -> list[Hypothesis]:
        """The best `hypotheses`, a single path the anchor's entities do not start put
        last: grounding takes a longest path's last step from the schema, so it may not
        exist. Paths are checked best first, until enough are kept (joins are kept: they
        were checked as they were found, `_met`)."""
        if not self.verify:
            return ranked[: self.hypotheses]
        kept: list[Hypothesis] = []
        missing: list[Hypothesis] = []
        for hypothesis in ranked:
            if len(kept) == self.hypotheses:
                break
            if len(hypothesis.paths) == 1:
                ids = [c.id for c in hypothesis.anchors[0].closest]
                query = path_exists_query(hypothesis.paths[0].hops, self.store.layout)
                rows = self.store.run(query, {"ids": ids}, read_only=True)
                if not rows:
                    missing.append(hypothesis)
                    continue
                hypothesis = self._typed_as_found(hypothesis, rows[0]["types"])
            kept.append(hypothesis)
        return (kept + missing)[: self.hypotheses]

    def _met(self, found: list[list[Hypothesis]]) -> list[Hypothesis]:
        """Of the joins `found` (a ranked list for each pair of anchor types), the `verify`
        best distinct ones whose walks meet at an entity other than the anchors: a join
        whose types meet where its entities do not has an empty intersection for an answer,
        and would be answered by what retrieval finds nearest instead. Where none of them
        meets, the `hypotheses` best of each pair as they are, for retrieval's approximate
        matching (a wrong step of the best join may still lead to the facts)."""
        joins = [join for ranked in found for join in ranked]
        best = _distinct(sorted(joins, key=lambda h: -h.score))[: self.verify]
        met = [join for join in best if self._join_met(join)]
        return met or [join for ranked in found for join in ranked[: self.hypotheses]]

    def _join_met(self, hypothesis: Hypothesis) -> bool:
        """Whether the join's two walks, from its anchors' entities, reach one entity."""
        (first, second), (path_a, path_b) = hypothesis.anchors, hypothesis.paths
        query = join_exists_query(path_a.hops, path_b.hops, self.store.layout)
        params = {"ids_a": [c.id for c in first.closest], "ids_b": [c.id for c in second.closest]}
        return bool(self.store.run(query, params, read_only=True))

    def _typed_as_found(self, hypothesis: Hypothesis, found: list[list[str]]) -> Hypothesis:
        """The hypothesis with each variable typed as the entity a real walk reached: its
        type on the path when it has that one, else its best supported known type."""
        path = hypothesis.paths[0]
        types = [path.types[0]]
        for planned, real in zip(path.types[1:], found, strict=True):
            known = [t for t in real or () if t in self.catalog.type_row]
            if planned in known or not known:
                types.append(planned)
            else:
                types.append(max(known, key=lambda t: self.catalog.type_support.get(t, 0)))
        if tuple(types) == path.types:
            return hypothesis
        typed = replace(path, types=tuple(types))
        score = float(hypothesis.score - self.mention_weight * hypothesis.anchors[0].score)
        graph = _single_graph(hypothesis.anchors[0].text, typed, score)
        return replace(hypothesis, graph=graph, paths=(typed,))

    def anchor_candidates(
        self, question: str, mentions: list[Mention], focus: AnswerFocus | None = None
    ) -> list[AnchorCandidates]:
        """For each mention and each of its types, the masked question and paths. The
        other mentions are masked too (`names_apart`): "which artwork by X is held in the
        Haarlem Museum" read "X museum" in the museum's name."""
        found = []
        spans = [m.span for m in mentions]
        reaching, valued = self.words_reaching(mentions), self.values_reaching(mentions)
        phrased = mention_phrases(question, spans, focus, reaching, valued)
        phrases = dict(zip(spans, phrased, strict=True))
        for mention in mentions:
            words = content_words(
                question, spans, focus, mention.span, self.compounds, reaching,
                self._nearest_relations, valued,
            )  # fmt: skip
            start, end = phrases[mention.span]
            beyond = self.said_beyond_possessed(question, mention, spans, focus, reaching)
            others = [
                phrases[m.span]
                for m in mentions
                if (phrases[m.span][1] <= start or phrases[m.span][0] >= end)
                and self.names_apart(question, m)
            ]
            beside = _apart(spans, mention.span)
            for type_ in mention.types:
                if type_ not in self.catalog.type_row:
                    continue
                paths = self.grounded_paths(mention, type_) if self.grounded else None
                paths = paths or self.paths_from(type_)
                if paths.paths:
                    masked, where = masked_apart(
                        question,
                        phrases[mention.span],
                        mask_words(type_, self.generic_mask),
                        others,
                        self.generic_mask,
                    )
                    found.append(
                        AnchorCandidates(
                            mention, type_, masked, where, paths, focus, words, beyond, beside
                        )
                    )
        return found

    def said_beyond_possessed(
        self,
        question: str,
        mention: Mention,
        spans: Sequence[tuple[int, int]],
        focus: AnswerFocus | None,
        reaching: Mapping[tuple[int, int], frozenset[str]] | None = None,
    ) -> bool:
        """Whether `mention` is said as a possessor ("X's") and the question says a step
        beyond the possessed noun (`POSSESSED_STEP`): a verb after it, said with "do" or,
        after a copula, as a participle or a stranded particle; or words before the
        mention that may say a step (`content_words`: not the answer's kind said as such,
        a leading imperative or function words)."""
        start, end = mention.span
        if not _POSSESSIVE.match(question, end):
            return False
        said_before = question[:start].lower().split()
        word_before = said_before[-1] if said_before else ""
        said_after = plain_words(question[end:])
        last = said_after[-1] if said_after else ""
        if word_before in DO_FORMS:  # "which body does X's destination go around"
            return True
        if word_before in COPULAS and (last in STRANDED or past_participle(last)):
            return True  # "where was X's spouse born"
        before = [span for span in spans if span[1] <= start]
        said = content_words(
            question[:start], before, focus, compounds=self.compounds, reaching=reaching
        )
        return bool(said.words)

    def words_reaching(self, mentions: Sequence[Mention]) -> dict[tuple[int, int], frozenset[str]]:
        """Per mention's span, the words of the relations reaching its types: a noun
        among them beside it says the relation ("the Banking industry"), not what the
        mention is (`mention_phrases`)."""
        return _per_span(mentions, self.words_into)

    def values_reaching(self, mentions: Sequence[Mention]) -> dict[tuple[int, int], frozenset[str]]:
        """Per mention's span, the nouns the relations reaching its types say their values
        are (`value_noun`: "cuisine" of `serves cuisine`): such a noun after the mention
        says what the mention is (`mention_phrases`)."""
        return _per_span(mentions, self.values_into)

    def names_apart(self, question: str, mention: Mention) -> bool:
        """Whether a mention reads as a name only, so that another anchor's question masks
        it: some word of it is no word of the schema's relation names (an entity named
        `artist` or `place_of_death` may be the question saying a relation)."""
        said = re.split(r"[\s_]+", question[mention.span[0] : mention.span[1]].lower())
        return any(word and word not in self.schema_words for word in said)

    def score_paths(self, anchor: AnchorCandidates, scorer: PathScorer | None = None) -> np.ndarray:
        """The planner's scorer's (or `scorer`'s) score of each candidate path plus its
        length prior and what the question asks for (`answer_features`, weighed by the
        scorer's answer weights). Of a set not wholly encoded, the `shortlist` paths best
        by their proxies are scored by their texts, the others -inf."""
        scorer = scorer or self.scorer
        slots = self.order_slots(anchor) if scorer.uses_order else None
        text = self.scored_text(anchor, scorer)
        question = self._encode(text)
        terms = self._path_terms(anchor, scorer)
        paths = anchor.paths
        start, end = anchor.mask_span
        voices = voices_said(plain_words(anchor.masked[:start]), plain_words(anchor.masked[end:]))
        # the answer's kind left out, a question with no content word says little its
        # cosine could weigh ("what does X have ?": `EMPTY_COS`)
        empty = text != anchor.masked and not anchor.words.words
        weight = EMPTY_COS if empty and isinstance(scorer, CosineScorer) else 1.0
        if paths.complete:
            rows = np.arange(len(paths.paths))
            either = self._either_way(question, paths, rows, scorer, slots, voices)
            return sum(terms, weight * either)
        guessed = sum(terms, weight * scorer.score(question, paths.proxies, slots))
        kept = np.argsort(-guessed, kind="stable")[: self.shortlist]
        self._fill(paths, kept)
        scores = np.full(len(paths.paths), -np.inf)
        scores[kept] = sum(
            (term[kept] for term in terms),
            weight * self._either_way(question, paths, kept, scorer, slots, voices),
        )
        return scores

    def _either_way(
        self,
        question: np.ndarray,
        paths: PathSet,
        rows: np.ndarray,
        scorer: PathScorer,
        slots: np.ndarray | None,
        voices: frozenset[Voice] = frozenset(),
    ) -> np.ndarray:
        """The scorer's score of `rows` of `paths` (encoded); for the untrained scorer each
        path's the best of its text's, its `own_text`'s where it has one (a step walked back
        over a relation with a named twin is said either way) and its `back_reading`'s
        where the question says its first step in one of `voices` (a trained scorer learned
        from the texts alone, and reads them alone)."""
        scores: np.ndarray = scorer.score(
            question, paths.vectors[rows], slots[rows] if slots is not None else None
        )
        if not isinstance(scorer, CosineScorer):
            return scores
        others = [
            (k, text)
            for k, row in enumerate(rows)
            for text in self._other_texts(paths.paths[row], voices)
        ]
        if others:
            texts = [text for _, text in others]
            self._encode_texts(texts)
            vectors = np.stack([self._text_vectors[text] for text in texts])
            at = np.asarray([k for k, _ in others])
            np.maximum.at(scores, at, scorer.score(question, vectors))
        return scores

    @staticmethod
    def _other_texts(path: SchemaPath, voices: frozenset[Voice]) -> list[str]:
        """`path`'s `own_text` where it has one and its `back_reading`'s text where said
        in one of `voices`."""
        texts = [path.own_text] if path.own_text else []
        reading = path.back_reading
        if reading is not None and reading.voice in voices:
            texts.append(reading.text)
        return texts

    def _path_terms(self, anchor: AnchorCandidates, scorer: PathScorer) -> list[np.ndarray]:
        """What `score_paths` adds to the scorer's score, in order: the length prior, the
        answer terms and, for a scorer weighing them, the step evidence (for the untrained
        scorer with the step to a kind's members said by the mention,
        `_said_beyond_the_kind`), the wrong-way and unsayable-step (`UNSAYABLE`)
        penalties, the possessor's and, for the untrained scorer, the walked-back step's
        (`WALKED_BACK`), the subject's (`SUBJECT_END`), a category not asked for
        (`_kind_not_asked`, as much as an unsayable step), an identifier not asked for
        (`IDENTIFIER_UNASKED`) and a thing made where "who" asks (`WHO_THING`)."""
        terms = [scorer.prior_weight * anchor.paths.priors]
        signs = np.asarray(ANSWER_SIGNS, dtype=np.float32) * scorer.answer_weights
        untrained = isinstance(scorer, CosineScorer)
        # where step evidence is weighed: the containments said as one step, read by the
        # answer terms, the evidence and the step count
        one = self._said_as_one(anchor) if scorer.evidence_weight else None
        fits = None
        if signs.any():  # scorers trained before the answer terms weigh them not at all
            features = self.answer_features(anchor, untrained=untrained, said_as_one=one)
            terms.append(features @ signs)
            fits = features[:, 0]
        if one is not None:  # the scorer weighs step evidence
            evidence = self.step_evidence(anchor, said_as_one=one)
            members = np.zeros(len(evidence), dtype=np.float32)
            if untrained and fits is not None:
                rest = self._said_beyond_the_kind(anchor, fits, evidence)
                members = np.isfinite(rest).astype(np.float32)
                evidence = np.fmax(evidence, rest)
            terms.append(scorer.evidence_weight * evidence)
            terms.append(-WRONG_WAY * self.walked_the_wrong_way(anchor))
            kind = kind_says_a_step(anchor.focus) * np.ones(len(anchor.paths.paths))
            if untrained and fits is not None:
                kind = np.maximum(kind, self._kind_beyond_the_fewest(anchor, fits))
            if anchor.focus is not None and anchor.focus.text == WH_KINDS["where"]:
                kind *= 1 - anchor.paths.placed  # "where" says one place
            sayable = len(anchor.words.words) + anchor.others + kind + anchor.mention.plural
            if anchor.focus is not None and anchor.focus.role:  # "chief executive": a step
                role = set(anchor.focus.role)
                said_in_it = [w for w in anchor.words.words if set(w.split()) <= role]
                sayable -= max(len(said_in_it) - 1, 0)
            said = anchor.paths.lengths - one - members
            terms.append(np.where(said > sayable, -UNSAYABLE, 0.0))
            if anchor.beyond_possessed:
                terms.append(-POSSESSED_STEP * self.short_of_the_step(anchor))
            if isinstance(scorer, CosineScorer) and not says_shared(plain_words(anchor.masked)):
                terms.append(-WALKED_BACK * anchor.paths.walked_back)
            if isinstance(scorer, CosineScorer) and anchor.focus is not None:
                terms.append(-SUBJECT_END * self._short_of_the_verb(anchor))
                terms.append(-UNSAYABLE * self._kind_not_asked(anchor))
            if untrained:
                terms.append(-IDENTIFIER_UNASKED * self._identifier_unasked(anchor))
                terms.append(-WHO_THING * self._made_for_who(anchor))
        return terms

    def _made_for_who(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each of the anchor's paths ending at a type of things done to
        (`doers_and_done_to`) under `PERSON_FIT_MIN` of "person", where "who" asks and no word
        of the question says the path's last step (`_said_steps`), else 0."""
        focus, paths = anchor.focus, anchor.paths.paths
        found = np.zeros(len(paths), dtype=np.float32)
        if focus is None or PERSON not in (focus.kind, focus.text) or not self._done_to:
            return found
        ends = [path.types[-1] for path in paths]
        made = np.asarray([end in self._done_to for end in ends], dtype=bool)
        if not made.any():
            return found
        person = self.answer_types.fit(PERSON, ends, roles=not focus.names_relation)
        found[made & (person < PERSON_FIT_MIN) & ~self._said_steps(anchor)[1]] = 1.0
        return found

    def _identifier_unasked(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each of the anchor's paths whose last step, walked forward, reaches an
        identifier (`identifying_relations` whose values read as codes, `holds_codes`: not
        numbers, names or dates unique by chance) that no word of the question says
        (`_said_steps`, `IDENTIFIER_NOUNS`) nor the answer's kind names (`_names_value`),
        else 0."""
        if self._identifying is None:
            values = identifying_relations(self.catalog)
            codes = self.answer_types.holds_codes
            self._identifying = frozenset(
                self.catalog.walked((r, True)) for r, t in values.items() if codes(t)
            )
        paths = anchor.paths.paths
        found = np.asarray([p.hops[-1] in self._identifying for p in paths], dtype=np.float32)
        if not found.any():
            return found
        said = {w for phrase in anchor.words.words for w in phrase.lower().split()}
        if anchor.focus is not None:
            said |= set(anchor.focus.text.lower().split())
        if not {singular(w) for w in said}.isdisjoint(IDENTIFIER_NOUNS):  # "airport code"
            return np.zeros(len(paths), dtype=np.float32)
        found *= 1 - self._said_steps(anchor)[1]
        if anchor.focus is not None and anchor.focus.asks:
            found *= self._names_value(anchor.focus, paths, anchor) == 0
        return found

    def _kind_not_asked(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each of the anchor's paths of more than one step whose last step, walked
        forward, names its values by a category noun (`categorises`: `INDUSTRY`,
        `genre`) where the question asks for things in the plural, in words naming no
        category ("what kind of", "which genres") nor the relation ("which cuisines":
        `cuisine type`'s values may be cuisines), or "who" asks for a person, else 0: the
        question asks for the things, not their category ("which **companies** operate
        plants in X": not the operators' industry; "**who** runs the vessels built by X":
        not the vessels' type)."""
        focus, paths = anchor.focus, anchor.paths.paths
        found = np.zeros(len(paths), dtype=np.float32)
        if focus is None or focus.category or focus.names_relation:
            return found
        head = focus.text.split()[-1]
        who = not focus.literal and focus.text == WH_KINDS["who"]
        things = focus.literal and head != singular(head) and singular(head) not in CATEGORY_NOUNS
        if not (who or things):
            return found
        asked = singular(head)
        for i, path in enumerate(paths):
            relation, forward = path.hops[-1]
            if len(path.hops) > 1 and forward and categorises(name := verbalise_relation(relation)):
                found[i] = asked not in name.split()  # "which cuisines": `cuisine type`
        return found

    def _kind_beyond_the_fewest(self, anchor: AnchorCandidates, fits: np.ndarray) -> np.ndarray:
        """1 for each of the anchor's paths of more than the fewest steps whose last step,
        walked forward, classes what it starts from (`classes`: "is a variety of", "is a
        breed of", `VesselType`) into a type the answer's kind, said in its own words,
        fits by `KIND_STEP_MARGIN` better than any end the fewest steps reach (`fits`: the
        answer terms' fit, `answer_features`' first column), else 0: the
        kind says that step ("which **crops** does X grow": it grows varieties, each a
        variety of a crop). Not where a path of the fewest steps reaches a type about as
        fitting ("which firms are based in X")."""
        focus = anchor.focus
        lengths = anchor.paths.lengths
        none = np.zeros(len(lengths), dtype=np.float32)
        if focus is None or not focus.literal or focus.names_relation or not len(fits):
            return none
        if focus.text in ASKED_KINDS:
            return none
        fewest = lengths == lengths.min()
        beyond = fits >= fits[fewest].max() + KIND_STEP_MARGIN
        if not beyond.any():
            return none
        classing = [
            not short and path.hops[-1][1] and classes(verbalise_relation(path.hops[-1][0]))
            for path, short in zip(anchor.paths.paths, fewest, strict=True)
        ]
        said: np.ndarray = (beyond & np.asarray(classing, dtype=bool)).astype(np.float32)
        return said

    def _said_beyond_the_kind(
        self, anchor: AnchorCandidates, fits: np.ndarray, evidence: np.ndarray
    ) -> np.ndarray:
        """For each of the anchor's paths whose first step the mention says, how well the
        question's words say the steps after it (`step_evidence`), else NaN. A kind named
        bare stands for its members ("which farms keep **pigs**": they keep breeds, each
        a breed of pigs; "who grows **wheat**"): the mention says a first step walked back
        over a relation classing its source (`classes`) to its members, where the words
        say the steps after it by `KIND_MEMBERS_MARGIN` better than that step alone says
        it (`evidence`: "keep" says `raises`, not `is a breed of`; as well, with no word)
        and the answer's kind fits the path's end by `KIND_MEMBERS_FIT` better than the
        members (`fits`, the answer terms' fit: not "what vehicles use diesel", whose
        models are what is asked). Not where a noun after the mention names the members
        ("who sells **diesel vehicles**": the noun says the step), nor for a plural
        mention (`Mention.plural` counts it)."""
        paths, focus = anchor.paths, anchor.focus
        rest = np.full(len(paths.paths), np.nan, dtype=np.float32)
        if focus is None or anchor.mention.plural:
            return rest
        after = plain_words(anchor.masked[anchor.mask_span[1] :])[:1]
        if after and is_noun(after[0]):
            return rest
        alone = {path.hops[0]: i for i, path in enumerate(paths.paths) if len(path.hops) == 1}
        members = np.asarray(
            [
                i
                for i, path in enumerate(paths.paths)
                if len(path.hops) > 1
                and not path.hops[0][1]
                and path.hops[0] in alone
                and fits[i] >= fits[alone[path.hops[0]]] + KIND_MEMBERS_FIT
                and classes(verbalise_relation(path.hops[0][0]))
            ],
            dtype=int,
        )
        if not len(members):
            return rest
        relevance = self._step_relevance(anchor)
        steps = np.zeros_like(paths.steps[members])  # from the members on
        steps[:, :-1] = paths.steps[members, 1:]
        said = step_evidence(relevance, steps, paths.lengths[members] - 1, anchor.words.distances)
        first = np.asarray([alone[paths.paths[i].hops[0]] for i in members])
        beyond = said >= evidence[first] + KIND_MEMBERS_MARGIN * bool(anchor.words.words)
        rest[members] = np.where(beyond, said, np.nan)
        return rest

    def _short_of_the_verb(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each of the anchor's paths of one step where the question's subject is a
        noun apart from the mention (`SUBJECT_END`), else 0: a step reaches the subject
        ("the astronauts trained by X") and the verb says one more ("fly on"). Not for a
        noun the mention stands right after, which names the mention itself ("what did the
        astronaut <X> fly on"); all 0 for a focus that is no subject."""
        lengths = anchor.paths.lengths
        focus = anchor.focus
        if focus is None or not focus.subject:
            return np.zeros(len(lengths), dtype=np.float32)
        before = plain_words(anchor.masked[: anchor.mask_span[0]])
        said = focus.text.split()
        if before[-len(said) :] == said:
            return np.zeros(len(lengths), dtype=np.float32)
        short: np.ndarray = (lengths == 1).astype(np.float32)
        return short

    def short_of_the_step(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each path of one step from a possessor whose question says a step beyond
        the possessed noun (`POSSESSED_STEP`), else 0; 0 too where that step is a particle
        a copula before the possessor strands right after the noun and the path's relation
        ends in it ("which city is X's head office in": `headquartered in` says the "in"
        itself; in "which missions did X's trainees fly on" a verb says the step)."""
        paths = anchor.paths.paths
        start, end = anchor.mask_span
        before, after = plain_words(anchor.masked[:start]), plain_words(anchor.masked[end:])
        copula = bool(before) and before[-1] in COPULAS  # not "did X's trainees fly on"
        stranded = len(after) > 1 and after[-1] in STRANDED and not past_participle(after[-2])
        particle = after[-1:] if copula and stranded else []
        return np.asarray(
            [
                len(p.hops) == 1
                and not (
                    particle
                    and p.hops[0][1]
                    and verbalise_relation(p.hops[0][0]).split()[-1:] == particle
                )
                for p in paths
            ],
            dtype=np.float32,
        )

    def walked_the_wrong_way(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each path whose first step, over a relation named as a verb and its
        particle (`VERB_PARTICLES`), goes against the side of the mention the word saying
        it stands on (see `WRONG_WAY`), where the other way is a candidate too; else 0.
        Where no word says it (or words on both sides do), its particle right before the
        mention ("which places are in <X>": X is the object) or right after it ("which
        country is <X> in") is that word. And a first step walked forward from a mention
        right after one of `OBJECT_MARKERS` is wrong, the other way a candidate or not.
        A relation naming its target the doer of a verb (`doer_verbs`: `doctoral advisor`,
        `built_by`) is walked from its target where the mention does the verb as a word
        says it, from its source where the verb is done to it (`mention_does`): "which
        students did <X> advise" walks `doctoral advisor` back, "who advised <X>" forward."""
        paths = anchor.paths.paths
        found = np.zeros(len(paths), dtype=np.float32)
        words = anchor.words.words
        relevance = self._word_relevance(words) if words else None
        start, end = anchor.mask_span
        before, after = plain_words(anchor.masked[:start]), plain_words(anchor.masked[end:])
        next_to = (before[-1:], after[:1])
        object_of = bool(before) and before[-1] in OBJECT_MARKERS
        firsts = {path.hops[0] for path in paths}
        wrong: dict[Hop, bool] = {}
        for row, path in enumerate(paths):
            relation, forward = hop = path.hops[0]
            if hop not in wrong:
                name = verbalise_relation(relation).split()
                sides = (False, False)
                if relevance is not None:
                    said = relevance[self.catalog.relation_row[relation]]
                    # a phrase ("direct reports") stands where its words do
                    word = set(words[int(np.argmax(said))].split()) - FUNCTION_WORDS
                    if float(said.max()) >= SAID_MIN:
                        sides = (not word.isdisjoint(before), not word.isdisjoint(after))
                if name and sides[0] == sides[1]:
                    # "of" only after the relation's own noun ("a citizen of <X>"; in
                    # "the child of <X>" it is not `isParentOf`'s)
                    own = name[-1] != "of" or before[-2:-1] == name[-2:-1]
                    sides = (own and next_to[0] == name[-1:], next_to[1] == name[-1:] != ["of"])
                other_way = (relation, not forward) in firsts
                against = other_way and sides[0] != sides[1]
                stems = self._doer_verbs.get(relation)
                doer = mention_does(before, after, stems) if stems and other_way else None
                wrong[hop] = (
                    forward == doer  # the doer is the target: walked from it, backwards
                    if doer is not None
                    else bool(name)
                    and name[-1] in VERB_PARTICLES
                    and (
                        (against and forward == sides[0])  # said before: walked backwards
                        or (forward and object_of)  # "graduated from <X>": its object
                    )
                )
            found[row] = wrong[hop]
        return found

    def step_evidence(
        self, anchor: AnchorCandidates, said_as_one: np.ndarray | None = None
    ) -> np.ndarray:
        """How well the question's own words say each step of the anchor's paths. A step
        walked back over a relation with a named twin says the twin (`_path_set`), and a
        word for either name says it: "who supplies X" and "X is supplied by" both say
        `supplies` walked back from X, whose direction the path texts and the wrong-way
        term weigh. A containment (`_said_as_one`) is said as one step, by a word for
        either of its relations ("based in <X>": a firm's city, the city's country). (A
        join's steps are weighed by the twin's name alone.) `said_as_one`: the anchor's
        `_said_as_one`, where the caller has it."""
        relevance = self._step_relevance(anchor)
        paths, distances = anchor.paths, anchor.words.distances
        found = step_evidence(relevance, paths.steps, paths.lengths, distances)
        if said_as_one is None:
            said_as_one = self._said_as_one(anchor)
        inside = np.flatnonzero(said_as_one)
        if len(inside):  # the two steps said as one, by a word for either
            pairs = paths.steps[inside, :2]
            merged = np.maximum(relevance[pairs[:, 0]], relevance[pairs[:, 1]])
            steps = np.zeros_like(paths.steps[inside])
            steps[:, 0] = len(relevance) + np.arange(len(inside))
            one = np.ones(len(inside), dtype=paths.lengths.dtype)
            said = step_evidence(np.concatenate([relevance, merged]), steps, one, distances)
            found[inside] = np.maximum(found[inside], said)
        return found

    def _step_relevance(self, anchor: AnchorCandidates) -> np.ndarray:
        """`_word_relevance` of the anchor's words, a relation's named twin said by a word
        for either name (`step_evidence`)."""
        relevance = self._word_relevance(anchor.words.words)
        rows = self.catalog.relation_row
        for kept, twin in self.catalog.named_twins.items():
            relevance[rows[twin]] = np.maximum(relevance[rows[twin]], relevance[rows[kept]])
        return relevance

    def _said_as_one(self, anchor: AnchorCandidates) -> np.ndarray:
        """1 for each of the anchor's paths a question says as one step: a containment
        (`_contained`: "which firms are based in <country>"), and one read outward
        (`_located`) where the question asks for a place by its kind ("which **city**
        does X work in"; not "which institute employs X": X is not asked where), else 0.
        Not one whose place in between fits the answer's kind better than its far end, read
        with what relations call a type (`AnswerTypes.fit` with roles) and the end's
        narrower kinds (`_kinds_of`): "what are the regions of <country>" asks for the
        regions, not the farms in them; "which farms are in <country>" for the farms,
        though region names are nearer "farms" than the farms' type's profile."""
        paths, focus = anchor.paths, anchor.focus
        if focus is None or focus.names_relation or singular(focus.text) not in PLACE_KINDS:
            found: np.ndarray = paths.contained.copy()
        else:
            found = paths.contained | paths.located  # "which city", "what countries"
        inside = np.flatnonzero(found)
        if focus is not None and len(inside):
            middles = [paths.paths[i].types[1] for i in inside]
            kinds = [self._kinds_of(paths.paths[i]) for i in inside]
            read = list(dict.fromkeys([*middles, *(k for ks in kinds for k in ks)]))
            fit = dict(zip(read, self.answer_types.fit(focus.text, read, roles=True), strict=True))
            middle_fits = np.asarray([fit[t] for t in middles])
            end_fits = np.asarray([max(fit[k] for k in ks) for ks in kinds])
            found[inside[middle_fits > end_fits]] = 0
        return found

    def _word_relevance(self, words: tuple[str, ...]) -> np.ndarray:
        """`word_relevance` of `words` to this graph's relations (the embedder caches the
        words' vectors, so each anchor of a question pays only the products), at least
        `WORD_FOR_WORD` where a word is one no other relation's name has
        (`distinctive_lemmas`), and at most 0 where it names the relation's subject
        (`subject_noun`)."""
        relevance = word_relevance(self.embedder, words, self.unit_relations, self.kind_vectors)
        for column, word in enumerate(words):
            if word == AGENT_MARKER:  # it says a doer's relation, and nothing else
                relevance[:, column] = WORD_FOR_WORD * self._doers_named
        said = self.relation_words.said(words)
        np.maximum(relevance, WORD_FOR_WORD * said, where=said > 0, out=relevance)
        subject = self.subject_words.said(words)
        np.minimum(relevance, 0.0, where=subject > 0, out=relevance)
        return relevance

    def _nearest_relations(self, words: tuple[str, ...]) -> list[int]:
        """Per word, the row of the relation it says best where its evidence
        (`word_relevance`) is at least `SAME_RELATION_MIN`, else -1."""
        relevance = self._word_relevance(words)
        rows = relevance.argmax(axis=0)
        return [int(r) if relevance[r, k] >= SAME_RELATION_MIN else -1 for k, r in enumerate(rows)]

    def scored_text(self, anchor: AnchorCandidates, scorer: PathScorer | None = None) -> str:
        """The masked question as the scorer (or `scorer`) reads it: without the answer's
        kind ("which club does …" reads "which does …") when the scorer `drops_focus` and
        the answer terms say it; a focus naming the relation ("the nationality of") stays."""
        focus = anchor.focus
        drops = (scorer or self.scorer).drops_focus
        if focus and focus.literal and not focus.names_relation and drops:
            return without_words(anchor.masked, focus.text, anchor.mask_span)
        return anchor.masked

    def answer_features(
        self,
        anchor: AnchorCandidates,
        untrained: bool = False,
        said_as_one: np.ndarray | None = None,
    ) -> np.ndarray:
        """Per path (rows): its end type's fit to the answer focus (0 without one; for the
        `untrained` scorer 0 for a focus naming the relation, whose words it reads in the
        question, "the directors of", where a type's fit, from its members' names, would
        count them again, and less well; and for it the roles relation names say: agent
        nouns, `AnswerTypes.fit`, and value-named last steps, `VALUE_FIT`, the other types
        sunk where a kind said as such names one, `named_kind_fits` — a trained scorer
        weighs the fit alone, as it was trained to, where those sums skewed it); its
        steps beyond the fewest any candidate takes to that type; and its steps beyond the
        first when the question says the answer's kind ("which club does X play for": the
        fewest steps to a club are likeliest), not when the focus names the relation ("the
        capital of X's nationality" chains the relations it names); for the untrained
        scorer a containment said as one step (`_said_as_one`, or `said_as_one` where the
        caller has it) counts one."""
        ends = [path.types[-1] for path in anchor.paths.paths]
        kinds = {end: k for k, end in enumerate(dict.fromkeys(ends))}
        where = np.asarray([kinds[end] for end in ends], dtype=np.int64)
        fewest = np.full(len(kinds), MAX_STEPS + 10, dtype=np.int64)
        np.minimum.at(fewest, where, anchor.paths.lengths)
        features = np.zeros((len(ends), 3), dtype=np.float32)
        features[:, 1] = anchor.paths.lengths - fewest[where]
        focus = anchor.focus if anchor.focus is not None and anchor.focus.asks else None
        if focus is not None:
            if not untrained:
                features[:, 0] = self.answer_types.fit(focus.text, ends)
            else:
                features[:, 0] = self._best_kind_fit(focus, anchor)
                features[:, 0] += VALUE_FIT * self._names_value(focus, anchor.paths.paths, anchor)
                if focus.literal and not focus.names_relation:
                    features[:, 0] = named_kind_fits(features[:, 0])
            if not focus.names_relation:
                features[:, 2] = anchor.paths.lengths - 1
                if untrained:  # a containment is said as one step
                    one = self._said_as_one(anchor) if said_as_one is None else said_as_one
                    features[:, 2] -= one
        return features

    def _best_kind_fit(self, focus: AnswerFocus, anchor: AnchorCandidates) -> np.ndarray:
        """Per path, `_asked_fit` of its end type; where that type has over `KIND_BREADTH`
        times the members of the narrowest of the kinds its answers are
        (`SchemaPath.kinds`), a role said of two kinds that holds both, the best of its
        fit and those of the kinds within that breadth: a walk to institutes may have
        been typed as `locatedInCountry`'s source, which parks are too, while `worksAt`'s
        target says what they are. (The narrow kinds' fit alone, without the end type's,
        lost one-hop questions on a KG written to check it.)"""
        read = [self._kinds_of(path) for path in anchor.paths.paths]
        types = list(dict.fromkeys(k for kinds in read for k in kinds))
        fit = dict(zip(types, self._asked_fit(focus, types, anchor.words.words), strict=True))
        return np.asarray([max(fit[k] for k in kinds) for kinds in read], dtype=np.float32)

    def _kinds_of(self, path: SchemaPath) -> tuple[str, ...]:
        """The types whose fit `_best_kind_fit` reads for `path`: its end type and, where
        that has over `KIND_BREADTH` times the members of the narrowest of its kinds, the
        kinds within that breadth (the catalog's alone: kept per end type and kinds)."""
        key = (path.types[-1], path.kinds)
        if (kinds := self._kinds_read.get(key)) is None:
            support = self.catalog.type_support
            least = min(support.get(k, 0) for k in path.kinds | {path.types[-1]})
            broad = support.get(path.types[-1], 0) > KIND_BREADTH * least
            narrow = sorted(k for k in path.kinds if support.get(k, 0) <= KIND_BREADTH * least)
            kinds = self._kinds_read[key] = (path.types[-1], *narrow) if broad else key[:1]
        return kinds

    def _asked_fit(
        self, focus: AnswerFocus, ends: list[str], words: Sequence[str] = ()
    ) -> np.ndarray:
        """The untrained scorer's fit of each end type to what `focus` asks for: its words' fit
        with the roles relation names say, or the kind's a wh-word says beside them where
        that is higher ("who is a <X> national": person); where they name the relation (read
        in the question), the fit of the kind a wh-word says ("who is the author of":
        person), else 0. A type of values the graph calls by another name, better fitting
        them, than the words asking for "which <kind>" loses `OTHER_VALUE_FIT` (not for
        "what kind of <kind>", which asks for a category), and a type of categories loses
        `CATEGORY_FIT` there too ("which ships": not the vessel types; not where they are
        said of the question's subject, `AnswerFocus.predicated`: "what business is X in").
        For "who", a type the graph calls by the agent noun of a verb among the question's
        `words` ("built": `builder`) adds `AGENT_FIT` (`doer_types`). A value-named last
        step adds `VALUE_FIT` (`_names_value`) to either."""
        if not focus.names_relation:
            fits = self.answer_types.fit(focus.text, ends, roles=True)
            if focus.kind:  # "who is a <X> national": a national, and a person
                fits = np.maximum(fits, self.answer_types.fit(focus.kind, ends, roles=True))
            if focus.verb_place:
                sited = np.asarray([self._sited_fit(end) for end in ends], dtype=np.float32)
                fits = np.maximum(fits, sited)
            if focus.literal and not focus.category:
                fits -= OTHER_VALUE_FIT * self.answer_types.called_otherwise(focus.text, ends)
                if not focus.predicated:
                    fits -= CATEGORY_FIT * self.answer_types.categories(focus.text, ends)
            elif focus.literal:
                categories = self.answer_types.category_types
                fits += CATEGORY_FIT * np.asarray([e in categories for e in ends], np.float32)
        elif focus.kind:
            fits = self.answer_types.fit(focus.kind, ends)
        else:
            return np.zeros(len(ends), dtype=np.float32)
        if PERSON in (focus.kind, focus.text):
            roles = not focus.names_relation
            person = self.answer_types.fit(PERSON, ends, roles=roles)
            fits += np.maximum(self.answer_types.agent_fit(ends, roles=roles) - person, 0.0)
            values = self.answer_types.value_types
            valued = [end in values and not any(map(is_agent_noun, values[end])) for end in ends]
            fits -= WHO_VALUE_FIT * np.asarray(valued, dtype=np.float32)
            numbers = self.answer_types.number_types
            fits -= WHO_NUMBER_FIT * np.asarray([end in numbers for end in ends], dtype=np.float32)
            # not a type of numbers a name in "-er" reads as a doer (`shirt_number`)
            doing = [end in self._doing and end not in numbers for end in ends]
            fits = np.where(doing, np.maximum(fits, WHO_DOER_FIT), fits)
            doers = doer_types(words, self._doer_stems)
            # the verb right after "who" is the answer's own ("who flies into X"; not
            # "who made the engine X runs on", which says what X does)
            doers |= doer_types(words[:1], self._subject_stems)
            if focus.names_relation:  # "who is the developer of X"
                doers |= role_doer_types(focus.text, self._doer_stems)
            done = np.asarray([end in doers for end in ends], dtype=bool)
            if done.any():  # the doer answers "who" as well as any person ("who operates
                # X": the `Operator`s, though `Person`s are named so)
                fits = np.where(done, np.maximum(fits, fits.max()), fits)
            fits += AGENT_FIT * done
        if focus.text == WH_KINDS["when"]:
            times = self.answer_types.time_types
            timed = np.asarray([end in times for end in ends], dtype=np.float32)
            if timed.any():  # else the graph's dates are words ("12 March 1961")
                fits -= WHEN_WORD_FIT * (1.0 - timed)
        return fits

    def _said_steps(self, anchor: AnchorCandidates) -> tuple[np.ndarray, np.ndarray]:
        """For each of the anchor's paths, 1 where a word of the question says each of its
        steps before the last (so each path of one step), else 0; and 1 where one says its
        last step. A step is said by a word it is the nearest relation of, with a
        positive `word_relevance`: the words walk to the step the answer's kind names
        ("from which launch sites has X flown": `flew_on`, nearest "flown", then
        `launch_site`). A relation and its twin are one: a word nearest either name says
        the step either way ("who employs X" says X's step to its firm where `employs`
        and `works_at` are stored as twins, whichever of them is kept)."""
        paths = anchor.paths
        if not anchor.words.words:
            unsaid = np.zeros(len(paths.paths), dtype=bool)
            return unsaid, unsaid.copy()
        relevance = self._word_relevance(anchor.words.words)
        nearest = relevance.argmax(axis=0)
        said = np.zeros(len(relevance), dtype=bool)
        said[nearest[relevance[nearest, np.arange(len(nearest))] > 0]] = True
        rows = self.catalog.relation_row
        for twin, kept in self.catalog.twins.items():  # either name says the one relation
            said[rows[twin]] = said[rows[kept]] = said[rows[twin]] or said[rows[kept]]
        lengths = np.minimum(paths.lengths, MAX_STEPS)
        earlier = np.arange(MAX_STEPS)[None, :] < (lengths - 1)[:, None]
        before: np.ndarray = (said[paths.steps] | ~earlier).all(axis=1)
        last: np.ndarray = said[paths.steps[np.arange(len(lengths)), lengths - 1]]
        return before, last

    def _names_value(
        self,
        focus: AnswerFocus,
        paths: Sequence[SchemaPath],
        anchor: AnchorCandidates | None = None,
    ) -> np.ndarray:
        """`value_steps` of `paths`: 1 where the last step reads, forward, a relation named
        after the value `focus` names (`value_relations`), else 0. Given the `anchor` whose
        paths they are, a path whose steps before the last its question's words say
        (`_said_steps`) keeps it though a path not so named reaches the type in fewer,
        unless such a path is said whole ("name a company established in <year>" says
        `founded_in` alone, not a firm's `parent_company`); and for "where" asked of a verb,
        only a last step a word says keeps it ("work" says no `headquartered_in`); where the
        words naming the value name the relation, the question's only word ("what is X's
        elevation"), only a path whose steps before the last are said keeps it (a peak's
        `height_m`, not the `elevation_m` of a hut on it, over a step no word says). For
        "where", 0 too where a step before it reads one (the place was reached there: "where
        does X work" asks for what `works_at` reaches, not that place's city over
        `located_in`; a noun may be said twice, "X's releases' release")."""
        key = (focus.text, focus.literal, focus.verb_place)
        if key not in self._value_hops:
            named = value_relations(focus, self.catalog)
            self._value_hops[key] = {self.catalog.walked((r, True)) for r in named}
        named_hops = self._value_hops[key]
        if not named_hops:
            return np.zeros(len(paths), dtype=np.float32)
        read = [(p.hops[-1], p.types[-1], len(p.hops)) for p in paths]
        if anchor is None:
            steps = value_steps(read, named_hops)
        else:
            before, last = self._said_steps(anchor)
            steps = value_steps(read, named_hops, before, before & last)
            if focus.names_relation and len(anchor.words.words) == 1:
                steps *= before  # "what is X's elevation": its one word says one step
            if focus.verb_place:
                steps *= last
        if focus.literal or focus.text != WH_KINDS["where"]:
            return steps
        first = [named_hops.isdisjoint(p.hops[:-1]) for p in paths]
        return steps * np.asarray(first, dtype=np.float32)

    def order_slots(self, anchor: AnchorCandidates) -> np.ndarray:
        """The order signature slots of the anchor's paths in its masked question."""
        tokens = question_tokens(self.embedder, anchor.masked, anchor.mask_span)
        positions = step_positions(tokens, self.catalog.relation_vectors)
        return signature_slots(anchor.paths.steps, anchor.paths.lengths, positions)

    def paths_from(self, type_: str) -> PathSet:
        """Schema paths of 1..max_hops steps from `type_` with embeddings (cached)."""
        if type_ not in self._paths:
            paths = enumerate_paths(self.catalog, type_, self.max_hops, self.walkable)
            self._paths[type_] = self._path_set(paths)
        return self._paths[type_]

    def grounded_paths(self, mention: Mention, type_: str) -> PathSet | None:
        """The paths from `type_` whose relation sequences the mention's entities start
        (cached per entities and type); None when the graph grounds none."""
        ids = tuple(c.id for c in mention.closest)
        key = (ids, type_)
        if key in self._grounded:
            self._grounded.move_to_end(key)
            return self._grounded[key] if self._grounded[key].paths else None
        walks = self._walks.get(ids) or ground_walks(
            self.store, list(ids), self.max_hops, known=self._node_steps
        )
        self._walks[ids] = walks  # one grounding serves every type of the entities
        while len(self._node_steps) > NODE_STEPS_KEPT:
            self._node_steps.popitem(last=False)
        while len(self._walks) > GROUNDED_CACHE:
            self._walks.popitem(last=False)
        paths = enumerate_paths(
            self.catalog, type_, self.max_hops, self.edges, grounded=walks, texts=self._walk_texts
        )
        self._grounded[key] = found = self._path_set(paths)
        while len(self._grounded) > GROUNDED_CACHE:
            self._grounded.popitem(last=False)
        return found if found.paths else None

    def _path_set(self, paths: list[SchemaPath]) -> PathSet:
        """The paths with their priors and text embeddings (each text encoded once), or for
        more than `shortlist_from` paths their proxies, the texts encoded as questions need."""
        dimension = self.embedder.dimension
        twins = self.catalog.named_twins  # a step walked back says its named twin
        relation_row = self.catalog.relation_row
        steps = np.zeros((len(paths), MAX_STEPS), dtype=np.int64)
        back = np.zeros(len(paths), dtype=np.int64)
        for row, path in enumerate(paths):
            hops = path.hops
            for k, (relation, forward) in enumerate(hops[:MAX_STEPS]):
                steps[row, k] = relation_row[relation if forward else twins.get(relation, relation)]
            back[row] = walked_back(hops) is not None
        shortlisted = self.shortlist is not None and len(paths) > self.shortlist_from
        found = PathSet(
            paths,
            np.zeros((len(paths), dimension), dtype=np.float32),
            np.asarray([-self.hop_penalty * (len(p.steps) - 1) for p in paths]),
            steps,
            np.asarray([len(p.hops) for p in paths], dtype=np.int64),
            np.zeros(len(paths), dtype=bool),
            self._proxies(paths) if shortlisted else np.zeros((0, dimension), dtype=np.float32),
            self._each(self._contained, paths),
            self._each(self._placed, paths),
            self._each(self._located, paths),
            back,
        )
        if not shortlisted:
            self._fill(found, np.arange(len(paths)))
        return found

    def _each(self, test: Callable[[SchemaPath], bool], paths: list[SchemaPath]) -> np.ndarray:
        """1 for each of `paths` that passes `test`, else 0; all 0 without a relation
        saying where (`placing`: MetaQA's graph has none), untested."""
        if not self.placing:
            return np.zeros(len(paths), dtype=np.int64)
        return np.asarray([test(path) for path in paths], dtype=np.int64)

    def _contained(self, path: SchemaPath) -> bool:
        """Whether `path` is a containment: two steps from the mention, each over a
        relation saying where the thing it reaches is (`says_where`; a step walked forward
        says its twin's name: `hosts` walked from a city is the firms' `headquartered_in`),
        through a type of places (`_is_place`): the firms are where the cities are,
        which are in the mention ("which firms are based in <X>": the firms
        `headquartered_in` a city whose `country` is X). A question says such a
        containment as one step (`step_evidence`); not a film's `country` and its actors'
        `acted_in` (films are no places)."""
        return self._through_a_place(path, outward=False)

    def _located(self, path: SchemaPath) -> bool:
        """Whether `path` is a containment read outward: two steps from the mention, each
        over a relation saying where its source is (walked back, its twin's name), through
        a type of places (`_is_place`): the mention is where the place it reaches is
        ("which city does X work in": X's office's city). A question asking for a place
        by its kind says it as one step (`_said_as_one`)."""
        return self._through_a_place(path, outward=True)

    def _through_a_place(self, path: SchemaPath, outward: bool) -> bool:
        """Whether `path` takes two steps through a type of places (`_is_place`), each over
        a relation saying where its source is or that it is part of its target
        (`containing`: a ward's hospital's city), read from the mention (`outward`: a step
        walked forward by its own name, back by its twin's) or towards it (the other way
        round)."""
        if len(path.hops) != 2:
            return False
        twin_of = self.catalog.twin_of
        held = {r if forward == outward else twin_of.get(r, "") for r, forward in path.hops}
        return held <= self.containing and self._is_place(path.types[1])

    def _placed(self, path: SchemaPath) -> bool:
        """Whether a step of `path` before its last reaches a place over a relation saying
        where its source is (`says_where`, read forward; walked back, its twin): "where"
        asks for that place, and says no step beyond it ("where is X headquartered": the
        `hq_city`, not that city's `country`; "where is X's master from" goes through the
        master)."""
        return any(self._says_where(hop) for hop in path.hops[:-1])

    def _says_where(self, hop: Hop) -> bool:
        """Whether a step says where: its relation does (`placing`), or, walked back, the
        twin stored for it does (`contains` backwards reads `locatedIn`)."""
        relation, forward = hop
        return (relation if forward else self.catalog.twin_of.get(relation, "")) in self.placing

    def _held_edges(self, type_: str) -> list[CatalogEdge]:
        """The schema edges touching `type_` (a twin's are its relation's) that hold
        `MIN_EDGE_SHARE` of their relation's triples: not a typing accident."""
        return [
            self.catalog.edges[index]
            for index in self.edges.get(type_, ())
            if self.catalog.edge_share[index] >= MIN_EDGE_SHARE
        ]

    def _sited_fit(self, type_: str) -> float:
        """How well the places `type_`'s members are in fit "where": the best fit of the
        types its relations saying where (`placing`) reach; -1 with none, or for people
        (`PERSON_FIT_MIN`, `PERSONAL_WORDS`, `KINSHIP_WORDS`), who are born and work
        somewhere but are not where things are done. "Where does X work" asks for the
        employer as well as for a city (`AnswerFocus.verb_place`) (cached)."""
        if type_ not in self._sited:
            touching = self._held_edges(type_)
            places = {  # `contains` kept and walked back reads its twin `locatedIn`
                far
                for edge in touching
                for forward, near, far in (
                    (True, edge.source, edge.target),
                    (False, edge.target, edge.source),
                )
                if near == type_ and self._says_where((edge.relation, forward))
            }
            said = [
                (set(verbalise_relation(e.relation).split()), e.target == type_)
                for e in touching
                if e.source == type_
            ]
            personal = any(
                words & PERSONAL_WORDS or (own and words & KINSHIP_WORDS) for words, own in said
            )
            unsited = personal or not places  # the fits below only where needed
            if unsited or self.answer_types.fit(PERSON, [type_], roles=True)[0] >= PERSON_FIT_MIN:
                self._sited[type_] = -1.0
            else:
                fits = self.answer_types.fit(WH_KINDS["where"], sorted(places), roles=True)
                self._sited[type_] = float(fits.max())
        return self._sited[type_]

    def _is_place(self, type_: str) -> bool:
        """Whether `type_`'s members are places: they fit "where" (`PLACE_FIT_MIN`), or
        nothing is said of them but where they are (a city's `country` alone)."""
        if type_ not in self._places:
            said = {edge.relation for edge in self._held_edges(type_) if edge.source == type_}
            fit = self.answer_types.fit(WH_KINDS["where"], [type_])[0]
            self._places[type_] = (bool(said) and said <= self.placing) or fit >= PLACE_FIT_MIN
        return self._places[type_]

    def _fill(self, paths: PathSet, rows: np.ndarray) -> None:
        """Encode the texts of `rows` of `paths` not encoded yet (`_encode_texts`)."""
        rows = rows[~paths.encoded[rows]]
        if not len(rows):
            return
        texts = [paths.paths[i].text for i in rows]
        self._encode_texts(texts)
        paths.vectors[rows] = np.stack([self._text_vectors[t] for t in texts])
        paths.encoded[rows] = True

    def _encode_texts(self, texts: Sequence[str]) -> None:
        """Encode the path texts among `texts` not encoded yet, each once, by the runtime
        that serves questions (`ONNX_BATCH` at a time)."""
        new = [t for t in dict.fromkeys(texts) if t not in self._text_vectors]
        for start in range(0, len(new), ONNX_BATCH):  # a question's batches, not a load's
            chunk = new[start : start + ONNX_BATCH]
            self._text_vectors.update(zip(chunk, self.embedder.encode(chunk), strict=True))

    def _proxies(self, paths: list[SchemaPath]) -> np.ndarray:
        """Per path, the unit mean of its words' unit vectors: each type's words and each
        step's relation words as its text says them (`path_pieces`)."""
        pieces = [
            path_pieces(p.types, p.hops, self.catalog.type_texts, self.catalog.named_twins)
            for p in paths
        ]
        texts = list(dict.fromkeys(piece for group in pieces for piece in group))
        vectors = normalised(self.embedder.encode(texts))
        column = {text: k for k, text in enumerate(texts)}
        rows = [column[piece] for group in pieces for piece in group]
        owner = np.repeat(np.arange(len(paths)), [len(group) for group in pieces])
        sums = np.zeros((len(paths), vectors.shape[1]), dtype=np.float32)
        np.add.at(sums, owner, vectors[rows])
        return normalised(sums)

    def _encode(self, text: str) -> np.ndarray:
        vector: np.ndarray = self.embedder.encode([text])[0]
        return vector

    def _joins(
        self,
        question: str,
        first: Mention,
        second: Mention,
        focus: AnswerFocus | None,
        words: QuestionWords,
    ) -> list[list[Hypothesis]]:
        """Graphs where paths from two anchors meet at the answer variable, best first, a
        list for each pair of the mentions' types; `words` may say their steps."""
        return [
            self._join_pair(question, *pair, focus, words)
            for pair in self._typed_pairs(first, second)
        ]

    def _typed_pairs(
        self, first: Mention, second: Mention
    ) -> list[tuple[tuple[Mention, str], tuple[Mention, str]]]:
        """The two mentions under each pair of their types the schema knows (none for two
        mentions of the same words)."""
        if first.text == second.text:
            return []
        known = self.catalog.type_row
        return [
            ((first, type_a), (second, type_b))
            for type_a in first.types
            for type_b in second.types
            if type_a in known and type_b in known
        ]

    def _join_pair(
        self,
        question: str,
        first: tuple[Mention, str],
        second: tuple[Mention, str],
        focus: AnswerFocus | None,
        words: QuestionWords,
    ) -> list[Hypothesis]:
        mention_a, mention_b = first[0], second[0]
        masked, local_a, local_b = self.join_readings(question, first, second, focus)
        set_a, set_b = (
            (self.grounded_paths(m, t) if self.grounded else None) or self.paths_from(t)
            for m, t in (first, second)
        )
        paths_a, paths_b = set_a.paths, set_b.paths
        short_a = [i for i, p in enumerate(paths_a) if len(p.steps) <= self.join_hops]
        short_b = [i for i, p in enumerate(paths_b) if len(p.steps) <= self.join_hops]
        shared = {
            (i, j): self._shared_end(paths_a[i], paths_b[j])
            for i in short_a
            for j in short_b
            if len(paths_a[i].steps) + len(paths_b[j].steps) <= self.max_hops
        }
        pairs = [pair for pair, end in shared.items() if end]
        if not pairs:
            return []
        rows_a, rows_b = [i for i, _ in pairs], [j for _, j in pairs]
        self._fill(set_a, np.asarray(rows_a))
        self._fill(set_b, np.asarray(rows_b))
        combined = set_a.vectors[rows_a] + set_b.vectors[rows_b]
        combined /= np.maximum(np.linalg.norm(combined, axis=1, keepdims=True), 1e-12)
        scorer = self.untrained
        priors = scorer.prior_weight * (
            set_a.priors[rows_a] + set_b.priors[rows_b] + self.hop_penalty
        )
        whole = scorer.score(self._encode(masked), combined)
        near_a = scorer.score(self._encode(local_a), set_a.vectors[rows_a])
        near_b = scorer.score(self._encode(local_b), set_b.vectors[rows_b])
        scores = (whole + near_a + near_b) / 3 + priors
        if scorer.evidence_weight:  # both paths' steps said by the question's words
            steps, lengths = _joined_steps(set_a, rows_a, set_b, rows_b)
            scores += scorer.evidence_weight * step_evidence(
                self._word_relevance(words.words), steps, lengths
            )
        if focus and focus.asks:  # what the question asks for, read as in score_paths
            fits = self._asked_fit(focus, [shared[pair] for pair in pairs], words.words)
            fits += VALUE_FIT * np.maximum(
                self._names_value(focus, [paths_a[i] for i, _ in pairs]),
                self._names_value(focus, [paths_b[j] for _, j in pairs]),
            )
            scores += scorer.answer_weights[0] * fits
        bonus = sum(self._join_bonus(question, m) for m in (mention_a, mention_b))
        found = []
        for k in np.argsort(-scores, kind="stable")[: self.verify]:
            i, j = pairs[k]
            score = float(scores[k])
            path_a, path_b = (p.ending_at(shared[i, j]) for p in (paths_a[i], paths_b[j]))
            graph = _join_graph(mention_a.text, path_a, mention_b.text, path_b, score)
            found.append(Hypothesis(graph, score + bonus, (mention_a, mention_b), (path_a, path_b)))
        return found

    def join_readings(
        self,
        question: str,
        first: tuple[Mention, str],
        second: tuple[Mention, str],
        focus: AnswerFocus | None = None,
    ) -> tuple[str, str, str]:
        """A join's texts: the question with both mentions masked, and each anchor's local
        context (`_local_contexts`); without the answer's kind said as such (`focus`), as
        `scored_text` reads a single anchor's for the untrained scorer that scores joins
        ("which Data Deficient **species** live in X": "species" is near every relation of
        species, and had drawn a join over `preysOn`)."""
        masked = question
        for mention, type_ in sorted([first, second], key=lambda a: -a[0].span[0]):
            masked = mask(masked, mention.span, mask_words(type_, self.generic_mask))  # later first
        texts = (masked, *_local_contexts(question, first, second, self.generic_mask))
        if focus and focus.literal and not focus.names_relation and self.untrained.drops_focus:
            masked, local_a, local_b = (without_words(text, focus.text) for text in texts)
            return masked, local_a, local_b
        return texts

    def _join_bonus(self, question: str, mention: Mention) -> float:
        """What a join earns for using `mention`: `mention_weight` times its link score, half
        that where the mention's words are all words of relation names (PQL's entities
        `artist` and `gender`: there the question may be saying a relation, not naming
        a second entity)."""
        share = 1.0 if self.names_apart(question, mention) else RELATION_WORD_SHARE
        return self.mention_weight * share * mention.score

    def _shared_end(self, path_a: SchemaPath, path_b: SchemaPath) -> str:
        """The type two paths' answer variable takes where they meet: the first path's end
        type, the second's, else the best supported type both may end at ("" when none:
        entities typed by the relations they take, `is citizen of source`, reach the
        answer under the type of another of their relations, `was born in source`)."""
        for end in (path_a.types[-1], path_b.types[-1]):
            if end in path_a.ends and end in path_b.ends:
                return end
        both = path_a.ends & path_b.ends
        return max(sorted(both), key=lambda t: self.catalog.type_support.get(t, 0)) if both else ""


EXACT_LINK = 0.99
"""A mention linked this well names its entity exactly."""


def named_kind_fits(fits: np.ndarray) -> np.ndarray:
    """`fits` (one per candidate path) where the best is at least `NAMED_FIT_MIN`: the kind
    names that type, and each fit more than `NAMED_MARGIN` below it falls by `NAMED_SLOPE`
    times the rest; else as they are."""
    best = float(fits.max()) if len(fits) else 0.0
    if best < NAMED_FIT_MIN:
        return fits
    below = np.maximum(0.0, best - fits - NAMED_MARGIN)
    result: np.ndarray = fits - NAMED_SLOPE * below
    return result


def _per_span(
    mentions: Sequence[Mention], into: Mapping[str, Collection[str]]
) -> dict[tuple[int, int], frozenset[str]]:
    """Per mention's span, the words `into` holds for any of its types."""
    return {m.span: frozenset().union(*(into.get(t, ()) for t in m.types)) for m in mentions}


def distinctive_lemmas(catalog: SchemaCatalog) -> list[frozenset[str]]:
    """Per relation row, the `lemmas` of its name's words, and the verbs of the agent
    nouns among its own words (`agent_verb` of `own_words`: "advise" of `doctoral
    advisor`, not "operate" of `Operator_headquarteredIn_City`, whose operator is a type),
    that no other relation's name has (a relation and its twin are one): "sell" of `sells
    its produce to`; not "work" of `works_in` and `works_on`, nor "year" of `birth_year`
    and `founded_year`, nor a category word ("type" of `fuel_type`: "what type of car"
    asks for a category)."""

    def forms(relation: str) -> frozenset[str]:
        said = frozenset().union(*map(lemmas, role_text(relation).split()))
        verbs = {v for word in own_words(relation) if (v := agent_verb(singular(word)))}
        return (said | verbs) - CATEGORY_WORDS

    names = [forms(relation) for relation in catalog.relations]  # by row
    said: dict[str, set[str]] = {}  # lemma -> the relations (twins as one) whose names hold it
    for relation, name in zip(catalog.relations, names, strict=True):
        for lemma in name:
            said.setdefault(lemma, set()).add(catalog.twins.get(relation, relation))
    return [frozenset(lemma for lemma in name if len(said[lemma]) == 1) for name in names]


def subject_noun(name: str) -> str | None:
    """The noun a relation's name opens with where it names the relation's subject, a
    particle or participle after it ("**airport** in city", "**city** located in country",
    "**org** founded by"): a word for it names the node the step starts from, not the
    step ("X hub airport": `airline hub`, not `airport in city` after it). Not before "of"
    ("head of department" names its value) nor a unit ("dose in mg"), nor in a name of two
    words."""
    words = name.split()
    if len(words) < 3 or is_verb_form(words[0]) or words[0] in FUNCTION_WORDS:
        return None
    if words[-1] in UNIT_SYMBOLS:
        return None
    opens = (words[1] in PARTICLES and words[1] != "of") or past_participle(words[1])
    return words[0] if opens else None


CLASSING = re.compile(r"^(?:is )?an? (\w+)(?: of)?$")
"""A relation's name saying its source is one of a kind: "is a variety of", "a kind of"."""
KIND_NOUNS = CATEGORY_NOUNS | {"variety", "breed", "species", "subspecies", "strain", "form"}
"""Nouns saying one of a kind in such a name; not a part, a member or a branch of a whole
("is a member of", "is a district of")."""


def classes(name: str) -> bool:
    """Whether a relation's verbalised `name` says its target is the kind its source is
    one of ("is a variety of", "is a breed of", "a kind of"; not "is a member of"), or
    names its values by a category noun (`categorises`)."""
    said = CLASSING.match(name)
    return (said is not None and said.group(1) in KIND_NOUNS) or categorises(name)


@lru_cache(maxsize=4096)  # read for the last step of every path of a "who" question
def categorises(name: str) -> bool:
    """Whether a relation's verbalised `name` names its values by a category noun
    (`vessel type`, `drug class`, `industry`): its values are categories of its source."""
    return value_noun(name) in CATEGORY_NOUNS


def kind_says_a_step(focus: AnswerFocus | None) -> int:
    """1 where the answer's kind may say a step no content word does: a place or a time
    (`PLACES_AND_TIMES`), in the kind's own words ("in which **city** was X built": the
    yard that built it, then its city) or as "where" or "when"; else 0 ("which **firms** are
    based in X" says one step, the firms are what it reaches; "who" asks for a person, whom
    any step may reach; words naming the relation are content words)."""
    if focus is None or not focus.asks:
        return 0
    if not focus.literal:  # not "where does X work", the verb's step (`verb_place`)
        return int(focus.text in (WH_KINDS["where"], WH_KINDS["when"]) and not focus.verb_place)
    said = focus.text.split()[-1:]
    return int(not focus.names_relation and bool(said) and singular(said[0]) in PLACES_AND_TIMES)


def _apart(spans: Sequence[tuple[int, int]], span: tuple[int, int]) -> int:
    """How many places apart from `span` the other `spans` stand at (overlapping spans,
    one mention read two ways, at one place)."""
    ends: list[int] = []
    for start, end in sorted(s for s in spans if s[1] <= span[0] or s[0] >= span[1]):
        if ends and start < ends[-1]:
            ends[-1] = max(ends[-1], end)
        else:
            ends.append(end)
    return len(ends)


def _distinct(ranked: list[Hypothesis]) -> list[Hypothesis]:
    """`ranked` with each reading once: the same walks from the same mentions, found from
    another of a mention's types (an entity typed by each relation it takes has several),
    would fill the hypotheses with one reading."""
    seen: set[tuple[tuple[str, tuple[Hop, ...]], ...]] = set()
    kept = []
    for hypothesis in ranked:
        key = tuple(
            (m.text, p.hops) for m, p in zip(hypothesis.anchors, hypothesis.paths, strict=True)
        )
        if key not in seen:
            seen.add(key)
            kept.append(hypothesis)
    return kept


def _refinements_first(joins: list[Hypothesis], singles: list[Hypothesis]) -> list[Hypothesis]:
    """`joins` with each that takes a single path's walk from one anchor and meets an
    exactly linked other mention scored just above that single path: a question naming
    both asks for what links them ("who plays <Forward> for <C>": the players of C who
    play Forward, not all of C's players). Best first, so joins raised alike keep their order."""
    best: dict[tuple[str, tuple[Hop, ...]], float] = {}
    for single in singles:
        key = (single.anchors[0].text, single.paths[0].hops)
        best[key] = max(best.get(key, -np.inf), single.score)
    raised = []
    for join in sorted(joins, key=lambda h: -h.score):
        score = join.score
        for k, (anchor, path) in enumerate(zip(join.anchors, join.paths, strict=True)):
            other = join.anchors[1 - k]
            if other.score >= EXACT_LINK and (anchor.text, path.hops) in best:
                score = max(score, best[anchor.text, path.hops] + 1e-3)
        raised.append(join if score == join.score else replace(join, score=score))
    return raised


def _joined_steps(
    set_a: PathSet, rows_a: list[int], set_b: PathSet, rows_b: list[int]
) -> tuple[np.ndarray, np.ndarray]:
    """The steps (relation rows) of each joined pair of paths, one path's after the other's
    (the first `MAX_STEPS`), and their total lengths."""
    lengths = set_a.lengths[rows_a] + set_b.lengths[rows_b]
    steps = np.zeros((len(rows_a), MAX_STEPS), dtype=np.int64)
    for row, (i, j) in enumerate(zip(rows_a, rows_b, strict=True)):
        joined = [*set_a.steps[i, : set_a.lengths[i]], *set_b.steps[j, : set_b.lengths[j]]]
        steps[row, : min(len(joined), MAX_STEPS)] = joined[:MAX_STEPS]
    return steps, lengths


def _local_contexts(
    question: str, first: tuple[Mention, str], second: tuple[Mention, str], generic: str
) -> tuple[str, str]:
    """Each anchor's own part of the question, its mention masked by its type: from the end
    of the earlier mention (or the start) to the end of its own (or of the question)."""
    a_first = first[0].span[0] < second[0].span[0]
    early, late = (first, second) if a_first else (second, first)
    cut = early[0].span[1]
    parts = []
    for (mention, type_), (start, end) in ((early, (0, cut)), (late, (cut, len(question)))):
        offset = (mention.span[0] - start, mention.span[1] - start)
        parts.append(mask(question[start:end], offset, mask_words(type_, generic)))
    return (parts[0], parts[1]) if a_first else (parts[1], parts[0])


def walkable_edges(
    catalog: SchemaCatalog, min_share: float, edges_of_type: dict[str, list[int]]
) -> dict[str, list[int]]:
    """Per type, the schema edges touching it (of `edges_of_type`) whose support is at
    least `min_share` of the best supported edge of their relation."""
    best: dict[str, int] = {}
    for edge in catalog.edges:
        best[edge.relation] = max(best.get(edge.relation, 0), edge.support)
    return {
        type_: [
            i
            for i in rows
            if catalog.edges[i].support >= min_share * best[catalog.edges[i].relation]
        ]
        for type_, rows in edges_of_type.items()
    }


def walked_back(hops: Sequence[Hop]) -> str | None:
    """The relation the last step walks the other way right after the step before it
    walked it (`plays_for`, then `plays_for` backwards: mostly back to the kind of node
    it left; a relation said of several kinds may reach another), if it does."""
    if len(hops) < 2 or hops[-1][0] != hops[-2][0] or hops[-1][1] == hops[-2][1]:
        return None
    return hops[-1][0]


def says_shared(words: Sequence[str]) -> bool:
    """Whether a question's `words` say its answers share something with the mention
    (`SHARED_WORDS`, a word in "co-" or "-mate(s)": "co-stars", "teammates")."""
    return any(
        word in SHARED_WORDS
        or word.startswith("co-")
        or (word.endswith(("mate", "mates")) and "imate" not in word)  # not "climate"
        for word in words
    )


def enumerate_paths(
    catalog: SchemaCatalog,
    start: str,
    max_hops: int,
    edges_of_type: dict[str, list[int]] | None = None,
    limit: int = MAX_PATHS_PER_TYPE,
    *,
    grounded: GroundedWalks | None = None,
    texts: dict[tuple[tuple[str, ...], tuple[Hop, ...]], str] | None = None,
) -> list[SchemaPath]:
    """Every relation sequence of 1..max_hops steps walkable from `start` over schema
    edges (`edges_of_type`, by default all), shorter first, each once: as the first walk
    found to it (on a schema whose entities have many types, thousands of typed walks
    share one relation sequence). Walks go on from every type a sequence reaches; with
    `grounded`, only where the graph says the anchor's walks go. `texts` keeps the walks'
    texts from call to call (`path_text` of types and steps)."""
    adjacency = catalog.edges_of_type if edges_of_type is None else edges_of_type
    found: list[SchemaPath] = []
    Walk = tuple[tuple[tuple[int, bool], ...], tuple[str, ...]]
    # relation sequence -> the first walk reaching each type it ends at
    frontier: dict[tuple[Hop, ...], dict[str, Walk]] = {(): {start: ((), (start,))}}
    for _ in range(max_hops):
        extended: dict[tuple[Hop, ...], dict[str, Walk]] = {}
        for hops, ends in frontier.items():
            for end, (steps, types) in ends.items():
                for i in adjacency.get(end, []):
                    edge = catalog.edges[i]
                    for forward, near, far in ((True, edge.source, edge.target),
                                               (False, edge.target, edge.source)):  # fmt: skip
                        walk = (*hops, (edge.relation, forward))
                        if near == end and (grounded is None or grounded.allows(walk, end, far)):
                            walks = extended.setdefault(walk, {})
                            walks.setdefault(far, ((*steps, (i, forward)), (*types, far)))
        kept = list(extended)[: limit - len(found)]
        for hops in kept:
            # of the typed walks of one sequence, the one whose last edge is best supported
            steps, types = max(
                extended[hops].values(), key=lambda w: catalog.edges[w[0][-1][0]].support
            )
            text = texts.get((types, hops)) if texts is not None else None
            if text is None:
                text = path_text(types, hops, catalog.type_texts, catalog.named_twins)
                if texts is not None:
                    texts[types, hops] = text
            least = KIND_SUPPORT * catalog.edges[steps[-1][0]].support
            kinds = frozenset(
                far
                for far, (walked, _) in extended[hops].items()
                if catalog.edges[walked[-1][0]].support >= least
            )
            own = ""
            if any(not forward and r in catalog.named_twins for r, forward in hops):
                own = path_text(types, hops, catalog.type_texts)
            back = _back_reading(catalog, types, hops)
            found.append(
                SchemaPath(steps, types, hops, text, frozenset(extended[hops]), kinds, own, back)
            )
        frontier = {hops: extended[hops] for hops in kept}
        if len(found) >= limit:
            break
    return found


def _back_reading(
    catalog: SchemaCatalog, types: tuple[str, ...], hops: tuple[Hop, ...]
) -> Reading | None:
    """The walk's text with its first step read from the relation's target (`read_back`),
    where that step goes back over a relation with no named twin and a rule reads it."""
    relation, forward = hops[0]
    if forward or relation in catalog.named_twins:
        return None
    reading = read_back(verbalise_relation(relation))
    if reading is None:
        return None
    text = path_text(types, hops, catalog.type_texts, catalog.named_twins, reading.text)
    return Reading(text, reading.voice)


def _chain(
    nodes: dict[str, str], edges: list[tuple[str, str, str]], start: str, path: SchemaPath, end: str
) -> None:
    """Add `path`'s variables and edges from node `start`; its last node is called `end`."""
    previous = start
    for k, ((relation, forward), type_) in enumerate(zip(path.hops, path.types[1:], strict=True)):
        variables = sum(1 for n in nodes if VARIABLE.match(n))
        name = end if k == len(path.hops) - 1 else f"unk{variables + 1}"
        nodes[name] = type_
        edges.append((previous, relation, name) if forward else (name, relation, previous))
        previous = name


def _describe(paths: list[tuple[str, SchemaPath]], score: float) -> str:
    walks = [f"{anchor}: {path.text}" for anchor, path in paths]
    return f"encoder planner ({score:.3f}): " + " | ".join(walks)


def _single_graph(anchor: str, path: SchemaPath, score: float) -> PseudoQueryGraph:
    nodes = {anchor: path.types[0]}
    edges: list[tuple[str, str, str]] = []
    answer = f"unk{len(path.hops)}"
    _chain(nodes, edges, anchor, path, answer)
    return PseudoQueryGraph(
        plan=_describe([(anchor, path)], score), nodes=nodes, edges=edges, answer=answer
    )


def _join_graph(
    first: str, path_a: SchemaPath, second: str, path_b: SchemaPath, score: float
) -> PseudoQueryGraph:
    nodes = {first: path_a.types[0], second: path_b.types[0]}
    edges: list[tuple[str, str, str]] = []
    answer = f"unk{len(path_a.hops)}"
    _chain(nodes, edges, first, path_a, answer)
    _chain(nodes, edges, second, path_b, answer)
    described = _describe([(first, path_a), (second, path_b)], score)
    return PseudoQueryGraph(plan=described, nodes=nodes, edges=edges, answer=answer)
