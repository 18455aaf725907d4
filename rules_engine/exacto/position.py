"""Exacto positions: the arguments of ``Exacto.from_position``, read and checked.

``normalize(...)`` turns them into the JSON position a game keeps (``to_json`` replays
from it); ``load(p, players, bid_faces, rules)`` checks that position against the rules
and returns the state to set up; ``view_to_position(view)`` reads a teacher's view back
into ``from_position``'s arguments. A bad position is refused at once with a ValueError
saying what is wrong, never left to fail later at the table.

The rules a position is checked against (a die's faces, what counts toward a bid, how a
bid is read) are ``game.py``'s, which imports this module: it hands them in as
:class:`Rules`, as it hands ``_fast`` the rules of its tables, so this module imports
nothing from ``game.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple, TypedDict

from ..core import Action, IllegalAction, brief, whole

#: a part of a position as a teacher typed it or a saved game holds it: JSON of any shape
#: until the checks here have judged it
JSON = Any

#: a last reveal, checked: round, caller, bidder, call, quantity, face, count, dice (the
#: arguments of game.reveal_record)
RevealParts = tuple[int, int, int, str, int, int, int, list[list[int]]]


class Rules(NamedTuple):
    """What of ``game.py`` a position is checked against."""

    faces: tuple[int, ...]  # FACES: what a die shows
    max_dice: int  # MAX_DICE: a cup's dice at most (exacto.roll)
    count_supporting: Callable[[Iterable[int], int], int]  # exacto.wild-ones
    read_bid: Callable[[object], Action]  # Exacto.decode_action


class State(TypedDict):
    """A position's state, checked (what :func:`load` returns for ``Exacto`` to set up)."""

    dice: list[list[int]]
    round: int
    last_reveal: RevealParts | None
    current: int
    bid: tuple[int, int] | None  # (quantity, face)


# ------------------------------------------------------------------------------ shape


def _bid_json(bid: object) -> dict[str, Any] | None:
    """A position's standing bid as JSON (it is stored in ``to_json``); checked on load."""
    if bid is None or isinstance(bid, Mapping):
        return None if bid is None else dict(bid)
    if isinstance(bid, Action):
        return bid.to_json()
    if isinstance(bid, (tuple, list)) and len(bid) == 2:
        return {"kind": "bid", "quantity": bid[0], "face": bid[1]}
    raise ValueError(f"bid must be a Bid, (quantity, face), its JSON or None, not {brief(bid)}")


def normalize(
    dice: object, current: object, bid: object, players: object, round_: object, last_reveal: object
) -> dict[str, JSON]:
    """The position of ``from_position``'s arguments, as JSON; ``round`` and
    ``last_reveal`` only when a game has played so far, so the usual position's JSON stays
    as it was."""
    if not isinstance(dice, (list, tuple)) or not all(isinstance(d, (list, tuple)) for d in dice):
        raise ValueError(
            f"dice must be a list with one list of dice per mage (e.g. [[2, 5], [1, 3, 3]]), not {brief(dice)}"
        )
    if players is not None and players != len(dice):
        raise ValueError(
            f"players={brief(players)}, but dice lists {len(dice)} mages: give one list per mage "
            f"([] for a mage who is out)"
        )
    position: dict[str, Any] = {"dice": [list(d) for d in dice], "current": current, "bid": _bid_json(bid)}
    if round_ != 1 or last_reveal is not None:  # kept out of the usual position's JSON
        position.update(round=round_, last_reveal=last_reveal)
    return position


# ------------------------------------------------------------------------------ rules


def _dice(dice: object, players: int, rules: Rules) -> list[list[int]]:
    """Each mage's dice, sorted as cups show them; refused unless every value is a face."""
    if not isinstance(dice, (list, tuple)) or not all(isinstance(d, (list, tuple)) for d in dice):
        raise ValueError(f"dice must be a list with one list of dice per mage, not {brief(dice)}")
    if len(dice) != players:
        raise ValueError(f"dice lists {len(dice)} mages, but the game has {players}")
    for seat, hand in enumerate(dice):
        bad = [v for v in hand if whole(v) not in rules.faces]
        if bad:  # a list: the bad die may be None itself
            raise ValueError(f"mage {seat} has a die {brief(bad[0])}: a die shows a whole number from 1 to 6")
        if len(hand) > rules.max_dice:
            raise ValueError(f"mage {seat} has {len(hand)} dice: a mage holds at most {rules.max_dice}")
    alive = [seat for seat, hand in enumerate(dice) if hand]
    if len(alive) < 2:
        who = f"only mage {alive[0]} has" if alive else "no mage has"
        raise ValueError(
            f"{who} dice: a game is played from a position only while at least two mages "
            f"have dice (with one, it is already over: exacto.winner)"
        )
    return [sorted(hand) for hand in dice]


def _current(current: object, dice: list[list[int]]) -> int:
    """The mage on turn: a seat that still has dice."""
    seat = whole(current)  # ``current`` itself: a position holds plain ints (Game._reset_to_position)
    if seat is None or not 0 <= seat < len(dice):
        raise ValueError(f"current must be a seat from 0 to {len(dice) - 1}, not {brief(current)}")
    if not dice[seat]:
        raise ValueError(f"mage {current} has no dice and cannot be on turn")
    return seat


def _round(round_: object) -> int:
    number = whole(round_)  # ``round_`` itself: a position holds plain ints (Game._reset_to_position)
    if number is None or number < 1:
        raise ValueError(f"round must be a whole number from 1 up, not {brief(round_)}")
    return number


#: a reveal's keys; those a position may leave out come last (worked out from the dice)
_REVEAL_GIVEN = ("round", "caller", "bidder", "call", "quantity", "face", "count", "dice")
_REVEAL_KEYS = (*_REVEAL_GIVEN, "counted", "wild", "wild_dice")


def _reveal_call(reveal: Mapping[str, JSON], round_: int, players: int, rules: Rules) -> list[int]:
    """The round, the two seats, the call and the bid of a last reveal; its caller and bidder."""
    if reveal["round"] != round_ - 1 or round_ == 1:
        raise ValueError(
            f"the last reveal is of the round before this one ({round_ - 1}), not of round {brief(reveal['round'])}"
        )
    seats = [reveal["caller"], reveal["bidder"]]
    if any(whole(s) is None or not 0 <= s < players for s in seats) or seats[0] == seats[1]:
        raise ValueError(
            f"the last reveal's caller and bidder are two seats from 0 to {players - 1}, not {brief(seats)}"
        )
    if reveal["call"] not in ("liar", "exacto"):
        raise ValueError(f"the last reveal's call is 'liar' or 'exacto', not {brief(reveal['call'])}")
    quantity, face = reveal["quantity"], reveal["face"]
    if whole(face) not in rules.faces or whole(quantity) is None or quantity < 1:
        raise ValueError(
            f"the last reveal's bid is a quantity from 1 and a face from 1 to 6, not {brief((quantity, face))}"
        )
    return seats


def _reveal(reveal: object, round_: int, players: int, rules: Rules) -> RevealParts | None:
    """The cups lifted at the previous round's call (public): checked to be one that a
    call could have shown, its count and counted dice worked out again from the dice."""
    if reveal is None:
        return None
    given = _REVEAL_GIVEN
    if not isinstance(reveal, Mapping) or not set(given) <= set(reveal) <= set(_REVEAL_KEYS):
        raise ValueError(f"last_reveal is None or the view's last_reveal, with {', '.join(given)}, not {brief(reveal)}")
    caller, bidder = _reveal_call(reveal, round_, players, rules)
    quantity, face = reveal["quantity"], reveal["face"]
    try:
        dice = _dice(reveal["dice"], players, rules)
    except ValueError as err:
        raise ValueError(f"the last reveal's {err}") from None
    count = sum(rules.count_supporting(hand, face) for hand in dice)
    if reveal["count"] != count:
        raise ValueError(f"the last reveal's dice show {count} supporting the bid, not {brief(reveal['count'])}")
    return reveal["round"], caller, bidder, reveal["call"], quantity, face, count, dice


def _bid(data: object, faces: tuple[int, ...], total: int, rules: Rules) -> tuple[int, int]:
    """The standing bid of a position, as (quantity, face): a bid the variant allows
    (``faces``: the faces a standing bid may show), on the ``total`` dice on the table."""
    try:
        bid = rules.read_bid(data)
    except IllegalAction as err:
        raise ValueError(f"the standing bid cannot be read: {err.message}") from None
    if bid.kind != "bid":
        raise ValueError(
            f"the standing bid must be a bid (a quantity and a face), not "
            f"{'an' if bid.kind == 'exacto' else 'a'} {bid} call: a call ends the round"
        )
    fields = bid.to_json()
    quantity, face = fields["quantity"], fields["face"]
    if face == 1 and 1 not in faces:
        raise ValueError(
            "the standing bid is on ones, but ones cannot be bid without the bid_ones option (exacto.wild-ones)"
        )
    if face not in faces:
        raise ValueError(f"the standing bid's face must be {faces[0]} to 6, not {face}")
    if not 1 <= quantity <= total:
        raise ValueError(f"the standing bid's quantity must be 1 to {total} (the dice on the table), not {quantity}")
    return quantity, face


def load(position: JSON, players: int, bid_faces: tuple[int, ...], rules: Rules) -> State:
    """The state of ``position`` (see :func:`normalize`) in a game of ``players`` mages
    whose variant lets a standing bid show ``bid_faces``."""
    if not isinstance(position, Mapping):
        raise ValueError(f"a position is a mapping with 'dice', 'current' and 'bid', not {brief(position)}")
    dice = _dice(position.get("dice"), players, rules)
    round_ = _round(position.get("round", 1))
    last_reveal = _reveal(position.get("last_reveal"), round_, players, rules)
    current = _current(position.get("current", 0), dice)
    bid = position.get("bid")
    return {
        "dice": dice,
        "round": round_,
        "last_reveal": last_reveal,
        "current": current,
        "bid": None if bid is None else _bid(bid, bid_faces, sum(map(len, dice)), rules),
    }


def view_to_position(view: Mapping[str, Any]) -> dict[str, Any]:
    """The teacher's view of a game (``game.view(None)``) as the keywords of
    :meth:`Exacto.from_position`, which rebuilds that game: every cup, the mage on turn,
    the standing bid, the round and the last reveal, the variant. What the next rounds
    roll is chance, not position: it is drawn from the rebuilt game's own seed."""
    if not isinstance(view, Mapping) or view.get("game") != "exacto" or view.get("seat") is not None:
        raise ValueError("view_to_position needs the teacher's view of an Exacto game, game.view(None)")
    bid = view["bid"]
    return {
        "dice": [list(d) for d in view["dice"]],
        "current": view["current_player"],
        "bid": None if bid is None else (bid["quantity"], bid["face"]),
        "players": view["players"],
        "round": view["round"],
        "last_reveal": view["last_reveal"],
        **view["options"],
    }
