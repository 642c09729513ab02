"""Entity-name vectors made three ways (`safe load --entity-vectors`): full, a static model
distilled locally, or none; linking finds near-miss names in every mode, distances stay in
the embedding model's scale, and switching modes re-embeds every entity of the graph."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import app.kg.entity_vectors as entity_vectors
from app.cli.evaluate import eval_command
from app.config import Settings
from app.errors import ConfigError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.entity_vectors import (
    AUTO_STATIC_ENTITIES,
    STATIC_DIMENSIONS,
    EntitySearch,
    choose_mode,
    entity_encoder,
    read_spec,
)
from app.kg.stats import graph_stats
from app.kg.store import EmbeddedServer, GraphStore, open_store
from app.planners.entity_linking import EntityLinker
from app.qa import QAOptions, SafeQA
from app.query_graph import PseudoQueryGraph
from loaders.pipeline import LoadOptions, LoadReport, load_file

from conftest import SAMPLES


def load(
    store: GraphStore,
    embedder: Embedder,
    settings: Settings,
    mode: str,
    models_dir: Path,
    path: Path = SAMPLES / "movies.tsv",
) -> LoadReport:
    options = LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv", entity_vectors=mode)
    return load_file(store, embedder, path, options, settings.cache_dir, models_dir=models_dir)


def entity_dimensions(store: GraphStore) -> set[int | None]:
    rows = store.run("MATCH (e:Entity) RETURN e.embedding AS v", read_only=True)
    return {None if row["v"] is None else len(row["v"]) for row in rows}


@pytest.fixture(scope="module")
def static_graph(
    safe_home: Path, embedder: Embedder, models_dir: Path
) -> Iterator[tuple[GraphStore, Settings]]:
    settings = Settings(db="embedded", graph="ev_static", home=safe_home)
    store = open_store(settings)
    load(store, embedder, settings, "static", models_dir)
    yield store, settings
    store.drop_graph()
    store.close()


def test_auto_takes_static_only_for_large_graphs() -> None:
    assert choose_mode("auto", AUTO_STATIC_ENTITIES - 1) == "full"
    assert choose_mode("auto", AUTO_STATIC_ENTITIES) == "static"
    assert choose_mode("none", 10**9) == "none"
    with pytest.raises(ConfigError, match="--entity-vectors"):
        choose_mode("fast", 10)


def test_static_vectors_are_recorded_indexed_and_link_near_misses(
    static_graph: tuple[GraphStore, Settings], embedder: Embedder, models_dir: Path
) -> None:
    store, settings = static_graph
    spec = read_spec(store, embedder.model_name)
    assert (spec.mode, spec.dimension) == ("static", STATIC_DIMENSIONS)
    assert len(spec.fingerprint) == 16
    assert entity_dimensions(store) == {STATIC_DIMENSIONS}
    assert graph_stats(store, settings)["vector_indexes_ready"]

    search = EntitySearch.for_graph(store, embedder, models_dir)
    hits = search.nearest("glass orchards", 3)
    assert hits[0].properties["name"] == "Glass Orchard"
    # distances are the embedding model's, as with full vectors
    vectors = embedder.encode(["glass orchards", "Glass Orchard"])
    assert hits[0].distance == pytest.approx(float(np.linalg.norm(vectors[0] - vectors[1])))
    assert [h.distance for h in hits] == sorted(h.distance for h in hits)

    linker = EntityLinker(store, embedder, search)
    mentions = linker.link("who directed [glass orchards]?")
    assert mentions[0].candidates[0].name == "Glass Orchard"


def test_a_question_is_answered_over_static_vectors(
    static_graph: tuple[GraphStore, Settings], embedder: Embedder, models_dir: Path
) -> None:
    store, settings = static_graph
    catalog = SchemaCatalog.load(store, settings.cache_dir)
    qa = SafeQA(
        store,
        embedder,
        catalog,
        QAOptions(),
        entities=EntitySearch.for_graph(store, embedder, models_dir),
    )
    graph = PseudoQueryGraph(
        nodes={"Glass Orchards": "movie", "unk1": "genre"},
        edges=[("Glass Orchards", "genre", "unk1")],
        answer="unk1",
    )
    assert qa.ask("?", graph).answers == ["Drama"]
    # the type profiles are the embedding model's space, not the static model's
    assert {len(p) for p in catalog.type_profiles.values()} == {embedder.dimension}


def test_a_static_graph_asked_without_its_model_is_a_clear_error(
    static_graph: tuple[GraphStore, Settings], embedder: Embedder, tmp_path: Path
) -> None:
    store, _ = static_graph
    spec = read_spec(store, embedder.model_name)
    with pytest.raises(ConfigError, match="static model"):
        entity_encoder(spec, embedder, tmp_path / "elsewhere")


def test_no_entity_vectors_links_through_the_fulltext_index(
    store: GraphStore, embedder: Embedder, settings: Settings, models_dir: Path
) -> None:
    report = load(store, embedder, settings, "none", models_dir)
    assert (report.entity_vectors, report.entities_embedded) == ("none", 0)
    assert entity_dimensions(store) == {None}
    stats = graph_stats(store, settings)
    assert stats["vector_indexes_ready"] and stats["entity_vectors"]["mode"] == "none"
    search = EntitySearch.for_graph(store, embedder, models_dir)
    assert search.nearest("Orchard glass", 3)[0].properties["name"] == "Glass Orchard"


def test_switching_modes_reembeds_every_entity_of_the_graph(
    store: GraphStore, embedder: Embedder, settings: Settings, models_dir: Path, tmp_path: Path
) -> None:
    load(store, embedder, settings, "none", models_dir)
    more = tmp_path / "more.tsv"
    more.write_text("Blue Hour\tdirected_by\tMara Lindqvist\nBlue Hour\thas_genre\tDrama\n")
    # a second file, loaded with full vectors: the first file's entities get them too
    report = load(store, embedder, settings, "full", models_dir, more)
    assert report.entities_embedded == report.entities
    assert entity_dimensions(store) == {embedder.dimension}
    assert read_spec(store, embedder.model_name).mode == "full"
    # `auto` keeps the graph's kind on a later load
    again = load(store, embedder, settings, "auto", models_dir, more)
    assert again.entity_vectors == "full"
    assert again.entities_embedded < again.entities
    # and to none: every entity's vector goes, the first file's too
    cleared = load(store, embedder, settings, "none", models_dir, more)
    assert cleared.entity_vectors == "none" and entity_dimensions(store) == {None}


def test_an_exact_hits_neighbours_take_calibrated_static_distances(
    static_graph: tuple[GraphStore, Settings], embedder: Embedder, models_dir: Path
) -> None:
    store, _ = static_graph
    spec = read_spec(store, embedder.model_name)
    assert spec.scale > 0
    rows = store.run(
        "MATCH (e:Entity {name: 'Glass Orchard'}) RETURN e.embedding AS v", read_only=True
    )
    search = EntitySearch.for_graph(store, embedder, models_dir)
    hits = search.nearest("Glass Orchard", 3, rows[0]["v"])
    assert hits[0].properties["name"] == "Glass Orchard"
    assert hits[0].distance == pytest.approx(max(0.0, spec.offset), abs=1e-3)
    assert [h.distance for h in hits] == sorted(h.distance for h in hits)


def test_a_graph_loaded_before_specs_keeps_its_vectors_on_a_later_load(
    store: GraphStore, embedder: Embedder, settings: Settings, models_dir: Path, tmp_path: Path
) -> None:
    load(store, embedder, settings, "full", models_dir)
    store.run("MATCH (m:Meta {key: 'entity_vectors'}) DELETE m")  # as an older version left it
    assert read_spec(store, embedder.model_name).mode == "full"
    more = tmp_path / "more.tsv"
    more.write_text("Blue Hour\tdirected_by\tMara Lindqvist\n")
    report = load(store, embedder, settings, "auto", models_dir, more)
    assert (report.entity_vectors, report.entities_embedded) == ("full", 2)


def test_entity_vectors_of_an_unknown_kind_are_a_clear_error(
    store: GraphStore, embedder: Embedder, settings: Settings, models_dir: Path, tmp_path: Path
) -> None:
    """A graph whose entity vectors a later version made, of a kind this one does not know,
    is refused by name, at a load and at a question, not taken for a wrong option."""
    load(store, embedder, settings, "none", models_dir)
    store.run("MATCH (m:Meta {key: 'entity_vectors'}) SET m.mode = 'quantised'")
    more = tmp_path / "more.tsv"
    more.write_text("Blue Hour\tdirected_by\tMara Lindqvist\n")
    for attempt in (
        lambda: load(store, embedder, settings, "auto", models_dir, more),
        lambda: EntitySearch.for_graph(store, embedder, models_dir),
    ):
        with pytest.raises(ConfigError, match=r"entity vectors of a kind .*'quantised'"):
            attempt()
    replaced = load_file(
        store, embedder, more, LoadOptions(fmt="tsv", replace=True, entity_vectors="none"),
        settings.cache_dir, models_dir=models_dir,
    )  # fmt: skip
    assert replaced.entity_vectors == "none" and replaced.triples == 1


def test_a_load_with_static_vectors_needs_no_pytorch(
    static_graph: tuple[GraphStore, Settings], safe_home: Path, models_dir: Path, tmp_path: Path
) -> None:
    """Static entity vectors (the static model distilled already): the calibration's names
    and the schema side's texts run on the question runtime, so the load never imports
    PyTorch (it took 4.7 s of a MetaQA load), nor does a small file added under `auto`."""
    more = tmp_path / "more.tsv"
    more.write_text("Blue Hour\tdirected_by\tMara Lindqvist\n")
    script = (
        "import sys\nfrom pathlib import Path\n"
        "from app.config import Settings\nfrom app.kg.embeddings import Embedder\n"
        "from app.kg.store import open_store\nfrom loaders.pipeline import LoadOptions, load_file\n"
        f"s = Settings(db='embedded', graph='ev_no_torch', home=Path({str(safe_home)!r}))\n"
        "store = open_store(s)\n"
        "e = Embedder()\n"
        "def load(path, kind):\n"
        "    options = LoadOptions(fmt='tsv', entity_vectors=kind)\n"
        f"    return load_file(store, e, Path(path), options, s.cache_dir,"
        f" models_dir=Path({str(models_dir)!r}))\n"
        f"first = load({str(SAMPLES / 'movies.tsv')!r}, 'static')\n"
        # a small file under auto: the graph keeps its kind (static), no PyTorch either
        f"second = load({str(more)!r}, 'auto')\n"
        "store.drop_graph()\n"
        "print(first.entities_embedded, second.entity_vectors, 'torch' in sys.modules)"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, check=True
        )
    finally:
        left = open_store(Settings(db="embedded", graph="ev_no_torch", home=safe_home))
        left.drop_graph()  # where the child failed before dropping it
        left.close()
    assert done.stdout.split()[-3:] == ["52", "static", "False"]


def test_safe_eval_keeps_a_static_model_where_its_questions_read_it(
    embedder: Embedder, models_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`safe eval --kb … --home H` loads the KB with static vectors (here from the first
    entity) into H's models folder, where its questions then read them; nothing goes to the
    default home's (it did: every question then failed, the model not in H)."""
    monkeypatch.setattr(entity_vectors, "AUTO_STATIC_ENTITIES", 1)
    default_home = tmp_path / "default-home"
    monkeypatch.setenv("SAFE_HOME", str(default_home))
    home = Path(tempfile.mkdtemp(prefix="safe-ev-", dir="/tmp"))  # a short socket path
    (home / "models").symlink_to(models_dir)  # distilled once for the session
    questions = tmp_path / "questions.jsonl"
    asked = {"question": "who directed Glass Orchard?", "answers": ["Mara Lindqvist"]}
    questions.write_text(json.dumps(asked) + "\n", encoding="utf-8")
    graph = "ev_eval"
    arguments = [
        "--questions", str(questions), "--format", "jsonl", "--kb", str(SAMPLES / "movies.tsv"),
        "--kb-format", "tsv", "--kb-types", str(SAMPLES / "movies_types.tsv"),
        "--home", str(home), "--graph", graph, "--json",
    ]  # fmt: skip
    try:
        result = CliRunner().invoke(eval_command, arguments)
        assert result.exit_code == 0, result.output
        with open_store(Settings(db="embedded", graph=graph, home=home)) as store:
            spec = read_spec(store, embedder.model_name)
            assert spec is not None and spec.mode == "static"
    finally:
        with open_store(Settings(db="embedded", graph=graph, home=home)) as store:
            store.drop_graph()
        EmbeddedServer(home / "falkordb").stop()
        shutil.rmtree(home, ignore_errors=True)
    assert not (default_home / "models").exists()


def test_static_vectors_without_a_models_folder_are_refused_before_anything_is_written(
    store: GraphStore, settings: Settings, embedder: Embedder, tmp_path: Path
) -> None:
    """A library caller that gives `load_file` no models folder cannot have static vectors
    (they would land where its questions do not look): refused once the file is read,
    before the graph is touched (a Neo4j `--replace` load, with no staging copy, had
    dropped the graph by the time the vectors were planned)."""
    load(store, embedder, settings, "none", tmp_path)
    before = graph_stats(store, settings)["triples"]

    class Phases:
        def __init__(self) -> None:
            self.names: list[str] = []

        def phase(self, name: str, total: int | None) -> None:
            self.names.append(name)

        def advance(self, amount: int) -> None:
            pass

    phases = Phases()
    options = LoadOptions(fmt="tsv", entity_vectors="static", replace=True)
    with pytest.raises(ConfigError, match="models folder"):
        load_file(store, embedder, SAMPLES / "movies.tsv", options, tmp_path, phases)
    assert phases.names == ["reading"]
    assert graph_stats(store, settings)["triples"] == before
