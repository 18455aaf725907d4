"""The offline JupyterLite site in real Chromium with the outside world refused: the Pyodide
kernel starts from the site's own files, every game's table renders and takes a move
(Python in the browser sees it), and every tutorial notebook runs without an error.

Each game's first move is replayed here from the smoke notebook's seed, so the test knows
which legal move the browser must offer."""

from __future__ import annotations

import json
import os
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from support.lite import KERNEL_READY, Fence, cell_report, kernel_print, open_notebook, start_run_all, wait_run_all

from tabletop_tutor_site.build import NOTEBOOKS, START, notebooks
from widgets.lesson import TABLES

SMOKE = "testbooks/smoke.ipynb"
SEED = 7  # the smoke notebook's
TUTORIALS = [p.as_posix() for p in notebooks(NOTEBOOKS)]
# Notebooks started at once, each in its own context: booting Pyodide is CPU-bound, so one
# per core (CI has 2); LITE_PARALLEL overrides.
PARALLEL = int(os.environ.get("LITE_PARALLEL") or min(4, max(2, os.cpu_count() or 2)))


def first_legal(name: str, kind: str) -> dict:
    game = TABLES[name](seed=SEED, bot_delay_ms=0).game
    return next(a.to_json() for a in game.legal_actions() if a.to_json()["kind"] == kind)


def move_exacto(box):
    bid = first_legal("exacto", "bid")
    box.get_by_test_id("quantity").select_option(str(bid["quantity"]))
    box.get_by_test_id(f"face-{bid['face']}").click()
    box.get_by_test_id("bid-button").click()


def move_ganjifa(box):
    card = first_legal("ganjifa", "play")["card"]
    box.get_by_test_id("hand").get_by_test_id(f"card-{card['suit']}-{card['rank']}").click()


def move_deductio(box):
    box.get_by_test_id(f"row-clue-{first_legal('deductio', 'clue')['clue']}").click()


# One learner's move per game, through its table's own controls. A new game's table needs
# its line here (test_every_game_has_a_move says so).
def move_siggil(box):
    box.get_by_test_id(f"pos-{first_legal('siggil', 'take')['position']}").click()


MOVES = {"exacto": move_exacto, "ganjifa": move_ganjifa, "deductio": move_deductio, "siggil": move_siggil}
HISTORY = "import json; print(json.dumps({name: len(t.game.history) for name, t in tables.items()}))"


def test_every_game_has_a_move():
    assert sorted(MOVES) == sorted(TABLES), "add a move for each new game's table to MOVES"


def test_the_site_opens_on_start_here(fresh_page, lite_url):
    """The address a teacher hands out (the site's root) lands in the first tutorial, open
    in the lab, not on JupyterLite's launcher."""
    page, fence = fresh_page
    page.goto(f"{lite_url}/")
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
        " && window.jupyterapp.shell.currentWidget.context",
        timeout=KERNEL_READY,
    )
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.context.path") == START
    expect(page.locator(".jp-Launcher")).to_have_count(0)
    assert fence.outside == [] and fence.errors == [], (fence.outside[:5], fence.errors[:5])


def test_every_table_renders_and_plays_offline(fresh_page, lite_url, artifacts):
    page, fence = fresh_page
    started = time.monotonic()
    open_notebook(page, lite_url, SMOKE, KERNEL_READY)
    start_run_all(page)
    result = wait_run_all(page, KERNEL_READY)
    kernel_ready = time.monotonic() - started
    assert result["ok"], result
    assert all(not cell["errors"] for cell in cell_report(page)), cell_report(page)
    before = json.loads(kernel_print(page, HISTORY))
    assert sorted(before) == sorted(TABLES)
    for name in sorted(TABLES):
        box = page.locator(f".lite-game-{name}")
        expect(box).to_be_visible(timeout=60_000)
        box.scroll_into_view_if_needed()
        MOVES[name](box)
    deadline = time.monotonic() + 30
    while True:  # the moves travel to the kernel and back; bots answer at once (delay 0)
        after = json.loads(kernel_print(page, HISTORY))
        if all(after[n] > before[n] for n in before) or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert all(after[n] > before[n] for n in before), f"moves seen by Python: before {before}, after {after}"
    page.set_viewport_size({"width": 1366, "height": 2400})  # each table whole in its picture
    for name in sorted(TABLES):
        page.locator(f".lite-game-{name}").screenshot(path=str(artifacts / f"lite_table_{name}.png"))
    (artifacts / "lite_timing.txt").write_text(f"smoke: kernel ready and tables drawn in {kernel_ready:.1f} s\n")
    assert fence.outside == [], f"requests left 127.0.0.1: {fence.outside[:10]}"
    assert fence.errors == [], f"page errors: {fence.errors}"


def test_every_tutorial_runs_in_the_browser_kernel(browser, browser_context_args, lite_url, artifacts):
    """Each tutorial in a fresh context (every reopened notebook would start another
    Pyodide kernel in the same one), PARALLEL at a time."""
    failures, timings = [], []
    queue = list(TUTORIALS)
    running = []  # (path, context, page, fence, start)
    while queue or running:
        while queue and len(running) < PARALLEL:
            path = queue.pop(0)
            fence = Fence()
            context = browser.new_context(**browser_context_args)
            fence.watch(context)
            page = fence.watch_page(context.new_page())
            open_notebook(page, lite_url, path, KERNEL_READY)
            start_run_all(page)
            running.append((path, context, page, fence, time.monotonic()))
        path, context, page, fence, start = running.pop(0)
        try:
            try:
                result = wait_run_all(page, KERNEL_READY)
            except PlaywrightTimeout:
                failures.append(
                    f"{path}: not finished after {KERNEL_READY // 1000} s "
                    f"(what the page showed: lite_{path.replace('/', '_')}.png)"
                )
                page.screenshot(path=str(artifacts / f"lite_{path.replace('/', '_')}.png"))
                continue
            cells = cell_report(page)
            errors = [f"cell {c['index']}: {e}" for c in cells for e in c["errors"]]
            not_run = [c["index"] for c in cells if c["count"] is None]
            if not result["ok"] or errors or not_run or fence.outside or fence.errors:
                failures.append(
                    f"{path}: run {result}, errors {errors}, cells not run {not_run}, "
                    f"outside {fence.outside[:5]}, page errors {fence.errors[:5]}"
                )
            timings.append(f"{path}: {time.monotonic() - start:.1f} s")
            page.screenshot(path=str(artifacts / f"lite_{path.replace('/', '_')}.png"))
        finally:
            context.close()
    with open(artifacts / "lite_timing.txt", "a") as log:
        log.write("\n".join(timings) + "\n")
    assert TUTORIALS, "no tutorial notebooks found under notebooks/"
    assert not failures, "\n".join(failures)
