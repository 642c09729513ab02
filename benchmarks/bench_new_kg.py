"""Benchmark a KG nobody here tuned on, asked as a new user would on day one: no LLM, no
training questions. A KG of our own, made up from a seed and loaded with `safe load`'s
pipeline, no types file: the football KG of `football_kg.py` (relations stored as `r` /
`r_inverse` twins), the library KG of `library_kg.py` (Neo4j-style names, no twins,
written after the football KG's rules to check them) or the music KG of `music_kg.py`
(schema.org-style camel-case names, written after both), or the hospital and company KGs of
`hospital_kg.py` and `company_kg.py` (written after all three to check them; snake_case and
Neo4j-style names), or the travel KG of `travel_kg.py` (Freebase-style dotted names, written
after all five to check them), or the academia KG of `academia_kg.py` (Wikidata property
labels with spaces, written after all six to check them), or the geopolitics KG of
`geopolitics_kg.py` (YAGO-style camel-case predicates, written after all seven to check
them), or the cuisine KG of `cuisine_kg.py` (kebab-case predicates, written after all eight
to check them), or the space KG of `space_kg.py` (Freebase-like dotted `spaceflight.` names,
written after all nine to check them), or the art KG of `art_kg.py` (DBpedia-like prefixed
`dbo:` names, written after all ten to check them), or the software KG of `software_kg.py`
(schema.org-like prefixed `schema:` and `sw:` names, written after all eleven to check
them), or the ecology KG of `ecology_kg.py` (camelCase predicates, written after all twelve to
check them), or the maritime KG of `maritime_kg.py` (PascalCase names, written after all
thirteen to check them), or the pharma KG of `pharma_kg.py` (lower-case names with spaces, half
of them with ` (inverse)` twins, written after all fourteen to check them), or the law KG of
`law_kg.py` (n10s-style prefixed camelCase names, some with twins a person named, written after
all fifteen to check them), or the supply-chain KG of `supply_kg.py` (full IRIs with
lowerCamelCase fragments or path segments, five with twins a person named, written after all
sixteen to check them), or the energy KG of `energy_kg.py` (Neo4j-style UPPER_SNAKE_CASE
relationship types, four with twins a data team named, written after all seventeen to check
them), or the games KG of `games_kg.py` (lowerCamelCase names, three with twins a data team
named, written after all eighteen to check them), or the automotive KG of `autos_kg.py`
(lower snake_case column-like names, four of them abbreviated, three with twins a data team
named, written after all nineteen to check them), or the aviation KG of `aviation_kg.py`
(NELL-style `concept:` predicates, lower-case words run together, a few of them terse, three
with twins a data team named, written after all twenty to check them), or the wine KG of
`wine_kg.py` (a spreadsheet's column headers, Title Case with units in parentheses, `ABV
(%)`, four with twins named as another sheet would, written after all twenty-one), or the
railways KG of `rail_kg.py` (ontology-export `Domain_verbPhrase_Range` names,
`Station_locatedIn_City`, three with twins a second data team named, written after all
twenty-two), or the mountaineering KG of `mountain_kg.py` (GraphQL / JSON field-style role
names, lowerCamelCase, singular or plural as the field is to-one or to-many, `range`,
`members`, `heightM`, four with twins under the inverse field names another team's schema
uses, `summits`, written after all twenty-three), or the farming KG of `farm_kg.py` (OpenIE /
LLM-extraction-style relation phrases, lower-case verb phrases with auxiliaries, articles and
prepositions, `is owned by`, `sells its produce to`, `has an area of`, four with twins under the
phrase an extractor writes from the other side, `owns`, written after all twenty-four), or the
campus KG of `campus_kg.py` (a university's records as a relational database's foreign-key
columns and join tables exported to a graph, lower snake_case, half foreign keys, `instructor_id`,
`dept_code`, `advisor_staff_no`, half plain column words, `enrolled_in`, `credit_pts`, four
with twins under the join table's name from the other side, `instructor_course`, written after
all twenty-five). Asked through the encoder planner: Hits@1 by kind (1-hop, 2-hop, two
anchors), with per-question latency.

    python benchmarks/bench_new_kg.py
        [--kg football|library|music|hospital|company|travel|academia|geopolitics|cuisine
              |space|art|software|ecology|maritime|pharma|law|supply|energy|games
              |autos|aviation|wine|rail|mountain|farm|campus]
        [--home DIR] [--seed N]
        [--json reports/new_kg.json]
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import sys
import tempfile
import time
from dataclasses import replace
from functools import partial
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.football_kg import football_kg  # noqa: E402
from benchmarks.made_up_kg import KGRecipe  # noqa: E402

NAMES = ("football", "library", "music", "hospital", "company", "travel", "academia",
         "geopolitics", "cuisine", "space", "art", "software", "ecology", "maritime",
         "pharma", "law", "supply", "energy", "games", "autos", "aviation", "wine",
         "rail", "mountain", "farm", "campus")  # fmt: skip
KGS: dict[str, KGRecipe] = {
    name: importlib.import_module(f"benchmarks.{name}_kg").RECIPE for name in NAMES
}
"""Each KG by name (`benchmarks/<name>_kg.py`'s `RECIPE`): how it is made, worded and loaded,
and its default seed."""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--home", type=Path)
    parser.add_argument(
        "--kg",
        choices=tuple(KGS),
        default="football",
    )
    parser.add_argument(
        "--seed", type=int, help="the KG's seed (football 7, library 3, music 5, others 1)"
    )
    parser.add_argument("--players", type=int, default=150, help="the football KG's")
    parser.add_argument("--show-misses", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the graph afterwards")
    parser.add_argument(
        "--untrained", action="store_true", help="untrained, even if the graph has a scorer"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    from app.errors import PlanError
    from app.kg.embeddings import Embedder
    from app.planners.encoder_planner import EncoderPlanner
    from app.planners.path_scorer import scorer_kind
    from app.qa import QAOptions, build_qa

    home = args.home or Path(tempfile.mkdtemp(prefix="safe-newkg-", dir="/tmp"))
    embedder = Embedder()
    recipe = KGS[args.kg]
    if args.kg == "football":
        recipe = replace(recipe, build=partial(football_kg, args.players))
    seed = recipe.default_seed if args.seed is None else args.seed
    loaded = recipe.load(home, seed, embedder)
    asked = recipe.questions(loaded.kg)
    kg, settings, store = loaded.kg, loaded.settings, loaded.store
    qa = build_qa(
        store, settings, QAOptions(), None, planner="encoder", embedder=embedder,
        trained_scorer=not args.untrained,
    )  # fmt: skip
    by_kind: dict[str, list[tuple[bool, float]]] = {}
    misses = []
    for question in asked:
        started = time.perf_counter()
        try:
            answers = qa.ask(question.text).answers
        except PlanError:  # no entity linked, no plan: the question is a miss, not a crash
            answers = []
        seconds = time.perf_counter() - started
        ok = question.answered_by(answers)
        by_kind.setdefault(question.kind, []).append((ok, seconds))
        if not ok:
            misses.append(f"{question.kind}: {question.text} -> {answers[:3]}")
    figures: dict[str, object] = {"kg": f"{args.kg}, seed {seed}, {len(kg.triples)} triples"}
    if isinstance(qa.planner, EncoderPlanner):
        figures["path_scorer"] = scorer_kind(qa.planner.scorer)
        print("path scorer:", figures["path_scorer"])
    for kind, results in by_kind.items():
        hits = 100 * sum(ok for ok, _ in results) / len(results)
        p50 = 1000 * float(np.percentile([s for _, s in results], 50))
        figures[kind] = {"questions": len(results), "hits_at_1": round(hits, 1),
                         "p50_ms": round(p50, 1)}  # fmt: skip
        print(f"{kind:<11} Hits@1 {hits:5.1f} ({len(results)} questions), p50 {p50:.0f} ms")
    if args.show_misses:
        for miss in misses:
            print("miss:", miss)
    figures["misses"] = misses
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(figures, indent=2))
    if not args.keep:
        store.drop_graph()
    store.close()
    if not args.keep and args.home is None:  # its own temporary server goes with it
        from app.kg.store import EmbeddedServer

        EmbeddedServer(home / "falkordb").stop()
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
