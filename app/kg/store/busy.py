"""Commands a FalkorDB server refused as busy, tried again.

The server answers `BUSY` to every command, and runs none, while it prepares to fork for a
snapshot (which it starts by itself after large writes, such as a bulk load's) or while a
script runs too long; such a command is sent again until the server takes it.
"""

from __future__ import annotations

import redis
from tenacity import Retrying, retry_if_exception, stop_after_delay, wait_exponential

BUSY_WAIT_S = 120.0
"""How long a command the server refuses as busy is tried again."""


def while_busy() -> Retrying:
    """Tries of a command until the server no longer says BUSY (it ran nothing then), for
    up to `BUSY_WAIT_S`; the last refusal is raised after that."""
    return Retrying(
        retry=retry_if_exception(
            lambda exc: isinstance(exc, redis.ResponseError) and str(exc).startswith("BUSY")
        ),
        wait=wait_exponential(multiplier=0.05, max=1.0),
        stop=stop_after_delay(BUSY_WAIT_S),
        reraise=True,
    )
