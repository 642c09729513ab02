"""Short names for inferred types, asked of an LLM once per type (`safe load --name-types`).

Role inference names a class after a relation its members take part in (`children
target`); an LLM shown the class's relations and a few members names what they are
("person"). Names are cached per graph (`app.kg.schema_graph.TYPE_NAMES_FILE`), so a type is
asked about once and a reload reuses its name; explicit and Freebase-style types keep theirs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel

from app.errors import LLMReplyError
from app.kg.catalog import SchemaCatalog
from app.kg.embeddings import Embedder
from app.kg.schema_graph import (
    SchemaGraphOptions,
    build_schema_graph,
    read_type_names,
    type_members,
    write_type_names,
)
from app.kg.store.base import LOAD_QUERY_TIMEOUT_MS, GraphStore
from app.kg.wording import is_inferred_type, verbalise_relation
from app.planners.llm import LLMClient, LLMUsage

MAX_NAME = 40
_NAME = re.compile(r"[a-z][a-z0-9 '\-]*")
SYSTEM = (
    "You name classes of entities in a knowledge graph. Reply with JSON "
    '{"name": "..."}: a common noun of one to three lower-case words saying what the '
    "entities are (e.g. person, city, film, disease), never a relation name."
)


class TypeNameReply(BaseModel):
    """The LLM's name for one class."""

    name: str


@dataclass
class TypeNaming:
    """Names given (type -> name), types already named in the cache, and the LLM's cost."""

    named: dict[str, str] = field(default_factory=dict)
    cached: int = 0
    rejected: dict[str, str] = field(default_factory=dict)  # type -> why its reply was refused
    usage: LLMUsage = field(default_factory=LLMUsage)


def describe_type(store: GraphStore, catalog: SchemaCatalog, type_name: str) -> str:
    """What the LLM is told about a class: the relations its members take part in (most
    triples first) and a few member names."""
    roles = []
    for edge in sorted(catalog.edges, key=lambda e: -e.support):
        if edge.source == type_name:
            roles.append(f"X {verbalise_relation(edge.relation)} {catalog.type_label(edge.target)}")
        if edge.target == type_name:
            roles.append(f"{catalog.type_label(edge.source)} {verbalise_relation(edge.relation)} X")
    members = ", ".join(type_members(store, type_name, 5))
    return (
        f"Each entity X of this class appears in facts such as: {'; '.join(roles[:8])}.\n"
        f"Some members: {members}.\nWhat is X?"
    )


def clean_name(reply: str) -> str:
    """The reply as a type name, or LLMReplyError when it is not a short lower-case noun."""
    name = " ".join(reply.strip().lower().split())
    if not name or len(name) > MAX_NAME or not _NAME.fullmatch(name) or len(name.split()) > 3:
        raise LLMReplyError(f"not a short type name: {reply[:60]!r}", reply)
    return name


def name_inferred_types(
    client: LLMClient,
    store: GraphStore,
    embedder: Embedder,
    cache_dir: Path,
    schema: SchemaGraphOptions | None = None,
) -> TypeNaming:
    """Ask `client` to name every inferred type not yet named, cache the names, and rebuild
    the schema graph's type texts and embeddings with them (names the LLM gets wrong are
    reported and left out; the type keeps its inferred text)."""
    # all of it is part of a load (reading the catalog and the types' members too), so it
    # runs under the load's time limit, not a question's
    with store.query_timeout(LOAD_QUERY_TIMEOUT_MS):
        catalog = SchemaCatalog.load(store, cache_dir)
        names = read_type_names(cache_dir)
        result = TypeNaming(cached=sum(t in names for t in catalog.types))
        for type_name in catalog.types:
            if not is_inferred_type(type_name) or type_name in names:
                continue
            messages = [
                {"role": "system", "content": SYSTEM},
                {"role": "user", "content": describe_type(store, catalog, type_name)},
            ]
            reply, usage = client.complete_json(messages, TypeNameReply, name="type_name")
            result.usage += usage
            try:
                names[type_name] = result.named[type_name] = clean_name(reply.name)
            except LLMReplyError as exc:
                result.rejected[type_name] = str(exc)
        if result.named:
            write_type_names(cache_dir, names)
            build_schema_graph(store, embedder, schema or SchemaGraphOptions(), names)
            store.checkpoint()
    return result
