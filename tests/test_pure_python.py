"""rules_engine and widgets run where only pure Python is available (a browser-only
JupyterLite kernel): importing every module must not pull in numpy, matplotlib, tqdm or
anything compiled outside the standard library."""

import pkgutil
import subprocess
import sys

import rules_engine

HEAVY = ("numpy", "matplotlib", "scipy", "pandas", "tqdm", "pyspiel")
OPTIONAL = {"rules_engine.exacto.batched"}  # the numpy simulator: imports numpy only when called


def engine_modules():
    return sorted(m.name for m in pkgutil.walk_packages(rules_engine.__path__, "rules_engine."))


def test_every_engine_and_widget_module_imports_without_heavy_packages():
    modules = [*engine_modules(), "widgets"]
    code = (
        "import sys\n"
        f"for name in {modules!r}:\n"
        "    __import__(name)\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
    assert set(OPTIONAL) <= set(modules)  # the optional module was imported too, lazily


def test_the_engine_imports_nothing_from_jupyter():
    code = (
        "import sys\n"
        f"for name in {engine_modules()!r}:\n"
        "    __import__(name)\n"
        "print(sorted(m for m in ('ipywidgets', 'anywidget', 'traitlets', 'IPython', 'widgets') "
        "if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
