"""A school's PostgreSQL as the class server's store: the same tables (one template in
its own words, ``storage.schema``) and SQL as SQLite's (:class:`~.storage.SQLStorage`),
over psycopg 3 (the ``postgres`` dependency group).

``python -m tabletop_tutor_classroom --database postgresql://class@db.school/class`` keeps
every room, seat, move and result there; the tables are made on first use.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit, urlunsplit

from .storage import Conflict, Params, SQLStorage, StorageError

__all__ = ["PostgresStorage", "shown_url"]


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
        self._open_schema("postgresql")

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

    def _transaction(self, statements: list[tuple[str, Params]]) -> list[int]:
        db = self._connection()
        try:
            with db.transaction():  # rolled back whole if any statement fails
                return [
                    int(db.execute(sql.replace("?", "%s") if params else sql, params or None).rowcount)
                    for sql, params in statements
                ]
        except self._psycopg.errors.UniqueViolation as err:  # another server of the database wrote first
            raise Conflict(f"The database refused a write: {_reason(err)}.") from err
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
