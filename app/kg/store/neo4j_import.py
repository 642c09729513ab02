"""A new Neo4j database created by `neo4j-admin database import full` from the bulk files.

Neo4j's own bulk path writes its store files directly, far faster than transactions. It
needs a database that does not exist yet and a server that can create one afterwards
(Enterprise Edition: `CREATE DATABASE`); the tool must run where the server's files are,
and read the bulk files at the same path (`SAFE_NEO4J_IMPORT_DIR`, e.g. a folder mounted at
the same path in a container). Community Edition, or a database that exists, is loaded
with batched `UNWIND` writes instead.
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence

from app.errors import StoreError
from app.kg.store.bulk import LIST_SEPARATOR, BulkGraph, header_path

QUOTE = "\x1e"
"""The quotation character neo4j-admin is given: one no name holds (the files are unquoted,
and a name may hold `"`)."""


def _char(character: str) -> str:
    """A character as neo4j-admin's options take one: `U+001F`."""
    return f"U+{ord(character):04X}"


def admin_import_command(admin: Sequence[str], bulk: BulkGraph, database: str) -> list[str]:
    """The `neo4j-admin database import full` command creating `database` from `bulk`'s
    closed files (each with its header file)."""
    command = [*admin, "database", "import", "full"]
    command += [
        "--delimiter=TAB",
        f"--array-delimiter={_char(LIST_SEPARATOR)}",
        f"--quote={_char(QUOTE)}",
        f"--report-file={bulk.folder / 'import.report'}",
    ]
    for label, path in bulk.node_files.items():
        command.append(f"--nodes={label}={header_path(path)},{path}")
    for relation, path in bulk.relation_files.items():
        command.append(f"--relationships={relation}={header_path(path)},{path}")
    command.append(database)  # a database name starts with a letter, never "-"
    return command


def admin_import(admin: Sequence[str], bulk: BulkGraph, database: str) -> None:
    """Run the import; StoreError with the tool's last words when it fails."""
    bulk.close()
    if bulk.refused:
        raise StoreError(f"the bulk files were refused: {bulk.refused}")
    command = admin_import_command(admin, bulk, database)
    try:
        done = subprocess.run(
            command, capture_output=True, encoding="utf-8", errors="replace", check=False
        )
    except OSError as exc:
        raise StoreError(f"cannot run {admin[0]!r} (SAFE_NEO4J_ADMIN): {exc}") from exc
    if done.returncode:
        said = (done.stderr.strip() or done.stdout.strip())[-800:] or "(it said nothing)"
        raise StoreError(
            f"neo4j-admin database import into {database!r} failed (exit {done.returncode}): {said}"
        )
