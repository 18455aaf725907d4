"""The redrawn-world check, for every game's table and every lesson: what the page
receives never depends on what the learner cannot see.

A game is played through browser messages (world A). At many points a pair of widgets is
opened, each built from a game alone, with nothing of world A's widget copied: one over a
copy of world A's game, one over ``game.resample_hidden(seat)`` (world B: the same history,
every hidden part redrawn), each with bots of its own that decide for themselves from their
own hands. The same next browser messages (moves, illegal moves, forged messages, undo, bot
steps, hints, the hot-seat Ready, the teacher's switches) go to both, and after each one
everything the page receives must be identical: the synced state (view, legal moves, log,
error line and its rule, released bot reasons, odds, lesson feedback, the curtain), the
custom messages, and every log record (ipykernel forwards stderr to the page).

A pair is compared until hidden parts that differ become public: a reveal event of the
game (``Game.reveals``) that is not the same in both worlds, a bot of world B choosing another move than world A's (its hand
differs, so its choice may, and the table then shows a different game), the teacher's
Show every hand, or the hot-seat curtain lifted for a seat whose secrets world B redrew.
``seat`` is whoever the screen shows first: at a shared screen, the seat the curtain waits
for, whose secrets stay while everything else is redrawn; or, half the time the curtain is
up, no seat at all: every secret is redrawn, and the pair lasts until someone lifts it.
"""

from __future__ import annotations

import json
import logging
import random

from rules_engine import games
from rules_engine.bots import make_bot
from widgets import Lesson
from widgets.lesson import TABLES

SKIP = {"_esm", "_css", "layout", "_view_count"}
FORGED = [
    {"type": "act", "action": {"kind": "bid", "quantity": 99, "face": 5}},
    {"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 1}}},
    {"type": "act", "action": {"kind": "liar", "seat": 2}},
    {"type": "act", "action": {"kind": [1]}},
    {"type": "new_game", "seed": 7},
    {"type": "step", "move": -1},
    {"type": "undo", "extra": True},
    {"type": "ready"},
    {"type": "teacher", "reveal_all": False},
]


class Recorder(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.lines = []

    def emit(self, record):
        self.lines.append(f"{record.name}:{record.levelname}:{record.getMessage()}")


def page(widget, sent, records) -> str:
    """Everything the page has received from ``widget`` so far, as one string."""
    state = {k: v for k, v in widget.get_state().items() if k not in SKIP}
    return json.dumps([state, sent, records.lines], sort_keys=True, default=str)


def watch(widget):
    """Capture the widget's custom messages and every log record while it handles one."""
    sent, records = [], Recorder()
    widget.send = lambda content, buffers=None: sent.append(content)
    return sent, records


def deliver(widget, message, records):
    root = logging.getLogger()
    root.addHandler(records)
    try:
        widget._handle_custom_msg(message, [])
    finally:
        root.removeHandler(records)


def built_from(a, game):
    """A widget like ``a`` (its class, seat, settings, teacher's copy or not, bot names and
    bot seed) over ``game``, built from the game alone: no state of ``a``'s is copied, and
    its bots are new ones of the same kind, deciding for themselves."""
    if a.coach is not None:
        w = Lesson(a.coach.spec, bot_delay_ms=a.settings["bot_delay_ms"], bot_seed=a._bot_seed)
        w.game = game
        w._publish()
        return w
    bots = {s: make_bot(game.name, bot.name) for s, bot in a.bots.items()}
    return type(a).from_game(game, a.seat, bots, settings=a.settings, bot_seed=a._bot_seed, teacher=a.teacher)


def open_pair(a, rng):
    """World A's copy and world B, both built from their games alone, and the seat whose
    secrets world B keeps (the one the screen shows first)."""
    a2 = built_from(a, a.game.clone())
    seat = a2.curtain.get("seat", a2.seat)
    if a2.curtain and rng.random() < 0.5:
        seat = -1  # behind a curtain the page holds no seat's secrets: redraw them all
    redraw = random.Random(rng.random()) if rng.random() < 0.6 else KeepOrder(rng.random())
    b = built_from(a, a.game.resample_hidden(seat, redraw))
    return a2, b, seat


class KeepOrder(random.Random):
    """A redraw that leaves every shuffled pile in its order (one of the orders it could
    have): the secrets are redrawn, the decks not, so the pair outlives the cards drawn
    from them (Deductio's refill at every turn end) and the bots' reasons are compared."""

    def shuffle(self, x, *args, **kwargs):
        return None


def next_message(w, rng) -> dict | None:
    """A learner's next message, chosen from what the page shows (the same in both worlds)."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(FORGED)
    if roll < 0.16 and w.can_undo:
        return {"type": "undo"}
    if roll < 0.20 and w.coach is not None and len(w.hints) < w.lesson_info["hint_count"]:
        return {"type": "hint"}
    if roll < 0.22 and w.teacher:
        return {"type": "teacher", "reveal_all": not w.reveal_all}
    if "seat" in w.curtain:
        return {"type": "ready"}
    if w.bot_to_move:
        return {"type": "step", "move": w.view["move_number"]}
    if w.legal:  # mostly the first legal moves (small raises), so rounds last a while
        return {"type": "act", "action": rng.choice(w.legal[:4] if rng.random() < 0.8 else w.legal)}
    return None


#: what chance deals a seat for itself in the middle of a game (Exacto's new cup each round)
DEALT = frozenset({"roll"})


def revealed(widget, log_before: int, seat: int) -> list:
    """The events since ``log_before`` that showed what chance hid, to everyone or to ``seat``
    (the game's ``reveals`` and what the table counts as shown besides, ``also_shown``:
    Deductio's peek shows the peeker cards that lie elsewhere in a redrawn world, a number
    drawn shows the drawer a card)."""
    kinds = widget.game.reveals | widget.also_shown | DEALT
    return [e for e in widget.game.log[log_before:] if e.kind in kinds and (e.seats is None or seat in e.seats)]


def shows_more(pair, message, seat) -> bool:
    """Would ``message`` show the page what world B redrew: every hand (the teacher's
    switch), or another seat's secrets (the curtain lifted for a seat other than ``seat``)?"""
    a2 = pair[0]
    if message.get("type") == "teacher" and message.get("reveal_all") and a2.teacher:
        return True
    return message.get("type") == "ready" and a2.curtain.get("seat", seat) != seat


def check_worlds(a, rng, messages: int = 60, window: int = 6, choose=None, every: int = 3) -> int:
    """Drive ``a`` with learner messages; open a pair of worlds every ``every`` messages and
    compare their pages message by message. ``choose(widget, rng)`` picks the learner's
    messages (``next_message`` by default). Returns the comparisons made."""
    choose = choose or next_message
    pair = None
    compared = 0
    for step in range(messages):
        opens = step == 0 if a.coach is not None else step % every == 0
        if pair is None and opens and not a.game.is_over and not a.reveal_all:
            a2, b, seat = open_pair(a, rng)
            (sent_a, rec_a), (sent_b, rec_b) = watch(a2), watch(b)
            a2._sync_log(), b._sync_log()
            assert page(b, sent_b, rec_b) == page(a2, sent_a, rec_a), f"the pair differs at move {len(a.game.history)}"
            pair, left = (a2, b), window
        message = choose(a, rng)
        if message is None:
            if a.coach is not None or not a.game.is_over:
                break
            a.new_game(rng.randrange(2**32))  # Python deals again; the page never seeds
            pair = None
            continue
        if pair is not None and shows_more(pair, message, seat):
            pair = None
        deliver(a, message, Recorder())
        if pair is None:
            continue
        a2, b = pair
        log_before = len(a2.game.log)
        deliver(a2, message, rec_a)
        deliver(b, message, rec_b)
        if (
            revealed(a2, log_before, seat) != revealed(b, log_before, seat)
            or a2.game.history != b.game.history
            or a2.game.is_over
            or a2.bot_errors
            or b.bot_errors
        ):
            # hidden parts that differ are public now, or world B's bots play another game, or
            # the game is over (every reason is shown then, computed from each world's hands)
            pair = None
            continue
        assert not b.internal_errors and not a2.internal_errors
        assert page(b, sent_b, rec_b) == page(a2, sent_a, rec_a), (message, len(a2.game.history))
        compared += 1
        left -= 1
        if left == 0:
            pair = None
    return compared


def table(game_name, seed, **kwargs):
    cls = TABLES[game_name]
    game = games()[game_name](seed=seed, **({"players": kwargs.pop("players")} if "players" in kwargs else {}))
    return cls.from_game(game, kwargs.pop("seat"), kwargs.pop("bots"), settings=kwargs.pop("settings"), **kwargs)
