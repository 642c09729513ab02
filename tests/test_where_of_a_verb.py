""" "where" asked of a verb ("where did X study") asks for what the verb's step reaches, a
school or an employer as well as a city, and says no step of its own beyond it; "where is
X" still asks for the place X is in."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.answer_type import answer_focus
from app.planners.encoder_planner import PERSON_FIT_MIN, kind_says_a_step

from conftest import FIXTURES, tsv_planner

KG = FIXTURES / "lawyers.tsv"  # lawyers, the firms and law schools they are at, their cities


@pytest.mark.parametrize(
    ("question", "of_a_verb"),
    [
        ("where does X work ?", True),
        ("where did the judges on X study ?", True),
        ("where can i eat X ?", True),
        ("where has X led teams ?", True),
        ("where is X from ?", False),
        ("where was X born ?", False),
        ("in which city does X work ?", False),  # the city says a step: the employer's
        ("where must X be registered ?", False),  # where X is
        ("where has X been ?", False),
        ("where shall we meet X ?", True),
    ],
)
def test_where_with_an_auxiliary_is_asked_of_the_verb(question: str, of_a_verb: bool) -> None:
    focus = answer_focus(question)
    assert focus is not None
    assert focus.verb_place is of_a_verb
    assert kind_says_a_step(focus) == int(not of_a_verb)


def test_where_did_x_study_answers_the_school_not_its_city(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    with tsv_planner(safe_home, embedder, KG, tmp_path) as planner:
        walked = planner.catalog.walked
        studied = planner.rank("where did Imogen Iverson study ?")[0]
        assert tuple(map(walked, studied.paths[0].hops)) == (("graduatedFrom", True),)
        placed = planner.rank("where is Holyrood School of Law ?")[0]
        assert tuple(map(walked, placed.paths[0].hops)) == (("locatedIn", True),)


def test_people_are_not_where_things_are_done_though_their_names_say_little(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """People with ids for names (`robert_tudor`) fit "person" poorly, but what is said
    of them (`gender`, `parents`, `place_of_birth`) is said of people: they are born
    somewhere, not where a parent works; the institutions they work at are."""
    families = FIXTURES / "families.tsv"  # people by id, parents, institutions, cities
    with tsv_planner(safe_home, embedder, families, tmp_path) as planner:
        person = planner.answer_types.fit("person", ["gender source"], roles=True)[0]
        assert person < PERSON_FIT_MIN  # so the words of their relations decide
        assert planner._sited_fit("gender source") == -1.0
        assert planner._sited_fit("institution target") > 0.3


def test_a_place_said_only_by_a_kept_twin_still_sites_a_type(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """Colleges are in towns, said both ways (`hosts` kept, its twin `locatedIn` dropped):
    the town placing a college is read through the twin, so "where did X study" answers
    the college, the verb's step, as it does where `locatedIn` is kept."""
    colleges = FIXTURES / "colleges.tsv"  # people, the colleges they studied at, towns
    with tsv_planner(safe_home, embedder, colleges, tmp_path) as planner:
        assert planner.catalog.twins == {"locatedIn": "hosts"}
        college = planner.catalog.edges[
            next(i for i, e in enumerate(planner.catalog.edges) if e.relation == "studiedAt")
        ].target
        assert planner._sited_fit(college) > 0.3
        studied = planner.rank("where did Cora Vance study ?")[0]
        walked = planner.catalog.walked
        assert tuple(map(walked, studied.paths[0].hops)) == (("studiedAt", True),)


@pytest.mark.parametrize(
    ("question", "of_a_role"),
    [
        ("where is <X> the head chef ?", True),
        ("where is <X> chief executive ?", True),
        ("where is <X> head of department ?", True),
        ("where is <X> on display ?", True),
        ("where is the <X> in use ?", True),
        ("where is <X> the set text ?", True),  # "set" modifies the noun after the article
        ("where is <X> located ?", False),
        ("where is <X> from ?", False),
        ("where is <X> connected to the grid ?", False),
        ("where are <X>'s offices ?", False),
        ("where is <X> now ?", False),
        ("where is the <X> ?", False),
    ],
)
def test_where_is_x_a_role_is_asked_of_the_role(question: str, of_a_role: bool) -> None:
    """ "where is <X> the head chef" asks where X holds the role, as "where does X work"
    asks where X works: what the role's relation reaches, no step beyond it."""
    start = question.index("<")
    text = question.replace("<", "").replace(">", "")
    focus = answer_focus(text, [(start, start + 1)])
    assert focus is not None
    assert focus.verb_place is of_a_role
    assert bool(focus.role) is of_a_role
    assert kind_says_a_step(focus) == int(not of_a_role)


@pytest.mark.parametrize(
    ("question", "done_to"),
    [
        ("where is <X> grown ?", True),  # where it is grown: the farm, not its region
        ("where are <X> animals bred ?", True),
        ("where is the <X> maintained ?", True),
        ("where is <X> located ?", False),  # X's own place
        ("where was <X> born ?", False),
        ("where is <X> based ?", False),
        ("where are <X>'s crops grown ?", False),  # a possessive: not X's own
    ],
)
def test_where_is_x_done_to_is_asked_of_the_verb(question: str, done_to: bool) -> None:
    """ "where is <X> grown" asks where it is done (what the verb's relation reaches, the
    farm), as "where does X grow" would; a participle saying where a thing is does not."""
    start = question.index("<")
    text = question.replace("<", "").replace(">", "")
    focus = answer_focus(text, [(start, start + 1)])
    assert focus is not None
    assert focus.verb_place is done_to
    assert not focus.role


def test_a_role_of_several_words_is_kept_to_say_one_step() -> None:
    question = "where is Diego Sanchez chief executive ?"
    focus = answer_focus(question, [(9, 22)])
    assert focus is not None
    assert focus.role == ("chief", "executive")


def test_where_is_x_the_head_chef_answers_the_restaurant_not_its_city(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    kitchens = FIXTURES / "kitchens.tsv"  # chefs, their restaurants, cities and countries
    with tsv_planner(safe_home, embedder, kitchens, tmp_path) as planner:
        walked = planner.catalog.walked
        chef = planner.rank("where is Marta Quell the head chef ?")[0]
        assert tuple(map(walked, chef.paths[0].hops)) == (("head_chef_of", True),)
        dish = planner.rank("where is Duck Confit the signature dish ?")[0]
        assert tuple(map(walked, dish.paths[0].hops)) == (("signature_dish", False),)
        # the city `located_in` names as a place is a step no word says: not the verb's
        worked = planner.rank("where does Ivo Brandt work as head chef ?")[0]
        assert tuple(map(walked, worked.paths[0].hops)) == (("head_chef_of", True),)
        placed = planner.rank("where is Harbour Ladle ?")[0]
        assert tuple(map(walked, placed.paths[0].hops)) == (("located_in", True),)
