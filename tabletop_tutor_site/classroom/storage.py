"""Where class games live between moves: a small interface and its SQLite implementation.

A game is its seed plus its actions (``Game.from_json`` replays it exactly), so the store
keeps a room's settings, its seats and an append-only list of actions. Every write is
committed before the server tells anyone about it: a server killed between two moves
loses nothing that a seat has seen. Tokens are kept as SHA-256 digests only, so a copy
of the database does not hand out seats. Another database (PostgreSQL) is another class
with the same methods.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["ResultRecord", "RoomRecord", "SeatRecord", "Storage", "SQLiteStorage", "token_digest"]


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class SeatRecord:
    seat: int
    name: str
    token_digest: str


@dataclass
class RoomRecord:
    code: str
    game: str
    players: int
    seed: int
    options: dict
    lang: str
    bots: dict[int, str]  # seat -> bot name
    seats: list[SeatRecord] = field(default_factory=list)
    actions: list[dict] = field(default_factory=list)
    flags: dict = field(default_factory=dict)  # the teacher's switches: "paused", "step"


@dataclass
class ResultRecord:
    """One thing a student did in a lesson or quiz, as the student's own seat reported it."""

    student: str  # the name the student joined with
    room: str
    kind: str  # "lesson" or "quiz"
    item: str  # the lesson's or quiz's id
    rules: list[str]  # the rules it teaches (from the server's own lessons, not the report)
    correct: bool
    tries: int
    at: float = 0.0


class Storage:
    """What the class server needs from a database (every method commits)."""

    def get_secret(self, name: str) -> str | None:
        raise NotImplementedError

    def set_secret(self, name: str, value: str) -> None:
        raise NotImplementedError

    def add_room(self, room: RoomRecord) -> None:
        raise NotImplementedError

    def add_seat(self, code: str, seat: SeatRecord) -> None:
        raise NotImplementedError

    def add_action(self, code: str, number: int, action: dict) -> None:
        raise NotImplementedError

    def set_seating(self, code: str, seats: list[SeatRecord], bots: dict[int, str]) -> None:
        """Replace a room's people and bots (the teacher moved, kicked or replaced a seat)."""
        raise NotImplementedError

    def set_flag(self, code: str, name: str, value) -> None:
        raise NotImplementedError

    def restart(self, code: str, seed: int) -> None:
        """The room's next game: a new seed and no moves yet (the seats stay)."""
        raise NotImplementedError

    def rooms(self) -> list[RoomRecord]:
        raise NotImplementedError

    def add_result(self, result: ResultRecord) -> None:
        raise NotImplementedError

    def results(self) -> list[ResultRecord]:
        raise NotImplementedError

    def clear_results(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


SCHEMA = """
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, seed INTEGER NOT NULL,
    options TEXT NOT NULL, lang TEXT NOT NULL, bots TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL REFERENCES rooms(code), seat INTEGER NOT NULL, name TEXT NOT NULL,
    token_digest TEXT NOT NULL UNIQUE, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL REFERENCES rooms(code), number INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (code, number));
CREATE TABLE IF NOT EXISTS flags (
    code TEXT NOT NULL REFERENCES rooms(code), name TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (code, name));
CREATE TABLE IF NOT EXISTS results (
    student TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL,
    rules TEXT NOT NULL, correct INTEGER NOT NULL, tries INTEGER NOT NULL, at REAL NOT NULL);
"""


class SQLiteStorage(Storage):
    """The default store: one SQLite file (``:memory:`` for tests), written by one process."""

    def __init__(self, path: str | Path):
        # autocommit (each write its own transaction); the server's one event loop is the only
        # user, though not always on the thread that opened it (a test client's loop)
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.execute("PRAGMA synchronous = FULL")  # committed means on disk
        self.db.executescript(SCHEMA)

    def _write(self, sql: str, params: tuple) -> None:
        self._transaction([(sql, params)])

    def _transaction(self, statements: list[tuple[str, tuple]]) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            for sql, params in statements:
                self.db.execute(sql, params)

    def get_secret(self, name):
        row = self.db.execute("SELECT value FROM secrets WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    def set_secret(self, name, value):
        self._write("INSERT OR REPLACE INTO secrets VALUES (?, ?)", (name, value))

    def add_room(self, room):
        self._write(
            "INSERT INTO rooms VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                room.code,
                room.game,
                room.players,
                room.seed,
                json.dumps(room.options),
                room.lang,
                json.dumps({str(k): v for k, v in room.bots.items()}),
            ),
        )

    def add_seat(self, code, seat):
        self._write("INSERT INTO seats VALUES (?, ?, ?, ?)", (code, seat.seat, seat.name, seat.token_digest))

    def add_action(self, code, number, action):
        self._write("INSERT INTO actions VALUES (?, ?, ?)", (code, number, json.dumps(action)))

    def set_seating(self, code, seats, bots):
        self._transaction(
            [
                ("DELETE FROM seats WHERE code = ?", (code,)),
                *(("INSERT INTO seats VALUES (?, ?, ?, ?)", (code, s.seat, s.name, s.token_digest)) for s in seats),
                ("UPDATE rooms SET bots = ? WHERE code = ?", (json.dumps({str(k): v for k, v in bots.items()}), code)),
            ]
        )

    def set_flag(self, code, name, value):
        self._write("INSERT OR REPLACE INTO flags VALUES (?, ?, ?)", (code, name, json.dumps(value)))

    def restart(self, code, seed):
        self._transaction(
            [
                ("DELETE FROM actions WHERE code = ?", (code,)),
                ("UPDATE rooms SET seed = ? WHERE code = ?", (seed, code)),
            ]
        )

    def add_result(self, result):
        self._write(
            "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                result.student,
                result.room,
                result.kind,
                result.item,
                json.dumps(result.rules),
                int(result.correct),
                result.tries,
                result.at,
            ),
        )

    def results(self):
        rows = self.db.execute(
            "SELECT student, room, kind, item, rules, correct, tries, at FROM results ORDER BY rowid"
        ).fetchall()
        return [ResultRecord(s, r, k, i, json.loads(rules), bool(c), t, at) for s, r, k, i, rules, c, t, at in rows]

    def clear_results(self):
        self._write("DELETE FROM results", ())

    def rooms(self):
        out = []
        for code, game, players, seed, options, lang, bots in self.db.execute(
            "SELECT code, game, players, seed, options, lang, bots FROM rooms ORDER BY rowid"
        ):
            seats = [
                SeatRecord(*row)
                for row in self.db.execute(
                    "SELECT seat, name, token_digest FROM seats WHERE code = ? ORDER BY seat", (code,)
                )
            ]
            actions = [
                json.loads(a)
                for (a,) in self.db.execute("SELECT action FROM actions WHERE code = ? ORDER BY number", (code,))
            ]
            flags = {
                name: json.loads(value)
                for name, value in self.db.execute("SELECT name, value FROM flags WHERE code = ?", (code,))
            }
            out.append(
                RoomRecord(
                    code,
                    game,
                    players,
                    seed,
                    json.loads(options),
                    lang,
                    {int(k): v for k, v in json.loads(bots).items()},
                    seats,
                    actions,
                    flags,
                )
            )
        return out

    def close(self):
        self.db.close()
