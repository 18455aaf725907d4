"""ganjifa.end as the learner reads it: "you", never "player 0", in every language — a win,
a shared win, a loss (the sentence about every seat at once goes through MESSAGES.for_you)."""

import pytest

from rules_engine.core import _for_you
from rules_engine.ganjifa.messages import MESSAGES
from rules_engine.i18n import LANGUAGES

CASES = {
    "won": (
        {"scores": [61, 30, 29], "winners": [0], "_shared": "no"},
        {"en": "You win.", "lv": "Jūs uzvarat.", "fi": "Sinä voitat.", "ru": "Вы побеждаете."},
    ),
    "shared": (
        {"scores": [45, 45, 30], "winners": [0, 1], "_shared": "yes"},
        {
            "en": "You share the win with player 1.",
            "lv": "Jūs dalāt uzvaru ar spēlētāju 1.",
            "fi": "Jaat voiton pelaajan 1 kanssa.",  # F15 of the 2026-12-01 audit
            "ru": "Вы делите победу с игроком 1.",
        },
    ),
    "lost": (
        {"scores": [20, 70, 30], "winners": [1], "_shared": "no"},
        {"en": "Player 1 wins.", "lv": "Uzvar spēlētājs 1.", "fi": "Pelaaja 1 voittaa.", "ru": "Побеждает игрок 1."},
    ),
}
YOU = {"en": "you: ", "lv": "jūs: ", "fi": "sinä: ", "ru": "вы — "}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_end_of_the_deal_speaks_to_you(case, lang):
    params, endings = CASES[case]
    msg_id, mine = _for_you("end", params, 0, MESSAGES)
    text = MESSAGES.render(msg_id, mine, lang)
    assert msg_id == "you.end" and text.endswith(endings[lang]), text
    assert f"{YOU[lang]}{params['scores'][0]}" in text and "0" not in text.replace("30", "").replace("70", "").replace(
        "20", ""
    )


def test_another_readers_sentence_is_unchanged():
    params, _ = CASES["won"]
    assert _for_you("end", params, 1, MESSAGES)[0] == "you.end"
    assert MESSAGES.render(*_for_you("end", params, 1, MESSAGES), "en").endswith("Player 0 wins.")
    assert _for_you("lead", {"seat": 2, "card": None}, 0, MESSAGES)[0] == "lead"
