"""python -m tabletop_tutor_classroom: host class games (see the package docstring)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

#: the offline site the class server also serves under /site/, when it is built (where
#: ``python -m tabletop_tutor_site build`` puts it: tabletop_tutor_site.build.DEFAULT_OUTPUT)
DEFAULT_SITE = Path(__file__).resolve().parents[1] / "build" / "lite-site"


def parser(prog: str = "python -m tabletop_tutor_classroom") -> argparse.ArgumentParser:
    room = argparse.ArgumentParser(prog=prog, description="Host class games: a seat on every student's device.")
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
        default=DEFAULT_SITE,
        help=f"a built offline site to serve under /site/ too (default: {DEFAULT_SITE})",
    )
    room.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="URL",
        help="a site whose notebooks may join (a ClassTable), e.g. https://hub.school.example (repeatable); "
        "this server's own pages and each student's localhost always may",
    )
    room.add_argument(
        "--public-url",
        metavar="URL",
        help="the address students open when it is not this server's own, e.g. https://class.school.example "
        "behind a reverse proxy: the projector's QR code shows it, and its pages may join",
    )
    room.add_argument(
        "--cluster",
        action="store_true",
        help="one of several class servers on the same PostgreSQL database: each serves every room "
        "and every page, and takes over the rooms of one that stops (docs/teachers.md)",
    )
    room.add_argument(
        "--new-key",
        action="store_true",
        help="with --cluster: make a new teacher's key for the whole cluster (the old one stops working)",
    )
    return room


def main(argv: list[str] | None = None, prog: str = "python -m tabletop_tutor_classroom") -> int:
    options = parser(prog)
    args = options.parse_args(argv)
    try:  # Starlette and uvicorn load only for class play (the "class" extra)
        from .server import check_origin, run
        from .storage import StorageError, is_database_url
    except ImportError as err:
        print(
            f"error: class play needs {err.name}: pip install 'tabletop-tutor[class]' (in a clone: uv sync)",
            file=sys.stderr,
        )
        return 1
    try:
        origins = [check_origin(origin) for origin in args.allow_origin]
    except ValueError as err:
        options.error(f"--allow-origin: {err}")
    try:
        public_url = check_origin(args.public_url) if args.public_url else None
    except ValueError as err:
        options.error(f"--public-url: {err}")
    if args.cluster and not is_database_url(args.db):
        options.error("--cluster: the servers of a cluster share a PostgreSQL database (--database postgresql://...)")
    if args.new_key and not args.cluster:
        options.error("--new-key: only a cluster's key is made anew so (an SQLite file's: delete its key file)")
    try:
        run(
            args.db,
            args.host,
            args.port,
            args.bot_delay_ms,
            args.site,
            allow_origins=origins,
            cluster=args.cluster,
            new_key=args.new_key,
            public_url=public_url,
        )
    except StorageError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
