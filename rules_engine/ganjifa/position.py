"""Ganjifa positions: the arguments of ``Ganjifa.from_position``, read and checked.

``normalize(...)`` turns them into the JSON position a game keeps (``to_json`` replays
from it); ``load(p, trump, rules)`` checks that position against the rules and returns
the state to set up; ``view_to_position(view)`` reads a teacher's view back into
``from_position``'s arguments. A bad position is refused with a ValueError whose message
is a sentence saying what is wrong (the card, the seat, the pile).

The rules a position is checked against (who wins a trick, what a Dukal is) are
``game.py``'s, which imports this module: it hands them in as :class:`Rules`, as it hands
``_fast`` the rules of its tables, so this module imports nothing from ``game.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple, TypedDict

from ..core import brief, whole
from ..i18n import Msg
from ._fast import WHY_LED, WHY_TRUMP
from .cards import CARDS, RAJA, SUIT_INDEX, SUITS, Card, mask_of
from .messages import MESSAGES

PLAYERS = 3  # game.PLAYERS (ganjifa.deal: three players); game.py asserts they agree

#: a part of a position as a teacher typed it or a saved game holds it: JSON of any shape
#: until the checks here have judged it
JSON = Any


class Dukal(TypedDict):
    """A Dukal being answered (``Ganjifa._dukal``), in card indices."""

    leader: int
    cards: list[int]
    #: per opponent seat, in answering order: the cards it still owes, those it discarded
    owed: dict[int, int]
    discards: dict[int, list[int]]


#: the last trick completed: its plays (seat, card index), its winner, why it won
LastTrick = tuple[list[tuple[int, int]], int, Msg]


class Rules(NamedTuple):
    """The rule predicates of ``game.py`` that a position is checked against."""

    #: ganjifa.trick-winner: (seat, card) of the play that wins ``plays`` under ``trump``
    trick_winner: Callable[[list[tuple[int, int]], int], tuple[int, int]]
    #: ganjifa.dukal: why the cards are no Dukal, or None
    dukal_problem: Callable[[list[int]], Msg | None]


class State(TypedDict):
    """A position's state, checked (what :func:`load` returns for ``Ganjifa`` to set up)."""

    hands: list[int]  # masks
    captured: list[int]  # masks
    leader: int
    first_trick: bool
    trick: list[tuple[int, int]]  # (seat, card) from the leader on
    played: list[tuple[int, int]]
    voids: list[set[int]]
    last_trick: LastTrick | None
    dukal: Dukal | None


def plural(n: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ------------------------------------------------------------------------------ shape


def _as_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, tuple) and len(value) == 2:
        return Card(*value)
    return Card.from_json(value)


def _sequence(value: object, what: str) -> list[Any] | tuple[Any, ...]:  # what a student typed, judged later
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{what} must be a list of cards, not {brief(value)}")
    return value


def _as_json_cards(cards: object, what: str) -> list[dict[str, Any]]:
    return [_as_card(c).to_json() for c in _sequence(cards, what)]


def _as_json_piles(piles: object, what: str) -> list[list[dict[str, Any]]]:
    if not isinstance(piles, (list, tuple)):
        raise ValueError(f"{what} must be a list of three lists of cards, not {brief(piles)}")
    return [_as_json_cards(p, f"each of the {what}") for p in piles]


def normalize(
    hands: object,
    leader: object,
    first_trick: object,
    captured: object,
    trick: object,
    *,
    played: object = None,
    voids: object = None,
    last_trick: object = None,
    dukal: object = None,
) -> dict[str, JSON]:
    """The position of ``from_position``'s arguments, as JSON: cards as their JSON, the
    public record (``played``, ``voids``, ``last_trick``, ``dukal``) only where given, so
    the usual position's JSON stays as it was."""
    position: dict[str, Any] = {
        "hands": _as_json_piles(hands, "hands"),
        "leader": leader,
        "first_trick": first_trick,
        "captured": _as_json_piles([[], [], []] if captured is None else captured, "captured"),
        "trick": _as_json_cards([] if trick is None else trick, "the trick"),
    }
    record = {"played": played, "voids": voids, "last_trick": last_trick, "dukal": dukal}
    position.update({k: v for k, v in record.items() if v is not None})
    return position


def _card_index(value: object) -> int:
    return Card.from_json(value).index


def _piles(piles: object, what: str, one: str) -> list[list[int]]:
    """Three lists of card indices, one per player, each card as named (duplicates kept)."""
    if not isinstance(piles, (list, tuple)) or len(piles) != PLAYERS:
        count = len(piles) if isinstance(piles, (list, tuple)) else brief(piles)
        raise ValueError(f"a position has {PLAYERS} {what}, one per player, not {count}")
    return [[_card_index(c) for c in _sequence(p, f"a {one}")] for p in piles]


# ------------------------------------------------------------------------------ rules


def _check_each_card_once(
    hands: Sequence[Iterable[int]],
    captured: Sequence[Iterable[int]],
    trick: Iterable[int],
    on_table: Iterable[tuple[str, Iterable[int]]] = (),
) -> None:
    """Card conservation: a card is in one place only, and named there once. ``on_table``:
    further places, as (name, cards) (a Dukal being answered, its discards)."""
    places = [(f"player {s}'s hand", h) for s, h in enumerate(hands)]
    places += [(f"player {s}'s captured pile", p) for s, p in enumerate(captured)]
    places.append(("the trick", trick))
    places += list(on_table)
    seen: dict[int, str] = {}
    for where, cards in places:
        for card in cards:
            if card in seen:
                raise ValueError(
                    f"the {CARDS[card]} is named twice in {where}"
                    if seen[card] == where
                    else f"the {CARDS[card]} is in two places: {seen[card]} and {where}"
                )
            seen[card] = where


def _check_hand_sizes(
    hands: Sequence[Sequence[int]], leader: int, played: int, taken: Sequence[int] = (0, 0, 0)
) -> None:
    """A trick or a Dukal takes as many cards from every hand (docs/rules/ganjifa.md, notes for the
    engine): hands are equal, except that whoever has played to the trick in progress
    holds one card fewer (and, while a Dukal is answered, each holds ``taken`` fewer: the
    Dukal led, the cards discarded to it so far)."""
    before = [len(h) + ((s - leader) % PLAYERS < played) + taken[s] for s, h in enumerate(hands)]
    if len(set(before)) == 1:
        return
    sizes = ", ".join(f"player {s} holds {plural(len(h), 'card')}" for s, h in enumerate(hands))
    who = [f"player {(leader + i) % PLAYERS}" for i in range(played)]
    trick = f"only {' and '.join(who)} played to the trick" if who else "no trick is in progress"
    if any(taken):
        trick = "a Dukal is being answered: " + ", ".join(
            f"player {s} has laid {plural(n, 'card')} on it" for s, n in enumerate(taken)
        )
    raise ValueError(
        f"hand sizes no play could leave: {sizes}, and {trick}; hands stay equal in size, "
        f"except that a player who has played to the trick in progress holds one card fewer "
        f"(and each holds as many fewer as it has laid on a Dukal being answered)"
    )


def _check_first_trick(
    hands: Sequence[Sequence[int]], captured: Sequence[Sequence[int]], trick: Sequence[int], leader: int, trump: int
) -> None:
    """ganjifa.opening-lead: the first trick is opened by the trump Raja, by its holder;
    nothing is captured before it."""
    raja = trump * 12 + RAJA
    if trick and trick[0] != raja:
        raise ValueError(f"the first trick is opened by the {CARDS[raja]}, not by the {CARDS[trick[0]]}")
    if not trick and raja not in hands[leader]:
        raise ValueError(f"the first trick is led by whoever holds the {CARDS[raja]}; player {leader} does not")
    taken = [s for s, pile in enumerate(captured) if pile]
    if taken:
        raise ValueError(
            f"nothing is captured before the first trick, but player {taken[0]}'s pile holds "
            f"{plural(len(captured[taken[0]]), 'card')}"
        )


# -- the public record of a deal played so far (from_position's played, voids, last_trick, dukal)


def _seat(value: object, what: str) -> int:
    """A seat, 0..2 (as a whole number, or as the view's JSON keys write it, "1")."""
    seat = int(value) if isinstance(value, str) and value in ("0", "1", "2") else whole(value)
    if seat is None or not 0 <= seat < PLAYERS:
        raise ValueError(f"{what} must be a seat, 0, 1 or 2, not {brief(value)}")
    return seat


def _plays(plays: object, what: str) -> list[tuple[int, int]]:
    """``[{"seat": 1, "card": {...}}, ...]`` (as the view lists plays) as (seat, card index)."""
    if not isinstance(plays, (list, tuple)) or not all(
        isinstance(p, Mapping) and set(p) == {"seat", "card"} for p in plays
    ):
        raise ValueError(
            f'{what} must be a list of plays like {{"seat": 0, "card": {{"suit": "rama", '
            f'"rank": 7}}}}, not {brief(plays)}'
        )
    return [(_seat(p["seat"], f"the seat of a play in {what}"), _card_index(p["card"])) for p in plays]


def _played(
    played: object, trick_plays: list[tuple[int, int]], captured: Sequence[Iterable[int]]
) -> list[tuple[int, int]]:
    """Every card played to a trick, in order: whole tricks (each now in a captured pile),
    then the trick in progress."""
    if played is None:
        return list(trick_plays)
    plays = _plays(played, "played")
    done = len(plays) - len(trick_plays)
    if done < 0 or done % PLAYERS or plays[done:] != list(trick_plays):
        raise ValueError("played must list whole tricks of three plays, then the trick in progress as it is")
    taken = {c for pile in captured for c in pile}
    cards = [c for _, c in plays]
    if len(set(cards)) != len(cards):
        raise ValueError("played names a card twice: a card is played once")
    lost = next((c for c in cards[:done] if c not in taken), None)
    if lost is not None:
        raise ValueError(
            f"the {CARDS[lost]} was played to a finished trick, so it lies in a captured pile, "
            f"but no captured pile holds it"
        )
    return plays


def _voids(voids: object) -> list[set[int]]:
    """ganjifa.void: per seat, the suits it has shown it lacks (names, as the view has them)."""
    if voids is None:
        return [set(), set(), set()]
    if (
        not isinstance(voids, (list, tuple))
        or len(voids) != PLAYERS
        or not all(isinstance(v, (list, tuple)) and all(type(s) is str and s in SUIT_INDEX for s in v) for v in voids)
    ):
        raise ValueError(f"voids must be three lists of suit names ({', '.join(SUITS)}), not {brief(voids)}")
    return [{SUIT_INDEX[s] for s in v} for v in voids]


def _last_trick(
    last: object, first_trick: bool, captured: Sequence[Sequence[int]], trump: int, rules: Rules
) -> LastTrick | None:
    """The last trick completed, as the view shows it: its three plays (its winner and why
    are worked out again, ganjifa.trick-winner); its cards lie in the winner's pile."""
    if last is None:
        return None
    if not isinstance(last, Mapping) or "plays" not in last or not set(last) <= {"plays", "winner", "why"}:
        raise ValueError(f"last_trick is None or the view's last_trick (its plays), not {brief(last)}")
    if first_trick:
        raise ValueError("no trick is complete before the first trick is: last_trick must be None")
    plays = _plays(last["plays"], "the last trick")
    if len(plays) != PLAYERS or len({s for s, _ in plays}) != PLAYERS or len({c for _, c in plays}) != PLAYERS:
        raise ValueError("the last trick holds three plays, one by each player, of three different cards")
    winner, card = rules.trick_winner(plays, trump)
    if "winner" in last and last["winner"] != winner:
        raise ValueError(f"player {winner} won the last trick (ganjifa.trick-winner), not {brief(last['winner'])}")
    if any(c not in captured[winner] for _, c in plays):
        raise ValueError(f"the last trick's cards lie in its winner's (player {winner}'s) captured pile")
    why = WHY_TRUMP[trump] if card // 12 == trump else WHY_LED[plays[0][1] // 12]
    return plays, winner, why


def _dukal(data: object, leader: int, first_trick: bool, trick: Sequence[int], rules: Rules) -> Dukal | None:
    """ganjifa.dukal: a Dukal being answered, as the view shows it: its leader (the player
    to lead), its cards, and per opponent what it still owes and has discarded (the first
    opponent answers in full before the second starts)."""
    if data is None:
        return None
    if not isinstance(data, Mapping) or set(data) != {"leader", "cards", "owed", "discards"}:
        raise ValueError(
            f"dukal is None or a Dukal being answered, with leader, cards, owed and discards, not {brief(data)}"
        )
    if first_trick or trick:
        raise ValueError(
            "a Dukal is led to an empty table after the first trick (ganjifa.dukal), so none is "
            "answered while first_trick is True or a trick is in progress"
        )
    if _seat(data["leader"], "the Dukal's leader") != leader:
        raise ValueError(f"the Dukal was led by the player to lead, {leader}, not {brief(data['leader'])}")
    cards = [_card_index(c) for c in _sequence(data["cards"], "the Dukal")]
    problem = rules.dukal_problem(cards)
    if problem:
        raise ValueError(f"the Dukal's cards are no Dukal: {MESSAGES.render(problem.id, problem.params)}")
    opponents = [(leader + 1) % PLAYERS, (leader + 2) % PLAYERS]
    owed, discards = _answers(data, len(cards), opponents)
    return {"leader": leader, "cards": cards, "owed": owed, "discards": discards}


def _answers(data: Mapping[str, JSON], n: int, opponents: list[int]) -> tuple[dict[int, int], dict[int, list[int]]]:
    """What each opponent still owes a Dukal of ``n`` cards and has discarded to it: ``n``
    in all, the first opponent answering in full before the second starts."""
    owed = _by_opponent(data["owed"], "owed", opponents)
    discards = _by_opponent(data["discards"], "discards", opponents)
    for s in opponents:
        if whole(owed[s]) is None or not 0 <= owed[s] <= n:
            raise ValueError(f"player {s} owes 0 to {n} cards to the Dukal, not {brief(owed[s])}")
        discards[s] = [_card_index(c) for c in _sequence(discards[s], f"player {s}'s discards")]
        if len(discards[s]) + owed[s] != n:
            raise ValueError(
                f"player {s} answers a Dukal of {n} with {n} cards: {len(discards[s])} discarded "
                f"and {owed[s]} owed do not make {n}"
            )
    if not any(owed.values()):
        raise ValueError("nobody owes a card to the Dukal: it is already captured (ganjifa.capture)")
    if owed[opponents[0]] and discards[opponents[1]]:
        raise ValueError(
            f"player {opponents[1]} has discarded to the Dukal before player {opponents[0]}, "
            f"who answers first, has answered in full"
        )
    return owed, discards


def _by_opponent(
    value: object, what: str, opponents: list[int]
) -> dict[int, Any]:  # JSON values, checked by the caller
    """The Dukal's ``owed`` or ``discards``: one entry per opponent, in answering order."""
    if not isinstance(value, Mapping):
        raise ValueError(f"the Dukal's {what} is a dict by opponent seat, not {brief(value)}")
    by_seat = {_seat(k, f"a seat in the Dukal's {what}"): v for k, v in value.items()}
    if sorted(by_seat) != sorted(opponents) or len(value) != 2:
        raise ValueError(f"the Dukal's {what} names the two opponents, {opponents[0]} and {opponents[1]}, once each")
    return {s: by_seat[s] for s in opponents}


# ------------------------------------------------------------------------------- load

REQUIRED = ("hands", "leader", "first_trick", "captured", "trick")


def _table(position: JSON) -> tuple[list[list[int]], list[list[int]], list[int], int, bool]:
    """The hands, captured piles and trick of a position, its leader and first_trick, each
    of its shape (the cards not yet counted: see :func:`_check_cards`)."""
    if not isinstance(position, dict) or not set(REQUIRED) <= set(position):
        raise ValueError(
            f"a position is a dict with hands, leader, first_trick, captured and trick, not {brief(position)}"
        )
    hands = _piles(position["hands"], "hands", "hand")
    captured = _piles(position["captured"], "captured piles", "captured pile")
    trick = [_card_index(c) for c in _sequence(position["trick"], "the trick")]
    leader, first_trick = position["leader"], position["first_trick"]
    if whole(leader) is None or not 0 <= leader < PLAYERS:
        raise ValueError(f"leader must be a seat, 0, 1 or 2, not {brief(leader)}")
    if not isinstance(first_trick, bool):
        raise ValueError(f"first_trick must be True or False, not {brief(first_trick)}")
    if len(trick) >= PLAYERS:
        raise ValueError(f"a trick in progress holds 1 or 2 cards (the third completes it), not {len(trick)}")
    return hands, captured, trick, leader, first_trick


def _check_cards(
    hands: list[list[int]], captured: list[list[int]], trick: list[int], leader: int, dukal: Dukal | None
) -> None:
    """Every card once, and hand sizes some play could leave (a Dukal's cards included)."""
    on_table = (
        []
        if dukal is None
        else [("the Dukal", dukal["cards"])]
        + [(f"player {s}'s discards to the Dukal", pile) for s, pile in dukal["discards"].items()]
    )
    _check_each_card_once(hands, captured, trick, on_table)
    taken = [0] * PLAYERS
    if dukal is not None:
        taken[leader] = len(dukal["cards"])
        for s, pile in dukal["discards"].items():
            taken[s] = len(pile)
    _check_hand_sizes(hands, leader, len(trick), taken)


def load(position: JSON, trump: int, rules: Rules) -> State:
    """The state of ``position`` (see :func:`normalize`) in a game whose trump suit is
    ``trump``, checked card by card."""
    hands, captured, trick, leader, first_trick = _table(position)
    dukal = _dukal(position.get("dukal"), leader, first_trick, trick, rules)
    _check_cards(hands, captured, trick, leader, dukal)
    if first_trick:
        _check_first_trick(hands, captured, trick, leader, trump)
    plays = [((leader + i) % PLAYERS, c) for i, c in enumerate(trick)]
    return {
        "hands": [mask_of(h) for h in hands],
        "captured": [mask_of(p) for p in captured],
        "leader": leader,
        "first_trick": first_trick,
        "trick": plays,
        "played": _played(position.get("played"), plays, captured),
        "voids": _voids(position.get("voids")),
        "last_trick": _last_trick(position.get("last_trick"), first_trick, captured, trump, rules),
        "dukal": dukal,
    }


def view_to_position(view: Mapping[str, Any]) -> dict[str, Any]:
    """The teacher's view of a deal (``game.view(None)``) as the keywords of
    :meth:`Ganjifa.from_position`, which rebuilds that deal: every hand and captured pile,
    the trick in progress, who leads, the period, and the public record (cards played,
    voids shown, the last trick, a Dukal being answered)."""
    if not isinstance(view, Mapping) or view.get("game") != "ganjifa" or view.get("seat") is not None:
        raise ValueError("view_to_position needs the teacher's view of a Ganjifa deal, game.view(None)")
    return {
        "hands": view["hands"],
        "period": view["period"],
        "leader": view["leader"],
        "first_trick": view["first_trick"],
        "captured": view["captured"],
        "trick": [p["card"] for p in view["trick"]],
        "played": view["played"],
        "voids": view["voids"],
        "last_trick": view["last_trick"],
        "dukal": view["dukal"],
    }
