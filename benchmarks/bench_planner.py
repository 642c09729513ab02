"""Benchmark the encoder planner: top-1 relation path accuracy and latency per question.

Usage::

    SAFE_HOME=/tmp/enc-home safe load ../shared/data/metaqa/kb.txt --format metaqa
    python benchmarks/bench_planner.py --format metaqa \\
        ../shared/data/metaqa/{1,2,3}-hop/qa_dev.txt [--graph kg] [--sample 500]
        [--no-train] [--epochs 6] [--max-examples 8000] [--seed 0] [--split-seed 0]
        [--warm-cache] [--save] [--json PATH]

Each question file is split 8:1:1 with `--split-seed` (see
`app.planners.path_scorer.split_examples`); the first `--sample` questions
of the evaluated split are scored untrained (cosine), then with a scorer trained on the
training splits of all files. A question counts as right when the top hypothesis is one
path whose (relation, direction) steps equal the gold path. Latency is the planner's
wall time per question (linking, encoding, scoring), after the path embeddings are built,
with every question text encoded anew unless `--warm-cache`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.config import Settings
from app.datasets.gold_paths import EVAL_SPLIT, FORMATS, read_examples, split_examples
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.entity_vectors import EntitySearch
from app.kg.store import open_store
from app.planners.encoder_planner import EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.planners.path_scorer import scorer_file
from app.training.path_scorer_training import Evaluation, evaluate, train_from_file


class _Uncached(Embedder):
    """Encodes every text anew, so latencies are those of unseen questions."""

    def __init__(self, model: Embedder) -> None:
        super().__init__(model.model_name)
        self._model = model.model

    def encode(self, texts: Sequence[str], batch_size: int = 128) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return self.encode_uncached(texts, batch_size)


def _figures(result: Evaluation) -> dict[str, Any]:
    return {
        "accuracy": round(result.accuracy, 4),
        "p50_ms": round(result.latency_ms(50), 1),
        "p95_ms": round(result.latency_ms(95), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("questions", nargs="+", type=Path, help="question files")
    parser.add_argument("--format", dest="fmt", choices=FORMATS, required=True)
    parser.add_argument("--graph", help="graph name [SAFE_GRAPH]")
    parser.add_argument("--db", help="database [SAFE_DB]")
    parser.add_argument("--home", help="embedded server home [SAFE_HOME]")
    parser.add_argument("--sample", type=int, default=500, help="evaluated questions per file")
    parser.add_argument("--no-train", action="store_true", help="untrained figures only")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--max-examples", type=int, default=8000, help="training questions")
    parser.add_argument("--seed", type=int, default=0, help="training seed")
    parser.add_argument("--split-seed", type=int, default=0)
    parser.add_argument("--max-hops", type=int, default=3)
    parser.add_argument(
        "--warm-cache", action="store_true", help="keep the embedder's LRU cache of texts"
    )
    parser.add_argument("--save", action="store_true", help="save the scorer in the cache")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()

    settings = Settings().with_options(graph=args.graph, db=args.db, home=args.home)
    embedder = Embedder(settings.embedding_model)
    report: dict[str, Any] = {
        "graph": settings.graph,
        "format": args.fmt,
        "split": EVAL_SPLIT[args.fmt],
        "split_seed": args.split_seed,
        "sample": args.sample,
        "files": {},
    }
    with open_store(settings) as store:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        linker = EntityLinker(
            store, embedder, EntitySearch.for_graph(store, embedder, settings.models_dir)
        )
        planner = EncoderPlanner(store, catalog, embedder, linker, max_hops=args.max_hops)
        started = time.perf_counter()
        for type_ in catalog.types:
            planner.paths_from(type_)
        report["path_embeddings_s"] = round(time.perf_counter() - started, 1)
        report["paths"] = sum(len(planner.paths_from(t).paths) for t in catalog.types)
        if not args.warm_cache:  # path embeddings stay cached in the planner
            planner.embedder = linker.embedder = _Uncached(embedder)
        held_out = {}
        for path in args.questions:
            splits = split_examples(read_examples(path, args.fmt), args.fmt, args.split_seed)
            held_out[str(path)] = splits[EVAL_SPLIT[args.fmt]][: args.sample]
        for name, examples in held_out.items():
            result = evaluate(planner, examples)
            report["files"][name] = {"questions": len(examples), "untrained": _figures(result)}
            print(f"{name}: untrained {_figures(result)}", flush=True)
        if not args.no_train:
            trained = train_from_file(
                args.questions,
                args.fmt,
                planner,
                epochs=args.epochs,
                seed=args.seed,
                split_seed=args.split_seed,
                max_examples=args.max_examples,
            )
            report["training"] = trained.scorer.meta
            print(f"training: {trained.scorer.meta}", flush=True)
            if args.save:
                saved = scorer_file(settings.cache_dir, trained.scorer.fingerprint)
                trained.scorer.save(saved)
                report["saved"] = str(saved)
            planner.scorer = trained.scorer
            for name, examples in held_out.items():
                result = evaluate(planner, examples)
                report["files"][name]["trained"] = _figures(result)
                print(f"{name}: trained {_figures(result)}", flush=True)
    print(json.dumps(report, indent=2))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
