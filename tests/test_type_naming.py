"""Readable inferred types: `type_text` of a target role, and `safe load --name-types`
with the real openai client against a scripted endpoint on 127.0.0.1."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from click.testing import CliRunner, Result

from app.cli.main import main
from app.config import Settings
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.schema_graph import TYPE_NAMES_FILE, type_text
from app.kg.store import open_store
from app.kg.wording import is_inferred_type
from app.planners.llm_planner import build_schema_hint

from llm_server import ScriptedLLM

FIXTURES = Path(__file__).parent / "fixtures"
NAMES = ["person", "film", "city", "country", "genre", "year", "studio", "award"]


def test_an_inferred_target_role_reads_as_its_relation() -> None:
    assert type_text("place of birth target") == "place of birth"
    assert type_text("gender target 2") == "gender"
    assert type_text("gender source") == "gender source"  # a source role names no kind
    assert type_text("film.cinematographer") == "film cinematographer"


def _load(home: Path, llm: ScriptedLLM, graph: str) -> Result:
    env = {
        "SAFE_HOME": str(home),
        "SAFE_GRAPH": graph,
        "SAFE_LLM_BASE_URL": llm.base_url,
        "SAFE_LLM_MODEL": "scripted",
        "SAFE_LLM_API_KEY": "test",
        "SAFE_LLM_TIMEOUT": "2",
    }
    args = ["load", str(FIXTURES / "tiny.csv"), "--format", "csv", "--name-types", "--json"]
    return CliRunner().invoke(main, args, env=env)


def test_name_types_asks_once_per_inferred_type_and_caches(
    safe_home: Path, embedder: Embedder
) -> None:
    graph = "named_types"
    replies: list[object] = [{"name": "X directed_by Y; a relation!"}]  # refused, reported
    replies += [{"name": name} for name in NAMES]
    with ScriptedLLM(replies) as llm:  # type: ignore[arg-type]
        first = _load(safe_home, llm, graph)
        asked = len(llm.requests)
    assert first.exit_code == 0, first.output
    summary = json.loads(first.stdout)["type_names"]
    assert len(summary["rejected"]) == 1 and summary["named"]
    assert asked == len(summary["named"]) + 1 and summary["llm"]["calls"] == asked
    # the LLM was shown the class's relations and members, not just its stored name
    prompt = llm.requests[1]["messages"][-1]["content"]
    assert "Some members:" in prompt and " X" in prompt

    settings = Settings(db="embedded", graph=graph, home=safe_home)
    store = open_store(settings)
    try:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        inferred = [t for t in catalog.types if is_inferred_type(t)]
        assert sorted(summary["named"]) == sorted(set(inferred) - set(summary["rejected"]))
        for type_name, name in summary["named"].items():
            assert catalog.type_label(type_name) == name
            row = catalog.type_row[type_name]
            expected = embedder.encode([name])[0]
            assert np.allclose(catalog.type_vectors[row], expected, atol=1e-3)  # stored rounded
        refused = next(iter(summary["rejected"]))
        assert catalog.type_label(refused) == type_text(refused)
        hint = build_schema_hint(store, catalog)
        assert set(summary["named"].values()) <= set(hint.types)
        assert not any(t in hint.types for t in summary["named"])  # stored ids stay hidden
    finally:
        store.close()
    cached = json.loads((settings.cache_dir / TYPE_NAMES_FILE).read_text(encoding="utf-8"))
    assert cached == summary["named"]

    # a reload reuses the cached names and asks only about the type still unnamed
    with ScriptedLLM([{"name": "award"}]) as llm:
        again = _load(safe_home, llm, graph)
        assert len(llm.requests) == 1
    assert again.exit_code == 0, again.output
    second = json.loads(again.stdout)["type_names"]
    assert second["named"] == {refused: "award"}
    assert second["already_named"] == len(summary["named"])


def test_name_types_without_an_llm_is_a_usage_error(safe_home: Path) -> None:
    args = ["load", str(FIXTURES / "tiny.csv"), "--format", "csv", "--name-types"]
    env = {"SAFE_HOME": str(safe_home), "SAFE_GRAPH": "unnamed", "SAFE_LLM_BASE_URL": ""}
    result = CliRunner().invoke(main, args, env=env)
    assert result.exit_code == 2 and "--name-types needs an LLM" in result.output


def test_naming_types_and_stats_run_under_a_loads_time_limit(
    safe_home: Path, tmp_path: Path
) -> None:
    source = tmp_path / "kb.tsv"  # big enough that its aggregation takes more than 1 ms
    source.write_text(
        "".join(f"p{i}\tknows\tp{i * 7 % 5000}\np{i}\tlives_in\tc{i % 50}\n" for i in range(20000)),
        encoding="utf-8",
    )
    env = {
        "SAFE_HOME": str(safe_home),
        "SAFE_GRAPH": "named_in_time",
        "SAFE_QUERY_TIMEOUT_MS": "1",  # what a question's queries get
        "SAFE_LLM_MODEL": "scripted",
        "SAFE_LLM_API_KEY": "test",
        "SAFE_LLM_TIMEOUT": "2",
    }
    args = ["load", str(source), "--format", "tsv", "--entity-vectors", "none", "--name-types"]
    args.append("--json")
    with ScriptedLLM([{"name": name} for name in NAMES]) as llm:  # type: ignore[arg-type]
        result = CliRunner().invoke(main, args, env={**env, "SAFE_LLM_BASE_URL": llm.base_url})
    assert result.exit_code == 0, result.output
    named = json.loads(result.stdout)["type_names"]["named"]
    assert named  # the schema graph was rebuilt with them, under the load's own limit
    stats = CliRunner().invoke(main, ["stats", "--json"], env=env)  # counts every triple
    assert stats.exit_code == 0, stats.output
    assert json.loads(stats.stdout)["triples"] == 40000
    settings = Settings(db="embedded", graph="named_in_time", home=safe_home)
    store = open_store(settings)
    try:
        catalog = SchemaCatalog.load(store, settings.cache_dir)
        assert {catalog.type_label(t) for t in named} == set(named.values())
    finally:
        store.drop_graph()
        store.close()
