"""Shared by every test folder. Helpers live in the ``support`` package (tests/support,
on pytest's pythonpath): ``from support.browser import ...``, never from a conftest."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from support.widgets import make_table

from rules_engine import games

#: a game's own folder is named after it: found as the games are (rules_engine.games())
GAME_FOLDERS = tuple(games())

#: the folders from fast to slow: a broken engine is reported in the first minute, before the
#: notebooks, the servers, the browser and the offline site. (Ordered here, not by listing the
#: folders in testpaths, which would import every folder's conftest.py at start-up.)
TIERS = (
    *GAME_FOLDERS,  # a game's rules, bots, lessons, words, table
    "every_game",
    *("i18n", "", "contract", "widgets"),  # what holds for every game, layer by layer
    *("notebooks", "classroom", "browser", "lite"),  # the slow tiers: kernels, servers, Chromium
)


#: the inner loop, `uv run pytest -m fast`: every test of these folders is marked `fast` here,
#: by its folder, unless it carries one of the NOT_FAST marks, its reason to wait. A test there
#: that plays arena matches, runs the node front-end suite or starts a server is marked `slow`
#: (or its tier's mark) in its file; tests/contract/test_fast_tier.py checks the rule.
FAST = (*GAME_FOLDERS, "every_game", "i18n", "contract", "widgets")
NOT_FAST = ("slow", "browser", "notebook", "lite", "classroom")
#: files at the top of tests/ that belong in it too: the test tree's own keeping, in seconds
FAST_FILES = ("test_house.py",)


def _folder(item) -> str:
    parts = Path(str(item.fspath)).relative_to(Path(__file__).parent).parts
    return parts[0] if len(parts) > 1 else ""  # "": a file at the top of tests/


def _tier(item) -> int:
    folder = _folder(item)
    return TIERS.index(folder) if folder in TIERS else len(TIERS)


def is_fast(item) -> bool:
    here = _folder(item) in FAST or (_folder(item) == "" and Path(str(item.fspath)).name in FAST_FILES)
    return here and not any(item.get_closest_marker(name) for name in NOT_FAST)


def pytest_collection_modifyitems(session, config, items):
    # Before `-m` deselects (pytest's own hook runs after the conftests'); the folders' own
    # conftests (browser/, classroom/, lite/) have added their marks by then (they run first).
    for item in items:
        if is_fast(item):
            item.add_marker(pytest.mark.fast)
    items.sort(key=_tier)  # stable: each folder keeps pytest's order


# -- fixtures of the table tests (every game's folder and tests/widgets) --------------------
@pytest.fixture
def table():
    return make_table()


@pytest.fixture
def quiet_logs(caplog):
    """Capture logs; the test may then call ``quiet_logs()`` to assert nothing alarming was logged."""
    caplog.set_level(logging.DEBUG)

    def check():
        bad = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info or "Traceback" in r.getMessage()]
        assert not bad, [r.getMessage() for r in bad]

    return check
