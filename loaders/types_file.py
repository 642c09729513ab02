"""Explicit entity types from a file of `entity<TAB>type` lines."""

from __future__ import annotations

from pathlib import Path

from app.errors import MalformedInputError
from loaders.formats import numbered_lines


def read_types_file(path: Path) -> dict[str, set[str]]:
    """Read `entity<TAB>type` lines (blank and `#` lines ignored) into entity -> types."""
    types: dict[str, set[str]] = {}
    for number, text in numbered_lines(path):
        if text is None:
            raise MalformedInputError(str(path), number, "invalid UTF-8")
        if not text.strip() or text.lstrip().startswith("#"):
            continue
        fields = [value.strip() for value in text.split("\t")]
        if len(fields) != 2:
            raise MalformedInputError(
                str(path), number, f"expected 2 fields separated by tabs, found {len(fields)}"
            )
        entity, type_name = fields
        if not entity or not type_name:
            raise MalformedInputError(
                str(path), number, "empty entity" if not entity else "empty type"
            )
        types.setdefault(entity, set()).add(type_name)
    return types
