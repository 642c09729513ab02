"""Entity-name vectors: how a graph's entity names are embedded for fuzzy linking (SimEnt).

Entity names are only needed as vectors to find the entities nearest to a mention that
names none exactly; relations, types and schema edges are few and always use the question
embedder. A graph's entity vectors are made in one of three ways, chosen at load time:

- `full`: the question embedder (MiniLM by default). Best neighbours; the slowest load, as
  every name passes through the transformer.
- `static`: a static model distilled locally from the question embedder (`model2vec`): a
  name's vector is the weighted mean of its tokens' vectors, a few hundred times faster to
  make and smaller to index. Its nearest names are re-ranked by the question embedder, so
  distances keep the one scale the ranker adds up.
- `none`: no entity vectors and no entity vector index: the full-text index finds the
  candidates, re-ranked the same way.

`auto` takes `static` for a KG of AUTO_STATIC_ENTITIES entities or more, `full` below (a
small KG encodes faster than a model distils). The mode is recorded in the graph
(`(:Meta {key: 'entity_vectors'})`) and read back by whoever asks questions.
"""

from __future__ import annotations

import hashlib
import io
import shutil
import tempfile
from contextlib import redirect_stderr
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path
from threading import Lock
from typing import Any, Protocol

import numpy as np

from app.config import Settings, file_name
from app.errors import ConfigError
from app.kg.embeddings import Embedder, normalised, quiet_transformers, resolve_model
from app.kg.store.base import GraphStore, Neighbour
from app.kg.store.dialect import VectorIndex
from app.kg.store.layout import GraphLayout

MODES = ("full", "static", "none")
CHOICES = ("auto", *MODES)
AUTO_STATIC_ENTITIES = 20_000
"""From this many entities `auto` loads static vectors: MiniLM encodes 120 to 770 names/s on
2-core machines, so 20,000 names take 26 to 170 s, against about a minute to distil once."""
STATIC_DIMENSIONS = 256
RERANK_POOL = 4
"""Candidates fetched per neighbour wanted, before the question embedder re-ranks them."""
CALIBRATION_NAMES = 512
"""Entity names encoded by both models at load to map static distances onto the embedding
model's scale (`calibrate`)."""
CALIBRATION_NEIGHBOURS = 5
SPEC_KEY = "entity_vectors"


class TextEncoder(Protocol):
    """What makes entity-name vectors: the question embedder or a static model."""

    model_name: str

    @property
    def dimension(self) -> int: ...

    def encode_uncached(self, texts: list[str], *, bulk: bool = False) -> np.ndarray: ...


@dataclass(frozen=True)
class EntityVectorSpec:
    """How a graph's entity vectors were made."""

    mode: str
    model: str = ""  # the model that made them ("" with none)
    dimension: int = 0
    fingerprint: str = ""  # of a static model's token vectors
    offset: float = 0.0  # a static distance d reads as offset + scale * d (`calibrate`)
    scale: float = 1.0

    def same_vectors(self, other: EntityVectorSpec) -> bool:
        """Whether entity vectors made under `other` are those this spec makes (a graph
        loaded before specs were recorded says `full` without a dimension)."""
        unknown = not self.dimension or not other.dimension
        return (self.mode, self.model, self.fingerprint) == (
            other.mode,
            other.model,
            other.fingerprint,
        ) and (unknown or self.dimension == other.dimension)

    def as_props(self) -> dict[str, Any]:
        """The spec as properties of its Meta node."""
        return asdict(self)


def choose_mode(requested: str, entities: int) -> str:
    """The mode `requested` stands for with a KG of `entities` entities."""
    if requested not in CHOICES:
        raise ConfigError(
            f"--entity-vectors must be one of {', '.join(CHOICES)}, not {requested!r}"
        )
    if requested != "auto":
        return requested
    return "static" if entities >= AUTO_STATIC_ENTITIES else "full"


def read_spec(store: GraphStore, embedder_model: str) -> EntityVectorSpec:
    """The graph's entity-vector spec; a graph loaded before specs existed has full vectors."""
    rows = store.run(store.layout.render("meta_get"), {"key": SPEC_KEY}, read_only=True)
    if not rows:
        return EntityVectorSpec("full", embedder_model)
    props = dict(rows[0]["props"])
    mode = str(props.get("mode", "full"))
    if mode not in MODES:  # written by a later version of safe-kgqa
        raise ConfigError(
            f"graph {store.graph!r} holds entity vectors of a kind this version does not "
            f"know ({mode!r}; it knows {', '.join(MODES)}): upgrade safe-kgqa, or load the "
            "graph anew with --replace"
        )
    return EntityVectorSpec(
        mode,
        str(props.get("model", "")),
        int(props.get("dimension", 0)),
        str(props.get("fingerprint", "")),
        float(props.get("offset", 0.0)),
        float(props.get("scale", 1.0)),
    )


def write_spec(store: GraphStore, spec: EntityVectorSpec) -> None:
    """Record how the graph's entity vectors are made."""
    store.run(store.layout.render("meta_set"), {"key": SPEC_KEY, "props": spec.as_props()})


def calibrate(names: list[str], static: TextEncoder, embedder: Embedder) -> tuple[float, float]:
    """(offset, scale) of the least-squares line mapping L2 distances between static unit
    vectors onto the embedding model's, fitted on up to CALIBRATION_NAMES names, each paired
    with its CALIBRATION_NEIGHBOURS nearest (where neighbours are searched)."""
    sample = list(dict.fromkeys(names))[:CALIBRATION_NAMES]
    if len(sample) < 3:
        return 0.0, 1.0
    fast = normalised(static.encode_uncached(sample))
    full = normalised(embedder.encode_uncached(sample))  # few: the question runtime
    similarity = fast @ fast.T
    np.fill_diagonal(similarity, -np.inf)
    near = np.argsort(-similarity, axis=1)[:, : min(CALIBRATION_NEIGHBOURS, len(sample) - 1)]
    rows = np.repeat(np.arange(len(sample)), near.shape[1])
    cols = near.ravel()
    x = np.linalg.norm(fast[rows] - fast[cols], axis=1)
    y = np.linalg.norm(full[rows] - full[cols], axis=1)
    if float(np.ptp(x)) < 1e-6:
        return float(np.mean(y - x)), 1.0
    scale, offset = np.polyfit(x, y, 1)
    if scale <= 0:  # no usable trend: keep the order, shift onto the scale
        return float(np.mean(y - x)), 1.0
    return float(offset), float(scale)


def graph_vector_indexes(layout: GraphLayout, spec: EntityVectorSpec) -> list[VectorIndex]:
    """The vector indexes a graph whose entity vectors follow `spec` keeps."""
    return [
        i
        for i in layout.vector_indexes
        if spec.mode != "none" or i != layout.vector_index("Entity")
    ]


class StaticEncoder:
    """A model2vec static model: token vectors averaged, no transformer at encode time.
    Thread-safe: its tokenizer is set up anew on each call, so calls take turns."""

    def __init__(self, path: Path) -> None:
        from model2vec import StaticModel

        self._lock = Lock()
        self.path = path
        self.model_name = path.name
        self._model = StaticModel.from_pretrained(str(path))
        matrix = np.asarray(self._model.embedding, dtype=np.float16)
        self.fingerprint = hashlib.sha256(matrix.tobytes()).hexdigest()[:16]

    @property
    def dimension(self) -> int:
        """Length of every vector this model returns."""
        return int(self._model.dim)

    def encode_uncached(self, texts: list[str], *, bulk: bool = False) -> np.ndarray:
        """One row per text, in order (`bulk` changes nothing here)."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        with self._lock:
            vectors = self._model.encode(list(texts), show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)


def static_model_dir(models_dir: Path, base_model: str) -> Path:
    """Where the static model distilled from `base_model` is kept."""
    return models_dir / f"{file_name(base_model)}-static{STATIC_DIMENSIONS}"


@cache
def _load_static(path: Path) -> StaticEncoder:
    return StaticEncoder(path)


def static_encoder(models_dir: Path, base_model: str) -> StaticEncoder:
    """The static model distilled from `base_model`, distilling it first (15 to 70 s on 2
    cores, once per machine) unless it is kept already."""
    path = static_model_dir(models_dir, base_model)
    if not (path / "config.json").is_file():
        _distil(base_model, path)
    return _load_static(path)


def _distil(base_model: str, path: Path) -> None:
    from model2vec.distill import distill

    path.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{path.name}-", dir=path.parent))
    try:
        try:
            with quiet_transformers(), redirect_stderr(io.StringIO()):  # its token bar too
                model = distill(model_name=resolve_model(base_model), pca_dims=STATIC_DIMENSIONS)
        except OSError as exc:
            raise ConfigError(f"cannot distil a static model from {base_model!r}: {exc}") from exc
        model.save_pretrained(str(staging))
        try:
            staging.rename(path)  # whole or absent: a killed distillation leaves no half model
        except OSError:
            if not (path / "config.json").is_file():
                raise
            # another process distilled it first: the same model (its fingerprint says so)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def entity_encoder(
    spec: EntityVectorSpec, embedder: Embedder, models_dir: Path
) -> TextEncoder | None:
    """What encodes mentions against the graph's entity vectors (None: the graph has none);
    a static model must be the very one that made the graph's vectors."""
    if spec.mode == "none":
        return None
    if spec.mode == "full":
        return embedder
    path = models_dir / spec.model
    if not (path / "config.json").is_file():
        raise ConfigError(
            f"the graph's entity vectors come from the static model {spec.model!r}, which is "
            f"not in {models_dir}: run `safe load` on this machine once, or copy it there"
        )
    encoder = _load_static(path)
    if spec.fingerprint and encoder.fingerprint != spec.fingerprint:
        raise ConfigError(
            f"the graph's entity vectors were made by another static model than {encoder.path} "
            f"(fingerprint {spec.fingerprint}, this one {encoder.fingerprint}): copy that model "
            "here or reload the graph"
        )
    return encoder


class EntitySearch:
    """The entities whose names are nearest to a text, with L2 distances in the question
    embedder's space whatever made the graph's entity vectors."""

    def __init__(
        self,
        store: GraphStore,
        embedder: Embedder,
        spec: EntityVectorSpec,
        encoder: TextEncoder | None,
    ) -> None:
        self.store = store
        self.embedder = embedder
        self.spec = spec
        self.encoder = encoder

    @classmethod
    def for_graph(
        cls, store: GraphStore, embedder: Embedder, models_dir: Path | None = None
    ) -> EntitySearch:
        """The search matching how the graph's entity vectors were made (a static model is
        read from `models_dir`, by default the one under SAFE_HOME)."""
        spec = read_spec(store, embedder.model_name)
        encoder = entity_encoder(spec, embedder, models_dir or Settings().models_dir)
        return cls(store, embedder, spec, encoder)

    def nearest(self, text: str, k: int, stored: Any = None) -> list[Neighbour]:
        """The `k` entities nearest to `text`, closest first. `stored` is a vector in the
        index's space standing for `text` (an entity named `text`, or with full vectors the
        mention's own): it saves encoding `text`, and with static vectors it marks an
        exact hit, whose neighbours take calibrated distances."""
        if self.spec.mode == "full":
            vector = self._query_vector(text, stored)
            return self.store.nearest_entities(vector, k)
        if self.encoder is None:
            rows = self.store.fulltext(text, k * RERANK_POOL, ["id", "name", "types"])
            return self._reranked(text, [Neighbour(dict(row), 0.0) for row in rows])[:k]
        if stored is not None:
            # an entity is named `text`: its neighbours only back it up, and their static
            # distances, calibrated, stand in for the embedding model's (nothing to encode)
            hits = self.store.nearest_entities(self._query_vector(text, stored), k)
            spec = self.spec
            return [
                Neighbour(hit.properties, max(0.0, spec.offset + spec.scale * hit.distance))
                for hit in hits
            ]
        pool = self.store.nearest_entities(self._query_vector(text, None), k * RERANK_POOL)
        return self._reranked(text, pool)[:k]

    def distance(self, text: str, name: str, stored: Any, query: Any = None) -> float:
        """L2 distance in the question embedder's space between `text` (or `query`, the
        vector standing for it) and an entity's `name` whose entity vector is `stored`."""
        if self.spec.mode == "full" and stored is not None:
            vector = self.embedder.encode([text])[0] if query is None else query
            return float(
                np.linalg.norm(np.asarray(vector, np.float32) - np.asarray(stored, np.float32))
            )
        vectors = self.embedder.encode([text, name])
        return float(np.linalg.norm(vectors[0] - vectors[1]))

    def _query_vector(self, text: str, stored: Any) -> np.ndarray:
        if stored is not None:
            return np.asarray(stored, dtype=np.float32)
        if self.spec.mode == "full" or self.encoder is None:
            vectors = self.embedder.encode([text])
        else:
            vectors = self.encoder.encode_uncached([text])
        vector: np.ndarray = vectors[0]
        return vector

    def _reranked(self, text: str, pool: list[Neighbour]) -> list[Neighbour]:
        if not pool:
            return []
        names = [str(hit.properties["name"]) for hit in pool]
        vectors = self.embedder.encode([text, *names])
        distances = np.linalg.norm(vectors[1:] - vectors[0], axis=1)
        hits = [Neighbour(hit.properties, float(d)) for hit, d in zip(pool, distances, strict=True)]
        return sorted(hits, key=lambda hit: (hit.distance, str(hit.properties["id"])))
