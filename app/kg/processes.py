"""Whether a process of this host still runs: what decides that files or claims a load
left behind are abandoned. A pid means something only within its pid namespace (a
container's processes have pids of their own), so what a process leaves names both."""

from __future__ import annotations

import os


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
