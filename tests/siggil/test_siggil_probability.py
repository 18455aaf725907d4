"""Siggil's probability helpers (siggil.capture-free sets, siggil.spirit-frees, siggil.solo-win):
exact counts checked against enumeration, simulations against their own definitions."""

import random
from fractions import Fraction
from itertools import combinations

import pytest

from rules_engine.bots import make_bot
from rules_engine.siggil import Card, Siggil
from rules_engine.siggil.probability import (
    expected_turns_until_free,
    p_complete,
    p_complete_for,
    solo_win_rate,
    unknown_cards,
)

C = Card


def brute(hand, k, size, unknown, draws):
    good = total = 0
    for drawn in combinations(unknown, draws):
        cards = list(hand) + list(drawn)
        total += 1
        good += sum(c.family == k for c in cards) >= size or sum(c.number == k for c in cards) >= size
    return Fraction(good, total)


@pytest.mark.parametrize("draws", [0, 1, 2, 3, 4])
def test_p_complete_matches_enumeration(draws):
    """siggil.capture-free: family or number, the k-of-k card counting for both."""
    hand = [C(3, 1), C(5, 3)]
    unknown = [C(3, 3), C(3, 6), C(1, 3), C(2, 2), C(7, 7), C(6, 3), C(3, 4), C(4, 1)]
    assert p_complete(hand, 3, 3, unknown, draws) == brute(hand, 3, 3, unknown, draws)


def test_p_complete_edges_and_bad_input():
    assert p_complete([C(2, 1), C(2, 2), C(2, 3)], 2, 3, [C(1, 1)], 0) == 1
    assert p_complete([], 2, 3, [C(1, 1), C(1, 3)], 2) == 0
    with pytest.raises(ValueError, match="cannot draw 3 of 2"):
        p_complete([], 2, 3, [C(1, 1), C(1, 3)], 3)


def test_unknown_cards_are_what_the_seat_cannot_see():
    game = Siggil(seed=8)
    unknown = unknown_cards(game, 0)
    view = game.view(0)
    visible = {Card.from_json(p["card"]) for p in view["sigil"] if p and p["card"]}
    assert not visible & set(unknown) and not any(c.spirit for c in unknown)
    assert len(unknown) == 49 - sum(1 for c in visible if not c.spirit)
    assert p_complete_for(game, 0, 4, 3) == p_complete([], 4, 3, unknown, 3)


def test_expected_turns_until_a_spirit_is_freed():
    """siggil.spirit-frees: a position where the next take frees a spirit for sure takes 1."""
    sigil = [None] * 56
    sigil[27] = {"card": C(1, 1), "face_up": True}
    sigil[25] = {"card": Card(3, 3, spirit=True), "face_up": False}
    sigil[26] = {"card": C(1, 2), "face_up": True}
    game = Siggil.from_position(sigil, [[], []])
    assert expected_turns_until_free(game, samples=20) == 1.0
    fresh = Siggil(seed=2)
    turns = expected_turns_until_free(fresh, seat=0, samples=40, seed=1)
    assert 1.0 <= turns < 20


def test_solo_win_rate_reports_an_interval_and_progress():
    calls = []
    result = solo_win_rate("easy", "wall", games=12, bot="greedy", progress=lambda done, total: calls.append(done))
    assert calls == list(range(1, 13)) and result["games"] == 12
    low, high = result["interval"]
    assert low <= result["rate"] <= high and result["rate"] == result["wins"] / 12
    # the rate is the share of games the bot wins, game by game
    wins = 0
    for i in range(12):
        game, bot, rng = Siggil(players=1, seed=i, layout="wall"), make_bot("siggil", "greedy"), random.Random(i)
        while not game.is_over:
            game.apply(bot.choose(game.view(0), game.legal_actions(), rng))
        wins += bool(game.winners)
    assert wins == result["wins"]
