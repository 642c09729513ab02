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

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from contextlib import suppress
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
        self._max_length = int(model.max_seq_length or model.tokenizer.model_max_length)
        self._normalise = _normalises(model)

    def token_states(
        self, texts: Sequence[str], offsets: bool = False
    ) -> tuple[np.ndarray, np.ndarray, Any]:
        """Each text's last hidden states (padded), its attention mask and the encoding
        (with each token's character span if `offsets`)."""
        encoded = self._tokenizer(
            list(texts),
            padding=True,
            truncation=True,
            max_length=self._max_length,
            return_tensors="np",
            return_offsets_mapping=offsets,
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
FAILED_FILE = "export-failed.json"
"""Kept beside a failed export: why, and for which libraries (tried again when they change)."""


def onnx_transformer(
    model: SentenceTransformer, model_name: str, models_dir: Path, threads: int
) -> tuple[OnnxTransformer | None, str]:
    """The ONNX Runtime twin of `model`, exporting it first if this machine has none, or
    None and why it cannot serve (no onnxruntime, another pooling, an export that fails or
    disagrees with PyTorch): the caller keeps PyTorch."""
    try:
        import onnxruntime  # noqa: F401
    except ImportError:
        return None, "onnxruntime is not installed"
    if not _mean_pooled(model):
        return None, f"its modules ({', '.join(_modules(model))}) are not mean pooling"
    folder = onnx_dir(models_dir, model_name)
    path, failed = folder / ONNX_FILE, folder / FAILED_FILE
    versions = _versions(model_name)
    with _export_lock:
        try:
            record = json.loads(failed.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            record = {}
        if record.get("versions") == versions:
            return None, str(record.get("reason", "its export failed before"))
        reason = "its export disagrees with PyTorch"
        for attempt in range(2):
            if not path.is_file() or attempt:
                try:
                    _export(model_name, path)
                except _ExportFailed as exc:
                    reason = str(exc)
                    break
            try:
                twin = OnnxTransformer(path, model, threads)
                if _agrees(twin, model):
                    failed.unlink(missing_ok=True)
                    return twin, ""
            except Exception:  # a damaged or stale file: export again
                continue
        with suppress(OSError):  # a folder it cannot write to: tried again next time
            failed.write_text(json.dumps({"versions": versions, "reason": reason}), "utf-8")
        return None, reason


class _ExportFailed(Exception):
    """The export's process failed (its last words)."""


def _versions(model_name: str) -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    found = {"model": model_name}
    for package in ("torch", "transformers", "sentence-transformers", "onnxruntime", "onnx"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            found[package] = ""
    return found


def _agrees(twin: OnnxTransformer, model: SentenceTransformer) -> bool:
    expected = model.encode(list(PROBE_TEXTS), convert_to_numpy=True, show_progress_bar=False)
    return bool(np.abs(twin.encode(PROBE_TEXTS) - expected).max() <= TOLERANCE)


def _export(model_name: str, path: Path) -> None:
    """Export in a process of its own: the exporter's warnings and prints stay there, and
    nothing process-wide (warning filters, streams) changes under other threads."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{path.parent.name}-", dir=path.parent.parent))
    except OSError as exc:
        raise _ExportFailed(f"cannot write to {path.parent}: {exc}") from exc
    try:
        script = "import sys\nfrom app.kg.onnx_encoder import export_main as e\ne(*sys.argv[1:])"
        target = staging / ONNX_FILE
        done = subprocess.run(
            [sys.executable, "-c", script, model_name, str(target)],
            capture_output=True, encoding="utf-8", errors="replace", check=False,
            env={**os.environ, "PYTHONWARNINGS": "ignore"},
        )  # fmt: skip
        if done.returncode or not target.is_file():
            said = (done.stderr.strip() or done.stdout.strip())[-400:]
            raise _ExportFailed(f"torch.onnx could not export it: {said}")
        target.replace(path)  # whole or absent: never half a file
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def export_main(model_name: str, target: str) -> None:
    """The export process: `model_name`'s transformer to the ONNX file `target`."""
    import torch
    from sentence_transformers import SentenceTransformer

    from app.kg.embeddings import resolve_model

    model = SentenceTransformer(resolve_model(model_name), device="cpu")
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

    with torch.no_grad():
        torch.onnx.export(
            Hidden(),
            tuple(sample[n] for n in names),
            target,
            input_names=names,
            output_names=["states"],
            dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*names, "states"]},
            opset_version=17,
            dynamo=False,
        )
