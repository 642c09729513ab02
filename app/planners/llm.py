"""A small client for OpenAI-compatible chat endpoints that returns validated JSON replies."""

from __future__ import annotations

import json
import os
import re
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import openai
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam
from openai.types.chat.completion_create_params import ResponseFormat
from pydantic import BaseModel, ValidationError
from tenacity import (
    RetryCallState,
    Retrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from app.config import _default_home
from app.errors import ConfigError, LLMError, LLMReplyError

Message = dict[str, str]
"""One chat message: `{"role": "system" | "user" | "assistant", "content": ...}`."""

ModelT = TypeVar("ModelT", bound=BaseModel)

_Mode = Literal["json_schema", "json_object", "plain"]
_MODES: tuple[_Mode, ...] = ("json_schema", "json_object", "plain")
RETRY_FIRST_WAIT_S, RETRY_MAX_WAIT_S = 0.5, 4.0
_SHOWN = 200  # characters of a reply or error body quoted in error messages
_FENCE = re.compile(r"```[A-Za-z0-9_-]*[ \t]*\n(.*?)```", re.DOTALL)


@dataclass(frozen=True, kw_only=True)
class LLMSettings:
    """How to reach the LLM: an OpenAI-compatible endpoint and the model to ask."""

    base_url: str
    model: str
    api_key: str | None = None
    timeout_s: float = 60.0
    max_retries: int = 2  # of transient failures (HTTP 408/409/429/5xx, dropped connections)
    temperature: float = 0.3
    max_tokens: int = 2000

    @classmethod
    def resolve(
        cls,
        base_url: str | None = None,
        api_key: str | None = None,
        model: str | None = None,
        config_file: str | Path | None = None,
        timeout_s: float | None = None,
    ) -> LLMSettings | None:
        """Settings from options, then SAFE_LLM_* env vars, then the `[llm]` table of a TOML file
        (`base_url`, `model`, `api_key`, `timeout_s`, `max_retries`).

        The file is `config_file` if given (it must exist), else `$SAFE_HOME/config.toml` if
        present. Returns None when neither a base URL nor a model is configured; raises
        ConfigError when only one of them is, or when the file is unreadable.
        """
        table = _llm_table(config_file)
        found_url = _first(base_url, os.environ.get("SAFE_LLM_BASE_URL"), table.get("base_url"))
        found_model = _first(model, os.environ.get("SAFE_LLM_MODEL"), table.get("model"))
        found_key = _first(
            api_key,
            os.environ.get("SAFE_LLM_API_KEY"),
            os.environ.get("OPENAI_API_KEY"),
            table.get("api_key"),
        )
        if found_url is None and found_model is None:
            return None
        if found_url is None or found_model is None:
            missing = (
                "base URL (SAFE_LLM_BASE_URL)" if found_url is None else "model (SAFE_LLM_MODEL)"
            )
            raise ConfigError(f"the LLM is half configured: its {missing} is not set")
        timeout = _first(
            None if timeout_s is None else str(timeout_s),
            os.environ.get("SAFE_LLM_TIMEOUT"),
            table.get("timeout_s"),
        )
        try:
            seconds = float(timeout) if timeout is not None else cls.timeout_s
        except ValueError as exc:
            raise ConfigError(f"the LLM timeout is not a number of seconds: {timeout!r}") from exc
        retries = _first(os.environ.get("SAFE_LLM_MAX_RETRIES"), table.get("max_retries"))
        if retries is not None and not (retries.isascii() and retries.isdigit()):
            raise ConfigError(f"the LLM retry count is not a whole number: {retries!r}")
        return cls(
            base_url=found_url,
            model=found_model,
            api_key=found_key,
            timeout_s=seconds,
            max_retries=int(retries) if retries is not None else cls.max_retries,
        )


def _first(*values: str | None) -> str | None:
    return next((v for v in values if v), None)


def _llm_table(config_file: str | Path | None) -> dict[str, str]:
    path = Path(config_file) if config_file is not None else _default_home() / "config.toml"
    if not path.is_file():
        if config_file is not None:
            raise ConfigError(f"config file {path} does not exist")
        return {}
    try:
        with path.open("rb") as f:
            table = tomllib.load(f).get("llm", {})
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise ConfigError(f"cannot read config file {path}: {e}") from e
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [llm] must be a table")
    for key in ("base_url", "api_key", "model"):
        if key in table and not isinstance(table[key], str):
            raise ConfigError(f"{path}: llm.{key} must be a string")
    return {k: str(v) for k, v in table.items() if isinstance(v, str | int | float)}


@dataclass(frozen=True)
class LLMUsage:
    """Completions received and the tokens they cost, as the endpoint reported them."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def __add__(self, other: LLMUsage) -> LLMUsage:
        return LLMUsage(
            self.calls + other.calls,
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
        )


class LLMClient:
    """Asks an OpenAI-compatible endpoint for JSON replies and validates them with pydantic.

    Structured output is tried first (`response_format` json_schema), then json_object mode,
    then no `response_format` at all; the first mode the endpoint accepts is kept.
    """

    def __init__(self, settings: LLMSettings) -> None:
        self.settings = settings
        self._openai = openai.OpenAI(
            base_url=settings.base_url,
            api_key=settings.api_key or "unused",
            timeout=settings.timeout_s,
            max_retries=0,  # retried here, within the timeout (`_create`)
        )
        self._mode: _Mode = "json_schema"
        self._mode_confirmed = False
        self._usage = LLMUsage()

    @property
    def usage(self) -> LLMUsage:
        """Everything this client has spent so far."""
        return self._usage

    def complete_json(
        self, messages: Sequence[Message], schema: type[ModelT], *, name: str
    ) -> tuple[ModelT, LLMUsage]:
        """Send `messages` and parse the reply as a `schema` instance.

        `name` names the schema for the endpoint (letters, digits, `_`, `-`) and in errors.
        Returns the instance and the usage of this call. Raises LLMReplyError when the reply
        is not such JSON, LLMError when the endpoint fails.
        """
        deadline = time.monotonic() + self.settings.timeout_s
        while True:
            try:
                completion = self._create(messages, schema, name, deadline)
            except openai.BadRequestError as e:
                may_be_the_format = "response_format" in str(e) or not self._mode_confirmed
                if self._mode == _MODES[-1] or not may_be_the_format:
                    raise self._mapped(e) from e
                self._mode = _MODES[_MODES.index(self._mode) + 1]
                continue
            except openai.OpenAIError as e:
                raise self._mapped(e) from e
            break
        self._mode_confirmed = True
        usage = LLMUsage(
            1,
            completion.usage.prompt_tokens if completion.usage else 0,
            completion.usage.completion_tokens if completion.usage else 0,
        )
        self._usage += usage
        if not completion.choices or completion.choices[0].message.content is None:
            raise LLMReplyError(f"LLM gave no text reply for {name}", "")
        choice = completion.choices[0]
        cut_off = (
            " (the reply was cut off at max_tokens)" if choice.finish_reason == "length" else ""
        )
        return parse_json_reply(
            choice.message.content or "", schema, name=name, note=cut_off
        ), usage

    def _create(
        self, messages: Sequence[Message], schema: type[BaseModel], name: str, deadline: float
    ) -> ChatCompletion:
        """One completion; transient failures (HTTP 408/409/429/5xx, a dropped connection) are
        retried with jittered exponential backoff while `deadline` allows, up to
        `max_retries` times. Each attempt gets the time left; a timeout is not retried, and
        says what the tries before it met."""
        failed: list[BaseException] = []

        def before_retry(state: RetryCallState) -> None:
            error = state.outcome.exception() if state.outcome is not None else None
            if error is not None:
                failed.append(error)
            _give_up_after(state, deadline)

        retrying = Retrying(
            retry=retry_if_exception(_transient),
            stop=stop_after_attempt(self.settings.max_retries + 1),
            wait=wait_exponential_jitter(
                multiplier=RETRY_FIRST_WAIT_S, max=RETRY_MAX_WAIT_S, jitter=0.5
            ),
            before_sleep=before_retry,
            reraise=True,
        )

        def timed_out() -> str:  # "timed out" alone would hide why it retried
            last = failed[-1] if failed else None
            if not isinstance(last, openai.OpenAIError):
                return self._timed_out
            return f"{self._timed_out}; the try before: {self._mapped(last)}"

        try:
            for attempt in retrying:
                with attempt:
                    left = deadline - time.monotonic()
                    if left <= 0:
                        raise LLMError(timed_out())
                    return self._openai.chat.completions.create(
                        model=self.settings.model,
                        messages=self._messages(messages, schema),
                        response_format=self._response_format(schema, name),
                        temperature=self.settings.temperature,
                        max_tokens=self.settings.max_tokens,
                        timeout=left,
                    )
        except openai.APITimeoutError as e:
            if failed:
                raise LLMError(timed_out()) from e
            raise
        raise AssertionError("unreachable: tenacity reraises the last failure")

    def _messages(
        self, messages: Sequence[Message], schema: type[BaseModel]
    ) -> list[ChatCompletionMessageParam]:
        """The messages; they spell out the JSON schema when response_format cannot carry it."""
        sent = [dict(m) for m in messages]
        if self._mode != "json_schema":
            note = "Reply with only one JSON object that matches this JSON schema:\n" + json.dumps(
                schema.model_json_schema()
            )
            if sent and sent[0]["role"] == "system":
                sent[0]["content"] += "\n\n" + note
            else:
                sent.insert(0, {"role": "system", "content": note})
        return cast(list[ChatCompletionMessageParam], sent)

    def _response_format(self, schema: type[BaseModel], name: str) -> ResponseFormat | openai.Omit:
        if self._mode == "json_schema":
            return {
                "type": "json_schema",
                "json_schema": {
                    "name": name,
                    "schema": schema.model_json_schema(),
                    "strict": False,
                },
            }
        if self._mode == "json_object":
            return {"type": "json_object"}
        return openai.omit

    @property
    def _timed_out(self) -> str:
        return f"LLM endpoint timed out after {self.settings.timeout_s:g} s"

    def _mapped(self, e: openai.OpenAIError) -> LLMError:
        if isinstance(e, openai.APITimeoutError):
            return LLMError(self._timed_out)
        if isinstance(e, openai.APIConnectionError):
            cause = f": {e.__cause__}" if e.__cause__ else ""
            return LLMError(f"cannot reach LLM endpoint at {self.settings.base_url}{cause}")
        if isinstance(e, openai.APIStatusError):
            return LLMError(
                f"LLM endpoint returned HTTP {e.status_code}: {_short_body(e)[:_SHOWN]}"
            )
        return LLMError(f"LLM request failed: {e}")


def _transient(error: BaseException) -> bool:
    """Whether a failed request may succeed if sent again soon."""
    if isinstance(error, openai.APITimeoutError):
        return False  # it used up its time
    if isinstance(error, openai.APIConnectionError):
        return True
    return isinstance(error, openai.APIStatusError) and (
        error.status_code in (408, 409, 429) or error.status_code >= 500
    )


def _give_up_after(state: RetryCallState, deadline: float) -> None:
    """Before a retry's backoff: give up now (raise the failure) if it would end past
    `deadline`."""
    pause = state.next_action.sleep if state.next_action is not None else 0.0
    if time.monotonic() + pause >= deadline and state.outcome is not None:
        state.outcome.result()  # raises the failure


def _short_body(e: openai.APIStatusError) -> str:
    body: Any = e.body
    if isinstance(body, dict) and isinstance(body.get("message"), str):
        return str(body["message"])
    if body is None:
        return e.response.text.strip() or e.response.reason_phrase
    return body if isinstance(body, str) else json.dumps(body)


def parse_json_reply(reply: str, schema: type[ModelT], *, name: str, note: str = "") -> ModelT:
    """Parse an LLM reply as `schema`: the first code fence's text if any, else the whole reply,
    from its first `{` to its last `}`.

    Raises LLMReplyError naming the problem and quoting the start of the reply.
    """
    fenced = _FENCE.search(reply)
    text = fenced.group(1) if fenced else reply
    start, end = text.find("{"), text.rfind("}")
    quoted = repr(reply[:_SHOWN])
    if start < 0 or end < start:
        raise LLMReplyError(f"LLM reply for {name} contains no JSON object{note}: {quoted}", reply)
    try:
        data = json.loads(text[start : end + 1])
    except json.JSONDecodeError as e:
        raise LLMReplyError(
            f"LLM reply for {name} is not valid JSON ({e.msg} at char {e.pos}){note}: {quoted}",
            reply,
        ) from e
    try:
        return schema.model_validate(data)
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(top)'}: {err['msg']}"
            for err in e.errors()[:5]
        )
        raise LLMReplyError(
            f"LLM reply for {name} does not fit the expected shape ({problems}){note}: {quoted}",
            reply,
        ) from e
