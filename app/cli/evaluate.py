"""`safe eval`: answer a benchmark's questions and write a report of scores and latency."""

from __future__ import annotations

from dataclasses import asdict, replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from app.cli.common import (
    RichProgress,
    db_options,
    emit,
    llm_options,
    matching_options,
    open_graph,
    progress_bars,
    settings_from,
)
from app.config import Settings
from app.datasets.readers import READERS, read_items
from app.datasets.splits import SPLIT_SEED, SPLITS, select_items
from app.eval.metrics import EvalReport, RunResult
from app.eval.noise import PHRASINGS_NEEDED, Noised, NoiseSpec, Vocabulary, gold_graphs
from app.eval.phrasings import Phrasings
from app.eval.report import write_report
from app.eval.runner import evaluate
from app.kg.store.base import GraphStore
from app.planners.encoder_planner import EncoderPlanner
from app.planners.llm import LLMSettings
from app.planners.path_scorer import scorer_kind
from app.safe.adj import ADJOptions
from loaders.formats import FORMATS


def _ensure_kb(
    store: GraphStore, settings: Settings, path: Path, fmt: str, types_file: Path | None
) -> bool:
    """Load `path` unless the graph already holds a complete load of it; whether it loaded."""
    from app.kg.embeddings import Embedder
    from app.kg.load_state import load_state
    from loaders.pipeline import LoadOptions, load_file

    state = load_state(store)
    if (
        state is not None
        and state.get("status") == "complete"
        and Path(str(state.get("file"))).resolve() == path.resolve()
    ):
        return False
    progress = progress_bars(quiet=False)
    with progress:
        load_file(
            store, Embedder(settings.embedding_model, runtime=settings.encoder_runtime), path,
            LoadOptions(fmt=fmt, types_file=types_file), settings.cache_dir,
            RichProgress(progress), models_dir=settings.models_dir,
        )  # fmt: skip
    return True


@click.command("eval")
@click.option(
    "--questions",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    required=True,
    help="question file",
)
@click.option(
    "--format", "fmt", type=click.Choice(list(READERS)), required=True, help="question file format"
)
@click.option(
    "--kb",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="load this KB first (skipped if the graph holds it)",
)
@click.option("--kb-format", type=click.Choice(FORMATS), help="format of --kb")
@click.option(
    "--kb-types",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="entity<TAB>type file for --kb",
)
@click.option(
    "--limit", type=int, help="evaluate only the first N questions (after split and sample)"
)
@click.option("--sample", type=int, help="a seeded random sample of N questions")
@click.option("--seed", default=0, show_default=True, help="seed of --sample and --noise")
@click.option(
    "--split",
    type=click.Choice(["all", *SPLITS]),
    default="all",
    show_default=True,
    help=f"train, dev or test: that part of an 8:1:1 split (seed {SPLIT_SEED})",
)
@click.option(
    "--planner",
    type=click.Choice(["llm", "encoder", "gold"]),
    default="encoder",
    show_default=True,
    help="gold: pseudo graphs written from the gold paths",
)
@click.option("--untrained", is_flag=True, help="encoder planner without a trained path scorer")
@click.option(
    "--scorer",
    "scorer_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="the encoder planner's path scorer file: this graph's or a general one",
)
@matching_options
@click.option(
    "--noise",
    "noise_spec",
    help="perturb gold graphs, e.g. paraphrase=0.3,reverse=0.2 (needs --planner gold)",
)
@click.option(
    "--phrasings",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="JSON of relation phrasings and type words an LLM uses, for llm_relation/llm_type noise",
)
@click.option(
    "--compare", is_flag=True, help="run safe, exact and safe --no-types on the same items"
)
@click.option(
    "--report",
    "report_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="write report.json, report.md and charts here",
)
@llm_options
@click.option("--json", "as_json", is_flag=True, help="print the aggregates as JSON")
@db_options
def eval_command(questions: Path, fmt: str, kb: Path | None, kb_format: str | None,
                 kb_types: Path | None, limit: int | None, sample: int | None, seed: int,
                 split: str, planner: str, untrained: bool, scorer_file: Path | None, mode: str, no_types: bool,
                 noise_spec: str | None,
                 phrasings: Path | None, compare: bool, k_retrieval: int, report_dir: Path | None,
                 llm_base_url: str | None, llm_model: str | None, llm_api_key: str | None,
                 as_json: bool, **db: Any) -> None:  # fmt: skip
    """Answer a benchmark's questions, score them (Hits@1, F1, answer recall) and report."""
    from app.qa import QAOptions, build_qa

    if kb is not None and kb_format is None:
        raise click.UsageError("--kb needs --kb-format")
    if noise_spec and planner != "gold":
        raise click.UsageError("--noise perturbs gold graphs: use it with --planner gold")
    if untrained and scorer_file:
        raise click.UsageError("--untrained and --scorer exclude each other")
    noise = NoiseSpec.parse(noise_spec) if noise_spec else None
    wording = Phrasings.load(phrasings) if phrasings else None
    if noise and noise.needs_phrasings and wording is None:
        raise click.UsageError(PHRASINGS_NEEDED)
    settings = settings_from(**db)
    items = select_items(
        read_items(questions, fmt), split=split, sample=sample, seed=seed, limit=limit
    )
    if not items:
        raise click.UsageError(f"no questions selected from {questions}")
    base = QAOptions(adj=ADJOptions(use_types=not no_types), mode=mode, k_retrieval=k_retrieval)  # type: ignore[arg-type]
    runs = {f"{mode}{'-no-types' if no_types else ''}": base}
    if compare:
        runs = {
            "safe": replace(base, mode="safe", adj=ADJOptions()),
            "exact": replace(base, mode="exact", adj=ADJOptions()),
            "safe-no-types": replace(base, mode="safe", adj=ADJOptions(use_types=False)),
        }
    llm = LLMSettings.resolve(base_url=llm_base_url, api_key=llm_api_key, model=llm_model)
    results = []
    with open_graph(settings) as store:
        loaded = _ensure_kb(store, settings, kb, kb_format, kb_types) if kb and kb_format else None
        progress = progress_bars(quiet=as_json)
        graphs: list[Noised] | None = None
        path_scorer: str | None = None  # the encoder planner's: `scorer_kind`
        with progress:
            for name, options in runs.items():
                # a fresh pipeline per run, so that no run answers from another's caches
                qa = build_qa(
                    store, settings, options, llm,
                    planner="none" if planner == "gold" else planner,
                    answerer="auto" if planner == "llm" else "extract",
                    trained_scorer=not untrained, scorer_file=scorer_file,
                )  # fmt: skip
                if isinstance(qa.planner, EncoderPlanner):
                    path_scorer = scorer_kind(qa.planner.scorer)
                qa.embedder.encode_uncached(["warm up"])  # keep first-call costs out of timings
                if planner == "gold" and graphs is None:
                    vocabulary = Vocabulary.from_catalog(qa.catalog, wording)
                    graphs = gold_graphs(items, noise, vocabulary, seed)
                task = progress.add_task(name, total=len(items))
                records = evaluate(qa, items, graphs, partial(progress.advance, task))
                results.append(RunResult.of(name, asdict(options), records))
    config = {
        "questions": str(questions),
        "format": fmt,
        "kb": str(kb) if kb else None,
        "kb_loaded_now": loaded,
        "db": settings.db,
        "graph": settings.graph,
        "embedding_model": settings.embedding_model,
        "planner": planner,
        "path_scorer": path_scorer,
        "llm_model": llm.model if llm else None,
        "runs": list(runs),
        "split": split,
        "split_seed": SPLIT_SEED if split in SPLITS else None,
        "sample": sample,
        "seed": seed,
        "limit": limit,
        "noise": noise.describe() if noise else None,
        "phrasings": str(phrasings) if phrasings else None,
        "noise_seed": seed if noise else None,
        "items": len(items),
        "created": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    report = EvalReport(config, results)
    written = write_report(report, report_dir) if report_dir else []
    if as_json:
        emit({**report.as_dict(records=False), "files": [str(p) for p in written]})
        return
    table = Table(title=f"safe eval: {questions.name}, {len(items)} questions, planner {planner}")
    for column in ("run", "set", "n", "Hits@1", "F1", "recall", "no answer", "p50 ms", "p95 ms"):
        text = column in ("run", "set")
        table.add_column(column, justify="left" if text else "right", no_wrap=text)
    for run in results:
        for label, breakdown in run.sets():
            s = breakdown.overall
            total = s.latency.get("total", {})
            table.add_row(
                run.name, label, str(s.n), f"{100 * s.hits1:.1f}", f"{100 * s.f1:.1f}",
                f"{100 * s.recall:.1f}", f"{100 * s.no_answer:.1f}",
                str(total.get("p50", "-")), str(total.get("p95", "-")),
            )  # fmt: skip
    Console().print(table)
    for path in written:
        click.echo(f"wrote {path}")
