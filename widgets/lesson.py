"""widgets.Lesson: one rule lesson at its game's own table.

``Lesson(spec)`` is the game's table (an ExactoTable for an Exacto lesson) holding a
``Coach``: the instruction and the rule ids sit above the table's own front end; the
learner acts at the table, the coach has ``spec.judge`` judge the first (legal) move
and the feedback explains; an illegal move is explained by the engine's own rule. Hints
come one by one; Try again deals the lesson's start again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rules_engine.core import Game, addressed, keyword_names
from rules_engine.lessons import Feedback, LessonSpec

from .checks import refuse_unknown_arguments
from .classtable import tell_teacher
from .messages import WIDGET_MESSAGES
from .protocol import Message, refusal

if TYPE_CHECKING:
    from .base import GameWidget
    from .projection import PageProjection
    from .session import TableSession

__all__ = ["Coach", "Lesson", "TABLES", "register_table"]

#: game name -> the table widget class a lesson of that game is played at (filled by the
#: widgets package with every game's table, found in widgets/<game>.py)
TABLES: dict[str, type[GameWidget]] = {}


def register_table(game_name: str, table_cls: type[GameWidget]) -> None:
    """Make lessons of ``game_name`` use ``table_cls`` (its hints, undo rules, names)."""
    TABLES[game_name] = table_cls


class Coach:
    """The lesson a table holds (``table.coach``): it judges the learner's first move, shows
    the hints one by one, and says when the lesson is done; the table asks it at each of
    those points. Its words are kept as words and rendered at every publish, so the
    language can change at any time."""

    #: what a lesson's page may send besides its table's messages
    messages: Mapping[str, Message] = {"hint": Message("_next_hint"), "retry": Message("_new_game")}

    def __init__(self, spec: LessonSpec[Any], start_moves: int) -> None:
        self.spec = spec
        #: moves the lesson's position was set up with (a scripted take before the capture
        #: it is about): part of the lesson, never the learner's to undo
        self.start_moves = start_moves
        self.judged_at: int | None = None  # history length before the judged move
        self.feedback: tuple[Feedback, bool] | None = None  # (the feedback, was the move legal)
        self.hints_shown = 0
        self.tries = 0  # moves judged since the lesson was last completed (illegal ones too)
        #: no more moves: the lesson had no bots and the learner moved
        self.done = False

    # -------------------------------------------------------------- the lesson's move
    @property
    def judging(self) -> bool:
        """Is the next move of the learner's the one the lesson judges?"""
        return self.judged_at is None

    def act(self, session: TableSession[Any], seat: int, action: object) -> bool:
        """The learner's move while the lesson judges: an illegal one is explained by the
        engine's rule and changes nothing (False); a legal one is judged, played, and told
        to the teacher's class (if the learner joined one) as right or wrong in so many
        tries (True). The host lets the bots answer and publishes."""
        game = session.game
        if game.is_over:
            raise refusal(game.end_rule, "w.over-lesson")
        if game.current_player != seat:
            raise refusal(session.turn_rule, "w.not-your-turn", _who=session.name_of(session.on_turn()))
        feedback, after = self.spec.judge(game, action)
        self.tries += 1
        if after is game:  # illegal: the engine's rule explains, nothing changes
            self.feedback = (feedback, False)
            return False
        decoded = game.check(action)
        self.judged_at = len(game.history)
        self.feedback = (feedback, True)
        session.apply(decoded)
        if self.spec.bots is None:
            self.done = True
        self.report(feedback.correct, self.tries)
        self.tries = 0
        return True

    def report(self, correct: bool, tries: int) -> None:
        """Tell the teacher's class (if this kernel joined one) how the judged move went."""
        tell_teacher(self.spec, correct, tries)

    def next_hint(self) -> None:
        shown = self.hints_shown
        if shown >= len(self.spec.hints):
            raise refusal("input", "w.no-more-hints" if shown else "w.no-hints")
        self.hints_shown += 1

    def undone(self, moves: int) -> None:
        """The table went back to ``moves`` moves: before the judged move, the lesson asks again."""
        if self.judged_at is not None and moves <= self.judged_at:
            self.judged_at, self.done, self.feedback = None, False, None

    def restart(self) -> None:
        """Try again: the lesson's start, nothing judged (the hints shown stay shown)."""
        self.judged_at, self.done, self.feedback = None, False, None

    # ------------------------------------------------------------- what the page shows
    def traits(self, session: PageProjection[Any], lang: str) -> dict[str, Any]:
        """The lesson's words in ``lang``: title, instruction, rule titles, the hints shown
        so far, the feedback; the learner's seat is "you" in each, as in the log (the
        feedback quotes the table's events: "You call EXACTO", never "Mage 0 calls")."""
        spec, catalog = self.spec, session.game.catalog

        def say(words: Any) -> str:
            return session.say(addressed(words, spec.seat), lang)

        feedback: dict[str, Any] = {}
        if self.feedback is not None:
            said, legal = self.feedback
            feedback = {"correct": said.correct, "text": say(said.words), "rule": said.rule, "legal": legal}
        return {
            "lesson_info": {
                "id": spec.id,
                "title": say(spec.title),
                "instruction": say(spec.instruction),
                "show_odds": spec.show_odds,
                "rules": [{"rule": r, "title": catalog.title(r, lang) if r in catalog else r} for r in spec.rules],
                "hint_count": len(spec.hints),
                "seat": spec.seat,
            },
            "hints": [say(h) for h in spec.hints[: self.hints_shown]],
            "feedback": feedback,
            "done": self.done,
        }

    def end_state(self, lang: str, end: dict[str, Any]) -> dict[str, Any]:
        """A lesson ends alike in every game: once its move is judged and nothing more is
        to play (``done``), or its game is over, the end panel says "Lesson done", with
        the game's winner and scores when it is over (``end``), and offers Try again."""
        if not (self.done or end):
            return {}

        def say(msg_id: str) -> str:
            return WIDGET_MESSAGES.render(msg_id, {}, lang)

        return {
            "headline": "",  # the title says it: a lesson whose game goes on has no winner
            "reason": "",
            "rule": "",
            "columns": [],
            "rows": [],
            **end,
            "title": say("w.end.lesson-done"),
            "note": say("w.lesson.done"),
            "lesson": True,
        }

    def clean_settings(self, cleaned: dict[str, Any], strict: bool) -> dict[str, Any]:
        """The lesson decides whether the odds may be shown: they are often exactly what it
        marks correct. From Python asking for them is an error; from the page, dropped."""
        if cleaned.get("show_probability") and not self.spec.show_odds:
            if strict:
                raise ValueError(f"lesson {self.spec.id!r} does not show the odds: they would give its answer away")
            cleaned["show_probability"] = False
        return cleaned


def Lesson(
    lesson: LessonSpec[Any],
    *,
    bot_delay_ms: int = 700,
    step_mode: bool = False,
    show_probability: bool = False,
    theme: str = "auto",
    high_contrast: bool = False,
    language: str = "en",
    bot_seed: int | None = None,
    **kwargs: Any,
) -> GameWidget:
    """``Lesson(spec)`` for a ``rules_engine.lessons.LessonSpec`` (``exacto_lesson("liar")``):
    the lesson's game's table, holding a :class:`Coach` (``table.coach``).

    Besides a table's traits: ``lesson_info`` (id, title, rules with titles, instruction,
    hint_count), ``feedback`` ({} or {correct, text, rule}), ``hints`` (the hints shown so
    far), ``done`` (no more moves: the lesson had no bots and the learner moved). Messages:
    ``{"type": "hint"}``, ``{"type": "retry"}`` (``new_game`` is retry too). Python:
    ``show_hint()``, ``retry()``, plus everything a table has. ``teacher``, ``title`` and
    ``reveal_all`` are passed on to the table."""
    from .base import GameWidget

    if not isinstance(lesson, LessonSpec):
        raise TypeError(f"Lesson needs a rules_engine.lessons.LessonSpec, not {type(lesson).__name__}")
    refuse_unknown_arguments("Lesson", kwargs, [*keyword_names(Lesson), "teacher", "title", "reveal_all"])
    game: Game = lesson.start()

    def factory(_seed: int | None) -> Game:  # a new game is the lesson's own start again (retry)
        again: Game = lesson.start()
        return again

    settings = {
        "bot_delay_ms": bot_delay_ms,
        "step_mode": step_mode,
        "show_probability": show_probability,
        "theme": theme,
        "high_contrast": high_contrast,
        "language": language,
        # the learner may try the mistake the lesson teaches: the engine refuses it
        "show_every_option": True,
    }
    table = TABLES.get(game.name, GameWidget)
    widget: GameWidget = table.around(
        game,
        seat=lesson.seat,
        bots=lesson.bots,
        factory=factory,
        settings=settings,
        bot_seed=bot_seed,
        coach=Coach(lesson, len(game.history)),
        **kwargs,
    )
    return widget
