"""DeductioTable: deduce the other players' Secret Numbers (1-20) from the clues they play."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypedDict

import traitlets as t

from rules_engine.core import Event
from rules_engine.deductio import CLUES, Deductio
from rules_engine.deductio.messages import FORMATTERS, clue_text
from rules_engine.deductio.solver import candidates, entropy, information, take_all_information

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget
from .session import TableSession, Viewer

__all__ = ["DeductioSession", "DeductioTable"]


class Discarded(TypedDict):
    """A ±1 clue a Reveal card discarded: whose row it lay in, and which clue."""

    seat: int
    clue: int


class RevealCard(TypedDict):
    """One Reveal card: the number it turned face up (None when the Secret Number deck was
    empty) and the clues it discarded, in order."""

    number: int | None
    discarded: list[Discarded]


class Reveal(TypedDict, total=False):
    """The ``reveal`` trait: the Reveal cards a move drew, or ``{}`` when the latest move
    drew none (or no move was made)."""

    move: int
    reveals: list[RevealCard]


class DeductioSession(TableSession[Deductio]):
    """Deductio's rules of the page: the clues' words, the Reveal told step by step, the
    candidate grid."""

    game_name = "deductio"
    turn_rule = "deductio.turn"
    seat_msg = "w.player"
    title_msg = "w.title.deductio"
    #: the end panel counts what the game is won by
    end_score_msg = "w.end.score.deductio"
    #: each seat's peeks (with where the cards lie) and the facts reveals discarded: seldom change
    page_split = ("peeks", "discarded_facts")
    #: behind the hot-seat curtain: nobody's number, nobody's peeks
    curtain_hides = ("numbers", "peeks")
    #: the teacher's view(None) has the decks in order and the chance of later rebuilds (for
    #: view_to_position): the page draws deck sizes only, so even a reveal-all page goes without
    page_omits = ("clue_deck", "number_deck", "shuffle_seed")
    #: what a move shows besides the engine's reveals (a clue drawn, a number turned up, a
    #: guess answered, the peeker's cards): undo never goes back past it
    also_shown = frozenset({"peek", "trophy", "draw", "number", "deck-out", "win"})
    reason_withheld = "w.deductio.reason-withheld"
    extra_traits = ("clues", "reveal")
    seldom_traits = frozenset({"clues"})

    def forget(self) -> None:
        #: the latest move's Reveal cards; None: worked out from the history when needed
        self._reveal: Reveal | None = None

    # -- the Reveal told step by step -------------------------------------------------
    def _moved(self, actor: int | None, move: int, events: list[Event]) -> None:
        reveals = _reveals(events)
        if reveals:
            self._reveal = {"move": move + 1, "reveals": reveals}

    def _replayed_reveal(self) -> Reveal:
        """The latest move's Reveal, for a game this session did not play."""
        reveal: Reveal = {}
        for i, new in self.replayed_moves():
            reveals = _reveals(new)
            if reveals:
                reveal = {"move": i + 1, "reveals": reveals}
        return reveal

    def nothing_to_undo(self) -> str:
        return "w.deductio.undo-over" if self.game.is_over else "w.deductio.undo-floor"

    # -- the candidate grid: the learner's own knowledge only ---------------------------
    def hint(self, v: Viewer) -> dict[str, Any]:
        """Per opponent ``{number: probability}`` (``solver.candidates`` on the learner's
        view: public facts, their own number and peeks), each opponent's uncertainty in
        bits, and the bits each row clue (and take-all) would give the others about the
        learner's number. Keys are strings (JSON)."""
        view = self.game.view(v.seat)
        grid = candidates(view)
        hint: dict[str, Any] = {
            "seat": v.seat,
            "candidates": {str(s): {str(n): round(p, 4) for n, p in dist.items()} for s, dist in grid.items()},
            "bits_left": {str(s): round(entropy(dist), 2) for s, dist in grid.items()},
        }
        if view["numbers"][v.seat] is not None and not self.game.is_over:
            hint["information"] = {str(c): None if b is None else round(b, 2) for c, b in information(view).items()}
            hint["take_all"] = round(take_all_information(view), 2) if view["row"] else None
        return hint

    # -- words ------------------------------------------------------------------------
    def end_scores(self) -> list[int]:
        return [len(t) for t in self.game.trophies]

    def extra(self, lang: str) -> dict[str, Any]:
        if self._reveal is None or self._reveal.get("move", 0) > len(self.game.history):
            # a game this session did not play (or a move the teacher took back): read the history
            self._reveal = self._replayed_reveal()
        ability = FORMATTERS["ability"]
        return {
            "reveal": dict(self._reveal),  # a copy: the trait is a plain dict
            "clues": {
                str(c.id): {
                    "text": clue_text(c.id, lang),
                    "ability": ability(c.ability, lang) if c.ability else None,
                    "ability_id": c.ability,
                }
                for c in CLUES.values()
            },
        }


class DeductioTable(GameWidget):
    """Deductio for ``players`` (2..4); you play ``seat``, bots play the others.

    ``bots``: "beginner", "medium" or "strong" (a strength a beginner can pick;
    bench/README.md measures them), "probabilistic" (default, when available: the strong
    one), "logical", "random", a Bot, a
    function ``choose(view, legal, rng)``, a dict ``{seat: spec}`` or a list per seat; None
    makes every seat a person (hot-seat). Every clue of the row is offered: a clue that is
    false of your number is refused by the engine with its rule (deductio.play-clue).
    ``clues`` (synced) holds every clue's words in the learner's language.
    ``game`` is the live engine object (a new one after ``new_game``).

    The candidate grid (``settings["show_probability"]``, off by default) is the ``hint``
    trait: per opponent, each number's probability from the learner's own view only
    (``solver.candidates``), and the bits each row clue would give away.
    ``reveal`` (synced) lists the Reveal cards the latest move drew, for the page to show
    step by step. Hot-seat (several people): between turns of different people a curtain
    (``curtain``, synced) hides the table until the next person says they are ready
    (``lift_curtain()`` or ``{"type": "ready"}``); while it is up, the page holds only what
    everyone may see.
    """

    _esm = bundle("deductio.js")
    _css = styles()

    session_class = DeductioSession
    preferred_bot = "probabilistic"

    #: {clue id: {"text", "ability"}} in the learner's language (public: the printed deck)
    clues = t.Dict().tag(sync=True)
    #: the Reveal cards of the latest move: ``{"move", "reveals": [{"number", "discarded"}]}``
    reveal = t.Dict().tag(sync=True)

    def __init__(
        self,
        players: int = 2,
        seat: int = 0,
        seed: int | None = None,
        bots: object = DEFAULT_BOTS,
        bot_delay_ms: int = 700,
        step_mode: bool = False,
        *,
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        reveal_all: bool = False,
        bot_seed: int | None = None,
        show_every_option: bool = False,
        **kwargs: Any,
    ) -> None:
        game = Deductio(players=players, seed=seed)
        bots = self.resolve_bots(bots, "deductio")
        settings = {
            "bot_delay_ms": bot_delay_ms,
            "step_mode": step_mode,
            "theme": theme,
            "high_contrast": high_contrast,
            "language": language,
            "show_every_option": show_every_option,
        }
        super().__init__(
            game, seat=seat, bots=bots, settings=settings, reveal_all=reveal_all, bot_seed=bot_seed, **kwargs
        )


def _reveals(events: Iterable[Event]) -> list[RevealCard]:
    """The Reveal cards among ``events`` (public): each with the number turned face up (None
    when the Secret Number deck was empty) and the ±1 clues it discarded, in order."""
    out: list[RevealCard] = []
    for e in events:
        if e.kind == "reveal" and e.seats is None:
            out.append({"number": e.data.get("number"), "discarded": []})
        elif e.kind == "reveal-discard" and out:
            out[-1]["discarded"].append({"seat": e.data["seat"], "clue": e.data["clue"]})
    return out


TABLE = DeductioTable
