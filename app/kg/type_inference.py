"""Entity types while triples stream by: declared and Freebase-style types, dataset adapters,
and role inference for the rest."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, repeat
from types import MappingProxyType

from app.kg.wording import domain_range_types, freebase_subject_type, role_text

SOURCES = ("explicit", "declared", "freebase", "adapter", "inferred")
MERGE_OVERLAP = 0.5  # merge two roles when |A∩B| >= MERGE_OVERLAP * min(|A|, |B|)
SPARSE_MERGE_SHARED = 3  # ... or when |A∩B| >= SPARSE_MERGE_SHARED
SPARSE_MERGE_OVERLAP = 0.1  # ... and |A∩B| >= SPARSE_MERGE_OVERLAP * min(|A|, |B|)
KIND_SHARE = 0.2
"""A role said of two kinds shares at least this share of its entities with each (a role
only a few of them play, heads of departments among employees, marks a sub-kind). 0.25
until 2026-11-26: an artwork's `subject` is an artist (42 %), a city (24.6 %) or a
collector (23 %), and at 0.25 the three were one type (see README)."""
"""In a sparse KB an entity shows few of its roles, so roles of one class share a small
share of their entities, while roles of different classes share (almost) none: a few
shared entities that are also a tenth of the smaller role are evidence enough."""

_NONE: frozenset[int] = frozenset()
_MOVIE_PERSON = ("movie", "person")
ADAPTERS: dict[str, Mapping[str, tuple[str, str]]] = {
    "metaqa": MappingProxyType(
        {
            "directed_by": _MOVIE_PERSON,
            "written_by": _MOVIE_PERSON,
            "starred_actors": _MOVIE_PERSON,
            "release_year": ("movie", "year"),
            "in_language": ("movie", "language"),
            "has_tags": ("movie", "tag"),
            "has_genre": ("movie", "genre"),
            "has_imdb_votes": ("movie", "votes"),
            "has_imdb_rating": ("movie", "rating"),
        }
    ),
}


@dataclass
class TypeAssignment:
    """Types of every entity seen in a triple, and how many entities each source typed."""

    entity_types: dict[str, list[str]]
    source: dict[str, int]


class _UnionFind:
    def __init__(self, items: Iterable[int]) -> None:
        self.parent = {item: item for item in items}

    def find(self, item: int) -> int:
        root = item
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[item] != root:
            self.parent[item], item = root, self.parent[item]
        return root

    def union(self, a: int, b: int) -> None:
        self.parent[self.find(a)] = self.find(b)


class TypeInferrer:
    """Collects the roles each entity plays while triples stream by, then assigns types.

    A role is (relation, side): role id `2 * relation index` for the subject side, `+ 1`
    for the object side. Only per-entity role sets are kept (interned, so entities that
    play the same roles share one frozenset), never the triples.

    Precedence per entity: explicit types only; else declared and Freebase subject types;
    else the adapter's types of its covered roles plus inferred classes of the others.
    """

    def __init__(
        self,
        *,
        adapter: Mapping[str, tuple[str, str]] | None = None,
        explicit: Mapping[str, set[str]] | None = None,
        declared: Mapping[str, set[str]] | None = None,
    ) -> None:
        self._adapter: Mapping[str, tuple[str, str]] = adapter or {}
        self._explicit: Mapping[str, set[str]] = explicit or {}
        self._declared: Mapping[str, set[str]] = declared if declared is not None else {}
        self._relations: dict[str, int] = {}
        self._roles: list[frozenset[int]] = []  # by entity position
        self._interned: dict[frozenset[int], frozenset[int]] = {}

    def observe(self, heads: Sequence[int], relations: Sequence[str], tails: Sequence[int]) -> None:
        """Record the roles the heads and tails of a block of triples play (the i-th is
        (`heads[i]`, `relations[i]`, `tails[i]`), entities as their positions in the order
        first seen; called for every triple: kept lean)."""
        index = self._relations
        for relation in dict.fromkeys(relations):
            index.setdefault(relation, len(index))
        roles, interned = self._roles, self._interned
        seen = max(max(heads, default=-1), max(tails, default=-1)) + 1
        roles.extend(repeat(_NONE, seen - len(roles)))
        for head, relation, tail in zip(heads, relations, tails, strict=True):
            role = 2 * index[relation]
            for entity in (head, tail):
                played = roles[entity]
                if role not in played:
                    extended = played | {role}
                    roles[entity] = interned.setdefault(extended, extended)
                role += 1

    def assign(self, entities: Sequence[str]) -> TypeAssignment:
        """Types of the observed `entities` (their ids, in position order), by the
        precedence described on the class."""
        relations = list(self._relations)
        freebase = {2 * i: t for i, r in enumerate(relations) if (t := freebase_subject_type(r))}
        for i, relation in enumerate(relations):  # `Station_locatedIn_City`: both ends'
            if ends := domain_range_types(relation):
                freebase[2 * i], freebase[2 * i + 1] = ends
        adapted: dict[int, str] = {}
        for i, relation in enumerate(relations):
            if relation in self._adapter:
                adapted[2 * i], adapted[2 * i + 1] = self._adapter[relation]
        source = dict.fromkeys(SOURCES, 0)
        entity_types: dict[str, list[str]] = {}
        pending: Sequence[str] = entities  # the entities the roles type, and their roles
        played: Sequence[frozenset[int]] = self._roles
        if self._explicit or self._declared or freebase:
            pending, played = [], []
            for entity, roles in zip(entities, self._roles, strict=True):
                if explicit := self._explicit.get(entity):
                    entity_types[entity] = sorted(explicit)
                    source["explicit"] += 1
                    continue
                declared = self._declared.get(entity, set())
                types = declared | {freebase[role] for role in roles if role in freebase}
                if types:
                    entity_types[entity] = sorted(types)
                    source["declared" if declared else "freebase"] += 1
                else:
                    pending.append(entity)
                    played.append(roles)
        set_counts = Counter(played)  # role sets are few: each is named once
        class_names = self._infer_classes(set_counts, adapted, relations, entity_types)
        by_role_set: dict[frozenset[int], list[str]] = {}
        for roles, count in set_counts.items():
            names = {adapted[r] if r in adapted else class_names[r] for r in roles}
            by_role_set[roles] = sorted(names)
            source["adapter" if any(r in adapted for r in roles) else "inferred"] += count
        entity_types.update(zip(pending, map(by_role_set.__getitem__, played), strict=True))
        return TypeAssignment(entity_types=entity_types, source=source)

    def _infer_classes(
        self,
        role_sets: Counter[frozenset[int]],
        adapted: Mapping[int, str],
        relations: list[str],
        typed: Mapping[str, list[str]],
    ) -> dict[int, str]:
        """Merge the uncovered roles of `role_sets` (each with how many entities play it)
        into classes; return role -> class name."""
        set_counts: Counter[frozenset[int]] = Counter()
        for roles, count in role_sets.items():
            set_counts[frozenset(r for r in roles if r not in adapted)] += count
        role_size, overlap = _overlaps(set_counts)
        if shared_by_two := _said_of_two_kinds(role_size, overlap):  # each a class of its own
            split: Counter[frozenset[int]] = Counter()
            for roles, count in set_counts.items():
                split[roles - shared_by_two] += count
                for role in roles & shared_by_two:
                    split[frozenset({role})] += count
            split.pop(frozenset(), None)
            set_counts = split
            role_size, overlap = _overlaps(set_counts)
        classes = _UnionFind(role_size)
        for (a, b), shared in overlap.items():
            if _merges(shared, role_size[a], role_size[b]):
                classes.union(a, b)
        members: dict[int, list[int]] = {}
        for role in role_size:
            members.setdefault(classes.find(role), []).append(role)
        class_size: Counter[int] = Counter()
        for roles, count in set_counts.items():
            class_size.update(dict.fromkeys({classes.find(r) for r in roles}, count))

        def role_name(role: int) -> str:
            side = "source" if role % 2 == 0 else "target"
            return f"{role_text(relations[role // 2])} {side}"

        # Name each class after its most used role; classes with more entities choose first.
        ranked = [
            (max(roles, key=lambda r: (role_size[r], -r)), root) for root, roles in members.items()
        ]
        ranked.sort(key=lambda item: (-class_size[item[1]], role_name(item[0]), item[0]))
        taken = {name for names in typed.values() for name in names} | set(adapted.values())
        class_of: dict[int, str] = {}
        for top, root in ranked:
            base = name = role_name(top)
            suffix = 1
            while name in taken:
                suffix += 1
                name = f"{base} {suffix}"
            taken.add(name)
            class_of.update(dict.fromkeys(members[root], name))
        return class_of


def _overlaps(
    set_counts: Mapping[frozenset[int], int],
) -> tuple[Counter[int], Counter[tuple[int, int]]]:
    """How many entities play each role, and each pair of roles together."""
    role_size: Counter[int] = Counter()
    overlap: Counter[tuple[int, int]] = Counter()
    for roles, count in set_counts.items():
        for role in roles:
            role_size[role] += count
        for pair in combinations(sorted(roles), 2):
            overlap[pair] += count
    return role_size, overlap


def _merges(shared: int, size_a: int, size_b: int) -> bool:
    """Whether two roles that `shared` entities play together are one class's."""
    smaller = min(size_a, size_b)
    return shared >= MERGE_OVERLAP * smaller or (
        shared >= SPARSE_MERGE_SHARED and shared >= SPARSE_MERGE_OVERLAP * smaller
    )


def _said_of_two_kinds(
    role_size: Mapping[int, int], overlap: Mapping[tuple[int, int], int]
) -> frozenset[int]:
    """Roles said of two kinds of entity (`specialises_in` of doctors, who `work_at`, and
    of wards, `part_of`): a role that would merge with two roles that never meet on one
    entity, each holding at least KIND_SHARE of its entities; or one whose merging roles
    fall apart into groups no entity joins (`_apart`). Merging through it would make the
    kinds one."""

    def shared(a: int, b: int) -> int:
        return overlap.get((min(a, b), max(a, b)), 0)

    met: dict[int, list[int]] = {}  # the roles each role meets on some entity
    for a, b in overlap:
        met.setdefault(a, []).append(b)
        met.setdefault(b, []).append(a)
    found = set()
    for role, others in met.items():
        size = role_size[role]
        merging = [o for o in others if _merges(shared(role, o), size, role_size[o])]
        partners = [o for o in merging if shared(role, o) >= KIND_SHARE * size]
        never_meet = any(shared(a, b) == 0 for a, b in combinations(partners, 2))
        if never_meet or _apart(role, merging, met, shared):
            found.add(role)
    return frozenset(found)


def _apart(
    role: int, merging: list[int], met: Mapping[int, list[int]], shared: Callable[[int, int], int]
) -> bool:
    """Whether the roles `merging` with `role` fall into groups that no entity joins (no
    role of one meets a role of another), two of them of several roles and sharing at
    least SPARSE_MERGE_SHARED entities with it: a kind few entities are, below
    KIND_SHARE, but with roles of its own (`datePublished` of 140 packages and of 12
    languages, whose `author` and being a package's `programmingLanguage` meet no
    package's role). A group of one role is no kind: years a birth date and a founding
    date share by chance are not two kinds of year."""
    within = set(merging)
    groups = _UnionFind(merging)
    for other in merging:
        for neighbour in met.get(other, ()):
            if neighbour in within:
                groups.union(other, neighbour)
    held: dict[int, list[int]] = {}  # per group: how many of `role`'s entities each role has
    for other in merging:
        held.setdefault(groups.find(other), []).append(shared(role, other))
    kinds = [s for s in held.values() if len(s) > 1 and max(s) >= SPARSE_MERGE_SHARED]
    return len(kinds) >= 2
