"""Exact probabilities for Exacto bids, and a Monte Carlo check through the engine.

exacto.wild-ones: one unknown die supports a face other than 1 with probability 1/3 (the
face itself or a wild one). A bid on ones exists only in the ``bid_ones`` variant, and
there a one supports only itself: probability 1/6. ``count_supporting`` (the engine's own
counting rule) and :func:`support_probability` both branch on ``face == 1``, so every
function here is right for both variants without a ``bid_ones`` flag.

With ``k`` supporting dice among your own and ``n`` unknown dice, the count is ``k`` plus a
Binomial(n, p) variable. There are only two values of ``p`` and at most 30 unknown dice,
so the whole binomial law is tabulated once at import: a query is a table lookup.

Pure Python (the classroom site has no numpy); the batched numpy simulator is
:mod:`rules_engine.exacto.batched`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from math import comb
from typing import Any

from ..lessons import SimulationResult
from .game import EXACTO, LIAR, Exacto, count_supporting

__all__ = [
    "MAX_UNKNOWN",
    "support_probability",
    "count_distribution",
    "p_exactly",
    "p_at_least",
    "expected_count",
    "seat_knowledge",
    "p_bid_true",
    "simulate_count",
]

MAX_UNKNOWN = 30  # 6 mages x 5 dice


def support_probability(face: int) -> float:
    """Chance that one unknown die counts toward ``face`` (ones are wild; ones count only
    for themselves)."""
    return 1 / 6 if face == 1 else 1 / 3


def _binomial_tables(p: float) -> tuple[list[list[float]], list[list[float]]]:
    """pmf[n][j] = P(Bin(n, p) == j) and tail[n][j] = P(Bin(n, p) >= j), j = 0..n+1.

    Tails are summed from the top down, so the tiny probabilities of big counts keep
    their relative precision instead of being 1 - (almost 1)."""
    pmf, tail = [], []
    for n in range(MAX_UNKNOWN + 1):
        row = [comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(n + 1)]
        acc, tails = 0.0, [0.0] * (n + 2)
        for j in range(n, -1, -1):
            acc += row[j]
            tails[j] = acc
        tails[0] = 1.0  # exact by definition, not a rounded sum
        pmf.append(row)
        tail.append(tails)
    return pmf, tail


# Indexed by ``face == 1``: False -> p = 1/3 (a face with wild ones), True -> p = 1/6.
_PMF, _TAIL = zip(*(_binomial_tables(support_probability(f)) for f in (2, 1)), strict=True)


def _check(unknown: int) -> None:
    if not 0 <= unknown <= MAX_UNKNOWN:
        raise ValueError(f"unknown dice must be 0..{MAX_UNKNOWN}, not {unknown}")


def count_distribution(face: int, own_dice: Sequence[int], unknown: int) -> list[float]:
    """P(total count == c) for c = 0 .. len(own_dice) + unknown; sums to 1."""
    _check(unknown)
    k = count_supporting(own_dice, face)
    dist = [0.0] * (len(own_dice) + unknown + 1)
    dist[k : k + unknown + 1] = _PMF[face == 1][unknown]
    return dist


def p_exactly(quantity: int, face: int, own_dice: Sequence[int], unknown: int) -> float:
    """P(count == quantity) given your own dice and ``unknown`` dice under other cups:
    the chance an EXACTO on that bid is right."""
    _check(unknown)
    j = quantity - count_supporting(own_dice, face)
    return _PMF[face == 1][unknown][j] if 0 <= j <= unknown else 0.0


def p_at_least(quantity: int, face: int, own_dice: Sequence[int], unknown: int) -> float:
    """P(count >= quantity) given your own dice and ``unknown`` dice under other cups:
    the chance the bid is true (a LIAR on it is wrong)."""
    _check(unknown)
    need = quantity - count_supporting(own_dice, face)
    if need <= 0:
        return 1.0
    return _TAIL[face == 1][unknown][need] if need <= unknown else 0.0


def expected_count(face: int, own_dice: Sequence[int], unknown: int) -> float:
    """Mean count: your supporting dice plus ``unknown`` x p (10 for 30 unknown dice)."""
    _check(unknown)
    return count_supporting(own_dice, face) + unknown * support_probability(face)


# ------------------------------------------------------------------ from a seat's view


def seat_knowledge(view: Mapping[str, Any]) -> tuple[list[int], int]:
    """(own dice, number of unknown dice) for the seat a ``view`` belongs to.

    The teacher view (seat None) sees every die, so nothing is unknown to it."""
    seat = view["seat"]
    if seat is None:
        return [d for hand in view["dice"] for d in hand], 0
    own = list(view["dice"][seat])
    return own, view["total_dice"] - len(own)


def p_bid_true(view: Mapping[str, Any], bid: object = None) -> float:
    """P(count >= quantity) for ``bid`` (a Bid, ``(quantity, face)`` or a dict; default:
    the standing bid) as far as the seat of ``view`` can know."""
    quantity, face = _quantity_face(view["bid"] if bid is None else bid)
    own, unknown = seat_knowledge(view)
    return p_at_least(quantity, face, own, unknown)


def _quantity_face(bid: Any) -> tuple[int, int]:  # a Bid, its JSON or a (quantity, face) pair
    if bid is None:
        raise ValueError("there is no standing bid")
    if isinstance(bid, Mapping):
        return bid["quantity"], bid["face"]
    if isinstance(bid, tuple):
        return bid
    return bid.quantity, bid.face


# ------------------------------------------------------------------------ Monte Carlo


def simulate_count(
    quantity: int,
    face: int,
    own_dice: Sequence[int],
    unknown: int,
    trials: int,
    rng: random.Random | None = None,
    exact: bool = False,
) -> SimulationResult:
    """Estimate :func:`p_at_least` (or :func:`p_exactly` when ``exact``) by playing the
    call in the engine ``trials`` times.

    Each trial takes a position with your dice at seat 0, ``unknown`` dice under other
    cups and ``quantity x face`` as the standing bid; the engine re-rolls every die you
    cannot see (``Exacto.resample_hidden``), the next mage calls LIAR (or EXACTO), and the
    count is read from the engine's own reveal. So the estimate checks the engine's
    counting rule too, not just the formula.
    """
    _check(unknown)
    if trials < 1:
        raise ValueError(f"trials must be at least 1, not {trials}")
    rng = random.Random() if rng is None else rng
    own = list(own_dice)
    cups = _cups(own, unknown)
    call = EXACTO if exact else LIAR
    base = _position(quantity, face, cups)
    hits = 0
    for _ in range(trials):
        if not own:  # seat 0 is nobody's: its cup is hidden too, rolled like the rest
            cups[0] = sorted(rng.randint(1, 6) for _ in cups[0])
            base = _position(quantity, face, cups)
        world = base.resample_hidden(0, rng)
        count = next(e.data["count"] for e in world.apply(call) if e.kind == "reveal")
        hits += count == quantity if exact else count >= quantity
    estimate = hits / trials
    error = math.sqrt(estimate * (1 - estimate) / max(trials - 1, 1))
    return SimulationResult(estimate, error, trials)


def _cups(own: list[int], unknown: int) -> list[list[int]]:
    """Seat 0 holds ``own`` (when given), the unknown dice go five to a cup after it.
    Values of unknown dice are placeholders: they are re-rolled before any count."""
    cups = ([own] if own else []) + [[2] * min(5, unknown - i) for i in range(0, unknown, 5)]
    if len(cups) == 1 and not own and unknown >= 2:  # a bid needs a bidder and a caller
        cups = [cups[0][: unknown - unknown // 2], cups[0][unknown - unknown // 2 :]]
    if len(cups) < 2 or len(cups) > Exacto.max_players:
        raise ValueError(
            f"{len(own)} own and {unknown} unknown dice do not fit an Exacto table "
            f"(2 to {5 * Exacto.max_players} dice, five to a cup, and at least two mages "
            f"with dice: a bidder and a caller)"
        )
    return cups


def _position(quantity: int, face: int, cups: list[list[int]]) -> Exacto:
    """The table with ``quantity x face`` standing (made by seat 0) and seat 1 about to call."""
    return Exacto.from_position(cups, current=1, bid=(quantity, face), seed=0, bid_ones=face == 1)
