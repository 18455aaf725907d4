"""How strong each game's beginner, medium and strong bot is, measured in the arena.

    uv run python bench/bot_levels.py [--quick] [--games N] [--search-games M] [--processes P]

A figure, not a timed test. For every game, every pair of ``random``, ``beginner``,
``medium`` and ``strong`` plays ``arena.tournament`` head to head: two players (Ganjifa is
three: the two bots take turns at the odd seat, seats rotating every game), a fixed seed,
so a rerun prints the same table. Each line gives both bots' win rates with Wilson 95%
intervals (a shared win counts for both; Ganjifa's mean score is cards taken, of 120) and
whether the intervals separate. Ganjifa's ``strong`` is the search bot, about a second a
move on a loaded machine, so its pairs play ``--search-games`` deals (the others ``--games``).
bench/README.md quotes a run.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from rules_engine.arena import tournament
from rules_engine.bots import LEVELS

ENTRANTS = ("random", *LEVELS)
GAMES = ("exacto", "deductio", "siggil", "ganjifa")
PLAYERS = {"exacto": 2, "deductio": 2, "siggil": 2, "ganjifa": 3}
SLOW = {("ganjifa", "strong")}  # bots whose pairs play the smaller number of games
SEED = 18


def pair(game: str, a: str, b: str, games: int, processes: int | None):
    """The head-to-head tournament of ``a`` and ``b`` (seats rotating)."""
    return tournament(
        game, {a: a, b: b}, games=games, players=PLAYERS[game], seed=SEED, processes=processes, progress=False
    )


def line(game: str, result, seconds: float) -> str:
    a, b = result.stats
    split = "yes" if a.ci[1] < b.ci[0] or b.ci[1] < a.ci[0] else "no"

    def cell(s):
        return f"{s.name} {s.win_rate:.3f} ({s.ci[0]:.3f}–{s.ci[1]:.3f}) score {s.mean_score:.2f}"

    return f"| {game} | {result.games} | {cell(a)} | {cell(b)} | {split} | {seconds:.0f} s |"


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per pair (default 1000)")
    parser.add_argument(
        "--search-games", type=int, default=60, help="deals per pair with Ganjifa's strong (search) bot (default 60)"
    )
    parser.add_argument("--processes", type=int, default=None, help="worker processes (default: every core)")
    parser.add_argument("--quick", action="store_true", help="a smoke run: 40 games, 2 search deals")
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    args = parser.parse_args(argv)
    games, search = (40, 2) if args.quick else (args.games, args.search_games)
    print(f"head to head, seed {SEED}; win rate (Wilson 95% interval); no edge: 0.5 (Ganjifa, three seats: 0.33)")
    print("| game | games | first bot | second bot | intervals separate | time |")
    print("| --- | --- | --- | --- | --- | --- |")
    for game in args.game or GAMES:
        for a, b in combinations(ENTRANTS, 2):
            n = search if {(game, a), (game, b)} & SLOW else games
            start = time.perf_counter()
            result = pair(game, a, b, n, args.processes)
            print(line(game, result, time.perf_counter() - start), flush=True)


if __name__ == "__main__":
    main()
