"""The class server as the teacher runs it: a real process on 127.0.0.1, students and the
teacher as WebSocket clients; a game with people and bots, reconnects, and SIGKILL."""

from __future__ import annotations

import sqlite3
import time

from support.class_process import Client, assert_own_cup_only, choose, my_turn, open_room, revealed


def test_a_class_plays_exacto_with_bots_to_the_first_reveal(class_server, tmp_path):
    """Four students and two bots; exacto.roll: until the reveal no student's connection
    ever carries another cup, nor the seed (which stays in the server's database)."""
    server = class_server(bot_delay_ms=20)
    assert any(line.startswith("Students: open  http://127.0.0.1:") for line in server.lines)
    code = open_room(server, game="exacto", players=6, bots={"2": "probability", "5": "cautious"})
    students = [Client(server.url) for _ in range(4)]
    for client, name in zip(students, ["Anna", "Ben", "Chidi", "Dace"], strict=False):
        client.send(type="join", room=code, name=name)
    seats = [client.until(lambda f: f["type"] == "joined")["seat"] for client in students]
    assert seats == [0, 1, 3, 4]
    for client in students:
        client.until(lambda f: f["type"] == "state" and f["free"] == 0)
    deadline = time.monotonic() + 60
    while not any(revealed(client.last_state) for client in students):
        assert time.monotonic() < deadline, "no reveal within a minute"
        for client in students:
            client.play()
    seed = sqlite3.connect(server.db).execute("SELECT seed FROM rooms").fetchone()[0]
    for client, seat in zip(students, seats, strict=False):
        assert_own_cup_only(client, seat, seed)
        client.close()


def test_forged_tokens_and_moves_are_refused_and_a_reconnect_resumes(class_server):
    server = class_server()
    code = open_room(server, game="exacto", players=2)
    anna, ben = Client(server.url), Client(server.url)
    anna.send(type="join", room=code, name="Anna")
    token = anna.until(lambda f: f["type"] == "joined")["token"]
    ben.send(type="join", room=code, name="Ben")
    ben.until(lambda f: f["type"] == "state")
    before = anna.until(my_turn)
    # exacto.raise: Ben's move on Anna's turn is refused, and nothing changed
    ben.send(type="act", action=before["legal"][0]["action"])
    assert ben.recv() == {"type": "error", "rule": "exacto.raise", "message": "It is not your turn: Anna is to move."}
    forger = Client(server.url)
    forger.send(type="resume", token="A" * len(token))
    assert forger.recv()["rule"] == "input"
    forger.send(type="act", action=before["legal"][0]["action"])
    assert forger.recv()["message"] == "Join a room first, with its code and your name."
    # Anna's phone drops off: the token gets the seat back, with its cup and its turn
    anna.close()
    again = Client(server.url)
    again.send(type="resume", token=token)
    assert again.recv() == {"type": "joined", "room": code, "seat": 0}
    resumed = again.until(lambda f: f["type"] == "state")
    assert resumed["view"] == before["view"] and resumed["legal"] == before["legal"]
    again.send(type="act", action=before["legal"][0]["action"])
    assert again.until(lambda f: f["type"] == "state")["view"]["bid"]["bidder"] == 0
    for client in (again, ben, forger):
        client.close()


def test_a_killed_server_restarts_with_every_seat_where_it_was(class_server, database):
    """SIGKILL between two moves: the restarted server (same database: an SQLite file, or
    PostgreSQL with ``--database postgresql://...``) gives every token its seat back at the
    same state, and the game goes on."""
    server = class_server(database, bot_delay_ms=10)
    code = open_room(server, game="exacto", players=4, bots={"1": "probability", "3": "random"})
    anna, ben = Client(server.url), Client(server.url)
    tokens = {}
    for client, name in ((anna, "Anna"), (ben, "Ben")):
        client.send(type="join", room=code, name=name)
        joined = client.until(lambda f: f["type"] == "joined")
        tokens[joined["seat"]] = joined["token"]
    assert sorted(tokens) == [0, 2]
    # people and bots play a few moves; then, with a person to move (the bots wait), both
    # students have seen the latest move
    deadline = time.monotonic() + 60
    while True:
        assert time.monotonic() < deadline, "the game did not get going"
        for client in (anna, ben):
            client.drain()
        states = [anna.last_state, ben.last_state]
        numbers = {s["view"]["move_number"] for s in states if s}
        # (a reveal may come early, when a bot calls: the game goes on into the next round)
        if len(numbers) == 1 and numbers.pop() >= 4 and any(my_turn(s) for s in states):
            break
        for client in (anna, ben):
            client.play()
    last = {0: anna.last_state, 2: ben.last_state}
    server.kill()
    for client in (anna, ben):
        client.ws.close()
    server = class_server(database, bot_delay_ms=10)
    back = {}
    for seat, token in tokens.items():
        client = Client(server.url)
        client.send(type="resume", token=token)
        assert client.recv() == {"type": "joined", "room": code, "seat": seat}
        state = client.until(lambda f: f["type"] == "state")
        assert state["view"] == last[seat]["view"] and state["legal"] == last[seat]["legal"]
        assert "log_from" not in state  # a resumed seat gets the whole log, as the page held it
        assert state["log"] == last[seat]["log"]
        back[seat] = client
    seat = next(s for s, frame in last.items() if frame["legal"])
    number = last[seat]["view"]["move_number"]
    back[seat].send(type="act", action=choose(last[seat]))
    after = back[seat].until(lambda f: f["type"] != "state" or f["view"]["move_number"] != number)
    assert after["type"] == "state" and after["view"]["move_number"] == number + 1
    for client in back.values():
        client.close()
