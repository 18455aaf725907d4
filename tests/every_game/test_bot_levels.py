"""Every game offers a beginner, a medium and a strong bot, under those names
(``make_bot(game, "beginner")``, ``bots="beginner"`` at a table), each playing only legal
moves through the ``choose(view, legal, rng)`` contract, the same move for the same rng,
and ordered beginner < medium < strong in head-to-head arena runs whose 95% intervals
separate (bench/bot_levels.py prints the whole table, bench/README.md quotes it)."""

from __future__ import annotations

import copy
import importlib
import random

import pytest

from rules_engine import games
from rules_engine.arena import tournament
from rules_engine.bots import LEVELS, Decision, make_bot
from rules_engine.core import game_class

GAMES = ("exacto", "deductio", "siggil", "ganjifa")
#: what each level is built on (a name a notebook may already use, or a new bot)
BUILT_ON = {
    "exacto": {"medium": "bold", "strong": "probability"},
    "deductio": {"medium": "logical", "strong": "probabilistic"},
    "siggil": {"medium": "greedy", "strong": "lookahead"},
    "ganjifa": {"medium": "heuristic", "strong": "search"},
}
OPTIONS = {
    "exacto": [{"players": 2}, {"players": 4, "raise_rule": "perudo", "bid_ones": True}],
    "deductio": [{"players": 2}, {"players": 4}],
    "siggil": [{"players": 2}, {"players": 1}, {"players": 3, "layout": "ring"}],
    "ganjifa": [{"period": "day"}, {"period": "night"}],
}


def level_bot(game: str, level: str):
    """The level's bot; Ganjifa's strong one without its time limit (a loaded machine would
    change its choices) and with fewer playouts, so the checks below stay quick."""
    if game == "ganjifa" and level == "strong":
        from rules_engine.ganjifa.bots import LEVELS

        return LEVELS["strong"](iterations=40, time_limit=None)
    return make_bot(game, level)


def positions(game: str, count: int, seed: int):
    """Positions of random play, in every option set listed for the game."""
    rng = random.Random(seed)
    found = []
    cls = game_class(game)
    while len(found) < count:
        options = rng.choice(OPTIONS[game])
        state = cls(seed=rng.randrange(2**32), **options)
        while not state.is_over and len(found) < count:
            if rng.random() < 0.3:
                found.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return found


def test_every_game_names_its_three_levels_and_keeps_the_old_names():
    """``make_bot(game, level)`` is a bot called by its level, built on the game's existing
    bot (same class family), and the old names still make the old bots."""
    assert LEVELS == ("beginner", "medium", "strong")
    assert set(games()) == set(GAMES)
    for game in GAMES:
        table = importlib.import_module(f"rules_engine.{game}.bots").BOTS
        for level in LEVELS:
            bot = make_bot(game, level)
            assert bot.name == level and level in table, (game, level)
        for level, old in BUILT_ON[game].items():
            assert isinstance(make_bot(game, level), type(make_bot(game, old))), (game, level)
            assert make_bot(game, old).name == old


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_level_bots_play_legal_moves_the_same_for_the_same_rng(game, level):
    """The bot protocol (rules_engine/bots.py): ``choose(view, legal, rng)`` returns one of
    the legal actions, is ``decide(...).action``, reads only the seat's view, and a fresh
    copy with an equal rng chooses the same."""
    proto = level_bot(game, level)
    count = 25 if game == "ganjifa" else 80
    for i, state in enumerate(positions(game, count, seed=18)):
        seat = state.current_player
        legal = state.legal_actions()
        decision = copy.deepcopy(proto).decide(state.view(seat), legal, random.Random(i))
        assert isinstance(decision, Decision) and decision.action in legal and state.is_legal(decision.action)
        again = copy.deepcopy(proto).choose(state.view(seat), list(legal), random.Random(i))
        assert again == decision.action, (game, level, i)
        assert decision.reason.render("en")


@pytest.mark.slow  # an arena run: three whole games of each game
def test_a_whole_game_of_beginners_ends_with_legal_moves_only():
    """Each game played to the end by its beginners through the arena (which refuses an
    illegal move with BotError)."""
    for game in GAMES:
        players = {"ganjifa": 3}.get(game, 2)
        result = tournament(
            game, {"beginner": "beginner"}, games=3, players=players, seed=5, processes=1, progress=False
        )
        assert result.games == 3 and all(m.moves > 0 for m in result.matches)


def test_deductio_beginner_guesses_only_what_it_is_sure_of_and_plays_any_true_clue():
    """The beginner guesses only certainties (and misses some), and plays clues without
    weighing them: over many turns it plays clues the logical bot would not."""
    from rules_engine.deductio.bots import BeginnerBot, LogicalBot
    from rules_engine.deductio.game import Guess, PlayClue

    differ = 0
    for i, state in enumerate(positions("deductio", 400, seed=3)):
        seat = state.current_player
        legal = state.legal_actions()
        if state.view(seat)["phase"] != "turn":
            continue
        mine = BeginnerBot().decide(state.view(seat), legal, random.Random(i))
        if isinstance(mine.action, Guess) and mine.reason.id == "bot.certain":
            assert state.numbers[mine.action.target] == mine.action.number  # sure, and right
        if isinstance(mine.action, PlayClue):
            assert mine.reason.id in ("bot.clue-any", "bot.take-all")
            logical = LogicalBot().decide(state.view(seat), legal, random.Random(i))
            differ += logical.action != mine.action
    assert differ >= 20, differ


# -- the order of strength, measured -------------------------------------------------------

#: (game, weaker, stronger) -> games; enough that the 95% intervals separate (bench/README.md)
ORDER = {
    ("exacto", "random", "beginner"): 100,
    ("exacto", "beginner", "medium"): 300,
    ("exacto", "medium", "strong"): 600,
    ("deductio", "random", "beginner"): 100,
    ("deductio", "beginner", "medium"): 300,
    ("deductio", "medium", "strong"): 200,
    ("siggil", "random", "beginner"): 300,
    ("siggil", "beginner", "medium"): 500,
    ("siggil", "medium", "strong"): 300,
    ("ganjifa", "random", "beginner"): 150,
    ("ganjifa", "beginner", "medium"): 200,
}


@pytest.mark.slow  # an arena run: hundreds of games a pair
@pytest.mark.parametrize("game,weaker,stronger", sorted(ORDER), ids=["-".join(k) for k in sorted(ORDER)])
def test_levels_are_ordered_in_head_to_head_win_rates(game, weaker, stronger):
    """Head to head, seats rotating, a fixed seed: the stronger bot's 95% interval lies above
    the weaker one's. (Ganjifa's strong search bot, a second a move, is measured in the bench
    only: no check of it is both quick and sure, see bench/README.md.)"""
    players = {"ganjifa": 3}.get(game, 2)
    result = tournament(
        game,
        {weaker: weaker, stronger: stronger},
        games=ORDER[game, weaker, stronger],
        players=players,
        seed=18,
        processes=1,
        progress=False,
    )
    low, high = result[weaker], result[stronger]
    assert low.ci[1] < high.ci[0], result
