"""The class server in-process for tests: a fresh server on an in-memory database behind
Starlette's test client, and the teacher's and a student's first steps."""

from __future__ import annotations

import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # the test client's note about httpx's successor
    from starlette.testclient import TestClient

from tabletop_tutor_site.classroom.server import ClassServer, make_app
from tabletop_tutor_site.classroom.storage import SQLiteStorage

__all__ = ["TestClient", "class_app", "open_room", "join"]


def class_app(storage=None):
    """``(server, client)`` for a server whose bots move at once; use as a context manager."""
    server = ClassServer(storage or SQLiteStorage(":memory:"), bot_delay=0)
    return server, TestClient(make_app(server))


def open_room(client, server, **fields) -> str:
    with client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "open", "secret": server.secret, **fields})
        reply = teacher.receive_json()
    assert reply["type"] == "opened", reply
    return reply["room"]


def join(ws, room, name):
    """Join ``room`` as ``name``: the "joined" frame and the first state frame."""
    ws.send_json({"type": "join", "room": room, "name": name})
    joined = ws.receive_json()
    assert joined["type"] == "joined", joined
    return joined, ws.receive_json()
