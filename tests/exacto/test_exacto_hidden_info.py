"""No hidden information in what a seat's widget syncs to the browser: the state for seat
s is the same in every world that differs only in what s cannot see (other mages' dice
this round), including the log, the error line and the probability hint."""

from __future__ import annotations

import random

import pytest
from support.widgets import make_table, send, state_json
from traitlets import TraitError

from rules_engine.exacto import Exacto
from rules_engine.exacto.probability import p_at_least, p_exactly
from widgets import ExactoTable

SYNCED = ("view", "legal", "event_log", "hint", "error", "error_rule", "can_undo", "bot_to_move", "seat_info", "rules")


def twin(widget, game):
    """A widget on ``game`` set up like ``widget`` (same seat, settings, bot names)."""
    return ExactoTable.from_game(
        game, seat=widget.seat, bots="random", settings={**widget.settings, "bot_delay_ms": 500}
    )


def synced(widget) -> dict:
    return {k: getattr(widget, k) for k in SYNCED}


@pytest.mark.parametrize("seed,seat,players", [(1, 0, 4), (2, 2, 6), (3, 1, 3), (4, 0, 2)])
def test_state_does_not_depend_on_hidden_dice_through_a_whole_game(seed, seat, players):
    w = make_table(players=players, seat=seat, seed=seed, bot_seed=seed, show_probability=True)
    rng = random.Random(seed)
    checked = 0
    for _ in range(300):
        if w.game.is_over:
            break
        if not w.legal:
            w.play_bots()
            continue
        alt = twin(w, w.game.resample_hidden(seat, rng))
        assert synced(alt) == synced(w)
        # an illegal move gets the same refusal in every world
        for bad in ({"kind": "bid", "quantity": 999, "face": 5}, {"kind": "bid", "quantity": 1, "face": 1}):
            w.act(bad)
            alt.act(bad)
            assert (alt.error, alt.error_rule) == (w.error, w.error_rule) != ("", "")
        checked += 1
        legal = w.legal
        w.act(rng.choice(legal[:6] + legal[-2:]))
    assert checked >= 3


def test_only_your_own_dice_and_rolls_are_synced():
    dice = [[2, 3, 4], [6, 6, 6, 6, 6], [5, 5, 5]]
    w = ExactoTable.from_game(
        Exacto.from_position(dice, current=0, seed=9),
        seat=0,
        bots="random",
        settings={"bot_delay_ms": 500, "show_probability": True},
    )
    assert w.view["dice"] == [[2, 3, 4], None, None]
    other = ExactoTable.from_game(
        Exacto.from_position([[2, 3, 4], [1, 2, 1, 2, 1], [3, 4, 4]], current=0, seed=9),
        seat=0,
        bots="random",
        settings={"bot_delay_ms": 500, "show_probability": True},
    )
    assert state_json(other) == state_json(w)
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 6}})
    send(other, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 6}})
    assert synced(w) == synced(other)
    # the next round: every roll event in the log is the learner's own
    w.step(len(w.game.history))
    w.act({"kind": "liar"}) if w.legal else None
    for event in w.event_log:
        assert event.get("seats") in (None, [0]), event


def test_teacher_reveal_is_set_from_python_only():
    w = make_table(bot_delay_ms=500)
    assert w.view == w.game.view(0)
    w.reveal_all = True
    assert w.view == w.game.view(None)
    assert all(d is not None for d in w.view["dice"])
    assert len([e for e in w.event_log if e["kind"] == "roll"]) == 4
    assert w.legal == [a.to_json() for a in w.game.legal_actions()], "the teacher still plays seat 0"
    w.set_state({"reveal_all": False})  # the browser cannot turn it off either
    assert w.reveal_all is True
    w.reveal_all = False
    assert w.view == w.game.view(0) and w.view["dice"][1] is None
    w.set_state({"reveal_all": True})
    assert w.reveal_all is False and w.view["dice"][1] is None


def test_hint_is_computed_in_python_from_your_dice_only():
    dice = [[1, 4, 4], [6, 6], [2, 5, 5, 5]]
    w = ExactoTable.from_game(
        Exacto.from_position(dice, current=0, bid=(3, 4)), seat=0, bots="random", settings={"bot_delay_ms": 500}
    )
    assert w.hint == {}, "off by default"
    w.update_settings(show_probability=True)
    h = w.hint
    assert h["quantity"] == 3 and h["face"] == 4 and h["own_support"] == 3 and h["unknown"] == 6
    assert h["p_at_least"] == pytest.approx(p_at_least(3, 4, [1, 4, 4], 6)) == 1.0
    assert h["p_exactly"] == pytest.approx(p_exactly(3, 4, [1, 4, 4], 6))
    assert h["p_liar_right"] == pytest.approx(1 - h["p_at_least"])
    legal_bids = [[a.quantity, a.face] for a in w.game.legal_actions() if a.kind == "bid"]
    assert [o[:2] for o in h["options"]] == legal_bids
    for q, f, p in h["options"]:
        assert p == pytest.approx(p_at_least(q, f, [1, 4, 4], 6), abs=1e-4)
    w.update_settings(show_probability=False)
    assert w.hint == {}


def test_seat_switch_from_python_moves_the_bot():
    w = make_table(bot_delay_ms=500)
    w.seat = 2
    assert w.view == w.game.view(2)
    assert [s["bot"] for s in w.seat_info] == ["random", "random", None, "random"]
    assert w.legal == [] and w.bot_to_move  # mage 0 (now a bot) opens
    w.set_state({"seat": 0})
    assert w.seat == 2
    with pytest.raises(TraitError):
        w.seat = 9


def hot_seat(game=None) -> ExactoTable:
    """Three people at one screen (no bots)."""
    return ExactoTable.from_game(
        game or Exacto(players=3, seed=4), seat=0, bots=None, settings={"bot_delay_ms": 700, "show_probability": True}
    )


def test_hot_seat_curtain_goes_up_between_people_and_the_page_holds_no_dice():
    """Hot-seat (exacto.roll: every cup is secret): the screen passes behind a curtain that
    Python raises, and while it is up the page holds nobody's dice, no legal move, no odds."""
    w = hot_seat()
    assert w.humans == [0, 1, 2] and w.curtain == {"seat": 0}, "the first person takes the screen"
    assert w.view["dice"] == [None, None, None] and w.legal == [] and w.hint == {}
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 1, "face": 3}})
    assert w.error_rule == "exacto.raise" and w.game.history == [], "no move behind the curtain"
    send(w, {"type": "ready"})
    assert w.curtain == {} and w.view["dice"][0] == w.game.dice[0] and w.view["dice"][1:] == [None, None]
    assert w.legal and w.hint
    sent = []
    w.send = lambda content, buffers=None: sent.append(content)
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 1, "face": 3}})
    assert w.curtain == {"seat": 1} and w.seat == 1, "the turn passed to the next person"
    page = w.get_state()
    assert page["view"]["dice"] == [None, None, None]
    assert page["legal"] == [] and page["error"] == "" and page["hint"] == {}
    last = next(m for m in reversed(sent) if m.get("type") == "log")
    assert last["reset"] and last["entries"] and all("seats" not in e for e in last["entries"]), (
        "the log restarts with public lines only: no roll of anyone's"
    )
    # the page behind the curtain is the same whatever anyone's dice are
    for knower in (0, 1, 2):
        other = hot_seat(w.game.resample_hidden(knower, random.Random(knower)))
        other.seat, other._curtain = 1, 1
        other.error_count = w.error_count  # the refusals this screen showed: its clicks, not the game
        other._publish()
        other._sync_log()
        assert state_json(other) == state_json(w)
    send(w, {"type": "ready"})
    assert w.curtain == {} and w.view["dice"][1] == w.game.dice[1] and w.view["dice"][0] is None
    last = next(m for m in reversed(sent) if m.get("type") == "log")
    assert last["reset"] and all(e.get("seats") in (None, [1]) for e in last["entries"]), "now seat 1's own roll"
    send(w, {"type": "ready"})
    assert w.error_rule == "input", "no curtain to lift"


def test_no_curtain_with_one_person_or_for_the_teacher():
    assert make_table().curtain == {}
    teacher = ExactoTable.from_game(
        Exacto(players=3, seed=4), seat=0, bots=None, reveal_all=True, settings={"bot_delay_ms": 700}
    )
    assert teacher.curtain == {} and teacher.legal and None not in teacher.view["dice"]


def test_bot_reasons_wait_until_the_cups_are_lifted():
    """A probability bot's reason quotes odds computed from its own dice: the browser gets
    it only after the reveal (or in the teacher's reveal-all view)."""
    game = Exacto.from_position(dice=[[2, 2, 3, 4, 5], [1, 1, 6, 6, 6], [3, 3, 4, 5, 6]], current=0, seed=9)
    w = ExactoTable.from_game(game, seat=0, bots="probability", settings={"bot_delay_ms": 0})
    w.act({"kind": "bid", "quantity": 2, "face": 6})
    bot_moves = len(w.game.history) - 1
    assert bot_moves >= 1
    assert w.game.round == 1 and w.game.current_player == 0  # both bots raised
    assert "cups are lifted" in w.bot_reason and "P(" not in w.bot_reason
    assert w.bot_reasons == []
    w.reveal_all = True
    assert "P(" in w.bot_reason and len(w.bot_reasons) == bot_moves
    w.reveal_all = False
    assert "cups are lifted" in w.bot_reason
    w.act({"kind": "liar"})
    assert w.game.round == 2
    assert w.bot_reasons and all(r["seat"] in (1, 2) for r in w.bot_reasons)
    assert "P(" in " ".join(r["text"] for r in w.bot_reasons)


def test_the_odds_hint_reads_naturally_for_a_bid_of_one_die():
    game = Exacto.from_position([[2, 3], [4, 5], [6, 6]], current=1, bid=(1, 5), seed=1)
    w = ExactoTable.from_game(game, seat=1, bots="random", settings={"bot_delay_ms": 500, "show_probability": True})
    assert "P(at least 1 five)" in w.hint["text"] and "1 fives" not in w.hint["text"]
