"""Exacto — liar's dice with wild ones and an EXACTO call."""

from .catalog import CATALOG
from .game import EXACTO, LIAR, Bid, CallExacto, CallLiar, Exacto, count_supporting, legal_bids
from .position import view_to_position

__all__ = [
    "Exacto",
    "Bid",
    "CallLiar",
    "CallExacto",
    "LIAR",
    "EXACTO",
    "CATALOG",
    "count_supporting",
    "legal_bids",
    "view_to_position",
]
