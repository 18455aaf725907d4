"""A benchmark script of bench/ loaded as a module, for the tests that run it small (what
they check is that it works, never how fast: the figures are the bench's to print)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).parents[2] / "bench"


def bench_module(name: str) -> ModuleType:
    """``bench/<name>.py``, loaded (bench/ is no package)."""
    spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
