"""`safe eval`: benchmark readers, gold pseudo graphs with LLM-like noise, metrics and reports.

Readers turn MetaQA, PathQuestion and JSONL question files into `EvalItem`s. With the
gold planner each item's pseudo query graph is written from its gold path (app.gold) and
may be perturbed the way LLM planners err (`NoiseSpec`). Each answer is scored (Hits@1,
set F1, answer recall of the retrieved evidence) and the scores are aggregated overall,
per hop count and per question type, on the full set and on MetaQA's reachable subset.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from app.catalog import SchemaCatalog
from app.errors import ConfigError, SafeError
from app.gold import RelationTypes, metaqa_graph, pathquestion_graph, topic_entity
from app.qa import AnswerResult, SafeQA
from app.query_graph import VARIABLE, PseudoQueryGraph
from app.schema_graph import type_text

SPLIT_SEED = 0
"""Seed of the fixed 8:1:1 split (PathQuestion has no official one); `safe train`'s
default split seed too."""

STAGES = ("plan", "encode", "link", "adj", "retrieve", "answer", "total")
"""Stages SafeQA times, in pipeline order."""


# --- items -------------------------------------------------------------------------------


@dataclass(frozen=True)
class EvalItem:
    """One benchmark question with its gold answers and whatever gold structure it has.

    `path` is `[e0, r1, e1, r2, …]` (PathQuestion style); `line` is the 0-based line of
    the question in its file.
    """

    question: str
    answers: list[str]
    topic: list[str] | None = None
    path: list[str] | None = None
    qtype: str | None = None
    reachable: bool | None = None
    hops: int | None = None
    line: int | None = None


def _lines(path: Path) -> Iterable[tuple[int, str]]:
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            if line.strip():
                yield number, line.rstrip("\n")


def read_metaqa(path: Path) -> list[EvalItem]:
    """`question<TAB>a|b` lines; `<stem>_qtype.txt` and `<stem>_kbcheck.tsv` beside the
    file, when present, give each line's question type and reachability."""
    qtype_file = path.with_name(f"{path.stem}_qtype.txt")
    qtypes = qtype_file.read_text(encoding="utf-8").splitlines() if qtype_file.is_file() else []
    reachable: dict[int, bool] = {}
    kbcheck = path.with_name(f"{path.stem}_kbcheck.tsv")
    if kbcheck.is_file():
        rows = kbcheck.read_text(encoding="utf-8").splitlines()
        header = rows[0].split("\t")
        line_col, flag_col = header.index("line"), header.index("gold_subset_of_kb_answers")
        for row in rows[1:]:
            cells = row.split("\t")
            reachable[int(cells[line_col])] = cells[flag_col].strip() == "1"
    items = []
    for number, line in _lines(path):
        question, _, answers = line.partition("\t")
        qtype = qtypes[number].strip() if number < len(qtypes) else None
        items.append(
            EvalItem(
                question=question.strip(),
                answers=[a for a in answers.split("|") if a],
                topic=[topic_entity(question)],
                qtype=qtype,
                reachable=reachable.get(number),
                hops=qtype.count("_to_") if qtype else None,
                line=number,
            )
        )
    return items


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def parse_pathquestion_answers(text: str) -> list[str]:
    """`main(alt1/alt2/)` → the main answer and its alternatives, each once."""
    text = text.strip()
    if text.endswith("/)"):
        for i, char in enumerate(text):
            if char == "(" and _balanced(text[:i]) and _balanced(text[i + 1 : -1]):
                alternatives = text[i + 1 : -2].split("/")
                return list(dict.fromkeys(a for a in [text[:i], *alternatives] if a))
    return [text]


def read_pathquestion(path: Path) -> list[EvalItem]:
    """`question<TAB>answer(alts/)<TAB>e0#r1#e1#…` lines (PQ appends `#<end>#answer`)."""
    items = []
    for number, line in _lines(path):
        question, answers, gold = [*line.split("\t"), "", ""][:3]
        steps = gold.strip().split("#<end>#")[0].split("#") if gold.strip() else None
        items.append(
            EvalItem(
                question=question.strip(),
                answers=parse_pathquestion_answers(answers),
                topic=[steps[0]] if steps else None,
                path=steps,
                hops=len(steps) // 2 if steps else None,
                line=number,
            )
        )
    return items


def _strings(value: Any) -> list[str] | None:
    if value is None:
        return None
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def read_jsonl(path: Path) -> list[EvalItem]:
    """One `{"question", "answers", "topic"?, "path"?, "qtype"?}` object a line; `path`
    is `[e0, r1, e1, r2, …]`."""
    items = []
    for number, line in _lines(path):
        try:
            data = json.loads(line)
            question, answers = str(data["question"]), _strings(data["answers"]) or []
        except (ValueError, KeyError, TypeError) as exc:
            raise ConfigError(f"{path}:{number + 1}: not a question object: {exc}") from exc
        steps = _strings(data.get("path"))
        qtype = data.get("qtype")
        items.append(
            EvalItem(
                question=question,
                answers=answers,
                topic=_strings(data.get("topic")),
                path=steps,
                qtype=qtype,
                hops=len(steps) // 2 if steps else qtype.count("_to_") if qtype else None,
                line=number,
            )
        )
    return items


READERS: dict[str, Callable[[Path], list[EvalItem]]] = {
    "metaqa": read_metaqa,
    "pathquestion": read_pathquestion,
    "jsonl": read_jsonl,
}


def read_items(path: Path, fmt: str) -> list[EvalItem]:
    """The questions of `path` in format `fmt` (one of READERS)."""
    if fmt not in READERS:
        raise ConfigError(f"unknown question format {fmt!r}; expected one of {', '.join(READERS)}")
    return READERS[fmt](path)


def split_indices(count: int, seed: int = SPLIT_SEED) -> dict[str, list[int]]:
    """Indices of the train, dev and test parts of a seeded 8:1:1 shuffle, in file order
    (`safe train` trains on the same train part)."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    train_end = round(count * 0.8)
    dev_end = train_end + round(count * 0.1)
    return {
        "train": sorted(order[:train_end]),
        "dev": sorted(order[train_end:dev_end]),
        "test": sorted(order[dev_end:]),
    }


def split_test_indices(count: int, seed: int = SPLIT_SEED) -> list[int]:
    """Indices of the test tenth of a seeded 8:1:1 shuffle, in file order."""
    return split_indices(count, seed)["test"]


def select_items(
    items: Sequence[EvalItem],
    *,
    split: str = "all",
    sample: int | None = None,
    seed: int = 0,
    limit: int | None = None,
) -> list[EvalItem]:
    """The split (`all` or `test`), then a seeded sample of `sample`, then the first `limit`."""
    chosen = list(items)
    if split == "test":
        chosen = [chosen[i] for i in split_test_indices(len(chosen))]
    elif split != "all":
        raise ConfigError(f"unknown split {split!r}; expected all or test")
    if sample is not None and sample < len(chosen):
        picked = sorted(random.Random(seed).sample(range(len(chosen)), sample))
        chosen = [chosen[i] for i in picked]
    return chosen[:limit] if limit is not None else chosen


def gold_graph(item: EvalItem, types: RelationTypes | None = None) -> PseudoQueryGraph:
    """The pseudo query graph the item's gold path walks (MetaQA question type or path);
    `types` (the KG's) types a path's variables."""
    if item.path:
        return pathquestion_graph("#".join(item.path), types)
    if item.qtype:
        return metaqa_graph(item.question, item.qtype)
    raise ConfigError(f"no gold path or question type for {item.question!r}: cannot use gold")


# --- noise -------------------------------------------------------------------------------

NOISE_KINDS = (
    "missing_hop",
    "extra_hop",
    "reverse",
    "wrong_relation",
    "paraphrase",
    "wrong_type",
    "missing_type",
)
"""Perturbations, in the order they are tried on a graph."""

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

    def describe(self) -> str:
        """The spec written back, in NOISE_KINDS order."""
        return ",".join(f"{k}={self.rates[k]:g}" for k in NOISE_KINDS if k in self.rates)


@dataclass(frozen=True)
class Vocabulary:
    """Relation and type texts wrong relations and types are drawn from."""

    relations: tuple[str, ...]
    types: tuple[str, ...]
    relation_types: RelationTypes | None = None

    @classmethod
    def from_catalog(cls, catalog: SchemaCatalog) -> Vocabulary:
        """The KG's own relation texts and type texts, and the types its relations link."""
        relations = tuple(dict.fromkeys(catalog.relation_texts[r] for r in catalog.relations))
        linked = RelationTypes.from_edges(
            (e.source, e.relation, e.target, e.support) for e in catalog.edges
        )
        return cls(relations, tuple(dict.fromkeys(type_text(t) for t in catalog.types)), linked)


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


PERTURBATIONS: dict[str, Perturb] = {
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


# --- metrics -----------------------------------------------------------------------------


def normalise(text: str) -> str:
    """Case-folded, underscores as spaces, whitespace collapsed."""
    return " ".join(text.replace("_", " ").casefold().split())


def hits_at_1(answers: Sequence[str], gold: Iterable[str]) -> float:
    """1.0 when the first answer matches any gold answer."""
    return float(bool(answers) and normalise(answers[0]) in {normalise(g) for g in gold})


def set_f1(answers: Iterable[str], gold: Iterable[str]) -> float:
    """F1 of the answer set against the gold set (0 when either is empty)."""
    predicted, wanted = {normalise(a) for a in answers}, {normalise(g) for g in gold}
    common = len(predicted & wanted)
    if not common:
        return 0.0
    precision, recall = common / len(predicted), common / len(wanted)
    return 2 * precision * recall / (precision + recall)


def answer_recall(found: Iterable[str], gold: Iterable[str]) -> float:
    """Share of the gold answers among `found` (the retrieved evidence's answer names)."""
    wanted = {normalise(g) for g in gold}
    if not wanted:
        return 0.0
    return len(wanted & {normalise(f) for f in found}) / len(wanted)


@dataclass
class ItemRecord:
    """One question's outcome in one run."""

    index: int
    line: int | None
    question: str
    gold: list[str]
    answers: list[str]
    hits1: float
    f1: float
    recall: float
    no_answer: bool
    hops: int | None
    qtype: str | None
    reachable: bool | None
    timings: dict[str, float]
    llm_calls: int = 0
    llm_tokens: int = 0
    noise: list[str] = field(default_factory=list)
    graph: dict[str, Any] | None = None
    error: str | None = None


def score_item(
    index: int, item: EvalItem, result: AnswerResult, noise: Sequence[str] = ()
) -> ItemRecord:
    """Score one answer against the item's gold answers."""
    found = [e.names.get(e.answer, e.answer) for e in result.evidence]
    return ItemRecord(
        index=index,
        line=item.line,
        question=item.question,
        gold=item.answers,
        answers=result.answers,
        hits1=hits_at_1(result.answers, item.answers),
        f1=set_f1(result.answers, item.answers),
        recall=answer_recall(found, item.answers),
        no_answer=not result.answers,
        hops=item.hops,
        qtype=item.qtype,
        reachable=item.reachable,
        timings={k: round(v, 3) for k, v in result.timings.items()},
        llm_calls=result.llm.calls,
        llm_tokens=result.llm.prompt_tokens + result.llm.completion_tokens,
        noise=list(noise),
        graph=result.pseudo_graph.model_dump(exclude={"plan"}) if result.pseudo_graph else None,
    )


def failed_item(
    index: int, item: EvalItem, error: SafeError, total_ms: float, noise: Sequence[str] = ()
) -> ItemRecord:
    """The record of a question the pipeline refused or timed out on (scored as no answer;
    its time until the failure counts as its total latency)."""
    return ItemRecord(
        index=index,
        line=item.line,
        question=item.question,
        gold=item.answers,
        answers=[],
        hits1=0.0,
        f1=0.0,
        recall=0.0,
        no_answer=True,
        hops=item.hops,
        qtype=item.qtype,
        reachable=item.reachable,
        timings={"total": round(total_ms, 3)},
        noise=list(noise),
        error=str(error),
    )


def evaluate(
    qa: SafeQA,
    items: Sequence[EvalItem],
    graphs: Sequence[Noised] | None = None,
    advance: Callable[[], None] = lambda: None,
) -> list[ItemRecord]:
    """Ask every item (with its given pseudo graph, if any) and score the answers."""
    records = []
    for index, item in enumerate(items):
        given = graphs[index] if graphs is not None else None
        noise = given.applied if given is not None else ()
        started = time.perf_counter()
        try:
            result = qa.ask(item.question, given.graph if given is not None else None)
            records.append(score_item(index, item, result, noise))
        except SafeError as exc:
            elapsed = (time.perf_counter() - started) * 1000
            records.append(failed_item(index, item, exc, elapsed, noise))
        advance()
    return records


# --- aggregates --------------------------------------------------------------------------


@dataclass(frozen=True)
class Scores:
    """Mean metrics over a set of records, and latency percentiles per stage (ms)."""

    n: int
    hits1: float
    f1: float
    recall: float
    no_answer: float
    errors: int
    latency: dict[str, dict[str, float]]
    llm_calls: float
    llm_tokens: float

    @classmethod
    def of(cls, records: Sequence[ItemRecord]) -> Scores:
        """Aggregate `records` (an empty set scores 0)."""

        def mean(values: Iterable[float]) -> float:
            array = np.fromiter(values, dtype=float)
            return round(float(array.mean()), 4) if array.size else 0.0

        latency = {}
        for stage in STAGES:
            values = [r.timings[stage] for r in records if stage in r.timings]
            if values:
                p50, p95 = np.percentile(values, [50, 95])
                latency[stage] = {
                    "p50": round(float(p50), 2),
                    "p95": round(float(p95), 2),
                    "mean": round(float(np.mean(values)), 2),
                }
        return cls(
            n=len(records),
            hits1=mean(r.hits1 for r in records),
            f1=mean(r.f1 for r in records),
            recall=mean(r.recall for r in records),
            no_answer=mean(float(r.no_answer) for r in records),
            errors=sum(r.error is not None for r in records),
            latency=latency,
            llm_calls=mean(r.llm_calls for r in records),
            llm_tokens=mean(r.llm_tokens for r in records),
        )


def _grouped(
    records: Sequence[ItemRecord], keys: Callable[[ItemRecord], Sequence[str] | None]
) -> dict[str, Scores]:
    groups: dict[str, list[ItemRecord]] = {}
    for record in records:
        for name in keys(record) or ():
            groups.setdefault(name, []).append(record)
    return {name: Scores.of(group) for name, group in sorted(groups.items())}


@dataclass(frozen=True)
class Breakdown:
    """Scores overall, per hop count, per question type and per perturbation (an item
    counts under each perturbation it went through; `none` = unperturbed)."""

    overall: Scores
    by_hops: dict[str, Scores]
    by_qtype: dict[str, Scores]
    by_noise: dict[str, Scores]

    @classmethod
    def of(cls, records: Sequence[ItemRecord]) -> Breakdown:
        """Aggregate `records` every way."""
        noised = any(r.noise for r in records)
        return cls(
            overall=Scores.of(records),
            by_hops=_grouped(records, lambda r: None if r.hops is None else [str(r.hops)]),
            by_qtype=_grouped(records, lambda r: [r.qtype] if r.qtype else None),
            by_noise=_grouped(records, lambda r: r.noise or ["none"]) if noised else {},
        )


@dataclass(frozen=True)
class RunResult:
    """One configuration's records and their aggregates; `reachable` is the subset whose
    gold answers the KB holds (MetaQA's kbcheck), when known."""

    name: str
    options: dict[str, Any]
    records: list[ItemRecord]
    full: Breakdown
    reachable: Breakdown | None

    @classmethod
    def of(cls, name: str, options: dict[str, Any], records: list[ItemRecord]) -> RunResult:
        """Aggregate a run's records."""
        known = [r for r in records if r.reachable is not None]
        reachable = Breakdown.of([r for r in known if r.reachable]) if known else None
        return cls(name, options, records, Breakdown.of(records), reachable)

    def sets(self) -> list[tuple[str, Breakdown]]:
        """(label, breakdown) of the full set, then the reachable subset if known."""
        found = [("full", self.full)]
        if self.reachable is not None:
            found.insert(0, ("reachable", self.reachable))
        return found


@dataclass
class EvalReport:
    """A whole evaluation: its configuration and one result per run."""

    config: dict[str, Any]
    runs: list[RunResult]

    def as_dict(self, records: bool = True) -> dict[str, Any]:
        """Plain data for report.json (`records=False` leaves out the per-item records)."""
        runs = []
        for run in self.runs:
            data = asdict(run)
            if not records:
                data.pop("records")
            runs.append(data)
        return {"config": self.config, "runs": runs}


# --- report files ------------------------------------------------------------------------


def _table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> list[str]:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return lines


def _pct(value: float) -> str:
    return f"{100 * value:.1f}"


def markdown(report: EvalReport) -> str:
    """report.md: the configuration, then tables of scores, per hop, latency, per qtype."""
    config = report.config
    lines = [f"# safe eval: {Path(str(config.get('questions', ''))).name}", ""]
    lines += [f"- {key}: `{json.dumps(value)}`" for key, value in config.items()]
    lines += ["", "## Scores (%)", ""]
    lines += _table(
        ["run", "set", "n", "Hits@1", "F1", "answer recall", "no answer", "errors",
         "total p50 ms", "total p95 ms"],
        [
            [run.name, label, b.overall.n, _pct(b.overall.hits1), _pct(b.overall.f1),
             _pct(b.overall.recall), _pct(b.overall.no_answer), b.overall.errors,
             b.overall.latency.get("total", {}).get("p50", "-"),
             b.overall.latency.get("total", {}).get("p95", "-")]
            for run in report.runs
            for label, b in run.sets()
        ],
    )  # fmt: skip
    hops = sorted({h for run in report.runs for h in run.full.by_hops}, key=int)
    if hops:
        lines += ["", "## Hits@1 per hop count (%)", ""]
        lines += _table(
            ["run", "set", *[f"{h}-hop" for h in hops]],
            [
                [run.name, label, *[_pct(b.by_hops[h].hits1) if h in b.by_hops else "-"
                                    for h in hops]]
                for run in report.runs
                for label, b in run.sets()
            ],
        )  # fmt: skip
    lines += ["", "## Latency per stage, p50 / p95 (ms)", ""]
    lines += _table(
        ["run", *STAGES],
        [
            [run.name, *[f"{s['p50']} / {s['p95']}" if (s := run.full.overall.latency.get(st))
                         else "-" for st in STAGES]]
            for run in report.runs
        ],
    )  # fmt: skip
    qtypes = sorted({q for run in report.runs for q in run.full.by_qtype})
    if qtypes:
        lines += ["", "## Hits@1 per question type (%), full / reachable", ""]
        first = report.runs[0].full.by_qtype
        lines += _table(
            ["qtype", "n", *[run.name for run in report.runs]],
            [
                [q, first[q].n if q in first else "-",
                 *[_hits_cell(run, "by_qtype", q) for run in report.runs]]
                for q in qtypes
            ],
        )  # fmt: skip
    kinds = [k for k in ("none", *NOISE_KINDS) if report.runs and k in report.runs[0].full.by_noise]
    if kinds:
        lines += ["", "## Hits@1 per perturbation (%), items with it; full / reachable", ""]
        first = report.runs[0].full.by_noise
        lines += _table(
            ["perturbation", "items", *[run.name for run in report.runs]],
            [
                [k, first[k].n, *[_hits_cell(run, "by_noise", k) for run in report.runs]]
                for k in kinds
            ],
        )
    return "\n".join(lines) + "\n"


def _hits_cell(run: RunResult, group: str, key: str) -> str:
    """Hits@1 of one group (`by_qtype`, `by_noise`) of a run: full set / reachable subset."""
    full = getattr(run.full, group).get(key)
    reach = getattr(run.reachable, group).get(key) if run.reachable else None
    cell = _pct(full.hits1) if full else "-"
    return f"{cell} / {_pct(reach.hits1)}" if reach else cell


def charts(report: EvalReport, directory: Path) -> list[Path]:
    """latency.png (p50/p95 per stage, per run) and hits_by_hop.png (per hop, per run)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    runs = report.runs
    width = 0.8 / max(len(runs), 1)
    figure, axes = plt.subplots(1, 2, figsize=(12, 4), sharey=True)
    for axis, quantile in zip(axes, ("p50", "p95"), strict=True):
        positions = np.arange(len(STAGES))
        for i, run in enumerate(runs):
            latency = run.full.overall.latency
            values = [latency.get(s, {}).get(quantile, 0.0) for s in STAGES]
            axis.bar(positions + i * width, [v or np.nan for v in values], width, label=run.name)
        axis.set_xticks(positions + width * (len(runs) - 1) / 2, STAGES)
        axis.set_yscale("log")
        axis.set_title(f"latency {quantile} per stage")
        axis.set_ylabel("ms (log scale)")
    axes[0].legend()
    figure.tight_layout()
    written.append(directory / "latency.png")
    figure.savefig(written[-1], dpi=100)
    plt.close(figure)

    sets = [label for label, _ in runs[0].sets()] if runs else []
    hops = sorted({h for run in runs for h in run.full.by_hops}, key=int)
    if hops:
        figure, axes = plt.subplots(1, len(sets), figsize=(6 * len(sets), 4), squeeze=False)
        for axis, label in zip(axes[0], sets, strict=True):
            positions = np.arange(len(hops))
            for i, run in enumerate(runs):
                breakdown = dict(run.sets())[label]
                values = [
                    100 * breakdown.by_hops[h].hits1 if h in breakdown.by_hops else 0.0
                    for h in hops
                ]
                axis.bar(positions + i * width, values, width, label=run.name)
            axis.set_xticks(positions + width * (len(runs) - 1) / 2, [f"{h}-hop" for h in hops])
            axis.set_ylim(0, 100)
            axis.set_ylabel("Hits@1 (%)")
            axis.set_title(f"Hits@1 per hop ({label} set)")
            axis.legend()
        figure.tight_layout()
        written.append(directory / "hits_by_hop.png")
        figure.savefig(written[-1], dpi=100)
        plt.close(figure)
    return written


def write_report(report: EvalReport, directory: Path) -> list[Path]:
    """Write report.json, report.md and the PNG charts into `directory`; their paths."""
    directory.mkdir(parents=True, exist_ok=True)
    json_path, md_path = directory / "report.json", directory / "report.md"
    json_path.write_text(json.dumps(report.as_dict(), indent=1, default=str), encoding="utf-8")
    md_path.write_text(markdown(report), encoding="utf-8")
    return [json_path, md_path, *charts(report, directory)]
