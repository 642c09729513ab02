"""Where in a question each step of a relation path is said: the path's order signature.

Each step's relation text is aligned softly to the question's token states (the sentence
encoder's own, the mention masked); the step's position is the aligned tokens' signed
distance from the mention. A path's signature gives each step its side of the mention
and its rank among the steps on that side (nearest first). A trained path scorer learns
a weight per signature slot from the questions it is trained on, which tells apart paths
that take the same steps in another order ("the release of the tracks of X's recording"
is recording, then tracks, then release); sentence embeddings alone barely do.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.kg.embeddings import Embedder

MAX_STEPS = 3
"""Longest path with an order signature (longer paths use their first steps)."""

SIDES = 2  # before the mention, after it

SLOTS = MAX_STEPS * MAX_STEPS * SIDES * MAX_STEPS
"""Signature slots: (path length, step, side, rank); slot SLOTS is padding."""

TEMPERATURE = 0.05
"""Softmax temperature of a step's alignment over the question's tokens."""


@dataclass(frozen=True)
class QuestionTokens:
    """A masked question's token states and each token's signed distance from the mask."""

    states: np.ndarray  # (n, d) unit rows; special and mask tokens left out
    positions: np.ndarray  # (n,) negative before the mention, positive after


def question_tokens(embedder: Embedder, masked: str, mask_span: tuple[int, int]) -> QuestionTokens:
    """Token states of `masked`, whose characters `mask_span` stand for the mention."""
    states, offsets = embedder.token_states(masked)
    start, end = mask_span
    before = [i for i, (a, b) in enumerate(offsets) if b > a and b <= start]
    after = [i for i, (a, b) in enumerate(offsets) if b > a and a >= end]
    rows = before + after
    positions = [k - len(before) for k in range(len(before))] + list(range(1, len(after) + 1))
    kept = states[rows] if rows else np.zeros((0, states.shape[1]), dtype=np.float32)
    norms = np.maximum(np.linalg.norm(kept, axis=1, keepdims=True), 1e-12)
    return QuestionTokens(kept / norms, np.asarray(positions, dtype=np.float32))


def step_positions(tokens: QuestionTokens, relation_vectors: np.ndarray) -> np.ndarray:
    """The soft signed position of each relation (a row of `relation_vectors`) in the
    question: its alignment-weighted token distance from the mention (0 with no tokens)."""
    if not len(tokens.positions):
        return np.zeros(len(relation_vectors), dtype=np.float32)
    norms = np.maximum(np.linalg.norm(relation_vectors, axis=1, keepdims=True), 1e-12)
    similarity = (relation_vectors / norms) @ tokens.states.T / TEMPERATURE  # (m, n)
    similarity -= similarity.max(axis=1, keepdims=True)
    weights = np.exp(similarity)
    weights /= weights.sum(axis=1, keepdims=True)
    result: np.ndarray = weights @ tokens.positions
    return result


def signature_slots(steps: np.ndarray, lengths: np.ndarray, positions: np.ndarray) -> np.ndarray:
    """(P, MAX_STEPS) signature slots of P paths: `steps[p, k]` is the relation index of
    path p's step k (any value past its length), `positions` each relation's position."""
    count = len(lengths)
    slots = np.full((count, MAX_STEPS), SLOTS, dtype=np.int64)
    if not count:
        return slots
    length = np.minimum(lengths, MAX_STEPS)
    valid = np.arange(MAX_STEPS)[None, :] < length[:, None]
    where = np.where(valid, positions[np.where(valid, steps, 0)], 0.0)
    side = (where > 0).astype(np.int64)
    # rank: how many steps on the same side are nearer the mention (earlier on ties)
    distance = np.abs(where)
    same = (side[:, :, None] == side[:, None, :]) & valid[:, :, None] & valid[:, None, :]
    index = np.arange(MAX_STEPS)
    nearer = (distance[:, None, :] < distance[:, :, None]) | (
        (distance[:, None, :] == distance[:, :, None]) & (index[None, :] < index[:, None])[None]
    )
    rank = (same & nearer).sum(axis=2)
    step = np.broadcast_to(index, (count, MAX_STEPS))
    slot = (((length[:, None] - 1) * MAX_STEPS + step) * SIDES + side) * MAX_STEPS + rank
    slots[valid] = slot[valid]
    return slots
