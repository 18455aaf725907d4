"""What a table's page is shown: the projection of a session for one :class:`Viewer`.

``PageProjection.traits(viewer)`` is the table front end's whole state (the view, the
legal moves, the seat names, the odds, the bot's reason, the end panel, the lesson's
words, the game's own traits) and ``log_entries(viewer)`` its log, the same for every host
(a notebook's table, a class seat, the projector). Every word is rendered here, in the
viewer's language. A bot's reason is computed from its own hidden information, so it is
held back until that is public.

TableSession (widgets/session.py) is a PageProjection: the session plays, this shows. Each
game's session overrides the parts its page adds (``hint``, ``extra``, ``end_scores``,
``reason_public``, ``page_legal``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from rules_engine.bots import Bot, FunctionBot
from rules_engine.core import Event, Game, IllegalAction
from rules_engine.core_messages import CORE_MESSAGES
from rules_engine.i18n import Msg

from . import publish
from .messages import WIDGET_MESSAGES, bot_name, ui_strings
from .seats import Screen

if TYPE_CHECKING:
    from .lesson import Coach

__all__ = ["REASONS_SHOWN", "Namer", "PageProjection", "Viewer"]

REASONS_SHOWN = 20  # the released reasons a page is sent, the latest

G = TypeVar("G", bound=Game)

#: how a seat is named in a sentence: a Msg (rendered in the reader's language) or a name
Namer = Callable[[int], "Msg | str"]


@dataclass(frozen=True)
class Viewer:
    """Who looks at the table, and what their host lets them do now.

    ``seat``: the seat the page plays (``you`` in its seat list); ``names``: each seat's
    name as the page shows it (None: a seat nobody has taken yet); ``sees``: whose secrets
    the view holds (a seat, or None for every hand: the teacher's reveal-all); ``you``: the
    seat the sentences call "you" (None where people share a screen and each is named);
    ``moves``: the page is offered the legal moves; ``odds``: the learner asked for the
    odds (the hint); ``curtain``: the screen is passing between people and shows the
    public table only."""

    seat: int
    lang: str
    names: tuple[str | None, ...]
    sees: int | None
    you: int | None
    moves: bool = False
    odds: bool = False
    curtain: bool = False


class PageProjection(Generic[G]):
    """What each seat's page of a table is shown, in words. Mixed into TableSession, which
    holds the game, the seats and the rules of the page this reads."""

    # the rules of the page this reads (TableSession declares and documents them)
    seat_msg: ClassVar[str]
    title_msg: ClassVar[str | None]
    end_score_msg: ClassVar[str]
    page_omits: ClassVar[tuple[str, ...]]
    page_split: ClassVar[tuple[str, ...]]
    curtain_hides: ClassVar[tuple[str, ...] | None]
    reason_withheld: ClassVar[str]
    seldom_traits: ClassVar[frozenset[str]]
    # and the session's state it reads
    game: G
    bots: dict[int, Bot]
    coach: Coach | None
    screen: Screen
    name_of: Namer
    #: every bot move's reason, kept as words to render: {move, seat, name, text}
    reasons: list[dict[str, Any]]
    _version: int  # one more at every change of the game: the extra traits' cache key
    _extra: tuple[tuple[int, str], dict[str, Any]] | None

    # ---------------------------------------------------------------------- words
    def seat_label(self, seat: int) -> Msg:
        """The table's name for ``seat`` ("Mage 2"), as words to render."""
        return WIDGET_MESSAGES.msg(self.seat_msg, seat=seat)

    def say(self, words: str | Msg | Event | IllegalAction | None, lang: str) -> str:
        """Words for the page in ``lang``: a str as it is, a Msg, an Event or a refusal
        rendered from its table."""
        if words is None:
            return ""
        if isinstance(words, str):
            return words
        if isinstance(words, (IllegalAction, Event)):
            return words.render(lang)
        return words.render(lang, self.game.messages)

    def title(self, lang: str) -> str:
        if self.title_msg is None:
            return self.game.name.capitalize()
        return WIDGET_MESSAGES.render(self.title_msg, {}, lang)

    def bot_name(self, seat: int, lang: str) -> str:
        """The name of ``seat``'s bot in the reader's language ("greedy", «жадный»); a bot
        of the student's own keeps the name it was given."""
        return bot_name(self.game.name, str(getattr(self.bots[seat], "name", "bot")), lang)

    def bot_method(self, seat: int) -> Msg:
        """One clause on how the bot in ``seat`` plays (``bot.method.<name>`` in its game's
        messages): the kind of reasoning, never what it saw, so it may be shown at once."""
        bot = self.bots.get(seat)
        method = f"bot.method.{getattr(bot, 'name', '')}"
        if not isinstance(bot, FunctionBot):
            for table in (self.game.messages, CORE_MESSAGES):
                if table is not None and method in table:
                    return table.msg(method)
        return CORE_MESSAGES.msg("bot.method.student")

    # ---------------------------------------------------------------- what a page is shown
    def page_view(self, view: dict[str, Any], curtain: bool = False) -> dict[str, Any]:
        """``view`` without what the page never draws (``page_omits``); behind a curtain,
        without any seat's secrets (``curtain_hides``): the table as everyone sees it."""
        for key in self.page_omits:
            view.pop(key, None)
        if curtain and self.curtain_hides is not None:
            for key in self.curtain_hides:
                view[key] = [None] * len(view[key])
        return view

    def split_view(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """The part of a page view that travels with every update (``page_split`` apart)."""
        return {k: v for k, v in view.items() if k not in self.page_split}

    def page_legal(self, legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``legal`` (action JSON) as it travels to the page: games whose lists are long send a
        compact form their front end writes out again."""
        return legal

    def traits(self, v: Viewer, full: bool = True) -> dict[str, Any]:
        """The table front end's state for ``v``: the same function for a notebook's table
        and a class seat (the hosts add their own: settings, the error line, undo, the
        teacher's switches). ``full``: with what changes only with the language or the deal
        (the rules, the labels, the title, the seldom traits), which a class seat gets once.
        The table's part first, then the game's own traits (``own_traits``)."""
        return {**self.table_traits(v, full), **self.own_traits(v.lang, full)}

    def own_traits(self, lang: str, full: bool = True) -> dict[str, Any]:
        """The game's own traits (``extra``), the seldom ones only when ``full``."""
        extra = self.extra_for(lang)
        return {k: value for k, value in extra.items() if full or k not in self.seldom_traits}

    def table_traits(self, v: Viewer, full: bool = True) -> dict[str, Any]:
        """:meth:`traits` but the game's own: what every table shows."""
        game, lang = self.game, v.lang
        view = self.page_view(game.view(v.sees), v.curtain)
        reason, reason_seat = self.latest_reason(v)
        traits: dict[str, Any] = {
            "view": view,
            "view_seldom": {k: view[k] for k in self.page_split if k in view},
            "legal": [a.to_json() for a in game.legal_actions()] if v.moves else [],
            "seat_info": [
                {
                    "seat": s,
                    "name": v.names[s],
                    "you": s == v.seat,
                    "bot": self.bot_name(s, lang) if s in self.bots else None,
                }
                for s in range(game.players)
            ],
            "hint": self.hint(v) if v.odds and not v.curtain else {},
            "bot_reason": reason,
            "bot_reason_seat": reason_seat,
            "end": self.end_panel(v),
            **self.lesson_traits(lang),
        }
        if full:
            traits["rules"] = game.catalog.to_json(lang)
            traits["strings"] = ui_strings(lang, game.name)
            traits["title"] = self.title(lang)
        return traits

    def page_traits(self, v: Viewer, full: bool = True) -> dict[str, Any]:
        """:meth:`traits` as they travel to the page (the widget's synced state is these):
        the view without its seldom part, the legal moves in their compact form."""
        traits = self.traits(v, full)
        traits["view"] = self.split_view(traits["view"])
        traits["legal"] = self.page_legal(traits["legal"]) if traits["legal"] else []
        return traits

    def log_entries(self, v: Viewer, start: int = 0, first_note: int = 0) -> list[dict[str, Any]]:
        """The log's entries from event ``start`` and screen note ``first_note`` on, as ``v``
        may see them (``publish.log_entries``): behind a curtain, public events only."""
        sees = -1 if v.curtain else v.sees

        def shown_to(seat: int) -> str:
            return self.say(WIDGET_MESSAGES.msg("w.screen-shown", _who=self.name_of(seat)), v.lang)

        return publish.log_entries(self.game, self.screen.notes[first_note:], start, sees, v.lang, v.you, shown_to)

    def lesson_traits(self, lang: str) -> dict[str, Any]:
        """The lesson's words (``Coach.traits``); empty without a lesson."""
        if self.coach is None:
            return {"lesson_info": {}, "feedback": {}, "hints": [], "done": False}
        return self.coach.traits(self, lang)

    def end_scores(self) -> list[int]:
        """Each seat's score in the end panel; a game names what it counts."""
        return [int(x) for x in self.game.scores]

    def end_panel(self, v: Viewer) -> dict[str, Any]:
        """What the end panel shows once the game is over (``publish.end_state``); behind a
        curtain nothing, since the last sentence may be one seat's own."""
        end: dict[str, Any] = {}
        game = self.game
        if game.is_over and not v.curtain:
            names = [v.names[s] or self.say(self.seat_label(s), v.lang) for s in range(game.players)]
            end = publish.end_state(game, v.lang, v.you, v.sees, names, self.end_scores(), self.end_score_msg)
        return end if self.coach is None else self.coach.end_state(v.lang, end)

    def hint(self, v: Viewer) -> dict[str, Any]:
        """Game-specific numbers for the learner at ``v.seat`` (from their own view only)."""
        return {}

    def extra(self, lang: str) -> dict[str, Any]:
        """The traits this game's table publishes of its own (``extra_traits``), in ``lang``."""
        return {}

    def extra_for(self, lang: str) -> dict[str, Any]:
        """:meth:`extra`, worked out once a move and language (every seat shares them)."""
        key = (self._version, lang)
        if self._extra is None or self._extra[0] != key:
            self._extra = (key, self.extra(lang))
        return self._extra[1]

    # A bot's reason is computed from its own hidden information (its dice, its hand), so
    # it is shown only once that information is public, or to the teacher's reveal-all view.
    def reason_public(self, move: int) -> bool:
        """Has everything the bot knew when it made ``move`` become public? Games override."""
        return self.game.is_over

    def released_reasons(self, v: Viewer) -> list[dict[str, Any]]:
        """The bots' reasons ``v`` may read now, the latest, in words."""
        shown = [r for r in self.reasons if v.sees is None or self.reason_public(r["move"])]
        return [
            {**r, "name": self.say(r["name"], v.lang), "text": self.say(r["text"], v.lang)}
            for r in shown[-REASONS_SHOWN:]
        ]

    def latest_reason(self, v: Viewer) -> tuple[str, int]:
        """The latest bot move's reason as ``v`` may read it, and its seat (-1: none yet):
        before what it knew is public, what kind of reasoning it used, with nothing it saw."""
        if not self.reasons:
            return "", -1
        last = self.reasons[-1]
        if v.sees is None or self.reason_public(last["move"]):
            return self.say(last["text"], v.lang), last["seat"]
        how = WIDGET_MESSAGES.msg("w.how-it-plays", _name=last["name"], _method=self.bot_method(last["seat"]))
        # the seat as a number too: a template that declines it ("Pelaajan 1 perustelu")
        # cannot decline a finished label ("Pelaajan Pelaaja 1")
        withheld = WIDGET_MESSAGES.msg(self.reason_withheld, _name=last["name"], _seat=last["seat"])
        return " ".join((self.say(how, v.lang), self.say(withheld, v.lang))), last["seat"]
