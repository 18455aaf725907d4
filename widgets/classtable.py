"""widgets.ClassTable: a seat at the class server's table, in a notebook.

``ClassTable(room="K7P2", name="Anna")`` is the seat the class page gives, drawn by the
same table front end. The Python object is configuration only (room code, name, server
address, language): the page's own JavaScript opens the WebSocket to the class server, so
it works alike in JupyterLab, Voila and the offline JupyterLite site (a browser-only
kernel has no sockets). The seat token stays in the browser (localStorage, by server and
room): running the cell again, or reloading the page, resumes the seat.

While a ClassTable holds its seat, this kernel's lessons and quizzes tell the teacher what
the student did (:func:`tell_teacher`): a lesson's judged move (right or wrong, and the
tries it took), a quiz answered right or with every try used. Never the answer itself, and
nothing at all while no class is joined.
"""

from __future__ import annotations

import logging
import uuid
import weakref
from collections.abc import Mapping
from typing import Any, Literal, TypedDict
from urllib.parse import urlsplit

import anywidget
import traitlets as t

from rules_engine.core import keyword_names
from rules_engine.i18n import check_language
from rules_engine.lessons import LessonSpec, QuizSpec, home_game

from ._static import bundle, styles
from .checks import PageWritesSettingsOnly, refuse_unknown_arguments
from .messages import ui_strings

__all__ = ["ClassTable", "tell_teacher", "seated_table"]

logger = logging.getLogger(__name__)

#: the ClassTables of this kernel that hold a seat, the latest last (reports go to it)
_SEATED: list[weakref.ref[ClassTable]] = []


def check_server(server: str | None) -> str:
    """The class server's address as the page opens it: ``http(s)://host:port``; None or ""
    is the page's own address (a site the class server serves, under /site/). The teacher's
    terminal prints it; ``192.168.1.10:8010`` without a scheme is read as http."""
    if server is None or server == "":
        return ""
    if not isinstance(server, str):
        raise TypeError(f"server must be an address such as 'http://192.168.1.10:8010', not {server!r}")
    text = server.strip()
    parts = urlsplit(text if "://" in text else f"http://{text}")
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    if scheme not in ("http", "https") or not parts.hostname or parts.path not in ("", "/", "/ws"):
        raise ValueError(
            f"server must be the class server's address, as the teacher's screen shows it "
            f"(such as 'http://192.168.1.10:8010'), not {server!r}"
        )
    return f"{scheme}://{parts.netloc}"


class ClassTable(PageWritesSettingsOnly, anywidget.AnyWidget):
    """``ClassTable(room, name, server=None, language="en")``.

    ``room``: the code the teacher's room shows; ``name``: how the class sees the student;
    ``server``: the class server's address (None: the page's own, when the notebook is on
    the site the class server serves); ``language``: the widget's own sentences (the table
    speaks the room's language, which the teacher chose).

    Synced (Python writes, the page only reads): ``room``, ``name``, ``server``,
    ``language``, ``strings``, ``instance`` (an id, so that every view of this table uses
    the one socket its page opened). The page tells Python ``{"type": "seated", "room", "seat"}``
    once the server gave it the seat (``seat`` here then), ``{"type": "unseated"}`` when
    the teacher took it away. Python sends the page ``{"type": "report", ...}`` frames to
    pass on (:func:`tell_teacher`).
    """

    _esm = bundle("classtable.js")
    _css = styles()
    #: the page writes nothing: a seat's moves go to the class server, not to Python
    BROWSER_WRITABLE = frozenset()

    room = t.Unicode("").tag(sync=True)
    name = t.Unicode("").tag(sync=True)
    server = t.Unicode("").tag(sync=True)
    language = t.Unicode("en").tag(sync=True)
    strings = t.Dict().tag(sync=True)
    #: this table's own id: its views share the one socket its page opened
    instance = t.Unicode().tag(sync=True)

    def __init__(
        self,
        room: str | None = None,
        name: str | None = None,
        *,
        server: str | None = None,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        # a misspelt keyword first: ClassTable(room="K7P2", nmae="Anna") is told about "nmae"
        refuse_unknown_arguments("ClassTable", kwargs, keyword_names(ClassTable.__init__))
        for label, value, what in (("room", room, "the code the teacher's room shows"), ("name", name, "your name")):
            if not isinstance(value, str):
                raise TypeError(f"ClassTable needs {label}=... as text ({what}), not {value!r}")
        check_language(language)
        assert isinstance(room, str) and isinstance(name, str)  # (for the type checker: checked above)
        #: the seat the class server gave this table, once the page says so (None: none yet)
        self.seat: int | None = None
        self.seated_room: str | None = None
        super().__init__(
            room=room.strip().upper(),
            name=name,
            server=check_server(server),
            language=language,
            strings=ui_strings(language),
            instance=uuid.uuid4().hex,
            **kwargs,
        )
        self.on_msg(self._on_page)

    @property
    def joined(self) -> bool:
        return self.seat is not None

    def _on_page(self, _widget: object, content: object, buffers: object = None) -> None:
        if not isinstance(content, Mapping):
            return
        kind = content.get("type")
        if kind == "seated" and isinstance(content.get("seat"), int) and isinstance(content.get("room"), str):
            self.seat, self.seated_room = content["seat"], content["room"]
            _SEATED[:] = [ref for ref in _SEATED if ref() not in (None, self)] + [weakref.ref(self)]
        elif kind == "unseated":
            self.seat = self.seated_room = None
            _SEATED[:] = [ref for ref in _SEATED if ref() not in (None, self)]
        elif content.get("kind") != "anywidget-command":
            logger.info("ClassTable: ignored a page message %r", kind)

    def __repr__(self) -> str:
        where = self.server or "the page's own server"
        state = f"seat {self.seat}" if self.joined else "not seated"
        return f"ClassTable(room={self.room!r}, name={self.name!r}, server={where!r}: {state})"


class Report(TypedDict):
    """The ``{"type": "report", ...}`` frame the page passes on to the class server: what
    the student did in a lesson or quiz of a game's own, never the answer."""

    type: Literal["report"]
    kind: Literal["quiz", "lesson"]
    game: str
    item: str
    correct: bool
    tries: int


def seated_table() -> ClassTable | None:
    """The ClassTable of this kernel that holds a seat (the latest seated), or None."""
    for ref in reversed(_SEATED):
        table = ref()
        if table is not None and table.joined and table.comm is not None:
            return table
    return None


def tell_teacher(item: LessonSpec[Any] | QuizSpec, correct: bool, tries: int) -> bool:
    """Report what the student did in ``item`` (a lesson or quiz of a game's own: the class
    server knows only those): right or wrong, in how many ``tries``. Only these five facts
    travel (never the answer). False, and nothing sent, when no class is joined."""
    table = seated_table()
    # the seat first: unseated, the game's lookup (every game's lessons walked) is wasted
    if table is None or tries < 1:
        return False
    game = home_game(item)
    if game is None:
        return False
    kind: Literal["quiz", "lesson"] = "quiz" if isinstance(item, QuizSpec) else "lesson"
    report: Report = {
        "type": "report",
        "kind": kind,
        "game": game,
        "item": item.id,
        "correct": bool(correct),
        "tries": tries,
    }
    try:
        table.send(report)
    except Exception:
        logger.info("ClassTable: the report of %s %r was not sent", kind, item.id)
        return False
    return True
