"""Exacto throughput, side by side with OpenSpiel's liars_dice in the same run.

    uv run --group bench python bench/exacto_bench.py [--quick]

Figures, not timed tests: absolute numbers depend on the machine, so the one that
matters is the ratio against the reference engine measured a moment apart. Each figure
is the best of three repeats, timed in CPU seconds of this process (time.process_time),
so other processes sharing the cores disturb it less than wall-clock time would.

What is compared: one *round* of 2 mages x 5 dice, from a fresh game (dice rolled) to
the first LIAR/EXACTO resolved, every move a uniformly random legal action, driven from
Python through each engine's public API (bench/common.py's ``random_playouts`` for
Exacto, ``best_rate`` for every figure). OpenSpiel's ``liars_dice`` (numdice=5) is one
round by construction; its dice are chance nodes that the Python loop must sample.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from bench.common import best_rate, counts, python_line, random_playouts
from rules_engine.arena import play_match
from rules_engine.exacto import Bid, Exacto
from rules_engine.exacto.probability import p_at_least

# --------------------------------------------------------------------------- Exacto


def exacto_rounds(n: int) -> int:
    """Fresh 2-mage game, random legal actions until a call is resolved; returns moves."""
    return random_playouts(Exacto, n, choice_seed=1, round_of=Bid, players=2)


def exacto_full_games(n: int, players: int = 6) -> int:
    return random_playouts(Exacto, n, choice_seed=2, players=players)


def exacto_bot_games(n: int, players: int = 6) -> int:
    return sum(play_match("exacto", ["probability"] * players, seed=seed).moves for seed in range(n))


def p_at_least_calls(n: int) -> int:
    hands = [[1, 4, 2, 5, 6], [3, 3, 1], [6], [2, 2, 2, 2, 1]]
    for i in range(n):
        p_at_least(7, 2 + i % 5, hands[i & 3], 25 - (i & 3))
    return 0


# ------------------------------------------------------------------------- OpenSpiel


def openspiel_rounds(sampler: str):
    """A playout loop over pyspiel's liars_dice; ``sampler`` says how chance is drawn:
    "uniform" picks among chance outcomes uniformly (their probabilities are equal in
    liars_dice, checked below), "weighted" honours the probabilities as a generic loop
    must (random.choices), "numpy" does what OpenSpiel's own Python examples do."""
    import pyspiel

    game = pyspiel.load_game("liars_dice", {"players": 2, "numdice": 5})
    rng = random.Random(3)
    first = game.new_initial_state().chance_outcomes()
    assert len({p for _, p in first}) == 1, "liars_dice chance outcomes should be uniform"
    if sampler == "numpy":
        import numpy as np

        np_rng = np.random.default_rng(3)

    def run(n: int) -> int:
        moves = 0
        for _ in range(n):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    if sampler == "uniform":
                        action = rng.choice(outcomes)[0]
                    else:
                        actions, probs = zip(*outcomes, strict=False)
                        action = (
                            rng.choices(actions, probs)[0]
                            if sampler == "weighted"
                            else int(np_rng.choice(actions, p=probs))
                        )
                    state.apply_action(action)
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    moves += 1
        return moves

    return run, game.get_parameters()


# --------------------------------------------------------------------------- batched


def batched_rounds(n: int) -> int:
    from rules_engine.exacto.batched import simulate_rounds

    simulate_rounds(n, players=6, dice=5, face=4, rng=4)
    return 0


# ---------------------------------------------------------------------------- widget


def bench_widget(n: int = 20) -> float | None:
    """ms for one human action at a 6-mage ExactoTable plus the five bot replies (bots
    move at once: bot_delay_ms=0). None, with a note, while widgets cannot be imported."""
    try:
        from widgets import ExactoTable
    except Exception as err:  # widgets are built by others; the bench must not depend on them
        print(f"  widget: skipped, widgets.ExactoTable not importable ({type(err).__name__}: {err})")
        return None
    times, replies = [], 0
    for seed in range(n):
        table = ExactoTable(players=6, seat=0, seed=seed, bots="probability", bot_delay_ms=0)
        action = table.game.legal_actions()[0]  # the opening bid: seat 0 starts round 1
        start = time.perf_counter()
        ok = table.act(action)
        times.append(time.perf_counter() - start)
        if not ok:
            print(f"  widget: the table refused {action}: {table.error}")
            return None
        replies += len(table.game.history) - 1
    times.sort()
    print(f"  widget: {replies / n:.1f} bot moves per human action on average")
    return 1000 * times[len(times) // 2]


# ------------------------------------------------------------------------------ main


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (a smoke run)")
    n = counts(parser.parse_args(argv).quick)

    print(python_line() + "\n")
    rounds, moves = best_rate(exacto_rounds, n(20_000))
    print(
        f"Exacto random rounds (2 x 5 dice):        {rounds:>12,.0f} rounds/s  "
        f"({moves:.2f} moves/round, {rounds * moves:,.0f} moves/s)"
    )
    try:
        reference = {}
        for sampler in ("uniform", "weighted", "numpy"):
            run, params = openspiel_rounds(sampler)
            reference[sampler] = best_rate(run, n(20_000 if sampler != "numpy" else 5_000))
        print(f"OpenSpiel liars_dice {params}")
        for sampler, (rate, spiel_moves) in reference.items():
            print(
                f"  random playouts, {sampler:<8} chance:  {rate:>12,.0f} rounds/s  "
                f"({spiel_moves:.2f} moves/round)   Exacto/OpenSpiel = {rounds / rate:.2f}"
            )
        print(f"  headline ratio (vs the fastest OpenSpiel loop): {rounds / reference['uniform'][0]:.2f}")
    except ImportError as err:
        print(f"OpenSpiel: skipped ({err}); install with: uv sync --group bench")

    games, moves = best_rate(exacto_full_games, n(300))
    print(f"Exacto full 6-mage games, random moves:   {games:>12,.1f} games/s   ({moves:.0f} moves/game)")
    games, moves = best_rate(exacto_bot_games, n(60))
    print(f"Exacto full 6-mage games, probability bots:{games:>11,.1f} games/s   ({moves:.0f} moves/game)")
    calls, _ = best_rate(p_at_least_calls, n(200_000))
    print(f"exact p_at_least:                         {1e6 / calls:>12.2f} µs/call")
    try:
        batch, _ = best_rate(batched_rounds, n(4_000_000))
        print(f"batched numpy rounds (6 x 5 dice):        {batch:>12,.0f} rounds/s")
    except ImportError as err:
        print(f"batched numpy: skipped ({err})")
    ms = bench_widget(n(50))
    if ms is not None:
        print(f"widget: one human bid + bot replies:      {ms:>12.2f} ms (median)")


if __name__ == "__main__":
    main()
