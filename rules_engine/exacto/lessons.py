"""Exacto lessons and quizzes, as data (rules: docs/rules/exacto.md; shown by ``widgets.Lesson`` and
``widgets.Quiz``).

Every lesson starts from a fixed position (``Exacto.from_position`` with a fixed seed), so
the same move always has the same outcome. Its checker judges one learner move by what
the learner could know when choosing: their own dice, how many dice are hidden, the
bidding, and the exact odds from :mod:`rules_engine.exacto.probability`. So a call is
judged by its chance of being right, not by luck at the reveal, and no verdict can leak a
hidden die. After a call the cups are lifted for everyone: the feedback then adds what
the reveal showed (the count, who lost or gained a die, who is out, who starts next), in
the engine's own words, after the marker :data:`REVEAL` (``reveal_marker(lang)`` in the
learner's language).

Every word a learner reads (titles, instructions, hints, feedback, quiz texts) is a
message of :data:`~rules_engine.exacto.lesson_messages.LESSON_MESSAGES`, bound with its
numbers, so it renders in en, lv, fi or ru (``Feedback.render(lang)``, ``say(words, lang)``).

Every quiz answer is computed by the probability module, and every quiz can check itself
empirically: ``simulate`` plays the situation through the engine (real rolls, a real LIAR
call, the count read from the ``reveal`` event).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..core import Action, Event
from ..i18n import Msg
from ..lessons import Feedback, LessonSpec, QuizSpec, Words, finder, lesson_words
from .game import LIAR, Bid, CallExacto, CallLiar, Exacto, count_supporting, least_raises
from .lesson_messages import LESSON_MESSAGES, reveal_marker
from .probability import count_distribution, p_at_least, p_exactly

__all__ = ["LESSONS", "QUIZZES", "REVEAL", "lesson", "quiz", "p_right", "reveal_marker"]

#: a sentence of this game's lesson table, rendered later in the learner's language
lesson_msg = LESSON_MESSAGES.msg

BELIEVABLE = 0.5  # a bid "more likely true than not", the bar the bidding lessons use
#: Feedback on a call ends with what the public reveal showed, after this marker; the text
#: before it uses only what the learner knew when choosing.
REVEAL = reveal_marker("en")
_TIE = 1e-12  # odds closer than this are equal (float sums of the same binomial terms)


# ------------------------------------------------------------------------------ helpers


def _own(game: Exacto) -> list[int]:
    """The dice of the mage on turn (the learner: only what that seat can see)."""
    seat = game.current_player
    assert seat is not None  # a lesson judges a move, so someone is on turn
    return game.dice[seat]


def _unknown(game: Exacto) -> int:
    return game.total_dice - len(_own(game))


def _p_true(game: Exacto, bid: Bid) -> float:
    """P(bid is true) as the mage on turn sees it: own dice known, the rest unknown."""
    return p_at_least(bid.quantity, bid.face, _own(game), _unknown(game))


def _p_exact(game: Exacto, bid: Bid) -> float:
    return p_exactly(bid.quantity, bid.face, _own(game), _unknown(game))


def p_right(game: Exacto, action: Action) -> float:
    """The chance that ``action`` turns out right, from the dice of the mage on turn: a
    raise when it is true, LIAR when the standing bid is false, EXACTO when it is exact."""
    if isinstance(action, Bid):
        return _p_true(game, action)
    assert game.bid is not None  # a call answers the standing bid (exacto.liar, exacto.exacto)
    if isinstance(action, CallExacto):
        return _p_exact(game, game.bid)
    return 1.0 - _p_true(game, game.bid)


def _words(*parts: Words | None) -> Words:
    """Sentences one after another, each in the reader's language (``None`` parts left out)."""
    kept = tuple(p for p in parts if p is not None)
    return kept[0] if len(kept) == 1 else lesson_msg("sentences", parts=kept)


def _hold(game: Exacto, face: int, start: bool = True) -> Msg:
    """What the learner's own dice give a bid on ``face``, e.g. "You hold four dice that
    count for fives (two 5s and two wild 1s)"; ``start``: the clause starts a sentence."""
    own = list(_own(game))
    k = count_supporting(own, face)
    begins = "yes" if start else "no"
    if not k:
        return lesson_msg("hold.none", start=begins, face=face)
    same, wild = own.count(face), (own.count(1) if face != 1 else 0)
    if same and wild:
        parts = lesson_msg("parts.both", same=(same, face), wild=wild)
    elif same:
        parts = lesson_msg("parts.same", same=(same, face))
    else:
        parts = lesson_msg("parts.wild", wild=wild)
    return lesson_msg("hold", start=begins, k=k, face=face, parts=parts)


def _needs(game: Exacto, bid: Bid, exact: bool = False) -> Msg:
    """What ``bid`` (or EXACTO on it) needs from the dice the learner cannot see, e.g. "5
    fives needs at least one of the other 10 dice to show a 5 or a 1"; from the learner's
    dice and the count of the rest."""
    n, j = _unknown(game), bid.quantity - count_supporting(_own(game), bid.face)
    ex = "yes" if exact else "no"
    if j < 0 or (j <= 0 and not exact):
        return lesson_msg("needs.below") if exact else lesson_msg("needs.made", bid=bid)
    if j > n:
        return lesson_msg("needs.too-many", exact=ex, bid=bid, j=j, n=n)
    if n == 1:
        return lesson_msg("needs.last" if j else "needs.last-not", exact=ex, bid=bid, face=bid.face)
    if j == 0:
        return lesson_msg("needs.none", n=n, face=bid.face)
    return lesson_msg("needs.some", exact=ex, bid=bid, j=j, n=n, face=bid.face)


_STORY = ("call", "reveal", "lose", "gain", "eliminated", "winner", "next-round")


def _then_reveal(words: Words, action: Action, events: Sequence[Event]) -> Words:
    """After a call the cups are lifted for everyone: add what the reveal showed (the
    call, the reveal, dice lost or gained, elimination, winner, who starts next), in the
    engine's own sentences, after the marker :data:`REVEAL`."""
    if isinstance(action, Bid):
        return words
    return lesson_msg(
        "sentences", parts=(words, lesson_msg("reveal"), *(e.message for e in events if e.kind in _STORY))
    )


def _event(events: Sequence[Event], kind: str) -> Event | None:
    return next((e for e in events if e.kind == kind), None)


def _judge_believable_bid(
    game: Exacto, action: Action, events: Sequence[Event], rule: str, why: Words | None = None
) -> Feedback:
    """A bid is right when, from the learner's own dice, it is more likely true than not."""
    if not isinstance(action, Bid):
        return Feedback(False, _then_reveal(lesson_msg("ask.bid"), action, events), rule)
    p = _p_true(game, action)
    base = lesson_msg(
        "bid.base", event=events[0].message, hold=_hold(game, action.face), n=_unknown(game), q=action.quantity, p=p
    )
    if p >= BELIEVABLE:
        return Feedback(True, _words(base, lesson_msg("bid.solid"), why), rule)
    return Feedback(False, _words(base, lesson_msg("bid.weak")), rule)


def _move(action: Action, prefix: str = "") -> dict[str, str | Bid | None]:
    """A move as message parameters: its kind (liar, exacto, bid) and the bid, if any."""
    return {f"{prefix}kind": action.kind, f"{prefix}bid": action if isinstance(action, Bid) else None}


def _odds(game: Exacto) -> Msg:
    """LIAR, EXACTO and the likeliest legal raise, each with its chance of being right."""
    assert game.bid is not None  # the odds compare the calls on the standing bid with raises
    odds = {"liar": p_right(game, LIAR), "exacto": _p_exact(game, game.bid)}
    raises = [(p_right(game, a), a) for a in game.legal_actions() if isinstance(a, Bid)]
    if not raises:
        return lesson_msg("odds.compare-none", **odds)
    p, best = max(raises, key=lambda pa: pa[0])  # the first of equals: the smallest raise
    return lesson_msg("odds.compare", **odds, bid=best, p=p)


def _judge_odds(game: Exacto, action: Action, events: Sequence[Event], rule: str, why: Words | None = None) -> Feedback:
    """Right when no legal move (every raise, LIAR, EXACTO) has better odds of being right,
    as the learner sees them."""
    options = [(p_right(game, a), a) for a in game.legal_actions()]
    top, best = max(options, key=lambda pa: pa[0])
    p = p_right(game, action)
    correct = p >= top - _TIE
    verdict = (
        lesson_msg("odds.right", **_move(action))
        if correct
        else lesson_msg("odds.wrong", **_move(action), p=p, **_move(best, "best_"), top=top)
    )
    return Feedback(correct, _then_reveal(_words(verdict, _odds(game), why), action, events), rule)


# ------------------------------------------------------------------------------ lessons


def _opening_setup() -> Exacto:
    return Exacto.from_position(
        dice=[[1, 4, 4, 2, 6], [3, 5, 5, 6, 2], [4, 1, 3, 3, 6], [2, 2, 5, 6, 4]], current=0, bid=None, seed=101
    )


def _opening_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    return _judge_believable_bid(game, action, events, "exacto.opening-bid", lesson_msg("why.opening"))


def _raise_setup(raise_rule: str = "exacto") -> Callable[[], Exacto]:
    def setup() -> Exacto:
        return Exacto.from_position(
            dice=[[3, 3, 3, 1, 2], [4, 6, 2, 5, 5], [1, 4, 6, 6, 2], [4, 4, 5, 3, 2]],
            current=0,
            bid=(5, 4),
            seed=102,
            raise_rule=raise_rule,
        )

    return setup


def _raise_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    assert game.bid is not None  # the lesson's position has a standing bid to raise
    if not isinstance(action, Bid):
        text = lesson_msg("ask.raise", bid=game.bid, p=_p_true(game, game.bid))
        return Feedback(False, _then_reveal(text, action, events), "exacto.raise")
    return _judge_believable_bid(game, action, events, "exacto.raise", lesson_msg("why.raise"))


def _believable_on(game: Exacto, face: int) -> list[Bid]:
    return [a for a in game.legal_actions() if isinstance(a, Bid) and a.face == face and _p_true(game, a) >= BELIEVABLE]


def _perudo_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    if isinstance(action, Bid) and action.face == 3:
        fb = _judge_believable_bid(game, action, events, "exacto.raise")
        if fb.correct:
            return Feedback(True, _words(fb.words, lesson_msg("perudo.right")), "exacto.raise")
        return fb
    if isinstance(action, Bid):
        good = tuple(_believable_on(game, 3)[:2])
        return Feedback(
            False,
            lesson_msg("perudo.other-face", bid=action, hold=_hold(game, 3, start=False), n=len(good), good=good),
            "exacto.raise",
        )
    return Feedback(False, _then_reveal(lesson_msg("ask.raise-threes"), action, events), "exacto.raise")


def _wild_setup() -> Exacto:
    return Exacto.from_position(
        dice=[[1, 1, 5, 5, 2], [5, 3, 6, 2, 4], [5, 1, 3, 6, 6]], current=0, bid=(5, 5), seed=104
    )


def _wild_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    rule, bid = "exacto.wild-ones", game.bid
    assert bid is not None  # the lesson's position has a standing bid
    if isinstance(action, CallLiar):
        text = lesson_msg(
            "wild.liar",
            hold=_hold(game, bid.face),
            needs=_needs(game, bid),
            p=_p_true(game, bid),
            pl=p_right(game, action),
        )
        return Feedback(False, _then_reveal(text, action, events), rule)
    if isinstance(action, CallExacto):
        text = lesson_msg(
            "wild.exacto", hold=_hold(game, bid.face), needs=_needs(game, bid, exact=True), p=_p_exact(game, bid)
        )
        return Feedback(False, _then_reveal(text, action, events), rule)
    fb = _judge_believable_bid(game, action, events, rule)
    if fb.correct and isinstance(action, Bid) and action.face == bid.face:  # correct: a bid
        return Feedback(True, _words(fb.words, lesson_msg("wild.ones-count", face=bid.face, bid=bid)), rule)
    return fb


def _bid_ones_setup() -> Exacto:
    return Exacto.from_position(
        dice=[[1, 1, 1, 5, 2], [4, 4, 6, 2, 3], [1, 4, 5, 5, 6], [4, 2, 3, 6, 6]],
        current=0,
        bid=(6, 4),
        seed=105,
        bid_ones=True,
    )


def _bid_ones_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    rule = "exacto.wild-ones"
    assert game.bid is not None  # the lesson's position has a standing bid
    if isinstance(action, Bid) and action.face == 1:
        fb = _judge_believable_bid(game, action, events, rule)
        return Feedback(fb.correct, _words(fb.words, lesson_msg("ones.note")), rule)
    if isinstance(action, Bid):
        o = game.options
        least = next(b for b in least_raises(game.total_dice, game.bid, o["raise_rule"], o["bid_ones"]) if b.face == 1)
        return Feedback(
            False,
            lesson_msg("ones.other-face", bid=action, hold=_hold(game, 1, start=False), old=game.bid, least=least),
            rule,
        )
    return Feedback(False, _then_reveal(lesson_msg("ask.ones"), action, events), rule)


def _liar_setup() -> Exacto:
    return Exacto.from_position(
        dice=[[2, 3, 4, 5, 5], [6, 6, 1, 3, 4], [6, 2, 2, 5, 3]], current=0, bid=(7, 6), seed=106
    )


def _liar_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    bid = game.bid
    assert bid is not None  # the lesson's position has a standing bid
    return _judge_odds(
        game,
        action,
        events,
        "exacto.liar",
        lesson_msg("why.needs", hold=_hold(game, bid.face), needs=_needs(game, bid)),
    )


def _exacto_setup() -> Exacto:
    # Two of the learner's dice count for 4s and 3 are hidden: EXACTO (exactly one more,
    # 4/9) beats LIAR (none, 8/27) and every raise (each needs two more, at best 7/27).
    # Holding a 6 instead of the 3 would make three 6s (P = 19/27) the best move.
    return Exacto.from_position(dice=[[1, 2, 3, 4], [3, 4, 5]], current=0, bid=(3, 4), seed=107)


def _exacto_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    bid = game.bid
    assert bid is not None  # the lesson's position has a standing bid
    return _judge_odds(
        game,
        action,
        events,
        "exacto.exacto",
        lesson_msg("why.needs", hold=_hold(game, bid.face), needs=_needs(game, bid, exact=True)),
    )


def _cap_setup() -> Exacto:
    return Exacto.from_position(dice=[[5, 5, 1, 3, 2], [6], [5, 3]], current=0, bid=(4, 5), seed=108)


def _cap_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    return _judge_odds(game, action, events, "exacto.exacto", lesson_msg("why.cap"))


def _elimination_setup() -> Exacto:
    return Exacto.from_position(dice=[[2, 3, 3, 6, 6], [4, 4, 5], [5]], current=0, bid=(6, 5), seed=109)


def _elimination_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    bid = game.bid
    assert bid is not None  # the lesson's position has a standing bid
    return _judge_odds(
        game,
        action,
        events,
        "exacto.elimination",
        lesson_msg("why.and-needs", hold=_hold(game, bid.face), needs=_needs(game, bid)),
    )


def _next_round_setup() -> Exacto:
    """Round 1 is played out by the script: mage 2 opens, mage 3 (one die left) calls LIAR
    wrongly and is out. Mage 3 lost, but is out, so the next mage with dice, you, start."""
    game = Exacto.from_position(dice=[[2, 2, 5, 6, 3], [4, 4, 1], [3, 6, 1, 4], [6]], current=2, bid=None, seed=110)
    game.apply(Bid(3, 4))
    game.apply(LIAR)
    return game


def _next_round_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    last = next(e for e in reversed(game.log) if e.kind == "next-round")
    return _judge_believable_bid(
        game, action, events, "exacto.next-round", lesson_msg("why.next-round", event=last.message)
    )


def _winner_setup() -> Exacto:
    return Exacto.from_position(dice=[[3], [6]], current=0, bid=(1, 5), seed=111)


def _winner_check(game: Exacto, action: Action, events: list[Event]) -> Feedback:
    bid = game.bid
    assert bid is not None  # the lesson's position has a standing bid
    return _judge_odds(
        game,
        action,
        events,
        "exacto.winner",
        lesson_msg("why.so-needs", hold=_hold(game, bid.face), needs=_needs(game, bid)),
    )


def _texts(lesson_id: str) -> dict[str, Any]:
    """A lesson's title, instruction and hints ("lesson.<id>.title", ...), as every game's."""
    return lesson_words(LESSON_MESSAGES, f"lesson.{lesson_id}", "title", "instruction")


LESSONS: list[LessonSpec[Exacto]] = [
    LessonSpec(
        id="opening-bid",
        rules=("exacto.roll", "exacto.opening-bid"),
        setup=_opening_setup,
        check=_opening_check,
        **_texts("opening-bid"),
    ),
    LessonSpec(
        id="raise", rules=("exacto.raise",), setup=_raise_setup("exacto"), check=_raise_check, **_texts("raise")
    ),
    LessonSpec(
        id="raise-perudo",
        rules=("exacto.raise",),
        setup=_raise_setup("perudo"),
        check=_perudo_check,
        **_texts("raise-perudo"),
    ),
    LessonSpec(
        id="wild-ones", rules=("exacto.wild-ones",), setup=_wild_setup, check=_wild_check, **_texts("wild-ones")
    ),
    LessonSpec(
        id="bid-ones", rules=("exacto.wild-ones",), setup=_bid_ones_setup, check=_bid_ones_check, **_texts("bid-ones")
    ),
    LessonSpec(
        id="liar", rules=("exacto.liar", "exacto.wild-ones"), setup=_liar_setup, check=_liar_check, **_texts("liar")
    ),
    LessonSpec(id="exacto", rules=("exacto.exacto",), setup=_exacto_setup, check=_exacto_check, **_texts("exacto")),
    LessonSpec(id="exacto-cap", rules=("exacto.exacto",), setup=_cap_setup, check=_cap_check, **_texts("exacto-cap")),
    LessonSpec(
        id="elimination",
        rules=("exacto.elimination", "exacto.liar"),
        setup=_elimination_setup,
        check=_elimination_check,
        **_texts("elimination"),
    ),
    LessonSpec(
        id="next-round",
        rules=("exacto.next-round", "exacto.roll", "exacto.elimination"),
        setup=_next_round_setup,
        check=_next_round_check,
        **_texts("next-round"),
    ),
    LessonSpec(
        id="winner",
        rules=("exacto.winner", "exacto.elimination"),
        setup=_winner_setup,
        check=_winner_check,
        **_texts("winner"),
    ),
]


# ------------------------------------------------------------------------------ quizzes


#: what one engine-played table showed: the reveal event's data and the seat that lost a die
Outcome = dict[str, Any]


def _liar_outcome(
    own: Sequence[int], unknown: int, bid: tuple[int, int], **options: Any
) -> Callable[[random.Random], Outcome]:
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

    def outcome(rng: random.Random) -> Outcome:
        if own:
            world = base.resample_hidden(0, rng)
        else:
            world = Exacto(players=unknown // 5, seed=rng.getrandbits(32), **options)
            if bid[1] == 1:
                world.apply(Bid(bid[0], 2))
            world.apply(Bid(*bid))
        events = world.apply(LIAR)
        reveal, lose = _event(events, "reveal"), _event(events, "lose")
        assert reveal is not None and lose is not None  # a call lifts the cups and costs a die
        return {**reveal.data, "loser": lose.data["seat"]}

    return outcome


def _count_sim(
    own: Sequence[int], unknown: int, bid: tuple[int, int], value: Callable[[Outcome], float], **options: Any
) -> Callable[[int, random.Random], list[float]]:
    """``simulate(trials, rng)`` for a QuizSpec: ``value(reveal)`` over engine-played tables."""
    outcome = _liar_outcome(own, unknown, bid, **options)

    def simulate(trials: int, rng: random.Random) -> list[float]:
        return [float(value(outcome(rng))) for _ in range(trials)]

    return simulate


HAND = (1, 4, 4, 2, 6)


def _expected(face: int, own: Sequence[int], unknown: int) -> float:
    return sum(c * p for c, p in enumerate(count_distribution(face, own, unknown)))


def _quiz_texts(quiz_id: str, **numbers: float) -> dict[str, Any]:
    """A quiz's question, explanation (with its ``numbers``), hints and unit, as every game's."""
    return lesson_words(LESSON_MESSAGES, f"quiz.{quiz_id}", "question", "explanation", **numbers)


def _quizzes() -> list[QuizSpec]:
    at_least = p_at_least(10, 4, [], 30)
    exactly = p_exactly(10, 4, [], 30)
    mean = _expected(4, [], 30)
    own = p_at_least(10, 4, HAND, 25)
    liar_wins = 1 - p_at_least(7, 6, [2, 3, 4, 5, 5], 10)
    ones = p_at_least(5, 1, [], 30)
    return [
        QuizSpec(
            id="at-least-10-fours",
            **_quiz_texts("at-least-10-fours", p=at_least),
            answer=at_least,
            rules=("exacto.wild-ones", "exacto.liar"),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"] >= 10),
        ),
        QuizSpec(
            id="exactly-10-fours",
            **_quiz_texts("exactly-10-fours", p=exactly, one_in=1 / exactly),
            answer=exactly,
            rules=("exacto.exacto", "exacto.wild-ones"),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"] == 10),
        ),
        QuizSpec(
            id="expected-count",
            **_quiz_texts("expected-count", mean=mean),
            answer=mean,
            tolerance=0.05,
            rules=("exacto.wild-ones",),
            simulate=_count_sim((), 30, (10, 4), lambda r: r["count"]),
        ),
        QuizSpec(
            id="own-dice-10-fours",
            **_quiz_texts("own-dice-10-fours", p=own, before=at_least),
            answer=own,
            rules=("exacto.wild-ones", "exacto.roll"),
            simulate=_count_sim(HAND, 25, (10, 4), lambda r: r["count"] >= 10),
        ),
        QuizSpec(
            id="liar-wins",
            **_quiz_texts("liar-wins", p=liar_wins),
            answer=liar_wins,
            rules=("exacto.liar", "exacto.wild-ones"),
            simulate=_count_sim((2, 3, 4, 5, 5), 10, (7, 6), lambda r: r["loser"] == r["bidder"]),
        ),
        QuizSpec(
            id="bid-ones",
            **_quiz_texts("bid-ones", p=ones),
            answer=ones,
            rules=("exacto.wild-ones",),
            # 0.005, not the usual 0.01: the at-least-ten-fours answer (0.5683), shown in the
            # notebook above this quiz, must not pass for this one (0.5757)
            tolerance=0.005,
            simulate=_count_sim((), 30, (5, 1), lambda r: r["count"] >= 5, bid_ones=True),
        ),
    ]


QUIZZES: list[QuizSpec] = _quizzes()

lesson = finder(LESSONS, "Exacto lesson")
quiz = finder(QUIZZES, "Exacto quiz")
