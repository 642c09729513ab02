"""Pseudo query graphs written from benchmark gold paths (the `gold` planner).

They stand in for an LLM's graph when measuring retrieval alone: MetaQA's question
types (`director_to_movie_to_language`) and PathQuestion's paths (`e0#r1#e1#r2#e2`).
Relation names are verbalised and variables typed as a planner would write them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from app.datasets.gold_paths import METAQA_RELATIONS, METAQA_TYPES
from app.datasets.readers import EvalItem, topic_entity
from app.errors import ConfigError, SafeError
from app.kg.schema_graph import type_text
from app.kg.wording import freebase_subject_type, verbalise_relation
from app.query_graph import PseudoQueryGraph


def metaqa_graph(question: str, qtype: str) -> PseudoQueryGraph:
    """The chain the question type walks, from the topic entity to the answer."""
    kinds = qtype.strip().split("_to_")
    if len(kinds) < 2 or any(k not in METAQA_TYPES for k in kinds):
        raise SafeError(f"unknown MetaQA question type {qtype!r}")
    names = [topic_entity(question)] + [f"unk{i}" for i in range(1, len(kinds))]
    nodes = {name: METAQA_TYPES[kind] for name, kind in zip(names, kinds, strict=True)}
    edges = []
    for (a, kind_a), (b, kind_b) in zip(
        zip(names, kinds, strict=True), zip(names[1:], kinds[1:], strict=True), strict=False
    ):
        if kind_a == "movie":
            edges.append((a, verbalise_relation(METAQA_RELATIONS[kind_b]), b))
        else:
            edges.append((b, verbalise_relation(METAQA_RELATIONS[kind_a]), a))
    return PseudoQueryGraph(nodes=nodes, edges=edges, answer=names[-1])


@dataclass(frozen=True)
class RelationTypes:
    """What the KG says a relation links: per relation, the share of its triples whose
    subject (`sources`) or object (`targets`) has each type, from the schema edges."""

    sources: Mapping[str, Mapping[str, float]]
    targets: Mapping[str, Mapping[str, float]]

    @classmethod
    def from_edges(cls, edges: Iterable[tuple[str, str, str, int]]) -> RelationTypes:
        """From (source type, relation, target type, support) schema edges."""
        sources: dict[str, dict[str, float]] = {}
        targets: dict[str, dict[str, float]] = {}
        for source, relation, target, support in edges:
            for table, type_ in ((sources, source), (targets, target)):
                shares = table.setdefault(relation, {})
                shares[type_] = shares.get(type_, 0.0) + support
        for table in (sources, targets):
            for shares in table.values():
                total = sum(shares.values()) or 1.0
                shares.update({t: v / total for t, v in shares.items()})
        return cls(sources, targets)

    def node_type(self, reaching: str, leaving: str | None) -> str | None:
        """The type a node reached by `reaching` (and left by `leaving`) most likely has:
        the best summed share as the target of one and the source of the other."""
        scores = dict(self.targets.get(reaching, {}))
        for type_, share in (self.sources.get(leaving, {}) if leaving else {}).items():
            scores[type_] = scores.get(type_, 0.0) + share
        return min(scores, key=lambda t: (-scores[t], t)) if scores else None


def relation_role(relation: str) -> str:
    """Words naming what a relation leads to: its last segment, verbalised
    (`__people__deceased_person__place_of_death` -> "place of death")."""
    local = relation.strip("_").replace("__", ".").rsplit(".", 1)[-1]
    return verbalise_relation(local) or verbalise_relation(relation)


def pathquestion_graph(path: str, types: RelationTypes | None = None) -> PseudoQueryGraph:
    """The gold path `e0#r1#e1#…#answer` (PQ appends `#<end>#answer`) as a chain.

    Variables are typed as a planner reading the schema would: with `types`, by the KG
    type the relations around the node most often link; otherwise by the subject type a
    Freebase-style relation leaving it names (`__music__recording__tracks` leaves a
    `music recording`), else by the role of the relation reaching it (`place of death`).
    """
    parts = path.strip().split("#<end>#")[0].split("#")
    if len(parts) < 3 or len(parts) % 2 == 0:
        raise SafeError(f"malformed PathQuestion path {path!r}")
    relations = parts[1::2]
    names = [parts[0]] + [f"unk{i}" for i in range(1, len(relations) + 1)]
    nodes = {parts[0]: "entity"}
    edges = []
    for i, relation in enumerate(relations):
        following = relations[i + 1] if i + 1 < len(relations) else None
        known = types.node_type(relation, following) if types else None
        subject = freebase_subject_type(following) if following else None
        if known:
            nodes[names[i + 1]] = type_text(known)
        else:
            nodes[names[i + 1]] = type_text(subject) if subject else relation_role(relation)
        edges.append((names[i], verbalise_relation(relation), names[i + 1]))
    return PseudoQueryGraph(nodes=nodes, edges=edges, answer=names[-1])


def gold_graph(item: EvalItem, types: RelationTypes | None = None) -> PseudoQueryGraph:
    """The pseudo query graph the item's gold path walks (MetaQA question type or path);
    `types` (the KG's) types a path's variables."""
    if item.path:
        return pathquestion_graph("#".join(item.path), types)
    if item.qtype:
        return metaqa_graph(item.question, item.qtype)
    raise ConfigError(f"no gold path or question type for {item.question!r}: cannot use gold")
