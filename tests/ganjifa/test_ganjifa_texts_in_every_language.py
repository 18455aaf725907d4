"""Ganjifa's lessons, quizzes and bots speak every language, beyond what every game's
lessons pass (tests/support/lessons.py: titles, instructions, hints, quiz texts): the
feedback on every first move and every bot reason is a message (never a plain English
str), renders in en, lv, fi and ru, and is not the English; cards take each language's case.

Rule ids: every rule a lesson teaches (ganjifa.rank, ganjifa.day-night,
ganjifa.opening-lead, ganjifa.follow, ganjifa.void, ganjifa.trick-winner,
ganjifa.capture, ganjifa.dukal, ganjifa.end, ganjifa.objective, ganjifa.deal): its
instruction names the rule id in every language, and its feedback — built from what the
learner may know — is the same in every world where the hidden cards are redrawn, in
every language.
"""

from __future__ import annotations

import pickle
import random

import pytest
from support.lessons import assert_in_every_language, is_words
from support.positions import DUKAL_HANDS

from rules_engine.bots import make_bot
from rules_engine.core_messages import CORE_MESSAGES
from rules_engine.ganjifa import CARDS, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.bots import SearchBot
from rules_engine.ganjifa.lessons import LESSONS, QUIZZES, lesson, quiz
from rules_engine.ganjifa.messages import CARD_CASES, MESSAGES, action_words, card_case, card_name
from rules_engine.i18n import LANGUAGES, Msg, format_number
from rules_engine.lessons import say

OTHERS = LANGUAGES[1:]
LESSON_IDS = [item.id for item in LESSONS]
QUIZ_IDS = [item.id for item in QUIZZES]
BOT_IDS = {i for i in MESSAGES.ids if i.startswith("bot.")}
C = Card


def first_moves(item, seed=0):
    """Every legal first move of the lesson, and a few illegal ones: cards the learner does
    not hold or may not play, a Dukal and a discard that do not fit, input that is no action."""
    game = item.start()
    legal = game.legal_actions()
    rng = random.Random(f"{item.id}-{seed}")
    illegal = [a for a in (PlayCard(c) for c in rng.sample(CARDS, 12)) if a not in legal][:4]
    hand = game.hand(game.current_player)
    illegal += [LeadDukal(tuple(hand[:3])), DiscardForDukal((hand[0],)), {"kind": "play", "card": "rama 7"}]
    return game, legal, [a for a in illegal if a not in legal]


# ------------------------------------------------------------------------------ tables


def test_every_ganjifa_message_exists_in_every_language():
    assert MESSAGES.problems() == []
    assert {
        "bot.only",
        "bot.discard",
        "bot.lead-dukal",
        "bot.lead-top",
        "bot.lead-low",
        "bot.win-last",
        "bot.win-cheap",
        "bot.throw-risk",
        "bot.throw",
        "bot.equivalent",
        "bot.search",
    } <= BOT_IDS


def test_card_cases_in_each_language():
    """The cases sentences need besides the nominative: "ar Kalki sešinieku", "Kalkin
    kuutosella", "шестёркой Калки"; English has one form; every card keeps a name of its own."""
    six, raja, mantri = C("kalki", 6), C("rama", "raja"), C("vamana", "mantri")
    assert [card_case(six, lang, "card_ins") for lang in LANGUAGES] == [
        "6 of Kalki",
        "Kalki sešinieku",
        "Kalkin kuutosella",
        "шестёркой Калки",
    ]
    assert [card_case(raja, lang, "card_acc") for lang in LANGUAGES] == [
        "Raja of Rama",
        "Ramas Radžu",
        "Raman Rajan",
        "Раджу Рамы",
    ]
    assert card_case(raja, "fi", "card_part") == "Raman Rajaa" and card_case(raja, "lv", "card_gen") == "Ramas Radžas"
    assert card_case(mantri, "ru", "card_ins") == "Мантри Ваманы"  # Mantri does not decline
    assert card_case(six.index, "ru", "card_dat") == card_case(six.to_json(), "ru", "card_dat") == "шестёрке Калки"
    for style in CARD_CASES:
        for lang in LANGUAGES:
            assert len({card_case(c, lang, style) for c in CARDS}) == len(CARDS), (style, lang)
        assert all(card_case(c, "en", style) == card_name(c, "en") for c in CARDS)


def test_actions_in_words():
    """A reason that names a move itself (``bot.equivalent``) names a card, a Dukal or a
    discard in each language; English as the action's ``str``, but a Dukal's count, which
    counts its cards in every language."""
    dukal = LeadDukal((C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4), C("kalki", 5)))
    discard = DiscardForDukal((C("rama", 2), C("kalki", "raja")))
    for action in (PlayCard(C("rama", 7)), discard):
        assert action_words(action, "en") == str(action)
    assert action_words(dukal, "en") == "Dukal of 5 cards in Kalki"
    assert action_words(dukal, "ru") == "Дукал из 5 карт масти Калки"
    assert action_words(discard, "lv") == "nomest Ramas divnieku, Kalki Radžu"
    assert action_words(discard, "fi") == "heittää pois Raman kakkonen, Kalkin Raja"


# ----------------------------------------------------------------------------- lessons


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_feedback_renders_in_every_language(lesson_id):
    """Every legal first move, and some illegal ones (explained by the engine's refusal)."""
    item = lesson(lesson_id)
    game, legal, illegal = first_moves(item)
    assert legal and illegal
    for move in legal + illegal:
        feedback, _ = item.judge(game, move)
        assert_in_every_language(feedback.words)
        for lang in LANGUAGES:
            assert feedback.to_json(lang)["text"] == feedback.render(lang)


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_lesson_feedback_is_the_same_in_every_redrawn_world_in_every_language(lesson_id):
    """The feedback uses only what the learner may know, whatever the language: identical
    in the real game and in worlds where every hidden card is redrawn."""
    item = lesson(lesson_id)
    game, legal, illegal = first_moves(item, seed=1)
    worlds = [game.resample_hidden(item.seat, random.Random(i)) for i in range(6)]
    for move in legal + illegal:
        truth = item.judge(game, move)[0]
        for world in worlds:
            seen = item.judge(world, move)[0]
            assert [seen.render(lang) for lang in LANGUAGES] == [truth.render(lang) for lang in LANGUAGES], move


def test_feedback_quotes_the_engines_events_in_the_learners_language():
    """ganjifa.rank: the trick and the capture the learner's card made are the engine's own
    sentences, rendered in the learner's language, before the lesson's explanation."""
    item = lesson("reversed-ranks")
    game = item.start()
    feedback, after = item.judge(game, PlayCard(C("matsya", 10)))
    trick, capture = after.log[-2:]
    assert (trick.kind, capture.kind) == ("trick", "capture")
    for lang in LANGUAGES:
        assert feedback.render(lang).startswith(f"{trick.render(lang)} {capture.render(lang)} ")
    assert feedback.text.endswith("Your 1 of Matsya would have won.")


def test_feedback_names_cards_in_the_case_the_sentence_needs():
    """ganjifa.follow: "give away the 9, keep the 3" with each card in the right case."""
    feedback, _ = lesson("follow-suit").judge(lesson("follow-suit").start(), PlayCard(C("varaha", 3)))
    assert "Give away your weakest card, the 9 of Varaha, and keep the 3 of Varaha for later." in feedback.text
    assert "Отдайте самую слабую карту, девятку Варахи, а тройку Варахи приберегите" in feedback.render("ru")
    assert "Atdodiet savu vājāko kārti, Varahas deviņnieku, un paturiet Varahas trijnieku" in feedback.render("lv")
    assert "Anna pois heikoin korttisi, Varahan ysi, ja säästä Varahan kolmonen" in feedback.render("fi")


def test_feedback_counts_use_each_languages_plural_forms():
    """ganjifa.dukal, ganjifa.capture: counts of cards in each language's forms."""
    item = lesson("lead-dukal")
    feedback, _ = item.judge(item.start(), PlayCard(C("kalki", "raja")))
    assert "a Dukal of 6: led together they win at once and capture 18 cards" in feedback.text
    assert "Дукал из 6 карт" in feedback.render("ru") and "забирают 18 карт" in feedback.render("ru")
    assert "Dukals no 6 kārtīm" in feedback.render("lv")
    item = lesson("capture")
    feedback, _ = item.judge(item.start(), PlayCard(C("kalki", 9)))
    assert "3 unseen Kalki cards still rank above it" in feedback.text
    assert "3 невидимые вам карты масти Калки" in feedback.render("ru")
    assert "3 neredzētas Kalki kārtis" in feedback.render("lv")
    assert "sitä korkeampia on vielä 3 näkymätöntä Kalkin korttia" in feedback.render("fi")


def test_feedback_on_the_last_tricks_tells_the_public_story_in_every_language():
    """ganjifa.end, ganjifa.objective: the score the learner reached and a shared win, told
    in each language with the engine's own end-of-deal sentence."""
    item = lesson("end")
    feedback, _ = item.judge(item.start(), PlayCard(C("rama", 2)))
    assert "(ganjifa.objective): 45 of 120" in feedback.text
    assert "45 из 120" in feedback.render("ru") and "45/120" in feedback.render("fi")
    feedback, _ = item.judge(item.start(), PlayCard(C("vamana", "raja")))
    assert "A shared win" in feedback.text and "Победа поделена" in feedback.render("ru")
    assert "Uzvaru dala spēlētāji 0 un 1" in feedback.render("lv")


# ----------------------------------------------------------------------------- quizzes


@pytest.mark.parametrize("quiz_id", QUIZ_IDS)
def test_quiz_explanation_quotes_the_answer_in_the_learners_number_format(quiz_id):
    item = quiz(quiz_id)
    for lang in LANGUAGES:
        assert format_number(item.answer, lang, 4) in say(item.explanation, lang), lang
    assert f"{item.answer:.4f}" in say(item.explanation)


def test_quiz_compares_with_a_percent_written_the_learners_way():
    """ganjifa.dukal: "18% less than" — a space before % in Finnish and Russian."""
    item = quiz("anyone-dukal")
    assert "18% less than 3 x 0.1858" in say(item.explanation)
    assert "par 18% mazāk nekā 3 x 0,1858" in say(item.explanation, "lv")
    assert "18\u00a0% vähemmän kuin 3 x 0,1858" in say(item.explanation, "fi")
    assert "на 18\u00a0% меньше, чем 3 x 0,1858" in say(item.explanation, "ru")


# -------------------------------------------------------------------------------- bots


def _bots():
    return {
        "random": make_bot("ganjifa", "random"),
        "heuristic": make_bot("ganjifa", "heuristic"),
        "search": SearchBot(iterations=40, time_limit=None),
    }


def bot_reasons(deals=3, seed=0):
    """(bot name, reason) for every decision of the three bots, seats rotating, over a few
    random deals (both periods) and a deal with Dukals to lead and to answer."""
    rng = random.Random(seed)
    games = [Ganjifa(seed=rng.randrange(2**32), period=("day", "night")[g % 2]) for g in range(deals)]
    games.append(Ganjifa.from_position(hands=DUKAL_HANDS, leader=0, first_trick=False))
    for g, game in enumerate(games):
        bots, names, bot_rng = _bots(), ("random", "heuristic", "search"), random.Random(g)
        while not game.is_over:
            seat = game.current_player
            name = names[(seat + g) % 3]
            decision = bots[name].decide(game.view(seat), game.legal_actions(), bot_rng)
            yield name, decision.reason
            game.apply(decision.action)
    for name in ("heuristic", "search"):  # each one leads the Dukal and answers it
        game = Ganjifa.from_position(hands=DUKAL_HANDS, leader=0, first_trick=False)
        bot = _bots()[name]
        while game.dukal is None or game.current_player != 0:
            decision = bot.decide(game.view(game.current_player), game.legal_actions(), random.Random(1))
            yield name, decision.reason
            game.apply(decision.action)
            if game.is_over or len(game.history) > 12:
                break


def test_bot_reasons_render_in_every_language():
    ids: dict[str, set] = {}
    rendered = 0
    for name, reason in bot_reasons():
        table = CORE_MESSAGES if name == "random" else MESSAGES  # the random bot is every game's
        assert isinstance(reason, Msg) and reason.table is table and reason.id.startswith("bot."), (name, reason)
        ids.setdefault(name, set()).add(reason.id)
        assert_in_every_language(reason)
        rendered += 1
    assert rendered > 300
    assert ids["random"] == {"bot.random"}
    assert {
        "bot.only",
        "bot.discard",
        "bot.lead-dukal",
        "bot.lead-top",
        "bot.lead-low",
        "bot.win-last",
        "bot.throw",
    } <= ids["heuristic"], ids["heuristic"]
    assert {"bot.search", "bot.equivalent"} <= ids["search"], ids["search"]


def test_search_reason_names_its_moves_in_every_language():
    """The search bot's reason embeds the move it made and the runner-up, each a message."""
    game = Ganjifa.from_position(hands=DUKAL_HANDS, leader=0, first_trick=False)
    decision = SearchBot(iterations=60, time_limit=None).decide(game.view(0), game.legal_actions(), random.Random(0))
    reason = decision.reason
    assert reason.id == "bot.search" and reason.params["alt"] == "yes"
    assert is_words(reason.params["move"]) and is_words(reason.params["alt_move"])
    for lang in LANGUAGES:
        assert reason.render(lang).startswith(reason.params["move"].render(lang) + ":")
    assert_in_every_language(reason)


def test_a_search_cut_short_says_so_in_every_language():
    game = Ganjifa(seed=8)
    rng = random.Random(8)
    while len(game.history) < 4 or game.phase != "lead":
        game.apply(rng.choice(game.legal_actions()))
    reason = (
        SearchBot(iterations=10**7, time_limit=0.05)
        .decide(game.view(game.current_player), game.legal_actions(), random.Random(0))
        .reason
    )
    assert reason.params["cut"] == "yes"
    words = {"en": "cut short by the time limit", "lv": "laika limits", "fi": "aikaraja", "ru": "лимиту времени"}
    for lang in LANGUAGES:
        assert words[lang] in reason.render(lang), lang


def test_bot_reasons_write_numbers_the_readers_way():
    """A chance with two decimals: 0.72 in English, 0,72 elsewhere."""
    reason = MESSAGES.msg("bot.lead-low", card=C("kalki", 3).index, n=5, suit=9, side="yes", why="trumped", risk=0.7234)
    assert "(chance 0.72)" in reason.render("en")
    assert all("0,72" in reason.render(lang) for lang in OTHERS)


# ------------------------------------------------------------------ nothing left in English


def test_no_ganjifa_lesson_quiz_or_bot_text_is_a_plain_english_str():
    for item in LESSONS:
        assert all(is_words(w) for w in (item.title, item.instruction, *item.hints)), item.id
        game, legal, illegal = first_moves(item)
        for move in legal + illegal:
            feedback, _ = item.judge(game, move)
            assert is_words(feedback.words), (item.id, move, feedback.words)
    for item in QUIZZES:
        assert all(is_words(w) for w in (item.question, item.explanation, *item.graded_hints())), item.id
        assert item.unit == "" or is_words(item.unit), item.id
    assert all(is_words(reason) for _, reason in bot_reasons(deals=1, seed=1))


def test_feedback_and_reasons_in_words_survive_pickling():
    """Feedback and reasons travel (the arena's processes, a saved lesson) as words."""
    item = lesson("answer-dukal")
    feedback, _ = item.judge(item.start(), DiscardForDukal((C("matsya", 9), C("rama", 8))))
    again = pickle.loads(pickle.dumps(feedback))
    assert again == feedback
    assert all(again.render(lang) == feedback.render(lang) for lang in LANGUAGES)
    _, reason = next(r for r in bot_reasons(deals=1) if r[0] == "search")
    copy = pickle.loads(pickle.dumps(reason))
    assert copy == reason and all(copy.render(lang) == reason.render(lang) for lang in LANGUAGES)
