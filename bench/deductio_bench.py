"""Deductio throughput: random games, the candidate solver, and the table's reply time.

    uv run --group bench python bench/deductio_bench.py [--quick]

Figures, not timed tests (they depend on the machine). Each rate is the best of three
repeats; per-call times are medians (and the 95th percentile / the worst) over many calls.

* random full games/s: ``Deductio(players=p, seed=i)`` then uniformly random legal actions
  through ``legal_actions()`` / ``apply()`` until the game is over (2, 3 and 4 players),
  its moves/s beside those of OpenSpiel's pure-Python dominoes played the same way in this
  process (OpenSpiel has no Deductio; bench/common.py's ``PURE_PYTHON_REFERENCE``);
* solver: ms per ``solver.candidates(view)`` (what the candidate grid and the bots ask),
  on the views of every seat at every move of random games; target < 5 ms;
* widget: ms for one human action (a clue play, take-all, peek or pass: a move that
  hands the turn on) at a ``DeductioTable`` with ``probabilistic`` bots and
  ``bot_delay_ms=0``, the bots' replies and the publish included (Python side only);
  with the candidate grid off and on; target < 20 ms.
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from bench.common import (
    PURE_PYTHON_REFERENCE,
    best_rate,
    random_playouts,
    reference_moves_per_second,
    spread_ms,
    table_action_ms,
    widgets_missing,
)
from rules_engine.deductio import Deductio
from rules_engine.deductio.solver import candidates

PLAYERS = (2, 3, 4)


def random_games(n: int, players: int) -> int:
    """Fresh games played to the end with uniformly random legal actions; returns moves."""
    return random_playouts(Deductio, n, choice_seed=players, players=players)


def sample_views(players: int, games: int) -> list[dict]:
    """Every seat's view at every move of a few random games (the positions a table meets)."""
    views = []
    for seed in range(games):
        rng = random.Random(seed)
        game = Deductio(players=players, seed=1000 + seed)
        while not game.is_over:
            views += [game.view(s) for s in range(players)]
            game.apply(rng.choice(game.legal_actions()))
    return views


def per_call_ms(func, items) -> tuple[float, float, float]:
    """(median, 95th percentile, worst) ms of func(item) over items."""
    times = []
    for item in items:
        start = time.perf_counter()
        func(item)
        times.append((time.perf_counter() - start) * 1000)
    return spread_ms(times)


def widget_action_ms(players: int, actions: int, grid: bool) -> tuple[float, float, float]:
    """ms for one human action (a random legal one) with the bots' replies, at a live table."""
    from widgets import DeductioTable

    def new_table(seed):
        return DeductioTable(players=players, seat=0, seed=seed, bots="probabilistic", bot_delay_ms=0, bot_seed=seed)

    def pick(rng, legal):
        # a clue play (or the ability's answer) passes the turn, so the bots reply;
        # a random pick would mostly be a wrong guess, whose penalty keeps the turn
        return rng.choice([a for a in legal if a["kind"] != "guess"] or legal)

    return table_action_ms(
        new_table, actions, random.Random(players), pick, settings={"show_probability": True} if grid else None
    )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run (fewer games)")
    quick = parser.parse_args(argv).quick
    games, view_games, actions = (5, 1, 30) if quick else (60, 6, 300)

    reference = reference_moves_per_second(games * 4)
    if reference:
        print(
            f"Reference, in this process: OpenSpiel {PURE_PYTHON_REFERENCE} (pure Python, as this engine is), "
            f"random playouts: {reference:,.0f} moves/s"
        )
    print("Deductio random full games (uniformly random legal actions, to the winner):")
    for p in PLAYERS:
        rate, moves = best_rate(functools.partial(random_games, players=p), games)
        ratio = f"   Deductio/reference = {rate * moves / reference:.2f}" if reference else ""
        print(f"  {p} players: {rate:8,.1f} games/s  ({moves:6.1f} moves/game, {rate * moves:10,.0f} moves/s){ratio}")

    print("solver.candidates(view), every seat's view at every move of random games (target < 5 ms):")
    for p in PLAYERS:
        views = sample_views(p, view_games)
        med, p95, worst = per_call_ms(candidates, views)
        print(f"  {p} players: median {med:6.3f} ms, 95% {p95:6.3f} ms, worst {worst:6.3f} ms  ({len(views)} views)")

    print("DeductioTable: one human action + probabilistic bots' replies + publish (target < 20 ms):")
    missing = widgets_missing()
    if missing:
        print(f"  skipped: {missing}")
        return
    for p in PLAYERS:
        for grid in (False, True):
            med, p95, worst = widget_action_ms(p, actions, grid)
            label = "grid on " if grid else "grid off"
            print(f"  {p} players, {label}: median {med:6.2f} ms, 95% {p95:6.2f} ms, worst {worst:7.2f} ms")


if __name__ == "__main__":
    main()
