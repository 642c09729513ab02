"""The fixed-seed 8:1:1 split that training and evaluation share, and item selection."""

from __future__ import annotations

import random
from collections.abc import Sequence

from app.datasets.readers import EvalItem
from app.errors import ConfigError

SPLIT_SEED = 0
"""Seed of the fixed 8:1:1 split (PathQuestion has no official one); `safe train`'s
default split seed too."""


SPLITS = ("train", "dev", "test")


def split_indices(count: int, seed: int = SPLIT_SEED) -> dict[str, list[int]]:
    """Indices of the train, dev and test parts of a seeded 8:1:1 shuffle, in file order
    (`safe train` trains on the same train part)."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    train_end = round(count * 0.8)
    dev_end = train_end + round(count * 0.1)
    return {
        "train": sorted(order[:train_end]),
        "dev": sorted(order[train_end:dev_end]),
        "test": sorted(order[dev_end:]),
    }


def split_test_indices(count: int, seed: int = SPLIT_SEED) -> list[int]:
    """Indices of the test tenth of a seeded 8:1:1 shuffle, in file order."""
    return split_indices(count, seed)["test"]


def select_items(
    items: Sequence[EvalItem],
    *,
    split: str = "all",
    sample: int | None = None,
    seed: int = 0,
    limit: int | None = None,
) -> list[EvalItem]:
    """The split (`all`, or the `train`, `dev` or `test` part of the fixed 8:1:1 split),
    then a seeded sample of `sample`, then the first `limit`."""
    chosen = list(items)
    if split in SPLITS:
        chosen = [chosen[i] for i in split_indices(len(chosen))[split]]
    elif split != "all":
        raise ConfigError(f"unknown split {split!r}; expected all, train, dev or test")
    if sample is not None and sample < len(chosen):
        picked = sorted(random.Random(seed).sample(range(len(chosen)), sample))
        chosen = [chosen[i] for i in picked]
    return chosen[:limit] if limit is not None else chosen
