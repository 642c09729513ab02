"""Answer metrics (Hits@1, set F1, answer recall), per-question records and their aggregates
overall, per hop count, per question type and per perturbation."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

STAGES = ("plan", "encode", "link", "adj", "retrieve", "answer", "total")
"""Stages SafeQA times, in pipeline order."""


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
