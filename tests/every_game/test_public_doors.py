"""The doors a student's code walks through: what a notebook naturally types
must work, what the engine gives must be what it takes, and every refusal is a sentence.

Doors: actions built in Python (``LeadDukal([...])``, ``Bid(np.int64(3), 4)``), actions as
JSON (``game.apply({...})``), saved games (``Game.from_json``), positions
(``from_position``, and ``view_to_position`` back), the constructors of games and bots
(``players=``, ``seed=``, options). Rule ids: "input" (an action that cannot be read is
refused as input), ganjifa.dukal (a Dukal and its discards name several cards),
siggil.capture-free (a capture names several cards).
"""

import copy
import dataclasses
import json
import random

import numpy as np
import pytest
from support.positions import played, snapshot

from rules_engine import IllegalAction
from rules_engine.bots import Bot, RandomBot, make_bot
from rules_engine.core import Game, UnknownArgument, check_keywords, whole
from rules_engine.deductio import Deductio
from rules_engine.exacto import Exacto
from rules_engine.exacto import view_to_position as exacto_view_to_position
from rules_engine.exacto.game import Bid
from rules_engine.ganjifa import Card, DiscardForDukal, Ganjifa, LeadDukal
from rules_engine.ganjifa import view_to_position as ganjifa_view_to_position
from rules_engine.siggil import Capture, Siggil, Take
from rules_engine.siggil import Card as SCard

GAMES = {"exacto": Exacto, "ganjifa": Ganjifa, "deductio": Deductio, "siggil": Siggil}


# ----------------------------------------------------- 1. several cards: a list is fine


def dukal_hands():
    return [
        [Card("varaha", r) for r in ("raja", "mantri", 3, 4, 5)] + [Card("kalki", 1)],
        [Card("kurma", n) for n in range(1, 7)],
        [Card("buddha", n) for n in range(1, 7)],
    ]


@pytest.mark.parametrize("cls", [LeadDukal, DiscardForDukal])
def test_ganjifa_dukal_cards_as_a_list_are_the_tuple_form(cls):
    """ganjifa.dukal: ``LeadDukal([...])`` (what a student types) is the action
    ``LeadDukal((...))``: equal, hashing alike, its cards a tuple, still frozen."""
    cards = dukal_hands()[0][:5]
    listed, tupled = cls(list(cards)), cls(tuple(cards))
    assert listed == tupled and hash(listed) == hash(tupled)
    assert type(listed.cards) is tuple and listed.cards == tuple(cards)
    assert {listed: 1}[tupled] == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        listed.cards = ()


def test_ganjifa_dukal_led_and_answered_with_lists_plays_as_with_tuples():
    """ganjifa.dukal: a Dukal led with a list and answered with a list of discards plays
    exactly as with tuples (the same events, the same saved game)."""
    results = []
    for seq in (list, tuple):
        hands = dukal_hands()
        game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False, seed=1)
        game.apply(LeadDukal(seq(hands[0][:5])))
        game.apply(DiscardForDukal(seq(hands[1][:3])))
        results.append((snapshot(game), game.dukal["owed"]))
    assert results[0] == results[1]
    assert results[0][1] == {1: 2, 2: 5}


def siggil_capture_game():
    """Seat 0 to capture free spirit 3 with three cards of family 3 (2 players)."""
    sigil = [None] * 56
    for p, card in {27: SCard(7, 7), 55: SCard(7, 6), 54: SCard(7, 5)}.items():
        sigil[p] = {"card": card, "face_up": True}
    hands = [[SCard(3, 1), SCard(3, 5), SCard(3, 6), SCard(2, 2)], []]
    game = Siggil.from_position(sigil, hands, None, [3], 0, seed=1)
    game.apply(Take(27))
    return game


def test_siggil_capture_cards_as_a_list_are_the_tuple_form():
    """siggil.capture-free: ``Capture(3, [card, card, card])`` is the tuple form: equal,
    hashable, frozen, and captures exactly as it does."""
    cards = [SCard(3, 1), SCard(3, 5), SCard(3, 6)]
    listed, tupled = Capture(3, cards), Capture(3, tuple(cards))
    assert listed == tupled and hash(listed) == hash(tupled) and type(listed.cards) is tuple
    with pytest.raises(dataclasses.FrozenInstanceError):
        listed.cards = ()
    outcomes = []
    for action in (listed, tupled):
        game = siggil_capture_game()
        game.apply(action)
        outcomes.append(snapshot(game))
    assert outcomes[0] == outcomes[1]
    assert siggil_capture_game().is_legal(Capture(3, cards))


# --------------------------------------------------- 2. whole numbers, numpy's included


def test_whole_takes_every_integral_but_bool_as_a_plain_int():
    """The one whole-number check (rules_engine.core.whole): numpy's ints are the plain
    int they stand for; bools, floats and text are no whole number."""
    for value in (3, np.int64(3), np.int32(3), np.uint8(3), np.array([1, 3, 5])[1]):
        assert whole(value) == 3 and type(whole(value)) is int
    for value in (True, False, np.bool_(True), 3.0, np.float64(3.0), "3", None, [3]):
        assert whole(value) is None


def numpy_ints(value):
    """``value`` with every whole number (in cards and tuples too) made a numpy int."""
    if type(value) is int:
        return np.int64(value)
    if isinstance(value, tuple):
        return tuple(numpy_ints(v) for v in value)
    if isinstance(value, list):
        return [numpy_ints(v) for v in value]
    if isinstance(value, dict):
        return {k: numpy_ints(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value):
        return type(value)(**{f.name: numpy_ints(getattr(value, f.name)) for f in dataclasses.fields(value)})
    return value


@pytest.mark.parametrize("name", sorted(GAMES))
def test_input_actions_with_numpy_whole_numbers_play_as_plain_ones(name):
    """ "input", every game: an action whose numbers come from numpy (``rng.integers``, an
    ``np.array``), as an object or as JSON, is the action meant; the history is saved with
    plain ints, so the saved game and the behaviour digests are unchanged."""
    cls = GAMES[name]
    rng = random.Random(5)
    plain, from_numpy = cls(seed=11), cls(seed=11)
    for move in range(60):
        if plain.is_over:
            break
        action = rng.choice(plain.legal_actions())
        plain.apply(action)
        door = numpy_ints(action) if move % 2 else numpy_ints(action.to_json())
        from_numpy.apply(door)
    assert json.dumps(from_numpy.to_json()) == json.dumps(plain.to_json())
    assert from_numpy.view(None) == plain.view(None)
    assert all(type(v) is int for a in from_numpy.history for v in a.to_json().values() if isinstance(v, int))


def test_input_exacto_bid_from_numpy_and_the_numbers_still_refused():
    """ "input": ``Bid(np.int64(3), 4)`` is the bid 3 × 4; 2.5, 3.0, True and "3" are still
    refused as no whole number, whatever the door."""
    game = Exacto(players=3, seed=2)
    game.apply(Bid(np.int64(1), np.int64(2)))
    assert game.history[-1] == Bid(1, 2) and type(game.history[-1].quantity) is int
    for bad in (2.5, 3.0, np.float64(3.0), True, np.bool_(True), "3"):
        before = snapshot(game)
        for door in (Bid(bad, 4), {"kind": "bid", "quantity": bad, "face": 4}):
            with pytest.raises(IllegalAction) as err:
                game.apply(door)
            assert err.value.rule == "input" and "whole number" in err.value.message
        assert snapshot(game) == before


@pytest.mark.parametrize("name", sorted(GAMES))
def test_constructors_and_saved_games_take_numpy_whole_numbers(name):
    """``players=`` and ``seed=`` from numpy make the game the plain numbers make (and its
    saved JSON is the same); floats and bools are still refused."""
    cls = GAMES[name]
    players = cls.default_players
    game = cls(players=np.int64(players), seed=np.int64(42))
    assert type(game.players) is int and type(game.seed) is int
    assert game.to_json() == cls(players=players, seed=42).to_json()
    saved = numpy_ints(played(cls, 3, 10).to_json())
    assert Game.from_json(saved).to_json() == played(cls, 3, 10).to_json()
    assert type(game.view(np.int64(0))["seat"]) is int
    for bad in (float(players), True):
        with pytest.raises(ValueError, match="players"):
            cls(players=bad)
    for bad in (42.0, True, -1):
        with pytest.raises(ValueError, match="seed"):
            cls(seed=bad)


def test_exacto_and_ganjifa_positions_from_numpy_are_the_typed_positions():
    """A position whose numbers are numpy's (dice from ``rng.integers``, a rank from an
    array) is the typed position, and is saved as the same JSON."""
    dice = np.array([[2, 5, 5], [1, 3, 6]])
    game = Exacto.from_position(
        [list(row) for row in dice], current=np.int64(1), bid=(np.int64(2), np.int64(5)), seed=np.int64(4)
    )
    typed = Exacto.from_position([[2, 5, 5], [1, 3, 6]], current=1, bid=(2, 5), seed=4)
    assert json.dumps(game.to_json()) == json.dumps(typed.to_json())
    assert game.view(None) == typed.view(None)
    hands = dukal_hands()
    numpy_hands = [[Card(c.suit, np.int64(c.rank)) if type(c.rank) is int else c for c in h] for h in hands]
    game = Ganjifa.from_position(numpy_hands, leader=np.int64(0), first_trick=False, seed=np.int64(3))
    assert json.dumps(game.to_json()) == json.dumps(Ganjifa.from_position(hands, first_trick=False, seed=3).to_json())
    assert Card("rama", np.int64(7)) == Card("rama", 7) and type(Card("rama", np.int64(7)).rank) is int


def test_deductio_and_siggil_positions_from_numpy_are_the_typed_positions():
    """The same for Deductio and Siggil positions (kept apart: their from_position is
    being rewritten elsewhere)."""
    typed = dict(
        numbers=[8, 13], face_up=[1, 2, 3], row=[1, 3, 12], clue_deck=[5, 6, 7, 9, 10], number_deck=[4, 5, 6, 7]
    )
    deductio = {k: list(np.array(v)) for k, v in typed.items()}
    assert json.dumps(Deductio.from_position(**deductio, seed=1).to_json()) == json.dumps(
        Deductio.from_position(**typed, seed=1).to_json()
    )
    sigil = [None] * 56
    sigil[27] = {"card": SCard(np.int64(7), np.int64(7)), "face_up": True}
    typed_sigil = [None] * 56
    typed_sigil[27] = {"card": SCard(7, 7), "face_up": True}
    hands = [[SCard(np.int64(3), np.int64(1))], []]
    game = Siggil.from_position(sigil, hands, None, [np.int64(3)], np.int64(0), seed=2)
    assert json.dumps(game.to_json()) == json.dumps(
        Siggil.from_position(typed_sigil, [[SCard(3, 1)], []], None, [3], 0, seed=2).to_json()
    )


# ------------------------------------------------------ 3. an unknown keyword is refused


@pytest.mark.parametrize(
    "make, meant, lists",
    [
        (lambda: Exacto(player=4), "players", "raise_rule"),
        (lambda: Exacto(raise_rules="perudo"), "raise_rule", "bid_ones"),
        (lambda: Ganjifa(perod="night"), "period", "seed"),
        (lambda: Deductio(playres=3), "players", "seed"),
        (lambda: Siggil(layot="pyramids"), "layout", "difficulty"),
        (lambda: Ganjifa.from_position(hand=[]), "hands", "first_trick"),
        (lambda: Exacto.from_position([[2], [3]], players=2, bid_one=True), "bid_ones", "raise_rule"),
    ],
)
def test_games_refuse_an_unknown_keyword_naming_the_one_meant(make, meant, lists):
    """A misspelt keyword is refused (a TypeError, as Python's own, and a ValueError, as
    every refusal of a constructor) with a sentence naming the arguments and the one
    probably meant: never a default game dealt in silence."""
    with pytest.raises(UnknownArgument) as err:
        make()
    text = str(err.value)
    assert isinstance(err.value, TypeError) and isinstance(err.value, ValueError)
    assert f"did you mean {meant!r}?" in text and lists in text and text.endswith(".")


def test_check_keywords_names_every_unknown_and_guesses_only_when_close():
    with pytest.raises(UnknownArgument) as err:
        check_keywords("ExactoTable", ["frobnicate", "opponents"], ["players", "seat", "bots"])
    assert str(err.value) == (
        "ExactoTable has no argument 'frobnicate' (nor 'opponents'); its arguments are players, seat, bots."
    )
    check_keywords("ExactoTable", ["players"], ["players", "seat"])  # nothing unknown: no error


@pytest.mark.parametrize(
    "game, bot, wrong, meant",
    [
        ("exacto", "probability", "riks", "risk"),
        ("exacto", "cautious", "bluf", "bluff"),
        ("exacto", "bold", "exacto_treshold", "exacto_threshold"),
        ("ganjifa", "heuristic", "risc", "risk"),
        ("ganjifa", "search", "iteration", "iterations"),
        ("ganjifa", "search-strong", "time_limt", "time_limit"),
        ("deductio", "probabilistic", "penalti", "penalty"),
        ("siggil", "lookahead", "cation", "caution"),
    ],
)
def test_bots_refuse_an_unknown_keyword_naming_the_one_meant(game, bot, wrong, meant):
    cls = type(make_bot(game, bot))
    with pytest.raises(
        UnknownArgument, match=f"{cls.__name__} has no argument '{wrong}' \\(did you mean '{meant}'\\?\\)"
    ):
        cls(**{wrong: 1})
    default = getattr(cls(), meant)
    assert getattr(cls(**{meant: default}), meant) == default  # the right name still works


@pytest.mark.parametrize("game, bot", [("exacto", "random"), ("siggil", "greedy"), ("deductio", "logical")])
def test_bots_without_settings_say_so(game, bot):
    cls = type(make_bot(game, bot))
    with pytest.raises(UnknownArgument, match=f"{cls.__name__} has no argument 'depth'; it takes no keyword"):
        cls(depth=2)


def test_a_students_bot_class_refuses_a_typo_and_keeps_its_own_kwargs():
    class Careful(Bot):
        def __init__(self, depth=2):
            self.depth = depth

        def decide(self, view, legal, rng):
            return RandomBot().decide(view, legal, rng)

    class Open(Bot):
        def __init__(self, **settings):
            self.settings = settings

    assert Careful(depth=3).depth == 3
    with pytest.raises(UnknownArgument, match="did you mean 'depth'"):
        Careful(dept=3)
    assert Open(anything=1).settings == {"anything": 1}


# ------------------------------------------------------------ 4. a view is a position


def exacto_games(count):
    """Exacto games stopped at seeded random points (every variant, 2..6 mages)."""
    for seed in range(count):
        rng = random.Random(seed)
        options = rng.choice(
            [{}, {"raise_rule": "perudo"}, {"bid_ones": True}, {"raise_rule": "perudo", "bid_ones": True}]
        )
        game = played(Exacto, seed, rng.randint(0, 90), players=rng.randint(2, 6), **options)
        if not game.is_over:
            yield game


def ganjifa_move(game, rng):
    """A random legal move that leads Dukals when it can and answers them with several
    cards at once sometimes, so that Dukals being answered are among the positions."""
    legal = game.legal_actions()
    dukals = [a for a in legal if isinstance(a, LeadDukal)]
    if dukals and rng.random() < 0.8:
        return rng.choice(dukals)
    if game.dukal and rng.random() < 0.5:
        hand = game.hand(game.current_player)
        owed = game.dukal["owed"][game.current_player]
        return DiscardForDukal(tuple(rng.sample(hand, rng.randint(1, min(owed, len(hand))))))
    return rng.choice(legal)


def ganjifa_games(count):
    for seed in range(count):
        rng = random.Random(seed)
        game = Ganjifa(seed=seed, period=rng.choice(["day", "night"]))
        for _ in range(rng.randint(0, 125)):
            if game.is_over:
                break
            game.apply(ganjifa_move(game, rng))
        if not game.is_over:
            yield game


def views(game):
    """Every view of the game (the teacher's and each seat's), less the move number: a
    position has no history."""
    out = []
    for seat in (None, *range(game.players)):
        view = game.view(seat)
        view.pop("move_number")
        out.append(view)
    return out


def assert_rebuilt(game, rebuilt):
    assert views(rebuilt) == views(game)
    assert rebuilt.legal_actions() == game.legal_actions()
    assert rebuilt.current_player == game.current_player


def public(events):
    """The events of a call but the new round's private rolls (chance, from each game's seed)."""
    return [e.to_json() for e in events if e.kind != "roll"]


def test_exacto_view_to_position_rebuilds_the_game():
    """``Exacto.from_position(**view_to_position(game.view(None)))`` is the game: every
    view (the round, the standing bid, the last reveal), the legal actions, and the same
    round played on under the same actions, up to the call that ends it (the next roll is
    chance, drawn from the rebuilt game's own seed)."""
    count = 0
    for game in exacto_games(150):
        position = exacto_view_to_position(game.view(None))
        json.dumps(position)  # plain data, as a notebook would save it
        rebuilt = Exacto.from_position(**copy.deepcopy(position), seed=99)
        assert_rebuilt(game, rebuilt)
        rng = random.Random(game.seed)
        while True:
            action = rng.choice(game.legal_actions())
            ours, theirs = rebuilt.apply(action), game.apply(action)
            if action.kind != "bid":  # the call: the same reveal and outcome, then a new roll
                assert public(ours) == public(theirs)
                assert rebuilt.last_reveal == game.last_reveal and rebuilt.dice_counts() == game.dice_counts()
                assert rebuilt.current_player == game.current_player and rebuilt.round == game.round
                break
            assert [e.to_json() for e in ours] == [e.to_json() for e in theirs]
            assert_rebuilt(game, rebuilt)
        count += 1
    assert count > 100


def test_ganjifa_view_to_position_rebuilds_the_deal():
    """``Ganjifa.from_position(**view_to_position(game.view(None)))`` is the deal: every
    view (the cards played, the voids shown, the last trick, a Dukal being answered), the
    legal actions, and the same deal to its end under the same actions (no chance is left
    after the deal)."""
    kinds = set()
    for game in ganjifa_games(120):
        kinds.add(game.phase)
        position = ganjifa_view_to_position(game.view(None))
        json.dumps(position)
        rebuilt = Ganjifa.from_position(**copy.deepcopy(position), seed=7)
        assert_rebuilt(game, rebuilt)
        rng = random.Random(game.seed)
        while not game.is_over:
            action = ganjifa_move(game, rng)
            assert [e.to_json() for e in rebuilt.apply(action)] == [e.to_json() for e in game.apply(action)]
            assert_rebuilt(game, rebuilt)
        assert rebuilt.scores == game.scores and rebuilt.winners == game.winners
    assert kinds >= {"lead", "follow", "discard"}


def test_view_to_position_reads_the_teachers_view_only():
    """A seat's view hides the others' cups and hands: it is no position, and is refused
    (the teacher's view alone holds everything a position needs)."""
    for vtp, game in (
        (exacto_view_to_position, Exacto(players=3, seed=1)),
        (ganjifa_view_to_position, Ganjifa(seed=1)),
    ):
        with pytest.raises(ValueError, match="teacher's view"):
            vtp(game.view(0))


def dukal_being_answered():
    """The teacher's view's position of a Dukal being answered: seat 0 led five Varaha
    cards, seat 1 discarded two of its five."""
    hands = dukal_hands()
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False, seed=1)
    game.apply(LeadDukal(tuple(hands[0][:5])))
    game.apply(DiscardForDukal(tuple(hands[1][:2])))
    return game, ganjifa_view_to_position(game.view(None))


def answered(position, seat, n, keep=False):
    """Seat ``seat`` discards ``n`` more cards to the Dukal of the position (``keep``: the
    cards stay in its hand too, a card in two places)."""
    hand, dukal = position["hands"][seat], position["dukal"]
    cards = hand[-n:]
    if not keep:
        del hand[-n:]
    dukal["discards"][str(seat)] = dukal["discards"][str(seat)] + cards
    dukal["owed"][str(seat)] -= n


def test_ganjifa_dukal_being_answered_is_a_position():
    """ganjifa.dukal: a position may hold a Dukal being answered; the rebuilt game asks the
    same opponent for the same cards still owed, and the leader captures them all."""
    game, position = dukal_being_answered()
    rebuilt = Ganjifa.from_position(**position, seed=2)
    assert rebuilt.dukal == game.dukal and rebuilt.current_player == 1 and rebuilt.phase == "discard"
    for g in (game, rebuilt):
        g.apply(DiscardForDukal(tuple(g.hand(1)[:3])))
        g.apply(DiscardForDukal(tuple(g.hand(2)[:5])))
    assert views(rebuilt) == views(game) and rebuilt.captured[0] == game.captured[0]
    assert len(game.captured[0]) == 15


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda p: p["dukal"]["owed"].update({"1": 4}), "answers a Dukal of 5 with 5 cards"),
        (lambda p: answered(p, 1, 3) or answered(p, 2, 5), "nobody owes"),
        (lambda p: answered(p, 2, 1), "before player 1"),
        (lambda p: p["dukal"].update(leader=1), "led by the player to lead, 0"),
        (lambda p: p["dukal"]["cards"].pop(), "no Dukal"),
        (lambda p: p.update(first_trick=True), "after the first trick"),
        (lambda p: p["hands"][1].pop(), "hand sizes no play could leave"),
        (lambda p: answered(p, 1, 1, keep=True), "two places"),
        (lambda p: p.update(voids=[["rama"], ["zeus"], []]), "suit names"),
        (lambda p: p.update(played=[{"seat": 0, "card": p["hands"][2][0]}] * 3), "twice"),
        (lambda p: p.update(last_trick={"plays": []}), "three plays"),
    ],
)
def test_ganjifa_the_public_record_of_a_position_is_checked(change, words):
    """ganjifa.dukal, ganjifa.deal, ganjifa.void, ganjifa.trick-winner: a Dukal being
    answered, the cards played, the voids and the last trick of a position are refused,
    saying what is wrong, when no play could have left them so."""
    _, position = dukal_being_answered()
    change(position)
    with pytest.raises(ValueError, match=words):
        Ganjifa.from_position(**position, seed=1)


def test_ganjifa_last_trick_and_played_must_lie_in_the_captured_piles():
    """ganjifa.capture: the cards of finished tricks lie in a captured pile, the last
    trick's in its winner's (worked out again: ganjifa.trick-winner)."""
    game = next(g for g in ganjifa_games(40) if g.last_trick is not None and not g.dukal)
    position = ganjifa_view_to_position(game.view(None))
    winner = position["last_trick"]["winner"]
    bad = copy.deepcopy(position)
    bad["last_trick"]["winner"] = (winner + 1) % 3
    with pytest.raises(ValueError, match="won the last trick"):
        Ganjifa.from_position(**bad, seed=1)
    bad = copy.deepcopy(position)
    moved = bad["captured"][winner].pop(bad["captured"][winner].index(bad["last_trick"]["plays"][0]["card"]))
    bad["captured"][(winner + 1) % 3].append(moved)
    with pytest.raises(ValueError, match="captured pile"):
        Ganjifa.from_position(**bad, seed=1)


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda p: p.update(round=0), "round must be a whole number from 1"),
        (lambda p: p["last_reveal"].update(count=p["last_reveal"]["count"] + 1), "supporting the bid"),
        (lambda p: p["last_reveal"].update(round=p["round"]), "round before this one"),
        (lambda p: p["last_reveal"].update(call="dudo"), "'liar' or 'exacto'"),
        (lambda p: p["last_reveal"].update(bidder=p["last_reveal"]["caller"]), "two seats"),
        (lambda p: p["last_reveal"].pop("dice"), "last_reveal is None or the view's"),
    ],
)
def test_exacto_round_and_last_reveal_of_a_position_are_checked(change, words):
    """exacto.wild-ones (the count of a reveal), exacto.next-round: a position's round and
    last reveal are refused, saying what is wrong, when no call could have shown them."""
    game = next(g for g in exacto_games(60) if g.last_reveal is not None)
    position = exacto_view_to_position(game.view(None))
    change(position)
    with pytest.raises(ValueError, match=words):
        Exacto.from_position(**position, seed=1)
