"""What the Ganjifa engine accepts as input: actions (whatever door they come in by: JSON
or Python objects) and chosen positions (``Ganjifa.from_position``).

Rule ids: "input" (an action that cannot even be read is refused as input, before any
rule is consulted, leaving the state exactly as it was), ganjifa.dukal (a Dukal and the
discards to one name distinct cards), ganjifa.deal (120 cards, each in one place; hands
stay equal in size), ganjifa.opening-lead (the first trick is opened by the trump Raja's
holder), ganjifa.follow (one card per player per trick: a trick holds at most two cards
before the third completes it).
"""

import json
import random

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard


def C(suit, rank):
    return Card(suit, rank)


def snapshot(game):
    return json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True)


def refused_as_input(game, action):
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == "input" and err.value.message.endswith(".")
    assert snapshot(game) == before
    return err.value.message


# A Dukal being answered: seat 0 led R, M, 3, 4, 5 of Varaha; seat 1 owes five discards.
def answering():
    hands = [
        [C("varaha", r) for r in ("raja", "mantri", 3, 4, 5)] + [C("kalki", 1)],
        [C("kurma", n) for n in range(1, 7)],
        [C("buddha", n) for n in range(1, 7)],
    ]
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False)
    game.apply(LeadDukal(tuple(hands[0][:5])))
    return game


def leading():
    hands = [
        [C("varaha", r) for r in ("raja", "mantri", 3, 4, 5)] + [C("kalki", 1)],
        [C("kurma", n) for n in range(1, 7)],
        [C("buddha", n) for n in range(1, 7)],
    ]
    return Ganjifa.from_position(hands=hands, leader=0, first_trick=False)


# ------------------------------------------------------------- actions, every door


def test_input_an_empty_discard_is_refused_however_often_it_is_tried():
    """ "input", ganjifa.dukal: DiscardForDukal(()) used to be accepted again and again,
    logging "discards  to the Dukal" and owing as much as before."""
    game = answering()
    for _ in range(3):
        message = refused_as_input(game, DiscardForDukal(()))
        assert "at least one card" in message
    assert not any("discards  to" in e.text for e in game.log)
    assert game.dukal["owed"][1] == 5 and game.current_player == 1


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: PlayCard("x"), "'card' must be a Card"),
        (lambda: PlayCard(("rama", 7)), "'card' must be a Card"),
        (lambda: PlayCard({"suit": "rama", "rank": 7}), "'card' must be a Card"),
        (lambda: LeadDukal(C("varaha", "raja")), "list or tuple"),  # one card, not a list of them
        (lambda: LeadDukal(("varaha raja", C("varaha", "mantri"))), "Each of 'cards' must be a Card"),
        (lambda: LeadDukal(()), "at least one card"),
        (
            lambda: LeadDukal(
                (C("varaha", "raja"), C("varaha", "raja"), C("varaha", 3), C("varaha", 4), C("varaha", 5))
            ),
            "Raja of Varaha is named twice",
        ),
        (lambda: DiscardForDukal("abc"), "tuple"),
    ],
)
def test_input_python_objects_are_validated_like_json_when_leading(make, words):
    """ "input": an action built in Python with fields of the wrong kind is refused with a
    clear sentence, exactly like the same action arriving as JSON."""
    assert words in refused_as_input(leading(), make())


@pytest.mark.parametrize(
    "action, words",
    [
        (DiscardForDukal((C("kurma", 1), C("kurma", 1))), "1 of Kurma is named twice"),
        (DiscardForDukal((1, 2)), "Each of 'cards' must be a Card"),
        (DiscardForDukal({C("kurma", 1)}), "list or tuple"),  # a set has no order to keep
        ({"kind": "discard", "cards": []}, "at least one card"),
        ({"kind": "discard", "cards": [{"suit": "kurma", "rank": 1}, {"suit": "kurma", "rank": 1}]}, "named twice"),
        ({"kind": "discard", "cards": "kurma 1"}, "list of cards"),
        ({"kind": "discard", "cards": [{"suit": "kurma", "rank": 1.0}]}, "no rank"),
    ],
)
def test_input_discards_are_validated_whatever_the_door(action, words):
    """ "input", ganjifa.dukal: discards name at least one card, each a Card, none twice."""
    assert words in refused_as_input(answering(), action)


def test_input_json_and_python_doors_agree():
    """ "input": every action that decodes from JSON validates as a Python object, and a
    legal action round-trips through JSON to an equal action."""
    game = answering()
    for action in game.legal_actions():
        assert Ganjifa.decode_action(action.to_json()) == action
        action.validate()
    for bad in (
        {"kind": "play", "card": {"suit": "rama", "rank": 7.0}},
        {"kind": "play", "card": {"suit": ["rama"], "rank": 7}},
        {"kind": "dukal", "cards": [{"suit": "rama", "rank": "raja"}] * 2},
    ):
        with pytest.raises(IllegalAction) as err:
            Ganjifa.decode_action(bad)
        assert err.value.rule == "input"


def test_input_a_card_rank_must_be_a_whole_number_or_a_court():
    """ "input": 7.0 == 7 in Python, but 7.0 is not a rank; neither is True (== 1)."""
    for rank in (7.0, True, "7", None):
        with pytest.raises(ValueError):
            Card("rama", rank)
    with pytest.raises(ValueError):
        Card(["rama"], 7)


# ------------------------------------------------------------------------ positions

HANDS = [[C("kalki", 5), C("kalki", 6)], [C("rama", 1), C("rama", 2)], [C("krishna", 1), C("krishna", 2)]]


@pytest.mark.parametrize(
    "kwargs, words",
    [
        (
            {"hands": [[C("kalki", 5), C("kalki", 5)], HANDS[1], HANDS[2]]},
            "5 of Kalki is named twice in player 0's hand",
        ),
        (
            {"hands": HANDS, "captured": [[], [], [C("kalki", 6)]]},
            "6 of Kalki is in two places: player 0's hand and player 2's captured pile",
        ),
        ({"hands": HANDS, "trick": [C("rama", 2)], "leader": 1}, "in two places"),
        ({"hands": [HANDS[0], HANDS[1][:1], HANDS[2]]}, "player 1 holds 1 card"),
        (
            {
                "hands": [[C("kalki", 1)], [C("kalki", 2)], [C("kalki", 3)]],
                "trick": [C("buddha", 1), C("buddha", 2), C("buddha", 3)],
            },
            "not 3",
        ),
        ({"hands": [*HANDS, [C("matsya", 1), C("matsya", 2)]]}, "3 hands, one per player, not 4"),
        ({"hands": HANDS[:2]}, "3 hands, one per player, not 2"),
        ({"hands": HANDS, "captured": [[], []]}, "3 captured piles"),
        ({"hands": HANDS, "leader": 5}, "leader must be a seat"),
        ({"hands": HANDS, "leader": -1}, "leader must be a seat"),
        ({"hands": HANDS, "leader": True}, "leader must be a seat"),
        ({"hands": HANDS, "first_trick": "no"}, "first_trick must be True or False"),
        ({"hands": [[C("kalki", 5), ("kalki", 7.0)], HANDS[1], HANDS[2]]}, "no rank"),
        ({"hands": [[C("kalki", 5), ("shiva", 7)], HANDS[1], HANDS[2]]}, "no suit"),
        ({"hands": [[C("kalki", 5), "kalki 7"], HANDS[1], HANDS[2]]}, "A card is an object"),
        ({"hands": HANDS, "period": "dusk"}, "period must be 'day' or 'night'"),
        ({"hands": HANDS, "period": ["day"]}, "period must be 'day' or 'night'"),
        ({"hands": 5}, "hands must be a list"),
        ({"hands": [[], [], []]}, "nothing left to play"),
        ({"hands": [[], [], []], "trick": [C("kalki", 1)]}, "hand sizes no play could leave"),
        (
            {
                "hands": [[C("kalki", 1)], [C("kalki", 2), C("rama", "raja")], [C("kalki", 3), C("kalki", 4)]],
                "first_trick": True,
                "trick": [C("buddha", 1)],
            },
            "first trick is opened by the Raja of Rama",
        ),
        ({"hands": [[C("kalki", 1)], [C("kalki", 2)], [C("kalki", 3)]], "first_trick": True}, "player 0 does not"),
        (
            {
                "hands": [[C("rama", "raja")], [C("kalki", 2)], [C("kalki", 3)]],
                "first_trick": True,
                "captured": [[], [C("kalki", 9)], []],
            },
            "nothing is captured before the first trick",
        ),
    ],
)
def test_deal_impossible_positions_are_refused_at_once(kwargs, words):
    """ganjifa.deal, ganjifa.opening-lead, ganjifa.follow: a position no deal and no play
    could reach is refused by from_position itself, with a sentence naming the fault."""
    kwargs = {"first_trick": False, **kwargs}
    with pytest.raises(ValueError) as err:
        Ganjifa.from_position(**kwargs)
    assert words in str(err.value)


def test_deal_hand_sizes_follow_the_trick_in_progress():
    """ganjifa.deal, ganjifa.follow: players who already played to the trick in progress
    hold one card fewer; every other combination of sizes is refused."""
    for leader in range(3):
        for played in range(3):
            for sizes in ((2, 2, 2), (1, 2, 2), (2, 1, 2), (2, 2, 1), (1, 1, 2), (1, 2, 1), (2, 1, 1), (1, 1, 1)):
                cards = iter(c for c in CARDS if c.suit not in ("rama", "buddha"))
                hands = [[next(cards) for _ in range(n)] for n in sizes]
                trick = [C("buddha", n) for n in range(1, played + 1)]
                expected = [2 - ((s - leader) % 3 < played) for s in range(3)]
                fits = list(sizes) == expected or list(sizes) == [n - 1 for n in expected]
                try:
                    game = Ganjifa.from_position(hands=hands, leader=leader, trick=trick, first_trick=False)
                except ValueError as err:
                    assert not fits, (leader, played, sizes, err)
                    assert "hand sizes" in str(err)
                else:
                    assert fits, (leader, played, sizes)
                    assert game.current_player == (leader + played) % 3 and game.legal_actions()


def test_deal_a_position_that_fits_is_accepted_and_keeps_every_card_once():
    """ganjifa.deal: a mid-deal position with a trick in progress and captured piles holds
    each named card exactly once, as given."""
    rng = random.Random(3)
    deck = list(CARDS)
    rng.shuffle(deck)
    hands = [deck[0:5], deck[5:9], deck[9:13]]  # leader 1 and seat 2 have played
    trick, captured = deck[13:15], [deck[15:40], deck[40:80], deck[80:]]
    game = Ganjifa.from_position(hands=hands, leader=1, trick=trick, captured=captured, first_trick=False)
    named = [c for pile in game.hands + game.captured for c in pile] + [p.card for p in game.trick]
    assert sorted(named) == sorted(CARDS) and game.current_player == 0
