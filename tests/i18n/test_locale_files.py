"""The words are the translators' files, not Python: each message table is read from
``<package>/locale[/<domain>]/<lang>.json`` (flat Format.JS "simple" JSON, id -> ICU
template; ``en.descriptions.json`` says what an English message is for), and a sentence a
language still lacks is the English, marked."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from support.tables import APPS_TABLE, apps_module

import rules_engine.core_messages
from rules_engine import games
from rules_engine.i18n import FALLBACK_MARK, LANGUAGES, MessageError, Messages, load_folder, load_tables, placeholders
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from widgets.messages import ENGINE_TERMS, GAMES, WIDGET_MESSAGES, game_locale

ROOT = Path(__file__).resolve().parents[2]


def _tables() -> dict[str, tuple[Messages, str, str | None]]:
    """Every table read from files: name -> (table, package, domain)."""
    found = {"core": (rules_engine.core_messages.CORE_MESSAGES, "rules_engine", None)}
    for game in sorted(games()):
        cls = games()[game]
        found[game] = (cls.messages, f"rules_engine.{game}", "messages")
        lessons = __import__(f"rules_engine.{game}.lesson_messages", fromlist=["LESSON_MESSAGES"])
        found[f"{game}-lessons"] = (lessons.LESSON_MESSAGES, f"rules_engine.{game}", "lessons")
    found["widgets"] = (WIDGET_MESSAGES, "widgets", None)
    found["classroom"] = (CLASS_MESSAGES, "tabletop_tutor_classroom", None)
    apps = apps_module()
    found["apps"] = (apps.MESSAGES, apps.__name__, None)
    return found


TABLES = _tables()
#: every folder of translators' files in the source tree
FOLDERS = sorted(
    {p.parent for p in ROOT.glob("rules_engine/**/locale/**/en.json")}
    | {p.parent for p in ROOT.glob("tabletop_tutor_classroom/**/locale/en.json")}
    | {p.parent for p in ROOT.glob("widgets/js/*/locale/en.json")}
    | {ROOT / "rules_engine/locale", ROOT / "widgets/locale", APPS_TABLE.parent / "locale"}
)


def _folder(package: str, domain: str | None) -> Path:
    # the apps' table is a plain module beside its locale folder (apps/classroom.py)
    base = APPS_TABLE.parent if package == apps_module().__name__ else ROOT.joinpath(*package.split("."))
    return base.joinpath("locale", *([domain] if domain else []))


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_language_file_has_exactly_the_english_ids(folder):
    """A translator's file holds every English message and nothing else (the tools then show
    nothing missing, and no id that the code no longer uses)."""
    english = json.loads((folder / "en.json").read_text(encoding="utf-8"))
    assert english and all(isinstance(v, str) for v in english.values())
    for lang in LANGUAGES:
        table = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
        assert set(table) == set(english), (lang, set(table) ^ set(english))
    assert {p.name for p in folder.iterdir()} == {f"{lang}.json" for lang in LANGUAGES} | {"en.descriptions.json"}


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_file_is_flat_json_of_icu_strings(folder):
    """Flat id -> string (the "simple" JSON Weblate and Pontoon read), every string ICU that
    our renderer parses; descriptions only for English ids."""
    english = json.loads((folder / "en.json").read_text(encoding="utf-8"))
    for lang in LANGUAGES:
        for msg_id, template in json.loads((folder / f"{lang}.json").read_text(encoding="utf-8")).items():
            assert isinstance(template, str), (lang, msg_id)
            placeholders(template)  # raises MessageError when it does not parse
    descriptions = json.loads((folder / "en.descriptions.json").read_text(encoding="utf-8"))
    assert set(descriptions) <= set(english) and all(isinstance(v, str) and v for v in descriptions.values())


def _widget_additions() -> dict[str, dict[str, str]]:
    """What the widgets' table holds beyond widgets/locale: each game's files, read here
    from the source tree (not through widgets.messages), and the engines' terms."""
    added: dict[str, dict[str, str]] = {lang: dict(ENGINE_TERMS[lang]) for lang in LANGUAGES}
    for folder in ROOT.glob("widgets/js/*/locale"):
        for lang, words in load_folder(folder, folder.parent.name).items():
            assert not added[lang].keys() & words.keys(), (folder, lang)
            added[lang].update(words)
    return added


def test_every_game_of_the_front_end_has_its_words_in_its_folder():
    """A game is a folder: widgets/js/<game>/ with a view.js (as build.mjs finds games) holds
    the game's own widget words, and the widgets' table reads every such folder; every game
    the engines have has one, so its seats, title and labels are worded."""
    assert set(GAMES) == {p.parent.name for p in ROOT.glob("widgets/js/*/view.js")} == set(games())
    for game in GAMES:
        assert (ROOT / "widgets" / game_locale(game) / "en.json").is_file(), game


@pytest.mark.parametrize("game", GAMES)
def test_a_games_file_holds_only_ids_named_for_it_and_the_shared_files_none(game):
    """Adding a game edits no shared file: its ui.<game>.*, w.<game>.*, w.title.<game>,
    w.end.score.<game> and w.bot-name.<game> are in its own folder, and no id of the shared
    files (widgets/locale) names a game."""
    own = json.loads((ROOT / "widgets" / game_locale(game) / "en.json").read_text(encoding="utf-8"))
    assert own and all(game in msg_id.split(".") for msg_id in own), sorted(own)
    for id_ in (f"w.title.{game}", f"w.end.score.{game}", f"w.bot-name.{game}"):
        assert id_ in own, id_
    assert sum(msg_id.startswith(f"ui.{game}.") for msg_id in own) > 20
    shared = json.loads((ROOT / "widgets/locale/en.json").read_text(encoding="utf-8"))
    assert not [msg_id for msg_id in shared if set(msg_id.split(".")) & set(GAMES)]


@pytest.mark.parametrize("name", sorted(TABLES))
def test_each_table_is_its_files_and_a_translator_owes_nothing(name):
    """The table the engine renders is what the files say, and problems() (placeholders as the
    English's, each language's plural forms) runs over those loaded words."""
    table, package, domain = TABLES[name]
    assert _folder(package, domain).is_dir()
    files = load_tables(package, domain)
    # the widgets add every game's own files (widgets/js/<game>/locale) and the engines' own
    # terms, built from the engines' word lists (code)
    added = _widget_additions() if name == "widgets" else {}
    assert table.tables == {lang: {**words, **added.get(lang, {})} for lang, words in files.items()}
    assert set(table.tables) == set(LANGUAGES)
    assert table.problems() == []


def test_a_message_a_language_lacks_is_the_english_marked():
    """Per message: the rest of the language stays; the missing one is English, marked so a
    reader and a translator see it; English itself is never marked, an unknown id still fails."""
    table = Messages(
        "test-locale-fallback",
        {"en": {"hello": "Hello, {name}.", "bye": "Bye."}, "lv": {"bye": "Atā."}},
    )
    assert table.render("bye", {}, "lv") == "Atā."
    assert table.render("hello", {"name": "Anna"}, "lv") == FALLBACK_MARK + "Hello, Anna."
    assert table.render("hello", {"name": "Anna"}, "fi") == FALLBACK_MARK + "Hello, Anna."
    assert table.render("hello", {"name": "Anna"}, "en") == "Hello, Anna."
    assert table.problems(["lv"]) == ["lv: hello is missing"]
    with pytest.raises(MessageError):
        table.render("nope", {}, "lv")


def test_a_language_without_a_file_is_left_out(tmp_path, monkeypatch):
    """load_tables reads the files there are; a new language can start from English alone."""
    package = tmp_path / "pkg_locale_probe"
    (package / "locale").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "locale" / "en.json").write_text('{"a": "A {n, plural, one {# die} other {# dice}}"}')
    (package / "locale" / "lv.json").write_text('{"a": "A"}')
    monkeypatch.syspath_prepend(str(tmp_path))
    assert load_tables("pkg_locale_probe") == {
        "en": {"a": "A {n, plural, one {# die} other {# dice}}"},
        "lv": {"a": "A"},
    }


def test_a_plain_modules_files_are_the_folder_beside_it(tmp_path, monkeypatch):
    """A script in no package (apps/classroom.py, beside the Voila notebooks) reads the locale
    folder beside it, which importlib.resources refuses for a module before Python 3.12."""
    (tmp_path / "locale").mkdir()
    (tmp_path / "plain_locale_probe.py").write_text("")
    (tmp_path / "locale" / "en.json").write_text('{"a": "A"}')
    monkeypatch.syspath_prepend(str(tmp_path))
    assert load_tables("plain_locale_probe") == {"en": {"a": "A"}}


def _builds_a_table(path: Path) -> bool:
    """Whether the module calls Messages(...): it makes a message table."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Messages"
        for node in ast.walk(tree)
    )


#: every module that makes a message table, wherever it is (the engine, the widgets, the
#: class server, the Voila apps' script), found rather than listed, so a new one is checked too
MESSAGE_MODULES = sorted(
    path
    for folder in ("rules_engine", "widgets", "tabletop_tutor_site", "tabletop_tutor_classroom", "apps")
    for path in (ROOT / folder).rglob("*.py")
    if _builds_a_table(path)
)


def test_every_table_module_is_found():
    """The search sees each table's module: the engine's, the widgets', the class server's, the apps'."""
    found = {path.relative_to(ROOT).as_posix() for path in MESSAGE_MODULES}
    assert {
        "rules_engine/core_messages.py",
        "rules_engine/siggil/lesson_messages.py",
        "widgets/messages.py",
        "tabletop_tutor_classroom/messages.py",
        "apps/classroom.py",
    } <= found, found
    assert len(found) == 1 + 2 * len(GAMES) + 3, found


#: the tables' old names; a formatter's own words (a face's forms, a suit's cases) may stay
TABLE_NAMES = {"EN", "LV", "FI", "RU", "BOT_METHODS", "_YOU", "UI_EN", "QUIZ_EN", "TEACHER_UI", "NAV_UI", "END_UI"}
#: more string entries than this in one dict literal is a translation table, not a formatter's
MOST_STRINGS = 12


def _string_dicts(tree: ast.AST):
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            strings = sum(isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values)
            if strings > MOST_STRINGS:
                yield node.lineno, strings


@pytest.mark.parametrize("path", MESSAGE_MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_translation_table_is_python_code(path):
    """The sentences live in locale/*.json only: no EN/LV/FI/RU tables, no big dict of strings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = [
        t.id
        for node in tree.body
        if isinstance(node, (ast.Assign, ast.AnnAssign))
        for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(t, ast.Name) and t.id in TABLE_NAMES
    ]
    assert not named, named
    assert not list(_string_dicts(tree)), list(_string_dicts(tree))


#: a level a table offers is one of the game's bots, described in the same words: the code
#: that copied them is gone, so the files must keep them equal
LEVEL_IS_BOT = {
    "deductio": {"medium": "logical", "strong": "probabilistic"},
    "exacto": {"medium": "bold", "strong": "probability"},
    "ganjifa": {"medium": "heuristic", "strong": "search"},
}


@pytest.mark.parametrize("game", sorted(LEVEL_IS_BOT))
def test_a_level_is_described_as_the_bot_it_is(game):
    table = TABLES[game][0]
    for lang in LANGUAGES:
        for level, bot in LEVEL_IS_BOT[game].items():
            assert table.template(f"bot.method.{level}", lang) == table.template(f"bot.method.{bot}", lang), (
                lang,
                level,
            )
