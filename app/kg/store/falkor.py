"""FalkorDB backend, through the native `falkordb` client (never its Bolt port)."""

from __future__ import annotations

import json
import time
from collections.abc import Collection, Mapping
from contextlib import suppress
from typing import Any
from urllib.parse import quote

import numpy as np
import redis
from falkordb import FalkorDB
from falkordb.helpers import quote_string

from app.errors import StoreError
from app.kg.store.base import GraphStore, Row
from app.kg.store.bulk import BulkGraph
from app.kg.store.busy import while_busy
from app.kg.store.dialect import FalkorDialect

STAGING_SUFFIX = "~staging"
"""A load builds `<graph>~staging` (a copy of the graph, or empty with `--replace`) and
renames it over the graph when complete."""

# Vectors travel as Cypher text: four decimals of each component, formatted by table lookup.
_VECTOR_SCALE = 10_000
_VECTOR_TABLE = np.array(
    [f"{i / _VECTOR_SCALE:.4f}" for i in range(-_VECTOR_SCALE, _VECTOR_SCALE + 1)], dtype=object
)


def _vector_rows(matrix: np.ndarray) -> list[str]:
    """Cypher list literals for the rows of a float matrix."""
    if matrix.size and float(np.abs(matrix).max()) <= 1.0:
        codes = np.rint(matrix * _VECTOR_SCALE).astype(np.int32) + _VECTOR_SCALE
        return ["[" + ",".join(row) + "]" for row in _VECTOR_TABLE[codes].tolist()]
    return ["[" + ",".join(map(repr, row)) + "]" for row in matrix.astype(float).tolist()]


MAX_READ_PARTS = 8  # a read split by node id runs in at most this many parts at once


def cypher_literal(value: Any) -> str:
    """A parameter value as FalkorDB's `CYPHER name=value` header expects it."""
    if isinstance(value, np.ndarray):
        if value.ndim == 1:
            return _vector_rows(value[None, :])[0]
        return "[" + ",".join(_vector_rows(value)) + "]"
    if isinstance(value, str):
        return str(quote_string(value))
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float, np.integer, np.floating)):
        return repr(float(value)) if isinstance(value, (float, np.floating)) else str(int(value))
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(cypher_literal(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ",".join(f"`{k}`:{cypher_literal(v)}" for k, v in value.items()) + "}"
    raise StoreError(f"unsupported parameter type: {type(value).__name__}")


def rewrite_aof(connection: redis.Redis, wait_s: float = 600.0) -> None:
    """Rewrite the server's AOF (when AOF is on) and wait until the rewrite is done."""
    try:
        if connection.config_get("appendonly").get("appendonly") != "yes":
            return
        connection.bgrewriteaof()
        deadline = time.monotonic() + wait_s
        while connection.info("persistence")["aof_rewrite_in_progress"]:
            if time.monotonic() > deadline:
                raise StoreError(f"AOF rewrite did not finish within {wait_s:.0f} s")
            time.sleep(0.05)
    except redis.ResponseError as exc:
        if "in progress" not in str(exc) and "unknown command" not in str(exc).lower():
            raise StoreError(f"FalkorDB could not rewrite its append-only file: {exc}") from exc


CLAIM_SUFFIX = "~load-claim"
"""`<graph>~load-claim` names the load building the graph's staging graph (a redis string
leased for CLAIM_LEASE_MS, renewed while the load runs)."""
CLAIM_LEASE_MS = 120_000
_RELEASE_OWN = (
    "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"
)
_RENEW_OWN = (
    "if redis.call('get', KEYS[1]) == ARGV[1] then"
    " return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0"
)
_REPLACE_OWN = (
    "if redis.call('get', KEYS[1]) == ARGV[1] then"
    " redis.call('set', KEYS[1], ARGV[2], 'PX', ARGV[3]) return 1 end return 0"
)


def _claim_value(owner: Mapping[str, Any]) -> str:
    return json.dumps(dict(owner), sort_keys=True)


BULK_COMMAND_TIMEOUT_S = 3600
"""How long one GRAPH.BULK command may take (redis-py's default, 5 s, cut off large graphs)."""


def server_url(connection: redis.Redis, timeout_s: float = BULK_COMMAND_TIMEOUT_S) -> str:
    """The URL of the server `connection` talks to (a unix socket or host and port), for
    commands that may take `timeout_s`."""
    options = connection.connection_pool.connection_kwargs
    wait = f"socket_timeout={timeout_s}"
    if options.get("path"):
        return f"unix://{quote(options['path'])}?{wait}"
    user, password = options.get("username"), options.get("password")
    login = ""
    if password:
        login = f"{quote(user or '', safe='')}:{quote(password, safe='')}@"
    secure = connection.connection_pool.connection_class is redis.SSLConnection
    host = str(options.get("host", "localhost"))
    place = f"{f'[{host}]' if ':' in host else host}:{options.get('port', 6379)}"
    return f"{'rediss' if secure else 'redis'}://{login}{place}?{wait}"


class FalkorStore(GraphStore):
    """A graph (one key) in a FalkorDB server."""

    dialect = FalkorDialect()

    def __init__(self, client: FalkorDB, graph: str, timeout_ms: int, location: str) -> None:
        super().__init__(graph, timeout_ms)
        self._client = client
        self._graph = client.select_graph(graph)
        self._location = location
        self._timeout_max: int | None = None  # the server's TIMEOUT_MAX, read once
        self._read_threads: int | None = None  # the server's THREAD_COUNT, read once

    @property
    def location(self) -> str:
        return self._location

    def _within_server_limit(self, timeout_ms: int) -> int:
        """`timeout_ms`, or the server's TIMEOUT_MAX where one is set and lower: the
        server refuses a query asking for more."""
        if self._timeout_max is None:
            self._timeout_max = self._server_setting("TIMEOUT_MAX", unsaid=0)
            if self._timeout_max is None:
                return timeout_ms
        return min(timeout_ms, self._timeout_max) if self._timeout_max > 0 else timeout_ms

    def read_parts(self) -> int:
        if self._read_threads is None:
            threads = self._server_setting("THREAD_COUNT", unsaid=1)
            if threads is None:
                return 1
            self._read_threads = min(max(threads, 1), MAX_READ_PARTS)
        return self._read_threads

    def _server_setting(self, name: str, unsaid: int) -> int | None:
        """The server's setting `name` (GRAPH.CONFIG); `unsaid` where the server does not
        say; None where it was not reached (the caller asks again next time)."""
        try:
            reply = self._client.connection.execute_command("GRAPH.CONFIG", "GET", name)
            return int(reply[1])
        except (redis.ResponseError, IndexError, TypeError, ValueError):
            return unsaid
        except redis.RedisError:
            return None

    def run(
        self,
        query: str,
        params: Mapping[str, Any] | None = None,
        *,
        read_only: bool = False,
        timeout_ms: int | None = None,
    ) -> list[Row]:
        header = ""
        if params:
            header = "CYPHER " + " ".join(f"{k}={cypher_literal(v)} " for k, v in params.items())
        timeout = self._within_server_limit(self.timeout_ms if timeout_ms is None else timeout_ms)
        call = self._graph.ro_query if read_only else self._graph.query
        try:
            for attempt in while_busy():
                with attempt:
                    result = call(header + query, timeout=timeout)
        except redis.ResponseError as exc:
            if read_only and "empty key" in str(exc):
                return []  # the graph does not exist yet: nothing to read
            raise StoreError(f"FalkorDB refused the query: {exc}") from exc
        except (redis.ConnectionError, redis.TimeoutError) as exc:
            raise StoreError(f"FalkorDB is unreachable at {self._location}: {exc}") from exc
        names = [column[1] for column in result.header]
        return [dict(zip(names, row, strict=True)) for row in result.result_set]

    def run_ddl(self, statement: str) -> None:
        try:
            super().run_ddl(statement)
        except StoreError as exc:
            if "already indexed" not in str(exc) and "already exists" not in str(exc):
                raise

    def checkpoint(self) -> None:
        """Rewrite the append-only file as a snapshot.

        FalkorDB rebuilds vector indexes fully from a snapshot, but not from replayed
        incremental AOF entries, so a load ends with a rewrite.
        """
        rewrite_aof(self._client.connection)

    def close(self) -> None:
        self._client.connection.close()

    def staging(self) -> FalkorStore:
        """The graph `<name>~staging` on the same server."""
        return FalkorStore(
            self._client, self.graph + STAGING_SUFFIX, self.timeout_ms, self._location
        )

    def copy_to(self, staging: GraphStore) -> None:
        if self.graph in self._client.list_graphs():
            self._execute("GRAPH.COPY", self.graph, staging.graph)

    def promote(self, staging: GraphStore) -> None:
        self._execute("RENAME", staging.graph, self.graph)  # atomic; asks see old or new

    def _execute(self, *command: str) -> None:
        try:
            for attempt in while_busy():
                with attempt:
                    self._client.connection.execute_command(*command)
        except redis.RedisError as exc:
            raise StoreError(f"FalkorDB refused {command[0]}: {exc}") from exc

    def claim_load(
        self, owner: Mapping[str, Any], *, replacing: Mapping[str, Any] | None = None
    ) -> dict[str, Any] | None:
        key, value = self.graph + CLAIM_SUFFIX, _claim_value(owner)
        connection = self._client.connection
        try:
            if replacing is None:
                taken = connection.set(key, value, nx=True, px=CLAIM_LEASE_MS)
            else:
                old = _claim_value(replacing)
                taken = connection.eval(_REPLACE_OWN, 1, key, old, value, CLAIM_LEASE_MS)
            held = None if taken else connection.get(key)
        except redis.RedisError as exc:
            raise StoreError(f"FalkorDB at {self._location} refused a load claim: {exc}") from exc
        if taken:
            return None
        return json.loads(held) if held else self.claim_load(owner)  # it ended meanwhile

    def renew_load(self, owner: Mapping[str, Any]) -> None:
        """Best effort: a lease not renewed lapses, and another load may then claim."""
        with suppress(redis.RedisError):
            self._client.connection.eval(
                _RENEW_OWN, 1, self.graph + CLAIM_SUFFIX, _claim_value(owner), CLAIM_LEASE_MS
            )

    def release_load(self, owner: Mapping[str, Any]) -> None:
        """Best effort: a claim left by a load whose server went away lapses or is taken
        over later."""
        with suppress(redis.RedisError):
            self._client.connection.eval(
                _RELEASE_OWN, 1, self.graph + CLAIM_SUFFIX, _claim_value(owner)
            )

    def bulk_path(self) -> bool:
        return True

    def create_in_bulk(self, bulk: BulkGraph) -> None:
        patient = redis.Redis.from_url(server_url(self._client.connection))
        try:
            bulk.insert(patient, self.graph)
        finally:
            patient.close()

    def graph_names(self) -> list[str]:
        return sorted(str(name) for name in self._client.list_graphs())

    def drop_graph(self) -> None:
        if self.graph in self._client.list_graphs():
            self._graph.delete()

    def _create_unique(self, label: str, prop: str) -> None:
        existing = self.run("CALL db.constraints()", read_only=True)
        if any(row["label"] == label and list(row["properties"]) == [prop] for row in existing):
            return
        self._client.connection.execute_command(
            "GRAPH.CONSTRAINT", "CREATE", self.graph, "UNIQUE", "NODE", label, "PROPERTIES", 1, prop
        )

    def _drop_unique(self, label: str, prop: str) -> None:
        existing = self.run("CALL db.constraints()", read_only=True)
        if any(row["label"] == label and list(row["properties"]) == [prop] for row in existing):
            self._execute(
                "GRAPH.CONSTRAINT", "DROP", self.graph, "UNIQUE", "NODE", label, "PROPERTIES", "1",
                prop,
            )  # fmt: skip

    def _run_drop(self, statement: str) -> None:
        try:
            self.run(statement)
        except StoreError as exc:  # FalkorDB has no IF EXISTS
            if "not exist" not in str(exc) and "Unable to drop" not in str(exc):
                raise

    def indexes_built(self, labels: Collection[str] | None = None) -> bool:
        indexes = self.run(
            "CALL db.indexes() YIELD label, status RETURN label, status", read_only=True
        )
        constraints = self.run(
            "CALL db.constraints() YIELD label, status RETURN label, status", read_only=True
        )
        statuses = {
            str(row["status"])
            for row in indexes + constraints
            if labels is None or row["label"] in labels
        }
        if "FAILED" in statuses:
            raise StoreError(f"an index or constraint of {self.graph!r} failed to build")
        return statuses <= {"OPERATIONAL"}

    def _vector_index_state(self) -> dict[str, bool]:
        rows = self.run(
            "CALL db.indexes() YIELD label, types, status RETURN label, types, status",
            read_only=True,
        )
        return {
            row["label"]: row["status"] == "OPERATIONAL"
            for row in rows
            if any("VECTOR" in kinds for kinds in row["types"].values())
        }
