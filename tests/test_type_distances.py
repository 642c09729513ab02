"""Tests of the capped all-pairs type distances in app.kg.type_distances."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest
import scipy.sparse as sp
from scipy.sparse.csgraph import shortest_path

import app.kg.type_distances as td
from app.kg.type_distances import (
    FAR,
    TypeDistances,
    cached_type_distances,
    compute_type_distances,
    schema_fingerprint,
)

Edges = list[tuple[str, str]]


def random_schema(n: int, seed: int) -> tuple[list[str], Edges]:
    """Several sparse random components of mixed density, isolated types, and noise edges."""
    rng = np.random.default_rng(seed)
    names = [f"T{i:04d}" for i in rng.permutation(n)]
    edges: Edges = []
    cuts = np.sort(rng.choice(np.arange(1, n), size=4, replace=False))
    parts = np.split(np.arange(n), cuts)[:-1]  # the last part stays isolated types
    for part, extra in zip(parts, [0.1, *rng.uniform(0.0, 1.5, size=3)], strict=True):
        # A random tree keeps the part connected; extra edges shorten some paths.
        for k in range(1, len(part)):
            edges.append((names[part[rng.integers(0, k)]], names[part[k]]))
        for _ in range(int(len(part) * extra)):
            a, b = rng.choice(part, size=2)
            edges.append((names[a], names[b]))  # may be a self loop
    edges += [(b, a) for a, b in edges[::7]]  # reversed duplicates
    edges += edges[::11]  # exact duplicates
    edges.append(("OnlyInEdges1", "OnlyInEdges2"))
    return names[: n - 3], edges  # the last 3 types appear only through edges (or nowhere)


def reference(result: TypeDistances, edges: Edges) -> npt.NDArray[np.uint8]:
    """scipy's unweighted undirected distances, capped like TypeDistances."""
    n = len(result.types)
    rows = [result.index_of(a) for a, _ in edges]
    cols = [result.index_of(b) for _, b in edges]
    graph = sp.csr_array((np.ones(len(rows)), (rows, cols)), shape=(n, n))
    dist = shortest_path(graph, directed=False, unweighted=True)
    dist[~(dist <= result.cap)] = FAR
    return np.asarray(dist, dtype=np.uint8)


@pytest.mark.parametrize("cap", [1, 2, 4, 7])
@pytest.mark.parametrize(("n", "seed"), [(50, 7), (120, 1), (200, 2), (300, 3), (300, 4)])
def test_matches_scipy_on_random_graphs(n: int, seed: int, cap: int) -> None:
    types, edges = random_schema(n, seed)
    result = compute_type_distances(types, edges, cap=cap)

    assert result.types == tuple(sorted(set(types) | {t for e in edges for t in e}))
    assert result.matrix.dtype == np.uint8
    expected = reference(result, edges)
    np.testing.assert_array_equal(result.matrix, expected)
    # The graphs are varied enough to exercise every level and FAR.
    assert set(np.unique(expected)) == set(range(cap + 1)) | {FAR}


def test_matches_scipy_when_work_is_split_into_tiny_chunks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    types, edges = random_schema(250, 5)
    expected = compute_type_distances(types, edges, cap=5).matrix
    # One CSR entry per work item: every row, including the hubs, spans many items.
    monkeypatch.setattr(td, "_GATHER_BYTES", 8)
    monkeypatch.setattr(td, "_UNPACK_ROWS", 3)
    result = compute_type_distances(types, edges, cap=5)
    np.testing.assert_array_equal(result.matrix, expected)
    np.testing.assert_array_equal(result.matrix, reference(result, edges))


def test_path_graph_has_exact_distances_up_to_cap_then_far() -> None:
    names = [f"p{i}" for i in range(10)]
    edges = list(itertools.pairwise(names))
    result = compute_type_distances(["isolated", *names[::-1]], edges, cap=4)

    assert result.types == ("isolated", *names)
    for i in range(10):
        for j in range(10):
            gap = abs(i - j)
            assert result.distance(names[i], names[j]) == (gap if gap <= 4 else FAR)
    assert result.distance("p0", "p4") == 4
    assert result.distance("p0", "p5") == FAR
    assert result.distance("isolated", "isolated") == 0
    assert result.distance("isolated", "p0") == FAR
    assert result.distance("p0", "no-such-type") == FAR
    assert result.distance("no-such-type", "no-such-type") == FAR
    assert result.index_of("p3") == 4
    with pytest.raises(KeyError):
        result.index_of("no-such-type")


def test_matrix_is_read_only() -> None:
    result = compute_type_distances(["a", "b"], [("a", "b")])
    with pytest.raises(ValueError, match="read-only"):
        result.matrix[0, 1] = 3


def test_empty_schema() -> None:
    result = compute_type_distances([], [])
    assert result.types == ()
    assert result.matrix.shape == (0, 0)
    assert result.distance("a", "b") == FAR


@pytest.mark.parametrize("cap", [0, -1, 255, 1000])
def test_bad_cap_raises_value_error(cap: int, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="cap"):
        compute_type_distances(["a"], [], cap=cap)
    with pytest.raises(ValueError, match="cap"):
        schema_fingerprint(["a"], [], cap)
    with pytest.raises(ValueError, match="cap"):
        cached_type_distances(tmp_path, ["a"], [], cap=cap)
    assert list(tmp_path.iterdir()) == []


def test_fingerprint_ignores_order_direction_duplicates_and_loops() -> None:
    base = schema_fingerprint(["a", "b", "c"], [("a", "b"), ("b", "c")], 4)
    assert len(base) == 64 and int(base, 16) >= 0
    same = schema_fingerprint(["c", "a"], [("c", "b"), ("a", "b"), ("b", "a"), ("c", "c")], 4)
    assert same == base
    assert compute_type_distances(["a", "b", "c"], [("a", "b"), ("b", "c")]).fingerprint == base
    assert schema_fingerprint(["a", "b", "c"], [("a", "b"), ("b", "c")], 5) != base
    assert schema_fingerprint(["a", "b", "c"], [("a", "b"), ("a", "c")], 4) != base
    assert schema_fingerprint(["a", "b", "c", "d"], [("a", "b"), ("b", "c")], 4) != base


def test_save_load_round_trip(tmp_path: Path) -> None:
    types, edges = random_schema(80, 6)
    result = compute_type_distances(["x,y", 'quote"d', "ünï", *types], edges, cap=3)
    path = tmp_path / "sub" / "distances.npz"
    result.save(path)

    loaded = TypeDistances.load(path)
    assert loaded.types == result.types
    assert loaded.cap == 3
    assert loaded.fingerprint == result.fingerprint
    np.testing.assert_array_equal(loaded.matrix, result.matrix)
    assert [p.name for p in path.parent.iterdir()] == ["distances.npz"]  # no temp file left


def cache_files(cache_dir: Path) -> list[str]:
    return sorted(p.name for p in cache_dir.glob("type-distances-*.npz"))


def test_cache_hit_loads_without_recomputing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    types, edges = random_schema(100, 7)
    first = cached_type_distances(tmp_path, types, edges)
    name = f"type-distances-{first.fingerprint[:16]}.npz"
    assert cache_files(tmp_path) == [name]
    mtime = (tmp_path / name).stat().st_mtime_ns

    def fail(*_: object) -> TypeDistances:
        raise AssertionError("recomputed on a cache hit")

    monkeypatch.setattr(td, "_compute", fail)
    second = cached_type_distances(tmp_path, list(reversed(types)), edges[::-1])
    assert second is not first
    assert second.fingerprint == first.fingerprint
    assert second.types == first.types
    np.testing.assert_array_equal(second.matrix, first.matrix)
    assert (tmp_path / name).stat().st_mtime_ns == mtime


def test_changed_schema_replaces_old_cache_file(tmp_path: Path) -> None:
    types, edges = random_schema(100, 8)
    old = cached_type_distances(tmp_path, types, edges)
    unrelated = tmp_path / "other.npz"
    unrelated.write_bytes(b"keep me")

    fewer = [e for e in edges if set(e) != set(edges[0])]  # one link removed
    new = cached_type_distances(tmp_path, types, fewer)
    assert new.fingerprint != old.fingerprint
    assert cache_files(tmp_path) == [f"type-distances-{new.fingerprint[:16]}.npz"]
    assert unrelated.exists()
    np.testing.assert_array_equal(new.matrix, compute_type_distances(types, fewer).matrix)

    capped = cached_type_distances(tmp_path, types, fewer, cap=2)
    assert capped.fingerprint not in (old.fingerprint, new.fingerprint)
    assert cache_files(tmp_path) == [f"type-distances-{capped.fingerprint[:16]}.npz"]


def test_corrupt_or_mismatched_cache_file_is_recomputed(tmp_path: Path) -> None:
    types, edges = random_schema(60, 9)
    good = compute_type_distances(types, edges)
    path = tmp_path / f"type-distances-{good.fingerprint[:16]}.npz"

    path.write_bytes(b"not a zip file")
    result = cached_type_distances(tmp_path, types, edges)
    np.testing.assert_array_equal(result.matrix, good.matrix)
    assert TypeDistances.load(path).fingerprint == good.fingerprint

    # Same file name, different full fingerprint: must not be trusted.
    TypeDistances(good.types, good.matrix, good.cap, "0" * 64).save(path)
    result = cached_type_distances(tmp_path, types, edges)
    assert result.fingerprint == good.fingerprint
    assert TypeDistances.load(path).fingerprint == good.fingerprint
