"""Report files of an evaluation: report.md (tables), charts (PNG) and report.json."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from app.eval.metrics import STAGES, EvalReport, RunResult
from app.eval.noise import NOISE_KINDS


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
