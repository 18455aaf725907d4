"""Build the offline JupyterLite site: every file the browser will ask for, made local.

Needs the package registries (PyPI, npm) while building and nothing at all afterwards.
Steps: Pyodide's core files from the npm package the kernel pins; our wheel built fresh;
the kernel's bundled wheels; every other pure-Python wheel their metadata needs in the
browser, from PyPI; a lock naming exactly those files; ``jupyter lite build`` with only
the labextensions we use; then a check that every file the lock names is there with its
hash, because a wrong entry would only show as a kernel that never starts.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Callable, Iterable
from pathlib import Path

import nbformat

from . import kernel
from .tutorials import strip, tracked
from .wheels import Resolver, SiteError, emscripten_env, file_sha256

__all__ = [
    "SiteError",
    "build_site",
    "check_site",
    "clean_notebook",
    "stage_contents",
    "notebooks",
    "site_size",
    "DEFAULT_OUTPUT",
    "START",
]

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_OUTPUT = ROOT / "build" / "lite-site"
DEFAULT_WORK = ROOT / "build" / "lite-work"

PROJECT = "tabletop-tutor"
# What the kernel installs at start with piplite (and so from PyPI) unless these exact
# names are in loadPyodideOptions.packages: listed, they load from our lock instead.
KERNEL_PACKAGES = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
# The only labextensions the site gets (the build environment also has Voila's and others).
LABEXTENSIONS = ("anywidget", "@jupyter-widgets/jupyterlab-manager", kernel.PYODIDE_KERNEL_NPM_NAME)
#: the notebook the site opens on (its front page sends the browser there, not to the launcher)
START = "00_start_here.ipynb"
CONFIG_ELEMENT = re.compile(r'<script id="jupyter-config-data".*?</script>', re.S)
# Pyodide's npm package also holds type declarations, source maps and demo consoles.
PYODIDE_SKIP = (".d.ts", ".map", ".html", ".md", "package.json")


def build_site(
    output: Path = DEFAULT_OUTPUT,
    work: Path = DEFAULT_WORK,
    extra_contents: Iterable[Path] = (),
    log: Callable[[str], None] = print,
) -> Path:
    """Build the site into ``output`` (replaced); downloads are cached in ``work``."""
    output, work = Path(output).resolve(), Path(work).resolve()
    from .environment import has_builder

    if not has_builder():
        raise SiteError(
            "JupyterLite is not installed here: run python -m tabletop_tutor_site build, which makes "
            "an environment for it (or pip install 'tabletop-tutor[site]' into an environment of its own)"
        )
    if kernel.differences():
        raise SiteError("jupyterlite-pyodide-kernel has changed: " + "; ".join(kernel.differences()))
    lite = work / "lite"  # the JupyterLite project folder, laid anew each time
    shutil.rmtree(lite, ignore_errors=True)
    pyodide_dir = lite / "static" / kernel.PYODIDE
    log(f"Pyodide {kernel.PYODIDE_VERSION} (pinned by jupyterlite-pyodide-kernel) from npm")
    lock = unpack_pyodide(work / "npm", pyodide_dir)
    env = emscripten_env(lock["info"])

    log("building our wheel")
    ours = build_project_wheel(work / "dist")
    resolver = Resolver(
        [ours, *kernel_wheels()],
        work / "wheels",
        env,
        {key: entry["version"] for key, entry in lock["packages"].items()},
        log,
    )
    wheels = resolver.resolve([PROJECT, *KERNEL_PACKAGES])
    for wheel in wheels.values():
        shutil.copy2(wheel.path, pyodide_dir / wheel.path.name)
    lock["packages"] = {
        key: wheel.lock_entry(env, resolver.extras.get(key, ())) for key, wheel in sorted(wheels.items())
    }
    (pyodide_dir / kernel.PYODIDE_LOCK).write_text(json.dumps(lock, indent=1, sort_keys=True))
    log(f"{len(wheels)} wheels for the browser: {', '.join(f'{w.name} {w.version}' for w in wheels.values())}")

    contents = stage_contents([NOTEBOOKS, *map(Path, extra_contents)], lite / "contents", tutorials=[NOTEBOOKS])
    write_lite_config(lite, output, contents)
    log("jupyter lite build")
    run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite)], cwd=lite)
    write_front_page(output)
    check_site(output, notebooks(NOTEBOOKS))
    files, size = site_size(output)
    log(f"site: {output} ({files} files, {size / 1e6:.1f} MB)")
    return output


def notebooks(folder: Path = NOTEBOOKS) -> list[Path]:
    """Every tutorial notebook, of every game and language, relative to ``folder``: the ones
    git tracks (a teacher's scratch notebooks beside them are no tutorials), or every one
    where ``folder`` is in no checkout."""
    files = tracked_files(folder)
    if files is not None:
        return [p for p in files if p.suffix == ".ipynb"]
    return sorted(p.relative_to(folder) for p in folder.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def tracked_files(folder: Path) -> list[Path] | None:
    """Every file git tracks under ``folder`` (relative to it) that is there; None where
    ``folder`` is in no checkout."""
    found = tracked(folder, "*")
    return None if found is None else [p for p in found if (folder / p).is_file()]


def clean_notebook(text: str) -> str:
    """The notebook ``text`` as a learner should first see it: no outputs, no execution
    counts, no execution timings, no saved widget state, the committed kernelspec
    (tabletop_tutor_site/tutorials.py, which saves the tutorials so in JupyterLab too)."""
    nb = nbformat.reads(text, as_version=4)
    strip(nb)
    return nbformat.writes(nb)


def stage_contents(folders: Iterable[Path], dest: Path, tutorials: Iterable[Path] = ()) -> list[Path]:
    """A copy of each folder under ``dest`` (replaced) with every notebook cleaned and the
    checkpoints left out: what the site's file browser offers. Of a folder of
    ``tutorials`` in a git checkout only what git tracks is copied: a teacher's scratch
    notebook in notebooks/ stays home (a folder given as extra contents goes whole)."""
    shutil.rmtree(dest, ignore_errors=True)
    staged = []
    tutorials = {Path(t).resolve() for t in tutorials}
    for i, folder in enumerate(folders):
        folder, copy = Path(folder), dest / str(i)
        files = tracked_files(folder) if folder.resolve() in tutorials else None
        if files is None:
            shutil.copytree(folder, copy, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        else:
            copy.mkdir(parents=True)
            for name in files:
                (copy / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(folder / name, copy / name)
        for path in copy.rglob("*.ipynb"):
            path.write_text(clean_notebook(path.read_text(encoding="utf-8")), encoding="utf-8")
        staged.append(copy)
    return staged


def write_front_page(output: Path) -> None:
    """JupyterLite's own front page sends the browser to the generic launcher; ours opens
    the first tutorial in the lab (whose address JupyterLite reads as ``?path=``). It keeps
    the original's configuration element, which every page of the site reads from its
    parents' index.html (the lab does not start without it)."""
    front = output / "index.html"
    config = CONFIG_ELEMENT.search(front.read_text(encoding="utf-8"))
    if config is None:
        raise SiteError(f"{front} has no jupyter-config-data element: has JupyterLite changed its front page?")
    target = f"./lab/index.html?path={START}"
    front.write_text(
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Tabletop Tutor</title>\n'
        f"{config.group(0)}\n"
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f'<script>window.location.replace("{target}");</script></head>\n'
        f'<body><a href="{target}">{START}</a></body></html>\n',
        encoding="utf-8",
    )


def unpack_pyodide(cache: Path, dest: Path) -> dict:
    """Pyodide's core files into ``dest``; returns its lock. The tarball is cached."""
    tarball = cache / f"pyodide-{kernel.PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        cache.mkdir(parents=True, exist_ok=True)
        run(
            ["npm", "pack", f"pyodide@{kernel.PYODIDE_VERSION}", "--pack-destination", str(cache), "--silent"],
            cwd=cache,
        )
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name and not name.endswith(PYODIDE_SKIP):
                with archive.extractfile(member) as src, open(dest / name, "wb") as out:
                    shutil.copyfileobj(src, out)
    return json.loads((dest / kernel.PYODIDE_LOCK).read_text())


def build_project_wheel(dest: Path) -> Path:
    """Our wheel, built now from the sources (with its JavaScript bundles)."""
    shutil.rmtree(dest, ignore_errors=True)
    uv = shutil.which("uv")
    command = (
        [uv, "build", "--wheel", "--quiet", "--out-dir", str(dest), str(ROOT)]
        if uv
        else [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dest), str(ROOT)]
    )
    run(command, cwd=ROOT)
    built = sorted(dest.glob("tabletop_tutor-*.whl"))
    if len(built) != 1:
        raise SiteError(f"expected one tabletop_tutor wheel in {dest}, found {[p.name for p in built]}")
    return built[0]


def kernel_wheels() -> list[Path]:
    """piplite, pyodide_kernel and the ipykernel / widgetsnbextension stand-ins the kernel
    ships in its labextension."""
    folder = labextension_dir(kernel.PYODIDE_KERNEL_NPM_NAME) / "static" / kernel.PYPI_WHEELS
    return sorted(folder.glob("*.whl"))


def labextension_dir(name: str) -> Path:
    from jupyter_core.paths import jupyter_path

    for base in jupyter_path("labextensions"):
        if (Path(base) / name / "package.json").exists():
            return Path(base) / name
    raise SiteError(f"labextension {name} is not installed in this environment (is the `site` extra installed?)")


def write_lite_config(lite: Path, output: Path, contents: list[Path]) -> None:
    (lite / "jupyter_lite_config.json").write_text(
        json.dumps(
            {
                "LiteBuildConfig": {
                    "output_dir": str(output),
                    "contents": [str(p.resolve()) for p in contents],
                    "no_sourcemaps": True,
                    "ignore_sys_prefix": ["federated_extensions"],
                    "federated_extensions": [str(labextension_dir(name)) for name in LABEXTENSIONS],
                }
            },
            indent=1,
        )
    )
    (lite / "jupyter-lite.json").write_text(
        json.dumps(
            {
                "jupyter-lite-schema-version": 0,
                "jupyter-config-data": {
                    "appName": "Tabletop Tutor",
                    "exposeAppInBrowser": True,  # the browser tests drive the app through window.jupyterapp
                    "litePluginSettings": {
                        kernel.PYODIDE_KERNEL_PLUGIN_ID: {
                            kernel.DISABLE_PYPI_FALLBACK: True,
                            kernel.LOAD_PYODIDE_OPTIONS: {kernel.OPTION_PACKAGES: list(KERNEL_PACKAGES)},
                        }
                    },
                },
            },
            indent=1,
        )
    )


# ------------------------------------------------------------------------------ checks


def check_site(output: Path, tutorials: Iterable[Path] = ()) -> None:
    """Refuse a site that would reach outside or fail to load: raise SiteError saying why."""
    problems = [
        *_package_problems(output),
        *_kernel_problems(output),
        *_tutorial_problems(output, tutorials),
        *_front_page_problems(output),
    ]
    if problems:
        raise SiteError("the site is not complete:\n  " + "\n  ".join(problems))


def _package_problems(output: Path) -> list[str]:
    """Every package the Pyodide lock names is a local file of the site, with its sha256."""
    pyodide_dir = output / "static" / kernel.PYODIDE
    lock_path = pyodide_dir / kernel.PYODIDE_LOCK
    if not lock_path.exists():
        raise SiteError(f"no {kernel.PYODIDE_LOCK} in {pyodide_dir}")
    problems = []
    for key, entry in json.loads(lock_path.read_text())["packages"].items():
        name = entry["file_name"]
        path = pyodide_dir / name
        if "://" in name or name.startswith("/"):
            problems.append(f"{key}: {name} is not a local file")
        elif not path.is_file():
            problems.append(f"{key}: {name} is missing")
        elif file_sha256(path) != entry["sha256"]:
            problems.append(f"{key}: {name} does not have the sha256 the lock names")
    return problems


def _kernel_problems(output: Path) -> list[str]:
    """The kernel loads Pyodide from the site, never PyPI, and every labextension is there."""
    problems = []
    settings = plugin_settings(output)
    if settings.get(kernel.DISABLE_PYPI_FALLBACK) is not True:
        problems.append("jupyter-lite.json does not turn the PyPI fallback off")
    url = settings.get(kernel.PYODIDE_URL, "")
    if not url.startswith("./") or not (output / url).is_file():
        problems.append(f"pyodideUrl {url!r} is not a file of the site")
    for extension in LABEXTENSIONS:
        if not (output / "extensions" / extension / "package.json").is_file():
            problems.append(f"labextension {extension} is missing")
    return problems


def _tutorial_problems(output: Path, tutorials: Iterable[Path]) -> list[str]:
    """Every tutorial is there, clean (no outputs, no saved state)."""
    problems = []
    for notebook in tutorials:
        path = output / "files" / notebook
        if not path.is_file():
            problems.append(f"tutorial {notebook.as_posix()} is missing")
        elif clean_notebook(path.read_text(encoding="utf-8")) != nbformat.writes(nbformat.read(path, as_version=4)):
            problems.append(f"tutorial {notebook.as_posix()} holds outputs or saved state")
    return problems


def _front_page_problems(output: Path) -> list[str]:
    front = output / "index.html"
    if f"?path={START}" not in (front.read_text(encoding="utf-8") if front.is_file() else ""):
        return [f"the front page index.html does not open {START}"]
    return []


def plugin_settings(output: Path) -> dict:
    config = json.loads((output / "jupyter-lite.json").read_text())["jupyter-config-data"]
    return config.get("litePluginSettings", {}).get(kernel.PYODIDE_KERNEL_PLUGIN_ID, {})


def site_size(output: Path) -> tuple[int, int]:
    """(number of files, bytes)."""
    files = [p for p in Path(output).rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def run(command: list[str], cwd: Path) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    if done.returncode:
        raise SiteError(
            f"{' '.join(command[:4])} ... failed ({done.returncode}):\n{(done.stdout + done.stderr)[-3000:]}"
        )
