"""Deductio positions from the teacher's view: ``Deductio.from_position(**view_to_position(
game.view(None)))`` rebuilds the same game — the same view for every seat and the teacher,
the same legal actions, the same continuation (deck orders and the chance of later rebuilt
clue decks included) — and a bad position is refused with a ValueError in a whole sentence,
never a KeyError or a TypeError.

``move_number`` is left out of the comparison: it counts the moves this game object has
played (core's ``len(history)``, which the widgets' bot steps check), and a position starts
a new game at move 0."""

import copy
import json
import random

import pytest

from rules_engine.deductio import Deductio, view_to_position
from rules_engine.deductio.game import PlayClue


def seen(game) -> list[dict]:
    """Every seat's view and the teacher's, without the move counter."""
    out = []
    for seat in [*range(game.players), None]:
        view = game.view(seat)
        view.pop("move_number")
        out.append(view)
    return out


def rebuilt(game, through_json=False) -> Deductio:
    view = game.view(None)
    if through_json:  # a view a teacher saved and loads again
        view = json.loads(json.dumps(view))
    return Deductio.from_position(**view_to_position(view))


def choose(game, rng):
    """A random legal action, a clue play, peek or pass more often than a guess (of which
    there are 19 per opponent), so that games reach abilities, peeks and empty clue decks."""
    legal = game.legal_actions()
    plays = [a for a in legal if a.kind != "guess"]
    return rng.choice(plays if plays and rng.random() < 0.85 else legal)


def recorded(players, seed):
    """A random game to its end: the actions, and what every step showed (views, legal
    actions, events)."""
    game, rng = Deductio(players=players, seed=seed), random.Random(seed)
    steps = [(seen(game), game.legal_actions(), None)]
    while not game.is_over:
        events = game.apply(choose(game, rng))
        steps.append((seen(game), game.legal_actions(), [e.to_json() for e in events]))
    return game.history, steps


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_from_the_teachers_view_is_the_same_game_and_continues_alike(players):
    """deductio.refill, deductio.ability, deductio.penalty: every position along random games
    (turns, pending abilities, penalties under way, peeks, wrong guesses, discarded ±1 facts)
    rebuilds from view(None); from a few of them the rest of the game plays out identically,
    rebuilt clue decks included."""
    covered = {"ability": 0, "penalty": 0, "peeks": 0, "wrong_guesses": 0, "discarded_facts": 0, "rebuild": 0}
    for seed in range(8):
        history, steps = recorded(players, seed)
        game, rng = Deductio(players=players, seed=seed), random.Random(seed + 1000)
        continue_from = set(rng.sample(range(len(history)), min(3, len(history))))
        for k, action in enumerate(history):
            copy_ = rebuilt(game, through_json=k % 2 == 1)
            assert seen(copy_) == steps[k][0], (seed, k)
            assert copy_.legal_actions() == steps[k][1], (seed, k)
            view = game.view(None)
            covered["ability"] += view["phase"] == "ability"
            covered["penalty"] += view["phase"] == "penalty"
            covered["peeks"] += any(view["peeks"])
            covered["wrong_guesses"] += bool(view["wrong_guesses"])
            covered["discarded_facts"] += any(view["discarded_facts"])
            if k in continue_from:
                for i, later in enumerate(history[k:], start=k + 1):
                    events = [e.to_json() for e in copy_.apply(later)]
                    assert events == steps[i][2] and seen(copy_) == steps[i][0], (seed, k, i)
                    covered["rebuild"] += any(e["kind"] == "rebuild" for e in events)
                assert copy_.is_over and copy_.winners == game.replay(history).winners
            game.apply(action)
    assert all(covered.values()), covered


def test_a_rebuilt_position_replays_from_json_and_resamples_for_a_seat():
    """The rebuilt game is a game like any other: to_json replays it, and a redrawn world for
    a seat keeps that seat's view (its position's memory and peeks included)."""
    game, rng = Deductio(players=3, seed=4), random.Random(4)
    checked = 0
    while not game.is_over:
        if len(game.history) % 7 == 3:
            copy_ = rebuilt(game)
            again = Deductio.from_json(json.loads(json.dumps(copy_.to_json())))
            assert seen(again) == seen(copy_)
            for seat in range(3):
                other = copy_.resample_hidden(seat, random.Random(seat))
                assert other.view(seat) == copy_.view(seat)
            checked += 1
        game.apply(choose(game, rng))
    assert checked >= 3


def test_from_position_takes_tableau_cards_with_their_face_up_count():
    """The repro: a tableau card as view(None) shows it (with face_up_count) was refused."""
    game = Deductio.from_position(
        numbers=[12, 6],
        face_up=[18, 20, 10],
        row=[],
        clue_deck=[],
        number_deck=[1, 2, 3],
        tableau=[[], [{"clue": 19, "upright": True, "face_up_count": 3}]],
    )
    assert game.view(None)["tableau"][1] == [{"clue": 19, "upright": True, "face_up_count": 3}]


def test_a_pending_ability_position_waits_for_its_decision_before_the_refill():
    """deductio.ability in a position: the clue just placed, the row one short, the decision next."""
    game = Deductio.from_position(
        numbers=[12, 6],
        face_up=[18, 20, 10],
        row=[2, 3],
        clue_deck=["reveal", 5, 6, 7],
        number_deck=[1, 2, 3],
        tableau=[[(15, True)], []],
        pending={"clue": 15, "ability": "peek-2", "seat": 0},
    )
    assert game.phase == "ability" and game.legal_actions()[0].kind == "peek"
    game.apply({"kind": "peek"})
    assert game.peeked[0] == [1, 2] and game.face_up[-1] == 3 and game.row == [2, 3, 5]


# ------------------------------------------------------------------ refused, in sentences


def a_position() -> dict:
    """A rich position: a pending ability, peeks, a wrong guess, a discarded ±1 fact."""
    game = Deductio.from_position(
        numbers=[12, 6, 8],
        face_up=[18, 20, 10, 4],
        row=[2, 3],
        clue_deck=[5, 6, 7],
        number_deck=[1, 9, 11],
        tableau=[[{"clue": 1, "upright": True, "face_up_count": 3}, (15, True)], [(25, False), (4, False)], []],
        discarded_facts=[[], [{"clue": 24, "upright": False, "face_up": [18, 20, 10]}], []],
        wrong_guesses=[{"seat": 2, "target": 0, "number": 7}],
        peeks=[[], [], [9]],
        peek_counts=[0, 0, 2],
        pending={"clue": 15, "ability": "peek-2", "seat": 0},
        discard=[30],
        shuffle_seed=99,
    )
    return view_to_position(game.view(None))


def sentence(err) -> str:
    message = str(err.value)
    assert message.endswith(".") and message[0].isalpha() and "\n" not in message, message
    return message


JUNK = [None, True, -1, 0, 2.5, 99, "x", "reveal", [], [None], [[]], {}, {"clue": 1}, ("a", "b"), {"number": 1}]


def paths(value, path=()):
    """Every place in a position, as a path of keys and indexes."""
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*path, i))


def changed(position, path, junk):
    out = copy.deepcopy(position)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    if junk is KeyError:
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
    else:
        parent[path[-1]] = copy.deepcopy(junk)
    return out


def test_every_bad_position_is_refused_with_a_whole_sentence_never_a_key_or_type_error():
    """A position spoiled at every place, with every kind of junk (a missing key too): either
    still a position, or a ValueError in one whole sentence."""
    position = a_position()
    Deductio.from_position(**position)
    refused = 0
    for path in list(paths(position))[1:]:
        for junk in [*JUNK, KeyError]:
            bad = changed(position, path, junk)
            try:
                Deductio.from_position(**bad)
            except ValueError as err:
                assert type(err) is ValueError
                message = str(err)
                assert message.endswith(".") and "\n" not in message, (path, junk, message)
                refused += 1
            except TypeError:
                # only Python's own "missing a required argument" for the five required parts
                assert (
                    len(path) == 1
                    and junk is KeyError
                    and path[0] in ("numbers", "face_up", "row", "clue_deck", "number_deck")
                ), (path, junk)
    assert refused > 500


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda p: p["tableau"][0][0].update(side=1), "tableau card 0 of seat 0 has the key 'side'"),
        (lambda p: p["tableau"][0][0].pop("upright"), "lacks the key 'upright'"),
        (lambda p: p["tableau"][0][0].update(face_up_count=5), "face_up_count 5"),
        (lambda p: p["tableau"][0][1].update(face_up_count=2), "from 3 \\(as at the clue before\\)"),
        (lambda p: p["tableau"][1][0].update(face_up_count=3), "the Reveal since would have discarded it"),
        (lambda p: p.update(pending={"clue": 15, "ability": "free-guess", "seat": 0}), "gives peek-2"),
        (lambda p: p.update(pending={"clue": 1, "ability": "peek-2", "seat": 0}), "last clue is not that clue"),
        (lambda p: p.update(pending={"clue": 15, "ability": "peek-2", "seat": 1}), "seat 0 is to play"),
        (lambda p: p.update(pending=None), "refilled to 3 at the end of every turn"),
        (lambda p: p["row"].append(8), "refilled only after the ability"),
        (lambda p: p.update(pending=None, penalty={"seat": 0, "plays_left": 3}), "plays left"),
        (lambda p: p.update(penalty={"seat": 0, "plays_left": 1}), "not both"),
        (lambda p: p["wrong_guesses"].append({"seat": 1, "target": 0, "number": 12}), "but it does"),
        (lambda p: p["wrong_guesses"].append({"seat": 1, "target": 1, "number": 3}), "its own number"),
        (lambda p: p["discarded_facts"][1][0].update(face_up=[18, 20, 10, 4]), "a first part of"),
        (lambda p: p["discarded_facts"][1][0].update(clue=12), "only the ±1 clues"),
        (lambda p: p["peeks"][2][0].update(depth=0), "seat 2's peek says"),
        (lambda p: p.update(peek_counts=[0, 0, 0]), "at least the number of cards it has seen \\(1\\)"),
        (lambda p: p.update(shuffle_seed=-3), "shuffle_seed"),
        (lambda p: p.update(numbers=[12, 6, None]), "seat 2's number holds None"),
    ],
)
def test_a_bad_position_names_what_is_wrong(change, words):
    position = a_position()
    change(position)
    with pytest.raises(ValueError, match=words) as err:
        Deductio.from_position(**position)
    sentence(err)


def test_view_to_position_takes_the_teachers_view_of_a_game_under_way_only():
    game = Deductio(players=2, seed=1)
    for view, words in [
        (game.view(0), "seat 0's view"),
        ("view", "a mapping"),
        ({**game.view(None), "game": "exacto"}, "a Deductio view"),
        ({k: v for k, v in game.view(None).items() if k != "clue_deck"}, "lacks 'clue_deck'"),
    ]:
        with pytest.raises(ValueError, match=words) as err:
            view_to_position(view)
        sentence(err)
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(ValueError, match="over") as err:
        view_to_position(game.view(None))
    sentence(err)


def test_view_to_position_does_not_share_lists_with_the_view():
    game = Deductio(players=2, seed=2)
    game.apply(
        next(a for a in game.legal_actions() if isinstance(a, PlayClue))
        if any(isinstance(a, PlayClue) for a in game.legal_actions())
        else game.legal_actions()[0]
    )
    view = game.view(None)
    position = view_to_position(view)
    position["tableau"][0].clear()
    assert view["tableau"][0] == game.view(None)["tableau"][0]
