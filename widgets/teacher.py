"""The teacher's copy of a table (``teacher=True``, set in Python only): its page shows the
teacher panel (every hand, a new game with a chosen seed, the pacing, the helps).

Seeds come from Python only: the engine is public, so a seed chosen by a student's page
would reveal every die and card. The teacher's page is the one exception, since the
teacher may see everything anyway. A student's table refuses the panel's messages, with a
sentence, whatever its page sends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules_engine.core import IllegalAction

__all__ = ["TeacherCopy"]


class TeacherCopy:
    """What only the teacher's copy of a table may do from its page. Mixed into GameWidget."""

    # what the widget this is mixed into has
    teacher: Any
    reveal_all: Any
    _new_game: Callable[..., bool]
    _publish: Callable[..., None]
    _clear_error: Callable[..., None]
    _refuse: Callable[..., IllegalAction]

    def _new_game_from_page(self, seed: int | None = None) -> bool:
        return self._new_game(self._page_seed(seed))

    def _page_seed(self, seed: int | None) -> int | None:
        """A seed the page sends with New game: only from the teacher's copy, where every
        hand is the teacher's to see anyway; a student's page never chooses what is dealt."""
        if seed is not None and not self.teacher:
            raise self._refuse("input", "w.seed-from-python")
        return seed

    def _teacher_message(self, reveal_all: bool | None = None) -> bool:
        """The teacher panel's switches (only on a table Python made with ``teacher=True``)."""
        if not self.teacher:
            raise self._refuse("input", "w.teacher-only")
        self._clear_error()
        if reveal_all is not None:
            self.reveal_all = reveal_all
        self._publish()
        return True
