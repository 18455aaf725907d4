"""The locale files are standard ICU MessageFormat (widgets/js/tests/i18n_icu_strict.test.js parses
every one with FormatJS's strict parser), and tools/icu_standard.py, the converter kept for
keys written the old way, has nothing left to do. What the renderer reads of the standard:
derived placeholders (``{card_acc}``, made with the table's formatter from ``card``), a chance
as ``{p, number, percent}`` and ICU's quoting, each rendered as the old syntax was."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from rules_engine.i18n import MessageError, derivation, format_chance, parameters, placeholders, render

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    """tools/icu_standard.py (a script, in no package): imported once by its path."""
    if "icu_standard" not in sys.modules:
        spec = importlib.util.spec_from_file_location("icu_standard", ROOT / "tools" / "icu_standard.py")
        module = sys.modules["icu_standard"] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return sys.modules["icu_standard"]


def test_the_converter_finds_every_locale_file_and_has_nothing_left_to_convert():
    tool = _tool()
    files = tool.locale_files()
    folders = {str(f.parent.relative_to(ROOT)) for f in files}
    assert {"rules_engine/locale", "widgets/locale", "tabletop_tutor_classroom/locale", "apps/locale"} <= folders
    assert not any(f.name.startswith("en.descriptions") for f in files)
    left = {str(f.relative_to(ROOT)): tool.convert_file(f, write=False) for f in files}
    assert {f: keys for f, keys in left.items() if keys} == {}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Play {card, card_acc}.", "Play {card_acc}."),
        ("{played, card} beats {lead, suit_gen}", "{played_card} beats {lead_suit_gen}"),
        ("{card, card} is out", "{card_text} is out"),
        ("P = {p, pct}, {q, percent}", "P = {p, number, percent}, {q, number, percent}"),
        ("{x, number, 2} / {n, plural, one {# {face, counts_for}} other {# dice}}", None),
        (
            "{name, select, search {a} search-strong {b} other {{name}}}",
            "{name, select, search {a} search_strong {b} other {{name}}}",
        ),
        ("The '{kind}' action; don't", "The ''{kind}'' action; don't"),
        ("{f, select, card {'card'} other {x}}", "{f, select, card {'card''} other {x}}"),
        ("{n, plural, other {'# left'}}", "{n, plural, other {''# left''}}"),
    ],
)
def test_the_converter_writes_each_old_form_in_icu_and_a_second_run_changes_nothing(old, new):
    convert = _tool().convert
    if new is None:  # the plural stays, its inner formatter is converted
        new = "{x, number, ::.00} / {n, plural, one {# {face_counts_for}} other {# dice}}"
    assert convert(old) == new
    assert convert(new) == new


def test_the_converter_names_a_message_it_cannot_read():
    with pytest.raises(_tool().ConvertError, match="unclosed"):
        _tool().convert("{n, plural, one {# die}")


def test_a_converted_message_renders_as_the_old_one_did():
    """The same formatter makes the same words: {card_acc} is card_acc(card), {card_text}
    card(card), {p, number, percent} format_chance(p)."""
    formatters = {"card": lambda c, lang: f"<{c}:{lang}>", "card_acc": lambda c, lang: f"[{c}:{lang}]"}
    convert = _tool().convert
    for old in ("{card, card} / {card, card_acc} / {played, card_acc}", "P = {p, pct}", "The '{kind}' action"):
        params = {"card": 3, "played": 4, "p": 0.0867, "kind": "bid"}
        want = {
            "The '{kind}' action": "The 'bid' action",
            "P = {p, pct}": f"P = {format_chance(0.0867, 'fi')}",
        }.get(old) or "<3:fi> / [3:fi] / [4:fi]"
        assert render(convert(old), params, "fi", formatters) == want


def test_a_derived_placeholder_reads_back_as_its_parameter_and_formatter():
    names = ("card", "card_acc", "suit", "suit_gen", "counts_for")
    assert derivation("card_acc", names) == ("card", "card_acc")
    assert derivation("played_card_acc", names) == ("played", "card_acc")
    assert derivation("lead_suit_gen", names) == ("lead", "suit_gen")
    assert derivation("card_text", names) == ("card", "card")
    assert derivation("face_counts_for", names) == ("face", "counts_for")
    assert derivation("seat", names) is None and derivation("cards", names) is None
    assert parameters("{played_card_acc} and {card_text} by {seat}", names) == {"played", "card", "seat"}
    with pytest.raises(MessageError, match="played_card"):
        render("{played_card}", {}, "en", {"card": str})


def test_a_number_skeleton_gives_the_decimals_the_old_count_gave():
    for old, new in (("{x, number, 2}", "{x, number, ::.00}"), ("{x, number, 0}", "{x, number, ::precision-integer}")):
        assert _tool().convert(old) == new
        assert render(new, {"x": 2.345}, "ru") == render(old, {"x": 2.345}, "ru")
    assert render("{x, number, ::.0000}", {"x": 0.15301}, "fi") == "0,1530"
    with pytest.raises(MessageError, match="::currency/EUR"):
        render("{x, number, ::currency/EUR}", {"x": 1}, "en")


def test_icu_quoting_renders_an_apostrophe_and_a_quoted_brace():
    assert render("The ''{kind}'' action; don't", {"kind": "bid"}, "en") == "The 'bid' action; don't"
    assert render("'{'literal'}' and {n, plural, other {'#' is #}}", {"n": 3}, "en") == "{literal} and # is 3"
    assert placeholders("'{'kind'}'") == set()
