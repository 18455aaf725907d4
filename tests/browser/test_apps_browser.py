"""The classroom apps (apps/, served by the real apps/serve.py) in real headless Chromium.

Every app used to be the teacher's copy, so a student who opened the class
address had Show every hand and New game from a seed (the teacher deals seed 12; a student
types 12 and sees every hidden die). Now a student's page is the student's copy whatever
it forges; the teacher's link that serve.py prints gives the teacher panel; the landing
page lists every app with its title and line, and opens it in each language; the key is
in nothing the server serves, tracebacks shown or not. A kernel does not outlive its
page (measured before: 17 kernels, about 1.3 GB, alive after 17 page loads).
"""

from __future__ import annotations

import importlib.util
import json
import re
import secrets
import time
import urllib.error
import urllib.request

import psutil
import pytest
from playwright.sync_api import expect
from support.browser import ROOT, free_port, keep_for_docs, start_server, stop, watch_console

from rules_engine.i18n import LANGUAGES
from rules_engine.lessons import quiz_of_the_day
from widgets import Quiz
from widgets.messages import WIDGET_MESSAGES

KERNEL_START = 90_000  # ms: the first render waits for a kernel
TEACHER_LINK = re.compile(r"Teacher's copy.*?(http://127\.0\.0\.1:\d+/teacher\?key=(\S+))")
TEACHER_ONLY = ("teacher-panel", "teacher-seed", "teacher-reveal", "teacher-new-game", "teacher-badge")


def _load(name: str, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


serve = _load("apps_serve", ROOT / "apps" / "serve.py")  # puts apps/ on sys.path for classroom
import classroom  # noqa: E402

APPS = sorted(classroom.APPS)  # the marked apps: a scratch notebook in apps/ is none (classroom.py)


def start_apps(artifacts, name: str, **options) -> dict:
    """apps/serve.py as a teacher starts it, on a free port; its printed teacher's link."""
    port = free_port()
    log = artifacts / f"{name}.log"
    proc = start_server(serve.command(port, **options), f"http://127.0.0.1:{port}/", log)
    found = TEACHER_LINK.search(log.read_text())
    assert found, f"serve.py printed no teacher's link:\n{log.read_text()[:2000]}"
    return {"url": f"http://127.0.0.1:{port}", "proc": proc, "teacher_link": found.group(1), "key": found.group(2)}


@pytest.fixture(scope="module")
def apps_server(artifacts):
    """The apps' own server, with a short cull time so the tests can wait it out."""
    server = start_apps(artifacts, "apps-voila", cull_idle=8, cull_interval=2)
    yield server
    stop(server["proc"])


def fenced(page):
    """A page that never leaves this machine and records its JavaScript errors and console
    errors (as the conftest's page fixture, for pages of a second context)."""
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    watch_console(page, found=errors)
    page.route(
        "**/*",
        lambda route: (
            route.continue_() if route.request.url.startswith(("http://127.0.0.1", "data:", "blob:")) else route.abort()
        ),
    )
    page.set_default_timeout(30_000)
    return page, errors


@pytest.fixture
def teacher_page(browser, browser_context_args, apps_server):
    """The teacher's browser, after opening the link serve.py printed."""
    context = browser.new_context(**browser_context_args)
    page, errors = fenced(context.new_page())
    page.goto(apps_server["teacher_link"])
    yield page
    context.close()
    assert not errors, f"JavaScript errors on the teacher's page: {errors}"


def widget(page, app: str):
    return page.get_by_test_id("quiz" if app == "quiz_of_the_day" else "title")


def assert_students_copy(page, app: str, key: str) -> None:
    """No teacher control on the page (hidden, as every table's is when it is not the
    teacher's), no teacher's helps in the quiz, and no trace of the key."""
    expect(widget(page, app).first).to_be_visible(timeout=KERNEL_START)
    for testid in TEACHER_ONLY:
        expect(page.get_by_test_id(testid)).to_be_hidden()
    if app == "quiz_of_the_day":  # Show answer opens only once the tries are used
        expect(page.get_by_test_id("quiz-reveal")).to_be_hidden()
    assert key not in page.content() and key not in page.url


def test_there_is_an_app_per_table_and_a_quiz_of_the_day():
    from widgets import TABLES

    assert set(APPS) == {*TABLES, "quiz_of_the_day"} == set(classroom.APPS)


@pytest.mark.parametrize("app", APPS)
def test_a_students_page_is_the_students_copy(page, apps_server, artifacts, app):
    """What the class address opens has no teacher panel, no seed, no reveal."""
    page.goto(f"{apps_server['url']}/voila/render/{app}.ipynb")
    assert_students_copy(page, app, apps_server["key"])
    body = page.locator("body").inner_text()
    assert "import" not in body and "visitor" not in body, "an app shows no code"
    assert "Traceback" not in body and "Error" not in body.split("\n")[0]
    page.screenshot(path=str(artifacts / f"app-{app}-student.png"))


def forgeries(key: str) -> list[str]:
    """Keys a student might try: a guess, the key with one character changed, a prefix,
    an empty one, non-ASCII ones (quoted, a cookie's value may hold anything; a str
    compare_digest would raise on them) and a very long one."""
    near = "A" if key[-1] != "A" else "B"
    return [secrets.token_urlsafe(32), key[:-1] + near, key[:8], "", "clé-ключ-😀", '"clé-ключ-😀"', "x" * 5000]


@pytest.mark.host_console_error(r"status of 403", r"/teacher\?key=")  # ours: a wrong key is refused
def test_a_forged_key_gets_the_students_copy(page, context, apps_server):
    """A guessed or forged key, in the teacher's link, in the app's address or in the
    cookie itself, gives the student's copy."""
    url, key = apps_server["url"], apps_server["key"]
    response = page.goto(f"{url}/teacher?key={secrets.token_urlsafe(32)}")
    assert response.status == 403
    expect(page.get_by_test_id("wrong-key")).to_be_visible()
    expect(page.get_by_test_id("teacher-note")).to_have_count(0)
    assert all(c["name"] != classroom.COOKIE for c in context.cookies()), "a wrong key earns no cookie"
    for forged in forgeries(key)[:3]:  # each a page with its own kernel: the three likeliest
        context.add_cookies([{"name": classroom.COOKIE, "value": forged, "url": url}])
        page.goto(f"{url}/voila/render/exacto.ipynb?teacher={forged}&key={forged}")
        assert_students_copy(page, "exacto", key)
    page.goto(f"{url}/")
    expect(page.get_by_test_id("teacher-note")).to_have_count(0)


def test_a_student_who_unhides_the_panel_gets_nothing(page, apps_server):
    """The panel hidden is not the whole defence: a student who unhides it in the browser
    and deals seed 12 is refused by Python (the table is not the teacher's), and Show every
    hand shows no one else's dice."""
    page.goto(f"{apps_server['url']}/voila/render/exacto.ipynb")
    assert_students_copy(page, "exacto", apps_server["key"])
    unhide = (
        "() => document.querySelectorAll('[data-testid=teacher-panel], [data-testid=teacher-panel] [hidden]')"
        ".forEach(e => { e.hidden = false; e.open = true; })"
    )
    page.evaluate(unhide)
    # A click, not check(): Python's refusal unticks the box at once, and check() would
    # race that redraw to see the box ticked.
    page.get_by_test_id("teacher-reveal").click(force=True)
    expect(page.get_by_test_id("error")).to_contain_text(
        WIDGET_MESSAGES.render("w.teacher-only", {}, "en"), timeout=15_000
    )
    page.evaluate(unhide)  # Python's answer drew the panel hidden again
    page.get_by_test_id("teacher-seed").fill("12", force=True)
    page.get_by_test_id("teacher-new-game").click(force=True)
    expect(page.get_by_test_id("error")).to_contain_text(
        WIDGET_MESSAGES.render("w.seed-from-python", {}, "en"), timeout=15_000
    )
    expect(page.get_by_test_id("dice-1")).to_have_count(0)


@pytest.mark.parametrize("app", APPS)
def test_the_teachers_link_gives_the_teachers_copy(teacher_page, apps_server, artifacts, app):
    page = teacher_page
    expect(page.get_by_test_id("teacher-note")).to_be_visible()
    assert "key=" not in page.url, "the key leaves the address bar (a projector shows it)"
    page.get_by_test_id(f"open-{app}-en").click()
    if app == "quiz_of_the_day":  # the teacher's quiz opens Simulate and Show answer at once
        expect(page.get_by_test_id("quiz-reveal")).to_be_visible(timeout=KERNEL_START)
    else:
        expect(page.get_by_test_id("teacher-panel")).to_be_visible(timeout=KERNEL_START)
    assert apps_server["key"] not in page.content() and apps_server["key"] not in page.url
    path = artifacts / f"app-{app}.png"
    page.screenshot(path=str(path))
    keep_for_docs(path)


def test_the_teacher_panel_deals_a_seed_and_shows_every_hand(teacher_page):
    page = teacher_page
    page.get_by_test_id("open-exacto-en").click()
    expect(page.get_by_test_id("teacher-panel")).to_be_visible(timeout=KERNEL_START)
    expect(page.get_by_test_id("cup-1")).to_be_visible()
    expect(page.get_by_test_id("teacher-reveal")).to_be_hidden()  # folded until the teacher opens it
    page.get_by_test_id("teacher-panel").locator("summary").click()
    page.get_by_test_id("teacher-reveal").check()
    expect(page.get_by_test_id("dice-1")).to_be_visible(timeout=15_000)
    page.get_by_test_id("teacher-seed").fill("12")
    page.get_by_test_id("teacher-new-game").click()
    expect(page.get_by_test_id("error")).to_be_hidden()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_landing_page_lists_every_app_in_every_language(page, apps_server, artifacts, lang):
    page.goto(f"{apps_server['url']}/?lang={lang}")
    path = artifacts / f"apps-landing-{lang}.png"
    page.screenshot(path=str(path))
    if lang == "en":
        keep_for_docs(path, "apps-landing.png")
    assert page.locator("html").get_attribute("lang") == lang
    for app in classroom.APPS:
        item = page.get_by_test_id(f"app-{app}")
        expect(item.locator("h2")).to_have_text(classroom.title(app, lang))
        expect(item.locator("p").first).to_have_text(classroom.about(app, lang))
        for code in LANGUAGES:
            link = item.get_by_test_id(f"open-{app}-{code}")
            assert link.get_attribute("href") == f"/voila/render/{app}.ipynb?lang={code}"
            assert link.get_attribute("lang") == code
    assert apps_server["key"] not in page.content()
    # the old bare list of file names is gone: /voila/tree comes here
    page.goto(f"{apps_server['url']}/voila/tree")
    assert page.url.rstrip("/") == apps_server["url"]


# Each language's link opened, each app once (twenty pages would be twenty kernels).
OPENED = [("lv", "exacto"), ("fi", "ganjifa"), ("ru", "deductio"), ("en", "siggil"), ("ru", "quiz_of_the_day")]


@pytest.mark.parametrize("lang,app", OPENED)
def test_a_language_link_opens_the_app_in_that_language(page, apps_server, lang, app):
    page.goto(f"{apps_server['url']}/?lang=en")
    page.get_by_test_id(f"open-{app}-{lang}").click()
    expect(widget(page, app).first).to_be_visible(timeout=KERNEL_START)
    expect(page.locator(f"h1[lang={lang}]")).to_have_text(classroom.title(app, lang))
    expect(page.get_by_test_id("language-select").first).to_have_value(lang)


def fetch(url: str, cookie: str | None = None) -> tuple[int, str, str]:
    """(status, headers, body); a cookie's UTF-8 bytes sent as they are."""
    headers = {"Cookie": cookie.encode("utf-8").decode("latin-1")} if cookie else {}
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=60) as response:
            return response.status, str(response.headers), response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, str(err.headers), err.read().decode("utf-8", "replace")


def served_files(url: str) -> list[str]:
    """Every address of the apps folder a student can ask Voila for: the contents API of
    each file, its raw file, and each notebook rendered."""
    status, _, listing = fetch(f"{url}/voila/api/contents")
    names = [item["name"] for item in json.loads(listing)["content"]] if status == 200 else []
    names = sorted({*names, "serve.py", "classroom.py", *(f"{a}.ipynb" for a in APPS)})
    return (
        [f"{url}/voila/api/contents/{n}" for n in names]
        + [f"{url}/voila/files/{n}" for n in names]
        + [f"{url}/voila/render/{a}.ipynb" for a in APPS]
    )


def test_nothing_a_student_can_fetch_holds_the_key(apps_server):
    url, key = apps_server["url"], apps_server["key"]
    assert key not in " ".join(p.read_text() for p in (ROOT / "apps").iterdir() if p.is_file())
    for address in [
        f"{url}/",
        f"{url}/?lang=ru",
        f"{url}/voila/tree",
        f"{url}/voila/api/contents",
        f"{url}/teacher",
        f"{url}/teacher?key=guess",
        *served_files(url),
    ]:
        status, headers, body = fetch(address)
        assert key not in headers + body, f"{address} ({status}) holds the teacher's key"


@pytest.fixture(scope="module")
def debug_server(artifacts):
    """serve.py with --show-tracebacks: a page would show any error in full."""
    server = start_apps(artifacts, "apps-voila-tracebacks", show_tracebacks=True, cull_idle=8, cull_interval=2)
    yield server
    stop(server["proc"])


def test_tracebacks_shown_still_give_nothing_away(page, context, debug_server):
    """With every error shown in full, what a student forges (a cookie no byte compare
    takes, a language that is not one, a script) breaks nothing and shows no key."""
    url, key = debug_server["url"], debug_server["key"]
    context.add_cookies([{"name": classroom.COOKIE, "value": '"clé-ключ-😀"', "url": url}])
    page.goto(f"{url}/voila/render/exacto.ipynb?lang=%3Cscript%3E&teacher=%C3%A9")
    assert_students_copy(page, "exacto", key)
    assert "Traceback" not in page.content()
    for forged in forgeries(key):
        status, headers, body = fetch(
            f"{url}/voila/render/quiz_of_the_day.ipynb?lang=xx", cookie=f"{classroom.COOKIE}={forged}"
        )
        assert status == 200 and key not in headers + body and "Traceback" not in body, forged[:20]


# ---- kernels close with their pages -------------------------------------------------


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


def test_the_quiz_of_the_day_offers_no_answer_and_no_simulation_before_the_tries_are_spent(
    page, apps_server, artifacts
):
    """The same quiz on every screen of a class: Show answer and Simulate (whose estimate is
    the answer) stay off the page until this screen's learner has used every try; each wrong
    answer gets a hint. Then the simulation runs in slices the page asks for, to the end."""
    page.goto(f"{apps_server['url']}/voila/render/quiz_of_the_day.ipynb")
    quiz = page.get_by_test_id("quiz")
    expect(quiz).to_be_visible(timeout=KERNEL_START)
    reveal, simulate = quiz.get_by_test_id("quiz-reveal"), quiz.get_by_test_id("quiz-simulate")
    today = Quiz(quiz_of_the_day())  # the same quiz, today, here
    tries = today.tries
    assert tries >= 2
    if today.tolerance and not today.unit:  # The margin is read before a try is spent
        expect(quiz.get_by_test_id("quiz-question").get_by_test_id("quiz-margin")).to_contain_text("answers within ±")
    for used in range(1, tries + 1):
        expect(reveal).to_be_hidden()
        expect(simulate).to_be_hidden()
        expect(quiz.get_by_test_id("quiz-answer")).to_have_count(0)
        quiz.get_by_test_id("quiz-input").fill("-1")  # no quiz's answer is negative
        quiz.get_by_test_id("quiz-check").click()
        left = tries - used
        expect(quiz.get_by_test_id("quiz-tries")).to_have_text(
            re.compile(rf"^{left} tr" if left else "^No tries left"), timeout=15_000
        )
        expect(quiz.get_by_test_id("quiz-hint")).to_be_visible()  # a hint, not the answer
    expect(reveal).to_be_visible()
    expect(simulate).to_be_visible()
    simulate.click()
    # what is simulated is said; out of tries, answering cannot show the exact value any more
    expect(quiz.get_by_test_id("quiz-simulation")).to_contain_text(
        "10,000 random draws of what is hidden", timeout=90_000
    )
    expect(quiz.get_by_test_id("quiz-simulation")).to_contain_text("Show answer gives the exact value")
    expect(quiz.get_by_test_id("quiz-simulation")).not_to_contain_text("once you answer")
    expect(simulate).to_be_enabled()
    reveal.click()
    expect(quiz.get_by_test_id("quiz-answer")).to_be_visible(timeout=15_000)
    expect(quiz.get_by_test_id("error")).to_be_hidden()
    quiz.screenshot(path=str(artifacts / "app-quiz-after-tries.png"))


@pytest.fixture(scope="module")
def uncull_server(artifacts):
    """serve.py whose culler waits an hour: only a page's own goodbye can close a kernel."""
    server = start_apps(artifacts, "apps-voila-goodbye", cull_idle=3600, cull_interval=600)
    yield server
    stop(server["proc"])


def kernel_status(url: str, kernel_id: str) -> int:
    """The server's answer about one kernel: 200 while it runs, 404 once it is gone."""
    return fetch(f"{url}/api/kernels/{kernel_id}")[0]


def page_kernel(page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


LEAVINGS = {
    "to another address": lambda page: page.goto("about:blank"),
    "closing the tab": lambda page: page.close(run_before_unload=True),
}


@pytest.mark.parametrize("leaving", LEAVINGS)
def test_no_kernel_outlives_its_page(context, uncull_server, leaving):
    """Leaving the page as a browser does (beforeunload runs) shuts its kernel down within
    seconds, with no culler to help. Before: Voila's page sent its goodbye without the
    _xsrf cookie (its render page never set one), the server refused every one (403
    "'_xsrf' argument missing from POST") and each kernel lived until culled, 2 minutes on."""
    url = uncull_server["url"]
    for round_ in range(2):
        page = context.new_page()
        page.goto(f"{url}/voila/render/exacto.ipynb")
        expect(page.get_by_test_id("title")).to_be_visible(timeout=KERNEL_START)
        kernel = page_kernel(page)
        assert kernel_status(url, kernel) == 200
        cookie = any(c["name"] == "_xsrf" for c in context.cookies(url))  # what the page's goodbye carries
        LEAVINGS[leaving](page)
        deadline = time.monotonic() + 5
        while kernel_status(url, kernel) == 200 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert kernel_status(url, kernel) == 404, (
            f"round {round_}: the kernel still runs 5 s after its page left (an _xsrf cookie: {cookie})"
        )
        if not page.is_closed():
            page.close()
    log = (ROOT / "tests" / "browser" / "artifacts" / "apps-voila-goodbye.log").read_text()
    assert "_xsrf" not in log and " 403 POST" not in log, "a goodbye was refused"
    assert len(kernels(uncull_server["proc"])) == 0


def test_an_apps_page_asks_nothing_of_the_internet_and_has_its_icons(context, apps_server):
    """An offline class: no request leaves the server (Voila's lab template linked Font
    Awesome's CSS from a CDN, twice a page), and Font Awesome's font, which Voila's own
    bundle carries, still loads for the icons."""
    page, errors = fenced(context.new_page())
    outside: list[str] = []
    page.on(
        "request", lambda r: None if r.url.startswith(("http://127.0.0.1", "data:", "blob:")) else outside.append(r.url)
    )
    page.goto(f"{apps_server['url']}/voila/render/exacto.ipynb")
    expect(page.get_by_test_id("title")).to_be_visible(timeout=KERNEL_START)
    loaded = page.evaluate(
        """async () => (await document.fonts.load('900 16px "Font Awesome 5 Free"'))
            .map((f) => `${f.family} ${f.weight} ${f.status}`)"""
    )
    assert "Font Awesome 5 Free 900 loaded" in loaded, loaded
    icon = page.evaluate(
        """() => { const i = document.createElement('i'); i.className = 'fa fa-check'; document.body.append(i);
                   return getComputedStyle(i).fontFamily; }"""
    )
    assert "Font Awesome" in icon, icon
    assert outside == [], f"requests left the server: {outside}"
    page.goto("about:blank")
    assert not errors, errors


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
