"""Devices of a class on a class server run as a real process (WebSocket clients), and a
student's simple way to play Exacto: for the process and cluster tests."""

from __future__ import annotations

import json

from websockets.sync.client import connect

from tabletop_tutor_classroom.frames import apply_log
from tabletop_tutor_classroom.room import LOG_LIMIT

__all__ = ["TIMEOUT", "Client", "choose", "my_turn", "open_room", "revealed", "assert_own_cup_only"]

TIMEOUT = 20


class Client:
    """One device: a socket, every frame it received (as sent), and its state frames as
    the page holds them (``states``: each with the log the page has then, ``apply_log``)."""

    def __init__(self, url, origin=None):
        self.ws = connect(url, open_timeout=TIMEOUT, origin=origin, legacy=True)  # closed by close()
        self.raw: list[str] = []
        self.states: list[dict] = []
        self.last_state = None
        self.acted_at = None

    def _took(self, frame: dict) -> None:
        if frame["type"] == "state":
            held = self.last_state["log"] if self.last_state else []
            self.last_state = {**frame, "log": apply_log(held, frame, LOG_LIMIT)}
            self.states.append(self.last_state)

    def send(self, **frame):
        self.ws.send(json.dumps(frame))

    def recv(self) -> dict:
        raw = self.ws.recv(timeout=TIMEOUT)
        self.raw.append(raw)
        frame = json.loads(raw)
        self._took(frame)
        return frame

    def drain(self) -> None:
        """Read every frame that has arrived."""
        try:
            while True:
                self.raw.append(self.ws.recv(timeout=0.05))
                self._took(json.loads(self.raw[-1]))
        except TimeoutError:
            pass

    def play(self) -> None:
        """Take a turn if it is this student's (once per move)."""
        self.drain()
        frame = self.last_state
        if frame and my_turn(frame) and frame["view"]["move_number"] != self.acted_at:
            self.acted_at = frame["view"]["move_number"]
            self.send(type="act", action=choose(frame))

    def until(self, check) -> dict:
        while True:
            frame = self.recv()
            if check(frame):
                return frame

    def close(self):
        self.ws.close()


def open_room(server, **fields) -> str:
    teacher = Client(server.url)
    teacher.send(type="open", secret=server.secret, **fields)
    code = teacher.recv()["room"]
    teacher.close()
    return code


def my_turn(frame) -> bool:
    return frame["type"] == "state" and bool(frame["legal"])


def choose(frame) -> dict:
    """A student: calls when the bid reaches a third of the dice, else raises by the least."""
    legal = [entry["action"] for entry in frame["legal"]]
    bid = frame["view"]["bid"]
    if bid and bid["quantity"] * 3 >= frame["view"]["total_dice"]:
        return next(a for a in legal if a["kind"] == "liar")
    return next(a for a in legal if a["kind"] == "bid")


def revealed(frame) -> bool:
    return frame["type"] == "state" and any(e["kind"] == "reveal" for e in frame["log"])


def assert_own_cup_only(client: Client, seat: int, seed: int) -> None:
    """exacto.roll: until a reveal, no frame ``client`` received carries another seat's
    cup, a log line of another seat's own, or the room's seed (which stays in the database)."""
    for raw in client.raw:
        assert str(seed) not in raw
    for frame in client.states:  # each with the log as the page holds it (frames carry what is new)
        if not revealed(frame):
            cups = frame["view"]["dice"]
            assert cups[seat] and all(cup is None for s, cup in enumerate(cups) if s != seat)
            assert all(entry.get("seats") in (None, [seat]) for entry in frame["log"])
