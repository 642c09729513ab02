"""`safe eval`'s core: ask every question (with its gold pseudo graph, if given) and score it."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from app.datasets.readers import EvalItem
from app.errors import SafeError
from app.eval.metrics import ItemRecord, answer_recall, hits_at_1, set_f1
from app.eval.noise import Noised
from app.qa import AnswerResult, SafeQA


def score_item(
    index: int, item: EvalItem, result: AnswerResult, noise: Sequence[str] = ()
) -> ItemRecord:
    """Score one answer against the item's gold answers."""
    found = [e.names.get(e.answer, e.answer) for e in result.evidence]
    return ItemRecord(
        index=index,
        line=item.line,
        question=item.question,
        gold=item.answers,
        answers=result.answers,
        hits1=hits_at_1(result.answers, item.answers),
        f1=set_f1(result.answers, item.answers),
        recall=answer_recall(found, item.answers),
        no_answer=not result.answers,
        hops=item.hops,
        qtype=item.qtype,
        reachable=item.reachable,
        timings={k: round(v, 3) for k, v in result.timings.items()},
        llm_calls=result.llm.calls,
        llm_tokens=result.llm.prompt_tokens + result.llm.completion_tokens,
        noise=list(noise),
        graph=result.pseudo_graph.model_dump(exclude={"plan"}) if result.pseudo_graph else None,
        error="; ".join(result.warnings) or None,  # an LLM step fell back
    )


def failed_item(
    index: int, item: EvalItem, error: SafeError, total_ms: float, noise: Sequence[str] = ()
) -> ItemRecord:
    """The record of a question the pipeline refused or timed out on (scored as no answer;
    its time until the failure counts as its total latency)."""
    return ItemRecord(
        index=index,
        line=item.line,
        question=item.question,
        gold=item.answers,
        answers=[],
        hits1=0.0,
        f1=0.0,
        recall=0.0,
        no_answer=True,
        hops=item.hops,
        qtype=item.qtype,
        reachable=item.reachable,
        timings={"total": round(total_ms, 3)},
        noise=list(noise),
        error=str(error),
    )


def evaluate(
    qa: SafeQA,
    items: Sequence[EvalItem],
    graphs: Sequence[Noised] | None = None,
    advance: Callable[[], None] = lambda: None,
) -> list[ItemRecord]:
    """Ask every item (with its given pseudo graph, if any) and score the answers."""
    records = []
    for index, item in enumerate(items):
        given = graphs[index] if graphs is not None else None
        noise = given.applied if given is not None else ()
        started = time.perf_counter()
        try:
            result = qa.ask(item.question, given.graph if given is not None else None)
            records.append(score_item(index, item, result, noise))
        except SafeError as exc:
            elapsed = (time.perf_counter() - started) * 1000
            records.append(failed_item(index, item, exc, elapsed, noise))
        advance()
    return records
