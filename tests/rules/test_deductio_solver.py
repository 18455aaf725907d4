"""Deductio's solver (rules_engine/deductio/solver.py): candidates exact against brute-force
enumeration built from the engine's own record of what every card has been shown to be,
over positions from random playouts with 2, 3 and 4 players; the true numbers are never
excluded; the view alone never drops a possible number; information in bits."""
import itertools
import random
import time
from collections import Counter

import pytest

from rules_engine.deductio import Deductio, Guess, Peek, PlayClue, TakeAll
from rules_engine.deductio.clues import NUMBERS
from rules_engine.deductio.solver import (
    candidates,
    entropy,
    information,
    public_candidates,
    take_all_information,
)


def playout_positions(players, seed, stops=6, guess_rate=0.2, horizon=80):
    """A game played by a mixed random policy (mostly clues, some guesses, peeks when
    offered), stopped at ``stops`` random moments: yields (game, seat)."""
    rng = random.Random(seed)
    game = Deductio(players=players, seed=seed)
    moments = sorted(rng.sample(range(1, horizon), stops))
    move = 0
    while not game.is_over and moments:
        if move == moments[0]:
            moments.pop(0)
            yield game, rng.randrange(players)
        legal = game.legal_actions()
        plays = [a for a in legal if isinstance(a, (PlayClue, TakeAll, Peek))]
        guesses = [a for a in legal if isinstance(a, Guess)]
        if plays and (not guesses or rng.random() >= guess_rate):
            action = rng.choice(plays)
        elif guesses and game.phase == "ability":
            action = rng.choice(guesses)
        elif guesses:
            # a guess among the numbers still possible half the time, so some are right
            seat = game.current_player
            target = rng.choice([s for s in range(players) if s != seat])
            if rng.random() < 0.3:
                action = Guess(target, game.numbers[target])
            else:
                action = rng.choice([g for g in guesses if g.target == target])
        else:
            action = rng.choice(legal)
        game.apply(action)
        move += 1


def brute_force(game, seat):
    """Enumerate every assignment of the cards ``seat`` cannot place to the other seats,
    checked against the engine's facts about each real card (``Deductio._facts``)."""
    known = game._known_to(seat)
    hidden = [n for n in NUMBERS if n not in known]
    others = [s for s in range(game.players) if s != seat and game.numbers[s] is not None]
    fixed = {s: game.numbers[s] for s in others if game.numbers[s] in known}
    free = [s for s in others if s not in fixed]
    tally = {s: Counter() for s in free}
    total = 0
    for values in itertools.permutations(hidden, len(free)):
        if all(game._allowed(game.numbers[s], v) for s, v in zip(free, values)):
            total += 1
            for s, v in zip(free, values):
                tally[s][v] += 1
    out = {s: {v: k / total for v, k in sorted(tally[s].items())} for s in free}
    out.update({s: {n: 1.0} for s, n in fixed.items()})
    return out


def same(a, b):
    assert a.keys() == b.keys()
    for s in a:
        assert a[s].keys() == b[s].keys(), s
        for v in a[s]:
            assert a[s][v] == pytest.approx(b[s][v], abs=1e-12)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_candidates_are_exact_against_brute_force(players):
    checked = 0
    for seed in range(12):
        for game, seat in playout_positions(players, seed):
            if game.is_over:
                continue
            view, log = game.view(seat), game.visible_log(seat)
            got = candidates(view, log=log)
            same(got, brute_force(game, seat))
            for s, dist in got.items():
                assert dist.get(game.numbers[s], 0) > 0           # the truth is never excluded
                assert sum(dist.values()) == pytest.approx(1.0)
            # the view alone is weaker but sound: every possible number stays possible
            loose = candidates(view)
            for s, dist in got.items():
                assert set(dist) <= set(loose[s])
                assert loose[s].get(game.numbers[s], 0) > 0
            checked += 1
    assert checked >= 20


def test_the_view_alone_is_exact_while_nothing_was_revealed_or_guessed_wrong():
    found = 0
    for seed in range(30):
        for game, seat in playout_positions(3, 100 + seed, stops=3, guess_rate=0.0, horizon=12):
            if game.is_over or len(game.face_up) != 3:
                continue
            same(candidates(game.view(seat)), brute_force(game, seat))
            found += 1
    assert found >= 5


def test_a_fixed_position_reads_the_clues_and_the_distinct_cards():
    # seat 1 played "even" and "at least 14" upright: 14, 16, 18, 20 minus what seat 0 sees
    game = Deductio.from_position(numbers=[16, 18], face_up=[1, 2, 20], row=[3, 5, 12],
                                  clue_deck=[7, 9, 10], number_deck=[4, 5, 6],
                                  tableau=[[], [(1, True), (8, True)]])
    assert candidates(game.view(0)) == {1: {14: 0.5, 18: 0.5}}       # 16 is mine, 20 face up
    # an onlooker: seat 0 and seat 1 both unknown; seat 1 from {14, 16, 18}
    pub = public_candidates(game.view(0))
    assert set(pub[1]) == {14, 16, 18}
    assert sum(pub[0].values()) == pytest.approx(1.0)


def test_a_peeked_card_is_nobodys_number_and_a_drawn_one_is_known():
    game = Deductio.from_position(numbers=[3, 10], face_up=[1, 2, 20], row=[14, 5, 12],
                                  clue_deck=[7, 9, 11, 13], number_deck=[4, 5, 6],
                                  tableau=[[], [(6, True), (1, True), (10, True)]])   # 10 or 12
    assert candidates(game.view(0)) == {1: {10: 0.5, 12: 0.5}}
    game.apply(PlayClue(14))          # 3 is divisible by 3: peek-1
    game.apply(Peek())                # seat 0 sees 4, now at the bottom
    assert candidates(game.view(0)) == {1: {10: 0.5, 12: 0.5}}
    game2 = Deductio.from_position(numbers=[3, 10], face_up=[1, 2, 20], row=[14, 5, 12],
                                   clue_deck=[7, 9, 11, 13], number_deck=[12, 5, 6],
                                   tableau=[[], [(6, True), (1, True), (10, True)]])
    game2.apply(PlayClue(14))
    game2.apply(Peek())               # seat 0 saw 12: seat 1 must hold 10
    assert candidates(game2.view(0)) == {1: {10: 1.0}}


def test_a_wrong_guess_counts_only_from_the_log_or_what_the_bot_remembers():
    game = Deductio.from_position(numbers=[3, 10], face_up=[1, 2, 20], row=[7, 5, 13],
                                  clue_deck=[9, 11, 15, 16, 17, 18], number_deck=[4, 5, 6],
                                  tableau=[[], [(6, True), (1, True), (10, True)]])
    game.apply(Guess(1, 12))
    view = game.view(0)
    assert candidates(view) == {1: {10: 0.5, 12: 0.5}}
    assert candidates(view, log=game.visible_log(0)) == {1: {10: 1.0}}
    assert candidates(view, not_numbers={1: [12]}) == {1: {10: 1.0}}


def test_an_upright_plus_minus_one_clue_is_judged_at_its_moment_with_the_log():
    # seat 1 (number 4, "12 or less" upright) plays #24 "next to a face-up number" while
    # 3, 17, 19 are face up; then 10 is revealed, so from the view alone 9 and 11 look
    # possible too
    game = Deductio.from_position(numbers=[15, 4], face_up=[3, 17, 19], row=[24, 5, 12],
                                  clue_deck=[7, "reveal", 9, 11, 13], number_deck=[10, 6, 8, 14],
                                  tableau=[[], [(10, True)]], current=1)
    game.apply(PlayClue(24))
    game.apply(PlayClue(7))           # seat 0: 15 is 7 or more; the refill draws the Reveal: 10
    assert 10 in game.face_up
    exact = candidates(game.view(0), log=game.visible_log(0))
    loose = candidates(game.view(0))
    assert set(exact[1]) == {2, 4}
    assert set(loose[1]) == {2, 4, 9, 11}


def test_information_is_the_entropy_drop_of_the_public_view_of_my_number():
    game = Deductio.from_position(numbers=[16, 7], face_up=[1, 2, 20], row=[1, 8, 3],
                                  clue_deck=[5, 9, 10], number_deck=[4, 5, 6])
    view = game.view(0)
    info = information(view)
    assert info[3] is None                     # "odd" is false of 16
    pub = public_candidates(view)[0]           # 17 numbers, uniform
    assert len(pub) == 17 and entropy(pub) == pytest.approx(4.087, abs=1e-3)
    evens = [n for n in pub if n % 2 == 0]     # 4..18 even: 8 of them
    assert info[1] == pytest.approx(entropy(pub) - 3.0)
    at_least_14 = [n for n in pub if n >= 14]  # 14..19: 6
    assert info[8] == pytest.approx(entropy(pub) - entropy({n: 1 for n in at_least_14}))
    assert info[8] > info[1] > 0 and len(evens) == 8
    assert take_all_information(view) >= 0


def test_speed_for_four_players():
    """Not a timed test: measures the time per call and prints it for the report."""
    calls, spent = 0, 0.0
    for seed in range(10):
        for game, seat in playout_positions(4, 500 + seed):
            if game.is_over:
                continue
            view = game.view(seat)
            start = time.perf_counter()
            candidates(view)
            information(view)
            spent += time.perf_counter() - start
            calls += 1
    fresh = [Deductio(players=4, seed=s).view(0) for s in range(20)]
    start = time.perf_counter()
    for view in fresh:
        candidates(view)
    opening = (time.perf_counter() - start) / len(fresh)
    print(f"\n4 players: {1000 * spent / calls:.2f} ms per candidates+information over {calls} positions; "
          f"{1000 * opening:.2f} ms for candidates at the opening")
    assert calls
