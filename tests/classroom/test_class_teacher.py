"""The teacher's hand in a class room, in-process: the projector's QR code, moving,
kicking and replacing seats, pausing, stepping the bots, the next game, and the class's
results. Every teacher's message is refused from a student, with nothing changed."""

from __future__ import annotations

import json
import re

import pytest
import segno
from support.classroom import anna_and_ben, join, open_room

from tabletop_tutor_classroom.qr import join_url

TEACHER_MESSAGES = {
    "move": {"seat": 0, "to": 1},
    "kick": {"seat": 1},
    "bot": {"seat": 1, "bot": "random"},
    "pause": {"paused": True},
    "step_mode": {"on": True},
    "step": {},
    "next": {},
    "reveal": {},
}
REFUSED = {"type": "error", "rule": "auth", "message": "Only the teacher, with the teacher's link, may do that."}


def svg_modules(svg: str) -> list[list[bool]]:
    """The dark modules of a segno SVG (one unit a module): its dark path's horizontal runs."""
    size = int(re.search(r'viewBox="0 0 (\d+) (\d+)"', svg).group(1))
    grid = [[False] * size for _ in range(size)]
    x = y = 0.0
    for op, a, b in re.findall(
        r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", re.search(r'class="qrline"[^>]* d="([^"]+)"', svg).group(1)
    ):
        if op == "M":
            x, y = float(a), float(b)
        elif op == "m":
            x, y = x + float(a), y + float(b)
        else:
            for col in range(int(x), int(x + float(a))):
                grid[int(y)][col] = True
            x += float(a)
    return grid


def test_the_projector_qr_code_encodes_the_join_address(app):
    """The projector's QR code is the students' address with the room code in it: its
    modules are segno's encoding of exactly that URL (and of no other room's)."""
    server, client = app
    server.join_base = "http://192.168.1.20:8010/"
    code = open_room(client, server, game="exacto", players=2)
    url = join_url(server.join_base, code)
    assert url == f"http://192.168.1.20:8010/?room={code}"
    reply = client.get(f"/qr.svg?room={code.lower()}")
    assert reply.status_code == 200 and reply.headers["content-type"].startswith("image/svg+xml")
    svg = reply.text
    assert f"<title>{url}</title>" in svg
    expected = segno.make(url, error="m", micro=False)
    border = 4
    matrix = [[bool(m) for m in row] for row in expected.matrix]
    modules = svg_modules(svg)
    assert [row[border:-border] for row in modules[border:-border]] == matrix
    other = segno.make(join_url(server.join_base, "ZZZZ"), error="m", micro=False)
    assert [[bool(m) for m in row] for row in other.matrix] != matrix
    # the projector's frames name the same address
    with client.websocket_connect("/ws") as projector:
        projector.send_json({"type": "project", "room": code})
        assert projector.receive_json()["join_url"] == url
    # any code of a room code's shape, open or not, answers alike (no room-code oracle:
    # test_class_audit.py), and nothing else: no QR maker for any text
    assert client.get("/qr.svg?room=ZZZZ").status_code == 200
    assert client.get("/qr.svg?room=https://evil.example").status_code == 404
    assert client.get("/projector").status_code == 200


def teacher_says(client, server, kind, **fields) -> dict | None:
    """The teacher's page sends one message; its first reply if it is a refusal."""
    with client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "watch", "secret": server.secret})
        teacher.receive_json()  # the labels
        for _ in server.rooms:
            teacher.receive_json()  # every room's roster
        assert teacher.receive_json()["type"] == "results"  # and the class's results
        assert teacher.receive_json()["type"] == "grids"  # the activities' grids
        assert teacher.receive_json()["type"] == "catalog"  # what may be started
        teacher.send_json({"type": kind, "secret": server.secret, **fields})
        reply = teacher.receive_json()
    return reply if reply["type"] == "error" else None


def room_state(server, code) -> str:
    room = server.rooms[code]
    return json.dumps(
        [
            room.record.seats,
            room.record.bots,
            room.record.flags,
            room.record.seed,
            [a.to_json() for a in room.game.history],
        ],
        default=str,
    )


@pytest.mark.parametrize("kind", list(TEACHER_MESSAGES))
def test_every_teachers_message_is_refused_from_a_student(app, kind):
    """A seated student, with a guessed key or even the real one, moves no seat, pauses
    nothing and deals nothing: refused (rule auth), the room unchanged."""
    server, client = app
    code = open_room(client, server, game="exacto", players=3, bots={"2": "random"})
    with anna_and_ben(client, code) as pair:
        anna = pair.anna
        before = room_state(server, code)
        for secret in ("guess", server.secret):
            anna.send_json({"type": kind, "secret": secret, "room": code, **TEACHER_MESSAGES[kind]})
            assert anna.receive_json() == REFUSED
        assert room_state(server, code) == before


def test_the_teacher_moves_a_student_to_another_seat(app):
    """Anna moves from seat 0 to the bot's seat 2 (the bot takes seat 0): her page now plays
    seat 2, with seat 2's cup (exacto.roll); her token resumes seat 2."""
    server, client = app
    code = open_room(client, server, game="exacto", players=3, bots={"2": "random"})
    with anna_and_ben(client, code) as pair:
        anna, joined = pair.anna, pair.anna_joined
        server.rooms[code].set_flag("paused", True)  # the bot now in seat 0 waits
        assert teacher_says(client, server, "move", room=code, seat=0, to=2) is None
        frame = anna.receive_json()
        assert frame["seat"] == 2 and frame["view"]["dice"][2] and frame["view"]["dice"][0] is None
        assert [s["name"] for s in frame["seats"]] == ["random (bot)", "Ben", "Anna"]
        # refused: a seat with no student, the same seat, a seat not at the table
        for fields, message in (
            ({"seat": 0, "to": 1}, "No student sits in seat 0."),
            ({"seat": 2, "to": 2}, "The student already sits in seat 2."),
            ({"seat": 2, "to": 7}, "Seat 7 is not at this table (seats 0 to 2)."),
        ):
            before = room_state(server, code)
            assert teacher_says(client, server, "move", room=code, **fields)["message"] == message
            assert room_state(server, code) == before
    with client.websocket_connect("/ws") as again:
        again.send_json({"type": "resume", "token": joined["token"]})
        assert again.receive_json()["seat"] == 2


def test_a_kicked_students_token_no_longer_plays(app):
    """The teacher kicks Ben: his page is told, his moves and his token are refused, and
    the next student to join takes his seat."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        anna, ben, joined = pair.anna, pair.ben, pair.ben_joined
        _, ben_turn = pair.first_move()
        assert ben_turn["legal"]
        assert teacher_says(client, server, "kick", room=code, seat=1) is None
        told = ben.receive_json()
        assert told["type"] == "error" and told["rule"] == "kicked"
        assert told["message"].startswith("The teacher has given your seat to someone else")
        before = room_state(server, code)
        ben.send_json({"type": "act", "action": {"kind": "liar"}})
        assert ben.receive_json()["message"] == "Join a room first, with its code and your name."
        assert room_state(server, code) == before
        assert anna.receive_json()["free"] == 1  # the room waits for a player
    with client.websocket_connect("/ws") as again:
        again.send_json({"type": "resume", "token": joined["token"]})
        assert again.receive_json()["message"].startswith("This seat token is not valid")
        _, state = join(again, code, "Cara")
        assert state["seat"] == 1 and state["legal"]  # Cara plays on from Ben's place
    assert teacher_says(client, server, "kick", room=code, seat=5)["message"] == (
        "Seat 5 is not at this table (seats 0 to 1)."
    )


def test_the_teacher_gives_a_seat_to_a_bot(app):
    """Ben's seat goes to a bot, which plays it at once; Ben's page is told."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        anna, ben = pair.anna, pair.ben
        pair.first_move()
        assert teacher_says(client, server, "bot", room=code, seat=1, bot="probability") is None
        assert ben.receive_json()["rule"] == "kicked"
        frame = anna.receive_json()
        assert frame["seats"][1] == {
            "seat": 1,
            "name": "balanced (bot)",
            "bot": True,
            "bot_id": "probability",
            "you": False,
        }
        while frame["view"]["move_number"] < 2:
            frame = anna.receive_json()  # the bot moved for Ben
        before = room_state(server, code)
        for fields, message in (
            ({"seat": 1, "bot": "random"}, "A bot already plays seat 1."),
            ({"seat": 0, "bot": "random"}, "A room needs at least one seat for a person."),
            ({"seat": 0, "bot": "genius"}, None),
        ):
            reply = teacher_says(client, server, "bot", room=code, **fields)
            assert reply["rule"] == "input" and (message is None or reply["message"] == message)
        assert room_state(server, code) == before
    assert server.rooms[code].record.bots == {1: "probability"}


def test_a_paused_room_takes_no_move_until_it_goes_on(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        anna, move = pair.anna, pair.anna_state["legal"][0]["action"]
        assert teacher_says(client, server, "pause", room=code, paused=True) is None
        anna.receive_json()
        anna.send_json({"type": "act", "action": move})
        assert anna.receive_json() == {
            "type": "error",
            "rule": "paused",
            "message": "The teacher has paused the game: wait until it goes on.",
        }
        assert server.rooms[code].game.history == []
        assert teacher_says(client, server, "pause", room=code, paused=False) is None
        anna.receive_json()
        anna.send_json({"type": "act", "action": move})
        assert anna.receive_json()["view"]["move_number"] == 1


def test_in_step_mode_each_bot_move_waits_for_the_teachers_step(app):
    """Step mode: a bot on turn waits; each Step plays one bot move, and no more."""
    server, client = app
    code = open_room(client, server, game="exacto", players=3, bots={"1": "random", "2": "random"})
    assert teacher_says(client, server, "step_mode", room=code, on=True) is None
    with client.websocket_connect("/ws") as anna:
        _, state = join(anna, code, "Anna")
        anna.send_json({"type": "act", "action": state["legal"][0]["action"]})
        assert anna.receive_json()["view"]["move_number"] == 1
        room = server.rooms[code]
        assert room.bot_to_move() and len(room.game.history) == 1  # the bot waits
        # each step plays one bot move, until it is Anna's turn (a bot's call may end the
        # round, and the round's loser opens the next)
        while room.bot_to_move():
            before = len(room.game.history)
            assert teacher_says(client, server, "step", room=code) is None
            assert anna.receive_json()["view"]["move_number"] == before + 1
            assert len(room.game.history) == before + 1
        assert room.game.current_player == 0 and not room.game.is_over
        assert teacher_says(client, server, "step", room=code)["message"] == (
            "No bot is to move: a step plays one bot move."
        )
        assert len(room.game.history) == before + 1


def test_the_next_game_deals_again_with_the_same_seats(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        anna = pair.anna
        pair.first_move()
        seed = server.rooms[code].record.seed
        assert teacher_says(client, server, "next", room=code) is None
        fresh = anna.receive_json()
        assert fresh["view"]["move_number"] == 0 and fresh["legal"] and fresh["seat"] == 0
        room = server.rooms[code]
        assert room.record.seed != seed and room.record.actions == [] and room.game.history == []
        assert str(room.record.seed) not in json.dumps(fresh)
    reloaded = next(r for r in server.storage.rooms() if r.code == code)
    assert reloaded.seed == room.record.seed and reloaded.actions == []
    assert [s.name for s in reloaded.seats] == ["Anna", "Ben"]


def test_reveal_all_reaches_the_teachers_own_page_only(app):
    """exacto.roll: every cup, for the teacher's key alone (refused from a student above);
    sent once to that connection, never to the projector; no seed in it."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2, bots={"1": "random"})
    with client.websocket_connect("/ws") as teacher, client.websocket_connect("/ws") as projector:
        projector.send_json({"type": "project", "room": code})
        assert projector.receive_json()["view"]["dice"] == [None, None]
        teacher.send_json({"type": "reveal", "secret": server.secret, "room": code})
        revealed = teacher.receive_json()
        game = server.rooms[code].game
        assert revealed["type"] == "revealed" and revealed["view"]["dice"] == [list(d) for d in game.dice]
        assert any(entry.get("seats") == [1] for entry in revealed["log"])  # the bot's own roll
        assert str(server.rooms[code].record.seed) not in json.dumps(revealed)
        with client.websocket_connect("/ws") as anna:
            join(anna, code, "Anna")
            seated = projector.receive_json()  # Anna sat down: the projector is told, cups closed
        assert seated["type"] == "public" and seated["view"]["dice"] == [None, None]
