"""What every bench measures the same way, written once.

* ``best_rate(run, n)``: the fastest of REPEATS runs of ``run(n)``, in CPU seconds of this
  process (``time.process_time``), so other processes sharing the cores disturb it less
  than wall-clock time would;
* ``random_playouts(game_cls, n, choice_seed, ...)``: games ``game_cls(seed=0..n-1)``
  played with uniformly random legal actions through ``legal_actions()`` / ``apply()``,
  drawn by one ``random.Random(choice_seed)``, to the end (or for one round: while the
  actions are of one kind, Exacto's bids, and the first other one, the call);
* ``table_action_ms(new_table, actions, rng)``: ms for one human action at a live table
  (no kernel: messages go nowhere), the bots' replies and the publish included;
* ``openspiel_playouts(name, ...)``: the same random playouts over an OpenSpiel game, the
  reference engine measured in the same process (a ratio means something on any machine);
* ``spread_ms(times)`` (median, 95th percentile, worst), ``widgets_missing()`` (why the
  table figures are skipped) and ``counts(quick)`` (the ``--quick`` scaling).

bench/README.md quotes figures of these loops: a change here changes what they mean.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Mapping

REPEATS = 3


def best_rate(run, n: int) -> tuple[float, float | tuple | dict]:
    """(units per second, run's extra count per unit) for the fastest of REPEATS runs of
    ``run(n)``, which returns how many extra things (moves) it did: a number, a tuple of
    numbers (then a tuple per unit) or a mapping of them (then a dict per unit)."""
    best, extra = float("inf"), 0
    for _ in range(REPEATS):
        start = time.process_time()
        extra = run(n)
        best = min(best, time.process_time() - start)
    if isinstance(extra, Mapping):
        return n / best, {k: x / n for k, x in extra.items()}
    per_unit = tuple(x / n for x in extra) if isinstance(extra, tuple) else extra / n
    return n / best, per_unit


def openspiel_playouts(name: str, params: dict | None = None, classify=None, seed: int = 3):
    """(``run``, the game's parameters) for OpenSpiel's game ``name``: ``run(n)`` plays n
    random playouts driven from Python, as ours are: every chance outcome drawn uniformly
    (checked equiprobable over the first playouts, so this is the game's own chance), every
    player's action uniformly among the legal ones. It returns a Counter: ``"chance"``, and
    each player's action under ``classify(action)`` (``"move"`` unless told).

    Imports pyspiel (``uv sync --group bench``); ``python_*`` games are OpenSpiel's pure-Python
    ones, the fair reference for an engine written in Python."""
    import pyspiel

    if name.startswith("python_"):
        import open_spiel.python.games  # noqa: F401 - registers OpenSpiel's Python games
    game = pyspiel.load_game(name, params or {})
    rng = random.Random(seed)
    classify = classify or (lambda action: "move")

    def run(n: int, check: bool = False) -> Counter:
        counts: Counter = Counter()
        for _ in range(n):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    if check:
                        assert len({round(p, 12) for _, p in outcomes}) == 1, f"{name}: chance is not uniform"
                    state.apply_action(rng.choice(outcomes)[0])
                    counts["chance"] += 1
                else:
                    action = rng.choice(state.legal_actions())
                    state.apply_action(action)
                    counts[classify(action)] += 1
        return counts

    run(20, check=True)
    return run, game.get_parameters()


#: the reference for games OpenSpiel does not have: its pure-Python dominoes (hidden hands,
#: tiles drawn and laid), random playouts in the same process as the game measured
PURE_PYTHON_REFERENCE = "python_block_dominoes"


def reference_moves_per_second(n: int) -> float | None:
    """Player moves per second of ``PURE_PYTHON_REFERENCE``'s random playouts (best of
    REPEATS); None, with a note printed, while OpenSpiel is not installed."""
    try:
        run, _ = openspiel_playouts(PURE_PYTHON_REFERENCE)
    except ImportError as err:
        print(f"Reference: skipped ({err}); install with: uv sync --group bench")
        return None
    rate, per_game = best_rate(run, n)
    return rate * per_game["move"]


def random_playouts(game_cls, n: int, choice_seed: int, *, round_of=None, tally=None, **options):
    """Fresh games ``game_cls(seed=i, **options)`` for i in 0..n-1, each played with
    uniformly random legal actions (one ``random.Random(choice_seed)`` draws them all)
    until the game is over, or, with ``round_of`` (an action type), for one round: until
    the first action that is not a ``round_of`` has been applied (Exacto: bids, then the
    call that ends the round). Returns the moves made; with ``tally`` (an action type),
    (moves, how many of them were of that type).

    Each game's own generator is seeded from i, so a game is reproducible from its seed.
    The two inner loops are written out (not one loop with a stopping callback) so that a
    move costs the timed loop nothing beyond the engine's work; the tally is read from each
    game's history once it is over, not counted move by move."""
    choice = random.Random(choice_seed).choice
    moves = tallied = 0
    for seed in range(n):
        game = game_cls(seed=seed, **options)
        if round_of is None:
            while not game.is_over:
                game.apply(choice(game.legal_actions()))
                moves += 1
        else:
            while True:
                action = choice(game.legal_actions())
                game.apply(action)
                moves += 1
                if not isinstance(action, round_of):
                    break
        if tally is not None:
            tallied += list(map(type, game.history)).count(tally)
    return moves if tally is None else (moves, tallied)


def spread_ms(times: list[float]) -> tuple[float, float, float]:
    """(median, 95th percentile, worst) of ``times`` (ms)."""
    times = sorted(times)
    return statistics.median(times), times[int(0.95 * (len(times) - 1))], times[-1]


def table_action_ms(
    new_table, actions: int, rng: random.Random, pick=None, settings: dict | None = None
) -> tuple[float, float, float]:
    """(median, 95th percentile, worst) ms for one human action with the bots' replies and
    the publish, at tables ``new_table(seed)`` for seed = 0, 1, ... (each played while it
    has legal actions) until ``actions`` actions are timed. ``pick(rng, legal)`` chooses
    the action among the table's legal ones (JSON), ``rng.choice(legal)`` by default;
    ``settings`` are applied to each table first (``update_settings``)."""
    times: list[float] = []
    seed = 0
    while len(times) < actions:
        table = new_table(seed)
        table.send = lambda content, buffers=None: None  # no kernel: messages go nowhere
        if settings:
            table.update_settings(**settings)
        seed += 1
        while not table.game.is_over and table.legal and len(times) < actions:
            action = pick(rng, table.legal) if pick else rng.choice(table.legal)
            start = time.perf_counter()
            table._handle_custom_msg({"type": "act", "action": action}, [])
            times.append((time.perf_counter() - start) * 1000)
    return spread_ms(times)


def widgets_missing() -> str | None:
    """None when ``widgets`` imports; else why not, for a bench to print and skip its table
    figures (the front-end bundle may be unbuilt; the engine figures stand)."""
    try:
        import widgets  # noqa: F401
    except Exception as err:
        return f"widgets cannot be imported ({type(err).__name__}: {err})"
    return None


def counts(quick: bool):
    """``n(count)``: the count of a figure, a tenth of it (at least 1) for ``--quick``."""
    scale = 0.1 if quick else 1.0
    return lambda count: max(1, int(count * scale))


def python_line() -> str:
    return f"Python {sys.version.split()[0]} on {sys.platform}; best of {REPEATS} repeats"
