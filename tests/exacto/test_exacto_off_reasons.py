"""The front end draws; Python decides (DESIGN.md): why an Exacto control is off, the faces
"show every option" offers, how many dice a gain added and how many ones counted as wild
all come from Python. Each reason's rule is the one the engine cites refusing that
control's move, so the page and the engine can never differ."""

from __future__ import annotations

import pickle
import random

import pytest
from support.widgets import make_table

from rules_engine.core import IllegalAction
from rules_engine.exacto import Exacto, view_to_position
from rules_engine.exacto.game import EXACTO, FACES, LIAR, Bid
from tabletop_tutor_classroom.room import has_table
from widgets import ExactoTable
from widgets.exacto import ExactoSession, off_reasons

VARIANTS = [{}, {"raise_rule": "perudo"}, {"bid_ones": True}, {"raise_rule": "perudo", "bid_ones": True}]


def _rule(game, action) -> str:
    with pytest.raises(IllegalAction) as info:
        game.check(action)
    return info.value.rule


def _positions(options: dict, games: int = 6):
    """Positions of random games played through, every move, in the variant."""
    for seed in range(games):
        game, rng = Exacto(players=3, seed=seed, **options), random.Random(seed)
        while not game.is_over:
            yield game
            game.apply(rng.choice(game.legal_actions()))
        yield game


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "exacto")
def test_every_reason_is_the_engines_own_refusal(options):
    """exacto.opening-bid, exacto.raise, exacto.wild-ones, exacto.winner: for every control
    the reason names the rule the engine cites refusing every move that control would send."""
    for game in _positions(options):
        off = off_reasons(game)
        if game.is_over:
            assert off == {"turn": {"id": "ui.exacto.off.over", "params": {}, "rule": "exacto.winner"}}
            assert _rule(game, LIAR) == "exacto.winner"
            continue
        assert off["turn"] == {
            "id": "ui.exacto.off.turn",
            "params": {"seat": game.current_player},
            "rule": "exacto.raise",
        }
        legal = game.legal_actions()
        for call in (LIAR, EXACTO):
            if call in legal:
                assert off[call.kind] is None
            else:  # exacto.opening-bid: no call before the first bid
                assert game.bid is None
                assert off[call.kind] == {"id": "ui.exacto.off.call-first", "params": {}, "rule": _rule(game, call)}
                assert off[call.kind]["rule"] == "exacto.opening-bid"
        total = game.total_dice
        for face in FACES:
            why = off[f"face-{face}"]
            bids = [Bid(q, face) for q in range(1, total + 1)]
            if any(b in legal for b in bids):
                assert why is None
                continue
            assert why["id"] == "ui.exacto.off.face" and why["params"] == {"face": face}
            # the same rule whichever quantity of that face is sent
            assert {_rule(game, b) for b in bids} == {why["rule"]}
        least = next((a for a in legal if isinstance(a, Bid)), game.bid)
        assert off["fewer"]["rule"] == _rule(game, Bid(least.quantity - 1, least.face))
        assert off["more"] == {
            "id": "ui.exacto.off.more",
            "params": {"n": total},
            "rule": _rule(game, Bid(total + 1, 2)),
        }
        if any(isinstance(a, Bid) for a in legal):
            assert off["bid"] is None
        else:  # exacto.raise: nothing raises the standing bid, only the calls are left
            assert off["bid"] == {"id": "ui.exacto.off.no-raise", "params": {}, "rule": "exacto.raise"}


def test_the_rules_cited_where_the_front_end_guessed_before():
    """exacto.wild-ones and exacto.raise where the page's own guess would have differed: one
    below the least bid on ones (Perudo's half) is refused by exacto.wild-ones, and with no
    raise left the bid button cites exacto.raise, not whose turn it is."""
    ones = Exacto.from_position([[2, 3], [4, 5]], 0, (4, 3), bid_ones=True, raise_rule="perudo")
    assert off_reasons(ones)["fewer"]["rule"] == "exacto.wild-ones"
    assert off_reasons(ones)["face-1"] is None
    stuck = Exacto.from_position([[6, 6], [6, 6]], 0, (4, 6))
    off = off_reasons(stuck)
    assert off["bid"]["rule"] == "exacto.raise" and off["bid"]["id"] == "ui.exacto.off.no-raise"
    assert [off[f"face-{f}"]["rule"] for f in FACES] == ["exacto.wild-ones"] + ["exacto.raise"] * 5
    assert off["liar"] is None and off["exacto"] is None


def test_the_table_publishes_them_with_the_faces_a_bid_may_name():
    """ExactoTable.off and .bid_faces, synced in the same update as the view (exacto.wild-ones:
    ones are a face only in the bid_ones variant)."""
    t = make_table()
    assert t.off == off_reasons(t.game)
    assert t.bid_faces == [2, 3, 4, 5, 6]
    state = t.get_state()
    assert state["off"] == t.off and state["bid_faces"] == [2, 3, 4, 5, 6]
    t.act({"kind": "bid", "quantity": 1, "face": 2})
    assert t.off == off_reasons(t.game), "a move publishes the new reasons"
    ones = make_table(bid_ones=True, raise_rule="perudo")
    assert ones.bid_faces == [1, 2, 3, 4, 5, 6]


def test_they_are_public_the_same_in_every_redrawn_world():
    """Only public facts go in: every seat's page gets the same reasons, and a world whose
    hidden dice are drawn again gives the same ones."""
    for game in _positions({"bid_ones": True}, games=3):
        if game.is_over:
            continue
        seat = game.current_player
        assert off_reasons(game.resample_hidden(seat, random.Random(1))) == off_reasons(game)
        assert off_reasons(game.resample_hidden((seat + 1) % 3, random.Random(2))) == off_reasons(game)


def test_the_class_page_gets_them_too():
    """The class page draws Exacto's table from the same traits (its reasons, its faces)."""
    game = Exacto(players=3, seed=4)
    assert has_table("exacto")
    traits = ExactoSession(game).extra("en")
    assert traits == {"off": off_reasons(game), "bid_faces": [2, 3, 4, 5, 6]}


def _right_exacto(mine: list[int]) -> Exacto:
    game = Exacto.from_position([mine, [4, 4, 6]], 0, (3, 4))
    game.apply(EXACTO)  # two fours and the caller's one, counted as wild: right
    return game


@pytest.mark.parametrize(("mine", "gained"), [([1, 3], 1), ([1, 3, 5, 5, 6], 0)])
def test_exacto_exacto_the_gain_event_says_how_many_dice_it_added(mine, gained):
    """exacto.exacto: a right EXACTO gains a die, unless the caller already holds five (the
    gain-capped event): the event's data carries ``gained``, 1 or 0, for the page to draw."""
    game = _right_exacto(mine)
    gain = next(e for e in game.log if e.kind == "gain")
    assert gain.data["gained"] == gained
    assert gain.data["dice"] == len(mine) + gained == game.dice_counts()[0]


def test_exacto_wild_ones_the_reveal_counts_the_ones_that_were_wild():
    """exacto.wild-ones: the reveal (the reveal event's data and the view's last_reveal)
    carries ``wild``, the ones counted toward another face; a bid on ones has none."""
    game = _right_exacto([1, 3])
    reveal = next(e for e in game.log if e.kind == "reveal").data
    assert reveal["wild"] == 1 and reveal["count"] == 3
    assert game.view(1)["last_reveal"]["wild"] == 1
    ones = Exacto.from_position([[1, 1, 3], [1, 4]], 0, (2, 1), bid_ones=True)
    ones.apply(LIAR)
    assert ones.last_reveal["wild"] == 0 and ones.last_reveal["count"] == 3
    many = Exacto.from_position([[1, 1, 3], [1, 6]], 0, (2, 6))
    many.apply(LIAR)
    assert many.last_reveal["wild"] == 3 and many.last_reveal["count"] == 4
    # and which dice: the page marks these, never deciding itself what a one counts as
    assert many.last_reveal["wild_dice"] == [[True, True, False], [True, False]]
    assert ones.last_reveal["wild_dice"] == [[False, False, False], [False, False]]  # ones bid: none wild
    # a game rebuilt from its view (with the wild count) shows the same reveal
    again = Exacto.from_position(**view_to_position(many.view(None)))
    assert again.view(None)["last_reveal"] == many.view(None)["last_reveal"]


def test_a_game_pickled_before_the_reveal_was_renamed_loads():
    """The attribute holding the last reveal was ``_reveal`` (the module function's name):
    a game pickled then loads with its reveal."""
    game = _right_exacto([1, 3])
    state = game.__dict__.copy()
    state["_reveal"] = state.pop("_last_reveal")
    old = Exacto.__new__(Exacto)
    old.__setstate__(state)
    assert old.last_reveal == game.last_reveal
    assert pickle.loads(pickle.dumps(game)).view(None) == game.view(None)


def test_a_lesson_table_publishes_them():
    """A lesson reuses the table's front end: its reasons come from the same place."""
    from rules_engine.exacto.lessons import lesson
    from widgets import Lesson

    w = Lesson(lesson("opening-bid"))
    assert isinstance(w, ExactoTable)
    assert w.off["liar"]["rule"] == "exacto.opening-bid"
    assert w.bid_faces == [2, 3, 4, 5, 6]
