"""SiggilTable: the seat's view only (no face-down card, no other hand on the page); takes,
captures, steals and recaptures through browser messages, a wrong selection refused with
its rule and nothing changed; forged and malformed messages refused with a clear sentence;
the solo discard and release; undo stopping at the last card turned up or spirit freed;
the cascade told in public steps; the hot-seat curtain; the redrawn-worlds check."""

from __future__ import annotations

import json
import random

import pytest
from support.widgets import send, state_json

from rules_engine.siggil import Card, Siggil
from widgets import GameWidget, SiggilTable

C = Card
SPIRIT_6_SET = [C(6, 1), C(6, 2), C(6, 3)]
HAND_0 = [C(3, 1), C(3, 2), C(3, 4), C(6, 4), C(6, 5), C(6, 6), C(6, 7), C(1, 6), C(5, 6)]
BARE_SET = [C(2, 6), C(4, 6)]
HAND_1 = [C(5, 1), C(5, 2)]


def position(**kwargs) -> Siggil:
    """Seed 5's pyramids with some cards lifted out: you (seat 0) hold three of family 3,
    four of family 6 and two more 6s, and a bare set of two 6s; player 1 holds spirit 6 on
    three of family 6; spirit 3 is free. You are to take a card."""
    dealt = Siggil(players=2, seed=5)
    lifted = set(HAND_0 + BARE_SET + SPIRIT_6_SET + HAND_1 + [C(3, 3, True), C(6, 6, True)])
    sigil = [
        None if place is None or place[0] in lifted else {"card": place[0].to_json(), "face_up": place[1]}
        for place in dealt.sigil
    ]
    options = dict(
        sigil=sigil,
        hands=[HAND_0, HAND_1],
        sets=[[{"cards": BARE_SET, "spirit": None}], [{"cards": SPIRIT_6_SET, "spirit": 6}]],
        free_spirits=sorted(set(dealt.free_spirits) | {3}),
        current=0,
        seed=5,
    )
    options.update(kwargs)
    return Siggil.from_position(**options)


def make(game=None, delay=700, **kwargs) -> SiggilTable:
    return SiggilTable.from_game(
        game or position(),
        seat=kwargs.pop("seat", 0),
        bots=kwargs.pop("bots", "random"),
        settings={"bot_delay_ms": delay, **kwargs.pop("settings", {})},
        bot_seed=1,
        **kwargs,
    )


def without_error(state: str) -> dict:
    return {k: v for k, v in json.loads(state).items() if k not in ("error", "error_rule", "error_count")}


def no_hidden_card_on_the_page(w: SiggilTable) -> None:
    page = w.get_state()
    for place in page["view"]["sigil"]:
        assert place is None or place["face_up"] or place["card"] is None, "a face-down card on the page"
    for s, hand in enumerate(page["view"]["hands"]):
        assert s == w.seat or hand is None, "another seat's hand on the page"


def test_initial_state_is_the_seats_view(quiet_logs):
    w = SiggilTable(players=3, seat=1, seed=4, bot_delay_ms=700, bot_seed=2)
    state = w.get_state()
    assert isinstance(w, GameWidget) and isinstance(w.game, Siggil)
    assert {**state["view"], **state["view_seldom"]} == {
        k: v for k, v in w.game.view(1).items() if k not in w.page_omits
    }
    assert state["title"] == "Siggil"
    assert [s["bot"] for s in state["seat_info"]] == ["far-sighted", None, "far-sighted"], (
        "the lookahead bot by default, named in words"
    )
    assert state["legal"] == [] and state["bot_to_move"], "player 0 (a bot) opens"
    no_hidden_card_on_the_page(w)
    assert sum(1 for p in state["view"]["sigil"] if p and not p["face_up"]) > 10, "face-down cards are there, unread"
    layout = state["sigil_layout"]
    assert layout["name"] == "pyramids" and len(layout["positions"]) == 56
    assert sorted(layout["order"]) == list(range(56))
    assert layout["order"].index(0) < layout["order"].index(27), "covered cards are drawn first"
    with pytest.raises(ValueError):
        SiggilTable(players=2, seat=2)
    with pytest.raises(ValueError, match="solo"):
        SiggilTable(players=2, difficulty="advanced")
    quiet_logs()


def test_other_layouts_and_the_solo_table():
    w = SiggilTable(players=1, seed=2, layout="ring", difficulty="advanced")
    assert w.sigil_layout["name"] == "ring" and w.view["difficulty"] == "advanced"
    assert w.view["set_size"] == 4 and w.view["goal"] == 6
    assert w.seat_info[0]["bot"] is None and len(w.seat_info) == 1
    assert w.view["phase"] in ("discard", "release") and w.legal


def test_take_then_capture_with_a_listed_set():
    w = make()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    assert w.error == "" and w.view["phase"] == "capture"
    assert w.view["hands"][0][-1] == {"family": 4, "number": 7} or {"family": 4, "number": 7} in w.view["hands"][0]
    kinds = {a["kind"] for a in w.legal}
    assert kinds == {"capture", "steal", "recapture", "pass"}, kinds
    capture = next(a for a in w.legal if a["kind"] == "capture")
    assert capture["spirit"] == 3 and len(capture["cards"]) == 3
    send(w, {"type": "act", "action": capture})
    assert w.error == "" and w.view["sets"][0][-1]["spirit"] == 3 and 3 not in w.view["free_spirits"]
    assert w.view["current_player"] == 1 and w.bot_to_move


def test_a_wrong_selection_is_refused_with_its_rule_and_nothing_changes(quiet_logs):
    w = make()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    cases = [
        (
            {"kind": "capture", "spirit": 3, "cards": [{"family": 3, "number": 1}, {"family": 3, "number": 2}]},
            "siggil.capture-free",
        ),  # two cards, not three
        (
            {
                "kind": "capture",
                "spirit": 3,
                "cards": [{"family": 3, "number": 1}, {"family": 3, "number": 2}, {"family": 6, "number": 4}],
            },
            "siggil.capture-free",
        ),
        (
            {
                "kind": "capture",
                "spirit": 5,
                "cards": [{"family": 3, "number": 1}, {"family": 3, "number": 2}, {"family": 3, "number": 4}],
            },
            "siggil.capture-free",
        ),  # not free
        (
            {
                "kind": "steal",
                "spirit": 6,
                "cards": [{"family": 6, "number": 4}, {"family": 6, "number": 5}, {"family": 6, "number": 6}],
            },
            "siggil.steal",
        ),  # 3 do not beat 3
        (
            {
                "kind": "capture",
                "spirit": 3,
                "cards": [{"family": 2, "number": 1}, {"family": 3, "number": 2}, {"family": 3, "number": 4}],
            },
            "siggil.capture",
        ),  # not in hand
        ({"kind": "take", "position": 26}, "siggil.take"),  # you have taken already
    ]
    for action, rule in cases:
        before = state_json(w)
        send(w, {"type": "act", "action": action})
        assert w.error_rule == rule, (action, w.error_rule, w.error)
        assert w.error and len(w.game.history) == 1
        assert without_error(state_json(w)) == without_error(before), action
    steal = next(a for a in w.legal if a["kind"] == "steal")
    send(w, {"type": "act", "action": steal})
    assert w.error == "" and w.view["sets"][0][-1]["spirit"] == 6 and w.view["sets"][1][0]["spirit"] is None
    quiet_logs()


def test_a_covered_card_is_refused_with_the_rule_of_availability():
    w = make()
    covered = next(p for p, place in enumerate(w.game.sigil) if place and p not in w.game.available)
    send(w, {"type": "act", "action": {"kind": "take", "position": covered}})
    assert w.error_rule == "siggil.available" and w.game.history == []
    # The sigil shows no position numbers, so the refusal names cards the learner sees
    assert f"position {covered}" not in w.error and "Available now: " in w.error
    seen = [w.game.sigil[p] for p in w.game.available]
    assert all(f"{card.number} of family {card.family}" in w.error for card, up in seen)
    up = w.game.sigil[covered][1]
    assert ("face-down card" in w.error) != up


FORGED = [
    {"type": "act", "action": {"kind": "take", "position": "27"}},
    {"type": "act", "action": {"kind": "take"}},
    {"type": "act", "action": {"kind": "capture", "spirit": 3, "cards": "three of family 3"}},
    {"type": "act", "action": {"kind": "capture", "spirit": 3, "cards": [{"family": 9, "number": 1}]}},
    {"type": "act", "action": {"kind": "fly", "position": 27}},
    {"type": "act", "action": [27]},
    {"type": "act", "action": {"kind": "release", "spirit": 3}},
    {"type": "act", "action": {"kind": "discard", "position": 27}},
    {"type": "new_game", "seed": 7},
    {"type": "undo", "extra": True},
    {"type": "ready"},
    {"type": "teleport"},
    "take 27",
]


@pytest.mark.parametrize("message", FORGED, ids=lambda m: json.dumps(m)[:60])
def test_forged_and_malformed_messages_are_refused_with_a_sentence_and_nothing_changes(message, quiet_logs):
    w = make()
    before = state_json(w)
    send(w, message)
    assert w.error and w.error_rule, message
    assert not w.internal_errors and w.game.history == []
    assert without_error(state_json(w)) == without_error(before)
    assert "Traceback" not in w.error and len(w.error) < 300
    quiet_logs()


def test_the_cascade_is_told_in_public_steps():
    w = make(delay=700)
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    assert w.cascade["from"] == 0
    assert next(s["kind"] for s in w.cascade["steps"]) == "take"
    send(w, {"type": "act", "action": {"kind": "pass"}})
    assert w.cascade == {"from": 1, "steps": []}, "a pass shows nothing"
    send(w, {"type": "step", "move": 2})  # the bot takes
    steps = w.cascade["steps"]
    assert steps and steps[0]["kind"] == "take" and steps[0]["seat"] == 1
    for step in steps:
        if step["kind"] == "flip":
            place = w.game.sigil[step["position"]]
            assert place is None or Card.from_json(step["card"]) == place[0]
    assert "card" not in steps[0], "which card the bot took stays its own"


def test_undo_stops_at_the_last_card_turned_up_or_spirit_freed(quiet_logs):
    game = Siggil(players=2, seed=5)
    w = make(game, bots=None)
    w.lift_curtain()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})  # uncovers face-up cards only
    assert w.can_undo
    send(w, {"type": "undo"})
    assert w.error == "" and w.game.history == [] and w.cascade == {}
    w.lift_curtain()  # the pass played for seat 0 had passed the screen; undo passes it back
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})  # no capture: the pass is played
    w.lift_curtain()
    flips = [p for p in w.game.available if p in (25, 26)]
    send(w, {"type": "act", "action": {"kind": "take", "position": flips[0]}})  # turns up a face-down card
    assert any(s["kind"] == "flip" for s in w.cascade["steps"])
    assert not w.can_undo
    send(w, {"type": "undo"})
    assert w.error_rule == "input" and "turned face up" in w.error and len(w.game.history) == 4
    quiet_logs()


# -- siggil.capture: a pass is asked for only when a capture was possible ---------------------
def test_a_take_that_allows_no_capture_ends_the_turn_as_a_pass_would():
    """A Pass click after almost every take taught nothing. With nothing to
    capture (empty hands at the deal), the table plays the pass: the log reads as a pass."""
    w = make(Siggil(players=2, seed=5), bots=None)
    w.lift_curtain()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    assert w.error == "" and [a.kind for a in w.game.history] == ["take", "pass"]
    assert w.game.current_player == 1 and w.curtain == {"seat": 1}
    passes = [e for e in w.event_log if e["kind"] == "pass"]
    assert len(passes) == 1 and passes[0]["rule"] == "siggil.capture"
    assert "makes no capture this turn" in passes[0]["text"], "the same line as a pass clicked"


def test_pass_is_offered_when_a_capture_was_possible():
    """siggil.capture: you hold three of family 3 and spirit 3 is free: after the take the
    turn waits for you, with Pass beside the captures."""
    w = make()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    kinds = {a["kind"] for a in w.legal}
    assert w.error == "" and w.view["phase"] == "capture" and "pass" in kinds and "capture" in kinds
    assert [a.kind for a in w.game.history] == ["take"]


def test_undo_takes_back_the_played_pass_with_its_take_or_neither():
    w = make(Siggil(players=2, seed=5), bots=None)
    w.lift_curtain()
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})  # nothing turned up
    assert w.can_undo
    send(w, {"type": "undo"})
    assert w.error == "" and w.game.history == [] and w.game.current_player == 0
    bot = make(Siggil(players=3, seed=4), bots=None)
    bot.lift_curtain()
    send(bot, {"type": "act", "action": {"kind": "take", "position": 27}})  # frees a spirit, turns a card up
    assert [a.kind for a in bot.game.history] == ["take", "pass"]
    assert not bot.can_undo, "the pass alone would leave a turn whose only move is that pass"


def test_solo_discard_take_and_release():
    for seed in range(40):
        w = SiggilTable(players=1, seed=seed, bot_delay_ms=0)
        rng = random.Random(seed)
        assert w.view["phase"] in ("discard", "release")
        if w.view["phase"] == "discard":
            p = w.legal[0]["position"]
            send(w, {"type": "act", "action": {"kind": "take", "position": p}})
            assert w.error_rule == "siggil.solo-turn", "solo: discard first"
            send(w, {"type": "act", "action": {"kind": "discard", "position": p}})
            assert w.error == "" and w.view_seldom["discard"][-1] is not None, "easy: face up"
        for _ in range(200):
            if w.game.is_over or w.view["phase"] == "release":
                break
            send(w, {"type": "act", "action": rng.choice(w.legal)})
            assert w.error == ""
        if w.view["phase"] != "release":
            continue
        free = w.view["free_spirits"]
        # siggil.solo-limit: the fourth, just come free, stays; one of the other three goes
        assert len(free) == 4 and w.legal == [{"kind": "release", "spirit": k} for k in free[:3]]
        assert w.view["arrival"] == {"spirit": free[3], "waiting": free[:3], "then": w.view["arrival"]["then"]}
        send(w, {"type": "act", "action": {"kind": "release", "spirit": free[3]}})
        assert w.error_rule == "siggil.solo-limit" and "just come free and stays" in w.error
        gone = next(k for k in range(1, 8) if k not in free)
        send(w, {"type": "act", "action": {"kind": "release", "spirit": gone}})
        assert w.error_rule == "siggil.solo-limit"
        send(w, {"type": "act", "action": {"kind": "pass"}})
        assert w.error_rule == "siggil.solo-limit"
        send(w, {"type": "act", "action": {"kind": "release", "spirit": free[0]}})
        assert w.error == "" and w.view["lost_spirits"][-1] == free[0] and len(w.view["free_spirits"]) == 3
        assert any(s["kind"] == "lost" for s in w.cascade["steps"])
        return
    pytest.fail("no solo game in 40 seeds reached a fourth free spirit")


def test_solo_several_releases_in_a_row():
    """siggil.solo-limit: one discard frees spirits 4 and 5 while 1, 2 and 3 wait: the table
    asks twice, each time for one of the three that were waiting at that arrival, and the
    cascade tells both losses."""
    sigil = [None] * 56
    for p, card, up in [
        (27, C(7, 7), True),
        (25, C(4, 4, True), False),
        (22, C(5, 5, True), False),
        (55, C(7, 6), True),
    ]:
        sigil[p] = {"card": card.to_json(), "face_up": up}
    w = make(Siggil.from_position(sigil, [[]], free_spirits=[1, 2, 3], seed=1))
    send(w, {"type": "act", "action": {"kind": "discard", "position": 27}})
    assert w.error == "" and w.view["phase"] == "release"
    assert w.view["arrival"] == {"spirit": 4, "waiting": [1, 2, 3], "then": "take"}
    assert w.legal == [{"kind": "release", "spirit": k} for k in (1, 2, 3)]
    send(w, {"type": "act", "action": {"kind": "release", "spirit": 2}})
    assert w.error == "" and w.view["phase"] == "release"
    assert w.view["arrival"] == {"spirit": 5, "waiting": [1, 3, 4], "then": "take"}
    assert w.legal == [{"kind": "release", "spirit": k} for k in (1, 3, 4)]
    send(w, {"type": "act", "action": {"kind": "release", "spirit": 4}})
    assert w.error == "" and w.view["phase"] == "take" and w.view["arrival"] is None
    assert w.view["free_spirits"] == [1, 3, 5] and w.view["lost_spirits"] == [2, 4]
    assert [s["spirit"] for s in w.cascade["steps"] if s["kind"] == "lost"] == [4]  # since your last move
    assert w.legal == [{"kind": "take", "position": 55}]


def test_the_page_speaks_the_learners_language():
    w = make(settings={"language": "ru"})
    assert w.title == "Сиггил" and w.seat_info[0]["name"] == "Игрок 0"
    assert w.strings["ui.siggil.card"] == "{n} рода {f}"
    covered = next(p for p, place in enumerate(w.game.sigil) if place and p not in w.game.available)
    send(w, {"type": "act", "action": {"kind": "take", "position": covered}})
    assert w.error_rule == "siggil.available" and "position" not in w.error


def test_every_game_plays_to_the_end_through_messages(quiet_logs):
    for players in (1, 2, 3, 4):
        w = SiggilTable(players=players, seed=players, bots="greedy", bot_delay_ms=0, bot_seed=players)
        rng = random.Random(players)
        for _ in range(400):
            if w.game.is_over:
                break
            assert w.legal, "with no delay the bots answer at once"
            send(w, {"type": "act", "action": rng.choice(w.legal)})
            assert w.error == ""
            no_hidden_card_on_the_page(w)
        assert w.game.is_over and not w.internal_errors and not w.bot_errors
    quiet_logs()


# -- hidden information ---------------------------------------------------------------------
def test_two_worlds_differing_only_in_face_down_cards_send_the_same_page():
    differ = 0
    for seed in range(6):
        game = Siggil(players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 6)):
            game.apply(rng.choice(game.legal_actions()))
        other = game.resample_hidden(0, random.Random(seed + 100))
        differ += other.sigil != game.sigil
        a, b = (
            SiggilTable.from_game(g, seat=0, bots="random", bot_seed=1, settings={"bot_delay_ms": 700})
            for g in (game, other)
        )
        assert state_json(a) == state_json(b), seed
    assert differ >= 5, "the worlds really differ in hidden cards"


# -- hot-seat: the curtain -------------------------------------------------------------------
def test_the_curtain_goes_up_between_people_and_the_page_holds_no_hand():
    w = make(bots=None)
    assert w.curtain == {"seat": 0}
    assert w.view["hands"] == [None, None] and w.legal == []
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    assert w.error_rule == "siggil.take" and w.game.history == [], "no move behind the curtain"
    send(w, {"type": "ready"})
    assert w.curtain == {} and w.view["hands"][0] and w.view["hands"][1] is None and w.legal
    sent = []
    w.send = lambda content, buffers=None: sent.append(content)
    send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
    send(w, {"type": "act", "action": {"kind": "pass"}})
    assert w.curtain == {"seat": 1} and w.seat == 1
    page = w.get_state()
    assert page["view"]["hands"] == [None, None] and page["legal"] == [] and page["error"] == ""
    last = next(m for m in reversed(sent) if m.get("type") == "log")
    assert last["reset"] and all("seats" not in e for e in last["entries"]), "the log restarts public"
    send(w, {"type": "ready"})
    assert (
        w.curtain == {} and w.view["hands"][0] is None and w.view["hands"][1] == [c.to_json() for c in sorted(HAND_1)]
    )
    send(w, {"type": "ready"})
    assert w.error_rule == "input", "no curtain to lift"


def test_no_curtain_with_one_person_or_for_the_teacher():
    assert make().curtain == {}
    t = SiggilTable.from_game(position(), seat=0, bots=None, reveal_all=True, settings={"bot_delay_ms": 700})
    assert t.curtain == {} and t.legal
    assert all(h is not None for h in t.view["hands"])


def test_a_lesson_over_the_table_has_the_cascade_and_the_undo_floor_and_never_a_curtain():
    """Lessons build the table through GameWidget.__init__ alone (widgets/lesson.py)."""
    from rules_engine.lessons import Feedback, LessonSpec
    from widgets import Lesson

    for bots in ("random", None):  # None: two people, yet a lesson passes no screen
        data = LessonSpec(
            id="t",
            title="t",
            rules=("siggil.available",),
            instruction="i",
            setup=position,
            check=lambda game, action, events: Feedback(True, "ok"),
            bots=bots,
        )
        w = Lesson(data, bot_delay_ms=0)
        assert w.curtain == {} and w.cascade == {} and w.sigil_layout["name"] == "pyramids"
        send(w, {"type": "act", "action": {"kind": "take", "position": 27}})
        assert w.error == "" and w.cascade["steps"][0] == {"move": 0, "kind": "take", "seat": 0, "position": 27}
        assert w.can_undo, "nothing was turned up"
        send(w, {"type": "act", "action": {"kind": "pass"}})
        assert w.curtain == {} and not w.internal_errors
