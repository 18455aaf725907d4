"""The offline JupyterLite site, built once per session and driven in real Chromium.

Chromium is launched as in tests/browser (system browser first), and two fences keep it
on this machine: ``--host-resolver-rules`` fails every name but 127.0.0.1 (Chromium's own
background services are not seen by Playwright's routing), and each context aborts and
records any request that is not to 127.0.0.1.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.browser import CHROMIUM_ARGS, system_chromium
from support.lite import Fence

from tabletop_tutor_site.serve import start_server

HERE = Path(__file__).parent
ROOT = HERE.parents[1]
ARTIFACTS = ROOT / "tests" / "browser" / "artifacts"
SITE = ROOT / "build" / "lite-test-site"  # git-ignored; rebuilt by every session


OFFLINE_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]


def pytest_collection_modifyitems(config, items):
    for item in items:  # this hook sees the whole session: mark only the tests below this folder
        if HERE in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.lite)
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    path = os.environ.get("CHROMIUM") or system_chromium()  # as tests/browser does
    return {**browser_type_launch_args, "args": OFFLINE_ARGS, **({"executable_path": path} if path else {})}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1366, "height": 768}, "reduced_motion": "reduce"}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def lite_site(artifacts) -> Path:
    """The real build command's site, plus the test notebooks under testbooks/. The command
    runs JupyterLite in the builder's own environment (this one has none: its Voila and
    Notebook 7 would load the Lite kernel's labextension and fail)."""
    start = time.monotonic()
    command = [sys.executable, "-m", "tabletop_tutor_site", "build", "--output", str(SITE)]
    done = subprocess.run(
        [*command, "--extra-contents", str(HERE / "contents")], cwd=ROOT, capture_output=True, text=True
    )
    log = done.stdout + done.stderr + f"build took {time.monotonic() - start:.1f} s\n"
    (artifacts / "lite_build.log").write_text(log)
    assert done.returncode == 0, f"the site build failed:\n{log[-4000:]}"
    return SITE


@pytest.fixture(scope="session")
def lite_url(lite_site):
    server = start_server(lite_site, host="127.0.0.1", port=0)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def fresh_page(browser, browser_context_args):
    """A page in a context of its own (Lite restores its workspace per profile), fenced."""
    fence = Fence()
    context = browser.new_context(**browser_context_args)
    fence.watch(context)
    page = fence.watch_page(context.new_page())
    yield page, fence
    context.close()
