"""Dashavatara Ganjifa as played on Cardavia: 120 round cards, ten avatar suits, you against two AI players."""

from .cards import CARDS, SUITS, Card
from .catalog import CATALOG
from .game import DiscardForDukal, Ganjifa, LeadDukal, Play, PlayCard
from .position import view_to_position

__all__ = [
    "Ganjifa",
    "Card",
    "PlayCard",
    "LeadDukal",
    "DiscardForDukal",
    "Play",
    "CARDS",
    "SUITS",
    "CATALOG",
    "view_to_position",
]
