"""A throwaway PostgreSQL cluster for the class server's stores: ``initdb`` in a temporary
folder, ``postgres`` on a free port of 127.0.0.1 with trust authentication, stopped and
deleted at the end. As root (PostgreSQL refuses to run as root) it runs as ``nobody``.

The binaries come from the PATH or Debian's /usr/lib/postgresql/<version>/bin; `.ci/run`
installs them on a fresh machine. Without them the tests fail, saying so: never skipped.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

from tabletop_tutor_classroom.process import free_port

__all__ = ["PostgresCluster", "postgres_bin"]

UNPRIVILEGED = "nobody"


def postgres_bin() -> Path:
    """The folder holding ``initdb`` and ``postgres``: on the PATH, else Debian's newest."""
    initdb, server = shutil.which("initdb"), shutil.which("postgres")
    if initdb and server and Path(initdb).resolve().parent == Path(server).resolve().parent:
        return Path(initdb).resolve().parent
    found = sorted(
        (Path(p) for p in glob.glob("/usr/lib/postgresql/*/bin") if (Path(p) / "initdb").exists()),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    if not found:
        raise RuntimeError(
            "The PostgreSQL tests need PostgreSQL's initdb and postgres (on the PATH or in "
            "/usr/lib/postgresql/*/bin): `apt-get install postgresql`, as .ci/run does."
        )
    return found[-1]


class PostgresCluster:
    """``start()`` a cluster, ``new_database()`` for each test, ``stop()`` to remove it all."""

    def __init__(self):
        self.bin = postgres_bin()
        self.folder = Path(tempfile.mkdtemp(prefix="tabletop-pg-"))
        self.data, self.sockets = self.folder / "data", self.folder / "sockets"
        self.proc: subprocess.Popen | None = None

    def _as_owner(self, *command: str) -> list[str]:
        return ["runuser", "-u", UNPRIVILEGED, "--", *command] if os.geteuid() == 0 else list(command)

    def start(self) -> PostgresCluster:
        self.sockets.mkdir()
        if os.geteuid() == 0:
            shutil.chown(self.folder, UNPRIVILEGED)
            shutil.chown(self.sockets, UNPRIVILEGED)
        run = {"cwd": self.folder, "capture_output": True, "text": True}
        done = subprocess.run(
            self._as_owner(
                str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "--no-sync"
            ),
            **run,
        )
        if done.returncode:
            raise RuntimeError(f"initdb failed:\n{done.stdout}{done.stderr}")
        self.port = free_port()
        self.log = open(self.folder / "postgres.log", "w")  # noqa: SIM115 - open while it runs
        # fsync off: a test kills the class server, never this cluster
        self.proc = subprocess.Popen(
            self._as_owner(
                str(self.bin / "postgres"),
                "-D",
                str(self.data),
                "-p",
                str(self.port),
                "-k",
                str(self.sockets),
                "-c",
                "listen_addresses=127.0.0.1",
                "-c",
                "fsync=off",
            ),
            cwd=self.folder,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        self._wait_ready()
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _wait_ready(self) -> None:
        import psycopg

        deadline = time.monotonic() + 30
        while True:
            try:
                psycopg.connect(self.url(), connect_timeout=2).close()
                return
            except psycopg.OperationalError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(
                        "PostgreSQL did not start:\n" + (self.folder / "postgres.log").read_text()
                    ) from None
                time.sleep(0.1)

    def new_database(self) -> str:
        """The URL of a new, empty database (one per test: nothing carries over)."""
        import psycopg

        name = f"class_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as db:
            db.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            # fast: whatever connection a test left open is closed (postgres may run under runuser)
            subprocess.run(
                self._as_owner(str(self.bin / "pg_ctl"), "-D", str(self.data), "stop", "-m", "fast", "-w"),
                cwd=self.folder,
                capture_output=True,
            )
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)
        if getattr(self, "log", None):
            self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)
