"""The teacher panel (issue: teacher controls in the interface): only a table Python made
with ``teacher=True`` takes its messages; a student's page can neither show every hand nor
choose a seed, and "Why?" before the reveal names the kind of reasoning, nothing hidden."""

from __future__ import annotations

import pytest
from support.widgets import make_table, send

from rules_engine.i18n import LANGUAGES
from widgets import DeductioTable, ExactoTable, GanjifaTable

# -------------------------------------------------------- a student's table refuses


def _without_error(table) -> dict:
    return {
        k: v
        for k, v in table.get_state().items()
        if k not in ("error", "error_rule", "error_count", "_esm", "_css", "layout")
    }


def test_a_students_page_cannot_show_every_hand():
    table = make_table()
    send(table, {"type": "teacher", "reveal_all": True})
    assert table.reveal_all is False and table.error_rule == "input"
    assert "teacher's copy" in table.error
    assert all(d is None for s, d in enumerate(table.view["dice"]) if s != 0)
    assert _without_error(table) == _without_error(make_table()), "only the error line changed"


@pytest.mark.parametrize(
    "make", [lambda **kw: make_table(**kw), lambda **kw: GanjifaTable(seed=5, opponents="random", bot_delay_ms=0, **kw)]
)
def test_a_students_page_cannot_choose_the_seed(make):
    table = make()
    history, seed = list(table.game.history), table.game.seed
    send(table, {"type": "new_game", "seed": 42})
    assert table.error_rule == "input" and "Python only" in table.error
    assert table.game.seed == seed and list(table.game.history) == history


# ------------------------------------------------------------- the teacher's copy


def test_the_teachers_copy_deals_the_seed_it_is_given():
    teacher = make_table(teacher=True)
    assert teacher.get_state()["teacher"] is True
    send(teacher, {"type": "new_game", "seed": 42})
    assert teacher.error == "" and teacher.game.seed == 42
    again = make_table(seed=42)
    assert teacher.game.view(None) == again.game.view(None), "the same seed deals the same game"


def test_the_teachers_ganjifa_copy_deals_a_seed_at_night():
    teacher = GanjifaTable(seed=5, opponents="random", bot_delay_ms=0, teacher=True)
    send(teacher, {"type": "new_game", "seed": 9, "period": "night"})
    assert teacher.error == "" and teacher.game.seed == 9 and teacher.game.options["period"] == "night"


def test_show_every_hand_switches_the_teachers_view():
    teacher = make_table(teacher=True)
    send(teacher, {"type": "teacher", "reveal_all": True})
    assert teacher.reveal_all is True and teacher.error == ""
    assert all(d is not None for d in teacher.view["dice"])
    send(teacher, {"type": "teacher", "reveal_all": False})
    assert teacher.reveal_all is False
    assert all(d is None for s, d in enumerate(teacher.view["dice"]) if s != 0)


@pytest.mark.parametrize(
    "content, words",
    [
        ({"type": "teacher", "reveal_all": 1}, "true or false"),
        ({"type": "teacher", "reveal_all": "yes"}, "true or false"),
        ({"type": "teacher", "peek": True}, "no field"),
        ({"type": "new_game", "seed": -1}, "whole number"),
        ({"type": "new_game", "seed": 1.5}, "whole number"),
    ],
)
def test_the_teachers_messages_are_checked_too(content, words):
    teacher = make_table(teacher=True)
    seed = teacher.game.seed
    send(teacher, content)
    assert words in teacher.error and teacher.error_rule == "input"
    assert teacher.reveal_all is False and teacher.game.seed == seed


def test_teacher_is_set_from_python_only():
    with pytest.raises(ValueError, match="teacher must be True or False"):
        make_table(teacher=1)
    table = make_table()
    table.set_state({"teacher": True})  # the browser may write settings only
    assert table.teacher is False


def test_large_print_is_a_setting():
    table = make_table()
    table.update_settings(projector=True)
    assert table.settings["projector"] is True
    with pytest.raises(Exception, match="projector"):
        table.update_settings(projector="yes")


# ---------------------------------------------------------- "Why?" before the reveal

BOT_TABLES = [
    (
        "exacto",
        "probability",
        lambda: ExactoTable(players=3, seed=1, bots="probability", bot_delay_ms=0),
        "how likely each bid is",
    ),
    ("exacto", "bold", lambda: ExactoTable(players=3, seed=1, bots="bold", bot_delay_ms=0), "bluffs"),
    ("ganjifa", "heuristic", lambda: GanjifaTable(seed=3, opponents="heuristic", bot_delay_ms=0), "counts the cards"),
    (
        "deductio",
        "logical",
        lambda: DeductioTable(players=3, seed=2, bots="logical", bot_delay_ms=0),
        "single possible number",
    ),
    ("exacto", "random", lambda: ExactoTable(players=3, seed=1, bots="random", bot_delay_ms=0), "at random"),
]


def _after_a_bot_move(make):
    table = make()
    if not table.bot_reasons and table.bot_reason == "":
        table.act(table.legal[0])
        table.play_bots()
    return table


@pytest.mark.parametrize("game, bot, make, words", BOT_TABLES, ids=[f"{g}-{b}" for g, b, *_ in BOT_TABLES])
def test_why_before_the_reveal_names_the_kind_of_reasoning(game, bot, make, words):
    table = _after_a_bot_move(make)
    assert not table.game.is_over
    why = table.bot_reason
    name = table.seat_name(table.bot_reason_seat)
    assert why.startswith(f"How {name} plays: ") and words in why
    assert table.bot_method(table.bot_reason_seat).id.endswith(bot)
    for lang in LANGUAGES[1:]:
        table.update_settings(language=lang)
        assert table.bot_reason != why and "bot.method" not in table.bot_reason


def test_a_students_bot_is_described_as_their_own_code():
    def always_first(view, legal, rng):
        return legal[0]

    table = ExactoTable(players=2, seed=1, bots=always_first, bot_delay_ms=0)
    table.act(table.legal[0])
    table.play_bots()
    assert "follows the code its author wrote" in table.bot_reason
