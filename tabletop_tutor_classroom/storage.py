"""Where class games live between moves: a small interface and its SQLite implementation.

A game is its seed plus its actions (``Game.from_json`` replays it exactly), so the store
keeps a room's settings, its seats and an append-only list of actions. Every write is
committed before the server tells anyone about it: a server killed between two moves
loses nothing that a seat has seen. Tokens and the teacher's key are kept as SHA-256
digests only, so a copy of the database does not hand out seats or open rooms; the SQLite
file is its owner's only (mode 0600). :class:`SQLStorage` holds the SQL both stores
speak; :class:`SQLiteStorage` is the default, :class:`~.postgres.PostgresStorage` a
school's PostgreSQL (``open_storage`` picks one from the command line's ``--database``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "ResultRecord",
    "RoomRecord",
    "SeatRecord",
    "SCHEMA_VERSION",
    "SQLStorage",
    "SQLiteStorage",
    "Storage",
    "StorageError",
    "Conflict",
    "is_database_url",
    "schema",
    "open_storage",
    "token_digest",
]


class StorageError(Exception):
    """The database could not be opened, or refused a write (nothing of that write is kept)."""


class Conflict(StorageError):
    """A write the database refused because a row with its key is there already: another
    class server of the same database wrote first (a move under the same number, a room
    with the same code, a seat taken). Nothing of the write is kept."""


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
    options: dict[str, Any]
    lang: str
    bots: dict[int, str]  # seat -> bot name
    seats: list[SeatRecord] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    flags: dict[str, Any] = field(default_factory=dict)  # the teacher's switches: "paused", "step"


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
    #: the seat's identity (its token's digest): what a result belongs to, whatever the name
    student_id: str = ""
    #: the teacher's activity it was part of (its number in the room; 0: none, a notebook's report)
    activity: int = 0
    #: what the student did: the judged move in words, the decisive answer as typed
    answer: str = ""


class Storage:
    """What the class server needs from a database (every method commits)."""

    def get_secret(self, name: str) -> str | None:
        raise NotImplementedError

    def set_secret(self, name: str, value: str) -> None:
        raise NotImplementedError

    def add_secret(self, name: str, value: str) -> str:
        """Keep ``value`` unless ``name`` has one already; the value kept, either way."""
        raise NotImplementedError

    def add_room(self, room: RoomRecord) -> None:
        raise NotImplementedError

    def add_seat(self, code: str, seat: SeatRecord) -> None:
        raise NotImplementedError

    def add_action(self, code: str, number: int, action: dict[str, Any], seed: int | None = None) -> None:
        """Keep move ``number`` of room ``code``; refused (``Conflict``) unless it is the
        next one: the number free, the move before it stored, and (``seed``) the game
        dealt from ``seed`` still the room's (not a new game meanwhile)."""
        raise NotImplementedError

    def set_seating(self, code: str, seats: list[SeatRecord], bots: dict[int, str]) -> None:
        """Replace a room's people and bots (the teacher moved, kicked or replaced a seat)."""
        raise NotImplementedError

    def set_flag(self, code: str, name: str, value: object) -> None:
        raise NotImplementedError

    def restart(self, code: str, seed: int) -> None:
        """The room's next game: a new seed and no moves yet (the seats stay)."""
        raise NotImplementedError

    def rooms(self, code: str | None = None) -> list[RoomRecord]:
        """Every room (``code``: that one only, if it is there)."""
        raise NotImplementedError

    def actions(self, code: str, start: int) -> list[dict[str, Any]]:
        """A room's moves from number ``start`` on, in order."""
        raise NotImplementedError

    def room_of_token(self, digest: str) -> str | None:
        """The code of the room whose seat holds the token with ``digest``."""
        raise NotImplementedError

    def add_result(self, result: ResultRecord) -> None:
        raise NotImplementedError

    def results(self) -> list[ResultRecord]:
        raise NotImplementedError

    def clear_results(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


#: Which class server plays a room now, when several share a database (cluster.py): the
#: room's owner, and when its lease runs out (seconds since 1970, by the database's clock)
#: unless the owner renews it. Version 2 added it.
LEASES_TEMPLATE = """
CREATE TABLE IF NOT EXISTS leases (
    code TEXT PRIMARY KEY REFERENCES rooms(code), owner TEXT NOT NULL, expires {real} NOT NULL)
"""

#: The tables of version 1, once for both databases (MIGRATIONS adds what came since, to
#: a new database too). ``{order}`` is the column that keeps the order
#: rows came in (SQLite has its implicit ``rowid``; PostgreSQL needs one made), ``{int64}``
#: an integer of 64 bits (a seed has 62), ``{real}`` a double (a result's time); JSON
#: stays TEXT, kept byte for byte as the game wrote it.
SCHEMA_TEMPLATE = """
CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms ({order_unique}
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, seed {int64} NOT NULL,
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
CREATE TABLE IF NOT EXISTS results ({order_key}
    student TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL,
    rules TEXT NOT NULL, correct INTEGER NOT NULL, tries INTEGER NOT NULL, at {real} NOT NULL);
CREATE TABLE IF NOT EXISTS outcomes ({order_key}
    student TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL,
    rules TEXT NOT NULL, correct INTEGER NOT NULL, tries INTEGER NOT NULL, at {real} NOT NULL,
    student_id TEXT NOT NULL, activity INTEGER NOT NULL, answer TEXT NOT NULL)
"""

#: each database's words for the template's blanks
DIALECTS: dict[str, dict[str, str]] = {
    "sqlite": {"order_unique": "", "order_key": "", "int64": "INTEGER", "real": "REAL"},
    "postgresql": {
        "order_unique": "\n    rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,",
        "order_key": "\n    rowid BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,",
        "int64": "BIGINT",
        "real": "DOUBLE PRECISION",
    },
}

#: The layout of the tables this code reads and writes. A change to them raises it by one
#: and adds to MIGRATIONS what brings a database of the version before up to it, so a
#: school's database keeps its rooms and results through an upgrade.
SCHEMA_VERSION = 2
#: version -> the statements that take a database from it to the next (each dialect's)
MIGRATIONS: dict[int, dict[str, list[str]]] = {
    1: {dialect: [LEASES_TEMPLATE.format(**words).strip()] for dialect, words in DIALECTS.items()},
}


def schema(dialect: str) -> list[str]:
    """The statements that make every table in ``dialect`` (``sqlite``, ``postgresql``)."""
    return [sql.strip() for sql in SCHEMA_TEMPLATE.format(**DIALECTS[dialect]).split(";")]


#: a statement's parameters, in the order of its ``?`` placeholders
Params = tuple[Any, ...]

ROOM_COLUMNS = "code, game, players, seed, options, lang, bots"
RESULT_COLUMNS = "student, room, kind, item, rules, correct, tries, at"
#: a result as kept since results belong to a seat: ``outcomes`` (``results`` holds the
#: older ones, kept by the student's name, and is read too)
OUTCOME_COLUMNS = RESULT_COLUMNS + ", student_id, activity, answer"


def _bots_json(bots: dict[int, str]) -> str:
    return json.dumps({str(k): v for k, v in bots.items()})


class SQLStorage(Storage):
    """Every method in SQL that SQLite and PostgreSQL both read (``?`` placeholders; the
    tables' insertion order is their ``rowid``). A subclass runs it: ``_transaction``
    (every statement or none) and ``_query``."""

    def _transaction(self, statements: list[tuple[str, Params]]) -> list[int]:
        """Run ``statements``, every one or none; the rows each changed."""
        raise NotImplementedError

    def _query(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _write(self, sql: str, params: Params) -> None:
        self._transaction([(sql, params)])

    def _room_write(self, code: str, what: str, statements: list[tuple[str, Params]]) -> list[int]:
        """A write to room ``code``'s rows: ``what`` changed (a move's number, ``seats``,
        ``flags``, ``restart``, ``room``, ``results``; code ``*``: every room's results
        ``cleared``). One transaction (the rows each statement changed); a cluster's store
        also tells the other servers of the database in it (cluster.ClusterStorage)."""
        return self._transaction(statements)

    def _open_schema(self, dialect: str) -> None:
        """Make the tables, or bring them up to SCHEMA_VERSION; refuse a newer layout."""
        self._transaction([(sql, ()) for sql in schema(dialect)])
        rows = self._query("SELECT version FROM schema_version")
        # before versions were kept, the tables were version 1's (made by the template above)
        version = rows[0][0] if rows else 1
        if version > SCHEMA_VERSION:
            raise StorageError(
                f"The class database was made by a newer tabletop-tutor (tables of version {version}; "
                f"this one knows up to {SCHEMA_VERSION}): upgrade tabletop-tutor to open it."
            )
        if rows and version == SCHEMA_VERSION:
            return
        steps = [(sql, ()) for v in range(version, SCHEMA_VERSION) for sql in MIGRATIONS[v][dialect]]
        # the migration and its mark, or neither; a second server opening the same new
        # database at the same moment adds no second row
        mark = "INSERT INTO schema_version (version) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM schema_version)"
        self._transaction(
            [*steps, ("UPDATE schema_version SET version = ?", (SCHEMA_VERSION,)), (mark, (SCHEMA_VERSION,))]
        )

    def schema_version(self) -> int:
        """The version of the tables' layout this database holds."""
        return int(self._query("SELECT version FROM schema_version")[0][0])

    def get_secret(self, name: str) -> str | None:
        rows = self._query("SELECT value FROM secrets WHERE name = ?", (name,))
        return rows[0][0] if rows else None

    def set_secret(self, name: str, value: str) -> None:
        self._write(
            "INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
            (name, value),
        )

    def add_secret(self, name: str, value: str) -> str:
        self._write("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", (name, value))
        kept = self.get_secret(name)
        assert kept is not None, "written just now"
        return kept

    def add_room(self, room: RoomRecord) -> None:
        row = (
            room.code,
            room.game,
            room.players,
            room.seed,
            json.dumps(room.options),
            room.lang,
            _bots_json(room.bots),
        )
        self._room_write(room.code, "room", [(f"INSERT INTO rooms ({ROOM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)", row)])

    _ADD_SEAT = "INSERT INTO seats (code, seat, name, token_digest) VALUES (?, ?, ?, ?)"

    def add_seat(self, code: str, seat: SeatRecord) -> None:
        self._room_write(code, "seats", [(self._ADD_SEAT, (code, seat.seat, seat.name, seat.token_digest))])

    #: the next move only: the one before it stored (a copy of the game behind another
    #: server's, or an earlier game's, stores nothing), and the same deal
    _ADD_ACTION = (
        "INSERT INTO actions (code, number, action) SELECT ?, ?, ?"
        " WHERE (? = 0 OR EXISTS (SELECT 1 FROM actions WHERE code = ? AND number = ?))"
        " AND (CAST(? AS BIGINT) IS NULL OR EXISTS (SELECT 1 FROM rooms WHERE code = ? AND seed = ?))"
    )

    def add_action(self, code: str, number: int, action: dict[str, Any], seed: int | None = None) -> None:
        params = (code, number, json.dumps(action), number, code, number - 1, seed, code, seed)
        (added, *_) = self._room_write(code, str(number), [(self._ADD_ACTION, params)])
        if not added:
            raise Conflict(f"The database refused a write: move {number} of room {code} does not follow its moves.")

    def actions(self, code: str, start: int) -> list[dict[str, Any]]:
        rows = self._query("SELECT action FROM actions WHERE code = ? AND number >= ? ORDER BY number", (code, start))
        return [json.loads(action) for (action,) in rows]

    def room_of_token(self, digest: str) -> str | None:
        rows = self._query("SELECT code FROM seats WHERE token_digest = ?", (digest,))
        return str(rows[0][0]) if rows else None

    def set_seating(self, code: str, seats: list[SeatRecord], bots: dict[int, str]) -> None:
        self._room_write(
            code,
            "seats",
            [
                ("DELETE FROM seats WHERE code = ?", (code,)),
                *((self._ADD_SEAT, (code, s.seat, s.name, s.token_digest)) for s in seats),
                ("UPDATE rooms SET bots = ? WHERE code = ?", (_bots_json(bots), code)),
            ],
        )

    def set_flag(self, code: str, name: str, value: object) -> None:
        sql = (
            "INSERT INTO flags (code, name, value) VALUES (?, ?, ?)"
            " ON CONFLICT (code, name) DO UPDATE SET value = excluded.value"
        )
        self._room_write(code, "flags", [(sql, (code, name, json.dumps(value)))])

    def restart(self, code: str, seed: int) -> None:
        self._room_write(
            code,
            "restart",
            [
                ("DELETE FROM actions WHERE code = ?", (code,)),
                ("UPDATE rooms SET seed = ? WHERE code = ?", (seed, code)),
            ],
        )

    def add_result(self, result: ResultRecord) -> None:
        sql = f"INSERT INTO outcomes ({OUTCOME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        row = (
            result.student,
            result.room,
            result.kind,
            result.item,
            json.dumps(result.rules),
            int(result.correct),
            result.tries,
            result.at,
            result.student_id,
            result.activity,
            result.answer,
        )
        self._room_write(result.room, "results", [(sql, row)])

    def results(self) -> list[ResultRecord]:
        older = self._query(f"SELECT {RESULT_COLUMNS} FROM results ORDER BY rowid")
        rows = self._query(f"SELECT {OUTCOME_COLUMNS} FROM outcomes ORDER BY rowid")
        return [
            # an older result belongs to the name it was kept by
            *(
                ResultRecord(s, r, k, i, json.loads(ru), bool(c), t, at, f"name:{s}")
                for s, r, k, i, ru, c, t, at in older
            ),
            *(
                ResultRecord(s, r, k, i, json.loads(ru), bool(c), t, at, sid, act, ans)
                for s, r, k, i, ru, c, t, at, sid, act, ans in rows
            ),
        ]

    def clear_results(self) -> None:
        self._room_write("*", "cleared", [("DELETE FROM results", ()), ("DELETE FROM outcomes", ())])

    def rooms(self, code: str | None = None) -> list[RoomRecord]:
        # four queries whatever the number of rooms (a database across the network pays per query)
        seats: defaultdict[str, list[SeatRecord]] = defaultdict(list)
        actions: defaultdict[str, list[dict[str, Any]]] = defaultdict(list)
        flags: defaultdict[str, dict[str, Any]] = defaultdict(dict)
        where, only = ("", ()) if code is None else (" WHERE code = ?", (code,))
        for room, seat, name, digest in self._query(
            f"SELECT code, seat, name, token_digest FROM seats{where} ORDER BY seat", only
        ):
            seats[room].append(SeatRecord(seat, name, digest))
        for room, action in self._query(f"SELECT code, action FROM actions{where} ORDER BY number", only):
            actions[room].append(json.loads(action))
        for room, name, value in self._query(f"SELECT code, name, value FROM flags{where}", only):
            flags[room][name] = json.loads(value)
        return [
            RoomRecord(
                code,
                game,
                players,
                seed,
                json.loads(options),
                lang,
                {int(k): v for k, v in json.loads(bots).items()},
                seats[code],
                actions[code],
                flags[code],
            )
            for code, game, players, seed, options, lang, bots in self._query(
                f"SELECT {ROOM_COLUMNS} FROM rooms{where} ORDER BY rowid", only
            )
        ]


class SQLiteStorage(SQLStorage):
    """The default store: one SQLite file (``:memory:`` for tests), written by one process."""

    def __init__(self, path: str | Path) -> None:
        try:
            if str(path) != ":memory:" and not str(path).startswith("file:"):
                # made readable by its owner only: it holds every room's seed, so every hand
                # (SQLite gives its -wal and -shm files the same mode)
                os.close(os.open(path, os.O_RDWR | os.O_CREAT, 0o600))
            # autocommit (each write its own transaction); the server's one event loop is the only
            # user, though not always on the thread that opened it (a test client's loop)
            self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
            self.db.execute("PRAGMA foreign_keys = ON")
            # Write-ahead log: a commit is one append and one fsync of the log, where the
            # default rollback journal costs three fsyncs; the server's event loop waits for
            # each commit (over half its time with 300 students, bench/class_load.py). Still
            # durable: FULL syncs the log at every commit, so a committed move survives a
            # killed process and a power cut alike.
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = FULL")  # committed means on disk
            self._open_schema("sqlite")
        except (sqlite3.Error, OSError) as err:
            reason = (err.strerror or err) if isinstance(err, OSError) else err
            raise StorageError(f"The class server cannot open the SQLite file {path}: {reason}.") from None

    def _transaction(self, statements: list[tuple[str, Params]]) -> list[int]:
        try:
            with self.db:
                self.db.execute("BEGIN IMMEDIATE")
                return [self.db.execute(sql, params).rowcount for sql, params in statements]
        except sqlite3.IntegrityError as err:  # rolled back by ``with self.db``
            kind = Conflict if "UNIQUE" in str(err) else StorageError
            raise kind(f"The database refused a write: {err}.") from err
        except sqlite3.Error as err:
            raise StorageError(f"The database refused a write: {err}.") from err

    def _query(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        return self.db.execute(sql, params).fetchall()

    def close(self) -> None:
        self.db.close()


def is_database_url(where: str | Path) -> bool:
    """``postgresql://...`` (or ``postgres://``) names a PostgreSQL database; anything else a file."""
    return isinstance(where, str) and where.startswith(("postgresql://", "postgres://"))


def open_storage(where: str | Path) -> Storage:
    """The store ``--database`` names: a PostgreSQL URL, or an SQLite file's path."""
    if is_database_url(where):
        from .postgres import PostgresStorage  # psycopg loads only for a school's PostgreSQL

        return PostgresStorage(str(where))
    return SQLiteStorage(where)
