"""What the class learned: the lesson completions and quiz attempts students' seats report,
and the teacher's tables of them (by student, by rule) and their CSV.

A report names a game and a lesson or quiz id; the server looks the item up in the game's
own lessons (``rules_engine.<game>.lessons``) and takes the rules it teaches from there, so
a report cannot invent a lesson, a rule, or another student: the student is the seat the
report came from.
"""

from __future__ import annotations

import csv
import importlib
import io
import time
from collections import defaultdict
from typing import Any

from rules_engine.core import brief, games

from .messages import refuse
from .room import Room
from .storage import ResultRecord

__all__ = ["KINDS", "TRIES_LIMIT", "record_report", "by_student", "by_rule", "results_csv", "CSV_COLUMNS"]

KINDS = {"lesson": "LESSONS", "quiz": "QUIZZES"}
TRIES_LIMIT = 1000  # more tries than anyone makes in a lesson: a forged count
#: the export's columns: the student (their seat, by the name it joined with), the teacher's
#: activity it was part of (its number in the room; empty: a notebook's report), the game,
#: lesson or quiz, its id, the rules it teaches, right (1) or not (0), the tries, and when
CSV_COLUMNS = ("student", "activity", "game", "kind", "item", "rules", "right", "tries", "time")
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"  # the server's local time, as a spreadsheet reads a date


def _items(game: str, kind: str) -> dict[str, Any]:
    try:
        module = importlib.import_module(f"rules_engine.{game}.lessons")
    except ModuleNotFoundError:
        return {}
    return {item.id: item for item in getattr(module, KINDS[kind], ())}


def record_report(room: Room, seat: int, kind: str, game: str, item: str, correct: bool, tries: int) -> ResultRecord:
    """Keep one report from ``seat`` of ``room``, or refuse it (rule ``input``) unchanged."""
    if kind not in KINDS:
        raise refuse("input", "c.bad-kind", kind=brief(kind), known=", ".join(KINDS))
    if game not in games():
        raise refuse("input", "c.bad-game", game=brief(game), known=", ".join(sorted(games())))
    found = _items(game, kind).get(item)
    if found is None:
        raise refuse("input", "c.bad-item", kind=kind, item=brief(item), game=game)
    if not 1 <= tries <= TRIES_LIMIT:
        raise refuse("input", "c.bad-tries", value=tries, high=TRIES_LIMIT)
    person = room.person(seat)
    if person is None:  # the teacher gave the seat away meanwhile
        raise refuse("input", "c.not-seated")
    result = ResultRecord(
        person.name,
        room.code,
        kind,
        f"{game}/{item}",
        list(found.rules),
        correct,
        tries,
        round(time.time(), 3),
        student_id=person.token_digest,  # the result is the seat's, whatever name it joined with
    )
    room.storage.add_result(result)
    return result


def _tally(rows: list[ResultRecord]) -> dict[str, Any]:
    lessons = [r for r in rows if r.kind == "lesson"]
    quizzes = [r for r in rows if r.kind == "quiz"]
    plays = [r for r in rows if r.kind == "play"]  # class games' judged moves (review.py)
    return {
        "lessons": len(lessons),
        "lessons_right": sum(r.correct for r in lessons),
        "quizzes": len(quizzes),
        "quizzes_right": sum(r.correct for r in quizzes),
        "plays": len(plays),
        "plays_right": sum(r.correct for r in plays),
        "tries": sum(r.tries for r in rows),
    }


def by_student(results: list[ResultRecord]) -> list[dict[str, Any]]:
    """One row a student (in the order they first reported)."""
    groups: dict[str, list[ResultRecord]] = defaultdict(list)
    for r in results:
        groups[_seat(r)].append(r)  # a seat, not a name: two Annas are two students
    return [{"student": rows[0].student, **_tally(rows)} for rows in groups.values()]


def by_rule(results: list[ResultRecord]) -> list[dict[str, Any]]:
    """One row a rule: how many students met it, and the tallies of what they did."""
    groups: dict[str, list[ResultRecord]] = defaultdict(list)
    for r in results:
        for rule in r.rules:
            groups[rule].append(r)
    return [
        {"rule": rule, "students": len({_seat(r) for r in rows}), **_tally(rows)}
        for rule, rows in sorted(groups.items())
    ]


def results_csv(results: list[ResultRecord]) -> str:
    """Every result, one line each (CSV_COLUMNS), for a spreadsheet."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    names = _student_names(results)
    for r in results:
        game, item = r.item.split("/", 1)
        writer.writerow(
            [
                _cell(names[_seat(r)]),
                r.activity or "",
                game,
                r.kind,
                item,
                " ".join(r.rules),
                int(r.correct),
                r.tries,
                time.strftime(TIME_FORMAT, time.localtime(r.at)),
            ]
        )
    return out.getvalue()


def _seat(r: ResultRecord) -> str:
    return r.student_id or r.student


def _student_names(results: list[ResultRecord]) -> dict[str, str]:
    """Each seat's name in the export: the name it joined with, and its room besides when
    another seat of the export has that name too ("Anna (K7P2)"): a result is its seat's."""
    seats: defaultdict[str, set[str]] = defaultdict(set)
    for r in results:
        seats[r.student].add(_seat(r))
    return {_seat(r): f"{r.student} ({r.room})" if len(seats[r.student]) > 1 else r.student for r in results}


def _cell(text: str) -> str:
    """A name a spreadsheet would run as a formula ("=HYPERLINK(...)") is kept as text."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
