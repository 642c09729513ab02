"""Latency figures the benchmarks report."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def p50_p95(values: Sequence[float]) -> dict[str, float]:
    """The median and 95th percentile of `values`, rounded to 0.01."""
    return {
        "p50": round(float(np.percentile(values, 50)), 2),
        "p95": round(float(np.percentile(values, 95)), 2),
    }
