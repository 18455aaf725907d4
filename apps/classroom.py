"""Who opened an app, and in which language: the apps' side of apps/serve.py.

The apps are one notebook per table and a quiz of the day. Every page a student opens is
the student's copy: no teacher panel, so no "Show every hand" and no "New game with this
seed" (a chosen seed is a deal whose every hidden die and card anyone can compute, the
engine being public). The teacher's copy needs the teacher's key, a random secret that
serve.py makes when it starts (``secrets``), prints in the teacher's terminal and gives
every kernel in its environment (``KEY_ENV``); it is in no file the server serves.

How the key reaches a page's kernel, with Voila's own mechanisms: the teacher opens the
printed link ``/teacher?key=...`` once; serve.py checks the key and answers with an
HttpOnly cookie (``COOKIE``) and a redirect to the landing page, so the key leaves the
address bar (a projector shows it) and the app links stay the students' links. Voila
passes the request's Cookie header to the kernel as ``HTTP_COOKIE`` (serve.py turns
``VoilaConfiguration.http_header_envs`` on for it) and the query string as
``QUERY_STRING``; ``visitor()`` reads both. A page whose cookie is missing, wrong or
forged is a student's. The browser cannot run code in a Voila kernel (Voila lets only
comm and kernel-info messages through), so a student cannot read the key from there.

The language comes from the link (``?lang=lv``); the landing page offers every app in
every language.
"""

from __future__ import annotations

import html
import json
import os
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from http.cookies import CookieError, SimpleCookie
from pathlib import Path
from urllib.parse import parse_qs, urlencode

from rules_engine.i18n import LANGUAGE_NAMES, LANGUAGES, Messages, load_tables
from widgets.messages import WIDGET_MESSAGES

__all__ = [
    "APPS",
    "APP_MARK",
    "discover_apps",
    "KEY_ENV",
    "COOKIE",
    "MESSAGES",
    "Visitor",
    "visitor",
    "holds_key",
    "new_key",
    "heading",
    "title",
    "app_url",
    "landing_page",
]

HERE = Path(__file__).resolve().parent
#: the environment variable that holds the teacher's key (serve.py sets it; kernels inherit it)
KEY_ENV = "TABLETOP_TEACHER_KEY"
#: the cookie that carries the key from the teacher's browser to each app's kernel
COOKIE = "tabletop_teacher"
#: the key of an app notebook's mark in its metadata: {"app": <its file name>, "order": n}
APP_MARK = "tabletop_tutor"


def discover_apps(folder: Path = HERE) -> tuple[str, ...]:
    """The apps in ``folder``, in the landing page's order (the marks' ``order``): each
    notebook there whose metadata marks it an app under its own file name.

    Why a declared mark, and not every notebook of the folder: a teacher's scratch notebook
    (Untitled.ipynb) must never reach the students' landing page, nor a copy of an app
    (exacto-Copy1.ipynb: Jupyter's Duplicate copies the metadata, so the mark must name the
    file). Why not the files git tracks, as the site's tutorials are found: the apps are
    served from wherever the folder is, a download without .git too, where that rule would
    list nothing or everything. A notebook that cannot be read (half saved) is no app."""
    found = []
    for path in folder.glob("*.ipynb"):
        try:
            metadata = json.loads(path.read_text(encoding="utf-8")).get("metadata", {})
            mark = metadata.get(APP_MARK)
        except (OSError, UnicodeDecodeError, ValueError, AttributeError):  # AttributeError: JSON, but no notebook
            continue
        if isinstance(mark, dict) and mark.get("app") == path.stem:
            order = mark.get("order")
            found.append((order if isinstance(order, int) and not isinstance(order, bool) else 1_000, path.stem))
    return tuple(name for _, name in sorted(found))


#: the apps, in the landing page's order: each is apps/<name>.ipynb, marked as one
APPS = discover_apps()

#: the landing page's words: the translators' files, apps/locale/<lang>.json (i18n.load_tables)
MESSAGES = Messages("apps", load_tables(__name__))


# ------------------------------------------------------------------ the key


def new_key() -> str:
    """A fresh teacher's key: 256 random bits, URL-safe (nobody guesses it from anything)."""
    return secrets.token_urlsafe(32)


def holds_key(given: str | None, key: str | None) -> bool:
    """Whether ``given`` is the teacher's ``key``, in constant time. No key set (an app
    served some other way than serve.py) means nobody is the teacher. Compared as bytes:
    a forged value with non-ASCII characters is simply wrong, not an error (whose traceback
    a page could show)."""
    if not key or not isinstance(given, str):
        return False
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), key.encode("utf-8", "surrogatepass"))


def cookie_value(header: str | None, name: str = COOKIE) -> str | None:
    """The value of cookie ``name`` in a Cookie header; None if absent or unreadable."""
    jar = SimpleCookie()
    try:
        jar.load(header or "")
    except CookieError:
        return None
    morsel = jar.get(name)
    return morsel.value if morsel is not None else None


# --------------------------------------------------------------- the visitor


@dataclass(frozen=True)
class Visitor:
    """Who opened the page: the teacher (who holds the key) or a student, and the language."""

    teacher: bool
    language: str


def visitor(environ: Mapping[str, str] | None = None) -> Visitor:
    """The page's visitor, from the request Voila put in the kernel's environment."""
    environ = os.environ if environ is None else environ
    query = parse_qs(environ.get("QUERY_STRING", ""))
    lang = query.get("lang", ["en"])[0]
    return Visitor(
        teacher=holds_key(cookie_value(environ.get("HTTP_COOKIE")), environ.get(KEY_ENV)),
        language=lang if lang in LANGUAGES else "en",
    )


# ------------------------------------------------------------------ the words


def title(app: str, lang: str) -> str:
    """An app's title: a table's own (the widgets' words), or the quiz of the day's."""
    if f"w.title.{app}" in WIDGET_MESSAGES:
        return WIDGET_MESSAGES.render(f"w.title.{app}", {}, lang)
    return MESSAGES.render(f"apps.title.{app}", {}, lang)


def about(app: str, lang: str) -> str:
    return MESSAGES.render(f"apps.about.{app}", {}, lang)


def heading(app: str, lang: str):
    """Show the app's title and its one line above the table, in ``lang`` (the notebooks
    hold no English of their own)."""
    from IPython.display import HTML, display

    display(
        HTML(
            f'<h1 lang="{lang}">{html.escape(title(app, lang))}</h1>\n'
            f'<p lang="{lang}">{html.escape(about(app, lang))}</p>'
        )
    )


def app_url(app: str, lang: str, base: str = "/") -> str:
    return f"{base}voila/render/{app}.ipynb?{urlencode({'lang': lang})}"


STYLE = """
body { font-family: system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem;
       line-height: 1.45; color: #1b1b1b; background: #fff; }
nav a, .open a { margin-right: .9rem; }
a { color: #0b57d0; }
a[aria-current] { font-weight: bold; color: #1b1b1b; }
.note { border-left: 4px solid #b26a00; background: #fff4e0; padding: .5rem .8rem; }
ul.apps { list-style: none; padding: 0; }
ul.apps li { border-top: 1px solid #ccc; padding: .6rem 0; }
ul.apps h2 { margin: .2rem 0; font-size: 1.25rem; }
ul.apps p { margin: .2rem 0; }
"""


def landing_page(lang: str = "en", teacher: bool = False, wrong_key: bool = False, base: str = "/") -> str:
    """The apps' front page: each app's title and one line, and a link to it in each
    language; the page itself in ``lang``, with links to read it in the others."""
    lang = lang if lang in LANGUAGES else "en"
    say = lambda msg_id: html.escape(MESSAGES.render(msg_id, {}, lang))  # noqa: E731
    current = {code: ' aria-current="page"' if code == lang else "" for code in LANGUAGES}
    languages = " ".join(
        f'<a href="{base}?{urlencode({"lang": code})}" lang="{code}" hreflang="{code}"{current[code]}>'
        f"{html.escape(LANGUAGE_NAMES[code])}</a>"
        for code in LANGUAGES
    )
    notes = []
    if teacher:
        notes.append(f'<p class="note" data-testid="teacher-note">{say("apps.teacher")}</p>')
    if wrong_key:
        notes.append(f'<p class="note" data-testid="wrong-key">{say("apps.wrong-key")}</p>')
    items = []
    for app in APPS:
        links = " ".join(
            f'<a href="{html.escape(app_url(app, code, base))}" lang="{code}" hreflang="{code}" '
            f'data-testid="open-{app}-{code}">{html.escape(LANGUAGE_NAMES[code])}</a>'
            for code in LANGUAGES
        )
        items.append(
            f'<li data-testid="app-{app}"><h2>{html.escape(title(app, lang))}</h2>\n'
            f"<p>{html.escape(about(app, lang))}</p>\n"
            f'<p class="open">{say("apps.open-in")} {links}</p></li>'
        )
    language_label = html.escape(WIDGET_MESSAGES.render("ui.language", {}, lang))
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{say('apps.site-title')}</title><style>{STYLE}</style></head>\n"
        f'<body><nav aria-label="{language_label}">{languages}</nav>\n'
        f"<h1>{say('apps.site-title')}</h1>\n{''.join(notes)}<p>{say('apps.intro')}</p>\n"
        f'<ul class="apps">\n' + "\n".join(items) + "\n</ul></body></html>\n"
    )
