"""Lessons and quizzes on every device: what the teacher starts for a room, and each
student's own work on it.

An :class:`Activity` is a game's lesson, its lessons in rule-book order (a sequence), or a
quiz. Every student of the room works on their own device: a lesson is a table session of
the student's own (widgets/session.py) holding the same ``Coach`` a notebook's lesson
holds, so the move is judged, the hints given and the engine's refusals shown as there; a
quiz is a ``QuizAttempt`` (widgets/quiz.py), checked on the server: the page never holds
the answer before the tries are spent or the teacher closes the item.

What a student did belongs to their seat (the token's digest), never to a typed name. Each
judged move and each decisive quiz answer is kept (``storage.ResultRecord``), and every try
is remembered for the teacher's grid: who got which rule right the first time, after tries,
who is stuck, the most common wrong move and the answers given. The projector shows an
item's results only once the teacher closes it; a device shows only its own student's work.
"""

from __future__ import annotations

import importlib
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules_engine.core import Action, IllegalAction, brief, games
from rules_engine.lessons import LessonSpec, QuizSpec, say
from widgets.checks import DEFAULT_SETTINGS
from widgets.lesson import Coach
from widgets.messages import WIDGET_MESSAGES, ui_strings
from widgets.quiz import QuizAttempt
from widgets.session import TableSession, Viewer, session_class
from widgets.simulation import SimulationRun

from .messages import refuse
from .storage import ResultRecord

__all__ = [
    "ACTIVITY_KINDS",
    "Activity",
    "Learner",
    "activity_items",
    "catalog",
    "closed_results",
    "grid",
    "moves_judged",
]

#: what a teacher may start: one lesson, a game's lessons in order, one quiz
ACTIVITY_KINDS = ("lesson", "sequence", "quiz")
QUIZ_TRIES = 3  # a class quiz's tries (a notebook's Quiz takes one more than its hints)
TRIES_KEPT = 200  # a student's tries the teacher's grid remembers, the latest
#: games in a class device's simulation (a notebook's Quiz runs 10,000): its estimate's
#: standard error is at most 1.6 points, and thirty students' runs together cost the server
#: seconds, not minutes (the server also caps the share of its time they take)
CLASS_TRIALS = 1_000
#: the server time one device's frame may spend simulating; the device asks for the next
#: slice, as a notebook's page does (a slice is 0.5 s there: a kernel of one's own)
SLICE_SECONDS = 0.1


def _module(game: str) -> Any:
    return importlib.import_module(f"rules_engine.{game}.lessons")


def lessons_of(game: str) -> list[LessonSpec[Any]]:
    """The game's lessons in rule-book order (as the notebooks take them)."""
    return list(getattr(_module(game), "LESSONS", ()))


def quizzes_of(game: str) -> list[QuizSpec]:
    return list(getattr(_module(game), "QUIZZES", ()))


def moves_judged(spec: LessonSpec[Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """A right move and a wrong legal move (None: every legal move is right) at the lesson's
    start, as JSON a device sends, found by the lesson's own judge: what a test or the class
    benchmark plays as a student. A class device sets each lesson up from the same
    ``spec.start()``, so the moves are the ones its table judges. ValueError: the lesson
    has no right move at its start (a lesson no student could pass)."""
    game = spec.start()
    right: dict[str, Any] | None = None
    wrong: dict[str, Any] | None = None
    for action in game.legal_actions():
        feedback, _after = spec.judge(game, action)
        if feedback.correct and right is None:
            right = action.to_json()
        elif not feedback.correct and wrong is None:
            wrong = action.to_json()
        if right is not None and wrong is not None:
            break
    if right is None:
        raise ValueError(f"{game.name}/{spec.id}: no move at the lesson's start is right")
    return right, wrong


@dataclass(frozen=True)
class Activity:
    """What the teacher started for a room: ``kind`` (ACTIVITY_KINDS), the game, the items
    in order (lesson or quiz ids), its number in the room (a new activity starts afresh),
    and the items the teacher has closed (their results go to the projector)."""

    kind: str
    game: str
    items: tuple[str, ...]
    number: int = 1
    closed: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "game": self.game,
            "items": list(self.items),
            "number": self.number,
            "closed": list(self.closed),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Activity:
        return cls(data["kind"], data["game"], tuple(data["items"]), int(data["number"]), tuple(data["closed"]))

    def lesson(self, item: str) -> LessonSpec[Any]:
        return next(spec for spec in lessons_of(self.game) if spec.id == item)

    def quiz(self, item: str) -> QuizSpec:
        return next(spec for spec in quizzes_of(self.game) if spec.id == item)

    def rules(self, item: str) -> tuple[str, ...]:
        return tuple(self.quiz(item).rules if self.kind == "quiz" else self.lesson(item).rules)

    def title(self, item: str, lang: str) -> str:
        if self.kind == "quiz":
            return item
        return say(self.lesson(item).title, lang)


def activity_items(kind: str, game: str, item: str | None) -> tuple[str, ...]:
    """The items of an activity the teacher asks for, or a refusal saying what is wrong."""
    if kind not in ACTIVITY_KINDS:
        raise refuse("input", "c.bad-activity", kind=brief(kind), known=", ".join(ACTIVITY_KINDS))
    known = games()
    if game not in known:
        raise refuse("input", "c.bad-game", game=brief(game), known=", ".join(sorted(known)))
    if kind == "sequence":
        return tuple(spec.id for spec in lessons_of(game))
    pool = [spec.id for spec in (quizzes_of(game) if kind == "quiz" else lessons_of(game))]
    if item not in pool:
        raise refuse("input", "c.bad-item", kind=kind, item=brief(item), game=game)
    return (str(item),)


def catalog(lang: str) -> dict[str, dict[str, Any]]:
    """What a teacher may start, game by game, in ``lang``: each lesson by its title and the
    rules it teaches, each quiz by its question."""

    def title(name: str) -> str:
        msg = session_class(name).title_msg
        return WIDGET_MESSAGES.render(msg, {}, lang) if msg else name.capitalize()

    return {
        name: {
            "title": title(name),
            "lessons": [
                {"id": spec.id, "title": say(spec.title, lang), "rules": list(spec.rules)} for spec in lessons_of(name)
            ],
            "quizzes": [
                {"id": spec.id, "title": say(spec.question, lang), "rules": list(spec.rules)}
                for spec in quizzes_of(name)
            ],
        }
        for name in sorted(games())
    }


@dataclass
class Try:
    """One try of a student's, as the teacher's grid shows it: what they did (``move``, the
    move itself, said in each teacher's words when the grid is drawn; else ``did``: an
    answer as typed, or a move the engine could not read, as sent), right or not, the rule
    it broke."""

    item: str
    did: str
    correct: bool
    rule: str
    move: Action | None = None
    at: float = field(default_factory=time.time)

    def text(self, lang: str) -> str:
        """What the student did, for a reader of ``lang``."""
        return self.did if self.move is None else said(self.move, lang)


def said(move: Action, lang: str) -> str:
    """A move in ``lang``'s words as the engine says it (its JSON, should the game have none)."""
    try:
        return str(move.describe(lang))
    except Exception:  # a teacher's grid is drawn all the same
        return brief(move.to_json(), 60)


class ClassCoach(Coach):
    """A lesson's coach on a class device: its judged moves go to the class server's
    record (``report``) instead of a notebook's ClassTable."""

    def __init__(self, spec: LessonSpec[Any], start_moves: int, told: Callable[[bool, int], None]) -> None:
        super().__init__(spec, start_moves)
        self.told = told

    def report(self, correct: bool, tries: int) -> None:
        self.told(correct, tries)


class Learner:
    """One student's work on the room's activity: where they are in it, their own lesson
    table or quiz, and their tries. ``keep(result)`` stores what counts."""

    def __init__(
        self,
        activity: Activity,
        student: str,
        name: str,
        room: str,
        keep: Callable[[ResultRecord], None],
        past: Sequence[ResultRecord] = (),
    ) -> None:
        self.activity, self.student, self.name, self.room, self.keep = activity, student, name, room, keep
        #: what this student's seat did in the activity and the store kept (``past``: before
        #: the server restarted), in order: what the teacher's grid reads
        self.results: list[ResultRecord] = list(past)
        #: the items this student has finished (right, or every try used), in order
        self.done: list[str] = list(
            dict.fromkeys(r.item.split("/", 1)[1] for r in self.results if r.correct or r.kind == "quiz")
        )
        self.tries: list[Try] = []
        self.index = next((i for i, item in enumerate(activity.items) if item not in self.done), len(activity.items))
        self.session: TableSession[Any] | None = None
        self.quiz: QuizAttempt | None = None
        self.run: SimulationRun | None = None  # the quiz's simulation under way
        self.simulation: dict[str, Any] = {}  # the last one's result
        self._start()

    # --------------------------------------------------------------------- the item
    @property
    def item(self) -> str | None:
        """The item the student works on now (None: every item done)."""
        items = self.activity.items
        return items[self.index] if self.index < len(items) else None

    def _start(self) -> None:
        item = self.item
        self.session = self.quiz = self.run = None
        self.simulation = {}
        if item is None:
            return
        if self.activity.kind == "quiz":
            self.quiz = QuizAttempt(self.activity.quiz(item), QUIZ_TRIES)
            return
        spec = self.activity.lesson(item)
        game = spec.start()
        coach = ClassCoach(spec, len(game.history), self._judged)
        bots = {}
        if spec.bots is not None:
            from rules_engine.bots import make_bot

            bots = {s: make_bot(game.name, spec.bots) for s in range(game.players) if s != spec.seat}
        self.session = session_class(game.name)(
            game, seat=spec.seat, bots=bots, coach=coach, factory=lambda _seed: spec.start()
        )

    def go_on(self) -> None:
        """The next item of a sequence, once this one is done (or it is the last)."""
        if self.item is not None and self.item not in self.done:
            raise refuse("input", "c.not-done")
        if self.index < len(self.activity.items):
            self.index += 1
        self._start()

    # --------------------------------------------------------------------- lessons
    def _judged(self, correct: bool, tries: int) -> None:
        item = self.item
        assert item is not None and self.session is not None
        move = self._last_move()
        # the store keeps the move in English words; the grid says it in each teacher's
        self._record(item, correct, tries, said(move, "en") if move is not None else "", move)
        if correct and item not in self.done:
            self.done.append(item)

    def _last_move(self) -> Action | None:
        session = self.session
        assert session is not None
        history = session.game.history
        coach = session.coach
        assert coach is not None and coach.judged_at is not None
        return history[coach.judged_at] if len(history) > coach.judged_at else None

    def lesson_act(self, action: object) -> None:
        """A move at the student's lesson table: judged by its coach (an illegal one is
        explained and changes nothing), then the lesson's bots answer."""
        session = self._lesson()
        coach = session.coach
        assert coach is not None
        judging = coach.judging
        played = session.play(session.seat, action)
        if judging and coach.feedback is not None:
            feedback, legal = coach.feedback
            if not legal:  # the engine refused it: a wrong try, with the rule it broke
                move = _decoded(session, action)
                did = brief(action, 60) if move is None else ""
                self._try(self.item or "", did, False, feedback.rule or "", move)
        if played:
            session.play_bots()

    def hint(self) -> None:
        coach = self._lesson().coach
        assert coach is not None
        coach.next_hint()

    def retry(self) -> None:
        session = self._lesson()
        session.new_game()

    def _lesson(self) -> TableSession[Any]:
        if self.session is None:
            raise refuse("input", "c.no-lesson")
        return self.session

    # --------------------------------------------------------------------- quizzes
    def answer(self, value: str, lang: str) -> None:
        attempt = self._quiz()
        correct, _number, outcome = attempt.check(value, lang)
        item = self.item or ""
        self._try(item, value.strip(), correct, "" if correct else ",".join(attempt.spec.rules))
        if outcome is not None:
            self._record(item, outcome[0], outcome[1], value.strip())
            if item not in self.done:
                self.done.append(item)

    def show_answer(self) -> None:
        attempt = self._quiz()
        outcome = attempt.reveal()
        item = self.item or ""
        if outcome is not None:
            self._record(item, outcome[0], outcome[1], "")
            if item not in self.done:
                self.done.append(item)

    def simulate(self, closed: bool, done: int | None = None) -> None:
        """The quiz's simulation: a new run of ``CLASS_TRIALS`` games (``done`` None) or the
        next slice of the one under way (``done``: the games it had, as the device saw; a
        stale ask changes nothing). Its estimate is the answer to within its error, so it
        opens as a notebook's does: once the quiz is answered or its tries are used, or
        the teacher has closed the item."""
        attempt = self._quiz()
        attempt.check_simulate(opened=closed)
        run = self.run
        if done is None:
            if run is not None:  # one at a time: a second tap must not queue more work
                raise IllegalAction(
                    "input",
                    WIDGET_MESSAGES.msg("w.quiz.simulation-running", done=run.done, trials=run.trials),
                    WIDGET_MESSAGES,
                )
            run = self.run = SimulationRun(attempt.spec, CLASS_TRIALS, None)
        elif run is None or done != run.done:
            return
        try:
            run.run(SLICE_SECONDS)
        except BaseException:
            self.run = None
            raise
        if run.finished:
            self.run, self.simulation = None, run.result()

    def _quiz(self) -> QuizAttempt:
        if self.quiz is None:
            raise refuse("input", "c.no-quiz")
        return self.quiz

    # --------------------------------------------------------------------- record
    def _try(self, item: str, did: str, correct: bool, rule: str, move: Action | None = None) -> None:
        self.tries.append(Try(item, did, correct, rule, move))
        del self.tries[:-TRIES_KEPT]

    def _record(self, item: str, correct: bool, tries: int, did: str, move: Action | None = None) -> None:
        kind = "quiz" if self.activity.kind == "quiz" else "lesson"
        if kind == "lesson":
            feedback = self.session.coach.feedback if self.session and self.session.coach else None
            rule = (feedback[0].rule or "") if feedback else ""
            self._try(item, "" if move is not None else did, correct, "" if correct else rule, move)
        result = ResultRecord(
            self.name,
            self.room,
            kind,
            f"{self.activity.game}/{item}",
            list(self.activity.rules(item)),
            correct,
            tries,
            round(time.time(), 3),
            student_id=self.student,
            activity=self.activity.number,
            answer=did,
        )
        self.keep(result)  # stored first: what the store refused, the grid never shows
        self.results.append(result)

    def forget(self) -> None:
        """The teacher cleared the class's results: the grid forgets this student's too."""
        self.results, self.tries = [], []

    # --------------------------------------------------------------------- frames
    def frame(self, lang: str, closed: bool) -> dict[str, Any]:
        """What this student's device shows of the activity (their own work only)."""
        activity, item = self.activity, self.item
        out: dict[str, Any] = {
            "type": "activity",
            "activity": {
                "kind": activity.kind,
                "game": activity.game,
                "number": activity.number,
                "count": len(activity.items),
                "index": self.index,
                "done": list(self.done),
            },
        }
        if item is None:
            out["finished"] = True
            return out
        out["item"] = item
        if self.session is not None:
            session = self.session
            spec = session.coach.spec if session.coach else None
            seat = spec.seat if spec else 0
            names = tuple(session.say(session.seat_label(s), lang) for s in range(session.game.players))
            viewer = Viewer(seat, lang, names, sees=seat, you=seat, moves=session.human_turn(seat))
            traits = session.page_traits(viewer)
            traits.update(
                {
                    "error": "",
                    "error_rule": "",
                    "error_count": 0,
                    # the learner may try the mistake the lesson teaches: the engine refuses it
                    "settings": {**DEFAULT_SETTINGS, "language": lang, "show_every_option": True},
                    "seat": seat,
                    "reveal_all": False,
                    "teacher": False,
                    "bot_to_move": False,
                    "can_undo": False,
                    "curtain": {},
                }
            )
            out["lesson"] = {"game": session.game.name, "traits": traits, "log": session.log_entries(viewer)}
        elif self.quiz is not None:
            out["quiz"] = quiz_frame(self.quiz, lang, closed, self.run, self.simulation)
        return out


def _decoded(session: TableSession[Any], action: object) -> Action | None:
    """A refused move as the engine reads it (the grid says it in words), or None: the
    engine could not read it at all."""
    try:
        decoded: Action = type(session.game).decode_action(action)
    except Exception:
        return None
    return decoded


def quiz_frame(
    attempt: QuizAttempt,
    lang: str,
    closed: bool,
    run: SimulationRun | None = None,
    simulation: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """A quiz on a device, as the notebooks' quiz front end draws it (the Quiz widget's
    traits): the question and the student's own tries; the answer only once it is theirs
    (right, or every try used) or the teacher has closed the item; the student's own
    simulation (``run``: under way; ``simulation``: its result), which opens with the answer."""
    spec = attempt.spec
    solution = attempt.solution(lang)
    if not solution and closed:  # the teacher closed the item: the answer, for everyone
        shown = QuizAttempt(spec, 1, ("reveal",))
        shown.reveal()
        solution = {**shown.solution(lang), "closed": True}
    hints = attempt.hints(lang)
    return {
        "quiz_id": spec.id,
        "question": say(spec.question, lang),
        "rules": list(spec.rules),
        "unit": say(spec.unit, lang),
        "tolerance": spec.tolerance,
        "hints": hints,
        "hint_text": hints[-1] if hints else "",
        "hint_count": len(spec.graded_hints()),
        "tries": attempt.tries,
        "tries_left": attempt.tries_left,
        "attempts": attempt.attempts,
        "allow": [],
        "available": {
            "check": attempt.may("check") and not closed,
            "simulate": spec.simulate is not None and run is None and (closed or attempt.may("simulate")),
            "reveal": attempt.may("reveal"),
        },
        "has_simulation": spec.simulate is not None,
        "trials": CLASS_TRIALS,
        "result": {}
        if attempt.correct is None
        else {"correct": attempt.correct, "value": attempt.value, "text": attempt.verdict(lang)},
        "solution": solution,
        "simulation": attempt.agreement(simulation) if simulation and solution else dict(simulation or {}),
        "sim_progress": {"done": run.done, "trials": run.trials} if run is not None else {},
        "error": "",
        "settings": {"theme": "auto", "high_contrast": False, "language": lang},
        "strings": ui_strings(lang),
    }


# ------------------------------------------------------------------------- the teacher's grid
STATES = ("first-try", "after-tries", "stuck", "not-reached")


def grid(activity: Activity, learners: Sequence[Learner], lang: str) -> dict[str, Any]:
    """The teacher's live grid of ``activity`` for a teacher's page in ``lang``: students by
    rules, each cell one of STATES; per item the most common wrong moves with the rule they
    broke, and for a quiz the answers given; each student's tries in order, the moves in
    ``lang``'s words. All of it from the learners' own record: no store is read."""
    rules = list(dict.fromkeys(rule for item in activity.items for rule in activity.rules(item)))
    students = []
    for learner in learners:
        cells = {rule: _state(learner, activity, rule) for rule in rules}
        students.append(
            {
                "id": learner.student[:12],
                "name": learner.name,
                "room": learner.room,
                "cells": cells,
                "item": learner.item,
                "tries": [
                    {"item": t.item, "did": t.text(lang), "correct": t.correct, "rule": t.rule} for t in learner.tries
                ],
            }
        )
    items = []
    for item in activity.items:
        wrong = Counter(
            (t.text(lang), t.rule) for learner in learners for t in learner.tries if t.item == item and not t.correct
        )
        answers = Counter(t.did for learner in learners for t in learner.tries if t.item == item)
        items.append(
            {
                "item": item,
                "title": activity.title(item, lang),
                "rules": list(activity.rules(item)),
                "closed": item in activity.closed,
                "wrong": [{"did": did, "rule": rule, "count": n} for (did, rule), n in wrong.most_common(3)],
                "answers": [{"answer": a, "count": n} for a, n in answers.most_common(12)]
                if activity.kind == "quiz"
                else [],
            }
        )
    return {
        "type": "grid",
        "activity": activity.to_json(),
        "rules": rules,
        "states": list(STATES),
        "students": students,
        "items": items,
    }


def _state(learner: Learner, activity: Activity, rule: str) -> str:
    items = [item for item in activity.items if rule in activity.rules(item)]
    rows = sorted((r for r in learner.results if r.item.split("/", 1)[1] in items), key=lambda r: r.at)
    if any(r.correct for r in rows):
        # right the first time: the first judged move (or answer) was right, at the first try
        return "first-try" if rows[0].correct and rows[0].tries == 1 else "after-tries"
    tried = rows or any(t.item in items for t in learner.tries)
    return "stuck" if tried else "not-reached"


def closed_results(activity: Activity, learners: Sequence[Learner], lang: str) -> list[dict[str, Any]]:
    """What the projector shows of the closed items: how many got each right, how many
    tried, and (a quiz) how the decisive answers fell: nothing of any one student. From the
    room's ``learners``' own record, as the grid: their results are this room's and this
    activity's only (another room's activity of the same number is not theirs), and a
    projector's frame reads no store."""
    out = []
    for item in activity.closed:
        rows = [r for learner in learners for r in learner.results if r.item.split("/", 1)[1] == item]
        latest: dict[str, ResultRecord] = {}  # each student's: right once, or their last
        for r in sorted(rows, key=lambda r: r.at):
            if not latest.get(r.student_id, r).correct or r.student_id not in latest:
                latest[r.student_id] = r
        right = sum(1 for r in latest.values() if r.correct)
        answers = Counter(r.answer for r in latest.values() if r.answer) if activity.kind == "quiz" else Counter()
        out.append(
            {
                "item": item,
                "title": activity.title(item, lang),
                "rules": list(activity.rules(item)),
                "students": len(latest),
                "right": right,
                "answers": [{"answer": a, "count": n} for a, n in answers.most_common(8)],
            }
        )
    return out
