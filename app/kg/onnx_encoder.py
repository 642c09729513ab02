"""The embedding model run by ONNX Runtime, for a question's few short texts.

PyTorch spends about 10 ms of fixed cost on every forward pass of MiniLM on these 2-core
machines, whatever its length; a question's texts are a handful of words, so that cost was
most of an ask's first-seen encoding (issue 13, item 4). ONNX Runtime runs the same weights
with a fraction of it, and with the `tokenizers` library it needs neither PyTorch nor
transformers in the process, whose imports took most of a `safe ask`. Texts run packed,
several to a row with a mask that keeps each to its own tokens, so nothing is spent on
padding: a question's seven texts cost a third less than padded to the longest. A text
that is one token of the vocabulary (a type word: "film", "actor") is not run at all: the
export keeps a table of those tokens' vectors (`write_word_table`, made by the runtime),
and a question's encoding is about a fifth shorter.

The model is exported once per machine, in a process of its own (`torch.onnx`, about 10 s),
into a folder of the machine's cache named by a digest of the export's format, the
libraries' versions and the model's files (`export_paths`), renamed whole into place: the
transformer taking packed rows (`model.onnx`), the tokenizer (`tokenizer.json`), the table
of one-token texts (`words.npy`, `word_ids.npy`; about 12 s more) and `export.json`
(pooling, length, where positions start, and the vectors PyTorch made for a few probe
texts, one of them a one-token text). Each process checks its runtime against those
vectors before use: they agree within 1e-4 (2e-7 measured), so nothing downstream sees
which runtime made a vector.
A model the export cannot serve (another pooling, no fast tokenizer, texts that cannot be
packed, vectors that disagree) is recorded and not tried again till the libraries or the
model change; PyTorch serves it, as it does while an export fails for a passing cause.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from threading import Lock
from typing import IO, Any

import numpy as np

from app.config import file_name

ONNX_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
EXPORT_FILE = "export.json"
"""What the export is: pooling, length, where positions start, the probe vectors."""
WORDS_FILE = "words.npy"
"""The vectors of texts that are one token of the vocabulary (`write_word_table`), a row each."""
WORD_IDS_FILE = "word_ids.npy"
"""The token of each row of `WORDS_FILE`."""
WORD_TABLE_LIMIT = 50_000
"""Most tokens the table holds (MiniLM's vocabulary has 23,699 such; one of 250,000
tokens would take hundreds of MB)."""
WORD_TABLE_SLICE = 2048
"""Tokens encoded at once while the table is made (its memory stays small)."""
TABLE_PROBES = 4
"""Rows of the table each process checks against the model before use."""
FAILED_FILE = "failed.json"
"""Kept beside the export folders for a stamp no export can serve: why."""
TOLERANCE = 1e-4
"""Largest difference from PyTorch's probe vectors an export may show and be used."""
PROBE_TEXTS = ("film", "who directed the movie ; directed by ; person", "Ünïcode 1990")
ROW_TOKENS = 64
"""Tokens packed into one row of a run (a longer text has a row of its own): longer rows
spend more on attention between texts that the mask then discards than they save."""
RUN_ROWS = 16
"""Rows per run of the model."""
EXPORT_FORMAT = 3
"""What the export holds (2: a model taking packed texts, their positions and segments; 3:
with the table of one-token texts' vectors); part of the stamp, so a change makes a new
export."""
EXPORT_TIMEOUT_S = 900
"""Longest an export may take (about 20 s here, the table of one-token texts half of it)
before it is given up for this process."""
UNUSED_DAYS = 30
"""An export (or a failure's record) no process has used for this long is removed when
another export of the model is made (other installations sharing the cache keep theirs
alive by using them; one that cannot write to the cache cannot, and exports again or
falls back to PyTorch once its export is gone)."""
REFUSED = 3
"""The export process's exit status for a model it cannot serve (its reason on stderr)."""


class OnnxTransformer:
    """An exported sentence-transformers model: ONNX Runtime, the `tokenizers` library and
    mean pooling, as `export.json` describes them.

    Texts run packed: several share one row of the batch, each with its own positions and
    attending only to its own tokens, so no time goes on padding (a question's texts are one
    to a dozen tokens each); the vectors are those of one text at a time.
    """

    def __init__(self, folder: Path, threads: int, table: bool = True) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self.spec: dict[str, Any] = json.loads((folder / EXPORT_FILE).read_text("utf-8"))
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        # idle workers spinning would take the cores the database needs next, and spinning
        # within a run is twice as slow when another process holds a core
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self._session = ort.InferenceSession(
            str(folder / ONNX_FILE), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = [i.name for i in self._session.get_inputs()]
        self._tokenizer = Tokenizer.from_file(str(folder / TOKENIZER_FILE))
        self._tokenizer.enable_truncation(int(self.spec["max_length"]))
        self._tokenizer.no_padding()
        size = self._tokenizer.get_vocab_size()
        self._word_ids = np.zeros(0, dtype=np.int64)
        self._words: np.ndarray = np.zeros((0, self.dimension), dtype=np.float32)
        if table:  # part of every export (a missing file: a damaged export)
            self._word_ids = np.load(folder / WORD_IDS_FILE)
            self._words = np.load(folder / WORDS_FILE, mmap_mode="r")
        ids = self._word_ids
        if (
            ids.dtype.kind != "i"
            or self._words.dtype != np.float32
            or self._words.shape != (len(ids), self.dimension)
            or (len(ids) and (int(ids.min()) < 0 or int(ids.max()) >= size))
        ):
            raise ValueError(f"{folder / WORDS_FILE} does not match its ids or the model")
        self._word_rows = np.full(size, -1, dtype=np.int64)
        self._word_rows[ids] = np.arange(len(ids))

    @property
    def dimension(self) -> int:
        """Length of every vector it returns."""
        return int(self.spec["dimension"])

    def agrees(self) -> bool:
        """Whether it makes the probe vectors PyTorch made at export (the probes packed
        together, so packing is checked too), and its table holds what the model makes
        for a few of its tokens, spread over it."""
        expected = np.asarray(self.spec["probe_vectors"], dtype=np.float32)
        if np.abs(self.encode(PROBE_TEXTS) - expected).max() > TOLERANCE:
            return False
        if not len(self._word_ids):
            return True
        rows = np.unique(np.linspace(0, len(self._word_ids) - 1, TABLE_PROBES).astype(int))
        tokens = [self._tokenizer.id_to_token(int(self._word_ids[r])) for r in rows]
        made = self.pooled(self._states(self._tokenizer.encode_batch(tokens)))
        return bool(np.abs(made - self._words[rows]).max() <= TOLERANCE)

    def token_states(self, texts: Sequence[str]) -> list[tuple[np.ndarray, list[tuple[int, int]]]]:
        """Each text's last hidden states (one row per token) and each token's character
        span ((0, 0) for special tokens)."""
        encodings = self._tokenizer.encode_batch(list(texts))
        states = self._states(encodings)
        return [
            (rows, [(int(a), int(b)) for a, b in e.offsets])
            for rows, e in zip(states, encodings, strict=True)
        ]

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One sentence vector per text, as the sentence-transformers model makes it: a
        text that is one token of the vocabulary ("film", "Actor") from the export's table
        of them, the others by the model."""
        encodings = self._tokenizer.encode_batch(list(texts))
        rows = [self._word_row(e) for e in encodings]
        vectors = np.zeros((len(encodings), self.dimension), dtype=np.float32)
        model = [i for i, row in enumerate(rows) if row < 0]
        if model:
            vectors[model] = self.pooled(self._states([encodings[i] for i in model]))
        tabled = [i for i, row in enumerate(rows) if row >= 0]
        if tabled:
            vectors[tabled] = self._words[[rows[i] for i in tabled]]
        return vectors

    def _word_row(self, encoding: Any) -> int:
        """The table's row for a text tokenized as one token between the special ones, else
        -1."""
        if encoding.special_tokens_mask != [1, 0, 1]:
            return -1
        return int(self._word_rows[encoding.ids[1]])

    def pooled(self, states: Sequence[np.ndarray]) -> np.ndarray:
        """Sentence vectors from texts' token states (`token_states`' first items)."""
        return mean_pooled(states, self.dimension, bool(self.spec["normalise"]))

    def _states(self, encodings: Sequence[Any]) -> list[np.ndarray]:
        """Each encoding's hidden states: rows packed by length, a few rows per run."""
        sizes = [len(e.ids) for e in encodings]
        order = sorted(range(len(encodings)), key=sizes.__getitem__)
        rows: list[list[int]] = []
        used = 0
        for index in order:  # next fit, shortest first: rows end up nearly full
            if rows and used + sizes[index] <= ROW_TOKENS:
                rows[-1].append(index)
                used += sizes[index]
            else:  # a text longer than a row has one of its own
                rows.append([index])
                used = sizes[index]
        found: list[np.ndarray] = [np.empty(0)] * len(encodings)
        for start in range(0, len(rows), RUN_ROWS):
            run = rows[start : start + RUN_ROWS]
            columns = packed_run(
                [[encodings[i] for i in row] for row in run],
                int(self.spec["pad_id"]),
                int(self.spec["position_offset"]),
            )
            states = self._session.run(None, {name: columns[name] for name in self._inputs})[0]
            for r, row in enumerate(run):
                at = 0
                for index in row:
                    found[index] = np.asarray(states[r, at : at + sizes[index]], np.float32)
                    at += sizes[index]
        return found


def packed_run(rows: Sequence[Sequence[Any]], pad_id: int, offset: int) -> dict[str, np.ndarray]:
    """The model's inputs for rows of tokenized texts (`tokenizers` encodings) packed one
    after another: each text's ids, type ids, positions from `offset`, and its segment (its
    place in the row); rows padded to the longest with segment -1, attending to padding
    only. The runtime feeds these, and the export checks itself on the same."""
    span = max(sum(len(e.ids) for e in row) for row in rows)
    columns = {
        name: np.zeros((len(rows), span), dtype=np.int64)
        for name in ("input_ids", "token_type_ids", "position_ids")
    }
    columns["input_ids"][:] = pad_id
    columns["segments"] = np.full((len(rows), span), -1, dtype=np.int64)
    for r, row in enumerate(rows):
        at = 0
        for segment, e in enumerate(row):
            size = len(e.ids)
            columns["input_ids"][r, at : at + size] = e.ids
            columns["token_type_ids"][r, at : at + size] = e.type_ids
            columns["position_ids"][r, at : at + size] = np.arange(offset, offset + size)
            columns["segments"][r, at : at + size] = segment
            at += size
    return columns


def mean_pooled(states: Sequence[np.ndarray], dimension: int, normalise: bool) -> np.ndarray:
    """Sentence vectors as sentence-transformers pools them: each text's token states
    averaged (a text of no tokens: zeros), then of unit length with `normalise`."""
    if not states:
        return np.zeros((0, dimension), dtype=np.float32)
    zero = np.zeros(dimension, dtype=np.float32)
    vectors = np.stack([rows.mean(axis=0) if len(rows) else zero for rows in states])
    if normalise:
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
        if (reason := _recorded(failed)) is not None:
            return None, reason
        for attempt in range(2):
            if attempt or not (folder / EXPORT_FILE).is_file():
                damaged = _identity(folder / EXPORT_FILE) if attempt else None
                try:
                    with _machine_lock(folder) as waited:  # another process's export
                        if (reason := _recorded(failed)) is not None:
                            return None, reason
                        made = (folder / EXPORT_FILE).is_file() and (
                            not attempt or _identity(folder / EXPORT_FILE) != damaged
                        )  # by the process waited for (not the export that failed here)
                        if not made and waited:  # its export failed: not tried again here
                            return None, "another process's export of it failed just now"
                        if not made:  # damaged (or a folder without export.json): anew
                            shutil.rmtree(folder, ignore_errors=True)
                            _export(model_name, folder)
                except _Refused as exc:
                    _record(failed, str(exc))
                    return None, str(exc)
                except _ExportFailed as exc:  # perhaps passing (killed, no space): not kept
                    return None, str(exc)
            try:
                twin = OnnxTransformer(folder, threads)
                if twin.agrees():
                    with suppress(OSError):  # in use (a cache it may not write to: kept)
                        os.utime(folder / EXPORT_FILE)
                    return twin, ""
            except Exception:  # a damaged export: made again
                continue
        reason = "its export disagrees with PyTorch"
        _record(failed, reason)
        return None, reason


@contextmanager
def _machine_lock(folder: Path) -> Iterator[bool]:
    """Hold the machine-wide lock on making `folder` (a file beside it, touched when taken
    so tidying keeps it): yields whether another process held it first (its export is
    then made, or failed). Raises _ExportFailed when its holder keeps it past an export's
    time limit; where the system or the cache cannot lock, goes on without (False)."""
    handle = _lock_file(folder)
    if handle is None:
        yield False
        return
    import fcntl

    with handle:
        waited = False
        deadline = time.monotonic() + EXPORT_TIMEOUT_S + 60
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                waited = True
                if time.monotonic() > deadline:
                    raise _ExportFailed("another process has been exporting it too long") from None
                time.sleep(0.1)
            except OSError:  # a file system without locks
                break
        with suppress(OSError):
            os.utime(handle.name)
        yield waited  # released when the file closes


def _lock_file(folder: Path) -> IO[str] | None:
    """The lock file beside `folder`, open (None where the system or the cache cannot
    lock)."""
    try:
        import fcntl  # noqa: F401
    except ImportError:  # not POSIX
        return None
    path = folder.parent / f"{folder.name}.lock"
    with suppress(OSError):
        folder.parent.mkdir(parents=True, exist_ok=True)
        return path.open("a")
    with suppress(OSError):  # another user's: it can be locked still
        return path.open("r")
    return None


class _ExportFailed(Exception):
    """The export's process failed (its last words)."""


class _Refused(_ExportFailed):
    """The export's process found a model the runtime cannot serve."""


def _recorded(failed: Path) -> str | None:
    """Why an export cannot serve, where that is recorded."""
    try:
        return str(json.loads(failed.read_text(encoding="utf-8"))["reason"])
    except (OSError, ValueError, KeyError):
        return None


def _record(failed: Path, reason: str) -> None:
    with suppress(OSError):  # a folder it cannot write to: tried again next time
        failed.write_text(json.dumps({"reason": reason}), encoding="utf-8")


def _stamp(model_name: str) -> dict[str, Any]:
    """The libraries' versions and the model's files (path, size and time of each, where the
    model is a folder here or in the hub's cache): an export or a failure holds while they
    do not change."""
    from importlib.metadata import PackageNotFoundError, version

    from app.kg.embeddings import resolve_model

    found: dict[str, Any] = {"model": model_name, "format": EXPORT_FORMAT}
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
        _tidy(folder.parent)
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
            raise _ExportFailed(f"its export failed: {said}")
        try:
            staging.rename(folder)  # whole or absent
        except OSError:
            if not (folder / EXPORT_FILE).is_file():  # not another process's export
                raise
    except OSError as exc:
        raise _ExportFailed(f"cannot write to {folder.parent}: {exc}") from exc
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _identity(path: Path) -> tuple[int, int] | None:
    """A file's inode and modification time (None when absent): which file it is."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_ino, found.st_mtime_ns


def _tidy(root: Path) -> None:
    """Remove what no process can still use under `root`: staging folders older than an
    export may take (a killed export's), and exports or failure records unused for
    UNUSED_DAYS (made for libraries or model files since replaced). An export is renamed
    out of the way before it is deleted, so an interrupted delete leaves no half export."""
    now = time.time()
    for path in root.iterdir():
        with suppress(OSError):
            if path.name.startswith("."):
                if now - path.stat().st_mtime > 2 * EXPORT_TIMEOUT_S:
                    shutil.rmtree(path)
                continue
            used = path / EXPORT_FILE  # a folder without it (a delete cut short): its own
            used = used if path.is_dir() and used.is_file() else path
            if now - used.stat().st_mtime <= UNUSED_DAYS * 86400:
                continue
            if path.is_dir():
                doomed = path.with_name(f".{path.name}-removed")
                path.rename(doomed)
                shutil.rmtree(doomed)
            else:
                path.unlink()


def export_main(model_name: str, target: str) -> None:
    """The export process: `model_name` to the folder `target` (exit REFUSED with the
    reason on stderr for a model the runtime cannot serve)."""
    import torch
    from sentence_transformers import SentenceTransformer
    from tokenizers import Tokenizer

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
    probe = model.encode(list(PROBE_TEXTS), convert_to_numpy=True, show_progress_bar=False)
    types = "token_type_ids" in tokenizer(PROBE_TEXTS[0])
    packer = Tokenizer.from_str(backend.to_str())  # as the runtime reads tokenizer.json
    packer.no_padding()
    probes = packer.encode_batch(list(PROBE_TEXTS))

    class Packed(torch.nn.Module):
        """The transformer's last hidden states for texts packed in rows: each token
        attends to the tokens of its own segment only."""

        def __init__(self, heads_axis: bool) -> None:
            super().__init__()
            self.inner = transformer
            self.heads_axis = heads_axis  # transformers 5 takes the mask 4-D, 4.x 3-D

        def forward(self, *values: torch.Tensor) -> torch.Tensor:
            named = dict(zip(inputs, values, strict=True))
            segments = named.pop("segments")
            mask = segments[:, :, None] == segments[:, None, :]
            if self.heads_axis:
                mask = mask[:, None]
            states: torch.Tensor = self.inner(attention_mask=mask, **named)[0]
            return states

    inputs = ["input_ids", "position_ids", "segments", *(["token_type_ids"] if types else [])]
    # positions count from 0 (BERT) or past the padding id (RoBERTa); the mask's shape is
    # the library version's: whichever makes PyTorch's own vectors for the probes packed in
    # one row
    found = None
    problem = "its vectors differ"
    for heads_axis, offset in itertools.product((True, False), (0, tokenizer.pad_token_id + 1)):
        wrapper = Packed(heads_axis)
        sample = packed_run([probes], int(tokenizer.pad_token_id), offset)
        try:
            with torch.no_grad():
                states = wrapper(*(torch.tensor(sample[n]) for n in inputs))[0].numpy()
        except Exception as exc:  # a shape or a position this model does not take
            problem = f"{type(exc).__name__}: {exc}"
            continue
        segments = sample["segments"][0]
        per_text = [states[segments == i] for i in range(len(PROBE_TEXTS))]
        pooled = mean_pooled(per_text, probe.shape[1], names[-1] == "Normalize")
        if np.abs(pooled - probe).max() <= TOLERANCE:
            found = wrapper, sample, offset
            break
    if found is None:
        print(f"its texts cannot be packed ({problem[:200]})", file=sys.stderr)
        sys.exit(REFUSED)
    wrapper, sample, offset = found
    folder = Path(target)
    with torch.no_grad():
        torch.onnx.export(
            wrapper,
            tuple(torch.tensor(sample[n]) for n in inputs),
            str(folder / ONNX_FILE),
            input_names=inputs,
            output_names=["states"],
            dynamic_axes={n: {0: "rows", 1: "tokens"} for n in [*inputs, "states"]},
            opset_version=17,
            dynamo=False,
        )
    backend.save(str(folder / TOKENIZER_FILE))
    spec = {
        "dimension": int(probe.shape[1]),
        "max_length": int(model.max_seq_length or tokenizer.model_max_length),
        "normalise": names[-1] == "Normalize",
        "pad_id": int(tokenizer.pad_token_id),
        "position_offset": offset,
        "probe_vectors": probe.astype(float).tolist(),
    }
    (folder / EXPORT_FILE).write_text(json.dumps(spec), encoding="utf-8")
    write_word_table(folder)


def write_word_table(folder: Path) -> None:
    """Write the export's table into `folder` (its model and `export.json` written): up to
    WORD_TABLE_LIMIT of the vocabulary's tokens that are a text of their own (the token's
    string tokenizes back to it alone between the special tokens: "film", not "##ing")
    and their vectors, made by the runtime in slices: a question's type words and many of
    its relation words are one such token, and cost a look-up instead of a run."""
    model = OnnxTransformer(folder, max(1, os.cpu_count() or 1), table=False)
    tokenizer = model._tokenizer
    vocabulary = tokenizer.get_vocab()
    words = sorted(vocabulary, key=vocabulary.__getitem__)
    kept = [
        word
        for word, e in zip(words, tokenizer.encode_batch(words), strict=True)
        if e.special_tokens_mask == [1, 0, 1] and e.ids[1] == vocabulary[word]
    ][:WORD_TABLE_LIMIT]
    if not kept:  # a file of no rows is not mapped for writing
        np.save(folder / WORDS_FILE, np.zeros((0, model.dimension), dtype=np.float32))
    else:
        vectors = np.lib.format.open_memmap(
            folder / WORDS_FILE, mode="w+", dtype=np.float32, shape=(len(kept), model.dimension)
        )
        for start in range(0, len(kept), WORD_TABLE_SLICE):
            vectors[start : start + WORD_TABLE_SLICE] = model.encode(
                kept[start : start + WORD_TABLE_SLICE]
            )
        vectors.flush()
        del vectors
    np.save(folder / WORD_IDS_FILE, np.asarray([vocabulary[w] for w in kept], dtype=np.int64))
