"""Lessons and quizzes on a phone, in real Chromium: the teacher starts Exacto's first
lesson from the teacher's page; Anna's phone (390x844) shows the lesson's own table, she
makes the move and the teacher's grid turns green for its rule; then a quiz: a wrong
answer earns a hint and another try, never the answer, the right one is marked right, the
grid follows, and the teacher closes it for the projector. For each other game, on the
phone: a first-rule lesson's mistake, the engine's refusal with its rule, Try again and
the right move; then the game's first quiz, wrong and then right, and its simulation."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from support.browser import keep_for_docs, local_only, open_class_room

from rules_engine.ganjifa import PlayCard
from tabletop_tutor_classroom.activities import CLASS_TRIALS, lessons_of, quizzes_of

pytestmark = pytest.mark.classroom


def page_of(browser, url, viewport, errors):
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")
    page = context.new_page()
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    local_only(page)
    page.set_default_timeout(30_000)
    page.goto(url)
    return context, page


def teacher_and_phone(browser, class_server, code: str, errors: list[str]):
    """The teacher's page at 1366x768 and Anna's phone (390x844), which joins room
    ``code``: ((context, page), (context, page))."""
    base = f"http://127.0.0.1:{class_server.port}"
    teacher = page_of(browser, f"{base}/teacher#key={class_server.secret}", {"width": 1366, "height": 768}, errors)
    context, anna = page_of(browser, f"{base}/", {"width": 390, "height": 844}, errors)
    anna.fill("#room", code)
    anna.fill("#name", "Anna")
    anna.click("#join-button")
    return teacher, (context, anna)


def fits(page) -> bool:
    """Nothing wider than the phone's screen (no sideways scrolling)."""
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_phone_takes_a_lesson_and_a_quiz_while_the_teachers_grid_fills_in(browser, class_server, artifacts):
    code = open_class_room(class_server, game="exacto", players=2, bots={"1": "random"})
    errors: list[str] = []
    base = f"http://127.0.0.1:{class_server.port}"
    (t_ctx, teacher), (a_ctx, anna) = teacher_and_phone(browser, class_server, code, errors)
    expect(anna.get_by_test_id("own-dice")).to_be_visible()
    # the teacher starts Exacto's first lesson in Anna's room
    lesson = lessons_of("exacto")[0]
    expect(teacher.get_by_test_id("activity-game").locator("option")).to_have_count(4)
    teacher.get_by_test_id("activity-game").select_option("exacto")
    teacher.get_by_test_id("activity-kind").select_option("lesson")
    teacher.get_by_test_id("activity-item").select_option(lesson.id)
    teacher.get_by_test_id("activity-room").select_option(code)
    teacher.get_by_test_id("start-activity").click()
    # Anna's phone: the lesson's own table, its instruction, her move judged
    work = anna.locator("#activity")  # the room's table waits, hidden, below
    expect(work.get_by_test_id("lesson-instruction")).to_be_visible()
    expect(anna.locator("#widget")).to_be_hidden()
    expect(anna.get_by_test_id("activity-status")).to_have_text("Step 1 of 1")
    grid = teacher.get_by_test_id("grid")
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "not-reached")
    work.get_by_test_id("quantity").select_option("1")
    work.get_by_test_id("face-2").click()
    work.get_by_test_id("bid-button").click()  # exacto.opening-bid: the least bid opens safely
    feedback = work.get_by_test_id("lesson-feedback")
    expect(feedback).to_have_attribute("data-correct", "true")
    assert fits(anna)
    anna.screenshot(path=str(artifacts / "class-lesson-phone.png"))
    keep_for_docs(artifacts / "class-lesson-phone.png")
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "first-try")
    # then a quiz: a wrong answer earns a hint and another try, never the answer
    quiz = quizzes_of("exacto")[0]
    teacher.get_by_test_id("activity-kind").select_option("quiz")
    teacher.get_by_test_id("activity-item").select_option(quiz.id)
    teacher.get_by_test_id("start-activity").click()
    expect(work.get_by_test_id("quiz-input")).to_be_visible()
    work.get_by_test_id("quiz-input").fill("0.99")
    work.get_by_test_id("quiz-check").click()
    expect(work.get_by_test_id("quiz-hint")).to_contain_text("1")
    assert f"{quiz.answer:.4f}" not in anna.content()
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "stuck")
    work.get_by_test_id("quiz-input").fill(f"{quiz.answer:.4f}")
    work.get_by_test_id("quiz-check").click()
    expect(work.get_by_test_id("quiz-result")).to_contain_text("Right")
    assert fits(anna)
    anna.screenshot(path=str(artifacts / "class-quiz-phone.png"))
    keep_for_docs(artifacts / "class-quiz-phone.png")
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "after-tries")
    # her tries in order, on the teacher's page only
    grid.get_by_test_id("grid-student").first.click()
    expect(teacher.get_by_test_id("student-tries").locator("li")).to_have_count(2)
    # the projector shows the class's results once the teacher closes the quiz, not before
    p_ctx, projector = page_of(browser, f"{base}/projector?room={code}", {"width": 1366, "height": 768}, errors)
    expect(projector.get_by_test_id("closed-results")).to_be_hidden()
    teacher.get_by_test_id("close-item").click()
    expect(projector.get_by_test_id("closed-results")).to_contain_text("Right: 1 of 1")
    teacher.screenshot(path=str(artifacts / "class-grid-teacher.png"))
    keep_for_docs(artifacts / "class-grid-teacher.png")
    for context in (t_ctx, a_ctx, p_ctx):
        context.close()
    assert not errors, errors


# ---- the other games on a phone --------------------------------------------------------------

#: game -> (its room's players and bots, the lesson of its first rule)
OTHER_GAMES = {
    "ganjifa": ({"players": 3, "bots": {"1": "random", "2": "random"}}, "follow-suit"),
    "deductio": ({"players": 2, "bots": {"1": "random"}}, "true-clue"),
    "siggil": ({"players": 2, "bots": {"1": "random"}}, "capture-free"),
}


def lesson_of(game: str, item: str):
    return next(spec for spec in lessons_of(game) if spec.id == item)


def card_id(card) -> str:
    return f"card-{card.suit}-{card.rank}"


def mistake_then_right(game: str, work) -> str:
    """Make the lesson's mistake, then Try again and the right move; the rule the refusal
    or the verdict cites."""
    spec = lesson_of(game, OTHER_GAMES[game][1])
    start = spec.start()
    feedback = work.get_by_test_id("lesson-feedback")
    if game == "ganjifa":  # a card of another suit: refused (ganjifa.follow)
        legal = [a.card for a in start.legal_actions() if isinstance(a, PlayCard)]
        refused = next(c for c in start.hand(spec.seat) if c not in legal)
        right = next(a.card for a in start.legal_actions() if spec.judge(start, a)[0].correct)
        work.get_by_test_id("hand").get_by_test_id(card_id(refused)).click()
        rule = "ganjifa.follow"
    elif game == "deductio":  # a false clue from the row: refused (deductio.play-clue)
        legal = {a.clue for a in start.legal_actions() if a.to_json()["kind"] == "clue"}
        work.get_by_test_id(f"row-clue-{next(c for c in start.row if c not in legal)}").click()
        rule = "deductio.play-clue"
    else:  # a pass when a spirit is free to capture: legal, and wrong (siggil.capture-free)
        work.get_by_test_id("pass-button").click()
        rule = "siggil.capture-free"
    expect(feedback).to_have_attribute("data-correct", "false")
    expect(feedback.locator(f"[data-rule='{rule}']")).to_have_count(1)
    work.get_by_test_id("retry-button").click()
    expect(feedback).to_be_hidden()
    if game == "ganjifa":
        work.get_by_test_id("hand").get_by_test_id(card_id(right)).click()
    elif game == "deductio":
        work.get_by_test_id(f"row-clue-{next(iter(legal))}").click()
    else:
        action = next(a for a in start.legal_actions() if spec.judge(start, a)[0].correct).to_json()
        for card in action["cards"]:
            work.locator(f"[data-testid^=hand-][data-card='{card['family']}-{card['number']}']").click()
        work.get_by_test_id(f"free-spirit-{action['spirit']}").click()
    expect(feedback).to_have_attribute("data-correct", "true")
    return rule


def wrong_answer(answer: float) -> str:
    return "0.99" if abs(answer - 0.99) > 0.1 else "0.01"


@pytest.mark.parametrize("game", list(OTHER_GAMES))
def test_a_phone_takes_each_games_lesson_and_quiz(browser, class_server, artifacts, game):
    room, item = OTHER_GAMES[game]
    code = open_class_room(class_server, game=game, **room)
    errors: list[str] = []
    (t_ctx, teacher), (a_ctx, anna) = teacher_and_phone(browser, class_server, code, errors)
    expect(anna.locator("#widget .tt-root")).to_be_visible()
    teacher.get_by_test_id("activity-game").select_option(game)
    teacher.get_by_test_id("activity-kind").select_option("lesson")
    teacher.get_by_test_id("activity-item").select_option(item)
    teacher.get_by_test_id("activity-room").select_option(code)
    teacher.get_by_test_id("start-activity").click()
    work = anna.locator("#activity")
    expect(work.get_by_test_id("lesson-instruction")).to_be_visible()
    mistake_then_right(game, work)
    assert fits(anna)
    anna.screenshot(path=str(artifacts / f"class-lesson-phone-{game}.png"))
    grid = teacher.get_by_test_id("grid")
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "after-tries")
    quiz = quizzes_of(game)[0]
    teacher.get_by_test_id("activity-kind").select_option("quiz")
    teacher.get_by_test_id("activity-item").select_option(quiz.id)
    teacher.get_by_test_id("start-activity").click()
    work.get_by_test_id("quiz-input").fill(wrong_answer(quiz.answer))
    work.get_by_test_id("quiz-check").click()
    expect(work.get_by_test_id("quiz-hint")).to_contain_text("1")
    assert f"{quiz.answer:.4f}" not in anna.content()
    work.get_by_test_id("quiz-input").fill(f"{quiz.answer:.4f}")
    work.get_by_test_id("quiz-check").click()
    expect(work.get_by_test_id("quiz-result")).to_contain_text("Right")
    # with the answer shown, Simulate opens: the server plays the quiz's simulation
    simulate = work.get_by_test_id("quiz-simulate")
    expect(simulate).to_be_enabled()
    simulate.click()
    expect(work.get_by_test_id("quiz-simulation")).to_contain_text(f"{CLASS_TRIALS:,}", timeout=60_000)
    assert fits(anna)
    anna.screenshot(path=str(artifacts / f"class-quiz-phone-{game}.png"))
    expect(grid.locator("[data-student=Anna] td").first).to_have_attribute("data-state", "after-tries")
    for context in (t_ctx, a_ctx):
        context.close()
    assert not errors, errors
