"""The games' private speed work (``rules_engine/<game>/_fast.py``) against the plain rule
it stands for: a trick may only ever be the rule done quicker (every saved game replays
from its seed through these, and the behaviour digest pins them)."""

import random

from rules_engine.core import Event
from rules_engine.exacto import _fast as exacto_fast
from rules_engine.exacto.game import Bid, Exacto, _situations, legal_bids
from rules_engine.ganjifa import _fast as ganjifa_fast
from rules_engine.ganjifa.game import Ganjifa


def test_exacto_roll_draws_each_die_as_int_rand_times_six_plus_one():
    """exacto.roll: ROLL[n] is n dice, int(rand() * 6) + 1 each, in draw order."""
    for n in range(exacto_fast.MAX_DICE + 1):
        ours, theirs = random.Random(n), random.Random(n)
        assert exacto_fast.ROLL[n](ours.random) == [int(theirs.random() * 6) + 1 for _ in range(n)]
        assert ours.getstate() == theirs.getstate()


def test_exacto_situation_table_is_the_legal_bids_of_exacto_raise():
    """exacto.opening-bid / exacto.raise: the table's entry for a situation is legal_bids'
    (then LIAR and EXACTO once a bid stands), and no two situations share a key."""
    table = _situations("exacto", False)
    keys = set()
    for total in range(2, 31):
        for bid in (None, *legal_bids(total, None, "exacto", False)):
            key = exacto_fast.situation(total) if bid is None else exacto_fast.situation(total, bid.quantity, bid.face)
            assert key not in keys
            keys.add(key)
    actions, pairs = table[exacto_fast.situation(10, 3, 4)]
    assert actions[:-2] == legal_bids(10, Bid(3, 4), "exacto", False) and len(actions) == len(pairs) + 2
    assert _situations("exacto", False) is table is Exacto(players=2, seed=1)._table  # one per variant, shared


def test_exacto_seats_after_go_round_in_seat_order():
    """exacto.raise: play passes to the next seat, wrapping, ending with the seat itself."""
    assert exacto_fast.SEATS_AFTER[4][2] == (3, 0, 1, 2)
    assert Exacto(players=3, seed=1)._next_in(2) == 0


def test_ganjifa_shuffle_deals_as_random_shuffle():
    """ganjifa.deal: the written-out shuffle is random.shuffle draw for draw, and is the one used."""
    assert ganjifa_fast.same_as_random_shuffle()
    assert ganjifa_fast.shuffle is ganjifa_fast.shuffle_by_bits
    for seed in range(20):
        ours, theirs = list(range(120)), list(range(120))
        ganjifa_fast.shuffle(ours, random.Random(seed))
        random.Random(seed).shuffle(theirs)
        assert ours == theirs


def test_ganjifa_plays_reader_lists_a_masks_cards_in_deck_order():
    """ganjifa.follow: the tables give the held cards' plays, in deck order."""
    plays_of = ganjifa_fast.plays_reader(ganjifa_fast.suit_plays(range(120)))
    rng = random.Random(3)
    for _ in range(50):
        cards = sorted(rng.sample(range(120), 40))
        assert plays_of(sum(1 << c for c in cards)) == cards
    assert Ganjifa(seed=2).legal_actions()  # the engine's own tables


def test_an_event_reads_its_parts_by_name_in_the_tuples_order():
    """Every Event's parts have names (Event.FIELDS, the tuple's order)."""
    for event in Exacto(players=2, seed=4).log + Ganjifa(seed=4).log:
        assert tuple(getattr(event, name) for name in Event.FIELDS) == tuple(event)
    assert Event.FIELDS == ("kind", "rule", "seats", "msg", "params", "messages", "raw_data")
