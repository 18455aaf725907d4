"""Exacto lessons and quizzes, as data (rules: exacto.md; shown by ``widgets.Lesson`` and
``widgets.Quiz``).

Every lesson starts from a fixed position (``Exacto.from_position`` with a fixed seed), so
the same move always has the same outcome. Its checker judges one learner move by what
the learner could know when choosing: their own dice, how many dice are hidden, the
bidding, and the exact odds from :mod:`rules_engine.exacto.probability`. So a call is
judged by its chance of being right, not by luck at the reveal, and no verdict can leak a
hidden die. After a call the cups are lifted for everyone: the feedback then adds what
the reveal showed (the count, who lost or gained a die, who is out, who starts next), in
the engine's own words, after the marker :data:`REVEAL`.

Every quiz answer is computed by the probability module, and every quiz can check itself
empirically: ``simulate`` plays the situation through the engine (real rolls, a real LIAR
call, the count read from the ``reveal`` event).
"""
from __future__ import annotations

import random
from typing import Sequence

from ..lessons import Feedback, Lesson, Quiz, finder
from .game import FACE_NAMES, LIAR, Bid, CallExacto, CallLiar, Exacto, count_supporting, least_raises
from .probability import count_distribution, p_at_least, p_exactly

__all__ = ["LESSONS", "QUIZZES", "REVEAL", "lesson", "quiz", "p_right"]

BELIEVABLE = 0.5  # a bid "more likely true than not", the bar the bidding lessons use
#: Feedback on a call ends with what the public reveal showed, after this marker; the text
#: before it uses only what the learner knew when choosing.
REVEAL = "At the reveal:"
_TIE = 1e-12  # odds closer than this are equal (float sums of the same binomial terms)


# ------------------------------------------------------------------------------ helpers

def _own(game: Exacto) -> list[int]:
    """The dice of the mage on turn (the learner: only what that seat can see)."""
    return game.dice[game.current_player]


def _unknown(game: Exacto) -> int:
    return game.total_dice - len(_own(game))


def _p_true(game: Exacto, bid: Bid) -> float:
    """P(bid is true) as the mage on turn sees it: own dice known, the rest unknown."""
    return p_at_least(bid.quantity, bid.face, _own(game), _unknown(game))


def _p_exact(game: Exacto, bid: Bid) -> float:
    return p_exactly(bid.quantity, bid.face, _own(game), _unknown(game))


def p_right(game: Exacto, action) -> float:
    """The chance that ``action`` turns out right, from the dice of the mage on turn: a
    raise when it is true, LIAR when the standing bid is false, EXACTO when it is exact."""
    if isinstance(action, Bid):
        return _p_true(game, action)
    if isinstance(action, CallExacto):
        return _p_exact(game, game.bid)
    return 1.0 - _p_true(game, game.bid)


def _pct(p: float) -> str:
    return f"{p:.0%}" if p in (0.0, 1.0) or 0.01 <= p <= 0.99 else f"{p:.2%}"


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _number(n: int) -> str:
    return _NUMBERS[n] if 0 <= n < len(_NUMBERS) else str(n)


def _several(n: int, label: str) -> str:
    """"one 5", "two 5s", or "" for none."""
    return "" if n <= 0 else f"one {label}" if n == 1 else f"{_number(n)} {label}s"


def _holding(own: Sequence[int], face: int) -> str:
    """What the learner's own dice give a bid on ``face``, e.g. "four dice that count for
    fives (two 5s and two wild 1s)"."""
    k = count_supporting(own, face)
    if not k:
        return f"no die that counts for {FACE_NAMES[face]}"
    parts = [_several(list(own).count(face), str(face))]
    if face != 1:
        parts.append(_several(list(own).count(1), "wild 1"))
    noun = "die that counts" if k == 1 else "dice that count"
    return f"{_number(k)} {noun} for {FACE_NAMES[face]} ({' and '.join(p for p in parts if p)})"


def _shows(face: int) -> str:
    return "to show a 1" if face == 1 else f"to show a {face} or a 1"


def _needs(game: Exacto, bid: Bid, exact: bool = False) -> str:
    """What ``bid`` needs from the dice the learner cannot see, e.g. "exactly one of the
    other 10 dice to show a 5 or a 1"; from the learner's dice and the count of the rest."""
    n, j = _unknown(game), bid.quantity - count_supporting(_own(game), bid.face)
    if j < 0 or (j <= 0 and not exact):
        return ("nothing from the hidden dice: your own dice already make it true" if not exact
                else "fewer dice than you already hold: it cannot be exact")
    if j > n:
        return f"{_number(j)} of the {n} hidden {'die' if n == 1 else 'dice'}: there are not that many"
    if n == 1:
        return f"the hidden die {'' if j else 'not '}{_shows(bid.face)}"
    if j == 0:
        return f"none of the other {n} dice {_shows(bid.face)}"
    return f"{'exactly' if exact else 'at least'} {_number(j)} of the other {n} dice {_shows(bid.face)}"


def _story(events) -> str:
    """What happened at the table, in the engine's own words (call, reveal, dice lost or
    gained, elimination, winner, who starts next)."""
    keep = ("call", "reveal", "lose", "gain", "eliminated", "winner", "next-round")
    return " ".join(e.text for e in events if e.kind in keep)


def _then_reveal(text: str, action, events) -> str:
    """After a call the cups are lifted for everyone: add what the reveal showed, marked."""
    return text if isinstance(action, Bid) else f"{text} {REVEAL} {_story(events)}"


def _event(events, kind):
    return next((e for e in events if e.kind == kind), None)


def _judge_believable_bid(game: Exacto, action, events, rule: str, why: str = "") -> Feedback:
    """A bid is right when, from the learner's own dice, it is more likely true than not."""
    if not isinstance(action, Bid):
        return Feedback(False, _then_reveal("This lesson asks you to bid.", action, events), rule)
    p = _p_true(game, action)
    base = (f"{events[0].text} You hold {_holding(_own(game), action.face)}; with {_unknown(game)} dice "
            f"you cannot see, P(at least {action.quantity}) = {_pct(p)}.")
    if p >= BELIEVABLE:
        return Feedback(True, f"{base} More likely true than not: a solid bid.{why}", rule)
    return Feedback(False, f"{base} That is more likely false than true: the next mage should call "
                           f"LIAR. Bid lower, or on a face you hold more of.", rule)


def _move(action) -> str:
    return f"a raise to {action.words}" if isinstance(action, Bid) else str(action)


def _odds(game: Exacto) -> str:
    """LIAR, EXACTO and the likeliest legal raise, each with its chance of being right."""
    bid = game.bid
    text = (f"From your dice, LIAR is right with P = {_pct(p_right(game, LIAR))}, EXACTO with "
            f"P = {_pct(_p_exact(game, bid))}")
    raises = [(p_right(game, a), a) for a in game.legal_actions() if isinstance(a, Bid)]
    if not raises:
        return f"{text}, and no raise is left."
    p, best = max(raises, key=lambda pa: pa[0])  # the first of equals: the smallest raise
    return f"{text}, and the likeliest raise, {best.words}, is true with P = {_pct(p)}."


def _judge_odds(game: Exacto, action, events, rule: str, why: str = "") -> Feedback:
    """Right when no legal move (every raise, LIAR, EXACTO) has better odds of being right,
    as the learner sees them."""
    options = [(p_right(game, a), a) for a in game.legal_actions()]
    top, best = max(options, key=lambda pa: pa[0])
    p = p_right(game, action)
    correct = p >= top - _TIE
    verdict = (f"Right: {_move(action)} had the best odds of all your legal moves." if correct else
               f"Not the best move: {_move(action)} is right only with P = {_pct(p)}; "
               f"{_move(best)} had the best odds, P = {_pct(top)}.")
    return Feedback(correct, _then_reveal(f"{verdict} {_odds(game)}{why}", action, events), rule)


# ------------------------------------------------------------------------------ lessons

def _opening_setup():
    return Exacto.from_position(
        dice=[[1, 4, 4, 2, 6], [3, 5, 5, 6, 2], [4, 1, 3, 3, 6], [2, 2, 5, 6, 4]],
        current=0, bid=None, seed=101)


def _opening_check(game, action, events):
    return _judge_believable_bid(
        game, action, events, "exacto.opening-bid",
        " Nobody could call LIAR before it: a round always starts with a bid.")


def _raise_setup(raise_rule="seed"):
    def setup():
        return Exacto.from_position(
            dice=[[3, 3, 3, 1, 2], [4, 6, 2, 5, 5], [1, 4, 6, 6, 2], [4, 4, 5, 3, 2]],
            current=0, bid=(5, 4), seed=102, raise_rule=raise_rule)
    return setup


def _raise_check(game, action, events):
    if not isinstance(action, Bid):
        text = (f"This lesson asks for a raise. From your dice, {game.bid.words} is true with "
                f"P = {_pct(_p_true(game, game.bid))}: not a bid to challenge.")
        return Feedback(False, _then_reveal(text, action, events), "exacto.raise")
    return _judge_believable_bid(game, action, events, "exacto.raise",
                                 " And it is a legal raise under the original rule.")


def _believable_on(game, face) -> list[Bid]:
    return [a for a in game.legal_actions()
            if isinstance(a, Bid) and a.face == face and _p_true(game, a) >= BELIEVABLE]


def _perudo_check(game, action, events):
    if isinstance(action, Bid) and action.face == 3:
        fb = _judge_believable_bid(game, action, events, "exacto.raise")
        if fb.correct:
            return Feedback(True, fb.text + " Under the perudo variant more dice of ANY face is a raise, "
                                            "so you could move down to your 3s.", "exacto.raise")
        return fb
    if isinstance(action, Bid):
        good = " or ".join(b.words for b in _believable_on(game, 3)[:2])
        return Feedback(False, f"{action.words} is legal, but your strength is threes: you hold "
                               f"{_holding(_own(game), 3)}. With the perudo variant you may bid more threes"
                               f"{', e.g. ' + good if good else ''}.", "exacto.raise")
    return Feedback(False, _then_reveal("This lesson asks for a raise on 3s.", action, events), "exacto.raise")


def _wild_setup():
    return Exacto.from_position(
        dice=[[1, 1, 5, 5, 2], [5, 3, 6, 2, 4], [5, 1, 3, 6, 6]],
        current=0, bid=(5, 5), seed=104)


def _wild_check(game, action, events):
    rule, bid = "exacto.wild-ones", game.bid
    if isinstance(action, CallLiar):
        text = (f"You hold {_holding(_own(game), bid.face)}: {bid.words} needs {_needs(game, bid)}, "
                f"so it is true with P = {_pct(_p_true(game, bid))} and LIAR is right only with "
                f"P = {_pct(p_right(game, action))}.")
        return Feedback(False, _then_reveal(text, action, events), rule)
    if isinstance(action, CallExacto):
        text = (f"You hold {_holding(_own(game), bid.face)}: EXACTO needs {_needs(game, bid, exact=True)}, "
                f"P = {_pct(_p_exact(game, bid))}. A long shot.")
        return Feedback(False, _then_reveal(text, action, events), rule)
    fb = _judge_believable_bid(game, action, events, rule)
    if fb.correct and action.face == bid.face:
        return Feedback(True, fb.text + f" Your 1s count as {FACE_NAMES[bid.face]}: that is why "
                                        f"{bid.words} was safe to raise.", rule)
    return fb


def _bid_ones_setup():
    return Exacto.from_position(
        dice=[[1, 1, 1, 5, 2], [4, 4, 6, 2, 3], [1, 4, 5, 5, 6], [4, 2, 3, 6, 6]],
        current=0, bid=(6, 4), seed=105, bid_ones=True)


def _bid_ones_check(game, action, events):
    rule = "exacto.wild-ones"
    if isinstance(action, Bid) and action.face == 1:
        fb = _judge_believable_bid(game, action, events, rule)
        note = (" A bid on ones counts only ones, and each hidden die is a 1 with probability 1/6, "
                "not 1/3.")
        return Feedback(fb.correct, fb.text + note, rule)
    if isinstance(action, Bid):
        o = game.options
        least = next(b for b in least_raises(game.total_dice, game.bid, o["raise_rule"], o["bid_ones"])
                     if b.face == 1)
        return Feedback(False, f"{action.words} is legal, but this lesson asks you to switch to ones: you "
                               f"hold {_holding(_own(game), 1)}, and after {game.bid.words} a bid on ones "
                               f"needs only half the quantity, rounded up: {least.words}.", rule)
    return Feedback(False, _then_reveal("This lesson asks you to switch to ones.", action, events), rule)


def _liar_setup():
    return Exacto.from_position(
        dice=[[2, 3, 4, 5, 5], [6, 6, 1, 3, 4], [6, 2, 2, 5, 3]],
        current=0, bid=(7, 6), seed=106)


def _liar_check(game, action, events):
    bid = game.bid
    return _judge_odds(game, action, events, "exacto.liar",
                       f" You hold {_holding(_own(game), bid.face)}: {bid.words} needs {_needs(game, bid)}.")


def _exacto_setup():
    # Two of the learner's dice count for 4s and 3 are hidden: EXACTO (exactly one more,
    # 4/9) beats LIAR (none, 8/27) and every raise (each needs two more, at best 7/27).
    # Holding a 6 instead of the 3 would make three 6s (P = 19/27) the best move.
    return Exacto.from_position(
        dice=[[1, 2, 3, 4], [3, 4, 5]],
        current=0, bid=(3, 4), seed=107)


def _exacto_check(game, action, events):
    bid = game.bid
    return _judge_odds(game, action, events, "exacto.exacto",
                       f" You hold {_holding(_own(game), bid.face)}: EXACTO needs "
                       f"{_needs(game, bid, exact=True)}.")


def _cap_setup():
    return Exacto.from_position(
        dice=[[5, 5, 1, 3, 2], [6], [5, 3]],
        current=0, bid=(4, 5), seed=108)


def _cap_check(game, action, events):
    return _judge_odds(game, action, events, "exacto.exacto",
                       " At 5 dice a right EXACTO gains you nothing, but the bidder still loses a die.")


def _elimination_setup():
    return Exacto.from_position(
        dice=[[2, 3, 3, 6, 6], [4, 4, 5], [5]],
        current=0, bid=(6, 5), seed=109)


def _elimination_check(game, action, events):
    bid = game.bid
    return _judge_odds(game, action, events, "exacto.elimination",
                       f" You hold {_holding(_own(game), bid.face)}, and {bid.words} needs {_needs(game, bid)}.")


def _next_round_setup():
    """Round 1 is played out by the script: mage 2 opens, mage 3 (one die left) calls LIAR
    wrongly and is out. Mage 3 lost, but is out, so the next mage with dice, you, start."""
    game = Exacto.from_position(
        dice=[[2, 2, 5, 6, 3], [4, 4, 1], [3, 6, 1, 4], [6]],
        current=2, bid=None, seed=110)
    game.apply(Bid(3, 4))
    game.apply(LIAR)
    return game


def _next_round_check(game, action, events):
    last = next(e for e in reversed(game.log) if e.kind == "next-round")
    return _judge_believable_bid(
        game, action, events, "exacto.next-round",
        f" And it was your turn to open because: {last.text}")


def _winner_setup():
    return Exacto.from_position(dice=[[3], [6]], current=0, bid=(1, 5), seed=111)


def _winner_check(game, action, events):
    bid = game.bid
    return _judge_odds(game, action, events, "exacto.winner",
                       f" You hold {_holding(_own(game), bid.face)}, so {bid.words} needs {_needs(game, bid)}.")


LESSONS: list[Lesson] = [
    Lesson(
        id="opening-bid",
        title="Open the bidding",
        rules=("exacto.roll", "exacto.opening-bid"),
        instruction=(
            "You are mage 0 and it is your round to start. Everyone has rolled under their cup, and "
            "you see only your own dice (exacto.roll). Open with a bid: a quantity and a face from 2 "
            "to 6, meaning \"under ALL the cups there are at least this many\" (exacto.opening-bid). "
            "Choose one that is more likely true than not. Try LIAR first if you are curious: nobody "
            "may call before the first bid."),
        setup=_opening_setup,
        check=_opening_check,
        hints=(
            "Your 1 counts as a 4 too (ones are wild), so you already have three 4s.",
            "Each of the 15 dice you cannot see is a 4 or a 1 with probability 1/3: expect about 5 more.",
            "Six or seven 4s is a safe opening; ten 4s is not.",
        ),
    ),
    Lesson(
        id="raise",
        title="Raise the bid (the original rule)",
        rules=("exacto.raise",),
        instruction=(
            "Mage 3 bid five 4s; it is your turn. Raise it (exacto.raise): the same quantity of a "
            "higher face (five 5s, five 6s) or more dice of the same or a higher face (six 4s, six 5s). "
            "You hold three 3s, but a bid on 3s is lower than 4s, so it is not a raise here, "
            "even with more dice. Pick a legal raise that is still more likely true than not."),
        setup=_raise_setup("seed"),
        check=_raise_check,
        hints=(
            "Try six 3s and read the engine's refusal: 3 is below 4.",
            "Five 5s keeps the quantity and moves the face up.",
            "Your 1 is wild: it counts for whatever face you bid.",
        ),
    ),
    Lesson(
        id="raise-perudo",
        title="Raise under the perudo variant",
        rules=("exacto.raise",),
        instruction=(
            "Same table, same bid (five 4s), but this game uses the perudo variant of exacto.raise: "
            "any higher quantity is a raise, of ANY face, while the same quantity still needs a higher "
            "face. Use your three 3s: raise to a bid on 3s that is more likely true than not."),
        setup=_raise_setup("perudo"),
        check=_perudo_check,
        hints=(
            "Five 3s is not a raise: same quantity, lower face.",
            "Six 3s is: more dice. You already hold four (three 3s and a wild 1).",
        ),
    ),
    Lesson(
        id="wild-ones",
        title="Count your ones",
        rules=("exacto.wild-ones",),
        instruction=(
            "Mage 2 bid five 5s. You see only two 5s in your cup and five sounds like a lot. Before "
            "you shout LIAR, count again: every 1 counts toward the face that was bid "
            "(exacto.wild-ones). Make the move the count supports: LIAR, EXACTO, or a raise that "
            "is more likely true than not."),
        setup=_wild_setup,
        check=_wild_check,
        hints=(
            "Your two 1s count as 5s.",
            "You hold four of the five already; 10 dice are hidden, each a 5 or a 1 with probability 1/3.",
            "Six or seven 5s is a good raise.",
        ),
    ),
    Lesson(
        id="bid-ones",
        title="Bidding on ones (variant)",
        rules=("exacto.wild-ones",),
        instruction=(
            "This game uses the bid_ones variant of exacto.wild-ones: you MAY bid on ones. A 1 is "
            "counted only for a bid on ones, so each hidden die supports it with probability 1/6. "
            "Switching from another face to ones needs at least half the quantity, rounded up. "
            "Mage 3 bid six 4s and you hold three 1s: switch to a believable bid on ones."),
        setup=_bid_ones_setup,
        check=_bid_ones_check,
        hints=(
            "Half of six, rounded up, is three: two 1s is not enough to switch.",
            "You hold three 1s yourself, so three or four 1s is very likely true.",
        ),
    ),
    Lesson(
        id="liar",
        title="Call LIAR",
        rules=("exacto.liar", "exacto.wild-ones"),
        instruction=(
            "Mage 2 bid seven 6s. Calling LIAR ends the round: all cups are lifted and the 6s plus "
            "the 1s are counted. At least seven and you, the caller, lose a die; fewer and the bidder "
            "does (exacto.liar). Look at your dice and decide."),
        setup=_liar_setup,
        check=_liar_check,
        hints=(
            "You hold no 6 and no 1: all seven would have to be among the other 10 dice.",
            "Each hidden die is a 6 or a 1 with probability 1/3: expect about 3 of 10, not 7.",
        ),
    ),
    Lesson(
        id="exacto",
        title="When to call EXACTO",
        rules=("exacto.exacto",),
        instruction=(
            "Only 7 dice are left on the table: your 4 and mage 1's 3. Mage 1 bid three 4s. EXACTO says "
            "\"exactly that many\": right, and you gain a die while the bidder loses one; wrong, and you "
            "lose one (exacto.exacto). Compare LIAR, EXACTO and every raise you may make, and make the "
            "move most likely to be right."),
        setup=_exacto_setup,
        check=_exacto_check,
        hints=(
            "You hold two that count for 4s (a 4 and a wild 1): the bid needs exactly one of the 3 "
            "hidden dice.",
            "P(exactly one of 3) = 3 x (1/3) x (2/3)^2 = 4/9. Compare with P(none) for LIAR.",
            "A raise is right only if it is true: three 5s, three 6s or four 4s each need two of the "
            "3 hidden dice (P = 7/27).",
        ),
    ),
    Lesson(
        id="exacto-cap",
        title="EXACTO with five dice",
        rules=("exacto.exacto",),
        instruction=(
            "You already hold 5 dice, the most a mage may hold: a right EXACTO gains you nothing "
            "(exacto.exacto). Mage 2 bid four 5s and 3 dice are hidden. Is EXACTO still your best "
            "move? Make the move with the best odds."),
        setup=_cap_setup,
        check=_cap_check,
        hints=(
            "You hold three that count for 5s (5, 5 and a wild 1).",
            "A right EXACTO still costs the bidder a die, even when you cannot gain one.",
        ),
    ),
    Lesson(
        id="elimination",
        title="Knock a mage out",
        rules=("exacto.elimination", "exacto.liar"),
        instruction=(
            "Mage 2 has a single die left and bid six 5s. A mage who loses their last die is out of "
            "the game (exacto.elimination). Make the call that puts mage 2 out."),
        setup=_elimination_setup,
        check=_elimination_check,
        hints=(
            "Count the dice: 9 on the table, 5 of them yours, and none of yours is a 5 or a 1.",
            "Six 5s among 4 hidden dice is impossible.",
        ),
    ),
    Lesson(
        id="next-round",
        title="Who starts the next round",
        rules=("exacto.next-round", "exacto.roll", "exacto.elimination"),
        instruction=(
            "Read the log: last round mage 3 called LIAR on mage 2, was wrong and lost its last die. "
            "The mage who lost a die starts the next round, but mage 3 is out, so the next mage in "
            "seat order who still has dice starts: you (exacto.next-round). Everyone has rolled "
            "again (exacto.roll). Open the new round with a bid that is more likely true than not."),
        setup=_next_round_setup,
        check=_next_round_check,
        hints=(
            "These are new dice: every round re-rolls.",
            "Bid on the face you hold most of (any 1s you hold count for it too).",
            "There are now 12 dice on the table: about a third of the 7 you cannot see will help.",
        ),
    ),
    Lesson(
        id="winner",
        title="Win the game",
        rules=("exacto.winner", "exacto.elimination"),
        instruction=(
            "Two mages are left with one die each. Mage 1 bid one 5. When only one mage has dice, "
            "that mage wins (exacto.winner). Make the call most likely to win."),
        setup=_winner_setup,
        check=_winner_check,
        hints=(
            "Your die is a 3: it does not count for 5s.",
            "Mage 1's die is a 5 or a 1 with probability 1/3, so the bid is false with probability 2/3.",
        ),
    ),
]


# ------------------------------------------------------------------------------ quizzes

def _liar_outcome(own: Sequence[int], unknown: int, bid: tuple[int, int], **options):
    """``outcome(rng)``: one random table played through the engine, LIAR called on ``bid``.

    You (seat 0) hold ``own`` and ``unknown`` dice are hidden in cups of up to five. With
    dice of your own, the engine re-rolls every cup you cannot see (``resample_hidden``), the
    last mage's ``bid`` stands and you call LIAR. Holding nothing, a fresh table is rolled,
    seat 0 bids and seat 1 calls. Returns the engine's ``reveal`` data (count, caller,
    bidder) and the seat that lost a die.

    A bid on ones (variant bid_ones) is never an opening bid (exacto.opening-bid): on a
    fresh table seat 0 opens with as many 2s and seat 1 switches to ones (legal: at least
    half the quantity), and the next seat calls."""
    if own:
        cups = [list(own)] + [[2] * min(5, unknown - i) for i in range(0, unknown, 5)]
        base = Exacto.from_position(dice=cups, current=0, bid=bid, seed=0, **options)
    elif unknown % 5:
        raise ValueError("a fresh table has five dice per cup")

    def outcome(rng: random.Random) -> dict:
        if own:
            world = base.resample_hidden(0, rng)
        else:
            world = Exacto(players=unknown // 5, seed=rng.getrandbits(32), **options)
            if bid[1] == 1:
                world.apply(Bid(bid[0], 2))
            world.apply(Bid(*bid))
        events = world.apply(LIAR)
        return {**_event(events, "reveal").data, "loser": _event(events, "lose").data["seat"]}
    return outcome


def _count_sim(own, unknown, bid, value, **options):
    """``simulate(trials, rng)`` for a Quiz: ``value(reveal)`` over engine-played tables."""
    outcome = _liar_outcome(own, unknown, bid, **options)

    def simulate(trials: int, rng: random.Random) -> list[float]:
        return [float(value(outcome(rng))) for _ in range(trials)]
    return simulate


HAND = (1, 4, 4, 2, 6)


def _expected(face, own, unknown):
    return sum(c * p for c, p in enumerate(count_distribution(face, own, unknown)))


def _quizzes() -> list[Quiz]:
    at_least = p_at_least(10, 4, [], 30)
    exactly = p_exactly(10, 4, [], 30)
    mean = _expected(4, [], 30)
    own = p_at_least(10, 4, HAND, 25)
    liar_wins = 1 - p_at_least(7, 6, [2, 3, 4, 5, 5], 10)
    ones = p_at_least(5, 1, [], 30)
    return [
        Quiz(
            id="at-least-10-fours",
            question=("Six mages, 30 dice, and you know none of them. Mage 0 bids ten 4s. What is the "
                      "probability that there are at least ten 4s (ones count as 4s)?"),
            answer=at_least,
            explanation=(f"Each die is a 4 or a wild 1 with probability 1/3, so the count is binomial "
                         f"with n = 30, p = 1/3. P(at least 10) = sum over j = 10..30 of "
                         f"C(30, j) (1/3)^j (2/3)^(30-j) = {at_least:.4f}. Ten is the expected count, "
                         f"and 'at least the average' is a little better than a coin flip."),
            rules=("exacto.wild-ones", "exacto.liar"),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"] >= 10),
            hint="Binomial: 30 dice, each supports the bid with p = 1/3. Add up j = 10, 11, ..., 30.",
        ),
        Quiz(
            id="exactly-10-fours",
            question=("Same table: 30 unknown dice. What is the probability that there are EXACTLY ten "
                      "4s (ones included)? That is what an EXACTO on ten 4s needs."),
            answer=exactly,
            explanation=(f"Only the term j = 10: C(30, 10) (1/3)^10 (2/3)^20 = {exactly:.4f}. Even the most "
                         f"likely count happens only about one time in {1 / exactly:.0f}: that is why "
                         f"EXACTO is a call for late in the game, when few dice are hidden."),
            rules=("exacto.exacto", "exacto.wild-ones"),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"] == 10),
            hint="'Exactly' is a single term of the binomial sum, not the whole tail.",
        ),
        Quiz(
            id="expected-count",
            question="With 30 unknown dice, how many 4s (ones included) do you expect on average?",
            answer=mean,
            tolerance=0.05,
            unit="dice",
            explanation=(f"Expected count = n x p = 30 x 1/3 = {mean:.2f}. Without ones being wild it "
                         f"would be only 30 x 1/6 = 5: the original rules' 'at least five of any face'."),
            rules=("exacto.wild-ones",),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"]),
            hint="The mean of a binomial is n times p.",
        ),
        Quiz(
            id="own-dice-10-fours",
            question=("You hold 1, 4, 4, 2, 6 and 25 dice are hidden under the other cups. What is the "
                      "probability of at least ten 4s on the whole table?"),
            answer=own,
            explanation=(f"You already have three (4, 4 and the wild 1), so you need at least 7 among "
                         f"the 25 hidden dice: sum over j = 7..25 of C(25, j) (1/3)^j (2/3)^(25-j) "
                         f"= {own:.4f}, up from {at_least:.4f} when you knew nothing."),
            rules=("exacto.wild-ones", "exacto.roll"),
            simulate=_count_sim(HAND, 25, (10, 4), lambda r: r["count"] >= 10),
            hint="Count what you hold first (ones too), then ask how many more the hidden dice must give.",
        ),
        Quiz(
            id="liar-wins",
            question=("You hold 2, 3, 4, 5, 5; 10 dice are hidden. The last mage bid seven 6s and you call "
                      "LIAR. What is the probability that you win the challenge?"),
            answer=liar_wins,
            explanation=(f"You hold no 6 and no 1, so the bid needs 7 of the 10 hidden dice. LIAR wins when "
                         f"fewer than 7 show a 6 or a 1: 1 - P(at least 7) = {liar_wins:.4f}."),
            rules=("exacto.liar", "exacto.wild-ones"),
            simulate=_count_sim((2, 3, 4, 5, 5), 10, (7, 6), lambda r: r["loser"] == r["bidder"]),
            hint="LIAR wins exactly when the bid is false: 1 minus P(at least 7).",
        ),
        Quiz(
            id="bid-ones",
            question=("Variant bid_ones: a bid on ones counts only ones. With 30 unknown dice, what is the "
                      "probability of at least five 1s?"),
            answer=ones,
            explanation=(f"Now only a 1 supports the bid: p = 1/6, not 1/3. P(at least 5) = sum over "
                         f"j = 5..30 of C(30, j) (1/6)^j (5/6)^(30-j) = {ones:.4f}. Five is the expected "
                         f"number of ones, so this is near one half, as ten 4s was with p = 1/3."),
            rules=("exacto.wild-ones",),
            simulate=_count_sim((), 30, (5, 1), lambda r: r["count"] >= 5, bid_ones=True),
            hint="Same binomial, with p = 1/6.",
        ),
    ]


QUIZZES: list[Quiz] = _quizzes()

lesson = finder(LESSONS, "Exacto lesson")
quiz = finder(QUIZZES, "Exacto quiz")
