"""A bot seat is named after the bot the teacher chose: its own name in the reader's language (``widgets.messages.bot_name`` of the exact id
the teacher typed, never the level or class that plays it), on every page a reader has in
their own language; and the teacher's page is told the id itself, the word the teacher
typed, so "2:probability" is recognisable there."""

from __future__ import annotations

import pytest

from rules_engine.i18n import LANGUAGES
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from tabletop_tutor_classroom.room import Room
from tabletop_tutor_classroom.storage import SQLiteStorage
from widgets.messages import bot_name


def opened(bots: dict[int, str], lang: str = "en") -> Room:
    return Room.open(SQLiteStorage(":memory:"), "ROOM", "exacto", 3, bots, lang)


def named(bot: str, lang: str) -> str:
    return CLASS_MESSAGES.render("c.bot-name", {"name": bot_name("exacto", bot, lang)}, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("bot", ["probability", "strong", "cautious", "random"])
def test_a_bot_seat_is_the_bot_the_teacher_chose_in_the_readers_language(bot, lang):
    room = opened({2: bot}, lang="lv")  # the room's language is not the reader's
    assert room.who(2, lang) == named(bot, lang)
    # every page a reader has: a seat's plain page, the projector, the teacher's roster
    assert room.frame(0, lang=lang)["seats"][2]["name"] == named(bot, lang)
    assert room.public_frame(lang)["seats"][2]["name"] == named(bot, lang)
    assert room.roster(lang)["seats"][2]["name"] == named(bot, lang)


def test_the_teacher_is_told_the_id_they_typed():
    room = opened({2: "probability"})
    seats = room.roster()["seats"]
    assert seats[2]["bot_id"] == "probability" and seats[2]["name"] == "balanced (bot)"
    assert seats[0]["bot_id"] is None
    # a level is the level's name, though the same bot class plays it as "probability"
    assert opened({2: "strong"}).roster()["seats"][2] | {"you": False} == {
        "seat": 2,
        "name": "strong (bot)",
        "bot": True,
        "bot_id": "strong",
        "you": False,
    }


def test_a_seat_the_teacher_gives_a_bot_later_is_named_alike():
    room = opened({2: "probability"})
    room.join("Anna")
    room.join("Ben")
    room.kick(1)
    room.seat_bot(1, "bold")
    assert room.who(1, "en") == "bold (bot)"
    assert room.roster("fi")["seats"][1]["name"] == named("bold", "fi")
    assert room.roster()["seats"][1]["bot_id"] == "bold"
