"""A table's error line: what the page is told when something is refused or goes wrong, and
what stays in Python.

A refusal (an ``IllegalAction``) is the learner's to read: its sentence goes on the line,
in their language, with its rule in ``error_rule``. Hidden information never reaches the
page through errors, though. A failing bot or an internal error may have been computed
from hidden state (a student's bot raising ``KeyError(f"my dice {dice}")``), so its text is
kept in Python only (``bot_errors``, ``internal_errors``) and the page, like the kernel's
log (which ipykernel forwards to the page as stderr), gets only the kind of error.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from rules_engine.core import IllegalAction
from rules_engine.i18n import Msg

from .checks import logger, short
from .messages import WIDGET_MESSAGES
from .seats import keep
from .session import TableSession

__all__ = ["ErrorLine"]


class ErrorLine:
    """The error line of a table widget (``error``, ``error_rule``, ``error_count``) and the
    teacher's record of what went wrong (``internal_errors``). Mixed into GameWidget; the
    words are kept unrendered, so that a switch of language renders them again."""

    # what the widget this is mixed into has (GameWidget's traits and its session)
    error: Any
    error_rule: Any
    error_count: Any
    session: TableSession[Any]
    hold_sync: Callable[..., Any]
    internal_errors: list[dict[str, Any]]
    #: what the error line says, rendered at each publish
    _error: str | Msg | IllegalAction | None
    _publish: Callable[..., None]

    def _keep_error(self, err: Exception) -> None:
        keep(
            self.internal_errors,
            {"move": len(self.session.game.history), "error": repr(err), "traceback": traceback.format_exc()},
        )

    def _internal_error(self, err: Exception, what: str) -> None:
        """Keep the full text for the teacher; the page gets the kind of error only (its
        text might quote hidden state)."""
        self._keep_error(err)
        logger.warning(
            "%s: internal error (%s); %s. The details are in .internal_errors.",
            type(self).__name__,
            type(err).__name__,
            WIDGET_MESSAGES.render(what),
        )
        self._set_error(WIDGET_MESSAGES.msg("w.internal", kind=type(err).__name__, _what=Msg(what)), "internal")

    def _set_error(self, message: str | Msg | IllegalAction, rule: str = "input") -> None:
        """Show ``message`` (a refusal, a Msg or a str) on the error line, in the learner's
        language (kept, so that switching language re-renders it)."""
        try:
            with self.hold_sync():
                self._error = message
                self.error_rule = short(rule or "", 60)
                self.error_count += 1
                self._publish()  # the true state again, in case a view ran ahead
        except Exception as err:
            self._keep_error(err)
            logger.warning("%s: could not publish the state (%s).", type(self).__name__, type(err).__name__)

    def _clear_error(self) -> None:
        self._error = None
        self.error = ""
        self.error_rule = ""
