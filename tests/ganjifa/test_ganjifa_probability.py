"""Exact Ganjifa chances (rules_engine/ganjifa/probability.py) against brute force over
every consistent deal of small positions, an independent exact count, real engine deals
and the engine's own ``resample_hidden``.

Rule ids: ganjifa.deal (40 cards each: who holds what is a uniform split of what you
cannot see), ganjifa.void (a player who did not follow lacks the led suit; voids shown
constrain the split), ganjifa.dukal (Raja, Mantri and three numbers in a row),
ganjifa.rank and ganjifa.trick-winner (which unseen cards beat a card).
"""

import random
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

import pytest

from rules_engine.ganjifa import CARDS, Card, Ganjifa
from rules_engine.ganjifa.cards import STRENGTH, SUIT_INDEX, SUIT_MASK, cards_of, mask_of, suit_of
from rules_engine.ganjifa.game import allowed_plays, dukals_in, trick_winner
from rules_engine.ganjifa.probability import (
    Knowledge,
    card_index,
    dukal_subset_counts,
    higher_unseen,
    holding_distribution,
    p_can_beat,
    p_dealt_dukal,
    p_dukal_in_deal,
    p_dukal_in_suit,
    p_holds,
    p_holds_any,
    p_holds_higher,
    p_holds_none,
    p_void,
    p_void_at_deal,
    simulate_dealt_dukal,
    simulate_holds,
    simulate_void_at_deal,
)
from rules_engine.lessons import SimulationResult

# ------------------------------------------------------------------ small positions


def small_position(seed, dealt):
    """A position with 3-5 cards a hand after a few random moves (voids shown, a trick
    maybe in progress). ``dealt``: every other card is in a captured pile, as in a real
    deal; otherwise they are out of play (a lesson position), which a seat cannot tell."""
    rng = random.Random(seed)
    deck = list(range(120))
    rng.shuffle(deck)
    size = rng.randint(3, 5)
    hands = [deck[i * size : (i + 1) * size] for i in range(3)]
    raja = SUIT_INDEX["rama"] * 12 + 11
    for h in hands:  # keep the trump Raja out of the way of first_trick
        if raja in h:
            h.remove(raja)
            h.append(deck[3 * size])
    held = {c for h in hands for c in h}
    rest = [c for c in deck if c not in held and c != raja] + [raja]
    if not dealt:  # a few cards out of play, the rest captured
        rest = rest[rng.randint(2, 3) :]
    captured = [rest[0::3], rest[1::3], rest[2::3]]
    game = Ganjifa.from_position(
        hands=[[CARDS[c] for c in h] for h in hands],
        leader=rng.randrange(3),
        first_trick=False,
        captured=[[CARDS[c] for c in p] for p in captured],
    )
    for _ in range(rng.randint(0, 2 * size)):
        if game.is_over or game.phase == "discard":
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@cache
def small_positions():
    found = []
    for seed in range(200):
        game = small_position(seed, dealt=seed % 2 == 0)
        if not game.is_over and game.phase != "discard":
            k = Knowledge.from_game(game, game.current_player)
            if k.unseen.bit_count() <= 12:  # brute force stays small
                found.append(game)
        if len(found) == 40:
            break
    return tuple(found)


def consistent_deals(view):
    """Every split of the unseen cards between the two opponents (and out of play) that
    fits their hand sizes and the voids they have shown: brute force."""
    seat = view["seat"]
    a, b = (seat + 1) % 3, (seat + 2) % 3
    seen = {card_index(c) for c in view["hands"][seat]}
    seen |= {card_index(c) for pile in view["captured"] for c in pile}
    seen |= {card_index(p["card"]) for p in view["trick"]}
    unseen = [c for c in range(120) if c not in seen]
    barred = {s: {SUIT_INDEX[v] for v in view["voids"][s]} for s in (a, b)}
    for hand_a in combinations(unseen, view["hand_sizes"][a]):
        if any(suit_of(c) in barred[a] for c in hand_a):
            continue
        rest = [c for c in unseen if c not in hand_a]
        for hand_b in combinations(rest, view["hand_sizes"][b]):
            if not any(suit_of(c) in barred[b] for c in hand_b):
                yield {a: set(hand_a), b: set(hand_b)}


def can_beat(hand, plays, seat, trump):
    """By the engine's own rules: can ``seat`` holding ``hand`` take the trick ``plays``?"""
    led = suit_of(plays[0][1])
    return any(
        trick_winner([*plays, (seat, c)], trump)[0] == seat for c in cards_of(allowed_plays(mask_of(hand), led, trump))
    )


def test_small_positions_cover_voids_tricks_and_both_kinds_of_position():
    games = small_positions()
    assert len(games) == 40
    assert sum(bool(any(v for v in g.view(0)["voids"])) for g in games) >= 10
    assert sum(bool(g.trick) for g in games) >= 10
    kinds = {Knowledge.from_game(g, g.current_player).out_of_play > 0 for g in games}
    assert kinds == {True, False}


@pytest.mark.parametrize("index", range(40))
def test_ganjifa_void_exact_chances_match_brute_force_over_every_consistent_deal(index):
    """ganjifa.deal, ganjifa.void, ganjifa.trick-winner: p_holds, p_void,
    holding_distribution and p_can_beat equal the fraction of all consistent deals, listed
    one by one, in small positions with shown voids, with and without cards out of play."""
    game = small_positions()[index]
    seat = game.current_player
    view = game.view(seat)
    k = Knowledge.from_view(view)
    deals = list(consistent_deals(view))
    assert deals and any(d[s] == set(cards_of(game._hands[s])) for d in deals for s in d)
    assert k.ways(k.opponents[0]) == len(deals)
    n = len(deals)
    trump = k.trump
    for opp in k.opponents:
        for card in cards_of(k.unseen):
            truth = Fraction(sum(card in d[opp] for d in deals), n)
            assert p_holds(k, opp, card) == pytest.approx(float(truth), abs=1e-12)
        for suit in range(10):
            truth = Fraction(sum(not any(suit_of(c) == suit for c in d[opp]) for d in deals), n)
            assert p_void(k, opp, suit) == pytest.approx(float(truth), abs=1e-12)
        some = list(cards_of(k.unseen))[::2]
        dist = holding_distribution(k, opp, some)
        truth = [Fraction(sum(len(d[opp] & set(some)) == j for d in deals), n) for j in range(len(some) + 1)]
        assert dist == pytest.approx([float(t) for t in truth], abs=1e-12)
        assert p_holds_any(k, opp, some) == pytest.approx(1 - float(truth[0]), abs=1e-12)
    # who can beat what: the trick as it is, and each card this seat could play
    tries = []
    if view["trick"]:
        plays = [(p["seat"], card_index(p["card"])) for p in view["trick"]]
        tries.append(plays)
        tries += [[*plays, (seat, c)] for c in cards_of(allowed_plays(k.own, suit_of(plays[0][1]), trump))]
    else:
        tries += [[(seat, c)] for c in cards_of(k.own)]
    for plays in tries:
        if len(plays) == 3:
            continue
        later = [s for s in k.opponents if s not in {p[0] for p in plays}]
        best = trick_winner(plays, trump)[1]
        led = suit_of(plays[0][1])
        for opp in later:
            truth = Fraction(sum(can_beat(d[opp], plays, opp, trump) for d in deals), n)
            assert p_can_beat(k, opp, best, led) == pytest.approx(float(truth), abs=1e-12), (plays, opp)


def test_ganjifa_deal_every_consistent_deal_is_drawn_equally_often():
    """ganjifa.deal: Knowledge.deal draws uniformly among the consistent deals (both with
    every card dealt and with cards out of play): each card's frequency in an opponent's
    hand agrees with the exact chance within 3 standard errors."""
    rng = random.Random(5)
    for game in small_positions()[:8]:
        k = Knowledge.from_game(game, game.current_player)
        opp = k.opponents[0]
        trials = 1500
        counts = {c: 0 for c in cards_of(k.unseen)}
        for _ in range(trials):
            hands = k.deal(rng)
            assert hands[k.seat] == k.own and (hands[k.opponents[0]] | hands[k.opponents[1]]) & ~k.unseen == 0
            for c in cards_of(hands[opp]):
                counts[c] += 1
        for c, hits in counts.items():
            p = p_holds(k, opp, c)
            se = (p * (1 - p) / trials) ** 0.5
            assert SimulationResult(hits / trials, se, trials).agrees_with(p, sigmas=4.0)


# ------------------------------------------------------------------------ at the deal


def test_ganjifa_deal_a_named_card_is_in_a_given_opponents_hand_half_the_time():
    """ganjifa.deal: with your 40 cards seen, each unseen card is in a given opponent's 40
    of the 80 others: exactly 1/2 — and the engine's deals agree."""
    game = Ganjifa(seed=1)
    k = Knowledge.at_deal(game.hand(0))
    mine = next(iter(cards_of(k.own)))
    theirs = next(iter(cards_of(k.unseen)))
    assert (
        p_holds(k, 1, theirs) == 0.5
        and p_holds(k, 2, Card("rama", 1) if Card("rama", 1).index in set(cards_of(k.unseen)) else theirs) == 0.5
    )
    assert p_holds(k, 1, mine) == 0.0
    assert Knowledge.from_game(game, 0) == Knowledge.at_deal(game.hand(0), opener=game.current_player)
    rng, hits, trials = random.Random(2), 0, 3000
    raja = Card("matsya", "raja").index
    for _ in range(trials):
        deal = Ganjifa(seed=rng.getrandbits(64))
        if deal._hands[0] >> raja & 1:
            hits += rng.random() < 0.5  # the card is not unseen: a fair coin keeps the trial
        else:
            hits += bool(deal._hands[1] >> raja & 1)
    assert SimulationResult(hits / trials, (0.25 / trials) ** 0.5, trials).agrees_with(0.5)


@pytest.mark.parametrize("own", range(13))
def test_ganjifa_void_at_the_deal_is_hypergeometric(own):
    """ganjifa.deal, ganjifa.void: an opponent misses all 12 - own unseen cards of a suit:
    C(80 - k, 40) / C(80, 40) = prod (40 - i) / (80 - i), and Knowledge gives the same."""
    k = 12 - own
    product = Fraction(1)
    for i in range(k):
        product *= Fraction(40 - i, 80 - i)
    assert p_void_at_deal(own) == pytest.approx(float(product), rel=1e-12)
    hand = [c for c in range(12) if c < own] + [c for c in range(12, 120)][: 40 - own]
    knowledge = Knowledge.at_deal(hand)
    assert p_void(knowledge, 1, 0) == pytest.approx(float(product), rel=1e-12)
    assert p_void(knowledge, 2, "matsya") == pytest.approx(float(product), rel=1e-12)


def test_ganjifa_void_at_the_deal_agrees_with_real_deals():
    """ganjifa.void: over real engine deals, 'player 1 has no Matsya' happens as often as
    the exact chance given player 0's Matsya count says (their difference has mean 0)."""
    diff, mean_exact = simulate_void_at_deal(4000, random.Random(7), suit="matsya")
    assert diff.agrees_with(0.0)
    assert 0.0 < mean_exact < 0.05


# ------------------------------------------------------------------- card counting


@cache
def midgame_positions():
    found, rng = [], random.Random(13)
    for seed in range(6):
        game = Ganjifa(seed=seed)
        for _ in range(rng.randint(25, 70)):
            game.apply(rng.choice(game.legal_actions()))
        while game.phase == "discard":
            game.apply(rng.choice(game.legal_actions()))
        found.append(game)
    return found


def test_unseen_cards_are_exactly_the_opponents_hands_in_a_real_game():
    """ganjifa.deal: in a dealt game everything but the opponents' hands is public."""
    for game in midgame_positions():
        for seat in range(3):
            k = Knowledge.from_game(game, seat)
            a, b = k.opponents
            assert k.unseen == game._hands[a] | game._hands[b] and k.out_of_play == 0
            assert k.own == game._hands[seat]
            for s in (a, b):
                assert k.forced(s) & ~game._hands[s] == 0  # forced cards are really there
                assert game._hands[s] & ~k.possible(s) == 0  # nothing held is ruled out


def test_ganjifa_rank_higher_unseen_counts_the_stronger_cards_still_out():
    """ganjifa.rank: the unseen cards above a card in its suit, strongest first (both rank
    orders: 1 high in the first five suits, 10 high in the last five)."""
    for game in midgame_positions():
        seat = game.current_player
        k = Knowledge.from_game(game, seat)
        a, b = k.opponents
        for card in range(0, 120, 7):
            out = game._hands[a] | game._hands[b]
            truth = {c for c in cards_of(out & SUIT_MASK[suit_of(card)]) if STRENGTH[c] > STRENGTH[card]}
            found = higher_unseen(k, card)
            assert set(found) == truth
            assert [STRENGTH[c] for c in found] == sorted((STRENGTH[c] for c in found), reverse=True)
    k = Knowledge.at_deal([c for c in range(40)])
    assert higher_unseen(k, Card("kalki", 8)) == [Card("kalki", r).index for r in ("raja", "mantri", 10, 9)]
    assert higher_unseen(k, Card("vamana", 3)) == [Card("vamana", r).index for r in ("raja", "mantri", 1, 2)]


def test_ganjifa_void_mid_game_chances_agree_with_the_engines_resampling():
    """ganjifa.void, ganjifa.rank: mid-game, the chance the next player holds a card above
    one of ours, and holds a named card, agree within 3 standard errors with the engine's
    ``resample_hidden`` (which keeps every shown void)."""
    rng = random.Random(17)
    checked = 0
    for game in midgame_positions()[:4]:
        seat = game.current_player
        k = Knowledge.from_game(game, seat)
        nxt = (seat + 1) % 3
        candidates = [c for c in cards_of(k.own) if 0.05 < p_holds_higher(k, nxt, c) < 0.95]
        if not candidates:
            continue
        card = candidates[0]
        exact = p_holds_higher(k, nxt, card)
        sim = simulate_holds(game, seat, nxt, higher_unseen(k, card), 400, rng)
        assert sim.agrees_with(exact), (exact, sim)
        named = next(iter(cards_of(k.unseen)))
        sim = simulate_holds(game, seat, nxt, [named], 400, rng)
        assert sim.agrees_with(p_holds(k, nxt, named))
        checked += 1
    assert checked >= 2


def test_p_can_beat_spells_out_following_and_trumping():
    """ganjifa.trick-winner, ganjifa.void: a trump is beaten only by a higher trump from a
    player void in the led suit; a led card by a higher one or by any trump from a void
    player."""
    seen = [c for c in range(120) if suit_of(c) not in (SUIT_INDEX["kurma"], SUIT_INDEX["rama"])]
    own = [Card("kurma", 5).index, *seen[:39]]
    k = Knowledge.at_deal(own)
    kurma5, rama9 = Card("kurma", 5).index, Card("rama", 9).index
    higher = higher_unseen(k, kurma5)
    kurma = k.unseen & SUIT_MASK[SUIT_INDEX["kurma"]]
    trumps = k.unseen & SUIT_MASK[SUIT_INDEX["rama"]]
    expected = p_holds_any(k, 1, higher) + p_holds_none(k, 1, kurma) - p_holds_none(k, 1, kurma | trumps)
    assert p_can_beat(k, 1, kurma5) == pytest.approx(expected)
    ruff = p_holds_none(k, 1, kurma) - p_holds_none(k, 1, kurma | mask_of(higher_unseen(k, rama9)))
    assert p_can_beat(k, 1, rama9, led="kurma") == pytest.approx(ruff)
    with pytest.raises(ValueError):
        p_can_beat(k, 1, Card("kalki", 3).index, led="kurma")


# ----------------------------------------------------------------------------- Dukals


def test_ganjifa_dukal_subset_counts_match_the_engine():
    """ganjifa.dukal: of the 2**12 subsets of one suit, those holding a Dukal (by the
    engine's own ``dukals_in``), by size."""
    counts = [0] * 13
    for subset in range(1 << 12):
        counts[subset.bit_count()] += bool(dukals_in(subset << 12 * 9))  # the Kalki suit
    assert tuple(counts) == dukal_subset_counts()
    assert dukal_subset_counts()[5] == 8  # Raja, Mantri and one of 8 runs of three


def _dp_no_dukal(players):
    """Independent exact count: deals in which nobody in ``players`` has a Dukal, suit by
    suit over how many cards each player has got so far (a dynamic programme, no
    inclusion-exclusion)."""
    n = dukal_subset_counts()
    per_suit = {}
    for a in range(13):
        for b in range(13 - a):
            c = 12 - a - b
            total = comb(12, a) * comb(12 - a, b)
            dukal = 0
            if 0 in players:
                dukal += n[a] * comb(12 - a, b)
            if 1 in players:
                dukal += n[b] * comb(12 - b, a)
            if 2 in players:
                dukal += n[c] * comb(12 - c, a)
            per_suit[(a, b)] = total - dukal
    state = {(0, 0): 1}
    for suit in range(10):
        nxt = {}
        for (a, b), ways in state.items():
            for (da, db), w in per_suit.items():
                c = 12 * (suit + 1) - a - da - b - db
                if a + da <= 40 and b + db <= 40 and c <= 40:
                    nxt[(a + da, b + db)] = nxt.get((a + da, b + db), 0) + ways * w
        state = nxt
    total = comb(120, 40) * comb(80, 40)
    return Fraction(state[(40, 40)], total)


def test_ganjifa_dukal_exact_chances_equal_an_independent_count():
    """ganjifa.dukal, ganjifa.deal: inclusion-exclusion over suits and a suit-by-suit
    count of deals with no Dukal give the same fractions, for one player and for anyone."""
    assert p_dealt_dukal(exact=True) == 1 - _dp_no_dukal({0})
    assert p_dukal_in_deal(exact=True) == 1 - _dp_no_dukal({0, 1, 2})
    assert 0 < p_dukal_in_suit() < p_dealt_dukal() < p_dukal_in_deal() < 3 * p_dealt_dukal()
    assert p_dukal_in_suit(exact=True) == Fraction(
        sum(dukal_subset_counts()[k] * comb(108, 40 - k) for k in range(13)), comb(120, 40)
    )


def test_ganjifa_dukal_chances_agree_with_real_deals():
    """ganjifa.dukal, ganjifa.deal: over real engine deals, how often player 0 — and anyone —
    is dealt a Dukal agrees with the exact values within 3 standard errors."""
    mine = simulate_dealt_dukal(2500, random.Random(11), seat=0)
    anyone = simulate_dealt_dukal(2500, random.Random(12), seat=None)
    assert mine.agrees_with(p_dealt_dukal()), (mine, p_dealt_dukal())
    assert anyone.agrees_with(p_dukal_in_deal()), (anyone, p_dukal_in_deal())


def test_card_index_accepts_every_spelling():
    c = Card("kalki", "raja")
    assert card_index(c) == card_index(c.to_json()) == card_index(("kalki", "raja")) == card_index(c.index) == 119
    for bad in (120, -1, ("kalki", 11), {"suit": "shiva", "rank": 1}, "kalki", True):
        with pytest.raises(ValueError):
            card_index(bad)
