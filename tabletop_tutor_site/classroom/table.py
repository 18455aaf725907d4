"""A seat's state as the widgets' table front end reads it, so the class page can mount
the very same front-end module (``widgets/static/<game>.js``) over a WebSocket.

The traits are those ``GameWidget._publish`` syncs for one person at one screen: the
seat's ``game.view(seat)`` through the table's own page hooks (``page_omits``,
``page_split``, ``page_legal``), its log lines, the rules and labels in the room's
language. What a class seat never has is left at rest: no undo, no teacher panel, no
hot-seat curtain (one device, one seat), no bot pacing on the page (the server paces
the bots), no bot reasons (they are drawn from the bots' hidden dice).
"""

from __future__ import annotations

import widgets  # noqa: F401 - registers every game's table in TABLES
from rules_engine.core import Game
from widgets.base import DEFAULT_SETTINGS, GameWidget
from widgets.lesson import TABLES
from widgets.messages import WIDGET_MESSAGES, ui_strings

__all__ = ["TABLES", "WIDGET_MESSAGES", "has_table", "table_traits"]


def has_table(game: str) -> bool:
    """Does ``game``'s table front end draw from the base traits alone? Tables that publish
    traits of their own (``_publish_extra``) keep the plain class page for now."""
    cls = TABLES.get(game)
    return cls is not None and cls._publish_extra is GameWidget._publish_extra


def table_traits(game: Game, seat: int, lang: str, seat_info: list[dict], mine: bool, full: bool) -> dict:
    """The traits for ``seat``'s table; ``full`` adds what changes only with the language
    (the rules and the labels), sent once a connection."""
    cls = TABLES[game.name]
    view = game.view(seat)
    for key in cls.page_omits:
        view.pop(key, None)
    legal = [a.to_json() for a in game.legal_actions()] if mine else []
    traits = {
        "view": {k: v for k, v in view.items() if k not in cls.page_split},
        "view_more": {k: view[k] for k in cls.page_split if k in view},
        # the compact list a table sends (a method of the class that reads no table state)
        "legal": cls.page_legal(None, legal) if legal else [],
        "error": "",
        "error_rule": "",
        "settings": {**DEFAULT_SETTINGS, "language": lang},
        "seat": seat,
        "seat_info": seat_info,
        "reveal_all": False,
        "teacher": False,
        "bot_to_move": False,
        "can_undo": False,
        "hint": {},
        "curtain": {},
        "bot_reason": "",
        "bot_reason_seat": -1,
        "title": WIDGET_MESSAGES.render(cls.title_msg, {}, lang) if cls.title_msg else game.name.capitalize(),
    }
    if full:
        traits["rules"] = game.catalog.to_json(lang)
        traits["strings"] = ui_strings(lang)
    return traits
