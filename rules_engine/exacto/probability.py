"""Exact probabilities for Exacto bids (exacto.wild-ones: one unknown die supports a face
other than 1 with probability 1/3, a bid on ones with probability 1/6).

Pure Python: binomial terms from a table of binomial coefficients built once at import.
"""
from __future__ import annotations

from math import comb
from typing import Sequence

MAX_UNKNOWN = 30  # 6 mages x 5 dice

# C(n, j) for every n the game can reach, built once.
_BINOM = [[comb(n, j) for j in range(n + 1)] for n in range(MAX_UNKNOWN + 1)]


def support_probability(face: int) -> float:
    """Chance that one unknown die counts toward ``face`` (ones are wild)."""
    return 1 / 6 if face == 1 else 1 / 3


def _known_support(face: int, own_dice: Sequence[int]) -> int:
    if face == 1:
        return sum(d == 1 for d in own_dice)
    return sum(d == face or d == 1 for d in own_dice)


def count_distribution(face: int, own_dice: Sequence[int], unknown: int) -> list[float]:
    """P(total count == c) for c = 0 .. len(own_dice) + unknown."""
    _check(unknown)
    k = _known_support(face, own_dice)
    p = support_probability(face)
    q = 1 - p
    row = _BINOM[unknown]
    dist = [0.0] * (len(own_dice) + unknown + 1)
    for j in range(unknown + 1):
        dist[k + j] = row[j] * p ** j * q ** (unknown - j)
    return dist


def p_exactly(quantity: int, face: int, own_dice: Sequence[int], unknown: int) -> float:
    """P(count == quantity) given your own dice and ``unknown`` dice under other cups."""
    _check(unknown)
    j = quantity - _known_support(face, own_dice)
    if j < 0 or j > unknown:
        return 0.0
    p = support_probability(face)
    return _BINOM[unknown][j] * p ** j * (1 - p) ** (unknown - j)


def p_at_least(quantity: int, face: int, own_dice: Sequence[int], unknown: int) -> float:
    """P(count >= quantity) given your own dice and ``unknown`` dice under other cups."""
    _check(unknown)
    need = quantity - _known_support(face, own_dice)
    if need <= 0:
        return 1.0
    if need > unknown:
        return 0.0
    p = support_probability(face)
    q = 1 - p
    row = _BINOM[unknown]
    return sum(row[j] * p ** j * q ** (unknown - j) for j in range(need, unknown + 1))


def _check(unknown: int) -> None:
    if not 0 <= unknown <= MAX_UNKNOWN:
        raise ValueError(f"unknown dice must be 0..{MAX_UNKNOWN}, not {unknown}")
