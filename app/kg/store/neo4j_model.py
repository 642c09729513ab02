"""neomodel declarations of the data model safe-kgqa keeps in Neo4j.

The classes below describe the nodes the loader writes (`Entity`, `Type`, `Relation`,
`SchemaEdge`, `Meta`) and the `(:Type)-[:SCHEMA]->(:Type)` links, so the graph can be read
with neomodel's OGM (`Entity.nodes.get(uid=...)`) and so its indexes are declared in one
readable place. They are declarations only:

* Bulk writes stay on the UNWIND batches in `cypher/` (run through `GraphStore.run`);
  neomodel's one-node-at-a-time `save()` is never used to load a graph.
* The schema (constraints, range, full-text and vector indexes) is created by the DDL of
  `app.kg.store.dialect.Neo4jDialect`, not by neomodel's `install_labels`/`install_all_labels`.
  neomodel 7's `SchemaManager` cannot produce what the dialect does:

  - it names every index itself (`constraint_unique_Entity_id`, `index_Entity_name`,
    `fulltext_index_Entity_name`, `vector_index_Entity_embedding`) and offers no way to
    choose the name, while Neo4j queries vector and full-text indexes by name and the
    dialect asks for `entity_embedding`, `type_embedding`, `relation_embedding`,
    `schemaedge_embedding` and `entity_name_fulltext`;
  - it sends a bare `CREATE … INDEX` and swallows "already exists" errors instead of
    `IF NOT EXISTS`;
  - it fixes a vector index's dimension when the class is declared (the dialect takes the
    embedding model's dimension at load time), and refuses vector indexes before Neo4j
    5.15 and full-text indexes before 5.16;
  - it forbids a property called `id`, so `Entity.uid` maps onto the `id` property.

  Mixing the two is harmful, not merely redundant: Neo4j treats an index on the same
  label, property and index type as equivalent whatever its name, so after neomodel has
  created `vector_index_Entity_embedding` the dialect's `CREATE VECTOR INDEX
  entity_embedding IF NOT EXISTS` does nothing and every `db.index.vector.queryNodes(
  'entity_embedding', …)` fails. Never run neomodel's `install_labels` or
  `install_all_labels` against a safe-kgqa database; use `install_neo4j_schema`.

`model_mismatches` compares these declarations with the dialect's index lists
(`PROPERTY_INDEXES`, `VECTOR_INDEXES`, the full-text label and property);
`install_neo4j_schema` refuses to run while they disagree.

Importing this module configures nothing: neomodel's global connection
(`neomodel.config.DATABASE_URL`, `db.set_connection`) is left to the caller.
"""

from __future__ import annotations

from typing import Any

import neo4j
from neomodel import (
    ArrayProperty,
    FloatProperty,
    FulltextIndex,
    IntegerProperty,
    RelationshipTo,
    StringProperty,
    StructuredNode,
    StructuredRel,
    VectorIndex,
)

from app.errors import StoreError
from app.kg.store.dialect import (
    ENTITY_VECTORS,
    FULLTEXT_LABEL,
    FULLTEXT_PROPERTY,
    PROPERTY_INDEXES,
    SCHEMA_VECTOR_INDEXES,
    VECTOR_INDEXES,
    HnswOptions,
)
from app.kg.store.neo4j import Neo4jStore

# Dimension of the default embedding model (all-MiniLM-L6-v2). neomodel needs one when a
# class is declared; the dimension actually indexed is the one given to
# `install_neo4j_schema` (the embedder's).
DECLARED_DIMENSION = 384
SIMILARITY = "euclidean"


def _embedding() -> ArrayProperty:
    """An embedding property with an L2 (euclidean) vector index."""
    return ArrayProperty(
        FloatProperty(),
        vector_index=VectorIndex(dimensions=DECLARED_DIMENSION, similarity_function=SIMILARITY),
    )


class SchemaLink(StructuredRel):
    """`(:Type)-[:SCHEMA]->(:Type)`: a schema edge, walkable in a browser."""

    relation = StringProperty()
    support = IntegerProperty()
    confidence = FloatProperty()


class Entity(StructuredNode):
    """A KG entity; its relationships to other entities carry the KG's relation types."""

    uid = StringProperty(unique_index=True, db_property="id")
    name = StringProperty(fulltext_index=FulltextIndex())
    name_key = StringProperty(index=True)  # casefolded name (a digest key when long)
    types = ArrayProperty(StringProperty())
    embedding = _embedding()


class Type(StructuredNode):
    """An entity type, how it reads (its text: a given or readable name), the number of
    entities carrying it, and its profile (the mean embedding of some members' names)."""

    name = StringProperty(unique_index=True)
    text = StringProperty()
    support = IntegerProperty()
    embedding = _embedding()
    profile = ArrayProperty(FloatProperty())  # read whole by the catalog, never searched
    schema = RelationshipTo("Type", "SCHEMA", model=SchemaLink)


class Relation(StructuredNode):
    """A relation type of the KG, its verbalised text and how many triples use it."""

    name = StringProperty(unique_index=True)
    text = StringProperty()
    triples = IntegerProperty()
    embedding = _embedding()


class SchemaEdge(StructuredNode):
    """A (source type, relation, target type) pattern with its support and confidence."""

    key = StringProperty(unique_index=True)
    source = StringProperty()
    relation = StringProperty()
    target = StringProperty()
    support = IntegerProperty()
    confidence = FloatProperty()
    embedding = _embedding()
    reverse_embedding = ArrayProperty(FloatProperty())  # read whole by the catalog


class Meta(StructuredNode):
    """Bookkeeping (`key: 'load'` holds the last load's status); other properties vary."""

    key = StringProperty(unique_index=True)


MODELS: tuple[type[StructuredNode], ...] = (Entity, Type, Relation, SchemaEdge, Meta)


def _node_properties(model: type[StructuredNode]) -> dict[str, Any]:
    """The model's properties keyed by their name in the database."""
    declared = model.defined_properties(aliases=False, rels=False)
    return {prop.get_db_property_name(attr): prop for attr, prop in declared.items()}


def declared_property_indexes() -> set[tuple[str, str, bool]]:
    """(label, property, unique) of every exact-match index the models declare."""
    return {
        (model.__label__, name, bool(prop.unique_index))
        for model in MODELS
        for name, prop in _node_properties(model).items()
        if prop.index or prop.unique_index
    }


def declared_vector_indexes() -> set[tuple[str, str, str]]:
    """(label, property, similarity function) of every vector index the models declare."""
    return {
        (model.__label__, name, prop.vector_index.similarity_function)
        for model in MODELS
        for name, prop in _node_properties(model).items()
        if prop.vector_index is not None
    }


def declared_fulltext_indexes() -> set[tuple[str, str]]:
    """(label, property) of every full-text index the models declare."""
    return {
        (model.__label__, name)
        for model in MODELS
        for name, prop in _node_properties(model).items()
        if prop.fulltext_index is not None
    }


def model_mismatches() -> list[str]:
    """How the declarations differ from the indexes `Neo4jDialect` creates (empty: none)."""
    expected: dict[str, tuple[set[tuple[Any, ...]], set[tuple[Any, ...]]]] = {
        "exact-match indexes": (set(PROPERTY_INDEXES), declared_property_indexes()),
        "vector indexes": (
            {(index.label, "embedding", SIMILARITY) for index in VECTOR_INDEXES},
            declared_vector_indexes(),
        ),
        "full-text indexes": ({(FULLTEXT_LABEL, FULLTEXT_PROPERTY)}, declared_fulltext_indexes()),
    }
    problems = []
    for kind, (dialect, models) in expected.items():
        if missing := sorted(dialect - models):
            problems.append(f"{kind} the models do not declare: {missing}")
        if extra := sorted(models - dialect):
            problems.append(f"{kind} the dialect does not create: {extra}")
    return problems


def install_neo4j_schema(
    target: neo4j.Driver | str,
    database: str,
    dimension: int,
    *,
    auth: tuple[str, str] | None = None,
    hnsw: HnswOptions | None = None,
    timeout_ms: int = 60_000,
    entity_dimension: int | None = None,
) -> None:
    """Create the constraints and indexes the models declare, with the dialect's DDL.

    `target` is a driver (left open) or a Neo4j URI (connected with `auth`, then closed);
    `database` is the Neo4j database holding the graph; `dimension` is the embedding
    model's, and `entity_dimension` the entity-name vectors' where they differ (a static
    model, `app.kg.entity_vectors`). Idempotent: every statement is `IF NOT EXISTS`, and
    vector indexes that exist already are left alone. See the module docstring for why this
    does not call neomodel's `install_labels`.
    """
    if problems := model_mismatches():
        raise StoreError("neo4j_model disagrees with the dialect: " + "; ".join(problems))
    if isinstance(target, str):
        driver, location, owned = neo4j.GraphDatabase.driver(target, auth=auth), target, True
    else:
        driver, location, owned = target, f"database {database!r}", False
    try:
        store = Neo4jStore(driver, database, timeout_ms, location)
        store.ensure_property_indexes()
        hnsw = hnsw or HnswOptions()
        store.ensure_vector_indexes(entity_dimension or dimension, hnsw, [ENTITY_VECTORS])
        store.ensure_vector_indexes(dimension, hnsw, SCHEMA_VECTOR_INDEXES)
    finally:
        if owned:
            driver.close()
