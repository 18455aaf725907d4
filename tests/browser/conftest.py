"""Real headless Chromium against real Jupyter servers (Voila, and JupyterLab once).

The system Chromium is used first (Playwright's own browser download does not work on
machines without open internet); a Playwright-managed browser is the fallback. Every
request that is not to 127.0.0.1 is aborted, and any page error or console error fails
the test (support.browser.watch_console says which console errors are not counted).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from support.browser import (
    ARTIFACTS,
    CHROMIUM_ARGS,
    LOCAL,
    ROOT,
    free_port,
    lab_command,
    notebook_json,
    start_server,
    start_voila,
    stop,
    system_chromium,
    watch_console,
)


def pytest_collection_modifyitems(config, items):
    # This hook sees every test of the session: mark only the tests below this folder.
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    path = os.environ.get("CHROMIUM") or system_chromium()
    args = {**browser_type_launch_args, "args": CHROMIUM_ARGS}
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # Reduced motion: cards and dice appear at once, so screenshots never catch them mid-flight.
    return {**browser_context_args, "viewport": {"width": 1280, "height": 900}, "reduced_motion": "reduce"}


@pytest.fixture
def console_errors() -> list[str]:
    """The console errors the test's page logged (see ``page``): a test that takes its
    server away on purpose reads them before, and leaves out the refused connections after."""
    return []


@pytest.fixture
def page(page, request, console_errors):
    """Pages that fail the test on any JavaScript error or console error and never leave
    this machine. A host's own known page error (marker ``host_page_error(message,
    script)``: both regular expressions, the script matched against the error's stack) is
    told apart from ours, as is a host's own console error (``host_console_error(message,
    source)``)."""
    errors: list[str] = []
    console = watch_console(page, request.node, console_errors)
    known = [(re.compile(m.args[0]), re.compile(m.args[1])) for m in request.node.iter_markers("host_page_error")]

    def on_error(exc) -> None:
        if not any(message.search(str(exc)) and script.search(exc.stack or "") for message, script in known):
            errors.append(str(exc))

    page.on("pageerror", on_error)
    page.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith(LOCAL) else route.abort(),
    )
    page.set_default_timeout(30_000)
    yield page
    assert not errors, f"JavaScript errors on the page: {errors}"
    assert not console, f"console errors on the page: {console}"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory, artifacts):
    """A Voila server over the repository, so tutorials and test notebooks both render."""
    proc, url = start_voila(tmp_path_factory.mktemp("runtime"), artifacts / "voila.log")
    yield url
    stop(proc)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory, artifacts):
    """JupyterLab over a temporary copy of the notebooks (it writes checkpoints there)."""
    root = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    shutil.copytree(ROOT / "tests" / "browser" / "notebooks", root / "testbooks")
    port, token = free_port(), "tabletop-tutor-test"
    dirs = {name: tmp_path_factory.mktemp(name) for name in ("settings", "workspaces", "runtime", "config")}
    args = lab_command(
        port,
        dirs["settings"],
        dirs["workspaces"],
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
    )
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]), "JUPYTER_CONFIG_DIR": str(dirs["config"])}
    proc = start_server(args, f"http://127.0.0.1:{port}/api?token={token}", artifacts / "lab.log", env)
    yield {"url": f"http://127.0.0.1:{port}", "token": token, "root": root}
    stop(proc)


@pytest.fixture(scope="session")
def screen_notebook(artifacts):
    """Write a one-widget notebook under the artifacts folder (ignored by git, served by
    Voila) and give its path for /voila/render/."""
    folder = artifacts / "screens"
    folder.mkdir(exist_ok=True)

    def write(name: str, code: str) -> str:
        (folder / f"{name}.ipynb").write_text(notebook_json(code))
        return f"tests/browser/artifacts/screens/{name}.ipynb"

    return write


@pytest.fixture
def class_server(tmp_path):
    """The class server as a teacher runs it (a process, SQLite on disk), bots quick."""
    from tabletop_tutor_classroom.process import ServerProcess

    server = ServerProcess(tmp_path / "class.sqlite3", bot_delay_ms=50).start()
    yield server
    server.stop()
