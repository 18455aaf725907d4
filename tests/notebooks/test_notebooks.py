"""The tutorial notebooks: each runs top to bottom headless without an error, is stored
without outputs, cites at least one rule id in its markdown and puts a live widget in
front of the learner."""
from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
RULE_ID = re.compile(r"`(?:exacto|ganjifa|deductio|siggil)\.[a-z0-9-]+`")
LIVE_WIDGET = re.compile(r"\b(?:ExactoTable|GanjifaTable|Lesson|Quiz|BarChart)\(")

by_path = pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))


def read(path: Path):
    return nbformat.read(str(path), as_version=4)


def test_the_notebooks_are_there():
    names = {str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS}
    assert {"00_start_here.ipynb", "exacto/01_bidding_and_raising.ipynb", "exacto/02_wild_ones.ipynb",
            "exacto/03_liar_or_exacto.ipynb", "exacto/04_losing_and_gaining_dice.ipynb",
            "exacto/05_probability.ipynb", "exacto/06_write_your_own_bot.ipynb"} <= names
    assert {"ganjifa/01_suits_and_ranks.ipynb", "ganjifa/02_day_night_and_the_opening_lead.ipynb",
            "ganjifa/03_following_suit_and_the_void_rule.ipynb", "ganjifa/04_who_wins_a_trick.ipynb",
            "ganjifa/05_dukal_sequences.ipynb", "ganjifa/06_probability_and_card_counting.ipynb",
            "ganjifa/07_a_full_deal.ipynb"} <= names


@by_path
def test_notebook_is_stored_without_outputs(path):
    nb = read(path)
    nbformat.validate(nb)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], f"cell {cell.get('id')} has stored outputs"
            assert cell.execution_count is None, f"cell {cell.get('id')} has an execution count"


@by_path
def test_notebook_cites_a_rule_id_and_shows_a_live_widget(path):
    nb = read(path)
    markdown = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert RULE_ID.search(markdown), "no rule id (like `exacto.raise`) in the markdown"
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert LIVE_WIDGET.search(code), "no cell creates an ExactoTable, GanjifaTable, Lesson, Quiz or BarChart"


def test_exacto_notebooks_teach_every_rule_id():
    """exacto.roll, exacto.opening-bid, exacto.wild-ones, exacto.raise, exacto.liar,
    exacto.exacto, exacto.elimination, exacto.next-round, exacto.winner: each is cited in
    the Exacto series' markdown."""
    text = "\n".join(c.source for p in NOTEBOOKS if p.parent.name == "exacto"
                     for c in read(p).cells if c.cell_type == "markdown")
    for rule in ("exacto.roll", "exacto.opening-bid", "exacto.wild-ones", "exacto.raise", "exacto.liar",
                 "exacto.exacto", "exacto.elimination", "exacto.next-round", "exacto.winner"):
        assert f"`{rule}`" in text, rule


def test_ganjifa_notebooks_teach_every_rule_id():
    """ganjifa.objective, ganjifa.deal, ganjifa.day-night, ganjifa.opening-lead, ganjifa.rank,
    ganjifa.follow, ganjifa.void, ganjifa.trick-winner, ganjifa.capture, ganjifa.dukal,
    ganjifa.end: each is cited in the Ganjifa series' markdown."""
    text = "\n".join(c.source for p in NOTEBOOKS if p.parent.name == "ganjifa"
                     for c in read(p).cells if c.cell_type == "markdown")
    for rule in ("ganjifa.objective", "ganjifa.deal", "ganjifa.day-night", "ganjifa.opening-lead",
                 "ganjifa.rank", "ganjifa.follow", "ganjifa.void", "ganjifa.trick-winner",
                 "ganjifa.capture", "ganjifa.dukal", "ganjifa.end"):
        assert f"`{rule}`" in text, rule


def test_links_between_notebooks_resolve():
    for path in NOTEBOOKS:
        for cell in read(path).cells:
            if cell.cell_type != "markdown":
                continue
            for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", cell.source):
                assert (path.parent / target).resolve().is_file(), f"{path.name} links to missing {target}"


@pytest.mark.notebook
@by_path
def test_notebook_runs_top_to_bottom(path):
    from nbclient import NotebookClient

    nb = read(path)
    client = NotebookClient(nb, timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    errors = [(cell.get("id"), out) for cell in nb.cells if cell.cell_type == "code"
              for out in cell.outputs if out.output_type == "error"]
    assert not errors, "\n".join(f"{cid}: {out.ename}: {out.evalue}" for cid, out in errors)
    # A widget swallows exceptions in its handlers and only logs them: catch those too.
    stderr = "".join(out.text for cell in nb.cells if cell.cell_type == "code"
                     for out in cell.outputs if out.output_type == "stream" and out.name == "stderr")
    assert "Traceback" not in stderr and "internal error" not in stderr.lower(), stderr
