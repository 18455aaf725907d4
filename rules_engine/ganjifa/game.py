"""Dashavatara Ganjifa as played on Cardavia: 3 players, one deal (rules: ganjifa.md).

State: three hands (bitmasks), the captured piles, the trick in progress, and — while a
Dukal is being answered — how many cards each opponent still owes. Play goes
counter-clockwise, which is seat order here: the next player after seat s is s + 1.
Chance is the shuffle before the deal, drawn from the game's seeded ``rng``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..core import Action, Event, Game, IllegalAction, action_decoder, register
from .cards import (CARDS, DECK_SIZE, MANTRI, RAJA, STRENGTH, SUIT_INDEX, SUIT_MASK,
                    SUIT_TITLES, SUITS, Card, cards_of, mask_of, sorted_cards, suit_of)
from .catalog import CATALOG

PLAYERS = 3
PERIODS = {"day": SUIT_INDEX["rama"], "night": SUIT_INDEX["krishna"]}
MIN_RUN = 3


# ---------------------------------------------------------------------------- actions

def _card_field(value) -> Card:
    try:
        return Card.from_json(value)
    except (ValueError, TypeError) as err:
        raise IllegalAction("input", str(err)) from None


def _cards_field(values) -> tuple[Card, ...]:
    if not isinstance(values, (list, tuple)) or not values:
        raise IllegalAction("input", "'cards' must be a non-empty list of cards.")
    return tuple(_card_field(v) for v in values)


@dataclass(frozen=True)
class PlayCard(Action):
    """Play one card to the trick (leading or following)."""

    card: Card
    kind = "play"

    @classmethod
    def _coerce(cls, values):
        return cls(_card_field(values["card"]))

    def __str__(self) -> str:
        return str(self.card)


@dataclass(frozen=True)
class LeadDukal(Action):
    """Lead a Dukal: Raja, Mantri and a run of at least three numbers, all of one suit."""

    cards: tuple[Card, ...]
    kind = "dukal"

    @classmethod
    def _coerce(cls, values):
        return cls(_cards_field(values["cards"]))

    def __str__(self) -> str:
        return f"Dukal of {len(self.cards)} in {self.cards[0].suit.title()}"


@dataclass(frozen=True)
class DiscardForDukal(Action):
    """Discard cards of your choice to an opponent's Dukal (all owed at once, or fewer)."""

    cards: tuple[Card, ...]
    kind = "discard"

    @classmethod
    def _coerce(cls, values):
        return cls(_cards_field(values["cards"]))

    def __str__(self) -> str:
        return "discard " + ", ".join(map(str, self.cards))


PLAY = tuple(PlayCard(card) for card in CARDS)          # one value per card, built once
DISCARD_ONE = tuple(DiscardForDukal((card,)) for card in CARDS)


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
    for step in range(1, 10):   # the first suit after the led one that the hand holds
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


def trick_winner(plays: list[tuple[int, int]], trump: int) -> tuple[int, int]:
    """ganjifa.trick-winner: highest trump, else highest card of the led suit -> (seat, card)."""
    led = suit_of(plays[0][1])
    trumps = [p for p in plays if suit_of(p[1]) == trump]
    candidates = trumps or [p for p in plays if suit_of(p[1]) == led]
    return max(candidates, key=lambda p: STRENGTH[p[1]])


def dukal_problem(cards: list[int]) -> str | None:
    """ganjifa.dukal: why ``cards`` are not a Dukal (None when they are)."""
    suits = {suit_of(c) for c in cards}
    if len(suits) != 1:
        return "A Dukal's cards are all of one suit."
    slots = sorted(c % 12 for c in cards)
    if RAJA not in slots or MANTRI not in slots:
        return "A Dukal needs the Raja and the Mantri of its suit."
    numbers = [s + 1 for s in slots if s < MANTRI]
    if len(numbers) < MIN_RUN:
        return f"A Dukal needs at least {MIN_RUN} numbers besides the Raja and Mantri."
    if numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return f"The numbers {', '.join(map(str, numbers))} are not an unbroken run."
    return None


def dukals_in(hand: int) -> list[tuple[int, ...]]:
    """Every Dukal ``hand`` can lead: each run of three or more numbers inside a suit where
    the Raja and Mantri are held (any unbroken stretch of a longer run counts)."""
    found = []
    for suit in range(10):
        base = suit * 12
        if not (hand >> (base + RAJA)) & 1 or not (hand >> (base + MANTRI)) & 1:
            continue
        held = [(hand >> (base + slot)) & 1 for slot in range(10)]
        for start in range(10):
            for end in range(start + MIN_RUN, 11):
                if not all(held[start:end]):
                    break
                found.append((base + RAJA, base + MANTRI, *range(base + start, base + end)))
    return found


# ------------------------------------------------------------------------------- game

@register
class Ganjifa(Game):
    """Three players, one deal; option ``period`` = "day" (Rama trumps) or "night" (Krishna)."""

    name = "ganjifa"
    catalog = CATALOG
    decode_action = staticmethod(action_decoder(PlayCard, LeadDukal, DiscardForDukal))
    end_rule = "ganjifa.end"
    min_players = max_players = default_players = PLAYERS

    def _validate_options(self, options):
        period = options.pop("period", "day")
        if period not in PERIODS:
            raise ValueError(f"period must be 'day' or 'night', not {period!r}")
        super()._validate_options(options)
        return {"period": period}

    @property
    def trump(self) -> int:
        return PERIODS[self.options["period"]]

    # -- the deal (chance) --------------------------------------------------------------
    def _setup(self):
        deck = list(range(DECK_SIZE))
        self.rng.shuffle(deck)
        hands = [0, 0, 0]
        for packet in range(DECK_SIZE // 4):             # ganjifa.deal: packets of four
            hands[packet % PLAYERS] |= mask_of(deck[4 * packet:4 * packet + 4])
        return self._start(hands, captured=[0, 0, 0], leader=None, trick=[], first_trick=True) + [
            Event("deal", "ganjifa.deal", "All 120 cards are dealt in packets of four, "
                  "counter-clockwise: 40 to each player.", {"cards_each": 40})]

    def _start(self, hands, captured, leader, trick, first_trick) -> list[Event]:
        self.hands = list(hands)
        self.initial_hands = list(hands)
        self.captured = list(captured)
        self.trick: list[tuple[int, int]] = list(trick)
        self.first_trick = first_trick
        self.dukal: dict | None = None
        self.last_trick: dict | None = None
        # Public record, kept as play goes (every card played to a trick is seen by all):
        # the plays in order (from the deal, or from the position's trick in progress), and
        # the suits each player has shown to lack (ganjifa.void) since the deal or position.
        self.played: list[tuple[int, int]] = list(trick)
        self._voids: list[set[int]] = [set(), set(), set()]
        raja = self.trump * 12 + RAJA
        if leader is None:
            leader = next(s for s in range(PLAYERS) if hands[s] >> raja & 1)
        elif first_trick and not trick and not hands[leader] >> raja & 1:
            raise ValueError(f"the first trick is led by whoever holds the {CARDS[raja]}; "
                             f"player {leader} does not")
        self.leader = leader
        self._current = (leader + len(trick)) % PLAYERS if any(self.hands) or self.trick else None
        trump = SUIT_TITLES[self.trump]
        events = [Event("period", "ganjifa.day-night", f"It is {self.options['period']}: {trump} is the trump suit.",
                        {"period": self.options["period"], "trump": trump.lower()})]
        if first_trick and not trick:
            events.append(Event("opening", "ganjifa.opening-lead",
                                f"Player {leader} holds the Raja of {trump} and must lead it, alone.",
                                {"seat": leader}))
        return events

    # -- positions -----------------------------------------------------------------
    @classmethod
    def from_position(cls, hands, period="day", leader=0, first_trick=True, captured=None, trick=None,
                      *, seed=None) -> "Ganjifa":
        """A chosen position: ``hands`` (three lists of cards), ``trick`` (cards already played
        to the current trick, from ``leader`` on), ``captured`` (three lists). Cards may be
        ``Card``s, their JSON or ``(suit, rank)`` pairs; cards not named are out of play."""
        def as_json(cards):
            return [_as_card(c).to_json() for c in cards or []]
        position = {"hands": [as_json(h) for h in hands], "leader": leader, "first_trick": first_trick,
                    "captured": [as_json(c) for c in (captured or [[], [], []])], "trick": as_json(trick)}
        return cls._fresh(PLAYERS, seed, {"period": period}, position)

    def _load_position(self, position):
        def masks(lists):
            return [mask_of(Card.from_json(c).index for c in cards) for cards in lists]
        hands, captured = masks(position["hands"]), masks(position["captured"])
        trick_cards = [Card.from_json(c).index for c in position["trick"]]
        named = [c for m in hands + captured for c in cards_of(m)] + trick_cards
        if len(named) != len(set(named)) or sum(m.bit_count() for m in hands + captured) + len(
                trick_cards) != len(named):
            raise ValueError("a card may appear only once in a position")
        leader = position["leader"]
        trick = [((leader + i) % PLAYERS, c) for i, c in enumerate(trick_cards)]
        return self._start(hands, captured, leader, trick, position["first_trick"])

    # -- the contract ------------------------------------------------------------------
    @property
    def current_player(self):
        return self._current

    @property
    def is_over(self):
        return self._current is None

    @property
    def scores(self):
        return [float(m.bit_count()) for m in self.captured]

    @property
    def winners(self):
        if not self.is_over:
            return []
        best = max(self.scores)
        return [s for s, score in enumerate(self.scores) if score == best]

    def hand(self, seat: int) -> list[Card]:
        return [CARDS[c] for c in sorted_cards(self.hands[seat])]

    @property
    def phase(self) -> str:
        return "over" if self.is_over else "discard" if self.dukal else "lead" if not self.trick else "follow"

    def legal_actions(self):
        seat = self._current
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.dukal:
            return [DISCARD_ONE[c] for c in cards_of(hand)]
        if self.first_trick and not self.trick:
            return [PLAY[self.trump * 12 + RAJA]]
        led = suit_of(self.trick[0][1]) if self.trick else None
        plays = [PLAY[c] for c in cards_of(allowed_plays(hand, led, self.trump))]
        if led is None and not self.first_trick:
            limit = min(h.bit_count() for h in self.hands)
            plays += [LeadDukal(tuple(CARDS[c] for c in d)) for d in dukals_in(hand) if len(d) <= limit]
        return plays

    # -- legality ------------------------------------------------------------------------
    def _check(self, action):
        seat, hand = self._current, self.hands[self._current]
        if self.dukal:
            if not isinstance(action, DiscardForDukal):
                raise IllegalAction("ganjifa.dukal", f"Player {self.dukal['leader']} led a Dukal: "
                                    f"discard {self.dukal['owed'][seat]} card(s) of your choice first.")
            self._check_owned(hand, action.cards, "ganjifa.dukal")
            if len(action.cards) > self.dukal["owed"][seat]:
                raise IllegalAction("ganjifa.dukal", f"You owe {self.dukal['owed'][seat]} card(s) to the Dukal, "
                                    f"not {len(action.cards)}.")
            return
        if isinstance(action, DiscardForDukal):
            raise IllegalAction("ganjifa.dukal", "There is no Dukal to discard to.")
        if self.first_trick and not self.trick:
            raja = CARDS[self.trump * 12 + RAJA]
            if action != PLAY[raja.index]:
                raise IllegalAction("ganjifa.opening-lead", f"The deal opens with the {raja} led alone"
                                    f"{' — no Dukal may open it' if isinstance(action, LeadDukal) else ''}.")
            return
        if isinstance(action, LeadDukal):
            self._check_dukal(hand, action)
        else:
            self._check_play(hand, action.card.index)

    @staticmethod
    def _check_owned(hand, cards, rule):
        indices = [c.index for c in cards]
        if len(set(indices)) != len(indices):
            raise IllegalAction("input", "The same card is named twice.")
        missing = [CARDS[c] for c in indices if not hand >> c & 1]
        if missing:
            raise IllegalAction(rule, f"You don't hold the {missing[0]}.")

    def _check_play(self, hand, card):
        if not hand >> card & 1:
            raise IllegalAction("ganjifa.follow", f"You don't hold the {CARDS[card]}.")
        if not self.trick:
            return
        led = suit_of(self.trick[0][1])
        if allowed_plays(hand, led, self.trump) >> card & 1:
            return
        led_name = SUIT_TITLES[led]
        if hand & SUIT_MASK[led]:
            raise IllegalAction("ganjifa.follow", f"{led_name} was led and you hold {led_name}: follow suit.")
        first = SUIT_TITLES[first_held_suit_after(hand, led)]
        raise IllegalAction("ganjifa.void", f"You have no {led_name}: play a trump ({SUIT_TITLES[self.trump]}) "
                            f"or {first}, the first suit you hold after {led_name}.")

    def _check_dukal(self, hand, action):
        if self.trick:
            raise IllegalAction("ganjifa.dukal", "A Dukal can only be led, not played to a trick in progress.")
        self._check_owned(hand, action.cards, "ganjifa.dukal")
        problem = dukal_problem([c.index for c in action.cards])
        if problem:
            raise IllegalAction("ganjifa.dukal", problem)
        limit = min(h.bit_count() for h in self.hands)
        if len(action.cards) > limit:
            raise IllegalAction("ganjifa.dukal", f"A Dukal may not be larger than any player's hand "
                                f"({limit} cards); this one has {len(action.cards)}.")

    # -- applying ----------------------------------------------------------------------
    def _apply(self, action):
        if isinstance(action, PlayCard):
            return self._play(action.card.index)
        if isinstance(action, LeadDukal):
            return self._lead_dukal([c.index for c in action.cards])
        return self._discard([c.index for c in action.cards])

    def _play(self, card) -> list[Event]:
        seat = self._current
        led = suit_of(self.trick[0][1]) if self.trick else None
        self.hands[seat] &= ~(1 << card)
        self.trick.append((seat, card))
        self.played.append((seat, card))
        if led is not None and suit_of(card) != led:
            self._note_void(seat, led, suit_of(card))
        if led is None:
            rule = "ganjifa.opening-lead" if self.first_trick else "ganjifa.capture"
            text = f"Player {seat} leads the {CARDS[card]}."
        elif suit_of(card) == led:
            rule, text = "ganjifa.follow", f"Player {seat} follows with the {CARDS[card]}."
        else:
            rule, text = "ganjifa.void", f"Player {seat}, void in {SUIT_TITLES[led]}, plays the {CARDS[card]}."
        events = [Event("play", rule, text, {"seat": seat, "card": CARDS[card].to_json()})]
        if len(self.trick) < PLAYERS:
            self._current = (seat + 1) % PLAYERS
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        winner, card = trick_winner(self.trick, self.trump)
        led = suit_of(self.trick[0][1])
        why = (f"the highest trump ({SUIT_TITLES[self.trump]})" if suit_of(card) == self.trump
               else f"the highest {SUIT_TITLES[led]}, and no trump was played")
        cards = [c for _, c in self.trick]
        self.last_trick = {"plays": [{"seat": s, "card": CARDS[c].to_json()} for s, c in self.trick],
                           "winner": winner, "why": why}
        self.captured[winner] |= mask_of(cards)
        self.trick, self.first_trick, self.leader = [], False, winner
        events = [Event("trick", "ganjifa.trick-winner", f"Player {winner} wins the trick with the "
                        f"{CARDS[card]}: {why}.", {"winner": winner, "card": CARDS[card].to_json()}),
                  Event("capture", "ganjifa.capture", f"Player {winner} captures {len(cards)} cards and leads.",
                        {"seat": winner, "cards": len(cards)})]
        return events + self._next_lead(winner)

    def _lead_dukal(self, cards) -> list[Event]:
        seat, n = self._current, len(cards)
        self.hands[seat] &= ~mask_of(cards)
        opponents = [(seat + 1) % PLAYERS, (seat + 2) % PLAYERS]
        self.dukal = {"leader": seat, "cards": list(cards), "owed": {s: n for s in opponents},
                      "discards": {s: [] for s in opponents}}
        self._current = opponents[0]
        return [Event("dukal", "ganjifa.dukal", f"Player {seat} leads a Dukal of {n} "
                      f"{SUIT_TITLES[suit_of(cards[0])]}: it wins at once; each opponent discards {n} card(s).",
                      {"seat": seat, "cards": [CARDS[c].to_json() for c in sorted(cards)]})]

    def _discard(self, cards) -> list[Event]:
        seat, dukal = self._current, self.dukal
        self.hands[seat] &= ~mask_of(cards)
        dukal["discards"][seat] += cards
        dukal["owed"][seat] -= len(cards)
        events = [Event("discard", "ganjifa.dukal", f"Player {seat} discards "
                        f"{', '.join(str(CARDS[c]) for c in cards)} to the Dukal.",
                        {"seat": seat, "cards": [CARDS[c].to_json() for c in cards]})]
        if dukal["owed"][seat]:
            return events
        waiting = [s for s, owed in dukal["owed"].items() if owed]
        if waiting:
            self._current = waiting[0]
            return events
        leader = dukal["leader"]
        taken = dukal["cards"] + [c for pile in dukal["discards"].values() for c in pile]
        self.captured[leader] |= mask_of(taken)
        self.dukal, self.leader = None, leader
        events.append(Event("capture", "ganjifa.capture", f"Player {leader} captures the Dukal and the "
                            f"discards: {len(taken)} cards, and leads again.", {"seat": leader, "cards": len(taken)}))
        return events + self._next_lead(leader)

    def _next_lead(self, leader) -> list[Event]:
        if any(self.hands):
            self._current = leader
            return []
        self._current = None
        scores = [int(s) for s in self.scores]
        winners = self.winners
        names = " and ".join(f"player {w}" for w in winners)
        return [Event("end", "ganjifa.end", f"All hands are played out. Captured cards: "
                      f"{', '.join(f'player {s}: {n}' for s, n in enumerate(scores))}. "
                      f"{names[0].upper() + names[1:]} {'win' if len(winners) > 1 else 'wins'}"
                      f"{' (a shared win)' if len(winners) > 1 else ''}.",
                      {"scores": scores, "winners": winners})]

    # -- what a seat may know ---------------------------------------------------------------
    def observe(self, seat):
        """Own hand, hand sizes, the trick, every captured pile and Dukal discard, and the
        public record of play: ``played`` (every card played to a trick, in order, as
        ``{"seat", "card"}``; three per trick, Dukals aside) and ``voids`` (per seat, the
        suits that seat has shown it lacks)."""
        def cards(mask):
            return [CARDS[c].to_json() for c in sorted_cards(mask)]
        dukal = None
        if self.dukal:
            dukal = {"leader": self.dukal["leader"], "cards": [CARDS[c].to_json() for c in self.dukal["cards"]],
                     "owed": {str(s): n for s, n in self.dukal["owed"].items()},
                     "discards": {str(s): [CARDS[c].to_json() for c in p] for s, p in self.dukal["discards"].items()}}
        return {
            "period": self.options["period"],
            "trump": CARDS[self.trump * 12].suit,
            "phase": self.phase,
            "hands": [cards(h) if seat is None or s == seat else None for s, h in enumerate(self.hands)],
            "hand_sizes": [h.bit_count() for h in self.hands],
            "leader": self.leader,
            "first_trick": self.first_trick,
            "trick": [{"seat": s, "card": CARDS[c].to_json()} for s, c in self.trick],
            "captured": [cards(m) for m in self.captured],
            "scores": [int(s) for s in self.scores],
            "dukal": dukal,
            "last_trick": self.last_trick,
            "played": [{"seat": s, "card": CARDS[c].to_json()} for s, c in self.played],
            "voids": [[SUITS[v] for v in sorted(vs)] for vs in self._voids],
        }

    # -- determinization ------------------------------------------------------------------
    def _note_void(self, seat: int, led: int, played: int) -> None:
        """ganjifa.void: a player who did not follow lacks the led suit and, unless they
        trumped, every suit between the led suit and the one they played."""
        voids = self._voids[seat]
        voids.add(led)
        if played != self.trump:   # skipped suits between led and the one played
            suit = (led + 1) % 10
            while suit != played:
                voids.add(suit)
                suit = (suit + 1) % 10

    def voids(self) -> list[set[int]]:
        """Suits each player has publicly shown to lack (ganjifa.void), from the plays made
        since the deal (or the position); kept up to date as cards are played."""
        return [set(v) for v in self._voids]

    def resample_hidden(self, seat, rng: random.Random) -> "Ganjifa":
        """Redeal the cards ``seat`` cannot see between the other two players, keeping every
        card they played and every void they showed, then replay the same history."""
        others = [s for s in range(PLAYERS) if s != seat]
        unseen = [c for s in others for c in cards_of(self.hands[s])]
        voids = self.voids()
        need = {s: self.hands[s].bit_count() for s in others}
        a, b = others
        forced = {a: [c for c in unseen if suit_of(c) in voids[b]], b: [c for c in unseen if suit_of(c) in voids[a]]}
        free = [c for c in unseen if suit_of(c) not in voids[a] and suit_of(c) not in voids[b]]
        rng.shuffle(free)
        take = need[a] - len(forced[a])
        new = {a: forced[a] + free[:take], b: forced[b] + free[take:]}
        hands = list(self.initial_hands)
        for s in others:
            hands[s] = (self.initial_hands[s] & ~self.hands[s]) | mask_of(new[s])
        alt = type(self)._fresh(self.players, self.seed, self.options, self._position)
        alt.hands, alt.initial_hands = list(hands), list(hands)
        for action in self.history:
            alt.apply(action)
        return alt


def _as_card(value) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, tuple):
        return Card(*value)
    return Card.from_json(value)

