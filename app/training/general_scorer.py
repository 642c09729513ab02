"""A general path scorer: one scorer trained on the training splits of several graphs'
question sets at once, for graphs that have none of their own (`safe eval --scorer FILE`;
`benchmarks/general_scorer.py` measures it leave-one-dataset-out). Its inputs are
graph-agnostic (question and path text embeddings, order slots, answer terms), so the
graphs' candidates simply pool."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.config import Settings
from app.datasets.gold_paths import read_examples, split_examples
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.entity_vectors import EntitySearch
from app.kg.store import open_store
from app.planners.encoder_planner import EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.planners.path_scorer import TrainedScorer, general_fingerprint
from app.training.path_scorer_training import Prepared, fit_scorer, prepare


@dataclass(frozen=True)
class QuestionSet:
    """A question file with gold paths and the graph its KB is loaded in."""

    graph: str
    questions: Path
    fmt: str


def prepare_dataset(
    settings: Settings,
    question_sets: Sequence[QuestionSet],
    embedder: Embedder,
    *,
    split_seed: int = 0,
    max_examples: int = 6000,
    seed: int = 0,
) -> Prepared:
    """The training split of a dataset's question sets, prepared on each one's graph;
    at most `max_examples` questions in all, drawn evenly across the sets with `seed`."""
    rng = np.random.default_rng(seed)
    share = max_examples // max(len(question_sets), 1)
    parts = []
    for question_set in question_sets:
        train = split_examples(
            read_examples(question_set.questions, question_set.fmt), question_set.fmt, split_seed
        )["train"]
        if len(train) > share:
            train = [train[i] for i in sorted(rng.choice(len(train), share, replace=False))]
        graph_settings = settings.with_options(graph=question_set.graph)
        with open_store(graph_settings) as store:
            catalog = SchemaCatalog.load(store, graph_settings.cache_dir)
            entities = EntitySearch.for_graph(store, embedder, graph_settings.models_dir)
            linker = EntityLinker(store, embedder, entities)
            planner = EncoderPlanner(store, catalog, embedder, linker, shortlist=None)
            parts.append(prepare(planner, train))
    return Prepared.merged(parts)


def train_general(
    datasets: Mapping[str, Prepared],
    model_name: str,
    *,
    epochs: int = 6,
    seed: int = 0,
    generic: bool = True,
) -> TrainedScorer:
    """One scorer fitted to every dataset's prepared questions together; `generic` (see
    `fit_scorer`) by default: a scorer that also learns what the training graphs' relation
    texts mean carries that to graphs where they mean something else."""
    started = time.perf_counter()
    data = Prepared.merged(list(datasets.values()))
    scorer = fit_scorer(data, general_fingerprint(model_name), epochs, seed, generic=generic)
    scorer.meta.update(
        general=True,
        model=model_name,
        datasets={name: len(part.counts) for name, part in datasets.items()},
        seconds=round(time.perf_counter() - started, 1),
    )
    return scorer
