"""The LLM client, the pseudo query graph rules, and the LLM planner/answerer, end to end
with the real openai client against a scripted local endpoint."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from app.errors import ConfigError, LLMError, LLMReplyError, PlanError
from app.planners.llm import LLMClient, LLMSettings, LLMUsage, parse_json_reply
from app.planners.llm_planner import (
    AnswerReply,
    LLMAnswerer,
    LLMPlanner,
    SchemaHint,
    example_plans,
    plan_system_prompt,
)
from app.query_graph import PseudoQueryGraph

from llm_server import Delay, HttpError, RejectResponseFormat, Reply, ScriptedLLM

GOOD: dict[str, Any] = {
    "plan": "France is known; its capital is unknown.",
    "nodes": {"France": "Country", "unk1": "City"},
    "edges": [["France", "capital", "unk1"]],
    "answer": "unk1",
}
TWO_ENTITIES: dict[str, Any] = {
    "nodes": {"France": "Country", "Paris": "City"},
    "edges": [["France", "capital", "Paris"]],
    "answer": "Paris",
}
HINT = SchemaHint(
    types=["Person", "Film", "City"],
    relations=["directed_by", "born_in"],
    schema_edges=[("Film", "directed_by", "Person"), ("Person", "born_in", "City")],
    entity_examples={"Film": ["Inception"], "Person": ["Christopher Nolan"]},
)
ENV_VARS = ("SAFE_LLM_BASE_URL", "SAFE_LLM_MODEL", "SAFE_LLM_API_KEY", "OPENAI_API_KEY")


@pytest.fixture
def llm() -> Iterator[ScriptedLLM]:
    with ScriptedLLM() as server:
        yield server


def client_for(server: ScriptedLLM, timeout_s: float = 10.0, retries: int = 2) -> LLMClient:
    return LLMClient(
        LLMSettings(
            base_url=server.base_url,
            model="m",
            api_key="k",
            timeout_s=timeout_s,
            max_retries=retries,
        )
    )


def graph(**changes: Any) -> PseudoQueryGraph:
    return PseudoQueryGraph.model_validate({**GOOD, **changes})


def last_user_text(request: dict[str, Any]) -> str:
    return str(request["messages"][-1]["content"])


# --- LLMClient -------------------------------------------------------------------------


def test_good_reply_is_parsed_and_sent_with_json_schema(llm: ScriptedLLM) -> None:
    llm.script([GOOD])
    result, usage = client_for(llm).complete_json(
        [{"role": "user", "content": "q"}], PseudoQueryGraph, name="query_graph"
    )
    assert result.edges == [("France", "capital", "unk1")]
    assert usage == LLMUsage(1, 11, 7)
    sent = llm.requests[0]
    assert sent["model"] == "m"
    assert sent["temperature"] == 0.3
    assert sent["response_format"]["type"] == "json_schema"
    schema = sent["response_format"]["json_schema"]["schema"]
    edge_schema = schema["properties"]["edges"]["items"]
    assert edge_schema == {
        "type": "array",
        "items": {"type": "string"},
        "minItems": 3,
        "maxItems": 3,
        "description": "[source node, relation, target node]",
    }


def test_fenced_json_with_chatter_is_parsed(llm: ScriptedLLM) -> None:
    llm.script(["Here you go:\n```json\n" + json.dumps(GOOD) + "\n```\nSee {plan}."])
    result, _ = client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert result.answer == "unk1"
    assert parse_json_reply("```\n" + json.dumps(GOOD) + "\n```", PseudoQueryGraph, name="g")


@pytest.mark.parametrize(
    ("reply", "problem"),
    [
        ('{"nodes": {"a": "b"}, "edges": [}', "is not valid JSON"),
        ("I cannot help with that.", "contains no JSON object"),
        ('{"nodes": {}, "edges": [["a", "b"]], "answer": "unk1"}', "edges.0"),
        ('{"nodes": {}, "edges": []}', "answer: Field required"),
    ],
)
def test_unusable_reply_names_the_problem(llm: ScriptedLLM, reply: str, problem: str) -> None:
    llm.script([reply])
    with pytest.raises(LLMReplyError, match="for g ") as caught:
        client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert problem in str(caught.value)
    assert reply[:30] in str(caught.value)
    assert caught.value.reply == reply


def test_truncated_reply_says_it_was_cut_off(llm: ScriptedLLM) -> None:
    llm.script([Reply('{"nodes": {"a": ', finish_reason="length")])
    with pytest.raises(LLMReplyError, match="cut off at max_tokens"):
        client_for(llm).complete_json([], PseudoQueryGraph, name="g")


def test_timeout_is_an_llm_error(llm: ScriptedLLM) -> None:
    llm.script([Delay(5.0, then=GOOD)])
    with pytest.raises(LLMError, match=r"timed out after 0\.3 s"):
        client_for(llm, timeout_s=0.3).complete_json([], PseudoQueryGraph, name="g")
    assert len(llm.requests) == 1  # a timeout used up the time: not retried


@pytest.mark.parametrize(
    ("status", "body", "expected"),
    [
        (500, {"error": {"message": "model crashed"}}, "HTTP 500: model crashed"),
        (401, {"error": {"message": "bad key"}}, "HTTP 401: bad key"),
        (503, "upstream down", "HTTP 503: upstream down"),
    ],
)
def test_http_errors_name_the_code(
    llm: ScriptedLLM, status: int, body: dict[str, Any] | str, expected: str
) -> None:
    llm.script([HttpError(status, body)])
    with pytest.raises(LLMError, match=expected):
        client_for(llm, retries=0).complete_json([], PseudoQueryGraph, name="g")
    assert len(llm.requests) == 1


@pytest.mark.parametrize("status", [429, 500, 502, 503])
def test_transient_failures_are_retried(llm: ScriptedLLM, status: int) -> None:
    llm.script([HttpError(status), HttpError(status), GOOD])
    parsed, _ = client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert parsed == graph()
    assert len(llm.requests) == 3


def test_client_errors_are_not_retried(llm: ScriptedLLM) -> None:
    llm.script([HttpError(401, {"error": {"message": "bad key"}}), GOOD])
    with pytest.raises(LLMError, match="HTTP 401: bad key"):
        client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert len(llm.requests) == 1


def test_a_timeout_after_retries_says_what_the_tries_before_met(llm: ScriptedLLM) -> None:
    """An endpoint that failed, then hung: "timed out" alone would hide the HTTP 503 that
    made the client try again (and, on a busy machine, a retry's last attempt may be the
    one that runs out of time). The budget holds the 503 and the first backoff (up to 1 s)
    on a busy machine: with 1 s, a slow 503 left no time to retry, and the client rightly
    gave up with the 503."""
    llm.script([HttpError(503, {"error": {"message": "overloaded"}}), Delay(6.0, then=GOOD)])
    with pytest.raises(LLMError, match=r"timed out after 3 s; .*HTTP 503: overloaded"):
        client_for(llm, timeout_s=3.0, retries=3).complete_json([], PseudoQueryGraph, name="g")
    assert len(llm.requests) == 2


def test_retries_stop_at_the_timeout(llm: ScriptedLLM) -> None:
    llm.script([HttpError(503)] * 20)
    started = time.monotonic()
    with pytest.raises(LLMError, match="HTTP 503"):
        client_for(llm, timeout_s=1.0, retries=20).complete_json([], PseudoQueryGraph, name="g")
    assert time.monotonic() - started < 1.5
    assert 1 <= len(llm.requests) < 20


def test_unreachable_endpoint_is_an_llm_error() -> None:
    with socket.socket() as s:  # a port nobody listens on once the socket is closed
        s.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{s.getsockname()[1]}/v1"
    client = LLMClient(LLMSettings(base_url=url, model="m"))
    with pytest.raises(LLMError, match=f"cannot reach LLM endpoint at {url}"):
        client.complete_json([], PseudoQueryGraph, name="g")


def test_rejected_response_format_falls_back_and_is_remembered(llm: ScriptedLLM) -> None:
    llm.script([RejectResponseFormat(), GOOD, GOOD])
    client = client_for(llm)
    messages = [{"role": "system", "content": "Plan."}, {"role": "user", "content": "q"}]
    result, _ = client.complete_json(messages, PseudoQueryGraph, name="g")
    assert result.answer == "unk1"
    assert llm.requests[0]["response_format"]["type"] == "json_schema"
    assert llm.requests[1]["response_format"] == {"type": "json_object"}
    system = llm.requests[1]["messages"][0]["content"]
    assert system.startswith("Plan.") and '"edges"' in system  # the schema, told in words
    assert messages[0]["content"] == "Plan."  # the caller's messages are left alone
    client.complete_json(messages, PseudoQueryGraph, name="g")
    assert llm.requests[2]["response_format"] == {"type": "json_object"}
    assert client.usage.calls == 2


def test_falls_back_to_no_response_format(llm: ScriptedLLM) -> None:
    llm.script([RejectResponseFormat(), RejectResponseFormat(("json_object",)), GOOD])
    result, _ = client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert result.answer == "unk1"
    assert [r.get("response_format", {}).get("type") for r in llm.requests] == [
        "json_schema",
        "json_object",
        None,
    ]
    assert llm.requests[2]["messages"][0]["role"] == "system"


def test_any_bad_request_before_the_first_success_falls_back(llm: ScriptedLLM) -> None:
    llm.script([HttpError(400, {"error": {"message": "unsupported parameter"}}), GOOD])
    result, _ = client_for(llm).complete_json([], PseudoQueryGraph, name="g")
    assert result.answer == "unk1"
    assert llm.requests[1]["response_format"] == {"type": "json_object"}


def test_bad_request_after_success_is_not_a_fallback(llm: ScriptedLLM) -> None:
    llm.script([GOOD, HttpError(400, {"error": {"message": "context too long"}})])
    client = client_for(llm)
    client.complete_json([], PseudoQueryGraph, name="g")
    with pytest.raises(LLMError, match="HTTP 400: context too long"):
        client.complete_json([], PseudoQueryGraph, name="g")
    assert len(llm.requests) == 2


def test_usage_adds_up_across_calls(llm: ScriptedLLM) -> None:
    llm.script(
        [
            Reply(GOOD, prompt_tokens=100, completion_tokens=20),
            Reply("not json", prompt_tokens=50, completion_tokens=3),
        ]
    )
    client = client_for(llm)
    _, first = client.complete_json([], PseudoQueryGraph, name="g")
    with pytest.raises(LLMReplyError):
        client.complete_json([], PseudoQueryGraph, name="g")
    assert first == LLMUsage(1, 100, 20)
    assert client.usage == LLMUsage(2, 150, 23)


def test_exhausted_script_is_http_500(llm: ScriptedLLM) -> None:
    with pytest.raises(LLMError, match="HTTP 500: script exhausted"):
        client_for(llm).complete_json([], PseudoQueryGraph, name="g")


# --- LLMSettings.resolve ----------------------------------------------------------------


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> pytest.MonkeyPatch:
    for var in ENV_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("SAFE_HOME", str(tmp_path))
    return monkeypatch


def write_config(home: Path, **values: str) -> Path:
    path = home / "config.toml"
    path.write_text("[llm]\n" + "".join(f'{k} = "{v}"\n' for k, v in values.items()))
    return path


def test_resolve_is_none_when_unconfigured(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("OPENAI_API_KEY", "sk-only-a-key")
    assert LLMSettings.resolve() is None


def test_resolve_precedence(clean_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    write_config(tmp_path, base_url="http://file", model="file-model", api_key="file-key")
    assert LLMSettings.resolve() == LLMSettings(
        base_url="http://file", model="file-model", api_key="file-key"
    )

    clean_env.setenv("SAFE_LLM_MODEL", "env-model")
    clean_env.setenv("OPENAI_API_KEY", "openai-key")
    assert LLMSettings.resolve() == LLMSettings(
        base_url="http://file", model="env-model", api_key="openai-key"
    )

    clean_env.setenv("SAFE_LLM_API_KEY", "safe-key")
    clean_env.setenv("SAFE_LLM_BASE_URL", "http://env")
    assert LLMSettings.resolve() == LLMSettings(
        base_url="http://env", model="env-model", api_key="safe-key"
    )

    resolved = LLMSettings.resolve(base_url="http://opt", model="opt-model", api_key="opt-key")
    assert resolved == LLMSettings(base_url="http://opt", model="opt-model", api_key="opt-key")


def test_resolve_reads_an_explicit_config_file(
    clean_env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    other = tmp_path / "other"
    other.mkdir()
    path = write_config(other, base_url="http://x", model="y")
    assert LLMSettings.resolve(config_file=path) == LLMSettings(base_url="http://x", model="y")
    with pytest.raises(ConfigError, match="does not exist"):
        LLMSettings.resolve(config_file=tmp_path / "missing.toml")


def test_resolve_rejects_half_and_broken_configs(
    clean_env: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    clean_env.setenv("SAFE_LLM_MODEL", "m")
    with pytest.raises(ConfigError, match="SAFE_LLM_BASE_URL"):
        LLMSettings.resolve()
    (tmp_path / "config.toml").write_text("[llm\n")
    with pytest.raises(ConfigError, match="cannot read config file"):
        LLMSettings.resolve()
    (tmp_path / "config.toml").write_text("[llm]\nbase_url = 3\n")
    with pytest.raises(ConfigError, match=r"llm\.base_url must be a string"):
        LLMSettings.resolve()


# --- PseudoQueryGraph rules ---------------------------------------------------------------


def test_valid_graph_has_no_violations() -> None:
    g = graph(
        nodes={"Nolan": "Person", "unk1": "Film", "unk2": "Person"},
        edges=[["unk1", "directed_by", "Nolan"], ["unk1", "starring", "unk2"]],
        answer="unk2",
    )
    assert g.validate_rules() == []
    assert g.variables == ["unk1", "unk2"]
    assert g.entities == ["Nolan"]


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ({"edges": []}, "the graph has no edges"),
        (
            {"edges": [["France", "capital", "unk1"], ["unk1", "mayor", "unk2"]]},
            "uses node 'unk2', which is not declared",
        ),
        (
            {"nodes": {"France": "Country", "unk1": "City", "unk3": "Person"}},
            "node 'unk3' is declared but no edge uses it",
        ),
        (
            {
                "nodes": {"France": "Country", "unk1": "City", "unk2": "A", "unk3": "B"},
                "edges": [["France", "capital", "unk1"], ["unk2", "rel", "unk3"]],
            },
            "not connected; it falls into 2 parts: {'France', 'unk1'}; {'unk2', 'unk3'}",
        ),
        (
            {
                "nodes": {"France": "Country", "Paris": "City", "unk1": "City"},
                "edges": [["France", "capital", "Paris"], ["Paris", "twin", "unk1"]],
            },
            "edge 1 ['France', 'capital', 'Paris'] joins two known entities",
        ),
        (
            {"nodes": {"France": "Country", "?x": "City"}, "edges": [["France", "capital", "?x"]]},
            "node '?x' looks like a variable",
        ),
        (
            {
                "nodes": {"France": "Country", "unknown1": "City"},
                "edges": [["France", "capital", "unknown1"]],
                "answer": "unknown1",
            },
            "node 'unknown1' looks like a variable",
        ),
        ({"answer": "unk7"}, "the answer 'unk7' is not a declared node"),
        ({"answer": "France"}, "the answer 'France' must be a variable"),
        ({"edges": [["France", " ", "unk1"]]}, "the relation of edge 1"),
        ({"nodes": {"France": "", "unk1": "City"}}, "the type of node 'France' is empty"),
        ({"nodes": {"France": "Country", "unk1": "C" * 201}}, "longer than 200 characters"),
        (
            {"nodes": {"F" * 201: "Country", "unk1": "City"}, "edges": [["F" * 201, "r", "unk1"]]},
            "the name of node 'FFF",
        ),
        ({"edges": [["France", "r" * 201, "unk1"]]}, "the relation of edge 1"),
    ],
)
def test_each_rule_is_reported(changes: dict[str, Any], expected: str) -> None:
    problems = graph(**changes).validate_rules()
    assert any(expected in p for p in problems), problems


def test_variable_lookalike_is_not_also_reported_as_an_entity_join() -> None:
    problems = graph(
        nodes={"France": "Country", "?x": "City"}, edges=[["France", "capital", "?x"]]
    ).validate_rules()
    assert not any("two known entities" in p for p in problems)


def test_graph_schema_round_trips_through_json() -> None:
    schema = PseudoQueryGraph.model_json_schema()
    assert schema["required"] == ["nodes", "edges", "answer"]
    assert list(schema["properties"]) == ["plan", "nodes", "edges", "answer"]
    assert PseudoQueryGraph.model_validate_json(graph().model_dump_json()) == graph()


# --- LLMPlanner and LLMAnswerer ---------------------------------------------------------------


def test_planner_returns_a_valid_graph(llm: ScriptedLLM) -> None:
    llm.script([GOOD])
    result = LLMPlanner(client_for(llm), HINT).plan("What is the capital of France?")
    assert result == graph()
    system, user = llm.requests[0]["messages"]
    assert system["role"] == "system" and "unk1, unk2" in system["content"]
    assert "directed_by, born_in" in system["content"]
    assert "What is the capital of France?" in user["content"]


def test_planner_retries_once_after_a_rule_violation(llm: ScriptedLLM) -> None:
    llm.script([TWO_ENTITIES, GOOD])
    client = client_for(llm)
    result = LLMPlanner(client, HINT).plan("What is the capital of France?")
    assert result.answer == "unk1"
    assert len(llm.requests) == 2
    retry = llm.requests[1]["messages"]
    assert retry[-2]["role"] == "assistant" and '"Paris"' in retry[-2]["content"]
    assert "joins two known entities" in last_user_text(llm.requests[1])
    assert "'Paris' must be a variable" in last_user_text(llm.requests[1])
    assert client.usage.calls == 2


def test_planner_gives_up_after_two_broken_graphs(llm: ScriptedLLM) -> None:
    llm.script([TWO_ENTITIES, TWO_ENTITIES, GOOD])
    with pytest.raises(PlanError, match="joins two known entities") as caught:
        LLMPlanner(client_for(llm), HINT).plan("q")
    assert "must be a variable" in str(caught.value)
    assert len(llm.requests) == 2


def test_planner_retries_once_after_malformed_json(llm: ScriptedLLM) -> None:
    llm.script(["{not: json}", GOOD])
    assert LLMPlanner(client_for(llm), HINT).plan("q") == graph()
    assert "is not valid JSON" in last_user_text(llm.requests[1])
    assert llm.requests[1]["messages"][-2] == {"role": "assistant", "content": "{not: json}"}


def test_planner_raises_after_malformed_json_twice(llm: ScriptedLLM) -> None:
    llm.script(["{not json", "still not json"])
    with pytest.raises(LLMReplyError, match="contains no JSON object"):
        LLMPlanner(client_for(llm), HINT).plan("q")


def test_planner_retries_a_transient_endpoint_failure(llm: ScriptedLLM) -> None:
    llm.script([HttpError(500), GOOD])
    assert LLMPlanner(client_for(llm), HINT).plan("q") == graph()
    assert len(llm.requests) == 2


def test_examples_are_valid_one_and_two_hop_graphs() -> None:
    (q1, one), (q2, two) = example_plans(HINT)
    assert one.validate_rules() == [] and two.validate_rules() == []
    assert one.nodes == {"Inception": "Film", "unk1": "Person"}
    assert one.edges == [("Inception", "directed_by", "unk1")]
    assert "Inception" in q1 and "directed by" in q1
    assert two.edges == [("Inception", "directed_by", "unk1"), ("unk1", "born_in", "unk2")]
    assert two.nodes["unk2"] == "City" and two.answer == "unk2"
    assert "Inception" in q2


def test_examples_without_entity_examples_or_chains() -> None:
    hint = SchemaHint(schema_edges=[("a.Country", "has_capital", "a.City")])
    [(question, one)] = example_plans(hint)
    assert one.validate_rules() == []
    assert question == "What city is Example country connected to through has capital?"
    assert example_plans(SchemaHint()) == []
    kebab = SchemaHint(schema_edges=[("Restaurant", "serves-cuisine", "Cuisine")])
    [(question, _)] = example_plans(kebab)
    assert question.endswith("connected to through serves cuisine?")  # kebab case as words


def test_two_hop_example_through_a_shared_target_type() -> None:
    hint = SchemaHint(
        schema_edges=[("Person", "born_in", "City"), ("Company", "based_in", "City")],
        entity_examples={"Person": ["Ada Lovelace"]},
    )
    _, two = example_plans(hint)[1]
    assert two.validate_rules() == []
    assert two.edges == [("Ada Lovelace", "born_in", "unk1"), ("unk2", "based_in", "unk1")]
    assert two.nodes == {"Ada Lovelace": "Person", "unk1": "City", "unk2": "Company"}


def test_vocabulary_is_cut_to_the_budget_keeping_the_most_frequent() -> None:
    hint = SchemaHint(
        types=[f"Type{i:03d}" for i in range(300)],  # 7 characters each, 9 with ", "
        relations=["rel_a", "rel_b"],
    )
    prompt = plan_system_prompt(hint, vocabulary_budget=100)  # 400 characters
    assert "Relations of this knowledge graph (all 2):\nrel_a, rel_b" in prompt
    # the types get what the relations leave: 400 - len("rel_a, rel_b") = 388 characters,
    # enough for 43 names (43 * 7 + 42 * 2 = 385)
    assert "(the 43 most frequent of 300):\nType000, Type001," in prompt
    assert "Type042\n" in prompt and "Type043" not in prompt
    assert "(all 300)" in plan_system_prompt(hint)


def test_vocabulary_budget_is_split_when_both_lists_are_long() -> None:
    hint = SchemaHint(
        types=[f"T{i:04d}" for i in range(100)], relations=[f"R{i:04d}" for i in range(100)]
    )
    prompt = plan_system_prompt(hint, vocabulary_budget=50)  # 100 characters per list
    assert "Entity types of this knowledge graph (the 14 most frequent of 100)" in prompt
    assert "Relations of this knowledge graph (the 14 most frequent of 100)" in prompt


def test_answerer_sends_numbered_evidence(llm: ScriptedLLM) -> None:
    llm.script([{"answers": ["Paris"], "explanation": "graph [1]"}])
    evidence = [[("France", "capital", "Paris")], [("France", "language", 'Fr"ench')]]
    reply = LLMAnswerer(client_for(llm)).answer("Capital of France?", evidence)
    assert reply == AnswerReply(answers=["Paris"], explanation="graph [1]")
    user = last_user_text(llm.requests[0])
    assert 'graph [1]:\n  ("France", "capital", "Paris")' in user
    assert 'graph [2]:\n  ("France", "language", "Fr\\"ench")' in user
    assert llm.requests[0]["response_format"]["json_schema"]["name"] == "answer"


def test_answerer_without_evidence_says_so(llm: ScriptedLLM) -> None:
    llm.script([{"answers": ["Paris"]}])
    reply = LLMAnswerer(client_for(llm)).answer("Capital of France?", [])
    assert reply.answers == ["Paris"] and reply.explanation == ""
    assert "(no evidence graph was found)" in last_user_text(llm.requests[0])


class _Pair(BaseModel):
    a: int


def test_schema_mismatch_names_the_field(llm: ScriptedLLM) -> None:
    llm.script(['{"a": "x"}'])
    with pytest.raises(LLMReplyError, match=r"a: Input should be a valid integer"):
        client_for(llm).complete_json([], _Pair, name="pair")


@pytest.mark.parametrize("value", ["two", "²", "-1"])
def test_a_retry_count_that_is_no_whole_number_is_a_config_error(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("SAFE_LLM_MAX_RETRIES", value)
    with pytest.raises(ConfigError, match="retry count"):
        LLMSettings.resolve(base_url="http://127.0.0.1:9", model="m")
