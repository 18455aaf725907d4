"""Siggil: open the sigil, free the spirits, capture them (rules: docs/rules/siggil.md).

State, in numbers: the card at each layout position (None once taken or freed) and
whether it is face up, how many present cards lie on each, every seat's hand, every
seat's sets (``[cards, spirit or None]``), the free spirits (in the order freed) and, in
the solo game, the discard pile and the spirits lost. Cards are indices 0..55 inside
(:mod:`.cards`); actions and views speak :class:`~.cards.Card`.

A multiplayer turn is a take (phase ``take``), then a capture, steal, recapture or pass
(phase ``capture``). **Ruling** (siggil.capture): the pass is an explicit action even when
no capture is possible, so the table never learns from the flow of play that a hand
holds no set. A solo turn is a discard (``discard``), a take (``take``), then a capture
or pass; a fourth free spirit opens phase ``release``: the newcomer stays and one of
the three that were waiting goes, one decision per newcomer (siggil.solo-limit). Chance
is the deal only, from the seeded ``rng``.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, ClassVar, TypeAlias

from ..core import (
    Action,
    CardsAction,
    Event,
    Game,
    IllegalAction,
    Move,
    Refusal,
    brief,
    input_refusal,
    register,
    whole,
)
from . import position as _position
from .cards import CARDS, DECK_SIZE, SPIRITS, Card, is_spirit, matches, spirit_card
from .catalog import CATALOG
from .layouts import layout as get_layout
from .messages import MESSAGES, action_words

SOLO_FREE_LIMIT = 3
SOLO_TARGET = {"easy": 7, "advanced": 6}
SOLO_SET = {"easy": 3, "advanced": 4}
DIFFICULTIES = tuple(SOLO_TARGET)
RELEASES = ("choose", "oldest")


def win_target(players: int, difficulty: str = "easy") -> int:
    """siggil.win: 5 spirits with 2 players, 4 with 3, 3 with 4; siggil.solo-win: 7 (easy) or 6 (advanced)."""
    return SOLO_TARGET[difficulty] if players == 1 else {2: 5, 3: 4, 4: 3}[players]


def capture_size(players: int, difficulty: str = "easy") -> int:
    """siggil.capture-free: 3 cards, 2 with 4 players; solo 3 (easy) or 4 (advanced)."""
    return SOLO_SET[difficulty] if players == 1 else (2 if players == 4 else 3)


def _input(msg_id: str, **params: Any) -> IllegalAction:
    """The refusal of input that is no action of this game, in its words."""
    return input_refusal(MESSAGES, msg_id, **params)


# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class _PositionAction(Action):
    position: int

    def __str__(self) -> str:
        return f"{self.kind} {self.position}"

    describe = action_words


@dataclass(frozen=True)
class Take(_PositionAction):
    """siggil.take: take the available card at ``position`` into your hand."""

    kind = "take"


@dataclass(frozen=True)
class Discard(_PositionAction):
    """siggil.solo-turn: discard the available card at ``position``."""

    kind = "discard"


@dataclass(frozen=True)
class _CardsAction(CardsAction):
    """An action laying down ``cards`` (Card values) for spirit ``spirit``."""

    spirit: int
    cards: tuple[Card, ...]

    @classmethod
    def _coerce(cls, values: dict[str, Any]) -> _CardsAction:
        cards = values["cards"]
        if not isinstance(cards, (list, tuple)):
            raise _input("input.card-list", value=brief(cards))
        parsed = []
        for c in cards:
            try:
                parsed.append(Card.from_json(c))
            except ValueError:
                raise _input("input.card", value=brief(c)) from None
        action = cls(**{**values, "cards": tuple(parsed)})
        action.validate()
        return action

    def validate(self) -> None:
        super().validate()

        def a_card(card: object) -> None:
            if not isinstance(card, Card):
                raise _input("input.card-list", value=brief(self.cards))

        self.check_cards(_input, not_tuple="input.card-list", twice="input.card-twice", each=a_card)

    def __str__(self) -> str:
        return f"{self.kind} spirit {self.spirit} with " + ", ".join(map(str, self.cards))

    describe = action_words


@dataclass(frozen=True)
class Capture(_CardsAction):
    """siggil.capture-free: capture free spirit ``spirit`` with ``cards`` from your hand."""

    kind = "capture"


@dataclass(frozen=True)
class Steal(_CardsAction):
    """siggil.steal: take spirit ``spirit`` from its holder with a new, larger set."""

    kind = "steal"


@dataclass(frozen=True)
class Recapture(_CardsAction):
    """siggil.recapture: extend your set number ``set`` with ``cards`` and move ``spirit`` onto it."""

    set: int
    kind = "recapture"

    def __str__(self) -> str:
        return f"recapture spirit {self.spirit} onto set {self.set} adding " + ", ".join(map(str, self.cards))


@dataclass(frozen=True)
class Pass(Action):
    """siggil.capture: end the turn without a capture."""

    kind = "pass"

    def __str__(self) -> str:
        return "pass"

    describe = action_words


@dataclass(frozen=True)
class Release(Action):
    """siggil.solo-limit: let free spirit ``spirit`` go to the discard pile."""

    spirit: int
    kind = "release"

    def __str__(self) -> str:
        return f"release spirit {self.spirit}"

    describe = action_words


PASS = Pass()
TAKES = tuple(Take(p) for p in range(DECK_SIZE))
DISCARDS = tuple(Discard(p) for p in range(DECK_SIZE))


def _whole(value: object) -> bool:
    return whole(value) is not None  # core's one check: numpy's ints too, never a bool


def _card_sets(hand: Sequence[int], k: int, size: int) -> list[tuple[int, ...]]:
    """Every ``size``-card set of ``hand`` matching spirit ``k`` by family or by number
    (for size >= 2 no set matches both ways: only one card is k of family k)."""
    if size <= 0:
        return []
    by_family = [c for c in hand if c // 7 + 1 == k]
    by_number = [c for c in hand if c % 7 + 1 == k]
    out = list(combinations(by_family, size)) if len(by_family) >= size else []
    if len(by_number) >= size:
        out += [s for s in combinations(by_number, size) if size > 1 or s[0] not in by_family]
    return out


def _capture_order(action: Capture | Steal | Recapture) -> tuple[int, int]:
    """Captures listed by kind, then spirit (what legal_actions shows a learner)."""
    return ({"capture": 0, "steal": 1, "recapture": 2}[action.kind], action.spirit)


def _cards(indices: Iterable[int]) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in indices)


#: a set laid down: [its cards (indices), the spirit on it or None]; a list, since a
#: recapture changes both in place
_Set: TypeAlias = "list[Any]"


# ------------------------------------------------------------------------------- game


@register
class Siggil(Game):
    """Siggil for 1..4 players (2 by default); 1 is the solo game.

    Options: ``layout`` (a shipped name — ``"pyramids"``, ``"wall"``, ``"ring"`` — or a
    layout mapping, see :mod:`.layouts`), ``difficulty`` (solo: ``"easy"`` or
    ``"advanced"``), ``release`` (solo: ``"choose"`` which spirit is lost, or ``"oldest"``).

    Public attributes, as cards and numbers: ``sigil`` (by position: None or
    ``(card, face_up)``), ``available``, ``hands``, ``sets``, ``free_spirits``,
    ``spirits_held``, ``discard``, ``lost_spirits``, ``phase``, ``goal``, ``set_size``.
    """

    name = "siggil"
    catalog = CATALOG
    messages = MESSAGES
    end_rule = "siggil.win"
    # chance shows itself when a face-down card is turned up or a spirit leaves the sigil
    reveals = frozenset({"flip", "free"})
    min_players, max_players, default_players = 1, 4, 2
    option_names = ("layout", "difficulty", "release")

    def _validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        # an unknown option is refused before, by option_names (a typo named)
        spec = options.get("layout", "pyramids")
        lay = get_layout(spec)  # a LayoutError (a ValueError) says what is wrong
        difficulty = options.get("difficulty", "easy")
        if difficulty not in DIFFICULTIES:
            raise ValueError(f"difficulty is 'easy' or 'advanced', not {difficulty!r}.")
        if difficulty != "easy" and self.players != 1:
            raise ValueError("difficulty is an option of the solo game (players=1) only.")
        release = options.get("release", "choose")
        if release not in RELEASES:
            raise ValueError(f"release is 'choose' or 'oldest', not {release!r}.")
        self.layout = lay
        out: dict[str, Any] = {"layout": spec if isinstance(spec, str) else lay.to_json()}
        if self.players == 1:
            out.update(difficulty=difficulty, release=release)
            # a move after a solo game ends cites the solo game's own end (siggil.solo-win)
            self.end_rule = "siggil.solo-win"
        return out

    # -- setup and chance ---------------------------------------------------------
    @property
    def difficulty(self) -> str:
        difficulty: str = self.options.get("difficulty", "easy")
        return difficulty

    @property
    def solo(self) -> bool:
        return self.players == 1

    def _setup(self) -> list[Event]:
        """siggil.setup (all 56 shuffled) or siggil.solo-setup (a pile with a spirit after
        every 7 other cards), dealt in the layout's dealing order."""
        if self.solo:
            others, spirits = list(range(49)), list(SPIRITS)
            self.rng.shuffle(others)
            self.rng.shuffle(spirits)
            pile = [c for i in range(7) for c in (*others[7 * i : 7 * i + 7], spirits[i])]
        else:
            pile = list(range(DECK_SIZE))
            self.rng.shuffle(pile)
        cards: list[int | None] = [None] * DECK_SIZE
        for card, position in zip(pile, self.layout.deal_order, strict=False):
            cards[position] = card
        # by position, as dealt (a game from a position has None for a card out of play)
        self.dealt: tuple[Card | None, ...] = tuple(CARDS[c] for c in cards)  # type: ignore[index]  # all dealt
        self._init_state(
            cards,
            [p.face_up for p in self.layout.positions],
            hands=[[] for _ in range(self.players)],
            sets=[[] for _ in range(self.players)],
            free=[],
            discard=[],
            lost=[],
            current=0,
        )
        return self._begin(setup=True)

    def _init_state(
        self,
        cards: Sequence[int | None],
        face_up: Iterable[bool],
        hands: Iterable[Iterable[int]],
        sets: Iterable[Iterable[tuple[Iterable[int], int | None]]],
        free: Iterable[int],
        discard: Iterable[tuple[int, bool]],
        lost: Iterable[int],
        current: int,
        phase: str | None = None,
        turn: int = 1,
        took: Iterable[tuple[int, int]] = (),
    ) -> None:
        self._cards: list[int | None] = list(cards)
        self._up: list[bool] = list(face_up)
        covered_by = [p.covered_by for p in self.layout.positions]
        self._above = [sum(1 for t in tops if cards[t] is not None) for tops in covered_by]
        # kept sorted: the legal captures are read from the hand in its order, and a hand
        # rebuilt from a view (which lists it sorted) must offer the very same actions
        self._hands: list[list[int]] = [sorted(h) for h in hands]
        self._sets: list[list[_Set]] = [[[list(c), k] for c, k in s] for s in sets]
        self._free: list[int] = list(free)
        self._discard: list[tuple[int, bool]] = list(discard)
        self._lost: list[int] = list(lost)
        self._current: int | None = current
        self._winners: list[int] = []
        self.phase_name: str = phase or ("discard" if self.solo else "take")
        self._resume: str | None = None
        self.turn_number = turn
        #: every take, public (siggil.take: the card lay face up): (seat, card) in order
        self._took: list[tuple[int, int]] = list(took)

    def _begin(self, setup: bool) -> list[Event]:
        """The opening events: the deal, then every available card turned and spirit freed."""
        if self.solo:
            events = [
                self._event(
                    "setup",
                    "siggil.solo-setup",
                    "solo-setup",
                    layout=self.layout.name,
                    difficulty=self.difficulty,
                    goal=self.goal,
                    size=self.set_size,
                )
            ]
        else:
            events = [
                self._event(
                    "setup",
                    "siggil.setup",
                    "setup",
                    players=self.players,
                    layout=self.layout.name,
                    goal=self.goal,
                    size=self.set_size,
                )
            ]
        # Ruling (siggil.setup): the rules name no first player; seat 0 begins. The opening
        # cascade runs in position order; in the solo game spirits freed by it count towards
        # the limit of 3 at once (siggil.solo-limit), so the player may have to choose first.
        for p in range(DECK_SIZE):
            if self._cards[p] is not None and self._above[p] == 0:
                events += self._uncover(p)
        events.append(
            self._event("turn", "siggil.solo-turn" if self.solo else "siggil.take", "turn", seat=self._current)
        )
        return events + self._check_limit(self.phase_name)

    # -- the cascade --------------------------------------------------------------------
    def _uncover(self, p: int) -> list[Event]:
        """siggil.available: an available face-down card turns up; siggil.spirit-frees: an
        available spirit leaves the sigil, which may uncover more cards, and so on."""
        card = self._cards[p]
        assert card is not None  # an uncovered position holds its card until it is taken
        events: list[Event] = []
        if not self._up[p]:
            self._up[p] = True
            events.append(self._event("flip", "siggil.available", "flip", position=p, card=CARDS[card].to_json()))
        # A spirit dealt face up under other cards is seen but not free: it leaves the sigil
        # only once available (siggil.spirit-frees), and may not be taken meanwhile.
        if is_spirit(card):
            k = card - SPIRITS[0] + 1
            self._free.append(k)
            events.append(self._event("free", "siggil.spirit-frees", "free", spirit=k, position=p))
            events += self._remove(p)
        return events

    def _remove(self, p: int) -> list[Event]:
        """Position ``p`` empties: the cards it lay on may become available."""
        self._cards[p] = None
        events: list[Event] = []
        for under in self.layout.covers[p]:
            self._above[under] -= 1
            if self._above[under] == 0 and self._cards[under] is not None:
                events += self._uncover(under)
        return events

    def _check_limit(self, then: str) -> list[Event]:
        """siggil.solo-limit: spirits arrive one at a time, in the order they were freed
        (``_free`` keeps it). While more than 3 are free, the first beyond the three is the
        newcomer: it stays, and one of the three waiting before it goes — chosen by the
        player in phase ``release`` (one decision per newcomer), or the oldest with the
        ``oldest`` option. ``then``: the phase once no choice is left to make."""
        events: list[Event] = []
        if self.solo and self.options.get("release") == "oldest":
            while len(self._free) > SOLO_FREE_LIMIT:
                events += self._release(self._free[0])
        if not self.solo or len(self._free) <= SOLO_FREE_LIMIT:
            self.phase_name, self._resume = then, None
            return events
        self.phase_name, self._resume = "release", then
        return [
            self._event(
                "release-needed", "siggil.solo-limit", "release-needed", spirit=self._newcomer, waiting=self._waiting
            )
        ]

    @property
    def _newcomer(self) -> int | None:
        """The spirit that has just come free and stays (siggil.solo-limit), in phase release."""
        return self._free[SOLO_FREE_LIMIT] if len(self._free) > SOLO_FREE_LIMIT else None

    @property
    def _waiting(self) -> list[int]:
        """The three spirits that were waiting when the newcomer arrived: one of them goes."""
        return self._free[:SOLO_FREE_LIMIT]

    def _release(self, k: int) -> list[Event]:
        self._free.remove(k)
        self._lost.append(k)
        self._discard.append((spirit_card(k), True))
        return [self._event("lost", "siggil.solo-limit", "lost", spirit=k)]

    # -- positions for lessons and tests --------------------------------------------------
    @classmethod
    def from_position(
        cls,
        sigil: object,
        hands: object,
        sets: object = None,
        free_spirits: object = (),
        current: object = 0,
        *,
        layout: object = "pyramids",
        difficulty: object = "easy",
        discard: object = (),
        lost_spirits: object = (),
        release: object = "choose",
        phase: object = None,
        turn_number: object = 1,
        taken: object = (),
        seed: int | None = None,
    ) -> Siggil:
        """A chosen position. ``sigil``: 56 entries by position, each None (taken) or
        ``{"card": card, "face_up": bool}`` (a card is a Card or its JSON); ``hands``: per
        seat, a list of cards (one hand: the solo game); ``sets``: per seat, a list of
        ``{"cards": [...], "spirit": k or None}``; ``free_spirits``: spirit numbers, in the
        order they came free; ``current``: the seat to play; ``phase``: the phase it plays
        (None: the start of a turn; ``"take"`` or ``"capture"``, solo also ``"discard"``);
        ``turn_number``; ``taken``: the public record of takes, ``{"seat", "card"}`` in
        order, each card now in that seat's hand or sets. Solo only: ``lost_spirits`` and
        ``discard``, the pile from the bottom: a card there was discarded the way the
        difficulty discards (face up in the easy game, face down in the advanced one; the
        form ``{"card", "face_up"}`` says so too), a spirit there is one of the lost
        spirits (lost spirits it does not name go on top). With more than 3 free spirits in
        the solo game, the fourth is a newcomer: the release comes first (siggil.solo-limit),
        then ``phase``. Cards named nowhere are out of play. Available face-down cards are
        turned up and available spirits freed at once (siggil.available, siggil.spirit-frees).

        ``view_to_position(game.view(None))`` gives these arguments for a game in progress.
        An impossible position is refused at once with a ValueError saying what is wrong."""
        position = _position.normalize(
            sigil, hands, sets, free_spirits, current, phase, turn_number, taken, discard, lost_spirits
        )
        players = len(position["hands"])
        options: dict[str, object] = {"layout": layout}
        if players == 1:
            options.update(difficulty=difficulty, release=release)
        return cls._fresh(players, seed, options, position)

    def _load_position(self, p: dict[str, Any]) -> list[Event]:
        s = _position.load(p, self.players, self.difficulty, self.goal)
        self.dealt = tuple(None if c is None else CARDS[c] for c in s["cards"])
        self._init_state(
            s["cards"],
            s["face_up"],
            s["hands"],
            s["sets"],
            s["free"],
            s["discard"],
            s["lost"],
            s["current"],
            s["phase"],
            s["turn"],
            s["took"],
        )
        return self._begin(setup=False)

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
    def goal(self) -> int:
        return win_target(self.players, self.difficulty)

    @property
    def set_size(self) -> int:
        return capture_size(self.players, self.difficulty)

    @property
    def available(self) -> list[int]:
        return [p for p, c in enumerate(self._cards) if c is not None and self._above[p] == 0]

    @property
    def sigil(self) -> list[tuple[Card, bool] | None]:
        return [None if c is None else (CARDS[c], up) for c, up in zip(self._cards, self._up, strict=False)]

    @property
    def hands(self) -> list[list[Card]]:
        return [sorted(CARDS[c] for c in h) for h in self._hands]

    @property
    def sets(self) -> list[list[dict[str, Any]]]:
        return [[{"cards": list(_cards(cs)), "spirit": k} for cs, k in mine] for mine in self._sets]

    @property
    def free_spirits(self) -> list[int]:
        return list(self._free)

    @property
    def spirits_held(self) -> list[int]:
        return [sum(1 for _, k in mine if k is not None) for mine in self._sets]

    @property
    def discard(self) -> list[tuple[Card, bool]]:
        return [(CARDS[c], up) for c, up in self._discard]

    @property
    def lost_spirits(self) -> list[int]:
        return list(self._lost)

    def _holder(self, k: int) -> tuple[int, int] | None:
        """(seat, set index) of the set spirit ``k`` lies on, or None."""
        for s, mine in enumerate(self._sets):
            for i, (_, held) in enumerate(mine):
                if held == k:
                    return s, i
        return None

    def legal_actions(self) -> list[Action]:
        seat = self._current
        if seat is None:
            return []
        phase = self.phase_name
        if phase == "release":
            return [Release(k) for k in self._waiting]
        if phase == "discard":
            return [DISCARDS[p] for p in self.available]
        if phase == "take":
            return [TAKES[p] for p in self.available]
        return [*self._captures(seat), PASS]

    def _captures(self, seat: int) -> list[Capture | Steal | Recapture]:
        hand = self._hands[seat]
        size = self.set_size
        out: list[Capture | Steal | Recapture] = [
            Capture(k, _cards(s)) for k in sorted(self._free) for s in _card_sets(hand, k, size)
        ]
        if self.solo:
            return out
        bare = [(i, cs) for i, (cs, held) in enumerate(self._sets[seat]) if held is None]
        for holder, mine in enumerate(self._sets):
            if holder == seat:
                continue
            for cards, k in mine:
                if k is None:
                    continue
                held = len(cards)
                out += [Steal(k, _cards(s)) for s in _card_sets(hand, k, held + 1)]
                for i, cs in bare:
                    need = held + 1 - len(cs)
                    if need >= 1 and matches(cs, k):
                        out += [
                            Recapture(k, _cards(s), i) for s in _card_sets(hand, k, need) if matches(cs + list(s), k)
                        ]
        return sorted(out, key=_capture_order)

    # -- the moves: a check and an apply each (Game dispatches through ``moves``) -----------
    def _on_turn(self) -> int:
        seat = self._current
        assert seat is not None  # Game.check refuses a move once the game is over
        return seat

    # siggil.solo-limit: the newcomer stays, one of the three waiting goes
    def _check_release(self, action: Release) -> None:
        if action.spirit not in self._waiting:
            # the newcomer stays: it replaces one of the three waiting (siggil.solo-limit)
            raise self._refuse(
                "siggil.solo-limit",
                "refuse.release-which",
                spirit=action.spirit,
                newcomer=self._newcomer,
                waiting=self._waiting,
                which="newcomer" if action.spirit == self._newcomer else "other",
            )

    def _apply_release(self, action: Release) -> list[Event]:
        # the next spirit freed by the same move, if any, arrives now (siggil.solo-limit);
        # in phase release, _resume holds the phase that follows the choice
        return self._release(action.spirit) + self._check_limit(self._resume)  # type: ignore[arg-type]

    # siggil.solo-turn: a solo turn opens with a discard
    def _check_discard(self, action: Discard) -> None:
        self._check_position(action.position, "siggil.solo-turn")

    def _apply_discard(self, action: Discard) -> list[Event]:
        return self._discard_card(self._on_turn(), action.position)

    # siggil.take: then a card from the sigil into the hand
    def _check_take(self, action: Take) -> None:
        self._check_position(action.position, "siggil.take")

    def _apply_take(self, action: Take) -> list[Event]:
        return self._take(self._on_turn(), action.position)

    # siggil.capture: then a capture, a steal, a recapture or a pass
    def _check_pass(self, action: Pass) -> None:
        """siggil.capture: a pass is always allowed in the capture phase."""

    def _apply_pass(self, action: Pass) -> list[Event]:
        seat = self._on_turn()
        return [self._event("pass", "siggil.capture", "pass", seat=seat), *self._end_turn(seat)]

    def _check_capture(self, action: Capture) -> None:
        """siggil.capture-free: a free spirit, with a set of the size the game asks, matching it."""
        cards = self._laid_down(action)
        k = action.spirit
        if k not in self._free:
            raise self._refuse("siggil.capture-free", "refuse.not-free", spirit=k, free=list(self._free))
        if len(cards) != self.set_size:
            raise self._refuse("siggil.capture-free", "refuse.set-size", spirit=k, size=self.set_size, count=len(cards))
        if not matches(cards, k):
            raise self._refuse(
                "siggil.capture-free", "refuse.no-match", spirit=k, cards=[c.to_json() for c in action.cards]
            )

    def _apply_capture(self, action: Capture) -> list[Event]:
        seat, k = self._on_turn(), action.spirit
        cards = self._lay_down(seat, action)
        self._free.remove(k)
        self._sets[seat].append([cards, k])
        event = self._event(
            "capture", "siggil.capture-free", "capture", seat=seat, spirit=k, cards=[c.to_json() for c in action.cards]
        )
        return self._after_capture(seat, [event])

    def _check_steal(self, action: Steal) -> None:
        """siggil.steal: a spirit another player holds, with a new set one card larger than its own."""
        cards = self._laid_down(action)
        k, rule = action.spirit, "siggil.steal"
        holder, held = self._held_by_other(k, rule)
        if len(cards) != held + 1:
            raise self._refuse(
                rule, "refuse.steal-size", spirit=k, size=held + 1, held=held, holder=holder, count=len(cards)
            )
        if not matches(cards, k):
            raise self._refuse(rule, "refuse.no-match", spirit=k, cards=[c.to_json() for c in action.cards])

    def _apply_steal(self, action: Steal) -> list[Event]:
        seat, k = self._on_turn(), action.spirit
        cards = self._lay_down(seat, action)
        holder, held = self._take_from_holder(k)
        self._sets[seat].append([cards, k])
        event = self._event(
            "steal",
            "siggil.steal",
            "steal",
            seat=seat,
            spirit=k,
            holder=holder,
            cards=[c.to_json() for c in action.cards],
            size=len(cards),
            held=held,
        )
        return self._after_capture(seat, [event])

    def _check_recapture(self, action: Recapture) -> None:
        """siggil.recapture: a spirit another player holds, onto a set of yours without one,
        extended to one card more than the holder's, matching in the same way."""
        self._check_spirit_number(action)
        cards = [c.index for c in action.cards]
        if not self.solo:
            self._check_added_only(self._on_turn(), action, cards)
        self._check_from_hand(cards)
        k, rule = action.spirit, "siggil.recapture"
        holder, held = self._held_by_other(k, rule)
        mine = self._sets[self._on_turn()]
        if not _whole(action.set) or not 0 <= action.set < len(mine):
            raise self._refuse(rule, "refuse.no-set", set=action.set, count=len(mine))
        own, carried = mine[action.set]
        if carried is not None:
            raise self._refuse(rule, "refuse.set-has-spirit", set=action.set, spirit=carried)
        # Ruling (siggil.recapture): "matches the spirit in the same way" — the set and the
        # added cards together are all of family k, or all carry number k; and at least one
        # card is added (the seed: "papildiniet" — extend), which the tuple already ensures.
        if not matches(own + cards, k):
            raise self._refuse(rule, "refuse.set-way", set=action.set, spirit=k)
        if len(own) + len(cards) != held + 1:
            raise self._refuse(
                rule,
                "refuse.recapture-size",
                spirit=k,
                size=held + 1,
                held=held,
                holder=holder,
                set=action.set,
                has=len(own),
                count=len(cards),
                total=len(own) + len(cards),
            )

    def _apply_recapture(self, action: Recapture) -> list[Event]:
        seat, k = self._on_turn(), action.spirit
        cards = self._lay_down(seat, action)
        holder, held = self._take_from_holder(k)
        own = self._sets[seat][action.set]
        own[0] = own[0] + cards
        own[1] = k
        event = self._event(
            "recapture",
            "siggil.recapture",
            "recapture",
            seat=seat,
            spirit=k,
            holder=holder,
            set=action.set,
            cards=[c.to_json() for c in action.cards],
            size=len(own[0]),
            held=held,
        )
        return self._after_capture(seat, [event])

    # -- out of phase: what each phase is waiting for, and the moves that come too late ------
    def _release_first(self, action: Action) -> IllegalAction:
        return self._refuse("siggil.solo-limit", "refuse.release-first", spirit=self._newcomer, waiting=self._waiting)

    def _discard_first(self, action: Action) -> IllegalAction:
        return self._refuse("siggil.solo-turn", "refuse.discard-first", available=self._seen(self.available))

    def _take_first(self, action: Action) -> IllegalAction:
        return self._refuse("siggil.capture", "refuse.take-first")

    def _no_release(self, action: Release) -> IllegalAction:
        return self._refuse("siggil.solo-limit", "refuse.no-release")

    def _discarded_already(self, action: Discard) -> IllegalAction:
        if not self.solo:
            return self._refuse("siggil.take", "refuse.not-solo")
        return self._refuse("siggil.solo-turn", "refuse.discarded-already", phase=self.phase_name)

    def _taken_already(self, action: Take) -> IllegalAction:
        return self._refuse("siggil.take", "refuse.taken-already")

    #: siggil.take, siggil.capture and the solo game's phases (siggil.solo-turn, siggil.solo-limit)
    moves = (
        Move(
            Release,
            "siggil.solo-limit",
            _check_release,
            _apply_release,
            phases=("release",),
            off_phase=dict.fromkeys(("discard", "take", "capture"), _no_release),
        ),
        Move(
            Discard,
            "siggil.solo-turn",
            _check_discard,
            _apply_discard,
            phases=("discard",),
            off_phase=dict.fromkeys(("take", "capture"), _discarded_already),
        ),
        Move(Take, "siggil.take", _check_take, _apply_take, phases=("take",), off_phase={"capture": _taken_already}),
        Move(Pass, "siggil.capture", _check_pass, _apply_pass, phases=("capture",)),
        Move(Capture, "siggil.capture-free", _check_capture, _apply_capture, phases=("capture",)),
        Move(Steal, "siggil.steal", _check_steal, _apply_steal, phases=("capture",)),
        Move(Recapture, "siggil.recapture", _check_recapture, _apply_recapture, phases=("capture",)),
    )

    def _move_phase(self) -> str:
        return self.phase_name

    phase_refusals: ClassVar[Mapping[str, Refusal]] = {
        "release": _release_first,
        "discard": _discard_first,
        "take": _take_first,
    }

    # -- what every capture checks and does ----------------------------------------------
    def _check_spirit_number(self, action: Capture | Steal | Recapture) -> None:
        if not _whole(action.spirit) or not 1 <= action.spirit <= 7:
            raise self._refuse("siggil.capture", "refuse.no-spirit", spirit=action.spirit)

    def _check_from_hand(self, cards: list[int]) -> None:
        """siggil.capture: a set is laid down from the hand, and a spirit is no card of a set."""
        hand = self._hands[self._on_turn()]
        for c in cards:
            if is_spirit(c):
                raise self._refuse("siggil.capture", "refuse.spirit-card", card=CARDS[c].to_json())
            if c not in hand:
                raise self._refuse("siggil.capture", "refuse.not-in-hand", card=CARDS[c].to_json())

    def _laid_down(self, action: Capture | Steal) -> list[int]:
        """The cards of a capture or a steal, checked to be a spirit's number and from the hand."""
        self._check_spirit_number(action)
        cards = [c.index for c in action.cards]
        self._check_from_hand(cards)
        return cards

    def _held_by_other(self, k: int, rule: str) -> tuple[int, int]:
        """siggil.steal, siggil.recapture: (the holder, the size of its set) of spirit ``k``,
        which another player must hold. **Ruling**: "a spirit another player holds" — a free
        spirit or one of your own is refused here, whatever its set."""
        if self.solo:
            raise self._refuse("siggil.solo-turn", "refuse.solo-steal")
        where = self._holder(k)
        if where is None or where[0] == self._on_turn():
            raise self._refuse(rule, "refuse.not-held", spirit=k, mine="yes" if where else "no")
        holder, index = where
        return holder, len(self._sets[holder][index][0])

    def _lay_down(self, seat: int, action: Capture | Steal | Recapture) -> list[int]:
        """The cards of a capture leave the hand (their indices, in the action's order)."""
        cards = [c.index for c in action.cards]
        for c in cards:
            self._hands[seat].remove(c)
        return cards

    def _take_from_holder(self, k: int) -> tuple[int, int]:
        """Spirit ``k`` leaves its holder's set: (the holder, the size of that set)."""
        found = self._holder(k)
        assert found is not None  # siggil.steal: _check saw the spirit on a set
        holder, index = found
        self._sets[holder][index][1] = None
        return holder, len(self._sets[holder][index][0])

    def _after_capture(self, seat: int, events: list[Event]) -> list[Event]:
        """siggil.win "at once": checked right after the capture, before the turn ends (the
        solo game checks at the end of the turn instead: siggil.solo-win)."""
        if not self.solo and self.spirits_held[seat] >= self.goal:
            self._current, self._winners = None, [seat]
            events.append(self._event("win", "siggil.win", "win", seat=seat, spirits=self.spirits_held[seat]))
            return events
        return events + self._end_turn(seat)

    def _check_added_only(self, seat: int, action: Recapture, cards: list[int]) -> None:
        """siggil.recapture: ``cards`` are only the cards added from the hand; a learner who
        names the whole extended set (the set's cards too) is told so, not just that those
        cards are not in hand."""
        mine = self._sets[seat]
        if not _whole(action.set) or not 0 <= action.set < len(mine):
            return  # refused below, with the set numbers
        already = [c for c in cards if c in mine[action.set][0]]
        if already:
            raise self._refuse(
                "siggil.recapture",
                "refuse.recapture-whole",
                set=action.set,
                count=len(already),
                cards=[CARDS[c].to_json() for c in already],
            )

    def _check_position(self, p: int, rule: str) -> None:
        if not 0 <= p < DECK_SIZE:
            raise self._refuse(rule, "refuse.no-position", position=p, last=DECK_SIZE - 1)
        if self._cards[p] is None:
            raise self._refuse(rule, "refuse.empty", position=p, available=self._seen(self.available))
        if self._above[p]:
            on_top = [t for t in self.layout.positions[p].covered_by if self._cards[t] is not None]
            raise self._refuse(
                "siggil.available",
                "refuse.covered",
                position=p,
                card=self._seen([p])[0],
                on_top=self._seen(on_top),
                available=self._seen(self.available),
            )

    def _seen(self, positions: Iterable[int]) -> list[dict[str, Any] | None]:
        """The cards at ``positions`` as the table sees them: a face-down card as None. The
        sigil draws no position numbers, so a refusal names the cards."""
        # positions that hold a card (available ones, or those on top of one)
        return [CARDS[self._cards[p]].to_json() if self._up[p] else None for p in positions]  # type: ignore[index]

    # -- acting -------------------------------------------------------------------------
    def _discard_card(self, seat: int, p: int) -> list[Event]:
        """siggil.solo-turn: discard face up (easy) or face down (advanced), then take."""
        card: int = self._cards[p]  # type: ignore[assignment]  # _check: an available position holds a card
        face_up = self.difficulty == "easy"
        self._discard.append((card, face_up))
        if face_up:
            events = [
                self._event("discard", "siggil.solo-turn", "discard", seat=seat, position=p, card=CARDS[card].to_json())
            ]
        else:
            events = [self._event("discard", "siggil.solo-turn", "discard-down", seat=seat, position=p)]
        events += self._remove(p)
        if self.available:
            self.phase_name = "take"
        else:
            self.phase_name = "capture"
            events.append(self._event("take-skipped", "siggil.solo-turn", "take-skipped", seat=seat))
        return events + self._check_limit(self.phase_name)

    def _take(self, seat: int, p: int) -> list[Event]:
        """siggil.take: the card goes to the hand (only its owner reads which one)."""
        card: int = self._cards[p]  # type: ignore[assignment]  # _check: an available position holds a card
        insort(self._hands[seat], card)
        self._took.append((seat, card))
        events = [
            self._event("take", "siggil.take", "take", seat=seat, position=p),
            self._event("take-own", "siggil.take", "take-own", seats=(seat,), seat=seat, card=CARDS[card].to_json()),
        ]
        events += self._remove(p)
        self.phase_name = "capture"
        return events + self._check_limit("capture")

    def _end_turn(self, seat: int) -> list[Event]:
        if self.solo:
            return self._end_solo_turn()
        if all(c is None for c in self._cards):
            return self._last_card()
        self.turn_number += 1
        self._current = (seat + 1) % self.players
        self.phase_name = "take"
        return [self._event("turn", "siggil.take", "turn", seat=self._current)]

    def _last_card(self) -> list[Event]:
        """siggil.last-card: most spirits; **Ruling:** a tie goes to the tied player(s) with
        the fewest cards in hand; a further tie is shared."""
        held = self.spirits_held
        best = max(held)
        tied = [s for s in range(self.players) if held[s] == best]
        fewest = min(len(self._hands[s]) for s in tied)
        self._winners = [s for s in tied if len(self._hands[s]) == fewest]
        self._current = None
        return [
            self._event(
                "last-card",
                "siggil.last-card",
                "last-card",
                held=held,
                hand_sizes=[len(h) for h in self._hands],
                winners=list(self._winners),
            )
        ]

    def _end_solo_turn(self) -> list[Event]:
        """siggil.solo-win, checked at the end of the turn. A turn begins with a discard, so,
        as in the multiplayer game (siggil.last-card), the game ends with the turn in which
        the sigil became empty: there are no capture-only turns after it."""
        held = self.spirits_held[0]
        if held >= self.goal:
            self._current, self._winners = None, [0]
            return [self._event("solo-won", "siggil.solo-win", "solo-won", captured=held)]
        if 7 - len(self._lost) < self.goal:
            self._current = None
            return [
                self._event(
                    "solo-lost",
                    "siggil.solo-win",
                    "solo-lost-reach",
                    lost=len(self._lost),
                    goal=self.goal,
                    captured=held,
                )
            ]
        if all(c is None for c in self._cards):
            self._current = None
            return [self._event("solo-lost", "siggil.solo-win", "solo-lost-empty", captured=held, goal=self.goal)]
        self.turn_number += 1
        self.phase_name = "discard"
        return [self._event("turn", "siggil.solo-turn", "turn", seat=0)]

    # -- what a seat may know ----------------------------------------------------------
    def observe(self, seat: int | None) -> dict[str, Any]:
        """The sigil (face-down cards hidden from every seat), the seat's own hand (the
        others' as None, with their sizes), sets, free spirits (in the order they came
        free), discard pile (advanced solo: face-down discards hidden from the seat), the
        public record of takes: ``taken``, every card taken from the sigil, in order, as
        ``{"seat", "card"}``, and in phase release ``arrival`` (see :meth:`_arrival`).
        The teacher's view (``seat`` None) holds the whole state: :func:`view_to_position`
        turns it back into a position."""
        teacher = seat is None
        return {
            "phase": self.phase,
            "layout": self.layout.name,
            "goal": self.goal,
            "set_size": self.set_size,
            "sigil": [
                None if c is None else {"card": CARDS[c].to_json() if up or teacher else None, "face_up": up}
                for c, up in zip(self._cards, self._up, strict=False)
            ],
            "available": self.available,
            "hands": [
                [CARDS[c].to_json() for c in sorted(h)] if teacher or s == seat else None
                for s, h in enumerate(self._hands)
            ],
            "hand_sizes": [len(h) for h in self._hands],
            "sets": [
                [{"cards": [CARDS[c].to_json() for c in cs], "spirit": k} for cs, k in mine] for mine in self._sets
            ],
            "free_spirits": list(self._free),
            "spirits_held": self.spirits_held,
            "discard": [CARDS[c].to_json() if up or teacher else None for c, up in self._discard],
            "lost_spirits": list(self._lost),
            "difficulty": self.difficulty if self.solo else None,
            "turn_number": self.turn_number,
            "taken": self._taken(),
            "arrival": self._arrival(),
        }

    def _arrival(self) -> dict[str, Any] | None:
        """Phase release (siggil.solo-limit), public: the newcomer that stays, the three that
        were waiting when it came (one goes), and the phase that follows the choice."""
        if self.phase_name != "release" or self._current is None:
            return None
        return {"spirit": self._newcomer, "waiting": self._waiting, "then": self._resume}

    def _taken(self) -> list[dict[str, Any]]:
        """Every take so far, ``{"seat", "card"}``. Public (siggil.take): a card is taken only
        when available, so face up (siggil.available), and the whole table sees it go. Kept
        as the takes happen (undo and replay apply the history again), not read back from
        the log: a view is asked for at every bot decision and every update of a table."""
        return [{"seat": s, "card": CARDS[c].to_json()} for s, c in self._took]

    # -- determinization ------------------------------------------------------------------
    def resample_hidden(self, seat: int, rng: random.Random) -> Siggil:
        """Another world ``seat`` cannot tell from this one, with the same history.

        Only the cards still face down in the sigil were never seen by anyone (every card
        taken was face up, so the table saw it; a hand is private in the views and logs
        but not unknowable): they are permuted among themselves. None of them was ever
        available (it would have turned up), so no cascade of the history touched one and
        the same history replays. In the multiplayer game nobody can tell a face-down
        spirit from a face-down family card, so they are permuted all together; the solo
        deal puts a spirit at every eighth place of its pile (``siggil.solo-setup``), so
        there spirits are permuted among spirits and the others among the others."""
        spirit = {p: is_spirit(c) for p, c in enumerate(self._cards) if c is not None and not self._up[p]}
        hidden = list(spirit)
        alt = type(self)._fresh(self.players, self.seed, self.options, self._position)
        groups = (
            [hidden]
            if self.players > 1
            else [
                [p for p in hidden if spirit[p]],
                [p for p in hidden if not spirit[p]],
            ]
        )
        for group in groups:
            cards = [alt._cards[p] for p in group]
            rng.shuffle(cards)
            for p, c in zip(group, cards, strict=False):
                alt._cards[p] = c
        alt.dealt = tuple(
            d if c is None or p not in hidden else CARDS[c]
            for p, (d, c) in enumerate(zip(alt.dealt, alt._cards, strict=False))
        )
        for action in self.history:
            alt.apply(action)
        return alt
