"""A room that never stalls: a bot that raises still moves (a legal move played in its
stead, the details in the server's log only), a device slow to take its frames holds up
no other seat, and a seat's lesson and quiz reports are limited and reach the teachers'
pages together.

The devices here are pages without a network (``Device``): the server's own handlers
and send path, driven on one event loop, so a device can stop taking its frames (a phone
on bad Wi-Fi) exactly when a test says, and a test that fails waits ``WAIT`` at most."""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

from tabletop_tutor_classroom import server as server_module
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from tabletop_tutor_classroom.server import ClassServer, Connection
from tabletop_tutor_classroom.storage import SQLiteStorage

#: the longest a test waits for what should come at once (a failing test's bound only)
WAIT = 10.0
#: what a broken bot's error says: computed from its hidden dice, so never on a page
SECRET = "my dice are 6 6 6 6 1"
Frame = dict[str, Any]


class Device:
    """A page's socket as the server sees it: ``frames``, what it took, in order; after
    ``hold()`` it takes nothing (its send waits) until ``release()``."""

    def __init__(self, server: ClassServer) -> None:
        self.server = server
        self.frames: list[Frame] = []
        self.texts: list[str] = []
        self.read = 0  # frames before this one were looked at by ``until``
        self.closed: int | None = None
        self.waiting = 0  # sends waiting for the device to take them
        self.taking = asyncio.Event()
        self.taking.set()
        self.conn = Connection(self, "127.0.0.1")  # type: ignore[arg-type]
        server.connections.add(self.conn)  # as the endpoint does when a socket opens

    # the WebSocket's side, as the server calls it
    async def send_text(self, text: str) -> None:
        self.waiting += 1
        try:
            await self.taking.wait()
        finally:
            self.waiting -= 1
        self.texts.append(text)
        self.frames.append(json.loads(text))

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed = code

    # the page's side
    def hold(self) -> None:
        self.taking.clear()

    def release(self) -> None:
        self.taking.set()

    async def say(self, frame: Frame) -> None:
        await asyncio.wait_for(self.server.handle(self.conn, json.dumps(frame)), WAIT)

    async def until(self, test: Callable[[Frame], bool]) -> Frame:
        """The next frame (after the last one found) that passes ``test``, waiting for it."""

        async def look() -> Frame:
            while True:
                for n in range(self.read, len(self.frames)):
                    if test(self.frames[n]):
                        self.read = n + 1
                        return self.frames[n]
                await asyncio.sleep(0.005)

        return await asyncio.wait_for(look(), WAIT)


def kind(name: str, **fields: Any) -> Callable[[Frame], bool]:
    """A frame of type ``name`` whose ``fields`` are these (a callable field: a test of it)."""

    def test(frame: Frame) -> bool:
        return frame.get("type") == name and all(
            want(frame.get(k)) if callable(want) else frame.get(k) == want for k, want in fields.items()
        )

    return test


async def eventually(test: Callable[[], bool]) -> None:
    async def look() -> None:
        while not test():
            await asyncio.sleep(0.005)

    await asyncio.wait_for(look(), WAIT)


async def open_room(teacher: Device, **fields: Any) -> str:
    await teacher.say({"type": "open", "secret": teacher.server.secret, **fields})
    return (await teacher.until(kind("opened")))["room"]


async def watch(teacher: Device) -> None:
    """The teacher's page opens: everything it is sent first, read."""
    await teacher.say({"type": "watch", "secret": teacher.server.secret})
    await teacher.until(kind("catalog"))


async def seated(server: ClassServer, code: str, *names: str) -> list[Device]:
    devices = []
    for name in names:
        device = Device(server)
        await device.say({"type": "join", "room": code, "name": name})
        await device.until(kind("joined"))
        devices.append(device)
    return devices


def new_server() -> ClassServer:
    return ClassServer(SQLiteStorage(":memory:"), bot_delay=0)


# ------------------------------------------------------------------ a bot that raises
def _break_the_bot(monkeypatch, room) -> list[int]:
    """``room.bot_move`` raises (a bot's bug the table did not catch); the calls counted."""
    calls = []

    def broken() -> None:
        calls.append(len(room.game.history))
        raise RuntimeError(SECRET)

    monkeypatch.setattr(room, "bot_move", broken)
    return calls


def _bot_failed(code: str, seat: int, lang: str = "en") -> str:
    return CLASS_MESSAGES.render("c.bot-failed", {"room": code, "seat": seat}, lang)


def _nothing_of_the_failure(*devices: Device) -> None:
    for device in devices:
        for text in device.texts:
            assert SECRET not in text and "Traceback" not in text and "RuntimeError" not in text, text


def test_a_bot_that_raises_plays_a_legal_move_and_the_room_goes_on(monkeypatch, caplog):
    caplog.set_level(logging.INFO)

    async def main() -> None:
        server = new_server()
        teacher, projector = Device(server), Device(server)
        code = await open_room(teacher, game="exacto", players=2, bots={"1": "random"})
        room = server.rooms[code]
        calls = _break_the_bot(monkeypatch, room)
        await watch(teacher)
        await projector.say({"type": "project", "room": code})
        (anna,) = await seated(server, code, "Anna")
        mine = await anna.until(kind("state", legal=bool, view=lambda v: v["move_number"] == 0))
        for move in (2, 4):  # Anna bids; the bot's turn: it raises, twice
            await anna.say({"type": "act", "action": mine["legal"][0]["action"]})
            # its first legal move is played for it, and Anna is to move again
            mine = await anna.until(kind("state", legal=bool, view=lambda v, m=move: v["move_number"] == m))
            notice = await teacher.until(kind("error", rule="bot"))
            assert notice["message"] == _bot_failed(code, 1)
        assert calls == [1, 3]
        assert await projector.until(kind("public", move_number=4))
        _nothing_of_the_failure(anna, projector, teacher)  # the teacher's page may be on the wall too

    asyncio.run(main())
    # the server's log has the details, once (the bot's second failure is one line)
    tracebacks = [r for r in caplog.records if r.exc_info]
    assert len(tracebacks) == 1 and SECRET in str(tracebacks[0].exc_info[1]), tracebacks
    assert sum("bot" in r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING) == 2


def test_the_teachers_step_past_a_bot_that_raises_plays_its_legal_move(monkeypatch, caplog):
    caplog.set_level(logging.INFO)

    async def main() -> None:
        server = new_server()
        teacher = Device(server)
        code = await open_room(teacher, game="exacto", players=3, bots={"2": "random"})
        room = server.rooms[code]
        _break_the_bot(monkeypatch, room)
        await teacher.say({"type": "step_mode", "secret": server.secret, "room": code, "on": True})
        anna, ben = await seated(server, code, "Anna", "Ben")
        for device, move in ((anna, 0), (ben, 1)):
            mine = await device.until(kind("state", legal=bool, view=lambda v, m=move: v["move_number"] == m))
            await device.say({"type": "act", "action": mine["legal"][0]["action"]})
        await eventually(lambda: room.bot_to_move())
        await teacher.say({"type": "step", "secret": server.secret, "room": code})
        assert (await teacher.until(kind("error")))["message"] == _bot_failed(code, 2)  # not "internal"
        await anna.until(kind("state", legal=bool, view=lambda v: v["move_number"] == 3))
        _nothing_of_the_failure(anna, ben, teacher)

    asyncio.run(main())
    assert len([r for r in caplog.records if r.exc_info]) == 1


# ------------------------------------------------------------------ a slow device
def test_a_device_slow_to_take_its_frames_holds_up_no_other_seat(monkeypatch):
    monkeypatch.setattr(server_module, "SEND_SECONDS", 600.0)  # only the release ends Carl's wait

    async def main() -> None:
        server = new_server()
        teacher, projector = Device(server), Device(server)
        code = await open_room(teacher, game="exacto", players=3)
        await watch(teacher)
        await projector.say({"type": "project", "room": code})
        anna, ben, carl = await seated(server, code, "Anna", "Ben", "Carl")
        opening = await anna.until(kind("state", legal=bool))
        await carl.until(kind("state", view=lambda v: v["move_number"] == 0))
        carl.hold()  # Carl's phone takes nothing more
        # Anna's move is handled at once (say waits WAIT at most), and everyone else is told
        await anna.say({"type": "act", "action": opening["legal"][0]["action"]})
        ben_turn = await ben.until(kind("state", legal=bool, view=lambda v: v["move_number"] == 1))
        await anna.until(kind("state", legal=[], view=lambda v: v["move_number"] == 1))
        await teacher.until(kind("room", move_number=1))
        await projector.until(kind("public", move_number=1))
        # and Ben's move after it, while Carl's first frame still waits
        await ben.say({"type": "act", "action": ben_turn["legal"][0]["action"]})
        await anna.until(kind("state", view=lambda v: v["move_number"] == 2))
        carl_turn = kind("state", legal=bool, view=lambda v: v["move_number"] == 2)
        assert carl.waiting == 1 and carl.conn in server.connections and carl.closed is None
        assert not any(carl_turn(f) for f in carl.frames)
        carl.release()
        await carl.until(carl_turn)  # Carl gets his frames, in their order
        moves = [f["view"]["move_number"] for f in carl.frames if f["type"] == "state"]
        assert moves == sorted(moves) and moves[-2:] == [1, 2]

    asyncio.run(main())


def test_a_device_that_takes_no_frame_in_time_is_closed_and_resumes_its_seat(monkeypatch):
    monkeypatch.setattr(server_module, "SEND_SECONDS", 0.2)

    async def main() -> None:
        server = new_server()
        teacher = Device(server)
        code = await open_room(teacher, game="exacto", players=2)
        anna, ben = await seated(server, code, "Anna", "Ben")
        token = ben.frames[0]["token"]
        opening = await anna.until(kind("state", legal=bool))
        ben.hold()
        await anna.say({"type": "act", "action": opening["legal"][0]["action"]})
        await eventually(lambda: ben.closed is not None)
        assert ben.conn not in server.connections
        # the page reconnects, as after a reload, and resumes its seat where the game is
        again = Device(server)
        await again.say({"type": "resume", "token": token})
        assert await again.until(kind("joined", seat=1))
        await again.until(kind("state", legal=bool, view=lambda v: v["move_number"] == 1))

    asyncio.run(main())


def test_a_device_far_behind_is_closed_at_once(monkeypatch):
    monkeypatch.setattr(server_module, "SEND_SECONDS", 600.0)
    monkeypatch.setattr(server_module, "OUTBOX_FRAMES", 3)

    async def main() -> None:
        server = new_server()
        teacher = Device(server)
        code = await open_room(teacher, game="exacto", players=2)
        anna, ben = await seated(server, code, "Anna", "Ben")
        ben.hold()
        for _ in range(5):  # more frames than may wait for Ben
            await anna.say({"type": "lang", "lang": "fi"})
            await ben.say({"type": "lang", "lang": "fi"})
        await eventually(lambda: ben.closed is not None)  # long before its 600 seconds
        assert ben.conn not in server.connections
        assert sum(f["type"] == "state" for f in anna.frames) >= 5  # Anna was answered all along

    asyncio.run(main())


# ------------------------------------------------------------------ reports
REPORT = {"type": "report", "kind": "lesson", "game": "exacto", "item": "raise", "correct": True, "tries": 1}


def test_a_seats_reports_are_limited_whatever_its_connections(monkeypatch):
    monkeypatch.setattr(server_module, "REPORT_BURST", 3)
    monkeypatch.setattr(server_module, "REPORT_PER_SECOND", 0.001)

    async def main() -> None:
        server = new_server()
        teacher = Device(server)
        code = await open_room(teacher, game="exacto", players=2)
        anna, ben = await seated(server, code, "Anna", "Ben")
        for _ in range(3):
            await anna.say(REPORT)
            await anna.until(kind("reported"))
        await anna.say(REPORT)
        refused = await anna.until(kind("error"))
        assert refused["rule"] == "input"
        waits = [CLASS_MESSAGES.render("c.report-wait", {"seconds": n}, "en") for n in range(990, 1001)]
        assert refused["message"] in waits  # the bucket's refill, said
        # Anna's second device (her token, another socket) shares her seat's limit
        again = Device(server)
        await again.say({"type": "resume", "token": anna.frames[0]["token"]})
        await again.until(kind("joined"))
        await again.say(REPORT)
        assert (await again.until(kind("error")))["message"] == refused["message"]
        await ben.say(REPORT)  # Ben's seat has its own
        await ben.until(kind("reported"))
        assert [r.student for r in server.storage.results()] == ["Anna"] * 3 + ["Ben"]

    asyncio.run(main())


def test_reports_reach_the_teachers_pages_together_not_one_results_table_each(monkeypatch):
    monkeypatch.setattr(server_module, "RESULTS_SECONDS", 0.3)

    async def main() -> None:
        server = new_server()
        teachers = [Device(server), Device(server)]
        code = await open_room(teachers[0], game="exacto", players=2)
        for teacher in teachers:
            await watch(teacher)
        anna, ben = await seated(server, code, "Anna", "Ben")
        for device in (anna, ben, anna, anna):
            await device.say(REPORT)
            await device.until(kind("reported"))
        for teacher in teachers:
            told = await teacher.until(kind("results"))
            assert [row["lessons"] for row in told["by_student"]] == [3, 1]  # every report, in one frame
            await teacher.say({"type": "watch", "secret": "wrong"})  # what comes after: the refusal
            await teacher.until(kind("error"))
            assert sum(f["type"] == "results" for f in teacher.frames) == 2  # the page's first, and this one

    asyncio.run(main())
