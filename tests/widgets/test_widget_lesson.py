"""widgets.Lesson around a live table: judged moves, engine-cited illegal moves, hints,
Try again."""

from __future__ import annotations

import pytest
from support.widgets import send

from rules_engine.exacto import Exacto
from rules_engine.lessons import Feedback, LessonSpec
from widgets import ExactoTable, Lesson
from widgets._static import STATIC

DICE = [[1, 4, 4, 2, 6], [3, 5], [2, 2, 6], [5, 5, 5, 1]]


def setup():
    return Exacto.from_position(DICE, current=0, bid=(4, 5), seed=2)


def check(before, action, events):
    if action.kind == "liar":
        return Feedback(False, "Four fives is likely: nine dice are hidden from you.", "exacto.liar")
    if action.kind == "exacto":
        return Feedback(False, "Exactly four is a long shot.", "exacto.exacto")
    return Feedback(True, "A raise keeps you in the round.", "exacto.raise")


def lesson(bots=None, hints=("Ones are wild.", "You hold one one.")):
    return LessonSpec(
        id="t-raise",
        title="Raise or call?",
        rules=("exacto.raise", "exacto.liar"),
        instruction="Mage 3 bid four fives. Raise, or call LIAR.",
        setup=setup,
        check=check,
        hints=hints,
        seat=0,
        bots=bots,
    )


def test_lesson_reuses_the_game_table():
    spec = lesson()
    w = Lesson(spec)
    # the game's own table, holding the lesson: no class made for it
    assert isinstance(w, ExactoTable) and w.coach is not None and w.coach.spec is spec
    assert ExactoTable.__name__ in [c.__name__ for c in type(w).__mro__[:2]]  # anywidget's own subclass aside
    plain = ExactoTable(seed=1)
    assert plain.coach is None and plain.lesson_info == {} and plain.feedback == {} and plain.hints == []
    with pytest.raises(TypeError, match="holds none"):
        plain.show_hint()
    assert w.lesson_info["rules"] == [
        {"rule": "exacto.raise", "title": "Raise, LIAR or EXACTO"},
        {"rule": "exacto.liar", "title": "LIAR"},
    ]
    assert w.lesson_info["instruction"].startswith("Mage 3 bid")
    assert w.lesson_info["hint_count"] == 2 and w.hints == [] and w.feedback == {}
    assert w.view == setup().view(0) and w.title == "Exacto"
    assert w._esm == (STATIC / "lesson.js").read_text() and plain._esm == (STATIC / "exacto.js").read_text()
    with pytest.raises(TypeError):
        Lesson("not a lesson")


def test_correct_move_gets_correct_feedback_and_ends_a_lesson_without_bots(quiet_logs):
    w = Lesson(lesson())
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 4, "face": 6}})
    assert w.feedback["correct"] is True and w.feedback["rule"] == "exacto.raise"
    assert "raise keeps you" in w.feedback["text"]
    assert w.done is True and w.legal == [] and len(w.game.history) == 1
    before = w.game.to_json()
    send(w, {"type": "act", "action": {"kind": "liar"}})
    assert w.game.to_json() == before and "Try again" in w.error
    quiet_logs()


def test_wrong_move_is_played_and_explained():
    w = Lesson(lesson())
    send(w, {"type": "act", "action": {"kind": "liar"}})
    assert w.feedback == {
        "correct": False,
        "text": "Four fives is likely: nine dice are hidden from you.",
        "rule": "exacto.liar",
        "legal": True,
    }
    assert w.view["last_reveal"]["count"] == 6, "the learner sees what happened"


def test_illegal_move_is_explained_by_the_engine_rule_and_changes_nothing(quiet_logs):
    w = Lesson(lesson())
    before = w.game.to_json()
    for action, rule in (
        ({"kind": "bid", "quantity": 5, "face": 1}, "exacto.wild-ones"),
        ({"kind": "bid", "quantity": 3, "face": 6}, "exacto.raise"),
        ({"kind": "bid", "quantity": 99, "face": 6}, "exacto.raise"),
    ):
        send(w, {"type": "act", "action": action})
        assert w.game.to_json() == before
        assert w.feedback["correct"] is False and w.feedback["legal"] is False
        assert w.feedback["rule"] == rule and w.feedback["text"]
        assert not w.done and w.legal
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": "4", "face": 6}})
    assert w.game.to_json() == before and w.feedback["rule"] == "input"
    quiet_logs()


def test_hints_one_by_one():
    w = Lesson(lesson())
    send(w, {"type": "hint"})
    assert w.hints == ["Ones are wild."]
    assert w.show_hint() is True
    assert w.hints == ["Ones are wild.", "You hold one one."]
    assert w.show_hint() is False and "no more hints" in w.error
    assert Lesson(lesson(hints=())).show_hint() is False


def test_try_again_resets_to_the_start():
    w = Lesson(lesson())
    w.show_hint()
    w.act({"kind": "liar"})
    assert w.game.round == 2
    send(w, {"type": "retry"})
    assert w.game.history == [] and w.view == setup().view(0)
    assert w.feedback == {} and not w.done and w.legal
    assert w.hints == ["Ones are wild."], "hints already seen stay"
    w.act({"kind": "bid", "quantity": 4, "face": 6})
    assert w.retry() is True and w.game.history == []
    send(w, {"type": "new_game"})  # New game is Try again in a lesson
    assert w.game.history == [] and w.view == setup().view(0)


def test_undo_of_the_judged_move_clears_the_verdict():
    w = Lesson(lesson())
    w.act({"kind": "bid", "quantity": 4, "face": 6})
    assert w.done and w.can_undo
    assert w.undo() is True
    assert w.game.history == [] and not w.done and w.feedback == {}


def test_lesson_with_bots_plays_on_after_the_judged_move():
    w = Lesson(lesson(bots="random"), bot_delay_ms=0, bot_seed=4)
    w.act({"kind": "bid", "quantity": 4, "face": 6})
    assert w.feedback["correct"] is True and not w.done
    assert len(w.game.history) > 1, "the bots answered"
    if w.legal:
        w.act(w.legal[-1])  # free play after the judged move: the verdict stays
        assert w.feedback["correct"] is True


def test_lesson_messages_are_validated(quiet_logs):
    w = Lesson(lesson())
    before = w.game.to_json()
    for bad in ({"type": "hint", "n": 2}, {"type": "retry", "seed": 1}, {"type": "explain"}, "hint"):
        send(w, bad)
        assert w.error and w.game.to_json() == before
    w.set_state({"feedback": {"correct": True, "text": "forged"}, "done": True, "hints": ["x", "y"]})
    assert w.feedback == {} and w.done is False and w.hints == []
    quiet_logs()


def test_a_lesson_decides_whether_the_odds_may_be_shown():
    """The odds of every bid are often exactly what a lesson marks correct: a lesson
    without ``show_odds`` refuses them from Python, drops them from the page, and sends no
    hint; one that allows them shows them."""
    closed = Lesson(lesson())
    with pytest.raises(Exception, match="does not show the odds"):
        closed.update_settings(show_probability=True)
    with pytest.raises(ValueError, match="does not show the odds"):
        Lesson(lesson(), show_probability=True)
    closed.set_state({"settings": {**closed.settings, "show_probability": True}})  # from the page
    assert closed.settings["show_probability"] is False and closed.hint == {}
    assert closed.lesson_info["show_odds"] is False
    open_ = Lesson(LessonSpec(**{**lesson().__dict__, "show_odds": True}), show_probability=True)
    assert open_.hint["p_at_least"] > 0 and open_.lesson_info["show_odds"] is True


def test_lesson_words_follow_the_language_even_after_they_were_shown():
    """Feedback, the error line, seat names and rule titles are kept as words and rendered
    on every publish: switching language re-renders what is already on screen."""
    w = Lesson(lesson(), bot_delay_ms=700)
    w.act({"kind": "bid", "quantity": 99, "face": 6})  # the engine refuses it
    english = w.feedback["text"]
    assert w.feedback["legal"] is False and "99" in english
    w.update_settings(language="ru")
    assert w.feedback["text"] != english and "99" in w.feedback["text"] and "кубик" in w.feedback["text"]
    assert w.lesson_info["rules"][0]["title"] != "" and w.seat_info[1]["name"] == "Маг 1"
    w.update_settings(language="en")
    assert w.feedback["text"] == english


def test_undo_never_goes_back_past_the_lessons_own_start():
    """A lesson may start from moves already made (Siggil's capture lessons script the take
    first); they belong to the lesson, and undo stops at them."""
    from rules_engine import games

    scripted = []
    for name in sorted(games()):
        try:
            module = __import__(f"rules_engine.{name}.lessons", fromlist=["LESSONS"])
        except ModuleNotFoundError:
            continue
        scripted += [lesson for lesson in module.LESSONS if lesson.start().history]
    assert scripted, "some lesson starts from scripted moves"
    for lesson in scripted:
        w = Lesson(lesson, bot_delay_ms=0)
        start = list(w.game.history)
        assert w.can_undo is False, lesson.id
        w.undo()
        assert list(w.game.history) == start, lesson.id
