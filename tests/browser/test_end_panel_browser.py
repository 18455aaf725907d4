"""The four games finish alike: a finished game of each shows the one end panel (who won,
the sentence the game ended with, a score row per seat) fully on screen and unclipped at
1366x768 and 1024x768, in English and Russian (the longest words); a finished Deductio or
Siggil lesson shows "Lesson done", and Try again starts it again.

The games are played to the end in the kernel before they are shown (the learner's first
legal move, the bots' own), so the page opens on the finished table."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from support.browser import VIEWPORTS, boxes, layout_problems, run_axe

KERNEL_START = 90_000

CODE = """from widgets import DeductioTable, ExactoTable, GanjifaTable, Lesson, SiggilTable
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.siggil.lessons import lesson as siggil_lesson
from rules_engine.siggil import Capture, Card
from IPython.display import display
LANG = {lang!r}


def finished(table):
    while not table.game.is_over:
        if table.bot_to_move:
            table.play_bots()
        else:
            table.act(table.game.legal_actions()[0])
    return table


display(finished(ExactoTable(players=4, seed=3, bot_delay_ms=0, language=LANG)))
display(finished(GanjifaTable(seed=5, bot_delay_ms=0, language=LANG)))
display(finished(DeductioTable(players=4, seed=4, bot_delay_ms=0, language=LANG)))
display(finished(SiggilTable(players=4, seed=2, bot_delay_ms=0, language=LANG)))
deductio = Lesson(deductio_lesson("first-turn"), bot_delay_ms=0, language=LANG)
deductio.act(deductio.game.legal_actions()[0])
display(deductio)
siggil = Lesson(siggil_lesson("win"), bot_delay_ms=0, language=LANG)
siggil.act(Capture(7, tuple(Card(7, n) for n in (1, 2, 3))))
display(siggil)
"""
GAMES = ["exacto", "ganjifa", "deductio", "siggil", "deductio-lesson", "siggil-lesson"]
PLAYERS = {"exacto": 4, "ganjifa": 3, "deductio": 4, "siggil": 4, "deductio-lesson": 0, "siggil-lesson": 2}

#: every row's middle is the row itself on the page: nothing covers it, no box clips it
UNCLIPPED = """(panel) => [...panel.querySelectorAll('tr, .tt-end-headline, .tt-end-reason, button')].filter((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !(hit && (hit === e || e.contains(hit)));
}).map((e) => e.dataset.testid || e.className || e.tagName)"""


#: elements outside the end panel (the status line and the log aside) that say again what
#: the panel says: its title ("Game over") or its headline ("Mage 1 wins")
SAID_TWICE = """(root) => {
    const panel = root.querySelector('[data-testid=end-panel]');
    const norm = (s) => (s || '').trim().replace(/[!.]$/, '').toLowerCase();
    const said = new Set(['end-title', 'end-headline'].map((id) => panel.querySelector(`[data-testid=${id}]`))
        .filter(Boolean).map((e) => norm(e.textContent)));
    const found = [...root.querySelectorAll('*')].filter((e) => !panel.contains(e)
        && !e.closest('[data-testid=status], [data-testid=log]') && e.getClientRects().length
        && [...said].some((t) => norm(e.textContent).startsWith(t)));
    // the innermost of them: a box that says it, not every box around it
    return found.filter((e) => !found.some((f) => f !== e && e.contains(f)))
        .map((e) => `${e.className || e.tagName}: ${e.textContent.trim().slice(0, 60)}`);
}"""


def viewport(page) -> dict:
    size = page.viewport_size
    return {"x": 0, "y": 0, "right": size["width"], "bottom": size["height"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_finished_game_shows_the_one_end_panel_on_screen_and_unclipped(
    page, voila_url, screen_notebook, artifacts, lang
):
    """exacto.winner, ganjifa.end, deductio.goal, siggil.win / siggil.last-card: the panel and
    every score row inside the viewport, none covered or clipped (Ganjifa's table was cut by
    the felt's overflow: hidden)."""
    page.set_viewport_size(VIEWPORTS["1366x768"])
    page.goto(f"{voila_url}/voila/render/{screen_notebook(f'end_panel_{lang}', CODE.format(lang=lang))}")
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(GAMES), timeout=KERNEL_START)
    failures = []
    for size in ("1366x768", "1024x768"):
        page.set_viewport_size(VIEWPORTS[size])
        for i, game in enumerate(GAMES):
            root = roots.nth(i)
            panel = root.get_by_test_id("end-panel")
            expect(panel).to_be_visible(timeout=30_000)
            expect(panel.locator("tbody tr")).to_have_count(PLAYERS[game])
            root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(100)
            page.screenshot(path=str(artifacts / f"end-panel-{game}-{lang}-{size}.png"))
            found = boxes(page, {"panel": "[data-testid=end-panel]", "row": "[data-testid=end-panel] tr"}, within=root)
            problems = layout_problems(found, viewport(page), [])
            whole = found["panel"]
            problems += [
                f"{n} is outside the panel"
                for n, b in found.items()
                if n.startswith("row")
                and (
                    b["x"] < whole["x"] - 0.5
                    or b["right"] > whole["right"] + 0.5
                    or b["y"] < whole["y"] - 0.5
                    or b["bottom"] > whole["bottom"] + 0.5
                )
            ]
            problems += [f"{part} is covered or clipped" for part in panel.evaluate(UNCLIPPED)]
            # one end for four games: the table's centre does not say the panel's words again
            problems += [f"{part} says the end panel again" for part in root.evaluate(SAID_TWICE)]
            if problems:
                failures.append(f"{game} at {size}: " + "; ".join(problems))
    assert not failures, "\n".join(failures)
    violations = run_axe(page, "[data-testid=end-panel]")
    assert not violations, violations
    words = {"en": ("Lesson done", "↺ Try again"), "ru": ("Урок пройден", "↺ Ещё раз")}[lang]
    for i, game in enumerate(GAMES):
        if game.endswith("-lesson"):
            expect(roots.nth(i).get_by_test_id("lesson-done")).to_have_text(words[0])
            expect(roots.nth(i).get_by_test_id("end-retry")).to_have_text(words[1])
        else:
            expect(roots.nth(i).get_by_test_id("end-title")).to_be_visible()
            expect(roots.nth(i).get_by_test_id("end-new-game")).to_be_visible()


@pytest.mark.parametrize("game", ["deductio-lesson", "siggil-lesson"])
def test_try_again_on_a_finished_lesson_starts_it_again(page, voila_url, screen_notebook, game):
    """A finished Deductio or Siggil lesson says "Lesson done" (not "Player 0 is to move"),
    and the panel's Try again brings the lesson's start back, the learner to move."""
    page.set_viewport_size(VIEWPORTS["1024x768"])
    page.goto(f"{voila_url}/voila/render/{screen_notebook('end_panel_en', CODE.format(lang='en'))}")
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(GAMES), timeout=KERNEL_START)
    root = roots.nth(GAMES.index(game))
    expect(root.get_by_test_id("lesson-done")).to_have_text("Lesson done", timeout=30_000)
    expect(root.get_by_test_id("status")).to_have_text("Lesson done: Try again to replay it")
    root.get_by_test_id("end-retry").click()
    expect(root.get_by_test_id("end-panel")).to_be_hidden(timeout=15_000)
    expect(root.get_by_test_id("status")).not_to_contain_text("Lesson done")
    expect(root.get_by_test_id("lesson-instruction")).to_be_visible()
