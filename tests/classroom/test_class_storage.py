"""The class server's stores, one suite for both: every test runs on SQLite and on a real
PostgreSQL (the ``database`` fixture), through ``open_storage`` as ``--database`` picks it."""

from __future__ import annotations

import sys
from contextlib import closing

import pytest

from tabletop_tutor_classroom import storage as storage_module
from tabletop_tutor_classroom.postgres import PostgresStorage
from tabletop_tutor_classroom.process import free_port
from tabletop_tutor_classroom.room import Room
from tabletop_tutor_classroom.storage import (
    SCHEMA_VERSION,
    Conflict,
    ResultRecord,
    RoomRecord,
    SeatRecord,
    SQLiteStorage,
    StorageError,
    open_storage,
    token_digest,
)
from tabletop_tutor_site.__main__ import main

TABLES = ("secrets", "rooms", "seats", "actions", "flags", "results")
BIG_SEED = 2**62 - 1  # the largest seed a room draws (secrets.randbits(62))


def room(code="K7P2", **changes) -> RoomRecord:
    fields = {
        "game": "exacto",
        "players": 3,
        "seed": BIG_SEED,
        "options": {"dice": 4},
        "lang": "lv",
        "bots": {2: "probability"},
    }
    return RoomRecord(code, **{**fields, **changes})


def everything(store) -> str:
    """Every value in every table, as text (the test's look at the database's own rows)."""
    return repr([sorted(map(repr, store._query(f"SELECT * FROM {table}"))) for table in TABLES])


@pytest.fixture
def store(database):
    opened = open_storage(database)
    yield opened
    opened.close()


def test_the_command_line_picks_the_store(database, store):
    assert isinstance(store, PostgresStorage if isinstance(database, str) else SQLiteStorage)


def test_a_room_with_seats_actions_and_flags_survives_close_and_reopen(database, store):
    store.set_secret("teacher", "first")
    store.set_secret("teacher", "second")  # a key replaced, not added
    store.add_room(room("ZZZZ"))
    store.add_room(room("AAAA", game="siggil", players=2, seed=7, options={}, lang="en", bots={}))
    store.add_seat("ZZZZ", SeatRecord(1, "Ben", "b" * 64))
    store.add_seat("ZZZZ", SeatRecord(0, "Anna", "a" * 64))
    actions = [{"kind": "bid", "quantity": q, "face": 3} for q in (1, 2)] + [{"kind": "liar"}]
    for number, action in enumerate(actions):
        store.add_action("ZZZZ", number, action)
    store.set_flag("ZZZZ", "paused", True)
    store.set_flag("ZZZZ", "step", True)
    store.set_flag("ZZZZ", "paused", False)
    store.close()
    again = open_storage(database)  # the tables are there already: made once, kept
    try:
        assert again.get_secret("teacher") == "second" and again.get_secret("other") is None
        zzzz, aaaa = again.rooms()  # in the order they were opened, not by code
        assert zzzz == RoomRecord(
            "ZZZZ",
            "exacto",
            3,
            BIG_SEED,
            {"dice": 4},
            "lv",
            {2: "probability"},
            [SeatRecord(0, "Anna", "a" * 64), SeatRecord(1, "Ben", "b" * 64)],
            actions,
            {"paused": False, "step": True},
        )
        assert aaaa == room("AAAA", game="siggil", players=2, seed=7, options={}, lang="en", bots={})
    finally:
        again.close()


def test_the_teacher_reseats_a_room_in_one_write(store):
    store.add_room(room())
    store.add_seat("K7P2", SeatRecord(0, "Anna", "a" * 64))
    store.add_seat("K7P2", SeatRecord(1, "Ben", "b" * 64))
    store.set_seating("K7P2", [SeatRecord(2, "Anna", "a" * 64)], {0: "random", 1: "cautious"})
    (kept,) = store.rooms()
    assert kept.seats == [SeatRecord(2, "Anna", "a" * 64)] and kept.bots == {0: "random", 1: "cautious"}


def test_restart_keeps_the_seats_and_forgets_the_moves(database, store):
    store.add_room(room())
    store.add_room(room("OTHR"))
    store.add_seat("K7P2", SeatRecord(0, "Anna", "a" * 64))
    for code in ("K7P2", "OTHR"):
        store.add_action(code, 0, {"kind": "bid", "quantity": 1, "face": 2})
    store.set_flag("K7P2", "step", True)
    store.restart("K7P2", 12345)
    store.add_action("K7P2", 0, {"kind": "bid", "quantity": 2, "face": 5})  # the next game's first move
    store.close()
    again = open_storage(database)
    try:
        restarted, other = again.rooms()
        assert restarted.seed == 12345 and restarted.actions == [{"kind": "bid", "quantity": 2, "face": 5}]
        assert restarted.seats == [SeatRecord(0, "Anna", "a" * 64)] and restarted.flags == {"step": True}
        assert other.seed == BIG_SEED and other.actions == [{"kind": "bid", "quantity": 1, "face": 2}]
    finally:
        again.close()


def test_results_are_kept_in_order_until_cleared(database, store):
    store.add_room(room())
    kept = [
        ResultRecord("Anna", "K7P2", "lesson", "raise", ["exacto.raise"], False, 3, 1764600000.123456),
        ResultRecord("Ben", "K7P2", "quiz", "at-least", ["exacto.count", "exacto.ones"], True, 1, 1764600001.5),
        ResultRecord("Anna", "K7P2", "lesson", "raise", ["exacto.raise"], True, 4, 1764600002.0),
    ]
    for result in kept:
        store.add_result(result)
    store.close()
    again = open_storage(database)
    try:
        assert again.results() == kept  # the times to the microsecond, in the order reported
        again.clear_results()
        assert again.results() == []
        assert [r.code for r in again.rooms()] == ["K7P2"]  # the rooms stay
    finally:
        again.close()


def test_a_seat_token_is_kept_as_its_digest_only(database, store):
    """A copy of the database hands out no seat: the token is nowhere in it, its digest is,
    and the reopened room knows the token by it."""
    opened = Room.open(store, "K7P2", "exacto", 2, {}, "en")
    seat, token = opened.join("Anna")
    dump = everything(store)
    assert token not in dump and token_digest(token) in dump
    store.close()
    again = open_storage(database)
    try:
        (record,) = again.rooms()
        assert (
            Room(record, again).seat_for(token) == seat
            and Room(record, again).seat_for(token[:-1] + ("x" if token[-1] != "x" else "y")) is None
        )
    finally:
        again.close()


def test_a_write_that_fails_leaves_nothing_half_written(store):
    """A refused write is refused whole: the teacher's reseating whose second seat breaks a
    constraint keeps neither its deletions nor its first seat nor its bots, and a move
    numbered twice is not kept twice; the store goes on working after either."""
    store.add_room(room())
    store.add_seat("K7P2", SeatRecord(0, "Anna", "a" * 64))
    store.add_action("K7P2", 0, {"kind": "bid", "quantity": 1, "face": 2})
    before = everything(store)
    with pytest.raises(StorageError, match="refused a write"):
        # two seats, one token: the second insert fails after the delete and the first insert ran
        store.set_seating("K7P2", [SeatRecord(1, "Ben", "c" * 64), SeatRecord(2, "Dace", "c" * 64)], {0: "random"})
    with pytest.raises(StorageError, match="refused a write"):
        store.add_action("K7P2", 0, {"kind": "liar"})
    with pytest.raises(StorageError, match="refused a write"):
        store.add_seat("NONE", SeatRecord(0, "Ghost", "g" * 64))  # a seat in no room
    assert everything(store) == before
    store.add_action("K7P2", 1, {"kind": "liar"})
    assert store.rooms()[0].actions[-1] == {"kind": "liar"}


def test_a_database_that_cannot_be_reached_is_said_in_one_sentence(capsys):
    port = free_port()
    url = f"postgresql://teacher:hunter2@127.0.0.1:{port}/class"  # nothing listens there
    with pytest.raises(StorageError) as refused:
        open_storage(url)
    message = str(refused.value)
    assert message.startswith(
        f"The class server cannot reach the PostgreSQL database postgresql://teacher@127.0.0.1:{port}/class: "
    )
    assert message.endswith(".") and message.count("\n") == 0 and "hunter2" not in message
    # the command line says it and stops, before it opens its port
    assert main(["class", "--database", url, "--port", "0"]) == 1
    assert capsys.readouterr().err == f"error: {message}\n"


def test_postgresql_without_psycopg_is_said_in_one_sentence(monkeypatch):
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if the postgres group was not installed
    with pytest.raises(StorageError) as refused:
        open_storage("postgresql://teacher@127.0.0.1/class")
    assert str(refused.value) == (
        "A PostgreSQL database needs psycopg: pip install 'tabletop-tutor[postgres]' (in a clone: uv sync)."
    )


def test_a_sqlite_file_commits_through_a_write_ahead_log(tmp_path):
    """One fsync a move, not three: with the rollback journal, commits held the server's
    event loop for over half its time with 300 students (bench/class_load.py); the log is
    synced at every commit all the same (synchronous FULL)."""
    store = SQLiteStorage(tmp_path / "class.sqlite3")
    try:
        assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert store.db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    finally:
        store.close()


def test_a_new_database_keeps_the_version_of_its_tables(database, store):
    assert store.schema_version() == SCHEMA_VERSION
    store.add_room(room())
    store.close()
    again = open_storage(database)
    assert again.schema_version() == SCHEMA_VERSION
    assert again._query("SELECT COUNT(*) FROM schema_version") == [(1,)]  # one mark, not one a start
    assert [r.code for r in again.rooms()] == ["K7P2"]
    again.close()


def test_a_database_from_before_versions_opens_as_version_one(database, store):
    store.add_room(room())
    store._write("DROP TABLE schema_version", ())  # as the tables were before they had a version
    store.close()
    again = open_storage(database)
    assert again.schema_version() == SCHEMA_VERSION and [r.code for r in again.rooms()] == ["K7P2"]
    again.close()


def test_a_database_of_newer_tables_is_refused_and_left_as_it_is(database, store):
    store.add_room(room())
    store._write("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    store.close()
    with pytest.raises(StorageError) as err:
        open_storage(database)
    assert str(err.value) == (
        f"The class database was made by a newer tabletop-tutor (tables of version {SCHEMA_VERSION + 1}; "
        f"this one knows up to {SCHEMA_VERSION}): upgrade tabletop-tutor to open it."
    )
    assert raw(database, "SELECT version FROM schema_version") == [(SCHEMA_VERSION + 1,)]
    assert raw(database, "SELECT code FROM rooms") == [("K7P2",)]


def raw(database, sql: str) -> list[tuple]:
    """``sql`` read past the store, by the database's own driver."""
    if isinstance(database, str):
        import psycopg

        with psycopg.connect(database) as db:
            return [tuple(row) for row in db.execute(sql).fetchall()]
    import sqlite3

    with closing(sqlite3.connect(database)) as db:
        return db.execute(sql).fetchall()


def test_an_older_database_is_migrated_at_open_and_keeps_its_rooms(database, store, monkeypatch):
    store.add_room(room())
    store.close()
    step = "ALTER TABLE rooms ADD COLUMN note TEXT"
    monkeypatch.setattr(storage_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    monkeypatch.setattr(storage_module, "MIGRATIONS", {SCHEMA_VERSION: {"sqlite": [step], "postgresql": [step]}})
    again = open_storage(database)
    assert again.schema_version() == SCHEMA_VERSION + 1
    assert [r.code for r in again.rooms()] == ["K7P2"]
    assert again._query("SELECT note FROM rooms") == [(None,)]  # the new column, there for every room
    again.close()
    reopened = open_storage(database)  # migrated once: opening again changes nothing
    assert reopened._query("SELECT note FROM rooms") == [(None,)] and reopened.schema_version() == SCHEMA_VERSION + 1
    reopened.close()


def test_both_databases_make_their_tables_from_one_template():
    from tabletop_tutor_classroom.storage import schema

    names = [[sql.split("(")[0].split()[-1] for sql in schema(dialect)] for dialect in ("sqlite", "postgresql")]
    assert names[0] == names[1] == ["schema_version", "secrets", *TABLES[1:], "outcomes"]
    assert "rowid" not in " ".join(schema("sqlite")) and " REAL " in " ".join(schema("sqlite"))
    assert "DOUBLE PRECISION" in " ".join(schema("postgresql")) and "seed BIGINT" in " ".join(schema("postgresql"))


def test_a_version_one_database_gets_the_cluster_leases_and_keeps_its_rooms(database):
    """Version 2 added ``leases`` (cluster.py): a database a version-1 server made, with a
    room in it, opens as version 2 with the table there and the room as it was."""
    from tabletop_tutor_classroom.storage import schema

    dialect = "postgresql" if isinstance(database, str) else "sqlite"
    made = [*schema(dialect), "INSERT INTO schema_version (version) VALUES (1)"]
    made.append(
        "INSERT INTO rooms (code, game, players, seed, options, lang, bots) "
        """VALUES ('K7P2', 'exacto', 3, 7, '{"dice": 4}', 'lv', '{"2": "probability"}')"""
    )
    run_raw(database, made)
    assert "leases" not in tables_of(database)
    store = open_storage(database)
    try:
        assert store.schema_version() == SCHEMA_VERSION == 2
        assert "leases" in tables_of(database) and store._query("SELECT * FROM leases") == []
        (kept,) = store.rooms()
        assert (kept.code, kept.seed, kept.options, kept.bots) == ("K7P2", 7, {"dice": 4}, {2: "probability"})
    finally:
        store.close()


def run_raw(database, statements: list[str]) -> None:
    """``statements`` run past the store, by the database's own driver."""
    if isinstance(database, str):
        import psycopg

        with psycopg.connect(database, autocommit=True) as db:
            for sql in statements:
                db.execute(sql)
        return
    import sqlite3

    with closing(sqlite3.connect(database)) as db, db:
        for sql in statements:
            db.execute(sql)


def tables_of(database) -> set[str]:
    if isinstance(database, str):
        rows = raw(database, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    else:
        rows = raw(database, "SELECT name FROM sqlite_master WHERE type = 'table'")
    return {name for (name,) in rows}


def test_a_move_is_kept_only_as_the_next_one_of_its_game(database, store):
    """What makes several servers of one database safe (cluster.py): a move whose number is
    taken, whose move before is not stored, or that was played in the game before a new
    deal, is refused (Conflict) and keeps nothing."""
    store.add_room(room())
    store.add_action("K7P2", 0, {"kind": "bid", "quantity": 1, "face": 2}, BIG_SEED)
    before = everything(store)
    for number, seed in ((0, BIG_SEED), (2, BIG_SEED), (1, 7)):
        with pytest.raises(Conflict, match="refused a write"):
            store.add_action("K7P2", number, {"kind": "liar"}, seed)
    assert everything(store) == before
    store.add_action("K7P2", 1, {"kind": "liar"}, BIG_SEED)
    assert [a["kind"] for a in store.rooms()[0].actions] == ["bid", "liar"]
