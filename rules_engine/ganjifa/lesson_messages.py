"""The words of Ganjifa's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates in ``locale/lessons/<lang>.json`` (``rules_engine.i18n``
explains the syntax);
:mod:`rules_engine.ganjifa.lessons` builds bound messages from them, with the cards and
numbers as parameters, and a learner reads them in their own language. Feedback that
quotes the table (a trick won, a capture, a Dukal, the end of the deal) embeds the
engine's own event sentences, rendered from Ganjifa's table (:mod:`.messages`) in the same
language.

The vocabulary is the game's (see :mod:`.messages`): Finnish from the seed's own rules
page (valtti, maa, johdettu maa, tikki, avaustikki, vangita, Dukal-sarja, päivä / yö,
jako, heittää pois); Latvian trumpis, masts (feminine: "pirmā masts", "šīs masts", "mastī"),
stiķis, partija, iziet, sekot mastij, paņemt, nomest; Russian козырь, масть, взятка,
раздача, ходить, отвечать в масть, забирать, сбрасывать. The learner is "jūs" in Latvian,
"вы" in Russian and "sinä" in Finnish, as in the engine's refusals. Rule ids such as
``ganjifa.void`` stay as they are in every language.

Cards are named with the engine's formatters: ``card`` (the nominative) and the cases of
:data:`.messages.CARD_CASES` (``card_acc``, ``card_gen``, ``card_ins``, ``card_part``), so
a card reads the same in a lesson as in the log. Own formatters: ``sentences`` (several
messages, each in the reader's language, one after another), ``list`` and ``semicolons``
(items joined with ", " or "; ") and ``rank`` (a card's rank as English writes it, "1").
"""

from __future__ import annotations

from ..i18n import Messages, format_sentences, joined, load_tables
from .cards import CARDS, Card
from .messages import FORMATTERS as GAME_FORMATTERS

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]


def _rank(card: int | Card, lang: str) -> str:
    """A card's rank as the English sentence writes it: "1", "raja"."""
    card = CARDS[card] if isinstance(card, int) else card
    return str(card.rank)


FORMATTERS = {
    **GAME_FORMATTERS,
    "sentences": format_sentences,
    "list": joined(", "),
    "semicolons": joined("; "),
    "rank": _rank,
}


#: the parameters that name a seat: the learner reads their own as "you" (``you.story.*``)
LESSON_MESSAGES = Messages(
    "ganjifa-lessons", load_tables(__package__, "lessons"), FORMATTERS, seat_params=("seat", "winner")
)
