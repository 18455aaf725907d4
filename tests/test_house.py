"""How the test tree is kept: the folders have no __init__.py (pytest imports each test file
by its name), so two files of one name in two folders break the whole run at collection,
in whichever tier comes second. Checked here, in the fast tier."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

TESTS = Path(__file__).parent


def test_every_test_file_has_a_name_of_its_own():
    names = Counter(path.name for path in TESTS.rglob("test_*.py") if "node_modules" not in path.parts)
    assert [name for name, count in names.items() if count > 1] == []
