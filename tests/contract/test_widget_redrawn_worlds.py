"""The redrawn-world check, for every game's table and every lesson: what the page
receives never depends on what the learner cannot see.

At many points of a game played through browser messages (world A), a twin widget is
built over ``game.resample_hidden(seat)`` (world B: the same history, every hidden part
redrawn) with the same widget-side state. The same next browser messages — moves, illegal
moves, forged messages, undo, bot steps, hints — are then sent to both, and after each
one everything the page receives must be identical: the synced state (view, legal moves,
log, error line and its rule, released bot reasons, odds, lesson feedback), the custom
messages, and every log record (ipykernel forwards stderr to the page). In world B the
bots replay world A's decisions (a bot's decision is public once made; its hidden hand
is not), so the comparison lasts until hidden parts become public: a reveal event of the
game (``Game.reveals``), or a bot showing a card world B's bot does not hold.
"""
from __future__ import annotations

import copy
import json
import logging
import random

import pytest

from rules_engine import games
from rules_engine.bots import Bot, Decision
from rules_engine.deductio.lessons import LESSONS as DEDUCTIO_LESSONS
from rules_engine.exacto.lessons import LESSONS as EXACTO_LESSONS
from rules_engine.ganjifa.lessons import LESSONS as GANJIFA_LESSONS
from rules_engine.siggil.lessons import LESSONS as SIGGIL_LESSONS
from widgets import Lesson
from widgets.lesson import TABLES

SKIP = {"_esm", "_css", "layout", "_view_count"}
# widget-side state a twin copies from world A (the page saw it being made in both worlds)
# widget-side state the page saw being made (the Deductio and Siggil undo floor, _shown_at,
# the Reveal and cascade being told, the hot-seat curtain, too)
PRIVATE = ("_reasons", "_actors", "_actors_history", "_judged_at", "_error", "_feedback", "_hints_shown",
           "_shown_at", "_reveal", "_cascade", "_curtain")
SYNCED = ("done", "error_rule")
FORGED = [
    {"type": "act", "action": {"kind": "bid", "quantity": 99, "face": 5}},
    {"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 1}}},
    {"type": "act", "action": {"kind": "liar", "seat": 2}},
    {"type": "act", "action": {"kind": [1]}},
    {"type": "new_game", "seed": 7},
    {"type": "step", "move": -1},
    {"type": "undo", "extra": True},
]


class Shadow(Bot):
    """World B's bot: plays what world A's bot played at this move, with its reason."""

    def __init__(self, world_a, name):
        self.world_a, self.name = world_a, name

    def decide(self, view, legal, rng):
        move = view["move_number"]
        reason = next(r["text"] for r in reversed(self.world_a._reasons) if r["move"] == move)
        return Decision(self.world_a.game.history[move], reason)


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


def twin(a, game_b):
    """A widget like ``a`` over ``game_b``, its bots replaying world A's decisions."""
    shadows = {s: Shadow(a, bot.name) for s, bot in a.bots.items()}
    if isinstance(a, Lesson):
        b = Lesson(a.lesson, bot_delay_ms=a.settings["bot_delay_ms"])
        b.game, b._bots = game_b, shadows
    else:
        b = type(a).from_game(game_b, a.seat, shadows, settings=a.settings)
    for name in PRIVATE + SYNCED:
        if hasattr(a, name):
            setattr(b, name, copy.deepcopy(getattr(a, name)))
    b._publish()
    return b


def next_message(w, rng) -> dict | None:
    """A learner's next message, chosen from what the page shows (the same in both worlds)."""
    roll = rng.random()
    if roll < 0.08:
        return rng.choice(FORGED)
    if roll < 0.16 and w.can_undo:
        return {"type": "undo"}
    if roll < 0.20 and isinstance(w, Lesson) and len(w.hints) < w.lesson_info["hint_count"]:
        return {"type": "hint"}
    if w.bot_to_move:
        return {"type": "step", "move": w.view["move_number"]}
    if w.legal:   # mostly the first legal moves (small raises), so rounds last a while
        return {"type": "act", "action": rng.choice(w.legal[:4] if rng.random() < 0.8 else w.legal)}
    return None


def revealed(game, log_before: int, seat: int) -> bool:
    """Did an event since ``log_before`` show what chance hid, to everyone or to ``seat``
    (Deductio's peek shows the peeker cards that lie elsewhere in a redrawn world)?"""
    return any(e.kind in game.reveals and (e.seats is None or seat in e.seats) for e in game.log[log_before:])


def check_worlds(a, rng, messages: int = 60, window: int = 6, choose=None) -> int:
    """Drive ``a`` with learner messages; open a redrawn twin every few messages and
    compare the page of both worlds message by message. ``choose(widget, rng)`` picks the
    learner's messages (``next_message`` by default). Returns the comparisons made."""
    choose = choose or next_message
    sent_a, rec_a = watch(a)
    b = sent_b = rec_b = None
    compared = 0
    for step in range(messages):
        if b is None and step % 3 == 0 and not a.game.is_over:
            b = twin(a, a.game.resample_hidden(a.seat, random.Random(rng.random())))
            sent_a.clear(), rec_a.lines.clear()
            sent_b, rec_b = watch(b)
            assert page(b, sent_b, rec_b) == page(a, sent_a, rec_a), f"twin differs at move {len(a.game.log)}"
            left = window
        message = choose(a, rng)
        if message is None:
            if isinstance(a, Lesson) or not a.game.is_over:
                break
            a.new_game(rng.randrange(2**32))     # Python deals again; the page never seeds
            b = None
            continue
        log_before = len(a.game.log)
        deliver(a, message, rec_a)
        if b is None:
            continue
        deliver(b, message, rec_b)
        if revealed(a.game, log_before, a.seat) or b.bot_errors:
            b = None          # hidden parts are public now (or world B's bot cannot follow A's)
            continue
        assert not b.internal_errors and not a.internal_errors
        assert page(b, sent_b, rec_b) == page(a, sent_a, rec_a), (message, len(a.game.history))
        compared += 1
        left -= 1
        if left == 0:
            b = None
    return compared


def table(game_name, seed, **kwargs):
    cls = TABLES[game_name]
    game = games()[game_name](seed=seed, **({"players": kwargs.pop("players")} if "players" in kwargs else {}))
    return cls.from_game(game, kwargs.pop("seat"), kwargs.pop("bots"), settings=kwargs.pop("settings"), **kwargs)


@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(4))
def test_exacto_tables_show_the_page_the_same_in_every_redrawn_world(seed, delay):
    bots = "probability" if seed % 2 else "random"
    a = table("exacto", seed, players=3 + seed % 3, seat=seed % 3, bots=bots, bot_seed=seed,
              settings={"bot_delay_ms": delay, "show_probability": seed % 2 == 0})
    # with no delay the bots usually play on to the reveal inside the learner's message
    assert check_worlds(a, random.Random(seed), messages=120) >= (3 if delay == 0 else 15)


@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(3))
def test_ganjifa_tables_show_the_page_the_same_in_every_redrawn_world(seed, delay):
    a = table("ganjifa", seed, seat=seed % 3, bots="heuristic" if seed else "random", bot_seed=seed,
              settings={"bot_delay_ms": delay})
    assert check_worlds(a, random.Random(seed), messages=80) >= 10


@pytest.mark.parametrize("lesson", EXACTO_LESSONS + GANJIFA_LESSONS, ids=lambda l: l.id)
def test_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """Lesson feedback may use only what the learner knows: judged in twin worlds, every
    first move (legal, illegal, forged) gets the same feedback, and so does what follows."""
    compared = 0
    for seed in range(3):
        a = Lesson(lesson, bot_delay_ms=700 if seed else 0, bot_seed=seed)
        compared += check_worlds(a, random.Random(seed), messages=25, window=4)
    assert compared >= 3


def deductio_message(w, rng) -> dict | None:
    """Half the time one of the mistakes a Deductio lesson invites, chosen from what the page
    shows (the same in both worlds): a clue of the row (a false one is refused), take all, a
    peek or a pass out of place, a guess of your own number or of no number; otherwise what
    any learner sends (:func:`next_message`)."""
    if rng.random() < 0.5 and not w.done:
        options = [{"kind": "clue", "clue": c} for c in w.view["row"]] + [
            {"kind": "take_all"}, {"kind": "peek"}, {"kind": "pass"},
            {"kind": "guess", "target": w.seat, "number": 1}, {"kind": "guess", "target": 1, "number": 21}]
        return {"type": "act", "action": rng.choice(options)}
    return next_message(w, rng)


@pytest.mark.parametrize("lesson", DEDUCTIO_LESSONS, ids=lambda l: l.id)
def test_deductio_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """The same check for Deductio's lessons (deductio.play-clue, deductio.ability, ...), with
    the lessons' own mistakes among the messages."""
    compared = 0
    for seed in range(8):   # a lesson ends at the first legal move, and most show the table a card
        a = Lesson(lesson, bot_delay_ms=700 if seed % 2 else 0, bot_seed=seed)
        compared += check_worlds(a, random.Random(seed), messages=25, window=4, choose=deductio_message)
    assert compared >= 3


def siggil_message(w, rng) -> dict | None:
    """Half the time one of the mistakes a Siggil lesson invites, chosen from what the page
    shows (the same in both worlds): a take or discard of any card in the sigil (a covered
    one is refused), a pass out of place, a capture, steal or recapture laying down 1 to 5
    cards of the learner's hand for any spirit (the wrong size or way is refused), a release;
    otherwise what any learner sends (:func:`next_message`)."""
    if rng.random() < 0.5 and not w.done:
        view = w.view
        placed = [p for p, place in enumerate(view["sigil"]) if place is not None]
        hand = view["hands"][w.seat] or []
        options = [{"kind": kind, "position": p} for p in placed for kind in ("take", "discard")]
        options += [{"kind": "pass"}, {"kind": "release", "spirit": rng.randint(1, 7)}]
        if hand:
            cards = rng.sample(hand, rng.randint(1, min(5, len(hand))))
            spirit = rng.randint(1, 7)
            options += [{"kind": "capture", "spirit": spirit, "cards": cards},
                        {"kind": "steal", "spirit": spirit, "cards": cards},
                        {"kind": "recapture", "spirit": spirit, "cards": cards, "set": 0}]
        return {"type": "act", "action": rng.choice(options)}
    return next_message(w, rng)


@pytest.mark.parametrize("lesson", SIGGIL_LESSONS, ids=lambda l: l.id)
def test_siggil_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """The same check for Siggil's lessons (siggil.available, siggil.capture-free, siggil.steal,
    siggil.solo-turn, ...), with the lessons' own mistakes among the messages: the feedback
    on a take never depends on the face-down cards, until the take turns one up."""
    compared = 0
    for seed in range(6):   # a lesson ends at its first legal move, which often turns a card up
        a = Lesson(lesson, bot_delay_ms=700 if seed % 2 else 0, bot_seed=seed)
        compared += check_worlds(a, random.Random(seed), messages=25, window=4, choose=siggil_message)
    assert compared >= 3
