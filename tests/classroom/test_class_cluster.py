"""Three class servers on one PostgreSQL database (``--cluster``), as real processes: the
students of one room on different servers, every page seeing every move, the room's bot
played by the server holding its lease, that server killed with SIGKILL mid-game and its
room taken over with no move lost, and one move sent to two servers at once played once."""

from __future__ import annotations

import json
import time

import psycopg
import pytest
from support.class_process import Client, assert_own_cup_only, my_turn, open_room
from support.classroom import TestClient

from tabletop_tutor_classroom.__main__ import main
from tabletop_tutor_classroom.activities import lessons_of, moves_judged
from tabletop_tutor_classroom.cluster import CHANNEL, Cluster, ClusterStorage
from tabletop_tutor_classroom.server import ClassServer, make_app

pytestmark = pytest.mark.slow

TAKEOVER_LIMIT = 60  # seconds: generous; the figure itself is printed (LEASE_SECONDS + a round)
PUBLIC = "http://class.school.test"  # the reverse proxy's address, in front of all three


def member(server) -> str:
    """The server's name in the cluster's leases, as it printed it."""
    line = next(line for line in server.lines if line.startswith("This server is "))
    return line.removeprefix("This server is ").split(" in a cluster")[0]


def owner(url: str, code: str) -> str | None:
    with psycopg.connect(url) as db:
        row = db.execute("SELECT owner FROM leases WHERE code = %s", (code,)).fetchone()
    return row[0] if row else None


def stored(url: str, code: str) -> list[str]:
    """The room's moves as the database keeps them, in order."""
    with psycopg.connect(url) as db:
        rows = db.execute("SELECT number, action FROM actions WHERE code = %s ORDER BY number", (code,)).fetchall()
    assert [number for number, _ in rows] == list(range(len(rows))), "the moves are numbered without a gap"
    return [action for _, action in rows]


def public(frame) -> list:
    """What of a seat's frame every seat sees alike: its public log entries (their facts:
    the words differ, "You bid" on the bidder's page)."""
    return [(e["kind"], e["rule"], e.get("data")) for e in frame["log"] if e.get("seats") is None]


def bot_moves(log) -> int:
    """The moves seat 3 (the bot) made in a public log."""
    return sum(1 for kind, _rule, data in log if kind in ("bid", "liar") and (data or {}).get("seat") == 3)


@pytest.fixture
def cluster(class_server, postgres):
    """``(url, [three servers])``: the first made the cluster's key, the others know its digest."""
    url = postgres.new_database()
    options = ["--cluster", "--public-url", PUBLIC]
    servers = [class_server(url, bot_delay_ms=20, options=options)]
    servers += [class_server(url, bot_delay_ms=20, options=options) for _ in range(2)]
    return url, servers


def play_until(clients, done, what: str, limit: float = 60) -> None:
    """The students play (each on its own turn) until ``done()``."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, f"{what} within {limit} s"
        for client in clients:
            client.play()


def in_step(clients, least: int) -> bool:
    """Every page shows the same move, at least move ``least``, with a person to move (the
    bot waits for them): so no frame is still on its way."""
    for client in clients:
        client.drain()
    states = [client.last_state for client in clients]
    if any(state is None for state in states):
        return False
    numbers = {state["view"]["move_number"] for state in states}
    return len(numbers) == 1 and numbers.pop() >= least and any(my_turn(state) for state in states)


def test_three_servers_play_one_room_and_a_killed_owner_is_taken_over(cluster):
    url, (a, b, c) = cluster
    assert a.secret and not b.secret and not c.secret  # one key, made once: the others know its digest
    code = open_room(a, game="exacto", players=4, bots={"3": "probability"})
    assert owner(url, code) == member(a)  # its opener holds it, and plays its bot
    # the teacher's key works on every server of the cluster
    teacher = Client(c.url)
    teacher.send(type="watch", secret=a.secret)
    assert teacher.until(lambda f: f["type"] == "room")["room"] == code
    students, tokens, seats = {}, {}, {}
    for server, name in ((a, "Anna"), (b, "Ben"), (c, "Chidi")):
        students[name] = Client(server.url)
        students[name].send(type="join", room=code, name=name)
        joined = students[name].until(lambda f: f["type"] == "joined")
        tokens[name], seats[name] = joined["token"], joined["seat"]
    projector = Client(b.url, origin=PUBLIC)  # a page the proxy served: let in
    projector.send(type="project", room=code)
    shown = projector.until(lambda f: f["type"] == "public")
    assert shown["room"] == code and shown["join_url"].startswith(f"{PUBLIC}/")  # the QR code's address
    clients = list(students.values())
    play_until(clients, lambda: in_step(clients, 8), "eight moves on three servers")
    # every page shows the same game: one public log, the same move as the database's last
    logs = [public(client.last_state) for client in clients]
    assert logs[0] == logs[1] == logs[2] and logs[0]
    moves = stored(url, code)
    assert len(moves) == clients[0].last_state["view"]["move_number"]
    assert bot_moves(logs[0]) > 0, "the bot played"
    assert owner(url, code) == member(a)
    projector.drain()

    # SIGKILL the owner mid-game: another server takes its lease and the bot plays on
    before = stored(url, code)
    a.kill()
    killed = time.monotonic()
    while owner(url, code) in (member(a), None):
        assert time.monotonic() - killed < TAKEOVER_LIMIT, "no server took the room over"
        time.sleep(0.1)
    print(f"\nthe room was taken over {time.monotonic() - killed:.1f} s after its owner was killed")
    assert owner(url, code) in (member(b), member(c))
    # Anna's device reconnects to another server, with her token: her seat where it was
    first_anna, anna = students["Anna"], Client(b.url)
    anna.send(type="resume", token=tokens["Anna"])
    assert anna.recv() == {"type": "joined", "room": code, "seat": seats["Anna"]}
    students["Anna"] = anna
    clients = list(students.values())
    play_until(clients, lambda: in_step(clients, len(before) + 6), "six more moves after the takeover")
    after = stored(url, code)
    assert after[: len(before)] == before  # no move lost, none played twice
    bots_before = bot_moves(logs[0])
    logs = [public(client.last_state) for client in clients]
    assert bot_moves(logs[0]) > bots_before, "the bot plays on, from its new owner"
    assert logs[0] == logs[1] == logs[2]
    projector.drain()
    frames = [f for f in map(json.loads, projector.raw) if f["type"] == "public"]
    assert frames[-1]["move_number"] == len(after)  # the projector on B saw the moves of every server
    # whichever server sent them, a student's frames hold their own cup only, never the seed
    with psycopg.connect(url) as db:
        (seed,) = db.execute("SELECT seed FROM rooms WHERE code = %s", (code,)).fetchone()
    assert seats == {"Anna": 0, "Ben": 1, "Chidi": 2}  # one seat each, wherever they joined
    for name, client in (("Anna", first_anna), *students.items()):
        assert_own_cup_only(client, seats[name], seed)
    for client in (*clients, projector, teacher):
        client.close()
    first_anna.ws.close()


def test_one_move_sent_to_two_servers_at_once_is_played_once(cluster, class_server):
    url, (a, b, c) = cluster
    code = open_room(a, game="exacto", players=2)
    anna, ben = Client(a.url), Client(b.url)
    anna.send(type="join", room=code, name="Anna")
    token = anna.until(lambda f: f["type"] == "joined")["token"]
    ben.send(type="join", room=code, name="Ben")
    ben.until(lambda f: f["type"] == "joined")
    # Anna's seat on two devices, on two other servers: both send her move at once
    devices = [Client(b.url), Client(c.url)]
    for device in devices:
        device.send(type="resume", token=token)
    states = [device.until(my_turn) for device in devices]
    moves = [entry["action"] for entry in states[0]["legal"] if entry["action"]["kind"] == "bid"]
    sent = [len(device.raw) for device in devices]
    for device, move in zip(devices, moves[:2], strict=True):
        device.send(type="act", action=move)

    def refused() -> list[dict]:
        frames = [json.loads(raw) for device, n in zip(devices, sent, strict=True) for raw in device.raw[n:]]
        return [frame for frame in frames if frame["type"] == "error"]

    # each device shows the move that was played; one of them was told its move was not
    deadline = time.monotonic() + 30
    while not refused() or any(device.last_state["view"]["move_number"] != 1 for device in devices):
        assert time.monotonic() < deadline, "both devices show the move played, one a refusal"
        for device in devices:
            device.drain()
    time.sleep(0.5)  # (a second refusal would be here by now)
    for device in devices:
        device.drain()
    (refusal,) = refused()
    assert refusal["message"] in (
        "Another move was played first, so yours was not: your table shows the game as it is now "
        "(choose again if it is still your turn).",
        "It is not your turn: Ben is to move.",  # its server had heard of the other already
    )
    assert len(stored(url, code)) == 1
    ben.until(lambda f: f["type"] == "state" and my_turn(f))
    # a new key for the whole cluster, from a fourth server: the others take it, not the old
    d = class_server(url, options=["--cluster", "--new-key"])
    assert d.secret and d.secret != a.secret
    for key, answer in ((d.secret, "room"), (a.secret, "error")):
        teacher = Client(c.url)
        teacher.send(type="watch", secret=key)
        assert teacher.until(lambda f: f["type"] in ("room", "error"))["type"] == answer
        teacher.close()
    for client in (anna, ben, *devices):
        client.close()


def test_a_cluster_needs_a_postgresql_database(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["--cluster", "--database", str(tmp_path / "class.sqlite3")])
    assert "--cluster: the servers of a cluster share a PostgreSQL database" in capsys.readouterr().err


def test_a_server_that_has_not_heard_of_a_move_refuses_the_racing_one(postgres):
    """The arbiter itself, made certain: server B hears nothing of A (its listener never
    listens), so its copy is one move behind when its student moves; the database refuses
    the second move 0, B reads the moves it missed, its page gets the table as it is and
    then the refusal, and nothing is lost."""

    async def deaf(listening):
        listening.set()

    url = postgres.new_database()
    a, b = (ClassServer(store, bot_delay=0, cluster=Cluster(store)) for store in (ClusterStorage(url, m) for m in "ab"))
    assert a.secret and not b.secret  # B knows the cluster's key by its digest
    b.cluster._listen = deaf
    with TestClient(make_app(a)) as on_a, TestClient(make_app(b)) as on_b:
        with on_b.websocket_connect("/ws") as teacher:  # the key A made, on B
            teacher.send_json({"type": "open", "secret": a.secret, "game": "exacto", "players": 2})
            code = teacher.receive_json()["room"]
        with on_a.websocket_connect("/ws") as anna, on_b.websocket_connect("/ws") as ben:
            anna.send_json({"type": "join", "room": code, "name": "Anna"})  # A reads the room B opened
            token = anna.receive_json()["token"]
            ben.send_json({"type": "join", "room": code, "name": "Ben"})
            assert ben.receive_json()["type"] == "joined"
            frames_until(anna, lambda f: f["type"] == "state" and f["free"] == 0)  # A heard Ben sit down
            with on_b.websocket_connect("/ws") as annas_tablet:
                annas_tablet.send_json({"type": "resume", "token": token})
                assert annas_tablet.receive_json()["type"] == "joined"
                frame = frames_until(annas_tablet, lambda f: f["type"] == "state")[-1]
                first, second = [e["action"] for e in frame["legal"] if e["action"]["kind"] == "bid"][:2]
                anna.send_json({"type": "act", "action": first})  # A stores move 0
                seen = frames_until(anna, lambda f: f["type"] == "state" and f["view"]["move_number"] == 1)[-1]
                annas_tablet.send_json({"type": "act", "action": second})  # B, behind, tries move 0 too
                *before, reply = frames_until(annas_tablet, lambda f: f["type"] == "error")
                assert reply["rule"] == "exacto.raise"
                assert reply["message"].startswith("Another move was played first, so yours was not")
                # ... after the table as it is now: A's move, Ben to move
                assert before[-1]["view"]["bid"] == seen["view"]["bid"] and not before[-1]["legal"]
    assert b.rooms[code].game.history == a.rooms[code].game.history
    assert len(stored(url, code)) == 1


def frames_until(ws, check, limit: int = 30) -> list[dict]:
    """The frames ``ws`` receives up to the first one ``check`` accepts (that one last)."""
    frames = []
    for _ in range(limit):
        frames.append(ws.receive_json())
        if check(frames[-1]):
            return frames
    raise AssertionError(f"no such frame in {limit}: {frames}")


def test_the_teachers_hand_on_one_server_reaches_the_pages_of_another(postgres):
    """Two servers in this process, both listening: the teacher on A starts a lesson (a
    student on B does it: A's grid and results show it), clears the class's results (a
    teacher's page on B is told), stops the lesson, pauses the room and takes a seat away;
    the students' devices on B are told each, the pause though B's listener had lost the
    database when it was made."""
    url = postgres.new_database()
    a, b = (ClassServer(store, bot_delay=0, cluster=Cluster(store)) for store in (ClusterStorage(url, m) for m in "ab"))
    key = a.secret
    spec = lessons_of("exacto")[0]
    with (
        TestClient(make_app(a)) as on_a,
        TestClient(make_app(b)) as on_b,
        on_a.websocket_connect("/ws") as teacher,
        on_b.websocket_connect("/ws") as anna,
    ):
        teacher.send_json({"type": "open", "secret": key, "game": "exacto", "players": 3, "bots": {"2": "random"}})
        code = teacher.receive_json()["room"]
        anna.send_json({"type": "join", "room": code, "name": "Anna"})  # B: a room A opened
        assert anna.receive_json()["type"] == "joined"
        with on_b.websocket_connect("/ws") as ben:
            ben.send_json({"type": "join", "room": code, "name": "Ben"})
            assert ben.receive_json()["type"] == "joined"

            def told(check) -> None:
                for ws in (anna, ben):
                    frames_until(ws, check)

            teacher.send_json({"type": "watch", "secret": key})
            lesson = {"type": "activity", "secret": key, "kind": "lesson", "game": "exacto", "item": spec.id}
            teacher.send_json({**lesson, "room": code})
            told(lambda f: f["type"] == "activity" and f.get("item") == spec.id)
            # Anna does the lesson on B: the teacher's grid and results on A get her work
            anna.send_json({"type": "lesson_act", "action": moves_judged(spec)[0]})
            assert frames_until(anna, lambda f: f["type"] == "activity")[-1]["lesson"]["traits"]["feedback"]["correct"]

            def annas_cells(frame) -> set[str]:
                grids = [g for g in frame.get("grids", []) if g["room"] == code]
                students = [s for g in grids for s in g["students"] if s["name"] == "Anna"]
                return set(students[0]["cells"].values()) if students else set()

            frames_until(teacher, lambda f: f["type"] == "grids" and annas_cells(f) == {"first-try"}, limit=100)
            frames_until(teacher, lambda f: f["type"] == "results" and "Anna" in f["csv"], limit=100)
            with on_b.websocket_connect("/ws") as other_teacher:  # the class cleared on A: on B too
                other_teacher.send_json({"type": "watch", "secret": key})
                frames_until(other_teacher, lambda f: f["type"] == "results" and "Anna" in f["csv"], limit=100)
                teacher.send_json({"type": "clear", "secret": key})
                frames_until(other_teacher, lambda f: f["type"] == "results" and "Anna" not in f["csv"], limit=100)
            teacher.send_json({"type": "stop_activity", "secret": key, "room": code})
            told(lambda f: f == {"type": "activity", "activity": None})
            # the servers' listeners lose the database for a moment: the pause made meanwhile
            # is read when they are back (every room read again)
            with psycopg.connect(url, autocommit=True) as db:
                cut = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = %s"
                assert db.execute(cut, (f"LISTEN {CHANNEL}",)).fetchall() == [(True,), (True,)]
            teacher.send_json({"type": "pause", "secret": key, "room": code, "paused": True})
            deadline = time.monotonic() + 20
            while not b.rooms[code].paused:  # B heard of it
                assert time.monotonic() < deadline, "B heard of the pause"
                time.sleep(0.02)
            anna.send_json({"type": "act", "action": {"kind": "liar"}})
            assert frames_until(anna, lambda f: f["type"] == "error")[-1]["rule"] == "paused"  # on B too
            teacher.send_json({"type": "kick", "secret": key, "room": code, "seat": 1})
            assert frames_until(ben, lambda f: f["type"] == "error")[-1]["rule"] == "kicked"
    assert a.rooms[code].record.seats == b.rooms[code].record.seats and len(b.rooms[code].record.seats) == 1
