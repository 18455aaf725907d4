"""What the page receives per human action, and what it costs Python.

Plays whole games at an ExactoTable (6 mages, probability bots) and a GanjifaTable
(heuristic AI players), the learner choosing a legal move at random, with the bots
replying at once (bot_delay_ms=0) and, separately, paced (the front end asks for each bot
move with a `step` message). Every message the widget sends is captured as the JSON the
kernel would put on the wire (state updates and custom messages alike); a human action's
size is the sum of everything sent from its message until the learner is to move again.

    uv run python bench/widget_updates.py            # about a minute
    uv run python bench/widget_updates.py --quick

Prints median and p90 bytes per human action while the learner is still playing (the
action that puts the learner out, after which the bots play the rest of the game inside
it, is left out), per update (one message answered: the learner's move, or one paced bot
step), the share of the largest parts, and the median Python time per action (bots
included).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter


def _capture(widget):
    sent = []

    def _send(msg, buffers=None):
        sent.append(msg)

    widget._send = _send
    return sent


def _size(msg) -> int:
    return len(json.dumps(msg, separators=(",", ":"), default=str))


def _per_trait(msgs, counter: Counter) -> None:
    for msg in msgs:
        if msg.get("method") == "update":
            for key, value in msg.get("state", {}).items():
                counter[key] += _size(value)
        else:
            counter[f"custom:{msg.get('content', {}).get('type', '?')}"] += _size(msg)


def play(make, games: int, rng: random.Random, paced: bool):
    """Sizes per human action (to the learner's next turn), per update (each message the
    widget answers), and Python time per human action."""
    sizes, updates, times, traits = [], [], [], Counter()
    for g in range(games):
        widget = make(g, paced)
        sent = _capture(widget)
        while not widget.game.is_over:
            if not widget.legal:
                if widget.bot_to_move:  # paced: the page asks for each bot move
                    sent.clear()
                    widget._handle_custom_msg({"type": "step", "move": widget.view["move_number"]}, [])
                    continue
                break
            sent.clear()
            action = rng.choice(widget.legal)
            start = time.perf_counter()
            widget._handle_custom_msg({"type": "act", "action": action}, [])
            updates.append(sum(_size(m) for m in sent))
            steps = 0
            while paced and widget.bot_to_move:
                before = len(sent)
                widget._handle_custom_msg({"type": "step", "move": widget.view["move_number"]}, [])
                updates.append(sum(_size(m) for m in sent[before:]))
                steps += 1
            times.append(time.perf_counter() - start)
            # Once the learner is out (or the game is over) the bots play on to the end inside
            # this action: that is the rest of a game, not an answer to a move.
            if widget.legal or widget.bot_to_move:
                sizes.append(sum(_size(m) for m in sent))
            _per_trait(sent, traits)
    return sizes, updates, times, traits


def _p90(values):
    values = sorted(values)
    return values[int(0.9 * (len(values) - 1))]


def report(name, sizes, updates, times, traits) -> None:
    total = sum(traits.values()) or 1
    top = ", ".join(f"{k} {v / total:.0%}" for k, v in traits.most_common(3))
    print(
        f"{name:30} per action median {statistics.median(sizes) / 1024:5.1f} KB, p90 {_p90(sizes) / 1024:5.1f} KB; "
        f"per update median {statistics.median(updates) / 1024:5.1f} KB, p90 {_p90(updates) / 1024:5.1f} KB; "
        f"Python {1000 * statistics.median(times):4.1f} ms/action  ({len(sizes)} actions; {top})"
    )


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args(argv).quick
    from widgets import ExactoTable, GanjifaTable

    def exacto(seed, paced):
        return ExactoTable(players=6, seed=seed, bots="probability", bot_seed=seed, bot_delay_ms=700 if paced else 0)

    def ganjifa(seed, paced):
        return GanjifaTable(seed=seed, opponents="heuristic", bot_seed=seed, bot_delay_ms=700 if paced else 0)

    n = 2 if quick else 8
    for name, make in (("ExactoTable (6 mages)", exacto), ("GanjifaTable", ganjifa)):
        for paced in (False, True):
            sizes, updates, times, traits = play(make, n, random.Random(1), paced)
            report(f"{name}, bots {'paced' if paced else 'at once'}", sizes, updates, times, traits)


if __name__ == "__main__":
    main()
