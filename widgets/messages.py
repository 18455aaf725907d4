"""The widgets' own words in English, Latvian, Finnish and Russian: their refusals and
status sentences (rendered in Python), and the labels of the front end (``ui.*``, sent to
the page in the ``strings`` trait: the JavaScript hard-codes no language).

Syntax: rules_engine.i18n. Ids: ``w.*`` are sentences Python renders, ``ui.*`` labels the
front end renders (with the same syntax, by widgets/js/shared/i18n.js).

The words are the translators' files (CONTRIBUTING.md, "Add a language"): the shared ones in
widgets/locale/<lang>.json, and each game's own (``ui.<game>.*``, ``w.<game>.*``,
``w.title.<game>``, ``w.end.score.<game>``, ``w.bot-name.<game>``) beside its front end in
widgets/js/<game>/locale/<lang>.json, so adding a game edits no shared file. What stays here
is code: the engines' own terms the page names alike.
"""

from __future__ import annotations

from collections.abc import Iterable
from importlib import resources

from rules_engine.exacto.messages import FACE_FORMS
from rules_engine.ganjifa.messages import RANK_NAMES, SUIT_NAMES
from rules_engine.i18n import LANGUAGE_NAMES, LANGUAGES, MessageError, Messages, _parse, load_folder, load_tables
from rules_engine.siggil.messages import _CARD as SIGGIL_CARD_WORDS
from rules_engine.siggil.messages import _SPIRIT as SIGGIL_SPIRIT_WORDS

# ---------------------------------------------------------------- front-end labels (ui.*)
# Game terms the engines name too are written as the engines write them (a test checks):
# Exacto's bids (rules_engine/exacto/messages.py), Ganjifa's suits and cards
# (rules_engine/ganjifa/messages.py). The selects below are built from these word lists.

_FACES = (1, 2, 3, 4, 5, 6)
_SUITS = ("matsya", "kurma", "varaha", "narasimha", "vamana", "parashurama", "rama", "krishna", "buddha", "kalki")
_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "mantri", "raja")


def _select(name: str, keys: Iterable[object], words: Iterable[str]) -> str:
    """``{name, select, key {word} ... other {{name}}}``."""
    branches = " ".join(f"{k} {{{w}}}" for k, w in zip(keys, words, strict=False))
    return f"{{{name}, select, {branches} other {{{{{name}}}}}}}"


def _faces(words: Iterable[str]) -> str:
    return _select("face", _FACES, words)


def _suits(words: Iterable[str]) -> str:
    return _select("suit", _SUITS, words)


def _ranks(words: Iterable[str]) -> str:
    return _select("rank", _RANKS, words)


# The game terms come from the engines' own tables, so the page and the log name a face,
# a suit or a card alike (a face: its counted forms; a suit: its name and genitive).
_FACE = {lang: [FACE_FORMS[lang][f] for f in range(1, 7)] for lang in FACE_FORMS}
_BID_WORDS = {
    "en": "{quantity, plural, one {# " + _faces([f[0] for f in _FACE["en"]]) + "} "
    "other {# " + _faces([f[1] for f in _FACE["en"]]) + "}}",
    "lv": "{quantity, plural, "
    "=1 {viens " + _faces([f[0] for f in _FACE["lv"]]) + "} "
    "zero {# " + _faces([f[2] for f in _FACE["lv"]]) + "} "
    "one {# " + _faces([f[0] for f in _FACE["lv"]]) + "} "
    "other {# " + _faces([f[1] for f in _FACE["lv"]]) + "}}",
    "fi": "{quantity, plural, =1 {yksi "
    + _faces([f[0] for f in _FACE["fi"]])
    + "} other {# "
    + _faces([f[1] for f in _FACE["fi"]])
    + "}}",
    "ru": "{quantity, plural, "
    "=1 {одна " + _faces([f[0] for f in _FACE["ru"]]) + "} "
    "one {# " + _faces([f[0] for f in _FACE["ru"]]) + "} "
    "few {# " + _faces([f[1] for f in _FACE["ru"]]) + "} "
    "many {# " + _faces([f[2] for f in _FACE["ru"]]) + "} "
    "other {# " + _faces([f[2] for f in _FACE["ru"]]) + "}}",
}
_SUIT_NAMES = {lang: names for lang, (names, _genitive) in SUIT_NAMES.items()}
_SUITS_OF = {lang: genitive for lang, (_names, genitive) in SUIT_NAMES.items()}
_RANK_NAMES = {"en": ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Mantri", "Raja"), **RANK_NAMES}
_CARD = {
    "en": _ranks(_RANK_NAMES["en"]) + " of " + _suits(_SUIT_NAMES["en"]),  # Raja of Rama
    "lv": _suits(_SUITS_OF["lv"]) + " " + _ranks(_RANK_NAMES["lv"]),  # Ramas Radža
    "fi": _suits(_SUITS_OF["fi"]) + " " + _ranks(_RANK_NAMES["fi"]),  # Raman Raja
    "ru": _ranks(_RANK_NAMES["ru"]) + " " + _suits(_SUITS_OF["ru"]),  # Раджа Рамы
}


def _grouped(n: int, lang: str) -> str:
    """A whole number with its thousands grouped the reader's way: 10,000 / 10 000."""
    text = f"{n:,}"
    return text if lang == "en" else text.replace(",", "\u00a0")


#: the words the engines own (a face's counted forms, a suit's and a card's names), built from
#: the engines' word lists so the page and the log name them alike; every other word of the
#: widgets is the translators' files, widgets/locale/<lang>.json (rules_engine.i18n.load_tables)
ENGINE_TERMS = {
    lang: {
        "ui.exacto.bid-words": _BID_WORDS[lang],
        "ui.ganjifa.suit": _suits(_SUIT_NAMES[lang]),
        "ui.ganjifa.card": _CARD[lang],
        "ui.siggil.card": SIGGIL_CARD_WORDS[lang],
        "ui.siggil.spirit": SIGGIL_SPIRIT_WORDS[lang],
    }
    for lang in LANGUAGES
}
#: the games the front end has, as widgets/js/build.mjs finds them: a folder of widgets/js
#: with a view.js (read as package data, so the browser's Pyodide kernel finds them too)
GAMES = tuple(
    sorted(d.name for d in resources.files("widgets").joinpath("js").iterdir() if d.joinpath("view.js").is_file())
)


def game_locale(game: str) -> str:
    """Where ``game``'s own widget words are, inside the widgets package."""
    return f"js/{game}/locale"


def _words() -> dict[str, dict[str, str]]:
    """The shared files and every game's, one table a language; an id in two files is an
    error (a game's file may not reword a shared label or another game's)."""
    tables = load_tables("widgets")
    for game in GAMES:
        folder = resources.files("widgets").joinpath(*game_locale(game).split("/"))
        for lang, words in load_folder(folder, f"widgets {game}").items():
            table = tables.setdefault(lang, {})
            if clash := table.keys() & words.keys():
                raise MessageError(f"widgets {game} {lang}.json repeats ids of another file: {sorted(clash)}")
            table.update(words)
    return tables


WIDGET_MESSAGES = Messages(
    "widgets",
    {lang: {**words, **ENGINE_TERMS[lang]} for lang, words in _words().items()},
    formatters={"grouped": _grouped},
)


def bot_name(game: str, name: str, lang: str) -> str:
    """A bot's name as ``game``'s seat shows it, from the game's own ``w.bot-name.<game>``
    select; a name the game does not list (a student's own bot) keeps its own."""
    key = _select_key(name)
    listed = key in _branches(f"w.bot-name.{game}", "en")
    return WIDGET_MESSAGES.render(f"w.bot-name.{game}", {"name": key if listed else name}, lang)


def _select_key(name: str) -> str:
    """A bot's name as a select key: an ICU key is an identifier, so ``search-strong`` is
    ``search_strong`` there."""
    return name.replace("-", "_")


def _branches(msg_id: str, lang: str) -> dict[str, str]:
    """A select's branches (but "other") by key, each its words."""
    ((_, _, _, branches),) = _parse(WIDGET_MESSAGES.tables[lang][msg_id])
    return {key: "".join(parts) for key, parts in branches.items() if key != "other"}


def _bot_names(game: str, lang: str) -> dict[str, str]:
    """A built-in bot's name as a seat shows it, by level or way of play, read off the
    game's select the translators write (its branches; "other" is a student's own), by
    the bot's own name (the key ``search_strong`` is ``search-strong``: no built-in bot's
    name has an underscore)."""
    return {key.replace("_", "-"): words for key, words in _branches(f"w.bot-name.{game}", lang).items()}


#: game -> language -> the built-in bots' names as a seat shows them: what a player
#: understands (its level, or how it plays: "careful", "bold"), never the method's jargon,
#: which the Why? text explains (``bot.method.*``); a student's own bot keeps its own name
BOT_NAMES = {game: {lang: _bot_names(game, lang) for lang in WIDGET_MESSAGES.tables} for game in GAMES}


def _is_label_of(msg_id: str, game: str | None) -> bool:
    """A ``ui.*`` label ``game``'s page shows: a shared one or the game's own; with no
    game, every one."""
    if not msg_id.startswith("ui."):
        return False
    named = msg_id.split(".")[1]
    return game is None or named not in GAMES or named == game


def ui_strings(lang: str, game: str | None = None) -> dict[str, object]:
    """The front end's labels in ``lang`` (templates; the page fills in the numbers): the
    shared ones and ``game``'s own, or, with no game, every game's (a page that may mount
    any table: the ClassTable)."""
    english = WIDGET_MESSAGES.tables["en"]
    out: dict[str, object] = {key: WIDGET_MESSAGES.template(key, lang) for key in english if _is_label_of(key, game)}
    out["ui.language-names"] = dict(LANGUAGE_NAMES)
    return out
