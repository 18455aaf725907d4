"""widgets.Quiz: the answer stays in Python until the learner answers; checks, parsing,
simulation."""
from __future__ import annotations

import json

import pytest

from rules_engine.lessons import Quiz as QuizData
from widgets import Quiz
from widgets.quiz import parse_number

from widget_helpers import send

ANSWER = 1 - (2 / 3) ** 4  # 0.802469...
EXPLANATION = "Each hidden die counts with probability one third: one minus two thirds to the fourth."


def simulate(n, rng):
    return [float(any(rng.randint(1, 6) in (1, 5) for _ in range(4))) for _ in range(n)]


def quiz(sim=simulate, unit=""):
    return QuizData(id="q-any-five", question="With 4 hidden dice, P(at least one counts for fives)?",
                    answer=ANSWER, explanation=EXPLANATION, rules=("exacto.wild-ones",), tolerance=0.01,
                    simulate=sim, hint="Think of the complement.", unit=unit)


def everything(w) -> str:
    return json.dumps({k: v for k, v in w.get_state().items() if k not in ("_esm", "_css")}, default=str)


def test_the_answer_is_not_synced_before_the_learner_answers():
    w = Quiz(quiz())
    text = everything(w)
    for secret in (repr(ANSWER), f"{ANSWER:.4f}", f"{ANSWER:.3f}", "0.80", "80.2", EXPLANATION[:30]):
        assert secret not in text, secret
    assert w.solution == {} and w.result == {} and not w.answered
    assert w.question.startswith("With 4 hidden") and w.rules == ["exacto.wild-ones"]
    assert w.tolerance == 0.01 and w.has_simulation and w.hint_text


def test_simulating_before_answering_does_not_reveal_the_exact_value():
    w = Quiz(quiz(), trials=3000)
    sim = w.simulate(seed=1)
    assert sim["trials"] == 3000 and 0.7 < sim["estimate"] < 0.9 and sim["standard_error"] > 0
    assert "agrees" not in sim and w.solution == {}
    assert EXPLANATION[:30] not in everything(w)


def test_wrong_answer_then_the_answer_and_explanation_are_shown(quiet_logs):
    w = Quiz(quiz())
    send(w, {"type": "check", "value": "0.5"})
    assert w.result["correct"] is False and w.result["value"] == 0.5 and w.attempts == 1
    assert w.solution["answer"] == pytest.approx(ANSWER) and w.solution["explanation"] == EXPLANATION
    assert "0.8025" in w.solution["answer_text"]
    quiet_logs()


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
    q = QuizData(id="p", question="Percent?", answer=80.0, explanation="e", tolerance=1, unit="%")
    w = Quiz(q)
    assert w.check("80") is True
    assert w.check("80%") is False and w.error, "with a % unit, '80%' is not read as 0.8"


def test_simulation_after_answering_agrees_with_the_exact_value():
    w = Quiz(quiz(), trials=4000)
    w.reveal()
    sim = w.simulate(seed=2)
    assert sim["agrees"] is True
    send(w, {"type": "simulate", "trials": 500})
    assert w.simulation["trials"] == 500 and "agrees" in w.simulation


def test_bad_quiz_messages(quiet_logs):
    w = Quiz(quiz())
    for bad in (None, "check", {}, {"type": "check"}, {"type": "check", "value": 1, "x": 2},
                {"type": "simulate", "trials": "many"}, {"type": "simulate", "trials": 0},
                {"type": "simulate", "trials": 10**9}, {"type": "simulate", "trials": True},
                {"type": "reveal", "now": 1}, {"type": "answer"}):
        w.error = ""
        send(w, bad)
        assert w.error, bad
        assert w.solution == {}
    quiet_logs()


def test_quiz_without_simulation():
    w = Quiz(quiz(sim=None))
    assert not w.has_simulation
    send(w, {"type": "simulate"})
    assert "no simulation" in w.error


def test_forged_writes_do_not_reveal_or_change_anything():
    w = Quiz(quiz())
    w.set_state({"solution": {"answer": 1}, "result": {"correct": True}, "attempts": 9, "question": "x",
                 "settings": {"theme": "dark", "bot_delay_ms": 0, "evil": 1}})
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
    assert w.result["text"] == "Не совсем." and w.error == ""
    assert w.solution["answer_text"] == "0,8025 (80,2\u00a0%)"
    w.check("0.8")
    assert w.result["text"] == "Верно!"
    quiet_logs()


def test_switching_language_rewords_everything_already_shown(quiet_logs):
    w = Quiz(quiz(sim=None))
    send(w, {"type": "simulate"})
    assert w.error == "This quiz has no simulation."
    w.check("0.5")
    send(w, {"type": "answer"})
    english = (w.result["text"], w.solution["answer_text"], w.error)
    assert english[0] == "Not quite." and english[1] == "0.8025 (80.2%)"
    w.set_state({"settings": {"language": "fi"}})          # the page's language selector
    assert w.strings["ui.quiz.check"] == "Tarkista"
    assert w.result["text"] == "Ei aivan." and w.solution["answer_text"] == "0,8025 (80,2\u00a0%)"
    assert w.error.startswith("Tuntematon viestityyppi")
    w.update_settings(language="en")
    assert (w.result["text"], w.solution["answer_text"], w.error) == english
    quiet_logs()


def test_a_quiz_written_as_messages_is_shown_in_the_learners_language():
    from rules_engine.exacto.messages import MESSAGES
    q = QuizData(id="m", question=MESSAGES.msg("refuse.ones-wild"), answer=0.5, explanation=MESSAGES.msg("raise.end"),
                 tolerance=0.01)
    w = Quiz(q, language="lv")
    assert w.question.startswith("Vieninieki ir džokeri")
    w.update_settings(language="en")
    assert w.question.startswith("Ones are wild")


@pytest.mark.parametrize("lang, typed, ok", [("fi", "80 %", True), ("ru", "80\u00a0%", True), ("lv", "0,8", True),
                                             ("fi", "4/5", True), ("ru", "0,5", False)])
def test_numbers_typed_the_learners_way(lang, typed, ok):
    w = Quiz(quiz(), language=lang)
    assert w.check(typed) is ok and w.error == ""


def test_parse_number_speaks_the_learners_language():
    with pytest.raises(ValueError, match="Ierakstiet skaitli"):
        parse_number(True, lang="lv")
    with pytest.raises(ValueError, match="Type a finite number"):
        parse_number(1e308 * 10)
