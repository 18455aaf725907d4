"""A table's session, read through the table: ``table.game``, ``table.bots``,
``table.turn_rule`` and the rest are the session's (widgets/session.py), one line each.

Notebooks, lessons and tests reach a table's game and seats by these names; the session
owns them, for every host, so the widget holds no copy that could drift from it.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from rules_engine.bots import Bot
from rules_engine.core import Game
from rules_engine.i18n import Msg

from .seats import bot_rng
from .session import TableSession

if TYPE_CHECKING:
    from .lesson import Coach

__all__ = ["SessionParts"]

V = TypeVar("V")


class _OfSession(Generic[V]):
    """A rule of the page read from the table's session class (``ExactoTable.turn_rule`` is
    ``ExactoSession.turn_rule``): written once, in the session, for every host."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type[SessionParts]) -> V:
        value: V = getattr(owner.session_class, self.name)
        return value


class SessionParts:
    """The session's parts and rules of the page under the table's own names. Mixed into
    GameWidget, which sets ``session_class`` and, in its constructor, ``session``."""

    session_class: ClassVar[type[TableSession[Any]]]
    session: TableSession[Any]

    # the session's rules of the page, read here too (``ExactoTable.turn_rule``)
    game_name: _OfSession[str | None] = _OfSession()
    turn_rule: _OfSession[str] = _OfSession()
    seat_msg: _OfSession[str] = _OfSession()
    title_msg: _OfSession[str | None] = _OfSession()
    end_score_msg: _OfSession[str] = _OfSession()
    page_omits: _OfSession[tuple[str, ...]] = _OfSession()
    page_split: _OfSession[tuple[str, ...]] = _OfSession()
    curtain_hides: _OfSession[tuple[str, ...] | None] = _OfSession()
    also_shown: _OfSession[frozenset[str]] = _OfSession()

    @property
    def game(self) -> Any:
        """The live engine object (a new one after ``new_game``)."""
        return self.session.game

    @game.setter
    def game(self, game: Game) -> None:
        self.session.game = game

    @property
    def coach(self) -> Coach | None:
        """The lesson this table teaches (a ``Coach``: ``widgets.Lesson``), None for free play."""
        return self.session.coach

    @property
    def bot_errors(self) -> list[dict[str, Any]]:
        """What the bots did wrong, in full, for the teacher in Python (never synced)."""
        return self.session.bot_errors

    @property
    def _bot_seed(self) -> int | None:
        return self.session.bot_seed

    @property
    def _hot_seat(self) -> bool:
        return self.session.hot_seat

    @property
    def bots(self) -> dict[int, Bot]:
        """The bot playing each bot seat (read-only copy)."""
        return dict(self.session.bots)

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.players) if s not in self.session.bots]

    def _bot_rng(self) -> random.Random:
        """The bots' random generator for the move about to be made (``seats.bot_rng``)."""
        return bot_rng(self.session.bot_seed, self.game)

    def seat_name(self, seat: int) -> str:
        """The seat's name in English ("Mage 2"), for Python; the page gets it in its language."""
        return self.seat_label(seat).render("en")

    def seat_label(self, seat: int) -> Msg:
        return self.session.seat_label(seat)

    def bot_method(self, seat: int) -> Msg:
        """One clause on how the bot in ``seat`` plays (``TableSession.bot_method``)."""
        return self.session.bot_method(seat)

    def _undo_floor(self) -> int:
        """The earliest history length undo may return to (``TableSession.undo_floor``)."""
        return self.session.undo_floor()

    def _end_scores(self) -> list[int]:
        return self.session.end_scores()

    def page_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` as the page is sent it now (``TableSession.page_view``)."""
        return self.session.page_view(view, self.session.screen.up)
