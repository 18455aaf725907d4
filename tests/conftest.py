"""Shared by every test folder: the folders have no __init__, so their helper modules are
imported by name (tests/rules/lesson_suite.py: the checks every game's lessons and texts
pass); this puts them on the path whichever folder pytest starts from."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "rules"))

#: the folders from fast to slow: a broken engine is reported in the first minute, before the
#: notebooks, the servers, the browser and the offline site. (Ordered here, not by listing the
#: folders in testpaths: a listed folder's conftest.py would be imported at start-up, and the
#: browser tests' `from conftest import ...` would then find another folder's.)
TIERS = ("rules", "i18n", "", "contract", "widgets", "notebooks", "classroom", "browser", "lite")


def _tier(item) -> int:
    parts = Path(str(item.fspath)).relative_to(Path(__file__).parent).parts
    folder = parts[0] if len(parts) > 1 else ""
    return TIERS.index(folder) if folder in TIERS else len(TIERS)


def pytest_collection_modifyitems(session, config, items):
    items.sort(key=_tier)  # stable: each folder keeps pytest's order
