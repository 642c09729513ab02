"""Scoring schema paths against a question, untrained (cosine) or trained on a dataset.

`TrainedScorer` is a small model over the question embedding (mention masked) and a path
embedding: both are projected, combined as [q, p, q*p, |q-p|] through a 2-layer MLP and
added to a learned multiple of their cosine and a learned weight per slot of the path's
order signature in the question (see `app.planners.hop_order`). It is saved as an npz keyed
by the catalog fingerprint; `app.training.path_scorer_training` trains it. A *general* scorer,
trained on several datasets' graphs at once (`app.training.general_scorer`), fits any graph
of its embedding model (`safe eval --scorer FILE`).
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path
from threading import Lock
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import numpy as np

from app.errors import ConfigError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import normalised
from app.planners.hop_order import MAX_STEPS, SLOTS

if TYPE_CHECKING:
    import torch

FEATURES_VERSION = 4
"""Bump when path texts or the model's features change: saved scorers then stop matching."""

CANDIDATES_PER_QUESTION = 256
"""Paths in each training question's softmax (gold, hard negatives, random others)."""

HARD_NEGATIVES = 96
"""Of those, the candidates closest to the question by cosine."""

PATH_TERMS_CACHE = 64
"""How many path matrices a TrainedScorer keeps the path-only terms of."""


ANSWER_WEIGHTS = (0.6, 0.05, 0.05)
"""The weights of a path's answer terms training starts from (the untrained scorer takes
the step penalties at `UNTRAINED_PRIOR`): its end type's fit to what the question asks
for, the penalty per step beyond the fewest reaching that type, and per step beyond the
first when the question says the answer's kind ("which club …"; a cosine rewards longer
texts for saying more of the question's words)."""

UNTRAINED_PRIOR = 0.5
"""The share of the length terms (the planner's per-step prior, the step penalties of
`ANSWER_WEIGHTS`) the untrained scorer takes: the words that say each step
(`EVIDENCE_WEIGHT`) decide the rest of a path's length."""

EVIDENCE_WEIGHT = 0.3
"""The untrained scorer's weight of a path's step evidence (`app.planners.step_evidence`)."""


ANSWER_SIGNS = (1.0, -1.0, -1.0)
"""How the answer terms count, times their weights: a better type fit adds, steps subtract."""


class PathScorer(Protocol):
    """Scores candidate path embeddings against a question embedding (higher is better);
    a scorer that `uses_order` also takes the paths' order signature slots.
    `answer_weights` weigh the planner's answer terms (type fit, steps beyond the fewest to
    the end type, steps when the answer's kind is said), `prior_weight` the planner's
    length prior and `evidence_weight` the words saying each step; a scorer that
    `drops_focus` reads the question without the answer's kind."""

    uses_order: bool

    @property
    def drops_focus(self) -> bool: ...

    @property
    def prior_weight(self) -> float: ...

    @property
    def evidence_weight(self) -> float: ...

    @property
    def answer_weights(self) -> tuple[float, float, float]: ...

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray: ...


class CosineScorer:
    """Cosine similarity of the sentence embeddings."""

    uses_order = False
    answer_weights = (
        ANSWER_WEIGHTS[0],
        UNTRAINED_PRIOR * ANSWER_WEIGHTS[1],
        UNTRAINED_PRIOR * ANSWER_WEIGHTS[2],
    )
    drops_focus = True
    prior_weight = UNTRAINED_PRIOR
    evidence_weight = EVIDENCE_WEIGHT

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray:
        result: np.ndarray = normalised(path_vecs) @ normalised(question_vec)
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
    answer_w: np.ndarray = field(default_factory=lambda: np.zeros(3, dtype=np.float32))
    """Learned weights of the answer terms (type fit, extra steps, steps); zeros in scorers
    trained before they existed, which then score as they did."""
    _paths: OrderedDict[int, tuple[Any, ...]] = field(
        default_factory=OrderedDict, init=False, repr=False, compare=False
    )
    _arrays: dict[str, np.ndarray] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    _paths_lock: Lock = field(default_factory=Lock, init=False, repr=False, compare=False)

    uses_order = True
    prior_weight = 1.0  # the length terms it learned assume the whole prior
    evidence_weight = 0.0

    @property
    def drops_focus(self) -> bool:
        """Whether it was trained on questions read without the answer's kind."""
        return bool(self.meta.get("drops_focus", False))

    @property
    def general(self) -> bool:
        """Whether it was trained on other graphs' questions, for any graph."""
        return bool(self.meta.get("general", False))

    @property
    def answer_weights(self) -> tuple[float, float, float]:
        """The learned weights of the planner's answer terms."""
        return float(self.answer_w[0]), float(self.answer_w[1]), float(self.answer_w[2])

    def score(
        self, question_vec: np.ndarray, path_vecs: np.ndarray, order_slots: np.ndarray | None = None
    ) -> np.ndarray:
        # numpy, not PyTorch: a question then never imports it (2-3 s of every `safe ask`)
        weights = self._weights()
        q = normalised(question_vec.astype(np.float32))
        p, ph, path_part = self._path_terms(path_vecs)
        h = ph.shape[1]
        hidden_w = weights["hidden_w"]
        w_q, w_mul, w_abs = (hidden_w[k * h : (k + 1) * h] for k in (0, 2, 3))
        qh = q @ weights["project_q"]
        # [qh, ph, qh*ph, |qh-ph|] @ hidden_w, with the path-only part computed once
        hidden = np.maximum(
            qh @ w_q + path_part + ph @ (qh[:, None] * w_mul) + np.abs(qh - ph) @ w_abs, 0.0
        )
        result: np.ndarray = hidden @ weights["out_w"] + np.float32(self.cosine_weight) * (p @ q)
        if order_slots is not None:
            result = result + order_term(weights["order_w"], order_slots)
        return result

    def _weights(self) -> dict[str, np.ndarray]:
        if not self._arrays:  # made whole, then set: a thread never sees it half filled
            self._arrays = {
                name: np.ascontiguousarray(getattr(self, name), dtype=np.float32)
                for name in ("project_q", "project_p", "hidden_w", "hidden_b", "out_w", "order_w")
            }
        return self._arrays

    def _path_terms(self, path_vecs: np.ndarray) -> tuple[np.ndarray, ...]:
        """Normalised paths, their projection and hidden-layer share, for the last
        PATH_TERMS_CACHE path matrices seen (a planner reuses its matrices)."""
        key = id(path_vecs)
        with self._paths_lock:
            cached = self._paths.get(key)
            if cached is not None and cached[0] is path_vecs:
                self._paths.move_to_end(key)
                return cached[1:]
        weights = self._weights()
        p = normalised(path_vecs.astype(np.float32))
        ph = p @ weights["project_p"]
        h = ph.shape[1]
        terms = (p, ph, ph @ weights["hidden_w"][h : 2 * h] + weights["hidden_b"])
        with self._paths_lock:
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
            answer_w=self.answer_w,
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
                answer_w=data["answer_w"] if "answer_w" in data else np.zeros(3, np.float32),
            )


def scorer_kind(scorer: PathScorer) -> str:
    """How a planner's paths are scored: "trained" (a scorer trained on this graph),
    "general" or "untrained"."""
    if isinstance(scorer, TrainedScorer):
        return "general" if scorer.general else "trained"
    return "untrained"


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


def general_fingerprint(model_name: str) -> str:
    """The fingerprint of a general scorer: the embedding model and the feature version."""
    content = json.dumps([FEATURES_VERSION, model_name, "general"])
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


def read_scorer_file(path: Path, catalog: SchemaCatalog, model_name: str) -> TrainedScorer:
    """A scorer file given by name: this catalog's own or a general one, for `model_name`."""
    try:
        scorer = TrainedScorer.load(path)
    except (OSError, ValueError, KeyError, zipfile.BadZipFile) as error:
        raise ConfigError(f"{path}: not a path scorer file ({error})") from error
    fits = {catalog_fingerprint(catalog, model_name), general_fingerprint(model_name)}
    if scorer.fingerprint not in fits:
        raise ConfigError(
            f"{path}: a scorer of another graph, model ({model_name}) or feature version"
        )
    return scorer


Weights = TypeVar("Weights", np.ndarray, "torch.Tensor")


def order_term(order_w: Weights, slots: Weights) -> Weights:
    """Each path's summed order signature weights (`slots[..., MAX_STEPS]`; padding
    slots count nothing), in numpy (a question) or PyTorch (training)."""
    assert slots.shape[-1] == MAX_STEPS
    weights = order_w[slots] * (slots < SLOTS)
    result: Weights = weights.sum(-1)  # the last axis, in either
    return result
