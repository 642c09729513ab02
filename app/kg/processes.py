"""Whether a process of this host still runs: what decides that files or claims a load
left behind are abandoned. A pid means something only within its pid namespace (a
container's processes have pids of their own), so what a process leaves names both."""

from __future__ import annotations

import os
import socket
from typing import Any


def process_alive(pid: int) -> bool:
    """Whether process `pid` runs on this host (one of another user's counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def pid_namespace() -> int:
    """This process's pid namespace (its inode; 0 where the system shows none)."""
    try:
        return os.stat("/proc/self/ns/pid").st_ino
    except OSError:
        return 0


def this_process() -> dict[str, Any]:
    """What a load records of the process doing it: its pid, host and pid namespace."""
    return {"pid": os.getpid(), "host": socket.gethostname(), "pid_ns": pid_namespace()}


def judged_here(host: Any, pid_ns: Any = None) -> bool:
    """Whether a pid recorded on `host` in pid namespace `pid_ns` names one of the
    processes `process_alive` sees (a record without a namespace: this host's)."""
    namespace = pid_namespace()
    return host == socket.gethostname() and (pid_ns is None or int(pid_ns) == namespace)
