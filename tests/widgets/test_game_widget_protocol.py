"""The message protocol of GameWidget (through ExactoTable): every message type, and
malformed or forged input turned into the error line — state unchanged, nothing raised."""

from __future__ import annotations

import logging

import pytest
from support.widgets import first_bid, make_table, send, state_json

from rules_engine.exacto import Exacto
from widgets import ExactoTable, GameWidget, GanjifaTable

# ------------------------------------------------------------------ the good path


def test_initial_state_is_the_seats_view(table):
    state = table.get_state()
    view = table.game.view(0)
    # the view travels in two parts: the last reveal, large and changing once a round, apart
    assert {**state["view"], **state["view_seldom"]} == view and "last_reveal" not in state["view"]
    assert state["seat"] == 0 and state["reveal_all"] is False
    assert table.legal == [a.to_json() for a in table.game.legal_actions()]
    # the bids travel compactly: each face's least quantity, up to every die on the table
    bids, calls = state["legal"][0], state["legal"][1:]
    assert bids["kind"] == "bids" and bids["most"] == table.game.total_dice and calls == []
    assert sorted((q, f) for f, least in bids["least"] for q in range(least, bids["most"] + 1)) == sorted(
        (a["quantity"], a["face"]) for a in table.legal
    )
    assert "event_log" not in state, "the log travels as custom messages, not a trait"
    assert state["rules"] == table.game.catalog.to_json()
    assert state["error"] == "" and state["error_rule"] == ""
    assert state["settings"]["bot_delay_ms"] == 0
    assert set(state["settings"]) == {
        "theme",
        "bot_delay_ms",
        "step_mode",
        "show_probability",
        "language",
        "high_contrast",
        "show_every_option",
        "projector",
    }
    assert [s["bot"] for s in state["seat_info"]] == [None, "random", "random", "random"]
    assert isinstance(table, GameWidget)


def test_act_message_plays_the_move_and_bots_answer_at_once(table, quiet_logs):
    bid = first_bid(table)
    send(table, {"type": "act", "action": bid})
    game = table.game
    assert game.history[0].to_json() == bid
    assert table.error == ""
    # bot_delay_ms == 0: the bots played until it is the learner's turn again (or a round ended)
    assert game.current_player == 0 or game.is_over
    assert table.view == game.view(0)
    assert table.legal == ([a.to_json() for a in game.legal_actions()] if game.current_player == 0 else [])
    assert table.bot_reason and 1 <= table.bot_reason_seat <= 3
    quiet_logs()


def test_liar_and_exacto_messages(quiet_logs):
    dice = [[1, 3, 5], [3, 3], [2, 6, 6], [4]]  # threes counted: 1, 3, 3, 3 -> 4
    for kind, bid, loser, rule in (
        ("liar", (4, 3), 0, "exacto.liar"),
        ("liar", (5, 3), 3, "exacto.liar"),
        ("exacto", (4, 3), 3, "exacto.exacto"),
        ("exacto", (3, 3), 0, "exacto.exacto"),
    ):
        game = Exacto.from_position(dice, current=0, bid=bid, seed=1)
        t = ExactoTable.from_game(game, seat=0, bots="random", settings={"bot_delay_ms": 500})
        send(t, {"type": "act", "action": {"kind": kind}})
        assert t.error == ""
        reveal = t.view["last_reveal"]
        assert reveal["call"] == kind and reveal["count"] == 4
        lose = [e for e in t.event_log if e["kind"] == "lose"][-1]
        assert lose["data"]["seat"] == loser and lose["rule"] == rule
        assert t.game.round == 2 and t.game.history[-1].kind == kind
    quiet_logs()


def test_act_method_mirrors_the_message(table):
    assert table.act(first_bid(table)) is True
    assert table.act({"kind": "bid", "quantity": 99, "face": 4}) is False
    assert table.error_rule == "exacto.raise"


def test_a_successful_move_clears_the_error(table):
    table.act({"kind": "bid", "quantity": 1, "face": 1})
    assert table.error
    table.act(first_bid(table))
    assert table.error == "" and table.error_rule == ""


def test_new_game_message_and_method(table, quiet_logs):
    table.act(first_bid(table))
    old = table.game
    send(table, {"type": "new_game"})
    assert table.game is not old and table.game.history == []
    assert table.new_game(42) is True and table.game.seed == 42  # seeds come from Python
    assert table.view == Exacto(players=4, seed=42).view(0)
    assert table.new_game(7) is True and table.game.seed == 7
    assert table.game.options == {"raise_rule": "exacto", "bid_ones": False}
    quiet_logs()


def test_new_game_keeps_the_variant_options():
    t = ExactoTable(players=3, seed=1, bots="random", raise_rule="perudo", bid_ones=True, bot_delay_ms=0)
    t.new_game()
    assert t.game.options == {"raise_rule": "perudo", "bid_ones": True} and t.game.players == 3


def test_the_page_cannot_choose_the_seed():
    """The engine is public: a seed chosen by the page would reveal every die and predict
    every bot move. Refused (rule input), and nothing changes."""
    table = make_table(bot_delay_ms=700)
    table.act(first_bid(table))
    before = table.game.to_json()
    for seed in (123, 0, "5", None):
        send(table, {"type": "new_game", "seed": seed})
        assert table.game.to_json() == before
        assert table.error_rule == "input" and "Python" in table.error
    g = GanjifaTable(seed=3, bot_delay_ms=700)
    before = g.game.to_json()
    send(g, {"type": "new_game", "seed": 123, "period": "night"})
    assert g.game.to_json() == before and g.error_rule == "input"


def test_the_bots_generator_is_not_derived_from_anything_the_page_sees():
    """Two tables showing the page exactly the same thing (same position, seeds that differ)
    give bots different generators: the page cannot predict them."""
    a = ExactoTable.from_game(
        Exacto.from_position([[2, 3], [4, 5], [6, 6]], seed=1), bots="random", settings={"bot_delay_ms": 700}
    )
    b = ExactoTable.from_game(
        Exacto.from_position([[2, 3], [4, 5], [6, 6]], seed=2), bots="random", settings={"bot_delay_ms": 700}
    )
    assert state_json(a) == state_json(b)
    assert a._bot_rng().random() != b._bot_rng().random()


def test_bots_first_when_the_learner_does_not_open():
    t = make_table(seat=2)
    assert t.game.current_player == 2 and t.game.history and t.legal
    s = make_table(seat=2, bot_delay_ms=500)
    assert s.game.history == [] and s.bot_to_move is True and s.legal == []


# ------------------------------------------------------------ malformed and forged

BAD_MESSAGES = [
    (None, "input"),
    ([], "input"),
    ("act", "input"),
    (42, "input"),
    (True, "input"),
    ({}, "input"),
    ({"type": 5}, "input"),
    ({"type": "fly"}, "input"),
    ({"type": "ACT"}, "input"),
    ({"type": "act"}, "input"),
    ({"type": "act", "action": "liar"}, "input"),
    ({"type": "act", "action": None}, "input"),
    ({"type": "act", "action": {}}, "input"),
    ({"type": "act", "action": {"kind": "nope"}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": "7", "face": 4}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": True, "face": 4}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3.0, "face": 4}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3, "face": [4]}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3, "face": 4, "x": 1}}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3, "face": 4}, "extra": 1}, "input"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 999, "face": 4}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 10**30, "face": 4}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 0, "face": 4}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "bid", "quantity": -3, "face": 4}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3, "face": 1}}, "exacto.wild-ones"),
    ({"type": "act", "action": {"kind": "bid", "quantity": 3, "face": 9}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "liar"}}, "exacto.opening-bid"),
    ({"type": "act", "action": {"kind": "exacto"}}, "exacto.opening-bid"),
    ({"type": "undo"}, "input"),
    ({"type": "undo", "all": True}, "input"),
    ({"type": "step"}, "input"),
    ({"type": "step", "move": "0"}, "input"),
    ({"type": "step", "move": True}, "input"),
    ({"type": "step", "move": 0}, "exacto.raise"),
    ({"type": "new_game", "seed": "x"}, "input"),
    ({"type": "new_game", "seed": -1}, "input"),
    ({"type": "new_game", "seed": 1.5}, "input"),
    ({"type": "play_bots", "n": 3}, "input"),
    ({"type": "x" * 10_000}, "input"),
]


@pytest.mark.parametrize("content,rule", BAD_MESSAGES, ids=[repr(m)[:60] for m, _ in BAD_MESSAGES])
def test_bad_messages_become_the_error_line(content, rule, quiet_logs):
    t = make_table()
    before = t.game.to_json()
    view_before = t.view
    send(t, content)  # must not raise
    assert t.game.to_json() == before
    assert t.view == view_before
    assert t.error, "a readable sentence"
    assert t.error.endswith((".", "…")), t.error
    assert len(t.error) <= 300
    assert t.error_rule == rule
    assert "Traceback" not in t.error
    quiet_logs()


def test_out_of_turn_acts_are_refused(quiet_logs):
    t = make_table(bot_delay_ms=500)  # bots wait for step messages
    send(t, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 3}})
    assert t.game.current_player == 1 and t.bot_to_move
    before = t.game.to_json()
    for action in ({"kind": "bid", "quantity": 3, "face": 3}, {"kind": "liar"}, {"kind": "exacto"}):
        send(t, {"type": "act", "action": action})
        assert t.game.to_json() == before
        assert t.error_rule == "exacto.raise"
        assert "not your turn" in t.error and "Mage 1" in t.error
    assert t.legal == []
    quiet_logs()


def test_absurd_raise_cites_the_raise_rule(table):
    table.act({"kind": "bid", "quantity": 2, "face": 3})
    if table.game.current_player == 0 and table.game.bid is not None:
        before = table.game.to_json()
        table._handle_custom_msg({"type": "act", "action": {"kind": "bid", "quantity": 999, "face": 6}}, [])
        assert table.game.to_json() == before
        assert table.error_rule == "exacto.raise" and "only" in table.error


def test_acting_after_the_game_is_over():
    t = make_table(players=2, seed=3)
    while not t.game.is_over:
        if t.legal:
            t.act(next((a for a in t.legal if a["kind"] == "liar"), t.legal[0]))
        else:
            t.play_bots()
    before = t.game.to_json()
    t._handle_custom_msg({"type": "act", "action": {"kind": "liar"}}, [])
    assert t.game.to_json() == before and t.error_rule == "exacto.winner"
    t._handle_custom_msg({"type": "step", "move": len(t.game.history)}, [])
    assert t.error_rule == "exacto.winner"


def test_anywidget_commands_are_not_ours(table):
    send(table, {"kind": "anywidget-command", "name": "x", "id": 1, "msg": {}})
    assert table.error == ""


def test_unexpected_exceptions_keep_their_text_in_python_only(table, caplog, monkeypatch):
    def boom(action):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(table.game, "apply", boom)
    with caplog.at_level(logging.DEBUG):
        send(table, {"type": "act", "action": first_bid(table)})
    assert table.error.startswith("Internal error (RuntimeError)")
    assert "disk on fire" not in table.error  # the text could quote hidden state
    assert table.error_rule == "internal"
    assert "disk on fire" in table.internal_errors[-1]["error"]
    assert "RuntimeError" in table.internal_errors[-1]["traceback"]
    logged = [r for r in caplog.records if r.name.startswith("widgets")]
    assert logged and all("disk on fire" not in r.getMessage() and r.exc_info is None for r in logged)


def test_a_bot_that_cannot_answer_does_not_hide_that_the_learners_move_was_applied(monkeypatch):
    """A failure after the learner's move says so: the move was applied."""
    t = make_table(bot_delay_ms=0)
    real = t.game.legal_actions
    monkeypatch.setattr(t.game, "legal_actions", lambda: [] if t.game.current_player != 0 else real())
    send(t, {"type": "act", "action": {"kind": "bid", "quantity": 1, "face": 2}})
    assert len(t.game.history) == 1, "the learner's move stands"
    assert "your move was applied" in t.error and "not applied" not in t.error
    assert t.view["move_number"] == 1, "the page shows the move"


# --------------------------------------------------------- browser trait writes


def test_forged_trait_writes_are_ignored_and_republished(table, monkeypatch, quiet_logs):
    sent = []
    monkeypatch.setattr(table, "send_state", lambda key=None: sent.append(sorted(key) if key else key))
    truth = {k: getattr(table, k) for k in table.keys}
    game_before = table.game.to_json()
    forged = {
        "view": {"dice": [[6, 6, 6, 6, 6]] * 4},
        "seat": 2,
        "reveal_all": True,
        "legal": [{"kind": "bid", "quantity": 1, "face": 1}],
        "error": "",
        "hint": {"p_at_least": 1},
        "bot_to_move": True,
    }
    table.set_state(forged)
    assert table.game.to_json() == game_before
    for key in forged:
        assert getattr(table, key) == truth[key], key
    assert sent and set(sent[-1]) == set(forged)
    quiet_logs()


def test_browser_may_write_settings_validated(table, monkeypatch):
    sent = []
    monkeypatch.setattr(table, "send_state", lambda key=None: sent.append(key))
    table.set_state(
        {
            "settings": {
                "theme": "dark",
                "bogus": 1,
                "bot_delay_ms": "fast",
                "step_mode": "yes",
                "show_probability": True,
                "language": "xx",
                "high_contrast": 1,
            }
        }
    )
    s = table.settings
    assert s["theme"] == "dark" and s["show_probability"] is True
    assert s["bot_delay_ms"] == 0 and s["step_mode"] is False and s["language"] == "en"
    assert s["high_contrast"] is False and "bogus" not in s
    assert "settings" in sent  # the cleaned value is sent back
    assert table.hint.get("options"), "turning odds on publishes the hint"
    table.set_state({"settings": "nonsense"})
    assert table.settings == s
    table.set_state({"settings": {"bot_delay_ms": 10**9}})
    assert table.settings["bot_delay_ms"] == 0
    table.set_state("nonsense")  # not even a dict: ignored


def test_python_settings_are_strict(table):
    import traitlets

    with pytest.raises(traitlets.TraitError):
        table.settings = {"bogus": 1}
    with pytest.raises(traitlets.TraitError):
        table.update_settings(theme="purple")
    table.update_settings(theme="light", high_contrast=True)
    assert table.settings["theme"] == "light" and table.settings["bot_delay_ms"] == 0


def test_constructor_checks():
    with pytest.raises(ValueError):
        ExactoTable(players=7)
    with pytest.raises(ValueError):
        ExactoTable(players=4, seat=4)
    with pytest.raises(ValueError, match="no exacto bot called 'genius'"):
        ExactoTable(bots="genius")
    with pytest.raises(ValueError):
        ExactoTable(bot_delay_ms=-5)
    with pytest.raises(ValueError):
        ExactoTable(raise_rule="chaos")
    with pytest.raises(TypeError):
        GameWidget("not a game")


def test_default_bots_fall_back_to_random_when_probability_is_missing():
    from rules_engine.bots import make_bot

    t = ExactoTable(players=3, seed=1, bot_delay_ms=0)
    try:
        make_bot("exacto", "probability")
        expected = "balanced"  # the probability bot, named in words
    except ValueError:
        expected = "random"
    assert {s["bot"] for s in t.seat_info if s["seat"] != 0} == {expected}


def test_bots_given_per_seat_and_as_functions():
    calls = []

    def timid(view, legal, rng):
        calls.append(view["seat"])
        return legal[0]

    t = ExactoTable(players=3, seed=2, bots={1: timid, 2: "random"}, bot_delay_ms=0)
    t.act({"kind": "bid", "quantity": 1, "face": 2})
    assert calls and set(calls) == {1}
    assert [s["bot"] for s in t.seat_info] == [None, "timid", "random"]
    u = ExactoTable(players=3, seed=2, bots=[None, timid, timid], bot_delay_ms=0)
    assert u.humans == [0]
    with pytest.raises(ValueError):
        ExactoTable(players=3, bots=[timid, None])
    with pytest.raises(ValueError):
        ExactoTable(players=3, bots={0: timid})


def test_a_failing_student_bot_does_not_stop_the_game(quiet_logs, caplog):
    def broken(view, legal, rng):
        raise KeyError(f"my dice {view['dice'][view['seat']]}")  # quotes its hidden dice

    t = ExactoTable(players=3, seed=2, bots=broken, bot_delay_ms=0)
    dice = {s: str(t.game.dice[s]) for s in (1, 2)}
    t.act({"kind": "bid", "quantity": 1, "face": 2})
    assert len(t.game.history) >= 2, "a random legal move was played instead"
    page = state_json(t)
    assert all(d not in page for d in dice.values()), "nothing the bot said reaches the page"
    assert t.error == "" and t.error_rule == ""
    assert t.bot_errors and any(d in t.bot_errors[0]["error"] for d in dice.values()), "the teacher has it"
    assert all(d not in r.getMessage() for r in caplog.records for d in dice.values())
    if t.game.round > 1:  # once the cups are lifted the failure is this move's public reason
        assert any("bot failed (KeyError)" in r["text"] for r in t.bot_reasons)
    quiet_logs()


def test_an_illegal_bot_move_is_replaced_and_its_rule_is_not_published():
    """Which rule the bot's move broke depends on its hand: the page never sees it."""
    t = ExactoTable(
        players=3, seed=2, bots=lambda view, legal, rng: {"kind": "bid", "quantity": 99, "face": 6}, bot_delay_ms=0
    )
    t.act({"kind": "bid", "quantity": 1, "face": 2})
    assert t.game.current_player == 0 or t.game.is_over
    assert t.error_rule == "" and t.error == ""
    assert "exacto.opening-bid" in t.bot_errors[0]["error"] or "exacto.raise" in t.bot_errors[0]["error"]


def test_a_failing_bot_writes_nothing_to_stderr_in_a_real_kernel_process():
    """ipykernel forwards stderr to the page. Without a logging handler, Python prints
    warnings to stderr (logging's last resort); the widgets must stay silent there."""
    import subprocess
    import sys

    script = (
        "from widgets import ExactoTable\n"
        "def broken(view, legal, rng):\n"
        '    raise KeyError(f\'my dice {view["dice"][view["seat"]]}\')\n'
        "t = ExactoTable(players=3, seed=2, bots=broken, bot_delay_ms=0)\n"
        "t.act({'kind': 'bid', 'quantity': 1, 'face': 2})\n"
        "t.act({'kind': 'bid', 'quantity': 99, 'face': 2})\n"
        "assert t.bot_errors\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "", proc.stderr


def _log_messages(widget, monkeypatch):
    sent = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    return sent


def test_the_log_travels_as_appended_entries(monkeypatch):
    """A growing log is not re-sent whole with every action: the page gets the new entries
    only, asks for all of it when it renders (sync), and gets it all again after an undo
    or a change of language (reset)."""
    w = make_table(bot_delay_ms=700)
    sent = _log_messages(w, monkeypatch)
    send(w, {"type": "sync"})
    assert sent[-1] == {"type": "log", "reset": True, "entries": w.game.visible_log(0, you=0)}
    page = list(sent[-1]["entries"])
    sent.clear()
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 3}})
    send(w, {"type": "step", "move": 1})
    assert sent and all(m["type"] == "log" and m["reset"] is False for m in sent)
    for m in sent:
        page += m["entries"]
    assert page == w.game.visible_log(0, you=0), "appending gives exactly the log"
    assert sum(len(m["entries"]) for m in sent) == 2, "one bid each, nothing re-sent"
    sent.clear()
    w.reveal_all = True  # the teacher may undo past the bots (nothing is hidden)
    send(w, {"type": "undo"})
    assert sent[-1]["reset"] is True and sent[-1]["entries"] == w.game.visible_log(None, you=0)
    w.reveal_all = False
    sent.clear()
    w.update_settings(language="fi")
    assert sent[-1]["reset"] is True and sent[-1]["entries"] == w.game.visible_log(0, "fi", you=0)
    assert sent[-1]["entries"][0]["text"].startswith("Kierros 1")


def test_one_action_is_one_update(monkeypatch):
    """A learner's move and the bots' answers reach the page as one state update."""
    w = make_table(bot_delay_ms=0)
    updates = []
    real = w._send
    monkeypatch.setattr(w, "_send", lambda msg, buffers=None: (updates.append(msg), real(msg, buffers)))
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 3}})
    assert len(w.game.history) > 1, "the bots answered"
    assert len([m for m in updates if m.get("method") == "update"]) == 1


def test_the_same_refusal_twice_is_two_answers_on_the_page(quiet_logs):
    """A refused click repeated gets the same sentence (LIAR before any bid, refused citing
    exacto.raise, the turn's rule): the error text is unchanged, so the page would show nothing new; the refusal count
    it is sent with tells it to draw the line again, as the answer to the second click."""
    table = ExactoTable(players=2, seed=3, bots=None, bot_delay_ms=0)
    for n in (1, 2):
        table._handle_custom_msg({"type": "act", "action": {"kind": "liar"}}, [])
        assert table.error_rule == "exacto.raise"
        assert table.error_count == n
    first = table.error
    table._handle_custom_msg({"type": "act", "action": {"kind": "liar"}}, [])
    assert table.error == first and table.error_count == 3
    assert "error_count" in table.get_state()  # synced: the page reads it
