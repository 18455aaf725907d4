"""Real headless Chromium against real Jupyter servers (Voila, and JupyterLab once).

The system Chromium is used first (Playwright's own browser download does not work on
machines without open internet); a Playwright-managed browser is the fallback. Every
request that is not to 127.0.0.1 is aborted, and any page error fails the test.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


def system_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


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
def page(page):
    """Pages that fail the test on any JavaScript error and never leave this machine."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
        ("http://127.0.0.1", "data:", "blob:")) else route.abort())
    page.set_default_timeout(30_000)
    yield page
    assert not errors, f"JavaScript errors on the page: {errors}"


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_http(url: str, proc: subprocess.Popen, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with code {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status < 500:
                    return
        except OSError:
            time.sleep(0.25)
    raise TimeoutError(f"no answer from {url} in {timeout:.0f} s")


def start_server(args: list[str], url: str, log: Path, env=None) -> subprocess.Popen:
    handle = open(log, "w")
    proc = subprocess.Popen(args, stdout=handle, stderr=subprocess.STDOUT, cwd=ROOT, env=env)
    try:
        wait_for_http(url, proc)
    except Exception:
        proc.terminate()
        raise RuntimeError(f"{args[2]} did not start; its log:\n{log.read_text()[-3000:]}") from None
    return proc


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory, artifacts):
    """A Voila server over the repository, so tutorials and test notebooks both render."""
    port = free_port()
    args = [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
            "--show_tracebacks=True", "--VoilaConfiguration.file_allowlist=['.*']", str(ROOT)]
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path_factory.mktemp("runtime"))}
    proc = start_server(args, f"http://127.0.0.1:{port}/", artifacts / "voila.log", env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory, artifacts):
    """JupyterLab over a temporary copy of the notebooks (it writes checkpoints there)."""
    root = tmp_path_factory.mktemp("lab")
    shutil.copytree(ROOT / "notebooks", root / "notebooks")
    shutil.copytree(ROOT / "tests" / "browser" / "notebooks", root / "testbooks")
    port, token = free_port(), "tabletop-tutor-test"
    dirs = {name: tmp_path_factory.mktemp(name) for name in ("settings", "workspaces", "runtime", "config")}
    args = [sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
            "--allow-root", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
            "--LabApp.expose_app_in_browser=True", f"--LabApp.user_settings_dir={dirs['settings']}",
            f"--LabApp.workspaces_dir={dirs['workspaces']}"]
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]), "JUPYTER_CONFIG_DIR": str(dirs["config"])}
    proc = start_server(args, f"http://127.0.0.1:{port}/api?token={token}", artifacts / "lab.log", env)
    yield {"url": f"http://127.0.0.1:{port}", "token": token}
    stop(proc)
