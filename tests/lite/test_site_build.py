"""The built site holds what it promises, and the checks refuse one that does not."""

from __future__ import annotations

import json
import shutil
import threading
import urllib.request

import nbformat
import pytest
from nbclient import NotebookClient

from tabletop_tutor_site import SiteError, serve
from tabletop_tutor_site.build import (
    LABEXTENSIONS,
    NOTEBOOKS,
    START,
    check_site,
    clean_notebook,
    notebooks,
    plugin_settings,
    stage_contents,
)

PYODIDE = ("static", "pyodide")


@pytest.fixture(scope="module")
def lock(lite_site) -> dict:
    return json.loads(lite_site.joinpath(*PYODIDE, "pyodide-lock.json").read_text())["packages"]


@pytest.fixture
def site_copy(lite_site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(lite_site, copy)
    return copy


def test_every_tutorial_of_every_game_is_in_the_site(lite_site):
    found = notebooks(NOTEBOOKS)
    games = {p.parts[0] for p in found if len(p.parts) > 1}
    assert {"exacto", "ganjifa"} <= games and len(found) >= 14
    for notebook in found:
        shipped = json.loads((lite_site / "files" / notebook).read_text())
        assert shipped == json.loads(clean_notebook((NOTEBOOKS / notebook).read_text()))


def test_the_site_ships_only_the_tutorials_git_tracks(lite_site):
    """No notebook of notebooks/ that git does not track (a teacher's scratch work) is in
    the site (tests/test_tutorials_saved_clean.py builds the contents over such a tree)."""
    shipped = {p.relative_to(lite_site / "files") for p in (lite_site / "files").rglob("*.ipynb")}
    assert {p for p in shipped if p.parts[0] != "testbooks"} == set(notebooks(NOTEBOOKS))


def held_outputs(path) -> list[str]:
    """What a notebook file holds besides its sources: outputs, counts, saved widget state."""
    nb = nbformat.read(path, as_version=4)
    found = [
        f"cell {c.get('id')}: {len(c.outputs)} outputs, count {c.execution_count}"
        for c in nb.cells
        if c.cell_type == "code" and (c.outputs or c.execution_count is not None)
    ]
    return found + (["widget state"] if "widgets" in nb.metadata else [])


@pytest.fixture(scope="module")
def worked_tree(tmp_path_factory):
    """The notebooks as a teacher's JupyterLab leaves them: 05_probability run and saved,
    its computed answers and the widgets' state in the file, and a checkpoint beside it."""
    tree = tmp_path_factory.mktemp("worked") / "notebooks"
    shutil.copytree(NOTEBOOKS, tree)
    path = tree / "exacto" / "05_probability.ipynb"
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    nbformat.write(nb, path)
    (tree / "exacto" / ".ipynb_checkpoints").mkdir()
    shutil.copy2(path, tree / "exacto" / ".ipynb_checkpoints" / "05_probability-checkpoint.ipynb")
    assert held_outputs(path), "the run left no outputs: the test would prove nothing"
    return tree


def test_the_site_gets_clean_notebooks_whatever_the_tree_holds(worked_tree, tmp_path):
    """The build's copy step over a tree whose notebooks hold outputs: none reaches the site
    (the computed answers of exacto/05_probability would be there for every student)."""
    [staged] = stage_contents([worked_tree], tmp_path / "contents")
    assert sorted(p.relative_to(staged) for p in staged.rglob("*.ipynb")) == notebooks(worked_tree)
    for notebook in notebooks(worked_tree):
        assert held_outputs(staged / notebook) == [], notebook
        worked, shipped = (nbformat.read(root / notebook, as_version=4) for root in (worked_tree, staged))
        assert [c.source for c in shipped.cells] == [c.source for c in worked.cells]  # every word kept
    assert not list(staged.rglob(".ipynb_checkpoints")), "checkpoints are not tutorials"


def test_a_site_whose_notebook_holds_outputs_is_refused(site_copy, worked_tree):
    notebook = notebooks(NOTEBOOKS)[0]
    shutil.copyfile(worked_tree / "exacto" / "05_probability.ipynb", site_copy / "files" / notebook)
    with pytest.raises(SiteError, match=f"tutorial {notebook.as_posix()} holds outputs"):
        check_site(site_copy, notebooks(NOTEBOOKS))


def test_the_site_opens_on_start_here(lite_site):
    """The front page sends the browser to the first tutorial, not to the generic launcher
    (the browser check is in test_lite_site.py)."""
    assert (lite_site / "files" / START).is_file()
    front = (lite_site / "index.html").read_text()
    assert f"./lab/index.html?path={START}" in front
    assert 'id="jupyter-config-data"' in front  # every page of the site reads its parents' config there
    check_site(lite_site, notebooks(NOTEBOOKS))


def test_the_lock_names_only_local_wheels_with_real_hashes(lite_site, lock):
    check_site(lite_site)  # every file there, every sha256 right (it raises otherwise)
    assert all(entry["file_name"].endswith(".whl") and "/" not in entry["file_name"] for entry in lock.values())
    ours = lock["tabletop-tutor"]
    assert {"rules_engine", "widgets"} <= set(ours["imports"])  # a cell's import loads our wheel
    assert {"anywidget", "ipywidgets", "traitlets"} <= set(ours["depends"])
    # ipython's metadata read for the browser: what Pyodide's entry omits is there, pexpect is not
    assert "ipython-pygments-lexers" in lock["ipython"]["depends"] and "pexpect" not in lock["ipython"]["depends"]
    assert all(dep in lock for entry in lock.values() for dep in entry["depends"]), "a dependency is not shipped"
    assert "numpy" not in lock  # compiled wheels are not in Pyodide's npm package: none is promised


def test_the_kernel_never_asks_pypi(lite_site, lock):
    settings = plugin_settings(lite_site)
    assert settings["disablePyPIFallback"] is True
    assert settings["pyodideUrl"].startswith("./static/pyodide/")
    preloaded = settings["loadPyodideOptions"]["packages"]
    assert set(preloaded) <= set(lock)  # what the kernel would fetch with piplite loads from the lock
    for name in LABEXTENSIONS:
        assert (lite_site / "extensions" / name / "package.json").is_file()


def test_a_wheel_whose_hash_differs_is_refused(site_copy, lock):
    wheel = site_copy.joinpath(*PYODIDE, lock["anywidget"]["file_name"])
    wheel.write_bytes(wheel.read_bytes() + b"\0")
    with pytest.raises(SiteError, match=r"anywidget: anywidget-.*\.whl does not have the sha256"):
        check_site(site_copy)


def test_a_missing_wheel_or_tutorial_is_refused(site_copy, lock):
    site_copy.joinpath(*PYODIDE, lock["jedi"]["file_name"]).unlink()
    first = notebooks(NOTEBOOKS)[0]
    (site_copy / "files" / first).unlink()
    with pytest.raises(SiteError) as refused:
        check_site(site_copy, notebooks(NOTEBOOKS))
    assert "jedi: jedi-" in str(refused.value) and "is missing" in str(refused.value)
    assert f"tutorial {first.as_posix()} is missing" in str(refused.value)


def test_serve_says_where_to_point_the_browsers(lite_site):
    said, stop = [], threading.Event()
    thread = threading.Thread(target=serve, args=(lite_site, "127.0.0.1", 0, said.append, stop))
    thread.start()
    try:
        for _ in range(100):
            if any("http://127.0.0.1:" in line for line in said):
                break
            threading.Event().wait(0.05)
        url = next(line.split()[-1] for line in said if "http://127.0.0.1:" in line)
        with urllib.request.urlopen(url + "static/pyodide/pyodide.asm.wasm", timeout=10) as response:
            assert response.headers["Content-Type"] == "application/wasm"  # or no streaming compile
        assert any("--host 0.0.0.0" in line for line in said)  # how to let other devices in
    finally:
        stop.set()
        thread.join(10)


def test_serve_refuses_a_folder_that_is_not_a_site(tmp_path):
    with pytest.raises(SiteError, match="build it first"):
        serve(tmp_path, "127.0.0.1", 0, print, threading.Event())
