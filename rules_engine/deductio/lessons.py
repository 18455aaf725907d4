"""Deductio lessons and quizzes, as data (rules: docs/rules/deductio.md; shown by ``widgets.Lesson``
and ``widgets.Quiz``).

Every lesson starts from a fixed position (``Deductio.from_position``, two players, the
learner is player 0 and every one of the 20 number cards is placed), sometimes with the
learner's first action already scripted (a clue with an ability just placed upright, a
wrong guess just made), so that the lesson's one move is the decision it teaches. The
lessons have no bots: the learner's one move is judged and the lesson ends.

Feedback uses only what the learner may know when it appears: their own number, the
public table (``game.view(0)``) and, through :mod:`.solver`, the exact chances that follow
from them. A guess is judged by its chance from that knowledge, never by the hidden
answer; what the table showed afterwards (the engine's answer to the guess, a refill, a
reveal, the learner's own peek) is told in the engine's own sentences, which are public
(or the learner's own) by then.

Every quiz answer is computed by :mod:`.solver` (candidates from one seat's knowledge,
the information a clue gives), and every quiz checks itself through the engine: it deals
the cards the learner cannot see at random, keeps the deals in which the engine accepts
everything the table shows (each clue where it lies, upright or sideways), plays what the
question describes and reads the outcome from the engine's events.

Every word a learner reads is a message of
:data:`~rules_engine.deductio.lesson_messages.LESSON_MESSAGES`, so it renders in en, lv,
fi or ru.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from ..core import Action, Event
from ..i18n import Msg
from ..lessons import Feedback, LessonSpec, QuizSpec, finder, lesson_words, sentences
from .clues import CLUES, NUMBERS
from .game import Deductio, Guess, Pass, PlayClue, TakeAll
from .lesson_messages import LESSON_MESSAGES
from .solver import candidates, information, public_candidates

__all__ = ["LESSONS", "QUIZZES", "lesson", "quiz", "quiz_position", "ME"]

ME = 0  # the learner's seat in every lesson and quiz
FACE_UP = (3, 15, 18)

#: a sentence of this game's lesson table, rendered later in the learner's language
lesson_msg = LESSON_MESSAGES.msg


#: a lesson's checker: the game before the move, the move, the events it caused
Check = Callable[[Deductio, Action, list[Event]], Feedback]
#: a quiz's simulation: ``trials`` samples drawn with ``rng``
Simulate = Callable[[int, random.Random], list[float]]


def _deck(*placed: Iterable[int]) -> list[int]:
    """The Secret Number deck: every number not placed elsewhere (those given first on top)."""
    used = {n for group in placed for n in group}
    return [n for n in NUMBERS if n not in used]


def _position(
    numbers: Sequence[int],
    *,
    top: Sequence[int] = (),
    face_up: Sequence[int] = FACE_UP,
    trophies: list[list[int]] | None = None,
    tableau: list[list[tuple[int, bool]]] | None = None,
    row: Sequence[int],
    clue_deck: Sequence[int | str] = (1, 2, 5, 20),
    current: int = ME,
    seed: int,
) -> Deductio:
    """A two-player position with all 20 number cards placed; ``top`` lies on the number deck."""
    deck = list(top) + _deck(numbers, top, face_up, *(trophies or ()))
    return Deductio.from_position(
        numbers=list(numbers),
        face_up=list(face_up),
        row=list(row),
        clue_deck=list(clue_deck),
        number_deck=deck,
        tableau=tableau,
        trophies=trophies,
        current=current,
        seed=seed,
    )


# ------------------------------------------------------------------------ what is known

_words = functools.partial(sentences, LESSON_MESSAGES)


def _told(events: Iterable[Event], kinds: Collection[str] | None = None) -> tuple[Msg | None, ...]:
    """What the table showed the learner, in the engine's sentences (public events and the
    learner's own; never another seat's private one)."""
    return tuple(
        e.message
        for e in events
        if e.visible_to(ME) and e.kind not in ("turn", "number", "setup") and (kinds is None or e.kind in kinds)
    )


def _own_public(game: Deductio) -> list[int]:
    """The numbers everyone else may think the learner holds, from the public table alone."""
    return sorted(public_candidates(game.view(ME)).get(ME, {}))


def _chance(game: Deductio, target: int, number: int) -> float:
    """P(``target`` holds ``number``), from the learner's knowledge only."""
    return candidates(game.view(ME)).get(target, {}).get(number, 0.0)


def _best(game: Deductio, target: int) -> tuple[float, int, int]:
    """(probability, number, how many candidates) of the learner's likeliest number for ``target``."""
    dist = candidates(game.view(ME))[target]
    number = max(sorted(dist), key=lambda n: dist[n])
    return dist[number], number, len(dist)


def _narrowed(before: Deductio, after: Deductio) -> Msg:
    """How much the move told the table about the learner's number (public knowledge)."""
    was, now = _own_public(before), _own_public(after)
    return lesson_msg(
        "public.narrowed", before=len(was), after=len(now), few="yes" if len(now) <= 6 else "no", numbers=now
    )


def _guess_instead(game: Deductio, action: Guess, rule: str) -> Feedback:
    """A guess where the lesson asks for a clue play: its chance, and what a miss costs."""
    p = _chance(game, action.target, action.number)
    n = len(candidates(game.view(ME)).get(action.target, {}))
    return Feedback(False, lesson_msg("ask.clue", target=action.target, number=action.number, p=p, n=n), rule)


# ---------------------------------------------------------------- playing clues (turn)


def _first_turn_setup() -> Deductio:
    return _position([7, 12], row=[3, 8, 12], clue_deck=[1, 6, 20, 28], seed=401)


def _clue_play_check(rule: str, extra: str | None = None, told: tuple[str, ...] = ()) -> Check:
    """Right: a clue play the engine accepted (true upright, or all sideways when none is
    true); the feedback tells what the table now knows, and the events of kinds ``told`` (the
    rest is in the table's log). A guess is not what is asked."""

    def check(game: Deductio, action: Action, events: list[Event]) -> Feedback:
        if isinstance(action, Guess):
            return _guess_instead(game, action, rule)
        after = game.clone()
        after.apply(action)
        number = game.numbers[ME]
        if isinstance(action, TakeAll):
            verdict = lesson_msg("take-all.right", number=number, clues=tuple(game.row))
        else:
            assert isinstance(action, PlayClue)  # the turn's moves: a clue, all sideways, a guess
            verdict = lesson_msg("clue.right", clue=action.clue, number=number)
        return Feedback(
            True, _words(verdict, _told(events, told), _narrowed(game, after), extra and lesson_msg(extra)), rule
        )

    return check


def _true_clue_setup() -> Deductio:
    return _position([10, 4], row=[12, 17, 9], clue_deck=[3, 6, 23, 28], seed=402)


def _take_all_setup() -> Deductio:
    return _position([9, 14], row=[1, 6, 12], clue_deck=[4, 7, 19, 28], seed=403)


# ------------------------------------------------------------------------ reveal cards


def _reveal_setup() -> Deductio:
    """Player 1 once took #25 (±1), #12 and #8 sideways; the clue deck has a Reveal card on top
    and the Secret Number deck an 11 (the lesson stacked both)."""
    return _position(
        [16, 10],
        top=[11],
        row=[24, 9, 5],
        clue_deck=["reveal", 1, 2, 28],
        tableau=[[], [(25, False), (12, False), (8, False)]],
        seed=404,
    )


# ---------------------------------------------------------------------------- abilities


def _peek_setup() -> Deductio:
    """You (12) have just placed #14 "divisible by 3" (peek-1) upright; player 1 shows "odd"
    and "6 or less" upright, so holds 1 or 5; the top Secret Number card is the 1."""
    game = _position(
        [12, 5], top=[1], row=[14, 8, 6], clue_deck=[2, 19, 20, 28], tableau=[[], [(3, True), (9, True)]], seed=405
    )
    game.apply(PlayClue(14))
    return game


def _peek_check(game: Deductio, action: Action, events: list[Event]) -> Feedback:
    rule = "deductio.ability"
    was = sorted(candidates(game.view(ME))[1])
    if isinstance(action, Pass):
        return Feedback(False, lesson_msg("peek.pass", before=was), rule)
    after = game.clone()
    after.apply(action)
    seen = next(e for e in events if e.kind == "peek-seen").data["numbers"]
    now = sorted(candidates(after.view(ME))[1])
    return Feedback(
        True,
        lesson_msg(
            "peek.right", seen=seen, count=len(seen), before=was, after=now, certain="yes" if len(now) == 1 else "no"
        ),
        rule,
    )


def _free_guess_setup() -> Deductio:
    """You (10) have just placed #16 "divisible by 5" (free guess) upright; player 1 shows
    "even and 10 or less" and "divisible by 4" upright: 4 or 8."""
    game = _position(
        [10, 4], row=[16, 12, 8], clue_deck=[1, 6, 20, 28], tableau=[[], [(34, True), (15, True)]], seed=406
    )
    game.apply(PlayClue(16))
    return game


def _free_guess_check(game: Deductio, action: Action, events: list[Event]) -> Feedback:
    rule = "deductio.ability"
    top, best, n = _best(game, 1)
    if isinstance(action, Pass):
        return Feedback(False, lesson_msg("free.pass", p=top, best=best), rule)
    assert isinstance(action, Guess)  # a free guess, or a pass (deductio.ability)
    p = _chance(game, action.target, action.number)
    answer = _told(events, ("guess", "free-miss", "trophy"))
    if p >= top - 1e-12:
        return Feedback(True, _words(lesson_msg("free.right", number=action.number, p=p, n=n), answer), rule)
    return Feedback(False, _words(lesson_msg("free.weak", number=action.number, p=p, best=best, top=top), answer), rule)


# -------------------------------------------------------------------------- guessing


def _certain_guess_setup() -> Deductio:
    """Player 1 shows #33 "odd and greater than 10" upright and took #8, #31, #5 sideways: 13."""
    return _position(
        [6, 13],
        row=[1, 9, 12],
        clue_deck=[3, 7, 20, 28],
        tableau=[[], [(33, True), (8, False), (31, False), (5, False)]],
        seed=407,
    )


def _guess_check(rule: str, right_msg: str, play_msg: str) -> Check:
    """Right: guessing the learner's likeliest number when it is certain (P = 1)."""

    def check(game: Deductio, action: Action, events: list[Event]) -> Feedback:
        top, best, _ = _best(game, 1)
        if not isinstance(action, Guess):
            return Feedback(False, lesson_msg(play_msg, best=best, p=top), rule)
        p = _chance(game, action.target, action.number)
        answer = _told(events, ("guess", "trophy", "discard", "draw", "win", "penalty"))
        if p >= 1.0 - 1e-12:
            return Feedback(True, _words(lesson_msg(right_msg, number=action.number), answer), rule)
        return Feedback(False, _words(lesson_msg("guess.unsure", number=action.number, p=p, best=best), answer), rule)

    return check


def _penalty_setup() -> Deductio:
    """Player 1 shows "n is even" upright; you (8) guessed 12 for them: wrong, so you owe two
    clue plays. The row offers "even" and "even and 10 or less" (peek-1), both true of 8."""
    game = _position([8, 14], row=[1, 34, 8], clue_deck=[3, 6, 20, 28], tableau=[[], [(2, True)]], seed=408)
    game.apply(Guess(1, 12))
    return game


def _penalty_check(game: Deductio, action: Action, events: list[Event]) -> Feedback:
    rule = "deductio.penalty"
    bits = information(game.view(ME))
    plays = {c: b for c, b in bits.items() if b is not None}
    least = min(plays.values())
    best = min(c for c, b in plays.items() if b <= least + 1e-9)
    told = _told(events, ("refill", "penalty-play"))
    if isinstance(action, PlayClue) and plays[action.clue] <= least + 1e-9:
        return Feedback(
            True, _words(lesson_msg("penalty.right", clue=action.clue, bits=plays[action.clue]), told), rule
        )
    clue = action.clue if isinstance(action, PlayClue) else None
    return Feedback(
        False,
        _words(
            lesson_msg(
                "penalty.wrong",
                clue=clue,
                bits=plays.get(clue, 0.0),  # type: ignore[arg-type]  # None (no clue played): 0.0
                best=best,
                least=least,
                ability="yes" if clue and CLUES[clue].ability else "no",
            ),
            told,
        ),
        rule,
    )


def _win_setup() -> Deductio:
    """You hold two trophies (7, 11); player 1 shows #33 "odd and greater than 10" and #30 "3
    or less, or 18 or more" upright: 19."""
    return _position(
        [5, 19],
        trophies=[[7, 11], []],
        row=[3, 12, 6],
        clue_deck=[1, 8, 20, 28],
        tableau=[[], [(33, True), (30, True)]],
        seed=409,
    )


# ------------------------------------------------------------------------------ lessons

_texts = functools.partial(lesson_words, LESSON_MESSAGES)


def _lesson(id: str, rules: tuple[str, ...], setup: Callable[[], Deductio], check: Check) -> LessonSpec[Deductio]:
    return LessonSpec(id=id, rules=rules, setup=setup, check=check, **_texts(f"lesson.{id}", "title", "instruction"))


LESSONS: list[LessonSpec[Deductio]] = [
    _lesson(
        "first-turn",
        ("deductio.setup", "deductio.turn"),
        _first_turn_setup,
        _clue_play_check("deductio.turn", "turn.note"),
    ),
    _lesson(
        "true-clue",
        ("deductio.play-clue", "deductio.refill"),
        _true_clue_setup,
        _clue_play_check("deductio.play-clue", "refill.note", ("refill",)),
    ),
    _lesson(
        "take-all", ("deductio.play-clue",), _take_all_setup, _clue_play_check("deductio.play-clue", "take-all.note")
    ),
    _lesson(
        "reveal",
        ("deductio.reveal", "deductio.refill", "deductio.play-clue"),
        _reveal_setup,
        _clue_play_check("deductio.reveal", "reveal.note", ("reveal", "reveal-discard")),
    ),
    _lesson("peek", ("deductio.ability",), _peek_setup, _peek_check),
    _lesson("free-guess", ("deductio.ability", "deductio.guess"), _free_guess_setup, _free_guess_check),
    _lesson(
        "certain-guess",
        ("deductio.guess", "deductio.correct-guess", "deductio.talk"),
        _certain_guess_setup,
        _guess_check("deductio.guess", "guess.certain", "guess.play-instead"),
    ),
    _lesson("penalty", ("deductio.penalty", "deductio.guess"), _penalty_setup, _penalty_check),
    _lesson(
        "win",
        ("deductio.goal", "deductio.correct-guess"),
        _win_setup,
        _guess_check("deductio.goal", "win.right", "win.play-instead"),
    ),
]


# ------------------------------------------------------------------------------ quizzes


def quiz_position(quiz_id: str) -> Deductio:
    """The table a quiz asks about, with the learner (player 0) on turn."""
    return _QUIZ_TABLES[quiz_id]()


def _prime_table() -> Deductio:
    """Player 1 placed "n is prime" upright; you hold 8."""
    game = _position([8, 17], row=[12, 9, 20], clue_deck=[1, 2, 5, 28], current=1, seed=501)
    game.apply(PlayClue(12))
    return game


def _distinct_table() -> Deductio:
    """Three players. Player 1 shows "two digits" and "between 5 and 15" upright (10 to 13,
    since 14 and 15 are face up); player 2 shows "even and two digits" and "12 or less" (10 or 12)."""
    numbers, face_up = [5, 11, 12], (3, 14, 15)
    return Deductio.from_position(
        numbers=numbers,
        face_up=list(face_up),
        row=[9, 20, 23],
        clue_deck=[2, 7, 19, 28],
        number_deck=_deck(numbers, face_up),
        tableau=[[], [(6, True), (11, True)], [(35, True), (10, True)]],
        seed=502,
    )


def _bayes_table() -> Deductio:
    """You hold 9; face up 3, 11, 20. The row holds "even", "prime" and "14 or greater";
    player 1 is about to play."""
    return _position([9, 4], face_up=(3, 11, 20), row=[1, 12, 8], clue_deck=[5, 6, 19, 28], current=1, seed=503)


def _least_table() -> Deductio:
    """You hold 12 and play first; the row holds three clues true of 12."""
    return _position([12, 7], row=[1, 10, 29], clue_deck=[3, 5, 19, 28], seed=504)


_QUIZ_TABLES: dict[str, Callable[[], Deductio]] = {
    "prime-candidates": _prime_table,
    "distinct-cards": _distinct_table,
    "bayes-after-a-clue": _bayes_table,
    "guess-after-the-least-clue": _least_table,
    "bits-of-the-least-clue": _least_table,
}


def _plausible(game: Deductio, seat: int = ME) -> Callable[[int, int], bool]:
    """A quick pre-filter for :func:`_worlds`: the same clue predicates the engine
    checks, so that most refused deals are not built at all."""
    piles = game.tableau
    face_up = tuple(game.face_up)

    def ok(s: int, n: int) -> bool:
        return all(CLUES[c["clue"]].true_of(n, face_up) == c["upright"] for c in piles[s])

    return ok


def _worlds(setup: Callable[[], Deductio], seat: int = ME) -> Callable[[random.Random], Deductio]:
    """``world(rng)``: a uniformly random deal agreeing with everything ``seat`` sees, built by
    the engine (rejection: deals the engine refuses are drawn again)."""
    base = setup()
    ok = _plausible(base, seat)
    others = [s for s in range(base.players) if s != seat]
    held = [base.numbers[s] for s in others]
    pool = [n for n in held if n is not None] + list(base.number_deck)
    assert len(pool) == len(held) + len(base.number_deck)  # a lesson's deal: every seat holds one

    def world(rng: random.Random) -> Deductio:
        while True:
            picks = rng.sample(pool, len(others))
            if not all(ok(s, n) for s, n in zip(others, picks, strict=True)):
                continue
            rest = [n for n in pool if n not in picks]
            rng.shuffle(rest)
            numbers = list(base.numbers)
            for s, n in zip(others, picks, strict=True):
                numbers[s] = n
            try:
                return Deductio.from_position(
                    numbers=numbers,
                    face_up=list(base.face_up),
                    row=list(base.row),
                    clue_deck=list(base.clue_deck),
                    number_deck=rest,
                    tableau=base.tableau,
                    trophies=base.trophies,
                    current=base.current_player,
                    seed=rng.getrandbits(32),
                )
            except ValueError:
                continue

    return world


def _answered(game: Deductio, guess: Guess) -> bool:
    """The engine's answer to ``guess`` (it answers truthfully, deductio.talk)."""
    events = game.clone().apply(guess)
    correct: bool = next(e for e in events if e.kind == "guess").data["correct"]
    return correct


def _guess_sim(setup: Callable[[], Deductio], target: int, number: int, before: Sequence[Action] = ()) -> Simulate:
    """``simulate``: random worlds; the learner (who is on turn after ``before`` is played)
    guesses ``number`` for ``target``; 1 when the engine says right."""
    world = _worlds(setup)

    def simulate(trials: int, rng: random.Random) -> list[float]:
        out: list[float] = []
        for _ in range(trials):
            game = world(rng)
            for action in before:
                game.apply(action)
            out.append(float(_answered(game, Guess(target, number))))
        return out

    return simulate


def _bayes_sim(clue: int, event: Callable[[int], bool]) -> Simulate:
    """``simulate``: random worlds before player 1's play; player 1 plays one of its true
    clues at random (the engine lists them); only worlds where it played ``clue`` count
    (Bayes by rejection), and the sample is ``event(player 1's number)``."""
    world = _worlds(_bayes_table)

    def simulate(trials: int, rng: random.Random) -> list[float]:
        out: list[float] = []
        while len(out) < trials:
            game = world(rng)
            plays = [a for a in game.legal_actions() if isinstance(a, (PlayClue, TakeAll))]
            if rng.choice(plays) != PlayClue(clue):
                continue
            game.apply(PlayClue(clue))
            out.append(float(event(game.numbers[1])))  # type: ignore[arg-type]  # every seat holds one here
        return out

    return simulate


def _least_clue(game: Deductio) -> int:
    bits = information(game.view(ME))
    return min((b, c) for c, b in bits.items() if b is not None)[1]


def _public_guess_sim() -> Simulate:
    """``simulate``: you play the clue that tells least; then player 1 guesses your number at
    random among the numbers the public table still allows for it (what every onlooker
    knows), and the engine answers."""
    clue = _least_clue(_least_table())
    world = _worlds(_least_table)

    def simulate(trials: int, rng: random.Random) -> list[float]:
        out: list[float] = []
        for _ in range(trials):
            game = world(rng)
            game.apply(PlayClue(clue))
            allowed = public_candidates(game.view(1))[ME]
            out.append(float(_answered(game, Guess(ME, rng.choice(sorted(allowed))))))
        return out

    return simulate


def _surprisal_sim() -> Simulate:
    """``simulate`` for the bits a clue gives. Entropy is the mean surprisal, -log2 p(x), over
    your number x as the other players see it; so each sample is the surprisal of a number
    drawn from the table's view before the clue minus that of one drawn after the engine has
    played it. (Every number the table allows is equally likely here, so every sample is the
    same: the simulation checks the count of numbers, not chance.)"""
    base = _least_table()
    after = base.clone()
    after.apply(PlayClue(_least_clue(base)))
    was, now = public_candidates(base.view(1))[ME], public_candidates(after.view(1))[ME]

    def draw(dist: Mapping[int, float], rng: random.Random) -> float:
        numbers = sorted(dist)
        return dist[rng.choices(numbers, weights=[dist[n] for n in numbers])[0]]

    def simulate(trials: int, rng: random.Random) -> list[float]:
        return [-math.log2(draw(was, rng)) + math.log2(draw(now, rng)) for _ in range(trials)]

    return simulate


def _bayes_posterior(game: Deductio, clue: int) -> dict[int, float]:
    """P(player 1 holds n | it played ``clue``), if it picks one of its true row clues at
    random: prior from your view, likelihood 1 / (its true clues in the row)."""
    prior = candidates(game.view(ME))[1]
    weight = {}
    for n, p in prior.items():
        true = [c for c in game.row if CLUES[c].true_of(n, game.face_up)]
        if clue in true:
            weight[n] = p / len(true)
    total = sum(weight.values())
    return {n: w / total for n, w in sorted(weight.items())}


def _quizzes() -> list[QuizSpec]:
    prime = candidates(_prime_table().view(ME))[1]
    distinct = candidates(_distinct_table().view(ME))[1]
    bayes = _bayes_posterior(_bayes_table(), 1)
    low = sum(p for n, p in bayes.items() if n <= 12)
    naive = sum(1 for n in bayes if n <= 12) / len(bayes)
    least = _least_table()
    clue = _least_clue(least)
    bits = information(least.view(ME))[clue]
    assert bits is not None  # the least clue is true of the learner's number: it has its bits
    after = least.clone()
    after.apply(PlayClue(clue))
    left = len(public_candidates(after.view(1))[ME])
    return [
        _quiz(
            "prime-candidates",
            prime[13],
            ("deductio.play-clue", "deductio.setup"),
            _guess_sim(_prime_table, 1, 13),
            n=len(prime),
            p=prime[13],
        ),
        _quiz(
            "distinct-cards",
            distinct[10],
            ("deductio.play-clue", "deductio.setup"),
            _guess_sim(_distinct_table, 1, 10),
            p=distinct[10],
            naive=1 / len(distinct),
        ),
        _quiz("bayes-after-a-clue", low, ("deductio.play-clue",), _bayes_sim(1, lambda n: n <= 12), p=low, naive=naive),
        _quiz(
            "guess-after-the-least-clue",
            1 / left,
            ("deductio.play-clue", "deductio.guess"),
            _public_guess_sim(),
            clue=clue,
            n=left,
            p=1 / left,
        ),
        # 0.02: bits are larger numbers than probabilities; the nearest other figure is far
        _quiz(
            "bits-of-the-least-clue",
            bits,
            ("deductio.play-clue",),
            _surprisal_sim(),
            tolerance=0.02,
            clue=clue,
            bits=bits,
            n=left,
        ),
    ]


def _quiz(
    id: str, answer: float, rules: tuple[str, ...], simulate: Simulate, tolerance: float = 0.01, **numbers: object
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

lesson = finder(LESSONS, "Deductio lesson")
quiz = finder(QUIZZES, "Deductio quiz")
