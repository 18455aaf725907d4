"""Lessons and quizzes as data, shared by every game.

A :class:`LessonSpec` is a position, an instruction and a checker: the learner acts at a
live table and the checker judges the move and explains. A :class:`QuizSpec` is a question
whose answer is computed (never typed in), with a tolerance, an explanation and a
simulation that checks it empirically through the engine. Widgets show them
(``widgets.Lesson``, ``widgets.Quiz``); the tests run their checkers headless.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeAlias, TypeVar

from .core import Action, Event, Game, IllegalAction, addressed
from .i18n import Messages, Msg

if TYPE_CHECKING:
    import datetime


class _Named(Protocol):
    @property
    def id(self) -> str: ...


#: a lesson or a quiz, found by its id (``finder``)
T = TypeVar("T", bound=_Named)
#: the game a lesson is played at: its setup makes one, its checker reads one
GameT = TypeVar("GameT", bound=Game)

__all__ = [
    "Feedback",
    "LessonSpec",
    "QuizSpec",
    "SimulationResult",
    "Words",
    "all_quizzes",
    "finder",
    "home_game",
    "lesson_words",
    "quiz_of_the_day",
    "rules_taught",
    "say",
    "sentences",
]

#: text a learner reads: a plain (English) str, or a Msg bound to its table
#: (``table.msg(id, ...)``) that renders in any language; an Event or a refusal works too
Words: TypeAlias = "str | Msg | Event | IllegalAction"


def say(words: Words | None, lang: str = "en", you: int | None = None) -> str:
    """``words`` in ``lang``: a str as it is, a Msg, Event or refusal rendered; ``you``: the
    reader's seat, which every sentence inside names "you" (``core.addressed``)."""
    said = addressed(words, you)
    if said is None or isinstance(said, str):
        return said or ""
    return said.render(lang)


class Feedback:
    """The checker's verdict on one learner move: ``correct`` and why, in words.

    ``words`` is what the checker said (a str, or a Msg in any language); ``text`` is it in
    English, ``render(lang, you)`` in the learner's language, the events it quotes naming
    the learner's seat ``you`` "you", as the log does."""

    __slots__ = ("correct", "words", "rule")
    correct: bool
    words: Words
    rule: str | None

    def __init__(self, correct: bool, text: Words, rule: str | None = None) -> None:
        object.__setattr__(self, "correct", correct)
        object.__setattr__(self, "words", text)
        object.__setattr__(self, "rule", rule)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Feedback is frozen")

    @property
    def text(self) -> str:
        return say(self.words)

    def render(self, lang: str = "en", you: int | None = None) -> str:
        return say(self.words, lang, you)

    def to_json(self, lang: str = "en", you: int | None = None) -> dict[str, Any]:
        return {"correct": self.correct, "text": self.render(lang, you), "rule": self.rule}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Feedback) and (self.correct, self.text, self.rule) == (
            other.correct,
            other.text,
            other.rule,
        )

    def __hash__(self) -> int:
        return hash((self.correct, self.text, self.rule))

    def __repr__(self) -> str:
        return f"Feedback(correct={self.correct!r}, text={self.text!r}, rule={self.rule!r})"

    def __reduce__(self) -> tuple[type[Feedback], tuple[bool, Words, str | None]]:
        return (Feedback, (self.correct, self.words, self.rule))


@dataclass(frozen=True)
class LessonSpec(Generic[GameT]):
    """One rule lesson around a live table.

    ``setup()`` returns the starting game (usually ``Game.from_position``); the learner
    plays ``seat``. ``check(game_before, action, events)`` judges a *legal* move;
    an illegal one is explained by the engine's own IllegalAction, citing its rule.
    ``bots`` names a bot for every other seat (None: the lesson ends after one move).
    ``show_odds``: may the table show the probability of each option? Off by default,
    since the odds are often exactly what the lesson marks correct.
    """

    id: str
    title: Words
    rules: tuple[str, ...]
    instruction: Words
    setup: Callable[[], GameT]
    check: Callable[[GameT, Action, list[Event]], Feedback]
    hints: tuple[Words, ...] = ()
    seat: int = 0
    bots: str | None = None
    show_odds: bool = False

    def start(self) -> GameT:
        return self.setup()

    def judge(self, game: GameT, action: object) -> tuple[Feedback, GameT]:
        """Apply ``action`` to a copy of ``game`` and judge it; illegal moves come back as
        incorrect feedback citing the rule (never as an exception)."""
        after = game.clone()
        try:
            decoded = after.check(action)
            events = after.apply(decoded)
        except IllegalAction as err:
            return Feedback(False, err, err.rule), game
        return self.check(game, decoded, events), after


@dataclass(frozen=True)
class SimulationResult:
    estimate: float
    standard_error: float
    trials: int

    @classmethod
    def of(cls, samples: Sequence[float]) -> SimulationResult:
        """The estimate (the samples' mean) and its standard error."""
        n = len(samples)
        if not n:
            raise ValueError("a simulation needs at least one sample")
        mean = sum(samples) / n
        var = sum((x - mean) ** 2 for x in samples) / max(n - 1, 1)
        return cls(mean, math.sqrt(var / n), n)

    def agrees_with(self, exact: float, sigmas: float = 3.0) -> bool:
        # A floor on the error keeps a certain event (p = 0 or 1) from demanding perfection.
        return abs(self.estimate - exact) <= sigmas * max(self.standard_error, 1e-9) + 1e-12


@dataclass(frozen=True)
class QuizSpec:
    """A numeric question with a computed answer.

    ``simulate(trials, rng)`` returns the fraction of ``trials`` random engine games in
    which the event happened (for a probability), or the mean of a quantity.

    ``hint`` is the first hint a learner gets after a wrong answer; ``hints`` (optional)
    grades them, from a nudge to something more specific: one more after each wrong
    answer. Without ``hints`` the quiz has the one ``hint`` (see :meth:`graded_hints`).
    """

    id: str
    question: Words
    answer: float
    explanation: Words
    rules: tuple[str, ...] = ()
    tolerance: float = 0.01
    simulate: Callable[[int, random.Random], Sequence[float]] | None = None
    hint: Words = ""
    unit: Words = ""
    hints: tuple[Words, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.hints, (str, Msg)) or not isinstance(self.hints, (tuple, list)):
            raise TypeError(f"quiz {self.id!r}: hints must be a tuple of words, not {type(self.hints).__name__}")
        object.__setattr__(self, "hints", tuple(self.hints))

    def graded_hints(self) -> tuple[Words, ...]:
        """The hints in the order a learner gets them: ``hints``, else the one ``hint``."""
        if self.hints:
            return self.hints
        return (self.hint,) if self.hint else ()

    def is_correct(self, value: Any) -> bool:  # anything a learner enters: what float() refuses is wrong
        try:
            value = float(value)
        except (TypeError, ValueError):
            return False
        return math.isfinite(value) and abs(value - self.answer) <= self.tolerance

    def run_simulation(self, trials: int = 10_000, seed: int | None = None) -> SimulationResult:
        if self.simulate is None:
            raise ValueError(f"quiz {self.id!r} has no simulation")
        return SimulationResult.of(list(self.simulate(trials, random.Random(seed))))


def finder(items: Sequence[T], what: str) -> Callable[[str], T]:
    """``find(id)`` over a game's lessons or quizzes; an unknown id lists the known ones."""
    by_id = {item.id: item for item in items}

    def find(id: str) -> T:
        try:
            return by_id[id]
        except KeyError:
            raise KeyError(f"no {what} {id!r}; known: {', '.join(by_id)}") from None

    find.__doc__ = f"The {what} called ``id``."
    return find


def rules_taught(lessons: Sequence[LessonSpec[Any]]) -> set[str]:
    return {rule for lesson in lessons for rule in lesson.rules}


def _lesson_modules() -> Iterator[tuple[str, Any]]:
    """``(game, rules_engine.<game>.lessons)`` for every game that has lessons, in name order."""
    import importlib

    from .core import games

    for name in sorted(games()):
        module = f"rules_engine.{name}.lessons"
        try:
            yield name, importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name != module:
                raise
            continue  # a game without lessons yet


def all_quizzes() -> list[QuizSpec]:
    """Every game's quizzes (``rules_engine.<game>.lessons.QUIZZES``), game by game in name
    order: a new game's quizzes join without being listed here."""
    return [quiz for _, lessons in _lesson_modules() for quiz in getattr(lessons, "QUIZZES", ())]


def home_game(item: LessonSpec[Any] | QuizSpec) -> str | None:
    """The game whose own ``LESSONS`` or ``QUIZZES`` hold ``item`` (this very object), or None
    for a lesson or quiz made elsewhere (a notebook's own, which a class server cannot
    look up)."""
    listed = "QUIZZES" if isinstance(item, QuizSpec) else "LESSONS"
    for name, lessons in _lesson_modules():
        if any(known is item for known in getattr(lessons, listed, ())):
            return name
    return None


def quiz_of_the_day(day: datetime.date | None = None) -> QuizSpec:
    """One quiz a day, the same on every computer of the class: the day (a ``datetime.date``,
    today by default) picks it from ``all_quizzes()`` in turn."""
    import datetime

    day = day or datetime.date.today()
    if not isinstance(day, datetime.date):
        raise TypeError(f"day must be a datetime.date, not {day!r}")
    quizzes = all_quizzes()
    return quizzes[day.toordinal() % len(quizzes)]


def sentences(table: Messages, *parts: Words | tuple[Words | None, ...] | list[Words | None] | None) -> Words:
    """Sentences one after another (Msgs of ``table``, strings, tuples of them; None left
    out), each in the reader's language: one Msg of ``table``'s ``sentences`` message."""
    flat: list[Words] = []
    for part in parts:
        if isinstance(part, (tuple, list)) and not isinstance(part, Event):  # an Event is a tuple too
            flat += [p for p in part if p is not None]
        elif part is not None:
            flat.append(part)
    return flat[0] if len(flat) == 1 else table.msg("sentences", parts=tuple(flat))


def lesson_words(table: Messages, prefix: str, first: str, second: str, **numbers: Any) -> dict[str, Any]:
    """The words of a lesson (``first``, ``second``: "title", "instruction") or a quiz
    ("question", "explanation") from ``table``, bound with ``numbers``: the messages
    "<prefix>.<first>", "<prefix>.<second>", "<prefix>.hint.<n>" and, if there is one,
    "<prefix>.unit" — so a game's lessons are data in its message table."""
    hints = tuple(table.msg(i, **numbers) for i in sorted(table.ids) if i.startswith(prefix + ".hint."))
    words = {
        first: table.msg(f"{prefix}.{first}", **numbers),
        second: table.msg(f"{prefix}.{second}", **numbers),
        "hints": hints,
    }
    if f"{prefix}.unit" in table:
        words["unit"] = table.msg(f"{prefix}.unit")
    return words
