"""Deductio — deduce the other players' Secret Numbers (1-20) from the clues they play."""

from .catalog import CATALOG
from .clues import CLUES, Clue
from .game import PASS, PEEK, TAKE_ALL, Deductio, Guess, Pass, Peek, PlayClue, TakeAll
from .messages import MESSAGES
from .position import view_to_position

__all__ = [
    "Deductio",
    "PlayClue",
    "TakeAll",
    "Guess",
    "Peek",
    "Pass",
    "TAKE_ALL",
    "PEEK",
    "PASS",
    "Clue",
    "CLUES",
    "CATALOG",
    "MESSAGES",
    "view_to_position",
]
