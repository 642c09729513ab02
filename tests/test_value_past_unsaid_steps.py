"""A relation named after the value a question's noun names ("what is X's elevation":
`elevation_m`) is the step asked for only when the question says the steps before it: a
peak's own height answers, not the elevation of a hut on it (walked to over a step no
word says)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.encoder_planner import EncoderPlanner

from conftest import tsv_planner, write_triples

PEAKS = [  # peak, height, its hut, the hut's elevation, the peak's range, first ascent
    ("Mount Arvel", "4460", "Arvel Hut", "3120", "Arvel Range", "1953"),
    ("Dorsa Peak", "5010", "Dorsa Refuge", "3560", "Dorsa Range", "1961"),
    ("Kestrel Horn", "3890", "Kestrel Bivouac", "2740", "Arvel Range", "1948"),
    ("Tarn Spire", "4275", "Tarn Lodge", "2980", "Dorsa Range", "1977"),
]


@pytest.fixture(scope="module")
def planner(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[EncoderPlanner]:
    folder = tmp_path_factory.mktemp("peaks")
    rows = []
    for peak, height, hut, elevation, mountain_range, year in PEAKS:
        rows += [(peak, "height_m", height), (hut, "mountains", peak)]
        rows += [(peak, "range", mountain_range), (peak, "first_ascent_year", year)]
        rows += [(hut, "elevation_m", elevation), (hut, "capacity", str(len(hut) + 20))]
    kb = write_triples(folder / "peaks.tsv", rows)
    with tsv_planner(safe_home, embedder, kb, folder / "cache", prefix="p") as planner:
        yield planner


def test_a_value_named_past_an_unsaid_step_is_not_the_one_asked(planner: EncoderPlanner) -> None:
    best = planner.rank("what is Mount Arvel's elevation ?")[0]
    assert [path.text for path in best.paths] == ["height m"]
    # said from the hut, its own elevation is the step
    best = planner.rank("what is Arvel Hut's elevation ?")[0]
    assert [path.text for path in best.paths] == ["elevation m"]
