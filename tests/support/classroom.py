"""The class server in-process for tests: a fresh server on an in-memory database behind
Starlette's test client, and the teacher's and a student's first steps."""

from __future__ import annotations

import contextlib
import json
import warnings
from dataclasses import dataclass
from typing import Any

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the test client's note about httpx's successor
    from starlette.testclient import TestClient

from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import SQLiteStorage

__all__ = [
    "TestClient",
    "class_app",
    "open_room",
    "join",
    "next_of",
    "Pair",
    "anna_and_ben",
    "teacher_asks",
    "one_quiz_right",
]


def class_app(storage=None, grid_pace=0.0):
    """``(server, client)`` for a server whose bots move at once and whose grids go out at
    once (at the next turn of its loop); use as a context manager."""
    server = ClassServer(storage or SQLiteStorage(":memory:"), bot_delay=0, grid_pace=grid_pace)
    return server, TestClient(make_app(server))


def open_room(client, server, **fields) -> str:
    with client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "open", "secret": server.secret, **fields})
        reply = teacher.receive_json()
    assert reply["type"] == "opened", reply
    return reply["room"]


def next_of(ws, kind: str, limit: int = 30) -> dict:
    """The next frame of type ``kind`` on ``ws`` (the table's own frames pass by)."""
    for _ in range(limit):
        frame = ws.receive_json()
        if frame["type"] == kind:
            return frame
    raise AssertionError(f"no {kind!r} frame in {limit}")


def join(ws, room, name):
    """Join ``room`` as ``name``: the "joined" frame and the first state frame."""
    ws.send_json({"type": "join", "room": room, "name": name})
    joined = ws.receive_json()
    assert joined["type"] == "joined", joined
    return joined, ws.receive_json()


@dataclass
class Pair:
    """Anna (seat 0) and Ben (seat 1) seated at room ``code``: their sockets, their "joined"
    frames (with their tokens), and the frames that start the game: Anna's once Ben sat
    down (she opens), and Ben's first."""

    code: str
    anna: Any
    ben: Any
    anna_joined: dict
    ben_joined: dict
    anna_state: dict
    ben_state: dict

    def first_move(self) -> tuple[dict, dict]:
        """Anna plays her first legal move: the frames it sends her and Ben."""
        self.anna.send_json({"type": "act", "action": self.anna_state["legal"][0]["action"]})
        return self.anna.receive_json(), self.ben.receive_json()


@contextlib.contextmanager
def anna_and_ben(client, code):
    """Anna and then Ben join ``code`` (a room with two free seats or more: the game starts
    once they sit); yields the :class:`Pair`."""
    with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as ben:
        anna_joined, _ = join(anna, code, "Anna")
        ben_joined, ben_state = join(ben, code, "Ben")
        yield Pair(code, anna, ben, anna_joined, ben_joined, anna.receive_json(), ben_state)


def teacher_asks(server, frame: dict, until: str) -> list[dict]:
    """To a class server process (``ServerProcess``): send the teacher's ``frame``, with the
    key; the frames it answers, up to one of type ``until``."""
    from websockets.sync.client import connect

    with connect(server.url) as teacher:
        teacher.send(json.dumps({**frame, "secret": server.secret}))
        frames = []
        while not frames or frames[-1]["type"] != until:
            frames.append(json.loads(teacher.recv(timeout=20)))
    return frames


def one_quiz_right(student: str) -> dict:
    """The teacher's results row of a ``student`` who has answered one quiz, right at the
    first try, and done nothing else (no lesson, no judged move in a class game)."""
    return {
        "student": student,
        "lessons": 0,
        "lessons_right": 0,
        "quizzes": 1,
        "quizzes_right": 1,
        "plays": 0,
        "plays_right": 0,
        "tries": 1,
    }
