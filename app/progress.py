"""Progress of long work (a load, training) told in phases: the CLI shows each phase as a
rich progress bar; library callers pass nothing and hear nothing."""

from __future__ import annotations

from typing import Protocol


class PhaseProgress(Protocol):
    """Receives the phases of long work and how far each has gone."""

    def phase(self, name: str, total: int | None) -> None: ...

    def advance(self, amount: int) -> None: ...


class Silent:
    """Progress nobody watches."""

    def phase(self, name: str, total: int | None) -> None:
        pass

    def advance(self, amount: int) -> None:
        pass
