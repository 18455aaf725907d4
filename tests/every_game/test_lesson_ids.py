"""Every game names its lessons' and quizzes' words one way (``rules_engine.lessons.lesson_words``):
"lesson.<id>.title", ".instruction", ".hint.<n>" and "quiz.<id>.question", ".explanation",
".hint.<n>", so a translator finds a lesson's sentences by its id in every game's table."""

from __future__ import annotations

import importlib

import pytest

from rules_engine import games
from rules_engine.i18n import Msg


@pytest.mark.parametrize("game", sorted(games()))
def test_every_lesson_and_quiz_names_its_words_by_its_id(game):
    module = importlib.import_module(f"rules_engine.{game}.lessons")  # every game teaches
    wrong = []
    for spec in module.LESSONS:
        parts = {"title": spec.title, "instruction": spec.instruction}
        parts.update({f"hint.{n}": h for n, h in enumerate(spec.hints, 1)})
        for part, words in parts.items():
            if not (isinstance(words, Msg) and words.id == f"lesson.{spec.id}.{part}"):
                wrong.append(f"lesson {spec.id} {part}: {getattr(words, 'id', words)!r}")
    for quiz in module.QUIZZES:
        parts = {"question": quiz.question, "explanation": quiz.explanation}
        parts.update({f"hint.{n}": h for n, h in enumerate(quiz.graded_hints(), 1)})
        for part, words in parts.items():
            if not (isinstance(words, Msg) and words.id == f"quiz.{quiz.id}.{part}"):
                wrong.append(f"quiz {quiz.id} {part}: {getattr(words, 'id', words)!r}")
    assert wrong == []
