"""The inner loop, `uv run pytest -m fast`: tests/conftest.py marks a test `fast` by its
folder (the engines', the words', the contract and the widgets' Python tests) unless one of
the slow tiers' marks gives it a reason to wait. Checked on a sample, collected by pytest
itself in a process of its own, as `uv run pytest` would collect it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REASONS = {"slow", "browser", "notebook", "lite", "classroom"}  # pyproject's markers but `fast`

FRONT_END = "tests/widgets/test_frontend_unit.py"
#: the sample: each file, and whether its folder is one of the inner loop's
SAMPLE = {
    "tests/exacto/test_exacto_rules.py": True,  # an engine's rule tests: fast
    "tests/contract/test_behaviour_digest.py": True,  # whole seeded games: slow
    "tests/every_game/test_arena.py": True,  # arena matches: slow
    FRONT_END: True,  # the node front-end suite: slow, but for its check
    "tests/browser/test_layout.py": False,  # Chromium against a Jupyter server: browser
}


#: a plugin for the collecting process: writes each test's marks to $TT_MARKS
PLUGIN = """
import json, os

def pytest_collection_finish(session):
    marks = {item.nodeid: sorted({m.name for m in item.iter_markers()}) for item in session.items}
    with open(os.environ["TT_MARKS"], "w", encoding="utf-8") as out:
        json.dump(marks, out)
"""


@pytest.fixture(scope="module")
def marks(tmp_path_factory) -> dict[str, set[str]]:
    """Node id -> its marks, for every test of SAMPLE, after tests/conftest.py has run."""
    here = tmp_path_factory.mktemp("fast_tier")
    (here / "tt_report_marks.py").write_text(PLUGIN, encoding="utf-8")
    env = {
        **os.environ,
        "TT_MARKS": str(here / "marks.json"),
        "PYTHONPATH": os.pathsep.join(filter(None, [str(here), os.environ.get("PYTHONPATH")])),
    }
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "tt_report_marks", "-p", "no:randomly"]
    proc = subprocess.run([*command, *SAMPLE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    found = json.loads((here / "marks.json").read_text(encoding="utf-8"))
    return {nodeid: set(names) for nodeid, names in found.items()}


def _in(marks, path):
    return {nodeid: names for nodeid, names in marks.items() if nodeid.startswith(path + "::")}


def test_an_engines_rule_test_is_fast(marks):
    rules = _in(marks, "tests/exacto/test_exacto_rules.py")
    assert rules and all("fast" in names for names in rules.values())


def test_a_browser_test_is_not_fast(marks):
    browser = _in(marks, "tests/browser/test_layout.py")
    assert browser and all("browser" in names and "fast" not in names for names in browser.values())


def test_slow_tests_of_the_fast_folders_are_not_fast(marks):
    """The behaviour digests, the arena's matches and each node front-end test file."""
    for path in ("tests/contract/test_behaviour_digest.py", "tests/every_game/test_arena.py", FRONT_END):
        slow = {nodeid for nodeid, names in _in(marks, path).items() if "slow" in names}
        assert slow and not {nodeid for nodeid in slow if "fast" in marks[nodeid]}, path


def test_fast_exactly_where_a_fast_folder_and_no_reason(marks):
    """In a fast folder, a test is fast or has a reason to wait (never both); outside, never fast."""
    wrong = []
    for nodeid, names in marks.items():
        in_fast_folder = SAMPLE[nodeid.split("::")[0]]
        if ("fast" in names) != (in_fast_folder and not names & REASONS):
            wrong.append((nodeid, sorted(names)))
    assert wrong == []
