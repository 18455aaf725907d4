"""Siggil in a real headless Chromium through a real Voila server and kernel: take a card,
have a wrong selection refused with its rule, capture a spirit by selecting cards, see a
cascade told step by step, play a solo turn from the keyboard, and make two release choices
in a row when one discard frees two spirits (siggil.solo-limit).

The test table (tests/browser/notebooks/siggil_table.ipynb) is a fixed position and its AI
player always takes its first legal move, so the engine, replayed here from the same
position, says what the browser must show. Screenshots go to tests/browser/artifacts/ and,
for the README, to docs/screenshots/siggil-*.png when asked (conftest.keep_for_docs)."""

import json
from pathlib import Path

from playwright.sync_api import expect
from support.browser import keep_for_docs

from rules_engine.siggil import Siggil

NOTEBOOK = "tests/browser/notebooks/siggil_table.ipynb"
KERNEL_START = 90_000
ROOT = Path(__file__).resolve().parents[2]
FAMILY_3 = [{"family": 3, "number": n} for n in (1, 2, 4)]


def position() -> Siggil:
    """The notebook's position, built by the notebook's own code."""
    cells = json.loads((ROOT / NOTEBOOK).read_text())["cells"]
    source = "".join(
        next(c for c in cells if c["cell_type"] == "code" and "def position" in "".join(c["source"]))["source"]
    )
    scope: dict = {}
    exec(source.split("\ntable = ")[0], scope)  # the definitions, not the widget
    return scope["position"]()


def script() -> tuple[Siggil, int, dict]:
    """The game after take 27, capture spirit 3 and the AI player's first-legal turn; a
    position whose take turns a card face up, and that flip (the engine says which)."""
    game = position()
    game.apply(game.decode_action({"kind": "take", "position": 27}))
    game.apply(game.decode_action({"kind": "capture", "spirit": 3, "cards": FAMILY_3}))
    while game.current_player == 1:
        game.apply(game.legal_actions()[0])
    for p in game.available:
        trial = game.replay(game.history)
        before = len(trial.log)
        trial.apply(trial.decode_action({"kind": "take", "position": p}))
        flips = [e.data for e in trial.log[before:] if e.kind == "flip"]
        if flips:
            return game, p, flips[0]
    raise AssertionError("no take turns a card up")


def shot(locator, artifacts, name):
    """A screenshot kept as a test artifact and copied for the README."""
    path = artifacts / f"siggil_{name}.png"
    page = locator.page
    page.set_viewport_size({"width": 1366, "height": 1500})  # the whole table in one picture
    locator.screenshot(path=str(path))
    page.set_viewport_size({"width": 1366, "height": 768})
    keep_for_docs(path, f"siggil-{name}.png")


def open_tables(page, voila_url):
    page.set_viewport_size({"width": 1366, "height": 768})  # a classroom projector
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}")
    tables = page.locator(".tt-siggil")
    expect(tables.first.get_by_test_id("siggil-table")).to_be_visible(timeout=KERNEL_START)
    expect(tables).to_have_count(3, timeout=KERNEL_START)
    return tables.nth(0), tables.nth(1), tables.nth(2)


def hand_card(table, card):
    return table.locator(f"[data-testid^=hand-][data-card='{card['family']}-{card['number']}']")


def test_take_refuse_a_wrong_selection_capture_and_see_a_cascade(page, voila_url, artifacts):
    table, _, _ = open_tables(page, voila_url)
    box = table.bounding_box()
    assert box["width"] <= 1366, "fits a 1366-wide screen"
    sigil = table.get_by_test_id("sigil").bounding_box()
    assert sigil["width"] <= box["width"] and sigil["height"] <= 400, "the sigil is scaled to the width"
    expect(table.get_by_test_id("status")).to_contain_text("Your turn: take an available card")
    expect(table.get_by_test_id("pos-27")).to_have_attribute("data-available", "true")
    expect(table.locator("[data-face-up=false]:not([data-card=down])")).to_have_count(0)  # no face-down card read
    shot(table, artifacts, "table")

    table.get_by_test_id("pos-27").click()
    expect(table.get_by_test_id("status")).to_contain_text("capture a spirit or pass", timeout=15_000)
    after = position()
    after.apply(after.decode_action({"kind": "take", "position": 27}))
    listed = [a for a in after.legal_actions() if a.kind != "pass"]
    expect(table.get_by_test_id("captures").locator("button")).to_have_count(len(listed))

    # two cards of family 3 for spirit 3: the engine refuses, citing its rule; nothing changes
    for card in FAMILY_3[:2]:
        hand_card(table, card).click()
    table.get_by_test_id("free-spirit-3").click()
    error = table.get_by_test_id("error")
    expect(error).to_contain_text("takes exactly 3 cards, not 2", timeout=15_000)
    expect(error.locator("[data-rule]")).to_have_attribute("data-rule", "siggil.capture-free")
    expect(table.get_by_test_id("free-spirit-3")).to_be_visible()
    shot(table, artifacts, "refused")

    # all three: spirit 3 goes onto a new set of yours
    for card in FAMILY_3:
        if hand_card(table, card).get_attribute("aria-pressed") != "true":
            hand_card(table, card).click()
    table.get_by_test_id("free-spirit-3").click()
    expect(table.get_by_test_id("sets-0").get_by_test_id("held-spirit-3")).to_be_visible(timeout=15_000)
    expect(table.get_by_test_id("held-0")).to_contain_text("spirits: 1 of 5")
    expect(table.get_by_test_id("log")).to_contain_text("siggil.capture-free")

    # the AI player takes its first legal card and passes; then a take of ours turns a card up
    game, take, flip = script()
    expect(table.get_by_test_id("status")).to_contain_text("Your turn: take", timeout=20_000)
    expect(table.get_by_test_id("hand-size-1")).to_contain_text(f"cards in hand: {len(game.hands[1])}")
    table.get_by_test_id(f"pos-{take}").click()
    cascade = table.get_by_test_id("cascade")
    expect(cascade).to_be_visible(timeout=15_000)
    expect(table.get_by_test_id("cascade-step-0")).to_contain_text("You take a card from the sigil")
    card = flip["card"]
    expect(table.get_by_test_id("cascade-step-1")).to_contain_text(
        f"Uncovered and turned face up: {card['number']} of family {card['family']}", timeout=10_000
    )
    flipped = table.get_by_test_id(f"pos-{flip['position']}")
    expect(flipped).to_have_attribute("data-face-up", "true")
    expect(flipped).to_have_attribute("data-card", f"{card['family']}-{card['number']}")
    shot(table, artifacts, "cascade")
    expect(error).to_be_empty()


def test_a_solo_turn_from_the_keyboard(page, voila_url, artifacts):
    _, solo, _ = open_tables(page, voila_url)
    game = Siggil(players=1, seed=3)
    expect(solo.get_by_test_id("status")).to_contain_text("first discard an available card")
    expect(solo.get_by_test_id("discard-pile")).to_contain_text("Discard pile: 0")
    # an empty hand reads once, not "Your hand:Your hand is empty."
    expect(solo.get_by_test_id("hand")).to_have_text("Your hand is empty.", use_inner_text=True)
    solo.get_by_test_id("title").click()
    solo.press("ArrowRight")
    expect(solo.locator(".tt-sg-cursor")).to_have_count(1)
    first = int(solo.locator(".tt-sg-cursor").get_attribute("data-position"))
    assert first in game.available
    solo.press("Enter")  # discard the card under the cursor
    expect(solo.get_by_test_id("discard-pile")).to_contain_text("Discard pile: 1", timeout=15_000)
    expect(solo.get_by_test_id("status")).to_contain_text("Your turn: take an available card", timeout=15_000)
    game.apply(game.decode_action({"kind": "discard", "position": first}))
    take = game.available[0]
    solo.get_by_test_id(f"pos-{take}").click()
    # one card in hand captures nothing: no Pass to click, the table plays it and
    # the log reads as a pass; the next turn begins
    expect(solo.get_by_test_id("status")).to_contain_text("first discard", timeout=15_000)
    expect(solo.get_by_test_id("hand").locator("[data-testid^=hand-]")).to_have_count(1)
    shot(solo, artifacts, "solo")
    expect(solo.get_by_test_id("log")).to_contain_text("siggil.capture")
    expect(solo.get_by_test_id("log")).to_contain_text("You make no capture this turn.")
    expect(solo.get_by_test_id("log")).not_to_contain_text("position")


def test_the_table_fits_a_notebook_column(page, voila_url, artifacts):
    """JupyterLab at 1366x768 leaves the notebook about 930 px: nothing spills sideways and
    the sigil, scaled to the width, leaves room for the hand on the first screen."""
    table, _, _ = open_tables(page, voila_url)
    page.set_viewport_size({"width": 960, "height": 768})
    expect(table.get_by_test_id("pos-27")).to_be_visible()
    overflow = table.evaluate("el => el.scrollWidth - el.clientWidth")  # the table is the root
    assert overflow <= 1, f"the table spills {overflow} px sideways"
    sigil = table.get_by_test_id("sigil").bounding_box()
    assert sigil["width"] <= 960 and sigil["height"] <= 320
    assert table.get_by_test_id("hand").bounding_box()["y"] - table.bounding_box()["y"] < 768
    table.screenshot(path=str(artifacts / "siggil_narrow.png"))


def test_two_spirits_freed_together_ask_twice_and_the_newcomer_stays(page, voila_url, artifacts):
    """siggil.solo-limit: spirits 1, 2, 3 wait; discarding 27 frees spirit 4, then spirit 5.
    The page asks twice: each time the newcomer is named and stays, and the buttons are the
    three that were waiting at its arrival."""
    _, _, solo = open_tables(page, voila_url)
    releases = solo.get_by_test_id("release")
    expect(solo.get_by_test_id("status")).to_contain_text("first discard an available card")
    solo.get_by_test_id("pos-27").click()
    expect(releases).to_be_visible(timeout=15_000)
    expect(solo.get_by_test_id("release-prompt")).to_contain_text("spirit 4 has just come free and stays")
    expect(releases.locator("button")).to_have_count(3)
    for k in (1, 2, 3):
        expect(solo.get_by_test_id(f"release-{k}")).to_be_visible()
    shot(solo, artifacts, "release")
    solo.get_by_test_id("release-2").click()
    expect(solo.get_by_test_id("release-prompt")).to_contain_text(
        "spirit 5 has just come free and stays", timeout=15_000
    )
    expect(releases.locator("button")).to_have_count(3)
    for k in (1, 3, 4):
        expect(solo.get_by_test_id(f"release-{k}")).to_be_visible()
    expect(solo.get_by_test_id("release-5")).to_have_count(0)
    solo.get_by_test_id("release-4").click()
    expect(releases).to_be_hidden(timeout=15_000)
    expect(solo.get_by_test_id("status")).to_contain_text("Your turn: take an available card")
    expect(solo.get_by_test_id("discard-pile")).to_contain_text("Discard pile: 3")
    expect(solo.get_by_test_id("error")).to_be_empty()
