"""Exacto lessons and quizzes (rules_engine/exacto/lessons.py).

Every lesson: its position sets up, a scripted right move is judged correct, a scripted
legal-but-wrong move is judged incorrect with an explanation drawn from the real outcome,
and an illegal move comes back (through ``Lesson.judge``) as feedback citing the rule the
engine enforces. Together the lessons teach every Exacto rule id. Every quiz: its answer is
the probability module's value, the engine-driven simulation agrees with it, and
``is_correct`` accepts the answer and rejects a wrong one. The scripted illegal move is
refused in the engine's words, and every lesson's and quiz's words render in en, lv, fi
and ru (tests/support/lessons.py).
"""

import random
from fractions import Fraction
from math import comb

import pytest
from support.lessons import LessonSuite, judge, scripted_mistakes

from rules_engine.exacto import EXACTO, LIAR, Bid, CallExacto, CallLiar, Exacto
from rules_engine.exacto import probability as prob
from rules_engine.exacto.lesson_messages import LESSON_MESSAGES
from rules_engine.exacto.lessons import LESSONS, QUIZZES, REVEAL, _liar_outcome, lesson, quiz
from rules_engine.i18n import format_chance
from rules_engine.lessons import say, sentences

EXACTO_RULES = (
    "exacto.roll",
    "exacto.opening-bid",
    "exacto.wild-ones",
    "exacto.raise",
    "exacto.liar",
    "exacto.exacto",
    "exacto.elimination",
    "exacto.next-round",
    "exacto.winner",
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

# lesson id -> the mistakes it invites: (move, rule, the engine's message id)
MISTAKES = scripted_mistakes(
    SCRIPTS,
    {
        "opening-bid": "refuse.call-first",
        "raise": "refuse.raise",
        "raise-perudo": "refuse.raise",
        "wild-ones": "refuse.ones-wild",
        "bid-ones": "refuse.raise",
        "liar": "refuse.raise",
        "exacto": "refuse.raise",
        "exacto-cap": "refuse.raise",
        "elimination": "refuse.too-many",
        "next-round": "refuse.call-first",
        "winner": "refuse.too-many",
    },
)


def _pct(p) -> str:
    """A chance as every lesson writes it (i18n.format_chance)."""
    return format_chance(float(p), "en")


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
    assert f"{_pct(p)}" in feedback.text


def test_raise_lessons_seed_rule_versus_perudo_variant():
    """exacto.raise: six 3s over five 4s is refused by the seed rule, a raise under perudo."""
    _, _, feedback, _ = judged("raise", Bid(6, 3))
    assert feedback.rule == "exacto.raise" and not feedback.correct
    _, _, feedback, after = judged("raise-perudo", Bid(6, 3))
    assert feedback.correct and after.bid == Bid(6, 3)


def test_wild_ones_lesson_wrong_liar_costs_the_caller_a_die():
    """exacto.wild-ones: the learner's two 1s count as 5s, so LIAR on five 5s loses."""
    _, _game, feedback, after = judged("wild-ones", LIAR)
    assert after.last_reveal["count"] == 7
    assert len(after.last_reveal["dice"][0]) == 5 and len(after.dice[0]) == 4
    assert "Cups up: 7 dice show 5 or 1 (wild)" in feedback.text
    assert "two 5s and two wild 1s" in feedback.text


def test_bid_ones_lesson_switch_needs_half_rounded_up():
    """exacto.wild-ones (variant bid_ones): after six 4s, two 1s is refused and three 1s is fine."""
    _, _, feedback, _ = judged("bid-ones", Bid(2, 1))
    assert "at least 3" in feedback.text
    _, _, feedback, after = judged("bid-ones", Bid(3, 1))
    assert feedback.correct and after.bid == Bid(3, 1) and "1/6" in feedback.text


def test_liar_lesson_bidder_loses_a_die():
    """exacto.liar: seven 6s with only four 6s-or-1s on the table: the bidder loses a die."""
    _, _game, feedback, after = judged("liar", LIAR)
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
    assert p_exact > p_liar and f"{_pct(p_exact)}" in feedback.text


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
    assert "Mage 3 is out" in feedback.text


def test_winner_lesson_right_liar_wins_and_wrong_exacto_loses_the_game():
    """exacto.winner: the last mage with dice wins."""
    _, _, feedback, after = judged("winner", LIAR)
    assert after.is_over and after.winners == [0] and "Mage 0 wins" in feedback.text
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
    messages, scripts, mistakes, expected = LESSON_MESSAGES, SCRIPTS, MISTAKES, EXPECTED
    trials = 20_000
    # a wrong move's feedback is the odds in words; the rule it teaches is ``feedback.rule``
    rule_in_words = False


# --------------------------------------------- the lessons' odds, computed independently

#: lessons whose checker marks right the move with the best odds of the whole legal set
ODDS_LESSONS = ("liar", "exacto", "exacto-cap", "elimination", "winner")


def supporting(dice, face):
    """exacto.wild-ones, counted here by hand: the face, and ones unless the bid is on ones."""
    return sum(1 for d in dice if d == face or (d == 1 and face != 1))


def binomial(j, n, face):
    """P(exactly j of n unknown dice support ``face``), as an exact fraction."""
    p = Fraction(1, 6) if face == 1 else Fraction(1, 3)
    return comb(n, j) * p**j * (1 - p) ** (n - j) if 0 <= j <= n else Fraction(0)


def odds_of(view, action):
    """P(action is right) from the seat's view alone: a raise is right when true, LIAR when
    the standing bid is false, EXACTO when it is exact."""
    own = view["dice"][view["seat"]]
    n = view["total_dice"] - len(own)

    def at_least(q, f):
        return sum(binomial(j, n, f) for j in range(max(q - supporting(own, f), 0), n + 1))

    if isinstance(action, Bid):
        return at_least(action.quantity, action.face)
    q, f = view["bid"]["quantity"], view["bid"]["face"]
    if isinstance(action, CallExacto):
        return binomial(q - supporting(own, f), n, f)
    return 1 - at_least(q, f)


@pytest.mark.parametrize("lesson_id", ODDS_LESSONS)
def test_odds_lessons_mark_right_exactly_the_best_move_of_the_whole_legal_set(lesson_id):
    """exacto.raise, exacto.liar, exacto.exacto: every legal move (each raise, LIAR,
    EXACTO) is judged; a move is marked right iff no legal move has better odds of being
    right for the learner (exact fractions from math.comb), and the script's right move is
    the single best. (The old 'exacto' lesson called EXACTO, 4/9, best while three 6s was
    true with 19/27.)"""
    item = lesson(lesson_id)
    game = item.start()
    view = game.view(item.seat)
    legal = game.legal_actions()
    odds = {action: odds_of(view, action) for action in legal}
    best = max(odds.values())
    for action in legal:
        feedback, _ = item.judge(game, action)
        assert feedback.correct == (odds[action] == best), (action, float(odds[action]), float(best))
        assert f"P = {_pct(float(best))}" in feedback.text or feedback.correct
    assert [a for a in legal if odds[a] == best] == [SCRIPTS[lesson_id][0]]


def test_exacto_lesson_names_the_likeliest_raise_with_its_odds():
    """exacto.exacto: the feedback compares LIAR, EXACTO and the likeliest legal raise."""
    _, game, feedback, _ = judged("exacto", EXACTO)
    view = game.view(0)
    raises = [a for a in game.legal_actions() if isinstance(a, Bid)]
    top = max(odds_of(view, a) for a in raises)
    first = next(a for a in raises if odds_of(view, a) == top)
    assert f"the likeliest raise, {first.words}, is true with P = {_pct(float(top))}" in feedback.text
    assert float(odds_of(view, EXACTO)) == pytest.approx(4 / 9) and float(top) == pytest.approx(7 / 27)


@pytest.mark.parametrize("lesson_id", sorted(set(SCRIPTS) - set(ODDS_LESSONS)))
def test_bidding_lessons_call_a_bid_right_only_when_more_likely_true_than_not(lesson_id):
    """exacto.opening-bid, exacto.raise, exacto.wild-ones, exacto.next-round: these lessons
    ask for a bid more likely true than not; whatever they mark right is such a bid."""
    item = lesson(lesson_id)
    game = item.start()
    view = game.view(item.seat)
    for action in game.legal_actions():
        feedback, _ = item.judge(game, action)
        if feedback.correct:
            assert isinstance(action, Bid) and odds_of(view, action) >= Fraction(1, 2), action


def test_wild_ones_lesson_exacto_feedback_states_what_exactly_five_needs():
    """exacto.wild-ones, exacto.exacto: the learner holds four that count for 5s (two 5s,
    two wild 1s), so EXACTO on five 5s needs exactly ONE of the 10 hidden dice (P = 0.0867),
    not none (P = 0.0173); the text is computed from the position."""
    _, game, feedback, _ = judged("wild-ones", EXACTO)
    own = game.view(0)["dice"][0]
    hidden = game.view(0)["total_dice"] - len(own)
    need = game.bid.quantity - supporting(own, 5)
    assert (need, hidden) == (1, 10)
    exactly = comb(hidden, need) * (1 / 3) ** need * (2 / 3) ** (hidden - need)
    assert exactly == pytest.approx(0.0867, abs=5e-5)
    before_reveal = feedback.text.split(REVEAL)[0]
    assert (
        f"EXACTO needs exactly one of the other {hidden} dice to show a 5 or a 1, P = {_pct(exactly)}" in before_reveal
    )
    assert "none of" not in before_reveal and "four dice that count for fives" in before_reveal

    _, _, feedback, _ = judged("wild-ones", LIAR)
    true = 1 - (2 / 3) ** hidden  # at least one of the 10
    assert f"at least one of the other {hidden} dice" in feedback.text
    assert f"true with P = {_pct(true)} and LIAR is right only with P = {_pct(1 - true)}" in feedback.text


# ------------------------------------------------ feedback uses only what the learner knows

ILLEGAL_TRIES = (Bid(0, 3), Bid(99, 6), Bid(2, 1), Bid(3, 7), LIAR, EXACTO, {"kind": "bid", "quantity": 2.5, "face": 3})


def split_at_reveal(text):
    verdict, marker, outcome = text.partition(f" {REVEAL} ")
    return verdict, outcome if marker else None


def assert_outcome_is_the_public_reveal(outcome, before, after):
    """The text after the REVEAL marker is the engine's public events of this move, in
    order (call, reveal, die lost or gained, ...): nothing private, nothing else."""
    new = after.log[len(before.log) :]
    rest = outcome
    for event in new:
        if event.seats is None and rest.startswith(event.text):
            rest = rest[len(event.text) :].lstrip()
        assert event.seats is None or event.text not in outcome
    assert rest == "", rest
    assert any(e.kind == "reveal" and e.text in outcome for e in new)


@pytest.mark.parametrize("lesson_id", [item.id for item in LESSONS])
def test_lesson_feedback_uses_only_what_the_learner_may_know(lesson_id):
    """exacto.roll (a mage sees only their own dice), for every lesson: each legal first
    move, and some illegal ones, is judged in the real starting game and in 20 worlds
    where every die the learner cannot see is redrawn (resample_hidden). The verdict
    (correct, rule) and the text must be identical.

    The one exception is by design: after a call the cups are lifted, so the feedback may
    go on, after the marker REVEAL, with what the public reveal showed, which differs from
    world to world. Everything before the marker (the verdict and its reasons: odds from
    the learner's own dice) must be identical; everything after it must be exactly that
    world's public events of the move. Judging calls by the learner's odds rather than by
    the outcome is what makes the verdict the same in every world."""
    item = lesson(lesson_id)
    game = item.start()
    worlds = [game.resample_hidden(item.seat, random.Random(i)) for i in range(20)]
    assert sum(w.view(None) != game.view(None) for w in worlds) >= 15  # hidden dice really redrawn
    assert all(w.view(item.seat) == game.view(item.seat) for w in worlds)
    outcomes = set()
    for move in [*game.legal_actions(), *ILLEGAL_TRIES, SCRIPTS[lesson_id][2][0]]:
        feedback, _after = item.judge(game, move)
        verdict, outcome = split_at_reveal(feedback.text)
        is_call = isinstance(move, (CallLiar, CallExacto)) and game.is_legal(move)
        assert (outcome is not None) == is_call, feedback.text
        for world in worlds:
            theirs, their_after = item.judge(world, move)
            assert (theirs.correct, theirs.rule) == (feedback.correct, feedback.rule), move
            their_verdict, their_outcome = split_at_reveal(theirs.text)
            assert their_verdict == verdict, move
            if is_call:
                assert_outcome_is_the_public_reveal(their_outcome, world, their_after)
                outcomes.add(their_outcome)
            else:
                assert theirs.text == feedback.text
    if any(isinstance(a, CallLiar) for a in game.legal_actions()):
        assert len(outcomes) > 2  # the reveals did differ: the check above had teeth


def test_bid_ones_quiz_never_opens_on_ones():
    """exacto.opening-bid: ones are not an opening bid, so the bid_ones quiz's table opens
    on 2s and the next mage switches to ones (exacto.wild-ones), and the one after calls."""
    outcome = _liar_outcome((), 30, (5, 1), bid_ones=True)
    rng = random.Random(3)
    for _ in range(20):
        reveal = outcome(rng)
        assert (reveal["face"], reveal["quantity"], reveal["bidder"], reveal["caller"]) == (1, 5, 1, 2)
        assert reveal["count"] == sum(hand.count(1) for hand in reveal["dice"])  # ones only


def test_an_event_among_a_lessons_sentences_stays_one_sentence():
    """rules_engine.lessons.sentences joins words (Msgs, strings, refusals, events); a tuple
    or list of them is flattened. An Event is a tuple underneath: it must stay one sentence,
    not come apart into its kind, rule, message id and parameters (mypy found it)."""
    event = Exacto(players=2, seed=1).log[0]
    assert sentences(LESSON_MESSAGES, event) is event
    joined = sentences(LESSON_MESSAGES, "Look:", event)
    assert say(joined) == f"Look: {event.text}"
