"""When a table's bots move: at once, after a delay, or on the page's Next.

After a person's move, if a bot is to move and ``settings["bot_delay_ms"]`` is 0 (and step
mode is off), Python plays the bots at once. Otherwise ``bot_to_move`` is published and
the front end, after the delay (or on its Next button in step mode), sends
``{"type": "step", "move": view["move_number"]}``; Python plays ONE bot move if ``move`` is
still the current move number, and quietly ignores stale steps (several views of one
widget each send one). The session (``TableSession.bot_move``) asks the bots; this is only
the widget's timing of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .checks import DEFAULT_SETTINGS, is_int, logger
from .session import TableSession

__all__ = ["BotPacing", "plays_at_once"]


def plays_at_once(settings: Mapping[str, Any] | None) -> bool:
    """Does the page wait for no bot move (no delay, no step mode)?"""
    s = settings or DEFAULT_SETTINGS
    return s.get("bot_delay_ms") == 0 and not s.get("step_mode")


class BotPacing:
    """The bots' pace at a table widget: ``step``, ``play_bots`` and the bots' answer to a
    person's move. Mixed into GameWidget."""

    # what the widget this is mixed into has
    settings: Any
    seat: Any
    session: TableSession[Any]
    _guard: Callable[..., Any]
    _publish: Callable[..., None]
    _clear_error: Callable[..., None]
    _internal_error: Callable[..., None]
    _follow_turn: Callable[..., None]

    def step(self, move: int | None = None) -> bool:
        """Play one bot move (if ``move`` is given it must be the current move number)."""
        return bool(self._guard(self._step, move))

    def play_bots(self) -> int:
        """Let the bots move until it is a person's turn or the game is over; returns
        the number of bot moves."""
        result = self._guard(self._play_bots)
        return result if is_int(result) else 0

    def _after_human_move(self) -> None:
        """Let the bots answer and publish. The learner's move is applied by now, so a
        failure here must not say it was not."""
        try:
            self._maybe_autoplay()
        except Exception as err:
            self._internal_error(err, "w.internal.bots")
            return
        self._publish()

    def _maybe_autoplay(self) -> None:
        """The bots move at once when the page waits for none (no delay, no step mode)."""
        if self.session.bot_to_move() and plays_at_once(self.settings):
            self.session.play_bots()
        self._follow_turn()

    def _step(self, move: int | None = None) -> bool:
        game = self.session.game
        if move is not None and move != len(game.history):
            logger.debug("stale step for move %s ignored (now at %s)", move, len(game.history))
            return False
        self.session.check_step(self.seat)
        self._clear_error()
        self.session.bot_move()
        self._maybe_autoplay()
        self._publish()
        return True

    def _play_bots(self) -> int:
        moves = self.session.play_bots()
        self._publish()
        return moves
