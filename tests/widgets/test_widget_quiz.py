"""widgets.Quiz: the answer stays in Python until the learner answers; checks, parsing,
simulation."""

from __future__ import annotations

import json
import time

import pytest
from support.widgets import send

from rules_engine.lessons import QuizSpec, all_quizzes
from widgets import Quiz
from widgets.quiz import SIM_BUDGET_SECONDS, parse_number

ANSWER = 1 - (2 / 3) ** 4  # 0.802469...
EXPLANATION = "Each hidden die counts with probability one third: one minus two thirds to the fourth."


def simulate(n, rng):
    return [float(any(rng.randint(1, 6) in (1, 5) for _ in range(4))) for _ in range(n)]


def quiz(sim=simulate, unit="", **fields):
    """The quiz these tests ask (4 hidden dice, P(at least one counts for fives)), with its
    answer and explanation; ``fields`` change the rest (its id, question, hints)."""
    return QuizSpec(
        **{
            "id": "q-any-five",
            "question": "With 4 hidden dice, P(at least one counts for fives)?",
            "answer": ANSWER,
            "explanation": EXPLANATION,
            "rules": ("exacto.wild-ones",),
            "tolerance": 0.01,
            "simulate": sim,
            "hint": "Think of the complement.",
            "unit": unit,
            **fields,
        }
    )


def everything(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items() if k not in ("_esm", "_css")}, default=str)


def test_the_answer_is_not_synced_before_the_learner_answers():
    w = Quiz(quiz())
    text = everything(w)
    for secret in (repr(ANSWER), f"{ANSWER:.4f}", f"{ANSWER:.3f}", "0.80", "80.2", EXPLANATION[:30]):
        assert secret not in text, secret
    assert w.solution == {} and w.result == {} and not w.answered
    assert w.question.startswith("With 4 hidden") and w.rules == ["exacto.wild-ones"]
    assert w.tolerance == 0.01 and w.has_simulation and w.hint_count == 1
    assert w.hint_text == "" and w.hints == [], "the hint comes after a wrong answer"
    assert w.tries == 2 and w.tries_left == 2 and w.allow == []
    assert w.available == {"check": True, "simulate": False, "reveal": False}


def test_simulating_before_answering_does_not_reveal_the_exact_value():
    w = Quiz(quiz(), trials=3000, allow=("simulate",))  # a teacher opened it for the class
    sim = w.simulate(seed=1)
    assert sim["trials"] == 3000 and 0.7 < sim["estimate"] < 0.9 and sim["standard_error"] > 0
    assert "agrees" not in sim and w.solution == {}
    assert EXPLANATION[:30] not in everything(w)


def test_a_wrong_answer_gives_a_hint_not_the_answer(quiet_logs):
    w = Quiz(quiz())
    send(w, {"type": "check", "value": "0.5"})
    assert w.result["correct"] is False and w.result["value"] == 0.5 and w.attempts == 1
    assert w.solution == {} and EXPLANATION[:30] not in everything(w)
    assert w.hints == ["Think of the complement."] and w.hint_text == "Think of the complement."
    assert w.tries_left == 1 and w.available == {"check": True, "simulate": False, "reveal": False}
    send(w, {"type": "check", "value": "0.8"})  # the second try, right
    assert w.result["correct"] is True
    assert w.solution["answer"] == pytest.approx(ANSWER) and w.solution["explanation"] == EXPLANATION
    assert "0.8025" in w.solution["answer_text"]
    assert w.available == {"check": True, "simulate": True, "reveal": False}
    quiet_logs()


def test_graded_hints_then_the_answer_only_on_request(quiet_logs):
    q = quiz(
        id="g",
        question="P?",
        rules=(),
        hint="ignored when hints are given",
        hints=("Think of the complement.", "Each die misses with p = 2/3."),
    )
    w = Quiz(q)
    assert w.tries == 3 and w.hint_count == 2, "one try more than the graded hints"
    for n, typed in enumerate(("0.5", "0.6"), start=1):
        assert w.check(typed) is False
        assert len(w.hints) == n and w.hint_text == w.hints[-1] and w.solution == {}
        assert w.available["reveal"] is False
    assert w.hints[1] == "Each die misses with p = 2/3."
    assert w.check("0.7") is False and w.solution == {}, "the tries used, the answer still waits to be asked for"
    assert w.tries_left == 0 and w.available == {"check": False, "simulate": True, "reveal": True}
    send(w, {"type": "check", "value": "0.8"})
    assert w.error.startswith("No tries left") and w.result["value"] == 0.7, "no fourth try"
    assert EXPLANATION[:30] not in everything(w)
    send(w, {"type": "reveal"})
    assert w.error == "" and w.solution["explanation"] == EXPLANATION
    assert w.available == {"check": True, "simulate": True, "reveal": False}
    quiet_logs()


def test_the_quiz_data_falls_back_to_its_one_hint():
    assert quiz().graded_hints() == ("Think of the complement.",)
    assert QuizSpec(id="n", question="?", answer=1, explanation="e").graded_hints() == ()
    with pytest.raises(TypeError, match="hints"):
        QuizSpec(id="s", question="?", answer=1, explanation="e", hints="one string")
    w = Quiz(QuizSpec(id="n", question="?", answer=1, explanation="e"))
    assert w.tries == 2 and w.check(2) is False and w.hints == []


def test_the_page_cannot_simulate_or_reveal_before_it_may(quiet_logs):
    w = Quiz(quiz(), trials=2000)
    send(w, {"type": "simulate"})
    assert w.error == (
        "Simulation opens once you have answered or used your tries: before that its estimate "
        "would give the answer away."
    )
    assert w.simulation == {}
    send(w, {"type": "simulate", "trials": 100})
    assert w.simulation == {} and w.error.startswith("Simulation opens")
    send(w, {"type": "reveal"})
    assert w.error == "The answer is shown once you have used your tries (2 tries left)." and w.solution == {}
    w.check("0.1")
    send(w, {"type": "reveal"})
    assert w.error == "The answer is shown once you have used your tries (1 try left)." and w.solution == {}
    # nor can it open the helps itself, or forge what is available
    w.set_state(
        {
            "allow": ["simulate", "reveal"],
            "available": {"check": True, "simulate": True, "reveal": True},
            "tries": 99,
            "tries_left": 9,
            "hints": ["x"],
        }
    )
    assert (
        w.allow == [] and w.tries == 2 and w.available["simulate"] is False and w.hints == ["Think of the complement."]
    )
    send(w, {"type": "simulate"})
    assert w.simulation == {} and w.error.startswith("Simulation opens")
    # the same rules for Python's own calls
    assert w.simulate() == {} and w.reveal() is False and w.solution == {}
    quiet_logs()


@pytest.mark.parametrize(
    "lang, start", [("lv", "Simulācija atveras"), ("fi", "Simulointi avautuu"), ("ru", "Моделирование откроется")]
)
def test_the_refusals_are_in_the_learners_language(lang, start, quiet_logs):
    w = Quiz(quiz(), language=lang)
    send(w, {"type": "simulate"})
    assert w.error.startswith(start)
    send(w, {"type": "reveal"})
    assert w.error and "{" not in w.error
    w.check("0.1")
    w.check("0.2")
    send(w, {"type": "check", "value": "0.8"})
    assert w.error and "No tries" not in w.error
    quiet_logs()


def test_a_simulated_estimate_cannot_be_typed_in_as_the_answer(quiet_logs):
    """The issue: Simulate before answering, then type its estimate. Closed by default;
    a teacher who opens the simulation for a class decides that knowingly."""
    w = Quiz(quiz(), trials=2000)
    assert w.simulate(seed=3) == {} and w.attempts == 0
    w.check("0.5")
    assert w.simulate(seed=3) == {}, "not after a wrong answer either: the next try would take it"
    w.check("0.4")
    sim = w.simulate(seed=3)  # tries used: now it may
    assert sim["trials"] == 2000
    assert w.check(sim["estimate"]) is False and w.error.startswith("No tries left")
    quiet_logs()


def test_a_teacher_opens_the_helps_for_a_class():
    w = Quiz(quiz(), trials=1000, allow={"simulate", "reveal"})
    assert w.allow == ["reveal", "simulate"] and w.available == {"check": True, "simulate": True, "reveal": True}
    assert w.simulate(seed=1)["trials"] == 1000
    assert w.reveal() is True and w.solution["explanation"] == EXPLANATION
    late = Quiz(quiz())
    late.allow = ("reveal",)  # switched on later, from Python
    assert late.available["reveal"] is True and late.reveal() is True
    for bad in ("simulate", ("cheat",), 3):
        with pytest.raises(ValueError, match="allow"):
            Quiz(quiz(), allow=bad)
    for bad in (0, 21, True, 1.5):
        with pytest.raises(ValueError, match="tries"):
            Quiz(quiz(), tries=bad)
    assert Quiz(quiz(), tries=5).tries_left == 5


@pytest.mark.parametrize("typed", ["0.8", "0,8025", "80%", "80.2 %", "4/5", 0.8, 0.81, "  .8  "])
def test_right_answers_in_any_usual_form(typed):
    w = Quiz(quiz())
    assert w.check(typed) is True
    assert w.result["correct"] is True and w.error == ""


@pytest.mark.parametrize("typed", [True, None, [0.8], "abc", "1/0", "nan", "inf", "", "0.8.1", "x" * 500])
def test_unreadable_answers_become_the_error_line(typed, quiet_logs):
    w = Quiz(quiz())
    send(w, {"type": "check", "value": typed})
    assert w.error and w.result == {} and w.solution == {}
    quiet_logs()


def test_percent_unit_quiz_reads_percent_as_a_number():
    q = QuizSpec(id="p", question="Percent?", answer=80.0, explanation="e", tolerance=1, unit="%")
    w = Quiz(q)
    assert w.check("80") is True
    assert w.check("80%") is False and w.error, "with a % unit, '80%' is not read as 0.8"


def test_simulation_after_answering_agrees_with_the_exact_value():
    w = Quiz(quiz(), trials=4000)
    w.check("0.8")
    sim = w.simulate(seed=2)
    assert sim["agrees"] is True
    send(w, {"type": "simulate", "trials": 500})
    assert w.simulation["trials"] == 500 and "agrees" in w.simulation


def test_bad_quiz_messages(quiet_logs):
    w = Quiz(quiz())
    for bad in (
        None,
        "check",
        {},
        {"type": "check"},
        {"type": "check", "value": 1, "x": 2},
        {"type": "simulate", "trials": "many"},
        {"type": "simulate", "trials": 0},
        {"type": "simulate", "trials": 10**9},
        {"type": "simulate", "trials": True},
        {"type": "reveal", "now": 1},
        {"type": "answer"},
    ):
        w.error = ""
        send(w, bad)
        assert w.error, bad
        assert w.solution == {}
    quiet_logs()


def test_quiz_without_simulation():
    w = Quiz(quiz(sim=None), allow=("simulate",))
    assert not w.has_simulation and w.available["simulate"] is False
    send(w, {"type": "simulate"})
    assert "no simulation" in w.error


def test_forged_writes_do_not_reveal_or_change_anything():
    w = Quiz(quiz())
    w.set_state(
        {
            "solution": {"answer": 1},
            "result": {"correct": True},
            "attempts": 9,
            "question": "x",
            "settings": {"theme": "dark", "bot_delay_ms": 0, "evil": 1},
        }
    )
    assert w.solution == {} and w.result == {} and w.attempts == 0 and w.question.startswith("With")
    assert w.settings == {"theme": "dark", "high_contrast": False, "language": "en"}
    w.set_state({"settings": {"language": "xx"}})
    assert w.settings["language"] == "en", "an unknown language from the page is dropped"


def test_parse_number():
    assert parse_number("1/3") == pytest.approx(1 / 3)
    assert parse_number("35%") == pytest.approx(0.35)
    assert parse_number("-2.5e-1") == -0.25
    with pytest.raises(ValueError):
        parse_number("35%", percent=False)
    with pytest.raises(ValueError):
        Quiz(quiz(), trials=0)


# ------------------------------------------------------------------ the learner's language


def test_quiz_language_is_validated_and_sends_the_front_end_its_words():
    w = Quiz(quiz(), language="lv")
    assert w.settings == {"theme": "auto", "high_contrast": False, "language": "lv"}
    assert w.strings["ui.quiz.check"] == "Pārbaudīt" and w.strings["ui.language"] == "Valoda"
    assert w.strings["ui.language-names"]["ru"] == "Русский"
    with pytest.raises(ValueError, match="language"):
        Quiz(quiz(), language="de")
    with pytest.raises(ValueError, match="setting"):
        w.update_settings(colour="red")


def test_verdicts_answers_and_refusals_in_the_learners_language(quiet_logs):
    w = Quiz(quiz(), language="ru")
    send(w, {"type": "check", "value": "abc"})
    assert w.error.startswith("'abc' — не число")
    send(w, {"type": "check", "value": "0,5"})
    assert w.result["text"] == "Не совсем." and w.error == "" and w.solution == {}
    assert w.hints == ["Think of the complement."], "the quiz's own words as written (a str)"
    w.check("0.8")
    assert w.result["text"] == "Верно!"
    assert w.solution["answer_text"] == "0,8025 (80,2\u00a0%)"
    quiet_logs()


def test_switching_language_rewords_everything_already_shown(quiet_logs):
    w = Quiz(quiz(sim=None))
    send(w, {"type": "simulate"})
    assert w.error == "This quiz has no simulation."
    w.check("0.5")
    w.check("0.8")
    w.check("0.5")
    send(w, {"type": "answer"})
    english = (w.result["text"], w.solution["answer_text"], w.error)
    assert english[0] == "Not quite." and english[1] == "0.8025 (80.2%)"
    w.set_state({"settings": {"language": "fi"}})  # the page's language selector
    assert w.strings["ui.quiz.check"] == "Tarkista"
    assert w.result["text"] == "Ei aivan." and w.solution["answer_text"] == "0,8025 (80,2\u00a0%)"
    assert w.error.startswith("Tuntematon viestityyppi")
    w.update_settings(language="en")
    assert (w.result["text"], w.solution["answer_text"], w.error) == english
    quiet_logs()


def test_a_quiz_written_as_messages_is_shown_in_the_learners_language():
    from rules_engine.exacto.messages import MESSAGES

    q = QuizSpec(
        id="m",
        question=MESSAGES.msg("refuse.ones-wild"),
        answer=0.5,
        explanation=MESSAGES.msg("raise.end"),
        tolerance=0.01,
    )
    w = Quiz(q, language="lv")
    assert w.question.startswith("Vieninieki ir džokeri")
    w.update_settings(language="en")
    assert w.question.startswith("Ones are wild")


@pytest.mark.parametrize(
    "lang, typed, ok",
    [("fi", "80 %", True), ("ru", "80\u00a0%", True), ("lv", "0,8", True), ("fi", "4/5", True), ("ru", "0,5", False)],
)
def test_numbers_typed_the_learners_way(lang, typed, ok):
    w = Quiz(quiz(), language=lang)
    assert w.check(typed) is ok and w.error == ""


def test_parse_number_speaks_the_learners_language():
    with pytest.raises(ValueError, match="Ierakstiet skaitli"):
        parse_number(True, lang="lv")
    with pytest.raises(ValueError, match="Type a finite number"):
        parse_number(1e308 * 10)


def test_hints_written_as_messages_follow_the_language():
    from rules_engine.exacto.messages import MESSAGES

    q = QuizSpec(
        id="m",
        question="?",
        answer=0.5,
        explanation="e",
        tolerance=0.01,
        hints=(MESSAGES.msg("refuse.ones-wild"), MESSAGES.msg("raise.end")),
    )
    w = Quiz(q, language="lv")
    assert w.tries == 3 and w.check("0.1") is False
    assert len(w.hints) == 1 and w.hints[0].startswith("Vieninieki ir džokeri")
    w.update_settings(language="en")
    assert w.hints[0].startswith("Ones are wild") and w.hint_text == w.hints[0]


# ------------------------------------------------- every quiz, and a kernel shared by a class


def _answer_words(q, w) -> list[str]:
    """How the answer and its explanation would read on the page, in the quiz's language."""
    from widgets.quiz import _format

    return [_format(q.answer, w.say(q.unit), w.language), w.say(q.explanation)[:40]]


def _far_from(q) -> float:
    return q.answer + 10 * q.tolerance + 1


@pytest.mark.parametrize("q", all_quizzes(), ids=lambda q: q.id)
def test_every_quiz_keeps_its_answer_in_python_until_the_tries_are_spent(q, quiet_logs):
    """The quiz of the day, on a class's shared server: nothing on the page shows the answer
    (nor a simulation, whose estimate is the answer) before every try is answered wrong;
    a wrong answer earns a hint and another try; the page's early asks are refused."""
    w = Quiz(q, trials=50)
    assert w.available == {"check": True, "simulate": False, "reveal": False}
    for _ in range(w.tries):
        for ask in ({"type": "reveal"}, {"type": "simulate"}, {"type": "simulate", "trials": 5}):
            send(w, ask)
            assert w.error and w.solution == {} and w.simulation == {} and w.sim_progress == {}, ask
        for words in _answer_words(q, w):
            assert words not in everything(w), words
        hints_before = len(w.hints)
        assert w.check(_far_from(q)) is False and w.solution == {}
        assert len(w.hints) == min(hints_before + 1, len(q.graded_hints())), "a wrong answer earns a hint"
    for words in _answer_words(q, w):
        assert words not in everything(w), words
    assert w.available == {"check": False, "simulate": q.simulate is not None, "reveal": True}
    send(w, {"type": "reveal"})
    assert w.solution["answer"] == q.answer and _answer_words(q, w)[0] in everything(w)
    quiet_logs()


def test_the_page_cannot_open_the_helps_by_writing_a_trait(quiet_logs):
    """``allow`` is the teacher's switch, from Python only (PageWritesSettingsOnly)."""
    w = Quiz(quiz(), trials=100)
    w.set_state({"allow": ["reveal", "simulate"]})
    assert w.allow == [] and w.available["reveal"] is False
    send(w, {"type": "reveal"})
    assert w.solution == {}
    w.allow = ["reveal"]  # the teacher, in Python
    send(w, {"type": "reveal"})
    assert w.solution["explanation"] == EXPLANATION
    quiet_logs()


def slow_simulation(n, rng):
    """Two milliseconds a game: 1,000 games are two seconds of kernel time."""
    out = []
    for _ in range(n):
        time.sleep(0.002)
        out.append(float(rng.random() < ANSWER))
    return out


#: a quiz whose simulation takes two seconds for 1,000 games
SLOW = quiz(slow_simulation, id="slow", question="P?", rules=(), hint="h")


def _timed_send(w, message) -> float:
    began = time.perf_counter()
    send(w, message)
    return time.perf_counter() - began


def test_one_page_message_simulates_for_half_a_second_at_most(quiet_logs):
    """A class server: 30 clicks on Simulate once cost 178 s of kernel time. Each page message
    now simulates for SIM_BUDGET_SECONDS at most; the page asks for the next slice
    ({"type": "simulate", "continue": done}) and shows the progress; a second simulation
    is refused while one runs; a stale continue (a second view) changes nothing."""
    # what the kernel spends is bounded by the games' own cost, whatever the machine's load:
    # 1,000 games sleep 2 s at the least, so a slice of half a second (and one game's
    # overshoot) stays well under WHOLE, and a refused click runs no game at all
    whole = 1000 * 0.002
    q = SLOW
    w = Quiz(q, trials=1000, allow=("simulate",))
    took = _timed_send(w, {"type": "simulate"})
    assert took < whole * 0.75, took
    done = w.sim_progress["done"]
    assert w.sim_progress == {"done": done, "trials": 1000} and 0 < done < 1000 and w.simulation == {}
    assert _timed_send(w, {"type": "simulate"}) < SIM_BUDGET_SECONDS / 2
    assert w.error.startswith(f"A simulation is already running ({done} of 1000 games simulated)")
    assert w.sim_progress["done"] == done, "the refused click costs nothing"
    send(w, {"type": "simulate", "continue": done - 1})  # stale: ignored
    assert w.sim_progress["done"] == done
    slices = 1
    while w.sim_progress:
        before = w.sim_progress["done"]
        took = _timed_send(w, {"type": "simulate", "continue": before})
        assert took < whole * 0.75, took
        assert (w.sim_progress or {"done": 1000})["done"] - before < 1000 * 0.75, "a slice, not the rest at once"
        slices += 1
    assert slices >= 3 and w.simulation["trials"] == 1000 and 0.7 < w.simulation["estimate"] < 0.9
    assert w.error == ""
    send(w, {"type": "simulate", "continue": 1000})  # after the end: ignored
    assert w.sim_progress == {} and w.error == ""
    for bad in ("5", True, None, 1.5):
        send(w, {"type": "simulate", "continue": bad})
        assert w.error.startswith("A 'simulate' message may only carry"), bad
    quiet_logs()


def test_a_simulation_stops_when_the_teacher_closes_it_or_it_fails(quiet_logs):
    q = SLOW
    w = Quiz(q, trials=1000, allow=("simulate",))
    send(w, {"type": "simulate"})
    w.allow = []  # the teacher closes it
    send(w, {"type": "simulate", "continue": w.sim_progress["done"]})
    assert w.error.startswith("Simulation opens") and w.simulation == {}

    calls = []

    def breaks(n, rng):
        """The second slice of the first run fails."""
        calls.append(n)
        if len(calls) == 2:
            raise RuntimeError("a broken simulation")
        return slow_simulation(n, rng)

    b = Quiz(
        QuizSpec(id="b", question="P?", answer=ANSWER, explanation="e", simulate=breaks),
        trials=1000,
        allow=("simulate",),
    )
    send(b, {"type": "simulate"})
    assert b.sim_progress == {} and b.error.startswith("Internal error") and b.internal_errors
    send(b, {"type": "simulate", "trials": 5})
    assert b.simulation["trials"] == 5, "the failed run does not block a new one"
    quiet_logs()


def test_python_simulates_to_the_end_at_once_and_replaces_the_pages_run(quiet_logs):
    q = SLOW
    w = Quiz(q, trials=400, allow=("simulate",))
    send(w, {"type": "simulate"})
    assert w.sim_progress
    stale = w.sim_progress["done"]
    assert w.simulate(trials=300, seed=1)["trials"] == 300 and w.sim_progress == {}
    send(w, {"type": "simulate", "continue": stale})
    assert w.simulation["trials"] == 300, "the page's old run is gone"
    quiet_logs()


def test_a_quiz_takes_numpy_whole_numbers_for_its_trials_and_tries_and_still_refuses_floats():
    """Whole numbers a student computes with numpy are whole numbers here too (core.whole)."""
    import numpy as np

    from rules_engine.lessons import all_quizzes
    from widgets import Quiz

    quiz = all_quizzes()[0]
    w = Quiz(quiz, trials=np.int64(500), tries=np.int32(3))
    assert (w.trials, w.tries) == (500, 3) and type(w.trials) is int and type(w.tries) is int
    for bad in (2.0, True, np.float64(3)):
        with pytest.raises(ValueError, match="tries must be"):
            Quiz(quiz, tries=bad)
