"""All-pairs capped shortest-path distances between the types of a schema graph.

Distances are exact up to ``cap`` hops; farther or unreachable pairs store
:data:`FAR`.  The computation is a multi-source BFS over packed bitsets: row
``s`` of the frontier holds the types at distance exactly ``k`` from ``s``, and
because the graph is undirected the next frontier of ``s`` is the OR of the
frontiers of its neighbours minus everything already reached.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import zipfile
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp
from scipy.sparse import csgraph

FAR: int = 255
"""Stored for pairs farther apart than the cap, or not connected at all."""

_FORMAT_VERSION = 1
_CACHE_PREFIX = "type-distances-"
_GATHER_BYTES = 2 << 20  # neighbour rows gathered per work item; small stays in cache
_UNPACK_ROWS = 1024  # rows unpacked into the level matrix at once

_Bits = npt.NDArray[np.uint64]
_Ints = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class TypeDistances:
    """Capped distances between every pair of types of one schema; ``matrix`` is made read-only."""

    types: tuple[str, ...]
    """Type names, sorted; position is the matrix index."""
    matrix: npt.NDArray[np.uint8]
    """``(n, n)`` hop counts: diagonal 0, :data:`FAR` beyond ``cap``."""
    cap: int
    fingerprint: str
    """:func:`schema_fingerprint` of the schema the matrix was computed from."""

    def __post_init__(self) -> None:
        n = len(self.types)
        if self.matrix.dtype != np.uint8 or self.matrix.shape != (n, n):
            raise ValueError(f"matrix must be uint8 of shape ({n}, {n})")
        self.matrix.setflags(write=False)

    @cached_property
    def _index(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.types)}

    def index_of(self, type_name: str) -> int:
        """Matrix index of ``type_name``; raises :class:`KeyError` if unknown."""
        return self._index[type_name]

    def distance(self, a: str, b: str) -> int:
        """Hops between ``a`` and ``b``; :data:`FAR` if beyond the cap or unknown."""
        i, j = self._index.get(a), self._index.get(b)
        if i is None or j is None:
            return FAR
        return int(self.matrix[i, j])

    def save(self, path: Path) -> None:
        """Write to ``path`` (``.npz``) atomically: temp file, then rename."""
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                np.savez(
                    f,
                    version=np.array(_FORMAT_VERSION),
                    types=np.frombuffer(json.dumps(self.types).encode("ascii"), dtype=np.uint8),
                    matrix=self.matrix,
                    cap=np.array(self.cap),
                    fingerprint=np.array(self.fingerprint),
                )
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    @classmethod
    def load(cls, path: Path) -> TypeDistances:
        """Read a file written by :meth:`save`."""
        with np.load(path, allow_pickle=False) as data:
            if int(data["version"]) != _FORMAT_VERSION:
                raise ValueError(f"{path}: unsupported format version")
            return cls(
                types=tuple(json.loads(data["types"].tobytes())),
                matrix=data["matrix"],
                cap=int(data["cap"]),
                fingerprint=str(data["fingerprint"]),
            )


@dataclass(frozen=True, eq=False)
class _Schema:
    """Canonical schema: sorted types, deduplicated undirected edges ``lo < hi``."""

    types: tuple[str, ...]
    lo: _Ints
    hi: _Ints
    cap: int

    @classmethod
    def of(cls, types: Iterable[str], edges: Iterable[tuple[str, str]], cap: int) -> _Schema:
        if not 1 <= cap < FAR:
            raise ValueError(f"cap must be in 1..{FAR - 1}, got {cap}")
        pairs = list(edges)
        ends_a = [a for a, _ in pairs]
        ends_b = [b for _, b in pairs]
        names = tuple(sorted(set(types).union(ends_a, ends_b)))
        n = len(names)
        index = {name: i for i, name in enumerate(names)}
        a = np.fromiter(map(index.__getitem__, ends_a), dtype=np.int64, count=len(pairs))
        b = np.fromiter(map(index.__getitem__, ends_b), dtype=np.int64, count=len(pairs))
        # Sorted keys == edges sorted by (lower name, higher name); drop loops, dupes.
        keys = np.sort((np.minimum(a, b) * n + np.maximum(a, b))[a != b])
        keys = keys[np.diff(keys, prepend=-1) != 0]
        return cls(names, keys // max(n, 1), keys % max(n, 1), cap)

    @property
    def fingerprint(self) -> str:
        h = hashlib.sha256()
        h.update(json.dumps([_FORMAT_VERSION, self.cap, self.types]).encode("ascii"))
        h.update(np.stack([self.lo, self.hi], axis=1).astype("<i8").tobytes())
        return h.hexdigest()


def schema_fingerprint(types: Iterable[str], edges: Iterable[tuple[str, str]], cap: int) -> str:
    """SHA-256 hex of the canonical schema: sorted types, sorted undirected edges, cap.

    Edges are hashed as index pairs into the sorted types, together with the
    cache format version.  Edge direction, duplicates and self loops do not
    change the fingerprint.
    """
    return _Schema.of(types, edges, cap).fingerprint


def compute_type_distances(
    types: Iterable[str], edges: Iterable[tuple[str, str]], cap: int = 4
) -> TypeDistances:
    """Capped all-pairs hop distances of the undirected graph ``edges`` over ``types``.

    Types mentioned only by edges are included.  Raises :class:`ValueError`
    unless ``1 <= cap <= 254``.
    """
    return _compute(_Schema.of(types, edges, cap))


def cached_type_distances(
    cache_dir: Path, types: Iterable[str], edges: Iterable[tuple[str, str]], cap: int = 4
) -> TypeDistances:
    """Like :func:`compute_type_distances`, cached in ``cache_dir`` by schema fingerprint.

    A cache file for a different schema is deleted once the current one is in place.
    """
    schema = _Schema.of(types, edges, cap)
    fingerprint = schema.fingerprint
    path = cache_dir / f"{_CACHE_PREFIX}{fingerprint[:16]}.npz"
    result = _load_if_matching(path, fingerprint)
    if result is None:
        result = _compute(schema)
        result.save(path)
    for stale in cache_dir.glob(f"{_CACHE_PREFIX}*.npz"):
        if stale.name != path.name:
            stale.unlink(missing_ok=True)
    return result


def _load_if_matching(path: Path, fingerprint: str) -> TypeDistances | None:
    """The cached result at ``path`` if it is readable and for ``fingerprint``."""
    try:
        cached = TypeDistances.load(path)
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        return None  # missing or unreadable: recompute and overwrite
    return cached if cached.fingerprint == fingerprint else None


def _compute(schema: _Schema) -> TypeDistances:
    n = len(schema.types)
    rows = np.concatenate([schema.lo, schema.hi])
    cols = np.concatenate([schema.hi, schema.lo])
    adjacency = sp.csr_array((np.ones(len(rows), dtype=np.int8), (rows, cols)), shape=(n, n))
    indptr = np.asarray(adjacency.indptr, dtype=np.int64)
    indices = np.asarray(adjacency.indices, dtype=np.int64)
    _, labels = csgraph.connected_components(adjacency, directed=False)
    component = _bits_of(n, np.asarray(labels, dtype=np.int64), np.arange(n))

    matrix = np.full((n, n), FAR, dtype=np.uint8)
    matrix[rows, cols] = 1
    np.fill_diagonal(matrix, 0)
    frontier = _bits_of(n, rows, cols)
    reached = frontier | _bits_of(n, np.arange(n), np.arange(n))
    workers = os.cpu_count() or 1
    with ThreadPoolExecutor(max_workers=workers) as pool:
        for level in range(2, schema.cap + 1):
            # Sources that already reached their whole component are done.
            todo = (reached != component[labels]).any(axis=1)
            if not todo.any():
                break
            frontier = _expand(frontier, todo, indptr, indices, pool, workers)
            frontier &= ~reached
            reached |= frontier
            _record(matrix, frontier, level)
    return TypeDistances(schema.types, matrix, schema.cap, schema.fingerprint)


def _bits_of(n: int, rows: _Ints, cols: _Ints) -> _Bits:
    """``n`` bitset rows of ``n`` bits with bit ``cols[k]`` of row ``rows[k]`` set."""
    packed = np.zeros((n, -(-n // 64) * 8), dtype=np.uint8)
    np.bitwise_or.at(packed, (rows, cols >> 3), np.left_shift(1, cols & 7).astype(np.uint8))
    return packed.view(np.uint64)


def _record(matrix: npt.NDArray[np.uint8], bits: _Bits, level: int) -> None:
    """Write ``level`` into ``matrix`` wherever ``bits`` is set (only ever on FAR entries)."""
    n = matrix.shape[1]
    for start in range(0, matrix.shape[0], _UNPACK_ROWS):
        chunk = bits[start : start + _UNPACK_ROWS]
        if chunk.any():
            # Subtracting lowers FAR to level where a bit is set; other entries keep theirs.
            mask = np.unpackbits(chunk.view(np.uint8), axis=1, count=n, bitorder="little")
            mask *= FAR - level
            matrix[start : start + _UNPACK_ROWS] -= mask


def _expand(
    frontier: _Bits,
    todo: npt.NDArray[np.bool_],
    indptr: _Ints,
    indices: _Ints,
    pool: ThreadPoolExecutor,
    workers: int,
) -> _Bits:
    """Row ``s`` is the OR of the ``frontier`` rows of the neighbours of ``s``, if ``todo[s]``.

    Only non-empty frontier rows and non-zero words take part.  Sources are
    grouped by that many live neighbours so that each block is one gather into
    a ``(sources, degree, words)`` array and one contiguous OR-reduce over the
    middle axis, which (unlike ``reduceat``) vectorises and releases the GIL.
    """
    out = np.zeros_like(frontier)
    words = np.flatnonzero(frontier.any(axis=0))
    live = np.asarray(frontier.any(axis=1))[indices]
    ptr = np.concatenate([[0], np.cumsum(live)])[indptr]
    nbrs = indices[live]
    compact = np.ascontiguousarray(frontier[:, words])
    degree = np.where(todo, np.diff(ptr), 0)
    order = np.argsort(degree, kind="stable")
    blocks: list[_Ints] = []
    for group in np.split(order, np.flatnonzero(np.diff(degree[order])) + 1):
        d = int(degree[group[0]])
        if d:
            per_block = max(_GATHER_BYTES // (d * len(words) * 8), 1)
            blocks += (group[i : i + per_block] for i in range(0, len(group), per_block))

    def work(part: int) -> None:
        for rows in blocks[part::workers]:
            d = int(degree[rows[0]])
            gathered = compact[nbrs[ptr[rows, np.newaxis] + np.arange(d)]]
            out[np.ix_(rows, words)] = np.bitwise_or.reduce(gathered, axis=1)

    list(pool.map(work, range(workers)))
    return out
