"""How far back a table may take moves: the undo floor, as pure functions over the game.

One rule for every game: undo never takes back a move another seat made after the learner
saw it (its answer depended on what the learner cannot see; taking it back and asking
again would let them probe), nor a move whose events showed the table what was hidden
(``Game.reveals``, plus a table's ``also_shown``), nor goes back into a game that is
over. ``UndoRecord`` keeps, move by move, what these need, so that a table works them
out again (by replay) only for a game it did not play itself.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field

from rules_engine.core import Action, Event, Game

__all__ = ["UndoRecord", "actors_of", "moves_replayed", "shows", "shown_floor", "undo_target"]


def moves_replayed(game: Game) -> Iterator[tuple[int, list[Event]]]:
    """(i, the events move i made) for every move of ``game``'s history, by replaying it."""
    replay = game.replay([])
    for i, action in enumerate(game.history):
        before = len(replay.log)
        replay.apply(action)
        yield i, replay.log[before:]


def actors_of(game: Game) -> list[int | None]:
    """Who made each move of ``game``'s history, by replaying it."""
    replay = game.replay([])
    actors: list[int | None] = []
    for action in game.history:
        actors.append(replay.current_player)
        replay.apply(action)
    return actors


def shows(events: Sequence[Event], kinds: Collection[str]) -> bool:
    """Did these events show the table something of ``kinds`` (what undo must not take back)?"""
    return any(e.kind in kinds for e in events)


def shown_floor(game: Game, kinds: Collection[str]) -> int:
    """The history length after the last move that showed something of ``kinds`` (0: none)."""
    return max((i + 1 for i, events in moves_replayed(game) if shows(events, kinds)), default=0)


def undo_target(
    actors: Sequence[int | None],
    *,
    seat: int,
    bots: Collection[int],
    hot_seat: bool,
    reveal_all: bool,
    floor: int,
) -> int | None:
    """The history length after undoing ``seat``'s last move, or None when there is none to
    undo: never back past ``floor`` (the game's and the screen's), nor past a move a bot
    made, or another seat unless people share the screen (``hot_seat``: they may take back
    each other's moves). With ``reveal_all`` nothing is hidden: any person's move may be
    taken back."""
    if not reveal_all:
        others = [i for i, actor in enumerate(actors) if actor in bots or (actor != seat and not hot_seat)]
        floor = max(floor, others[-1] + 1 if others else 0)
    else:
        floor = 0
    for i in range(len(actors) - 1, floor - 1, -1):
        actor = actors[i]
        if actor is not None and actor not in bots:
            return i
    return None


@dataclass
class UndoRecord:
    """What a table keeps as moves happen: who made each move, and the history length after
    the last move that showed what was hidden (None: to be worked out by replay)."""

    kinds: frozenset[str]
    actors: list[int | None] = field(default_factory=list)
    history: list[Action] = field(default_factory=list)
    shown_at: int | None = None

    def moved(self, game: Game, actor: int | None, events: Sequence[Event]) -> None:
        """``actor`` has just made ``game``'s last move, with ``events``."""
        if len(self.actors) == len(game.history) - 1 and self.history == game.history[:-1]:
            self.actors.append(actor)
        else:  # the game changed behind the table's back before this move
            self.actors = actors_of(game)
        self.history = list(game.history)
        if self.shown_at is not None and shows(events, self.kinds):
            self.shown_at = len(game.history)

    def reset(self) -> None:
        """A new game: nothing kept."""
        self.actors, self.history, self.shown_at = [], [], None

    def taken_back(self, game: Game) -> None:
        """``game`` was rewound: keep the actors of the moves it still has."""
        self.actors = self.actors[: len(game.history)]
        self.history = list(game.history)

    def actors_in(self, game: Game) -> list[int | None]:
        """Who made each move of ``game`` (by replay when it changed behind the table's back)."""
        if len(self.actors) != len(game.history) or self.history != game.history:
            self.actors, self.history = actors_of(game), list(game.history)
        return self.actors

    def floor(self, game: Game) -> int:
        """The earliest history length undo may return to, by the rule for all games."""
        if not self.kinds:
            return 0
        if game.is_over:
            return len(game.history)
        if self.shown_at is None or self.shown_at > len(game.history):
            self.shown_at = shown_floor(game, self.kinds)
        return self.shown_at
