"""The class server under a class: simulated students on loopback (a figure, not a test).

``python -m tabletop_tutor_classroom`` runs as the teacher runs it (a child process,
SQLite on disk); this process opens Exacto rooms of six and plays every seat through a
WebSocket client of its own, as the plain class page does: join with the room code, and
on its own turn send the move it chose. Two paces:

* ``human``: a student thinks 1 to 4 seconds before each move;
* ``fast``: every student moves the moment it may (the per-connection rate limit, 10
  messages a second, never binds: a seat moves only on its own turn).

Figures: moves a second the server took; click-to-update, from a student's move sent to
that student's next frame showing it (the server stored the move and told the room);
the server's memory (resident set) per room. A room that ends deals its next game (the
teacher's "next"), so play goes on for the whole run.

    uv run python bench/class_load.py                      # 30 students in 5 rooms
    uv run python bench/class_load.py --students 300       # 300 in 50
    uv run python bench/class_load.py --seconds 10 --pace fast
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

from tabletop_tutor_classroom.process import ServerProcess

PLAYERS = 6  # Exacto's largest table


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def choose(frame: dict, rng: random.Random) -> dict:
    """A student: calls when the bid reaches a third of the dice, else raises by the least."""
    legal = [entry["action"] for entry in frame["legal"]]
    bid = frame["view"]["bid"]
    if bid and bid["quantity"] * 3 >= frame["view"]["total_dice"] and any(a["kind"] == "liar" for a in legal):
        return next(a for a in legal if a["kind"] == "liar")
    bids = [a for a in legal if a["kind"] == "bid"]
    return bids[0] if bids else legal[0]


class Stats:
    def __init__(self):
        self.moves = 0
        self.latencies: list[float] = []
        self.refused = 0
        self.reasons: set[str] = set()


async def teacher_opens(url: str, secret: str, rooms: int) -> list[str]:
    async with connect(url) as ws:
        codes = []
        for _ in range(rooms):
            await asyncio.sleep(0.12)  # a connection may send 10 messages a second
            await ws.send(json.dumps({"type": "open", "secret": secret, "game": "exacto", "players": PLAYERS}))
            frame = {}
            while frame.get("type") != "opened":  # (the rosters of the rooms opened come too)
                frame = json.loads(await ws.recv())
            codes.append(frame["room"])
        return codes


async def teacher_deals_again(url: str, secret: str, stop: float) -> None:
    """The teacher's page: a room whose game is over gets its next game."""
    async with connect(url) as ws:
        await ws.send(json.dumps({"type": "watch", "secret": secret}))
        dealt = set()
        while time.monotonic() < stop:
            try:
                frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
            except TimeoutError:
                continue
            if frame["type"] == "room" and frame["is_over"] and (frame["room"], frame["move_number"]) not in dealt:
                dealt.add((frame["room"], frame["move_number"]))
                await ws.send(json.dumps({"type": "next", "secret": secret, "room": frame["room"]}))


async def student(url: str, code: str, name: str, pace: str, stats: Stats, stop: float, seed: int) -> None:
    rng = random.Random(seed)
    async with connect(url, max_queue=None) as ws:
        await ws.send(json.dumps({"type": "join", "room": code, "name": name}))
        sent_at = None
        acted = None
        while time.monotonic() < stop:
            try:
                frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
            except TimeoutError:
                continue
            if frame["type"] == "error":
                stats.refused += 1
                stats.reasons.add(frame["message"])
                continue
            if frame["type"] != "state":
                continue
            number = frame["view"]["move_number"]
            if sent_at is not None and number != acted:
                stats.latencies.append(time.perf_counter() - sent_at)
                stats.moves += 1
                sent_at = None
            if frame["legal"] and acted != number and sent_at is None:
                if pace == "human":
                    await asyncio.sleep(rng.uniform(1.0, 4.0))
                acted = number
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "action": choose(frame, rng)}))


async def run(students: int, pace: str, seconds: float) -> dict:
    rooms = students // PLAYERS
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "class.sqlite3").start()
        try:
            base = rss_kib(server.proc.pid)
            codes = await teacher_opens(server.url, server.secret, rooms)
            stats = Stats()
            stop = time.monotonic() + seconds
            tasks = [asyncio.create_task(teacher_deals_again(server.url, server.secret, stop))]
            for r, code in enumerate(codes):
                for s in range(PLAYERS):
                    tasks.append(
                        asyncio.create_task(
                            student(server.url, code, f"S{r}-{s}", pace, stats, stop, seed=r * PLAYERS + s)
                        )
                    )
            started = time.monotonic()
            await asyncio.gather(*tasks)
            elapsed = time.monotonic() - started
            held = rss_kib(server.proc.pid)
        finally:
            server.stop()
    lat = sorted(stats.latencies)
    return {
        "students": rooms * PLAYERS,
        "rooms": rooms,
        "pace": pace,
        "moves_per_s": stats.moves / elapsed,
        "median_ms": 1000 * statistics.median(lat) if lat else float("nan"),
        "p95_ms": 1000 * lat[int(0.95 * (len(lat) - 1))] if lat else float("nan"),
        "moves": stats.moves,
        "refused": stats.refused,
        "reasons": sorted(stats.reasons),
        "rss_base_mib": base / 1024,
        "kib_per_room": (held - base) / rooms,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pace", choices=("human", "fast", "both"), default="both")
    args = parser.parse_args()
    for pace in ("human", "fast") if args.pace == "both" else (args.pace,):
        r = asyncio.run(run(args.students, pace, args.seconds))
        print(
            f"{r['students']} students in {r['rooms']} rooms, {r['pace']:>5} pace: "
            f"{r['moves_per_s']:7.1f} moves/s ({r['moves']} moves), click-to-update median "
            f"{r['median_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms; server {r['rss_base_mib']:.0f} MiB at start, "
            f"+{r['kib_per_room']:.0f} KiB a room; {r['refused']} refused"
        )
        for reason in r["reasons"]:
            print("  refused:", reason)


if __name__ == "__main__":
    main()
