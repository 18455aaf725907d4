"""Exacto bots that bid by probability, and say so.

A bot sees only its seat's view: its own dice, how many dice are on the table, the
standing bid. From those :mod:`.probability` gives the exact chance that any bid is
true, so every choice is a comparison of a few numbers, and the reason sentence
carries them ("LIAR: given my dice, P(at least 7 fours) = 0.18 ..."). A reason is a message
of Exacto's table (``bot.*`` in :mod:`.messages`) bound with its numbers, so a widget shows
it in the learner's language (``reason.render("lv")``).

``BOTS`` maps the names ``rules_engine.bots.make_bot`` accepts to zero-argument
constructors.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ..bots import Bot, Decision, RandomBot, View, setting
from ..core import Action
from ..i18n import Msg
from .game import EXACTO, LIAR, MAX_DICE, Bid
from .messages import MESSAGES
from .probability import p_at_least, p_exactly, seat_knowledge

__all__ = ["ProbabilityBot", "CautiousBot", "BoldBot", "BeginnerBot", "LEVELS", "BOTS"]

# A bluff is a bid on a face the bot is not best placed for; below this chance of being
# true it would be a gift to the next mage rather than a bluff.
BLUFF_FLOOR = 0.25

#: a bid the bot weighs, with the chance that it is true
Weighed = tuple[float, Bid]


def _reason(msg_id: str, **params: Any) -> Msg:
    """A bot's reason: the message ``msg_id`` of Exacto's table with its numbers."""
    return MESSAGES.msg(msg_id, **params)


class ProbabilityBot(Bot):
    """Calls LIAR on unlikely bids, EXACTO when the exact count is likely enough, and
    otherwise raises to the most plausible legal raise.

    It weighs its chance of losing a die each way, using only its own dice:
      LIAR loses when the bid is true:                 P(count >= q)
      EXACTO loses unless the count is exactly q:      1 - P(count == q), and a right
                                                       EXACTO wins a die back (below 5)
      a raise loses if it is false and gets called:    (1 - P(raise true)) x caution
    ``risk`` (0..1) sets ``caution = 2 (1 - risk)``: at 0.5 a raise is judged as if it
    will surely be called, higher is bolder. It also sets the opening bid: the highest
    bid still true with probability ``1 - risk``. ``bluff`` is the chance of raising on a
    face it is not best placed for; ``exacto_threshold`` the least P(count == q) for
    which it considers EXACTO at all.
    """

    name = "probability"

    def __init__(self, risk: float = 0.5, bluff: float = 0.1, exacto_threshold: float = 0.3):
        self.risk, self.bluff, self.exacto_threshold = (
            setting("risk", risk, 0, 1),
            setting("bluff", bluff, 0, 1),
            setting("exacto_threshold", exacto_threshold, 0, 1),
        )

    def __repr__(self) -> str:
        return f"{type(self).__name__}(risk={self.risk}, bluff={self.bluff}, exacto_threshold={self.exacto_threshold})"

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        own, unknown = seat_knowledge(view)
        raises = [(p_at_least(b.quantity, b.face, own, unknown), b) for b in legal if isinstance(b, Bid)]
        if view["bid"] is None:
            return self._open(raises, rng)
        standing = Bid(view["bid"]["quantity"], view["bid"]["face"])
        p_true = p_at_least(standing.quantity, standing.face, own, unknown)
        p_exact = p_exactly(standing.quantity, standing.face, own, unknown)
        regain = p_exact if len(own) < MAX_DICE else 0.0
        risks = {LIAR: p_true, EXACTO: 1.0 - p_exact - regain}
        if p_exact < self.exacto_threshold or EXACTO not in legal:
            del risks[EXACTO]
        if LIAR not in legal:
            del risks[LIAR]
        best = self._most_plausible(raises, rng) if raises else None
        caution = 2.0 * (1.0 - self.risk)
        raise_risk = (1.0 - best[0]) * caution if best else float("inf")
        call = min(risks, key=risks.__getitem__, default=None)  # LIAR first on a tie
        if call is None or raise_risk < risks[call]:
            # no call left means a raise is (some action is legal); else raise_risk is finite
            assert best is not None
            return self._raise(best, raises, standing, p_true, rng)
        if call is EXACTO:
            return Decision(EXACTO, _reason("bot.exacto", bid=standing, p_exact=p_exact, p_true=p_true))
        if best is None:
            return Decision(LIAR, _reason("bot.liar-last", bid=standing, p_true=p_true))
        return Decision(LIAR, _reason("bot.liar", bid=standing, p_true=p_true, best=best[1], p_best=best[0]))

    # -- bidding ------------------------------------------------------------------
    def _open(self, bids: list[Weighed], rng: random.Random) -> Decision:
        """The boldest opening still true with probability 1 - risk (a bluff sometimes)."""
        target = 1.0 - self.risk
        safe = [pb for pb in bids if pb[0] >= target] or [self._most_plausible(bids, rng)]
        top = max(b.quantity for _, b in safe)
        p, bid = max((pb for pb in safe if pb[1].quantity == top), key=lambda pb: pb[0])
        bluff = self._bluff(bids, bid, rng)
        if bluff:
            return Decision(bluff[1], _reason("bot.open-bluff", bid=bluff[1], p=bluff[0]))
        return Decision(bid, _reason("bot.open", bid=bid, p=p, target=target))

    def _raise(
        self, best: Weighed, raises: list[Weighed], standing: Bid, p_true: float, rng: random.Random
    ) -> Decision:
        bluff = self._bluff(raises, best[1], rng)
        p, bid = bluff or best
        return Decision(
            bid,
            _reason("bot.raise", bid=bid, bluff="yes" if bluff else "no", p=p, standing=standing, p_standing=p_true),
        )

    @staticmethod
    def _most_plausible(bids: list[Weighed], rng: random.Random) -> Weighed:
        """The bid most likely true; among equals the smallest, then any face at random."""
        p_max = max(p for p, _ in bids)
        ties = [pb for pb in bids if pb[0] == p_max]
        q_min = min(b.quantity for _, b in ties)
        return rng.choice([pb for pb in ties if pb[1].quantity == q_min])

    def _bluff(self, bids: list[Weighed], honest: Bid, rng: random.Random) -> Weighed | None:
        """Now and then, the most plausible bid on another face, if it is not hopeless."""
        if self.bluff <= 0 or rng.random() >= self.bluff:
            return None
        per_face: dict[int, Weighed] = {}
        for pb in bids:
            if pb[1].face != honest.face and pb[0] >= BLUFF_FLOOR and pb[0] > per_face.get(pb[1].face, (-1,))[0]:
                per_face[pb[1].face] = pb
        return rng.choice(sorted(per_face.values(), key=lambda pb: pb[1].face)) if per_face else None


class CautiousBot(ProbabilityBot):
    """Bids only what is likely true, calls LIAR sooner, never bluffs."""

    name = "cautious"

    def __init__(self, risk: float = 0.3, bluff: float = 0.0, exacto_threshold: float = 0.45):
        super().__init__(risk, bluff, exacto_threshold)


class BoldBot(ProbabilityBot):
    """Opens high, keeps raising where others would call, bluffs often."""

    name = "bold"

    def __init__(self, risk: float = 0.7, bluff: float = 0.25, exacto_threshold: float = 0.2):
        super().__init__(risk, bluff, exacto_threshold)


class BeginnerBot(ProbabilityBot):
    """A beginner: works out the odds as the probability bot does, then plays them
    recklessly, as people new to the game do: opens high, raises where it should call,
    bluffs one raise in two and calls EXACTO on long shots."""

    name = "beginner"

    def __init__(self, risk: float = 0.9, bluff: float = 0.5, exacto_threshold: float = 0.05):
        super().__init__(risk, bluff, exacto_threshold)


#: the table's strengths (rules_engine.bots.LEVELS), as data: which bot above plays each;
#: ``make_bot("exacto", "medium")`` is the ``bold`` bot, called "medium"
LEVELS: dict[str, Callable[[], Bot]] = {"beginner": BeginnerBot, "medium": BoldBot, "strong": ProbabilityBot}

BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "probability": ProbabilityBot,
    "cautious": CautiousBot,
    "bold": BoldBot,
    **LEVELS,
}
