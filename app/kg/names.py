"""The normalised name key that exact entity lookups match on."""

from __future__ import annotations

import re

_SPACES = re.compile(r"[\s_]+")


def name_key(name: str) -> str:
    """Case-folded name with underscores and runs of whitespace as single spaces, stripped."""
    key = name.casefold()
    if key.isprintable() and "_" not in key and "  " not in key:  # (other spaces are not)
        return key.strip()  # the common case, without the pattern: once an entity at load
    return _SPACES.sub(" ", key).strip()
