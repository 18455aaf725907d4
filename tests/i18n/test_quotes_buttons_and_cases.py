"""The kinds of defect the translation audit of 2026-12-02 found, each one a check over
every template (and rule text) in Latvian, Finnish and Russian:

* quotation marks are the language's own: „…“ (lv), ”…” (fi), «…» (ru);
* a button named in a sentence is named by its own label (fi ”Ota kaikki” for the button
  ”Ota kaikki vaakaan”);
* a card name the page fills in (nominative) is not put after a Finnish word that wants
  another case (”korteilla suvun 3 vitonen”, ”poistaa kortin suvun 3 vitonen”);
* two numbers do not meet («под духом 6 3 карты»);
* a finished seat label ({name}: "Игрок 1") is not named a player again («у игрока: Игрок 1»);
* a percentage has the no-break space the language writes (fi, ru: "50 %");
* one word for one thing: the Siggil layout is ”sinetti”, the Siggil bots catch and take
  («ловит», «отнимает»), and a Russian bid follows "at least" without a colon («P(хотя бы
  6 шестёрок)»). The Latvian checks are in test_latvian_terms.py.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support.tables import all_tables
from test_no_english_words import _texts

from rules_engine.i18n import LANGUAGES
from widgets.messages import WIDGET_MESSAGES

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]

#: (opening, closing) quotation marks per language, and the marks that are another's
QUOTES = {"lv": ("„", "“"), "fi": ("”", "”"), "ru": ("«", "»")}
FOREIGN_QUOTES = {"lv": "«»”", "fi": "„“«»", "ru": "„“”"}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_quotes_are_the_languages_own(lang):
    """«Вытянута карта „Открой секретное число“» among 1,300 messages with «…»."""
    found = [
        f"{where}: {text[max(0, m.start() - 20) : m.end() + 20]}"
        for where, text in _texts(lang)
        for m in re.finditer(f"[{FOREIGN_QUOTES[lang]}]", text)
    ]
    assert found == []


def _quoted(lang, text):
    opening, closing = QUOTES[lang]
    return re.findall(f"{re.escape(opening)}([^{re.escape(opening + closing)}]+){re.escape(closing)}", text)


#: the ids the front end puts on its buttons and controls: label(h("button"…), { text: id })
CONTROL_IDS = sorted(
    {
        m.group(1)
        for path in (ROOT / "widgets/js").rglob("*.js")
        if "tests" not in path.parts
        for m in re.finditer(r"\{ text: \"([a-z0-9.-]+)\"", path.read_text(encoding="utf-8"))
    }
)


def test_the_controls_are_found():
    assert {"ui.deductio.take-all", "ui.deductio.pass", "ui.siggil.pass", "ui.exacto.liar"} <= set(CONTROL_IDS)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_button_is_named_by_its_own_label(lang):
    """A quoted name that is the start of a button's label but not the label itself names a
    button the page does not have (fi ”Ota kaikki” for ”Ota kaikki vaakaan”)."""
    # a label's arrow or ellipsis is no part of its name ("Tālāk ▸" is „Tālāk“)
    labels = {WIDGET_MESSAGES.template(msg_id, lang).rstrip(" ▸…") for msg_id in CONTROL_IDS}
    found = [
        f"{where}: {quote!r}"
        for where, text in _texts(lang)
        for quote in _quoted(lang, text)
        if quote not in labels and any(label.startswith(quote + " ") for label in labels)
    ]
    assert found == []


#: Finnish words that put the noun after them in a case the page's nominative card name
#: ("suvun 3 vitonen") does not have: the adessive "korteilla", the accusative "kortin"…
FI_CASED = re.compile(
    r"\b(kortin|kortilla|korteilla|kortista|korteista|korttiin|kortteihin|kortille|korteille|korttia|kortteja)$"
)


def test_a_finnish_card_name_the_page_fills_in_follows_no_cased_word():
    """The widgets' {card} and {cards} are nominative names: after ”korteilla” or ”kortin”
    the sentence needs a colon or brackets (”(kortit: …)”, ”poistaa kortin: …”)."""
    found = []
    for msg_id, template in WIDGET_MESSAGES.tables["fi"].items():
        parts = WIDGET_MESSAGES.parts(template)
        for i, part in enumerate(parts):
            if isinstance(part, tuple) and part[0] == "arg" and part[1] in ("card", "cards") and part[2] is None:
                before = parts[i - 1] if i and isinstance(parts[i - 1], str) else ""
                if FI_CASED.search(before.rstrip()):
                    found.append(f"{msg_id}: …{before[-25:]}{{{part[1]}}}")
    assert found == []


#: formatters whose words end with a number: a spirit ("духом 6"), a set, a Siggil card
ENDS_WITH_A_NUMBER = re.compile(r"^(spirit|set|card)")


def _meetings(parts, siggil=False):
    """Placeholders that follow another with nothing but a space between: two numbers meet
    when the first ends with a number (a bare one, or a spirit's, a set's, a Siggil card's)
    and the second opens with its own (a plural's #)."""
    for i in range(len(parts) - 2):
        first, gap, second = parts[i], parts[i + 1], parts[i + 2]
        if not (isinstance(first, tuple) and first[0] == "arg" and isinstance(gap, str) and not gap.strip()):
            continue
        style = first[2]
        if not (
            style in (None, "number") or (ENDS_WITH_A_NUMBER.match(style or "") and (siggil or "card" not in style))
        ):
            continue
        if isinstance(second, tuple) and second[0] == "arg" and second[2] == "plural":
            opens = [branch[0] for branch in second[3].values() if branch]
            if any(isinstance(b, tuple) and b[0] == "hash" for b in opens):
                yield f"{{{first[1]}}}{gap}{{{second[1]}, plural…#…}}"
    for part in parts:
        if isinstance(part, tuple) and part[0] == "arg" and isinstance(part[3], dict):
            for sub in part[3].values():
                yield from _meetings(sub, siggil)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_two_numbers_do_not_meet(lang):
    """«под {spirit, spirit_ins} {held, plural, …# карты}» reads «под духом 6 3 карты»."""
    found = [
        f"{table.name}:{msg_id}: {meeting}"
        for table in all_tables()
        for msg_id, template in table.tables.get(lang, {}).items()
        for meeting in _meetings(table.parts(template), table.name.startswith("siggil"))
    ]
    assert found == []


#: the word for a player, in any case, then a finished seat label
SEAT_AGAIN = re.compile(r"(?i)\b(player|pelaaja\w*|spēlētāj\w*|игрок\w*)\W{0,3}\{_?name\}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_finished_seat_label_is_not_named_a_player_again(lang):
    """{name} is "Игрок 1": «у игрока: {name}» reads «у игрока: Игрок 1»."""
    found = [f"{where}: {m.group(0)}" for where, text in _texts(lang) for m in SEAT_AGAIN.finditer(text)]
    assert found == []


#: one player's word before a list of seats: "spēlētājs {winners, numbers}" reads "spēlētājs 1, 2"
ONE_PLAYER_MANY_SEATS = re.compile(r"(?i)\b(player|pelaaja|spēlētājs|игрок) \{\w+, numbers\}")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_seats_in_a_list_are_named_in_the_plural_they_need(lang):
    """A tie's winners: „uzvar spēlētāji 1 un 2“ ({winners, players}), not „spēlētājs 1, 2“."""
    found = [f"{where}: {m.group(0)}" for where, text in _texts(lang) for m in ONE_PLAYER_MANY_SEATS.finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["fi", "ru"])
def test_a_percentage_has_a_no_break_space(lang):
    """A percentage is written as rules_engine.i18n writes one: "P = 50\u00a0%" in Finnish and
    Russian, not "P = 50%" (Latvian writes 50%). A quiz's "type 35 %" keeps the space a
    student types."""
    found = [f"{where}: {m.group(0)}" for where, text in _texts(lang) for m in re.finditer(r"(\d|\})%", text)]
    assert found == []


#: (pattern, where it applies, the one word)
DRIFT = {
    "fi": {
        r"\bSigil\w*": ("", "the Siggil layout is ”sinetti” (the seed, and 19 other texts)"),
        r"\bvarastuks\w*": ("", "”varkaus” or ”varastaminen”: ”varastus” is no word"),
        r"\bvähiten paikkansapitäv\w*": ("", "”the least of my true clues”, not ”of my least true clues”"),
    },
    "ru": {
        r"\bзахват\w*|\bкраж\w*|\bкрад\w*|\bперехват\w*": ("siggil", "духов ловят, отнимают и снова ловят"),
        r"\bраскладк\w*": ("siggil", "the layout is a «схема» («по схеме «пирамиды»»)"),
        r"\bпропуст\w*": ("widgets:ui.deductio", "Deductio's pass is «отказаться», as its refusals and log say"),
        # «P(не меньше: 6 шестёрок)»: a bid is said after the words, «P(хотя бы 6 шестёрок)»
        r"(не меньше|не больше|хотя бы|ровно):[\s\u00a0]*\{\w+, bid\}|(не меньше|хотя бы|ровно): \{bid\}": (
            "",
            "«P(хотя бы 6 шестёрок)», «P(ровно 2 двойки)»: a bid needs no colon",
        ),
    },
}


@pytest.mark.parametrize(("lang", "pattern"), [(lang, p) for lang, table in DRIFT.items() for p in table])
def test_one_word_for_one_thing(lang, pattern):
    prefix, why = DRIFT[lang][pattern]
    found = [
        f"{where}: {m.group(0)}"
        for where, text in _texts(lang)
        if where.startswith(prefix)
        for m in re.finditer(pattern, text)
    ]
    assert found == [], why
