"""The built site holds what it promises, and the checks refuse one that does not."""
from __future__ import annotations

import json
import shutil
import threading
import urllib.request

import pytest

from tabletop_tutor_site import SiteError, serve
from tabletop_tutor_site.build import LABEXTENSIONS, NOTEBOOKS, check_site, notebooks, plugin_settings

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
        assert json.loads((lite_site / "files" / notebook).read_text()) == json.loads((NOTEBOOKS / notebook).read_text())


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
