"""Bot pacing (steps from the front end, stale steps ignored, step mode, delay 0), undo
back to the learner's previous move, and new games."""

from __future__ import annotations

import random

import pytest
from support.widgets import make_table, send

from rules_engine.core import games
from rules_engine.exacto import Exacto
from widgets import TABLES, ExactoTable


def test_bots_wait_for_steps_when_there_is_a_delay(quiet_logs):
    w = make_table(bot_delay_ms=700)
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 3}})
    assert len(w.game.history) == 1 and w.bot_to_move and w.game.current_player == 1
    n = w.view["move_number"]
    send(w, {"type": "step", "move": n})
    assert len(w.game.history) == 2 and w.bot_reason_seat == 1 and w.bot_reason
    # the same step again (a second view of the widget): stale, ignored quietly
    send(w, {"type": "step", "move": n})
    assert len(w.game.history) == 2 and w.error == ""
    send(w, {"type": "step", "move": n + 7})  # not the current move either
    assert len(w.game.history) == 2 and w.error == ""
    while w.bot_to_move:
        send(w, {"type": "step", "move": w.view["move_number"]})
    assert w.game.current_player == 0 or w.game.is_over
    quiet_logs()


def test_step_mode_is_the_same_protocol_with_a_next_button():
    w = make_table(bot_delay_ms=700, step_mode=True)
    w.act({"kind": "bid", "quantity": 2, "face": 3})
    assert w.bot_to_move and w.settings["step_mode"] is True
    assert w.step() is True and len(w.game.history) == 2
    assert w.step(len(w.game.history)) is True and len(w.game.history) == 3


def test_step_when_no_bot_is_to_move_is_refused():
    w = make_table(bot_delay_ms=700)
    before = w.game.to_json()
    send(w, {"type": "step", "move": 0})
    assert w.game.to_json() == before and "your turn" in w.error and w.error_rule == "exacto.raise"


def test_delay_zero_plays_bots_at_once_and_switching_to_zero_releases_waiting_bots():
    w = make_table(bot_delay_ms=700)
    w.act({"kind": "bid", "quantity": 2, "face": 3})
    assert w.bot_to_move
    w.set_state({"settings": {**w.settings, "bot_delay_ms": 0}})  # from the browser
    assert not w.bot_to_move and (w.game.current_player == 0 or w.game.is_over)


def test_play_bots_runs_until_the_learner_or_the_end():
    w = make_table(bot_delay_ms=700)
    w.act({"kind": "bid", "quantity": 2, "face": 3})
    moves = w.play_bots()
    assert moves >= 1 and not w.bot_to_move
    send(w, {"type": "play_bots"})
    assert w.error == ""


def smallest_raise(view, legal, rng):
    return legal[0]


def caller(view, legal, rng):
    """Calls LIAR on any bid of more than 2 dice, else raises as little as it can."""
    bid = view["bid"]
    if bid and bid["quantity"] > 2:
        return next(a for a in legal if a.kind == "liar")
    return legal[0]


def test_when_the_learner_is_out_the_bots_finish_the_game():
    game = Exacto.from_position([[2], [3, 3], [4, 4]], current=0, seed=3)
    w = ExactoTable.from_game(game, seat=0, bots=caller, settings={"bot_delay_ms": 0})
    w.act({"kind": "bid", "quantity": 5, "face": 6})  # no six and no one: mage 1 calls LIAR
    assert w.game.dice[0] == [] and w.game.is_over, "with delay 0 the bots play to the end"
    assert w.legal == [] and not w.bot_to_move and not w.can_undo
    assert w.view["winners"] and 0 not in w.view["winners"]


def test_when_the_learner_is_out_steps_continue_the_game():
    game = Exacto.from_position([[2], [3, 3], [4, 4]], current=0, seed=3)
    w = ExactoTable.from_game(game, seat=0, bots=caller, settings={"bot_delay_ms": 700})
    w.act({"kind": "bid", "quantity": 5, "face": 6})
    w.step()
    assert w.game.dice[0] == [] and w.bot_to_move
    while w.bot_to_move:
        assert w.step(w.view["move_number"]) is True
    assert w.game.is_over


def test_undo_takes_back_the_learners_move_before_a_bot_answers(quiet_logs):
    w = make_table(bot_delay_ms=700)
    game = w.game
    w.act({"kind": "bid", "quantity": 2, "face": 3})
    assert len(game.history) == 1 and w.can_undo
    send(w, {"type": "undo"})
    assert w.game is game, "the live engine object stays the same"
    assert game.history == [] and game.current_player == 0
    assert w.view == Exacto(players=4, seed=5).view(0)
    assert not w.can_undo and w.error == "" and w.bot_reason == ""
    assert w.legal and w.legal[0]["kind"] == "bid"
    quiet_logs()


def test_undo_never_takes_back_a_bots_answer_the_learner_has_seen():
    """A bot's answer depends on its hidden dice: taking it back and bidding again would let
    the learner probe them, so once a bot has answered, undo stops there."""
    w = make_table(bot_delay_ms=700)
    w.act({"kind": "bid", "quantity": 2, "face": 3})
    w.step()
    before = w.game.to_json()
    assert len(w.game.history) == 2 and not w.can_undo
    send(w, {"type": "undo"})
    assert w.game.to_json() == before and "undo" in w.error.lower()


def test_the_teacher_may_undo_past_the_bots_when_nothing_is_hidden():
    w = ExactoTable(players=4, seed=5, bots=smallest_raise, bot_delay_ms=0, reveal_all=True)
    w.act({"kind": "bid", "quantity": 1, "face": 2})
    assert w.game.current_player == 0 and len(w.game.history) == 4
    mid = w.game.to_json()
    w.act(w.legal[0])
    assert len(w.game.history) == 8
    assert w.undo() is True
    assert w.game.to_json() == mid
    assert w.undo() is True and w.game.history == []
    assert w.undo() is False


def test_the_same_move_after_an_undo_gets_the_same_bot_answer():
    """The bots' generator is rewound with the game: asking again teaches nothing new."""
    for bot in ("random", "probability"):
        w = make_table(bot_delay_ms=700, bots=bot, bot_seed=None, seed=11)
        answers = set()
        for _ in range(5):
            w.act({"kind": "bid", "quantity": 2, "face": 3})
            w.step()
            answers.add(repr(w.game.history[1]))
            w.reveal_all = True  # the teacher takes it back (the learner could not)
            assert w.undo() is True and w.game.history == []
            w.reveal_all = False
        assert len(answers) == 1, (bot, answers)


def test_undo_never_goes_back_past_lifted_cups():
    game = Exacto.from_position([[1, 3, 5], [3, 3], [2, 6, 6]], current=0, bid=(2, 3), seed=1)
    w = ExactoTable.from_game(game, seat=0, bots="random", settings={"bot_delay_ms": 700})
    w.act({"kind": "liar"})
    assert w.game.round == 2
    assert not w.can_undo
    before = w.game.to_json()
    send(w, {"type": "undo"})
    assert w.game.to_json() == before and "cups" in w.error


def test_nothing_to_undo_at_the_start(table):
    assert table.undo() is False and "undo" in table.error.lower()


def test_undo_in_hot_seat_returns_the_view_to_the_mover():
    w = ExactoTable(players=3, seed=4, bots=None, bot_delay_ms=0)
    w.lift_curtain()
    w.act({"kind": "bid", "quantity": 1, "face": 3})
    assert w.seat == 1 and w.curtain == {"seat": 1}
    w.undo()
    assert w.seat == 0 and w.game.history == []
    assert w.curtain == {"seat": 0} and w.view["dice"] == [None, None, None], (
        "the screen goes back to mage 0 behind the curtain: nobody else sees mage 0's dice"
    )


def test_can_undo_survives_changes_made_to_the_game_directly():
    w = make_table(bot_delay_ms=700)
    w.game.apply({"kind": "bid", "quantity": 1, "face": 2})  # behind the widget's back
    assert w.undo() is True and w.game.history == []
    w.game.apply({"kind": "bid", "quantity": 1, "face": 2})
    w.game.apply({"kind": "bid", "quantity": 1, "face": 3})  # mage 1, a bot, answered
    assert w.undo() is False and len(w.game.history) == 2


# -- the undo floor: one rule for every table (GameWidget._undo_floor) -------------------


def _floor_by_hand(game, shown) -> int:
    """After the last move whose events show what was hidden; the whole game once it is over;
    none in a game that never shows anything hidden."""
    if not shown:
        return 0
    if game.is_over:
        return len(game.history)
    replay, floor = game.replay([]), 0
    for i, action in enumerate(game.history):
        if any(e.kind in shown for e in replay.apply(action)):
            floor = i + 1
    return floor


@pytest.mark.parametrize("name", ["exacto", "deductio", "siggil", "ganjifa"])
def test_the_undo_floor_follows_what_the_table_was_shown_move_by_move_and_from_a_game(name):
    """exacto.roll / deductio.reveal / siggil.flip: undo stops after a move that lifted cups,
    drew a card or turned one up. Kept move by move as the table plays, and worked out by
    replay for a game the table did not play: both agree with a count by hand."""
    cls = TABLES[name]
    rng = random.Random(3)
    checked = 0
    for seed in range(3):
        w = cls.from_game(games()[name](seed=seed), 0, "random", settings={"bot_delay_ms": 0}, bot_seed=seed)
        shown = w.game.reveals | w.also_shown
        for _ in range(25):
            if w.game.is_over or not w.legal:
                break
            w.act(rng.choice(w.legal))
            by_hand = _floor_by_hand(w.game, shown)
            assert w._undo_floor() == by_hand, (seed, len(w.game.history))
            fresh = cls.from_game(w.game.replay(w.game.history), 0, "random", settings={"bot_delay_ms": 0})
            assert fresh._undo_floor() == by_hand
            if name == "exacto" and not w.game.is_over:
                assert by_hand == w.game.round_start_move, "the floor is the start of the round"
            checked += 1
    assert checked >= 10
    if name == "ganjifa":
        assert not shown and w._undo_floor() == 0, "nothing hidden is ever shown: no floor"
