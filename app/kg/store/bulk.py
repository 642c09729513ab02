"""A new graph created in one pass through FalkorDB's bulk path, `GRAPH.BULK`, driven by the
`falkordb-bulk-loader` package from CSV files written here.

The loader's CSV reader strips each value and reads an empty one as null, and it reads the
elements of an array by their looks ("1990" becomes a number): a value it would not carry
back exactly is refused (`BulkUnsuitable`) before anything is sent, and the caller writes
the graph through Cypher instead. Files are tab-separated without quoting or escapes
(a name holding a tab or a line break is refused), so every other character travels as it
is.
"""

from __future__ import annotations

import io
import logging
import math
import tempfile
from collections.abc import Mapping
from contextlib import redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from app.errors import SafeError, StoreError

SEPARATOR = "\t"
FLUSH_ROWS = 5000
"""Relationship rows kept per relation type before they are appended to its file."""


class BulkUnsuitable(SafeError):
    """A value the bulk path would not carry back exactly (the caller writes through Cypher)."""


def exact_string(value: str, what: str) -> str:
    """`value` when the bulk loader carries it back as the same string, else BulkUnsuitable."""
    if not value or value != value.strip() or any(c in value for c in (SEPARATOR, "\n", "\r")):
        raise BulkUnsuitable(f"{what} {value!r} would not survive the bulk format")
    return value


def exact_array_element(value: str, what: str) -> str:
    """A string the loader's inference keeps a string inside an array."""
    exact_string(value, what)
    if value.lower() in ("true", "false") or value[0] + value[-1] == "[]":
        raise BulkUnsuitable(f"{what} {value!r} would be read as another type")
    try:
        number = float(value)
    except ValueError:
        return value
    if math.isnan(number) or math.isinf(number):
        return value
    raise BulkUnsuitable(f"{what} {value!r} would be read as a number")


@dataclass
class BulkGraph:
    """CSV files for one new graph: nodes of a few labels with typed properties, and
    relationships between `Entity` nodes by id, one file per relationship type."""

    folder: Path
    id_label: str = "Entity"  # the label whose ids relationships name
    _temporary: tempfile.TemporaryDirectory[str] | None = None
    _nodes: dict[str, tuple[Path, IO[str], tuple[tuple[str, str], ...]]] = field(
        default_factory=dict
    )
    _relations: dict[str, Path] = field(default_factory=dict)
    _pending: dict[str, list[str]] = field(default_factory=dict)

    @classmethod
    def temporary(cls, id_label: str = "Entity") -> BulkGraph:
        """Files in a temporary folder of their own, removed by `discard` (or when the
        object is collected)."""
        folder = tempfile.TemporaryDirectory(prefix="safe-bulk-")
        return cls(Path(folder.name), id_label, folder)

    def discard(self) -> None:
        """Close the files and remove a temporary folder with them."""
        self.close()
        if self._temporary is not None:
            self._temporary.cleanup()

    def add_node(
        self, label: str, props: Mapping[str, Any], schema: tuple[tuple[str, str], ...]
    ) -> None:
        """One node; `schema` names each property and its type (STRING, LONG, ARRAY, or ID:
        the node's id among its label's, a property unless its name is empty), the same
        for every node of the label."""
        if label not in self._nodes:
            path = self.folder / f"nodes-{len(self._nodes)}.csv"
            created = path.open("w", encoding="utf-8")
            header = [
                f"{name}:ID({label})" if kind == "ID" else f"{name}:{kind}" for name, kind in schema
            ]
            created.write(SEPARATOR.join(header) + "\n")
            self._nodes[label] = (path, created, schema)
        _, out, schema = self._nodes[label]
        cells = []
        for name, kind in schema:
            value = props[name]
            if kind == "ARRAY":
                cells.append(repr([exact_array_element(v, name) for v in value]))
            elif kind == "LONG":
                cells.append(str(int(value)))
            else:
                cells.append(exact_string(str(value), name or "id"))
        out.write(SEPARATOR.join(cells) + "\n")

    def add_relation(self, relation: str, head: str, tail: str) -> None:
        """A relationship of type `relation` from the node of id `head` to that of `tail`."""
        rows = self._pending.setdefault(relation, [])
        rows.append(f"{head}{SEPARATOR}{tail}\n")
        if len(rows) >= FLUSH_ROWS:
            self._flush(relation)

    def _flush(self, relation: str) -> None:
        rows = self._pending.get(relation)
        if not rows:
            return
        path = self._relations.get(relation)
        if path is None:
            path = self._relations[relation] = self.folder / f"relations-{len(self._relations)}.csv"
            header = f":START_ID({self.id_label}){SEPARATOR}:END_ID({self.id_label})\n"
            path.write_text(header, encoding="utf-8")
        with path.open("a", encoding="utf-8") as out:
            out.writelines(rows)
        self._pending[relation] = []

    def close(self) -> None:
        """Finish the files (idempotent)."""
        for relation in list(self._pending):
            self._flush(relation)
        for _, out, _ in self._nodes.values():
            out.close()

    def insert(self, url: str, graph: str) -> None:
        """Create `graph`, which must not exist, on the server at `url` from the files."""
        from falkordb_bulk_loader.bulk_insert import bulk_insert

        self.close()
        args = [graph, "--server-url", url, "--enforce-schema", "--separator", SEPARATOR]
        args += ["--quote", "3", "--escapechar", "none"]  # csv.QUOTE_NONE, no escapes
        for label, (path, _, _) in self._nodes.items():
            args += ["--nodes-with-label", label, str(path)]
        for relation, path in self._relations.items():
            args += ["--relations-with-type", relation, str(path)]
        chatter = io.StringIO()  # the tool's progress bars and log lines
        root = logging.getLogger()
        handlers, level = root.handlers[:], root.level  # the tool reconfigures logging
        try:
            with redirect_stdout(chatter):
                bulk_insert.main(args, standalone_mode=False)
        except SystemExit as exc:  # the tool exits on a duplicate id or an existing graph
            said = chatter.getvalue()[-500:]
            raise StoreError(f"GRAPH.BULK into {graph!r} stopped: {said}") from exc
        except Exception as exc:
            raise StoreError(f"GRAPH.BULK into {graph!r} failed: {exc}") from exc
        finally:
            root.handlers[:] = handlers
            root.setLevel(level)
