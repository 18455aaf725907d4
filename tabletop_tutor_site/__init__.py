"""The tutorials as an offline JupyterLite site: Python runs in the browser (Pyodide).

``python -m tabletop_tutor_site build`` makes a folder that needs no server but a plain
static one and no internet: the JupyterLab app, the Pyodide release the kernel pins, every
pure-Python wheel the kernel and our packages import (our own built fresh), a
``pyodide-lock.json`` whose every URL is local and every hash real, and every tutorial
notebook under notebooks/. ``python -m tabletop_tutor_site serve`` serves it to this
machine and the classroom network.
"""

# The builder's dependencies are the `site` extra, not the tutorials' environment.
SITE_DEPENDENCIES = {"jupyterlite_core", "jupyterlite_pyodide_kernel", "nbformat", "pip"}
INSTALL_HINT = (
    "the offline site's builder needs the `site` extra: pip install 'tabletop-tutor[site]' "
    "(in a clone: uv sync --extra site, or the test group, which includes it)"
)

try:
    from .build import SiteError, build_site, site_size
except ModuleNotFoundError as err:
    if (err.name or "").split(".")[0] not in SITE_DEPENDENCIES:
        raise
    raise ModuleNotFoundError(f"{err}: {INSTALL_HINT}", name=err.name) from err
from .serve import serve  # noqa: E402 - after the builder, whose import says how to install a missing extra

__all__ = ["SiteError", "build_site", "site_size", "serve"]
