"""The `safe` command line: the faces over the engine."""

from app.cli.main import main

__all__ = ["main"]
