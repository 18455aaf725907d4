"""Exacto bots: they see only their seat's view, always act legally, give reasons with
numbers, and the probability bots play well enough to crush random play."""

import random
import re
from functools import cache

import pytest

from rules_engine.arena import tournament
from rules_engine.bots import Bot, RandomBot, make_bot
from rules_engine.exacto import EXACTO, LIAR, Bid, Exacto
from rules_engine.exacto.bots import BOTS, BoldBot, CautiousBot, ProbabilityBot
from rules_engine.exacto.probability import p_at_least

THINKING = ["probability", "cautious", "bold", "beginner", "medium", "strong"]
NUMBER = re.compile(r"P\([^)]*\) = [01]\.\d\d")


def positions(count, seed, **options):
    """Positions from random play: fresh rounds, mid-bidding, small and full tables."""
    return _positions(count, seed, tuple(sorted(options.items())))


@cache  # built once per module run: tests only read them
def _positions(count, seed, options):
    options = dict(options)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = Exacto(players=rng.randint(2, 6), seed=rng.randrange(2**32), **options)
        while not game.is_over and len(found) < count:
            found.append(game.clone())
            game.apply(rng.choice(game.legal_actions()))
    return tuple(found)


def test_bots_table_maps_names_to_zero_argument_constructors():
    assert set(BOTS) >= {"random", "probability", "cautious", "bold"}
    for name, make in BOTS.items():
        bot = make()
        assert isinstance(bot, Bot)
        assert isinstance(make_bot("exacto", name), make)
    assert make_bot("exacto", "probability").name == "probability"
    with pytest.raises(ValueError, match="known"):
        make_bot("exacto", "oracle")


@pytest.mark.parametrize("name", THINKING)
def test_exacto_roll_bots_decide_from_the_view_alone(name):
    """exacto.roll: a mage sees only their own dice, so re-rolling every other cup
    (Game.resample_hidden) must not change the bot's decision."""
    bot = make_bot("exacto", name)
    for i, game in enumerate(positions(60, seed=11)):
        seat = game.current_player
        assert all(d is None for s, d in enumerate(game.view(seat)["dice"]) if s != seat)
        mine = bot.decide(game.view(seat), game.legal_actions(), random.Random(i))
        for k in range(3):
            other = game.resample_hidden(seat, random.Random(1000 * i + k))
            theirs = bot.decide(other.view(seat), other.legal_actions(), random.Random(i))
            assert theirs == mine


@pytest.mark.parametrize(
    "options", [{}, {"raise_rule": "perudo"}, {"bid_ones": True}], ids=["exacto-raise", "perudo-raise", "bid-ones"]
)
@pytest.mark.parametrize("name", ["random", *THINKING])
def test_exacto_raise_every_bot_action_is_legal(name, options):
    """exacto.raise / exacto.opening-bid / exacto.wild-ones in every variant."""
    bot = make_bot("exacto", name)
    rng = random.Random(3)
    for game in positions(150, seed=5, **options):
        seat = game.current_player
        legal = game.legal_actions()
        decision = bot.decide(game.view(seat), legal, rng)
        assert decision.action in legal
        assert game.is_legal(decision.action)


@pytest.mark.parametrize("name", THINKING)
def test_probability_bot_reasons_carry_the_numbers(name):
    bot = make_bot("exacto", name)
    rng = random.Random(8)
    for game in positions(80, seed=9):
        seat = game.current_player
        reason = bot.decide(game.view(seat), game.legal_actions(), rng).reason.render("en")
        assert NUMBER.search(reason), reason


def test_exacto_liar_called_on_an_impossible_bid():
    """exacto.liar: nine threes with no three or one in my cup and five hidden dice."""
    game = Exacto.from_position([[2, 4, 5, 6, 6], [3, 3, 3, 3, 3]], current=0, bid=(9, 3))
    decision = ProbabilityBot().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert decision.action == LIAR
    assert "P(at least 9 threes) = 0.00" in decision.reason.render("en")


def test_exacto_raise_never_doubts_a_bid_its_own_cup_makes_true():
    """exacto.raise: holding three fives and a one, 'four fives' is certain: raise."""
    game = Exacto.from_position([[5, 5, 5, 1, 2], [2, 2, 2, 2, 2]], current=0, bid=(4, 5))
    for bot in (ProbabilityBot(), CautiousBot(), BoldBot()):
        decision = bot.decide(game.view(0), game.legal_actions(), random.Random(1))
        assert isinstance(decision.action, Bid), decision
        assert decision.reason.render("en").startswith("Raise to")


def test_exacto_exacto_called_when_the_exact_count_is_likely():
    """exacto.exacto: three threes in my cup, one hidden die, bid 'three threes':
    exactly three with P = 2/3, and any raise needs the hidden die."""
    game = Exacto.from_position([[3, 3, 1, 5, 6], [2]], current=0, bid=(3, 3))
    decision = ProbabilityBot().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert decision.action == EXACTO
    assert "P(exactly 3 threes) = 0.67" in decision.reason.render("en")


def test_probability_bot_opens_near_the_expected_count():
    """exacto.opening-bid: a bid about as likely true as not, on the face it holds most."""
    game = Exacto.from_position([[4, 4, 1, 2, 6], *[[2, 3, 5, 5, 6]] * 5], current=0)
    decision = ProbabilityBot(bluff=0).decide(game.view(0), game.legal_actions(), random.Random(0))
    assert decision.action == Bid(11, 4)  # 3 in hand + 25/3 expected
    assert "P(at least 11 fours) = 0.63" in decision.reason.render("en")
    assert p_at_least(12, 4, [4, 4, 1, 2, 6], 25) < 0.5  # one more would be a bad bet


def test_bot_decisions_are_reproducible_from_the_rng():
    game = positions(1, seed=4)[0]
    view, legal = game.view(game.current_player), game.legal_actions()
    bot = BoldBot()
    assert [bot.decide(view, legal, random.Random(s)) for s in range(20)] == [
        bot.decide(view, legal, random.Random(s)) for s in range(20)
    ]


@pytest.mark.parametrize("bad", [{"risk": 1.5}, {"bluff": -0.1}, {"exacto_threshold": 2}])
def test_probability_bot_refuses_parameters_outside_zero_one(bad):
    with pytest.raises(ValueError):
        ProbabilityBot(**bad)


@pytest.mark.slow  # an arena run: 200 games a bot
@pytest.mark.parametrize("name", THINKING)
def test_probability_bots_clearly_beat_random(name):
    """200 two-mage games, seats alternating, fixed seed: far above the 0.5 of no edge."""
    result = tournament(
        "exacto", {name: name, "random": RandomBot()}, games=200, seed=2024, processes=1, progress=False
    )
    stats = result[name]
    assert stats.games == 200
    assert stats.win_rate > 0.85 and stats.ci[0] > 0.75, result
