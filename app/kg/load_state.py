"""The status a load keeps in the graph: `loading` until it finishes, then `complete`; `failed`
(with the phase and error) when a phase raised. A rerun of the same load resumes either."""

from __future__ import annotations

from typing import Any

from app.kg.store.base import GraphStore

LOAD_KEY = "load"


def load_state(store: GraphStore) -> dict[str, Any] | None:
    """The last load's status (`loading` or `failed` mean it did not finish: rerun it to resume)."""
    rows = store.run(store.layout.render("meta_get"), {"key": LOAD_KEY}, read_only=True)
    return dict(rows[0]["props"]) if rows else None


def set_load_state(store: GraphStore, **props: Any) -> None:
    """Merge `props` into the load's status."""
    store.run(store.layout.render("meta_set"), {"key": LOAD_KEY, "props": props})
