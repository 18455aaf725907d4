"""The arena: matches and tournaments for any game, identical in one process or many."""

import gc
import json
import multiprocessing
import os
import random
import sys
import time
from dataclasses import dataclass

import pytest

from rules_engine import arena, core
from rules_engine.arena import BotError, TournamentResult, play_match, tournament, wilson_interval
from rules_engine.bots import Bot, Decision, RandomBot
from rules_engine.core import Action, Event, Game, RuleCatalog, action_decoder, games
from rules_engine.exacto import LIAR, Bid, Exacto

# The arena's own tests play arena matches, many in worker processes: not the inner loop.
pytestmark = pytest.mark.slow

# ----------------------------------------------------------- bots and a second game


def first_legal(view, legal, rng):
    """A student bot as a plain module-level function (so processes can import it)."""
    return legal[0]


def always_liar_if_possible(view, legal, rng):
    return LIAR if LIAR in legal else legal[0]


@dataclass(frozen=True)
class Take(Action):
    stones: int
    kind = "take"


class Nim(Game):
    """Not registered globally: 2-4 players take 1-3 stones, taking the last one wins."""

    name = "nim"
    catalog = RuleCatalog("nim", {"en": {"nim.take": ("Take", "Take 1 to 3 stones; the last stone wins.")}})
    decode_action = action_decoder(Take)
    min_players, max_players, default_players = 2, 4, 2

    def _setup(self):
        self.pile, self.turn, self.last = 9 + self.rng.randrange(6), 0, None
        return []

    def _check(self, action):
        if action not in self.legal_actions():
            raise core.IllegalAction("nim.take", f"You may take 1 to {min(3, self.pile)} stones.")

    def _apply(self, action):
        self.pile -= action.stones
        self.last, self.turn = self.turn, (self.turn + 1) % self.players
        return [Event("take", "nim.take", f"took {action.stones}")]

    def legal_actions(self):
        return [Take(n) for n in range(1, min(3, self.pile) + 1)] if self.pile else []

    def observe(self, seat):
        return {"pile": self.pile}

    @property
    def current_player(self):
        return None if self.is_over else self.turn

    @property
    def is_over(self):
        return self.pile == 0

    @property
    def winners(self):
        return [self.last] if self.is_over else []

    @property
    def scores(self):
        return [1.0 if s in self.winners else 0.0 for s in range(self.players)]


def nim_perfect(view, legal, rng):
    """Leave a multiple of four for two players."""
    want = view["pile"] % 4
    return next((a for a in legal if a.stones == want), legal[0])


# --------------------------------------------------------------------------- matches


def test_play_match_reports_every_seat_and_replays_from_its_seed():
    result = play_match("exacto", ["probability", "random", first_legal], seed=12)
    assert result.game == "exacto" and result.seed == 12
    assert result.seats == ("probability", "random", "first_legal")
    assert len(result.winners) == 1 and sum(result.scores) == 1.0
    assert result.won(result.winners[0]) and result.moves > 0
    assert play_match("exacto", ["probability", "random", first_legal], seed=12) == result


def test_play_match_passes_game_options():
    seen = []

    def spy(view, legal, rng):
        seen.append(view["options"]["raise_rule"])
        return legal[0]

    play_match("exacto", [spy, spy], seed=1, raise_rule="perudo")
    assert set(seen) == {"perudo"}


def test_bots_get_only_their_seats_view():
    class Snoop(Bot):
        def decide(self, view, legal, rng):
            assert view["seat"] == view["current_player"]
            assert all(d is None for s, d in enumerate(view["dice"]) if s != view["seat"])
            return Decision(rng.choice(legal), "snooped nothing")

    play_match("exacto", [Snoop(), Snoop(), Snoop()], seed=3)


def test_a_bot_that_breaks_the_rules_is_named():
    with pytest.raises(BotError, match=r"'cheat' in seat 1.*illegal"):
        play_match("exacto", ["random", lambda view, legal, rng: Bid(0, 3)], seed=1, names=["random", "cheat"])

    def crash(view, legal, rng):
        raise ZeroDivisionError("oops")

    with pytest.raises(BotError, match=r"crash.*ZeroDivisionError"):
        play_match("exacto", [crash, "random"], seed=1)


# ------------------------------------------------------------------------ statistics


def test_wilson_interval_known_values_and_edges():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(0, 20)[0] == 0.0 and wilson_interval(20, 20)[1] == 1.0
    assert 0 < wilson_interval(0, 20)[1] < 0.2


def test_tournament_results_add_up():
    result = tournament(
        "exacto",
        {"prob": "probability", "rand": "random", "fn": first_legal},
        games=30,
        seed=1,
        processes=1,
        progress=False,
    )
    assert isinstance(result, TournamentResult) and result.games == 30 and result.players == 3
    assert sum(s.wins for s in result.stats) == 30  # one winner a game
    assert [s.games for s in result.stats] == [30, 30, 30]  # everyone plays every game
    for s in result.stats:
        assert s.wins == sum(m.won(seat) for m in result.matches for seat, n in enumerate(m.seats) if n == s.name)
        low, high = s.ci
        assert low <= s.win_rate <= high
        assert s.mean_score == pytest.approx(s.win_rate)  # exacto scores 1 for the winner
    rows = result.to_rows()
    assert [r["bot"] for r in rows] == ["prob", "rand", "fn"]
    assert set(rows[0]) == {"bot", "games", "wins", "win_rate", "ci_low", "ci_high", "mean_score"}
    assert result["prob"].wins == rows[0]["wins"]
    with pytest.raises(KeyError):
        result["nobody"]


def test_rotating_seats_gives_each_bot_each_seat_equally():
    result = tournament("exacto", ["probability", "random"], games=20, seed=3, processes=1, progress=False)
    firsts = [m.seats[0] for m in result.matches]
    assert firsts.count("probability") == firsts.count("random") == 10
    fixed = tournament(
        "exacto", ["probability", "random"], games=6, seed=3, processes=1, progress=False, rotate_seats=False
    )
    assert {m.seats for m in fixed.matches} == {("probability", "random")}


def test_more_bots_than_seats_draws_a_table_each_game():
    bots = ["probability", "cautious", "bold", "random"]
    result = tournament("exacto", bots, games=40, players=2, seed=4, processes=1, progress=False)
    assert sum(s.games for s in result.stats) == 80
    assert all(s.games > 0 for s in result.stats)
    assert all(len(set(m.seats)) == 2 for m in result.matches)


def test_same_names_are_told_apart_and_fewer_bots_than_seats_fill_the_table():
    result = tournament("exacto", ["random", "random"], games=4, players=4, seed=5, processes=1, progress=False)
    assert [s.name for s in result.stats] == ["random", "random#2"]
    assert [s.games for s in result.stats] == [8, 8]


def test_result_shows_as_text_and_html_tables():
    result = tournament(
        "exacto", {"<prob>": "probability", "rand": "random"}, games=6, seed=6, processes=1, progress=False
    )
    text, page = repr(result), result._repr_html_()
    assert "<prob>" in text and "win rate" in text and "95% CI" in text
    assert "&lt;prob&gt;" in page and "<table>" in page


# ------------------------------------------------------------------------- processes


def test_deterministic_whatever_the_number_of_processes():
    """Same seed, same games, same results in one process or two (and in any chunking)."""
    bots = {"prob": "probability", "bold": "bold", "fn": first_legal}
    one = tournament("exacto", bots, games=24, seed=99, processes=1, progress=False)
    two = tournament("exacto", bots, games=24, seed=99, processes=2, progress=False)
    assert (one.processes, two.processes) == (1, 2)
    assert one.matches == two.matches and one.to_rows() == two.to_rows()
    assert not two.notes
    other = tournament("exacto", bots, games=24, seed=100, processes=1, progress=False)
    assert other.matches != one.matches


def test_unpicklable_function_bots_fall_back_to_one_process_with_a_note():
    liar = lambda view, legal, rng: LIAR if LIAR in legal else legal[0]  # noqa: E731
    result = tournament("exacto", {"liar": liar, "random": "random"}, games=10, seed=7, processes=2, progress=False)
    assert result.processes == 1 and "cannot be sent" in result.notes[0]
    named = tournament(
        "exacto", {"liar": always_liar_if_possible, "random": "random"}, games=10, seed=7, processes=2, progress=False
    )
    assert named.processes == 2 and named.matches == result.matches
    assert "note:" in repr(result)


def test_notebook_functions_stay_in_process_where_workers_cannot_import_them(monkeypatch):
    def notebook_bot(view, legal, rng):
        return legal[0]

    notebook_bot.__module__, notebook_bot.__qualname__ = "__main__", "notebook_bot"
    monkeypatch.setattr(sys.modules["__main__"], "notebook_bot", notebook_bot, raising=False)
    spawn = multiprocessing.get_context("spawn")
    monkeypatch.setattr(arena.multiprocessing, "get_context", lambda: spawn)
    result = tournament("exacto", [notebook_bot, "random"], games=4, seed=1, processes=2, progress=False)
    assert result.processes == 1 and "__main__" in result.notes[0]


def test_no_processes_in_a_browser_kernel(monkeypatch):
    monkeypatch.setattr(arena.sys, "platform", "emscripten")
    result = tournament("exacto", ["random", "random"], games=4, seed=1, processes=2, progress=False)
    assert result.processes == 1 and "browser" in result.notes[0]


def test_a_pool_that_fails_to_start_falls_back(monkeypatch):
    class Broken:
        def __init__(self, *args, **kwargs):
            raise OSError("no semaphores here")

    monkeypatch.setattr(arena, "ProcessPoolExecutor", Broken)
    result = tournament("exacto", ["probability", "random"], games=8, seed=2, processes=2, progress=False)
    expected = tournament("exacto", ["probability", "random"], games=8, seed=2, processes=1, progress=False)
    assert result.processes == 1 and "pool failed" in result.notes[0]
    assert result.matches == expected.matches


def test_bot_errors_from_workers_are_not_swallowed():
    with pytest.raises(BotError):
        tournament("exacto", [first_legal_but_illegal, "random"], games=4, seed=1, processes=2, progress=False)


def first_legal_but_illegal(view, legal, rng):
    return Bid(0, 2)


def test_progress_bar_is_optional(monkeypatch):
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)  # as if tqdm were not installed
    result = tournament("exacto", ["random", "random"], games=3, seed=1, processes=1, progress=True)
    assert result.games == 3


# ------------------------------------------------------------------------- any game


@pytest.mark.parametrize("name", sorted(games()))
def test_works_for_every_registered_game(name):
    cls = games()[name]
    result = tournament(name, [RandomBot()] * cls.min_players, games=4, seed=1, processes=1, progress=False)
    assert result.game == name and result.games == 4
    assert sum(s.games for s in result.stats) == 4 * cls.min_players


def test_works_for_a_game_it_has_never_seen(monkeypatch):
    monkeypatch.setitem(core._GAMES, "nim", Nim)  # registered for this test only
    result = tournament(
        "nim", {"perfect": nim_perfect, "random": "random"}, games=40, seed=8, processes=2, progress=False
    )
    assert result.processes == 2 and result.games == 40
    assert result["perfect"].win_rate > result["random"].win_rate
    by_class = tournament(
        Nim, {"perfect": nim_perfect, "random": "random"}, games=40, seed=8, processes=1, progress=False
    )
    assert by_class.matches == result.matches


def test_bad_arguments_fail_early():
    with pytest.raises(KeyError, match="no game"):
        tournament("chess", ["random"], games=1)
    with pytest.raises(ValueError, match="players"):
        tournament("exacto", ["random"] * 7, games=1, players=7)
    with pytest.raises(ValueError, match="option"):
        tournament("exacto", ["random", "random"], games=1, colour="red")
    with pytest.raises(ValueError, match="processes"):
        tournament("exacto", ["random", "random"], games=1, processes=0)
    assert tournament("exacto", ["random", "random"], games=0, seed=1, progress=False).games == 0


# ------------------------------------------------------------------------- move cap


class Stall(Nim):
    """Nim where taking no stones is allowed: a bot that always takes none never ends it."""

    name = "stall"

    def legal_actions(self):
        return [Take(0), *super().legal_actions()]


def take_none(view, legal, rng):
    return Take(0)


def test_the_move_cap_stops_a_game_a_bot_never_ends():
    with pytest.raises(BotError, match=r"stall game with seed 4 did not end within 50 moves"):
        play_match(Stall, [take_none, take_none], seed=4, max_moves=50)
    finite = play_match(Stall, [take_none, first_legal_nonzero], seed=4, max_moves=50)
    assert finite.moves < 50 and finite.winners == (1,)


def first_legal_nonzero(view, legal, rng):
    return next(a for a in legal if a.stones)


def test_a_tournament_stops_a_looping_bot_at_the_cap_instead_of_hanging(monkeypatch):
    monkeypatch.setattr(arena, "MAX_MOVES", 300)
    with pytest.raises(BotError, match=r"stall game with seed .* did not end within 300 moves"):
        tournament(Stall, [take_none, take_none], games=3, seed=4, processes=1, progress=False)


# ------------------------------------------------------------------------- fair mode
# A class tournament of students' bots: each bot in its own process, JSON views only, a
# time limit a move, seeds drawn with secrets and printed only in the result.

REPORT = "TT_ARENA_CHEAT_REPORT"  # where a cheating bot writes what it found (any process)


def _report(line: str) -> None:
    with open(os.environ[REPORT], "a") as out:
        out.write(line + "\n")


def _reports(path) -> list[str]:
    return path.read_text().split() if path.exists() else []


def _same_view(game, view) -> bool:
    """Is ``game`` the game this view is of? (Other tests' games may be alive in this
    process, and in a forked one: another game, another number of seats.)"""
    if game.name != view.get("game") or not 0 <= view["seat"] < game.players:
        return False
    return json.dumps(game.view(view["seat"]), sort_keys=True) == json.dumps(view, sort_keys=True)


class FrameAndGcCheat(Bot):
    """Looks for the live Game the way a student could: up the call stack from choose()
    (sys._getframe) and through every object the interpreter tracks (gc.get_objects).
    Writes what it found to the report file, once a game (each game has a fresh copy)."""

    name = "cheat"

    def __init__(self):
        self.looked = False

    def decide(self, view, legal, rng):
        if not self.looked:
            self.looked = True
            frame, in_frames = sys._getframe(1), 0
            while frame is not None:
                in_frames += any(isinstance(v, Game) and _same_view(v, view) for v in frame.f_locals.values())
                frame = frame.f_back
            in_gc = sum(isinstance(o, Game) and _same_view(o, view) for o in gc.get_objects())
            _report(f"frames={in_frames},gc={in_gc}")
        return Decision(legal[0], "looked around")


def _found(lines) -> list[tuple[int, int]]:
    return [tuple(int(part.split("=")[1]) for part in line.split(",")) for line in lines]


def test_in_process_a_bot_can_reach_the_live_game_documenting_the_limit(tmp_path, monkeypatch):
    """The ordinary mode's limit (arena's docstring, docs/teachers.md): the bot's own
    process holds the game, so its frames and the garbage collector lead to it."""
    monkeypatch.setenv(REPORT, str(tmp_path / "found"))
    play_match("exacto", [FrameAndGcCheat(), "random"], seed=1)
    tournament("exacto", [FrameAndGcCheat(), "random"], games=2, seed=1, processes=1, progress=False)
    found = _found(_reports(tmp_path / "found"))
    assert len(found) == 3 and all(frames >= 1 and in_gc >= 1 for frames, in_gc in found)


def test_in_fair_mode_frames_and_gc_lead_to_no_game(tmp_path, monkeypatch):
    monkeypatch.setenv(REPORT, str(tmp_path / "found"))
    result = tournament("exacto", [FrameAndGcCheat(), "random"], games=3, fair=True, move_seconds=30, progress=False)
    found = _found(_reports(tmp_path / "found"))
    assert len(found) == 3, "the cheat looked in every game"
    assert found == [(0, 0)] * 3, "no live game in a bot's process"
    assert result.fair and not result.forfeits and result.games == 3


class SeedRebuilder(Bot):
    """Knows seeds that were printed (a tournament header, an earlier result's game seeds)
    and any int called ``seed`` up its call stack; rebuilds the deal each would give, keeps
    those that match its own dice, and once the first cups are lifted reports how many
    deals it rebuilt exactly (every cup: then it would have known them all along)."""

    name = "rebuilder"

    def __init__(self, games=3):
        self.games, self.candidates, self.reported = games, None, False

    def decide(self, view, legal, rng):
        me = view["seat"]
        if self.candidates is None and view["round"] == 1:
            known = [int(s) for s in os.environ["TT_PRINTED_SEEDS"].split()]
            frame = sys._getframe(1)
            while frame is not None:
                known += [v for k, v in frame.f_locals.items() if k == "seed" and isinstance(v, int)]
                frame = frame.f_back
            seeds = set(known) | {
                random.Random(f"arena-game:{s}:{i}").getrandbits(63) for s in known for i in range(self.games)
            }
            deals = [Exacto(players=view["players"], seed=s, **view["options"]).dice for s in seeds]
            self.candidates = [d for d in deals if d[me] == view["dice"][me]]
        reveal = view["last_reveal"]
        if not self.reported and reveal and reveal["round"] == 1 and self.candidates is not None:
            self.reported = True
            _report(f"rebuilt={sum(deal == reveal['dice'] for deal in self.candidates)}")
        return Decision(legal[0], "rebuilt nothing")


def test_a_printed_seed_rebuilds_the_deals_in_process_but_not_in_fair_mode(tmp_path, monkeypatch):
    monkeypatch.setenv(REPORT, str(tmp_path / "rebuilt"))
    first = tournament("exacto", ["random", "random"], games=3, seed=41, processes=1, progress=False)
    assert "seed 41" in repr(first)
    # the ordinary mode: a rerun with the printed seed is the same deals, and a bot rebuilds them
    monkeypatch.setenv("TT_PRINTED_SEEDS", str(first.seed))
    tournament("exacto", [SeedRebuilder(), "random"], games=3, seed=first.seed, processes=1, progress=False)
    assert _reports(tmp_path / "rebuilt") == ["rebuilt=1"] * 3
    (tmp_path / "rebuilt").unlink()
    # fair mode: no seed before the end; the ones an earlier fair result printed are spent
    earlier = tournament("exacto", ["random", "random"], games=3, fair=True, progress=False)
    printed = [str(m.seed) for m in earlier.matches]
    assert "game seeds: " + " ".join(printed) in repr(earlier) and earlier.seed is None
    monkeypatch.setenv("TT_PRINTED_SEEDS", " ".join([*printed, str(first.seed)]))
    fair = tournament("exacto", [SeedRebuilder(), "random"], games=3, fair=True, progress=False)
    assert _reports(tmp_path / "rebuilt") == ["rebuilt=0"] * 3
    assert not {m.seed for m in fair.matches} & {m.seed for m in earlier.matches}
    with pytest.raises(ValueError, match="secrets"):
        tournament("exacto", ["random", "random"], games=1, seed=5, fair=True)


def test_fair_mode_results_are_right_a_strong_bot_still_beats_random(monkeypatch):
    result = tournament("exacto", {"prob": "probability", "rand": "random"}, games=16, fair=True, progress=False)
    assert result.games == 16 and not result.forfeits
    assert sum(s.wins for s in result.stats) == 16 and [s.games for s in result.stats] == [16, 16]
    assert result["prob"].wins >= 12, result
    firsts = [m.seats[0] for m in result.matches]
    assert firsts.count("prob") == firsts.count("rand") == 8, "seats rotate as in the ordinary mode"
    for m in result.matches:  # every game replays from its printed seed to the same end
        assert m.moves > 0 and len(m.winners) == 1
    monkeypatch.setitem(core._GAMES, "nim", Nim)
    nim = tournament("nim", {"perfect": nim_perfect, "random": "random"}, games=20, fair=True, progress=False)
    assert nim["perfect"].win_rate > nim["random"].win_rate and not nim.forfeits
    three = tournament("exacto", ["probability", "random"], games=2, players=3, fair=True, progress=False)
    assert [s.games for s in three.stats] == [3, 3] and three.processes == 4, "two seats, two processes"


def slow(view, legal, rng):
    time.sleep(30)
    return legal[0]


def crash(view, legal, rng):
    raise ZeroDivisionError("oops")


def vanish(view, legal, rng):
    os._exit(3)


def illegal(view, legal, rng):
    return Bid(0, 3)


def outbid(view, legal, rng):
    """Well formed, but never a raise (unless it opens the round)."""
    return Bid(1, 2) if view["bid"] else legal[-1]


def not_an_action(view, legal, rng):
    return "liar!"


@pytest.mark.parametrize(
    "bot, reason",
    [
        (slow, "took longer than 0.5 s to move (its process was stopped)"),
        (crash, "raised ZeroDivisionError: oops"),
        (vanish, "its process stopped (exit code 3)"),
        (illegal, "chose {'kind': 'bid', 'quantity': 0, 'face': 3}, which is illegal (exacto."),
        (outbid, "chose {'kind': 'bid', 'quantity': 1, 'face': 2}, which is illegal (exacto.raise): "),
        (not_an_action, "answered 'liar!', which is not an action: An action must be an object"),
    ],
)
def test_a_bot_that_times_out_crashes_or_breaks_the_rules_forfeits(bot, reason):
    result = tournament(
        "exacto", {"bad": bot, "random": "random"}, games=2, fair=True, move_seconds=0.5, progress=False
    )
    assert result.games == 2 and len(result.forfeits) == 2, "every game it played, it forfeited"
    for index, forfeit in result.forfeits:
        match = result.matches[index]
        assert forfeit.bot == "bad" and match.seats[forfeit.seat] == "bad" and forfeit.reason.startswith(reason)
        assert match.winners == (1 - forfeit.seat,), "the other seat wins"
    assert result["bad"].wins == 0 and result["random"].wins == 2
    assert f"forfeit: game 0, seat 0 (bad): {reason}" in repr(result)


def test_a_stopped_bot_gets_a_fresh_process_for_the_next_game():
    result = tournament(
        "exacto", {"slow": slow, "random": "random"}, games=3, fair=True, move_seconds=0.3, progress=False
    )
    assert len(result.forfeits) == 3 and result.processes == 2 + 3 - 1, "one more process after each forfeit"


def test_fair_mode_says_why_it_cannot_run_in_a_browser_kernel(monkeypatch):
    monkeypatch.setattr(arena.sys, "platform", "emscripten")
    with pytest.raises(NotImplementedError, match=r"own process.*browser"):
        tournament("exacto", ["random", "random"], games=1, fair=True)
