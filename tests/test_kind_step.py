"""The answer's kind says a step of its own over a relation that classes what it starts
from ("which **crops** does X grow": a farm grows varieties, each a variety of a crop),
where the kind fits that step's end better than anything the fewest steps reach; not
where those fit it as well ("which varieties does X grow")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.encoder_planner import EncoderPlanner, classes

from conftest import tsv_planner, write_triples

FARMS = ["Ashcombe Farm", "Birchwood Farm", "Cedar Hollow Farm", "Dunmore Farm"]
VARIETIES = {"Dorado": "wheat", "Estrella": "barley", "Nectar": "maize", "Belcanto": "wheat"}
OWNERS = ["Anna Pryce", "Ben Kellow", "Cara Doyle", "Dan Moss"]


@pytest.fixture(scope="module")
def planner(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[EncoderPlanner]:
    folder = tmp_path_factory.mktemp("crops")
    rows = [(variety, "is_a_variety_of", crop) for variety, crop in VARIETIES.items()]
    varieties = list(VARIETIES)
    for i, farm in enumerate(FARMS):
        rows += [(farm, "grows", varieties[i]), (farm, "grows", varieties[(i + 1) % 4])]
        rows += [(farm, "is_owned_by", OWNERS[i])]
    kb = write_triples(folder / "crops.tsv", rows)
    with tsv_planner(safe_home, embedder, kb, folder / "cache", prefix="k") as planner:
        yield planner


def test_a_relation_classing_its_source_is_one_the_kind_may_say() -> None:
    assert classes("is a variety of") and classes("is a breed of") and classes("vessel type")
    assert not classes("is located in") and not classes("grows") and not classes("has member")


def test_the_kind_says_the_classing_step(planner: EncoderPlanner) -> None:
    [best, *_] = planner.rank("which crops does Ashcombe Farm grow ?")
    assert [path.hops for path in best.paths] == [(("grows", True), ("is_a_variety_of", True))]
    [best, *_] = planner.rank("which varieties does Ashcombe Farm grow ?")
    assert [path.hops for path in best.paths] == [(("grows", True),)]
