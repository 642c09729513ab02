"""Question files as `EvalItem`s: MetaQA, PathQuestion and JSONL (a user's own questions)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.errors import ConfigError, SafeError

_BRACKETED = re.compile(r"\[([^\[\]]+)\]")


def topic_entity(question: str) -> str:
    """The `[bracketed]` topic entity of a MetaQA question."""
    match = _BRACKETED.search(question)
    if match is None:
        raise SafeError(f"no [topic entity] in question: {question!r}")
    return match.group(1)


@dataclass(frozen=True)
class EvalItem:
    """One benchmark question with its gold answers and whatever gold structure it has.

    `path` is `[e0, r1, e1, r2, …]` (PathQuestion style); `line` is the 0-based line of
    the question in its file.
    """

    question: str
    answers: list[str]
    topic: list[str] | None = None
    path: list[str] | None = None
    qtype: str | None = None
    reachable: bool | None = None
    hops: int | None = None
    line: int | None = None


def _lines(path: Path) -> Iterable[tuple[int, str]]:
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            if line.strip():
                yield number, line.rstrip("\n")


def read_metaqa(path: Path) -> list[EvalItem]:
    """`question<TAB>a|b` lines; `<stem>_qtype.txt` and `<stem>_kbcheck.tsv` beside the
    file, when present, give each line's question type and reachability."""
    qtype_file = path.with_name(f"{path.stem}_qtype.txt")
    qtypes = qtype_file.read_text(encoding="utf-8").splitlines() if qtype_file.is_file() else []
    reachable: dict[int, bool] = {}
    kbcheck = path.with_name(f"{path.stem}_kbcheck.tsv")
    if kbcheck.is_file():
        rows = kbcheck.read_text(encoding="utf-8").splitlines()
        header = rows[0].split("\t")
        line_col, flag_col = header.index("line"), header.index("gold_subset_of_kb_answers")
        for row in rows[1:]:
            cells = row.split("\t")
            reachable[int(cells[line_col])] = cells[flag_col].strip() == "1"
    items = []
    for number, line in _lines(path):
        question, _, answers = line.partition("\t")
        qtype = qtypes[number].strip() if number < len(qtypes) else None
        items.append(
            EvalItem(
                question=question.strip(),
                answers=[a for a in answers.split("|") if a],
                topic=[topic_entity(question)],
                qtype=qtype,
                reachable=reachable.get(number),
                hops=qtype.count("_to_") if qtype else None,
                line=number,
            )
        )
    return items


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def parse_pathquestion_answers(text: str) -> list[str]:
    """`main(alt1/alt2/)` → the main answer and its alternatives, each once."""
    text = text.strip()
    if text.endswith("/)"):
        for i, char in enumerate(text):
            if char == "(" and _balanced(text[:i]) and _balanced(text[i + 1 : -1]):
                alternatives = text[i + 1 : -2].split("/")
                return list(dict.fromkeys(a for a in [text[:i], *alternatives] if a))
    return [text]


def read_pathquestion(path: Path) -> list[EvalItem]:
    """`question<TAB>answer(alts/)<TAB>e0#r1#e1#…` lines (PQ appends `#<end>#answer`)."""
    items = []
    for number, line in _lines(path):
        question, answers, gold = [*line.split("\t"), "", ""][:3]
        steps = gold.strip().split("#<end>#")[0].split("#") if gold.strip() else None
        items.append(
            EvalItem(
                question=question.strip(),
                answers=parse_pathquestion_answers(answers),
                topic=[steps[0]] if steps else None,
                path=steps,
                hops=len(steps) // 2 if steps else None,
                line=number,
            )
        )
    return items


def _strings(value: Any) -> list[str] | None:
    if value is None:
        return None
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def read_jsonl(path: Path) -> list[EvalItem]:
    """One `{"question", "answers", "topic"?, "path"?, "qtype"?}` object a line; `path`
    is `[e0, r1, e1, r2, …]`."""
    items = []
    for number, line in _lines(path):
        try:
            data = json.loads(line)
            question, answers = str(data["question"]), _strings(data["answers"]) or []
        except (ValueError, KeyError, TypeError) as exc:
            raise ConfigError(f"{path}:{number + 1}: not a question object: {exc}") from exc
        steps = _strings(data.get("path"))
        qtype = data.get("qtype")
        items.append(
            EvalItem(
                question=question,
                answers=answers,
                topic=_strings(data.get("topic")),
                path=steps,
                qtype=qtype,
                hops=len(steps) // 2 if steps else qtype.count("_to_") if qtype else None,
                line=number,
            )
        )
    return items


READERS: dict[str, Callable[[Path], list[EvalItem]]] = {
    "metaqa": read_metaqa,
    "pathquestion": read_pathquestion,
    "jsonl": read_jsonl,
}


def read_items(path: Path, fmt: str) -> list[EvalItem]:
    """The questions of `path` in format `fmt` (one of READERS)."""
    if fmt not in READERS:
        raise ConfigError(f"unknown question format {fmt!r}; expected one of {', '.join(READERS)}")
    return READERS[fmt](path)
