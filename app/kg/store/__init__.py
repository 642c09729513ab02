"""Open the graph store a `Settings` points at: embedded FalkorDB, a FalkorDB server or Neo4j."""

from __future__ import annotations

import shlex
from pathlib import Path
from urllib.parse import urlparse

from app.config import Settings
from app.errors import ConfigError, StoreError
from app.kg.store.base import GraphStore, Neighbour, Row
from app.kg.store.embedded import EmbeddedServer

NEO4J_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")

__all__ = ["EmbeddedServer", "GraphStore", "Neighbour", "Row", "open_store"]


def open_store(settings: Settings) -> GraphStore:
    """Connect to the configured database, starting the embedded server when needed."""
    target = settings.db
    scheme = urlparse(target).scheme
    if target == "embedded" or scheme == "falkordb":
        from app.kg.store.falkor import CLAIM_SUFFIX, STAGING_SUFFIX

        for suffix in (STAGING_SUFFIX, CLAIM_SUFFIX):  # keys a load keeps beside the graph
            if settings.graph.endswith(suffix):
                raise ConfigError(
                    f"graph name {settings.graph!r}: names ending in {suffix!r} are kept for "
                    "the loads of the graph before it; choose another --graph"
                )
    if target == "embedded":
        from falkordb import FalkorDB

        from app.kg.store.falkor import FalkorStore

        server = EmbeddedServer(settings.home / "falkordb")
        status = server.start()
        client = FalkorDB(unix_socket_path=status.socket)
        return FalkorStore(client, settings.graph, settings.query_timeout_ms, status.socket)
    if scheme == "falkordb":
        from falkordb import FalkorDB

        from app.kg.store.falkor import FalkorStore

        url = urlparse(target)
        client = FalkorDB(
            host=url.hostname or "localhost",
            port=url.port or 6379,
            password=url.password,
            username=url.username,
        )
        return FalkorStore(client, settings.graph, settings.query_timeout_ms, target)
    if scheme in NEO4J_SCHEMES:
        import neo4j

        from app.kg.store.neo4j import Neo4jStore

        if settings.neo4j_password is None:
            raise ConfigError("a Neo4j database needs a password: --password or NEO4J_PASSWORD")
        driver = neo4j.GraphDatabase.driver(
            target, auth=(settings.neo4j_user, settings.neo4j_password)
        )
        try:
            driver.verify_connectivity()
        except Exception as exc:
            driver.close()
            raise StoreError(f"cannot reach Neo4j at {target}: {exc}") from exc
        return Neo4jStore(
            driver,
            settings.graph,
            settings.query_timeout_ms,
            target,
            admin=shlex.split(settings.neo4j_admin),
            import_dir=Path(settings.neo4j_import_dir) if settings.neo4j_import_dir else None,
        )
    raise ConfigError(
        f"unknown database {target!r}: use 'embedded', falkordb://host:port, bolt://… or neo4j://…"
    )
