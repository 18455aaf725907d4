"""Class play: the class server in-process (Starlette's test client) and as a real process
on 127.0.0.1, with WebSocket clients as the students and the teacher."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.classroom import class_app
from support.postgres import PostgresCluster

from tabletop_tutor_classroom.process import ServerProcess


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.classroom)


@pytest.fixture
def class_server(tmp_path):
    servers = []

    def start(db: Path | str | None = None, **kwargs) -> ServerProcess:
        kwargs.setdefault("site", tmp_path / "none")
        server = ServerProcess(db or tmp_path / "class.sqlite3", **kwargs).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def app():
    """``(server, client)``: a class server in-process on an in-memory database."""
    server, client = class_app()
    with client:
        yield server, client


class Spy:
    """A stand-in for a store's ``results`` that counts its calls and answers as it would."""

    def __init__(self, results):
        self.results, self.calls = results, 0

    def __call__(self):
        self.calls += 1
        return self.results()


@pytest.fixture
def results_spy(monkeypatch):
    """``spy(server)``: from now on ``server``'s store counts its reads of the results table
    (every class's, every day's), which a frame sent on each move must not make."""

    def spy(server) -> Spy:
        watcher = Spy(server.storage.results)
        monkeypatch.setattr(server.storage, "results", watcher)
        return watcher

    return spy


@pytest.fixture(scope="session")
def postgres():
    """A PostgreSQL cluster of this test process's own, for the whole session."""
    cluster = PostgresCluster().start()
    yield cluster
    cluster.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def database(request, tmp_path) -> Path | str:
    """Where a store keeps a class, once per kind of store: a new SQLite file, or a new
    database on the session's PostgreSQL (the URL ``--database`` takes)."""
    if request.param == "sqlite":
        return tmp_path / "class.sqlite3"
    return request.getfixturevalue("postgres").new_database()
