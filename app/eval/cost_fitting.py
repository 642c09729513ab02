"""Fit SemDist's constants (bridge cost, contraction cost, type weight) on training questions.

Coordinate search: starting from the current options, each constant in turn takes every
value of its grid while the others stay fixed, and keeps the value of best mean Hits@1
over the fitting sets (the macro mean, so that a large dataset does not outvote a small
one; ties keep the earlier value). Every point runs the real pipeline, so the search
bounds and pruning that depend on the costs are measured as they act.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from app.datasets.readers import EvalItem
from app.eval.metrics import Scores
from app.eval.noise import Noised
from app.eval.runner import evaluate
from app.qa import QAOptions, SafeQA

FITTED = ("bridge_cost", "contract_cost", "type_weight")
"""The QAOptions fields the search fits."""

DEFAULT_GRID: dict[str, tuple[float, ...]] = {
    "bridge_cost": (0.1, 0.25, 0.5),
    "contract_cost": (0.0, 0.5, 1.0),
    "type_weight": (0.5, 1.0, 2.0),
}


@dataclass
class FitSet:
    """One dataset's training questions, their pseudo graphs and the pipeline over its KG."""

    name: str
    qa: SafeQA
    items: Sequence[EvalItem]
    graphs: Sequence[Noised]


@dataclass(frozen=True)
class FitPoint:
    """The constants tried at one step and the Hits@1 (%) they scored per set."""

    costs: dict[str, float]
    hits1: dict[str, float]

    @property
    def mean(self) -> float:
        """Macro mean Hits@1 over the sets."""
        return round(sum(self.hits1.values()) / len(self.hits1), 2) if self.hits1 else 0.0


@dataclass
class FitReport:
    """Every point tried, in order, and the constants chosen."""

    chosen: dict[str, float]
    points: list[FitPoint] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        """JSON-ready form."""
        return {
            "chosen": self.chosen,
            "points": [{"costs": p.costs, "hits1": p.hits1, "mean": p.mean} for p in self.points],
        }


def score_point(sets: Sequence[FitSet], options: QAOptions) -> dict[str, float]:
    """Hits@1 (%) of every set answered with `options`."""
    scores = {}
    for fit_set in sets:
        fit_set.qa.options = options
        records = evaluate(fit_set.qa, fit_set.items, fit_set.graphs)
        scores[fit_set.name] = round(100 * Scores.of(records).hits1, 2)
    return scores


def _with_costs(options: QAOptions, costs: dict[str, float]) -> QAOptions:
    return replace(
        options,
        bridge_cost=costs["bridge_cost"],
        contract_cost=costs["contract_cost"],
        type_weight=costs["type_weight"],
    )


def fit_costs(
    sets: Sequence[FitSet],
    start: QAOptions,
    grid: dict[str, tuple[float, ...]] | None = None,
    on_point: Callable[[FitPoint], None] = lambda point: None,
) -> FitReport:
    """One round of coordinate search over `grid` (default `DEFAULT_GRID`) from `start`."""
    grid = grid or DEFAULT_GRID
    current = {name: float(getattr(start, name)) for name in FITTED}
    tried: dict[tuple[float, ...], FitPoint] = {}
    report = FitReport(chosen=dict(current))
    for name in FITTED:
        best: FitPoint | None = None
        for value in grid[name]:
            costs = current | {name: value}
            key = tuple(costs[n] for n in FITTED)
            if key not in tried:
                point = FitPoint(costs, score_point(sets, _with_costs(start, costs)))
                tried[key] = point
                report.points.append(point)
                on_point(point)
            if best is None or tried[key].mean > best.mean:
                best = tried[key]
        assert best is not None
        current = dict(best.costs)
    report.chosen = current
    return report
