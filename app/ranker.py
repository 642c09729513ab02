"""Rank matched subgraphs by SemDist (SAFE §4.3) and keep the top-k distinct ones.

A match's distance sums: for each known entity, L2 between the mention and the matched
entity; for each edge with a planner relation, L2 between that relation text and the
matched relation's; for each variable with an expected type, the smallest L2 between
that type and the matched entity's types (0 when the type is unknown).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.query_compiler import CompiledQuery
from app.query_graph import QueryGraph

Triple = tuple[str, str, str]


@dataclass(frozen=True)
class ScoringTables:
    """Distances the ranker looks up, computed once per question."""

    relation: Mapping[str, Mapping[str, float]]  # planner relation text -> KG relation -> L2
    type: Mapping[str, Mapping[str, float]]  # planner type text -> KG type -> L2


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
    entity_cost = {
        node.name: {c.id: c.distance for c in node.candidates}
        for node in graph.nodes
        if node.is_entity
    }
    evidence = []
    for row in rows:
        total = 0.0
        bindings: dict[str, str] = {}
        names: dict[str, str] = {}
        for node in graph.nodes:
            var = compiled.node_vars[node.name]
            entity = row[f"{var}_id"]
            bindings[node.name] = entity
            names[entity] = row[f"{var}_name"]
            if node.is_entity:
                total += entity_cost[node.name].get(entity, 0.0)
            elif node.pseudo_type and node.pseudo_type in tables.type:
                costs = tables.type[node.pseudo_type]
                known = [costs[t] for t in row[f"{var}_types"] or () if t in costs]
                total += min(known) if known else 0.0
        triples = []
        for edge, var in zip(graph.edges, compiled.edge_vars, strict=True):
            relation = row[f"{var}_t"]
            triples.append((row[f"{var}_s"], relation, row[f"{var}_e"]))
            if edge.pseudo_relation is not None:
                total += tables.relation.get(edge.pseudo_relation, {}).get(relation, 0.0)
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
