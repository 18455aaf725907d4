"""ExactoTable: play Exacto against bots, around a table of mages."""

from __future__ import annotations

from rules_engine.exacto import Exacto
from rules_engine.exacto.game import Bid, count_supporting
from rules_engine.exacto.probability import p_at_least, p_exactly, support_probability
from rules_engine.i18n import Msg

from ._static import bundle, styles
from .base import DEFAULT_BOTS, GameWidget

__all__ = ["ExactoTable"]


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

    game_name = "exacto"
    game: Exacto
    turn_rule = "exacto.raise"
    seat_msg = "w.mage"
    title_msg = "w.title.exacto"
    #: the end panel counts what the game is won by
    end_score_msg = "w.end.score.exacto"
    preferred_bot = "probability"
    page_split = ("last_reveal",)  # every die of the last reveal: it changes once a round
    #: behind the hot-seat curtain: nobody's dice (the cups lifted at the last call are public)
    curtain_hides = ("dice",)

    def _end_scores(self) -> list[int]:
        return [len(d) for d in self.game.dice]

    def __init__(
        self,
        players: int = 6,
        seat: int = 0,
        seed: int | None = None,
        bots=DEFAULT_BOTS,
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
        **kwargs,
    ):
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

    def _reason_public(self, move: int) -> bool:
        """A bot's reason uses its dice: show it once that round's cups are lifted."""
        return self.game.is_over or move < self.game.round_start_move

    _reason_withheld = "w.exacto.reason-withheld"

    def _nothing_to_undo(self) -> str:
        return "w.exacto.undo-over" if self.game.is_over else "w.exacto.undo-floor"

    def page_legal(self, legal: list) -> list:
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

    def _hint(self) -> dict:
        """The odds of the standing bid (and of each legal raise) given only the
        learner's own dice: exact binomial sums from rules_engine.exacto.probability."""
        game = self.game
        seat = self.seat
        own = game.view(seat)["dice"][seat] or []
        unknown = game.total_dice - len(own)
        hint: dict = {"own_dice": len(own), "unknown": unknown}
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
                        )
                    ),
                }
            )
        if self._human_turn():
            hint["options"] = [
                [a.quantity, a.face, round(p_at_least(a.quantity, a.face, own, unknown), 4)]
                for a in game.legal_actions()
                if isinstance(a, Bid)  # a bid's kind is "bid"; the calls have no quantity
            ]
        return hint


TABLE = ExactoTable
