"""Containments: two steps from the mention through a type of places, said as one by a
question asking for the far end ("which city is X Ward in": the ward's hospital's city),
not by one naming the place in between ("what are the regions of <country>")."""

from __future__ import annotations

from pathlib import Path

from app.kg.embeddings import Embedder
from app.planners.answer_type import says_part_of
from app.planners.encoder_planner import EncoderPlanner, Hop

from conftest import FIXTURES, tsv_planner


def test_relation_names_saying_part_of() -> None:
    assert says_part_of("part_of") and says_part_of("is part of") and says_part_of("partOf")
    assert says_part_of("within")
    assert not says_part_of("partOfSeries")  # its target is named: a series
    assert not says_part_of("located_in")  # says where: a containment already


def test_a_part_and_its_whole_s_place_are_one_step(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """A ward is `part_of` its hospital, `located_in` a city: "which city is X in" asks
    for the city two steps away, with no other word to say either step."""
    with tsv_planner(safe_home, embedder, FIXTURES / "wards.tsv", tmp_path) as planner:
        found = planner.rank("which city is Snow Ward in ?")[0]
        hops = tuple(map(planner.catalog.walked, found.paths[0].hops))
        assert hops == (("part_of", True), ("located_in", True))
        whole = planner.rank("which hospital is Snow Ward in ?")[0]
        assert tuple(map(planner.catalog.walked, whole.paths[0].hops)) == (("part_of", True),)


def _evidence(planner: EncoderPlanner, question: str) -> dict[tuple[Hop, ...], float]:
    """Each candidate path's step evidence, by the steps it takes as stored."""
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    anchor = planner.anchor_candidates(question, mentions, focus)[0]
    found = planner.step_evidence(anchor)
    walked = planner.catalog.walked
    return {
        tuple(map(walked, path.hops)): float(found[i]) for i, path in enumerate(anchor.paths.paths)
    }


def test_a_kind_naming_the_place_between_asks_for_it(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """Farms are `is located in` regions that are `is part of` a country: "the regions of
    Canada" asks for the regions, so the containment to the farms is not said as one
    step there, as it is for "which farms are in Canada"."""
    regions, farms = (("is part of", False),), (("is part of", False), ("is located in", False))
    with tsv_planner(safe_home, embedder, FIXTURES / "regions.tsv", tmp_path) as planner:
        asked_regions = _evidence(planner, "what are the regions of Canada ?")
        assert asked_regions[farms] < asked_regions[regions]
        asked_farms = _evidence(planner, "which farms are in Canada ?")
        assert asked_farms[farms] >= asked_farms[regions]
        found = planner.rank("what are the regions of Canada ?")[0]
        assert tuple(map(planner.catalog.walked, found.paths[0].hops)) == regions
        found = planner.rank("which farms are in Canada ?")[0]
        assert tuple(map(planner.catalog.walked, found.paths[0].hops)) == farms
