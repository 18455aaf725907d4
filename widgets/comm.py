"""How a table widget answers its page: every custom message is read by the one reader
(``protocol.read_message``, which refuses a wrong kind, field or type before any handler
runs), handled, and answered by one publish of the state. Nothing a message does ever
raises: a refusal becomes the error line (widgets/errorline.py), anything else an internal
error whose text stays in Python.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from rules_engine.core import IllegalAction

from .protocol import read_message
from .session import TableSession

__all__ = ["PageMessages"]


class PageMessages:
    """The page's messages to a table widget, each handled once and answered by one
    publish (handlers may call handlers: the outermost one publishes). Mixed into
    GameWidget, whose ``page_messages`` name each kind's handler."""

    # what the widget this is mixed into has (GameWidget's configuration and state)
    page_messages: ClassVar[Mapping[str, Any]]
    teacher: Any
    session: TableSession[Any]
    _depth: int  # handlers running (publish once, when the last ends)
    _dirty: bool  # something changed while they ran
    _publish: Callable[..., None]
    _set_error: Callable[..., None]
    _internal_error: Callable[..., None]

    def _on_msg(self, _widget: object, content: object, buffers: object = None) -> None:
        if isinstance(content, Mapping) and content.get("kind") == "anywidget-command":
            return  # anywidget's own protocol, not ours
        self._guard(self._dispatch, content)

    def _dispatch(self, content: object) -> Any:
        """Read ``content`` as one of the kinds this table takes (a lesson's coach adds its
        own) and run its handler."""
        coach = self.session.coach
        kinds = self.page_messages if coach is None else {**self.page_messages, **coach.messages}
        message, args = read_message(content, kinds, teacher=self.teacher)
        return getattr(self, message.handler)(**args)

    def _guard(self, func: Callable[..., Any], *args: Any) -> Any:
        """Run ``func``; refusals become the error line, nothing ever raises. Whatever it
        changed reaches the page in one publish, when the outermost handler ends."""
        self._depth += 1
        try:
            return func(*args)
        except IllegalAction as err:
            self._set_error(err, err.rule)
        except Exception as err:
            self._internal_error(err, "w.internal.not-applied")
        finally:
            self._depth -= 1
            if not self._depth and self._dirty:
                self._publish()
        return False
