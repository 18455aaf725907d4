"""Class play in real Chromium: two students on two devices (browser contexts) join the
class server's page with the room code; one plays a move and the other sees it."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect
from support.browser import keep_for_docs, local_only, open_class_room
from websockets.sync.client import connect

from rules_engine.core import game_class, games
from rules_engine.deductio import CLUES
from tabletop_tutor_classroom.process import ServerProcess
from tabletop_tutor_classroom.storage import RoomRecord, SQLiteStorage

pytestmark = pytest.mark.classroom


def student(browser, url, code, name, artifacts, ready="#table:not([hidden])"):
    context = browser.new_context(viewport={"width": 390, "height": 844}, reduced_motion="reduce")  # a phone
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    local_only(page)
    page.set_default_timeout(30_000)
    page.goto(url)
    page.fill("#room", code.lower())
    page.fill("#name", name)
    page.click("#join-button")
    page.wait_for_selector(ready)
    return context, page, errors


def test_two_students_on_the_plain_page_see_each_others_moves(browser, class_server, artifacts):
    code = open_class_room(class_server, game="exacto", players=3, bots={"2": "probability"})
    url = f"http://127.0.0.1:{class_server.port}/?plain=1"
    ctx_a, anna, errors_a = student(browser, url, code, "Anna", artifacts)
    ctx_b, ben, errors_b = student(browser, url, code, "Ben", artifacts)
    # exacto.roll: each phone shows its own cup, never the other's
    anna.wait_for_selector("#move:not([hidden])")
    assert anna.inner_text("#you") == "You: Anna, seat 0"
    ben.wait_for_function("document.querySelector('#turn').textContent === 'Anna is to move.'")
    # the table's lines: her own cup only, the others' as counts
    assert len(anna.text_content("dd[data-key=dice]").split()) == 5
    expect(ben.locator("dd[data-key=dice]")).to_have_count(1)
    assert anna.text_content("dd[data-key=dice_counts]") == "Anna: 5 dice · Ben: 5 dice · balanced (bot): 5 dice"
    anna.select_option("#moves", index=0)
    bid_text = anna.eval_on_selector("#moves", "el => el.options[0].textContent")
    anna.click("#play")
    # Ben's page shows Anna's bid, in the log and on the table, and his turn
    ben.wait_for_selector("#move:not([hidden])")
    assert ben.inner_text("dd[data-key=bid]") == "Anna: 1 two"
    assert ben.text_content("#log li:last-child") == "Mage 0 bids 1 two." and bid_text == "bid 1 two"
    anna.wait_for_function("document.querySelector('#log li:last-child').textContent === 'You bid 1 two.'")
    anna.screenshot(path=str(artifacts / "class-plain-anna.png"))
    ben.screenshot(path=str(artifacts / "class-plain-ben.png"))
    # a reload keeps the seat (the token is in the page's storage)
    ben.reload()
    ben.wait_for_selector("#move:not([hidden])")
    assert ben.inner_text("#you") == "You: Ben, seat 1"
    for context in (ctx_a, ctx_b):
        context.close()
    assert not errors_a and not errors_b


def test_two_students_play_on_the_widgets_table_front_end(browser, class_server, artifacts):
    """The teacher opens the room on the teacher's page; the class page mounts the Exacto
    table the notebooks use, over the server's socket."""
    teacher_ctx = browser.new_context()
    teacher = teacher_ctx.new_page()
    teacher_errors = []
    teacher.on("pageerror", lambda exc: teacher_errors.append(str(exc)))
    teacher.goto(f"http://127.0.0.1:{class_server.port}/teacher#key={class_server.secret}")
    expect(teacher.locator("#open button[type=submit]")).to_have_text("Open a room")  # the labels came
    teacher.select_option("#game", "exacto")
    teacher.fill("#players", "3")
    teacher.fill("#bots", "2:probability")
    teacher.click("#open button[type=submit]")
    heading = teacher.locator(".room-code").first
    expect(heading).to_have_text(re.compile(r"^Room [A-Z2-9]{4}: Exacto$"))  # the game's own title
    code = heading.text_content().split()[1].rstrip(":")
    url = f"http://127.0.0.1:{class_server.port}/"
    ready = "[data-testid=table]"
    ctx_a, anna, errors_a = student(browser, url, code, "Anna", artifacts, ready)
    ctx_b, ben, errors_b = student(browser, url, code, "Ben", artifacts, ready)
    # exacto.roll: Anna's table shows her own five dice and the others' cups, closed
    expect(anna.get_by_test_id("own-dice")).to_be_visible()
    for seat in (1, 2):
        expect(anna.get_by_test_id(f"cup-{seat}")).to_be_visible()
        expect(anna.get_by_test_id(f"dice-{seat}")).to_have_count(0)
    expect(anna.get_by_test_id("bid-button")).to_be_enabled()
    for control in ("undo-button", "new-game-button"):  # nothing a class seat may do
        expect(anna.get_by_test_id(control)).to_be_hidden()
    anna.get_by_test_id("quantity").select_option("2")
    anna.get_by_test_id("face-3").click()
    anna.get_by_test_id("bid-button").click()
    # Ben's table shows Anna's bid, and it is his turn
    expect(ben.get_by_test_id("bid-quantity")).to_have_text("2")
    expect(ben.get_by_test_id("bid")).to_have_attribute("aria-label", re.compile(r"2 threes"))
    expect(ben.get_by_test_id("liar-button")).to_be_enabled()
    expect(anna.get_by_test_id("liar-button")).to_be_disabled()
    # each device its own language, as at a notebook's table: Ben's in Finnish, Anna's not
    ben.get_by_test_id("language-select").select_option("fi")
    expect(ben.get_by_test_id("liar-button")).to_contain_text("VALEHTELIJA")
    expect(anna.get_by_test_id("liar-button")).to_contain_text("LIAR")
    anna.screenshot(path=str(artifacts / "class-table-anna.png"))
    keep_for_docs(artifacts / "class-table-anna.png")
    ben.screenshot(path=str(artifacts / "class-table-ben.png"))
    # the teacher's page lists who joined, and no student's page ever showed the key
    expect(teacher.locator("#rooms li").nth(1)).to_contain_text("Ben")
    # reveal-all: every cup, on the teacher's own page (and the students' still closed)
    teacher.get_by_test_id("reveal-all").click()
    # in the table's words: every seat's dice by name, no engine key or JSON
    revealed = teacher.get_by_test_id("revealed")
    expect(revealed).to_contain_text(re.compile(r"Anna: [1-6]( [1-6]){4}"))
    expect(revealed).to_contain_text(re.compile(r"Ben: [1-6]( [1-6]){4}"))
    assert "{" not in revealed.inner_text() and "dice_counts" not in revealed.inner_text()
    expect(heading).to_have_text(re.compile(r"^Room [A-Z2-9]{4}: Exacto$"))
    expect(anna.get_by_test_id("dice-1")).to_have_count(0)
    teacher.screenshot(path=str(artifacts / "class-teacher.png"))
    keep_for_docs(artifacts / "class-teacher.png")
    for page in (anna, ben):
        assert class_server.secret not in page.content()
    for context in (ctx_a, ctx_b, teacher_ctx):
        context.close()
    assert not errors_a and not errors_b and not teacher_errors


def projector_page(browser, url, viewport):
    """The projector in a context of its own, recording every WebSocket frame it receives."""
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    page = context.new_page()
    errors, received = [], []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: received.append(json.loads(payload))))
    local_only(page)
    page.set_default_timeout(30_000)
    page.goto(url)
    return context, page, errors, received


def test_the_projector_shows_the_public_table_in_large_print(browser, class_server, artifacts):
    """exacto.roll: the projector shows every cup closed (its frames carry no die of any
    seat, and no seat's own log line), who joined and whose turn it is, and follows a
    student's bid (exacto.opening-bid) at once; readable at 1366x768 and 1024x768."""
    code = open_class_room(class_server, game="exacto", players=3, bots={"2": "probability"})
    url = f"http://127.0.0.1:{class_server.port}/projector?room={code}"
    wide = projector_page(browser, url, {"width": 1366, "height": 768})
    narrow = projector_page(browser, url, {"width": 1024, "height": 768})
    ctx_a, anna, errors_a = student(browser, f"http://127.0.0.1:{class_server.port}/?plain=1", code, "Anna", artifacts)
    ctx_b, _ben, errors_b = student(browser, f"http://127.0.0.1:{class_server.port}/?plain=1", code, "Ben", artifacts)
    for _, page, _, _ in (wide, narrow):
        expect(page.locator("#room-title")).to_have_text(f"Room {code}")
        expect(page.locator("#seats li")).to_have_text(["Anna", "Ben", "balanced (bot)"])
        expect(page.locator("#status")).to_have_text("Anna is to move.")
        expect(page.locator("#seats li.turn")).to_have_text("Anna")
        expect(page.locator("dd[data-key=dice]")).to_have_count(0)  # no cup is anyone's to show
        expect(page.locator("dd[data-key=dice_counts]")).to_have_text(
            "Anna: 5 dice · Ben: 5 dice · balanced (bot): 5 dice"
        )
    anna.wait_for_selector("#move:not([hidden])")
    anna.select_option("#moves", index=0)
    anna.click("#play")
    for _, page, _, _ in (wide, narrow):
        expect(page.locator("#log li").last).to_have_text("Mage 0 bids 1 two.")
        expect(page.locator("#status")).to_have_text("Ben is to move.")
        # large print: the smallest text (the log) is still 20 px or more, and nothing
        # spills past the screen
        size = page.eval_on_selector("#log li", "el => parseFloat(getComputedStyle(el).fontSize)")
        assert size >= 20
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
        title = page.eval_on_selector("#room-title", "el => parseFloat(getComputedStyle(el).fontSize)")
        assert title >= 48
    # the QR code (the join address) is drawn, beside the address in words
    expect(wide[1].locator("#join-text")).to_contain_text(f"?room={code}")
    wide[1].wait_for_function("document.querySelector('#qr').naturalWidth > 0")
    wide[1].screenshot(path=str(artifacts / "class-projector-1366.png"))
    keep_for_docs(artifacts / "class-projector-1366.png")
    narrow[1].screenshot(path=str(artifacts / "class-projector-1024.png"))
    for _, _, _, received in (wide, narrow):
        public = [f for f in received if f["type"] == "public"]
        assert public and public[-1]["move_number"] == 1
        for frame in public:
            assert frame["view"]["dice"] == [None, None, None]  # no cup, not even in the frame
            assert all("seats" not in entry for entry in frame["log"])
            assert frame["view"]["seat"] is None
    for context in (ctx_a, ctx_b, wide[0], narrow[0]):
        context.close()
    assert not errors_a and not errors_b and not wide[2] and not narrow[2]


@pytest.fixture
def seeded_rooms(tmp_path):
    """A server whose Deductio and Siggil rooms are known deals (seed 1; a bot in seat 1), so
    the test knows which clue is true of the student's number."""
    db = tmp_path / "seeded.sqlite3"
    storage = SQLiteStorage(db)
    for code, game in (("DEDU", "deductio"), ("SGGP", "siggil")):
        storage.add_room(RoomRecord(code, game, 2, 1, {}, "en", {1: "random"}))
    storage.close()
    server = ServerProcess(db, bot_delay_ms=50).start()
    yield server
    server.stop()


def test_deductio_on_the_table_front_end_plays_a_clue_and_shows_a_refusal(browser, seeded_rooms, artifacts):
    """deductio.play-clue: the student's table refuses clue 3, false of their number 12,
    with its rule, and plays clue 2 (true of 12) onto their tableau."""
    game = game_class("deductio")(players=2, seed=1)
    view = game.view(0)
    mine = view["numbers"][0]
    false_clue, true_clue = (
        next(c for c in view["row"] if CLUES[c].true_of(mine, view["face_up"]) is want) for want in (False, True)
    )
    url = f"http://127.0.0.1:{seeded_rooms.port}/"
    ctx, anna, errors = student(browser, url, "DEDU", "Anna", artifacts, "[data-testid=deductio-table]")
    expect(anna.get_by_test_id("my-number")).to_have_attribute("data-number", str(mine))
    expect(anna.get_by_test_id("number-1")).to_have_text("?")
    anna.get_by_test_id(f"row-clue-{false_clue}").click()
    error = anna.get_by_test_id("error")
    expect(error).to_contain_text(f"not true of your number {mine}")
    expect(error.locator("[data-rule]")).to_have_attribute("data-rule", "deductio.play-clue")
    expect(anna.get_by_test_id("tableau-0").locator(f"[data-clue='{false_clue}']")).to_have_count(0)
    anna.get_by_test_id(f"row-clue-{true_clue}").click()
    expect(anna.get_by_test_id("tableau-0").locator(f"[data-clue='{true_clue}']")).to_have_count(1)
    expect(anna.get_by_test_id("log")).to_contain_text("deductio.play-clue")
    anna.screenshot(path=str(artifacts / "class-deductio.png"))
    ctx.close()
    assert not errors


def test_siggil_on_the_table_front_end_takes_a_card_and_passes_as_at_a_notebooks_table(
    browser, seeded_rooms, artifacts
):
    """siggil.take: the student takes an available card (which frees spirit 3 in this
    deal); siggil.capture: one card captures nothing, so the table makes the pass for her,
    as a notebook's table does (the same session plays both), and the bot moves on."""
    url = f"http://127.0.0.1:{seeded_rooms.port}/"
    ctx, cara, errors = student(browser, url, "SGGP", "Cara", artifacts, "[data-testid=siggil-table]")
    expect(cara.get_by_test_id("status")).to_contain_text("Your turn: take an available card")
    expect(cara.get_by_test_id("pos-55")).to_have_attribute("data-available", "true")
    cara.get_by_test_id("pos-55").click()
    expect(cara.get_by_test_id("log")).to_contain_text("You make no capture this turn.", timeout=15_000)
    expect(cara.get_by_test_id("free-spirit-3")).to_be_visible()  # freed, and still free
    hand = cara.locator("[data-testid^=hand-][data-card]")
    expect(hand).to_have_count(1)  # the card taken
    expect(cara.get_by_test_id("status")).to_contain_text("Your turn: take an available card", timeout=20_000)
    expect(cara.get_by_test_id("error")).to_be_empty()
    cara.screenshot(path=str(artifacts / "class-siggil.png"))
    ctx.close()
    assert not errors


def test_the_teachers_page_pauses_a_room_and_kicks_a_student(browser, class_server, artifacts):
    """The teacher's buttons: Pause (a move is refused, rule paused) and Go on; Kick (the
    student's page is told, forgets its seat and offers Join again)."""
    code = open_class_room(class_server, game="exacto", players=2, bots={"1": "random"})
    teacher_ctx = browser.new_context()
    teacher = teacher_ctx.new_page()
    teacher_errors = []
    teacher.on("pageerror", lambda exc: teacher_errors.append(str(exc)))
    teacher.goto(f"http://127.0.0.1:{class_server.port}/teacher#key={class_server.secret}")
    ctx, anna, errors = student(browser, f"http://127.0.0.1:{class_server.port}/?plain=1", code, "Anna", artifacts)
    room = teacher.locator(f".room[data-room='{code}']")  # quoted: a code may start with a digit
    expect(room.locator("li").first).to_contain_text("Anna", timeout=20_000)  # the roster follows the join
    room.get_by_test_id("pause").click()
    expect(room.get_by_test_id("pause")).to_have_text("Go on")
    anna.wait_for_selector("#move:not([hidden])")
    anna.click("#play")
    expect(anna.locator("#error")).to_have_text("The teacher has paused the game: wait until it goes on.")
    room.get_by_test_id("pause").click()
    expect(room.get_by_test_id("pause")).to_have_text("Pause")
    room.locator("li").first.get_by_test_id("kick").click()
    expect(anna.locator("#error")).to_contain_text("The teacher has given your seat to someone else")
    expect(anna.locator("#join")).to_be_visible()
    assert anna.evaluate("localStorage.getItem('tabletop-tutor-class-token')") is None
    teacher.screenshot(path=str(artifacts / "class-teacher-moderation.png"))
    keep_for_docs(artifacts / "class-teacher-moderation.png")
    for context in (ctx, teacher_ctx):
        context.close()
    assert not errors and not teacher_errors


#: every key any game's view holds, as the old pages printed it ("face up", "clue deck")
VIEW_KEYS = sorted({key.replace("_", " ") for cls in games().values() for key in cls(players=3, seed=1).view(0)})


def assert_table_in_words(page, lang):
    """The page's table (#view) names no view key in English and shows no raw data."""
    labels = page.locator("#view dt").all_text_contents()
    values = page.locator("#view dd").all_text_contents()
    assert labels and len(labels) == len(values), (labels, values)
    text = page.inner_text("#view").lower()
    english = [key for key in VIEW_KEYS if re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", text)]
    assert not english, (lang, english, text)
    assert not any(re.search(r'[{}\[\]"]|\b(null|None|true|false)\b', v) for v in values), values


@pytest.mark.parametrize(("game", "lang"), [("exacto", "ru"), ("deductio", "lv")])
def test_the_projector_and_the_plain_page_show_the_table_in_the_rooms_language(
    browser, class_server, artifacts, game, lang
):
    """A class reads the projector and the plain page in the room's language: every line of
    the table is labelled in its words (the game's own: "Кубики в чашах", "Atklātie"), its
    values in words too, and no engine key ("dice counts", "face up", "clue deck") or JSON."""
    code = open_class_room(class_server, game=game, players=2, bots={"1": "random"}, lang=lang)
    projector = projector_page(
        browser, f"http://127.0.0.1:{class_server.port}/projector?room={code}", {"width": 1366, "height": 768}
    )
    ctx, anna, errors = student(browser, f"http://127.0.0.1:{class_server.port}/?plain=1", code, "Anna", artifacts)
    page = projector[1]
    expect(page.locator("#seats li").first).to_have_text("Anna")
    for shown in (page, anna):
        expect(shown.locator("html")).to_have_attribute("lang", lang)
        assert_table_in_words(shown, lang)
    first = {"exacto": "Кубики в чашах", "deductio": "Atklātie"}[game]
    expect(page.locator("#view dt")).to_contain_text([first])
    expect(anna.locator("#view dt")).to_contain_text([first])
    page.screenshot(path=str(artifacts / f"class-projector-{game}-{lang}.png"))
    anna.screenshot(path=str(artifacts / f"class-plain-{game}-{lang}.png"))
    for context in (ctx, projector[0]):
        context.close()
    assert not errors and not projector[2]


class Projector:
    """The room as the projector receives it (public frames), read between the students'
    clicks: whose turn, the public log's events, the winners."""

    def __init__(self, server, code):
        self._connection = connect(server.url)
        self.socket = self._connection.__enter__()
        self.socket.send(json.dumps({"type": "project", "room": code}))
        self.frame = None

    def latest(self) -> dict:
        while True:
            try:
                frame = json.loads(self.socket.recv(timeout=0.05 if self.frame else 20))
            except TimeoutError:
                return self.frame
            if frame.get("type") == "public":
                self.frame = frame

    def close(self):
        self._connection.__exit__(None, None, None)


def record_frames(page) -> list[dict]:
    """Every frame the page's socket receives from now on: the seat again (a reload, by its
    token) on a socket recorded from its first frame."""
    frames: list[dict] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(json.loads(f))))
    page.reload()
    page.wait_for_selector("#table:not([hidden])")
    return frames


def play_on_plain_pages(pages, projector, done, prefer=None, limit=600):
    """Each student plays their own turn on the plain class page: the move named by
    ``prefer`` (a pattern of its words) when offered, else the first legal one, until
    ``done(frame)`` holds for the projector's frame. Returns that frame and the moves made."""
    moves = 0
    for _ in range(limit):
        frame = projector.latest()
        if done(frame):
            return frame, moves
        for page in pages:
            if not page.locator("#move:not([hidden])").count():
                continue
            options = page.locator("#moves option").all_text_contents()
            if not options:
                continue
            pick = next((i for i, text in enumerate(options) if prefer and re.search(prefer, text)), 0)
            try:
                page.select_option("#moves", str(pick), timeout=3000)
                page.click("#play", timeout=3000)
            except PlaywrightTimeoutError:
                # a frame came between reading the moves and choosing one (another student
                # moved, a bot answered): the list was drawn again; read it again next round
                continue
            moves += 1
            page.wait_for_timeout(30)
        else:
            pages[0].wait_for_timeout(60)
    raise AssertionError(f"not done after {limit} rounds of clicks: {projector.latest()}")


def test_four_students_and_two_bots_play_exacto_to_the_winner(browser, class_server, artifacts):
    """A whole class game, each student on their own phone (a browser context): Exacto with
    six mages, four of them people and two bots, played to its end (exacto.winner): the
    projector names the winner, and every student's page says the game is over. Every frame
    a student's page received was that student's own (no other seat's cup in it before a
    reveal: what the redrawn-world test proves byte for byte, tests/classroom)."""
    code = open_class_room(class_server, game="exacto", players=6, bots={"2": "probability", "5": "cautious"})
    names = ["Anna", "Ben", "Chidi", "Dace"]
    url = f"http://127.0.0.1:{class_server.port}/?plain=1"
    joined = [student(browser, url, code, name, artifacts) for name in names]
    pages = [page for _, page, _ in joined]
    received = {name: record_frames(page) for name, page in zip(names, pages, strict=True)}
    projector = Projector(class_server, code)
    try:
        # LIAR whenever it is offered: a round is a bid and a call, and the game ends in minutes
        frame, moves = play_on_plain_pages(pages, projector, lambda f: f and f["is_over"], prefer=r"LIAR")
    finally:
        projector.close()
    assert len(frame["winners"]) == 1 and moves > 20
    winner = frame["seats"][frame["winners"][0]]["name"]
    assert any(e["rule"] == "exacto.winner" for e in frame["log"])
    for page in pages:
        expect(page.locator("#turn")).to_have_text("The game is over.", timeout=20_000)
        expect(page.locator("#log")).to_contain_text(f"{winner} wins" if "bot" not in winner else "wins")
    pages[0].screenshot(path=str(artifacts / "class-exacto-to-the-end.png"))
    for name in names:  # each page's own socket: the frames of this seat only
        seats = {f["seat"] for f in received[name] if f.get("type") == "state"}
        assert seats == {names.index(name) + (names.index(name) >= 2)}, (name, seats)  # seats 0, 1, 3, 4
    for context, _, errors in joined:
        assert errors == []
        context.close()


@pytest.mark.parametrize(
    ("game", "players", "bots", "scoring"),
    [
        ("ganjifa", 3, {"1": "random", "2": "random"}, "trick"),  # ganjifa.trick-winner
        ("deductio", 2, {"1": "strong"}, "trophy"),  # deductio.correct-guess
        ("siggil", 2, {"1": "strong"}, "capture"),  # siggil.capture-free
    ],
)
def test_a_class_game_of_each_other_game_reaches_its_first_scoring_event(
    browser, class_server, artifacts, game, players, bots, scoring
):
    """One student on the class page against the server's bots, to the game's first score:
    Ganjifa's first trick won, Deductio's first Secret Number guessed, Siggil's first
    spirit captured; the projector shows the event in its public log."""
    code = open_class_room(class_server, game=game, players=players, bots=bots)
    context, page, errors = student(browser, f"http://127.0.0.1:{class_server.port}/?plain=1", code, "Anna", artifacts)
    received = record_frames(page)
    projector = Projector(class_server, code)
    try:
        frame, _ = play_on_plain_pages(
            [page], projector, lambda f: f and any(e["kind"] == scoring for e in f["log"]), prefer=r"[Cc]apture"
        )
    finally:
        projector.close()
    event = next(e for e in frame["log"] if e["kind"] == scoring)
    # the student's own page was told of it too, in its own words ("You capture", "Anna captures")
    page.wait_for_function("n => document.querySelectorAll('#log li').length >= n", arg=len(frame["log"]))
    told = [e for f in received if f.get("type") == "state" for e in f["log"] if e["kind"] == scoring]
    assert told and told[0]["rule"] == event["rule"]
    assert errors == []
    context.close()
