"""bench/click_latency.py runs, as it is and with Chromium's CPU slowed down 4 times (a
school Chromebook): a real Voila server, real clicks, each timed. What is checked is that
both runs click and time the table's actions, never how fast: the figures are the bench's.
The bench runs as its own process, as a teacher runs it (its Playwright cannot share this
process's, whose event loop the browser tests' fixtures hold)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).parents[2] / "bench" / "click_latency.py"
FIGURES = re.compile(r"(\d+\.\d) /\s+(\d+\.\d)")  # a column's median / p95


def test_the_click_bench_times_exactos_clicks_as_they_are_and_throttled():
    run = subprocess.run(
        [sys.executable, str(BENCH), "--clicks", "3", "--games", "exacto", "--cpu-throttle", "4"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    header, *rows = [line for line in run.stdout.splitlines() if line.strip()][-3:]
    assert "4x page" in header and "4x painted" in header and "p95 ratio" in header, header
    bid = next(row for row in rows if row.split()[:2] == ["exacto", "bid"])
    figures = [(float(m), float(p)) for m, p in FIGURES.findall(bid)]
    # page, painted, 4x page, 4x painted: each click timed in both runs; then Python's
    assert len(figures) == 5 and all(median > 0 for median, _p95 in figures[:4]), bid
