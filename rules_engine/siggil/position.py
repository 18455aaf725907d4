"""Siggil positions: the arguments of ``Siggil.from_position``, read and checked.

``normalize(...)`` turns them into the one JSON form the engine loads (cards as JSON,
lists as lists), which is also what a saved game keeps; ``load(p, players, difficulty,
goal)`` checks that position against the rules and returns the state to set up;
``view_to_position(view)`` reads a teacher's view back into ``from_position``'s
arguments. A bad position is refused with a ValueError whose message is a sentence saying
what is wrong (the card, the seat, the spirit), never a KeyError or a TypeError.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypedDict, TypeGuard

from ..core import brief, whole
from .cards import CARDS, DECK_SIZE, SPIRITS, Card, is_spirit, matches, spirit_card

#: a part of a position as a teacher typed it or a saved game holds it: JSON of any shape
#: until the checks here have judged it
JSON = Any

#: a set as loaded: its cards (indices) and the spirit on it, or None
LoadedSet = tuple[list[int], "int | None"]


def _whole(value: object) -> TypeGuard[int]:
    return whole(value) is not None  # core's one check: numpy's ints too, never a bool


# ------------------------------------------------------------------------------ shape


def _listed(value: object, name: str, what: str) -> list[Any]:  # what a student typed, judged by the caller
    """``value`` as a list, or a ValueError saying what ``name`` should list."""
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{name} must be a list of {what}, not {brief(value)}.")
    return list(value)


def _card_json(card: object, where: str) -> dict[str, Any]:
    try:
        return Card.from_json(card).to_json()
    except ValueError as err:
        raise ValueError(f"{err} (in {where} of the position).") from None


def _discarded(item: object) -> dict[str, Any]:
    """A discard pile entry: a card (as the view lists it) or ``{"card", "face_up"}``
    (``face_up`` None: the way the game's difficulty discards, as a saved game keeps it)."""
    if isinstance(item, Mapping) and "card" in item:
        if set(item) != {"card", "face_up"} or not (item["face_up"] is None or type(item["face_up"]) is bool):
            raise ValueError(f"a discard pile entry is a card or {{'card': card, 'face_up': bool}}, not {brief(item)}.")
        return {"card": _card_json(item["card"], "the discard pile"), "face_up": item["face_up"]}
    return {"card": _card_json(item, "the discard pile"), "face_up": None}


#: what a position holds (``from_position``'s arguments; a saved game keeps them all)
POSITION_KEYS = (
    "sigil",
    "hands",
    "sets",
    "free_spirits",
    "current",
    "phase",
    "turn_number",
    "taken",
    "discard",
    "lost_spirits",
)


def _sigil_json(sigil: object) -> list[dict[str, object] | None]:
    sigil = _listed(sigil, "sigil", f"the {DECK_SIZE} positions (None once taken)")
    if len(sigil) != DECK_SIZE:
        raise ValueError(f"sigil lists the {DECK_SIZE} positions (None once taken), not {brief(sigil)}.")
    places: list[dict[str, object] | None] = []
    for p, item in enumerate(sigil):
        if item is None:
            places.append(None)
        elif isinstance(item, Mapping) and set(item) == {"card", "face_up"} and type(item["face_up"]) is bool:
            places.append({"card": _card_json(item["card"], f"sigil position {p}"), "face_up": item["face_up"]})
        else:
            raise ValueError(f"sigil position {p} is None or {{'card': card, 'face_up': bool}}, not {brief(item)}.")
    return places


def _sets_json(sets: object, players: int) -> list[list[dict[str, Any]]]:
    sets = [[] for _ in range(players)] if sets is None else _listed(sets, "sets", "each player's sets")
    if len(sets) != players:
        raise ValueError(f"sets lists {players} players' sets, like hands, not {brief(sets)}.")
    set_data: list[list[dict[str, Any]]] = []
    for s, mine in enumerate(sets):
        rows: list[dict[str, Any]] = []
        for item in _listed(mine, f"seat {s}'s sets", "sets"):
            if not isinstance(item, Mapping) or set(item) != {"cards", "spirit"}:
                raise ValueError(f"a set of seat {s} is {{'cards': [...], 'spirit': k or None}}, not {brief(item)}.")
            rows.append(
                {
                    "cards": [
                        _card_json(c, f"seat {s}'s sets") for c in _listed(item["cards"], f"a set of seat {s}", "cards")
                    ],
                    "spirit": item["spirit"],
                }
            )
        set_data.append(rows)
    return set_data


def _taken_json(taken: object) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    for item in _listed(taken, "taken", "the takes, each {'seat': seat, 'card': card}"):
        if not isinstance(item, Mapping) or set(item) != {"seat", "card"}:
            raise ValueError(f"a take in 'taken' is {{'seat': seat, 'card': card}}, not {brief(item)}.")
        records.append({"seat": item["seat"], "card": _card_json(item["card"], "taken")})
    return records


def normalize(
    sigil: object,
    hands: object,
    sets: object = None,
    free_spirits: object = (),
    current: object = 0,
    phase: object = None,
    turn_number: object = 1,
    taken: object = (),
    discard: object = (),
    lost_spirits: object = (),
) -> dict[str, Any]:
    """A position in the one form the engine loads (cards as JSON, lists as lists), or a
    ValueError in a sentence saying which part is not of its shape: what ``from_position``
    is given and what a saved game holds go through the same door."""
    hands = _listed(hands, "hands", "each player's hand, for 1 to 4 players")
    if not 1 <= len(hands) <= 4:
        raise ValueError(f"hands must list each player's hand, for 1 to 4 players, not {brief(hands)}.")
    places = _sigil_json(sigil)
    set_data = _sets_json(sets, len(hands))
    records = _taken_json(taken)
    return {
        "sigil": places,
        "hands": [
            [_card_json(c, f"seat {s}'s hand") for c in _listed(h, f"seat {s}'s hand", "cards")]
            for s, h in enumerate(hands)
        ],
        "sets": set_data,
        "free_spirits": list(_listed(free_spirits, "free_spirits", "spirit numbers")),
        "current": current,
        "phase": phase,
        "turn_number": turn_number,
        "taken": records,
        "discard": [_discarded(d) for d in _listed(discard, "discard", "cards")],
        "lost_spirits": list(_listed(lost_spirits, "lost_spirits", "spirit numbers")),
    }


# ------------------------------------------------------------------------------ rules


class _Named:
    """Every card and spirit named at most once (there is one of each)."""

    def __init__(self) -> None:
        self.cards: dict[int, str] = {}
        self.spirits: dict[int, str] = {}

    def card(self, data: object, where: str, spirit_ok: bool = False) -> int:
        index = Card.from_json(data).index
        if index in self.cards:
            raise ValueError(f"{CARDS[index]} is named twice ({self.cards[index]} and {where}): there is one of each.")
        if is_spirit(index) and not spirit_ok:
            raise ValueError(f"{where} holds {CARDS[index]}: a spirit never lies there (it is freed, held or lost).")
        self.cards[index] = where
        return index

    def spirit(self, k: Any, where: str) -> int:  # a number from the position's JSON, checked here
        number = whole(k)  # ``k`` itself: a position holds plain ints (Game._reset_to_position)
        if number is None or not 1 <= number <= 7:
            raise ValueError(f"{where} names spirit {brief(k)}: spirits are 1 to 7.")
        if k in self.spirits or spirit_card(k) in self.cards:
            raise ValueError(
                f"spirit {k} is named twice ({self.spirits.get(k) or self.cards[spirit_card(k)]} and {where})."
            )
        self.spirits[k] = where
        return number


def _sets(p: dict[str, Any], named: _Named) -> list[list[LoadedSet]]:
    """siggil.capture-free: each set 2 or more cards of one family or one number, matching
    the spirit on it."""
    sets: list[list[LoadedSet]] = []
    for s, mine in enumerate(p["sets"]):
        rows: list[LoadedSet] = []
        for item in mine:
            cs = [named.card(c, f"seat {s}'s sets") for c in item["cards"]]
            k = None if item["spirit"] is None else named.spirit(item["spirit"], f"seat {s}'s sets")
            if len(cs) < 2 or not any(matches(cs, j) for j in range(1, 8)):
                raise ValueError(
                    f"seat {s} has a set {[str(CARDS[c]) for c in cs]}: a set is 2 or more cards "
                    f"of one family or of one number (siggil.capture-free)."
                )
            if k is not None and not matches(cs, k):
                raise ValueError(f"seat {s}'s set {[str(CARDS[c]) for c in cs]} does not match spirit {k}.")
            rows.append((cs, k))
        sets.append(rows)
    return sets


def _discard(pile: list[dict[str, Any]], lost: list[int], named: _Named, difficulty: str) -> list[tuple[int, bool]]:
    """The discard pile from the bottom: a family card lies the way this game discards
    (siggil.solo-turn); a spirit is a lost spirit (siggil.solo-limit), face up; lost
    spirits the pile does not name are put on top, in the order given."""
    out: list[tuple[int, bool]] = []
    spirits: set[int] = set()
    for d in pile:
        c = Card.from_json(d["card"]).index
        if is_spirit(c):
            k = c - SPIRITS[0] + 1
            if k not in lost or k in spirits:
                raise ValueError(
                    f"the discard pile holds {CARDS[c]}: a spirit lies there only once, as one "
                    f"of the lost spirits, so list {k} in lost_spirits too (siggil.solo-limit)."
                )
            spirits.add(k)
            up = True
        else:
            named.card(d["card"], "the discard pile")
            up = difficulty == "easy"
        if d["face_up"] is not None and d["face_up"] != up:
            raise ValueError(
                f"{CARDS[c]} lies face {'up' if d['face_up'] else 'down'} in the discard pile, but "
                f"the {difficulty} game lays it face {'up' if up else 'down'} "
                f"(siggil.solo-turn)."
            )
        out.append((c, up))
    return out + [(spirit_card(k), True) for k in lost if k not in spirits]


def _phase(phase: object, cards: Sequence[int | None], solo: bool) -> str:
    """The phase to play: a turn's start by default; an empty sigil only in the turn it
    emptied, before its capture (siggil.last-card, siggil.solo-win)."""
    phases = ("discard", "take", "capture") if solo else ("take", "capture")
    start = phases[0]
    if phase is None:
        phase = start
    if not isinstance(phase, str) or phase not in phases:  # only a str is in phases
        raise ValueError(
            f"phase is one of {', '.join(phases)} (or None: the start of a turn), not "
            f"{brief(phase)}; a release follows from more than 3 free spirits."
        )
    if all(c is None for c in cards) and phase != "capture":
        rule = "siggil.solo-win" if solo else "siggil.last-card"
        raise ValueError(
            f"the sigil is empty: the game ended with the turn that emptied it, so only its "
            f"capture phase can be played ({rule})."
        )
    return phase


def _taken(
    records: Iterable[dict[str, Any]], hands: list[list[int]], sets: list[list[LoadedSet]], players: int
) -> list[tuple[int, int]]:
    """siggil.take's public record: each card taken once, by a seat that still has it
    in hand or laid it in one of its sets."""
    out: list[tuple[int, int]] = []
    seen: set[int] = set()
    for item in records:
        s, c = item["seat"], Card.from_json(item["card"]).index
        if not _whole(s) or not 0 <= s < players:
            raise ValueError(f"a take in 'taken' names seat {brief(s)}: seats are 0 to {players - 1}.")
        if c in seen:
            raise ValueError(f"'taken' names {CARDS[c]} twice: a card leaves the sigil once (siggil.take).")
        if c not in hands[s] and not any(c in cs for cs, _ in sets[s]):
            raise ValueError(
                f"'taken' says seat {s} took {CARDS[c]}, but it is neither in that seat's hand "
                f"nor in its sets (siggil.take)."
            )
        seen.add(c)
        out.append((s, c))
    return out


def _shaped(p: object, players: int) -> dict[str, Any]:
    """A saved position, of the keys a position holds, in the form :func:`normalize` gives."""
    if not isinstance(p, Mapping):
        raise ValueError(f"a position is a dict of {', '.join(POSITION_KEYS)}, not {brief(p)}.")
    unknown, missing = set(p) - set(POSITION_KEYS), {"sigil", "hands"} - set(p)
    if unknown or missing:
        raise ValueError(
            f"a position holds {', '.join(POSITION_KEYS)} (sigil and hands at least), not "
            f"{', '.join(sorted(map(str, unknown | missing)))}."
        )
    shaped = normalize(**p)
    if len(shaped["hands"]) != players:
        raise ValueError(f"the position has {len(shaped['hands'])} hands for a {players}-player game.")
    return shaped


def _current(current: JSON, players: int) -> int:
    if not _whole(current) or not 0 <= current < players:
        raise ValueError(f"current must be a seat from 0 to {players - 1}, not {brief(current)}.")
    return current


def _turn_number(turn: JSON) -> int:
    if not _whole(turn) or turn < 1:
        raise ValueError(f"turn_number is a whole number from 1, not {brief(turn)}.")
    return turn


def _not_won(sets: list[list[LoadedSet]], players: int, goal: int) -> None:
    """siggil.win: no seat holds the spirits that win (the game would be over)."""
    held = [sum(1 for _, k in mine if k is not None) for mine in sets]
    if players > 1 and max(held) >= goal:
        raise ValueError(
            f"a seat holds {max(held)} spirits: with {players} players {goal} win at "
            f"once (siggil.win), so the game would be over."
        )


class State(TypedDict):
    """A position's state, checked (what :func:`load` returns for ``Siggil`` to set up)."""

    cards: list[int | None]  # by layout position
    face_up: list[bool]
    hands: list[list[int]]
    sets: list[list[LoadedSet]]
    free: list[int]
    discard: list[tuple[int, bool]]
    lost: list[int]
    current: int
    phase: str
    turn: int
    took: list[tuple[int, int]]


def load(position: JSON, players: int, difficulty: str, goal: int) -> State:
    """The state of ``position`` (see :func:`normalize`) in a game of ``players`` (1: the
    solo game, of ``difficulty``) won with ``goal`` spirits, checked card by card."""
    p = _shaped(position, players)
    named = _Named()
    cards = [
        None if item is None else named.card(item["card"], f"sigil position {pos}", spirit_ok=True)
        for pos, item in enumerate(p["sigil"])
    ]
    face_up = [False if item is None else item["face_up"] for item in p["sigil"]]
    hands = [[named.card(c, f"seat {s}'s hand") for c in h] for s, h in enumerate(p["hands"])]
    sets = _sets(p, named)
    free = [named.spirit(k, "the free spirits") for k in p["free_spirits"]]
    lost = [named.spirit(k, "the lost spirits") for k in p["lost_spirits"]]
    discard = _discard(p["discard"], lost, named, difficulty)
    if players > 1 and (discard or lost):
        raise ValueError("only the solo game has a discard pile and lost spirits (siggil.solo-turn).")
    current = _current(p["current"], players)
    phase = _phase(p.get("phase"), cards, players == 1)
    turn = _turn_number(p.get("turn_number", 1))
    _not_won(sets, players, goal)
    return {
        "cards": cards,
        "face_up": face_up,
        "hands": hands,
        "sets": sets,
        "free": free,
        "discard": discard,
        "lost": lost,
        "current": current,
        "phase": phase,
        "turn": turn,
        "took": _taken(p.get("taken", ()), hands, sets, players),
    }


# ----------------------------------------------------------------------- from a view

_VIEW_KEYS = (
    "players",
    "is_over",
    "options",
    "sigil",
    "hands",
    "sets",
    "free_spirits",
    "current_player",
    "phase",
    "arrival",
    "turn_number",
    "taken",
    "discard",
    "lost_spirits",
)


def view_to_position(view: Mapping[str, Any]) -> dict[str, Any]:
    """The keyword arguments of :meth:`Siggil.from_position` that rebuild the game whose
    teacher's view (``game.view(None)``) this is: ``Siggil.from_position(**view_to_position(
    game.view(None)))`` has the same views, legal actions and continuation. A seat's view
    hides cards (other hands, face-down cards), so it is refused; so is a finished game."""
    if not isinstance(view, Mapping) or view.get("game") != "siggil":
        raise ValueError(f"view_to_position reads a Siggil view (game.view(None)), not {brief(view)}.")
    if view.get("seat") is not None:
        raise ValueError(
            f"this is seat {view['seat']}'s view, which hides the other hands and the face-down "
            f"cards: view_to_position needs the teacher's view, game.view(None)."
        )
    missing = [k for k in _VIEW_KEYS if k not in view]
    if missing:
        raise ValueError(f"this view lacks {', '.join(missing)}: view_to_position reads game.view(None) whole.")
    if view["is_over"]:
        raise ValueError("the game is over: from_position sets up a game still being played.")
    options = view["options"]
    out = {
        "sigil": view["sigil"],
        "hands": view["hands"],
        "sets": view["sets"],
        "free_spirits": view["free_spirits"],
        "current": view["current_player"],
        "layout": options["layout"],
        "phase": view["arrival"]["then"] if view["phase"] == "release" else view["phase"],
        "turn_number": view["turn_number"],
        "taken": view["taken"],
    }
    if view["players"] == 1:
        out.update(
            difficulty=options["difficulty"],
            release=options["release"],
            discard=view["discard"],
            lost_spirits=view["lost_spirits"],
        )
    return out
