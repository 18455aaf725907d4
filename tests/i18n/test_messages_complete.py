"""Every game's sentences exist in every language, with the same placeholders as the
English and the plural forms each language needs; every event and refusal of random
games renders in every language, and never as the English."""

from __future__ import annotations

import random

import pytest

from rules_engine import IllegalAction, games
from rules_engine.i18n import LANGUAGES

GAMES = sorted(name for name, cls in games().items() if cls.messages is not None)


@pytest.mark.parametrize("name", GAMES)
def test_every_message_exists_in_every_language(name):
    assert games()[name].messages.problems() == []


def _uses(game_cls) -> set[str]:
    """Message ids the engine's source names: ``_event(kind, rule, "id")``,
    ``_refuse(rule, "id")`` and ``Msg("id")``."""
    import ast
    import inspect

    position = {"_event": 2, "_refuse": 1, "Msg": 0}
    found = set()
    for node in ast.walk(ast.parse(inspect.getsource(inspect.getmodule(game_cls)))):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            i = position.get(name)
            if i is not None and len(node.args) > i and isinstance(node.args[i], ast.Constant):
                found.add(node.args[i].value)
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_event_and_refusal_renders_in_every_language(name):
    cls = games()[name]
    rng = random.Random(3)
    seen: set[str] = set()
    for seed in range(8):
        game = cls(seed=seed)
        while True:
            for event in game.log[-12:]:
                seen.add(event.msg)
                english = event.render("en")
                for lang in LANGUAGES[1:]:
                    text = event.render(lang)
                    assert text and text != english, (lang, event.msg, text)
            if game.is_over:
                break
            for wrong in rng.sample(_probes(game), 2):
                try:
                    game.check(wrong)
                except IllegalAction as err:
                    if err.msg is not None:
                        seen.add(err.msg.id)
                        assert all(err.render(lang) != err.message for lang in LANGUAGES[1:]), err.msg
            game.apply(rng.choice(game.legal_actions()))
    assert seen - {None}, "events were rendered"


def _probes(game):
    legal = [a.to_json() for a in game.legal_actions()]
    return [
        *legal[:1],
        {"kind": "bid", "quantity": 99, "face": 4},
        {"kind": "bid", "quantity": 1, "face": 1},
        {"kind": "liar"},
        {"kind": "play", "card": {"suit": "rama", "rank": "raja"}},
    ]


@pytest.mark.parametrize("name", GAMES)
def test_every_message_the_engine_names_is_in_its_table(name):
    cls = games()[name]
    used = _uses(cls)
    assert used, "the engine names its messages"
    assert used <= set(cls.messages.ids), used - set(cls.messages.ids)


def test_every_message_table_is_complete_in_every_language():
    """The core's, every game's and the widgets' tables: every id in en, lv, fi, ru with
    the English placeholders and each language's plural forms."""
    import widgets  # noqa: F401 - registers the widgets' table
    from rules_engine.i18n import _TABLES

    tables = {name: t for name, t in _TABLES.items() if not name.startswith("test-")}
    assert {"core", "widgets", *GAMES} <= set(tables)
    problems = {name: t.problems() for name, t in tables.items()}
    assert problems == {name: [] for name in tables}
