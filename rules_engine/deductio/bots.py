"""Deductio bots that deduce, and say so.

A bot sees only its seat's view (its own number, the tableaux, face-up numbers, trophies,
the row, its own peeks) plus what it remembers of its own moves: a guess of its own that
did not bring a trophy was wrong, so that number is not that seat's (until some trophy
changes hands, when the memory is dropped: the target may have drawn a new number). From
that, :func:`.solver.candidates` gives the exact chance of every number for every seat,
and :func:`.solver.information` the bits each clue would tell the others about its own.

* ``logical`` guesses only when a number is certain (probability 1), uses a free guess on
  the most likely candidate, always peeks, and otherwise plays the clue that reveals least.
* ``probabilistic`` guesses when the best chance beats a threshold that weighs the
  penalty: a right guess is worth one trophy, a wrong one costs ``penalty`` (two forced
  clue plays that tell the others about its number, and the turn), so it guesses when
  ``p >= penalty / (1 + penalty)``. Otherwise it plays like ``logical``.

A reason is a message of Deductio's table (``bot.*`` in :mod:`.messages`) bound with the
numbers the bot used; it may quote the bot's own number, so a table shows it to a teacher
or once the game is over.

``BOTS`` maps the names ``rules_engine.bots.make_bot`` accepts to zero-argument constructors.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypedDict

from ..bots import Bot, Decision, RandomBot, View, setting
from ..core import Action
from ..i18n import Msg
from .clues import PENALTY_PLAYS
from .game import Guess, Pass, Peek, PlayClue, TakeAll
from .messages import MESSAGES
from .solver import candidates, information, take_all_information

__all__ = ["LogicalBot", "ProbabilisticBot", "BeginnerBot", "LEVELS", "BOTS"]

_reason = MESSAGES.msg

#: the best guess: (probability, seat, number, how many numbers that seat may hold)
Best = tuple[float, int, int, int]


class _Guessed(TypedDict):
    """A guess the bot made, to judge on its next turn: right if a trophy changed hands."""

    target: int
    number: int
    before: list[int]


class _Memory(TypedDict, total=False):
    """What a LogicalBot keeps between its turns: its seat and the move it last saw, the
    trophies then, its last guess, and its wrong guesses still standing (``nots``)."""

    seat: int
    move: int
    trophies: list[int]
    guess: _Guessed
    nots: dict[int, set[int]]


class LogicalBot(Bot):
    """Guesses only certainties; free guesses on the most likely number; plays the clue
    that tells the others least about its own number."""

    name = "logical"

    def __init__(self) -> None:
        self._memory: _Memory = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"

    # -- memory of its own wrong guesses ---------------------------------------------
    def _remember(self, view: View) -> dict[int, set[int]]:
        """Its own wrong guesses still standing, ``{seat: numbers}``: a guess after which no
        trophy changed hands was wrong; any new trophy (a seat drew a new number) clears them."""
        m = self._memory
        trophies = [len(t) for t in view["trophies"]]
        if m.get("seat") != view["seat"] or view["move_number"] < m.get("move", -1):
            m = self._memory = {"seat": view["seat"], "nots": {}, "trophies": trophies}  # a new game, or an undo
        last = m.pop("guess", None)
        if trophies != m["trophies"]:
            m["nots"] = {}
        if last is not None and trophies == last["before"]:
            m["nots"].setdefault(last["target"], set()).add(last["number"])
        m["trophies"], m["move"] = trophies, view["move_number"]
        return m["nots"]

    def _guessing(self, view: View, action: Guess) -> None:
        trophies = [len(t) for t in view["trophies"]]
        self._memory["guess"] = {"target": action.target, "number": action.number, "before": trophies}

    # -- deciding -------------------------------------------------------------------------
    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        legal = list(legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        nots = self._remember(view)
        if view["phase"] == "ability":
            if Peek() in legal:
                return Decision(Peek(), _reason("bot.peek", ability=view["pending"]["ability"]))
            guesses = [a for a in legal if isinstance(a, Guess)]
            if guesses:
                p, target, number, count = self._best(view, nots, rng)
                action = Guess(target, number)
                self._guessing(view, action)
                return Decision(action, _reason("bot.free-guess", target=target, number=number, p=p, count=count))
            return Decision(Pass(), _reason("bot.pass"))
        plays = [a for a in legal if isinstance(a, (PlayClue, TakeAll))]
        guesses = [a for a in legal if isinstance(a, Guess)]
        if guesses:
            p, target, number, count = self._best(view, nots, rng)
            if self._should_guess(view, p):
                action = Guess(target, number)
                self._guessing(view, action)
                return Decision(action, self._guess_reason(target, number, p, count))
            if not plays:
                action = Guess(target, number)
                self._guessing(view, action)
                return Decision(action, _reason("bot.forced-guess", target=target, number=number, p=p))
            return self._play(view, plays, nots, rng, best=(p, target, number))
        return self._play(view, plays, nots, rng, best=None)

    def _should_guess(self, view: View, p: float) -> bool:
        return p >= 1.0

    def _guess_reason(self, target: int, number: int, p: float, count: int) -> Msg:
        return _reason("bot.certain", target=target, number=number)

    def _best(self, view: View, nots: dict[int, set[int]], rng: random.Random) -> Best:
        """(probability, seat, number, candidates of that seat) of the most likely number."""
        cands = candidates(view, not_numbers=nots)
        options = [(p, s, n, len(dist)) for s, dist in cands.items() for n, p in dist.items()]
        top = max(p for p, *_ in options)
        return rng.choice([o for o in options if o[0] >= top - 1e-12])

    def _play(
        self,
        view: View,
        plays: list[PlayClue | TakeAll],
        nots: dict[int, set[int]],
        rng: random.Random,
        best: tuple[float, int, int] | None,
    ) -> Decision:
        own = view["numbers"][view["seat"]]
        penalty = view["phase"] == "penalty"
        if plays == [TakeAll()]:
            bits = take_all_information(view, not_numbers=nots)
            return Decision(
                TakeAll(),
                _reason(
                    "bot.take-all", number=own, clues=list(view["row"]), bits=bits, penalty="yes" if penalty else "no"
                ),
            )
        info = information(view, not_numbers=nots)
        # a clue the bot may play upright is true of its own number: it has its bits (not None)
        # past a lone take-all, every play is a clue (TakeAll is legal only when no clue is true)
        scored = [(b, a) for a in plays if isinstance(a, PlayClue) and (b := info[a.clue]) is not None]
        least = min(b for b, _ in scored)
        bits, action = rng.choice([(b, a) for b, a in scored if b <= least + 1e-12])
        most = max(b for b, _ in scored)
        if best is None:
            return Decision(
                action,
                _reason(
                    "bot.clue",
                    clue=action.clue,
                    bits=bits,
                    most=most,
                    count=len(plays),
                    penalty="yes" if penalty else "no",
                ),
            )
        p, target, number = best
        return Decision(
            action,
            _reason(
                "bot.clue-wait",
                clue=action.clue,
                bits=bits,
                most=most,
                count=len(plays),
                target=target,
                number=number,
                p=p,
                threshold=self.threshold,
            ),
        )

    @property
    def threshold(self) -> float:
        return 1.0


class ProbabilisticBot(LogicalBot):
    """Guesses when the best chance reaches ``penalty / (1 + penalty)``: a right guess is
    one trophy, a wrong one costs ``penalty`` trophies' worth (the forced clue plays)."""

    name = "probabilistic"

    def __init__(self, penalty: float = 0.5):
        super().__init__()
        self.penalty = setting("penalty", penalty, 0)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(penalty={self.penalty})"

    @property
    def threshold(self) -> float:
        return self.penalty / (1.0 + self.penalty)

    def _should_guess(self, view: View, p: float) -> bool:
        return p >= self.threshold

    def _guess_reason(self, target: int, number: int, p: float, count: int) -> Msg:
        if p >= 1.0:
            return super()._guess_reason(target, number, p, count)
        return _reason(
            "bot.likely", target=target, number=number, p=p, count=count, threshold=self.threshold, plays=PENALTY_PLAYS
        )


class BeginnerBot(LogicalBot):
    """A beginner: guesses only when certain, as ``logical`` does, but sees that it is
    certain only on one turn in ``1/notice``, forgets its own wrong guesses, and plays any
    true clue at random, without weighing what it tells the others about its number."""

    name = "beginner"

    def __init__(self, notice: float = 0.5):
        super().__init__()
        if not 0.0 <= notice <= 1.0:
            raise ValueError(f"notice must be between 0 and 1, not {notice!r}")
        self.notice = notice
        self._noticed = False

    def __repr__(self) -> str:
        return f"{type(self).__name__}(notice={self.notice})"

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        self._noticed = rng.random() < self.notice  # drawn first: the same rng, the same turn
        return super().decide(view, legal, rng)

    def _remember(self, view: View) -> dict[int, set[int]]:
        super()._remember(view)
        return {}

    def _should_guess(self, view: View, p: float) -> bool:
        return self._noticed and super()._should_guess(view, p)

    def _play(
        self,
        view: View,
        plays: list[PlayClue | TakeAll],
        nots: dict[int, set[int]],
        rng: random.Random,
        best: tuple[float, int, int] | None,
    ) -> Decision:
        if plays == [TakeAll()]:
            return super()._play(view, plays, nots, rng, best)
        action = rng.choice(plays)
        # past a lone take-all, every play is a clue (TakeAll is legal only when no clue is true)
        return Decision(action, _reason("bot.clue-any", clue=action.clue, count=len(plays)))  # type: ignore[union-attr]


#: the table's strengths (rules_engine.bots.LEVELS), as data: which bot above plays each;
#: ``make_bot("deductio", "medium")`` is the ``logical`` bot, called "medium"
LEVELS: dict[str, Callable[[], Bot]] = {"beginner": BeginnerBot, "medium": LogicalBot, "strong": ProbabilisticBot}

BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "logical": LogicalBot,
    "probabilistic": ProbabilisticBot,
    **LEVELS,
}
