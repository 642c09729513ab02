"""Compile an aligned query graph into one parameterised, read-only Cypher query.

Only schema names (relationship types from the catalog) are spliced into the text, each
quoted; entity ids, types, SemDist tables and the row cap travel as parameters, in a
canonical order, so alignments that differ only in how a type list was ordered compile to
the same query and run once. A match never walks straight back over the relationship
it came by (a self-loop excepted), but may bind two query nodes to one entity. Edges
match either stored direction unless `directed` is set; every returned triple is reported
in its stored direction (startNode/endNode). The database orders matches by SemDist and
returns only the best `limit` of at most `scan` matches it enumerates, so few rows
cross the wire and hub-crossing alignments stay bounded; the ranker re-scores them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from app.errors import PlanError
from app.kg.store.dialect import quote_name
from app.kg.store.layout import LOADED, GraphLayout
from app.query_graph import QueryEdge, QueryGraph
from app.safe.semdist import (
    ScoringTables,
    entity_costs,
    fixed_cost,
    relation_costs,
    reversal_cost,
    type_costs,
)


@dataclass(frozen=True)
class CompiledQuery:
    """Cypher text and parameters, and which Cypher variable holds which query element."""

    text: str
    params: dict[str, Any]
    node_vars: dict[str, str]  # query node name -> Cypher variable
    edge_vars: list[str] = field(default_factory=list)  # parallel to QueryGraph.edges


def _edge_order(graph: QueryGraph, anchor: str) -> list[int]:
    """Edges in an order where each one touches an already matched node (DFS-like)."""
    bound = {anchor}
    remaining = list(range(len(graph.edges)))
    order: list[int] = []
    while remaining:
        for position, i in enumerate(remaining):
            edge = graph.edges[i]
            if edge.source in bound or edge.target in bound:
                order.append(remaining.pop(position))
                bound |= {edge.source, edge.target}
                break
        else:
            raise PlanError("the query graph is not connected")
    return order


def compile_query(
    graph: QueryGraph,
    tables: ScoringTables,
    *,
    directed: bool = False,
    limit: int = 10,
    scan: int = 2000,
    layout: GraphLayout = LOADED,
) -> CompiledQuery:
    """One Cypher query matching `graph` from its best-anchored entity outwards: of the
    first `scan` matches, the `limit` of least SemDist."""
    entities = [n for n in graph.nodes if n.is_entity]
    if not entities:
        raise PlanError("the query graph has no known entity to start from")
    anchor = min(entities, key=lambda n: len(n.candidates)).name
    label, key, name, types = (
        layout.label("Entity"),
        layout.prop("id"),
        layout.prop("name"),
        layout.prop("types"),
    )
    node_vars = {node.name: f"n{i}" for i, node in enumerate(graph.nodes)}
    params: dict[str, Any] = {"limit": int(limit), "scan": int(scan)}
    clauses: list[str] = []
    bound: list[str] = []

    def conditions(name: str) -> list[str]:
        node = graph.node(name)
        var = node_vars[name]
        found: list[str] = []
        if node.is_entity:
            params[f"ids_{var}"] = [c.id for c in node.candidates]
            found.insert(0, f"{var}.{key} IN $ids_{var}")
        elif node.allowed_types:
            params[f"types_{var}"] = sorted(node.allowed_types)
            found.insert(0, f"any(t IN {var}.{types} WHERE t IN $types_{var})")
        return found

    anchor_var = node_vars[anchor]
    clauses.append(f"MATCH ({anchor_var}:{label}) WHERE {' AND '.join(conditions(anchor))}")
    bound.append(anchor)
    edge_vars = [f"r{i}" for i in range(len(graph.edges))]
    matched: list[int] = []
    for i in _edge_order(graph, anchor):
        edge = graph.edges[i]
        near, far = (
            (edge.source, edge.target) if edge.source in bound else (edge.target, edge.source)
        )
        far_node = f"({node_vars[far]})" if far in bound else f"({node_vars[far]}:{label})"
        pattern = _pattern(edge, edge_vars[i], node_vars[near], far_node, near, directed)
        # a match never walks straight back over the relationship it came by (a
        # self-loop excepted); nodes and further-apart facts may repeat, as in "the
        # spouse of X's spouse" = X
        var = edge_vars[i]
        ends = {edge.source, edge.target}
        where = [
            f"({var} <> {edge_vars[j]} OR startNode({var}) = endNode({var}))"
            for j in matched
            if ends & {graph.edges[j].source, graph.edges[j].target}
        ]
        if far not in bound:
            where = conditions(far) + where
            bound.append(far)
        clauses.append(f"MATCH {pattern}" + (f" WHERE {' AND '.join(where)}" if where else ""))
        matched.append(i)
    returned = [
        f"{var}.{key} AS {var}_id, {var}.{name} AS {var}_name, {var}.{types} AS {var}_types"
        for var in node_vars.values()
    ] + [
        f"startNode({var}).{key} AS {var}_s, type({var}) AS {var}_t, "
        f"endNode({var}).{key} AS {var}_e"
        for var in edge_vars
    ]
    terms: list[str] = []
    least: list[str] = []  # per-variable type minima, computed once per row
    for node in graph.nodes:
        var = node_vars[node.name]
        if node.is_entity:
            costs = entity_costs(node)
            params[f"ec_{var}"] = [costs[c.id] for c in node.candidates]
            terms.append(_lookup(f"{var}.{key} = $ids_{var}[i]", f"ids_{var}", f"ec_{var}"))
        elif type_cost := type_costs(node, tables):
            names = sorted(type_cost)
            params[f"tn_{var}"], params[f"tc_{var}"] = names, [type_cost[t] for t in names]
            least.append(
                f"reduce(m = {_NONE}, i IN range(0, size($tn_{var}) - 1) | CASE WHEN "
                f"$tn_{var}[i] IN {var}.{types} AND $tc_{var}[i] < m THEN $tc_{var}[i] ELSE m END)"
                f" AS tl_{var}"
            )
            terms.append(f"(CASE WHEN tl_{var} >= {_NONE} THEN 0.0 ELSE tl_{var} END)")
    for edge, var in zip(graph.edges, edge_vars, strict=True):
        if relation_cost := relation_costs(edge, tables):
            names = sorted(relation_cost)
            params[f"rn_{var}"], params[f"rc_{var}"] = names, [relation_cost[r] for r in names]
            terms.append(_lookup(f"type({var}) = $rn_{var}[i]", f"rn_{var}", f"rc_{var}"))
        if reversed_ := reversal_cost(edge, tables):  # the ranker adds it alike
            params[f"rv_{var}"] = reversed_
            source = node_vars[edge.written_source]
            terms.append(f"(CASE WHEN startNode({var}) = {source} THEN 0.0 ELSE $rv_{var} END)")
    if fixed := fixed_cost(graph, tables):
        params["fixed"] = fixed
        terms.append("$fixed")
    carried = ", ".join([*node_vars.values(), *edge_vars])
    answer = node_vars[graph.answer]
    text = "\n".join(
        [
            *clauses,
            f"WITH {carried} LIMIT $scan",
            *([f"WITH {carried}, " + ", ".join(least)] if least else []),
            f"WITH {carried}, " + (" + ".join(terms) or "0.0") + " AS score",
            f"ORDER BY score, {answer}.{name}",
            "LIMIT $limit",
            "RETURN " + ", ".join(returned) + ", score",
        ]
    )
    return CompiledQuery(text, params, node_vars, edge_vars)


_NONE = "1000000.0"  # larger than any L2 distance between unit vectors


def _lookup(condition: str, keys: str, values: str) -> str:
    """The value at the index where `condition` holds (0.0 where it never does)."""
    return (
        f"reduce(s = 0.0, i IN range(0, size(${keys}) - 1) | "
        f"CASE WHEN {condition} THEN ${values}[i] ELSE s END)"
    )


def _pattern(
    edge: QueryEdge, edge_var: str, near_var: str, far_node: str, near: str, directed: bool
) -> str:
    types = "|".join(quote_name(r) for r in sorted(edge.relations))
    relationship = f"[{edge_var}{':' + types if types else ''}]"
    near_node = f"({near_var})"
    if not directed or edge.bridge:  # a bridge joins its types whichever way they are stored
        return f"{near_node}-{relationship}-{far_node}"
    if edge.source == near:
        return f"{near_node}-{relationship}->{far_node}"
    return f"{near_node}<-{relationship}-{far_node}"


def path_exists_query(hops: Sequence[tuple[str, bool]], layout: GraphLayout = LOADED) -> str:
    """Cypher returning one row when an entity of `$ids` starts the relation path `hops`
    ((relation, stored direction?) steps, relation names from the schema, quoted), under
    the matching rule above: no step walks straight back over the relationship before it
    (a self-loop excepted). The row holds the types of the entities that walk reaches."""
    types = layout.prop("types")
    clauses = _walk_clauses("n", "ids", hops, layout)
    reached = ", ".join(f"n{k + 1}.{types}" for k in range(len(hops)))
    return "\n".join([*clauses, f"RETURN [{reached}] AS types LIMIT 1"])


def join_exists_query(
    hops_a: Sequence[tuple[str, bool]],
    hops_b: Sequence[tuple[str, bool]],
    layout: GraphLayout = LOADED,
) -> str:
    """Cypher returning one row when a walk of `hops_a` from an entity of `$ids_a` and a
    walk of `hops_b` from one of `$ids_b` (each under `path_exists_query`'s rule) reach
    the same entity, neither anchor itself: the join's answer set is not empty. Each walk
    has a step at least; the second ends at the first's last node, so the two meet in the
    match (not every pair of their ends compared)."""
    answer = f"a{len(hops_a)}"
    first = _walk_clauses("a", "ids_a", hops_a, layout)
    second = _walk_clauses("b", "ids_b", hops_b, layout, end=answer)
    return "\n".join(
        [
            *first,
            *second,
            f"WITH a0, b0, {answer} WHERE {answer} <> a0 AND {answer} <> b0",
            "RETURN 1 AS found LIMIT 1",
        ]
    )


def _walk_clauses(
    prefix: str,
    ids: str,
    hops: Sequence[tuple[str, bool]],
    layout: GraphLayout,
    end: str | None = None,
) -> list[str]:
    """MATCH clauses walking `hops` (a step at least, where `end` is given) from an entity
    of `$<ids>`, its nodes `<prefix>0`, `<prefix>1`… (the last one named `end` where
    given, a node bound before), no step straight back over the relationship before it."""
    label, key = layout.label("Entity"), layout.prop("id")
    names = [f"{prefix}{k}" for k in range(len(hops) + 1)]
    if end is not None:
        names[-1] = end
    clauses = [f"MATCH ({names[0]}:{label}) WHERE {names[0]}.{key} IN ${ids}"]
    for k, (relation, forward) in enumerate(hops):
        edge = f"{prefix}r{k}"
        relationship = f"[{edge}:{quote_name(relation)}]"
        arrow = f"-{relationship}->" if forward else f"<-{relationship}-"
        back = f"{prefix}r{k - 1}"
        where = f" WHERE {edge} <> {back} OR startNode({edge}) = endNode({edge})" if k else ""
        clauses.append(f"MATCH ({names[k]}){arrow}({names[k + 1]}:{label}){where}")
    return clauses
