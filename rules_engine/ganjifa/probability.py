"""Exact chances for Dashavatara Ganjifa, and simulations through the engine that check them.

Everything here is counting with ``math.comb`` (pure Python: the classroom site has no
numpy). Three kinds of question:

* **What does an opponent hold?** (ganjifa.deal, ganjifa.void) From a seat's view the
  unseen cards are exactly the two opponents' hands: everything else is in your hand, in
  a captured pile, on the table or in a Dukal being answered, and all of those are
  public. A :class:`Knowledge` holds what the seat knows: its own hand, the unseen
  cards, each hand's size, the suits each opponent has shown to lack and, before the
  opening lead, who holds the trump Raja (it is set aside: everybody knows where it is).
  Every deal of the unseen cards that fits those facts is taken as equally likely:
  exactly true at the deal, and what the engine's ``resample_hidden`` draws from mid-game
  (where it is the usual simplification: which card a player chose also hints at the
  rest of their hand, and that hint is ignored). Then a void in
  one opponent forces those suits' unseen cards into the other's hand, and the rest —
  the *free* cards — are a uniform random split: opponent ``a`` gets
  ``n = size_a - forced_a`` of the ``F`` free cards. "Holds none of these ``t`` free
  cards" is the hypergeometric ``C(F - t, n) / C(F, n)``. (A lesson's position may leave
  cards out of play, which a seat cannot tell from the opponents' cards; then deals are
  counted with one more pile, see :meth:`Knowledge.ways`.)
* **Card counting mid-game.** Which cards of a suit are stronger than a given card and
  still unseen (ganjifa.rank), and the chance the next player holds one, or can beat a
  card by following higher or by trumping when void (ganjifa.trick-winner, ganjifa.void).
* **Dukals at the deal** (ganjifa.dukal, ganjifa.deal). The chance a given player, or
  anybody, is dealt a Dukal (Raja, Mantri and three numbers in a row, one suit). Exact:
  ``N_k``, the number of ``k``-card subsets of one suit that hold a Dukal, is counted by
  listing the 2**10 subsets of the numbers; the ten suits are alike, so
  inclusion-exclusion over the set of suits with a Dukal needs only how many suits there
  are; the cards of those suits are shared among the three hands with a polynomial in
  the hand counts, and the other cards fill each hand to 40 (multinomial coefficients).
  All in integers, divided once at the end: a named player is dealt a Dukal with chance
  0.1858, somebody with 0.4547, a given player in a named suit with 0.0197.

``simulate_*`` functions estimate the same numbers from real engine deals
(``Ganjifa(seed=...)``) or the engine's ``resample_hidden``, returning a
:class:`~rules_engine.lessons.SimulationResult` to compare with ``agrees_with``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache, cached_property
from math import comb, factorial
from typing import Any, Literal, TypeAlias, overload

from ..lessons import SimulationResult
from .cards import ALL_CARDS, CARDS, DECK_SIZE, RAJA, STRENGTH, SUIT_INDEX, SUIT_MASK, Card, cards_of, mask_of, suit_of
from .game import PERIODS, PLAYERS, Ganjifa, dukals_in

__all__ = [
    "Knowledge",
    "card_index",
    "higher_unseen",
    "p_holds_none",
    "p_holds_any",
    "p_holds",
    "holding_distribution",
    "p_void",
    "p_void_at_deal",
    "p_holds_higher",
    "p_can_beat",
    "dukal_subset_counts",
    "p_dealt_dukal",
    "p_dukal_in_deal",
    "p_dukal_in_suit",
    "simulate_holds",
    "simulate_dealt_dukal",
    "simulate_void_at_deal",
]

HAND = 40  # ganjifa.deal: 120 cards, 40 each
#: any pair may be looked up (a student's JSON): what is no card is a KeyError or TypeError
_INDEX: dict[tuple[Any, Any], int] = {(c.suit, c.rank): i for i, c in enumerate(CARDS)}


def card_index(card: object) -> int:
    """Engine index 0..119 of a card given as an index, a :class:`Card`, its JSON or a
    ``(suit, rank)`` pair."""
    if isinstance(card, int) and not isinstance(card, bool):
        if not 0 <= card < DECK_SIZE:
            raise ValueError(f"no card with index {card}")
        return card
    if isinstance(card, Card):
        return card.index
    if isinstance(card, Mapping):
        key = (card.get("suit"), card.get("rank"))
    elif isinstance(card, tuple) and len(card) == 2:
        key = card
    else:
        raise ValueError(f"not a card: {card!r}")
    try:
        return _INDEX[key]
    except (KeyError, TypeError):
        raise ValueError(f"no such card: {card!r}") from None


def _comb(n: int, k: int) -> int:
    """C(n, k), and 0 where there is no way at all (k < 0 or k > n, n < 0)."""
    return comb(n, k) if 0 <= k <= n else 0


#: cards as a bot or a lesson names them: a mask (an ``int``), or Cards, their JSON or indices
CardSet: TypeAlias = "int | Iterable[object]"


def _mask(cards: CardSet) -> int:
    """A bitmask (an ``int``) as it is, or a collection of cards as a bitmask."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        if not 0 <= cards <= ALL_CARDS:
            raise ValueError("a card mask has 120 bits")
        return cards
    # a bool is no mask: iterating it raises the TypeError that refuses it
    return mask_of(card_index(c) for c in cards)  # type: ignore[union-attr]


def _suit(suit: int | str) -> int:
    if isinstance(suit, int) and not isinstance(suit, bool) and 0 <= suit < 10:
        return suit
    if suit in SUIT_INDEX:
        return SUIT_INDEX[suit]
    raise ValueError(f"no such suit: {suit!r}")


# ------------------------------------------------------------------------ knowledge


@dataclass(frozen=True)
class Knowledge:
    """What ``seat`` knows about the cards: bitmasks over the 120 card indices.

    ``own`` its hand, ``unseen`` the cards in the opponents' hands (nothing else is
    hidden), ``sizes`` every hand's size, ``voids`` the suits (indices) each player has
    shown to lack, ``trump`` the trump suit's index, ``held`` per seat the unseen cards
    everybody knows that seat holds (before the opening lead, the trump Raja is with the
    player who must lead it: ganjifa.opening-lead).
    """

    seat: int
    own: int
    unseen: int
    #: one per seat (three): tuples built from a view, so their length is the view's
    sizes: tuple[int, ...]
    voids: tuple[frozenset[int], ...]
    trump: int
    held: tuple[int, ...] = (0, 0, 0)

    def __post_init__(self) -> None:
        if self.own & self.unseen:
            raise ValueError("a card cannot be both in your hand and unseen")
        self._check_held()
        if self.out_of_play < 0:
            a, b = self.opponents
            raise ValueError(
                f"{self.unseen.bit_count()} unseen cards cannot fill opponents' hands of "
                f"{self.sizes[a]} and {self.sizes[b]}"
            )
        if not self.ways(self.opponents[0]):
            raise ValueError("no deal of the unseen cards fits the hand sizes and the voids shown")

    def _check_held(self) -> None:
        everyone = self.held[0] | self.held[1] | self.held[2]
        if (
            self.held[self.seat]
            or everyone & ~self.unseen
            or sum(h.bit_count() for h in self.held) != everyone.bit_count()
        ):
            raise ValueError("a card known to be in an opponent's hand is an unseen card, in one hand only")
        for s, cards in enumerate(self.held):
            if cards & _suits_mask(self.voids[s]) or cards.bit_count() > self.sizes[s]:
                raise ValueError(f"player {s} cannot hold the cards known to be in their hand")

    # -- building -----------------------------------------------------------------
    @classmethod
    def from_view(cls, view: Mapping[str, Any]) -> Knowledge:
        """From a seat's ``view`` (``Ganjifa.view(seat)``), nothing else."""
        seat = view["seat"]
        if seat is None:
            raise ValueError("the teacher's view sees every hand; pick a seat")
        own = mask_of(card_index(c) for c in view["hands"][seat])
        seen = own
        for pile in view["captured"]:
            seen |= mask_of(card_index(c) for c in pile)
        seen |= mask_of(card_index(p["card"]) for p in view["trick"])
        dukal = view.get("dukal")
        if dukal:
            seen |= mask_of(card_index(c) for c in dukal["cards"])
            for pile in dukal["discards"].values():
                seen |= mask_of(card_index(c) for c in pile)
        voids = tuple(frozenset(SUIT_INDEX[s] for s in v) for v in (view.get("voids") or [[], [], []]))
        trump = SUIT_INDEX[view["trump"]]
        opening = view["first_trick"] and not view["trick"] and not dukal
        return cls(
            seat,
            own,
            ALL_CARDS & ~seen,
            tuple(view["hand_sizes"]),
            voids,
            trump,
            _raja_with(view["leader"] if opening else None, seat, trump),
        )

    @classmethod
    def at_deal(cls, hand: CardSet, seat: int = 0, period: str = "day", opener: int | None = None) -> Knowledge:
        """Right after the deal (ganjifa.deal): your 40 cards, the other 80 unseen, no voids.
        ``opener``, when given, is the player who must lead the trump Raja (public once the
        cards are dealt: ganjifa.opening-lead); None leaves the Raja's place open."""
        own = _mask(hand)
        if own.bit_count() != HAND:
            raise ValueError(f"a dealt hand has {HAND} cards, not {own.bit_count()}")
        trump = PERIODS[period]
        if opener == seat and not own >> (trump * 12 + RAJA) & 1:
            raise ValueError(f"player {seat} opens the deal, so their hand holds the Raja of the trump suit")
        return cls(
            seat,
            own,
            ALL_CARDS & ~own,
            (HAND,) * PLAYERS,
            (frozenset(),) * PLAYERS,
            trump,
            _raja_with(opener, seat, trump),
        )

    @classmethod
    def from_game(cls, game: Ganjifa, seat: int) -> Knowledge:
        return cls.from_view(game.view(seat))

    # -- the split of the unseen cards -------------------------------------------------
    @property
    def opponents(self) -> tuple[int, int]:
        return (self.seat + 1) % PLAYERS, (self.seat + 2) % PLAYERS

    def other(self, opponent: int) -> int:
        a, b = self.opponents
        if opponent not in (a, b):
            raise ValueError(f"player {opponent} is not an opponent of player {self.seat}")
        return b if opponent == a else a

    @property
    def out_of_play(self) -> int:
        """Unseen cards in nobody's hand: 0 in a dealt game; a lesson's position
        (``from_position``) may leave cards out, and a seat cannot tell which."""
        a, b = self.opponents
        return self.unseen.bit_count() - self.sizes[a] - self.sizes[b]

    @cached_property
    def _rest(self) -> Knowledge:
        """The same knowledge with the ``held`` cards set aside: they are where everybody
        knows, so only the other unseen cards are split (and counted), into what is left of
        each hand. Every count and draw below works on this."""
        if not any(self.held):
            return self
        everyone = self.held[0] | self.held[1] | self.held[2]
        sizes = tuple(n - h.bit_count() for n, h in zip(self.sizes, self.held, strict=False))
        return replace(self, unseen=self.unseen & ~everyone, sizes=sizes, held=(0, 0, 0))

    def _barred(self, opponent: int) -> int:
        """Unseen cards of the suits ``opponent`` has shown to lack (``held`` aside: use on
        ``_rest``)."""
        return self.unseen & _suits_mask(self.voids[opponent])

    def possible(self, opponent: int) -> int:
        """Unseen cards ``opponent`` may hold: none of a suit it has shown to lack, none the
        other opponent is known to hold."""
        self.other(opponent)
        rest = self._rest
        return (rest.unseen & ~rest._barred(opponent)) | self.held[opponent]

    def forced(self, opponent: int) -> int:
        """Unseen cards ``opponent`` must hold: those it is known to hold, and those the
        other opponent lacks the suit of (with every card dealt, nobody else can have them)."""
        rest = self._rest
        if rest.out_of_play:
            return self.held[opponent]
        return self.held[opponent] | (rest._barred(rest.other(opponent)) & ~rest._barred(opponent))

    @property
    def free(self) -> int:
        """Unseen cards either opponent may hold."""
        rest, (a, b) = self._rest, self.opponents
        return rest.unseen & ~rest._barred(a) & ~rest._barred(b)

    def ways(self, opponent: int, avoiding: int = 0) -> int:
        """How many deals of the unseen cards fit what is known, ``opponent`` holding none
        of ``avoiding`` (a mask). ``opponent`` takes ``x`` cards only it may hold and the
        rest of its hand from the cards both may hold; the other opponent fills its hand
        from what is left that it may hold; any remainder is out of play."""
        if avoiding & self.held[opponent]:
            return 0
        k = self._rest
        other = k.other(opponent)
        bar_me, bar_other = k._barred(opponent), k._barred(other)
        shared = k.free.bit_count()
        other_only = (k.unseen & bar_me & ~bar_other).bit_count()
        only_ok = (k.unseen & bar_other & ~bar_me & ~avoiding).bit_count()
        shared_ok = (k.free & ~avoiding).bit_count()
        n, m = k.sizes[opponent], k.sizes[other]
        return sum(
            _comb(only_ok, x) * _comb(shared_ok, n - x) * _comb(other_only + shared - (n - x), m)
            for x in range(min(only_ok, n) + 1)
        )

    def deal(self, rng: random.Random) -> list[int]:
        """A deal of the unseen cards consistent with everything known (hands as masks;
        your own hand in your seat, the ``held`` cards with their holders), drawn uniformly
        among all such deals."""
        hands = self._rest._deal_rest(rng)
        return [h | known for h, known in zip(hands, self.held, strict=False)]

    def _deal_rest(self, rng: random.Random) -> list[int]:
        a, b = self.opponents
        hands = [0, 0, 0]
        hands[self.seat] = self.own
        if not self.out_of_play:  # every card dealt: forced cards plus a random split
            free = list(cards_of(self.free))
            rng.shuffle(free)
            n = self.sizes[a] - self.forced(a).bit_count()
            hands[a] = self.forced(a) | mask_of(free[:n])
            hands[b] = self.forced(b) | mask_of(free[n:])
            return hands
        bar_a, bar_b = self._barred(a), self._barred(b)
        only = list(cards_of(self.unseen & bar_b & ~bar_a))
        shared = list(cards_of(self.free))
        other_only = (self.unseen & bar_a & ~bar_b).bit_count()
        n, m = self.sizes[a], self.sizes[b]
        weights = [
            _comb(len(only), x) * _comb(len(shared), n - x) * _comb(other_only + len(shared) - (n - x), m)
            for x in range(min(len(only), n) + 1)
        ]
        pick = rng.randrange(sum(weights))
        x = 0
        while pick >= weights[x]:
            pick -= weights[x]
            x += 1
        rng.shuffle(shared)
        hands[a] = mask_of(rng.sample(only, x)) | mask_of(shared[: n - x])
        rest = list(cards_of((self.unseen & ~hands[a]) & ~bar_b))
        hands[b] = mask_of(rng.sample(rest, m))
        return hands


def _raja_with(holder: int | None, seat: int, trump: int) -> tuple[int, ...]:
    """``held`` for a Knowledge: the trump Raja known to be in ``holder``'s hand (unless the
    holder is unknown, or is ``seat``, who sees it in their own hand)."""
    held = [0, 0, 0]
    if holder is not None and holder != seat:
        held[holder] = 1 << (trump * 12 + RAJA)
    return tuple(held)


def _suits_mask(suits: Iterable[int]) -> int:
    mask = 0
    for s in suits:
        mask |= SUIT_MASK[s]
    return mask


# --------------------------------------------------------------- opponents' holdings


def p_holds_none(knowledge: Knowledge, opponent: int, cards: CardSet) -> float:
    """Chance ``opponent`` holds none of ``cards`` (cards not unseen are ignored)."""
    k = knowledge
    target = _mask(cards) & k.unseen
    if k.out_of_play:
        return k.ways(opponent, target) / k.ways(opponent)
    forced = k.forced(opponent)
    if target & forced:
        return 0.0
    t = (target & k.free).bit_count()
    free, n = k.free.bit_count(), k.sizes[opponent] - forced.bit_count()
    return _comb(free - t, n) / _comb(free, n)


def p_holds_any(knowledge: Knowledge, opponent: int, cards: CardSet) -> float:
    """Chance ``opponent`` holds at least one of ``cards``."""
    return 1.0 - p_holds_none(knowledge, opponent, cards)


def p_holds(knowledge: Knowledge, opponent: int, card: object) -> float:
    """Chance ``opponent`` holds the named card (0 if you can see where it is)."""
    return p_holds_any(knowledge, opponent, [card_index(card)])


def holding_distribution(knowledge: Knowledge, opponent: int, cards: CardSet) -> list[float]:
    """P(``opponent`` holds exactly j of ``cards``), j = 0 .. len(cards). With every card
    dealt, forced cards count for sure and the free ones are hypergeometric; with cards
    out of play, the deals are counted as in :meth:`Knowledge.ways`."""
    target = _mask(cards)
    dist = [0.0] * (target.bit_count() + 1)
    known = (target & knowledge.held[opponent]).bit_count()  # held for sure
    k = knowledge._rest
    target &= k.unseen
    other = k.other(opponent)
    bar_me, bar_other = k._barred(opponent), k._barred(other)
    only = k.unseen & bar_other & ~bar_me
    n, m = k.sizes[opponent], k.sizes[other]
    f, t_f = k.free.bit_count(), (target & k.free).bit_count()
    if not k.out_of_play:
        sure, need = (target & only).bit_count(), n - only.bit_count()
        for j in range(t_f + 1):
            dist[known + sure + j] = _comb(t_f, j) * _comb(f - t_f, need - j) / _comb(f, need)
        return dist
    a, t_a = only.bit_count(), (target & only).bit_count()
    b = (k.unseen & bar_me & ~bar_other).bit_count()
    total = k.ways(opponent)
    for x in range(min(a, n) + 1):
        rest = _comb(b + f - (n - x), m)
        for i in range(min(t_a, x) + 1):
            for j in range(min(t_f, n - x) + 1):
                dist[known + i + j] += (
                    _comb(t_a, i) * _comb(a - t_a, x - i) * _comb(t_f, j) * _comb(f - t_f, n - x - j) * rest
                )
    return [w / total for w in dist]


def p_void(knowledge: Knowledge, opponent: int, suit: int | str) -> float:
    """ganjifa.void: chance ``opponent`` has no card of ``suit`` (1 once it has shown it)."""
    return p_holds_none(knowledge, opponent, knowledge.unseen & SUIT_MASK[_suit(suit)])


def p_void_at_deal(own_in_suit: int) -> float:
    """ganjifa.deal, ganjifa.void: chance a given opponent is dealt no card of a suit of
    which you hold ``own_in_suit``: its 40 cards miss all ``12 - own`` unseen ones among
    your 80 unseen cards: ``C(80 - k, 40) / C(80, 40)``."""
    if not 0 <= own_in_suit <= 12:
        raise ValueError("a suit has 12 cards")
    k = 12 - own_in_suit
    return comb(2 * HAND - k, HAND) / comb(2 * HAND, HAND)


# ---------------------------------------------------------------------- card counting


def higher_unseen(knowledge: Knowledge, card: object) -> list[int]:
    """ganjifa.rank: unseen cards of ``card``'s suit that rank above it, strongest first."""
    c = card_index(card)
    mask = knowledge.unseen & SUIT_MASK[suit_of(c)]
    return sorted((x for x in cards_of(mask) if STRENGTH[x] > STRENGTH[c]), key=lambda x: -STRENGTH[x])


def p_holds_higher(knowledge: Knowledge, opponent: int, card: object) -> float:
    """Chance ``opponent`` holds at least one unseen card of ``card``'s suit above it."""
    return p_holds_any(knowledge, opponent, higher_unseen(knowledge, card))


def p_can_beat(knowledge: Knowledge, opponent: int, card: object, led: int | str | None = None) -> float:
    """ganjifa.trick-winner, ganjifa.follow, ganjifa.void: chance that ``opponent``, playing
    after ``card`` (the best card so far) in a trick led in suit ``led`` (default: the
    card's suit), holds a card that beats it.

    * The best card is of the led suit, which is not the trump: it is beaten by a higher
      card of that suit, or by any trump from a player who has none of the led suit (a
      void player may always choose a trump).
    * The best card is a trump: it is beaten by a higher trump; if trumps were not led,
      only by a player void in the led suit.
    The two ways are exclusive events, so their chances add up exactly.
    """
    c = card_index(card)
    suit = suit_of(c)
    led = suit if led is None else _suit(led)
    k, trump = knowledge, knowledge.trump
    if suit != trump and suit != led:
        raise ValueError("the best card of a trick is a trump or of the led suit")
    higher = mask_of(higher_unseen(k, c))
    led_cards = k.unseen & SUIT_MASK[led]
    if suit == trump and led != trump:  # ruffed: only a void player over-trumps
        return p_holds_none(k, opponent, led_cards) - p_holds_none(k, opponent, led_cards | higher)
    p = p_holds_any(k, opponent, higher)
    if led != trump:  # or no led card and a trump
        trumps = k.unseen & SUIT_MASK[trump]
        p += p_holds_none(k, opponent, led_cards) - p_holds_none(k, opponent, led_cards | trumps)
    return p


# ---------------------------------------------------------------------------- Dukals


@cache
def dukal_subset_counts() -> tuple[int, ...]:
    """``N[k]``: how many of the C(12, k) ``k``-card subsets of one suit hold a Dukal
    (ganjifa.dukal: the Raja, the Mantri and at least three numbers in a row)."""
    counts = [0] * 13
    for numbers in range(1 << 10):
        longest, bits = 0, numbers
        while bits:  # the longest run of consecutive numbers
            bits &= bits << 1
            longest += 1
        if longest >= 3:
            counts[numbers.bit_count() + 2] += 1
    return tuple(counts)


@overload
def p_dukal_in_suit(exact: Literal[False] = False) -> float: ...
@overload
def p_dukal_in_suit(exact: Literal[True]) -> Fraction: ...
@overload
def p_dukal_in_suit(exact: bool) -> Fraction | float: ...
def p_dukal_in_suit(exact: bool = False) -> Fraction | float:
    """Chance a given player is dealt a Dukal in one named suit: of their 40 cards, ``k``
    are of that suit with hypergeometric chance, and ``N[k]`` of the C(12, k) ways
    hold a Dukal."""
    n = dukal_subset_counts()
    value = Fraction(sum(n[k] * comb(DECK_SIZE - 12, HAND - k) for k in range(13)), comb(DECK_SIZE, HAND))
    return value if exact else float(value)


@cache
def _p_dealt_dukal() -> Fraction:
    n = dukal_subset_counts()
    total, poly, p = comb(DECK_SIZE, HAND), [1], Fraction(0)
    for j in range(1, 11):  # all of j named suits hold a Dukal
        poly = _multiply(poly, n)
        ways = sum(poly[k] * comb(DECK_SIZE - 12 * j, HAND - k) for k in range(min(len(poly), HAND + 1)))
        p += (-1) ** (j + 1) * comb(10, j) * Fraction(ways, total)
    return p


@overload
def p_dealt_dukal(exact: Literal[False] = False) -> float: ...
@overload
def p_dealt_dukal(exact: Literal[True]) -> Fraction: ...
@overload
def p_dealt_dukal(exact: bool) -> Fraction | float: ...
def p_dealt_dukal(exact: bool = False) -> Fraction | float:
    """ganjifa.dukal, ganjifa.deal: chance a given player's 40 dealt cards hold at least one
    Dukal, by inclusion-exclusion over the suits (the ten suits are alike)."""
    value = _p_dealt_dukal()
    return value if exact else float(value)


def _multiply(a: Sequence[int], b: Sequence[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


@cache
def _p_dukal_in_deal() -> Fraction:
    # One suit: the ways to share its 12 cards so that the Raja's holder has a Dukal,
    # by how many cards each of the three players gets: {(a, b): ways}, c = 12 - a - b.
    n = dukal_subset_counts()
    suit = {}
    for a in range(13):
        for b in range(13 - a):
            c = 12 - a - b
            ways = n[a] * comb(12 - a, b) + n[b] * comb(12 - b, a) + n[c] * comb(12 - c, a)
            if ways:
                suit[(a, b)] = ways
    total = factorial(DECK_SIZE) // factorial(HAND) ** 3
    poly, p = {(0, 0): 1}, Fraction(0)
    for j in range(1, 11):  # every one of j named suits gives someone a Dukal
        cards = 12 * j
        nxt: dict[tuple[int, int], int] = {}
        for (a, b), x in poly.items():
            for (da, db), y in suit.items():
                key = (a + da, b + db)
                if key[0] <= HAND and key[1] <= HAND and cards - key[0] - key[1] <= HAND:
                    nxt[key] = nxt.get(key, 0) + x * y
        poly = nxt
        rest = DECK_SIZE - cards
        ways = sum(
            x * factorial(rest) // (factorial(HAND - a) * factorial(HAND - b) * factorial(HAND - (cards - a - b)))
            for (a, b), x in poly.items()
        )
        p += (-1) ** (j + 1) * comb(10, j) * Fraction(ways, total)
    return p


@overload
def p_dukal_in_deal(exact: Literal[False] = False) -> float: ...
@overload
def p_dukal_in_deal(exact: Literal[True]) -> Fraction: ...
@overload
def p_dukal_in_deal(exact: bool) -> Fraction | float: ...
def p_dukal_in_deal(exact: bool = False) -> Fraction | float:
    """ganjifa.dukal, ganjifa.deal: chance that at least one of the three players is dealt
    a Dukal. In each suit at most one player can have one (the Raja's holder), and
    inclusion-exclusion runs over the suits in which somebody has one."""
    value = _p_dukal_in_deal()
    return value if exact else float(value)


# ------------------------------------------------------------------------ simulations


def _result(samples: Sequence[float]) -> SimulationResult:
    n = len(samples)
    mean = sum(samples) / n
    var = sum((x - mean) ** 2 for x in samples) / max(n - 1, 1)
    return SimulationResult(mean, (var / n) ** 0.5, n)


def simulate_dealt_dukal(trials: int, rng: random.Random | None = None, seat: int | None = 0) -> SimulationResult:
    """Deal ``trials`` real games and count how often ``seat`` (None: anybody) holds a
    Dukal (``dukals_in``, the engine's own test)."""
    rng = rng or random.Random()
    hits = []
    for _ in range(trials):
        game = Ganjifa(seed=rng.getrandbits(64))
        seats = range(PLAYERS) if seat is None else [seat]
        hits.append(float(any(dukals_in(game._hands[s]) for s in seats)))
    return _result(hits)


def simulate_void_at_deal(
    trials: int, rng: random.Random | None = None, suit: int | str = 0
) -> tuple[SimulationResult, float]:
    """Real deals: how often player 1 is void in ``suit``, and the mean of the exact chance
    given player 0's holding in that suit, ``p_void_at_deal(own)``, over the same deals.
    Both estimate the same number; the difference has mean 0."""
    rng, s = rng or random.Random(), _suit(suit)
    diffs, exact = [], []
    for _ in range(trials):
        game = Ganjifa(seed=rng.getrandbits(64))
        p = p_void_at_deal((game._hands[0] & SUIT_MASK[s]).bit_count())
        exact.append(p)
        diffs.append(float(not game._hands[1] & SUIT_MASK[s]) - p)
    return _result(diffs), sum(exact) / trials


def simulate_holds(
    game: Ganjifa, seat: int, opponent: int, cards: CardSet, trials: int, rng: random.Random | None = None
) -> SimulationResult:
    """Through the engine: redeal what ``seat`` cannot see with ``game.resample_hidden``
    ``trials`` times and count how often ``opponent`` holds at least one of ``cards``."""
    rng, target = rng or random.Random(), _mask(cards)
    return _result([float(bool(game.resample_hidden(seat, rng)._hands[opponent] & target)) for _ in range(trials)])
