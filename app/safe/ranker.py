"""Rank matched subgraphs by SemDist (see `app.safe.semdist`) and keep the top-k distinct ones."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.query_graph import QueryGraph
from app.safe.query_compiler import CompiledQuery
from app.safe.semdist import (
    ScoringTables,
    entity_costs,
    fixed_cost,
    relation_costs,
    reversal_cost,
    type_costs,
)

Triple = tuple[str, str, str]


@dataclass(frozen=True)
class Evidence:
    """One matched subgraph: its triples in stored direction, bindings and distance."""

    score: float
    triples: tuple[Triple, ...]
    answer: str  # the entity id bound to the answer variable
    bindings: Mapping[str, str]
    names: Mapping[str, str] = field(default_factory=dict)  # entity id -> name
    query_graph: int = 0

    def named_triples(self) -> list[Triple]:
        """Triples with entity names instead of ids."""
        return [(self.names.get(s, s), r, self.names.get(t, t)) for s, r, t in self.triples]


def score_matches(
    graph: QueryGraph,
    compiled: CompiledQuery,
    rows: Iterable[Mapping[str, Any]],
    tables: ScoringTables,
    query_graph: int = 0,
) -> list[Evidence]:
    """SemDist of every returned match of one query graph."""
    node_costs = {
        node.name: entity_costs(node) if node.is_entity else type_costs(node, tables)
        for node in graph.nodes
    }
    edge_costs = [relation_costs(edge, tables) for edge in graph.edges]
    fixed = fixed_cost(graph, tables)
    evidence = []
    for row in rows:
        total = fixed
        bindings: dict[str, str] = {}
        names: dict[str, str] = {}
        for node in graph.nodes:
            var = compiled.node_vars[node.name]
            entity = row[f"{var}_id"]
            bindings[node.name] = entity
            names[entity] = row[f"{var}_name"]
            costs = node_costs[node.name]
            if node.is_entity:
                total += costs.get(entity, 0.0)
            elif costs:
                known = [costs[t] for t in row[f"{var}_types"] or () if t in costs]
                total += min(known) if known else 0.0
        triples = []
        for edge, costs, var in zip(graph.edges, edge_costs, compiled.edge_vars, strict=True):
            relation = row[f"{var}_t"]
            triples.append((row[f"{var}_s"], relation, row[f"{var}_e"]))
            total += costs.get(relation, 0.0)
            if row[f"{var}_s"] != bindings[edge.written_source]:  # against the written way
                total += reversal_cost(edge, tables)
        evidence.append(
            Evidence(total, tuple(triples), bindings[graph.answer], bindings, names, query_graph)
        )
    return evidence


def top_k(evidence: Sequence[Evidence], k: int) -> list[Evidence]:
    """The `k` best distinct subgraphs (same triples and answer count once, best kept)."""
    ordered = sorted(evidence, key=lambda e: (e.score, e.names.get(e.answer, e.answer), e.triples))
    seen: set[tuple[frozenset[Triple], str]] = set()
    kept: list[Evidence] = []
    for item in ordered:
        key = (frozenset(item.triples), item.answer)
        if key not in seen:
            seen.add(key)
            kept.append(item)
            if len(kept) == k:
                break
    return kept


def best_answers(evidence: Sequence[Evidence], margin: float = 1e-4) -> list[str]:
    """Answer entity ids of the best-scoring tier (within `margin` of the best), best first."""
    if not evidence:
        return []
    cutoff = evidence[0].score + margin
    return list(dict.fromkeys(e.answer for e in evidence if e.score <= cutoff))
