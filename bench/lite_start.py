"""Where the offline site's first minute goes: from the address typed to a first table, in
real Chromium against the built JupyterLite site, phase by phase.

    uv run python bench/lite_start.py                 # builds the site, 3 cold starts
    uv run python bench/lite_start.py --site build/lite-test-site --runs 5

Each run is a new browser profile (nothing cached, as a student's first visit) that opens
the smoke notebook of the Lite tests (tests/lite/contents) and times, from the navigation:

- ``app``: JupyterLab's shell with the notebook open (the front end's own bundles);
- ``kernel``: the Pyodide kernel answers (Pyodide, its standard library, the kernel's
  packages and ours installed by piplite);
- ``import``: ``import widgets`` inside the kernel (our modules and what they pull in),
  measured by the kernel's own clock;
- ``tables``: every game's table drawn after "run all".

Then every file the page and its kernel's worker fetched, grouped (Pyodide's core, each
wheel, JupyterLab's bundles), with bytes and fetch time, so the slow part is named. The
reference in the same run is JupyterLab's own shell (``app``): the ratio column says how
many shells' time each phase costs. Not a timed test: figures depend on the machine
(bench/README.md has them).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the Lite tests' helpers: one way to drive the page
from support.browser import CHROMIUM_ARGS, system_chromium  # noqa: E402
from support.lite import kernel_print, open_notebook, start_run_all, wait_run_all  # noqa: E402

from tabletop_tutor_site.serve import start_server  # noqa: E402

NOTEBOOK = "testbooks/smoke.ipynb"
TIMEOUT = 300_000  # ms
OFFLINE_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
IMPORT_TIME = (
    "import sys, time\n"
    "_t = time.perf_counter(); import rules_engine; _a = time.perf_counter()\n"
    "import widgets; _b = time.perf_counter()\n"
    "print(_a - _t, _b - _a, len(sys.modules))"
)
KERNEL_IDLE = """async () => {
  const panel = window.jupyterapp.shell.currentWidget;
  await panel.sessionContext.ready;
  const kernel = panel.sessionContext.session.kernel;
  await kernel.info;
  return performance.now();
}"""


def group(url: str) -> str:
    """The part of the site a fetched file belongs to."""
    name = url.split("?")[0].rsplit("/", 1)[-1]
    if name.endswith(".whl"):
        return name.split("-")[0]
    if "/static/pyodide/" in url:
        return "pyodide core"
    if "/api/" in url or url.endswith(".ipynb"):
        return "contents"
    if "/extensions/" in url:
        return "extensions"
    return "jupyterlab"


def one_start(browser, url: str) -> dict:
    fetched: list[tuple[str, int, float]] = []
    context = browser.new_context(viewport={"width": 1366, "height": 768})

    def finished(request) -> None:
        timing = request.timing
        try:
            size = request.sizes()["responseBodySize"]
        except Exception:  # a request the page dropped has no body to size
            size = 0
        fetched.append((request.url, size, max(0.0, timing["responseEnd"] - timing["requestStart"])))

    context.on("requestfinished", finished)
    page = context.new_page()
    started = time.monotonic()
    open_notebook(page, url, NOTEBOOK, TIMEOUT)
    app = time.monotonic() - started
    page.evaluate(KERNEL_IDLE)
    kernel = time.monotonic() - started
    engine, ours, modules = (float(x) for x in kernel_print(page, IMPORT_TIME).split())
    start_run_all(page)
    result = wait_run_all(page, TIMEOUT)
    assert result["ok"], result
    page.locator(".lite-game-siggil .tt-root").wait_for(timeout=TIMEOUT)
    page.locator(".lite-game-exacto .tt-root").wait_for(timeout=TIMEOUT)
    tables = time.monotonic() - started
    context.close()
    groups: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0])
    for address, size, ms in fetched:
        entry = groups[group(address)]
        entry[0] += size
        entry[1] = max(entry[1], ms)
        entry[2] += 1
    return {
        "app": app,
        "kernel": kernel,
        "import rules_engine": engine,
        "import widgets": ours,
        "modules": modules,
        "tables": tables,
        "files": dict(groups),
    }


def build(site: Path) -> None:
    command = [sys.executable, "-m", "tabletop_tutor_site", "build", "--output", str(site)]
    subprocess.run([*command, "--extra-contents", str(ROOT / "tests" / "lite" / "contents")], cwd=ROOT, check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built with the Lite tests' contents (default: build one)")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    site = args.site or ROOT / "build" / "lite-bench-site"
    if args.site is None:
        build(site)
    server = start_server(site, host="127.0.0.1", port=0)
    url = f"http://127.0.0.1:{server.server_address[1]}"
    from playwright.sync_api import sync_playwright

    runs = []
    with sync_playwright() as play:
        path = os.environ.get("CHROMIUM") or system_chromium()
        browser = play.chromium.launch(args=OFFLINE_ARGS, **({"executable_path": path} if path else {}))
        for n in range(args.runs):
            runs.append(one_start(browser, url))
            print(f"run {n + 1}: kernel {runs[-1]['kernel']:.1f} s, tables {runs[-1]['tables']:.1f} s", flush=True)
        browser.close()
    server.shutdown()
    report(runs)


def report(runs: list[dict]) -> None:
    med = {k: statistics.median(r[k] for r in runs) for k in ("app", "kernel", "tables")}
    print(f"\n{len(runs)} cold starts, medians (ratio: times JupyterLab's own shell, {med['app']:.2f} s)")
    print(f"{'phase':<28}{'seconds':>9}{'ratio':>8}")
    for name, value in (
        ("app (shell, notebook open)", med["app"]),
        ("kernel answers", med["kernel"]),
        ("  of which after the shell", med["kernel"] - med["app"]),
        ("tables drawn", med["tables"]),
        ("  of which after the kernel", med["tables"] - med["kernel"]),
    ):
        print(f"{name:<28}{value:9.2f}{value / med['app']:8.2f}")
    for key in ("import rules_engine", "import widgets"):
        print(f"{'in the kernel: ' + key:<40}{statistics.median(r[key] for r in runs):7.2f} s")
    print(f"{'modules loaded after import widgets':<40}{statistics.median(r['modules'] for r in runs):7.0f}")
    print(f"\n{'files (first run)':<28}{'count':>6}{'KiB':>10}{'slowest ms':>12}")
    files = runs[0]["files"]
    for name, (size, ms, count) in sorted(files.items(), key=lambda kv: -kv[1][0]):
        print(f"{name:<28}{count:6d}{size / 1024:10.0f}{ms:12.0f}")
    print(json.dumps({k: round(v, 2) for k, v in med.items()}))


if __name__ == "__main__":
    main()
