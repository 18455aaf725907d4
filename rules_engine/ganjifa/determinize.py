"""Deals consistent with one seat's view, and fast playouts from them, for search bots.

A search bot must not look at the real game's hidden cards, so it starts from the
seat's ``view`` alone: :class:`~.probability.Knowledge` finds the unseen cards (the two
opponents' hands), their sizes and the voids each opponent has shown, and draws a deal of
those cards that fits everything (uniformly among all such deals).

* :func:`determinize` turns such a deal into a real :class:`Ganjifa` with
  ``Ganjifa.from_position`` — slow, but the engine itself, for checks and lessons.
* :class:`Playout` is the same position as plain integers for rollouts. It plays by the
  same rules (ganjifa.follow, ganjifa.void, ganjifa.trick-winner, ganjifa.capture,
  ganjifa.dukal) five to six times faster than the engine plays random moves, because it
  keeps no history, no events and no checks. Inside it a card is renumbered by strength
  (``suit * 12 + strength - 1``): within a suit a higher bit is a stronger card, so
  "lowest card that wins" is one bit trick. The tests check it against the engine move
  for move, and that every move its policies make is legal in the engine.

The playout policies are deliberately cheap (every seat plays the same one):

* ``heuristic`` — what a player could do from their own seat: lead a Dukal if you hold
  one, else a card no unseen card of its suit beats, else the lowest card of your longest
  side suit; follow with the lowest card that surely wins (last to play: that wins),
  else throw the lowest; discard your weakest cards to a Dukal.
* ``seeing`` — the same, but inside the sampled deal each player sees the others'
  hands: a lead is a winner when neither opponent's actual hand can beat it, and the
  second player wins only with a card the third cannot beat. The search bot's default:
  it plays out the sampled deal the way good players would (about 5 points more per
  deal against heuristic opponents than with ``heuristic`` playouts, 90 paired deals).
* ``random`` — uniformly random legal cards (a Dukal is still led when held).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from .cards import CARDS, MANTRI, RAJA, REVERSED_SUITS, STRENGTH, SUIT_MASK, Card
from .game import DiscardForDukal, Ganjifa, LeadDukal, PlayCard, allowed_plays
from .probability import Knowledge, card_index

__all__ = [
    "determinize",
    "deal_hidden",
    "Playout",
    "POLICIES",
    "encode",
    "encode_mask",
    "decode",
    "engine_action",
    "best_dukal",
    "weakest",
    "heuristic_lead",
    "heuristic_follow",
    "seeing_lead",
    "seeing_follow",
]

POLICIES = ("heuristic", "seeing", "random")

# -------------------------------------------------------------- strength numbering

ENC = tuple((c // 12) * 12 + STRENGTH[c] - 1 for c in range(120))  # engine index -> strength index
DEC = tuple(sorted(range(120), key=lambda c: ENC[c]))  # strength index -> engine index
SM = SUIT_MASK
_NUMBERS = 0x3FF  # the ten number positions of a suit, by strength
_COURTS = 0xC00  # Mantri and Raja: the two top positions
_REVERSE = tuple(
    sum(((pattern >> slot) & 1) << (9 - slot if slot < MANTRI else slot) for slot in range(12))
    for pattern in range(1 << 12)
)


def encode(card: object) -> int:
    return ENC[card_index(card)]


def decode(index: int) -> int:
    return DEC[index]


def encode_mask(mask: int) -> int:
    """An engine hand mask renumbered by strength (only the first five suits move)."""
    out = mask & ~((1 << 60) - 1)
    for s in REVERSED_SUITS:
        out |= _REVERSE[(mask >> (12 * s)) & 0xFFF] << (12 * s)
    return out


# ------------------------------------------------------------------ determinizing


def deal_hidden(view: Mapping[str, Any], rng: random.Random, knowledge: Knowledge | None = None) -> list[int]:
    """Engine hand masks for all three seats: the seat's own hand and a deal of the
    unseen cards consistent with the view (hand sizes, shown voids)."""
    return (knowledge or Knowledge.from_view(view)).deal(rng)


def determinize(view: Mapping[str, Any], rng: random.Random) -> Ganjifa:
    """A real engine game at the position ``view`` shows, hidden hands drawn to fit it
    (:meth:`~.probability.Knowledge.deal`: hand sizes, shown voids, and before the opening
    lead the trump Raja with the player who must lead it).

    The trick in progress and every captured pile come along. A Dukal being answered is
    rebuilt through the engine: from the lead before it (its cards back in the leader's
    hand, each discard back in its player's) the Dukal and the discards made so far are
    replayed, so the game is in the same discard phase. The game's own record of voids
    starts at the position (the view's voids shaped the deal, not the record)."""
    knowledge = Knowledge.from_view(view)
    hands = [[CARDS[c] for c in _bits(h)] for h in knowledge.deal(rng)]
    captured = [[Card.from_json(c) for c in pile] for pile in view["captured"]]
    dukal = view.get("dukal")
    if not dukal:
        trick = [Card.from_json(p["card"]) for p in view["trick"]]
        leader = view["trick"][0]["seat"] if view["trick"] else view["current_player"]
        return Ganjifa.from_position(
            hands=hands,
            period=view["period"],
            leader=leader,
            first_trick=view["first_trick"],
            captured=captured,
            trick=trick,
        )
    leader = dukal["leader"]
    led = tuple(Card.from_json(c) for c in dukal["cards"])
    discards = {int(s): tuple(Card.from_json(c) for c in pile) for s, pile in dukal["discards"].items()}
    hands[leader] += led
    for seat, pile in discards.items():
        hands[seat] += pile
    game = Ganjifa.from_position(
        hands=hands, period=view["period"], leader=leader, first_trick=False, captured=captured
    )
    game.apply(LeadDukal(led))
    for seat in ((leader + 1) % 3, (leader + 2) % 3):  # the engine's order: the first opponent owes first
        if discards[seat]:
            game.apply(DiscardForDukal(discards[seat]))
    return game


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


# ----------------------------------------------------------------------- playouts


class Playout:
    """A position as integers, ready to be copied and played out quickly.

    ``hands`` are strength-numbered masks, ``trick`` the strength indices played to the
    trick in progress (from ``leader``), ``owed`` / ``pot`` / ``dukal_leader`` a Dukal being
    answered. ``points`` counts cards captured from here on.
    """

    __slots__ = ("hands", "trick", "leader", "first", "trump", "owed", "pot", "dukal_leader", "points")
    hands: list[int]
    trick: list[int]
    leader: int
    first: bool
    trump: int
    #: per seat, the cards still owed to a Dukal being answered (None: no Dukal)
    owed: list[int] | None
    pot: int
    #: who led the Dukal being answered (None: no Dukal); read only while ``owed`` is set
    dukal_leader: int | None
    points: list[int]

    def __init__(
        self,
        hands: Sequence[int],
        trick: Sequence[int],
        leader: int,
        first: bool,
        trump: int,
        owed: Sequence[int] | None = None,
        pot: int = 0,
        dukal_leader: int | None = None,
    ) -> None:
        self.hands = list(hands)
        self.trick = list(trick)
        self.leader = leader
        self.first = first
        self.trump = trump
        self.owed = list(owed) if owed else None
        self.pot = pot
        self.dukal_leader = dukal_leader
        self.points = [0, 0, 0]

    @classmethod
    def from_view(cls, view: Mapping[str, Any], hands: list[int]) -> Playout:
        """The view's position with engine ``hands`` (a deal from :func:`deal_hidden`)."""
        trump = card_index((view["trump"], "raja")) // 12
        trick = [ENC[card_index(p["card"])] for p in view["trick"]]
        dukal = view.get("dukal")
        if dukal:
            owed = [0, 0, 0]
            for seat, n in dukal["owed"].items():
                owed[int(seat)] = n
            pot = len(dukal["cards"]) + sum(len(p) for p in dukal["discards"].values())
            return cls([encode_mask(h) for h in hands], [], dukal["leader"], False, trump, owed, pot, dukal["leader"])
        leader = view["trick"][0]["seat"] if view["trick"] else view["current_player"]
        return cls([encode_mask(h) for h in hands], trick, leader, view["first_trick"], trump)

    def copy(self) -> Playout:
        new = Playout.__new__(Playout)
        new.hands, new.trick, new.leader, new.first, new.trump = (
            list(self.hands),
            list(self.trick),
            self.leader,
            self.first,
            self.trump,
        )
        new.owed, new.pot, new.dukal_leader = (list(self.owed) if self.owed else None), self.pot, self.dukal_leader
        new.points = list(self.points)
        return new

    @property
    def to_move(self) -> int | None:
        if self.owed:
            # dukal_leader is a seat while a Dukal is owed
            return next(s for s in ((self.dukal_leader + 1) % 3, (self.dukal_leader + 2) % 3) if self.owed[s])  # type: ignore[operator]
        if not self.trick and not self.hands[self.leader]:
            return None
        return (self.leader + len(self.trick)) % 3

    # -- moves, by the rules (no checks: callers pass legal moves) ---------------------
    def play(self, card: int) -> None:
        """ganjifa.follow / ganjifa.capture: the player to move plays ``card`` (strength index)."""
        seat = (self.leader + len(self.trick)) % 3
        self.hands[seat] ^= 1 << card
        self.trick.append(card)
        if len(self.trick) == 3:
            winner = (self.leader + _winner(self.trick, self.trump)) % 3
            self.points[winner] += 3
            self.leader, self.trick, self.first = winner, [], False

    def lead_dukal(self, cards: int) -> None:
        """ganjifa.dukal: ``cards`` (a strength mask) led by the player to lead."""
        seat, n = self.leader, cards.bit_count()
        self.hands[seat] ^= cards
        self.owed = [n, n, n]
        self.owed[seat] = 0
        self.pot, self.dukal_leader = n, seat

    def discard(self, cards: int) -> None:
        """ganjifa.dukal: the player who owes discards ``cards`` (a strength mask)."""
        seat: int = self.to_move  # type: ignore[assignment]  # a discard is made while a Dukal is owed
        n = cards.bit_count()
        self.hands[seat] ^= cards
        self.owed[seat] -= n  # type: ignore[index]  # owed: a Dukal is being answered
        self.pot += n
        if not any(self.owed):  # type: ignore[arg-type]  # likewise
            self.points[self.dukal_leader] += self.pot  # type: ignore[index]  # likewise, a seat
            self.owed, self.pot, self.leader = None, 0, self.dukal_leader  # type: ignore[assignment]  # likewise

    # -- to the end -----------------------------------------------------------------
    def run(self, policy: str = "heuristic", rng: random.Random | None = None) -> list[int]:
        """Play to the end with ``policy`` for every seat; return the points captured."""
        if policy == "heuristic":
            _run_heuristic(self)
        elif policy == "seeing":
            _run_heuristic(self, seeing_lead, seeing_follow)
        elif policy == "random":
            _run_random(self, rng or random.Random())
        else:
            raise ValueError(f"no playout policy {policy!r}; known: {', '.join(POLICIES)}")
        return self.points


def _best(trick: Sequence[int], trump: int) -> int:
    """ganjifa.trick-winner on strength indices: the card winning the trick so far."""
    best, led = trick[0], trick[0] // 12
    for c in trick[1:]:
        if c // 12 == trump:
            if best // 12 != trump or c > best:
                best = c
        elif c // 12 == led and best // 12 == led and c > best:
            best = c
    return best


def _winner(trick: list[int], trump: int) -> int:
    """Position (0..2) of the winning card of a full trick."""
    return trick.index(_best(trick, trump))


def _beating(hand: int, trick: Sequence[int], trump: int) -> tuple[int, int]:
    """(the cards ``hand`` may play to ``trick``, those of them that would take the lead)."""
    led = trick[0] // 12
    allowed = allowed_plays(hand, led, trump)
    best = _best(trick, trump)
    above = -(2 << best)
    if best // 12 == trump:
        return allowed, allowed & SM[trump] & above
    return allowed, (allowed & SM[led] & above) | (allowed & SM[trump])


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def best_dukal(hand: int, limit: int) -> int:
    """The largest Dukal in a strength mask of size at most ``limit`` (0 if none): the Raja,
    the Mantri and the lowest stretch of the longest run of numbers that fits."""
    best, size = 0, 0
    for s in range(10):
        base = 12 * s
        if (hand >> base) & _COURTS != _COURTS:
            continue
        numbers = (hand >> base) & _NUMBERS
        run, bits = 0, numbers
        while bits:
            bits &= bits << 1
            run += 1
        run = min(run, limit - 2)
        if run >= 3 and run + 2 > size:
            starts = numbers
            for _ in range(run - 1):
                starts &= starts >> 1
            best, size = (_COURTS | (((1 << run) - 1) << _low(starts))) << base, run + 2
    return best


def weakest(hand: int, n: int, trump: int) -> int:
    """The ``n`` weakest cards of a strength mask, side suits before trumps."""
    out, taken = 0, 0
    trumps = hand & SM[trump]
    for pool in (hand & ~trumps, trumps):
        for pos in range(12):
            for s in range(10):
                bit = 1 << (12 * s + pos)
                if pool & bit:
                    out |= bit
                    taken += 1
                    if taken == n:
                        return out
    return out


#: a playout policy's lead: (hands, seat, first trick?, trump) -> ("dukal", mask) or ("play", card)
Lead = Callable[[Sequence[int], int, bool, int], tuple[str, int]]
#: a playout policy's follow: (hands, seat, trick so far, trump) -> card
Follow = Callable[[Sequence[int], int, Sequence[int], int], int]


def heuristic_lead(hands: Sequence[int], seat: int, first: bool, trump: int) -> tuple[str, int]:
    """("dukal", mask) or ("play", card) for the cheap playout policy."""
    hand = hands[seat]
    if first:
        return "play", 12 * trump + RAJA
    dukal = best_dukal(hand, hand.bit_count())
    if dukal:
        return "dukal", dukal
    others = hands[(seat + 1) % 3] | hands[(seat + 2) % 3]
    best, best_out, long_suit, long_n = -1, -1, -1, 0
    for s in range(10):
        mine = hand & SM[s]
        if not mine:
            continue
        out = others & SM[s]
        top = mine.bit_length() - 1
        if s != trump:
            n = mine.bit_count()
            if n > long_n:
                long_suit, long_n = s, n
            if out and top > out.bit_length() - 1:
                k = out.bit_count()
                if k > best_out:
                    best, best_out = top, k
    if best >= 0:
        return "play", best
    mine = hand & SM[trump]
    out = others & SM[trump]
    if mine and out and mine.bit_length() > out.bit_length():
        return "play", mine.bit_length() - 1
    if long_suit >= 0:
        return "play", _low(hand & SM[long_suit])
    return "play", _low(hand)


def heuristic_follow(hands: Sequence[int], seat: int, trick: Sequence[int], trump: int) -> int:
    """Lowest card that surely wins (last to play: that wins), else the lowest card."""
    hand = hands[seat]
    led = trick[0] // 12
    allowed, wins = _beating(hand, trick, trump)
    if wins:
        if len(trick) == 2 or not wins & SM[led]:  # last to play, or ruffing
            return _low(wins)
        nxt = hands[(seat + 1) % 3] | hands[(seat + 2) % 3]
        out = nxt & SM[led]
        sure = wins & -(2 << (out.bit_length() - 1)) if out else wins
        if sure:
            return _low(sure)
    side = allowed & ~SM[trump]
    return _low(side or allowed)


def _can_beat(hand: int, card: int, led: int, trump: int) -> bool:
    """Can a player with ``hand`` beat ``card`` (the best so far) in a trick led ``led``?"""
    follow = hand & SM[led]
    if card // 12 == trump:
        if led == trump:
            return bool(follow & -(2 << card))
        return not follow and bool(hand & SM[trump] & -(2 << card))
    if follow:
        return bool(follow & -(2 << card))
    return bool(hand & SM[trump])


def seeing_lead(hands: Sequence[int], seat: int, first: bool, trump: int) -> tuple[str, int]:
    """Like :func:`heuristic_lead`, but a card is a sure winner when neither opponent's
    actual hand can beat it (the playout is a perfect-information world)."""
    hand = hands[seat]
    if first:
        return "play", 12 * trump + RAJA
    dukal = best_dukal(hand, hand.bit_count())
    if dukal:
        return "dukal", dukal
    a, b = hands[(seat + 1) % 3], hands[(seat + 2) % 3]
    best_key: tuple[bool, int] | None
    best, best_key, long_suit, long_n = -1, None, -1, 0
    for s in range(10):
        mine = hand & SM[s]
        if not mine:
            continue
        top = mine.bit_length() - 1
        if s != trump:
            n = mine.bit_count()
            if n > long_n:
                long_suit, long_n = s, n
        if not _can_beat(a, top, s, trump) and not _can_beat(b, top, s, trump):
            key = (s != trump, ((a | b) & SM[s]).bit_count())
            if best_key is None or key > best_key:
                best, best_key = top, key
    if best >= 0:
        return "play", best
    if long_suit >= 0:
        return "play", _low(hand & SM[long_suit])
    return "play", _low(hand)


def seeing_follow(hands: Sequence[int], seat: int, trick: Sequence[int], trump: int) -> int:
    """Lowest card that wins against the actual hand still to play, else the lowest."""
    hand = hands[seat]
    led = trick[0] // 12
    allowed, wins = _beating(hand, trick, trump)
    if wins:
        if len(trick) == 2:
            return _low(wins)
        nxt = hands[(seat + 1) % 3]
        while wins:
            c = _low(wins)
            if not _can_beat(nxt, c, led, trump):
                return c
            wins &= wins - 1
    side = allowed & ~SM[trump]
    return _low(side or allowed)


def _run_heuristic(p: Playout, lead: Lead | None = None, follow: Follow | None = None) -> None:
    lead, follow = lead or heuristic_lead, follow or heuristic_follow
    hands, trump, points = p.hands, p.trump, p.points
    if p.owed:
        # dukal_leader is a seat while a Dukal is owed
        for s in ((p.dukal_leader + 1) % 3, (p.dukal_leader + 2) % 3):  # type: ignore[operator]
            if p.owed[s]:
                d = weakest(hands[s], p.owed[s], trump)
                hands[s] ^= d
                p.pot += p.owed[s]
        points[p.dukal_leader] += p.pot  # type: ignore[index]  # likewise
        p.owed, p.pot, p.leader, p.trick = None, 0, p.dukal_leader, []  # type: ignore[assignment]  # likewise
    leader, trick, first = p.leader, p.trick, p.first
    while True:
        if not trick:
            hand = hands[leader]
            if not hand:
                break
            kind, what = lead(hands, leader, first, trump)
            if kind == "dukal":
                hands[leader] ^= what
                n = what.bit_count()
                for s in ((leader + 1) % 3, (leader + 2) % 3):
                    hands[s] ^= weakest(hands[s], n, trump)
                points[leader] += 3 * n
                continue
            hands[leader] ^= 1 << what
            trick = [what]
        while len(trick) < 3:
            seat = (leader + len(trick)) % 3
            c = follow(hands, seat, trick, trump)
            hands[seat] ^= 1 << c
            trick.append(c)
        leader = (leader + _winner(trick, trump)) % 3
        points[leader] += 3
        trick, first = [], False
    p.leader, p.trick, p.first = leader, [], first


def _random_bit(mask: int, rng: random.Random) -> int:
    k = rng.randrange(mask.bit_count())
    for _ in range(k):
        mask &= mask - 1
    return _low(mask)


def _run_random(p: Playout, rng: random.Random) -> None:
    hands, trump, points = p.hands, p.trump, p.points
    if p.owed:
        # dukal_leader is a seat while a Dukal is owed
        for s in ((p.dukal_leader + 1) % 3, (p.dukal_leader + 2) % 3):  # type: ignore[operator]
            for _ in range(p.owed[s]):
                hands[s] ^= 1 << _random_bit(hands[s], rng)
                p.pot += 1
        points[p.dukal_leader] += p.pot  # type: ignore[index]  # likewise
        p.owed, p.pot, p.leader, p.trick = None, 0, p.dukal_leader, []  # type: ignore[assignment]  # likewise
    leader, trick, first = p.leader, p.trick, p.first
    while True:
        if not trick:
            hand = hands[leader]
            if not hand:
                break
            if first:
                c = 12 * trump + RAJA
            else:
                dukal = best_dukal(hand, hand.bit_count())
                if dukal:
                    hands[leader] ^= dukal
                    n = dukal.bit_count()
                    for s in ((leader + 1) % 3, (leader + 2) % 3):
                        for _ in range(n):
                            hands[s] ^= 1 << _random_bit(hands[s], rng)
                    points[leader] += 3 * n
                    continue
                c = _random_bit(hand, rng)
            hands[leader] ^= 1 << c
            trick = [c]
        led = trick[0] // 12
        while len(trick) < 3:
            seat = (leader + len(trick)) % 3
            c = _random_bit(allowed_plays(hands[seat], led, trump), rng)
            hands[seat] ^= 1 << c
            trick.append(c)
        leader = (leader + _winner(trick, trump)) % 3
        points[leader] += 3
        trick, first = [], False
    p.leader, p.trick, p.first = leader, [], first


def engine_action(move: tuple[str, int]) -> PlayCard | LeadDukal | DiscardForDukal:
    """The engine action for a playout move ("play"/"dukal"/"discard", strength index or mask)."""
    kind, what = move
    if kind == "play":
        return PlayCard(CARDS[DEC[what]])
    cards = sorted(DEC[c] for c in _bits(what))
    if kind == "dukal":  # the engine's order: Raja, Mantri, then the run
        return LeadDukal(tuple(CARDS[c] for c in cards[-1:] + cards[-2:-1] + cards[:-2]))
    return DiscardForDukal(tuple(CARDS[c] for c in cards))
