"""Every notebook opens in the offline site without asking for a kernel: JupyterLite's
Pyodide kernel is chosen by the notebook's language (a notebook without language_info
waits on a "Select Kernel" dialog)."""

from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
BOOKS = sorted([*ROOT.glob("notebooks/**/*.ipynb"), *ROOT.glob("apps/*.ipynb")])


@pytest.mark.parametrize("path", BOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_notebook_names_its_language(path):
    meta = nbformat.read(str(path), as_version=4).metadata
    assert meta.get("language_info", {}).get("name") == "python"
    assert meta.get("kernelspec", {}).get("language") == "python"
