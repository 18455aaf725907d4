"""Accessibility (WCAG 2.2 AA) in a real headless Chromium.

axe-core (the npm devDependency, injected from node_modules: nothing is fetched) checks
every table, lesson and quiz in the light, dark and high-contrast themes; the rest checks
what axe cannot see: the focus ring's contrast and shape next to the gold "playable"
ring, how far unplayable cards fade, the key that jumps to the next playable card, and
the skip link to the table."""

import pytest
from playwright.sync_api import expect
from support.browser import run_axe

KERNEL_START = 90_000

WIDGETS = [
    "ExactoTable(players=4, seed=4, bots='random', bot_delay_ms=0{opts})",
    "Lesson(exacto_lesson('opening-bid'), bot_delay_ms=0{opts})",
    "GanjifaTable(seed=11, period='day', opponents=first_legal, bot_delay_ms=0{opts})",
    "Lesson(ganjifa_lesson('follow-suit'), bot_delay_ms=0{opts})",
    "DeductioTable(players=3, seed=4, bots='random', bot_delay_ms=0{opts})",
    "Lesson(deductio_lesson('true-clue'), bot_delay_ms=0{opts})",
    "SiggilTable(players=2, seed=4, bots='random', bot_delay_ms=0{opts})",
    "Lesson(siggil_lesson('availability'), bot_delay_ms=0{opts})",
    "Quiz(exacto_quiz('at-least-10-fours'){opts})",
    "Quiz(ganjifa_quiz('void-in-kalki'){opts})",
]
HEADER = """from widgets import DeductioTable, ExactoTable, GanjifaTable, Lesson, Quiz, SiggilTable
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.siggil.lessons import lesson as siggil_lesson
from rules_engine.exacto.lessons import lesson as exacto_lesson, quiz as exacto_quiz
from rules_engine.ganjifa.lessons import lesson as ganjifa_lesson, quiz as ganjifa_quiz
from IPython.display import display


def first_legal(view, legal, rng):
    return legal[0]
"""
THEMES = {
    "auto": "",  # JupyterLab's (and Voila's) own colours
    "light": ", theme='light'",
    "dark": ", theme='dark'",
    "high-contrast": ", theme='light', high_contrast=True",
    "high-contrast-dark": ", theme='dark', high_contrast=True",
}
GANJIFA = "GanjifaTable(seed=11, period='day', opponents=first_legal, bot_delay_ms=0{opts})"


def open_widgets(page, voila_url, screen_notebook, name, widgets, opts):
    code = HEADER + "\n".join(f"display({w.format(opts=opts)})" for w in widgets) + "\n"
    page.goto(f"{voila_url}/voila/render/{screen_notebook(name, code)}")
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(widgets), timeout=KERNEL_START)
    return roots


@pytest.mark.parametrize("theme", list(THEMES))
def test_axe_finds_no_serious_violation(page, voila_url, screen_notebook, artifacts, theme):
    roots = open_widgets(page, voila_url, screen_notebook, f"axe_{theme}", WIDGETS, THEMES[theme])
    expect(page.get_by_test_id("hand").first).to_be_visible(timeout=30_000)
    expect(page.get_by_test_id("quiz-question").first).not_to_be_empty()
    page.wait_for_timeout(500)  # the bots' first moves
    violations = run_axe(page)
    page.screenshot(path=str(artifacts / f"axe-{theme}.png"), full_page=True)
    assert roots.count() == len(WIDGETS)
    assert not violations, "\n".join(
        f"{v['impact']} {v['id']}: {v['help']}\n    " + "\n    ".join(v["nodes"]) for v in violations
    )


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


STYLE = """([sel, pseudo]) => {
    const el = document.querySelector(sel);
    const s = getComputedStyle(el, pseudo || null);
    const rgb = (c) => (c.match(/[\\d.]+/g) || []).slice(0, 3).map(Number);
    let bg = el, back = [255, 255, 255];
    while (bg) { const c = getComputedStyle(bg).backgroundColor; const v = c.match(/[\\d.]+/g);
        if (v && (v.length < 4 || Number(v[3]) > 0.9)) { back = v.slice(0, 3).map(Number); break; } bg = bg.parentElement; }
    return {outline: rgb(s.outlineColor), outlineStyle: s.outlineStyle, outlineWidth: parseFloat(s.outlineWidth),
            radius: s.borderRadius, boxShadow: s.boxShadow, opacity: Number(s.opacity), content: s.content,
            back, filter: s.filter};
}"""


@pytest.mark.parametrize("theme", ["light", "dark", "high-contrast"])
def test_focus_ring_is_visible_and_shaped_unlike_the_playable_ring(page, voila_url, screen_notebook, theme):
    roots = open_widgets(page, voila_url, screen_notebook, f"focus_{theme}", [GANJIFA], THEMES[theme])
    hand = roots.first.get_by_test_id("hand")
    expect(hand.locator(".tt-g-legal").first).to_be_visible(timeout=30_000)
    legal = hand.locator(".tt-g-legal").first
    legal.evaluate("(b) => b.setAttribute('data-probe', 'focus')")
    page.keyboard.press("Shift")  # the last input was a key: :focus-visible applies
    legal.focus()
    focused = page.evaluate(STYLE, ["[data-probe=focus]", None])
    ring = page.evaluate(STYLE, ["[data-probe=focus]", "::before"])
    assert focused["outlineStyle"] != "none" and focused["outlineWidth"] >= 2, focused
    ratio = contrast(focused["outline"], focused["back"])
    assert ratio >= 3, f"focus ring {focused['outline']} on {focused['back']}: {ratio:.2f}:1, 3:1 needed"
    # The playable ring is round (the card's own circle); the focus ring is a rounded square.
    assert ring["content"] not in ("none", "normal") and ring["radius"] == "50%", ring
    assert focused["radius"] != "50%", focused
    gold = (242, 183, 5)
    assert contrast(focused["outline"], gold) >= 1.5 or focused["outline"] != list(gold), (
        "the focus ring looks like the playable ring"
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_unplayable_cards_stay_readable(page, voila_url, screen_notebook, theme):
    roots = open_widgets(page, voila_url, screen_notebook, f"faded_{theme}", [GANJIFA], THEMES[theme])
    hand = roots.first.get_by_test_id("hand")
    illegal = hand.locator(".tt-g-illegal").first
    expect(illegal).to_be_visible(timeout=30_000)
    illegal.evaluate("(b) => b.setAttribute('data-probe', 'faded')")
    style = page.evaluate(STYLE, ["[data-probe=faded]", None])
    # At 0.4 the cards' ink fell to 1.9:1 on the hand; 0.75 keeps it above 3:1.
    assert style["opacity"] >= 0.75, style


def test_a_key_jumps_to_the_next_playable_card(page, voila_url, screen_notebook):
    roots = open_widgets(page, voila_url, screen_notebook, "next_legal", [GANJIFA], "")
    hand = roots.first.get_by_test_id("hand")
    expect(hand.locator(".tt-g-legal").first).to_be_visible(timeout=30_000)
    legal = hand.locator(".tt-g-legal").evaluate_all("(bs) => bs.map((b) => b.dataset.key)")
    assert len(legal) >= 2, "the test deal must offer two playable cards"
    cards = hand.locator(".tt-g-hcard").evaluate_all("(bs) => bs.map((b) => b.dataset.key)")
    start = next(k for k in cards if k not in legal)
    hand.locator(f"[data-key='{start}']").focus()
    seen = []
    for _ in range(len(legal) + 1):
        page.keyboard.press("j")
        seen.append(page.evaluate("() => document.activeElement.dataset.key"))
    after = [k for k in cards[cards.index(start) :] + cards[: cards.index(start)] if k in legal]
    assert seen == (after + after)[: len(seen)], (seen, after)


@pytest.mark.parametrize(
    "widget, target",
    [
        ("ExactoTable(players=3, seed=5, bots='random', bot_delay_ms=0{opts})", "table"),
        (GANJIFA, "hand"),
    ],
)
def test_a_skip_link_leads_to_the_table(page, voila_url, screen_notebook, widget, target):
    roots = open_widgets(page, voila_url, screen_notebook, f"skip_{target}", [widget], "")
    root = roots.first
    expect(root.get_by_test_id(target)).to_be_visible(timeout=30_000)
    root.focus()
    page.keyboard.press("Tab")
    link = root.get_by_test_id("skip-link")
    expect(link).to_be_focused()
    expect(link).to_be_visible()  # shown when it has the focus
    page.keyboard.press("Enter")
    inside = page.evaluate(f"""() => !!document.activeElement.closest("[data-testid='{target}']")""")
    assert inside, page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")
