"""Dashavatara Ganjifa bots that count cards, and say so.

Every bot sees only its seat's ``view`` (its own hand, the trick, the captured piles,
the Dukal being answered, hand sizes, the public record of plays and shown voids), the
legal actions and an rng — never the game itself. From the view,
:class:`~.probability.Knowledge` knows which cards are unseen (exactly the two
opponents' hands) and what each opponent cannot hold; the bots reason from that.

* :class:`HeuristicBot` counts the cards played, wins a trick with the cheapest card
  that wins it (weighing, with exact hypergeometric chances, whether the player still
  to play can beat it), throws its lowest card when it cannot win, leads its largest
  Dukal, leads cards no unseen card can beat, and discards its weakest cards to a Dukal.
* :class:`SearchBot` samples deals of the unseen cards consistent with the view
  (determinizations), plays every candidate move out to the end of the deal in each
  with a fast playout policy (:mod:`.determinize`), and keeps the move that captures
  the most cards on average. Candidates are narrowed by sequential halving: all moves on
  a few deals, then the better half on more deals, and so on; every candidate still in
  the running is tried on the same deals, so they are compared like for like.

Measured with the arena (``bench/ganjifa_bench.py``, 300 deals, seats rotating): one
heuristic bot against two random ones takes 58.4 of the 120 cards a deal (95% interval
56.3–60.5); one search bot against two heuristic ones 47.8 (45.6–49.9), i.e. 0.40 of the
points where no edge would be 0.33.

A reason quotes what only the bot's seat knows (cards it holds, what it counts as
unseen), so a table should show it once the deal is over, or to a teacher. A reason is a
message of Ganjifa's table (``bot.*`` in :mod:`.messages`) bound with its numbers and card
indices, so it is made in no language until someone reads it (``reason.render("lv")``).

``BOTS`` maps the names ``rules_engine.bots.make_bot`` accepts to zero-argument
constructors.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from ..bots import Bot, Decision, RandomBot, SlipBot, View, setting
from ..core import Action, brief
from ..i18n import Msg
from .cards import CARDS, STRENGTH, SUIT_MASK, cards_of, suit_of
from .determinize import ENC, POLICIES, Playout
from .game import DiscardForDukal, LeadDukal, PlayCard, dukals_in
from .messages import MESSAGES
from .probability import Knowledge, card_index, p_can_beat, p_holds_none

__all__ = ["HeuristicBot", "SearchBot", "StrongSearchBot", "BeginnerBot", "LEVELS", "BOTS"]

#: a bot's reason: the message ``bot.*`` of Ganjifa's table with its numbers (cards as indices)
_reason = MESSAGES.msg


def _beats(card: int, best: int, led: int, trump: int) -> bool:
    """ganjifa.trick-winner: does ``card`` take the lead from ``best`` in a trick led ``led``?"""
    s, b = suit_of(card), suit_of(best)
    if s == trump:
        return b != trump or STRENGTH[card] > STRENGTH[best]
    return s == led and b == led and STRENGTH[card] > STRENGTH[best]


def _current_best(trick: Sequence[int], trump: int) -> int:
    led, best = suit_of(trick[0]), trick[0]
    for c in trick[1:]:
        if _beats(c, best, led, trump):
            best = c
    return best


def _higher_unseen(knowledge: Knowledge, card: int) -> int:
    """How many unseen cards of ``card``'s suit rank above it."""
    return sum(1 for c in cards_of(knowledge.unseen & SUIT_MASK[suit_of(card)]) if STRENGTH[c] > STRENGTH[card])


def _weakness(card: int, trump: int) -> tuple[int, int]:
    """Cheapest first: side suits before trumps, then by strength (ganjifa.rank)."""
    return suit_of(card) == trump, STRENGTH[card]


class HeuristicBot(Bot):
    """Counts cards and wins tricks cheaply.

    ``risk`` is the largest chance of being beaten by the player still to play that the
    bot accepts when it spends a card to win a trick (it never spends one it expects to
    lose); a side-suit card no unseen card can beat is led when the chance of it being
    trumped is below ``risk`` too.
    """

    name = "heuristic"

    def __init__(self, risk: float = 0.5):
        self.risk = setting("risk", risk, 0, 1)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(risk={self.risk})"

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        legal = list(legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        knowledge = Knowledge.from_view(view)
        if view["phase"] == "discard":
            # ganjifa.dukal: in the discard phase every legal action is a DiscardForDukal
            return self._discard(view, knowledge, legal)  # type: ignore[arg-type]
        if len(legal) == 1:
            action = legal[0]
            assert isinstance(action, PlayCard)  # out of the discard phase, one move is one card
            opening = view["first_trick"] and not view["trick"]
            return Decision(action, _reason("bot.only", card=action.card.index, opening="yes" if opening else "no"))
        if not view["trick"]:
            return self._lead(knowledge, legal)
        return self._follow(view, knowledge, legal)

    # -- a Dukal to answer ---------------------------------------------------------------
    def _discard(self, view: View, k: Knowledge, legal: list[DiscardForDukal]) -> Decision:
        trump, hand = k.trump, k.own
        material = 0
        for dukal in dukals_in(hand):
            for c in dukal:
                material |= 1 << c
        winners = {c for c in cards_of(hand) if not _higher_unseen(k, c)}

        def keep(action: DiscardForDukal) -> tuple[bool, bool, bool, int]:
            c = action.cards[0].index
            return (bool(material >> c & 1), c in winners, suit_of(c) == trump, STRENGTH[c])

        action = min(legal, key=keep)
        c = action.cards[0].index
        owed = view["dukal"]["owed"][str(k.seat)]
        trumps = (hand & SUIT_MASK[trump]).bit_count()
        return Decision(
            action,
            _reason(
                "bot.discard",
                card=c,
                strength=STRENGTH[c],
                more=owed - 1,
                trumps=trumps,
                winners=len(winners),
                material=material.bit_count(),
            ),
        )

    # -- leading ----------------------------------------------------------------------
    def _lead(self, k: Knowledge, legal: list[Action]) -> Decision:
        dukals = [a for a in legal if isinstance(a, LeadDukal)]
        if dukals:
            action = max(dukals, key=lambda a: (len(a.cards), min(c.index for c in a.cards)))
            n = len(action.cards)
            return Decision(action, _reason("bot.lead-dukal", n=n, suit=action.cards[0].index // 12, captured=3 * n))
        trump, hand = k.trump, k.own
        a, b = k.opponents
        trumps_out = k.unseen & SUIT_MASK[trump]
        tops: list[tuple[int, float, int, int]] = []  # (trump?, risk of being trumped, -cards out, card)
        for s in range(10):
            mine = [c for c in cards_of(hand & SUIT_MASK[s])]
            if not mine:
                continue
            top = max(mine, key=lambda c: STRENGTH[c])
            if _higher_unseen(k, top):
                continue
            out = k.unseen & SUIT_MASK[s]
            if s == trump:
                if out:
                    tops.append((1, 0.0, -out.bit_count(), top))
                continue
            risk = 1.0
            for o in (a, b):  # P(o lacks the suit and holds a trump): it may trump
                risk *= 1.0 - (p_holds_none(k, o, out) - p_holds_none(k, o, out | trumps_out))
            tops.append((0, 1.0 - risk, -out.bit_count(), top))
        tops.sort()
        safe = [t for t in tops if t[1] <= self.risk]
        if safe:
            _, risk, minus_out, top = safe[0]
            return Decision(
                PlayCard(CARDS[top]),
                _reason(
                    "bot.lead-top",
                    card=top,
                    suit=suit_of(top),
                    out=-minus_out,
                    trump="yes" if suit_of(top) == trump else "no",
                    risk=risk,
                ),
            )
        side = [s for s in range(10) if s != trump and hand & SUIT_MASK[s]]
        suit = max(side, key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), -s)) if side else trump
        low = min(cards_of(hand & SUIT_MASK[suit]), key=lambda c: STRENGTH[c])
        n = (hand & SUIT_MASK[suit]).bit_count()
        return Decision(
            PlayCard(CARDS[low]),
            _reason(
                "bot.lead-low",
                card=low,
                n=n,
                suit=suit,
                side="yes" if suit != trump else "no",
                why="trumped" if tops else "unseen",
                risk=tops[0][1] if tops else None,
            ),
        )

    # -- following ----------------------------------------------------------------------
    def _follow(self, view: View, k: Knowledge, legal: list[Action]) -> Decision:
        trump = k.trump
        trick = [card_index(p["card"]) for p in view["trick"]]
        led, best = suit_of(trick[0]), _current_best(trick, trump)
        plays = sorted((a.card.index for a in legal if isinstance(a, PlayCard)), key=lambda c: _weakness(c, trump))
        wins = [c for c in plays if _beats(c, best, led, trump)]
        later = [(k.seat + i) % 3 for i in range(1, 3 - len(trick))]
        if wins and not later:
            c = wins[0]
            return Decision(PlayCard(CARDS[c]), _reason("bot.win-last", card=c, wins=len(wins), best=best))
        if wins:
            nxt = later[0]
            chances = [(p_can_beat(k, nxt, c, led), c) for c in wins]
            for p, c in chances:
                if p <= self.risk:
                    return Decision(
                        PlayCard(CARDS[c]),
                        _reason("bot.win-cheap", card=c, best=best, higher=_higher_unseen(k, c), next=nxt, p=p),
                    )
            low = plays[0]
            p, c = min(chances)
            return Decision(PlayCard(CARDS[low]), _reason("bot.throw-risk", card=low, best_try=c, next=nxt, p=p))
        low = plays[0]
        return Decision(PlayCard(CARDS[low]), _reason("bot.throw", card=low, plays=len(plays), best=best))


# ------------------------------------------------------------------------------ search


def _move(action: Action) -> tuple[str, int]:
    if isinstance(action, PlayCard):
        return "play", ENC[action.card.index]
    mask = 0
    for c in action.cards:  # type: ignore[attr-defined]  # not a card played: a Dukal or a discard
        mask |= 1 << ENC[c.index]
    return ("dukal" if isinstance(action, LeadDukal) else "discard"), mask


def _apply(playout: Playout, move: tuple[str, int]) -> None:
    kind, what = move
    if kind == "play":
        playout.play(what)
    elif kind == "dukal":
        playout.lead_dukal(what)
    else:
        playout.discard(what)


def _distinct(legal: Sequence[Action], knowledge: Knowledge) -> list[Action]:
    """One action per class of equivalent ones: cards of one suit with no unseen card
    between them in rank do exactly the same work (every card scores one point)."""
    seen: set[tuple[type[Action], int, int]] = set()
    out: list[Action] = []
    for action in legal:
        if isinstance(action, LeadDukal) or len(getattr(action, "cards", (None,))) != 1:
            out.append(action)
            continue
        # not a card played: a discard of one card (Dukals are kept above)
        card = action.card if isinstance(action, PlayCard) else action.cards[0]  # type: ignore[attr-defined]
        c = card.index
        s = suit_of(c)
        # the group: how many unseen cards of the suit rank below this one
        below = sum(1 for u in cards_of(knowledge.unseen & SUIT_MASK[s]) if STRENGTH[u] < STRENGTH[c])
        key = (type(action), s, below)
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


class SearchBot(Bot):
    """Determinized Monte Carlo search over the deals its seat cannot see.

    ``iterations`` is the number of playouts per decision (its strength); ``time_limit``
    (seconds, or None) stops it early, at the latest one batch of playouts (one sampled
    deal, every candidate still in the running) after the limit — so with a time limit a
    loaded machine can change its choices; None makes it depend on the view and the rng
    alone. ``policy`` is the playout policy: "seeing" (default), "heuristic" or "random"
    (see :mod:`.determinize`).

    Time per move with the defaults, measured by ``uv run python bench/ganjifa_bench.py
    --search-timing 50`` (50 positions in each third of random deals; 2 cores, Python
    3.11, nothing else running; figures in bench/README.md): median 0.12-0.13 s early in
    a deal (moves 1-39), 0.07-0.08 s mid-deal, 0.02 s late, at most 0.16 s. Time grows
    with the load on the machine (with two busy processes on the two cores: median
    0.20 s, at most 0.37 s early); the time limit stops the search at most one batch of
    playouts after 1 s whatever the load.
    """

    name = "search"

    def __init__(self, iterations: int = 600, time_limit: float | None = 1.0, policy: str = "seeing"):
        iterations = setting("iterations", iterations, 1, count=True)
        if time_limit is not None:
            time_limit = setting("time_limit (seconds, or None)", time_limit, 0, above=True)
        if policy not in POLICIES:
            raise ValueError(f"policy must be one of {', '.join(map(repr, POLICIES))}, not {brief(policy)}")
        self.iterations, self.time_limit, self.policy = iterations, time_limit, policy
        self.fallback = HeuristicBot()
        self.last_playouts = 0

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(iterations={self.iterations}, time_limit={self.time_limit}, policy={self.policy!r})"
        )

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        start = time.perf_counter()
        deadline = None if self.time_limit is None else start + self.time_limit
        legal = list(legal)
        self.last_playouts = 0
        if len(legal) == 1:
            return self.fallback.decide(view, legal, rng)
        knowledge = Knowledge.from_view(view)
        candidates = _distinct(legal, knowledge)
        if len(candidates) == 1:
            action = candidates[0]
            return Decision(action, _reason("bot.equivalent", action=action, n=len(legal)))
        seat = knowledge.seat
        moves = [_move(a) for a in candidates]
        totals, counts = [0] * len(moves), [0] * len(moves)
        alive = list(range(len(moves)))
        rounds = max(1, math.ceil(math.log2(len(moves))))
        per_round = max(1, self.iterations // rounds)
        deals = 0
        out_of_time = False
        for _ in range(rounds):
            for _ in range(max(1, per_round // len(alive))):
                if deadline is not None and time.perf_counter() > deadline and deals:
                    out_of_time = True
                    break
                base = Playout.from_view(view, knowledge.deal(rng))
                deals += 1
                for i in alive:
                    playout = base.copy()
                    _apply(playout, moves[i])
                    totals[i] += playout.run(self.policy, rng)[seat]
                    counts[i] += 1
                    self.last_playouts += 1
            if out_of_time or len(alive) == 1:
                break
            alive.sort(key=lambda i: -totals[i] / counts[i])
            alive = alive[: max(1, (len(alive) + 1) // 2)]
        ranked = sorted(alive, key=lambda i: -totals[i] / counts[i])
        best = ranked[0]
        action = candidates[best]
        remaining = sum(view["hand_sizes"]) + len(view["trick"])
        if view.get("dukal"):
            d = view["dukal"]
            remaining += len(d["cards"]) + sum(len(p) for p in d["discards"].values())
        others = [i for i in range(len(moves)) if i != best and counts[i]]
        second = max(others, key=lambda i: (counts[i], totals[i] / counts[i])) if others else None
        return Decision(
            action,
            _reason(
                "bot.search",
                move=_verb(action),
                deals=counts[best],
                unseen=knowledge.unseen.bit_count(),
                mean=totals[best] / counts[best],
                remaining=remaining,
                alt="no" if second is None else "yes",
                alt_move=None if second is None else _verb(candidates[second], short=True),
                alt_mean=None if second is None else totals[second] / counts[second],
                playouts=self.last_playouts,
                cut="yes" if out_of_time else "no",
            ),
        )


def _verb(action: Action, short: bool = False) -> Msg:
    """The move a search reason names: "Played the 7 of Rama" (``short``: "the 7 of Rama")."""
    kind = "bot.alt." if short else "bot.move."
    if isinstance(action, PlayCard):
        return _reason(kind + "play", card=action.card.index)
    if isinstance(action, LeadDukal):
        return _reason(kind + "dukal", n=len(action.cards), suit=action.cards[0].index // 12)
    return _reason(kind + "discard", card=action.cards[0].index)  # type: ignore[attr-defined]  # a discard


class StrongSearchBot(SearchBot):
    """The search bot with five times the playouts (and up to 3 s a move)."""

    name = "search-strong"

    def __init__(self, iterations: int = 3000, time_limit: float | None = 3.0, policy: str = "seeing"):
        super().__init__(iterations, time_limit, policy)


class BeginnerBot(SlipBot):
    """A beginner: plays as ``heuristic`` does, but about one card in ``1/slip`` it plays
    any legal card without counting."""

    def __init__(self, slip: float = 0.5):
        super().__init__(HeuristicBot(), slip)


#: the table's strengths (rules_engine.bots.LEVELS), as data: which bot above plays each;
#: ``make_bot("ganjifa", "medium")`` is the ``heuristic`` bot, called "medium"
LEVELS: dict[str, Callable[[], Bot]] = {"beginner": BeginnerBot, "medium": HeuristicBot, "strong": SearchBot}

BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "search": SearchBot,
    "search-strong": StrongSearchBot,
    **LEVELS,
}
