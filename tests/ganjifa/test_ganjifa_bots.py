"""Ganjifa bots (rules_engine/ganjifa/bots.py) and the playouts they search with
(rules_engine/ganjifa/determinize.py): legal in every phase, decided from the seat's view
alone, reasons with numbers (messages of Ganjifa's table, read here in English), the
heuristic beats random play, the search keeps its time limit, and the fast playout state
agrees with the engine move for move."""

import random
import re
import time
from functools import cache

import pytest
from support.positions import DUKAL_HANDS

from rules_engine.arena import tournament
from rules_engine.bots import Bot, RandomBot, make_bot
from rules_engine.ganjifa import Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.bots import BOTS, HeuristicBot, SearchBot, StrongSearchBot
from rules_engine.ganjifa.cards import SUIT_MASK
from rules_engine.ganjifa.determinize import (
    ENC,
    POLICIES,
    Playout,
    best_dukal,
    deal_hidden,
    determinize,
    encode_mask,
    engine_action,
    heuristic_follow,
    heuristic_lead,
    seeing_follow,
    seeing_lead,
    weakest,
)
from rules_engine.ganjifa.game import allowed_plays
from rules_engine.ganjifa.probability import Knowledge

NUMBER = re.compile(r"\d")


def C(suit, rank):
    return Card(suit, rank)


def fast_search():
    """A search bot that is quick and deterministic (no time limit) for the tests."""
    return SearchBot(iterations=40, time_limit=None)


TEST_BOTS = {
    "heuristic": HeuristicBot,
    "search": fast_search,
    "search-random": lambda: SearchBot(iterations=30, time_limit=None, policy="random"),
}


def in_play(view):
    """Cards not yet captured: in hands, on the table, in a Dukal being answered."""
    count = sum(view["hand_sizes"]) + len(view["trick"])
    if view["dukal"]:
        count += len(view["dukal"]["cards"]) + sum(len(p) for p in view["dukal"]["discards"].values())
    return count


def dukal_position():
    return Ganjifa.from_position(hands=DUKAL_HANDS, leader=0, first_trick=False)


@cache
def positions(count=60, seed=11):
    """Positions from random play in every phase: opening lead, leads, follows, Dukal leads
    and discards (random deals rarely reach a discard, so Dukal positions are added)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = Ganjifa(seed=rng.randrange(2**32), period=rng.choice(["day", "night"]))
        steps = 0
        while not game.is_over and len(found) < count:
            if (
                steps % 11 == 0
                or game.phase == "discard"
                or any(isinstance(a, LeadDukal) for a in game.legal_actions())
            ):
                found.append(game.clone())
            game.apply(rng.choice(game.legal_actions()))
            steps += 1
    game = dukal_position()
    found.append(game.clone())
    game.apply(LeadDukal(tuple(DUKAL_HANDS[0][5:11])))
    found.append(game.clone())  # seat 1 owes 6 discards
    game.apply(DiscardForDukal(tuple(DUKAL_HANDS[1][:2])))
    found.append(game.clone())  # seat 1 owes 4 more
    return tuple(found)


def test_bots_table_maps_names_to_zero_argument_constructors():
    assert set(BOTS) >= {"random", "heuristic", "search", "search-strong"}
    for name, make in BOTS.items():
        bot = make()
        assert isinstance(bot, Bot)
        assert isinstance(make_bot("ganjifa", name), make)
    assert make_bot("ganjifa", "search").name == "search"
    assert isinstance(make_bot("ganjifa", "search-strong"), StrongSearchBot)
    with pytest.raises(ValueError, match="known"):
        make_bot("ganjifa", "oracle")


@pytest.mark.parametrize("name", sorted(TEST_BOTS))
def test_every_bot_returns_a_legal_action_with_a_reason_with_numbers(name):
    """ganjifa.follow, ganjifa.void, ganjifa.dukal: in every phase (including Dukal leads
    and discards), the bot's action is one of the legal ones and its reason has numbers."""
    bot, rng = TEST_BOTS[name](), random.Random(3)
    phases = set()
    for game in positions():
        legal = game.legal_actions()
        decision = bot.decide(game.view(game.current_player), legal, rng)
        assert decision.action in legal and game.is_legal(decision.action)
        assert NUMBER.search(decision.reason.render("en")), decision.reason
        phases.add(game.phase)
    assert phases == {"lead", "follow", "discard"}


def test_random_bot_is_legal_everywhere_too():
    bot, rng = make_bot("ganjifa", "random"), random.Random(1)
    assert isinstance(bot, RandomBot)
    for game in positions():
        assert bot.choose(game.view(game.current_player), game.legal_actions(), rng) in game.legal_actions()


@pytest.mark.parametrize("name", sorted(TEST_BOTS))
def test_bots_decide_from_the_view_alone(name):
    """ganjifa.deal: a player sees only their own cards, so redealing everything the seat
    cannot see (``resample_hidden``, keeping shown voids) changes neither the decision nor
    the reason, with the same bot rng."""
    bot = TEST_BOTS[name]()
    checked = 0
    for i, game in enumerate(positions()[::3]):
        seat = game.current_player
        other = game.resample_hidden(seat, random.Random(i))
        if other.view(None) == game.view(None):
            continue
        a = bot.decide(game.view(seat), game.legal_actions(), random.Random(i))
        b = bot.decide(other.view(seat), other.legal_actions(), random.Random(i))
        assert a == b
        checked += 1
    assert checked >= 10


def test_heuristic_leads_its_largest_dukal():
    """ganjifa.dukal: holding two Dukals it leads the larger (6 Kalki before 5 Varaha)."""
    game = dukal_position()
    decision = HeuristicBot().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert isinstance(decision.action, LeadDukal) and len(decision.action.cards) == 6
    assert "18 cards" in decision.reason.render("en")


def test_heuristic_discards_its_weakest_cards_and_keeps_winners_and_trumps():
    """ganjifa.dukal: discards are free; the bot gives its lowest side-suit numbers first."""
    hands = [
        DUKAL_HANDS[0],
        [C("kurma", "raja"), C("rama", 4), C("rama", 9), C("matsya", 10), C("matsya", 9), C("kalki", 1)]
        + [C("kurma", n) for n in range(3, 9)],
        DUKAL_HANDS[2],
    ]
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False)
    game.apply(LeadDukal(tuple(DUKAL_HANDS[0][:5])))
    bot, discarded = HeuristicBot(), []
    for _ in range(5):
        decision = bot.decide(game.view(1), game.legal_actions(), random.Random(0))
        discarded.append(decision.action.cards[0])
        game.apply(decision.action)
    assert C("kurma", "raja") not in discarded and C("rama", 9) not in discarded and C("rama", 4) not in discarded
    assert C("kalki", 1) in discarded and C("matsya", 10) in discarded  # the weakest numbers go first


def test_heuristic_wins_cheaply_when_last_and_throws_low_when_it_cannot_win():
    """ganjifa.trick-winner: last to play, it wins with the lowest card that wins; unable
    to win, it throws its lowest card."""
    hands = [
        [C("kalki", 4), C("kalki", 2), C("buddha", 2)],
        [C("kalki", 6), C("matsya", 1), C("buddha", 3)],
        [C("kalki", 9), C("kalki", 7), C("kalki", 1)],
    ]
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False, trick=None)
    game.apply(PlayCard(C("kalki", 4)))
    game.apply(PlayCard(C("kalki", 6)))
    decision = HeuristicBot().decide(game.view(2), game.legal_actions(), random.Random(0))
    assert decision.action == PlayCard(C("kalki", 7)) and "cheaply" in decision.reason.render("en")
    hands[2] = [C("kalki", 5), C("kalki", 3), C("kalki", 1)]
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False)
    game.apply(PlayCard(C("kalki", 4)))
    game.apply(PlayCard(C("kalki", 6)))
    decision = HeuristicBot().decide(game.view(2), game.legal_actions(), random.Random(0))
    assert decision.action == PlayCard(C("kalki", 1)) and "Threw" in decision.reason.render("en")


@pytest.mark.slow  # an arena run: 40 games
def test_heuristic_beats_random_in_a_seeded_match():
    """ganjifa.objective: one heuristic bot against two random ones takes far more than a
    third of the 120 cards (it averages about 58 over hundreds of deals)."""
    result = tournament(
        "ganjifa",
        {"heuristic": "heuristic", "random#1": "random", "random#2": "random"},
        games=40,
        seed=2024,
        processes=1,
        progress=False,
    )
    heuristic = result["heuristic"].mean_score  # 53.3 with this seed; a third is 40
    assert heuristic > 45
    assert heuristic > result["random#1"].mean_score + 8 and heuristic > result["random#2"].mean_score + 8


def test_search_bot_respects_its_time_limit():
    game = Ganjifa(seed=8)
    rng = random.Random(8)
    while len(game.history) < 4 or game.phase != "lead":
        game.apply(rng.choice(game.legal_actions()))
    bot = SearchBot(iterations=10**7, time_limit=0.2)
    start = time.perf_counter()
    decision = bot.decide(game.view(game.current_player), game.legal_actions(), random.Random(0))
    elapsed = time.perf_counter() - start
    assert elapsed < 0.5
    assert decision.action in game.legal_actions()
    assert "time limit" in decision.reason.render("en") and 0 < bot.last_playouts < 10**7


def test_search_bot_iterations_set_its_effort():
    game = positions()[5]
    legal = game.legal_actions()
    small, big = SearchBot(iterations=20, time_limit=None), SearchBot(iterations=200, time_limit=None)
    view = game.view(game.current_player)
    small.decide(view, legal, random.Random(0))
    big.decide(view, legal, random.Random(0))
    if len(legal) > 1:
        assert small.last_playouts < big.last_playouts <= 200 + len(legal)
    with pytest.raises(ValueError):
        SearchBot(iterations=0)
    with pytest.raises(ValueError):
        SearchBot(time_limit=0)


def test_search_bot_takes_a_sure_dukal():
    """ganjifa.dukal: a Dukal of 6 captures 18 cards at once; the search finds it too."""
    game = dukal_position()
    decision = fast_search().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert isinstance(decision.action, LeadDukal)


# ------------------------------------------------------------------- determinizing


def test_determinized_deals_fit_the_view():
    """ganjifa.void, ganjifa.deal: the seat's own hand is kept, the opponents get the unseen
    cards in their hand sizes, and nobody gets a suit it has shown to lack."""
    for i, game in enumerate(positions()[::4]):
        seat = game.current_player
        view = game.view(seat)
        hands = deal_hidden(view, random.Random(i))
        assert hands[seat] == game._hands[seat]
        assert [h.bit_count() for h in hands] == [h.bit_count() for h in game._hands]
        others = [s for s in range(3) if s != seat]
        unseen = Knowledge.from_view(view).unseen
        assert (
            unseen & (game._hands[others[0]] | game._hands[others[1]])
            == game._hands[others[0]] | game._hands[others[1]]
        )
        if in_play(view) + sum(len(p) for p in view["captured"]) == 120:
            # a dealt game: the opponents hold exactly the unseen cards
            assert hands[others[0]] | hands[others[1]] == unseen
        else:  # a position may leave cards out of play
            assert (hands[others[0]] | hands[others[1]]) & ~unseen == 0
        for s, voids in enumerate(game.voids()):
            for suit in voids:
                assert not hands[s] & SUIT_MASK[suit]
        alt = determinize(view, random.Random(i))  # Dukal discard phases included
        mine = alt.view(seat)
        for key in ("hands", "hand_sizes", "trick", "current_player", "first_trick", "trump", "dukal", "phase"):
            assert mine[key] == view[key], key


def test_playout_state_agrees_with_the_engine_move_for_move():
    """ganjifa.follow, ganjifa.void, ganjifa.trick-winner, ganjifa.capture, ganjifa.dukal:
    the integer playout state follows every engine move (random games, Dukals included)
    with the same hands, trick, player to move, legal cards and points."""
    for seed in range(12):
        game, rng = (
            (dukal_position(), random.Random(seed))
            if seed < 3
            else (Ganjifa(seed=seed, period="night" if seed % 2 else "day"), random.Random(seed))
        )
        seat = game.current_player
        playout = Playout.from_view(game.view(seat), game._hands)
        start = list(game.scores)
        while not game.is_over:
            assert playout.hands == [encode_mask(h) for h in game._hands]
            assert playout.trick == [ENC[c] for _, c in game._trick]
            assert playout.to_move == game.current_player
            legal = game.legal_actions()
            me = game.current_player
            if game.trick and not game.dukal:
                plays = sum(1 << ENC[a.card.index] for a in legal)
                assert allowed_plays(playout.hands[me], playout.trick[0] // 12, playout.trump) == plays
            elif not game.dukal and not game.first_trick:
                dukal = best_dukal(playout.hands[me], min(h.bit_count() for h in playout.hands))
                assert bool(dukal) == any(isinstance(a, LeadDukal) for a in legal)
                if dukal:
                    assert engine_action(("dukal", dukal)) in legal
            action = rng.choice(legal)
            if seed < 3 and any(isinstance(a, LeadDukal) for a in legal):
                action = next(a for a in legal if isinstance(a, LeadDukal))
            game.apply(action)
            if isinstance(action, PlayCard):
                playout.play(ENC[action.card.index])
            elif isinstance(action, LeadDukal):
                playout.lead_dukal(sum(1 << ENC[c.index] for c in action.cards))
            else:
                playout.discard(sum(1 << ENC[c.index] for c in action.cards))
            assert [int(game.scores[s] - start[s]) for s in range(3)] == playout.points
        assert playout.to_move is None


@pytest.mark.parametrize("policy", ["heuristic", "seeing"])
def test_playout_policies_make_only_legal_moves(policy):
    """Every move the playout policies make, replayed through the engine, is legal, and the
    points they count are the engine's."""
    lead, follow = (heuristic_lead, heuristic_follow) if policy == "heuristic" else (seeing_lead, seeing_follow)
    for game in positions()[::5]:
        game = game.clone()
        playout = Playout.from_view(game.view(game.current_player), game._hands)
        start = list(game.scores)
        while not game.is_over:
            seat = game.current_player
            if game.dukal:
                move = ("discard", weakest(playout.hands[seat], game.dukal["owed"][seat], playout.trump))
            elif not game.trick:
                move = lead(playout.hands, seat, game.first_trick, playout.trump)
            else:
                move = ("play", follow(playout.hands, seat, playout.trick, playout.trump))
            action = engine_action(move)
            assert game.is_legal(action), (policy, action)
            game.apply(action)
            {"play": playout.play, "dukal": playout.lead_dukal, "discard": playout.discard}[move[0]](move[1])
        assert [int(game.scores[s] - start[s]) for s in range(3)] == playout.points


@pytest.mark.parametrize("policy", POLICIES)
def test_playouts_share_out_every_card_left(policy):
    for i, game in enumerate(positions()[::6]):
        view = game.view(game.current_player)
        knowledge = Knowledge.from_view(view)
        playout = Playout.from_view(view, knowledge.deal(random.Random(i)))
        assert sum(playout.copy().run(policy, random.Random(i))) == in_play(view)
    with pytest.raises(ValueError):
        playout.run("oracle")
