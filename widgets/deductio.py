"""DeductioTable: deduce the other players' Secret Numbers (1-20) from the clues they play."""
from __future__ import annotations

import traitlets as t

from rules_engine.core import Action
from rules_engine.deductio import CLUES, Deductio
from rules_engine.deductio.messages import FORMATTERS, clue_text

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget

__all__ = ["DeductioTable"]

#: events that show the table something no seat knew before: a clue drawn from the deck, a
#: number turned face up, a guess answered, a peek. Undo never goes back past them (the
#: learner has seen them; taking the move back and asking again would let them probe).
SHOWN = frozenset({"refill", "rebuild", "reveal", "reveal-empty", "guess", "peek", "peek-seen", "trophy",
                   "draw", "number", "deck-out", "win"})


class DeductioTable(GameWidget):
    """Deductio for ``players`` (2..4); you play ``seat``, bots play the others.

    ``bots``: "probabilistic" (default, when available), "logical", "random", a Bot, a
    function ``choose(view, legal, rng)``, a dict ``{seat: spec}`` or a list per seat; None
    makes every seat a person (hot-seat). Every clue of the row is offered: a clue that is
    false of your number is refused by the engine with its rule (deductio.play-clue).
    ``clues`` (synced) holds every clue's words in the learner's language.
    ``game`` is the live engine object (a new one after ``new_game``).
    """

    _esm = bundle("deductio.js")
    _css = styles()

    game_name = "deductio"
    turn_rule = "deductio.turn"
    seat_msg = "w.player"
    title_msg = "w.title.deductio"
    preferred_bot = "probabilistic"
    #: each seat's peeks (with where the cards lie) and the facts reveals discarded: seldom change
    page_split = ("peeks", "discarded_facts")

    #: {clue id: {"text", "ability"}} in the learner's language (public: the printed deck)
    clues = t.Dict().tag(sync=True)

    def __init__(self, players: int = 2, seat: int = 0, seed: int | None = None, bots=DEFAULT_BOTS,
                 bot_delay_ms: int = 700, step_mode: bool = False, *, theme: str = "auto",
                 high_contrast: bool = False, language: str = "en", reveal_all: bool = False,
                 bot_seed: int | None = None, show_every_option: bool = False, **kwargs):
        game = Deductio(players=players, seed=seed)
        bots = self.resolve_bots(bots, "deductio")
        settings = {"bot_delay_ms": bot_delay_ms, "step_mode": step_mode, "theme": theme,
                    "high_contrast": high_contrast, "language": language,
                    "show_every_option": show_every_option}
        self._shown_at = 0
        super().__init__(game, seat=seat, bots=bots, settings=settings, reveal_all=reveal_all,
                         bot_seed=bot_seed, **kwargs)

    def _prepare_from_game(self, game, kwargs) -> None:
        self._shown_at = None       # worked out from the game's history

    # -- undo: never back past something the table has been shown --------------------
    def _apply(self, action: Action):
        before = len(self.game.log)
        events = super()._apply(action)
        if any(e.kind in SHOWN for e in self.game.log[before:]):
            self._shown_at = len(self.game.history)
        return events

    def _after_new_game(self) -> None:
        self._shown_at = 0

    def _undo_floor(self) -> int:
        game = self.game
        if game.is_over:
            return len(game.history)
        if self._shown_at is None or self._shown_at > len(game.history):
            self._shown_at = self._replayed_floor()
        return self._shown_at

    def _replayed_floor(self) -> int:
        game = self.game
        replay = game.replay([])
        floor = 0
        for i, action in enumerate(game.history):
            before = len(replay.log)
            replay.apply(action)
            if any(e.kind in SHOWN for e in replay.log[before:]):
                floor = i + 1
        return floor

    def _nothing_to_undo(self) -> str:
        return "w.deductio.undo-over" if self.game.is_over else "w.deductio.undo-floor"

    _reason_withheld = "w.deductio.reason-withheld"

    # -- words ------------------------------------------------------------------------
    def _publish_extra(self) -> None:
        lang = self.language
        ability = FORMATTERS["ability"]
        self.clues = {str(c.id): {"text": clue_text(c.id, lang),
                                  "ability": ability(c.ability, lang) if c.ability else None,
                                  "ability_id": c.ability}
                      for c in CLUES.values()}


TABLE = DeductioTable
