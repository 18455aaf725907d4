"""The front-end bundles exist and every widget class points at its own."""

from __future__ import annotations

import importlib
import pathlib
import re

import pytest

from rules_engine import games
from widgets import BarChart, ClassTable, Lesson, Quiz
from widgets._static import STATIC, MissingBundleError, bundle
from widgets.lesson import TABLES

ROOT = pathlib.Path(__file__).resolve().parents[2]


# a game's engine may land before its table (slices); the tables are the games in TABLES
GAMES = sorted(game for game in games() if game in TABLES)
WIDGETS = [*GAMES, "lesson", "quiz", "chart", "classtable"]


def test_every_game_has_its_folders_and_is_found_without_a_list():
    """Adding a game is adding its folders: the engine package, the table module naming its
    TABLE, and the front-end folder with a view.js; nothing lists the games by hand."""
    assert {"exacto", "ganjifa"} <= set(GAMES)
    for game in GAMES:  # a game with a table has all three folders
        assert (ROOT / "rules_engine" / game / "__init__.py").is_file()
        assert TABLES[game] is importlib.import_module(f"widgets.{game}").TABLE
        assert (ROOT / "widgets" / "js" / game / "view.js").is_file()
        assert (ROOT / "widgets" / "js" / f"{game}.js").is_file()
    generated = (ROOT / "widgets" / "js" / "games.generated.js").read_text()
    assert all(f'"./{game}/view.js"' in generated for game in GAMES), "the lesson bundle mounts every table"
    build = (ROOT / "widgets" / "js" / "build.mjs").read_text()
    core = (ROOT / "rules_engine" / "core.py").read_text()
    for text in (build, core, (ROOT / "widgets" / "__init__.py").read_text()):
        assert '"exacto"' not in text and '"ganjifa"' not in text and "import rules_engine.exacto" not in text


@pytest.mark.parametrize("name", WIDGETS)
def test_bundles_are_built(name):
    path = STATIC / f"{name}.js"
    assert path.is_file() and path.stat().st_size > 1000, f"run `npm run build`: {path} missing"
    text = path.read_text()
    assert "render" in text and "export" in text
    assert not re.search(r"""from\s*["']\.{1,2}/""", text), "a bundle must not import other files"


@pytest.mark.parametrize(
    "cls,name",
    [
        *((TABLES[game], game) for game in GAMES),
        (Quiz, "quiz"),
        (BarChart, "chart"),
        (ClassTable, "classtable"),
    ],
)
def test_classes_point_at_their_bundle_and_the_stylesheet(cls, name):
    esm = cls._esm
    assert pathlib.Path(esm._path) == STATIC / f"{name}.js"
    assert str(esm) == (STATIC / f"{name}.js").read_text()
    assert pathlib.Path(cls._css._path) == STATIC / "styles.css"
    assert ".tt-root" in str(cls._css)


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_draws_the_lesson_bundle_over_its_games_own_table(game):
    """A lesson is its game's table holding it (``coach``): the page gets the lesson's
    bundle, which draws the lesson above that table's front end, and the one stylesheet."""
    spec = importlib.import_module(f"rules_engine.{game}.lessons").LESSONS[0]
    w = Lesson(spec)
    assert isinstance(w, TABLES[game]) and w.coach is not None
    assert w._esm == (STATIC / "lesson.js").read_text()
    assert TABLES[game]().coach is None
    assert w._css == (STATIC / "styles.css").read_text()


def test_data_testids_the_browser_tests_rely_on_are_in_the_bundles():
    exacto = (STATIC / "exacto.js").read_text()
    for testid in (
        "bid-button",
        "liar-button",
        "exacto-button",
        "next-button",
        "undo-button",
        "new-game-button",
        "reveal",
        "error",
        "log",
        "why-button",
        "own-dice",
        "quantity",
        "quantity-up",
        "quantity-down",
        "bid",
    ):
        assert f'"{testid}"' in exacto, testid
    assert "seat-${" in exacto and "face-${" in exacto
    lesson = (STATIC / "lesson.js").read_text()
    for testid in ("lesson-feedback", "hint-button", "retry-button"):
        assert f'"{testid}"' in lesson
    quiz = (STATIC / "quiz.js").read_text()
    for testid in ("quiz-input", "quiz-check", "quiz-simulate", "quiz-result"):
        assert f'"{testid}"' in quiz


def test_a_missing_bundle_says_how_to_build_it():
    with pytest.raises(MissingBundleError, match="npm run build"):
        bundle("no-such-widget.js")
