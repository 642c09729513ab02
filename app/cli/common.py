"""Pieces every `safe` command shares: database options, settings, JSON output, progress."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from app.config import Settings
from app.kg.store import GraphStore, open_store

F = TypeVar("F", bound=Callable[..., Any])
console = Console(stderr=True)


_HOME = click.option(
    "--home",
    type=click.Path(file_okay=False),
    help="data directory of the embedded server [SAFE_HOME]",
)


def _stacked(func: F, options: list[Callable[[F], F]]) -> F:
    """`func` with `options`, listed in `--help` in the order given."""
    for option in reversed(options):
        func = option(func)
    return func


def db_options(func: F) -> F:
    """Options every command that talks to a database takes."""
    return _stacked(func, [
        click.option("--db", help="embedded (default), falkordb://host:port, bolt://… or neo4j://… [SAFE_DB]"),
        click.option("--graph", help="graph name: FalkorDB key or Neo4j database [SAFE_GRAPH]"),
        _HOME,
        click.option("--user", "neo4j_user", help="Neo4j user [NEO4J_USERNAME]"),
        click.option("--password", "neo4j_password", help="Neo4j password [NEO4J_PASSWORD]"),
    ])  # fmt: skip


def server_options(func: F) -> F:
    """`--home` and `--json`, the options of every `safe db` command."""
    return _stacked(func, [
        _HOME,
        click.option("--json", "as_json", is_flag=True, help="print the result as JSON"),
    ])  # fmt: skip


def matching_options(func: F) -> F:
    """How pseudo graphs are matched and ranked, shared by `safe ask` and `safe eval`."""
    return _stacked(func, [
        click.option("--mode", type=click.Choice(["safe", "exact"]), default="safe", show_default=True, help="safe: ADJ; exact: match the pseudo graph as written"),
        click.option("--no-types", is_flag=True, help="turn off variable type constraints"),
        click.option("--k-retrieval", default=10, show_default=True, help="top-k evidence subgraphs kept by the ranker"),
    ])  # fmt: skip


planner_option = click.option(
    "--planner",
    type=click.Choice(["auto", "llm", "encoder"]),
    default="auto",
    show_default=True,
    help="who writes the pseudo query graph (auto: llm when configured)",
)
"""`--planner`, shared by `safe ask` and `safe serve`."""


def llm_options(func: F) -> F:
    """The OpenAI-compatible endpoint, shared by `safe ask` and `safe eval`."""
    return _stacked(func, [
        click.option("--llm-base-url", help="OpenAI-compatible endpoint [SAFE_LLM_BASE_URL]"),
        click.option("--llm-model", help="model name [SAFE_LLM_MODEL]"),
        click.option("--llm-api-key", help="API key [SAFE_LLM_API_KEY]"),
    ])  # fmt: skip


def settings_from(**options: Any) -> Settings:
    return Settings().with_options(**options)


def emit(data: dict[str, Any]) -> None:
    click.echo(json.dumps(data, indent=2, default=str))


@contextmanager
def open_graph(settings: Settings) -> Iterator[GraphStore]:
    store = open_store(settings)
    try:
        yield store
    finally:
        store.close()


def progress_bars(quiet: bool) -> Progress:
    """Rich progress bars for a long job (off for --json and when not on a terminal)."""
    return Progress(
        TextColumn("{task.description:<16}"), BarColumn(), MofNCompleteColumn(),
        TimeElapsedColumn(), console=console, disable=quiet or not console.is_terminal,
    )  # fmt: skip


class RichProgress:
    """Shows each phase of long work (a load, training) as a progress bar."""

    def __init__(self, progress: Progress) -> None:
        self._progress = progress
        self._task: Any = None

    def phase(self, name: str, total: int | None) -> None:
        if self._task is not None:
            self._progress.update(self._task, completed=self._progress.tasks[-1].total)
        self._task = self._progress.add_task(name, total=total)

    def advance(self, amount: int) -> None:
        if self._task is not None:
            self._progress.advance(self._task, amount)
