"""The classroom apps (apps/, served by apps/serve.py) in real headless Chromium: each shows
its table with the teacher panel or the quiz, no code; and a kernel does not outlive its
page (measured before: 17 kernels, about 1.3 GB, alive after 17 page loads)."""
from __future__ import annotations

import importlib.util
import re
import shutil
import time

import psutil
import pytest
from playwright.sync_api import expect

from conftest import ROOT, free_port, start_server, stop
from rules_engine.lessons import quiz_of_the_day
from widgets import Quiz

KERNEL_START = 90_000  # ms: the first render waits for a kernel
DOCS = ROOT / "docs" / "screenshots"   # the teacher's guide shows the apps as the tests see them
APPS = sorted(p.stem for p in (ROOT / "apps").glob("*.ipynb"))


def _serve_module():
    spec = importlib.util.spec_from_file_location("apps_serve", ROOT / "apps" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def apps_server(artifacts):
    """The apps' own Voila command line, with a short cull time so the test can wait it out."""
    port = free_port()
    proc = start_server(_serve_module().voila_args(port, "127.0.0.1", cull_idle=8, cull_interval=2),
                        f"http://127.0.0.1:{port}/", artifacts / "apps-voila.log")
    yield {"url": f"http://127.0.0.1:{port}", "proc": proc}
    stop(proc)


def kernels(proc) -> list[psutil.Process]:
    """The kernels the Voila server has running (its ipykernel child processes; one that
    has just exited, a zombie until reaped, is not running)."""
    running = []
    for child in psutil.Process(proc.pid).children(recursive=True):
        try:
            if child.status() != psutil.STATUS_ZOMBIE and any("ipykernel" in part for part in child.cmdline()):
                running.append(child)
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            pass
    return running


def wait_for_kernels(proc, count: int, timeout: float) -> int:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        alive = len(kernels(proc))
        if alive == count:
            return alive
        time.sleep(0.5)
    return len(kernels(proc))


def test_there_is_an_app_per_table_and_a_quiz_of_the_day():
    from widgets import TABLES
    assert set(APPS) == {*TABLES, "quiz_of_the_day"}


@pytest.mark.parametrize("app", APPS)
def test_each_app_shows_its_widget_and_no_code(page, apps_server, artifacts, app):
    page.goto(f"{apps_server['url']}/voila/render/{app}.ipynb")
    widget = page.get_by_test_id("quiz" if app == "quiz_of_the_day" else "teacher-panel")
    expect(widget.first).to_be_visible(timeout=KERNEL_START)
    body = page.locator("body").inner_text()
    assert "import" not in body and "teacher=True" not in body, "an app shows no code"
    assert "Traceback" not in body and "Error" not in body.split("\n")[0]
    path = artifacts / f"app-{app}.png"
    page.screenshot(path=str(path))
    shutil.copyfile(path, DOCS / path.name)


def test_the_teacher_panel_shows_every_hand_in_the_exacto_app(page, apps_server):
    page.goto(f"{apps_server['url']}/voila/render/exacto.ipynb")
    expect(page.get_by_test_id("teacher-panel")).to_be_visible(timeout=KERNEL_START)
    expect(page.get_by_test_id("cup-1")).to_be_visible()
    expect(page.get_by_test_id("teacher-reveal")).to_be_hidden()  # folded until the teacher opens it
    page.get_by_test_id("teacher-panel").locator("summary").click()
    page.get_by_test_id("teacher-reveal").check()
    expect(page.get_by_test_id("dice-1")).to_be_visible(timeout=15_000)
    page.get_by_test_id("teacher-seed").fill("12")
    page.get_by_test_id("teacher-new-game").click()
    expect(page.get_by_test_id("error")).to_be_hidden()


def test_the_quiz_of_the_day_offers_no_answer_and_no_simulation_before_the_tries_are_spent(page, apps_server,
                                                                                            artifacts):
    """The same quiz on every screen of a class: Show answer and Simulate (whose estimate is
    the answer) stay off the page until this screen's learner has used every try; each wrong
    answer gets a hint. Then the simulation runs in slices the page asks for, to the end."""
    page.goto(f"{apps_server['url']}/voila/render/quiz_of_the_day.ipynb")
    quiz = page.get_by_test_id("quiz")
    expect(quiz).to_be_visible(timeout=KERNEL_START)
    reveal, simulate = quiz.get_by_test_id("quiz-reveal"), quiz.get_by_test_id("quiz-simulate")
    tries = Quiz(quiz_of_the_day()).tries                          # the same quiz, today, here
    assert tries >= 2
    for used in range(1, tries + 1):
        expect(reveal).to_be_hidden()
        expect(simulate).to_be_hidden()
        expect(quiz.get_by_test_id("quiz-answer")).to_have_count(0)
        quiz.get_by_test_id("quiz-input").fill("-1")              # no quiz's answer is negative
        quiz.get_by_test_id("quiz-check").click()
        left = tries - used
        expect(quiz.get_by_test_id("quiz-tries")).to_have_text(
            re.compile(rf"^{left} tr" if left else "^No tries left"), timeout=15_000)
        expect(quiz.get_by_test_id("quiz-hint")).to_be_visible()   # a hint, not the answer
    expect(reveal).to_be_visible()
    expect(simulate).to_be_visible()
    simulate.click()
    expect(quiz.get_by_test_id("quiz-simulation")).to_contain_text("10,000 games", timeout=90_000)
    expect(simulate).to_be_enabled()
    reveal.click()
    expect(quiz.get_by_test_id("quiz-answer")).to_be_visible(timeout=15_000)
    expect(quiz.get_by_test_id("error")).to_be_hidden()
    quiz.screenshot(path=str(artifacts / "app-quiz-after-tries.png"))


def test_no_kernel_outlives_its_page(context, apps_server):
    proc = apps_server["proc"]
    before = wait_for_kernels(proc, 0, timeout=60)  # earlier tests' pages are culled by now
    assert before == 0, f"{before} kernels were running before the test"
    for round_ in range(3):
        page = context.new_page()
        page.goto(f"{apps_server['url']}/voila/render/exacto.ipynb")
        expect(page.get_by_test_id("teacher-panel")).to_be_visible(timeout=KERNEL_START)
        assert len(kernels(proc)) == 1, f"round {round_}: one page, one kernel"
        page.close(run_before_unload=True)
        left = wait_for_kernels(proc, 0, timeout=30)
        assert left == 0, f"round {round_}: {left} kernels still running after the page closed"


def test_a_page_that_vanishes_without_goodbye_has_its_kernel_culled(browser, apps_server):
    """A laptop lid shut: no beforeunload; the culler closes the kernel once no page is
    connected and it has been idle for the cull time."""
    proc = apps_server["proc"]
    assert wait_for_kernels(proc, 0, timeout=60) == 0, "kernels of earlier pages are still running"
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{apps_server['url']}/voila/render/quiz_of_the_day.ipynb")
    expect(page.get_by_test_id("quiz")).to_be_visible(timeout=KERNEL_START)
    assert len(kernels(proc)) == 1
    context.close()  # closing the context drops the page without running beforeunload
    assert wait_for_kernels(proc, 0, timeout=40) == 0
