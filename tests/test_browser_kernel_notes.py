"""In a browser kernel (JupyterLite: sys.platform is "emscripten", one core, no processes, no
numpy) the engine says what differs instead of failing or going quiet."""

import json
import sys
from pathlib import Path

import pytest

from rules_engine import arena
from rules_engine.arena import tournament
from rules_engine.exacto import batched

NOTEBOOK = Path(__file__).resolve().parents[1] / "notebooks" / "exacto" / "06_write_your_own_bot.ipynb"


@pytest.fixture
def browser_kernel(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(arena.os, "cpu_count", lambda: 1)  # what Pyodide reports


def test_every_core_in_the_browser_runs_in_one_process_and_says_so_once(browser_kernel):
    result = tournament("exacto", ["random", "random"], games=6, seed=1, progress=False)
    assert result.processes == 1
    assert len(result.notes) == 1 and "one process" in result.notes[0] and "browser" in result.notes[0]
    assert "note: ran in one process" in repr(result) and "browser" in result._repr_html_()
    same = tournament("exacto", ["random", "random"], games=6, seed=1, processes=1, progress=False)
    assert same.matches == result.matches and same.notes == ()  # asked for one: nothing to say


def test_one_core_off_the_browser_is_not_a_browser(monkeypatch):
    monkeypatch.setattr(arena.os, "cpu_count", lambda: 1)
    result = tournament("exacto", ["random", "random"], games=4, seed=1, progress=False)
    assert result.processes == 1 and result.notes == ()


def test_batched_simulator_says_numpy_is_not_in_the_browser(browser_kernel, monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)  # as in the offline site: no numpy wheel
    with pytest.raises(ImportError) as caught:
        batched.simulate_rounds(10)
    message = str(caught.value)
    assert "not available" in message and "browser" in message and "pip install" not in message
    assert "rules_engine.exacto.probability" in message  # where to go instead


def test_batched_simulator_off_the_browser_still_says_how_to_install(monkeypatch):
    monkeypatch.setitem(sys.modules, "numpy", None)
    with pytest.raises(ImportError, match=r'pip install "tabletop-tutor\[fast\]"'):
        batched.count_histogram(10)


def test_the_bot_notebook_says_what_differs_in_the_browser():
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    restart = next(p for p in text.split("\n\n") if "Kernel > Restart" in p)
    assert "Interrupt does not stop" in restart and "JupyterLite" in restart
    assert f"{arena.MAX_MOVES:,}".replace(",", " ") + " moves" in restart  # the arena's real cap
    cores = next(p for p in text.split("\n\n") if "all your" in p and "cores" in p)
    assert "does not apply" in cores and "one process" in cores
    assert all(c.get("outputs", []) == [] for c in cells if c["cell_type"] == "code"), "stored without outputs"
