"""The class server: a Starlette app on uvicorn with one WebSocket endpoint, ``/ws``.

Every frame is a JSON object of at most ``MAX_MESSAGE_BYTES`` with a ``type``:

* ``{"type": "join", "room": "K7P2", "name": "Anna"}`` (optional ``lang``: the language
  of refusals before a seat is taken) -> ``{"type": "joined", "seat", "token"}``, then
  the seat's ``state`` frames (``table`` for the table front end): the first with the
  log's latest lines, each after it with the lines since only (``log_from``: how many
  the device had; ``Room.frame_text``);
* ``{"type": "resume", "token": "..."}`` -> the same seat again (a reload, a lost network,
  a restarted server);
* ``{"type": "act", "action": {...}}`` -> a move for the connection's own seat;
* ``{"type": "report", "kind": "lesson"|"quiz", "game", "item", "correct", "tries"}`` -> a
  lesson or quiz this seat's student did, kept for the teacher (``results``);
* ``{"type": "lang", "lang": "fi"}`` -> this device's seat (or projector) in another
  language from now on (the room's, until it asks);
* ``{"type": "project", "room"}`` -> the room's public table (``public`` frames) as it
  changes: the projector, which shows what every seat may see and nothing more;
* teacher only, with the secret: ``{"type": "open", "secret", "game", "players", "bots":
  {"4": "probability"}, "lang", "options"}`` -> ``{"type": "opened", "room"}``;
  ``{"type": "watch", "secret"}`` -> every room's public roster as it changes;
  moderation of a room: ``move`` (a student to another seat), ``kick``, ``bot`` (a bot
  takes a seat), ``pause``, ``step_mode``, ``step`` (one bot move), ``next`` (the next
  game); ``reveal`` (every seat's hidden part, to the teacher's own page only);
  ``results`` (the class by student and by rule, and its CSV) and ``clear``.

A refused message is answered ``{"type": "error", "rule", "message"}`` and changes
nothing. A page of a site the server does not let in (``origin_allowed``: its own pages at
its own names and addresses, the device's own localhost, the teacher's ``--allow-origin``
sites) is closed with 1008. The seat's identity is the connection's, set by join/resume: a
move names no seat, so it cannot be made for another one.

Limits: a connection over its rate (``RATE_BURST``, ``RATE_PER_SECOND``) is not read until
its bucket refills, so a flood waits in its sender's own buffers; wrong room codes, seat
tokens and teacher keys are counted per address and kind (``GUESS_BURST``), and a right
token or key is never refused for them; a seat's reports are counted per seat, on all its
devices (``REPORT_BURST``), and reach the teachers' pages as one results frame a second
(``RESULTS_SECONDS``). Each connection's frames wait in its own queue, sent in order: a
device that takes one in no ``SEND_SECONDS``, or falls ``OUTBOX_FRAMES`` behind, is closed
(it resumes its seat, as a reload does), and holds up no other. A bot that raises is
logged, its first legal move played, and the teachers told (``c.bot-failed``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import ipaddress
import json
import logging
import os
import re
import secrets
import socket
import sys
import time
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import anyio
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

import widgets
from rules_engine.bots import Bot
from rules_engine.core import IllegalAction, brief
from rules_engine.i18n import LANGUAGES
from widgets.protocol import Message, read_message, refusal

from .activities import Learner, catalog, grid
from .frames import LogMark
from .messages import CLASS_MESSAGES, page_labels, refuse
from .qr import join_url, qr_svg
from .results import by_rule, by_student, record_report, results_csv
from .room import Room, new_code
from .storage import Conflict, Storage, is_database_url, open_storage, token_digest

if TYPE_CHECKING:
    from .cluster import Cluster

__all__ = ["ClassServer", "make_app", "MAX_MESSAGE_BYTES"]

logger = logging.getLogger(__name__)

MAX_MESSAGE_BYTES = 4096
#: how deep lists and objects may nest in a message (a move nests three levels at most)
MAX_DEPTH = 16
#: per connection: a burst of 20 messages, then 10 a second (a person clicks far slower);
#: beyond it the connection is not read until its bucket refills
RATE_BURST, RATE_PER_SECOND = 20, 10.0
#: a connection held at its limit this long is closed (1013, "try again later"): a device
#: that floods, and what it queued, take no more of the server's time
OVER_LIMIT_SECONDS = 10.0
#: per address and kind (room codes, seat tokens, teacher keys): 10 wrong ones, then one
#: try every 6 seconds
GUESS_BURST, GUESS_SECONDS = 10, 6.0
GUESS_ADDRESSES = 10_000  # buckets kept before the full ones are forgotten
SEND_SECONDS = 5.0  # the longest a frame may wait for a device to take it
#: frames a device may have waiting for it; one more and it is closed (it reconnects and
#: resumes its seat, as a reload does), however short its wait so far
OUTBOX_FRAMES = 256
#: per seat (its token, on every device that holds it): 30 lesson and quiz reports, then
#: one every 2 seconds (a lesson's judged move or a quiz's answer takes a person longer)
REPORT_BURST, REPORT_PER_SECOND = 30, 0.5
REPORT_SEATS = 10_000  # seats' buckets kept before the full ones are forgotten
#: reports within this long reach the teachers' pages as one results frame
RESULTS_SECONDS = 1.0
#: the share of the server's time the class's quiz simulations may take together: one
#: device's slice at a time, each followed by a rest three times its length, so thirty
#: phones tapping Simulate slow nobody's moves
SIM_SHARE = 0.25
TEXT_LIMIT = 200  # the longest string field a message may carry (bar actions)
#: room codes drawn (seats tried) before a clash with another server's rooms (its seats) is an error
CODE_TRIES = 5
STATIC = Path(__file__).parent / "static"
WIDGET_STATIC = Path(widgets.__file__).parent / "static"


def _message(kind: str, required: Mapping[str, type], optional: Mapping[str, type] | None = None) -> Message:
    """A frame the server takes: its handler is ``_on_<kind>`` (``_on_room_op`` for the
    teacher's moderation of a room, ROOM_OPS)."""
    handler = "_on_room_op" if kind in ROOM_OP_KINDS else f"_on_{kind}"
    return Message(handler, required, optional or {})


#: the moderation frames (ROOM_OPS says what each does)
ROOM_OP_KINDS = frozenset({"move", "kick", "bot", "pause", "step_mode", "step", "next"})
#: every frame a page may send, read by the widgets' one reader (widgets/protocol.py)
KINDS: dict[str, Message] = {
    "join": _message("join", {"room": str, "name": str}, {"lang": str, "table": bool}),
    "resume": _message("resume", {"token": str}, {"lang": str, "table": bool}),
    "act": _message("act", {"action": dict}),
    "open": _message(
        "open", {"secret": str, "game": str, "players": int}, {"bots": dict, "lang": str, "options": dict}
    ),
    "watch": _message("watch", {"secret": str}, {"lang": str}),
    "project": _message("project", {"room": str}, {"lang": str}),
    "lang": _message("lang", {"lang": str}),
    "report": _message("report", {"kind": str, "game": str, "item": str, "correct": bool, "tries": int}),
    "move": _message("move", {"secret": str, "room": str, "seat": int, "to": int}),
    "kick": _message("kick", {"secret": str, "room": str, "seat": int}),
    "bot": _message("bot", {"secret": str, "room": str, "seat": int, "bot": str}),
    "pause": _message("pause", {"secret": str, "room": str, "paused": bool}),
    "step_mode": _message("step_mode", {"secret": str, "room": str, "on": bool}),
    "step": _message("step", {"secret": str, "room": str}),
    "next": _message("next", {"secret": str, "room": str}),
    "reveal": _message("reveal", {"secret": str, "room": str}),
    "results": _message("results", {"secret": str}),
    "clear": _message("clear", {"secret": str}),
    # the teacher's activities: for one room, or (no room) every room of the class
    "activity": _message("activity", {"secret": str, "kind": str, "game": str}, {"item": str, "room": str}),
    "stop_activity": _message("stop_activity", {"secret": str}, {"room": str}),
    "close": _message("close", {"secret": str, "item": str}, {"room": str}),
    # a student's own work on it
    "lesson_act": _message("lesson_act", {"action": dict}),
    "hint": _message("hint", {}),
    "retry": _message("retry", {}),
    "go_on": _message("go_on", {}),
    "answer": _message("answer", {"value": str}),
    "show_answer": _message("show_answer", {}),
    "simulate": _message("simulate", {}, {"done": int}),
}


def _check_step(room: Room) -> None:
    if not room.bot_to_move():
        raise refuse("input", "c.no-bot-turn")


@dataclass(frozen=True)
class RoomOp:
    """A teacher's moderation of one room: ``apply(room, **fields)`` with the message's
    fields bar ``secret`` and ``room`` (KINDS names them), then the server's ``then(room)``:
    ``_moderated`` when seats changed hands, ``_changed`` otherwise, ``_new_game`` for a deal,
    ``_stepped`` for the one bot move a step plays."""

    apply: Callable[..., None]
    then: str = "_changed"


#: the moderation messages: adding one is a line here and its line in KINDS
ROOM_OPS: dict[str, RoomOp] = {
    "move": RoomOp(Room.move_seat, "_moderated"),
    "kick": RoomOp(Room.kick, "_moderated"),
    "bot": RoomOp(Room.seat_bot, "_moderated"),
    "pause": RoomOp(lambda room, paused: room.set_flag("paused", paused)),
    "step_mode": RoomOp(lambda room, on: room.set_flag("step", on)),
    "step": RoomOp(_check_step, "_stepped"),
    "next": RoomOp(Room.next_game, "_new_game"),
}
assert set(ROOM_OPS) == ROOM_OP_KINDS, "every moderation frame has its handling"
TEACHER_ONLY = frozenset(kind for kind, message in KINDS.items() if "secret" in message.required)


class Bucket:
    """A token bucket: ``take()`` is False once the burst is spent, until it refills."""

    def __init__(self, burst: float, per_second: float) -> None:
        self.burst, self.rate = burst, per_second
        self.tokens, self.at = float(burst), time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now

    def ready(self) -> bool:
        self._refill()
        return self.tokens >= 1

    def take(self) -> bool:
        ok = self.ready()
        if ok:
            self.tokens -= 1
        return ok

    def wait_seconds(self) -> int:
        self._refill()
        return max(1, int((1 - self.tokens) / self.rate + 0.999))

    def seconds_to_ready(self) -> float:
        """How long until ``take()`` may succeed again (0: now)."""
        self._refill()
        return max(0.0, (1 - self.tokens) / self.rate)

    def full(self) -> bool:
        self._refill()
        return self.tokens >= self.burst


def _kept_bucket(buckets: dict[Any, Bucket], key: object, burst: float, per_second: float, kept: int) -> Bucket:
    """``key``'s bucket in ``buckets`` (a new one: full); past ``kept`` buckets, the full
    ones are forgotten first (their keys have not been counted for a while)."""
    if len(buckets) >= kept:
        for full in [k for k, b in buckets.items() if b.full()]:
            del buckets[full]
    return buckets.setdefault(key, Bucket(burst, per_second))


def validate(raw: str | None) -> tuple[str, dict[str, Any]]:
    """``(type, fields)`` of a frame (None: a binary one), or a refusal (rule ``input``)
    naming what is wrong."""
    if raw is None:
        raise refuse("input", "c.not-json")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise refuse("input", "c.too-big", limit=MAX_MESSAGE_BYTES)
    try:
        data = json.loads(raw)
    except ValueError:
        raise refuse("input", "c.not-json") from None
    except RecursionError:  # nested deeper than the parser goes: a refusal, not a traceback
        raise refuse("input", "c.too-deep", limit=MAX_DEPTH) from None
    if _depth(data) > MAX_DEPTH:  # nothing after this point recurses that deep
        raise refuse("input", "c.too-deep", limit=MAX_DEPTH)
    _message, fields = read_message(data, KINDS, text_limit=TEXT_LIMIT)
    return str(data["type"]), fields


def _depth(data: object) -> int:
    """How deep lists and objects nest in ``data`` (a number or text: 0), without recursion."""
    deepest, todo = 0, [(data, 1)]
    while todo:
        value, level = todo.pop()
        children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else None
        if children is not None:
            deepest = max(deepest, level)
            todo.extend((child, level + 1) for child in children)
    return deepest


@dataclass(eq=False)
class Connection:
    ws: WebSocket
    host: str
    lang: str = "en"
    room: Room | None = None
    seat: int | None = None
    digest: str | None = None  # the seat token's digest: the seat follows it when the teacher moves it
    projecting: Room | None = None  # a projector: this room's public table
    teacher: bool = False
    table: bool = False  # frames for the widgets' table front end (else the plain page)
    full_sent: bool = False  # the rules and labels went out already
    #: the log lines the device has (its frames after it carry the new ones only)
    log_mark: LogMark | None = None
    bucket: Bucket = field(default_factory=lambda: Bucket(RATE_BURST, RATE_PER_SECOND))
    over_since: float | None = None  # held at its rate limit since (monotonic seconds)
    #: what is on its way to the device, in order: frames (JSON text), or a close (code, reason)
    outbox: asyncio.Queue[str | tuple[int, str]] = field(default_factory=asyncio.Queue)
    writer: asyncio.Task[None] | None = None  # sends the outbox (ClassServer._write)


class ClassServer:
    """Every room, every connection, and the teacher's secret.

    ``own_origins``: the server's own pages as a browser names their site, one for each of
    its names and addresses (by default ``join_base``'s); ``key_file``: where the teacher's
    key is kept between starts (``teacher_key``); ``grid_pace``: how often at most (seconds)
    the teachers' pages get the grids that changed; ``cluster``: this server's part in a
    cluster of servers on one PostgreSQL database (cluster.py; its key is the cluster's,
    ``cluster_key``, a new one with ``new_key``)."""

    def __init__(
        self,
        storage: Storage,
        bot_delay: float = 0.7,
        bots: Mapping[str, dict[int, Bot]] | None = None,
        join_base: str = "http://127.0.0.1:8010/",
        allowed_origins: Iterable[str] = (),
        own_origins: Iterable[str] | None = None,
        key_file: Path | None = None,
        grid_pace: float = 0.25,
        cluster: Cluster | None = None,
        new_key: bool = False,
    ) -> None:
        self.storage = storage
        self.cluster = cluster
        # the notebooks' sites whose pages may open a seat (a ClassTable), besides our own
        self.allowed_origins = frozenset(check_origin(o) for o in allowed_origins)
        self.own_origins = frozenset(check_origin(o) for o in (own_origins or [join_base]))
        self.join_base = join_base  # the students' address, for the projector's QR code
        self.bot_delay = bot_delay
        #: the teacher's key ("": a cluster's, made by another of its servers: known by its digest only)
        self.secret, digest = (
            cluster_key(storage, new_key) if cluster is not None else _with_digest(teacher_key(storage, key_file))
        )
        self._secret_digest = digest.encode()
        # ``bots``: room code -> {seat: Bot}, for tests that script the bots
        self.rooms: dict[str, Room] = {r.code: Room(r, storage, (bots or {}).get(r.code)) for r in storage.rooms()}
        self.connections: set[Connection] = set()
        #: who may be told of a room (its seats' and projectors' connections, by room code)
        #: and the teachers' pages: where ``_changed`` looks, not at every connection of
        #: the class (a move in one room of a thousand students). A connection closed or
        #: moved on is still read in ``connections`` and by its own fields.
        self._listeners: dict[str, weakref.WeakSet[Connection]] = {}
        self._teachers: weakref.WeakSet[Connection] = weakref.WeakSet()
        self.guesses: dict[tuple[str, str], Bucket] = {}  # (address, kind) -> its wrong guesses
        self._bot_tasks: dict[str, asyncio.Task[None]] = {}
        self.grid_pace = grid_pace
        self._grids_due: set[str] = set()  # rooms whose grid the teachers' pages are owed
        self._grid_task: asyncio.Task[None] | None = None
        self._bot_failures: set[tuple[str, int, str | None]] = set()  # (room, seat, bot) logged in full
        self._reports: dict[str, Bucket] = {}  # seat token digest -> its reports
        self._results_task: asyncio.Task[None] | None = None  # the teachers' next results frame
        self._simulating = asyncio.Lock()  # the class's simulations, one slice at a time (SIM_SHARE)

    # --------------------------------------------------------------- lifecycle
    async def startup(self) -> None:
        if self.cluster is not None:
            await self.cluster.start(self)  # its leases: the rooms whose bots it plays
        for room in self.rooms.values():  # a restarted server lets its bots play on
            self._schedule_bots(room)

    async def shutdown(self) -> None:
        for task in [*self._bot_tasks.values(), self._results_task, self._grid_task]:
            if task is not None:
                task.cancel()
        if self.cluster is not None:
            await self.cluster.stop()  # its rooms go to the others at once

    def replace_room(self, old: Room, new: Room) -> None:
        """``new`` (a room read afresh from the database) in ``old``'s place, for every page."""
        self.rooms[new.code] = new
        task = self._bot_tasks.pop(new.code, None)
        if task is not None:
            task.cancel()
        for conn in self.connections:
            if conn.room is old:
                conn.room = new
            if conn.projecting is old:
                conn.projecting = new

    async def _room(self, code: str) -> Room | None:
        """Room ``code``: this server's, or (a cluster) one another server opened a moment ago."""
        room = self.rooms.get(code)
        if room is None and self.cluster is not None:
            room = await self.cluster.refresh(code)
        return room

    # -------------------------------------------------------------- a socket
    async def endpoint(self, ws: WebSocket) -> None:
        if not origin_allowed(ws.headers.get("origin"), self.own_origins | self.allowed_origins):
            # another site's page must not drive a seat; accepted only to be closed with
            # 1008, so a ClassTable can tell the student why (a refused handshake looks
            # like a server that is not there)
            await ws.accept()
            await ws.close(code=1008, reason="origin")
            return
        await ws.accept()
        conn = Connection(ws, ws.client.host if ws.client else "?")
        self.connections.add(conn)
        gone = True  # the device closed the socket: what it had waiting is moot
        try:
            while await self._paced(conn):
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                # a binary frame is no JSON text: refused like any other bad message
                await self.handle(conn, message.get("text"))
                await asyncio.sleep(0)  # the other connections' frames in between
            else:
                gone = False  # the server closes it, once its writer has sent what it was sent
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            self.connections.discard(conn)
            if conn.writer is not None and gone:
                conn.writer.cancel()
            elif conn.writer is not None:
                with contextlib.suppress(Exception):
                    await conn.writer

    async def _paced(self, conn: Connection) -> bool:
        """Wait until ``conn`` may send its next frame; False: read it no more. Over its
        limit, the connection is not read until its bucket refills: a flood waits in the
        sender's own buffers (the network pushes back), and no frame beyond the limit is
        parsed or answered, so it costs the class nothing. Held there for
        ``OVER_LIMIT_SECONDS``, it is closed."""
        while not conn.bucket.take():
            now = time.monotonic()
            if conn.over_since is None:
                conn.over_since = now
            elif now - conn.over_since > OVER_LIMIT_SECONDS:
                self._close(conn, 1013, "too many messages")  # after the answers it was sent
                return False
            await asyncio.sleep(conn.bucket.seconds_to_ready())
        if conn.over_since is not None and conn.bucket.ready():  # a frame's worth to spare: calm again
            conn.over_since = None
        # a connection dropped meanwhile (it took no frame in time): what it queued is not read
        return conn in self.connections

    async def handle(self, conn: Connection, raw: str | None) -> None:
        """One frame from ``conn``: applied, or refused with an error frame."""
        try:
            kind, fields = validate(raw)
            if kind in ROOM_OPS:
                await self._on_room_op(conn, kind, **fields)
            else:
                await getattr(self, KINDS[kind].handler)(conn, **fields)
        except IllegalAction as err:
            await self._send(conn, {"type": "error", "rule": err.rule, "message": err.render(conn.lang)})
        except Exception as err:
            logger.exception("message not handled")
            await self._send(
                conn,
                {
                    "type": "error",
                    "rule": "internal",
                    "message": CLASS_MESSAGES.render("c.internal", {"kind": type(err).__name__}, conn.lang),
                },
            )

    # ------------------------------------------------------------- messages
    def _guesses(self, conn: Connection, kind: str) -> Bucket:
        """The wrong guesses of ``kind`` (``room``, ``token``, ``key``) from ``conn``'s address."""
        return _kept_bucket(self.guesses, (conn.host, kind), GUESS_BURST, 1 / GUESS_SECONDS, GUESS_ADDRESSES)

    def _guard_guessing(self, conn: Connection) -> Bucket:
        """Before a room code is looked up: with the bucket spent, every code waits, the
        right one too, or the answer would tell which codes are rooms."""
        bucket = self._guesses(conn, "room")
        if not bucket.ready():
            raise refuse("input", "c.guess", seconds=bucket.wait_seconds())
        return bucket

    def _wrong_guess(self, bucket: Bucket, rule: str, msg_id: str, **params: Any) -> IllegalAction:
        bucket.take()
        return refuse(rule, msg_id, **params)

    def _wrong_secret(self, conn: Connection, kind: str, rule: str, msg_id: str) -> IllegalAction:
        """A wrong seat token or teacher key (192 random bits: checked first, so a right one
        is never refused, whatever this address guessed before)."""
        bucket = self._guesses(conn, kind)
        if not bucket.take():
            return refuse("input", "c.guess", seconds=bucket.wait_seconds())
        return refuse(rule, msg_id)

    def _set_lang(self, conn: Connection, lang: str | None) -> None:
        if lang is not None:
            if lang not in LANGUAGES:
                raise refuse("input", "c.bad-lang", value=brief(lang), known=", ".join(LANGUAGES))
            conn.lang = lang

    def _not_seated(self, conn: Connection) -> None:
        if conn.room is not None or conn.projecting is not None:
            raise refuse("input", "c.seated")

    async def _on_join(
        self, conn: Connection, room: str, name: str, lang: str | None = None, table: bool = False
    ) -> None:
        self._set_lang(conn, lang)
        conn.table = table
        self._not_seated(conn)
        bucket = self._guard_guessing(conn)
        code = room.strip().upper()
        target = await self._room(code)
        if target is None:
            raise self._wrong_guess(bucket, "input", "c.no-room", room=brief(code))
        target, seat, token = await self._join(target, name)
        conn.digest = token_digest(token)
        await self._seat(conn, target, seat, {"type": "joined", "room": code, "seat": seat, "token": token})

    async def _join(self, room: Room, name: str) -> tuple[Room, int, str]:
        """Seat ``name`` in ``room``: a seat another server of the cluster gave away a moment
        ago (the database refuses the second) is read afresh, and the next free one taken."""
        for _ in range(CODE_TRIES - 1):
            try:
                return (room, *room.join(name))
            except Conflict:
                assert self.cluster is not None, "one server alone gives each seat once"
                room = await self.cluster.refresh(room.code) or room
        return (room, *room.join(name))

    async def _on_resume(self, conn: Connection, token: str, lang: str | None = None, table: bool = False) -> None:
        self._set_lang(conn, lang)
        conn.table = table
        self._not_seated(conn)
        found = await self._seat_of_token(token)
        if found is None:
            raise self._wrong_secret(conn, "token", "input", "c.bad-token")
        room, seat = found
        conn.digest = token_digest(token)
        await self._seat(conn, room, seat, {"type": "joined", "room": room.code, "seat": seat})

    async def _seat_of_token(self, token: str) -> tuple[Room, int] | None:
        """The room and seat ``token`` holds (in a cluster, perhaps taken on another server
        a moment ago, which the database knows already)."""
        rooms = list(self.rooms.values())
        if self.cluster is not None:
            room = await self.cluster.room_of_token(token_digest(token))
            rooms = [room] if room is not None else []
        for room in rooms:
            seat = room.seat_for(token)
            if seat is not None:
                return room, seat
        return None

    async def _seat(self, conn: Connection, room: Room, seat: int, hello: dict[str, Any]) -> None:
        conn.room, conn.seat, conn.lang = room, seat, room.lang
        self._listen(conn, room)
        await self._send(conn, hello)
        await self._changed(room)  # everyone sees who sat down
        await self._tell_learner(conn, room)  # a late join, a reload: the activity where they were
        self._tell_review(room, conn)  # and, the game over, their own review of it

    def _listen(self, conn: Connection, room: Room) -> None:
        self._listeners.setdefault(room.code, weakref.WeakSet()).add(conn)

    def _seated(self, conn: Connection) -> tuple[Room, int]:
        """The room and seat ``conn`` holds, or a refusal: it holds none."""
        if conn.room is None or conn.seat is None:
            raise refuse("input", "c.not-seated")
        return conn.room, conn.seat

    async def _on_act(self, conn: Connection, action: dict[str, Any]) -> None:
        room, seat = self._seated(conn)
        try:
            room.act(seat, action)
        except Conflict:  # another server of the cluster stored a move under its number first
            await self._caught_up(room)
            raise refuse(room.session.turn_rule, "c.move-raced") from None
        await self._changed(room)

    async def _caught_up(self, room: Room) -> None:
        """``room`` with the moves other servers of the cluster stored, its pages told."""
        if self.cluster is not None:
            await self.cluster.caught_up(room)

    async def _on_lang(self, conn: Connection, lang: str) -> None:
        """The device's language: its seat's or projector's frames in ``lang`` from now on."""
        if conn.projecting is not None:
            self._set_lang(conn, lang)
            self._post(conn, self._public_frame(conn.projecting, conn.lang))
            return
        room, seat = self._seated(conn)
        self._set_lang(conn, lang)
        conn.full_sent = True  # the rules and labels again, in the new language
        text, conn.log_mark = room.frame_text(seat, conn.table, True, conn.lang)
        self._post(conn, text)
        await self._tell_learner(conn, room)  # and the lesson or quiz under way
        self._tell_review(room, conn)

    def _tell_review(self, room: Room, only: Connection | None = None) -> None:
        """The game over: each student's review of their own judged moves, to that
        student's devices alone (``only``: one device, a reload); the teachers get the
        results it kept (review.py)."""
        if room.review.finish():
            self._results_changed()
        elif only is None:
            return
        for conn in [only] if only is not None else [c for c in self.connections if c.room is room]:
            frame = room.review.frame(conn.digest, conn.lang)
            if frame is not None:
                self._post(conn, _json(frame))

    # -------------------------------------------------------------- activities
    def _rooms_of(self, conn: Connection, secret: str, room: str | None) -> list[Room]:
        """The teacher's rooms an activity frame names: one, or (no room) every room."""
        if room is not None:
            return [self._teachers_room(conn, secret, room)]
        self._teacher(conn, secret)
        return list(self.rooms.values())

    async def _on_activity(
        self, conn: Connection, secret: str, kind: str, game: str, item: str | None = None, room: str | None = None
    ) -> None:
        rooms = self._rooms_of(conn, secret, room)
        for target in rooms:
            target.start_activity(kind, game, item)
        for target in rooms:
            await self._activity_changed(target)

    async def _on_stop_activity(self, conn: Connection, secret: str, room: str | None = None) -> None:
        rooms = [r for r in self._rooms_of(conn, secret, room) if r.activity is not None]
        if not rooms:
            raise refuse("input", "c.no-activity")
        for target in rooms:
            target.stop_activity()
            await self._activity_stopped(target)

    async def _activity_stopped(self, room: Room) -> None:
        """``room``'s pages back to its game."""
        for c in self.connections:
            if c.room is room:
                c.full_sent = False
                await self._send(c, {"type": "activity", "activity": None})
        self._grid_changed(room)  # the teachers' pages drop its grid
        await self._changed(room)

    async def _on_close(self, conn: Connection, secret: str, item: str, room: str | None = None) -> None:
        rooms = [r for r in self._rooms_of(conn, secret, room) if r.activity is not None]
        if not rooms:
            raise refuse("input", "c.no-activity")
        for target in rooms:
            target.close_item(item)
        for target in rooms:
            await self._activity_changed(target)
            await self._changed(target)  # the projector: the class's results

    def _learner(self, conn: Connection) -> tuple[Room, Learner]:
        room, _seat = self._seated(conn)
        if conn.digest is None:
            raise refuse("input", "c.not-seated")
        return room, room.learner(conn.digest)

    async def _tell_learner(self, conn: Connection, room: Room) -> None:
        """A student's device: their own work on the activity; the teachers: the grid."""
        if room.activity is None or conn.digest is None:
            return
        learner = room.learner(conn.digest)
        await self._send(conn, learner.frame(conn.lang, learner.item in room.activity.closed))
        self._grid_changed(room)

    async def _activity_changed(self, room: Room) -> None:
        for conn in [c for c in self.connections if c.room is room]:
            if conn.digest is None or room.seat_of(conn.digest) is None:
                continue
            learner = room.learner(conn.digest)
            activity = room.activity
            assert activity is not None
            await self._send(conn, learner.frame(conn.lang, learner.item in activity.closed))
        self._grid_changed(room)

    def _grid(self, lang: str, rooms: Iterable[Room] | None = None) -> list[dict[str, Any]]:
        """The activity grids of ``rooms`` (every room's by default), for the teacher's page."""
        grids = []
        for room in self.rooms.values() if rooms is None else rooms:
            activity = room.activity
            if activity is None:
                continue
            grids.append({**grid(activity, room.seated_learners(), lang), "room": room.code})
        return grids

    def _grid_changed(self, room: Room) -> None:
        """``room``'s grid changed: the teachers' pages get it within ``grid_pace`` seconds.
        A class of 300 acts several times a second; each action rebuilding and sending every
        room's grid would hold the server up (bench/class_load.py --activity lesson), so the
        rooms changed meanwhile go together, in one frame a language, naming those rooms."""
        self._grids_due.add(room.code)
        if self._grid_task is None or self._grid_task.done():
            self._grid_task = asyncio.get_running_loop().create_task(self._send_grids())

    async def _send_grids(self) -> None:
        await asyncio.sleep(self.grid_pace)
        due = [self.rooms[code] for code in sorted(self._grids_due) if code in self.rooms]
        self._grids_due.clear()
        by_lang: dict[str, dict[str, Any]] = {}
        for teacher in [c for c in self.connections if c.teacher]:
            if teacher.lang not in by_lang:
                rooms = [r.code for r in due]  # a room named without a grid: its activity ended
                by_lang[teacher.lang] = {"type": "grids", "grids": self._grid(teacher.lang, due), "rooms": rooms}
            await self._send(teacher, by_lang[teacher.lang])

    async def _on_lesson_act(self, conn: Connection, action: dict[str, Any]) -> None:
        room, learner = self._learner(conn)
        try:
            learner.lesson_act(action)
        finally:  # refused or not, the device shows the lesson's answer (the coach's feedback)
            await self._tell_learner(conn, room)

    async def _on_hint(self, conn: Connection) -> None:
        room, learner = self._learner(conn)
        learner.hint()
        await self._tell_learner(conn, room)

    async def _on_retry(self, conn: Connection) -> None:
        room, learner = self._learner(conn)
        learner.retry()
        await self._tell_learner(conn, room)

    async def _on_go_on(self, conn: Connection) -> None:
        room, learner = self._learner(conn)
        learner.go_on()
        await self._tell_learner(conn, room)

    async def _on_answer(self, conn: Connection, value: str) -> None:
        room, learner = self._learner(conn)
        try:
            learner.answer(value, conn.lang)
        finally:
            await self._tell_learner(conn, room)

    async def _on_show_answer(self, conn: Connection) -> None:
        room, learner = self._learner(conn)
        learner.show_answer()
        await self._tell_learner(conn, room)

    async def _on_simulate(self, conn: Connection, done: int | None = None) -> None:
        room, learner = self._learner(conn)
        activity = room.activity
        assert activity is not None  # a learner is a student's work on the room's activity
        async with self._simulating:
            began = time.perf_counter()
            try:
                learner.simulate(learner.item in activity.closed, done)
            finally:
                await self._tell_learner(conn, room)
                await asyncio.sleep((time.perf_counter() - began) * (1 / SIM_SHARE - 1))

    async def _on_report(self, conn: Connection, kind: str, game: str, item: str, correct: bool, tries: int) -> None:
        # the student is the seat this connection holds: a report names nobody
        room, seat = self._seated(conn)
        bucket = self._report_bucket(conn.digest or f"{room.code}/{seat}")
        if not bucket.ready():
            raise refuse("input", "c.report-wait", seconds=bucket.wait_seconds())
        record_report(room, seat, kind, game, item, correct, tries)
        bucket.take()  # a refused report (no such lesson) costs the seat nothing
        await self._send(conn, {"type": "reported", "kind": kind, "game": game, "item": item})
        self._results_changed()

    def _report_bucket(self, seat: str) -> Bucket:
        """The reports of the seat with token digest ``seat``, from all its devices."""
        return _kept_bucket(self._reports, seat, REPORT_BURST, REPORT_PER_SECOND, REPORT_SEATS)

    def _results_changed(self) -> None:
        """The teachers' pages get the class's results ``RESULTS_SECONDS`` from now, once for
        all the reports until then: a report is a line, the results frame the whole class."""
        if self._results_task is None:
            self._results_task = asyncio.get_running_loop().create_task(self._tell_results())

    async def _tell_results(self) -> None:
        await asyncio.sleep(RESULTS_SECONDS)
        self._results_task = None  # a report from now on is told in the next frame
        teachers = [c for c in self.connections if c.teacher]
        if teachers:
            text = _json(self._results())
            for teacher in teachers:
                self._post(teacher, text)

    async def _on_project(self, conn: Connection, room: str, lang: str | None = None) -> None:
        self._not_seated(conn)
        bucket = self._guard_guessing(conn)
        target = await self._room(room.strip().upper())
        if target is None:
            raise self._wrong_guess(bucket, "input", "c.no-room", room=brief(room))
        self._set_lang(conn, lang or target.lang)
        conn.projecting = target
        self._listen(conn, target)
        self._post(conn, self._public_frame(target, conn.lang))

    def _public_frame(self, room: Room, lang: str) -> str:
        """The projector's frame (``Room.public_frame``) with the students' address, as JSON."""
        return room.public_frame_text(lang, {"join_url": join_url(self.join_base, room.code)})

    def _teacher(self, conn: Connection, secret: str) -> None:
        if not self._right_key(secret):
            raise self._wrong_secret(conn, "key", "auth", "c.teacher-only")
        if conn.room is not None or conn.projecting is not None:  # a student with the key is a student
            raise refuse("auth", "c.teacher-only")
        conn.teacher = True
        self._teachers.add(conn)

    def _right_key(self, secret: str) -> bool:
        if self.cluster is not None:
            # the database's digest: another server of the cluster may have made a new key
            # (--new-key), and the old one opens nothing from then on, here either
            stored = self.storage.get_secret("teacher") or ""
            self._secret_digest = stored.removeprefix(KEY_DIGEST).encode()
        return secrets.compare_digest(token_digest(secret).encode(), self._secret_digest)

    def _teachers_room(self, conn: Connection, secret: str, room: str) -> Room:
        self._teacher(conn, secret)
        target = self.rooms.get(room.strip().upper())
        if target is None:
            raise refuse("input", "c.no-room", room=brief(room))
        return target

    async def _moderated(self, room: Room) -> None:
        """After the teacher changed the seats: each page follows its token to its new seat,
        or, its seat taken away, is told so and holds no seat any more."""
        for conn in [c for c in self.connections if c.room is room]:
            seat = room.seat_of(conn.digest) if conn.digest is not None else None
            if seat is None:
                conn.room = conn.seat = conn.digest = None
                conn.full_sent = False
                await self._send(
                    conn,
                    {"type": "error", "rule": "kicked", "message": CLASS_MESSAGES.render("c.kicked", {}, conn.lang)},
                )
            elif seat != conn.seat:
                conn.seat, conn.full_sent = seat, False
        await self._changed(room)

    async def _on_room_op(self, conn: Connection, kind: str, secret: str, room: str, **fields: Any) -> None:
        """A moderation message (ROOM_OPS): the teacher's room does it, then the room is told."""
        target = self._teachers_room(conn, secret, room)
        op = ROOM_OPS[kind]
        op.apply(target, **fields)
        await getattr(self, op.then)(target)

    async def _new_game(self, room: Room) -> None:
        for c in self.connections:
            if c.room is room or c.projecting is room:
                c.full_sent = False  # a new game: its rules and labels again
        await self._changed(room)

    async def _on_reveal(self, conn: Connection, secret: str, room: str) -> None:
        # once, to this connection: the projector and the seats never receive it
        target = self._teachers_room(conn, secret, room)
        await self._send(conn, target.revealed(conn.lang))

    def _results(self) -> dict[str, Any]:
        results = self.storage.results()
        return {
            "type": "results",
            "by_student": by_student(results),
            "by_rule": by_rule(results),
            "csv": results_csv(results),
        }

    async def _on_results(self, conn: Connection, secret: str) -> None:
        self._teacher(conn, secret)
        await self._send(conn, self._results())

    async def _on_clear(self, conn: Connection, secret: str) -> None:
        self._teacher(conn, secret)
        self.storage.clear_results()
        await self._results_cleared()

    async def _results_cleared(self) -> None:
        """The class's results were cleared (here, or on another server of the cluster)."""
        for room in self.rooms.values():
            room.forget_results()
            self._grid_changed(room)
        for teacher in [c for c in self.connections if c.teacher]:
            await self._send(teacher, self._results())

    async def _on_open(
        self,
        conn: Connection,
        secret: str,
        game: str,
        players: int,
        bots: dict[str, Any] | None = None,
        lang: str = "en",
        options: dict[str, Any] | None = None,
    ) -> None:
        self._teacher(conn, secret)
        seats = {}
        for seat, name in (bots or {}).items():
            if not (seat.isdigit() and isinstance(name, str)):
                raise refusal("input", "w.msg.type", field="bots", kind="open", want="object", value=brief(bots))
            seats[int(seat)] = name
        room = self._open_room(game, players, seats, lang, options)
        self.rooms[room.code] = room
        if self.cluster is not None:
            self.cluster.claim(room.code)  # its opener plays its bots
        await self._send(conn, {"type": "opened", "room": room.code})
        await self._changed(room)

    def _open_room(
        self, game: str, players: int, bots: dict[int, str], lang: str, options: dict[str, Any] | None
    ) -> Room:
        """A new room, its code unique in the database (another server of a cluster may have
        drawn the same code a moment ago: the database refuses the second, which draws again)."""
        for _ in range(CODE_TRIES - 1):
            try:
                return Room.open(self.storage, new_code(self.rooms), game, players, bots, lang, options)
            except Conflict:
                continue
        return Room.open(self.storage, new_code(self.rooms), game, players, bots, lang, options)

    async def _on_watch(self, conn: Connection, secret: str, lang: str | None = None) -> None:
        self._teacher(conn, secret)
        self._set_lang(conn, lang)
        await self._send(conn, {"type": "strings", "strings": page_labels(conn.lang)})
        for room in self.rooms.values():
            await self._send(conn, room.roster(conn.lang))
        await self._send(conn, self._results())
        await self._send(conn, {"type": "grids", "grids": self._grid(conn.lang)})
        await self._send(conn, {"type": "catalog", "games": catalog(conn.lang)})

    # ------------------------------------------------------------- telling
    async def _send(self, conn: Connection, frame: dict[str, Any]) -> None:
        self._post(conn, _json(frame))

    def _post(self, conn: Connection, text: str) -> None:
        """Put ``text`` on its way to ``conn``: its own writer sends its frames in order, so a
        device slow to take them (a phone on bad Wi-Fi) holds up no other, nor whoever
        moved; one that falls ``OUTBOX_FRAMES`` behind is closed at once."""
        if conn not in self.connections:
            return  # closed: it gets its frames again when it resumes
        if conn.outbox.qsize() < OUTBOX_FRAMES:
            self._queue(conn, text)
            return
        if conn.writer is not None:  # it is too far behind to catch up: what it had waiting goes
            conn.writer.cancel()
        conn.writer, conn.outbox = None, asyncio.Queue()
        self._close(conn, 1013, "too slow")

    def _close(self, conn: Connection, code: int, reason: str) -> None:
        """Close ``conn`` once the frames it was sent are sent; nothing more is sent to it or read from it."""
        self.connections.discard(conn)
        self._queue(conn, (code, reason))

    def _queue(self, conn: Connection, item: str | tuple[int, str]) -> None:
        conn.outbox.put_nowait(item)
        if conn.writer is None:
            conn.writer = asyncio.get_running_loop().create_task(self._write(conn))

    async def _write(self, conn: Connection) -> None:
        """Send ``conn``'s outbox in order; a frame the device does not take within
        ``SEND_SECONDS`` closes it (it reconnects and resumes its seat, as a reload does)."""
        while True:
            item = await conn.outbox.get()
            if isinstance(item, str):
                try:
                    await _send_within(conn.ws, item, SEND_SECONDS)
                    continue
                except Exception:
                    self.connections.discard(conn)
                    item = (1013, "too slow")
            with contextlib.suppress(Exception), anyio.move_on_after(SEND_SECONDS):
                await conn.ws.close(code=item[0], reason=item[1])
            return

    async def _changed(self, room: Room) -> None:
        """Send every seat of ``room`` its own frame and the teachers the roster; let the bots move."""
        texts: dict[tuple[object, ...], str] = {}  # one frame per kind of page, sent to each
        marks: dict[tuple[object, ...], LogMark | None] = {}
        for conn in dict.fromkeys([*self._listeners.get(room.code, ()), *self._teachers]):
            key: tuple[object, ...]
            if conn not in self.connections:
                continue
            if conn.room is room and conn.seat is not None:
                # a device that has the log's lines gets the new ones; a new one, all of them
                since = conn.log_mark if conn.full_sent else None
                key = (conn.seat, conn.table, not conn.full_sent, conn.lang, since)
                if key not in texts:
                    texts[key], marks[key] = room.frame_text(
                        conn.seat, conn.table, not conn.full_sent, conn.lang, since
                    )
                conn.full_sent, conn.log_mark = True, marks[key]
            elif conn.projecting is room:
                key = ("public", conn.lang)
                if key not in texts:
                    texts[key] = self._public_frame(room, conn.lang)
            elif conn.teacher:
                key = ("roster", conn.lang)
                if key not in texts:
                    texts[key] = _json(room.roster(conn.lang))
            else:
                continue
            self._post(conn, texts[key])
        self._tell_review(room)
        self._schedule_bots(room)

    # ----------------------------------------------------------------- bots
    def _plays_bots(self, room: Room) -> bool:
        """Does this server play ``room``'s bots? In a cluster, its owner only does."""
        return self.cluster is None or self.cluster.owns(room.code)

    def _schedule_bots(self, room: Room) -> None:
        if not self._plays_bots(room):
            return
        task = self._bot_tasks.get(room.code)
        if room.bot_to_move() and not room.step_mode and (task is None or task.done()):
            self._bot_tasks[room.code] = asyncio.get_running_loop().create_task(self._play_bots(room))

    async def _play_bots(self, room: Room) -> None:
        """One bot move after a pause, as at a table; telling the room schedules the next."""
        await asyncio.sleep(self.bot_delay)
        if not room.bot_to_move() or room.step_mode or not self._plays_bots(room):
            return  # paused, the teacher steps now, or the room went to another server
        moved = await self._bot_move(room)
        if self._bot_tasks.get(room.code) is asyncio.current_task():  # (a move it lost scheduled another)
            del self._bot_tasks[room.code]
        if moved:  # else the room's next change tries again
            await self._changed(room)

    async def _stepped(self, room: Room) -> None:
        """The teacher's step: one bot move (``_check_step`` found one to move)."""
        await self._bot_move(room)
        await self._changed(room)

    async def _bot_move(self, room: Room) -> bool:
        """One move of the bot on turn. A bot that raises (a bug) is logged here, in the
        server's log only (its error may tell its hidden hand), the first legal move is
        played in its stead so the room goes on, and the teachers' pages are told that it
        failed, no more. False: not even that move could be played."""
        seat, moves = room.game.current_player, len(room.game.history)
        assert seat is not None, "a bot is to move"
        try:
            room.bot_move()
            return True
        except Conflict:  # a person's move, stored by another server of the cluster, came first
            if self._bot_tasks.get(room.code) is asyncio.current_task():
                del self._bot_tasks[room.code]  # so the room's next bot move may be scheduled
            await self._caught_up(room)
            return False
        except Exception as err:
            failure = (room.code, seat, room.bot_id(seat))
            if failure in self._bot_failures:  # its traceback is in the log already
                logger.warning("room %s: seat %s's bot failed again (%s)", room.code, seat, type(err).__name__)
            else:
                self._bot_failures.add(failure)
                logger.exception(
                    "room %s: seat %s's bot failed; the first legal move is played for it", room.code, seat
                )
        if len(room.game.history) != moves or not room.bot_to_move():
            return True  # it failed after its move was made
        try:
            room.stand_in_move()
        except Exception:
            logger.exception("room %s: no move could be played for seat %s's bot", room.code, seat)
            return False
        for teacher in [c for c in self.connections if c.teacher]:
            message = CLASS_MESSAGES.render("c.bot-failed", {"room": room.code, "seat": seat}, teacher.lang)
            await self._send(teacher, {"type": "error", "rule": "bot", "message": message})
        return True


async def _send_within(ws: WebSocket, text: str, seconds: float) -> None:
    """Send ``text``, or raise TimeoutError after ``seconds``: with asyncio's own limit
    where there is one (Python 3.11; a fraction of anyio's cost, and it runs once a frame)."""
    if sys.version_info >= (3, 11):
        async with asyncio.timeout(seconds):
            await ws.send_text(text)
    else:
        with anyio.fail_after(seconds):
            await ws.send_text(text)


def _json(frame: dict[str, Any]) -> str:
    return json.dumps(frame, ensure_ascii=False)


def check_origin(origin: str) -> str:
    """``origin`` (``https://hub.school.example``, as a browser names a page's site) in the
    form a browser sends it; a path or another scheme is refused with a ValueError."""
    parts = urlsplit(origin.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.path not in ("", "/") or parts.query:
        raise ValueError(f"an origin is http(s)://host[:port], nothing after it, not {origin!r}")
    return f"{parts.scheme}://{parts.netloc}".lower()


def _loopback(host: str | None) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host or "").is_loopback
    except ValueError:
        return False


def origin_allowed(origin: str | None, allowed: frozenset[str] = frozenset()) -> bool:
    """May a page of ``origin`` (the browser's Origin header) open a socket to this server?
    The seat token and the teacher's key travel inside frames, never in cookies, so a
    foreign page cannot act as anyone; what the check keeps out is another site's page using
    a student's browser to reach the class from inside the school network (joining with
    made-up names, guessing codes). So: ``allowed``, our own pages at our own names and
    addresses (``check_origin`` form) and the teacher's ``--allow-origin`` sites (a school
    JupyterHub); a page served by the device itself (``localhost``: a student's own
    JupyterLab or Voila; any program there could connect without a browser anyway). Never
    whatever the Host header says: a page whose name an attacker points at this server (DNS
    rebinding) sends its own name as Host and Origin alike. A program without an Origin
    header (a test client, a bench) is let in, as it could be anything it liked."""
    if origin is None:
        return True
    try:
        return _loopback(urlsplit(origin).hostname) or check_origin(origin) in allowed
    except ValueError:  # "null" (a sandboxed frame, a file), or nothing like a site
        return False


def own_origins(host: str, port: int, addresses: Iterable[str]) -> list[str]:
    """The sites this server's own pages have, as a browser names them: ``http://`` and
    each name the server answers to (the bound ``host``, the LAN ``addresses`` it prints,
    this computer's name), at ``port``. Loopback needs none: it is let in at any port."""
    names = {*addresses, socket.gethostname().lower()}
    if host not in ("0.0.0.0", "", "::"):
        names.add(host)
    names.add(f"{socket.gethostname().lower().split('.')[0]}.local")  # its mDNS name
    origins = []
    for name in sorted(n for n in names if n):
        shown = f"[{name}]" if ":" in name else name
        origins.append(f"http://{shown}" if port == 80 else f"http://{shown}:{port}")
    return origins


SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
    "style-src 'self' 'unsafe-inline'; "
    "frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}


KEY_DIGEST = "sha256:"  # a stored key's digest starts so (an older server stored the key itself)


def teacher_key(storage: Storage, key_file: Path | None = None) -> str:
    """The teacher's key: the database keeps its SHA-256 digest only, so a copy of the
    database opens no rooms. ``key_file`` (beside the SQLite file; readable by its owner
    only) keeps the key itself between starts, so the teacher's link stays the same; without
    one (PostgreSQL, a test) a new key is made at each start. A key an older server stored
    in the clear moves to the file, so its link keeps working."""
    stored = storage.get_secret("teacher")
    key = None
    if key_file is not None and key_file.exists():
        kept = key_file.read_text(encoding="utf-8").strip()
        if kept and stored in (None, kept, KEY_DIGEST + token_digest(kept)):
            key = kept
    if key is None and key_file is not None and stored and not stored.startswith(KEY_DIGEST):
        key = stored  # in the clear, from an older server
    if key is None:
        key = secrets.token_urlsafe(24)
    if key_file is not None:
        _write_private(key_file, key + "\n")
    if stored != KEY_DIGEST + token_digest(key):
        storage.set_secret("teacher", KEY_DIGEST + token_digest(key))
    return key


def _with_digest(key: str) -> tuple[str, str]:
    return key, token_digest(key)


def cluster_key(storage: Storage, new: bool = False) -> tuple[str, str]:
    """A cluster's teacher key and its digest: every server of a database accepts the same
    one, so the teacher's page works on any. The first server to find no digest in
    ``secrets`` makes the key, prints it and keeps its digest (one server wins if several
    start at once); the others, and every server after a restart, know the digest only
    (the key returned is "") and check keys against it. ``new`` (``--new-key``): a new key
    replaces it (every server checks keys against the database's digest, ``_right_key``)."""
    key = secrets.token_urlsafe(24)
    digest = token_digest(key)
    if new:
        storage.set_secret("teacher", KEY_DIGEST + digest)
        return key, digest
    stored = storage.add_secret("teacher", KEY_DIGEST + digest)
    if stored == KEY_DIGEST + digest:
        return key, digest
    if not stored.startswith(KEY_DIGEST):  # in the clear, from an older server: its digest from now on
        storage.set_secret("teacher", KEY_DIGEST + token_digest(stored))
        return stored, token_digest(stored)
    return "", stored.removeprefix(KEY_DIGEST)


def _write_private(path: Path, text: str) -> None:
    """``text`` into ``path``, readable and writable by its owner only, whole or not at all."""
    part = path.with_name(path.name + ".part")
    with contextlib.suppress(FileNotFoundError):
        part.unlink()
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(part, path)


def key_file_for(database: Path) -> Path:
    """Where the teacher's key is kept beside an SQLite file: ``class-games.sqlite3.teacher-key``."""
    return database.with_name(database.name + ".teacher-key")


def _page(name: str) -> Callable[[Request], Awaitable[Response]]:
    async def page(request: Request) -> Response:
        return FileResponse(STATIC / name, headers=SECURITY_HEADERS)

    return page


#: what a room code looks like (the class page's field takes 8 characters): the QR code's text
CODE_SHAPE = re.compile(r"[A-Z0-9]{1,8}")


@functools.lru_cache(maxsize=256)
def _qr_of(url: str) -> str:
    return qr_svg(url)


def _qr(server: ClassServer) -> Callable[[Request], Awaitable[Response]]:
    async def qr(request: Request) -> Response:
        # The same answer for any code of a room code's shape, open or not: an answer that
        # differed would tell which codes are rooms, past the join's guess limit. Nothing
        # else: the server is no QR code maker for any text.
        code = request.query_params.get("room", "").strip().upper()
        if not CODE_SHAPE.fullmatch(code):
            return Response(status_code=404)
        svg = _qr_of(join_url(server.join_base, code))
        return Response(svg, media_type="image/svg+xml", headers=SECURITY_HEADERS)

    return qr


def make_app(server: ClassServer, site: Path | None = None) -> Starlette:
    routes = [
        Route("/", _page("class.html")),
        Route("/teacher", _page("teacher.html")),
        Route("/projector", _page("projector.html")),
        Route("/qr.svg", _qr(server)),
        # the widgets' own front-end bundles and styles: the class page mounts the same table
        Mount("/static/widgets", StaticFiles(directory=WIDGET_STATIC)),
        Mount("/static", StaticFiles(directory=STATIC)),
        WebSocketRoute("/ws", server.endpoint),
        Route("/favicon.ico", lambda request: Response(status_code=204)),
    ]
    if site is not None and site.is_dir():
        routes.append(Mount("/site", StaticFiles(directory=site, html=True)))

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await server.startup()
        yield
        await server.shutdown()

    return Starlette(routes=routes, lifespan=lifespan)


def _say(text: str) -> None:
    print(text, flush=True)  # a teacher's terminal, or a test reading the pipe, sees it now


def run(
    database: str | Path,
    host: str,
    port: int,
    bot_delay_ms: int,
    site: Path | None,
    say: Callable[[str], None] = _say,
    allow_origins: Iterable[str] = (),
    cluster: bool = False,
    new_key: bool = False,
    public_url: str | None = None,
) -> None:
    """Serve class games until Ctrl+C, after printing the room address and the teacher's link.
    ``database``: a PostgreSQL URL, or the SQLite file's path (raises ``StorageError``);
    ``cluster``: one of several servers of that PostgreSQL database (cluster.py);
    ``public_url``: the address the students use, when it is not the server's own (a
    reverse proxy's, ``check_origin`` form): the QR code's, and a site of its own pages."""
    import socket

    import uvicorn

    from .addresses import lan_addresses

    key_file = None
    if is_database_url(database):
        from .postgres import shown_url

        kept_in = shown_url(str(database))
    else:
        database = Path(database)
        database.parent.mkdir(parents=True, exist_ok=True)
        kept_in = str(database.resolve())
        key_file = key_file_for(database)
    # before the port: a database that is not there stops us first
    member = None
    if cluster:
        from .cluster import Cluster, ClusterStorage, member_id

        member = Cluster(ClusterStorage(str(database), member_id()))
        storage: Storage = member.storage
    else:
        storage = open_storage(database)
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    port = sock.getsockname()[1]
    addresses = lan_addresses() if host in ("0.0.0.0", "") else [host]
    place = addresses[0] if addresses else "127.0.0.1"
    base = f"{public_url}/" if public_url else f"http://{place}:{port}/"
    own = [*own_origins(host, port, addresses), *([public_url] if public_url else [])]
    server = ClassServer(
        storage,
        bot_delay=bot_delay_ms / 1000,
        join_base=base,
        allowed_origins=allow_origins,
        own_origins=own,
        key_file=key_file,
        cluster=member,
        new_key=new_key,
    )
    app = make_app(server, site)
    say(f"Class games are kept in {kept_in}")
    if member is not None:
        say(f"This server is {member.member} in a cluster: every server of this database serves every room")
    if key_file is not None:
        say(f"The teacher's key is kept in {key_file.resolve()} (yours only; delete it for a new key)")
    elif member is not None and not server.secret:
        say("The teacher's key is the cluster's: the link the server that made it printed (--new-key: another)")
    elif member is not None:
        say("The teacher's key is new, the same on every server of this database (--new-key: another)")
    else:
        say("The teacher's key is new at each start (the database keeps only its digest)")
    say(f"Students: open  {base}  and type the room code")
    say(f"Projector (for the class to see):  {base}projector?room=CODE")
    # the key travels after '#': browsers never send that part to a server or in a Referer
    if server.secret:
        teacher = base if public_url else f"http://127.0.0.1:{port}/"
        say(f"Teacher (keep this link to yourself):  {teacher}teacher#key={server.secret}")
    say(f'Notebooks: ClassTable(room=CODE, name=..., server="{base.rstrip("/")}"); they may join from')
    others = "".join(f", {origin}" for origin in sorted(server.allowed_origins))
    say(f"  this server's /site/, each student's own computer (localhost){others} (more: --allow-origin URL)")
    say("Press Ctrl+C to stop.")
    config = uvicorn.Config(
        app, ws_max_size=MAX_MESSAGE_BYTES * 4, log_level="warning", ws_ping_interval=20, ws_ping_timeout=20
    )
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        storage.close()
