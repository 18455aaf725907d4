"""Exacto rule by rule: each test cites the rule id it proves and asserts the real outcome
from a fixed position (who loses or gains a die, who starts next, the winner)."""
import pytest

from rules_engine import IllegalAction
from rules_engine.exacto import EXACTO, LIAR, Bid, CallExacto, CallLiar, Exacto


def position(dice, current=0, bid=None, **options):
    return Exacto.from_position(dice=dice, current=current, bid=bid, seed=7, **options)


def kinds(events):
    return [e.kind for e in events]


def refused(game, action, rule):
    """Assert the action is refused citing ``rule`` and that nothing changed."""
    before = game.to_json(), [list(d) for d in game.dice], game.bid, game.current_player
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule
    assert (game.to_json(), game.dice, game.bid, game.current_player) == before
    return err.value


# ------------------------------------------------------------------------ exacto.roll

def test_exacto_roll_every_mage_rolls_five_dice_at_the_start():
    game = Exacto(players=6, seed=3)
    assert [len(d) for d in game.dice] == [5] * 6
    assert all(1 <= v <= 6 for hand in game.dice for v in hand)
    rolls = [e for e in game.log if e.kind == "roll"]
    assert [e.seats for e in rolls] == [(s,) for s in range(6)]
    assert all(e.rule == "exacto.roll" for e in rolls)


def test_exacto_roll_a_mage_sees_only_their_own_dice():
    game = Exacto(players=4, seed=11)
    view = game.view(2)
    assert view["dice"][2] == game.dice[2]
    assert [d for s, d in enumerate(view["dice"]) if s != 2] == [None, None, None]
    assert view["dice_counts"] == [5, 5, 5, 5]
    private = [e for e in game.visible_log(2) if e["kind"] == "roll"]
    assert [e["data"]["seat"] for e in private] == [2]


def test_exacto_roll_every_round_rerolls():
    game = position([[2, 2, 3, 3, 4], [5, 5, 6, 6, 6]], bid=(3, 2))
    events = game.apply(LIAR)
    assert "round" in kinds(events) and game.round == 2
    # Seed-determined new dice, not the old ones: the old values are only in the reveal.
    assert game.last_reveal["dice"] == [[2, 2, 3, 3, 4], [5, 5, 6, 6, 6]]
    assert [len(d) for d in game.dice] == [5, 4]
    replay = position([[2, 2, 3, 3, 4], [5, 5, 6, 6, 6]], bid=(3, 2))
    replay.apply(LIAR)
    assert replay.dice == game.dice  # same seed, same roll


# ---------------------------------------------------------------- exacto.opening-bid

def test_exacto_opening_bid_nobody_may_challenge_before_the_first_bid():
    game = position([[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]])
    refused(game, LIAR, "exacto.opening-bid")
    refused(game, EXACTO, "exacto.opening-bid")
    assert all(isinstance(a, Bid) for a in game.legal_actions())


def test_exacto_opening_bid_any_quantity_up_to_the_dice_on_the_table():
    game = position([[2, 3, 4, 5, 6], [2, 3, 4]])
    legal = game.legal_actions()
    assert Bid(1, 2) in legal and Bid(8, 6) in legal
    assert max(b.quantity for b in legal) == 8
    err = refused(game, Bid(9, 3), "exacto.opening-bid")
    assert "8 dice" in err.message
    refused(game, Bid(0, 3), "exacto.opening-bid")
    refused(game, Bid(2, 7), "exacto.opening-bid")
    events = game.apply(Bid(8, 6))
    assert events[0].rule == "exacto.opening-bid"
    assert game.bid == Bid(8, 6) and game.bidder == 0 and game.current_player == 1


def test_exacto_opening_bid_the_first_round_starts_with_seat_0():
    assert Exacto(players=5, seed=1).current_player == 0


# ------------------------------------------------------------------ exacto.wild-ones

def test_exacto_wild_ones_count_toward_the_bid_face():
    # Bid: five 4s. On the table: 4,4 + ones 1,1,1 = five -> LIAR is wrong, caller loses.
    game = position([[1, 1, 4, 2, 3], [1, 4, 6, 6, 5]], current=1, bid=(5, 4))
    events = game.apply(LIAR)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.rule == "exacto.wild-ones" and reveal.data["count"] == 5
    assert reveal.data["dice"] == [[1, 1, 2, 3, 4], [1, 4, 5, 6, 6]]  # cups show sorted dice
    assert reveal.data["counted"] == [[True, True, False, False, True], [True, True, False, False, False]]
    assert game.dice_counts() == [5, 4]  # challenger (mage 1) lost a die


def test_exacto_wild_ones_cannot_be_bid_by_default():
    game = position([[1, 1, 1, 1, 1], [2, 2, 2, 2, 2]])
    refused(game, Bid(3, 1), "exacto.wild-ones")
    assert all(b.face != 1 for b in game.legal_actions())


def test_exacto_wild_ones_variant_bid_ones_switching_to_and_from_ones():
    game = position([[1, 1, 3, 3, 3], [2, 2, 5, 5, 6]], current=1, bid=(6, 3), bid_ones=True)
    refused(game, Bid(2, 1), "exacto.wild-ones")      # half of 6 rounded up is 3
    assert Bid(3, 1) in game.legal_actions()
    game.apply(Bid(3, 1))
    refused(game, Bid(6, 4), "exacto.wild-ones")      # back off ones needs 2*3+1 = 7
    refused(game, Bid(3, 1), "exacto.raise")          # ones to ones must go up
    game.apply(Bid(7, 4))
    assert game.bid == Bid(7, 4)


def test_exacto_wild_ones_a_bid_on_ones_counts_only_ones():
    game = position([[1, 1, 3, 3, 3], [1, 2, 5, 5, 6]], current=1, bid=(3, 1), bid_ones=True)
    events = game.apply(LIAR)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["count"] == 3
    assert game.dice_counts() == [5, 4]


# ---------------------------------------------------------------------- exacto.raise

@pytest.mark.parametrize("new, ok", [
    (Bid(5, 3), True),    # same quantity, higher face
    (Bid(6, 2), True),    # higher quantity, same face
    (Bid(6, 4), True),    # higher quantity, higher face
    (Bid(5, 2), False),   # not a raise at all
    (Bid(4, 6), False),   # lower quantity
])
def test_exacto_raise_seed_rule_from_five_twos(new, ok):
    game = position([[2, 2, 3, 4, 5], [2, 3, 3, 6, 6], [4, 4, 5, 5, 6]], current=1, bid=(5, 2))
    assert (new in game.legal_actions()) is ok
    if ok:
        assert game.apply(new)[0].rule == "exacto.raise"
    else:
        refused(game, new, "exacto.raise")


def test_exacto_raise_seed_rule_forbids_more_of_a_lower_face():
    game = position([[2, 2, 3, 4, 5], [2, 3, 3, 6, 6]], current=1, bid=(5, 4))
    err = refused(game, Bid(6, 3), "exacto.raise")
    assert "does not raise" in err.message
    assert Bid(6, 3) not in game.legal_actions()


def test_exacto_raise_perudo_variant_allows_more_of_any_face():
    game = position([[2, 2, 3, 4, 5], [2, 3, 3, 6, 6]], current=1, bid=(5, 4), raise_rule="perudo")
    assert Bid(6, 3) in game.legal_actions()
    refused(game, Bid(5, 3), "exacto.raise")
    game.apply(Bid(6, 3))
    assert game.bid == Bid(6, 3)


def test_exacto_raise_turn_passes_in_seat_order_skipping_mages_who_are_out():
    game = position([[2, 3, 4, 5, 6], [], [3, 3, 3], [4, 4]], current=0)
    game.apply(Bid(2, 3))
    assert game.current_player == 2
    game.apply(Bid(3, 3))
    assert game.current_player == 3
    game.apply(Bid(4, 3))
    assert game.current_player == 0


def test_exacto_raise_legal_actions_offer_raises_liar_and_exacto():
    game = position([[2, 3, 4, 5, 6], [3, 3, 3, 3, 3]], current=1, bid=(9, 6))
    assert game.legal_actions() == [Bid(10, 6), LIAR, EXACTO]


def test_exacto_raise_only_the_mage_on_turn_acts():
    game = position([[2, 3, 4, 5, 6], [3, 3, 3, 3, 3], [4, 4]], current=1, bid=(2, 3))
    assert game.current_player == 1
    game.apply(CallLiar())
    assert game.round == 2


# ----------------------------------------------------------------------- exacto.liar

def test_exacto_liar_bid_true_challenger_loses_a_die():
    game = position([[3, 3, 1, 2, 2], [3, 5, 5, 6, 6]], current=1, bid=(4, 3))
    events = game.apply(LIAR)
    lost = [e for e in events if e.kind == "lose"]
    assert [(e.data["seat"], e.rule) for e in lost] == [(1, "exacto.liar")]
    assert game.dice_counts() == [5, 4]


def test_exacto_liar_bid_false_bidder_loses_a_die():
    game = position([[3, 3, 2, 2, 2], [5, 5, 5, 6, 6]], current=1, bid=(3, 3))
    events = game.apply(LIAR)
    assert [e.data["seat"] for e in events if e.kind == "lose"] == [0]
    assert game.dice_counts() == [4, 5]
    assert "only 2" in next(e for e in events if e.kind == "lose").text


def test_exacto_liar_ends_the_round_and_reveals_all_cups_publicly():
    game = position([[3, 3, 2, 2, 2], [5, 5, 5, 6, 6], [4]], current=1, bid=(3, 3))
    events = game.apply(LIAR)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.seats is None
    assert reveal.data["dice"] == [[2, 2, 2, 3, 3], [5, 5, 5, 6, 6], [4]]
    assert game.bid is None and game.round == 2


# --------------------------------------------------------------------- exacto.exacto

def test_exacto_exacto_right_caller_gains_and_bidder_loses():
    game = position([[3, 3, 2, 2], [3, 1, 5, 6]], current=1, bid=(4, 3))
    events = game.apply(EXACTO)
    assert [(e.kind, e.data["seat"]) for e in events if e.kind in ("gain", "lose")] == [("gain", 1), ("lose", 0)]
    assert game.dice_counts() == [3, 5]


def test_exacto_exacto_wrong_caller_loses():
    game = position([[3, 3, 2, 2, 2], [3, 1, 5, 6, 6]], current=1, bid=(3, 3))
    events = game.apply(CallExacto())
    assert [(e.kind, e.data["seat"], e.rule) for e in events if e.kind in ("gain", "lose")] == [
        ("lose", 1, "exacto.exacto")]
    assert game.dice_counts() == [5, 4]


def test_exacto_exacto_a_caller_with_five_dice_gains_nothing():
    game = position([[3, 3, 2, 2, 2], [3, 1, 5, 6, 6]], current=1, bid=(4, 3))
    events = game.apply(EXACTO)
    gain = next(e for e in events if e.kind == "gain")
    assert "gains nothing" in gain.text and gain.rule == "exacto.exacto"
    assert game.dice_counts() == [4, 5]


# ---------------------------------------------------------------- exacto.elimination

def test_exacto_elimination_a_mage_with_no_dice_is_out():
    game = position([[3], [5, 5], [2, 2, 2]], current=1, bid=(1, 3))
    events = game.apply(LIAR)  # one 3 on the table: the bid stands, mage 1 loses...
    assert game.dice_counts()[1] == 1
    game = position([[4], [5, 5], [2, 2, 2]], current=1, bid=(1, 3))
    events = game.apply(LIAR)  # ...no 3 and no 1: mage 0 loses its last die
    assert [e.data["seat"] for e in events if e.kind == "eliminated"] == [0]
    assert next(e for e in events if e.kind == "eliminated").rule == "exacto.elimination"
    assert game.dice[0] == [] and game.view(1)["dice_counts"][0] == 0
    assert game.current_player == 1  # mage 0 lost and is out: the next mage starts


def test_exacto_elimination_eliminated_mages_never_get_a_turn_again():
    game = position([[4], [5, 5], [2, 2, 2]], current=1, bid=(1, 3))
    game.apply(LIAR)
    seen = set()
    for _ in range(3):
        seen.add(game.current_player)
        game.apply(game.legal_actions()[0])
    assert 0 not in seen


# ----------------------------------------------------------------- exacto.next-round

def test_exacto_next_round_the_loser_starts():
    game = position([[3, 3, 2, 2, 2], [5, 5, 5, 6, 6], [4, 4]], current=1, bid=(3, 3))
    events = game.apply(LIAR)  # bidder 0 loses
    nxt = next(e for e in events if e.kind == "next-round")
    assert nxt.rule == "exacto.next-round" and nxt.data["starter"] == 0
    assert game.current_player == 0


def test_exacto_next_round_if_the_loser_is_out_the_next_mage_with_dice_starts():
    game = position([[5, 5], [4], [], [2, 2, 2]], current=3, bid=(1, 3))
    # Bidder is mage 1 (the previous mage still in play); no 3s or 1s: mage 1 is out.
    assert game.bidder == 1
    game.apply(LIAR)
    assert game.dice_counts()[1] == 0
    assert game.current_player == 3  # seat 2 is out too, so seat 3 starts


# -------------------------------------------------------------------- exacto.winner

def test_exacto_winner_the_last_mage_with_dice_wins():
    game = position([[2], [3]], current=1, bid=(1, 2))
    events = game.apply(LIAR)  # one 2 on the table: mage 1 loses its last die
    assert game.is_over and game.winners == [0] and game.current_player is None
    assert events[-1].kind == "winner" and events[-1].rule == "exacto.winner"
    assert game.scores == [1.0, 0.0]
    assert game.legal_actions() == []
    refused(game, Bid(1, 2), "exacto.winner")


def test_exacto_winner_a_random_game_always_ends_with_one_winner():
    import random
    for seed in range(20):
        game, rng = Exacto(players=6, seed=seed), random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        assert len(game.winners) == 1
        assert sum(1 for d in game.dice if d) == 1


# ------------------------------------------------------------------ options, input

def test_options_are_validated():
    with pytest.raises(ValueError):
        Exacto(players=7)
    with pytest.raises(ValueError):
        Exacto(players=1)
    with pytest.raises(ValueError):
        Exacto(raise_rule="dudo")
    with pytest.raises(ValueError):
        Exacto(bid_ones="yes")
    with pytest.raises(ValueError):
        Exacto(colour="red")


@pytest.mark.parametrize("bad", [
    None, 7, "bid", {"kind": "fold"}, {"kind": "bid", "quantity": 2}, {"kind": "bid", "quantity": "2", "face": 3},
    {"kind": "bid", "quantity": True, "face": 3}, {"kind": "bid", "quantity": 2, "face": 3, "extra": 1},
])
def test_malformed_actions_are_refused_as_input_errors(bad):
    game = position([[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]])
    refused(game, bad, "input")


def test_actions_round_trip_through_json():
    for action in (Bid(3, 4), LIAR, EXACTO):
        assert Exacto.decode_action(action.to_json()) == action
    assert Bid(3, 4).to_json() == {"kind": "bid", "quantity": 3, "face": 4}
    assert LIAR.to_json() == {"kind": "liar"} and EXACTO.to_json() == {"kind": "exacto"}
    assert repr(Bid(3, 4)) == "Bid(quantity=3, face=4)"
    assert eval(repr(Bid(3, 4))) == Bid(3, 4)
