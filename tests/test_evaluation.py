"""`safe eval`: readers, item selection, metrics, LLM-like noise on gold graphs, and one
end-to-end run on the embedded FalkorDB with the sample KG."""

from __future__ import annotations

import json
import random
import uuid
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from app.cli.evaluate import eval_command
from app.config import Settings
from app.datasets.readers import EvalItem, parse_pathquestion_answers, read_items
from app.datasets.splits import select_items, split_test_indices
from app.errors import ConfigError, PlanError
from app.eval.gold import RelationTypes, gold_graph, metaqa_graph, pathquestion_graph
from app.eval.metrics import RunResult, Scores, answer_recall, hits_at_1, set_f1
from app.eval.noise import (
    NOISE_KINDS,
    Noised,
    NoiseSpec,
    Vocabulary,
    add_noise,
    noise_rng,
    paraphrase_text,
)
from app.eval.phrasings import Phrasings
from app.eval.runner import evaluate, score_item
from app.kg.store import GraphStore, open_store
from app.qa import AnswerResult
from app.query_graph import PseudoQueryGraph
from app.safe.ranker import Evidence

from conftest import FIXTURES, SAMPLES

# --- readers -----------------------------------------------------------------------------


def test_metaqa_reader_uses_qtype_and_kbcheck_beside_the_file(tmp_path: Path) -> None:
    qa = tmp_path / "qa_dev.txt"
    qa.write_text(
        "what are the languages spoken in the films directed by [Joel Zwick]\tGreek\n"
        "the films acted by [Sharon Tate] were released in which years\t1967|1968\n",
        encoding="utf-8",
    )
    (tmp_path / "qa_dev_qtype.txt").write_text(
        "director_to_movie_to_language\nactor_to_movie_to_year\n", encoding="utf-8"
    )
    (tmp_path / "qa_dev_kbcheck.tsv").write_text(
        "line\tqtype\tgold_subset_of_kb_answers\tgold_equals_kb_answers\tn_kb_answers\n"
        "0\tdirector_to_movie_to_language\t1\t1\t1\n"
        "1\tactor_to_movie_to_year\t0\t0\t1\n",
        encoding="utf-8",
    )
    first, second = read_items(qa, "metaqa")
    assert first.answers == ["Greek"] and second.answers == ["1967", "1968"]
    assert first.topic == ["Joel Zwick"] and second.topic == ["Sharon Tate"]
    assert (first.qtype, first.hops, first.reachable) == ("director_to_movie_to_language", 2, True)
    assert (second.qtype, second.reachable, second.line) == ("actor_to_movie_to_year", False, 1)
    assert gold_graph(first).answer == "unk2"


def test_metaqa_reader_without_side_files(tmp_path: Path) -> None:
    qa = tmp_path / "qa_test.txt"
    qa.write_text("who directed [Heat]\tMichael Mann\n", encoding="utf-8")
    (item,) = read_items(qa, "metaqa")
    assert (item.qtype, item.reachable, item.hops) == (None, None, None)
    with pytest.raises(ConfigError):
        gold_graph(item)


def test_pathquestion_answers_with_parentheses() -> None:
    assert parse_pathquestion_answers("PG_(USA)(PG_(USA)/)") == ["PG_(USA)"]
    assert parse_pathquestion_answers("Hard_Times(Hard_Times_(live)/Hard_Times/)") == [
        "Hard_Times",
        "Hard_Times_(live)",
    ]
    assert parse_pathquestion_answers("plain") == ["plain"]


def test_pathquestion_reader(tmp_path: Path) -> None:
    questions = tmp_path / "PQ.txt"
    questions.write_text(
        "which nationality is anna 's couple ?\tunited_kingdom(united_kingdom/)\t"
        "anna#spouse#ernest#nationality#united_kingdom#<end>#united_kingdom\n"
        " what is the type of Kenneth_Peach 's film ?\tAdaptation(Adaptation/Remake/)\t"
        "Kenneth_Peach#__film__cinematographer__film#Dirty_Work#__common__topic__notable_types"
        "#Adaptation\n",
        encoding="utf-8",
    )
    first, second = read_items(questions, "pathquestion")
    assert first.path == ["anna", "spouse", "ernest", "nationality", "united_kingdom"]
    assert (first.topic, first.hops, first.answers) == (["anna"], 2, ["united_kingdom"])
    assert second.question.startswith("what is") and second.answers == ["Adaptation", "Remake"]
    graph = gold_graph(second)
    assert [r for _, r, _ in graph.edges] == [
        "film cinematographer film",
        "common topic notable types",
    ]


def test_jsonl_reader(tmp_path: Path) -> None:
    questions = tmp_path / "q.jsonl"
    rows = [
        {"question": "Who directed Glass Orchard?", "answers": "Mara Lindqvist",
         "topic": "Glass Orchard", "path": ["Glass Orchard", "directed_by", "Mara Lindqvist"]},
        {"question": "Anything?", "answers": ["a", "b"]},
    ]  # fmt: skip
    questions.write_text("\n".join(json.dumps(r) for r in rows) + "\n\n", encoding="utf-8")
    first, second = read_items(questions, "jsonl")
    assert (first.answers, first.topic, first.hops) == (["Mara Lindqvist"], ["Glass Orchard"], 1)
    assert gold_graph(first).edges == [("Glass Orchard", "directed by", "unk1")]
    assert (second.answers, second.topic, second.path, second.hops) == (
        ["a", "b"],
        None,
        None,
        None,
    )
    (tmp_path / "bad.jsonl").write_text('{"answers": []}\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"bad\.jsonl:1"):
        read_items(tmp_path / "bad.jsonl", "jsonl")


def test_selection_split_sample_limit() -> None:
    items = [EvalItem(f"q{i}", [str(i)], line=i) for i in range(200)]
    test = split_test_indices(200)
    assert len(test) == 20 and test == sorted(test) and test == split_test_indices(200)
    assert [i.line for i in select_items(items, split="test")] == test
    sample = select_items(items, sample=30, seed=7)
    assert len(sample) == 30 and sample == select_items(items, sample=30, seed=7)
    assert sample != select_items(items, sample=30, seed=8)
    assert [i.line for i in sample] == sorted(i.line or 0 for i in sample)
    assert select_items(items, sample=30, seed=7, limit=5) == sample[:5]
    assert len(select_items(items, split="test", sample=500)) == 20


# --- metrics -----------------------------------------------------------------------------


def test_hits_at_1_uses_the_first_answer_normalised() -> None:
    assert hits_at_1(["Mara_Lindqvist", "x"], ["mara  lindqvist"]) == 1.0
    assert hits_at_1(["x", "Mara Lindqvist"], ["Mara Lindqvist"]) == 0.0
    assert hits_at_1([], ["a"]) == 0.0


def test_set_f1_and_recall() -> None:
    assert set_f1(["a", "b", "c"], ["a", "d"]) == pytest.approx(0.4)
    assert set_f1(["A", "b"], ["a", "B"]) == 1.0
    assert set_f1([], ["a"]) == 0.0
    assert answer_recall(["a", "x", "c"], ["a", "b", "c", "d"]) == 0.5
    assert answer_recall(["a"], []) == 0.0


def _evidence(answer: str, name: str, score: float) -> Evidence:
    return Evidence(score, (("m", "r", answer),), answer, {"unk1": answer}, {answer: name})


def test_score_item_and_aggregates() -> None:
    item = EvalItem("q", ["Sweden", "Spain"], hops=2, qtype="a_to_b_to_c", reachable=True)
    result = AnswerResult(
        question="q",
        answers=["Sweden"],
        evidence=[_evidence("e1", "Sweden", 0.1), _evidence("e2", "France", 0.3)],
        pseudo_graph=None,
        query_graphs=[],
        cypher=[],
        timings={"plan": 1.0, "total": 10.0},
    )
    record = score_item(0, item, result, ["reverse"])
    assert (record.hits1, record.recall, record.no_answer) == (1.0, 0.5, False)
    assert record.f1 == pytest.approx(2 / 3)
    missed = score_item(1, EvalItem("q2", ["x"], hops=3, reachable=False), result)
    run = RunResult.of("safe", {}, [record, missed])
    assert run.full.overall.n == 2 and run.full.overall.hits1 == 0.5
    assert run.reachable is not None and run.reachable.overall.hits1 == 1.0
    assert run.full.by_hops["2"].hits1 == 1.0 and run.full.by_hops["3"].hits1 == 0.0
    assert set(run.full.by_qtype) == {"a_to_b_to_c"}
    assert run.full.by_noise["reverse"].hits1 == 1.0 and run.full.by_noise["none"].n == 1
    assert run.full.overall.latency["total"]["p50"] == 10.0


class _Refusing:
    """Stands in for SafeQA: refuses every second question."""

    def __init__(self, result: AnswerResult) -> None:
        self.result = result
        self.asked: list[PseudoQueryGraph | None] = []

    def ask(self, question: str, graph: PseudoQueryGraph | None = None) -> AnswerResult:
        self.asked.append(graph)
        if len(self.asked) % 2 == 0:
            raise PlanError("refused")
        return self.result


def test_evaluate_records_refusals_as_errors() -> None:
    result = AnswerResult("q", ["a"], [_evidence("e", "a", 0.0)], None, [], [], {"total": 5.0})
    items = [EvalItem("q1", ["a"]), EvalItem("q2", ["a"])]
    graphs = [Noised(TWO_HOP, ("reverse",)), Noised(THREE_HOP)]
    qa = _Refusing(result)
    ticks: list[int] = []
    records = evaluate(qa, items, graphs, lambda: ticks.append(1))  # type: ignore[arg-type]
    assert qa.asked == [TWO_HOP, THREE_HOP] and len(ticks) == 2
    assert (records[0].hits1, records[0].error, records[0].noise) == (1.0, None, ["reverse"])
    assert (records[1].no_answer, records[1].error) == (True, "refused")
    assert "total" in records[1].timings
    assert Scores.of(records).errors == 1


# --- noise -------------------------------------------------------------------------------

VOCABULARY = Vocabulary(
    relations=("directed by", "written by", "in language", "starred actors", "release year"),
    types=("movie", "person", "language", "year"),
    phrasings=Phrasings.load(SAMPLES / "phrasings" / "metaqa.json"),
)
TWO_HOP = metaqa_graph(
    "what languages are the films directed by [Joel Zwick] in", "director_to_movie_to_language"
)
THREE_HOP = metaqa_graph(
    "who acted in the films written by the writer of [Heat]", "movie_to_writer_to_movie_to_actor"
)


def test_noise_spec_parsing() -> None:
    spec = NoiseSpec.parse("reverse=0.2, paraphrase=0.3")
    assert spec.rates == {"reverse": 0.2, "paraphrase": 0.3}
    assert spec.describe() == "reverse=0.2,paraphrase=0.3"
    for bad in ("swap=0.1", "reverse=2", "reverse"):
        with pytest.raises(ConfigError):
            NoiseSpec.parse(bad)


@pytest.mark.parametrize("kind", NOISE_KINDS)
def test_each_perturbation_at_rate_one_changes_the_graph_and_keeps_it_valid(kind: str) -> None:
    spec = NoiseSpec({kind: 1.0})
    for graph in (TWO_HOP, THREE_HOP):
        for seed in range(20):
            noised = add_noise(graph, spec, VOCABULARY, noise_rng(seed, "x"))
            assert noised.applied == (kind,)
            assert noised.graph != graph
            assert noised.graph.validate_rules() == []


def test_structural_perturbations() -> None:
    merged = add_noise(TWO_HOP, NoiseSpec({"missing_hop": 1.0}), VOCABULARY, random.Random(0))
    assert len(merged.graph.edges) == 1 and "unk1" not in merged.graph.nodes
    assert merged.graph.edges[0][1] == "directed by in language"
    longer = add_noise(TWO_HOP, NoiseSpec({"extra_hop": 1.0}), VOCABULARY, random.Random(0))
    assert len(longer.graph.edges) == 3 and "unk3" in longer.graph.nodes
    one_hop = PseudoQueryGraph(nodes={"Heat": "movie", "unk1": "person"},
                               edges=[("Heat", "directed by", "unk1")], answer="unk1")  # fmt: skip
    kept = add_noise(one_hop, NoiseSpec({"missing_hop": 1.0}), VOCABULARY, random.Random(0))
    assert kept.applied == () and kept.graph == one_hop


def test_noise_is_deterministic_per_seed_and_always_valid() -> None:
    spec = NoiseSpec.parse(",".join(f"{k}=0.5" for k in NOISE_KINDS))
    runs = [
        [add_noise(THREE_HOP, spec, VOCABULARY, noise_rng(seed, str(i))) for i in range(50)]
        for seed in (1, 1, 2)
    ]
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]
    assert all(n.graph.validate_rules() == [] for run in runs for n in run)
    assert {k for n in runs[0] for k in n.applied} == set(NOISE_KINDS)


def test_paraphrase_text_always_differs() -> None:
    rng = random.Random(3)
    for text in ("directed by", "nationality", "film cinematographer film", "the"):
        for _ in range(20):
            reworded = paraphrase_text(text, rng)
            assert reworded != text and reworded.strip()


# --- end to end --------------------------------------------------------------------------

SAMPLE_QUESTIONS = [
    {"question": "Who directed Glass Orchard?", "answers": ["Mara Lindqvist"],
     "path": ["Glass Orchard", "directed_by", "Mara Lindqvist"]},
    {"question": "In which country was the director of Glass Orchard born?",
     "answers": ["Sweden"],
     "path": ["Glass Orchard", "directed_by", "Mara Lindqvist", "born_in", "Gothenburg",
              "located_in", "Sweden"]},
    {"question": "What language is Night Train to Vigo in?", "answers": ["Spanish"],
     "path": ["Night Train to Vigo", "in_language", "Spanish"]},
]  # fmt: skip


def test_safe_eval_end_to_end(
    tmp_path: Path, settings: Settings, store: GraphStore, safe_home: Path
) -> None:
    questions = tmp_path / "sample.jsonl"
    questions.write_text("\n".join(json.dumps(q) for q in SAMPLE_QUESTIONS), encoding="utf-8")
    report = tmp_path / "report"
    common = [
        "--questions", str(questions), "--format", "jsonl", "--planner", "gold",
        "--kb", str(SAMPLES / "movies.tsv"), "--kb-format", "tsv",
        "--kb-types", str(SAMPLES / "movies_types.tsv"),
        "--home", str(safe_home), "--graph", settings.graph,
    ]  # fmt: skip
    runner = CliRunner()
    result = runner.invoke(eval_command, [*common, "--compare", "--report", str(report)])
    assert result.exit_code == 0, result.output
    data = json.loads((report / "report.json").read_text(encoding="utf-8"))
    assert data["config"]["kb_loaded_now"] is True and data["config"]["items"] == 3
    runs = {run["name"]: run for run in data["runs"]}
    assert set(runs) == {"safe", "exact", "safe-no-types"}
    safe = runs["safe"]
    assert safe["full"]["overall"]["hits1"] == 1.0
    assert safe["full"]["by_hops"]["3"]["hits1"] == 1.0
    assert [r["answers"] for r in safe["records"]] == [["Mara Lindqvist"], ["Sweden"], ["Spanish"]]
    assert set(safe["full"]["overall"]["latency"]) >= {"encode", "adj", "retrieve", "total"}
    markdown = (report / "report.md").read_text(encoding="utf-8")
    assert "| safe | full | 3 | 100.0 |" in markdown
    for chart in ("latency.png", "hits_by_hop.png"):
        assert (report / chart).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    again = runner.invoke(
        eval_command, [*common, "--noise", "reverse=1.0", "--limit", "1", "--json"]
    )
    assert again.exit_code == 0, again.output
    summary = json.loads(again.stdout)
    assert summary["config"]["kb_loaded_now"] is False  # the graph already holds the KB
    assert summary["config"]["noise"] == "reverse=1"
    assert summary["runs"][0]["full"]["overall"]["n"] == 1
    assert summary["runs"][0]["full"]["by_noise"]["reverse"]["hits1"] == 1.0  # tolerated


# --- gold graphs on a PathQuestion-L-like KB ---------------------------------------------
# tests/fixtures/pql_mini: Freebase-style relations, names shared by entities of several
# types (a city that is also a recording), self-loops, and gold paths that revisit an
# entity (`X's tracks's tracks`, `X's nationality's recording`), as in PQL-2H/3H.

PQL_MINI = FIXTURES / "pql_mini"


def test_pathquestion_gold_graph_types_nodes_by_the_relation_leaving_them() -> None:
    graph = gold_graph(
        read_items(PQL_MINI / "questions.txt", "pathquestion")[3]
    )  # nationality → recording → release
    assert graph.nodes == {
        "Kessa_Dune": "entity",
        "unk1": "music release track",  # what `__music__release_track__recording` leaves
        "unk2": "music release track",
        "unk3": "release",  # the answer: the role of the relation reaching it
    }
    plain = pathquestion_graph("anna#spouse#ernest#place_of_birth#york#<end>#york")
    assert plain.nodes == {"anna": "entity", "unk1": "spouse", "unk2": "place of birth"}


def test_gold_graph_types_variables_by_what_the_kg_relations_link() -> None:
    types = RelationTypes.from_edges(
        [
            ("person", "born_in", "city", 8),
            ("person", "born_in", "country", 2),
            ("city", "located_in", "country", 5),
            ("film", "located_in", "city", 1),
            ("movie", "directed_by", "person", 4),
        ]
    )
    graph = pathquestion_graph("Glass_Orchard#directed_by#mara#born_in#york#located_in#uk", types)
    assert graph.nodes == {
        "Glass_Orchard": "entity",
        "unk1": "person",
        "unk2": "city",  # target of born_in and source of located_in
        "unk3": "country",
    }
    # relations the KG does not know fall back to the words of the path
    assert pathquestion_graph("a#spouse#b", types).nodes["unk1"] == "spouse"


@pytest.fixture(scope="module")
def pql_mini_report(safe_home: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """safe eval --planner gold --compare on the fixture, once for the module."""
    report = tmp_path_factory.mktemp("pql-mini")
    graph = f"t{uuid.uuid4().hex[:12]}"
    arguments = [
        "--questions", str(PQL_MINI / "questions.txt"), "--format", "pathquestion",
        "--kb", str(PQL_MINI / "kb.txt"), "--kb-format", "tsv", "--planner", "gold",
        "--compare", "--report", str(report), "--home", str(safe_home), "--graph", graph,
    ]  # fmt: skip
    result = CliRunner().invoke(eval_command, arguments)
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads((report / "report.json").read_text(encoding="utf-8"))
    settings = Settings(db="embedded", graph=graph, home=safe_home)
    with open_store(settings) as store:
        store.drop_graph()
    return data


def _revisits(record: dict[str, Any], items: list[EvalItem]) -> bool:
    path = items[record["index"]].path or []
    return len(set(path[0::2])) < len(path[0::2])


def _walks_an_edge_twice(record: dict[str, Any], items: list[EvalItem]) -> bool:
    """Whether the gold path walks one KB triple (not a self-loop) twice, as in
    `X's spouse's spouse's spouse` where both directions of `spouse` are stored."""
    triples = {
        tuple(line.split("\t"))
        for line in (PQL_MINI / "kb.txt").read_text(encoding="utf-8").splitlines()
    }
    path = items[record["index"]].path or []
    walked = []
    for k in range(0, len(path) - 2, 2):
        head, relation, tail = path[k : k + 3]
        walked.append(
            (head, relation, tail) if (head, relation, tail) in triples else (tail, relation, head)
        )
    loops = [t for t in walked if t[0] != t[2]]
    return len(set(loops)) < len(loops)


def test_gold_graphs_find_paths_through_entities_of_several_types(
    pql_mini_report: dict[str, Any],
) -> None:
    items = read_items(PQL_MINI / "questions.txt", "pathquestion")
    runs = {run["name"]: run["records"] for run in pql_mini_report["runs"]}
    simple = [r for r in runs["exact"] if not _revisits(r, items)]
    assert len(simple) == 6
    assert [r["answers"][:1] for r in simple] == [r["gold"][:1] for r in simple]


def test_gold_graphs_answer_paths_that_revisit_an_entity(
    pql_mini_report: dict[str, Any],
) -> None:
    items = read_items(PQL_MINI / "questions.txt", "pathquestion")
    runs = {run["name"]: run["records"] for run in pql_mini_report["runs"]}
    for name in ("safe", "exact"):
        revisiting = [
            r for r in runs[name] if _revisits(r, items) and not _walks_an_edge_twice(r, items)
        ]
        assert len(revisiting) == 4
        assert all(r["hits1"] == 1.0 for r in revisiting), name


def test_gold_graphs_answer_paths_that_walk_a_triple_twice(
    pql_mini_report: dict[str, Any],
) -> None:
    items = read_items(PQL_MINI / "questions.txt", "pathquestion")
    runs = {run["name"]: run["records"] for run in pql_mini_report["runs"]}
    for name in ("safe", "exact"):
        twice = [r for r in runs[name] if _walks_an_edge_twice(r, items)]
        assert len(twice) == 1
        assert all(r["hits1"] == 1.0 for r in twice), name


def test_encoder_planner_untrained_on_a_freebase_like_kb(safe_home: Path, tmp_path: Path) -> None:
    graph = f"t{uuid.uuid4().hex[:12]}"
    arguments = [
        "--questions", str(PQL_MINI / "questions.txt"), "--format", "pathquestion",
        "--kb", str(PQL_MINI / "kb.txt"), "--kb-format", "tsv", "--planner", "encoder",
        "--untrained", "--home", str(safe_home), "--graph", graph, "--json",
    ]  # fmt: skip
    result = CliRunner().invoke(eval_command, arguments)
    try:
        assert result.exit_code == 0, result.output
        summary = json.loads(result.stdout)
        assert summary["config"]["path_scorer"] == "untrained"
        overall = summary["runs"][0]["full"]["overall"]
        assert overall["errors"] == 0 and overall["no_answer"] == 0.0
        assert overall["hits1"] >= 0.5, overall  # grounded paths: only walks the KB has

        questions = str(PQL_MINI / "questions.txt")
        both = CliRunner().invoke(eval_command, [*arguments, "--scorer", questions])
        assert both.exit_code == 2 and "--untrained and --scorer" in both.output
        junk = CliRunner().invoke(
            eval_command, [a for a in arguments if a != "--untrained"] + ["--scorer", questions]
        )
        assert isinstance(junk.exception, ConfigError)  # `safe` prints it as an error line
        assert "questions.txt: not a path scorer file" in str(junk.exception)
    finally:
        with open_store(Settings(db="embedded", graph=graph, home=safe_home)) as store:
            store.drop_graph()
