"""Which notebooks are the tutorials, and how a tutorial is saved: as git holds it.

The tutorials are the notebooks git tracks (a teacher's scratch notebooks beside them are
not: the offline site leaves them out). Opening one in JupyterLab and running it used to
leave the checkout dirty: JupyterLab saves the kernel's ``language_info`` and its own
``kernelspec`` display name, and every output (the walkthrough found 13 tutorials changed,
2 saved with outputs). ``pre_save_hook`` is the Jupyter server's ContentsManager hook that
saves a tracked notebook of this checkout as it is committed: no outputs, no execution
counts or timings, no widget state, the committed kernelspec and language. This module is
a Jupyter server extension that registers the hook, and the wheel enables it for every
Jupyter server of its environment (etc/jupyter/jupyter_server_config.d/tabletop-tutor.json:
JupyterLab, Notebook 7); a notebook outside this checkout, or one git does not track, is
saved untouched.
"""

from __future__ import annotations

import subprocess
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

#: the checkout (for an installed wheel: site-packages, which holds no notebook)
ROOT = Path(__file__).resolve().parents[1]
#: what every committed notebook names (tests/notebooks/test_notebook_metadata.py)
KERNELSPEC = {"display_name": "Python 3", "language": "python", "name": "python3"}


def strip(nb: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    """The notebook ``nb`` (a dict or an nbformat node, changed in place) as a learner first
    sees it: no outputs, no execution counts, no timings, no saved widget state; the
    kernelspec and language the committed tutorials name, not the ones this machine has."""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        cell.get("metadata", {}).pop("execution", None)  # JupyterLab's record of when it ran
    meta = nb.setdefault("metadata", {})
    meta.pop("widgets", None)  # the widgets' last state, saved with the outputs
    if meta.get("kernelspec", {}).get("name", "python3") == "python3":
        meta["kernelspec"] = dict(KERNELSPEC)
    if "language_info" in meta:  # the Lite kernel is chosen by the language's name alone
        meta["language_info"] = {"name": meta["language_info"].get("name", "python")}
    return nb


def tracked(folder: Path, pattern: str = "*.ipynb") -> list[Path] | None:
    """The files matching ``pattern`` that git tracks under ``folder``, relative to it; None
    where git is missing or ``folder`` is in no checkout."""
    try:
        done = subprocess.run(
            ["git", "ls-files", "-z", "--", pattern], cwd=folder, capture_output=True, text=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode:
        return None
    return sorted(Path(name) for name in done.stdout.split("\0") if name)


def is_tracked_tutorial(path: Path) -> bool:
    """A notebook of this checkout that git tracks."""
    path = Path(path).resolve()
    if path.suffix != ".ipynb" or ROOT not in path.parents:
        return False
    try:
        done = subprocess.run(
            ["git", "ls-files", "--error-unmatch", "--", str(path.relative_to(ROOT))],
            cwd=ROOT,
            capture_output=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


def pre_save_hook(model: dict, path: str, contents_manager: Any, **kwargs: Any) -> None:
    """ContentsManager.pre_save_hook: a tracked tutorial is saved as it is committed."""
    if model.get("type") != "notebook" or not isinstance(model.get("content"), dict):
        return
    get_os_path = getattr(contents_manager, "_get_os_path", None)
    if get_os_path is None:  # not a file-backed contents manager
        return
    if is_tracked_tutorial(Path(get_os_path(path))):
        strip(model["content"])


# ---- the Jupyter server extension that registers the hook ---------------------------------


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "tabletop_tutor_site.tutorials"}]


#: where JupyterLab and Notebook 7 (by their default addresses) open a notebook
OPEN_NOTEBOOK = {"/lab": "/lab/tree/", "/tree": "/notebooks/"}


def _load_jupyter_server_extension(serverapp: Any) -> None:
    serverapp.contents_manager.register_pre_save_hook(pre_save_hook)
    serverapp.log.info("tabletop-tutor: the tutorials git tracks in %s are saved as committed", ROOT)
    start_on_the_tutorial(serverapp)


def start_on_the_tutorial(serverapp: Any) -> None:
    """``jupyter lab notebooks/00_start_here.ipynb --no-browser`` printed the launcher's
    address (``/lab?token=...``); only the file Jupyter writes for a browser opened the
    notebook. Started on a tracked tutorial of this checkout, the server's default address,
    the one it prints, is that tutorial's."""
    file_to_run = getattr(serverapp, "file_to_run", "")
    opener = OPEN_NOTEBOOK.get(getattr(serverapp, "default_url", ""))
    if not file_to_run or opener is None or not is_tracked_tutorial(Path(file_to_run)):
        return
    try:
        relative = Path(file_to_run).resolve().relative_to(Path(serverapp.root_dir).resolve())
    except ValueError:
        return
    serverapp.default_url = opener + relative.as_posix()
