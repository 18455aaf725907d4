"""A quiz's simulation, played in slices: each page message simulates for at most
SIM_BUDGET_SECONDS of kernel time and the page asks for the next slice, so a long run
needs no thread and no event loop (it runs alike in ipykernel and in the browser's
Pyodide kernel) and the kernel answers other messages in between.
"""

from __future__ import annotations

import random
import time
from typing import Any

from rules_engine.lessons import QuizSpec, SimulationResult

__all__ = ["SIM_BUDGET_SECONDS", "SIM_FIRST_CHUNK", "SimulationRun"]

#: the kernel time one page message may spend simulating (a quiz's 10,000 games take 1-7 s
#: on a class server); the page asks for the rest, slice by slice ({"type": "simulate",
#: "continue": done}), and shows the progress
SIM_BUDGET_SECONDS = 0.5
#: games in a run's first slice, before its pace is known (a slice overruns by a game at most)
SIM_FIRST_CHUNK = 1


class SimulationRun:
    """A simulation under way: its rng and its samples so far, played in slices that each
    stay within a time budget (the kernel answers other messages in between)."""

    def __init__(self, quiz: QuizSpec, trials: int, seed: int | None):
        self.quiz, self.trials = quiz, trials
        self.rng = random.Random(seed)
        self.samples: list[float] = []
        self.done = 0
        self._pace: float | None = None  # seconds a game, once measured

    @property
    def finished(self) -> bool:
        return self.done >= self.trials

    def run(self, budget: float | None) -> None:
        """Simulate until finished or (``budget`` seconds) until the next game would not fit;
        None: to the end."""
        start, done_before = time.perf_counter(), self.done
        while not self.finished:
            left = self.trials - self.done
            if budget is None:
                n = left
            elif self._pace is None:
                n = min(left, SIM_FIRST_CHUNK)
            else:
                # a quarter of the budget a call at most: a slow game or two cannot overrun it far
                room = min(budget - (time.perf_counter() - start), budget / 4)
                n = min(left, int(room / self._pace))
                if n < 1 and self.done > done_before:
                    return
                # a slice plays one game at least: the page asks for the next slice only
                # once this one moved on, so a game slower than the budget would stall it
                n = max(n, 1)
            began = time.perf_counter()
            assert self.quiz.simulate is not None  # only a quiz with a simulation runs one
            self.samples.extend(self.quiz.simulate(n, self.rng))
            self.done += n
            self._pace = max((time.perf_counter() - began) / n, 1e-9)

    def result(self) -> dict[str, Any]:
        res = SimulationResult.of(self.samples)
        return {"estimate": res.estimate, "standard_error": res.standard_error, "trials": res.trials}
