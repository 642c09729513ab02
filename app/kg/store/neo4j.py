"""Neo4j 5.15+ backend (5.26 LTS, 2025.x, 2026.x), through the official `neo4j` driver."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import neo4j
import numpy as np
from neo4j.exceptions import Neo4jError, ServiceUnavailable

from app.errors import StoreError
from app.kg.store.base import GraphStore, Row
from app.kg.store.dialect import Neo4jDialect, Neo4jVersion, quote_name


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
    with `dbms.components()` when not given); a server older than 5.15 is refused.
    """

    dialect: Neo4jDialect

    def __init__(
        self,
        driver: neo4j.Driver,
        graph: str,
        timeout_ms: int,
        location: str,
        version: Neo4jVersion | None = None,
    ) -> None:
        super().__init__(graph, timeout_ms)
        self._driver = driver
        self._location = location
        self.dialect = Neo4jDialect(version or self.server_version())

    def server_version(self) -> Neo4jVersion:
        """The server's version, from `dbms.components()`."""
        rows = self.run(
            "CALL dbms.components() YIELD name, versions "
            "WHERE name = 'Neo4j Kernel' RETURN versions[0] AS version",
            read_only=True,
        )
        if not rows:
            raise StoreError(f"Neo4j at {self._location} did not report its version")
        return Neo4jVersion.parse(str(rows[0]["version"]))

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
        timeout = (self.timeout_ms if timeout_ms is None else timeout_ms) / 1000.0
        mode = neo4j.READ_ACCESS if read_only else neo4j.WRITE_ACCESS
        try:
            with self._driver.session(database=self.graph, default_access_mode=mode) as session:
                result = session.run(
                    neo4j.Query(query, timeout=timeout), _plain(dict(params or {}))
                )
                return [record.data() for record in result]
        except ServiceUnavailable as exc:
            raise StoreError(f"Neo4j is unreachable at {self._location}: {exc}") from exc
        except Neo4jError as exc:
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
