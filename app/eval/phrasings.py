"""LLM wording for gold pseudo graphs: relations and types said in plain words, not the KG's.

A phrasings file is JSON with two maps, both optional:

    {"relations": {"directed_by": ["directed by", "made by", "~directed"]},
     "types": {"person": ["director", "actor", "individual"]}}

`relations` maps a KG relation (as stored, or as verbalised: "directed by") to the ways an
LLM writes it; a phrasing starting with `~` says the relation from the other side, so the
edge is reversed with it ("~directed": person directed movie). `types` maps a KG type (as
stored, or as `type_text` shows it) to the words an LLM uses for its members. Relations
and types a file does not name keep their text. A user writes one for their own KG; the
shipped ones (`app/eval/phrasings/`) are a development set.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from app.errors import ConfigError
from app.kg.schema_graph import type_text
from app.kg.wording import verbalise_relation
from app.query_graph import VARIABLE, PseudoQueryGraph

REVERSED = "~"


@dataclass(frozen=True)
class Phrasings:
    """Relation phrasings and type words, keyed by the KG text as verbalised (`type_text`)."""

    relations: Mapping[str, tuple[str, ...]]
    types: Mapping[str, tuple[str, ...]]

    @classmethod
    def load(cls, path: Path) -> Phrasings:
        """Read a phrasings file; a malformed one fails naming the file and the field."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{path}: cannot read phrasings: {exc}") from exc
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{path}:{exc.lineno}: not JSON: {exc.msg}") from exc
        if not isinstance(data, dict) or set(data) - {"relations", "types"}:
            raise ConfigError(f"{path}: expected an object with 'relations' and/or 'types'")
        maps: dict[str, dict[str, tuple[str, ...]]] = {}
        for field in ("relations", "types"):
            section = data.get(field, {})
            if not isinstance(section, dict):
                raise ConfigError(f"{path}: '{field}' must map names to lists of phrasings")
            maps[field] = {}
            for name, words in section.items():
                if not isinstance(words, list) or not words:
                    raise ConfigError(f"{path}: {field}.{name}: expected a non-empty list")
                cleaned = [w.strip() for w in words if isinstance(w, str)]
                if len(cleaned) != len(words) or not all(w.strip(REVERSED) for w in cleaned):
                    raise ConfigError(f"{path}: {field}.{name}: phrasings must be non-empty text")
                key = verbalise_relation(name) if field == "relations" else type_text(name)
                maps[field][key] = tuple(cleaned)
        return cls(maps["relations"], maps["types"])

    def relation(self, text: str, rng: random.Random) -> tuple[str, bool] | None:
        """A phrasing of a relation text (another than the text where there is one) and whether
        it reverses the edge (None: unknown)."""
        key = verbalise_relation(text)
        options = self.relations.get(key)
        if not options:
            return None
        chosen = rng.choice([o for o in options if verbalise_relation(o) != key] or options)
        return chosen.removeprefix(REVERSED).strip(), chosen.startswith(REVERSED)

    def type_word(self, text: str, rng: random.Random) -> str | None:
        """A word for a type (None: unknown)."""
        key = type_text(text)
        options = self.types.get(key)
        if not options:
            return None
        return rng.choice([o for o in options if type_text(o) != key] or options)


def reword_relations(
    graph: PseudoQueryGraph, phrasings: Phrasings, rng: random.Random
) -> PseudoQueryGraph | None:
    """Every edge's relation as an LLM words it (None when no relation has a phrasing)."""
    edges = []
    changed = False
    for source, relation, target in graph.edges:
        said = phrasings.relation(relation, rng)
        if said is None:
            edges.append((source, relation, target))
            continue
        words, reverse = said
        edges.append((target, words, source) if reverse else (source, words, target))
        changed = True
    return _rebuilt(graph, graph.nodes, edges) if changed else None


def reword_types(
    graph: PseudoQueryGraph, phrasings: Phrasings, rng: random.Random
) -> PseudoQueryGraph | None:
    """Every node's type as an LLM words it (None when no type has a word)."""
    nodes = {}
    for name, type_name in graph.nodes.items():
        nodes[name] = phrasings.type_word(type_name, rng) or type_name
    return _rebuilt(graph, nodes, graph.edges) if nodes != graph.nodes else None


def respell_entities(graph: PseudoQueryGraph, rng: random.Random) -> PseudoQueryGraph | None:
    """Entity names as a question writes them: underscores as spaces, case as in prose."""
    renamed: dict[str, str] = {}
    for name in graph.nodes:
        if VARIABLE.match(name):
            continue
        words = name.replace("_", " ").split()
        spaced = " ".join(words)
        titled = " ".join(w[:1].upper() + w[1:] for w in words)
        options = [s for s in dict.fromkeys((spaced, titled, spaced.lower())) if s != name]
        options = [s for s in options if s not in graph.nodes]
        if options:
            renamed[name] = rng.choice(options)
    if not renamed:
        return None
    nodes = {renamed.get(n, n): t for n, t in graph.nodes.items()}
    edges = [(renamed.get(s, s), r, renamed.get(t, t)) for s, r, t in graph.edges]
    return _rebuilt(graph, nodes, edges)


def _rebuilt(
    graph: PseudoQueryGraph, nodes: Mapping[str, str], edges: list[tuple[str, str, str]]
) -> PseudoQueryGraph:
    return PseudoQueryGraph(plan=graph.plan, nodes=dict(nodes), edges=edges, answer=graph.answer)
