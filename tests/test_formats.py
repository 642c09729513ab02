"""Tests of the streaming triple readers in loaders.formats."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import ConfigError, MalformedInputError
from app.kg.wording import relation_name
from loaders.formats import Triple, TripleReader, display_name


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def triples(path: Path, fmt: str) -> list[tuple[str, str, str, int]]:
    return [(t.head, t.relation, t.tail, t.line) for t in TripleReader(path, fmt)]


def test_metaqa_reads_fields_and_skips_blank_and_comment_lines(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "kb.txt",
        "# comment\nKismet| directed_by |William Dieterle\r\n\n  \nKismet|release_year|1944",
    )
    reader = TripleReader(path, "metaqa")
    assert triples(path, "metaqa") == [
        ("Kismet", "directed_by", "William Dieterle", 2),
        ("Kismet", "release_year", "1944", 5),
    ]
    assert list(reader) == [
        Triple("Kismet", "directed_by", "William Dieterle", 2),
        Triple("Kismet", "release_year", "1944", 5),
    ]
    assert (reader.stats.lines, reader.stats.triples, reader.stats.blank) == (5, 2, 3)


def test_tsv_reads_tab_separated_fields(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.tsv", "Kerala\t__location__location__people_born_here\tVenu Nair\n")
    assert triples(path, "tsv") == [
        ("Kerala", "__location__location__people_born_here", "Venu Nair", 1)
    ]


@pytest.mark.parametrize(
    ("fmt", "content", "line", "reason"),
    [
        ("metaqa", "a|r|b\na|r\n", 2, "expected 3 fields separated by '|', found 2"),
        ("metaqa", "a|r|b|c\n", 1, "expected 3 fields separated by '|', found 4"),
        ("metaqa", "a|r|b\n\na| |b\n", 3, "empty relation"),
        ("metaqa", "|r|b\n", 1, "empty head"),
        ("tsv", "a\tr\tb\na r b\n", 2, "expected 3 fields separated by tabs, found 1"),
        ("tsv", "a\tr\t \n", 1, "empty tail"),
    ],
)
def test_malformed_line_names_line_and_reason(
    tmp_path: Path, fmt: str, content: str, line: int, reason: str
) -> None:
    path = write(tmp_path, "kb.txt", content)
    with pytest.raises(MalformedInputError) as caught:
        list(TripleReader(path, fmt))
    assert (caught.value.path, caught.value.line, caught.value.reason) == (str(path), line, reason)
    assert str(caught.value) == f"{path}:{line}: {reason}"


def test_invalid_utf8_is_a_malformed_line(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", b"a|r|b\nG\xff|r|b\n")
    with pytest.raises(MalformedInputError) as caught:
        list(TripleReader(path, "metaqa"))
    assert (caught.value.line, caught.value.reason) == (2, "invalid UTF-8")


def test_utf8_names_and_bom_are_decoded(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "\ufeff$|starred_actors|Gert Fröbe\n")
    assert triples(path, "metaqa") == [("$", "starred_actors", "Gert Fröbe", 1)]


def test_skip_bad_counts_and_records_first_ten_errors(tmp_path: Path) -> None:
    bad_lines = "".join(f"bad line {i}\n" for i in range(12))
    path = write(tmp_path, "kb.txt", b"a|r|b\n\xc3(|r|b\n" + bad_lines.encode() + b"c|r|d\n")
    reader = TripleReader(path, "metaqa", skip_bad=True)
    assert [t.head for t in reader] == ["a", "c"]
    assert reader.stats.skipped == 13
    assert reader.stats.triples == 2
    assert reader.stats.lines == 15
    assert len(reader.stats.first_errors) == 10
    assert reader.stats.first_errors[0] == f"{path}:2: invalid UTF-8"
    assert reader.stats.first_errors[1] == (
        f"{path}:3: expected 3 fields separated by '|', found 1"
    )


def test_reader_can_be_iterated_twice_and_resets_stats(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.txt", "a|r|b\nc|r|d\n")
    reader = TripleReader(path, "metaqa")
    first = list(reader)
    second = list(reader)
    assert first == second
    assert len(first) == 2
    assert reader.stats.triples == 2
    assert reader.stats.lines == 2


def test_unknown_format_is_a_config_error_listing_formats(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="metaqa, tsv, csv, ntriples"):
        TripleReader(tmp_path / "kb.txt", "turtle")


def test_csv_handles_quoted_fields_and_header_aliases(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "kb.csv",
        'Subject,Predicate,Object,weight\n"Smith, John",acted_in,"The ""Best"" Film",1\n'
        ",,,\n"
        'Doe,directed_by,"Two\nLines"\n'
        "Roe,written_by,X\n",
    )
    assert triples(path, "csv") == [
        ("Smith, John", "acted_in", 'The "Best" Film', 2),
        ("Doe", "directed_by", "Two\nLines", 4),
        ("Roe", "written_by", "X", 6),
    ]


def test_csv_columns_may_come_in_any_order(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.csv", "target,source,relation\nb,a,r\n")
    assert triples(path, "csv") == [("a", "r", "b", 2)]


def test_csv_missing_column_is_reported_at_line_one(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.csv", "head,rel,tail\na,r,b\n")
    with pytest.raises(MalformedInputError) as caught:
        list(TripleReader(path, "csv", skip_bad=True))
    assert caught.value.line == 1
    assert "found ['head', 'rel', 'tail']" in caught.value.reason


def test_csv_malformed_rows(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "kb.csv",
        b'head,relation,tail\na,r\nb,,c\nd,"x"y,e\n\xff,r,t\nok,r,t\nq,"open,t\n',
    )
    reader = TripleReader(path, "csv", skip_bad=True)
    assert [t.head for t in reader] == ["ok"]
    assert reader.stats.skipped == 5
    reasons = [message.split(": ", 1)[1] for message in reader.stats.first_errors]
    lines = [int(message.split(":")[1]) for message in reader.stats.first_errors]
    assert lines == [2, 3, 4, 5, 7]
    assert reasons[:2] == ["empty tail", "empty relation"]
    assert reasons[2].startswith("invalid CSV:")
    assert reasons[3] == "invalid UTF-8"
    assert reasons[4] == "unterminated quoted field starting at line 7"


FILM = "<http://ex.org/film/Blade_Runner>"
LABEL = "<http://www.w3.org/2000/01/rdf-schema#label>"
NTRIPLES = "\n".join(
    [
        "# a comment",
        f"{FILM} <http://ex.org/ont/directed_by> <http://ex.org/person/Ridley_Scott> .",
        f'{FILM} {LABEL} "Blade Runner (film)"@de .',
        f'{FILM} {LABEL} "Blade Runner"@en .',
        f"{FILM} <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://ex.org/ont#Film> .",
        FILM + r' <http://ex.org/ont/tagline> "Man has \"replicants\"\\\n\t\u00e9\U0001F600" .',
        f'{FILM} <http://ex.org/ont/year> "1982"^^<http://www.w3.org/2001/XMLSchema#gYear> .',
        f"_:b1 <http://ex.org/ont/reviews> {FILM}.",
        f'<http://ex.org/person/Ridley_Scott> {LABEL} "Ridley Scott" .',
    ]
)


def test_ntriples_parses_iris_literals_escapes_and_blank_nodes(tmp_path: Path) -> None:
    path = write(tmp_path, "kb.nt", NTRIPLES)
    reader = TripleReader(path, "ntriples")
    film = "http://ex.org/film/Blade_Runner"
    assert triples(path, "ntriples") == [
        (film, "directed_by", "http://ex.org/person/Ridley_Scott", 2),
        (film, "tagline", 'literal:Man has "replicants"\\\n\t\u00e9\U0001f600', 6),
        (film, "year", "literal:1982", 7),
        ("_:b1", "reviews", film, 8),
    ]
    list(reader)
    assert reader.labels == {
        film: "Blade Runner",
        "http://ex.org/person/Ridley_Scott": "Ridley Scott",
    }
    assert reader.declared_types == {film: {"Film"}}
    assert (reader.stats.triples, reader.stats.annotations, reader.stats.blank) == (4, 4, 1)


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ('<http://a> <http://p> "open .', "unterminated literal"),
        ("<http://a> <http://p> <http://b>", "missing final '.'"),
        ("<http://a> <http://p <http://b> .", "invalid character in predicate IRI"),
        ("<http://a> <http://p> <http://b", "unterminated object IRI"),
        (
            '"lit" <http://p> <http://b> .',
            "expected subject IRI or blank node, found '\"lit\" <http://p> <ht'",
        ),
        ("<http://a> _:p <http://b> .", "predicate must be an IRI, found a blank node"),
        (r'<http://a> <http://p> "bad \q" .', "invalid escape sequence '\\q'"),
        ("<http://a> <http://p> <http://b> . extra", "unexpected text after final '.': 'extra'"),
        ("<http://a> <http://p>", "expected object IRI, blank node or literal, found end of line"),
    ],
)
def test_ntriples_malformed_lines(tmp_path: Path, line: str, reason: str) -> None:
    path = write(tmp_path, "kb.nt", "<http://a> <http://p> <http://b> .\n" + line + "\n")
    with pytest.raises(MalformedInputError) as caught:
        list(TripleReader(path, "ntriples"))
    assert (caught.value.line, caught.value.reason) == (2, reason)


@pytest.mark.parametrize(
    ("entity_id", "name"),
    [
        ("http://ex.org/person/Ridley_Scott", "Ridley Scott"),
        ("http://ex.org/ont#Caf%C3%A9_Society", "Café Society"),
        ("http://ex.org/things/", "things"),
        ("literal:1982", "1982"),
        ("_:b1", "_:b1"),
        ("Star Wars: Episode IV", "Star Wars: Episode IV"),
        ("Kismet_(1944_film)", "Kismet_(1944_film)"),
    ],
)
def test_display_name(entity_id: str, name: str) -> None:
    assert display_name(entity_id) == name


def test_relation_name() -> None:
    assert relation_name("http://x.org/ont/directed_by") == "directed_by"
    assert relation_name("http://x.org/ont#hasGenre") == "hasGenre"
    assert relation_name("directed_by") == "directed_by"
