"""SemDist (SAFE §4.3): the semantic distance of a match, term by term.

For each known entity, L2 between the mention and the matched entity; for each edge with
a planner relation, L2 between that text and the matched relation's (on a bridge, its
excess over the best relation the bridge allows); for each variable
with an expected type, the smallest L2 between that type and the matched entity's types
(among the node's allowed types when it has a type filter; 0 when the type is unknown).
A pseudo edge ADJ dropped as an invented hop costs a constant too (see
`app.safe.adj.contractions`), and so does a pseudo edge matched against the direction it
is written in (`reversal`): a tie-break, since edges match either stored direction, that
tells "the children of X" from X's parents where one relation links two people. Each
bridge edge (a hop ADJ inserted) also costs a constant: the paper leaves bridges
unscored, which ties a detour through a hub with the direct match it merely extends; a
small price ranks the direct match first and lets the bound prune detours once k direct
matches are in hand.
The Cypher compiler orders matches by these terms and the ranker re-scores with them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from app.query_graph import QueryEdge, QueryGraph, QueryNode


@dataclass(frozen=True)
class ScoringTables:
    """Distances looked up while scoring, computed once per question."""

    relation: Mapping[str, Mapping[str, float]]  # planner relation text -> KG relation -> L2
    type: Mapping[str, Mapping[str, float]]  # planner type text -> KG type -> L2
    bridge: float = 0.0  # the cost of each bridge edge
    contraction: float = 0.0  # the cost of each pseudo edge dropped as an invented hop
    type_weight: float = 1.0  # the weight of every type term
    reversal: float = 0.0  # the cost of a pseudo edge matched against its written direction


def fixed_cost(graph: QueryGraph, tables: ScoringTables) -> float:
    """The constant SemDist terms of `graph`: its bridge edges and dropped pseudo edges."""
    bridges = tables.bridge * sum(edge.bridge for edge in graph.edges)
    return bridges + contraction_cost(graph, tables)


def contraction_cost(graph: QueryGraph, tables: ScoringTables) -> float:
    """What `graph`'s dropped pseudo edges cost: the constant each, plus the dropped terms
    at their least (see `app.safe.adj.Contraction`)."""
    if not graph.contracted:
        return 0.0
    dropped = graph.dropped_relation + tables.type_weight * graph.dropped_type
    return tables.contraction * graph.contracted + dropped


def reversal_cost(edge: QueryEdge, tables: ScoringTables) -> float:
    """What matching `edge` against the direction its pseudo edge was written in (not the
    schema's, `QueryEdge.written_source`) costs: `tables.reversal` for a pseudo edge with a
    relation, 0 for a bridge ADJ inserted (it has no direction)."""
    return 0.0 if edge.bridge or edge.pseudo_relation is None else tables.reversal


def entity_costs(node: QueryNode) -> dict[str, float]:
    """Entity id -> distance, for a known-entity node."""
    return {c.id: c.distance for c in node.candidates}


def relation_costs(edge: QueryEdge, tables: ScoringTables) -> dict[str, float]:
    """KG relation -> distance for an edge (empty for a bridge without planner text)."""
    if edge.pseudo_relation is None:
        return {}
    costs = tables.relation.get(edge.pseudo_relation, {})
    chosen = {r: costs.get(r, 0.0) for r in edge.relations} if edge.relations else dict(costs)
    if edge.bridge and chosen:
        least = min(chosen.values())
        return {r: cost - least for r, cost in chosen.items()}
    return chosen


def type_costs(node: QueryNode, tables: ScoringTables) -> dict[str, float]:
    """KG type -> distance for a variable (empty: its type term is 0)."""
    if node.is_entity or not node.pseudo_type or node.pseudo_type not in tables.type:
        return {}
    costs = tables.type[node.pseudo_type]
    weight = tables.type_weight
    if node.allowed_types:
        return {t: weight * costs[t] for t in node.allowed_types if t in costs}
    return {t: weight * cost for t, cost in costs.items()}


def lower_bound(graph: QueryGraph, tables: ScoringTables) -> float:
    """The least SemDist any match of `graph` can have."""
    return sum(_term_minima(graph, tables).values())


def within_bound(graph: QueryGraph, tables: ScoringTables, bound: float) -> QueryGraph | None:
    """`graph` with every candidate entity and relation alternative that would push a
    match's SemDist above `bound` removed (SimGRAG-style pruning: matches within the bound
    are unchanged); None when no match can stay within it."""
    minima = _term_minima(graph, tables)
    total = sum(minima.values())
    if total > bound + _EPSILON:
        return None
    nodes = []
    for node in graph.nodes:
        slack = bound - (total - minima.get(node.name, 0.0)) + _EPSILON
        if node.is_entity:
            kept = tuple(c for c in node.candidates if c.distance <= slack)
            nodes.append(replace(node, candidates=kept))
        else:  # narrower type filters would push them below hub expansions: kept whole
            nodes.append(node)
    edges = []
    for index, edge in enumerate(graph.edges):
        slack = bound - (total - minima.get(f"#{index}", 0.0)) + _EPSILON
        if edge.bridge:
            slack -= tables.bridge
        if costs := relation_costs(edge, tables):
            kept_relations = tuple(r for r, cost in costs.items() if cost <= slack)
            if not kept_relations:
                return None
            edges.append(replace(edge, relations=kept_relations))
        else:
            edges.append(edge)
    return replace(graph, nodes=tuple(nodes), edges=tuple(edges))


_EPSILON = 1e-9


def _term_minima(graph: QueryGraph, tables: ScoringTables) -> dict[str, float]:
    """Least value of each SemDist term: by node name, and `#i` for edge i."""
    minima: dict[str, float] = {}
    for node in graph.nodes:
        costs = entity_costs(node) if node.is_entity else type_costs(node, tables)
        if costs:
            minima[node.name] = min(costs.values())
    for index, edge in enumerate(graph.edges):
        costs = relation_costs(edge, tables)
        least = (min(costs.values()) if costs else 0.0) + (tables.bridge if edge.bridge else 0.0)
        if costs or edge.bridge:
            minima[f"#{index}"] = least
    if graph.contracted:
        minima["#contracted"] = contraction_cost(graph, tables)
    return minima
