"""SiggilTable: open the sigil, free the spirits, capture them (rules: docs/rules/siggil.md)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any, TypedDict

import traitlets as t

from rules_engine.core import Action, Event
from rules_engine.siggil import Siggil
from rules_engine.siggil.game import Pass
from rules_engine.siggil.layouts import Layout, _draw_order

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget
from .session import TableSession

__all__ = ["SiggilSession", "SiggilTable"]

#: the public events the cascade display tells step by step (the move, then what it uncovered)
STEPS = ("take", "discard", "discard-down", "flip", "free", "lost")

#: one step the cascade tells: ``{"move", "kind"}`` and the event's public ``seat``,
#: ``position``, ``card``, ``spirit`` (those it has)
Step = dict[str, Any]

#: the ``cascade`` trait: the history length the steps start from (the move a person made)
#: and the steps since, in order; ``{}`` before a person has moved. ``from`` is a keyword:
#: hence the functional form
Cascade = TypedDict("Cascade", {"from": int, "steps": list[Step]}, total=False)


class SiggilSession(TableSession[Siggil]):
    """Siggil's rules of the page: the cascade told step by step, the layout's drawing, and
    the pass a person who can capture nothing makes without a click."""

    game_name = "siggil"
    turn_rule = "siggil.take"
    seat_msg = "w.player"
    title_msg = "w.title.siggil"
    #: the end panel counts what the game is won by
    end_score_msg = "w.end.score.siggil"
    #: the solo discard pile grows all game and changes seldom
    page_split = ("discard",)
    #: behind the hot-seat curtain: nobody's hand
    curtain_hides = ("hands",)
    #: the record of takes (the bots read it from their views): public, never drawn
    page_omits = ("taken",)
    extra_traits = ("cascade", "sigil_layout")
    seldom_traits = frozenset({"sigil_layout"})

    # (Undo stops after a card turned face up or a spirit freed: Siggil.reveals, which
    # TableSession.undo_floor reads.)
    def forget(self) -> None:
        #: the public steps since a person's last move; None: worked out from the history
        self._cascade: Cascade | None = None

    #: history indexes of the passes this session played for a person who could capture
    #: nothing (a Pass click after almost every take taught nothing)
    _auto_passes: frozenset[int] = frozenset()

    # -- moves: the cascade -----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        person = self.game.current_player not in self.bots
        events = super().apply(action)
        if person and self._only_pass():
            # siggil.capture: the hand allows no capture, so the turn ends as a pass would
            # (the log reads the same); Pass is offered only when a capture was possible
            self._auto_passes = self._auto_passes | {len(self.game.history)}
            self._passing = True  # the pass belongs to the take: the cascade goes on from it
            try:
                events = events + super().apply(Pass())
            finally:
                self._passing = False
        return events

    _passing = False

    def _moved(self, actor: int | None, move: int, events: list[Event]) -> None:
        if self._passing:
            return
        if actor not in self.bots:
            # the cascade tells what happened since a person's own move: it starts again here
            self._cascade = {"from": move, "steps": []}
        if self._cascade:
            self._cascade = {"from": self._cascade["from"], "steps": self._cascade["steps"] + _steps(events, move)}

    def _only_pass(self) -> bool:
        game = self.game
        if game.is_over or game.phase != "capture" or game.current_player in self.bots:
            return False
        legal = game.legal_actions()
        return len(legal) == 1 and isinstance(legal[0], Pass)

    def undo_target(self) -> int | None:
        """A pass played for the learner goes back with the take before it, or not at all
        (undoing it alone would leave a turn whose only move is that pass)."""
        target = super().undo_target()
        if target is None or target not in self._auto_passes:
            return target
        floor = 0 if self.reveal_all else max(self.undo_floor(), self.screen.lifted_at)
        return target - 1 if target - 1 >= floor else None

    def new_game(self, seed: int | None = None) -> None:
        super().new_game(seed)
        self._auto_passes = frozenset()

    def undo(self) -> None:
        super().undo()  # the cascade is worked out again from the history left
        self._auto_passes = frozenset(i for i in self._auto_passes if i < len(self.game.history))

    def _replayed_cascade(self) -> Cascade:
        """The cascade of a game this session did not play, or after an undo: the public steps
        since the last move a person made (as ``_moved`` gathers them move by move)."""
        actors = self.actors()
        cascade: Cascade = {}
        for i, new in self.replayed_moves():
            if actors[i] not in self.bots:
                cascade = {"from": i, "steps": []}
            if cascade:
                cascade["steps"] += _steps(new, i)
        return cascade

    def nothing_to_undo(self) -> str:
        return "w.siggil.undo-over" if self.game.is_over else "w.siggil.undo-floor"

    def reason_public(self, move: int) -> bool:
        # Siggil's bots word their reasons with public facts only (the card taken lay face
        # up, the cards laid down are face up now): rules_engine/siggil/bots.py
        return True

    # -- publishing -------------------------------------------------------------------------
    def end_scores(self) -> list[int]:
        return list(self.game.spirits_held)

    def extra(self, lang: str) -> dict[str, Any]:
        if self._cascade is None or self._cascade.get("from", 0) > len(self.game.history):
            self._cascade = self._replayed_cascade()  # a game this session did not play
        # a copy: the trait is a plain dict
        return {"cascade": dict(self._cascade), "sigil_layout": _drawing(self.game.layout)}


class SiggilTable(GameWidget):
    """Siggil for ``players`` (1..4; 1 is the solo game); you play ``seat``, bots the others.

    ``layout``: ``"pyramids"`` (default), ``"wall"``, ``"ring"`` or a layout mapping
    (rules_engine.siggil.layouts); ``difficulty`` (solo): ``"easy"`` or ``"advanced"``;
    ``release`` (solo): ``"choose"`` which spirit goes when a fourth is freed, or ``"oldest"``.
    ``bots``: "beginner", "medium" or "strong" (a strength a beginner can pick;
    bench/README.md measures them), "lookahead" (default, when available: the strong one),
    "greedy", "random", a Bot, a function
    ``choose(view, legal, rng)``, a dict ``{seat: spec}`` or a list per seat; None makes
    every seat a person (hot-seat, with a curtain between people).

    Synced besides the base traits: ``sigil_layout`` (where each position is drawn and in
    which order: the page scales it to its width), ``cascade`` (the public steps of the moves
    since your last one: takes, discards, cards turned up, spirits freed or lost, told one
    by one) and ``curtain`` (hot-seat: ``{"seat": s}`` while the screen passes to seat s).
    The page never holds a face-down card nor another seat's hand (``Siggil.observe``).
    """

    _esm = bundle("siggil.js")
    _css = styles()

    session_class = SiggilSession
    preferred_bot = "lookahead"

    sigil_layout = t.Dict().tag(sync=True)
    cascade = t.Dict().tag(sync=True)

    def __init__(
        self,
        players: int = 2,
        seat: int = 0,
        seed: int | None = None,
        layout: object = "pyramids",
        difficulty: str = "easy",
        bots: object = DEFAULT_BOTS,
        bot_delay_ms: int = 700,
        step_mode: bool = False,
        *,
        release: str = "choose",
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        reveal_all: bool = False,
        bot_seed: int | None = None,
        show_every_option: bool = False,
        **kwargs: Any,
    ) -> None:
        options = {"layout": layout}
        if players == 1 or difficulty != "easy" or release != "choose":
            options.update(difficulty=difficulty, release=release)  # the engine says solo only
        game = Siggil(players=players, seed=seed, **options)
        settings = {
            "bot_delay_ms": bot_delay_ms,
            "step_mode": step_mode,
            "theme": theme,
            "high_contrast": high_contrast,
            "language": language,
            "show_every_option": show_every_option,
        }
        super().__init__(
            game,
            seat=seat,
            bots=self.resolve_bots(bots, "siggil"),
            settings=settings,
            reveal_all=reveal_all,
            bot_seed=bot_seed,
            **kwargs,
        )


@lru_cache(maxsize=16)
def _drawing(lay: Layout) -> dict[str, Any]:
    """Where each position of ``lay`` is drawn (x, y in card widths) and in which order
    (covered cards first); worked out once per layout."""
    return {"name": lay.name, "order": _draw_order(lay), "positions": [{"x": p.x, "y": p.y} for p in lay.positions]}


def _steps(events: Iterable[Event], move: int) -> list[Step]:
    """The public steps among a move's ``events`` (what the cascade display tells)."""
    out = []
    for e in events:
        if e.kind in STEPS and e.seats is None:
            out.append(
                {
                    "move": move,
                    "kind": e.kind,
                    **{k: v for k, v in e.data.items() if k in ("seat", "position", "card", "spirit")},
                }
            )
    return out


TABLE = SiggilTable
