"""What the class learned: students' seats report lessons and quizzes, the teacher reads
them by student and by rule and as CSV, and clears them; nothing a student did not do is
recorded (a report names no student, and names only lessons and quizzes that exist)."""

from __future__ import annotations

import contextlib
import csv
import io
import time

from support.classroom import TestClient, anna_and_ben, join, next_of, one_quiz_right, open_room

from tabletop_tutor_classroom.activities import lessons_of
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import open_storage, token_digest

#: the export's columns, as a spreadsheet reads them
COLUMNS = ("student", "activity", "game", "kind", "item", "rules", "right", "tries", "time")


def when(result) -> str:
    """A result's time as the export writes it: the server's local time, to the second."""
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(result.at))


def report(ws, **fields) -> dict:
    ws.send_json({"type": "report", **fields})
    return ws.receive_json()


def results(client, server) -> dict:
    with client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "results", "secret": server.secret})
        return teacher.receive_json()


@contextlib.contextmanager
def seated_pair(client, server):
    """Anna and Ben seated in an Exacto room: ``(code, anna, ben)``."""
    code = open_room(client, server, game="exacto", players=3, bots={"2": "random"})
    with anna_and_ben(client, code) as pair:
        yield code, pair.anna, pair.ben


def test_reports_show_by_student_by_rule_and_in_csv(app):
    """Anna did the opening-bid lesson (exacto.roll, exacto.opening-bid) right in two tries
    and a quiz wrong; Ben a quiz right: the rules come from the lessons themselves."""
    server, client = app
    with seated_pair(client, server) as (code, anna, ben):
        check_reports(client, server, code, anna, ben)


def check_reports(client, server, code, anna, ben):
    assert report(anna, kind="lesson", game="exacto", item="opening-bid", correct=True, tries=2) == {
        "type": "reported",
        "kind": "lesson",
        "game": "exacto",
        "item": "opening-bid",
    }
    assert report(anna, kind="quiz", game="exacto", item="at-least-10-fours", correct=False, tries=3)["type"] == (
        "reported"
    )
    assert report(ben, kind="quiz", game="exacto", item="at-least-10-fours", correct=True, tries=1)["type"] == (
        "reported"
    )
    found = results(client, server)
    assert found["by_student"] == [
        {
            "student": "Anna",
            "lessons": 1,
            "lessons_right": 1,
            "quizzes": 1,
            "quizzes_right": 0,
            "plays": 0,
            "plays_right": 0,
            "tries": 5,
        },
        one_quiz_right("Ben"),
    ]
    by_rule = {row["rule"]: row for row in found["by_rule"]}
    assert sorted(by_rule) == ["exacto.liar", "exacto.opening-bid", "exacto.roll", "exacto.wild-ones"]
    assert by_rule["exacto.liar"] == {
        "rule": "exacto.liar",
        "students": 2,
        "lessons": 0,
        "lessons_right": 0,
        "quizzes": 2,
        "quizzes_right": 1,
        "plays": 0,  # no class game was judged (test_class_play_review.py)
        "plays_right": 0,
        "tries": 4,
    }
    assert by_rule["exacto.roll"]["students"] == 1 and by_rule["exacto.roll"]["lessons_right"] == 1
    rows = list(csv.reader(io.StringIO(found["csv"])))
    kept = server.storage.results()
    assert rows == [
        list(COLUMNS),
        # reports from a notebook: part of no activity of the teacher's
        ["Anna", "", "exacto", "lesson", "opening-bid", "exacto.roll exacto.opening-bid", "1", "2", when(kept[0])],
        ["Anna", "", "exacto", "quiz", "at-least-10-fours", "exacto.wild-ones exacto.liar", "0", "3", when(kept[1])],
        ["Ben", "", "exacto", "quiz", "at-least-10-fours", "exacto.wild-ones exacto.liar", "1", "1", when(kept[2])],
    ]


def test_a_forged_or_unseated_report_records_nothing(app):
    """A report for another student (naming them, or with a made-up token), for a lesson
    that does not exist, with a count nobody makes, or from no seat: refused, nothing kept."""
    server, client = app
    with seated_pair(client, server) as (_, anna, _ben):
        check_forgeries(client, server, anna)


def check_forgeries(client, server, anna):
    good = {"kind": "lesson", "game": "exacto", "item": "raise", "correct": True, "tries": 1}
    for fields, message in (
        ({**good, "student": "Ben"}, "The 'report' message has no field 'student'."),
        ({**good, "seat": 1}, "The 'report' message has no field 'seat'."),
        ({**good, "item": "fly"}, "exacto has no lesson 'fly'."),
        ({**good, "game": "chess"}, None),
        ({**good, "kind": "exam"}, "A report is about a lesson or a quiz (lesson, quiz), not 'exam'."),
        ({**good, "tries": 0}, "The tries are counted from 1 to 1000, not 0."),
        ({**good, "correct": "yes"}, "'correct' in the 'report' message must be true or false, not 'yes'."),
    ):
        reply = report(anna, **fields)
        assert reply["type"] == "error" and reply["rule"] == "input", reply
        assert message is None or reply["message"] == message
    with client.websocket_connect("/ws") as stranger:
        stranger.send_json({"type": "resume", "token": "made-up"})
        assert stranger.receive_json()["message"].startswith("This seat token is not valid")
        assert report(stranger, **good)["message"] == "Join a room first, with its code and your name."
    assert server.storage.results() == []
    assert results(client, server)["by_student"] == []
    # a student cannot read the class's results or clear them
    for kind in ("results", "clear"):
        anna.send_json({"type": kind, "secret": server.secret})
        assert anna.receive_json()["rule"] == "auth"


def test_results_are_kept_in_the_database_until_the_teacher_clears_the_class(database):
    server = ClassServer(open_storage(database), bot_delay=0)
    with TestClient(make_app(server)) as client, seated_pair(client, server) as (code, anna, _ben):
        report(anna, kind="lesson", game="exacto", item="raise", correct=False, tries=4)
    server.storage.close()
    server = ClassServer(open_storage(database), bot_delay=0)  # the next lesson, the same database
    with TestClient(make_app(server)) as client:
        assert results(client, server)["by_student"][0]["student"] == "Anna"
        with client.websocket_connect("/ws") as teacher:
            teacher.send_json({"type": "clear", "secret": server.secret})
            cleared = teacher.receive_json()
        assert cleared["by_student"] == [] and cleared["csv"].splitlines() == [",".join(COLUMNS)]
    assert server.storage.results() == []
    assert [r.code for r in server.storage.rooms()] == [code]  # the rooms stay
    server.storage.close()


def test_a_name_a_spreadsheet_would_run_is_exported_as_text(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2, bots={"1": "random"})
    with client.websocket_connect("/ws") as eve:
        join(eve, code, "=HYPERLINK(1)")
        report(eve, kind="quiz", game="exacto", item="expected-count", correct=True, tries=1)
    assert list(csv.reader(io.StringIO(results(client, server)["csv"])))[1][0] == "'=HYPERLINK(1)"


def test_the_csv_has_a_line_for_each_judged_move_of_a_lesson_on_the_devices(app):
    """A lesson the teacher started for a room: Anna's judged moves (a wrong one, then the
    right one) are lines of the export, under its columns: the activity's number, the
    lesson's rules, right or not, the tries, and when."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    spec = lessons_of("exacto")[0]
    game = spec.start()
    judged = [(spec.judge(game, a)[0].correct, a.to_json()) for a in game.legal_actions()]
    right = next(a for correct, a in judged if correct)
    wrong = next((a for correct, a in judged if not correct), None)
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "lesson", "game": "exacto", "item": spec.id}
        )
        next_of(pair.anna, "activity")
        for move in [wrong, right] if wrong is not None else [right]:
            pair.anna.send_json({"type": "lesson_act", "action": move})
            next_of(pair.anna, "activity")
            pair.anna.send_json({"type": "retry"})
            next_of(pair.anna, "activity")
    rows = list(csv.reader(io.StringIO(results(client, server)["csv"])))
    kept = server.storage.results()
    rules = " ".join(spec.rules)
    lines = [["Anna", "1", "exacto", "lesson", spec.id, rules, "1", "1", when(kept[-1])]]
    if wrong is not None:
        lines.insert(0, ["Anna", "1", "exacto", "lesson", spec.id, rules, "0", "1", when(kept[0])])
    assert rows == [list(COLUMNS), *lines]
    assert all(r.student_id == token_digest(pair.anna_joined["token"]) for r in kept), "the seat's results"


def test_two_students_of_one_name_are_two_students_in_the_csv(app):
    """An Anna in each of two rooms: the export tells them apart (each by her room), as the
    results belong to the seat and not to the name."""
    server, client = app
    rooms = [open_room(client, server, game="exacto", players=2, bots={"1": "random"}) for _ in range(2)]
    with client.websocket_connect("/ws") as first, client.websocket_connect("/ws") as second:
        for ws, code in zip((first, second), rooms, strict=True):
            join(ws, code, "Anna")
            report(ws, kind="quiz", game="exacto", item="expected-count", correct=True, tries=1)
    rows = list(csv.reader(io.StringIO(results(client, server)["csv"])))
    assert [row[0] for row in rows[1:]] == [f"Anna ({code})" for code in rooms]
    assert len(results(client, server)["by_student"]) == 2


def test_clearing_the_class_clears_the_teachers_grid_too(app):
    """The results of a lesson on the devices are the class's results: once the teacher
    clears the class, the grid shows none of them (nor the tries)."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    spec = lessons_of("exacto")[0]
    game = spec.start()
    right = next(a.to_json() for a in game.legal_actions() if spec.judge(game, a)[0].correct)
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "watch", "secret": server.secret})
        next_of(teacher, "catalog")
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "lesson", "game": "exacto", "item": spec.id}
        )
        next_of(teacher, "grids")
        pair.anna.send_json({"type": "lesson_act", "action": right})
        anna = next(s for s in next_of(teacher, "grids")["grids"][0]["students"] if s["name"] == "Anna")
        assert set(anna["cells"].values()) == {"first-try"} and anna["tries"]
        teacher.send_json({"type": "clear", "secret": server.secret})
        assert next_of(teacher, "results")["by_student"] == []
        anna = next(s for s in next_of(teacher, "grids")["grids"][0]["students"] if s["name"] == "Anna")
        assert set(anna["cells"].values()) == {"not-reached"} and anna["tries"] == []
