"""Words a newcomer reads first, as the walkthrough of 2026-12-02 read them: the opening bid
button ("Bid one two" read as two numbers), the lessons' feedback and Siggil's "What
happened" naming the learner in the third person ("Mage 0 calls EXACTO…", "Player 0 takes
a card") where the log says "you", and the quiz answer box cutting its own example
("e.g. 0.35, 35% or 7/")."""

from __future__ import annotations

import re

import pytest

from rules_engine.exacto import Bid, Exacto
from rules_engine.i18n import render
from widgets.messages import WIDGET_MESSAGES

# ---------------------------------------------------------------- the opening bid's button

#: a count written as a word right before a face's name: "one two", "two sixes"
TWO_NUMBERS = re.compile(r"\b(one|two|three|four|five|six) (one|two|three|four|five|six)s?\b", re.I)


def _button(quantity: int, face: int, lang: str) -> str:
    """The bid button's label as the page words it (widgets/js/exacto/controls.js)."""
    words = render(WIDGET_MESSAGES.template("ui.exacto.bid-words", lang), {"quantity": quantity, "face": face}, lang)
    return render(WIDGET_MESSAGES.template("ui.exacto.bid-selected", lang), {"bid": words}, lang)


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", {(1, 2): "Bid 1 two", (2, 2): "Bid 2 twos", (5, 6): "Bid 5 sixes", (21, 3): "Bid 21 threes"}),
        ("lv", {(1, 2): "Solīt: viens divnieks", (2, 2): "Solīt: 2 divnieki", (10, 2): "Solīt: 10 divnieku"}),
        ("fi", {(1, 2): "Tarjoa yksi kakkonen", (2, 2): "Tarjoa 2 kakkosta", (21, 2): "Tarjoa 21 kakkosta"}),
        ("ru", {(1, 2): "Ставка: одна двойка", (3, 2): "Ставка: 3 двойки", (5, 2): "Ставка: 5 двоек"}),
    ],
)
def test_the_opening_bid_button_names_a_count_and_a_face(lang, labels):
    """exacto.opening-bid: the first bid offered, one die of face 2, reads "Bid 1 two" (the
    count in digits, as every other count is), not "Bid one two"; the face agrees with its
    count in every language (lv 10 divnieku, ru 5 двоек, fi 2 kakkosta)."""
    assert {key: _button(*key, lang) for key in labels} == labels


def test_no_bid_reads_as_two_numbers():
    """exacto.opening-bid, exacto.raise: no count word before a face's name, on the button
    or in the log line of the bid, for any count the table allows."""
    said = [_button(q, f, "en") for q in range(1, 41) for f in range(1, 7)]
    said += [Exacto.from_position([[2], [3]], current=0, seed=1).apply(Bid(1, f))[0].text for f in range(2, 7)]
    assert [text for text in said if TWO_NUMBERS.search(text)] == []
    assert "Mage 0 bids 1 two." in said
