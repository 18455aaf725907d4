"""Dashavatara Ganjifa rule by rule, each test citing its rule id, from fixed positions."""

import random
import re

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, SUITS, Card, DiscardForDukal, Ganjifa, LeadDukal, Play, PlayCard


def C(suit, rank):
    return Card(suit, rank)


def play(suit, rank):
    return PlayCard(Card(suit, rank))


def pos(hands, **kw):
    kw.setdefault("first_trick", False)
    return Ganjifa.from_position(hands=hands, **kw)


def refused(game, action, rule):
    before = game.to_json(), game.view(None)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule
    assert (game.to_json(), game.view(None)) == before
    return err.value


def all_cards(game):
    """Every card's place (as indices): hands, captured piles, the trick, a Dukal being answered."""
    cards = [c.index for pile in game.hands + game.captured for c in pile]
    cards += [p.card.index for p in game.trick]
    if game.dukal:
        cards += [c.index for c in game.dukal["cards"]]
        cards += [c.index for pile in game.dukal["discards"].values() for c in pile]
    return cards


# ------------------------------------------------------------------- ganjifa.objective


def test_ganjifa_objective_every_captured_card_scores_one_and_all_120_are_shared():
    game, rng = Ganjifa(seed=4), random.Random(4)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert sum(game.scores) == 120
    assert game.scores == [float(len(pile)) for pile in game.captured]


# ----------------------------------------------------------------------- ganjifa.deal


def test_ganjifa_deal_120_cards_40_each_in_packets_of_four():
    game = Ganjifa(seed=9)
    assert [len(h) for h in game.hands] == [40, 40, 40]
    assert game._hands[0] | game._hands[1] | game._hands[2] == (1 << 120) - 1
    assert len({c for c in CARDS}) == 120 and len(SUITS) == 10
    # Packets of four, counter-clockwise: replaying the shuffle gives exactly these hands.
    deck = list(range(120))
    random.Random(9).shuffle(deck)
    packets = [deck[i : i + 4] for i in range(0, 120, 4)]
    for seat in range(3):
        dealt = {c for k, p in enumerate(packets) if k % 3 == seat for c in p}
        assert {c.index for c in game.hands[seat]} == dealt
    assert any(e.rule == "ganjifa.deal" for e in game.log)


# ------------------------------------------------------------------ ganjifa.day-night


@pytest.mark.parametrize("period, trump", [("day", "rama"), ("night", "krishna")])
def test_ganjifa_day_night_sets_the_trump(period, trump):
    game = Ganjifa(seed=1, period=period)
    assert game.view(0)["trump"] == trump and game.view(0)["period"] == period
    assert game.log[0].rule == "ganjifa.day-night"
    with pytest.raises(ValueError):
        Ganjifa(seed=1, period="dusk")


def test_ganjifa_day_night_decides_which_suit_wins_as_trump():
    hands = [[C("kalki", 5)], [C("rama", 1)], [C("krishna", 1)]]
    day, night = pos(hands, period="day"), pos(hands, period="night")
    for game in (day, night):
        game.apply(play("kalki", 5))
        game.apply(play("rama", 1))
        game.apply(play("krishna", 1))
    assert day.scores == [0, 3, 0] and night.scores == [0, 0, 3]


# --------------------------------------------------------------- ganjifa.opening-lead


def test_ganjifa_opening_lead_the_trump_raja_holder_leads_it_alone():
    game = Ganjifa(seed=12)
    raja = Card("rama", "raja")
    holder = next(s for s in range(3) if raja in game.hand(s))
    assert game.current_player == holder
    assert game.legal_actions() == [PlayCard(raja)]
    other = next(c for c in game.hand(holder) if c != raja)
    refused(game, PlayCard(other), "ganjifa.opening-lead")
    events = game.apply(PlayCard(raja))
    assert events[0].rule == "ganjifa.opening-lead"


def test_ganjifa_opening_lead_no_dukal_may_open_the_deal():
    hand = [
        C("matsya", "raja"),
        C("matsya", "mantri"),
        C("matsya", 1),
        C("matsya", 2),
        C("matsya", 3),
        C("rama", "raja"),
    ]
    others = [[C("kurma", n) for n in range(1, 7)], [C("varaha", n) for n in range(1, 7)]]
    game = Ganjifa.from_position(hands=[hand, *others], first_trick=True, leader=0)
    dukal = LeadDukal(tuple(hand[:5]))
    err = refused(game, dukal, "ganjifa.opening-lead")
    assert "Dukal" in err.message
    assert not any(isinstance(a, LeadDukal) for a in game.legal_actions())


# ----------------------------------------------------------------------- ganjifa.rank


def test_ganjifa_rank_first_five_suits_run_one_high():
    # Matsya is one of the first five: 1 beats 10 and 2.
    game = pos([[C("matsya", 10)], [C("matsya", 1)], [C("matsya", 2)]])
    for a in (play("matsya", 10), play("matsya", 1), play("matsya", 2)):
        game.apply(a)
    assert game.scores == [0, 3, 0]


def test_ganjifa_rank_last_five_suits_run_ten_high():
    game = pos([[C("kalki", 1)], [C("kalki", 10)], [C("kalki", 9)]])
    for a in (play("kalki", 1), play("kalki", 10), play("kalki", 9)):
        game.apply(a)
    assert game.scores == [0, 3, 0]


@pytest.mark.parametrize("suit", ["vamana", "parashurama"])
def test_ganjifa_rank_raja_beats_mantri_beats_every_number(suit):
    best = 1 if suit == "vamana" else 10
    game = pos([[C(suit, best)], [C(suit, "mantri")], [C(suit, "raja")]])
    for a in (play(suit, best), play(suit, "mantri"), play(suit, "raja")):
        game.apply(a)
    assert game.scores == [0, 0, 3]


def test_ganjifa_rank_hand_is_sorted_with_reversed_suits_strongest_first():
    game = pos(
        [
            [C("matsya", 10), C("matsya", 1), C("kalki", 1), C("kalki", 10), C("matsya", "raja")],
            [C("kurma", n) for n in range(1, 6)],
            [C("varaha", n) for n in range(1, 6)],
        ]
    )
    assert game.hand(0) == [C("matsya", "raja"), C("matsya", 1), C("matsya", 10), C("kalki", 10), C("kalki", 1)]


# --------------------------------------------------------------------- ganjifa.follow


def test_ganjifa_follow_holding_the_led_suit_you_must_play_it():
    game = pos([[C("kurma", 3), C("kalki", 7)], [C("kurma", 5), C("rama", "raja")], [C("buddha", 2), C("matsya", 4)]])
    game.apply(play("kurma", 3))
    assert game.legal_actions() == [play("kurma", 5)]
    err = refused(game, play("rama", "raja"), "ganjifa.follow")
    assert "follow suit" in err.message
    refused(game, play("kalki", 1), "ganjifa.follow")  # not even held


# ----------------------------------------------------------------------- ganjifa.void


def test_ganjifa_void_play_trump_or_the_first_held_suit_after_the_led_suit():
    # Led Kurma; seat 1 has no Kurma or Varaha: Narasimha is the first suit it holds after Kurma.
    game = pos(
        [
            [C("kurma", 3), C("kurma", 4), C("kurma", 6), C("kurma", 7)],
            [C("narasimha", 2), C("vamana", 7), C("rama", 4), C("matsya", 1)],
            [C("kalki", 1), C("kalki", 2), C("kalki", 3), C("kalki", 4)],
        ]
    )
    game.apply(play("kurma", 3))
    legal = set(game.legal_actions())
    assert legal == {play("narasimha", 2), play("rama", 4)}
    err = refused(game, play("vamana", 7), "ganjifa.void")
    assert "Narasimha" in err.message and "Rama" in err.message


def test_ganjifa_void_the_order_wraps_from_kalki_to_matsya():
    game = pos([[C("buddha", 5), C("buddha", 6)], [C("matsya", 2), C("varaha", 3)], [C("kurma", 1), C("kurma", 2)]])
    game.apply(play("buddha", 5))
    assert game.legal_actions() == [play("matsya", 2)]  # Kalki, then round to Matsya


def test_ganjifa_void_when_the_first_held_suit_is_the_trump():
    # Parashurama led; Rama (the trump by day) is also the first suit held after it.
    game = pos(
        [[C("parashurama", 5), C("parashurama", 6)], [C("rama", 2), C("kalki", 3)], [C("kurma", 1), C("kurma", 2)]],
        period="day",
    )
    game.apply(play("parashurama", 5))
    assert set(game.legal_actions()) == {play("rama", 2)}
    refused(game, play("kalki", 3), "ganjifa.void")


# --------------------------------------------------------------- ganjifa.trick-winner


def test_ganjifa_trick_winner_highest_trump_wins():
    game = pos([[C("kurma", 1)], [C("rama", 2)], [C("rama", 9)]], period="day")
    for a in (play("kurma", 1), play("rama", 2), play("rama", 9)):
        events = game.apply(a)
    trick = next(e for e in events if e.kind == "trick")
    assert trick.rule == "ganjifa.trick-winner" and trick.data["winner"] == 2
    assert "trump" in trick.text


def test_ganjifa_trick_winner_without_trumps_the_highest_led_card_and_off_suits_never_win():
    game = pos([[C("kurma", 5)], [C("kurma", 1)], [C("kalki", "raja")]], period="day")
    for a in (play("kurma", 5), play("kurma", 1), play("kalki", "raja")):
        events = game.apply(a)
    assert next(e for e in events if e.kind == "trick").data["winner"] == 1


# -------------------------------------------------------------------- ganjifa.capture


def test_ganjifa_capture_the_winner_takes_the_cards_and_leads_next():
    game = pos([[C("kurma", 5), C("buddha", 1)], [C("kurma", 1), C("buddha", 2)], [C("kurma", 9), C("buddha", 3)]])
    for a in (play("kurma", 5), play("kurma", 1), play("kurma", 9)):
        events = game.apply(a)
    assert len(game.captured[1]) == 3 and game.current_player == 1 and game.leader == 1
    assert any(e.kind == "capture" and e.rule == "ganjifa.capture" for e in events)
    assert game.view(0)["captured"][1] == [C("kurma", 1).to_json(), C("kurma", 5).to_json(), C("kurma", 9).to_json()]


# ---------------------------------------------------------------------- ganjifa.dukal

DUKAL_HAND = [
    C("varaha", "raja"),
    C("varaha", "mantri"),
    C("varaha", 3),
    C("varaha", 4),
    C("varaha", 5),
    C("varaha", 7),
    C("kalki", 1),
]
OPP1 = [C("kurma", n) for n in range(1, 8)]
OPP2 = [C("buddha", n) for n in range(1, 8)]


def dukal_game(**kw):
    return pos([DUKAL_HAND, OPP1, OPP2], **kw)


def test_ganjifa_dukal_is_offered_and_wins_every_discard():
    game = dukal_game()
    dukal = LeadDukal(tuple(DUKAL_HAND[:5]))
    assert dukal in game.legal_actions()
    events = game.apply(dukal)
    assert events[0].rule == "ganjifa.dukal" and game.current_player == 1 and game.phase == "discard"
    # Discards are free: no duty to follow suit, any cards, all at once or a few at a time.
    game.apply(DiscardForDukal((C("kurma", 7), C("kurma", 1))))
    assert game.current_player == 1
    game.apply(DiscardForDukal((C("kurma", 2), C("kurma", 3), C("kurma", 4))))
    assert game.current_player == 2
    game.apply(DiscardForDukal(tuple(OPP2[:5])))
    assert game.scores == [15, 0, 0]
    assert game.current_player == 0 and game.phase == "lead"  # the leader leads again
    assert [len(h) for h in game.hands] == [2, 2, 2]
    assert game.view(1)["captured"][0][-1] in [c.to_json() for c in OPP2 + OPP1 + DUKAL_HAND]


def test_ganjifa_dukal_runs_may_be_any_unbroken_stretch():
    hand = [C("kalki", "raja"), C("kalki", "mantri")] + [C("kalki", n) for n in (2, 3, 4, 5)]
    game = pos([hand, OPP1[:6], OPP2[:6]])
    dukals = sorted(len(a.cards) for a in game.legal_actions() if isinstance(a, LeadDukal))
    assert dukals == [5, 5, 6]  # 2-3-4, 3-4-5, 2-3-4-5


@pytest.mark.parametrize(
    "cards, words",
    [
        ((C("varaha", "raja"), C("varaha", "mantri"), C("varaha", 3), C("varaha", 4), C("varaha", 7)), "unbroken"),
        ((C("varaha", "raja"), C("varaha", 3), C("varaha", 4), C("varaha", 5)), "Mantri"),
        ((C("varaha", "raja"), C("varaha", "mantri"), C("varaha", 3), C("varaha", 4)), "at least 3"),
        ((C("varaha", "raja"), C("varaha", "mantri"), C("varaha", 3), C("varaha", 4), C("kalki", 1)), "one suit"),
    ],
)
def test_ganjifa_dukal_invalid_sequences_are_refused(cards, words):
    err = refused(dukal_game(), LeadDukal(cards), "ganjifa.dukal")
    assert words in err.message


def test_ganjifa_dukal_only_when_leading_and_never_on_the_first_trick():
    game = pos([OPP1, DUKAL_HAND, OPP2])
    game.apply(play("kurma", 1))
    refused(game, LeadDukal(tuple(DUKAL_HAND[:5])), "ganjifa.dukal")
    first = Ganjifa.from_position(
        hands=[[*DUKAL_HAND, C("rama", "raja")], [*OPP1, C("kalki", 9)], [*OPP2, C("kalki", 8)]],
        first_trick=True,
        leader=0,
    )
    assert not any(isinstance(a, LeadDukal) for a in first.legal_actions())


def test_ganjifa_dukal_may_not_be_larger_than_any_remaining_hand():
    """ganjifa.dukal: hands stay equal in size (every trick and Dukal takes as many cards
    from each), so a Dukal from the leader's own hand always fits the others' hands: even
    a whole hand led as one Dukal is allowed, and each opponent discards all it holds. A
    position where the opponents hold fewer cards than the leader cannot arise."""
    hand = DUKAL_HAND[:5]  # Raja, Mantri, 3, 4, 5 of Varaha: the whole hand
    game = pos([hand, OPP1[:5], OPP2[:5]])
    assert LeadDukal(tuple(hand)) in game.legal_actions()
    game.apply(LeadDukal(tuple(hand)))
    game.apply(DiscardForDukal(tuple(OPP1[:5])))
    events = game.apply(DiscardForDukal(tuple(OPP2[:5])))
    assert game.is_over and game.scores == [15, 0, 0] and events[-1].rule == "ganjifa.end"
    with pytest.raises(ValueError, match="hand sizes"):
        pos([DUKAL_HAND, OPP1[:4], OPP2[:4]])


def test_ganjifa_dukal_discards_must_be_owed_and_held():
    game = dukal_game()
    game.apply(LeadDukal(tuple(DUKAL_HAND[:5])))
    refused(game, play("kurma", 1), "ganjifa.dukal")
    refused(game, DiscardForDukal(tuple(OPP1[:6])), "ganjifa.dukal")  # owes 5, not 6
    refused(game, DiscardForDukal((C("buddha", 1),)), "ganjifa.dukal")  # not in this hand
    refused(game, DiscardForDukal((C("kurma", 1), C("kurma", 1))), "input")


# ------------------------------------------------------------------------ ganjifa.end


def test_ganjifa_end_highest_score_wins():
    game = pos([[C("kurma", 5)], [C("kurma", 1)], [C("kurma", 9)]], captured=[[C("kalki", 1)], [], []])
    for a in (play("kurma", 5), play("kurma", 1), play("kurma", 9)):
        events = game.apply(a)
    assert game.is_over and game.winners == [1] and game.scores == [1, 3, 0]
    assert events[-1].rule == "ganjifa.end"


def test_ganjifa_end_ties_for_highest_share_the_win():
    game = pos(
        [[C("kurma", 5)], [C("kurma", 1)], [C("kurma", 9)]], captured=[[C("kalki", n) for n in (1, 2, 3)], [], []]
    )
    for a in (play("kurma", 5), play("kurma", 1), play("kurma", 9)):
        events = game.apply(a)
    assert game.winners == [0, 1] and "shared" in events[-1].text


# ------------------------------------------------------------------ engine invariants


def test_card_conservation_after_every_action():
    for seed in range(5):
        game, rng = Ganjifa(seed=seed), random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
            assert sorted(all_cards(game)) == list(range(120))
        assert sum(game.scores) == 120


def test_opponent_cards_never_in_a_seat_view_or_log():
    game, rng = Ganjifa(seed=3), random.Random(3)
    for _ in range(10):
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    assert view["hands"][1] is None and view["hands"][2] is None
    text = repr(game.visible_log(0)) + repr(view)
    for seat in (1, 2):
        for card in game.hand(seat):
            assert repr(card.to_json()) not in text


def test_card_json_and_actions():
    assert Card("rama", 7).to_json() == {"suit": "rama", "rank": 7}
    assert Card.from_json({"suit": "kalki", "rank": "raja"}) == Card("kalki", "raja")
    assert play("rama", 7).to_json() == {"kind": "play", "card": {"suit": "rama", "rank": 7}}
    assert Ganjifa.decode_action({"kind": "dukal", "cards": [{"suit": "rama", "rank": "raja"}]}) == LeadDukal(
        (Card("rama", "raja"),)
    )
    for bad in (
        {"kind": "play", "card": {"suit": "rama", "rank": 11}},
        {"kind": "play", "card": "rama 7"},
        {"kind": "discard", "cards": []},
        {"kind": "play", "card": {"suit": "shiva", "rank": 1}},
        {"kind": "play", "card": {"suit": "rama", "rank": True}},
    ):
        with pytest.raises(IllegalAction) as err:
            Ganjifa.decode_action(bad)
        assert err.value.rule == "input"
    assert eval(repr(Card("rama", "raja"))) == Card("rama", "raja")


# ------------------------------------------------------------------ the state, in cards


def test_ganjifa_deal_the_public_state_reads_as_cards():
    """ganjifa.deal, ganjifa.follow, ganjifa.capture: a student typing ``game.hands[0]``,
    ``game.trick`` or ``game.captured`` in a notebook sees cards, not 120-bit numbers;
    they are read-only views of the engine's masks."""
    game = Ganjifa(seed=4)
    first = game.hands[0][0]
    assert repr(first) == f"Card(suit={first.suit!r}, rank={first.rank!r})" and eval(repr(first)) == first
    assert game.hands[0] == game.hand(0) and all(len(h) == 40 for h in game.hands)
    assert not re.search(r"\d{6}", repr(game.hands) + repr(game.captured) + repr(game.trick))
    for seat in range(3):
        assert {c.index for c in game.hands[seat]} == {c for c in range(120) if game._hands[seat] >> c & 1}
    game.apply(PlayCard(Card("rama", "raja")))
    assert game.trick == [Play(0, Card("rama", "raja"))]
    assert repr(game.trick) == "[Play(seat=0, card=Card(suit='rama', rank='raja'))]"
    seat, card = game.trick[0]
    assert (seat, card) == (0, Card("rama", "raja")) and eval(repr(game.trick[0])) == game.trick[0]
    while game.trick:
        game.apply(game.legal_actions()[0])
    assert sorted(c for pile in game.captured for c in pile) == sorted(p.card for p in game.played)
    with pytest.raises(AttributeError):
        game.hands = []
