"""Deductio positions: the arguments of ``Deductio.from_position``, read and checked.

``normalize(args)`` turns them into the JSON position a game keeps (``to_json`` replays
from it); ``load(p, players)`` checks that position against the rules and returns the
state to set up. Both refuse a bad position with a ValueError whose message is a whole
sentence naming what is wrong (the seat, the card, the key), never a KeyError or a
TypeError: a teacher typing a position, or ``view_to_position`` given a wrong view, reads
what to fix.

A position is what ``view(None)`` shows (``view_to_position`` maps one to the other): the
cards where they lie, each tableau card's ``face_up_count``, the public memory
(``discarded_facts``, ``wrong_guesses``), a turn under way (``penalty`` or ``pending``),
the peeks and ``shuffle_seed``, the chance of later rebuilt clue decks.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypedDict, TypeGuard, TypeVar

from ..core import brief
from ..core import whole as _whole
from .clues import CLUE_IDS, CLUES, NUMBERS, PENALTY_PLAYS, REVEAL, ROW_SIZE, goal, reveal_cards

TABLEAU_CARD = ("clue", "upright")
TABLEAU_CARD_OPTIONAL = ("face_up_count",)
DISCARDED_FACT = ("clue", "upright", "face_up")
WRONG_GUESS = ("seat", "target", "number")
PENALTY = ("seat", "plays_left")
PENDING = ("clue", "ability", "seat")
PEEK_OPTIONAL = ("at", "depth", "seat")

#: a part of a position as a teacher typed it or a saved game holds it: JSON of any shape
#: until the checks here have judged it
JSON = Any
T = TypeVar("T")


def whole(value: object) -> TypeGuard[int]:
    """A whole number (an int; numpy's too, which acts as one, though a position holds
    plain ints once loaded: Game._reset_to_position)."""
    return _whole(value) is not None  # core's one check: numpy's ints too, never a bool


# ------------------------------------------------------------------------------ shape


def _listed(value: JSON, what: str) -> list[JSON]:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} must be a list, not {brief(value)}.")
    return list(value)


def _or(value: T | None, default: T) -> T:
    return default if value is None else value


def _keys(keys: Iterable[object]) -> str:
    return ", ".join(repr(k) for k in keys)


def _record(value: JSON, what: str, keys: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict[str, JSON]:
    """``value`` as a dict with exactly ``keys`` (and perhaps ``optional``), or a ValueError
    naming the key at fault (never the dict cut short, which hides the key)."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be a mapping with the keys {_keys(keys)}, not {brief(value)}.")
    for key in keys:
        if key not in value:
            raise ValueError(f"{what} lacks the key {key!r}: it needs {_keys(keys)}.")
    for key in value:
        if key not in keys and key not in optional:
            raise ValueError(f"{what} has the key {brief(key)}, which is not one of {_keys(keys + optional)}.")
    return dict(value)


def _per_seat(value: JSON, what: str, players: int, default: Callable[[], JSON] = list) -> list[JSON]:
    listed = [default() for _ in range(players)] if value is None else _listed(value, what)
    if len(listed) != players:
        raise ValueError(f"{what} lists {len(listed)} players, but numbers lists {players}.")
    return listed


def _tableau_card(card: JSON, what: str) -> dict[str, JSON]:
    if isinstance(card, (list, tuple)) and len(card) == 2:
        return {"clue": card[0], "upright": card[1]}
    if not isinstance(card, Mapping):
        raise ValueError(
            f"{what} is {{'clue': id, 'upright': bool}} (with 'face_up_count' if known) or "
            f"(id, upright), not {brief(card)}."
        )
    return _record(card, what, TABLEAU_CARD, TABLEAU_CARD_OPTIONAL)


def _peek(entry: JSON, what: str) -> JSON:
    """A peeked number: the number itself, or the view's ``{"number", "at", ...}``."""
    if isinstance(entry, Mapping):
        return _record(entry, what, ("number",), PEEK_OPTIONAL)
    return entry


REQUIRED = ("numbers", "face_up", "row", "clue_deck", "number_deck")


def normalize(args: Mapping[str, JSON]) -> dict[str, JSON]:
    """The position of ``from_position``'s arguments, as JSON (lists and dicts, no tuples);
    the optional parts get their defaults (a position saved before they existed loads too)."""
    if not isinstance(args, Mapping):
        raise ValueError(f"a position is a mapping of its parts ({_keys(REQUIRED)}, ...), not {brief(args)}.")
    for key in REQUIRED:
        if key not in args:
            raise ValueError(f"the position lacks {key!r}: it needs {_keys(REQUIRED)}.")
    numbers = args["numbers"]
    if not isinstance(numbers, (list, tuple)) or not 2 <= len(numbers) <= 4:
        raise ValueError(f"numbers must list each player's Secret Number, for 2 to 4 players, not {brief(numbers)}.")
    players = len(numbers)

    def seats(key: str, what: str, item: Callable[[JSON, str], JSON]) -> list[list[JSON]]:
        return [
            [item(x, f"{what} {i} of seat {s}") for i, x in enumerate(_listed(pile, f"{key} of seat {s}"))]
            for s, pile in enumerate(_per_seat(args.get(key), key, players))
        ]

    counts = args.get("peek_counts")
    return {
        "numbers": list(numbers),
        **{key: _listed(args[key], key) for key in REQUIRED[1:]},
        "discard": _listed(_or(args.get("discard"), []), "discard"),
        "tableau": seats("tableau", "tableau card", _tableau_card),
        "trophies": seats("trophies", "trophy", lambda x, _: x),
        "discarded_facts": seats("discarded_facts", "discarded fact", lambda x, what: _record(x, what, DISCARDED_FACT)),
        "wrong_guesses": [
            _record(g, f"wrong guess {i}", WRONG_GUESS)
            for i, g in enumerate(_listed(_or(args.get("wrong_guesses"), []), "wrong_guesses"))
        ],
        "penalty": None if args.get("penalty") is None else _record(args["penalty"], "penalty", PENALTY),
        "pending": None if args.get("pending") is None else _record(args["pending"], "pending", PENDING),
        "peeks": seats("peeks", "peeked card", _peek),
        "peek_counts": None if counts is None else _per_seat(counts, "peek_counts", players),
        "current": args.get("current", 0),
        "shuffle_seed": args.get("shuffle_seed"),
    }


# ------------------------------------------------------------------------------ rules


class _Named:
    """Every card named at most once (there is one card of each number and each clue)."""

    def __init__(self) -> None:
        self.numbers: dict[int, str] = {}
        self.clues: dict[int, str] = {}

    def number(self, value: JSON, where: str) -> int:
        if not whole(value) or value not in NUMBERS:
            raise ValueError(f"{where} holds {brief(value)}: a Secret Number is a whole number from 1 to 20.")
        if value in self.numbers:
            raise ValueError(
                f"Secret Number {value} is named twice ({self.numbers[value]} and {where}): "
                f"there is one card of each number."
            )
        self.numbers[value] = where
        return value

    def clue(self, value: JSON, where: str) -> int:
        if not whole(value) or value not in CLUES:
            raise ValueError(f"{where} holds {brief(value)}: a clue is an id from 1 to {len(CLUES)}.")
        if value in self.clues:
            raise ValueError(f"clue {value} is named twice ({self.clues[value]} and {where}): there is one of each.")
        self.clues[value] = where
        return value


def _seat(value: JSON, what: str, players: int) -> int:
    if not whole(value) or not 0 <= value < players:
        raise ValueError(f"{what} must be a seat from 0 to {players - 1}, not {brief(value)}.")
    return value


def _tableau(
    p: dict[str, JSON], held: list[int], face_up: list[int], named: _Named
) -> tuple[list[list[tuple[int, bool]]], list[list[int]]]:
    """Each seat's clues as (id, upright), and the face-up count each was judged with."""
    tableau: list[list[tuple[int, bool]]] = []
    judged: list[list[int]] = []
    for s, pile in enumerate(p["tableau"]):
        mine: list[tuple[int, bool]] = []
        counts: list[int] = []
        last = 0
        for c in pile:
            cid = named.clue(c["clue"], f"seat {s}'s clues")
            up, k = c["upright"], c.get("face_up_count", len(face_up))
            if not isinstance(up, bool):
                raise ValueError(
                    f"seat {s}'s clue {cid} has upright {brief(up)}: it is True (upright) or False (sideways)."
                )
            if not whole(k) or not last <= k <= len(face_up):
                raise ValueError(
                    f"seat {s}'s clue {cid} has face_up_count {brief(k)}: it counts the numbers face up "
                    f"when the clue was judged, from {last} (as at the clue before) to {len(face_up)}."
                )
            if not up and k < len(face_up) and CLUES[cid].reads_face_up:
                raise ValueError(
                    f"seat {s}'s sideways clue {cid} was judged with {k} numbers face up, but "
                    f"{len(face_up)} are: the Reveal since would have discarded it (deductio.reveal)."
                )
            true = CLUES[cid].true_of(held[s], face_up[:k])
            if up != true:
                raise ValueError(
                    f"seat {s} has clue {cid} {'upright' if up else 'sideways'}, but it is "
                    f"{'not ' if up else ''}true of their number {held[s]} (deductio.play-clue)."
                )
            mine.append((cid, up))
            counts.append(k)
            last = k
        tableau.append(mine)
        judged.append(counts)
    return tableau, judged


def _discarded_facts(p: dict[str, JSON], held: list[int], face_up: list[int]) -> list[list[dict[str, Any]]]:
    """The sideways ±1 clues a Reveal discarded: each was false of the seat's number then."""
    lost: list[list[dict[str, Any]]] = []
    for s, facts in enumerate(p["discarded_facts"]):
        mine: list[dict[str, Any]] = []
        for f in facts:
            cid, up, seen = f["clue"], f["upright"], f["face_up"]
            if not whole(cid) or cid not in CLUES or not CLUES[cid].reads_face_up:
                raise ValueError(
                    f"seat {s}'s discarded fact names clue {brief(cid)}: a Reveal discards only the "
                    f"±1 clues, {', '.join(str(c) for c in CLUES if CLUES[c].reads_face_up)} "
                    f"(deductio.reveal)."
                )
            if up is not False:
                raise ValueError(
                    f"seat {s}'s discarded fact about clue {cid} has upright {brief(up)}: a Reveal "
                    f"discards sideways clues only, so it is False (deductio.reveal)."
                )
            if not isinstance(seen, (list, tuple)) or list(seen) != face_up[: len(seen)] or len(seen) >= len(face_up):
                raise ValueError(
                    f"seat {s}'s discarded fact about clue {cid} was judged with the face-up numbers "
                    f"{brief(seen)}: that must be the numbers face up before a later Reveal, a first "
                    f"part of {face_up}."
                )
            if CLUES[cid].true_of(held[s], seen):
                raise ValueError(
                    f"seat {s}'s discarded fact says clue {cid} was false of their number {held[s]} "
                    f"with {list(seen)} face up, but it was true (deductio.play-clue)."
                )
            mine.append({"clue": cid, "upright": False, "face_up": list(seen)})
        lost.append(mine)
    return lost


def _wrong_guesses(p: dict[str, JSON], held: list[int], players: int) -> list[dict[str, int]]:
    misses: list[dict[str, int]] = []
    for i, g in enumerate(p["wrong_guesses"]):
        seat = _seat(g["seat"], f"wrong guess {i}'s seat", players)
        target = _seat(g["target"], f"wrong guess {i}'s target", players)
        number = g["number"]
        if target == seat:
            raise ValueError(
                f"wrong guess {i} has seat {seat} guess its own number: a guess names another "
                f"player's (deductio.guess)."
            )
        if not whole(number) or number not in NUMBERS:
            raise ValueError(f"wrong guess {i} names {brief(number)}: a Secret Number is a whole number from 1 to 20.")
        if held[target] == number:
            raise ValueError(
                f"wrong guess {i} says seat {target} does not hold {number}, but it does (deductio.guess)."
            )
        misses.append({"seat": seat, "target": target, "number": number})
    return misses


def _turn_under_way(
    p: dict[str, JSON], current: int, row: list[int], tableau: list[list[tuple[int, bool]]]
) -> tuple[int, Pending | None]:
    """The penalty plays left and the pending ability (deductio.penalty, deductio.ability)."""
    penalty, pending = p["penalty"], p["pending"]
    if penalty is not None and pending is not None:
        raise ValueError(
            "a position has a penalty or a pending ability, not both: abilities do not work during "
            "the penalty (deductio.penalty)."
        )
    if penalty is not None:
        if penalty["seat"] != current:
            raise ValueError(
                f"the penalty is seat {brief(penalty['seat'])}'s, but seat {current} is to play: the "
                f"guesser plays the penalty at once (deductio.penalty)."
            )
        left = penalty["plays_left"]
        if not whole(left) or not 1 <= left <= PENALTY_PLAYS:
            raise ValueError(f"the penalty has {brief(left)} plays left: from 1 to {PENALTY_PLAYS} (deductio.penalty).")
        if not row:
            raise ValueError("a penalty is under way while the row is empty: it lapses then (deductio.penalty).")
        return left, None
    if pending is None:
        return 0, None
    if pending["seat"] != current:
        raise ValueError(
            f"the pending ability is seat {brief(pending['seat'])}'s, but seat {current} is to play: "
            f"an ability is used by whoever placed its clue (deductio.ability)."
        )
    clue, ability = pending["clue"], pending["ability"]
    pile = tableau[current]
    if not pile or pile[-1] != (clue, True):
        raise ValueError(
            f"the pending ability is clue {brief(clue)}'s, but seat {current}'s last clue is not that "
            f"clue upright: an ability works right after its clue is placed (deductio.ability)."
        )
    if CLUES[clue].ability is None or CLUES[clue].ability != ability:
        raise ValueError(
            f"the pending ability is {brief(ability)}, but clue {clue} gives "
            f"{CLUES[clue].ability or 'no ability'} (deductio.ability)."
        )
    return 0, {"clue": clue, "ability": ability}


def _row(row: list[int], deck: list[int | str], discard: list[int], pending: Pending | None) -> None:
    """deductio.refill: the row is full at the end of every turn unless no clue is left; a
    pending ability comes before the refill, so its clue's place is still empty."""
    full = ROW_SIZE - (pending is not None)
    if len(row) > full:
        raise ValueError(
            f"the row holds {len(row)} clues while an ability is pending, but its clue has just left "
            f"the row, which is refilled only after the ability (deductio.ability)."
        )
    if len(row) < full and (deck or discard):
        raise ValueError(
            f"the row holds {len(row)} clues while the deck or discard pile still has cards: it is "
            f"refilled to {ROW_SIZE} at the end of every turn (deductio.refill)."
        )


def _peeks(p: dict[str, JSON], players: int) -> tuple[list[list[int]], list[int], list[tuple[int, dict[str, JSON]]]]:
    """Each seat's peeked numbers, its peek count, and the view's places to check."""
    peeked: list[list[int]] = []
    places: list[tuple[int, dict[str, JSON]]] = []
    for s, entries in enumerate(p["peeks"]):
        mine: list[int] = []
        for e in entries:
            n = e["number"] if isinstance(e, Mapping) else e
            if not whole(n) or n not in NUMBERS or n in mine:
                raise ValueError(f"seat {s}'s peeks hold {brief(n)}: each is a Secret Number from 1 to 20, named once.")
            mine.append(n)
            if isinstance(e, Mapping):
                places.append((s, dict(e)))
        peeked.append(mine)
    counts = p["peek_counts"] if p["peek_counts"] is not None else [len(m) for m in peeked]
    for s, k in enumerate(counts):
        if not whole(k) or k < len(peeked[s]):
            raise ValueError(
                f"seat {s}'s peek count is {brief(k)}: a whole number, at least the number of cards it "
                f"has seen ({len(peeked[s])})."
            )
    return peeked, list(counts), places


class Pending(TypedDict):
    """The ability of the clue just placed upright, awaiting the seat's decision."""

    clue: int
    ability: str


class State(TypedDict):
    """A position's state, checked (what :func:`load` returns for ``Deductio`` to set up)."""

    held: list[int]
    face_up: list[int]
    row: list[int]
    clue_deck: list[int | str]  # clue ids, and REVEAL
    number_deck: list[int]
    discard: list[int]
    tableau: list[list[tuple[int, bool]]]
    judged: list[list[int]]
    trophies: list[list[int]]
    current: int
    lost: list[list[dict[str, Any]]]
    misses: list[dict[str, int]]
    penalty_left: int
    pending: Pending | None
    peeked: list[list[int]]
    peek_counts: list[int]
    places: list[tuple[int, dict[str, JSON]]]
    shuffle_seed: int | None
    numbers_out: list[int]
    clues_out: list[int]
    reveals_out: int


def load(p: dict[str, JSON], players: int) -> State:
    """The state of position ``p`` (see ``normalize``), checked card by card."""
    p = normalize(p)
    named = _Named()
    held = [named.number(n, f"seat {s}'s number") for s, n in enumerate(p["numbers"])]
    face_up = [named.number(n, "the face-up numbers") for n in p["face_up"]]
    trophies = [[named.number(n, f"seat {s}'s trophies") for n in t] for s, t in enumerate(p["trophies"])]
    number_deck = [named.number(n, "the number deck") for n in p["number_deck"]]
    row = [named.clue(c, "the row") for c in p["row"]]
    if len(row) > ROW_SIZE:
        raise ValueError(f"the row holds {ROW_SIZE} clues at most, not {len(row)} (deductio.refill).")
    reveals = sum(1 for c in p["clue_deck"] if c == REVEAL)
    if reveals > reveal_cards(players):
        raise ValueError(
            f"the clue deck holds {reveals} Reveal cards, but a {players}-player game uses "
            f"{reveal_cards(players)} (deductio.setup)."
        )
    deck = [c if c == REVEAL else named.clue(c, "the clue deck") for c in p["clue_deck"]]
    discard = [named.clue(c, "the discard pile") for c in p["discard"]]
    tableau, judged = _tableau(p, held, face_up, named)
    target = goal(players)
    for s, t in enumerate(trophies):
        if len(t) >= target:
            raise ValueError(
                f"seat {s} already has {len(t)} trophies: with {players} players {target} win "
                f"(deductio.goal), so the game would be over."
            )
    current = _seat(p["current"], "current", players)
    penalty_left, pending = _turn_under_way(p, current, row, tableau)
    _row(row, deck, discard, pending)
    peeked, peek_counts, places = _peeks(p, players)
    shuffle_seed = p["shuffle_seed"]
    if shuffle_seed is not None and (not whole(shuffle_seed) or shuffle_seed < 0):
        raise ValueError(
            f"shuffle_seed must be a whole number >= 0 (or None: from the seed), not {brief(shuffle_seed)}."
        )
    return {
        "held": held,
        "face_up": face_up,
        "row": row,
        "clue_deck": deck,
        "number_deck": number_deck,
        "discard": discard,
        "tableau": tableau,
        "judged": judged,
        "trophies": trophies,
        "current": current,
        "lost": _discarded_facts(p, held, face_up),
        "misses": _wrong_guesses(p, held, players),
        "penalty_left": penalty_left,
        "pending": pending,
        "peeked": peeked,
        "peek_counts": peek_counts,
        "places": places,
        "shuffle_seed": shuffle_seed,
        "numbers_out": [n for n in NUMBERS if n not in named.numbers],
        "clues_out": [c for c in CLUE_IDS if c not in named.clues],
        "reveals_out": 7 - reveals,
    }


# ----------------------------------------------------------------------- from a view

#: what ``view_to_position`` reads from the teacher's view, as ``from_position`` names it
_VIEW_PARTS = {
    "numbers": "numbers",
    "face_up": "face_up",
    "row": "row",
    "clue_deck": "clue_deck",
    "number_deck": "number_deck",
    "tableau": "tableau",
    "trophies": "trophies",
    "discard": "discard",
    "current": "current_player",
    "discarded_facts": "discarded_facts",
    "wrong_guesses": "wrong_guesses",
    "penalty": "penalty",
    "pending": "pending",
    "peeks": "peeks",
    "peek_counts": "peek_counts",
    "shuffle_seed": "shuffle_seed",
}


def view_to_position(view: Mapping[str, Any]) -> dict[str, Any]:
    """The ``from_position`` arguments of the game a teacher's ``view(None)`` shows:
    ``Deductio.from_position(**view_to_position(game.view(None)))`` has the same views, the
    same legal actions and the same continuation (deck orders and later chance included).

    Only the teacher's view will do: a seat's view hides the other numbers and the deck
    orders. A finished game is no position to play on. Either is refused with a ValueError
    saying so; the position itself is checked by ``from_position``."""
    if not isinstance(view, Mapping):
        raise ValueError(f"view_to_position reads a Deductio view (a mapping), not {brief(view)}.")
    if view.get("game") != "deductio":
        raise ValueError(f"view_to_position reads a Deductio view, not one of {brief(view.get('game'))}.")
    if view.get("seat") is not None:
        raise ValueError(
            f"this is seat {brief(view.get('seat'))}'s view, which hides the other numbers and the deck "
            f"orders: view_to_position needs the teacher's view, view(None)."
        )
    if view.get("is_over"):
        raise ValueError("the game in this view is over: there is no position to play on.")
    for key in _VIEW_PARTS.values():
        if key not in view:
            raise ValueError(
                f"the view lacks {key!r}: view_to_position needs the teacher's view(None) of a Deductio game."
            )
    return {arg: copy.deepcopy(view[key]) for arg, key in _VIEW_PARTS.items()}
