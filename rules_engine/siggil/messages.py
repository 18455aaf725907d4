"""Siggil's sentences — events, refusals, bot reasons — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters (cards as their JSON); these templates make
the words when someone reads them (rules_engine.i18n explains the syntax). Vocabulary: the
Latvian follows the seed (sigils, gars, brīvs gars, dzimta, skaitlis, komplekts, sagūstīt,
pieejama kārts, atkritumu kaudze, vieglā / uzlabotā versija).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..i18n import Formatter, Messages, load_tables, players
from ..terms import NUMBER_CASES, NUMBER_NAMES
from .cards import Card

if TYPE_CHECKING:
    from ..core import Action

#: a family card's name; the Finnish one is ICU for the widgets (``ui.siggil.card``): card_name
#: builds it from the declinable number names (rules_engine.terms)
_CARD = {
    "en": "{n} of family {f}",
    "lv": "{f}. dzimtas {n}",
    "fi": "suvun {f} {n, select, 1 {ykkönen} 2 {kakkonen} 3 {kolmonen} 4 {nelonen} 5 {vitonen} 6 {kuutonen} "
    "other {seiska}}",
    "ru": "{n} рода {f}",
}
_SPIRIT = {"en": "spirit {k}", "lv": "gars {k}", "fi": "henki {k}", "ru": "дух {k}"}
_FACE_DOWN = {
    "en": "a face-down card",
    "lv": "ar seju uz leju apgriezta kārts",
    "fi": "kuvapuoli alaspäin oleva kortti",
    "ru": "карта рубашкой вверх",
}
_NONE = {"en": "none", "lv": "neviens", "fi": "ei yhtään", "ru": "нет"}
_LAYOUT: dict[str, dict[str, str]] = {
    "lv": {"pyramids": "piramīdas", "wall": "siena", "ring": "gredzens"},
    "fi": {"pyramids": "pyramidit", "wall": "muuri", "ring": "rengas"},
    "ru": {"pyramids": "пирамиды", "wall": "стена", "ring": "кольцо"},
}
_LEVEL = {
    "en": {"easy": "easy", "advanced": "advanced"},
    "lv": {"easy": "vieglā", "advanced": "uzlabotā"},
    "fi": {"easy": "helppo", "advanced": "edistynyt"},
    "ru": {"easy": "лёгкий", "advanced": "сложный"},
}


#: a spirit in the cases sentences need, as Ganjifa's cards have them (``{spirit, spirit_acc}``:
#: "garu 3", "hengen 3", "духа 3"), so a sentence never wraps it: "garu (gars 3)"
SPIRIT_CASES = {
    "spirit_acc": {"lv": "garu {k}", "fi": "hengen {k}", "ru": "духа {k}"},
    "spirit_gen": {"lv": "gara {k}", "fi": "hengen {k}", "ru": "духа {k}"},
    "spirit_dat": {"lv": "garam {k}", "fi": "hengelle {k}", "ru": "духу {k}"},
    "spirit_ins": {"lv": "garu {k}", "fi": "hengellä {k}", "ru": "духом {k}"},
    "spirit_part": {"lv": "garu {k}", "fi": "henkeä {k}", "ru": "духа {k}"},
}

#: a family card in Finnish is named by its number's name, as Ganjifa's are ("suvun 7 kakkonen"), so it
#: declines: "Otit suvun 7 kakkosen", "suvun 2 seiskalla"; Latvian and Russian write the
#: number, which does not decline ("3. dzimtas 5", "5 рода 3")
_FI_RANKS: dict[str | None, tuple[str, ...]] = {
    None: NUMBER_NAMES["fi"][:7],
    **{case: NUMBER_CASES["fi"][case][:7] for case in ("gen", "part", "ade")},
}
#: formatter -> the Finnish case it names (``card_acc``: the total object, the genitive)
CARD_CASES = {"card_acc": "gen", "card_gen": "gen", "card_part": "part", "card_ade": "ade"}


def card_name(card: object, lang: str = "en", case: str | None = None) -> str:
    """``5 of family 3`` / ``3. dzimtas 5`` / ``suvun 3 vitonen`` / ``5 рода 3``; a spirit: ``spirit 3``.
    ``case``: a Finnish case of :data:`CARD_CASES` ("gen": ``suvun 3 vitosen``)."""
    card = Card.from_json(card)
    if card.spirit:
        return _SPIRIT[lang].format(k=card.family) if case is None else _spirit_case(card.family, lang, case)
    if lang == "fi":
        return f"suvun {card.family} {_FI_RANKS[case][card.number - 1]}"
    return _CARD[lang].format(f=card.family, n=card.number)


_FI_SPIRIT_CASE = {"gen": "spirit_gen", "part": "spirit_part", "ade": "spirit_ins"}


def _spirit_case(k: int, lang: str, case: str) -> str:
    style = _FI_SPIRIT_CASE.get(case, case) if lang == "fi" else case
    return SPIRIT_CASES.get(style, {}).get(lang, _SPIRIT[lang]).format(k=k)


def _spirit_formatter(style: str) -> Formatter:
    return lambda k, lang: _spirit_case(k, lang, style)


def _card_formatter(case: str) -> Formatter:
    fi_case = CARD_CASES[case]
    return lambda card, lang: card_name(card, lang, fi_case if lang == "fi" else None)


def place_name(card: object, lang: str = "en") -> str:
    """A card in the sigil as the table sees it: its name, or "a face-down card" (None)."""
    return _FACE_DOWN[lang] if card is None else card_name(card, lang)


def _listed(items: Sequence[Any], lang: str, one: Formatter) -> str:  # what ``one`` names: cards, seats
    return ", ".join(one(i, lang) for i in items) if items else _NONE[lang]


FORMATTERS: dict[str, Formatter] = {
    "card": card_name,
    # a card's name opening a sentence: "Spirit 3 is available now"
    "card_first": lambda card, lang: (lambda s: s[:1].upper() + s[1:])(card_name(card, lang)),
    "cards": lambda cards, lang: _listed(cards, lang, card_name),
    "place": place_name,
    "places": lambda cards, lang: _listed(cards, lang, place_name),
    "spirit": lambda k, lang: _SPIRIT[lang].format(k=k),
    "spirits": lambda ks, lang: _listed(ks, lang, lambda k, lg: _SPIRIT[lg].format(k=k)),
    **{style: _spirit_formatter(style) for style in SPIRIT_CASES},
    **{style: _card_formatter(style) for style in CARD_CASES},
    "cards_ade": lambda cards, lang: _listed(cards, lang, _card_formatter("card_ade")),
    "numbers": lambda ns, lang: _listed(ns, lang, lambda n, lg: str(n)),
    "players": players,
    "layout": lambda name, lang: _LAYOUT.get(lang, {}).get(name) or name,
    "level": lambda d, lang: _LEVEL[lang].get(d, str(d)),
    # a set as the learner counts them, from 1 (the engine's index, from 0, stays in the data)
    "set": lambda i, lang: str(int(i) + 1),
}


def _last_card_for_you(msg_id: str, params: Mapping[str, Any], you: int) -> dict[str, Any] | None:
    """The end after the last card as the reader in seat ``you`` reads it ("... You win.",
    "You share the win with player 2."); None for every other sentence."""
    if msg_id != "last-card" or not 0 <= you < len(params["held"]):
        return None
    winners = params["winners"]
    others = [w for w in winners if w != you]
    result = ("won" if not others else "shared") if you in winners else "lost"
    return {
        "held": params["held"],
        "hand_sizes": params["hand_sizes"],
        "_result": result,
        "winners": winners if result == "lost" else others,
        "_n": len(others),
    }


#: the words are the translators' files, locale/messages/<lang>.json (rules_engine.i18n.load_tables)
#: the parameters that name a player: the one reading the log reads "you" ("you." sentences)
MESSAGES = Messages(
    "siggil",
    load_tables(__package__, "messages"),
    FORMATTERS,
    seat_params=("seat", "holder"),
    for_you=_last_card_for_you,
)


def action_words(action: Action, lang: str = "en") -> str:
    """A Siggil move in ``lang``'s words (``action.*``), as the table's buttons say it:
    "capture spirit 3 with 3 of family 1, 3 of family 2", "take the card at position 5"
    (a take names the place, not the card: the move itself does not say which it is)."""
    fields: dict[str, Any] = {"position": action.position} if hasattr(action, "position") else {}
    if hasattr(action, "set"):  # as the learner counts sets, from 1
        fields["set_number"] = FORMATTERS["set"](action.set, lang)
    if hasattr(action, "spirit"):
        fields["spirit"] = FORMATTERS["spirit"](action.spirit, lang)
    if hasattr(action, "cards"):
        fields["cards"] = FORMATTERS["cards"](action.cards, lang)
    return MESSAGES.render(f"action.{action.kind}", fields, lang)


__all__ = ["MESSAGES", "FORMATTERS", "SPIRIT_CASES", "CARD_CASES", "action_words", "card_name"]
