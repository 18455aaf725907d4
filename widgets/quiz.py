"""widgets.Quiz: a numeric question with a computed answer, checked in Python.

The exact answer and the explanation are NOT synced to the browser until the learner has
answered (or asked to see the answer): ``solution`` stays ``{}`` until then.
"""
from __future__ import annotations

import logging
import math
import re
import traceback
from typing import Mapping

import anywidget
import traitlets as t

from rules_engine.core import IllegalAction
from rules_engine.lessons import Quiz as QuizData

from ._static import bundle, styles
from .base import StrictInt, _short, clean_settings

__all__ = ["Quiz", "parse_number"]

logger = logging.getLogger(__name__)   # silent unless configured: see widgets.base

MAX_TRIALS = 200_000
_NUMBER = r"[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?"


def parse_number(value, percent: bool = True) -> float:
    """Read what a learner typed: ``0.35``, ``0,35``, ``35%`` (when ``percent``), ``1/3``.

    Raises ValueError with a readable sentence."""
    if isinstance(value, bool):
        raise ValueError("Type a number.")
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip().replace(" ", "")
        if len(text) > 40:
            raise ValueError("That is too long to be a number.")
        if re.fullmatch(_NUMBER, text):
            number = float(text.replace(",", "."))
        elif percent and re.fullmatch(_NUMBER + "%", text):
            number = float(text[:-1].replace(",", ".")) / 100
        elif re.fullmatch(_NUMBER + "/" + _NUMBER, text):
            top, bottom = (float(x.replace(",", ".")) for x in text.split("/"))
            if bottom == 0:
                raise ValueError("A fraction cannot divide by zero.")
            number = top / bottom
        else:
            raise ValueError(f"{_short(value, 40)!r} is not a number: type e.g. 0.35, 35% or 7/20.")
    else:
        raise ValueError("Type a number.")
    if not math.isfinite(number):
        raise ValueError("Type a finite number.")
    return number


def _format(value: float, unit: str) -> str:
    if unit:
        return f"{value:.4g} {unit}".strip()
    if 0 <= value <= 1:
        return f"{value:.4f} ({value:.1%})"
    return f"{value:.4g}"


class Quiz(anywidget.AnyWidget):
    """``Quiz(quiz, trials=10_000)`` for a ``rules_engine.lessons.Quiz``.

    Synced: ``question``, ``rules``, ``unit``, ``tolerance``, ``hint_text``,
    ``has_simulation``, ``trials``; ``result`` ({} or {correct, value, text}) after a
    check; ``solution`` ({} until answered or revealed, then {answer, answer_text,
    explanation}); ``simulation`` ({} or {estimate, standard_error, trials[, agrees]});
    ``error``; ``settings`` (theme, high_contrast — the only trait the browser may write).
    Messages: ``{"type": "check", "value": 0.35 | "35%"}``, ``{"type": "simulate"}``
    (optional ``"trials"``, at most the ``trials`` Python chose: a page must not be able to
    block the kernel for minutes), ``{"type": "reveal"}``. Python: ``check``, ``simulate``
    (up to MAX_TRIALS), ``reveal``.
    """

    _esm = bundle("quiz.js")
    _css = styles()

    quiz_id = t.Unicode("").tag(sync=True)
    question = t.Unicode("").tag(sync=True)
    rules = t.List().tag(sync=True)
    unit = t.Unicode("").tag(sync=True)
    tolerance = t.Float(0.0).tag(sync=True)
    hint_text = t.Unicode("").tag(sync=True)
    has_simulation = t.Bool(False).tag(sync=True)
    trials = StrictInt(10_000).tag(sync=True)
    attempts = t.Int(0).tag(sync=True)
    result = t.Dict().tag(sync=True)
    solution = t.Dict().tag(sync=True)
    simulation = t.Dict().tag(sync=True)
    error = t.Unicode("").tag(sync=True)
    settings = t.Dict().tag(sync=True)

    BROWSER_WRITABLE = frozenset({"settings"})

    def __init__(self, quiz: QuizData, *, trials: int = 10_000, theme: str = "auto",
                 high_contrast: bool = False, **kwargs):
        if not isinstance(quiz, QuizData):
            raise TypeError(f"Quiz needs a rules_engine.lessons.Quiz, not {type(quiz).__name__}")
        if isinstance(trials, bool) or not isinstance(trials, int) or not 1 <= trials <= MAX_TRIALS:
            raise ValueError(f"trials must be 1..{MAX_TRIALS}, not {trials!r}")
        self.quiz = quiz
        self.internal_errors: list[dict] = []
        settings = clean_settings({"theme": theme, "high_contrast": high_contrast}, strict=True)
        super().__init__(quiz_id=quiz.id, question=quiz.question, rules=list(quiz.rules),
                         unit=quiz.unit, tolerance=float(quiz.tolerance), hint_text=quiz.hint,
                         has_simulation=quiz.simulate is not None, trials=trials,
                         settings={k: settings[k] for k in ("theme", "high_contrast")}, **kwargs)
        self.on_msg(self._on_msg)

    # ----------------------------------------------------------------- browser
    def set_state(self, sync_data):
        if not isinstance(sync_data, Mapping):
            return
        forged = [k for k in sync_data if k not in self.BROWSER_WRITABLE and k in self.keys]
        if "settings" in sync_data:
            full = clean_settings(sync_data["settings"], self.settings)
            cleaned = {k: full[k] for k in ("theme", "high_contrast")}
            super().set_state({"settings": cleaned})
            if cleaned != sync_data["settings"]:
                self.send_state("settings")
        if forged:
            self.send_state(forged)

    def _on_msg(self, _widget, content, buffers=None):
        if isinstance(content, Mapping) and content.get("kind") == "anywidget-command":
            return
        self._guard(self._dispatch, content)

    def _dispatch(self, content):
        if not isinstance(content, Mapping):
            raise IllegalAction("input", "A message must be an object with a 'type'.")
        kind = content.get("type")
        fields = set(content) - {"type"}
        if kind == "check":
            if fields != {"value"}:
                raise IllegalAction("input", "A 'check' message carries exactly a 'value'.")
            return self._check(content["value"])
        if kind == "simulate":
            if fields - {"trials"}:
                raise IllegalAction("input", "A 'simulate' message may only carry 'trials'.")
            trials = content.get("trials", self.trials)
            if isinstance(trials, bool) or not isinstance(trials, int) or not 1 <= trials <= self.trials:
                raise IllegalAction("input", f"The page may ask for 1 to {self.trials:,} simulated games, "
                                             f"not {_short(repr(trials), 40)}.")
            return self._simulate(trials)
        if kind == "reveal":
            if fields:
                raise IllegalAction("input", "A 'reveal' message carries nothing else.")
            return self._reveal()
        raise IllegalAction("input", f"Unknown message type {_short(kind, 40)!r}; known: check, simulate, reveal.")

    def _guard(self, func, *args):
        try:
            return func(*args)
        except IllegalAction as err:
            self.error = _short(err.message)
        except Exception as err:  # noqa: BLE001 - a message handler must never raise
            # The text might quote the answer before the learner has given one: Python only.
            self.internal_errors.append({"error": repr(err), "traceback": traceback.format_exc()})
            logger.warning("Quiz %s: internal error (%s); the details are in .internal_errors.",
                           self.quiz.id, type(err).__name__)
            self.error = f"Internal error ({type(err).__name__}); the details are in this quiz's internal_errors (Python)."
        return False

    # ------------------------------------------------------------------ public
    def check(self, value) -> bool:
        """Check an answer (a number or what the learner typed); True when correct."""
        return bool(self._guard(self._check, value))

    def simulate(self, trials: int | None = None, seed: int | None = None) -> dict:
        """Run the quiz's simulation through the engine; returns the ``simulation`` dict."""
        self._guard(self._simulate, self.trials if trials is None else trials, seed)
        return dict(self.simulation)

    def reveal(self) -> None:
        """Show the answer and the explanation without answering."""
        self._guard(self._reveal)

    @property
    def answered(self) -> bool:
        return bool(self.solution)

    # ---------------------------------------------------------------- actions
    def _check(self, value):
        try:
            number = parse_number(value, percent=self.quiz.unit != "%")
        except ValueError as err:
            raise IllegalAction("input", str(err)) from None
        correct = self.quiz.is_correct(number)
        with self.hold_sync():
            self.attempts += 1
            self.result = {"correct": correct, "value": number,
                           "text": "Right!" if correct else "Not quite."}
            self._show_solution()
            self.error = ""
        return correct

    def _show_solution(self):
        quiz = self.quiz
        self.solution = {"answer": quiz.answer, "answer_text": _format(quiz.answer, quiz.unit),
                         "explanation": quiz.explanation, "tolerance": quiz.tolerance}
        if self.simulation:
            self.simulation = self._with_agreement(dict(self.simulation))

    def _with_agreement(self, sim: dict) -> dict:
        from rules_engine.lessons import SimulationResult
        res = SimulationResult(sim["estimate"], sim["standard_error"], sim["trials"])
        sim["agrees"] = res.agrees_with(self.quiz.answer)
        return sim

    def _simulate(self, trials, seed=None):
        if self.quiz.simulate is None:
            raise IllegalAction("input", "This quiz has no simulation.")
        if isinstance(trials, bool) or not isinstance(trials, int) or not 1 <= trials <= MAX_TRIALS:
            raise IllegalAction("input", f"Trials must be a whole number from 1 to {MAX_TRIALS}.")
        res = self.quiz.run_simulation(trials, seed)
        sim = {"estimate": res.estimate, "standard_error": res.standard_error, "trials": res.trials}
        with self.hold_sync():
            self.simulation = self._with_agreement(sim) if self.solution else sim
            self.error = ""
        return True

    def _reveal(self):
        with self.hold_sync():
            self._show_solution()
            self.error = ""
        return True
