"""Siggil's view as labelled lines for the class pages (see rules_engine.view_lines)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..view_lines import Line, Lines
from .messages import MESSAGES


def view_lines(view: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[Line]:
    out = Lines(MESSAGES, lang, names)

    def cards(n: int) -> str:
        return out.say("view.cards-n", n=n)

    def set_words(s: dict[str, Any]) -> str:
        spirit = out.term("spirit", s["spirit"]) if s["spirit"] is not None else out.say("view.no-spirit")
        return out.say("view.set", spirit=spirit, cards=s["cards"])

    out.add("layout", "view.layout", out.term("layout", view["layout"]))
    out.add("goal", "view.goal", str(view["goal"]))
    out.add("set_size", "view.set-size", cards(view["set_size"]))
    sigil = view["sigil"]
    out.add("available", "view.available", out.term("cards", [sigil[p]["card"] for p in view["available"]]))
    down = sum(1 for place in sigil if place is not None and not place["face_up"])
    out.add("sigil", "view.face-down", cards(down))
    seat = view.get("seat")
    hand = view["hands"][seat] if seat is not None else None
    if hand is not None:
        out.add("hands", "view.your-hand", out.term("cards", hand))
    elif seat is None:  # the teacher's reveal-all: every hand (a public view has none to show)
        out.add("hands", "view.every-hand", out.seats(view["hands"], lambda h: out.term("cards", h)))
    out.add("hand_sizes", "view.hand-sizes", out.seats(view["hand_sizes"], cards))
    sets = [sets or None for sets in view["sets"]]
    out.add("sets", "view.sets", out.seats(sets, lambda mine: "; ".join(set_words(s) for s in mine)))
    out.add("spirits_held", "view.held", out.seats(view["spirits_held"], lambda n: out.say("view.spirits-n", n=n)))
    out.add("free_spirits", "view.free", out.term("spirits", view["free_spirits"]))
    out.add("discard", "view.discard", out.term("places", view["discard"]))
    if view["lost_spirits"]:
        out.add("lost_spirits", "view.lost", out.term("spirits", view["lost_spirits"]))
    if view["difficulty"] is not None:
        out.add("difficulty", "view.difficulty", out.term("level", view["difficulty"]))
    out.add("turn_number", "view.turn", str(view["turn_number"]))
    return out.lines
