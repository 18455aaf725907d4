"""A class seat's table ends as a notebook's table does: the end panel (who won, the last
sentence with its rule, a score row per seat), named as the room names its seats."""

from __future__ import annotations

import random

import pytest

from rules_engine import games
from tabletop_tutor_classroom.room import Room
from tabletop_tutor_classroom.storage import RoomRecord, SeatRecord, SQLiteStorage


def finished(name: str, seed: int):
    game, rng = games()[name](seed=seed), random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def room_of_students(game) -> Room:
    """A room whose every seat a student holds ("Student 0", ...), over ``game``."""
    seats = [SeatRecord(s, f"Student {s}", f"digest-{s}") for s in range(game.players)]
    record = RoomRecord("ROOM", game.name, game.players, game.seed, dict(game.options), "en", {}, seats)
    return Room(record, SQLiteStorage(":memory:"), game=game)


def end_of(room: Room, seat: int, lang: str = "en") -> dict:
    return room.frame(seat, table=True, full=False, lang=lang)["traits"]["end"]


@pytest.mark.parametrize("name", ["exacto", "ganjifa", "deductio", "siggil"])
def test_a_finished_class_game_shows_the_end_panel_with_the_rooms_names(name):
    game = finished(name, 3)
    room = room_of_students(game)
    end = end_of(room, 0)
    assert end["title"] == "Game over" and end["rule"] == game.end_rule and end["reason"]
    assert [r["seat"] for r in end["rows"]] == list(range(game.players))
    assert end["rows"][0]["name"] == "You" and end["rows"][0]["you"]
    assert [r["name"] for r in end["rows"][1:]] == [f"Student {s}" for s in range(1, game.players)]
    assert [s for s, r in enumerate(end["rows"]) if r["winner"]] == list(game.winners)
    ru = end_of(room, 1, "ru")
    assert ru["title"] != end["title"] and ru["rows"][1]["you"] and ru["rows"][0]["name"] == "Student 0"


def test_a_class_game_under_way_has_no_end_panel():
    room = room_of_students(games()["exacto"](seed=1))
    assert end_of(room, 0) == {}
