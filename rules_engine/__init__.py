"""tabletop-tutor's rules engine: pure Python, no Jupyter import anywhere below here."""

from .core import Action, Event, Game, IllegalAction, RuleCatalog, game_class, games, make, register

__all__ = ["Action", "Event", "Game", "IllegalAction", "RuleCatalog", "game_class", "games", "make", "register"]
