"""rules_engine.i18n: CLDR plural rules, number formats and the message renderer."""

from __future__ import annotations

import pytest

from rules_engine.i18n import (
    LANGUAGES,
    MessageError,
    Messages,
    Msg,
    format_number,
    format_percent,
    placeholders,
    plural_category,
    render,
)

DICE = {
    "en": "{n, plural, one {# die} other {# dice}}",
    "lv": "{n, plural, zero {# kauliņu} one {# kauliņš} other {# kauliņi}}",
    "fi": "{n, plural, one {# noppa} other {# noppaa}}",
    "ru": "{n, plural, one {# кубик} few {# кубика} many {# кубиков} other {# кубика}}",
}


@pytest.mark.parametrize(
    "lang,n,expected",
    [
        ("en", 1, "1 die"),
        ("en", 0, "0 dice"),
        ("en", 2, "2 dice"),
        ("fi", 1, "1 noppa"),
        ("fi", 5, "5 noppaa"),
        ("lv", 1, "1 kauliņš"),
        ("lv", 2, "2 kauliņi"),
        ("lv", 10, "10 kauliņu"),
        ("lv", 11, "11 kauliņu"),
        ("lv", 21, "21 kauliņš"),
        ("lv", 0, "0 kauliņu"),
        ("lv", 19, "19 kauliņu"),
        ("lv", 22, "22 kauliņi"),
        ("ru", 1, "1 кубик"),
        ("ru", 2, "2 кубика"),
        ("ru", 4, "4 кубика"),
        ("ru", 5, "5 кубиков"),
        ("ru", 11, "11 кубиков"),
        ("ru", 12, "12 кубиков"),
        ("ru", 21, "21 кубик"),
        ("ru", 22, "22 кубика"),
        ("ru", 0, "0 кубиков"),
        ("ru", 111, "111 кубиков"),
        ("ru", 101, "101 кубик"),
    ],
)
def test_plural_forms_follow_each_languages_rules(lang, n, expected):
    assert render(DICE[lang], {"n": n}, lang) == expected


def test_fractions_take_other_and_exact_matches_come_first():
    assert plural_category("ru", 1.5) == "other" and plural_category("en", 1.0) == "one"
    template = "{n, plural, =0 {no dice} one {# die} other {# dice}}"
    assert [render(template, {"n": n}, "en") for n in (0, 1, 3)] == ["no dice", "1 die", "3 dice"]


def test_numbers_are_written_the_readers_way():
    assert format_number(0.5, "en", 2) == "0.50" and format_number(0.5, "lv", 2) == "0,50"
    assert format_percent(0.0867, "en") == "9%" and format_percent(0.0867, "fi") == "9\u00a0%"
    assert format_percent(0.0867, "ru") == "9\u00a0%" and format_percent(0.0867, "lv") == "9%"
    assert render("P = {p, percent}, E = {x, number, 1}", {"p": 0.25, "x": 2.25}, "ru") == "P = 25\u00a0%, E = 2,2"


def test_select_formatters_and_nested_messages():
    table = Messages(
        "test-select",
        {
            "en": {
                "call": "{who} calls {kind, select, liar {LIAR} other {EXACTO}} on {card, card}.",
                "who": "Mage {seat}",
            }
        },
        formatters={"card": lambda v, lang: f"card {v}"},
    )
    text = table.render("call", {"who": Msg("who", seat=2), "kind": "liar", "card": 7})
    assert text == "Mage 2 calls LIAR on card 7."
    assert table.render("call", {"who": "You", "kind": "exacto", "card": 1}) == "You calls EXACTO on card 1."


def test_bad_templates_and_missing_parameters_are_refused_clearly():
    for bad in ("{n", "n}", "{n, plural, one {x}}", "{, plural}"):
        with pytest.raises(MessageError):
            render(bad, {"n": 1}, "en")
    with pytest.raises(MessageError, match="'seat'"):
        render("Mage {seat}", {}, "en")


def test_problems_lists_what_a_translator_still_owes():
    table = Messages(
        "test-problems",
        {
            "en": {"a": "{n, plural, one {# die} other {# dice}}", "b": "Mage {seat}"},
            "lv": {"a": "{n, plural, one {# kauliņš} other {# kauliņi}}", "b": "Burvis {vieta}"},
            "fi": {"a": DICE["fi"], "b": "Velho {seat}", "c": "extra"},
            "ru": {"a": DICE["ru"]},
        },
    )
    problems = table.problems()
    assert "lv: a: the plural of 'n' lacks zero" in problems
    assert "lv: b uses ['vieta'], English uses ['seat']" in problems
    assert "ru: b is missing" in problems and "fi: c is not an English message" in problems
    assert not [p for p in problems if p.startswith("fi: a") or p.startswith("ru: a")]
    assert placeholders(DICE["ru"]) == {"n"} and set(LANGUAGES) == {"en", "lv", "fi", "ru"}
