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
    with pytest.raises(TypeError, match=r"datetime.date"):
        quiz_of_the_day("2026-11-30")


def _app_quiz(monkeypatch):
    """The widget the app's notebook shows (its code cells run, the last expression kept),
    from the apps' folder, as Voila runs it there (its cells import apps/classroom.py)."""
    import ast
    import json
    import pathlib

    apps = pathlib.Path(__file__).parents[1] / "apps"
    monkeypatch.chdir(apps)
    monkeypatch.syspath_prepend(str(apps))
    book = json.loads((apps / "quiz_of_the_day.ipynb").read_text())
    scope, shown = {}, None
    for cell in book["cells"]:
        if cell["cell_type"] != "code":
            continue
        tree = ast.parse("".join(cell["source"]))
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, "app", "exec"), scope)
        if last is not None:
            shown = eval(compile(ast.Expression(last.value), "app", "eval"), scope)
    return shown


def test_the_apps_quiz_shows_no_answer_and_no_simulation_before_the_tries_are_spent(monkeypatch):
    """The same quiz on every screen of a class: one click on Show answer (or Simulate) on
    one screen must not give the whole class the answer. The helps open once a learner has
    used their tries (or a teacher opens them, in Python)."""
    from widgets import Quiz

    quiz = _app_quiz(monkeypatch)
    assert isinstance(quiz, Quiz) and quiz.quiz is quiz_of_the_day()
    assert quiz.allow == [] and quiz.available == {"check": True, "simulate": False, "reveal": False}
    for ask in ({"type": "reveal"}, {"type": "simulate"}):  # what the page's buttons send
        quiz._handle_custom_msg(ask, [])
        assert quiz.solution == {} and quiz.simulation == {} and quiz.error
    assert quiz.check(-1) is False and quiz.solution == {} and quiz.tries_left == quiz.tries - 1


def test_no_quiz_question_sends_the_learner_to_a_lesson_the_app_does_not_show():
    """The quiz of the day (an app with no lessons) asked about "the
    opening-lead lesson's deal". A quiz's question stands on its own, in every language."""
    from rules_engine.i18n import LANGUAGES

    words = {"en": "lesson", "lv": "nodarbīb", "fi": "oppitun", "ru": "урок"}
    for quiz in all_quizzes():
        for lang in LANGUAGES:
            text = quiz.question.render(lang) if hasattr(quiz.question, "render") else str(quiz.question)
            assert words[lang] not in text.lower(), f"{quiz.id} ({lang}): {text}"


#: words that lean on something said before the question: "In the same deal", "Same table:"
#: (the quiz of the day shows one quiz alone, so there is no deal or table before it)
LEANS_ON_ANOTHER = {
    "en": r"\bsame\b",
    "lv": r"\b(tas|tā|tajā|tai) pa(ts|šā|šai|ša)\b",
    "fi": r"\bsama(ssa|lla|an|)\b",
    "ru": r"\b(тот|та|то|той|том|тех) же\b",
}


def test_every_quiz_question_says_all_it_asks_about():
    """ganjifa.void, exacto.exacto, deductio.play-clue: the quiz of the day asked "In the
    same deal you hold 7 of the 12 Kalki cards…" (and Exacto's and Deductio's "Same table:")
    without the deal or the table: a question names its own position, in every language."""
    import re

    from rules_engine.i18n import LANGUAGES
    from rules_engine.lessons import say

    leaning = [
        (quiz.id, lang, text)
        for quiz in all_quizzes()
        for lang in LANGUAGES
        if re.search(LEANS_ON_ANOTHER[lang], text := say(quiz.question, lang), re.IGNORECASE)
    ]
    assert leaning == []
