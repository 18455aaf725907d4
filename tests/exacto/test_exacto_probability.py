"""Exact bid probabilities (rules_engine.exacto.probability) against brute force, exact
rational arithmetic and the engine itself; the batched numpy simulator against them.

Rule ids: exacto.wild-ones (ones count toward the bid face; in the bid_ones variant a bid
on ones counts ones only), exacto.liar (a bid is true when count >= quantity),
exacto.exacto (an EXACTO is right when count == quantity).
"""

import itertools
import random
import sys
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.exacto import Exacto, count_supporting
from rules_engine.exacto.probability import (
    MAX_UNKNOWN,
    count_distribution,
    expected_count,
    p_at_least,
    p_bid_true,
    p_exactly,
    seat_knowledge,
    simulate_count,
    support_probability,
)

FACES = range(1, 7)
DIE = st.integers(1, 6)
HAND = st.lists(DIE, max_size=5)
UNKNOWN = st.integers(0, MAX_UNKNOWN)
SOME = settings(max_examples=200, deadline=None)


def brute_force(face, own, unknown):
    """P(count == c) by listing all 6**unknown rolls of the hidden dice."""
    tally = [Fraction(0)] * (len(own) + unknown + 1)
    weight = Fraction(1, 6**unknown)
    for roll in itertools.product(FACES, repeat=unknown):
        tally[count_supporting([*own, *roll], face)] += weight
    return tally


SMALL_CASES = [
    (face, own, unknown)
    for face in FACES
    for own in ([], [1], [face], [1, face, 4, 6], [2, 3, 5, 5, 6])
    for unknown in range(0, 5)
]


@pytest.mark.parametrize("face,own,unknown", SMALL_CASES)
def test_exacto_wild_ones_exact_values_match_brute_force_enumeration(face, own, unknown):
    """exacto.wild-ones, exacto.liar, exacto.exacto: every quantity, every face (1 = the
    bid_ones variant), against all 6**n hidden rolls."""
    truth = brute_force(face, own, unknown)
    dist = count_distribution(face, own, unknown)
    assert len(dist) == len(truth)
    for quantity in range(-1, len(truth) + 2):
        exactly = truth[quantity] if 0 <= quantity < len(truth) else 0
        at_least = sum(truth[max(quantity, 0) :])
        assert p_exactly(quantity, face, own, unknown) == pytest.approx(float(exactly), abs=1e-12)
        assert p_at_least(quantity, face, own, unknown) == pytest.approx(float(at_least), abs=1e-12)
    assert dist == pytest.approx([float(t) for t in truth], abs=1e-12)


@pytest.mark.parametrize("unknown", range(MAX_UNKNOWN + 1))
def test_exacto_wild_ones_rulebook_formula_for_every_table_size(unknown):
    """The formula in exacto.md, in exact rationals: P(count >= q) =
    sum_{j >= q-k} C(n, j) (1/3)^j (2/3)^(n-j), and (1/6, 5/6) for a bid on ones."""
    own = [1, 4, 4, 2]  # k = 3 supporting fours, k = 1 for ones
    for face, p in ((4, Fraction(1, 3)), (1, Fraction(1, 6))):
        k = count_supporting(own, face)
        for quantity in range(len(own) + unknown + 2):
            exact = sum(
                comb(unknown, j) * p**j * (1 - p) ** (unknown - j) for j in range(max(quantity - k, 0), unknown + 1)
            )
            assert p_at_least(quantity, face, own, unknown) == pytest.approx(float(exact), rel=1e-12, abs=1e-300)


def test_exacto_wild_ones_one_unknown_die_supports_a_face_with_one_third():
    """exacto.wild-ones: the face or a one, 2 of 6; a bid on ones (bid_ones) only 1 of 6."""
    assert support_probability(5) == pytest.approx(1 / 3)
    assert support_probability(1) == pytest.approx(1 / 6)
    assert p_at_least(1, 5, [], 1) == pytest.approx(1 / 3)
    assert p_at_least(1, 1, [], 1) == pytest.approx(1 / 6)


def test_exacto_wild_ones_thirty_unknown_dice_average_ten_of_a_face():
    """The teaching hook: 30 dice, no information, expected count 10."""
    assert expected_count(3, [], 30) == pytest.approx(10)
    dist = count_distribution(3, [], 30)
    assert sum(c * p for c, p in enumerate(dist)) == pytest.approx(10)
    assert p_at_least(5, 3, [], 30) == pytest.approx(0.98777, abs=1e-5)  # "at least five of any face"


@given(face=DIE, own=HAND, unknown=UNKNOWN)
@SOME
def test_exacto_wild_ones_count_distribution_sums_to_one(face, own, unknown):
    dist = count_distribution(face, own, unknown)
    assert len(dist) == len(own) + unknown + 1
    assert sum(dist) == pytest.approx(1.0, abs=1e-12)
    assert all(p >= 0 for p in dist)
    # Your own supporting dice are certain: no count below them is possible.
    assert all(p == 0 for p in dist[: count_supporting(own, face)])


@given(face=DIE, own=HAND, unknown=UNKNOWN, quantity=st.integers(-2, 37))
@SOME
def test_exacto_liar_at_least_is_the_sum_of_exactly_and_falls_with_quantity(face, own, unknown, quantity):
    """exacto.liar: P(count >= q) = sum over c >= q of P(count == c), non-increasing in q."""
    at_least = p_at_least(quantity, face, own, unknown)
    tail = sum(p_exactly(c, face, own, unknown) for c in range(max(quantity, 0), len(own) + unknown + 1))
    assert at_least == pytest.approx(tail, abs=1e-12)
    assert 0.0 <= at_least <= 1.0
    assert p_at_least(quantity + 1, face, own, unknown) <= at_least
    assert p_at_least(quantity, face, own, unknown) - p_at_least(quantity + 1, face, own, unknown) == pytest.approx(
        p_exactly(quantity, face, own, unknown), abs=1e-12
    )


@given(face=st.integers(2, 6), own=st.lists(DIE, max_size=4), unknown=st.integers(1, 25), quantity=st.integers(1, 30))
@SOME
def test_exacto_wild_ones_a_one_in_your_cup_never_hurts_a_bid(face, own, unknown, quantity):
    """exacto.wild-ones: knowing one more die is a one (wild) beats not knowing it."""
    assert p_at_least(quantity, face, [*own, 1], unknown - 1) >= p_at_least(quantity, face, own, unknown) - 1e-12


def test_unknown_dice_out_of_range_are_refused():
    with pytest.raises(ValueError, match="unknown dice"):
        p_at_least(3, 4, [], 31)
    with pytest.raises(ValueError, match="unknown dice"):
        count_distribution(4, [], -1)


# ------------------------------------------------------------------ from a seat's view


def test_exacto_roll_p_bid_true_uses_only_the_seats_dice():
    """exacto.roll: a seat knows its dice and how many others there are, nothing more."""
    game = Exacto.from_position([[4, 4, 1, 2, 6], [3, 3], [5, 5, 5]], current=1, bid=(4, 4))
    view = game.view(1)
    assert seat_knowledge(view) == ([3, 3], 8)
    assert p_bid_true(view) == pytest.approx(p_at_least(4, 4, [3, 3], 8))
    assert p_bid_true(view, (2, 3)) == 1.0
    # Two different hidden worlds give the seat the same answer.
    other = game.resample_hidden(1, random.Random(7)).view(1)
    assert p_bid_true(other) == p_bid_true(view)


def test_exacto_liar_teacher_view_knows_whether_the_bid_is_true():
    game = Exacto.from_position([[4, 4, 1, 2, 6], [3, 3], [5, 5, 5]], current=1, bid=(4, 4))
    assert p_bid_true(game.view(None)) == 0.0  # three fours-or-ones on the table
    assert p_bid_true(game.view(None), {"quantity": 3, "face": 4}) == 1.0


# ------------------------------------------------------------------ through the engine

MONTE_CARLO = [  # (quantity, face, own dice, unknown, exact?, seed)
    (7, 4, [1, 4, 2, 5, 6], 25, False, 1),
    (10, 3, [], 30, True, 2),  # no cup of our own: every die is rolled
    (3, 5, [5, 5], 3, True, 3),
    (4, 6, [2, 3], 8, False, 4),
    (2, 1, [1, 6, 6], 10, False, 5),  # bid_ones variant: ones count only for ones
]


@pytest.mark.parametrize("quantity,face,own,unknown,exact,seed", MONTE_CARLO)
def test_exacto_liar_and_exacto_monte_carlo_through_the_engine_agrees(quantity, face, own, unknown, exact, seed):
    """exacto.liar / exacto.exacto: calls played in the engine, counts read from its
    reveal, agree with the exact value within 3 standard errors."""
    exact_value = (p_exactly if exact else p_at_least)(quantity, face, own, unknown)
    result = simulate_count(quantity, face, own, unknown, trials=1500, rng=random.Random(seed), exact=exact)
    assert result.trials == 1500
    assert 0 < result.standard_error < 0.02
    assert result.agrees_with(exact_value, sigmas=3), (result, exact_value)


def test_monte_carlo_of_a_certain_bid_is_certain():
    result = simulate_count(2, 4, [4, 1], 6, trials=50, rng=random.Random(0))
    assert (result.estimate, result.standard_error) == (1.0, 0.0)


def test_monte_carlo_refuses_tables_the_game_cannot_hold():
    with pytest.raises(ValueError, match="do not fit"):
        simulate_count(3, 4, [2, 2], 30, trials=10, rng=random.Random(0))
    with pytest.raises(ValueError, match="trials"):
        simulate_count(3, 4, [2, 2], 3, trials=0)


# ----------------------------------------------------------------- batched (numpy)


def test_batched_histogram_matches_the_exact_distribution():
    """exacto.wild-ones in numpy: 200k rolled tables against the exact law."""
    np = pytest.importorskip("numpy")
    from rules_engine.exacto.batched import count_histogram, simulate_rounds

    counts = simulate_rounds(10_000, rng=1)
    assert counts.shape == (10_000,) and counts.min() >= 0 and counts.max() <= 30
    for face, own, players in ((4, (), 6), (4, (1, 4, 2), 2), (1, (1,), 3)):
        hist = count_histogram(200_000, players=players, face=face, rng=face, own_dice=own)
        exact = count_distribution(face, own, players * 5 - len(own))
        assert hist.sum() == pytest.approx(1.0)
        assert np.abs(hist - np.array(exact)).sum() / 2 < 0.01  # total variation distance


def test_batched_is_reproducible_from_a_seed():
    np = pytest.importorskip("numpy")
    from rules_engine.exacto.batched import simulate_rounds

    assert np.array_equal(simulate_rounds(1000, rng=5), simulate_rounds(1000, rng=5))
    assert np.array_equal(
        simulate_rounds(10, rng=np.random.default_rng(3)), simulate_rounds(10, rng=np.random.default_rng(3))
    )


def test_batched_without_numpy_names_the_fast_extra(monkeypatch):
    from rules_engine.exacto import batched

    monkeypatch.setitem(sys.modules, "numpy", None)  # makes `import numpy` fail
    with pytest.raises(ImportError, match="fast"):
        batched.simulate_rounds(10)


def test_monte_carlo_builds_only_tables_a_game_can_hold():
    """exacto.winner: a position needs two mages with dice (a bidder and a caller). With no
    cup of your own and a few unknown dice they are split over two cups; a table with one
    die, or with no hidden die, cannot be played and is refused."""
    exact = p_at_least(2, 4, [], 3)
    result = simulate_count(2, 4, [], 3, trials=1500, rng=random.Random(8))
    assert result.agrees_with(exact, sigmas=3), (result, exact)
    with pytest.raises(ValueError, match="two mages with dice"):
        simulate_count(1, 4, [], 1, trials=10, rng=random.Random(0))
    with pytest.raises(ValueError, match="two mages with dice"):
        simulate_count(2, 4, [4, 1], 0, trials=10, rng=random.Random(0))
