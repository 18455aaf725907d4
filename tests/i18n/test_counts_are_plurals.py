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

from rules_engine.i18n import LANGUAGES, Messages, _parse

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
    **dict.fromkeys(("set", "set_number"), "a set is named by its number (set 1)"),
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
    "classroom:bid": 'a bid already in words, its count declined ("7 sixes", "7 шестёрок")',
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
        for name, after in _bare_counts(table.parts(template), lang, table.name)
    ]
    assert found == []


def test_the_check_sees_a_bare_count_and_passes_a_plural():
    assert list(_bare_counts(_parse("остальные {unknown} кубиков дают"), "ru")) == [("unknown", " кубиков дают")]
    plural = "{n, plural, one {{n} кубик} few {# кубика} many {# кубиков} other {# кубика}} дают"
    assert list(_bare_counts(_parse(plural), "ru")) == []
    assert list(_bare_counts(_parse("Spēlētājs {seat} paņem"), "lv")) == []


# -- a count after a label ("trophies: {n}") --------------------------------------------
#
# The 2026-12-02 audit: 38 messages still wrote a count as a form's field, «трофеев: 2»,
# «неизвестно битов: 2,3», "Voitit: vangittuja henkiä: 7", where the English counts the
# thing ("{bits} bits unknown", "{n, plural, one {# die is hidden}…}"). The check above reads
# the word after a number only, so a noun before it slipped through.

#: English words after a number that are not the counted noun ("{n} of {m}", "{n} captured")
EN_NOT_NOUNS = {"of", "to", "and", "or", "in", "for", "is", "are", "P", "left", "more", "captured", "x"}
#: parameters that are no count even after a label: a finished name or bid
NOT_COUNTS_AFTER_A_LABEL = {"bot": "a bot's name (Cautious bot)", "bid": "a bid's finished words"}
#: where a label starts: a sentence's start, or inside a sentence (a bracket, ; — ,), or
#: after another label's colon ("You won: spirits captured: 7")
_BOUNDARY = re.compile(r"[(;:—,.!?·]")


def _english_counts(template: str, table: Messages | None = None) -> set[str]:
    """The parameters the English uses as counts: inside a plural of their own, or right
    before a noun ("it uncovers {uncovers} cards")."""
    found: set[str] = set()

    def walk(parts):
        for i, part in enumerate(parts):
            if not (isinstance(part, tuple) and part[0] == "arg"):
                continue
            if part[2] == "plural":
                found.add(part[1])
            elif part[2] in (None, "number"):
                after = parts[i + 1] if i + 1 < len(parts) else None
                match = WORD.match(after) if isinstance(after, str) else None
                if match and match.group(1) not in EN_NOT_NOUNS:
                    found.add(part[1])
            if isinstance(part[3], dict):
                for sub in part[3].values():
                    walk(sub)

    walk(table.parts(template) if table is not None else _parse(template))
    return found


def _source(parts) -> str:
    return "".join(p if isinstance(p, str) else f"{{{p[1]}}}" if p[0] == "arg" else "#" for p in parts)


def _counts_after_a_label(parts, lang, table="", plurals=frozenset()):
    """(parameter, label, where) for each numeric placeholder right after "label:" and outside
    a plural of itself; ``where`` is "start" (the label opens the sentence), "inner" (it sits
    in a bracket or after a comma, dash or semicolon) or "second" (after another label)."""
    for i, part in enumerate(parts):
        if not (isinstance(part, tuple) and part[0] == "arg"):
            continue
        name, style, options = part[1], part[2], part[3]
        skip = name in NOT_COUNTS or f"{table}:{name}" in NOT_COUNTS or name in NOT_COUNTS_AFTER_A_LABEL
        before = _source(parts[:i])
        after = parts[i + 1] if i + 1 < len(parts) and isinstance(parts[i + 1], str) else ""
        word = WORD.match(after)
        if (
            style in (None, "number")
            and not skip
            and name not in plurals
            and re.search(r":[\s\u00a0]*$", before)
            and not after.startswith("/")  # a fraction, 4/8
            and not (word and word.group(1) in NOT_NOUNS[lang])
        ):
            label = before.rstrip()[:-1]
            bounds = list(_BOUNDARY.finditer(label))
            where = "start" if not bounds or bounds[-1].group() in ".!?·" else "inner"
            where = "second" if bounds and bounds[-1].group() == ":" else where
            yield name, label[bounds[-1].end() if bounds else 0 :].strip(), where
        if isinstance(options, dict):
            inner = plurals | {name} if style == "plural" else plurals
            for sub in options.values():
                yield from _counts_after_a_label(sub, lang, table, inner)


def _plural_names(table) -> set[str]:
    """The parameters some template of the table (in any language) puts in a plural: counts."""
    found: set[str] = set()

    def walk(parts):
        for part in parts:
            if isinstance(part, tuple) and part[0] == "arg" and isinstance(part[3], dict):
                if part[2] == "plural":
                    found.add(part[1])
                for sub in part[3].values():
                    walk(sub)

    for words in table.tables.values():
        for template in words.values():
            walk(table.parts(template) if table is not None else _parse(template))
    return found


def _labelled_counts(lang):
    """(message, parameter, label, where, whether the English counts it) for every count
    after a label; a parameter no template of the table counts is a name ({known}, {_mine})."""
    for table in all_tables():
        english, counts_here = table.tables["en"], _plural_names(table)
        for msg_id, template in table.tables.get(lang, {}).items():
            if f"{table.name}:{msg_id}" in NAMES_ONLY:
                continue
            counts = _english_counts(english[msg_id], table)
            for name, label, where in _counts_after_a_label(table.parts(template), lang, table.name):
                if name in counts or name in counts_here:
                    yield f"{table.name}:{msg_id}", name, label, where, name in counts


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_count_the_english_counts_is_no_label(lang):
    """«Скрыто от вас кубиков: 14» for "14 dice are hidden from you": where the English
    counts a thing, the translation does too, with a plural."""
    found = [
        f"{where} {{{name}}} after {label!r}" for where, name, label, _, counted in _labelled_counts(lang) if counted
    ]
    assert found == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_count_is_no_second_label(lang):
    """ "Voitit: vangittuja henkiä: 7": a label after a label reads as a form; the sentence
    counts ("Voitit: vangitsit 7 henkeä")."""
    found = [
        f"{where} {{{name}}} after {label!r}"
        for where, name, label, kind, _ in _labelled_counts(lang)
        if kind == "second"
    ]
    assert found == []


def test_russian_counts_no_label_inside_a_sentence():
    """«(трофеев: 2)», «(кандидатов у этого игрока: 2)»: in a Russian sentence a count is a
    plural, «(уже 2 трофея)»; a label may only open a line («Сброс: 5», «Духов для победы: 7»)."""
    found = [
        f"{where} {{{name}}} after {label!r}"
        for where, name, label, kind, _ in _labelled_counts("ru")
        if kind != "start"
    ]
    assert found == []


def test_the_label_check_sees_a_label_and_passes_a_plural():
    labelled = list(_counts_after_a_label(_parse("Вы победили: поймано духов: {n}"), "ru"))
    assert labelled == [("n", "поймано духов", "second")]
    assert list(_counts_after_a_label(_parse("как трофей (трофеев: {n})"), "ru")) == [("n", "трофеев", "inner")]
    assert list(_counts_after_a_label(_parse("Сброс: {n}"), "ru")) == [("n", "Сброс", "start")]
    plural = "Вы победили: вы поймали {n, plural, one {# духа} few {# духов} many {# духов} other {# духа}}"
    assert list(_counts_after_a_label(_parse(plural), "ru")) == []
    assert list(_counts_after_a_label(_parse("которых {free}: {places}/{free}"), "ru")) == []
    assert _english_counts("{bits} bits unknown") == {"bits"}
    assert _english_counts("Trophies: {n}") == set()
