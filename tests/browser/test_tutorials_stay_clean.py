"""Opening the tutorials leaves the checkout as git holds it.

The walkthrough opened the tutorials in JupyterLab and found 13 of them changed in git
(JupyterLab saved its kernelspec display name and the kernel's language_info) and 2 saved
with their outputs. The wheel now configures every Jupyter server of its environment with
a pre-save hook (tabletop_tutor_site/tutorials.py) that saves a tracked tutorial of this
checkout as it is committed. Here a real JupyterLab serves the checkout itself, as the
README's first command does, runs a tutorial and saves it: the file must come out byte
for byte as git holds it."""

from __future__ import annotations

import subprocess

import pytest
from playwright.sync_api import expect
from support.browser import ROOT, free_port, lab_command, run_all_cells, start_server, stop

TUTORIAL = "notebooks/00_start_here.ipynb"
TOKEN = "tabletop-tutor-clean"


@pytest.fixture
def lab_over_the_checkout(tmp_path, artifacts):
    """JupyterLab over the repository (the README's first command serves it), with its
    settings, workspaces, checkpoints and runtime files kept out of it."""
    dirs = {name: tmp_path / name for name in ("settings", "workspaces", "runtime", "config", "checkpoints")}
    for folder in dirs.values():
        folder.mkdir()
    port = free_port()
    args = lab_command(
        port,
        dirs["settings"],
        dirs["workspaces"],
        f"--IdentityProvider.token={TOKEN}",
        f"--ServerApp.root_dir={ROOT}",
        f"--FileCheckpoints.root_dir={dirs['checkpoints']}",
        "--LabApp.expose_app_in_browser=True",
    )
    env = {
        **__import__("os").environ,
        "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]),
        "JUPYTER_CONFIG_DIR": str(dirs["config"]),
    }
    proc = start_server(args, f"http://127.0.0.1:{port}/api?token={TOKEN}", artifacts / "lab-checkout.log", env)
    yield f"http://127.0.0.1:{port}"
    stop(proc)


def committed(path: str) -> bytes:
    return subprocess.run(["git", "show", f"HEAD:{path}"], cwd=ROOT, capture_output=True, check=True).stdout


def test_a_tutorial_run_and_saved_in_jupyterlab_is_as_git_holds_it(page, lab_over_the_checkout):
    path = ROOT / TUTORIAL
    before = path.read_bytes()
    assert before == committed(TUTORIAL), f"{TUTORIAL} differs from git already: the test would prove nothing"
    try:
        page.goto(f"{lab_over_the_checkout}/lab/tree/{TUTORIAL}?token={TOKEN}&reset")
        run_all_cells(page)
        expect(page.locator(".tt-root").first).to_be_visible(timeout=90_000)
        mtime = path.stat().st_mtime_ns
        page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
        page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000)
        assert path.stat().st_mtime_ns != mtime, "JupyterLab did not save the notebook"
        saved = path.read_bytes()
        page.goto("about:blank")
        assert saved == before, (
            "the saved tutorial differs from git:\n"
            + subprocess.run(["git", "diff", "--stat", "--", TUTORIAL], cwd=ROOT, capture_output=True, text=True).stdout
        )
    finally:
        path.write_bytes(before)
