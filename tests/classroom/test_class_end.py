"""A class seat's table ends as a notebook's table does: the end panel (who won, the last
sentence with its rule, a score row per seat), named as the room names its seats."""

from __future__ import annotations

import random

import pytest

from rules_engine import games
from tabletop_tutor_classroom.table import end_state, table_traits


def finished(name: str, seed: int):
    game, rng = games()[name](seed=seed), random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("name", ["exacto", "ganjifa", "deductio", "siggil"])
def test_a_finished_class_game_shows_the_end_panel_with_the_rooms_names(name):
    game = finished(name, 3)
    info = [{"seat": s, "name": f"Student {s}", "you": s == 0, "bot": None} for s in range(game.players)]
    end = table_traits(game, 0, "en", info, mine=False, full=False)["end"]
    assert end["title"] == "Game over" and end["rule"] == game.end_rule and end["reason"]
    assert [r["seat"] for r in end["rows"]] == list(range(game.players))
    assert end["rows"][0]["name"] == "You" and end["rows"][0]["you"]
    assert [r["name"] for r in end["rows"][1:]] == [f"Student {s}" for s in range(1, game.players)]
    assert [s for s, r in enumerate(end["rows"]) if r["winner"]] == list(game.winners)
    ru = end_state(game, 1, "ru", info)
    assert ru["title"] != end["title"] and ru["rows"][1]["you"] and ru["rows"][0]["name"] == "Student 0"


def test_a_class_game_under_way_has_no_end_panel():
    game = games()["exacto"](seed=1)
    assert end_state(game, 0, "en", []) == {}
