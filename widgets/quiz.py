"""widgets.Quiz: a numeric question with a computed answer, checked in Python.

The exact answer and the explanation are NOT synced to the browser until the learner has
answered correctly or, after using every try, asked to see the answer: ``solution`` stays
``{}`` until then.

Checks that really check: a learner has ``tries`` tries (at least two; one more than the
quiz's graded hints). Each wrong answer unlocks the next hint (``Quiz.graded_hints``: the
quiz's ``hints``, else its one ``hint``); only when the tries are used does *Show answer*
open. The helps that would give the answer away are closed until then: a simulation
(its estimate is the answer, to within its error) opens once the quiz is answered or the
tries are used, and *Show answer* once the tries are used. A teacher opens either for a
class with ``allow=("simulate", "reveal")``, from Python only (the page cannot write
``allow``: PageWritesSettingsOnly); a quiz on every screen of a class (the quiz of the day
app) opens nothing, or one click would show everyone the answer. Python decides: a page
that asks early is refused with a sentence (``w.quiz.simulate-locked``,
``w.quiz.reveal-locked``, ``w.quiz.no-tries``).

Every word is in the learner's language (``settings["language"]``: en, lv, fi or ru): the
quiz's own text (a str, or a Msg that renders in any language), the verdicts and refusals
(``w.quiz.*`` in widgets/messages.py), the numbers (``0,8025`` in lv / fi / ru) and the
front end's labels (the ``strings`` trait). Switching the language re-renders them all.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import traitlets as t
from traitlets.utils.bunch import Bunch

from rules_engine.core import IllegalAction, keyword_names, whole
from rules_engine.i18n import LANGUAGES, Msg, check_language
from rules_engine.lessons import QuizSpec, Words, say

from ._static import bundle, styles
from .answers import UnreadableNumber, parse_number
from .answers import format_answer as _format  # noqa: F401 - the name the tests read it by
from .attempt import HELPS, QuizAttempt, check_helps
from .checks import PageWritesSettingsOnly, StrictInt, clean_settings, refuse_unknown_arguments
from .checks import short as _short
from .classtable import tell_teacher
from .messages import WIDGET_MESSAGES, ui_strings
from .simulation import SIM_BUDGET_SECONDS, SIM_FIRST_CHUNK, SimulationRun

__all__ = [
    "HELPS",
    "MAX_TRIALS",
    "MAX_TRIES",
    "SIM_BUDGET_SECONDS",
    "SIM_FIRST_CHUNK",
    "Quiz",
    "QuizAttempt",
    "UnreadableNumber",
    "parse_number",
]

logger = logging.getLogger(__name__)  # silent unless configured: see widgets.checks

MAX_TRIALS = 200_000
#: the settings a quiz has (the only trait the browser may write)
QUIZ_SETTINGS = ("theme", "high_contrast", "language")
MAX_TRIES = 20


class Quiz(PageWritesSettingsOnly, anywidget.AnyWidget):
    """``Quiz(quiz, trials=10_000, language="en")`` for a ``rules_engine.lessons.QuizSpec``.

    ``tries``: how many answers count (default: one more than the quiz's graded hints, at
    least 2). ``allow``: the helps open before the learner has answered, a set / tuple of
    "simulate" and "reveal" (default none: see the module's docstring).

    Synced: ``question``, ``rules``, ``unit``, ``tolerance``, ``has_simulation``,
    ``trials``, ``tries``, ``tries_left``, ``attempts``, ``allow``, ``hint_count``; ``hints`` (the hints unlocked so far,
    one more after each wrong answer) and ``hint_text`` (the latest of them, "" before a
    wrong answer); ``available`` ({check, simulate, reveal}: what Python accepts now);
    ``result`` ({} or {correct, value, text}) after a check; ``solution`` ({} until
    answered or revealed, then {answer, answer_text, explanation}); ``simulation`` ({} or
    {estimate, standard_error, trials[, agrees]}); ``sim_progress`` ({} or {done, trials}:
    a simulation under way); ``error``; ``strings`` (the front end's labels in the
    learner's language); ``settings`` (theme, high_contrast, language — the only trait the
    browser may write).
    Messages: ``{"type": "check", "value": 0.35 | "35%"}``, ``{"type": "simulate"}``
    (optional ``"trials"``, at most the ``trials`` Python chose: a page must not be able to
    block the kernel for minutes), ``{"type": "simulate", "continue": done}`` (the next
    slice of the simulation under way), ``{"type": "reveal"}``. One page message simulates
    for at most SIM_BUDGET_SECONDS of kernel time: a longer run publishes ``sim_progress``
    ({done, trials}) and the page asks for the next slice (a stale ``continue``, from a
    second view of the quiz, is ignored); a new simulation is refused while one runs. This
    needs no thread and no event loop, so it runs alike in ipykernel and in the browser.
    Python: ``check``, ``simulate`` (up to MAX_TRIALS, to the end at once), ``reveal`` (the
    same rules as the page's messages), ``update_settings(language="lv")``; a teacher may
    set ``allow`` later, too.
    """

    _esm = bundle("quiz.js")
    _css = styles()

    quiz_id = t.Unicode("").tag(sync=True)
    question = t.Unicode("").tag(sync=True)
    rules: t.List[Any] = t.List().tag(sync=True)
    unit = t.Unicode("").tag(sync=True)
    tolerance = t.Float(0.0).tag(sync=True)
    hint_text = t.Unicode("").tag(sync=True)
    hints: t.List[Any] = t.List().tag(sync=True)
    tries = StrictInt(2).tag(sync=True)
    allow: t.List[Any] = t.List().tag(sync=True)
    available = t.Dict().tag(sync=True)
    tries_left = t.Int(0).tag(sync=True)
    hint_count = t.Int(0).tag(sync=True)
    has_simulation = t.Bool(False).tag(sync=True)
    trials = StrictInt(10_000).tag(sync=True)
    attempts = t.Int(0).tag(sync=True)
    result = t.Dict().tag(sync=True)
    solution = t.Dict().tag(sync=True)
    simulation = t.Dict().tag(sync=True)
    #: a simulation the page asked for, under way: {} or {done, trials}
    sim_progress = t.Dict().tag(sync=True)
    error = t.Unicode("").tag(sync=True)
    settings = t.Dict().tag(sync=True)
    #: the front end's labels in the learner's language (it hard-codes none)
    strings = t.Dict().tag(sync=True)

    def __init__(
        self,
        quiz: QuizSpec,
        *,
        trials: int = 10_000,
        tries: int | None = None,
        allow: object = (),
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        refuse_unknown_arguments("Quiz", kwargs, keyword_names(Quiz.__init__))
        if not isinstance(quiz, QuizSpec):
            raise TypeError(f"Quiz needs a rules_engine.lessons.QuizSpec, not {type(quiz).__name__}")
        # a whole number, numpy's too (core.whole), never a bool or a float
        runs = whole(trials)
        if runs is None or not 1 <= runs <= MAX_TRIALS:
            raise ValueError(f"trials must be 1..{MAX_TRIALS}, not {trials!r}")
        if tries is None:
            tries = max(2, len(quiz.graded_hints()) + 1)
        goes = whole(tries)
        if goes is None or not 1 <= goes <= MAX_TRIES:
            raise ValueError(f"tries must be 1..{MAX_TRIES}, not {tries!r}")
        trials, tries = runs, goes
        allow = check_helps(allow)
        check_language(language)
        self.quiz = quiz
        #: the learner's go at it: tries, hints, when the answer may be shown
        self.attempt = QuizAttempt(quiz, tries, allow)
        self.internal_errors: list[dict[str, str]] = []
        self._ready = False
        self._error: Msg | IllegalAction | None = (
            None  # the error line's words (a Msg or refusal), re-rendered in each language
        )
        self._run: SimulationRun | None = None  # the page's simulation under way
        settings = self._clean(
            {"theme": theme, "high_contrast": high_contrast, "language": language}, None, strict=True
        )
        super().__init__(
            quiz_id=quiz.id,
            rules=list(quiz.rules),
            tolerance=float(quiz.tolerance),
            has_simulation=quiz.simulate is not None,
            trials=trials,
            tries=tries,
            allow=allow,
            hint_count=len(quiz.graded_hints()),
            settings=settings,
            **kwargs,
        )
        self._ready = True
        self._update_available()
        self._publish()
        self.on_msg(self._on_msg)

    # ----------------------------------------------------------------- words
    @property
    def language(self) -> str:
        lang: str = (self.settings or {}).get("language", "en")  # _clean checked it
        return lang

    def say(self, words: Words | None) -> str:
        """The quiz's own words (a str, or a Msg in any language) in the learner's language."""
        return say(words, self.language)

    def _publish(self) -> None:
        """Everything worded, in the learner's language (again after a switch)."""
        lang = self.language
        quiz = self.quiz
        with self.hold_sync():
            self.strings = ui_strings(lang)
            self.question = self.say(quiz.question)
            self.unit = self.say(quiz.unit)
            self.hints = self.attempt.hints(lang)
            self.hint_text = self.hints[-1] if self.hints else ""
            self.error = _short(self._error.render(lang)) if self._error is not None else ""
            if self.result:
                self.result = {**self.result, "text": self._verdict()}
            if self.solution:
                self.solution = self.attempt.solution(lang)

    def _verdict(self) -> str:
        return self.attempt.verdict(self.language)

    def _refuse(self, msg_id: str, **params: object) -> IllegalAction:
        return IllegalAction("input", WIDGET_MESSAGES.msg(msg_id, **params), WIDGET_MESSAGES)

    def _set_error(self, words: Msg | IllegalAction | None) -> None:
        """The error line: ``words`` (kept, so that a switch of language re-renders it)."""
        self._error = words
        self.error = _short(words.render(self.language)) if words is not None else ""

    # ----------------------------------------------------------------- helps
    @t.validate("allow")
    def _valid_allow(self, proposal: Bunch) -> list[str]:
        try:
            return check_helps(proposal["value"])
        except ValueError as err:
            raise t.TraitError(str(err)) from None

    @t.observe("allow", "tries", "attempts", "solution")
    def _helps_changed(self, _change: Bunch | None = None) -> None:
        if self._ready:
            self.attempt.allow, self.attempt.tries = list(self.allow), self.tries
            self._update_available()

    @property
    def tries_used(self) -> bool:
        """Every try answered wrong (and the answer not yet shown)."""
        return self.attempt.tries_used

    def _may(self, help: str) -> bool:
        return self.attempt.may(help)

    def _update_available(self) -> None:
        with self.hold_sync():
            self.available = {help: self._may(help) for help in ("check", "simulate", "reveal")}
            self.tries_left = self.attempt.tries_left

    # -------------------------------------------------------------- settings
    @staticmethod
    def _clean(raw: object, current: Mapping[str, Any] | None, strict: bool) -> dict[str, Any]:
        full = clean_settings(raw, current, LANGUAGES, strict=strict)
        return {k: full[k] for k in QUIZ_SETTINGS}

    def update_settings(self, **changes: object) -> None:
        """``q.update_settings(language="fi")``: merge into ``settings`` (validated)."""
        unknown = set(changes) - set(QUIZ_SETTINGS)
        if unknown:
            raise ValueError(f"a quiz has no setting {sorted(unknown)[0]!r}; known: {', '.join(QUIZ_SETTINGS)}")
        self.settings = self._clean(changes, self.settings, strict=True)

    @t.observe("settings")
    def _settings_changed(self, change: Bunch) -> None:
        if self._ready and (change["old"] or {}).get("language") != (change["new"] or {}).get("language"):
            self._publish()

    # ----------------------------------------------------------------- browser
    def _clean_page_settings(self, raw: object, current: Mapping[str, Any] | None) -> dict[str, Any]:
        return self._clean(raw, current, strict=False)

    def _on_msg(self, _widget: object, content: object, buffers: object = None) -> None:
        if isinstance(content, Mapping) and content.get("kind") == "anywidget-command":
            return
        self._guard(self._dispatch, content)

    def _dispatch(self, content: object) -> bool:
        if not isinstance(content, Mapping):
            raise self._refuse("w.quiz.message-shape")
        kind = content.get("type")
        fields = set(content) - {"type"}
        if kind == "check":
            if fields != {"value"}:
                raise self._refuse("w.quiz.check-shape")
            return self._check(content["value"])
        if kind == "simulate":
            if fields == {"continue"}:
                done = content["continue"]
                if isinstance(done, bool) or not isinstance(done, int):
                    raise self._refuse("w.quiz.simulate-shape")
                return self._continue(done)
            if fields - {"trials"}:
                raise self._refuse("w.quiz.simulate-shape")
            trials = content.get("trials", self.trials)
            if isinstance(trials, bool) or not isinstance(trials, int) or not 1 <= trials <= self.trials:
                raise self._refuse("w.quiz.page-trials", max=self.trials, value=_short(repr(trials), 40))
            return self._simulate(trials, budget=SIM_BUDGET_SECONDS)
        if kind == "reveal":
            if fields:
                raise self._refuse("w.quiz.reveal-shape")
            return self._reveal()
        raise self._refuse("w.quiz.unknown", kind=repr(_short(kind, 40)))

    def _guard(self, func: Callable[..., bool], *args: object) -> bool:
        try:
            return func(*args)
        except IllegalAction as err:
            self._set_error(err)
        except Exception as err:
            # The text might quote the answer before the learner has given one: Python only.
            self.internal_errors.append({"error": repr(err), "traceback": traceback.format_exc()})
            logger.warning(
                "Quiz %s: internal error (%s); the details are in .internal_errors.", self.quiz.id, type(err).__name__
            )
            self._set_error(WIDGET_MESSAGES.msg("w.quiz.internal", kind=type(err).__name__))
        return False

    # ------------------------------------------------------------------ public
    def check(self, value: object) -> bool:
        """Check an answer (a number or what the learner typed); True when correct."""
        return bool(self._guard(self._check, value))

    def simulate(self, trials: int | None = None, seed: int | None = None) -> dict[str, Any]:
        """Run the quiz's simulation through the engine, to the end (a simulation the page
        started is dropped); returns the ``simulation`` dict."""
        self._guard(self._simulate, self.trials if trials is None else trials, seed)
        return dict(self.simulation)

    def reveal(self) -> bool:
        """Show the answer and the explanation without answering (once the tries are used,
        or when ``allow`` has "reveal"); False, with the reason on the error line, if not."""
        return bool(self._guard(self._reveal))

    @property
    def answered(self) -> bool:
        return bool(self.solution)

    # ---------------------------------------------------------------- actions
    def _check(self, value: object) -> bool:
        correct, number, outcome = self.attempt.check(value, self.language)
        with self.hold_sync():
            self.hints = self.attempt.hints(self.language)
            self.hint_text = self.hints[-1] if self.hints else ""
            if outcome is not None:
                # the quiz's outcome, once, to a joined class: right or wrong and the tries,
                # never the answer (widgets.classtable.tell_teacher)
                tell_teacher(self.quiz, *outcome)
            self.result = {"correct": correct, "value": number, "text": self._verdict()}
            if correct:
                self._show_solution()
            self.attempts = self.attempt.attempts
            self._set_error(None)
            self._update_available()
        return correct

    def _show_solution(self) -> None:
        self.solution = self.attempt.solution(self.language)
        if self.simulation:
            self.simulation = self.attempt.agreement(self.simulation)

    def _check_simulate(self) -> None:
        self.attempt.check_simulate()

    def _simulate(self, trials: object, seed: int | None = None, budget: float | None = None) -> bool:
        """A new simulation: all of it (Python), or its first slice of ``budget`` seconds
        (the page, which asks for the next slices); refused while the page's runs."""
        self._check_simulate()
        runs = whole(trials)
        if runs is None or not 1 <= runs <= MAX_TRIALS:
            raise self._refuse("w.quiz.trials", max=MAX_TRIALS)
        run = self._run
        if budget is not None and run is not None:
            # one simulation at a time: thirty clicks must not queue minutes of work
            raise self._refuse("w.quiz.simulation-running", done=run.done, trials=run.trials)
        self._run = SimulationRun(self.quiz, runs, seed)
        return self._advance(budget)

    def _continue(self, done: int) -> bool:
        """The page asks for the next slice of the simulation under way. A stale request
        (another view of this quiz asked first, or a run that has ended) changes nothing."""
        run = self._run
        if run is None or done != run.done:
            return False
        self._check_simulate()
        return self._advance(SIM_BUDGET_SECONDS)

    def _advance(self, budget: float | None) -> bool:
        run = self._run
        assert run is not None  # _simulate started it, _continue found it under way
        try:
            run.run(budget)
        except BaseException:
            self._run = None
            self.sim_progress = {}
            raise
        with self.hold_sync():
            if run.finished:
                self._run = None
                sim = run.result()
                self.simulation = self.attempt.agreement(sim) if self.solution else sim
                self.sim_progress = {}
            else:
                self.sim_progress = {"done": run.done, "trials": run.trials}
            self._set_error(None)
        return True

    def _reveal(self) -> bool:
        if self.solution:
            return True
        outcome = self.attempt.reveal()
        if outcome is not None:
            tell_teacher(self.quiz, *outcome)
        with self.hold_sync():
            self._show_solution()
            self._set_error(None)
        return True
