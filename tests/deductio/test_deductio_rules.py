"""Deductio rule by rule: each test cites the rule id it proves and asserts the exact outcome
from a fixed position (what lies where, whose turn, the trophies, the winner)."""

import json
import random

import pytest

from rules_engine import Game, IllegalAction
from rules_engine.deductio import CATALOG, CLUES, MESSAGES, PASS, PEEK, TAKE_ALL, Deductio, Guess, PlayClue
from rules_engine.deductio.clues import NUMBERS, true_count

EXPECTED_COUNTS = {
    1: 10,
    2: 10,
    3: 10,
    4: 10,
    5: 9,
    6: 11,
    7: 14,
    8: 7,
    9: 6,
    10: 12,
    11: 11,
    12: 8,
    13: 12,
    14: 6,
    15: 5,
    16: 4,
    17: 11,
    18: 9,
    19: 18,
    20: 18,
    21: 4,
    22: 10,
    23: 11,
    27: 10,
    28: 10,
    29: 3,
    30: 6,
    31: 5,
    32: 5,
    33: 5,
    34: 5,
    35: 6,
}
ABILITIES = {
    14: "peek-1",
    15: "peek-2",
    16: "free-guess",
    21: "free-guess",
    29: "peek-2",
    30: "peek-2",
    31: "peek-1",
    32: "free-guess",
    33: "peek-1",
    34: "peek-1",
    35: "peek-2",
}


def position(
    numbers=(8, 13), face_up=(1, 2, 3), row=(1, 3, 12), clue_deck=(5, 6, 7, 9, 10), number_deck=(4, 5, 6, 7), **kw
):
    return Deductio.from_position(
        numbers=list(numbers),
        face_up=list(face_up),
        row=list(row),
        clue_deck=list(clue_deck),
        number_deck=list(number_deck),
        seed=7,
        **kw,
    )


def kinds(events):
    return [e.kind for e in events]


def refused(game, action, rule):
    """Assert the action is refused citing ``rule`` and that nothing changed."""
    before = json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule
    assert json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True) == before
    for lang in ("lv", "fi", "ru"):
        assert err.value.render(lang)
    return err.value


def check_conservation(game):
    numbers = [n for n in game.numbers if n is not None] + game.face_up + game.number_deck + game.numbers_out
    numbers += [n for t in game.trophies for n in t]
    assert sorted(numbers) == list(NUMBERS)
    clues = game.row + [c for c in game.clue_deck if c != "reveal"] + game.discard + game.clues_out
    clues += [c["clue"] for pile in game.tableau for c in pile]
    assert sorted(clues) == sorted(CLUES)
    assert game.clue_deck.count("reveal") + game.reveals_boxed == 7


# ------------------------------------------------------------------------- the clue deck


def test_the_clue_table_true_for_counts_hold_for_1_to_20():
    assert len(CLUES) == 35
    for cid, count in EXPECTED_COUNTS.items():
        assert true_count(CLUES[cid]) == count, cid
    assert {c.id: c.ability for c in CLUES.values() if c.ability} == ABILITIES


def test_the_plus_minus_one_clues_read_the_face_up_numbers_at_the_moment():
    for cid in (24, 25, 26):
        clue = CLUES[cid]
        assert clue.reads_face_up
        assert [n for n in NUMBERS if clue.true_of(n, [5, 12])] == [4, 6, 11, 13]
        assert true_count(clue, []) == 0


def test_messages_and_catalog_are_complete():
    assert MESSAGES.problems() == []
    assert set(CATALOG.ids) == {
        f"deductio.{r}"
        for r in (
            "setup",
            "goal",
            "turn",
            "play-clue",
            "refill",
            "reveal",
            "ability",
            "guess",
            "correct-guess",
            "penalty",
            "talk",
        )
    }
    assert Deductio.end_rule == "deductio.goal"


# ---------------------------------------------------------------------- deductio.setup


@pytest.mark.parametrize("players, reveals", [(2, 7), (3, 7), (4, 5)])
def test_deductio_setup_three_face_up_and_reveal_cards_after_the_first_row(players, reveals):
    for seed in range(20):
        game = Deductio(players=players, seed=seed)
        assert len(game.face_up) == 3 and len(game.row) == 3 and "reveal" not in game.row
        assert game.clue_deck.count("reveal") == reveals
        assert len(game.clue_deck) == 32 + reveals
        assert len(game.number_deck) == 20 - 3 - players and all(game.numbers)
        assert game.phase == "turn" and game.current_player == 0
        check_conservation(game)
        setup = game.log[0]
        assert setup.rule == "deductio.setup" and setup.data["face_up"] == game.face_up
        mine = [e for e in game.log if e.kind == "number"]
        assert [e.seats for e in mine] == [(s,) for s in range(players)]


# ------------------------------------------------------------------ deductio.play-clue


def test_deductio_play_clue_a_true_clue_goes_upright_and_the_turn_passes():
    game = position()
    assert game.legal_actions()[:2] == [PlayClue(1), PlayClue(3)] or PlayClue(1) in game.legal_actions()
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "refill", "turn"]
    assert events[0].rule == "deductio.play-clue"
    assert game.tableau[0] == [{"clue": 1, "upright": True}]
    assert game.row == [3, 12, 5] and game.clue_deck == [6, 7, 9, 10]
    assert game.current_player == 1


def test_deductio_play_clue_a_false_clue_is_refused():
    game = position()
    err = refused(game, PlayClue(3), "deductio.play-clue")
    assert "8" in err.message and "n is odd" in err.message
    refused(game, PlayClue(7), "deductio.play-clue")  # not in the row


def test_deductio_play_clue_taking_all_is_refused_while_one_is_true():
    game = position()
    err = refused(game, TAKE_ALL, "deductio.play-clue")
    assert "#1" in err.message
    assert TAKE_ALL not in game.legal_actions()


def test_deductio_play_clue_all_three_sideways_when_none_is_true():
    game = position(row=(3, 12, 9), clue_deck=(5, 6, 7, 10))  # odd, prime, 6 or less: none true of 8
    assert [a for a in game.legal_actions() if not isinstance(a, Guess)] == [TAKE_ALL]
    events = game.apply(TAKE_ALL)
    assert kinds(events)[:1] == ["take-all"] and events[0].data["clues"] == [3, 12, 9]
    assert game.tableau[0] == [{"clue": c, "upright": False} for c in (3, 12, 9)]
    assert game.row == [5, 6, 7]
    assert game.current_player == 1


# --------------------------------------------------------------------- deductio.refill


def test_deductio_refill_an_empty_clue_deck_is_rebuilt_from_the_discard_pile():
    game = position(clue_deck=(), discard=[20, 21, 22])
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "rebuild", "refill", "turn"]
    assert events[1].rule == "deductio.refill" and events[1].data == {"cards": 3}
    assert len(game.row) == 3 and game.row[:2] == [3, 12] and game.row[2] in (20, 21, 22)
    assert game.discard == [] and sorted(game.clue_deck + game.row[2:]) == [20, 21, 22]
    check_conservation(game)


def test_deductio_refill_stops_when_deck_and_discard_are_empty():
    game = position(clue_deck=())
    game.apply(PlayClue(1))
    assert game.row == [3, 12]


# --------------------------------------------------------------------- deductio.reveal


def test_deductio_reveal_boxes_the_card_turns_a_number_up_and_discards_sideways_plus_minus_one_clues():
    game = position(
        numbers=(8, 13, 16),
        face_up=(1, 2, 3),
        clue_deck=("reveal", 7, 9),
        number_deck=(11, 5, 6),
        # seat 1 (13) took 24 sideways (not next to 1, 2, 3); seat 2 (16) too; seat 0 has 25 upright? 8
        # is not next to 1..3, so seat 0 holds only an ordinary clue.
        tableau=[[(2, True)], [(24, False), (4, True)], [(25, False)]],
    )
    before = game.reveals_boxed
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "reveal", "reveal-discard", "reveal-discard", "refill", "turn"]
    assert all(e.rule == "deductio.reveal" for e in events[1:4])
    assert game.face_up == [1, 2, 3, 11] and game.number_deck == [5, 6]
    assert game.reveals_boxed == before + 1 and "reveal" not in game.clue_deck
    assert game.tableau[1] == [{"clue": 4, "upright": True}] and game.tableau[2] == []
    assert game.discard == [24, 25]
    assert game.row == [3, 12, 7]  # drawn again after the Reveal card
    check_conservation(game)


def test_deductio_reveal_keeps_upright_plus_minus_one_clues():
    game = position(
        numbers=(8, 4), face_up=(3, 10, 15), clue_deck=("reveal", 7), number_deck=(11, 5), tableau=[[], [(24, True)]]
    )
    game.apply(PlayClue(1))
    assert game.tableau[1] == [{"clue": 24, "upright": True}]


def test_deductio_reveal_plus_minus_one_is_judged_with_the_new_face_up_number():
    # 12 is next to no face-up number until 11 is revealed by the refill after seat 1's play.
    game = position(
        numbers=(8, 12), face_up=(1, 2, 3), row=(1, 3, 9), clue_deck=("reveal", 24), number_deck=(11, 5), current=0
    )
    game.apply(PlayClue(1))
    assert game.face_up[-1] == 11 and 24 in game.row
    assert PlayClue(24) in game.legal_actions()  # seat 1 holds 12 = 11 + 1


# -------------------------------------------------------------------- deductio.ability


def test_deductio_ability_peek_two_goes_to_the_bottom_in_the_order_seen():
    game = position(row=(15, 3, 12), number_deck=(4, 5, 6, 7))  # 15: divisible by 4, peek-2
    events = game.apply(PlayClue(15))
    assert kinds(events)[-1] == "ability" and game.phase == "ability" and game.current_player == 0
    assert game.legal_actions() == [PEEK, PASS]
    refused(game, PlayClue(3), "deductio.ability")
    refused(game, Guess(1, 13), "deductio.ability")
    events = game.apply(PEEK)
    assert game.number_deck == [6, 7, 4, 5]
    seen = [e for e in events if e.kind == "peek-seen"]
    assert seen[0].seats == (0,) and seen[0].data["numbers"] == [4, 5]
    assert [e for e in game.visible_log(1) if e["kind"] == "peek-seen"] == []
    assert game.view(0)["peeks"][0] == [
        {"number": 4, "at": "deck", "depth": 2},
        {"number": 5, "at": "deck", "depth": 3},
    ]
    assert game.view(1)["peeks"][0] is None and game.view(1)["peek_counts"] == [2, 0]
    assert game.current_player == 1 and game.phase == "turn"


def test_deductio_ability_the_peeker_follows_a_peeked_card_into_a_hand():
    game = position(row=(14, 3, 12), numbers=(9, 13), number_deck=(4, 5))  # 14: divisible by 3, peek-1
    game.apply(PlayClue(14))
    game.apply(PEEK)
    assert game.number_deck == [5, 4]
    game.apply(Guess(0, 9))  # seat 1 guesses right: seat 0 draws 5
    assert game.numbers[0] == 5
    game2 = position(row=(14, 3, 12), numbers=(9, 13), number_deck=(4,))
    game2.apply(PlayClue(14))
    game2.apply(PEEK)
    game2.apply(Guess(0, 9))  # seat 0 draws 4, the card it peeked
    assert game2.view(0)["peeks"][0] == [{"number": 4, "at": "seat", "seat": 0}]


def test_deductio_ability_free_guess_wrong_costs_nothing():
    game = position(numbers=(10, 13), row=(16, 3, 12))  # 16: divisible by 5, free guess
    game.apply(PlayClue(16))
    assert game.legal_actions()[-1] == PASS and Guess(1, 4) in game.legal_actions()
    refused(game, PEEK, "deductio.ability")
    events = game.apply(Guess(1, 4))
    assert kinds(events) == ["guess", "free-miss", "refill", "turn"]  # deductio.refill after the ability
    assert events[0].data["free"] is True and events[0].data["correct"] is False
    assert game.phase == "turn" and game.current_player == 1


def test_deductio_ability_free_guess_right_takes_a_trophy():
    game = position(numbers=(10, 13), row=(16, 3, 12))
    game.apply(PlayClue(16))
    events = game.apply(Guess(1, 13))
    assert "trophy" in kinds(events) and game.trophies[0] == [13]
    assert game.numbers[1] == 4


def test_deductio_ability_pass_and_peek_only_after_an_upright_ability_clue():
    game = position()
    refused(game, PEEK, "deductio.ability")
    refused(game, PASS, "deductio.ability")
    game = position(row=(15, 3, 12))
    game.apply(PlayClue(15))
    events = game.apply(PASS)
    assert kinds(events) == ["pass", "refill", "turn"] and game.number_deck == [4, 5, 6, 7]


# ---------------------------------------------------------------------- deductio.guess


def test_deductio_guess_wrong_is_answered_truthfully_and_reveals_nothing_more():
    game = position()
    events = game.apply(Guess(1, 12))
    assert events[0].rule == "deductio.guess" and events[0].data == {
        "seat": 0,
        "target": 1,
        "number": 12,
        "correct": False,
        "free": False,
    }
    assert "13" not in events[0].text


def test_deductio_guess_refusals():
    game = position()
    refused(game, Guess(0, 8), "deductio.guess")
    refused(game, Guess(2, 8), "deductio.guess")
    refused(game, Guess(1, 21), "deductio.guess")
    refused(game, Guess(1, 0), "deductio.guess")


def test_deductio_talk_the_engine_answers_every_guess_truthfully():
    """deductio.talk: there is no lying channel; every answer equals the truth."""
    for seed in range(10):
        game, rng = Deductio(players=3, seed=seed), random.Random(seed)
        while not game.is_over:
            action = rng.choice(game.legal_actions())
            truth = game.numbers[action.target] if isinstance(action, Guess) else None
            events = game.apply(action)
            for e in events:
                if e.kind == "guess":
                    assert e.data["correct"] == (truth == e.data["number"])


# ------------------------------------------------------------ deductio.correct-guess


def test_deductio_correct_guess_trophy_discard_and_a_new_number():
    game = position(numbers=(8, 13), tableau=[[], [(4, True), (8, False)]], number_deck=(4, 5, 6, 7))
    events = game.apply(Guess(1, 13))
    assert kinds(events) == ["guess", "trophy", "discard", "draw", "number", "turn"]
    assert [e.rule for e in events[1:5]] == ["deductio.correct-guess"] * 4
    assert game.trophies == [[13], []]
    assert game.tableau[1] == [] and game.discard == [4, 8]
    assert game.numbers[1] == 4 and game.number_deck == [5, 6, 7]
    assert events[4].seats == (1,)
    assert game.view(0)["numbers"] == [8, None]
    assert game.current_player == 1
    check_conservation(game)


# -------------------------------------------------------------------- deductio.penalty


def test_deductio_penalty_two_clue_plays_in_a_row_with_abilities_off():
    game = position(row=(1, 15, 12), clue_deck=(34, 6, 7, 9))  # 15 and 34 have abilities, true of 8
    events = game.apply(Guess(1, 5))
    assert kinds(events) == ["guess", "penalty"] and events[1].rule == "deductio.penalty"
    assert game.phase == "penalty" and game.current_player == 0
    assert game.view(1)["penalty"] == {"seat": 0, "plays_left": 2}
    assert all(isinstance(a, PlayClue) for a in game.legal_actions())
    refused(game, Guess(1, 6), "deductio.penalty")
    refused(game, PASS, "deductio.penalty")
    events = game.apply(PlayClue(15))
    assert "ability" not in kinds(events) and kinds(events)[-1] == "penalty-play"
    assert game.current_player == 0 and game.penalty_left == 1
    events = game.apply(PlayClue(34))
    assert "ability" not in kinds(events) and kinds(events)[-1] == "turn"
    assert game.current_player == 1 and game.phase == "turn"
    assert game.number_deck == [4, 5, 6, 7]  # no peek happened
    assert game.tableau[0] == [{"clue": 15, "upright": True}, {"clue": 34, "upright": True}]


def test_deductio_penalty_lapses_when_the_row_runs_out():
    game = position(row=(1,), clue_deck=())
    events = game.apply(Guess(1, 5))
    assert kinds(events) == ["guess", "penalty"]
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "penalty-play", "penalty-lapse", "turn"]
    assert game.current_player == 1


# ----------------------------------------------------------------------- deductio.goal


@pytest.mark.parametrize(
    "numbers, trophies",
    [
        ((8, 13), [[2, 3], []]),
        ((8, 13, 14), [[2], [], []]),
        ((8, 13, 14, 15), [[2], [], [], []]),
    ],
)
def test_deductio_goal_reaching_the_target_wins_at_once(numbers, trophies):
    game = position(numbers=numbers, face_up=(1, 9, 10), trophies=trophies)
    events = game.apply(Guess(1, 13))
    assert kinds(events)[-1] == "win" and events[-1].rule == "deductio.goal"
    assert game.is_over and game.winners == [0] and game.legal_actions() == []
    assert game.scores == [1.0] + [0.0] * (len(numbers) - 1)
    refused(game, Guess(1, 4), "deductio.goal")


def test_deductio_goal_one_short_does_not_win():
    game = position(numbers=(8, 13), trophies=[[2], []], face_up=(1, 9, 10))
    game.apply(Guess(1, 13))
    assert not game.is_over and game.trophies[0] == [2, 13]


# ----------------------------------------------------------------------- deductio.turn


def test_deductio_turn_exactly_one_action_then_the_next_seat():
    game = position(numbers=(8, 13, 14))
    game.apply(PlayClue(1))
    assert game.current_player == 1
    game.apply(Guess(2, 14))
    assert game.current_player == 2
    game.apply(Guess(0, 1))
    assert game.current_player == 2 and game.phase == "penalty"


# ------------------------------------------------------- the public memory in the views


def test_views_carry_when_each_clue_was_judged_and_what_a_reveal_discarded():
    game = position(
        numbers=(8, 13, 16),
        face_up=(1, 2, 3),
        clue_deck=("reveal", 7, 9, 10),
        number_deck=(11, 5, 6),
        tableau=[[(2, True)], [(24, False), (4, True)], [(25, False)]],
    )
    game.apply(PlayClue(1))  # the refill draws the Reveal: 11 face up
    game.apply(PlayClue(3))  # seat 1 (13): odd, judged with 4 face up
    views = [game.view(s) for s in (0, 1, 2, None)]
    for view in views:  # public: the same for every seat
        assert view["tableau"] == [
            [{"clue": 2, "upright": True, "face_up_count": 3}, {"clue": 1, "upright": True, "face_up_count": 3}],
            [{"clue": 4, "upright": True, "face_up_count": 3}, {"clue": 3, "upright": True, "face_up_count": 4}],
            [],
        ]
        assert view["discarded_facts"] == [
            [],
            [{"clue": 24, "upright": False, "face_up": [1, 2, 3]}],
            [{"clue": 25, "upright": False, "face_up": [1, 2, 3]}],
        ]
        assert view["holding"] == [True, True, True]
        assert view["numbers_out_count"] == 20 - 3 - 4 - 2  # held, face up, deck
        assert view["wrong_guesses"] == []
    # a correct guess clears the guessed seat's memory with its clues
    game.apply(Guess(1, 13))
    assert game.view(0)["discarded_facts"][1] == [] and game.view(0)["tableau"][1] == []
    assert game.view(0)["discarded_facts"][2] == [{"clue": 25, "upright": False, "face_up": [1, 2, 3]}]


def _play_a_clue(game):
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, Guess)))


def test_views_carry_the_wrong_guesses_until_the_target_draws_again():
    game = position()  # 8 and 13
    game.apply(Guess(1, 12))
    assert game.view(1)["wrong_guesses"] == [{"seat": 0, "target": 1, "number": 12}]
    _play_a_clue(game), _play_a_clue(game)  # the penalty
    game.apply(Guess(0, 4))
    _play_a_clue(game), _play_a_clue(game)
    both = [{"seat": 0, "target": 1, "number": 12}, {"seat": 1, "target": 0, "number": 4}]
    assert all(game.view(s)["wrong_guesses"] == both for s in (0, 1, None))
    game.apply(Guess(1, 13))  # right: seat 1 draws a new number
    assert game.view(0)["wrong_guesses"] == [{"seat": 1, "target": 0, "number": 4}]


def test_views_say_which_seats_hold_a_number():
    game = position(number_deck=())
    assert game.view(0)["holding"] == [True, True] and game.view(0)["numbers_out_count"] == 20 - 2 - 3
    game.apply(Guess(1, 13))  # right, and no number to draw: deck-out
    assert game.is_over and game.view(0)["holding"] == [True, False]


# ----------------------------------------------------------------- positions, checked


@pytest.mark.parametrize(
    "kw, words",
    [
        ({"numbers": (8, 8)}, "named twice"),
        ({"numbers": (8, 21)}, "1 to 20"),
        ({"numbers": (8,)}, "2 to 4"),
        ({"row": (1, 3, 12, 5)}, "at most"),
        ({"row": (1, 1, 3)}, "named twice"),
        ({"clue_deck": ("reveal",) * 8}, "Reveal"),
        ({"tableau": [[(4, True)], []]}, "not true"),
        ({"tableau": [[(2, False)], []]}, "sideways"),
        ({"trophies": [[9, 10, 11], []]}, "already"),
        ({"current": 2}, "current"),
        ({"row": (1, 3)}, "refilled"),
    ],
)
def test_impossible_positions_are_refused_at_once(kw, words):
    with pytest.raises(ValueError, match=words):
        position(**kw)


# --------------------------------------------------------- whole games and the contract


def _playout(players, seed, check=True):
    game, rng = Deductio(players=players, seed=seed), random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        assert legal and game.current_player is not None
        game.apply(rng.choice(legal))
        if check:
            check_conservation(game)
    return game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_end_with_every_card_in_one_place(players):
    for seed in range(15):
        game = _playout(players, seed)
        assert game.is_over and len(game.winners) >= 1
        assert any(len(t) >= game.goal for t in game.trophies)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_round_trip_replay_and_undo(players):
    for seed in range(5):
        game = _playout(players, seed, check=False)
        data = json.loads(json.dumps(game.to_json()))
        restored = Game.from_json(data)
        assert restored.view(None) == game.view(None) and restored.visible_log(None) == game.visible_log(None)
        replayed = game.replay(game.history[:10])
        last = replayed.history[-1]
        view = replayed.view(None)
        assert replayed.undo() == last
        replayed.apply(last)
        assert replayed.view(None) == view


def test_a_position_game_round_trips():
    game = position(tableau=[[(2, True)], []], discard=[20])
    game.apply(Guess(1, 13))
    copy = Deductio.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.view(None) == game.view(None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_seat_sees_another_seats_number_or_peeks(players):
    for seed in range(10):
        game, rng = Deductio(players=players, seed=seed), random.Random(seed)
        for _ in range(60):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
            for seat in range(players):
                view = game.view(seat)
                assert [n for s, n in enumerate(view["numbers"]) if s != seat] == [None] * (players - 1)
                assert [p for s, p in enumerate(view["peeks"]) if s != seat] == [None] * (players - 1)
                for event in game.visible_log(seat):
                    if event["kind"] in ("number", "peek-seen"):
                        assert event["data"]["seat"] == seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_resampled_world_keeps_the_seats_view(players):
    changed = total = 0
    for seed in range(12):
        game, rng = Deductio(players=players, seed=seed), random.Random(seed)
        for _ in range(rng.randint(0, 80)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        for seat in range(players):
            other = game.resample_hidden(seat, random.Random(seed * 10 + seat))
            assert other.view(seat) == game.view(seat)
            assert other.visible_log(seat) == game.visible_log(seat)
            assert other.history == game.history
            if game.current_player == seat:
                assert other.legal_actions() == game.legal_actions()
            # the hidden cards, not just the chance of later rebuilds (a new shuffle_seed)
            changed += (other.numbers, other.number_deck, other.clue_deck) != (
                game.numbers,
                game.number_deck,
                game.clue_deck,
            )
            total += 1
            check_conservation(other)
    assert changed * 4 > total  # the hidden parts really are redrawn


def test_resampling_respects_the_clues_played():
    # Seat 1 has 13 and has shown: odd (3), prime (12). Seat 0 holds 8.
    game = position(numbers=(8, 13), row=(1, 3, 12), clue_deck=(5, 6, 7, 9, 10))
    for clue in (1, 12, 5, 3):  # seat 0: even, one digit; seat 1: prime, odd
        game.apply(PlayClue(clue))
    seen = set()
    for i in range(60):
        other = game.resample_hidden(0, random.Random(i))
        n = other.numbers[1]
        assert n % 2 == 1 and CLUES[12].true_of(n) and n not in (1, 2, 3, 8)
        seen.add(n)
    assert seen == {5, 7, 13}  # the odd primes among the cards seat 0 cannot place (4..7, 13)


# ------------------------------------------- deductio.refill at the end of every turn


def test_deductio_refill_after_a_correct_guess_the_discard_pile_refills_the_row():
    """deductio.refill: a turn that ends with a guess refills the row too, rebuilding the clue
    deck from the discard pile; the game never locks into guesses only."""
    game = Deductio.from_position(
        numbers=[12, 6],
        face_up=[18, 20, 10],
        row=[],
        clue_deck=[],
        number_deck=[1, 2, 3],
        tableau=[[], [{"clue": 19, "upright": True}, {"clue": 2, "upright": True}]],
        seed=5,
    )
    events = game.apply({"kind": "guess", "target": 1, "number": 6})
    assert kinds(events) == ["guess", "trophy", "discard", "draw", "number", "rebuild", "refill", "refill", "turn"]
    assert events[5].rule == "deductio.refill" and events[5].data == {"cards": 2}
    assert sorted(game.row) == [2, 19] and game.discard == [] and game.clue_deck == []
    assert game.numbers[1] == 1  # the new number is drawn before the refill
    check_conservation(game)


def test_deductio_refill_after_a_correct_free_guess_and_after_its_clue_play():
    """deductio.refill after a free guess: the clue play's refill waits for the ability
    (deductio.ability), then draws from the deck and the rebuilt discard pile."""
    game = position(numbers=(10, 13), row=(16,), clue_deck=(), tableau=[[], [(3, True), (12, True)]])
    events = game.apply(PlayClue(16))
    assert "refill" not in kinds(events) and game.row == []
    events = game.apply(Guess(1, 13))
    assert kinds(events)[-4:] == ["rebuild", "refill", "refill", "turn"]
    assert sorted(game.row) == [3, 12] and game.discard == []


def test_deductio_refill_after_each_penalty_play():
    """deductio.refill after each of a penalty's two plays."""
    game = position(row=(1, 15, 12), clue_deck=(34, 6, 7, 9))
    game.apply(Guess(1, 5))
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "refill", "penalty-play"] and game.row == [15, 12, 34]
    events = game.apply(PlayClue(15))
    assert kinds(events) == ["clue", "refill", "penalty-play", "turn"] and game.row == [12, 34, 6]


def test_deductio_refill_the_rebuilt_deck_is_shuffled_by_the_seeded_chance_in_the_teachers_view():
    """deductio.refill: the rebuild's order is chance, explicit and seeded: the discard pile
    shuffled by ``random.Random(shuffle_seed)`` (shown in view(None) only), the same every time."""

    def game():
        return position(row=(1, 3, 12), clue_deck=(), discard=[20, 21, 22, 23, 27])

    first = game()
    chance = first.view(None)["shuffle_seed"]
    assert isinstance(chance, int) and "shuffle_seed" not in first.view(0)
    expected = [20, 21, 22, 23, 27]
    rng = random.Random(chance)
    rng.shuffle(expected)
    first.apply(PlayClue(1))
    assert first.row == [3, 12, expected[0]] and first.clue_deck == expected[1:]
    assert first.view(None)["shuffle_seed"] == rng.getrandbits(63)  # the chance moves on
    again = game()
    again.apply(PlayClue(1))
    assert again.view(None) == first.view(None)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deductio_refill_every_turn_starts_with_a_full_row_unless_no_clue_is_left(players):
    """deductio.refill: only when deck and discard pile are both empty may the row stay short."""
    for seed in range(25):
        game, rng = Deductio(players=players, seed=seed), random.Random(seed)
        while not game.is_over:
            if game.phase in ("turn", "penalty"):
                assert len(game.row) == 3 or not (game.clue_deck or game.discard), (seed, len(game.history))
            game.apply(rng.choice(game.legal_actions()))


# ---------------------------------------------- deductio.ability before the refill


def test_deductio_ability_the_peek_comes_before_the_refill_and_its_reveal():
    """deductio.ability: the peek is used right after the clue is placed, before the refill;
    a Reveal card the refill draws turns a number up only after the peek."""
    game = Deductio.from_position(
        numbers=[12, 6],
        face_up=[18, 20, 10],
        row=[15, 2, 3],
        clue_deck=["reveal", 5, 6, 7],
        number_deck=[1, 2, 3],
        seed=5,
    )
    events = game.apply(PlayClue(15))
    assert kinds(events) == ["clue", "ability"]
    assert game.row == [2, 3] and game.face_up == [18, 20, 10] and game.view(1)["row"] == [2, 3]
    events = game.apply(PEEK)
    assert kinds(events) == ["peek", "peek-seen", "reveal", "refill", "turn"]
    assert events[1].data["numbers"] == [1, 2]
    assert events[2].data["number"] == 3 and game.face_up == [18, 20, 10, 3]
    assert game.number_deck == [1, 2] and game.row == [2, 3, 5]


def test_deductio_ability_the_free_guess_comes_before_the_refill():
    """deductio.ability: a right free guess makes the guessed player draw the number on top
    before the refill; the refill's Reveal turns up the next one."""
    game = Deductio.from_position(
        numbers=[10, 6], face_up=[18, 20, 11], row=[16, 2, 3], clue_deck=["reveal", 5, 7], number_deck=[1, 2, 3], seed=5
    )
    game.apply(PlayClue(16))
    assert game.row == [2, 3]
    events = game.apply(Guess(1, 6))
    assert kinds(events) == ["guess", "trophy", "discard", "draw", "number", "reveal", "refill", "turn"]
    assert game.numbers[1] == 1 and game.face_up == [18, 20, 11, 2] and game.row == [2, 3, 5]


def test_deductio_ability_passing_ends_the_turn_with_the_refill():
    """deductio.ability: declining the ability, then deductio.refill."""
    game = position(row=(15, 3, 12))
    game.apply(PlayClue(15))
    assert game.row == [3, 12]
    events = game.apply(PASS)
    assert kinds(events) == ["pass", "refill", "turn"] and game.row == [3, 12, 5]


# ------------------------------------------------- rulings where the texts are silent

RULING = {"en": "Ruling:", "lv": "Lēmums:", "fi": "Ratkaisu:", "ru": "Решение:"}


def ruled(rule, words):
    """The Rules tab states the ruling in every language (``words``: in the English)."""
    for lang, mark in RULING.items():
        assert mark in CATALOG.text(rule, lang), (rule, lang)
    assert all(w in CATALOG.text(rule, "en") for w in words), CATALOG.text(rule, "en")


def test_deductio_penalty_ruling_the_penalty_lapses_at_once_when_the_row_is_empty():
    """deductio.penalty, ruling: with no clue left to play (row, deck and discard pile empty)
    the penalty lapses, at the guess or after its first play."""
    ruled("deductio.penalty", ["lapses", "row is empty"])
    game = position(row=(), clue_deck=())
    events = game.apply(Guess(1, 5))
    assert kinds(events) == ["guess", "penalty-lapse", "turn"] and events[1].rule == "deductio.penalty"
    assert game.phase == "turn" and game.current_player == 1


def test_deductio_goal_ruling_a_guessed_player_with_no_number_to_draw_ends_the_game():
    """deductio.goal, ruling: a correctly guessed player who cannot draw a new Secret Number
    ends the game; the players with the most trophies win (all of them on a tie)."""
    ruled("deductio.goal", ["no Secret Number", "most trophies"])
    game = position(numbers=(8, 13, 14), number_deck=(), trophies=[[], [4], []])
    events = game.apply(Guess(1, 13))
    assert kinds(events)[-1] == "deck-out" and events[-1].rule == "deductio.goal"
    assert game.is_over and game.winners == [0, 1] and game.scores == [1.0, 1.0, 0.0]
    assert game.numbers[1] is None and "refill" not in kinds(events)


def test_deductio_reveal_ruling_a_reveal_with_an_empty_number_deck_turns_nothing_up():
    """deductio.reveal, ruling: with the Secret Number deck empty a Reveal card still goes to
    the box and another card is drawn; nothing turns up, so sideways ±1 clues stay."""
    ruled("deductio.reveal", ["empty", "nothing"])
    game = position(numbers=(8, 13), clue_deck=("reveal", 7), number_deck=(), tableau=[[], [(24, False)]])
    boxed = game.reveals_boxed
    events = game.apply(PlayClue(1))
    assert kinds(events) == ["clue", "reveal", "refill", "turn"] and events[1].data == {}
    assert game.reveals_boxed == boxed + 1 and game.face_up == [1, 2, 3] and game.row == [3, 12, 7]
    assert game.tableau[1] == [{"clue": 24, "upright": False}]


def test_deductio_ability_ruling_peek_two_with_one_card_left_sees_that_card():
    """deductio.ability, ruling: peek-2 with one card in the Secret Number deck sees that one
    (it stays, top and bottom at once); with none the peek is refused and only passing is left."""
    ruled("deductio.ability", ["one card", "pass"])
    game = position(row=(15, 3, 12), number_deck=(4,))
    game.apply(PlayClue(15))
    events = game.apply(PEEK)
    assert events[0].data == {"seat": 0, "count": 1} and events[1].data["numbers"] == [4]
    assert game.number_deck == [4] and game.view(None)["peek_counts"] == [1, 0]
    empty = position(row=(15, 3, 12), number_deck=())
    empty.apply(PlayClue(15))
    assert empty.legal_actions() == [PASS]
    refused(empty, PEEK, "deductio.ability")
