"""ExactoTable: play Exacto against bots, around a table of mages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

import traitlets as t

from rules_engine.core import Action, IllegalAction
from rules_engine.exacto import Exacto
from rules_engine.exacto.game import EXACTO, FACES, LIAR, Bid, bid_faces, count_supporting
from rules_engine.exacto.probability import p_at_least, p_exactly, support_probability
from rules_engine.i18n import Msg

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget
from .session import TableSession, Viewer

__all__ = ["ExactoSession", "ExactoTable", "off_reasons"]


class Reason(TypedDict):
    """A reason, as the page words it: a ui id, its parameters, the rule cited."""

    id: str
    #: the message's numbers; a seat is ``Game.current_player``, None only once the game is
    #: over (when no reason names a seat)
    params: Mapping[str, int | None]
    rule: str


def _refusing_rule(game: Exacto, action: Action) -> str:
    """The rule the engine cites refusing ``action`` (its own refusal, so the page's reason
    and the engine's can never differ)."""
    try:
        game.check(action)
    except IllegalAction as err:
        return err.rule
    raise ValueError(f"{action} is legal here: no rule refuses it")


def off_reasons(game: Exacto) -> dict[str, Reason | None]:
    """Why each raise control is off, for the page to say when it is pressed: ``{control:
    {"id", "params", "rule"}}`` (ui ids ``ui.exacto.off.*``), None for a control that is on.

    ``turn`` is every control's reason while the page's seat may not act (another mage is
    to move: the table's ``turn_rule``; or the game is over); the rest are the mover's:
    ``liar``, ``exacto``, ``bid`` (no bid raises the standing one), ``fewer`` and ``more``
    (the quantity's two ends) and ``face-1`` .. ``face-6``. Each rule is the one the engine
    cites refusing that control's move (the least bid of a face no raise reaches, one die
    below the least legal bid, one above the table, the standing bid again). Only public
    facts go in (the standing bid, whose turn, the dice on the table, the variant): every
    seat's page gets the same, and the page names the seat to move."""
    if game.is_over:
        return {"turn": {"id": "ui.exacto.off.over", "params": {}, "rule": _refusing_rule(game, LIAR)}}

    def off(msg_id: str, action: Action, **params: int) -> Reason:
        return {"id": msg_id, "params": params, "rule": _refusing_rule(game, action)}

    legal = game.legal_actions()
    bids = [a for a in legal if isinstance(a, Bid)]
    faces = {b.face for b in bids}
    # the stepper's ends: below the least legal bid (legal_bids runs by quantity), above the table
    least = bids[0] if bids else game.bid
    assert least is not None  # before any bid every opening bid is legal
    total = game.total_dice
    reasons: dict[str, Reason | None] = {
        "turn": {"id": "ui.exacto.off.turn", "params": {"seat": game.current_player}, "rule": ExactoSession.turn_rule},
        **{call.kind: None if call in legal else off("ui.exacto.off.call-first", call) for call in (LIAR, EXACTO)},
        "bid": None if bids else off("ui.exacto.off.no-raise", least),
        "fewer": off("ui.exacto.off.fewer", Bid(least.quantity - 1, least.face)),
        "more": off("ui.exacto.off.more", Bid(total + 1, least.face), n=total),
    }
    for face in FACES:
        reasons[f"face-{face}"] = None if face in faces else off("ui.exacto.off.face", Bid(1, face), face=face)
    return reasons


class ExactoSession(TableSession[Exacto]):
    """Exacto's rules of the page: the mages, the controls' reasons, the odds."""

    game_name = "exacto"
    turn_rule = "exacto.raise"
    seat_msg = "w.mage"
    title_msg = "w.title.exacto"
    #: the end panel counts what the game is won by
    end_score_msg = "w.end.score.exacto"
    page_split = ("last_reveal",)  # every die of the last reveal: it changes once a round
    #: behind the hot-seat curtain: nobody's dice (the cups lifted at the last call are public)
    curtain_hides = ("dice",)
    reason_withheld = "w.exacto.reason-withheld"
    extra_traits = ("off", "bid_faces")

    def end_scores(self) -> list[int]:
        return [len(d) for d in self.game.dice]

    def reason_public(self, move: int) -> bool:
        """A bot's reason uses its dice: show it once that round's cups are lifted."""
        return self.game.is_over or move < self.game.round_start_move

    def nothing_to_undo(self) -> str:
        return "w.exacto.undo-over" if self.game.is_over else "w.exacto.undo-floor"

    def extra(self, lang: str) -> dict[str, Any]:
        """The controls' reasons and faces, from the engine (public: the same for every seat)."""
        game = self.game
        # every face a bid of the variant names: the engine refuses one that may not open
        return {"off": off_reasons(game), "bid_faces": list(bid_faces(False, game.options["bid_ones"]))}

    def page_legal(self, legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The legal bids as each face's least quantity: every quantity from there up to the
        dice on the table is legal too, under every raise rule (``least_raises``), so a
        30-dice table sends a few numbers instead of 150 bids. The calls as they are."""
        bids = [a for a in legal if a["kind"] == "bid"]
        if not bids:
            return legal
        least: dict[int, int] = {}
        for bid in bids:
            least[bid["face"]] = min(least.get(bid["face"], bid["quantity"]), bid["quantity"])
        most = max(bid["quantity"] for bid in bids)
        if sum(most - q + 1 for q in least.values()) != len(bids):  # the promise above, checked
            return legal
        return [{"kind": "bids", "least": sorted([f, q] for f, q in least.items()), "most": most}] + [
            a for a in legal if a["kind"] != "bid"
        ]

    def hint(self, v: Viewer) -> dict[str, Any]:
        """The odds of the standing bid (and of each legal raise) given only the
        learner's own dice: exact binomial sums from rules_engine.exacto.probability."""
        game = self.game
        seat = v.seat
        own = game.view(seat)["dice"][seat] or []
        unknown = game.total_dice - len(own)
        hint: dict[str, Any] = {"own_dice": len(own), "unknown": unknown}
        if game.is_over:
            return hint
        bid = game.bid
        if bid is not None:
            q, f = bid.quantity, bid.face
            k = count_supporting(own, f)
            at_least = p_at_least(q, f, own, unknown)
            exactly = p_exactly(q, f, own, unknown)
            expected = k + unknown * support_probability(f)
            hint.update(
                {
                    "quantity": q,
                    "face": f,
                    "own_support": k,
                    "expected": round(expected, 2),
                    "p_at_least": at_least,
                    "p_exactly": exactly,
                    "p_liar_right": 1 - at_least,
                    "text": self.say(
                        Msg(
                            "hint.odds",
                            k=k,
                            unknown=unknown,
                            _face=f,
                            _bid=bid,
                            _q=q,
                            _mean=unknown * support_probability(f),
                            _at_least=at_least,
                            _exactly=exactly,
                        ),
                        v.lang,
                    ),
                }
            )
        if v.moves:
            hint["options"] = [
                [a.quantity, a.face, round(p_at_least(a.quantity, a.face, own, unknown), 4)]
                for a in game.legal_actions()
                if isinstance(a, Bid)  # a bid's kind is "bid"; the calls have no quantity
            ]
        return hint


class ExactoTable(GameWidget):
    """Exacto at a table of ``players`` mages; you play ``seat``, bots play the others.

    ``bots``: "beginner", "medium" or "strong" (a strength a beginner can pick;
    bench/README.md measures them), "probability" (default, when available: the strong
    one), "cautious", "bold", "random", a Bot, a function
    ``choose(view, legal, rng)``, a dict ``{seat: spec}`` or a list per seat; None makes
    every seat a person (hot-seat: between turns of different people a curtain, ``curtain``,
    hides the table until the next person says they are ready, ``lift_curtain()`` or
    ``{"type": "ready"}``; while it is up the page holds nobody's dice). ``raise_rule`` /
    ``bid_ones`` are the engine's variants. ``show_every_option``: every quantity, face and
    call stays usable and the engine refuses an illegal one, citing its rule. ``game`` is
    the live engine object (a new one after ``new_game``).
    """

    _esm = bundle("exacto.js")
    _css = styles()

    session_class = ExactoSession
    preferred_bot = "probability"
    #: why each raise control is off (``off_reasons``), so the page cites the engine's rule
    off = t.Dict().tag(sync=True)
    #: the faces a bid of this variant may name (``bid_faces``), for "show every option"
    bid_faces: t.List[int] = t.List().tag(sync=True)

    def __init__(
        self,
        players: int = 6,
        seat: int = 0,
        seed: int | None = None,
        bots: object = DEFAULT_BOTS,
        raise_rule: str = "exacto",
        bid_ones: bool = False,
        bot_delay_ms: int = 700,
        step_mode: bool = False,
        *,
        show_probability: bool = False,
        theme: str = "auto",
        high_contrast: bool = False,
        language: str = "en",
        reveal_all: bool = False,
        bot_seed: int | None = None,
        show_every_option: bool = False,
        **kwargs: Any,
    ) -> None:
        game = Exacto(players=players, seed=seed, raise_rule=raise_rule, bid_ones=bid_ones)
        bots = self.resolve_bots(bots, "exacto")
        settings = {
            "bot_delay_ms": bot_delay_ms,
            "step_mode": step_mode,
            "show_probability": show_probability,
            "theme": theme,
            "high_contrast": high_contrast,
            "language": language,
            "show_every_option": show_every_option,
        }
        super().__init__(
            game, seat=seat, bots=bots, settings=settings, reveal_all=reveal_all, bot_seed=bot_seed, **kwargs
        )


TABLE = ExactoTable
