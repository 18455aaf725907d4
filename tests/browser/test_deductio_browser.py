"""Deductio in a real headless Chromium through a real Voila server and kernel: play a clue,
have a false one refused with its rule, see a Reveal told step by step, peek, guess, turn
the candidate grid on, and pass the screen behind the hot-seat curtain.

The test table (tests/browser/notebooks/deductio_table.ipynb) is a fixed position and its
AI player always takes its first legal move, so the engine, replayed here from the same
position, says what the browser must show. Screenshots go to tests/browser/artifacts/ and,
for the README, to docs/screenshots/deductio-*.png when asked (support.browser.keep_for_docs)."""

import re

from playwright.sync_api import expect
from support.browser import keep_for_docs

from rules_engine.deductio import Deductio
from rules_engine.deductio.solver import candidates

NOTEBOOK = "tests/browser/notebooks/deductio_table.ipynb"
KERNEL_START = 90_000


def position() -> Deductio:
    """The notebook's position: you hold 9, the AI player 4; a Reveal card tops the clue deck."""
    return Deductio.from_position(
        numbers=[9, 4],
        face_up=[1, 2, 3],
        row=[14, 29, 12],
        clue_deck=["reveal", 5, 6, 7, 8, 10],
        number_deck=[11, 13, 15, 16],
        tableau=[[(3, True), (24, False)], [(1, True), (33, False)]],
        seed=3,
    )


def shot(locator, artifacts, name):
    """A screenshot kept as a test artifact and copied for the README."""
    path = artifacts / f"deductio_{name}.png"
    locator.screenshot(path=str(path))
    keep_for_docs(path, f"deductio-{name}.png")


def open_tables(page, voila_url):
    page.set_viewport_size({"width": 1366, "height": 768})  # a classroom projector
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}")
    tables = page.locator(".tt-deductio")
    expect(tables.first.get_by_test_id("deductio-table")).to_be_visible(timeout=KERNEL_START)
    expect(tables).to_have_count(2, timeout=KERNEL_START)
    return tables.nth(0), tables.nth(1)


def test_play_clues_refuse_a_false_one_reveal_peek_and_guess(page, voila_url, artifacts):
    table, _ = open_tables(page, voila_url)
    expect(table.get_by_test_id("my-number")).to_have_attribute("data-number", "9")
    expect(table.get_by_test_id("my-mark")).to_have_text("#")
    expect(table.get_by_test_id("my-digits")).to_have_text("(one digit)")  # "9 #" alone is cryptic
    expect(table.get_by_test_id("number-1")).to_have_text("?")
    box = table.bounding_box()
    assert box["width"] <= 1366, "fits a 1366-wide screen"

    # a clue false of 9 is refused by the engine, citing its rule; nothing changes
    table.get_by_test_id("row-clue-29").click()
    error = table.get_by_test_id("error")
    expect(error).to_contain_text("not true of your number 9")
    expect(error.locator("[data-rule]")).to_have_attribute("data-rule", "deductio.play-clue")
    expect(table.get_by_test_id("tableau-0").locator("[data-clue]")).to_have_count(2)
    shot(table, artifacts, "refused")

    # #14 (divisible by 3) is true of 9: upright; its ability comes before the refill
    # (deductio.ability), so the row waits one short and the Reveal card is not drawn yet
    table.get_by_test_id("row-clue-14").click()
    expect(table.get_by_test_id("ability")).to_be_visible(timeout=15_000)
    expect(table.get_by_test_id("tableau-0").locator("[data-clue='14']")).to_have_attribute("data-upright", "true")
    expect(table.get_by_test_id("face-up-11")).to_have_count(0)

    # peek at the top Secret Number card (11, now at the bottom); then the refill draws the
    # Reveal card, which turns up the next one, 13, told in steps (deductio.refill)
    table.get_by_test_id("peek-button").click()
    expect(table.get_by_test_id("peek-0")).to_have_attribute("data-number", "11", timeout=15_000)
    expect(table.get_by_test_id("log")).to_contain_text("deductio.ability")
    steps = table.get_by_test_id("reveal-steps")
    expect(steps).to_be_visible(timeout=15_000)
    expect(table.get_by_test_id("status")).to_contain_text("Reveal, step")
    expect(table.get_by_test_id("reveal-step-2")).to_contain_text("13 is turned face up", timeout=10_000)
    expect(table.get_by_test_id("face-up-13")).to_be_visible()
    expect(table.get_by_test_id("reveal-step-3")).to_contain_text("#24", timeout=10_000)
    shot(table, artifacts, "reveal")
    expect(table.get_by_test_id("reveal-step-3")).to_have_attribute("data-state", "done", timeout=10_000)
    expect(table.get_by_test_id("tableau-0").locator("[data-clue='24']")).to_have_count(0)

    # the AI player answers; then a right guess: Player 1 holds 4
    expect(table.get_by_test_id("status")).to_contain_text("Your turn", timeout=15_000)
    table.get_by_test_id("guess-target").select_option("1")
    table.get_by_test_id("guess-number").select_option("4")
    table.get_by_test_id("guess-button").click()
    expect(table.get_by_test_id("trophies-0")).to_contain_text("Trophies: 1", timeout=15_000)
    expect(table.get_by_test_id("log")).to_contain_text("deductio.correct-guess")
    expect(error).to_be_empty()
    shot(table, artifacts, "table")


def test_the_candidate_grid_toggled_on_from_the_keyboard(page, voila_url, artifacts):
    table, _ = open_tables(page, voila_url)
    grid = table.get_by_test_id("candidate-grid")
    expect(grid).to_be_hidden()  # off by default
    table.get_by_test_id("candidates-toggle").check()
    expect(grid).to_be_visible(timeout=15_000)
    expected = candidates(position().view(0))[1]
    for n in range(1, 21):
        cell = grid.get_by_test_id(f"cand-1-{n}")
        p = expected.get(n, 0)
        expect(cell).to_have_attribute("data-p", re.compile(rf"^{round(p, 4)}$" if p else r"^0$"))
    expect(grid.get_by_test_id("cand-1-9")).to_have_text("")  # your own 9 is no one else's
    expect(table.get_by_test_id("bits-14")).to_contain_text("gives away")
    expect(table.get_by_test_id("bits-29")).to_contain_text("not true of your number")
    shot(table, artifacts, "grid")
    # keyboard: C hides it, C shows it again; 1 plays the row's first clue (#14, true of 9)
    table.get_by_test_id("title").click()
    table.press("c")
    expect(grid).to_be_hidden(timeout=15_000)
    table.press("c")
    expect(grid).to_be_visible(timeout=15_000)
    table.press("1")
    expect(table.get_by_test_id("tableau-0").locator("[data-clue='14']")).to_have_count(1, timeout=15_000)


def test_hot_seat_curtain_hides_the_numbers_while_the_screen_passes(page, voila_url, artifacts):
    _, hot = open_tables(page, voila_url)
    curtain = hot.get_by_test_id("curtain")
    expect(curtain).to_contain_text("Pass the screen to Player 0")
    expect(hot.get_by_test_id("deductio-table")).to_be_hidden()
    expect(hot.locator("[data-testid=my-number]")).to_have_count(0)
    hot.get_by_test_id("ready-button").click()
    expect(hot.get_by_test_id("my-number")).to_have_attribute("data-number", "9", timeout=15_000)
    hot.get_by_test_id("row-clue-14").click()
    expect(hot.get_by_test_id("ability")).to_be_visible(timeout=15_000)
    hot.get_by_test_id("pass-button").click()
    expect(curtain).to_contain_text("Pass the screen to Player 1", timeout=15_000)
    expect(hot.locator("[data-testid=my-number]")).to_have_count(0)
    held = hot.locator("[data-number]")
    expect(held).to_have_count(0)  # no Secret Number anywhere on the page, not even hidden
    shot(hot, artifacts, "curtain")
    hot.get_by_test_id("ready-button").press("Enter")  # the keyboard lifts it too
    expect(hot.get_by_test_id("my-number")).to_have_attribute("data-number", "4", timeout=15_000)
