"""The `safe serve` page in a real browser: Debian's Chromium, headless, driven by Playwright
(pointed at the system binary; no browser download). A question typed on the page shows its
answer and drawn evidence graphs; a screenshot is saved under the test's output."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import uvicorn

from app.config import Settings
from app.kg.embeddings import Embedder
from app.kg.store import open_store
from app.serve.api import app_for_graph

from conftest import load_sample

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None,
    reason="no Chromium installed (Debian package chromium; make test installs it)",
)


@pytest.fixture(scope="module")
def page_url(safe_home: Path, embedder: Embedder) -> Iterator[str]:
    settings = Settings(db="embedded", graph="browser_sample", home=safe_home)
    with open_store(settings) as store:
        load_sample(store, embedder, settings.cache_dir)
    app = app_for_graph(settings, None, workers=1, embedder=embedder)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="error"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        threading.Event().wait(0.05)
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join()
    app.state.close()
    with open_store(settings) as store:
        store.drop_graph()


def test_the_page_answers_and_draws_the_evidence(page_url: str, tmp_path: Path) -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox"]
        )
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 1400})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(page_url)
            page.wait_for_selector("#graph-name:has-text('browser_sample')")
            page.fill("#question", "Which country was the director of Glass Orchard born in?")
            page.click("#ask")
            page.wait_for_selector(".answers", timeout=60_000)
            assert page.inner_text(".answers") == "Sweden"
            # the evidence is drawn: cytoscape puts its canvases in each graph's box
            page.wait_for_selector(".evidence-graph canvas")
            assert page.locator(".evidence-graph").count() >= 1
            assert page.locator("#pseudo-graph canvas").count() >= 1
            drawn = page.evaluate(
                "() => document.querySelector('.evidence-graph')._cyreg.cy.nodes().map("
                "n => n.data('label'))"
            )
            assert any("Sweden" in label for label in drawn)
            assert any("Glass Orchard" in label for label in drawn)
            assert "MATCH" in page.inner_text("#cypher")
            page.screenshot(path=str(tmp_path / "safe-serve-page.png"), full_page=True)
            assert (tmp_path / "safe-serve-page.png").stat().st_size > 10_000
            page.fill("#question", "Who\u0000 directed Glass Orchard?")
            page.click("#ask")
            page.wait_for_selector(".error")  # a refused question is said on the page
            assert "control character" in page.inner_text(".error")
            assert errors == []
        finally:
            browser.close()
