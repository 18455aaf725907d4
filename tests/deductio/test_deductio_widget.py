"""DeductioTable: the seat's view only; every row clue may be sent and the engine refuses a
false one with its rule (state unchanged); guesses, penalties, peeks (shown to the seat
alone), take-all, undo stopping at what the table has been shown, the clue words in the
learner's language, and the redrawn-worlds check on Deductio tables."""

from __future__ import annotations

import json
import math
import random

import pytest
from support.redrawn import check_worlds, table
from support.widgets import send, state_json

from rules_engine.deductio import CLUES, Deductio, PlayClue
from rules_engine.deductio.solver import candidates, information
from widgets import DeductioTable, GameWidget


def position(**kwargs) -> Deductio:
    """Seat 0 holds 9, seat 1 holds 4; the row: #14 (divisible by 3: true of 9, peek 1),
    #29 (multiple of 6: false of 9), #12 (prime: false of 9)."""
    options = dict(
        numbers=[9, 4],
        face_up=[1, 2, 3],
        row=[14, 29, 12],
        clue_deck=[5, 6, 7, 8, 10],
        number_deck=[11, 13, 15, 16],
        seed=3,
    )
    options.update(kwargs)
    return Deductio.from_position(**options)


def make(game=None, delay=700, **kwargs) -> DeductioTable:
    return DeductioTable.from_game(
        game or position(),
        seat=kwargs.pop("seat", 0),
        bots=kwargs.pop("bots", "random"),
        settings={"bot_delay_ms": delay, **kwargs.pop("settings", {})},
        bot_seed=1,
        **kwargs,
    )


def test_initial_state_is_the_seats_view(quiet_logs):
    w = DeductioTable(players=3, seat=1, seed=4, bot_delay_ms=700, bot_seed=2)
    state = w.get_state()
    assert isinstance(w, GameWidget) and isinstance(w.game, Deductio)
    full = w.game.view(1)
    assert {**state["view"], **state["view_seldom"]} == full
    assert set(state["view_seldom"]) == {"peeks", "discarded_facts"}
    assert [n is None for n in state["view"]["numbers"]] == [True, False, True], "only your own number"
    assert state["title"] == "Deductio"
    assert [s["name"] for s in state["seat_info"]] == ["Player 0", "Player 1", "Player 2"]
    assert [s["bot"] for s in state["seat_info"]] == ["bold", None, "bold"], "the probabilistic bot, in words"
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
    assert {k: v for k, v in after.items() if k not in ("error", "error_rule", "error_count")} == {
        k: v for k, v in json.loads(before).items() if k not in ("error", "error_rule", "error_count")
    }
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
    assert page["view_seldom"]["peeks"][0] == [{"number": 11, "at": "deck", "depth": 3}]
    assert page["view_seldom"]["peeks"][1] is None
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
    w = make(position(row=[29, 12, 8], clue_deck=[5, 6, 7, 10, 11]))  # 9: not a multiple of 6, not prime, not >= 14
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
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})  # the peek waits: nothing drawn yet
    assert w.can_undo and w.view["row"] == [29, 12], "deductio.ability: used before the refill"
    send(w, {"type": "act", "action": {"kind": "pass"}})  # deductio.refill draws a clue: seen
    assert not w.can_undo
    send(w, {"type": "undo"})
    assert w.error_rule == "input" and len(w.game.history) == 2
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


# -- the candidate grid: the learner's knowledge only -------------------------------------
def test_the_candidate_grid_is_off_by_default_and_comes_from_the_learners_view():
    w = make()
    assert w.settings["show_probability"] is False and w.hint == {}
    w.update_settings(show_probability=True)
    view = w.game.view(0)
    grid = candidates(view)
    assert set(w.hint["candidates"]) == {"1"}, "one row per opponent, none for yourself"
    assert w.hint["candidates"]["1"] == {str(n): round(p, 4) for n, p in grid[1].items()}
    assert "9" not in w.hint["candidates"]["1"], "your own 9 is no one else's"
    assert not {"1", "2", "3"} & set(w.hint["candidates"]["1"]), "face-up numbers are no one's"
    assert w.hint["bits_left"]["1"] == round(math.log2(len(grid[1])), 2), "equally likely: log2 of the count"
    # the bits each row clue gives away; None for a clue false of your 9 (#29, #12)
    assert set(w.hint["information"]) == {"14", "29", "12"}
    assert w.hint["information"]["29"] is None and w.hint["information"]["12"] is None
    assert w.hint["information"]["14"] == round(information(view)[14], 2) > 0
    assert "take_all" in w.hint


def test_the_grid_updates_as_clues_land():
    w = make(position(current=1), settings={"show_probability": True})
    before = w.hint["candidates"]["1"]
    send(w, {"type": "step", "move": 0})  # the bot (seat 1, holding 4) plays
    assert w.game.history, "the bot moved"
    after = w.hint["candidates"]["1"]
    assert after == {str(n): round(p, 4) for n, p in candidates(w.game.view(0))[1].items()}
    assert "4" in after, "the truth is never ruled out"
    assert len(after) <= len(before)
    pile = w.view["tableau"][1]
    if pile:  # a clue landed in front of seat 1: every number left agrees with it
        last = CLUES[pile[-1]["clue"]]
        face_up = w.view["face_up"][: pile[-1]["face_up_count"]]
        assert all(last.true_of(int(n), face_up) == pile[-1]["upright"] for n in after)


def test_the_grid_is_the_same_in_worlds_that_differ_only_in_hidden_cards():
    """Redrawn worlds (Deductio.resample_hidden): the other seats' numbers and the decks'
    order differ, the learner's knowledge does not, so neither may the grid."""
    differ = 0
    for seed in range(6):
        game = Deductio(players=2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(3, 12)):  # a few moves, clues on the table
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()[:4]))
        if game.is_over:
            continue
        other = game.resample_hidden(0, random.Random(seed + 100))
        differ += other.numbers != game.numbers
        a, b = (
            DeductioTable.from_game(
                g, seat=0, bots="random", bot_seed=1, settings={"bot_delay_ms": 700, "show_probability": True}
            )
            for g in (game, other)
        )
        assert a.hint and a.hint == b.hint, seed
        assert state_json(a) == state_json(b), seed
    assert differ >= 3, "the worlds really differ in hidden cards"


@pytest.mark.parametrize("seed", range(2))
def test_deductio_tables_with_the_grid_show_the_same_page_in_every_redrawn_world(seed):
    a = table(
        "deductio",
        seed,
        players=3 + seed,
        seat=seed,
        bots="probabilistic",
        bot_seed=seed,
        settings={"bot_delay_ms": 700, "show_probability": True},
    )
    assert a.hint["candidates"]
    assert check_worlds(a, random.Random(seed), messages=60) >= 1


# -- the penalty and the Reveal ----------------------------------------------------------
def test_the_penalty_is_in_the_view_while_it_lasts():
    w = make()
    send(w, {"type": "act", "action": {"kind": "guess", "target": 1, "number": 5}})
    assert w.view["penalty"] == {"seat": 0, "plays_left": 2}
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})  # abilities are off
    assert w.error == "" and w.view["phase"] == "penalty" and w.view["penalty"]["plays_left"] == 1
    assert w.view["pending"] is None
    legal = [a for a in w.legal if a["kind"] == "clue"] or [{"kind": "take_all"}]
    send(w, {"type": "act", "action": legal[0]})
    assert w.error == "" and w.view["penalty"] is None, w.error


def test_a_reveal_is_published_with_the_number_and_the_clues_it_discarded():
    game = position(clue_deck=["reveal", 5, 6, 7, 8, 10], tableau=[[(3, True), (24, False)], [(1, True), (33, False)]])
    w = make(game)
    assert w.reveal == {}
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})
    assert w.error == "" and w.reveal == {}, "deductio.ability: the peek comes before the refill's Reveal"
    send(w, {"type": "act", "action": {"kind": "pass"}})
    assert w.reveal == {"move": 2, "reveals": [{"number": 11, "discarded": [{"seat": 0, "clue": 24}]}]}
    assert 11 in w.view["face_up"] and all(c["clue"] != 24 for c in w.view["tableau"][0])
    send(w, {"type": "step", "move": 2})  # the bot plays: no Reveal card is left
    assert len(w.game.history) == 3 and w.reveal["move"] == 2, "kept until another Reveal"
    w.new_game(5)
    assert w.reveal == {}


# -- hot-seat: the curtain ---------------------------------------------------------------
def hot_seat(game=None) -> DeductioTable:
    return DeductioTable.from_game(game or position(), seat=0, bots=None, settings={"bot_delay_ms": 700})


def test_the_curtain_goes_up_between_people_and_the_page_holds_no_secret_number():
    w = hot_seat()
    assert w.curtain == {"seat": 0}, "the first person takes the screen"
    assert w.view["numbers"] == [None, None] and w.legal == []
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})
    assert w.error_rule == "deductio.turn" and w.game.history == [], "no move behind the curtain"
    assert "9" not in w.error
    send(w, {"type": "ready"})
    assert w.curtain == {} and w.view["numbers"] == [9, None] and w.legal
    sent = []
    w.send = lambda content, buffers=None: sent.append(content)
    send(w, {"type": "act", "action": {"kind": "clue", "clue": 14}})
    send(w, {"type": "act", "action": {"kind": "peek"}})  # seat 0 sees 11; the turn passes
    assert w.curtain == {"seat": 1} and w.seat == 1
    page = w.get_state()
    assert page["view"]["numbers"] == [None, None]
    assert page["view_seldom"]["peeks"] == [None, None], "seat 0's peek is off the page"
    assert page["legal"] == [] and page["error"] == "" and page["hint"] == {}
    log = [e for m in sent if m.get("type") == "log" for e in m["entries"]]
    assert log and all("seats" not in e for e in log[log.index(next(e for e in log if e["kind"] == "turn")) :]), (
        "after the turn passed, only public events"
    )
    last = next(m for m in reversed(sent) if m.get("type") == "log")
    assert last["reset"] and all("seats" not in e for e in last["entries"]), "the log restarts public"
    assert not any(e["kind"] in ("peek-seen", "number") for e in last["entries"])
    # the page behind the curtain is the same whatever either person holds
    for knower in (0, 1):
        other = w.game.resample_hidden(knower, random.Random(knower))
        twin = hot_seat(other)
        twin.seat = 1
        twin._curtain = 1
        twin.error_count = w.error_count  # the refusals this screen showed: its clicks, not the game
        twin._publish()
        twin._sync_log()
        assert state_json(twin) == state_json(w)
    send(w, {"type": "ready"})
    assert w.curtain == {} and w.view["numbers"] == [None, 4] and w.view_seldom["peeks"][0] is None
    last = next(m for m in reversed(sent) if m.get("type") == "log")
    assert last["reset"] and not any(e["kind"] == "peek-seen" for e in last["entries"])
    send(w, {"type": "ready"})
    assert w.error_rule == "input", "no curtain to lift"


def test_no_curtain_with_one_person_or_for_the_teacher():
    assert make().curtain == {}
    t = DeductioTable.from_game(position(), seat=0, bots=None, reveal_all=True, settings={"bot_delay_ms": 700})
    assert t.curtain == {} and t.legal


def test_the_deck_orders_of_the_teachers_view_stay_off_even_a_reveal_all_page():
    """view(None) carries the decks in order and the chance of later rebuilds (deductio.refill),
    for view_to_position; the page draws deck sizes only."""
    t = DeductioTable.from_game(position(), seat=0, bots=None, reveal_all=True, settings={"bot_delay_ms": 700})
    teacher = t.game.view(None)
    assert teacher["clue_deck"] == [5, 6, 7, 8, 10] and "shuffle_seed" in teacher
    page = json.loads(state_json(t))
    assert not {"clue_deck", "number_deck", "shuffle_seed"} & (set(page["view"]) | set(page["view_seldom"]))
    assert page["view"]["numbers"] == [9, 4] and page["view"]["clue_deck_size"] == 5


def test_a_lesson_over_the_table_has_the_grid_and_the_reveal_and_never_a_curtain():
    """Lessons build the table through GameWidget.__init__ alone (widgets/lesson.py)."""
    from rules_engine.lessons import Feedback, LessonSpec
    from widgets import Lesson

    def setup():  # #14 just placed: the learner's pass ends the turn, and the refill draws the Reveal
        game = position(
            clue_deck=["reveal", 5, 6, 7, 8, 10], tableau=[[(3, True), (24, False)], [(1, True), (33, False)]]
        )
        game.apply(PlayClue(14))
        return game

    for bots in ("random", None):  # None: two people, yet a lesson passes no screen
        data = LessonSpec(
            id="t",
            title="t",
            rules=("deductio.reveal",),
            instruction="i",
            setup=setup,
            check=lambda game, action, events: Feedback(True, "ok"),
            bots=bots,
            show_odds=True,
        )
        w = Lesson(data, bot_delay_ms=0, show_probability=True)
        assert w.curtain == {} and w.hint["candidates"]
        send(w, {"type": "act", "action": {"kind": "pass"}})  # deductio.ability, then the refill
        assert w.reveal["reveals"] == [{"number": 11, "discarded": [{"seat": 0, "clue": 24}]}]
        assert w.curtain == {} and not w.internal_errors
