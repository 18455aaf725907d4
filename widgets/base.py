"""GameWidget: one anywidget base that binds any ``rules_engine`` Game to synced traits.

Python owns the state. The browser may only

* send custom messages — ``{"type": "act", "action": {...}}``, ``{"type": "undo"}``,
  ``{"type": "step", "move": n}``, ``{"type": "new_game"}``, ``{"type": "play_bots"}`` —
  which are validated, applied through the engine and answered by re-publishing the
  state; and
* write the ``settings`` trait (validated: unknown keys and wrong types are dropped).

Seeds come from Python only (``new_game(seed)``): the engine is public, so a seed chosen
by the page would reveal every die and card. The one exception is the teacher's copy
(``teacher=True``, set in Python), whose panel may deal a chosen seed and show every hand:
its page is the teacher's, who may see everything anyway. Any other trait the browser tries to write
(``view``, ``seat``, ``reveal_all``, ``legal``, ...) is ignored and the true value
re-published. Nothing a message does ever raises: refusals become the ``error`` line
(with the rule id in ``error_rule``).

Hidden information never reaches the page through errors either. A failing bot or an
internal error may have been computed from hidden state (a student's bot raising
``KeyError(f"my dice {dice}")``), so its text is kept in Python only — ``bot_errors`` and
``internal_errors`` — and the page, like the kernel's log (which ipykernel forwards to the
page as stderr), gets only what is public.

Bot pacing: after a human move, if a bot is to move and ``settings["bot_delay_ms"]`` is
0 (and step mode is off), Python plays the bots at once. Otherwise ``bot_to_move`` is
published and the front end, after the delay (or on its Next button in step mode),
sends ``{"type": "step", "move": view["move_number"]}``; Python plays ONE bot move if
``move`` is still the current move number, and quietly ignores stale steps (several
views of one widget each send one).

GameWidget is the traits and the wiring; its parts are modules of their own: ``checks``
(keywords, trait values, settings, the page's one write), ``protocol`` (the messages as
data, one reader), ``undo`` (the undo floor, pure functions), ``seats`` (bots and the
hot-seat curtain) and ``publish`` (the log and the end panel, from the game alone).
"""

from __future__ import annotations

import functools
import random
import traceback
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import anywidget
import traitlets as t
from traitlets.utils.bunch import Bunch

from rules_engine.bots import Bot, FunctionBot
from rules_engine.core import Action, Event, Game, IllegalAction, keyword_names, whole
from rules_engine.core_messages import CORE_MESSAGES
from rules_engine.i18n import LANGUAGES, Msg

from . import publish, undo
from ._static import bundle
from .checks import (
    DEFAULT_SETTINGS,
    MAX_ERROR_CHARS,
    PageWritesSettingsOnly,
    StrictBool,
    StrictInt,
    clean_settings,
    is_int,
    logger,
    refuse_unknown_arguments,
    refusing_unknown_keywords,
    require_bool,
    require_seed,
    short,
)
from .messages import WIDGET_MESSAGES, bot_name, ui_strings
from .protocol import TABLE_MESSAGES, Message, read_message, refusal
from .seats import DEFAULT_BOTS, Screen, bot_move, bot_rng, build_bots, keep, resolve_bots

if TYPE_CHECKING:
    from .lesson import Coach

__all__ = [
    "DEFAULT_BOTS",
    "DEFAULT_SETTINGS",
    "MAX_ERROR_CHARS",
    "GameWidget",
    "clean_settings",
    "refuse_unknown_arguments",
]

LOG_LIMIT = 500  # the log trait carries the latest events only
REASONS_SHOWN = 20  # the bot_reasons trait carries the latest released reasons
MAX_BOT_MOVES = 100_000  # a safety stop for play_bots on a game that never ends


@functools.cache
def _lesson_front_end() -> str:
    """The lesson bundle, for a table that holds a lesson: anywidget takes an instance's own
    ``_esm`` as text (a class's may be a file it watches)."""
    return bundle("lesson.js").read_text(encoding="utf-8")


def _like(game: Game, seed: int | None) -> Game:
    """A fresh game like ``game`` (its class, players and options) from ``seed``: a table's
    ``new_game`` when it was given no factory."""
    return type(game)(players=game.players, seed=seed, **game.options)


class GameWidget(PageWritesSettingsOnly, anywidget.AnyWidget):
    """A live table for any registered game, played from one seat.

    ``GameWidget(game, seat=0, bots=None)``: ``bots`` is a bot spec for every other seat
    (a name such as ``"random"``, a Bot, a function ``choose(view, legal, rng)``), a dict
    ``{seat: spec}``, or a list with one spec (or None for a person) per seat. Seats
    without a bot are played by people; with several, the view follows the turn
    (hot-seat). ``factory(seed)`` makes the game for ``new_game`` (default: a fresh game
    of the same class, players and options).
    """

    #: anywidget's front end: a table's bundle (a path, on the class), or the lesson's
    #: bundle as text on a table that holds a lesson
    _esm: Any

    # -- synced state (Python -> browser) ------------------------------------------
    # The seat's view travels in two parts: what changes with every move, and (``view_seldom``)
    # what changes seldom and weighs most (Exacto's last reveal, your Ganjifa hand), re-sent
    # only when it changes. Python's ``table.view`` is whole.
    view = t.Dict().tag(
        sync=True, to_json=lambda view, widget: {k: v for k, v in view.items() if k not in widget.page_split}
    )
    view_seldom = t.Dict().tag(sync=True)
    legal: t.List[Any] = t.List().tag(sync=True, to_json=lambda legal, widget: widget.page_legal(legal))
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

    #: a game's own settings besides DEFAULT_SETTINGS: ``{key: (default, check)}``, with
    #: ``check(value) -> bool`` (validated like the others, from Python and the browser)
    extra_settings: Mapping[str, tuple[Any, Callable[[Any], bool]]] = {}
    #: rule id cited when someone acts out of turn (games override)
    turn_rule = "turn"
    #: how many people may share this table's screen (None: any); a table whose front end
    #: has no curtain allows one, since the next person would see the last one's secrets
    max_people: int | None = None
    #: people sharing one screen (hot-seat): the view keys a curtain hides while the screen
    #: passes from one person to the next (each seat's secret part: "hands", "numbers"...);
    #: None: this table's front end draws no curtain
    curtain_hides: tuple[str, ...] | None = None
    #: the message naming a seat ("Mage {seat}"), in widgets/messages.py
    seat_msg = "w.seat"
    #: the message naming the game in the heading (widgets/messages.py); None: its name
    title_msg: str | None = None
    #: view keys the front end never draws: large lists that grow every move stay out of
    #: every update (Python still reads them in ``table.game.view(seat)``)
    page_omits: tuple[str, ...] = ()
    #: view keys that change seldom and weigh most: sent apart, in ``view_seldom``
    page_split: tuple[str, ...] = ()
    #: the registry name of the game a table plays (``from_game`` checks it); None: any
    game_name: str | None = None
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
        if not isinstance(game, Game):
            raise TypeError(f"GameWidget needs a rules_engine Game, not {type(game).__name__}")
        number = whole(seat)
        if number is None or not 0 <= number < game.players:
            raise ValueError(f"seat must be 0..{game.players - 1}, not {seat!r}")
        seat = number
        require_bool("reveal_all", reveal_all)
        require_bool("teacher", teacher)
        bot_seed = require_seed("bot_seed", bot_seed)
        if title is not None and not isinstance(title, str):
            raise ValueError(f"title must be text, not {title!r}")
        if factory is not None and not callable(factory):
            raise ValueError(f"factory must be a function seed -> Game, not {factory!r}")
        self._ready = False
        #: the lesson this table teaches (``widgets.Lesson``), None for free play
        self.coach = coach
        if coach is not None:
            self._esm = _lesson_front_end()  # the lesson's panel above this table's own front end
        self._depth = 0  # handlers running (publish once, when the last ends)
        self._dirty = False
        self._log_sent: tuple[tuple[int, int | None, str, int | None], int, int] | None = (
            None  # what the page's log holds: (key, events read, notes read)
        )
        self._error: str | Msg | IllegalAction | None = None  # what the error line says, rendered in _publish
        self._reasons: list[dict[str, Any]] = []  # every bot move: {move, seat, name, text}
        self._screen = Screen()  # hot-seat: the curtain between people sharing the screen
        #: what went wrong, in full, for the teacher in Python (never synced to the page)
        self.bot_errors: list[dict[str, Any]] = []
        self.internal_errors: list[dict[str, Any]] = []
        self.game = game
        self._factory: Callable[[int | None], Game] = factory or functools.partial(_like, game)
        self._bots: dict[int, Bot] = build_bots(bots, seat, game)
        people = game.players - len(self._bots)
        # in a lesson, seats without a bot are nobody's: the view never follows them
        hot_seat_allowed = coach is None
        if hot_seat_allowed and self.max_people is not None and people > self.max_people:
            free = [s for s in range(game.players) if s != seat and s not in self._bots]
            raise ValueError(
                f"{type(self).__name__} has room for {self.max_people} person at its screen (it has "
                f"no curtain: the next person would see the last one's cards), but seat(s) "
                f"{', '.join(map(str, free))} have no bot: give each one a bot"
            )
        self._hot_seat = hot_seat_allowed and game.players - len(self._bots) > 1
        self._bot_seed = bot_seed
        self._undo_record = undo.UndoRecord(game.reveals | self.also_shown)
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

    # ------------------------------------------------------------------ bot seats
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

    def _bot_rng(self) -> random.Random:
        """The bots' random generator for the move about to be made (``seats.bot_rng``)."""
        return bot_rng(self._bot_seed, self.game)

    @property
    def bots(self) -> dict[int, Bot]:
        """The bot playing each bot seat (read-only copy)."""
        return dict(self._bots)

    @property
    def humans(self) -> list[int]:
        return [s for s in range(self.game.players) if s not in self._bots]

    def seat_name(self, seat: int) -> str:
        """The seat's name in English ("Mage 2"), for Python; the page gets it in its language."""
        return self.seat_label(seat).render("en")

    def seat_label(self, seat: int) -> Msg:
        return WIDGET_MESSAGES.msg(self.seat_msg, seat=seat)

    # ------------------------------------------------------------------ words
    @property
    def language(self) -> str:
        lang: str = (self.settings or {}).get("language", "en")
        return lang

    def say(self, words: str | Msg | Event | IllegalAction | None) -> str:
        """Words for the page, in the learner's language: a str as it is, a Msg, an Event or
        a refusal rendered from its table."""
        if words is None:
            return ""
        if isinstance(words, str):
            return words
        if isinstance(words, (IllegalAction, Event)):
            return words.render(self.language)
        return words.render(self.language, self.game.messages)

    def _refuse(self, rule: str, msg_id: str, **params: Any) -> IllegalAction:
        """A refusal in the widgets' own words (raise it)."""
        return refusal(rule, msg_id, **params)

    # ------------------------------------------------------------ browser writes
    def _clean_page_settings(self, raw: object, current: Mapping[str, Any]) -> dict[str, Any]:
        return self._clean_settings(raw, current, strict=False)

    def _clean_settings(self, raw: object, current: Mapping[str, Any] | None, strict: bool) -> dict[str, Any]:
        """``clean_settings`` with this table's languages and extra settings; subclasses
        narrow what is allowed; a lesson decides whether the odds may be shown."""
        cleaned = clean_settings(raw, current, LANGUAGES, strict=strict, extra=self.extra_settings)
        return cleaned if self.coach is None else self.coach.clean_settings(cleaned, strict)

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
        old, new = change["old"], change["new"]
        if new in self._bots:
            self._bots[old] = self._bots.pop(new)
        self._publish()

    @t.observe("reveal_all")
    def _reveal_changed(self, change: Bunch) -> None:
        if self._ready:
            # every hand shown: no curtain; hidden again: the person on turn says ready
            self._screen.curtain, self._screen.bots_playing = None, False
            self._curtain_for_start()
            self._publish()

    # ------------------------------------------------------------------ messages
    def _on_msg(self, _widget: object, content: object, buffers: object = None) -> None:
        if isinstance(content, Mapping) and content.get("kind") == "anywidget-command":
            return  # anywidget's own protocol, not ours
        self._guard(self._dispatch, content)

    def _dispatch(self, content: object) -> Any:
        kinds = self.page_messages if self.coach is None else {**self.page_messages, **self.coach.messages}
        message, args = read_message(content, kinds, teacher=self.teacher)
        return getattr(self, message.handler)(**args)

    def _guard(self, func: Callable[..., Any], *args: Any) -> Any:
        """Run ``func``; refusals become the error line, nothing ever raises. Whatever it
        changed reaches the page in one publish, when the outermost handler ends."""
        self._depth += 1
        try:
            return func(*args)
        except IllegalAction as err:
            self._set_error(err, err.rule)
        except Exception as err:  # noqa: BLE001 - a message handler must never raise
            self._internal_error(err, "w.internal.not-applied")
        finally:
            self._depth -= 1
            if not self._depth and self._dirty:
                self._publish()
        return False

    def _internal_error(self, err: Exception, what: str) -> None:
        """Keep the full text for the teacher; the page gets the kind of error only (its
        text might quote hidden state)."""
        keep(
            self.internal_errors,
            {"move": len(self.game.history), "error": repr(err), "traceback": traceback.format_exc()},
        )
        logger.warning(
            "%s: internal error (%s); %s. The details are in .internal_errors.",
            type(self).__name__,
            type(err).__name__,
            WIDGET_MESSAGES.render(what),
        )
        self._set_error(WIDGET_MESSAGES.msg("w.internal", kind=type(err).__name__, _what=Msg(what)), "internal")

    def _set_error(self, message: str | Msg | IllegalAction, rule: str = "input") -> None:
        """Show ``message`` (a refusal, a Msg or a str) on the error line, in the learner's
        language (kept, so that switching language re-renders it)."""
        try:
            with self.hold_sync():
                self._error = message
                self.error_rule = short(rule or "", 60)
                self.error_count += 1
                self._publish()  # the true state again, in case a view ran ahead
        except Exception as err:  # noqa: BLE001 - never raise from a message handler
            keep(
                self.internal_errors,
                {"move": len(self.game.history), "error": repr(err), "traceback": traceback.format_exc()},
            )
            logger.warning("%s: could not publish the state (%s).", type(self).__name__, type(err).__name__)

    def _clear_error(self) -> None:
        self._error = None
        self.error = ""
        self.error_rule = ""

    # ------------------------------------------------------------- public methods
    def act(self, action: object) -> bool:
        """Play ``action`` (an Action or its JSON) for the learner's seat.

        Returns True when applied; otherwise the reason is in ``error`` (never raises)."""
        return bool(self._guard(self._act, action))

    def undo(self) -> bool:
        """Take back moves up to and including the learner's previous move (bot moves
        after it too), within what the game allows (see ``_undo_floor``)."""
        return bool(self._guard(self._undo))

    def step(self, move: int | None = None) -> bool:
        """Play one bot move (if ``move`` is given it must be the current move number)."""
        return bool(self._guard(self._step, move))

    def new_game(self, seed: int | None = None) -> bool:
        """Start again with a fresh game (``seed`` None: a random one)."""
        return bool(self._guard(self._new_game, seed))

    def play_bots(self) -> int:
        """Let the bots move until it is a person's turn or the game is over; returns
        the number of bot moves."""
        result = self._guard(self._play_bots)
        return result if is_int(result) else 0

    def show_hint(self) -> bool:
        """A lesson's next hint (on a table holding one: ``widgets.Lesson``)."""
        self._lesson_only("show_hint")
        return bool(self._guard(self._next_hint))

    def retry(self) -> bool:
        """Back to the lesson's starting position (as ``new_game``)."""
        self._lesson_only("retry")
        return bool(self._guard(self._new_game, None))

    def _lesson_only(self, what: str) -> Coach:
        if self.coach is None:
            raise TypeError(
                f"{what}() is a lesson's: this {type(self).__name__} holds none (make one with Lesson(spec))"
            )
        return self.coach

    def _next_hint(self) -> bool:
        self._lesson_only("show_hint").next_hint()
        self._publish()
        return True

    def update_settings(self, **changes: Any) -> None:
        """``w.update_settings(step_mode=True)``: merge into ``settings`` (validated)."""
        self.settings = {**self.settings, **changes}

    # --------------------------------------------------------------- the actions
    def _act(self, action: object) -> bool:
        if self.coach is not None:
            if self.coach.done:
                raise self._refuse("input", "w.lesson-finished")
            if self.coach.judging:
                return self.coach.act(self, action)  # after the judged move, play goes on freely
        if self._screen.curtain is not None:
            raise self._refuse(self.turn_rule, "w.curtain-up", _who=self.seat_label(self._screen.curtain))
        if self._screen.bots_playing:
            raise self._refuse(self.turn_rule, "w.curtain-bots")
        game = self.game
        if game.is_over:
            raise self._refuse(game.end_rule, "w.over")
        mover = self._on_turn()
        if mover != self.seat:
            raise self._refuse(self.turn_rule, "w.not-your-turn", _who=self.seat_label(mover))
        if mover in self._bots:
            raise self._refuse(self.turn_rule, "w.bot-plays", _who=self.seat_label(mover))
        decoded = game.check(action)
        self._before_human_move(decoded)
        self._apply(decoded)
        self._clear_error()
        self._after_human_move()
        return True

    def _after_human_move(self) -> None:
        """Let the bots answer and publish. The learner's move is applied by now, so a
        failure here must not say it was not."""
        try:
            self._maybe_autoplay()
        except Exception as err:  # noqa: BLE001 - a message handler must never raise
            self._internal_error(err, "w.internal.bots")
            return
        self._publish()

    def _before_human_move(self, action: Action) -> None:
        """Hook for subclasses (lessons judge the move here)."""

    def _apply(self, action: Action) -> list[Event]:
        actor = self.game.current_player
        events = self.game.apply(action)
        self._undo_record.moved(self.game, actor, events)
        return events

    def _step(self, move: int | None = None) -> bool:
        game = self.game
        if move is not None and move != len(game.history):
            logger.debug("stale step for move %s ignored (now at %s)", move, len(game.history))
            return False
        if game.is_over:
            raise self._refuse(game.end_rule, "w.over")
        if game.current_player not in self._bots:
            if game.current_player == self.seat:
                raise self._refuse(self.turn_rule, "w.your-turn-not-bot")
            raise self._refuse(self.turn_rule, "w.their-turn-not-bot", _who=self.seat_label(self._on_turn()))
        self._clear_error()
        self._bot_move()
        self._maybe_autoplay()
        self._publish()
        return True

    def _play_bots(self) -> int:
        moves = 0
        while self._bot_turn() and moves < MAX_BOT_MOVES:
            self._bot_move()
            moves += 1
        self._publish()
        return moves

    def _new_game_from_page(self, seed: int | None = None) -> bool:
        return self._new_game(self._page_seed(seed))

    def _page_seed(self, seed: int | None) -> int | None:
        """A seed the page sends with New game: only from the teacher's copy, where every
        hand is the teacher's to see anyway; a student's page never chooses what is dealt."""
        if seed is not None and not self.teacher:
            raise self._refuse("input", "w.seed-from-python")
        return seed

    def _teacher_message(self, reveal_all: bool | None = None) -> bool:
        """The teacher panel's switches (only on a table Python made with ``teacher=True``)."""
        if not self.teacher:
            raise self._refuse("input", "w.teacher-only")
        self._clear_error()
        if reveal_all is not None:
            self.reveal_all = reveal_all
        self._publish()
        return True

    def _new_game(self, seed: int | None = None) -> bool:
        if seed is not None and (not is_int(seed) or seed < 0):
            raise self._refuse("input", "w.seed-type", value=short(repr(seed), 40))
        game = self._factory(None if seed is None else whole(seed))
        if not isinstance(game, Game) or game.players != self.game.players:
            raise ValueError("the game factory must return a game with the same players")
        self.game = game
        self._undo_record.reset()
        self._screen.new_game()
        self._clear_error()
        self._reasons = []
        self._after_new_game()
        if self.coach is not None:  # Try again: the lesson's start, as from_game would take it
            self._prepare_from_game(game, {"factory": self._factory})
            self.coach.restart()
        self._maybe_autoplay()
        self._curtain_for_start()
        self._publish()
        return True

    def _after_new_game(self) -> None:
        """Hook for subclasses."""

    def _undo(self) -> bool:
        target = self._undo_target()
        if target is None:
            raise self._refuse("input", self._nothing_to_undo())
        game = self.game
        rebuilt = game.replay(game.history[:target])
        game.__dict__.update(rebuilt.__dict__)  # keep the same live engine object
        self._undo_record.taken_back(game)
        if self.coach is not None:
            self.coach.undone(target)
        self._clear_error()
        self._reasons = [r for r in self._reasons if r["move"] < target]
        self._follow_turn()
        self._publish()
        return True

    def _nothing_to_undo(self) -> str:
        """The message id that says why there is nothing to undo."""
        return "w.nothing-to-undo"

    #: event kinds that showed the table something undo must not take back, besides the
    #: game's own ``Game.reveals`` (Deductio: a peek, a number drawn, a trophy)
    also_shown: ClassVar[frozenset[str]] = frozenset()

    def _undo_floor(self) -> int:
        """The earliest history length undo may return to, by the rule for all games
        (``undo.UndoRecord.floor``); a lesson's start is the lesson's, never the learner's."""
        floor = self._undo_record.floor(self.game)
        return floor if self.coach is None else max(floor, self.coach.start_moves)

    def _replayed_moves(self) -> Iterator[tuple[int, list[Event]]]:
        """(i, the events move i made) for every move, by replay: what a table works out
        again for a game it did not play (``from_game``, a change behind its back)."""
        return undo.moves_replayed(self.game)

    def _undo_target(self) -> int | None:
        """History length after undoing the learner's last move (``undo.undo_target``).
        People passing one screen (hot-seat) may take back each other's moves, never a
        bot's, and never a move made before the curtain was last lifted: the screen showed
        that seat's secrets then, and taking the move back would let whoever looked play it
        again knowing them."""
        return undo.undo_target(
            self._actors_list(),
            seat=self.seat,
            bots=self._bots,
            hot_seat=self._hot_seat,
            reveal_all=self.reveal_all,
            floor=max(self._undo_floor(), self._screen.lifted_at),
        )

    def _actors_list(self) -> list[int | None]:
        """Who made each move in the history (rebuilt by replay if the game was changed
        behind the widget's back)."""
        return self._undo_record.actors_in(self.game)

    # --------------------------------------------------------------------- bots
    def _bot_turn(self) -> bool:
        game = self.game
        return not game.is_over and game.current_player in self._bots

    def _maybe_autoplay(self) -> None:
        s = self.settings or DEFAULT_SETTINGS
        if self._bot_turn() and s.get("bot_delay_ms") == 0 and not s.get("step_mode"):
            self._play_bots()
        self._follow_turn()

    def _follow_turn(self) -> None:
        """Hot-seat: the view follows the person whose turn it is, behind a curtain when the
        table has one (raised before the seat, and its secrets, change hands; while bots
        play, the screen shows the public table only: ``seats.Screen``)."""
        game = self.game
        if not self._hot_seat or game.is_over:
            self._screen.bots_playing = False
            return
        mover = self._on_turn()
        bot = mover in self._bots
        if not self._has_curtain():
            if not bot and mover != self.seat:
                self.seat = mover
            return
        seat, came_down = self._screen.follow(mover, bot, self.seat)
        if came_down:
            self._clear_error()  # a refusal may quote the last person's secrets
        if seat is not None:
            self.seat = seat

    # -- hot-seat: a curtain while the screen passes ------------------------------------
    def _has_curtain(self) -> bool:
        return self.curtain_hides is not None and self._hot_seat and not self.reveal_all

    def _curtain_up(self) -> bool:
        """Does the screen show only what every seat may see (the screen is passing, or bots
        are playing between people)?"""
        return self._screen.up

    def _curtain_for_start(self) -> None:
        """A game between people starts behind the curtain: whoever takes the screen first
        says they are ready (or, when a bot begins, the bots play behind it)."""
        game = self.game
        if not self._has_curtain() or game.is_over:
            self._screen.bots_playing = False
            return
        mover = self._on_turn()
        seat = self._screen.start(mover, mover in self._bots)
        if seat is not None:
            self.seat = seat

    def lift_curtain(self) -> bool:
        """The next person has the screen: show them their seat (``{"type": "ready"}``)."""
        return bool(self._guard(self._lift_curtain))

    def _lift_curtain(self) -> bool:
        if self._screen.curtain is None:
            if self._screen.bots_playing:
                raise self._refuse(self.turn_rule, "w.curtain-bots")
            raise self._refuse("input", "w.no-curtain")
        self._screen.lift(len(self.game.history), len(self.game.log))
        self._publish()  # the log starts again, now with this seat's own lines
        return True

    def _on_turn(self) -> int:
        """The seat on turn, in a game that is not over (which always has one)."""
        seat = self.game.current_player
        assert seat is not None, "a game that goes on has a seat on turn"
        return seat

    def _bot_move(self) -> None:
        game = self.game
        seat = self._on_turn()
        name = self.seat_label(seat)
        action, reason = bot_move(self._bots[seat], game, self._bot_rng(), name, self.bot_errors)
        # kept as words to render (a bot's own reason is a Msg of its game, or a student's str)
        self._reasons.append({"move": len(game.history), "seat": seat, "name": name, "text": reason})
        self._apply(action)

    # ----------------------------------------------------------------- publishing
    def _viewer(self) -> int | None:
        return None if self.reveal_all else self.seat

    def _you(self) -> int | None:
        """The seat the page's sentences call "you": the learner's, unless the seat changes
        hands (hot-seat), where a name says whose turn it was."""
        return None if self._hot_seat else self.seat

    def _human_turn(self) -> bool:
        game = self.game
        return (
            not self._curtain_up()
            and not (self.coach is not None and self.coach.done)
            and not game.is_over
            and game.current_player == self.seat
            and self.seat not in self._bots
        )

    def _publish(self) -> None:
        """Push everything the browser shows; only what the seat may know. Inside a handler
        it waits for the handler's end, so an action reaches the page as one update."""
        if not self._ready:
            return
        if self._depth:
            self._dirty = True
            return
        self._dirty = False
        game = self.game
        viewer = self._viewer()
        lang = self.language
        with self.hold_sync():
            view = self.page_view(game.view(viewer))
            self.view = view
            self.view_seldom = {k: view[k] for k in self.page_split if k in view}
            self.legal = [a.to_json() for a in game.legal_actions()] if self._human_turn() else []
            self._publish_log(viewer, lang)
            self.rules = game.catalog.to_json(lang)
            self.strings = ui_strings(lang, game.name)
            self.title = self._own_title if self._own_title is not None else self._default_title(lang)
            self.error = short(self.say(self._error))
            self.seat_info = [
                {
                    "seat": s,
                    "name": self.say(self.seat_label(s)),
                    "you": s == self.seat,
                    "bot": self._bot_name(s) if s in self._bots else None,
                }
                for s in range(game.players)
            ]
            self.bot_to_move = self._bot_turn()
            self.can_undo = self._undo_target() is not None
            # (a lesson that hides the odds never has them asked for: Coach.clean_settings)
            self.hint = self._hint() if (self.settings or {}).get("show_probability") and not self._curtain_up() else {}
            self.curtain = self._screen.state()
            self._publish_reasons()
            self._publish_extra()
            if self.coach is not None:
                for name, value in self.coach.traits(self).items():
                    setattr(self, name, value)
            self.end = self._end_state()
        if self._curtain_up():
            # The page's model keeps the state before each update (Backbone's
            # previousAttributes): one more update, the curtain again, makes the curtained
            # state the previous one too, so no secret of the last seat stays in the page.
            self.send_state("curtain")

    def _bot_name(self, seat: int) -> str:
        """The name of ``seat``'s bot in the reader's language ("greedy", «жадный»); a bot
        of the student's own keeps the name it was given."""
        return bot_name(self.game.name, str(getattr(self._bots[seat], "name", "bot")), self.language)

    def _default_title(self, lang: str) -> str:
        if self.title_msg is None:
            return self.game.name.capitalize()
        return WIDGET_MESSAGES.render(self.title_msg, {}, lang)

    def page_legal(self, legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``legal`` (action JSON) as it travels to the page: games whose lists are long send a
        compact form their front end writes out again. Python's ``table.legal`` stays whole."""
        return legal

    def page_view(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` without what the page never draws (``page_omits``); behind the curtain,
        without any seat's secrets (``curtain_hides``): the table as everyone sees it."""
        for key in self.page_omits:
            view.pop(key, None)
        if self._curtain_up() and self.curtain_hides is not None:
            for key in self.curtain_hides:
                view[key] = [None] * len(view[key])
        return view

    # The log grows by a few events an action and may hold hundreds: it travels as appended
    # entries in custom messages, not as a trait re-sent whole. The page asks for all of it
    # ({"type": "sync"}) when it renders; undo, a new game, a new language or another
    # viewer start it again ("reset").
    def _publish_log(self, viewer: int | None, lang: str, reset: bool = False) -> None:
        if self._curtain_up():
            viewer = -1  # behind the curtain, public events only
        game = self.game
        you = self._you()
        key = (id(game.log), viewer, lang, you)
        sent = self._log_sent
        notes = self._screen.notes
        if reset or sent is None or sent[0] != key or sent[1] > len(game.log) or sent[2] > len(notes):
            entries = self._log_entries(0, 0, viewer, lang, you)[-LOG_LIMIT:]
            self.send({"type": "log", "reset": True, "entries": entries})
        else:
            entries = self._log_entries(sent[1], sent[2], viewer, lang, you)
            if entries:
                self.send({"type": "log", "reset": False, "entries": entries})
        self._log_sent = (key, len(game.log), len(notes))

    def _log_entries(
        self, start: int, first_note: int, viewer: int | None, lang: str, you: int | None
    ) -> list[dict[str, Any]]:
        """The log's entries from event ``start`` and screen note ``first_note`` on
        (``publish.log_entries``)."""

        def shown_to(seat: int) -> str:
            return self.say(WIDGET_MESSAGES.msg("w.screen-shown", _who=self.seat_label(seat)))

        return publish.log_entries(self.game, self._screen.notes[first_note:], start, viewer, lang, you, shown_to)

    @property
    def event_log(self) -> list[dict[str, Any]]:
        """The log as the page shows it: the latest events this seat may see, in its language."""
        viewer = -1 if self._curtain_up() else self._viewer()
        return self._log_entries(0, 0, viewer, self.language, self._you())[-LOG_LIMIT:]

    def _sync_log(self) -> bool:
        """The page asks for the whole log (it has just rendered, or lost track)."""
        self._publish_log(self._viewer(), self.language, reset=True)
        return True

    # A bot's reason is computed from its own hidden information (its dice, its hand), so
    # it is shown only once that information is public, or to the teacher's reveal-all view.
    def _reason_public(self, move: int) -> bool:
        """Has everything the bot knew when it made ``move`` become public? Games override."""
        return self.game.is_over

    def _publish_reasons(self) -> None:
        shown = [r for r in self._reasons if self.reveal_all or self._reason_public(r["move"])]
        self.bot_reasons = [
            {**r, "name": self.say(r["name"]), "text": self.say(r["text"])} for r in shown[-REASONS_SHOWN:]
        ]
        if not self._reasons:
            self.bot_reason, self.bot_reason_seat = "", -1
            return
        last = self._reasons[-1]
        self.bot_reason_seat = last["seat"]
        if shown and shown[-1] is last:
            self.bot_reason = self.say(last["text"])
        else:  # "Why?" before the reveal: what kind of reasoning, with nothing it saw
            how = WIDGET_MESSAGES.msg("w.how-it-plays", _name=last["name"], _method=self.bot_method(last["seat"]))
            self.bot_reason = " ".join(
                # the seat as a number too: a template that declines it ("Pelaajan 1 perustelu")
                # cannot decline a finished label ("Pelaajan Pelaaja 1")
                (
                    self.say(how),
                    self.say(WIDGET_MESSAGES.msg(self._reason_withheld, _name=last["name"], _seat=last["seat"])),
                )
            )

    def bot_method(self, seat: int) -> Msg:
        """One clause on how the bot in ``seat`` plays (``bot.method.<name>`` in its game's
        messages): the kind of reasoning, never what it saw, so it may be shown at once."""
        bot = self._bots.get(seat)
        method = f"bot.method.{getattr(bot, 'name', '')}"
        if not isinstance(bot, FunctionBot):
            for table in (self.game.messages, CORE_MESSAGES):
                if table is not None and method in table:
                    return table.msg(method)
        return CORE_MESSAGES.msg("bot.method.student")

    #: the message saying a bot's reason waits until what it knew is public
    _reason_withheld = "w.reason-withheld"

    def _publish_extra(self) -> None:
        """Hook: subclasses publish their own traits inside the same sync."""

    #: the end panel's score column (a ui id) and each seat's score, read from the game;
    #: a table names what its game counts
    end_score_msg = "w.end.score"

    def _end_scores(self) -> list[int]:
        return [int(x) for x in self.game.scores]

    def _end_state(self) -> dict[str, Any]:
        """What the end panel shows once the game is over (``publish.end_state``); behind a
        curtain nothing, since the last sentence may be one seat's own."""
        end: dict[str, Any] = {}
        if self.game.is_over and not self._curtain_up():
            names = [self.say(self.seat_label(s)) for s in range(self.game.players)]
            end = publish.end_state(
                self.game, self.language, self._you(), self._viewer(), names, self._end_scores(), self.end_score_msg
            )
        return end if self.coach is None else self.coach.end_state(self, end)

    def _hint(self) -> dict[str, Any]:
        """Game-specific numbers for the learner (from their own view only)."""
        return {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game!r}, seat={self.seat})"
