"""Siggil positions: ``Siggil.from_position(**view_to_position(game.view(None)))`` rebuilds
the game — the same views, legal actions and continuation — for seeded random positions of
every mode and layout; impossible positions are refused with a ValueError in a whole
sentence. The view carries what a position needs: the discard pile with the lost spirits
in it (siggil.solo-turn, siggil.solo-limit), the record of takes (siggil.take), the phase
and, in phase release, the newcomer and what follows (siggil.solo-limit)."""

import json
import random

import pytest

from rules_engine.siggil import Card, Discard, Release, Siggil, Take, view_to_position
from rules_engine.siggil.lessons import LESSONS

C = Card

MODES = [(players, {"layout": name}) for players in (2, 3, 4) for name in ("pyramids", "wall", "ring")]
MODES += [
    (1, {"layout": name, "difficulty": level})
    for level in ("easy", "advanced")
    for name in ("pyramids", "wall", "ring")
]
MODES += [(1, {"layout": "ring", "release": "oldest"})]


def views(game):
    """Every seat's view and the teacher's. ``move_number`` counts the actions applied to
    this game object (rules_engine.core), which a position rebuilt from a view starts anew."""
    out = []
    for seat in [None, *range(game.players)]:
        view = game.view(seat)
        view.pop("move_number")
        out.append(view)
    return out


def rebuilt(game):
    # through JSON: a position is plain data, as a student's program would hold it
    return Siggil.from_position(**json.loads(json.dumps(view_to_position(game.view(None)))))


def assert_same_game(game, again, rng, steps=None):
    """The same views and legal actions now and after each of the same actions."""
    assert views(again) == views(game)
    assert again.legal_actions() == game.legal_actions()
    while not game.is_over and steps != 0:
        action = rng.choice(game.legal_actions())
        assert [e.to_json() for e in again.apply(action)] == [e.to_json() for e in game.apply(action)]
        assert views(again) == views(game)
        assert again.legal_actions() == game.legal_actions()
        steps = None if steps is None else steps - 1
    assert (again.is_over, again.winners, again.scores) == (game.is_over, game.winners, game.scores)


@pytest.mark.parametrize("players,options", MODES, ids=[f"{p}-{'-'.join(o.values())}" for p, o in MODES])
def test_view_to_position_rebuilds_the_same_game(players, options):
    """siggil.solo-turn, siggil.solo-limit, siggil.take: seeded random games stopped at a
    random move, rebuilt from the teacher's view, play on identically to the end."""
    phases = set()
    for seed in range(12):
        whole, rng = Siggil(players=players, seed=seed, **options), random.Random(seed)
        while not whole.is_over:
            whole.apply(rng.choice(whole.legal_actions()))
        game = whole.replay(whole.history[: rng.randrange(len(whole.history))])  # still in play
        phases.add(game.phase)
        assert_same_game(game, rebuilt(game), rng)
    expected = {"take", "capture"} | ({"discard"} if players == 1 else set())
    assert expected <= phases


def test_round_trip_in_phase_release_with_two_decisions_to_come():
    """siggil.solo-limit: one take frees two spirits with three waiting; rebuilt before the
    first decision, the game offers the same three, then the same next three."""
    sigil = [None] * 56
    for p, (card, up) in {
        27: (C(7, 7), True),
        25: (C(4, 4, True), False),
        22: (C(5, 5, True), False),
        55: (C(7, 6), True),
        54: (C(7, 5), True),
    }.items():
        sigil[p] = {"card": card, "face_up": up}
    game = Siggil.from_position(sigil, [[C(1, 2)]], free_spirits=[1, 2, 3], difficulty="advanced")
    game.apply(Discard(55))
    game.apply(Take(27))
    assert game.phase == "release" and game.view(0)["arrival"] == {"spirit": 4, "waiting": [1, 2, 3], "then": "capture"}
    again = rebuilt(game)
    assert again.legal_actions() == [Release(1), Release(2), Release(3)]
    for action in (Release(1), Release(4)):
        again.apply(action)
        game.apply(action)
        assert views(again) == views(game)
    assert again.free_spirits == [2, 3, 5] and again.phase == "capture"


@pytest.mark.parametrize("item", LESSONS, ids=[item.id for item in LESSONS])
def test_lesson_positions_round_trip(item):
    """siggil.take: positions made by from_position (cards out of play, no takes yet) too."""
    game = item.start()
    assert_same_game(game, rebuilt(game), random.Random(3), steps=12)


def test_from_position_takes_the_views_discard_pile_with_its_lost_spirits():
    """siggil.solo-turn, siggil.solo-limit: the discard pile as the view lists it — cards,
    lost spirits among them — is accepted (it raised a bare KeyError: 'card', and a lost
    spirit in the pile was refused); the advanced game's discards lie face down."""
    view = None
    for seed in range(40):
        game, rng = Siggil(players=1, seed=seed, difficulty="advanced"), random.Random(seed)
        while not game.is_over and not (game.lost_spirits and game.phase == "discard"):
            game.apply(rng.choice(game.legal_actions()))
        if not game.is_over:
            view = game.view(None)
            break
    assert view is not None and view["lost_spirits"]
    args = view_to_position(view)
    assert args["discard"] == view["discard"]  # the view's own list, spirits in place
    again = Siggil.from_position(**args)
    assert again.discard == game.discard
    assert again.view(0)["discard"] == [None if not c.get("spirit") else c for c in view["discard"]]


def test_view_to_position_needs_the_teachers_view_of_a_game_in_play():
    """A seat's view hides cards, so it cannot rebuild a game; nor can a finished game be set up."""
    game = Siggil(players=2, seed=1)
    with pytest.raises(ValueError, match=r"seat 1's view.*game.view\(None\)"):
        view_to_position(game.view(1))
    with pytest.raises(ValueError, match="reads a Siggil view"):
        view_to_position({"game": "exacto"})
    with pytest.raises(ValueError, match="lacks"):
        view_to_position({"game": "siggil", "seat": None})
    rng = random.Random(0)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(ValueError, match="game is over"):
        view_to_position(game.view(None))


def _base():
    """An advanced solo game after its first discard: nothing taken, nothing in hand."""
    game = Siggil(players=1, seed=2, difficulty="advanced")
    game.apply(game.legal_actions()[0])
    assert game.hands == [[]] and game.phase == "take"
    return view_to_position(game.view(None))


BAD = {
    "hands not a list": {"hands": 5},
    "a hand not a list": {"hands": [None]},
    "a hand holds a face-down card": {"hands": [[None]]},
    "sigil not a list": {"sigil": "pyramids"},
    "a sigil card hidden": {"sigil": [{"card": None, "face_up": False}] + [None] * 55},
    "sets not a list": {"sets": 3},
    "a set's cards not a list": {"sets": [[{"cards": 4, "spirit": None}]]},
    "free spirits not a list": {"free_spirits": 2},
    "a free spirit not a number": {"free_spirits": [{"k": 2}]},
    "discard not a list": {"discard": {"card": 1}},
    "a discard entry without its face": {"discard": [{"card": {"family": 1, "number": 1}}]},
    "a discard entry not a card": {"discard": [7]},
    "a discard face the game never shows": {"discard": [{"card": {"family": 1, "number": 1}, "face_up": True}]},
    "a spirit in the pile not lost": {"discard": [{"family": 6, "number": 6, "spirit": True}], "lost_spirits": []},
    "phase unknown": {"phase": "steal"},
    "phase over": {"phase": "over"},
    "turn number zero": {"turn_number": 0},
    "turn number text": {"turn_number": "3"},
    "taken not a list": {"taken": {"seat": 0}},
    "a take without its card": {"taken": [{"seat": 0}]},
    "a take by no seat": {"taken": [{"seat": 4, "card": {"family": 1, "number": 1}}]},
    "a take of a card nobody has": {"taken": [{"seat": 0, "card": {"family": 1, "number": 1}}]},
    "current not a seat": {"current": "0"},
}


@pytest.mark.parametrize("change", list(BAD.values()), ids=list(BAD))
def test_bad_positions_are_refused_in_a_whole_sentence(change):
    """from_position: a ValueError that says what is wrong, never a bare KeyError or TypeError."""
    with pytest.raises(ValueError) as err:  # a KeyError or TypeError would fail the test
        Siggil.from_position(**{**_base(), **change})
    text = str(err.value)
    assert text[-1] in ".)" and len(text.split()) >= 5, text


def test_an_empty_sigil_is_playable_only_in_the_turn_it_emptied():
    """siggil.last-card, siggil.solo-win: the game ends with the turn that empties the sigil,
    so an empty sigil is a position only before that turn's capture."""
    empty = [None] * 56
    with pytest.raises(ValueError, match=r"sigil is empty.*siggil.last-card"):
        Siggil.from_position(empty, [[], []])
    with pytest.raises(ValueError, match=r"sigil is empty.*siggil.solo-win"):
        Siggil.from_position(empty, [[]])
    game = Siggil.from_position(empty, [[C(1, 1)], []], phase="capture")
    game.apply(game.legal_actions()[-1])
    assert game.is_over and game.log[-1].rule == "siggil.last-card"


JUNK = [None, 5, -1, "x", [], {}, [1], {"card": 1}, {"family": 9, "number": 1}, True, 2.5, {"seat": 0}, [[]], [None]]


def _fields(data, path=()):
    """Every place in a position's arguments (the first few items of each list)."""
    if path:
        yield path
    items = data.items() if isinstance(data, dict) else enumerate(data[:4]) if isinstance(data, list) else ()
    for key, value in items:
        yield from _fields(value, (*path, key))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_any_field_spoiled_gives_a_value_error(players):
    """from_position: one field of a real position replaced by junk, anywhere: a ValueError
    in a whole sentence (a KeyError or TypeError fails the test)."""
    rng = random.Random(players)
    for seed in range(3):
        game = Siggil(players=players, seed=seed)
        for _ in range(rng.randrange(1, 12)):
            game.apply(rng.choice(game.legal_actions()))
        base = view_to_position(game.view(None))
        fields = list(_fields(base))
        for _ in range(60):
            args = json.loads(json.dumps(base))
            path = rng.choice(fields)
            place = args
            for key in path[:-1]:
                place = place[key]
            place[path[-1]] = rng.choice(JUNK)
            try:
                Siggil.from_position(**args)
            except ValueError as err:
                assert str(err).endswith((".", ")")), str(err)
