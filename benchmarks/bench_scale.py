"""Scale benchmark (issue 13): `safe load` and `safe ask` on KGs of 1M, 3M and 10M triples.

The KGs keep a real KG's shape: MetaQA's KB (../shared/data/metaqa/kb.txt) replicated as
disjoint copies whose entities are renamed (`The Matrix` -> `The Matrix v3` in copy 3), so
the schema, the degree distribution and the names' wording are MetaQA's; a size is rounded
up to whole copies. Per size, on a fresh embedded FalkorDB:

- the load: seconds per phase (entity vectors `auto`: static at these sizes), the load
  process's peak RSS, and the store's memory after it (redis `used_memory`);
- the store's own bulk insert of the same triples (`falkordb-bulk-insert`, GRAPH.BULK)
  when the `falkordb-bulk-loader` package is installed, and the load's ratio to it;
- planted questions: MetaQA dev questions (1- and 2-hop) asked of a random copy, their
  answers renamed the same way, through the encoder planner (no LLM): p50/p95 latency per
  stage and Hits@1.

Writes `--json` and a PNG (`--png`) of load time, memory and ask p95 against size.
A benchmark, not a test: 10M triples takes long (`--sizes 1000000,3000000,10000000`).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.latency import p50_p95  # noqa: E402

DATA = ROOT.parent / "shared" / "data" / "metaqa"
RETRIEVAL_STAGES = ("encode", "link", "adj", "retrieve")
"""ADJ + retrieval, as bench_retrieval counts it (the planner's time is reported apart)."""


def renamed(name: str, copy: int) -> str:
    """An entity's name in one copy of the KB (copy 0 keeps the original names)."""
    return name if copy == 0 else f"{name} v{copy}"


def write_kb(base: list[tuple[str, str, str]], copies: int, path: Path) -> int:
    """The replicated KB in MetaQA's format; the number of triples written."""
    with path.open("w", encoding="utf-8") as out:
        for copy in range(copies):
            for head, relation, tail in base:
                out.write(f"{renamed(head, copy)}|{relation}|{renamed(tail, copy)}\n")
    return copies * len(base)


def write_bulk_csvs(base: list[tuple[str, str, str]], copies: int, folder: Path) -> list[str]:
    """The same triples as falkordb-bulk-insert's CSV files; its command-line arguments."""
    names = {n: i for i, n in enumerate(dict.fromkeys(x for h, _, t in base for x in (h, t)))}
    per_relation: dict[str, list[tuple[int, int]]] = {}
    for head, relation, tail in base:
        per_relation.setdefault(relation, []).append((names[head], names[tail]))
    args = ["--nodes", str(folder / "Entity.csv")]
    with (folder / "Entity.csv").open("w", encoding="utf-8") as out:
        out.write("id,name\n")
        for copy in range(copies):
            for name, i in names.items():
                quoted = renamed(name, copy).replace('"', '""')
                out.write(f'{copy * len(names) + i},"{quoted}"\n')
    for relation, pairs in per_relation.items():
        path = folder / f"{relation}.csv"
        with path.open("w", encoding="utf-8") as out:
            out.write("src,dst\n")
            for copy in range(copies):
                shift = copy * len(names)
                out.writelines(f"{h + shift},{t + shift}\n" for h, t in pairs)
        args += ["--relations", str(path)]
    return args


def planted(count: int, copies: int, seed: int) -> list[tuple[str, set[str]]]:
    """MetaQA dev questions about a random copy, with the answers that copy gives."""
    rng = random.Random(seed)
    items: list[tuple[str, list[str]]] = []
    for hop in (1, 2):
        for line in (DATA / f"{hop}-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines():
            question, answer_field = line.split("\t")
            items.append((question, answer_field.split("|")))
    chosen = rng.sample(items, count)
    result = []
    for question, answers in chosen:
        copy = rng.randrange(copies)
        start, end = question.index("[") + 1, question.index("]")
        asked = question[:start] + renamed(question[start:end], copy) + question[end:]
        result.append((asked, {renamed(a, copy) for a in answers}))
    return result


def load_once(home: str, kb: str, entity_vectors: str, bulk: bool) -> dict[str, Any]:
    """One load in its own process (so its peak RSS is its own)."""
    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.kg.store import open_store
    from loaders.pipeline import LoadOptions, load_file

    settings = Settings(db="embedded", graph="scale", home=Path(home))
    store = open_store(settings)
    started = time.perf_counter()
    report = load_file(
        store,
        Embedder(),
        Path(kb),
        LoadOptions(fmt="metaqa", replace=True, entity_vectors=entity_vectors, bulk=bulk),
        settings.cache_dir,
        models_dir=settings.models_dir,
    )
    store.close()
    return {
        "seconds": report.seconds,
        "wall_s": round(time.perf_counter() - started, 2),
        "entities": report.entities,
        "triples": report.triples,
        "entity_vectors": report.entity_vectors,
        "writes": report.writes,
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
    }


def store_memory_mib(home: Path) -> float:
    import redis

    from app.kg.store import EmbeddedServer

    client = redis.Redis(unix_socket_path=str(EmbeddedServer(home / "falkordb").socket_path))
    return round(int(client.info("memory")["used_memory"]) / 2**20, 1)


def bulk_insert_s(home: Path, csv_args: list[str]) -> float | None:
    """Seconds falkordb-bulk-insert takes for the same triples (None: not installed)."""
    binary = shutil.which("falkordb-bulk-insert") or str(
        Path(sys.executable).parent / "falkordb-bulk-insert"
    )
    if not Path(binary).exists():
        return None
    from app.kg.store import EmbeddedServer

    socket = EmbeddedServer(home / "falkordb").socket_path
    started = time.perf_counter()
    done = subprocess.run(
        # redis-py's default socket timeout (5 s) cuts off the tool's larger commands
        [binary, "bulk_reference", "-u", f"unix://{socket}?socket_timeout=3600", *csv_args],
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise RuntimeError(f"falkordb-bulk-insert failed: {(done.stdout + done.stderr)[-2000:]}")
    return round(time.perf_counter() - started, 2)


def ask_all(home: Path, questions: list[tuple[str, set[str]]]) -> dict[str, Any]:
    from app.config import Settings
    from app.kg.store import open_store
    from app.qa import QAOptions, build_qa

    settings = Settings(db="embedded", graph="scale", home=home)
    store = open_store(settings)
    qa = build_qa(store, settings, QAOptions(), None, trained_scorer=False)
    qa.ask(questions[0][0])  # first-call costs out of the timings
    stages: dict[str, list[float]] = {}
    retrieval, hits = [], 0
    for question, gold in questions:
        result = qa.ask(question)
        for stage, ms in result.timings.items():
            stages.setdefault(stage, []).append(ms)
        retrieval.append(sum(result.timings.get(s, 0.0) for s in RETRIEVAL_STAGES))
        hits += bool(result.answers) and result.answers[0] in gold
    store.close()

    return {
        "questions": len(questions),
        "hits_at_1": round(hits / len(questions), 4),
        "stages_ms": {stage: p50_p95(values) for stage, values in stages.items()},
        "adj_plus_retrieval_ms": p50_p95(retrieval),
    }


def plot(results: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = [r["triples"] / 1e6 for r in results]
    fig, axes = plt.subplots(1, 3, figsize=(13, 3.8))
    axes[0].plot(sizes, [r["load"]["wall_s"] for r in results], "o-", label="safe load")
    bulk = [r.get("bulk_insert_s") for r in results]
    if all(b is not None for b in bulk):
        axes[0].plot(sizes, bulk, "s--", label="store's bulk insert")
    axes[0].set(title="load time", xlabel="million triples", ylabel="seconds")
    axes[0].legend()
    axes[1].plot(sizes, [r["load"]["peak_rss_mib"] for r in results], "o-", label="load RSS")
    axes[1].plot(sizes, [r["store_mib"] for r in results], "s--", label="store memory")
    axes[1].set(title="memory", xlabel="million triples", ylabel="MiB")
    axes[1].legend()
    for key, label in (("adj_plus_retrieval_ms", "ADJ + retrieval"), ("total", "whole ask")):
        values = [
            (r["ask"][key] if key in r["ask"] else r["ask"]["stages_ms"][key])["p95"]
            for r in results
        ]
        axes[2].plot(sizes, values, "o-", label=f"{label} p95")
    axes[2].set(title="ask latency (no LLM)", xlabel="million triples", ylabel="ms")
    axes[2].legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000000", help="triples, comma-separated")
    parser.add_argument("--questions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--png", type=Path)
    parser.add_argument(
        "--entity-vectors", default="auto", choices=("auto", "full", "static", "none")
    )
    parser.add_argument("--no-bulk", action="store_true", help="write through Cypher only")
    parser.add_argument(
        "--append", action="store_true", help="add to the sizes already in --json (and plot all)"
    )
    args = parser.parse_args()
    if not (DATA / "kb.txt").is_file():
        print(f"skipped: {DATA} is absent (benchmark data lives in ../shared/data)")
        return 0
    from app.kg.store import EmbeddedServer

    base = [
        (h, r, t)
        for h, r, t in (
            line.split("|") for line in (DATA / "kb.txt").read_text(encoding="utf-8").splitlines()
        )
    ]
    print(
        f"KGs: MetaQA's KB ({len(base):,} triples) replicated with renamed entities: "
        "its schema and degree distribution at each size"
    )
    from app.config import Settings
    from app.kg.embeddings import Embedder
    from app.kg.entity_vectors import static_encoder

    models = str(Settings().models_dir)
    started = time.perf_counter()
    static_encoder(Path(models), Embedder().model_name)
    print(f"static model ready in {time.perf_counter() - started:.1f} s (distilled once)")
    results: list[dict[str, Any]] = []
    if args.append and args.json and args.json.is_file():
        results = json.loads(args.json.read_text(encoding="utf-8"))
    for size in (int(float(s)) for s in args.sizes.split(",")):
        copies = math.ceil(size / len(base))
        home = Path(tempfile.mkdtemp(prefix="safe-scale-", dir="/tmp"))
        try:
            (home / "models").symlink_to(models)  # the static model, distilled once
            triples = write_kb(base, copies, home / "kb.txt")
            with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
                job = (str(home), str(home / "kb.txt"), args.entity_vectors, not args.no_bulk)
                load = pool.submit(load_once, *job).result()
            print(f"{triples:>11,} triples loaded: {json.dumps(load)}", flush=True)
            memory = store_memory_mib(home)
            bulk_dir = home / "bulk"
            bulk_dir.mkdir()
            bulk = bulk_insert_s(home, write_bulk_csvs(base, copies, bulk_dir))
            ask = ask_all(home, planted(args.questions, copies, args.seed))
            result = {
                "triples": triples,
                "copies": copies,
                "load": load,
                "store_mib": memory,
                "bulk_insert_s": bulk,
                "load_over_bulk": round(load["wall_s"] / bulk, 2) if bulk else None,
                "ask": ask,
            }
            results.append(result)
            print(
                f"{triples:>11,} triples: load {load['wall_s']:.1f} s "
                f"({', '.join(f'{k} {v:.1f}' for k, v in load['seconds'].items() if v >= 0.5)}); "
                f"peak RSS {load['peak_rss_mib']:.0f} MiB; store {memory:.0f} MiB; "
                + (
                    f"bulk insert {bulk:.1f} s (load = {load['wall_s'] / bulk:.2f} x); "
                    if bulk
                    else "bulk insert: falkordb-bulk-loader not installed; "
                )
                + f"ADJ + retrieval p50 {ask['adj_plus_retrieval_ms']['p50']:.0f} ms "
                f"p95 {ask['adj_plus_retrieval_ms']['p95']:.0f} ms (whole ask p95 "
                f"{ask['stages_ms']['total']['p95']:.0f} ms), "
                f"Hits@1 {ask['hits_at_1']:.3f} on {ask['questions']} planted questions",
                flush=True,
            )
            if args.json:  # after each size: a later size's failure keeps this one's
                args.json.parent.mkdir(parents=True, exist_ok=True)
                args.json.write_text(json.dumps(results, indent=2))
        finally:
            EmbeddedServer(home / "falkordb").stop()
            shutil.rmtree(home, ignore_errors=True)
    if args.png:
        plot(results, args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main())
