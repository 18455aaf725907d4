"""The class pages' table in words: every state and public frame carries its view as
labelled lines (rules_engine.view_lines) in the room's language, label and value words
from the game's own message table, so a Latvian, Finnish or Russian class in front of the
projector reads no engine key ("face up", "clue deck") and no raw data (JSON, ids)."""

from __future__ import annotations

import random
import re

import pytest

from rules_engine.bots import make_bot
from rules_engine.core import games
from rules_engine.i18n import LANGUAGES, placeholders
from rules_engine.view_lines import view_lines
from tabletop_tutor_classroom.room import Room, public_view
from tabletop_tutor_classroom.storage import RoomRecord, SeatRecord, SQLiteStorage

NAMES = ["Anna", "Ben", "Cleo", "Dana"]
#: raw data on a page: JSON's brackets and quotes, Python's and JSON's literals
RAW = re.compile(r'[{}\[\]"]|\b(None|null|True|False|true|false)\b')
#: the deals the lines are read at: each game's seats, Siggil's solo game (its level)
DEALS = [("exacto", 3, {}), ("ganjifa", 3, {}), ("deductio", 3, {}), ("siggil", 3, {}), ("siggil", 1, {})]


def engine_words(value, found=None) -> set[str]:
    """Every key and text of a view, at any depth: the engine's ids ("rama", "face_up")."""
    found = set() if found is None else found
    if isinstance(value, dict):
        for key, item in value.items():
            found.add(key)
            engine_words(item, found)
    elif isinstance(value, list):
        for item in value:
            engine_words(item, found)
    elif isinstance(value, str):
        found.add(value)
    return found


def room_for(game) -> Room:
    storage = SQLiteStorage(":memory:")
    seats = [SeatRecord(s, NAMES[s], f"digest-{s}") for s in range(game.players)]
    record = RoomRecord("ROOM", game.name, game.players, game.seed, dict(game.options), "en", {}, seats=seats)
    return Room(record, storage, bots={}, game=game)


def frames_of_a_game(name: str, players: int, options: dict, lang: str, seed: int):
    """Every few moves of a game random bots play: each seat's plain-page frame and the
    projector's frame, with the view it was drawn from."""
    game = games()[name](players=players, seed=seed, **options)
    room = room_for(game)
    room.record.lang = lang
    bot, rng = make_bot(name, "random"), random.Random(seed)
    while True:
        if len(game.history) % 4 == 0 or game.is_over:
            for seat in range(game.players):
                yield game.view(seat), room.frame(seat)
            yield public_view(game), room.public_frame(lang)
        if game.is_over:
            return
        game.apply(bot.choose(game.view(game.current_player), game.legal_actions(), rng))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players", "options"), DEALS, ids=[f"{g}-{p}" for g, p, _ in DEALS])
def test_every_line_is_in_the_rooms_words_with_no_engine_key_or_raw_value(game, players, options, lang):
    table = games()[game].messages
    plain = [mid for mid in table.ids if mid.startswith("view.") and not placeholders(table.template(mid))]
    labels = {table.render(mid, {}, lang): mid for mid in plain}
    english = {mid: table.render(mid, {}, "en") for mid in labels.values()}
    seen = set()
    for seed in (1, 2):
        for view, frame in frames_of_a_game(game, players, options, lang, seed):
            assert frame["lines"], frame["type"]
            ids = {w for w in engine_words(view) if re.fullmatch(r"[a-z][a-z_-]{2,}", w)}
            for line in frame["lines"]:
                label, value = line["label"], line["value"]
                assert label in labels, (lang, label)  # a word of the game's table
                assert value and not RAW.search(value), (label, value)
                seen.add(line["key"])
                if lang != "en":
                    # translated, and no raw key or id: "face up", "rama", "pyramids"
                    assert label != english[labels[label]], (lang, label)
                    assert label.lower() != line["key"].replace("_", " ")
                    words = set(re.findall(r"[\w-]+", value))
                    assert not words & ids, (lang, label, value, words & ids)
    # the lines speak of the table's parts, not of a few of them
    assert len(seen) >= 6, seen


@pytest.mark.parametrize(("game", "players", "options"), DEALS, ids=[f"{g}-{p}" for g, p, _ in DEALS])
def test_the_lines_are_the_same_in_every_redrawn_world(game, players, options):
    """Hidden stays hidden: a seat's lines (and the projector's) are the same whatever the
    hidden parts hold (``resample_hidden``: the same history, every secret but the seat's
    redrawn), and the proof can fail: the seat's own secret is in its lines."""
    cls = games()[game]
    world = cls(players=players, seed=5, **options)
    bot, rng = make_bot(game, "random"), random.Random(5)
    own_differs = False
    for _ in range(12):
        if world.is_over:
            break
        for seat in range(world.players):
            redrawn = world.resample_hidden(seat, random.Random(seat))
            for lang in LANGUAGES:
                lines = view_lines(game, world.view(seat), lang, NAMES)
                assert view_lines(game, redrawn.view(seat), lang, NAMES) == lines
                assert view_lines(game, public_view(redrawn), lang, NAMES) == view_lines(
                    game, public_view(world), lang, NAMES
                )
            other = (seat + 1) % world.players
            own_differs |= view_lines(game, redrawn.view(other), "en", NAMES) != view_lines(
                game, world.view(other), "en", NAMES
            )
        world.apply(bot.choose(world.view(world.current_player), world.legal_actions(), rng))
    # Siggil redraws only the face-down cards of the sigil, which no seat sees (a hand was
    # taken face up, so it is private, not unknowable): no seat's lines can differ there
    if players > 1 and game != "siggil":
        assert own_differs  # another seat's lines show what the redraw changed


#: the view part each game hides from the other seats, and the line the teacher reads it in
SECRET = {"exacto": "dice", "ganjifa": "hands", "deductio": "numbers", "siggil": "hands"}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", sorted(SECRET))
def test_the_teachers_reveal_all_reads_every_seats_secret_by_name_and_the_projector_none(name, lang):
    """Reveal-all (the teacher's own page) names each seat's hidden part in the room's words
    ("Anna: 1 2 3 5 6 · Ben: ..."); the projector's public lines have no such line at all."""
    game = games()[name](players=3, seed=5)
    room = room_for(game)
    room.record.lang = lang
    every = [line for line in room.revealed(lang)["lines"] if line["key"] == SECRET[name]]
    assert len(every) == 1, every
    value = every[0]["value"]
    for seat in range(3):
        assert f"{NAMES[seat]}: " in value
    assert not RAW.search(value)
    if name == "deductio":  # the numbers themselves, each after its seat's name
        assert all(f"{NAMES[s]}: {n}" in value for s, n in enumerate(game.view(None)["numbers"]))
    assert SECRET[name] not in {line["key"] for line in room.public_frame(lang)["lines"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bot_on_a_class_seat_is_named_as_the_tables_name_it(lang):
    """A bot's seat reads as the tables name that bot in the room's language ("balanced
    (bot)", "tasapainoinen botti"), never its id ("probability")."""
    game = games()["exacto"](players=3, seed=5)
    room = room_for(game)
    room.bots = {2: make_bot("exacto", "probability")}
    name = room.who(2, lang)
    assert "probability" not in name and "botti botti" not in name
    assert name.startswith({"en": "balanced", "lv": "līdzsvarots", "fi": "tasapainoinen", "ru": "уравновешенный"}[lang])
