"""Dashavatara Ganjifa lessons and quizzes (rules_engine/ganjifa/lessons.py).

Every lesson: its position sets up deterministically with the learner (player 0) on turn,
a scripted right move is judged correct, a scripted legal-but-wrong move is judged
incorrect with an explanation drawn from the real outcome (who won the trick, what was
captured, the final scores), and an illegal move comes back (through ``Lesson.judge``) as
feedback citing the rule the engine enforces. Together the lessons teach every Ganjifa
rule id. Every quiz: its answer is the probability module's value, the engine-driven
simulation agrees with it within 3 standard errors, and ``is_correct`` accepts the answer
and rejects a wrong one. The scripted illegal move is refused in the engine's words, and
every lesson's and quiz's words render in en, lv, fi and ru (tests/support/lessons.py).
"""

import pytest
from support.lessons import LessonSuite, judge, scripted_mistakes

from rules_engine.ganjifa import Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa import probability as prob
from rules_engine.ganjifa.lesson_messages import LESSON_MESSAGES
from rules_engine.ganjifa.lessons import DEAL_SEED, LESSONS, QUIZZES, lesson, quiz

GANJIFA_RULES = (
    "ganjifa.objective",
    "ganjifa.deal",
    "ganjifa.day-night",
    "ganjifa.opening-lead",
    "ganjifa.rank",
    "ganjifa.follow",
    "ganjifa.void",
    "ganjifa.trick-winner",
    "ganjifa.capture",
    "ganjifa.dukal",
    "ganjifa.end",
)


def C(suit, rank):
    return Card(suit, rank)


def play(suit, rank):
    return PlayCard(C(suit, rank))


KALKI_DUKAL = LeadDukal(
    (C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4), C("kalki", 5), C("kalki", 6))
)
KALKI_DUKAL_5 = LeadDukal(KALKI_DUKAL.cards[:5])
BROKEN_RUN = LeadDukal(
    (C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 4), C("kalki", 5), C("kalki", 6), C("kalki", 9))
)

# lesson id -> (right move, legal but wrong move or None when only one move is legal,
#               (illegal move, rule the engine cites))
SCRIPTS = {
    "reversed-ranks": (play("matsya", 1), play("matsya", 10), (play("kalki", 2), "ganjifa.follow")),
    "straight-ranks": (play("kalki", 10), play("kalki", 1), (play("matsya", 2), "ganjifa.follow")),
    "opening-lead": (play("rama", "raja"), None, (play("kalki", 10), "ganjifa.opening-lead")),
    "opening-lead-night": (
        play("krishna", "raja"),
        None,
        (
            LeadDukal((C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 1), C("kalki", 2), C("kalki", 3))),
            "ganjifa.opening-lead",
        ),
    ),
    "day-and-night": (play("krishna", 2), play("kalki", 3), (play("rama", "raja"), "ganjifa.void")),
    "follow-suit": (play("varaha", 9), play("varaha", 3), (play("rama", "raja"), "ganjifa.follow")),
    "void": (play("rama", 4), play("matsya", 3), (play("kurma", 5), "ganjifa.void")),
    "trick-winner": (play("rama", 5), play("vamana", "raja"), (play("kalki", 10), "ganjifa.void")),
    "capture": (play("matsya", 1), play("kalki", 9), (play("matsya", "raja"), "ganjifa.follow")),
    "lead-dukal": (KALKI_DUKAL, play("kalki", "raja"), (BROKEN_RUN, "ganjifa.dukal")),
    "answer-dukal": (
        DiscardForDukal((C("matsya", 9),)),
        DiscardForDukal((C("buddha", "raja"),)),
        (play("rama", "raja"), "ganjifa.dukal"),
    ),
    "end": (play("rama", 2), play("vamana", "raja"), (DiscardForDukal((C("rama", 2),)), "ganjifa.dukal")),
}

# lesson id -> the mistakes it invites: (move, rule, the engine's message id)
MISTAKES = scripted_mistakes(
    SCRIPTS,
    {
        "reversed-ranks": "refuse.follow",
        "straight-ranks": "refuse.follow",
        "opening-lead": "refuse.opening",
        "opening-lead-night": "refuse.opening",
        "day-and-night": "refuse.void",
        "follow-suit": "refuse.follow",
        "void": "refuse.void",
        "trick-winner": "refuse.void",
        "capture": "refuse.not-held",
        "lead-dukal": "dukal.broken",
        "answer-dukal": "refuse.discard-first",
        "end": "refuse.no-dukal",
    },
)


def judged(lesson_id, move):
    return judge(lesson(lesson_id), move)


def test_lessons_with_bots_show_what_their_checker_describes():
    """The widget seats the heuristic bot where play goes on after the learner's move; the
    checker plays the same bot through the engine. That bot ignores its rng, so the table
    (any bot seed) reaches exactly the position the feedback describes."""
    import random

    from rules_engine.bots import make_bot
    from rules_engine.ganjifa.lessons import _play_on

    for item in LESSONS:
        if item.bots is None:
            continue
        for move in SCRIPTS[item.id][:2]:
            game = item.start()
            checked, _ = _play_on(game, move, "end")
            game.apply(move)
            bot, rng = make_bot("ganjifa", item.bots), random.Random(99)
            while not game.is_over and len(game.history) < len(checked.history):
                legal = game.legal_actions()
                seat = game.current_player
                game.apply(legal[0] if seat == 0 else bot.choose(game.view(seat), legal, rng))
            assert game.history[: len(checked.history)] == checked.history[: len(game.history)]


# ------------------------------------------------------------- outcomes the checkers cite


def test_rank_lessons_same_cards_two_orders():
    """ganjifa.rank: in Matsya the 1 beats the 4 and the 10 loses; in Kalki the 10 beats the 7."""
    _, _, feedback, after = judged("reversed-ranks", play("matsya", 1))
    assert after.last_trick["winner"] == 0 and len(after.captured[0]) == 3
    _, _, feedback, after = judged("reversed-ranks", play("matsya", 10))
    assert after.last_trick["winner"] == 1 and "Player 1 wins the trick with the 4 of Matsya" in feedback.text
    _, _, feedback, after = judged("straight-ranks", play("kalki", 10))
    assert after.last_trick["winner"] == 0 and "10 of Kalki" in feedback.text
    _, _, feedback, after = judged("straight-ranks", play("kalki", 1))
    assert after.last_trick["winner"] == 2 and not feedback.correct


def test_opening_lead_lesson_is_a_real_deal_with_the_trump_raja():
    """ganjifa.deal, ganjifa.opening-lead: 40 cards each; the Raja of Rama opens, alone."""
    game = lesson("opening-lead").start()
    assert [len(h) for h in game.hands] == [40, 40, 40]
    assert C("rama", "raja") in game.hand(0) and game.first_trick
    _, _, feedback, _ = judged("opening-lead", play("kalki", 10))
    assert "Raja of Rama" in feedback.text
    _, _, feedback, _ = judged("opening-lead-night", play("rama", "raja"))
    assert feedback.rule == "ganjifa.opening-lead" and "Raja of Krishna" in feedback.text


def test_day_and_night_lesson_same_cards_by_day():
    """ganjifa.day-night: by night the 2 of Krishna wins; by day that position's trump is Rama,
    so the Raja of Rama is legal and wins while the Krishna is refused."""
    _, _game, feedback, after = judged("day-and-night", play("krishna", 2))
    assert after.last_trick["winner"] == 0 and "the highest trump (Krishna)" in feedback.text
    _, _, _, after = judged("day-and-night", play("kalki", 3))
    assert after.last_trick["winner"] == 1
    by_day = Ganjifa.from_position(
        hands=[
            [C("krishna", 2), C("kalki", 3), C("rama", "raja")],
            [C("buddha", 3), C("kurma", 2)],
            [C("matsya", 4), C("rama", 6)],
        ],
        period="day",
        leader=1,
        trick=[C("buddha", 8), C("kalki", 10)],
        first_trick=False,
    )
    assert not by_day.is_legal(play("krishna", 2))
    by_day.apply(play("rama", "raja"))
    assert by_day.last_trick["winner"] == 0


def test_follow_suit_lesson_keeps_the_stronger_card():
    """ganjifa.follow: the trick is lost either way; throwing the 9 keeps the stronger 3."""
    _, _, feedback, after = judged("follow-suit", play("varaha", 9))
    assert after.last_trick["winner"] == 1 and C("varaha", 3) in after.hand(0)
    _, _, feedback, _ = judged("follow-suit", play("varaha", 3))
    assert "9 of Varaha" in feedback.text


def test_void_lesson_wraps_from_kalki_to_matsya():
    """ganjifa.void: void in Kalki, the Matsya is allowed (the order wraps), the Kurma is not."""
    _, _, feedback, _ = judged("void", play("kurma", 5))
    assert "Matsya" in feedback.text and "Rama" in feedback.text
    _, _, feedback, after = judged("void", play("matsya", 3))
    assert after.last_trick["winner"] == 2 and "wraps" in feedback.text


def test_trick_winner_lesson_offsuit_raja_never_wins():
    """ganjifa.trick-winner: the highest trump wins; an off-suit Raja never does; under-trumping loses."""
    _, _, feedback, after = judged("trick-winner", play("vamana", "raja"))
    assert after.last_trick["winner"] == 2 and "never win" in feedback.text
    _, _, feedback, after = judged("trick-winner", play("rama", 1))
    assert after.last_trick["winner"] == 2 and not feedback.correct


def test_capture_lesson_judges_the_lead_by_what_the_learner_sees():
    """ganjifa.capture, ganjifa.rank: the 1 of Matsya is the top Matsya left (its Raja and
    Mantri are captured), so it takes the trick and the next lead, as the table then
    shows; the 9 of Kalki has three unseen Kalki above it (Raja, Mantri, 10), and the
    feedback says so without telling who wins: that depends on the hidden hands."""
    from rules_engine.ganjifa.lessons import _play_on

    _, game, feedback, _ = judged("capture", play("matsya", 1))
    assert feedback.correct and "your lead again" in feedback.text
    world, events = _play_on(game, play("matsya", 1), "capture")
    assert next(e for e in events if e.kind == "capture").data["seat"] == 0 and world.current_player == 0
    _, game, feedback, _ = judged("capture", play("kalki", 9))
    seen = set(game.hand(0)) | {c for pile in game.captured for c in pile}
    above = [C("kalki", r) for r in ("raja", "mantri", 10) if C("kalki", r) not in seen]
    assert not feedback.correct and f"{len(above)} unseen Kalki cards" in feedback.text and len(above) == 3
    assert "player 2" not in feedback.text.lower() and "wins" not in feedback.text


def test_dukal_lessons_capture_and_discard():
    """ganjifa.dukal: the largest Dukal captures 18; a smaller one is not the best; discards
    that keep trumps and top cards are right."""
    _, _, feedback, _ = judged("lead-dukal", KALKI_DUKAL)
    assert "18 cards" in feedback.text
    _, game, feedback, _ = judged("lead-dukal", KALKI_DUKAL_5)
    assert game.is_legal(KALKI_DUKAL_5) and not feedback.correct and "18" in feedback.text
    _, _, feedback, _ = judged("lead-dukal", play("kalki", "raja"))
    assert "at most one trick, 3 cards" in feedback.text and "18 cards" in feedback.text
    weak = DiscardForDukal((C("matsya", 9), C("kurma", 10), C("varaha", 7), C("narasimha", 8), C("parashurama", 2)))
    _, _, feedback, after = judged("answer-dukal", weak)
    assert feedback.correct and after.current_player == 1
    _, _, feedback, _ = judged("answer-dukal", DiscardForDukal((C("matsya", 9), C("rama", 8))))
    assert not feedback.correct and "trump" in feedback.text


def test_end_lesson_sole_win_or_shared_win():
    """ganjifa.end, ganjifa.objective: trumping first wins both last tricks (45 points, a sole
    win); the Raja of Vamana first gives 42-42, a shared win."""
    game = lesson("end").start()
    assert sum(game.scores) == 114 and game.scores == [39, 39, 36]
    _, _, feedback, _ = judged("end", play("rama", 2))
    assert "player 0: 45" in feedback.text and "Player 0 wins" in feedback.text
    _, _, feedback, _ = judged("end", play("vamana", "raja"))
    assert "shared win" in feedback.text and "player 0: 42, player 1: 42" in feedback.text


# ------------------------------------------------------------------------------- quizzes


def _count_knowledge():
    from rules_engine.ganjifa.lessons import card_counting_position

    return prob.Knowledge.from_game(card_counting_position(), 0)


def _void_knowledge():
    from rules_engine.ganjifa.lessons import void_shown_position

    return prob.Knowledge.from_game(void_shown_position(), 0)


def _deal_hand():
    return prob.Knowledge.at_deal(Ganjifa(seed=DEAL_SEED).hand(0))


EXPECTED = {
    "krishna-courts": lambda: prob.p_holds_any(_deal_hand(), 1, [C("krishna", "raja"), C("krishna", "mantri")]),
    "void-in-kalki": lambda: prob.p_void_at_deal(sum(1 for c in Ganjifa(seed=DEAL_SEED).hand(0) if c.suit == "kalki")),
    "your-dukal": lambda: prob.p_dealt_dukal(),
    "anyone-dukal": lambda: prob.p_dukal_in_deal(),
    "beat-the-kalki-8": lambda: prob.p_can_beat(_count_knowledge(), 1, C("kalki", 8)),
    "after-a-void": lambda: prob.p_holds(_void_knowledge(), 1, C("kalki", "raja")),
}


def test_quiz_values_teach_the_expected_lessons():
    """ganjifa.deal, ganjifa.void: by hand, the same numbers from first principles."""
    from math import comb

    assert quiz("krishna-courts").answer == pytest.approx(1 - comb(78, 40) / comb(80, 40))
    assert quiz("void-in-kalki").answer == pytest.approx(comb(75, 40) / comb(80, 40))  # 7 Kalki held
    assert quiz("your-dukal").answer < quiz("anyone-dukal").answer < 3 * quiz("your-dukal").answer
    assert quiz("beat-the-kalki-8").answer == pytest.approx(1 - (56 - 21 + 6) / 252)
    assert quiz("after-a-void").answer == pytest.approx(1 / 3)


def test_conditioning_quizzes_keep_what_the_learner_knows():
    """ganjifa.void: resampling keeps player 0's hand, every card played and player 2's void."""
    import random

    from rules_engine.ganjifa.cards import SUIT_MASK
    from rules_engine.ganjifa.lessons import void_shown_position

    base = void_shown_position()
    rng = random.Random(5)
    for _ in range(30):
        world = base.resample_hidden(0, rng)
        assert world.hands[0] == base.hands[0] and world.captured == base.captured
        assert not world._hands[2] & SUIT_MASK[8]  # player 2 showed no Buddha
        assert [len(h) for h in world.hands] == [4, 4, 4]


class TestGanjifaLessons(LessonSuite):
    """ganjifa.*: the shared lesson and quiz checks, for every Ganjifa lesson and quiz."""

    game_cls, rules, lessons, quizzes = Ganjifa, GANJIFA_RULES, LESSONS, QUIZZES
    lesson, quiz = staticmethod(lesson), staticmethod(quiz)
    messages, scripts, mistakes, expected = LESSON_MESSAGES, SCRIPTS, MISTAKES, EXPECTED
    lesson_bots = (None, "heuristic")
