"""The encoder planner on the sample KG: entity linking, ranked schema paths, joins, the
rules of the pseudo graph, and a trained path scorer changing the ranking."""

from __future__ import annotations

import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.config import Settings
from app.datasets.gold_paths import Example, metaqa_gold, pathquestion_gold, split_examples
from app.datasets.splits import split_test_indices
from app.errors import ConfigError, PlanError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder, normalised
from app.kg.entity_vectors import read_spec
from app.kg.names import name_key
from app.kg.schema_graph import type_profile
from app.kg.store import GraphStore, open_store
from app.kg.wording import is_inferred_type
from app.planners.encoder_planner import (
    EncoderPlanner,
    enumerate_paths,
    mask,
    mask_words,
    masked_apart,
    path_text,
)
from app.planners.entity_linking import EntityLinker
from app.planners.hop_order import (
    MAX_STEPS,
    SLOTS,
    question_tokens,
    signature_slots,
    step_positions,
)
from app.planners.path_scorer import (
    ANSWER_WEIGHTS,
    CosineScorer,
    TrainedScorer,
    catalog_fingerprint,
    general_fingerprint,
    load_path_scorer,
    order_term,
    read_scorer_file,
    scorer_file,
    scorer_kind,
)
from app.safe.query_compiler import path_exists_query
from app.training.path_scorer_training import (
    Prepared,
    _batch_scores,
    fit_scorer,
    prepare,
    train_path_scorer,
)
from loaders.pipeline import LoadOptions, load_file

from conftest import SAMPLES, make_catalog


@pytest.fixture(scope="module")
def movies(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[GraphStore, SchemaCatalog]]:
    """The sample KG, loaded once for this module, and its catalog."""
    settings = Settings(db="embedded", graph=f"p{uuid.uuid4().hex[:12]}", home=safe_home)
    store = open_store(settings)
    cache = tmp_path_factory.mktemp("cache")
    options = LoadOptions(fmt="tsv", types_file=SAMPLES / "movies_types.tsv")
    load_file(store, embedder, SAMPLES / "movies.tsv", options, cache)
    yield store, SchemaCatalog.load(store, cache)
    store.drop_graph()
    store.close()


@pytest.fixture
def linker(movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder) -> EntityLinker:
    return EntityLinker(movies[0], embedder)


@pytest.fixture
def planner(
    movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder, linker: EntityLinker
) -> EncoderPlanner:
    store, catalog = movies
    return EncoderPlanner(store, catalog, embedder, linker)


def test_name_key_normalises_case_underscores_and_spaces() -> None:
    assert name_key("  Glass_Orchard \t Road ") == "glass orchard road"
    assert name_key("ÉCOLE") == "école"


def test_links_a_lower_case_mention(linker: EntityLinker) -> None:
    mentions = linker.link("who directed glass orchard?")
    assert [m.text for m in mentions] == ["glass orchard"]
    best = mentions[0].candidates[0]
    assert (best.id, best.types, best.distance) == ("Glass Orchard", ("movie",), 0.0)
    assert mentions[0].span == (13, 26)


def test_links_two_entities_longest_span_first(linker: EntityLinker) -> None:
    mentions = linker.link("Which movie by Henri Duval stars Lucia Mendez?")
    assert [m.candidates[0].id for m in mentions] == ["Lucia Mendez", "Henri Duval"]
    assert all(m.score == 1.0 for m in mentions)


def test_brackets_and_underscores_mark_mentions(linker: EntityLinker) -> None:
    bracketed = linker.link("what films did [Night Train to Vigo]'s director make in 2011")
    assert [m.text for m in bracketed] == ["Night Train to Vigo"]  # brackets only
    joined = linker.link("who was born in the_quiet_harbor 's city ?")
    assert joined[0].candidates[0].id == "The Quiet Harbor"
    possessive = linker.link("Who starred in The Clockmaker's Son's sequel?")
    assert possessive[0].candidates[0].id == "The Clockmaker's Son"
    detached = linker.link("what is Glass Orchard 's language ?")
    assert [(m.text, m.span) for m in detached] == [("Glass Orchard", (8, 21))]


def test_a_unit_written_against_a_number_is_not_its_name(linker: EntityLinker) -> None:
    percent = linker.link("which films scored 2011% ?")
    assert [(m.text, m.candidates[0].id) for m in percent] == [("2011", "2011")]
    price = linker.link("which film cost $2015 ?")
    assert [(m.text, m.span) for m in price] == [("2015", (17, 21))]


def test_fuzzy_linking_when_nothing_matches_exactly(linker: EntityLinker) -> None:
    mentions = linker.link("who directed the glass orchardz?")  # a typo
    assert mentions and mentions[0].candidates[0].id == "Glass Orchard"
    assert 0.0 < mentions[0].candidates[0].distance <= linker.fuzzy_max_distance
    plural = linker.link("who directed the glass orchards?")  # the name in the plural
    assert [(m.text, m.plural, m.candidates[0].distance) for m in plural] == [
        ("glass orchards", True, 0.0)
    ]


def test_paths_walk_schema_edges_both_ways(planner: EncoderPlanner) -> None:
    paths = enumerate_paths(planner.catalog, "person", 2)
    hops = {p.hops for p in paths}
    assert (("directed_by", False),) in hops
    assert (("born_in", True), ("located_in", True)) in hops
    assert (("directed_by", False), ("directed_by", True)) in hops
    assert all(len(p.types) == len(p.steps) + 1 for p in paths)
    first = next(p for p in paths if p.hops == (("directed_by", False),))
    assert first.types == ("person", "movie") and "inverse" in first.text


def test_a_path_knows_the_well_supported_kinds_its_answers_are(embedder: Embedder) -> None:
    schema = [
        ("researcher", "works_at", "institute"),
        ("researcher", "works_at", "located_source"),  # institutes and parks share a role
        ("researcher", "works_at", "typo"),  # a typing accident
    ]
    catalog = make_catalog(embedder, schema, {0: 10, 1: 10, 2: 1})
    (path,) = enumerate_paths(catalog, "researcher", 1)
    assert path.ends == {"institute", "located_source", "typo"}
    assert path.kinds == {"institute", "located_source"}
    assert path.types[-1] in path.kinds


def test_grounded_paths_are_the_walks_the_anchor_really_starts(
    planner: EncoderPlanner, linker: EntityLinker
) -> None:
    mention = linker.link("which films did jonah pike act in?")[0]
    grounded_paths = planner.grounded_paths(mention, "person")
    assert grounded_paths is not None
    grounded = {p.hops for p in grounded_paths.paths}
    schema = {p.hops for p in enumerate_paths(planner.catalog, "person", 3)}
    assert (("starred_actors", False),) in grounded
    # persons direct films, but Jonah Pike never did
    assert (("directed_by", False),) in schema and (("directed_by", False),) not in grounded
    assert (("starred_actors", False), ("directed_by", True), ("born_in", True)) in grounded
    assert grounded < schema


def test_ungrounded_planner_offers_every_schema_path(
    movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder, linker: EntityLinker
) -> None:
    store, catalog = movies
    planner = EncoderPlanner(store, catalog, embedder, linker, grounded=False)
    mention = linker.link("which films did jonah pike act in?")[0]
    (anchor,) = planner.anchor_candidates("which films did jonah pike act in?", [mention])
    assert (("directed_by", False),) in {p.hops for p in anchor.paths.paths}


def test_mask_replaces_the_mention_and_its_brackets() -> None:
    assert mask("who directed [Glass Orchard]?", (14, 27), "movie") == "who directed movie?"


def test_masked_apart_masks_the_other_mentions_and_finds_the_anchor() -> None:
    question = "which [Museum X] work by Ann Lee is held in Oslo ?"

    def span(name: str) -> tuple[int, int]:
        return question.index(name), question.index(name) + len(name)

    others = [span("Museum X"), span("Oslo")]
    masked, where = masked_apart(question, span("Ann Lee"), "person", others, "entity")
    assert masked == "which entity work by person is held in entity ?"
    assert masked[where[0] : where[1]] == "person"


def test_the_other_mention_is_masked_unless_its_words_are_the_schemas(
    planner: EncoderPlanner, linker: EntityLinker
) -> None:
    question = "Which movie directed by Pablo Serrat starred Lucia Mendez?"
    mentions = linker.link(question)
    anchors = planner.anchor_candidates(question, mentions)
    serrat = next(a for a in anchors if a.mention.text == "Pablo Serrat")
    assert "Lucia Mendez" not in serrat.masked and "Pablo Serrat" not in serrat.masked
    assert serrat.masked.endswith("starred entity?")
    named = mentions[0]
    language = type(named)(named.text, (8, 16), named.candidates, named.score)
    assert not planner.names_apart("born in language of X", language)  # the schema's words
    assert planner.names_apart(question, named)


def test_made_up_type_names_stay_out_of_path_texts_and_masks() -> None:
    assert is_inferred_type("spouse source") and is_inferred_type("film target 2")
    assert not is_inferred_type("person") and not is_inferred_type("music.recording")
    hops = (("spouse", True), ("nationality", True))
    text = path_text(("gender source", "gender source", "nationality target"), hops)
    assert text == "spouse nationality"
    assert path_text(("movie", "person"), (("directed_by", False),)) == (
        "movie inverse of directed by person"
    )
    music = (("__music__recording__tracks", True), ("__music__release_track__recording", True))
    assert path_text(("music.recording", "music.release_track", "music.recording"), music) == (
        "music recording tracks music release track recording"
    )
    assert mask_words("gender source") == "entity" and mask_words("film.film") == "film film"


def test_top_plan_for_a_one_hop_question(planner: EncoderPlanner) -> None:
    graphs = planner.plan("Who directed Glass Orchard?")
    top = graphs[0]
    assert top.nodes == {"Glass Orchard": "movie", "unk1": "person"}
    assert top.edges == [("Glass Orchard", "directed_by", "unk1")]
    assert top.answer == "unk1"
    assert 1 < len(graphs) <= planner.hypotheses
    assert all(g.validate_rules() == [] for g in graphs)


def test_top_plan_for_a_two_hop_question(planner: EncoderPlanner) -> None:
    top = planner.rank("Where was the director of Glass Orchard born?")[0]
    assert top.graph.nodes["unk2"] == "city" and top.graph.answer == "unk2"
    assert top.paths[0].hops == (("directed_by", True), ("born_in", True))
    assert top.graph.edges == [
        ("Glass Orchard", "directed_by", "unk1"),
        ("unk1", "born_in", "unk2"),
    ]
    assert top.graph.validate_rules() == []


def test_a_three_hop_question_takes_the_steps_its_words_say(planner: EncoderPlanner) -> None:
    # the sentence embedding alone rates "directed by" as near the whole question as the
    # three steps; the words "director", "directed", "acted", outward from the mention, say
    # each step and their order
    top = planner.rank("Who acted in the films directed by the director of Glass Orchard?")[0]
    assert top.paths[0].hops == (
        ("directed_by", True),
        ("directed_by", False),
        ("starred_actors", True),
    )


def test_backward_steps_are_emitted_in_stored_direction(planner: EncoderPlanner) -> None:
    top = planner.plan("Which movies did Aiko Tanabe direct?")[0]
    assert top.nodes == {"Aiko Tanabe": "person", "unk1": "movie"}
    assert top.edges == [("unk1", "directed_by", "Aiko Tanabe")]


def test_two_anchors_join_at_the_answer(planner: EncoderPlanner) -> None:
    ranked = planner.rank("Which movie directed by Pablo Serrat starred Lucia Mendez?")
    join = ranked[0]
    assert len(join.anchors) == 2
    assert join.graph.answer == "unk1" and join.graph.nodes["unk1"] == "movie"
    assert sorted(join.graph.edges) == [
        ("unk1", "directed_by", "Pablo Serrat"),
        ("unk1", "starred_actors", "Lucia Mendez"),
    ]
    assert join.graph.validate_rules() == []


def test_no_entity_is_a_plan_error(planner: EncoderPlanner) -> None:
    with pytest.raises(PlanError, match="no known entity"):
        planner.plan("what is the meaning of life?")


def test_gold_paths_of_the_benchmarks() -> None:
    assert metaqa_gold("movie_to_director_to_movie_to_language") == (
        ("directed_by", True),
        ("directed_by", False),
        ("in_language", True),
    )
    assert metaqa_gold("tag_to_movie") == (("has_tags", False),)
    assert pathquestion_gold("a#spouse#b#nationality#c#<end>#c") == (
        ("spouse", True),
        ("nationality", True),
    )
    examples = [Example(str(i), ()) for i in range(100)]
    metaqa = split_examples(examples, "metaqa", 7)
    assert [len(v) for v in metaqa.values()] == [80, 10, 10]
    assert not {e.question for e in metaqa["train"]} & {e.question for e in metaqa["test"]}
    pq = split_examples(examples, "pathquestion", 7)
    assert {k: len(v) for k, v in pq.items()} == {"train": 80, "dev": 10, "test": 10}
    assert split_examples(examples, "pathquestion", 7) == pq
    # the test part is the one `safe eval --split test` scores: training never sees it
    assert [e.question for e in pq["test"]] == [str(i) for i in split_test_indices(100, 7)]


def _movies(store: GraphStore) -> list[str]:
    rows = store.run(
        "MATCH (e:Entity) WHERE 'movie' IN e.types RETURN e.name AS name ORDER BY name",
        read_only=True,
    )
    return [row["name"] for row in rows]


def test_trained_scorer_learns_an_unseen_phrase(
    planner: EncoderPlanner, movies: tuple[GraphStore, SchemaCatalog], tmp_path: Path
) -> None:
    # made-up words the encoder cannot relate to a relation: only training can
    phrases = {
        "florp": (("written_by", True),),
        "quazzle": (("in_language", True),),
        "snib": (("written_by", True), ("born_in", True)),
    }
    names = [n for n in _movies(movies[0]) if n != "Glass Orchard"]
    examples = [(f"what is the {word} of {name}?", gold) for word, gold in phrases.items()
                for name in names]  # fmt: skip
    question = "what is the florp of Glass Orchard?"
    untrained = planner.rank(question)[0]
    assert untrained.paths[0].hops != phrases["florp"]

    # a softmax over a sample of each question's candidates, as on large schemas
    scorer = train_path_scorer(examples, planner, epochs=40, seed=1, candidates=8, hard_negatives=3)
    assert scorer.meta["examples"] == len(examples) and scorer.meta["skipped"] == 0
    assert scorer.meta["losses"][-1] < scorer.meta["losses"][0] / 2
    planner.scorer = scorer
    for word, gold in phrases.items():
        assert planner.rank(f"what is the {word} of Glass Orchard?")[0].paths[0].hops == gold

    catalog = movies[1]
    fingerprint = catalog_fingerprint(catalog, planner.embedder.model_name)
    assert scorer.fingerprint == fingerprint
    scorer.save(scorer_file(tmp_path, fingerprint))
    loaded = load_path_scorer(tmp_path, catalog, planner.embedder.model_name)
    assert isinstance(loaded, TrainedScorer)
    vectors = np.random.default_rng(0).normal(size=(5, 384)).astype(np.float32)
    assert np.allclose(loaded.score(vectors[0], vectors), scorer.score(vectors[0], vectors))
    assert load_path_scorer(tmp_path, catalog, "another-model") is None


def _random_scorer(rng: np.random.Generator, fingerprint: str, **meta: object) -> TrainedScorer:
    """A trained scorer of random weights over 384-d vectors (small hidden layers)."""
    d, h, m = 384, 8, 5

    def weights(*shape: int) -> np.ndarray:
        return rng.normal(size=shape).astype(np.float32)

    return TrainedScorer(
        fingerprint=fingerprint, project_q=weights(d, h), project_p=weights(d, h),
        hidden_w=weights(4 * h, m), hidden_b=weights(m), out_w=weights(m), cosine_weight=0.7,
        order_w=weights(SLOTS + 1), meta=dict(meta),
    )  # fmt: skip


def test_a_trained_scorer_scores_as_training_does() -> None:
    """A question scores paths in numpy with the formula training optimises in PyTorch;
    padding slots of the order signature count nothing, in both."""
    import torch

    rng = np.random.default_rng(3)
    scorer = _random_scorer(rng, "f")
    n = 7
    question = rng.normal(size=384).astype(np.float32)
    paths = rng.normal(size=(n, 384)).astype(np.float32)
    slots = rng.integers(0, SLOTS, size=(n, MAX_STEPS))
    slots[0, 1:] = SLOTS  # one step, then padding
    slots[1, :] = SLOTS  # no signature at all
    order = np.where(slots < SLOTS, scorer.order_w[slots], 0.0).sum(-1)
    assert order[1] == 0.0 and order[0] == scorer.order_w[slots[0, 0]]
    tensors = {name: torch.from_numpy(getattr(scorer, name)) for name in
               ("project_q", "project_p", "hidden_w", "hidden_b", "out_w", "order_w")}  # fmt: skip
    tensors["cosine_weight"] = torch.tensor(scorer.cosine_weight)
    trained = _batch_scores(
        tensors,
        torch.from_numpy(normalised(question))[None],
        torch.from_numpy(normalised(paths)),
        torch.arange(n)[None],
    )[0].numpy()
    training_order = order_term(tensors["order_w"], torch.from_numpy(slots)).numpy()
    assert np.abs(training_order - order).max() < 1e-5
    scores = scorer.score(question, paths, slots)
    assert scores.dtype == np.float32
    assert np.abs(scores - (trained + order)).max() < 1e-4


def test_a_question_on_a_trained_scorer_never_imports_pytorch(
    movies: tuple[GraphStore, SchemaCatalog], safe_home: Path, tmp_path: Path
) -> None:
    """`build_qa` with a trained scorer answers a question without importing PyTorch (its
    import was 2-3 s of every such `safe ask`)."""
    scorer_path = tmp_path / "scorer.npz"
    model = Embedder().model_name
    _random_scorer(np.random.default_rng(5), general_fingerprint(model), general=True).save(
        scorer_path
    )
    script = (
        "import sys\nfrom pathlib import Path\nfrom app.config import Settings\n"
        "from app.kg.store import open_store\nfrom app.qa import QAOptions, build_qa\n"
        f"settings = Settings(db='embedded', graph={movies[0].graph!r}, "
        f"home=Path({str(safe_home)!r}))\n"
        "store = open_store(settings)\n"
        "qa = build_qa(store, settings, QAOptions(), None, planner='encoder', "
        f"scorer_file=Path({str(scorer_path)!r}))\n"
        "result = qa.ask('who directed Glass Orchard ?')\n"
        "print(type(qa.planner.scorer).__name__, bool(result.pseudo_graph), "
        "'torch' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-3:] == ["TrainedScorer", "True", "False"]


def test_a_general_scorer_pools_prepared_sets_and_serves_graphs_without_their_own(
    planner: EncoderPlanner, movies: tuple[GraphStore, SchemaCatalog], tmp_path: Path
) -> None:
    names = [n for n in _movies(movies[0]) if n != "Glass Orchard"]
    first = prepare(planner, [Example(f"what is the florp of {n}?", (("written_by", True),))
                              for n in names])  # fmt: skip
    second = prepare(planner, [Example(f"what is the quazzle of {n}?", (("in_language", True),))
                               for n in names])  # fmt: skip
    pooled = Prepared.merged([first, second])
    assert len(pooled.counts) == len(first.counts) + len(second.counts)
    # the second set's candidates point at its own path vectors, after the first's
    k, before = len(first.counts), len(first.rows)
    assert pooled.offsets[k] == before and len(pooled.paths) == len(first.paths) * 2
    assert np.array_equal(pooled.rows[before:], second.rows + len(first.paths))
    assert np.allclose(pooled.paths[pooled.rows[before:]], second.paths[second.rows])
    model = planner.embedder.model_name
    scorer = fit_scorer(pooled, general_fingerprint(model), 40, 1, candidates=8, hard_negatives=3)
    scorer.meta["general"] = True
    # a generic one learns only the cosine's scale and the answer type's weight
    generic = fit_scorer(pooled, general_fingerprint(model), 1, 1, candidates=8, generic=True)
    assert not generic.out_w.any() and not generic.order_w.any()
    assert generic.cosine_weight != 1.0 and generic.answer_w[0] != ANSWER_WEIGHTS[0]
    assert list(generic.answer_w[1:]) == [0.0, 0.0] and generic.meta["generic"]
    general = tmp_path / "general.npz"
    scorer.save(general)

    catalog = movies[1]
    loaded = read_scorer_file(general, catalog, model)
    assert scorer_kind(loaded) == "general" and scorer_kind(CosineScorer()) == "untrained"
    planner.scorer = loaded
    assert planner.rank("what is the quazzle of Glass Orchard?")[0].paths[0].hops == (
        ("in_language", True),
    )
    with pytest.raises(ConfigError, match=r"general\.npz: a scorer of another graph"):
        read_scorer_file(general, catalog, "another-model")
    (tmp_path / "junk.npz").write_text("not numpy")
    with pytest.raises(ConfigError, match=r"junk\.npz: not a path scorer file"):
        read_scorer_file(tmp_path / "junk.npz", catalog, model)


def test_type_profiles_are_stored_with_the_schema_graph(
    movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder
) -> None:
    store, catalog = movies
    spec = read_spec(store, embedder.model_name)
    assert set(catalog.type_profiles) == set(catalog.types)
    for type_, stored in catalog.type_profiles.items():
        name_vector = catalog.type_vectors[catalog.type_row[type_]]
        # what a graph built before stored profiles computes on first use
        assert np.allclose(
            stored, type_profile(store, embedder, spec, type_, name_vector), atol=1e-3
        ), type_
        assert np.linalg.norm(stored) == pytest.approx(1.0, abs=1e-3)
    person, movie = (catalog.type_profiles[t] for t in ("person", "movie"))
    assert not np.allclose(person, movie, atol=0.05)


def test_cosine_scorer_ranks_by_angle() -> None:
    paths = np.array([[1.0, 0.0], [0.0, 3.0], [2.0, 2.0]], dtype=np.float32)
    scores = CosineScorer().score(np.array([0.0, 1.0], dtype=np.float32), paths)
    assert list(np.argsort(-scores)) == [1, 2, 0]
    assert scores[1] == pytest.approx(1.0)


def test_order_signature_tells_step_orders_apart(embedder: Embedder) -> None:
    masked = "what is the release of tracks of music recording 's recording ?"
    start = masked.index("music recording")
    tokens = question_tokens(embedder, masked, (start, start + len("music recording")))
    assert tokens.positions.min() < 0 < tokens.positions.max()
    positions = step_positions(tokens, embedder.encode(["recording", "tracks", "release"]))
    assert positions[0] > 0 > positions[1] > positions[2]  # after the mention; before, nearer
    said = signature_slots(np.array([[0, 1, 2]]), np.array([3]), positions)
    swapped = signature_slots(np.array([[1, 0, 2]]), np.array([3]), positions)
    assert said.tolist() != swapped.tolist()
    short = signature_slots(np.array([[0, 0, 0]]), np.array([1]), positions)
    assert short[0, 0] < SLOTS and short[0, 1:].tolist() == [SLOTS, SLOTS]


def test_path_exists_query_follows_stored_directions_and_the_matching_rule(
    movies: tuple[GraphStore, SchemaCatalog],
) -> None:
    store = movies[0]

    def exists(*hops: tuple[str, bool]) -> bool:
        return bool(store.run(path_exists_query(hops), {"ids": ["Jonah Pike"]}, read_only=True))

    assert exists(("starred_actors", False), ("directed_by", True), ("born_in", True))
    assert not exists(("directed_by", False))  # Jonah Pike directed nothing
    assert not exists(("starred_actors", True))  # stored movie -> actor
    # only Jonah Pike was born in Leeds: back to him is over the very fact walked before
    assert not exists(("born_in", True), ("born_in", False))
    assert exists(("starred_actors", False), ("starred_actors", True))  # co-stars


def test_paths_the_anchor_starts_are_ranked_before_those_it_does_not(
    movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder, linker: EntityLinker
) -> None:
    store, catalog = movies
    question = "which country was jonah pike's director born in?"
    checked = EncoderPlanner(store, catalog, embedder, linker, hypotheses=10, verify=50)
    ranked = checked.rank(question)
    exists = [
        bool(store.run(path_exists_query(h.paths[0].hops), {"ids": ["Jonah Pike"]})) for h in ranked
    ]
    assert exists[0] and exists == sorted(exists, reverse=True)


def test_a_checked_path_takes_the_types_its_entities_really_have(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    # schools mostly lie in towns, but Oxbridge lies in a region: a longest path's last
    # step is typed from the schema (town) until a real walk shows the region
    kb = tmp_path / "kb.tsv"
    kb.write_text(
        "Acme\tfounded_by\tAna\nAna\tstudied_at\tOxbridge\nOxbridge\tlocated_in\tWessex\n"
        "Northfield\tlocated_in\tTown One\nNorthfield\tlocated_in\tTown Two\n"
        "Northfield\tlocated_in\tTown Three\n",
        encoding="utf-8",
    )
    types = tmp_path / "types.tsv"
    types.write_text(
        "Acme\tcompany\nAna\tperson\nOxbridge\tschool\nNorthfield\tschool\nWessex\tregion\n"
        "Town One\ttown\nTown Two\ttown\nTown Three\ttown\n",
        encoding="utf-8",
    )
    settings = Settings(db="embedded", graph=f"p{uuid.uuid4().hex[:12]}", home=safe_home)
    store = open_store(settings)
    try:
        load_file(store, embedder, kb, LoadOptions(fmt="tsv", types_file=types), tmp_path)
        catalog = SchemaCatalog.load(store, tmp_path)
        linker = EntityLinker(store, embedder)
        question = "where is the school of the founder of Acme?"
        hops = (("founded_by", True), ("studied_at", True), ("located_in", True))

        def typed(planner: EncoderPlanner) -> tuple[str, ...]:
            ranked = planner.rank(question)
            return next(h.paths[0].types for h in ranked if h.paths[0].hops == hops)

        unchecked = EncoderPlanner(store, catalog, embedder, linker, hypotheses=20, verify=0)
        checked = EncoderPlanner(store, catalog, embedder, linker, hypotheses=20, verify=20)
        assert typed(unchecked)[-1] == "town"
        assert typed(checked) == ("company", "person", "school", "region")
    finally:
        store.drop_graph()
        store.close()


def test_a_shortlist_scores_few_path_texts_and_keeps_the_readings(
    movies: tuple[GraphStore, SchemaCatalog], embedder: Embedder, linker: EntityLinker
) -> None:
    store, catalog = movies
    whole = EncoderPlanner(store, catalog, embedder, linker, shortlist=None, grounded=False)
    short = EncoderPlanner(
        store, catalog, embedder, linker, shortlist=4, shortlist_from=8, grounded=False
    )
    question = "Who acted in the films directed by the director of Glass Orchard?"
    (anchor,) = short.anchor_candidates(question, short.mentions(question))
    paths = anchor.paths
    assert len(paths.paths) > 4 and not paths.encoded.any()  # proxies until scored
    assert paths.proxies.shape == (len(paths.paths), embedder.dimension)
    scores = short.score_paths(anchor)
    assert int(paths.encoded.sum()) == 4 and np.isfinite(scores).sum() == 4
    assert np.isneginf(scores[~paths.encoded]).all()
    best_whole, best_short = whole.rank(question)[0], short.rank(question)[0]
    assert best_short.paths[0].hops == best_whole.paths[0].hops
    assert best_short.score == pytest.approx(best_whole.score, abs=1e-5)
    assert not paths.complete
