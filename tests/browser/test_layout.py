"""What a class sees: every widget laid out right in a real Chromium.

A `[hidden]` part is never drawn, whatever `display` its class gives it (the Odds switch
showed in lessons that forbid odds: `.tt-toggle {display: flex}` beat its hidden
attribute); each layout fix of section 1 is measured by bounding boxes at 1024x768 (Voila,
full width) and at 1366x768 in JupyterLab with the file browser open, in English and in
Russian (the longest words)."""

from __future__ import annotations

import itertools

import pytest
from playwright.sync_api import expect
from support.browser import (
    VIEWPORTS,
    boxes,
    lab_widgets,
    layout_problems,
    overlap,
    start_voila,
    stop,
)

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
    """Every element with the `hidden` attribute has no box, in every widget;
    the Odds switch of a lesson that forbids odds among them."""
    roots = open_voila(page, voila_url, screen_notebook, "hidden", EVERY_WIDGET, lang)
    expect(page.get_by_test_id("quiz")).to_be_visible(timeout=KERNEL_START)
    for i, name in enumerate(EVERY_WIDGET):
        if name != "chart":
            expect(roots.nth(i).locator("[data-testid=title], [data-testid=quiz-question]").first).to_be_attached(
                timeout=30_000
            )
    drawn = {name: roots.nth(i).evaluate(DRAWN_HIDDEN) for i, name in enumerate(EVERY_WIDGET)}
    page.screenshot(path=str(artifacts / f"layout-hidden-{lang}.png"), full_page=True)
    assert not {name: found for name, found in drawn.items() if found}, f"hidden parts drawn: {drawn}"
    lesson = roots.nth(list(EVERY_WIDGET).index("exacto-lesson"))
    toggle = lesson.get_by_test_id("probability-toggle")
    expect(toggle).to_be_attached()
    expect(toggle).to_be_hidden()  # opening-bid forbids the odds: no switch that does nothing
    table = roots.nth(list(EVERY_WIDGET).index("exacto"))
    expect(table.get_by_test_id("probability-toggle")).to_be_visible()  # a free table offers it


# ---- section 1: each layout fix measured at both screens, in en and ru --------------------

#: the widgets the layout checks below act on, in this order
LAYOUT_WIDGETS = {
    "exacto": "ExactoTable(players=4, seed=4, bots='random', bot_delay_ms=0, show_every_option=True, language=LANG)",
    "ganjifa": "GanjifaTable(seed=11, opponents='random', bot_delay_ms=0, language=LANG)",
    "deductio": "DeductioTable(players=3, seed=2, bots='random', bot_delay_ms=0, language=LANG)",
    "siggil": "SiggilTable(seed=2, bots='random', bot_delay_ms=0, language=LANG)",
}

#: for each <dt> of the Keys tab, its box and the box of the <dd> after it
KEY_ROWS = """(root) => [...root.querySelectorAll('[data-testid=keys-help] dt')].map((dt) => {
    const dd = dt.nextElementSibling, a = dt.firstElementChild.getBoundingClientRect(), b = dd.getBoundingClientRect();
    return {key: dt.textContent, does: dd.textContent, keyTop: a.top, keyBottom: a.bottom, keyRight: a.right,
            top: b.top, bottom: b.bottom, left: b.left};
})"""

#: the refusal's box, its sentence's box and the sentence's number of lines
TEXT_IN_BOX = """(root, [box, text]) => {
    const el = root.querySelector(box), t = el && el.querySelector(text);
    if (!t) return null;
    const a = el.getBoundingClientRect(), b = t.getBoundingClientRect();
    const line = parseFloat(getComputedStyle(t).lineHeight) || 24;
    return {box: a.width, text: b.width, lines: Math.round(b.height / line)};
}"""


def text_gets_the_width(root, box: str, text: str) -> list[str]:
    """The sentence in `box` is as wide as the box (less its icon), not a column beside it."""
    m = root.evaluate(TEXT_IN_BOX, [box, text])
    assert m, f"no {text} in {box}"
    if m["text"] < m["box"] - 80:
        return [f"{box}: its sentence is {m['text']:.0f} px wide in a {m['box']:.0f} px box ({m['lines']} lines)"]
    return []


def keys_paired(root) -> list[str]:
    """Each key sits on its action's line, and each row below the one before (no drift)."""
    rows = root.evaluate(KEY_ROWS)
    assert len(rows) >= 8, rows
    problems = [
        f"key {r['key']!r} at y={r['keyTop']:.0f}, its action {r['does']!r} at y={r['top']:.0f}"
        for r in rows
        if abs(r["keyTop"] - r["top"]) > 4
    ]
    problems += [
        f"key {r['key']!r} runs into its action {r['does']!r}" for r in rows if r["keyRight"] > r["left"] + 0.5
    ]
    problems += [
        f"row {r['key']!r} starts above the end of {p['key']!r}"
        for p, r in itertools.pairwise(rows)
        if r["top"] < max(p["bottom"], p["keyBottom"]) - 1
    ]
    return problems


def exacto_checks(page, root, label: str, artifacts) -> list[str]:
    """Exacto: LIAR before the first bid is refused (every option is on), the refusal's
    sentence gets the box's width; the Keys tab pairs each key with its action."""
    expect(root.get_by_test_id("liar-button")).to_be_enabled(timeout=30_000)
    root.get_by_test_id("liar-button").click()
    expect(root.get_by_test_id("error")).to_be_visible(timeout=20_000)
    root.get_by_test_id("error").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"layout-exacto-refusal-{label}.png"))
    problems = text_gets_the_width(root, "[data-testid=error]", ".tt-error-text")
    root.locator(".tt-tab").nth(2).click()
    root.get_by_test_id("keys-help").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"layout-exacto-keys-{label}.png"))
    return problems + keys_paired(root)


def ganjifa_checks(page, root, label: str, artifacts) -> list[str]:
    """Ganjifa: after a trick, its summary's sentence gets the box's width."""
    hand = root.get_by_test_id("hand")
    expect(hand.locator("[data-legal=true]").first).to_be_visible(timeout=30_000)
    hand.locator("[data-legal=true]").first.click()
    summary = root.get_by_test_id("trick-summary")
    expect(summary).to_be_visible(timeout=20_000)
    summary.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"layout-ganjifa-summary-{label}.png"))
    return text_gets_the_width(root, "[data-testid=trick-summary]", ".tt-g-summary-text")


#: the candidate grid's column numbers: each one's text box, left to right
GRID_NUMBERS = """(root) => [...root.querySelectorAll('[data-testid=candidate-grid] thead th')].filter((th) => th.textContent)
    .map((th) => { const r = document.createRange(); r.selectNodeContents(th); const b = r.getBoundingClientRect();
                   return {n: th.textContent, x: b.left, right: b.right}; })"""


def deductio_checks(page, root, label: str, artifacts) -> list[str]:
    """Deductio: the candidate grid's column numbers stand apart ("10 11 12", not "101112")."""
    root.get_by_test_id("candidates-toggle").check()
    grid = root.get_by_test_id("candidate-grid")
    expect(grid.locator("table")).to_be_visible(timeout=20_000)
    grid.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"layout-deductio-grid-{label}.png"))
    numbers = root.evaluate(GRID_NUMBERS)
    assert [n["n"] for n in numbers] == [str(i) for i in range(1, 21)], numbers
    cut = root.evaluate("""(root) => [...root.querySelectorAll('[data-testid=candidate-grid] tbody th')]
        .filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent)""")
    return [
        f"column numbers {a['n']} and {b['n']} are {b['x'] - a['right']:.1f} px apart"
        for a, b in itertools.pairwise(numbers)
        if b["x"] - a["right"] < 3
    ] + [f"the row name {name!r} is cut" for name in cut]


#: for each face-up card of the sigil: its width, the family label's right edge, the number's left
SIGIL_LABELS = """(root) => [...root.querySelectorAll('.tt-sg-sigil .tt-sg-place')].filter((g) => g.querySelector('.tt-sg-num'))
    .map((g) => ({card: g.querySelector('.tt-sg-card-bg').getBoundingClientRect().width,
                  family: g.querySelector('.tt-sg-fam').getBoundingClientRect().right,
                  tagged: !!g.querySelector('.tt-sg-fam-tag'),
                  number: g.querySelector('.tt-sg-num').getBoundingClientRect().left,
                  words: g.getAttribute('aria-label') || ''}))"""


def siggil_checks(page, root, label: str, artifacts, shoot: bool = True) -> list[str]:
    """Siggil: on every face-up card the family (shape and digit, on its coloured tag) stands a
    tenth of the card or more from the number, so "⬟7 6" never reads as 76."""
    if shoot:
        root.locator(".tt-sg-sigil").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"layout-siggil-{label}.png"))
    cards = root.evaluate(SIGIL_LABELS)
    assert cards, "no face-up card in the sigil"
    return [
        f"card {c['words']!r} ({c['card']:.0f} px): family and number {c['number'] - c['family']:.1f} px apart"
        f"{'' if c['tagged'] else ', no family tag'}"
        for c in cards
        if c["number"] - c["family"] < c["card"] / 10 or not c["tagged"]
    ]


CHECKS = {"exacto": exacto_checks, "ganjifa": ganjifa_checks, "deductio": deductio_checks, "siggil": siggil_checks}


def check_widgets(roots, widgets, label: str, check) -> None:
    """``check(name, root)`` of each widget once it is drawn: the problems of every one."""
    failures = {}
    for i, name in enumerate(widgets):
        root = roots.nth(i)
        expect(root.get_by_test_id("seat-0")).to_be_attached(timeout=30_000)
        problems = check(name, root)
        if problems:
            failures[name] = problems
    assert not failures, "\n".join(f"{name} at {label}:\n  " + "\n  ".join(p) for name, p in failures.items())


def run_checks(page, roots, widgets, label, artifacts):
    check_widgets(roots, widgets, label, lambda name, root: CHECKS[name.split("@")[0]](page, root, label, artifacts))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_layout_at_1024x768_full_width(page, voila_url, screen_notebook, artifacts, lang):
    roots = open_voila(page, voila_url, screen_notebook, "layout", LAYOUT_WIDGETS, lang)
    run_checks(page, roots, LAYOUT_WIDGETS, f"1024x768-{lang}", artifacts)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_layout_in_jupyterlab_1366x768_with_the_file_browser_open(page, lab_server, artifacts, lang):
    code = widgets_code(LAYOUT_WIDGETS, lang)
    with lab_widgets(
        page, lab_server, f"layout_{lang}.ipynb", code, len(LAYOUT_WIDGETS), f"layout-{lang}", KERNEL_START
    ) as roots:
        run_checks(page, roots, LAYOUT_WIDGETS, f"jupyterlab-1366x768-{lang}", artifacts)


#: Ganjifa with a bot to move in step mode: its seat's TO MOVE flag stays up until Next
FLAG_WIDGETS = {"ganjifa": "GanjifaTable(seed=11, period='day', step_mode=True, language=LANG)"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_side_seats_turn_flag_stays_off_the_corner_badges(page, voila_url, screen_notebook, artifacts, lang):
    """A bot's seat on the left or right wears its TO MOVE flag below its plate: above it, the
    flag sat on the Day / Night and trump badges (ganjifa.day-night) at every size. Below, it
    stays off the opening-lead panel too (ganjifa.opening-lead)."""
    roots = open_voila(page, voila_url, screen_notebook, "flag", FLAG_WIDGETS, lang)
    root = roots.first
    failures = []
    for size in ("1024x768", "1366x768"):
        page.set_viewport_size(VIEWPORTS[size])
        flag = root.locator(".tt-g-seat-left .tt-g-turn-flag, .tt-g-seat-right .tt-g-turn-flag")
        expect(flag).to_have_count(1, timeout=30_000)
        root.scroll_into_view_if_needed()
        parts = {
            "flag": ".tt-g-turn-flag",
            "badge": ".tt-g-period, .tt-g-trump",
            "opening": "[data-testid=opening-lead]",
        }
        found = boxes(page, parts, within=root)
        felt = boxes(page, {"felt": ".tt-g-felt"}, within=root)["felt"]
        root.screenshot(path=str(artifacts / f"layout-flag-{size}-{lang}.png"))
        failures += [f"{size}: {p}" for p in layout_problems(found, felt, [("flag", "badge"), ("flag", "opening")])]
    assert not failures, "\n".join(failures)


#: every table on a phone: the class page's seat, or a notebook's narrow column
PHONE_WIDGETS = {
    "exacto": "ExactoTable(players=6, seed=1, bot_delay_ms=0, language=LANG)",
    "ganjifa": "GanjifaTable(seed=1, bot_delay_ms=0, language=LANG)",
    "deductio": "DeductioTable(players=3, seed=1, bot_delay_ms=0, language=LANG)",
    "siggil": "SiggilTable(players=3, seed=1, bot_delay_ms=0, language=LANG)",
}
#: what a widget draws past its own right edge (a phone's screen ends there)
PAST_THE_EDGE = """(root) => { const edge = root.getBoundingClientRect().right;
    return [...root.querySelectorAll('*')].filter((e) => e.getClientRects().length && e.checkVisibility()
        && e.getBoundingClientRect().right > edge + 1).map((e) => e.dataset.testid || e.className.baseVal || e.className); }"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_table_fits_a_phone(page, voila_url, screen_notebook, artifacts, lang):
    """At 390 x 844 (a student's phone on the class page) nothing of any table runs past the
    screen's edge, and Exacto's six mages, the standing bid and your cup lie one beside or
    under another, none over another: the oval needs 520 px, so a phone gets no oval."""
    roots = open_voila(page, voila_url, screen_notebook, "phone", PHONE_WIDGETS, lang, size="1024x768")
    page.set_viewport_size({"width": 390, "height": 844})
    failures = []
    for i, name in enumerate(PHONE_WIDGETS):
        root = roots.nth(i)
        expect(root.get_by_test_id("seat-0")).to_be_attached(timeout=30_000)
        root.scroll_into_view_if_needed()
        page.wait_for_timeout(150)
        root.screenshot(path=str(artifacts / f"layout-phone-{name}-{lang}.png"))
        failures += [f"{name}: {part} runs past the screen's edge" for part in root.evaluate(PAST_THE_EDGE)]
    exacto = roots.first
    found = boxes(page, {"seat": ".tt-seat", "center": ".tt-center > *"}, within=exacto)
    table = boxes(page, {"table": ".tt-table"}, within=exacto)["table"]
    failures += layout_problems(found, table, [("seat", "seat"), ("seat", "center")])
    ganjifa = roots.nth(1)  # its felt: the corner badges, the plates and the trick's places apart
    parts = {"badge": ".tt-g-period, .tt-g-trump", "seat": ".tt-g-seat", "slot": ".tt-g-slot"}
    felt = boxes(page, {"felt": ".tt-g-felt"}, within=ganjifa)["felt"]
    apart = [("badge", "badge"), ("badge", "seat"), ("seat", "seat"), ("seat", "slot")]
    failures += layout_problems(boxes(page, parts, within=ganjifa), felt, apart)
    assert not failures, "\n".join(failures)


# ---- section 1: the centre of each table is never covered, every card readable -----------

#: Ganjifa before the first card (the learner leads: the opening-lead panel waits), the two
#: opening-lead lessons; Exacto with 2 to 6 mages (the bid panel in the middle); Siggil on
#: every shipped layout, solo and with 2 to 4 players
CENTRE_WIDGETS = {
    "ganjifa-opening": "GanjifaTable(seed=2, period='day', opponents='random', bot_delay_ms=0, language=LANG)",
    "ganjifa-opening-lesson": "Lesson(ganjifa_lesson('opening-lead'), bot_delay_ms=0, language=LANG)",
    "ganjifa-opening-night-lesson": "Lesson(ganjifa_lesson('opening-lead-night'), bot_delay_ms=0, language=LANG)",
    **{
        f"exacto-{n}": f"ExactoTable(players={n}, seed={n}, bots='random', bot_delay_ms=0, language=LANG)"
        for n in range(2, 7)
    },
    **{
        f"siggil-{layout}-{n}": f"SiggilTable(players={n}, layout={layout!r}, seed=2, bots='random', bot_delay_ms=0, language=LANG)"
        for layout in ("pyramids", "wall", "ring")
        for n in (1, 2, 3, 4)
        if n > 1 or layout == "wall"
    },
}

#: the points of a 7 x 5 grid inside `sel`'s box whose topmost element lies outside it
COVERED = """(root, sel) => {
    const el = root.querySelector(sel), r = el.getBoundingClientRect(), out = [];
    for (let i = 1; i < 8; i++) for (let j = 1; j < 6; j++) {
        const x = r.left + (r.width * i) / 8, y = r.top + (r.height * j) / 6, top = document.elementFromPoint(x, y);
        if (top && !el.contains(top)) out.push(`(${x.toFixed(0)},${y.toFixed(0)}) ${top.className.baseVal ?? top.className}`);
    }
    return out;
}"""


def ganjifa_opening_checks(page, root) -> list[str]:
    """Ganjifa's opening-lead panel lies on the felt with no seat, YOUR TURN bar or corner
    badge on it: every point of it is the panel's own (ganjifa.opening-lead)."""
    expect(root.get_by_test_id("opening-lead")).to_be_visible(timeout=30_000)
    root.get_by_test_id("opening-lead").scroll_into_view_if_needed()
    parts = {"opening": "[data-testid=opening-lead]", "seat": ".tt-g-seat", "flag": ".tt-g-turn-flag",
             "badge": ".tt-g-period, .tt-g-trump"}  # fmt: skip
    found = boxes(page, parts, within=root)
    felt = boxes(page, {"felt": ".tt-g-felt"}, within=root)["felt"]
    apart = [("opening", "seat"), ("opening", "flag"), ("opening", "badge")]
    problems = [p for p in layout_problems(found, felt, apart) if "opening" in p]
    covered = root.evaluate(COVERED, "[data-testid=opening-lead]")
    return problems + [f"the opening-lead panel is covered at {point}" for point in covered]


def exacto_centre_checks(page, root) -> list[str]:
    """Exacto: every mage's box lies on the table, none over another, none over the bid
    panel in the middle, nor a mage's last bid over it."""
    expect(root.get_by_test_id("bid")).to_be_visible(timeout=30_000)
    parts = {"seat": ".tt-seat", "center": ".tt-center > *", "said": ".tt-bubble"}
    found = boxes(page, parts, within=root)
    table = boxes(page, {"table": ".tt-table"}, within=root)["table"]
    return layout_problems(found, table, [("seat", "seat"), ("seat", "center"), ("said", "center")])


#: the width of every card drawn in the sigil, in px
CARD_WIDTHS = """(root) => [...root.querySelectorAll('.tt-sg-sigil .tt-sg-card-bg')].map((r) => r.getBoundingClientRect().width)"""


def siggil_card_checks(page, root) -> list[str]:
    """Siggil: every card of the sigil is 44 px wide or more (its number and family readable),
    the family on its tag apart from the number (siggil_checks)."""
    expect(root.get_by_test_id("sigil")).to_be_visible(timeout=30_000)
    narrow = min(root.evaluate(CARD_WIDTHS))
    problems = [f"the sigil's cards are {narrow:.0f} px wide"] if narrow < 44 else []
    return problems + siggil_checks(page, root, "", None, shoot=False)


CENTRE_CHECKS = {"ganjifa": ganjifa_opening_checks, "exacto": exacto_centre_checks, "siggil": siggil_card_checks}


def check_centres(page, roots, label: str, artifacts) -> None:
    def centre(name, root) -> list[str]:
        root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        problems = CENTRE_CHECKS[name.split("-")[0]](page, root)
        root.screenshot(path=str(artifacts / f"layout-centre-{name}-{label}.png"))
        return problems

    check_widgets(roots, CENTRE_WIDGETS, label, centre)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_nothing_covers_the_centre_and_cards_read_at_1024x768(page, voila_url, screen_notebook, artifacts, lang):
    roots = open_voila(page, voila_url, screen_notebook, "centre", CENTRE_WIDGETS, lang)
    check_centres(page, roots, f"1024x768-{lang}", artifacts)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_nothing_covers_the_centre_in_jupyterlab_1366_with_files_and_1024_without(page, lab_server, artifacts, lang):
    """JupyterLab at 1366x768 with the file browser open, then at 1024x768 with the side
    panel closed (where Exacto's mages covered the bid panel and Mage 1 was cut)."""
    code = widgets_code(CENTRE_WIDGETS, lang)
    with lab_widgets(
        page, lab_server, f"centre_{lang}.ipynb", code, len(CENTRE_WIDGETS), f"centre-{lang}", KERNEL_START
    ) as roots:
        check_centres(page, roots, f"jupyterlab-1366x768-{lang}", artifacts)
        page.set_viewport_size(VIEWPORTS["1024x768"])
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        expect(page.locator(".jp-FileBrowser").first).to_be_hidden()
        page.wait_for_timeout(300)
        check_centres(page, roots, f"jupyterlab-1024x768-{lang}", artifacts)


# ---- section 3: the four games alike ------------------------------------------------------

TABLES = {name: code for name, code in EVERY_WIDGET.items() if name in ("exacto", "ganjifa", "deductio", "siggil")}

#: the tops and bottoms of the toolbar's tools that have a box
TOOL_TOPS = """(root) => [...root.querySelector('.tt-toolbar-tools').children].filter((e) => e.getClientRects().length)
    .map((e) => { const r = e.getBoundingClientRect(); return {tool: e.dataset.testid || e.className, top: r.top, bottom: r.bottom}; })"""


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_one_toolbar_with_display_settings_folded_in_every_game(page, voila_url, screen_notebook, artifacts, lang):
    """Every game's tools sit on one line, step mode, high contrast and the theme
    folded into the one Display ⚙ menu (shared/gameview.js), which opens them."""
    roots = open_voila(page, voila_url, screen_notebook, "toolbar", TABLES, lang)
    problems = []
    for i, name in enumerate(TABLES):
        root = roots.nth(i)
        expect(root.get_by_test_id("display-button")).to_be_visible(timeout=30_000)
        tops = root.evaluate(TOOL_TOPS)
        if max(t["top"] for t in tops) >= min(t["bottom"] for t in tops):  # not all on one line
            problems.append(f"{name}: the toolbar wraps: {tops}")
        for testid in ("step-toggle", "contrast-toggle", "theme-select"):
            if root.get_by_test_id(testid).is_visible():
                problems.append(f"{name}: {testid} shows outside the Display menu")
        root.get_by_test_id("display-button").click()
        for testid in ("step-toggle", "contrast-toggle", "theme-select"):
            expect(root.get_by_test_id("display-settings").get_by_test_id(testid)).to_be_visible()
        root.scroll_into_view_if_needed()
        root.screenshot(path=str(artifacts / f"layout-toolbar-{name}-{lang}.png"))
        root.get_by_test_id("display-button").click()
        expect(root.get_by_test_id("display-settings")).to_be_hidden()
    assert not problems, "\n".join(problems)


GANJIFA_LESSONS = {
    f"ganjifa-{lid}": f"Lesson(ganjifa_lesson({lid!r}), bot_delay_ms=0, language=LANG)"
    for lid in (
        "reversed-ranks",
        "straight-ranks",
        "opening-lead",
        "opening-lead-night",
        "day-and-night",
        "follow-suit",
        "void",
        "trick-winner",
        "capture",
        "lead-dukal",
        "answer-dukal",
        "end",
    )
}

#: in each suit row of the hand: the suit's name and the TRUMP tag, when there is one
TRUMP_TAGS = """(root) => [...root.querySelectorAll('.tt-g-suit-row')].filter((row) => row.querySelector('.tt-g-trump-tag'))
    .map((row) => { const a = row.querySelector('.tt-g-suit-name'), r = document.createRange(); r.selectNodeContents(a);
      const n = r.getBoundingClientRect(), t = row.querySelector('.tt-g-trump-tag').getBoundingClientRect();
      return {suit: a.textContent, name: {x: n.left, y: n.top, right: n.right, bottom: n.bottom},
              tag: {x: t.left, y: t.top, right: t.right, bottom: t.bottom}}; })"""


@pytest.fixture(scope="module")
def own_voila(tmp_path_factory, artifacts):
    """A Voila server of this module's own: twelve Ganjifa lessons on the session's server,
    after the whole browser suite had used it, outlasted the first render's wait."""
    proc, url = start_voila(tmp_path_factory.mktemp("runtime-layout"), artifacts / "voila-layout.log")
    yield url
    stop(proc)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_trump_tag_never_covers_the_suit_name(page, own_voila, screen_notebook, artifacts, lang):
    """In every Ganjifa lesson's hand (compact, two columns, when it is small)
    the TRUMP tag leaves the trump suit's name readable, a void trump suit too."""
    problems = []
    names = list(GANJIFA_LESSONS)
    # a few lessons a page: twelve Ganjifa lessons in one kernel outlast the first render's
    # wait on a server that has served the whole browser suite
    for start in range(0, len(names), 4):
        part = {name: GANJIFA_LESSONS[name] for name in names[start : start + 4]}
        roots = open_voila(page, own_voila, screen_notebook, f"trump_tags_{start}", part, lang)
        for i, name in enumerate(part):
            root = roots.nth(i)
            expect(root.get_by_test_id("hand")).to_be_visible(timeout=30_000)
            rows = root.evaluate(TRUMP_TAGS)
            if rows:
                root.get_by_test_id("hand").screenshot(path=str(artifacts / f"layout-trump-tag-{name}-{lang}.png"))
            for row in rows:
                if overlap(row["name"], row["tag"]):
                    problems.append(f"{name}: the trump tag covers {row['suit']!r}")
    assert not problems, "\n".join(problems)
