"""bench/click_latency.py runs, as it is and with Chromium's CPU slowed down 4 times (a
school Chromebook): a real Voila server, real clicks, each timed. What is checked is that
both runs click and time the table's actions, never how fast: the figures are the bench's."""

from __future__ import annotations

from support.bench import bench_module


def test_the_click_bench_times_exactos_clicks_as_they_are_and_throttled():
    bench = bench_module("click_latency")
    for rate in (1.0, 4.0):
        times = bench.page_figures(["exacto"], clicks=3, throttle=rate)["exacto"]
        clicked = [t for kind in times.values() for t in kind]
        assert len(clicked) == 3, (rate, times)
        assert "bid" in times, f"the opening bid was clicked and timed at {rate}x"
        assert all(0 < page <= painted for page, painted in clicked), (rate, clicked)
