"""Bot-vs-bot matches and tournaments for any registered game, in parallel.

Bots are seated through the same protocol a human has: each move a bot gets its seat's
``game.view(seat)``, ``game.legal_actions()`` and its own ``random.Random``, nothing else.

A tournament is a list of games, each fully determined by ``(seed, game index)``: the
game's seed, the seating and every bot's rng derive from those two numbers, and each
game gets fresh copies of the bots. So games can be cut into chunks and played by any
number of processes, in any order, and the result is the same as in one process.
Where processes are not available (a browser kernel, a bot that cannot be sent to
another process) the tournament runs in this process and says so in its notes.
"""
from __future__ import annotations

import copy
import html
import math
import multiprocessing
import os
import pickle
import random
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from .bots import Bot, make_bot
from .core import Game, IllegalAction, game_class

__all__ = ["BotError", "MatchResult", "BotStats", "TournamentResult", "play_match", "tournament",
           "wilson_interval"]

MAX_MOVES = 100_000  # a game still running after this many moves has a broken bot or rule
CHUNKS_PER_PROCESS = 4  # small enough chunks to balance load and move a progress bar


class BotError(RuntimeError):
    """A bot broke the protocol: it raised, or chose an action the rules forbid."""


@dataclass(frozen=True)
class MatchResult:
    """One finished game: who sat where (entrant names), who won, every seat's score."""

    game: str
    seed: int
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    moves: int

    def won(self, seat: int) -> bool:
        return seat in self.winners


# ------------------------------------------------------------------------------ a match

def play_match(game: str | type[Game], bots: Sequence[Any], seed: int, *,
               names: Sequence[str] | None = None, max_moves: int | None = None, **options) -> MatchResult:
    """Play one game with ``bots[i]`` in seat ``i`` (as many players as bots).

    A bot is a name the game knows (``"random"``, ``"probability"``), a Bot, or a
    function ``choose(view, legal, rng)``. The game is ``game(seed=seed)``, so it can be
    replayed; seat ``i``'s rng is seeded from ``(seed, i)``. A game still running after
    ``max_moves`` (default ``MAX_MOVES``) moves raises BotError: a bot that never lets a
    game end cannot hang a tournament, even where nothing can interrupt it (a browser).
    """
    max_moves = MAX_MOVES if max_moves is None else max_moves
    cls = _game_class(game)
    seated = [make_bot(cls.name, spec) for spec in bots]
    names = tuple(names or (_spec_name(spec) for spec in bots))
    state = cls(players=len(seated), seed=seed, **options)
    rngs = [random.Random(f"arena-bot:{seed}:{seat}") for seat in range(len(seated))]
    moves = 0
    while not state.is_over:
        if moves >= max_moves:
            raise BotError(f"{cls.name} game with seed {seed} did not end within {max_moves} moves")
        seat = state.current_player
        _move(state, seated[seat], names[seat], seat, rngs[seat])
        moves += 1
    return MatchResult(cls.name, seed, names, tuple(state.winners), tuple(state.scores), moves)


def _move(state: Game, bot: Bot, name: str, seat: int, rng: random.Random) -> None:
    where = f"bot {name!r} in seat {seat} ({state.name} game, seed {state.seed}, move {len(state.history)})"
    try:
        action = bot.choose(state.view(seat), state.legal_actions(), rng)
    except Exception as err:  # a student's bot may fail any way; say which bot and where
        raise BotError(f"{where} raised {type(err).__name__}: {err}") from err
    try:
        state.apply(action)
    except IllegalAction as err:
        raise BotError(f"{where} chose {action!r}, which is illegal: {err.message}") from err


def _game_class(game) -> type[Game]:
    return game if isinstance(game, type) and issubclass(game, Game) else game_class(game)


def _spec_name(spec) -> str:
    if isinstance(spec, str):
        return spec
    return getattr(spec, "name", None) or getattr(spec, "__name__", None) or type(spec).__name__


# --------------------------------------------------------------------------- statistics

def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a win rate (95% for z = 1.96); (0, 1) with no games.

    Unlike p +- z*se it stays inside [0, 1] and is honest for rates near 0 or 1."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    z2 = z * z
    denominator = 1 + z2 / games
    centre = (p + z2 / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class BotStats:
    """One entrant's record. ``games`` counts seats played: a bot seated twice in one
    game plays two. A shared win counts as a win."""

    name: str
    games: int
    wins: int
    mean_score: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def ci(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def to_row(self) -> dict:
        low, high = self.ci
        return {"bot": self.name, "games": self.games, "wins": self.wins, "win_rate": self.win_rate,
                "ci_low": low, "ci_high": high, "mean_score": self.mean_score}


@dataclass(frozen=True)
class TournamentResult:
    game: str
    players: int
    seed: int
    processes: int
    stats: tuple[BotStats, ...]
    matches: tuple[MatchResult, ...]
    notes: tuple[str, ...] = ()

    @classmethod
    def collect(cls, game: str, players: int, seed: int, processes: int, names: Sequence[str],
                matches: Sequence[MatchResult], notes: Sequence[str] = ()) -> "TournamentResult":
        seats = {n: 0 for n in names}
        wins = dict.fromkeys(names, 0)
        score = dict.fromkeys(names, 0.0)
        for match in matches:
            for seat, name in enumerate(match.seats):
                seats[name] += 1
                wins[name] += match.won(seat)
                score[name] += match.scores[seat]
        stats = tuple(BotStats(n, seats[n], wins[n], score[n] / seats[n] if seats[n] else 0.0) for n in names)
        return cls(game, players, seed, processes, stats, tuple(matches), tuple(notes))

    @property
    def games(self) -> int:
        return len(self.matches)

    @property
    def baseline(self) -> float:
        """The win rate of a bot no better than its seatmates."""
        return 1 / self.players

    def __getitem__(self, name: str) -> BotStats:
        for stats in self.stats:
            if stats.name == name:
                return stats
        raise KeyError(f"no bot {name!r} in this tournament; bots: {', '.join(s.name for s in self.stats)}")

    def to_rows(self) -> list[dict]:
        return [s.to_row() for s in self.stats]

    def _header(self) -> str:
        return (f"{self.game}: {self.games} games, {self.players} players, seed {self.seed}, "
                f"{self.processes} process{'es' if self.processes != 1 else ''}; "
                f"win rate with Wilson 95% interval (no edge: {self.baseline:.2f})")

    def _cells(self) -> list[list[str]]:
        return [[s.name, str(s.games), str(s.wins), f"{s.win_rate:.3f}",
                 f"{s.ci[0]:.3f}–{s.ci[1]:.3f}", f"{s.mean_score:.3f}"] for s in self.stats]

    _COLUMNS = ("bot", "games", "wins", "win rate", "95% CI", "mean score")

    def __repr__(self) -> str:
        rows = [list(self._COLUMNS), *self._cells()]
        widths = [max(len(r[i]) for r in rows) for i in range(len(self._COLUMNS))]
        lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
                 for r in rows]
        return "\n".join([self._header(), *lines, *(f"note: {n}" for n in self.notes)])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{c}</th>" for c in self._COLUMNS)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in self._cells())
        notes = "".join(f"<p><em>note:</em> {html.escape(n)}</p>" for n in self.notes)
        return (f"<div><p>{html.escape(self._header())}</p><table><thead><tr>{head}</tr></thead>"
                f"<tbody>{body}</tbody></table>{notes}</div>")


# --------------------------------------------------------------------------- tournament

@dataclass(frozen=True)
class _Plan:
    """Everything a worker needs to play any game of the tournament by its index."""

    game: type[Game]
    names: tuple[str, ...]
    bots: tuple[Bot, ...]
    players: int
    seed: int
    rotate_seats: bool
    options: Mapping[str, Any]

    def play(self, index: int) -> MatchResult:
        seed = random.Random(f"arena-game:{self.seed}:{index}").getrandbits(63)
        lineup = self.lineup(index, seed)
        # Fresh copies per game: a bot's memory cannot leak between games, so results
        # do not depend on how games are shared among processes.
        bots = [copy.deepcopy(self.bots[e]) for e in lineup]
        return play_match(self.game, bots, seed, names=[self.names[e] for e in lineup], **self.options)

    def lineup(self, index: int, seed: int) -> list[int]:
        """Entrant index per seat. With at least as many seats as entrants, everyone
        moves one seat round the table each game (seat advantage evens out); with fewer,
        each game seats a random draw of entrants."""
        count = len(self.bots)
        if self.players < count:
            return random.Random(seed).sample(range(count), self.players)
        shift = index if self.rotate_seats else 0
        return [(seat + shift) % count for seat in range(self.players)]


def _play_chunk(plan: _Plan, indices: Sequence[int]) -> list[tuple[int, MatchResult]]:
    return [(i, plan.play(i)) for i in indices]


def tournament(game: str | type[Game], bots: Mapping[str, Any] | Sequence[Any], games: int = 100,
               players: int | None = None, seed: int | None = None, processes: int | None = None,
               progress: bool = True, rotate_seats: bool = True, **options) -> TournamentResult:
    """Play ``games`` games among ``bots`` and tabulate each bot's wins.

    ``bots`` is ``{name: spec}`` or a list of specs (a game's bot name, a Bot, or a plain
    function ``choose(view, legal, rng)``). ``players`` defaults to one seat per bot.
    ``processes`` None uses every core, 1 stays in this process. ``options`` go to the
    game (``raise_rule="perudo"``).
    """
    cls = _game_class(game)
    names, protos = _entrants(cls, bots)
    players = _players(cls, len(names), players)
    if games < 0:
        raise ValueError(f"games must be 0 or more, not {games}")
    seed = random.randrange(2**32) if seed is None else seed
    cls(players=players, seed=0, **options)  # bad options fail here, not in a worker
    plan = _Plan(cls, names, protos, players, seed, rotate_seats, dict(options))
    played, used, notes = _run(plan, games, processes, progress)
    return TournamentResult.collect(cls.name, players, seed, used, names, [m for _, m in sorted(played)], notes)


def _entrants(cls: type[Game], bots) -> tuple[tuple[str, ...], tuple[Bot, ...]]:
    pairs = list(bots.items()) if isinstance(bots, Mapping) else [(_spec_name(s), s) for s in bots]
    if not pairs:
        raise ValueError("a tournament needs at least one bot")
    names, seen = [], {}
    for name, _ in pairs:  # two unnamed "random"s become "random" and "random#2"
        seen[name] = seen.get(name, 0) + 1
        names.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return tuple(names), tuple(make_bot(cls.name, spec) for _, spec in pairs)


def _players(cls: type[Game], entrants: int, players: int | None) -> int:
    if players is None:
        players = min(max(entrants, cls.min_players), cls.max_players)
    if not cls.min_players <= players <= cls.max_players:
        raise ValueError(f"{cls.name} is played by {cls.min_players} to {cls.max_players} players, not {players}")
    return players


# ------------------------------------------------------------------------- processes

def _run(plan: _Plan, games: int, processes: int | None, progress: bool):
    notes: list[str] = []
    workers = _workers(plan, games, processes, notes)
    size = max(1, -(-games // (workers * CHUNKS_PER_PROCESS)))
    chunks = [range(start, min(start + size, games)) for start in range(0, games, size)]
    bar = _progress_bar(games, progress)
    played: list[tuple[int, MatchResult]] = []
    try:
        if workers > 1:
            try:
                _run_pool(plan, chunks, workers, played, bar)
            except BotError:
                raise
            except Exception as err:  # the pool could not start or a worker died
                notes.append(f"ran in this process: the process pool failed ({type(err).__name__}: {err})")
                workers = 1
        done = {i for i, _ in played}
        for chunk in chunks:  # in this process: everything, or what the pool left
            todo = [i for i in chunk if i not in done]
            played.extend(_play_chunk(plan, todo))
            bar.update(len(todo))
    finally:
        bar.close()
    return played, workers, notes


def _run_pool(plan, chunks, workers, played, bar) -> None:
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(_play_chunk, plan, chunk) for chunk in chunks]
        for future in as_completed(futures):
            result = future.result()
            played.extend(result)
            bar.update(len(result))


def _workers(plan: _Plan, games: int, processes: int | None, notes: list[str]) -> int:
    """How many processes to use, with a note whenever we had to settle for one."""
    if processes is not None and processes < 1:
        raise ValueError(f"processes must be 1 or more, not {processes}")
    if processes != 1 and sys.platform in ("emscripten", "wasi"):
        # Checked before the core count: in the browser os.cpu_count() is 1, and a
        # student who asked for every core should hear why the run took one.
        notes.append("ran in one process: Python in the browser (JupyterLite) has no other processes")
        return 1
    wanted = (os.cpu_count() or 1) if processes is None else processes
    wanted = min(wanted, max(games, 1))
    if wanted == 1:
        return 1
    reason = _why_not_portable(plan.bots)
    if reason:
        notes.append(f"ran in this process: {reason}")
        return 1
    return wanted


def _why_not_portable(bots: Iterable[Bot]) -> str | None:
    """Why the bots cannot be sent to worker processes, or None if they can.

    Anything defined in a notebook or script lives in ``__main__``: it pickles by name
    but a spawned worker has no such name, so we only accept it where workers fork."""
    for bot in bots:
        try:
            pickle.dumps(bot)
        except Exception as err:  # lambdas, closures, open files... any reason at all
            return f"bot {_spec_name(bot)!r} cannot be sent to another process ({type(err).__name__})"
        target = getattr(bot, "function", bot)
        module = getattr(target, "__module__", None) or type(target).__module__
        if module == "__main__" and multiprocessing.get_context().get_start_method() != "fork":
            return (f"bot {_spec_name(bot)!r} is defined in the notebook (__main__), which worker "
                    "processes cannot import; put it in a .py module to use processes")
    return None


class _NoProgress:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, enabled: bool):
    if not enabled:
        return _NoProgress()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # progress bars are a nicety, never a requirement
        return _NoProgress()
    return tqdm(total=total, unit="game", leave=False)
