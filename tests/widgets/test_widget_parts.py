"""The parts GameWidget composes, each tested without a widget: the message reader
(widgets/protocol.py), the undo floor (widgets/undo.py), the hot-seat screen
(widgets/seats.py) and the end panel and log (widgets/publish.py); and, on one table, that
the policies it mixes in fit together."""

from __future__ import annotations

import pytest

from rules_engine.core import IllegalAction
from rules_engine.exacto import Exacto
from rules_engine.exacto.game import Bid, CallLiar
from widgets.protocol import TABLE_MESSAGES, Message, read_message
from widgets.publish import end_state, log_entries
from widgets.seats import Screen
from widgets.undo import UndoRecord, actors_of, shown_floor, undo_target

# ------------------------------------------------------------------------ protocol


def refused(content: object, teacher: bool = False) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        read_message(content, TABLE_MESSAGES, teacher=teacher)
    assert caught.value.rule == "input"
    return caught.value


def test_a_message_is_read_into_its_handler_and_fields():
    message, args = read_message({"type": "step", "move": 3}, TABLE_MESSAGES, teacher=False)
    assert message.handler == "_step" and args == {"move": 3}
    message, args = read_message({"type": "act", "action": {"kind": "liar"}}, TABLE_MESSAGES, teacher=False)
    assert message.handler == "_act" and args == {"action": {"kind": "liar"}}
    # an optional field left out is not passed
    assert read_message({"type": "new_game"}, TABLE_MESSAGES, teacher=False)[1] == {}


def test_a_malformed_message_is_refused_with_a_sentence_that_says_what_is_wrong():
    assert refused(["act"]).render() == "A message must be an object with a 'type', not list."
    assert refused({"type": "undo", "x": 1}).render() == "The 'undo' message has no field 'x'."  # never "A 'undo'"
    unknown = refused({"type": "cheat"}).render()
    assert "cheat" in unknown and "act" in unknown and "undo" in unknown  # the kinds it knows
    assert "move" in refused({"type": "step"}).render()  # the field it needs
    assert "whole number, not True" in refused({"type": "step", "move": True}).render()  # True counts nothing
    assert "move" in refused({"type": "step", "move": 2.0}).render()
    assert "no field 'extra'" in refused({"type": "undo", "extra": 1}).render()


def test_only_the_teachers_copy_may_send_a_seed_and_only_where_a_kind_takes_one():
    refused({"type": "new_game", "seed": 5})  # a student's page would deal what it foresaw
    assert read_message({"type": "new_game", "seed": 5}, TABLE_MESSAGES, teacher=True)[1] == {"seed": 5}
    refused({"type": "undo", "seed": 5}, teacher=True)  # undo takes no seed, even the teacher's


def test_a_table_adds_its_own_kinds_as_data():
    kinds = {**TABLE_MESSAGES, "hint": Message("_next_hint")}
    assert read_message({"type": "hint"}, kinds, teacher=False)[0].handler == "_next_hint"
    refused({"type": "hint"})  # a table without it refuses it


# ---------------------------------------------------------------------------- undo


def test_undo_goes_back_to_the_seats_last_move_never_past_a_bot_or_the_floor():
    actors = [0, 1, 0, 1, 0]  # seat 0 a person, seat 1 a bot
    assert undo_target(actors, seat=0, bots={1}, hot_seat=False, reveal_all=False, floor=0) == 4
    # the bot answered the last move: that answer, and the move before it, stay
    assert undo_target(actors[:4], seat=0, bots={1}, hot_seat=False, reveal_all=False, floor=0) is None
    # two people on one screen may take back each other's moves, not back past the floor
    people = [0, 1, 0, 1]
    assert undo_target(people, seat=0, bots=set(), hot_seat=True, reveal_all=False, floor=0) == 3
    assert undo_target(people, seat=0, bots=set(), hot_seat=True, reveal_all=False, floor=4) is None
    # another person's move at their own screen is not this one's to take back
    assert undo_target(people, seat=0, bots=set(), hot_seat=False, reveal_all=False, floor=0) is None
    # with every hand shown nothing is hidden: any person's move may go back
    assert undo_target(actors[:4], seat=0, bots={1}, hot_seat=False, reveal_all=True, floor=3) == 2


def test_the_undo_floor_is_the_last_move_that_showed_what_was_hidden():
    """exacto.liar: the call lifts every cup (Game.reveals), so undo never goes back past it."""
    game = Exacto.from_position([[2, 3, 4], [5, 6, 6]], current=0, bid=None, seed=3)
    game.apply(Bid(1, 2))
    game.apply(CallLiar())
    record = UndoRecord(game.reveals)
    assert shown_floor(game, game.reveals) == 2 and record.floor(game) == 2
    assert shown_floor(game, frozenset()) == 0 and UndoRecord(frozenset()).floor(game) == 0


def test_the_record_keeps_who_moved_and_works_it_out_again_for_a_game_changed_behind_it():
    game = Exacto(players=3, seed=2)
    record = UndoRecord(game.reveals)
    for _ in range(2):
        actor = game.current_player
        events = game.apply(game.legal_actions()[0])
        record.moved(game, actor, events)
    assert record.actors_in(game) == [0, 1] == actors_of(game)
    game.apply(game.legal_actions()[0])  # behind the record's back
    assert record.actors_in(game) == [0, 1, 2]
    record.reset()
    assert record.actors == [] and record.shown_at is None


# ------------------------------------------------------------------------ hot-seat


def test_the_screen_passes_behind_a_curtain_and_lifting_it_is_noted_in_public():
    screen = Screen()
    assert screen.start(mover=1, bot_to_move=False) == 1 and screen.up and screen.state() == {"seat": 1}
    assert screen.lift(moves=0, log_length=2) == 1 and not screen.up and screen.notes == [(2, 1)]
    # the next person takes the screen: the curtain comes down first
    assert screen.follow(mover=0, bot_to_move=False, seat=1) == (0, True) and screen.curtain == 0
    screen.lift(moves=3, log_length=7)
    assert screen.lifted_at == 3 and screen.notes == [(2, 1), (7, 0)]
    # a bot plays between people: only the public table, once
    assert screen.follow(mover=2, bot_to_move=True, seat=0) == (None, True) and screen.state() == {"bots": True}
    assert screen.follow(mover=2, bot_to_move=True, seat=0) == (None, False)
    screen.new_game()
    assert screen.notes == [] and screen.lifted_at == 0 and not screen.bots_playing


# ---------------------------------------------------------------------- publishing


def test_the_end_panel_names_the_winner_and_a_row_per_seat_in_words():
    game = Exacto.from_position([[2], [3, 6]], current=1, bid=(2, 6), seed=1)
    assert end_state(game, "en", 0, 0, ["Mage 0", "Mage 1"], [1, 2], "w.end.score.exacto") == {}
    game.apply(CallLiar())  # one six, not two: Mage 0 loses its last die (exacto.liar)
    assert game.is_over and game.winners == [1]
    end = end_state(game, "en", 0, 0, ["Mage 0", "Mage 1"], [len(d) for d in game.dice], "w.end.score.exacto")
    winner = game.winners[0]
    assert end["winners"] == [winner] and end["rule"] == game.end_rule
    assert [r["seat"] for r in end["rows"]] == [0, 1] and [r["winner"] for r in end["rows"]] == [
        s == winner for s in (0, 1)
    ]
    assert end["rows"][0]["name"] == "You" and end["rows"][1]["name"] == "Mage 1"  # "you" is the seat's own
    assert end["headline"] == "Mage 1 wins"
    assert end["reason"] == game.log[-1].render("en", 0)


def test_the_log_puts_each_screen_note_where_it_happened():
    game = Exacto(players=2, seed=4)
    game.apply(game.legal_actions()[0])
    entries = log_entries(game, [(1, 1)], 0, 0, "en", 0, lambda seat: f"shown to {seat}")
    kinds = [e["kind"] for e in entries]
    assert kinds.index("screen") == 1 and entries[1]["text"] == "shown to 1"
    assert len(entries) == len([e for e in game.log if e.visible_to(0)]) + 1


# -------------------------------------------------------------- the widget's policies


def test_every_policy_a_table_mixes_in_finds_what_it_declares_and_the_page_handlers():
    """GameWidget's policies (widgets/comm.py, errorline.py, pacing.py, teacher.py,
    logfeed.py, parts.py) each declare what they read from the widget, and define no stand-in
    of another's method: on a real table every declared name is there, no method is defined
    by two policies, and each handler a page message names is a method of the table."""
    import typing

    from widgets import ExactoTable, GameWidget
    from widgets.comm import PageMessages
    from widgets.errorline import ErrorLine
    from widgets.logfeed import LogFeed
    from widgets.pacing import BotPacing
    from widgets.parts import SessionParts
    from widgets.teacher import TeacherCopy

    table = ExactoTable(seed=1, bot_delay_ms=0)
    policies = (PageMessages, ErrorLine, BotPacing, TeacherCopy, LogFeed, SessionParts)
    assert all(policy in GameWidget.__mro__ for policy in policies)
    for policy in policies:
        missing = [name for name in typing.get_type_hints(policy) if not hasattr(table, name)]
        assert missing == [], (policy.__name__, missing)
    # a name defined by two policies would hide one of them, by the order they are mixed in
    defined = [name for policy in policies for name, value in vars(policy).items() if callable(value)]
    assert sorted({n for n in defined if defined.count(n) > 1}) == []
    for kind, message in TABLE_MESSAGES.items():
        assert callable(getattr(table, message.handler)), kind
    # a policy's method, answering for real: a step while it is the learner's turn
    assert table.step() is False and table.error_rule == table.turn_rule and table.error
