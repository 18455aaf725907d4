"""Click to page update, per game's common action, in real Chromium against a real Jupyter
server (Voila), beside the Python time of the same action.

    uv run python bench/click_latency.py              # every game, 30 clicks each
    uv run python bench/click_latency.py --clicks 10 --games siggil exacto
    uv run python bench/click_latency.py --python-only   # the in-process half, with cProfile
    uv run python bench/click_latency.py --cpu-throttle 4  # also as a school Chromebook

With ``--cpu-throttle RATE`` every page runs twice, first as it is (the reference) and then
with Chromium's CPU slowed down RATE times (DevTools' ``Emulation.setCPUThrottlingRate``,
as its Performance panel's "4x slowdown" does), and the table gives both, with the ratio.

Each table shows everything (``reveal_all=True``). Exacto, Deductio and Siggil are hot-seat
tables (``bots=None``): every seat is a person, so every move is a click. Ganjifa has room
for one person: its bots reply at their pace (700 ms a move), and the figure is the learner's
own card only; the next click waits for the bots. The
page's time runs from the click (``performance.now()`` just before ``element.click()``) to
the first animation frame after the table shows the move (the status line or the log
changed). The Python time is the widget's message handler for the same kind of action on
the same table in this process (``_handle_custom_msg``, every trait sent serialised, as the
kernel would), with the bytes of state it sends. Not a timed test: figures depend on the
machine (bench/README.md has them, before and after).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' helpers: one Chromium, one way to wait
from support.browser import CHROMIUM_ARGS, free_port, notebook_json, system_chromium, wait_for_http  # noqa: E402

#: game -> (the table, as a notebook cell's code; the page's candidates in order: the first
#: enabled one is clicked, and its name is the action's)
TABLES = {
    "exacto": (
        "ExactoTable(players=2, seed=5, bots=None, reveal_all=True, bot_delay_ms=0)",
        [
            ("continue", "[data-testid=reveal-continue]"),
            ("bid", "[data-testid=bid-button]"),
            ("liar", "[data-testid=liar-button]"),
        ],
    ),
    "ganjifa": (
        "GanjifaTable(seed=11, period='day', reveal_all=True)",
        [
            ("discard", "[data-testid=discard-button]"),
            ("card", "[data-testid=hand] [data-legal=true]:not(.tt-g-waiting):not(.tt-g-selected)"),
        ],
    ),
    "deductio": (
        "DeductioTable(players=2, seed=3, bots=None, reveal_all=True, bot_delay_ms=0)",
        [
            ("take_all", "[data-testid=take-all]"),
            ("pass", "[data-testid=pass-button]"),
            ("clue", "[data-testid^=row-clue-]"),
        ],
    ),
    "siggil": (
        "SiggilTable(players=2, seed=5, bots=None, reveal_all=True, bot_delay_ms=0)",
        [("take", "[data-testid^=pos-][data-available=true]"), ("pass", "[data-testid=pass-button]")],
    ),
}
CLASSES = {"exacto": "ExactoTable", "ganjifa": "GanjifaTable", "deductio": "DeductioTable", "siggil": "SiggilTable"}

#: one click in the page: the first enabled candidate, timed to the frame after the table
#: shows the move (status, log or error line changed; a refused click is named
#: "<action>-refused": Deductio's Take all is offered when the engine refuses it, and timing
#: its refusal by the status line measured the Reveal's paced telling instead, ~440 ms);
#: null when none is enabled
CLICK = """async (candidates) => {
  const root = document.querySelector('.tt-root');
  const enabled = (el) => el && !el.disabled && el.getAttribute('aria-disabled') !== 'true' && el.getClientRects().length;
  const find = () => {
    for (const [name, sel] of candidates) {
      const el = [...root.querySelectorAll(sel)].find(enabled);
      if (el) return [name, el];
    }
    return null;
  };
  let pick = find();
  // the bots' paced replies (Ganjifa) come before the next click: wait up to 5 s
  for (let waited = 0; !pick && waited < 5000; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
    pick = find();
  }
  if (!pick) return null;
  const text = (id) => { const e = root.querySelector(`[data-testid=${id}]`); return e && !e.hidden ? e.textContent : ''; };
  // a refusal is an update too: its sentence in the error line is what the page shows
  const seen = () => ['status', 'log', 'dukal-status', 'owed', 'error'].map(text).join('|');
  const before = seen();
  // Python counts its refusals: the same sentence twice is two answers (data-count)
  const count = () => (root.querySelector('[data-testid=error]') || { dataset: {} }).dataset.count || '0';
  const countBefore = count();
  const t0 = performance.now();
  const done = new Promise((resolve) => {
    const mo = new MutationObserver(() => {
      if (seen() === before && count() === countBefore) return;
      mo.disconnect();
      const changed = performance.now();
      const refused = text('error') !== '' && count() !== countBefore;
      requestAnimationFrame(() => resolve([changed - t0, performance.now() - t0, refused]));
    });
    mo.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    setTimeout(() => { mo.disconnect(); resolve(null); }, 3000);
  });
  pick[1].dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  const ms = await done;
  return ms && [ms[2] ? `${pick[0]}-refused` : pick[0], ms[0], ms[1]];
}"""


def notebook(code: str) -> str:
    return notebook_json(f"from widgets import {', '.join(CLASSES.values())}\n\n{code}")


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def summary(values: list[float]) -> str:
    if not values:
        return "        -"
    return f"{statistics.median(values):7.1f} / {p95(values):7.1f}"


# -- the page ----------------------------------------------------------------------------
def page_figures(games: list[str], clicks: int, throttle: float = 1.0) -> dict:
    """game -> action -> [(page ms, painted ms)], the page's CPU slowed ``throttle`` times."""
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="tt-clicks-"))
    for game in games:
        (folder / f"{game}.ipynb").write_text(notebook(TABLES[game][0]))
    port = free_port()
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(folder / "runtime")}
    log = open(folder / "voila.log", "w")  # noqa: SIM115 - Voila writes to it until it stops
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", str(folder)],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    out: dict = {}
    try:
        wait_for_http(f"http://127.0.0.1:{port}/", server)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=os.environ.get("CHROMIUM") or system_chromium(), args=CHROMIUM_ARGS
            )
            for game in games:
                page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="no-preference")
                if throttle != 1.0:  # the page's main thread only: the kernel keeps its speed
                    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
                page.route(
                    "**/*",
                    lambda route: (
                        route.continue_()
                        if route.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
                        else route.abort()
                    ),
                )
                page.goto(f"http://127.0.0.1:{port}/voila/render/{game}.ipynb")
                page.locator(".tt-root").first.wait_for(timeout=120_000)
                page.wait_for_timeout(1500)
                times: dict[str, list[tuple[float, float]]] = {}
                candidates, misses = list(TABLES[game][1]), 0
                while sum(map(len, times.values())) < clicks and misses < len(candidates):
                    got = page.evaluate(CLICK, candidates)
                    if got is None:  # nothing enabled, or a refused click: try the next kind
                        candidates, misses = candidates[1:] + candidates[:1], misses + 1
                        continue
                    misses = 0
                    times.setdefault(got[0], []).append((got[1], got[2]))
                    if got[0].endswith("-refused"):
                        # the same click again is refused in the same words: nothing on the page
                        # changes, and the next change (a paced Reveal's step) would be timed
                        candidates = candidates[1:] + candidates[:1]
                    page.wait_for_timeout(150)  # a learner's pace: the next click after the page settled
                out[game] = times
                page.close()
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=15)
    return out


# -- Python ------------------------------------------------------------------------------
KINDS = {
    "exacto": ("bid", "liar"),
    "ganjifa": ("play", "discard"),
    "deductio": ("take_all", "pass", "clue"),
    "siggil": ("take", "pass"),
}


def python_figures(games: list[str], clicks: int, profile: bool = False) -> dict:
    """The widget's handler per action, in ms, and the bytes of state it sent, for the same
    table and the same kind of action as the page's (the first legal action of the kinds
    the page clicks, in that order)."""
    import widgets

    out = {}
    profiler = cProfile.Profile() if profile else None
    for game in games:
        table = eval(TABLES[game][0], vars(widgets))
        sent: list[int] = []
        table.send_state = lambda key=None, t=table, sent=sent: sent.append(len(json.dumps(t.get_state(key))))
        table.send = lambda content, buffers=None, sent=sent: sent.append(len(json.dumps(content)))
        times: dict[str, list[tuple[float, int]]] = {}
        for _ in range(clicks):
            while table.bot_to_move:  # the bots' paced replies, not timed
                table._handle_custom_msg({"type": "step", "move": len(table.game.history)}, [])
            legal = table.legal
            action = next((a for kind in KINDS[game] for a in legal if a["kind"] == kind), None)
            if action is None:
                break
            sent.clear()
            if profiler:
                profiler.enable()
            start = time.perf_counter()
            table._handle_custom_msg({"type": "act", "action": action}, [])
            ms = (time.perf_counter() - start) * 1000
            if profiler:
                profiler.disable()
            times.setdefault(action["kind"], []).append((ms, sum(sent)))
        out[game] = times
    if profiler:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--games", nargs="*", default=list(TABLES))
    parser.add_argument("--python-only", action="store_true", help="no browser; cProfile the handler")
    parser.add_argument(
        "--cpu-throttle", type=float, default=None, metavar="RATE", help="also run the pages RATE times slower"
    )
    options = parser.parse_args()
    py = python_figures(options.games, options.clicks, profile=options.python_only)
    page = {} if options.python_only else page_figures(options.games, options.clicks)
    slow = page_figures(options.games, options.clicks, options.cpu_throttle) if options.cpu_throttle and page else {}
    rate = f"{options.cpu_throttle:g}x" if slow else ""
    print(
        f"{'game':9} {'action':9} {'n':>3}  {'page ms median / p95':>22}  {'painted':>17}  "
        + (f"{rate + ' page':>17}  {rate + ' painted':>17}  {'p95 ratio':>9}  " if slow else "")
        + f"{'Python ms median / p95':>22}  {'bytes sent median':>17}"
    )
    for game in options.games:
        py_kinds = {"card": "play"}  # the Dukal's card clicks select, in the page only
        names = {**{k: [] for k in py[game] if k not in ("play",)}, **(page.get(game) or {})}
        for name, values in sorted(names.items()):
            kind = py_kinds.get(name, name)
            mine = py[game].get(kind, [])
            n = len(values) or len(mine)
            size = statistics.median([b for _, b in mine]) if mine else 0
            throttled = ""
            if slow:
                slower = slow.get(game, {}).get(name, [])
                ratio = p95([v[1] for v in slower]) / max(p95([v[1] for v in values]), 1e-9) if values and slower else 0
                throttled = (
                    f"{summary([v[0] for v in slower]):>17}  {summary([v[1] for v in slower]):>17}  {ratio:9.2f}  "
                )
            print(
                f"{game:9} {name:9} {n:3d}  {summary([v[0] for v in values]):>22}  "
                f"{summary([v[1] for v in values]):>17}  {throttled}{summary([m for m, _ in mine]):>22}  {size:17,.0f}"
            )


if __name__ == "__main__":
    main()
