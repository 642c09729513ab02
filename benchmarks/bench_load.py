"""Benchmark `safe load` on MetaQA's KB (../shared/data/metaqa/kb.txt) on the embedded FalkorDB.

Prints seconds per phase and the whole wall time (model load included); `--json` writes them.
Target on a 2-core machine: the whole load, embeddings included, under 90 s.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_KB = ROOT.parent / "shared" / "data" / "metaqa" / "kb.txt"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kb", type=Path, default=DEFAULT_KB)
    parser.add_argument("--format", default="metaqa")
    parser.add_argument("--hnsw-ef", type=int, default=64)
    parser.add_argument("--json", type=Path, help="write the figures here")
    args = parser.parse_args()
    if not args.kb.is_file():
        print(f"skipped: {args.kb} is absent (benchmark data lives in ../shared/data)")
        return 0

    started = time.perf_counter()
    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.kg.store import EmbeddedServer, open_store
    from app.kg.store.dialect import HnswOptions
    from loaders.pipeline import LoadOptions, load_file

    home = Path(tempfile.mkdtemp(prefix="safe-bench-", dir="/tmp"))
    settings = Settings(db="embedded", graph="bench", home=home)
    try:
        embedder = Embedder()
        model_s = time.perf_counter() - started
        _ = embedder.dimension
        store = open_store(settings)
        options = LoadOptions(fmt=args.format, hnsw=HnswOptions(ef_construction=args.hnsw_ef))
        report = load_file(store, embedder, args.kb, options, settings.cache_dir)
        store.close()
        wall = time.perf_counter() - started
    finally:
        EmbeddedServer(home / "falkordb").stop()
        shutil.rmtree(home, ignore_errors=True)

    figures = {
        "kb": str(args.kb),
        "triples": report.triples,
        "entities": report.entities,
        "types": report.types,
        "schema_edges": report.schema_edges,
        "seconds_per_phase": report.seconds,
        "model_load_s": round(model_s, 2),
        "wall_s": round(wall, 2),
        "target_s": 90,
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }
    for phase, seconds in report.seconds.items():
        print(f"{phase:<18} {seconds:8.2f} s")
    print(
        f"{'wall (all in)':<18} {wall:8.2f} s   target < 90 s: {'met' if wall < 90 else 'MISSED'}"
    )
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
