"""Siggil lessons and quizzes, as data (rules: docs/rules/siggil.md; shown by ``widgets.Lesson`` and
``widgets.Quiz``).

Every lesson starts from a small fixed position (``Siggil.from_position`` on the
pyramids layout: only a few positions hold cards, the rest are out of play), sometimes
with the learner's take already scripted, so that the lesson's one move is the decision
it teaches: which card to take, whether and how to capture, what to discard, which spirit
to let go. The lessons have no bots: the learner's one move is judged and the lesson ends.

Feedback uses only what the learner may know: the layout, which positions hold cards,
the face-up cards, the free spirits, every set and the learner's own hand (the legal
captures follow from those). What the move then showed the table (a card turned up, a
spirit freed, the end of the game) is told in the engine's own sentences, public by then.

Every quiz answer is exact (a count, or :mod:`.probability`), and every quiz checks itself
through the engine: fresh deals, or the face-down cards redrawn (``resample_hidden``) and
play going on until what the question asks about has happened.

Every word a learner reads is a message of
:data:`~rules_engine.siggil.lesson_messages.LESSON_MESSAGES`, in en, lv, fi or ru.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from math import comb
from typing import Any

from ..core import Action, Event
from ..i18n import Msg
from ..lessons import Feedback, LessonSpec, QuizSpec, finder, lesson_words, sentences
from .cards import Card
from .game import PASS, Capture, Discard, Recapture, Release, Siggil, Steal, Take
from .lesson_messages import LESSON_MESSAGES
from .probability import expected_turns_until_free, p_complete_for, unknown_cards

__all__ = ["LESSONS", "QUIZZES", "lesson", "quiz", "quiz_position", "ME"]

ME = 0  # the learner's seat in every lesson and quiz
C = Card
#: a sentence of this game's lesson table, rendered later in the learner's language
lesson_msg = LESSON_MESSAGES.msg


def S(k: int) -> Card:
    return Card(k, k, spirit=True)


def _sigil(placed: dict[int, tuple[Card, bool]]) -> list[dict[str, Any] | None]:
    """56 pyramids positions, None (out of play) except ``{position: (card, face_up)}``."""
    out: list[dict[str, Any] | None] = [None] * 56
    for p, (card, up) in placed.items():
        out[p] = {"card": card, "face_up": up}
    return out


def _fam(f: int, *numbers: int) -> list[Card]:
    return [C(f, n) for n in numbers]


def _set(cards: Iterable[Card], spirit: int | None = None) -> dict[str, Any]:
    return {"cards": list(cards), "spirit": spirit}


# -------------------------------------------------------------------- what is known

_words = functools.partial(sentences, LESSON_MESSAGES)


def _told(
    events: Iterable[Event], kinds: Sequence[str] = ("flip", "free", "win", "last-card", "solo-won", "lost")
) -> tuple[Msg | None, ...]:
    """What the table showed the learner, in the engine's sentences (public events only)."""
    return tuple(e.message for e in events if e.seats is None and e.kind in kinds)


#: the captures a learner may make, and their classes (for isinstance)
Captures = Capture | Steal | Recapture
_CAPTURES = (Capture, Steal, Recapture)
#: a lesson's checker: the game before the move, the move, the events it caused
Check = Callable[[Siggil, Action, list[Event]], Feedback]


def _uncovered(game: Siggil, p: int) -> list[int]:
    """The positions that become available when ``p`` leaves the sigil: public, from the
    layout and which positions still hold a card."""
    sigil, lay = game.sigil, game.layout
    return [
        u
        for u in lay.covers[p]
        if sigil[u] is not None and all(t == p or sigil[t] is None for t in lay.positions[u].covered_by)
    ]


def _on_top(game: Siggil, p: int) -> list[int]:
    return [t for t in game.layout.positions[p].covered_by if game.sigil[t] is not None]


def _seen_spirits(game: Siggil) -> dict[int, int]:
    """Spirits lying face up in the sigil, still covered: position -> spirit."""
    return {p: s[0].family for p, s in enumerate(game.sigil) if s and s[1] and s[0].spirit}


# --------------------------------------------------------- availability and flipping


def _availability_setup() -> Siggil:
    """Pyramid A's top card is gone: 25 and 26 are available; 22 lies under 25 only, 23 under
    both. Pyramid B: 55 is available with 53 under it alone."""
    return Siggil.from_position(
        _sigil(
            {
                25: (C(2, 3), True),
                26: (C(4, 6), True),
                22: (C(1, 1), False),
                23: (C(5, 2), False),
                55: (C(7, 6), True),
                53: (C(6, 3), False),
            }
        ),
        [[C(3, 5)], [C(1, 7)]],
        seed=601,
    )


def _availability_check(game: Siggil, action: Action, events: list[Event]) -> Feedback:
    rule = "siggil.available"
    assert isinstance(action, (Take, Discard))  # the lesson's move takes a position
    gain = {p: _uncovered(game, p) for p in game.available}
    if gain[action.position]:
        return Feedback(
            True,
            _words(lesson_msg("available.right", position=action.position, under=gain[action.position]), _told(events)),
            rule,
        )
    under = game.layout.covers[action.position]
    still = sorted({t for u in under if game.sigil[u] for t in _on_top(game, u) if t != action.position})
    best = [p for p, g in gain.items() if g]
    return Feedback(
        False,
        _words(lesson_msg("available.wrong", position=action.position, still=still, best=best), _told(events)),
        rule,
    )


def _cascade_setup() -> Siggil:
    """Spirit 3 lies face up at 25, under 27 alone; under 25 lie 22 (face down) and 23."""
    return Siggil.from_position(
        _sigil(
            {
                27: (C(5, 2), True),
                25: (S(3), True),
                22: (S(5), False),
                23: (C(6, 5), False),
                18: (C(4, 4), False),
                55: (C(7, 6), True),
                53: (C(6, 3), False),
            }
        ),
        [[C(3, 1), C(3, 2)], [C(1, 7)]],
        seed=602,
    )


def _cascade_check(game: Siggil, action: Action, events: list[Event]) -> Feedback:
    rule = "siggil.spirit-frees"
    assert isinstance(action, (Take, Discard))  # the lesson's move takes a position
    seen = _seen_spirits(game)
    freed = [p for p in _uncovered(game, action.position) if p in seen]
    if freed:
        return Feedback(
            True,
            _words(lesson_msg("cascade.right", position=action.position, spirit=seen[freed[0]]), _told(events)),
            rule,
        )
    at = min(seen)
    return Feedback(
        False,
        _words(
            lesson_msg("cascade.wrong", position=action.position, spirit=seen[at], at=at, on=_on_top(game, at)),
            _told(events),
        ),
        rule,
    )


# --------------------------------------------------------------------------- captures

# pyramid B backs every capture lesson: 55 face up, two face-down cards under it alone
BACKDROP = {55: (C(7, 6), True), 53: (C(2, 7), False), 54: (C(3, 7), False)}


def _after_take(
    hands: list[list[Card]],
    sets: list[list[dict[str, Any]]] | None = None,
    free: Iterable[int] = (),
    top: Card = C(4, 5),  # noqa: B008 - a Card is a frozen value
    placed: dict[int, tuple[Card, bool]] | None = None,
    seed: int = 0,
) -> Siggil:
    """A two-player position whose learner has just taken ``top`` from position 27: the
    lesson's move is the capture (or pass) that follows."""
    game = Siggil.from_position(
        _sigil({**BACKDROP, 27: (top, True)} if placed is None else placed), hands, sets, list(free), seed=seed
    )
    game.apply(Take(27))
    return game


def _capture_free_setup() -> Siggil:
    return _after_take(
        [[C(4, 1), C(4, 2), C(2, 4), C(6, 4), C(2, 2), C(1, 3)], [C(5, 5), C(1, 1)]], free=(4, 2), seed=603
    )


def _steal_setup() -> Siggil:
    return _after_take(
        [[*_fam(5, 4, 6, 7), C(1, 5), C(2, 5), C(3, 5)], [C(6, 6), C(7, 1)]],
        [[], [_set(_fam(5, 1, 2, 3), 5)]],
        seed=604,
    )


def _recapture_setup() -> Siggil:
    return _after_take(
        [[C(6, 4), C(6, 7)], [C(7, 1)]],
        [[_set(_fam(6, 1, 2, 3))], [_set([C(1, 6), C(2, 6), C(3, 6), C(4, 6)], 6)]],
        top=C(6, 5),
        seed=605,
    )


def _win_setup() -> Siggil:
    mine = [_set(_fam(1, 2, 3, 4), 1), _set(_fam(2, 1, 3, 5), 2), _set(_fam(3, 1, 2, 4), 3), _set(_fam(4, 1, 2, 3), 4)]
    return _after_take(
        [[C(7, 1), C(7, 2)], [C(6, 1), C(6, 2)]],
        [mine, [_set(_fam(5, 1, 2, 3), 5)]],
        free=(7,),
        top=C(7, 3),
        placed={27: (C(7, 3), True), 55: (C(6, 6), True), 53: (C(5, 5), False), 54: (C(1, 1), False)},
        seed=606,
    )


def _last_card_setup() -> Siggil:
    """The sigil holds one card; you hold 2 spirits, player 1 holds 3 and 3 cards."""
    mine = [_set(_fam(1, 2, 3, 4), 1), _set(_fam(2, 1, 3, 5), 2)]
    theirs = [_set(_fam(3, 1, 2, 4), 3), _set(_fam(4, 1, 2, 3), 4), _set(_fam(5, 1, 2, 3), 5)]
    return _after_take(
        [[C(7, 1), C(7, 2), C(3, 3), C(4, 4)], [C(6, 1), C(6, 2), C(5, 5)]],
        [mine, theirs],
        free=(7,),
        top=C(7, 3),
        placed={27: (C(7, 3), True)},
        seed=607,
    )


def _best_capture(game: Siggil, kind: str) -> Captures | None:
    """The learner's first legal capture of ``kind`` (the engine lists them), or None."""
    return next((a for a in game.legal_actions() if isinstance(a, _CAPTURES) and a.kind == kind), None)


def _capture_check(prefix: str, kind: str, rule: str) -> Check:
    """Right: a capture of ``kind`` (every legal one is right here); a pass is legal but
    leaves it on the table. The feedback explains with the numbers of the sets."""

    def check(game: Siggil, action: Action, events: list[Event]) -> Feedback:
        if isinstance(action, _CAPTURES) and action.kind == kind:  # kind: a capture's
            return Feedback(
                True, _words(lesson_msg(f"{prefix}.right", **_capture_numbers(game, action)), _told(events)), rule
            )
        best = _best_capture(game, kind)
        if best is None:  # the scripted take was undone: the move is not the decision taught
            return Feedback(False, _words(lesson_msg("off-script", rule=rule), _told(events)), rule)
        return Feedback(
            False,
            _words(
                lesson_msg(f"{prefix}.pass", cards=[c.to_json() for c in best.cards], **_capture_numbers(game, best)),
                _told(events),
            ),
            rule,
        )

    return check


def _capture_numbers(game: Siggil, action: Captures) -> dict[str, object]:
    k = action.spirit
    out: dict[str, object] = {"spirit": k, "size": len(action.cards), "goal": game.goal}
    out["way"] = "family" if all(c.family == k for c in action.cards) else "number"
    for holder, mine in enumerate(game.sets):
        for s in mine:
            if s["spirit"] == k:
                out.update(holder=holder, held=len(s["cards"]))
    if isinstance(action, Recapture):  # kind "recapture"
        out.update(set=action.set, size=len(game.sets[ME][action.set]["cards"]) + len(action.cards))
    return out


# ------------------------------------------------------------------------------- solo


def _solo_turn_setup() -> Siggil:
    """Easy solo: spirit 2 is free, you hold two cards of family 2; 27 (the 5 of family 2)
    and 55 are available."""
    return Siggil.from_position(
        _sigil({27: (C(2, 5), True), 25: (C(3, 4), False), 55: (C(6, 1), True), 53: (C(5, 5), False)}),
        [[C(2, 1), C(2, 3)]],
        free_spirits=[2],
        seed=608,
    )


def _helps(card: Card, free: Iterable[int], hand: Sequence[Card]) -> list[int]:
    """The free spirits ``card`` shares a family or number with, that the hand also holds cards towards."""
    return [
        k
        for k in free
        if (card.family == k and any(c.family == k for c in hand))
        or (card.number == k and any(c.number == k for c in hand))
    ]


def _solo_turn_check(game: Siggil, action: Action, events: list[Event]) -> Feedback:
    rule = "siggil.solo-turn"
    assert isinstance(action, (Take, Discard))  # the lesson's move takes a position
    hand, free = game.hands[ME], game.free_spirits
    # the positions read are available, so each holds a card
    card = game.sigil[action.position][0]  # type: ignore[index]
    useful = [game.sigil[p][0].to_json() for p in game.available if _helps(game.sigil[p][0], free, hand)]  # type: ignore[index]
    helped = _helps(card, free, hand)
    if not helped:
        return Feedback(
            True,
            _words(lesson_msg("solo-turn.right", card=card.to_json(), free=free, keep=useful), _told(events)),
            rule,
        )
    return Feedback(
        False, _words(lesson_msg("solo-turn.wrong", card=card.to_json(), spirit=helped[0]), _told(events)), rule
    )


def _solo_win_setup() -> Siggil:
    """Easy solo: you hold spirits 1 to 6; spirit 7 is free. You discarded 55 and took the 3 of
    family 7 from 27."""
    sets = [_set(_fam(k, *[n for n in (1, 2, 3, 4) if n != k][:3]), k) for k in range(1, 7)]
    game = Siggil.from_position(
        _sigil({27: (C(7, 3), True), 55: (C(5, 5), True), 53: (C(6, 6), False), 54: (C(7, 7), False)}),
        [[C(7, 1), C(7, 2)]],
        [sets],
        free_spirits=[7],
        seed=609,
    )
    game.apply(Discard(55))
    game.apply(Take(27))
    return game


def _limit_setup() -> Siggil:
    """Advanced solo: four spirits are free at the start, one more than may wait: spirit 4,
    the last to come free, stays; one of 1, 2 and 3 goes (siggil.solo-limit)."""
    return Siggil.from_position(
        _sigil({27: (C(6, 6), True), 55: (C(7, 7), True), 53: (C(5, 5), False)}),
        [[C(1, 2), C(1, 3), C(1, 5), C(3, 2), C(4, 6), C(4, 7)]],
        free_spirits=[1, 2, 3, 4],
        difficulty="advanced",
        seed=610,
    )


def _towards(k: int, hand: Sequence[Card]) -> int:
    """Cards in ``hand`` towards a set for spirit ``k``: the larger of its family and its number."""
    return max(sum(c.family == k for c in hand), sum(c.number == k for c in hand))


def _limit_check(game: Siggil, action: Action, events: list[Event]) -> Feedback:
    rule = "siggil.solo-limit"
    assert isinstance(action, Release)  # phase release: every legal move is a Release
    hand = game.hands[ME]
    # only the three that were waiting may go: the newcomer stays (siggil.solo-limit)
    counts = {k: _towards(k, hand) for k in game.view(ME)["arrival"]["waiting"]}
    least = min(counts.values())
    best = min(k for k, n in counts.items() if n == least)
    if counts[action.spirit] == least:
        return Feedback(True, _words(lesson_msg("limit.right", spirit=action.spirit, count=least), _told(events)), rule)
    return Feedback(
        False,
        _words(
            lesson_msg("limit.wrong", spirit=action.spirit, count=counts[action.spirit], best=best, least=least),
            _told(events),
        ),
        rule,
    )


# ------------------------------------------------------------------------------ lessons

_texts = functools.partial(lesson_words, LESSON_MESSAGES)


def _lesson(id: str, rules: tuple[str, ...], setup: Callable[[], Siggil], check: Check) -> LessonSpec[Siggil]:
    return LessonSpec(id=id, rules=rules, setup=setup, check=check, **_texts(f"lesson.{id}", "title", "instruction"))


LESSONS: list[LessonSpec[Siggil]] = [
    _lesson(
        "availability",
        ("siggil.available", "siggil.sigil", "siggil.setup", "siggil.take"),
        _availability_setup,
        _availability_check,
    ),
    _lesson("cascade", ("siggil.spirit-frees", "siggil.available"), _cascade_setup, _cascade_check),
    _lesson(
        "capture-free",
        ("siggil.capture-free", "siggil.capture"),
        _capture_free_setup,
        _capture_check("capture", "capture", "siggil.capture-free"),
    ),
    _lesson(
        "steal", ("siggil.steal", "siggil.capture"), _steal_setup, _capture_check("steal", "steal", "siggil.steal")
    ),
    _lesson(
        "recapture",
        ("siggil.recapture", "siggil.capture"),
        _recapture_setup,
        _capture_check("recapture", "recapture", "siggil.recapture"),
    ),
    _lesson("win", ("siggil.win", "siggil.capture-free"), _win_setup, _capture_check("win", "capture", "siggil.win")),
    _lesson(
        "last-card",
        ("siggil.last-card", "siggil.capture"),
        _last_card_setup,
        _capture_check("last-card", "capture", "siggil.last-card"),
    ),
    _lesson("solo-turn", ("siggil.solo-turn", "siggil.solo", "siggil.solo-setup"), _solo_turn_setup, _solo_turn_check),
    _lesson(
        "solo-win",
        ("siggil.solo-win", "siggil.solo-turn"),
        _solo_win_setup,
        _capture_check("solo-win", "capture", "siggil.solo-win"),
    ),
    _lesson("solo-limit", ("siggil.solo-limit", "siggil.solo-turn"), _limit_setup, _limit_check),
]


# ------------------------------------------------------------------------------ quizzes


def _completion_table() -> Siggil:
    """An easy solo game (seed 54) after three turns of the lowest available position: spirit
    7 is free, you hold the 4 and the 5 of family 7 and the 7 of family 5."""
    game = Siggil(players=1, seed=54, difficulty="easy")
    for _ in range(3):
        _lowest_turn(game)
    return game


def _lowest_turn(game: Siggil) -> list[Event]:
    """One whole solo turn, always the lowest available position, never a capture: the
    order in which positions turn up does not depend on which cards lie there."""
    events = []
    while not game.is_over:
        phase = game.phase
        if phase in ("discard", "take"):
            events += game.apply((Discard if phase == "discard" else Take)(min(game.available)))
        elif phase == "release":
            events += game.apply(Release(game.free_spirits[0]))
        else:
            events += game.apply(PASS)
            break
    return events


COMPLETION_SPIRIT, COMPLETION_DRAWS = 7, 3


def _completion_sim(trials: int, rng: random.Random) -> list[float]:
    """Redraw the face-down cards; play on (lowest position first) until 3 more family cards
    have turned face up; 1 when they and the hand hold 3 of family 7 or 3 of number 7."""
    base = _completion_table()
    hand = base.hands[ME]
    k = COMPLETION_SPIRIT
    out = []
    for _ in range(trials):
        world = base.resample_hidden(ME, rng)
        turned: list[Card] = []
        while len(turned) < COMPLETION_DRAWS and not world.is_over:
            for e in _lowest_turn(world):
                card = e.data.get("card") if e.kind == "flip" else None
                if card and not card.get("spirit"):
                    turned.append(Card.from_json(card))
        cards = hand + turned[:COMPLETION_DRAWS]
        out.append(float(sum(c.family == k for c in cards) >= 3 or sum(c.number == k for c in cards) >= 3))
    return out


def _free_table() -> Siggil:
    """Spirit 1 lies face up at position 7, under position 13 alone; five more cards are
    available at 2..6 (the bottom row of pyramid A, nothing under them). Hands are empty."""
    placed = {7: (S(1), True), 13: (C(4, 4), True)}
    placed.update({p: (C(p, 2), True) for p in range(2, 7)})
    return Siggil.from_position(_sigil(placed), [[], []], seed=611)


def _free_sim(trials: int, rng: random.Random) -> list[float]:
    """Every player takes an available card at random (the random bot), from redrawn worlds:
    the number of takes until a spirit is freed, one game a sample."""
    base = _free_table()
    return [expected_turns_until_free(base, ME, samples=1, seed=rng.getrandbits(32)) for _ in range(trials)]


def _deal_table() -> Siggil:
    """A two-player pyramids deal (the quiz is about any deal: the layout is what matters)."""
    return Siggil(players=2, seed=612)


def _open_positions(game: Siggil) -> int:
    """Positions no card lies on in the layout: the only ones available at the deal."""
    return sum(1 for p in game.layout.positions if not p.covered_by)


def _deal_sim(trials: int, rng: random.Random) -> list[float]:
    """Fresh deals through the engine: 1 when a spirit is free before the first take."""
    return [float(bool(Siggil(players=2, seed=rng.getrandbits(32)).free_spirits)) for _ in range(trials)]


def quiz_position(quiz_id: str) -> Siggil:
    """The table a quiz asks about, with the learner (seat 0) on turn."""
    return _QUIZ_TABLES[quiz_id]()


_QUIZ_TABLES: dict[str, Callable[[], Siggil]] = {
    "spirit-at-the-deal": _deal_table,
    "complete-a-set": _completion_table,
    "when-is-it-free": _free_table,
}


def _quizzes() -> list[QuizSpec]:
    table = _completion_table()
    k = COMPLETION_SPIRIT
    unknown = unknown_cards(table, ME)
    hand = table.hands[ME]
    p = float(p_complete_for(table, ME, k, COMPLETION_DRAWS))
    free = _free_table()
    n = len(free.available)
    top = _open_positions(_deal_table())
    none = comb(49, top) / comb(56, top)  # every open position holds one of the 49 family cards
    return [
        _quiz(
            "spirit-at-the-deal",
            1 - none,
            ("siggil.setup", "siggil.spirit-frees"),
            _deal_sim,
            top=top,
            none=none,
            p=1 - none,
        ),
        _quiz(
            "complete-a-set",
            p,
            ("siggil.capture-free", "siggil.available"),
            _completion_sim,
            tolerance=0.005,
            hand=[c.to_json() for c in hand],
            spirit=k,
            draws=COMPLETION_DRAWS,
            unknown=len(unknown),
            family=sum(c.family == k for c in unknown),
            number=sum(c.number == k for c in unknown),
            p=p,
        ),
        # 0.05: an expected count, not a probability; the nearest wrong answers (n, n / 2) are far
        _quiz(
            "when-is-it-free",
            (n + 1) / 2,
            ("siggil.spirit-frees", "siggil.take"),
            _free_sim,
            tolerance=0.05,
            n=n,
            other=n - 1,
            mean=(n + 1) / 2,
        ),
    ]


def _quiz(
    id: str,
    answer: float,
    rules: tuple[str, ...],
    simulate: Callable[[int, random.Random], list[float]],
    tolerance: float = 0.01,
    **numbers: object,
) -> QuizSpec:
    return QuizSpec(
        id=id,
        answer=answer,
        rules=rules,
        simulate=simulate,
        tolerance=tolerance,
        **_texts(f"quiz.{id}", "question", "explanation", **numbers),
    )


QUIZZES: list[QuizSpec] = _quizzes()

lesson = finder(LESSONS, "Siggil lesson")
quiz = finder(QUIZZES, "Siggil quiz")
