"""Lint Cypher statements with Neo4j's own Cypher tooling, by running `node lint.mjs`.

`lint([("id", "MATCH (n) RETURN n"), ...], "2026")` lints a whole batch in one Node process
against the Neo4j version family's procedure signatures and default Cypher language (see
README.md beside this file). Call `node_ready()` first: it says why the linter cannot run
(no `node`, or `npm ci` not run here), or returns None.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast

HERE = Path(__file__).resolve().parent
LINT_SCRIPT = HERE / "lint.mjs"
PACKAGE = "@neo4j-cypher/language-support"
FAMILIES = ("5.26", "2025", "2026")
TIMEOUT_S = 300.0

Severity = Literal["error", "warning"]


@dataclass(frozen=True)
class Diagnostic:
    """One finding. `offset` (UTF-16 offset into the statement) is left out of equality."""

    severity: Severity
    message: str
    offset: int = field(default=-1, compare=False)


def _pinned_version() -> str:
    manifest = json.loads((HERE / "package.json").read_text(encoding="utf-8"))
    return cast(str, manifest["dependencies"][PACKAGE])


def node_ready() -> str | None:
    """Why `lint` cannot run here, or None when node and the pinned package are installed."""
    if shutil.which("node") is None:
        return "node is not on PATH (install Node.js, then run `npm ci` in tests/cypher_lint)"
    installed = HERE / "node_modules" / PACKAGE / "package.json"
    if not installed.is_file():
        return f"{PACKAGE} is not installed: run `npm ci` in {HERE}"
    version = json.loads(installed.read_text(encoding="utf-8")).get("version")
    pinned = _pinned_version()
    if version != pinned:
        return f"{PACKAGE} {version} is installed but {pinned} is pinned: run `npm ci` in {HERE}"
    return None


def lint(statements: list[tuple[str, str]], family: str) -> dict[str, list[Diagnostic]]:
    """Diagnostics per statement id for `(id, cypher)` pairs, on Neo4j `family`.

    `family` is "5.26" (Cypher 5), "2025" (Cypher 5 by default, `CYPHER 25` prefix allowed)
    or "2026" (Cypher 25 by default). Every parameter a statement uses counts as declared.
    Raises ValueError on a bad family or a repeated id, RuntimeError when node fails.
    """
    if family not in FAMILIES:
        raise ValueError(f"family must be one of {', '.join(FAMILIES)}, not {family!r}")
    ids = [statement_id for statement_id, _ in statements]
    if len(set(ids)) != len(ids):
        raise ValueError("statement ids must be unique")
    if not statements:
        return {}
    payload = {
        "family": family,
        "statements": [{"id": sid, "cypher": cypher} for sid, cypher in statements],
    }
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not on PATH")
    proc = subprocess.run(
        [node, str(LINT_SCRIPT)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=HERE,
        timeout=TIMEOUT_S,
        check=False,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"lint.mjs exited {proc.returncode}: {proc.stderr.strip()}")
    results = cast(list[dict[str, object]], json.loads(proc.stdout))
    out: dict[str, list[Diagnostic]] = {}
    for result in results:
        raw = cast(list[dict[str, object]], result["diagnostics"])
        out[cast(str, result["id"])] = [
            Diagnostic(
                severity="error" if d["severity"] == "error" else "warning",
                message=cast(str, d["message"]),
                offset=cast(int, d["offset"]),
            )
            for d in raw
        ]
    return out
