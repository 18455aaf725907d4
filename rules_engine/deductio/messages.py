"""Deductio's sentences — events, refusals, the clue texts — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). A parameter whose name starts with
``_`` is only for the sentence; the others are the event's data.

Vocabulary: the Latvian follows the seed (slepenais skaitlis, pavediena kārts, „Atklāj
slepeno skaitli“ kārts, minējums, spēja, vertikāli / horizontāli, izlietoto kāršu
kaudzīte, spēles kaste, sods). A clue is written ``#12 “n is prime”`` in every language,
so no sentence needs it in another case.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Formatter, Messages, load_tables, players
from .clues import CLUES

if TYPE_CHECKING:
    from ..core import Action

_QUOTES = {"en": ("“", "”"), "lv": ("„", "“"), "fi": ("”", "”"), "ru": ("«", "»")}
_ABILITY = {
    "en": {"peek-1": "peek at 1 card", "peek-2": "peek at 2 cards", "free-guess": "a free guess"},
    "lv": {"peek-1": "apskatīt 1 kārti", "peek-2": "apskatīt 2 kārtis", "free-guess": "minējums bez sekām"},
    "fi": {"peek-1": "katso 1 kortti", "peek-2": "katso 2 korttia", "free-guess": "vapaa arvaus"},
    "ru": {"peek-1": "подсмотреть 1 карту", "peek-2": "подсмотреть 2 карты", "free-guess": "бесплатная догадка"},
}
_NONE = {"en": "none", "lv": "neviena", "fi": "ei yhtään", "ru": "нет"}


def clue_text(clue_id: int, lang: str = "en") -> str:
    """The clue's words: "n is prime"."""
    return MESSAGES.render("clue." + CLUES[clue_id].key, {}, lang)


def clue_words(clue_id: int, lang: str = "en") -> str:
    """``#12 “n is prime”`` (just ``#99`` for an id that is no clue)."""
    if clue_id not in CLUES:
        return f"#{clue_id}"
    left, right = _QUOTES[lang]
    return f"#{clue_id} {left}{clue_text(clue_id, lang)}{right}"


FORMATTERS: dict[str, Formatter] = {
    "clue": clue_words,
    "clues": lambda ids, lang: "; ".join(clue_words(c, lang) for c in ids) if ids else _NONE[lang],
    "numbers": lambda ns, lang: ", ".join(map(str, ns)) if ns else _NONE[lang],
    "players": players,
    "ability": lambda a, lang: _ABILITY[lang].get(a, str(a)),
}


#: the words are the translators' files, locale/messages/<lang>.json (rules_engine.i18n.load_tables)
#: the parameters that name a player: the one reading the log reads "you" ("you." sentences)
MESSAGES = Messages("deductio", load_tables(__package__, "messages"), FORMATTERS, seat_params=("seat", "target"))


def action_words(action: Action, lang: str = "en") -> str:
    """A Deductio move in ``lang``'s words (``action.*``), as the table's buttons say it:
    "place clue #12 “n is prime” upright", "guess that player 1 has 12"."""
    fields: dict[str, Any] = {
        name: getattr(action, name) for name in ("clue", "target", "number") if hasattr(action, name)
    }
    if "clue" in fields:
        fields["clue"] = clue_words(fields["clue"], lang)
    return MESSAGES.render("action." + action.kind.replace("_", "-"), fields, lang)


__all__ = ["MESSAGES", "FORMATTERS", "action_words", "clue_text", "clue_words"]
