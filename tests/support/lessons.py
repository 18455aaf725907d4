"""What every game's lessons and quizzes must do, written once.

A game's test module subclasses :class:`LessonSuite` and sets the class attributes; the
tests below then run for every one of its lessons and quizzes (parametrized by id):
the position sets up deterministically with the learner on turn, a scripted right move
is judged correct, a legal-but-wrong one incorrect with an explanation, an illegal one
explained by the rule the engine cites; each mistake the lesson invites is refused in
the engine's words with the position unchanged; the lessons together teach every rule id;
each quiz's answer is the probability module's value, its simulation through the engine
agrees within 3 standard errors, and ``is_correct`` accepts it and rejects wrong ones.
Every word of a lesson (title, instruction, hints, the feedback on its scripted and
mistaken moves) and of a quiz (question, explanation, hints, unit) renders in en, lv, fi
and ru with every placeholder filled, and the game's lesson table owes no translation.
"""

from __future__ import annotations

import re

import pytest

from rules_engine.core import Event, IllegalAction
from rules_engine.i18n import LANGUAGES, Msg
from rules_engine.lessons import Feedback, rules_taught, say

#: a placeholder or a parameter left in a rendered sentence ("None" inside a sentence; a
#: sentence may begin with the word: "None left.")
UNRENDERED = re.compile(r"\{[a-z_]+[,}]|Msg\(|(?<![.!?:] )(?<!^)\bNone\b")


def is_words(value) -> bool:
    """A message bound to its table, an engine event or a refusal: never a plain str."""
    if isinstance(value, Msg):
        return value.table is not None
    return isinstance(value, (Event, IllegalAction))


def assert_in_every_language(words) -> None:
    """``words`` (a bound Msg, an Event or a refusal) render fully in every language, and
    not as the English."""
    assert is_words(words), words
    english = say(words, "en")
    assert english and not UNRENDERED.search(english), english
    for lang in LANGUAGES[1:]:
        text = say(words, lang)
        assert text and not UNRENDERED.search(text) and text != english, (lang, text)


def judge(item, move):
    """Judge ``move`` from the lesson's start: (lesson, game before, feedback, game after)."""
    game = item.start()
    feedback, after = item.judge(game, move)
    return item, game, feedback, after


def assert_mistakes_refused(item, mistakes) -> None:
    """Each ``(move, rule id, message id)`` of ``mistakes`` — the mistakes the lesson lets
    the learner make — is refused at the lesson's start, citing that rule in those words,
    and the position is unchanged."""
    for move, rule, msg_id in mistakes:
        _, game, feedback, after = judge(item, move)
        assert not feedback.correct and feedback.rule == rule, (move, feedback)
        assert isinstance(feedback.words, IllegalAction) and feedback.words.msg.id == msg_id, (move, feedback)
        assert after is game and game.to_json() == item.start().to_json()


def scripted_mistakes(scripts, message_ids) -> dict:
    """``mistakes`` for a game whose lessons invite one mistake each, the scripted illegal
    move: lesson id -> [(that move, the rule it cites, ``message_ids[lesson id]``)]."""
    return {
        lesson_id: [(illegal, rule, message_ids[lesson_id])] for lesson_id, (_, _, (illegal, rule)) in scripts.items()
    }


class LessonSuite:
    game_cls: type  # the engine class the lessons start from
    rules: tuple[str, ...]  # every rule id of the game's rules file
    lessons: list  # the module's LESSONS
    quizzes: list  # the module's QUIZZES
    messages: object  # the game's LESSON_MESSAGES table
    lesson: staticmethod  # lookups by id
    quiz: staticmethod
    #: lesson id -> (right move, legal-but-wrong move or None when the rule leaves only
    #: the right one, (illegal move, rule id the engine cites))
    scripts: dict
    #: lesson id -> the mistakes it invites: [(move, rule id, the engine's message id)]
    mistakes: dict
    #: quiz id -> function computing the answer from the probability module
    expected: dict
    #: what may play the other seats after the learner's move (None: the lesson ends)
    lesson_bots: tuple = (None,)
    #: how many graded hints every quiz gives (None: at least one)
    quiz_hints: int | None = None
    #: where a wrong move's explanation names its rule: in its words (the rule id written out)
    #: or, for games whose feedback is the odds in words, in ``feedback.rule`` beside them
    rule_in_words: bool = True
    trials = 8000

    @classmethod
    def pytest_generate_tests(cls, metafunc):  # pytest's hook, per class: ids per game
        if "lesson_id" in metafunc.fixturenames:
            metafunc.parametrize("lesson_id", [item.id for item in cls.lessons])
        if "quiz_id" in metafunc.fixturenames:
            metafunc.parametrize("quiz_id", [item.id for item in cls.quizzes])

    def judged(self, lesson_id, move):
        return judge(self.lesson(lesson_id), move)

    # ---------------------------------------------------------------------- lessons
    def test_every_lesson_has_a_script(self):
        assert set(self.scripts) == {item.id for item in self.lessons}

    def test_lessons_teach_every_rule_id(self):
        assert rules_taught(self.lessons) == set(self.rules)
        assert all(rule in self.game_cls.catalog for item in self.lessons for rule in item.rules)

    def test_lesson_sets_up_a_fixed_position_with_the_learner_on_turn(self, lesson_id):
        item = self.lesson(lesson_id)
        game, again = item.start(), item.start()
        assert isinstance(game, self.game_cls)
        assert game.current_player == item.seat and not game.is_over
        assert game.to_json() == again.to_json() and game.view(None) == again.view(None)  # deterministic
        assert say(item.instruction) and say(item.title) and 1 <= len(item.hints) <= 3
        assert item.rules[0] in say(item.instruction)

    def test_learner_is_seat_0_and_only_the_games_bots_play_on(self, lesson_id):
        item = self.lesson(lesson_id)
        assert item.seat == 0 and item.bots in self.lesson_bots

    def test_lesson_right_move_is_correct(self, lesson_id):
        right, _, _ = self.scripts[lesson_id]
        item, game, feedback, after = self.judged(lesson_id, right)
        assert isinstance(feedback, Feedback)
        assert feedback.correct, feedback.text
        assert feedback.rule in item.rules
        assert after is not game and len(after.history) == len(game.history) + 1
        assert game.current_player == item.seat  # the lesson's own game is untouched

    def test_lesson_wrong_move_is_incorrect_and_explained(self, lesson_id):
        right, wrong, _ = self.scripts[lesson_id]
        game = self.lesson(lesson_id).start()
        if wrong is None:  # the rule leaves exactly one legal move: the right one
            assert game.legal_actions() == [right]
            return
        assert game.is_legal(wrong)
        item, game, feedback, _after = self.judged(lesson_id, wrong)
        assert not feedback.correct
        assert feedback.rule in item.rules
        assert len(feedback.text) > 40

    def test_wrong_move_explanations_cite_rule_ids(self, lesson_id):
        _, wrong, _ = self.scripts[lesson_id]
        if wrong is not None:
            feedback, _ = self.lesson(lesson_id).judge(self.lesson(lesson_id).start(), wrong)
            assert not feedback.correct and len(feedback.text) > 60, feedback.text  # an explanation
            if self.rule_in_words:
                assert f"{self.game_cls.name}." in feedback.text, feedback.text
            else:
                assert feedback.rule in self.rules, feedback.rule

    def test_lesson_illegal_move_is_explained_by_the_engines_rule(self, lesson_id):
        _, _, (illegal, rule) = self.scripts[lesson_id]
        item, game, feedback, after = self.judged(lesson_id, illegal)
        assert not feedback.correct and feedback.rule == rule
        assert after is game and game.to_json() == item.start().to_json()

    def test_every_lesson_lists_its_mistakes(self):
        assert set(self.mistakes) == {item.id for item in self.lessons}
        assert all(self.mistakes.values())

    def test_the_mistake_a_lesson_teaches_is_refused_citing_its_rule(self, lesson_id):
        assert_mistakes_refused(self.lesson(lesson_id), self.mistakes[lesson_id])

    def test_lookups_raise_for_unknown_ids(self):
        with pytest.raises(KeyError):
            self.lesson("no-such-lesson")
        with pytest.raises(KeyError):
            self.quiz("no-such-quiz")

    # ---------------------------------------------------------------------- words
    def test_every_lesson_message_exists_in_every_language(self):
        assert self.messages.problems() == []

    def test_lesson_words_render_in_every_language(self, lesson_id):
        """Title, instruction, hints and the feedback on the scripted moves and on every
        mistake the lesson invites; the instruction names the rule id in every language."""
        item = self.lesson(lesson_id)
        right, wrong, (illegal, _) = self.scripts[lesson_id]
        moves = [right, illegal] + ([wrong] if wrong is not None else [])
        moves += [move for move, _, _ in self.mistakes[lesson_id]]
        for words in (item.title, item.instruction, *item.hints, *(judge(item, m)[2].words for m in moves)):
            assert_in_every_language(words)
        for lang in LANGUAGES:
            assert item.rules[0] in say(item.instruction, lang), lang

    def test_quiz_words_render_in_every_language(self, quiz_id):
        item = self.quiz(quiz_id)
        hints = item.graded_hints()
        assert (len(hints) == self.quiz_hints) if self.quiz_hints else (len(hints) >= 1)
        for words in (item.question, item.explanation, *hints, *([item.unit] if item.unit else [])):
            assert_in_every_language(words)

    # ---------------------------------------------------------------------- quizzes
    def test_every_quiz_has_an_expected_value(self):
        assert set(self.expected) == {item.id for item in self.quizzes}

    def test_quiz_answer_is_the_probability_modules_value(self, quiz_id):
        item = self.quiz(quiz_id)
        assert item.answer == pytest.approx(self.expected[quiz_id](), abs=1e-12)
        assert item.rules and all(rule in self.rules for rule in item.rules)
        assert item.question and item.explanation and item.simulate is not None

    @pytest.mark.slow
    def test_quiz_simulation_through_the_engine_agrees(self, quiz_id):
        item = self.quiz(quiz_id)
        result = item.run_simulation(self.trials, seed=2024)
        assert result.trials == self.trials
        assert result.agrees_with(item.answer), (result, item.answer)

    def test_quiz_is_correct_accepts_the_answer_and_rejects_a_wrong_one(self, quiz_id):
        item = self.quiz(quiz_id)
        assert item.is_correct(item.answer)
        assert item.is_correct(str(round(item.answer, 3)))
        assert not item.is_correct(item.answer + 0.1)
        assert not item.is_correct(item.answer * 0.5)
        assert not item.is_correct("a half")


def moves_judged(spec) -> tuple[dict, dict]:
    """A right and a wrong (legal) move at the lesson's start, found by its own judge."""
    game = spec.start()
    right = wrong = None
    for action in game.legal_actions():
        feedback, _after = spec.judge(game, action)
        if feedback.correct and right is None:
            right = action.to_json()
        elif not feedback.correct and wrong is None:
            wrong = action.to_json()
        if right is not None and wrong is not None:
            break
    assert right is not None, spec.id
    return right, wrong
