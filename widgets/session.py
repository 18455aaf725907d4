"""TableSession: one table's play, whichever host shows it.

A session is the game and everything a table keeps beside it: who sits where (people and
bots, with the bots' seeding), the undo record, the hot-seat screen, the lesson's coach,
the bots' reasons, and what a table remembers move by move (Deductio's latest Reveal,
Siggil's cascade). It plays people's and bots' moves with the same checks for every host,
and it projects what one seat may see (widgets/projection.py, mixed in):
:meth:`TableSession.traits` is the table front end's state for a :class:`Viewer`, the
log's entries, the end panel, the legal moves.

Three hosts drive a session, each adding only its transport and its own policy
(boardgame.io's ``Master`` is the model):

* ``GameWidget`` (widgets/base.py): the comm of one notebook page; one screen, which may be
  shared (hot-seat); its pacing of the bots, undo, the teacher's copy;
* the class ``Room`` (tabletop_tutor_classroom/room.py): a WebSocket per seat, a device
  per student; the server paces the bots and stores every move before anyone is told;
* ``ClassTable`` (widgets/classtable.py): a seat of a Room, drawn in a notebook.

Each game's session is a subclass in its widget module (``ExactoSession`` in
widgets/exacto.py): its rules of the page, mostly class attributes. Everything here is
plain Python: no traitlets, no comm.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from rules_engine.bots import Bot
from rules_engine.core import Action, Event, Game

from . import undo
from .projection import REASONS_SHOWN, Namer, PageProjection, Viewer
from .protocol import refusal
from .seats import Screen, bot_move, bot_rng

if TYPE_CHECKING:
    from .lesson import Coach

__all__ = ["SESSIONS", "MAX_BOT_MOVES", "REASONS_SHOWN", "TableSession", "Viewer", "session_class"]

MAX_BOT_MOVES = 100_000  # a safety stop for play_bots on a game that never ends

G = TypeVar("G", bound=Game)

#: game name -> its session class (each game's widget module defines one)
SESSIONS: dict[str, type[TableSession[Any]]] = {}


def session_class(game: str) -> type[TableSession[Any]]:
    """The session class of ``game`` (its table's rules of the page)."""
    import widgets  # noqa: F401 - every game's widget module registers its session

    return SESSIONS.get(game, TableSession)


def _like(game: Game, seed: int | None) -> Game:
    """A fresh game like ``game`` (its class, players and options) from ``seed``: a table's
    ``new_game`` when it was given no factory."""
    return type(game)(players=game.players, seed=seed, **game.options)


class TableSession(PageProjection[G]):
    """One table: the game, its seats, and what each seat's page is shown.

    ``seat``: the seat of the session's own screen (the learner's, in a notebook; it
    follows the turn when people share it: ``hot_seat``). ``bots``: ``{seat: Bot}``.
    ``bot_seed``: the bots' generator (``seats.bot_rng``; None: drawn from the game's seed,
    which no page sees). ``factory(seed)`` deals ``new_game``. ``keep(move, action)`` is
    called before a checked move is applied (the class server stores it first: a move it
    could not keep is a move nobody is told of). ``name_of(seat)``: how refusals and bot
    reasons name a seat (the table's seat label by default, "Mage 2")."""

    # -- the rules of the page, per game (each game's session sets these) -------------------
    #: the registry name of the game (None: any game, the base session)
    game_name: ClassVar[str | None] = None
    #: rule id cited when someone acts out of turn
    turn_rule: ClassVar[str] = "turn"
    #: the message naming a seat ("Mage {seat}"), in widgets/messages.py
    seat_msg: ClassVar[str] = "w.seat"
    #: the message naming the game in the heading; None: its name
    title_msg: ClassVar[str | None] = None
    #: the end panel's score column (a ui id); a game names what it counts
    end_score_msg: ClassVar[str] = "w.end.score"
    #: view keys no page draws: large lists that grow every move stay out of every update
    page_omits: ClassVar[tuple[str, ...]] = ()
    #: view keys that change seldom and weigh most: sent apart, in ``view_seldom``
    page_split: ClassVar[tuple[str, ...]] = ()
    #: people sharing one screen: the view keys a curtain hides while the screen passes
    #: (each seat's secret part); None: this table's front end draws no curtain
    curtain_hides: ClassVar[tuple[str, ...] | None] = None
    #: event kinds that showed the table something undo must not take back, besides the
    #: game's own ``Game.reveals`` (Deductio: a peek, a number drawn, a trophy)
    also_shown: ClassVar[frozenset[str]] = frozenset()
    #: the message saying a bot's reason waits until what it knew is public
    reason_withheld: ClassVar[str] = "w.reason-withheld"
    #: the traits this game's table publishes of its own (``extra``): public facts, the
    #: same for every seat
    extra_traits: ClassVar[tuple[str, ...]] = ()
    #: of those, what changes only with the language or the deal (a class seat gets them
    #: with the rules, once a connection)
    seldom_traits: ClassVar[frozenset[str]] = frozenset()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.game_name is not None:
            SESSIONS[cls.game_name] = cls

    def __init__(
        self,
        game: G,
        *,
        seat: int = 0,
        bots: Mapping[int, Bot] | None = None,
        bot_seed: int | None = None,
        hot_seat: bool = False,
        coach: Coach | None = None,
        factory: Callable[[int | None], Game] | None = None,
        keep: Callable[[int, Action], None] | None = None,
        name_of: Namer | None = None,
    ) -> None:
        self._game = game
        self.seat = seat
        self.bots: dict[int, Bot] = dict(bots or {})
        self.bot_seed = bot_seed
        self.hot_seat = hot_seat
        #: the teacher's Show every hand, on the session's own screen
        self.reveal_all = False
        self.coach = coach
        self.factory: Callable[[int | None], Game] = factory or functools.partial(_like, game)
        self.keep = keep
        self.name_of: Namer = name_of or self.seat_label
        self.screen = Screen()
        self.undo_record = undo.UndoRecord(game.reveals | self.also_shown)
        #: every bot move's reason, kept as words to render: {move, seat, name, text}
        self.reasons: list[dict[str, Any]] = []
        #: what a bot did wrong, in full, for the teacher in Python (never sent to a page)
        self.bot_errors: list[dict[str, Any]] = []
        self._version = 0  # one more at every change of the game: the extra traits' cache key
        self._extra: tuple[tuple[int, str], dict[str, Any]] | None = None
        self.forget()

    # ---------------------------------------------------------------------- the game
    @property
    def game(self) -> G:
        return self._game

    @game.setter
    def game(self, game: G) -> None:
        """Another game on the table (a new deal, or one changed behind the table's back):
        what the session remembered of the last one is worked out again from the history."""
        self._game = game
        self.changed()

    def changed(self) -> None:
        """The game changed other than by this session's own moves: forget what was kept."""
        self._version += 1
        self.forget()

    def forget(self) -> None:
        """Hook: drop what a game's session remembers move by move (worked out again from
        the history when next asked)."""

    def _moved(self, actor: int | None, move: int, events: list[Event]) -> None:
        """Hook: ``actor`` made move number ``move``, with ``events``."""

    def on_turn(self) -> int:
        """The seat on turn, in a game that is not over (which always has one)."""
        seat = self.game.current_player
        assert seat is not None, "a game that goes on has a seat on turn"
        return seat

    # ---------------------------------------------------------------------- moves
    def apply(self, action: Action) -> list[Event]:
        """Play a checked ``action``: kept first (``keep``), then applied and recorded."""
        game = self.game
        actor, move = game.current_player, len(game.history)
        if self.keep is not None:
            self.keep(move, action)
        events = game.apply(action)
        self._version += 1
        self.undo_record.moved(game, actor, events)
        self._moved(actor, move, events)
        return events

    def check_turn(self, seat: int) -> None:
        """Refuse a person's move for ``seat`` now (the screen passing, the game over, another
        seat's turn, a bot's), naming the rule; nothing happens otherwise."""
        if self.screen.curtain is not None:
            raise refusal(self.turn_rule, "w.curtain-up", _who=self.name_of(self.screen.curtain))
        if self.screen.bots_playing:
            raise refusal(self.turn_rule, "w.curtain-bots")
        game = self.game
        if game.is_over:
            raise refusal(game.end_rule, "w.over")
        mover = self.on_turn()
        if mover != seat:
            raise refusal(self.turn_rule, "w.not-your-turn", _who=self.name_of(mover))
        if mover in self.bots:
            raise refusal(self.turn_rule, "w.bot-plays", _who=self.name_of(mover))

    def play(self, seat: int, action: object) -> bool:
        """A person's move (an Action or its JSON) for ``seat``: refused with the rule and
        nothing changed, or played (True). In a lesson the coach judges the first one; an
        illegal one is explained and plays nothing (False)."""
        coach = self.coach
        if coach is not None:
            if coach.done:
                raise refusal("input", "w.lesson-finished")
            if coach.judging:
                return coach.act(self, seat, action)  # after the judged move, play goes on freely
        self.check_turn(seat)
        self.apply(self.game.check(action))
        return True

    def human_turn(self, seat: int) -> bool:
        """May a person at ``seat`` move now (so the page is offered the legal moves)?"""
        game = self.game
        return (
            not self.screen.up
            and not (self.coach is not None and self.coach.done)
            and not game.is_over
            and game.current_player == seat
            and seat not in self.bots
        )

    # ---------------------------------------------------------------------- bots
    def bot_to_move(self) -> bool:
        game = self.game
        return not game.is_over and game.current_player in self.bots

    def bot_move(self) -> None:
        """One move of the bot on turn, asked from its own view only (``seats.bot_move``: the
        one place bots are asked), with its reason kept for when it may be shown."""
        game = self.game
        seat = self.on_turn()
        name = self.seat_label(seat)  # a bot is named as the table names its seat
        action, reason = bot_move(self.bots[seat], game, bot_rng(self.bot_seed, game), name, self.bot_errors)
        self.reasons.append({"move": len(game.history), "seat": seat, "name": name, "text": reason})
        self.apply(action)

    def play_bots(self) -> int:
        """The bots move until a person is to move or the game is over; the moves made."""
        moves = 0
        while self.bot_to_move() and moves < MAX_BOT_MOVES:
            self.bot_move()
            moves += 1
        return moves

    def check_step(self, seat: int) -> None:
        """Refuse a bot step now, when no bot is to move (``seat``: the asking page's)."""
        game = self.game
        if game.is_over:
            raise refusal(game.end_rule, "w.over")
        if game.current_player not in self.bots:
            if game.current_player == seat:
                raise refusal(self.turn_rule, "w.your-turn-not-bot")
            raise refusal(self.turn_rule, "w.their-turn-not-bot", _who=self.name_of(self.on_turn()))

    def move_learner(self, old: int, new: int) -> None:
        """The screen's learner moved from ``old`` to ``new``: a bot sitting there takes the old seat."""
        if new in self.bots:
            self.bots[old] = self.bots.pop(new)
        self._version += 1

    def set_bots(self, bots: Mapping[int, Bot]) -> None:
        """Who the bots are now (a class teacher seated one, or moved a student)."""
        self.bots = dict(bots)
        self._version += 1

    # ---------------------------------------------------------------------- undo
    def undo_floor(self) -> int:
        """The earliest history length undo may return to, by the rule for all games
        (``undo.UndoRecord.floor``); a lesson's start is the lesson's, never the learner's."""
        floor = self.undo_record.floor(self.game)
        return floor if self.coach is None else max(floor, self.coach.start_moves)

    def actors(self) -> list[int | None]:
        """Who made each move in the history (by replay if the game changed behind our back)."""
        return self.undo_record.actors_in(self.game)

    def replayed_moves(self) -> Iterator[tuple[int, list[Event]]]:
        """(i, the events move i made) for every move, by replay: what a session works out
        again for a game it did not play (``from_game``, a change behind its back)."""
        return undo.moves_replayed(self.game)

    def undo_target(self) -> int | None:
        """History length after undoing the screen's learner's last move (``undo.undo_target``).
        People passing one screen (hot-seat) may take back each other's moves, never a
        bot's, and never a move made before the curtain was last lifted: the screen showed
        that seat's secrets then, and taking the move back would let whoever looked play it
        again knowing them."""
        return undo.undo_target(
            self.actors(),
            seat=self.seat,
            bots=self.bots,
            hot_seat=self.hot_seat,
            reveal_all=self.reveal_all,
            floor=max(self.undo_floor(), self.screen.lifted_at),
        )

    def nothing_to_undo(self) -> str:
        """The message id that says why there is nothing to undo."""
        return "w.nothing-to-undo"

    def undo(self) -> None:
        """Take back moves up to and including the learner's previous move (bot moves after
        it too), within what the game allows; a refusal says why there are none."""
        target = self.undo_target()
        if target is None:
            raise refusal("input", self.nothing_to_undo())
        game = self.game
        rebuilt = game.replay(game.history[:target])
        game.__dict__.update(rebuilt.__dict__)  # keep the same live engine object
        self.undo_record.taken_back(game)
        self.changed()
        if self.coach is not None:
            self.coach.undone(target)
        self.reasons = [r for r in self.reasons if r["move"] < target]

    # ---------------------------------------------------------------------- new games
    def new_game(self, seed: int | None = None) -> None:
        """A fresh game from the factory (``seed`` None: a random one); in a lesson, its
        start again (Try again)."""
        game = self.factory(seed)
        if not isinstance(game, type(self.game)) or game.players != self.game.players:
            raise ValueError("the game factory must return a game of the same kind, with the same players")
        self.game = game  # (of the same class as the game it replaces: checked above)
        self.undo_record.reset()
        self.screen.new_game()
        self.reasons = []
        if self.coach is not None:
            self.coach.restart()

    # ---------------------------------------------------------------- the shared screen
    def has_curtain(self) -> bool:
        return self.curtain_hides is not None and self.hot_seat and not self.reveal_all

    def follow_turn(self) -> bool:
        """Hot-seat: the screen follows the person whose turn it is, behind a curtain when the
        table has one (raised before the seat, and its secrets, change hands; while bots
        play, the screen shows the public table only: ``seats.Screen``). True when the
        curtain came down (the host clears its error line: it may quote the last person's
        secrets)."""
        game = self.game
        if not self.hot_seat or game.is_over:
            self.screen.bots_playing = False
            return False
        mover = self.on_turn()
        bot = mover in self.bots
        if not self.has_curtain():
            if not bot and mover != self.seat:
                self.seat = mover
            return False
        seat, came_down = self.screen.follow(mover, bot, self.seat)
        if seat is not None:
            self.seat = seat
        return came_down

    def curtain_for_start(self) -> None:
        """A game between people starts behind the curtain: whoever takes the screen first
        says they are ready (or, when a bot begins, the bots play behind it)."""
        if not self.has_curtain() or self.game.is_over:
            self.screen.bots_playing = False
            return
        mover = self.on_turn()
        seat = self.screen.start(mover, mover in self.bots)
        if seat is not None:
            self.seat = seat

    def lift_curtain(self) -> None:
        """The next person has the screen: show them their seat."""
        if self.screen.curtain is None:
            if self.screen.bots_playing:
                raise refusal(self.turn_rule, "w.curtain-bots")
            raise refusal("input", "w.no-curtain")
        self.screen.lift(len(self.game.history), len(self.game.log))

    def show_every_hand(self, on: bool) -> None:
        """The teacher's Show every hand on the session's screen: no curtain while it is on;
        hidden again, the person on turn says they are ready."""
        self.reveal_all = on
        self.screen.curtain, self.screen.bots_playing = None, False
        self.curtain_for_start()

    def screen_viewer(self, lang: str, odds: bool = False) -> Viewer:
        """The session's own screen, as a Viewer: its seat, every hand with the teacher's
        reveal-all, the public table behind a curtain."""
        return Viewer(
            seat=self.seat,
            lang=lang,
            names=tuple(self.say(self.seat_label(s), lang) for s in range(self.game.players)),
            sees=None if self.reveal_all else self.seat,
            you=None if self.hot_seat else self.seat,
            moves=self.human_turn(self.seat),
            odds=odds and not self.screen.up,
            curtain=self.screen.up,
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game!r}, bots={sorted(self.bots)})"
