"""The Cypher the Neo4j and FalkorDB dialects generate, checked without a server.

Also: every `cypher/*.cypher` template rendered with each dialect's pieces, `Neo4jStore`
against a fake driver (which statements it sends, with which parameters), and the neomodel
declarations of `app.kg.store.neo4j_model` against the dialect's indexes.
"""

from __future__ import annotations

import io
import itertools
import math
import os
import re
import subprocess
import sys
from importlib import resources
from typing import Any

import numpy as np
import pytest

import cypher
from app.errors import StoreError
from app.kg.store.dialect import (
    ENTITY_VECTORS,
    FULLTEXT_LABEL,
    FULLTEXT_PROPERTY,
    PROPERTY_INDEXES,
    VECTOR_INDEXES,
    Dialect,
    FalkorDialect,
    HnswOptions,
    Neo4jDialect,
    Neo4jVersion,
    VectorIndex,
    quote_name,
)
from app.kg.store.layout import INDEXED, LOADED, GraphLayout

NEO4J = Neo4jDialect(Neo4jVersion(5, 26))
NEO4J_2026 = Neo4jDialect(Neo4jVersion(2026, 2))
NEO4J_5_15 = Neo4jDialect(Neo4jVersion(5, 15))
FALKOR = FalkorDialect()
DIMENSION = 384


def params_of(query: str) -> list[str]:
    """The `$parameter` names a statement reads, in order."""
    return re.findall(r"\$(\w+)", query)


def balanced(text: str) -> bool:
    """Whether (), [] and {} nest properly outside string literals and backticks."""
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    quote: str | None = None
    for char in text:
        if quote:
            if char == quote:
                quote = None
        elif char in "'`":
            quote = char
        elif char in "([{":
            stack.append(char)
        elif char in pairs and (not stack or stack.pop() != pairs[char]):
            return False
    return not stack and quote is None


# --- quote_name ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("Entity", "`Entity`"),
        ("directed_by", "`directed_by`"),
        ("film.film.directed_by", "`film.film.directed_by`"),
        ("has tags", "`has tags`"),
        ("a`b", "`a``b`"),
        ("``", "``````"),
        ("x`) DETACH DELETE (n", "`x``) DETACH DELETE (n`"),
        ("réalisé_par", "`réalisé_par`"),
    ],
)
def test_quote_name_wraps_in_backticks_and_doubles_inner_ones(name: str, quoted: str) -> None:
    assert quote_name(name) == quoted


def test_quote_name_keeps_a_hostile_relation_name_inside_one_identifier() -> None:
    query = cypher.render("relations_create", relation=quote_name("x`]->(t) DETACH DELETE t //"))
    assert "CREATE (h)-[:`x``]->(t) DETACH DELETE t //`]->(t)" in query
    # Outside the quoted identifier nothing of the name is left.
    outside = re.sub(r"`(?:[^`]|``)*`", "", query)
    assert "DETACH" not in outside


# --- Neo4j: vector indexes ----------------------------------------------------------------


@pytest.mark.parametrize("index", VECTOR_INDEXES, ids=lambda index: index.label)
def test_neo4j_vector_index_ddl(index: VectorIndex) -> None:
    ddl = NEO4J.create_vector_index(index, DIMENSION, HnswOptions())
    assert ddl == (
        f"CREATE VECTOR INDEX `{index.name}` IF NOT EXISTS FOR (n:`{index.label}`) "
        "ON (n.embedding) OPTIONS {indexConfig: {`vector.dimensions`: 384, "
        "`vector.similarity_function`: 'euclidean', `vector.hnsw.m`: 16, "
        "`vector.hnsw.ef_construction`: 64}}"
    )
    assert balanced(ddl)
    assert "vecf32" not in ddl and "createNodeIndex" not in ddl


def test_neo4j_vector_index_names_are_the_lowercased_label() -> None:
    assert [index.name for index in VECTOR_INDEXES] == [
        "entity_embedding",
        "relation_embedding",
        "type_embedding",
        "schemaedge_embedding",
    ]


def test_neo4j_vector_index_dimension_is_an_integer_literal() -> None:
    ddl = NEO4J.create_vector_index(ENTITY_VECTORS, np.int64(768), HnswOptions())  # type: ignore[arg-type]
    assert "`vector.dimensions`: 768," in ddl
    assert "np." not in ddl and "int64" not in ddl


def test_neo4j_hnsw_options_only_where_the_server_has_them() -> None:
    """HNSW index settings came with 5.23: named from then on, left out before."""
    tuned = HnswOptions(m=48, ef_construction=400)
    assert "`vector.hnsw.m`: 48, `vector.hnsw.ef_construction`: 400" in (
        NEO4J.create_vector_index(ENTITY_VECTORS, DIMENSION, tuned)
    )
    old = NEO4J_5_15.create_vector_index(ENTITY_VECTORS, DIMENSION, tuned)
    assert "hnsw" not in old and old.startswith("CREATE VECTOR INDEX `entity_embedding`")


@pytest.mark.parametrize("index", VECTOR_INDEXES, ids=lambda index: index.label)
def test_neo4j_vector_search_queries_the_index_by_name(index: VectorIndex) -> None:
    search = NEO4J.vector_search(index)
    assert search == (
        f"CALL db.index.vector.queryNodes('{index.name}', $k, $vector) YIELD node, score"
    )
    assert params_of(search) == ["k", "vector"]
    assert f"`{index.name}`" in NEO4J.create_vector_index(index, DIMENSION, HnswOptions())


@pytest.mark.parametrize("index", VECTOR_INDEXES, ids=lambda index: index.label)
def test_neo4j_2026_searches_with_the_cypher_25_search_clause(index: VectorIndex) -> None:
    search = NEO4J_2026.vector_search(index)
    assert search == (
        f"CYPHER 25 MATCH (node:`{index.label}`) SEARCH node IN "
        f"(VECTOR INDEX `{index.name}` FOR $vector LIMIT $k) SCORE AS score"
    )
    assert sorted(params_of(search)) == ["k", "vector"]


@pytest.mark.parametrize(
    ("version", "form"),
    [
        (Neo4jVersion(5, 15), "CALL { WITH n DETACH DELETE n }"),
        (Neo4jVersion(5, 26), "CALL (n) { DETACH DELETE n }"),
        (Neo4jVersion(2026, 2), "CALL (n) { DETACH DELETE n }"),
    ],
)
def test_neo4j_delete_in_transactions_takes_the_versions_subquery_form(
    version: Neo4jVersion, form: str
) -> None:
    statement = Neo4jDialect(version).delete_all_nodes(5000)
    assert statement == f"MATCH (n) {form} IN TRANSACTIONS OF 5000 ROWS"


@pytest.mark.parametrize(
    ("text", "version"),
    [
        ("5.26.3", Neo4jVersion(5, 26)),
        ("5.15.0", Neo4jVersion(5, 15)),
        ("2025.10.1", Neo4jVersion(2025, 10)),
        ("2026.02.0-aura", Neo4jVersion(2026, 2)),
    ],
)
def test_neo4j_versions_parse_and_order(text: str, version: Neo4jVersion) -> None:
    assert Neo4jVersion.parse(text) == version
    assert Neo4jVersion(5, 26) < Neo4jVersion(2025, 1) < Neo4jVersion(2026, 1)


@pytest.mark.parametrize("text", ["5.11.0", "5.14.1", "4.4.30"])
def test_a_server_older_than_5_15_is_refused_by_name(text: str) -> None:
    with pytest.raises(StoreError, match=rf"Neo4j {text.rsplit('.', 1)[0]} is too old.*5\.15"):
        Neo4jDialect(Neo4jVersion.parse(text))


def test_an_unreadable_version_is_a_clear_error() -> None:
    with pytest.raises(StoreError, match="cannot read the Neo4j version 'dev'"):
        Neo4jVersion.parse("dev")


def test_neo4j_vectors_are_plain_parameters() -> None:
    assert NEO4J.vector_param("vectors[i]") == "$vectors[i]"
    assert NEO4J.vector_param("vector") == "$vector"


@pytest.mark.parametrize("distance", [0.0, 1e-3, 0.25, 0.5, 1.0, 1.5, 2.0, 10.0, 123.0])
def test_neo4j_distance_inverts_the_euclidean_score(distance: float) -> None:
    score = 1.0 / (1.0 + distance**2)
    assert NEO4J.distance_from_score(score) == pytest.approx(distance, rel=1e-9, abs=1e-7)


@pytest.mark.parametrize("score", [0.0, -0.0, -0.5])
def test_neo4j_distance_of_a_non_positive_score_is_infinite(score: float) -> None:
    assert NEO4J.distance_from_score(score) == math.inf


def test_neo4j_distance_of_a_perfect_or_rounded_up_score_is_zero() -> None:
    assert NEO4J.distance_from_score(1.0) == 0.0
    assert NEO4J.distance_from_score(1.0 + 1e-7) == 0.0  # float noise never gives NaN


def test_neo4j_distance_is_monotone_decreasing_in_the_score() -> None:
    scores = np.linspace(0.01, 1.0, 50)
    distances = [NEO4J.distance_from_score(float(s)) for s in scores]
    assert all(a > b for a, b in itertools.pairwise(distances))


# --- Neo4j: exact-match and full-text indexes ---------------------------------------------


def test_neo4j_unique_property_is_one_named_constraint() -> None:
    assert NEO4J.create_property_index("Entity", "id", True) == [
        "CREATE CONSTRAINT `entity_id_unique` IF NOT EXISTS "
        "FOR (n:`Entity`) REQUIRE n.`id` IS UNIQUE"
    ]


def test_neo4j_plain_property_is_one_named_range_index() -> None:
    assert NEO4J.create_property_index("Entity", "name", False) == [
        "CREATE INDEX `entity_name` IF NOT EXISTS FOR (n:`Entity`) ON (n.`name`)"
    ]


def test_neo4j_property_ddl_quotes_odd_names() -> None:
    (ddl,) = NEO4J.create_property_index("My Label", "a`b", False)
    assert ddl == "CREATE INDEX `my label_a``b` IF NOT EXISTS FOR (n:`My Label`) ON (n.`a``b`)"


@pytest.mark.parametrize(("label", "prop", "unique"), PROPERTY_INDEXES)
def test_neo4j_property_ddl_is_idempotent_and_well_formed(
    label: str, prop: str, unique: bool
) -> None:
    for ddl in NEO4J.create_property_index(label, prop, unique):
        assert " IF NOT EXISTS " in ddl
        assert balanced(ddl)
        assert ("REQUIRE" in ddl) is unique


def test_neo4j_index_and_constraint_names_are_all_distinct() -> None:
    """Neo4j wants names unique across indexes and constraints together."""
    names = [
        re.match(r"CREATE (?:CONSTRAINT|INDEX) `([^`]+)`", ddl).group(1)  # type: ignore[union-attr]
        for label, prop, unique in PROPERTY_INDEXES
        for ddl in NEO4J.create_property_index(label, prop, unique)
    ]
    names += [index.name for index in VECTOR_INDEXES]
    names.append(fulltext_index_name())
    assert len(names) == len(set(names)) == len(PROPERTY_INDEXES) + len(VECTOR_INDEXES) + 1


def fulltext_index_name() -> str:
    match = re.match(r"CREATE FULLTEXT INDEX (\w+) ", NEO4J.create_fulltext_index())
    assert match is not None
    return match.group(1)


def test_neo4j_fulltext_ddl() -> None:
    assert NEO4J.create_fulltext_index() == (
        "CREATE FULLTEXT INDEX entity_name_fulltext IF NOT EXISTS FOR (n:Entity) ON EACH [n.name]"
    )
    assert (FULLTEXT_LABEL, FULLTEXT_PROPERTY) == ("Entity", "name")


def test_neo4j_fulltext_search_uses_the_index_it_creates() -> None:
    search = NEO4J.fulltext_search()
    assert search == (
        "CALL db.index.fulltext.queryNodes('entity_name_fulltext', $text) YIELD node, score"
    )
    assert f"'{fulltext_index_name()}'" in search
    assert params_of(search) == ["text"]


# --- FalkorDB equivalents -----------------------------------------------------------------


def test_falkor_vectors_are_vecf32() -> None:
    assert FALKOR.vector_param("vectors[i]") == "vecf32($vectors[i])"


@pytest.mark.parametrize("index", VECTOR_INDEXES, ids=lambda index: index.label)
def test_falkor_vector_index_ddl(index: VectorIndex) -> None:
    ddl = FALKOR.create_vector_index(index, DIMENSION, HnswOptions(m=32, ef_construction=200))
    assert ddl.startswith(
        f"CREATE VECTOR INDEX FOR (n:`{index.label}`) ON (n.embedding) OPTIONS {{"
    )
    options = ddl.split(" OPTIONS ", 1)[1]
    for piece in (
        "dimension: 384",
        "similarityFunction: 'euclidean'",
        "M: 32",
        "efConstruction: 200",
    ):
        assert piece in options
    assert "IF NOT EXISTS" not in ddl  # FalkorDB has no IF NOT EXISTS: the store checks first
    assert balanced(ddl)


@pytest.mark.parametrize("index", VECTOR_INDEXES, ids=lambda index: index.label)
def test_falkor_vector_search_by_label_and_vecf32(index: VectorIndex) -> None:
    search = FALKOR.vector_search(index)
    assert search == (
        f"CALL db.idx.vector.queryNodes('{index.label}', 'embedding', $k, vecf32($vector)) "
        "YIELD node, score"
    )
    assert params_of(search) == ["k", "vector"]


@pytest.mark.parametrize("score", [0.0, 0.3, 1.0, 17.5])
def test_falkor_score_is_the_distance(score: float) -> None:
    assert FALKOR.distance_from_score(score) == score
    assert isinstance(FALKOR.distance_from_score(np.float32(score)), float)  # type: ignore[arg-type]


def test_falkor_property_index_ddl() -> None:
    assert FALKOR.create_property_index("Entity", "id", True) == [
        "CREATE INDEX FOR (n:`Entity`) ON (n.`id`)"
    ]
    assert FALKOR.create_property_index("Entity", "name", False) == [
        "CREATE INDEX FOR (n:`Entity`) ON (n.`name`)"
    ]


def test_falkor_fulltext_ddl_and_search() -> None:
    assert FALKOR.create_fulltext_index() == (
        "CALL db.idx.fulltext.createNodeIndex('Entity', 'name')"
    )
    assert FALKOR.fulltext_search() == (
        "CALL db.idx.fulltext.queryNodes('Entity', $text) YIELD node, score"
    )


@pytest.mark.parametrize("dialect", [NEO4J, FALKOR], ids=lambda d: d.name)
def test_both_dialects_yield_node_and_score(dialect: Dialect) -> None:
    for clause in [dialect.fulltext_search(), *map(dialect.vector_search, VECTOR_INDEXES)]:
        assert clause.startswith("CALL ")
        assert clause.endswith(" YIELD node, score")


def test_the_search_clause_binds_node_and_score_too() -> None:
    for clause in map(NEO4J_2026.vector_search, VECTOR_INDEXES):
        assert clause.startswith("CYPHER 25 MATCH (node:")
        assert clause.endswith(" SCORE AS score")


# --- cypher/*.cypher rendered with each dialect -------------------------------------------


def template_names() -> list[str]:
    files = resources.files("cypher").iterdir()
    return sorted(f.name.removesuffix(".cypher") for f in files if f.name.endswith(".cypher"))


def render_for(dialect: Dialect, name: str, layout: GraphLayout = LOADED) -> str:
    """Render a template as loaders/pipeline.py and app/schema_graph.py do."""
    wanted = set(re.findall(r"\{\{(\w+)\}\}", cypher.load(name))) - set(layout.pieces())
    known = {
        "vector": dialect.vector_param("vectors[i]"),
        "relation": quote_name("directed_by"),
        "forward": quote_name("plays_for"),
        "backward": quote_name("plays_for_inverse"),
        "label": quote_name("Entity"),
        "prop": quote_name("types"),
        "part": dialect.node_part("s"),
    }
    assert wanted <= set(known), f"{name}.cypher has placeholders this test does not know"
    return layout.render(name, **{key: known[key] for key in wanted})


def writes_vectors(name: str) -> bool:
    return "{{vector}}" in cypher.load(name)


def test_the_templates_are_all_found() -> None:
    names = template_names()
    assert len(names) >= 14
    assert {"entity_embeddings", "types_write", "relation_nodes_write"} <= set(names)
    assert {"schema_edges_write", "relations_create", "relations_merge"} <= set(names)


@pytest.mark.parametrize("layout", [LOADED, INDEXED], ids=lambda layout: layout.kind)
@pytest.mark.parametrize("name", template_names())
def test_template_renders_for_neo4j_without_falkordb_pieces(name: str, layout: GraphLayout) -> None:
    query = render_for(NEO4J, name, layout)
    assert "vecf32" not in query
    assert "{{" not in query and "}}" not in query
    assert balanced(re.sub(r"//[^\n]*", "", query))
    if writes_vectors(name):
        assert "$vectors[i]" in query


@pytest.mark.parametrize("name", template_names())
def test_template_renders_for_falkordb_with_vecf32_where_vectors_are_written(name: str) -> None:
    query = render_for(FALKOR, name)
    assert "{{" not in query
    assert ("vecf32($vectors[i])" in query) is writes_vectors(name)


@pytest.mark.parametrize("name", template_names())
def test_every_template_that_writes_an_embedding_asks_the_dialect(name: str) -> None:
    """An embedding written from a raw list would be a plain list, not a vector, on FalkorDB
    (removing one, `= null`, writes none)."""
    text = re.sub(r"//[^\n]*", "", render_for(NEO4J, name))
    if re.search(r"embedding\s*[:=](?!\s*null)", text):
        assert writes_vectors(name)


def test_unknown_or_unfilled_pieces_are_errors() -> None:
    with pytest.raises(KeyError):
        cypher.render("types_write")
    with pytest.raises(KeyError):
        cypher.render("types_write", vector="$v", relation="`r`")


# --- neomodel declarations (app.kg.store.neo4j_model) ----------------------------------------


def test_neomodel_models_declare_exactly_the_dialect_indexes() -> None:
    from app.kg.store import neo4j_model

    assert neo4j_model.model_mismatches() == []
    assert neo4j_model.declared_property_indexes() == set(PROPERTY_INDEXES)
    assert neo4j_model.declared_vector_indexes() == {
        (index.label, "embedding", "euclidean") for index in VECTOR_INDEXES
    }
    assert neo4j_model.declared_fulltext_indexes() == {(FULLTEXT_LABEL, FULLTEXT_PROPERTY)}
    assert {model.__label__ for model in neo4j_model.MODELS} == {
        "Entity", "Type", "Relation", "SchemaEdge", "Meta"
    }  # fmt: skip


def test_neomodel_models_cover_the_properties_the_templates_write() -> None:
    from app.kg.store import neo4j_model

    declared = {
        model.__label__: {
            prop.get_db_property_name(attr)
            for attr, prop in model.defined_properties(aliases=False, rels=False).items()
        }
        for model in neo4j_model.MODELS
    }
    written: dict[str, set[str]] = {}
    for name in template_names():
        text = re.sub(r"//[^\n]*", "", render_for(NEO4J, name))
        for label, body in re.findall(r"CREATE \(\w*:(\w+) \{([^}]*)\}", text):
            written.setdefault(label, set()).update(re.findall(r"(\w+):", body))
    assert written.keys() <= declared.keys()
    for label, props in written.items():
        assert props <= declared[label], label


class _RecordingRunner:
    def __init__(self) -> None:
        self.queries: list[str] = []

    def cypher_query(self, query: str, params: Any = None, **_: Any) -> tuple[list[Any], tuple[()]]:
        self.queries.append(" ".join(query.split()))
        return [], ()


class _Neo4j526:
    database_version = "5.26.0"

    def version_is_higher_than(self, version_tag: str) -> bool:
        return True


def neomodel_ddl() -> list[str]:
    """The Cypher neomodel's install_labels would send for the models (no server)."""
    from neomodel.sync_.schema import SchemaManager

    from app.kg.store import neo4j_model

    runner = _RecordingRunner()
    manager = SchemaManager(_Neo4j526(), runner)  # type: ignore[arg-type]
    for model in neo4j_model.MODELS:
        manager.install_labels(model, quiet=True, stdout=io.StringIO())
    return runner.queries


def test_neomodel_cannot_name_indexes_as_the_dialect_queries_them() -> None:
    """Why install_neo4j_schema runs the dialect DDL: neomodel names every index itself
    (and sends no IF NOT EXISTS), so db.index.vector.queryNodes('entity_embedding', …)
    would not find an index neomodel created. Revisit neo4j_model if this ever fails."""
    ddl = neomodel_ddl()
    created = set(
        re.findall(r"CREATE (?:VECTOR |FULLTEXT )?(?:INDEX|CONSTRAINT) `([^`]+)`", " ".join(ddl))
    )
    assert "vector_index_Entity_embedding" in created
    assert "constraint_unique_Entity_id" in created
    assert "fulltext_index_Entity_name" in created
    dialect_names = {index.name for index in VECTOR_INDEXES} | {fulltext_index_name()}
    assert not created & dialect_names
    assert not any("IF NOT EXISTS" in statement for statement in ddl)
    # What neomodel can do: euclidean vector indexes on the same labels and property.
    vector_ddl = [s for s in ddl if s.startswith("CREATE VECTOR INDEX")]
    assert len(vector_ddl) == len(VECTOR_INDEXES)
    assert all("'euclidean'" in s and "`vector.dimensions`: 384" in s for s in vector_ddl)


def test_importing_the_models_configures_no_neomodel_connection() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("NEOMODEL_")}
    code = (
        "import app.kg.store.neo4j_model, neomodel\n"
        "from neomodel.sync_.database import db\n"
        "c = neomodel.get_config()\n"
        "print(c.database_url, c.driver, db.driver)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["None", "None", "None"]
