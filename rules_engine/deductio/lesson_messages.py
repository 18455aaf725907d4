"""The words of Deductio's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates in ``locale/lessons/<lang>.json`` (``rules_engine.i18n``
explains the syntax);
:mod:`rules_engine.deductio.lessons` binds them with their numbers and clues. Feedback
that tells what the table showed embeds the engine's own event sentences, rendered from
Deductio's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): slepenais skaitlis, pavediena kārts,
vertikāli / horizontāli, minējums, spēja, sods; salainen luku, vihje, pystyyn / vaakaan,
arvaus, kyky, rangaistus; секретное число, подсказка, вертикально / горизонтально,
догадка, способность, штраф. A clue is written ``#12 “n is prime”`` (the ``clue``
formatter of :mod:`.messages`). Rule ids stay as they are in every language.

Formatters besides the game's (``clue``, ``clues``, ``numbers``): ``pct`` (a probability
as a percent) and ``sentences`` (several messages, each in the reader's language).
"""

from __future__ import annotations

from ..i18n import LESSON_FORMATTERS, Messages, load_tables
from .messages import FORMATTERS as GAME_FORMATTERS

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]


FORMATTERS = {**GAME_FORMATTERS, **LESSON_FORMATTERS}


LESSON_MESSAGES = Messages("deductio-lessons", load_tables(__package__, "lessons"), FORMATTERS)
