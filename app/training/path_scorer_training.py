"""Training the path scorer (`safe train`): a softmax over each question's candidate paths,
cross-entropy on the gold path, on the training split only; the held-out split reports
top-1 path accuracy untrained and trained."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from app.config import Settings
from app.datasets.gold_paths import (
    EVAL_SPLIT,
    Example,
    Hop,
    pathquestion_gold,
    read_examples,
    split_examples,
)
from app.datasets.readers import read_items
from app.datasets.splits import split_indices
from app.errors import SafeError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder, normalised
from app.kg.entity_vectors import EntitySearch
from app.kg.store import open_store
from app.planners.encoder_planner import EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.planners.hop_order import SLOTS
from app.planners.path_scorer import (
    ANSWER_SIGNS,
    ANSWER_WEIGHTS,
    CANDIDATES_PER_QUESTION,
    HARD_NEGATIVES,
    CosineScorer,
    TrainedScorer,
    catalog_fingerprint,
    order_term,
    scorer_file,
)
from app.progress import PhaseProgress, Silent
from app.training.weak_labels import weak_examples

if TYPE_CHECKING:
    import torch

GENERIC_WEIGHTS = ("cosine_weight", "answer_w")
"""What a generic scorer learns (`fit_scorer`), from the untrained scorer's values: the
cosine's scale and the answer type's fit weight. Its answer length terms are 0: learned on
some datasets (MetaQA asks 1-3 hops, PathQuestion 2-3) they misjudge others' (measured
by leave-one-dataset-out: MetaQA 2-hop 29.8 % with them, 75.6 % without)."""

MIN_STEPS = 300
"""Optimiser steps at least, however few the questions (more epochs over a small set)."""


@dataclass
class Prepared:
    """Training data: masked question vectors and each question's candidate paths (rows
    of `paths`, one per distinct path text: candidate sets overlap a lot)."""

    questions: np.ndarray  # (n, d)
    paths: np.ndarray  # (P, d) distinct path texts' embeddings
    rows: np.ndarray  # (C,) every question's candidates, back to back: rows of `paths`
    priors: np.ndarray  # (C,) the planner's length prior of each candidate
    slots: np.ndarray  # (C, MAX_STEPS) each candidate's order signature slots
    answers: np.ndarray  # (C, 3) each candidate's answer features (planner.answer_features)
    offsets: np.ndarray  # (n,) first candidate of each question
    counts: np.ndarray  # (n,) number of candidates
    positives: list[np.ndarray]  # candidate-local indices of the gold path(s)
    skipped: int

    @classmethod
    def merged(cls, parts: Sequence[Prepared]) -> Prepared:
        """One training set of several (of several graphs: their path rows renumbered)."""
        path_base = np.cumsum([0] + [len(p.paths) for p in parts[:-1]])
        candidate_base = np.cumsum([0] + [len(p.rows) for p in parts[:-1]])
        return cls(
            questions=np.concatenate([p.questions for p in parts]),
            paths=np.concatenate([p.paths for p in parts]),
            rows=np.concatenate([p.rows + b for p, b in zip(parts, path_base, strict=True)]),
            priors=np.concatenate([p.priors for p in parts]),
            slots=np.concatenate([p.slots for p in parts]),
            answers=np.concatenate([p.answers for p in parts]),
            offsets=np.concatenate(
                [p.offsets + b for p, b in zip(parts, candidate_base, strict=True)]
            ),
            counts=np.concatenate([p.counts for p in parts]),
            positives=[g for p in parts for g in p.positives],
            skipped=sum(p.skipped for p in parts),
        )


def prepare(
    planner: EncoderPlanner, examples: Iterable[Example], progress: PhaseProgress | None = None
) -> Prepared:
    """Link each question, take the anchor whose paths include the gold, and gather, the
    question read as the untrained scorer reads it; `progress` advances a question at a
    time."""
    scorer, planner.scorer = planner.scorer, CosineScorer()
    try:
        return _gather(planner, examples, progress or Silent())
    finally:
        planner.scorer = scorer


def _gather(
    planner: EncoderPlanner, examples: Iterable[Example], progress: PhaseProgress
) -> Prepared:
    text_row: dict[str, int] = {}
    path_vectors: list[np.ndarray] = []
    rows: list[np.ndarray] = []
    priors: list[np.ndarray] = []
    slots: list[np.ndarray] = []
    answers: list[np.ndarray] = []
    masked: list[str] = []
    offsets: list[int] = []
    counts: list[int] = []
    positives: list[np.ndarray] = []
    skipped = 0
    total = 0
    for example in examples:
        progress.advance(1)
        example = mirrored(example, planner.catalog)
        mentions = planner.mentions(example.question)
        focus = planner.focus(example.question, mentions)
        chosen = None
        for anchor in planner.anchor_candidates(example.question, mentions, focus):
            gold = [i for i, p in enumerate(anchor.paths.paths) if example.accepts(p.hops)]
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
        answers.append(planner.answer_features(anchor))
        masked.append(planner.scored_text(anchor))
        offsets.append(total)
        counts.append(len(block))
        total += len(block)
        positives.append(np.asarray(gold))
    if not masked:
        raise SafeError("no training question could be linked to its gold path")
    return Prepared(
        questions=normalised(planner.embedder.encode(masked)),
        paths=normalised(np.stack(path_vectors)),
        rows=np.concatenate(rows),
        priors=np.concatenate(priors).astype(np.float32),
        slots=np.concatenate(slots),
        answers=np.concatenate(answers),
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
    progress: PhaseProgress | None = None,
    **fitting: Any,
) -> TrainedScorer:
    """Train a scorer of `planner`'s graph on (question, gold path) pairs; a gold path is
    (relation, forward?) steps or a PathQuestion path string `e0#rel1#e1#...`. `fitting`
    goes to `fit_scorer`; `progress` hears its phases, preparing and training."""
    progress = progress or Silent()
    items = [
        e
        if isinstance(e, Example)
        else Example(e[0], pathquestion_gold(e[1]) if isinstance(e[1], str) else tuple(e[1]))
        for e in examples
    ]
    started = time.perf_counter()
    progress.phase("preparing", len(items))
    data = prepare(planner, items, progress)
    fingerprint = catalog_fingerprint(planner.catalog, planner.embedder.model_name)
    scorer = fit_scorer(data, fingerprint, epochs, seed, progress=progress, **fitting)
    scorer.meta["seconds"] = round(time.perf_counter() - started, 1)
    return scorer


def fit_scorer(
    data: Prepared,
    fingerprint: str,
    epochs: int = 6,
    seed: int = 0,
    *,
    hidden: int = 128,
    batch_size: int = 32,
    learning_rate: float = 2e-3,
    candidates: int = CANDIDATES_PER_QUESTION,
    hard_negatives: int = HARD_NEGATIVES,
    generic: bool = False,
    progress: PhaseProgress | None = None,
) -> TrainedScorer:
    """Fit a scorer to prepared questions; a `generic` one starts from the untrained
    scorer and learns only GENERIC_WEIGHTS: its MLP (which learns what one graph's relation
    texts mean), order slot weights and answer length terms stay silent. Each
    question's softmax runs over its gold path(s), its `hard_negatives` candidates
    closest by cosine and random others, `candidates` in all (redrawn every epoch), not
    over all of its anchor type's paths (thousands): training takes CPU minutes.
    `progress` advances an epoch at a time."""
    import torch

    started = time.perf_counter()
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    dimension = data.questions.shape[1]
    weights = _initial_weights(dimension, hidden, 1.0 if generic else 10.0)
    learned = [w for name, w in weights.items() if not generic or name in GENERIC_WEIGHTS]
    if generic:  # no length terms: how many steps questions take differs by dataset
        only_fit = torch.tensor([1.0, 0.0, 0.0])
        with torch.no_grad():
            weights["answer_w"].mul_(only_fit)
        weights["answer_w"].register_hook(lambda grad: grad * only_fit)  # type: ignore[no-untyped-call]
    optimiser = torch.optim.Adam(learned, lr=learning_rate, weight_decay=1e-5)
    paths = torch.from_numpy(data.paths)
    path_rows = torch.from_numpy(data.rows)
    order_slots = torch.from_numpy(data.slots)
    answer_features = torch.from_numpy(data.answers)
    signs = torch.tensor(ANSWER_SIGNS)
    questions = torch.from_numpy(data.questions)
    priors = torch.from_numpy(data.priors)
    hard = _hard_negatives(data, hard_negatives)
    batches = max(1, len(data.counts) // batch_size)
    epochs = max(epochs, -(-MIN_STEPS // batches))  # a few dozen pairs still train
    losses = []
    progress = progress or Silent()
    progress.phase("training", epochs)
    for _ in range(epochs):
        total = 0.0
        for batch in np.array_split(rng.permutation(len(data.counts)), batches):
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
            scores = scores + priors[index] + order_term(weights["order_w"], order_slots[index])
            scores = scores + answer_features[index] @ (signs * weights["answer_w"])
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
        progress.advance(1)
    final = {name: w.detach().numpy().copy() for name, w in weights.items()}
    return TrainedScorer(
        fingerprint=fingerprint,
        project_q=final["project_q"],
        project_p=final["project_p"],
        hidden_w=final["hidden_w"],
        hidden_b=final["hidden_b"],
        out_w=final["out_w"],
        cosine_weight=float(final["cosine_weight"]),
        order_w=final["order_w"],
        answer_w=final["answer_w"],
        meta={
            "drops_focus": True,
            "generic": generic,
            "examples": len(data.counts),
            "skipped": data.skipped,
            "epochs": epochs,
            "seed": seed,
            "losses": losses,
            "seconds": round(time.perf_counter() - started, 1),
        },
    )


def mirrored(example: Example, catalog: SchemaCatalog) -> Example:
    """`example` with its paths' steps read as the planner walks them (`catalog.walked`)."""

    def read(hops: tuple[Hop, ...]) -> tuple[Hop, ...]:
        return tuple(map(catalog.walked, hops))

    return Example(example.question, read(example.gold), tuple(map(read, example.alternatives)))


def _hard_negatives(data: Prepared, count: int) -> list[np.ndarray]:
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
    data: Prepared, k: int, hard: np.ndarray, total: int, rng: np.random.Generator
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


def _initial_weights(dimension: int, hidden: int, scale_up: float) -> dict[str, torch.Tensor]:
    """Trainable weights; the MLP starts silent, so training starts from the cosine with
    the answer terms' starting weights (`ANSWER_WEIGHTS`), `scale_up` times as strong (the
    untrained scorer also weighs step evidence and half the length terms; a trained one
    learns its own)."""
    import torch

    scale = dimension**-0.5
    weights = {
        "project_q": torch.randn(dimension, hidden) * scale,
        "project_p": torch.randn(dimension, hidden) * scale,
        "hidden_w": torch.randn(4 * hidden, hidden) * 0.01,
        "hidden_b": torch.zeros(hidden),
        "out_w": torch.zeros(hidden),
        "cosine_weight": torch.tensor(scale_up),
        "order_w": torch.zeros(SLOTS + 1),
        "answer_w": torch.tensor(ANSWER_WEIGHTS) * scale_up,
    }
    return {name: w.requires_grad_() for name, w in weights.items()}


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


def evaluate(
    planner: EncoderPlanner, examples: Sequence[Example], progress: PhaseProgress | None = None
) -> Evaluation:
    """Whether the top hypothesis is one path equal to the gold path, per question
    (`progress` advances a question at a time)."""
    progress = progress or Silent()
    correct = 0
    seconds = []
    for example in examples:
        progress.advance(1)
        started = time.perf_counter()
        try:
            ranked = planner.rank(example.question)
        except SafeError:
            ranked = []
        seconds.append(time.perf_counter() - started)
        example = mirrored(example, planner.catalog)
        if ranked and len(ranked[0].paths) == 1 and example.accepts(ranked[0].paths[0].hops):
            correct += 1
    return Evaluation(correct / max(len(examples), 1), len(examples), seconds)


def _weakly_labelled_splits(
    path: Path, planner: EncoderPlanner, split_seed: int, progress: PhaseProgress
) -> tuple[dict[str, list[Example]], int]:
    """A jsonl file of `{"question", "answers"}` pairs split 8:1:1, each pair labelled with
    its gold `path` when it has one, else with the paths reaching its answers; and how
    many pairs no path reaches (left out)."""
    items = read_items(path, "jsonl")
    progress.phase("labelling", sum(not i.path for i in items))
    splits: dict[str, list[Example]] = {}
    missed = 0
    for name, rows in split_indices(len(items), split_seed).items():
        chosen = [items[i] for i in rows]
        given = [i for i in chosen if i.path]
        splits[name] = [
            Example(i.question, pathquestion_gold("#".join(i.path or ()))) for i in given
        ]
        unpathed = [(i.question, i.answers) for i in chosen if not i.path]
        labelled = weak_examples(planner, unpathed, progress)
        splits[name] += labelled.examples
        missed += labelled.unlabelled
    return splits, missed


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
    progress: PhaseProgress | None = None,
) -> TrainResult:
    """Train on the training split of each file (split with `split_seed`, see
    `split_examples`); up to `max_examples` training questions are drawn with `seed`.
    `progress` hears the phases: labelling (jsonl), preparing, training."""
    progress = progress or Silent()
    train: list[Example] = []
    held_out: dict[str, list[Example]] = {}
    unlabelled = 0
    for path in questions_files:
        if fmt == "jsonl":
            splits, missed = _weakly_labelled_splits(path, planner, split_seed, progress)
            unlabelled += missed
        else:
            splits = split_examples(read_examples(path, fmt), fmt, split_seed)
        train += splits["train"]
        held_out[str(path)] = splits[EVAL_SPLIT[fmt]]
    if max_examples is not None and len(train) > max_examples:
        chosen = np.random.default_rng(seed).choice(len(train), max_examples, replace=False)
        train = [train[i] for i in sorted(chosen)]
    scorer = train_path_scorer(train, planner, epochs=epochs, seed=seed, progress=progress)
    scorer.meta.update(fmt=fmt, files=[str(p) for p in questions_files], split_seed=split_seed)
    if fmt == "jsonl":
        scorer.meta["unlabelled"] = unlabelled
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
    progress: PhaseProgress | None = None,
) -> dict[str, Any]:
    """`safe train`: train the path scorer of the graph in `settings`, save it in its cache
    directory, and report held-out top-1 path accuracy untrained and trained (up to
    `eval_limit` held-out questions per file); `progress` hears each phase."""
    progress = progress or Silent()
    embedder = Embedder(settings.embedding_model, runtime=settings.encoder_runtime)
    with open_store(settings) as store:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        entities = EntitySearch.for_graph(store, embedder, settings.models_dir)
        planner = EncoderPlanner(
            store, catalog, embedder, EntityLinker(store, embedder, entities), shortlist=None
        )
        result = train_from_file(
            questions_files,
            fmt,
            planner,
            epochs=epochs,
            seed=seed,
            split_seed=split_seed,
            max_examples=max_examples,
            progress=progress,
        )
        path = scorer_file(settings.cache_dir, result.scorer.fingerprint)
        result.scorer.save(path)
        report: dict[str, Any] = {"saved": str(path), **result.scorer.meta, "evaluation": {}}
        trained = planner.scorer = result.scorer
        for name, examples in result.held_out.items():
            sample = examples[:eval_limit]
            planner.scorer = CosineScorer()
            progress.phase("held out, untrained", len(sample))
            before = evaluate(planner, sample, progress)
            planner.scorer = trained
            progress.phase("held out, trained", len(sample))
            after = evaluate(planner, sample, progress)
            report["evaluation"][name] = {
                "split": EVAL_SPLIT[fmt],
                "questions": len(sample),
                "untrained": round(before.accuracy, 4),
                "trained": round(after.accuracy, 4),
            }
    return report
