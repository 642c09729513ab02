"""A scripted OpenAI-compatible chat endpoint on 127.0.0.1 for tests (stdlib only).

Each request to POST /v1/chat/completions (or /chat/completions) takes the next scripted
reply; once the script is used up every request gets HTTP 500 "script exhausted".
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

PATHS = ("/v1/chat/completions", "/chat/completions")


@dataclass(frozen=True)
class Reply:
    """An assistant message (a dict is sent as its JSON text) with the usage to report."""

    content: dict[str, Any] | str
    prompt_tokens: int = 11
    completion_tokens: int = 7
    finish_reason: str = "stop"


@dataclass(frozen=True)
class HttpError:
    """Answer with this HTTP status and body (a dict is sent as JSON)."""

    status: int
    body: dict[str, Any] | str = field(default_factory=lambda: {"error": {"message": "error"}})


@dataclass(frozen=True)
class Delay:
    """Wait `seconds`, then serve `then`."""

    seconds: float
    then: Step


@dataclass(frozen=True)
class RejectResponseFormat:
    """Answer 400 if the request asks for one of `types` of response_format; else skip to the
    next step."""

    types: tuple[str, ...] = ("json_schema",)


Step = Reply | HttpError | Delay | RejectResponseFormat | dict[str, Any] | str


class ScriptedLLM:
    """Context manager serving a script of replies; `base_url` ends in /v1."""

    def __init__(self, script: list[Step] | None = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self._script: list[Step] = list(script or [])
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        """The endpoint's OpenAI base URL."""
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def script(self, steps: list[Step]) -> None:
        """Append steps to the script."""
        with self._lock:
            self._script.extend(steps)

    def __enter__(self) -> ScriptedLLM:
        self._thread.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._stopping.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def _next_step(self, body: dict[str, Any]) -> Step | None:
        with self._lock:
            self.requests.append(body)
            while self._script:
                step = self._script.pop(0)
                asked = (body.get("response_format") or {}).get("type")
                if not isinstance(step, RejectResponseFormat) or asked in step.types:
                    return step
            return None

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                if self.path not in PATHS:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                body = json.loads(raw or b"{}")
                step = owner._next_step(body)
                while isinstance(step, Delay):
                    if owner._stopping.wait(step.seconds):
                        return
                    step = step.then
                if step is None:
                    self._send(500, {"error": {"message": "script exhausted"}})
                elif isinstance(step, HttpError):
                    self._send(step.status, step.body)
                elif isinstance(step, RejectResponseFormat):
                    message = f"response_format {body['response_format']['type']} is not supported"
                    self._send(400, {"error": {"message": message, "param": "response_format"}})
                else:
                    reply = step if isinstance(step, Reply) else Reply(step)
                    self._send(200, _completion(body, reply))

            def _send(self, status: int, body: dict[str, Any] | str) -> None:
                data = (body if isinstance(body, str) else json.dumps(body)).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client gave up (timed out) and closed the connection

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


def _completion(request: dict[str, Any], reply: Reply) -> dict[str, Any]:
    content = reply.content if isinstance(reply.content, str) else json.dumps(reply.content)
    return {
        "id": f"chatcmpl-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": request.get("model", "scripted"),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": {
            "prompt_tokens": reply.prompt_tokens,
            "completion_tokens": reply.completion_tokens,
            "total_tokens": reply.prompt_tokens + reply.completion_tokens,
        },
    }
