"""Several class servers on one PostgreSQL database (``--cluster``), so a school can run
more than one machine, or one process a core, behind one address.

Every server of a cluster holds every room and serves any page:

* **Writes are arbitrated by the database.** Any server stores a person's move (and a
  join, the teacher's moderation) exactly as one server alone does: first into the
  database, then into its own copy. A move is kept under its number, which the database
  keeps unique (``actions``' primary key) and in order (the move before it stored, the
  same deal: ``SQLStorage.add_action``): two servers storing move 12 of a room at once
  get one move 12, the other a ``Conflict``; its student is told in one sentence that
  another move came first and sees the table as it is now. Nothing stored is ever lost
  or played twice, whatever the timing. A seat two servers give away at once, a room code
  two draw, go the same way (the second joins the next seat, draws another code).
* **Every server hears every change** through PostgreSQL's LISTEN/NOTIFY: each room write
  notifies ``CHANNEL`` with ``member code what`` in the same transaction (so a
  notification means a committed write, and none is sent for a refused one). A server that
  hears of another's move reads the new moves from the database, plays them on its copy
  and sends its own pages their frames; any other change (seats, flags, a new game, a new
  room) reads the room afresh; a lesson's result or a cleared class reaches its teachers'
  pages. After (re)connecting its listener, a server reads every room again (what it may
  have missed).
* **One server plays each room's bots: the room's owner**, who holds its **lease** (a row
  of ``leases``: code, owner, expiry by the database's clock) and renews it every
  ``ROUND_SECONDS``. A server that dies stops renewing; within ``LEASE_SECONDS`` plus a
  round, another server's round takes the lease over, reads the room from the database
  (its stored moves: exactly where it was) and its bots play on. An owner that stalled
  past its lease and wakes up finds it renewed nothing and stops; the one move it may
  still try is refused by the move numbers like any other race.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
from typing import TYPE_CHECKING

from rules_engine.core import IllegalAction

from .postgres import PostgresStorage
from .room import Room
from .storage import Params, RoomRecord, StorageError

if TYPE_CHECKING:
    from .server import ClassServer

__all__ = ["CHANNEL", "Cluster", "ClusterStorage", "LEASE_SECONDS", "ROUND_SECONDS", "member_id"]

logger = logging.getLogger(__name__)

CHANNEL = "tabletop_rooms"
#: how long a lease lasts unless renewed, and how often each server renews its leases and
#: takes over the lapsed ones: a dead owner's rooms play on within 6 seconds
LEASE_SECONDS, ROUND_SECONDS = 5.0, 1.0
NOW = "extract(epoch from clock_timestamp())"  # the database's clock: the servers' may differ
RENEW = f"UPDATE leases SET expires = {NOW} + ? WHERE owner = ? RETURNING code"
#: every room with no live lease (or only ``code``'s): this server's now. Two servers at
#: once: the database's row lock on the lease lets one have it, the other skips it.
TAKE = f"""
INSERT INTO leases (code, owner, expires) SELECT code, ?, {NOW} + ? FROM rooms r
WHERE NOT EXISTS (SELECT 1 FROM leases l WHERE l.code = r.code AND l.expires >= {NOW}){{only}}
ON CONFLICT (code) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
WHERE leases.expires < {NOW} RETURNING code
"""


def member_id() -> str:
    """This server's name in its cluster's leases: its machine and process."""
    return f"{socket.gethostname()}:{os.getpid()}"


class ClusterStorage(PostgresStorage):
    """A PostgreSQL store that tells the cluster of each room write, in its transaction."""

    def __init__(self, url: str, member: str) -> None:
        self.member = member
        super().__init__(url)

    def _room_write(self, code: str, what: str, statements: list[tuple[str, Params]]) -> list[int]:
        note = ("SELECT pg_notify(?, ?)", (CHANNEL, f"{self.member} {code} {what}"))
        return self._transaction([*statements, note])[:-1]


def _flags(record: RoomRecord) -> object:
    return json.loads(json.dumps(record.flags))  # as the database gives them back (tuples as lists)


def same_table(mine: RoomRecord, stored: RoomRecord) -> bool:
    """Does this server's copy agree with the database on all but the moves?"""
    return (
        mine.seed == stored.seed
        and sorted((s.seat, s.name, s.token_digest) for s in mine.seats)
        == sorted((s.seat, s.name, s.token_digest) for s in stored.seats)
        and mine.bots == stored.bots
        and _flags(mine) == _flags(stored)
    )


class Cluster:
    """This server's part in a cluster: its leases, and what it hears of the others."""

    def __init__(self, storage: ClusterStorage) -> None:
        self.storage, self.member = storage, storage.member
        self.owned: set[str] = set()  # the rooms whose lease this server holds
        self._server: ClassServer | None = None
        self._tasks: list[asyncio.Task[None]] = []

    @property
    def server(self) -> ClassServer:
        assert self._server is not None, "start() the cluster first"
        return self._server

    def owns(self, code: str) -> bool:
        return code in self.owned

    # ------------------------------------------------------------- lifecycle
    async def start(self, server: ClassServer) -> None:
        """Listen, then take the rooms nobody holds (before any page is served)."""
        self._server = server
        listening = asyncio.Event()
        loop = asyncio.get_running_loop()
        self._tasks.append(loop.create_task(self._listen(listening)))
        await asyncio.wait_for(listening.wait(), timeout=30)
        await self._lease_round()
        self._tasks.append(loop.create_task(self._keep_leases()))

    async def stop(self) -> None:
        """Stop, handing this server's rooms over at once (their leases deleted)."""
        for task in self._tasks:
            task.cancel()
        try:
            self.storage._write("DELETE FROM leases WHERE owner = ?", (self.member,))
        except StorageError as err:
            logger.warning("the cluster's leases were not handed over (they run out by themselves): %s", err)
        self.owned = set()

    def claim(self, code: str) -> None:
        """Hold a room this server just opened (so its bots start at once)."""
        taken = self.storage._query(TAKE.format(only=" AND r.code = ?"), (self.member, LEASE_SECONDS, code))
        self.owned |= {c for (c,) in taken}

    # ------------------------------------------------------------- leases
    async def _keep_leases(self) -> None:
        while True:
            await asyncio.sleep(ROUND_SECONDS)
            try:
                await self._lease_round()
            except StorageError as err:  # the database away: the leases run out, the rooms wait for it
                logger.warning("the cluster's leases were not renewed: %s", err)
            except Exception:
                logger.exception("the cluster's lease round failed")

    async def _lease_round(self) -> None:
        renewed = {c for (c,) in self.storage._query(RENEW, (LEASE_SECONDS, self.member))}
        taken = {c for (c,) in self.storage._query(TAKE.format(only=""), (self.member, LEASE_SECONDS))}
        lost = self.owned - renewed
        if lost:  # (this server stalled past its leases): their bots are the new owners'
            logger.warning("rooms %s went to another server of the cluster", ", ".join(sorted(lost)))
        self.owned = renewed | taken
        for code in sorted(taken):
            logger.info("room %s: this server plays it now", code)
            await self.refresh(code)  # where it is in the database, and its bots play on

    # ------------------------------------------------------------- hearing
    async def _listen(self, listening: asyncio.Event) -> None:
        import psycopg

        while True:
            try:
                async with await psycopg.AsyncConnection.connect(self.storage.url, autocommit=True) as db:
                    await db.execute(f"LISTEN {CHANNEL}")
                    listening.set()
                    await self.resync()  # what was written before it listened
                    async for note in db.notifies():
                        await self._heard(note.payload)
            except (psycopg.Error, StorageError) as err:
                logger.warning("the cluster's listener lost the database (%s): connecting again", err)
                await asyncio.sleep(ROUND_SECONDS)

    async def _heard(self, payload: str) -> None:
        member, code, what = payload.split(" ", 2)
        if member == self.member:
            return  # this server's own write: its copy has it already
        try:
            room = self.server.rooms.get(code)
            if what == "cleared":
                await self.server._results_cleared()
            elif what == "results":
                self._results_heard(room)
            elif what.isdigit() and room is not None:
                await self.caught_up(room)
            else:
                await self.refresh(code)
        except Exception:  # one room's trouble must not deafen the server to the others
            logger.exception("room %s: a change from %s was not taken up", code, member)

    def _results_heard(self, room: Room | None) -> None:
        """A lesson's or quiz's result came to another server: the teachers' pages here get
        the class's results, and the room's grid with that student's work."""
        server = self.server
        if room is not None:
            room.forget_others({c.digest for c in server.connections if c.room is room})
            server._grid_changed(room)
        server._results_changed()

    async def resync(self) -> None:
        for record in self.storage.rooms():
            await self.refresh(record.code, record)

    async def caught_up(self, room: Room) -> None:
        """Play the moves the database holds beyond ``room``'s, and tell this server's pages."""
        actions = self.storage.actions(room.code, len(room.game.history))
        if not actions:
            return
        try:
            room.apply_stored(actions)
        except IllegalAction:  # the copy went another way (a new game meanwhile): read it afresh
            await self.refresh(room.code, rebuild=True)
            return
        await self.server._changed(room)

    async def refresh(self, code: str, record: RoomRecord | None = None, rebuild: bool = False) -> Room | None:
        """Room ``code`` as the database has it now (None: no such room): a room new to this
        server, a copy whose seats, bots, flags or game differ read afresh, else its new moves."""
        if record is None:
            found = self.storage.rooms(code)
            if not found:
                return None
            record = found[0]
        server, old = self.server, self.server.rooms.get(code)
        if old is None:
            room = Room(record, self.storage)
            server.rooms[code] = room
            await server._changed(room)
            return room
        if not rebuild and same_table(old.record, record):
            await self.caught_up(old)
            if self.owns(code):
                server._schedule_bots(old)
            return old
        room = Room(record, self.storage)
        room.learners, room._stored = old.learners, old._stored
        server.replace_room(old, room)
        await self._tell(old, room)
        return room

    async def _tell(self, old: Room, new: Room) -> None:
        """This server's pages of a room read afresh: a new game's rules, an activity
        started or stopped, seats moved or taken away, the table."""
        server = self.server
        if old.record.seed != new.record.seed:
            for conn in server.connections:
                if conn.room is new or conn.projecting is new:
                    conn.full_sent = False
        if old.record.flags.get("activity") != new.record.flags.get("activity"):
            if new.activity is None:
                await server._activity_stopped(new)
            else:
                await server._activity_changed(new)
        await server._moderated(new)

    # ------------------------------------------------------------- looking up
    async def room_of_token(self, digest: str) -> Room | None:
        """The room a seat token plays in, read from the database: a seat taken on another
        server a moment ago, not yet heard of here."""
        code = self.storage.room_of_token(digest)
        return None if code is None else await self.refresh(code)
