"""Positions and played games that tests of several folders start from."""

from __future__ import annotations

import json
import random

from rules_engine.deductio import Deductio
from rules_engine.ganjifa import Card as C

#: Ganjifa: seat 0 leads and holds two Dukals (Varaha of 5 and Kalki of 6).
DUKAL_HANDS = [
    [
        C("varaha", "raja"),
        C("varaha", "mantri"),
        C("varaha", 3),
        C("varaha", 4),
        C("varaha", 5),
        C("kalki", "raja"),
        C("kalki", "mantri"),
        C("kalki", 6),
        C("kalki", 7),
        C("kalki", 8),
        C("kalki", 9),
        C("matsya", 2),
    ],
    [C("kurma", n) for n in range(1, 11)] + [C("rama", 4), C("rama", 9)],
    [C("buddha", n) for n in range(1, 11)] + [C("krishna", 1), C("matsya", 3)],
]


def ten_or_twelve(**changes) -> Deductio:
    """Deductio, two players: seat 0 holds 3; seat 1 played "two digits", "even" and "12 or
    less", so seat 0 knows it holds 10 or 12 (as long as 12 is not face up). `changes`
    replaces any part of the position."""
    position = {
        "numbers": [3, 10],
        "face_up": [1, 2, 20],
        "row": [7, 5, 13],
        "clue_deck": [9, 11, 15, 16, 17, 18],
        "number_deck": [4, 5, 6],
        "tableau": [[], [(6, True), (1, True), (10, True)]],
    }
    return Deductio.from_position(**{**position, **changes})


def snapshot(game) -> str:
    """Everything a game is and shows, as one string to compare."""
    return json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True)


def played(cls, seed, moves, **kwargs):
    """A game of ``cls`` after up to ``moves`` random legal moves (seeded)."""
    game = cls(seed=seed, **kwargs)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game
