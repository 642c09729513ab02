"""`safe serve`: the HTTP API and the evidence page, over one loaded graph."""

from __future__ import annotations

import os
from typing import Any

import click

from app.cli.common import console, db_options, llm_options, planner_option, settings_from
from app.planners.llm import LLMSettings
from app.serve.api import app_for_graph

LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="address to listen on")
@click.option("--port", default=8000, show_default=True, help="port to listen on")
@click.option("--workers", default=2, show_default=True, help="questions answered at the same time")
@click.option(
    "--allow-remote",
    is_flag=True,
    help="allow a --host other than this machine (needs --token)",
)
@click.option(
    "--token",
    envvar="SAFE_SERVE_TOKEN",
    help="bearer token every request but /health must carry [SAFE_SERVE_TOKEN]",
)
@planner_option
@llm_options
@click.option("--llm-timeout", type=float, help="seconds per LLM call [SAFE_LLM_TIMEOUT]")
@db_options
def serve_command(host: str, port: int, workers: int, allow_remote: bool, token: str | None,
                  planner: str, llm_base_url: str | None, llm_model: str | None,
                  llm_api_key: str | None, llm_timeout: float | None, **db: Any) -> None:  # fmt: skip
    """Serve the API (POST /ask, GET /stats, GET /health, docs at /docs) and the evidence
    page at / until interrupted."""
    import uvicorn

    if host not in LOCAL_HOSTS and not (allow_remote and token):
        raise click.UsageError(
            f"--host {host} is reachable from other machines: pass --allow-remote and a "
            "--token (or SAFE_SERVE_TOKEN) that every request must carry"
        )
    if workers < 1:
        raise click.UsageError("--workers must be at least 1")
    settings = settings_from(**db)
    llm = LLMSettings.resolve(
        base_url=llm_base_url, api_key=llm_api_key, model=llm_model, timeout_s=llm_timeout
    )
    app = app_for_graph(settings, llm, workers=workers, planner=planner, token=token)
    console.print(f"serving graph {settings.graph!r} on http://{host}:{port} (pid {os.getpid()})")
    try:
        uvicorn.run(app, host=host, port=port, log_level="warning")
    finally:
        app.state.close()
