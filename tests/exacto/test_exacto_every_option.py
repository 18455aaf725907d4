"""Lessons let the learner make the mistake they teach: the setting
``show_every_option`` (on in lessons) keeps every Exacto control usable, and the move the
lesson tells the learner to try reaches the engine, whose refusal (with its rule) is the
feedback. The setting is validated like the others."""

from __future__ import annotations

import pytest
from support.widgets import send
from traitlets import TraitError

from rules_engine.core import IllegalAction
from rules_engine.exacto.lessons import lesson
from widgets import ExactoTable, Lesson
from widgets.base import DEFAULT_SETTINGS, clean_settings


def _refusal(w, action) -> IllegalAction:
    """The engine's own refusal of ``action`` in the lesson's position."""
    with pytest.raises(IllegalAction) as info:
        w.game.clone().check(action)
    return info.value


def test_the_setting_is_off_by_default_and_validated():
    assert DEFAULT_SETTINGS["show_every_option"] is False
    assert clean_settings({"show_every_option": True})["show_every_option"] is True
    for bad in (1, "yes", None, 0):
        assert clean_settings({"show_every_option": bad})["show_every_option"] is False
        with pytest.raises(ValueError, match="show_every_option"):
            clean_settings({"show_every_option": bad}, strict=True)


def test_a_table_may_turn_it_on_from_python_and_the_browser_may_write_it(quiet_logs):
    t = ExactoTable(players=4, seed=1, bots="random", bot_delay_ms=0)
    assert t.settings["show_every_option"] is False
    assert ExactoTable(players=4, seed=1, show_every_option=True).settings["show_every_option"] is True
    t.set_state({"settings": {**t.settings, "show_every_option": True}})
    assert t.settings["show_every_option"] is True
    t.set_state({"settings": {**t.settings, "show_every_option": "no"}})  # dropped, not cast
    assert t.settings["show_every_option"] is True
    with pytest.raises(TraitError):
        t.update_settings(show_every_option=1)
    with pytest.raises(ValueError):
        ExactoTable(players=4, seed=1, show_every_option="yes")
    quiet_logs()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_opening_bid_lesson_liar_before_any_bid_gets_the_engines_refusal(lang):
    w = Lesson(lesson("opening-bid"), language=lang)
    assert w.settings["show_every_option"] is True, "lessons show every option"
    assert "LIAR" in lesson("opening-bid").instruction.render("en"), "the lesson says to try LIAR"
    assert not any(a["kind"] == "liar" for a in w.legal)
    before = w.game.to_json()
    send(w, {"type": "act", "action": {"kind": "liar"}})
    assert w.game.to_json() == before, "the refused call changes nothing"
    assert w.feedback["correct"] is False and w.feedback["legal"] is False
    assert w.feedback["rule"] == "exacto.opening-bid"
    assert w.feedback["text"] == _refusal(w, {"kind": "liar"}).render(lang), "the engine's own words"
    assert w.error == "" and not w.done, "the lesson goes on: the learner may now bid"
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 6, "face": 4}})
    assert w.feedback["legal"] is True and w.feedback["correct"] is True


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_raise_lesson_six_threes_gets_the_engines_refusal(lang):
    w = Lesson(lesson("raise"), language=lang)
    assert "six 3s" in lesson("raise").hints[0].render("en"), "the lesson says to try six 3s"
    assert w.settings["show_every_option"] is True
    before = w.game.to_json()
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 6, "face": 3}})
    assert w.game.to_json() == before
    assert w.feedback["correct"] is False and w.feedback["legal"] is False
    assert w.feedback["rule"] == "exacto.raise"
    assert w.feedback["text"] == _refusal(w, {"kind": "bid", "quantity": 6, "face": 3}).render(lang)
    assert w.error == ""
    # the learner switches language: the refusal is re-rendered in the new one
    other = "ru" if lang == "en" else "en"
    text = w.feedback["text"]
    w.update_settings(language=other)
    assert w.feedback["text"] != text and w.feedback["rule"] == "exacto.raise"


def test_a_lesson_learner_may_turn_it_off_from_the_page():
    w = Lesson(lesson("raise"))
    w.set_state({"settings": {**w.settings, "show_every_option": False}})
    assert w.settings["show_every_option"] is False
