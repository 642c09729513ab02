#!/bin/bash
# The README's ablation: SAFE vs exact vs no types, on clean gold graphs, in LLM wording, and
# in LLM wording with structural noise; MetaQA 2/3-hop, PQ-3H, PQL-2H, PQL-3H (test split).
# Each KB must be loaded in its graph first (benchmarks/fit_costs.py loads them all).
# Writes reports/ablation/<dataset>-<condition>{.json,/}.
set -euo pipefail
cd "$(dirname "$0")/.."
D=../shared/data
if [ ! -d "$D/metaqa" ] || [ ! -d "$D/pathquestion" ]; then
  echo "skipped: benchmark data absent (../shared/data)"; exit 0
fi
SAFE=.venv/bin/safe
SAMPLE=${SAMPLE:-150}
W="llm_relation=1,llm_type=1,llm_entity=1"
S="$W,missing_hop=0.5,extra_hop=0.2,reverse=0.2"
mkdir -p reports/ablation
run() { # name graph questions format phrasings
  for cond in clean wording structural; do
    case $cond in
      clean) extra=() ;;
      wording) extra=(--noise "$W" --phrasings "$5") ;;
      structural) extra=(--noise "$S" --phrasings "$5") ;;
    esac
    SAFE_GRAPH=$2 $SAFE eval --questions "$3" --format "$4" --planner gold --split test \
      --sample "$SAMPLE" --compare "${extra[@]}" --report "reports/ablation/$1-$cond" --json \
      > "reports/ablation/$1-$cond.json"
    echo "$1 $cond done"
  done
}
P=app/samples/phrasings
run MetaQA-2hop metaqa $D/metaqa/2-hop/qa_dev.txt metaqa $P/metaqa.json
run MetaQA-3hop metaqa $D/metaqa/3-hop/qa_dev.txt metaqa $P/metaqa.json
run PQ-3H pq3h $D/pathquestion/PQ-3H.txt pathquestion $P/pathquestion.json
run PQL-2H pql2h $D/pathquestion/PQL-2H.txt pathquestion $P/pql.json
run PQL-3H pql3h $D/pathquestion/PQL-3H.txt pathquestion $P/pql.json
