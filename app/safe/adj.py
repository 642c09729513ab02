"""Approximate Distance Join (SAFE §4.2, Algorithm 1): align a pseudo query graph to the
schema graph, then materialise each alignment as a typed query graph.

Distances: candidate schema edges are ranked by L2 between the pseudo edge's composite
embedding `type(u) ; r ; type(u')` and the schema edge's; two schema edges are `D_edge`
apart, the fewest schema hops between any of their endpoint types. The same threshold δ
holds between a linked entity and the schema edge of its pseudo edge: a schema edge up to
δ hops from the entity's types is a candidate too (the pseudo edge skipped a node), at an
extra `reach_penalty` of L2 a hop, and is bridged to the entity when materialised.

Why one module of ~570 lines: candidate search, the join and materialisation share the
candidate and alignment records and the bridge/contraction variants; split apart, each
part would need the others' internals.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from app.kg.catalog import CatalogEdge, SchemaCatalog, l2_to_rows
from app.kg.schema_graph import schema_edge_text
from app.kg.type_distances import FAR
from app.query_graph import (
    VARIABLE,
    EntityCandidate,
    PseudoQueryGraph,
    QueryEdge,
    QueryGraph,
    QueryNode,
)

TextVectors = Mapping[str, np.ndarray]
Linked = Mapping[str, Sequence[EntityCandidate]]


@dataclass(frozen=True)
class ADJOptions:
    """SAFE's search parameters; the defaults are the paper's (appendix C.5)."""

    delta: int = 1
    k_schema: int = 3
    k_qg: int = 5
    sim_typ: int = 8
    sim_rel: int = 10
    use_types: bool = True
    # schema edges holding a smaller share of their relation's triples are not candidates
    # (typing accidents, e.g. a genre that is also a film title; see issue 3's figures)
    min_share: float = 0.01
    reach_penalty: float = 0.25
    relation_view: float | None = 0.0


@dataclass(frozen=True)
class SchemaCandidate:
    """A schema edge (catalog index) proposed for a pseudo edge, with its L2 distance
    (`composite`, the composite embedding's alone, breaks ties between edges that share
    a relation)."""

    edge: int
    distance: float
    composite: float = 0.0


@dataclass(frozen=True)
class Assignment:
    """One schema edge per pseudo edge, and the summed L2 distance."""

    edges: tuple[int, ...]
    cost: float


def pseudo_texts(graph: PseudoQueryGraph, catalog: SchemaCatalog) -> list[str]:
    """Every text ADJ and the ranker embed (types, relations, composites); entity
    mentions are embedded only when their name matches no entity exactly. A pseudo edge's
    composite read backwards is needed only where the schema edges' are not stored."""
    texts: list[str] = [t for t in graph.nodes.values() if t]
    for source, relation, target in graph.edges:
        texts.append(relation)
        texts.append(_composite(graph, source, relation, target))
        if catalog.reverse_edge_vectors is None:
            texts.append(_composite(graph, target, relation, source))
    return list(dict.fromkeys(texts))


def _composite(graph: PseudoQueryGraph, source: str, relation: str, target: str) -> str:
    return schema_edge_text(graph.nodes.get(source, ""), relation, graph.nodes.get(target, ""))


def _linked_types(linked: Linked, node: str) -> set[str] | None:
    """The real types of a linked entity: those of its closest candidate(s)."""
    candidates = linked.get(node)
    if not candidates:
        return None
    best = min(c.distance for c in candidates)
    types = {t for c in candidates if c.distance <= best + 1e-6 for t in c.types}
    return types or None  # an untyped entity fits any schema edge


def candidate_schema_edges(
    graph: PseudoQueryGraph,
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    k_schema: int,
    min_share: float = 0.0,
    reach: int = 0,
    reach_penalty: float = 0.25,
    relation_view: float | None = 0.0,
) -> list[list[SchemaCandidate]]:
    """Cands(edge) for every pseudo edge: the `k_schema` nearest schema edges that fit the
    real types of any linked entity at its ends (either orientation) and hold at least
    `min_share` of their relation's triples (or are the edge named exactly); with
    `reach`, also the `k_schema` nearest of those up to `reach` hops from a linked
    entity's types (`reach_penalty` L2 a hop)."""
    result: list[list[SchemaCandidate]] = []
    for source, relation, target in graph.edges:
        written = vectors[_composite(graph, source, relation, target)]
        forward = l2_to_rows(written, catalog.edge_vectors)
        # read backwards: the pseudo edge against each schema edge's reverse composite
        # (the same pairing of ends as the reverse pseudo composite against the edge's)
        backward = (
            l2_to_rows(written, catalog.reverse_edge_vectors)
            if catalog.reverse_edge_vectors is not None
            else l2_to_rows(
                vectors[_composite(graph, target, relation, source)], catalog.edge_vectors
            )
        )
        composite = np.minimum(forward, backward)
        distances = composite
        if relation_view is not None:
            by_relation = l2_to_rows(vectors[relation], catalog.relation_vectors)
            per_edge = by_relation[[catalog.relation_row[e.relation] for e in catalog.edges]]
            distances = np.minimum(composite, per_edge + relation_view)
        ends = (_linked_types(linked, source), _linked_types(linked, target))
        # the schema edge the pseudo edge names exactly is kept however rare: the share
        # filter drops typing accidents from approximate matches, not what was asked
        named = {
            (graph.nodes[source], relation, graph.nodes[target]),
            (graph.nodes[target], relation, graph.nodes[source]),
        }
        direct: list[SchemaCandidate] = []
        near: list[SchemaCandidate] = []
        for i, edge in enumerate(catalog.edges):
            exact = (edge.source, edge.relation, edge.target) in named
            if catalog.edge_share[i] < min_share and not exact:
                continue
            hops = _reach_hops(catalog, edge, *ends, reach)
            if hops is None:
                continue
            penalty = hops * reach_penalty
            found = SchemaCandidate(i, float(distances[i]) + penalty, float(composite[i]) + penalty)
            (direct if hops == 0 else near).append(found)
        chosen = [*_nearest(direct, k_schema), *_nearest(near, k_schema)]
        result.append(_nearest(chosen, len(chosen)))
    return result


def _nearest(candidates: list[SchemaCandidate], k: int) -> list[SchemaCandidate]:
    return sorted(candidates, key=lambda c: (c.distance, c.composite, c.edge))[:k]


def _reach_hops(
    catalog: SchemaCatalog,
    edge: CatalogEdge,
    source_types: set[str] | None,
    target_types: set[str] | None,
    reach: int,
) -> int | None:
    """Schema hops needed to bridge linked entities to `edge`'s ends (in its better
    orientation); None when more than `reach` are needed at either end."""
    best: int | None = None
    for head, tail in ((edge.source, edge.target), (edge.target, edge.source)):
        first = _hops_to(catalog, source_types, head, reach)
        second = _hops_to(catalog, target_types, tail, reach)
        if first is not None and second is not None and (best is None or first + second < best):
            best = first + second
    return best


def _hops_to(catalog: SchemaCatalog, types: set[str] | None, end: str, reach: int) -> int | None:
    if types is None or end in types:
        return 0
    if reach <= 0:
        return None
    hops = min(catalog.type_distance(t, end) for t in types)
    return hops if hops <= reach else None


def edge_distance(catalog: SchemaCatalog, a: int, b: int) -> int:
    """D_edge: the fewest schema hops between any endpoint of edge `a` and of edge `b`."""
    ea, eb = catalog.edges[a], catalog.edges[b]
    return min(
        catalog.type_distance(x, y) for x in (ea.source, ea.target) for y in (eb.source, eb.target)
    )


def distance_edge_join(
    graph: PseudoQueryGraph,
    candidates: Sequence[Sequence[SchemaCandidate]],
    catalog: SchemaCatalog,
    delta: int,
    k: int,
) -> list[Assignment]:
    """Algorithm 1 with branch-and-bound: the `k` cheapest assignments in which every two
    pseudo edges sharing a node get schema edges at most `delta` apart. Equal to the
    exhaustive search (ties broken by candidate order)."""
    edges = graph.edges
    adjacent = [
        [j for j in range(i) if set(edges[i][::2]) & set(edges[j][::2])] for i in range(len(edges))
    ]
    ordered = [sorted(c, key=lambda s: s.distance) for c in candidates]
    # cheapest possible completion of edges i.. for the bound
    tail = [0.0] * (len(edges) + 1)
    for i in range(len(edges) - 1, -1, -1):
        tail[i] = tail[i + 1] + (ordered[i][0].distance if ordered[i] else 0.0)
    best: list[tuple[float, int, tuple[int, ...]]] = []  # max-heap by -cost
    counter = itertools.count()
    chosen: list[int] = []

    def search(i: int, cost: float) -> None:
        if len(best) == k and cost + tail[i] > -best[0][0]:
            return
        if i == len(edges):
            entry = (-cost, -next(counter), tuple(chosen))
            if len(best) < k:
                heapq.heappush(best, entry)
            else:
                heapq.heappushpop(best, entry)
            return
        for candidate in ordered[i]:
            if all(edge_distance(catalog, candidate.edge, chosen[j]) <= delta for j in adjacent[i]):
                chosen.append(candidate.edge)
                search(i + 1, cost + candidate.distance)
                chosen.pop()

    if all(ordered):
        search(0, 0.0)
    ranked = sorted(best, key=lambda entry: (-entry[0], -entry[1]))
    return [Assignment(edges, -neg_cost) for neg_cost, _, edges in ranked]


def materialise(
    graph: PseudoQueryGraph,
    assignment: Assignment,
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    options: ADJOptions,
    reach_leaves: bool = False,
    merge: bool = False,
) -> QueryGraph | None:
    """Turn an assignment into a query graph: orient each schema edge to fit linked
    entities and keep shared nodes together, bridge endpoints that the join left apart
    with wildcard edges, and type every variable. None when no orientation fits.

    With `reach_leaves`, a variable on a single pseudo edge whose expected type is up to
    δ hops from the type the schema edge gives it moves to a node of the expected type,
    bridged to the edge (the pseudo edge skipped a node there); None when none does.

    With `merge`, a variable the edges map to different types stays one node that may
    have any of them (one entity often carries several types); None when no variable
    was split."""
    schema_edges = [catalog.edges[i] for i in assignment.edges]
    best: tuple[tuple[int, float], list[int]] | None = None
    for orientation in itertools.product((0, 1), repeat=len(schema_edges)):
        mapped = _mapped_types(graph, schema_edges, orientation)
        score = _orientation_score(graph, mapped, catalog, linked, vectors, options.delta)
        if score is not None and (best is None or score < best[0]):
            best = (score, list(orientation))
    if best is None:
        return None
    chosen = best[1]
    mapped = _mapped_types(graph, schema_edges, chosen)

    nodes: dict[str, QueryNode] = {}
    edges: list[QueryEdge] = []
    type_hints = _allowed_types(graph, catalog, vectors, options)
    primary: dict[str, str] = {}  # pseudo node -> its first mapped type
    for name, types in mapped.items():
        primary[name] = types[0][1]
    reached: dict[str, str] = {}
    if reach_leaves:
        reached = _reached_leaves(graph, primary, catalog, linked, vectors, options.delta)
        if not reached:
            return None
        primary.update(reached)
    for name in mapped:
        nodes[name] = _node(graph, name, primary[name], linked, type_hints)
    if merge:
        several = {
            name: tuple(dict.fromkeys(mapped_type for _, mapped_type in types))
            for name, types in mapped.items()
            if not linked.get(name) and len({mapped_type for _, mapped_type in types}) > 1
        }
        if not several:
            return None
        for name, kinds in several.items():
            node = nodes[name]
            if node.allowed_types:
                widened = tuple(dict.fromkeys((*kinds, *node.allowed_types)))
                nodes[name] = replace(node, allowed_types=widened)
    split: dict[tuple[str, str], str] = {}
    bridge_count = itertools.count(1)

    def endpoint(name: str, type_: str, relation: str) -> str:
        real = _linked_types(linked, name)
        if linked.get(name) and (real is None or type_ in real):
            return name  # an entity is one node, whatever type each edge sees it as
        if real is not None:  # the schema edge is a few hops from the entity: bridge it
            if (name, type_) not in split:
                alias = f"{name}~{type_}"
                split[(name, type_)] = alias
                nodes[alias] = _node(graph, name, type_, {}, type_hints, alias=alias)
                start = min(sorted(real), key=lambda t: catalog.type_distance(t, type_))
                _bridge(catalog, nodes, edges, name, start, alias, type_, bridge_count, relation)
            return split[(name, type_)]
        if type_ == primary[name] or merge:
            return name
        if (name, type_) not in split:
            alias = f"{name}~{type_}"
            split[(name, type_)] = alias
            nodes[alias] = _node(graph, name, type_, linked, type_hints, alias=alias)
            text = relation if name in reached else None
            _bridge(catalog, nodes, edges, name, primary[name], alias, type_, bridge_count, text)
        return split[(name, type_)]

    for (source, relation, target), edge, flip in zip(
        graph.edges, schema_edges, chosen, strict=True
    ):
        head, tail = (source, target) if not flip else (target, source)
        head_node = endpoint(head, edge.source, relation)
        tail_node = endpoint(tail, edge.target, relation)
        edges.append(
            QueryEdge(head_node, tail_node, (edge.relation,), relation, flipped=bool(flip))
        )
    return QueryGraph(tuple(nodes.values()), tuple(edges), graph.answer, assignment.cost)


def _reached_leaves(
    graph: PseudoQueryGraph,
    primary: Mapping[str, str],
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    delta: int,
) -> dict[str, str]:
    """Leaf variables whose expected type (its nearest KG type) lies 1..δ hops from the
    type they were mapped to: name -> that expected type."""
    degree: dict[str, int] = {}
    for source, _, target in graph.edges:
        degree[source] = degree.get(source, 0) + 1
        degree[target] = degree.get(target, 0) + 1
    reached = {}
    for name, count in degree.items():
        expected = graph.nodes.get(name)
        if count != 1 or linked.get(name) or not expected or expected not in vectors:
            continue
        nearest = catalog.nearest_types(vectors[expected], 1)[0][0]
        if nearest != primary[name] and catalog.type_distance(primary[name], nearest) <= delta:
            reached[name] = nearest
    return reached


def _mapped_types(
    graph: PseudoQueryGraph, schema_edges: Sequence[CatalogEdge], orientation: Sequence[int]
) -> dict[str, list[tuple[int, str]]]:
    mapped: dict[str, list[tuple[int, str]]] = {}
    for i, ((source, _, target), edge, flip) in enumerate(
        zip(graph.edges, schema_edges, orientation, strict=True)
    ):
        s_type, t_type = edge.source, edge.target
        if flip:
            s_type, t_type = t_type, s_type
        mapped.setdefault(source, []).append((i, s_type))
        mapped.setdefault(target, []).append((i, t_type))
    return mapped


def _orientation_score(
    graph: PseudoQueryGraph,
    mapped: Mapping[str, Sequence[tuple[int, str]]],
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    delta: int,
) -> tuple[int, float] | None:
    """(total bridge hops, type-text distance) of an orientation; None if it cannot fit."""
    hops = 0
    text_distance = 0.0
    for name, types in mapped.items():
        real = _linked_types(linked, name)
        if real is not None:
            for _, mapped_type in types:
                gap = _hops_to(catalog, real, mapped_type, delta)
                if gap is None:
                    return None
                hops += gap
            continue
        first = types[0][1]
        for _, other in types[1:]:
            if other != first:
                gap = catalog.type_distance(first, other)
                if gap >= FAR:
                    return None
                hops += gap
        expected = graph.nodes.get(name)
        if expected and expected in vectors:
            row = catalog.type_row.get(first)
            if row is not None:
                text_distance += float(
                    np.linalg.norm(vectors[expected] - catalog.type_vectors[row])
                )
    return hops, text_distance


def _allowed_types(
    graph: PseudoQueryGraph, catalog: SchemaCatalog, vectors: TextVectors, options: ADJOptions
) -> Mapping[str, tuple[str, ...]] | None:
    """SimTyp per pseudo type text, or None when type constraints are off."""
    if not options.use_types:
        return None
    return {
        text: tuple(t for t, _ in catalog.nearest_types(vectors[text], options.sim_typ))
        for text in set(graph.nodes.values())
        if text
    }


def _node(
    graph: PseudoQueryGraph,
    name: str,
    schema_type: str,
    linked: Linked,
    type_hints: Mapping[str, tuple[str, ...]] | None,
    alias: str | None = None,
) -> QueryNode:
    if linked.get(name):
        return QueryNode(name, candidates=tuple(linked[name]))
    if alias is not None:  # a bridged-in node: a different entity, of the schema's type
        allowed_alias = (schema_type,) if type_hints is not None else ()
        return QueryNode(alias, type=schema_type, allowed_types=allowed_alias)
    expected = graph.nodes.get(name) or None
    if type_hints is None:
        return QueryNode(name, type=schema_type, pseudo_type=expected)
    similar = type_hints.get(expected, ()) if expected else ()
    allowed = tuple(dict.fromkeys((schema_type, *similar)))
    return QueryNode(name, type=schema_type, allowed_types=allowed, pseudo_type=expected)


def _bridge(
    catalog: SchemaCatalog,
    nodes: dict[str, QueryNode],
    edges: list[QueryEdge],
    start: str,
    start_type: str,
    end: str,
    end_type: str,
    counter: itertools.count[int],
    relation: str | None = None,
) -> None:
    """Join two endpoints `hops` apart in the schema with bridge edges (wildcards beyond
    one hop); `relation` is the planner text the bridge stands in for, if any."""
    hops = catalog.type_distance(start_type, end_type)
    if hops == 1:
        between = tuple(catalog.relations_between(start_type, end_type))
        edges.append(QueryEdge(start, end, between, relation, bridge=True))
        return
    previous = start
    for _ in range(hops - 1):
        middle = f"bridge{next(counter)}"
        nodes[middle] = QueryNode(middle)
        edges.append(QueryEdge(previous, middle, (), bridge=True))
        previous = middle
    edges.append(QueryEdge(previous, end, (), bridge=True))


def align(
    graph: PseudoQueryGraph,
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    options: ADJOptions,
) -> list[QueryGraph]:
    """ADJ: up to `k_qg` schema-aligned query graphs, cheapest first, each followed by its
    leaf-reaching and its merged variants if it has them."""
    candidates = candidate_schema_edges(
        graph,
        catalog,
        linked,
        vectors,
        options.k_schema,
        options.min_share,
        options.delta,
        options.reach_penalty,
        options.relation_view,
    )
    assignments = distance_edge_join(graph, candidates, catalog, options.delta, options.k_qg * 2)
    aligned: list[QueryGraph] = []
    plain = 0
    for assignment in assignments:
        query_graph = materialise(graph, assignment, catalog, linked, vectors, options)
        if query_graph is None:
            continue
        aligned.append(query_graph)
        plain += 1
        if options.delta > 0:  # and its variant reaching a leaf's expected type, if any
            variant = materialise(graph, assignment, catalog, linked, vectors, options, True)
            if variant is not None:
                aligned.append(variant)
        merged = materialise(graph, assignment, catalog, linked, vectors, options, merge=True)
        if merged is not None:  # and its variant keeping split variables whole
            aligned.append(merged)
        if plain == options.k_qg:
            break
    return aligned


@dataclass(frozen=True)
class Contraction:
    """The pseudo graph with one invented hop dropped, and the least distances the dropped
    terms would have cost in a full match (the edge's relation to its nearest KG relation,
    the merged-away node's type to its nearest KG type): a contraction pays them, so that
    dropping a hop never makes a match cheaper than an honest full match as close."""

    graph: PseudoQueryGraph
    relation_distance: float
    type_distance: float


def contractions(
    graph: PseudoQueryGraph, catalog: SchemaCatalog, vectors: TextVectors, threshold: float
) -> list[Contraction]:
    """The pseudo graph with one invented hop dropped: an edge between two variables whose
    relation lies farther than `threshold` from every KG relation merges its ends (under
    the answer's name and expected type if it is one of them, else with either end's
    expected type)."""
    variants: list[Contraction] = []
    for index, (source, relation, target) in enumerate(graph.edges):
        if not (VARIABLE.match(source) and VARIABLE.match(target)) or source == target:
            continue
        if relation not in vectors:
            continue
        nearest_relation = float(l2_to_rows(vectors[relation], catalog.relation_vectors).min())
        if nearest_relation <= threshold:
            continue
        keep, drop = (target, source) if target == graph.answer else (source, target)
        rest = [
            (keep if a == drop else a, r, keep if b == drop else b)
            for i, (a, r, b) in enumerate(graph.edges)
            if i != index
        ]
        if not rest or any(a == b for a, _, b in rest):
            continue
        # the answer keeps the type asked for: its entity pays for not fitting it
        kept_types = (
            (graph.nodes[keep],) if keep == graph.answer else (graph.nodes[keep], graph.nodes[drop])
        )
        for type_ in dict.fromkeys(kept_types):
            nodes = {n: t for n, t in graph.nodes.items() if n != drop} | {keep: type_}
            variant = PseudoQueryGraph(
                plan=graph.plan, nodes=nodes, edges=rest, answer=graph.answer
            )
            if variant.validate_rules():
                continue
            lost = graph.nodes[drop] if type_ == graph.nodes[keep] else graph.nodes[keep]
            lost_cost = _nearest_type_distance(catalog, vectors, lost)
            variants.append(Contraction(variant, nearest_relation, lost_cost))
    return variants


def _nearest_type_distance(catalog: SchemaCatalog, vectors: TextVectors, text: str) -> float:
    """L2 from a pseudo type to its nearest KG type (0 for an unknown type)."""
    if not text or text not in vectors:
        return 0.0
    return float(catalog.nearest_types(vectors[text], 1)[0][1])


def as_written(
    graph: PseudoQueryGraph,
    catalog: SchemaCatalog,
    linked: Linked,
    vectors: TextVectors,
    options: ADJOptions,
) -> QueryGraph:
    """Exact mode (SimGRAG-style): the pseudo graph's own shape, each relation matched by
    its SimRel alternatives and each variable by its SimTyp types; no schema alignment."""
    type_hints = _allowed_types(graph, catalog, vectors, options)
    nodes = []
    for name, expected in graph.nodes.items():
        if linked.get(name):
            nodes.append(QueryNode(name, candidates=tuple(linked[name])))
        else:
            allowed = () if type_hints is None or not expected else type_hints.get(expected, ())
            nodes.append(QueryNode(name, allowed_types=allowed, pseudo_type=expected or None))
    edges = [
        QueryEdge(
            source,
            target,
            tuple(r for r, _ in catalog.nearest_relations(vectors[relation], options.sim_rel)),
            relation,
        )
        for source, relation, target in graph.edges
    ]
    return QueryGraph(tuple(nodes), tuple(edges), graph.answer)
