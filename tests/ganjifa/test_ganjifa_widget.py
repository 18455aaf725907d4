"""GanjifaTable: Dashavatara Ganjifa against two AI players. Every message type; malformed
or forged input turned into the error line citing the rule (state unchanged, nothing
raised); a whole deal played through the widget; the day / night choice; Dukals led and
answered; undo; the display settings; lessons on a Ganjifa table; the bundle."""

from __future__ import annotations

import logging
import pathlib
import random

import pytest
import traitlets
from support.widgets import send

from rules_engine.bots import RandomBot
from rules_engine.ganjifa import CARDS, Card, Ganjifa
from widgets import ExactoTable, GameWidget, GanjifaTable, Lesson
from widgets._static import STATIC
from widgets.lesson import TABLES

SYNCED = ("view", "legal", "event_log", "error", "error_rule", "can_undo", "bot_to_move", "seat_info", "rules")


def make(**kwargs) -> GanjifaTable:
    """A table with random AI players that move at once (unless told otherwise)."""
    options = {"seed": 5, "opponents": "random", "bot_delay_ms": 0, "bot_seed": 1}
    options.update(kwargs)
    return GanjifaTable(**options)


def opening_seed(seat: int = 0) -> int:
    """A seed whose deal gives ``seat`` the Raja of Rama (so ``seat`` opens by day)."""
    return next(s for s in range(200) if Ganjifa(seed=s).current_player == seat)


def dukal_position(dukal_seat=0, size=10, first_trick=False, seed=4, extra=()):
    """Hands of ``size``; ``dukal_seat`` holds R, M, 3, 4, 5 of Kalki (plus ``extra``) and leads."""
    dukal = [Card("kalki", r) for r in ("raja", "mantri", 3, 4, 5)] + list(extra)
    rest = [c for c in CARDS if c not in dukal and c != Card("rama", "raja")]
    random.Random(seed).shuffle(rest)
    hands = [rest[i * size : (i + 1) * size] for i in range(3)]
    hands[dukal_seat] = dukal + hands[dukal_seat][: size - len(dukal)]
    if first_trick:
        hands[dukal_seat][-1] = Card("rama", "raja")
    return Ganjifa.from_position(hands, leader=dukal_seat, first_trick=first_trick, seed=seed)


def dukal_first(view, legal, rng):
    """An AI that leads its largest Dukal when it can."""
    dukals = [a for a in legal if a.kind == "dukal"]
    return max(dukals, key=lambda a: len(a.cards)) if dukals else rng.choice(legal)


def play_out(w: GanjifaTable, rng: random.Random, limit: int = 400) -> None:
    for _ in range(limit):
        if w.game.is_over:
            return
        if w.legal:
            send(w, {"type": "act", "action": rng.choice(w.legal)})
        else:
            send(w, {"type": "step", "move": w.view["move_number"]})


# ------------------------------------------------------------------ the table itself


def test_initial_state_is_the_seats_view(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700)
    state = w.get_state()
    assert isinstance(w, GameWidget) and isinstance(w.game, Ganjifa)
    full = w.game.view(0)
    assert state["seat"] == 0 and "played" not in state["view"] and "captured" not in state["view"]
    assert {**state["view"], **state["view_seldom"]} == {
        k: v for k, v in full.items() if k not in ("played", "captured")
    }, "the page gets the view but for the growing lists it never draws"
    assert set(state["view_seldom"]) == {"hands", "last_trick"}, "your hand travels apart: it changes when you play"
    assert state["legal"] == [{"kind": "play", "card": {"suit": "rama", "rank": "raja"}}]
    assert state["title"] == "Dashavatara Ganjifa"
    assert [s["bot"] for s in state["seat_info"]] == [None, "random", "random"]
    assert [s["name"] for s in state["seat_info"]] == ["Player 0", "Player 1", "Player 2"]
    assert state["rules"] == Ganjifa.catalog.to_json()
    assert state["settings"] == {
        "theme": "auto",
        "bot_delay_ms": 700,
        "step_mode": False,
        "show_probability": False,
        "language": "en",
        "high_contrast": False,
        "show_every_option": False,
        "projector": False,
        "contrast": 50,
        "grain": 50,
        "color_temperature": 50,
    }
    assert w.view["hands"][0] and w.view["hands"][1] is None and w.view["hands"][2] is None
    assert w.period == "day" and w.view["trump"] == "rama"
    quiet_logs()


def test_default_opponents_are_the_heuristic_bot_or_random_with_a_warning(monkeypatch, caplog):
    w = GanjifaTable(seed=1, bot_delay_ms=700)
    assert {s["bot"] for s in w.seat_info if s["bot"]} == {"card counter"}  # the heuristic bot, in words
    assert {b.name for b in w.bots.values()} == {"heuristic"}
    import widgets.seats as module  # where the bots are made

    real = module.make_bot

    def no_heuristic(game, name):
        if name == "heuristic":
            raise ValueError("no ganjifa bot called 'heuristic'")
        return real(game, name)

    monkeypatch.setattr(module, "make_bot", no_heuristic)
    caplog.set_level(logging.WARNING)
    w = GanjifaTable(seed=1, bot_delay_ms=700)
    assert {s["bot"] for s in w.seat_info if s["bot"]} == {"random"}
    assert any("random bots play instead" in r.getMessage() for r in caplog.records)


def test_you_may_sit_anywhere_and_the_ai_opens_when_it_holds_the_raja():
    seed = opening_seed(1)
    w = make(seed=seed, seat=2, bot_delay_ms=700)
    assert w.seat == 2 and w.view == w.page_view(w.game.view(2)) and w.legal == [] and w.bot_to_move
    assert [s["bot"] for s in w.seat_info] == ["random", "random", None]
    with pytest.raises(ValueError):
        make(seat=3)


def test_act_message_plays_the_card_and_the_ai_players_answer_at_once(quiet_logs):
    w = make(seed=opening_seed(0))
    send(w, {"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": "raja"}}})
    game = w.game
    assert game.history[0].to_json() == {"kind": "play", "card": {"suit": "rama", "rank": "raja"}}
    assert w.error == "" and len(game.history) >= 3
    assert game.current_player == 0 or game.is_over
    assert w.view == w.page_view(game.view(0)) and w.view["last_trick"]["plays"][0]["card"] == {
        "suit": "rama",
        "rank": "raja",
    }
    assert w.legal == [a.to_json() for a in game.legal_actions()]
    assert w.bot_reason and w.bot_reason_seat in (1, 2)
    assert [e for e in w.event_log if e["kind"] == "trick"], "the trick sentence is in the log"
    quiet_logs()


def test_step_messages_pace_the_ai_players_one_card_at_a_time(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700, step_mode=True)
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    assert len(w.game.history) == 1 and w.bot_to_move and w.legal == []
    send(w, {"type": "step", "move": 0})  # stale: ignored quietly
    assert len(w.game.history) == 1 and w.error == ""
    send(w, {"type": "step", "move": 1})
    assert len(w.game.history) == 2 and w.view["trick"][1]["seat"] == 1
    send(w, {"type": "step", "move": 2})
    assert len(w.game.history) == 3 and w.view["trick"] == [] and w.view["last_trick"]["winner"] in (0, 1, 2)
    quiet_logs()


def test_a_whole_deal_through_the_widget_ends_with_the_score_table(quiet_logs):
    w = make(seed=11, bot_delay_ms=700, bot_seed=3)
    play_out(w, random.Random(2))
    game = w.game
    assert game.is_over and w.view["is_over"] and w.view["phase"] == "over"
    assert sum(w.view["scores"]) == 120 and w.view["hand_sizes"] == [0, 0, 0]
    best = max(w.view["scores"])
    assert w.view["winners"] == [s for s in range(3) if w.view["scores"][s] == best]
    end = w.event_log[-1]
    assert end["kind"] == "end" and end["rule"] == "ganjifa.end" and end["data"]["scores"] == w.view["scores"]
    assert w.legal == [] and not w.bot_to_move
    # playing on after the end is refused, citing the end of the deal
    send(w, {"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 1}}})
    assert w.error_rule == "ganjifa.winner" or w.error_rule.startswith("ganjifa."), w.error_rule
    quiet_logs()


def test_play_bots_message(quiet_logs):
    w = make(seed=3, bot_delay_ms=700)
    rng = random.Random(5)
    while not w.game.is_over:
        if w.legal:
            w.act(rng.choice(w.legal))
        else:
            moves = len(w.game.history)
            send(w, {"type": "play_bots"})
            assert len(w.game.history) > moves and (w.legal or w.game.is_over)
    assert w.game.is_over and w.view["winners"]
    quiet_logs()


# ------------------------------------------------------------------ day or night


def test_the_period_is_chosen_before_each_deal(quiet_logs):
    w = make(period="night", bot_delay_ms=700)
    assert w.game.options == {"period": "night"} and w.view["trump"] == "krishna" and w.period == "night"
    send(w, {"type": "new_game", "period": "day"})
    assert w.game.options == {"period": "day"} and w.view["trump"] == "rama"
    assert w.game.history == [] or w.game.current_player == 0
    send(w, {"type": "new_game"})  # no choice: the same period again
    assert w.game.options == {"period": "day"}
    send(w, {"type": "new_game", "period": "night"})
    assert w.view["period"] == "night" and w.error == ""
    assert w.new_game(period="day") is True and w.period == "day"
    assert w.new_game(seed=4) is True and w.game.seed == 4 and w.period == "day"
    with pytest.raises(ValueError):
        make(period="dusk")
    quiet_logs()


@pytest.mark.parametrize(
    "content,rule",
    [
        ({"type": "new_game", "period": "dusk"}, "ganjifa.day-night"),
        ({"type": "new_game", "period": "DAY"}, "ganjifa.day-night"),
        ({"type": "new_game", "period": 1}, "input"),
        ({"type": "new_game", "period": None}, "input"),
        ({"type": "new_game", "period": "night", "trump": "kalki"}, "input"),
        ({"type": "new_game", "seed": -2, "period": "day"}, "input"),
    ],
)
def test_a_bad_period_is_refused(content, rule, quiet_logs):
    w = make(bot_delay_ms=700)
    before = w.game.to_json()
    send(w, content)
    assert w.game.to_json() == before and w.error_rule == rule and w.error
    quiet_logs()


def test_a_table_with_its_own_factory_keeps_its_period():
    game = dukal_position()
    w = GanjifaTable.from_game(
        game, opponents="random", factory=lambda seed: dukal_position(), settings={"bot_delay_ms": 700}
    )
    send(w, {"type": "new_game", "period": "night"})
    assert w.error_rule == "ganjifa.day-night" and w.game is game
    send(w, {"type": "new_game", "period": "day"})
    assert w.error == "" and w.game is not game and w.game.options == {"period": "day"}
    # without a factory a table around a position deals fresh games with the chosen period
    v = GanjifaTable.from_game(dukal_position(), opponents="random", settings={"bot_delay_ms": 700})
    v.new_game(period="night")
    assert v.period == "night" and len(v.view["hands"][0]) == 40
    with pytest.raises(TypeError):
        GanjifaTable.from_game(ExactoTable(players=2, bots="random").game)


# ------------------------------------------------------------ malformed and forged


def hand_card(w, seat=0):
    return w.view["hands"][seat][0]


BAD = [
    (None, "input"),
    (42, "input"),
    ("act", "input"),
    ({}, "input"),
    ({"type": "fly"}, "input"),
    ({"type": "act"}, "input"),
    ({"type": "act", "action": "rama-raja"}, "input"),
    ({"type": "act", "action": {"kind": "play"}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": "rama raja"}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": None}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": ["rama", "raja"]}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama"}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "balarama", "rank": 3}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 11}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": "3"}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": True}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": "King"}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 3, "x": 1}}}, "input"),
    ({"type": "act", "action": {"kind": "play", "card": {"suit": "rama", "rank": 3}, "x": 1}}, "input"),
    ({"type": "act", "action": {"kind": "dukal", "cards": []}}, "input"),
    ({"type": "act", "action": {"kind": "dukal", "cards": "all"}}, "input"),
    ({"type": "act", "action": {"kind": "discard", "cards": [{"suit": "x", "rank": 1}]}}, "input"),
    ({"type": "act", "action": {"kind": "trump"}}, "input"),
    ({"type": "step", "move": "1"}, "input"),
    ({"type": "undo", "n": 2}, "input"),
    ({"type": "play_bots", "fast": True}, "input"),
    ({"type": "x" * 10_000}, "input"),
]


@pytest.mark.parametrize("content,rule", BAD, ids=[repr(m)[:60] for m, _ in BAD])
def test_malformed_messages_become_the_error_line(content, rule, quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700)
    before, view = w.game.to_json(), w.view
    send(w, content)  # never raises
    assert w.game.to_json() == before and w.view == view
    assert w.error and len(w.error) <= 300 and "Traceback" not in w.error
    assert w.error_rule == rule
    quiet_logs()


def test_the_opening_lead_is_the_trump_raja_alone(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700)
    before = w.game.to_json()
    other = next(c for c in w.view["hands"][0] if c != {"suit": "rama", "rank": "raja"})
    send(w, {"type": "act", "action": {"kind": "play", "card": other}})
    assert w.game.to_json() == before and w.error_rule == "ganjifa.opening-lead"
    assert "Raja of Rama" in w.error
    quiet_logs()


def test_a_dukal_may_not_open_the_deal(quiet_logs):
    game = dukal_position(first_trick=True)
    w = GanjifaTable.from_game(game, opponents="random", settings={"bot_delay_ms": 700})
    assert w.game.first_trick and not any(a["kind"] == "dukal" for a in w.legal)
    before = w.game.to_json()
    cards = [{"suit": "kalki", "rank": r} for r in ("raja", "mantri", 3, 4, 5)]
    send(w, {"type": "act", "action": {"kind": "dukal", "cards": cards}})
    assert w.game.to_json() == before and w.error_rule == "ganjifa.opening-lead"
    assert "no Dukal may open" in w.error
    quiet_logs()


def test_cards_you_do_not_hold_and_cards_that_do_not_follow(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=0)
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    rng = random.Random(1)
    checked_follow = checked_hold = False
    for _ in range(200):
        if w.game.is_over or (checked_follow and checked_hold):
            break
        before = w.game.to_json()
        hand = w.view["hands"][0]
        if not checked_hold:
            foreign = next(c.to_json() for c in CARDS if c.to_json() not in hand)
            send(w, {"type": "act", "action": {"kind": "play", "card": foreign}})
            assert w.game.to_json() == before and w.error_rule in ("ganjifa.follow", "ganjifa.opening-lead")
            assert "don't hold" in w.error or "Raja" in w.error
            checked_hold = "don't hold" in w.error
        illegal = [c for c in hand if {"kind": "play", "card": c} not in w.legal]
        if w.game.trick and illegal:
            send(w, {"type": "act", "action": {"kind": "play", "card": illegal[0]}})
            assert w.game.to_json() == before
            assert w.error_rule in ("ganjifa.follow", "ganjifa.void")
            assert "follow suit" in w.error or "play a trump" in w.error
            checked_follow = True
        w.act(rng.choice(w.legal))
    assert checked_follow and checked_hold
    quiet_logs()


def test_out_of_turn_plays_are_refused(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700)
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    assert w.bot_to_move and w.game.current_player == 1
    before = w.game.to_json()
    for card in w.view["hands"][0][:3]:
        send(w, {"type": "act", "action": {"kind": "play", "card": card}})
        assert w.game.to_json() == before
        assert w.error_rule == "ganjifa.follow" and "not your turn" in w.error and "Player 1" in w.error
    send(w, {"type": "step", "move": w.view["move_number"]})
    assert w.error == ""
    quiet_logs()


def test_forged_browser_writes_are_ignored(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700)
    before, view, legal = w.game.to_json(), w.view, w.legal
    w.set_state(
        {
            "view": {"hands": [[], [], []]},
            "legal": [{"kind": "play", "card": {"suit": "kalki", "rank": 1}}],
            "seat": 2,
            "reveal_all": True,
            "error": "hacked",
            "bot_reason": "x",
            "can_undo": True,
        }
    )
    assert w.game.to_json() == before and w.view == view and w.legal == legal
    assert w.seat == 0 and w.reveal_all is False and w.error == "" and w.can_undo is False
    w.set_state("not a dict")
    assert w.game.to_json() == before
    quiet_logs()


# ---------------------------------------------------------------------- Dukals


def test_leading_a_dukal_through_the_widget(quiet_logs):
    w = GanjifaTable.from_game(dukal_position(0), opponents="random", settings={"bot_delay_ms": 0}, bot_seed=2)
    dukals = [a for a in w.legal if a["kind"] == "dukal"]
    assert dukals == [{"kind": "dukal", "cards": [{"suit": "kalki", "rank": r} for r in ("raja", "mantri", 3, 4, 5)]}]
    # the same cards in another order are the same Dukal
    cards = list(reversed(dukals[0]["cards"]))
    send(w, {"type": "act", "action": {"kind": "dukal", "cards": cards}})
    assert w.error == ""
    game = w.game
    assert game.dukal is None, "both AI players discarded at once"
    assert w.view["scores"][0] == 15 and w.view["hand_sizes"] == [5, 5, 5]
    capture = [e for e in w.event_log if e["kind"] == "capture"][-1]
    assert capture["data"] == {"seat": 0, "cards": 15} and "Dukal" in capture["text"]
    assert game.current_player == 0, "the Dukal's leader leads again"
    quiet_logs()


def test_a_broken_or_foreign_dukal_is_refused_citing_the_dukal_rule(quiet_logs):
    w = GanjifaTable.from_game(dukal_position(0), opponents="random", settings={"bot_delay_ms": 700})
    before = w.game.to_json()
    for cards, words in (
        ([("kalki", "raja"), ("kalki", "mantri"), ("kalki", 3), ("kalki", 5)], "at least 3 numbers"),
        ([("kalki", "raja"), ("kalki", 3), ("kalki", 4), ("kalki", 5)], "Raja and the Mantri"),
        ([("kalki", "raja"), ("kalki", "mantri"), ("kalki", 3), ("kalki", 4), ("kalki", 6)], "don't hold"),
    ):
        send(w, {"type": "act", "action": {"kind": "dukal", "cards": [{"suit": s, "rank": r} for s, r in cards]}})
        assert w.game.to_json() == before and w.error_rule == "ganjifa.dukal", w.error
        assert words in w.error, w.error
    send(w, {"type": "act", "action": {"kind": "discard", "cards": [hand_card(w)]}})
    assert w.game.to_json() == before and w.error_rule == "ganjifa.dukal" and "no Dukal" in w.error
    quiet_logs()


def test_discarding_to_an_ai_players_dukal(quiet_logs):
    w = GanjifaTable.from_game(dukal_position(1), opponents=dukal_first, settings={"bot_delay_ms": 0})
    game = w.game
    assert game.dukal and game.current_player == 0, "player 1 led its Dukal, player 2 discarded"
    owed = w.view["dukal"]["owed"]["0"]
    assert owed == len(w.view["dukal"]["cards"]) >= 5 and w.view["dukal"]["owed"]["2"] == 0
    hand = w.view["hands"][0]
    assert sorted(a["cards"][0]["rank"] for a in w.legal if a["kind"] == "discard") == sorted(
        c["rank"] for c in hand
    ), "any card may be discarded"
    before = game.to_json()
    for bad, rule in (
        ({"kind": "discard", "cards": hand[: owed + 1]}, "ganjifa.dukal"),  # too many
        ({"kind": "discard", "cards": [hand[0], hand[0]]}, "input"),  # twice the same
        ({"kind": "discard", "cards": [{"suit": "kalki", "rank": "raja"}]}, "ganjifa.dukal"),  # not yours
        ({"kind": "play", "card": hand[0]}, "ganjifa.dukal"),  # a play, not a discard
    ):
        send(w, {"type": "act", "action": bad})
        assert game.to_json() == before and w.error_rule == rule, (bad, w.error)
    send(w, {"type": "act", "action": {"kind": "discard", "cards": hand[:owed]}})
    assert w.error == "" and game.dukal is None
    assert game.history[1 + owed].to_json() == {"kind": "discard", "cards": hand[:owed]}, "one action, all owed cards"
    capture = next(e for e in w.event_log if e["kind"] == "capture")
    assert capture["data"] == {"seat": 1, "cards": 3 * owed}
    assert w.view["scores"][1] >= 3 * owed
    quiet_logs()


# ----------------------------------------------------------------------- undo


def test_undo_takes_back_your_card_until_an_ai_player_shows_one(quiet_logs):
    w = make(seed=opening_seed(0), bot_delay_ms=700, step_mode=True)
    assert w.can_undo is False
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    assert w.can_undo is True
    send(w, {"type": "undo"})
    assert w.game.history == [] and w.error == "" and w.legal
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    send(w, {"type": "step", "move": 1})
    assert w.can_undo is False, "player 1 has shown a card since"
    before = w.game.to_json()
    send(w, {"type": "undo"})
    assert w.game.to_json() == before and w.error_rule == "input" and "AI player showed" in w.error
    quiet_logs()


# ------------------------------------------------------------------- settings


def test_display_settings_are_validated_from_python_and_the_browser(quiet_logs):
    w = make(grain=20, contrast=70, color_temperature=0)
    assert (w.settings["grain"], w.settings["contrast"], w.settings["color_temperature"]) == (20, 70, 0)
    for bad in (
        {"grain": 101},
        {"grain": -1},
        {"contrast": "50"},
        {"color_temperature": 50.5},
        {"grain": True},
        {"grain": None},
    ):
        with pytest.raises((ValueError, traitlets.TraitError)):
            make(**bad)
        with pytest.raises(traitlets.TraitError):
            w.update_settings(**bad)
    # the browser: bad values are dropped, good ones kept, unknown keys ignored
    w.set_state(
        {"settings": {**w.settings, "grain": 500, "contrast": "high", "color_temperature": 80, "sparkle": True}}
    )
    assert w.settings["grain"] == 20 and w.settings["contrast"] == 70 and w.settings["color_temperature"] == 80
    assert "sparkle" not in w.settings
    w.set_state({"settings": {"theme": "dark", "bot_delay_ms": 300, "high_contrast": True, "grain": 0}})
    assert w.settings["theme"] == "dark" and w.settings["bot_delay_ms"] == 300 and w.settings["grain"] == 0
    # the extra keys belong to Ganjifa's table only
    e = ExactoTable(players=2, bots="random", bot_delay_ms=0)
    assert "grain" not in e.settings
    with pytest.raises(traitlets.TraitError):
        e.update_settings(grain=50)
    quiet_logs()


# ------------------------------------------------------------------- lessons


def test_a_ganjifa_lesson_uses_the_ganjifa_table(quiet_logs):
    from rules_engine.lessons import Feedback, LessonSpec

    assert TABLES["ganjifa"] is GanjifaTable

    def check(before, action, events):
        if action.kind == "dukal":
            return Feedback(True, "A Dukal wins at once.", "ganjifa.dukal")
        return Feedback(False, "You held a Dukal: lead it.", "ganjifa.dukal")

    data = LessonSpec(
        id="g-dukal",
        title="Lead a Dukal",
        rules=("ganjifa.dukal",),
        instruction="You hold a Dukal of Kalki. Lead it.",
        setup=lambda: dukal_position(0),
        check=check,
        hints=("Raja, Mantri and a run of three.",),
        seat=0,
        bots="random",
    )
    w = Lesson(data, bot_delay_ms=0)
    assert isinstance(w, GanjifaTable) and w.coach is not None and w.coach.spec is data
    assert w._esm == (STATIC / "lesson.js").read_text()
    assert w.settings["grain"] == 50
    send(w, {"type": "new_game", "period": "night"})
    assert w.error_rule == "ganjifa.day-night" and w.game.options == {"period": "day"}
    dukal = next(a for a in w.legal if a["kind"] == "dukal")
    send(w, {"type": "act", "action": dukal})
    assert w.feedback["correct"] is True and w.error == ""
    send(w, {"type": "retry"})
    assert w.game.history == [] and w.feedback == {}
    quiet_logs()


# -------------------------------------------------------------------- bundle


def test_the_bundle_is_built_and_carries_the_testids():
    assert pathlib.Path(GanjifaTable._esm._path) == STATIC / "ganjifa.js"
    assert pathlib.Path(GanjifaTable._css._path) == STATIC / "styles.css"
    text = (STATIC / "ganjifa.js").read_text()
    for testid in (
        "ganjifa-table",
        "hand",
        "trick",
        "trump",
        "period",
        "dukal-mode",
        "dukal-button",
        "discard-button",
        "owed",
        "trick-summary",
        "scores",
        "next-button",
        "undo-button",
        "new-game-button",
        "day-button",
        "night-button",
        "error",
        "log",
        "why-button",
    ):
        assert f'"{testid}"' in text, testid
    for pattern in ("card-${", "trick-${", "captured-${"):
        assert pattern in text, pattern
    assert ".tt-ganjifa" in (STATIC / "styles.css").read_text()
    lesson = (STATIC / "lesson.js").read_text()
    assert '"ganjifa-table"' in lesson, "a Ganjifa lesson renders the Ganjifa table"


def test_random_bot_instances_and_functions_may_play(quiet_logs):
    w = make(opponents={1: RandomBot(), 2: dukal_first}, seed=2)
    assert [s["bot"] for s in w.seat_info] == [None, "random", "dukal_first"]
    quiet_logs()


def test_bots_is_the_keyword_of_every_table_and_opponents_still_works():
    """GanjifaTable takes ``bots=`` as every table does; ``opponents=`` is its older name."""
    by_bots = GanjifaTable(seed=3, bots={1: RandomBot(), 2: dukal_first}, bot_delay_ms=0)
    by_opponents = GanjifaTable(seed=3, opponents={1: RandomBot(), 2: dukal_first}, bot_delay_ms=0)
    assert [type(b).__name__ for b in by_bots.session.bots.values()] == [
        type(b).__name__ for b in by_opponents.session.bots.values()
    ]
    around = GanjifaTable.from_game(dukal_position(1), bots=dukal_first, settings={"bot_delay_ms": 0})
    assert set(around.session.bots) == {1, 2}
    with pytest.raises(TypeError, match="not both"):
        GanjifaTable(seed=3, bots="random", opponents="random")
    with pytest.raises(TypeError, match="opponent"):
        GanjifaTable(seed=3, oponents="random")
