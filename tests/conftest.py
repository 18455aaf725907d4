"""Shared by every test folder. Helpers live in the ``support`` package (tests/support,
on pytest's pythonpath): ``from support.browser import ...``, never from a conftest."""

from __future__ import annotations

from pathlib import Path

#: the folders from fast to slow: a broken engine is reported in the first minute, before the
#: notebooks, the servers, the browser and the offline site. (Ordered here, not by listing the
#: folders in testpaths, which would import every folder's conftest.py at start-up.)
TIERS = ("rules", "i18n", "", "contract", "widgets", "notebooks", "classroom", "browser", "lite")


def _tier(item) -> int:
    parts = Path(str(item.fspath)).relative_to(Path(__file__).parent).parts
    folder = parts[0] if len(parts) > 1 else ""
    return TIERS.index(folder) if folder in TIERS else len(TIERS)


def pytest_collection_modifyitems(session, config, items):
    items.sort(key=_tier)  # stable: each folder keeps pytest's order
