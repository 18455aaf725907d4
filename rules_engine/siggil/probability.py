"""Probability helpers for Siggil exercises, exact where counting is enough and simulated
where play decides.

* :func:`p_complete` — the chance that the next ``draws`` cards uncovered from the unknown
  ones complete a set for a spirit (multivariate hypergeometric, exact fractions);
  :func:`p_complete_for` works the unknown cards out from what a seat sees.
* :func:`expected_turns_until_free` — expected turns until one more spirit is freed, by
  playing the game on from worlds the seat cannot tell apart.
* :func:`solo_win_rate` — the solo win rate of a bot by difficulty and layout, with a
  Wilson interval and an optional progress callback.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from fractions import Fraction
from math import comb
from typing import TypedDict

from ..arena import wilson_interval
from ..bots import make_bot
from .cards import CARDS, Card
from .game import Siggil, capture_size

__all__ = ["p_complete", "p_complete_for", "unknown_cards", "expected_turns_until_free", "solo_win_rate"]


def p_complete(hand: Iterable[Card], spirit: int, size: int, unknown: Iterable[Card], draws: int) -> Fraction:
    """P(``hand`` plus ``draws`` cards drawn at random from ``unknown`` holds ``size`` cards
    of family ``spirit`` or ``size`` cards of number ``spirit``) — siggil.capture-free.

    The unknown cards fall in four kinds: of the family only, of the number only, the card
    that is both (k of family k), and the rest; the count is a sum over how many of each
    are drawn."""
    hand, unknown = [Card.from_json(c) for c in hand], [Card.from_json(c) for c in unknown]
    if not 1 <= spirit <= 7 or size < 1 or draws < 0:
        raise ValueError("spirit is 1..7, size at least 1, draws 0 or more")
    if draws > len(unknown):
        raise ValueError(f"cannot draw {draws} of {len(unknown)} unknown cards")
    family = [c for c in unknown if not c.spirit and c.family == spirit and c.number != spirit]
    number = [c for c in unknown if not c.spirit and c.number == spirit and c.family != spirit]
    both = [c for c in unknown if not c.spirit and c.family == c.number == spirit]
    rest = len(unknown) - len(family) - len(number) - len(both)
    need_f = size - sum(1 for c in hand if not c.spirit and c.family == spirit)
    need_n = size - sum(1 for c in hand if not c.spirit and c.number == spirit)
    total = comb(len(unknown), draws)
    good = 0
    for b in range(len(both) + 1):
        for f in range(len(family) + 1):
            for n in range(len(number) + 1):
                r = draws - b - f - n
                if r < 0 or r > rest:
                    continue
                if f + b >= need_f or n + b >= need_n:
                    good += comb(len(both), b) * comb(len(family), f) * comb(len(number), n) * comb(rest, r)
    return Fraction(good, total)


def unknown_cards(game: Siggil, seat: int) -> list[Card]:
    """The family cards ``seat`` cannot see now: face down in the sigil, in other hands, or
    discarded face down (spirits are left out: they are freed, never drawn into a hand)."""
    view = game.view(seat)
    seen = set()
    for place in view["sigil"]:
        if place is not None and place["card"] is not None:
            seen.add(Card.from_json(place["card"]))
    seen |= {Card.from_json(c) for c in view["hands"][seat]}
    seen |= {Card.from_json(c) for mine in view["sets"] for s in mine for c in s["cards"]}
    seen |= {Card.from_json(c) for c in view["discard"] if c is not None}
    return [c for c in CARDS if not c.spirit and c not in seen]


def p_complete_for(game: Siggil, seat: int, spirit: int, draws: int) -> Fraction:
    """:func:`p_complete` for ``seat``'s hand, the game's set size and the cards it cannot
    see — as if the next ``draws`` cards it gets were drawn from those."""
    hand = [Card.from_json(c) for c in game.view(seat)["hands"][seat]]
    size = capture_size(game.players, game.difficulty)
    return p_complete(hand, spirit, size, unknown_cards(game, seat), draws)


def expected_turns_until_free(
    game: Siggil,
    seat: int | None = None,
    samples: int = 300,
    seed: int = 0,
    bot: object = "random",
    progress: Callable[[int, int], None] | None = None,
) -> float:
    """The expected number of takes until one more spirit is freed, from ``game`` as
    ``seat`` sees it (None: as it is), every seat played by ``bot``; a game that ends first
    counts the takes it had."""
    rng = random.Random(seed)
    total = 0
    for i in range(samples):
        world = game.clone() if seat is None else game.resample_hidden(seat, random.Random(rng.random()))
        bots = [make_bot("siggil", bot) for _ in range(world.players)]
        freed = len(world.free_spirits) + sum(world.spirits_held) + len(world.lost_spirits)
        takes = 0
        while (seat_to_move := world.current_player) is not None:  # until the game is over
            action = bots[seat_to_move].choose(world.view(seat_to_move), world.legal_actions(), rng)
            world.apply(action)
            takes += action.kind == "take"
            if len(world.free_spirits) + sum(world.spirits_held) + len(world.lost_spirits) > freed:
                break
        total += takes
        if progress:
            progress(i + 1, samples)
    return total / samples


class SoloRate(TypedDict):
    """How often a bot wins solo games: wins of games, the rate, its Wilson 95% interval."""

    wins: int
    games: int
    rate: float
    interval: tuple[float, float]


def solo_win_rate(
    difficulty: str = "easy",
    layout: str = "pyramids",
    games: int = 200,
    bot: object = "greedy",
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
) -> SoloRate:
    """Play ``games`` solo games (seeds ``seed``, ``seed + 1``, ...) with ``bot``; return
    ``{"wins", "games", "rate", "interval"}`` (Wilson 95%)."""
    wins = 0
    for i in range(games):
        game = Siggil(players=1, seed=seed + i, layout=layout, difficulty=difficulty)
        player = make_bot("siggil", bot)
        rng = random.Random(seed + i)
        while not game.is_over:
            game.apply(player.choose(game.view(0), game.legal_actions(), rng))
        wins += bool(game.winners)
        if progress:
            progress(i + 1, games)
    return {
        "wins": wins,
        "games": games,
        "rate": wins / games if games else 0.0,
        "interval": wilson_interval(wins, games),
    }
