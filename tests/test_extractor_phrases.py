"""Graphs whose relations are named as triple extractors write them ("is owned by", "uses
machinery", "is certified as"), with no types file: farms and processing plants share
`is located in`, so inference lumps them into one role type, and a question's words
beside its answer's kind may be only function words."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.kg.embeddings import Embedder
from app.planners.encoder_planner import KIND_BREADTH

from conftest import FIXTURES, tsv_planner


def test_a_walk_to_a_lumped_role_type_is_read_by_its_narrow_kind(
    safe_home: Path, embedder: Embedder, tmp_path: Path
) -> None:
    """Eight farms and six plants are `is located in`'s sources (14 members); a walk back
    over `raises` ends there, but its answers are the farms (8): their kind's fit is read
    too (`KIND_BREADTH`), so "which farms" is not answered by the breed's species."""
    with tsv_planner(safe_home, embedder, FIXTURES / "farm_kinds.tsv", tmp_path) as planner:
        support = planner.catalog.type_support
        assert 8 * KIND_BREADTH < support["is located in source"] <= 8 * 2
        found = planner.rank("which farms keep Berkshire ?")[0]
        assert tuple(map(planner.catalog.walked, found.paths[0].hops)) == (("raises", False),)


@pytest.mark.parametrize(
    ("question", "relation"),
    [
        ("what equipment does Elmford Farm have ?", "uses machinery"),
        ("what size is Kowhaidowns Farm ?", "has an area of"),
    ],
)
def test_a_question_of_function_words_beside_its_kind_is_read_by_the_kind(
    safe_home: Path, embedder: Embedder, tmp_path: Path, question: str, relation: str
) -> None:
    """ "what does X have ?" is all that is left for the cosine once the kind is left out,
    and it reads nearer `is a member of` or `is managed by` than any relation saying
    equipment or size: the kind's fit decides (`EMPTY_COS`)."""
    with tsv_planner(safe_home, embedder, FIXTURES / "farm_phrases.tsv", tmp_path) as planner:
        found = planner.rank(question)[0]
        assert tuple(map(planner.catalog.walked, found.paths[0].hops)) == ((relation, True),)
