"""Deductio candidates: what each Secret Number can be, from one seat's knowledge only.

:func:`candidates` answers "what can player 2 hold, and how likely is each number?" for
the seat whose ``view`` it is given. It uses exactly what that seat knows:

* the public tableaux: an upright clue is true of its owner's number, a sideways one is
  false; a ±1 clue (``reads_face_up``) is judged against the face-up numbers of the
  moment it was played (``face_up[:face_up_count]`` of the view's tableau card);
* the sideways ±1 clues a reveal discarded (the view's ``discarded_facts``): true of
  their moment, so they still rule numbers out;
* the face-up numbers and every trophy (those cards are no one's number now);
* the wrong guesses announced since their target last drew a number (the view's
  ``wrong_guesses``; ``not_numbers`` may add more);
* which seats hold a number (the view's ``holding``): a seat holding none is left out;
* the seat's own number, and its own peeks: a peeked card lying in the deck (or out of
  play) is no one's number; one drawn since is known to be held by that seat (the view's
  ``peeks`` says where each peeked card lies now);
* that all secret numbers are different cards.

Every joint assignment of numbers to the other seats consistent with all of that is
equally likely; the probabilities are exact counts over those assignments (no sampling):
seat ``s`` holds ``v`` with probability #(assignments with s = v) / #(assignments).

:func:`information` says, for each clue of the row, how many bits playing it would tell
the opponents about the viewer's own number, judged from the public knowledge about the
viewer (what every opponent sees on the table; their private cards are not guessed at).

The view alone is exact: it carries every public fact the log states (a test checks that
``candidates(view)`` equals ``candidates(view, log=...)`` over random playouts). ``log``
(the seat's visible log, ``game.visible_log(seat)`` or the Event objects) is still
accepted and adds its facts; it cannot change the answer for a view of this engine. A view
without the memory fields (an older one) is read as before: ±1 clues against today's
face-up numbers (sound, a few impossible numbers may stay) and no wrong guesses.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .clues import CLUES, NUMBERS

if TYPE_CHECKING:
    from ..core import Event

#: a seat's view (``game.view(seat)``), JSON as the bots get it
View = Mapping[str, Any]
#: a log: Events, or their JSON (``visible_log``)
Log = Iterable["Event | Mapping[str, Any]"]
#: ``{seat: numbers}`` known not to be that seat's number
NotNumbers = Mapping[int, Iterable[int]]

__all__ = [
    "candidates",
    "public_candidates",
    "information",
    "take_all_information",
    "entropy",
    "allowed_masks",
    "count_assignments",
]

FULL = sum(1 << n for n in NUMBERS)


def _bits(mask: int) -> list[int]:
    return [n for n in NUMBERS if mask >> n & 1]


@lru_cache(maxsize=4096)
def truth_mask(clue: int, face_up: frozenset[int] = frozenset()) -> int:
    """The numbers of 1..20 that make ``clue`` true, as a bit mask (bit n for number n)."""
    c = CLUES[clue]
    up = face_up if c.reads_face_up else frozenset()
    return sum(1 << n for n in NUMBERS if c.true_of(n, up))


def _mask(clue: int, face_up: Iterable[int]) -> int:
    c = CLUES[clue]
    return truth_mask(clue, frozenset(face_up) if c.reads_face_up else frozenset())


# ----------------------------------------------------------------------- public facts


def _events(log: Log) -> Iterable[tuple[str | None, Mapping[str, Any]]]:
    for e in log:
        if isinstance(e, Mapping):
            yield e.get("kind"), e.get("data", {})
        else:
            yield e.kind, e.data


def allowed_masks(view: View, log: Log | None = None, not_numbers: NotNumbers | None = None) -> list[int]:
    """Per seat, the numbers of 1..20 the public facts allow (a bit mask): clues with their
    orientation, each judged against the face-up numbers of its moment, the sideways ±1
    clues a reveal discarded, the wrong guesses announced (and ``not_numbers``
    ``{seat: numbers}``, and the facts of ``log`` if given)."""
    players = view["players"]
    face_up = list(view["face_up"])
    masks = [FULL] * players
    for seat, pile in enumerate(view["tableau"]):
        for card in pile:
            m = _mask(card["clue"], face_up[: card.get("face_up_count", len(face_up))])
            masks[seat] &= m if card["upright"] else FULL & ~m
    for seat, facts in enumerate(view.get("discarded_facts") or []):
        for fact in facts:
            m = _mask(fact["clue"], fact["face_up"])
            masks[seat] &= m if fact["upright"] else FULL & ~m
    for miss in view.get("wrong_guesses") or []:
        masks[miss["target"]] &= ~(1 << miss["number"])
    for seat, numbers in (not_numbers or {}).items():
        for n in numbers:
            masks[seat] &= ~(1 << n)
    if log is not None:
        masks = [a & b for a, b in zip(masks, _log_masks(players, log), strict=True)]
    return masks


def _log_masks(players: int, log: Log) -> list[int]:
    """The public facts the log states about each seat's current number, each ±1 clue
    judged against the face-up numbers of its moment."""
    masks = [FULL] * players
    face_up: frozenset[int] = frozenset()
    for kind, data in _events(log):
        if kind in ("setup", "reveal"):
            face_up = frozenset(data["face_up"])
        elif kind == "clue":
            masks[data["seat"]] &= _mask(data["clue"], face_up)
        elif kind == "take-all":
            for c in data["clues"]:
                masks[data["seat"]] &= FULL & ~_mask(c, face_up)
        elif kind == "guess":
            if data["correct"]:
                masks[data["target"]] = FULL  # the target draws a new number
            else:
                masks[data["target"]] &= ~(1 << data["number"])
    return masks


# --------------------------------------------------------------------------- counting


def count_assignments(masks: Iterable[int], used: int = 0) -> int:
    """How many ways to give each mask one of its numbers, all different and none in ``used``."""
    masks = sorted(masks, key=int.bit_count)
    return _count(tuple(masks), used)


def _count(masks: tuple[int, ...], used: int) -> int:
    if not masks:
        return 1
    first = masks[0] & ~used
    if len(masks) == 1:
        return first.bit_count()
    rest = masks[1:]
    if len(masks) == 2:
        last = rest[0] & ~used
        # pairs (a, b), a in first, b in last, a != b
        return first.bit_count() * last.bit_count() - (first & last).bit_count()
    total = 0
    while first:
        low = first & -first
        total += _count(rest, used | low)
        first ^= low
    return total


def _marginal_counts(masks: Mapping[int, int]) -> tuple[int, dict[int, dict[int, int]]]:
    """(number of joint assignments, per seat {number: assignments with that seat = number})."""
    out: dict[int, dict[int, int]] = {}
    total = None
    for seat, mask in masks.items():
        others = sorted((m for s, m in masks.items() if s != seat), key=int.bit_count)
        others_t = tuple(others)
        counts = {}
        for n in _bits(mask):
            k = _count(others_t, 1 << n)
            if k:
                counts[n] = k
        out[seat] = counts
        if total is None:
            total = sum(counts.values())
    return (total if total is not None else 1), out


def _normalize(counts: Mapping[int, int]) -> dict[int, float]:
    total = sum(counts.values())
    return {n: k / total for n, k in sorted(counts.items())} if total else {}


# ------------------------------------------------------------------------ candidates


def _peeked(view: View, seat: int | None) -> tuple[set[int], dict[int, int]]:
    """(the viewer's peeked cards no seat holds, {seat: number} for peeked cards drawn since)."""
    gone: set[int] = set()
    held: dict[int, int] = {}
    peeks = view.get("peeks") or []
    for where in peeks[seat] if seat is not None and seat < len(peeks) and peeks[seat] else []:
        if where["at"] == "seat":
            held[where["seat"]] = where["number"]
        else:
            gone.add(where["number"])
    return gone, held


def _holders(view: View) -> list[int]:
    """The seats that hold a number (all of them, for a view that does not say)."""
    holding = view.get("holding")
    return [s for s in range(view["players"]) if holding is None or holding[s]]


def _public_out(view: View) -> set[int]:
    out: set[int] = set(view["face_up"])
    for t in view["trophies"]:
        out |= set(t)
    return out


def candidates(
    view: View, log: Log | None = None, not_numbers: NotNumbers | None = None
) -> dict[int, dict[int, float]]:
    """For each other seat, ``{number: probability}`` from the viewer's knowledge only.

    ``view`` is ``game.view(seat)``, exact on its own; ``log`` (optional) the seat's
    visible log, whose facts are added (the view already holds them all); ``not_numbers``
    (optional) ``{seat: numbers}`` known not to be that seat's number. A seat whose number
    the viewer knows (a peeked card it drew) gets ``{number: 1.0}``; a seat that holds no
    number is left out."""
    seat = view["seat"]
    if seat is None:
        return public_candidates(view, log, not_numbers)
    own = view["numbers"][seat]
    masks = allowed_masks(view, log, not_numbers)
    gone, held = _peeked(view, seat)
    out = _public_out(view) | gone | set(held.values())
    if own is not None:
        out.add(own)
    pool = FULL & ~sum(1 << n for n in out)
    free = {s: masks[s] & pool for s in _holders(view) if s != seat and s not in held}
    _, counts = _marginal_counts(free)
    result = {s: _normalize(counts[s]) for s in free}
    for s, n in held.items():
        if s != seat:
            result[s] = {n: 1.0}
    return dict(sorted(result.items()))


def public_candidates(
    view: View, log: Log | None = None, not_numbers: NotNumbers | None = None
) -> dict[int, dict[int, float]]:
    """For every seat, ``{number: probability}`` from public knowledge alone (an onlooker
    who holds no card and peeked at nothing)."""
    masks = allowed_masks(view, log, not_numbers)
    pool = FULL & ~sum(1 << n for n in _public_out(view))
    _, counts = _marginal_counts({s: masks[s] & pool for s in _holders(view)})
    return {s: _normalize(c) for s, c in counts.items()}


def entropy(dist: Mapping[int, float]) -> float:
    """Shannon entropy in bits of ``{outcome: weight}`` (weights need not sum to 1)."""
    total = sum(dist.values())
    if total <= 0:
        return 0.0
    return -sum(w / total * math.log2(w / total) for w in dist.values() if w > 0)


def _own_public_counts(view: View, log: Log | None, not_numbers: NotNumbers | None) -> dict[int, int]:
    """How many public joint assignments give the viewer each number (the viewer's own
    public marginal, unnormalised)."""
    seat = view["seat"]
    masks = allowed_masks(view, log, not_numbers)
    pool = FULL & ~sum(1 << n for n in _public_out(view))
    others = tuple(sorted((masks[s] & pool for s in _holders(view) if s != seat), key=int.bit_count))
    counts: dict[int, int] = {}
    for n in _bits(masks[seat] & pool):
        k = _count(others, 1 << n)
        if k:
            counts[n] = k
    return counts


def _drop(counts: Mapping[int, int], keep: int) -> float:
    after = {n: k for n, k in counts.items() if keep >> n & 1}
    return max(0.0, entropy(counts) - entropy(after)) if after else 0.0


def information(view: View, log: Log | None = None, not_numbers: NotNumbers | None = None) -> dict[int, float | None]:
    """For each clue of the row, the bits of information playing it upright would give the
    opponents about the viewer's own number: the drop in entropy of the viewer's number as
    the public knowledge sees it (exact over the public joint assignments), from before the
    play to after it. ``None`` for a clue that is false of the viewer's number (it cannot be
    played). Since the viewer knows its number, the drop is what the opponents will learn
    on the public model, not a guess about it."""
    seat = view["seat"]
    own = view["numbers"][seat]
    counts = _own_public_counts(view, log, not_numbers)
    out: dict[int, float | None] = {}
    for clue in view["row"]:
        mask = _mask(clue, view["face_up"])
        out[clue] = _drop(counts, mask) if own is not None and mask >> own & 1 else None
    return out


def take_all_information(view: View, log: Log | None = None, not_numbers: NotNumbers | None = None) -> float:
    """The bits that taking the whole row sideways ("none is true") gives the opponents."""
    counts = _own_public_counts(view, log, not_numbers)
    keep = FULL
    for clue in view["row"]:
        keep &= ~_mask(clue, view["face_up"])
    return _drop(counts, keep)
