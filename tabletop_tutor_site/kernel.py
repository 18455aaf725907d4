"""The JupyterLite Pyodide kernel's names the builder uses, as jupyterlite-pyodide-kernel
0.8.6 (the `site` extra's pin) defines them in ``jupyterlite_pyodide_kernel.constants``.

Written out here so that the checks of a built site, and the tests, run in an environment
without the kernel (whose labextension breaks Voila and Notebook 7: every Jupyter host's
environment is kept free of it). The build itself runs where the kernel is installed and
compares these with it first (``check_installed``)."""

from __future__ import annotations

PYODIDE = "pyodide"
PYODIDE_VERSION = "314.0.6"
PYODIDE_LOCK = "pyodide-lock.json"
PYODIDE_KERNEL_NPM_NAME = "@jupyterlite/pyodide-kernel-extension"
PYPI_WHEELS = "pypi"
PYODIDE_KERNEL_PLUGIN_ID = "@jupyterlite/pyodide-kernel-extension:kernel"
DISABLE_PYPI_FALLBACK = "disablePyPIFallback"
LOAD_PYODIDE_OPTIONS = "loadPyodideOptions"
OPTION_PACKAGES = "packages"
PYODIDE_URL = "pyodideUrl"

NAMES = (
    "PYODIDE",
    "PYODIDE_VERSION",
    "PYODIDE_LOCK",
    "PYODIDE_KERNEL_NPM_NAME",
    "PYPI_WHEELS",
    "PYODIDE_KERNEL_PLUGIN_ID",
    "DISABLE_PYPI_FALLBACK",
    "LOAD_PYODIDE_OPTIONS",
    "OPTION_PACKAGES",
    "PYODIDE_URL",
)


def differences() -> list[str]:
    """Each name whose value here differs from the installed kernel's (which must be importable)."""
    from jupyterlite_pyodide_kernel import constants

    here = globals()
    return [
        f"{name}: {here[name]!r} here, {getattr(constants, name, None)!r} in jupyterlite-pyodide-kernel"
        for name in NAMES
        if getattr(constants, name, None) != here[name]
    ]
