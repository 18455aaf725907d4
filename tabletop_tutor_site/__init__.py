"""The tutorials as an offline JupyterLite site: Python runs in the browser (Pyodide).

``python -m tabletop_tutor_site build`` makes a folder that needs no server but a plain
static one and no internet: the JupyterLab app, the Pyodide release the kernel pins, every
pure-Python wheel the kernel and our packages import (our own built fresh), a
``pyodide-lock.json`` whose every URL is local and every hash real, and every tutorial
notebook under notebooks/. ``python -m tabletop_tutor_site serve`` serves it to this
machine and the classroom network.
"""
from .build import SiteError, build_site, site_size
from .serve import serve

__all__ = ["SiteError", "build_site", "site_size", "serve"]
