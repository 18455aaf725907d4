"""Deductio's solver (rules_engine/deductio/solver.py): candidates exact against brute-force
enumeration built from the engine's own record of what every card has been shown to be,
over positions from random playouts with 2, 3 and 4 players; the true numbers are never
excluded; the view alone gives the same answer as the log; information in bits."""

import itertools
import random
import time
from collections import Counter

import pytest
from support.positions import ten_or_twelve

from rules_engine.deductio import TAKE_ALL, Deductio, Guess, Peek, PlayClue, TakeAll
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
        if all(game._allowed(game.numbers[s], v) for s, v in zip(free, values, strict=False)):
            total += 1
            for s, v in zip(free, values, strict=False):
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
                assert dist.get(game.numbers[s], 0) > 0  # the truth is never excluded
                assert sum(dist.values()) == pytest.approx(1.0)
            same(candidates(view), got)  # the view alone is as exact
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_view_alone_equals_the_log_after_reveals_and_wrong_guesses(players):
    """The view carries every public fact the log states: candidates from the view alone
    equal those from the log, for every seat and the onlooker, over random playouts that
    reach reveals (±1 clues judged then discarded) and wrong guesses."""
    seen = Counter()
    for seed in range(40):
        for game, _ in playout_positions(players, 1000 + seed, stops=8, guess_rate=0.3, horizon=120):
            log = game.visible_log(None)
            revealed = len(game.face_up) > 3
            discarded = any(e["kind"] == "reveal-discard" for e in log)
            wrong = any(e["kind"] == "guess" and not e["data"]["correct"] for e in log)
            for seat in range(game.players):
                view = game.view(seat)
                exact = candidates(view, log=game.visible_log(seat))
                same(candidates(view), exact)
                bare = dict(
                    view,
                    discarded_facts=None,
                    wrong_guesses=None,
                    tableau=[[{"clue": c["clue"], "upright": c["upright"]} for c in pile] for pile in view["tableau"]],
                )
                seen.update(needs_memory=candidates(bare) != exact)  # the new fields matter
                assert information(view) == information(view, log=game.visible_log(seat))
            view = game.view(None)
            same(public_candidates(view), public_candidates(view, log=log))
            if not game.is_over:
                same(candidates(game.view(0)), brute_force(game, 0))
            seen.update(revealed=revealed, discarded=discarded, wrong=wrong, all=revealed and discarded and wrong)
    assert seen["revealed"] >= 20 and seen["discarded"] >= 5 and seen["wrong"] >= 20 and seen["all"] >= 3, seen
    assert seen["needs_memory"] >= 3, seen


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
    game = Deductio.from_position(
        numbers=[16, 18],
        face_up=[1, 2, 20],
        row=[3, 5, 12],
        clue_deck=[7, 9, 10],
        number_deck=[4, 5, 6],
        tableau=[[], [(1, True), (8, True)]],
    )
    assert candidates(game.view(0)) == {1: {14: 0.5, 18: 0.5}}  # 16 is mine, 20 face up
    # an onlooker: seat 0 and seat 1 both unknown; seat 1 from {14, 16, 18}
    pub = public_candidates(game.view(0))
    assert set(pub[1]) == {14, 16, 18}
    assert sum(pub[0].values()) == pytest.approx(1.0)


def test_a_peeked_card_is_nobodys_number_and_a_drawn_one_is_known():
    game = ten_or_twelve(row=[14, 5, 12], clue_deck=[7, 9, 11, 13])  # 10 or 12
    assert candidates(game.view(0)) == {1: {10: 0.5, 12: 0.5}}
    game.apply(PlayClue(14))  # 3 is divisible by 3: peek-1
    game.apply(Peek())  # seat 0 sees 4, now at the bottom
    assert candidates(game.view(0)) == {1: {10: 0.5, 12: 0.5}}
    game2 = ten_or_twelve(row=[14, 5, 12], clue_deck=[7, 9, 11, 13], number_deck=[12, 5, 6])
    game2.apply(PlayClue(14))
    game2.apply(Peek())  # seat 0 saw 12: seat 1 must hold 10
    assert candidates(game2.view(0)) == {1: {10: 1.0}}


def test_a_wrong_guess_counts_from_the_view_the_log_or_what_the_bot_remembers():
    game = ten_or_twelve()
    game.apply(Guess(1, 12))
    view = game.view(0)
    assert candidates(view) == {1: {10: 1.0}}
    assert candidates(view, log=game.visible_log(0)) == {1: {10: 1.0}}
    assert candidates(view, not_numbers={1: [12]}) == {1: {10: 1.0}}
    old = {k: v for k, v in view.items() if k != "wrong_guesses"}  # a view without the memory
    assert candidates(old) == {1: {10: 0.5, 12: 0.5}}


def test_an_upright_plus_minus_one_clue_is_judged_at_its_moment_from_the_view():
    # seat 1 (number 4, "12 or less" upright) plays #24 "next to a face-up number" while
    # 3, 17, 19 are face up; then 10 is revealed, so from the view alone 9 and 11 look
    # possible too unless the view says when #24 was judged
    game = Deductio.from_position(
        numbers=[15, 4],
        face_up=[3, 17, 19],
        row=[24, 5, 12],
        clue_deck=[7, "reveal", 9, 11, 13],
        number_deck=[10, 6, 8, 14],
        tableau=[[], [(10, True)]],
        current=1,
    )
    game.apply(PlayClue(24))
    game.apply(PlayClue(7))  # seat 0: 15 is 7 or more; the refill draws the Reveal: 10
    assert 10 in game.face_up
    view = game.view(0)
    assert view["tableau"][1][-1] == {"clue": 24, "upright": True, "face_up_count": 3}
    assert set(candidates(view, log=game.visible_log(0))[1]) == {2, 4}
    assert set(candidates(view)[1]) == {2, 4}
    old = dict(view, tableau=[[{"clue": c["clue"], "upright": c["upright"]} for c in pile] for pile in view["tableau"]])
    assert set(candidates(old)[1]) == {2, 4, 9, 11}  # judged against today: sound, looser


def test_a_sideways_plus_minus_one_clue_a_reveal_discarded_still_counts():
    # seat 1 (number 14) took 24, 5, 12 sideways with 3, 17, 19 face up: not next to them,
    # two digits, not prime; then 10 is revealed and 24 discarded, but it was true then
    game = Deductio.from_position(
        numbers=[15, 14],
        face_up=[3, 17, 19],
        row=[24, 5, 12],
        clue_deck=[7, "reveal", 9, 11, 13],
        number_deck=[10, 6, 8, 1, 2, 4, 5, 7, 9, 11, 12, 13, 16, 18, 20],
        tableau=[[], [(6, True)]],
        current=1,
    )
    game.apply(TAKE_ALL)
    game.apply(PlayClue(7))  # seat 0: the refill draws the Reveal: 10
    view = game.view(0)
    assert game.face_up == [3, 17, 19, 10] and [c["clue"] for c in view["tableau"][1]] == [6, 5, 12]
    assert view["discarded_facts"][1] == [{"clue": 24, "upright": False, "face_up": [3, 17, 19]}]
    assert candidates(view) == {1: {12: 0.5, 14: 0.5}}  # not 16, 18, 20: next to 17 or 19
    old = dict(view, discarded_facts=[[], []])  # without the discarded fact
    assert set(candidates(old)[1]) == {12, 14, 16, 18, 20}
    same(candidates(view), brute_force(game, 0))


def test_information_is_the_entropy_drop_of_the_public_view_of_my_number():
    game = Deductio.from_position(
        numbers=[16, 7], face_up=[1, 2, 20], row=[1, 8, 3], clue_deck=[5, 9, 10], number_deck=[4, 5, 6]
    )
    view = game.view(0)
    info = information(view)
    assert info[3] is None  # "odd" is false of 16
    pub = public_candidates(view)[0]  # 17 numbers, uniform
    assert len(pub) == 17 and entropy(pub) == pytest.approx(4.087, abs=1e-3)
    evens = [n for n in pub if n % 2 == 0]  # 4..18 even: 8 of them
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
    print(
        f"\n4 players: {1000 * spent / calls:.2f} ms per candidates+information over {calls} positions; "
        f"{1000 * opening:.2f} ms for candidates at the opening"
    )
    assert calls
