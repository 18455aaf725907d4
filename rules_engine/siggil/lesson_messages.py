"""The words of Siggil's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates in ``locale/lessons/<lang>.json`` (``rules_engine.i18n``
explains the syntax);
:mod:`rules_engine.siggil.lessons` binds them with their numbers and cards. Feedback that
tells what the table showed embeds the engine's own event sentences, rendered from
Siggil's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): sigils, gars, brīvs gars, dzimta,
skaitlis, komplekts, sagūstīt, pieejama kārts; sinetti, henki, vapaa henki, suku, luku,
sarja, vangita, vapaa kortti; сигил, дух, свободный дух, род, число, набор, захватить,
доступная карта. Rule ids stay as they are in every language.

Formatters besides the game's (``card``, ``cards``, ``spirit``, ``spirits``, ``numbers``):
``pct`` (a probability as a percent) and ``sentences`` (several messages, each in the
reader's language).
"""

from __future__ import annotations

from ..i18n import LESSON_FORMATTERS, Messages, load_tables
from .messages import FORMATTERS as GAME_FORMATTERS

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]

# the lesson formatters every game shares (a percent, sentences in the reader's language)
FORMATTERS = {**GAME_FORMATTERS, **LESSON_FORMATTERS}


LESSON_MESSAGES = Messages("siggil-lessons", load_tables(__package__, "lessons"), FORMATTERS)
