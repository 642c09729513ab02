"""Stopwatch for phases of a load or stages of a question."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class Stopwatch:
    """Accumulated time per named phase, in `unit`s of a second (1000: milliseconds)."""

    unit: float = 1.0
    laps: dict[str, float] = field(default_factory=dict)

    @contextmanager
    def __call__(self, phase: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            elapsed = (time.perf_counter() - start) * self.unit
            self.laps[phase] = self.laps.get(phase, 0.0) + elapsed
