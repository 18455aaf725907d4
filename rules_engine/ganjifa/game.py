"""Dashavatara Ganjifa as played on Cardavia: 3 players, one deal (rules: docs/rules/ganjifa.md).

State: three hands (120-bit masks, private: the public attributes speak in cards), the
captured piles, the trick in progress, and — while a Dukal is being answered — how many
cards each opponent still owes. Play goes
counter-clockwise, which is seat order here: the next player after seat s is s + 1.
Chance is the shuffle before the deal, drawn from the game's seeded ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from typing import Any, ClassVar, NamedTuple, TypedDict

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
    new_event,
    register,
    strict_keywords,
    whole,
)
from ..i18n import Msg
from ._fast import (
    BIT,
    CARD_JSON,
    SHIFTS,
    SUIT_BASES,
    TRICK_RANK,
    WHY_LED,
    WHY_TRUMP,
    SuitPlays,
    plays_reader,
    shuffle,
    suit_plays,
)
from .cards import (
    CARDS,
    DECK_SIZE,
    MANTRI,
    RAJA,
    SLOT_INDEX,
    SUIT_INDEX,
    SUIT_MASK,
    SUITS,
    Card,
    cards_of,
    mask_of,
    sorted_cards,
    suit_of,
)
from .catalog import CATALOG
from .messages import MESSAGES

PLAYERS = 3
PERIODS = {"day": SUIT_INDEX["rama"], "night": SUIT_INDEX["krishna"]}
MIN_RUN = 3


# ---------------------------------------------------------------------------- actions


def _input(msg_id: str, **params: Any) -> IllegalAction:
    """The refusal of input that is no action of this game, in its words."""
    return input_refusal(MESSAGES, msg_id, **params)


def _card_field(value: object) -> Card:
    """A card from JSON (or a Card), refused as input when it is not one."""
    try:
        return Card.from_json(value)
    except (ValueError, TypeError) as err:
        raise IllegalAction("input", _not_a_card(value, err), MESSAGES) from None


def _not_a_card(value: object, err: Exception) -> Msg | str:
    """Why ``value`` is no card, as Card.from_json says it (a message; its words when the
    reason is none of the three it gives)."""
    if not isinstance(value, dict) or set(value) != {"suit", "rank"}:
        return Msg("input.card-shape", example='{"suit": "rama", "rank": 7}', value=repr(str(value)[:40]))
    suit, rank = value["suit"], value["rank"]
    if type(suit) is not str or suit not in SUIT_INDEX:
        return Msg("input.no-suit", value=repr(str(suit)[:30]), suits=", ".join(SUITS))
    if type(rank) not in (int, str) or rank not in SLOT_INDEX:
        return Msg("input.no-rank", value=repr(str(rank)[:30]))
    return str(err)


def _cards_field(values: object) -> tuple[Card, ...]:
    if not isinstance(values, (list, tuple)):
        raise _input("input.card-list", value=brief(values))
    return tuple(_card_field(v) for v in values)


def _require_card(field: str, value: object) -> None:
    """``field``: "card" (the card of a play) or "cards" (each card of a Dukal or discard)."""
    if not isinstance(value, Card):
        raise _input("input.card-type", field=field, value=brief(value))


@dataclass(frozen=True)
class PlayCard(Action):
    """Play one card to the trick (leading or following)."""

    card: Card
    kind = "play"

    @classmethod
    def _coerce(cls, values: dict[str, Any]) -> PlayCard:
        action = cls(_card_field(values["card"]))
        action.validate()
        return action

    def validate(self) -> None:
        if type(self.card) is not Card:  # the usual case, a Card, is one comparison
            super().validate()
            _require_card("card", self.card)

    def __str__(self) -> str:
        return str(self.card)

    def describe(self, lang: str = "en") -> str:
        from .messages import action_words  # messages imports this module's names

        return action_words(self, lang)


@dataclass(frozen=True)
class _CardsAction(CardsAction):
    """An action naming several cards at once: a tuple of distinct Cards, at least one."""

    def describe(self, lang: str = "en") -> str:
        from .messages import action_words  # messages imports this module's names

        return action_words(self, lang)

    cards: tuple[Card, ...]

    @classmethod
    def _coerce(cls, values: dict[str, Any]) -> _CardsAction:
        action = cls(_cards_field(values["cards"]))
        action.validate()
        return action

    def validate(self) -> None:
        super().validate()
        # a list or tuple (kept as a tuple), not one card nor a set
        self.check_cards(
            _input, not_tuple="input.card-tuple", twice="input.twice", each=lambda card: _require_card("cards", card)
        )


@dataclass(frozen=True)
class LeadDukal(_CardsAction):
    """Lead a Dukal: Raja, Mantri and a run of at least three numbers, all of one suit."""

    kind = "dukal"

    def __str__(self) -> str:
        return f"Dukal of {len(self.cards)} in {self.cards[0].suit.title()}"


@dataclass(frozen=True)
class DiscardForDukal(_CardsAction):
    """Discard cards of your choice to an opponent's Dukal (all owed at once, or fewer)."""

    kind = "discard"

    def __str__(self) -> str:
        return "discard " + ", ".join(map(str, self.cards))


PLAY = tuple(PlayCard(card) for card in CARDS)  # one value per card, built once
DISCARD_ONE = tuple(DiscardForDukal((card,)) for card in CARDS)


# legal_actions' tables (see _fast): one tuple of plays per suit and block of the hand;
# typed as actions, since legal_actions adds Dukals to a hand's plays
_SUIT_PLAYS: tuple[SuitPlays[Action], ...] = suit_plays(PLAY)
_plays_of = plays_reader(_SUIT_PLAYS)


class Play(NamedTuple):
    """A card played to a trick, and by whom: ``Play(seat=1, card=Card(suit='rama', rank=7))``."""

    seat: int
    card: Card


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ------------------------------------------------------------------- rule predicates


def allowed_plays(hand: int, led: int | None, trump: int) -> int:
    """ganjifa.follow / ganjifa.void: the cards of ``hand`` that may be played.

    Works on any card numbering that keeps each suit in its own block of 12 bits, so the
    search bots' strength-numbered playouts use it too (it is on their hot path)."""
    if led is None:
        return hand
    follow = hand & SUIT_MASK[led]
    if follow:
        return follow
    trumps = hand & SUIT_MASK[trump]
    for step in range(1, 10):  # the first suit after the led one that the hand holds
        held = hand & SUIT_MASK[(led + step) % 10]
        if held:
            return trumps | held
    return trumps


def first_held_suit_after(hand: int, led: int) -> int:
    """The first suit after ``led`` in avatar order (wrapping) of which ``hand`` has a card."""
    for step in range(1, 10):
        suit = (led + step) % 10
        if hand & SUIT_MASK[suit]:
            return suit
    return led


def void_choices(hand: int, led: int, trump: int) -> Msg:
    """ganjifa.void as a message for a hand with no card of the ``led`` suit: what it may
    play, naming only the options it really has (the same cards as :func:`allowed_plays`)."""
    first = first_held_suit_after(hand, led)
    led_name, trump_name, first_name = SUITS[led], SUITS[trump], SUITS[first]
    if first == trump:
        return Msg("void.trump-next", trump=trump_name, led=led_name)
    if hand & SUIT_MASK[trump]:
        return Msg("void.trump-or", trump=trump_name, first=first_name, led=led_name)
    return Msg("void.no-trump", first=first_name, led=led_name)


def trick_winner(plays: list[tuple[int, int]], trump: int) -> tuple[int, int]:
    """ganjifa.trick-winner: highest trump, else highest card of the led suit -> (seat, card)."""
    best = plays[0]
    led = best[1] // 12
    ranks = TRICK_RANK[trump]
    best_rank = ranks[best[1]]
    for play in plays:  # a plain loop: this runs once a trick
        card = play[1]
        # only the led suit and the trumps can win; among them, TRICK_RANK
        if card // 12 in (led, trump) and ranks[card] > best_rank:
            best, best_rank = play, ranks[card]
    return best


def dukal_problem(cards: list[int]) -> Msg | None:
    """ganjifa.dukal: why ``cards`` are not a Dukal, as a message (None when they are)."""
    suits = {suit_of(c) for c in cards}
    if len(suits) != 1:
        return Msg("dukal.one-suit")
    slots = sorted(c % 12 for c in cards)
    if RAJA not in slots or MANTRI not in slots:
        return Msg("dukal.courts")
    numbers = [s + 1 for s in slots if s < MANTRI]
    if len(numbers) < MIN_RUN:
        return Msg("dukal.too-short", least=MIN_RUN)
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return Msg("dukal.broken", numbers=numbers)
    return None


def dukals_in(hand: int) -> list[tuple[int, ...]]:
    """Every Dukal ``hand`` can lead: each run of three or more numbers inside a suit where
    the Raja and Mantri are held (any unbroken stretch of a longer run counts)."""
    courts = (hand >> RAJA) & (hand >> MANTRI) & SUIT_BASES  # bit 12 * suit: both courts held
    found: list[tuple[int, ...]] = []
    while courts:  # most hands: no Raja with its Mantri, and no loop at all
        low = courts & -courts
        courts ^= low
        base = low.bit_length() - 1
        numbers = hand >> base & 0x3FF
        if numbers & numbers >> 1 & numbers >> 2:  # three numbers in a row somewhere
            found += [(base + RAJA, base + MANTRI, *range(base + start, base + end)) for start, end in _runs(numbers)]
    return found


@lru_cache(maxsize=1024)
def _runs(numbers: int) -> tuple[tuple[int, int], ...]:
    """(start, end) of every stretch of MIN_RUN or more set bits in a 10-bit pattern of
    numbers held, by start then end: the slots start..end-1 are all held."""
    runs = []
    for start in range(10):
        end = start
        while end < 10 and numbers >> end & 1:
            end += 1
            if end - start >= MIN_RUN:
                runs.append((start, end))
    return tuple(runs)


class _Dukal(TypedDict):
    """A Dukal being answered (``Ganjifa._dukal``), in card indices."""

    leader: int
    cards: list[int]
    #: per opponent seat, in answering order: the cards it still owes, those it discarded
    owed: dict[int, int]
    discards: dict[int, list[int]]


#: the last trick completed: its plays (seat, card index), its winner, why it won
_LastTrick = tuple[list[tuple[int, int]], int, Msg]


# ------------------------------------------------------------------------------- game
# The events of the moves every playout makes are built with core.new_event from their
# parts in Event.FIELDS order (kind, rule, seats, msg, params, messages, raw_data): one C
# call, no keywords (bench/README.md); the rest with Game._event. Readers go by name.


@register
class Ganjifa(Game):
    """Three players, one deal; option ``period`` = "day" (Rama trumps) or "night" (Krishna).

    The public attributes speak in cards: ``hands`` (per seat, a sorted list of
    :class:`Card`), ``captured`` (per seat), ``trick`` and ``played`` (lists of
    :class:`Play`), ``dukal`` (the Dukal being answered, or None). Inside, the engine keeps
    120-bit masks and card indices (``_hands``, ``_captured``, ``_trick``...): the rules
    and the bots' playouts run on those.
    """

    name = "ganjifa"
    catalog = CATALOG
    messages = MESSAGES
    end_rule = "ganjifa.end"
    min_players = max_players = default_players = PLAYERS
    option_names = ("period",)

    def _validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        if not options:  # the usual case, a day game
            return {"period": "day"}
        period = options.pop("period", "day")
        if not isinstance(period, str) or period not in PERIODS:
            raise ValueError(f"period must be 'day' or 'night', not {brief(period)}")
        super()._validate_options(options)
        return {"period": period}

    # -- the deal (chance) --------------------------------------------------------------
    def _setup(self) -> list[Event]:
        #: the trump suit's index (ganjifa.day-night), kept: the rules read it on every play
        self.trump = PERIODS[self.options["period"]]
        deck = list(range(DECK_SIZE))
        shuffle(deck, self.rng)  # random.shuffle, draw for draw (see _fast)
        # ganjifa.deal: packets of four, seat after seat, so seat s gets the cards at deck
        # positions 12k + 4s .. 12k + 4s + 3; a hand is the sum of its cards' bits.
        hands = [
            sum(
                map(
                    BIT.__getitem__,
                    chain(deck[4 * s :: 12], deck[4 * s + 1 :: 12], deck[4 * s + 2 :: 12], deck[4 * s + 3 :: 12]),
                )
            )
            for s in range(PLAYERS)
        ]
        raja = self.trump * 12 + RAJA
        leader = next(s for s in range(PLAYERS) if hands[s] >> raja & 1)
        self._start(hands, captured=[0, 0, 0], leader=leader, trick=[], first_trick=True)
        return self._opening_events(dealt=True)

    def _start(
        self, hands: list[int], captured: list[int], leader: int, trick: list[tuple[int, int]], first_trick: bool
    ) -> None:
        self._hands = list(hands)
        self._initial_hands = list(hands)
        self._captured = list(captured)
        self._trick: list[tuple[int, int]] = list(trick)
        self.first_trick = first_trick
        self._dukal: _Dukal | None = None
        self._last_trick: _LastTrick | None = None  # (plays, winner, why): see last_trick
        # Public record, kept as play goes (every card played to a trick is seen by all):
        # the plays in order (from the deal, or from the position's trick in progress), and
        # the suits each player has shown to lack (ganjifa.void) since the deal or position.
        self._played: list[tuple[int, int]] = list(trick)
        self._voids: list[set[int]] = [set(), set(), set()]
        self.leader = leader
        self._current: int | None = (leader + len(trick)) % PLAYERS if any(self._hands) or self._trick else None

    def _opening_events(self, dealt: bool) -> list[Event]:
        """In the order they happen: the period is chosen, the cards are dealt, the trump
        Raja's holder is to lead it."""
        events = [
            self._event("period", "ganjifa.day-night", "period", period=self.options["period"], trump=SUITS[self.trump])
        ]
        if dealt:
            events.append(self._event("deal", "ganjifa.deal", "deal", cards_each=DECK_SIZE // PLAYERS))
        if self.first_trick and not self._trick:
            events.append(
                self._event(
                    "opening", "ganjifa.opening-lead", "opening", seat=self.leader, _raja=self.trump * 12 + RAJA
                )
            )
        return events

    # -- positions -----------------------------------------------------------------
    @classmethod
    @strict_keywords
    def from_position(
        cls,
        hands: object,
        period: object = "day",
        leader: object = 0,
        first_trick: object = True,
        captured: object = None,
        trick: object = None,
        *,
        seed: int | None = None,
        played: object = None,
        voids: object = None,
        last_trick: object = None,
        dukal: object = None,
    ) -> Ganjifa:
        """A chosen position: ``hands`` (three lists of cards), ``trick`` (cards already played
        to the current trick, from ``leader`` on), ``captured`` (three lists). Cards may be
        ``Card``s, their JSON or ``(suit, rank)`` pairs; cards not named are out of play.

        The public record of a deal played so far, as the view shows it, may be given too:
        ``played`` (every card played to a trick, ``{"seat", "card"}``, ending with the
        trick in progress), ``voids`` (per seat, the suits it has shown it lacks),
        ``last_trick`` (its ``plays``) and ``dukal`` (a Dukal being answered: its
        ``leader``, ``cards``, what each opponent still ``owed`` and has ``discards``ed).
        ``Ganjifa.from_position(**view_to_position(game.view(None)))`` is that game.

        An impossible position is refused at once with a ValueError saying what is wrong:
        not three hands, a card named twice or in two places, hands of sizes no play could
        leave, a trick of three cards, a bad leader, card or period, a first trick not
        opened by the trump Raja, or nothing left to play."""
        position: dict[str, Any] = {
            "hands": _as_json_piles(hands, "hands"),
            "leader": leader,
            "first_trick": first_trick,
            "captured": _as_json_piles([[], [], []] if captured is None else captured, "captured"),
            "trick": _as_json_cards([] if trick is None else trick, "the trick"),
        }
        record = {"played": played, "voids": voids, "last_trick": last_trick, "dukal": dukal}
        position.update({k: v for k, v in record.items() if v is not None})  # the usual position's JSON stays
        return cls._fresh(PLAYERS, seed, {"period": period}, position)

    def _load_position(self, position: dict[str, Any]) -> list[Event]:
        if not isinstance(position, dict) or not {"hands", "leader", "first_trick", "captured", "trick"} <= set(
            position
        ):
            raise ValueError(
                f"a position is a dict with hands, leader, first_trick, captured and trick, not {brief(position)}"
            )
        hands = _piles(position["hands"], "hands", "hand")
        captured = _piles(position["captured"], "captured piles", "captured pile")
        trick = [_card_index(c) for c in _sequence(position["trick"], "the trick")]
        leader, first_trick = position["leader"], position["first_trick"]
        if whole(leader) is None or not 0 <= leader < PLAYERS:
            raise ValueError(f"leader must be a seat, 0, 1 or 2, not {brief(leader)}")
        if not isinstance(first_trick, bool):
            raise ValueError(f"first_trick must be True or False, not {brief(first_trick)}")
        if len(trick) >= PLAYERS:
            raise ValueError(f"a trick in progress holds 1 or 2 cards (the third completes it), not {len(trick)}")
        dukal = _position_dukal(position.get("dukal"), leader, first_trick, trick)
        on_table = (
            []
            if dukal is None
            else [("the Dukal", dukal["cards"])]
            + [(f"player {s}'s discards to the Dukal", pile) for s, pile in dukal["discards"].items()]
        )
        _check_each_card_once(hands, captured, trick, on_table)
        taken = [0] * PLAYERS
        if dukal is not None:
            taken[leader] = len(dukal["cards"])
            for s, pile in dukal["discards"].items():
                taken[s] = len(pile)
        _check_hand_sizes(hands, leader, len(trick), taken)
        if first_trick:
            _check_first_trick(hands, captured, trick, leader, self.trump)
        plays = [((leader + i) % PLAYERS, c) for i, c in enumerate(trick)]
        self._start([mask_of(h) for h in hands], [mask_of(p) for p in captured], leader, plays, first_trick)
        self._played = _position_played(position.get("played"), plays, captured)
        self._voids = _position_voids(position.get("voids"))
        self._last_trick = _position_last_trick(position.get("last_trick"), first_trick, captured, self.trump)
        if dukal is not None:
            self._dukal = dukal
            self._current = next(s for s, owed in dukal["owed"].items() if owed)
        if self._current is None:
            raise ValueError("every hand is empty and no trick is in progress: there is nothing left to play")
        if not self.legal_actions():  # the checks above should make this impossible
            raise ValueError(f"player {self._current} is to move but has no legal action")
        return self._opening_events(dealt=False)

    # -- the contract ------------------------------------------------------------------
    @property
    def scores(self) -> list[float]:
        return [float(m.bit_count()) for m in self._captured]

    @property
    def winners(self) -> list[int]:
        if not self.is_over:
            return []
        best = max(self.scores)
        return [s for s, score in enumerate(self.scores) if score == best]

    # -- the state in cards (read-only; built from the masks) ----------------------------
    def hand(self, seat: int) -> list[Card]:
        return _cards(self._hands[seat])

    @property
    def hands(self) -> list[list[Card]]:
        """Every hand, sorted by avatar with the strongest card first (the teacher's view)."""
        return [_cards(m) for m in self._hands]

    @property
    def captured(self) -> list[list[Card]]:
        return [_cards(m) for m in self._captured]

    @property
    def trick(self) -> list[Play]:
        """The cards played to the trick in progress, in order."""
        return [Play(s, CARDS[c]) for s, c in self._trick]

    @property
    def played(self) -> list[Play]:
        """Every card played to a trick since the deal (or the position), in order."""
        return [Play(s, CARDS[c]) for s, c in self._played]

    @property
    def last_trick(self) -> dict[str, Any] | None:
        """The last trick completed: its plays (``{"seat", "card"}``), its winner and why it
        won, in English words (None before the first trick is complete)."""
        if self._last_trick is None:
            return None
        plays, winner, why = self._last_trick
        return {
            "plays": [{"seat": s, "card": CARDS[c].to_json()} for s, c in plays],
            "winner": winner,
            "why": MESSAGES.render(why.id, why.params),
        }

    @property
    def dukal(self) -> dict[str, Any] | None:
        """The Dukal being answered: its leader, cards, what each opponent still owes and
        has discarded so far; None when no Dukal is being answered."""
        if not self._dukal:
            return None
        d = self._dukal
        return {
            "leader": d["leader"],
            "cards": [CARDS[c] for c in d["cards"]],
            "owed": dict(d["owed"]),
            "discards": {s: [CARDS[c] for c in pile] for s, pile in d["discards"].items()},
        }

    @property
    def phase(self) -> str:
        return "over" if self.is_over else self._move_phase()

    def legal_actions(self) -> list[Action]:
        seat = self._current
        if seat is None:
            return []
        hand = self._hands[seat]
        if self._dukal:
            return [DISCARD_ONE[c] for c in cards_of(hand)]
        trick = self._trick
        if trick:
            led = trick[0][1] // 12
            follow = hand >> SHIFTS[led] & 0xFFF
            if follow:  # ganjifa.follow, the usual case: one table lookup
                return list(_SUIT_PLAYS[led][follow])
            return _plays_of(allowed_plays(hand, led, self.trump))
        if self.first_trick:
            return [PLAY[self.trump * 12 + RAJA]]
        plays = _plays_of(hand)
        if (hand >> RAJA) & (hand >> MANTRI) & SUIT_BASES:  # a Raja with its Mantri: Dukals may be led
            dukals = dukals_in(hand)
            if dukals:
                limit = min(h.bit_count() for h in self._hands)
                plays += [LeadDukal(tuple(CARDS[c] for c in d)) for d in dukals if len(d) <= limit]
        return plays

    # -- the moves: a check and an apply each (Game dispatches through ``moves``) ----------
    # legality: one small check per situation
    def _check_play_card(self, action: PlayCard) -> None:
        hand = self._hands[self._current]  # type: ignore[index]  # Game.check refuses a move once over
        card, trick = action.card.index, self._trick
        if not self.first_trick:  # the usual case
            # A card held, led or of the led suit: legal at once (_check_play says the rest).
            if hand & BIT[card] and (not trick or hand & SUIT_MASK[trick[0][1] // 12] & BIT[card]):
                return None
            return self._check_play(hand, card)
        if not trick:
            return self._check_opening(hand, action)
        return self._check_play(hand, card)

    def _check_lead_dukal(self, action: LeadDukal) -> None:
        hand = self._hands[self._current]  # type: ignore[index]  # Game.check refuses a move once over
        if self.first_trick:  # a lead in the first trick is its opening (the phase: no trick yet)
            return self._check_opening(hand, action)
        return self._check_dukal(hand, action)

    def _check_discard(self, action: DiscardForDukal) -> None:
        dukal, seat = self._dukal, self._current
        assert dukal is not None and seat is not None  # the phase: a Dukal is being answered
        owed = dukal["owed"][seat]
        _check_owned(self._hands[seat], action.cards, "ganjifa.dukal")
        if len(action.cards) > owed:
            raise self._refuse("ganjifa.dukal", "refuse.owe", owed=owed, count=len(action.cards))

    def _check_opening(self, hand: int, action: Action) -> None:
        raja = self.trump * 12 + RAJA
        if action != PLAY[raja]:
            raise self._refuse(
                "ganjifa.opening-lead",
                "refuse.opening",
                _raja=raja,
                dukal="yes" if isinstance(action, LeadDukal) else "no",
            )
        # Ownership is checked here too, so that a redrawn world (resample_hidden) that lost
        # track of the Raja's holder fails at once instead of playing a card twice.
        _check_owned(hand, (CARDS[raja],), "ganjifa.opening-lead")

    def _check_play(self, hand: int, card: int) -> None:
        if not hand & BIT[card]:
            raise self._refuse("ganjifa.follow", "refuse.not-held", card=CARDS[card])
        if not self._trick:
            return
        led = self._trick[0][1] // 12
        follow = hand & SUIT_MASK[led]
        if follow >> card & 1 or (not follow and allowed_plays(hand, led, self.trump) >> card & 1):
            return  # following suit (the usual case) needs one test
        if follow:
            raise self._refuse("ganjifa.follow", "refuse.follow", led=SUITS[led])
        raise self._refuse("ganjifa.void", "refuse.void", led=SUITS[led], _choices=void_choices(hand, led, self.trump))

    def _check_dukal(self, hand: int, action: LeadDukal) -> None:
        _check_owned(hand, action.cards, "ganjifa.dukal")
        problem = dukal_problem([c.index for c in action.cards])
        if problem:
            raise IllegalAction("ganjifa.dukal", problem, MESSAGES)
        # Hands stay equal, so a Dukal from the leader's hand always fits the others'; the
        # rule is checked all the same, as the rules state it.
        limit = min(h.bit_count() for h in self._hands)
        if len(action.cards) > limit:
            raise self._refuse("ganjifa.dukal", "refuse.dukal-too-big", limit=limit, size=len(action.cards))

    # -- out of phase --------------------------------------------------------------------
    def _discard_first(self, action: Action) -> IllegalAction:
        dukal = self._dukal
        assert dukal is not None and self._current is not None  # the phase: a Dukal is being answered
        return self._refuse(
            "ganjifa.dukal", "refuse.discard-first", leader=dukal["leader"], owed=dukal["owed"][self._current]
        )

    def _dukal_led_only(self, action: LeadDukal) -> IllegalAction:
        return self._refuse("ganjifa.dukal", "refuse.dukal-led-only")

    def _no_dukal(self, action: DiscardForDukal) -> IllegalAction:
        return self._refuse("ganjifa.dukal", "refuse.no-dukal")

    # -- applying ----------------------------------------------------------------------
    def _apply_lead_dukal(self, action: LeadDukal) -> list[Event]:
        return self._lead_dukal([c.index for c in action.cards])

    def _apply_discard(self, action: DiscardForDukal) -> list[Event]:
        return self._discard([c.index for c in action.cards])

    def _apply_play(self, action: PlayCard) -> list[Event]:
        card, seat, trick = action.card.index, self._current, self._trick
        assert seat is not None  # a card is played only while the deal goes on
        self._hands[seat] ^= BIT[card]  # held: _check saw to it
        # Events are data: a message id and its parameters, put into words when read.
        if not trick:
            event = new_event(
                (
                    "play",
                    "ganjifa.opening-lead" if self.first_trick else "ganjifa.capture",
                    None,
                    "lead",
                    {"seat": seat, "card": CARD_JSON[card].copy()},
                    MESSAGES,
                    None,
                )
            )
        else:
            led = trick[0][1] // 12
            if card // 12 == led:
                event = new_event(
                    (
                        "play",
                        "ganjifa.follow",
                        None,
                        "follow",
                        {"seat": seat, "card": CARD_JSON[card].copy()},
                        MESSAGES,
                        None,
                    )
                )
            else:
                self._note_void(seat, led, card // 12)
                event = new_event(
                    (
                        "play",
                        "ganjifa.void",
                        None,
                        "void",
                        {"seat": seat, "card": CARD_JSON[card].copy(), "_led": led},
                        MESSAGES,
                        None,
                    )
                )
        play = (seat, card)
        trick.append(play)
        self._played.append(play)
        if len(trick) < PLAYERS:
            self._current = (seat + 1) % PLAYERS
            return [event]
        return [event, *self._finish_trick()]

    def _finish_trick(self) -> list[Event]:
        trick, trump = self._trick, self.trump
        winner, card = trick_winner(trick, trump)
        why = WHY_TRUMP[trump] if card // 12 == trump else WHY_LED[trick[0][1] // 12]
        self._last_trick = (trick, winner, why)  # last_trick puts it into words when read
        (_, a), (_, b), (_, c) = trick
        self._captured[winner] |= BIT[a] | BIT[b] | BIT[c]
        self._trick, self.first_trick, self.leader = [], False, winner
        left = any(self._hands)  # cards left to play: the winner leads next
        events = [
            new_event(
                (
                    "trick",
                    "ganjifa.trick-winner",
                    None,
                    "trick",
                    {"winner": winner, "card": CARD_JSON[card].copy(), "_why": why},
                    MESSAGES,
                    None,
                )
            ),
            new_event(
                (
                    "capture",
                    "ganjifa.capture",
                    None,
                    "capture",
                    {"seat": winner, "cards": PLAYERS, "_then": "lead" if left else "end"},
                    MESSAGES,
                    None,
                )
            ),
        ]
        if left:
            self._current = winner
            return events
        return events + self._next_lead(winner)

    def _then(self) -> str:
        """ "lead" while cards are left to play (the winner leads next); "end" once the deal
        is over (nobody leads)."""
        return "lead" if any(self._hands) else "end"

    def _lead_dukal(self, cards: list[int]) -> list[Event]:
        seat, n = self._current, len(cards)
        assert seat is not None  # a dukal is led only while the deal goes on
        self._hands[seat] &= ~mask_of(cards)
        opponents = [(seat + 1) % PLAYERS, (seat + 2) % PLAYERS]
        self._dukal = {
            "leader": seat,
            "cards": list(cards),
            "owed": {s: n for s in opponents},
            "discards": {s: [] for s in opponents},
        }
        self._current = opponents[0]
        return [
            self._event(
                "dukal",
                "ganjifa.dukal",
                "dukal",
                seat=seat,
                cards=[CARDS[c].to_json() for c in sorted(cards)],
                _n=n,
                _suit=suit_of(cards[0]),
            )
        ]

    def _discard(self, cards: list[int]) -> list[Event]:
        seat, dukal = self._current, self._dukal
        assert seat is not None and dukal is not None  # ganjifa.dukal: a discard answers one
        self._hands[seat] &= ~mask_of(cards)
        dukal["discards"][seat] += cards
        dukal["owed"][seat] -= len(cards)
        events = [
            self._event("discard", "ganjifa.dukal", "discard", seat=seat, cards=[CARDS[c].to_json() for c in cards])
        ]
        if dukal["owed"][seat]:
            return events
        waiting = [s for s, owed in dukal["owed"].items() if owed]
        if waiting:
            self._current = waiting[0]
            return events
        leader = dukal["leader"]
        taken = dukal["cards"] + [c for pile in dukal["discards"].values() for c in pile]
        self._captured[leader] |= mask_of(taken)
        self._dukal, self.leader = None, leader
        events.append(
            self._event(
                "capture", "ganjifa.capture", "capture-dukal", seat=leader, cards=len(taken), _then=self._then()
            )
        )
        return events + self._next_lead(leader)

    def _next_lead(self, leader: int) -> list[Event]:
        if any(self._hands):
            self._current = leader
            return []
        self._current = None
        scores = [int(s) for s in self.scores]
        winners = self.winners
        return [
            self._event(
                "end", "ganjifa.end", "end", scores=scores, winners=winners, _shared="yes" if len(winners) > 1 else "no"
            )
        ]

    # -- the move table ------------------------------------------------------------------
    #: a lead or a follow (ganjifa.follow, the opening lead first: ganjifa.opening-lead), a
    #: Dukal led, and the discards that answer it (ganjifa.dukal)
    moves = (
        Move(PlayCard, "ganjifa.follow", _check_play_card, _apply_play, phases=("lead", "follow")),
        Move(
            LeadDukal,
            "ganjifa.dukal",
            _check_lead_dukal,
            _apply_lead_dukal,
            phases=("lead",),
            off_phase={"follow": _dukal_led_only},
        ),
        Move(
            DiscardForDukal,
            "ganjifa.dukal",
            _check_discard,
            _apply_discard,
            phases=("discard",),
            off_phase=dict.fromkeys(("lead", "follow"), _no_dukal),
        ),
    )

    def _move_phase(self) -> str:
        """Answering a Dukal (``discard``), leading a trick, or following one (the ``phase``)."""
        return "discard" if self._dukal else "lead" if not self._trick else "follow"

    phase_refusals: ClassVar[Mapping[str, Refusal]] = {"discard": _discard_first}

    # -- what a seat may know ---------------------------------------------------------------
    def observe(self, seat: int | None) -> dict[str, Any]:
        """Own hand, hand sizes, the trick, every captured pile and Dukal discard, and the
        public record of play: ``played`` (every card played to a trick, in order, as
        ``{"seat", "card"}``; three per trick, Dukals aside) and ``voids`` (per seat, the
        suits that seat has shown it lack)."""

        def cards(mask: int) -> list[dict[str, Any]]:
            return [CARDS[c].to_json() for c in sorted_cards(mask)]

        dukal: dict[str, Any] | None = None
        if self._dukal:
            d = self._dukal
            dukal = {
                "leader": d["leader"],
                "cards": [CARDS[c].to_json() for c in d["cards"]],
                "owed": {str(s): n for s, n in d["owed"].items()},
                "discards": {str(s): [CARDS[c].to_json() for c in p] for s, p in d["discards"].items()},
            }
        return {
            "period": self.options["period"],
            "trump": CARDS[self.trump * 12].suit,
            "phase": self.phase,
            "hands": [cards(h) if seat is None or s == seat else None for s, h in enumerate(self._hands)],
            "hand_sizes": [h.bit_count() for h in self._hands],
            "leader": self.leader,
            "first_trick": self.first_trick,
            "trick": [{"seat": s, "card": CARDS[c].to_json()} for s, c in self._trick],
            "captured": [cards(m) for m in self._captured],
            "scores": [int(s) for s in self.scores],
            "dukal": dukal,
            "last_trick": self.last_trick,
            "played": [{"seat": s, "card": CARDS[c].to_json()} for s, c in self._played],
            "voids": [[SUITS[v] for v in sorted(vs)] for vs in self._voids],
        }

    # -- determinization ------------------------------------------------------------------
    def _note_void(self, seat: int, led: int, played: int) -> None:
        """ganjifa.void: a player who did not follow lacks the led suit and, unless they
        trumped, every suit between the led suit and the one they played."""
        voids = self._voids[seat]
        voids.add(led)
        if played != self.trump:  # skipped suits between led and the one played
            suit = (led + 1) % 10
            while suit != played:
                voids.add(suit)
                suit = (suit + 1) % 10

    def voids(self) -> list[set[int]]:
        """Suits each player has publicly shown to lack (ganjifa.void), from the plays made
        since the deal (or the position); kept up to date as cards are played."""
        return [set(v) for v in self._voids]

    def _known_holdings(self) -> list[int]:
        """Per seat, a mask of the cards in its hand that everybody knows are there: before
        the opening lead, the trump Raja is with the leader (ganjifa.opening-lead; the
        "opening" event names them). Cards played are public too, but no longer in a hand."""
        known = [0] * PLAYERS
        if self.first_trick and not self._trick:
            known[self.leader] = 1 << (self.trump * 12 + RAJA)
        return known

    def resample_hidden(self, seat: int, rng: random.Random) -> Ganjifa:
        """Redeal the cards ``seat`` cannot see between the other two players, keeping all
        that is public — every card they played (so the same history replays), every void
        they showed, the trump Raja with its named holder before the opening lead — then
        replay the same history (each action checked again, ownership included)."""
        a, b = [s for s in range(PLAYERS) if s != seat]
        known = self._known_holdings()
        # A card is barred from a hand when its suit is a shown void there, or everybody
        # knows the other player holds it.
        barred = {
            a: (_suits_mask(self._voids[a]) | known[b]) & ~known[a],
            b: (_suits_mask(self._voids[b]) | known[a]) & ~known[b],
        }
        unseen = self._hands[a] | self._hands[b]
        free = list(cards_of(unseen & ~barred[a] & ~barred[b]))
        rng.shuffle(free)
        forced = {a: unseen & barred[b], b: unseen & barred[a]}
        take = self._hands[a].bit_count() - forced[a].bit_count()
        new = {a: forced[a] | mask_of(free[:take]), b: forced[b] | mask_of(free[take:])}
        hands = list(self._initial_hands)
        for s in (a, b):
            hands[s] = (self._initial_hands[s] & ~self._hands[s]) | new[s]
        alt = type(self)._fresh(self.players, self.seed, self.options, self._position)
        alt._hands, alt._initial_hands = list(hands), list(hands)
        for action in self.history:
            alt.apply(action)
        return alt


# ------------------------------------------------------------------------------ helpers


def _cards(mask: int) -> list[Card]:
    return [CARDS[c] for c in sorted_cards(mask)]


def _suits_mask(suits: Iterable[int]) -> int:
    mask = 0
    for s in suits:
        mask |= SUIT_MASK[s]
    return mask


def _check_owned(hand: int, cards: Iterable[Card], rule: str) -> None:
    missing = [card for card in cards if not hand >> card.index & 1]
    if missing:
        raise IllegalAction(rule, Msg("refuse.not-held", card=missing[0]), MESSAGES)


# -- positions: each check raises ValueError with a sentence saying what is wrong ------


def _as_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, tuple) and len(value) == 2:
        return Card(*value)
    return Card.from_json(value)


def _sequence(value: object, what: str) -> list[Any] | tuple[Any, ...]:  # what a student typed, judged later
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} must be a list of cards, not {brief(value)}")
    return value


def _as_json_cards(cards: object, what: str) -> list[dict[str, Any]]:
    return [_as_card(c).to_json() for c in _sequence(cards, what)]


def _as_json_piles(piles: object, what: str) -> list[list[dict[str, Any]]]:
    if not isinstance(piles, (list, tuple)):
        raise ValueError(f"{what} must be a list of three lists of cards, not {brief(piles)}")
    return [_as_json_cards(p, f"each of the {what}") for p in piles]


def _card_index(value: object) -> int:
    return Card.from_json(value).index


def _piles(piles: object, what: str, one: str) -> list[list[int]]:
    """Three lists of card indices, one per player, each card as named (duplicates kept)."""
    if not isinstance(piles, (list, tuple)) or len(piles) != PLAYERS:
        count = len(piles) if isinstance(piles, (list, tuple)) else brief(piles)
        raise ValueError(f"a position has {PLAYERS} {what}, one per player, not {count}")
    return [[_card_index(c) for c in _sequence(p, f"a {one}")] for p in piles]


def _check_each_card_once(
    hands: Sequence[Iterable[int]],
    captured: Sequence[Iterable[int]],
    trick: Iterable[int],
    on_table: Iterable[tuple[str, Iterable[int]]] = (),
) -> None:
    """Card conservation: a card is in one place only, and named there once. ``on_table``:
    further places, as (name, cards) (a Dukal being answered, its discards)."""
    places = [(f"player {s}'s hand", h) for s, h in enumerate(hands)]
    places += [(f"player {s}'s captured pile", p) for s, p in enumerate(captured)]
    places.append(("the trick", trick))
    places += list(on_table)
    seen: dict[int, str] = {}
    for where, cards in places:
        for card in cards:
            if card in seen:
                raise ValueError(
                    f"the {CARDS[card]} is named twice in {where}"
                    if seen[card] == where
                    else f"the {CARDS[card]} is in two places: {seen[card]} and {where}"
                )
            seen[card] = where


def _check_hand_sizes(
    hands: Sequence[Sequence[int]], leader: int, played: int, taken: Sequence[int] = (0, 0, 0)
) -> None:
    """A trick or a Dukal takes as many cards from every hand (docs/rules/ganjifa.md, notes for the
    engine): hands are equal, except that whoever has played to the trick in progress
    holds one card fewer (and, while a Dukal is answered, each holds ``taken`` fewer: the
    Dukal led, the cards discarded to it so far)."""
    before = [len(h) + ((s - leader) % PLAYERS < played) + taken[s] for s, h in enumerate(hands)]
    if len(set(before)) == 1:
        return
    sizes = ", ".join(f"player {s} holds {plural(len(h), 'card')}" for s, h in enumerate(hands))
    who = [f"player {(leader + i) % PLAYERS}" for i in range(played)]
    trick = f"only {' and '.join(who)} played to the trick" if who else "no trick is in progress"
    if any(taken):
        trick = "a Dukal is being answered: " + ", ".join(
            f"player {s} has laid {plural(n, 'card')} on it" for s, n in enumerate(taken)
        )
    raise ValueError(
        f"hand sizes no play could leave: {sizes}, and {trick}; hands stay equal in size, "
        f"except that a player who has played to the trick in progress holds one card fewer "
        f"(and each holds as many fewer as it has laid on a Dukal being answered)"
    )


def _check_first_trick(
    hands: Sequence[Sequence[int]], captured: Sequence[Sequence[int]], trick: Sequence[int], leader: int, trump: int
) -> None:
    """ganjifa.opening-lead: the first trick is opened by the trump Raja, by its holder;
    nothing is captured before it."""
    raja = trump * 12 + RAJA
    if trick and trick[0] != raja:
        raise ValueError(f"the first trick is opened by the {CARDS[raja]}, not by the {CARDS[trick[0]]}")
    if not trick and raja not in hands[leader]:
        raise ValueError(f"the first trick is led by whoever holds the {CARDS[raja]}; player {leader} does not")
    taken = [s for s, pile in enumerate(captured) if pile]
    if taken:
        raise ValueError(
            f"nothing is captured before the first trick, but player {taken[0]}'s pile holds "
            f"{plural(len(captured[taken[0]]), 'card')}"
        )


# -- the public record of a deal played so far (from_position's played, voids, last_trick, dukal)


def _seat(value: object, what: str) -> int:
    """A seat, 0..2 (as a whole number, or as the view's JSON keys write it, "1")."""
    seat = int(value) if isinstance(value, str) and value in ("0", "1", "2") else whole(value)
    if seat is None or not 0 <= seat < PLAYERS:
        raise ValueError(f"{what} must be a seat, 0, 1 or 2, not {brief(value)}")
    return seat


def _plays(plays: object, what: str) -> list[tuple[int, int]]:
    """``[{"seat": 1, "card": {...}}, ...]`` (as the view lists plays) as (seat, card index)."""
    if not isinstance(plays, (list, tuple)) or not all(
        isinstance(p, Mapping) and set(p) == {"seat", "card"} for p in plays
    ):
        raise ValueError(
            f'{what} must be a list of plays like {{"seat": 0, "card": {{"suit": "rama", '
            f'"rank": 7}}}}, not {brief(plays)}'
        )
    return [(_seat(p["seat"], f"the seat of a play in {what}"), _card_index(p["card"])) for p in plays]


def _position_played(
    played: object, trick_plays: list[tuple[int, int]], captured: Sequence[Iterable[int]]
) -> list[tuple[int, int]]:
    """Every card played to a trick, in order: whole tricks (each now in a captured pile),
    then the trick in progress."""
    if played is None:
        return list(trick_plays)
    plays = _plays(played, "played")
    done = len(plays) - len(trick_plays)
    if done < 0 or done % PLAYERS or plays[done:] != list(trick_plays):
        raise ValueError("played must list whole tricks of three plays, then the trick in progress as it is")
    taken = {c for pile in captured for c in pile}
    cards = [c for _, c in plays]
    if len(set(cards)) != len(cards):
        raise ValueError("played names a card twice: a card is played once")
    lost = next((c for c in cards[:done] if c not in taken), None)
    if lost is not None:
        raise ValueError(
            f"the {CARDS[lost]} was played to a finished trick, so it lies in a captured pile, "
            f"but no captured pile holds it"
        )
    return plays


def _position_voids(voids: object) -> list[set[int]]:
    """ganjifa.void: per seat, the suits it has shown it lacks (names, as the view has them)."""
    if voids is None:
        return [set(), set(), set()]
    if (
        not isinstance(voids, (list, tuple))
        or len(voids) != PLAYERS
        or not all(isinstance(v, (list, tuple)) and all(type(s) is str and s in SUIT_INDEX for s in v) for v in voids)
    ):
        raise ValueError(f"voids must be three lists of suit names ({', '.join(SUITS)}), not {brief(voids)}")
    return [{SUIT_INDEX[s] for s in v} for v in voids]


def _position_last_trick(
    last: object, first_trick: bool, captured: Sequence[Sequence[int]], trump: int
) -> _LastTrick | None:
    """The last trick completed, as the view shows it: its three plays (its winner and why
    are worked out again, ganjifa.trick-winner); its cards lie in the winner's pile."""
    if last is None:
        return None
    if not isinstance(last, Mapping) or "plays" not in last or not set(last) <= {"plays", "winner", "why"}:
        raise ValueError(f"last_trick is None or the view's last_trick (its plays), not {brief(last)}")
    if first_trick:
        raise ValueError("no trick is complete before the first trick is: last_trick must be None")
    plays = _plays(last["plays"], "the last trick")
    if len(plays) != PLAYERS or len({s for s, _ in plays}) != PLAYERS or len({c for _, c in plays}) != PLAYERS:
        raise ValueError("the last trick holds three plays, one by each player, of three different cards")
    winner, card = trick_winner(plays, trump)
    if "winner" in last and last["winner"] != winner:
        raise ValueError(f"player {winner} won the last trick (ganjifa.trick-winner), not {brief(last['winner'])}")
    if any(c not in captured[winner] for _, c in plays):
        raise ValueError(f"the last trick's cards lie in its winner's (player {winner}'s) captured pile")
    why = WHY_TRUMP[trump] if card // 12 == trump else WHY_LED[plays[0][1] // 12]
    return plays, winner, why


def _position_dukal(data: object, leader: int, first_trick: bool, trick: Sequence[int]) -> _Dukal | None:
    """ganjifa.dukal: a Dukal being answered, as the view shows it: its leader (the player
    to lead), its cards, and per opponent what it still owes and has discarded (the first
    opponent answers in full before the second starts)."""
    if data is None:
        return None
    if not isinstance(data, Mapping) or set(data) != {"leader", "cards", "owed", "discards"}:
        raise ValueError(
            f"dukal is None or a Dukal being answered, with leader, cards, owed and discards, not {brief(data)}"
        )
    if first_trick or trick:
        raise ValueError(
            "a Dukal is led to an empty table after the first trick (ganjifa.dukal), so none is "
            "answered while first_trick is True or a trick is in progress"
        )
    if _seat(data["leader"], "the Dukal's leader") != leader:
        raise ValueError(f"the Dukal was led by the player to lead, {leader}, not {brief(data['leader'])}")
    cards = [_card_index(c) for c in _sequence(data["cards"], "the Dukal")]
    problem = dukal_problem(cards)
    if problem:
        raise ValueError(f"the Dukal's cards are no Dukal: {MESSAGES.render(problem.id, problem.params)}")
    opponents = [(leader + 1) % PLAYERS, (leader + 2) % PLAYERS]
    owed = _by_opponent(data["owed"], "owed", opponents)
    discards = _by_opponent(data["discards"], "discards", opponents)
    n = len(cards)
    for s in opponents:
        if whole(owed[s]) is None or not 0 <= owed[s] <= n:
            raise ValueError(f"player {s} owes 0 to {n} cards to the Dukal, not {brief(owed[s])}")
        discards[s] = [_card_index(c) for c in _sequence(discards[s], f"player {s}'s discards")]
        if len(discards[s]) + owed[s] != n:
            raise ValueError(
                f"player {s} answers a Dukal of {n} with {n} cards: {len(discards[s])} discarded "
                f"and {owed[s]} owed do not make {n}"
            )
    if not any(owed.values()):
        raise ValueError("nobody owes a card to the Dukal: it is already captured (ganjifa.capture)")
    if owed[opponents[0]] and discards[opponents[1]]:
        raise ValueError(
            f"player {opponents[1]} has discarded to the Dukal before player {opponents[0]}, "
            f"who answers first, has answered in full"
        )
    return {"leader": leader, "cards": cards, "owed": owed, "discards": discards}


def _by_opponent(
    value: object, what: str, opponents: list[int]
) -> dict[int, Any]:  # JSON values, checked by the caller
    """The Dukal's ``owed`` or ``discards``: one entry per opponent, in answering order."""
    if not isinstance(value, Mapping):
        raise ValueError(f"the Dukal's {what} is a dict by opponent seat, not {brief(value)}")
    by_seat = {_seat(k, f"a seat in the Dukal's {what}"): v for k, v in value.items()}
    if sorted(by_seat) != sorted(opponents) or len(value) != 2:
        raise ValueError(f"the Dukal's {what} names the two opponents, {opponents[0]} and {opponents[1]}, once each")
    return {s: by_seat[s] for s in opponents}


def view_to_position(view: Mapping[str, Any]) -> dict[str, Any]:
    """The teacher's view of a deal (``game.view(None)``) as the keywords of
    :meth:`Ganjifa.from_position`, which rebuilds that deal: every hand and captured pile,
    the trick in progress, who leads, the period, and the public record (cards played,
    voids shown, the last trick, a Dukal being answered)."""
    if not isinstance(view, Mapping) or view.get("game") != Ganjifa.name or view.get("seat") is not None:
        raise ValueError("view_to_position needs the teacher's view of a Ganjifa deal, game.view(None)")
    return {
        "hands": view["hands"],
        "period": view["period"],
        "leader": view["leader"],
        "first_trick": view["first_trick"],
        "captured": view["captured"],
        "trick": [p["card"] for p in view["trick"]],
        "played": view["played"],
        "voids": view["voids"],
        "last_trick": view["last_trick"],
        "dukal": view["dukal"],
    }
