"""DeductioTable: the seat's view only; every row clue may be sent and the engine refuses a
false one with its rule (state unchanged); guesses, penalties, peeks (shown to the seat
alone), take-all, undo stopping at what the table has been shown, the clue words in the
learner's language, and the redrawn-worlds check on Deductio tables."""
from __future__ import annotations

import json
import pathlib
import random
import sys

import pytest

from rules_engine.deductio import CLUES, Deductio
from widgets import DeductioTable, GameWidget
from widgets._static import STATIC
from widgets.lesson import TABLES

from widget_helpers import send, state_json

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "contract"))
from test_widget_redrawn_worlds import check_worlds, table  # noqa: E402


def position(**kwargs) -> Deductio:
    """Seat 0 holds 9, seat 1 holds 4; the row: #14 (divisible by 3: true of 9, peek 1),
    #29 (multiple of 6: false of 9), #12 (prime: false of 9)."""
    options = dict(numbers=[9, 4], face_up=[1, 2, 3], row=[14, 29, 12], clue_deck=[5, 6, 7, 8, 10],
                   number_deck=[11, 13, 15, 16], seed=3)
    options.update(kwargs)
    return Deductio.from_position(**options)


def make(game=None, delay=700, **kwargs) -> DeductioTable:
    return DeductioTable.from_game(game or position(), seat=kwargs.pop("seat", 0), bots=kwargs.pop("bots", "random"),
                                   settings={"bot_delay_ms": delay, **kwargs.pop("settings", {})}, bot_seed=1, **kwargs)


def test_the_table_is_found_and_points_at_its_bundle():
    assert TABLES["deductio"] is DeductioTable
    assert pathlib.Path(DeductioTable._esm._path) == STATIC / "deductio.js"
    assert "render" in (STATIC / "deductio.js").read_text()


def test_initial_state_is_the_seats_view(quiet_logs):
    w = DeductioTable(players=3, seat=1, seed=4, bot_delay_ms=700, bot_seed=2)
    state = w.get_state()
    assert isinstance(w, GameWidget) and isinstance(w.game, Deductio)
    full = w.game.view(1)
    assert {**state["view"], **state["view_more"]} == full
    assert set(state["view_more"]) == {"peeks", "discarded_facts"}
    assert [n is None for n in state["view"]["numbers"]] == [True, False, True], "only your own number"
    assert state["title"] == "Deductio"
    assert [s["name"] for s in state["seat_info"]] == ["Player 0", "Player 1", "Player 2"]
    assert [s["bot"] for s in state["seat_info"]] == ["probabilistic", None, "probabilistic"]
    assert state["legal"] == [] and state["bot_to_move"], "player 0 (a bot) opens"
    assert set(state["clues"]) == {str(c) for c in CLUES}
    assert state["clues"]["12"] == {"text": "n is prime", "ability": None, "ability_id": None}
    assert state["clues"]["14"]["ability"] == "peek at 1 card"
    with pytest.raises(ValueError):
        DeductioTable(players=2, seat=2)
    quiet_logs()


def test_a_false_clue_is_refused_with_its_rule_and_nothing_changes(quiet_logs):
    w = make()
    before = state_json(w)
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 29}})
    assert w.error_rule == "deductio.play-clue"
    assert "not true of your number 9" in w.error
    assert w.game.history == []
    after = json.loads(state_json(w))
    assert {k: v for k, v in after.items() if k not in ("error", "error_rule")} == \
        {k: v for k, v in json.loads(before).items() if k not in ("error", "error_rule")}
    send(w, {"type": "act", "action": {"kind": "take_all"}})
    assert w.error_rule == "deductio.play-clue" and w.game.history == [], "#14 is true: no take-all"
    quiet_logs()


def test_a_true_clue_with_a_peek_shows_the_cards_to_the_seat_alone():
    w = make()
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})
    assert w.error == "" and w.view["phase"] == "ability"
    assert w.view["tableau"][0][0]["clue"] == 14 and w.view["tableau"][0][0]["upright"]
    assert w.legal == [{"kind": "peek"}, {"kind": "pass"}]
    send(w, {"type": "act", "action": {"kind": "peek"}})
    assert w.error == ""
    page = w.get_state()
    assert page["view_more"]["peeks"][0] == [{"number": 11, "at": "deck", "depth": 3}]
    assert page["view_more"]["peeks"][1] is None
    assert any(e["kind"] == "peek-seen" for e in w.event_log)
    # the other seat sees that a peek happened, never what was seen
    other = w.game.view(1)
    assert other["peeks"][0] is None
    assert not any(e["kind"] == "peek-seen" for e in w.game.visible_log(1))
    assert "11" not in json.dumps([e for e in w.game.visible_log(1) if e["kind"].startswith("peek")])


def test_a_right_guess_wins_a_trophy_and_a_wrong_one_opens_the_penalty():
    w = make()
    send(w, {"type": "act", "action": {"kind": "guess", "target": 1, "number": 4}})
    assert w.error == "" and w.view["trophies"][0] == [4]
    assert w.view["numbers"][1] is None and w.view["current_player"] == 1
    w = make()
    send(w, {"type": "act", "action": {"kind": "guess", "target": 1, "number": 5}})
    assert w.error == "" and w.view["phase"] == "penalty" and w.view["penalty"]["plays_left"] == 2
    assert w.view["wrong_guesses"] == [{"seat": 0, "target": 1, "number": 5}]
    assert not any(a["kind"] == "guess" for a in w.legal)
    send(w, {"type": "act", "action": {"kind": "guess", "target": 1, "number": 6}})
    assert w.error_rule == "deductio.penalty"
    send(w, {"type": "act", "action": {"kind": "guess", "target": 0, "number": 6}})
    assert w.error_rule == "deductio.penalty"


def test_take_all_lays_the_row_sideways_when_no_clue_is_true():
    w = make(position(row=[29, 12, 8], clue_deck=[5, 6, 7, 10, 11]))   # 9: not a multiple of 6, not prime, not >= 14
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 12}})
    assert w.error_rule == "deductio.play-clue" and w.game.history == []
    send(w, {"type": "act", "action": {"kind": "take_all"}})
    assert w.error == ""
    assert [(c["clue"], c["upright"]) for c in w.view["tableau"][0]] == [(29, False), (12, False), (8, False)]
    assert w.view["row"] == [5, 6, 7]


def test_bots_move_when_asked_and_undo_stops_at_what_was_shown(quiet_logs):
    w = make(position(current=1), delay=700)
    assert w.bot_to_move and w.legal == []
    send(w, {"type": "step", "move": 0})
    assert w.game.history and w.bot_reason
    w = make(position(row=[14, 29, 12]))
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})   # the row was refilled: seen
    assert not w.can_undo
    send(w, {"type": "undo"})
    assert w.error_rule == "input" and len(w.game.history) == 1
    quiet_logs()


def test_the_page_speaks_the_learners_language():
    w = make(settings={"language": "ru"})
    assert w.title == "Дедукцио"
    assert w.clues["12"]["text"] != "n is prime"
    assert w.seat_info[0]["name"] == "Игрок 0"
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 29}})
    assert w.error_rule == "deductio.play-clue" and "9" in w.error and "not true" not in w.error


def test_every_game_plays_to_the_end_through_messages(quiet_logs):
    for seed in range(3):
        w = DeductioTable(players=2 + seed, seed=seed, bots="logical", bot_delay_ms=0, bot_seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if w.game.is_over:
                break
            assert w.legal, "with no delay the bots answer at once"
            send(w, {"type": "act", "action": rng.choice(w.legal[:3])})
            assert w.error == ""
        assert w.game.is_over and not w.internal_errors and not w.bot_errors
    quiet_logs()


# The redrawn-world check (tests/contract/test_widget_redrawn_worlds.py) on Deductio tables:
# the engine declares which public events show what chance hid (``Deductio.reveals``: a
# clue drawn into the row, a number turned face up, a guess answered), where it stops.
@pytest.mark.parametrize("delay", [0, 700])
@pytest.mark.parametrize("seed", range(3))
def test_deductio_tables_show_the_page_the_same_in_every_redrawn_world(seed, delay):
    assert {"refill", "reveal", "guess"} <= Deductio.reveals
    a = table("deductio", seed, players=2 + seed % 3, seat=seed % 2, bots="probabilistic" if seed else "random",
              bot_seed=seed, settings={"bot_delay_ms": delay})
    assert check_worlds(a, random.Random(seed), messages=80) >= 1
