"""The quiz of the day (apps/quiz_of_the_day.ipynb): every game's quizzes, one a day, the
same on every computer of a class."""
import datetime

import pytest

from rules_engine.exacto.lessons import QUIZZES as EXACTO_QUIZZES
from rules_engine.ganjifa.lessons import QUIZZES as GANJIFA_QUIZZES
from rules_engine.lessons import all_quizzes, quiz_of_the_day


def test_every_games_quizzes_take_part():
    ids = [q.id for q in all_quizzes()]
    assert {q.id for q in EXACTO_QUIZZES} <= set(ids) and {q.id for q in GANJIFA_QUIZZES} <= set(ids)
    assert len(ids) == len(set(ids)), "one quiz, one id"


def test_the_same_day_gives_the_same_quiz_and_a_run_of_days_gives_them_all():
    start = datetime.date(2026, 11, 30)
    quizzes = all_quizzes()
    assert quiz_of_the_day(start) is quiz_of_the_day(datetime.date(2026, 11, 30))
    seen = [quiz_of_the_day(start + datetime.timedelta(days=d)).id for d in range(len(quizzes))]
    assert sorted(seen) == sorted(q.id for q in quizzes), "each quiz once in as many days as there are quizzes"
    assert quiz_of_the_day(start) is not quiz_of_the_day(start + datetime.timedelta(days=1))


def test_a_day_must_be_a_date():
    with pytest.raises(TypeError, match="datetime.date"):
        quiz_of_the_day("2026-11-30")
