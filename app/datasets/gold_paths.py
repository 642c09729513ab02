"""Gold relation paths of benchmark questions: MetaQA's question types and PathQuestion's paths,
read as (relation, forward) hops, the labels the path scorer trains on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from app.datasets.splits import split_indices
from app.errors import ConfigError

# MetaQA's documented relation map (shared/data README) and its KB types.
METAQA_RELATIONS = {
    "director": "directed_by",
    "writer": "written_by",
    "actor": "starred_actors",
    "tag": "has_tags",
    "tags": "has_tags",
    "genre": "has_genre",
    "year": "release_year",
    "language": "in_language",
    "imdbvotes": "has_imdb_votes",
    "imdbrating": "has_imdb_rating",
}
METAQA_TYPES = {
    "movie": "movie",
    "director": "person",
    "writer": "person",
    "actor": "person",
    "tag": "tag",
    "tags": "tag",
    "genre": "genre",
    "year": "year",
    "language": "language",
    "imdbvotes": "votes",
    "imdbrating": "rating",
}

FORMATS = ("metaqa", "pathquestion")
EVAL_SPLIT = {"metaqa": "test", "pathquestion": "test", "jsonl": "test"}
"""The split each format reports on; training never sees it."""

Hop = tuple[str, bool]


@dataclass(frozen=True)
class Example:
    """A question with its gold relation path and any other paths as right (weak labels:
    every shortest path that reaches the answers)."""

    question: str
    gold: tuple[Hop, ...]
    alternatives: tuple[tuple[Hop, ...], ...] = ()

    def accepts(self, hops: tuple[Hop, ...]) -> bool:
        """Whether `hops` is a right path for this question."""
        return hops == self.gold or hops in self.alternatives


def metaqa_gold(qtype: str) -> tuple[Hop, ...]:
    """`movie_to_director_to_movie` -> directed_by forward, then directed_by backward."""
    words = qtype.strip().split("_to_")
    hops = []
    for here, there in pairwise(words):
        if here == "movie":
            hops.append((METAQA_RELATIONS[there], True))
        else:
            hops.append((METAQA_RELATIONS[here], False))
    return tuple(hops)


def pathquestion_gold(path: str) -> tuple[Hop, ...]:
    """`e0#rel1#e1#rel2#e2#<end>#e2` -> rel1, rel2 (all walked forward)."""
    parts = path.strip().split("#")
    if "<end>" in parts:
        parts = parts[: parts.index("<end>")]
    return tuple((relation, True) for relation in parts[1::2])


def read_examples(path: Path, fmt: str) -> list[Example]:
    """Questions and gold paths of a MetaQA `qa_*.txt` (gold from the `_qtype.txt`
    beside it) or a PathQuestion file."""
    if fmt not in FORMATS:
        raise ConfigError(f"unknown question format {fmt!r}; known: {', '.join(FORMATS)}")
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    if fmt == "pathquestion":
        rows = [line.split("\t") for line in lines]
        return [Example(row[0].strip(), pathquestion_gold(row[2])) for row in rows]
    qtypes_path = path.with_name(f"{path.stem}_qtype.txt")
    if not qtypes_path.is_file():
        raise ConfigError(f"{qtypes_path}: no such file (MetaQA gold paths)")
    qtypes = [line for line in qtypes_path.read_text(encoding="utf-8").splitlines() if line]
    if len(qtypes) != len(lines):
        raise ConfigError(f"{qtypes_path} has {len(qtypes)} lines, {path} has {len(lines)}")
    return [
        Example(line.split("\t")[0].strip(), metaqa_gold(qtype))
        for line, qtype in zip(lines, qtypes, strict=True)
    ]


def split_examples(examples: Sequence[Example], fmt: str, seed: int) -> dict[str, list[Example]]:
    """A fixed-seed train/dev/test split, 8:1:1, for every format: the same parts
    `safe eval --split test` uses with that seed, so training never sees the test part."""
    parts = split_indices(len(examples), seed)
    return {name: [examples[i] for i in rows] for name, rows in parts.items()}
