"""Fit SemDist's constants (bridge cost, contraction cost, type weight) on the training
splits of the shared benchmarks, with gold pseudo graphs worded as an LLM words them, alone
and with structural noise (each a set of its own), and print/write the search (see
`app.eval.cost_fitting`).

Uses the train part of the fixed 8:1:1 split (seed 0) of MetaQA 2/3-hop, PQ-3H, PQL-2H and
PQL-3H; the README's ablation scores the test part. Each KB is loaded into its own graph
of the embedded FalkorDB under --home unless that graph already holds it.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from shared_sets import DATASETS, STRUCTURE, WORDING, missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--home", type=Path, help="embedded server's data directory")
    parser.add_argument("--sample", type=int, default=40, help="training questions per set")
    parser.add_argument(
        "--noise",
        action="append",
        help="a noise spec; each is a fitting condition (default: LLM wording alone, and "
        "LLM wording with structural noise)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="write the search here")
    args = parser.parse_args()
    absent = missing()
    if absent:
        print(f"skipped: benchmark data absent for {', '.join(absent)} (../shared/data)")
        return 0

    from app.config import Settings
    from app.datasets.readers import read_items
    from app.datasets.splits import select_items
    from app.eval.cost_fitting import FitPoint, FitSet, fit_costs
    from app.eval.noise import NoiseSpec, Vocabulary, gold_graphs
    from app.eval.phrasings import Phrasings
    from app.kg.embeddings import Embedder
    from app.kg.load_state import load_state
    from app.kg.store import open_store
    from app.qa import QAOptions, build_qa
    from loaders.pipeline import LoadOptions, load_file

    conditions = args.noise or [WORDING, f"{WORDING},{STRUCTURE}"]
    start = QAOptions()
    sets = []
    stores = []
    for dataset in DATASETS:
        settings = Settings().with_options(graph=dataset.graph, home=args.home)
        store = open_store(settings)
        stores.append(store)
        state = load_state(store)
        if (
            not state
            or state.get("status") != "complete"
            or (Path(str(state.get("file"))).resolve() != dataset.kb.resolve())
        ):
            print(f"loading {dataset.kb.name} into graph {dataset.graph} (once) ...", flush=True)
            options = LoadOptions(fmt=dataset.kb_format)
            load_file(
                store, Embedder(), dataset.kb, options, settings.cache_dir,
                models_dir=settings.models_dir,
            )  # fmt: skip
        qa = build_qa(store, settings, start, None, planner="none", answerer="extract")
        items = select_items(
            read_items(dataset.questions, dataset.fmt),
            split="train",
            sample=args.sample,
            seed=args.seed,
        )
        vocabulary = Vocabulary.from_catalog(qa.catalog, Phrasings.load(dataset.phrasings))
        for number, condition in enumerate(conditions, 1):
            graphs = gold_graphs(items, NoiseSpec.parse(condition), vocabulary, args.seed)
            sets.append(FitSet(f"{dataset.name}/{number}", qa, items, graphs))

    def show(point: FitPoint) -> None:
        costs = " ".join(f"{k}={v:g}" for k, v in point.costs.items())
        per_set = " ".join(f"{k} {v:.1f}" for k, v in point.hits1.items())
        print(f"{costs}: mean {point.mean:.2f} ({per_set})", flush=True)

    report = fit_costs(sets, start, on_point=show)
    print("chosen:", json.dumps(report.chosen))
    for store in stores:
        store.close()
    if args.json:
        figures = {
            "conditions": conditions,
            "sample_per_set": args.sample,
            "split": "train",
            "seed": args.seed,
            **report.as_dict(),
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
