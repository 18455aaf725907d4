"""Every rule of every registered game can be read in every language the page offers: each
catalog has each rule id in en, lv, fi and ru, with a title and a text, the text its own
(not the English shown again as a fallback)."""

from __future__ import annotations

import pytest

from rules_engine import games
from rules_engine.i18n import LANGUAGES

GAMES = sorted(games())


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_is_written_in_every_language(name):
    catalog = games()[name].catalog
    assert set(LANGUAGES) <= set(catalog.languages), catalog.languages
    for lang in LANGUAGES[1:]:
        for rule in catalog.ids:
            title, text = catalog.title(rule, lang), catalog.text(rule, lang)
            assert title.strip() and text.strip(), (lang, rule)
            # A missing entry falls back to the English: a text of its own proves it is there.
            assert text != catalog.text(rule, "en"), (lang, rule)


@pytest.mark.parametrize("name", GAMES)
def test_every_language_names_only_rules_of_the_game(name):
    catalog = games()[name].catalog
    for lang in LANGUAGES:
        assert [r["rule"] for r in catalog.to_json(lang)] == catalog.ids
        assert set(catalog._texts[lang]) == set(catalog.ids), lang


@pytest.mark.parametrize("name", GAMES)
def test_titles_are_translated_too(name):
    """Titles too are the language's own (a name is marked the language's way: «EXACTO»,
    Dukal-sarja), so a rule list never shows an English title among translated ones."""
    catalog = games()[name].catalog
    for lang in LANGUAGES[1:]:
        same = [r for r in catalog.ids if catalog.title(r, lang) == catalog.title(r, "en")]
        assert not same, (lang, same)
