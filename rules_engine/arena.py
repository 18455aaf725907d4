"""Bot-vs-bot matches and tournaments for any registered game, in parallel.

Bots are seated through the same protocol a human has: each move a bot gets its seat's
``game.view(seat)``, ``game.legal_actions()`` and its own ``random.Random``, nothing else.

A tournament is a list of games, each fully determined by ``(seed, game index)``: the
game's seed, the seating and every bot's rng derive from those two numbers, and each
game gets fresh copies of the bots. So games can be cut into chunks and played by any
number of processes, in any order, and the result is the same as in one process.
Where processes are not available (a browser kernel, a bot that cannot be sent to
another process) the tournament runs in this process and says so in its notes.

What a bot can reach, in the ordinary mode. The protocol hands a bot only its seat's view,
but the bot is Python running in the same process as the game: ``sys._getframe(1)`` walks
up to ``play_match``'s frame and its live ``Game`` (every hidden die and card, the deck to
come), ``gc.get_objects()`` finds it too, and so does a bot at a table (the widget holds
the game). The game seeds derive from the tournament's seed, which the result prints, so
anyone who has read one result can rebuild every deal of a rerun with that seed. Fine
for testing your own bots; not for a class tournament.

Fair mode (``tournament(..., fair=True)``), for a class tournament of students' bots: each
bot plays in its own process (``multiprocessing``), started before any game exists, and
gets the view and the legal actions as JSON, answering its action as JSON: none of the
tournament's games is ever in its process. Each move has a time limit (``move_seconds``). A bot that takes longer,
raises, dies or answers an illegal action forfeits that game (``MatchResult.forfeit``
says who and why; the others share the win) and a fresh process takes its place for the
next game. Every game's seed is drawn with ``secrets`` as the game starts, kept in the
tournament's process, and printed in the result once the tournament is over. What fair
mode does not stop: a bot process is an ordinary process of the same user (it can read
files, open sockets, talk to its other copies); on Linux it is forked from the notebook's
kernel, so it starts with a copy of what the kernel held then (no game of the tournament,
no seed: they do not exist yet; a process restarted after a forfeit also sees the records
of the games already played). Python in the browser has no processes: there fair mode
raises NotImplementedError.
"""

from __future__ import annotations

import contextlib
import copy
import html
import json
import math
import multiprocessing
import os
import pickle
import random
import secrets
import signal
import sys
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .bots import Bot, make_bot
from .core import Action, Game, IllegalAction, brief, game_class

if TYPE_CHECKING:
    # a pipe's end (bytes of JSON go through it); typed only: the browser's Python has no processes
    from multiprocessing.connection import Connection

__all__ = [
    "BotError",
    "Forfeit",
    "MatchResult",
    "BotStats",
    "TournamentResult",
    "play_match",
    "tournament",
    "wilson_interval",
    "FAIR_MOVE_SECONDS",
]

MAX_MOVES = 100_000  # a game still running after this many moves has a broken bot or rule
CHUNKS_PER_PROCESS = 4  # small enough chunks to balance load and move a progress bar
FAIR_MOVE_SECONDS = 2.0  # fair mode: the time a bot has for one move
MAX_ANSWER_BYTES = 100_000  # fair mode: an answer is one action, not a flood


class BotError(RuntimeError):
    """A bot broke the protocol: it raised, or chose an action the rules forbid."""


@dataclass(frozen=True)
class Forfeit:
    """Fair mode: the bot in ``seat`` lost the game by breaking the protocol (``reason``:
    it took too long, raised, its process died, or its action was illegal)."""

    seat: int
    bot: str
    reason: str


@dataclass(frozen=True)
class MatchResult:
    """One finished game: who sat where (entrant names), who won, every seat's score.
    ``forfeit``: in fair mode, the seat that lost by breaking the protocol (the game
    stopped there; the other seats share the win, the scores are those earned so far)."""

    game: str
    seed: int
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    moves: int
    forfeit: Forfeit | None = None

    def won(self, seat: int) -> bool:
        return seat in self.winners


# ------------------------------------------------------------------------------ a match


def play_match(
    game: str | type[Game],
    bots: Sequence[Any],
    seed: int,
    *,
    names: Sequence[str] | None = None,
    max_moves: int | None = None,
    **options: Any,
) -> MatchResult:
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
        assert seat is not None  # the game is not over
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


def _game_class(game: str | type[Game]) -> type[Game]:
    return game if isinstance(game, type) and issubclass(game, Game) else game_class(game)


def _spec_name(spec: object) -> str:
    if isinstance(spec, str):
        return spec
    name: str = getattr(spec, "name", None) or getattr(spec, "__name__", None) or type(spec).__name__
    return name


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

    def to_row(self) -> dict[str, Any]:  # a table row: a name, counts and rates
        low, high = self.ci
        return {
            "bot": self.name,
            "games": self.games,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci_low": low,
            "ci_high": high,
            "mean_score": self.mean_score,
        }


@dataclass(frozen=True)
class TournamentResult:
    """``seed``: the tournament's seed (None in fair mode, where each game's seed was drawn
    with ``secrets``: ``matches[i].seed``, printed with the result). ``move_seconds``: fair
    mode's time limit a move (None: the ordinary mode)."""

    game: str
    players: int
    seed: int | None
    processes: int
    stats: tuple[BotStats, ...]
    matches: tuple[MatchResult, ...]
    notes: tuple[str, ...] = ()
    move_seconds: float | None = None

    @classmethod
    def collect(
        cls,
        game: str,
        players: int,
        seed: int | None,
        processes: int,
        names: Sequence[str],
        matches: Sequence[MatchResult],
        notes: Sequence[str] = (),
        move_seconds: float | None = None,
    ) -> TournamentResult:
        seats = {n: 0 for n in names}
        wins = dict.fromkeys(names, 0)
        score = dict.fromkeys(names, 0.0)
        for match in matches:
            for seat, name in enumerate(match.seats):
                seats[name] += 1
                wins[name] += match.won(seat)
                score[name] += match.scores[seat]
        stats = tuple(BotStats(n, seats[n], wins[n], score[n] / seats[n] if seats[n] else 0.0) for n in names)
        return cls(game, players, seed, processes, stats, tuple(matches), tuple(notes), move_seconds)

    @property
    def fair(self) -> bool:
        return self.move_seconds is not None

    @property
    def forfeits(self) -> list[tuple[int, Forfeit]]:
        """(game index, Forfeit) for every game a bot lost by breaking the protocol."""
        return [(i, m.forfeit) for i, m in enumerate(self.matches) if m.forfeit is not None]

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

    def to_rows(self) -> list[dict[str, Any]]:
        return [s.to_row() for s in self.stats]

    def _header(self) -> str:
        if self.fair:
            how = (
                f"fair mode (each bot in its own process, JSON views, {self.move_seconds:g} s a move, "
                f"seeds drawn with secrets, listed below)"
            )
        else:
            how = f"seed {self.seed}"
        return (
            f"{self.game}: {self.games} games, {self.players} players, {how}, "
            f"{self.processes} process{'es' if self.processes != 1 else ''}; "
            f"win rate with Wilson 95% interval (no edge: {self.baseline:.2f})"
        )

    def _footer(self) -> list[str]:
        """Forfeits, notes and (fair mode) the games' seeds, now that the games are over."""
        lines = [f"forfeit: game {i}, seat {f.seat} ({f.bot}): {f.reason}" for i, f in self.forfeits]
        lines += [f"note: {n}" for n in self.notes]
        if self.fair and self.matches:
            lines.append("game seeds: " + " ".join(str(m.seed) for m in self.matches))
        return lines

    def _cells(self) -> list[list[str]]:
        return [
            [
                s.name,
                str(s.games),
                str(s.wins),
                f"{s.win_rate:.3f}",
                f"{s.ci[0]:.3f}–{s.ci[1]:.3f}",
                f"{s.mean_score:.3f}",
            ]
            for s in self.stats
        ]

    _COLUMNS = ("bot", "games", "wins", "win rate", "95% CI", "mean score")

    def __repr__(self) -> str:
        rows = [list(self._COLUMNS), *self._cells()]
        widths = [max(len(r[i]) for r in rows) for i in range(len(self._COLUMNS))]
        lines = [
            "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
            for r in rows
        ]
        return "\n".join([self._header(), *lines, *self._footer()])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{c}</th>" for c in self._COLUMNS)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in self._cells())
        notes = "".join(f"<p>{html.escape(line)}</p>" for line in self._footer())
        return (
            f"<div><p>{html.escape(self._header())}</p><table><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>{notes}</div>"
        )


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


def tournament(
    game: str | type[Game],
    bots: Mapping[str, Any] | Sequence[Any],
    games: int = 100,
    players: int | None = None,
    seed: int | None = None,
    processes: int | None = None,
    progress: bool = True,
    rotate_seats: bool = True,
    fair: bool = False,
    move_seconds: float = FAIR_MOVE_SECONDS,
    **options: Any,
) -> TournamentResult:
    """Play ``games`` games among ``bots`` and tabulate each bot's wins.

    ``bots`` is ``{name: spec}`` or a list of specs (a game's bot name, a Bot, or a plain
    function ``choose(view, legal, rng)``). ``players`` defaults to one seat per bot.
    ``processes`` None uses every core, 1 stays in this process. ``options`` go to the
    game (``raise_rule="perudo"``).

    In this ordinary mode a bot can reach the live game and the seeds (see the module's
    docstring). ``fair=True`` is the mode for a class tournament: every bot in its own
    process, JSON views only, ``move_seconds`` a move (too slow, a crash or an illegal
    action forfeits the game), seeds drawn with ``secrets`` and printed only in the
    result; it takes no ``seed`` or ``processes`` and raises NotImplementedError in a
    browser kernel, which has no processes.
    """
    cls = _game_class(game)
    names, protos = _entrants(cls, bots)
    players = _players(cls, len(names), players)
    if games < 0:
        raise ValueError(f"games must be 0 or more, not {games}")
    if fair:
        return _fair_tournament(
            cls, names, protos, games, players, seed, processes, progress, rotate_seats, move_seconds, options
        )
    seed = random.randrange(2**32) if seed is None else seed
    cls(players=players, seed=0, **options)  # bad options fail here, not in a worker
    plan = _Plan(cls, names, protos, players, seed, rotate_seats, dict(options))
    played, used, notes = _run(plan, games, processes, progress)
    return TournamentResult.collect(cls.name, players, seed, used, names, [m for _, m in sorted(played)], notes)


def _entrants(cls: type[Game], bots: Mapping[str, Any] | Sequence[Any]) -> tuple[tuple[str, ...], tuple[Bot, ...]]:
    pairs = list(bots.items()) if isinstance(bots, Mapping) else [(_spec_name(s), s) for s in bots]
    if not pairs:
        raise ValueError("a tournament needs at least one bot")
    names: list[str] = []
    seen: dict[str, int] = {}
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


def _run(
    plan: _Plan, games: int, processes: int | None, progress: bool
) -> tuple[list[tuple[int, MatchResult]], int, list[str]]:
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


def _run_pool(
    plan: _Plan, chunks: Sequence[range], workers: int, played: list[tuple[int, MatchResult]], bar: _Progress
) -> None:
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
    if processes != 1 and _in_browser():
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
            return (
                f"bot {_spec_name(bot)!r} is defined in the notebook (__main__), which worker "
                "processes cannot import; put it in a .py module to use processes"
            )
    return None


def _in_browser() -> bool:
    """Python in the browser (Pyodide in JupyterLite): no other processes."""
    return sys.platform in ("emscripten", "wasi")


class _Progress(Protocol):
    """A progress bar: tqdm's, or none."""

    def update(self, n: int = 1) -> object: ...
    def close(self) -> None: ...


class _NoProgress:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(total: int, enabled: bool) -> _Progress:
    if not enabled:
        return _NoProgress()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # progress bars are a nicety, never a requirement
        return _NoProgress()
    return tqdm(total=total, unit="game", leave=False)


# ------------------------------------------------------------------------- fair mode


def _fair_tournament(
    cls: type[Game],
    names: tuple[str, ...],
    protos: tuple[Bot, ...],
    games: int,
    players: int,
    seed: int | None,
    processes: int | None,
    progress: bool,
    rotate_seats: bool,
    move_seconds: float,
    options: dict[str, Any],
) -> TournamentResult:
    if _in_browser():
        raise NotImplementedError(
            "fair mode runs every bot in its own process, and Python in the browser (JupyterLite) has no "
            "other processes: run the class tournament on a Jupyter server or in a terminal. (Without "
            "fair=True it runs here, but a bot can then reach the live game and its hidden cards.)"
        )
    if seed is not None:
        raise ValueError(
            "a fair tournament draws every game's seed with secrets (printed in the result "
            "once it ends); it takes no seed"
        )
    if processes is not None:
        raise ValueError("a fair tournament runs one process per bot; it takes no processes")
    if isinstance(move_seconds, bool) or not isinstance(move_seconds, (int, float)) or not 0 < move_seconds <= 600:
        raise ValueError(f"move_seconds must be more than 0 and at most 600, not {move_seconds!r}")
    cls(players=players, seed=0, **options)  # bad options fail here, not in a bot's process
    if multiprocessing.get_context().get_start_method() != "fork":
        reason = _why_not_portable(protos)  # a forked process needs nothing sent
        if reason:
            raise ValueError(f"fair mode cannot start: {reason}")
    # The seeds are drawn game by game, after the processes start: none exists in this
    # process when a bot's process is forked from it.
    plan = _Plan(cls, names, protos, players, 0, rotate_seats, dict(options))
    per_entrant = max(1, -(-players // len(names)))  # seats one entrant may take in one game
    pool = _BotProcesses(cls, protos, per_entrant)
    bar = _progress_bar(games, progress)
    matches = []
    try:
        for index in range(games):
            pool.restart_stopped()
            game_seed = secrets.randbits(63)
            lineup = plan.lineup(index, game_seed)
            seats = pool.seat(lineup)
            matches.append(_play_fair(plan, seats, [names[e] for e in lineup], game_seed, move_seconds))
            bar.update(1)
    finally:
        bar.close()
        pool.close()
    return TournamentResult.collect(
        cls.name, players, None, pool.started, names, matches, move_seconds=float(move_seconds)
    )


def _play_fair(plan: _Plan, seats: list[_BotProcess], names: list[str], seed: int, move_seconds: float) -> MatchResult:
    """One game in the tournament's process, each seat's bot asked in its own process."""
    state = plan.game(players=plan.players, seed=seed, **plan.options)
    for bot in seats:
        bot.new_game()
    moves = 0
    while not state.is_over:
        if moves >= MAX_MOVES:
            raise BotError(f"{state.name} game with seed {seed} did not end within {MAX_MOVES} moves")
        seat = state.current_player
        assert seat is not None  # the game is not over
        legal = state.legal_actions()
        answer = seats[seat].ask(state.view(seat), legal, move_seconds)
        if isinstance(answer, str):
            return _forfeited(state, names, seat, answer, moves)
        try:
            state.apply(answer)
        except IllegalAction as err:
            return _forfeited(state, names, seat, _illegal(answer.to_json(), err), moves)
        moves += 1
    return MatchResult(state.name, seed, tuple(names), tuple(state.winners), tuple(state.scores), moves)


def _illegal(action: object, err: IllegalAction) -> str:
    return f"chose {brief(action, 80)}, which is illegal ({err.rule}): {err.message}"


def _forfeited(state: Game, names: Sequence[str], seat: int, reason: str, moves: int) -> MatchResult:
    others = tuple(s for s in range(state.players) if s != seat)
    return MatchResult(
        state.name, state.seed, tuple(names), others, tuple(state.scores), moves, Forfeit(seat, names[seat], reason)
    )


class _BotProcesses:
    """Every entrant's bot in ``per_entrant`` processes of its own (one per seat it may take
    in one game: two seats never share a process, so a bot's copies cannot pool their
    hands through its memory)."""

    def __init__(self, cls: type[Game], protos: Sequence[Bot], per_entrant: int):
        self.cls, self.protos, self.started = cls, protos, 0
        self.slots: list[list[_BotProcess]] = []
        for proto in protos:
            self.slots.append([self._start(proto) for _ in range(per_entrant)])

    def _start(self, proto: Bot) -> _BotProcess:
        self.started += 1
        return _BotProcess(self.cls, proto, [b.conn for row in self.slots for b in row if b.alive])

    def restart_stopped(self) -> None:
        """A bot stopped for a forfeit gets a fresh process for the next game."""
        for entrant, row in enumerate(self.slots):
            for k, bot in enumerate(row):
                if not bot.alive:
                    row[k] = self._start(self.protos[entrant])

    def seat(self, lineup: Sequence[int]) -> list[_BotProcess]:
        used: dict[int, int] = {}
        seats = []
        for entrant in lineup:
            k = used.get(entrant, 0)
            used[entrant] = k + 1
            seats.append(self.slots[entrant][k])
        return seats

    def close(self) -> None:
        for row in self.slots:
            for bot in row:
                bot.stop()


class _BotProcess:
    """One bot in a process of its own, spoken to in JSON: a view and the legal actions
    out, an action (or the bot's error) back."""

    def __init__(self, cls: type[Game], proto: Bot, inherited: list[Connection[Any, Any]]):
        ctx = multiprocessing.get_context()
        self.cls = cls
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_bot_main, args=(cls, proto, child, inherited), daemon=True)
        self.process.start()
        child.close()
        self.alive = True

    def _send(self, message: dict[str, Any]) -> None:  # JSON: a view, the legal actions
        self.conn.send_bytes(json.dumps(message).encode())

    def new_game(self) -> None:
        """A fresh copy of the bot for the next game (as in the ordinary mode)."""
        try:
            self._send({"type": "game"})
        except (OSError, ValueError):
            self.alive = False  # dead: the next move it is asked for forfeits

    def ask(self, view: dict[str, Any], legal: list[Action], seconds: float) -> Action | str:
        """The bot's action, or why it forfeits (a sentence)."""
        if not self.alive:
            return f"its process stopped ({self._exit()})"
        try:
            self._send({"type": "move", "view": view, "legal": [a.to_json() for a in legal]})
            if not self.conn.poll(seconds):
                self.stop()
                return f"took longer than {seconds:g} s to move (its process was stopped)"
            raw = self.conn.recv_bytes(MAX_ANSWER_BYTES)
        except (EOFError, OSError, ValueError):
            # OSError: also an answer longer than MAX_ANSWER_BYTES
            self.stop()
            return f"its process stopped ({self._exit()})"
        try:
            answer = json.loads(raw)
            if "error" in answer:
                return f"raised {_short_text(answer['error'])}"
            return self.cls.decode_action(answer["action"])
        except IllegalAction as err:
            if err.rule == "input":
                return f"answered {brief(answer['action'], 80)}, which is not an action: {err.message}"
            return _illegal(answer["action"], err)
        except (ValueError, KeyError, TypeError, AttributeError):
            return f"answered {brief(raw.decode(errors='replace'), 80)}, which is not an action"

    def _exit(self) -> str:
        code = self.process.exitcode
        return "it was stopped" if code is None or code < 0 else f"exit code {code}"

    def stop(self) -> None:
        """End the process (politely first: a bot still thinking is killed)."""
        if self.alive:
            self.alive = False
            with contextlib.suppress(OSError, ValueError):
                self._send({"type": "stop"})
        self.process.join(0.2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


def _short_text(text: object, limit: int = 300) -> str:
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _bot_main(cls: type[Game], proto: Bot, conn: Connection[Any, Any], inherited: list[Connection[Any, Any]]) -> None:
    """A bot's process: JSON in (a view and the legal actions), JSON out (an action). It
    holds no game: the actions are decoded by the game's class, the view is plain data."""
    for other in inherited:  # the tournament's ends of the other bots' pipes (forked copies)
        other.close()
    # Ctrl-C is for the tournament, which stops its bots; a bot's process should not print
    # a traceback of its own for it
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    bot, rng = copy.deepcopy(proto), random.Random()
    while True:
        try:
            message = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        kind = message.get("type")
        if kind == "stop":
            return
        if kind == "game":
            bot, rng = copy.deepcopy(proto), random.Random()
            continue
        try:
            legal = [cls.decode_action(a) for a in message["legal"]]
            action = bot.choose(message["view"], legal, rng)
            answer = {"action": action.to_json() if isinstance(action, Action) else action}
            raw = json.dumps(answer)
        except Exception as err:
            raw = json.dumps({"error": f"{type(err).__name__}: {_short_text(err)}"})
        conn.send_bytes(raw.encode())
