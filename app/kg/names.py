"""The normalised name key that exact entity lookups match on."""

from __future__ import annotations

import re

_SPACES = re.compile(r"[\s_]+")


def name_key(name: str) -> str:
    """Case-folded name with underscores and runs of whitespace as single spaces, stripped."""
    return _SPACES.sub(" ", name.casefold()).strip()
