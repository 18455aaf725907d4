"""Siggil's bots know what their seat may observe, whatever happened before: every card taken
lay face up (siggil.available, siggil.take), so the whole table saw it go into a hand. A bot's
knowledge of the other hands, and so its decision, is a function of its view: the same after
an undo at a table, in a new game, at another seat, in a copy or a pickle, as a bot that
watched the same public history from the start."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from rules_engine.bots import make_bot
from rules_engine.siggil import Card, Siggil
from rules_engine.siggil.bots import GreedyBot, LookaheadBot
from rules_engine.siggil.cards import CARDS
from widgets import SiggilTable


def _known(bot, view) -> list[Card]:
    """The cards ``bot`` believes the other seats hold, as it would decide at ``view``."""
    return sorted(CARDS[c] for c in bot._board(view).others)


def _other_hands(game, seat) -> list[Card]:
    """What the table saw go into the other hands and is still there: in a game dealt from a
    seed every card in a hand was taken face up, so that is every other hand, whole."""
    return sorted(c for s, hand in enumerate(game.hands) if s != seat for c in hand)


def _play(game, bots, rng, moves):
    for _ in range(moves):
        if game.is_over:
            break
        seat = game.current_player
        game.apply(bots[seat].decide(game.view(seat), game.legal_actions(), rng).action)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_record_of_takes_names_what_the_table_saw_and_nothing_else(players):
    """siggil.take, siggil.available: ``taken`` in every seat's view lists each card taken, as
    it lay face up just before, with the seat that took it; every seat reads the same record,
    in every world where the cards still face down are redrawn; undo takes its line back."""
    game = Siggil(players=players, seed=7, layout="wall")
    rng = random.Random(7)
    expected = []
    while not game.is_over:
        seat, action = game.current_player, rng.choice(game.legal_actions())
        if action.kind == "take":
            place = game.view(seat)["sigil"][action.position]
            assert place["face_up"] and place["card"] is not None, "a card is taken face up"
            expected.append({"seat": seat, "card": place["card"]})
        game.apply(action)
        views = [game.view(s) for s in (*range(players), None)]
        assert all(v["taken"] == expected for v in views), len(game.history)
        if len(game.history) % 9 == 0 and not game.is_over:
            other = game.resample_hidden(0, random.Random(len(game.history)))
            assert other.view(0)["taken"] == expected
    while game.history and game.history[-1].kind != "take":
        game.undo()
    game.undo()
    assert game.view(0)["taken"] == expected[:-1]


def test_a_hand_dealt_in_a_chosen_position_is_not_in_the_record():
    """Cards a lesson puts in a hand were never seen taken: the record starts empty and the
    bot does not know them; the first take is the seat to play's (``current``)."""
    start = Siggil(players=3, seed=2)
    sigil = [None if p is None else {"card": p[0].to_json(), "face_up": p[1]} for p in start.sigil]
    hand = [
        p for p in range(56) if sigil[p] is not None and not sigil[p]["card"].get("spirit") and p not in start.available
    ][:2]
    hands = [[], [sigil[p]["card"] for p in hand], []]
    for p in hand:
        sigil[p] = None
    game = Siggil.from_position(sigil, hands, current=2, layout="pyramids")
    assert game.view(0)["taken"] == []
    assert GreedyBot()._board(game.view(0)).others == []
    game.apply(game.legal_actions()[0])
    assert [t["seat"] for t in game.view(0)["taken"]] == [2]


@pytest.mark.parametrize("name", ["greedy", "lookahead", "beginner", "medium", "strong"])
@pytest.mark.parametrize("players,layout", [(2, "pyramids"), (3, "wall"), (4, "ring")])
def test_a_bot_knows_every_card_the_table_saw_taken(name, players, layout):
    """siggil.take: at every decision, the bot's idea of the other hands is exactly the cards
    the others took face up and still hold — also a card taken before the bot's first turn,
    and with 3 or 4 players the cards turned up and taken between two of its turns."""
    checked = 0
    for seed in range(3):
        game = Siggil(players=players, seed=seed, layout=layout)
        bots = [make_bot("siggil", name) for _ in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_player
            view = game.view(seat)
            assert _known(bots[seat], view) == _other_hands(game, seat), (seed, len(game.history))
            checked += 1
            game.apply(bots[seat].decide(view, game.legal_actions(), rng).action)
    assert checked > 100


@pytest.mark.parametrize("cls", [GreedyBot, LookaheadBot])
def test_the_same_view_gives_the_same_decision_whatever_the_bot_did_before(cls):
    """A bot that played the game from the start, a new bot, a copy and a pickle of a bot that
    played another game decide the same, for the same reasons, at the same view."""
    other = Siggil(players=2, seed=99)
    veteran = cls()
    _play(other, [veteran, veteran], random.Random(5), 60)
    compared = 0
    for seed in range(4):
        game = Siggil(players=2, seed=seed)
        player = cls()
        rng = random.Random(seed)
        while not game.is_over:
            seat, legal = game.current_player, game.legal_actions()
            view = game.view(seat)
            mine = player.decide(view, legal, random.Random(len(game.history)))
            for twin in (cls(), copy.deepcopy(veteran), pickle.loads(pickle.dumps(veteran))):
                theirs = twin.decide(view, legal, random.Random(len(game.history)))
                assert theirs.action == mine.action, (seed, len(game.history), twin)
                assert theirs.reason.render("en") == mine.reason.render("en")
                compared += 1
            game.apply(player.decide(view, legal, rng).action)
    assert compared > 300


def test_after_undo_at_a_table_the_bot_knows_what_a_bot_watching_the_same_history_knows():
    """At a teacher's table (every hand shown, so undo may take back the bots' answers too)
    the learner takes back a move: the bot's next decisions come from what the table saw in
    the game as it now stands, like a bot that watched only this history."""
    undone = 0
    for seed in range(6):
        w = SiggilTable(players=2, seat=0, seed=seed, bots="lookahead", bot_delay_ms=0, reveal_all=True, bot_seed=1)
        bot = w.bots[1]
        rng = random.Random(seed)
        for _ in range(12):  # the learner plays six turns, the bot answers
            if w.game.is_over:
                break
            assert w.act(rng.choice(w.game.legal_actions())), w.error
        if w.game.is_over or len(w.game.history) < 8:
            continue
        assert w.undo() and w.undo(), w.error  # back past the bot's last answers
        assert w.game.current_player == 0
        game = w.game
        view = game.view(1)
        watcher = LookaheadBot()
        replay = game.replay([])
        for action in game.history:  # a bot that watched this history from the start
            if replay.current_player == 1:
                watcher.decide(replay.view(1), replay.legal_actions(), random.Random(0))
            replay.apply(action)
        assert _known(bot, view) == _known(watcher, view) == _other_hands(game, 1), seed
        undone += 1
    assert undone >= 3
