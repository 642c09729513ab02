"""`safe stats`: counts of everything the loader builds."""

from __future__ import annotations

from typing import Any

from app.config import Settings
from app.kg.entity_vectors import graph_vector_indexes, read_spec
from app.kg.load_state import load_state
from app.kg.store.base import LOAD_QUERY_TIMEOUT_MS, GraphStore


def graph_stats(store: GraphStore, settings: Settings) -> dict[str, Any]:
    """Counts of triples, entities, relations, types and schema edges, and the load state
    (whole-graph counts: under a load's time limit, not a question's)."""
    with store.query_timeout(LOAD_QUERY_TIMEOUT_MS):
        counts = store.label_counts()
        triples, relations = store.triple_totals()
    spec = read_spec(store, settings.embedding_model)
    cached = sorted(p.name for p in settings.cache_dir.glob("type-distances-*.npz"))
    return {
        "graph": store.graph,
        "location": store.location,
        "backend": store.dialect.name,
        "triples": triples,
        "entities": counts["Entity"],
        "relations": relations,
        "relation_nodes": counts["Relation"],
        "types": counts["Type"],
        "schema_edges": counts["SchemaEdge"],
        "entity_vectors": spec.as_props(),
        "vector_indexes_ready": store.vector_indexes_ready(
            graph_vector_indexes(store.layout, spec)
        ),
        "type_distances_cached": bool(cached),
        "load": load_state(store),
    }
