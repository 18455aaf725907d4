"""Lessons and quizzes on every device: the teacher starts one for a room, every seated
student works on it on their own device (the lesson's table judged by the same Coach as
in a notebook, the quiz checked on the server), and the teacher's grid fills in by rule,
live: right the first time, right after tries, stuck, not reached. Nothing of a student's
answers reaches another device or the projector before the teacher closes the item."""

from __future__ import annotations

import contextlib
import json

import pytest
from support.classroom import TestClient, anna_and_ben, next_of, open_room
from support.words import english_left

from rules_engine import games
from rules_engine.i18n import MessageError
from tabletop_tutor_classroom.activities import lessons_of, moves_judged, quizzes_of
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import open_storage

pytestmark = pytest.mark.classroom

#: game -> (players, the bots of the seats past Anna's and Ben's)
ROOMS = {"exacto": (2, {}), "ganjifa": (3, {"2": "random"}), "deductio": (2, {}), "siggil": (2, {})}


def quiz_answers(quiz) -> tuple[str, str]:
    """A right answer to ``quiz`` and a wrong one, as a student types them."""
    return f"{quiz.answer:.6f}", f"{quiz.answer + 10 * quiz.tolerance + 1:.6f}"


@contextlib.contextmanager
def projecting(client, code: str):
    """A projector watching room ``code``, past its first public frame."""
    with client.websocket_connect("/ws") as projector:
        projector.send_json({"type": "project", "room": code})
        next_of(projector, "public")
        yield projector


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
    answer, wrong = quiz_answers(quiz)
    with (
        anna_and_ben(client, code) as pair,
        client.websocket_connect("/ws") as teacher,
        projecting(client, code) as projector,
    ):
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


@pytest.mark.parametrize("name", sorted(ROOMS))
def test_the_moves_a_lesson_judges_are_its_right_and_wrong_moves(name):
    """``moves_judged``: what the tests and the class benchmark play as a student. Each
    lesson's right move is judged right at its start and its wrong one wrong, both legal."""
    for spec in lessons_of(name):
        right, wrong = moves_judged(spec)
        game = spec.start()
        legal = [a.to_json() for a in game.legal_actions()]
        assert right in legal and spec.judge(game, right)[0].correct, spec.id
        if wrong is not None:
            assert wrong in legal and not spec.judge(game, wrong)[0].correct, spec.id


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


@pytest.mark.parametrize("name", sorted(ROOMS))
def test_the_grid_names_each_move_in_the_words_of_the_teacher_page_it_reaches(app, name):
    """A Latvian and a Finnish teacher page watch a lesson of each game (a bid, a clue, a
    capture, a card: each game's moves read differently in each language): Anna's judged
    wrong move (and in Ganjifa a move the engine refuses) reaches each page in its own
    language, in her tries and in the item's most common wrong moves, with no English word
    left in it."""
    server, client = app
    players, bots = ROOMS[name]
    code = open_room(client, server, game=name, players=players, bots=bots)
    spec, wrong = next((spec, wrong) for spec in lessons_of(name) if (wrong := moves_judged(spec)[1]) is not None)
    moves = [refused_move(spec), wrong] if name == "ganjifa" else [wrong]
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
            {"type": "activity", "secret": server.secret, "kind": "lesson", "game": name, "item": spec.id, "room": code}
        )
        next_of(pair.anna, "activity")
        for teacher in (latvian, finnish):
            grid_of(teacher, code)
        for move in moves:
            pair.anna.send_json({"type": "lesson_act", "action": move})
            assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]["correct"] is False
            grids = {lang: grid_of(teacher, code) for teacher, lang in ((latvian, "lv"), (finnish, "fi"))}
        english = [decode(move).describe("en") for move in moves]
        for lang, grid in grids.items():
            said = [decode(move).describe(lang) for move in moves]
            for text, en in zip(said, english, strict=True):
                assert text != en and english_left(text, en, lang) == set(), (lang, text)
            assert [t["did"] for t in tries_of(grid, "Anna")] == said, lang
            assert {w["did"] for w in grid["items"][0]["wrong"]} == set(said), lang


def test_a_lesson_move_fills_the_grid_without_reading_the_class_results(app, results_spy):
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
        spy = results_spy(server)
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


def start_quiz(teacher, server, quiz, code: str) -> None:
    teacher.send_json(
        {"type": "activity", "secret": server.secret, "kind": "quiz", "game": "exacto", "item": quiz.id, "room": code}
    )


def projected_results(client, code: str) -> list[dict]:
    """The closed items' results on a projector that starts watching ``code`` now."""
    with client.websocket_connect("/ws") as projector:
        projector.send_json({"type": "project", "room": code})
        return next_of(projector, "public")["closed"]


def test_each_projector_counts_only_its_own_rooms_results(app):
    """Two rooms on the same quiz, each room's first activity (so its number is 1 in both):
    Anna is right at once in one room, and spends every try wrong in the other. Once the
    teacher closes the quiz in both, each room's projector shows its own room's answers."""
    server, client = app
    quiz = quizzes_of("exacto")[0]
    answers = dict(zip(("right", "wrong"), quiz_answers(quiz), strict=True))
    rooms = {how: open_room(client, server, game="exacto", players=2) for how in answers}
    with (
        anna_and_ben(client, rooms["right"]) as right,
        anna_and_ben(client, rooms["wrong"]) as wrong,
        client.websocket_connect("/ws") as teacher,
    ):
        for how, pair in (("right", right), ("wrong", wrong)):
            start_quiz(teacher, server, quiz, rooms[how])
            tries = next_of(pair.anna, "activity")["quiz"]["tries_left"] if how == "wrong" else 1
            for _ in range(tries):
                pair.anna.send_json({"type": "answer", "value": answers[how]})
                next_of(pair.anna, "activity")
        assert {server.rooms[code].activity.number for code in rooms.values()} == {1}
        for code in rooms.values():
            teacher.send_json({"type": "close", "secret": server.secret, "item": quiz.id, "room": code})
            next_of(right.anna if code == rooms["right"] else wrong.anna, "activity")
        shown = {how: projected_results(client, code) for how, code in rooms.items()}
    counts = {how: [(r["students"], r["right"], r["answers"]) for r in closed] for how, closed in shown.items()}
    assert counts == {
        "right": [(1, 1, [{"answer": answers["right"], "count": 1}])],
        "wrong": [(1, 0, [{"answer": answers["wrong"], "count": 1}])],
    }


def test_the_projector_shows_closed_results_without_reading_the_class_results(app, results_spy):
    """Once the teacher closes a quiz, every public frame carries the class's result: from
    the learners' own record, not from the store's results (every class's, every day's),
    which would be read again for each frame of each projector."""
    server, client = app
    quiz = quizzes_of("exacto")[0]
    code = open_room(client, server, game="exacto", players=2)
    with (
        anna_and_ben(client, code) as pair,
        client.websocket_connect("/ws") as teacher,
        projecting(client, code) as projector,
    ):
        start_quiz(teacher, server, quiz, code)
        next_of(pair.anna, "activity")
        pair.anna.send_json({"type": "answer", "value": quiz_answers(quiz)[0]})
        next_of(pair.anna, "activity")
        spy = results_spy(server)
        teacher.send_json({"type": "close", "secret": server.secret, "item": quiz.id, "room": code})
        shown = [next_of(projector, "public")["closed"]] + [projected_results(client, code) for _ in range(3)]
    assert [[(r["students"], r["right"]) for r in closed] for closed in shown] == [[(1, 1)]] * 4
    assert spy.calls == 0


def before_a_restart(database, act) -> tuple[str, str]:
    """``act(server, pair, teacher)`` on a class server storing in ``database``, with Anna
    and Ben in an Exacto room; then the server stops. The room's code and Ben's token, for
    the server started again on the same store."""
    server = ClassServer(open_storage(database), bot_delay=0)
    with TestClient(make_app(server)) as client:
        code = open_room(client, server, game="exacto", players=2)
        with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
            act(server, pair, teacher)
            ben = pair.ben_joined["token"]
    server.storage.close()
    return code, ben


def test_a_restarted_server_grid_reads_the_activitys_results_once(database, results_spy):
    """A server restarted in the middle of a lesson: the grid still says who got it right the
    first time (from the database, read once for the room's activity), and the moves made
    since do not read it again."""
    spec = lessons_of("exacto")[0]
    right, wrong = moves_judged(spec)

    def anna_is_right(server, pair, teacher) -> None:
        teacher.send_json(
            {"type": "activity", "secret": server.secret, "kind": "lesson", "game": "exacto", "item": spec.id}
        )
        next_of(pair.anna, "activity")
        pair.anna.send_json({"type": "lesson_act", "action": right})
        assert next_of(pair.anna, "activity")["lesson"]["traits"]["feedback"]["correct"] is True

    code, ben = before_a_restart(database, anna_is_right)
    server = ClassServer(open_storage(database), bot_delay=0)
    spy = results_spy(server)
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


def test_a_restarted_servers_projector_reads_the_closed_results_once(database, results_spy):
    """A server restarted after the teacher closed a quiz: the projector still shows how the
    class answered (what the store kept, read once for the room's activity), however many
    projectors look."""
    quiz = quizzes_of("exacto")[0]
    right, _wrong = quiz_answers(quiz)

    def closed_once_anna_is_right(server, pair, teacher) -> None:
        start_quiz(teacher, server, quiz, pair.code)
        next_of(pair.anna, "activity")
        pair.anna.send_json({"type": "answer", "value": right})
        next_of(pair.anna, "activity")
        teacher.send_json({"type": "close", "secret": server.secret, "item": quiz.id, "room": pair.code})
        next_of(pair.anna, "activity")

    code, _ben = before_a_restart(database, closed_once_anna_is_right)
    server = ClassServer(open_storage(database), bot_delay=0)
    spy = results_spy(server)
    with TestClient(make_app(server)) as client:
        shown = [projected_results(client, code) for _ in range(3)]
    assert [[(r["students"], r["right"], r["answers"]) for r in closed] for closed in shown] == [
        [(1, 1, [{"answer": right, "count": 1}])]
    ] * 3
    assert spy.calls == 1, "the room's activity, once"
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
