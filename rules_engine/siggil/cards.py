"""Siggil's 56 cards as small frozen values, and the numbering the engine uses inside.

49 family cards (7 families x numbers 1..7) and 7 spirits; the spirit of family k carries
number k (docs/rules/siggil.md, Components: Ruling). Inside the engine a card is its index 0..55
(family cards ``(family - 1) * 7 + number - 1``, spirit k ``48 + k``); learners and JSON
see :class:`Card`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..core import whole

FAMILIES = NUMBERS = range(1, 8)
SPIRIT_BASE = 48  # spirit k is card 48 + k (49..55)
DECK_SIZE = 56


@dataclass(frozen=True, order=True)
class Card:
    """One card: ``Card(3, 5)`` (the 5 of family 3) or ``Card(4, 4, spirit=True)``."""

    family: int
    number: int
    spirit: bool = False

    def __post_init__(self) -> None:
        for name in ("family", "number"):
            value = getattr(self, name)
            if type(value) is not int and whole(value) is not None:
                value = whole(value)  # np.int64(3) is the 3
                object.__setattr__(self, name, value)
            if type(value) is not int or value not in FAMILIES:
                raise ValueError(f"a card's {name} is a whole number from 1 to 7, not {str(value)[:30]!r}")
        if type(self.spirit) is not bool:
            raise ValueError(f"a card's spirit is true or false, not {str(self.spirit)[:30]!r}")
        if self.spirit and self.family != self.number:
            raise ValueError(f"the spirit of family {self.family} carries number {self.family}, not {self.number}")

    @property
    def index(self) -> int:
        return SPIRIT_BASE + self.family if self.spirit else (self.family - 1) * 7 + self.number - 1

    def to_json(self) -> dict[str, Any]:
        if self.spirit:
            return {"family": self.family, "number": self.number, "spirit": True}
        return {"family": self.family, "number": self.number}

    @classmethod
    def from_json(cls, data: object) -> Card:
        if isinstance(data, Card):
            return data
        if not isinstance(data, Mapping) or not {"family", "number"} <= set(data) <= {"family", "number", "spirit"}:
            raise ValueError(f'a card is an object like {{"family": 3, "number": 5}}, not {str(data)[:40]!r}')
        return cls(data["family"], data["number"], data.get("spirit", False))

    def __str__(self) -> str:
        return f"spirit {self.family}" if self.spirit else f"{self.number} of family {self.family}"


CARDS = tuple([Card(f, n) for f in FAMILIES for n in NUMBERS] + [Card(k, k, True) for k in FAMILIES])
SPIRITS = tuple(range(SPIRIT_BASE + 1, DECK_SIZE))  # card indices 49..55


def family(card: int) -> int:
    return card - SPIRIT_BASE if card > SPIRIT_BASE else card // 7 + 1


def number(card: int) -> int:
    return card - SPIRIT_BASE if card > SPIRIT_BASE else card % 7 + 1


def is_spirit(card: int) -> bool:
    return card > SPIRIT_BASE


def spirit_card(k: int) -> int:
    return SPIRIT_BASE + k


def matches(cards: Sequence[int], k: int) -> str | None:
    """How the family cards ``cards`` (indices) match spirit ``k``: ``"family"`` when all
    are of family k, ``"number"`` when all carry number k, else None (siggil.capture-free).
    A single card k-of-k matches both ways; family is named first."""
    if cards and all(c // 7 + 1 == k for c in cards):
        return "family"
    if cards and all(c % 7 + 1 == k for c in cards):
        return "number"
    return None


__all__ = [
    "Card",
    "CARDS",
    "SPIRITS",
    "FAMILIES",
    "NUMBERS",
    "DECK_SIZE",
    "family",
    "number",
    "is_spirit",
    "spirit_card",
    "matches",
]
