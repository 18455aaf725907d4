"""Shared by every test folder: the folders have no __init__, so their helper modules are
imported by name (tests/rules/lesson_suite.py: the checks every game's lessons and texts
pass); this puts them on the path whichever folder pytest starts from."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "rules"))
