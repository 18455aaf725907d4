"""Where the built front-end bundles live, and a clear error when they are missing."""

from __future__ import annotations

import pathlib

STATIC = pathlib.Path(__file__).resolve().parent / "static"
BUILD_HINT = (
    "The widget front end is built from widgets/js/ with esbuild. From the project root run "
    "`npm install && npm run build` (or reinstall the package, e.g. `uv sync --reinstall-package "
    "tabletop-tutor` or `pip install -e .`, which runs the build)."
)


class MissingBundleError(ImportError):
    """A front-end bundle under widgets/static/ is missing or empty."""


def bundle(name: str) -> pathlib.Path:
    """Path of ``widgets/static/<name>``; raises MissingBundleError telling how to build it."""
    path = STATIC / name
    if not path.is_file() or path.stat().st_size == 0:
        raise MissingBundleError(f"widgets/static/{name} is missing. {BUILD_HINT}")
    return path


def styles() -> pathlib.Path:
    return bundle("styles.css")
