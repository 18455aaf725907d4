"""Ganjifa's speed work, kept apart from the rules (``game.py`` reads like the rule book).

Nothing here decides what is legal: ``game.py``'s predicates (``allowed_plays``,
``dukals_in``, ``trick_winner``) and checks cite the rules; these are the tables they read
and the shuffle the deal draws with. The figures are bench/README.md's
(``bench/ganjifa_bench.py``: random full deals through the public API, callgrind):
10,222,938 instructions a deal before this work, 4,863,589 after (-52%), card plays/s 0.31
of OpenSpiel's ``oh_hell`` before and 0.68-0.73 after. No item was timed alone; each is one
of the changes bench/README.md lists for that drop. The behaviour digest (tests/contract)
pins every deal and event, so none of this may change play. The events of the card plays
every playout makes are built here too, each by a named constructor (``follow_event(seat,
card)``). This module imports nothing from ``game.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..core import Event, new_event
from ..i18n import Msg
from .cards import CARDS, DECK_SIZE, STRENGTH
from .messages import MESSAGES

P = TypeVar("P")

# ------------------------------------------------------------------ legal plays
# bench/README.md: "the legal plays come from one table per suit, keyed by the suit's
# 12-bit block of the hand: following suit is one lookup; a lead reads the ten suits in a
# plain loop" (legal_actions was the larger half of an action's cost: about 11k
# instructions, against 20k for apply).

#: SHIFTS[suit]: where a suit's 12-bit block of a hand mask starts (cards are numbered
#: suit * 12 + slot).
SHIFTS = tuple(12 * suit for suit in range(10))


class SuitPlays(dict[int, tuple[P, ...]]):
    """One suit's play actions by 12-bit block (the slots held): legal_actions reads one
    tuple per suit instead of walking the bits; each tuple built on first need."""

    def __init__(self, suit: int, play: Sequence[P]):
        super().__init__({0: ()})
        self.suit, self.play = suit, play

    def __missing__(self, block: int) -> tuple[P, ...]:
        plays = self[block] = tuple(self.play[self.suit * 12 + slot] for slot in range(12) if block >> slot & 1)
        return plays


def suit_plays(play: Sequence[P]) -> tuple[SuitPlays[P], ...]:
    """The ten suits' tables of ``play`` (one action per card, by card index)."""
    return tuple(SuitPlays(suit, play) for suit in range(10))


def plays_reader(tables: tuple[SuitPlays[P], ...]) -> Callable[[int], list[P]]:
    """``plays_of(cards)``: the play actions for the cards of a mask, in deck order: each
    suit's 12-bit block cut out and looked up in its table (a plain loop over the ten suits
    measured faster than walking the set bits, or than map and chain)."""
    shifted = tuple(zip(SHIFTS, tables, strict=True))

    def plays_of(cards: int) -> list[P]:
        plays: list[P] = []
        for shift, table in shifted:
            block = cards >> shift & 0xFFF
            if block:
                plays += table[block]
        return plays

    return plays_of


#: Bit 0 of every suit's 12-bit block: ``hand >> RAJA & hand >> MANTRI & SUIT_BASES`` marks
#: the suits where both courts are held, in one step (bench/README.md: "the Raja-and-Mantri
#: test runs on the whole hand at once", so most leads search no suit for a Dukal at all).
SUIT_BASES = sum(1 << (12 * s) for s in range(10))


# ------------------------------------------------------------------------- tables
# bench/README.md: "a card's bit, its JSON and the trick's reasons (per suit) are tables;
# ... the trick winner reads one rank table per trump".

BIT = tuple(1 << card for card in range(DECK_SIZE))  # a card's bit in a hand mask
#: CARD_JSON[card]: the card as JSON, copied into each event (events own their data)
CARD_JSON: tuple[dict[str, Any], ...] = tuple(card.to_json() for card in CARDS)
#: The reason a trick was won, per suit: the same two sentences every trick, so made once
#: (a Msg is never changed once made).
WHY_TRUMP = tuple(Msg("why.trump", _suit=suit) for suit in range(10))
WHY_LED = tuple(Msg("why.led", _suit=suit) for suit in range(10))
#: TRICK_RANK[trump][card]: STRENGTH, and 100 more for a trump (ganjifa.trick-winner: a
#: trump outranks every other suit)
TRICK_RANK = tuple(
    tuple(STRENGTH[c] + (100 if c // 12 == trump else 0) for c in range(DECK_SIZE)) for trump in range(10)
)


# ---------------------------------------------------------------------------- deal
# bench/README.md: "the deal: random.shuffle's own algorithm written out (getrandbits as
# _randbelow draws it; checked against random.shuffle at import, which is used instead if
# they ever differ)"; with the hands summed from slices, the shuffle and deal are about 3k
# instructions of a deal's 4.9 million.


def shuffle_by_bits(deck: list[int], rng: random.Random) -> None:
    """``rng.shuffle(deck)``, draw for draw: CPython's Fisher-Yates with ``_randbelow`` by
    ``getrandbits`` written out, one Python call per card fewer (the deal of every game)."""
    getrandbits = rng.getrandbits
    for i in range(len(deck) - 1, 0, -1):
        k = (i + 1).bit_length()
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]


def same_as_random_shuffle() -> bool:
    """Does shuffle_by_bits deal as random.shuffle does on this Python? (Every saved game
    replays from its seed through the shuffle, so only an identical shuffle may be used.)"""
    for seed in (0, 1, 2, 3, 2**40 + 7):
        ours, theirs = list(range(DECK_SIZE)), list(range(DECK_SIZE))
        mine, reference = random.Random(seed), random.Random(seed)
        shuffle_by_bits(ours, mine)
        reference.shuffle(theirs)
        if ours != theirs or mine.getstate() != reference.getstate():
            return False
    return True


def _rng_shuffle(deck: list[int], rng: random.Random) -> None:
    rng.shuffle(deck)


#: ganjifa.deal's shuffle: the written-out one where it is random.shuffle draw for draw
shuffle = shuffle_by_bits if same_as_random_shuffle() else _rng_shuffle


# ------------------------------------------------------------------------------ events
# The events of the card plays every playout makes, one named constructor each: the
# Event's parts in Event.FIELDS order (kind, rule, seats, msg, params, messages,
# raw_data), built by core.new_event in one C call with no keywords (bench/README.md);
# the rest are made with Game._event. Each event owns a copy of its card's JSON.


def lead_event(rule: str, seat: int, card: int) -> Event:
    """``seat`` leads ``card`` (``rule``: ganjifa.opening-lead for the first trick, else
    ganjifa.capture: the winner of the last trick leads)."""
    return new_event(("play", rule, None, "lead", {"seat": seat, "card": CARD_JSON[card].copy()}, MESSAGES, None))


def follow_event(seat: int, card: int) -> Event:
    """ganjifa.follow: ``seat`` plays ``card`` of the led suit."""
    return new_event(
        ("play", "ganjifa.follow", None, "follow", {"seat": seat, "card": CARD_JSON[card].copy()}, MESSAGES, None)
    )


def void_event(seat: int, card: int, led: int) -> Event:
    """ganjifa.void: ``seat``, holding no card of the ``led`` suit, plays ``card``."""
    return new_event(
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


def trick_event(winner: int, card: int, why: Msg) -> Event:
    """ganjifa.trick-winner: ``winner``'s ``card`` takes the trick, for ``why``."""
    return new_event(
        (
            "trick",
            "ganjifa.trick-winner",
            None,
            "trick",
            {"winner": winner, "card": CARD_JSON[card].copy(), "_why": why},
            MESSAGES,
            None,
        )
    )


def capture_event(seat: int, cards: int, then: str) -> Event:
    """ganjifa.capture: ``seat`` takes the trick's ``cards``; ``then``: "lead" (it leads
    next) or "end" (the deal is over)."""
    return new_event(
        ("capture", "ganjifa.capture", None, "capture", {"seat": seat, "cards": cards, "_then": then}, MESSAGES, None)
    )
