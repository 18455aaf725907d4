"""What each of the README's two commands installs, read from the lock file uv installs
from: the tutorials' environment (`uv run --no-group test ...`) has JupyterLab and no test
tools and no JupyterLite kernel (whose labextension Notebook 7 and JupyterLab fail to
load); the default environment (`uv run pytest`) has everything the tests drive and no
JupyterLite kernel either (the Voila and Notebook 7 it drives would load its labextension
and fail). The offline site's builder, which ships in the wheel, makes an environment of
its own for JupyterLite."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

try:
    import tomllib
except ImportError:  # Python 3.10: pytest's own dependency
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
PROJECT = "tabletop-tutor"
TEST_TOOLS = {"pytest", "playwright", "pytest-playwright", "hypothesis", "voila", "notebook", "marimo"}
SITE_BUILDER = {"jupyterlite-core", "jupyterlite-pyodide-kernel"}


def installed_by(groups: list[str]) -> set[str]:
    """Every package uv.lock installs for the project with these dependency groups (every
    marker counted as true, so nothing is missed)."""
    lock = {p["name"]: p for p in tomllib.loads((ROOT / "uv.lock").read_text())["package"]}
    root = lock[PROJECT]
    todo = list(root.get("dependencies", [])) + [d for g in groups for d in root.get("dev-dependencies", {}).get(g, [])]
    seen: set[str] = set()
    while todo:
        dep = todo.pop()
        package = lock[dep["name"]]
        extras = dep.get("extra", [])
        key = f"{dep['name']}[{','.join(sorted(extras))}]"
        if key in seen:
            continue
        seen.add(key)
        todo += package.get("dependencies", [])
        todo += [d for e in extras for d in package.get("optional-dependencies", {}).get(e, [])]
    return {key.split("[")[0] for key in seen}


def default_groups() -> list[str]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["uv"]["default-groups"]


def test_the_tutorials_environment_has_jupyterlab_and_no_test_tools_nor_the_lite_kernel():
    groups = [g for g in default_groups() if g != "test"]  # uv run --no-group test
    packages = installed_by(groups)
    assert {"jupyterlab", "matplotlib", "tqdm", "anywidget"} <= packages
    assert not packages & (TEST_TOOLS | SITE_BUILDER), packages & (TEST_TOOLS | SITE_BUILDER)


def test_uv_run_pytest_installs_the_test_tools_and_not_the_lite_kernel():
    """Before, the test group brought the `site` extra: the JupyterLite kernel's
    labextension loaded into every Voila page and Notebook 7 and failed there."""
    packages = installed_by(default_groups())
    assert TEST_TOOLS | {"jupyterlab"} <= packages, TEST_TOOLS - packages
    assert not packages & SITE_BUILDER, packages & SITE_BUILDER


def test_no_jupyter_host_here_finds_the_lite_kernels_labextension():
    from jupyter_core.paths import jupyter_path

    found = [p for p in jupyter_path("labextensions") if (Path(p) / "@jupyterlite").exists()]
    found = [f"{p}/@jupyterlite/{e.name}" for p in found for e in (Path(p) / "@jupyterlite").iterdir()]
    assert not [f for f in found if Path(f, "package.json").exists()], found


def test_the_site_builder_gets_an_environment_of_its_own():
    """Where JupyterLite is missing the build command makes the builder's environment: the
    `site` extra, and anywidget and jupyterlab_widgets (whose labextensions the site gets)
    at this environment's versions; build_site itself says what to run."""
    import importlib.metadata

    from tabletop_tutor_site import SiteError, build_site
    from tabletop_tutor_site.environment import has_builder, site_requirements

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["site"]
    wanted = site_requirements()
    names = {r.split("[")[0].split("=")[0].split(">")[0].split("<")[0] for r in wanted}
    assert {r.split("[")[0].split("=")[0].split(">")[0].split("<")[0] for r in extra} <= names
    assert f"anywidget=={importlib.metadata.version('anywidget')}" in wanted
    assert f"jupyterlab_widgets=={importlib.metadata.version('jupyterlab_widgets')}" in wanted
    assert not has_builder()
    with pytest.raises(SiteError, match="python -m tabletop_tutor_site build"):
        build_site(ROOT / "build" / "never-built", ROOT / "build" / "never-built-work")


@pytest.mark.slow  # builds the wheel (and its bundles): most of a minute
def test_the_wheel_marks_the_engine_and_the_widgets_as_typed(tmp_path):
    """PEP 561: a student's or a teacher's type checker reads our annotations (CI checks them
    with mypy) only when the installed package holds a ``py.typed``; the wheel must ship it."""
    from tabletop_tutor_site.build import build_project_wheel

    with zipfile.ZipFile(build_project_wheel(tmp_path)) as wheel:
        names = set(wheel.namelist())
    assert {"rules_engine/py.typed", "widgets/py.typed"} <= names, sorted(n for n in names if "py.typed" in n)


@pytest.mark.slow  # builds the wheel (and its bundles): most of a minute
def test_the_wheel_ships_the_translators_files(tmp_path):
    """The message tables are package data (locale/*.json, read with importlib.resources): the
    browser's Pyodide kernel installs the wheel, so every file of the source tree is in it."""
    from tabletop_tutor_site.build import build_project_wheel

    with zipfile.ZipFile(build_project_wheel(tmp_path)) as wheel:
        names = set(wheel.namelist())
    files = {p.relative_to(ROOT).as_posix() for p in ROOT.glob("rules_engine/**/locale/**/*.json")}
    files |= {p.relative_to(ROOT).as_posix() for p in ROOT.glob("widgets/locale/*.json")}
    files |= {p.relative_to(ROOT).as_posix() for p in ROOT.glob("widgets/js/*/locale/*.json")}
    files |= {p.relative_to(ROOT).as_posix() for p in ROOT.glob("tabletop_tutor_classroom/**/locale/*.json")}
    assert "rules_engine/locale/en.json" in files and "rules_engine/exacto/locale/lessons/ru.json" in files
    assert "tabletop_tutor_classroom/locale/lv.json" in files
    assert files <= names, sorted(files - names)
    # the widgets find a game's words by its front-end folder (a view.js), in Pyodide too
    from widgets.messages import GAMES

    assert {f"widgets/js/{game}/view.js" for game in GAMES} <= names
