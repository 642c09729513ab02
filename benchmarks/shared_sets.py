"""The shared benchmark sets the cost fit and the ablation both use: MetaQA 2/3-hop, PQ-3H,
PQL-2H and PQL-3H, each with its KB, graph name and LLM phrasings file, and the LLM
wording and structural noise they are perturbed with."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data"
PHRASINGS = ROOT / "app" / "samples" / "phrasings"
WORDING = "llm_relation=1,llm_type=1,llm_entity=1"
STRUCTURE = "missing_hop=0.5,extra_hop=0.2,reverse=0.2"


@dataclass(frozen=True)
class Dataset:
    """One question file, the KB its questions are asked of, and where that KB is loaded."""

    name: str
    questions: Path
    fmt: str
    kb: Path
    kb_format: str
    graph: str
    phrasings: Path

    @property
    def family(self) -> str:
        """The dataset the set belongs to: MetaQA, PQ or PQL."""
        return self.name.split("-")[0]


DATASETS = (
    Dataset("MetaQA-2hop", DATA / "metaqa/2-hop/qa_dev.txt", "metaqa", DATA / "metaqa/kb.txt",
            "metaqa", "metaqa", PHRASINGS / "metaqa.json"),
    Dataset("MetaQA-3hop", DATA / "metaqa/3-hop/qa_dev.txt", "metaqa", DATA / "metaqa/kb.txt",
            "metaqa", "metaqa", PHRASINGS / "metaqa.json"),
    Dataset("PQ-3H", DATA / "pathquestion/PQ-3H.txt", "pathquestion",
            DATA / "pathquestion/3H-kb.txt", "tsv", "pq3h", PHRASINGS / "pathquestion.json"),
    Dataset("PQL-2H", DATA / "pathquestion/PQL-2H.txt", "pathquestion",
            DATA / "pathquestion/PQL2-KB.txt", "tsv", "pql2h", PHRASINGS / "pql.json"),
    Dataset("PQL-3H", DATA / "pathquestion/PQL-3H.txt", "pathquestion",
            DATA / "pathquestion/PQL3-KB.txt", "tsv", "pql3h", PHRASINGS / "pql.json"),
)  # fmt: skip


QUESTION_SETS = (
    Dataset("MetaQA-1hop", DATA / "metaqa/1-hop/qa_dev.txt", "metaqa", DATA / "metaqa/kb.txt",
            "metaqa", "metaqa", PHRASINGS / "metaqa.json"),
    *DATASETS[:2],
    Dataset("PQ-2H", DATA / "pathquestion/PQ-2H.txt", "pathquestion",
            DATA / "pathquestion/2H-kb.txt", "tsv", "pq2h", PHRASINGS / "pathquestion.json"),
    *DATASETS[2:],
)  # fmt: skip
"""Every shared question set with gold paths (the general scorer's training data)."""


def missing(datasets: tuple[Dataset, ...] = DATASETS) -> list[str]:
    """Names of the sets whose questions or KB are absent from ../shared/data."""
    return [d.name for d in datasets if not (d.questions.is_file() and d.kb.is_file())]
