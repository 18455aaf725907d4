"""What a class sees (issue 18): every widget laid out right in a real Chromium.

A `[hidden]` part is never drawn, whatever `display` its class gives it (the Odds switch
showed in lessons that forbid odds: `.tt-toggle {display: flex}` beat its hidden
attribute); each layout fix of section 1 is measured by bounding boxes at 1024x768 (Voila,
full width) and at 1366x768 in JupyterLab with the file browser open, in English and in
Russian (the longest words)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import VIEWPORTS, notebook_json, open_in_lab, shut_down_lab_kernels

KERNEL_START = 90_000

HEADER = """from widgets import BarChart, DeductioTable, ExactoTable, GanjifaTable, Lesson, Quiz, SiggilTable
from rules_engine.exacto.lessons import lesson as exacto_lesson, quiz as exacto_quiz
from rules_engine.ganjifa.lessons import lesson as ganjifa_lesson
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.siggil.lessons import lesson as siggil_lesson
from IPython.display import display
LANG = {lang!r}
"""

#: one of each widget a learner meets: every table, a lesson of each game (the Exacto one
#: forbids the odds), a quiz and a chart
EVERY_WIDGET = {
    "exacto": "ExactoTable(players=4, seed=4, bots='random', bot_delay_ms=0, language=LANG)",
    "exacto-lesson": "Lesson(exacto_lesson('opening-bid'), bot_delay_ms=0, language=LANG)",
    "ganjifa": "GanjifaTable(seed=11, opponents='random', bot_delay_ms=0, language=LANG)",
    "ganjifa-lesson": "Lesson(ganjifa_lesson('follow-suit'), bot_delay_ms=0, language=LANG)",
    "deductio": "DeductioTable(seed=2, bots='random', bot_delay_ms=0, language=LANG)",
    "deductio-lesson": "Lesson(deductio_lesson('first-turn'), bot_delay_ms=0, language=LANG)",
    "siggil": "SiggilTable(seed=2, bots='random', bot_delay_ms=0, language=LANG)",
    "siggil-lesson": "Lesson(siggil_lesson('availability'), bot_delay_ms=0, language=LANG)",
    "quiz": "Quiz(exacto_quiz('at-least-10-fours'), language=LANG)",
    "chart": "BarChart(title='t', labels=['a', 'b', 'c'], values=[1, 2, 3], language=LANG)",
}


def widgets_code(widgets: dict[str, str], lang: str) -> str:
    return HEADER.format(lang=lang) + "\n".join(f"display({code})" for code in widgets.values()) + "\n"


def open_voila(page, voila_url, screen_notebook, name: str, widgets: dict[str, str], lang: str, size="1024x768"):
    page.set_viewport_size(VIEWPORTS[size])
    page.goto(f"{voila_url}/voila/render/{screen_notebook(f'{name}_{lang}', widgets_code(widgets, lang))}")
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(widgets), timeout=KERNEL_START)
    return roots


#: every element with the hidden attribute that still has a box on the page
DRAWN_HIDDEN = """(root) => [...root.querySelectorAll('[hidden]')].filter((e) => e.getClientRects().length)
    .map((e) => e.dataset.testid || e.className || e.tagName)"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_hidden_part_is_drawn_in_any_widget(page, voila_url, screen_notebook, artifacts, lang):
    """Issue 18 §2: every element with the `hidden` attribute has no box, in every widget;
    the Odds switch of a lesson that forbids odds among them."""
    roots = open_voila(page, voila_url, screen_notebook, "hidden", EVERY_WIDGET, lang)
    expect(page.get_by_test_id("quiz")).to_be_visible(timeout=KERNEL_START)
    for i, name in enumerate(EVERY_WIDGET):
        if name != "chart":
            expect(roots.nth(i).locator("[data-testid=title], [data-testid=quiz-question]").first).to_be_attached(timeout=30_000)
    drawn = {name: roots.nth(i).evaluate(DRAWN_HIDDEN) for i, name in enumerate(EVERY_WIDGET)}
    page.screenshot(path=str(artifacts / f"layout-hidden-{lang}.png"), full_page=True)
    assert not {name: found for name, found in drawn.items() if found}, f"hidden parts drawn: {drawn}"
    lesson = roots.nth(list(EVERY_WIDGET).index("exacto-lesson"))
    toggle = lesson.get_by_test_id("probability-toggle")
    expect(toggle).to_be_attached()
    expect(toggle).to_be_hidden()      # opening-bid forbids the odds: no switch that does nothing
    table = roots.nth(list(EVERY_WIDGET).index("exacto"))
    expect(table.get_by_test_id("probability-toggle")).to_be_visible()   # a free table offers it
