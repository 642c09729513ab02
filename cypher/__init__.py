"""Named Cypher files. `{{name}}` placeholders take only schema names quoted by the
dialect module or the dialect's own fragments; values always travel as `$parameters`."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def load(name: str) -> str:
    """The text of `cypher/<name>.cypher`."""
    return resources.files(__name__).joinpath(f"{name}.cypher").read_text(encoding="utf-8")


def render(name: str, **pieces: str) -> str:
    """The named query with each `{{piece}}` replaced; unknown or unused pieces are errors."""
    text = load(name)
    for key, value in pieces.items():
        placeholder = "{{" + key + "}}"
        if placeholder not in text:
            raise KeyError(f"{name}.cypher has no placeholder {placeholder}")
        text = text.replace(placeholder, value)
    if "{{" in text:
        raise KeyError(f"{name}.cypher still has an unfilled placeholder")
    return text
