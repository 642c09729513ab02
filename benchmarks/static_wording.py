"""Does the static entity-name model serve a pseudo graph's short texts too? (issue 13, item 4)

For each shipped phrasings file (how an LLM words each KG relation and type), every phrasing
is matched to its nearest KG relation (or type) text, once with the embedding model and
once with the static model distilled from it; prints top-1 accuracy and encoding time per
text for both. The static model would make first-seen texts nearly free; this says what it
would cost in alignment.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
PHRASINGS = ROOT / "app" / "samples" / "phrasings"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--models-dir", type=Path, help="where the static model is kept")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    from app.config import Settings
    from app.kg.embeddings import Embedder, normalised
    from app.kg.entity_vectors import static_encoder
    from app.kg.schema_graph import type_text
    from app.kg.wording import verbalise_relation

    embedder = Embedder()
    static = static_encoder(args.models_dir or Settings().models_dir, embedder.model_name)
    encoders = {
        "embedding model": lambda texts: embedder.encode_uncached(texts),
        "static model": static.encode_uncached,
    }
    figures: dict[str, dict[str, dict[str, float]]] = {}
    for path in sorted(PHRASINGS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for kind, reading in (("relations", verbalise_relation), ("types", type_text)):
            keys = list(data[kind])
            targets = [reading(k) for k in keys]
            queries = [(p.lstrip("~"), i) for i, k in enumerate(keys) for p in data[kind][k] if p]
            row = figures.setdefault(f"{path.stem} {kind}", {})
            for name, encode in encoders.items():
                encode(targets[:1])  # first-call costs out of the timing
                started = time.perf_counter()
                vectors = [encode([text])[0] for text, _ in queries]
                per_text_ms = (time.perf_counter() - started) * 1000 / len(queries)
                wanted = normalised(np.asarray(encode(targets), np.float32))
                found = normalised(np.asarray(vectors, np.float32)) @ wanted.T
                hits = float(
                    np.mean([int(np.argmax(found[j])) == i for j, (_, i) in enumerate(queries)])
                )
                row[name] = {"top1": round(hits, 3), "ms_per_text": round(per_text_ms, 3)}
            print(
                f"{path.stem:<13} {kind:<9} ({len(queries):3} phrasings, {len(keys):3} targets): "
                + "   ".join(
                    f"{name} top-1 {v['top1']:.3f}, {v['ms_per_text']:.2f} ms/text"
                    for name, v in row.items()
                )
            )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
