"""What the page receives per human action, and what it costs Python.

Plays whole games at an ExactoTable (6 mages, probability bots) and a GanjifaTable
(heuristic AI players), the learner choosing a legal move at random, with the bots
replying at once (bot_delay_ms=0) and, separately, paced (the front end asks for each bot
move with a `step` message). Every message the widget sends is captured as the JSON the
kernel would put on the wire (state updates and custom messages alike); a human action's
size is the sum of everything sent from its message until the learner is to move again.

    uv run python bench/widget_updates.py            # about a minute
    uv run python bench/widget_updates.py --quick

Prints median and p90 bytes per human action, the share of the largest traits, and the
median Python time per action (including the bots' moves).
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
    sizes, times, traits = [], [], Counter()
    for g in range(games):
        widget = make(g, paced)
        sent = _capture(widget)
        while not widget.game.is_over:
            if not widget.legal:
                if widget.bot_to_move:          # paced: the page asks for each bot move
                    sent.clear()
                    widget._handle_custom_msg({"type": "step", "move": widget.view["move_number"]}, [])
                    continue
                break
            sent.clear()
            action = rng.choice(widget.legal)
            start = time.perf_counter()
            widget._handle_custom_msg({"type": "act", "action": action}, [])
            while paced and widget.bot_to_move:
                widget._handle_custom_msg({"type": "step", "move": widget.view["move_number"]}, [])
            times.append(time.perf_counter() - start)
            sizes.append(sum(_size(m) for m in sent))
            _per_trait(sent, traits)
    return sizes, times, traits


def report(name, sizes, times, traits) -> None:
    sizes = sorted(sizes)
    p90 = sizes[int(0.9 * (len(sizes) - 1))]
    total = sum(traits.values()) or 1
    top = ", ".join(f"{k} {v / total:.0%}" for k, v in traits.most_common(4))
    print(f"{name:34} median {statistics.median(sizes) / 1024:6.1f} KB   p90 {p90 / 1024:6.1f} KB   "
          f"Python {1000 * statistics.median(times):5.1f} ms/action   ({len(sizes)} actions; {top})")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    quick = parser.parse_args(argv).quick
    from widgets import ExactoTable, GanjifaTable

    def exacto(seed, paced):
        return ExactoTable(players=6, seed=seed, bots="probability", bot_seed=seed,
                           bot_delay_ms=700 if paced else 0)

    def ganjifa(seed, paced):
        return GanjifaTable(seed=seed, opponents="heuristic", bot_seed=seed, bot_delay_ms=700 if paced else 0)

    n = 2 if quick else 8
    for name, make in (("ExactoTable (6 mages)", exacto), ("GanjifaTable", ganjifa)):
        for paced in (False, True):
            sizes, times, traits = play(make, n, random.Random(1), paced)
            report(f"{name}, bots {'paced' if paced else 'at once'}", sizes, times, traits)


if __name__ == "__main__":
    main()
