"""Every `safe` option says what it does, and `safe --version` answers."""

from __future__ import annotations

import click
from click.testing import CliRunner

from app.cli import main


def _options(command: click.Command, path: str) -> list[tuple[str, click.Option]]:
    found = [(path, p) for p in command.params if isinstance(p, click.Option)]
    if isinstance(command, click.Group):
        for name, sub in command.commands.items():
            found += _options(sub, f"{path} {name}")
    return found


def test_every_option_has_help_text() -> None:
    options = _options(main, "safe")
    assert len(options) > 40
    silent = [f"{path} {option.opts[0]}" for path, option in options if not option.help]
    assert silent == []


def test_version_answers() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output.startswith("safe, version ")
