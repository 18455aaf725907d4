"""Deductio lessons and quizzes (rules_engine/deductio/lessons.py).

Every lesson: its position sets up deterministically with the learner (player 0) on turn;
the scripted right move is judged correct and reaches what the lesson is about (a clue
upright, all three sideways, a reveal, a peek, a trophy, the win); a legal-but-wrong move
is judged incorrect with an explanation; the mistake the lesson teaches is refused by the
engine citing its rule, with the state untouched; and the feedback uses only what the
learner may know: judged again in worlds where every card the learner cannot see is
redrawn, a move that shows the table the same things gets the same feedback. Together the
lessons teach every Deductio rule id. Every quiz: its answer is the solver's value, the
engine-driven simulation agrees with it, and ``is_correct`` accepts it and rejects wrong
ones. Every word renders in en, lv, fi and ru.
"""

from __future__ import annotations

import random

import pytest
from support.lessons import LessonSuite, judge

from rules_engine.deductio import Deductio
from rules_engine.deductio.clues import CLUES
from rules_engine.deductio.game import PASS, PEEK, TAKE_ALL, Guess, PlayClue
from rules_engine.deductio.lesson_messages import LESSON_MESSAGES
from rules_engine.deductio.lessons import LESSONS, QUIZZES, lesson, quiz, quiz_position
from rules_engine.deductio.solver import candidates, information, public_candidates

DEDUCTIO_RULES = (
    "deductio.setup",
    "deductio.goal",
    "deductio.turn",
    "deductio.play-clue",
    "deductio.refill",
    "deductio.reveal",
    "deductio.ability",
    "deductio.guess",
    "deductio.correct-guess",
    "deductio.penalty",
    "deductio.talk",
)

# lesson id -> (right move, legal but wrong move, (illegal move, rule the engine cites))
SCRIPTS = {
    "first-turn": (PlayClue(3), Guess(1, 12), (Guess(0, 7), "deductio.guess")),
    "true-clue": (PlayClue(17), Guess(1, 4), (PlayClue(12), "deductio.play-clue")),
    "take-all": (TAKE_ALL, Guess(1, 14), (PlayClue(12), "deductio.play-clue")),
    "reveal": (PlayClue(24), Guess(1, 10), (TAKE_ALL, "deductio.play-clue")),
    "peek": (PEEK, PASS, (Guess(1, 5), "deductio.ability")),
    "free-guess": (Guess(1, 4), PASS, (PEEK, "deductio.ability")),
    "certain-guess": (Guess(1, 13), PlayClue(1), (Guess(1, 21), "deductio.guess")),
    "penalty": (PlayClue(1), PlayClue(34), (Guess(1, 14), "deductio.penalty")),
    "win": (Guess(1, 19), PlayClue(3), (Guess(0, 5), "deductio.guess")),
}

# lesson id -> the mistakes it invites: (move, rule, the engine's message id)
MISTAKES = {
    "first-turn": [
        (PlayClue(8), "deductio.play-clue", "refuse.false-clue"),
        (Guess(0, 7), "deductio.guess", "refuse.guess-self"),
        (PEEK, "deductio.ability", "refuse.no-ability"),
    ],
    "true-clue": [
        (PlayClue(12), "deductio.play-clue", "refuse.false-clue"),
        (TAKE_ALL, "deductio.play-clue", "refuse.one-is-true"),
    ],
    "take-all": [
        (PlayClue(12), "deductio.play-clue", "refuse.false-clue"),
        (PlayClue(1), "deductio.play-clue", "refuse.false-clue"),
    ],
    "reveal": [
        (TAKE_ALL, "deductio.play-clue", "refuse.one-is-true"),
        (PlayClue(5), "deductio.play-clue", "refuse.false-clue"),
    ],
    "peek": [
        (Guess(1, 5), "deductio.ability", "refuse.wrong-ability"),
        (PlayClue(8), "deductio.ability", "refuse.ability-first"),
    ],
    "free-guess": [
        (PEEK, "deductio.ability", "refuse.wrong-ability"),
        (Guess(1, 10 + 11), "deductio.guess", "refuse.guess-number"),
    ],
    "certain-guess": [
        (Guess(1, 21), "deductio.guess", "refuse.guess-number"),
        (Guess(0, 6), "deductio.guess", "refuse.guess-self"),
        (Guess(2, 13), "deductio.guess", "refuse.guess-seat"),
    ],
    "penalty": [
        (Guess(1, 14), "deductio.penalty", "refuse.penalty-guess"),
        (PEEK, "deductio.penalty", "refuse.penalty-ability"),
    ],
    "win": [
        (Guess(0, 5), "deductio.guess", "refuse.guess-self"),
        (PlayClue(6), "deductio.play-clue", "refuse.false-clue"),
    ],
}


def judged(lesson_id, move):
    return judge(lesson(lesson_id), move)


# ------------------------------------------------------------- the mistakes, refused


def test_false_clue_refusal_says_why_in_the_learners_words():
    """deductio.play-clue: the refusal names the clue and the learner's number."""
    _, _, feedback, _ = judged("true-clue", PlayClue(12))
    assert "#12" in feedback.text and "10" in feedback.text
    _, _, feedback, _ = judged("true-clue", TAKE_ALL)
    assert "#17" in feedback.text


# ------------------------------------------------------------- the goals, reached


def test_first_turn_is_one_clue_play_then_player_1():
    """deductio.setup, deductio.turn: 2 numbers held, 3 face up, a row of 3; one play ends the turn."""
    game = lesson("first-turn").start()
    assert game.players == 2 and len(game.face_up) == 3 and len(game.row) == 3
    assert sorted(game.numbers + game.face_up + game.number_deck) == list(range(1, 21))
    _, _, feedback, after = judged("first-turn", PlayClue(12))
    assert feedback.correct and after.current_player == 1 and after.tableau[0] == [{"clue": 12, "upright": True}]


def test_true_clue_goes_upright_and_the_row_is_refilled():
    """deductio.play-clue, deductio.refill."""
    _, game, feedback, after = judged("true-clue", PlayClue(17))
    assert after.tableau[0] == [{"clue": 17, "upright": True}] and len(after.row) == 3
    assert after.row[-1] == game.clue_deck[0] and "refilled" in feedback.text


def test_take_all_tells_the_table_a_lot():
    """deductio.play-clue: three sideways cards leave the table two numbers for a 9 (1 and 9)."""
    _, _game, feedback, after = judged("take-all", TAKE_ALL)
    assert [c["upright"] for c in after.tableau[0]] == [False, False, False]
    assert sorted(public_candidates(after.view(0))[0]) == [1, 9]
    assert "17 numbers before" in feedback.text and "2 after it (1, 9)" in feedback.text


def test_reveal_turns_a_number_up_and_discards_the_sideways_plus_minus_one():
    """deductio.reveal: the Reveal card is boxed, 11 turned face up, player 1's sideways #25 is
    discarded; the learner's upright #24 stays; the row is refilled to 3."""
    _, game, feedback, after = judged("reveal", PlayClue(24))
    assert after.face_up == [3, 15, 18, 11] and after.reveals_boxed == game.reveals_boxed + 1
    assert {"clue": 25, "upright": False} not in after.tableau[1] and 25 in after.discard
    assert {"clue": 24, "upright": True} in after.tableau[0] and len(after.row) == 3
    assert "11" in feedback.text and "#25" in feedback.text


def test_peek_moves_the_card_to_the_bottom_and_settles_player_1():
    """deductio.ability (peek-1): the 1 goes to the bottom; player 1 can then only hold 5."""
    _, game, feedback, after = judged("peek", PEEK)
    assert after.number_deck[-1] == game.number_deck[0] == 1
    assert candidates(after.view(0))[1] == {5: 1.0}
    assert "You saw 1" in feedback.text and "certain" in feedback.text


def test_free_guess_costs_nothing_either_way():
    """deductio.ability (free-guess): right gives a trophy; wrong gives no penalty."""
    _, _, feedback, after = judged("free-guess", Guess(1, 4))
    assert feedback.correct and after.trophies[0] == [4]
    _, _, feedback, after = judged("free-guess", Guess(1, 8))
    assert feedback.correct and after.phase == "turn" and after.penalty_left == 0 and after.current_player == 1


def test_certain_guess_takes_a_trophy_and_player_1_draws_again():
    """deductio.guess, deductio.correct-guess, deductio.talk."""
    _, game, feedback, after = judged("certain-guess", Guess(1, 13))
    assert after.trophies[0] == [13] and after.tableau[1] == [] and after.numbers[1] == game.number_deck[0]
    assert "right!" in feedback.text and "draws a new Secret Number" in feedback.text
    _, _, feedback, _ = judged("certain-guess", Guess(1, 11))
    assert not feedback.correct and "wrong." in feedback.text


def test_penalty_forces_two_clue_plays_and_no_ability():
    """deductio.penalty: after the scripted wrong guess, guesses are refused; #34 placed
    upright during the penalty opens no ability."""
    game = lesson("penalty").start()
    assert game.phase == "penalty" and game.penalty_left == 2
    _, _, feedback, after = judged("penalty", PlayClue(34))
    assert after.phase == "penalty" and after.penalty_left == 1 and after.pending is None
    assert "does not work during a penalty" in feedback.text
    bits = information(game.view(0))
    assert bits[1] < bits[34] and bits[8] is None


def test_win_lesson_reaches_the_goal():
    """deductio.goal: a third trophy in a two-player game wins at once."""
    _, _, feedback, after = judged("win", Guess(1, 19))
    assert after.is_over and after.winners == [0] and len(after.trophies[0]) == 3
    assert "wins!" in feedback.text


# ------------------------------------------------------------- only what the learner knows


def _told(events):
    """The table's sentences a move produced for the learner (what it showed)."""
    return [e.text for e in events if e.visible_to(0)]


def _moves(game):
    legal = game.legal_actions()
    plays = [a for a in legal if not isinstance(a, Guess)]
    guesses = [a for a in legal if isinstance(a, Guess)]
    return plays + guesses[::5]


@pytest.mark.parametrize("lesson_id", list(SCRIPTS))
def test_feedback_is_the_same_in_every_redrawn_world_that_shows_the_same(lesson_id):
    """Judged in worlds where every card the learner cannot see is redrawn (opponents' numbers,
    the Secret Number deck), each first move gets the same feedback whenever it shows the
    table the same things (the same refills, reveals, answers, peeks)."""
    item = lesson(lesson_id)
    game = item.start()
    rng = random.Random(lesson_id)
    compared = 0
    moves = _moves(game) + [move for move, _, _ in MISTAKES[lesson_id]]
    expected = {}
    for move in moves:
        feedback, after = item.judge(game, move)
        expected[move] = (feedback.text, _told(after.log[len(game.log) :]) if after is not game else None)
    for _ in range(40):
        world = game.resample_hidden(0, rng)
        world.clue_deck = list(game.clue_deck)  # the numbers are what this test redraws
        assert world.view(0) == game.view(0)
        for move in moves:
            feedback, after = item.judge(world, move)
            told = _told(after.log[len(world.log) :]) if after is not world else None
            if told == expected[move][1]:
                assert feedback.text == expected[move][0], (move, world.numbers)
                compared += 1
    assert compared >= len(moves) * 5


# ------------------------------------------------------------------------ quizzes


def _bayes():
    """P(player 1 <= 12 | it played "even"), by brute force over its numbers and its choices."""
    game = quiz_position("bayes-after-a-clue")
    seen = set(game.face_up) | {game.numbers[0]}
    weights = {}
    for n in range(1, 21):
        if n in seen:
            continue
        true = [c for c in game.row if CLUES[c].true_of(n, game.face_up)]
        if 1 in true:
            weights[n] = 1 / len(true)
    return sum(w for n, w in weights.items() if n <= 12) / sum(weights.values())


EXPECTED = {
    "prime-candidates": lambda: candidates(quiz_position("prime-candidates").view(0))[1][13],
    "distinct-cards": lambda: candidates(quiz_position("distinct-cards").view(0))[1][10],
    "bayes-after-a-clue": _bayes,
    "guess-after-the-least-clue": lambda: 1 / 11,
    "bits-of-the-least-clue": lambda: information(quiz_position("bits-of-the-least-clue").view(0))[10],
}


def test_quiz_values_by_hand():
    """deductio.play-clue, deductio.setup: the same numbers from first principles."""
    import math

    assert quiz("prime-candidates").answer == pytest.approx(1 / 7)
    assert quiz("distinct-cards").answer == pytest.approx(1 / 6)  # not 1/4: the cards are distinct
    assert quiz("bayes-after-a-clue").answer == pytest.approx(5.5 / 7)
    assert quiz("bits-of-the-least-clue").answer == pytest.approx(math.log2(17 / 11))
    bits = information(quiz_position("bits-of-the-least-clue").view(0))
    assert min(bits, key=bits.get) == 10  # "12 or less" tells least


class TestDeductioLessons(LessonSuite):
    """deductio.*: the shared lesson and quiz checks, for every Deductio lesson and quiz."""

    game_cls, rules, lessons, quizzes = Deductio, DEDUCTIO_RULES, LESSONS, QUIZZES
    lesson, quiz = staticmethod(lesson), staticmethod(quiz)
    messages, scripts, mistakes, expected = LESSON_MESSAGES, SCRIPTS, MISTAKES, EXPECTED
    quiz_hints = 2
    trials = 3000

    def test_lessons_are_two_player_games(self, lesson_id):
        assert self.lesson(lesson_id).start().players == 2
