"""The 120 Dashavatara Ganjifa cards, and the lookup tables the rules need, built once.

A card is an index 0..119 inside the engine (``suit * 12 + slot``, slot 0..9 for the
numbers 1..10, 10 for the Mantri, 11 for the Raja) and a hand is a 120-bit ``int``:
"has a card of the led suit" is one ``&``. The :class:`Card` value type is what crosses
to lessons, bots and the browser.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import total_ordering
from typing import Any

from ..core import whole

SUITS = ("matsya", "kurma", "varaha", "narasimha", "vamana", "parashurama", "rama", "krishna", "buddha", "kalki")
SUIT_TITLES = ("Matsya", "Kurma", "Varaha", "Narasimha", "Vamana", "Parashurama", "Rama", "Krishna", "Buddha", "Kalki")
RANKS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "mantri", "raja")
MANTRI, RAJA = 10, 11
DECK_SIZE = 120
REVERSED_SUITS = frozenset(range(5))  # ganjifa.rank: in Matsya..Vamana, 1 beats 10

SUIT_INDEX = {name: i for i, name in enumerate(SUITS)}
SLOT_INDEX = {rank: i for i, rank in enumerate(RANKS)}


def suit_of(card: int) -> int:
    return card // 12


def _strength(card: int) -> int:
    """ganjifa.rank: Raja > Mantri > numbers; numbers reversed in the first five suits."""
    suit, slot = divmod(card, 12)
    if slot >= MANTRI:
        return slot + 1  # Mantri 11, Raja 12
    number = slot + 1
    return 11 - number if suit in REVERSED_SUITS else number


STRENGTH = tuple(_strength(c) for c in range(DECK_SIZE))
SUIT_MASK = tuple(((1 << 12) - 1) << (12 * s) for s in range(10))
ALL_CARDS = (1 << DECK_SIZE) - 1


class _DeckIndex:
    """What a Card holds besides its fields: ``index``, 0..119 (``suit * 12 + slot``), worked
    out once by ``Card.__post_init__`` because the rules read it on every play. Declared here,
    not as a field, so equality, hashing, repr, JSON and ``dataclasses.fields`` (which a
    student's code may walk) stay those of (suit, rank)."""

    __slots__ = ()
    index: int


@total_ordering
@dataclass(frozen=True)
class Card(_DeckIndex):
    """One card: ``Card("rama", 7)``, ``Card("kalki", "raja")``. Cards sort in deck order
    (avatar order, then 1..10, Mantri, Raja), so ``sorted`` works on any mix of ranks."""

    suit: str
    rank: int | str

    def __post_init__(self) -> None:
        if type(self.rank) is not int and type(self.rank) is not str and whole(self.rank) is not None:
            object.__setattr__(self, "rank", whole(self.rank))  # np.int64(7) is the 7
        if type(self.suit) is not str or self.suit not in SUIT_INDEX:
            raise ValueError(f"There is no suit {str(self.suit)[:30]!r}; the ten avatars are {', '.join(SUITS)}.")
        # type() and not ``in``: 7.0 == 7 and True == 1 would otherwise pass as ranks.
        if type(self.rank) not in (int, str) or self.rank not in SLOT_INDEX:
            raise ValueError(f'There is no rank {str(self.rank)[:30]!r}; a rank is 1 to 10, "mantri" or "raja".')
        object.__setattr__(self, "index", SUIT_INDEX[self.suit] * 12 + SLOT_INDEX[self.rank])

    def __lt__(self, other: object) -> bool:
        # By deck index: the generated order would compare suit names alphabetically and
        # fail between a number and a court ("raja" < 5).
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def to_json(self) -> dict[str, Any]:
        return {"suit": self.suit, "rank": self.rank}

    @classmethod
    def from_json(cls, data: object) -> Card:
        if isinstance(data, Card):
            return data
        if not isinstance(data, dict) or set(data) != {"suit", "rank"}:
            raise ValueError(f'A card is an object like {{"suit": "rama", "rank": 7}}, not {str(data)[:40]!r}.')
        return cls(data["suit"], data["rank"])

    def __str__(self) -> str:
        rank = self.rank.title() if isinstance(self.rank, str) else str(self.rank)
        return f"{rank} of {SUIT_TITLES[SUIT_INDEX[self.suit]]}"


CARDS = tuple(Card(SUITS[c // 12], RANKS[c % 12]) for c in range(DECK_SIZE))


def cards_of(mask: int) -> Iterator[int]:
    """The card indices in a hand bitmask, in deck order (avatar, then slot)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def sort_key(card: int) -> tuple[int, int]:
    """Hand order: by avatar, then strongest first (so the reversed suits show 1 before 10)."""
    return suit_of(card), -STRENGTH[card]


def sorted_cards(mask: int) -> list[int]:
    return sorted(cards_of(mask), key=sort_key)
