"""The pre-save hook every Jupyter server of the environment runs (tabletop_tutor_site/
tutorials.py): a tutorial git tracks is saved as committed, any other notebook as it is.
(tests/browser/test_tutorials_stay_clean.py saves one from a real JupyterLab.)"""

from __future__ import annotations

import copy
import json
import subprocess
from pathlib import Path

import nbformat

from tabletop_tutor_site.build import notebooks, stage_contents
from tabletop_tutor_site.tutorials import ROOT, is_tracked_tutorial, pre_save_hook

TUTORIAL = ROOT / "notebooks" / "exacto" / "05_probability.ipynb"
#: what JupyterLab 4 writes into a notebook it ran (the walkthrough's 13 changed tutorials)
LAB_METADATA = {
    "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
    "language_info": {
        "codemirror_mode": {"name": "ipython", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": "3.11.2",
    },
    "widgets": {"application/vnd.jupyter.widget-state+json": {"state": {}}},
}


class Files:
    """The one method of a file contents manager the hook uses."""

    def __init__(self, os_path: Path):
        self.os_path = os_path

    def _get_os_path(self, path: str) -> str:
        return str(self.os_path)


def as_jupyterlab_saves(path: Path) -> dict:
    nb = json.loads(path.read_text())
    nb["metadata"].update(copy.deepcopy(LAB_METADATA))
    for n, cell in enumerate(c for c in nb["cells"] if c["cell_type"] == "code"):
        cell["execution_count"] = n + 1
        cell["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["the answer is 0.35\n"]}]
        cell["metadata"]["execution"] = {"iopub.status.idle": "2026-12-02T07:00:00Z"}
    return nb


def saved(model: dict) -> str:
    return nbformat.writes(nbformat.from_dict(model["content"]), version=nbformat.NO_CONVERT)


def test_a_tracked_tutorial_is_saved_as_committed():
    model = {"type": "notebook", "content": as_jupyterlab_saves(TUTORIAL)}
    pre_save_hook(model=model, path="notebooks/exacto/05_probability.ipynb", contents_manager=Files(TUTORIAL))
    committed = subprocess.run(
        ["git", "show", f"HEAD:{TUTORIAL.relative_to(ROOT).as_posix()}"], cwd=ROOT, capture_output=True, text=True
    ).stdout
    assert saved(model) + "\n" == committed  # nbformat.write, as the server saves, ends the file with a newline


def test_any_other_notebook_is_saved_as_it_is(tmp_path):
    """A notebook outside the checkout, and one git does not track in it (a teacher's
    scratch work), keep their outputs and metadata."""
    scratch = ROOT / "notebooks" / "scratch-not-tracked.ipynb"  # never written: the hook only reads the path
    assert not is_tracked_tutorial(scratch) and not is_tracked_tutorial(tmp_path / "mine.ipynb")
    assert is_tracked_tutorial(TUTORIAL)
    for where in (scratch, tmp_path / "mine.ipynb"):
        model = {"type": "notebook", "content": as_jupyterlab_saves(TUTORIAL)}
        before = copy.deepcopy(model)
        pre_save_hook(model=model, path=where.name, contents_manager=Files(where))
        assert model == before


def git(folder: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True)


def test_the_site_gets_the_tutorials_git_tracks_not_a_teachers_scratch(tmp_path):
    """The walkthrough's two scratch notebooks in notebooks/ reached every student's site."""
    tree = tmp_path / "checkout" / "notebooks"
    tree.mkdir(parents=True)
    (tree / "01_tutorial.ipynb").write_text(TUTORIAL.read_text())
    git(tree.parent, "init", "-q")
    git(tree.parent, "add", "notebooks/01_tutorial.ipynb")
    (tree / "walk_ends.ipynb").write_text(TUTORIAL.read_text())  # the teacher's, never added
    assert notebooks(tree) == [Path("01_tutorial.ipynb")]
    [staged] = stage_contents([tree], tmp_path / "contents", tutorials=[tree])
    assert sorted(p.name for p in staged.rglob("*.ipynb")) == ["01_tutorial.ipynb"]
    [extra] = stage_contents([tree], tmp_path / "extra")  # a folder the teacher adds goes whole
    assert sorted(p.name for p in extra.rglob("*.ipynb")) == ["01_tutorial.ipynb", "walk_ends.ipynb"]
