"""Siggil bots that say why, in words that name only what the whole table can see.

A bot sees its seat's view (its own hand, the face-up cards of the sigil, the sets, the
free spirits) and the public record of takes in it (``taken``): every card taken lay face
up, so the table saw which player took it; one not laid down since is in that player's
hand — the memory any player at the table has. A bot keeps nothing between calls: the same
view gives the same decision, after an undo, in a new game, at another seat, in a copy.

* ``greedy`` captures whenever it can (a win first, then a steal from the leader, then a
  recapture, then a free spirit: a steal also denies); it takes the card that shares a
  family or number with the most spirits in play (free or held by others), preferring one
  that completes a set, and in the solo game discards the card that helps least.
* ``lookahead`` looks one turn ahead: for each card it could take it plays its own best
  capture, then the next player's best reply (that player's remembered hand plus the best
  card left to them), counts the spirits the take would free for them and the progress the
  best card left would give them (denial), and keeps the take that leaves it furthest
  ahead (weights tuned in arena runs against ``greedy``). In the solo game, with no reply to look at, it plays as
  ``greedy`` (a deeper solo search lost more games than it won in trials).

A reason is a message of Siggil's table (``bot.*`` in :mod:`.messages`) with public facts
only: the card taken (it lay face up), the cards laid down (they are face up now), spirits.
``BOTS`` maps the names ``rules_engine.bots.make_bot`` accepts to constructors.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Sequence
from typing import Any

from ..bots import Bot, Decision, RandomBot, View, setting
from ..core import Action
from ..i18n import Msg
from .cards import CARDS, Card, is_spirit
from .game import Capture, Discard, Pass, Recapture, Release, Steal, Take, _card_sets
from .layouts import layout as get_layout
from .messages import MESSAGES

__all__ = ["GreedyBot", "LookaheadBot", "BeginnerBot", "LEVELS", "BOTS"]

_reason = MESSAGES.msg
#: the captures a seat may make (siggil.capture-free, siggil.steal, siggil.recapture)
Captures = Capture | Steal | Recapture
_INDEX = {
    (c["family"], c["number"], c.get("spirit", False)): Card.from_json(c).index
    for c in (Card(f, n).to_json() for f in range(1, 8) for n in range(1, 8))
}
_INDEX.update({(k, k, True): 48 + k for k in range(1, 8)})


def _index(card: dict[str, Any]) -> int:  # a card's JSON, as a view lists it
    return _INDEX[(card["family"], card["number"], card.get("spirit", False))]


def _matches_spirit(card: int, k: int) -> bool:
    return card // 7 + 1 == k or card % 7 + 1 == k


class _Board:
    """What a seat knows, read from its view (cards as indices)."""

    def __init__(self, view: View):
        self.view = view
        self.seat: int = view["seat"]
        self.layout = get_layout(view["options"]["layout"])
        self.cards: list[int | None] = [
            None if s is None else (_index(s["card"]) if s["card"] is not None else -1) for s in view["sigil"]
        ]  # -1: face down, unknown
        self.present = [s is not None for s in view["sigil"]]
        self.available: list[int] = list(view["available"])
        self.hand = [_index(c) for c in view["hands"][self.seat]]
        self.free: list[int] = list(view["free_spirits"])
        self.sets: list[list[tuple[list[int], int | None]]] = [
            [([_index(c) for c in s["cards"]], s["spirit"]) for s in mine] for mine in view["sets"]
        ]
        self.held: list[int] = list(view["spirits_held"])
        self.goal: int
        self.size: int
        self.players: int
        self.goal, self.size, self.players = view["goal"], view["set_size"], view["players"]
        laid = {c for mine in self.sets for cs, _ in mine for c in cs}
        #: the cards the other seats took and have not laid down: in their hands
        self.others = sorted({_index(t["card"]) for t in view["taken"] if t["seat"] != self.seat} - laid)

    def holder(self, k: int) -> tuple[int, int, int] | None:
        """(seat, set index, set size) of the set spirit ``k`` lies on, or None."""
        for s, mine in enumerate(self.sets):
            for i, (cs, held) in enumerate(mine):
                if held == k:
                    return s, i, len(cs)
        return None

    def takeable(self) -> list[int]:
        """Spirits this seat could capture now: free ones, and those another player holds."""
        held = [k for k in range(1, 8) if (w := self.holder(k)) and w[0] != self.seat]
        return sorted(set(self.free) | set(held))

    def uncovered_by(self, gone: set[int]) -> list[int]:
        """Positions that become available once the positions in ``gone`` are empty (one level)."""
        out: list[int] = []
        for p in gone:
            for under in self.layout.covers[p]:
                if (
                    self.present[under]
                    and under not in gone
                    and under not in out
                    and all(not self.present[t] or t in gone for t in self.layout.positions[under].covered_by)
                ):
                    out.append(under)
        return out

    def unknown_spirit_chance(self) -> float:
        down = sum(1 for c in self.cards if c == -1)
        if not down:
            return 0.0
        seen_spirits = sum(1 for c in self.cards if c is not None and c >= 0 and is_spirit(c))
        out = 7 - len(self.free) - sum(self.held) - seen_spirits - len(self.view.get("lost_spirits") or [])
        return max(0, out) / down

    def best_capture(self, hand: list[int], free: Collection[int], seat: int) -> float:
        """The value of the best capture ``hand`` allows ``seat``: 1 a free spirit, 2 a
        steal (one for me, one off them), plus the win."""
        best = 0.0
        for k in free:
            if _card_sets(hand, k, self.size):
                best = max(best, 1.0 + (5.0 if self.held[seat] + 1 >= self.goal else 0))
        if self.players > 1:
            for k in range(1, 8):
                where = self.holder(k)
                if where and where[0] != seat and _card_sets(hand, k, where[2] + 1):
                    best = max(best, 2.0 + (5.0 if self.held[seat] + 1 >= self.goal else 0))
        return best

    def potential(self, hand: list[int], spirits: Collection[int]) -> float:
        """How far ``hand`` is towards sets for ``spirits``: per spirit, the larger of its
        family and number counts, capped at the set size, as a fraction of it."""
        total = 0.0
        for k in spirits:
            fam = sum(1 for c in hand if c // 7 + 1 == k)
            num = sum(1 for c in hand if c % 7 + 1 == k)
            total += min(max(fam, num), self.size) / self.size
        return total

    def in_play(self, seat: int) -> list[int]:
        """Spirits ``seat`` could still get: free, held by another, or still in the sigil."""
        lost = set(self.view.get("lost_spirits") or [])
        mine = {k for _, k in self.sets[seat] if k is not None}
        return [k for k in range(1, 8) if k not in lost and k not in mine]


class GreedyBot(Bot):
    """Captures, steals and denies whenever it can; takes the card that matches most."""

    name = "greedy"

    def _board(self, view: View) -> _Board:
        # everything from the view, nothing kept: no memory to go stale after an undo
        return _Board(view)

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        legal = list(legal)
        if not legal:
            raise ValueError("no legal action to choose from")
        board = self._board(view)
        phase = view["phase"]
        # the phase decides the kind of every legal action (Siggil.legal_actions)
        if phase == "release":
            return self._release(board, legal, rng)  # type: ignore[arg-type]
        if phase == "capture":
            return self._capture(board, legal, rng)  # type: ignore[arg-type]
        if phase == "discard":
            return self._discard(board, legal, rng)  # type: ignore[arg-type]
        return self._take(board, legal, rng)  # type: ignore[arg-type]

    # -- the parts ---------------------------------------------------------------------
    def _release(self, board: _Board, legal: list[Release], rng: random.Random) -> Decision:
        def progress(k: int) -> float:
            return board.potential(board.hand, [k])

        low = min(progress(a.spirit) for a in legal)
        action = rng.choice([a for a in legal if progress(a.spirit) <= low])
        return Decision(action, _reason("bot.release", spirit=action.spirit))

    def _capture(self, board: _Board, legal: list[Captures | Pass], rng: random.Random) -> Decision:
        moves = [a for a in legal if not isinstance(a, Pass)]
        if not moves:
            return Decision(legal[0], _reason("bot.pass"))
        action = max(moves, key=lambda a: (self._capture_value(board, a), rng.random()))
        return Decision(action, self._capture_reason(board, action))

    def _capture_value(self, board: _Board, action: Captures) -> float:
        win = board.held[board.seat] + 1 >= board.goal
        if isinstance(action, Steal):
            where = board.holder(action.spirit)
            assert where is not None  # siggil.steal: a spirit another seat holds
            return 10 * win + 3 + board.held[where[0]] / 10
        if isinstance(action, Recapture):
            where = board.holder(action.spirit)
            assert where is not None  # siggil.recapture: a spirit another seat holds
            return 10 * win + 2.5 + board.held[where[0]] / 10 - len(action.cards) / 100
        # a capture: keep the cards that are worth most for other spirits
        rest = [c for c in board.hand if c not in {x.index for x in action.cards}]
        return 10 * win + 2 + board.potential(rest, board.in_play(board.seat)) / 100

    def _capture_reason(self, board: _Board, action: Captures) -> Msg:
        cards = [c.to_json() for c in action.cards]
        if isinstance(action, Capture):
            return _reason("bot.capture", spirit=action.spirit, cards=cards)
        where = board.holder(action.spirit)
        assert where is not None  # siggil.steal, siggil.recapture: a spirit another seat holds
        seat, _, held = where
        if isinstance(action, Steal):
            return _reason("bot.steal", spirit=action.spirit, holder=seat, size=len(cards), held=held)
        return _reason("bot.recapture", spirit=action.spirit, holder=seat, set=action.set, size=held + 1)

    def _card_value(self, board: _Board, card: int, hand: list[int]) -> float:
        """How much ``card`` helps ``hand``: completing a set counts most, then matching
        spirits in play (free or held by others count double: they are there to take)."""
        after = [*hand, card]
        value = 4.0 * (
            board.best_capture(after, board.free, board.seat) > board.best_capture(hand, board.free, board.seat)
        )
        takeable = board.takeable()
        for k in board.in_play(board.seat):
            if _matches_spirit(card, k):
                value += (2.0 if k in takeable else 1.0) * (1 + board.potential(hand, [k]))
        return value

    def _take(self, board: _Board, legal: list[Take], rng: random.Random) -> Decision:
        scored = []
        for action in legal:
            card: int = board.cards[action.position]  # type: ignore[assignment]  # available: face up
            uncovers = len(board.uncovered_by({action.position}))
            scored.append((self._card_value(board, card, board.hand) - uncovers / 10, rng.random(), action, uncovers))
        _, _, action, uncovers = max(scored)
        return Decision(action, self._take_reason(board, action, uncovers))

    def _take_reason(self, board: _Board, action: Take, uncovers: int) -> Msg:
        card: int = board.cards[action.position]  # type: ignore[assignment]  # available: face up
        takeable = [k for k in board.takeable() if _matches_spirit(card, k)]
        if takeable:
            return _reason("bot.take-spirit", card=_card_json(card), position=action.position, spirit=takeable[0])
        return _reason("bot.take-plain", card=_card_json(card), position=action.position, uncovers=uncovers)

    def _discard(self, board: _Board, legal: list[Discard], rng: random.Random) -> Decision:
        scored = [
            (
                self._card_value(board, board.cards[a.position], board.hand)  # type: ignore[arg-type]  # face up
                + len(board.uncovered_by({a.position})) / 10,
                rng.random(),
                a,
            )
            for a in legal
        ]
        _, _, action = min(scored)
        return Decision(
            action,
            _reason(
                "bot.discard",
                card=_card_json(board.cards[action.position]),  # type: ignore[arg-type]  # available: face up
                position=action.position,
            ),
        )


def _card_json(card: int) -> dict[str, Any]:
    return CARDS[card].to_json()


class LookaheadBot(GreedyBot):
    """Greedy captures; takes and discards chosen by looking one turn ahead."""

    name = "lookahead"

    #: weights of: my capture, the reply, unknown cards freeing spirits, my hand's progress,
    #: the card matching a free spirit, the best progress a card left gives the next player
    weights = (3.0, 2.5, 1.0, 0.6, 0.3, 3.0)

    def __init__(self, caution: float = 1.0):
        self.caution = setting("caution", caution, 0)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(caution={self.caution})"

    def _take(self, board: _Board, legal: list[Take], rng: random.Random) -> Decision:
        if board.players == 1:  # no next player to reply: the greedy choice
            return super()._take(board, legal, rng)
        scored = []
        for action in legal:
            score, frees = self._score_take(board, action.position)
            scored.append((score, rng.random(), action, frees))
        scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
        _, _, action, frees = scored[0]
        return Decision(
            action,
            _reason(
                "bot.look",
                card=_card_json(board.cards[action.position]),  # type: ignore[arg-type]  # available: face up
                position=action.position,
                frees=frees,
            ),
        )

    def _score_take(self, board: _Board, p: int) -> tuple[float, int]:
        me = board.seat
        card: int = board.cards[p]  # type: ignore[assignment]  # available: face up
        hand = [*board.hand, card]
        gone = {p}
        opened = board.uncovered_by(gone)
        free = list(board.free)
        # known spirits lying face up under p leave the sigil when uncovered (and open more)
        for q in list(opened):
            known = board.cards[q]
            if known is not None and known >= 0 and is_spirit(known):
                free.append(known - 48)
                gone.add(q)
                opened.remove(q)
                opened += [r for r in board.uncovered_by(gone) if r not in opened]
        unknown = sum(1 for q in opened if board.cards[q] == -1)
        frees = len(free) - len(board.free)
        mine = board.best_capture(hand, free, me)
        # my capture takes one free spirit (or a held one) off the table for the reply
        spent = self._spend(board, hand, free, me)
        after_free = [k for k in free if k != spent]
        left = [q for q in board.available if q != p and q not in gone] + opened
        opp_hand = board.others
        opp = (me + 1) % board.players
        theirs = [k for k in range(1, 8) if k not in set(board.view.get("lost_spirits") or [])]
        reply = board.best_capture(opp_hand, after_free, opp)
        base = board.potential(opp_hand, theirs)
        gain = 0.0
        for q in left:
            c = board.cards[q]
            if c is None or c < 0 or is_spirit(c):
                continue
            reply = max(reply, board.best_capture([*opp_hand, c], after_free, opp))
            gain = max(gain, board.potential([*opp_hand, c], theirs) - base)
        risk = unknown * board.unknown_spirit_chance() * 0.5
        spirits = board.in_play(me)
        rest = [c for c in hand if c not in self._spent_cards(board, hand, spent)]
        w = self.weights
        score = (
            w[0] * mine
            - self.caution * (w[1] * reply + w[2] * risk)
            + w[3] * board.potential(rest, spirits)
            + w[4] * sum(1 for k in free if _matches_spirit(card, k))
            - w[5] * gain
        )
        return score, frees

    def _spend(self, board: _Board, hand: list[int], free: list[int], me: int) -> int | None:
        for k in free:
            if _card_sets(hand, k, board.size):
                return k
        return None

    def _spent_cards(self, board: _Board, hand: list[int], k: int | None) -> set[int]:
        if k is None:
            return set()
        sets = _card_sets(hand, k, board.size)
        return set(sets[0]) if sets else set()


class BeginnerBot(GreedyBot):
    """A beginner: plays as ``greedy`` does, but sees a steal or a recapture only one
    turn in ``1/notice`` (captures of free spirits it always sees)."""

    name = "beginner"

    def __init__(self, notice: float = 0.5):
        if not 0.0 <= notice <= 1.0:
            raise ValueError(f"notice must be between 0 and 1, not {notice!r}")
        self.notice = notice

    def __repr__(self) -> str:
        return f"{type(self).__name__}(notice={self.notice})"

    def _capture(self, board: _Board, legal: list[Captures | Pass], rng: random.Random) -> Decision:
        if rng.random() >= self.notice:
            legal = [a for a in legal if not isinstance(a, (Steal, Recapture))]
        return super()._capture(board, legal, rng)


#: the table's strengths (rules_engine.bots.LEVELS), as data: which bot above plays each;
#: ``make_bot("siggil", "medium")`` is the ``greedy`` bot, called "medium"
LEVELS: dict[str, Callable[[], Bot]] = {"beginner": BeginnerBot, "medium": GreedyBot, "strong": LookaheadBot}

BOTS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "lookahead": LookaheadBot,
    **LEVELS,
}
