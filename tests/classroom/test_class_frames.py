"""A seat's frames carry the log's new lines only (``log_from``), after a first frame with
the latest lines: applied in order, as the class pages do (``frames.apply_log``, and
``heldLog`` in widgets/js/shared/seat.js), they give the very frame the seat would be sent
whole at that point, in every game, on the plain page and the table front end alike. A
new deal, another language and a resumed seat get the whole log again."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from support.classroom import anna_and_ben, join, open_room

from rules_engine.core import games
from tabletop_tutor_classroom.frames import LogMark, ReadersLogs, apply_log
from tabletop_tutor_classroom.room import LOG_LIMIT, Room, has_table
from tabletop_tutor_classroom.storage import SQLiteStorage

Frame = dict[str, Any]


class Page:
    """One device of a seat: the frames it was sent, and what it holds after each."""

    def __init__(self, room: Room, seat: int, table: bool, lang: str) -> None:
        self.room, self.seat, self.table, self.lang = room, seat, table, lang
        self.mark: LogMark | None = None
        self.log: list[Any] = []

    def take(self) -> Frame:
        """The next frame (the labels once, as the server sends them), as the page holds it."""
        text, self.mark = self.room.frame_text(self.seat, self.table, self.mark is None, self.lang, self.mark)
        frame = json.loads(text)
        self.log = apply_log(self.log, frame, LOG_LIMIT)
        return frame

    def whole(self) -> Frame:
        """The frame a new device of this seat would be sent now, without the labels."""
        frame: Frame = json.loads(self.room.frame_text(self.seat, self.table, False, self.lang)[0])
        return frame


def held(frame: Frame, log: list[Any]) -> Frame:
    """``frame`` as the page holds it: its log the page's own, its labels kept apart."""
    frame = {k: v for k, v in frame.items() if k not in ("log_from", "strings")}
    return {**frame, "log": log}


def pages_of(room: Room) -> list[Page]:
    """Every seat's device on both front ends, in the room's language; seat 0's in another
    language too."""
    tables = (False, True) if has_table(room.game.name) else (False,)
    other = "fi" if room.lang != "fi" else "lv"
    return [
        Page(room, seat, table, lang)
        for seat in range(room.game.players)
        for table in tables
        for lang in ((room.lang, other) if seat == 0 else (room.lang,))
    ]


@pytest.mark.parametrize("name", sorted(games()))
def test_a_seats_log_lines_applied_in_order_give_its_whole_frame(name):
    cls = games()[name]
    for seed in range(2):
        rng = random.Random(f"{name}/{seed}")
        players = rng.randint(cls.min_players, min(cls.max_players, 4))
        room = Room.open(SQLiteStorage(":memory:"), "ROOM", name, players, {}, rng.choice(["en", "lv", "fi", "ru"]))
        for seat in range(players):
            room.join(f"S{seat}")
        pages = pages_of(room)
        first = [page.take() for page in pages]
        assert all("log_from" not in frame and frame["log"] for frame in first)
        deals, moves, after = 0, 0, 0  # to the end of a game, then into the next deal
        while after < 10 and moves < 400:
            if room.game.is_over:
                room.next_game()
                deals += 1
            else:
                after += deals
                room.act(room.game.current_player, rng.choice(room.game.legal_actions()).to_json())
                moves += 1
            for page in pages:
                frame = page.take()
                assert held(frame, page.log) == page.whole(), (name, seed, moves, page.seat, page.table, page.lang)
        assert deals == 1, (name, seed, moves)  # the proof went through a new deal


def test_after_a_new_deal_the_whole_log_comes_again():
    room = Room.open(SQLiteStorage(":memory:"), "ROOM", "exacto", 2, {}, "en")
    room.join("Anna"), room.join("Ben")
    page = Page(room, 0, False, "en")
    page.take()
    room.act(0, room.game.legal_actions()[0].to_json())
    assert page.take()["log_from"] > 0
    room.next_game()
    frame = page.take()
    assert "log_from" not in frame and frame["log"] == page.whole()["log"]


def test_a_long_log_keeps_the_latest_lines_on_the_page_and_in_the_server():
    """With room for 5 lines only: the lines past it leave the page and the server alike,
    and the page still holds what a whole frame would carry."""
    cls = games()["exacto"]
    game, logs, rng = cls(players=3, seed=7), ReadersLogs(keep=5), random.Random(7)
    log, mark = [], None
    for _ in range(60):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        part = logs.part(game, 1, 1, "en", mark)
        frame = {"log": json.loads(part.text), **({} if part.start is None else {"log_from": part.start})}
        log, mark = apply_log(log, frame, 5), part.mark
        assert log == json.loads(logs.text(game, 1, 1, "en")) == game.visible_log(1, "en", 1)[-5:]
    assert mark is not None and mark.count > 20  # many more lines than it keeps went by


def test_a_resumed_seat_mid_game_gets_its_whole_frame(app):
    """A reload or a lost network: the token's new connection gets the whole log, the same
    as the seat's frame at that point, never the lines after what the old page held."""
    server, client = app
    code = open_room(client, server, game="exacto", players=2)
    with anna_and_ben(client, code) as pair:
        pair.anna.send_json({"type": "act", "action": pair.anna_state["legal"][0]["action"]})
        after = pair.anna.receive_json()
        assert after["log_from"] > 0 and after["view"]["move_number"] == 1
        pair.ben.receive_json()
        for table in (False, True):
            with client.websocket_connect("/ws") as again:
                again.send_json({"type": "resume", "token": pair.anna_joined["token"], "table": table})
                assert again.receive_json()["type"] == "joined"
                frame = again.receive_json()
                assert "log_from" not in frame
                whole = server.rooms[code].frame(0, table=table)
                assert frame["log"] == whole["log"] and len(frame["log"]) > len(after["log"])


def test_a_second_device_of_a_seat_gets_its_own_frames(app):
    """Two devices of one seat (a phone and a laptop): each is sent the lines after what it
    holds; the second, joining late, gets the whole log first."""
    server, client = app
    code = open_room(client, server, game="exacto", players=3)
    with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as ben:
        joined, _first = join(anna, code, "Anna")
        join(ben, code, "Ben")
        anna.receive_json()
        with client.websocket_connect("/ws") as laptop:
            laptop.send_json({"type": "resume", "token": joined["token"]})
            assert laptop.receive_json()["type"] == "joined"
            whole = laptop.receive_json()
            assert "log_from" not in whole
            seen = anna.receive_json()  # (the laptop's seat told the room)
            assert seen["log_from"] > 0 and seen["log"] == []
