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

import pytest

from rules_engine import games
from rules_engine.bots import make_bot
from rules_engine.deductio.lessons import LESSONS as DEDUCTIO_LESSONS
from rules_engine.exacto.lessons import LESSONS as EXACTO_LESSONS
from rules_engine.ganjifa.lessons import LESSONS as GANJIFA_LESSONS
from rules_engine.siggil.lessons import LESSONS as SIGGIL_LESSONS
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
    if isinstance(a, Lesson):
        w = Lesson(a.lesson, bot_delay_ms=a.settings["bot_delay_ms"], bot_seed=a._bot_seed)
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
    if roll < 0.20 and isinstance(w, Lesson) and len(w.hints) < w.lesson_info["hint_count"]:
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
        opens = step == 0 if isinstance(a, Lesson) else step % every == 0
        if pair is None and opens and not a.game.is_over and not a.reveal_all:
            a2, b, seat = open_pair(a, rng)
            (sent_a, rec_a), (sent_b, rec_b) = watch(a2), watch(b)
            a2._sync_log(), b._sync_log()
            assert page(b, sent_b, rec_b) == page(a2, sent_a, rec_a), f"the pair differs at move {len(a.game.history)}"
            pair, left = (a2, b), window
        message = choose(a, rng)
        if message is None:
            if isinstance(a, Lesson) or not a.game.is_over:
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


@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(4))
def test_exacto_tables_show_the_page_the_same_in_every_redrawn_world(seed, delay):
    bots = "probability" if seed % 2 else "random"
    a = table(
        "exacto",
        seed,
        players=3 + seed % 3,
        seat=seed % 3,
        bots=bots,
        bot_seed=seed,
        settings={"bot_delay_ms": delay, "show_probability": seed % 2 == 0},
    )
    # with no delay the bots usually play on to the reveal inside the learner's message
    assert check_worlds(a, random.Random(seed), messages=120) >= (3 if delay == 0 else 15)


@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(3))
def test_ganjifa_tables_show_the_page_the_same_in_every_redrawn_world(seed, delay):
    a = table(
        "ganjifa",
        seed,
        seat=seed % 3,
        bots="heuristic" if seed else "random",
        bot_seed=seed,
        settings={"bot_delay_ms": delay},
    )
    # the heuristic bots play from their own hands, so world B's often choose another card:
    # a pair opens at every other message
    assert check_worlds(a, random.Random(seed), messages=120, every=2) >= 10


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", ["deductio", "siggil"])
def test_deductio_and_siggil_tables_show_the_page_the_same_in_every_redrawn_world(name, seed):
    bots = {"deductio": ("random", "logical", "probabilistic"), "siggil": ("random", "greedy", "lookahead")}[name]
    a = table(
        name,
        seed,
        players=2 + seed % 3,
        seat=seed % 2,
        bots=bots[seed],
        bot_seed=seed,
        settings={"bot_delay_ms": 700 if seed % 2 else 0},
    )
    # every Deductio turn ends by turning a clue up (deductio.refill), which world B redrew:
    # a pair opens at every message, and lives through what comes before the next turn ends
    every = 1 if name == "deductio" else 3
    assert check_worlds(a, random.Random(seed), messages=150, every=every) >= 8


#: the hot-seat tables: people sharing one screen, with a bot between two of them or not
HOT_SEAT = [("exacto", 3), ("deductio", 3), ("siggil", 3)]


@pytest.mark.parametrize("bot_between", [False, True])
@pytest.mark.parametrize(("name", "players"), HOT_SEAT)
def test_hot_seat_curtains_show_the_page_the_same_in_every_redrawn_world(name, players, bot_between):
    """While the curtain is up (the screen passing, or bots playing between people), the
    page holds only what every seat may see: the worlds redraw every secret but the one of
    the seat the curtain waits for, and the pages stay the same through its Ready."""
    compared = 0
    for seed in range(3):
        bots = {1: "random"} if bot_between else None
        a = table(name, seed, players=players, seat=0, bots=bots, bot_seed=seed, settings={"bot_delay_ms": 700})
        assert a._hot_seat and a.curtain
        compared += check_worlds(a, random.Random(seed), messages=90)
    assert compared >= 10


#: a bot for every seat but the teacher's, for each game
TEACHER_BOTS = {"exacto": "probability", "ganjifa": "heuristic", "deductio": "logical", "siggil": "greedy"}


@pytest.mark.parametrize("name", sorted(TEACHER_BOTS))
def test_teacher_copies_show_the_page_the_same_in_every_redrawn_world_until_show_every_hand(name):
    """The teacher's copy (teacher panel, seeds from the page) before Show every hand is a
    seat like any other: its page never depends on the hidden parts; switching every hand
    on ends the comparison (it shows them), switching it off opens the next one."""
    compared = 0
    for seed in range(2):
        a = table(
            name, seed, seat=0, bots=TEACHER_BOTS[name], bot_seed=seed, teacher=True, settings={"bot_delay_ms": 700}
        )
        compared += check_worlds(a, random.Random(seed), messages=120, every=1 if name == "deductio" else 3)
    assert compared >= 8


@pytest.mark.parametrize("lesson", EXACTO_LESSONS + GANJIFA_LESSONS, ids=lambda lesson: lesson.id)
def test_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """Lesson feedback may use only what the learner knows: judged in twin worlds, every
    first move (legal, illegal, forged) gets the same feedback, and so does what follows."""
    compared = 0
    for seed in range(5):
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
            {"kind": "take_all"},
            {"kind": "peek"},
            {"kind": "pass"},
            {"kind": "guess", "target": w.seat, "number": 1},
            {"kind": "guess", "target": 1, "number": 21},
        ]
        return {"type": "act", "action": rng.choice(options)}
    return next_message(w, rng)


@pytest.mark.parametrize("lesson", DEDUCTIO_LESSONS, ids=lambda lesson: lesson.id)
def test_deductio_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """The same check for Deductio's lessons (deductio.play-clue, deductio.ability, ...), with
    the lessons' own mistakes among the messages."""
    compared = 0
    for seed in range(8):  # a lesson ends at the first legal move, and most show the table a card
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
            options += [
                {"kind": "capture", "spirit": spirit, "cards": cards},
                {"kind": "steal", "spirit": spirit, "cards": cards},
                {"kind": "recapture", "spirit": spirit, "cards": cards, "set": 0},
            ]
        return {"type": "act", "action": rng.choice(options)}
    return next_message(w, rng)


@pytest.mark.parametrize("lesson", SIGGIL_LESSONS, ids=lambda lesson: lesson.id)
def test_siggil_lessons_show_the_page_the_same_in_every_redrawn_world(lesson):
    """The same check for Siggil's lessons (siggil.available, siggil.capture-free, siggil.steal,
    siggil.solo-turn, ...), with the lessons' own mistakes among the messages: the feedback
    on a take never depends on the face-down cards, until the take turns one up."""
    compared = 0
    for seed in range(6):  # a lesson ends at its first legal move, which often turns a card up
        a = Lesson(lesson, bot_delay_ms=700 if seed % 2 else 0, bot_seed=seed)
        compared += check_worlds(a, random.Random(seed), messages=25, window=4, choose=siggil_message)
    assert compared >= 3


def _quiz_messages(quiz, rng) -> list[dict]:
    """What a learner sends a quiz before the tries are spent: wrong answers (far from any
    answer a world could have), the answer and the simulation asked for too early, forged
    messages."""
    wrong = [-1, "-5%", "2", "-3/4", "abc", "", None, 1e9]
    out = []
    for _ in range(12):
        roll = rng.random()
        if roll < 0.55:
            out.append({"type": "check", "value": rng.choice(wrong)})
        elif roll < 0.7:
            out.append({"type": "reveal"})
        elif roll < 0.85:
            out.append({"type": "simulate"})
        else:
            out.append(
                rng.choice(
                    [
                        {"type": "simulate", "continue": 3},
                        {"type": "check"},
                        {"type": "reveal", "x": 1},
                        {"type": "teacher"},
                        "check",
                    ]
                )
            )
    return out


def test_a_quiz_shows_the_page_the_same_whatever_its_answer_until_the_tries_are_spent():
    """The Quiz with its answer redrawn: the same quiz with another answer and explanation
    (world B) gets the same page from the same messages (wrong answers, hints, early asks
    for the answer or the simulation, forged messages) until the learner's tries are spent."""
    import dataclasses

    from rules_engine.lessons import all_quizzes
    from widgets import Quiz

    compared = 0
    for k, quiz in enumerate(all_quizzes()):
        rng = random.Random(k)
        other = dataclasses.replace(quiz, answer=quiz.answer * 0.5 + 0.123, explanation="Another world's reason.")
        a, b = Quiz(quiz, tries=3), Quiz(other, tries=3)
        (sent_a, rec_a), (sent_b, rec_b) = watch(a), watch(b)
        assert page(b, sent_b, rec_b) == page(a, sent_a, rec_a), quiz.id
        for message in _quiz_messages(quiz, rng):
            if a.tries_left == 0:
                break
            deliver(a, message, rec_a)
            deliver(b, message, rec_b)
            assert page(b, sent_b, rec_b) == page(a, sent_a, rec_a), (quiz.id, message)
            compared += 1
    assert compared >= 5 * len(all_quizzes())
