"""Class play: the class server in-process (Starlette's test client) and as a real process
on 127.0.0.1, with WebSocket clients as the students and the teacher."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.classroom)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``python -m tabletop_tutor_site class`` on a free port; ``kill()`` is SIGKILL."""

    def __init__(self, db: Path, bot_delay_ms: int = 30):
        self.db, self.bot_delay_ms = db, bot_delay_ms
        self.proc = None

    def start(self) -> "ServerProcess":
        self.port = free_port()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tabletop_tutor_site", "class", "--host", "127.0.0.1", "--port", str(self.port),
             "--db", str(self.db), "--bot-delay-ms", str(self.bot_delay_ms), "--site", str(self.db.parent / "none")],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.lines = []
        for line in self.proc.stdout:
            self.lines.append(line)
            if line.startswith("Teacher"):
                self.secret = line.split("#key=")[1].strip()
            if line.startswith("Press Ctrl+C"):
                break
        else:
            raise RuntimeError("the class server did not start:\n" + "".join(self.lines))
        self._wait_listening()
        return self

    def _wait_listening(self) -> None:
        import time
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("the class server is not listening")

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


@pytest.fixture
def class_server(tmp_path):
    servers = []

    def start(db: Path | None = None, **kwargs) -> ServerProcess:
        server = ServerProcess(db or tmp_path / "class.sqlite3", **kwargs).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
