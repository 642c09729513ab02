"""A relation named by a bare verb (`manufactures`, `owns`) says what its source does, not
what its values are called: the doer's agent noun ("which **manufacturers**", "an
**owner**") asks for its source, however near the verb it reads."""

from __future__ import annotations

from app.planners.answer_type import agent_stems
from app.planners.encoder_planner import EncoderPlanner

from conftest import module_planner

MAKERS = ["Agrimeca", "Brandauer Landtechnik", "Kallio Works"]
MACHINES = ["Terra 7660", "Profi 8560", "Boom 3150", "Vario 4950", "Solitair 346"]
FARMS = ["Ashcombe Farm", "Birchwood Farm", "Cedar Hollow Farm", "Dunmore Farm"]
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss"]
ROWS = [(MAKERS[i % 3], "manufactures", machine) for i, machine in enumerate(MACHINES)]
ROWS += [(maker, "founded_year", str(1920 + 9 * i)) for i, maker in enumerate(MAKERS)]
for i, farm in enumerate(FARMS):
    ROWS += [(farm, "uses_machinery", MACHINES[i]), (OWNERS[i], "owns", farm)]
    ROWS += [(OWNERS[i], "birth_year", str(1950 + i))]

planner = module_planner(ROWS, "m")


def type_of(planner: EncoderPlanner, relation: str, source: bool) -> str:
    edge = next(e for e in planner.catalog.edges if e.relation == relation)
    return edge.source if source else edge.target


def test_an_agent_noun_asks_for_the_doer_not_the_verbs_values(planner: EncoderPlanner) -> None:
    assert agent_stems("manufacturers") == {"manufactur"}
    assert agent_stems("owners") == {"own"}
    assert agent_stems("machinery") == frozenset()
    types = planner.answer_types
    makers, machines = (type_of(planner, "manufactures", side) for side in (True, False))
    owners, farms = (type_of(planner, "owns", side) for side in (True, False))
    fits = types.fit("manufacturers", [makers, machines], roles=True)
    assert fits[0] > fits[1]  # `manufactures` names no "manufacturer" among its values
    fits = types.fit("owners", [owners, farms], roles=True)
    assert fits[0] > fits[1]
    # the verb still calls its values what a noun that is no agent noun says of them
    vector = types.focus_vector("machines")
    assert types.called_by_relations(machines, vector) == types.called_by_relations(
        machines, vector, agent_stems("machines")
    )
