"""Tier 2: the front-end logic and rendering tests (node's built-in test runner, a fake
DOM from happy-dom), run against widget states the current Python code produces.

One pytest item per test file that `npm test` hands to `node --test` (package.json's
script, read here, so a new file is picked up and nothing is run that `npm test` would
not): each file has its own timeout and its own failure line. The states and the games
module (`npm test`'s steps before `node --test`) are made once for all of them."""

from __future__ import annotations

import json
import os
import pathlib
import re
import runpy
import shlex
import shutil
import subprocess
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _npm_test_steps() -> tuple[list[list[str]], list[str]]:
    """`npm test` split at its `&&`: the commands before `node --test`, and that one's files."""
    script = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["scripts"]["test"]
    setup, files = [], []
    for step in (shlex.split(part) for part in script.split("&&")):
        if step[:2] == ["node", "--test"]:
            files = sorted(str(p.relative_to(ROOT)) for pattern in step[2:] for p in ROOT.glob(pattern))
        else:
            setup.append(step)
    return setup, files


SETUP, FILES = _npm_test_steps()


def _setup() -> str:
    """`npm test`'s steps before `node --test` (node widgets/js/build.mjs --games: the games
    module the tests import); what went wrong, or ""."""
    for step in SETUP:
        proc = subprocess.run(step, cwd=ROOT, capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            return f"{shlex.join(step)}\n{proc.stdout}{proc.stderr}"[-6000:]
    return ""


def _once_per_session(tmp_path_factory) -> None:
    """The setup, by one pytest-xdist worker only: another's rewriting the games module could
    empty it under a node test that is reading it. The others wait for the first's word."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        problem = _setup()
    else:
        shared = tmp_path_factory.getbasetemp().parent  # the session's, shared by its workers
        word = shared / "frontend-setup.done"
        try:
            os.close(os.open(shared / "frontend-setup.claim", os.O_CREAT | os.O_EXCL))
        except FileExistsError:
            deadline = time.monotonic() + 300
            while not word.exists() and time.monotonic() < deadline:
                time.sleep(0.2)
            problem = word.read_text(encoding="utf-8") if word.exists() else "no word from the worker setting up"
        else:
            problem = _setup()
            (shared / "frontend-setup.writing").write_text(problem, encoding="utf-8")
            os.replace(shared / "frontend-setup.writing", word)  # whole, or not yet there
    assert not problem, problem


@pytest.fixture(scope="module")
def node_env(tmp_path_factory):
    """The environment each file runs in: the states the current Python code makes (TT_FIXTURES)."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the front-end tests need Node.js")
    if not (ROOT / "node_modules" / "happy-dom").is_dir():
        pytest.fail("node_modules is missing: run `npm install` in the project root")
    fixtures = tmp_path_factory.mktemp("frontend") / "states.json"
    runpy.run_path(str(ROOT / "widgets" / "js" / "tests" / "make_fixtures.py"))["main"](str(fixtures))
    _once_per_session(tmp_path_factory)
    return {**os.environ, "TT_FIXTURES": str(fixtures), "NO_COLOR": "1"}


def test_npm_test_runs_front_end_test_files():
    """The split found what `npm test` runs (else every file below would silently vanish)."""
    assert len(FILES) >= 10, FILES
    assert all(f.startswith("widgets/js/tests/") and f.endswith(".test.js") for f in FILES), FILES


@pytest.mark.slow  # the node front-end suite: seconds a file (i18n.test.js half a minute)
@pytest.mark.parametrize("path", FILES, ids=[pathlib.Path(f).name.removesuffix(".test.js") for f in FILES])
def test_frontend_unit_tests_pass(path, node_env):
    proc = subprocess.run(["node", "--test", path], cwd=ROOT, env=node_env, capture_output=True, text=True, timeout=180)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-6000:]
    # node's summary (`# pass 7` in TAP, `ℹ pass 7` in spec): some tests ran, none failed
    assert re.search(r"\bpass [1-9]", out) and re.search(r"\bfail 0\b", out), out[-3000:]
