"""Exacto's speed work, kept apart from the rules (``game.py`` reads like the rule book).

Nothing here decides what is legal: every table is built from the rules' own predicates
in ``game.py`` (``legal_bids``, handed in as :class:`BidRules`: this module imports nothing
from ``game.py``) or states a rule's arithmetic once, so a table and the rule cannot
differ. The events of the moves every playout makes are built here too, each by a named
constructor (``bid_event(rule, seat, quantity, face, bid)``), from their parts in
``Event.FIELDS`` order: one C call, no keywords. Why each is worth its place is the bench figure beside it (bench/README.md,
``bench/exacto_bench.py``: random 2 x 5-dice rounds through the public API; 311,163
instructions a round at commit 1512934, 182,900 after this work, 52,765 rounds/s, 0.68 of
OpenSpiel's fastest liars_dice loop). The behaviour digest (tests/contract) pins every draw
and event, so none of this may change play.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from math import floor
from typing import Any, NamedTuple

from ..core import Action, Deferred, Event, new_event
from ..i18n import Msg
from .messages import MESSAGES

MAX_DICE = 5  # game.MAX_DICE (exacto.roll: five dice a cup); game.py asserts they agree


# ------------------------------------------------------------------- legal actions
# The first item of bench/README.md's "what made the difference": the legal actions of a
# situation read from one table keyed by a plain integer, shared by every game of the
# variant, and a bid's legality one set lookup (before it, the legal bids were worked out
# by the predicates on every legal_actions() and every check).


def situation(total: int, quantity: int = 0, face: int = 0) -> int:
    """The bidding situation as one plain integer, the key of :class:`Situations`: the dice
    on the table << 9 | the standing bid's quantity << 3 | its face (0, 0: no bid). A face is
    below 8 and a quantity below 64, so no two situations share a key."""
    return total << 9 | quantity << 3 | face


#: a situation's entry: its legal actions, and its legal bids as (quantity, face) pairs
Entry = tuple["tuple[Action, ...]", frozenset[tuple[int, int]]]


class BidRules(NamedTuple):
    """The rules a :class:`Situations` table is read from: ``game.py``'s, handed in."""

    #: game.legal_bids(total, standing bid or None, raise_rule, bid_ones): exacto.raise
    legal_bids: Callable[[int, Any, str, bool], tuple[Any, ...]]  # Bids
    #: game._bid(quantity, face): the one Bid value of a bid
    bid: Callable[[int, int], Action]
    #: the calls a standing bid may be answered with (exacto.liar, exacto.exacto)
    calls: tuple[Action, ...]


class Situations(dict[int, Entry]):
    """One variant's legal actions, by :func:`situation`: the legal actions (legal_bids,
    then the two calls once a bid stands) and the legal bids as ``(quantity, face)`` pairs,
    so the engine's legality check is one set lookup (the refusal, when there is one, is
    worked out by the predicates). Built on first need, then shared by every game of the
    variant: a copied or pickled game keeps the shared table."""

    def __init__(self, raise_rule: str, bid_ones: bool, rules: BidRules):
        super().__init__()
        self.variant = (raise_rule, bid_ones)
        self.rules = rules

    def __missing__(self, key: int) -> Entry:
        rules = self.rules  # the rules, read once per situation
        total, bid = key >> 9, key & 511
        old = rules.bid(bid >> 3, bid & 7) if bid else None
        bids = rules.legal_bids(total, old, *self.variant)
        entry = self[key] = (
            bids if old is None else (*bids, *rules.calls),
            frozenset((b.quantity, b.face) for b in bids),
        )
        return entry

    def __deepcopy__(self, memo: dict[int, object]) -> Situations:
        return self

    def __reduce__(self) -> tuple[Callable[[str, bool, BidRules], Situations], tuple[str, bool, BidRules]]:
        return situations, (*self.variant, self.rules)


@cache
def situations(raise_rule: str, bid_ones: bool, rules: BidRules) -> Situations:
    """The one :class:`Situations` table of a variant."""
    return Situations(raise_rule, bid_ones, rules)


# ---------------------------------------------------------------------------- turns

#: SEATS_AFTER[players][seat]: the seats after ``seat`` in turn order, ending with itself
#: (exacto.raise: play passes to the next mage with dice). Every bid looks up the next mage,
#: so the modulo arithmetic is done once here; no figure of its own was measured (it came
#: with the round of work that took a round from 311,163 to 207,381 instructions).
SEATS_AFTER = tuple(
    tuple(tuple((seat + step) % players for step in range(1, players + 1)) for seat in range(players))
    for players in range(7)
)

#: COUNTED[face][die]: does ``die`` count toward a bid on ``face``? (exacto.wild-ones: ones
#: count for every face but are only themselves for a bid on ones; index 0 is never a die,
#: it keeps the table indexed by face and value directly). Read only when a reveal's
#: summary is put into a dict (``core.Deferred``: on first read, not every round).
COUNTED = tuple(tuple(d == face or (d == 1 and face != 1) for d in range(7)) for face in range(7))


# -------------------------------------------------------------------------------- roll
# ROLL[n](rand): a cup of n dice rolled (exacto.roll), die by die in draw order. A die is
# floor(rand() * 6) + 1 (the same integer as int(rand() * 6) + 1, which it always was, since
# rand() >= 0): every saved game replays from its seed, so the formula and the order of the
# draws are fixed (the behaviour digest pins them). Written out for each cup size because a
# roll starts every round of every playout: one expression per die, and math.floor (a plain C
# function) instead of calling the int type. bench/README.md: ten dice went from 1.18 µs to
# 0.58 µs (timeit), a roll of 10 dice with its events from 3.0 to 2.2 µs.


def die(rand: Callable[[], float]) -> int:
    """One die, as ROLL rolls each (for the odd die rolled outside a round)."""
    return floor(rand() * 6) + 1


def _roll0(rand: Callable[[], float]) -> list[int]:
    return []  # an empty cup (a mage out of the game) is never rolled: ROLL's place 0


def _roll1(rand: Callable[[], float]) -> list[int]:
    return [floor(rand() * 6) + 1]


def _roll2(rand: Callable[[], float]) -> list[int]:
    return [floor(rand() * 6) + 1, floor(rand() * 6) + 1]


def _roll3(rand: Callable[[], float]) -> list[int]:
    return [floor(rand() * 6) + 1, floor(rand() * 6) + 1, floor(rand() * 6) + 1]


def _roll4(rand: Callable[[], float]) -> list[int]:
    return [floor(rand() * 6) + 1, floor(rand() * 6) + 1, floor(rand() * 6) + 1, floor(rand() * 6) + 1]


def _roll5(rand: Callable[[], float]) -> list[int]:
    return [
        floor(rand() * 6) + 1,
        floor(rand() * 6) + 1,
        floor(rand() * 6) + 1,
        floor(rand() * 6) + 1,
        floor(rand() * 6) + 1,
    ]


ROLL: tuple[Callable[[Callable[[], float]], list[int]], ...] = (_roll0, _roll1, _roll2, _roll3, _roll4, _roll5)
assert len(ROLL) == MAX_DICE + 1


#: ``cached_msg("why.fewer", count=2, quantity=3)``: the Msg a resolved call gives as its
#: reason, made once and shared (never changed) per outcome (a handful per table size), not
#: two new ones every round (the last item of bench/README.md's list; no figure of its own).
cached_msg = lru_cache(maxsize=4096)(Msg)


# ------------------------------------------------------------------------------ events
# The events of the moves every playout makes, one named constructor each: the Event's
# parts in Event.FIELDS order (kind, rule, seats, msg, params, messages, raw_data), built
# by core.new_event in one C call with no keywords (bench/README.md: packing keywords cost
# as much as the event itself). The rest are made with Game._event. Readers go by name.


def round_event(round_: int, starter: int, total: int) -> Event:
    """exacto.roll: round ``round_`` begins, ``starter`` to bid, ``total`` dice on the table."""
    return new_event(
        (
            "round",
            "exacto.roll",
            None,
            "round",
            {"round": round_, "starter": starter, "total_dice": total},
            MESSAGES,
            None,
        )
    )


def roll_event(seat: int, dice: list[int]) -> Event:
    """exacto.roll: ``seat``'s cup as rolled, seen by that seat alone (the event shares ``dice``)."""
    return new_event(("roll", "exacto.roll", (seat,), "roll", {"seat": seat, "dice": dice}, MESSAGES, None))


def bid_event(rule: str, seat: int, quantity: int, face: int, bid: Action) -> Event:
    """``seat`` bids ``quantity`` x ``face`` (``rule``: exacto.opening-bid or exacto.raise)."""
    return new_event(
        ("bid", rule, None, "bid", {"seat": seat, "quantity": quantity, "face": face, "_bid": bid}, MESSAGES, None)
    )


def call_event(rule: str, seat: int, call: str, bidder: int, bid: Action) -> Event:
    """``seat`` calls ``call`` ("liar" or "exacto": ``rule``) on ``bidder``'s ``bid``."""
    return new_event(
        ("call", rule, None, "call", {"seat": seat, "call": call, "bidder": bidder, "_bid": bid}, MESSAGES, None)
    )


def reveal_event(count: int, face: int, quantity: int, reveal: Deferred) -> Event:
    """exacto.wild-ones: the cups lifted, ``count`` dice supporting the bid; its data is the
    ``reveal`` record (put into a dict on first read)."""
    return new_event(
        (
            "reveal",
            "exacto.wild-ones",
            None,
            "reveal",
            {"count": count, "face": face, "quantity": quantity},
            MESSAGES,
            reveal,
        )
    )


def lose_event(rule: str, seat: int, left: int, why: Msg) -> Event:
    """``seat`` loses a die by ``rule`` (the call's), ``left`` still in its cup, for ``why``."""
    return new_event(("lose", rule, None, "lose", {"seat": seat, "dice": left, "_why": why}, MESSAGES, None))


def next_round_event(starter: int, why: Msg) -> Event:
    """exacto.next-round: ``starter`` opens the next round, for ``why``."""
    return new_event(
        ("next-round", "exacto.next-round", None, "next-round", {"starter": starter, "_why": why}, MESSAGES, None)
    )
