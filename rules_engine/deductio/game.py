"""Deductio: deduce the other players' Secret Numbers from the clues they play (rules: docs/rules/deductio.md).

State, in numbers and clue ids: each seat's Secret Number, the face-up numbers, the clue
row, the clue deck (top first; ``"reveal"`` marks a Reveal card), the clue discard pile,
the Secret Number deck (top first), each seat's clues (with their orientation) and
trophies. A turn is one clue play or one guess (deductio.turn); an upright clue with an
ability opens a decision for the same seat (phase ``ability``); a wrong guess opens two
forced clue plays (phase ``penalty``). The row is refilled at the end of every turn
(deductio.refill), after the ability when there is one (deductio.ability). Chance is the
shuffles of setup, from the game's seeded ``rng``, and of a rebuilt clue deck, from
``shuffle_seed`` (itself drawn from ``rng``). Answers to guesses are always true: the
engine gives them, so there is no lying channel (deductio.talk).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, TypeAlias, TypedDict

from ..core import Action, Event, Game, IllegalAction, Move, Refusal, brief, register
from . import position as _position
from .catalog import CATALOG
from .clues import (
    CLUE_IDS,
    CLUES,
    FACE_UP_AT_SETUP,
    NUMBERS,
    PEEK_COUNT,
    PENALTY_PLAYS,
    REVEAL,
    ROW_SIZE,
    goal,
    reveal_cards,
)
from .messages import MESSAGES, action_words

# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class PlayClue(Action):
    """Place row clue ``clue`` upright in front of you: it is true of your number."""

    clue: int
    kind = "clue"

    def __str__(self) -> str:
        return f"clue {self.clue}"

    describe = action_words


@dataclass(frozen=True)
class TakeAll(Action):
    """Take all the row's clues sideways: none of them is true of your number."""

    kind = "take_all"

    def __str__(self) -> str:
        return "take all"

    describe = action_words


@dataclass(frozen=True)
class Guess(Action):
    """ "Player ``target`` has ``number``"."""

    target: int
    number: int
    kind = "guess"

    def __str__(self) -> str:
        return f"guess {self.number} for seat {self.target}"

    describe = action_words


@dataclass(frozen=True)
class Peek(Action):
    """Use the peek-1 / peek-2 ability of the clue just played upright."""

    kind = "peek"

    def __str__(self) -> str:
        return "peek"

    describe = action_words


@dataclass(frozen=True)
class Pass(Action):
    """Do not use the ability of the clue just played."""

    kind = "pass"

    def __str__(self) -> str:
        return "pass"

    describe = action_words


TAKE_ALL, PEEK, PASS = TakeAll(), Peek(), Pass()

#: what the game has shown about a hidden number card (``Deductio._facts``): a clue true
#: of it, clues all false of it (each judged against those face-up numbers), or a number
#: it is not
Fact: TypeAlias = (
    "tuple[Literal['clue'], int, tuple[int, ...]] | tuple[Literal['none'], tuple[int, ...], tuple[int, ...]]"
    " | tuple[Literal['not'], int]"
)


class _Start(TypedDict):
    """The cards as dealt or loaded, from which resample_hidden replays another world."""

    held: list[int]
    number_deck: list[int]
    clue_deck: list[int | str]


# ------------------------------------------------------------------------------- game


@register
class Deductio(Game):
    """Deductio for 2..4 players (2 by default).

    Public attributes: ``numbers`` (per seat), ``face_up``, ``row``, ``clue_deck`` (top
    first, ``"reveal"`` for a Reveal card), ``discard``, ``number_deck`` (top first),
    ``tableau`` (per seat, ``{"clue", "upright"}``), ``trophies`` (per seat), ``phase``
    ("turn", "ability", "penalty" or "over"), ``penalty_left``, ``pending`` (the ability
    awaiting a decision, the row not yet refilled), ``peeked`` (per seat, the numbers it has
    seen by peeking) and ``shuffle_seed`` (the chance of the next rebuilt clue deck).
    """

    name = "deductio"
    catalog = CATALOG
    messages = MESSAGES
    end_rule = "deductio.goal"
    # events that show something chance hid: to the table, a clue drawn into the row (or a
    # rebuilt deck), a number turned face up, a guess answered; to the peeker, the peeked cards
    reveals = frozenset({"refill", "rebuild", "reveal", "reveal-empty", "guess", "peek-seen"})
    min_players, max_players, default_players = 2, 4, 2

    # -- setup and chance ---------------------------------------------------------
    def _setup(self) -> list[Event]:
        """deductio.setup: numbers drawn, 3 face up, the row dealt, then the Reveal cards
        shuffled into the clue deck (so the first row never holds one)."""
        numbers = list(NUMBERS)
        self.rng.shuffle(numbers)
        held = numbers[: self.players]
        face_up = numbers[self.players : self.players + FACE_UP_AT_SETUP]
        number_deck = numbers[self.players + FACE_UP_AT_SETUP :]
        clues = list(CLUE_IDS)
        self.rng.shuffle(clues)
        row, clue_deck = clues[:ROW_SIZE], clues[ROW_SIZE:] + [REVEAL] * reveal_cards(self.players)
        self.rng.shuffle(clue_deck)
        self._init_state(
            held,
            face_up,
            row,
            clue_deck,
            number_deck,
            discard=[],
            tableau=[[] for _ in range(self.players)],
            trophies=[[] for _ in range(self.players)],
            current=0,
            numbers_out=[],
            clues_out=[],
            reveals_out=7 - reveal_cards(self.players),
        )
        return self._begin()

    def _init_state(
        self,
        held: Iterable[int],
        face_up: Sequence[int],
        row: Iterable[int],
        clue_deck: Iterable[int | str],
        number_deck: Iterable[int],
        discard: Iterable[int],
        tableau: Sequence[Sequence[tuple[int, bool]]],
        trophies: Iterable[Iterable[int]],
        current: int,
        numbers_out: Iterable[int],
        clues_out: Iterable[int],
        reveals_out: int,
    ) -> None:
        self.numbers: list[int | None] = list(held)
        self.face_up: list[int] = list(face_up)
        self.row: list[int] = list(row)
        self.clue_deck: list[int | str] = list(clue_deck)  # clue ids and REVEAL cards, top first
        self.discard: list[int] = list(discard)
        self.number_deck: list[int] = list(number_deck)
        self._tableau: list[list[tuple[int, bool]]] = [list(t) for t in tableau]
        # Public memory for the views (docs/rules/deductio.md, Information), in step with the rules:
        # per tableau card, how many numbers were face up when it was judged (face_up only
        # grows, so its first k are that moment's); the wrong guesses announced since their
        # target last drew a number; per seat, the sideways ±1 clues a reveal discarded,
        # each with the face-up numbers it was judged against (still true of that number).
        self._judged: list[list[int]] = [[len(face_up)] * len(t) for t in tableau]
        self._misses: list[dict[str, int]] = []
        self._lost: list[list[dict[str, Any]]] = [[] for _ in range(self.players)]
        self.trophies: list[list[int]] = [list(t) for t in trophies]
        self.numbers_out: list[int] = sorted(numbers_out)  # a position's unnamed cards
        self.clues_out: list[int] = sorted(clues_out)
        self.reveals_boxed = reveals_out  # Reveal cards in the box
        self._current: int | None = current
        self.phase_name = "turn"
        self.penalty_left = 0
        self.pending: _position.Pending | None = None
        self.peeked: list[list[int]] = [[] for _ in range(self.players)]
        self.peek_counts = [0] * self.players
        self._winners: list[int] = []
        self.rebuilds = 0
        # The chance of every later rebuilt clue deck (deductio.refill): one number, drawn
        # from the seeded rng after the setup shuffles, that each rebuild uses and moves on.
        # It is in the teacher's view, so a position taken from view(None) continues alike.
        self.shuffle_seed: int = self.rng.getrandbits(63)
        # What every hidden card has been shown to be (for resample_hidden), by card:
        # ("clue", id, face_up) true of it, ("none", ids, face_up) all false, ("not", n).
        # (None: a seat without a number, which no fact names once the game goes on)
        self._facts: dict[int | None, list[Fact]] = {}
        self._start: _Start = {"held": list(held), "number_deck": list(number_deck), "clue_deck": list(clue_deck)}

    def _begin(self) -> list[Event]:
        """The opening events (public setup, each seat's own number) and the facts the
        position already states (its tableaux, wrong guesses, discarded ±1 clues); draws
        nothing, so a resampled world can run it again."""
        self._facts = {}
        for seat, cards in enumerate(self._tableau):
            number = self.numbers[seat]
            for (clue, upright), k in zip(cards, self._judged[seat], strict=True):
                seen = tuple(self.face_up[:k])
                self._fact(number, ("clue", clue, seen) if upright else ("none", (clue,), seen))
            for lost in self._lost[seat]:
                self._fact(number, ("none", (lost["clue"],), tuple(lost["face_up"])))
        for miss in self._misses:
            self._fact(self.numbers[miss["target"]], ("not", miss["number"]))
        events = [
            self._event(
                "setup",
                "deductio.setup",
                "setup",
                players=self.players,
                face_up=list(self.face_up),
                row=list(self.row),
                reveals=self.clue_deck.count(REVEAL),
                goal=goal(self.players),
            )
        ]
        for seat, number in enumerate(self.numbers):
            events.append(
                self._event("number", "deductio.setup", "your-number", seats=(seat,), seat=seat, number=number)
            )
        if self._current is not None:
            events.append(self._event("turn", "deductio.turn", "turn", seat=self._current))
        return events

    def _fact(self, card: int | None, fact: Fact) -> None:
        self._facts.setdefault(card, []).append(fact)

    # -- positions for lessons and tests --------------------------------------------
    @classmethod
    def from_position(
        cls,
        numbers: object,
        face_up: object,
        row: object,
        clue_deck: object,
        number_deck: object,
        tableau: object = None,
        trophies: object = None,
        current: object = 0,
        seed: int | None = None,
        *,
        discard: object = None,
        discarded_facts: object = None,
        wrong_guesses: object = None,
        penalty: object = None,
        pending: object = None,
        peeks: object = None,
        peek_counts: object = None,
        shuffle_seed: object = None,
    ) -> Deductio:
        """A chosen position. ``numbers``: each seat's Secret Number; ``face_up``; ``row``
        (clue ids); ``clue_deck`` (clue ids or ``"reveal"``, top first); ``number_deck``
        (top first); ``tableau`` (per seat, ``{"clue": id, "upright": bool}``, perhaps with
        ``"face_up_count"``, or ``(id, upright)``); ``trophies`` (per seat, numbers);
        ``discard`` (the clue discard pile). Cards named nowhere are out of play.

        A game under way has more, in the form ``view(None)`` shows it (``view_to_position``
        turns that view into these arguments): ``discarded_facts`` and ``wrong_guesses`` (the
        public memory), ``penalty`` (``{"seat", "plays_left"}``) or ``pending`` (``{"clue",
        "ability", "seat"}``: an ability awaiting its decision, the row not yet refilled),
        ``peeks`` (per seat, numbers or the view's ``{"number", "at", ...}``, which must say
        where the card lies), ``peek_counts`` and ``shuffle_seed`` (the chance of later rebuilt
        clue decks; by default drawn from ``seed``, as all later shuffles then are).

        An impossible position is refused at once with a ValueError saying what is wrong."""
        position = _position.normalize(
            dict(
                numbers=numbers,
                face_up=face_up,
                row=row,
                clue_deck=clue_deck,
                number_deck=number_deck,
                tableau=tableau,
                trophies=trophies,
                current=current,
                discard=discard,
                discarded_facts=discarded_facts,
                wrong_guesses=wrong_guesses,
                penalty=penalty,
                pending=pending,
                peeks=peeks,
                peek_counts=peek_counts,
                shuffle_seed=shuffle_seed,
            )
        )
        return cls._fresh(len(position["numbers"]), seed, {}, position)

    def _load_position(self, p: dict[str, Any]) -> list[Event]:
        s = _position.load(p, self.players)
        self._init_state(
            s["held"],
            s["face_up"],
            s["row"],
            s["clue_deck"],
            s["number_deck"],
            s["discard"],
            s["tableau"],
            s["trophies"],
            s["current"],
            numbers_out=s["numbers_out"],
            clues_out=s["clues_out"],
            reveals_out=s["reveals_out"],
        )
        self._judged, self._lost, self._misses = s["judged"], s["lost"], s["misses"]
        self.peeked, self.peek_counts = s["peeked"], s["peek_counts"]
        if s["penalty_left"]:
            self.phase_name, self.penalty_left = "penalty", s["penalty_left"]
        elif s["pending"]:
            self.phase_name, self.pending = "ability", s["pending"]
        if s["shuffle_seed"] is not None:
            self.shuffle_seed = s["shuffle_seed"]
        for seat, place in s["places"]:
            if self._where(place["number"]) != place:
                raise ValueError(
                    f"seat {seat}'s peek says {brief(place, 60)}, but the position has {self._where(place['number'])}."
                )
        return self._begin()

    # -- the contract -------------------------------------------------------------
    @property
    def winners(self) -> list[int]:
        return list(self._winners) if self.is_over else []

    @property
    def scores(self) -> list[float]:
        return [1.0 if s in self._winners else 0.0 for s in range(self.players)]

    @property
    def phase(self) -> str:
        return "over" if self.is_over else self.phase_name

    @property
    def tableau(self) -> list[list[dict[str, Any]]]:
        return [[{"clue": c, "upright": u} for c, u in pile] for pile in self._tableau]

    @property
    def goal(self) -> int:
        return goal(self.players)

    def true_clues(self, seat: int) -> list[int]:
        """The row's clues that are true of ``seat``'s number now."""
        n = self.numbers[seat]
        assert n is not None  # a seat holds its number but between a guess and the refill
        return [c for c in self.row if CLUES[c].true_of(n, self.face_up)]

    def _guesses(self, seat: int) -> list[Action]:
        return [Guess(t, n) for t in range(self.players) if t != seat for n in NUMBERS]

    def legal_actions(self) -> list[Action]:
        seat = self._current
        if seat is None:
            return []
        if self.phase_name == "ability":
            assert self.pending is not None  # the ability phase: a clue's ability is pending
            if self.pending["ability"] == "free-guess":
                return [*self._guesses(seat), PASS]
            return [PEEK, PASS] if self.number_deck else [PASS]
        true = self.true_clues(seat)
        plays: list[Action] = [PlayClue(c) for c in true] if true else ([TAKE_ALL] if self.row else [])
        return plays if self.phase_name == "penalty" else plays + self._guesses(seat)

    # -- the moves: a check and an apply each (Game dispatches through ``moves``) ----------
    def _on_turn(self) -> int:
        seat = self._current
        assert seat is not None  # Game.check refuses a move once the game is over
        return seat

    # deductio.play-clue: a clue true of your number, upright, or the whole row sideways
    def _check_clue(self, action: PlayClue) -> None:
        seat = self._on_turn()
        if action.clue not in self.row:
            raise self._refuse("deductio.play-clue", "refuse.not-in-row", clue=action.clue, row=list(self.row))
        if not CLUES[action.clue].true_of(self.numbers[seat], self.face_up):  # type: ignore[arg-type]  # on turn: held
            raise self._refuse("deductio.play-clue", "refuse.false-clue", clue=action.clue, number=self.numbers[seat])

    def _check_take_all(self, action: TakeAll) -> None:
        if not self.row:
            raise self._refuse("deductio.play-clue", "refuse.row-empty")
        true = self.true_clues(self._on_turn())
        if true:
            raise self._refuse(
                "deductio.play-clue", "refuse.one-is-true", clues=true, number=self.numbers[self._on_turn()]
            )

    def _apply_clue(self, action: PlayClue) -> list[Event]:
        seat, phase = self._on_turn(), self.phase_name
        events = self._play(seat, action)
        if phase == "penalty":
            return events + self._penalty_play(seat)
        ability = CLUES[action.clue].ability
        if ability:
            # deductio.ability: the ability is used right after its clue is placed, before
            # the row is refilled, so the turn waits here for the seat's decision
            self.pending, self.phase_name = {"clue": action.clue, "ability": ability}, "ability"
            events.append(
                self._event("ability", "deductio.ability", "ability", seat=seat, clue=action.clue, ability=ability)
            )
            return events
        return events + self._end_turn(seat)

    def _apply_take_all(self, action: TakeAll) -> list[Event]:
        seat, phase = self._on_turn(), self.phase_name
        events = self._play(seat, action)
        if phase == "penalty":
            return events + self._penalty_play(seat)
        return events + self._end_turn(seat)

    # deductio.guess: on a turn, or as the free guess of an ability (deductio.ability)
    def _check_guess(self, action: Guess) -> None:
        seat = self._on_turn()
        if self.phase_name == "ability":
            self._check_ability("guess")
        if not 0 <= action.target < self.players:
            raise self._refuse("deductio.guess", "refuse.guess-seat", target=action.target, last=self.players - 1)
        if action.target == seat:
            raise self._refuse("deductio.guess", "refuse.guess-self")
        if action.number not in NUMBERS:
            raise self._refuse("deductio.guess", "refuse.guess-number", number=action.number)

    def _apply_guess(self, action: Guess) -> list[Event]:
        if self.phase_name == "ability":
            return self._decide_ability(self._on_turn(), action)
        return self._guess(self._on_turn(), action, free=False)

    # deductio.ability: the ability of the clue just played, used (a peek) or passed
    def _check_ability(self, kind: str) -> None:
        """The pending ability is the one ``kind`` ("peek" or "guess") uses."""
        assert self.pending is not None  # the ability phase: a clue's ability is pending
        ability = self.pending["ability"]
        if (ability == "free-guess") != (kind == "guess"):
            raise self._refuse(
                "deductio.ability", "refuse.wrong-ability", clue=self.pending["clue"], ability=ability, kind=kind
            )

    def _check_peek(self, action: Peek) -> None:
        self._check_ability("peek")
        if not self.number_deck:
            raise self._refuse("deductio.ability", "refuse.peek-empty")

    def _check_pass(self, action: Pass) -> None:
        """deductio.ability: an ability may always be passed."""

    def _apply_ability(self, action: Peek | Pass) -> list[Event]:
        return self._decide_ability(self._on_turn(), action)

    # -- out of phase: the moves each phase does not take ------------------------------------
    def _ability_first(self, action: Action) -> IllegalAction:
        assert self.pending is not None  # the ability phase: a clue's ability is pending
        return self._refuse(
            "deductio.ability", "refuse.ability-first", clue=self.pending["clue"], ability=self.pending["ability"]
        )

    def _no_ability(self, action: Peek | Pass) -> IllegalAction:
        return self._refuse("deductio.ability", "refuse.no-ability", kind=action.kind)

    def _penalty_guess(self, action: Guess) -> IllegalAction:
        return self._refuse("deductio.penalty", "refuse.penalty-guess", left=self.penalty_left)

    def _penalty_ability(self, action: Peek | Pass) -> IllegalAction:
        return self._refuse("deductio.penalty", "refuse.penalty-ability", left=self.penalty_left, kind=action.kind)

    #: a turn (deductio.turn) is a clue play or a guess; an ability waits for its decision
    #: (deductio.ability); a penalty takes clue plays only (deductio.penalty)
    moves = (
        Move(PlayClue, "deductio.play-clue", _check_clue, _apply_clue, phases=("turn", "penalty")),
        Move(TakeAll, "deductio.play-clue", _check_take_all, _apply_take_all, phases=("turn", "penalty")),
        Move(
            Guess,
            "deductio.guess",
            _check_guess,
            _apply_guess,
            phases=("turn", "ability"),
            off_phase={"penalty": _penalty_guess},
        ),
        Move(
            Peek,
            "deductio.ability",
            _check_peek,
            _apply_ability,
            phases=("ability",),
            off_phase={"turn": _no_ability, "penalty": _penalty_ability},
        ),
        Move(
            Pass,
            "deductio.ability",
            _check_pass,
            _apply_ability,
            phases=("ability",),
            off_phase={"turn": _no_ability, "penalty": _penalty_ability},
        ),
    )

    def _move_phase(self) -> str:
        return self.phase_name

    phase_refusals: ClassVar[Mapping[str, Refusal]] = {"ability": _ability_first}

    # -- applying ---------------------------------------------------------------------
    def _decide_ability(self, seat: int, action: Pass | Peek | Guess) -> list[Event]:
        """deductio.ability: pass, peek or the free guess; then the turn ends (refill)."""
        assert self.pending is not None  # the ability phase: a clue's ability is pending
        ability = self.pending["ability"]
        self.pending, self.phase_name = None, "turn"
        if isinstance(action, Pass):
            return [self._event("pass", "deductio.ability", "pass", seat=seat), *self._end_turn(seat)]
        if isinstance(action, Peek):
            return self._peek(seat, PEEK_COUNT[ability]) + self._end_turn(seat)
        return self._guess(seat, action, free=True)

    def _penalty_play(self, seat: int) -> list[Event]:
        """deductio.penalty: one of the two forced plays, each followed by deductio.refill."""
        self.penalty_left -= 1
        events = self._refill()
        events.append(
            self._event("penalty-play", "deductio.penalty", "penalty-play", seat=seat, left=self.penalty_left)
        )
        if self.penalty_left and not self.row:
            # Ruling (deductio.penalty): the row is empty after the refill only when no clue
            # is left anywhere to draw; with nothing to play, the penalty lapses
            events.append(self._event("penalty-lapse", "deductio.penalty", "penalty-lapse", seat=seat))
            self.penalty_left = 0
        if self.penalty_left:
            return events
        self.phase_name = "turn"
        return events + self._next_turn(seat)

    def _end_turn(self, seat: int) -> list[Event]:
        """The end of a turn that goes on: deductio.refill, then deductio.turn."""
        return self._refill() + self._next_turn(seat)

    def _play(self, seat: int, action: PlayClue | TakeAll) -> list[Event]:
        """deductio.play-clue (the refill comes at the end of the turn)."""
        number, face_up = self.numbers[seat], tuple(self.face_up)
        if isinstance(action, PlayClue):
            self.row.remove(action.clue)
            self._tableau[seat].append((action.clue, True))
            self._judged[seat].append(len(face_up))
            self._fact(number, ("clue", action.clue, face_up))
            return [self._event("clue", "deductio.play-clue", "clue", seat=seat, clue=action.clue)]
        taken, self.row = self.row, []
        self._tableau[seat].extend((c, False) for c in taken)
        self._judged[seat].extend(len(face_up) for _ in taken)
        self._fact(number, ("none", tuple(taken), face_up))
        return [self._event("take-all", "deductio.play-clue", "take-all", seat=seat, clues=taken)]

    def _refill(self) -> list[Event]:
        """deductio.refill (with deductio.reveal for each Reveal card drawn): the row back to
        3, the deck rebuilt from the discard pile when it runs out; short only when both are
        empty."""
        events: list[Event] = []
        while len(self.row) < ROW_SIZE:
            if not self.clue_deck:
                if not self.discard:
                    break
                events.append(self._rebuild())
            card = self.clue_deck.pop(0)
            if card == REVEAL:
                events += self._reveal()
                continue
            self.row.append(card)  # type: ignore[arg-type]  # not a Reveal card: a clue id
            events.append(self._event("refill", "deductio.refill", "refill", clue=card))
        return events

    def _rebuild(self) -> Event:
        """deductio.refill: the discard pile, shuffled, becomes the clue deck. Chance explicit
        and seeded: the order comes from ``shuffle_seed``, which the shuffle then moves on."""
        rng = random.Random(self.shuffle_seed)
        self.clue_deck, self.discard = self.discard, []  # type: ignore[assignment]  # clue ids: a deck
        rng.shuffle(self.clue_deck)
        self.shuffle_seed = rng.getrandbits(63)
        self.rebuilds += 1
        return self._event("rebuild", "deductio.refill", "rebuild", cards=len(self.clue_deck))

    def _reveal(self) -> list[Event]:
        """deductio.reveal: the Reveal card is boxed, the top number turned face up, and
        every sideways clue that reads the face-up numbers discarded."""
        self.reveals_boxed += 1
        if not self.number_deck:
            # Ruling (deductio.reveal): with the Secret Number deck empty nothing turns up;
            # the card still goes to the box and the refill draws again, and the sideways ±1
            # clues stay, since the face-up numbers they were judged against are unchanged
            return [self._event("reveal", "deductio.reveal", "reveal-empty")]
        number = self.number_deck.pop(0)
        self.face_up.append(number)
        events = [self._event("reveal", "deductio.reveal", "reveal", number=number, face_up=list(self.face_up))]
        for seat, pile in enumerate(self._tableau):
            gone = [c for c, up in pile if not up and CLUES[c].reads_face_up]
            if gone:
                judged = self._judged[seat]
                self._lost[seat] += [
                    {"clue": c, "upright": up, "face_up": self.face_up[:k]}
                    for (c, up), k in zip(pile, judged, strict=True)
                    if not up and CLUES[c].reads_face_up
                ]
                self._judged[seat] = [
                    k for (c, up), k in zip(pile, judged, strict=True) if up or not CLUES[c].reads_face_up
                ]
                self._tableau[seat] = [(c, up) for c, up in pile if up or not CLUES[c].reads_face_up]
                self.discard.extend(gone)
                events += [
                    self._event("reveal-discard", "deductio.reveal", "reveal-discard", seat=seat, clue=c) for c in gone
                ]
        return events

    def _peek(self, seat: int, count: int) -> list[Event]:
        """deductio.ability, peek-1 / peek-2: the top cards go to the bottom, in the order seen."""
        # Ruling (deductio.ability): with fewer cards in the deck than the peek shows, the
        # seat sees those there are (peek-2 with one card left: that one, which stays where
        # it is, top and bottom at once); with none, Peek is refused and only Pass is left.
        seen = self.number_deck[:count]
        self.number_deck = self.number_deck[len(seen) :] + seen
        self.peek_counts[seat] += len(seen)
        for n in seen:
            if n not in self.peeked[seat]:
                self.peeked[seat].append(n)
        return [
            self._event("peek", "deductio.ability", "peek", seat=seat, count=len(seen)),
            # the count, for the sentence's number: one card seen is "it", two are "them"
            self._event(
                "peek-seen", "deductio.ability", "peek-seen", seats=(seat,), seat=seat, numbers=seen, count=len(seen)
            ),
        ]

    def _guess(self, seat: int, action: Guess, free: bool) -> list[Event]:
        """deductio.guess, answered truthfully; then deductio.correct-guess or deductio.penalty."""
        target, n = action.target, action.number
        held = self.numbers[target]
        correct = held == n
        events = [
            self._event(
                "guess", "deductio.guess", "guess", seat=seat, target=target, number=n, correct=correct, free=free
            )
        ]
        if correct:
            return events + self._right_guess(seat, target, n)
        self._fact(held, ("not", n))
        self._misses.append({"seat": seat, "target": target, "number": n})
        if free:
            events.append(self._event("free-miss", "deductio.ability", "free-miss", seat=seat))
            return events + self._end_turn(seat)
        # deductio.refill after a guess as after every turn; the row can be short here only
        # when no clue is left to draw (a turn never starts with a short row otherwise)
        events += self._refill()
        if not self.row:
            # Ruling (deductio.penalty): no clue is left to play, so the penalty lapses
            events.append(self._event("penalty-lapse", "deductio.penalty", "penalty-lapse", seat=seat))
            return events + self._next_turn(seat)
        self.phase_name, self.penalty_left = "penalty", PENALTY_PLAYS
        events.append(self._event("penalty", "deductio.penalty", "penalty", seat=seat, plays=PENALTY_PLAYS))
        return events

    def _right_guess(self, seat: int, target: int, n: int) -> list[Event]:
        """deductio.correct-guess: the trophy, the guessed seat's clues discarded and a new
        number drawn (before the refill that ends the turn); then deductio.goal."""
        self.trophies[seat].append(n)
        events = [
            self._event(
                "trophy", "deductio.correct-guess", "trophy", seat=seat, number=n, trophies=len(self.trophies[seat])
            )
        ]
        lost = [c for c, _ in self._tableau[target]]
        self._tableau[target] = []
        self._judged[target], self._lost[target] = [], []
        self._misses = [m for m in self._misses if m["target"] != target]  # a new number, or none
        self.discard.extend(lost)
        events.append(self._event("discard", "deductio.correct-guess", "discard-clues", seat=target, clues=lost))
        if len(self.trophies[seat]) >= self.goal:
            # deductio.goal: the win comes at once, so no refill follows
            self._current, self._winners = None, [seat]
            self.numbers[target] = None
            if self.number_deck:
                events += self._draw(target)
            events.append(self._event("win", "deductio.goal", "win", seat=seat, trophies=len(self.trophies[seat])))
            return events
        if not self.number_deck:
            return events + self._deck_out(target)
        return events + self._draw(target) + self._end_turn(seat)

    def _draw(self, seat: int) -> list[Event]:
        number = self.number_deck.pop(0)
        self.numbers[seat] = number
        return [
            self._event("draw", "deductio.correct-guess", "draw", seat=seat),
            self._event("number", "deductio.correct-guess", "your-number", seats=(seat,), seat=seat, number=number),
        ]

    def _deck_out(self, seat: int) -> list[Event]:
        """Ruling (deductio.goal): a guessed player who cannot draw a new number (the Secret
        Number deck is empty) ends the game at once, with no refill; the players with the
        most trophies win, every one of them on a tie."""
        self.numbers[seat] = None
        best = max(map(len, self.trophies))
        self._winners = [s for s, t in enumerate(self.trophies) if len(t) == best]
        self._current = None
        return [self._event("deck-out", "deductio.goal", "deck-out", seat=seat, winners=list(self._winners))]

    def _next_turn(self, seat: int) -> list[Event]:
        """deductio.turn: the next seat in order plays."""
        self._current = (seat + 1) % self.players
        return [self._event("turn", "deductio.turn", "turn", seat=self._current)]

    # -- what a seat may know ----------------------------------------------------------
    def _where(self, n: int) -> dict[str, Any]:
        """Where number card ``n`` lies now (for the seat that peeked it)."""
        if n in self.number_deck:
            return {"number": n, "at": "deck", "depth": self.number_deck.index(n)}
        if n in self.face_up:
            return {"number": n, "at": "face-up"}
        for s in range(self.players):
            if self.numbers[s] == n:
                return {"number": n, "at": "seat", "seat": s}
            if n in self.trophies[s]:
                return {"number": n, "at": "trophy", "seat": s}
        return {"number": n, "at": "out"}

    def observe(self, seat: int | None) -> dict[str, Any]:
        """Own number, everything public, and the seat's own peeks with where they now lie.

        Public memory, so that a bot reasons from the view alone as well as from the log:
        each tableau card's ``face_up_count`` (``face_up[:face_up_count]`` were the face-up
        numbers it was judged against); ``discarded_facts`` (per seat, the sideways ±1
        clues a reveal discarded, ``{"clue", "upright", "face_up"}``: still true of that
        seat's number); ``wrong_guesses`` (``{"seat", "target", "number"}`` announced since
        the target last drew a number); ``holding`` (per seat, whether it holds a number);
        ``numbers_out_count`` (number cards out of play in a ``from_position`` game).

        The teacher's view (``seat`` None) adds what chance hides from every seat: the
        ``clue_deck`` and ``number_deck`` in order (top first) and ``shuffle_seed``, the
        chance of later rebuilt clue decks; ``view_to_position`` makes a position of it."""
        view = {
            "phase": self.phase,
            "goal": self.goal,
            "numbers": [n if seat is None or s == seat else None for s, n in enumerate(self.numbers)],
            "face_up": list(self.face_up),
            "row": list(self.row),
            "tableau": [
                [{"clue": c, "upright": u, "face_up_count": k} for (c, u), k in zip(pile, judged, strict=True)]
                for pile, judged in zip(self._tableau, self._judged, strict=True)
            ],
            "discarded_facts": [[dict(f, face_up=list(f["face_up"])) for f in lost] for lost in self._lost],
            "wrong_guesses": [dict(m) for m in self._misses],
            "holding": [n is not None for n in self.numbers],
            "numbers_out_count": len(self.numbers_out),
            "trophies": [list(t) for t in self.trophies],
            "clue_deck_size": len(self.clue_deck),
            "reveals_in_deck": self.clue_deck.count(REVEAL),
            "discard": list(self.discard),
            "number_deck_size": len(self.number_deck),
            "penalty": {"seat": self._current, "plays_left": self.penalty_left} if self.phase == "penalty" else None,
            "pending": dict(self.pending, seat=self._current) if self.pending and not self.is_over else None,
            "peek_counts": list(self.peek_counts),
            "peeks": [
                [self._where(n) for n in self.peeked[s]] if seat is None or s == seat else None
                for s in range(self.players)
            ],
        }
        if seat is None:
            view.update(
                clue_deck=list(self.clue_deck), number_deck=list(self.number_deck), shuffle_seed=self.shuffle_seed
            )
        return view

    # -- determinization ------------------------------------------------------------------
    def _known_to(self, seat: int) -> set[int]:
        """The number cards ``seat`` knows where they are: public ones, its own, its peeks."""
        known = set(self.face_up) | {n for t in self.trophies for n in t} | set(self.peeked[seat])
        known |= set(self.numbers_out)
        known |= {e.params["number"] for e in self.log if e.kind == "number" and e.seats == (seat,)}
        return known

    def _allowed(self, card: int, value: int) -> bool:
        for fact in self._facts.get(card, ()):
            if fact[0] == "clue" and not CLUES[fact[1]].true_of(value, fact[2]):
                return False
            if fact[0] == "none" and any(CLUES[c].true_of(value, fact[2]) for c in fact[1]):
                return False
            if fact[0] == "not" and value == fact[1]:
                return False
        return True

    def resample_hidden(self, seat: int, rng: random.Random) -> Deductio:
        """Another world ``seat`` cannot tell from this one, with the same history.

        The number cards ``seat`` does not know are permuted among themselves, each card's
        new value agreeing with everything the game has shown about the card it replaces
        (the clues played on it, the guesses it answered "no"): every card then follows the
        same path through hands and decks, so the same history replays. The undrawn part
        of the original clue deck is reshuffled; later shuffles are redrawn from ``rng`` (a new
        ``shuffle_seed``)."""
        known = self._known_to(seat)
        hidden = [n for n in NUMBERS if n not in known]
        options = {v: [x for x in hidden if self._allowed(v, x)] for v in hidden}
        mapping = _matching(hidden, options, rng)
        alt = type(self)._fresh(self.players, self.seed, self.options, self._position)
        start = alt._start
        alt.numbers = [mapping.get(n, n) for n in start["held"]]
        alt.number_deck = [mapping.get(n, n) for n in start["number_deck"]]
        # a position's peeks by other seats saw cards ``seat`` cannot place: they saw the new values
        alt.peeked = [p if s == seat else [mapping.get(n, n) for n in p] for s, p in enumerate(alt.peeked)]
        drawn = self._clue_drawn()
        if drawn is not None:
            tail = start["clue_deck"][drawn:]
            rng.shuffle(tail)
            alt.clue_deck = start["clue_deck"][:drawn] + tail
        # every seat holds a number at the start (the numbers mapped from start["held"])
        alt._start = {"held": list(alt.numbers), "number_deck": list(alt.number_deck), "clue_deck": list(alt.clue_deck)}  # type: ignore[arg-type]
        alt.log = alt._begin()
        for action in self.history:
            alt.apply(action)
        alt.shuffle_seed = rng.getrandbits(63)
        return alt

    def _clue_drawn(self) -> int | None:
        """How many cards of the starting clue deck are drawn (None once it was rebuilt)."""
        return None if self.rebuilds else len(self._start["clue_deck"]) - len(self.clue_deck)


def _matching(hidden: list[int], options: dict[int, list[int]], rng: random.Random) -> dict[int, int]:
    """A random bijection card -> value over ``hidden``, each card to one of its options
    (backtracking, most constrained card first; the identity always exists)."""
    order = sorted(hidden, key=lambda v: (len(options[v]), rng.random()))
    used: set[int] = set()
    out: dict[int, int] = {}

    def place(i: int) -> bool:
        if i == len(order):
            return True
        card = order[i]
        choices = [x for x in options[card] if x not in used]
        rng.shuffle(choices)
        for x in choices:
            used.add(x)
            out[card] = x
            if place(i + 1):
                return True
            used.discard(x)
        out.pop(card, None)
        return False

    if not place(0):  # cannot happen: the real deal is a solution
        raise RuntimeError("no world agrees with what was shown")
    return out
