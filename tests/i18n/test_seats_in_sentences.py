"""Seats are parameters the sentence declines itself, and the learner's own seat reads "you".

The 2026-12-01 audit found finished labels declined a second time ("Pelaajan Pelaaja 1
perustelu", «Объяснение игрока Игрок 1»), and Deductio's and Siggil's logs naming the
learner in the third person ("Player 0 takes…") where Exacto and Ganjifa say "You…".
"""

from __future__ import annotations

import random
import re

import pytest

from rules_engine.bots import make_bot
from rules_engine.deductio import Deductio
from rules_engine.deductio.messages import MESSAGES as DEDUCTIO
from rules_engine.i18n import LANGUAGES
from rules_engine.siggil import Siggil
from rules_engine.siggil.messages import MESSAGES as SIGGIL
from widgets.messages import WIDGET_MESSAGES

#: the word for a seat, in any case, followed by the seat's number
SEAT_ZERO = re.compile(r"\b(player|pelaaja\w*|spēlētāj\w*|игрок\w*) 0\b", re.IGNORECASE)
#: sentences about the learner that name the seat on purpose: "Your Secret Number (player 0)",
#: the final scores of every seat
NAMED_ON_PURPOSE = {"your-number", "peek-seen", "deck-out", "last-card"}


def _play(cls, seed, **options):
    game, rng = cls(seed=seed, **options), random.Random(seed)
    bot = make_bot(cls.name, "random")
    while not game.is_over:
        seat = game.current_player
        game.apply(bot.choose(game.view(seat), game.legal_actions(), rng))
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("cls", "options"), [(Deductio, {"players": 3}), (Siggil, {"players": 3})])
def test_the_log_says_you_for_the_learners_own_seat(cls, options, lang):
    """deductio.turn, siggil.turn and the rest: seat 0 reads its own moves as "you"."""
    game = _play(cls, 4, **options)
    mine = [e for e in game.log if e.visible_to(0) and e.msg not in NAMED_ON_PURPOSE]
    lines = [e.render(lang, you=0) for e in mine]
    assert [line for line in lines if SEAT_ZERO.search(line)] == []
    you = {"en": "Your turn.", "lv": "Jūsu gājiens.", "fi": "Sinun vuorosi.", "ru": "Ваш ход."}[lang]
    assert you in lines
    # the third person stays for everyone else, and in the English .text
    assert any(SEAT_ZERO.search(e.text) for e in mine)


@pytest.mark.parametrize(
    ("lang", "theirs", "mine"),
    [
        ("en", "Player 1 guesses that you have 7: right!", "You guess that player 1 has 7: wrong."),
        ("lv", "Spēlētājs 1 min, ka jums ir 7: pareizi!", "Jūs minat, ka spēlētājam 1 ir 7: nepareizi."),
        ("fi", "Pelaaja 1 arvaa, että sinulla on 7: oikein!", "Arvaat, että pelaajalla 1 on 7: väärin."),
        ("ru", "Игрок 1 называет для вас число 7: верно!", "Вы называете для игрока 1 число 7: неверно."),
    ],
)
def test_a_deductio_guess_selects_on_the_seat(lang, theirs, mine):
    """deductio.guess: one template, a select on the seat ("you" or a number)."""
    params = {"number": 7, "free": False}
    assert DEDUCTIO.render("you.guess", {**params, "seat": 1, "target": "you", "correct": True}, lang) == theirs
    assert DEDUCTIO.render("you.guess", {**params, "seat": "you", "target": 1, "correct": False}, lang) == mine


@pytest.mark.parametrize(
    ("lang", "theirs", "mine"),
    [
        ("lv", "Spēlētājs 1 sagūsta jūsu garu 3", "Jūs sagūstāt spēlētāja 2 garu 3"),
        ("fi", "Pelaaja 1 varastaa sinulta hengen 3", "Varastat hengen 3 pelaajalta 2"),
        ("ru", "Игрок 1 отнимает у вас духа 3", "Вы отнимаете духа 3 у игрока 2"),
    ],
)
def test_a_siggil_steal_declines_the_spirit_for_either_seat(lang, theirs, mine):
    """siggil.steal: the spirit in the case the verb needs, the seat as "you" or a number."""
    cards = [{"family": 3, "number": n} for n in (1, 2, 4, 5)]
    params = {"spirit": 3, "cards": cards, "size": 4, "held": 3}
    assert SIGGIL.render("you.steal", {**params, "seat": 1, "holder": "you"}, lang).startswith(theirs)
    assert SIGGIL.render("you.steal", {**params, "seat": "you", "holder": 2}, lang).startswith(mine)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Player 1's reason is shown when the game is over"),
        ("lv", "Spēlētāja 1 pamatojums tiks parādīts"),
        ("fi", "Pelaajan 1 perustelu näytetään"),
        ("ru", "Объяснение игрока 1 появится"),
    ],
)
def test_a_withheld_reason_declines_the_seat_number(lang, expected):
    """The Deductio table's Why? before the end: the seat as a number, never "Pelaajan Pelaaja 1"."""
    label = WIDGET_MESSAGES.msg("w.player", seat=1)  # the label the table passes as _name
    text = WIDGET_MESSAGES.render("w.deductio.reason-withheld", {"_name": label, "_seat": 1}, lang)
    assert text.startswith(expected)
    assert not re.search(r"(?i)(pelaaja\w* pelaaja|spēlētāj\w* spēlētāj|игрок\w* игрок)", text)
