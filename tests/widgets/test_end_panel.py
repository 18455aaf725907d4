"""The end panel every game shows alike (GameWidget.end): once a game is over, the synced
state carries the words the page draws as they are: the winner, the sentence the game
ended with and its rule, and a score row per seat (what that game is won by), in the
learner's language; while the game goes on it is empty. A lesson ends with "Lesson done"
in every game, with Try again (widgets.Lesson)."""

from __future__ import annotations

import pytest

from rules_engine.deductio.lessons import LESSONS as DEDUCTIO_LESSONS
from rules_engine.siggil import Capture, Card
from rules_engine.siggil.lessons import lesson as siggil_lesson
from widgets import DeductioTable, ExactoTable, GanjifaTable, Lesson, SiggilTable

#: game -> (a table, the score column's words, the rule the game is won by)
TABLES = {
    "exacto": (lambda **kw: ExactoTable(players=3, seed=3, bot_delay_ms=0, **kw), "Dice left", "exacto.winner"),
    "ganjifa": (lambda **kw: GanjifaTable(seed=5, bot_delay_ms=0, **kw), "Cards captured", "ganjifa.end"),
    "deductio": (lambda **kw: DeductioTable(players=2, seed=4, bot_delay_ms=0, **kw), "Trophies", "deductio.goal"),
    "siggil": (lambda **kw: SiggilTable(players=2, seed=2, bot_delay_ms=0, **kw), "Spirits held", "siggil.win"),
}


def play_to_the_end(table) -> None:
    """The learner plays the first legal move, the bots their own, until the game is over."""
    for _ in range(2000):
        if table.game.is_over:
            return
        if table.bot_to_move:
            table.play_bots()
        else:
            assert table.act(table.game.legal_actions()[0]), table.error
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", TABLES)
def test_a_finished_game_sends_the_winner_the_reason_and_the_scores(game):
    """The end rule of each game (exacto.winner, ganjifa.end, deductio.goal, siggil.win or
    siggil.last-card): nothing while it goes on, then every word of the panel."""
    make, column, _rule = TABLES[game]
    table = make()
    assert table.end == {}
    play_to_the_end(table)
    end = table.end
    g = table.game
    assert end["rule"] == g.end_rule
    assert end["winners"] == list(g.winners)
    assert end["columns"] == ["Player", column]
    assert [r["seat"] for r in end["rows"]] == list(range(g.players))
    assert [r["winner"] for r in end["rows"]] == [s in g.winners for s in range(g.players)]
    assert end["rows"][0]["name"] == "You" and end["rows"][0]["you"]
    assert end["rows"][1]["name"] in ("Mage 1", "Player 1")
    expected = table._end_scores()
    assert [r["score"] for r in end["rows"]] == expected and any(expected)
    winners = [r["name"] for r in end["rows"] if r["winner"]]
    assert end["headline"] == (
        "You win!" if winners == ["You"] else f"{winners[0]} wins" if len(winners) == 1 else end["headline"]
    )
    last = [e for e in g.log if e.visible_to(0)][-1]
    assert end["reason"] == last.render("en", 0) and end["reason"]
    assert end["lesson"] is False
    table.update_settings(language="ru")
    assert table.end["columns"][0] == "Игрок" and table.end["headline"] != end["headline"]


def test_the_scores_are_what_each_game_is_won_by():
    """exacto.winner: dice left; ganjifa.end: captured cards (120 in all); deductio.goal:
    trophies; siggil.win: spirits held."""
    totals = {}
    for game, (make, _column, _rule) in TABLES.items():
        table = make()
        play_to_the_end(table)
        totals[game] = [r["score"] for r in table.end["rows"]]
    assert sum(totals["ganjifa"]) == 120
    assert sum(1 for n in totals["exacto"] if n) == 1
    assert max(totals["deductio"]) >= 1
    assert max(totals["siggil"]) >= 1


def test_a_shared_win_names_every_winner():
    """ganjifa.end: a tie for the most cards is a shared win."""
    table = TABLES["ganjifa"][0]()
    play_to_the_end(table)
    table.game._captured = [0b111, 0b111000, 0b1]  # two seats with 3 cards each
    table._publish()
    assert table.end["headline"] == "Shared win: You and Player 1"
    assert [r["winner"] for r in table.end["rows"]] == [True, True, False]


@pytest.mark.parametrize("game", ["siggil", "deductio"])
def test_a_finished_lesson_says_lesson_done_and_try_again_starts_it_again(game):
    """A lesson without bots is done after the judged move (siggil.win; a Deductio lesson's
    first move): the panel says "Lesson done" in every game alike; retry empties it."""
    if game == "siggil":
        item = siggil_lesson("win")
        move = Capture(7, tuple(Card(7, n) for n in (1, 2, 3)))
    else:
        item = next(x for x in DEDUCTIO_LESSONS if x.bots is None)
        move = item.start().legal_actions()[0]
    table = Lesson(item, bot_delay_ms=0)
    assert table.end == {}
    table.act(move)
    assert table.done
    end = table.end
    assert end["lesson"] is True and end["title"] == "Lesson done"
    assert end["note"] == "This lesson is over: press Try again to play it once more."
    if game == "siggil":  # the capture that wins ends the game too: its winner and scores
        assert end["headline"] == "You win!" and end["rule"] == "siggil.win"
        assert [r["score"] for r in end["rows"]] == [5, 1]
    table.retry()
    assert table.end == {} and not table.done
