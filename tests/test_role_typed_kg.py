"""A graph whose entities have several types each, its relations named in YAGO's camelCase
(`wasBornIn`): a pseudo edge naming a relation is that relation; two mentions meet on a
person whatever type each walk reaches them under (politicians are members of parties,
natives are born in cities, and many people are both); a reading is ranked once however
many types its mention has; a relation named as a verb and its particle (`reportsTo`,
`isLocatedIn`) is walked the way the question says it; "when" asks for a year. And a
mention is masked by nothing where the generic mask's word is a relation's."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.store import GraphStore, open_store
from app.planners.encoder_planner import GENERIC_MASK, EncoderPlanner
from app.planners.entity_linking import EntityLinker
from app.qa import QAOptions, build_qa
from app.query_graph import PseudoQueryGraph
from loaders.pipeline import LoadOptions, load_file

from conftest import write_triples

PEOPLE = [  # name, party (or None), birthplace (or None), birth year, alma mater
    ("Ada Brennan", "Green Dawn", "Oskby", "1961", "Tarvel University"),
    ("Bo Castell", "Green Dawn", "Varna Vale", "1970", "Lisme Polytechnic"),
    ("Cy Drummond", "Old Right", "Oskby", "1955", "Tarvel University"),
    ("Dee Falk", "Old Right", "Varna Vale", "1982", "Lisme Polytechnic"),
    ("Eli Grant", None, "Oskby", "1990", "Tarvel University"),
    ("Fay Holm", None, "Varna Vale", "1949", "Lisme Polytechnic"),
    ("Gus Ibsen", None, "Oskby", "1966", "Lisme Polytechnic"),
    ("Hal Jorund", "Green Dawn", None, "1977", "Tarvel University"),
    ("Ivy Kessel", "Old Right", None, "1958", "Tarvel University"),
    ("Jo Lund", "Green Dawn", None, "1963", "Lisme Polytechnic"),
]


def _load(
    folder: Path,
    home: Path,
    embedder: Embedder,
    rows: list[tuple[str, str, str]],
    types: list[tuple[str, str]] | None = None,
) -> tuple[Settings, GraphStore]:
    kb = write_triples(folder / "kg.tsv", rows)
    types_file = folder / "types.tsv" if types else None
    if types_file is not None:
        types_file.write_text("".join(f"{e}\t{t}\n" for e, t in types or ()), "utf-8")
    options = LoadOptions(fmt="tsv", types_file=types_file)
    settings = Settings(db="embedded", graph=f"r{uuid.uuid4().hex[:12]}", home=home)
    store = open_store(settings)
    load_file(store, embedder, kb, options, settings.cache_dir)
    return settings, store


@pytest.fixture(scope="module")
def loaded(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Settings, GraphStore]]:
    rows, types = [], []
    for name, party, place, year, school in PEOPLE:
        if party:
            rows.append((name, "isAffiliatedTo", party))
            types.append((name, "politician"))
        if place:
            rows.append((name, "wasBornIn", place))
            types.append((name, "native"))
        rows += [(name, "wasBornOnDate", year), (name, "graduatedFrom", school)]
    rows += [("Tarvel University", "wasFoundedOnDate", "1961")]
    rows += [("Cy Drummond", "hasChild", "Ada Brennan"), ("Ada Brennan", "hasChild", "Eli Grant")]
    rows += [("Fay Holm", "reportsTo", "Ada Brennan"), ("Ada Brennan", "reportsTo", "Gus Ibsen")]
    rows += [("Oskby", "isLocatedIn", "Varna Vale"), ("Varna Vale", "isLocatedIn", "Norland")]
    types += [(p, "party") for p in ("Green Dawn", "Old Right")]
    types += [(c, "city") for c in ("Oskby", "Varna Vale")]
    types += [(u, "university") for u in ("Tarvel University", "Lisme Polytechnic")]
    types += [(y, "year") for *_, y, _ in PEOPLE] + [("1961", "year")]
    folder = tmp_path_factory.mktemp("yago")
    settings, store = _load(folder, safe_home, embedder, rows, types)
    yield settings, store
    store.drop_graph()
    store.close()


@pytest.fixture(scope="module")
def planner(loaded: tuple[Settings, GraphStore], embedder: Embedder) -> EncoderPlanner:
    settings, store = loaded
    catalog = SchemaCatalog.load(store, settings.cache_dir)
    return EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))


def test_a_pseudo_edge_naming_a_relation_is_that_relation(
    loaded: tuple[Settings, GraphStore], embedder: Embedder
) -> None:
    settings, store = loaded
    qa = build_qa(store, settings, QAOptions(), None, planner="none", embedder=embedder)
    catalog = qa.catalog
    known = catalog.known_vectors()
    row = catalog.relation_row["wasBornOnDate"]
    assert np.array_equal(known["wasBornOnDate"], catalog.relation_vectors[row])
    assert catalog.relation_distances(known["wasBornOnDate"])["wasBornOnDate"] < 1e-6
    graph = PseudoQueryGraph(
        nodes={"Fay Holm": "native", "unk1": "year"},
        edges=[("Fay Holm", "wasBornOnDate", "unk1")],
        answer="unk1",
    )
    assert qa.ask("when was Fay Holm born ?", graph=graph).answers[:1] == ["1949"]


@pytest.mark.parametrize(
    ("edge", "answers"),
    [
        (("Ada Brennan", "hasChild", "unk1"), ["Eli Grant"]),
        (("unk1", "hasChild", "Ada Brennan"), ["Cy Drummond"]),
    ],
)
def test_a_pseudo_edge_is_matched_in_the_direction_it_is_written_first(
    loaded: tuple[Settings, GraphStore],
    embedder: Embedder,
    edge: tuple[str, str, str],
    answers: list[str],
) -> None:
    settings, store = loaded
    qa = build_qa(store, settings, QAOptions(), None, planner="none", embedder=embedder)
    graph = PseudoQueryGraph(
        nodes={"Ada Brennan": "native", "unk1": "native"}, edges=[edge], answer="unk1"
    )
    result = qa.ask("who are Ada Brennan's children ?", graph=graph)
    assert result.answers == answers  # the other way round scores `reverse_cost` more
    other = next(e for e in result.evidence if e.answer not in answers and len(e.triples) == 1)
    gap = other.score - result.evidence[0].score
    assert gap == pytest.approx(QAOptions().reverse_cost)


def test_two_mentions_meet_on_a_person_typed_by_other_relations(planner: EncoderPlanner) -> None:
    best = planner.rank("who in Green Dawn was born in Varna Vale ?")[0]
    assert {m.text for m in best.anchors} == {"Green Dawn", "Varna Vale"}
    assert sorted(p.hops for p in best.paths) == [
        (("isAffiliatedTo", False),),
        (("wasBornIn", False),),
    ]
    assert best.paths[0].types[-1] == best.paths[1].types[-1]  # one answer variable's type
    ends = [p.ends for p in best.paths]
    assert "politician" in ends[0] | ends[1] and "native" in ends[0] & ends[1]
    answer = best.graph.answer
    assert {s for s, _, t in best.graph.edges if t != answer} == {answer}


@pytest.mark.parametrize(
    ("question", "relation", "forward"),
    [
        ("who reports to Ada Brennan ?", "reportsTo", False),
        ("who does Ada Brennan report to ?", "reportsTo", True),
        ("who are the direct reports of Ada Brennan ?", "reportsTo", False),  # a phrase
        # no word says it: the particle next to the mention does
        ("which places are in Varna Vale ?", "isLocatedIn", False),
        ("which place is Varna Vale in ?", "isLocatedIn", True),
    ],
)
def test_a_verb_said_before_the_mention_walks_its_relation_backwards(
    planner: EncoderPlanner, question: str, relation: str, forward: bool
) -> None:
    mentions = planner.mentions(question)
    both = {((relation, True),), ((relation, False),)}
    anchor = next(
        a
        for a in planner.anchor_candidates(question, mentions, planner.focus(question, mentions))
        if both <= {path.hops for path in a.paths.paths}
    )
    hops = [path.hops for path in anchor.paths.paths]
    right, wrong = (hops.index(((relation, way),)) for way in (forward, not forward))
    flags = planner.walked_the_wrong_way(anchor)
    assert (flags[right], flags[wrong]) == (0.0, 1.0)
    scores = planner.score_paths(anchor)
    assert scores[right] > scores[wrong]  # "inverse of" alone cost the backward reading


def test_when_asks_for_a_time_where_the_graph_holds_times(planner: EncoderPlanner) -> None:
    """ "when": a type of years fits, a type of words (where it stands, who studied there)
    does not; the university's founding year is the reading."""
    question = "when was Tarvel University founded ?"
    mentions = planner.mentions(question)
    anchor = planner.anchor_candidates(question, mentions, planner.focus(question, mentions))[0]
    ends = [path.types[-1] for path in anchor.paths.paths]
    fits = planner.answer_features(anchor, untrained=True)[:, 0]
    timed = [end in planner.answer_types.number_types for end in ends]
    assert any(timed) and not all(timed)
    assert fits[np.logical_not(timed)].max() < fits[np.asarray(timed)].min() - 0.5
    assert planner.rank(question)[0].paths[0].hops == (("wasFoundedOnDate", True),)


def test_each_reading_is_ranked_once(planner: EncoderPlanner) -> None:
    ranked = planner.rank("which party is Ada Brennan a member of ?")
    readings = [
        tuple((m.text, p.hops) for m, p in zip(h.anchors, h.paths, strict=True)) for h in ranked
    ]
    assert len(ranked) == planner.hypotheses
    assert len(set(readings)) == len(readings)


def test_a_mention_is_masked_by_nothing_where_a_relation_says_the_mask(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> None:
    rows = [
        ("University of Oskby", "located in the administrative territorial entity", "Oskby"),
        ("Ada Brennan", "educated at", "University of Oskby"),
        ("Bo Castell", "educated at", "University of Oskby"),
    ]
    settings, store = _load(tmp_path_factory.mktemp("wikidata"), safe_home, embedder, rows)
    try:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        wikidata = EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))
        assert wikidata.generic_mask == ""
        known = catalog.known_vectors()  # a type named as stored reads as its own vector
        for type_ in catalog.types:
            assert catalog.type_distances_to(known[type_])[type_] < 1e-6
        assert any(catalog.type_label(t) != t for t in catalog.types)  # "educated at"
        question = "where did Ada Brennan study ?"
        for anchor in wikidata.anchor_candidates(question, wikidata.mentions(question)):
            assert GENERIC_MASK not in anchor.masked.split()
            assert "Ada Brennan" not in anchor.masked
    finally:
        store.drop_graph()
        store.close()


def test_the_generic_mask_stays_where_no_relation_says_it(planner: EncoderPlanner) -> None:
    assert planner.generic_mask == GENERIC_MASK
