"""`safe ask` with the real openai client against a scripted endpoint on 127.0.0.1:
good replies answer, bad ones fail clearly, and no LLM text ever reaches Cypher."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from app.cli.main import main
from app.config import Settings
from app.kg.embeddings import Embedder
from app.kg.store import GraphStore, open_store

from conftest import load_sample
from llm_server import Delay, HttpError, ScriptedLLM

QUESTION = "Who directed Glass Orchard?"
PLAN = {
    "plan": "find the movie, then its director",
    "nodes": {"Glass Orchard": "film", "unk1": "director"},
    "edges": [["Glass Orchard", "directed by", "unk1"]],
    "answer": "unk1",
}
ANSWER = {"answers": ["Mara Lindqvist"], "explanation": "Graph [1] says so."}


@pytest.fixture(scope="module")
def sample(safe_home: Path, embedder: Embedder) -> Iterator[tuple[Settings, GraphStore]]:
    settings = Settings(db="embedded", graph="llm_sample", home=safe_home)
    store = open_store(settings)
    load_sample(store, embedder, settings.cache_dir)
    yield settings, store
    store.drop_graph()
    store.close()


def ask(settings: Settings, llm: ScriptedLLM, *extra: str) -> Result:
    env = {
        "SAFE_HOME": str(settings.home),
        "SAFE_GRAPH": settings.graph,
        "SAFE_LLM_BASE_URL": llm.base_url,
        "SAFE_LLM_MODEL": "scripted",
        "SAFE_LLM_API_KEY": "test",
        "SAFE_LLM_TIMEOUT": "2",
    }
    return CliRunner().invoke(main, ["ask", QUESTION, "--json", "--show-cypher", *extra], env=env)


def test_good_replies_answer_with_two_calls(sample: tuple[Settings, GraphStore]) -> None:
    with ScriptedLLM([PLAN, ANSWER]) as llm:
        result = ask(sample[0], llm)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Mara Lindqvist"]
    assert data["explanation"] == "Graph [1] says so."
    assert data["llm"] == {"calls": 2, "prompt_tokens": 22, "completion_tokens": 14}
    assert ["Glass Orchard", "directed_by", "Mara Lindqvist"] in data["evidence"][0]["triples"]
    # the answer prompt carried the evidence as numbered triples
    answer_prompt = json.dumps(llm.requests[1])
    assert "Mara Lindqvist" in answer_prompt and "directed_by" in answer_prompt


def test_extract_answerer_makes_one_call(sample: tuple[Settings, GraphStore]) -> None:
    with ScriptedLLM([PLAN]) as llm:
        result = ask(sample[0], llm, "--answerer", "extract")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Mara Lindqvist"] and data["llm"]["calls"] == 1


def test_malformed_json_is_retried_once(sample: tuple[Settings, GraphStore]) -> None:
    with ScriptedLLM(["{not json at all", PLAN]) as llm:
        result = ask(sample[0], llm, "--answerer", "extract")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["answers"] == ["Mara Lindqvist"]
    assert len(llm.requests) == 2


def test_rule_breaking_graph_twice_is_a_clear_error(sample: tuple[Settings, GraphStore]) -> None:
    broken: dict[str, Any] = {
        "nodes": {"Glass Orchard": "film", "Mara Lindqvist": "person"},
        "edges": [["Glass Orchard", "directed by", "Mara Lindqvist"]],
        "answer": "Mara Lindqvist",
    }
    with ScriptedLLM([broken, broken]) as llm:
        result = ask(sample[0], llm, "--planner", "llm")
    assert result.exit_code == 2
    assert "known entities" in result.output.lower() or "two known" in result.output.lower()
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("step", "expected"),
    [
        (HttpError(500, {"error": {"message": "boom"}}), "HTTP 500"),
        (HttpError(401, {"error": {"message": "bad key"}}), "HTTP 401"),
        (Delay(5.0, PLAN), "timed out"),
    ],
)
def test_endpoint_failures_are_clear_errors(
    sample: tuple[Settings, GraphStore], step: Any, expected: str
) -> None:
    with ScriptedLLM([step]) as llm:
        result = ask(sample[0], llm, "--planner", "llm")
    assert result.exit_code == 2
    assert expected in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    "steps",
    [
        [HttpError(401, {"error": {"message": "bad key"}})],
        [Delay(5.0, PLAN)],
        ["{not json", "still not json"],
    ],
)
def test_a_failing_llm_planner_falls_back_to_the_encoder_planner(
    sample: tuple[Settings, GraphStore], steps: list[Any]
) -> None:
    with ScriptedLLM(steps) as llm:
        result = ask(sample[0], llm, "--answerer", "extract")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Mara Lindqvist"]
    assert data["warnings"] and "encoder planner planned" in data["warnings"][0]


def test_a_failing_answer_step_keeps_the_evidence(sample: tuple[Settings, GraphStore]) -> None:
    with ScriptedLLM([PLAN, HttpError(500), HttpError(500), HttpError(500)]) as llm:
        result = ask(sample[0], llm)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Mara Lindqvist"]  # extracted from the evidence
    assert ["Glass Orchard", "directed_by", "Mara Lindqvist"] in data["evidence"][0]["triples"]
    assert "the LLM answer step failed" in data["warnings"][0] and "HTTP 500" in data["warnings"][0]
    assert len(llm.requests) in (3, 4)  # the plan; the answer retried as long as time allowed


def test_a_flaky_endpoint_is_retried(sample: tuple[Settings, GraphStore]) -> None:
    with ScriptedLLM([HttpError(503), PLAN, HttpError(429), ANSWER]) as llm:
        result = ask(sample[0], llm)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["answers"] == ["Mara Lindqvist"] and data["warnings"] == []
    assert data["explanation"] == "Graph [1] says so."


def test_llm_text_never_reaches_cypher(sample: tuple[Settings, GraphStore]) -> None:
    settings, store = sample
    hostile = "directed_by`]-() DETACH DELETE n //"
    plan = {
        "nodes": {"Glass Orchard": "film} DETACH DELETE", "unk1": "person`) DELETE x"},
        "edges": [["Glass Orchard", hostile, "unk1"]],
        "answer": "unk1",
    }
    before = store.label_counts()
    with ScriptedLLM([plan]) as llm:
        result = ask(settings, llm, "--answerer", "extract")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    for compiled in data["cypher"]:
        assert "DETACH" not in compiled["text"] and "DELETE" not in compiled["text"]
    assert data["answers"] == ["Mara Lindqvist"]
    assert store.label_counts() == before
