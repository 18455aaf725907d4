"""Ganjifa's view as labelled lines for the class pages (see rules_engine.view_lines)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..view_lines import Line, Lines
from .messages import MESSAGES


def view_lines(view: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[Line]:
    out = Lines(MESSAGES, lang, names)

    def cards(n: int) -> str:
        return out.say("view.cards-n", n=n)

    def plays(plays: list[dict[str, Any]]) -> str:
        return ", ".join(f"{out.name(p['seat'])}: {out.term('card', p['card'])}" for p in plays)

    out.add("trump", "view.trump", out.say("view.period", period=view["period"], trump=view["trump"]))
    seat = view.get("seat")
    hand = view["hands"][seat] if seat is not None else None
    if hand:  # (played out: the hand sizes say so)
        out.add("hands", "view.your-hand", out.term("cards", hand))
    elif seat is None:  # the teacher's reveal-all: every hand (a public view has none to show)
        out.add("hands", "view.every-hand", out.seats(view["hands"], lambda h: out.term("cards", h) if h else None))
    out.add("hand_sizes", "view.hand-sizes", out.seats(view["hand_sizes"], cards))
    if view["leader"] is not None:
        out.add("leader", "view.leader", out.name(view["leader"]))
    out.add("trick", "view.trick", plays(view["trick"]) or out.say("view.trick-empty"))
    out.add("scores", "view.scores", out.seats(view["scores"], cards))
    last = view.get("last_trick")
    if last:
        out.add(
            "last_trick",
            "view.last-trick",
            out.say("view.taken-by", cards=plays(last["plays"]), name=out.name(last["winner"])),
        )
    dukal = view.get("dukal")
    if dukal:
        out.add("dukal", "view.dukal", f"{out.name(dukal['leader'])}: {out.term('cards', dukal['cards'])}")
        owed = [dukal["owed"].get(str(s)) or None for s in range(view["players"])]
        out.add("owed", "view.owed", out.seats(owed, cards))
    voids = [suits or None for suits in view["voids"]]
    out.add("voids", "view.voids", out.seats(voids, lambda suits: ", ".join(out.term("suit", s) for s in suits)))
    return out.lines
