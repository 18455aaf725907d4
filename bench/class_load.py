"""The class server under a class: simulated students on loopback (a figure, not a test).

``python -m tabletop_tutor_classroom`` runs as the teacher runs it (a child process,
SQLite on disk); this process opens Exacto rooms of six and plays every seat through a
WebSocket client of its own, as the plain class page does: join with the room code, and
on its own turn send the move it chose. Two paces:

* ``human``: a student thinks 1 to 4 seconds before each move;
* ``fast``: every student moves the moment it may (a seat moves only on its own turn; at
  200 moves a second in 5 rooms that is 7 a second a student, near the per-connection
  limit of 10 a second, and a student held at it is closed: counted, with the reason).

Figures: moves a second the server took; click-to-update, from a student's move sent to
that student's next frame showing it (the server stored the move and told the room);
the server's memory (resident set) per room. A room that ends deals its next game (the
teacher's "next"), so play goes on for the whole run.

``--activity lesson``: the class does a lesson instead. The teacher's page (a ``watch``
connection with the teacher's key) starts a game's lessons in order (``sequence``) for
every room and keeps receiving the grid; each student works through them at a human pace
(1 to 4 s of thought before each action): now and then a hint first, now and then the
lesson's wrong move first (judged wrong), then Try again; the move the lesson asks; Go on.
Figures: actions a second the server answered; from a student's action sent to that
student's ``activity`` frame answering it (median, p95); and from a judged move or a Go on
sent to the teacher's first ``grids`` frame showing it (the student's tries and item).

    uv run python bench/class_load.py                      # 30 students in 5 rooms
    uv run python bench/class_load.py --students 300       # 300 in 50
    uv run python bench/class_load.py --seconds 10 --pace fast
    uv run python bench/class_load.py --activity lesson --students 300 --game exacto
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from bench.common import PURE_PYTHON_REFERENCE, reference_moves_per_second
from tabletop_tutor_classroom.activities import lessons_of, moves_judged
from tabletop_tutor_classroom.process import ServerProcess
from tabletop_tutor_classroom.server import ClassServer, Connection
from tabletop_tutor_classroom.storage import SQLiteStorage

PLAYERS = 6  # Exacto's largest table


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds process ``pid`` has used (``/proc/<pid>/stat``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
        self.teacher_closed = 0  # the teacher's page closed by the server for falling behind
        self.closed = 0  # students' devices the server closed


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


async def teacher_deals_again(url: str, secret: str, stop: float, stats: Stats) -> None:
    """The teacher's page: a room whose game is over gets its next game. A page the server
    closed for falling behind (the rosters of a large class, while this process's clients
    share its cores) connects again and watches anew, as the teacher's page does."""
    dealt = set()
    while time.monotonic() < stop:
        try:
            async with connect(url, max_queue=None) as ws:
                await ws.send(json.dumps({"type": "watch", "secret": secret}))
                while time.monotonic() < stop:
                    try:
                        frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
                    except TimeoutError:
                        continue
                    key = (frame.get("room"), frame.get("move_number"))
                    if frame["type"] == "room" and frame["is_over"] and key not in dealt:
                        dealt.add(key)
                        await ws.send(json.dumps({"type": "next", "secret": secret, "room": frame["room"]}))
        except ConnectionClosed:
            stats.teacher_closed += 1


async def student(url: str, code: str, name: str, pace: str, stats: Stats, stop: float, seed: int) -> None:
    """One student's device; one the server closed (too slow, too many messages) is
    counted, with the reason, and stops."""
    try:
        await play_seat(url, code, name, pace, stats, stop, seed)
    except ConnectionClosed as closed:
        stats.closed += 1
        why = closed.rcvd
        stats.reasons.add(f"closed: {why.code} {why.reason}" if why else "closed: no close frame")


async def play_seat(url: str, code: str, name: str, pace: str, stats: Stats, stop: float, seed: int) -> None:
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
            tasks = [asyncio.create_task(teacher_deals_again(server.url, server.secret, stop, stats))]
            for r, code in enumerate(codes):
                for s in range(PLAYERS):
                    tasks.append(
                        asyncio.create_task(
                            student(server.url, code, f"S{r}-{s}", pace, stats, stop, seed=r * PLAYERS + s)
                        )
                    )
            started, server_cpu = time.monotonic(), cpu_seconds(server.proc.pid)
            await asyncio.gather(*tasks)
            elapsed = time.monotonic() - started
            server_cpu = cpu_seconds(server.proc.pid) - server_cpu
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
        "closed": stats.closed,
        "teacher_closed": stats.teacher_closed,
        "reasons": sorted(stats.reasons),
        "rss_base_mib": base / 1024,
        "kib_per_room": (held - base) / rooms,
        "server_cpu": server_cpu / elapsed,  # CPU seconds a second: 1.0 is one core's whole time
        "cpu_ms_per_move": 1000 * server_cpu / stats.moves if stats.moves else float("nan"),
    }


# ------------------------------------------------------------------- the reference
def reference_moves_per_s() -> float | None:
    """The reference, measured in this process just before a figure: OpenSpiel's
    pure-Python ``PURE_PYTHON_REFERENCE`` random playouts, moves per CPU second (None
    without OpenSpiel: ``uv sync --group bench``). A served move's CPU is read against it,
    as the engine benches read theirs: a ratio means something on a loaded machine too."""
    return reference_moves_per_second(200)


def against(cpu_ms_per_move: float, reference: float | None) -> str:
    """A served move's CPU as reference moves (the ratio that travels between machines)."""
    if reference is None:
        return "no reference"
    return f"a served move = the CPU of {cpu_ms_per_move * reference / 1000:.0f} {PURE_PYTHON_REFERENCE} moves"


def print_reference(reference: float | None) -> None:
    if reference is not None:
        print(f"reference (this process): OpenSpiel {PURE_PYTHON_REFERENCE}, {reference:,.0f} random moves/s")


# ------------------------------------------------------------------ in-process
class Device:
    """A page without a network, for ``in_process``: the server's own handlers and send
    path (its queues and writers), a socket that takes every frame at once."""

    def __init__(self, server: ClassServer) -> None:
        self.server, self.frames = server, 0
        self.conn = Connection(self, "127.0.0.1")  # type: ignore[arg-type]
        server.connections.add(self.conn)  # as the endpoint does when a socket opens

    async def send_text(self, text: str) -> None:
        self.frames += 1

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        pass

    async def say(self, frame: dict) -> None:
        await self.server.handle(self.conn, json.dumps(frame))


async def in_process(rooms: int, moves: int, table: bool = False, profile: str | None = None) -> dict:
    """``moves`` moves in ``rooms`` Exacto rooms of six, every seat a ``Device`` (the plain
    page, or ``table``: the table front end's frames) and a teacher's page watching: the
    server's CPU a move without sockets or clients (its store an SQLite file, as a
    teacher's). ``profile``: a cProfile of the moves, written there."""
    import cProfile

    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        storage = SQLiteStorage(Path(folder) / "class.sqlite3")
        server = ClassServer(storage, bot_delay=0)
        teacher = Device(server)
        await teacher.say({"type": "watch", "secret": server.secret})
        seats: list[list[Device]] = []
        for r in range(rooms):
            await teacher.say({"type": "open", "secret": server.secret, "game": "exacto", "players": PLAYERS})
            code = list(server.rooms)[-1]
            seats.append([Device(server) for _ in range(PLAYERS)])
            for s, device in enumerate(seats[-1]):
                await device.say({"type": "join", "room": code, "name": f"S{r}-{s}", "table": table})
        await asyncio.sleep(0.05)  # the joins' frames sent
        profiler = cProfile.Profile() if profile else None
        cpu, done = 0.0, 0  # the server's part only: the students' choosing is not timed

        async def serve(device: Device, message: dict) -> None:
            nonlocal cpu
            start = time.process_time()
            if profiler:
                profiler.enable()
            await device.say(message)
            await asyncio.sleep(0)  # the writers send the frames
            if profiler:
                profiler.disable()
            cpu += time.process_time() - start

        while done < moves:
            for code, devices in zip(server.rooms, seats, strict=True):
                room = server.rooms[code]
                if room.game.is_over:
                    await serve(teacher, {"type": "next", "secret": server.secret, "room": code})
                    continue
                seat = room.game.current_player
                frame = {"legal": [{"action": a.to_json()} for a in room.game.legal_actions()]}
                frame["view"] = room.game.view(seat)
                await serve(
                    next(d for d in devices if d.conn.seat == seat), {"type": "act", "action": choose(frame, rng)}
                )
                done += 1
        if profiler:
            profiler.dump_stats(profile)
        storage.close()
    frames = sum(d.frames for devices in seats for d in devices)
    return {"rooms": rooms, "moves": done, "cpu_ms_per_move": 1000 * cpu / done, "frames": frames, "table": table}


# ----------------------------------------------------------------------------- a lesson
#: how often a simulated student asks a hint first, and makes the lesson's wrong move first
HINT_FIRST, WRONG_FIRST = 0.3, 0.35


def lesson_moves(game: str) -> dict[str, tuple[dict, dict | None]]:
    """Lesson id -> (a right move, a wrong legal move or None) at the lesson's start."""
    return {spec.id: moves_judged(spec) for spec in lessons_of(game)}


class LessonStats:
    def __init__(self):
        self.actions: dict[str, int] = {}  # answered actions by kind
        self.latencies: list[float] = []  # student: action sent -> its own answer
        self.grid_latencies: list[float] = []  # action sent -> the teacher's grid showing it
        self.errors = 0
        self.reasons: set[str] = set()
        self.unanswered = 0  # still waiting when the run ended
        self.finished = 0  # students through every lesson of the sequence
        self.grids = 0  # grid frames the teacher received
        #: student name -> [(the grid's progress the action makes, sent at)], for the teacher
        self.pending: dict[str, list[tuple[int, float]]] = {}


def grid_progress(student: dict, items: list[str]) -> int:
    """How far one student's row of the teacher's grid shows them: their tries (one per
    judged move) plus the lessons they went past; grows by one with each such action."""
    item = student["item"]
    return len(student["tries"]) + (items.index(item) if item in items else len(items))


async def teacher_watches_lesson(
    url: str, secret: str, game: str, students: int, stats: LessonStats, started: asyncio.Event, stop: list[float]
) -> None:
    """The teacher's page: starts the game's lessons for every room, then reads the grid;
    each student's row that moved on answers that student's actions waiting for it."""
    async with connect(url, max_queue=None, max_size=None) as ws:
        await ws.send(json.dumps({"type": "watch", "secret": secret}))
        await ws.send(json.dumps({"type": "activity", "secret": secret, "kind": "sequence", "game": game}))
        while not stop or time.monotonic() < stop[0]:
            try:
                frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=0.5))
            except TimeoutError:
                continue
            if frame["type"] == "error":
                stats.errors += 1
                stats.reasons.add("teacher: " + frame["message"])
                continue
            if frame["type"] != "grids":
                continue
            now = time.perf_counter()
            rows = [(s, g["activity"]["items"]) for g in frame["grids"] for s in g["students"]]
            if not started.is_set():
                if len(rows) >= students:  # every room's grid, every student in it
                    started.set()
                continue
            stats.grids += 1
            for student, items in rows:
                waiting = stats.pending.get(student["name"])
                if not waiting:
                    continue
                reached = grid_progress(student, items)
                while waiting and waiting[0][0] <= reached:
                    stats.grid_latencies.append(now - waiting.pop(0)[1])


def lesson_plan(frame: dict, moves: dict[str, tuple[dict, dict | None]], rng: random.Random) -> list[tuple[str, dict]]:
    """What a student does with the lesson their device shows: maybe a hint first, maybe
    the lesson's wrong move and Try again, then the move it asks, then Go on."""
    traits = frame["lesson"]["traits"]
    right, wrong = moves[frame["item"]]
    plan: list[tuple[str, dict]] = []
    if traits["lesson_info"]["hint_count"] > len(traits["hints"]) and rng.random() < HINT_FIRST:
        plan.append(("hint", {}))
    if wrong is not None and rng.random() < WRONG_FIRST:
        plan += [("lesson_act", {"action": wrong}), ("retry", {})]
    return [*plan, ("lesson_act", {"action": right}), ("go_on", {})]


async def activity_frame(ws, joined: list[int], until: float | None) -> dict | None:
    """The next ``activity`` (or ``error``) frame on ``ws`` (the room's table frames pass
    by; a ``joined`` is counted); None if none came by ``until`` (monotonic; None: wait)."""
    while True:
        left = 0.5 if until is None else until - time.monotonic()
        if left <= 0:
            return None
        try:
            frame = json.loads(await asyncio.wait_for(ws.recv(), timeout=min(left, 0.5)))
        except TimeoutError:
            continue
        if frame["type"] == "joined":
            joined.append(1)
        if frame["type"] in ("activity", "error"):
            return frame


async def learner(
    url: str,
    code: str,
    name: str,
    moves: dict[str, tuple[dict, dict | None]],
    stats: LessonStats,
    joined: list[int],
    stop: list[float],
    seed: int,
    think: tuple[float, float],
) -> None:
    """One student: joins, waits for the lesson, then works through the sequence, each
    lesson as ``lesson_plan`` says, thinking ``think`` seconds before each action."""
    rng = random.Random(seed)
    async with connect(url, max_queue=None) as ws:
        await ws.send(json.dumps({"type": "join", "room": code, "name": name}))
        frame = await activity_frame(ws, joined, None)
        while not stop:  # the run's clock starts once the teacher's grid shows the whole class
            await asyncio.sleep(0.05)
        progress = 0  # the grid's count of this student's judged moves and lessons gone past
        while frame is not None and frame["type"] == "activity" and time.monotonic() < stop[0]:
            if frame.get("finished"):
                stats.finished += 1
                return
            for kind, fields in lesson_plan(frame, moves, rng):
                await asyncio.sleep(rng.uniform(*think))
                if time.monotonic() >= stop[0]:
                    return
                sent = time.perf_counter()
                if kind in ("lesson_act", "go_on"):  # the teacher's grid shows these
                    progress += 1
                    stats.pending.setdefault(name, []).append((progress, sent))
                await ws.send(json.dumps({"type": kind, **fields}))
                frame = await activity_frame(ws, joined, stop[0])
                if frame is None:
                    stats.unanswered += 1
                    return
                stats.latencies.append(time.perf_counter() - sent)
                stats.actions[kind] = stats.actions.get(kind, 0) + 1
                if frame["type"] == "error":
                    stats.errors += 1
                    stats.reasons.add(f"{kind}: {frame['message']}")
                    return


async def run_lesson(
    students: int, seconds: float, game: str = "exacto", think: tuple[float, float] = (1.0, 4.0)
) -> dict:
    """``students`` in rooms of PLAYERS (the last one may be partly full) doing ``game``'s
    lessons in order for ``seconds`` from the moment the teacher started them."""
    rooms = -(-students // PLAYERS)
    moves = lesson_moves(game)
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "class.sqlite3").start()
        try:
            codes = await teacher_opens(server.url, server.secret, rooms)
            stats, joined, stop = LessonStats(), [], []  # stop: [monotonic end] once the lesson started
            tasks = [
                asyncio.create_task(
                    learner(server.url, codes[i // PLAYERS], f"S{i}", moves, stats, joined, stop, i, think)
                )
                for i in range(students)
            ]
            seated_by = time.monotonic() + 60
            while len(joined) < students:  # every student seated before the teacher starts the lesson
                if time.monotonic() > seated_by or any(t.done() for t in tasks):
                    raise RuntimeError(f"{len(joined)} of {students} students seated; {sorted(stats.reasons)}")
                await asyncio.sleep(0.05)
            started = asyncio.Event()
            teacher = asyncio.create_task(
                teacher_watches_lesson(server.url, server.secret, game, students, stats, started, stop)
            )
            await asyncio.wait_for(started.wait(), timeout=60)
            began = time.monotonic()
            server_cpu, own_cpu = cpu_seconds(server.proc.pid), time.process_time()
            stop.append(began + seconds)
            await asyncio.gather(*tasks, teacher)
            elapsed = time.monotonic() - began
            server_cpu = (cpu_seconds(server.proc.pid) - server_cpu) / elapsed
            own_cpu = (time.process_time() - own_cpu) / elapsed
        finally:
            server.stop()
    lat, grid_lat = sorted(stats.latencies), sorted(stats.grid_latencies)
    return {
        "students": students,
        "rooms": rooms,
        "game": game,
        "actions": sum(stats.actions.values()),
        "by_kind": dict(sorted(stats.actions.items())),
        "actions_per_s": sum(stats.actions.values()) / elapsed,
        "median_ms": 1000 * statistics.median(lat) if lat else float("nan"),
        "p95_ms": percentile_ms(lat),
        "grid_median_ms": 1000 * statistics.median(grid_lat) if grid_lat else float("nan"),
        "grid_p95_ms": percentile_ms(grid_lat),
        "grid_updates": len(grid_lat),
        "grids": stats.grids,
        "grid_waiting": sum(len(w) for w in stats.pending.values()),
        "unanswered": stats.unanswered,
        "finished": stats.finished,
        "errors": stats.errors,
        "reasons": sorted(stats.reasons),
        "server_cpu": server_cpu,  # CPU seconds a second: 1.0 is one core's whole time
        "clients_cpu": own_cpu,
    }


def percentile_ms(times: list[float], q: float = 0.95) -> float:
    return 1000 * times[int(q * (len(times) - 1))] if times else float("nan")


def machine() -> str:
    one, five, _ = os.getloadavg()
    return f"{os.cpu_count()} cores, load average {one:.1f} (1 min), {five:.1f} (5 min)"


def print_lesson(r: dict) -> None:
    kinds = ", ".join(f"{n} {kind}" for kind, n in r["by_kind"].items())
    print(
        f"{r['students']} students in {r['rooms']} rooms, {r['game']} lessons, human pace: "
        f"{r['actions_per_s']:6.1f} actions/s ({r['actions']}: {kinds}); action-to-answer median "
        f"{r['median_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms; teacher's grid median {r['grid_median_ms']:.1f} ms, "
        f"p95 {r['grid_p95_ms']:.1f} ms ({r['grid_updates']} shown, {r['grids']} grid frames); "
        f"{r['unanswered']} unanswered, {r['grid_waiting']} not on the grid at the end, "
        f"{r['finished']} finished, {r['errors']} errors; CPU: server {100 * r['server_cpu']:.0f}% of a core, "
        f"the clients {100 * r['clients_cpu']:.0f}%"
    )
    for reason in r["reasons"]:
        print("  error:", reason)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--pace", choices=("human", "fast", "both"), default="both", help="the game's pace")
    parser.add_argument("--activity", choices=("game", "lesson"), default="game")
    parser.add_argument("--game", default="exacto", help="whose lessons (--activity lesson)")
    parser.add_argument(
        "--in-process", type=int, metavar="MOVES", help="no sockets: MOVES moves through the server's own handlers"
    )
    parser.add_argument("--table", action="store_true", help="--in-process: the table front end's frames")
    parser.add_argument("--profile", metavar="FILE", help="--in-process: a cProfile of the moves, into FILE")
    args = parser.parse_args()
    if args.in_process:
        reference = reference_moves_per_s()
        r = asyncio.run(in_process(args.students // PLAYERS, args.in_process, args.table, args.profile))
        print_reference(reference)
        print(
            f"in-process, {r['rooms']} rooms of 6, {'table' if r['table'] else 'plain'} page, {r['moves']} moves: "
            f"{r['cpu_ms_per_move']:.2f} ms of CPU a move ({1000 / r['cpu_ms_per_move']:.0f} moves per CPU second; "
            f"{r['frames'] / r['moves']:.1f} frames a move); {against(r['cpu_ms_per_move'], reference)}"
        )
        return
    if args.activity == "lesson":
        print("machine at start:", machine())
        print_lesson(asyncio.run(run_lesson(args.students, args.seconds, args.game)))
        print("machine at end:  ", machine())
        return
    for pace in ("human", "fast") if args.pace == "both" else (args.pace,):
        reference = reference_moves_per_s()
        print_reference(reference)
        r = asyncio.run(run(args.students, pace, args.seconds))
        print(
            f"{r['students']} students in {r['rooms']} rooms, {r['pace']:>5} pace: "
            f"{r['moves_per_s']:7.1f} moves/s ({r['moves']} moves), click-to-update median "
            f"{r['median_ms']:.1f} ms, p95 {r['p95_ms']:.1f} ms; server {r['rss_base_mib']:.0f} MiB at start, "
            f"+{r['kib_per_room']:.0f} KiB a room; {r['refused']} refused, {r['closed']} students' and "
            f"{r['teacher_closed']} teacher's pages closed by the server; server CPU {100 * r['server_cpu']:.0f}% "
            f"of a core, {r['cpu_ms_per_move']:.2f} ms a move ({1000 / r['cpu_ms_per_move']:.0f} moves per CPU second; "
            f"{against(r['cpu_ms_per_move'], reference)})"
        )
        for reason in r["reasons"]:
            print("  refused:", reason)


if __name__ == "__main__":
    main()
