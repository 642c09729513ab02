"""Benchmark `safe serve` on the sample KG with the encoder planner (no LLM).

1. Warm `POST /ask` latency over a bounded request loop against 127.0.0.1, beside the same
   questions asked in-process (`SafeQA.ask`) in the same run: the ratio is what HTTP,
   validation and JSON cost. Target: p50 under 30 ms.
2. 20 concurrent clients x 50 questions: errors, and answers that differ from the
   sequential ones. Target: 0 and 0.

Loads the sample KG into an embedded server under --home (a temp dir by default).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import numpy as np
import uvicorn

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.latency import p50_p95  # noqa: E402

SAMPLES = ROOT / "app" / "samples"
QUESTIONS = [
    "Who directed Glass Orchard?",
    "Which country was the director of Glass Orchard born in?",
    "Who starred in Red Dust Road?",
    "Which movies did Mara Lindqvist direct?",
    "Where was Kenji Mori born?",
    "What genre is Winter Atlas?",
    "Who wrote Paper Lanterns?",
    "Which city is Gothenburg in?",
    "Who directed the movies Elena Ruiz starred in?",
    "What language is Salt and Silver in?",
]


def _percentiles(values: list[float]) -> dict[str, float]:
    return {**p50_p95(values), "mean": round(statistics.fmean(values), 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--home", type=Path)
    parser.add_argument("--requests", type=int, default=300, help="warm sequential requests")
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--per-client", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2, help="pipelines of the server")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.kg.store import EmbeddedServer, open_store
    from app.serve.api import app_for_graph
    from loaders.pipeline import LoadOptions, load_file

    home = args.home or Path(tempfile.mkdtemp(prefix="safe-bench-serve-", dir="/tmp"))
    settings = Settings(db="embedded", graph="bench_serve", home=home)
    embedder = Embedder()
    with open_store(settings) as store:
        options = LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv", replace=True)
        load_file(
            store, embedder, SAMPLES / "movies.tsv", options, settings.cache_dir,
            models_dir=settings.models_dir,
        )  # fmt: skip
    app = app_for_graph(settings, None, workers=args.workers, planner="encoder", embedder=embedder)
    pipelines = app.state.pipelines
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    url = f"http://127.0.0.1:{server.servers[0].sockets[0].getsockname()[1]}/ask"

    in_process: list[float] = []
    with pipelines.borrow() as qa:
        sequential = {q: qa.ask(q).answers for q in QUESTIONS}  # warms every cache
        for i in range(args.requests):
            started = time.perf_counter()
            qa.ask(QUESTIONS[i % len(QUESTIONS)])
            in_process.append((time.perf_counter() - started) * 1000)

    http: list[float] = []
    with httpx.Client(timeout=60) as client:
        for i in range(args.requests):
            started = time.perf_counter()
            reply = client.post(url, json={"question": QUESTIONS[i % len(QUESTIONS)]})
            http.append((time.perf_counter() - started) * 1000)
            reply.raise_for_status()

    errors = mismatches = 0
    lock = threading.Lock()

    def client_loop(client_index: int) -> None:
        nonlocal errors, mismatches
        with httpx.Client(timeout=120) as client:
            for i in range(args.per_client):
                question = QUESTIONS[(client_index + i) % len(QUESTIONS)]
                try:
                    reply = client.post(url, json={"question": question})
                    reply.raise_for_status()
                    wrong = reply.json()["answers"] != sequential[question]
                except (httpx.HTTPError, KeyError, ValueError):
                    with lock:
                        errors += 1
                    continue
                if wrong:
                    with lock:
                        mismatches += 1

    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.clients) as pool:
        list(pool.map(client_loop, range(args.clients)))
    concurrent_s = time.perf_counter() - started
    server.should_exit = True
    thread.join()
    app.state.close()
    if args.home is None:
        EmbeddedServer(home / "falkordb").stop()

    total = args.clients * args.per_client
    report = {
        "warm_http_ms": _percentiles(http),
        "warm_in_process_ms": _percentiles(in_process),
        "http_over_in_process_p50": round(
            float(np.percentile(http, 50) / np.percentile(in_process, 50)), 2
        ),
        "concurrent": {
            "clients": args.clients,
            "questions": total,
            "workers": args.workers,
            "errors": errors,
            "answers_differing_from_sequential": mismatches,
            "seconds": round(concurrent_s, 2),
            "questions_per_s": round(total / concurrent_s, 1),
        },
        "targets": {"warm_http_p50_ms": 30, "concurrent_errors": 0, "differing": 0},
    }
    warm = report["warm_http_ms"]
    print(
        f"warm POST /ask    p50 {warm['p50']:7.2f} ms  p95 {warm['p95']:7.2f} ms  "
        f"(in-process SafeQA.ask p50 {report['warm_in_process_ms']['p50']:.2f} ms; "
        f"HTTP / in-process x{report['http_over_in_process_p50']})"
    )
    c = report["concurrent"]
    print(
        f"{c['clients']} clients x {args.per_client} questions: {c['errors']} errors, "
        f"{c['answers_differing_from_sequential']} answers differing from sequential, "
        f"{c['questions_per_s']} questions/s with {c['workers']} workers"
    )
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
