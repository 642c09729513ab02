"""What a graph can hold: documented limits on names and questions, checked before anything
is written, and the key under which a value too long to index is indexed.

- Entity names and literals are stored whole up to `MAX_NAME_CHARS` characters.
- Indexed values (entity ids, exact-lookup name keys) longer than `MAX_KEY_BYTES` UTF-8
  bytes are indexed under a digest key (`indexed_key`): unique-index entries of 4 KB or
  more crash FalkorDB, and Neo4j's range indexes refuse entries of about 8 KB.
- Relation and type names are schema names: at most `MAX_SCHEMA_NAME_BYTES` bytes, no
  control characters, and quotable by the target database's dialect.
- Questions are at most `MAX_QUESTION_CHARS` characters.
"""

from __future__ import annotations

import hashlib
import re

MAX_NAME_CHARS = 65_536
MAX_KEY_BYTES = 1024
MAX_SCHEMA_NAME_BYTES = 256
MAX_QUESTION_CHARS = 2000
_KEY_PREFIX_CHARS = 200
# control characters (Unicode category Cc); names and literals may hold tabs and line breaks
_CONTROLS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_TEXT_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def indexed_key(value: str) -> str:
    """`value` itself when short enough to index, else its first characters and a digest
    (deterministic, so reloading the same file finds the same nodes)."""
    if len(value) <= MAX_KEY_BYTES // 4 or len(value.encode("utf-8")) <= MAX_KEY_BYTES:
        return value  # (a character is at most 4 bytes)
    digest = hashlib.sha256(value.encode("utf-8")).hexdigest()[:32]
    return f"{value[:_KEY_PREFIX_CHARS]}…#sha256:{digest}"


def name_problem(text: str, what: str) -> str | None:
    """Why `text` cannot be stored as an entity name or literal (None when it can)."""
    if len(text) > MAX_NAME_CHARS:
        return f"{what} is {len(text):,} characters long; the limit is {MAX_NAME_CHARS:,}"
    if text.isprintable():  # (control characters are not)
        return None
    return _control_problem(text, what, pattern=_TEXT_CONTROLS)


def schema_name_problem(text: str, what: str, unquotable: str | None = None) -> str | None:
    """Why `text` cannot be a relation or type name (None when it can); `unquotable` is
    the dialect's reason when it cannot quote the name."""
    size = len(text.encode("utf-8"))
    if size > MAX_SCHEMA_NAME_BYTES:
        return f"{what} is {size:,} bytes long; the limit is {MAX_SCHEMA_NAME_BYTES}"
    if unquotable is not None:
        return f"{what} {text[:40]!r}: {unquotable}"
    return _control_problem(text, what, pattern=_CONTROLS)


def question_problem(question: str) -> str | None:
    """Why `question` is not asked (None when it is)."""
    if not question.strip():
        return "the question is empty"
    if len(question) > MAX_QUESTION_CHARS:
        return (
            f"the question is {len(question):,} characters long; "
            f"the limit is {MAX_QUESTION_CHARS:,}"
        )
    return _control_problem(question, "the question", pattern=_TEXT_CONTROLS)


def _control_problem(text: str, what: str, pattern: re.Pattern[str]) -> str | None:
    found = pattern.search(text)
    if found is None:
        return None
    code, position = ord(found.group()), found.start() + 1
    return f"{what} holds the control character U+{code:04X} at character {position}"
