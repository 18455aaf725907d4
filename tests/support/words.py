"""What tells that words on a page are still English: the games' English words listed beside
their catalogs (``FOREIGN_WORDS``: "LIAR" on a Latvian page), and, for a text translated from
an English one (a move said in each language), a word of the English left in it."""

from __future__ import annotations

import importlib
import re

from rules_engine.ganjifa.cards import SUIT_TITLES
from rules_engine.i18n import FALLBACK_MARK

__all__ = ["FOREIGN", "KEPT_NAMES", "english_left", "foreign_words"]

#: game -> {English word: the languages that have their own}
FOREIGN = {
    game: importlib.import_module(f"rules_engine.{game}.catalog").FOREIGN_WORDS for game in ("exacto", "ganjifa")
}
#: names every language writes as English does: the EXACTO call (the seeds keep it), the
#: Dukal, Ganjifa's suits (the avatars' names) and its Raja and Mantri (Finnish keeps both)
KEPT_NAMES = frozenset({"EXACTO", "Dukal", "Raja", "Mantri", *SUIT_TITLES})
_WORD = re.compile(r"[^\W\d_]{2,}")


def foreign_words(lang: str) -> re.Pattern[str]:
    """The listed English game words (and raw option ids) a page in ``lang`` must not show."""
    words = [word for listed in FOREIGN.values() for word, langs in listed.items() if lang in langs]
    return re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, words)) + r")(?![\w-])")


def english_left(text: str, english: str, lang: str) -> set[str]:
    """The English in ``text``, a translation of ``english`` into ``lang``: the English's own
    words (but the names every language keeps), the listed English game words, and the mark
    of a message not translated yet."""
    left = (set(_WORD.findall(english)) - KEPT_NAMES) & set(_WORD.findall(text))
    left |= {match.group(1) for match in foreign_words(lang).finditer(text)}
    return left | ({FALLBACK_MARK.strip()} if FALLBACK_MARK in text else set())
