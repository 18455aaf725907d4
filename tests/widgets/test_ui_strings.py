"""The front end's words (``ui.*`` in widgets/messages.py): every id exists in en, lv, fi
and ru with the same placeholders and the plural forms each language needs; the JavaScript
names every id it shows literally (so this test can find them), as does a table's Python
for an id it sends the page to word, uses no id the table lacks, and the table holds no id
no page ever shows; game terms are the engines' own."""

from __future__ import annotations

import pathlib
import re

import pytest

from rules_engine.exacto.messages import bid_words
from rules_engine.ganjifa import CARDS
from rules_engine.ganjifa.messages import card_name, suit_name
from rules_engine.i18n import LANGUAGE_NAMES, LANGUAGES, render
from widgets.lesson import TABLES as GAME_TABLES
from widgets.messages import GAMES, WIDGET_MESSAGES, bot_name, ui_strings

JS = pathlib.Path(__file__).resolve().parents[2] / "widgets" / "js"
#: ids the table adds that are not messages (the language selector's names)
META = {"ui.language-names"}


def js_sources() -> dict[pathlib.Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in sorted(JS.rglob("*.js")) if "tests" not in p.parts}


def ids_in_js() -> set[str]:
    return {m for text in js_sources().values() for m in re.findall(r"""["'`](ui\.[a-z0-9.-]+)["'`]""", text)}


def ids_sent_from_python() -> set[str]:
    """Ids a table's Python names for the page to word (ExactoTable.off: why a control is
    off), or words itself (the end panel); the table's own file, messages.py, is not one."""
    return {
        m
        for path in sorted(JS.parents[0].glob("*.py"))
        if path.name != "messages.py"
        for m in re.findall(r"""["'](ui\.[a-z0-9.-]+)["']""", path.read_text(encoding="utf-8"))
    }


def ui_ids() -> set[str]:
    return {i for i in WIDGET_MESSAGES.ids if i.startswith("ui.")}


def test_every_message_exists_in_every_language_with_the_same_placeholders_and_plurals():
    assert WIDGET_MESSAGES.problems() == []
    assert len(ui_ids()) > 200


def test_every_id_the_front_end_shows_is_in_the_table_and_every_id_in_the_table_is_shown():
    used = ids_in_js() - META
    assert used, "the front end names its ids as literals"
    assert used - ui_ids() == set(), "ids the JavaScript shows that no language has"
    assert ui_ids() - used - ids_sent_from_python() == set(), "ids in the table that no page ever shows"
    assert ids_sent_from_python() - ui_ids() == set(), "ids Python sends that no language has"


def test_the_front_end_builds_no_id_at_run_time():
    """An id made at run time (`ui.suit.${id}`) would escape the test above."""
    for path, text in js_sources().items():
        assert not re.search(r"""`ui\.[^`]*\$\{""", text), path
        assert not re.search(r"""["']ui\.[a-z0-9.-]*["']\s*\+""", text), path


def test_ui_strings_of_every_language():
    for lang in LANGUAGES:
        strings = ui_strings(lang)
        assert set(strings) == ui_ids() | META
        assert strings["ui.language-names"] == LANGUAGE_NAMES
        assert all(isinstance(v, str) for k, v in strings.items() if k not in META)
    # and nothing the page does not need (Python's own sentences stay in Python)
    assert not any(k.startswith("w.") for k in ui_strings("en"))


def _game_of(msg_id: str) -> str | None:
    return next((g for g in GAMES if msg_id.startswith(f"ui.{g}.")), None)


def ids_in(*folders: str) -> set[str]:
    """The ui.* ids the JavaScript of these folders of widgets/js names ("" is the top level:
    lesson.js, quiz.js, ... which mount any game's table)."""
    paths = [p for f in folders for p in ((JS / f).glob("*.js") if f else JS.glob("*.js"))]
    return {m for p in paths for m in re.findall(r"""["'`](ui\.[a-z0-9.-]+)["'`]""", p.read_text(encoding="utf-8"))}


def test_no_shared_javascript_reads_a_games_label_and_no_game_reads_anothers():
    """A label the shared front end (widgets/js/shared, the top-level bundles) shows is a
    shared id, and a game's JavaScript shows its own labels and shared ones: so a table may
    be sent its own game's labels only."""
    assert {i for i in ids_in("shared", "") if _game_of(i)} == set()
    for game in GAMES:
        assert {i for i in ids_in(game) if _game_of(i) not in (None, game)} == set(), game


@pytest.mark.parametrize("game", GAMES)
def test_a_table_is_sent_its_games_labels_and_the_shared_ones_only(game):
    """ui_strings(lang, game), what GameWidget._publish sends: every label the game's
    JavaScript and the shared JavaScript show (and the game's Python names), nothing of
    another game's; with no game (the ClassTable mounts any table), every label."""
    from rules_engine import games
    from widgets.session import Viewer, session_class

    needed = (ids_in(game, "shared", "") | {i for i in ids_sent_from_python() if _game_of(i) in (None, game)}) - META
    others = {i for i in ui_ids() if _game_of(i) not in (None, game)}
    assert others, "the other games have labels of their own"
    for lang in LANGUAGES:
        strings = ui_strings(lang, game)
        assert needed - set(strings) == set(), (game, lang)
        assert set(strings) & others == set(), (game, lang)
        assert set(strings) == {i for i in ui_ids() if _game_of(i) in (None, game)} | META
        assert set(ui_strings(lang)) == ui_ids() | META
    # the widget in the notebook and the class server's table send the same
    widget = GAME_TABLES[game](seed=1)
    assert set(widget.strings) == set(ui_strings("en", game))
    session = session_class(game)(games()[game](seed=1))
    traits = session.traits(Viewer(0, "en", (None,) * session.game.players, sees=0, you=0))
    assert traits["strings"] == ui_strings("en", game)


# Words that are the same in every language: the game's call, a name with a count.
SAME_EVERYWHERE = {"ui.exacto.exacto", "ui.ganjifa.teacher-hand"}
# The Finnish rules keep the Sanskrit suit names as they are in English.
SAME_IN = {"fi": {"ui.ganjifa.suit"}}


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_label_is_translated(lang):
    english = WIDGET_MESSAGES.tables["en"]
    same = {k for k, v in WIDGET_MESSAGES.tables[lang].items() if k.startswith("ui.") and v == english[k]}
    assert same <= SAME_EVERYWHERE | SAME_IN.get(lang, set()), same


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bids_are_worded_as_the_exacto_engine_words_them(lang):
    template = WIDGET_MESSAGES.template("ui.exacto.bid-words", lang)
    for quantity in range(1, 41):
        for face in range(1, 7):
            assert render(template, {"quantity": quantity, "face": face}, lang) == bid_words(quantity, face, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_and_suits_are_named_as_the_ganjifa_engine_names_them(lang):
    card = WIDGET_MESSAGES.template("ui.ganjifa.card", lang)
    suit = WIDGET_MESSAGES.template("ui.ganjifa.suit", lang)
    for c in CARDS:
        data = c.to_json()
        # the page sends a rank as text ("7", "raja")
        assert render(card, {"suit": data["suit"], "rank": str(data["rank"])}, lang) == card_name(c, lang)
        assert render(suit, {"suit": data["suit"]}, lang) == suit_name(data["suit"], lang)


def test_game_vocabulary():
    """The seeds' words: маг, чаша, кубик, ставка, «ЛЖЕЦ»; burvis, kauss, kauliņš, solījums,
    „MELIS“; velho, kuppi, noppa, tarjous, VALEHTELIJA; valtti, tikki, Dukal-sarja, päivä / yö;
    козырь, взятка, масть, раздача; trumpis, stiķis, masts, partija (a deal; "dalījums" is a quotient)."""
    t = WIDGET_MESSAGES.tables
    assert t["ru"]["ui.exacto.liar"] == "ЛЖЕЦ" and t["lv"]["ui.exacto.liar"] == "MELIS"
    assert t["fi"]["ui.exacto.liar"] == "VALEHTELIJA" and t["en"]["ui.exacto.liar"] == "LIAR"
    assert all(t[lang]["ui.exacto.exacto"] == "EXACTO" for lang in LANGUAGES)
    assert t["ru"]["ui.exacto.mage"] == "Маг {seat}" and t["lv"]["ui.exacto.mage"] == "Burvis {seat}"
    assert t["fi"]["ui.exacto.mage"] == "Velho {seat}"
    words = {lang: " ".join(v for k, v in t[lang].items() if k.startswith("ui.")) for lang in LANGUAGES}
    for word in ("чаш", "кубик", "ставк", "козыр", "взятк", "масть", "раздач", "День", "Ночь"):
        assert word in words["ru"], word
    for word in ("kaus", "kauliņ", "solījum", "trump", "stiķ", "mast", "partij", "Diena", "Nakts"):
        assert word in words["lv"], word
    for word in ("kuppi", "noppa", "tarjous", "valtti", "tikki", "Dukal-sarja", "Päivä", "Yö"):
        assert word in words["fi"], word


# -- the bots' names on a seat ------------------------------------------------------------


def test_every_built_in_bot_is_named_in_every_language_and_a_students_bot_keeps_its_name():
    """A seat shows its bot's name in the page's language ("greedy", «жадный», "ahne"):
    every bot a game lists (its bots module's BOTS) has a name of its own in each language,
    so a new bot cannot be shown in English on a Latvian page; a student's bot keeps its own.
    the names are words a player understands (a level, or how it plays), not
    the method's jargon ("lookahead", "heuristic", "probability"), which the Why? explains."""
    import importlib

    from rules_engine import games
    from widgets import SiggilTable
    from widgets.messages import BOT_NAMES

    jargon = {"lookahead", "heuristic", "probability", "probabilistic", "logical", "search", "search-strong"}
    for game in games():
        bots = importlib.import_module(f"rules_engine.{game}.bots").BOTS
        for lang in LANGUAGES:
            # each game's select names its own bots, no other game's (w.bot-name.<game>)
            assert set(BOT_NAMES[game][lang]) == set(bots), (game, lang)
            for name in bots:
                said = bot_name(game, name, lang)
                assert said == BOT_NAMES[game][lang][name] and said not in jargon, (game, name, lang)
                assert lang == "en" or said != BOT_NAMES[game]["en"][name] or name == "random", (game, name, lang)
    assert [bot_name("exacto", level, "ru") for level in ("beginner", "medium", "strong")] == [
        "новичок",
        "средний",
        "сильный",
    ]
    assert bot_name("siggil", "lookahead", "en") == "far-sighted"
    # a bot id the game does not list keeps its own name, another game's bot's too
    assert bot_name("exacto", "lookahead", "en") == "lookahead"
    assert bot_name("deductio", "greedy", "fi") == "botti: greedy"
    table = SiggilTable(
        players=3, seed=2, bots={1: "greedy", 2: lambda view, legal, rng: legal[0]}, bot_delay_ms=700, language="ru"
    )
    assert [s["bot"] for s in table.seat_info] == [None, "жадный", "<lambda>"]
    table.update_settings(language="fi")
    # Finnish names a seat's bot with "botti" in the one phrase (audit F18, test below)
    assert [s["bot"] for s in table.seat_info] == [None, "ahne botti", "botti: <lambda>"]


#: the label template each table's front end writes a bot seat's tag with ({bot}: w.bot-name.<game>)
BOT_LABELS = {
    "exacto": ("ui.exacto.bot",),
    "ganjifa": ("ui.ganjifa.ai", "ui.ganjifa.ai-label"),
    "deductio": ("ui.deductio.bot",),
    "siggil": ("ui.siggil.bot",),
}


def test_a_finnish_bot_label_is_one_compound_or_an_adjective_before_botti():
    """Audit F18: Finnish put a noun after a noun ("botti todennäköisyys", "tekoäly · haku").
    A Finnish bot seat's tag is one phrase per bot, as bot.method.* write them
    ("aloittelijabotti", "suunnittelijabotti", "tasapainoinen botti"): the name the seat gets
    is that phrase, and the tables' label templates add no second noun."""
    import importlib

    def label(msg_id, name):
        game = msg_id.split(".")[1]
        return WIDGET_MESSAGES.render(msg_id, {"bot": bot_name(game, name, "fi")}, "fi")

    assert label("ui.exacto.bot", "probability") == "tasapainoinen botti"
    assert label("ui.exacto.bot", "beginner") == "aloittelijabotti"
    assert label("ui.ganjifa.ai", "search") == "suunnittelijabotti"
    assert label("ui.ganjifa.ai", "heuristic") == "kortinlaskijabotti"
    assert label("ui.deductio.bot", "logical") == "huolellinen botti"
    for game, labels in BOT_LABELS.items():
        for name in importlib.import_module(f"rules_engine.{game}.bots").BOTS:
            for msg_id in labels:
                said = label(msg_id, name)
                assert said.endswith("botti") and said.count("botti") == 1, (game, msg_id, name, said)
                assert not re.search(r"[:·(]", said), (game, msg_id, name, said)
    # a student's own bot keeps its name, said to be a bot once
    assert label("ui.exacto.bot", "my_bot") == "botti: my_bot"
