"""Words a newcomer reads first, as the walkthrough of 2026-12-02 read them: the opening bid
button ("Bid one two" read as two numbers), the lessons' feedback and Siggil's "What
happened" naming the learner in the third person ("Mage 0 calls EXACTO…", "Player 0 takes
a card") where the log says "you", and the quiz answer box cutting its own example
("e.g. 0.35, 35% or 7/")."""

from __future__ import annotations

import importlib
import pathlib
import re

import pytest
from support.widgets import send

from rules_engine import games
from rules_engine.exacto import Bid, Exacto
from rules_engine.i18n import LANGUAGES, render
from widgets import Lesson
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


# ------------------------------------------------- the learner is "you" in every feedback

#: a seat's name with its number, in any case, in every language ("Mage 0", "velhon 0",
#: "Spēlētājam 0", «игроку 0»)
SEAT_WORDS = r"mage|burv\w*|velho\w*|маг\w*|player|pelaaj\w*|spēlētāj\w*|игрок\w*"


def named(seat: int) -> re.Pattern[str]:
    return re.compile(rf"\b({SEAT_WORDS}) {seat}\b", re.IGNORECASE)


def _lessons(game: str):
    return importlib.import_module(f"rules_engine.{game}.lessons").LESSONS


@pytest.mark.parametrize("game", sorted(games()))
def test_no_lesson_feedback_names_the_learners_seat(game):
    """Every lesson's feedback on every first move, in every language, says "you" where it
    quotes the table's events about the learner ("At the reveal: You call EXACTO on Mage
    1's 3 fours", "You win the trick"), as the log does; other seats keep their names."""
    found, quoted = [], 0
    for spec in _lessons(game):
        start = spec.start()
        for action in start.legal_actions()[:400]:
            feedback, _ = spec.judge(start, action)
            quoted += bool(named(spec.seat).search(feedback.render("en")))  # third person
            for lang in LANGUAGES:
                text = feedback.render(lang, you=spec.seat)
                if named(spec.seat).search(text):
                    found.append((spec.id, lang, text))
    assert quoted, f"no {game} lesson quotes an event about the learner: the test would prove nothing"
    assert found == [], found[:3]


def _quoting(game: str):
    """A lesson of ``game`` and a first move whose feedback quotes an event about the learner."""
    for spec in _lessons(game):
        start = spec.start()
        for action in start.legal_actions():
            feedback, after = spec.judge(start, action)
            if after is not start and named(spec.seat).search(feedback.render("en")):
                return spec, action, feedback
    raise AssertionError(f"no {game} lesson quotes an event about the learner")


@pytest.mark.parametrize("game", sorted(games()))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_page_says_you_in_its_feedback(game, lang, quiet_logs):
    """The feedback the lesson's page shows (Coach.traits) is the feedback said to the
    learner's seat."""
    spec, action, feedback = _quoting(game)
    w = Lesson(spec, bot_delay_ms=0, language=lang)
    send(w, {"type": "act", "action": action.to_json()})
    assert not named(spec.seat).search(w.feedback["text"]), w.feedback["text"]
    assert w.feedback["text"] == feedback.render(lang, you=spec.seat)
    quiet_logs()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("step", ["take", "discard", "discard-down"])
def test_siggils_what_happened_says_you_for_your_own_move(lang, step):
    """siggil.take, siggil.discard: the cascade's step for the page's own seat says "you"
    (widgets/js/siggil/logic.js passes ``you``), another seat's names it."""
    template = WIDGET_MESSAGES.template(f"ui.siggil.step.{step}", lang)
    params = {"name": "Player 1", "card": "3 of family 2", "position": 4}
    yours, theirs = render(template, {**params, "you": "yes"}, lang), render(template, {**params, "you": "no"}, lang)
    assert "Player 1" in theirs and "Player" not in yours and yours != theirs
    you = {"en": "You ", "lv": "Jūs ", "fi": "", "ru": "Вы "}[lang]  # Finnish: the verb's ending
    assert yours.startswith(you) and yours[:1].isupper()


# ---------------------------------------------------------- the quiz answer box's example

STYLES = pathlib.Path(__file__).resolve().parents[2] / "widgets" / "js" / "styles.css"


def _rule(selector: str) -> dict[str, str]:
    """The declarations of the sheet's rule for exactly ``selector``."""
    css = re.sub(r"/\*.*?\*/", "", STYLES.read_text(), flags=re.S)
    body = re.search(rf"(?:^|\}})\s*{re.escape(selector)}\s*\{{([^}}]*)\}}", css)
    assert body, f"no rule for {selector}"
    return {k.strip(): v.strip() for k, v in re.findall(r"([\w-]+)\s*:\s*([^;]+);", body[1])}


def _em(value: str) -> float:
    return float(re.search(r"([\d.]+)em", value)[1])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quiz_placeholder_fits_its_box(lang):
    """The answer box's example ("e.g. 0.35, 35% or 7/20") fits inside the box, measured in
    DejaVu Sans, the widest font of the widgets' font list (--tt-font), at the box's own
    size: the box's width less its padding and border (box-sizing: border-box)."""
    pytest.importorskip("matplotlib")  # it ships DejaVu Sans, whatever fonts the system has
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    box, root = _rule(".tt-quiz-input"), _rule(".tt-root")
    px_per_em = float(root["font-size"].removesuffix("px")) * _em(box["font-size"])
    border = 2 * float(re.search(r"(\d+)px", box["border"])[1]) / px_per_em
    inside = _em(box["width"]) - 2 * _em(box["padding"].split()[1]) - border
    text = WIDGET_MESSAGES.render("ui.quiz.placeholder", {}, lang)
    width, _, _ = TextToPath().get_text_width_height_descent(
        text, FontProperties(family="DejaVu Sans", size=100), False
    )
    assert width / 100 <= inside, f"{text!r} is {width / 100:.2f} em wide, the box holds {inside:.2f} em"
    # the box never leaves a narrow widget (a phone's 360 px): at most the row's width
    assert "100%" in box["width"] and _em(box["width"]) * px_per_em <= 330
