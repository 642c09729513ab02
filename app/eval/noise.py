"""Perturbations of gold pseudo query graphs, the ways LLM planners err (`NoiseSpec`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from app.datasets.readers import EvalItem
from app.errors import ConfigError
from app.eval.gold import RelationTypes, gold_graph
from app.eval.metrics import normalise
from app.eval.phrasings import Phrasings, respell_entities, reword_relations, reword_types
from app.kg.catalog import SchemaCatalog
from app.kg.schema_graph import type_text
from app.query_graph import VARIABLE, PseudoQueryGraph

NOISE_KINDS = (
    "llm_relation",
    "llm_type",
    "llm_entity",
    "missing_hop",
    "extra_hop",
    "reverse",
    "wrong_relation",
    "paraphrase",
    "wrong_type",
    "missing_type",
)
"""Perturbations, in the order they are tried on a graph: first the LLM wording of the whole
graph (`llm_relation`, `llm_type` from a phrasings file; `llm_entity` respells names), then
the structural and single-word errors."""
WORDING_KINDS = ("llm_relation", "llm_type")
"""Kinds that need a phrasings file (`app.eval.phrasings`)."""
PHRASINGS_NEEDED = "llm_relation and llm_type noise need a phrasings file (--phrasings)"

GENERIC_TYPE = "thing"
MADE_UP_RELATIONS = ("related to", "associated with", "connected to", "linked with", "part of")


@dataclass(frozen=True)
class NoiseSpec:
    """How often each perturbation is applied (independently, each at most once a graph)."""

    rates: Mapping[str, float]

    @classmethod
    def parse(cls, spec: str) -> NoiseSpec:
        """`paraphrase=0.3,reverse=0.2` → rates; unknown kinds and rates outside [0, 1] fail."""
        rates: dict[str, float] = {}
        for part in filter(None, (p.strip() for p in spec.split(","))):
            kind, _, value = part.partition("=")
            kind = kind.strip()
            if kind not in NOISE_KINDS:
                raise ConfigError(f"unknown noise {kind!r}; known: {', '.join(NOISE_KINDS)}")
            try:
                rate = float(value)
            except ValueError as exc:
                raise ConfigError(f"noise {kind!r} needs a rate, e.g. {kind}=0.2") from exc
            if not 0.0 <= rate <= 1.0:
                raise ConfigError(f"noise rate of {kind!r} must be in [0, 1], not {rate}")
            rates[kind] = rate
        return cls(rates)

    @property
    def needs_phrasings(self) -> bool:
        """Whether this spec names a kind that rewords from a phrasings file."""
        return any(kind in self.rates for kind in WORDING_KINDS)

    def describe(self) -> str:
        """The spec written back, in NOISE_KINDS order."""
        return ",".join(f"{k}={self.rates[k]:g}" for k in NOISE_KINDS if k in self.rates)


@dataclass(frozen=True)
class Vocabulary:
    """Relation and type texts wrong relations and types are drawn from."""

    relations: tuple[str, ...]
    types: tuple[str, ...]
    relation_types: RelationTypes | None = None
    phrasings: Phrasings | None = None

    @classmethod
    def from_catalog(cls, catalog: SchemaCatalog, phrasings: Phrasings | None = None) -> Vocabulary:
        """The KG's own relation texts and type texts, the types its relations link, and
        the LLM phrasings of its relations and types, if given."""
        relations = tuple(dict.fromkeys(catalog.relation_texts[r] for r in catalog.relations))
        linked = RelationTypes.from_edges(
            (e.source, e.relation, e.target, e.support) for e in catalog.edges
        )
        types = tuple(dict.fromkeys(type_text(t) for t in catalog.types))
        return cls(relations, types, linked, phrasings)


@dataclass(frozen=True)
class Noised:
    """A perturbed pseudo query graph and the perturbations it went through."""

    graph: PseudoQueryGraph
    applied: tuple[str, ...] = ()


Perturb = Callable[[PseudoQueryGraph, Vocabulary, random.Random], PseudoQueryGraph | None]


def _with(
    graph: PseudoQueryGraph,
    nodes: dict[str, str] | None = None,
    edges: list[tuple[str, str, str]] | None = None,
) -> PseudoQueryGraph:
    return PseudoQueryGraph(
        plan=graph.plan,
        nodes=graph.nodes if nodes is None else nodes,
        edges=graph.edges if edges is None else edges,
        answer=graph.answer,
    )


def _replace_edge(
    graph: PseudoQueryGraph, index: int, *new: tuple[str, str, str]
) -> list[tuple[str, str, str]]:
    return [*graph.edges[:index], *new, *graph.edges[index + 1 :]]


def paraphrase_text(text: str, rng: random.Random) -> str:
    """A rewording of a relation text: a word dropped or moved, by↔of swapped, or `the`
    added; always different from `text`."""
    words = text.split()
    swap = {"by": "of", "of": "by"}
    options = [[*words[:i], "the", *words[i:]] for i in range(len(words) + 1)]
    if len(words) > 1:
        options += [words[:i] + words[i + 1 :] for i in range(len(words))]
        options += [words[i:] + words[:i] for i in range(1, len(words))]
    if any(w in swap for w in words):
        options.append([swap.get(w, w) for w in words])
    candidates = list(dict.fromkeys(" ".join(o) for o in options if o and " ".join(o) != text))
    return rng.choice(candidates)


def _paraphrase(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph:
    index = rng.randrange(len(graph.edges))
    source, relation, target = graph.edges[index]
    return _with(
        graph, edges=_replace_edge(graph, index, (source, paraphrase_text(relation, rng), target))
    )


def _wrong_relation(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    index = rng.randrange(len(graph.edges))
    source, relation, target = graph.edges[index]
    others = [r for r in vocabulary.relations if normalise(r) != normalise(relation)]
    if not others:
        return None
    return _with(graph, edges=_replace_edge(graph, index, (source, rng.choice(others), target)))


def _wrong_type(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    name = rng.choice(list(graph.nodes))
    others = [t for t in vocabulary.types if normalise(t) != normalise(graph.nodes[name])]
    if not others:
        return None
    return _with(graph, nodes={**graph.nodes, name: rng.choice(others)})


def _missing_type(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    typed = [n for n, t in graph.nodes.items() if t != GENERIC_TYPE]
    if not typed:
        return None
    return _with(graph, nodes={**graph.nodes, rng.choice(typed): GENERIC_TYPE})


def _missing_hop(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    """Merge the two edges through a middle variable into one, its relation texts joined."""
    merges = []
    for middle in graph.variables:
        touching = [i for i, (s, _, t) in enumerate(graph.edges) if middle in (s, t)]
        if middle == graph.answer or len(touching) != 2:
            continue
        first, second = (graph.edges[i] for i in touching)
        start = first[2] if first[0] == middle else first[0]
        end = second[2] if second[0] == middle else second[0]
        joins_entities = not VARIABLE.match(start) and not VARIABLE.match(end)
        if middle in (start, end) or start == end or joins_entities:
            continue
        merges.append((middle, touching, (start, f"{first[1]} {second[1]}", end)))
    if not merges:
        return None
    middle, touching, merged = rng.choice(merges)
    edges = [e for i, e in enumerate(graph.edges) if i not in touching]
    edges.insert(touching[0], merged)
    return _with(graph, nodes={n: t for n, t in graph.nodes.items() if n != middle}, edges=edges)


def _extra_hop(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph:
    """Route one edge through a new variable, joined by a made-up relation."""
    index = rng.randrange(len(graph.edges))
    source, relation, target = graph.edges[index]
    taken = [int(n[3:]) for n in graph.nodes if VARIABLE.match(n)]
    new = f"unk{max(taken, default=0) + 1}"
    made_up = rng.choice(MADE_UP_RELATIONS)
    if rng.random() < 0.5:
        edges = _replace_edge(graph, index, (source, relation, new), (new, made_up, target))
    else:
        edges = _replace_edge(graph, index, (source, made_up, new), (new, relation, target))
    new_type = rng.choice(vocabulary.types) if vocabulary.types else GENERIC_TYPE
    return _with(graph, nodes={**graph.nodes, new: new_type}, edges=edges)


def _reverse(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph:
    index = rng.randrange(len(graph.edges))
    source, relation, target = graph.edges[index]
    return _with(graph, edges=_replace_edge(graph, index, (target, relation, source)))


def _llm_relation(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    return reword_relations(graph, _phrasings(vocabulary), rng)


def _llm_type(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    return reword_types(graph, _phrasings(vocabulary), rng)


def _llm_entity(
    graph: PseudoQueryGraph, vocabulary: Vocabulary, rng: random.Random
) -> PseudoQueryGraph | None:
    return respell_entities(graph, rng)


def _phrasings(vocabulary: Vocabulary) -> Phrasings:
    if vocabulary.phrasings is None:
        raise ConfigError(PHRASINGS_NEEDED)
    return vocabulary.phrasings


PERTURBATIONS: dict[str, Perturb] = {
    "llm_relation": _llm_relation,
    "llm_type": _llm_type,
    "llm_entity": _llm_entity,
    "missing_hop": _missing_hop,
    "extra_hop": _extra_hop,
    "reverse": _reverse,
    "wrong_relation": _wrong_relation,
    "paraphrase": _paraphrase,
    "wrong_type": _wrong_type,
    "missing_type": _missing_type,
}


def add_noise(
    graph: PseudoQueryGraph, spec: NoiseSpec, vocabulary: Vocabulary, rng: random.Random
) -> Noised:
    """Apply each perturbation of `spec` with its rate; a perturbation that does not fit the
    graph (or would break SAFE's rules) is skipped."""
    applied = []
    for kind in NOISE_KINDS:
        rate = spec.rates.get(kind, 0.0)
        if rate <= 0.0 or rng.random() >= rate:
            continue
        changed = PERTURBATIONS[kind](graph, vocabulary, rng)
        if changed is not None and not changed.validate_rules():
            graph = changed
            applied.append(kind)
    return Noised(graph, tuple(applied))


def noise_rng(seed: int, key: str) -> random.Random:
    """The random stream of one item: the same seed and key give the same noise."""
    return random.Random(f"noise:{seed}:{key}")


def gold_graphs(
    items: Sequence[EvalItem], noise: NoiseSpec | None, vocabulary: Vocabulary, seed: int
) -> list[Noised]:
    """Each item's gold pseudo graph, perturbed by `noise` (seeded per item line) if given."""
    graphs = []
    for index, item in enumerate(items):
        graph = gold_graph(item, vocabulary.relation_types)
        key = str(item.line if item.line is not None else index)
        graphs.append(
            add_noise(graph, noise, vocabulary, noise_rng(seed, key)) if noise else Noised(graph)
        )
    return graphs
