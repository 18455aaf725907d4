"""GanjifaTable: Dashavatara Ganjifa as played on Cardavia — you against two AI players."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import traitlets as t

from rules_engine.core import Game
from rules_engine.ganjifa import Ganjifa
from rules_engine.ganjifa.cards import REVERSED_SUITS, SUITS

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget
from .checks import is_int as _is_int
from .protocol import Message
from .session import TableSession

__all__ = ["GanjifaSession", "GanjifaTable", "PERIODS", "DISPLAY_SETTINGS"]


PERIODS = ("day", "night")


def _percent(value: Any) -> bool:
    return _is_int(value) and 0 <= value <= 100


#: Cardavia's display sliders, each 0..100 and 50 by default (50 = no change).
DISPLAY_SETTINGS: dict[str, tuple[int, Callable[[Any], bool]]] = {
    "contrast": (50, _percent),
    "grain": (50, _percent),
    "color_temperature": (50, _percent),
}


class GanjifaSession(TableSession[Ganjifa]):
    """Ganjifa's rules of the page: one person against two AI players, the reversed suits."""

    game_name = "ganjifa"
    turn_rule = "ganjifa.follow"
    seat_msg = "w.player"
    title_msg = "w.title.ganjifa"
    #: the end panel counts what the game is won by
    end_score_msg = "w.end.score.ganjifa"
    # every card played and every captured pile: the front end counts from the scores and
    # the log, and a bot or a notebook reads them from table.game.view(seat)
    page_omits = ("played", "captured")
    # your hand changes only when you play, the last trick once a trick
    page_split = ("hands", "last_trick")
    reason_withheld = "w.ganjifa.reason-withheld"
    extra_traits = ("reversed_suits",)
    seldom_traits = frozenset({"reversed_suits"})

    def extra(self, lang: str) -> dict[str, Any]:
        # a trait, not the engine's view (its behaviour digests stay as they are)
        return {"reversed_suits": [SUITS[s] for s in sorted(REVERSED_SUITS)]}

    def nothing_to_undo(self) -> str:
        return "w.ganjifa.undo-over" if self.game.is_over else "w.ganjifa.undo-floor"

    def reason_public(self, move: int) -> bool:
        """A bot's reason uses its hand: show it once the deal is over (or to the teacher)."""
        return self.game.is_over


def _one_keyword(bots: object, opponents: object) -> object:
    """``bots=`` or the older ``opponents=``, not both (which would leave one unheard)."""
    if opponents is None:
        return bots
    if bots != DEFAULT_BOTS:
        raise TypeError("give the AI players as bots= or as opponents=, not both")
    return opponents


class GanjifaTable(GameWidget):
    """Dashavatara Ganjifa: you play ``seat`` against two AI players (3 seats; play goes
    counter-clockwise, which is seat order).

    ``bots`` (as every table calls them; ``opponents``, Ganjifa's older word, still works):
    "beginner", "medium" or "strong" (a strength a beginner can
    pick; bench/README.md measures them), "heuristic" (default, when available: the medium
    one), "random", "search", a Bot, a
    function ``choose(view, legal, rng)``, a dict ``{seat: spec}`` or a list per seat.
    ``period``: "day" (Rama trumps) or "night" (Krishna trumps) for the first deal; the
    learner chooses again with every new deal (``new_game(period=...)`` or the Day /
    Night buttons). Display settings besides theme, contrast and speed: ``contrast``,
    ``grain`` and ``color_temperature`` sliders, 0..100, 50 by default.
    ``game`` is the live engine object (a new one after ``new_game``).
    """

    _esm = bundle("ganjifa.js")
    _css = styles()

    session_class = GanjifaSession
    preferred_bot = "heuristic"
    # one person against two AI players: the table has no curtain to pass a screen behind
    max_people = 1
    extra_settings = DISPLAY_SETTINGS
    #: ganjifa.rank: the suits whose numbers run reversed (1 beats 10), as the page names
    #: suits, so its order tags follow the engine's one list (cards.REVERSED_SUITS)
    reversed_suits: t.List[str] = t.List().tag(sync=True)

    def __init__(
        self,
        seat: int = 0,
        seed: int | None = None,
        period: str = "day",
        bots: object = DEFAULT_BOTS,
        bot_delay_ms: int = 700,
        step_mode: bool = False,
        *,
        opponents: object = None,
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        contrast: int = 50,
        grain: int = 50,
        color_temperature: int = 50,
        reveal_all: bool = False,
        bot_seed: int | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(period, str) or period not in PERIODS:
            raise ValueError(f"period must be 'day' or 'night', not {period!r}")
        game = Ganjifa(seed=seed, period=period)
        bots = self.resolve_bots(_one_keyword(bots, opponents), "ganjifa")
        self._period = period
        self._period_choice = "factory" not in kwargs
        settings = {
            "bot_delay_ms": bot_delay_ms,
            "step_mode": step_mode,
            "theme": theme,
            "high_contrast": high_contrast,
            "language": language,
            "contrast": contrast,
            "grain": grain,
            "color_temperature": color_temperature,
        }
        kwargs.setdefault("factory", self._deal)
        super().__init__(
            game, seat=seat, bots=bots, settings=settings, reveal_all=reveal_all, bot_seed=bot_seed, **kwargs
        )

    @classmethod
    # ``opponents`` is Ganjifa's older word for ``bots``: the override's signature keeps it
    # so that it is taken (and a misspelling still refused by name)
    def from_game(
        cls, game: Game, seat: int = 0, bots: object = DEFAULT_BOTS, *, opponents: object = None, **kwargs: Any
    ) -> GanjifaTable:
        """A table around an existing game (e.g. ``Ganjifa.from_position(...)``); new deals
        then use the period chosen (by default the game's). Keyword arguments:
        ``settings``, ``reveal_all``, ``bot_seed``, ``factory``."""
        # GameWidget.from_game builds ``cls`` (typed Any there, being every table's)
        table: GanjifaTable = super().from_game(game, seat, _one_keyword(bots, opponents), **kwargs)
        return table

    def _prepare_from_game(self, game: Game, kwargs: dict[str, Any]) -> None:
        self._period = game.options["period"]
        self._period_choice = "factory" not in kwargs
        kwargs.setdefault("factory", self._deal)

    def _deal(self, seed: int | None) -> Ganjifa:
        return Ganjifa(seed=seed, period=getattr(self, "_period", "day"))

    @property
    def period(self) -> str:
        """The period of the deal on the table ("day" or "night")."""
        period: str = self.game.options["period"]  # Ganjifa's option, checked to be a str
        return period

    # ---------------------------------------------------------------- new deals
    def new_game(self, seed: int | None = None, period: str | None = None) -> bool:
        """Deal again; ``period`` "day" or "night" (None: the same as before)."""
        return bool(self._guard(self._new_deal, seed, period))

    # ganjifa.day-night: the learner chooses day or night before each deal
    page_messages: ClassVar[Mapping[str, Message]] = {
        **GameWidget.page_messages,
        "new_game": Message("_new_deal_from_page", optional={"period": str, "seed": int}),
    }

    def _new_deal_from_page(self, period: str | None = None, seed: int | None = None) -> bool:
        return self._new_deal(self._page_seed(seed), period)

    def _new_deal(self, seed: int | None = None, period: str | None = None) -> bool:
        if period is not None:
            if period not in PERIODS:
                raise self._refuse("ganjifa.day-night", "w.ganjifa.bad-period", period=repr(str(period)[:40]))
            if not getattr(self, "_period_choice", False):
                if period != self.game.options["period"]:
                    raise self._refuse(
                        "ganjifa.day-night", "w.ganjifa.fixed-period", period=self.game.options["period"]
                    )
            else:
                self._period = period
        return self._new_game(seed)

    def __repr__(self) -> str:
        return f"GanjifaTable({self.game!r}, seat={self.seat})"


TABLE = GanjifaTable
