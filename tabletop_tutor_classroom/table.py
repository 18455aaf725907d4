"""A seat's state as the widgets' table front end reads it, so the class page can mount
the very same front-end module (``widgets/static/<game>.js``) over a WebSocket.

The traits are those ``GameWidget._publish`` syncs for one person at one screen: the
seat's ``game.view(seat)`` through the table's own page hooks (``page_omits``,
``page_split``, ``page_legal``), its log lines, the rules and labels in the room's
language. What a class seat never has is left at rest: no undo, no teacher panel, no
hot-seat curtain (one device, one seat), no bot pacing on the page (the server paces
the bots), no bot reasons (they are drawn from the bots' hidden dice).

Tables that publish traits of their own (Deductio's clues and reveal, Exacto's reasons for
its controls being off and its bid faces, Ganjifa's reversed suits, Siggil's cascade and
layout drawing) get them from the table's own code: its ``_publish_extra`` and the "worked
out again from the history" methods it uses for a game it did not play, run on a
:class:`_Shadow` that holds only the game and which seats are bots. Those traits are
public (the printed deck, the reveal shown to all, the cards laid face up).
"""

from __future__ import annotations

from types import SimpleNamespace

import widgets  # noqa: F401 - registers every game's table in TABLES
from rules_engine.core import Game
from widgets import publish, undo
from widgets.base import DEFAULT_SETTINGS, GameWidget
from widgets.lesson import TABLES
from widgets.messages import WIDGET_MESSAGES, ui_strings

__all__ = ["TABLES", "WIDGET_MESSAGES", "end_state", "extra_traits", "has_table", "table_traits"]

#: the traits each table's ``_publish_extra`` sets (those the class page sends)
EXTRA_TRAITS = {
    "deductio": ("clues", "reveal"),
    "exacto": ("off", "bid_faces"),
    "ganjifa": ("reversed_suits",),
    "siggil": ("cascade", "sigil_layout"),
}
#: of those, what changes only with the language or the deal: sent with the rules
ONCE = frozenset({"clues", "sigil_layout", "reversed_suits"})


def has_table(game: str) -> bool:
    """Can ``game``'s table front end be drawn for a class seat: from the base traits, or
    with the extra traits its table publishes (``EXTRA_TRAITS``)?"""
    cls = TABLES.get(game)
    return cls is not None and (cls._publish_extra is GameWidget._publish_extra or game in EXTRA_TRAITS)


class _Shadow:
    """What a table's extra-trait code reads of the table: the game, the bots' seats, the
    language, and the memory it works out again from the history (None: not yet)."""

    def __init__(self, cls, game: Game, bots, lang: str):
        self.game, self._bots, self.language = game, bots, lang
        self._reveal = self._cascade = None
        self._publish_extra = cls._publish_extra.__get__(self)
        for name in ("_replayed_reveal", "_replayed_cascade"):
            if hasattr(cls, name):
                setattr(self, name, getattr(cls, name).__get__(self))

    def _replayed_moves(self):
        return undo.moves_replayed(self.game)

    def _actors_list(self) -> list[int | None]:
        return undo.actors_of(self.game)


def end_state(game: Game, seat: int, lang: str, seat_info: list[dict]) -> dict:
    """The end panel for ``seat`` ({} while the game goes on), as a table draws it, with the
    seats named as the room knows them (the device's own seat is "you": no curtain)."""
    if not game.is_over:
        return {}
    cls = TABLES[game.name]
    names = [
        (seat_info[s].get("name") if s < len(seat_info) else None)
        or WIDGET_MESSAGES.render(cls.seat_msg, {"seat": s}, lang)
        for s in range(game.players)
    ]
    scores = cls._end_scores(SimpleNamespace(game=game))  # a method that reads the game alone
    return publish.end_state(game, lang, seat, seat, names, scores, cls.end_score_msg)


def extra_traits(game: Game, bots, lang: str) -> dict:
    """The traits ``game``'s table publishes of its own (the same for every seat)."""
    names = EXTRA_TRAITS.get(game.name)
    if not names:
        return {}
    shadow = _Shadow(TABLES[game.name], game, bots, lang)
    shadow._publish_extra()
    return {name: getattr(shadow, name) for name in names}


def table_traits(
    game: Game, seat: int, lang: str, seat_info: list[dict], mine: bool, full: bool, extra: dict | None = None
) -> dict:
    """The traits for ``seat``'s table; ``full`` adds what changes only with the language
    (the rules and the labels), sent once a connection."""
    cls = TABLES[game.name]
    view = game.view(seat)
    for key in cls.page_omits:
        view.pop(key, None)
    legal = [a.to_json() for a in game.legal_actions()] if mine else []
    traits = {
        "view": {k: v for k, v in view.items() if k not in cls.page_split},
        "view_seldom": {k: view[k] for k in cls.page_split if k in view},
        # the compact list a table sends (a method of the class that reads no table state)
        "legal": cls.page_legal(None, legal) if legal else [],
        "error": "",
        "error_rule": "",
        "error_count": 0,
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
        "end": end_state(game, seat, lang, seat_info),
    }
    traits.update({k: v for k, v in (extra or {}).items() if full or k not in ONCE})
    if full:
        traits["rules"] = game.catalog.to_json(lang)
        traits["strings"] = ui_strings(lang, game.name)
    return traits
