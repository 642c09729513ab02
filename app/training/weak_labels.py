"""Weak labels for a user's own question/answer pairs: with no gold path, the relation
paths from the question's linked entity that reach its answers are the labels.

The graph is walked from the linked entities one step at a time (every relation, either
way, up to `WALK_CAP` far ends per relation sequence); at the fewest steps at which some
sequence reaches an answer, every sequence that reaches one is a positive (several
relations often lead to the same answers: all of them are right). A relation stored twice
(`r`, `r_inverse`) is labelled as the relation it mirrors, walked the other way, as the
planner walks it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from app.datasets.gold_paths import Example, Hop
from app.kg.names import name_key
from app.planners.encoder_planner import EncoderPlanner, walk_step
from app.progress import PhaseProgress, Silent

WALK_CAP = 2000
"""Far ends kept per relation sequence and step (bounds the walk at hubs)."""

MAX_SEQUENCES = 100
"""Relation sequences walked on per step, those reaching most ends first (bounds the walk
of a pair whose answers are far or absent)."""


@dataclass(frozen=True)
class WeakLabelling:
    """Examples labelled with the paths reaching their answers, and how many pairs found
    none (no entity linked, answers unknown, or not reached within the planner's hops)."""

    examples: list[Example]
    unlabelled: int


def weak_examples(
    planner: EncoderPlanner,
    pairs: Iterable[tuple[str, Sequence[str]]],
    progress: PhaseProgress | None = None,
) -> WeakLabelling:
    """Label each (question, answer names) pair with the shortest relation paths that reach
    an answer from its linked entities, tried best first until one reaches any; `progress`
    advances a pair at a time."""
    progress = progress or Silent()
    examples: list[Example] = []
    unlabelled = 0
    for question, answers in pairs:
        labelled = _label(planner, question, answers)
        progress.advance(1)
        if labelled is None:
            unlabelled += 1
        else:
            examples.append(labelled)
    return WeakLabelling(examples, unlabelled)


def _answer_ids(planner: EncoderPlanner, answers: Sequence[str]) -> set[str]:
    keys = sorted({name_key(answer) for answer in answers if answer.strip()})
    if not keys:
        return set()
    store = planner.store
    rows = store.run(store.layout.render("entities_by_key"), {"keys": keys}, read_only=True)
    return {str(row["id"]) for row in rows}


def _label(planner: EncoderPlanner, question: str, answers: Sequence[str]) -> Example | None:
    targets = _answer_ids(planner, answers)
    if not targets:
        return None
    for mention in [m for m in planner.linker.link(question) if m.types]:
        ids = [c.id for c in mention.closest]
        reaching = reaching_paths(planner, ids, targets)
        if reaching:
            return Example(question, reaching[0], tuple(reaching))
    return None


def reaching_paths(
    planner: EncoderPlanner, ids: list[str], targets: set[str]
) -> list[tuple[Hop, ...]]:
    """The relation sequences of fewest steps (up to the planner's `max_hops`) leading from
    `ids` to any of `targets`, those reaching the most targets first."""
    store = planner.store
    ends: dict[tuple[Hop, ...], list[str]] = {(): list(ids)}
    start = set(ids)
    for _ in range(planner.max_hops):
        walks = list(ends)
        rows = walk_step(store, [ends[w] for w in walks], WALK_CAP)
        ends = {}
        for row in rows:
            step = planner.catalog.walked((str(row["relation"]), bool(row["forward"])))
            walk = (*walks[row["walk"]], step)
            ends[walk] = list(dict.fromkeys([*ends.get(walk, []), *map(str, row["ends"])]))
        reached = {walk: len(targets & (set(found) - start)) for walk, found in ends.items()}
        found = sorted((w for w, n in reached.items() if n), key=lambda w: -reached[w])
        if found:
            return found
        widest = sorted(ends, key=lambda w: -len(ends[w]))[:MAX_SEQUENCES]
        ends = {walk: ends[walk][:WALK_CAP] for walk in widest}
        if not ends:
            break
    return []
