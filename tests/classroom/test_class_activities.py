"""Lessons and quizzes on every device: the teacher starts one for a room, every seated
student works on it on their own device (the lesson's table judged by the same Coach as
in a notebook, the quiz checked on the server), and the teacher's grid fills in by rule,
live: right the first time, right after tries, stuck, not reached. Nothing of a student's
answers reaches another device or the projector before the teacher closes the item."""

from __future__ import annotations

import json

import pytest
from support.classroom import TestClient, anna_and_ben, next_of, open_room
from support.lessons import moves_judged

from rules_engine import games
from rules_engine.i18n import MessageError
from tabletop_tutor_classroom.activities import lessons_of, quizzes_of
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import open_storage

pytestmark = pytest.mark.classroom

#: game -> (players, the bots of the seats past Anna's and Ben's)
ROOMS = {"exacto": (2, {}), "ganjifa": (3, {"2": "random"}), "deductio": (2, {}), "siggil": (2, {})}


def grid_of(teacher, code: str) -> dict:
    frame = next_of(teacher, "grids")
    return next(g for g in frame["grids"] if g["room"] == code)


def cells(grid: dict, name: str) -> set[str]:
    return set(next(s for s in grid["students"] if s["name"] == name)["cells"].values())


@pytest.mark.parametrize("name", sorted(ROOMS))
def test_a_lesson_on_every_device_judges_each_students_move_and_fills_the_teachers_grid(app, name):
    """The game's first lesson for a room: Anna makes a wrong move (the lesson's feedback
    says why, with its rule), tries again and is right; Ben is right at once; the grid says
    "right after tries" for Anna, "right the first time" for Ben, by every rule the lesson
    teaches, and lists Anna's wrong move as the most common one."""
    server, client = app
    players, bots = ROOMS[name]
    code = open_room(client, server, game=name, players=players, bots=bots)
    spec = lessons_of(name)[0]
    right, wrong = moves_judged(spec)
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "watch", "secret": server.secret})
        next_of(teacher, "grids")
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "lesson", "game": name, "item": spec.id, "room": code}
        )
        for ws in (pair.anna, pair.ben):
            frame = next_of(ws, "activity")
            assert frame["item"] == spec.id and frame["lesson"]["traits"]["lesson_info"]["id"] == spec.id
            assert frame["lesson"]["traits"]["legal"], "the learner is on turn at the lesson's table"
        assert set(grid_of(teacher, code)["students"][0]["cells"].values()) == {"not-reached"}
        if wrong is not None:
            pair.anna.send_json({"type": "lesson_act", "action": wrong})
            feedback = next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]
            assert feedback["correct"] is False and feedback["text"]
            assert cells(grid_of(teacher, code), "Anna") == {"stuck"}
            pair.anna.send_json({"type": "retry"})
            assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"] == {}
            grid_of(teacher, code)
        pair.anna.send_json({"type": "lesson_act", "action": right})
        assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]["correct"] is True
        grid_of(teacher, code)
        pair.ben.send_json({"type": "lesson_act", "action": right})
        assert next_of(pair.ben, "activity")["lesson"]["traits"]["feedback"]["correct"] is True
        grid = grid_of(teacher, code)
        assert cells(grid, "Ben") == {"first-try"}
        assert cells(grid, "Anna") == {"after-tries" if wrong is not None else "first-try"}
        assert set(grid["rules"]) == set(spec.rules)
        if wrong is not None:
            assert grid["items"][0]["wrong"][0]["count"] == 1
            assert [t["correct"] for t in next(s for s in grid["students"] if s["name"] == "Anna")["tries"]] == [
                False,
                True,
            ]
    results = [r for r in server.storage.results() if r.activity]
    assert {r.student for r in results} == {"Anna", "Ben"}
    assert all(r.student_id and r.student_id != r.student for r in results), "results follow the seat"


@pytest.mark.parametrize("name", sorted(ROOMS))
def test_a_quiz_on_every_device_is_checked_on_the_server_and_shows_no_answer_before_its_time(app, name):
    """The game's first quiz: Anna's wrong answer earns a hint and another try, never the
    answer; her right one shows it; Ben's device never shows Anna's answers, nor the answer,
    until the teacher closes the quiz; then the projector shows how the class answered."""
    server, client = app
    players, bots = ROOMS[name]
    code = open_room(client, server, game=name, players=players, bots=bots)
    quiz = quizzes_of(name)[0]
    answer = f"{quiz.answer:.6f}"
    wrong = f"{quiz.answer + 10 * quiz.tolerance + 1:.6f}"
    with (
        anna_and_ben(client, code) as pair,
        client.websocket_connect("/ws") as teacher,
        client.websocket_connect("/ws") as projector,
    ):
        projector.send_json({"type": "project", "room": code})
        next_of(projector, "public")
        teacher.send_json({"type": "watch", "secret": server.secret})
        next_of(teacher, "grids")
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "quiz", "game": name, "item": quiz.id, "room": code}
        )
        first_ben = next_of(pair.ben, "activity")
        frame = next_of(pair.anna, "activity")["quiz"]
        assert set(grid_of(teacher, code)["students"][0]["cells"].values()) == {"not-reached"}
        assert frame["question"] and frame["solution"] == {} and frame["tries_left"] == 3
        assert str(quiz.answer) not in json.dumps(frame)
        pair.anna.send_json({"type": "answer", "value": wrong})
        frame = next_of(pair.anna, "activity")["quiz"]
        assert frame["result"]["correct"] is False and frame["solution"] == {} and frame["tries_left"] == 2
        assert len(frame["hints"]) == 1 and str(quiz.answer) not in json.dumps(frame)
        grid_of(teacher, code)
        pair.anna.send_json({"type": "answer", "value": answer})
        frame = next_of(pair.anna, "activity")["quiz"]
        assert frame["result"]["correct"] is True and frame["solution"]["answer"] == quiz.answer
        grid = grid_of(teacher, code)
        assert cells(grid, "Anna") == {"after-tries"}
        assert {a["answer"] for a in grid["items"][0]["answers"]} == {wrong, answer}
        # Ben's device: the same quiz as before Anna answered, nothing of hers, no answer
        server_room = server.rooms[code]
        ben_now = server_room.learner(next(s.token_digest for s in server_room.record.seats if s.name == "Ben"))
        assert ben_now.frame("en", False) == first_ben
        assert server_room.public_frame()["closed"] == []
        teacher.send_json({"type": "close", "secret": server.secret, "item": quiz.id, "room": code})
        closed_ben = next_of(pair.ben, "activity")["quiz"]
        assert closed_ben["solution"]["answer"] == quiz.answer and closed_ben["solution"]["closed"]
        assert closed_ben["available"]["check"] is False
        shown = next_of(projector, "public")["closed"]
        assert shown == [
            {
                "item": quiz.id,
                "title": quiz.id,
                "rules": list(quiz.rules),
                "students": 1,
                "right": 1,
                "answers": [{"answer": answer, "count": 1}],
            }
        ]


def test_a_student_who_reloads_gets_the_activity_where_they_were(app):
    """A sequence of Exacto's lessons: Anna finishes the first and goes on; her device
    reloads (a new socket, her token); the activity comes back at the second lesson."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    first, second = lessons_of("exacto")[:2]
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "sequence", "game": "exacto", "room": code}
        )
        assert next_of(pair.anna, "activity")["item"] == first.id
        pair.anna.send_json({"type": "go_on"})  # not done yet: refused, in words
        assert "Finish this one first" in next_of(pair.anna, "error")["message"]
        pair.anna.send_json({"type": "lesson_act", "action": moves_judged(first)[0]})
        next_of(pair.anna, "activity")
        pair.anna.send_json({"type": "go_on"})
        assert next_of(pair.anna, "activity")["item"] == second.id
        token = pair.anna_joined["token"]
    with client.websocket_connect("/ws") as again:
        again.send_json({"type": "resume", "token": token})
        frame = next_of(again, "activity")
        assert frame["item"] == second.id and frame["activity"]["done"] == [first.id]


def test_a_second_student_of_the_same_name_is_asked_for_another(app):
    """Names are one student's in a room: results follow the seat, and the class reads who
    is who."""
    server, client = app
    code = open_room(client, server, game="exacto", players=3)
    with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as other:
        anna.send_json({"type": "join", "room": code, "name": "Anna"})
        assert anna.receive_json()["type"] == "joined"
        other.send_json({"type": "join", "room": code, "name": "anna"})
        refusal = other.receive_json()
        assert refusal["type"] == "error" and "already called anna" in refusal["message"]


def test_every_game_has_lessons_and_quizzes_for_a_class():
    assert all(lessons_of(name) and quizzes_of(name) for name in games())


def tries_of(grid: dict, name: str) -> list[dict]:
    return next(s for s in grid["students"] if s["name"] == name)["tries"]


def refused_move(spec) -> dict:
    """A move the engine reads but refuses at the lesson's start (a Ganjifa card of the
    wrong move's suit that is not the learner's to play)."""
    game = spec.start()
    legal = [a.to_json() for a in game.legal_actions()]
    suit = legal[0]["card"]["suit"]
    return next(
        card for rank in range(1, 13) if (card := {"kind": "play", "card": {"suit": suit, "rank": rank}}) not in legal
    )


def test_the_grid_names_each_move_in_the_words_of_the_teacher_page_it_reaches(app):
    """A Latvian and a Finnish teacher page watch a Ganjifa lesson (its moves, cards, read
    differently in each language): Anna's refused move and her judged wrong move reach each
    page in its own language, in her tries and in the item's most common wrong moves, never
    in English."""
    server, client = app
    code = open_room(client, server, game="ganjifa", players=3, bots={"2": "random"})
    spec = lessons_of("ganjifa")[0]
    _right, wrong = moves_judged(spec)
    refused = refused_move(spec)
    decode = type(spec.start()).decode_action
    with (
        anna_and_ben(client, code) as pair,
        client.websocket_connect("/ws") as latvian,
        client.websocket_connect("/ws") as finnish,
    ):
        for teacher, lang in ((latvian, "lv"), (finnish, "fi")):
            teacher.send_json({"type": "watch", "secret": server.secret, "lang": lang})
            next_of(teacher, "grids")
        latvian.send_json(
            {
                "type": "activity",
                "secret": server.secret,
                "kind": "lesson",
                "game": "ganjifa",
                "item": spec.id,
                "room": code,
            }
        )
        next_of(pair.anna, "activity")
        for teacher in (latvian, finnish):
            grid_of(teacher, code)
        for move in (refused, wrong):
            pair.anna.send_json({"type": "lesson_act", "action": move})
            assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]["correct"] is False
            grids = {lang: grid_of(teacher, code) for teacher, lang in ((latvian, "lv"), (finnish, "fi"))}
        for lang, grid in grids.items():
            said = [decode(move).describe(lang) for move in (refused, wrong)]
            assert said != [decode(move).describe("en") for move in (refused, wrong)], "the words differ by language"
            assert [t["did"] for t in tries_of(grid, "Anna")] == said, lang
            assert {w["did"] for w in grid["items"][0]["wrong"]} == set(said), lang


class Spy:
    """A stand-in for ``storage.results`` that counts its calls and answers as it would."""

    def __init__(self, results):
        self.results, self.calls = results, 0

    def __call__(self):
        self.calls += 1
        return self.results()


def test_a_lesson_move_fills_the_grid_without_reading_the_class_results(app, monkeypatch):
    """Starting a lesson and every move made in it reach the teacher's grid from the
    learners' own record: the database's results (every class's, every day's) are not read
    again for each move."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    spec = lessons_of("exacto")[0]
    right, wrong = moves_judged(spec)
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "watch", "secret": server.secret})
        next_of(teacher, "grids")
        spy = Spy(server.storage.results)
        monkeypatch.setattr(server.storage, "results", spy)
        teacher.send_json(
            {
                "type": "activity",
                "secret": server.secret,
                "kind": "lesson",
                "game": "exacto",
                "item": spec.id,
                "room": code,
            }
        )
        next_of(pair.anna, "activity")
        grid_of(teacher, code)
        moves = [wrong, right] if wrong is not None else [right]
        for move in moves:
            pair.anna.send_json({"type": "lesson_act", "action": move})
            next_of(pair.anna, "activity")
            grid = grid_of(teacher, code)
            if move is wrong:
                pair.anna.send_json({"type": "retry"})
                next_of(pair.anna, "activity")
                grid_of(teacher, code)
        assert spy.calls == 0
    assert [t["correct"] for t in tries_of(grid, "Anna")] == [m is right for m in moves]
    assert cells(grid, "Anna") == {"after-tries" if wrong is not None else "first-try"}
    assert cells(grid, "Ben") == {"not-reached"}
    assert [r.correct for r in spy.results() if r.activity] == [m is right for m in moves], "kept all the same"


def test_a_restarted_server_grid_reads_the_activitys_results_once(database, monkeypatch):
    """A server restarted in the middle of a lesson: the grid still says who got it right the
    first time (from the database, read once for the room's activity), and the moves made
    since do not read it again."""
    server = ClassServer(open_storage(database), bot_delay=0)
    spec = lessons_of("exacto")[0]
    right, wrong = moves_judged(spec)
    with TestClient(make_app(server)) as client:
        code = open_room(client, server, game="exacto", players=2)
        with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
            teacher.send_json(
                {"type": "activity", "secret": server.secret, "kind": "lesson", "game": "exacto", "item": spec.id}
            )
            next_of(pair.anna, "activity")
            pair.anna.send_json({"type": "lesson_act", "action": right})
            assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]["correct"] is True
            ben = pair.ben_joined["token"]
    server.storage.close()
    server = ClassServer(open_storage(database), bot_delay=0)
    spy = Spy(server.storage.results)
    monkeypatch.setattr(server.storage, "results", spy)
    with TestClient(make_app(server)) as client, client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "watch", "secret": server.secret})
        next_of(teacher, "results")
        grid = grid_of(teacher, code)
        assert cells(grid, "Anna") == {"first-try"} and cells(grid, "Ben") == {"not-reached"}
        assert spy.calls == 2, "the results page's tables, and the room's activity once"
        with client.websocket_connect("/ws") as again:
            again.send_json({"type": "resume", "token": ben})
            next_of(again, "activity")
            grid_of(teacher, code)
            again.send_json({"type": "lesson_act", "action": wrong if wrong is not None else right})
            next_of(again, "activity")
            grid = grid_of(teacher, code)
        assert spy.calls == 2
    assert cells(grid, "Ben") == {"stuck" if wrong is not None else "first-try"}
    server.storage.close()


def test_the_class_server_refuses_in_one_way():
    """One ``refuse`` makes every refusal of the class server (its messages module's): the
    activities, the rooms and the results raise the same."""
    from tabletop_tutor_classroom import activities, messages, results, room

    assert activities.refuse is messages.refuse and room.refuse is messages.refuse
    assert results.refuse is messages.refuse
    refusal = messages.refuse("input", "c.not-done")
    assert refusal.rule == "input" and refusal.render("en").startswith("Finish this one first")
    with pytest.raises(MessageError):  # a refusal with no words is a mistake found where it is made
        messages.refuse("input", "c.no-such-message")
