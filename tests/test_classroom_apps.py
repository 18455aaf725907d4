"""The classroom apps (students' and teacher's copies) without a browser (apps/classroom.py): who is the
teacher, which language, the landing page's words. The browser half, against the real
apps/serve.py, is tests/browser/test_apps_browser.py."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from rules_engine.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "apps"))
import classroom  # noqa: E402

KEY = classroom.new_key()


def request(cookie: str | None = None, query: str = "", key: str | None = KEY) -> dict:
    """The environment Voila gives an app's kernel for one request."""
    env = {"QUERY_STRING": query}
    if cookie is not None:
        env["HTTP_COOKIE"] = cookie
    if key is not None:
        env[classroom.KEY_ENV] = key
    return env


def test_every_app_word_is_in_every_language():
    assert classroom.MESSAGES.problems() == []
    for lang in LANGUAGES:
        for app in classroom.APPS:
            assert classroom.title(app, lang) and classroom.about(app, lang)
        if lang != "en":
            assert classroom.about("exacto", lang) != classroom.about("exacto", "en")


def tracked_notebooks() -> set[str]:
    """The notebooks git tracks in apps/: the apps this checkout ships."""
    done = subprocess.run(
        ["git", "ls-files", "--", "*.ipynb"], cwd=ROOT / "apps", capture_output=True, text=True, check=True
    )
    return {Path(name).stem for name in done.stdout.split()}


def test_every_tracked_app_is_listed_in_the_landing_pages_order():
    assert len(tracked_notebooks()) >= 5
    assert set(classroom.APPS) == tracked_notebooks()
    assert classroom.APPS[:4] == ("exacto", "ganjifa", "deductio", "siggil")
    assert classroom.APPS[-1] == "quiz_of_the_day"


def test_a_scratch_notebook_dropped_in_apps_is_not_listed():
    """A teacher's Untitled.ipynb, a duplicated app (which carries its original's mark), a
    notebook half saved and a JSON file that is no notebook, all in apps/ itself: the
    landing page lists the same apps."""
    apps = ROOT / "apps"
    exacto = (apps / "exacto.ipynb").read_text(encoding="utf-8")
    scratch = {
        "Untitled-scratch-test.ipynb": nbformat.writes(nbformat.v4.new_notebook()),
        "exacto-Copy1-scratch-test.ipynb": exacto,
        "half-saved-scratch-test.ipynb": exacto[: len(exacto) // 2],
        "list-scratch-test.ipynb": "[1, 2]",
    }
    try:
        for name, text in scratch.items():
            (apps / name).write_text(text, encoding="utf-8")
        assert len(list(apps.glob("*.ipynb"))) == len(classroom.APPS) + len(scratch)
        assert classroom.discover_apps() == classroom.APPS
        assert classroom.discover_apps(apps) == classroom.APPS
    finally:
        for name in scratch:
            (apps / name).unlink(missing_ok=True)


def test_an_app_is_a_notebook_that_marks_itself_under_its_own_name(tmp_path):
    def notebook(name: str, mark: object) -> None:
        nb = nbformat.v4.new_notebook()
        if mark is not None:
            nb.metadata[classroom.APP_MARK] = mark
        (tmp_path / f"{name}.ipynb").write_text(nbformat.writes(nb), encoding="utf-8")

    notebook("second", {"app": "second", "order": 2})
    notebook("first", {"app": "first", "order": 1})
    notebook("unordered", {"app": "unordered"})  # after the ordered ones
    notebook("renamed", {"app": "other", "order": 0})  # a mark of another file: no app
    notebook("bare", None)
    notebook("odd", "app")  # a mark that is no mark
    assert classroom.discover_apps(tmp_path) == ("first", "second", "unordered")


def test_the_apps_are_the_notebooks_and_none_is_the_teachers_by_itself():
    """No app is built as the teacher's copy (with teacher=True every student had the panel)."""
    for app in classroom.APPS:
        source = "\n".join(c.source for c in nbformat.read(ROOT / "apps" / f"{app}.ipynb", as_version=4).cells)
        assert "visitor()" in source and "teacher=True" not in source, app


def test_the_cookie_with_the_key_is_the_teacher():
    me = classroom.visitor(request(f"_xsrf=2|abc; {classroom.COOKIE}={KEY}", "lang=fi"))
    assert me == classroom.Visitor(teacher=True, language="fi")


@pytest.mark.parametrize(
    "cookie",
    [
        None,
        "",
        f"{classroom.COOKIE}=",
        f"{classroom.COOKIE}={KEY[:-1]}",
        f"{classroom.COOKIE}={KEY}x",
        f"{classroom.COOKIE}={classroom.new_key()}",
        f"other={KEY}",
        f'{classroom.COOKIE}="clé-ключ"',
        f"{classroom.COOKIE}=\udcff",
        'garbage;;==;"',
        f"{classroom.COOKIE}={'x' * 10_000}",
    ],
    ids=[
        "none",
        "empty",
        "no-key",
        "key-cut",
        "key-longer",
        "another-key",
        "other-cookie",
        "quoted-non-ascii",
        "surrogate",
        "garbage",
        "huge",
    ],
)
def test_anything_else_is_a_student(cookie):
    assert classroom.visitor(request(cookie)).teacher is False


def test_the_key_in_the_address_is_not_enough():
    """Only the cookie serve.py sets counts: a key pasted into an app's address does not
    (the address bar is on the projector)."""
    assert classroom.visitor(request(None, f"teacher={KEY}&key={KEY}")).teacher is False


def test_no_key_set_means_nobody_is_the_teacher():
    """An app served some other way than serve.py (voila apps/ by hand): no one has the panel."""
    assert classroom.visitor(request(f"{classroom.COOKIE}=", key=None)).teacher is False
    assert classroom.visitor(request(f"{classroom.COOKIE}=", key="")).teacher is False
    assert not classroom.holds_key("", "")


def test_a_key_is_new_and_long_each_time():
    keys = {classroom.new_key() for _ in range(50)}
    assert len(keys) == 50 and all(len(k) >= 43 for k in keys)


@pytest.mark.parametrize(
    "query,lang",
    [
        ("lang=lv", "lv"),
        ("lang=ru&x=1", "ru"),
        ("", "en"),
        ("lang=de", "en"),
        ("lang=%3Cscript%3E", "en"),
        ("lang=", "en"),
        ("lang=fi&lang=lv", "fi"),
    ],
)
def test_the_language_comes_from_the_link(query, lang):
    assert classroom.visitor(request(query=query)).language == lang


def test_the_landing_page_lists_every_app_with_a_link_per_language():
    for lang in LANGUAGES:
        page = classroom.landing_page(lang)
        assert f'<html lang="{lang}">' in page
        for app in classroom.APPS:
            assert f'data-testid="app-{app}"' in page
            for code in LANGUAGES:
                assert f'href="/voila/render/{app}.ipynb?lang={code}"' in page
        assert 'data-testid="teacher-note"' not in page and 'data-testid="wrong-key"' not in page
    assert 'data-testid="teacher-note"' in classroom.landing_page("en", teacher=True)
    assert 'data-testid="wrong-key"' in classroom.landing_page("en", wrong_key=True)


def test_the_landing_page_takes_no_words_from_the_address():
    page = classroom.landing_page("<script>alert(1)</script>")
    assert "<script>" not in page and '<html lang="en">' in page


def test_serve_py_starts_voila_with_the_cookie_passed_and_tracebacks_off():
    spec = importlib.util.spec_from_file_location("apps_serve", ROOT / "apps" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    argv = serve.voila_argv(8866, "0.0.0.0")
    assert "--VoilaConfiguration.http_header_envs=Cookie" in argv
    assert "--VoilaConfiguration.show_tracebacks=False" in argv and "--Voila.port_retries=0" in argv
