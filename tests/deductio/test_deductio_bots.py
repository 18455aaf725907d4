"""Deductio bots (rules_engine/deductio/bots.py): legal in every phase, decided from the seat's
view alone, reasons with numbers in every language, the logical bot guesses only
certainties, and the probabilistic bot beats random play in a fixed-seed arena run."""

import random
import re

import pytest
from support.positions import ten_or_twelve

from rules_engine.arena import tournament
from rules_engine.bots import RandomBot, make_bot
from rules_engine.deductio import Deductio, Guess, PlayClue
from rules_engine.deductio.bots import BOTS, LogicalBot, ProbabilisticBot
from rules_engine.i18n import LANGUAGES

NUMBER = re.compile(r"\d")


def test_bots_are_known_by_name():
    assert set(BOTS) == {"random", "logical", "probabilistic", "beginner", "medium", "strong"}
    assert isinstance(make_bot("deductio", "logical"), LogicalBot)
    assert isinstance(make_bot("deductio", "probabilistic"), ProbabilisticBot)
    assert isinstance(make_bot("deductio", "random"), RandomBot)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("name", ["logical", "probabilistic", "beginner", "medium", "strong"])
def test_bots_play_legal_moves_from_the_view_and_explain_them(name, players):
    phases = set()
    for seed in range(4):
        game = Deductio(players=players, seed=seed)
        bots = [BOTS[name]() for _ in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_player
            legal = game.legal_actions()
            decision = bots[seat].decide(game.view(seat), legal, rng)
            assert decision.action in legal
            texts = {lang: decision.reason.render(lang) for lang in LANGUAGES}
            assert NUMBER.search(texts["en"]) or decision.reason.id == "bot.pass"
            assert all(texts[lang] != texts["en"] for lang in LANGUAGES[1:])
            phases.add(game.phase)
            game.apply(decision.action)
            assert len(game.history) < 2000
    assert {"turn", "ability"} <= phases


def test_the_logical_bot_guesses_only_certainties():
    # seat 1 played "two digits", "even" and "12 or less": 10 or 12 — not certain
    game = ten_or_twelve()
    bot = LogicalBot()
    decision = bot.decide(game.view(0), game.legal_actions(), random.Random(0))
    assert isinstance(decision.action, PlayClue) and "0.50" in decision.reason.render("en")
    # 12 face up instead: seat 1 can only hold 10
    game = ten_or_twelve(face_up=[1, 12, 20])
    decision = LogicalBot().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert decision.action == Guess(1, 10)
    assert decision.reason.id == "bot.certain"


def test_the_probabilistic_bot_remembers_its_wrong_guess():
    game = ten_or_twelve(clue_deck=[9, 11, 15, 16, 17, 18, 19, 21, 22])
    for seed in range(20):  # 10 and 12 are equally likely: find an rng that picks 12
        bot, rng = ProbabilisticBot(), random.Random(seed)
        first = bot.decide(game.view(0), game.legal_actions(), rng)
        if first.action == Guess(1, 12):
            break
    assert first.action == Guess(1, 12) and first.reason.id == "bot.likely"
    game.apply(first.action)
    # penalty: two clue plays; then the bot knows the other number
    while game.current_player == 0:
        game.apply(bot.decide(game.view(0), game.legal_actions(), rng).action)
    other = game.legal_actions()[0]
    game.apply(other)
    again = bot.decide(game.view(0), game.legal_actions(), rng)
    assert again.action == Guess(1, 10) and again.reason.id == "bot.certain"


@pytest.mark.slow  # an arena run: 60 games
def test_probabilistic_beats_random_in_a_fixed_arena_run():
    result = tournament(
        "deductio",
        {"probabilistic": "probabilistic", "random": "random"},
        games=60,
        seed=11,
        processes=1,
        progress=False,
    )
    assert result["probabilistic"].wins > result["random"].wins
    assert result["probabilistic"].ci[0] > 0.5
