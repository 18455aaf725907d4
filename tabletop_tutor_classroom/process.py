"""A class server in a child process, as the teacher runs it: for the tests and the bench."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path

__all__ = ["ServerProcess", "free_port"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """``python -m tabletop_tutor_classroom`` on a free port; ``kill()`` is SIGKILL.
    ``db``: an SQLite file's path or a PostgreSQL URL; ``site``: the offline site to serve
    (by default none: a folder next to the SQLite file that is not there); ``options``: more
    of the command line's (``--cluster``)."""

    def __init__(
        self,
        db: Path | str,
        bot_delay_ms: int = 30,
        allow_origins: Iterable[str] = (),
        site: Path | None = None,
        options: Iterable[str] = (),
    ) -> None:
        self.db, self.bot_delay_ms, self.allow_origins = db, bot_delay_ms, tuple(allow_origins)
        self.options = tuple(options)
        self.site = site if site is not None or isinstance(db, str) else db.parent / "none"
        self.proc: subprocess.Popen[str] | None = None
        self.secret = ""

    def start(self) -> ServerProcess:
        self.port = free_port()
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tabletop_tutor_classroom",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--database",
                str(self.db),
                "--bot-delay-ms",
                str(self.bot_delay_ms),
                *(["--site", str(self.site)] if self.site is not None else []),
                *[arg for origin in self.allow_origins for arg in ("--allow-origin", origin)],
                *self.options,
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.lines: list[str] = []
        out = self.proc.stdout
        assert out is not None  # (a pipe: stdout=PIPE above)
        for line in out:
            self.lines.append(line)
            if line.startswith("Teacher"):
                self.secret = line.split("#key=")[1].strip()
            if line.startswith("Press Ctrl+C"):
                break
        else:
            raise RuntimeError("the class server did not start:\n" + "".join(self.lines))
        # keep reading what it prints: a full pipe would stop the server mid-class
        threading.Thread(target=lambda: self.lines.extend(out), daemon=True).start()
        self._wait_listening()
        return self

    def _wait_listening(self) -> None:
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
        assert self.proc is not None, "start() the server first"
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
