"""A new graph created in one pass through FalkorDB's bulk path, `GRAPH.BULK`, driven by the
`falkordb-bulk-loader` package (its `falkordb-bulk-insert` command, in a process of its own)
from CSV files written here.

The tool strips each value and reads an empty one as null: a value it would not carry back
exactly is refused (`refused` says why) before anything is sent, and the caller writes the
graph through Cypher instead. So are graphs of more relationship types than the tool can
hold files open for. Files are tab-separated UTF-8 without quoting or escapes (a name
holding a tab or a line break is refused), so every other character travels as it is.

The tool reads an array by its looks, with Python's parser: slow, and "1990" becomes a
number. So a list of strings travels as one string of its elements joined by
`LIST_SEPARATOR`, and the store splits it once the graph is made (`list_properties`).
Relationships name their nodes by a number (`ID` columns take the node's position), which
the tool reads and matches faster than the names.

The same files serve Neo4j's `neo4j-admin database import full` (`tool="neo4j-admin"`): its
header syntax is the one the FalkorDB tool borrowed, so only the column types' names differ
(a list is a `string[]` split on `LIST_SEPARATOR`), and each file's header is written to a
file of its own (`<file>.header`), as that tool takes them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from app.errors import SafeError, StoreError
from app.kg.processes import judged_here, process_alive, this_process

SEPARATOR = "\t"
LIST_SEPARATOR = "\x1f"
"""Joins a list's elements into the one string the bulk files carry (names hold no
control characters)."""
MAX_PENDING_ROWS = 200_000
"""Relationship rows held in memory, over all types, before they are appended to files."""
SORT_MEMORY = "256M"
"""The memory `sort -u` may use to drop repeated relationship rows (it spills beyond)."""
MAX_RELATION_TYPES = 512
"""The tool opens every file at once: more relationship types than this go through Cypher."""


class BulkUnsuitable(SafeError):
    """A value the bulk path would not carry back exactly (the caller writes through Cypher)."""


def exact_string(value: str, what: str) -> str:
    """`value` when the bulk tool carries it back as the same string, else BulkUnsuitable."""
    if not value or value != value.strip() or any(c in value for c in (SEPARATOR, "\n", "\r")):
        raise BulkUnsuitable(f"{what} {value!r} would not survive the bulk format")
    return value


def joined_list(values: list[str], what: str) -> str:
    """A list of strings as one value the store splits back into the same list (an empty
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
class BulkGraph:
    """CSV files for one new graph: nodes of a few labels with typed properties, and
    relationships between `id_label` nodes by id, one file per relationship type, for
    `tool` (`falkordb` or `neo4j-admin`). Once `refused` (a value the format would change,
    too many types, a full disk), it takes nothing more."""

    folder: Path
    id_label: str = "Entity"  # the label whose ids relationships name
    refused: str | None = None
    tool: str = "falkordb"
    _temporary: tempfile.TemporaryDirectory[str] | None = None
    _nodes: dict[str, tuple[Path, IO[str], tuple[tuple[str, str], ...]]] = field(
        default_factory=dict
    )
    _relations: dict[str, Path] = field(default_factory=dict)
    _lists: list[tuple[str, str]] = field(default_factory=list)
    _node_count: int = 0
    _pending: dict[str, list[str]] = field(default_factory=dict)
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
        for _, out, _ in self._nodes.values():
            out.close()
        self._pending.clear()
        if self._temporary is not None:
            self._temporary.cleanup()

    def add_node(
        self, label: str, props: Mapping[str, Any], schema: tuple[tuple[str, str], ...]
    ) -> None:
        """One node; `schema` names each property and its type (STRING, LONG, LIST of
        strings, or ID: the node's id among its label's, a property unless its name is
        empty), the same for every node of the label."""
        if self.refused:
            return
        try:
            if label not in self._nodes:
                self._check_name(label, "label")
                path = self.folder / f"nodes-{len(self._nodes)}.csv"
                created = path.open("w", encoding="utf-8")
                types = _TOOL_TYPES[self.tool]
                header = [
                    f"{name}:ID({label})" if kind == "ID" else f"{name}:{types[kind]}"
                    for name, kind in schema
                ]
                self._lists += [(label, name) for name, kind in schema if kind == "LIST"]
                self._write_header(path, created, SEPARATOR.join(header) + "\n")
                self._nodes[label] = (path, created, schema)
            _, out, schema = self._nodes[label]
            cells = []
            for name, kind in schema:
                value = props[name]
                if kind == "LIST":
                    cells.append(joined_list(value, name))
                elif kind == "LONG":
                    cells.append(str(int(value)))
                else:
                    cells.append(exact_string(str(value), name or "id"))
            out.write(SEPARATOR.join(cells) + "\n")
            self._node_count += 1
        except (BulkUnsuitable, OSError) as exc:
            self.refused = str(exc)

    def add_relation(self, relation: str, head: int | str, tail: int | str) -> None:
        """A relationship of type `relation` from the node of id `head` to that of `tail`."""
        if self.refused:
            return
        if relation not in self._pending and relation not in self._relations:
            try:
                self._check_name(relation, "relationship type")
            except BulkUnsuitable as exc:
                self.refused = str(exc)
                return
        rows = self._pending.setdefault(relation, [])
        if len(self._pending) > MAX_RELATION_TYPES:
            self.refused = f"more than {MAX_RELATION_TYPES} relationship types"
            return
        rows.append(f"{head}{SEPARATOR}{tail}\n")
        self._pending_rows += 1
        if self._pending_rows >= MAX_PENDING_ROWS:
            for pending in list(self._pending):
                self._flush(pending)
            self._pending_rows = 0

    def _flush(self, relation: str) -> None:
        rows = self._pending.get(relation)
        if not rows or self.refused:
            return
        try:
            path = self._relations.get(relation)
            if path is None:
                path = self.folder / f"relations-{len(self._relations)}.rows"
                self._relations[relation] = path
            with path.open("a", encoding="utf-8") as out:
                out.writelines(rows)
        except OSError as exc:
            self.refused = f"writing the bulk files failed: {exc}"
        self._pending[relation] = []

    def close(self) -> None:
        """Finish the files (idempotent): each relationship type's rows, each row once."""
        for relation in list(self._pending):
            self._flush(relation)
        self._pending_rows = 0
        for _, out, _ in self._nodes.values():
            out.close()
        if self.refused or self._finished:
            return
        self._finished = True
        header = f":START_ID({self.id_label}){SEPARATOR}:END_ID({self.id_label})\n"
        for relation, rows in list(self._relations.items()):
            path = rows.with_suffix(".csv")
            try:
                with path.open("w", encoding="utf-8") as out:
                    self._write_header(path, out, header)
                    out.flush()
                    _unique_lines(rows, out, self.folder)
                rows.unlink()
            except (OSError, subprocess.CalledProcessError) as exc:
                self.refused = f"sorting the bulk files failed: {exc}"
                return
            self._relations[relation] = path

    def _check_name(self, name: str, what: str) -> None:
        if self.tool == "neo4j-admin" and any(c in name for c in NEO4J_ADMIN_UNSAFE):
            raise BulkUnsuitable(f"{what} {name!r} cannot be named on neo4j-admin's command line")

    def _write_header(self, path: Path, out: IO[str], header: str) -> None:
        """The file's header: its first line, or for neo4j-admin a file of its own."""
        if self.tool == "neo4j-admin":
            header_path(path).write_text(header, encoding="utf-8")
            for written in (path, header_path(path)):  # the tool may run as the server's user
                written.chmod(0o644)
        else:
            out.write(header)

    @property
    def node_files(self) -> dict[str, Path]:
        """Each label's node file."""
        return {label: path for label, (path, _, _) in self._nodes.items()}

    @property
    def relation_files(self) -> dict[str, Path]:
        """Each relationship type's file (once `close`d)."""
        return dict(self._relations)

    @property
    def nodes(self) -> int:
        """How many nodes the files hold (the graph's node ids run from 0 below it)."""
        return self._node_count

    @property
    def list_properties(self) -> list[tuple[str, str]]:
        """(label, property) of each list the files carry joined, for the store to split
        (FalkorDB) or to make empty where it arrived as null (neo4j-admin)."""
        return list(self._lists)

    def insert(self, url: str, graph: str) -> None:
        """Create `graph`, which must not exist, on the server at `url` from the files,
        with `falkordb-bulk-insert` in a process of its own (it configures logging,
        signals and the csv module for a process it owns), given the URL, which may hold a
        password, in its environment rather than on its command line, and killed with
        this process (Linux)."""
        self.close()
        if self.tool != "falkordb":
            raise StoreError(f"these bulk files are for {self.tool}, not FalkorDB")
        command = [sys.executable, "-c", _TOOL]
        command += ["--enforce-schema", "--separator", SEPARATOR]
        command += ["--quote", "3", "--escapechar", "none"]  # csv.QUOTE_NONE, no escapes
        for label, (path, _, _) in self._nodes.items():
            command += ["--nodes-with-label", label, str(path)]
        for relation, path in self._relations.items():
            command += ["--relations-with-type", relation, str(path)]
        command += ["--", graph]  # a graph name may start with "-"
        # UTF-8 mode: the tool opens the files in the locale's encoding
        env = {**os.environ, "PYTHONUTF8": "1", f"{_ENV_PREFIX}_SERVER_URL": url}
        env[f"{_ENV_PREFIX}_PARENT"] = str(os.getpid())
        done = subprocess.run(
            command, capture_output=True, encoding="utf-8", errors="replace", env=env,
            check=False,
        )  # fmt: skip
        if done.returncode:
            said = (done.stderr.strip() or done.stdout.strip())[-800:]
            raise StoreError(f"GRAPH.BULK into {graph!r} failed: {said}")


def _unique_lines(rows: Path, out: IO[str], scratch: Path) -> None:
    """Append `rows`' distinct lines to `out`, with the system's `sort -u` (bytewise, in
    bounded memory, spilling to `scratch`): a repeated triple is written once."""
    command = ["sort", "-u", "-S", SORT_MEMORY, "-T", str(scratch), str(rows)]
    subprocess.run(command, stdout=out, check=True, env={**os.environ, "LC_ALL": "C"})


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


_TOOL_TYPES = {
    "falkordb": {"STRING": "STRING", "LONG": "LONG", "LIST": "STRING"},
    "neo4j-admin": {"STRING": "string", "LONG": "long", "LIST": "string[]"},
}
"""Each tool's column type for each kind of property (a list travels joined; FalkorDB's
tool reads it as one string, neo4j-admin splits it)."""
_ENV_PREFIX = "SAFE_BULK"
_TOOL = f"""
import ctypes, os, signal, sys
try:  # be killed with the loading process (Linux), so a killed load sends nothing more
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
except (OSError, AttributeError):
    pass
if os.getppid() != int(os.environ["{_ENV_PREFIX}_PARENT"]):
    sys.exit("the loading process has gone")
from falkordb_bulk_loader.bulk_insert import bulk_insert
bulk_insert(auto_envvar_prefix="{_ENV_PREFIX}")
"""
"""The tool's process: its options also read from SAFE_BULK_* variables."""
