"""Tests of entity typing in app.kg.type_inference."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.errors import MalformedInputError
from app.kg import type_inference
from app.kg.type_inference import ADAPTERS, TypeAssignment, TypeInferrer
from app.kg.wording import freebase_subject_type, verbalise_relation
from loaders.formats import TripleReader
from loaders.types_file import read_types_file


def assign(
    triples: list[tuple[str, str, str]], inferrer: TypeInferrer | None = None
) -> TypeAssignment:
    inferrer = inferrer or TypeInferrer()
    positions: dict[str, int] = {}
    for head, relation, tail in triples:
        at = positions.setdefault
        inferrer.observe([at(head, len(positions))], [relation], [at(tail, len(positions))])
    return inferrer.assign(list(positions))


@pytest.mark.parametrize(
    ("relation", "expected"),
    [
        ("__film__cinematographer__film", "film.cinematographer"),
        ("__location__location__people_born_here", "location.location"),
        ("__a__b", "a"),
        ("directed_by", None),
        ("__film", None),
        ("__film____x", None),
        ("film.cinematographer.film", "film.cinematographer"),
        ("base.schemastaging.person_extra.net_worth", "base.schemastaging.person_extra"),
        ("http://rdf.freebase.com/ns/people.person.nationality", "people.person"),
        ("film.director", None),
        ("Film.Director.born", None),
        ("v1.2.3", None),
        ("fb:people.person.nationality", "people.person"),
    ],
)
def test_freebase_subject_type(relation: str, expected: str | None) -> None:
    assert freebase_subject_type(relation) == expected


@pytest.mark.parametrize(
    ("relation", "words"),
    [
        ("directed_by", "directed by"),
        ("__film__cinematographer__film", "film cinematographer film"),
        ("http://x.org/ont/directed_by", "directed by"),
        ("http://x.org/ont#hasIMDBRating", "has imdb rating"),
        ("birthPlace", "birth place"),
        ("film.film.release_date", "film film release date"),
        ("dbo:birthPlace", "birth place"),  # a compact IRI's prefix says nothing of it
        ("schema:author", "author"),
        ("fb:people.person.nationality", "people person nationality"),
        ("http://x.org/ont/dbo:birthPlace", "birth place"),
        ("ns0__birthPlace", "birth place"),  # neosemantics' prefix, as n10s imports RDF
        ("sch__author", "author"),
        ("place_of__birth", "place of birth"),  # no prefix has an underscore of its own
        ("urn:isbn:123", "urn isbn 123"),  # a URN is an id: no prefix to leave out
        ("time:", "time"),  # no local name: the prefix is the name
        ("hq_city", "headquarters city"),  # a data team's abbreviations, spelled out
        ("launch_yr", "launch year"),
        ("MFR", "manufacturer"),
        ("org_airport", "org airport"),  # not one meaning something else elsewhere
        ("concept:airportincity", "airport in city"),  # NELL's words run together
        ("concept:hubfor", "hub for"),
        ("__location__location__containedby", "location location contained by"),
        ("concept:iata", "iata"),  # too short to be several
        ("nationality", "nationality"),  # a word the frequency list knows stays whole
        ("assy_plant", "assembly plant"),  # an abbreviation is spelled out, not split
        ("cntry_code", "country code"),
        ("instructor_id", "instructor"),  # a foreign key reads as what it leads to
        ("roomRef", "room"),
        ("prereq_course_ID", "prereq course"),
        ("ID", "id"),  # nothing else to read
        ("course_code", "course code"),  # a code is a value asked for: kept
    ],
)
def test_verbalise_relation(relation: str, words: str) -> None:
    assert verbalise_relation(relation) == words


def test_freebase_relations_type_their_subjects() -> None:
    result = assign(
        [
            ("Lviv_University", "__education__educational_institution__school_type", "University"),
            ("Kerala", "__location__location__people_born_here", "Venu_Nair"),
        ]
    )
    assert result.entity_types["Lviv_University"] == ["education.educational_institution"]
    assert result.entity_types["Kerala"] == ["location.location"]
    assert result.entity_types["University"] == ["school type target"]
    assert result.entity_types["Venu_Nair"] == ["people born here target"]
    assert result.source["freebase"] == 2
    assert result.source["inferred"] == 2


def test_roles_used_by_the_same_entities_merge() -> None:
    triples = []
    for i in range(4):
        triples.append((f"film{i}", "directed_by", f"director{i}"))
        triples.append((f"film{i}", "release_year", str(1990 + i)))
    triples.append(("film9", "release_year", "2000"))
    for i in range(3):
        triples.append((f"city{i}", "located_in", "France"))
    result = assign(triples)
    # film0..3 are subjects of both relations, film9 of one: the two subject roles merge;
    # the larger role (release_year, 5 subjects) names the class.
    assert result.entity_types["film0"] == ["release year source"]
    assert result.entity_types["film9"] == ["release year source"]
    assert result.entity_types["city0"] == ["located in source"]
    assert result.entity_types["director0"] == ["directed by target"]
    assert result.entity_types["1990"] == ["release year target"]
    assert result.entity_types["France"] == ["located in target"]
    assert result.source == {
        "explicit": 0,
        "declared": 0,
        "freebase": 0,
        "adapter": 0,
        "inferred": len(result.entity_types),
    }


def test_roles_below_the_overlap_threshold_stay_apart() -> None:
    # Two of five subjects share both relations: 2 < 0.5 * 5, so no merge.
    triples = [(f"s{i}", "likes", f"x{i}") for i in range(5)]
    triples += [(f"s{i}", "owns", f"y{i}") for i in range(2)]
    triples += [(f"t{i}", "owns", f"y{i}") for i in range(3)]
    result = assign(triples)
    assert result.entity_types["s0"] == ["likes source", "owns source"]
    assert result.entity_types["s4"] == ["likes source"]
    assert result.entity_types["t0"] == ["owns source"]


def test_a_role_said_of_two_kinds_does_not_make_them_one() -> None:
    """`specialises_in` is said of doctors (who work at hospitals) and of wards (part of
    hospitals), which never share a role: they stay two kinds, each also typed by the
    shared role."""
    triples = []
    for i in range(4):
        triples.append((f"doctor{i}", "works_at", f"hospital{i % 2}"))
        triples.append((f"doctor{i}", "specialises_in", "Cardiology"))
        triples.append((f"ward{i}", "part_of", f"hospital{i % 2}"))
        triples.append((f"ward{i}", "specialises_in", "Oncology"))
    types = assign(triples).entity_types
    assert types["doctor0"] == ["specialises in source", "works at source"]
    assert types["ward0"] == ["part of source", "specialises in source"]
    assert types["hospital0"] == ["works at target"]  # (both roles: one kind)


def test_a_few_entities_whose_other_roles_are_their_own_are_a_kind_apart(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`date_published` is said of 30 packages and of 4 languages (12 %, under KIND_SHARE):
    the languages' other roles (`designed_by`, and being a package's language) meet no
    package's role, so the languages are a kind of their own, not packages."""
    triples = []
    for i in range(30):
        triples.append((f"package{i}", "date_published", str(2000 + i % 20)))
        triples.append((f"package{i}", "license", f"license{i % 3}"))
        triples.append((f"package{i}", "written_in", f"language{i % 4}"))
    for i in range(4):
        triples.append((f"language{i}", "date_published", str(1970 + i)))
        triples.append((f"language{i}", "designed_by", f"person{i}"))
    types = assign(triples).entity_types
    assert types["language0"] == ["date published source", "written in target"]
    assert types["package0"] == ["date published source", "license source"]
    monkeypatch.setattr(type_inference, "_apart", lambda *_: False)  # the share alone
    types = assign(triples).entity_types
    assert types["language0"] == types["package0"]


def test_inferred_class_names_are_unique() -> None:
    result = assign(
        [
            ("a", "http://x.org/ont/film.director.film", "f1"),
            ("b", "http://x.org/ont/film.actor.film", "f2"),
        ]
    )
    targets = {result.entity_types["f1"][0], result.entity_types["f2"][0]}
    assert targets == {"film target", "film target 2"}


def test_metaqa_adapter_gives_union_of_role_types() -> None:
    inferrer = TypeInferrer(adapter=ADAPTERS["metaqa"])
    result = assign(
        [
            ("Kismet", "directed_by", "William Dieterle"),
            ("Kismet", "release_year", "1944"),
            ("Other Film", "has_tags", "William Dieterle"),
            ("Other Film", "remade_as", "Kismet"),
        ],
        inferrer,
    )
    assert result.entity_types["William Dieterle"] == ["person", "tag"]
    assert result.entity_types["1944"] == ["year"]
    # remade_as is not covered by the adapter: its roles fall back to inference.
    assert result.entity_types["Kismet"] == ["movie", "remade as target"]
    assert result.source["adapter"] == 4
    assert result.source["inferred"] == 0


def test_explicit_types_take_precedence(tmp_path: Path) -> None:
    types_path = tmp_path / "types.tsv"
    types_path.write_text("# entity types\nKerala\tstate\nKerala\tregion\n\nVenu_Nair\tperson\n")
    explicit = read_types_file(types_path)
    assert explicit == {"Kerala": {"state", "region"}, "Venu_Nair": {"person"}}
    inferrer = TypeInferrer(
        adapter={"__location__location__people_born_here": ("place", "native")},
        explicit=explicit,
        declared={"Kerala": {"Place"}},
    )
    result = assign(
        [
            ("Kerala", "__location__location__people_born_here", "Venu_Nair"),
            ("Kerala", "__location__location__people_born_here", "Someone"),
        ],
        inferrer,
    )
    assert result.entity_types == {
        "Kerala": ["region", "state"],
        "Venu_Nair": ["person"],
        "Someone": ["native"],
    }
    assert result.source["explicit"] == 2
    assert result.source["adapter"] == 1


def test_declared_types_combine_with_freebase_types() -> None:
    inferrer = TypeInferrer(declared={"Kerala": {"Place"}, "Venu_Nair": {"Person"}})
    result = assign([("Kerala", "__location__location__people_born_here", "Venu_Nair")], inferrer)
    assert result.entity_types["Kerala"] == ["Place", "location.location"]
    assert result.entity_types["Venu_Nair"] == ["Person"]
    assert result.source["declared"] == 2
    assert result.source["freebase"] == 0


def test_ntriples_declared_types_flow_into_inference(tmp_path: Path) -> None:
    path = tmp_path / "kb.nt"
    path.write_text(
        "<http://x.org/Blade_Runner> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> "
        "<http://x.org/ont#Film> .\n"
        "<http://x.org/Blade_Runner> <http://x.org/ont/directedBy> <http://x.org/Ridley_Scott> .\n"
    )
    reader = TripleReader(path, "ntriples")
    triples = list(reader)
    result = assign([(t.head, t.relation, t.tail) for t in triples],
                    TypeInferrer(declared=reader.declared_types))  # fmt: skip
    assert result.entity_types == {
        "http://x.org/Blade_Runner": ["Film"],
        "http://x.org/Ridley_Scott": ["directed by target"],
    }


def test_every_entity_gets_a_type() -> None:
    result = assign([("a", "r", "a"), ("b", "s", "c")])
    # a is subject and object of r: both roles have the same single entity and merge.
    assert result.entity_types == {"a": ["r source"], "b": ["s source"], "c": ["s target"]}


@pytest.mark.parametrize(
    ("content", "line", "reason"),
    [
        ("a\tperson\nb person\n", 2, "expected 2 fields separated by tabs, found 1"),
        ("a\tperson\tx\n", 1, "expected 2 fields separated by tabs, found 3"),
        ("\na\t \n", 2, "empty type"),
    ],
)
def test_types_file_malformed_lines(tmp_path: Path, content: str, line: int, reason: str) -> None:
    path = tmp_path / "types.tsv"
    path.write_text(content)
    with pytest.raises(MalformedInputError) as caught:
        read_types_file(path)
    assert (caught.value.path, caught.value.line, caught.value.reason) == (str(path), line, reason)


def test_types_file_invalid_utf8(tmp_path: Path) -> None:
    path = tmp_path / "types.tsv"
    path.write_bytes(b"a\tperson\nb\t\xffx\n")
    with pytest.raises(MalformedInputError) as caught:
        read_types_file(path)
    assert (caught.value.line, caught.value.reason) == (2, "invalid UTF-8")


def test_roles_of_a_sparse_kb_merge_on_a_few_shared_entities() -> None:
    # A sparse, PathQuestion-like KB: each person shows two or three of their roles.
    # Three of 30 parents-subjects are also spouse-subjects (a tenth, well under half):
    # enough to merge; places never play a person's role and stay apart.
    triples = [(f"p{i}", "parents", f"q{i}") for i in range(30)]
    triples += [(f"p{i}", "spouse", f"r{i}") for i in range(3)]
    triples += [(f"r{i}", "spouse", f"p{i + 100}") for i in range(3, 30)]
    triples += [(f"p{i}", "place_of_birth", f"city{i % 5}") for i in range(30)]
    triples += [(f"city{i}", "located_in", "Arandia") for i in range(5)]
    result = assign(triples)
    assert result.entity_types["p0"] == result.entity_types["r5"] == ["parents source"]
    assert result.entity_types["city0"] == ["place of birth target"]
