"""Fuzzing the doors a student's code walks through: whatever goes in by a
public door — a constructor, an action as JSON or as a Python object, a saved game, a
position — what comes out is the game, or a refusal in a whole sentence: an IllegalAction
for an action (the state untouched), a ValueError for a constructor, a saved game or a
position. Never a bare KeyError, TypeError, IndexError or AttributeError from inside.

A position accepted must be a game that plays: its views, its legal actions, a move, and
its saved JSON rebuilding it.
"""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.positions import played, snapshot

from rules_engine import IllegalAction
from rules_engine.bots import make_bot
from rules_engine.core import Game, game_class, make
from rules_engine.deductio import Deductio
from rules_engine.exacto import Exacto
from rules_engine.exacto import view_to_position as exacto_view_to_position
from rules_engine.ganjifa import SUITS, Ganjifa
from rules_engine.ganjifa import view_to_position as ganjifa_view_to_position
from rules_engine.siggil import Siggil

GAMES = {"exacto": Exacto, "ganjifa": Ganjifa, "deductio": Deductio, "siggil": Siggil}
FUZZ = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: hundreds of examples a door: a minute or more, so not in the inner loop
pytestmark = pytest.mark.slow

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-3, 60)
    | st.integers()
    | st.floats()
    | st.text(max_size=6)
    | st.sampled_from(["rama", "raja", "mantri", "kind", "bid", "day", "seed"])
)
junk = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=6) | st.sampled_from(["suit", "rank", "card", "seat"]), inner, max_size=3)
    ),
    max_leaves=8,
)


def sentence(err: BaseException) -> str:
    text = err.message if isinstance(err, IllegalAction) else str(err)
    assert len(text.split()) >= 4, f"not a sentence: {text!r}"
    return text


def refused_or_done(call):
    """``call()``'s result, or None when it raised a ValueError in a sentence (an
    IllegalAction is one); any other exception fails the test."""
    try:
        return call()
    except ValueError as err:
        sentence(err)
        return None


def assert_plays(game):
    """A game a door accepted plays: every view, a legal move, and its saved JSON."""
    for seat in (None, *range(game.players)):
        json.dumps(game.view(seat))
    json.dumps(game.visible_log(None))
    rebuilt = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert rebuilt.view(None) == game.view(None)
    if not game.is_over:
        legal = game.legal_actions()
        assert legal, "a game accepted with nobody able to move"
        game.apply(legal[0])


# ------------------------------------------------------------------------ constructors

option_names = st.sampled_from(
    ["raise_rule", "bid_ones", "period", "layout", "difficulty", "release", "colour", "player"]
) | st.text(max_size=5)


@FUZZ
@given(
    name=st.sampled_from(sorted(GAMES)) | junk,
    players=st.integers(0, 7) | junk,
    seed=st.integers(0, 9) | junk,
    options=st.dictionaries(
        option_names,
        junk | st.sampled_from(["seed", "perudo", "night", "pyramids", "advanced", "oldest", True]),
        max_size=3,
    ),
)
def test_fuzz_game_constructors(name, players, seed, options):
    """players=, seed=, options: a game, or a ValueError in a sentence (make() too)."""
    game = refused_or_done(lambda: make(name, players=players, seed=seed, **options))
    if game is not None:
        assert_plays(game)


@FUZZ
@given(
    game=st.sampled_from(sorted(GAMES)),
    bot=st.integers(0, 5),
    kwargs=st.dictionaries(
        st.sampled_from(
            ["risk", "bluff", "exacto_threshold", "iterations", "time_limit", "policy", "penalty", "caution", "riks"]
        ),
        junk | st.floats(0, 1) | st.integers(0, 3),
        max_size=3,
    ),
)
def test_fuzz_bot_constructors(game, bot, kwargs):
    """A bot's settings: a bot, or a ValueError in a sentence (an unknown name included)."""
    import importlib

    table = importlib.import_module(f"rules_engine.{game}.bots").BOTS
    cls = list(table.values())[bot % len(table)]
    refused_or_done(lambda: cls(**kwargs))
    refused_or_done(lambda: make_bot(game, kwargs.get("policy", "random")))


# ------------------------------------------------------------------ actions, every door


def card_json(game_name):
    if game_name == "ganjifa":
        return st.fixed_dictionaries(
            {
                "suit": st.sampled_from(SUITS) | junk,
                "rank": st.integers(0, 11) | st.sampled_from(["raja", "mantri"]) | junk,
            }
        )
    if game_name == "siggil":
        return st.fixed_dictionaries(
            {"family": st.integers(0, 8) | junk, "number": st.integers(0, 8) | junk, "spirit": st.booleans() | junk}
        )
    return junk


def action_json(game_name, kinds):
    value = st.integers(-1, 60) | junk | card_json(game_name) | st.lists(card_json(game_name), max_size=6)
    fields = st.sampled_from(
        ["quantity", "face", "card", "cards", "clue", "target", "number", "position", "spirit", "set"]
    ) | st.text(max_size=4)
    return (
        st.builds(
            lambda kind, rest: {"kind": kind, **rest},
            st.sampled_from(kinds) | junk,
            st.dictionaries(fields, value, max_size=3),
        )
        | junk
    )


def action_objects(cls):
    """An action of the game built in Python with any fields (a student's bot)."""
    import dataclasses

    types = sorted(cls.decode_action.types, key=lambda t: t.kind)
    return st.sampled_from(types).flatmap(
        lambda t: st.builds(
            lambda values: t(*values), st.tuples(*[st.integers(-1, 60) | junk for _ in dataclasses.fields(t)])
        )
    )


@pytest.mark.parametrize("name", sorted(GAMES))
@FUZZ
@given(seed=st.integers(0, 50), moves=st.integers(0, 40), data=st.data())
def test_fuzz_actions_as_json_and_objects(name, seed, moves, data):
    """game.apply / game.check / decode_action with any JSON or any action object: the
    action is applied (it was legal) or refused with an IllegalAction in a sentence, the
    state untouched."""
    cls = GAMES[name]
    game = played(cls, seed, moves)
    kinds = sorted(t.kind for t in cls.decode_action.types)
    for door in (data.draw(action_json(name, kinds)), refused_or_done(lambda: data.draw(action_objects(cls)))):
        if door is None:
            continue
        before = snapshot(game)
        legal = game.is_legal(door)
        try:
            game.apply(door)
        except IllegalAction as err:
            assert sentence(err).endswith(".") and not legal
            assert snapshot(game) == before
        else:
            assert legal
            json.dumps(game.to_json())


@FUZZ
@given(
    data=st.fixed_dictionaries(
        {},
        optional={
            "game": st.sampled_from(sorted(GAMES)) | junk,
            "players": st.integers(0, 7) | junk,
            "seed": st.integers(0, 5) | junk,
            "options": junk,
            "position": junk,
            "history": junk,
        },
    )
    | junk
)
def test_fuzz_saved_games(data):
    """Game.from_json of anything: the game, or a ValueError in a sentence. (Deductio's and
    Siggil's positions are fuzzed apart, in test_fuzz_deductio_and_siggil_positions.)"""
    if isinstance(data, dict) and data.get("game") in ("deductio", "siggil"):
        data = {k: v for k, v in data.items() if k != "position"}
    game = refused_or_done(lambda: Game.from_json(data))
    if game is not None:
        assert_plays(game)
    refused_or_done(lambda: game_class(data))


# ----------------------------------------------------------------------------- positions


def paths(data, prefix=()):
    """Every place in nested dicts and lists, as a path of keys."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from paths(value, (*prefix, i))


def mutated(draw, data, arguments=False):
    """``data`` with one place changed: replaced by junk, a number nudged, a key left
    out, an item of a list dropped, doubled or moved — the slips a student makes building
    a position. ``arguments``: ``data`` are from_position's keywords, none left out."""
    data = copy.deepcopy(data)
    path = draw(st.sampled_from(list(paths(data))[1:] or [()]))
    if not path:
        return draw(junk)
    *head, last = path
    parent = data
    for key in head:
        parent = parent[key]
    old = parent[last]
    if isinstance(parent, dict) and (head or not arguments) and not draw(st.integers(0, 5)):
        del parent[last]  # a key left out (of the position: an argument left out is Python's)
    elif isinstance(old, list) and old and draw(st.booleans()):
        how = draw(st.sampled_from(["drop", "double", "swap"]))
        i = draw(st.integers(0, len(old) - 1))
        if how == "drop":
            old.pop(i)
        elif how == "double":
            old.insert(i, copy.deepcopy(old[i]))
        else:
            old[0], old[i] = old[i], old[0]
    elif type(old) is int and draw(st.booleans()):
        parent[last] = old + draw(st.sampled_from([-1, 1, -100, 100]))
    else:
        parent[last] = draw(junk)
    return data


def exacto_position(seed):
    rng = random.Random(seed)
    options = rng.choice([{}, {"raise_rule": "perudo", "bid_ones": True}])
    game = played(Exacto, seed, rng.randint(0, 60), players=rng.randint(2, 6), **options)
    return None if game.is_over else exacto_view_to_position(game.view(None))


def ganjifa_position(seed):
    rng = random.Random(seed)
    game = Ganjifa(seed=seed)
    for _ in range(rng.randint(0, 110)):
        legal = game.legal_actions()
        dukals = [a for a in legal if a.kind == "dukal"]
        game.apply(rng.choice(dukals or legal))
        if game.is_over:
            return None
    return ganjifa_view_to_position(game.view(None))


@pytest.mark.parametrize("cls, position", [(Exacto, exacto_position), (Ganjifa, ganjifa_position)])
@FUZZ
@given(seed=st.integers(0, 40), data=st.data())
def test_fuzz_exacto_and_ganjifa_positions(cls, position, seed, data):
    """from_position of a position with one slip (and of the same through a saved game):
    a game that plays, or a ValueError in a sentence."""
    base = position(seed)
    if base is None:
        return
    kwargs = mutated(data.draw, base, arguments=True)
    if not isinstance(kwargs, dict):
        kwargs = {"hands" if cls is Ganjifa else "dice": kwargs}
    game = refused_or_done(lambda: cls.from_position(**kwargs, seed=1))
    if game is not None:
        assert_plays(game)
    saved = {
        "game": cls.name,
        "players": cls.default_players if cls is Ganjifa else len(base["dice"]),
        "seed": 1,
        "position": mutated(
            data.draw, json.loads(json.dumps(cls.from_position(**copy.deepcopy(base), seed=1).to_json()["position"]))
        ),
    }
    game = refused_or_done(lambda: Game.from_json(saved))
    if game is not None:
        assert_plays(game)


def deductio_position():
    return dict(
        numbers=[8, 13],
        face_up=[1, 2, 3],
        row=[1, 3, 12],
        clue_deck=[5, 6, 7, 9, 10],
        number_deck=[4, 5, 6, 7],
        tableau=[[{"clue": 2, "upright": True}], []],
        trophies=[[], [9]],
        current=1,
    )


def siggil_position():
    sigil = [None] * 56
    for p, (family, number) in {27: (7, 7), 55: (7, 6), 54: (7, 5), 20: (1, 2)}.items():
        sigil[p] = {"card": {"family": family, "number": number, "spirit": False}, "face_up": p != 20}
    hands = [[{"family": 3, "number": n, "spirit": False} for n in (1, 5, 6)], []]
    return dict(sigil=sigil, hands=hands, sets=None, free_spirits=[3], current=0)


def siggil_solo_position():
    position = siggil_position()
    position.update(
        hands=position["hands"][:1],
        difficulty="advanced",
        release="oldest",
        lost_spirits=[5],
        discard=[{"card": {"family": 2, "number": 4, "spirit": False}, "face_up": False}],
    )
    return position


@pytest.mark.parametrize(
    "cls, position", [(Deductio, deductio_position), (Siggil, siggil_position), (Siggil, siggil_solo_position)]
)
@FUZZ
@given(data=st.data())
def test_fuzz_deductio_and_siggil_positions(cls, position, data):
    """The same for Deductio and Siggil positions, given to ``from_position`` and saved in a
    game (``Game.from_json``): a ValueError in a sentence, or a game that plays."""
    start = cls.from_position(**position(), seed=1)
    assert_plays(start)
    kwargs = mutated(data.draw, position(), arguments=True)
    if isinstance(kwargs, dict):
        game = refused_or_done(lambda: cls.from_position(**kwargs, seed=1))
        if game is not None:
            assert_plays(game)
    saved = {
        **start.to_json(),
        "history": [],
        "position": mutated(data.draw, json.loads(json.dumps(start.to_json()["position"]))),
    }
    game = refused_or_done(lambda: Game.from_json(saved))
    if game is not None:
        assert_plays(game)
