"""The words of Exacto's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates in ``locale/lessons/<lang>.json`` (``rules_engine.i18n``
explains the syntax);
:mod:`rules_engine.exacto.lessons` builds bound messages from them, with the numbers as
parameters, and a learner reads them in their own language. Feedback that quotes the
table (the bid just made, the reveal after a call) embeds the engine's own event
sentences, rendered from Exacto's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): маг, чаша, кубик, ставка, «ЛЖЕЦ»,
EXACTO, единицы-джокеры; burvis, kauss, kauliņš, solījums, «MELIS»; velho, kuppi, noppa,
tarjous, VALEHTELIJA. Rule ids such as ``exacto.raise`` stay as they are in every language.

Formatters (the game's terms in each language): ``bid`` ("5 fours"), ``bids_or``
("six 3s or seven 3s"), ``pct`` (a probability as a percent, two decimals below 1%),
``spell`` (a small count in words in English, in digits elsewhere), ``count`` (a
``(n, face)`` pair: "two 5s", "2 пятёрки"), ``counts_for`` (the face in the case the
phrase "counts for fives" needs: fives, пятёрок, pieciniekiem, vitosiksi) and
``sentences`` (several messages, each in the reader's language, one after another).
"""

from __future__ import annotations

from ..i18n import Formatter, Messages, format_chance, format_number, format_sentences, join_or, load_tables
from .messages import _LV, _RU, bid_words, face_plural

__all__ = ["LESSON_MESSAGES", "FORMATTERS", "reveal_marker"]

_SPELLED = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
#: a face as what a die "counts for": Finnish translative plural ("lasketaan vitosiksi")
_FI_TRANSLATIVE = {1: "ykkösiksi", 2: "kakkosiksi", 3: "kolmosiksi", 4: "nelosiksi", 5: "vitosiksi", 6: "kuutosiksi"}


def _spell(n: int, lang: str) -> str:
    """English writes a small count in words ("two"); the other languages in digits."""
    if lang == "en" and isinstance(n, int) and 0 <= n < len(_SPELLED):
        return _SPELLED[n]
    return format_number(n, lang)


def _count(pair: tuple[int, int], lang: str) -> str:
    """``(n, face)`` as dice showing that face: "one 5", "two 5s"; "2 пятёрки", "2 piecinieki"."""
    n, face = pair
    if lang == "en":
        return f"one {face}" if n == 1 else f"{_spell(n, lang)} {face}s"
    return bid_words(n, face, lang)


def _counts_for(face: int, lang: str) -> str:
    """The face as the thing a die counts for: "fives"; "(в счёт) пятёрок"; "(der)
    pieciniekiem"; "(lasketaan) vitosiksi"."""
    if lang == "ru":
        return _RU[face][2]
    if lang == "lv":
        return _LV[face][3]
    if lang == "fi":
        return _FI_TRANSLATIVE[face]
    return face_plural(face, "en")


FORMATTERS: dict[str, Formatter] = {
    "bid": lambda bid, lang: bid_words(bid.quantity, bid.face, lang),
    "bids_or": lambda bids, lang: join_or([bid_words(b.quantity, b.face, lang) for b in bids], lang),
    "pct": format_chance,  # a chance for a learner, written as every game writes it
    "spell": _spell,
    "count": _count,
    "counts_for": _counts_for,
    "sentences": format_sentences,
}


LESSON_MESSAGES = Messages("exacto-lessons", load_tables(__package__, "lessons"), FORMATTERS)


def reveal_marker(lang: str = "en") -> str:
    """The words that start, in ``lang``, what the public reveal after a call showed."""
    return LESSON_MESSAGES.render("reveal", lang=lang)
