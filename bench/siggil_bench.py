"""Siggil throughput: random full games per second for 2 and 4 players and solo.

    uv run --group bench python bench/siggil_bench.py [--quick]

Figures, not timed tests: absolute numbers depend on the machine, so the random games'
moves/s are printed beside a reference engine measured in the same process. OpenSpiel has
no Siggil (nor any game of its family); the reference is its pure-Python dominoes
(bench/common.py's ``PURE_PYTHON_REFERENCE``: hidden hands, tiles drawn and laid) played
the same way, and the ratio is moves/s against moves/s. Each figure is the best of three
repeats in CPU time of this process.

What is timed: a fresh game (56 cards shuffled and dealt into the pyramids layout, the
opening cascade), then uniformly random legal actions through ``legal_actions()`` /
``apply()`` until the game is over; and the same with the ``greedy`` and ``lookahead``
bots through ``arena.play_match``. And at a live ``SiggilTable`` (no kernel: messages go
nowhere): one human action (a random legal one) with the bots' replies and the publish, in
ms (target < 20 ms; median and 95th percentile).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from bench.common import (
    PURE_PYTHON_REFERENCE,
    best_rate,
    counts,
    python_line,
    random_playouts,
    reference_moves_per_second,
    table_action_ms,
    widgets_missing,
)
from rules_engine.arena import play_match
from rules_engine.siggil import Siggil
from rules_engine.siggil.probability import p_complete, unknown_cards


def random_games(players: int, **options):
    def run(n: int) -> int:
        return random_playouts(Siggil, n, choice_seed=players, players=players, **options)

    return run


def bot_games(bot: str, players: int):
    def run(n: int) -> int:
        return sum(play_match("siggil", [bot] * players, seed=seed).moves for seed in range(n))

    return run


def p_complete_calls(n: int) -> int:
    game = Siggil(seed=1)
    unknown = unknown_cards(game, 0)
    hand = [c for c in unknown[:3]]
    for i in range(n):
        p_complete(hand, 1 + i % 7, 3, unknown, 1 + i % 5)
    return 0


def widget_action_ms(players: int, bot: str, actions: int) -> tuple[float, float, float]:
    """(median, 95th percentile, worst) ms for one human action with the bots' replies at a live table."""
    from widgets import SiggilTable

    def new_table(seed):
        return SiggilTable(players=players, seat=0, seed=seed, bots=bot, bot_delay_ms=0, bot_seed=seed)

    return table_action_ms(new_table, actions, random.Random(players))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    n = counts(parser.parse_args(argv).quick)

    print(python_line())
    reference = reference_moves_per_second(n(1_000))
    if reference:
        print(
            f"Reference, in this process: OpenSpiel {PURE_PYTHON_REFERENCE} (OpenSpiel has no Siggil; a "
            f"pure-Python game, as this engine is), random playouts: {reference:,.0f} moves/s"
        )
    print()
    for label, players, options in (
        ("2 players", 2, {}),
        ("4 players", 4, {}),
        ("solo, easy", 1, {}),
        ("solo, advanced", 1, {"difficulty": "advanced"}),
    ):
        games, moves = best_rate(random_games(players, **options), n(1_000))
        ratio = f"   Siggil/reference = {games * moves / reference:.2f}" if reference else ""
        print(
            f"Siggil random full games, {label:<15} {games:>10,.1f} games/s   ({moves:.0f} moves/game, "
            f"{games * moves:,.0f} moves/s){ratio}"
        )
    for bot in ("greedy", "lookahead"):
        games, moves = best_rate(bot_games(bot, 2), n(100))
        print(f"Siggil full 2-player games, {bot} bots: {games:>10,.1f} games/s   ({moves:.0f} moves/game)")
    calls, _ = best_rate(p_complete_calls, n(2_000))
    print(f"exact p_complete:                         {1e6 / calls:>10.1f} µs/call")

    print("\nSiggilTable: one human action + the bots' replies + publish (target < 20 ms):")
    missing = widgets_missing()
    if missing:
        print(f"  skipped: {missing}")
        return
    for players, bot in ((2, "lookahead"), (4, "lookahead"), (2, "greedy"), (1, None)):
        med, p95, worst = widget_action_ms(players, bot, n(300))
        label = f"{players} players, {bot} bots" if bot else "solo"
        print(f"  {label:<24} median {med:6.2f} ms, 95% {p95:6.2f} ms, worst {worst:7.2f} ms")


if __name__ == "__main__":
    main()
