"""Fixtures: one embedded FalkorDB server per test session (unix socket in a temp dir),
a fresh graph per test, and the default embedding model loaded once."""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from app.config import Settings
from app.kg.catalog import CatalogEdge, SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.schema_graph import schema_edge_text, type_text
from app.kg.store import EmbeddedServer, GraphStore, open_store
from app.kg.type_distances import compute_type_distances
from app.kg.wording import verbalise_relation
from app.planners.encoder_planner import EncoderPlanner
from app.planners.entity_linking import EntityLinker
from loaders.pipeline import LoadOptions, LoadReport, load_file

_MACHINE_CACHE = tempfile.mkdtemp(prefix="safe-machine-cache-")


def pytest_configure(config: pytest.Config) -> None:
    """The session's machine cache (the embedder's ONNX export): its own, not the user's;
    processes the tests start inherit it."""
    os.environ["SAFE_MACHINE_CACHE"] = _MACHINE_CACHE


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_MACHINE_CACHE, ignore_errors=True)


FIXTURES = Path(__file__).parent / "fixtures"
SAMPLES = Path(__file__).parent.parent / "app" / "samples"


@pytest.fixture(scope="session")
def safe_home() -> Iterator[Path]:
    """A short SAFE_HOME (unix socket paths are limited in length)."""
    home = Path(tempfile.mkdtemp(prefix="safe-test-", dir="/tmp"))
    yield home
    EmbeddedServer(home / "falkordb").stop()
    shutil.rmtree(home, ignore_errors=True)


@pytest.fixture
def settings(safe_home: Path) -> Settings:
    """Settings for a graph of this test's own on the session's embedded server."""
    return Settings(db="embedded", graph=f"t{uuid.uuid4().hex[:12]}", home=safe_home)


@pytest.fixture
def store(settings: Settings) -> Iterator[GraphStore]:
    """An empty graph on the embedded server, dropped afterwards."""
    graph_store = open_store(settings)
    yield graph_store
    graph_store.drop_graph()
    graph_store.close()


@pytest.fixture(scope="session")
def models_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One directory of distilled static models for the session (distilling takes a minute)."""
    return tmp_path_factory.mktemp("models")


@pytest.fixture(scope="session")
def embedder() -> Embedder:
    """The default offline MiniLM model, loaded once."""
    return Embedder()


def load_sample(store: GraphStore, embedder: Embedder, cache_dir: Path) -> LoadReport:
    """Load the shipped sample KG (movies.tsv with its types file) into `store`, replacing it."""
    options = LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv", replace=True)
    return load_file(store, embedder, SAMPLES / "movies.tsv", options, cache_dir)


def write_triples(path: Path, triples: list[tuple[str, str, str]]) -> Path:
    """`triples` written to `path` as a tsv KG, one (head, relation, tail) a line."""
    path.write_text("".join(f"{h}\t{r}\t{t}\n" for h, r, t in triples), encoding="utf-8")
    return path


@contextmanager
def tsv_graph(
    safe_home: Path, embedder: Embedder, kg: Path, cache: Path, prefix: str = "g"
) -> Iterator[tuple[Settings, GraphStore, SchemaCatalog]]:
    """`kg` (tsv, no types file) loaded into a fresh graph of the session's server, with
    its schema catalog cached in `cache`; the graph is dropped afterwards."""
    settings = Settings(db="embedded", graph=f"{prefix}{uuid.uuid4().hex[:12]}", home=safe_home)
    store = open_store(settings)
    load_file(store, embedder, kg, LoadOptions(fmt="tsv"), settings.cache_dir)
    try:
        yield settings, store, SchemaCatalog.load(store, cache)
    finally:
        store.drop_graph()
        store.close()


@contextmanager
def tsv_planner(
    safe_home: Path, embedder: Embedder, kg: Path, cache: Path, prefix: str = "g", **options: int
) -> Iterator[EncoderPlanner]:
    """An encoder planner (with its entity linker; `options` are its keyword arguments) over
    `kg` loaded by `tsv_graph`; the graph is dropped afterwards."""
    with tsv_graph(safe_home, embedder, kg, cache, prefix) as (_, store, catalog):
        yield EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder), **options)


def module_planner(
    kg: Path | list[tuple[str, str, str]], prefix: str, **options: int
) -> Callable[..., Any]:
    """A module-scoped `planner` fixture: the encoder planner of `tsv_planner` over `kg`, a
    tsv file or the triples to write as one, loaded once for the module (`options` are its
    keyword arguments)."""

    @pytest.fixture(scope="module")
    def planner(
        safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
    ) -> Iterator[EncoderPlanner]:
        cache = tmp_path_factory.mktemp("cache")
        path = kg
        if not isinstance(path, Path):
            path = write_triples(tmp_path_factory.mktemp("kg") / f"{prefix}.tsv", kg)
        with tsv_planner(safe_home, embedder, path, cache, prefix, **options) as found:
            yield found

    return planner


def make_catalog(
    embedder: Embedder, schema: list[tuple[str, str, str]], support: dict[int, int] | None = None
) -> SchemaCatalog:
    """A schema catalog of `schema`'s (source, relation, target) edges, each of support 1
    unless `support` (by edge index) says otherwise."""
    types = sorted({t for s, _, o in schema for t in (s, o)})
    relations = sorted({r for _, r, _ in schema})
    return SchemaCatalog(
        types=types,
        type_vectors=embedder.encode([type_text(t) for t in types]),
        type_support=dict.fromkeys(types, 1),
        relations=relations,
        relation_texts={r: verbalise_relation(r) for r in relations},
        relation_vectors=embedder.encode([verbalise_relation(r) for r in relations]),
        edges=[
            CatalogEdge(s, r, o, (support or {}).get(i, 1)) for i, (s, r, o) in enumerate(schema)
        ],
        edge_vectors=embedder.encode([schema_edge_text(s, r, o) for s, r, o in schema]),
        reverse_edge_vectors=embedder.encode([schema_edge_text(o, r, s) for s, r, o in schema]),
        distances=compute_type_distances(types, [(s, o) for s, _, o in schema]),
    )
