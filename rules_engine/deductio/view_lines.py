"""Deductio's view as labelled lines for the class pages (see rules_engine.view_lines)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..view_lines import Line, Lines
from .messages import MESSAGES


def view_lines(view: Mapping[str, Any], lang: str, names: Sequence[str]) -> list[Line]:
    out = Lines(MESSAGES, lang, names)

    def cards(n: int) -> str:
        return out.say("view.cards-n", n=n)

    out.add("goal", "view.goal", str(view["goal"]))
    seat = view.get("seat")
    mine = view["numbers"][seat] if seat is not None else None
    if mine is not None:
        out.add("numbers", "view.your-number", str(mine))
    elif seat is None:  # the teacher's reveal-all: every Secret Number (a public view has none)
        out.add("numbers", "view.every-number", out.seats(view["numbers"], str))
    out.add("face_up", "view.face-up", out.term("numbers", view["face_up"]))
    out.add("row", "view.row", out.term("clues", view["row"]))
    placed = [
        "; ".join(out.say("view.placed", clue=c["clue"], upright="yes" if c["upright"] else "no") for c in pile) or None
        for pile in view["tableau"]
    ]
    out.add("tableau", "view.tableau", out.seats(placed, str))
    out.add(
        "trophies", "view.trophies", out.seats([t or None for t in view["trophies"]], lambda t: out.term("numbers", t))
    )
    if view["wrong_guesses"]:
        misses = [
            out.say("view.wrong-guess", name=out.name(m["target"]), number=m["number"]) for m in view["wrong_guesses"]
        ]
        out.add("wrong_guesses", "view.wrong-guesses", "; ".join(misses))
    deck = out.say("view.clue-deck-value", n=view["clue_deck_size"], reveals=view["reveals_in_deck"])
    out.add("clue_deck_size", "view.clue-deck", deck)
    out.add("number_deck_size", "view.number-deck", cards(view["number_deck_size"]))
    out.add("discard", "view.discard", cards(len(view["discard"])))
    penalty = view.get("penalty")
    if penalty:
        left = out.say("view.plays-left", name=out.name(penalty["seat"]), n=penalty["plays_left"])
        out.add("penalty", "view.penalty", left)
    pending = view.get("pending")
    if pending:
        ability = out.say("view.ability-value", name=out.name(pending["seat"]), ability=pending["ability"])
        out.add("pending", "view.ability", ability)
    peeks = view["peeks"][seat] if seat is not None else None
    if peeks:
        out.add("peeks", "view.peeks", out.term("numbers", [p["number"] for p in peeks]))
    return out.lines
