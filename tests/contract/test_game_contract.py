"""The contract every registered game meets (rules_engine/core.py), checked by random
simulation: playouts reach the end, illegal actions leave the state untouched, no seat
ever sees what it must not, and games survive JSON, replay and undo."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine import IllegalAction, games
from rules_engine.core import Game

GAMES = sorted(games())
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
FEW = settings(max_examples=25, deadline=None)


def snapshot(game: Game):
    """Everything observable about a game, for 'nothing changed' assertions."""
    return json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True)


def random_prefix(game: Game, rng: random.Random, max_steps: int):
    """Play up to ``max_steps`` random legal actions; return the actions seen as legal."""
    vocabulary = []
    for _ in range(rng.randint(0, max_steps)):
        if game.is_over:
            break
        legal = game.legal_actions()
        vocabulary.extend(legal[:50])
        game.apply(rng.choice(legal))
    return vocabulary


# Parametrized at module level (not a fixture) so hypothesis sees a plain argument.
pytestmark = pytest.mark.parametrize("game_cls", [games()[name] for name in GAMES], ids=GAMES)


def test_every_game_is_registered_with_a_rule_catalog(game_cls):
    assert game_cls.catalog.ids and all(rid.startswith(game_cls.name + ".") for rid in game_cls.catalog.ids)
    assert game_cls.catalog.text(game_cls.catalog.ids[0])


@given(seed=SEEDS)
@FEW
def test_random_playouts_reach_the_end(game_cls, seed):
    game, rng = game_cls(seed=seed), random.Random(seed)
    for _ in range(100_000):
        if game.is_over:
            break
        legal = game.legal_actions()
        assert legal, "a game that is not over must offer a legal action"
        assert game.current_player is not None
        game.apply(rng.choice(legal))
    assert game.is_over and game.current_player is None and game.legal_actions() == []
    assert game.winners and len(game.scores) == game.players


@given(seed=SEEDS)
@FEW
def test_illegal_actions_raise_and_leave_the_state_untouched(game_cls, seed):
    game, rng = game_cls(seed=seed), random.Random(seed)
    vocabulary = random_prefix(game, rng, 40)
    legal = game.legal_actions()
    candidates = [
        *[a for a in vocabulary if a not in legal][:30],
        None,
        42,
        "liar",
        [],
        {},
        {"kind": None},
        {"kind": "no-such-action"},
        {"kind": 3.5},
    ]
    for action in candidates:
        before = snapshot(game)
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert err.value.rule == "input" or err.value.rule in game.catalog
        assert err.value.message
        assert snapshot(game) == before


@given(seed=SEEDS)
@FEW
def test_a_seat_sees_nothing_it_may_not(game_cls, seed):
    """Redraw everything a seat cannot see: its view, log and error messages must not move."""
    game, rng = game_cls(seed=seed), random.Random(seed)
    vocabulary = random_prefix(game, rng, 30)
    if game.is_over:
        return
    for seat in range(game.players):
        other = game.resample_hidden(seat, random.Random(rng.random()))
        assert other.view(seat) == game.view(seat)
        assert other.visible_log(seat) == game.visible_log(seat)
        if game.current_player == seat:  # the seat's own options depend only on what it sees
            assert other.legal_actions() == game.legal_actions()
            for action in vocabulary[:20]:
                if action not in game.legal_actions():
                    assert _error(game, action) == _error(other, action)


def _error(game, action):
    try:
        game.check(action)
    except IllegalAction as err:
        return err.to_json()
    return None


def test_the_hidden_information_check_can_fail(game_cls):
    """Guard for the test above: resampling does change what the teacher sees."""
    changed = 0
    for seed in range(20):
        game = game_cls(seed=seed)
        other = game.resample_hidden(0, random.Random(seed + 1))
        changed += other.view(None) != game.view(None)
    assert changed >= 15


@given(seed=SEEDS)
@FEW
def test_views_and_logs_are_json_safe(game_cls, seed):
    game, rng = game_cls(seed=seed), random.Random(seed)
    random_prefix(game, rng, 60)
    for seat in [None, *range(game.players)]:
        view = game.view(seat)
        assert json.loads(json.dumps(view)) == view
        log = game.visible_log(seat)
        assert json.loads(json.dumps(log)) == log
    for action in game.legal_actions()[:20]:
        assert game.decode_action(json.loads(json.dumps(action.to_json()))) == action


@given(seed=SEEDS)
@FEW
def test_json_round_trip_and_replay_from_seed(game_cls, seed):
    game, rng = game_cls(seed=seed), random.Random(seed)
    random_prefix(game, rng, 80)
    data = json.loads(json.dumps(game.to_json()))
    restored = Game.from_json(data)
    assert type(restored) is type(game)
    assert snapshot(restored) == snapshot(game)
    replayed = game.replay(game.history)
    assert snapshot(replayed) == snapshot(game)


@given(seed=SEEDS)
@FEW
def test_undo_restores_the_previous_state(game_cls, seed):
    game, rng = game_cls(seed=seed), random.Random(seed)
    random_prefix(game, rng, 30)
    if game.is_over:
        return
    before = snapshot(game)
    action = rng.choice(game.legal_actions())
    game.apply(action)
    assert game.undo() == action
    assert snapshot(game) == before
    game.apply(action)  # and the same action leads to the same place again
    again = game.clone()
    game.undo()
    game.apply(action)
    assert snapshot(game) == snapshot(again)


def test_undo_with_no_history_is_refused(game_cls):
    game = game_cls(seed=1)
    before = snapshot(game)
    with pytest.raises(IllegalAction):
        game.undo()
    assert snapshot(game) == before


def test_clone_is_independent(game_cls):
    game = game_cls(seed=5)
    copy = game.clone()
    copy.apply(copy.legal_actions()[0])
    assert len(game.history) == 0 and len(copy.history) == 1


def test_same_seed_same_game(game_cls):
    a, b = game_cls(seed=99), game_cls(seed=99)
    assert snapshot(a) == snapshot(b)
    assert snapshot(a) != snapshot(game_cls(seed=100))


def test_views_reject_unknown_seats(game_cls):
    game = game_cls(seed=1)
    for bad in (-1, game.players, "0", 1.5):
        with pytest.raises(ValueError):
            game.view(bad)


def _string_literals(path):
    import ast

    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def test_every_rule_id_the_engine_and_its_table_can_cite_is_in_the_catalog(game_cls):
    """Each string literal of the game's engine package and its table widget that names a
    rule id of this game (messages, event rules, refusals, docstrings) names a rule of the
    catalog; so do the end rule, the table's turn rule and every event of random games.
    (Before, refusals after the end cited ``<game>.winner``, which Ganjifa does not have.)"""
    import pathlib
    import re

    from widgets.lesson import TABLES

    root = pathlib.Path(__file__).resolve().parents[2]
    name = game_cls.name
    rule_id = re.compile(rf"(?<![\w.]){name}\.[a-z-]+")  # not a module path like rules_engine.<game>.x
    files = [*(root / "rules_engine" / name).glob("*.py"), root / "widgets" / f"{name}.py"]
    found = {m for path in files if path.exists() for text in _string_literals(path) for m in rule_id.findall(text)} - {
        f"{name}.md",
        f"{name}.js",
    }  # file names
    catalog = set(game_cls.catalog.ids)
    assert found - catalog == set()
    assert catalog <= found, "every rule is cited somewhere in the engine"
    assert game_cls.end_rule in catalog
    assert name not in TABLES or TABLES[name].turn_rule in catalog
    rng = random.Random(1)
    for seed in range(5):
        game = game_cls(seed=seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        assert {e.rule for e in game.log} <= catalog
        with pytest.raises(IllegalAction) as err:
            game.apply(game.history[-1])
        assert err.value.rule == game_cls.end_rule


def _scribble(value) -> None:
    """Change every list and dict nested in ``value`` in place (what a careless or
    cheating bot might do to the view it was given)."""
    if isinstance(value, dict):
        for item in list(value.values()):
            _scribble(item)
        value["scribbled"] = True
    elif isinstance(value, list):
        for item in value:
            _scribble(item)
        value.append("scribbled")


def test_every_view_is_its_own_copy(game_cls):
    """A view belongs to whoever asked for it: scribbling over every nested list and dict
    of any seat's view (the teacher's too) leaves the game, its next view, its log and its
    play unchanged. (Exacto's last_reveal was the game's own cached object, dice and all:
    a bot that changed it rewrote the record, the page's reveal and the cups.)"""
    for seed in range(4):
        game, twin = game_cls(seed=seed), game_cls(seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            before = snapshot(game)
            for seat in [None, *range(game.players)]:
                _scribble(game.view(seat))
            for event_json in game.visible_log(None):
                _scribble(event_json)
            assert snapshot(game) == before, f"seed {seed}, move {len(game.history)}"
            action = rng.choice(game.legal_actions())
            game.apply(action)
            twin.apply(action)
        assert snapshot(game) == snapshot(twin)
