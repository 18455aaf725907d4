"""Deductio's 35 clue cards as data (docs/rules/deductio.md, "The clue deck shipped").

A clue is an id (1..35), a text key (its words live in :mod:`.messages` as ``clue.<key>``,
in every language), a predicate ``true_of(n, face_up)`` and an optional ability. A teacher
who ships another deck replaces :data:`CLUES`; the engine reads nothing else about clues.

Clues 24-26 ("1 more or 1 less than a face-up Secret Number") are the only ones that read
``face_up``: they are judged against the face-up numbers at the moment it matters (when
played), and a horizontal one is discarded when a number is revealed (deductio.reveal).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

NUMBERS = tuple(range(1, 21))
ABILITIES = ("peek-1", "peek-2", "free-guess")
#: how many cards each peek ability looks at
PEEK_COUNT = {"peek-1": 1, "peek-2": 2}
REVEAL = "reveal"


def _prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


def _digit_sum(n: int) -> int:
    return sum(map(int, str(n)))


@dataclass(frozen=True)
class Clue:
    """One clue card: ``true_of(n, face_up)`` says whether it is true of secret number ``n``."""

    id: int
    key: str
    test: Callable[[int, frozenset[int]], bool]
    ability: str | None = None
    #: judged against the face-up numbers (deductio.reveal discards such a clue lying sideways)
    reads_face_up: bool = False

    def true_of(self, n: int, face_up: Iterable[int] = ()) -> bool:
        return bool(self.test(n, frozenset(face_up)))


def _c(id: int, key: str, test: Callable[..., bool], ability: str | None = None, reads_face_up: bool = False) -> Clue:
    def judged(n: int, up: frozenset[int], t: Callable[..., bool] = test) -> bool:
        return t(n) if not reads_face_up else t(n, up)

    return Clue(id, key, judged, ability, reads_face_up)


def _next_to_face_up(n: int, up: frozenset[int]) -> bool:
    return (n - 1) in up or (n + 1) in up


_DECK = (
    _c(1, "even", lambda n: n % 2 == 0),
    _c(2, "even", lambda n: n % 2 == 0),
    _c(3, "odd", lambda n: n % 2 == 1),
    _c(4, "odd", lambda n: n % 2 == 1),
    _c(5, "one-digit", lambda n: n < 10),
    _c(6, "two-digits", lambda n: n >= 10),
    _c(7, "at-least-7", lambda n: n >= 7),
    _c(8, "at-least-14", lambda n: n >= 14),
    _c(9, "at-most-6", lambda n: n <= 6),
    _c(10, "at-most-12", lambda n: n <= 12),
    _c(11, "from-5-to-15", lambda n: 5 <= n <= 15),
    _c(12, "prime", _prime),
    _c(13, "not-prime", lambda n: not _prime(n)),
    _c(14, "divisible-by-3", lambda n: n % 3 == 0, "peek-1"),
    _c(15, "divisible-by-4", lambda n: n % 4 == 0, "peek-2"),
    _c(16, "divisible-by-5", lambda n: n % 5 == 0, "free-guess"),
    _c(17, "has-digit-1", lambda n: "1" in str(n)),
    _c(18, "no-digit-1", lambda n: "1" not in str(n)),
    _c(19, "not-9-or-19", lambda n: n not in (9, 19)),
    _c(20, "not-10-or-20", lambda n: n not in (10, 20)),
    _c(21, "square", lambda n: int(n**0.5) ** 2 == n, "free-guess"),
    _c(22, "digit-sum-odd", lambda n: _digit_sum(n) % 2 == 1),
    _c(23, "digit-sum-at-least-5", lambda n: _digit_sum(n) >= 5),
    _c(24, "next-to-face-up", _next_to_face_up, reads_face_up=True),
    _c(25, "next-to-face-up", _next_to_face_up, reads_face_up=True),
    _c(26, "next-to-face-up", _next_to_face_up, reads_face_up=True),
    _c(27, "ends-5-to-9", lambda n: n % 10 >= 5),
    _c(28, "ends-0-to-4", lambda n: n % 10 <= 4),
    _c(29, "multiple-of-6", lambda n: n % 6 == 0, "peek-2"),
    _c(30, "low-or-high", lambda n: n <= 3 or n >= 18, "peek-2"),
    _c(31, "from-8-to-12", lambda n: 8 <= n <= 12, "peek-1"),
    _c(32, "power-of-2", lambda n: n in (1, 2, 4, 8, 16), "free-guess"),
    _c(33, "odd-over-10", lambda n: n % 2 == 1 and n > 10, "peek-1"),
    _c(34, "even-to-10", lambda n: n % 2 == 0 and n <= 10, "peek-1"),
    _c(35, "even-two-digits", lambda n: n % 2 == 0 and n >= 10, "peek-2"),
)

#: the shipped deck, by id
CLUES: dict[int, Clue] = {c.id: c for c in _DECK}
CLUE_IDS = tuple(CLUES)
#: "Reveal a Secret Number" cards in the game (deductio.setup: 5 of them with 4 players)
REVEAL_CARDS = 7
REVEAL_CARDS_FOUR_PLAYERS = 5


def reveal_cards(players: int) -> int:
    """deductio.setup: with 4 players 2 of the 7 Reveal cards go back to the box."""
    return REVEAL_CARDS_FOUR_PLAYERS if players == 4 else REVEAL_CARDS


# The table's other counts (here beside the deck, so that the game and the reading of a
# position, rules_engine/deductio/position.py, share them without importing each other).
#: Secret Numbers turned face up at setup (deductio.setup)
FACE_UP_AT_SETUP = 3
#: face-up clues in the row (deductio.refill)
ROW_SIZE = 3
#: forced clue plays after a wrong guess (deductio.penalty)
PENALTY_PLAYS = 2


def goal(players: int) -> int:
    """deductio.goal: 3 correct guesses with 2 players, 2 with 3 or 4."""
    return 3 if players == 2 else 2


def true_count(clue: Clue, face_up: Iterable[int] = ()) -> int:
    """How many of 1..20 make ``clue`` true (the table's "true for" column)."""
    return sum(clue.true_of(n, face_up) for n in NUMBERS)


def _check_deck() -> None:
    for c in _DECK:
        if c.ability not in (None, *ABILITIES):
            raise ValueError(f"clue {c.id} has an unknown ability {c.ability!r}")
    if sorted(CLUES) != list(range(1, len(_DECK) + 1)):
        raise ValueError("clue ids run 1..35 without gaps")


_check_deck()

__all__ = [
    "Clue",
    "CLUES",
    "CLUE_IDS",
    "NUMBERS",
    "ABILITIES",
    "PEEK_COUNT",
    "REVEAL",
    "REVEAL_CARDS",
    "reveal_cards",
    "true_count",
    "FACE_UP_AT_SETUP",
    "ROW_SIZE",
    "PENALTY_PLAYS",
    "goal",
]
