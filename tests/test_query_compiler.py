"""The Cypher compiler: canonical parameters, bridge costs in the database's score, and
the SemDist bound that prunes candidates and whole query graphs."""

from __future__ import annotations

from app.query_graph import EntityCandidate, QueryEdge, QueryGraph, QueryNode
from app.safe.query_compiler import compile_query
from app.safe.semdist import ScoringTables, fixed_cost, lower_bound, relation_costs, within_bound

ANCHOR = QueryNode("Glass Orchard", candidates=(EntityCandidate("m1", "Glass Orchard", (), 0.0),))
TABLES = ScoringTables(
    relation={"directed by": {"directed_by": 0.1, "written_by": 0.6}},
    type={"person": {"person": 0.0, "city": 0.9}},
    bridge=0.25,
)


def graph(allowed: tuple[str, ...], relations: tuple[str, ...]) -> QueryGraph:
    person = QueryNode("unk1", type="person", allowed_types=allowed, pseudo_type="person")
    return QueryGraph(
        (ANCHOR, person, QueryNode("bridge1")),
        (
            QueryEdge("Glass Orchard", "unk1", relations, "directed by"),
            QueryEdge("unk1", "bridge1", (), bridge=True),
        ),
        "unk1",
    )


def test_alignments_differing_only_in_order_compile_to_one_query() -> None:
    one = compile_query(graph(("person", "city"), ("written_by", "directed_by")), TABLES)
    two = compile_query(graph(("city", "person"), ("directed_by", "written_by")), TABLES)
    assert (one.text, one.params) == (two.text, two.params)
    assert one.params["types_n1"] == ["city", "person"]


def test_bridges_cost_a_constant_the_query_adds() -> None:
    compiled = compile_query(graph(("person",), ("directed_by",)), TABLES)
    assert fixed_cost(graph(("person",), ("directed_by",)), TABLES) == 0.25
    assert compiled.params["fixed"] == 0.25 and "$fixed" in compiled.text
    # entity 0 + relation 0.1 + type 0 + one bridge 0.25
    assert abs(lower_bound(graph(("person",), ("directed_by",)), TABLES) - 0.35) < 1e-9


def test_bound_prunes_relations_and_whole_graphs() -> None:
    both = graph(("person",), ("directed_by", "written_by"))
    pruned = within_bound(both, TABLES, 0.5)
    assert pruned is not None and pruned.edges[0].relations == ("directed_by",)
    assert within_bound(both, TABLES, 0.3) is None  # the bridge alone lifts it above 0.3


def test_a_bridge_standing_for_a_pseudo_edge_costs_its_relations_excess() -> None:
    bridge = QueryEdge("Glass Orchard", "x", ("directed_by", "written_by"), "directed by", True)
    assert relation_costs(bridge, TABLES) == {"directed_by": 0.0, "written_by": 0.5}
