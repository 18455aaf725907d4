"""Shared by every test folder. Helpers live in the ``support`` package (tests/support,
on pytest's pythonpath): ``from support.browser import ...``, never from a conftest."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from support.widgets import make_table

#: the folders from fast to slow: a broken engine is reported in the first minute, before the
#: notebooks, the servers, the browser and the offline site. (Ordered here, not by listing the
#: folders in testpaths, which would import every folder's conftest.py at start-up.)
TIERS = (
    *("exacto", "ganjifa", "deductio", "siggil", "every_game"),  # a game's rules, bots, lessons, words, table
    *("i18n", "", "contract", "widgets"),  # what holds for every game, layer by layer
    *("notebooks", "classroom", "browser", "lite"),  # the slow tiers: kernels, servers, Chromium
)


def _tier(item) -> int:
    parts = Path(str(item.fspath)).relative_to(Path(__file__).parent).parts
    folder = parts[0] if len(parts) > 1 else ""
    return TIERS.index(folder) if folder in TIERS else len(TIERS)


def pytest_collection_modifyitems(session, config, items):
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
