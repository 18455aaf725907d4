"""The class server in-process (Starlette's test client speaks real WebSocket frames to
the ASGI app): rooms, seats, refusals at the door, and the redrawn-world proof that a
student's connection carries nothing of another seat."""

from __future__ import annotations

import json
import random
import time

import pytest
from support.classroom import TestClient, anna_and_ben, join, open_room

from rules_engine.bots import Bot
from rules_engine.core import game_class
from rules_engine.deductio import CLUES
from rules_engine.i18n import LANGUAGES
from tabletop_tutor_classroom import server as server_module
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from tabletop_tutor_classroom.room import CODE_ALPHABET, Room
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import RoomRecord, SQLiteStorage, open_storage


def test_every_class_message_exists_in_every_language():
    assert CLASS_MESSAGES.problems() == []


def test_a_room_code_is_short_and_unambiguous(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=3, bots={"2": "random"})
    assert len(code) == 4 and set(code) <= set(CODE_ALPHABET)
    assert not set(code) & set("01OIL")


def test_students_get_seats_and_their_own_view_only(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=3, bots={"2": "probability"})
    with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as ben:
        joined, first = join(anna, code.lower(), "  Anna ")  # codes are read in any case
        assert joined["seat"] == 0 and first["free"] == 1 and first["legal"] == []  # waits for Ben
        joined_b, state_b = join(ben, code, "Ben")
        state_a = anna.receive_json()
        assert joined_b["seat"] == 1 and joined_b["token"] != joined["token"]
        assert [s["name"] for s in state_a["seats"]] == ["Anna", "Ben", "balanced (bot)"]
        # exacto.roll: each seat sees its own cup only
        assert state_a["view"]["dice"][0] and state_a["view"]["dice"][1:] == [None, None]
        assert state_b["view"]["dice"][1] and state_b["view"]["dice"][0] is None
        assert all(e.get("seats") in (None, [0]) for e in state_a["log"])
        assert state_a["legal"] and state_b["legal"] == []  # Anna opens
        assert str(server.rooms[code].record.seed) not in json.dumps(state_a) + json.dumps(joined)


def test_the_turn_and_the_rules_are_checked_at_the_door(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        anna, ben, state_a = pair.anna, pair.ben, pair.anna_state
        opening = state_a["legal"][0]["action"]
        # exacto.raise (the turn rule of the Exacto table): Ben may not bid on Anna's turn
        ben.send_json({"type": "act", "action": opening})
        assert ben.receive_json() == {
            "type": "error",
            "rule": "exacto.raise",
            "message": "It is not your turn: Anna is to move.",
        }
        # exacto.wild-ones: the engine's own refusal, rule and sentence
        anna.send_json({"type": "act", "action": {"kind": "bid", "quantity": 1, "face": 1}})
        refusal = anna.receive_json()
        assert refusal["rule"] == "exacto.wild-ones" and "Ones are wild" in refusal["message"]
        # a move names no seat: "for seat 1" is a field the message does not have
        anna.send_json({"type": "act", "action": opening, "seat": 1})
        assert anna.receive_json()["message"] == "The 'act' message has no field 'seat'."
        assert server.rooms[code].game.history == []  # nothing changed
        anna.send_json({"type": "act", "action": opening})
        assert anna.receive_json()["view"]["bid"]["bidder"] == 0
        assert ben.receive_json()["legal"]


@pytest.mark.parametrize(
    "raw, message",
    [
        ("not json", "A message must be JSON text."),
        ("[1, 2]", "A message must be an object with a 'type', not list."),
        (
            '{"type": "dance"}',
            "Unknown message type 'dance'; known: join, resume, act, open, watch, project, lang, report, move, "
            "kick, bot, pause, step_mode, step, next, reveal, results, clear, activity, stop_activity, close, "
            "lesson_act, hint, retry, go_on, answer, show_answer, simulate.",
        ),
        ('{"type": "join", "room": "ABCD"}', "The 'join' message needs a 'name'."),
        ('{"type": "join", "room": 7, "name": "x"}', "'room' in the 'join' message must be text, not 7."),
        ('{"type": "act", "action": {"kind": "bid"}}', "Join a room first, with its code and your name."),
        ('{"type": "join", "room": "ABCD", "name": "' + "x" * 300 + '"}', None),
        ("x" * 5000, "A message may be at most 4096 bytes long."),
    ],
)
def test_every_message_is_validated(app, raw, message):
    server, client = app
    with client.websocket_connect("/ws") as ws:
        ws.send_text(raw)
        reply = ws.receive_json()
    assert reply["type"] == "error" and reply["rule"] == "input"
    if message is not None:
        assert reply["message"] == message
    assert server.rooms == {}


def test_a_binary_frame_is_refused(app):
    _, client = app
    with client.websocket_connect("/ws") as ws:
        ws.send_bytes(b'{"type": "watch"}')
        assert ws.receive_json()["message"] == "A message must be JSON text."


def test_refusals_speak_the_readers_language(app):
    _server, client = app
    with client.websocket_connect("/ws") as ws:
        for lang in LANGUAGES:
            ws.send_json({"type": "join", "room": "ZZZZ", "name": "Anna", "lang": lang})
            assert ws.receive_json()["message"] == CLASS_MESSAGES.render("c.no-room", {"room": "'ZZZZ'"}, lang)


def test_teacher_only_messages_need_the_teachers_key(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with client.websocket_connect("/ws") as anna:
        join(anna, code, "Anna")
        for forged in (
            {"type": "open", "secret": "guess", "game": "exacto", "players": 2},
            {"type": "watch", "secret": "guess"},
            # a seated student with the real key is still a student
            {"type": "open", "secret": server.secret, "game": "exacto", "players": 2},
        ):
            anna.send_json(forged)
            assert anna.receive_json() == {
                "type": "error",
                "rule": "auth",
                "message": "Only the teacher, with the teacher's link, may do that.",
            }
    assert list(server.rooms) == [code]


def test_a_wrong_token_is_refused_and_a_right_one_resumes_the_seat(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        joined = pair.anna_joined
    with client.websocket_connect("/ws") as again:
        token = joined["token"]
        wrong = token[:-1] + ("x" if token[-1] != "x" else "y")  # one letter off, never the same
        again.send_json({"type": "resume", "token": wrong})
        assert again.receive_json()["message"] == (
            "This seat token is not valid: join again with the room code and your name."
        )
        again.send_json({"type": "resume", "token": joined["token"]})
        assert again.receive_json() == {"type": "joined", "room": code, "seat": 0}
        state = again.receive_json()
        assert state["seat"] == 0 and state["view"]["dice"][0] and state["legal"]
        again.send_json({"type": "join", "room": code, "name": "Anna again"})
        assert again.receive_json()["message"] == "This connection already has a seat."


def test_a_full_room_seats_nobody_more(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2, bots={"1": "random"})
    with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as late:
        join(anna, code, "Anna")
        late.send_json({"type": "join", "room": code, "name": "Late"})
        assert late.receive_json()["message"] == f"Room {code} is full: every seat has a player."


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"game": "chess", "players": 2}, "There is no game 'chess'; known: deductio, exacto, ganjifa, siggil."),
        ({"game": "exacto", "players": 99}, "exacto is played by 2 to 6 players, not 99."),
        (
            {"game": "exacto", "players": 2, "bots": {"0": "random", "1": "random"}},
            "A room needs at least one seat for a person.",
        ),
        ({"game": "exacto", "players": 2, "bots": {"1": "genius"}}, None),
        ({"game": "exacto", "players": 2, "bots": {"5": "random"}}, "Seat 5 is not at this table (seats 0 to 1)."),
        ({"game": "exacto", "players": 2, "lang": "de"}, None),
        ({"game": "exacto", "players": 2, "options": {"dice": 99}}, "{'dice': 99} are not options exacto offers."),
    ],
)
def test_the_teachers_room_settings_are_checked(app, fields, message):
    server, client = app
    with client.websocket_connect("/ws") as teacher:
        teacher.send_json({"type": "open", "secret": server.secret, **fields})
        reply = teacher.receive_json()
    assert reply["type"] == "error" and reply["rule"] == "input"
    if message is not None:
        assert reply["message"] == message.replace("'chess'", "chess")
    assert server.rooms == {}


def test_join_code_guessing_is_rate_limited(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with client.websocket_connect("/ws") as guesser:
        for n in range(server_module.GUESS_BURST):
            guesser.send_json({"type": "join", "room": f"ZZ{CODE_ALPHABET[n]}Z", "name": "Eve"})
            assert guesser.receive_json()["message"].startswith("There is no room")
        # spent: even the right code now waits, so guessing costs time
        guesser.send_json({"type": "join", "room": code, "name": "Eve"})
        reply = guesser.receive_json()
        assert reply["message"].startswith("Too many wrong room codes or seat tokens from this device: wait")
    assert server.rooms[code].names == {}


def test_a_flood_of_messages_is_rate_limited(app):
    # beyond the burst the connection is not read until its bucket refills: every frame is
    # answered in turn, at the rate and no faster (tests/classroom/test_class_audit.py: the
    # flood of a real socket costs the others nothing)
    _server, client = app
    extra = 5
    with client.websocket_connect("/ws") as ws:
        started = time.monotonic()
        for _ in range(server_module.RATE_BURST + extra):
            ws.send_text("{}")
        replies = [ws.receive_json()["message"] for _ in range(server_module.RATE_BURST + extra)]
        took = time.monotonic() - started
    assert all(reply.startswith("Unknown message type") for reply in replies)
    assert took >= 0.8 * extra / server_module.RATE_PER_SECOND


# ------------------------------------------------------------------- redrawn world


class ScriptedBot(Bot):
    """Plays the moves world A's bots played, whatever its own cup holds."""

    name = "probability"

    def __init__(self, moves):
        self.moves = moves

    def decide(self, view, legal, rng):
        return self.moves[view["move_number"]]


def legal_of(frame) -> list[dict]:
    """The legal actions a frame offers: the plain page's list, or the table's (whose bids
    come as each face's least quantity up to the most, ``ExactoTable.page_legal``)."""
    if frame["type"] == "state":
        return [entry["action"] for entry in frame["legal"]]
    out = []
    for entry in frame["traits"]["legal"]:
        if entry["kind"] == "bids":
            out += [
                {"kind": "bid", "quantity": q, "face": face}
                for face, least in entry["least"]
                for q in range(least, entry["most"] + 1)
            ]
        else:
            out.append(entry)
    return sorted(out, key=lambda a: (a["kind"] != "bid", a.get("quantity", 0), a.get("face", 0)))


def view_of(frame) -> dict:
    return frame["view"] if frame["type"] == "state" else {**frame["traits"]["view"], **frame["traits"]["view_seldom"]}


def human_choice(frame) -> dict:
    """A student: calls when the bid reaches a third of the dice, else raises by the least."""
    legal, view = legal_of(frame), view_of(frame)
    bid = view["bid"]
    if bid and bid["quantity"] * 3 >= view["total_dice"]:
        return next(a for a in legal if a["kind"] == "liar")
    return next(a for a in legal if a["kind"] == "bid")


def play_to_first_reveal(game, bots, moves=None, table=False) -> tuple[dict, list]:
    """Anna (seat 0) and Ben (seat 1) play ``game`` with bots in seats 2 and 3 until the
    first reveal, a projector watching; every frame each student (0, 1) and the projector
    ("projector") receives, as sent; and the moves played. ``moves``: the students play
    these moves instead of choosing (world B)."""
    storage = SQLiteStorage(":memory:")
    record = RoomRecord(
        "ROOM", game.name, game.players, game.seed, dict(game.options), "en", {2: "probability", 3: "probability"}
    )
    storage.add_room(record)
    server = ClassServer(storage, bot_delay=0)
    server.rooms["ROOM"] = Room(record, storage, bots=bots, game=game)
    frames = {0: [], 1: [], "projector": []}
    with (
        TestClient(make_app(server)) as client,
        client.websocket_connect("/ws") as anna,
        client.websocket_connect("/ws") as ben,
        client.websocket_connect("/ws") as projector,
    ):
        seats = {0: anna, 1: ben}

        def project():
            frames["projector"].append(projector.receive_text())
            assert json.loads(frames["projector"][-1])["type"] == "public"

        projector.send_json({"type": "project", "room": "room"})
        project()

        def read(seat):
            raw = seats[seat].receive_text()
            frame = json.loads(raw)
            if frame["type"] in ("state", "table"):  # (the "joined" frame carries a fresh token)
                frames[seat].append(raw)
            return frame

        for seat, name in ((0, "Anna"), (1, "Ben")):
            seats[seat].send_json({"type": "join", "room": "ROOM", "name": name, "table": table})
            read(seat)
            project()
        latest = {0: read(0), 1: None}
        latest = {0: read(0), 1: read(1)}  # Ben sat down: the game starts
        while not any(e["kind"] == "reveal" for e in latest[0]["log"]):
            for seat, frame in latest.items():
                if legal_of(frame):
                    number = view_of(frame)["move_number"]
                    action = moves[number] if moves else human_choice(frame)
                    seats[seat].send_json({"type": "act", "action": action})
            latest = {0: read(0), 1: read(1)}  # one frame to every seat per move
            project()  # and to the projector
        # the bots may already be playing the next round: the moves up to the reveal
        revealed_at = view_of(latest[0])["move_number"]
        history = [a.to_json() for a in server.rooms["ROOM"].game.history[:revealed_at]]
    return frames, history


@pytest.mark.parametrize("table", [False, True], ids=["plain-page", "table-front-end"])
def test_a_students_frames_are_the_same_in_every_redrawn_world(table):
    """exacto.roll: the cups are hidden. Whatever the other three cups hold, Anna's
    connection carries the very same frames, byte for byte, until the reveal shows them
    (for the plain page and for the widgets' table front end alike)."""
    cls = game_class("exacto")
    world_a = cls(players=4, seed=20261201)
    frames_a, history = play_to_first_reveal(world_a.clone(), bots=None, table=table)
    assert len(history) >= 3
    bots = {
        seat: ScriptedBot(
            {n: cls.from_json({**world_a.to_json(), "history": history[:n]}).check(a) for n, a in enumerate(history)}
        )
        for seat in (2, 3)
    }
    before_reveal = [f for f in frames_a[0] if '"reveal"' not in f]
    assert 3 <= len(before_reveal) < len(frames_a[0])
    for redraw in range(3):
        world_b = world_a.resample_hidden(0, random.Random(redraw))
        assert [world_b.dice[s] for s in (1, 2, 3)] != [world_a.dice[s] for s in (1, 2, 3)]
        frames_b, history_b = play_to_first_reveal(world_b, bots=bots, moves=history, table=table)
        assert history_b == history
        assert frames_b[0][: len(before_reveal)] == before_reveal
        # and the proof can fail: Ben's frames show his own cup, which was redrawn
        assert frames_b[1][-1] != frames_a[1][-1]
        if not table:
            # the compared frames hold the table's lines (rules_engine.view_lines), so they
            # are proved too: the same for Anna, and Ben's own cup line redrawn
            assert all(json.loads(f)["lines"] for f in before_reveal)
            assert json.loads(frames_b[1][-1])["lines"] != json.loads(frames_a[1][-1])["lines"]


def test_the_projector_shows_the_public_table_the_same_in_every_redrawn_world():
    """exacto.roll: no cup is public. The projector's frames are the same, byte for byte,
    whatever every cup holds (Anna's and Ben's redrawn too), until the reveal
    (exacto.liar) lifts the cups; then it shows the reveal."""
    cls = game_class("exacto")
    world_a = cls(players=4, seed=20261202)
    frames_a, history = play_to_first_reveal(world_a.clone(), bots=None)
    projected = [json.loads(f) for f in frames_a["projector"]]
    before = [f for f in frames_a["projector"] if '"kind": "reveal"' not in f]
    assert 3 <= len(before) < len(projected)
    assert [p["move_number"] for p in projected[-3:]] != [0, 0, 0]  # it followed the moves
    assert projected[-1]["reveal"]["kind"] == "reveal"  # the cups, shown to all at once
    first = projected[len(before) - 1]
    assert first["view"]["dice"] == [None] * 4 and first["view"]["dice_counts"] == [5] * 4
    assert [s["name"] for s in first["seats"]][:2] == ["Anna", "Ben"]
    assert all("seats" not in entry for entry in first["log"])  # no seat's own roll
    bots = {
        seat: ScriptedBot(
            {n: cls.from_json({**world_a.to_json(), "history": history[:n]}).check(a) for n, a in enumerate(history)}
        )
        for seat in (2, 3)
    }
    for seed in (7, 8):
        # another deal of the same table: every cup redrawn, the students' own ones too
        world_b = cls(players=4, seed=seed)
        assert all(world_b.dice[s] != world_a.dice[s] for s in range(4))
        frames_b, history_b = play_to_first_reveal(world_b, bots=bots, moves=history)
        assert history_b == history
        assert frames_b["projector"][: len(before)] == before
        assert all(json.loads(f)["lines"] for f in before)  # the projector's lines, proved too
        # the proof can fail: the reveal shows the redrawn cups
        assert frames_b["projector"][len(before)] != frames_a["projector"][len(before)]


def test_every_game_gets_table_frames_with_its_tables_own_traits(app):
    """ganjifa.deal: a Ganjifa seat's table frame holds its own hand only. Deductio's and
    Siggil's tables publish traits of their own, worked out by the tables' own code: the
    clues' words and the latest reveal (deductio.reveal), the cascade and the layout
    drawing (siggil.take); deductio.setup: each seat's frame its own number only."""
    server, client = app
    ganjifa = open_room(client, server, game="ganjifa", players=3, bots={"1": "random", "2": "random"})
    deductio = open_room(client, server, game="deductio", players=2, bots={"1": "random"})
    siggil = open_room(client, server, game="siggil", players=2, bots={"1": "random"})
    with (
        client.websocket_connect("/ws") as anna,
        client.websocket_connect("/ws") as ben,
        client.websocket_connect("/ws") as cara,
    ):
        anna.send_json({"type": "join", "room": ganjifa, "name": "Anna", "table": True})
        anna.receive_json()
        frame = anna.receive_json()
        assert frame["type"] == "table" and frame["game"] == "ganjifa"
        traits = frame["traits"]
        hands = traits["view_seldom"]["hands"]  # ``GanjifaTable.page_split``
        assert len(hands[0]) == 40 and hands[1:] == [None, None]
        assert traits["rules"] and traits["strings"] and frame["strings"]["ui.join"] == "Join"
        assert next(s["name"] for s in traits["seat_info"]) == "Anna"
        ben.send_json({"type": "join", "room": deductio, "name": "Ben", "table": True})
        ben.receive_json()
        frame = ben.receive_json()
        assert frame["type"] == "table" and frame["game"] == "deductio"
        traits = frame["traits"]
        game = server.rooms[deductio].game
        assert traits["view"]["numbers"] == [game.view(0)["numbers"][0], None]
        assert set(traits["clues"]) == {str(c) for c in CLUES}  # the printed deck's words
        assert traits["reveal"] == {} and "clue_deck" not in traits["view"]
        cara.send_json({"type": "join", "room": siggil, "name": "Cara", "table": True})
        cara.receive_json()
        frame = cara.receive_json()
        assert frame["type"] == "table" and frame["game"] == "siggil"
        traits = frame["traits"]
        assert traits["sigil_layout"]["name"] == server.rooms[siggil].game.layout.name
        assert traits["cascade"] == {} and traits["legal"]
        take = next(a for a in traits["legal"] if a["kind"] == "take")
        cara.send_json({"type": "act", "action": take})
        after = cara.receive_json()["traits"]
        assert after["cascade"]["from"] == 0 and after["cascade"]["steps"][0]["kind"] == "take"
        assert "sigil_layout" not in after  # sent once, with the rules


def test_the_teacher_watches_who_joined_and_whose_turn_it_is(app):
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with client.websocket_connect("/ws") as teacher, client.websocket_connect("/ws") as anna:
        teacher.send_json({"type": "watch", "secret": server.secret, "lang": "fi"})
        assert teacher.receive_json()["strings"]["ui.open-room"] == "Avaa huone"  # the page's labels
        roster = teacher.receive_json()
        assert roster == {
            "type": "room",
            "room": code,
            "game": "exacto",
            "title": "Exacto",  # the game as the teacher reads it, in the room's language
            "free": 2,
            "current_player": 0,
            "move_number": 0,
            "is_over": False,
            "paused": False,
            "step": False,
            "seats": [
                {"seat": 0, "name": None, "bot": False, "bot_id": None, "you": False},
                {"seat": 1, "name": None, "bot": False, "bot_id": None, "you": False},
            ],
        }
        assert teacher.receive_json()["type"] == "results"  # and what the class learned
        assert teacher.receive_json() == {"type": "grids", "grids": []}  # no lesson or quiz under way
        assert teacher.receive_json()["type"] == "catalog"  # what the teacher may start
        join(anna, code, "Anna")
        roster = teacher.receive_json()
        assert roster["free"] == 1 and roster["seats"][0]["name"] == "Anna"
        assert "view" not in roster and "dice" not in json.dumps(roster)  # public facts only


def test_a_restarted_server_lets_its_bots_play_on(database):
    """A server stopped while a bot was to move: started again on the same database, the
    bot moves (from the same seed and move number, so the same move it would have made)."""
    storage = open_storage(database)
    room = Room.open(storage, "BOTS", "exacto", 2, {0: "probability"}, "en")
    seat, token = room.join("Anna")
    assert seat == 1 and room.bot_to_move()
    expected = room.game.clone()
    rng = random.Random(f"bots/{room.record.seed}/0")
    storage.close()
    server = ClassServer(open_storage(database), bot_delay=0)
    with TestClient(make_app(server)) as client, client.websocket_connect("/ws") as anna:
        anna.send_json({"type": "resume", "token": token})
        anna.receive_json()
        frame = anna.receive_json()
        while frame["view"]["move_number"] == 0:
            frame = anna.receive_json()
    server.storage.close()
    bot_move = server.rooms["BOTS"].game.history[0]
    assert bot_move == room.bots[0].decide(expected.view(0), expected.legal_actions(), rng).action
    assert frame["view"]["bid"]["bidder"] == 0 and frame["legal"]
