"""python -m tabletop_tutor_site build | serve | class  (see the package docstring)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from .build import DEFAULT_OUTPUT, DEFAULT_WORK, SiteError, build_site
from .serve import serve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop_tutor_site", description="The tutorials as an offline JupyterLite site."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="build the site (needs PyPI and npm; the site then needs nothing)")
    build.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help=f"default: {DEFAULT_OUTPUT}")
    build.add_argument("--work", type=Path, default=DEFAULT_WORK, help="download cache and scratch folder")
    build.add_argument(
        "--extra-contents",
        type=Path,
        action="append",
        default=[],
        help="another folder whose files the site also offers (repeatable)",
    )
    run = commands.add_parser("serve", help="serve a built site to this computer and the local network")
    run.add_argument("--dir", type=Path, default=DEFAULT_OUTPUT, help=f"default: {DEFAULT_OUTPUT}")
    run.add_argument("--host", default="0.0.0.0", help="0.0.0.0 (default) lets other devices in")
    run.add_argument("--port", type=int, default=8000)
    room = commands.add_parser("class", help="host class games: a seat on every student's device")
    room.add_argument("--host", default="0.0.0.0", help="0.0.0.0 (default) lets other devices in")
    room.add_argument("--port", type=int, default=8010)
    room.add_argument(
        "--database",
        "--db",
        dest="db",
        default="class-games.sqlite3",
        help="where every room and move is kept: an SQLite file (default: class-games.sqlite3) "
        "or a PostgreSQL URL, postgresql://user@host/database",
    )
    room.add_argument("--bot-delay-ms", type=int, default=700, help="the pause before each bot move")
    room.add_argument(
        "--site",
        type=Path,
        default=DEFAULT_OUTPUT,
        help=f"a built offline site to serve under /site/ too (default: {DEFAULT_OUTPUT})",
    )
    room.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="URL",
        help="a site whose notebooks may join (a ClassTable), e.g. https://hub.school.example (repeatable); "
        "this server's own pages and each student's localhost always may",
    )
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            start = time.monotonic()
            build_site(args.output, args.work, args.extra_contents)
            print(f"built in {time.monotonic() - start:.0f} s; serve it with: python -m tabletop_tutor_site serve")
        elif args.command == "class":
            try:  # Starlette and uvicorn load only for class play (the "class" dependency group)
                from .classroom.server import run
                from .classroom.storage import StorageError
            except ImportError as err:
                print(
                    f"error: class play needs {err.name}: run `uv sync` (or pip install starlette uvicorn websockets)",
                    file=sys.stderr,
                )
                return 1
            from .classroom.server import check_origin

            try:
                origins = [check_origin(origin) for origin in args.allow_origin]
            except ValueError as err:
                parser.error(f"--allow-origin: {err}")
            try:
                run(args.db, args.host, args.port, args.bot_delay_ms, args.site, allow_origins=origins)
            except StorageError as err:
                print(f"error: {err}", file=sys.stderr)
                return 1
        else:
            serve(args.dir, args.host, args.port)
    except SiteError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
