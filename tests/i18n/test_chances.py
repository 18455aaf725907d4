"""Probabilities are written one way in every game, and a tiny chance is never "0,00 %".

The audit found "P(vismaz 14) = 0,00%" for a chance that was there, Exacto's lessons with
two decimals where the others had one, and a hard-coded "100%" next to "50 %"."""

from __future__ import annotations

import pytest

from rules_engine.deductio.lesson_messages import LESSON_MESSAGES as DEDUCTIO_LESSONS
from rules_engine.exacto.lesson_messages import FORMATTERS as EXACTO_LESSON_FORMATTERS
from rules_engine.i18n import LESSON_FORMATTERS, format_chance, render


@pytest.mark.parametrize(
    ("p", "en", "fi"),
    [
        (0.00001, "< 0.01%", "< 0,01\u00a0%"),
        (0.0035, "0.35%", "0,35\u00a0%"),
        (0.017, "1.7%", "1,7\u00a0%"),
        (0.4567, "46%", "46\u00a0%"),
        (0.99999, "> 99.99%", "> 99,99\u00a0%"),
        (0.0, "0%", "0\u00a0%"),
        (1.0, "100%", "100\u00a0%"),
    ],
)
def test_a_chance_is_written_one_way(p, en, fi):
    assert format_chance(p, "en") == en and format_chance(p, "fi") == fi
    # the lessons of every game and ICU's {p, number, percent} write it the same way
    assert EXACTO_LESSON_FORMATTERS["pct"](p, "fi") == LESSON_FORMATTERS["pct"](p, "fi") == fi
    assert render("{p, number, percent}", {"p": p}, "fi") == fi


@pytest.mark.parametrize("lang", ["fi", "ru"])
def test_certainty_is_written_with_the_languages_space(lang):
    assert "100\u00a0%" in DEDUCTIO_LESSONS.render("guess.certain", {"number": 7}, lang)
