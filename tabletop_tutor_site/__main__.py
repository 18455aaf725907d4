"""python -m tabletop_tutor_site build | serve (see the package docstring); ``class`` runs the
class server, python -m tabletop_tutor_classroom."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import environment
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
    # the class server is its own package (tabletop_tutor_classroom); `class` is kept as its door
    commands.add_parser("class", help="host class games (python -m tabletop_tutor_classroom --help)", add_help=False)
    args, rest = parser.parse_known_args(argv)
    if args.command == "class":
        from tabletop_tutor_classroom.__main__ import main as class_main

        return class_main(rest, prog="python -m tabletop_tutor_classroom")
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if args.command == "build" and not environment.has_builder():
            if os.environ.get(environment.INSIDE):
                raise SiteError("the builder's environment has no JupyterLite: delete it and build again")
            # JupyterLite's kernel breaks the Jupyter hosts of the environment it is in: build elsewhere
            return environment.run_in_builder_env(list(sys.argv[1:] if argv is None else argv), args.work)
        if args.command == "build":
            start = time.monotonic()
            build_site(args.output, args.work, args.extra_contents)
            print(f"built in {time.monotonic() - start:.0f} s; serve it with: python -m tabletop_tutor_site serve")
        else:
            serve(args.dir, args.host, args.port)
    except SiteError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
