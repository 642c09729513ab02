"""Scoring schema paths against a question, untrained (cosine) or trained on a dataset.

`TrainedScorer` is a small model over the question embedding (mention masked) and a path
embedding: both are projected, combined as [q, p, q*p, |q-p|] through a 2-layer MLP and
added to a learned multiple of their cosine and a learned weight per slot of the path's
order signature in the question (see `app.hop_order`); it is trained with a softmax over each
question's candidate paths (cross-entropy on the gold path) in minutes on a CPU, and
saved as an npz keyed by the catalog fingerprint. Gold paths come from a dataset's
training split only; the held-out split is kept for evaluation.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from app.catalog import SchemaCatalog
from app.errors import ConfigError, SafeError
from app.gold import METAQA_RELATIONS
from app.hop_order import MAX_STEPS, SLOTS

if TYPE_CHECKING:
    import torch

    from app.config import Settings
    from app.planner_encoder import EncoderPlanner

FEATURES_VERSION = 4
"""Bump when path texts or the model's features change: saved scorers then stop matching."""

CANDIDATES_PER_QUESTION = 256
"""Paths in each training question's softmax (gold, hard negatives, random others)."""

HARD_NEGATIVES = 96
"""Of those, the candidates closest to the question by cosine."""

PATH_TERMS_CACHE = 64
"""How many path matrices a TrainedScorer keeps the path-only terms of."""

FORMATS = ("metaqa", "pathquestion")
EVAL_SPLIT = {"metaqa": "test", "pathquestion": "test"}
"""The split each format reports on; training never sees it."""


Hop = tuple[str, bool]


class PathScorer(Protocol):
    """Scores candidate path embeddings against a question embedding (higher is better);
    a scorer that `uses_order` also takes the paths' order signature slots."""

    uses_order: bool

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray: ...


def _normalised(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=-1, keepdims=True)
    result: np.ndarray = vectors / np.maximum(norms, 1e-12)
    return result


class CosineScorer:
    """Cosine similarity of the sentence embeddings."""

    uses_order = False

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray:
        result: np.ndarray = _normalised(path_vecs) @ _normalised(question_vec)
        return result


@dataclass
class TrainedScorer:
    """A trained path scorer; `fingerprint` names the catalog it fits."""

    fingerprint: str
    project_q: np.ndarray  # (d, h)
    project_p: np.ndarray  # (d, h)
    hidden_w: np.ndarray  # (4h, m)
    hidden_b: np.ndarray  # (m,)
    out_w: np.ndarray  # (m,)
    cosine_weight: float
    order_w: np.ndarray  # (SLOTS + 1,) weight of each order signature slot (last: padding)
    meta: dict[str, Any]
    _paths: OrderedDict[int, tuple[Any, ...]] = field(
        default_factory=OrderedDict, init=False, repr=False, compare=False
    )
    _tensors: dict[str, torch.Tensor] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    uses_order = True

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray:
        # torch, not numpy BLAS: the embedder's torch threads and BLAS threads would
        # contend for the cores
        import torch

        with torch.inference_mode():
            weights = self._weights()
            q = torch.from_numpy(_normalised(question_vec.astype(np.float32)))
            p, ph, path_part = self._path_terms(path_vecs)
            h = ph.shape[1]
            hidden_w = weights["hidden_w"]
            w_q, w_mul, w_abs = (hidden_w[k * h : (k + 1) * h] for k in (0, 2, 3))
            qh = q @ weights["project_q"]
            # [qh, ph, qh*ph, |qh-ph|] @ hidden_w, with the path-only part computed once
            hidden = torch.relu(
                qh @ w_q + path_part + ph @ (qh[:, None] * w_mul) + (qh - ph).abs() @ w_abs
            )
            result = hidden @ weights["out_w"] + self.cosine_weight * (p @ q)
            if order_slots is not None:
                result = result + _order_term(weights["order_w"], torch.from_numpy(order_slots))
            scores: np.ndarray = result.numpy()
        return scores

    def _weights(self) -> dict[str, torch.Tensor]:
        import torch

        if not self._tensors:
            for name in ("project_q", "project_p", "hidden_w", "hidden_b", "out_w", "order_w"):
                array = np.ascontiguousarray(getattr(self, name), dtype=np.float32)
                self._tensors[name] = torch.from_numpy(array)
        return self._tensors

    def _path_terms(self, path_vecs: np.ndarray) -> tuple[torch.Tensor, ...]:
        """Normalised paths, their projection and hidden-layer share, for the last
        PATH_TERMS_CACHE path matrices seen (a planner reuses its matrices)."""
        import torch

        key = id(path_vecs)
        cached = self._paths.get(key)
        if cached is not None and cached[0] is path_vecs:
            self._paths.move_to_end(key)
            return cached[1:]
        weights = self._weights()
        p = torch.from_numpy(_normalised(path_vecs.astype(np.float32)))
        ph = p @ weights["project_p"]
        h = ph.shape[1]
        terms = (p, ph, ph @ weights["hidden_w"][h : 2 * h] + weights["hidden_b"])
        self._paths[key] = (path_vecs, *terms)
        while len(self._paths) > PATH_TERMS_CACHE:
            self._paths.popitem(last=False)
        return terms

    def save(self, path: Path) -> None:
        """Write the weights and metadata to an npz file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez(
            path,
            fingerprint=np.array(self.fingerprint),
            project_q=self.project_q,
            project_p=self.project_p,
            hidden_w=self.hidden_w,
            hidden_b=self.hidden_b,
            out_w=self.out_w,
            cosine_weight=np.array(self.cosine_weight),
            order_w=self.order_w,
            meta=np.array(json.dumps(self.meta)),
        )

    @classmethod
    def load(cls, path: Path) -> TrainedScorer:
        """Read a scorer written by `save`."""
        with np.load(path) as data:
            return cls(
                fingerprint=str(data["fingerprint"]),
                project_q=data["project_q"],
                project_p=data["project_p"],
                hidden_w=data["hidden_w"],
                hidden_b=data["hidden_b"],
                out_w=data["out_w"],
                cosine_weight=float(data["cosine_weight"]),
                order_w=data["order_w"],
                meta=json.loads(str(data["meta"])),
            )


def catalog_fingerprint(catalog: SchemaCatalog, model_name: str) -> str:
    """A hash of the schema (types and edges), the embedding model and the feature version."""
    content = json.dumps(
        [
            FEATURES_VERSION,
            model_name,
            catalog.types,
            [(e.source, e.relation, e.target) for e in catalog.edges],
        ]
    )
    return hashlib.sha256(content.encode()).hexdigest()


def scorer_file(cache_dir: Path, fingerprint: str) -> Path:
    """Where the trained scorer of a catalog lives."""
    return cache_dir / f"path-scorer-{fingerprint[:16]}.npz"


def load_path_scorer(
    cache_dir: Path, catalog: SchemaCatalog, model_name: str
) -> TrainedScorer | None:
    """The trained scorer saved for this catalog and model, if any."""
    fingerprint = catalog_fingerprint(catalog, model_name)
    path = scorer_file(cache_dir, fingerprint)
    if not path.is_file():
        return None
    scorer = TrainedScorer.load(path)
    return scorer if scorer.fingerprint == fingerprint else None


@dataclass(frozen=True)
class Example:
    """A question with its gold relation path."""

    question: str
    gold: tuple[Hop, ...]


def metaqa_gold(qtype: str) -> tuple[Hop, ...]:
    """`movie_to_director_to_movie` -> directed_by forward, then directed_by backward."""
    words = qtype.strip().split("_to_")
    hops = []
    for here, there in pairwise(words):
        if here == "movie":
            hops.append((METAQA_RELATIONS[there], True))
        else:
            hops.append((METAQA_RELATIONS[here], False))
    return tuple(hops)


def pathquestion_gold(path: str) -> tuple[Hop, ...]:
    """`e0#rel1#e1#rel2#e2#<end>#e2` -> rel1, rel2 (all walked forward)."""
    parts = path.strip().split("#")
    if "<end>" in parts:
        parts = parts[: parts.index("<end>")]
    return tuple((relation, True) for relation in parts[1::2])


def read_examples(path: Path, fmt: str) -> list[Example]:
    """Questions and gold paths of a MetaQA `qa_*.txt` (gold from the `_qtype.txt`
    beside it) or a PathQuestion file."""
    if fmt not in FORMATS:
        raise ConfigError(f"unknown question format {fmt!r}; known: {', '.join(FORMATS)}")
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if fmt == "pathquestion":
        rows = [line.split("\t") for line in lines]
        return [Example(row[0].strip(), pathquestion_gold(row[2])) for row in rows]
    qtypes_path = path.with_name(f"{path.stem}_qtype.txt")
    if not qtypes_path.is_file():
        raise ConfigError(f"{qtypes_path}: no such file (MetaQA gold paths)")
    qtypes = [line for line in qtypes_path.read_text(encoding="utf-8").splitlines() if line]
    if len(qtypes) != len(lines):
        raise ConfigError(f"{qtypes_path} has {len(qtypes)} lines, {path} has {len(lines)}")
    return [
        Example(line.split("\t")[0].strip(), metaqa_gold(qtype))
        for line, qtype in zip(lines, qtypes, strict=True)
    ]


def split_examples(examples: Sequence[Example], fmt: str, seed: int) -> dict[str, list[Example]]:
    """A fixed-seed train/dev/test split, 8:1:1, for every format: the same parts
    `safe eval --split test` uses with that seed, so training never sees the test part."""
    from app.evaluation import split_indices

    parts = split_indices(len(examples), seed)
    return {name: [examples[i] for i in rows] for name, rows in parts.items()}


@dataclass
class _Prepared:
    """Training data: masked question vectors and each question's candidate paths (rows
    of `paths`, one per distinct path text: candidate sets overlap a lot)."""

    questions: np.ndarray  # (n, d)
    paths: np.ndarray  # (P, d) distinct path texts' embeddings
    rows: np.ndarray  # (C,) every question's candidates, back to back: rows of `paths`
    priors: np.ndarray  # (C,) the planner's length prior of each candidate
    slots: np.ndarray  # (C, MAX_STEPS) each candidate's order signature slots
    offsets: np.ndarray  # (n,) first candidate of each question
    counts: np.ndarray  # (n,) number of candidates
    positives: list[np.ndarray]  # candidate-local indices of the gold path(s)
    skipped: int


def _prepare(planner: EncoderPlanner, examples: Iterable[Example]) -> _Prepared:
    """Link each question, take the anchor whose paths include the gold, and gather."""
    text_row: dict[str, int] = {}
    path_vectors: list[np.ndarray] = []
    rows: list[np.ndarray] = []
    priors: list[np.ndarray] = []
    slots: list[np.ndarray] = []
    masked: list[str] = []
    offsets: list[int] = []
    counts: list[int] = []
    positives: list[np.ndarray] = []
    skipped = 0
    total = 0
    for example in examples:
        mentions = [m for m in planner.linker.link(example.question) if m.types]
        chosen = None
        for anchor in planner.anchor_candidates(example.question, mentions):
            gold = [i for i, p in enumerate(anchor.paths.paths) if p.hops == example.gold]
            if gold:
                chosen = (anchor, gold)
                break
        if chosen is None:
            skipped += 1
            continue
        anchor, gold = chosen
        block = []
        for path, vector in zip(anchor.paths.paths, anchor.paths.vectors, strict=True):
            if path.text not in text_row:
                text_row[path.text] = len(path_vectors)
                path_vectors.append(vector)
            block.append(text_row[path.text])
        rows.append(np.asarray(block, dtype=np.int64))
        priors.append(anchor.paths.priors)
        slots.append(planner.order_slots(anchor))
        masked.append(anchor.masked)
        offsets.append(total)
        counts.append(len(block))
        total += len(block)
        positives.append(np.asarray(gold))
    if not masked:
        raise SafeError("no training question could be linked to its gold path")
    return _Prepared(
        questions=_normalised(planner.embedder.encode(masked)),
        paths=_normalised(np.stack(path_vectors)),
        rows=np.concatenate(rows),
        priors=np.concatenate(priors).astype(np.float32),
        slots=np.concatenate(slots),
        offsets=np.asarray(offsets),
        counts=np.asarray(counts),
        positives=positives,
        skipped=skipped,
    )


def train_path_scorer(
    examples: Iterable[tuple[str, Sequence[Hop] | str] | Example],
    planner: EncoderPlanner,
    epochs: int = 6,
    seed: int = 0,
    *,
    hidden: int = 128,
    batch_size: int = 32,
    learning_rate: float = 2e-3,
    candidates: int = CANDIDATES_PER_QUESTION,
    hard_negatives: int = HARD_NEGATIVES,
) -> TrainedScorer:
    """Train a scorer on (question, gold path) pairs; a gold path is (relation, forward?)
    steps or a PathQuestion path string `e0#rel1#e1#...`.

    Each question's softmax runs over its gold path(s), its `hard_negatives` candidates
    closest by cosine and random others, `candidates` in all (redrawn every epoch), not
    over all of its anchor type's paths (thousands): training takes CPU minutes."""
    import torch

    items = [
        e
        if isinstance(e, Example)
        else Example(e[0], pathquestion_gold(e[1]) if isinstance(e[1], str) else tuple(e[1]))
        for e in examples
    ]
    started = time.perf_counter()
    data = _prepare(planner, items)
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    dimension = data.questions.shape[1]
    weights = _initial_weights(dimension, hidden)
    optimiser = torch.optim.Adam(weights.values(), lr=learning_rate, weight_decay=1e-5)
    paths = torch.from_numpy(data.paths)
    path_rows = torch.from_numpy(data.rows)
    order_slots = torch.from_numpy(data.slots)
    questions = torch.from_numpy(data.questions)
    priors = torch.from_numpy(data.priors)
    hard = _hard_negatives(data, hard_negatives)
    losses = []
    for _ in range(epochs):
        total = 0.0
        for batch in np.array_split(
            rng.permutation(len(data.counts)), max(1, len(data.counts) // batch_size)
        ):
            chosen = [_candidates(data, k, hard[k], candidates, rng) for k in batch]
            width = max(len(rows) for rows, _ in chosen)
            rows = np.zeros((len(batch), width), dtype=np.int64)
            valid = np.zeros((len(batch), width), dtype=bool)
            gold = np.zeros((len(batch), width), dtype=bool)
            for r, (candidate_rows, is_gold) in enumerate(chosen):
                rows[r, : len(candidate_rows)] = candidate_rows
                valid[r, : len(candidate_rows)] = True
                gold[r, : len(candidate_rows)] = is_gold
            index = torch.from_numpy(rows)
            scores = _batch_scores(weights, questions[batch], paths, path_rows[index])
            scores = scores + priors[index] + _order_term(weights["order_w"], order_slots[index])
            scores = scores.masked_fill(~torch.from_numpy(valid), float("-inf"))
            log_all = torch.logsumexp(scores, dim=1)
            log_gold = torch.logsumexp(
                scores.masked_fill(~torch.from_numpy(gold), float("-inf")), dim=1
            )
            loss = (log_all - log_gold).mean()
            optimiser.zero_grad()
            loss.backward()  # type: ignore[no-untyped-call]
            optimiser.step()
            total += loss.item() * len(batch)
        losses.append(round(total / len(data.counts), 4))
    final = {name: w.detach().numpy().copy() for name, w in weights.items()}
    return TrainedScorer(
        fingerprint=catalog_fingerprint(planner.catalog, planner.embedder.model_name),
        project_q=final["project_q"],
        project_p=final["project_p"],
        hidden_w=final["hidden_w"],
        hidden_b=final["hidden_b"],
        out_w=final["out_w"],
        cosine_weight=float(final["cosine_weight"]),
        order_w=final["order_w"],
        meta={
            "examples": len(data.counts),
            "skipped": data.skipped,
            "epochs": epochs,
            "seed": seed,
            "losses": losses,
            "seconds": round(time.perf_counter() - started, 1),
        },
    )


def _hard_negatives(data: _Prepared, count: int) -> list[np.ndarray]:
    """Per question, the positions of its `count` candidates of best cosine + prior."""
    found = []
    for k in range(len(data.counts)):
        start, size = int(data.offsets[k]), int(data.counts[k])
        rows = slice(start, start + size)
        block = data.paths[data.rows[rows]] @ data.questions[k] + data.priors[rows]
        best = np.argpartition(-block, count)[:count] if size > count else np.arange(size)
        found.append(start + best)
    return found


def _candidates(
    data: _Prepared, k: int, hard: np.ndarray, total: int, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """Question k's training candidates (positions) and which of them are gold: its
    gold paths, its hard negatives, then random candidates up to `total`."""
    start, size = int(data.offsets[k]), int(data.counts[k])
    gold = start + data.positives[k]
    if size <= total:
        rows = np.arange(start, start + size)
    else:
        fixed = np.unique(np.concatenate([gold, hard]))
        others = start + rng.choice(size, total, replace=False)
        others = others[~np.isin(others, fixed)][: max(0, total - len(fixed))]
        rows = np.concatenate([fixed, others])
    return rows, np.isin(rows, gold)


def _initial_weights(dimension: int, hidden: int) -> dict[str, torch.Tensor]:
    """Trainable weights; the MLP starts silent, so training starts from scaled cosine."""
    import torch

    scale = dimension**-0.5
    weights = {
        "project_q": torch.randn(dimension, hidden) * scale,
        "project_p": torch.randn(dimension, hidden) * scale,
        "hidden_w": torch.randn(4 * hidden, hidden) * 0.01,
        "hidden_b": torch.zeros(hidden),
        "out_w": torch.zeros(hidden),
        "cosine_weight": torch.tensor(10.0),
        "order_w": torch.zeros(SLOTS + 1),
    }
    return {name: w.requires_grad_() for name, w in weights.items()}


def _order_term(order_w: torch.Tensor, slots: torch.Tensor) -> torch.Tensor:
    """Each path's summed order signature weights (`slots[..., MAX_STEPS]`; padding
    slots count nothing)."""
    weights = order_w[slots] * (slots < SLOTS)
    assert slots.shape[-1] == MAX_STEPS
    result: torch.Tensor = weights.sum(dim=-1)
    return result


def _batch_scores(
    weights: dict[str, torch.Tensor],
    questions: torch.Tensor,
    paths: torch.Tensor,
    rows: torch.Tensor,
) -> torch.Tensor:
    """TrainedScorer.score for a batch: `rows[b, j]` is candidate j of question b."""
    import torch

    used, inverse = torch.unique(rows, return_inverse=True)
    chosen = paths[used]
    ph = (chosen @ weights["project_p"])[inverse]  # (b, w, h)
    qh = (questions @ weights["project_q"])[:, None, :].expand_as(ph)
    features = torch.cat([qh, ph, qh * ph, (qh - ph).abs()], dim=2)
    hidden = torch.relu(features @ weights["hidden_w"] + weights["hidden_b"])
    cosine = (chosen[inverse] * questions[:, None, :]).sum(dim=2)
    result: torch.Tensor = hidden @ weights["out_w"] + weights["cosine_weight"] * cosine
    return result


@dataclass(frozen=True)
class Evaluation:
    """Top-1 relation path accuracy of a planner over examples, with per-question latency."""

    accuracy: float
    questions: int
    seconds: list[float]

    def latency_ms(self, percentile: float) -> float:
        """A latency percentile in milliseconds."""
        return float(np.percentile(self.seconds, percentile) * 1000) if self.seconds else 0.0


def evaluate(planner: EncoderPlanner, examples: Sequence[Example]) -> Evaluation:
    """Whether the top hypothesis is one path equal to the gold path, per question."""
    correct = 0
    seconds = []
    for example in examples:
        started = time.perf_counter()
        try:
            ranked = planner.rank(example.question)
        except SafeError:
            ranked = []
        seconds.append(time.perf_counter() - started)
        if ranked and len(ranked[0].paths) == 1 and ranked[0].paths[0].hops == example.gold:
            correct += 1
    return Evaluation(correct / max(len(examples), 1), len(examples), seconds)


@dataclass
class TrainResult:
    """A trained scorer and, per question file, the examples held out for evaluation."""

    scorer: TrainedScorer
    held_out: dict[str, list[Example]]


def train_from_file(
    questions_files: Sequence[Path],
    fmt: str,
    planner: EncoderPlanner,
    *,
    epochs: int = 6,
    seed: int = 0,
    split_seed: int = 0,
    max_examples: int | None = 8000,
) -> TrainResult:
    """Train on the training split of each file (split with `split_seed`, see
    `split_examples`); up to `max_examples` training questions are drawn with `seed`."""
    train: list[Example] = []
    held_out: dict[str, list[Example]] = {}
    for path in questions_files:
        splits = split_examples(read_examples(path, fmt), fmt, split_seed)
        train += splits["train"]
        held_out[str(path)] = splits[EVAL_SPLIT[fmt]]
    if max_examples is not None and len(train) > max_examples:
        chosen = np.random.default_rng(seed).choice(len(train), max_examples, replace=False)
        train = [train[i] for i in sorted(chosen)]
    scorer = train_path_scorer(train, planner, epochs=epochs, seed=seed)
    scorer.meta.update(fmt=fmt, files=[str(p) for p in questions_files], split_seed=split_seed)
    return TrainResult(scorer, held_out)


def train_command(
    settings: Settings,
    questions_files: Sequence[Path],
    fmt: str,
    *,
    epochs: int = 6,
    seed: int = 0,
    split_seed: int = 0,
    max_examples: int | None = 8000,
    eval_limit: int = 500,
) -> dict[str, Any]:
    """`safe train`: train the path scorer of the graph in `settings`, save it in its cache
    directory, and report held-out top-1 path accuracy untrained and trained (up to
    `eval_limit` held-out questions per file)."""
    from app.catalog import SchemaCatalog
    from app.embeddings import Embedder
    from app.entity_linking import EntityLinker
    from app.planner_encoder import EncoderPlanner
    from app.store import open_store

    embedder = Embedder(settings.embedding_model)
    with open_store(settings) as store:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        planner = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
        result = train_from_file(
            questions_files,
            fmt,
            planner,
            epochs=epochs,
            seed=seed,
            split_seed=split_seed,
            max_examples=max_examples,
        )
        path = scorer_file(settings.cache_dir, result.scorer.fingerprint)
        result.scorer.save(path)
        report: dict[str, Any] = {"saved": str(path), **result.scorer.meta, "evaluation": {}}
        trained = planner.scorer = result.scorer
        for name, examples in result.held_out.items():
            sample = examples[:eval_limit]
            planner.scorer = CosineScorer()
            before = evaluate(planner, sample)
            planner.scorer = trained
            after = evaluate(planner, sample)
            report["evaluation"][name] = {
                "split": EVAL_SPLIT[fmt],
                "questions": len(sample),
                "untrained": round(before.accuracy, 4),
                "trained": round(after.accuracy, 4),
            }
    return report
