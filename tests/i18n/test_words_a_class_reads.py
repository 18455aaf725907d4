"""Words a class reads: a mage is named as a seat is ("Mage 2", never
"mage 2" inside a sentence), and a Siggil set is counted from 1 wherever the learner reads
its number (the log, a refusal, a bot's reason, a lesson's instruction and feedback), as the
widget's recapture buttons count it; the engine's index (from 0) stays in the data."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from rules_engine import games
from rules_engine.core import IllegalAction
from rules_engine.deductio import PEEK, Deductio, PlayClue
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.exacto import Bid
from rules_engine.exacto.lesson_messages import LESSON_MESSAGES as EXACTO_LESSON_MESSAGES
from rules_engine.exacto.lessons import lesson as exacto_lesson
from rules_engine.exacto.messages import MESSAGES as EXACTO_MESSAGES
from rules_engine.i18n import LANGUAGES
from rules_engine.lessons import say
from rules_engine.siggil import Card, Recapture
from rules_engine.siggil.lesson_messages import LESSON_MESSAGES as SIGGIL_LESSON_MESSAGES
from rules_engine.siggil.lessons import lesson as siggil_lesson
from rules_engine.siggil.messages import MESSAGES as SIGGIL_MESSAGES
from widgets.messages import WIDGET_MESSAGES

#: "mage" followed by a seat number or a seat parameter: a name, so capitalised
LOWER_MAGE = re.compile(r"\bmage (\d|\{)")


@pytest.mark.parametrize(
    "table", [EXACTO_MESSAGES.tables["en"], EXACTO_LESSON_MESSAGES.tables["en"]], ids=["engine", "lessons"]
)
def test_a_mage_is_named_with_a_capital_in_every_english_sentence(table):
    """exacto.call and the lessons: "You are Mage 0", "on Mage 2's 7 sixes"."""
    lower = {mid: text for mid, text in table.items() if isinstance(text, str) and LOWER_MAGE.search(text)}
    assert not lower, lower


def test_the_call_names_the_bidder_with_a_capital():
    """exacto.liar: the log line of a call names the bidder as a seat."""
    text = EXACTO_MESSAGES.render("call", {"seat": 1, "call": "liar", "bidder": 2, "_bid": Bid(7, 6)}, "en")
    assert text == "Mage 1 calls LIAR on Mage 2's 7 sixes."


def test_the_opening_bid_lesson_says_you_are_mage_0():
    """exacto.raise (the opening-bid lesson's instruction)."""
    assert say(exacto_lesson("opening-bid").instruction).startswith("You are Mage 0 ")


def test_a_siggil_set_reads_from_1_in_the_log_and_the_lesson():
    """siggil.recapture: the recapture lesson's set (index 0) is "set 1" in its instruction,
    its feedback and the log line, in every language; the event's data keeps index 0."""
    item = siggil_lesson("recapture")
    game = item.start()
    for lang in LANGUAGES:
        text = say(item.instruction, lang)
        assert not re.search(r"\b0\b", text), (lang, text)
        assert re.search(r"\b1\b", text), (lang, text)
    right = Recapture(6, (Card(6, 4), Card(6, 5)), 0)
    feedback, _after = item.judge(game, right)
    assert feedback.correct
    assert "your set 1 now has 5 cards" in feedback.render("en")
    events = game.apply(right)
    recapture = next(e for e in events if e.kind == "recapture")
    assert recapture.data["set"] == 0
    assert "extends their set 1 with" in recapture.text


def test_a_siggil_refusal_counts_sets_from_1():
    """siggil.recapture: "You have no set 3 (your sets: 1; the first is set 1)" for index 2."""
    game = siggil_lesson("recapture").start()
    before = game.clone()
    with pytest.raises(IllegalAction) as refused:
        game.apply(game.check(Recapture(6, (Card(6, 4), Card(6, 5)), 2)))
    assert "no set 3" in str(refused.value) and "the first is set 1" in str(refused.value)
    assert game.view(0) == before.view(0)


@pytest.mark.parametrize("messages", [SIGGIL_MESSAGES, SIGGIL_LESSON_MESSAGES], ids=["engine", "lessons"])
def test_every_siggil_template_writes_a_set_number_through_the_set_formatter(messages):
    """A bare {set} would show the engine's index (from 0); {set, set} shows it from 1."""
    for lang in LANGUAGES:
        for mid in messages.ids:
            assert "{set}" not in messages.template(mid, lang), (lang, mid)


@pytest.mark.parametrize("game_name", ["exacto", "ganjifa", "deductio", "siggil"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_log_line_starts_with_a_capital(game_name, lang):
    """A sentence starts with a capital, a name first too ("Spirit 3 is uncovered", not
    "spirit 3 is uncovered"): every line of whole seeded games' logs, as a player and as
    the teacher reads them."""
    lines = set()
    for seed in range(3):
        game, rng = games()[game_name](seed=seed), random.Random(seed)
        while not game.is_over and len(game.history) < 600:
            game.apply(rng.choice(game.legal_actions()))
        for seat in (0, None):
            lines |= {entry["text"] for entry in game.visible_log(seat, lang=lang, you=seat)}
    lower = sorted(line for line in lines if line and line[0].islower())
    assert not lower, lower[:10]


#: deductio.ability, ruling: a peek may look at one card (peek-1, or peek-2 with one card
#: left), and then the log says "it", not "them" (audit L12, R9): (the public line, the
#: peeker's own line) for the 4 seen
ONE_CARD_PEEK = {
    "en": (
        "Player 0 looks at the top card of the Secret Number deck and puts it at the bottom.",
        "You (player 0) saw 4; now at the bottom of the deck.",
    ),
    "lv": (
        "Spēlētājs 0 apskata slepeno skaitļu kaudzītes virsējo kārti un noliek to kaudzītes apakšā.",
        "Jūs (spēlētājs 0) redzējāt 4; tā tagad ir kaudzītes apakšā.",
    ),
    "fi": (
        "Pelaaja 0 katsoo salaisten lukujen pakan päällimmäisen kortin ja laittaa sen pakan pohjalle.",
        "Sinä (pelaaja 0) näit luvun 4; se on nyt pakan pohjalla.",
    ),
    "ru": (
        "Игрок 0 смотрит верхнюю карту колоды секретных чисел и кладёт её под низ.",
        "Вы (игрок 0) увидели 4; теперь эта карта внизу колоды.",
    ),
}
#: the same two lines for a peek at the 4 and the 5
TWO_CARD_PEEK = {
    "en": (
        "Player 0 looks at the top 2 cards of the Secret Number deck and puts them at the bottom.",
        "You (player 0) saw 4, 5; now at the bottom of the deck, in that order.",
    ),
    "lv": (
        "Spēlētājs 0 apskata slepeno skaitļu kaudzītes 2 virsējās kārtis un noliek tās kaudzītes apakšā.",
        "Jūs (spēlētājs 0) redzējāt 4, 5; tās tagad ir kaudzītes apakšā šādā secībā.",
    ),
    "fi": (
        "Pelaaja 0 katsoo salaisten lukujen pakan 2 päällimmäistä korttia ja laittaa ne pakan pohjalle.",
        "Sinä (pelaaja 0) näit luvut 4, 5; ne ovat nyt pakan pohjalla tässä järjestyksessä.",
    ),
    "ru": (
        "Игрок 0 смотрит 2 верхние карты колоды секретных чисел и кладёт их под низ.",
        "Вы (игрок 0) увидели 4, 5; теперь они внизу колоды в этом порядке.",
    ),
}


def _peek(deck):
    """The peek and peek-seen events of seat 0's peek-2 (#15, divisible by 4, true of 8) with ``deck`` left."""
    game = Deductio.from_position(
        numbers=[8, 13], face_up=[1, 2, 3], row=[15, 3, 12], clue_deck=[5, 6, 7], number_deck=list(deck), seed=7
    )
    game.apply(PlayClue(15))
    events = game.apply(PEEK)
    return next(e for e in events if e.kind == "peek"), next(e for e in events if e.kind == "peek-seen")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("deck, want", [((4,), ONE_CARD_PEEK), ((4, 5, 6), TWO_CARD_PEEK)], ids=["one", "two"])
def test_a_peek_speaks_of_as_many_cards_as_it_saw(lang, deck, want):
    """deductio.ability (ruling: peek-2 with one card left sees that one): the log's line and
    the peeker's own agree in number with the cards seen, which the event counts."""
    peek, seen = _peek(deck)
    assert seen.kind == "peek-seen" and seen.data["count"] == len(seen.data["numbers"]) == min(len(deck), 2)
    assert (peek.render(lang), seen.render(lang)) == want[lang]


#: deductio.ability: the peek lesson's feedback after its peek-1 saw the 1 (audit R9: "Those
#: cards" after one card)
PEEK_LESSON_ONE_CARD = {
    "en": "You saw 1. That card is at the bottom of the deck, so nobody holds it: ",
    "lv": "Jūs redzējāt 1. Šī kārts ir kaudzītes apakšā, tātad tā nevienam nepieder: ",
    "fi": "Näit luvun 1. Se on pakan pohjalla, joten se ei ole kenenkään: ",
    "ru": "Вы увидели 1. Эта карта лежит внизу колоды, значит, она ни у кого не на руках: ",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_peek_lessons_feedback_speaks_of_one_card(lang):
    """deductio.ability (the peek lesson, peek-1): one card seen is "that card", "tā", "эта карта"."""
    item = deductio_lesson("peek")
    feedback, _ = item.judge(item.start(), PEEK)
    assert feedback.correct
    assert feedback.render(lang).startswith(PEEK_LESSON_ONE_CARD[lang]), feedback.render(lang)


#: a value for each parameter of Siggil's refusals, and the branches of each select
_CARDS = [{"family": 2, "number": 1}, {"family": 2, "number": 5}]
SIGGIL_REFUSAL_PARAMS = {
    "position": [27],
    "last": [55],
    "available": [_CARDS],
    "card": [_CARDS[0]],
    "on_top": [[_CARDS[1], None]],
    "spirit": [3],
    "free": [[1, 4]],
    "size": [1, 3],
    "count": [1, 2],
    "cards": [_CARDS[:1], _CARDS],
    "holder": [1],
    "held": [1, 3],
    "set": [0],
    "has": [2],
    "total": [4],
    "waiting": [[1, 2, 5]],
    "newcomer": [4],
    "which": ["newcomer", "other"],
    "mine": ["yes", "no"],
    "phase": ["take", "capture"],
    "value": ["'x'"],
    "kind": ["capture"],
}
#: a word in quotes is a name (a button, a field), its capital its own
QUOTED = re.compile(r"[„«”\"'][^„“«»”\"']*[“»”\"']")
MIDDLE_CAPITAL = re.compile(r"(?<![.!?])\s+(?=[^\W\d_])([^\W\d_][\w-]*)")


def _renderings(messages, msg_id, lang):
    """``msg_id`` rendered with every combination of its parameters' sample values."""
    names = sorted(messages.parameters(messages.tables["en"][msg_id]))
    for values in itertools.product(*(SIGGIL_REFUSAL_PARAMS[n] for n in names)):
        yield messages.render(msg_id, dict(zip(names, values, strict=True)), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_siggil_refusal_starts_with_a_capital_and_has_none_in_the_middle(lang):
    """siggil.*: a refusal is a sentence: it starts with a capital (not "suvun 2 ykkönen on jo
    sarjassasi 1"), and a word inside it has no English-style capital ("valitse Täydennä");
    a name in quotes keeps its own."""
    found = []
    for msg_id in SIGGIL_MESSAGES.tables["en"]:
        if not msg_id.startswith(("refuse.", "input.")):
            continue
        for text in _renderings(SIGGIL_MESSAGES, msg_id, lang):
            unquoted = QUOTED.sub("§", text)
            if unquoted[0].islower():
                found.append((msg_id, text))
            if lang != "en":  # English names a button with its capitals ("choose Extend")
                found += [(msg_id, w) for w in MIDDLE_CAPITAL.findall(unquoted) if w[0].isupper() and w != "Siggil"]
    assert found == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_siggils_labels_have_no_english_style_capital_inside(lang):
    """The Siggil table's labels and tooltips name a button in quotes ("paina ”Täydennä”"),
    not with English's bare capital inside the sentence ("valitse jollekin sarjallesi Täydennä")."""
    found = []
    for msg_id, template in WIDGET_MESSAGES.tables[lang].items():
        if ".siggil." in msg_id and isinstance(template, str):
            words = QUOTED.sub("§", re.sub(r"\{[^{}]*\}", "§", template))
            found += [(msg_id, w) for w in MIDDLE_CAPITAL.findall(words) if w[0].isupper() and len(w) > 1]
    assert [f for f in found if f[1] not in {"Enter", "Siggil"}] == []
