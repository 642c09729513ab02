"""Explicit entity types from a file of `entity<TAB>type` lines."""

from __future__ import annotations

from pathlib import Path

from app.errors import MalformedInputError
from app.kg.limits import indexed_key, name_problem, schema_name_problem
from loaders.formats import numbered_lines


def read_types_file(path: Path) -> dict[str, set[str]]:
    """Read `entity<TAB>type` lines (blank and `#` lines ignored) into entity key -> types."""
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
        problem = name_problem(entity, "entity") or schema_name_problem(type_name, "type")
        if problem is not None:
            raise MalformedInputError(str(path), number, problem)
        types.setdefault(indexed_key(entity), set()).add(type_name)
    return types
