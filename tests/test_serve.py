"""`safe serve` against the real embedded FalkorDB: answers on the sample KG, bad requests,
tokens, concurrent requests served without mixing results; `safe ask --html` writes the
standalone view; `safe serve` refuses a remote bind without a token."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from click.testing import CliRunner
from fastapi.testclient import TestClient

from app.cli.main import main
from app.config import Settings
from app.kg.embeddings import Embedder
from app.kg.store import open_store
from app.serve.api import MAX_BODY_BYTES, app_for_graph
from app.serve.view import CYTOSCAPE

from conftest import load_sample

# movies with different directors, so that mixed-up results would show
GRAPHS = {
    "Glass Orchard": "Mara Lindqvist",
    "Red Dust Road": "Pablo Serrat",
    "Winter Atlas": "Aiko Tanabe",
}


@pytest.fixture(scope="module")
def served(safe_home: Path, embedder: Embedder) -> Iterator[Settings]:
    settings = Settings(db="embedded", graph="serve_sample", home=safe_home)
    with open_store(settings) as store:
        load_sample(store, embedder, settings.cache_dir)
    yield settings
    with open_store(settings) as store:
        store.drop_graph()


@pytest.fixture(scope="module")
def clients(served: Settings, embedder: Embedder) -> Iterator[dict[str | None, TestClient]]:
    """The app without and with a token, three pipelines each."""
    apps = {
        token: app_for_graph(served, None, workers=3, token=token, embedder=embedder)
        for token in (None, "s3cret")
    }
    yield {token: TestClient(app) for token, app in apps.items()}
    for app in apps.values():
        app.state.close()


def _director_body(movie: str) -> dict[str, Any]:
    graph = {
        "nodes": {movie: "movie", "unk1": "person"},
        "edges": [[movie, "directed by", "unk1"]],
        "answer": "unk1",
    }
    return {"question": f"Who directed {movie}?", "query_graph": graph}


def test_ask_answers_with_evidence_and_cypher(clients: dict[str | None, TestClient]) -> None:
    client = clients[None]
    reply = client.post(
        "/ask", json={"question": "Who directed Glass Orchard?", "show_cypher": True}
    )
    assert reply.status_code == 200, reply.text
    data = reply.json()
    assert data["answers"] == ["Mara Lindqvist"]
    best = data["evidence"][0]
    assert ["Glass Orchard", "directed_by", "Mara Lindqvist"] in best["triples"]
    assert best["answer"] == "Mara Lindqvist" and best["names"]["Glass Orchard"] == "Glass Orchard"
    assert data["cypher"] and "MATCH" in data["cypher"][0]["text"]
    assert data["links"] and set(data["timings"]) >= {"plan", "retrieve", "total"}


def test_stats_health_docs_and_page(clients: dict[str | None, TestClient]) -> None:
    client = clients[None]
    stats = client.get("/stats").json()
    assert (stats["triples"], stats["entities"]) == (77, 52)
    assert client.get("/health").json() == {
        "status": "ok",
        "graph": "serve_sample",
        "backend": "falkordb",
    }
    assert "/ask" in client.get("/openapi.json").json()["paths"]
    assert client.get("/docs").status_code == 200
    page = client.get("/")
    assert page.status_code == 200 and "/static/cytoscape.min.js" in page.text
    assert client.get("/static/app.js").status_code == 200
    assert client.get("/static/cytoscape.min.js").status_code == 200
    assert client.get("/static/..%2F..%2Fqa.py").status_code == 404


@pytest.mark.parametrize(
    ("body", "status", "expected"),
    [
        ({"question": ""}, 422, "at least 1 character"),
        ({"question": "x" * 2001}, 422, "at most 2000 characters"),
        ({"question": "Who?", "mode": "fuzzy"}, 422, "'safe' or 'exact'"),
        ({"question": "Who?", "k_retrieval": 0}, 422, "greater than or equal to 1"),
        ({"question": "Who?", "surprise": 1}, 422, "Extra inputs are not permitted"),
        ({"question": "Who?\x00"}, 422, "control character U+0000"),
        (
            {"question": "Who?", "query_graph": {"nodes": {"a": "b"}, "edges": [], "answer": "a"}},
            422,
            "rules",
        ),
    ],
)
def test_bad_requests_are_clear_4xx(
    clients: dict[str | None, TestClient], body: dict[str, Any], status: int, expected: str
) -> None:
    reply = clients[None].post("/ask", json=body)
    assert reply.status_code == status
    assert expected in reply.text


def test_oversized_and_malformed_bodies(clients: dict[str | None, TestClient]) -> None:
    client = clients[None]
    huge = json.dumps({"question": "x" * (MAX_BODY_BYTES + 10)})
    reply = client.post("/ask", content=huge, headers={"content-type": "application/json"})
    assert reply.status_code == 413
    broken = client.post("/ask", content="{not json", headers={"content-type": "application/json"})
    assert broken.status_code == 422


def test_a_chunked_body_is_refused(clients: dict[str | None, TestClient]) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"question": "'
        yield b"x" * (MAX_BODY_BYTES * 2)
        yield b'"}'

    reply = clients[None].post(
        "/ask", content=chunks(), headers={"content-type": "application/json"}
    )
    assert reply.status_code == 411


def test_health_and_stats_answer_while_every_pipeline_is_busy(
    clients: dict[str | None, TestClient],
) -> None:
    client = clients[None]
    pipelines = client.app.state.pipelines  # type: ignore[attr-defined]
    with pipelines.borrow(), pipelines.borrow(), pipelines.borrow():
        assert client.get("/health").status_code == 200
        assert client.get("/stats").json()["triples"] == 77


def test_a_token_guards_every_route_but_health(clients: dict[str | None, TestClient]) -> None:
    client = clients["s3cret"]
    assert client.get("/health").status_code == 200
    assert client.get("/stats").status_code == 401
    assert client.post("/ask", json={"question": "Who?"}).status_code == 401
    wrong = {"Authorization": "Bearer nope"}
    assert client.get("/stats", headers=wrong).status_code == 401
    right = {"Authorization": "Bearer s3cret"}
    assert client.get("/stats", headers=right).status_code == 200


def test_concurrent_requests_do_not_mix(clients: dict[str | None, TestClient]) -> None:
    """Many requests at once over a real HTTP server: each gets its own question's answer."""
    client = clients[None]
    server = uvicorn.Server(uvicorn.Config(client.app, host="127.0.0.1", port=0, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        threading.Event().wait(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    expected = {m: client.post("/ask", json=_director_body(m)).json()["answers"] for m in GRAPHS}
    assert expected == {movie: [director] for movie, director in GRAPHS.items()}

    def ask(movie: str) -> tuple[str, list[str], str]:
        reply = httpx.post(f"http://127.0.0.1:{port}/ask", json=_director_body(movie), timeout=60)
        data = reply.json()
        return movie, data["answers"], data["question"]

    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(ask, [m for m in GRAPHS for _ in range(8)]))
    finally:
        server.should_exit = True
        thread.join()
    assert len(results) == 24
    for movie, answers, question in results:
        assert answers == [GRAPHS[movie]] and question == f"Who directed {movie}?"


def test_ask_html_writes_a_standalone_view(served: Settings, tmp_path: Path) -> None:
    settings = served
    out = tmp_path / "answer.html"
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph}
    result = CliRunner().invoke(
        main, ["ask", "Who directed Glass Orchard?", "--html", str(out)], env=env
    )
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert CYTOSCAPE.read_text(encoding="utf-8")[:200] in html  # inlined: works offline
    assert "SafeView.render(" in html and '"Mara Lindqvist"' in html
    assert "<script src=" not in html and "http://" not in html.split("<script>")[0]


def test_serve_refuses_a_remote_bind_without_a_token(served: Settings) -> None:
    settings = served
    env = {"SAFE_HOME": str(settings.home), "SAFE_GRAPH": settings.graph}
    result = CliRunner().invoke(main, ["serve", "--host", "0.0.0.0"], env=env)
    assert result.exit_code == 2
    assert "--allow-remote" in result.output and "--token" in result.output
