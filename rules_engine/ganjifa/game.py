"""Dashavatara Ganjifa as played on Cardavia: 3 players, one deal (rules: docs/rules/ganjifa.md).

State: three hands (120-bit masks, private: the public attributes speak in cards), the
captured piles, the trick in progress, and — while a Dukal is being answered — how many
cards each opponent still owes. Play goes
counter-clockwise, which is seat order here: the next player after seat s is s + 1.
Chance is the shuffle before the deal, drawn from the game's seeded ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain
from typing import Any, ClassVar, NamedTuple

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
    strict_keywords,
)
from ..i18n import Msg
from . import position as _position
from ._fast import (
    BIT,
    SHIFTS,
    SUIT_BASES,
    TRICK_RANK,
    WHY_LED,
    WHY_TRUMP,
    SuitPlays,
    capture_event,
    follow_event,
    lead_event,
    plays_reader,
    shuffle,
    suit_plays,
    trick_event,
    void_event,
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
assert _position.PLAYERS == PLAYERS  # its checks are written for three players


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


#: the rules a position is checked against (position.py imports nothing from this module)
_POSITION_RULES = _position.Rules(trick_winner=trick_winner, dukal_problem=dukal_problem)


# ------------------------------------------------------------------------------- game
# The events of the card plays every playout makes are built by _fast's named
# constructors (follow_event, trick_event, ...: one C call each, no keywords,
# bench/README.md); the rest with Game._event. Readers go by name.


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
        self._dukal: _position.Dukal | None = None
        self._last_trick: _position.LastTrick | None = None  # (plays, winner, why): see last_trick
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
        position = _position.normalize(
            hands, leader, first_trick, captured, trick, played=played, voids=voids, last_trick=last_trick, dukal=dukal
        )
        return cls._fresh(PLAYERS, seed, {"period": period}, position)

    def _load_position(self, position: dict[str, Any]) -> list[Event]:
        p = _position.load(position, self.trump, _POSITION_RULES)
        self._start(p["hands"], p["captured"], p["leader"], p["trick"], p["first_trick"])
        self._played, self._voids, self._last_trick = p["played"], p["voids"], p["last_trick"]
        dukal = p["dukal"]
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
            event = lead_event("ganjifa.opening-lead" if self.first_trick else "ganjifa.capture", seat, card)
        else:
            led = trick[0][1] // 12
            if card // 12 == led:
                event = follow_event(seat, card)
            else:
                self._note_void(seat, led, card // 12)
                event = void_event(seat, card, led)
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
        events = [trick_event(winner, card, why), capture_event(winner, PLAYERS, "lead" if left else "end")]
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
