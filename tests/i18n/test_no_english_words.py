"""No English game word and no raw option id on a Latvian, Finnish or Russian page.

The 2026-12-01 audit found "LIAR" in the Exacto bots' Why? ("tas sauc LIAR", «говорит LIAR»)
and the variant ids ``bid_ones`` / ``perudo`` in lesson prose, where a class reads them as
code. The words are listed beside each game's catalog (``FOREIGN_WORDS``) with the languages
that have their own; every message table and rule text of every game is read.
"""

from __future__ import annotations

import pytest
from support.tables import all_tables
from support.words import foreign_words

from rules_engine import games
from rules_engine.i18n import LANGUAGES


def _texts(lang):
    """(where, text) for every template and rule text in ``lang``."""
    for table in all_tables():
        for msg_id, template in table.tables.get(lang, {}).items():
            yield f"{table.name}:{msg_id}", template
    for name, cls in games().items():
        catalog = getattr(cls, "catalog", None)
        for rule, (title, text) in (catalog._texts.get(lang, {}) if catalog else {}).items():
            yield f"{name} catalog:{rule}", f"{title} {text}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_english_game_word_or_raw_id(lang):
    pattern = foreign_words(lang)
    found = [f"{where}: {match.group(1)}" for where, text in _texts(lang) for match in pattern.finditer(text)]
    assert found == []


def test_the_bots_why_names_the_call_in_the_seed_words():
    """exacto:bot.method.* (the Why? before the cups are lifted): «ЛЖЕЦ», „MELIS“, VALEHTELIJA."""
    from rules_engine.exacto.messages import MESSAGES

    assert "«ЛЖЕЦ»" in MESSAGES.render("bot.method.probability", {}, "ru")
    assert "„MELIS“" in MESSAGES.render("bot.method.cautious", {}, "lv")
    assert "VALEHTELIJA" in MESSAGES.render("bot.method.probability", {}, "fi")
