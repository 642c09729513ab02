"""How many of a user's own question/answer pairs make a difference: `safe train --format
jsonl`'s weak labelling and training on 0, 50, 200 and 1000 pairs of the football KG
(`football_kg.py`, a KG nobody here tuned on), Hits@1 on the same held-out questions.

Pairs and held-out questions are drawn from one pool of questions (the generator's
wordings, different anchors and answers), as a user's own pairs would resemble the
questions later asked. 0 pairs is the untrained planner.

    python benchmarks/jsonl_curve.py [--home DIR] [--json reports/jsonl_curve.json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.football_kg import RECIPE as FOOTBALL  # noqa: E402
from benchmarks.made_up_kg import Question  # noqa: E402

SIZES = (50, 200, 1000)
HELD_OUT = 250


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--home", type=Path)
    parser.add_argument("--seed", type=int, default=FOOTBALL.default_seed, help="the KG's seed")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    from app.kg.embeddings import Embedder
    from app.planners.encoder_planner import EncoderPlanner
    from app.planners.path_scorer import CosineScorer, PathScorer
    from app.qa import QAOptions, build_qa
    from app.training.path_scorer_training import train_path_scorer
    from app.training.weak_labels import weak_examples

    home = args.home or Path(tempfile.mkdtemp(prefix="safe-curve-", dir="/tmp"))
    embedder = Embedder()
    loaded = FOOTBALL.load(home, args.seed, embedder)
    kg, settings, store = loaded.kg, loaded.settings, loaded.store
    qa = build_qa(store, settings, QAOptions(), None, planner="encoder", embedder=embedder)
    planner = qa.planner
    assert isinstance(planner, EncoderPlanner)
    pool = list({q.text: q for q in FOOTBALL.questions(kg, per_wording=60, seed=2)}.values())
    random.Random(0).shuffle(pool)
    held_out, pairs = pool[:HELD_OUT], pool[HELD_OUT:]
    print(f"{len(pool)} questions: {len(held_out)} held out, {len(pairs)} to train from")

    def hits(scorer: PathScorer, questions: list[Question]) -> dict[str, float]:
        planner.scorer = scorer
        by_kind: dict[str, list[bool]] = {}
        for question in questions:
            answers = qa.ask(question.text).answers
            by_kind.setdefault(question.kind, []).append(question.answered_by(answers))
        every = [ok for oks in by_kind.values() for ok in oks]
        return {"all": round(100 * sum(every) / len(every), 1)} | {
            kind: round(100 * sum(oks) / len(oks), 1) for kind, oks in by_kind.items()
        }

    curve: dict[str, object] = {"0 (untrained)": hits(CosineScorer(), held_out)}
    print("0 pairs, untrained:", curve["0 (untrained)"], flush=True)
    for size in SIZES:
        if size > len(pairs):
            break
        started = time.perf_counter()
        chosen = pairs[:size]
        planner.scorer = CosineScorer()
        labelled = weak_examples(planner, [(q.text, sorted(q.answers)) for q in chosen])
        scorer = train_path_scorer(labelled.examples, planner)
        seconds = round(time.perf_counter() - started, 1)
        curve[str(size)] = {
            **hits(scorer, held_out),
            "labelled": len(labelled.examples),
            "unlabelled": labelled.unlabelled,
            "training_seconds": seconds,
        }
        print(f"{size} pairs:", curve[str(size)], flush=True)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"kg_seed": args.seed, "curve": curve}, indent=2))
    store.drop_graph()
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
