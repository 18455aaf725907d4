"""A class room: one table the server holds, its seats (people with tokens, or bots), and
what each seat may be sent.

The table is a session (widgets/session.py), the same one a notebook's table widget
drives: it checks the moves, asks the bots, keeps their reasons, and projects what one
seat may see. The room adds what a class needs: students with names and tokens, the
teacher's moderation (pause, step, seats), and the store every move goes to before anyone
is told. Everything here is synchronous and runs on the server's one event loop, so a room
never sees two messages at once. A seat's frame is that seat's projection only, so nothing
of another seat (dice, cards, numbers) and no seed ever leaves the room.
"""

from __future__ import annotations

import functools
import json
import secrets
import unicodedata
from collections.abc import Container
from typing import Any

from rules_engine.bots import Bot, make_bot
from rules_engine.core import Action, Game, brief, game_class, games
from rules_engine.i18n import LANGUAGES
from rules_engine.view_lines import view_lines
from widgets.checks import DEFAULT_SETTINGS
from widgets.messages import bot_name
from widgets.session import TableSession, Viewer, session_class

from .activities import Activity, Learner, activity_items, closed_results
from .frames import LogMark, LogPart, ReadersLogs, encode, to_json
from .messages import CLASS_MESSAGES, page_labels, refuse
from .review import PlayReview
from .storage import Conflict, ResultRecord, RoomRecord, SeatRecord, Storage, token_digest

__all__ = ["Room", "new_code", "public_view", "CODE_ALPHABET", "NAME_LIMIT", "LOG_LIMIT"]

#: room codes use letters and digits nobody misreads from the back row (no 0/O, 1/I/L)
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 4
NAME_LIMIT = 24
LOG_LIMIT = 300  # a frame carries the latest log lines only


def new_code(taken: Container[str]) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def clean_name(name: str) -> str:
    name = " ".join(name.split())
    if not 1 <= len(name) <= NAME_LIMIT or any(unicodedata.category(ch)[0] == "C" for ch in name):
        raise refuse("input", "c.bad-name", limit=NAME_LIMIT)
    return name


def has_table(game: str) -> bool:
    """Can ``game``'s table front end be drawn for a class seat (it has a table session)?"""
    return session_class(game) is not TableSession


def check_room_settings(game: str, players: int, bots: dict[int, str], lang: str) -> type[Game]:
    """The game class for a room the teacher asks for, or a refusal saying what is wrong."""
    known = games()
    if game not in known:
        raise refuse("input", "c.bad-game", game=game, known=", ".join(sorted(known)))
    cls = known[game]
    if not cls.min_players <= players <= cls.max_players:
        raise refuse("input", "c.bad-players", game=game, low=cls.min_players, high=cls.max_players, value=players)
    if lang not in LANGUAGES:
        raise refuse("input", "c.bad-lang", value=lang, known=", ".join(LANGUAGES))
    for seat, name in bots.items():
        if not 0 <= seat < players:
            raise refuse("input", "c.bad-seat", value=seat, high=players - 1)
        try:
            make_bot(game, name)
        except ValueError:
            raise refuse("input", "c.bad-bot", bot=name, game=game, known=", ".join(_bot_names(game))) from None
    if len(bots) >= players:
        raise refuse("input", "c.no-people")
    return cls


def public_view(game: Game) -> dict[str, Any]:
    """What every seat may see (the projector's table): each part of the view that is the
    same in every seat's own view; a part that differs between seats (a cup, a hand, a
    number) is None. Per-seat lists are compared seat by seat, so the projector still shows
    the cups' places; nothing is read from the omniscient view."""
    views = [game.view(s) for s in range(game.players)]
    return {key: _common([v[key] for v in views], game.players) for key in views[0]}


def _common(values: list[Any], players: int) -> Any:
    first = values[0]
    if all(v == first for v in values[1:]):
        return first
    if all(isinstance(v, list) and len(v) == players for v in values):
        return [_common(list(column), players) for column in zip(*values, strict=True)]
    if all(isinstance(v, dict) and v.keys() == first.keys() for v in values):
        return {k: _common([v[k] for v in values], players) for k in first}
    return None


@functools.lru_cache(maxsize=8192)
def _legal_entry(action: Action, lang: str) -> dict[str, Any]:
    """A legal move as the plain page lists it, its JSON and its words: the same wherever
    it is legal (an action is a frozen value, its words its own). Shared: never changed."""
    return {"action": action.to_json(), "text": action.describe(lang)}


def _legal_entries(actions: list[Action], lang: str) -> list[dict[str, Any]]:
    entries = []
    for action in actions:
        try:
            entries.append(_legal_entry(action, lang))
        except TypeError:  # a frozen action that holds a list: not kept
            entries.append({"action": action.to_json(), "text": action.describe(lang)})
    return entries


@functools.cache
def _labels_text(lang: str) -> str:
    """The class pages' labels in ``lang`` as JSON text: the same in every frame."""
    return to_json(page_labels(lang))


def _bot_names(game: str) -> list[str]:
    import importlib

    try:
        return sorted({"random", *importlib.import_module(f"rules_engine.{game}.bots").BOTS})
    except (ImportError, AttributeError):
        return ["random"]


class Room:
    """One table. ``bots`` overrides the bots named in the record (tests script them)."""

    def __init__(
        self, record: RoomRecord, storage: Storage, bots: dict[int, Bot] | None = None, game: Game | None = None
    ):
        self.record = record
        self.storage = storage
        self.code = record.code
        game = (
            game
            if game is not None
            else game_class(record.game).from_json(
                {
                    "game": record.game,
                    "players": record.players,
                    "seed": record.seed,
                    "options": record.options,
                    "position": None,
                    "history": record.actions,
                }
            )
        )
        #: the table: the same session a notebook's table drives (widgets/session.py)
        self.session: TableSession[Any] = session_class(record.game)(
            game,
            bots=bots if bots is not None else {s: make_bot(record.game, n) for s, n in record.bots.items()},
            keep=self._keep,
            name_of=lambda seat: self.who(seat, self.lang),
        )
        self.names = {s.seat: s.name for s in record.seats}
        self._seat_by_digest = {s.token_digest: s.seat for s in record.seats}
        #: each student's work on the teacher's activity, by seat token digest
        self.learners: dict[str, Learner] = {}
        #: (activity number, the results the store kept of it before this server started)
        self._stored: tuple[int, list[ResultRecord]] | None = None
        self._replaying = False  # playing moves the store holds already (``apply_stored``)
        #: who made each person's move, and the game's review once it is over (review.py)
        self.review = PlayReview(self, since=len(game.history))
        #: the log's lines as each seat (and the projector) reads them, each rendered once
        self.logs = ReadersLogs(LOG_LIMIT)

    @property
    def game(self) -> Game:
        game: Game = self.session.game
        return game

    @property
    def bots(self) -> dict[int, Bot]:
        return self.session.bots

    @bots.setter
    def bots(self, bots: dict[int, Bot]) -> None:
        self.session.set_bots(bots)

    def _keep(self, move: int, action: Action) -> None:
        # stored first: a move the server could not keep is a move nobody is told of
        if not self._replaying:
            self.storage.add_action(self.code, move, action.to_json(), self.record.seed)

    def apply_stored(self, actions: list[dict[str, Any]]) -> None:
        """Play ``actions``, moves another class server of the database stored (and so
        checked) since this copy's last one; each is checked again all the same (an
        ``IllegalAction``: this copy went another way, and is to be read afresh)."""
        self._replaying = True
        try:
            for action in actions:
                self.session.apply(self.game.check(action))
        finally:
            self._replaying = False

    @classmethod
    def open(
        cls,
        storage: Storage,
        code: str,
        game: str,
        players: int,
        bots: dict[int, str],
        lang: str,
        options: dict[str, Any] | None = None,
    ) -> Room:
        check_room_settings(game, players, bots, lang)
        # the seed is drawn here and kept in the database: no page ever chooses or sees it
        record = RoomRecord(code, game, players, secrets.randbits(62), dict(options or {}), lang, dict(bots))
        try:
            room = cls(record, storage)  # deals the game (its options checked by the engine)
        except (ValueError, TypeError):
            raise refuse("input", "c.bad-options", options=brief(options), game=game) from None
        storage.add_room(record)
        return room

    # ------------------------------------------------------------------ seats
    @property
    def lang(self) -> str:
        return self.record.lang

    def free_seats(self) -> list[int]:
        return [s for s in range(self.game.players) if s not in self.bots and s not in self.names]

    @property
    def started(self) -> bool:
        return not self.free_seats()

    def join(self, name: str) -> tuple[int, str]:
        """Seat a student: the first free seat and a new token (only its digest is kept).
        A name is one student's in a room: a second "Anna" is asked for another."""
        name = clean_name(name)
        if name.casefold() in {taken.casefold() for taken in self.names.values()}:
            raise refuse("input", "c.name-taken", name=name, room=self.code)
        free = self.free_seats()
        if not free:
            raise refuse("input", "c.full", room=self.code)
        seat, token = free[0], secrets.token_urlsafe(24)
        digest = token_digest(token)
        record = SeatRecord(seat, name, digest)
        self.storage.add_seat(self.code, record)
        self.record.seats = [*self.record.seats, record]
        self.names[seat] = name
        self._seat_by_digest[digest] = seat
        return seat, token

    def seat_for(self, token: str) -> int | None:
        return self._seat_by_digest.get(token_digest(token))

    def seat_of(self, digest: str) -> int | None:
        """The seat a token (by its digest) holds now: None once the teacher took it away."""
        return self._seat_by_digest.get(digest)

    def person(self, seat: int) -> SeatRecord | None:
        return next((s for s in self.record.seats if s.seat == seat), None)

    # ------------------------------------------------------------- the teacher's hand
    def _check_seat(self, seat: int) -> None:
        if not 0 <= seat < self.game.players:
            raise refuse("input", "c.bad-seat", value=seat, high=self.game.players - 1)

    def move_seat(self, seat: int, to: int) -> None:
        """Move the student in ``seat`` to ``to``; whoever sat there (a student or a bot)
        takes ``seat``. Tokens stay with their people: each page now plays its new seat."""
        self._check_seat(seat)
        self._check_seat(to)
        if self.person(seat) is None:
            raise refuse("input", "c.no-student", seat=seat)
        if seat == to:
            raise refuse("input", "c.same-seat", seat=seat)
        swap = {seat: to, to: seat}
        seats = [SeatRecord(swap.get(s.seat, s.seat), s.name, s.token_digest) for s in self.record.seats]
        self._reseat(seats, {swap.get(s, s): name for s, name in self.record.bots.items()})
        self.bots = {swap.get(s, s): bot for s, bot in self.bots.items()}

    def kick(self, seat: int) -> None:
        """Free ``seat``: its token no longer plays, and the next student to join takes it."""
        self._check_seat(seat)
        if self.person(seat) is None:
            raise refuse("input", "c.no-student", seat=seat)
        self._reseat([s for s in self.record.seats if s.seat != seat], self.record.bots)

    def seat_bot(self, seat: int, bot: str) -> None:
        """A bot plays ``seat`` from now on (its student, if any, is sent away)."""
        self._check_seat(seat)
        try:
            made = make_bot(self.game.name, bot)
        except ValueError:
            raise refuse(
                "input", "c.bad-bot", bot=bot, game=self.game.name, known=", ".join(_bot_names(self.game.name))
            ) from None
        if seat in self.bots:
            raise refuse("input", "c.is-bot", seat=seat)
        if len(self.bots) + 1 >= self.game.players:
            raise refuse("input", "c.no-people")
        self._reseat([s for s in self.record.seats if s.seat != seat], {**self.record.bots, seat: bot})
        self.bots = {**self.bots, seat: made}

    def _reseat(self, seats: list[SeatRecord], bots: dict[int, str]) -> None:
        self.storage.set_seating(self.code, seats, bots)  # kept first, as a move is
        self.record.seats, self.record.bots = seats, dict(bots)
        self.names = {s.seat: s.name for s in seats}
        self._seat_by_digest = {s.token_digest: s.seat for s in seats}

    @property
    def paused(self) -> bool:
        return bool(self.record.flags.get("paused"))

    @property
    def step_mode(self) -> bool:
        """Bots wait for the teacher's Step, one move each, so the class can follow."""
        return bool(self.record.flags.get("step"))

    def set_flag(self, name: str, value: object) -> None:
        self.storage.set_flag(self.code, name, value)
        self.record.flags = {**self.record.flags, name: value}

    # ------------------------------------------------------------- the teacher's activity
    @property
    def activity(self) -> Activity | None:
        """The lesson, sequence or quiz the teacher started for this room (None: play)."""
        data = self.record.flags.get("activity")
        return Activity.from_json(data) if isinstance(data, dict) else None

    def start_activity(self, kind: str, game: str, item: str | None) -> Activity:
        """Every student of the room on ``kind`` (a lesson, the game's lessons in order, a
        quiz), afresh: a new activity number, so nothing of an earlier one carries over."""
        items = activity_items(kind, game, item)
        number = (self.record.flags.get("activity_number") or 0) + 1
        activity = Activity(kind, game, items, number)
        self.set_flag("activity_number", number)
        self.set_flag("activity", activity.to_json())
        self.learners = {}
        self._stored = (number, [])  # new: nothing of it is stored yet
        return activity

    def stop_activity(self) -> None:
        """Back to the room's game."""
        if self.activity is None:
            raise refuse("input", "c.no-activity")
        self.set_flag("activity", None)
        self.learners = {}

    def close_item(self, item: str) -> Activity:
        """The teacher closes ``item``: its answers are shown to all and its results go to
        the projector (never before)."""
        activity = self.activity
        if activity is None:
            raise refuse("input", "c.no-activity")
        if item not in activity.items:
            raise refuse("input", "c.bad-item", kind=activity.kind, item=brief(item), game=activity.game)
        closed = Activity(activity.kind, activity.game, activity.items, activity.number, (*activity.closed, item))
        if item not in activity.closed:
            self.set_flag("activity", closed.to_json())
        return closed

    def closed_results(self, lang: str) -> list[dict[str, Any]]:
        """The closed items' results for the projector, from this room's learners (what the
        store kept before a restart is read once, as for the grid: ``learner``)."""
        activity = self.activity
        if activity is None or not activity.closed:
            return []
        return closed_results(activity, self.seated_learners(), lang)

    def seated_learners(self) -> list[Learner]:
        """Every seated student's work on the activity, in seat order (there is one)."""
        return [self.learner(s.token_digest) for s in self.record.seats]

    def learner(self, digest: str) -> Learner:
        """The student with seat token ``digest``'s work on the activity: where they were
        (what they finished is in the store), or a fresh start."""
        activity = self.activity
        if activity is None:
            raise refuse("input", "c.no-activity")
        learner = self.learners.get(digest)
        if learner is None or learner.activity.number != activity.number:
            person = next((s for s in self.record.seats if s.token_digest == digest), None)
            if person is None:
                raise refuse("input", "c.not-seated")
            past = [r for r in self._stored_results(activity) if r.student_id == digest]
            learner = Learner(activity, digest, person.name, self.code, self.storage.add_result, past)
            self.learners[digest] = learner
        elif learner.activity != activity:  # closed items since: the same work, the new list
            learner.activity = activity
        return learner

    def forget_results(self) -> None:
        """The store's results were cleared: the learners' and what was read of them go too."""
        for learner in self.learners.values():
            learner.forget()
        self._stored = None if self.activity is None else (self.activity.number, [])

    def forget_others(self, here: set[str | None]) -> None:
        """A student on another server of the cluster finished an item: the learners of
        the students not on this server (by token digest, ``here``) are read from the
        store again when next asked (their finished items; their tries are their server's)."""
        self.learners = {digest: learner for digest, learner in self.learners.items() if digest in here}
        if self.activity is not None:
            self._stored = None

    def _stored_results(self, activity: Activity) -> list[ResultRecord]:
        """The results of ``activity`` in this room that the store kept before this server
        took it up (a restart): read once, for the learners to start where they were. From
        then on each learner keeps its own results, so no move reads the store."""
        if self._stored is None or self._stored[0] != activity.number:
            rows = [r for r in self.storage.results() if r.room == self.code and r.activity == activity.number]
            self._stored = (activity.number, rows)
        return self._stored[1]

    def next_game(self) -> None:
        """Deal the room's next game: a new seed, the same seats and options."""
        seed = secrets.randbits(62)
        self.storage.restart(self.code, seed)
        self.record.seed, self.record.actions = seed, []
        self.session.new_game(seed)  # the same game, options and seats (TableSession.factory)
        self.review.new_game()

    def bot_id(self, seat: int) -> str | None:
        """The bot the teacher chose for ``seat``, as typed ("probability", "strong"): the
        record's id, which a level keeps too; a scripted bot's own name; None: no bot."""
        if seat not in self.bots:
            return None
        return self.record.bots.get(seat) or str(getattr(self.bots[seat], "name", "bot"))

    def who(self, seat: int, lang: str) -> str:
        """``seat``'s name in ``lang``: its student's, or the bot the teacher chose as the
        tables name it in the reader's words ("balanced (bot)", "tasapainoinen botti")."""
        bot = self.bot_id(seat)
        if bot is not None:
            return CLASS_MESSAGES.render("c.bot-name", {"name": bot_name(self.game.name, bot, lang)}, lang)
        return self.names.get(seat, "…")

    # ------------------------------------------------------------------ moves
    def act(self, seat: int, action: object) -> None:
        """Play ``action`` (JSON) for ``seat``, or refuse it with nothing changed: the room's
        own refusals (paused, waiting for students), then the table's (``TableSession.play``:
        the turn, the engine's rule and sentence)."""
        if self.paused:
            raise refuse("paused", "c.paused")
        if not self.started:
            raise refuse(self.session.turn_rule, "c.waiting", free=len(self.free_seats()))
        before = self.review.before()  # the game as the move's judge reads it (review.py)
        self.session.play(seat, action)
        self.review.moved(seat, before)

    def bot_to_move(self) -> bool:
        return self.started and not self.paused and self.session.bot_to_move()

    def bot_move(self) -> None:
        """One move of the bot on turn, from its own view only (``TableSession.bot_move``).
        Its generator depends on the seed and the move number alone, so a replayed or
        restarted game plays alike, and alike at a notebook's table with the same seed.
        A move another server stored first under the same number (``Conflict``) leaves
        nothing behind, not even the bot's reason for a move it did not make."""
        reasons = len(self.session.reasons)
        try:
            self.session.bot_move()
        except Conflict:
            del self.session.reasons[reasons:]
            raise

    def stand_in_move(self) -> None:
        """The first legal move for the bot on turn, which could not move at all
        (``bot_move`` raised: a bug the table did not catch), so the room goes on."""
        self.session.apply(self.game.legal_actions()[0])

    # ------------------------------------------------------------------ frames
    def frame(self, seat: int, table: bool = False, full: bool = True, lang: str | None = None) -> dict[str, Any]:
        """Everything seat ``seat``'s page shows, and nothing it may not know: for the plain
        page (its view, and that view as labelled lines in the room's words), or (``table``,
        when the game's table front end can draw it) the table's own state, as a notebook's
        table is sent it (``TableSession.page_traits``); ``full``: with the rules and labels
        too; ``lang``: the device's language (the room's by default). The data of
        ``frame_text``, which is what the page is sent."""
        frame: dict[str, Any] = json.loads(self.frame_text(seat, table, full, lang)[0])
        return frame

    def frame_text(
        self, seat: int, table: bool = False, full: bool = True, lang: str | None = None, since: LogMark | None = None
    ) -> tuple[str, LogMark | None]:
        """:meth:`frame` as the JSON text a seat's connection sends, the log's lines and
        the labels spliced in as they were encoded once (``frames.ReadersLogs``), and the
        mark of the log lines it carries. ``since``: the mark of the frame the device got
        before: this one's ``log`` holds the new lines only (and ``log_from``: the page
        adds them to its own, ``frames.apply_log``); without it, or after a new deal, the
        latest lines."""
        game, lang = self.game, lang or self.lang
        if table and has_table(game.name):
            viewer = self.viewer(seat, lang)
            frame = {
                "type": "table",
                "room": self.code,
                "seat": seat,
                "lang": lang,
                "game": game.name,
                "traits": {**self.session.page_traits(viewer, full), **self.host_traits(seat, lang)},
                "free": len(self.free_seats()),
            }
            return self._encode(frame, self._log_part(viewer, since), lang, full)
        mine = self.started and self.session.human_turn(seat)
        view = game.view(seat)
        frame = {
            "type": "state",
            "room": self.code,
            "seat": seat,
            "lang": lang,
            "view": view,
            "lines": self._lines(view, lang),
            "legal": _legal_entries(game.legal_actions(), lang) if mine else [],
            "seats": self.seats(lang, seat),
            "free": len(self.free_seats()),
            "step_mode": self.step_mode,
        }
        # the seat's own log: its own events, in its words ("you"), as Game.visible_log
        return self._encode(frame, self.logs.part(game, seat, seat, lang, since), lang, full)

    @staticmethod
    def _encode(frame: dict[str, Any], log: LogPart, lang: str, full: bool) -> tuple[str, LogMark | None]:
        """A seat's frame as JSON with its log; the labels only when ``full`` (once a
        connection and language: the page keeps them, as a table seat keeps its rules)."""
        if log.start is not None:
            frame["log_from"] = log.start
        parts = {"log": log.text}
        if full:
            parts["strings"] = _labels_text(lang)
        return encode(frame, parts), log.mark

    def _log_part(self, viewer: Viewer, since: LogMark | None) -> LogPart:
        """The log's lines for a table seat (``TableSession.log_entries``), as ``logs.part``."""
        session = self.session
        if viewer.sees is None or viewer.curtain or session.screen.notes:  # never at a class seat
            return LogPart(to_json(session.log_entries(viewer)[-LOG_LIMIT:]), None, None)
        return self.logs.part(self.game, viewer.sees, viewer.you, viewer.lang, since)

    def viewer(self, seat: int, lang: str | None = None) -> Viewer:
        """Seat ``seat``'s device, as the table session sees it: its own secrets only, its
        student called "you", the others by the names the room knows (a bot as the table
        names its seat, "Mage 2"), the legal moves while it is that seat's turn."""
        lang = lang or self.lang
        session = self.session
        names = tuple(
            session.say(session.seat_label(s), lang) if s in self.bots else self.names.get(s)
            for s in range(self.game.players)
        )
        return Viewer(seat, lang, names, sees=seat, you=seat, moves=self.started and session.human_turn(seat))

    def host_traits(self, seat: int, lang: str) -> dict[str, Any]:
        """What a class seat's table shows that is the class's and not the table's: no undo,
        no teacher's panel, no curtain (one device, one seat), the server's pacing of the
        bots (the page never steps them), the room's step mode (the teacher steps them)."""
        return {
            "error": "",
            "error_rule": "",
            "error_count": 0,
            "settings": {**DEFAULT_SETTINGS, "language": lang, "step_mode": self.step_mode},
            "seat": seat,
            "reveal_all": False,
            "teacher": False,
            "bot_to_move": False,
            "can_undo": False,
            "curtain": {},
        }

    def _lines(self, view: dict[str, Any], lang: str) -> list[dict[str, Any]]:
        """``view`` (a seat's own, or the public one) as the pages show it: labelled lines in
        ``lang``, seats by the names the room knows (rules_engine.view_lines)."""
        names = [entry["name"] or "…" for entry in self.seats(lang)]
        return view_lines(self.game.name, view, lang, names)

    def seats(self, lang: str, you: int | None = None) -> list[dict[str, Any]]:
        return [
            {
                "seat": s,
                "name": self.who(s, lang) if (s in self.bots or s in self.names) else None,
                "bot": s in self.bots,
                "bot_id": self.bot_id(s),  # what the teacher typed (their page shows it)
                "you": s == you,
            }
            for s in range(self.game.players)
        ]

    def public_frame(self, lang: str | None = None) -> dict[str, Any]:
        """The projector's frame: the public table (and its labelled lines), who sits where, whose turn, the public
        log (a reveal included, once the game shows it to all); nothing of any seat alone."""
        frame: dict[str, Any] = json.loads(self.public_frame_text(lang))
        return frame

    def public_frame_text(self, lang: str | None = None, extra: dict[str, Any] | None = None) -> str:
        """:meth:`public_frame` (and ``extra``'s keys) as the JSON text a projector is sent."""
        game, lang = self.game, lang or self.lang
        view = public_view(game)
        frame = {
            **self.roster(lang),
            "type": "public",
            "lang": lang,
            "view": view,
            "lines": self._lines(view, lang),
            # -1: no seat's own events, public ones only
            "reveal": self.logs.last_of(game, -1, None, lang, game.reveals),
            "winners": list(game.winners) if game.is_over else [],
            # the items the teacher closed: the class's results, nothing of any one student
            "closed": self.closed_results(lang),
            "waiting": CLASS_MESSAGES.render("c.waiting-for", {"free": len(self.free_seats())}, lang),
            **(extra or {}),
        }
        return encode(frame, {"log": self.logs.text(game, -1, None, lang), "strings": _labels_text(lang)})

    def revealed(self, lang: str | None = None) -> dict[str, Any]:
        """The teacher's reveal-all, for the teacher's own page only: every seat's hidden
        part and the whole log (what the table front end draws: ``page_omits`` left out,
        so the decks' order and the shuffle's seed stay on the server)."""
        game, lang = self.game, lang or self.lang
        view = game.view(None)
        for key in self.session.page_omits:
            view.pop(key, None)
        return {
            "type": "revealed",
            "room": self.code,
            "view": view,
            "lines": self._lines(view, lang),  # what the teacher's page reads: every cup, in words
            "log": game.visible_log(None, lang)[-LOG_LIMIT:],
        }

    def roster(self, lang: str | None = None) -> dict[str, Any]:
        """What the teacher's page shows of a room, in ``lang`` (the reader's; the room's by
        default): public facts only."""
        game, lang = self.game, lang or self.lang
        return {
            "type": "room",
            "room": self.code,
            "game": game.name,
            "title": self.session.title(lang),  # "Dashavatara Ganjifa"
            "seats": self.seats(lang),
            "free": len(self.free_seats()),
            "current_player": game.current_player,
            "move_number": len(game.history),
            "is_over": game.is_over,
            "paused": self.paused,
            "step": self.step_mode,
        }
