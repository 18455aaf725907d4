"""The redrawn-world check (tests/support/redrawn.py says how it works) for every game's
table, the shared screen's curtains, the teacher's copy, every lesson and the quiz: what
the page receives never depends on what the learner cannot see."""

from __future__ import annotations

import random

import pytest
from support.redrawn import check_worlds, deliver, next_message, page, table, watch

from rules_engine import games
from rules_engine.deductio.lessons import LESSONS as DEDUCTIO_LESSONS
from rules_engine.exacto.lessons import LESSONS as EXACTO_LESSONS
from rules_engine.ganjifa.lessons import LESSONS as GANJIFA_LESSONS
from rules_engine.siggil.lessons import LESSONS as SIGGIL_LESSONS
from widgets import Lesson


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


#: what each game declares shows what chance hid (``Game.reveals``), where a comparison stops
REVEALS = {"deductio": {"refill", "reveal", "guess"}, "siggil": {"flip", "free"}}


@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name", ["deductio", "siggil"])
def test_deductio_and_siggil_tables_show_the_page_the_same_in_every_redrawn_world(name, seed, delay):
    assert REVEALS[name] <= games()[name].reveals
    bots = {"deductio": ("random", "logical", "probabilistic"), "siggil": ("random", "greedy", "lookahead")}[name]
    a = table(
        name,
        seed,
        players=2 + seed % 3,
        seat=seed % 2,
        bots=bots[seed],
        bot_seed=seed,
        settings={"bot_delay_ms": delay},
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
