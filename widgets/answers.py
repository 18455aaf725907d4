"""A learner's number, read and written their way: ``0.35``, ``0,35``, ``35 %``, ``1/3`` in;
"0.8025 (80.2%)" or "0,8025 (80,2 %)" out. A quiz's answer box and its solution use these;
nothing here knows a quiz.
"""

from __future__ import annotations

import math
import re

from rules_engine.i18n import Msg, format_number, format_percent

from .checks import short
from .messages import WIDGET_MESSAGES

__all__ = ["UnreadableNumber", "format_answer", "parse_number"]

_NUMBER = r"[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][-+]?\d+)?"


class UnreadableNumber(ValueError):
    """What a learner typed is not a number: ``msg`` says why (a Msg of the widgets'
    table, rendered in any language); ``str(err)`` is it in the language asked for."""

    def __init__(self, msg: Msg, lang: str = "en"):
        self.msg = msg
        super().__init__(msg.render(lang))


def _unreadable(msg_id: str, lang: str, **params: object) -> UnreadableNumber:
    return UnreadableNumber(WIDGET_MESSAGES.msg(msg_id, **params), lang)


def parse_number(value: object, percent: bool = True, lang: str = "en") -> float:
    """Read what a learner typed: ``0.35``, ``0,35``, ``35%`` (when ``percent``), ``1/3``.

    Raises UnreadableNumber (a ValueError) with a readable sentence in ``lang``."""
    if isinstance(value, bool):
        raise _unreadable("w.quiz.type-number", lang)
    if isinstance(value, (int, float)):
        number = float(value)
    elif isinstance(value, str):
        # "35 %" is how fi and ru write a percentage (with a no-break space, too)
        text = "".join(value.split())
        if len(text) > 40:
            raise _unreadable("w.quiz.too-long", lang)
        if re.fullmatch(_NUMBER, text):
            number = float(text.replace(",", "."))
        elif percent and re.fullmatch(_NUMBER + "%", text):
            number = float(text[:-1].replace(",", ".")) / 100
        elif re.fullmatch(_NUMBER + "/" + _NUMBER, text):
            top, bottom = (float(x.replace(",", ".")) for x in text.split("/"))
            if bottom == 0:
                raise _unreadable("w.quiz.divide-by-zero", lang)
            number = top / bottom
        else:
            raise _unreadable("w.quiz.not-a-number", lang, value=repr(short(value, 40)))
    else:
        raise _unreadable("w.quiz.type-number", lang)
    if not math.isfinite(number):
        raise _unreadable("w.quiz.finite", lang)
    return number


def format_answer(value: float, unit: str, lang: str = "en") -> str:
    """The answer written the learner's way: "0.8025 (80.2%)", "0,8025 (80,2 %)", "7.5 cards"."""
    if unit:
        return f"{format_number(value, lang)} {unit}".strip()
    if 0 <= value <= 1:
        return f"{format_number(value, lang, 4)} ({format_percent(value, lang, 1)})"
    return format_number(value, lang)
