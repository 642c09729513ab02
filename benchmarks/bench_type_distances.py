"""Benchmark :func:`app.kg.type_distances.compute_type_distances` on a random schema graph.

Usage::

    python benchmarks/bench_type_distances.py [--types 13000] [--pairs 400000]
        [--cap 4] [--seed 0] [--with-scipy] [--json PATH]

The graph has one big component with power-law-ish degrees (Chung-Lu sampling
on top of a random spanning tree) holding 95% of the types, small components of
2..8 types holding 4%, and 1% isolated types.  The timing includes turning the
type-name pairs into indices.  Peak memory is the process's maximum resident
set size, before and after the computation.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp
from scipy.sparse.csgraph import shortest_path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.kg.type_distances import FAR, compute_type_distances

_Ints = npt.NDArray[np.int64]


def random_schema(n_types: int, n_pairs: int, seed: int) -> tuple[list[str], list[tuple[str, str]]]:
    """Random types and ``n_pairs`` distinct undirected links (at least the spanning ones)."""
    rng = np.random.default_rng(seed)
    n_isolated = n_types // 100
    n_small = n_types // 25  # types in small components of 2..8 types
    n_big = n_types - n_isolated - n_small
    if n_big < 2:
        raise SystemExit("--types too small")
    lo: list[_Ints] = []
    hi: list[_Ints] = []

    # Big component: random spanning tree, then Chung-Lu edges with weights ~ rank^-2/3.
    child = np.arange(1, n_big)
    lo.append(rng.integers(0, child))
    hi.append(child)
    # Small components: a path through each group of consecutive types.
    sizes = rng.integers(2, 9, size=n_small)
    starts = n_big + np.concatenate([[0], np.cumsum(sizes)])
    starts = starts[starts <= n_big + n_small]
    in_group = np.arange(n_big, n_big + n_small - 1)
    link = ~np.isin(in_group + 1, starts)
    lo.append(in_group[link])
    hi.append(in_group[link] + 1)

    weights = (np.arange(n_big) + 50.0) ** (-2 / 3)
    weights /= weights.sum()
    keys = np.unique(
        np.minimum(np.concatenate(lo), np.concatenate(hi)) * n_types
        + np.maximum(np.concatenate(lo), np.concatenate(hi))
    )
    if n_pairs > n_big * (n_big - 1) // 2 + len(keys):
        raise SystemExit("--pairs too large for --types")
    while len(keys) < n_pairs:
        a = rng.choice(n_big, size=n_pairs, p=weights)
        b = rng.choice(n_big, size=n_pairs, p=weights)
        fresh = np.setdiff1d(np.minimum(a, b) * n_types + np.maximum(a, b), keys)
        fresh = fresh[fresh // n_types != fresh % n_types]
        keys = np.concatenate([keys, rng.permutation(fresh)[: n_pairs - len(keys)]])

    names = [f"kg:Type{i:06d}" for i in rng.permutation(n_types)]
    edges = [(names[k // n_types], names[k % n_types]) for k in rng.permutation(keys).tolist()]
    return names, edges


def peak_rss_mb() -> float:
    """Maximum resident set size of this process so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--types", type=int, default=13_000)
    parser.add_argument("--pairs", type=int, default=400_000)
    parser.add_argument("--cap", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--with-scipy", action="store_true", help="also time scipy's shortest_path")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args()

    types, edges = random_schema(args.types, args.pairs, args.seed)
    rss_before = peak_rss_mb()
    start = time.perf_counter()
    result = compute_type_distances(types, edges, cap=args.cap)
    seconds = time.perf_counter() - start
    figures: dict[str, object] = {
        "types": len(result.types),
        "pairs": len(edges),
        "cap": args.cap,
        "seed": args.seed,
        "seconds": round(seconds, 3),
        "peak_rss_mb_before": round(rss_before, 1),
        "peak_rss_mb": round(peak_rss_mb(), 1),
        "histogram": {
            ("far" if d == FAR else str(d)): int(c)
            for d, c in enumerate(np.bincount(result.matrix.ravel(), minlength=FAR + 1))
            if c
        },
    }
    print(
        f"compute_type_distances: {seconds:.2f} s, peak RSS {figures['peak_rss_mb']} MiB "
        f"(before: {figures['peak_rss_mb_before']} MiB)"
    )
    print(f"distance histogram: {figures['histogram']}")

    if args.with_scipy:
        index = {name: i for i, name in enumerate(result.types)}
        rows = np.array([index[a] for a, _ in edges])
        cols = np.array([index[b] for _, b in edges])
        n = len(result.types)
        graph = sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(n, n))
        start = time.perf_counter()
        reference = shortest_path(graph, directed=False, unweighted=True)
        scipy_seconds = time.perf_counter() - start
        # Compare every row (in slices, to keep the float64 copies small).
        agree = True
        for first in range(0, n, 1000):
            expected = reference[first : first + 1000]
            expected = np.where(expected <= args.cap, expected, FAR).astype(np.uint8)
            agree &= bool(np.array_equal(expected, result.matrix[first : first + 1000]))
        figures.update(
            scipy_seconds=round(scipy_seconds, 3),
            speedup=round(scipy_seconds / seconds, 1),
            all_rows_agree=agree,
            peak_rss_mb_with_scipy=round(peak_rss_mb(), 1),
        )
        print(
            f"scipy shortest_path: {scipy_seconds:.2f} s, speedup x{scipy_seconds / seconds:.1f}, "
            f"all {n} rows agree: {agree}"
        )
        if not agree:
            raise SystemExit("MISMATCH against scipy")

    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
