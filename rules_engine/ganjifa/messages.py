"""Ganjifa's sentences — events, refusals — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). A parameter whose name starts with
``_`` is only for the sentence; the others are the event's data.

Vocabulary: the Finnish follows the seed's own rules page (valtti, maa, johdettu maa,
tikki, avaustikki, vangita, Dukal-sarja, päivä / yö, jako, heittää pois); Latvian and
Russian use the ordinary card-table words (trumpis, stiķis, kārts; козырь, взятка, карта,
масть). Card names are written in the nominative everywhere (sentences put them after a
colon or as a subject), so each language needs one form of a card's name and two of a
suit's (the name, and the genitive a card's name and "after ..." need). Sentences that
need a card in another case (the bots' reasons, the lessons' feedback: "Izspēlēju Kalki
sešinieku", "Pelasin Kalkin kuutosen", "Хожу шестёркой Калки") use the formatters
``card_acc``, ``card_gen``, ``card_dat``, ``card_ins`` and ``card_part`` (:data:`CARD_CASES`
says which case each is in each language); English has one form.

The bots' reasons (``bot.*``, :mod:`.bots`) are here too: a bot speaks in the first
person, in the present tense in Russian (no past-tense gender to guess).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..i18n import Formatter, Messages, load_tables
from ..terms import NUMBER_CASES, NUMBER_NAMES
from .cards import CARDS, SUIT_INDEX, SUIT_TITLES, Card

if TYPE_CHECKING:
    from .game import PlayCard, _CardsAction

# ----------------------------------------------------------------------- game terms

#: a suit's name and its genitive ("Raja of Rama": Ramas Radža, Raman Raja, Раджа Рамы)
SUIT_NAMES = {
    "en": (SUIT_TITLES, SUIT_TITLES),
    "lv": (
        ("Matsja", "Kurma", "Varaha", "Narasimha", "Vamana", "Parašurama", "Rama", "Krišna", "Buda", "Kalki"),
        ("Matsjas", "Kurmas", "Varahas", "Narasimhas", "Vamanas", "Parašuramas", "Ramas", "Krišnas", "Budas", "Kalki"),
    ),
    "fi": (
        SUIT_TITLES,
        (
            "Matsyan",
            "Kurman",
            "Varahan",
            "Narasimhan",
            "Vamanan",
            "Parashuraman",
            "Raman",
            "Krishnan",
            "Buddhan",
            "Kalkin",
        ),
    ),
    "ru": (
        ("Матсья", "Курма", "Вараха", "Нарасимха", "Вамана", "Парашурама", "Рама", "Кришна", "Будда", "Калки"),
        ("Матсьи", "Курмы", "Варахи", "Нарасимхи", "Ваманы", "Парашурамы", "Рамы", "Кришны", "Будды", "Калки"),
    ),
}

#: the court cards' names, Mantri and Raja, in the nominative and in each case of
#: rules_engine.terms.NUMBER_CASES (Mantri does not decline in Latvian and Russian)
_COURTS = {
    "lv": {
        None: ("Mantri", "Radža"),
        "acc": ("Mantri", "Radžu"),
        "gen": ("Mantri", "Radžas"),
        "dat": ("Mantri", "Radžam"),
    },
    "fi": {
        None: ("Mantri", "Raja"),
        "gen": ("Mantrin", "Rajan"),
        "part": ("Mantria", "Rajaa"),
        "ade": ("Mantrilla", "Rajalla"),
    },
    "ru": {
        None: ("Мантри", "Раджа"),
        "acc": ("Мантри", "Раджу"),
        "gen": ("Мантри", "Раджи"),
        "dat": ("Мантри", "Радже"),
        "ins": ("Мантри", "Раджой"),
    },
}

#: a rank's name, in deck order: 1..10 (the shared words of rules_engine.terms), Mantri, Raja
RANK_NAMES = {lang: (*NUMBER_NAMES[lang], *_COURTS[lang][None]) for lang in NUMBER_NAMES}


def _card_name(index: int, lang: str) -> str:
    suit, slot = divmod(index, 12)
    if lang == "en":
        return str(CARDS[index])  # "6 of Kalki", "Raja of Rama"
    if lang == "ru":
        return f"{RANK_NAMES['ru'][slot]} {SUIT_NAMES['ru'][1][suit]}"  # шестёрка Калки, Раджа Рамы
    return f"{SUIT_NAMES[lang][1][suit]} {RANK_NAMES[lang][slot]}"  # Kalki sešinieks, Kalkin kuutonen


#: every card's name in every language, made once (a card is named on every log read)
CARD_NAMES = {lang: tuple(_card_name(i, lang) for i in range(len(CARDS))) for lang in SUIT_NAMES}

#: a rank's name in the other cases sentences need, in deck order (1..10, Mantri, Raja):
#: the cases of rules_engine.terms.NUMBER_CASES
RANK_CASES = {
    lang: {case: (*numbers, *_COURTS[lang][case]) for case, numbers in cases.items()}
    for lang, cases in NUMBER_CASES.items()
}

#: formatter -> the case it names in each language (a language without it: the nominative)
CARD_CASES = {
    "card_acc": {"lv": "acc", "fi": "gen", "ru": "acc"},
    "card_gen": {"lv": "gen", "fi": "gen", "ru": "gen"},
    "card_dat": {"lv": "dat", "ru": "dat"},
    "card_ins": {"lv": "acc", "fi": "ade", "ru": "ins"},
    "card_part": {"fi": "part"},
}


def _card_case(index: int, lang: str, case: str | None) -> str:
    if case is None:
        return CARD_NAMES[lang][index]
    suit, slot = divmod(index, 12)
    rank = RANK_CASES[lang][case][slot]
    if lang == "ru":
        return f"{rank} {SUIT_NAMES['ru'][1][suit]}"
    return f"{SUIT_NAMES[lang][1][suit]} {rank}"


#: every card's name in every case a formatter names, made once: {formatter: {lang: names}}
CARD_CASE_NAMES = {
    style: {lang: tuple(_card_case(i, lang, cases.get(lang)) for i in range(len(CARDS))) for lang in SUIT_NAMES}
    for style, cases in CARD_CASES.items()
}


def _index(card: object) -> int:
    """A card as an index: from an index, a Card or a card's JSON."""
    if isinstance(card, int):
        return card
    if not isinstance(card, Card):
        card = Card.from_json(card)
    return card.index


def _suit(suit: int | str) -> int:
    return suit if isinstance(suit, int) else SUIT_INDEX[suit]


def card_name(card: object, lang: str = "en") -> str:
    """A card's name (a Card, its JSON or its index): "6 of Kalki", "Kalki sešinieks",
    "Kalkin kuutonen", "шестёрка Калки"."""
    return CARD_NAMES[lang][_index(card)]


def suit_name(suit: int | str, lang: str = "en", genitive: bool = False) -> str:
    """A suit's name (its index or its name, "rama"): Rama; the genitive Ramas, Raman, Рамы."""
    return SUIT_NAMES[lang][genitive][_suit(suit)]


def card_case(card: object, lang: str = "en", style: str = "card_acc") -> str:
    """A card's name in the case ``style`` names (see :data:`CARD_CASES`): "Kalki sešinieku",
    "Kalkin kuutosen", "шестёрку Калки"; English has one form, "6 of Kalki"."""
    return CARD_CASE_NAMES[style][lang][_index(card)]


def _case_formatter(style: str) -> Formatter:
    names = CARD_CASE_NAMES[style]
    return lambda card, lang: names[lang][card if isinstance(card, int) else _index(card)]


#: the case a move's words name its cards in (``action.discard``: "nomest Ramas divnieku";
#: Finnish and English: the nominative) and its suit (``action.dukal``: the genitive in
#: "Kalki Dukals", "Kalkin Dukal-sarja"; Russian says "масти Калки", the nominative)
_DISCARD_CASE = {"lv": "card_acc", "ru": "card_acc"}
_DUKAL_GENITIVE = {"lv", "fi"}


def action_words(action: PlayCard | _CardsAction, lang: str = "en") -> str:
    """A Ganjifa move in ``lang``'s words: a played card's name, "Dukal of 6 cards in Kalki",
    "discard ..." (``action.*``), for the teacher's grid and a reason that names the move
    itself (``bot.equivalent``)."""
    if not hasattr(action, "cards"):  # a card played
        return CARD_NAMES[lang][_index(action.card)]
    cards = action.cards  # a Dukal led or a discard
    if action.kind == "dukal":
        suit = suit_name(_suit(cards[0].suit), lang, genitive=lang in _DUKAL_GENITIVE)
        return MESSAGES.render("action.dukal", {"n": len(cards), "suit": suit}, lang)
    style = _DISCARD_CASE.get(lang)
    names = ", ".join(card_case(c, lang, style) if style else card_name(c, lang) for c in cards)
    return MESSAGES.render("action.discard", {"cards": names}, lang)


_PLAYER = {"en": "player {}: {}", "lv": "spēlētājs {}: {}", "fi": "pelaaja {}: {}", "ru": "игрок {} — {}"}
_AND = {"en": "and", "lv": "un", "fi": "ja", "ru": "и"}


def _seats(seats: Iterable[int], lang: str) -> str:
    """ "0 and 2", "0, 1 un 2"."""
    names = [str(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_AND[lang]} {names[-1]}"


def _winners_en(seats: Iterable[int], lang: str) -> str:
    """ "Player 0 and player 2" (the English sentence names each winner)."""
    names = " and ".join(f"player {w}" for w in seats)
    return names[0].upper() + names[1:]


FORMATTERS = {
    "card": card_name,
    "cards": lambda cards, lang: ", ".join(card_name(c, lang) for c in cards),
    "suit": lambda suit, lang: suit_name(suit, lang),
    "suit_gen": lambda suit, lang: suit_name(suit, lang, genitive=True),
    "numbers": lambda numbers, lang: ", ".join(map(str, numbers)),
    "scores": lambda scores, lang: ", ".join(_PLAYER[lang].format(s, n) for s, n in enumerate(scores)),
    "winners": _winners_en,
    "scores_of": lambda pairs, lang: ", ".join(_PLAYER[lang].format(s, n) for s, n in pairs),
    "seats": _seats,
    **{style: _case_formatter(style) for style in CARD_CASES},
    "action": action_words,
}


def _end_for_you(msg_id: str, params: Mapping[str, Any], you: int) -> dict[str, Any] | None:
    """The end of the deal as the reader in seat ``you`` reads it ("you: 39, player 1: 18 ...
    You win."); None for every other sentence."""
    if msg_id != "end" or not 0 <= you < len(params["scores"]):
        return None
    scores, winners = params["scores"], params["winners"]
    others = [w for w in winners if w != you]
    result = ("won" if winners == [you] else "shared") if you in winners else "lost"
    return {
        "_mine": scores[you],
        "others": [(s, n) for s, n in enumerate(scores) if s != you],
        "_result": result,
        "winners": others if result == "shared" else winners,
        "_n": len(others),
        "_shared": params["_shared"],
    }


#: the words are the translators' files, locale/messages/<lang>.json (rules_engine.i18n.load_tables);
#: the parameters that name a player: the one reading the log reads "you" ("you." sentences)
MESSAGES = Messages(
    "ganjifa",
    load_tables(__package__, "messages"),
    FORMATTERS,
    seat_params=("seat", "winner"),
    for_you=_end_for_you,
)

__all__ = ["MESSAGES", "FORMATTERS", "CARD_NAMES", "CARD_CASES", "action_words", "card_case", "card_name", "suit_name"]
