"""Dashavatara Ganjifa in a real headless Chromium through Voila: play cards, have an
illegal one refused with its rule, and lead a Dukal in a lesson.

The AI players always play their first legal card, so the engine, replayed here from the
same seed, says which cards the browser must offer."""

import re

from playwright.sync_api import expect
from support.browser import keep_for_docs

from rules_engine.ganjifa import Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.lessons import lesson

NOTEBOOK = "tests/browser/notebooks/ganjifa_table.ipynb"
KERNEL_START = 90_000


def card_id(card):
    return f"card-{card.suit}-{card.rank}"


def first_turn():
    """The deal as the browser will show it when it is first our turn."""
    game = Ganjifa(seed=11, period="day")
    while game.current_player != 0:
        game.apply(game.legal_actions()[0])
    legal = [a.card for a in game.legal_actions() if isinstance(a, PlayCard)]
    illegal = [c for c in game.hand(0) if c not in legal]
    return game, legal, illegal


def test_play_cards_and_see_an_illegal_card_refused(page, voila_url, artifacts):
    game, legal, illegal = first_turn()
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}")
    # The first widget on the page: the table (the lesson below it is a table too).
    table = page.locator(".tt-ganjifa", has=page.get_by_test_id("ganjifa-table")).first
    expect(table).to_be_visible(timeout=KERNEL_START)
    hand = table.get_by_test_id("hand")
    expect(hand.locator("[data-legal]")).to_have_count(len(game.hand(0)), timeout=20_000)
    for card in legal:
        expect(hand.get_by_test_id(card_id(card))).to_have_attribute("data-legal", "true")
    expect(table.get_by_test_id("trump")).to_contain_text("Rama")

    if illegal:  # a card the rules forbid is refused, citing the rule, and nothing changes
        hand.get_by_test_id(card_id(illegal[0])).click()
        expect(table.get_by_test_id("error")).to_contain_text(re.compile("ganjifa\\.(follow|void|opening-lead)"))
        expect(hand.locator("[data-legal]")).to_have_count(len(game.hand(0)))

    hand.get_by_test_id(card_id(legal[0])).click()
    summary = table.get_by_test_id("trick-summary")
    expect(summary).to_contain_text(re.compile("wins the trick|won the trick"), timeout=20_000)
    expect(table.get_by_test_id("log")).to_contain_text("ganjifa.trick-winner")
    expect(hand.get_by_test_id(card_id(legal[0]))).to_have_count(0)
    page.set_viewport_size({"width": 1280, "height": 2000})  # the whole widget in one frame
    table.screenshot(path=str(artifacts / "ganjifa_table.png"))
    keep_for_docs(artifacts / "ganjifa_table.png")


def test_lead_a_dukal_in_a_lesson(page, voila_url, artifacts):
    start = lesson("lead-dukal").setup()
    dukal = max((a for a in start.legal_actions() if isinstance(a, LeadDukal)), key=lambda a: len(a.cards))
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}")
    widget = page.locator(".tt-root", has=page.get_by_test_id("lesson")).first
    expect(widget).to_be_visible(timeout=KERNEL_START)
    widget.get_by_test_id("dukal-mode").click()
    button = widget.get_by_test_id("dukal-button")
    for selected, card in enumerate(dukal.cards):
        if selected < 5:  # Raja + Mantri + three numbers at least: no Dukal yet, no button
            expect(button).to_be_disabled()
        widget.get_by_test_id("hand").get_by_test_id(card_id(card)).click()
    expect(button).to_be_enabled()
    expect(button).to_contain_text(f"Dukal of {len(dukal.cards)}")
    button.click()
    feedback = widget.get_by_test_id("lesson-feedback")
    expect(feedback).to_have_attribute("data-correct", "true", timeout=20_000)
    expect(widget.get_by_test_id("log")).to_contain_text("ganjifa.dukal")
    page.set_viewport_size({"width": 1280, "height": 2000})  # the whole widget in one frame
    widget.screenshot(path=str(artifacts / "ganjifa_dukal_lesson.png"))
    keep_for_docs(artifacts / "ganjifa_dukal_lesson.png")
