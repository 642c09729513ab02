"""A new graph created in one bulk pass from files written here while the input is read:
FalkorDB's `GRAPH.BULK` (spoken by `graph_bulk`, in this process) or Neo4j's
`neo4j-admin database import full` (`tool="neo4j-admin"`, from CSV files).

Relationships name their nodes by position among the `id_label` nodes, and are kept as
arrays of those numbers, one file per relationship type; a repeated one is dropped when
the files are finished (`close`). Nodes are kept as the tool reads them: packed for
FalkorDB, where every string travels exactly (but one holding a NUL character), and lists
as arrays; for neo4j-admin as tab-separated UTF-8 without quoting or escapes, so a value
that tool would not carry back exactly (empty, padded, holding a tab or a line break) is
refused (`refused` says why) before anything is sent, and the caller writes the graph
through Cypher instead. There a list of strings travels as one string of its elements
joined by `LIST_SEPARATOR`, which the tool splits (`string[]`); an empty one arrives as
null (`list_properties`). Each CSV file's header is written to a file of its own
(`<file>.header`), as that tool takes them.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import numpy as np
import numpy.typing as npt
import redis

from app.errors import SafeError, StoreError
from app.kg.processes import judged_here, process_alive, this_process
from app.kg.store import graph_bulk

SEPARATOR = "\t"
LIST_SEPARATOR = "\x1f"
"""Joins a list's elements into the one string neo4j-admin's files carry (names hold no
control characters)."""
MAX_PENDING_ROWS = 1_000_000
"""Relationships held in memory, over all types, before they are appended to files."""


class BulkUnsuitable(SafeError):
    """A value the bulk path would not carry back exactly (the caller writes through Cypher)."""


def exact_string(value: str, what: str) -> str:
    """`value` when neo4j-admin carries it back as the same string, else BulkUnsuitable."""
    if not value or value != value.strip() or any(c in value for c in (SEPARATOR, "\n", "\r")):
        raise BulkUnsuitable(f"{what} {value!r} would not survive the bulk format")
    return value


def joined_list(values: list[str], what: str) -> str:
    """A list of strings as one value neo4j-admin splits back into the same list (an empty
    list travels as null), else BulkUnsuitable."""
    for value in values:
        if LIST_SEPARATOR in exact_string(value, what):
            raise BulkUnsuitable(f"{what} {value!r} would not survive the bulk format")
    return LIST_SEPARATOR.join(values)


TOOLS = ("falkordb", "neo4j-admin")
FOLDER_PREFIX = "safe-bulk-"
"""A temporary folder's name: this prefix, the load's pid.pid-namespace@host, a random
part."""
NEO4J_ADMIN_UNSAFE = "=,:"
"""Characters a label or relationship type may not hold on `neo4j-admin`'s command line
(`--nodes=Label=files`, files separated by commas, labels by colons)."""


@dataclass
class _NodeFile:
    """One label's nodes: their file, its schema, and (packed for FalkorDB) each row's size."""

    path: Path
    out: IO[Any]
    schema: tuple[tuple[str, str], ...]
    pack: Callable[[Mapping[str, Sequence[Any]]], tuple[bytes, list[int]]] | None = None
    sizes: array[int] = field(default_factory=lambda: array("q"))


@dataclass
class BulkGraph:
    """Files for one new graph: nodes of a few labels with typed properties, and
    relationships between `id_label` nodes by position, one file per relationship type,
    for `tool` (`falkordb` or `neo4j-admin`). Once `refused` (a value the format would
    change, a full disk), it takes nothing more."""

    folder: Path
    id_label: str = "Entity"  # the label whose positions relationships name
    refused: str | None = None
    tool: str = "falkordb"
    _temporary: tempfile.TemporaryDirectory[str] | None = None
    _nodes: dict[str, _NodeFile] = field(default_factory=dict)
    _relations: dict[str, Path] = field(default_factory=dict)
    _lists: list[tuple[str, str]] = field(default_factory=list)
    _pending: dict[str, array[int]] = field(default_factory=dict)
    _pending_rows: int = 0
    _finished: bool = False

    @classmethod
    def temporary(
        cls, id_label: str = "Entity", tool: str = "falkordb", parent: Path | None = None
    ) -> BulkGraph:
        """Files in a temporary folder of their own (under `parent`, else the system's
        temporary folder), removed by `discard` (or when the object is collected); the
        folders of this host's loads that were killed are removed first."""
        if tool not in TOOLS:
            raise StoreError(f"no bulk tool {tool!r}: one of {', '.join(TOOLS)}")
        _remove_abandoned(parent or Path(tempfile.gettempdir()))
        owner = this_process()
        prefix = f"{FOLDER_PREFIX}{owner['pid']}.{owner['pid_ns']}@{owner['host']}-"
        folder = tempfile.TemporaryDirectory(prefix=prefix, dir=parent)
        if tool == "neo4j-admin":  # the tool may run as the server's user
            os.chmod(folder.name, 0o755)
        return cls(Path(folder.name), id_label, None, tool, folder)

    def discard(self) -> None:
        """Close the files and remove a temporary folder with them."""
        for node_file in self._nodes.values():
            node_file.out.close()
        self._pending.clear()
        if self._temporary is not None:
            self._temporary.cleanup()

    def add_node(
        self, label: str, props: Mapping[str, Any], schema: tuple[tuple[str, str], ...]
    ) -> None:
        """One node: `add_nodes` of one."""
        self.add_nodes(label, {name: [value] for name, value in props.items()}, schema)

    def add_nodes(
        self, label: str, columns: Mapping[str, Sequence[Any]], schema: tuple[tuple[str, str], ...]
    ) -> None:
        """A block of nodes as columns (property name -> each node's value); `schema` names
        each property and its type (STRING, LONG, LIST of strings, or ID: the node's
        position among its label's, a property unless its name is empty), the same for
        every node of the label."""
        if self.refused:
            return
        try:
            if label not in self._nodes:
                self._nodes[label] = self._node_file(label, schema)
            node_file = self._nodes[label]
            if node_file.pack is not None:  # FalkorDB's
                rows, sizes = node_file.pack(columns)
                node_file.out.write(rows)
                node_file.sizes.extend(sizes)
            else:
                names = [name for name, _ in node_file.schema]
                node_file.out.writelines(
                    SEPARATOR.join(_cells(dict(zip(names, values, strict=True)), node_file.schema))
                    + "\n"
                    for values in zip(*(columns[name] for name in names), strict=True)
                )
        except (BulkUnsuitable, graph_bulk.UnpackableValue, OSError) as exc:
            self.refused = str(exc)

    def _node_file(self, label: str, schema: tuple[tuple[str, str], ...]) -> _NodeFile:
        self._check_name(label, "label")
        suffix = "rows" if self.tool == "falkordb" else "csv"
        path = self.folder / f"nodes-{len(self._nodes)}.{suffix}"
        if self.tool == "falkordb":
            pack = graph_bulk.rows_packer([(name, kind) for name, kind in schema if name])
            return _NodeFile(path, path.open("wb"), schema, pack)
        created = path.open("w", encoding="utf-8")
        types = _NEO4J_TYPES
        header = [
            f"{name}:ID({label})" if kind == "ID" else f"{name}:{types[kind]}"
            for name, kind in schema
        ]
        self._lists += [(label, name) for name, kind in schema if kind == "LIST"]
        self._write_header(path, SEPARATOR.join(header) + "\n")
        return _NodeFile(path, created, schema)

    def add_relations(self, relation: str, pairs: npt.ArrayLike) -> None:
        """Relationships of type `relation`, each a (head, tail) pair of positions of
        `id_label` nodes."""
        if self.refused:
            return
        rows = self._pending.get(relation)
        if rows is None:
            if relation not in self._relations:
                try:
                    self._check_name(relation, "relationship type")
                except BulkUnsuitable as exc:
                    self.refused = str(exc)
                    return
            rows = self._pending[relation] = array("q")
        flat = np.asarray(pairs, dtype=np.int64).reshape(-1)
        rows.frombytes(flat.tobytes())
        self._pending_rows += len(flat) // 2
        if self._pending_rows >= MAX_PENDING_ROWS:
            self._flush()

    def _flush(self) -> None:
        """Append the pending relationships to their types' files."""
        try:
            for relation, rows in self._pending.items():
                path = self._relations.setdefault(
                    relation, self.folder / f"relations-{len(self._relations)}.pairs"
                )
                with path.open("ab") as out:
                    rows.tofile(out)
        except OSError as exc:
            self.refused = f"writing the bulk files failed: {exc}"
        self._pending.clear()
        self._pending_rows = 0

    def close(self) -> None:
        """Finish the files (idempotent): each relationship type's, each relationship once."""
        if not self.refused:
            self._flush()
        for node_file in self._nodes.values():
            node_file.out.close()
        if self.refused or self._finished:
            return
        self._finished = True
        header = f":START_ID({self.id_label}){SEPARATOR}:END_ID({self.id_label})\n"
        for relation, path in list(self._relations.items()):
            try:
                pairs = _distinct_pairs(np.fromfile(path, dtype=np.int64).reshape(-1, 2))
                if self.tool == "falkordb":
                    pairs.tofile(path)
                    continue
                csv = path.with_suffix(".csv")
                with csv.open("w", encoding="utf-8") as out:
                    self._write_header(csv, header)
                    np.savetxt(out, pairs, fmt="%d", delimiter=SEPARATOR)
                path.unlink()
            except OSError as exc:
                self.refused = f"finishing the bulk files failed: {exc}"
                return
            self._relations[relation] = csv

    def _check_name(self, name: str, what: str) -> None:
        if self.tool == "neo4j-admin" and any(c in name for c in NEO4J_ADMIN_UNSAFE):
            raise BulkUnsuitable(f"{what} {name!r} cannot be named on neo4j-admin's command line")
        if self.tool == "falkordb" and ":" in name:  # GRAPH.BULK splits names at ':'
            raise BulkUnsuitable(f"{what} {name!r} holds ':', which GRAPH.BULK cannot carry")

    def _write_header(self, path: Path, header: str) -> None:
        """neo4j-admin's header of the file `path`, in a file of its own."""
        header_path(path).write_text(header, encoding="utf-8")
        for written in (path, header_path(path)):  # the tool may run as the server's user
            written.chmod(0o644)

    @property
    def node_files(self) -> dict[str, Path]:
        """Each label's node file."""
        return {label: node_file.path for label, node_file in self._nodes.items()}

    @property
    def relation_files(self) -> dict[str, Path]:
        """Each relationship type's file (once `close`d)."""
        return dict(self._relations)

    @property
    def list_properties(self) -> list[tuple[str, str]]:
        """(label, property) of each list neo4j-admin's files carry joined (an empty one
        arrives as null, for the store to make empty)."""
        return list(self._lists)

    def insert(
        self,
        connection: redis.Redis,
        graph: str,
        command_bytes: int | None = None,
    ) -> None:
        """Create `graph`, which must not exist, on the FalkorDB server of `connection`
        (which waits long enough for large commands) with `GRAPH.BULK` commands of about
        `command_bytes` (else `graph_bulk.MAX_COMMAND_BYTES`): the `id_label` nodes
        first, so that a node's id in the graph is its position, then the other labels'
        nodes, then the relationships."""
        self.close()
        if self.tool != "falkordb":
            raise StoreError(f"these bulk files are for {self.tool}, not FalkorDB")
        if self.refused:
            raise StoreError(f"the bulk files were refused: {self.refused}")
        limit = command_bytes or graph_bulk.MAX_COMMAND_BYTES
        graph_bulk.send(connection, graph, self._tokens(limit), limit)

    def _tokens(self, limit: int) -> Iterator[graph_bulk.Token]:
        """The files as GRAPH.BULK tokens, read as they are sent (one file open at a time:
        a graph may have thousands of relationship types)."""
        for label in sorted(self._nodes, key=lambda label: label != self.id_label):
            node_file = self._nodes[label]
            names = [name for name, _ in node_file.schema if name]
            sizes = np.frombuffer(node_file.sizes, dtype=np.int64)
            head = graph_bulk.header(label, names)
            with node_file.path.open("rb") as rows:
                yield from graph_bulk.node_tokens(head, rows, sizes, limit)
        for relation, path in self._relations.items():
            head = graph_bulk.header(relation, [])
            with path.open("rb") as pairs:
                yield from graph_bulk.relationship_tokens(head, pairs, limit)


def _cells(props: Mapping[str, Any], schema: tuple[tuple[str, str], ...]) -> list[str]:
    """A node's cells in neo4j-admin's files."""
    cells = []
    for name, kind in schema:
        value = props[name]
        if kind == "LIST":
            cells.append(joined_list(value, name))
        elif kind == "LONG":
            cells.append(str(int(value)))
        else:
            cells.append(exact_string(str(value), name or "id"))
    return cells


def _distinct_pairs(pairs: np.ndarray) -> np.ndarray:
    """The distinct rows of `pairs` (non-negative positions), in order. One relationship
    type's pairs are held in memory at once, with as many again for their keys (16 bytes
    a relationship each: 10 million of one type take about 300 MB)."""
    if not len(pairs) or int(pairs.max()) >= 2**31:
        return np.unique(pairs, axis=0)
    keys = (pairs[:, 0] << 32) | pairs[:, 1]  # one 64-bit key a row
    del pairs
    keys.sort()  # (np.unique took 50 times longer)
    first = np.empty(len(keys), dtype=bool)
    first[0] = True
    np.not_equal(keys[1:], keys[:-1], out=first[1:])
    keys = keys[first]
    return np.column_stack((keys >> 32, keys & 0xFFFFFFFF))


def header_path(path: Path) -> Path:
    """Where neo4j-admin's header of the data file `path` is written."""
    return path.with_name(path.name + ".header")


def _remove_abandoned(root: Path) -> None:
    """Remove the bulk folders under `root` of loads in this host's pid namespace that no
    longer run (a killed load leaves its files, up to gigabytes for a large graph)."""
    owner = re.compile(rf"{FOLDER_PREFIX}(\d+)\.(\d+)@(.*)-[^-]+")
    try:
        paths = list(root.glob(f"{FOLDER_PREFIX}*@*-*"))
    except OSError:
        return
    for path in paths:
        found = owner.fullmatch(path.name)
        if not found or not judged_here(found[3], found[2]):
            continue
        try:
            if not process_alive(int(found[1])):
                shutil.rmtree(path, ignore_errors=True)
        except (OverflowError, OSError):  # no such pid, or not ours to judge
            continue


_NEO4J_TYPES = {"STRING": "string", "LONG": "long", "LIST": "string[]"}
"""neo4j-admin's column type for each kind of property (a list travels joined)."""
