"""Siggil — open the sigil, free the spirits and capture them (1 to 4 players; 1 is solo)."""

from .cards import CARDS, Card
from .catalog import CATALOG
from .game import (
    PASS,
    Capture,
    Discard,
    Pass,
    Recapture,
    Release,
    Siggil,
    Steal,
    Take,
    capture_size,
    win_target,
)
from .layouts import LAYOUTS, Layout, LayoutError, layout, load_layout
from .messages import MESSAGES
from .position import view_to_position

__all__ = [
    "Siggil",
    "Take",
    "Discard",
    "Capture",
    "Steal",
    "Recapture",
    "Pass",
    "Release",
    "PASS",
    "Card",
    "CARDS",
    "CATALOG",
    "MESSAGES",
    "LAYOUTS",
    "Layout",
    "LayoutError",
    "layout",
    "load_layout",
    "win_target",
    "capture_size",
    "view_to_position",
]
