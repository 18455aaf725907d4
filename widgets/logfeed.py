"""A table widget's log, sent as appended entries.

The log grows by a few events an action and may hold hundreds, so it travels in custom
messages (``{"type": "log", "reset": bool, "entries": [...]}``), not as a trait re-sent
whole. The page asks for all of it (``{"type": "sync"}``) when it renders; undo, a new
game, a new language or another viewer start it again (``reset``). The entries are the
session's (``TableSession.log_entries``): what this viewer may see, in their language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .session import TableSession, Viewer

__all__ = ["LOG_LIMIT", "LogFeed"]

LOG_LIMIT = 500  # the page's log holds the latest events only (the front end's LOG_LIMIT too)


class LogFeed:
    """The log part of a table widget's publish. Mixed into GameWidget."""

    # what the widget this is mixed into has
    session: TableSession[Any]
    send: Callable[..., None]
    #: what the page's log holds: (whose log it is, events read, screen notes read)
    _log_sent: tuple[tuple[int, int | None, str, int | None], int, int] | None
    _viewer: Callable[..., Viewer]

    def _publish_log(self, viewer: Viewer, reset: bool = False) -> None:
        game = self.session.game
        key = (id(game.log), -1 if viewer.curtain else viewer.sees, viewer.lang, viewer.you)
        sent = self._log_sent
        notes = self.session.screen.notes
        if reset or sent is None or sent[0] != key or sent[1] > len(game.log) or sent[2] > len(notes):
            entries = self.session.log_entries(viewer)[-LOG_LIMIT:]
            self.send({"type": "log", "reset": True, "entries": entries})
        else:
            entries = self.session.log_entries(viewer, sent[1], sent[2])
            if entries:
                self.send({"type": "log", "reset": False, "entries": entries})
        self._log_sent = (key, len(game.log), len(notes))

    @property
    def event_log(self) -> list[dict[str, Any]]:
        """The log as the page shows it: the latest events this seat may see, in its language."""
        return self.session.log_entries(self._viewer())[-LOG_LIMIT:]

    def _sync_log(self) -> bool:
        """The page asks for the whole log (it has just rendered, or lost track)."""
        self._publish_log(self._viewer(), reset=True)
        return True
