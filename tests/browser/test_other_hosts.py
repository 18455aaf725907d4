"""The four tables in the other hosts anywidget promises: Notebook 7 and marimo (`marimo
run`, a table bare as a cell's last expression and through `mo.ui.anywidget`). In each
host every table renders, takes a move, shows Python's refusal of an illegal one, and
survives its server going away: it says it is disconnected, and a click raises no error.

The tables are the Voila tests' own (the first code cell of tests/browser/notebooks/
<game>_table.ipynb), so the positions and the predictable bots those tests rely on hold
here too."""

from __future__ import annotations

import importlib
import json
import os
import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect
from support.browser import free_port, run_all_cells, start_server, stop

from rules_engine.ganjifa import Ganjifa, PlayCard
from rules_engine.lessons import say

NOTEBOOKS = Path(__file__).parent / "notebooks"
GAMES = ("exacto", "ganjifa", "deductio", "siggil")
KERNEL_START = 90_000  # ms: the first render waits for a kernel
MOVE = 20_000


def table_source(game: str) -> str:
    """The code of a test notebook's table: its first code cell, ending with the table."""
    cells = json.loads((NOTEBOOKS / f"{game}_table.ipynb").read_text())["cells"]
    return "".join(next(c for c in cells if c["cell_type"] == "code")["source"])


def ganjifa_first_turn() -> tuple[list, list]:
    """The Ganjifa table's hand when it is first our turn: the legal cards and the others."""
    game = Ganjifa(seed=11, period="day")
    while game.current_player != 0:
        game.apply(game.legal_actions()[0])
    legal = [a.card for a in game.legal_actions() if isinstance(a, PlayCard)]
    return legal, [c for c in game.hand(0) if c not in legal]


def card_id(card) -> str:
    return f"card-{card.suit}-{card.rank}"


# ---- the play, the same in every host ------------------------------------------------------


def play_exacto(table) -> None:
    """Every option shown (a settings write through the host), LIAR before any bid is
    refused (exacto.opening-bid); then a bid, and both bots raise."""
    table.get_by_test_id("display-button").click()  # the Display ⚙ menu holds every option
    table.get_by_test_id("every-option-toggle").check()
    liar = table.get_by_test_id("liar-button")
    expect(liar).not_to_have_attribute("aria-disabled", "true", timeout=MOVE)  # Python took the setting
    liar.click()
    expect(table.get_by_test_id("error")).to_contain_text("exacto.opening-bid", timeout=MOVE)
    table.get_by_test_id("quantity").select_option("2")
    table.get_by_test_id("face-3").click()
    table.get_by_test_id("bid-button").click()
    expect(table.get_by_test_id("bid")).to_have_attribute("aria-label", re.compile(r"2 fives"), timeout=MOVE)


def play_ganjifa(table, legal, illegal) -> None:
    hand = table.get_by_test_id("hand")
    expect(hand.locator("[data-legal]")).to_have_count(len(legal) + len(illegal), timeout=MOVE)
    hand.get_by_test_id(card_id(illegal[0])).click()
    expect(table.get_by_test_id("error")).to_contain_text(
        re.compile(r"ganjifa\.(follow|void|opening-lead)"), timeout=MOVE
    )
    hand.get_by_test_id(card_id(legal[0])).click()
    expect(hand.get_by_test_id(card_id(legal[0]))).to_have_count(0, timeout=MOVE)


def play_deductio(table) -> None:
    """#29 is false of our 9 (refused, deductio.play-clue); #14 is true: played upright."""
    table.get_by_test_id("row-clue-29").click()
    expect(table.get_by_test_id("error")).to_contain_text("not true of your number 9", timeout=MOVE)
    table.get_by_test_id("row-clue-14").click()
    expect(table.get_by_test_id("tableau-0").locator("[data-clue='14']")).to_have_attribute(
        "data-upright", "true", timeout=MOVE
    )


def play_siggil(table) -> None:
    """Take 27, then two cards of family 3 for spirit 3: refused (siggil.capture-free)."""
    table.get_by_test_id("pos-27").click()
    expect(table.get_by_test_id("status")).to_contain_text("capture a spirit or pass", timeout=MOVE)
    for number in (1, 2):
        table.locator(f"[data-testid^=hand-][data-card='3-{number}']").click()
    table.get_by_test_id("free-spirit-3").click()
    expect(table.get_by_test_id("error")).to_contain_text("takes exactly 3 cards, not 2", timeout=MOVE)


def tables(page) -> dict:
    found = {game: page.locator(f".tt-root.tt-{game}") for game in GAMES}
    for table in found.values():
        expect(table).to_have_count(1, timeout=KERNEL_START)
        expect(table.get_by_test_id("status")).not_to_be_empty(timeout=KERNEL_START)
    return found


def play_every_table(page) -> tuple[dict, list]:
    legal, illegal = ganjifa_first_turn()
    found = tables(page)
    play_exacto(found["exacto"])
    play_ganjifa(found["ganjifa"], legal, illegal)
    play_deductio(found["deductio"])
    play_siggil(found["siggil"])
    return found, legal


def senders(found: dict, legal: list) -> dict:
    """A control in each table that sends to Python when clicked (after the play above)."""
    return {
        "exacto": found["exacto"].get_by_test_id("liar-button"),
        "ganjifa": found["ganjifa"].get_by_test_id("hand").get_by_test_id(card_id(legal[1])),
        "deductio": found["deductio"].get_by_test_id("peek-button"),  # #14's ability waits
        "siggil": found["siggil"].get_by_test_id("free-spirit-3"),
    }


#: what a page logs once its server is gone (the tests below stop it on purpose)
SERVER_GONE = re.compile(r"ERR_CONNECTION_REFUSED|Failed to fetch")


def server_gone_only(console_errors: list[str]) -> None:
    """Leave out of the page's console errors the refused connections to the stopped server."""
    console_errors[:] = [e for e in console_errors if not SERVER_GONE.search(e)]


def expect_disconnected(table) -> None:
    note = table.get_by_test_id("disconnected")
    expect(note).to_be_visible(timeout=MOVE)
    expect(note).to_contain_text("Run its cell again")


# ---- Notebook 7 ----------------------------------------------------------------------------


@pytest.fixture
def notebook7(tmp_path, artifacts):
    """A Notebook 7 server over a folder holding one notebook with the four tables."""
    cells = [
        {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": table_source(g)}
        for g in GAMES
    ]
    (tmp_path / "tables.ipynb").write_text(
        json.dumps(
            {
                "cells": cells,
                "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
                "nbformat": 4,
                "nbformat_minor": 5,
            }
        )
    )
    dirs = {name: tmp_path.parent / f"{tmp_path.name}-{name}" for name in ("runtime", "config", "settings")}
    port = free_port()
    args = [
        sys.executable,
        "-m",
        "notebook",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
        "--allow-root",
        "--IdentityProvider.token=",
        f"--ServerApp.root_dir={tmp_path}",
        "--JupyterNotebookApp.expose_app_in_browser=True",
        f"--JupyterNotebookApp.user_settings_dir={dirs['settings']}",
    ]
    # No environment a host runs in holds the JupyterLite kernel, whose labextension
    # Notebook fails to load (a console error, not a page error; `disabledExtensions` does
    # not stop the load): tests/test_packaging.py.
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(dirs["runtime"]), "JUPYTER_CONFIG_DIR": str(dirs["config"])}
    proc = start_server(args, f"http://127.0.0.1:{port}/api", artifacts / "notebook7.log", env)
    yield {"url": f"http://127.0.0.1:{port}", "proc": proc}
    stop(proc)


@pytest.mark.host_page_error(r"reading 'schema'", r"notebook_core\.")
def test_every_table_in_notebook_7(page, notebook7, artifacts, console_errors):
    """Notebook 7 raises one page error of its own on any notebook (notebook_core.js reads
    a schema it has not loaded): told apart from ours by its script, any other fails."""
    page.goto(f"{notebook7['url']}/notebooks/tables.ipynb")
    run_all_cells(page, KERNEL_START)
    found, legal = play_every_table(page)
    page.screenshot(path=str(artifacts / "notebook7_tables.png"), full_page=True)
    # Before, the JupyterLite kernel's labextension (then in this environment) logged
    # "Shared module @jupyterlite/services doesn't exist in shared scope default".
    assert not console_errors, f"console errors with the server up: {console_errors}"

    # The server goes away. Jupyter's kernel connection keeps what a table sends for its
    # reconnection and ipywidgets tells a widget only of a kernel restart (JupyterLab's
    # test), so the tables cannot know yet: a click must simply raise no error.
    stop(notebook7["proc"])
    clicks = senders(found, legal)
    for game in GAMES:
        clicks[game].click(timeout=5_000)
        expect(found[game]).to_be_visible()
    page.wait_for_timeout(1_000)  # a late rejection would be a page error
    server_gone_only(console_errors)


# ---- marimo --------------------------------------------------------------------------------


def marimo_app() -> str:
    """A marimo app of the four tables: Exacto and Deductio bare as their cell's last
    expression, Ganjifa and Siggil through mo.ui.anywidget (both ways marimo shows one)."""
    cells = []
    for game in GAMES:
        shown = "mo.ui.anywidget(_scope['table'])" if game in ("ganjifa", "siggil") else "_scope['table']"
        cells.append(f"""
@app.cell
def _(mo):
    _scope = {{}}
    exec({table_source(game)!r}, _scope)
    {shown}
    return
""")
    return (
        "import marimo\n\napp = marimo.App()\n\n\n@app.cell\ndef _():\n    import marimo as mo\n    return (mo,)\n"
        + "".join(cells)
        + "\n\nif __name__ == '__main__':\n    app.run()\n"
    )


def run_marimo(app: Path, artifacts: Path):
    """`marimo run` over ``app``: every cell runs when the page loads."""
    port = free_port()
    args = [
        sys.executable,
        "-m",
        "marimo",
        "run",
        str(app),
        "--headless",
        f"--port={port}",
        "--host=127.0.0.1",
        "--no-token",
    ]
    env = {**os.environ, "MARIMO_SKIP_UPDATE_CHECK": "1"}
    proc = start_server(args, f"http://127.0.0.1:{port}/", artifacts / f"marimo-{app.stem}.log", env)
    return {"url": f"http://127.0.0.1:{port}", "proc": proc}


@pytest.fixture
def marimo_server(tmp_path, artifacts):
    (tmp_path / "tables.py").write_text(marimo_app())
    server = run_marimo(tmp_path / "tables.py", artifacts)
    yield server
    stop(server["proc"])


def test_every_table_in_marimo(page, marimo_server, artifacts, console_errors):
    """marimo's send is a fetch: once the server is gone the first click's Promise rejects,
    and the table says it is disconnected instead of raising "Failed to fetch"."""
    page.goto(marimo_server["url"])
    found, legal = play_every_table(page)
    page.screenshot(path=str(artifacts / "marimo_tables.png"), full_page=True)
    assert not console_errors, f"console errors with the server up: {console_errors}"

    stop(marimo_server["proc"])
    clicks = senders(found, legal)
    for game in GAMES:
        clicks[game].click(timeout=5_000)
        expect_disconnected(found[game])
    clicks["exacto"].click(force=True, timeout=5_000)  # the inert table sends nothing more
    page.wait_for_timeout(1_000)
    server_gone_only(console_errors)


# ---- the marimo lessons app ------------------------------------------------------------------

LESSONS_APP = Path(__file__).parents[2] / "apps" / "marimo" / "lessons.py"


def lesson_start(game: str, item: str):
    module = importlib.import_module(f"rules_engine.{game}.lessons")
    spec = next(s for s in module.LESSONS if s.id == item)
    return spec, spec.start()


def ganjifa_cards(item: str) -> tuple[object, object]:
    """In the lesson's start: a card the rules refuse, and a legal one its judge marks wrong."""
    spec, game = lesson_start("ganjifa", item)
    legal = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    refused = next(c for c in game.hand(spec.seat) if c not in [a.card for a in legal])
    wrong = next(a.card for a in legal if not spec.judge(game, a)[0].correct)
    return refused, wrong


def expect_judged_wrong(lesson, rule: str | None = None) -> None:
    """The lesson's verdict: wrong, citing ``rule`` (the engine's refusal) when given."""
    feedback = lesson.get_by_test_id("lesson-feedback")
    expect(feedback).to_have_attribute("data-correct", "false", timeout=MOVE)
    if rule is not None:
        expect(feedback.locator(f"[data-rule='{rule}']")).to_have_count(1)


@pytest.fixture
def marimo_lessons(artifacts):
    server = run_marimo(LESSONS_APP, artifacts)
    yield server
    stop(server["proc"])


def test_the_marimo_lessons_app_lets_a_learner_make_each_games_mistake(page, marimo_lessons, artifacts, console_errors):
    """apps/marimo/lessons.py opens each game's first-rule lesson. In each the learner asks
    for a hint, makes the mistake the lesson teaches and reads the engine's refusal with
    its rule (and, after Try again, the verdict on a legal but wrong move); switching to Latvian starts the
    lessons again in Latvian."""
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(marimo_lessons["url"])
    found = tables(page)
    for lesson in found.values():
        expect(lesson.get_by_test_id("lesson-instruction")).to_be_visible()
        lesson.get_by_test_id("hint-button").click()
        expect(lesson.get_by_test_id("lesson-hints").locator("li")).to_have_count(1, timeout=MOVE)

    found["exacto"].get_by_test_id("liar-button").click()  # before any bid: refused
    expect_judged_wrong(found["exacto"], "exacto.opening-bid")

    refused, wrong = ganjifa_cards("follow-suit")
    hand = found["ganjifa"].get_by_test_id("hand")
    hand.get_by_test_id(card_id(refused)).click()
    expect_judged_wrong(found["ganjifa"], "ganjifa.follow")
    found["ganjifa"].get_by_test_id("retry-button").click()
    hand.get_by_test_id(card_id(wrong)).click()
    expect_judged_wrong(found["ganjifa"])

    _spec, deductio = lesson_start("deductio", "true-clue")
    legal = {a.clue for a in deductio.legal_actions() if a.to_json()["kind"] == "clue"}
    false_clue = next(c for c in deductio.row if c not in legal)
    found["deductio"].get_by_test_id(f"row-clue-{false_clue}").click()
    expect_judged_wrong(found["deductio"], "deductio.play-clue")
    expect(found["deductio"].get_by_test_id("lesson-feedback")).to_contain_text("not true of your number")

    found["siggil"].get_by_test_id("pass-button").click()  # a capture was free: passing is wrong
    expect_judged_wrong(found["siggil"])
    page.screenshot(path=str(artifacts / "marimo_lessons.png"), full_page=True)

    page.get_by_role("combobox").first.select_option(label="Latviešu")
    spec, _game = lesson_start("exacto", "opening-bid")
    instruction = page.locator(".tt-root.tt-exacto").get_by_test_id("lesson-instruction")
    expect(instruction).to_contain_text(say(spec.instruction, "lv")[:40], timeout=KERNEL_START)
    assert not console_errors, f"console errors: {console_errors}"
