"""The embedding model's transformer run by ONNX Runtime, for a question's few short texts.

PyTorch spends about 10 ms of fixed cost on every forward pass of MiniLM on these 2-core
machines, whatever its length; a question's texts are a handful of words, so that cost was
most of an ask's first-seen encoding (issue 13, item 4). ONNX Runtime runs the same weights
with a fraction of it. The transformer is exported once per machine (`torch.onnx`, about
2 s) into the models folder and checked against PyTorch when a process first uses it: the
vectors agree to 1e-5, so nothing downstream sees which runtime made them. Large batches
(loads) stay with PyTorch, which is as fast there.
"""

from __future__ import annotations

import io
import shutil
import tempfile
import warnings
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from threading import Lock
from typing import TYPE_CHECKING, Any

import numpy as np

from app.config import file_name

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

ONNX_FILE = "model.onnx"
TOLERANCE = 1e-4
"""Largest difference from PyTorch's vectors an exported model may show and be used."""
PROBE_TEXTS = ("film", "who directed the movie ; directed by ; person", "Ünïcode 1990")


class OnnxTransformer:
    """A sentence-transformers model's transformer in an ONNX Runtime session, with the
    model's own tokenizer and mean pooling (the only pooling it accepts)."""

    def __init__(self, path: Path, model: SentenceTransformer, threads: int) -> None:
        import onnxruntime as ort

        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # idle workers spinning would take the cores the database needs next
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])
        self._inputs = [i.name for i in self._session.get_inputs()]
        self._tokenizer = model.tokenizer
        self._max_length = int(model.max_seq_length or 512)
        self._normalise = _normalises(model)

    def token_states(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray, Any]:
        """Each text's last hidden states (padded), its attention mask and the encoding."""
        encoded = self._tokenizer(
            list(texts),
            padding=True,
            truncation=True,
            max_length=self._max_length,
            return_tensors="np",
            return_offsets_mapping=len(texts) == 1,
        )
        feed = {name: np.asarray(encoded[name], dtype=np.int64) for name in self._inputs}
        states = self._session.run(None, feed)[0]
        return np.asarray(states, dtype=np.float32), feed["attention_mask"], encoded

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One sentence vector per text, as the sentence-transformers model makes it."""
        states, mask, _ = self.token_states(texts)
        return self.pooled(states, mask)

    def pooled(self, states: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Sentence vectors from `token_states`' states and mask."""
        weights = mask[..., None].astype(np.float32)
        vectors = (states * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        if self._normalise:
            vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        return np.asarray(vectors, dtype=np.float32)


def _modules(model: SentenceTransformer) -> list[str]:
    return [type(module).__name__ for module in model]


def _normalises(model: SentenceTransformer) -> bool:
    return _modules(model)[-1] == "Normalize"


def _mean_pooled(model: SentenceTransformer) -> bool:
    """Whether the model is a transformer, mean pooling and perhaps Normalize, no more."""
    names = _modules(model)
    if names[:2] != ["Transformer", "Pooling"] or names[2:] not in ([], ["Normalize"]):
        return False
    pooling = model[1]
    mode = getattr(pooling, "pooling_mode_mean_tokens", None)
    if mode is None:
        mode = getattr(pooling, "pooling_mode", None) == "mean"
    return bool(mode)


def onnx_dir(models_dir: Path, model_name: str) -> Path:
    """Where the ONNX export of `model_name`'s transformer is kept."""
    return models_dir / f"{file_name(model_name)}-onnx"


_export_lock = Lock()


def onnx_transformer(
    model: SentenceTransformer, model_name: str, models_dir: Path, threads: int
) -> OnnxTransformer | None:
    """The ONNX Runtime twin of `model`, exporting it first if this machine has none;
    None where it cannot serve (no onnxruntime, another pooling, an export that fails or
    disagrees with PyTorch): the caller keeps PyTorch."""
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return None
    if not _mean_pooled(model):
        return None
    path = onnx_dir(models_dir, model_name) / ONNX_FILE
    with _export_lock:
        for attempt in range(2):
            if not path.is_file() or attempt:
                try:
                    _export(model, path)
                except Exception:  # any exporter failure: PyTorch serves
                    return None
            try:
                twin = OnnxTransformer(path, model, threads)
                if _agrees(twin, model):
                    return twin
            except Exception:  # a damaged or stale file: export again
                pass
    return None


def _agrees(twin: OnnxTransformer, model: SentenceTransformer) -> bool:
    expected = model.encode(list(PROBE_TEXTS), convert_to_numpy=True, show_progress_bar=False)
    return bool(np.abs(twin.encode(PROBE_TEXTS) - expected).max() <= TOLERANCE)


def _export(model: SentenceTransformer, path: Path) -> None:
    import torch

    transformer: Any = model[0].auto_model
    transformer.eval()
    sample = model.tokenizer(list(PROBE_TEXTS), padding=True, return_tensors="pt")
    names = [n for n in ("input_ids", "attention_mask", "token_type_ids") if n in sample]

    class Hidden(torch.nn.Module):
        """The transformer's last hidden states from positional inputs."""

        def __init__(self) -> None:
            super().__init__()
            self.inner = transformer

        def forward(self, *inputs: torch.Tensor) -> torch.Tensor:
            states: torch.Tensor = self.inner(**dict(zip(names, inputs, strict=True)))[0]
            return states

    path.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{path.parent.name}-", dir=path.parent.parent))
    try:
        dynamic = {n: {0: "batch", 1: "tokens"} for n in [*names, "states"]}
        with (
            warnings.catch_warnings(),
            redirect_stderr(io.StringIO()),
            redirect_stdout(io.StringIO()),
            torch.inference_mode(False),
            torch.no_grad(),
        ):
            warnings.simplefilter("ignore")
            torch.onnx.export(
                Hidden(),
                tuple(sample[n] for n in names),
                str(staging / ONNX_FILE),
                input_names=names,
                output_names=["states"],
                dynamic_axes=dynamic,
                opset_version=17,
                dynamo=False,
            )
        (staging / ONNX_FILE).replace(path)  # whole or absent: never half a file
    finally:
        shutil.rmtree(staging, ignore_errors=True)
