"""Exacto rule by rule: each test cites the rule id it proves and asserts the real outcome
from a fixed position (who loses or gains a die, who starts next, the winner)."""

import json
import random
import re

import pytest

from rules_engine import IllegalAction
from rules_engine.exacto import EXACTO, LIAR, Bid, CallExacto, CallLiar, Exacto, legal_bids


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
    refused(game, Bid(2, 1), "exacto.wild-ones")  # half of 6 rounded up is 3
    assert Bid(3, 1) in game.legal_actions()
    game.apply(Bid(3, 1))
    refused(game, Bid(6, 4), "exacto.wild-ones")  # back off ones needs 2*3+1 = 7
    refused(game, Bid(3, 1), "exacto.raise")  # ones to ones must go up
    game.apply(Bid(7, 4))
    assert game.bid == Bid(7, 4)


def test_exacto_wild_ones_a_bid_on_ones_counts_only_ones():
    game = position([[1, 1, 3, 3, 3], [1, 2, 5, 5, 6]], current=1, bid=(3, 1), bid_ones=True)
    events = game.apply(LIAR)
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["count"] == 3
    assert game.dice_counts() == [5, 4]


# ---------------------------------------------------------------------- exacto.raise


@pytest.mark.parametrize(
    "new, ok",
    [
        (Bid(5, 3), True),  # same quantity, higher face
        (Bid(6, 2), True),  # higher quantity, same face
        (Bid(6, 4), True),  # higher quantity, higher face
        (Bid(5, 2), False),  # not a raise at all
        (Bid(4, 6), False),  # lower quantity
    ],
)
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
        ("lose", 1, "exacto.exacto")
    ]
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


@pytest.mark.parametrize(
    "bad",
    [
        None,
        7,
        "bid",
        {"kind": "fold"},
        {"kind": "bid", "quantity": 2},
        {"kind": "bid", "quantity": "2", "face": 3},
        {"kind": "bid", "quantity": True, "face": 3},
        {"kind": "bid", "quantity": 2, "face": 3, "extra": 1},
    ],
)
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


# ------------------------------------------------------------------ more helpers


def snapshot(game):
    """Everything anyone can observe: the JSON, every seat's view, the full log."""
    return json.dumps(
        [game.to_json(), [game.view(s) for s in (None, *range(game.players))], game.visible_log(None)], sort_keys=True
    )


# ------------------------------------------------ input: every door is checked

NOT_WHOLE = [
    Bid(2.5, 3),
    Bid(True, 3),
    Bid(3, 2.0),
    Bid(3, False),
    Bid("3", 4),
    {"kind": "bid", "quantity": 2.5, "face": 3},
    {"kind": "bid", "quantity": 3, "face": 2.0},
    {"kind": [1]},
    {"kind": {"bid": 1}},
    {"kind": None},
]


@pytest.mark.parametrize("bad", NOT_WHOLE, ids=repr)
@pytest.mark.parametrize("bid", [None, (2, 2)], ids=["exacto.opening-bid", "exacto.raise"])
def test_input_a_bid_that_is_not_whole_numbers_is_refused_whatever_the_door(bad, bid):
    """input, before exacto.opening-bid / exacto.raise are even asked: a Bid built in Python
    with a float or bool field is refused like its JSON (Bid(3, 2.0) == Bid(3, 2), so only
    the type check stands between it and the history), and a kind that is not a string is
    an input error, not a TypeError. Nothing changes."""
    game = position([[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]], current=1 if bid else 0, bid=bid)
    before = snapshot(game)
    err = refused(game, bad, "input")
    assert err.message and not game.is_legal(bad)
    assert snapshot(game) == before and game.history == []


def test_input_a_history_holding_a_non_whole_bid_never_replays():
    """input: no game can exist whose history holds Bid(3, 2.0) or {"quantity": 2.5}."""
    game = position([[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]])
    for bad in ({"kind": "bid", "quantity": 2.5, "face": 3}, Bid(3, 2.0).to_json() | {"face": 2.0}):
        data = game.to_json() | {"history": [bad]}
        with pytest.raises(IllegalAction) as err:
            Exacto.from_json(data)
        assert err.value.rule == "input"
    for bad in (Bid(3, 2.0), Bid(True, 3)):
        with pytest.raises(IllegalAction):
            game.replay([bad])
    assert game.history == []


# ------------------------------------------------ positions: refused at once

TWO = [[2, 3], [4, 5]]
IMPOSSIBLE = [  # (from_position arguments, what the refusal must say)
    (dict(dice=TWO, current=-1), "current must be a seat from 0 to 1, not -1"),
    (dict(dice=TWO, current=True), "current must be a seat from 0 to 1, not True"),
    (dict(dice=TWO, current=2), "current must be a seat from 0 to 1, not 2"),
    (dict(dice=TWO, current=1.0), "current must be a seat from 0 to 1, not 1.0"),
    (dict(dice=[[2, 3], [], [4]], current=1), "mage 1 has no dice and cannot be on turn"),
    (dict(dice=TWO, bid=(0, 3)), "quantity must be 1 to 4 (the dice on the table), not 0"),
    (dict(dice=TWO, bid=(5, 3)), "quantity must be 1 to 4 (the dice on the table), not 5"),
    (dict(dice=TWO, bid=(2, 9)), "face must be 2 to 6, not 9"),
    (dict(dice=TWO, bid=(2, 0)), "face must be 2 to 6, not 0"),
    (dict(dice=TWO, bid=(2, 0), bid_ones=True), "face must be 1 to 6, not 0"),
    (dict(dice=TWO, bid=(2, 1)), "ones cannot be bid without the bid_ones option"),
    (dict(dice=TWO, bid={"kind": "liar"}), "must be a bid (a quantity and a face), not a LIAR call"),
    (dict(dice=TWO, bid={"kind": "exacto"}), "not an EXACTO call"),
    (dict(dice=TWO, bid=LIAR), "not a LIAR call"),
    (dict(dice=TWO, bid=(2.0, 3)), "'quantity' must be a whole number"),
    (dict(dice=TWO, bid=(2, True)), "'face' must be a whole number"),
    (dict(dice=TWO, bid=(1, 2, 3)), "bid must be a Bid, (quantity, face), its JSON or None"),
    (dict(dice=[[2, True], [4, 5]]), "mage 0 has a die True: a die shows a whole number from 1 to 6"),
    (dict(dice=[[2, 3], [2.0, 5]]), "mage 1 has a die 2.0"),
    (dict(dice=[[2, 7], [4, 5]]), "mage 0 has a die 7"),
    (dict(dice=[[2, 0], [4, 5]]), "mage 0 has a die 0"),
    (dict(dice=[2, 3, 4]), "dice must be a list with one list of dice per mage"),
    (dict(dice="23"), "dice must be a list with one list of dice per mage"),
    (dict(dice=[[2, 3], 4]), "dice must be a list with one list of dice per mage"),
    (dict(dice=[[2, 3, 4, 5, 6, 6], [4]]), "mage 0 has 6 dice: a mage holds at most 5"),
    (dict(dice=[[2, 3], []]), "only mage 0 has dice"),
    (dict(dice=[[], [2, 3], []], current=1), "only mage 1 has dice"),
    (dict(dice=[[], []]), "no mage has dice"),
    (dict(dice=TWO, players=3), "players=3, but dice lists 2 mages"),
    (dict(dice=[[2]] * 7), "2 to 6 players, not 7"),
    (dict(dice=TWO, seed=-5), "seed must be a whole number >= 0"),
    (dict(dice=TWO, seed=True), "seed must be a whole number >= 0"),
]


@pytest.mark.parametrize("kwargs, says", IMPOSSIBLE, ids=[s for _, s in IMPOSSIBLE])
def test_exacto_winner_an_impossible_position_is_refused_at_once_saying_why(kwargs, says):
    """exacto.winner / exacto.elimination / exacto.opening-bid / exacto.wild-ones: a
    position no game could reach is refused when built, with a ValueError (not a rule
    refusal: it is not a move) whose sentence names the fault; a game needs two mages
    with dice, the mage to move among them, real dice and a standing bid a mage could make."""
    kwargs = dict(kwargs)
    with pytest.raises(ValueError) as err:
        Exacto.from_position(kwargs.pop("dice"), **kwargs)
    assert not isinstance(err.value, IllegalAction)
    assert says in str(err.value), str(err.value)


def test_exacto_winner_a_tampered_saved_position_is_refused_too():
    """The same checks run when a saved game's position is loaded (from_json, replay)."""
    data = position([[2, 3], [4, 5], [6]], current=1, bid=(2, 4)).to_json()
    for key, value, says in (
        ("current", 7, "not 7"),
        ("dice", [[2, 3], [], []], "only mage 0"),
        ("bid", {"kind": "bid", "quantity": 9, "face": 4}, "not 9"),
        ("dice", [[2, 3], [4, 5]], "dice lists 2 mages, but the game has 3"),
    ):
        tampered = json.loads(json.dumps(data))
        tampered["position"][key] = value
        with pytest.raises(ValueError, match=re.escape(says)):
            Exacto.from_json(tampered)


def test_exacto_raise_every_position_accepted_offers_the_mage_to_move_a_legal_action():
    """exacto.raise / exacto.opening-bid: random positions are either refused with a
    ValueError or playable: the mage to move has dice and a legal action, the bidder is
    another mage with dice, and a bid on ones stands only in the bid_ones variant."""
    rng, accepted = random.Random(5), 0
    for _ in range(3000):
        players = rng.randint(2, 6)
        dice = [
            [
                rng.choice((0, 7)) if rng.random() < 0.02 else rng.randint(1, 6)
                for _ in range(rng.choice([0, 1, 2, 3, 5, 5, 6]))
            ]
            for _ in range(players)
        ]
        bid = rng.choice([None, (rng.randint(-1, 31), rng.randint(0, 7)), (rng.randint(1, 9), rng.randint(1, 6))])
        options = {"bid_ones": rng.random() < 0.5}
        try:
            game = Exacto.from_position(dice, current=rng.randint(-1, players), bid=bid, seed=1, **options)
        except ValueError as err:
            assert not isinstance(err, IllegalAction) and str(err)
            continue
        accepted += 1
        assert game.legal_actions() and game.dice[game.current_player]
        assert sum(1 for d in game.dice if d) >= 2
        if game.bid is not None:
            assert game.bidder != game.current_player and game.dice[game.bidder]
            assert 1 <= game.bid.quantity <= game.total_dice
            assert game.bid.face in range(1 if options["bid_ones"] else 2, 7)
        game.apply(rng.choice(game.legal_actions()))
    assert accepted > 100


def test_exacto_wild_ones_a_standing_bid_on_ones_is_fine_with_the_variant():
    game = position([[1, 3], [4, 5]], bid=(2, 1), bid_ones=True)
    assert game.bid == Bid(2, 1) and game.bidder == 1


# ---------------------------------------------- a gained die is never a 0


def dice_lists(data):
    """Every list of die values under a 'dice' key, at any depth (counts are ints: skipped)."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "dice" and isinstance(value, list):
                yield from (v if isinstance(v, list) else value for v in value if v is not None)
            else:
                yield from dice_lists(value)
    elif isinstance(data, list):
        for item in data:
            yield from dice_lists(item)


def assert_no_unrolled_die(game):
    for seat in (None, *range(game.players)):
        for values in dice_lists([game.view(seat), game.visible_log(seat)]):
            assert all(1 <= v <= 6 for v in values), (seat, values)
    assert all(1 <= v <= 6 for hand in game.dice for v in hand)


def test_exacto_exacto_a_die_won_by_the_last_call_is_rolled_not_left_as_a_zero():
    """exacto.exacto + exacto.winner: a right EXACTO that ends the game gains the caller a
    die no round will roll. It is rolled at once from the game's seeded rng (one private
    exacto.roll event, seen by the winner only, like any roll): the cup holds 2 dice, both
    faces, the revealed 3 still there; never a 0 in the dice, a view or the log."""
    game = position([[3], [5]], current=0, bid=(1, 5))
    events = game.apply(EXACTO)
    assert game.is_over and game.winners == [0] and game.dice_counts() == [2, 0]
    new_die = int(random.Random(7).random() * 6) + 1  # the seeded rng's first draw since the position
    assert game.dice[0] == sorted([3, new_die])
    roll = [e for e in events if e.kind == "roll"]
    assert len(roll) == 1 and roll[0].seats == (0,) and roll[0].rule == "exacto.roll"
    assert roll[0].data["dice"] == game.dice[0] and str(new_die) in roll[0].text
    assert [e.kind for e in events][-2:] == ["roll", "winner"]
    assert game.view(0)["dice"][0] == game.dice[0] and game.view(1)["dice"][0] is None
    assert game.view(1)["dice_counts"] == [2, 0]
    assert_no_unrolled_die(game)
    assert Exacto.from_json(game.to_json()).dice == game.dice  # seeded: replays the same face


def test_exacto_exacto_a_die_gained_mid_game_is_rolled_with_the_next_round():
    """exacto.exacto + exacto.roll: mid-game the gained die is rolled at the next round's
    start, inside the same move: no view or event ever shows it unrolled."""
    game = position([[3, 3, 2], [3, 1, 5, 6], [4, 4]], current=1, bid=(4, 3))
    events = game.apply(EXACTO)
    gain = next(e for e in events if e.kind == "gain")
    assert gain.data == {"seat": 1, "dice": 5, "gained": 1} and game.dice_counts() == [2, 5, 2]
    assert not game.is_over and game.round == 2
    assert_no_unrolled_die(game)


def test_exacto_exacto_no_unrolled_die_in_random_games_full_of_exacto_calls():
    """exacto.exacto: random play that calls EXACTO often; after every move (and at the
    end, whoever wins and however) every die anyone can see shows a face."""
    ended_by_exacto = 0
    for seed in range(40):
        game, rng = Exacto(players=2 + seed % 5, seed=seed), random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(EXACTO if EXACTO in legal and rng.random() < 0.4 else rng.choice(legal))
            for seat in (None, *range(game.players)):
                assert all(1 <= v <= 6 for values in dice_lists(game.view(seat)) for v in values)
        assert_no_unrolled_die(game)  # the views again, and the whole log
        last_call = max(i for i, e in enumerate(game.log) if e.kind == "call")
        ended_by_exacto += any("gains a die" in e.text for e in game.log[last_call:])
    assert ended_by_exacto >= 3  # the case that used to leave a 0 does happen here


# ------------------------------------------- raise refusals built from the legal set

FACE_NAME = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}  # a single die
#: the faces as the English refusals name them in the plural
FACE_NAMES = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}
FACE_BY_NAME = {name: face for face, name in (*FACE_NAMES.items(), *FACE_NAME.items())}
BID_WORDS = re.compile(r"\b(one|\d+) (" + "|".join(sorted(FACE_BY_NAME, key=len, reverse=True)) + r")\b")


def parse_bids(text):
    return [Bid(1 if q == "one" else int(q), FACE_BY_NAME[f]) for q, f in BID_WORDS.findall(text)]


def check_refusal_against_the_legal_set(game, bid, err):
    """Every claim of a raise refusal, checked against game.legal_actions()."""
    old, total, bid_ones = game.bid, game.total_dice, game.options["bid_ones"]
    legal = [a for a in game.legal_actions() if isinstance(a, Bid)]
    faces = range(1 if bid_ones else 2, 7)
    switch = bid_ones and (bid.face == 1) != (old.face == 1)
    assert err.rule == ("exacto.wild-ones" if switch else "exacto.raise")
    msg = err.message
    assert msg.startswith(f"A bid of {bid.words} does not raise {old.words}")
    if not legal:
        assert f"with {total} dice on the table no bid does: call LIAR or EXACTO." in msg
        return
    named = parse_bids(msg.split("Least legal raises: ")[1].split(" (more of")[0])
    assert sorted(b.face for b in named) == sorted({b.face for b in legal})  # each face once
    for least in named:
        assert least in legal and Bid(least.quantity - 1, least.face) not in legal  # the least
        assert all(Bid(q, least.face) in legal for q in range(least.quantity, total + 1))  # "more also raises"
    assert f"(more of the same face also raises, up to {total})" in msg
    without = {f for f in faces if all(b.face != f for b in legal)}
    if without:
        said = msg.split("; no bid on ")[1].removesuffix(" raises it.")
        assert {FACE_BY_NAME[w] for w in re.findall(r"[a-z]+", said) if w in FACE_BY_NAME} == without
    else:
        assert "no bid on" not in msg.split(". ", 1)[1]
    mine = next((b for b in named if b.face == bid.face), None)
    if mine:
        assert f"on {FACE_NAMES[bid.face]} you need at least {mine.quantity}." in msg
        assert bid.quantity < mine.quantity
    else:
        assert f"no bid on {FACE_NAMES[bid.face]} is a raise now." in msg


@pytest.mark.parametrize("bid_ones", [False, True], ids=["no-ones", "bid_ones"])
@pytest.mark.parametrize("raise_rule", ["exacto", "perudo"])
def test_exacto_raise_every_refusal_names_only_legal_bids_and_matches_the_legal_set(raise_rule, bid_ones):
    """exacto.raise and exacto.wild-ones (bid_ones): for every standing bid on small and
    larger tables, every refused raise is explained from the legal set itself: the least
    raise of each face (all legal, each the least), the faces with none, the refused
    bid's own face; after six 4s no '7 of a face above 6', after three 1s no '3 twos'."""
    refusals = 0
    for dice in ([[2, 3], [4]], [[2, 3, 4, 5, 6], [2, 3, 4], [6, 6, 1]]):
        total = sum(map(len, dice))
        faces = range(1 if bid_ones else 2, 7)
        for old in [Bid(q, f) for q in range(1, total + 1) for f in faces]:
            game = position(dice, current=1, bid=old, raise_rule=raise_rule, bid_ones=bid_ones)
            legal = set(game.legal_actions())
            for new in [Bid(q, f) for q in range(1, total + 1) for f in faces]:
                if new in legal:
                    continue
                err = refused(
                    game, new, "exacto.wild-ones" if bid_ones and (new.face == 1) != (old.face == 1) else "exacto.raise"
                )
                check_refusal_against_the_legal_set(game, new, err)
                refusals += 1
    assert refusals > 1000


def test_exacto_wild_ones_refusals_after_ones_quote_the_real_least_raises():
    """exacto.wild-ones (bid_ones): after three 1s, off ones needs 7 (double plus one):
    the refusal says 7, never '3 of a face above 1'."""
    game = position([[1, 1, 3, 3, 3], [2, 2, 5, 5, 6]], current=1, bid=(3, 1), bid_ones=True)
    err = refused(game, Bid(6, 4), "exacto.wild-ones")
    assert "on fours you need at least 7." in err.message
    assert "4 ones, 7 twos, 7 threes, 7 fours, 7 fives, 7 sixes" in err.message
    game = position([[2, 3, 4, 5, 6], [2, 3, 4, 5, 6]], current=1, bid=(4, 6))
    err = refused(game, Bid(4, 5), "exacto.raise")
    assert "Least legal raises: 5 sixes (" in err.message and "7 of" not in err.message
    assert "no bid on twos, threes, fours or fives raises it." in err.message


# ------------------------------------------------ no opening bid on ones


def test_exacto_opening_bid_is_never_on_ones_even_with_bid_ones():
    """exacto.opening-bid: the opening face is 2..6 (Perudo too): with bid_ones, ones are
    reached only by switching from a standing bid (exacto.wild-ones)."""
    for game in (position([[1, 1, 3, 3, 3], [2, 2, 5, 5, 6]], bid_ones=True), Exacto(players=3, seed=4, bid_ones=True)):
        err = refused(game, Bid(3, 1), "exacto.opening-bid")
        assert "2 to 6" in err.message
        assert game.legal_actions() == list(legal_bids(game.total_dice, None, "exacto", False))
        assert all(b.face != 1 for b in game.legal_actions())
        game.apply(Bid(4, 3))
        assert Bid(2, 1) in game.legal_actions()  # switching to ones: half of 4
        game.apply(Bid(2, 1))
        assert game.bid == Bid(2, 1)


def test_exacto_opening_bid_random_bid_ones_games_never_open_on_ones():
    for seed in range(20):
        game, rng = Exacto(players=4, seed=seed, bid_ones=True), random.Random(seed)
        while not game.is_over:
            if game.bid is None:
                assert all(a.face != 1 for a in game.legal_actions())
            game.apply(rng.choice(game.legal_actions()))


# ------------------------------------------------ texts read naturally

BAD_ENGLISH = re.compile(
    r"\b1 dice\b|\bonly 0\b|\b0 left\b|\b0 dice\b|\b1 (ones|twos|threes|fours|fives|sixes)\b"
    r"|, \d+, starts|\bso starts\b|there are 1\b|are only 1\b"
)


def test_texts_a_single_die_and_no_die_read_naturally():
    """exacto.opening-bid, exacto.liar, exacto.elimination, exacto.next-round: '1 five',
    'no die shows', 'there are none', 'None left', 'mage 1 starts'."""
    assert (Bid(1, 3).words, Bid(1, 1).words, Bid(3, 1).words, Bid(2, 6).words) == (
        "1 three",
        "1 one",
        "3 ones",
        "2 sixes",
    )
    game = position([[3], [4], [2, 2]], current=0)
    assert game.apply(Bid(1, 5))[0].text == "Mage 0 bids 1 five."
    texts = [e.text for e in game.apply(LIAR)]
    assert "Mage 1 calls LIAR on Mage 0's 1 five." in texts
    assert "Cups up: no die shows 5 or 1 (wild); the bid was 1." in texts
    assert "Mage 0 loses a die: there are none, fewer than the 1 bid. None left." in texts
    assert "Next round: Mage 0 is out, so the next mage in seat order with dice starts: Mage 1." in texts
    game = position([[5], [4], [2, 2]], current=1, bid=(2, 5))
    texts = [e.text for e in game.apply(LIAR)]
    assert "Cups up: 1 die shows 5 or 1 (wild); the bid was 2." in texts
    assert "Mage 0 loses a die: there is only 1, fewer than the 2 bid. None left." in texts
    game = position([[5, 5], [4, 1], [2, 2]], current=1, bid=(1, 5))
    texts = [e.text for e in game.apply(LIAR)]
    assert "Mage 1 loses a die: there are 3, at least the 1 bid. 1 left." in texts
    assert "Next round: Mage 1 lost a die, so Mage 1 starts." in texts


def test_texts_no_plural_slips_in_any_event_or_refusal_of_random_games():
    """Every rule's event texts and refusals over random games: no '1 dice', 'only 0',
    '0 left', '1 fours' or 'the next mage with dice, 0, starts'."""
    for seed in range(30):
        game, rng = Exacto(players=2 + seed % 5, seed=seed, bid_ones=seed % 2 == 1), random.Random(seed)
        while not game.is_over:
            for q, f in ((1, 1), (1, 2), (1, 6), (0, 3), (rng.randint(1, 30), rng.randint(1, 6))):
                try:
                    game.check(Bid(q, f))
                except IllegalAction as err:
                    assert not BAD_ENGLISH.search(err.message), err.message
            game.apply(rng.choice(game.legal_actions()))
        for event in game.log:
            assert not BAD_ENGLISH.search(event.text), event.text


@pytest.mark.parametrize("bid", [Bid(1, 10), Bid(0, 10), Bid(2, 7), Bid(1, 0)])
def test_a_face_that_no_die_has_is_refused_by_the_opening_bid_rule(bid):
    """exacto.opening-bid: a bid names a face 1-6 (a table keyed by quantity x 8 + face once
    took Bid(1, 10) for Bid(2, 2)); refused with the rule, nothing changed."""
    game = Exacto(players=2, seed=1)
    before = json.dumps(game.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        game.apply(bid)
    assert err.value.rule == "exacto.opening-bid" and f"not {bid.face}" in str(err.value)
    assert json.dumps(game.to_json(), sort_keys=True) == before
    assert bid not in game.legal_actions()


def test_the_raise_rule_is_named_exacto_and_an_old_save_still_loads():
    """exacto.raise: the game's own raise is raise_rule="exacto" (beside seed=, "seed" read
    as a seed number); a game saved when it was called "seed" loads as the same game."""
    game = Exacto(players=3, seed=4)
    assert game.options["raise_rule"] == "exacto"
    saved = game.to_json()
    saved["options"] = {**saved["options"], "raise_rule": "seed"}
    assert Exacto.from_json(saved).to_json() == game.to_json()
    assert Exacto(players=3, seed=4, raise_rule="seed").options == game.options
