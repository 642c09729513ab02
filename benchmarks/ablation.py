"""The README's ablation: SAFE vs exact matching vs no type constraints (`safe eval
--compare`), on gold pseudo graphs that are clean, in LLM wording, and in LLM wording with
structural noise, for every shared set (`shared_sets.DATASETS`), on the test part of the
fixed 8:1:1 split. Each KB is loaded into its graph first unless that graph holds it.
Writes reports/ablation/<set>-<condition>.json and a report directory beside each, and
prints Hits@1 of every run.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

from shared_sets import DATASETS, STRUCTURE, WORDING, missing

ROOT = Path(__file__).resolve().parent.parent
CONDITIONS = {"clean": None, "wording": WORDING, "structural": f"{WORDING},{STRUCTURE}"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sample", type=int, default=150, help="test questions per set")
    parser.add_argument("--out", type=Path, default=ROOT / "reports" / "ablation")
    args = parser.parse_args()
    absent = missing()
    if absent:
        print(f"skipped: benchmark data absent for {', '.join(absent)} (../shared/data)")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    safe = Path(sys.executable).with_name("safe")
    for dataset in DATASETS:
        for condition, noise in CONDITIONS.items():
            name = f"{dataset.name}-{condition}"
            command = [
                str(safe), "eval", "--questions", str(dataset.questions), "--format", dataset.fmt,
                "--kb", str(dataset.kb), "--kb-format", dataset.kb_format,
                "--planner", "gold", "--split", "test", "--sample", str(args.sample),
                "--compare", "--report", str(args.out / name), "--json",
            ]  # fmt: skip
            if noise:
                command += ["--noise", noise, "--phrasings", str(dataset.phrasings)]
            env = os.environ | {"SAFE_GRAPH": dataset.graph}
            done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
            (args.out / f"{name}.json").write_text(done.stdout, encoding="utf-8")
            runs = json.loads(done.stdout)["runs"]
            hits = " ".join(f"{r['name']} {100 * r['full']['overall']['hits1']:.1f}" for r in runs)
            print(f"{name}: {hits}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
