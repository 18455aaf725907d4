"""Exacto: liar's dice with wild ones and an EXACTO call (rules: docs/rules/exacto.md).

State: each mage's dice, the standing bid and who made it, whose turn it is. A round is
roll -> bids -> one call (LIAR or EXACTO) -> reveal -> a die lost or gained. Chance is
the roll at the start of each round, drawn from the game's seeded ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypedDict

from ..core import (
    Action,
    Deferred,
    Event,
    Game,
    IllegalAction,
    Move,
    register,
)
from ..i18n import Msg
from . import _fast
from . import position as _position
from ._fast import (
    COUNTED,
    ROLL,
    SEATS_AFTER,
    bid_event,
    cached_msg,
    call_event,
    die,
    lose_event,
    next_round_event,
    reveal_event,
    roll_event,
    round_event,
)
from .catalog import CATALOG
from .messages import MESSAGES, action_words, bid_words

MAX_DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
RAISE_RULES = ("exacto", "perudo")  # the game's own raise (the seed text's) and Perudo's
#: the names a saved game may still carry: "seed", Exacto's own rule's name until 2026-12
OLD_RAISE_NAMES = {"seed": "exacto"}
assert _fast.MAX_DICE == MAX_DICE  # its rolls are written out for cups of up to MAX_DICE


# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Bid(Action):
    """ "Under all cups there are at least ``quantity`` dice showing ``face``"."""

    quantity: int
    face: int
    kind = "bid"

    def validate(self) -> None:
        if type(self.quantity) is not int or type(self.face) is not int:  # the common case is quick
            super().validate()

    def __str__(self) -> str:
        return f"{self.quantity} × {self.face}"

    describe = action_words

    @property
    def words(self) -> str:
        """The bid in English words: "5 fours", and "1 four" for a single die."""
        return bid_words(self.quantity, self.face) if self.face in FACES else f"{self.quantity} × {self.face}"


def _nothing_to_validate(action: Action) -> None:
    """A call has no fields, so no field of a wrong type (every action is validated)."""


@dataclass(frozen=True)
class CallLiar(Action):
    """Challenge the standing bid: there are fewer dice than it says."""

    kind = "liar"
    validate = _nothing_to_validate

    def __str__(self) -> str:
        return "LIAR"

    describe = action_words


@dataclass(frozen=True)
class CallExacto(Action):
    """Challenge the standing bid: there are exactly as many dice as it says."""

    kind = "exacto"
    validate = _nothing_to_validate

    def __str__(self) -> str:
        return "EXACTO"

    describe = action_words


LIAR = CallLiar()
EXACTO = CallExacto()


# ------------------------------------------------------------------ raise predicates
# Legality as a composition of small predicates, one per rule.


def exacto_raise(old: Bid, new: Bid) -> bool:
    """exacto.raise: same quantity of a higher face, or more of the same or higher face."""
    return (new.quantity == old.quantity and new.face > old.face) or (
        new.quantity > old.quantity and new.face >= old.face
    )


def perudo_raise(old: Bid, new: Bid) -> bool:
    """exacto.raise, variant perudo: more of any face, or the same number of a higher face."""
    return new.quantity > old.quantity or (new.quantity == old.quantity and new.face > old.face)


def ones_switch_ok(old: Bid, new: Bid, plain_raise: Callable[[Bid, Bid], bool]) -> bool:
    """exacto.wild-ones, variant bid_ones (Perudo): moving onto or off ones."""
    if old.face != 1 and new.face == 1:
        return new.quantity >= -(-old.quantity // 2)
    if old.face == 1 and new.face != 1:
        return new.quantity >= 2 * old.quantity + 1
    if old.face == 1 and new.face == 1:
        return new.quantity > old.quantity
    return plain_raise(old, new)


_PLAIN_RAISE = {"exacto": exacto_raise, "perudo": perudo_raise}


def is_raise(old: Bid, new: Bid, raise_rule: str, bid_ones: bool) -> bool:
    """exacto.raise (and exacto.wild-ones with ``bid_ones``): does ``new`` raise ``old``?
    The one predicate both ``legal_bids`` and the engine's check use, so they cannot differ."""
    plain = _PLAIN_RAISE[raise_rule]
    return ones_switch_ok(old, new, plain) if bid_ones else plain(old, new)


def bid_faces(opening: bool, bid_ones: bool) -> tuple[int, ...]:
    """The faces a bid may name: 2..6 (exacto.opening-bid, exacto.wild-ones); with
    ``bid_ones`` also 1, but never to open: Perudo, like exacto.opening-bid, opens on 2..6,
    so ones are reached only by switching from a standing bid."""
    return FACES if bid_ones and not opening else FACES[1:]


@cache
def _bid(quantity: int, face: int) -> Bid:
    return Bid(quantity, face)


@cache
def legal_bids(total: int, old: Bid | None, raise_rule: str, bid_ones: bool) -> tuple[Bid, ...]:
    """Every legal bid with ``total`` dice on the table, by quantity then face; a lookup
    table built on demand."""
    faces = bid_faces(old is None, bid_ones)
    bids = [_bid(q, f) for q in range(1, total + 1) for f in faces]
    if old is None:
        return tuple(bids)
    return tuple(b for b in bids if is_raise(old, b, raise_rule, bid_ones))


@cache
def least_raises(total: int, old: Bid, raise_rule: str, bid_ones: bool) -> tuple[Bid, ...]:
    """The smallest legal raise of each face that has one, by face.

    Read off ``legal_bids`` (which runs by quantity, so a face's first bid is its least),
    never worked out again by hand: refusals built from it cannot disagree with the legal
    set. Under every rule a face's legal quantities run from its least up to ``total``."""
    least: dict[int, Bid] = {}
    for bid in legal_bids(total, old, raise_rule, bid_ones):
        least.setdefault(bid.face, bid)
    return tuple(sorted(least.values(), key=lambda b: b.face))


def raise_refusal(new: Bid, old: Bid, total: int, raise_rule: str, bid_ones: bool) -> Msg:
    """Why ``new`` is no raise of ``old``, and what would be: the least raise of each face,
    from :func:`least_raises` (a message, rendered in the reader's language)."""
    least = least_raises(total, old, raise_rule, bid_ones)
    if not least:
        return Msg("refuse.no-raise-left", _new=new, _old=old, total=total)
    mine = next((b for b in least if b.face == new.face), None)
    why = Msg("raise.need", _face=new.face, quantity=mine.quantity) if mine else Msg("raise.never", _face=new.face)
    named = {b.face for b in least}
    none = [f for f in bid_faces(False, bid_ones) if f not in named]
    tail = Msg("raise.end-none", _faces=none) if none else Msg("raise.end")
    return Msg("refuse.raise", _new=new, _old=old, _why=why, _least=least, total=total, _tail=tail)


def _situation(total: int, bid: Bid | None) -> int:
    """The bidding situation (the dice on the table and the standing bid) as the key of the
    variant's table of legal actions (``_fast.Situations``)."""
    return _fast.situation(total) if bid is None else _fast.situation(total, bid.quantity, bid.face)


#: the rules _fast's tables of legal actions are read from (it imports nothing from here)
_BID_RULES = _fast.BidRules(legal_bids=legal_bids, bid=_bid, calls=(LIAR, EXACTO))


def _situations(raise_rule: str, bid_ones: bool) -> _fast.Situations:
    """The variant's one table of legal actions (a pickled game of an earlier version names
    its table's maker here)."""
    return _fast.situations(raise_rule, bid_ones, _BID_RULES)


def count_supporting(dice: Iterable[int], face: int) -> int:
    """exacto.wild-ones: dice showing ``face`` plus ones (ones only, for a bid on ones)."""
    if not isinstance(dice, (list, tuple)):
        dice = list(dice)
    ones = dice.count(1)  # list.count runs in C; this is on every reveal and every bot query
    return ones if face == 1 else ones + dice.count(face)


class Reveal(TypedDict):
    """The cups lifted after a call (``Exacto.last_reveal``, the reveal event's data)."""

    round: int
    caller: int
    bidder: int
    call: str
    quantity: int
    face: int
    count: int
    dice: list[list[int]]
    #: per cup, per die: did it count toward the face bid?
    counted: list[list[bool]]
    #: how many of the counted dice are ones counted as wild (exacto.wild-ones: none for a
    #: bid on ones), so the page draws the number without counting dice itself
    wild: int
    #: per cup, per die: is it a one counted as wild (so the page marks it without deciding)?
    wild_dice: list[list[bool]]


def reveal_record(
    round_: int, caller: int, bidder: int, call: str, quantity: int, face: int, count: int, dice: list[list[int]]
) -> Reveal:
    """The cups lifted after a call: the last_reveal of the view and the reveal event's data."""
    counts = COUNTED[face].__getitem__  # does a die count toward the face bid?
    return {
        "round": round_,
        "caller": caller,
        "bidder": bidder,
        "call": call,
        "quantity": quantity,
        "face": face,
        "count": count,
        "dice": dice,
        "counted": [list(map(counts, hand)) for hand in dice],
        "wild": 0 if face == 1 else sum(hand.count(1) for hand in dice),
        "wild_dice": [[face != 1 and d == 1 for d in hand] for hand in dice],
    }


def _copy_reveal(reveal: Deferred | None) -> Reveal | None:
    """The last reveal as a view hands it out: its own dict and lists (the game's is shared
    with the reveal event and holds the cups' own lists)."""
    if reveal is None:
        return None
    lifted: Reveal = reveal.get()
    out = lifted.copy()
    out["dice"] = [list(hand) for hand in out["dice"]]
    out["counted"] = [list(hand) for hand in out["counted"]]
    out["wild_dice"] = [list(hand) for hand in out["wild_dice"]]
    return out


# ------------------------------------------------------------------------------- game
# The events of the moves every playout makes are built by _fast's named constructors
# (bid_event, call_event, ...: one C call each, no keywords, bench/README.md); the rest
# with Game._event. Readers go by name.


@register
class Exacto(Game):
    """Exacto for 2..6 mages (6 by default); options ``raise_rule`` and ``bid_ones``."""

    name = "exacto"
    catalog = CATALOG
    messages = MESSAGES
    end_rule = "exacto.winner"
    reveals = frozenset({"reveal"})
    min_players, max_players, default_players = 2, 6, 6
    option_names = ("raise_rule", "bid_ones")

    def _validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        if not options:  # the usual case, the default variant
            return {"raise_rule": "exacto", "bid_ones": False}
        raise_rule = options.pop("raise_rule", "exacto")
        if isinstance(raise_rule, str):
            raise_rule = OLD_RAISE_NAMES.get(raise_rule, raise_rule)
        bid_ones = options.pop("bid_ones", False)
        if raise_rule not in RAISE_RULES:
            raise ValueError(f"raise_rule must be one of {RAISE_RULES}, not {raise_rule!r}")
        if not isinstance(bid_ones, bool):
            raise ValueError(f"bid_ones must be True or False, not {bid_ones!r}")
        super()._validate_options(options)
        return {"raise_rule": raise_rule, "bid_ones": bid_ones}

    def __setstate__(self, state: dict[str, Any]) -> None:
        # a game pickled before 2026-12 keeps its last reveal under the old name "_reveal"
        if "_reveal" in state:
            state["_last_reveal"] = state.pop("_reveal")
        self.__dict__.update(state)

    # -- setup and chance ---------------------------------------------------------
    def _setup(self) -> list[Event]:
        self._table = _situations(self.options["raise_rule"], self.options["bid_ones"])
        # Full cups, rolled at once by _start_round, which replaces each list (one list may
        # stand for them all until then: a cup's list is never changed in place).
        self.dice = [[0] * MAX_DICE] * self.players
        # Kept beside the dice and the bid (the legal actions are looked up by them on
        # every move): the dice on the table, and the situation (see _situation). The bid,
        # the bidder and the mage to move are set by _start_round.
        self._total = MAX_DICE * self.players
        self.round = 0
        self.round_start_move = 0
        self._last_reveal: Deferred | None = None  # see last_reveal
        return self._start_round(0)

    def _start_round(self, starter: int) -> list[Event]:
        """exacto.roll: everyone still in rolls all their dice, secretly."""
        self.round = round_ = self.round + 1
        self.round_start_move = len(self.history) + 1 if round_ > 1 else 0
        total, dice, rand = self._total, self.dice, self.rng.random
        self.bid: Bid | None = None
        self.bidder: int | None = None
        self._current: int | None = starter
        self._key = total << 9  # _fast.situation(total): no bid yet
        events = [round_event(round_, starter, total)]
        for seat, hand in enumerate(dice):
            if hand:  # cup after cup, in seat order: the draws every saved game replays
                roll = ROLL[len(hand)](rand)  # exacto.roll, die by die
                roll.sort()
                dice[seat] = roll
                # No copy: a cup's list is replaced, never changed in place (see _gain and _lose).
                events.append(roll_event(seat, roll))
        return events

    def _roll_event(self, seat: int) -> Event:
        """The private roll event of ``seat``'s cup (as _start_round makes it)."""
        return roll_event(seat, self.dice[seat])

    # -- positions for lessons and tests --------------------------------------------
    @classmethod
    def from_position(
        cls,
        dice: object,
        current: object = 0,
        bid: object = None,
        *,
        seed: int | None = None,
        players: object = None,
        round: object = 1,
        last_reveal: object = None,
        **options: Any,
    ) -> Exacto:
        """A game at a chosen position: ``dice[i] == []`` means mage i is out; a given
        ``bid`` (a Bid, ``(quantity, face)`` or its JSON) was made by the previous mage
        still in play. Later rounds roll from ``seed``. ``round`` (1 by default) and
        ``last_reveal`` (the cups lifted at the previous round's call, as the view shows
        them; None before any) are the public record a game played so far has:
        ``Exacto.from_position(**view_to_position(game.view(None)))`` is that game.

        An impossible position is refused at once with a ValueError saying what is wrong,
        never left to fail later at the table."""
        position = _position.normalize(dice, current, bid, players, round, last_reveal)
        return cls._fresh(len(position["dice"]), seed, options, position)

    def _load_position(self, position: dict[str, Any]) -> list[Event]:
        s = _position.load(position, self.players, bid_faces(False, self.options["bid_ones"]), _POSITION_RULES)
        self.dice, self.round, self.round_start_move = s["dice"], s["round"], 0
        self._total = sum(map(len, self.dice))
        reveal = s["last_reveal"]
        self._last_reveal = None if reveal is None else Deferred(reveal_record, *reveal)
        self._current = s["current"]
        self.bid = self.bidder = None
        if s["bid"] is not None:
            self.bid = _bid(*s["bid"])
            self.bidder = self._previous_in(self._current)
        self._key = _situation(self._total, self.bid)
        if not self.legal_actions():  # a bot with no legal move would stall the table
            raise ValueError("in this position the mage to move would have no legal action")
        return []

    # -- the contract -------------------------------------------------------------
    @property
    def winners(self) -> list[int]:
        return [s for s, d in enumerate(self.dice) if d] if self.is_over else []

    @property
    def scores(self) -> list[float]:
        return [1.0 if s in self.winners else 0.0 for s in range(self.players)]

    @property
    def total_dice(self) -> int:
        return self._total

    def dice_counts(self) -> list[int]:
        return [len(d) for d in self.dice]

    def legal_actions(self) -> list[Action]:
        if self._current is None:
            return []
        return list(self._table[self._key][0])

    # -- the moves: a check and an apply each (Game dispatches through ``moves``) ----------
    def _check_bid(self, bid: Bid) -> None:
        """exacto.opening-bid / exacto.raise: the fast path, the legal bids of this situation
        as (quantity, face) pairs; a bid not among them is refused by the rule it breaks."""
        if (bid.quantity, bid.face) in self._table[self._key][1]:
            return
        self._refuse_bid(bid)  # not legal: say which rule forbids it, and why
        raise RuntimeError(f"{bid!r} is not in the legal set, yet no rule refused it")

    def _refuse_bid(self, bid: Bid) -> None:
        o = self.options
        old, total = self.bid, self.total_dice
        rule = "exacto.opening-bid" if old is None else "exacto.raise"
        faces = bid_faces(old is None, o["bid_ones"])
        if bid.face not in FACES:
            raise self._refuse(rule, "refuse.face", low=faces[0], face=bid.face)
        if bid.face not in faces:
            if not o["bid_ones"]:
                raise self._refuse("exacto.wild-ones", "refuse.ones-wild")
            raise self._refuse("exacto.opening-bid", "refuse.open-on-ones")
        if bid.quantity < 1:
            raise self._refuse(rule, "refuse.too-few", quantity=bid.quantity)
        if bid.quantity > total:
            raise self._refuse(rule, "refuse.too-many", total=total, quantity=bid.quantity)
        if old is not None and not is_raise(old, bid, o["raise_rule"], o["bid_ones"]):
            # Moving onto or off ones is the bid_ones variant of exacto.wild-ones.
            switch = o["bid_ones"] and (bid.face == 1) != (old.face == 1)
            raise IllegalAction(
                "exacto.wild-ones" if switch else "exacto.raise",
                raise_refusal(bid, old, total, o["raise_rule"], o["bid_ones"]),
                MESSAGES,
            )

    def _check_call(self, call: CallLiar | CallExacto) -> None:
        """exacto.opening-bid: the round opens with a bid, so a call needs one standing."""
        if self.bid is None:
            raise self._refuse("exacto.opening-bid", "refuse.call-first", call=call.kind)

    def _apply_bid(self, bid: Bid) -> list[Event]:
        seat: int = self._current  # type: ignore[assignment]  # Game.apply refuses a move once over
        rule = "exacto.opening-bid" if self.bid is None else "exacto.raise"
        quantity, face = bid.quantity, bid.face
        self.bid, self.bidder = bid, seat
        self._key = self._total << 9 | quantity << 3 | face  # _fast.situation, written out
        self._current = self._next_in(seat)
        return [bid_event(rule, seat, quantity, face, bid)]

    def _apply_liar(self, call: CallLiar) -> list[Event]:
        return self._resolve(self._current, False)  # type: ignore[arg-type]  # on turn: a seat

    def _apply_exacto(self, call: CallExacto) -> list[Event]:
        return self._resolve(self._current, True)  # type: ignore[arg-type]  # on turn: a seat

    moves = (
        Move(Bid, "exacto.raise", _check_bid, _apply_bid),
        Move(CallLiar, "exacto.liar", _check_call, _apply_liar),
        Move(CallExacto, "exacto.exacto", _check_call, _apply_exacto),
    )

    # -- resolving a call ------------------------------------------------------------
    def _resolve(self, caller: int, exact: bool) -> list[Event]:
        bid, bidder, dice = self.bid, self.bidder, self.dice
        assert bid is not None and bidder is not None  # a call answers a bid (exacto.liar)
        face, quantity = bid.face, bid.quantity
        count = 0
        for hand in dice:  # exacto.wild-ones, as count_supporting counts (list.count runs in C)
            count += hand.count(1) if face == 1 else hand.count(1) + hand.count(face)
        rule, call = ("exacto.exacto", "exacto") if exact else ("exacto.liar", "liar")
        # Shared by the view (last_reveal) and the reveal event, and put into a dict only
        # when one of them is read; the cups' lists are never changed in place.
        self._last_reveal = reveal = Deferred(
            reveal_record, self.round, caller, bidder, call, quantity, face, count, list(dice)
        )
        events = [call_event(rule, caller, call, bidder, bid), reveal_event(count, face, quantity, reveal)]
        if exact:
            if count == bid.quantity:
                events += self._gain(caller, cached_msg("why.exact-right", count=count, caller=caller))
                loser = bidder
            else:
                loser = caller
            why = (
                cached_msg("why.exact-wrong", count=count, quantity=bid.quantity)
                if loser == caller
                else cached_msg("why.hit-exactly", bidder=bidder)
            )
        else:
            loser = caller if count >= bid.quantity else bidder
            why = cached_msg("why.at-least" if loser == caller else "why.fewer", count=count, quantity=bid.quantity)
        events += self._lose(loser, rule, why)
        return events + self._after_round(loser)

    def _gain(self, seat: int, why: Msg) -> list[Event]:
        if len(self.dice[seat]) >= MAX_DICE:
            return [
                self._event(
                    "gain", "exacto.exacto", "gain-capped", seat=seat, dice=MAX_DICE, gained=0, _why=why, _max=MAX_DICE
                )
            ]
        # a placeholder, rolled with the others next round (or at game end); a new list, since
        # events and the last reveal share the old one
        self.dice[seat] = self.dice[seat] + [0]
        self._total += 1
        return [self._event("gain", "exacto.exacto", "gain", seat=seat, dice=len(self.dice[seat]), gained=1, _why=why)]

    def _roll_gained(self, seat: int) -> list[Event]:
        """A die won by the EXACTO that ended the game has not been rolled: no round follows.

        It is rolled now, from the game's seeded rng, so the winner's cup holds as many dice
        as the count says and every one shows a face, as a die dropped into a real cup would
        (a 0 would be a face no die has). Only at game end: mid-game the round's roll takes
        it, and drawing nothing earlier keeps every later roll of a game, and so every saved
        game, as it was. The winner alone sees the new face, like any roll (exacto.roll)."""
        hand = self.dice[seat]
        if 0 not in hand:
            return []
        rand = self.rng.random
        new = [die(rand) for v in hand if v == 0]  # a die, as a round rolls it
        self.dice[seat] = sorted([v for v in hand if v] + new)
        return [
            self._event("roll", "exacto.roll", "gained-roll", seats=(seat,), seat=seat, dice=self.dice[seat], _new=new)
        ]

    def _lose(self, seat: int, rule: str, why: Msg) -> list[Event]:
        self.dice[seat] = self.dice[seat][:-1]  # a new list: events share the old one
        self._total -= 1
        left = len(self.dice[seat])
        events = [lose_event(rule, seat, left, why)]
        if not left:
            events.append(self._event("eliminated", "exacto.elimination", "eliminated", seat=seat))
        return events

    def _after_round(self, loser: int) -> list[Event]:
        dice = self.dice
        if dice.count([]) == self.players - 1:  # one mage still has dice
            winner = next(s for s, d in enumerate(dice) if d)
            self._current = None
            self.bid = self.bidder = None
            self._key = _situation(self._total, None)
            return [*self._roll_gained(winner), self._event("winner", "exacto.winner", "winner", seat=winner)]
        starter = loser if self.dice[loser] else self._next_in(loser)
        why = (
            cached_msg("why.loser-starts", loser=loser)
            if starter == loser
            else cached_msg("why.next-starts", loser=loser, starter=starter)
        )
        return [next_round_event(starter, why), *self._start_round(starter)]

    def _next_in(self, seat: int) -> int:
        """The next mage in seat order who still has dice (exacto.raise: the out are skipped)."""
        dice = self.dice
        for nxt in SEATS_AFTER[self.players][seat]:
            if dice[nxt]:
                return nxt
        return seat

    def _previous_in(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            prev = (seat - step) % self.players
            if self.dice[prev]:
                return prev
        return seat

    # -- what a seat may know ----------------------------------------------------------
    @property
    def last_reveal(self) -> Reveal | None:
        """The cups lifted at the last call (public once lifted): each cup's dice, which of
        them counted toward the bid's face, the count, the bid, who called and how."""
        reveal = self._last_reveal
        return None if reveal is None else reveal.get()

    def observe(self, seat: int | None) -> dict[str, Any]:
        """The one function that decides what ``seat`` sees: its own dice, every cup's
        count, the bidding, and the last reveal (public once the cups were lifted)."""
        return {
            "round": self.round,
            "dice": [list(d) if seat is None or s == seat else None for s, d in enumerate(self.dice)],
            "dice_counts": self.dice_counts(),
            "total_dice": self.total_dice,
            "bid": None
            if self.bid is None
            else {"quantity": self.bid.quantity, "face": self.bid.face, "bidder": self.bidder},
            # a copy: the reveal is the game's record (the reveal event's data, the cups)
            "last_reveal": _copy_reveal(self._last_reveal),
        }

    def resample_hidden(self, seat: int, rng: random.Random) -> Exacto:
        """Replay this round with every other mage's dice re-rolled from ``rng``.

        Replaying (rather than editing a copy) means the public log of the round is
        produced again in the new world, so a leak into any event would show."""
        start = self.round_start_move
        alt = self.replay(self.history[:start])
        for s, hand in enumerate(alt.dice):
            if s != seat and hand:
                alt.dice[s] = sorted(rng.randint(1, 6) for _ in hand)
        for i in range(len(alt.log) - 1, -1, -1):  # this round's private rolls end the log
            event = alt.log[i]
            if event.kind != "roll":
                break
            alt.log[i] = alt._roll_event(event.data["seat"])
        for action in self.history[start:]:
            alt.apply(action)
        alt.rng = random.Random(rng.getrandbits(64))  # future rolls unknown too
        return alt


#: what a position is checked against (position.py imports nothing from this module)
_POSITION_RULES = _position.Rules(
    faces=FACES, max_dice=MAX_DICE, count_supporting=count_supporting, read_bid=Exacto.decode_action
)
