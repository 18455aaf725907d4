"""What a newcomer's terminal shows.

The README's first command, `uv run jupyter lab notebooks/00_start_here.ipynb`, printed
"Fail to get yarn configuration", a 13 KB line of minified JavaScript and `Error: Dynamic
require of "util" is not supported`: a `"type": "module"` in the repository's package.json
made Node read JupyterLab's `.venv/.../yarn.js` as an ES module. Only widgets/js/ says
"module" now. And apps/serve.py's log warned at every page that the notebook "is not
trusted" and that the kernel runs "without encryption"; both are silenced there
(docs/teachers.md explains what remains on Windows).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from support.browser import free_port, lab_command

ROOT = Path(__file__).resolve().parents[1]
SERVE = ROOT / "apps" / "serve.py"
NOISE = ("Fail to get yarn configuration", "Dynamic require of", "is not supported", "Node.js v")


def run_until(args: list[str], env: dict, ready: str, then, timeout: float = 90.0) -> str:
    """Start `args` in the repository root, wait for `ready` in its output, call `then()`,
    stop it, and give everything it printed."""
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    out: list[str] = []
    deadline = time.monotonic() + timeout
    try:
        for line in proc.stdout:
            out.append(line)
            if ready in line:
                break
            assert time.monotonic() < deadline, "".join(out)[-3000:]
        then()
        time.sleep(2)  # whatever the server logs just after it is up
    finally:
        proc.terminate()
        try:
            rest, _ = proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            rest, _ = proc.communicate()
    return "".join(out) + (rest or "")


def private_dirs(tmp_path: Path) -> dict:
    dirs = {name: tmp_path / name for name in ("runtime", "config", "data")}
    for folder in dirs.values():
        folder.mkdir()
    return {**os.environ, "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]), "JUPYTER_CONFIG_DIR": str(dirs["config"])}


def test_jupyter_lab_started_from_the_repository_root_prints_no_node_errors(tmp_path):
    """The README's first command, run from the repository root as a newcomer runs it."""
    port = free_port()
    args = lab_command(port, tmp_path / "settings", tmp_path / "workspaces", "notebooks/00_start_here.ipynb")
    output = run_until(args, private_dirs(tmp_path), "is running at", lambda: None)
    assert "is running at" in output
    found = [line[:200] for line in output.splitlines() if any(n in line for n in NOISE) or len(line) > 1000]
    assert not found, f"JupyterLab's terminal shows Node's errors: {found}"


def test_the_printed_address_opens_start_here(tmp_path):
    """With --no-browser (a newcomer copying the link from the terminal, or a remote
    machine) the printed address was /lab?token=..., the launcher; now it is the notebook."""
    port = free_port()
    args = lab_command(port, tmp_path / "settings", tmp_path / "workspaces", "notebooks/00_start_here.ipynb")
    output = run_until(args, private_dirs(tmp_path), "is running at", lambda: None)
    printed = re.findall(rf"http://127\.0\.0\.1:{port}(/\S*)", output)
    assert printed, output[-2000:]
    assert all(url.startswith("/lab/tree/00_start_here.ipynb?token=") for url in printed), printed


def test_the_apps_server_warns_neither_of_trust_nor_of_encryption(tmp_path):
    """A page rendered by apps/serve.py (a kernel started, the notebook read) leaves no
    "not trusted" and no "without encryption" line in the teacher's terminal."""
    port = free_port()

    def render():
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/render/exacto.ipynb", timeout=90) as page:
            assert b"application/vnd.jupyter.widget-view" in page.read()

    output = run_until(
        [sys.executable, str(SERVE), f"--port={port}", "--local"], private_dirs(tmp_path), "running at", render
    )
    assert "Kernel started" in output
    assert "not trusted" not in output and "without encryption" not in output, output[-3000:]
