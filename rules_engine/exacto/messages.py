"""Exacto's sentences — events, refusals, the bots' reasons — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). The Russian follows the seed's own
vocabulary (маг, чаша, кубик, «ЛЖЕЦ», единицы-джокеры). A parameter whose name starts
with ``_`` is only for the sentence; the others are the event's data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..i18n import Messages, join_or, load_tables, plural_category

if TYPE_CHECKING:
    from ..core import Action
    from .game import Bid

# A face as a counted noun: [singular, plural] in English; the plural categories elsewhere.
_EN = {
    1: ("one", "ones"),
    2: ("two", "twos"),
    3: ("three", "threes"),
    4: ("four", "fours"),
    5: ("five", "fives"),
    6: ("six", "sixes"),
}
_RU = {  # one (nominative), few (nominative plural), many (genitive plural)
    1: ("единица", "единицы", "единиц"),
    2: ("двойка", "двойки", "двоек"),
    3: ("тройка", "тройки", "троек"),
    4: ("четвёрка", "четвёрки", "четвёрок"),
    5: ("пятёрка", "пятёрки", "пятёрок"),
    6: ("шестёрка", "шестёрки", "шестёрок"),
}
_LV = {  # one (nominative), other (nominative plural), zero (genitive plural), dative plural
    1: ("vieninieks", "vieninieki", "vieninieku", "vieniniekiem"),
    2: ("divnieks", "divnieki", "divnieku", "divniekiem"),
    3: ("trijnieks", "trijnieki", "trijnieku", "trijniekiem"),
    4: ("četrinieks", "četrinieki", "četrinieku", "četriniekiem"),
    5: ("piecinieks", "piecinieki", "piecinieku", "pieciniekiem"),
    6: ("sešinieks", "sešinieki", "sešinieku", "sešiniekiem"),
}
_FI = {  # nominative, partitive (after a number > 1), allative plural ("on fours")
    1: ("ykkönen", "ykköstä", "ykkösille"),
    2: ("kakkonen", "kakkosta", "kakkosille"),
    3: ("kolmonen", "kolmosta", "kolmosille"),
    4: ("nelonen", "nelosta", "nelosille"),
    5: ("vitonen", "vitosta", "vitosille"),
    6: ("kuutonen", "kuutosta", "kuutosille"),
}
#: a single die's count: in words where the face's own name is no second number beside it
#: ("viens divnieks", "yksi kakkonen", "одна двойка"), in a digit in English, as every other
#: count is: "one two" read as two numbers ("Bid one two"), "1 two" reads as "2 twos" does
_ONE = {"en": "1", "lv": "viens", "fi": "yksi", "ru": "одна"}
#: every face's counted forms per language, for whoever renders bids elsewhere (the front end)
FACE_FORMS: dict[str, Mapping[int, tuple[str, ...]]] = {"en": _EN, "ru": _RU, "lv": _LV, "fi": _FI}


def bid_words(quantity: int, face: int, lang: str = "en") -> str:
    """ "5 fours", "1 four"; "5 četrinieki", "5 nelosta", "5 четвёрок", "viens četrinieks"."""
    cat = plural_category(lang, quantity)
    number = _ONE[lang] if quantity == 1 else str(quantity)
    if lang == "en":
        return f"{number} {_EN[face][0 if quantity == 1 else 1]}"
    if lang == "ru":
        return f"{number} {_RU[face][{'one': 0, 'few': 1}.get(cat, 2)]}"
    if lang == "lv":
        return f"{number} {_LV[face][{'one': 0, 'zero': 2}.get(cat, 1)]}"
    return f"{number} {_FI[face][0 if quantity == 1 else 1]}"


def face_plural(face: int, lang: str = "en") -> str:
    """The face as the thing a bid is on: "fours" (en), "четвёрки", "četriniekiem", "nelosille"."""
    return {"en": _EN[face][1], "ru": _RU[face][1], "lv": _LV[face][3], "fi": _FI[face][2]}[lang]


def face_nominative(face: int, lang: str = "en") -> str:
    """The face as a subject, nominative plural: "fours", "četrinieki", "neloset", "четвёрки"
    (the odds line lists what counts: „(četrinieki un vieninieki džokeri)“)."""
    if lang == "lv":
        return _LV[face][1]
    if lang == "fi":
        return _FI[face][2].removesuffix("ille") + "et"
    return face_plural(face, lang)


def _bid(value: Bid, lang: str) -> str:
    return bid_words(value.quantity, value.face, lang)


def action_words(action: Action, lang: str = "en") -> str:
    """An Exacto move in ``lang``'s words (``action.*``), as the table's buttons say it: "bid
    5 fours", "call LIAR"; "solījums: 5 četrinieki", "huuda VALEHTELIJA". A bid on no face
    (refused, but a teacher's grid names it) keeps its digits: "bid 3 × 9"."""
    from .game import Bid  # the game module imports this one's names

    params = {}
    if isinstance(action, Bid):
        quantity, face = action.quantity, action.face
        params["bid"] = bid_words(quantity, face, lang) if face in _EN else f"{quantity} × {face}"
    return MESSAGES.render(f"action.{action.kind}", params, lang)


FORMATTERS = {
    "bid": _bid,
    "bids": lambda bids, lang: ", ".join(_bid(b, lang) for b in bids),
    "dice_list": lambda dice, lang: " ".join(map(str, dice)),
    "face": face_plural,
    "face_nom": lambda face, lang: face_nominative(face, lang),
    "faces_or": lambda faces, lang: join_or([face_plural(f, lang) for f in faces], lang),
}


#: the words are the translators' files, locale/messages/<lang>.json (rules_engine.i18n.load_tables)
#: the parameters that name a mage: the one reading the log reads "you" ("you." sentences)
MESSAGES = Messages(
    "exacto",
    load_tables(__package__, "messages"),
    FORMATTERS,
    seat_params=("seat", "bidder", "caller", "loser", "starter"),
)
