"""A school's PostgreSQL as the class server's store: the same tables and SQL as SQLite's
(:class:`~.storage.SQLStorage`), over psycopg 3 (the ``postgres`` dependency group).

``python -m tabletop_tutor_classroom --database postgresql://class@db.school/class`` keeps
every room, seat, move and result there; the tables are made on first use.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit, urlunsplit

from .storage import Params, SQLStorage, StorageError

__all__ = ["PostgresStorage", "SCHEMA", "shown_url"]

# SQLite's tables with PostgreSQL's types: a seed has 62 bits (BIGINT), a result's time
# needs a double; JSON stays TEXT, kept byte for byte as the game wrote it. SQLite's
# implicit ``rowid`` (the order things were kept in) is a column of its own here.
SCHEMA = """
CREATE TABLE IF NOT EXISTS secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
    rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, seed BIGINT NOT NULL,
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
    rowid BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    student TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL,
    rules TEXT NOT NULL, correct INTEGER NOT NULL, tries INTEGER NOT NULL, at DOUBLE PRECISION NOT NULL);
CREATE TABLE IF NOT EXISTS outcomes (
    rowid BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    student TEXT NOT NULL, room TEXT NOT NULL, kind TEXT NOT NULL, item TEXT NOT NULL,
    rules TEXT NOT NULL, correct INTEGER NOT NULL, tries INTEGER NOT NULL, at DOUBLE PRECISION NOT NULL,
    student_id TEXT NOT NULL, activity INTEGER NOT NULL, answer TEXT NOT NULL);
"""


def shown_url(url: str) -> str:
    """``url`` without its password: what the terminal and error messages may print."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}@{host}" if parts.username else host
    if parts.port is not None:
        netloc += f":{parts.port}"
    return urlunsplit(parts._replace(netloc=netloc))


def _reason(err: Exception) -> str:
    """psycopg's first line (the rest is hints over several lines), without its full stop."""
    lines = str(err).strip().splitlines()
    return lines[0].rstrip(".") if lines else type(err).__name__


class PostgresStorage(SQLStorage):
    """Rooms in a PostgreSQL database: each write one transaction, committed before it returns."""

    def __init__(self, url: str, connect_timeout: int = 10) -> None:
        try:
            import psycopg
        except ImportError:
            raise StorageError(
                "A PostgreSQL database needs psycopg: pip install 'tabletop-tutor[postgres]' (in a clone: uv sync)."
            ) from None
        self._psycopg = psycopg
        self.url, self.connect_timeout = url, connect_timeout
        self.db = self._connect()
        self._transaction([(SCHEMA, ())])

    def _connect(self) -> Any:
        try:
            # autocommit: every write is a transaction block of its own (``_transaction``)
            return self._psycopg.connect(self.url, autocommit=True, connect_timeout=self.connect_timeout)
        except self._psycopg.Error as err:
            raise StorageError(
                f"The class server cannot reach the PostgreSQL database {shown_url(self.url)}: {_reason(err)}."
            ) from None

    def _connection(self) -> Any:
        # a database restarted under a running class: the next message connects again
        if self.db.closed:
            self.db = self._connect()
        return self.db

    def _transaction(self, statements: list[tuple[str, Params]]) -> None:
        db = self._connection()
        try:
            with db.transaction():  # rolled back whole if any statement fails
                for sql, params in statements:
                    db.execute(sql.replace("?", "%s") if params else sql, params or None)
        except self._psycopg.Error as err:
            raise StorageError(f"The database refused a write: {_reason(err)}.") from err

    def _query(self, sql: str, params: Params = ()) -> list[tuple[Any, ...]]:
        try:
            rows: list[tuple[Any, ...]] = self._connection().execute(sql.replace("?", "%s"), params or None).fetchall()
        except self._psycopg.Error as err:
            raise StorageError(f"The database could not be read: {_reason(err)}.") from err
        return rows

    def close(self) -> None:
        self.db.close()
