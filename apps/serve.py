"""Serve the classroom apps (one table per game and the quiz of the day) with Voila.

    uv run python apps/serve.py            # http://<this computer>:8866/ for the class
    uv run python apps/serve.py --port 9000 --local   # this computer only

The address it prints for the class opens a landing page: every app with its title and a
line about it, in English, Latvian, Finnish or Russian. What a student opens is always the
student's copy. The teacher's copy (the teacher panel: every hand, a new game from a chosen
seed) needs the teacher's link, which this script prints with a key it makes afresh at
every start; the key is in no file the server serves (apps/classroom.py says how it
travels). Keep that link off the projector and out of the class chat.

Every page that opens gets its own Python kernel (about 80 MB). A kernel is closed when
its page closes (Voila asks on ``beforeunload``); a kernel whose page went away without
asking (a laptop lid shut, a lost network) is culled once it has had no page connected
and no work for ``CULL_IDLE_SECONDS``. A page left open keeps its kernel, idle or not.

Two things Voila 0.5's page needs that its own server does not give, and this one does:
- The page's goodbye (``POST /voila/api/shutdown/<kernel>``, a ``sendBeacon`` on
  ``beforeunload``) carries the ``_xsrf`` cookie's value, and Voila's render page never
  sets that cookie: every goodbye was refused (403 "'_xsrf' argument missing from POST")
  and every kernel lived on until the culler, two minutes later. Each app's page sets it.
- Voila's lab template links Font Awesome's CSS from a CDN, which a class without internet
  cannot reach; its own script bundle already carries Font Awesome 5 with the fonts, served
  from here. The two CDN links are left out of the page.
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import sys
from pathlib import Path

APPS = Path(__file__).resolve().parent
if str(APPS) not in sys.path:  # classroom.py sits beside this script (the kernels import it from here too)
    sys.path.insert(0, str(APPS))

import classroom  # noqa: E402

#: a kernel with no page connected and no work for this long is shut down
CULL_IDLE_SECONDS = 120
#: how often the culler looks
CULL_INTERVAL_SECONDS = 30
#: the labextensions the apps' pages load: the widgets' managers (ipywidgets', anywidget's and
#: Voila's own, which the page needs to draw any widget)
APP_LABEXTENSIONS = (
    "@jupyter-widgets/jupyterlab-manager",
    "anywidget",
    "@voila-dashboards/widgets-manager8",
    "@voila-dashboards/widgets-manager7",
)
#: how long a page may wait for its kernel to start
KERNEL_STARTUP_SECONDS = 300


def voila_argv(
    port: int,
    ip: str,
    cull_idle: int = CULL_IDLE_SECONDS,
    cull_interval: int = CULL_INTERVAL_SECONDS,
    show_tracebacks: bool = False,
) -> list[str]:
    """Voila's arguments for the apps folder."""
    return [
        str(APPS),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        # the printed links name this port: fail rather than move to another
        "--Voila.port_retries=0",
        # no code and no tracebacks on a projector
        "--VoilaConfiguration.strip_sources=True",
        f"--VoilaConfiguration.show_tracebacks={show_tracebacks}",
        # the kernel reads the teacher's cookie from the request (apps/classroom.py)
        "--VoilaConfiguration.http_header_envs=Cookie",
        # only the widgets' labextensions: any other in the environment, built for JupyterLab
        # or Notebook (Notebook 7's, JupyterLite's kernel), fails in Voila's page with
        # console errors ("The getter for the shared module is not a function")
        *(f"--VoilaConfiguration.extension_allowlist={name}" for name in APP_LABEXTENSIONS),
        f"--MappingKernelManager.cull_idle_timeout={cull_idle}",
        f"--MappingKernelManager.cull_interval={cull_interval}",
        "--MappingKernelManager.cull_connected=False",
        # a class opens its pages together: thirty kernels starting at once on a small
        # server take longer than Voila's default minute
        f"--VoilaExecutor.startup_timeout={KERNEL_STARTUP_SECONDS}",
        # Voila and its kernels talk over local sockets: every kernel otherwise warns
        # that TCP runs "without encryption" (Windows has TCP only: docs/teachers.md)
        *(["--KernelManager.transport=ipc"] if os.name != "nt" else []),
    ]


def command(
    port: int,
    local: bool = True,
    cull_idle: int = CULL_IDLE_SECONDS,
    cull_interval: int = CULL_INTERVAL_SECONDS,
    show_tracebacks: bool = False,
) -> list[str]:
    """The command line that starts this server (the tests and the class benchmark use it)."""
    return [
        sys.executable,
        str(Path(__file__).resolve()),
        f"--port={port}",
        *(["--local"] if local else []),
        f"--cull-idle={cull_idle}",
        f"--cull-interval={cull_interval}",
        *(["--show-tracebacks"] if show_tracebacks else []),
    ]


def lan_address() -> str | None:
    """This computer's address on the local network (no packet is sent)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("10.255.255.255", 1))
            return sock.getsockname()[0]
        except OSError:
            return None


#: Voila's lab template's stylesheets from a CDN (Font Awesome, which Voila's bundle carries)
CDN_STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*>\n?')


def without_cdn_stylesheets(html: str) -> str:
    return CDN_STYLESHEET.sub("", html)


def untrusted_notebook_filter(record) -> bool:
    """False for Jupyter's "Notebook X is not trusted", logged at every page a student opens.
    Trust governs only the outputs saved in a notebook (whether their HTML and scripts may
    run); the apps are saved without outputs, and the outputs Voila makes are its own."""
    return record.msg != "Notebook %s is not trusted"


def classroom_voila(key: str):
    """Voila with the apps' landing page at / (and /voila/tree), and /teacher, which trades
    the teacher's key for the cookie the kernels check (apps/classroom.py)."""
    import tornado.web
    from jupyter_server.utils import url_path_join
    from voila.app import Voila
    from voila.tornado.handler import TornadoVoilaHandler

    class AppPage(TornadoVoilaHandler):
        """Voila's page of an app, with the cookie its goodbye needs and no CDN link."""

        @tornado.web.authenticated
        async def get(self, path=None):
            self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie, before the page streams
            return await super().get(path)

        def write(self, chunk):
            super().write(without_cdn_stylesheets(chunk) if isinstance(chunk, str) else chunk)

    class Landing(tornado.web.RequestHandler):
        def teacher(self) -> bool:
            return classroom.holds_key(self.get_cookie(classroom.COOKIE), key)

        def page(self, teacher: bool, wrong_key: bool = False) -> None:
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Cache-Control", "no-store")
            self.set_header("Referrer-Policy", "no-referrer")
            self.finish(
                classroom.landing_page(
                    self.get_query_argument("lang", "en"), teacher, wrong_key, self.settings.get("base_url", "/")
                )
            )

        def get(self):
            self.page(self.teacher())

    class Teacher(Landing):
        def get(self):
            if classroom.holds_key(self.get_query_argument("key", ""), key):
                # Session cookie, for this server's address; the key is new at every start.
                self.set_cookie(classroom.COOKIE, key, httponly=True, samesite="Strict")
                self.redirect(self.settings.get("base_url", "/"))
            else:
                self.set_status(403)
                self.page(teacher=False, wrong_key=True)

    class ToLanding(tornado.web.RequestHandler):
        def get(self, *_):
            self.redirect(self.settings.get("base_url", "/"))

    class ClassroomVoila(Voila):
        def initialize(self, argv=None):
            super().initialize(argv)
            self.log.addFilter(untrusted_notebook_filter)

        def init_handlers(self):
            ours = [
                (url_path_join(self.server_url, r"/?"), Landing),
                (url_path_join(self.server_url, r"/teacher/?"), Teacher),
                (url_path_join(self.server_url, r"/voila/tree(/.*)?"), ToLanding),
            ]
            voilas = [
                (pattern, AppPage, *rest) if handler is TornadoVoilaHandler else (pattern, handler, *rest)
                for pattern, handler, *rest in super().init_handlers()
            ]
            if not any(h is AppPage for _, h, *_ in voilas):
                raise RuntimeError("Voila's render handler has changed: the pages' goodbye would be refused")
            return ours + voilas  # tornado takes the first pattern that matches

    return ClassroomVoila


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the tabletop-tutor apps with Voila.")
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument("--local", action="store_true", help="accept this computer only (127.0.0.1)")
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=CULL_IDLE_SECONDS,
        metavar="SECONDS",
        help="shut a kernel down after this long with no page and no work",
    )
    parser.add_argument("--cull-interval", type=int, default=CULL_INTERVAL_SECONDS, metavar="SECONDS")
    parser.add_argument("--show-tracebacks", action="store_true", help="show errors in full on the pages (debugging)")
    options = parser.parse_args(argv)
    ip = "127.0.0.1" if options.local else "0.0.0.0"
    key = classroom.new_key()
    os.environ[classroom.KEY_ENV] = key  # every kernel Voila starts inherits the environment
    say = lambda line: print(line, flush=True)  # noqa: E731
    say(f"The apps: http://127.0.0.1:{options.port}/")
    address = lan_address()
    if not options.local and address:
        say(
            f"For the class (other devices on this network): http://{address}:{options.port}/ "
            "(the computer's firewall must let the port through)"
        )
    say(f"Teacher's copy, for you only (keep it off the projector): http://127.0.0.1:{options.port}/teacher?key={key}")
    if not options.local and address:
        say(f"  from another device of yours: http://{address}:{options.port}/teacher?key={key}")
    say("A new key is made at every start. Stop with Ctrl+C.")
    classroom_voila(key).launch_instance(
        voila_argv(options.port, ip, options.cull_idle, options.cull_interval, options.show_tracebacks)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
