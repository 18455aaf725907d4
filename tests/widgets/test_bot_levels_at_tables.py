"""The bot levels at the tables: every table takes ``bots="beginner"`` / ``"medium"`` /
``"strong"`` (Ganjifa: ``opponents=``), names the seat by its level in the page's language,
and its Why? says how the bot plays (``bot.method.<level>``) in every language."""

from __future__ import annotations

import pytest

from rules_engine.bots import LEVELS
from rules_engine.i18n import LANGUAGES
from widgets import DeductioTable, ExactoTable, GanjifaTable, SiggilTable
from widgets.messages import BOT_NAMES

TABLES = {
    "exacto": lambda level, lang: ExactoTable(players=3, seed=4, bots=level, bot_delay_ms=700, language=lang),
    "deductio": lambda level, lang: DeductioTable(players=2, seed=4, bots=level, bot_delay_ms=700, language=lang),
    "siggil": lambda level, lang: SiggilTable(players=2, seed=4, bots=level, bot_delay_ms=700, language=lang),
    "ganjifa": lambda level, lang: GanjifaTable(seed=4, opponents=level, bot_delay_ms=700, language=lang),
}


@pytest.mark.parametrize("game", sorted(TABLES))
@pytest.mark.parametrize("level", LEVELS)
def test_a_table_seats_a_level_by_name_and_explains_its_method(game, level):
    table = TABLES[game](level, "en")
    seats = [s for s in table.seat_info if s["bot"] is not None]
    assert seats and all(s["bot"] == level for s in seats)
    assert all(bot.name == level for bot in table.bots.values())
    seat = seats[0]["seat"]
    method = table.bot_method(seat)
    assert method.id == f"bot.method.{level}", method
    texts = {}
    for lang in LANGUAGES:
        table.update_settings(language=lang)
        assert [s["bot"] for s in table.seat_info if s["bot"]] == [BOT_NAMES[game][lang][level]] * len(seats)
        texts[lang] = table.say(method)
    assert len(set(texts.values())) == len(LANGUAGES), texts
