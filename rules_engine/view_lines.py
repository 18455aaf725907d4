"""A view as labelled lines a person reads: the class pages' table (the projector and the
plain class page) in the reader's language.

A view's keys and values are the engine's data ("face_up", ``{"suit": "rama", ...}``);
each game turns its own view into lines with its own words (``view.*`` in its message
table: card names, spirits, dice faces) in ``rules_engine/<game>/view_lines.py``, whose
``view_lines(view, lang, names)`` reads that view only. The lines say no more than the
view holds: a part another seat hides (a hand, a cup, a Secret Number) is None in it, and
gives no line. ``names``: what to call each seat (the names the room knows).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib import import_module
from typing import Any

from .i18n import Messages

__all__ = ["Line", "Lines", "view_lines"]

#: one line: the view key it comes from, its label and its value, both in words
Line = dict[str, str]


def view_lines(game: str, view: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[Line]:
    """``game``'s view as ``[{"key", "label", "value"}, ...]`` in ``lang``."""
    lines: list[Line] = import_module(f"rules_engine.{game}.view_lines").view_lines(view, lang, names)
    return lines


#: sentences said already, by (table, id, language, parameters): a class room draws the
#: same labels and counts for every seat at every move
_SAID: dict[tuple[Any, ...], str] = {}
_SAID_LIMIT = 20_000  # then forgotten and said afresh


def _frozen(value: object) -> bool:
    params = getattr(type(value), "__dataclass_params__", None)
    return bool(params is not None and params.frozen)


class Lines:
    """The lines of one view, in ``lang``: ``add`` a line, ``say`` a value in the table's words."""

    def __init__(self, messages: Messages, lang: str, names: Sequence[str]):
        self.messages, self.lang, self.names = messages, lang, names
        self.lines: list[Line] = []

    def say(self, msg_id: str, **params: Any) -> str:
        """The sentence ``msg_id`` in the table's words; one whose parameters are plain
        numbers, words or frozen values (a bid) is kept: its rendering depends on its
        template and those only."""
        if not all(type(v) in (int, str) or _frozen(v) for v in params.values()):
            return self.messages.render(msg_id, params, self.lang)
        key = (self.messages, msg_id, self.lang, *params.items())
        try:
            said = _SAID.get(key)
        except TypeError:  # a frozen value that holds a list: said afresh
            return self.messages.render(msg_id, params, self.lang)
        if said is None:
            if len(_SAID) >= _SAID_LIMIT:
                _SAID.clear()
            said = _SAID[key] = self.messages.render(msg_id, params, self.lang)
        return said

    def term(self, style: str, value: Any) -> str:
        """``value`` through the table's formatter ``style`` (a card's, a clue's name)."""
        return self.messages.formatters[style](value, self.lang)

    def add(self, key: str, label_id: str, value: str | None) -> None:
        if value is not None:
            self.lines.append({"key": key, "label": self.say(label_id), "value": value})

    def seats(self, values: Iterable[Any], word: Callable[[Any], str | None]) -> str | None:
        """ "Anna: 5 dice · Ben: 4 dice": each seat's value in words, a seat whose value is
        None (hidden from the reader, or nothing to say) left out; None if every one is."""
        said = [(s, word(v)) for s, v in enumerate(values) if v is not None]
        parts = [f"{self.name(s)}: {text}" for s, text in said if text is not None]
        return " · ".join(parts) if parts else None

    def name(self, seat: int) -> str:
        return self.names[seat]
