"""Named Cypher files. `{{name}}` placeholders take only schema names quoted by the
dialect module or the dialect's own fragments; values always travel as `$parameters`."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


@cache
def load(name: str) -> str:
    """The text of `cypher/<name>.cypher`."""
    return resources.files(__name__).joinpath(f"{name}.cypher").read_text(encoding="utf-8")


def render(name: str, /, **pieces: str) -> str:
    """The named query with each `{{piece}}` replaced in one pass (a piece's own text is never
    read as a placeholder); unknown, unused or unfilled pieces are errors."""
    text = load(name)
    found = set(_PLACEHOLDER.findall(text))
    if found != set(pieces):
        raise KeyError(f"{name}.cypher has placeholders {sorted(found)}; given {sorted(pieces)}")
    return _PLACEHOLDER.sub(lambda match: pieces[match.group(1)], text)
