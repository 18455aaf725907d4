"""Exacto's view as labelled lines for the class pages (see rules_engine.view_lines)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..view_lines import Line, Lines
from .game import Bid
from .messages import MESSAGES


def view_lines(view: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[Line]:
    out = Lines(MESSAGES, lang, names)
    out.add("round", "view.round", str(view["round"]))
    seat = view.get("seat")
    mine = view["dice"][seat] if seat is not None else None
    if mine:  # (a mage out of the game holds none)
        out.add("dice", "view.your-dice", out.term("dice_list", mine))
    elif seat is None:  # the teacher's reveal-all: every cup (a public view has none to show)
        out.add("dice", "view.every-dice", out.seats(view["dice"], lambda d: out.term("dice_list", d) if d else None))
    out.add("dice_counts", "view.cups", out.seats(view["dice_counts"], lambda n: out.say("view.dice-n", n=n)))
    out.add("total_dice", "view.total", out.say("view.dice-n", n=view["total_dice"]))
    bid = view["bid"]
    standing = (
        f"{out.name(bid['bidder'])}: {out.term('bid', Bid(bid['quantity'], bid['face']))}"
        if bid
        else out.say("view.no-bid")
    )
    out.add("bid", "view.bid", standing)
    reveal = view.get("last_reveal")
    if reveal:
        text = out.say(
            "view.reveal",
            caller=out.name(reveal["caller"]),
            bidder=out.name(reveal["bidder"]),
            call=reveal["call"],
            _bid=Bid(reveal["quantity"], reveal["face"]),
            count=reveal["count"],
        )
        out.add("last_reveal", "view.last-reveal", text)
    return out.lines
