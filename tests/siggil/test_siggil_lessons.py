"""Siggil lessons and quizzes (rules_engine/siggil/lessons.py).

Every lesson: its position sets up deterministically with the learner (seat 0) on turn;
the scripted right move is judged correct and reaches what the lesson is about (a card
turned up, a spirit freed, a capture, a steal, a recapture, the win, the last-card end,
the solo discard, the solo win, a spirit let go); a legal-but-wrong move is judged
incorrect with an explanation; the mistakes the lesson invites (a covered card, a set of
the wrong size, a steal that is not exactly one more, a take before the discard) are
refused by the engine citing their rule, with the state untouched; and the feedback uses
only what the learner may know: judged again in worlds where every face-down card is
redrawn, a move that shows the table the same things gets the same feedback. Together the
lessons teach every Siggil rule id. Every quiz: its answer is the probability module's
value (and a count by hand), the engine-driven simulation agrees with it, and
``is_correct`` accepts it and rejects wrong ones. Every word renders in en, lv, fi and ru.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from support.lessons import LessonSuite, judge

from rules_engine.core import IllegalAction
from rules_engine.siggil import CATALOG, PASS, Capture, Card, Discard, Recapture, Release, Siggil, Steal, Take
from rules_engine.siggil.lesson_messages import LESSON_MESSAGES
from rules_engine.siggil.lessons import LESSONS, QUIZZES, lesson, quiz, quiz_position
from rules_engine.siggil.probability import expected_turns_until_free, p_complete_for, unknown_cards

C = Card
SIGGIL_RULES = tuple(CATALOG.ids)


def fam(f, *numbers):
    return tuple(C(f, n) for n in numbers)


# lesson id -> (right move, legal but wrong move, (illegal move, rule the engine cites))
SCRIPTS = {
    "availability": (Take(25), Take(26), (Take(23), "siggil.available")),
    "cascade": (Take(27), Take(55), (Take(25), "siggil.available")),
    "capture-free": (Capture(4, fam(4, 1, 2, 5)), PASS, (Capture(4, fam(4, 1, 2)), "siggil.capture-free")),
    "steal": (Steal(5, (C(1, 5), C(2, 5), C(3, 5), C(4, 5))), PASS, (Steal(5, fam(5, 4, 6, 7)), "siggil.steal")),
    "recapture": (Recapture(6, fam(6, 4, 5), 0), PASS, (Recapture(6, fam(6, 4), 0), "siggil.recapture")),
    "win": (Capture(7, fam(7, 1, 2, 3)), PASS, (Capture(7, fam(7, 1, 2)), "siggil.capture-free")),
    "last-card": (Capture(7, fam(7, 1, 2, 3)), PASS, (Take(27), "siggil.take")),
    "solo-turn": (Discard(55), Discard(27), (Take(27), "siggil.solo-turn")),
    "solo-win": (Capture(7, fam(7, 1, 2, 3)), PASS, (Steal(7, fam(7, 1, 2, 3)), "siggil.solo-turn")),
    "solo-limit": (Release(3), Release(1), (Discard(27), "siggil.solo-limit")),
}

# lesson id -> the mistakes it invites: (move, rule, the engine's message id)
MISTAKES = {
    "availability": [
        (Take(23), "siggil.available", "refuse.covered"),
        (Take(22), "siggil.available", "refuse.covered"),
        (Take(0), "siggil.take", "refuse.empty"),
        (PASS, "siggil.capture", "refuse.take-first"),
    ],
    "cascade": [(Take(25), "siggil.available", "refuse.covered"), (Take(22), "siggil.available", "refuse.covered")],
    "capture-free": [
        (Capture(4, fam(4, 1, 2)), "siggil.capture-free", "refuse.set-size"),
        (Capture(4, (C(4, 1), C(2, 4), C(6, 4))), "siggil.capture-free", "refuse.no-match"),
        (Capture(5, fam(4, 1, 2, 5)), "siggil.capture-free", "refuse.not-free"),
        (Capture(4, fam(4, 1, 2, 3)), "siggil.capture", "refuse.not-in-hand"),
        (Take(55), "siggil.take", "refuse.taken-already"),
    ],
    "steal": [
        (Steal(5, fam(5, 4, 6, 7)), "siggil.steal", "refuse.steal-size"),
        (Steal(5, (C(1, 5), C(2, 5), C(3, 5), C(4, 5), C(5, 4))), "siggil.steal", "refuse.steal-size"),
        (Capture(5, fam(5, 4, 6, 7)), "siggil.capture-free", "refuse.not-free"),
    ],
    "recapture": [
        (Recapture(6, fam(6, 4), 0), "siggil.recapture", "refuse.recapture-size"),
        (Recapture(6, fam(6, 4, 5, 7), 0), "siggil.recapture", "refuse.recapture-size"),
        (Steal(6, fam(6, 4, 5, 7)), "siggil.steal", "refuse.steal-size"),
    ],
    "win": [(Capture(7, fam(7, 1, 2)), "siggil.capture-free", "refuse.set-size")],
    "last-card": [
        (Take(27), "siggil.take", "refuse.taken-already"),
        (Capture(7, (*fam(7, 1, 2, 3), C(4, 4))), "siggil.capture-free", "refuse.set-size"),
    ],
    "solo-turn": [
        (Take(27), "siggil.solo-turn", "refuse.discard-first"),
        (Discard(25), "siggil.available", "refuse.covered"),
    ],
    "solo-win": [
        (Steal(7, fam(7, 1, 2, 3)), "siggil.solo-turn", "refuse.solo-steal"),
        (Capture(7, fam(7, 1, 2)), "siggil.capture-free", "refuse.set-size"),
    ],
    "solo-limit": [
        (Discard(27), "siggil.solo-limit", "refuse.release-first"),
        (Take(27), "siggil.solo-limit", "refuse.release-first"),
        (Release(5), "siggil.solo-limit", "refuse.release-which"),
        # siggil.solo-limit: spirit 4 came free last, so it stays
        (Release(4), "siggil.solo-limit", "refuse.release-which"),
    ],
}


def judged(lesson_id, move):
    return judge(lesson(lesson_id), move)


# ------------------------------------------------------------- the mistakes, refused


def test_refusals_say_why_in_the_learners_words():
    """siggil.available names what lies on top; siggil.steal the sizes."""
    _, _, feedback, _ = judged("availability", Take(23))
    assert "covered by " in feedback.text and "position" not in feedback.text
    _, _, feedback, _ = judged("steal", Steal(5, fam(5, 4, 6, 7)))
    assert "has 3 cards" in feedback.text and "exactly 4, not 3" in feedback.text


# ------------------------------------------------------------- the goals, reached


def test_availability_take_turns_the_card_under_it_face_up():
    """siggil.available: 22 lay under 25 alone; siggil.take: the card goes to the hand."""
    _, game, feedback, after = judged("availability", Take(25))
    assert not game.sigil[22][1] and after.sigil[22][1] and 22 in after.available
    assert C(2, 3) in after.hands[0] and after.phase == "capture"
    _, _, feedback, after = judged("availability", Take(26))
    assert not after.sigil[23][1] and "uncovers nothing" in feedback.text


def test_cascade_frees_the_seen_spirit_and_what_lies_under_it():
    """siggil.spirit-frees: spirit 3 leaves, 22 turns up (a spirit too: it leaves), 18 turns up."""
    _, _, _feedback, after = judged("cascade", Take(27))
    assert after.free_spirits == [3, 5]
    assert after.sigil[25] is None and after.sigil[22] is None and after.sigil[18][1]
    kinds = [e.kind for e in after.log[-8:]]
    assert kinds.count("free") == 2 and "flip" in kinds


def test_capture_free_lays_the_set_down_and_the_turn_passes():
    """siggil.capture-free; siggil.capture: one capture a turn, so a second one is refused."""
    _, _, _feedback, after = judged("capture-free", Capture(4, fam(4, 1, 2, 5)))
    assert after.sets[0] == [{"cards": list(fam(4, 1, 2, 5)), "spirit": 4}] and after.free_spirits == [2]
    assert after.current_player == 1 and after.phase == "take"
    with pytest.raises(IllegalAction) as err:
        after.apply(Capture(2, (C(2, 2), C(2, 4), C(1, 3))))
    assert err.value.rule == "siggil.capture"


def test_steal_moves_the_spirit_and_leaves_their_cards():
    """siggil.steal: 4 against 3; player 1 keeps its set, without the spirit."""
    _, _, _feedback, after = judged("steal", SCRIPTS["steal"][0])
    assert after.spirits_held == [1, 0]
    assert after.sets[1] == [{"cards": list(fam(5, 1, 2, 3)), "spirit": None}]


def test_recapture_extends_your_set_to_one_more():
    """siggil.recapture: 3 + 2 = 5 against 4."""
    _, _, _feedback, after = judged("recapture", SCRIPTS["recapture"][0])
    assert after.sets[0] == [{"cards": list(fam(6, 1, 2, 3, 4, 5)), "spirit": 6}]
    assert after.spirits_held == [1, 0]


def test_win_comes_at_once():
    """siggil.win: the fifth spirit of a two-player game ends it at once."""
    _, _, _feedback, after = judged("win", SCRIPTS["win"][0])
    assert after.is_over and after.winners == [0] and after.spirits_held[0] == 5


def test_last_card_ties_go_to_fewer_cards_in_hand():
    """siggil.last-card: 3 spirits each, 2 cards against 3: player 0; a pass loses 2 to 3."""
    _, _, _, after = judged("last-card", SCRIPTS["last-card"][0])
    assert after.is_over and after.spirits_held == [3, 3] and [len(h) for h in after.hands] == [2, 3]
    assert after.winners == [0]
    _, _, feedback, after = judged("last-card", PASS)
    assert after.is_over and after.winners == [1] and not feedback.correct


def test_solo_turn_discards_then_takes():
    """siggil.solo-turn: the discard lies face up (easy), then the take comes."""
    _, _, _, after = judged("solo-turn", Discard(55))
    assert after.discard == [(C(6, 1), True)] and after.phase == "take" and 27 in after.available


def test_solo_win_checks_seven_spirits():
    """siggil.solo-win: the seventh capture wins the easy solo game; a pass plays on."""
    _, _, _, after = judged("solo-win", SCRIPTS["solo-win"][0])
    assert after.is_over and after.winners == [0]
    _, _, _, after = judged("solo-win", PASS)
    assert not after.is_over and after.phase == "discard"


def test_solo_limit_sends_the_spirit_to_the_discard_pile():
    """siggil.solo-limit: four free spirits; spirit 4, the newcomer, stays; the one of the
    other three let go is lost for good."""
    game = lesson("solo-limit").start()
    assert game.phase == "release" and game.free_spirits == [1, 2, 3, 4] and game.difficulty == "advanced"
    assert game.legal_actions() == [Release(1), Release(2), Release(3)]
    _, _, _, after = judged("solo-limit", Release(3))
    assert after.lost_spirits == [3] and after.free_spirits == [1, 2, 4] and after.phase == "discard"


@pytest.mark.parametrize("lesson_id", ["capture-free", "steal", "recapture", "win", "last-card", "solo-win"])
def test_a_lesson_whose_scripted_take_was_undone_says_so(lesson_id):
    """A table may let the learner undo the lesson's scripted take: the take that follows is
    legal, and the feedback says it is not the decision taught (no crash, no verdict)."""
    item = lesson(lesson_id)
    start = item.start()
    undone = start.replay(start.history[:-1])
    move = next(a for a in undone.legal_actions() if a.kind in ("take", "discard"))
    feedback, after = item.judge(undone, move)
    assert not feedback.correct and feedback.rule in item.rules and after is not undone
    assert "not the move this lesson is about" in feedback.text


# ------------------------------------------------------------- only what the learner knows


def _moves(game):
    return list(game.legal_actions())


@pytest.mark.parametrize("lesson_id", list(SCRIPTS))
def test_feedback_is_the_same_in_every_redrawn_world_that_shows_the_same(lesson_id):
    """Judged in worlds where every face-down card is redrawn, each move gets the same feedback
    whenever it shows the table the same things (the same cards turned up, spirits freed)."""
    item = lesson(lesson_id)
    game = item.start()
    rng = random.Random(lesson_id)
    moves = _moves(game) + [move for move, _, _ in MISTAKES[lesson_id]]
    expected = {}
    for move in moves:
        feedback, after = item.judge(game, move)
        expected[move] = (feedback.text, _told(after, game))
    compared = 0
    for _ in range(20):
        world = game.resample_hidden(0, rng)
        assert world.view(0) == game.view(0)
        for move in moves:
            feedback, after = item.judge(world, move)
            if _told(after, world) == expected[move][1]:
                assert feedback.text == expected[move][0], move
                compared += 1
    assert compared >= len(moves) * 5


def _told(after, before):
    return None if after is before else [e.render("en") for e in after.log[len(before.log) :] if e.seats is None]


# ------------------------------------------------------------------------ quizzes


def _completion_by_hand() -> float:
    """siggil.capture-free: every 3 of the unknown cards, equally likely, counted one by one."""
    game = quiz_position("complete-a-set")
    hand, unknown = game.hands[0], unknown_cards(game, 0)
    good = total = 0
    for draw in combinations(unknown, 3):
        cards = hand + list(draw)
        total += 1
        good += sum(c.family == 7 for c in cards) >= 3 or sum(c.number == 7 for c in cards) >= 3
    return good / total


EXPECTED = {
    "spirit-at-the-deal": lambda: 1 - (49 / 56) * (48 / 55),
    "complete-a-set": lambda: float(p_complete_for(quiz_position("complete-a-set"), 0, 7, 3)),
    "when-is-it-free": lambda: (len(quiz_position("when-is-it-free").available) + 1) / 2,
}


def test_quiz_values_by_hand():
    """siggil.setup: two open positions, neither a spirit; siggil.capture-free: the count over
    every draw; siggil.spirit-frees: the mean place of one card in a random order of 6, and
    the probability module's simulation agrees."""
    table = quiz_position("complete-a-set")
    assert 7 in table.free_spirits and sorted(table.hands[0]) == [C(5, 7), C(7, 4), C(7, 5)]
    assert len(unknown_cards(table, 0)) == 24
    assert quiz("complete-a-set").answer == pytest.approx(_completion_by_hand(), abs=1e-12)
    deal = quiz_position("spirit-at-the-deal")
    assert [p for p, place in enumerate(deal.layout.positions) if not place.covered_by] == [27, 55]
    free = quiz_position("when-is-it-free")
    assert len(free.available) == 6 and quiz("when-is-it-free").answer == 3.5
    assert expected_turns_until_free(free, 0, samples=1500, seed=3) == pytest.approx(3.5, abs=0.15)


def test_quiz_tables_put_the_learner_on_turn_with_nothing_known_to_others():
    for quiz_id in ("spirit-at-the-deal", "complete-a-set", "when-is-it-free"):
        table = quiz_position(quiz_id)
        assert isinstance(table, Siggil) and table.current_player == 0 and not table.is_over


class TestSiggilLessons(LessonSuite):
    """siggil.*: the shared lesson and quiz checks, for every Siggil lesson and quiz."""

    game_cls, rules, lessons, quizzes = Siggil, SIGGIL_RULES, LESSONS, QUIZZES
    lesson, quiz = staticmethod(lesson), staticmethod(quiz)
    messages, scripts, mistakes, expected = LESSON_MESSAGES, SCRIPTS, MISTAKES, EXPECTED
    quiz_hints = 2
    trials = 3000
