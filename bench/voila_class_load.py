"""A class on one server: N students play the Exacto app through Voila at once.

    uv run python bench/voila_class_load.py --students 30 --minutes 2

Starts the apps' own server (apps/serve.py) on 127.0.0.1, opens the Exacto app (the
student's copy, as a class gets it) in N headless Chromium contexts (one per student, in one browser), and has each
student play for the given time: bid or call LIAR when it is their turn, continue after a
reveal, start again when the game ends. Reports, for the whole run: moves made, the
click-to-update latency (from a click to the page showing Python's answer), the kernels'
memory (resident, sampled every 5 s) and every error (page errors, error lines that are
not the engine's rule refusals, timeouts). This is a measurement, not a test: the
figures go into docs/teachers.md.

The browser runs on the same machine as the server, so its CPU use is counted against
the server's: a real class brings its own computers, so these latencies are pessimistic.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib.util
import random
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import psutil
from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # the browser tests' helpers: one Chromium
from support.browser import CHROMIUM_ARGS, free_port, system_chromium  # noqa: E402


def server_command(port: int) -> list[str]:
    spec = importlib.util.spec_from_file_location("apps_serve", ROOT / "apps" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.command(port)


def kernel_rss(proc: subprocess.Popen) -> list[int]:
    out = []
    for child in psutil.Process(proc.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                out.append(child.memory_info().rss)
        except psutil.NoSuchProcess:
            pass
    return out


STATUS = "document.querySelector('[data-testid=status]')"


async def student(index: int, browser, url: str, seconds: float, stats: dict, rng: random.Random):
    context = await browser.new_context(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page = await context.new_page()
    page.on("pageerror", lambda exc: stats["errors"].append(f"student {index}: page error {exc}"))
    started = time.monotonic()
    try:
        await page.goto(f"{url}/voila/render/exacto.ipynb", timeout=300_000)
        await page.get_by_test_id("table").wait_for(timeout=300_000)
    except Exception as err:
        stats["errors"].append(
            f"student {index}: no live table after {time.monotonic() - started:.0f} s ({type(err).__name__})"
        )
        await context.close()
        return
    stats["load"].append(time.monotonic() - started)
    stats["ready"] += 1
    until = time.monotonic() + seconds  # each student plays the full time once their page is live
    while time.monotonic() < until:
        try:
            await turn(page, stats, rng)
        except Exception as err:
            stats["errors"].append(f"student {index}: {type(err).__name__}: {str(err).splitlines()[0][:120]}")
            await asyncio.sleep(1)
    await context.close()


async def turn(page, stats: dict, rng: random.Random):
    """One thing a student does: continue, start again, or move (timed); else wait."""
    if await page.get_by_test_id("reveal-continue").is_visible():
        await page.get_by_test_id("reveal-continue").click()
        return
    if await page.get_by_test_id("winner").count() and await page.get_by_test_id("new-game-button").is_visible():
        await page.get_by_test_id("new-game-button").click()
        return
    bid = page.get_by_test_id("bid-button")
    if await bid.get_attribute("aria-disabled") == "true" or not await bid.is_visible():
        await asyncio.sleep(0.3)
        return
    liar = page.get_by_test_id("liar-button")
    button = liar if await liar.get_attribute("aria-disabled") != "true" and rng.random() < 0.3 else bid
    before = await page.evaluate(f"{STATUS}.textContent")
    clicked = time.monotonic()
    await button.click()
    await page.wait_for_function(f"(s) => {STATUS}.textContent !== s", arg=before, timeout=20_000)
    stats["latency"].append(time.monotonic() - clicked)
    error = await page.get_by_test_id("error").inner_text() if await page.get_by_test_id("error").is_visible() else ""
    if error and "Internal" in error:
        stats["errors"].append(f"error line: {error[:120]}")
    await asyncio.sleep(rng.uniform(1.0, 3.0))  # a student reads the table before the next move


async def run(students: int, minutes: float, seed: int) -> dict:
    port = free_port()
    log = open(ROOT / "bench" / "voila_class_load.log", "w")  # noqa: SIM115 - the server writes to it until it stops
    proc = subprocess.Popen(server_command(port), stdout=log, stderr=subprocess.STDOUT, cwd=ROOT)
    url = f"http://127.0.0.1:{port}"
    for _ in range(240):
        try:
            urllib.request.urlopen(url, timeout=2)
            break
        except OSError:
            time.sleep(0.5)
    stats = {"latency": [], "load": [], "errors": [], "ready": 0, "rss": []}
    rng = random.Random(seed)
    try:
        async with async_playwright() as p:
            browser = await p.chromium.launch(executable_path=system_chromium(), args=CHROMIUM_ARGS)

            async def sample():
                while True:
                    stats["rss"].append(kernel_rss(proc))
                    await asyncio.sleep(5)

            sampler = asyncio.create_task(sample())
            await asyncio.gather(
                *(student(i, browser, url, 60 * minutes, stats, random.Random(rng.random())) for i in range(students))
            )
            sampler.cancel()
            await browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    return stats


def report(stats: dict, students: int, minutes: float) -> None:
    lat = sorted(stats["latency"])
    peak = max(stats["rss"], key=sum, default=[])
    print(f"students: {students} (pages loaded: {stats['ready']}), play time about {minutes:g} min each")
    if stats["load"]:
        print(
            f"page load to a live table: median {statistics.median(stats['load']):.1f} s, "
            f"slowest {max(stats['load']):.1f} s"
        )
    if lat:
        p95 = lat[min(len(lat) - 1, int(0.95 * len(lat)))]
        print(
            f"moves: {len(lat)}; click-to-update latency: median {1000 * statistics.median(lat):.0f} ms, "
            f"p95 {1000 * p95:.0f} ms, max {1000 * lat[-1]:.0f} ms"
        )
    if peak:
        print(
            f"kernels at peak: {len(peak)}, {sum(peak) / 2**20:.0f} MB resident in all, "
            f"{statistics.median(peak) / 2**20:.0f} MB median each"
        )
    print(f"errors: {len(stats['errors'])}")
    for line in stats["errors"][:20]:
        print("  " + line)
    print(
        f"machine: {psutil.cpu_count()} cores, {psutil.virtual_memory().total / 2**30:.0f} GB; Python "
        f"{sys.version.split()[0]}"
    )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--minutes", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args(argv)
    stats = asyncio.run(run(options.students, options.minutes, options.seed))
    report(stats, options.students, options.minutes)


if __name__ == "__main__":
    main()
