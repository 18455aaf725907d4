"""Exacto's lessons, quizzes and bots speak every language, beyond what every game's lessons
pass (tests/support/lessons.py: titles, instructions, hints, quiz texts): the feedback on
every first move, legal or not, and every bot reason is a message (never a plain English
str), renders in en, lv, fi and ru, and is not the English; numbers and plurals are each
language's. The feedback's
REVEAL marker keeps its meaning in every language: before it, only what the learner knew
(the same in every redrawn world); after it, exactly the public reveal, in the engine's
own sentences in that language."""

from __future__ import annotations

import pickle
import random
import re

import pytest
from support.lessons import assert_in_every_language, is_words

from rules_engine.bots import make_bot
from rules_engine.exacto import EXACTO, LIAR, Bid, CallExacto, CallLiar, Exacto
from rules_engine.exacto.lessons import LESSONS, QUIZZES, REVEAL, lesson, quiz, reveal_marker
from rules_engine.exacto.messages import MESSAGES
from rules_engine.i18n import LANGUAGES, Msg, format_number
from rules_engine.lessons import say

ILLEGAL_TRIES = (Bid(0, 3), Bid(99, 6), Bid(2, 1), Bid(3, 7), LIAR, EXACTO, {"kind": "bid", "quantity": 2.5, "face": 3})
THINKING = ("probability", "cautious", "bold")
LESSON_IDS = [item.id for item in LESSONS]
QUIZ_IDS = [item.id for item in QUIZZES]


def first_moves(item):
    game = item.start()
    return game, [*game.legal_actions(), *ILLEGAL_TRIES]


# ------------------------------------------------------------------------------ tables


def test_every_exacto_message_exists_in_every_language():
    assert MESSAGES.problems() == []
    assert {i for i in MESSAGES.ids if i.startswith("bot.")} >= {
        "bot.exacto",
        "bot.liar",
        "bot.liar-last",
        "bot.open",
        "bot.open-bluff",
        "bot.raise",
    }


# ----------------------------------------------------------------------------- lessons


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_feedback_renders_in_every_language(lesson_id):
    """Every legal first move, and some illegal ones (explained by the engine's refusal)."""
    item = lesson(lesson_id)
    game, moves = first_moves(item)
    for move in moves:
        feedback, _ = item.judge(game, move)
        assert_in_every_language(feedback.words)
        for lang in LANGUAGES:
            assert feedback.to_json(lang)["text"] == feedback.render(lang)


def test_feedback_numbers_are_written_the_learners_way():
    """exacto.opening-bid: twelve 6s holds with P = 0.85% (two decimals under 1%): a decimal
    comma and, in Finnish and Russian, a space before the percent sign."""
    item = lesson("opening-bid")
    feedback, _ = item.judge(item.start(), Bid(12, 6))
    assert "P(at least 12) = 0.85%" in feedback.render("en")
    assert "0,85%" in feedback.render("lv")
    assert "0,85\u00a0%" in feedback.render("fi") and "0,85\u00a0%" in feedback.render("ru")


def test_feedback_counts_use_each_languages_plural_forms():
    """exacto.wild-ones: "two 5s and two wild 1s" in each language's own grammar."""
    item = lesson("wild-ones")
    feedback, _ = item.judge(item.start(), LIAR)
    assert "four dice that count for fives (two 5s and two wild 1s)" in feedback.render("en")
    assert "4 кубика в счёт пятёрок (2 пятёрки и 2 единицы-джокера)" in feedback.render("ru")
    assert "4 kauliņi, kas der pieciniekiem (2 piecinieki un 2 vieninieki džokeri)" in feedback.render("lv")
    assert "4 noppaa, jotka lasketaan vitosiksi (2 vitosta ja 2 jokeriykköstä)" in feedback.render("fi")


def test_feedback_quotes_the_bid_event_in_the_learners_language():
    """exacto.opening-bid: the judged bid is the engine's own event sentence, embedded."""
    item = lesson("opening-bid")
    game = item.start()
    feedback, after = item.judge(game, Bid(6, 4))
    bid_event = after.log[-1]
    assert bid_event.kind == "bid"
    for lang in LANGUAGES:
        assert feedback.render(lang).startswith(bid_event.render(lang))


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_the_reveal_marker_keeps_its_meaning_in_every_language(lesson_id):
    """exacto.roll: in every language, the feedback on a call says, before the marker, only
    what the learner knew (identical in every world where the hidden dice are redrawn),
    and after it exactly that world's public events of the move, in that language."""
    item = lesson(lesson_id)
    game = item.start()
    worlds = [game] + [game.resample_hidden(item.seat, random.Random(i)) for i in range(6)]
    calls = [a for a in game.legal_actions() if isinstance(a, (CallLiar, CallExacto))]
    for move in [*game.legal_actions(), *ILLEGAL_TRIES]:
        is_call = move in calls
        for lang in LANGUAGES:
            marker = f" {reveal_marker(lang)} "
            verdicts = set()
            for world in worlds:
                feedback, after = item.judge(world, move)
                text = feedback.render(lang)
                verdict, found, outcome = text.partition(marker)
                assert bool(found) == is_call, (lang, move, text)
                verdicts.add(verdict)
                if is_call:
                    story = [e for e in after.log[len(world.log) :] if e.seats is None and e.kind != "round"]
                    assert outcome == " ".join(e.render(lang) for e in story), (lang, move)
                    assert all(
                        e.render(lang) not in outcome for e in after.log[len(world.log) :] if e.seats is not None
                    )
            assert len(verdicts) == 1, (lang, move, verdicts)
    assert REVEAL == reveal_marker("en") == "At the reveal:"
    assert len({reveal_marker(lang) for lang in LANGUAGES}) == len(LANGUAGES)


# ----------------------------------------------------------------------------- quizzes


@pytest.mark.parametrize("quiz_id", sorted(set(QUIZ_IDS) - {"expected-count"}))
def test_quiz_explanation_quotes_the_answer_in_the_learners_number_format(quiz_id):
    item = quiz(quiz_id)
    for lang in LANGUAGES:
        assert format_number(item.answer, lang, 4) in say(item.explanation, lang), lang
    assert f"{item.answer:.4f}" in say(item.explanation)


#: a binomial tail in the English explanations: "sum over j = 10..30 of C(30, j) ... ="
ENGLISH_SUM = re.compile(r"sum over j = (\d+)\.\.(\d+) of (C\(\d+, j\) \S+ \S+) =")
SUM_QUIZZES = sorted(item.id for item in QUIZZES if ENGLISH_SUM.search(say(item.explanation)))


def test_the_finnish_binomial_sum_reads_as_the_review_corrects():
    """Audit F22: "termien ... summa, kun j = 10…30", not "summa j = 10..30 yli termeistä"."""
    assert "P(vähintään 10) = termien C(30, j) (1/3)^j (2/3)^(30−j) summa, kun j = 10…30, = 0,5683." in say(
        quiz("at-least-10-fours").explanation, "fi"
    )


@pytest.mark.parametrize("quiz_id", SUM_QUIZZES)
def test_every_finnish_binomial_sum_names_its_terms_then_the_range(quiz_id):
    """Every sum of that shape, in Finnish: the terms in the genitive, then "summa, kun j = a…b"."""
    assert len(SUM_QUIZZES) >= 3
    explanation = quiz(quiz_id).explanation
    low, high, terms = ENGLISH_SUM.search(say(explanation)).groups()
    finnish = say(explanation, "fi")
    assert f"termien {terms.replace('-j)', '−j)')} summa, kun j = {low}…{high}, = " in finnish, finnish
    assert "yli termeistä" not in finnish


# -------------------------------------------------------------------------------- bots


def bot_reasons(name, games=6, seed=0):
    """Every reason ``name`` gives over a few random games, in every variant."""
    rng = random.Random(seed)
    for options in ({}, {"raise_rule": "perudo"}, {"bid_ones": True}):
        for g in range(games):
            game = Exacto(players=rng.randint(2, 6), seed=rng.randrange(2**32), **options)
            bot, bot_rng = make_bot("exacto", name), random.Random(g)
            while not game.is_over:
                decision = bot.decide(game.view(game.current_player), game.legal_actions(), bot_rng)
                yield decision.reason
                game.apply(decision.action)


@pytest.mark.parametrize("name", THINKING)
def test_bot_reasons_render_in_every_language(name):
    ids = set()
    for reason in bot_reasons(name):
        assert isinstance(reason, Msg) and reason.table is MESSAGES and reason.id.startswith("bot.")
        ids.add(reason.id)
        assert_in_every_language(reason)
    assert {"bot.open", "bot.raise", "bot.liar"} <= ids, ids


# ------------------------------------------------------------------ nothing left in English


def test_no_exacto_lesson_quiz_or_bot_text_is_a_plain_english_str():
    for item in LESSONS:
        assert all(is_words(w) for w in (item.title, item.instruction, *item.hints)), item.id
        game, moves = first_moves(item)
        for move in moves:
            feedback, _ = item.judge(game, move)
            assert is_words(feedback.words), (item.id, move, feedback.words)
    for item in QUIZZES:
        assert all(is_words(w) for w in (item.question, item.explanation, *item.graded_hints())), item.id
        assert item.unit == "" or is_words(item.unit), item.id
    for name in THINKING:
        assert all(is_words(reason) for reason in bot_reasons(name, games=2, seed=1))


def test_feedback_in_words_survives_pickling():
    """Feedback travels (the arena's processes, a saved lesson) as words, not as English."""
    item = lesson("exacto")
    feedback, _ = item.judge(item.start(), EXACTO)
    again = pickle.loads(pickle.dumps(feedback))
    assert again == feedback
    assert all(again.render(lang) == feedback.render(lang) for lang in LANGUAGES)
