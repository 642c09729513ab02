"""Measure a general path scorer as a new user would get it: leave-one-dataset-out Hits@1
on the shared data (MetaQA, PQ, PQL).

For each dataset family, a scorer is trained on the training splits of the other
families only and `safe eval` asks the left-out family's test split with it (a seeded
sample per question set), beside the untrained planner on the same questions. Then one
scorer is trained on every family and asked the same way; `--save FILE` keeps it (for
`safe eval --scorer FILE`).

    python benchmarks/general_scorer.py [--sample 300] [--save FILE] [--json reports/general.json]
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.shared_sets import QUESTION_SETS, Dataset, missing  # noqa: E402


def ask(dataset: Dataset, sample: int, scorer: Path | None) -> dict[str, float]:
    """`safe eval` of the set's test split: Hits@1 (reachable subset where the report has
    one, else all) and p50 ms, with `scorer` or untrained."""
    command = [
        sys.executable, "-c", "from app.cli.main import main; main()", "eval",
        "--questions", str(dataset.questions), "--format", dataset.fmt,
        "--kb", str(dataset.kb), "--kb-format", dataset.kb_format, "--graph", dataset.graph,
        "--split", "test", "--sample", str(sample), "--json",
        *(["--scorer", str(scorer)] if scorer else ["--untrained"]),
    ]  # fmt: skip
    done = subprocess.run(command, check=True, capture_output=True, text=True, env=os.environ)
    run = json.loads(done.stdout)["runs"][0]
    part = run.get("reachable") or run["full"]
    return {
        "hits1": round(100 * part["overall"]["hits1"], 1),
        "p50_ms": part["overall"]["latency"]["total"]["p50"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sample", type=int, default=300, help="test questions per set")
    parser.add_argument("--max-examples", type=int, default=6000, help="per family")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--save", type=Path, help="write the all-family scorer here")
    parser.add_argument(
        "--full", action="store_true", help="train the MLP too, not only the generic weights"
    )
    parser.add_argument(
        "--cache", type=Path, default=Path(tempfile.gettempdir()) / "general-scorer-cache",
        help="prepared training sets are kept here between runs",
    )  # fmt: skip
    parser.add_argument("--skip-untrained", action="store_true")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    absent = missing(QUESTION_SETS)
    if absent:
        print(f"skipped: {', '.join(absent)} absent from ../shared/data", file=sys.stderr)
        return 1
    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.planners.path_scorer import general_fingerprint
    from app.training.general_scorer import QuestionSet, prepare_dataset, train_general

    families: dict[str, list[Dataset]] = {}
    for dataset in QUESTION_SETS:
        families.setdefault(dataset.family, []).append(dataset)
    report: dict[str, dict[str, object]] = {}
    for dataset in QUESTION_SETS:  # also loads any KB the graph lacks
        report[dataset.name] = {}
        if not args.skip_untrained:
            report[dataset.name]["untrained"] = ask(dataset, args.sample, None)
            print(dataset.name, "untrained", report[dataset.name]["untrained"], flush=True)
    settings, embedder = Settings(), Embedder()
    prepared = {}
    args.cache.mkdir(parents=True, exist_ok=True)
    for family, sets in families.items():
        started = time.perf_counter()
        # prepared sets depend on the features and model: their fingerprint is in the name
        version = general_fingerprint(embedder.model_name)[:12]
        kept = args.cache / f"{family}-{args.max_examples}-{version}.pickle"
        if kept.is_file():
            prepared[family] = pickle.loads(kept.read_bytes())
            continue
        question_sets = [QuestionSet(d.graph, d.questions, d.fmt) for d in sets]
        prepared[family] = prepare_dataset(
            settings, question_sets, embedder, max_examples=args.max_examples
        )
        kept.write_bytes(pickle.dumps(prepared[family]))
        print(f"prepared {family}: {len(prepared[family].counts)} questions, "
              f"{time.perf_counter() - started:.0f} s", flush=True)  # fmt: skip
    folder = Path(tempfile.mkdtemp(prefix="general-scorer-"))
    timings = {}
    for left_out in [*families, None]:
        chosen = {name: data for name, data in prepared.items() if name != left_out}
        scorer = train_general(
            chosen, embedder.model_name, epochs=args.epochs, generic=not args.full
        )
        timings[left_out or "all"] = scorer.meta["seconds"]
        path = folder / f"without-{left_out or 'none'}.npz"
        scorer.save(path)
        for dataset in QUESTION_SETS:
            if left_out is None or dataset.family == left_out:
                key = "all_families" if left_out is None else "left_out"
                report[dataset.name][key] = ask(dataset, args.sample, path)
                print(dataset.name, key, report[dataset.name][key], flush=True)
        if left_out is None and args.save:
            scorer.save(args.save)
            print(f"wrote {args.save} ({args.save.stat().st_size} bytes)")
    averages = {}
    for key in ("untrained", "left_out", "all_families")[args.skip_untrained :]:
        by_family = [
            sum(report[d.name][key]["hits1"] for d in sets) / len(sets)  # type: ignore[index]
            for sets in families.values()
        ]
        averages[key] = round(sum(by_family) / len(by_family), 1)
    print("average over families (sets within a family averaged first):", averages)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        summary = {"sample": args.sample, "sets": report, "averages": averages,
                   "training_seconds": timings}  # fmt: skip
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
