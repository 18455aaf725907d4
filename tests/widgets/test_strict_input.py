"""Strict input at every door of the widgets: wrong types for public arguments and traits
are refused at once with a sentence naming what is wrong; the page may not ask for more
work than Python allowed; a comm message with an unknown method is answered quietly."""

from __future__ import annotations

import pytest
import traitlets
from support.widgets import make_table, send

from rules_engine.exacto.lessons import LESSONS as EXACTO_LESSONS
from rules_engine.lessons import QuizSpec
from widgets import ExactoTable, GanjifaTable, Lesson, Quiz


@pytest.mark.parametrize(
    "kwargs,word",
    [
        ({"reveal_all": "no"}, "reveal_all"),
        ({"reveal_all": 1}, "reveal_all"),
        ({"seat": True}, "seat"),
        ({"seat": 1.0}, "seat"),
        ({"seed": -5}, "seed"),
        ({"seed": "5"}, "seed"),
        ({"seed": True}, "seed"),
        ({"players": True}, "players"),
        ({"bot_seed": -1}, "bot_seed"),
        ({"bot_seed": 2.5}, "bot_seed"),
        ({"bot_delay_ms": "fast"}, "bot_delay_ms"),
        ({"bot_delay_ms": True}, "bot_delay_ms"),
        ({"step_mode": "yes"}, "step_mode"),
        ({"show_probability": 1}, "show_probability"),
        ({"theme": "neon"}, "theme"),
        ({"language": "xx"}, "language"),
        ({"bid_ones": "no"}, "bid_ones"),
        ({"raise_rule": "dudo"}, "raise_rule"),
        ({"title": 5}, "title"),
    ],
)
def test_exacto_table_arguments_are_strict(kwargs, word):
    with pytest.raises(ValueError, match=word):
        ExactoTable(**{"players": 3, **kwargs})


@pytest.mark.parametrize(
    "kwargs,word",
    [
        ({"reveal_all": "no"}, "reveal_all"),
        ({"seat": True}, "seat"),
        ({"seat": 3}, "seat"),
        ({"period": "dusk"}, "period"),
        ({"period": ["day"]}, "period"),
        ({"contrast": 101}, "contrast"),
        ({"grain": 50.0}, "grain"),
        ({"seed": -1}, "seed"),
    ],
)
def test_ganjifa_table_arguments_are_strict(kwargs, word):
    with pytest.raises(ValueError, match=word):
        GanjifaTable(**kwargs)


def test_lesson_and_quiz_arguments_are_strict():
    lesson = EXACTO_LESSONS[0]
    with pytest.raises(ValueError, match="bot_seed"):
        Lesson(lesson, bot_seed=-3)
    with pytest.raises(ValueError, match="bot_delay_ms"):
        Lesson(lesson, bot_delay_ms="slow")
    with pytest.raises(TypeError):
        Lesson("exacto-raise")
    quiz = QuizSpec(id="q", question="?", answer=0.5, explanation="half")
    for trials in (0, True, 2.5, 10**9):
        with pytest.raises(ValueError, match="trials"):
            Quiz(quiz, trials=trials)


@pytest.mark.parametrize("value", [True, False, 1.0, "1", -1, 9])
def test_the_seat_trait_refuses_anything_but_a_seat_number(value):
    w = make_table(bot_delay_ms=700)
    with pytest.raises(traitlets.TraitError):
        w.seat = value
    assert w.seat == 0 and w.view["seat"] == 0


@pytest.mark.parametrize("value", ["no", 1, None])
def test_the_reveal_all_trait_refuses_anything_but_a_bool(value):
    w = make_table(bot_delay_ms=700)
    with pytest.raises(traitlets.TraitError):
        w.reveal_all = value
    assert w.reveal_all is False and w.view["dice"][1] is None


def test_the_page_may_not_ask_a_quiz_for_more_simulated_games_than_python_allowed():
    """A page asking for 200,000 games would block the kernel for minutes."""
    quiz = QuizSpec(
        id="q",
        question="P(heads)?",
        answer=0.5,
        explanation="half",
        simulate=lambda n, rng: [float(rng.random() < 0.5) for _ in range(n)],
    )
    w = Quiz(quiz, trials=2000, allow=("simulate",))  # open before answering (closed by default)
    for trials in (2001, 200_000, 10**9):
        send(w, {"type": "simulate", "trials": trials})
        assert w.simulation == {} and "2,000" in w.error
    send(w, {"type": "simulate", "trials": 500})
    assert w.simulation["trials"] == 500 and w.error == ""
    send(w, {"type": "simulate"})
    assert w.simulation["trials"] == 2000
    assert w.simulate(50_000, seed=1)["trials"] == 50_000, "Python may ask for more"


def test_a_comm_message_with_an_unknown_method_does_not_crash_the_widget():
    """ipywidgets answers an unknown method through the widget's own ``log`` (a logger);
    a synced trait called ``log`` used to shadow it and raise AttributeError."""
    w = make_table(bot_delay_ms=700)
    before = w.game.to_json()
    w._handle_msg({"content": {"data": {"method": "bogus"}}, "buffers": []})
    assert w.game.to_json() == before
    assert "log" not in w.keys, "no synced trait shadows the widget's logger"


# ------------------------------------------------- a misspelt argument is refused by name


def _tables():
    from widgets import DeductioTable, SiggilTable

    return {
        "ExactoTable": ExactoTable,
        "GanjifaTable": GanjifaTable,
        "DeductioTable": DeductioTable,
        "SiggilTable": SiggilTable,
    }


@pytest.mark.parametrize(
    "table, kwargs, meant",
    [
        ("ExactoTable", {"player": 4}, "players"),
        ("ExactoTable", {"bot_delay": 0}, "bot_delay_ms"),
        ("ExactoTable", {"opponents": "random"}, None),  # Exacto's are ``bots``
        ("GanjifaTable", {"frobnicate": 3}, None),
        ("GanjifaTable", {"oponents": "random"}, "opponents"),
        ("GanjifaTable", {"contrats": 40}, "contrast"),
        ("DeductioTable", {"player": 3}, "players"),
        ("SiggilTable", {"layot": "pyramids"}, "layout"),
        ("SiggilTable", {"dificulty": "advanced"}, "difficulty"),
    ],
)
def test_tables_refuse_an_unknown_argument_naming_the_one_meant(table, kwargs, meant):
    """``ExactoTable(player=4)`` used to deal the default table of six without a word: a
    keyword a table does not know is refused, with the arguments it has and the one meant."""
    cls = _tables()[table]
    with pytest.raises(TypeError) as err:
        cls(**kwargs)
    text = str(err.value)
    assert isinstance(err.value, ValueError)
    assert text.startswith(f"{table} has no argument {next(iter(kwargs))!r}") and text.endswith(".")
    assert "seat" in text and "bot_seed" in text and "teacher" in text  # the arguments that exist
    assert (f"did you mean {meant!r}?" in text) if meant else "did you mean" not in text


def test_a_table_still_takes_what_the_widget_library_takes():
    import ipywidgets

    table = ExactoTable(players=2, layout=ipywidgets.Layout(width="300px"), teacher=True, title="Mine")
    assert table.layout.width == "300px" and table.teacher and table.title == "Mine"


def test_from_game_lessons_quizzes_and_charts_refuse_an_unknown_argument():
    from rules_engine.exacto import Exacto
    from widgets import BarChart

    with pytest.raises(
        TypeError,
        match="ExactoTable.from_game has no argument 'setings' "
        r"\(did you mean 'settings'\?\)",
    ):
        ExactoTable.from_game(Exacto(players=2, seed=1), setings={})
    assert ExactoTable.from_game(Exacto(players=2, seed=1), settings={"language": "fi"}).language == "fi"
    with pytest.raises(TypeError, match=r"has no argument 'bot_dealy_ms' \(did you mean 'bot_delay_ms'\?\)"):
        Lesson(EXACTO_LESSONS[0], bot_dealy_ms=0)
    quiz = QuizSpec(id="q", question="?", answer=0.5, explanation="half")
    with pytest.raises(TypeError, match=r"Quiz has no argument 'trails' \(did you mean 'trials'\?\)"):
        Quiz(quiz, trails=10)
    with pytest.raises(TypeError, match=r"BarChart has no argument 'titel' \(did you mean 'title'\?\)"):
        BarChart(titel="Fives")
    assert BarChart(values=[1], height=200).height == 200


def test_tables_take_numpy_whole_numbers_as_plain_ints():
    """``players``, ``seat``, ``seed``, ``bot_delay_ms`` from numpy (``rng.integers``) make
    the table the plain numbers make, and the page is sent plain ints."""
    import json

    import numpy as np

    from widgets import DeductioTable, SiggilTable

    table = ExactoTable(
        players=np.int64(4),
        seat=np.int64(1),
        seed=np.int64(3),
        bot_delay_ms=np.int64(0),
        bot_seed=np.int64(2),
        bots={np.int64(0): "random", np.int64(2): "random", 3: "random"},
    )
    assert (table.game.players, table.seat, table.game.seed) == (4, 1, 3)
    assert type(table.seat) is int and type(table.settings["bot_delay_ms"]) is int
    assert sorted(table.bots) == [0, 2, 3] and all(type(s) is int for s in table.bots)
    json.dumps([table.view, table.settings, table.seat_info])
    table.seat = np.int64(2)
    assert type(table.seat) is int
    assert GanjifaTable(seat=np.int64(2), seed=np.int64(5), contrast=np.int64(40)).settings["contrast"] == 40
    assert DeductioTable(players=np.int64(3), seed=np.int64(1)).game.players == 3
    assert SiggilTable(players=np.int64(1), seed=np.int64(1)).game.players == 1
    assert table.new_game(np.int64(8)) and table.game.seed == 8 and type(table.game.seed) is int


@pytest.mark.parametrize(
    "make, wrong",
    [
        (lambda: GanjifaTable(game=None), "game"),  # a table deals its own game
        (lambda: ExactoTable(settings={"theme": "dark"}), "settings"),
        (lambda: Lesson(EXACTO_LESSONS[0], seat=1), "seat"),  # a lesson's seat is the lesson's
    ],
)
def test_a_keyword_a_table_sets_itself_is_refused_by_name(make, wrong):
    """Not Python's bare "got multiple values for keyword argument": the table names the
    argument it has no use for, and the ones it has."""
    with pytest.raises(TypeError) as err:
        make()
    assert isinstance(err.value, ValueError)
    assert f"has no argument {wrong!r}" in str(err.value) and "its arguments are" in str(err.value)
