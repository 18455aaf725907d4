"""The class pages on a phone and the projector on a small screen, in real Chromium.

A phone (390x844 and 360x740, touch): the class page, plain and with the widgets' table
mounted for its seat (.tt-class-seat), and the teacher's page, each with a long name (24
characters, the server's limit, with and without a space). The page is no wider than the
screen, no visible element lies outside it, long names wrap or are cut with an ellipsis
inside their own box, and every control is a 44x44 CSS px target (WCAG 2.5.5), itself or
the label around it. The projector at 1366x768 after a reveal: the page does not scroll,
and its log keeps its latest lines in view, scrolling inside its own box.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect
from support.browser import local_only, open_class_room
from websockets.sync.client import connect

pytestmark = pytest.mark.classroom

PHONES = {"390x844": (390, 844), "360x740": (360, 740)}
#: 24 characters (the server's NAME_LIMIT): one with a space, one without any
LONG_NAMES = ("Anna-Karoliina Virtanen-", "Wolfeschlegelsteinhausen")
TARGET = 44  # CSS px, each way

#: what is wrong with the page's layout at viewport width ``vw``: the document's width,
#: every visible element's box (as far as its clipping ancestors let it show) outside the
#: screen, every control under TARGET px unless the label around it is that big, and every
#: box whose text runs past it (a name that neither wraps nor is cut)
MEASURE = """([vw, target]) => {
  const problems = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > vw) problems.push(`the page is ${doc.scrollWidth} px wide on a ${vw} px screen`);
  const what = (e) => `${e.tagName.toLowerCase()}${e.id ? "#" + e.id : ""}${e.dataset.testid ? "[" + e.dataset.testid + "]" : ""}` +
    ` "${(e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 30)}"`;
  const shown = (e) => {
    // the part of e's box its clipping ancestors let show (null: none)
    let r = e.getBoundingClientRect();
    let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    for (let a = e.parentElement; a && a !== doc; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        const c = a.getBoundingClientRect();
        if (s.overflowX !== "visible") { box.left = Math.max(box.left, c.left); box.right = Math.min(box.right, c.right); }
        if (s.overflowY !== "visible") { box.top = Math.max(box.top, c.top); box.bottom = Math.min(box.bottom, c.bottom); }
      }
    }
    return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : null;
  };
  const visible = (e) => e.getClientRects().length && getComputedStyle(e).visibility !== "hidden" &&
    Number(getComputedStyle(e).opacity) > 0;
  for (const e of document.body.querySelectorAll("*")) {
    if (!visible(e) || e.closest("svg") && e.tagName.toLowerCase() !== "svg") continue;
    const box = shown(e);
    if (!box) continue;
    if (box.left < -0.5 || box.right > vw + 0.5) problems.push(`${what(e)} is outside the screen: x ${box.left.toFixed(0)} to ${box.right.toFixed(0)}`);
    const s = getComputedStyle(e);
    const clips = s.overflowX !== "visible" || s.textOverflow === "ellipsis";
    if (!clips && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0 && s.display !== "inline" && !["svg", "table", "thead", "tbody", "tr"].includes(e.tagName.toLowerCase()))
      problems.push(`${what(e)} spills out of its box: ${e.scrollWidth} px of text in ${e.clientWidth} px`);
  }
  const controls = "button, a[href], select, input:not([type=hidden]), textarea, summary, [role=button]";
  for (const e of document.body.querySelectorAll(controls)) {
    if (!visible(e) || !shown(e)) continue;
    const r = e.getBoundingClientRect();
    if (r.width >= target - 0.5 && r.height >= target - 0.5) continue;
    const label = e.closest("label");
    const l = label && label.getBoundingClientRect();
    if (l && l.width >= target - 0.5 && l.height >= target - 0.5) continue;
    problems.push(`${what(e)} is a ${r.width.toFixed(0)}x${r.height.toFixed(0)} target`);
  }
  return problems;
}"""


def device(browser, viewport, phone=True):
    """A browser context as a phone (touch, mobile) or a screen, that never leaves 127.0.0.1."""
    width, height = viewport
    context = browser.new_context(
        viewport={"width": width, "height": height},
        is_mobile=phone,
        has_touch=phone,
        reduced_motion="reduce",
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    local_only(page)
    page.set_default_timeout(30_000)
    return context, page, errors


def join(page, class_server, code, name, plain):
    page.goto(f"http://127.0.0.1:{class_server.port}/" + ("?plain=1" if plain else ""))
    page.fill("#room", code)
    page.fill("#name", name)
    page.click("#join-button")
    page.wait_for_selector("#table:not([hidden])" if plain else "#widget .tt-root")


def problems(page, width) -> list[str]:
    page.wait_for_timeout(300)  # the last frame drawn
    found: list[str] = page.evaluate(MEASURE, [width, TARGET])
    return found


@pytest.mark.parametrize("phone", PHONES)
@pytest.mark.parametrize(
    ("game", "players", "bots", "plain"),
    [
        ("exacto", 3, {"2": "probability"}, True),  # the plain page
        ("exacto", 3, {"2": "probability"}, False),  # the Exacto table mounted for the seat
        ("deductio", 2, {"1": "random"}, False),  # the Deductio table
    ],
    ids=["plain", "exacto-table", "deductio-table"],
)
def test_the_class_page_fits_a_phone_with_long_names(
    browser, class_server, artifacts, phone, game, players, bots, plain
):
    code = open_class_room(class_server, game=game, players=players, bots=bots)
    width, _ = PHONES[phone]
    pages = []
    found = {}
    for i, name in enumerate(LONG_NAMES[: players - len(bots)]):
        context, page, errors = device(browser, PHONES[phone])
        pages.append((context, errors))
        join(page, class_server, code, name, plain)
        if i == 0:
            first = page
    # the first student's page once everyone sat down (their names on it), and after a move
    for step in ("seated", "moved"):
        if step == "moved":
            if plain:
                first.wait_for_selector("#move:not([hidden])")
                first.click("#play")
                first.wait_for_function("document.querySelectorAll('#log li').length > 1")
            elif game == "exacto":
                first.get_by_test_id("face-3").click()
                first.get_by_test_id("bid-button").click()
                first.get_by_test_id("liar-button").wait_for()
        shot = artifacts / f"class-phone-{game}-{'plain' if plain else 'table'}-{phone}-{step}.png"
        first.screenshot(path=str(shot), full_page=True)
        found[step] = problems(first, width)
    for context, errors in pages:
        context.close()
        assert not errors
    said = [f"{step}: {problem}" for step, found_then in found.items() for problem in found_then]
    assert not said, "\n".join(said)


@pytest.mark.parametrize("phone", PHONES)
def test_the_teachers_page_fits_a_phone(browser, class_server, artifacts, phone):
    """The teacher's page on a phone: a room with long names, a bot and a reveal, and the
    results tables (by student, by rule) with a report in them."""
    code = open_class_room(class_server, game="exacto", players=3, bots={"2": "probability"})
    width, _ = PHONES[phone]
    with connect(class_server.url) as anna, connect(class_server.url) as ben:
        for ws, name in ((anna, LONG_NAMES[0]), (ben, LONG_NAMES[1])):
            ws.send(json.dumps({"type": "join", "room": code, "name": name}))
            assert json.loads(ws.recv(timeout=20))["type"] == "joined"
        report = {"type": "report", "kind": "quiz", "game": "exacto", "item": "at-least-10-fours"}
        anna.send(json.dumps({**report, "correct": True, "tries": 2}))
        while json.loads(anna.recv(timeout=20))["type"] != "reported":
            pass
        context, page, errors = device(browser, PHONES[phone])
        page.goto(f"http://127.0.0.1:{class_server.port}/teacher#key={class_server.secret}")
        room = page.locator(f".room[data-room='{code}']")
        room.locator("li").nth(1).get_by_test_id("kick").wait_for()
        page.locator("[data-testid=by-rule] tbody tr").first.wait_for()
        # F10: the bot seat is the bot the teacher typed, named in the page's words
        expect(room.locator("li").nth(2)).to_have_text("2: balanced (bot) · you chose “probability”")
        room.get_by_test_id("reveal-all").click()
        room.get_by_test_id("revealed").wait_for()
        page.screenshot(path=str(artifacts / f"class-teacher-phone-{phone}.png"), full_page=True)
        found = problems(page, width)
        context.close()
    assert not errors
    assert not found, "\n".join(found)


def play(ws, prefer: str) -> None:
    """On a student's socket: wait for their turn, then play the legal move whose words
    match ``prefer`` (else the first)."""
    while True:
        frame = json.loads(ws.recv(timeout=20))
        if frame.get("type") == "state" and frame["legal"]:
            move = next((m for m in frame["legal"] if prefer in m["text"]), frame["legal"][0])
            ws.send(json.dumps({"type": "act", "action": move["action"]}))
            return


PROJECTOR_FITS = """() => {
  const log = document.querySelector("#log"), box = log.getBoundingClientRect();
  const last = log.lastElementChild.getBoundingClientRect();
  const reveal = document.querySelector("#reveal").getBoundingClientRect();
  return {
    revealInView: reveal.top >= 0 && reveal.bottom <= innerHeight + 0.5 && reveal.right <= innerWidth + 0.5,
    pageScrolls: document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth,
    logBottom: box.bottom, screenBottom: innerHeight,
    lastInView: last.top >= box.top - 0.5 && last.bottom <= Math.min(box.bottom, innerHeight) + 0.5,
    logScrollsItself: ["auto", "scroll"].includes(getComputedStyle(log).overflowY),
    logFontPx: parseFloat(getComputedStyle(log.lastElementChild).fontSize),
    lines: log.children.length,
  };
}"""


@pytest.mark.parametrize("screen", [(1366, 768), (1024, 768)], ids=["1366x768", "1024x768"])
def test_the_projector_keeps_its_log_in_sight_after_a_reveal(browser, class_server, artifacts, screen):
    """exacto.call: after a LIAR and its reveal, the projector fits its screen without
    scrolling, the reveal whole in sight, and its log shows its latest line inside its own
    box, which scrolls, in print still readable from the back (20 px or more)."""
    code = open_class_room(class_server, game="exacto", players=3, bots={"2": "probability"})
    context, page, errors = device(browser, screen, phone=False)
    page.goto(f"http://127.0.0.1:{class_server.port}/projector?room={code}")
    with connect(class_server.url) as anna, connect(class_server.url) as ben:
        for ws, name in ((anna, LONG_NAMES[0]), (ben, LONG_NAMES[1])):
            ws.send(json.dumps({"type": "join", "room": code, "name": name}))
        play(anna, "bid ")  # a bid
        play(ben, "LIAR")  # the call: every cup shown, a die lost
        page.locator("#reveal:not([hidden])").wait_for()
        page.wait_for_timeout(500)
        page.screenshot(path=str(artifacts / f"class-projector-reveal-{screen[0]}.png"))
        fits = page.evaluate(PROJECTOR_FITS)
    context.close()
    assert not errors
    assert fits["lines"] >= 4, fits
    assert not fits["pageScrolls"], fits
    assert fits["logBottom"] <= fits["screenBottom"] + 0.5, fits
    assert fits["lastInView"] and fits["logScrollsItself"], fits
    assert fits["revealInView"], fits
    assert fits["logFontPx"] >= 20, fits


def test_the_review_shows_on_the_phone_after_an_exacto_game(browser, class_server, artifacts):
    """After a class game, the student's phone shows their own review: each LIAR they
    called with its chance of being right (review.py), inside the 390 px screen."""
    code = open_class_room(class_server, game="exacto", players=2, bots={"1": "random"})
    context, page, errors = device(browser, PHONES["390x844"])
    join(page, class_server, code, "Anna", plain=False)
    token = page.evaluate("localStorage.getItem('tabletop-tutor-class-token')")
    calls = 0
    # Anna's moves through a second connection of her seat (her token): LIAR whenever she
    # may, else the least bid; the page follows the seat as it would on its own
    with connect(class_server.url) as seat:
        seat.send(json.dumps({"type": "resume", "token": token}))
        while True:
            frame = json.loads(seat.recv(timeout=30))
            if frame["type"] == "review":
                break
            if frame["type"] == "state" and frame["legal"]:
                move = next((m for m in frame["legal"] if m["action"]["kind"] == "liar"), frame["legal"][0])
                calls += move["action"]["kind"] == "liar"
                seat.send(json.dumps({"type": "act", "action": move["action"]}))
    review = page.get_by_test_id("review")
    expect(review).to_be_visible()
    items = review.locator("li")
    expect(items).to_have_count(calls)
    expect(items.first).to_contain_text("Your LIAR on")
    expect(items.first).to_contain_text("likely to be right")
    review.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "class-review-390x844.png"), full_page=True)
    found = problems(page, PHONES["390x844"][0])
    context.close()
    assert calls >= 1
    assert not errors
    assert not found, "\n".join(found)
