"""The bulk files and command for Neo4j's `neo4j-admin database import full` (no Neo4j server
runs here: the files are read back as that tool would split them, and the command is run as
a real process; tests/test_neo4j_integration.py imports with the real tool where Docker is)."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from app.errors import StoreError
from app.kg.store.bulk import LIST_SEPARATOR, BulkGraph, header_path
from app.kg.store.neo4j import Neo4jStore
from app.kg.store.neo4j_import import QUOTE, admin_import, admin_import_command

from neo4j_statements import RecordingDriver

META = (("", "ID"), ("key", "STRING"), ("pid", "LONG"))
ENTITY = (("", "ID"), ("id", "STRING"), ("name", "STRING"), ("types", "LIST"))


def _files() -> BulkGraph:
    bulk = BulkGraph.temporary(tool="neo4j-admin")
    bulk.add_node("Meta", {"": "load", "key": "load", "pid": 42}, META)
    names = ['Harbor "Lights"', "Ann Vale", "1999"]
    types = [["movie"], ["person", "writer"], []]
    for position, (name, kinds) in enumerate(zip(names, types, strict=True)):
        bulk.add_node("Entity", {"": position, "id": name, "name": name, "types": kinds}, ENTITY)
    bulk.add_relations("directed_by", [(0, 1)])
    bulk.add_relations("directed_by", [(0, 1)])  # a repeated triple is imported once
    bulk.add_relations("release_year", [(0, 2)])
    bulk.close()
    return bulk


def test_files_carry_headers_apart_and_lists_as_neo4j_arrays() -> None:
    bulk = _files()
    try:
        assert bulk.refused is None
        assert stat.S_IMODE(bulk.folder.stat().st_mode) == 0o755  # the server's user reads it
        entities = bulk.node_files["Entity"]
        assert (
            header_path(entities).read_text()
            == ":ID(Entity)\tid:string\tname:string\ttypes:string[]\n"
        )
        rows = [line.split("\t") for line in entities.read_text().splitlines()]
        assert rows[0] == ["0", 'Harbor "Lights"', 'Harbor "Lights"', "movie"]  # no header line
        assert rows[1][3].split(LIST_SEPARATOR) == ["person", "writer"]
        assert rows[2][3] == ""  # no types: null to the tool, made [] by the store
        assert (
            header_path(bulk.node_files["Meta"]).read_text() == ":ID(Meta)\tkey:string\tpid:long\n"
        )
        relations = bulk.relation_files
        assert (
            header_path(relations["directed_by"]).read_text()
            == ":START_ID(Entity)\t:END_ID(Entity)\n"
        )
        assert relations["directed_by"].read_text() == "0\t1\n"
        assert bulk.list_properties == [("Entity", "types")]  # nulls the store makes []
        assert all(stat.S_IMODE(p.stat().st_mode) == 0o644 for p in bulk.folder.iterdir())
        assert not any(QUOTE in path.read_text() for path in bulk.folder.iterdir())
    finally:
        bulk.discard()


def test_the_command_names_each_file_with_its_header() -> None:
    bulk = _files()
    try:
        command = admin_import_command(["neo4j-admin"], bulk, "kg")
        assert command[:4] == ["neo4j-admin", "database", "import", "full"]
        assert command[-1] == "kg"
        assert "--delimiter=TAB" in command
        assert "--array-delimiter=U+001F" in command
        assert "--quote=U+001E" in command
        entities = bulk.node_files["Entity"]
        assert f"--nodes=Entity={header_path(entities)},{entities}" in command
        directed = bulk.relation_files["directed_by"]
        assert f"--relationships=directed_by={header_path(directed)},{directed}" in command
        assert sum(part.startswith("--relationships=") for part in command) == 2
    finally:
        bulk.discard()


@pytest.mark.parametrize("relation", ["rated=good", "a,b", "x:y"])
def test_a_type_the_command_line_cannot_name_is_refused(relation: str) -> None:
    bulk = BulkGraph.temporary(tool="neo4j-admin")
    try:
        bulk.add_relations(relation, [(0, 1)])
        assert bulk.refused is not None and repr(relation) in bulk.refused
    finally:
        bulk.discard()


def test_a_failing_tool_is_reported(tmp_path: Path) -> None:
    bulk = _files()
    try:
        with pytest.raises(
            StoreError, match=r"import into 'kg' failed \(exit 1\): Import error: no space"
        ):
            admin_import(
                ["sh", "-c", "echo 'Import error: no space' >&2; exit 1", "--"], bulk, "kg"
            )
        with pytest.raises(StoreError, match="cannot run"):
            admin_import([str(tmp_path / "no-such-neo4j-admin")], bulk, "kg")
    finally:
        bulk.discard()


@pytest.mark.parametrize(
    ("graph", "exists"), [("neo4j", True), ("NEO4J", True), ("Movies", True), ("kg", False)]
)
def test_a_database_is_found_by_name_or_alias_ignoring_case(graph: str, exists: bool) -> None:
    """The server (a recording stand-in) lists `neo4j`, aliased `movies`, and `system`."""
    store = Neo4jStore(RecordingDriver("5.26.3"), graph, 1000, "bolt://localhost:7687")  # type: ignore[arg-type]
    assert store.graph_exists() is exists
