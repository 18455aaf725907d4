"""Exacto: liar's dice with wild ones and an EXACTO call (rules: exacto.md).

State: each mage's dice, the standing bid and who made it, whose turn it is. A round is
roll -> bids -> one call (LIAR or EXACTO) -> reveal -> a die lost or gained. Chance is
the roll at the start of each round, drawn from the game's seeded ``rng``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from ..core import Action, Event, Game, IllegalAction, action_decoder, register
from .catalog import CATALOG

MAX_DICE = 5
FACES = (1, 2, 3, 4, 5, 6)
RAISE_RULES = ("seed", "perudo")
FACE_NAMES = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}


# ---------------------------------------------------------------------------- actions

@dataclass(frozen=True)
class Bid(Action):
    """"Under all cups there are at least ``quantity`` dice showing ``face``"."""

    quantity: int
    face: int
    kind = "bid"

    def __str__(self) -> str:
        return f"{self.quantity} × {self.face}"

    @property
    def words(self) -> str:
        return f"{self.quantity} {FACE_NAMES.get(self.face, self.face) if self.quantity != 1 else _one(self.face)}"


@dataclass(frozen=True)
class CallLiar(Action):
    """Challenge the standing bid: there are fewer dice than it says."""

    kind = "liar"

    def __str__(self) -> str:
        return "LIAR"


@dataclass(frozen=True)
class CallExacto(Action):
    """Challenge the standing bid: there are exactly as many dice as it says."""

    kind = "exacto"

    def __str__(self) -> str:
        return "EXACTO"


def _one(face: int) -> str:
    return {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}[face]


LIAR = CallLiar()
EXACTO = CallExacto()


# ------------------------------------------------------------------ raise predicates
# Legality as a composition of small predicates, one per rule.

def seed_raise(old: Bid, new: Bid) -> bool:
    """exacto.raise: same quantity of a higher face, or more of the same or higher face."""
    return (new.quantity == old.quantity and new.face > old.face) or (
        new.quantity > old.quantity and new.face >= old.face)


def perudo_raise(old: Bid, new: Bid) -> bool:
    """exacto.raise, variant perudo: more of any face, or the same number of a higher face."""
    return new.quantity > old.quantity or (new.quantity == old.quantity and new.face > old.face)


def ones_switch_ok(old: Bid, new: Bid, plain_raise) -> bool:
    """exacto.wild-ones, variant bid_ones (Perudo): moving onto or off ones."""
    if old.face != 1 and new.face == 1:
        return new.quantity >= -(-old.quantity // 2)
    if old.face == 1 and new.face != 1:
        return new.quantity >= 2 * old.quantity + 1
    if old.face == 1 and new.face == 1:
        return new.quantity > old.quantity
    return plain_raise(old, new)


@lru_cache(maxsize=None)
def _bid(quantity: int, face: int) -> Bid:
    return Bid(quantity, face)


@lru_cache(maxsize=None)
def legal_bids(total: int, old: Bid | None, raise_rule: str, bid_ones: bool) -> tuple[Bid, ...]:
    """Every legal bid with ``total`` dice on the table; a lookup table built on demand."""
    faces = FACES if bid_ones else FACES[1:]
    bids = [_bid(q, f) for q in range(1, total + 1) for f in faces]
    if old is None:
        return tuple(bids)
    plain = seed_raise if raise_rule == "seed" else perudo_raise
    if bid_ones:
        return tuple(b for b in bids if ones_switch_ok(old, b, plain))
    return tuple(b for b in bids if plain(old, b))


@lru_cache(maxsize=None)
def _legal_actions(total: int, old: Bid | None, raise_rule: str, bid_ones: bool) -> tuple[Action, ...]:
    """legal_bids plus the two calls once a bid stands: built once per situation."""
    bids = legal_bids(total, old, raise_rule, bid_ones)
    return bids if old is None else (*bids, LIAR, EXACTO)


def count_supporting(dice, face: int) -> int:
    """exacto.wild-ones: dice showing ``face`` plus ones (ones only, for a bid on ones)."""
    if not isinstance(dice, (list, tuple)):
        dice = list(dice)
    ones = dice.count(1)  # list.count runs in C; this is on every reveal and every bot query
    return ones if face == 1 else ones + dice.count(face)


# _COUNTED[face][die]: does ``die`` count toward ``face``? (die 0 is a gained die not yet rolled)
_COUNTED = tuple(tuple(d == face or (d == 1 and face != 1) for d in range(7)) for face in range(7))


# ------------------------------------------------------------------------------- game

@register
class Exacto(Game):
    """Exacto for 2..6 mages (6 by default); options ``raise_rule`` and ``bid_ones``."""

    name = "exacto"
    catalog = CATALOG
    decode_action = staticmethod(action_decoder(Bid, CallLiar, CallExacto))
    end_rule = "exacto.winner"
    min_players, max_players, default_players = 2, 6, 6

    def _validate_options(self, options):
        raise_rule = options.pop("raise_rule", "seed")
        bid_ones = options.pop("bid_ones", False)
        if raise_rule not in RAISE_RULES:
            raise ValueError(f"raise_rule must be one of {RAISE_RULES}, not {raise_rule!r}")
        if not isinstance(bid_ones, bool):
            raise ValueError(f"bid_ones must be True or False, not {bid_ones!r}")
        super()._validate_options(options)
        return {"raise_rule": raise_rule, "bid_ones": bid_ones}

    # -- setup and chance ---------------------------------------------------------
    def _setup(self):
        self.dice = [[0] * MAX_DICE for _ in range(self.players)]
        self.bid: Bid | None = None
        self.bidder: int | None = None
        self._current: int | None = 0
        self.round = 0
        self.round_start_move = 0
        self.last_reveal: dict | None = None
        return self._start_round(0)

    def _start_round(self, starter: int) -> list[Event]:
        """exacto.roll: everyone still in rolls all their dice, secretly."""
        self.round += 1
        self.round_start_move = len(self.history) + (1 if self.round > 1 else 0)
        self.bid, self.bidder, self._current = None, None, starter
        rand = self.rng.random
        for seat, hand in enumerate(self.dice):
            roll = [int(rand() * 6) + 1 for _ in hand]  # the hot path: no genexpr, sort in place
            roll.sort()
            self.dice[seat] = roll
        total = self.total_dice
        events = [Event("round", "exacto.roll",
                        f"Round {self.round}: every mage rolls under their cup; "
                        f"{total} dice on the table. Mage {starter} opens the bidding.",
                        {"round": self.round, "starter": starter, "total_dice": total})]
        for seat, hand in enumerate(self.dice):
            if hand:
                events.append(self._roll_event(seat))
        return events

    def _roll_event(self, seat: int) -> Event:
        hand = self.dice[seat]
        return Event("roll", "exacto.roll", f"Mage {seat} rolled {' '.join(map(str, hand))}.",
                     {"seat": seat, "dice": list(hand)}, seats=(seat,))

    # -- positions for lessons and tests --------------------------------------------
    @classmethod
    def from_position(cls, dice, current=0, bid=None, *, seed=None, **options) -> "Exacto":
        """A game at a chosen position: ``dice[i] == []`` means mage i is out; a given
        ``bid`` (a Bid, ``(quantity, face)`` or its JSON) was made by the previous mage
        still in play. Later rounds roll from ``seed``."""
        if isinstance(bid, tuple):
            bid = {"kind": "bid", "quantity": bid[0], "face": bid[1]}
        position = {"dice": [list(d) for d in dice], "current": current,
                    "bid": bid.to_json() if isinstance(bid, Bid) else bid}
        return cls._fresh(len(dice), seed, options, position)

    def _load_position(self, position):
        dice = position["dice"]
        if len(dice) != self.players or any(
                len(d) > MAX_DICE or any(v not in FACES for v in d) for d in dice):
            raise ValueError("dice must list, per mage, up to 5 values in 1..6")
        self.dice = [sorted(d) for d in dice]
        self.round, self.round_start_move, self.last_reveal = 1, 0, None
        current = position["current"]
        if not self.dice[current]:
            raise ValueError(f"mage {current} has no dice and cannot be on turn")
        self._current = current
        self.bid = self.bidder = None
        if position.get("bid") is not None:
            self.bid = self.decode_action(position["bid"])
            self.bidder = self._previous_in(current)
        return []

    # -- the contract -------------------------------------------------------------
    @property
    def winners(self):
        return [s for s, d in enumerate(self.dice) if d] if self.is_over else []

    @property
    def scores(self):
        return [1.0 if s in self.winners else 0.0 for s in range(self.players)]

    @property
    def total_dice(self) -> int:
        return sum(map(len, self.dice))

    def dice_counts(self) -> list[int]:
        return [len(d) for d in self.dice]

    def legal_actions(self):
        if self.is_over:
            return []
        o = self.options
        return list(_legal_actions(self.total_dice, self.bid, o["raise_rule"], o["bid_ones"]))

    def _check(self, action):
        if isinstance(action, Bid):
            self._check_bid(action)
        elif self.bid is None:
            raise IllegalAction("exacto.opening-bid",
                                f"Nobody may call {action} before the first bid of the round.")

    def _check_bid(self, bid: Bid):
        o = self.options
        opening = self.bid is None
        rule = "exacto.opening-bid" if opening else "exacto.raise"
        if bid.face == 1 and not o["bid_ones"]:
            raise IllegalAction("exacto.wild-ones", "Ones are wild and cannot be bid; bid a face from 2 to 6.")
        if bid.face not in FACES:
            raise IllegalAction(rule, f"A bid names a face from {2 - o['bid_ones']} to 6, not {bid.face}.")
        if bid.quantity < 1:
            raise IllegalAction(rule, f"A bid is for at least one die, not {bid.quantity}.")
        if bid.quantity > self.total_dice:
            raise IllegalAction(rule, f"There are only {self.total_dice} dice on the table; "
                                      f"a bid of {bid.quantity} can't be made.")
        if opening:
            return
        if o["bid_ones"] and (bid.face == 1) != (self.bid.face == 1):
            if not ones_switch_ok(self.bid, bid, None):
                need = (-(-self.bid.quantity // 2) if bid.face == 1 else 2 * self.bid.quantity + 1)
                raise IllegalAction("exacto.wild-ones", f"Switching {'to' if bid.face == 1 else 'from'} ones "
                                    f"after {self.bid} needs at least {need} dice.")
            return
        plain = seed_raise if o["raise_rule"] == "seed" else perudo_raise
        if not plain(self.bid, bid):
            raise IllegalAction("exacto.raise", self._raise_hint(bid))

    def _raise_hint(self, bid: Bid) -> str:
        old = self.bid
        if self.options["raise_rule"] == "perudo":
            how = f"more than {old.quantity} dice of any face, or {old.quantity} of a face above {old.face}"
        else:
            how = (f"{old.quantity} of a face above {old.face}, or more than {old.quantity} "
                   f"of face {old.face} or higher")
        return f"{bid} does not raise {old}: bid {how}."

    def _apply(self, action):
        seat = self._current
        if isinstance(action, Bid):
            rule = "exacto.opening-bid" if self.bid is None else "exacto.raise"
            self.bid, self.bidder = action, seat
            self._current = self._next_in(seat)
            return [Event("bid", rule, f"Mage {seat} bids {action.words}.",
                          {"seat": seat, "quantity": action.quantity, "face": action.face})]
        return self._resolve(seat, exact=isinstance(action, CallExacto))

    # -- resolving a call ------------------------------------------------------------
    def _resolve(self, caller: int, exact: bool) -> list[Event]:
        bid, bidder = self.bid, self.bidder
        count = sum(count_supporting(hand, bid.face) for hand in self.dice)
        counted = _COUNTED[bid.face]
        rule = "exacto.exacto" if exact else "exacto.liar"
        self.last_reveal = {
            "round": self.round, "caller": caller, "bidder": bidder, "call": "exacto" if exact else "liar",
            "quantity": bid.quantity, "face": bid.face, "count": count,
            "dice": [list(d) for d in self.dice],
            "counted": [[counted[d] for d in hand] for hand in self.dice],
        }
        call = "EXACTO" if exact else "LIAR"
        events = [Event("call", rule, f"Mage {caller} calls {call} on mage {bidder}'s {bid.words}.",
                        {"seat": caller, "call": call.lower(), "bidder": bidder}),
                  Event("reveal", "exacto.wild-ones",
                        f"Cups up: {count} {'dice show' if count != 1 else 'die shows'} "
                        f"{bid.face}{' or 1 (wild)' if bid.face != 1 else ''}; the bid was {bid.quantity}.",
                        dict(self.last_reveal))]
        if exact:
            if count == bid.quantity:
                events += self._gain(caller, f"Exactly {count}: mage {caller}'s EXACTO is right")
                loser = bidder
            else:
                loser = caller
            why = (f"EXACTO was wrong ({count}, not {bid.quantity})" if loser == caller
                   else f"mage {bidder}'s bid was hit exactly")
        else:
            loser = caller if count >= bid.quantity else bidder
            why = (f"there are {count}, at least the {bid.quantity} bid" if loser == caller
                   else f"there are only {count}, fewer than the {bid.quantity} bid")
        events += self._lose(loser, rule, why)
        return events + self._after_round(loser)

    def _gain(self, seat, why) -> list[Event]:
        if len(self.dice[seat]) >= MAX_DICE:
            return [Event("gain", "exacto.exacto", f"{why}, but a mage never holds more than "
                          f"{MAX_DICE} dice: mage {seat} gains nothing.", {"seat": seat, "dice": MAX_DICE})]
        self.dice[seat].append(0)  # the new die is rolled with the others next round
        return [Event("gain", "exacto.exacto", f"{why}: mage {seat} gains a die.",
                      {"seat": seat, "dice": len(self.dice[seat])})]

    def _lose(self, seat, rule, why) -> list[Event]:
        self.dice[seat].pop()
        left = len(self.dice[seat])
        events = [Event("lose", rule, f"Mage {seat} loses a die: {why}. {left} left.",
                        {"seat": seat, "dice": left})]
        if not left:
            events.append(Event("eliminated", "exacto.elimination",
                                f"Mage {seat} has no dice left and is out of the game.", {"seat": seat}))
        return events

    def _after_round(self, loser: int) -> list[Event]:
        alive = [s for s, d in enumerate(self.dice) if d]
        if len(alive) == 1:
            self._current = None
            self.bid = self.bidder = None
            return [Event("winner", "exacto.winner", f"Only mage {alive[0]} has dice left: mage {alive[0]} wins!",
                          {"seat": alive[0]})]
        starter = loser if self.dice[loser] else self._next_in(loser)
        why = (f"mage {loser} lost a die, so starts" if starter == loser
               else f"mage {loser} is out, so the next mage with dice, {starter}, starts")
        return [Event("next-round", "exacto.next-round", f"Next round: {why}.", {"starter": starter}),
                *self._start_round(starter)]

    def _next_in(self, seat: int) -> int:
        """The next mage in seat order who still has dice (exacto.raise: the out are skipped)."""
        for step in range(1, self.players + 1):
            nxt = (seat + step) % self.players
            if self.dice[nxt]:
                return nxt
        return seat

    def _previous_in(self, seat: int) -> int:
        for step in range(1, self.players + 1):
            prev = (seat - step) % self.players
            if self.dice[prev]:
                return prev
        return seat

    # -- what a seat may know ----------------------------------------------------------
    def observe(self, seat):
        """The one function that decides what ``seat`` sees: its own dice, every cup's
        count, the bidding, and the last reveal (public once the cups were lifted)."""
        return {
            "round": self.round,
            "dice": [list(d) if seat is None or s == seat else None for s, d in enumerate(self.dice)],
            "dice_counts": self.dice_counts(),
            "total_dice": self.total_dice,
            "bid": None if self.bid is None else {"quantity": self.bid.quantity, "face": self.bid.face,
                                                  "bidder": self.bidder},
            "last_reveal": self.last_reveal,
        }

    def resample_hidden(self, seat, rng: random.Random) -> "Exacto":
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
