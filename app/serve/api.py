"""`safe serve`: the engine over HTTP (FastAPI), and the page that draws the evidence.

One process loads the model and the schema once. Requests are served concurrently by a pool
of question pipelines, each with its own store connection (so results never mix), sharing
one embedder. Bodies are bounded in size and validated; errors are clear 4xx replies.
"""

from __future__ import annotations

import hmac
import queue
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import BaseModel, ConfigDict, Field

from app.config import Settings
from app.errors import ConfigError, PlanError, QuestionError, SafeError, StoreError
from app.kg.embeddings import Embedder
from app.kg.limits import MAX_QUESTION_CHARS
from app.kg.stats import graph_stats
from app.kg.store import open_store
from app.planners.llm import LLMSettings
from app.qa import QAOptions, SafeQA, build_qa
from app.query_graph import PseudoQueryGraph
from app.serve.view import asset

MAX_BODY_BYTES = 64 * 1024
Credentials = Annotated[HTTPAuthorizationCredentials | None, Depends(HTTPBearer(auto_error=False))]


class AskRequest(BaseModel):
    """`POST /ask`: a question and how to match it."""

    model_config = ConfigDict(extra="forbid")

    question: str = Field(min_length=1, max_length=MAX_QUESTION_CHARS)
    query_graph: PseudoQueryGraph | None = Field(
        default=None, description="use this pseudo query graph instead of the planner"
    )
    mode: Literal["safe", "exact"] = "safe"
    k_retrieval: int = Field(default=10, ge=1, le=100)
    no_types: bool = False
    show_cypher: bool = False


@dataclass(frozen=True)
class ServeSettings:
    """What the app serves and to whom."""

    graph: str
    backend: str
    workers: int = 2
    token: str | None = None  # required as a bearer token when set


class Pipelines:
    """A fixed pool of question pipelines; each request borrows one."""

    def __init__(self, build: Callable[[], SafeQA], size: int) -> None:
        self._size = size
        self._free: queue.Queue[SafeQA] = queue.Queue()
        for _ in range(size):
            self._free.put(build())

    @contextmanager
    def borrow(self) -> Iterator[SafeQA]:
        qa = self._free.get()
        try:
            yield qa
        finally:
            self._free.put(qa)

    def close(self) -> None:
        """Close every pipeline's store connection (waits for those in use)."""
        for _ in range(self._size):
            self._free.get().store.close()


def app_for_graph(
    settings: Settings,
    llm: LLMSettings | None,
    *,
    workers: int = 2,
    planner: str = "auto",
    token: str | None = None,
    embedder: Embedder | None = None,
) -> FastAPI:
    """The app over the graph `settings` points at: `workers` pipelines, each with its own
    store connection, sharing one embedder; `app.state.close()` closes the connections."""
    shared = embedder or Embedder(settings.embedding_model, runtime=settings.encoder_runtime)

    def pipeline() -> SafeQA:
        store = open_store(settings)
        return build_qa(store, settings, QAOptions(), llm, planner=planner, embedder=shared)

    pipelines = Pipelines(pipeline, workers)
    side = open_store(settings)  # /stats and /health never wait for a busy pipeline

    def stats() -> dict[str, Any]:
        return graph_stats(side, settings)

    def health() -> None:
        side.run("RETURN 1 AS ok", read_only=True)

    def close() -> None:
        pipelines.close()
        side.close()

    app = create_app(
        ServeSettings(settings.graph, side.dialect.name, workers, token), pipelines, stats, health
    )
    app.state.pipelines = pipelines
    app.state.close = close
    return app


def create_app(
    settings: ServeSettings,
    pipelines: Pipelines,
    stats: Callable[[], dict[str, Any]],
    health: Callable[[], None],
) -> FastAPI:
    """The HTTP app over `pipelines`; `stats` and `health` read the store (health raises
    StoreError when it is unreachable)."""
    app = FastAPI(
        title="safe-kgqa",
        summary="Ask questions of a knowledge graph (SAFE: schema-driven ADJ)",
        version="1",
    )

    def authorised(credentials: Credentials) -> None:
        if settings.token is None:
            return
        given = credentials.credentials if credentials is not None else ""
        if not hmac.compare_digest(given.encode(), settings.token.encode()):
            raise HTTPException(401, "a valid bearer token is required")

    @app.middleware("http")
    async def bounded(request: Request, call_next: Callable[[Request], Any]) -> Any:
        if request.method in ("POST", "PUT", "PATCH"):
            length = request.headers.get("content-length")
            if length is None:  # a chunked body could be of any size
                return JSONResponse(
                    {"detail": "a request body needs a Content-Length header"}, status_code=411
                )
            if not (length.isascii() and length.isdigit()) or int(length) > MAX_BODY_BYTES:
                return JSONResponse(
                    {"detail": f"request body over {MAX_BODY_BYTES} bytes"}, status_code=413
                )
        return await call_next(request)

    @app.post("/ask", dependencies=[Depends(authorised)])
    def ask(request: AskRequest) -> dict[str, Any]:
        """Answer a question: the same JSON as `safe ask --json`."""
        with pipelines.borrow() as qa:
            base = qa.options
            qa.options = _request_options(base, request)
            try:
                result = qa.ask(request.question, request.query_graph)
            except (QuestionError, PlanError, ConfigError) as exc:
                raise HTTPException(422, str(exc)) from exc
            except StoreError as exc:
                raise HTTPException(503, str(exc)) from exc
            except SafeError as exc:
                raise HTTPException(400, str(exc)) from exc
            finally:
                qa.options = base
        return result.as_dict(with_cypher=request.show_cypher)

    @app.get("/stats", dependencies=[Depends(authorised)])
    def graph_stats() -> dict[str, Any]:
        """Counts of the graph's entities, triples, relations, types and schema edges."""
        try:
            return stats()
        except StoreError as exc:
            raise HTTPException(503, str(exc)) from exc

    @app.get("/health")
    def healthy() -> dict[str, str]:
        """Whether the store answers."""
        try:
            health()
        except StoreError as exc:
            raise HTTPException(503, str(exc)) from exc
        return {"status": "ok", "graph": settings.graph, "backend": settings.backend}

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(asset("index.html"))

    @app.get("/static/{name}", include_in_schema=False)
    def static(name: str) -> FileResponse:
        try:
            return FileResponse(asset(name))
        except ConfigError as exc:
            raise HTTPException(404, str(exc)) from exc

    return app


def _request_options(base: QAOptions, request: AskRequest) -> QAOptions:
    return replace(
        base,
        mode=request.mode,
        k_retrieval=request.k_retrieval,
        adj=replace(base.adj, use_types=not request.no_types),
    )
