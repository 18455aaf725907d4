"""widgets.ClassTable: a class seat in a notebook, configured from Python and played by the
page over its own WebSocket; and the reports of the lessons and quizzes done while it
holds a seat: exactly what the learner did (right or wrong, the tries), never the answer,
nothing while no class is joined."""

from __future__ import annotations

import json

import pytest
from support.widgets import send

from rules_engine.core import UnknownArgument
from rules_engine.exacto.lessons import lesson as find_lesson
from rules_engine.exacto.lessons import quiz as find_quiz
from rules_engine.lessons import QuizSpec, home_game
from widgets import ClassTable, Lesson, Quiz
from widgets import classtable as classtable_module
from widgets._static import STATIC

RIGHT, WRONG, ILLEGAL = (
    {"kind": "bid", "quantity": 5, "face": 5},
    {"kind": "liar"},
    {"kind": "bid", "quantity": 6, "face": 3},
)  # the "raise" lesson's scripted moves (tests/exacto/test_exacto_lessons.py: SCRIPTS)


@pytest.fixture
def sent(monkeypatch):
    """Every ClassTable message Python sends the page, by table; no table seated at start."""
    monkeypatch.setattr(classtable_module, "_SEATED", [])
    out: list[tuple[ClassTable, dict]] = []
    monkeypatch.setattr(ClassTable, "send", lambda self, content, buffers=None: out.append((self, content)))
    return out


def seated(room="K7P2", seat=0, **kwargs) -> ClassTable:
    table = ClassTable(room=room, name="Anna", **kwargs)
    send(table, {"type": "seated", "room": room, "seat": seat})
    return table


def test_the_python_side_is_configuration_only():
    table = ClassTable(room=" k7p2 ", name="Anna", server="192.168.1.10:8010", language="lv")
    state = table.get_state()
    assert (state["room"], state["name"], state["server"], state["language"]) == (
        "K7P2",
        "Anna",
        "http://192.168.1.10:8010",
        "lv",
    )
    assert state["strings"]["ui.class.seated"].startswith("Istaba {room}")
    assert table._esm == (STATIC / "classtable.js").read_text()
    assert not table.joined and "not seated" in repr(table)
    # the page writes nothing: a forged room is sent back as Python has it
    send(table, {"type": "seated", "room": "K7P2", "seat": 2})
    assert table.joined and table.seat == 2
    table.set_state({"room": "ZZZZ"})
    assert table.room == "K7P2"


@pytest.mark.parametrize(
    "server,expected",
    [
        (None, ""),
        ("http://192.168.1.10:8010/", "http://192.168.1.10:8010"),
        ("https://class.school.example", "https://class.school.example"),
        ("ws://127.0.0.1:8010/ws", "http://127.0.0.1:8010"),
    ],
)
def test_the_server_is_the_address_the_teacher_prints(server, expected):
    assert ClassTable(room="K7P2", name="Anna", server=server).server == expected


def test_a_misspelt_keyword_or_a_bad_value_is_refused_in_a_sentence():
    with pytest.raises(UnknownArgument, match=r"ClassTable has no argument 'nmae' \(did you mean 'name'\?\)"):
        ClassTable(room="K7P2", nmae="Anna")
    with pytest.raises(UnknownArgument, match="did you mean 'server'"):
        ClassTable(room="K7P2", name="Anna", sever="http://192.168.1.10:8010")
    with pytest.raises(TypeError, match=r"ClassTable needs name=\.\.\. as text"):
        ClassTable(room="K7P2")
    with pytest.raises(TypeError, match=r"room=... as text"):
        ClassTable(room=1234, name="Anna")
    with pytest.raises(ValueError, match="server must be the class server's address"):
        ClassTable(room="K7P2", name="Anna", server="http://192.168.1.10:8010/lab")
    with pytest.raises(ValueError, match="language must be one of en, lv, fi, ru"):
        ClassTable(room="K7P2", name="Anna", language="de")


def test_a_lesson_done_while_seated_is_reported_with_its_tries(sent):
    """exacto.raise: an illegal bid (refused by the engine), then the right raise: one
    report, right in 2 tries; Try again and a wrong call: another, wrong in 1 try."""
    table = seated()
    lesson = Lesson(find_lesson("raise"))
    send(lesson, {"type": "act", "action": ILLEGAL})
    assert sent == []  # not done yet
    send(lesson, {"type": "act", "action": RIGHT})
    assert lesson.feedback["correct"] is True
    report = {"type": "report", "kind": "lesson", "game": "exacto", "item": "raise", "correct": True, "tries": 2}
    assert sent == [(table, report)]
    lesson.retry()
    send(lesson, {"type": "act", "action": WRONG})
    assert sent[1] == (table, {**report, "correct": False, "tries": 1})


def test_nothing_is_sent_while_no_class_is_joined(sent):
    ClassTable(room="K7P2", name="Anna")  # made, but the page never got a seat
    lesson = Lesson(find_lesson("raise"))
    lesson.act(RIGHT)
    quiz = Quiz(find_quiz("at-least-10-fours"))
    quiz.check(quiz.quiz.answer)
    assert sent == [] and classtable_module.seated_table() is None


def test_no_game_is_looked_up_while_no_class_is_joined(sent, monkeypatch):
    """tell_teacher asks for a seat first: with none, a judged move sends nothing and never
    looks up the item's game (home_game walks every game's lessons: wasted, unseated)."""
    ClassTable(room="K7P2", name="Anna")  # made, but the page never got a seat

    def no_lookup(item):
        raise AssertionError(f"home_game({item.id!r}) looked up while no class is joined")

    monkeypatch.setattr(classtable_module, "home_game", no_lookup)
    assert classtable_module.tell_teacher(find_lesson("raise"), True, 2) is False
    assert classtable_module.tell_teacher(find_quiz("at-least-10-fours"), False, 3) is False
    assert sent == []


def test_a_kicked_seat_reports_no_more(sent):
    table = seated()
    send(table, {"type": "unseated"})
    Lesson(find_lesson("raise")).act(RIGHT)
    assert sent == [] and not table.joined


def test_a_quiz_reports_once_right_with_its_tries_and_never_the_answer(sent):
    table = seated()
    data = find_quiz("at-least-10-fours")
    quiz = Quiz(data)
    assert quiz.tries >= 2
    quiz.check(0.999 if data.answer < 0.5 else 0.001)  # wrong: not settled, nothing sent
    assert sent == []
    quiz.check(data.answer)
    quiz.check(data.answer)  # practice after the answer is shown: not reported again
    assert sent == [
        (table, {"type": "report", "kind": "quiz", "game": "exacto", "item": data.id, "correct": True, "tries": 2})
    ]
    words = json.dumps(sent[0][1])
    assert str(data.answer) not in words and str(round(data.answer, 4)) not in words


def test_a_quiz_with_every_try_wrong_is_reported_wrong_once(sent):
    seated()
    data = find_quiz("expected-count")
    quiz = Quiz(data, tries=3)
    for _ in range(3):
        quiz.check(data.answer + 100)
    quiz.reveal()
    assert [content for _, content in sent] == [
        {"type": "report", "kind": "quiz", "game": "exacto", "item": data.id, "correct": False, "tries": 3}
    ]


def test_giving_up_early_is_reported_wrong_and_revealing_untried_is_nothing(sent):
    seated()
    data = find_quiz("expected-count")
    Quiz(data, allow=("reveal",)).reveal()  # no answer given: the student did nothing to report
    assert sent == []
    quiz = Quiz(data, allow=("reveal",), tries=4)
    quiz.check(data.answer + 100)
    quiz.reveal()
    assert [content["correct"] for _, content in sent] == [False] and sent[0][1]["tries"] == 1


def test_a_notebooks_own_quiz_is_not_reported(sent):
    """The class server knows only the games' own lessons and quizzes: a teacher's quiz
    made in the notebook stays in it (home_game is None), even with a catalog quiz's id."""
    seated()
    own = QuizSpec(id="at-least-10-fours", question="2 + 2?", answer=4, explanation="Count.")
    assert home_game(own) is None and home_game(find_quiz("at-least-10-fours")) == "exacto"
    Quiz(own).check(4)
    assert sent == []


def test_reports_go_to_the_latest_seated_table_only(sent):
    first = seated(room="AAAA")
    second = seated(room="BBBB")
    Lesson(find_lesson("raise")).act(RIGHT)
    assert [table for table, _ in sent] == [second]
    assert first.joined
