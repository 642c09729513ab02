"""Neo4j 5.15+ backend (5.26 LTS, 2025.x, 2026.x), through the official `neo4j` driver."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import neo4j
import numpy as np
from neo4j.exceptions import Neo4jError, ServiceUnavailable

from app.errors import GraphMissingError, StoreError
from app.kg.store.base import GraphStore, Row
from app.kg.store.bulk import BulkGraph
from app.kg.store.dialect import Neo4jDialect, Neo4jVersion, quote_name
from app.kg.store.neo4j_import import admin_import

SYSTEM = "system"
"""The database that holds the others' names and creates them."""
DATABASE_NOT_FOUND = "Neo.ClientError.Database.DatabaseNotFound"
CREATE_WAIT_S = 600
"""How long a new database may take to come online before the load gives up."""


def _plain(value: Any) -> Any:
    """Parameter values the driver can send: numpy arrays become float lists."""
    if isinstance(value, np.ndarray):
        return value.astype(float).tolist()
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


class Neo4jStore(GraphStore):
    """A Neo4j database holding one knowledge graph (`graph` is the database name).

    The dialect is chosen once per connection from the server's version (`version`, or read
    with `dbms.components()` when not given); a server older than 5.15 is refused. With
    `admin` (the `neo4j-admin` command, where the server's files are) a database that does
    not exist yet is created by `neo4j-admin database import full` from bulk files made
    under `import_dir` (Enterprise Edition, which can create databases).
    """

    dialect: Neo4jDialect

    def __init__(
        self,
        driver: neo4j.Driver,
        graph: str,
        timeout_ms: int,
        location: str,
        version: Neo4jVersion | None = None,
        admin: Sequence[str] = (),
        import_dir: Path | None = None,
    ) -> None:
        super().__init__(graph, timeout_ms)
        self._driver = driver
        self._location = location
        self._admin = tuple(admin)
        self._import_dir = import_dir
        self._edition: str | None = None
        self.dialect = Neo4jDialect(version or self.server_version())

    def server_version(self) -> Neo4jVersion:
        """The server's version, from `dbms.components()`."""
        rows = self._components()
        if not rows:
            raise StoreError(f"Neo4j at {self._location} did not report its version")
        return Neo4jVersion.parse(str(rows[0]["version"]))

    def _components(self) -> list[Row]:
        """The kernel's version and edition, asked of this database or, where it does not
        exist yet, of the system database."""
        query = (
            "CALL dbms.components() YIELD name, versions, edition "
            "WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version, edition"
        )
        try:
            return self.run(query, read_only=True)
        except GraphMissingError:
            return self._run_on(SYSTEM, query, read_only=True)

    def graph_names(self) -> list[str]:
        """The server's databases (only this one where the user may not list them)."""
        return sorted({name for name, _ in self._databases()}) or [self.graph]

    def graph_exists(self) -> bool:
        """Whether the database exists, by name or alias as Neo4j matches them (ignoring
        case); yes where the user may not list databases."""
        databases = self._databases()
        wanted = self.graph.lower()
        return not databases or any(
            wanted == name.lower() or wanted in {a.lower() for a in aliases}
            for name, aliases in databases
        )

    def _databases(self) -> list[tuple[str, list[str]]]:
        """Each database's name and aliases; none where the user may not list them."""
        try:
            rows = self._run_on(
                SYSTEM, "SHOW DATABASES YIELD name, aliases RETURN name, aliases", read_only=True
            )
        except StoreError:  # not allowed to list them (the system database always exists)
            return []
        return [(str(row["name"]), [str(a) for a in row["aliases"] or []]) for row in rows]

    def bulk_path(self) -> bool:
        """With `neo4j-admin` configured, on Enterprise Edition (which creates databases)."""
        if not self._admin:
            return False
        if self._edition is None:
            rows = self._components()
            self._edition = str(rows[0]["edition"]) if rows else ""
        return self._edition.lower() == "enterprise"

    def bulk_files(self) -> BulkGraph:
        return BulkGraph.temporary(
            id_label=self.layout.label("Entity"), tool="neo4j-admin", parent=self._import_dir
        )

    def create_in_bulk(self, bulk: BulkGraph) -> None:
        """Import the files into the new database with neo4j-admin, then create it and wait
        till it is online."""
        admin_import(self._admin, bulk, self.graph)
        self.create_empty()
        for label, prop in bulk.list_properties:  # an empty list travels as null
            self.run(
                f"MATCH (n:{quote_name(label)}) WHERE n.{quote_name(prop)} IS NULL "
                f"SET n.{quote_name(prop)} = []"
            )

    def create_empty(self) -> None:
        """Create the database (the bulk path's; Enterprise Edition) and wait till it is
        online: a load writes into it next."""
        rows = self._run_on(
            SYSTEM, f"CREATE DATABASE {quote_name(self.graph)} IF NOT EXISTS WAIT {CREATE_WAIT_S}"
        )
        failed = [row for row in rows if row.get("success") is False]
        if failed:
            said = "; ".join(
                f"{r.get('address')}: {r.get('state')} {r.get('message')}" for r in failed
            )
            raise StoreError(f"Neo4j did not bring database {self.graph!r} online: {said}")

    @property
    def location(self) -> str:
        return self._location

    def run(
        self,
        query: str,
        params: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        timeout_ms: int | None = None,
    ) -> list[Row]:
        return self._run_on(self.graph, query, params, read_only=read_only, timeout_ms=timeout_ms)

    def _run_on(
        self,
        database: str,
        query: str,
        params: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        timeout_ms: int | None = None,
    ) -> list[Row]:
        timeout = (self.timeout_ms if timeout_ms is None else timeout_ms) / 1000.0
        mode = neo4j.READ_ACCESS if read_only else neo4j.WRITE_ACCESS
        try:
            with self._driver.session(database=database, default_access_mode=mode) as session:
                result = session.run(
                    neo4j.Query(query, timeout=timeout), _plain(dict(params or {}))
                )
                return [record.data() for record in result]
        except ServiceUnavailable as exc:
            raise StoreError(f"Neo4j is unreachable at {self._location}: {exc}") from exc
        except Neo4jError as exc:
            if exc.code == DATABASE_NOT_FOUND:
                raise GraphMissingError(f"Neo4j has no database {database!r}") from exc
            raise StoreError(f"Neo4j refused the query: {exc.message or exc}") from exc

    def checkpoint(self) -> None:
        """Neo4j's transactions are durable on commit: nothing to do."""

    def close(self) -> None:
        self._driver.close()

    def drop_graph(self) -> None:
        self.run(self.dialect.delete_all_nodes(10000))
        ours = {index.name for index in self.layout.vector_indexes} | {self.layout.fulltext.name}
        for row in self.run("SHOW INDEXES YIELD name, owningConstraint"):
            if row["name"] in ours and row["owningConstraint"] is None:
                self.run(f"DROP INDEX {quote_name(row['name'])} IF EXISTS")

    def _create_unique(self, label: str, prop: str) -> None:
        """Uniqueness is part of the dialect's constraint DDL on Neo4j."""

    def _drop_unique(self, label: str, prop: str) -> None:
        """Dropping the constraint is the dialect's DDL on Neo4j."""

    def _vector_index_state(self) -> dict[str, bool]:
        rows = self.run(
            "SHOW INDEXES YIELD type, labelsOrTypes, state WHERE type = 'VECTOR' "
            "RETURN labelsOrTypes, state",
            read_only=True,
        )
        return {row["labelsOrTypes"][0]: row["state"] == "ONLINE" for row in rows}
