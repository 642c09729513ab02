"""The embedding model run by ONNX Runtime, for a question's few short texts.

PyTorch spends about 10 ms of fixed cost on every forward pass of MiniLM on these 2-core
machines, whatever its length; a question's texts are a handful of words, so that cost was
most of an ask's first-seen encoding (issue 13, item 4). ONNX Runtime runs the same weights
with a fraction of it, and with the `tokenizers` library it needs neither PyTorch nor
transformers in the process, whose imports took most of a `safe ask`.

The model is exported once per machine, in a process of its own (`torch.onnx`, about 10 s),
into a folder of the machine's cache named by a digest of the libraries' versions and the
model's files (`export_paths`), renamed whole into place: the transformer (`model.onnx`),
the tokenizer (`tokenizer.json`) and `export.json` (pooling, length, padding, and the
vectors PyTorch made for a few probe texts). Each process checks its runtime against those
vectors before use: they agree within 1e-4 (2e-7 measured), so nothing downstream sees
which runtime made a vector. A model the export cannot serve (another pooling, no fast
tokenizer, vectors that disagree) is recorded and not tried again till the libraries or the
model change; PyTorch serves it, as it does while an export fails for a passing cause.
"""

from __future__ import annotations

import hashlib
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
from typing import Any

import numpy as np

from app.config import file_name

ONNX_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
EXPORT_FILE = "export.json"
"""What the export is: pooling, length, padding, the probe vectors."""
FAILED_FILE = "failed.json"
"""Kept beside the export folders for a stamp no export can serve: why."""
TOLERANCE = 1e-4
"""Largest difference from PyTorch's probe vectors an export may show and be used."""
PROBE_TEXTS = ("film", "who directed the movie ; directed by ; person", "Ünïcode 1990")
CHUNK = 64
"""Texts per run when many are encoded together (sorted by length first)."""
EXPORT_TIMEOUT_S = 900
"""Longest an export may take (about 10 s here) before it is given up for this process."""
REFUSED = 3
"""The export process's exit status for a model it cannot serve (its reason on stderr)."""


class OnnxTransformer:
    """An exported sentence-transformers model: ONNX Runtime, the `tokenizers` library and
    mean pooling, as `export.json` describes them."""

    def __init__(self, folder: Path, threads: int) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.spec: dict[str, Any] = json.loads((folder / EXPORT_FILE).read_text("utf-8"))
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # idle workers spinning would take the cores the database needs next
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(
            str(folder / ONNX_FILE), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = [i.name for i in self._session.get_inputs()]
        self._tokenizer = Tokenizer.from_file(str(folder / TOKENIZER_FILE))
        self._tokenizer.enable_truncation(int(self.spec["max_length"]))
        self._tokenizer.enable_padding(
            pad_id=int(self.spec["pad_id"]), pad_token=str(self.spec["pad_token"])
        )
        self._lock = Lock()  # the tokenizer's padding and truncation settings are shared

    @property
    def dimension(self) -> int:
        """Length of every vector it returns."""
        return int(self.spec["dimension"])

    def agrees(self) -> bool:
        """Whether it makes the probe vectors PyTorch made at export."""
        expected = np.asarray(self.spec["probe_vectors"], dtype=np.float32)
        return bool(np.abs(self.encode(PROBE_TEXTS) - expected).max() <= TOLERANCE)

    def token_states(
        self, texts: Sequence[str]
    ) -> tuple[np.ndarray, np.ndarray, list[list[tuple[int, int]]]]:
        """Each text's last hidden states (padded), its attention mask, and each token's
        character span ((0, 0) for special tokens and padding)."""
        with self._lock:
            encodings = self._tokenizer.encode_batch(list(texts))
        columns = {
            "input_ids": [e.ids for e in encodings],
            "attention_mask": [e.attention_mask for e in encodings],
            "token_type_ids": [e.type_ids for e in encodings],
        }
        feed = {name: np.asarray(columns[name], dtype=np.int64) for name in self._inputs}
        states = self._session.run(None, feed)[0]
        mask = np.asarray(columns["attention_mask"], dtype=np.int64)
        offsets = [[(int(a), int(b)) for a, b in e.offsets] for e in encodings]
        return np.asarray(states, dtype=np.float32), mask, offsets

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One sentence vector per text, as the sentence-transformers model makes it; many
        texts run in chunks of similar length (less padding)."""
        if len(texts) <= CHUNK:
            states, mask, _ = self.token_states(texts)
            return self.pooled(states, mask)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vectors = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for start in range(0, len(order), CHUNK):
            rows = order[start : start + CHUNK]
            states, mask, _ = self.token_states([texts[i] for i in rows])
            vectors[rows] = self.pooled(states, mask)
        return vectors

    def pooled(self, states: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """Sentence vectors from `token_states`' states and mask."""
        weights = mask[..., None].astype(np.float32)
        vectors = (states * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1e-9)
        if self.spec["normalise"]:
            vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
        return np.asarray(vectors, dtype=np.float32)


def onnx_dir(models_dir: Path, model_name: str) -> Path:
    """Where the ONNX exports of `model_name` are kept, one folder per stamp."""
    return models_dir / f"{file_name(model_name)}-onnx"


def export_paths(models_dir: Path, model_name: str) -> tuple[Path, Path]:
    """The export folder for `model_name` as its files and the libraries are now, and the
    record kept there when such an export cannot serve."""
    stamp = json.dumps(_stamp(model_name), sort_keys=True)
    key = hashlib.sha256(stamp.encode("utf-8")).hexdigest()[:16]
    root = onnx_dir(models_dir, model_name)
    return root / key, root / f"{key}.{FAILED_FILE}"


_export_lock = Lock()


def onnx_transformer(
    model_name: str, models_dir: Path, threads: int
) -> tuple[OnnxTransformer | None, str]:
    """The ONNX Runtime twin of `model_name`, exporting it first where this machine has no
    export for its present files and libraries, or None and why it cannot serve: the
    caller keeps PyTorch."""
    try:
        import onnxruntime  # noqa: F401
        import tokenizers  # noqa: F401
    except ImportError as exc:
        return None, f"{exc.name} is not installed"
    folder, failed = export_paths(models_dir, model_name)
    with _export_lock:
        try:
            return None, str(json.loads(failed.read_text(encoding="utf-8"))["reason"])
        except (OSError, ValueError, KeyError):
            pass
        for attempt in range(2):
            if attempt or not (folder / EXPORT_FILE).is_file():
                if attempt:  # damaged: made again
                    shutil.rmtree(folder, ignore_errors=True)
                try:
                    _export(model_name, folder)
                except _Refused as exc:
                    _record(failed, str(exc))
                    return None, str(exc)
                except _ExportFailed as exc:  # perhaps passing (killed, no space): not kept
                    return None, str(exc)
            try:
                twin = OnnxTransformer(folder, threads)
                if twin.agrees():
                    return twin, ""
            except Exception:  # a damaged export: made again
                continue
        reason = "its export disagrees with PyTorch"
        _record(failed, reason)
        return None, reason


class _ExportFailed(Exception):
    """The export's process failed (its last words)."""


class _Refused(_ExportFailed):
    """The export's process found a model the runtime cannot serve."""


def _record(failed: Path, reason: str) -> None:
    with suppress(OSError):  # a folder it cannot write to: tried again next time
        failed.write_text(json.dumps({"reason": reason}), encoding="utf-8")


def _stamp(model_name: str) -> dict[str, Any]:
    """The libraries' versions and the model's files (path, size and time of each, where the
    model is a folder here or in the hub's cache): an export or a failure holds while they
    do not change."""
    from importlib.metadata import PackageNotFoundError, version

    from app.kg.embeddings import resolve_model

    found: dict[str, Any] = {"model": model_name}
    for package in (
        "torch",
        "transformers",
        "sentence-transformers",
        "onnxruntime",
        "onnx",
        "tokenizers",
    ):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            found[package] = ""
    source = Path(resolve_model(model_name))
    if not source.is_dir():  # a hub name: the snapshot its cache holds, if any
        with suppress(Exception):
            from huggingface_hub import snapshot_download

            source = Path(snapshot_download(model_name, local_files_only=True))
    if source.is_dir():
        found["source"] = str(source.resolve())
        files = sorted(p for p in source.rglob("*") if p.is_file())
        found["files"] = [
            [str(p.relative_to(source)), p.stat().st_size, p.stat().st_mtime_ns] for p in files
        ]
    return found


def _export(model_name: str, folder: Path) -> None:
    """Export in a process of its own (PyTorch and transformers load there only, the
    exporter's warnings and prints stay there, nothing process-wide changes here) into a
    staging folder, renamed whole into `folder`."""
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{folder.name}-", dir=folder.parent))
    except OSError as exc:
        raise _ExportFailed(f"cannot write to {folder.parent}: {exc}") from exc
    try:
        script = "import sys\nfrom app.kg.onnx_encoder import export_main as e\ne(*sys.argv[1:])"
        try:
            done = subprocess.run(
                [sys.executable, "-c", script, model_name, str(staging)],
                capture_output=True, encoding="utf-8", errors="replace", check=False,
                env={**os.environ, "PYTHONWARNINGS": "ignore"}, timeout=EXPORT_TIMEOUT_S,
            )  # fmt: skip
        except subprocess.TimeoutExpired as exc:
            raise _ExportFailed(f"the export took over {EXPORT_TIMEOUT_S} s") from exc
        said = (done.stderr.strip() or done.stdout.strip())[-400:] or f"exit {done.returncode}"
        if done.returncode == REFUSED:
            raise _Refused(said.splitlines()[-1])
        if done.returncode or not (staging / EXPORT_FILE).is_file():
            raise _ExportFailed(f"torch.onnx could not export it: {said}")
        try:
            staging.rename(folder)  # whole or absent
        except OSError:
            if not (folder / EXPORT_FILE).is_file():  # not another process's export
                raise
    except OSError as exc:
        raise _ExportFailed(f"cannot write to {folder.parent}: {exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def export_main(model_name: str, target: str) -> None:
    """The export process: `model_name` to the folder `target` (exit REFUSED with the
    reason on stderr for a model the runtime cannot serve)."""
    import torch
    from sentence_transformers import SentenceTransformer

    from app.kg.embeddings import resolve_model

    model = SentenceTransformer(resolve_model(model_name), device="cpu")
    names = [type(module).__name__ for module in model]
    pooling = model[1] if len(names) > 1 else None
    mean = getattr(pooling, "pooling_mode_mean_tokens", None)
    if mean is None:
        mean = getattr(pooling, "pooling_mode", None) == "mean"
    if names[:2] != ["Transformer", "Pooling"] or names[2:] not in ([], ["Normalize"]) or not mean:
        print(f"its modules ({', '.join(names)}) are not mean pooling", file=sys.stderr)
        sys.exit(REFUSED)
    tokenizer = model.tokenizer
    backend = getattr(tokenizer, "backend_tokenizer", None)
    if backend is None or tokenizer.pad_token is None:
        print("it has no fast tokenizer with a padding token", file=sys.stderr)
        sys.exit(REFUSED)
    transformer: Any = model[0].auto_model
    transformer.eval()
    sample = tokenizer(list(PROBE_TEXTS), padding=True, return_tensors="pt")
    inputs = [n for n in ("input_ids", "attention_mask", "token_type_ids") if n in sample]

    class Hidden(torch.nn.Module):
        """The transformer's last hidden states from positional inputs."""

        def __init__(self) -> None:
            super().__init__()
            self.inner = transformer

        def forward(self, *values: torch.Tensor) -> torch.Tensor:
            states: torch.Tensor = self.inner(**dict(zip(inputs, values, strict=True)))[0]
            return states

    folder = Path(target)
    with torch.no_grad():
        torch.onnx.export(
            Hidden(),
            tuple(sample[n] for n in inputs),
            str(folder / ONNX_FILE),
            input_names=inputs,
            output_names=["states"],
            dynamic_axes={n: {0: "batch", 1: "tokens"} for n in [*inputs, "states"]},
            opset_version=17,
            dynamo=False,
        )
    backend.save(str(folder / TOKENIZER_FILE))
    probe = model.encode(list(PROBE_TEXTS), convert_to_numpy=True, show_progress_bar=False)
    spec = {
        "dimension": int(probe.shape[1]),
        "max_length": int(model.max_seq_length or tokenizer.model_max_length),
        "normalise": names[-1] == "Normalize",
        "pad_id": int(tokenizer.pad_token_id),
        "pad_token": str(tokenizer.pad_token),
        "probe_vectors": probe.astype(float).tolist(),
    }
    (folder / EXPORT_FILE).write_text(json.dumps(spec), encoding="utf-8")
