"""What the browser tests share: the system Chromium and its flags, servers started and
stopped, JupyterLab driven, bounding boxes compared, axe-core run. (tests/browser/conftest.py
holds the fixtures; these are plain functions, imported as ``support.browser``.)"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "browser" / "artifacts"
#: the README's and the teacher's guide's pictures: refreshed from the artifacts only when
#: asked (TT_DOCS_SCREENSHOTS=1 uv run pytest -m browser), when the page changed on purpose;
#: an ordinary run leaves the repository as it was
DOCS_SCREENSHOTS = ROOT / "docs" / "screenshots"


def keep_for_docs(path: Path, name: str | None = None) -> None:
    """Copy the artifact ``path`` to docs/screenshots (as ``name``) when pictures are asked for."""
    if os.environ.get("TT_DOCS_SCREENSHOTS") == "1":
        DOCS_SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, DOCS_SCREENSHOTS / (name or Path(path).name))


CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


#: what a page may ask for: this machine, and what it makes itself
LOCAL = ("http://127.0.0.1", "data:", "blob:")


#: the hosts' own console errors, on any test: (message, source) regular expressions
HOST_CONSOLE_ERRORS = [
    # JupyterLab's debugger asking a kernel that is going away (the page leaves, the kernel
    # restarts) for its state, from JupyterLab's own bundle
    (r"^Could not restore the debugger state", r"/static/lab/jlab_core\."),
]


def watch_console(page, node=None, found: list[str] | None = None) -> list[str]:
    """The console errors ``page`` logs from now on, as a list that fills as they come.

    Not counted: a resource the test's fence refused (a request off this machine: the
    fence is its own check), and a host's own known error (HOST_CONSOLE_ERRORS, or marked
    on the test, ``node``, with ``host_console_error(message, source)``: regular
    expressions, for the message and for the script or address it came from). Every other one counts: ours, an
    extension's we install (anywidget's, ipywidgets'), or one a newer host brings."""
    marked = [m.args for m in (node.iter_markers("host_console_error") if node is not None else [])]
    known = [
        (re.compile(args[0]), re.compile(args[1] if len(args) > 1 else "")) for args in [*HOST_CONSOLE_ERRORS, *marked]
    ]
    found = [] if found is None else found

    def on_console(message) -> None:
        if message.type != "error":
            return
        source = (message.location or {}).get("url", "")
        text = message.text
        if text.startswith("Failed to load resource") and source and not source.startswith(LOCAL):
            return
        if any(m.search(text) and s.search(source) for m, s in known):
            return
        found.append(f"console: {text[:400]} [{source}]")

    page.on("console", on_console)
    return found


def system_chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


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
    handle = open(log, "w")  # noqa: SIM115 - the server writes to it until stop() ends it
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


def start_voila(runtime_dir: Path, log: Path) -> tuple[subprocess.Popen, str]:
    """A Voila server over the repository (tutorials and test notebooks both render) on a
    free port of 127.0.0.1: the process and its address."""
    port = free_port()
    args = [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--show_tracebacks=True",
        "--VoilaConfiguration.file_allowlist=['.*']",
        # Notebook 7, which the tests drive too, puts its labextension here; the tutorials'
        # environment has no Notebook, and in Voila's page it fails ("The getter for the
        # shared module is not a function ... @jupyterlab/docregistry", a console error)
        "--VoilaConfiguration.extension_denylist=@jupyter-notebook/lab-extension",
        # the page's goodbye needs the _xsrf cookie, which Voila's page never sets
        f"--Voila.config_file_paths={Path(__file__).parent / 'voila_config'}",
        str(ROOT),
    ]
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(runtime_dir)}
    url = f"http://127.0.0.1:{port}"
    return start_server(args, f"{url}/", log, env), url


# ---- one screen and accessibility: viewports, generated notebooks, boxes, axe-core ----------

#: the screens the widgets must fit: a laptop with JupyterLab's file browser open, and a
#: small projector at full width (every table and lesson fits one screen)
VIEWPORTS = {"1366x768": {"width": 1366, "height": 768}, "1024x768": {"width": 1024, "height": 768}}
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def notebook_json(code: str) -> str:
    """A one-cell notebook that shows the widget `code` builds (its last line)."""
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": code}
    return json.dumps(
        {
            "cells": [cell],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


def lab_command(port: int, settings: Path, workspaces: Path, *more: str) -> list[str]:
    """JupyterLab on 127.0.0.1:`port`, with settings and workspaces of its own (never the
    user's), as root if need be; `more` adds options or the notebook to open."""
    return [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
        "--allow-root",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={workspaces}",
        *more,
    ]


def run_all_cells(page, timeout: float = 90_000) -> None:
    """Wait for the JupyterLab-built app (JupyterLab, Notebook 7) and its open notebook,
    then start running every cell; the command's promise settles only when all cells
    have run, so it is not awaited."""
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=timeout)
    page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for(timeout=timeout)
    page.evaluate("""async () => {
        const panel = window.jupyterapp.shell.currentWidget;
        await panel.context.ready;
        await panel.sessionContext.ready;
        window.jupyterapp.commands.execute('notebook:run-all-cells');
    }""")


def open_in_lab(page, lab_server, notebook: str, file_browser: bool = False, workspace: str | None = None) -> None:
    """Open testbooks/<notebook> in JupyterLab (the file browser open on the left when
    asked, as a learner has it) and start running every cell. A named `workspace` keeps
    the notebook out of the default one, which the other tests open."""
    url, token = lab_server["url"], lab_server["token"]
    where = f"lab/workspaces/{workspace}" if workspace else "lab"
    page.goto(f"{url}/{where}/tree/testbooks/{notebook}?token={token}&reset")
    if file_browser:
        # the file browser's command exists once the app has opened the notebook
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=90_000)
        page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for(timeout=90_000)
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
        page.locator(".jp-FileBrowser").first.wait_for()
    run_all_cells(page)


@contextlib.contextmanager
def lab_widgets(page, lab_server, notebook: str, code: str, count: int, workspace: str, timeout: float = 90_000):
    """testbooks/<notebook> holding ``code``, open in JupyterLab at 1366x768 with the file
    browser open (as a learner has it) and its cells run: yields the page's widget roots
    once all ``count`` are drawn, JupyterLab's "news?" question answered (it would cover a
    corner of every picture). Afterwards the page leaves and the notebook's kernels stop."""
    (lab_server["root"] / "testbooks" / notebook).write_text(notebook_json(code))
    page.set_viewport_size(VIEWPORTS["1366x768"])
    open_in_lab(page, lab_server, notebook, file_browser=True, workspace=workspace)
    roots = page.locator(".tt-root")
    try:
        expect(roots).to_have_count(count, timeout=timeout)
        news = page.get_by_role("button", name="No", exact=True)
        if news.count():
            news.first.click()
        yield roots
    finally:
        page.goto("about:blank")
        shut_down_lab_kernels(lab_server, notebook)


def shut_down_lab_kernels(lab_server, notebook: str) -> None:
    """Stop the kernels of `notebook` (a dozen live widgets slow every later test)."""
    url, token = lab_server["url"], lab_server["token"]
    with urllib.request.urlopen(f"{url}/api/sessions?token={token}") as response:
        sessions = json.load(response)
    for session in sessions:
        if session.get("path", "").endswith(notebook):
            request = urllib.request.Request(f"{url}/api/sessions/{session['id']}?token={token}", method="DELETE")
            urllib.request.urlopen(request).close()


def boxes(page, selectors: dict[str, str], within=None) -> dict[str, dict]:
    """The bounding boxes (viewport pixels) of the visible elements each CSS selector finds,
    inside the element `within` (a Playwright locator) or the whole page: {name: box}, a
    selector matching several elements giving name-0, name-1, ..."""
    script = """([root, selectors]) => {
        const scope = root || document;
        const out = {};
        for (const [name, sel] of Object.entries(selectors)) {
            const found = [...scope.querySelectorAll(sel)].filter((e) => e.getClientRects().length);
            found.forEach((e, i) => {
                const r = e.getBoundingClientRect();
                out[found.length > 1 ? `${name}-${i}` : name] = {x: r.left, y: r.top, right: r.right, bottom: r.bottom};
            });
        }
        return out;
    }"""
    handle = within.element_handle() if within is not None else None
    return page.evaluate(script, [handle, selectors])


def outside(box: dict, area: dict, slack: float = 0.5) -> bool:
    return (
        box["x"] < area["x"] - slack
        or box["y"] < area["y"] - slack
        or box["right"] > area["right"] + slack
        or box["bottom"] > area["bottom"] + slack
    )


def overlap(a: dict, b: dict, slack: float = 0.5) -> bool:
    return (
        min(a["right"], b["right"]) - max(a["x"], b["x"]) > slack
        and min(a["bottom"], b["bottom"]) - max(a["y"], b["y"]) > slack
    )


def layout_problems(found: dict[str, dict], area: dict, apart: list[tuple[str, str]]) -> list[str]:
    """Sentences for every box outside `area` and every pair (by name prefix) that overlaps."""

    def fmt(b):
        return f"({b['x']:.0f},{b['y']:.0f})-({b['right']:.0f},{b['bottom']:.0f})"

    problems = [
        f"{name} {fmt(box)} is outside the screen {fmt(area)}" for name, box in found.items() if outside(box, area)
    ]
    for first, second in apart:
        for n1, b1 in found.items():
            for n2, b2 in found.items():
                if n1 < n2 or not (
                    (n1.startswith(first) and n2.startswith(second)) or (n1.startswith(second) and n2.startswith(first))
                ):
                    continue
                if n1 != n2 and overlap(b1, b2):
                    problems.append(f"{n1} {fmt(b1)} overlaps {n2} {fmt(b2)}")
    return sorted(set(problems))


def run_axe(page, context: str = ".tt-root") -> list[dict]:
    """axe-core (from node_modules, injected as a script: nothing is fetched) on `context`,
    WCAG 2.0-2.2 A and AA rules; the serious and critical violations, each with its nodes."""
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(content=AXE.read_text())
    result = page.evaluate(
        """async (context) => {
        const r = await axe.run(context, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]},
                                          resultTypes: ["violations"]});
        return r.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")}: ${n.failureSummary}`)}));
    }""",
        context,
    )
    return [v for v in result if v["impact"] in ("serious", "critical")]


def local_only(page) -> None:
    """Keep ``page`` on this machine: a class's page must work with no internet, so any
    request beyond 127.0.0.1 is refused (and shows as a failure, not a slow CDN)."""
    page.route(
        "**/*",
        lambda route: (
            route.continue_()
            if route.request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:"))
            else route.abort()
        ),
    )


def open_class_room(server, **fields) -> str:
    """The teacher opens a room on the class server process ``server``: its code."""
    from websockets.sync.client import connect

    with connect(server.url) as teacher:
        teacher.send(json.dumps({"type": "open", "secret": server.secret, **fields}))
        return json.loads(teacher.recv(timeout=20))["room"]
