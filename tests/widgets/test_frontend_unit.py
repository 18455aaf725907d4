"""Tier 2: the front-end logic and rendering tests (node's built-in test runner, a fake
DOM from happy-dom), run against widget states the current Python code produces."""

from __future__ import annotations

import os
import pathlib
import runpy
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_frontend_unit_tests_pass(tmp_path):
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("npm is not installed: the front-end tests need Node.js")
    if not (ROOT / "node_modules" / "happy-dom").is_dir():
        pytest.fail("node_modules is missing: run `npm install` in the project root")
    fixtures = tmp_path / "states.json"
    runpy.run_path(str(ROOT / "widgets" / "js" / "tests" / "make_fixtures.py"))["main"](str(fixtures))
    env = {**os.environ, "TT_FIXTURES": str(fixtures), "NO_COLOR": "1"}
    proc = subprocess.run([npm, "test", "--silent"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    assert "# fail 0" in out and "# pass" in out, out[-3000:]
