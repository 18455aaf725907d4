"""A quiz's Simulate on a class device: the server plays the quiz's own simulation through
the engine, a bounded run (``CLASS_TRIALS`` games, slice by slice as the device asks),
only once the answer is the student's to see (right, every try used, or the item closed),
and to that student only."""

from __future__ import annotations

import contextlib

import pytest
from support.classroom import anna_and_ben, next_of, open_room

from tabletop_tutor_classroom import activities
from tabletop_tutor_classroom import server as server_module
from tabletop_tutor_classroom.activities import quizzes_of

TRIALS = 40  # a class run's games here: a few slices, and few frames for the rate limit


@pytest.fixture(autouse=True)
def short_slices(monkeypatch):
    """Slices of a game or a few (a fast quiz's 1,000 would fit in one) and no rest after
    each (the class's share of the server's time); runs of ``TRIALS`` games."""
    monkeypatch.setattr(activities, "SLICE_SECONDS", 0.0005)
    monkeypatch.setattr(activities, "CLASS_TRIALS", TRIALS)
    monkeypatch.setattr(server_module, "SIM_SHARE", 1.0)


def a_simulated_quiz(game: str):
    return next(q for q in quizzes_of(game) if q.simulate is not None)


def start_quiz(teacher, server, game: str, quiz, code: str) -> None:
    teacher.send_json({"type": "watch", "secret": server.secret})
    next_of(teacher, "grids")
    teacher.send_json(
        {"type": "activity", "secret": server.secret, "kind": "quiz", "game": game, "item": quiz.id, "room": code}
    )


def refused(ws) -> tuple[dict, dict]:
    """A refused ask's two frames, the quiz as it stays and the refusal: (quiz, error)."""
    frames = {f["type"]: f for f in (ws.receive_json(), ws.receive_json())}
    return frames["activity"]["quiz"], frames["error"]


def simulate_to_the_end(ws) -> list[dict]:
    """Tap Simulate, then ask for each next slice as the quiz front end does: the quiz's
    frames, the last with the result."""
    ws.send_json({"type": "simulate"})
    frames = [next_of(ws, "activity")["quiz"]]
    while frames[-1]["sim_progress"]:
        ws.send_json({"type": "simulate", "done": frames[-1]["sim_progress"]["done"]})
        frames.append(next_of(ws, "activity")["quiz"])
    return frames


@pytest.mark.parametrize("game", ["exacto", "ganjifa", "deductio", "siggil"])
def test_simulate_opens_with_the_answer_and_runs_a_bounded_simulation_for_that_student(app, game):
    server, client = app
    players, bots = (3, {"2": "random"}) if game == "ganjifa" else (2, {})
    code = open_room(client, server, game=game, players=players, bots=bots)
    quiz = a_simulated_quiz(game)
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        start_quiz(teacher, server, game, quiz, code)
        first = next_of(pair.anna, "activity")["quiz"]
        ben_before = next_of(pair.ben, "activity")["quiz"]
        assert first["has_simulation"] and not first["available"]["simulate"]
        # before the answer: its estimate would be typed in as one
        pair.anna.send_json({"type": "simulate"})
        quiz_now, error = refused(pair.anna)
        assert error["rule"] == "input" and "simulat" in error["message"].lower()
        assert quiz_now["simulation"] == {} and quiz_now["sim_progress"] == {}
        pair.anna.send_json({"type": "answer", "value": f"{quiz.answer:.6f}"})
        answered = next_of(pair.anna, "activity")["quiz"]
        assert answered["solution"] and answered["available"]["simulate"]
        frames = simulate_to_the_end(pair.anna)
        done = [f["sim_progress"]["done"] for f in frames[:-1]]
        assert len(done) > 1 and done == sorted(set(done)), "slice by slice, each a step on"
        assert all(0 < d < TRIALS for d in done), done
        result = frames[-1]["simulation"]
        assert result["trials"] == TRIALS and 0 <= result["estimate"] <= 1
        assert isinstance(result["agrees"], bool), "shown beside the answer"
        # a second run is a new one; a stale slice ask changes nothing
        pair.anna.send_json({"type": "simulate", "done": 5})
        assert next_of(pair.anna, "activity")["quiz"]["simulation"] == result
        # Ben's device: still his own quiz, no answer and no simulation of Anna's
        pair.ben.send_json({"type": "simulate"})
        ben_after, error = refused(pair.ben)
        assert error["rule"] == "input" and ben_after == ben_before


@contextlib.contextmanager
def exacto_quiz_started(app):
    """Anna and Ben in an Exacto room, the teacher watching, a simulated quiz started and
    on Anna's device: (server, the pair, the teacher, the quiz, the room code)."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    quiz = a_simulated_quiz("exacto")
    with anna_and_ben(client, code) as pair, client.websocket_connect("/ws") as teacher:
        start_quiz(teacher, server, "exacto", quiz, code)
        next_of(pair.anna, "activity")
        yield server, pair, teacher, quiz, code


def test_the_device_cannot_ask_for_more_games_nor_two_runs_at_once(app):
    with exacto_quiz_started(app) as (_server, pair, _teacher, quiz, _code):
        pair.anna.send_json({"type": "answer", "value": f"{quiz.answer:.6f}"})
        next_of(pair.anna, "activity")
        pair.anna.send_json({"type": "simulate", "trials": 1_000_000})
        error = next_of(pair.anna, "error")
        assert error["rule"] == "input" and "trials" in error["message"]
        pair.anna.send_json({"type": "simulate"})
        under_way = next_of(pair.anna, "activity")["quiz"]
        assert under_way["sim_progress"]["trials"] == TRIALS
        assert not under_way["available"]["simulate"]
        pair.anna.send_json({"type": "simulate"})
        assert refused(pair.anna)[1]["rule"] == "input", "one run at a time"


def test_a_closed_item_opens_simulate_for_a_student_who_has_not_answered(app):
    with exacto_quiz_started(app) as (server, pair, teacher, quiz, code):
        teacher.send_json({"type": "close", "secret": server.secret, "item": quiz.id, "room": code})
        closed = next_of(pair.anna, "activity")["quiz"]
        assert closed["solution"]["closed"] and closed["available"]["simulate"]
        assert simulate_to_the_end(pair.anna)[-1]["simulation"]["trials"] == TRIALS
