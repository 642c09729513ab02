"""Streaming readers for triple files in MetaQA, TSV, CSV and N-Triples format."""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from pathlib import Path
from typing import NamedTuple, cast
from urllib.parse import unquote

from app.errors import ConfigError, MalformedInputError
from app.kg.limits import MAX_KEY_BYTES, indexed_key, name_problem, schema_name_problem
from app.kg.store.base import batched
from app.kg.store.dialect import Dialect
from app.kg.wording import iri_local_name, is_iri, relation_name

FORMATS = ("metaqa", "tsv", "csv", "ntriples")
MAX_RECORDED_ERRORS = 10
MAX_REMEMBERED_RELATIONS = 100_000
"""Relation names whose check a pass remembers (a file has few; a malformed one, many)."""
RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
LITERAL_PREFIX = "literal:"

# Header spellings accepted for the CSV columns (head, relation, tail), tried in order.
CSV_HEADERS = (
    ("head", "relation", "tail"),
    ("subject", "predicate", "object"),
    ("source", "relation", "target"),
)

_IRI = re.compile(r"<([^<>\"{}|^`\\\x00-\x20]|\\u[0-9A-Fa-f]{4}|\\U[0-9A-Fa-f]{8})*>")
_BLANK = re.compile(r"_:[A-Za-z0-9_](?:[A-Za-z0-9_.\-]*[A-Za-z0-9_\-])?")
_LITERAL = re.compile(r'"((?:[^"\\\r\n]|\\.)*)"')
_LANG = re.compile(r"@[A-Za-z]+(?:-[A-Za-z0-9]+)*")
_ESCAPE = re.compile(r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))", re.DOTALL)
_SIMPLE_ESCAPES = {
    "t": "\t",
    "b": "\b",
    "n": "\n",
    "r": "\r",
    "f": "\f",
    '"': '"',
    "'": "'",
    "\\": "\\",
}


class Triple(NamedTuple):
    """One edge of the graph: entity ids and the relation name, with its 1-based source line."""

    head: str
    relation: str
    tail: str
    line: int


@dataclass
class ReadStats:
    """Counts of one pass over a file; `first_errors` holds up to 10 messages of skipped lines."""

    lines: int = 0
    triples: int = 0
    skipped: int = 0
    blank: int = 0
    annotations: int = 0  # N-Triples rdfs:label / rdf:type lines, recorded instead of emitted
    first_errors: list[str] = field(default_factory=list)


class _Malformed(Exception):
    """Internal signal: the current line is malformed for `reason`."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


BLOCK_BYTES = 1 << 20
"""A file is read and decoded about this many bytes of whole lines at a time."""
_SIMPLE_CHARS = MAX_KEY_BYTES // 4
"""A line of at most this many characters holds no name too long to store or index (a
character is at most 4 bytes; `name_problem` takes any printable text this short)."""


def numbered_blocks(path: Path) -> Iterator[tuple[int, list[str | None]]]:
    """Yield, per block of whole lines, the number of the line before it and each line's
    text without its line ending (None where not UTF-8); lines end at a newline byte."""
    number = 0
    pieces: list[bytes] = []  # what was read of a line not ended yet
    with path.open("rb") as handle:
        while True:
            chunk = handle.read(BLOCK_BYTES)
            if chunk:
                cut = chunk.rfind(b"\n") + 1  # (a newline byte is never inside a character)
                if not cut:
                    pieces.append(chunk)
                    continue
                data = b"".join([*pieces, chunk[:cut]])
                pieces = [chunk[cut:]]
            else:
                data = b"".join(pieces)
                if not data:
                    return
            count = data.count(b"\n") + (not data.endswith(b"\n"))
            lines: list[str | None]
            try:
                lines = data.decode("utf-8").split("\n")[:count]  # type: ignore[assignment]
            except UnicodeDecodeError:
                lines = [_decoded(raw) for raw in data.split(b"\n")[:count]]
            if number == 0 and lines and lines[0] is not None:
                lines[0] = lines[0].removeprefix("\ufeff")
            if b"\r" in data:
                lines = [text.rstrip("\r") if text is not None else None for text in lines]
            yield number, lines
            number += count
            if not chunk:
                return


def _split_block(
    lines: list[str], separator: str, checked: Mapping[str, str | None], number: int
) -> TripleColumns | None:
    """`lines` (after line `number`), each of two `separator`s, split whole into columns;
    None unless every line is short and printable, every field holds a name and every
    relation was checked and found storable (see `TripleReader._split_columns`)."""
    text = separator.join(lines)  # (where two lines meet, a separator too)
    body = text if separator.isprintable() else text.replace(separator, "")
    if max(map(len, lines), default=0) > _SIMPLE_CHARS or not body.isprintable():
        return None
    fields = text.split(separator)
    heads, relations, tails = fields[0::3], fields[1::3], fields[2::3]
    # in printable text the only space a field can start or end with is " "
    if text[:1] == " " or text[-1:] == " " or f" {separator}" in text or f"{separator} " in text:
        heads, relations, tails = ([f.strip() for f in c] for c in (heads, relations, tails))
    if (
        "" in heads
        or "" in tails
        or any(checked.get(relation, "") is not None for relation in set(relations))
        or any(map(str.startswith, heads, repeat("#")))
    ):
        return None
    return TripleColumns(heads, relations, tails, range(number + 1, number + 1 + len(lines)))


def _decoded(raw: bytes) -> str | None:
    try:
        return raw.decode("utf-8", errors="strict")
    except UnicodeDecodeError:
        return None


def numbered_lines(path: Path) -> Iterator[tuple[int, str | None]]:
    """Yield (1-based line number, text without line ending) per line; text is None if not UTF-8."""
    for number, lines in numbered_blocks(path):
        for text in lines:
            number += 1
            yield number, text


def display_name(entity_id: str) -> str:
    """Readable name of an id: an IRI's decoded local name, a literal's value, else the id."""
    if ":" not in entity_id:  # neither (the common case: once an entity at load)
        return entity_id
    if entity_id.startswith(LITERAL_PREFIX):
        return entity_id[len(LITERAL_PREFIX) :]
    if is_iri(entity_id):
        local = iri_local_name(entity_id)
        return unquote(local).replace("_", " ") if local else entity_id
    return entity_id


@dataclass
class TripleColumns:
    """A block of a file's triples as columns: the i-th triple is (`heads[i]`,
    `relations[i]`, `tails[i]`)."""

    heads: list[str]
    relations: list[str]
    tails: list[str]
    lines: Sequence[int]
    """Each triple's 1-based source line."""

    def __len__(self) -> int:
        return len(self.heads)

    @classmethod
    def of(cls, triples: Sequence[Triple]) -> TripleColumns:
        """The columns of `triples`."""
        if not triples:
            return cls([], [], [], [])
        heads, relations, tails, lines = (list(column) for column in zip(*triples, strict=True))
        return cls(heads, relations, tails, lines)


COLUMN_TRIPLES = 1 << 16
"""Triples a block of columns holds, in formats read line by line (`TripleReader.columns`)."""


class TripleReader:
    """Re-iterable stream of the triples of one file; each pass reopens the file and resets
    `stats`, `labels` (N-Triples rdfs:label, entity id -> name), `declared_types`
    (N-Triples rdf:type, entity id -> readable type names) and `long_names` (the names of
    ids too long to index, which triples carry as their `indexed_key`).

    Malformed lines, and lines holding names the store cannot hold (see `app.kg.limits`;
    with `dialect`, also relation names it cannot quote), raise MalformedInputError, or with
    `skip_bad` are counted and skipped; a CSV header without the needed columns always raises.
    """

    def __init__(
        self, path: Path, fmt: str, *, skip_bad: bool = False, dialect: Dialect | None = None
    ) -> None:
        if fmt not in FORMATS:
            raise ConfigError(
                f"unknown triple format {fmt!r}; expected one of: {', '.join(FORMATS)}"
            )
        self.path = path
        self.fmt = fmt
        self.skip_bad = skip_bad
        self.dialect = dialect
        self.stats = ReadStats()
        self.labels: dict[str, str] = {}
        self.declared_types: dict[str, set[str]] = {}
        self.long_names: dict[str, str] = {}
        self._label_is_preferred: dict[str, bool] = {}
        self._relation_problems: dict[str, str | None] = {}  # checked names, in this pass

    def __iter__(self) -> Iterator[Triple]:
        for block in self.columns():
            yield from map(Triple, block.heads, block.relations, block.tails, block.lines)

    def columns(self) -> Iterator[TripleColumns]:
        """One pass over the file, as blocks of columns (the triples iterating yields, in
        their order; a consumer handles a block at a time where it need not take a line)."""
        self.stats = ReadStats()
        self.labels = {}
        self.declared_types = {}
        self.long_names = {}
        self._label_is_preferred = {}
        self._relation_problems = {}
        if self.fmt == "metaqa":
            return self._split_columns("|", "'|'")
        if self.fmt == "tsv":
            return self._split_columns("\t", "tabs")
        triples = self._read_csv() if self.fmt == "csv" else self._read_lines(self._parse_ntriples)
        return map(TripleColumns.of, batched(triples, COLUMN_TRIPLES))

    def _skip(self, line: int, reason: str, *, fatal: bool = False) -> None:
        error = MalformedInputError(str(self.path), line, reason)
        if fatal or not self.skip_bad:
            raise error
        self.stats.skipped += 1
        if len(self.stats.first_errors) < MAX_RECORDED_ERRORS:
            self.stats.first_errors.append(str(error))

    def _read_lines(self, parse: Callable[[str, int], Triple | None]) -> Iterator[Triple]:
        for number, text in numbered_lines(self.path):
            yield from self._line(number, text, parse)

    def _line(
        self, number: int, text: str | None, parse: Callable[[str, int], Triple | None]
    ) -> Iterator[Triple]:
        """The triple of line `number` (none for a blank line, an annotation, or a bad
        line skipped)."""
        stats = self.stats
        stats.lines = number
        if text is None:
            self._skip(number, "invalid UTF-8")
            return
        stripped = text.strip()
        if not stripped or stripped.startswith("#"):
            stats.blank += 1
            return
        try:
            triple = parse(text, number)
            if triple is not None:
                triple = self._storable(triple)
        except _Malformed as bad:
            self._skip(number, bad.reason)
            return
        if triple is None:
            stats.annotations += 1
        else:
            stats.triples += 1
            yield triple

    def _split_columns(self, separator: str, separator_name: str) -> Iterator[TripleColumns]:
        """Lines of three fields split by `separator`. A block whose lines are all short
        and printable holds no name the store refuses or indexes by a key, so where each of
        its lines has three fields, none empty nor starting a comment, of relations already
        checked, it is split whole; any other block is read as `_line` reads each line."""

        def parse(text: str, line: int) -> Triple:
            return _split_fields(text, line, separator, separator_name)

        stats = self.stats
        checked = self._relation_problems
        for number, lines in numbered_blocks(self.path):
            stats.lines = number + len(lines)
            block = None
            if None not in lines:  # (all text)
                texts = cast("list[str]", lines)
                if set(map(str.count, texts, repeat(separator))) == {2}:
                    block = _split_block(texts, separator, checked, number)
            if block is not None:
                stats.triples += len(block)
                yield block
                continue
            triples: list[Triple] = []
            for text in lines:
                number += 1
                triples.extend(self._line(number, text, parse))
            yield TripleColumns.of(triples)

    def _read_csv(self) -> Iterator[Triple]:
        undecodable: list[int] = []

        def decoded() -> Iterator[str]:
            for number, text in numbered_lines(self.path):
                self.stats.lines += 1
                if text is None:
                    undecodable.append(number)
                    text = ""
                yield text + "\n"

        reader = csv.reader(decoded(), strict=True)
        columns: tuple[int, int, int] | None = None
        while True:
            start = reader.line_num + 1
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:
                if "end of data" in str(exc):
                    reason = f"unterminated quoted field starting at line {start}"
                else:
                    reason = f"invalid CSV: {exc}"
                self._skip(reader.line_num, reason, fatal=columns is None)
                continue
            if undecodable and undecodable[-1] >= start:
                self._skip(undecodable[-1], "invalid UTF-8", fatal=columns is None)
                continue
            fields = [value.strip() for value in row]
            if not any(fields):
                self.stats.blank += 1
            elif columns is None:
                columns = self._csv_columns(fields, start)
            else:
                try:
                    triple = self._storable(
                        _make_triple([fields[i] if i < len(fields) else "" for i in columns], start)
                    )
                except _Malformed as bad:
                    self._skip(start, bad.reason)
                    continue
                self.stats.triples += 1
                yield triple

    def _storable(self, triple: Triple) -> Triple:
        """`triple` with ids too long to index replaced by their keys; _Malformed when the
        store cannot hold one of its names."""
        problem = self._relation_problems.get(triple.relation, "")
        if problem == "":  # not seen yet in this pass
            unquotable = self.dialect.unquotable(triple.relation) if self.dialect else None
            problem = schema_name_problem(triple.relation, "relation", unquotable)
            if len(self._relation_problems) < MAX_REMEMBERED_RELATIONS:
                self._relation_problems[triple.relation] = problem
        problem = problem or name_problem(triple.head, "head") or name_problem(triple.tail, "tail")
        if problem is not None:
            raise _Malformed(problem)
        head, tail = indexed_key(triple.head), indexed_key(triple.tail)
        if head is triple.head and tail is triple.tail:
            return triple
        for key, entity in ((head, triple.head), (tail, triple.tail)):
            if key is not entity:
                self.long_names[key] = display_name(entity)
        return Triple(head, triple.relation, tail, triple.line)

    def _csv_columns(self, header: list[str], line: int) -> tuple[int, int, int]:
        names = [name.lower() for name in header]
        for spelling in CSV_HEADERS:
            if all(name in names for name in spelling):
                head, relation, tail = (names.index(name) for name in spelling)
                return head, relation, tail
        expected = " or ".join(",".join(spelling) for spelling in CSV_HEADERS)
        raise MalformedInputError(
            str(self.path), line, f"header must name columns {expected}; found {header!r}"
        )

    def _parse_ntriples(self, text: str, line: int) -> Triple | None:
        subject, _, pos = _ntriples_term(text, _skip_space(text, 0), "subject", allow_literal=False)
        predicate, _, pos = _ntriples_term(
            text, _skip_space(text, pos), "predicate", allow_literal=False
        )
        if predicate.startswith("_:"):
            raise _Malformed("predicate must be an IRI, found a blank node")
        obj, lang, pos = _ntriples_term(text, _skip_space(text, pos), "object", allow_literal=True)
        pos = _skip_space(text, pos)
        if not text.startswith(".", pos):
            raise _Malformed("missing final '.'")
        rest = text[pos + 1 :].strip()
        if rest and not rest.startswith("#"):
            raise _Malformed(f"unexpected text after final '.': {rest[:20]!r}")
        if predicate == RDFS_LABEL and obj.startswith(LITERAL_PREFIX):
            label = display_name(obj)
            problem = name_problem(subject, "subject") or name_problem(label, "label")
            if problem is not None:
                raise _Malformed(problem)
            self._record_label(indexed_key(subject), label, lang)
            return None
        if predicate == RDF_TYPE:
            type_name = display_name(obj)
            problem = name_problem(subject, "subject") or schema_name_problem(type_name, "type")
            if problem is not None:
                raise _Malformed(problem)
            self.declared_types.setdefault(indexed_key(subject), set()).add(type_name)
            return None
        return Triple(subject, relation_name(predicate), obj, line)

    def _record_label(self, subject: str, name: str, lang: str) -> None:
        # Prefer an untagged or English label; otherwise keep the first one seen.
        preferred = lang in ("", "en") or lang.startswith("en-")
        if subject not in self.labels or (preferred and not self._label_is_preferred[subject]):
            self.labels[subject] = name
            self._label_is_preferred[subject] = preferred


def _split_fields(text: str, line: int, separator: str, separator_name: str) -> Triple:
    fields = text.split(separator)
    if len(fields) != 3:
        raise _Malformed(f"expected 3 fields separated by {separator_name}, found {len(fields)}")
    head, relation, tail = fields[0].strip(), fields[1].strip(), fields[2].strip()
    if head and relation and tail:
        return Triple(head, relation, tail, line)
    return _make_triple([head, relation, tail], line)  # says which is empty


def _make_triple(fields: list[str], line: int) -> Triple:
    for name, value in zip(("head", "relation", "tail"), fields, strict=True):
        if not value:
            raise _Malformed(f"empty {name}")
    return Triple(fields[0], fields[1], fields[2], line)


def _skip_space(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def _ntriples_term(text: str, pos: int, role: str, *, allow_literal: bool) -> tuple[str, str, int]:
    """Parse the term at `pos`: its id, its language tag (literals only, lower case) and its end."""
    if text.startswith("<", pos):
        match = _IRI.match(text, pos)
        if match is None:
            unterminated = text.find(">", pos) < 0
            raise _Malformed(
                f"unterminated {role} IRI" if unterminated else f"invalid character in {role} IRI"
            )
        return _unescape(match.group()[1:-1]), "", match.end()
    if text.startswith("_:", pos):
        match = _BLANK.match(text, pos)
        if match is None:
            raise _Malformed(f"invalid {role} blank node label")
        return match.group(), "", match.end()
    if allow_literal and text.startswith('"', pos):
        match = _LITERAL.match(text, pos)
        if match is None:
            raise _Malformed("unterminated literal")
        value, lang, end = _unescape(match.group(1)), "", match.end()
        if text.startswith("^^", end):
            datatype = _IRI.match(text, end + 2)
            if datatype is None:
                raise _Malformed("invalid datatype IRI after '^^'")
            end = datatype.end()
        elif (tag := _LANG.match(text, end)) is not None:
            lang, end = tag.group()[1:].lower(), tag.end()
        return LITERAL_PREFIX + value, lang, end
    expected = "IRI, blank node or literal" if allow_literal else "IRI or blank node"
    found = repr(text[pos : pos + 20]) if pos < len(text) else "end of line"
    raise _Malformed(f"expected {role} {expected}, found {found}")


def _unescape(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        code = match.group(1) or match.group(2)
        if code is not None:
            point = int(code, 16)
            if point > 0x10FFFF or 0xD800 <= point <= 0xDFFF:
                raise _Malformed(f"invalid code point escape '\\{match.group()[1:]}'")
            return chr(point)
        char = match.group(3)
        if char in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[char]
        raise _Malformed(f"invalid escape sequence '\\{char}'")

    return _ESCAPE.sub(replace, text) if "\\" in text else text
