"""FalkorDB's bulk protocol, `GRAPH.BULK`, spoken from packed rows and arrays of ids.

A command creates nodes and relationships in a new graph: `GRAPH.BULK <graph> [BEGIN]
<nodes> <relationships> <label tokens> <type tokens> <token>...`, `BEGIN` on the first
command only (the graph must not exist yet). A token is one label's (or relationship
type's) header, then its entities. The header is the name and a NUL byte, a 32-bit count
of properties, then each property's name and a NUL byte; the server splits the name at
`:` (a node's labels), so a name holding one is refused here. A node is its properties,
each a type byte and a value; a relationship is its start and end node ids (64-bit) and
no properties. The server numbers nodes from 0 in the order it creates them, which is
the order sent, and checks neither ids nor lengths: the packing must be exact.

This is the format `falkordb-bulk-loader` writes from CSV files, row by row in Python
(the store's own bulk insert that `benchmarks/bench_scale.py` times); here relationships
travel as arrays, so a command of millions of them is packed in one numpy call.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

import numpy as np
import redis

from app.errors import StoreError
from app.kg.store.busy import while_busy

STRING, LONG, ARRAY = 3, 4, 5
"""The type bytes of the values a node's properties take."""
MAX_COMMAND_BYTES = 64 * 2**20
"""A command's payload at most (about the tool's 64 MB; the server takes 512 MB a token)."""
EDGE_BYTES = 16
MAX_PACKED_LISTS = 10_000
"""Distinct lists a packer keeps packed."""


class UnpackableValue(ValueError):
    """A value the protocol cannot carry exactly (a string holding a NUL byte)."""


def header(name: str, props: Sequence[str]) -> bytes:
    """A label's or relationship type's header: its name, how many properties, their names;
    UnpackableValue for a name holding `:`, which the server would split."""
    if ":" in name:
        raise UnpackableValue(f"{name!r} holds ':', which GRAPH.BULK reads as two names")
    parts = [_text(name), struct.pack("=I", len(props))]
    return b"".join(parts + [_text(prop) for prop in props])


def rows_packer(
    schema: Sequence[tuple[str, str]],
) -> Callable[[Mapping[str, Sequence[Any]]], tuple[bytes, list[int]]]:
    """A function packing a block of nodes given as columns (property name -> the nodes'
    values): their rows one after another, and each row's size. `schema` names each
    property and its kind (STRING, LONG, or LIST of strings), in the order of the label's
    header. It raises UnpackableValue for a value the protocol cannot carry exactly. Kept
    lean, a column at a time: a list is packed once for all nodes that hold the same (a
    type list is shared by many)."""
    if not schema:  # the server reads a node of no bytes as no node
        raise UnpackableValue("a node of no properties cannot be sent")
    for _, kind in schema:
        if kind not in ("STRING", "LONG", "LIST"):
            raise UnpackableValue(f"no bulk value of kind {kind!r}")
    steps = tuple(schema)
    lists: dict[tuple[str, ...], bytes] = {}

    def packed_list(value: Sequence[Any]) -> bytes:
        key = tuple(value)
        if (packed := lists.get(key)) is None:
            packed = struct.pack("=Bq", ARRAY, len(key)) + b"".join(
                _STRING_TAG + _text(element) for element in key
            )
            if len(lists) < MAX_PACKED_LISTS:
                lists[key] = packed
        return packed

    def pack(columns: Mapping[str, Sequence[Any]]) -> tuple[bytes, list[int]]:
        count = len(columns[steps[0][0]])
        cells: list[list[bytes]] = []  # each a column's pieces, a node's after another's
        sizes = np.zeros(count, dtype=np.int64)
        for name, kind in steps:
            values = columns[name]
            if kind == "STRING":
                texts = list(map(str, values))
                if "\0" in "".join(texts):
                    bad = next(text for text in texts if "\0" in text)
                    raise UnpackableValue(f"{bad[:40]!r} holds a NUL character")
                encoded = list(map(str.encode, texts))  # (UTF-8)
                cells += ([_STRING_TAG] * count, encoded, [b"\0"] * count)
                sizes += np.fromiter(map(len, encoded), np.int64, count) + 2
            elif kind == "LONG":
                cells.append([struct.pack("=Bq", LONG, int(value)) for value in values])
                sizes += 9
            else:
                packed = list(map(packed_list, values))
                cells.append(packed)
                sizes += np.fromiter(map(len, packed), np.int64, count)
        pieces: list[bytes] = [b""] * (len(cells) * count)
        for i, column in enumerate(cells):
            pieces[i :: len(cells)] = column
        return b"".join(pieces), sizes.tolist()

    return pack


def _string(value: Any) -> bytes:
    text = str(value)
    if "\0" in text:
        raise UnpackableValue(f"{text[:40]!r} holds a NUL character")
    return text.encode("utf-8")


def _text(value: str) -> bytes:
    return _string(value) + b"\0"


_STRING_TAG = bytes((STRING,))


@dataclass(frozen=True)
class Token:
    """One label's nodes or one relationship type's relationships, packed."""

    relationships: bool
    payload: bytes
    count: int


def node_tokens(
    head: bytes, rows: BinaryIO, sizes: np.ndarray, limit: int = MAX_COMMAND_BYTES
) -> Iterator[Token]:
    """A label's nodes read from `rows`, packed one after another (`sizes` bytes each), in
    tokens of at most `limit` bytes (a larger single node makes a token of its own)."""
    ends = np.cumsum(sizes, dtype=np.int64)
    first_row, first_byte = 0, 0
    while first_row < len(ends):
        end_row = int(np.searchsorted(ends, first_byte + limit - len(head), side="right"))
        end_row = max(end_row, first_row + 1)
        end_byte = int(ends[end_row - 1])
        yield Token(False, head + rows.read(end_byte - first_byte), end_row - first_row)
        first_row, first_byte = end_row, end_byte


def relationship_tokens(
    head: bytes, pairs: BinaryIO, limit: int = MAX_COMMAND_BYTES
) -> Iterator[Token]:
    """Relationships of one type read from `pairs` (start and end node ids, 64-bit each)
    in tokens of at most `limit` bytes."""
    per_token = max(1, (limit - len(head)) // EDGE_BYTES)
    while block := pairs.read(per_token * EDGE_BYTES):
        yield Token(True, head + block, len(block) // EDGE_BYTES)


def send(
    connection: redis.Redis, graph: str, tokens: Iterable[Token], limit: int = MAX_COMMAND_BYTES
) -> None:
    """Create `graph`, which must not exist, from `tokens` (every node before the
    relationships naming it) in commands of about `limit` bytes, each sent again while the
    server refuses it as busy."""
    pending: list[Token] = []
    size = 0
    first = True

    def flush() -> None:
        nonlocal first, size
        labels = [t.payload for t in pending if not t.relationships]
        types = [t.payload for t in pending if t.relationships]
        nodes = sum(t.count for t in pending if not t.relationships)
        relationships = sum(t.count for t in pending if t.relationships)
        args: list[Any] = ["BEGIN"] if first else []
        args += [nodes, relationships, len(labels), len(types), *labels, *types]
        try:
            for attempt in while_busy():
                with attempt:
                    connection.execute_command("GRAPH.BULK", graph, *args)  # type: ignore[no-untyped-call]
        except redis.RedisError as exc:
            raise StoreError(f"GRAPH.BULK into {graph!r} failed: {exc}") from exc
        first, size = False, 0
        pending.clear()

    for token in tokens:
        if pending and size + len(token.payload) > limit:
            flush()
        pending.append(token)
        size += len(token.payload)
    if pending:
        flush()
