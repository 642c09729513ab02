"""The labels and property names SAFE's own nodes use in one graph, chosen once per graph.

A graph `safe load` built holds SAFE's model under plain names (`:Entity {id, name, …}`,
`:Type`, `:Relation`, `:SchemaEdge`, `:Meta`). A user's property graph indexed in place
(`safe index`) keeps its own labels and properties untouched: SAFE marks each user node
with the `SafeEntity` label and `safe_`-prefixed properties, and its own nodes carry
`Safe`-prefixed labels, so nothing it adds can collide with the user's names and
`safe index --drop` removes exactly what it added. Cypher files name these through
`{{Entity}}`, `{{id}}`, … placeholders that `GraphLayout.render` fills.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import cypher
from app.kg.store.dialect import PROPERTY_INDEXES, VECTOR_KINDS, FulltextIndex, VectorIndex

_PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")
ENTITY_PROPERTIES = ("id", "name", "name_key", "types", "embedding")
"""The entity properties SAFE keeps, as it calls them (`GraphLayout.prop` spells them)."""
_LABELS = ("Entity", "Type", "Relation", "SchemaEdge", "Meta")


@dataclass(frozen=True)
class GraphLayout:
    """How SAFE's model is spelled in one graph."""

    kind: str  # "loaded" or "indexed"
    label_prefix: str  # before SAFE's own labels
    property_prefix: str  # before the entity properties SAFE sets on entity nodes
    schema_link: str  # the relationship type linking schema-graph types

    def label(self, name: str) -> str:
        """SAFE's label for one of its node kinds (`Entity`, `Type`, `Relation`, …)."""
        if name not in _LABELS:
            raise KeyError(f"no SAFE label {name!r}")
        return self.label_prefix + name

    def prop(self, name: str) -> str:
        """The property holding an entity's `id`, `name`, `name_key`, `types` or `embedding`."""
        if name not in ENTITY_PROPERTIES:
            raise KeyError(f"no entity property {name!r}")
        return self.property_prefix + name

    @property
    def labels(self) -> tuple[str, ...]:
        """Every label SAFE writes in this layout."""
        return tuple(self.label(name) for name in _LABELS)

    def vector_index(self, kind: str) -> VectorIndex:
        """The vector index of one of SAFE's node kinds (`Entity`, `Relation`, …)."""
        prop = self.prop("embedding") if kind == "Entity" else "embedding"
        return VectorIndex(self.label(kind), prop)

    @property
    def vector_indexes(self) -> tuple[VectorIndex, ...]:
        """Every vector index SAFE keeps in this layout."""
        return tuple(self.vector_index(kind) for kind in VECTOR_KINDS)

    @property
    def fulltext(self) -> FulltextIndex:
        """The full-text index over entity names."""
        return FulltextIndex(self.label("Entity"), self.prop("name"))

    @property
    def property_indexes(self) -> tuple[tuple[str, str, bool], ...]:
        """(label, property, unique) of every exact-match index SAFE keeps."""
        return tuple(
            (self.label(kind), self.prop(prop) if kind == "Entity" else prop, unique)
            for kind, prop, unique in PROPERTY_INDEXES
        )

    def pieces(self) -> dict[str, str]:
        """Placeholder -> name, for every layout placeholder."""
        found = {name: self.label(name) for name in _LABELS}
        found.update({name: self.prop(name) for name in ENTITY_PROPERTIES})
        found["SCHEMA"] = self.schema_link
        return found

    def render(self, name: str, /, **pieces: str) -> str:
        """`cypher/<name>.cypher` with the layout's names and the given `pieces` filled in."""
        used = set(_PLACEHOLDER.findall(cypher.load(name)))
        layout = {k: v for k, v in self.pieces().items() if k in used and k not in pieces}
        return cypher.render(name, **layout, **pieces)


LOADED = GraphLayout("loaded", label_prefix="", property_prefix="", schema_link="SCHEMA")
INDEXED = GraphLayout(
    "indexed", label_prefix="Safe", property_prefix="safe_", schema_link="SAFE_SCHEMA"
)
