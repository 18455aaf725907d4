"""A number that counts something is a ``plural`` in every language (house standard).

The translation audit of 2026-12-01 found the bugs where the English had a bare ``{n}``
("You hold {k} that count") and the translator wrote a fixed noun form after it ("1
подходящих", "ar 21 kauliņiem", "muut 1 noppaa"). ``Messages.problems()`` cannot see
those, so this test reads every template of every table in lv, fi and ru: a numeric
placeholder followed by a word must sit inside a plural of that same number. What is
truly not a count is listed below, each with its reason.
"""

from __future__ import annotations

import re

import pytest
from support.tables import all_tables

from rules_engine.i18n import LANGUAGES, _parse

#: parameters that name something rather than count it: the word after them is no plural
NOT_COUNTS = {
    # seats, by number: "Spēlētājs {seat} paņem" is a label, as "player 2" is
    **dict.fromkeys(
        (
            "seat",
            "_seat",
            "holder",
            "target",
            "bidder",
            "caller",
            "loser",
            "winner",
            "leader",
            "starter",
            "who",
            "_who",
        ),
        "a seat's number is its name",
    ),
    **dict.fromkeys(("name", "_name"), "a finished label (a seat or bot name), not a number"),
    "names": "the winners' names, joined (the end panel's headline)",
    "room": "a class room's code (K7P2)",
    "url": "the address students join at",
    **dict.fromkeys(("server", "origin"), "a web address (the class server's, a notebook site's)"),
    "options": "the names of options a game does not have, listed",
    **dict.fromkeys(("spirit", "family", "f", "suit"), "a family or suit is named by its number"),
    "set": "a set is named by its number (set 1)",
    "position": "a place in the sigil is named by its number",
    "number": "a Secret Number or card number is a value, not a count",
    "face": "a die face is a value (fours), not a count",
    "clue": "a clue is named by its number (#14)",
    "game": "a game's name",
    "type": "a Python type's name (input refusals)",
    "value": "the raw value a student passed in (input refusals)",
    "step": "the step's ordinal in 'step 2 of 5'",
    "at": "a place in the sigil",
    "exacto-lessons:before": "a probability before the learner saw the dice",
    "ganjifa:next": "the next seat's number",
    "widgets:discard": "a finished phrase (a 'Discard 3' button's words)",
    "tolerance": "the tolerance of a quiz answer, a measure",
    "one_in": "'one deal in 12.3': a mean, written with a decimal",
    "siggil-lessons:best": "the spirit the learner should have let go, named by its number",
    "deductio-lessons:best": "the likeliest Secret Number: a value (12 for player 1)",
    **dict.fromkeys(("p", "p_exact", "mean", "_mean", "strength"), "a probability, mean or strength: a measure"),
}

#: whole messages whose numbers are all names
NAMES_ONLY = {"widgets:ui.siggil.card": "a Siggil card's name: its number and family (5 рода 3)"}

#: words that may follow a count without being the counted noun ("3 no 5", «3 из 5»,
#: "3 jäljellä" = "3 left")
NOT_NOUNS = {
    "lv": {"no", "līdz", "un", "nav", "ar", "P", "izteikt"},
    "fi": {"ja", "ei", "asti", "on", "P", "jäljellä", "lisättynä", "valittu", "kädessä", "vangittu"}
    # in Finnish a numeral in an oblique case takes the noun in the singular of that case for
    # every number ("viidestä nopasta", "kuuden kortin", "neljällä kortilla"): no plural needed
    | {"nopasta", "luvusta", "kortista", "kortin", "kortilla", "korttiin", "jaossa", "tarkkuudella"},
    "ru": {"из", "до", "и", "против", "нет", "при", "с", "уже", "всё", "сделать"},
}

WORD = re.compile(r"^[\s\u00a0]+(\w+)")


def _bare_counts(parts, lang, table="", plurals=frozenset()):
    """(parameter, following text) for each numeric placeholder followed by a noun outside a
    plural of that parameter."""
    for i, part in enumerate(parts):
        if not (isinstance(part, tuple) and part[0] == "arg"):
            continue
        name, style, options = part[1], part[2], part[3]
        named = name in NOT_COUNTS or f"{table}:{name}" in NOT_COUNTS
        if style in (None, "number") and not named and name not in plurals:
            after = parts[i + 1] if i + 1 < len(parts) else None
            match = WORD.match(after) if isinstance(after, str) else None
            if match and match.group(1) not in NOT_NOUNS[lang]:
                yield name, after[:40]
        if isinstance(options, dict):
            inner = plurals | {name} if style == "plural" else plurals
            for sub in options.values():
                yield from _bare_counts(sub, lang, table, inner)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_count_before_a_noun_is_a_plural(lang):
    found = [
        f"{table.name}:{msg_id} {{{name}}}{after!r}"
        for table in all_tables()
        for msg_id, template in table.tables.get(lang, {}).items()
        if f"{table.name}:{msg_id}" not in NAMES_ONLY
        for name, after in _bare_counts(_parse(template), lang, table.name)
    ]
    assert found == []


def test_the_check_sees_a_bare_count_and_passes_a_plural():
    assert list(_bare_counts(_parse("остальные {unknown} кубиков дают"), "ru")) == [("unknown", " кубиков дают")]
    plural = "{n, plural, one {{n} кубик} few {# кубика} many {# кубиков} other {# кубика}} дают"
    assert list(_bare_counts(_parse(plural), "ru")) == []
    assert list(_bare_counts(_parse("Spēlētājs {seat} paņem"), "lv")) == []
