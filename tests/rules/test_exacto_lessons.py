"""Exacto lessons and quizzes (rules_engine/exacto/lessons.py).

Every lesson: its position sets up, a scripted right move is judged correct, a scripted
legal-but-wrong move is judged incorrect with an explanation drawn from the real outcome,
and an illegal move comes back (through ``Lesson.judge``) as feedback citing the rule the
engine enforces. Together the lessons teach every Exacto rule id. Every quiz: its answer is
the probability module's value, the engine-driven simulation agrees with it, and
``is_correct`` accepts the answer and rejects a wrong one.
"""
import random

import pytest

from rules_engine.exacto import EXACTO, LIAR, Bid, Exacto
from rules_engine.exacto import probability as prob
from rules_engine.exacto.lessons import LESSONS, QUIZZES, _liar_outcome, lesson, quiz

from lesson_suite import LessonSuite, judge

EXACTO_RULES = (
    "exacto.roll", "exacto.opening-bid", "exacto.wild-ones", "exacto.raise", "exacto.liar",
    "exacto.exacto", "exacto.elimination", "exacto.next-round", "exacto.winner",
)

# lesson id -> (right move, legal but wrong move, (illegal move, rule the engine cites))
SCRIPTS = {
    "opening-bid": (Bid(6, 4), Bid(12, 6), (LIAR, "exacto.opening-bid")),
    "raise": (Bid(5, 5), LIAR, (Bid(6, 3), "exacto.raise")),
    "raise-perudo": (Bid(6, 3), Bid(5, 5), (Bid(5, 3), "exacto.raise")),
    "wild-ones": (Bid(6, 5), LIAR, (Bid(6, 1), "exacto.wild-ones")),
    "bid-ones": (Bid(3, 1), Bid(8, 1), (Bid(2, 1), "exacto.wild-ones")),
    "liar": (LIAR, EXACTO, (Bid(7, 5), "exacto.raise")),
    "exacto": (EXACTO, LIAR, (Bid(3, 3), "exacto.raise")),
    "exacto-cap": (EXACTO, LIAR, (Bid(4, 4), "exacto.raise")),
    "elimination": (LIAR, EXACTO, (Bid(10, 5), "exacto.raise")),
    "next-round": (Bid(2, 3), Bid(12, 6), (LIAR, "exacto.opening-bid")),
    "winner": (LIAR, EXACTO, (Bid(3, 5), "exacto.raise")),
}


def judged(lesson_id, move):
    return judge(lesson(lesson_id), move)


def kinds(events):
    return [e.kind for e in events]


# ------------------------------------------------------------- outcomes the checkers cite

def test_opening_bid_lesson_refuses_liar_before_the_first_bid():
    """exacto.opening-bid: LIAR before any bid is refused; the right opening is judged by its odds."""
    _, _, feedback, _ = judged("opening-bid", LIAR)
    assert feedback.rule == "exacto.opening-bid" and "before the first bid" in feedback.text
    _, game, feedback, _ = judged("opening-bid", Bid(6, 4))
    p = prob.p_at_least(6, 4, game.dice[0], 15)
    assert f"{p:.0%}" in feedback.text


def test_raise_lessons_seed_rule_versus_perudo_variant():
    """exacto.raise: six 3s over five 4s is refused by the seed rule, a raise under perudo."""
    _, _, feedback, _ = judged("raise", Bid(6, 3))
    assert feedback.rule == "exacto.raise" and not feedback.correct
    _, _, feedback, after = judged("raise-perudo", Bid(6, 3))
    assert feedback.correct and after.bid == Bid(6, 3)


def test_wild_ones_lesson_wrong_liar_costs_the_caller_a_die():
    """exacto.wild-ones: the learner's two 1s count as 5s, so LIAR on five 5s loses."""
    _, game, feedback, after = judged("wild-ones", LIAR)
    assert after.last_reveal["count"] == 7
    assert len(after.last_reveal["dice"][0]) == 5 and len(after.dice[0]) == 4
    assert "there were 7" in feedback.text and "wild" in feedback.text


def test_bid_ones_lesson_switch_needs_half_rounded_up():
    """exacto.wild-ones (variant bid_ones): after six 4s, two 1s is refused and three 1s is fine."""
    _, _, feedback, _ = judged("bid-ones", Bid(2, 1))
    assert "at least 3" in feedback.text
    _, _, feedback, after = judged("bid-ones", Bid(3, 1))
    assert feedback.correct and after.bid == Bid(3, 1) and "1/6" in feedback.text


def test_liar_lesson_bidder_loses_a_die():
    """exacto.liar: seven 6s with only four 6s-or-1s on the table: the bidder loses a die."""
    _, game, feedback, after = judged("liar", LIAR)
    assert after.last_reveal["count"] == 4
    assert after.dice_counts() == [5, 5, 4]
    assert "Mage 2 loses a die" in feedback.text


def test_exacto_lesson_caller_gains_and_bidder_loses():
    """exacto.exacto: a right EXACTO gains the caller a die and costs the bidder one."""
    _, game, feedback, after = judged("exacto", EXACTO)
    assert game.dice_counts() == [4, 3] and after.dice_counts() == [5, 2]
    assert "gains a die" in feedback.text
    p_exact = prob.p_exactly(3, 4, game.dice[0], 3)
    p_liar = 1 - prob.p_at_least(3, 4, game.dice[0], 3)
    assert p_exact > p_liar and f"{p_exact:.0%}" in feedback.text


def test_exacto_cap_lesson_gains_nothing_at_five_dice():
    """exacto.exacto: a caller already holding 5 dice gains nothing; the bidder still loses one."""
    _, game, feedback, after = judged("exacto-cap", EXACTO)
    assert game.dice_counts() == [5, 1, 2] and after.dice_counts() == [5, 1, 1]
    assert "gains nothing" in feedback.text


def test_elimination_lesson_knocks_out_a_one_die_mage():
    """exacto.elimination and exacto.next-round: the mage who lost its last die is out; the
    next mage with dice starts."""
    _, _, feedback, after = judged("elimination", LIAR)
    assert after.dice_counts() == [5, 3, 0] and not after.is_over
    assert after.current_player == 0
    assert "out of the game" in feedback.text and "is out, so the next mage" in feedback.text


def test_next_round_lesson_starts_after_an_eliminated_loser():
    """exacto.next-round and exacto.roll: mage 3 lost its last die, so mage 0 starts a re-rolled round."""
    game = lesson("next-round").start()
    assert game.round == 2 and game.dice_counts() == [5, 3, 4, 0]
    assert [e.kind for e in game.log if e.seats is None][-4:] == ["lose", "eliminated", "next-round", "round"]
    assert game.last_reveal["dice"][3] == [6] and game.last_reveal["count"] == 5
    _, _, feedback, _ = judged("next-round", Bid(2, 3))
    assert "mage 3 is out" in feedback.text


def test_winner_lesson_right_liar_wins_and_wrong_exacto_loses_the_game():
    """exacto.winner: the last mage with dice wins."""
    _, _, feedback, after = judged("winner", LIAR)
    assert after.is_over and after.winners == [0] and "mage 0 wins" in feedback.text
    _, _, feedback, after = judged("winner", EXACTO)
    assert after.is_over and after.winners == [1] and not feedback.correct


# ------------------------------------------------------------------------------- quizzes

EXPECTED = {
    "at-least-10-fours": lambda: prob.p_at_least(10, 4, [], 30),
    "exactly-10-fours": lambda: prob.p_exactly(10, 4, [], 30),
    "expected-count": lambda: sum(c * p for c, p in enumerate(prob.count_distribution(4, [], 30))),
    "own-dice-10-fours": lambda: prob.p_at_least(10, 4, [1, 4, 4, 2, 6], 25),
    "liar-wins": lambda: 1 - prob.p_at_least(7, 6, [2, 3, 4, 5, 5], 10),
    "bid-ones": lambda: prob.p_at_least(5, 1, [], 30),
}


def test_quiz_values_teach_the_expected_lessons():
    """exacto.wild-ones: 10 of 30 is the mean; knowing your dice moves the odds; ones use 1/6."""
    assert quiz("expected-count").answer == pytest.approx(10)
    assert quiz("exactly-10-fours").answer < quiz("at-least-10-fours").answer
    assert quiz("own-dice-10-fours").answer > quiz("at-least-10-fours").answer
    assert quiz("bid-ones").answer == pytest.approx(1 - sum(prob.count_distribution(1, [], 30)[:5]))


def test_conditioning_quiz_keeps_the_learners_dice():
    """exacto.roll: the simulation re-rolls only the cups the learner cannot see."""
    outcome = _liar_outcome((1, 4, 4, 2, 6), 25, (10, 4))
    rng = random.Random(5)
    for _ in range(50):
        reveal = outcome(rng)
        assert reveal["dice"][0] == [1, 2, 4, 4, 6]
        assert [len(d) for d in reveal["dice"]] == [5] * 6
        assert reveal["count"] >= 3


class TestExactoLessons(LessonSuite):
    """exacto.*: the shared lesson and quiz checks, for every Exacto lesson and quiz."""

    game_cls, rules, lessons, quizzes = Exacto, EXACTO_RULES, LESSONS, QUIZZES
    lesson, quiz = staticmethod(lesson), staticmethod(quiz)
    scripts, expected = SCRIPTS, EXPECTED
    trials = 20_000
