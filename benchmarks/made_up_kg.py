"""KGs of our own, made up from a seed, and the questions a new user would ask of them:
several wordings per relation (or pair of relations), lower case with a space before the
question mark, by kind (1-hop, 2-hop, two anchors), gold answers walked in the KG.
`football_kg.py` and `library_kg.py` are two such KGs; each such module's `RECIPE` (a
`KGRecipe`) makes, words and loads its KG.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.kg.store import GraphStore

Hop = tuple[str, bool]  # (relation, read from its head?)


@dataclass(frozen=True)
class Question:
    """A question, its kind and its gold answers (entity names)."""

    text: str
    kind: str
    answers: frozenset[str]

    def answered_by(self, answers: list[str]) -> bool:
        """Whether the first of `answers` is a gold one (Hits@1)."""
        return bool(answers) and answers[0] in self.answers


@dataclass(frozen=True)
class Wordings:
    """How questions of each kind are worded; `{x}` (and `{y}`) are the anchors."""

    one_hop: dict[Hop, tuple[str, ...]]
    two_hop: dict[tuple[Hop, Hop], tuple[str, ...]]
    two_anchor: tuple[tuple[Hop, Hop, tuple[str, ...]], ...]
    """(the first anchor's step to the answer, the second's, wordings)."""


@dataclass
class MadeUpKG:
    """The triples as stored and, per (relation, forward?), each entity's neighbours."""

    triples: list[tuple[str, str, str]]
    step: dict[Hop, dict[str, set[str]]]

    @classmethod
    def of(
        cls, facts: list[tuple[str, str, str]], twins: str | Mapping[str, str] | None = None
    ) -> MadeUpKG:
        """A KG of `facts`, each also stored backwards as `<relation><twins>` if `twins` is
        a suffix, or, if it maps relations to names, the facts of those relations stored
        backwards under their twin's name."""
        step: dict[Hop, dict[str, set[str]]] = {}
        triples = []
        for head, relation, tail in facts:
            triples.append((head, relation, tail))
            if isinstance(twins, str) and twins:
                triples.append((tail, f"{relation}{twins}", head))
            elif isinstance(twins, Mapping) and relation in twins:
                triples.append((tail, twins[relation], head))
            step.setdefault((relation, True), {}).setdefault(head, set()).add(tail)
            step.setdefault((relation, False), {}).setdefault(tail, set()).add(head)
        return cls(triples, step)

    def write(self, path: Path) -> None:
        """The triples as a tab-separated file."""
        path.write_text("".join(f"{h}\t{r}\t{t}\n" for h, r, t in self.triples), encoding="utf-8")

    def walk(self, start: str, hops: tuple[Hop, ...]) -> set[str]:
        """The entities `hops` reach from `start` (each step never returns to start)."""
        here = {start}
        for hop in hops:
            here = {n for e in here for n in self.step[hop].get(e, ()) if n != start}
        return here


class NameDrawer:
    """Draws "First Last" names from `first` and `last`, none twice (`drawn` holds them)."""

    def __init__(self, rng: random.Random, first: Sequence[str], last: Sequence[str]) -> None:
        self._rng, self._first, self._last = rng, first, last
        self.drawn: set[str] = set()

    def __call__(self) -> str:
        """A name not drawn before."""
        name = f"{self._rng.choice(self._first)} {self._rng.choice(self._last)}"
        while name in self.drawn:
            name = f"{self._rng.choice(self._first)} {self._rng.choice(self._last)}"
        self.drawn.add(name)
        return name


def questions(
    kg: MadeUpKG, wordings: Wordings, per_wording: int = 6, seed: int = 1
) -> list[Question]:
    """Questions of every kind, `per_wording` anchors for each wording, gold from the KG."""
    rng = random.Random(seed)
    found: list[Question] = []

    def anchors(hop: Hop) -> list[str]:
        return sorted(kg.step[hop])

    for hop, worded in wordings.one_hop.items():
        for wording in worded:
            for x in rng.sample(anchors(hop), min(per_wording, len(anchors(hop)))):
                gold = kg.walk(x, (hop,))
                found.append(Question(wording.format(x=x), "1-hop", frozenset(gold)))
    for hops, worded in wordings.two_hop.items():
        for wording in worded:
            for x in rng.sample(anchors(hops[0]), min(per_wording, len(anchors(hops[0])))):
                gold = kg.walk(x, hops)
                if gold:
                    found.append(Question(wording.format(x=x), "2-hop", frozenset(gold)))
    for first, second, worded in wordings.two_anchor:
        pairs = sorted(
            (x, y)
            for x in kg.step[first]
            for y in kg.step[second]
            if kg.step[first][x] & kg.step[second][y]
        )
        for wording in worded:
            for x, y in rng.sample(pairs, min(per_wording, len(pairs))):
                gold = kg.step[first][x] & kg.step[second][y]
                found.append(Question(wording.format(x=x, y=y), "two-anchor", frozenset(gold)))
    return found


@dataclass
class LoadedKG:
    """A made-up KG, the settings of the graph it is loaded in, and an open store."""

    kg: MadeUpKG
    settings: Settings
    store: GraphStore


def load_kg(home: Path, graph: str, kg: MadeUpKG, embedder: Embedder) -> LoadedKG:
    """`kg` written under `home` as `<graph>.tsv` and loaded (replacing any graph of that
    name) into the embedded store there, no types file."""
    from app.config import Settings
    from app.kg.store import open_store
    from loaders.pipeline import LoadOptions, load_file

    settings = Settings(db="embedded", graph=graph, home=home)
    source = home / f"{graph}.tsv"
    home.mkdir(parents=True, exist_ok=True)
    kg.write(source)
    store = open_store(settings)
    options = LoadOptions(fmt="tsv", replace=True)
    load_file(store, embedder, source, options, settings.cache_dir, models_dir=settings.models_dir)
    return LoadedKG(kg, settings, store)


@dataclass(frozen=True)
class KGRecipe:
    """A made-up KG by name: `build` makes it from a seed, `wordings` word its questions,
    `default_seed` is the seed its benchmark uses unless told another."""

    name: str
    build: Callable[[int], MadeUpKG]
    wordings: Wordings
    default_seed: int = 1

    def questions(self, kg: MadeUpKG, per_wording: int = 6, seed: int = 1) -> list[Question]:
        """Questions of every kind, `per_wording` anchors for each wording, gold from `kg`."""
        return questions(kg, self.wordings, per_wording, seed)

    def load(self, home: Path, seed: int, embedder: Embedder) -> LoadedKG:
        """The KG of `seed` written under `home` and loaded (replacing any graph of that
        name) into the embedded store there, graph `<name><seed>`."""
        return load_kg(home, f"{self.name}{seed}", self.build(seed), embedder)
