"""A move said in the reader's language: ``Action.describe(lang)`` of every game, what the
teacher's grid, a lesson's feedback and a class device's list of moves show. Each game's
moves read in Latvian, Finnish and Russian in the words its table's buttons use, from the
game's locale messages (``action.*``), never as the English."""

from __future__ import annotations

import importlib
import random

import pytest
from support.lessons import UNRENDERED
from support.words import english_left

from rules_engine import games
from rules_engine.i18n import LANGUAGES

#: moves kept of each kind of each game: a spread of quantities, cards and seats
PER_KIND = 12


def sampled_moves(name: str) -> list:
    """Legal moves of random positions of ``name`` at every table size it is played at
    (Siggil's solo game has moves of its own), up to PER_KIND of each kind: the same ones
    each run (seeded)."""
    cls, rng = games()[name], random.Random(name)
    kept: dict[str, dict] = {}
    for players in range(1, 7):
        for seed in range(6):
            try:
                game = cls(players=players, seed=seed)
            except ValueError:  # not played at this size
                break
            while not game.is_over and len(game.history) < 300:
                legal = game.legal_actions()
                for action in rng.sample(legal, len(legal)):
                    of_kind = kept.setdefault(action.kind, {})
                    if len(of_kind) < PER_KIND:
                        of_kind.setdefault(action, None)
                # half the time the rarest kind's move, so rare ones' positions come (a
                # Dukal led, then the discards onto it)
                rare = min(legal, key=lambda a: len(kept[a.kind]))
                game.apply(rare if rng.random() < 0.5 else rng.choice(legal))
    return [action for of_kind in kept.values() for action in of_kind]


@pytest.mark.parametrize("name", sorted(games()))
def test_every_kind_of_move_is_said_in_every_language(name):
    """Every kind of move of the game is sampled, and each reads in English and in the other
    three languages: fully rendered, not the English, no English word left in it."""
    moves = sampled_moves(name)
    assert {action.kind for action in moves} == {move.action.kind for move in games()[name].moves}
    for action in moves:
        english = action.describe("en")
        assert english and not UNRENDERED.search(english), (action, english)
        for lang in LANGUAGES[1:]:
            text = action.describe(lang)
            assert text and not UNRENDERED.search(text), (action, lang, text)
            assert text != english, (action, lang, text)
            assert english_left(text, english, lang) == set(), (action, lang, text)


@pytest.mark.parametrize("name", sorted(games()))
def test_a_move_is_said_by_the_games_locale_messages(name, monkeypatch):
    """The words are the translators' (``action.<kind>`` in the game's locale files): a
    translator's change to the Latvian file is what the grid then says. (A Ganjifa card
    played is said by its name alone, the card names' own table.)"""
    messages = importlib.import_module(f"rules_engine.{name}.messages").MESSAGES
    for action in sampled_moves(name):
        if (name, action.kind) == ("ganjifa", "play"):
            continue
        msg_id = "action." + action.kind.replace("_", "-")
        said = action.describe("lv")
        monkeypatch.setitem(messages.tables["lv"], msg_id, "«" + messages.template(msg_id, "lv") + "»")
        assert action.describe("lv") == f"«{said}»", (action, msg_id)
        monkeypatch.undo()
