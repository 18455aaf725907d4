"""widgets.Lesson: one rule lesson around a live table.

The instruction and the rule ids sit above the game's own table front end; the learner
acts at the table, ``lesson.judge`` judges the first (legal) move and the feedback
explains; an illegal move is explained by the engine's own rule. Hints come one by one;
Try again resets to the lesson's start.
"""

from __future__ import annotations

from typing import Any

import traitlets as t

from rules_engine.lessons import LessonSpec

from ._static import bundle, styles
from .base import GameWidget
from .classtable import tell_teacher
from .messages import WIDGET_MESSAGES
from .protocol import Message

__all__ = ["Lesson", "TABLES", "register_table"]

#: game name -> the table widget class whose front end and helpers a lesson reuses (filled
#: by the widgets package with every game's table, found in widgets/<game>.py)
TABLES: dict[str, type[GameWidget]] = {}
_LESSON_CLASSES: dict[type, type] = {}
#: what a lesson's page may send besides its table's messages
LESSON_MESSAGES = {"hint": Message("_next_hint"), "retry": Message("_new_game")}


def register_table(game_name: str, table_cls: type[GameWidget]) -> None:
    """Make lessons of ``game_name`` use ``table_cls`` (its hints, undo rules, names)."""
    TABLES[game_name] = table_cls


def _lesson_class(table_cls: type[GameWidget]) -> type:
    if table_cls is GameWidget:
        return Lesson
    if table_cls not in _LESSON_CLASSES:
        _LESSON_CLASSES[table_cls] = type(
            f"{table_cls.__name__}Lesson",
            (Lesson, table_cls),
            {
                "__module__": __name__,
                "__doc__": Lesson.__doc__,
                # the table's own messages (Ganjifa's day or night) and the lesson's
                "page_messages": {**table_cls.page_messages, **LESSON_MESSAGES},
            },
        )
    return _LESSON_CLASSES[table_cls]


class Lesson(GameWidget):
    """``Lesson(lesson)`` for a ``rules_engine.lessons.LessonSpec``.

    Extra synced traits: ``lesson_info`` (id, title, rules with titles, instruction,
    hint_count), ``feedback`` ({} or {correct, text, rule}), ``hints`` (the hints shown so
    far), ``done`` (no more moves: the lesson had no bots and the learner moved).
    Extra messages: ``{"type": "hint"}``, ``{"type": "retry"}`` (``new_game`` is retry too).
    Python: ``show_hint()``, ``retry()``, plus everything a GameWidget has.
    """

    _esm = bundle("lesson.js")
    _css = styles()
    #: seats without a bot are nobody's in a lesson: the view never follows them
    hot_seat_allowed = False
    #: a lesson makes its own games (retry starts it again)
    passed_on = ("teacher", "title", "reveal_all")

    lesson_info = t.Dict().tag(sync=True)
    feedback = t.Dict().tag(sync=True)
    hints: t.List[Any] = t.List().tag(sync=True)
    done = t.Bool(False).tag(sync=True)

    def __new__(cls, lesson=None, *args, **kwargs):
        target = cls
        if cls is Lesson:
            if not isinstance(lesson, LessonSpec):
                raise TypeError(f"Lesson needs a rules_engine.lessons.LessonSpec, not {type(lesson).__name__}")
            game = lesson.start()
            target = _lesson_class(TABLES.get(game.name, GameWidget))
        inst = super(Lesson, target).__new__(target, lesson, *args, **kwargs)
        return inst

    def __init__(
        self,
        lesson: LessonSpec,
        *,
        bot_delay_ms: int = 700,
        step_mode: bool = False,
        show_probability: bool = False,
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        bot_seed: int | None = None,
        **kwargs,
    ):
        if not isinstance(lesson, LessonSpec):
            raise TypeError(f"Lesson needs a rules_engine.lessons.LessonSpec, not {type(lesson).__name__}")
        self.lesson = lesson
        self._judged_at: int | None = None  # history length before the judged move
        # kept as words and rendered on every publish, so the language can change at any time
        self._feedback: tuple | None = None  # (Feedback, legal)
        self._hints_shown = 0
        self._tries = 0  # moves judged since the lesson was last completed (illegal ones too)
        game = lesson.start()
        # moves the lesson's position was set up with (a scripted take before the capture it
        # is about): part of the lesson, never the learner's to undo
        self._start_moves = len(game.history)

        def factory(_seed):  # a new game is the lesson's own start again (retry)
            return lesson.start()

        # the table's own state for a game that comes from outside, as for from_game (e.g.
        # DeductioTable's undo floor, worked out from the game's history)
        self._prepare_from_game(game, {"factory": factory})
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
        GameWidget.__init__(
            self,
            game,
            seat=lesson.seat,
            bots=lesson.bots,
            factory=factory,
            settings=settings,
            bot_seed=bot_seed,
            **kwargs,
        )

    # ----------------------------------------------------------------- messages
    page_messages = {**GameWidget.page_messages, **LESSON_MESSAGES}

    def show_hint(self) -> bool:
        """Reveal the next hint."""
        return bool(self._guard(self._next_hint))

    def retry(self) -> bool:
        """Back to the lesson's starting position."""
        return bool(self._guard(self._new_game, None))

    def _next_hint(self):
        shown = self._hints_shown
        if shown >= len(self.lesson.hints):
            raise self._refuse("input", "w.no-more-hints" if shown else "w.no-hints")
        self._hints_shown += 1
        self._publish()
        return True

    def _publish_extra(self) -> None:
        """The lesson's words in the learner's language: title, instruction, rule titles,
        the hints shown so far, the feedback."""
        super()._publish_extra()
        lesson, lang, catalog = self.lesson, self.language, self.game.catalog
        self.lesson_info = {
            "id": lesson.id,
            "title": self.say(lesson.title),
            "instruction": self.say(lesson.instruction),
            "show_odds": lesson.show_odds,
            "rules": [{"rule": r, "title": catalog.title(r, lang) if r in catalog else r} for r in lesson.rules],
            "hint_count": len(lesson.hints),
            "seat": lesson.seat,
        }
        self.hints = [self.say(h) for h in lesson.hints[: self._hints_shown]]
        if self._feedback is None:
            self.feedback = {}
        else:
            feedback, legal = self._feedback
            self.feedback = {
                "correct": feedback.correct,
                "text": self.say(feedback.words),
                "rule": feedback.rule,
                "legal": legal,
            }

    # ------------------------------------------------------------------- moves
    def _act(self, action):
        if self.done:
            raise self._refuse("input", "w.lesson-finished")
        if self._judged_at is not None:
            return super()._act(action)  # after the judged move, play goes on freely
        game = self.game
        if game.is_over:
            raise self._refuse(game.end_rule, "w.over-lesson")
        if game.current_player != self.seat:
            raise self._refuse(self.turn_rule, "w.not-your-turn", _who=self.seat_label(game.current_player))
        feedback, after = self.lesson.judge(game, action)
        self._tries += 1
        if after is game:  # illegal: the engine's rule explains, nothing changes
            self._feedback = (feedback, False)
            self._clear_error()
            self._publish()
            return False
        decoded = game.check(action)
        self._judged_at = len(game.history)
        self._feedback = (feedback, True)
        self._apply(decoded)
        if self.lesson.bots is None:
            self.done = True
        # the lesson's completion: right or wrong, in this many tries (for a class, if joined)
        tell_teacher(self.lesson, feedback.correct, self._tries)
        self._tries = 0
        self._clear_error()
        self._maybe_autoplay()
        self._publish()
        return True

    def _end_state(self) -> dict:
        """A lesson ends alike in every game: once its move is judged and nothing more is
        to play (``done``), or its game is over, the end panel says "Lesson done", with
        the game's winner and scores when it is over, and offers Try again."""
        end = super()._end_state()
        if not (self.done or end):
            return {}
        say = lambda msg_id: self.say(WIDGET_MESSAGES.msg(msg_id))  # noqa: E731
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

    def _human_turn(self) -> bool:
        return not self.done and super()._human_turn()

    def _clean_settings(self, raw, current, strict: bool) -> dict:
        """The lesson decides whether the odds may be shown: they are often exactly what it
        marks correct. From Python asking for them is an error; from the page, dropped."""
        cleaned = super()._clean_settings(raw, current, strict)
        if cleaned.get("show_probability") and not self.lesson.show_odds:
            if strict:
                raise ValueError(f"lesson {self.lesson.id!r} does not show the odds: they would give its answer away")
            cleaned["show_probability"] = False
        return cleaned

    def _hint(self) -> dict:
        return super()._hint() if self.lesson.show_odds else {}

    def _undo_floor(self) -> int:
        return max(super()._undo_floor(), self._start_moves)

    def _undo(self):
        result = super()._undo()
        if self._judged_at is not None and len(self.game.history) <= self._judged_at:
            self._judged_at = None
            self.done = False
            self._feedback = None
            self._publish()
        return result

    def _after_new_game(self):
        super()._after_new_game()
        self._prepare_from_game(self.game, {"factory": self._factory})  # the lesson's start again
        self._judged_at = None
        self.done = False
        self._feedback = None
