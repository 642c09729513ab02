"""A KG with no training questions, asked on day one: what a question asks for, relations
stored twice (`r` / `r_inverse`) walked as one, and training from a user's own question and
answer pairs (weak labels). The KG is a small football league of our own with no types
file (`tests/fixtures/football_twins.tsv`)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from app.cli.main import main
from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.store import GraphStore
from app.planners.answer_type import (
    NOUN_FIT_MIN,
    VALUE_FIT,
    AnswerFocus,
    agent_types,
    answer_focus,
    value_relations,
)
from app.planners.encoder_planner import (
    NAMED_FIT_MIN,
    NAMED_MARGIN,
    NAMED_SLOPE,
    WHO_NUMBER_FIT,
    EncoderPlanner,
    named_kind_fits,
    subject_noun,
)
from app.planners.entity_linking import EntityLinker
from app.planners.path_scorer import TrainedScorer
from app.training.path_scorer_training import train_command
from app.training.weak_labels import weak_examples

from conftest import FIXTURES, load_sample, tsv_graph

KG = FIXTURES / "football_twins.tsv"


def _facts(relation: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for line in KG.read_text(encoding="utf-8").splitlines():
        head, rel, tail = line.split("\t")
        if rel == relation:
            found.setdefault(head, set()).add(tail)
    return found


@pytest.fixture(scope="module")
def football(
    safe_home: Path, embedder: Embedder, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Settings, GraphStore, SchemaCatalog]]:
    """The football KG loaded once for this module (tsv, no types file)."""
    with tsv_graph(safe_home, embedder, KG, tmp_path_factory.mktemp("cache"), prefix="f") as graph:
        yield graph


@pytest.fixture
def planner(
    football: tuple[Settings, GraphStore, SchemaCatalog], embedder: Embedder
) -> EncoderPlanner:
    _, store, catalog = football
    return EncoderPlanner(store, catalog, embedder, EntityLinker(store, embedder))


@pytest.mark.parametrize(
    ("question", "mention", "focus"),
    [
        ("which club does Aron Ibsen play for ?", "Aron Ibsen", "club"),
        ("Aron Ibsen plays for which club ?", "Aron Ibsen", "club"),
        ("what is the nationality of Aron Ibsen ?", "Aron Ibsen", "nationality"),
        ("name a player who plays Defender ?", "Defender", "player"),
        ("which players come from Brazil ?", "Brazil", "players"),
        ("who are the teammates of Aron Ibsen ?", "Aron Ibsen", "teammates"),
        ("who directed [Heat]", "Heat", "person"),
        ("when was Heat released", "Heat", "date year time"),
        ("when were the films directed by [X] released", "X", "date year time"),
        ("where is the birthplace of Aron Ibsen ?", "Aron Ibsen", "birthplace"),
        ("when was the director of [Heat] born", "Heat", "date year time"),
        ("where are the movies of [X] filmed", "X", "place location country city"),
        ("how old is Aron Ibsen ?", "Aron Ibsen", "age"),
        ("what is Aron Ibsen's age", "Aron Ibsen", "age"),
        ("the films directed by [X] were released in which years", "X", "years"),
        ("what does Aron Ibsen do", "Aron Ibsen", None),
        # a word right before "by" is a passive verb, however it ends
        ("name a trial led by Aron Ibsen ?", "Aron Ibsen", "trial"),
        ("which film written by Aron Ibsen won ?", "Aron Ibsen", "film"),
        ("name an album by Aron Ibsen ?", "Aron Ibsen", "album"),
        # a mention after an article, before the noun that ends the question, modifies it
        ("name a Telecommunications client ?", "Telecommunications", "client"),
        ("name an Acme product ?", "Acme", "product"),
        # "someone" asks for a person as "who" does; a participle first is a verb
        ("name someone born in Zahran ?", "Zahran", "person"),
        ("what is located in Elbmark ?", "Elbmark", None),
        ("which recording is on Triathlon ?", "Triathlon", "recording"),  # a noun in -ing
        ("what speed does Skylark 100 reach ?", "Skylark 100", "speed"),  # not a participle
        ("what was built in Oskby ?", "Oskby", None),  # an irregular participle
        ("which players born in Lisbon play for Porto Azul ?", "Porto Azul", "players"),
        ("name a drug made by Acme ?", "Acme", "drug"),
        # a singular after a mention, before a preposition, is a noun it modifies
        ("name a Futurism artist from Lyon ?", "Futurism", "artist"),
        ("which Futurism painters belong to Lyon ?", "Futurism", "painters"),
        ("which Futurism belong to Lyon ?", "Futurism", None),  # "to" follows verbs too
        # a word right before a mention that ends the question, or goes on with a
        # preposition, is the verb whose object it is; a kind is followed by its own verb
        ("what hunts Aron Ibsen ?", "Aron Ibsen", None),
        ("what hunts Aron Ibsen in Lyon ?", "Aron Ibsen", None),
        ("what replaced the Aron Ibsen ?", "Aron Ibsen", None),  # an article between
        ("which year the Aron Ibsen ?", "Aron Ibsen", "year"),  # not after a noun
        ("which films Aron Ibsen directed ?", "Aron Ibsen", "films"),
        # a compound ending in a plural goes on to a verb in the past; a singular does not
        ("which law firms worked on Acme ?", "Acme", "law firms"),
        ("which film studios made Acme ?", "Acme", "film studios"),
        ("which employee sold Acme ?", "Acme", "employee"),
        # ... or to a verb in the present before a particle; a third person's object ends it
        ("which power stations run on Acme ?", "Acme", "power stations"),
        ("which railway lines pass through Acme ?", "Acme", "railway lines"),  # -ss: no -s
        ("what launch vehicles fly from Acme ?", "Acme", "launch vehicles"),  # "fly": no adverb
        # ... or before an article: the verb and its object
        ("which power stations use the Acme ?", "Acme", "power stations"),
        ("which company owns all the Acme ?", "Acme", "company"),  # a verb's object
        ("what company sponsors trial Acme ?", "Acme", "company"),  # a noun before a mention
        # ... or before a word of its own, where the lexicon reads a noun's plural and a
        # verb's bare form ("supply" is no adverb in "-ly")
        ("which power stations use equipment made by Acme ?", "Acme", "power stations"),
        ("which seed companies supply the varieties Acme grows ?", "Acme", "seed companies"),
        ("which player wears number ten at Acme ?", "Acme", "player"),  # a verb only
        ("which company builds power plants in Acme ?", "Acme", "company"),  # a plural object
        # a singular's verb in the third person, before a particle verbs take, ends it
        ("which train goes from Acme ?", "Acme", "train"),
        ("which restaurant belongs to Acme ?", "Acme", "restaurant"),
        ("who are the head chefs in Acme ?", "Acme", "head chefs"),  # "in" follows nouns
        ("which player wears number Acme ?", "Acme", "player"),
        ("which company operates mostly in Acme ?", "Acme", "company"),  # an adverb
        ("which film stars Acme ?", "Acme", "film"),
        # a compound after a mention, ending the question, is a noun it modifies
        ("name a Acme power station ?", "Acme", "power station"),
        ("which Acme play football ?", "Acme", None),  # no article: a verb and its object
        # a unit after a number is the number's; a participle after a noun ends it
        ("which 132 kV lines leave Acme ?", "132", "lines"),
        ("name a 230 kV circuit starting at Acme ?", "230", "circuit"),
        ("which 132 kV line runs to Acme ?", "132", "line"),  # the verb after the noun
        # "how many <noun>": the noun counted, which may name the relation measuring it
        ("how many days does it take to get Acme ?", "Acme", "days"),
        ("how many beds does Acme have ?", "Acme", "beds"),
        ("how many are there in Acme ?", "Acme", "number count"),
    ],
)
def test_answer_focus_reads_what_the_question_asks_for(
    question: str, mention: str, focus: str | None
) -> None:
    start = question.index(mention)
    found = answer_focus(question, [(start, start + len(mention))])
    assert (found.text if found else None) == focus


def test_relations_stored_twice_are_found_and_walked_as_one(
    football: tuple[Settings, GraphStore, SchemaCatalog],
    planner: EncoderPlanner,
    settings: Settings,
    store: GraphStore,
    embedder: Embedder,
    tmp_path: Path,
) -> None:
    _, _, catalog = football
    relations = ("plays_for", "citizen_of", "plays_position", "age", "shirt_number")
    assert {f"{r}_inverse": r for r in relations}.items() <= catalog.twins.items()
    assert all(not r.endswith("_inverse") for r in catalog.twins.values())
    walked = {catalog.edges[i].relation for rows in planner.walkable.values() for i in rows}
    assert walked and not walked & set(catalog.twins)
    load_sample(store, embedder, tmp_path)
    assert SchemaCatalog.load(store, tmp_path).twins == {}  # no relation of the sample mirrors


def test_a_focus_said_as_the_x_of_names_the_relation_too() -> None:
    def names_relation(question: str) -> bool:
        start = question.index("Aron Ibsen")
        found = answer_focus(question, [(start, start + len("Aron Ibsen"))])
        assert found is not None
        return found.names_relation

    assert names_relation("what is the nationality of Aron Ibsen ?")
    assert names_relation("what is Aron Ibsen's age")
    assert not names_relation("which club does Aron Ibsen play for ?")
    assert names_relation("who are the teammates of Aron Ibsen ?")
    assert not names_relation("name a player of Aron Ibsen ?")  # one of many: a kind


def test_a_headline_question_reads_as_the_x_of_its_mention() -> None:
    """ "<X> hub airport ?" has no wh-word: the nouns after the mention name the relation,
    as in "the hub airport of <X>"; a verb after the mention makes it no headline."""

    def focus(question: str) -> AnswerFocus | None:
        start = question.index("Aron Ibsen")
        return answer_focus(question, [(start, start + len("Aron Ibsen"))])

    found = focus("Aron Ibsen home club ?")
    assert found is not None and found.text == "home club" and found.names_relation
    found = focus("Aron Ibsen nationality ?")
    assert found is not None and found.text == "nationality" and found.names_relation
    assert focus("Aron Ibsen retired ?") is None
    assert focus("Aron Ibsen in 2010 ?") is None


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("what did the players trained by Aron Ibsen win ?", "players"),
        ("what has the club led by Aron Ibsen won ?", "club"),
    ],
)
def test_a_noun_after_what_did_is_the_subject_of_the_verb(question: str, subject: str) -> None:
    start = question.index("Aron Ibsen")
    found = answer_focus(question, [(start, start + len("Aron Ibsen"))])
    assert found is not None and found.text == subject
    assert found.subject and not found.asks  # a node on the way, not the answer


@pytest.mark.parametrize(
    "question",
    [
        "what does the coach of Aron Ibsen collect ?",  # words naming a relation say a step
        "what does Aron Ibsen's sister do ?",
    ],
)
def test_a_subject_naming_a_relation_is_no_focus(question: str) -> None:
    start = question.index("Aron Ibsen")
    assert answer_focus(question, [(start, start + len("Aron Ibsen"))]) is None


def test_which_kind_before_an_auxiliary_still_asks_for_it() -> None:
    question = "which club does Aron Ibsen play for ?"
    start = question.index("Aron Ibsen")
    found = answer_focus(question, [(start, start + len("Aron Ibsen"))])
    assert found is not None and found.text == "club" and found.asks


def test_who_asks_for_a_person_beside_words_naming_the_relation() -> None:
    def focus(question: str) -> AnswerFocus | None:
        start = question.index("Aron Ibsen")
        return answer_focus(question, [(start, start + len("Aron Ibsen"))])

    assert focus("who is the author of Aron Ibsen ?") == AnswerFocus(
        "author", names_relation=True, kind="person"
    )
    assert focus("what is the nationality of Aron Ibsen ?") == AnswerFocus(
        "nationality", names_relation=True, kind="country"
    )
    assert focus("who directed Aron Ibsen ?") == AnswerFocus("person", literal=False)
    # a kind after "who" is a person's ("who is a <X> national"), but an agent noun's own
    # fit says who does it ("who is the station manager at <X>")
    assert focus("who is a Aron Ibsen national ?") == AnswerFocus("national", kind="person")
    manager = focus("who is the station manager at Aron Ibsen ?")
    assert manager == AnswerFocus("station manager")
    # a nationality is a country's, though the word does not say so
    assert focus("what nationality is Aron Ibsen ?") == AnswerFocus("nationality", kind="country")
    # "the <noun> for <X>" names the relation as "the <noun> of <X>" does
    assert focus("who is the lecturer for Aron Ibsen ?") == AnswerFocus(
        "lecturer", names_relation=True, kind="person"
    )
    assert focus("what are the prerequisites for Aron Ibsen ?") == AnswerFocus(
        "prerequisites", names_relation=True
    )
    # not a noun whose "for" leads elsewhere than to the mention, nor a kind said bare
    assert focus("which club does Aron Ibsen play for ?") == AnswerFocus("club")
    medicine = focus("what medicine for Aron Ibsen can give you dizziness ?")
    assert medicine is not None and not medicine.names_relation


@pytest.mark.parametrize(
    ("question", "hops"),
    [
        ("name a player who plays Defender ?", (("plays_position", False),)),
        ("which club does Aron Ibsen play for ?", (("plays_for", True),)),
        ("which country is Aron Ibsen from ?", (("citizen_of", True),)),
        ("which players play for Olympique Brisac ?", (("plays_for", False),)),
        ("name a player of Olympique Brisac ?", (("plays_for", False),)),
    ],
)
def test_untrained_plans_reach_what_the_question_asks_for(
    planner: EncoderPlanner, question: str, hops: tuple[tuple[str, bool], ...]
) -> None:
    best = planner.rank(question)[0]
    assert best.paths[0].hops == hops, best.graph.plan
    assert not {relation for _, relation, _ in best.graph.edges} & set(planner.catalog.twins)


def test_an_agent_noun_names_the_type_whose_members_do_it(
    football: tuple[Settings, GraphStore, SchemaCatalog],
) -> None:
    _, _, catalog = football
    players = {
        catalog.edges[i].source for i, e in enumerate(catalog.edges) if e.relation == "plays_for"
    }
    assert len(players) == 1
    assert agent_types("players", catalog) == players  # "play" begins plays_for, plays_position
    assert agent_types("player", catalog) == players
    # a noun that names a relation's value, not who does it; a noun that is no agent's
    assert agent_types("shirt number", catalog) == set()
    assert agent_types("club", catalog) == set()
    assert agent_types("position", catalog) == set()


def test_a_mention_before_the_asked_noun_says_which_of_them_not_what_is_asked() -> None:
    def focus(question: str, *mentions: str) -> AnswerFocus | None:
        spans = [(question.index(m), question.index(m) + len(m)) for m in mentions]
        return answer_focus(question, spans)

    band = "The Copper Tides"
    assert focus(f"which Jazz album did {band} release ?", "Jazz", band) == AnswerFocus("album")
    assert focus(f"which Jazz did {band} release ?", "Jazz", band) is None  # no noun after it
    assert focus("name Aron Ibsen clubs", "Aron Ibsen") == AnswerFocus("clubs")  # ends it
    assert focus("which Brazil players play for Porto Azul ?", "Brazil", "Porto Azul") == (
        AnswerFocus("players")
    )
    # a verb follows it: no kind said
    assert focus("which Goalkeeper plays for Real Montera ?", "Goalkeeper", "Real Montera") is None
    assert focus("which Goalkeeper won the cup ?", "Goalkeeper") is None
    # a singular noun followed by its verb, third person or past: that noun is asked for
    assert focus("what Qasra company dates from 1863 ?", "Qasra", "1863") == (
        AnswerFocus("company")
    )
    assert focus("which Porto Azul player signed in 2019 ?", "Porto Azul", "2019") == (
        AnswerFocus("player")
    )


@pytest.mark.parametrize(
    ("question", "anchors"),
    [
        # a join of two linked mentions beats a path from one: at a mention weight of 0.1,
        # one path from Goalkeeper to players' countries won
        ("which player of Real Montera is a Goalkeeper ?", ["Real Montera", "Goalkeeper"]),
        # a join refining a single path by an exactly linked mention ranks above it: the
        # players of a club alone scored 0.005 above those who play Forward (asked of a
        # club with a Forward: Sporting Lagoa's join meets no one, and gives way)
        ("who plays Forward for Porto Azul ?", ["Porto Azul", "Forward"]),
    ],
)
def test_two_linked_mentions_join_at_the_players_they_both_describe(
    planner: EncoderPlanner, question: str, anchors: list[str]
) -> None:
    best = planner.rank(question)[0]
    assert [m.text for m in best.anchors] == anchors, best.graph.plan
    assert [p.hops for p in best.paths] == [
        (("plays_for", False),),
        (("plays_position", False),),
    ], best.graph.plan


def test_the_relation_a_focus_names_is_its_value_when_named_after_it(
    planner: EncoderPlanner,
) -> None:
    question = "what is the shirt number of Aron Ibsen ?"
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    assert focus is not None and focus.names_relation
    anchor = planner.anchor_candidates(question, mentions, focus)[0]
    fits = planner.answer_features(anchor, untrained=True)[:, 0]
    last = [planner.catalog.twins.get(p.hops[-1][0], p.hops[-1][0]) for p in anchor.paths.paths]
    one_step = {last[k]: fits[k] for k, p in enumerate(anchor.paths.paths) if len(p.hops) == 1}
    assert one_step["shirt_number"] == pytest.approx(VALUE_FIT)  # "the number of": its value
    assert one_step["age"] == 0.0


def test_a_relation_named_after_its_value_is_found_by_that_name(
    football: tuple[Settings, GraphStore, SchemaCatalog],
) -> None:
    _, _, catalog = football

    def named(focus: str) -> set[str]:
        return {catalog.twins.get(r, r) for r in value_relations(AnswerFocus(focus), catalog)}

    assert named("number") == {"shirt_number"}
    assert named("shirt numbers") == {"shirt_number"}
    assert named("country") == {"club_country"}  # "club" names its source
    assert named("club") == set()
    assert named("citizen") == set()  # said of its source: `citizen_of`
    assert named("") == set()


def test_ages_and_shirt_numbers_of_one_type_are_told_apart_by_the_relations_name(
    planner: EncoderPlanner,
) -> None:
    ends = {e.relation: e.target for e in planner.catalog.edges}
    assert ends["age"] == ends["shirt_number"]  # numbers both: the end's fit cannot tell
    best = planner.rank("what number is Aron Ibsen ?")[0]
    assert best.paths[0].hops == (("shirt_number", True),), best.graph.plan
    best = planner.rank("how old is Aron Ibsen ?")[0]
    assert best.paths[0].hops == (("age", True),), best.graph.plan


@pytest.mark.parametrize(
    "question",
    [
        "which players play for clubs based in France ?",
        "name a player at a club located in France ?",
    ],
)
def test_the_answers_kind_said_as_an_agent_noun_ends_the_path_at_those_who_do_it(
    planner: EncoderPlanner, question: str
) -> None:
    best = planner.rank(question)[0]
    assert best.paths[0].hops == (("club_country", False), ("plays_for", False)), best.graph.plan


def test_a_type_fits_the_noun_the_relations_reaching_it_say_it_is(
    planner: EncoderPlanner, embedder: Embedder
) -> None:
    # members named "Goalkeeper" or "Defender" do not say "position"; `plays_position` does
    edges = {e.relation: e.target for e in planner.catalog.edges}
    positions, clubs = edges["plays_position"], edges["plays_for"]

    def fit(type_: str, words: str) -> float:
        return planner.answer_types.called_by_relations(type_, embedder.encode([words])[0])

    assert fit(positions, "which positions") >= NOUN_FIT_MIN
    assert fit(positions, "which players") == -1.0  # too far from "position" to be its name
    assert fit(clubs, "which clubs") == -1.0  # `plays_for` is said of its source


def test_a_kind_naming_one_type_sinks_the_others() -> None:
    """ "which country": 0.84 to countries, 0.63 to cities, whose path the verb says; the
    city's fit falls by `NAMED_SLOPE` times its distance past `NAMED_MARGIN`."""
    fits = np.asarray([0.63, 0.84, 0.80], dtype=np.float32)
    sunk = named_kind_fits(fits)
    assert sunk[1:].tolist() == pytest.approx([0.84, 0.80])  # the best and one near it stay
    assert sunk[0] == pytest.approx(0.63 - NAMED_SLOPE * (0.84 - 0.63 - NAMED_MARGIN))
    loose = np.asarray([0.40, NAMED_FIT_MIN - 0.01], dtype=np.float32)  # no type named
    assert named_kind_fits(loose).tolist() == loose.tolist()


def test_the_untrained_fit_of_a_kind_naming_a_type_sinks_the_others(
    planner: EncoderPlanner,
) -> None:
    question = "which country does Aron Ibsen play for ?"
    mentions = planner.mentions(question)
    focus = planner.focus(question, mentions)
    anchor = planner.anchor_candidates(question, mentions, focus)[0]
    assert focus is not None and focus.literal and not focus.names_relation
    ends = [path.types[-1] for path in anchor.paths.paths]
    raw = planner._asked_fit(focus, ends)
    fits = planner.answer_features(anchor, untrained=True)[:, 0]
    assert raw.max() >= NAMED_FIT_MIN  # "country" names the countries
    far = raw < raw.max() - NAMED_MARGIN - 0.05
    assert far.any() and (fits[far] < raw[far] - 0.1).all()
    assert planner.answer_features(anchor)[:, 0].tolist() == pytest.approx(
        planner.answer_types.fit(focus.text, ends).tolist()
    )  # a trained scorer weighs the fit as it was trained to


def test_who_never_answers_a_type_of_numbers(planner: EncoderPlanner) -> None:
    edges = {e.relation: e.target for e in planner.catalog.edges}
    numbers = planner.answer_types.number_types
    assert edges["age"] in numbers and edges["shirt_number"] in numbers
    assert edges["plays_for"] not in numbers and edges["citizen_of"] not in numbers
    focus = AnswerFocus("person", literal=False, kind="person")
    ends = [edges["age"], edges["plays_for_inverse"]]
    fits = planner._asked_fit(focus, ends)
    assert fits[0] < fits[1] - WHO_NUMBER_FIT / 2


def test_mentions_carry_no_trailing_space(planner: EncoderPlanner) -> None:
    mention = planner.linker.link("name a player who plays Defender ?")[0]
    assert mention.text == "Defender"


def test_weak_labels_are_the_shortest_paths_reaching_the_answers(
    planner: EncoderPlanner,
) -> None:
    clubs, nations = _facts("plays_for"), _facts("citizen_of")
    player = "Aron Ibsen"
    teammates = {p for p, c in clubs.items() if c == clubs[player]} - {player}
    labelled = weak_examples(
        planner,
        [
            (f"which club does {player} play for ?", sorted(clubs[player])),
            (f"which country is {player} from ?", sorted(nations[player])),
            (f"who are the teammates of {player} ?", sorted(teammates)),
            (f"which club does {player} play for ?", ["Nowhere Rovers"]),  # not in the KG
            ("which club does nobody play for ?", sorted(clubs[player])),  # links nothing
        ],
    )
    assert labelled.unlabelled == 2
    club, nation, mates = labelled.examples
    assert club.gold == (("plays_for", True),)
    assert nation.accepts((("citizen_of", True),))
    assert mates.gold == (("plays_for", True), ("plays_for", False))
    steps = {step for e in labelled.examples for path in (e.gold, *e.alternatives) for step in path}
    assert not {relation for relation, _ in steps} & set(planner.catalog.twins)


def _pairs_file(tmp_path: Path) -> Path:
    """Question/answer pairs of the football KG, asked two ways, and one no path reaches."""
    clubs, positions = _facts("plays_for"), _facts("plays_position")
    lines = []
    for k, player in enumerate(sorted(clubs)):
        question, answers = (
            (f"what team is {player} on ?", clubs[player])
            if k % 2
            else (f"what role does {player} have ?", positions[player])
        )
        lines.append(json.dumps({"question": question, "answers": sorted(answers)}))
    lines.append(json.dumps({"question": "what team is Nobody on ?", "answers": ["Porto Azul"]}))
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return pairs


def test_safe_train_jsonl_learns_from_question_answer_pairs(
    football: tuple[Settings, GraphStore, SchemaCatalog], tmp_path: Path
) -> None:
    settings, _, _ = football
    pairs = _pairs_file(tmp_path)
    args = ["--graph", settings.graph, "--home", str(settings.home)]
    result = CliRunner().invoke(
        main, ["train", str(pairs), "--format", "jsonl", "--epochs", "2", "--json", *args]
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["fmt"] == "jsonl"
    assert report["examples"] >= 25 and report["unlabelled"] >= 1
    held_out = report["evaluation"][str(pairs)]
    assert held_out["questions"] >= 3 and held_out["trained"] >= held_out["untrained"]
    scorer = TrainedScorer.load(Path(report["saved"]))
    assert scorer.meta["fmt"] == "jsonl"


class _Recorded:
    """A PhaseProgress that keeps each phase's name, total and advances."""

    def __init__(self) -> None:
        self.phases: list[tuple[str, int | None, int]] = []

    def phase(self, name: str, total: int | None) -> None:
        self.phases.append((name, total, 0))

    def advance(self, amount: int) -> None:
        name, total, done = self.phases[-1]
        self.phases[-1] = (name, total, done + amount)


def test_safe_train_tells_its_phases_and_reports_in_words(
    football: tuple[Settings, GraphStore, SchemaCatalog], tmp_path: Path
) -> None:
    """Training takes minutes on a real graph: each phase is told with its size and every
    step of it (the CLI draws them as bars); without --json the report is words, not the
    JSON."""
    settings, _, _ = football
    pairs = _pairs_file(tmp_path)
    recorded = _Recorded()
    report = train_command(settings, [pairs], "jsonl", epochs=2, progress=recorded)
    names = [name for name, _, _ in recorded.phases]
    assert names == ["labelling", "preparing", "training", "held out, untrained",
                     "held out, trained"]  # fmt: skip
    assert all(total == done for _, total, done in recorded.phases), recorded.phases
    assert recorded.phases[0][1] == len(pairs.read_text(encoding="utf-8").splitlines())
    assert recorded.phases[2][1] == report["epochs"]
    args = ["--graph", settings.graph, "--home", str(settings.home)]
    result = CliRunner().invoke(main, ["train", str(pairs), "--format", "jsonl", *args])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"trained on {report['examples']} questions")
    assert "1 left out, no path reaching their answers" in result.stdout
    held_out = report["evaluation"][str(pairs)]
    assert f"held out of {pairs}: {held_out['questions']} test questions" in result.stdout
    with pytest.raises(json.JSONDecodeError):
        json.loads(result.stdout)


@pytest.mark.parametrize(
    ("name", "subject"),
    [
        ("airport in city", "airport"),  # the airport is in the city
        ("city located in country", "city"),
        ("org founded by", "org"),
        ("head of department", None),  # "head" names the value
        ("dose in mg", None),  # a unit
        ("is located in", None),
        ("company ceo", None),  # two words
    ],
)
def test_a_relation_name_may_open_with_its_subjects_noun(name: str, subject: str | None) -> None:
    assert subject_noun(name) == subject
