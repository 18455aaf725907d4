"""The offline site's builder runs in an environment of its own.

JupyterLite's Pyodide kernel installs a labextension that every Jupyter host in the same
environment loads and fails on (Voila: "The getter for the shared module is not a
function ... @jupyterlab/docregistry", "reading 'LicensesClient'"; Notebook 7: "Shared
module @jupyterlite/services doesn't exist"). So neither the tutorials' environment nor
the tests' holds it: ``python -m tabletop_tutor_site build``, started where the kernel is
missing, makes a small environment for the build (``<work>/builder-env``: the `site`
extra's packages, and anywidget and jupyterlab_widgets at this environment's versions,
whose labextensions the site gets) and runs the build there. The browser's wheels are
pinned to this environment's versions all the same (``TT_SITE_PINS``).
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .wheels import SiteError

PROJECT = "tabletop-tutor"
#: set in the builder's environment, so it never makes another
INSIDE = "TT_SITE_BUILDER"
#: this environment's versions, by name, for the browser's wheels (wheels.pinned_version)
PINS = "TT_SITE_PINS"
#: the labextensions the site gets besides the kernel's come from these, at our versions
LABEXTENSION_PACKAGES = ("anywidget", "jupyterlab_widgets")
#: the `site` extra as pyproject.toml says it, for a checkout whose metadata is older
FALLBACK = (
    "jupyterlite-core[contents]==0.8.6",
    "jupyterlab-server>=2.8.1,<3",
    "jupyterlite-pyodide-kernel==0.8.6",
    "pip>=24",
    "nbformat>=5.9",
    "packaging>=23",
)


def has_builder() -> bool:
    try:
        import jupyterlite_core  # noqa: F401
        import jupyterlite_pyodide_kernel  # noqa: F401
    except ImportError:
        return False
    return True


def site_requirements() -> list[str]:
    """The `site` extra's requirements (from the installed metadata), and anywidget and
    jupyterlab_widgets pinned to this environment's versions."""
    try:
        requires = importlib.metadata.requires(PROJECT) or []
    except importlib.metadata.PackageNotFoundError:
        requires = []
    extra = re.compile(r";\s*extra\s*==\s*['\"]site['\"]\s*$")
    site = [extra.sub("", r).strip() for r in requires if extra.search(r)] or list(FALLBACK)
    pinned = []
    for name in LABEXTENSION_PACKAGES:
        try:
            pinned.append(f"{name}=={importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError:
            pinned.append(name)
    return sorted(set(site)) + pinned


def python_of(env: Path) -> Path:
    return env / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_builder_env(env: Path, log=print) -> Path:
    """The builder's environment at ``env``, made or brought up to date; its Python."""
    wanted = site_requirements()
    stamp = env / "tabletop-tutor-requirements.json"
    python = python_of(env)
    if python.exists() and stamp.exists() and json.loads(stamp.read_text()) == wanted:
        return python
    log(f"making the site builder's environment: {env}")
    shutil.rmtree(env, ignore_errors=True)
    uv = shutil.which("uv")
    if uv:
        steps = [
            [uv, "venv", "--quiet", "--python", sys.executable, str(env)],
            [uv, "pip", "install", "--quiet", "--python", str(python), *wanted],
        ]
    else:
        steps = [
            [sys.executable, "-m", "venv", str(env)],
            [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *wanted],
        ]
    for step in steps:
        done = subprocess.run(step, capture_output=True, text=True)
        if done.returncode:
            raise SiteError(
                f"could not make the builder's environment ({' '.join(step[:3])} ...):\n{done.stderr[-2000:]}"
            )
    stamp.write_text(json.dumps(wanted))
    return python


def run_in_builder_env(argv: list[str], work: Path, log=print) -> int:
    """Run ``python -m tabletop_tutor_site <argv>`` in the builder's environment, with this
    package importable from its own folder only (not this environment's site-packages) and
    this environment's versions as the browser's pins."""
    python = ensure_builder_env(Path(work) / "builder-env", log)
    source = Path(work) / "builder-src"  # this package alone, linked in
    source.mkdir(parents=True, exist_ok=True)
    link = source / "tabletop_tutor_site"
    here = Path(__file__).resolve().parent
    if not (link.is_symlink() and link.resolve() == here):
        if link.is_symlink() or link.is_file():
            link.unlink()
        elif link.exists():
            shutil.rmtree(link)
        try:
            link.symlink_to(here, target_is_directory=True)
        except OSError:  # no symlinks (Windows without developer mode): a copy
            shutil.copytree(here, link, ignore=shutil.ignore_patterns("__pycache__"))
    pins = {d.metadata["Name"]: d.version for d in importlib.metadata.distributions() if d.metadata["Name"]}
    env = {**os.environ, INSIDE: "1", PINS: json.dumps(pins), "PYTHONPATH": str(source)}
    return subprocess.call([str(python), "-m", "tabletop_tutor_site", *argv], env=env)
