"""One learner's go at a quiz (``QuizAttempt``), for every host: the Quiz widget in a
notebook and a class device through the class server (tabletop_tutor_classroom) keep the
same tries, hints and locks.

Checks that really check: a wrong answer unlocks the next hint, never the answer; the
answer and a simulation (whose estimate is the answer, to within its error) stay closed
until the learner has it right, has used every try, or a teacher opens them (``allow``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.core import IllegalAction
from rules_engine.lessons import QuizSpec, SimulationResult, say

from .answers import UnreadableNumber, format_answer, parse_number
from .messages import WIDGET_MESSAGES

__all__ = ["HELPS", "QuizAttempt", "check_helps"]

#: the helps a teacher may open before the learner has answered (``Quiz(..., allow=...)``)
HELPS = ("simulate", "reveal")


def check_helps(allow: object) -> list[str]:
    """``allow`` (a set / tuple / list of HELPS) as a sorted list; anything else is refused."""
    if allow is None:
        return []
    if isinstance(allow, str) or not isinstance(allow, (set, frozenset, tuple, list)):
        raise ValueError(f"allow must be a set or tuple of {', '.join(map(repr, HELPS))}, not {allow!r}")
    unknown = [a for a in allow if a not in HELPS]
    if unknown:
        raise ValueError(f"allow: unknown help {unknown[0]!r}; known: {', '.join(HELPS)}")
    return sorted(set(allow))


class QuizAttempt:
    """One learner's go at a quiz, for every host (the Quiz widget in a notebook, a class
    device through the class server): the tries, the hints each wrong answer unlocks, and
    when the answer and the simulation may be shown. The answer stays here until the
    learner has it right, has used every try, or (``allow``) a teacher opens it."""

    def __init__(self, spec: QuizSpec, tries: int, allow: object = ()) -> None:
        self.spec, self.tries, self.allow = spec, tries, check_helps(allow)
        self.wrong = 0  # wrong answers before the quiz was answered (each unlocks a hint)
        self.attempts = 0  # answers checked, right or wrong, before and after
        self.correct: bool | None = None  # the last check's verdict
        self.value: float | None = None  # the last answer, as read
        self.solved = False  # the answer and the explanation are shown
        self.decided = False  # the outcome that counts was reached (right, or every try used)

    @property
    def tries_used(self) -> bool:
        """Every try answered wrong (and the answer not yet shown)."""
        return not self.solved and self.wrong >= self.tries

    @property
    def tries_left(self) -> int:
        return 0 if self.solved else max(0, self.tries - self.wrong)

    def may(self, help: str) -> bool:
        """May the learner ``check`` an answer, ``simulate`` or ``reveal`` now?"""
        if help == "check":
            return self.solved or not self.tries_used
        if help == "simulate":
            return self.spec.simulate is not None and ("simulate" in self.allow or self.solved or self.tries_used)
        return not self.solved and ("reveal" in self.allow or self.tries_used)

    def check_simulate(self, opened: bool = False) -> None:
        """Refuse a simulation the learner may not run yet: the quiz has none, or its
        estimate (the answer, to within its error) would be typed in as one. ``opened``: a
        teacher has closed the item, which shows the answer to the class anyway."""
        if self.spec.simulate is None:
            raise _refuse("w.quiz.no-simulation")
        if not (opened or self.may("simulate")):
            raise _refuse("w.quiz.simulate-locked")

    def agreement(self, simulation: Mapping[str, Any]) -> dict[str, Any]:
        """A simulation's result beside the answer (shown with it): does it agree?"""
        res = SimulationResult(simulation["estimate"], simulation["standard_error"], simulation["trials"])
        return {**simulation, "agrees": res.agrees_with(self.spec.answer)}

    def check(self, value: object, lang: str) -> tuple[bool, float, tuple[bool, int] | None]:
        """Check what the learner typed: (right?, the number read, the outcome that counts
        if this check decided it: (right?, tries)). A refusal says why it was not read."""
        if not self.may("check"):
            raise IllegalAction("input", WIDGET_MESSAGES.msg("w.quiz.no-tries"), WIDGET_MESSAGES)
        try:
            number = parse_number(value, percent=say(self.spec.unit, lang) != "%", lang=lang)
        except UnreadableNumber as err:
            raise IllegalAction("input", err.msg, WIDGET_MESSAGES) from None
        correct = self.spec.is_correct(number)
        if not self.solved and not correct:
            self.wrong += 1  # one more hint; the answer stays here
        outcome = None
        if not self.solved and not self.decided and (correct or self.wrong >= self.tries):  # later: practice
            self.decided, outcome = True, (correct, self.attempts + 1)
        self.correct, self.value = correct, number
        self.attempts += 1
        if correct:
            self.solved = True
        return correct, number, outcome

    def reveal(self) -> tuple[bool, int] | None:
        """Show the answer without answering: once the tries are used, or when ``allow`` has
        "reveal" (a refusal otherwise); the outcome that counts, if this decided it."""
        if self.solved:
            return None
        if not self.may("reveal"):
            raise IllegalAction(
                "input", WIDGET_MESSAGES.msg("w.quiz.reveal-locked", left=self.tries - self.wrong), WIDGET_MESSAGES
            )
        outcome = None
        if self.wrong and not self.decided:  # given up after wrong answers (a teacher's allow=("reveal",))
            self.decided, outcome = True, (False, self.wrong)
        self.solved = True
        return outcome

    def hints(self, lang: str) -> list[str]:
        """The hints the wrong answers so far have unlocked, in ``lang``."""
        return [say(h, lang) for h in self.spec.graded_hints()[: self.wrong]]

    def solution(self, lang: str) -> dict[str, Any]:
        """The answer and its explanation, in ``lang`` ({} while they stay hidden)."""
        if not self.solved:
            return {}
        spec = self.spec
        return {
            "answer": spec.answer,
            "answer_text": format_answer(spec.answer, say(spec.unit, lang), lang),
            "explanation": say(spec.explanation, lang),
            "tolerance": spec.tolerance,
        }

    def verdict(self, lang: str) -> str:
        return WIDGET_MESSAGES.render("w.quiz.right" if self.correct else "w.quiz.wrong", {}, lang)


def _refuse(msg_id: str, **params: object) -> IllegalAction:
    return IllegalAction("input", WIDGET_MESSAGES.msg(msg_id, **params), WIDGET_MESSAGES)
