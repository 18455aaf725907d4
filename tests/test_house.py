"""How the house is kept, checked in the fast tier.

The test tree: the folders have no __init__.py (pytest imports each test file by its
name), so two files of one name in two folders break the whole run at collection, in
whichever tier comes second. The widgets: each module has one purpose and stays short
enough to read top-down."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from rules_engine import games

TESTS = Path(__file__).parent


def test_every_test_file_has_a_name_of_its_own():
    names = Counter(path.name for path in TESTS.rglob("test_*.py") if "node_modules" not in path.parts)
    assert [name for name, count in names.items() if count > 1] == []


#: the slow tiers keep each game's file with its kind (a browser test beside the others)
SLOW_TIERS = {"notebooks", "classroom", "browser", "lite"}
GAMES = tuple(games())  # each game's own folder is named after it


def test_a_games_fast_tests_live_in_its_own_folder():
    """From a game to its tests in one hop: every fast test file named for a game
    (test_<game>_...) is in tests/<game>/, and that folder holds only its own game's."""
    misplaced = []
    for path in TESTS.rglob("test_*.py"):
        parts = path.relative_to(TESTS).parts
        tier = parts[0] if len(parts) > 1 else ""  # "": a file at the top of tests/
        named = next((g for g in GAMES if path.name.startswith(f"test_{g}_")), None)
        if tier in SLOW_TIERS:
            continue
        if named and tier != named:
            misplaced.append(f"{path.relative_to(TESTS)} belongs in tests/{named}/")
        if tier in GAMES and named != tier:
            misplaced.append(f"{path.relative_to(TESTS)} is not {tier}'s: name it test_{tier}_...")
    assert misplaced == []


def test_every_front_end_test_file_names_its_game_or_its_shared_part():
    """The front end's tests are named as the Python ones: <game>_... for a game's table,
    else the shared widget or module they test (quiz, chart, lesson, shared, i18n, ...),
    so that from a game to its front-end tests is one hop too."""
    js_tests = TESTS.parent / "widgets" / "js" / "tests"
    shared = (
        {p.stem for p in (TESTS.parent / "widgets" / "js").glob("*.js")}
        | {p.stem for p in (TESTS.parent / "widgets" / "js" / "shared").glob("*.js")}
        | {"shared"}
    )  # the shared folder's tests as a whole
    unnamed = []
    for path in sorted(js_tests.glob("*.test.js")):
        first = path.name.removesuffix(".test.js").split("_")[0]
        if first not in GAMES and first not in shared:
            unnamed.append(path.name)
    assert unnamed == [], f"name these for their game or shared part: {unnamed}"


#: the longest a widgets/ module may grow: past it, a module holds more than one concern
#: (the widget's policies are modules of their own: comm, errorline, pacing, ...)
WIDGET_MODULE_LINES = 500


def test_every_widgets_module_stays_under_500_lines():
    widgets = TESTS.parent / "widgets"
    modules = sorted(widgets.glob("*.py"))
    assert len(modules) > 10, "the widgets package was not found"
    long = {
        path.name: n
        for path in modules
        if (n := len(path.read_text(encoding="utf-8").splitlines())) >= WIDGET_MODULE_LINES
    }
    assert long == {}, f"split these by concern (lines): {long}"
