"""Exacto in a real headless Chromium, through a real Voila server and kernel.

The test table's bots always make the smallest legal raise, so the engine, replayed in
this process from the same seed, says exactly what the browser must show."""

import re

from playwright.sync_api import expect
from support.browser import keep_for_docs

from rules_engine.exacto import LIAR, Bid, Exacto

TABLE = "tests/browser/notebooks/exacto_table.ipynb"
HOT_SEAT = "tests/browser/notebooks/exacto_hot_seat.ipynb"
KERNEL_START = 90_000  # ms: the first render waits for a kernel


def open_notebook(page, voila_url, path):
    page.goto(f"{voila_url}/voila/render/{path}")
    expect(page.get_by_test_id("table").first).to_be_visible(timeout=KERNEL_START)


def expected_round():
    """The same table in the engine: we bid two 3s, both bots raise by one face, we call LIAR."""
    game = Exacto(players=3, seed=5)
    dice = [list(d) for d in game.dice]
    for action in (Bid(2, 3), Bid(2, 4), Bid(2, 5)):
        game.apply(action)
    events = game.apply(LIAR)
    loser = next(e.data["seat"] for e in events if e.kind == "lose")
    count = next(e.data["count"] for e in events if e.kind == "reveal")
    return dice, loser, count, next(e for e in events if e.kind == "lose")


def test_bid_call_liar_and_see_the_die_lost(page, voila_url, artifacts):
    dice, loser, count, lose = expected_round()
    open_notebook(page, voila_url, TABLE)
    own = page.get_by_test_id("own-dice")
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[0]))}")
    for seat in (1, 2):  # the other mages' dice stay under their cups
        expect(page.get_by_test_id(f"cup-{seat}")).to_be_visible()
        expect(page.get_by_test_id(f"dice-{seat}")).to_have_count(0)

    # The raise controls offer only legal bids: faces 2..6, never ones.
    expect(page.get_by_test_id("face-1")).to_have_count(0)
    page.get_by_test_id("quantity").select_option("2")
    page.get_by_test_id("face-3").click()
    page.screenshot(path=str(artifacts / "exacto_table.png"))
    keep_for_docs(artifacts / "exacto_table.png")
    page.get_by_test_id("bid-button").click()

    # Both bots raise, one at a time, and it is our turn against two 5s.
    expect(page.get_by_test_id("bid-quantity")).to_have_text("2", timeout=15_000)
    expect(page.get_by_test_id("bid")).to_have_attribute("aria-label", re.compile(r"2 fives"), timeout=15_000)
    expect(page.get_by_test_id("liar-button")).to_be_enabled()
    page.get_by_test_id("liar-button").click()

    # The reveal: every cup lifted, the loser named, one die fewer.
    expect(page.get_by_test_id(f"outcome-{loser}")).to_be_visible(timeout=15_000)
    expect(page.get_by_test_id(f"count-{loser}")).to_have_text("4 dice")
    for seat in (1, 2):
        expect(page.get_by_test_id(f"dice-{seat}")).to_be_visible()
    log = page.get_by_test_id("log")
    expect(log).to_contain_text("exacto.liar")
    expect(log).to_contain_text(lose.render("en", you=0))  # the page calls the learner "you"
    expect(page.get_by_test_id("error")).to_be_empty()
    expect(page.get_by_test_id("reveal-count")).to_contain_text(str(count))
    page.screenshot(path=str(artifacts / "exacto_reveal.png"))
    keep_for_docs(artifacts / "exacto_reveal.png")


def test_keyboard_calls_are_refused_before_the_first_bid(page, voila_url):
    open_notebook(page, voila_url, TABLE)
    expect(page.get_by_test_id("liar-button")).to_be_disabled()
    page.get_by_test_id("table").click()
    page.keyboard.press("l")
    expect(page.get_by_test_id("bid")).not_to_contain_text("LIAR")
    expect(page.get_by_test_id("count-0")).to_have_text("5 dice")


def test_lesson_and_quiz_in_a_tutorial(page, voila_url, artifacts):
    page.goto(f"{voila_url}/voila/render/notebooks/exacto/05_probability.ipynb")
    quiz = page.get_by_test_id("quiz").first
    expect(quiz).to_be_visible(timeout=KERNEL_START)
    expect(quiz.get_by_test_id("quiz-simulate")).to_be_hidden()  # no estimate to copy before answering
    quiz.get_by_test_id("quiz-input").fill("0.1")
    quiz.get_by_test_id("quiz-check").click()
    expect(quiz.get_by_test_id("quiz-result")).to_contain_text(re.compile("not|try", re.I), timeout=15_000)
    expect(quiz.get_by_test_id("quiz-hint")).to_be_visible()  # a hint, not the answer
    quiz.get_by_test_id("quiz-input").fill("0.2")  # the second and last try
    quiz.get_by_test_id("quiz-check").click()
    quiz.get_by_test_id("quiz-simulate").click()
    expect(quiz.get_by_test_id("quiz-simulation")).to_contain_text(re.compile(r"\d"), timeout=30_000)
    quiz.screenshot(path=str(artifacts / "exacto_quiz.png"))
    keep_for_docs(artifacts / "exacto_quiz.png")
    chart = page.get_by_test_id("chart").first
    expect(chart.get_by_test_id("bar-10")).to_be_visible()  # the count distribution, 0..30
    chart.screenshot(path=str(artifacts / "exacto_chart.png"))
    keep_for_docs(artifacts / "exacto_chart.png")


def test_a_lesson_judges_the_learners_call(page, voila_url, artifacts):
    page.goto(f"{voila_url}/voila/render/notebooks/exacto/03_liar_or_exacto.ipynb")
    lesson = page.get_by_test_id("lesson").first
    expect(lesson).to_be_visible(timeout=KERNEL_START)
    widget = page.locator(".tt-root", has=lesson).first
    expect(lesson.get_by_test_id("lesson-rules")).to_contain_text("exacto.liar")
    widget.get_by_test_id("hint-button").click()
    expect(widget.get_by_test_id("hint-0")).to_be_visible()
    widget.get_by_test_id("liar-button").click()
    feedback = widget.get_by_test_id("lesson-feedback")
    expect(feedback).to_have_attribute("data-correct", "true", timeout=15_000)
    expect(feedback).to_contain_text("loses a die")
    page.set_viewport_size({"width": 1280, "height": 2000})  # the whole widget in one frame
    widget.screenshot(path=str(artifacts / "exacto_lesson.png"))
    keep_for_docs(artifacts / "exacto_lesson.png")
    widget.get_by_test_id("retry-button").click()
    expect(feedback).not_to_have_attribute("data-correct", "true")


def test_hot_seat_curtain_keeps_every_cup_off_the_page_while_the_screen_passes(page, voila_url, artifacts):
    """Two people at one screen: the curtain is Python's, so while it is up the page holds
    nobody's dice, not even hidden ones (exacto.roll: every cup is secret)."""
    dice = Exacto(players=2, seed=5).dice
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{voila_url}/voila/render/{HOT_SEAT}")
    curtain = page.get_by_test_id("curtain")
    expect(curtain).to_contain_text("Pass the screen to Mage 0", timeout=KERNEL_START)
    expect(page.get_by_test_id("table")).to_be_hidden()
    expect(page.locator("[data-testid=own-dice], [data-testid^=dice-]")).to_have_count(0)
    page.get_by_test_id("ready-button").click()
    own = page.get_by_test_id("own-dice")
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[0]))}", timeout=15_000)
    page.get_by_test_id("quantity").select_option("1")
    page.get_by_test_id("face-3").click()
    page.get_by_test_id("bid-button").click()
    expect(curtain).to_contain_text("Pass the screen to Mage 1", timeout=15_000)
    expect(page.locator("[data-testid=own-dice], [data-testid^=dice-]")).to_have_count(0)
    expect(page.locator("[aria-label^='Your dice']")).to_have_count(0)
    for seat in (0, 1):  # drawn (hidden) as cups: the page has no dice to draw
        expect(page.get_by_test_id(f"cup-{seat}")).to_have_count(1)
    page.screenshot(path=str(artifacts / "exacto_hot_seat_curtain.png"))
    page.get_by_test_id("ready-button").press("r")  # the key R lifts it too
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[1]))}", timeout=15_000)
    expect(page.get_by_test_id("dice-0")).to_have_count(0)


MODEL_SECRETS = """() => {
  // The page's own widget models, as a console would reach them (Voila's app): the dice
  // each holds now and held before its last update (Backbone's previousAttributes).
  const wm = window.jupyterapp && window.jupyterapp.widgetManager;
  const all = wm && wm._models ? (wm._models instanceof Map ? [...wm._models.values()] : Object.values(wm._models)) : [];
  return Promise.all(all).then((models) => models.filter((m) => m.get("curtain") !== undefined).map((m) => {
    const dice = (state) => ((state && state.view && state.view.dice) || []).filter((d) => d !== null);
    return { now: dice(m.attributes), before: dice(m.previousAttributes()), curtain: m.get("curtain") };
  }));
}"""


def test_hot_seat_peek_cannot_be_retracted_and_the_model_keeps_no_cup(page, voila_url, artifacts):
    """Show + Undo was a peek taken back: once the curtain lifts for the next mage, undo stops
    there and the log says in public whom the screen was shown to; while the curtain is up the
    page's widget model holds no cup, neither now nor in the state before its last update."""
    dice = Exacto(players=2, seed=5).dice
    page.goto(f"{voila_url}/voila/render/{HOT_SEAT}")
    curtain = page.get_by_test_id("curtain")
    expect(curtain).to_contain_text("Pass the screen to Mage 0", timeout=KERNEL_START)
    page.get_by_test_id("ready-button").click()
    own = page.get_by_test_id("own-dice")
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[0]))}", timeout=15_000)
    page.get_by_test_id("quantity").select_option("1")
    page.get_by_test_id("face-3").click()
    page.get_by_test_id("bid-button").click()
    expect(curtain).to_contain_text("Pass the screen to Mage 1", timeout=15_000)
    page.wait_for_timeout(300)  # the curtain's second update has arrived
    models = page.evaluate(MODEL_SECRETS)
    assert models and all(m["now"] == [] and m["before"] == [] for m in models), models
    undo = page.get_by_test_id("undo-button")
    expect(undo).to_be_enabled()  # nobody has looked yet: mage 0 may take the bid back
    page.get_by_test_id("ready-button").click()
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[1]))}", timeout=15_000)
    expect(undo).to_be_disabled()  # mage 1's dice were on the screen: the bid stays
    own.press("u")  # the key tries it anyway: nothing is taken back
    page.wait_for_timeout(500)
    expect(own).to_have_attribute("aria-label", f"Your dice: {', '.join(map(str, dice[1]))}")
    page.get_by_role("tab", name=re.compile("Log")).click()
    expect(page.get_by_test_id("log")).to_contain_text("The screen was shown to Mage 1.")


def test_undo_tooltip_says_at_a_shared_screen_that_it_may_take_back_another_players_move(page, voila_url):
    """In pass and play, Undo takes back the last person's move, which
    may be the other player's (GameWidget._undo_target); its tooltip says so there, and
    keeps "your last move" where one person plays against bots."""
    page.goto(f"{voila_url}/voila/render/{HOT_SEAT}")
    expect(page.get_by_test_id("curtain")).to_be_visible(timeout=KERNEL_START)
    page.get_by_test_id("ready-button").click()
    undo = page.get_by_test_id("undo-button")
    expect(undo).to_have_attribute(
        "title",
        re.compile(
            r"whoever made it: at a shared screen that may be another "
            r"player's move \(U\)"
        ),
    )
    open_notebook(page, voila_url, TABLE)
    expect(page.get_by_test_id("undo-button")).to_have_attribute("title", "Undo your last move (U)")


def test_the_opening_bid_is_labelled_bid_and_a_raise_raise_to(page, voila_url):
    """ "Raise to" labelled the round's first bid, which raises nothing: it reads "Bid"."""
    page.goto(f"{voila_url}/voila/render/{HOT_SEAT}")
    expect(page.get_by_test_id("curtain")).to_be_visible(timeout=KERNEL_START)
    page.get_by_test_id("ready-button").click()
    expect(page.get_by_test_id("raise-label")).to_have_text("Bid")
    page.get_by_test_id("quantity").select_option("1")
    page.get_by_test_id("face-3").click()
    page.get_by_test_id("bid-button").click()
    expect(page.get_by_test_id("curtain")).to_contain_text("Pass the screen to Mage 1", timeout=15_000)
    page.get_by_test_id("ready-button").click()
    expect(page.get_by_test_id("raise-label")).to_have_text("Raise to")
