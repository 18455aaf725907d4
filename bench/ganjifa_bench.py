"""Ganjifa throughput side by side with OpenSpiel's oh_hell, search-bot playout speed, and
bot strength measured with the arena (95% confidence intervals).

    uv run --group bench python bench/ganjifa_bench.py [--quick] [--games N] [--no-arena]
    uv run python bench/ganjifa_bench.py --search-timing 30     # only the search bot's time per move

Figures, not timed tests: absolute numbers depend on the machine, so read the ratio
against the reference engine measured a moment apart. Each throughput figure is the
best of three repeats, timed in CPU seconds of this process (time.process_time), so
other processes sharing the cores disturb it less than wall-clock time would.

What is compared:

* Ganjifa: ``Ganjifa(seed=i)`` (the shuffle and the deal, 3 x 40 cards) then uniformly
  random legal actions through ``legal_actions()`` / ``apply()`` until the deal is over.
  Every action counts: a card played to a trick, a Dukal led (one action), a discard to
  a Dukal (one action per card: the legal actions are single-card discards). There are
  no chance actions: the shuffle happens inside the constructor.
* OpenSpiel ``oh_hell`` (``{"players": 3}``; 52 cards), random playouts driven from
  Python: chance outcomes (the number of tricks, the dealer, each card dealt, the trump
  card) sampled uniformly (checked: oh_hell's are equiprobable at every chance node),
  player actions (bids, then cards) uniformly among the legal ones. Counted separately:
  chance actions, bids and card plays. With the default parameters each deal has a
  random number of tricks (1..17); ``num_tricks_fixed=17`` deals 17 cards each (51 card
  plays, the closest to Ganjifa's 120) and is shown too.
* Playouts: the search bot's integer playout state (``determinize.Playout``) from the
  first lead of a fresh deal to the end, per policy, with a fresh determinization each
  time; and whole ``SearchBot.decide`` calls (playouts per second of thinking).
* Search timing (``--search-timing N``, alone): the default ``SearchBot()`` (600
  playouts, 1 s time limit) choosing a move — ``choose(view, legal, rng)``, what a table
  calls — at N positions in each third of a deal (early: moves 1-39, mid: 40-79, late:
  80-119; random deals played at random to a random move of that third, positions where
  the player to move has a single legal action skipped: the bot answers those at once);
  median and longest seconds per move, per third.
* Strength: ``arena.tournament`` over ``--games`` deals (seats rotate), one bot against
  two copies of another; mean points (cards captured, of 120) with a 95% interval
  (mean +- 1.96 standard errors over deals) and the win rate with its Wilson interval.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from bench.common import best_rate, counts, openspiel_playouts, python_line, random_playouts
from rules_engine.arena import tournament
from rules_engine.ganjifa import Ganjifa, PlayCard
from rules_engine.ganjifa.bots import SearchBot
from rules_engine.ganjifa.determinize import Playout
from rules_engine.ganjifa.probability import Knowledge

# ---------------------------------------------------------------------------- Ganjifa


def ganjifa_deals(n: int) -> tuple[int, int]:
    """Random full deals; returns (actions, card plays)."""
    return random_playouts(Ganjifa, n, choice_seed=1, tally=PlayCard)


# -------------------------------------------------------------------------- OpenSpiel


def oh_hell(params: dict):
    """OpenSpiel's oh_hell playouts, players' actions told apart: a card (action < cards) or
    a bid."""
    import pyspiel

    got = pyspiel.load_game("oh_hell", params).get_parameters()
    cards = got["num_suits"] * got["num_cards_per_suit"]
    return openspiel_playouts("oh_hell", params, classify=lambda action: "play" if action < cards else "bid")


# --------------------------------------------------------------------------- playouts


def first_lead_view(seed: int) -> dict:
    game = Ganjifa(seed=seed)
    rng = random.Random(seed)
    while game.first_trick:
        game.apply(rng.choice(game.legal_actions()))
    return game.view(game.current_player)


def playouts(policy: str):
    views = [first_lead_view(s) for s in range(20)]
    knowledge = [Knowledge.from_view(v) for v in views]
    rng = random.Random(5)

    def run(n: int) -> tuple[int]:
        cards = 0
        for i in range(n):
            view = views[i % 20]
            playout = Playout.from_view(view, knowledge[i % 20].deal(rng))
            cards += sum(playout.run(policy, rng))
        return (cards,)  # every card left is played (or led in, or discarded to, a Dukal) once

    return run


def search_decisions(seconds: float = 5.0) -> tuple[float, float, float, int]:
    """Whole SearchBot() decisions at positions spread over random deals (a random deal
    played at random to a random move): playouts per second of thinking, mean and
    longest seconds per decision, decisions."""
    bot, rng = SearchBot(), random.Random(9)
    times, total, seed = [], 0, 0
    while sum(times) < seconds:
        game = Ganjifa(seed=seed)
        seed += 1
        for _ in range(rng.randrange(110)):
            game.apply(rng.choice(game.legal_actions()))
        legal = game.legal_actions()
        if len(legal) > 1:
            start = time.perf_counter()
            bot.decide(game.view(game.current_player), legal, rng)
            times.append(time.perf_counter() - start)
            total += bot.last_playouts
    return total / sum(times), sum(times) / len(times), max(times), len(times)


STAGES = {"early": (1, 40), "mid": (40, 80), "late": (80, 120)}  # moves of a ~120-move deal


def search_positions(stage: str, count: int, seed: int) -> list[tuple[dict, list]]:
    """``count`` (view, legal) pairs at random moves of ``stage``, each from its own
    random deal, the player to move having more than one legal action."""
    low, high = STAGES[stage]
    rng, found = random.Random(seed), []
    while len(found) < count:
        game = Ganjifa(seed=rng.randrange(2**32), period=rng.choice(["day", "night"]))
        target = rng.randrange(low, high)
        while not game.is_over and len(game.history) < target:
            game.apply(rng.choice(game.legal_actions()))
        if not game.is_over and len(game.legal_actions()) > 1:
            found.append((game.view(game.current_player), game.legal_actions()))
    return found


def search_timing(count: int, seed: int = 11) -> dict[str, list[float]]:
    """Seconds the default SearchBot takes to choose a move, per stage of a deal."""
    bot, rng, times = SearchBot(), random.Random(seed), {}
    for stage in STAGES:
        times[stage] = []
        for view, legal in search_positions(stage, count, seed + len(times)):
            start = time.perf_counter()
            bot.choose(view, legal, rng)
            times[stage].append(time.perf_counter() - start)
    return times


def print_search_timing(count: int) -> None:
    print(f"SearchBot() choose, {count} positions per stage (moves with more than one legal action):")
    for stage, seconds in search_timing(count).items():
        low, high = STAGES[stage]
        print(
            f"  {stage:<5} (moves {low:>3}-{high - 1:<3}): median {statistics.median(seconds):.2f} s, "
            f"mean {statistics.fmean(seconds):.2f} s, max {max(seconds):.2f} s"
        )


# ---------------------------------------------------------------------------- strength


def mean_ci(values) -> tuple[float, float, float]:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def match(bot: str, against: str, games: int, seed: int, processes: int):
    start = time.perf_counter()
    entrants = {bot: bot, f"{against}#1": against, f"{against}#2": against}
    result = tournament("ganjifa", entrants, games=games, seed=seed, processes=processes, progress=False)
    elapsed = time.perf_counter() - start
    scores = [m.scores[m.seats.index(bot)] for m in result.matches]
    mean, low, high = mean_ci(scores)
    stats = result[bot]
    wl, wh = stats.ci
    print(f"{bot} vs 2 x {against}: {games} deals, seed {seed}, {result.processes} processes, {elapsed:.0f} s")
    print(
        f"  {bot:<10} mean points {mean:6.2f} of 120  95% CI {low:6.2f}–{high:6.2f}  "
        f"= {mean / 120:.3f} of the points ({low / 120:.3f}–{high / 120:.3f}; no edge: 0.333)"
    )
    print(f"  {'':<10} win rate    {stats.win_rate:6.3f}         Wilson 95% CI {wl:.3f}–{wh:.3f} (no edge: 0.333)")
    for name in entrants:
        if name != bot:
            other = [m.scores[m.seats.index(name)] for m in result.matches]
            om, ol, oh = mean_ci(other)
            print(
                f"  {name:<10} mean points {om:6.2f}         95% CI {ol:6.2f}–{oh:6.2f}; "
                f"win rate {result[name].win_rate:.3f}"
            )
    for note in result.notes:
        print(f"  note: {note}")


# ------------------------------------------------------------------------------- main


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and deals (a smoke run)")
    parser.add_argument("--games", type=int, default=300, help="deals per arena match (default 300)")
    parser.add_argument("--processes", type=int, default=2, help="arena processes (default 2)")
    parser.add_argument("--no-arena", action="store_true", help="throughput only")
    parser.add_argument("--strong", action="store_true", help="also search-strong vs 2 heuristic (slow)")
    parser.add_argument(
        "--search-timing",
        type=int,
        metavar="N",
        help="only time the search bot's moves, at N positions per stage of a deal",
    )
    args = parser.parse_args(argv)
    if args.search_timing:
        print(f"Python {sys.version.split()[0]} on {sys.platform}, {os.cpu_count()} cores")
        print_search_timing(args.search_timing)
        return
    scale = 0.1 if args.quick else 1.0
    games = max(3, int(args.games * scale))
    n = counts(args.quick)

    print(python_line() + "\n")
    deals, (actions, plays) = best_rate(ganjifa_deals, n(300))
    print(
        f"Ganjifa random full deals (3 x 40 cards): {deals:>10,.1f} deals/s  ({actions:.1f} actions/deal, "
        f"{plays:.1f} card plays/deal; {deals * actions:,.0f} actions/s, {deals * plays:,.0f} card plays/s)"
    )
    try:
        for params in ({"players": 3}, {"players": 3, "num_tricks_fixed": 17}):
            run, _ = oh_hell(params)
            rate, per_deal = best_rate(run, n(3000))
            chance, bids, cplays = per_deal["chance"], per_deal["bid"], per_deal["play"]
            player = bids + cplays
            print(f"OpenSpiel oh_hell {params}:")
            print(
                f"  random playouts:  {rate:>10,.1f} deals/s  ({chance:.1f} chance + {bids:.1f} bids + "
                f"{cplays:.1f} card plays per deal)"
            )
            print(
                f"  {rate * (chance + player):,.0f} actions/s incl. chance, {rate * player:,.0f} player actions/s, "
                f"{rate * cplays:,.0f} card plays/s"
            )
            print(
                f"  Ganjifa/OpenSpiel: card plays/s {deals * plays / (rate * cplays):.2f}, "
                f"player actions/s {deals * actions / (rate * player):.2f}, "
                f"deals/s {deals / rate:.3f} (a Ganjifa deal has {plays / cplays:.1f}x the card plays)"
            )
    except ImportError as err:
        print(f"OpenSpiel: skipped ({err}); install with: uv sync --group bench")

    for policy in ("heuristic", "seeing", "random"):
        rate, (cplays,) = best_rate(playouts(policy), n(2000))
        print(
            f"search playouts, policy {policy:<9}: {rate:>10,.0f} playouts/s from the first lead "
            f"({cplays:.0f} card plays each, {rate * cplays:,.0f} card plays/s, a fresh deal each)"
        )
    per_second, mean, longest, decisions = search_decisions(10.0 * scale + 1.0)
    print(
        f"SearchBot() decisions: {per_second:,.0f} playouts per second of thinking; {mean * 1000:.0f} ms per "
        f"decision on average, {longest * 1000:.0f} ms at most ({decisions} positions spread over random deals)"
    )

    if args.no_arena:
        return
    print()
    match("heuristic", "random", games, seed=1, processes=args.processes)
    match("search", "heuristic", games, seed=2, processes=args.processes)
    if args.strong:
        match("search-strong", "heuristic", games, seed=3, processes=args.processes)


if __name__ == "__main__":
    main()
