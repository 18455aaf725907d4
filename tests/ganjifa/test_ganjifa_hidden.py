"""Hidden information in Ganjifa: worlds redrawn from one seat's knowledge keep everything
public, and what a learner is told depends on nothing else.

Rule ids: ganjifa.opening-lead (the trump Raja's holder is public from the deal: the log
names them, and they must lead it), ganjifa.deal (the 120 cards, each once; a seat sees
only its own hand), ganjifa.void (shown voids constrain the redeal), ganjifa.follow
(a player can only play a card they hold), and every rule a lesson teaches.
"""

import random
from math import comb

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.determinize import determinize
from rules_engine.ganjifa.lessons import LESSONS
from rules_engine.ganjifa.probability import Knowledge, holding_distribution, p_holds, p_holds_none

TRUMP = {"day": "rama", "night": "krishna"}


def every_card(game):
    """Indices of every card in the game, wherever it is (hands, piles, trick, Dukal)."""
    cards = [c.index for pile in game.hands + game.captured for c in pile] + [p.card.index for p in game.trick]
    if game.dukal:
        cards += [c.index for c in game.dukal["cards"]]
        cards += [c.index for pile in game.dukal["discards"].values() for c in pile]
    return cards


def opening_holder(game):
    """The seat the log publicly names as holding the trump Raja (the "opening" event)."""
    return next(e.data["seat"] for e in game.log if e.kind == "opening")


def stops(seed):
    """Moves at which to look: the deal itself, the opening lead, and random later points."""
    rng = random.Random(seed)
    return {0, 1, rng.randrange(2, 40), rng.randrange(40, 119)}


def games_to_check(seeds=range(40)):
    """(game, seat) at move 0 and at random points of random deals, both periods, every
    seat, and every Dukal discard phase met on the way."""
    for seed in seeds:
        game = Ganjifa(seed=seed, period="night" if seed % 2 else "day")
        rng, at = random.Random(seed), stops(seed)
        while not game.is_over:
            if len(game.history) in at or game.phase == "discard":
                for seat in range(3):
                    yield game.clone(), seat
            game.apply(rng.choice(game.legal_actions()))


def replays_with_cards_held(world):
    """Walk the world's history from its dealt hands: every card played, led in a Dukal or
    discarded was in the hand of the player who moved (computed apart from the engine's
    own checks)."""
    hands = [set(c for c in range(120) if mask >> c & 1) for mask in world._initial_hands]
    replay = Ganjifa(seed=world.seed, period=world.options["period"])
    replay._hands, replay._initial_hands = list(world._initial_hands), list(world._initial_hands)
    for action in world.history:
        seat = replay.current_player
        cards = [action.card] if isinstance(action, PlayCard) else list(action.cards)
        for card in cards:
            assert card.index in hands[seat], (seat, card)
            hands[seat].discard(card.index)
        replay.apply(action)
    assert [set(c.index for c in h) for h in replay.hands] == hands
    return True


# ------------------------------------------------------------------- resample_hidden


def test_opening_lead_redrawn_worlds_keep_the_named_raja_holder_and_every_card_once():
    """ganjifa.opening-lead, ganjifa.deal: at move 0 and at random points, redrawing what
    each seat cannot see keeps the 120 cards (each once), leaves the trump Raja with the
    holder the log names until it is led, keeps the seat's view, and replays the same
    history with every card played by a player who held it."""
    checked = opening = 0
    for game, seat in games_to_check():
        for i in range(2):
            world = game.resample_hidden(seat, random.Random(1000 * seat + i))
            assert sorted(every_card(world)) == list(range(120))
            assert world.history == game.history and world.view(seat) == game.view(seat)
            raja = Card(TRUMP[game.options["period"]], "raja")
            if not game.history:
                opening += 1
                holder = opening_holder(game)
                assert raja in world.hands[holder], (game.seed, seat)
                assert world.legal_actions() == [PlayCard(raja)] and world.current_player == holder
            assert replays_with_cards_held(world)
            checked += 1
    assert checked > 500 and opening == 2 * 3 * 40


def test_opening_lead_determinize_never_raises_and_matches_the_view():
    """ganjifa.opening-lead, ganjifa.void: the search bot's determinization builds a real
    game from a seat's view at every point (the deal, the opening lead, tricks, Dukal
    discards): it never raises, shows that seat the same view, keeps the trump Raja with
    its named holder before it is led, and its legal actions are the real ones."""
    phases = set()
    for game, seat in games_to_check(range(30)):
        view = game.view(seat)
        for i in range(4):
            world = determinize(view, random.Random(i))
            mine = world.view(seat)
            for key in (
                "hands",
                "hand_sizes",
                "trick",
                "captured",
                "dukal",
                "phase",
                "current_player",
                "first_trick",
                "trump",
                "leader",
            ):
                assert mine[key] == view[key], key
            if not game.history:
                raja = Card(TRUMP[game.options["period"]], "raja")
                assert raja in world.hands[opening_holder(game)]
            if game.current_player == seat:
                assert world.legal_actions() == game.legal_actions()
            assert sorted(every_card(world)) == list(range(120))
        phases.add(game.phase)
    assert phases == {"lead", "follow", "discard"}


def test_opening_lead_a_card_not_held_cannot_be_played_even_to_open():
    """ganjifa.opening-lead, ganjifa.follow: apply checks ownership everywhere, the opening
    lead included, so a world that lost track of the Raja could never play it twice."""
    game = Ganjifa(seed=1)
    holder = game.current_player
    raja = Card("rama", "raja")
    other = (holder + 1) % 3
    game._hands[holder] &= ~(1 << raja.index)  # corrupt the state on purpose
    game._hands[other] |= 1 << raja.index
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(raja))
    assert err.value.rule == "ganjifa.opening-lead" and "don't hold" in err.value.message
    assert len(every_card(game)) == 120


# ------------------------------------------------------------------ what a seat knows


def test_opening_lead_knowledge_sets_the_raja_aside_with_its_holder():
    """ganjifa.opening-lead, ganjifa.deal: right after the deal, a seat without the trump
    Raja knows who holds it; the other 79 unseen cards are a uniform split, 39 to the
    holder and 40 to the other opponent. Exact values by hand (hypergeometric)."""
    for seed in range(12):
        game = Ganjifa(seed=seed)
        holder = game.current_player
        raja = Card("rama", "raja").index
        for seat in (s for s in range(3) if s != holder):
            k = Knowledge.from_game(game, seat)
            other = 3 - seat - holder
            assert k == Knowledge.at_deal(game.hand(seat), seat, opener=holder)
            assert p_holds(k, holder, raja) == 1.0 and p_holds(k, other, raja) == 0.0
            card = next(c for c in range(120) if k.unseen >> c & 1 and c != raja)
            assert p_holds(k, holder, card) == pytest.approx(39 / 79)
            assert p_holds(k, other, card) == pytest.approx(40 / 79)
            two = [c for c in range(120) if k.unseen >> c & 1 and c != raja][:2]
            assert p_holds_none(k, holder, two) == pytest.approx(comb(77, 39) / comb(79, 39))
            dist = holding_distribution(k, holder, [*two, raja])
            assert dist[0] == 0.0 and dist[1] == pytest.approx(comb(77, 39) / comb(79, 39))
            assert k.ways(holder) == comb(79, 39)
            rng = random.Random(seed)
            for _ in range(20):
                hands = k.deal(rng)
                assert hands[holder] >> raja & 1 and hands[holder].bit_count() == 40


def test_opening_lead_knowledge_with_cards_out_of_play():
    """ganjifa.opening-lead: in a lesson-style position (cards out of play, nothing
    captured yet) the Raja is still set aside with its holder: player 1 leads it, so from
    player 0's seat player 1's other 2 cards and player 2's 3 come from the 116 other
    unseen cards."""
    hands = [
        [Card("kalki", 1), Card("kalki", 2), Card("kalki", 3)],
        [Card("rama", "raja"), Card("buddha", 1), Card("buddha", 2)],
        [Card("matsya", 1), Card("matsya", 2), Card("matsya", 3)],
    ]
    game = Ganjifa.from_position(hands=hands, leader=1, first_trick=True)
    k = Knowledge.from_game(game, 0)
    raja, card = Card("rama", "raja").index, Card("buddha", 1).index
    assert p_holds(k, 1, raja) == 1.0 and p_holds(k, 2, raja) == 0.0
    assert p_holds(k, 1, card) == pytest.approx(2 / 116) and p_holds(k, 2, card) == pytest.approx(3 / 116)
    assert k.ways(1) == comb(116, 2) * comb(114, 3)
    world = determinize(game.view(0), random.Random(0))
    assert world.current_player == 1 and world.legal_actions() == [PlayCard(Card("rama", "raja"))]


# ------------------------------------------------------------------ lesson feedback


def first_moves(game, rng):
    """Every legal first action, and a few illegal ones: cards the learner does not hold
    or may not play, a Dukal and a discard that do not fit, and input that is no action."""
    legal = game.legal_actions()
    illegal = [a for a in (PlayCard(c) for c in rng.sample(CARDS, 12)) if a not in legal][:5]
    hand = game.hand(game.current_player)
    illegal += [LeadDukal(tuple(hand[:3])), DiscardForDukal((hand[0],)), {"kind": "play", "card": "rama 7"}]
    return legal, [a for a in illegal if a not in legal]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda item: item.id)
def test_lesson_feedback_is_the_same_in_every_redrawn_world(lesson):
    """Every rule a lesson teaches: feedback may use only what the learner knows (their
    hand, the cards played, the captured piles, the voids shown). For every legal first
    move and a few illegal ones, the verdict, the text and the rule cited are identical in
    the real starting game and in 20 worlds where every hidden card is redrawn."""
    game = lesson.start()
    worlds = [game.resample_hidden(lesson.seat, random.Random(i)) for i in range(20)]
    assert any(w.view(None) != game.view(None) for w in worlds), "no hidden card was ever redrawn"
    assert all(w.view(lesson.seat) == game.view(lesson.seat) for w in worlds)
    legal, illegal = first_moves(game, random.Random(lesson.id))
    for action in legal + illegal:
        truth, _ = lesson.judge(game, action)
        for i, world in enumerate(worlds):
            seen, _ = lesson.judge(world, action)
            assert (seen.correct, seen.text, seen.rule) == (truth.correct, truth.text, truth.rule), (action, i)
    assert any(lesson.judge(game, a)[0].correct for a in legal)
