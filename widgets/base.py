"""GameWidget: one anywidget base that binds any ``rules_engine`` Game to synced traits.

Python owns the state. The browser may only

* send custom messages — ``{"type": "act", "action": {...}}``, ``{"type": "undo"}``,
  ``{"type": "step", "move": n}``, ``{"type": "new_game"}``, ``{"type": "play_bots"}`` —
  which are validated, applied through the engine and answered by re-publishing the
  state; and
* write the ``settings`` trait (validated: unknown keys and wrong types are dropped).

Any other trait the browser tries to write (``view``, ``seat``, ``reveal_all``, ``legal``,
...) is ignored and the true value re-published. Nothing a message does ever raises.

GameWidget is a host of a table session (widgets/session.py), which plays the game, its
bots, undo and the hot-seat curtain, and works out what the page shows (``traits``): the
class server's seats get their state from the same session. What is left is the widget's
transport and policy, each in a module of its own, mixed in here:

* ``comm``: the page's messages, read by ``protocol``'s one reader, answered by one publish;
* ``errorline``: refusals in the learner's words, internal errors kept in Python;
* ``pacing``: the bots at once, after a delay, or on Next;
* ``teacher``: the teacher's copy (a chosen seed, every hand);
* ``logfeed``: the log, sent as appended entries;
* ``parts``: the session's parts under the table's names (``table.game``, ``table.bots``);
* ``checks``: keywords, strict traits, settings, the page's one write.

This class is the rest: the traits and the configuration a table sets, the constructor,
the settings and the seat, and the publish.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import anywidget
import traitlets as t
from traitlets.utils.bunch import Bunch

from rules_engine.core import Event, Game, IllegalAction, keyword_names, whole
from rules_engine.i18n import LANGUAGES, Msg

from ._static import bundle
from .checks import (
    DEFAULT_SETTINGS,
    MAX_ERROR_CHARS,
    PageWritesSettingsOnly,
    StrictBool,
    StrictInt,
    check_table_arguments,
    clean_settings,
    is_int,
    refuse_unknown_arguments,
    refusing_unknown_keywords,
    short,
)
from .comm import PageMessages
from .errorline import ErrorLine
from .logfeed import LOG_LIMIT, LogFeed
from .pacing import BotPacing
from .parts import SessionParts
from .protocol import TABLE_MESSAGES, Message, refusal
from .seats import DEFAULT_BOTS, build_bots, check_screen_room, resolve_bots
from .session import TableSession, Viewer
from .teacher import TeacherCopy

if TYPE_CHECKING:
    from .lesson import Coach

__all__ = [
    "DEFAULT_BOTS",
    "DEFAULT_SETTINGS",
    "LOG_LIMIT",
    "MAX_ERROR_CHARS",
    "GameWidget",
    "clean_settings",
    "refuse_unknown_arguments",
]


@functools.cache
def _lesson_front_end() -> str:
    """The lesson bundle, for a table that holds a lesson: anywidget takes an instance's own
    ``_esm`` as text (a class's may be a file it watches)."""
    return bundle("lesson.js").read_text(encoding="utf-8")


class GameWidget(
    PageWritesSettingsOnly,
    PageMessages,
    ErrorLine,
    BotPacing,
    TeacherCopy,
    LogFeed,
    SessionParts,
    anywidget.AnyWidget,
):
    """A live table for any registered game, played from one seat.

    ``GameWidget(game, seat=0, bots=None)``: ``bots`` is a bot spec for every other seat
    (a name such as ``"random"``, a Bot, a function ``choose(view, legal, rng)``), a dict
    ``{seat: spec}``, or a list with one spec (or None for a person) per seat. Seats
    without a bot are played by people; with several, the view follows the turn
    (hot-seat). ``factory(seed)`` makes the game for ``new_game`` (default: a fresh game
    of the same class, players and options). ``table.session`` is the table's session
    (widgets/session.py): the game, the seats, and what the page is shown.
    """

    #: anywidget's front end: a table's bundle (a path, on the class), or the lesson's
    #: bundle as text on a table that holds a lesson
    _esm: Any

    # -- synced state (Python -> browser): TableSession.traits -----------------------
    # The seat's view travels in two parts: what changes with every move, and (``view_seldom``)
    # what changes seldom and weighs most (Exacto's last reveal, your Ganjifa hand), re-sent
    # only when it changes. Python's ``table.view`` is whole.
    view = t.Dict().tag(sync=True, to_json=lambda view, widget: widget.session.split_view(view))
    view_seldom = t.Dict().tag(sync=True)
    legal: t.List[Any] = t.List().tag(
        sync=True, to_json=lambda legal, widget: widget.session.page_legal(legal) if legal else []
    )
    error = t.Unicode("").tag(sync=True)
    error_rule = t.Unicode("").tag(sync=True)
    # one more at every refusal: the same sentence twice (a click repeated) still shows, and
    # is read out again, as an answer to the second click
    error_count = t.Int(0).tag(sync=True)
    settings = t.Dict().tag(sync=True)
    bot_reason = t.Unicode("").tag(sync=True)
    bot_reason_seat = t.Int(-1).tag(sync=True)
    bot_reasons: t.List[Any] = t.List()  # for Python (the page shows the latest reason, ``bot_reason``)
    rules: t.List[Any] = t.List().tag(sync=True)
    seat = StrictInt(0).tag(sync=True)
    reveal_all = StrictBool(False).tag(sync=True)
    #: the teacher's copy: the page shows the teacher panel (every hand, new game with a
    #: seed, pacing, helps); only Python switches it on, and a student's table refuses its
    #: messages
    teacher = StrictBool(False).tag(sync=True)
    seat_info: t.List[Any] = t.List().tag(sync=True)
    bot_to_move = t.Bool(False).tag(sync=True)
    #: the end panel every game shows alike, all in words ({} while the game goes on):
    #: ``title``, ``headline`` (who won), ``reason`` (the sentence the game ended with) and
    #: ``rule``, ``columns`` and ``rows`` (a score per seat, winners marked), ``lesson``
    end = t.Dict().tag(sync=True)
    can_undo = t.Bool(False).tag(sync=True)
    hint = t.Dict().tag(sync=True)
    title = t.Unicode("").tag(sync=True)
    #: hot-seat (``curtain_hides``): ``{"seat": s}`` while the screen passes to seat s
    curtain = t.Dict().tag(sync=True)
    #: the front end's labels in the learner's language (it hard-codes none)
    strings = t.Dict().tag(sync=True)
    #: a table holding a lesson (``coach``, see widgets/lesson.py) shows its words: the
    #: lesson's title, rules and instruction, the hints shown so far, the feedback on the
    #: judged move, and whether it is done; a table without one leaves them empty
    lesson_info = t.Dict().tag(sync=True)
    feedback = t.Dict().tag(sync=True)
    hints: t.List[Any] = t.List().tag(sync=True)
    done = t.Bool(False).tag(sync=True)

    #: the game's rules of the page and what its table remembers (widgets/session.py)
    session_class: ClassVar[type[TableSession[Any]]] = TableSession
    #: a game's own settings besides DEFAULT_SETTINGS: ``{key: (default, check)}``, with
    #: ``check(value) -> bool`` (validated like the others, from Python and the browser)
    extra_settings: Mapping[str, tuple[Any, Callable[[Any], bool]]] = {}
    #: how many people may share this table's screen (None: any); a table whose front end
    #: has no curtain allows one, since the next person would see the last one's secrets
    max_people: int | None = None
    #: what ``bots=DEFAULT_BOTS`` plays with (games override)
    preferred_bot = "random"
    #: the keywords of GameWidget.__init__ a table passes on from its own ``**kwargs`` (it
    #: sets the game, its settings and its bots itself): the arguments a refusal names
    passed_on: tuple[str, ...] = ("factory", "teacher", "title", "reveal_all")
    #: what the page may send (``protocol.Message``: the handler, the fields); a table adds
    #: its own kinds or changes one (``{**GameWidget.page_messages, ...}``)
    page_messages: ClassVar[Mapping[str, Message]] = TABLE_MESSAGES

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # every table's own constructor refuses a keyword it does not know, before a
        # keyword it sets itself (GanjifaTable(bots=...), which has opponents) collides
        # with GameWidget's in Python's bare "got multiple values" TypeError
        init = cls.__dict__.get("__init__")
        if init is not None and not hasattr(init, "__wrapped_keywords__"):
            cls.__init__ = refusing_unknown_keywords(init)  # type: ignore[method-assign]  # the same __init__, checked first

    def __init__(
        self,
        game: Game,
        *,
        seat: int = 0,
        bots: object = None,
        factory: Callable[[int | None], Game] | None = None,
        bot_seed: int | None = None,
        settings: Mapping[str, Any] | None = None,
        reveal_all: bool = False,
        teacher: bool = False,
        title: str | None = None,
        coach: Coach | None = None,
        **kwargs: Any,
    ) -> None:
        # what reaches here unnamed is no argument of the table's (or GameWidget's) own
        refuse_unknown_arguments(type(self).__name__, kwargs, [*keyword_names(type(self).__init__), *self.passed_on])
        game, seat, bot_seed = check_table_arguments(
            game, seat, reveal_all=reveal_all, teacher=teacher, bot_seed=bot_seed, title=title, factory=factory
        )
        self._ready = False
        if coach is not None:
            self._esm = _lesson_front_end()  # the lesson's panel above this table's own front end
        self._depth = 0  # handlers running (widgets/comm.py)
        self._dirty = False
        self._log_sent = None  # what the page's log holds (widgets/logfeed.py)
        self._error = None  # what the error line says, rendered in _publish (widgets/errorline.py)
        #: what went wrong, in full, for the teacher in Python (never synced to the page)
        self.internal_errors = []
        bots_at = build_bots(bots, seat, game)
        # in a lesson, seats without a bot are nobody's: the view never follows them
        hot_seat_allowed = coach is None
        if hot_seat_allowed:
            check_screen_room(type(self).__name__, self.max_people, game, seat, bots_at)
        #: the table's session: the game, its seats, and what the page is shown
        self.session = self.session_class(
            game,
            seat=seat,
            bots=bots_at,
            bot_seed=bot_seed,
            hot_seat=hot_seat_allowed and game.players - len(bots_at) > 1,
            coach=coach,
            factory=factory,
        )
        self.session.reveal_all = reveal_all
        cleaned = self._clean_settings(settings or {}, None, strict=True)
        # A title given from Python is shown as it is; the default one speaks the language.
        self._own_title = title
        super().__init__(
            seat=seat, reveal_all=reveal_all, teacher=teacher, settings=cleaned, title=title or "", **kwargs
        )
        self.on_msg(self._on_msg)
        self._ready = True
        self._guard(self._maybe_autoplay)
        self._curtain_for_start()
        self._publish()

    # ------------------------------------------------------------------ tables around a game
    @classmethod
    def from_game(cls, game: Game, seat: int = 0, bots: object = DEFAULT_BOTS, **kwargs: Any) -> Any:
        """A table around an existing game (e.g. ``Exacto.from_position(...)``); ``new_game``
        then deals fresh games like it. Keyword arguments: ``settings``, ``reveal_all``,
        ``teacher``, ``bot_seed``, ``factory``."""
        if cls.game_name is not None and getattr(game, "name", None) != cls.game_name:
            raise TypeError(f"{cls.__name__} needs a {cls.game_name} game, not {game!r}")
        taken = keyword_names(cls.from_game)  # the game, the seat, the bots (opponents)
        refuse_unknown_arguments(
            f"{cls.__name__}.from_game",
            kwargs,
            [*taken, *(k for k in keyword_names(GameWidget.__init__) if k not in ("game", "seat", "bots"))],
        )
        return cls.around(game, seat=seat, bots=cls.resolve_bots(bots, game.name), **kwargs)

    @classmethod
    def around(cls, game: Game, **kwargs: Any) -> Any:
        """This table around ``game``, with GameWidget's own keywords (``from_game`` and
        ``widgets.Lesson`` build on it): the table's ``__init__``, which deals its own
        game, is left out."""
        widget = cls.__new__(cls)
        widget._prepare_from_game(game, kwargs)
        GameWidget.__init__(widget, game, **kwargs)
        return widget

    def _prepare_from_game(self, game: Game, kwargs: dict[str, Any]) -> None:
        """Hook for ``from_game``: what a table's own ``__init__`` would set before the base's."""

    @classmethod
    def resolve_bots(cls, spec: object, game_name: str) -> object:
        """``DEFAULT_BOTS`` becomes the table's ``preferred_bot`` when that bot exists (a
        warning and random bots otherwise); any other spec is returned as it is."""
        return resolve_bots(spec, cls.preferred_bot, game_name)

    # ------------------------------------------------------------------ words
    @property
    def language(self) -> str:
        lang: str = (self.settings or {}).get("language", "en")
        return lang

    def say(self, words: str | Msg | Event | IllegalAction | None) -> str:
        """Words for the page, in the learner's language: a str as it is, a Msg, an Event or
        a refusal rendered from its table."""
        return self.session.say(words, self.language)

    def _refuse(self, rule: str, msg_id: str, **params: Any) -> IllegalAction:
        """A refusal in the widgets' own words (raise it)."""
        return refusal(rule, msg_id, **params)

    # ------------------------------------------------------------ settings and seat
    def _clean_page_settings(self, raw: object, current: Mapping[str, Any]) -> dict[str, Any]:
        return self._clean_settings(raw, current, strict=False)

    def _clean_settings(self, raw: object, current: Mapping[str, Any] | None, strict: bool) -> dict[str, Any]:
        """``clean_settings`` with this table's languages and extra settings; subclasses
        narrow what is allowed; a lesson decides whether the odds may be shown."""
        cleaned = clean_settings(raw, current, LANGUAGES, strict=strict, extra=self.extra_settings)
        coach = self.session.coach
        return cleaned if coach is None else coach.clean_settings(cleaned, strict)

    @t.validate("settings")
    def _validate_settings(self, proposal: Bunch) -> dict[str, Any]:
        try:
            return self._clean_settings(proposal["value"], self.settings, strict=True)
        except ValueError as err:
            raise t.TraitError(str(err)) from None

    @t.observe("settings")
    def _settings_changed(self, change: Bunch) -> None:
        if not self._ready:
            return
        self._guard(self._maybe_autoplay)
        self._publish()

    def update_settings(self, **changes: Any) -> None:
        """``w.update_settings(step_mode=True)``: merge into ``settings`` (validated)."""
        self.settings = {**self.settings, **changes}

    @t.validate("seat")
    def _validate_seat(self, proposal: Bunch) -> int | None:
        seat = proposal["value"]
        if not is_int(seat) or not 0 <= seat < self.game.players:
            raise t.TraitError(f"seat must be 0..{self.game.players - 1}, not {seat}")
        return whole(seat)

    @t.observe("seat")
    def _seat_changed(self, change: Bunch) -> None:
        """Python moved the learner to another seat: a bot sitting there takes the old one."""
        if not self._ready:
            return
        self.session.move_learner(change["old"], change["new"])
        self.session.seat = change["new"]
        self._publish()

    def _follow_session_seat(self) -> None:
        """The session's screen moved to another seat (hot-seat): the page follows it."""
        if self.seat != self.session.seat:
            self.seat = self.session.seat

    @t.observe("reveal_all")
    def _reveal_changed(self, change: Bunch) -> None:
        if self._ready:
            self.session.show_every_hand(change["new"])
            self._follow_session_seat()
            self._publish()

    # ------------------------------------------------------------- public methods
    def act(self, action: object) -> bool:
        """Play ``action`` (an Action or its JSON) for the learner's seat.

        Returns True when applied; otherwise the reason is in ``error`` (never raises)."""
        return bool(self._guard(self._act, action))

    def undo(self) -> bool:
        """Take back moves up to and including the learner's previous move (bot moves
        after it too), within what the game allows (``TableSession.undo_floor``)."""
        return bool(self._guard(self._undo))

    def new_game(self, seed: int | None = None) -> bool:
        """Start again with a fresh game (``seed`` None: a random one)."""
        return bool(self._guard(self._new_game, seed))

    def lift_curtain(self) -> bool:
        """The next person has the screen: show them their seat (``{"type": "ready"}``)."""
        return bool(self._guard(self._lift_curtain))

    def show_hint(self) -> bool:
        """A lesson's next hint (on a table holding one: ``widgets.Lesson``)."""
        self._lesson_only("show_hint")
        return bool(self._guard(self._next_hint))

    def retry(self) -> bool:
        """Back to the lesson's starting position (as ``new_game``)."""
        self._lesson_only("retry")
        return bool(self._guard(self._new_game, None))

    def _lesson_only(self, what: str) -> Coach:
        coach = self.session.coach
        if coach is None:
            raise TypeError(
                f"{what}() is a lesson's: this {type(self).__name__} holds none (make one with Lesson(spec))"
            )
        return coach

    # --------------------------------------------------------------- the actions
    def _act(self, action: object) -> bool:
        played = self.session.play(self.seat, action)
        self._clear_error()
        if not played:  # a lesson's illegal move: explained, nothing changed
            self._publish()
            return False
        self._after_human_move()
        return True

    def _next_hint(self) -> bool:
        self._lesson_only("show_hint").next_hint()
        self._publish()
        return True

    def _follow_turn(self) -> None:
        if self.session.follow_turn():
            self._clear_error()  # a refusal may quote the last person's secrets
        self._follow_session_seat()

    def _curtain_for_start(self) -> None:
        self.session.curtain_for_start()
        self._follow_session_seat()

    def _lift_curtain(self) -> bool:
        self.session.lift_curtain()
        self._publish()  # the log starts again, now with this seat's own lines
        return True

    def _new_game(self, seed: int | None = None) -> bool:
        if seed is not None and (not is_int(seed) or seed < 0):
            raise self._refuse("input", "w.seed-type", value=short(repr(seed), 40))
        session = self.session
        session.new_game(None if seed is None else whole(seed))
        self._clear_error()
        if session.coach is not None:  # Try again: the lesson's start, as from_game would take it
            self._prepare_from_game(session.game, {"factory": session.factory})
        self._maybe_autoplay()
        self._curtain_for_start()
        self._publish()
        return True

    def _undo(self) -> bool:
        self.session.undo()
        self._clear_error()
        self._follow_turn()
        self._publish()
        return True

    # ----------------------------------------------------------------- publishing
    def _viewer(self) -> Viewer:
        """The page, as the session's Viewer: its seat, language and whether it asked for the odds."""
        return self.session.screen_viewer(self.language, odds=bool((self.settings or {}).get("show_probability")))

    def _publish(self) -> None:
        """Push everything the browser shows; only what the seat may know. Inside a handler
        it waits for the handler's end, so an action reaches the page as one update."""
        if not self._ready:
            return
        if self._depth:
            self._dirty = True
            return
        self._dirty = False
        session = self.session
        viewer = self._viewer()
        with self.hold_sync():
            # the error line first: it says what went wrong even if what follows fails too
            self.error = short(self.say(self._error))
            # (a lesson that hides the odds never has them asked for: Coach.clean_settings)
            traits = session.table_traits(viewer)
            if self._own_title is not None:
                traits["title"] = self._own_title
            for name, value in traits.items():
                setattr(self, name, value)
            self._publish_log(viewer)
            self.bot_to_move = session.bot_to_move()
            self.can_undo = session.undo_target() is not None
            self.curtain = session.screen.state()
            self.bot_reasons = session.released_reasons(viewer)
            # the game's own traits last (they ask the engine most): TableSession.traits's order
            for name, value in session.own_traits(viewer.lang).items():
                setattr(self, name, value)
        if viewer.curtain:
            # The page's model keeps the state before each update (Backbone's
            # previousAttributes): one more update, the curtain again, makes the curtained
            # state the previous one too, so no secret of the last seat stays in the page.
            self.send_state("curtain")

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game!r}, seat={self.seat})"
