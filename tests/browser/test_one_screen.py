"""One screen: every Exacto and Ganjifa table and lesson fits
1366x768 inside JupyterLab with the file browser open, and 1024x768 at full width (Voila),
with the instruction, the seats, the trick, the hand and the controls on screen together
and none of them on top of another.

Each widget is scrolled to the top of the notebook area, then the bounding boxes of its
parts are measured in the real browser: each must lie inside the visible area, and the
pairs listed in APART must not intersect."""

import re

import pytest
from playwright.sync_api import expect
from support.browser import (
    VIEWPORTS,
    boxes,
    keep_for_docs,
    layout_problems,
    notebook_json,
    open_in_lab,
    shut_down_lab_kernels,
)

KERNEL_START = 90_000

#: every widget the learner meets on these screens, in one notebook (one kernel)
WIDGETS = {
    **{f"exacto-{n}": f"ExactoTable(players={n}, seed={n}, bots=smallest_raise, bot_delay_ms=0)" for n in range(2, 7)},
    "exacto-lesson-4": 'Lesson(exacto_lesson("opening-bid"), bot_delay_ms=0)',
    "exacto-lesson-3": 'Lesson(exacto_lesson("liar"), bot_delay_ms=0)',
    "exacto-lesson-2": 'Lesson(exacto_lesson("winner"), bot_delay_ms=0)',
    "ganjifa": 'GanjifaTable(seed=11, period="day", opponents=first_legal, bot_delay_ms=0)',
    "ganjifa-lesson": 'Lesson(ganjifa_lesson("follow-suit"), bot_delay_ms=0)',
    "ganjifa-dukal-lesson": 'Lesson(ganjifa_lesson("lead-dukal"), bot_delay_ms=0)',
    "ganjifa-answer-dukal-lesson": 'Lesson(ganjifa_lesson("answer-dukal"), bot_delay_ms=0)',
    "ganjifa-end-lesson": 'Lesson(ganjifa_lesson("end"), bot_delay_ms=0)',
}

#: widget -> the name of its screenshot at each size (exacto-1366x768.png, ...)
SHOTS = {
    "exacto-4": "exacto",
    "exacto-lesson-4": "exacto-lesson",
    "ganjifa": "ganjifa",
    "ganjifa-lesson": "ganjifa-lesson",
}

HEADER = """from widgets import ExactoTable, GanjifaTable, Lesson
from rules_engine.exacto.lessons import lesson as exacto_lesson
from rules_engine.ganjifa.lessons import lesson as ganjifa_lesson
from IPython.display import display


def smallest_raise(view, legal, rng):
    return legal[0]


def first_legal(view, legal, rng):
    return legal[0]
"""

#: the parts of a widget that must be on screen together
PARTS = {
    "instruction": "[data-testid=lesson-instruction], .tt-toolbar [data-testid=status]",
    "feedback": "[data-testid=lesson-feedback]",
    "seat": ".tt-seat, .tt-g-seat",
    "said": ".tt-bubble",
    "center": ".tt-center > *",
    "slot": ".tt-g-slot",
    "caption": ".tt-g-trick-caption",
    "badge": ".tt-g-period, .tt-g-trump",
    "hand": "[data-testid=hand]",
    "controls": "[data-testid=controls]",
}
#: the pairs that must not overlap (by part name)
APART = [
    ("seat", "seat"),
    ("seat", "center"),
    ("said", "center"),
    ("said", "seat"),
    ("seat", "controls"),
    ("center", "controls"),
    ("seat", "slot"),
    ("caption", "badge"),
    ("caption", "seat"),
    ("badge", "seat"),
    ("hand", "controls"),
    ("hand", "seat"),
    ("hand", "slot"),
    ("instruction", "seat"),
    ("instruction", "controls"),
]


def widget_code() -> str:
    cells = "\n".join(f"display({code})" for code in WIDGETS.values())
    return f"{HEADER}\n{cells}\n"


def measure(page, root, area) -> list[str]:
    """Scroll `root` to the top of `area` (the visible notebook, a box) and list what does
    not fit or overlaps."""
    root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(150)
    found = boxes(page, PARTS, within=root)
    whole = root.bounding_box()
    problems = layout_problems(found, area, APART)
    if whole["width"] > area["right"] - area["x"] + 1:
        problems.append(
            f"the widget is {whole['width']:.0f} px wide, the notebook shows {area['right'] - area['x']:.0f}"
        )
    return problems


def check_every_widget(page, area_of, label: str, artifacts) -> None:
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(WIDGETS), timeout=KERNEL_START)
    failures = {}
    for i, name in enumerate(WIDGETS):
        root = roots.nth(i)
        expect(root.locator("[data-testid=seat-0]")).to_be_visible(timeout=30_000)
        problems = measure(page, root, area_of())
        page.screenshot(path=str(artifacts / f"one-screen-{name}-{label}.png"))
        if name in SHOTS:  # the README's pictures (docs/screenshots/ holds copies)
            shot = artifacts / f"{SHOTS[name]}-{label.removeprefix('jupyterlab-')}.png"
            page.screenshot(path=str(shot))
            keep_for_docs(shot)
        if problems:
            failures[name] = problems
    assert not failures, "\n".join(f"{name} at {label}:\n  " + "\n  ".join(p) for name, p in failures.items())


def viewport_area(page) -> dict:
    size = page.viewport_size
    return {"x": 0, "y": 0, "right": size["width"], "bottom": size["height"]}


def test_every_widget_fits_1024x768_at_full_width(page, voila_url, screen_notebook, artifacts):
    page.set_viewport_size(VIEWPORTS["1024x768"])
    page.goto(f"{voila_url}/voila/render/{screen_notebook('one_screen', widget_code())}")
    check_every_widget(page, lambda: viewport_area(page), "1024x768", artifacts)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 1024, "the page scrolls sideways"


def test_every_widget_fits_jupyterlab_1366x768_with_the_file_browser_open(page, lab_server, artifacts):
    (lab_server["root"] / "testbooks" / "one_screen.ipynb").write_text(notebook_json(widget_code()))
    page.set_viewport_size(VIEWPORTS["1366x768"])
    open_in_lab(page, lab_server, "one_screen.ipynb", file_browser=True, workspace="one-screen")
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook").first
    expect(page.locator(".tt-root")).to_have_count(len(WIDGETS), timeout=KERNEL_START)
    news = page.get_by_role("button", name="No", exact=True)
    if news.count():  # JupyterLab's "news?" question would cover the corner of every picture
        news.first.click()
    # The widgets' room: the output area's width (about 930 px with the file browser open),
    # the notebook panel's visible height.
    output = page.locator(".jp-OutputArea-output", has=page.locator(".tt-root")).first
    width = output.bounding_box()["width"]
    page.screenshot(path=str(artifacts / "one-screen-jupyterlab-layout.png"))
    assert 880 <= width <= 980, f"the notebook's output area is {width:.0f} px wide, not about 930"

    def area():
        b, o = notebook.bounding_box(), output.bounding_box()
        return {"x": o["x"], "y": b["y"], "right": o["x"] + o["width"], "bottom": b["y"] + b["height"]}

    try:
        check_every_widget(page, area, "jupyterlab-1366x768", artifacts)
    finally:
        page.goto("about:blank")
        shut_down_lab_kernels(lab_server, "one_screen.ipynb")


def play_to_reveal(page, players_bid: str, root):
    """Bid two 3s, let the bots raise, call LIAR: the reveal panel over the table."""
    root.get_by_test_id("quantity").select_option("2")
    root.get_by_test_id("face-3").click()
    root.get_by_test_id("bid-button").click()
    expect(root.get_by_test_id("liar-button")).to_be_enabled(timeout=20_000)
    expect(root.get_by_test_id("bid")).to_have_attribute("aria-label", re.compile(players_bid), timeout=20_000)
    return root


@pytest.mark.parametrize("players, last_bid", [(3, r"2 fives"), (4, r"2 sixes")])
@pytest.mark.parametrize("size", ["1024x768", "930x768"])
def test_the_bids_and_the_reveal_fit_beside_the_seats(
    page, voila_url, screen_notebook, artifacts, players, last_bid, size
):
    """The bubbles with what each mage said, then the reveal with every die counted: at
    the projector's width and at JupyterLab's notebook width (930 px)."""
    width, height = map(int, size.split("x"))
    page.set_viewport_size({"width": width, "height": height})
    code = f"{HEADER}\nExactoTable(players={players}, seed=5, bots=smallest_raise, bot_delay_ms=0)\n"
    page.goto(f"{voila_url}/voila/render/{screen_notebook(f'reveal_{players}', code)}")
    root = page.locator(".tt-root").first
    expect(root.get_by_test_id("seat-0")).to_be_visible(timeout=KERNEL_START)
    play_to_reveal(page, last_bid, root)
    problems = measure(page, root, viewport_area(page))
    page.screenshot(path=str(artifacts / f"one-screen-bids-{players}-{size}.png"))
    root.get_by_test_id("liar-button").click()
    expect(root.get_by_test_id("reveal-count")).to_be_visible(timeout=20_000)
    revealed = {**PARTS, "dice": ".tt-dice-revealed"}
    root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    found = boxes(page, revealed, within=root)
    problems += layout_problems(found, viewport_area(page), [*APART, ("dice", "center")])
    page.screenshot(path=str(artifacts / f"one-screen-reveal-{players}-{size}.png"))
    assert not problems, "\n".join(problems)


# ---- every game's lessons: the instruction and the learner's own controls together ------

LESSON_HEADER = """from widgets import Lesson
from rules_engine.exacto.lessons import lesson as exacto_lesson
from rules_engine.ganjifa.lessons import lesson as ganjifa_lesson
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.siggil.lessons import lesson as siggil_lesson
from IPython.display import display
"""

#: a sample of each game's lessons (the first, a long instruction, a late rule)
LESSON_SAMPLE = {
    "exacto": ["opening-bid", "liar"],
    "ganjifa": ["follow-suit", "end"],
    "deductio": ["first-turn", "reveal", "win"],
    "siggil": ["availability", "recapture", "solo-turn"],
}
#: the learner's own controls in each game's table
PRIMARY = {
    "exacto": "[data-testid=controls]",
    "ganjifa": "[data-testid=hand]",
    "deductio": "[data-testid=controls]",
    "siggil": "[data-testid=controls]",
}
LESSON_PARTS = {"instruction": "[data-testid=lesson-instruction]"}


def lessons_code() -> str:
    shown = [
        f"display(Lesson({game}_lesson({item!r}), bot_delay_ms=0))"
        for game, items in LESSON_SAMPLE.items()
        for item in items
    ]
    return LESSON_HEADER + "\n".join(shown) + "\n"


def lesson_problems(page, area_of, label: str, artifacts) -> list[str]:
    """Scroll each lesson to the top of the visible area; its instruction and its table's
    primary controls must both lie inside it."""
    names = [(game, item) for game, items in LESSON_SAMPLE.items() for item in items]
    roots = page.locator(".tt-root")
    expect(roots).to_have_count(len(names), timeout=KERNEL_START)
    problems = []
    for i, (game, item) in enumerate(names):
        root = roots.nth(i)
        expect(root.locator(PRIMARY[game])).to_be_visible(timeout=30_000)
        root.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(100)
        found = boxes(page, {**LESSON_PARTS, "controls": PRIMARY[game]}, within=root)
        page.screenshot(path=str(artifacts / f"one-screen-lesson-{game}-{item}-{label}.png"))
        missing = [part for part in ("instruction", "controls") if part not in found]
        problems += [f"{game} {item} at {label}: no {part}" for part in missing]
        problems += [f"{game} {item} at {label}: {p}" for p in layout_problems(found, area_of(), [])]
    return problems


def test_every_lesson_shows_its_instruction_and_controls_together_at_1024x768(
    page, voila_url, screen_notebook, artifacts
):
    """A lesson was taller than the screen: the instruction and the learner's own dice,
    cards or controls could not be seen together."""
    page.set_viewport_size(VIEWPORTS["1024x768"])
    page.goto(f"{voila_url}/voila/render/{screen_notebook('lesson_screens', lessons_code())}")
    problems = lesson_problems(page, lambda: viewport_area(page), "1024x768", artifacts)
    assert not problems, "\n".join(problems)


def test_every_lesson_shows_its_instruction_and_controls_together_in_jupyterlab_1366x768(page, lab_server, artifacts):
    """The same inside JupyterLab at 1366x768 with the file browser open."""
    (lab_server["root"] / "testbooks" / "lesson_screens.ipynb").write_text(notebook_json(lessons_code()))
    page.set_viewport_size(VIEWPORTS["1366x768"])
    open_in_lab(page, lab_server, "lesson_screens.ipynb", file_browser=True, workspace="lesson-screens")
    notebook = page.locator(".jp-NotebookPanel .jp-Notebook").first
    expect(page.locator(".tt-root")).to_have_count(sum(map(len, LESSON_SAMPLE.values())), timeout=KERNEL_START)

    def area():
        output = page.locator(".jp-OutputArea-output", has=page.locator(".tt-root")).first
        b, o = notebook.bounding_box(), output.bounding_box()
        return {"x": o["x"], "y": b["y"], "right": o["x"] + o["width"], "bottom": b["y"] + b["height"]}

    try:
        problems = lesson_problems(page, area, "jupyterlab-1366x768", artifacts)
    finally:
        page.goto("about:blank")
        shut_down_lab_kernels(lab_server, "lesson_screens.ipynb")
    assert not problems, "\n".join(problems)
