"""Siggil's layouts as data (siggil.sigil): positions, what lies on top of each, face down
or up, the dealing order, and coordinates for drawing.

A layout is a mapping, so a teacher adds one without touching the engine: pass it to
``Siggil(layout={...})`` or keep it as a JSON file and ``load_layout(path)``::

    {"name": "tiny-tower", "positions": [
        {"x": 0, "y": 0, "face_up": false, "covered_by": [1]}, ...],   # 56 of them
     "deal_order": [0, 1, ...]}                                         # optional

``covered_by`` lists the positions lying on top (their indices); ``x``/``y`` are card
centres in card widths (a card is 1 wide and 1.4 tall; larger y is lower on the page).
``deal_order`` (default: position order) is the order the solo pile is dealt in
(siggil.solo-setup). Every layout is checked when loaded: 56 positions, covering only by
positions that exist, no cycle of covering, every card reachable.

Run ``python -m rules_engine.siggil.layouts docs/layouts/`` to draw each shipped layout
as an SVG picture.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core import whole
from .cards import DECK_SIZE

CARD_W, CARD_H = 1.0, 1.4

#: a layout as JSON: ``{"name", "positions": [{"x", "y", "face_up", "covered_by"}, ...],
#: "deal_order"}`` (a file a teacher writes, checked by :func:`parse`)
LayoutJSON = dict[str, Any]


class LayoutError(ValueError):
    """A layout that cannot be dealt: the message says which positions are wrong and why."""


@dataclass(frozen=True)
class Position:
    """One place of the sigil: the positions on top of it, its face, where it is drawn."""

    covered_by: tuple[int, ...]
    face_up: bool
    x: float
    y: float


@dataclass(frozen=True)
class Layout:
    """A checked layout. ``covers[p]``: the positions ``p`` lies on (worked out once)."""

    name: str
    positions: tuple[Position, ...]
    deal_order: tuple[int, ...]

    @property
    def covers(self) -> tuple[tuple[int, ...], ...]:
        covers = self.__dict__.get("_covers")
        if covers is None:
            lists: list[list[int]] = [[] for _ in self.positions]
            for p, pos in enumerate(self.positions):
                for top in pos.covered_by:
                    lists[top].append(p)
            covers = tuple(map(tuple, lists))
            object.__setattr__(self, "_covers", covers)
        return covers

    def to_json(self) -> LayoutJSON:
        return {
            "name": self.name,
            "positions": [
                {"x": p.x, "y": p.y, "face_up": p.face_up, "covered_by": list(p.covered_by)} for p in self.positions
            ],
            "deal_order": list(self.deal_order),
        }

    def __repr__(self) -> str:
        return (
            f"layout({self.name!r})"
            if SHIPPED.get(self.name) == self.to_json()
            else f"Layout.from_json({self.to_json()!r})"
        )

    @classmethod
    def from_json(cls, data: object) -> Layout:
        return parse(data)


# ------------------------------------------------------------------------- checking


def parse(data: object) -> Layout:
    """A :class:`Layout` from its mapping, checked (raises :class:`LayoutError`)."""
    if isinstance(data, Layout):
        return data
    if not isinstance(data, Mapping) or not isinstance(data.get("positions"), (list, tuple)):
        raise LayoutError(f'a layout is a mapping {{"name": ..., "positions": [...]}}, not {str(data)[:40]!r}.')
    name = data.get("name", "custom")
    if not isinstance(name, str) or not name:
        raise LayoutError(f"a layout's name is a non-empty text, not {name!r}")
    raw = data["positions"]
    if len(raw) != DECK_SIZE:
        raise LayoutError(
            f"layout {name!r} has {len(raw)} positions, but all {DECK_SIZE} cards are dealt "
            f"(siggil.sigil): it needs exactly {DECK_SIZE}"
        )
    positions = [_position(name, p, item) for p, item in enumerate(raw)]
    for p, pos in enumerate(positions):
        for top in pos.covered_by:
            if not 0 <= top < DECK_SIZE:
                raise LayoutError(
                    f"layout {name!r}: position {p} is covered by position {top}, which does not "
                    f"exist (positions are 0..{DECK_SIZE - 1}), so its card is unreachable"
                )
            if top == p:
                raise LayoutError(f"layout {name!r}: position {p} lies on top of itself, a covering cycle")
    _check_reachable(name, positions)
    order = data.get("deal_order")
    order = list(range(DECK_SIZE)) if order is None else order
    numbers = _wholes(order) if isinstance(order, (list, tuple)) else None
    if numbers is None or sorted(numbers) != list(range(DECK_SIZE)):
        raise LayoutError(f"layout {name!r}: deal_order must list each position 0..{DECK_SIZE - 1} once")
    return Layout(name, tuple(positions), tuple(numbers))


def _wholes(items: list[Any] | tuple[Any, ...]) -> list[int] | None:
    """``items`` as plain ints (:func:`~rules_engine.core.whole`), or None when one is not a
    whole number."""
    numbers = [n for n in map(whole, items) if n is not None]
    return numbers if len(numbers) == len(items) else None


def _position(name: str, p: int, item: object) -> Position:
    if not isinstance(item, Mapping):
        raise LayoutError(f"layout {name!r}: position {p} is not a mapping: {str(item)[:40]!r}")
    covered = item.get("covered_by", [])
    tops = _wholes(covered) if isinstance(covered, (list, tuple)) else None
    if tops is None:
        raise LayoutError(f"layout {name!r}: position {p}'s covered_by must list position numbers")
    face_up = item.get("face_up")
    if type(face_up) is not bool:
        raise LayoutError(f"layout {name!r}: position {p}'s face_up must be true or false, not {face_up!r}")
    x, y = item.get("x", 0), item.get("y", 0)
    if any(whole(v) is None and (isinstance(v, bool) or not isinstance(v, float)) for v in (x, y)):
        raise LayoutError(f"layout {name!r}: position {p}'s x and y must be numbers")
    return Position(tuple(dict.fromkeys(tops)), face_up, float(x), float(y))


def _check_reachable(name: str, positions: Sequence[Position]) -> None:
    """No covering cycle and every card reachable: take away the uncovered cards again and
    again (as play does); whatever is left lies in or under a cycle."""
    above = [len(p.covered_by) for p in positions]
    covers: list[list[int]] = [[] for _ in positions]
    for p, pos in enumerate(positions):
        for top in pos.covered_by:
            covers[top].append(p)
    free = [p for p, n in enumerate(above) if n == 0]
    if not free:
        raise LayoutError(
            f"layout {name!r}: every position is covered, so no card is available at the start "
            f"(siggil.available) and none is reachable"
        )
    removed = 0
    while free:
        p = free.pop()
        removed += 1
        for under in covers[p]:
            above[under] -= 1
            if above[under] == 0:
                free.append(under)
    if removed < len(positions):
        stuck = {p for p, n in enumerate(above) if n > 0}
        cycle = _a_cycle(positions, stuck)
        unreachable = sorted(stuck - set(cycle))
        tail = f"; positions {_short(unreachable)} lie under it and are unreachable" if unreachable else ""
        raise LayoutError(
            f"layout {name!r}: a covering cycle "
            f"{' -> '.join(map(str, cycle + cycle[:1]))} (each lies on the next), so those cards "
            f"can never be taken{tail}"
        )


def _a_cycle(positions: Sequence[Position], stuck: set[int]) -> list[int]:
    """One cycle among the stuck positions: from any of them follow a stuck card on top
    until a position repeats (every stuck position has one)."""
    path: list[int] = []
    seen: dict[int, int] = {}
    p = min(stuck)
    while p not in seen:
        seen[p] = len(path)
        path.append(p)
        p = next(t for t in positions[p].covered_by if t in stuck)
    return path[seen[p] :]


def _short(items: Sequence[int]) -> str:
    return ", ".join(map(str, items[:10])) + (", ..." if len(items) > 10 else "")


# ------------------------------------------------------------------- shipped layouts


def _rows(lengths: Sequence[int], face_up: Sequence[bool], *, dx: float = 0.0, dy: float = 0.7) -> list[dict[str, Any]]:
    """Rows from the bottom (index 0) up; a card of a lower row lies under the cards of
    the row above that overlap it (half a card to each side)."""
    items: list[dict[str, Any]] = []
    start: list[int] = []
    for r, n in enumerate(lengths):
        start.append(len(items))
        offset = (max(lengths) - n) / 2
        for i in range(n):
            items.append(
                {
                    "x": dx + offset + i,
                    "y": -r * dy,
                    "face_up": face_up[r],
                    "covered_by": [],
                    "_x": offset + i,
                }
            )
    for r in range(len(lengths) - 1):
        above = range(start[r + 1], start[r + 1] + lengths[r + 1])
        for p in range(start[r], start[r] + lengths[r]):
            items[p]["covered_by"] = [q for q in above if abs(items[q]["_x"] - items[p]["_x"]) < 0.75]
    for item in items:
        del item["_x"]
    return items


def _pyramids() -> LayoutJSON:
    """siggil.sigil ``pyramids``: two pyramids of 28, rows of 7..1 from the bottom, each
    card covered by the two adjacent cards of the row above (edge cards by one); rows of
    7, 5, 3, 1 face down, rows of 6, 4, 2 face up. Dealt pyramid by pyramid, bottom row
    first, left to right (the position order)."""
    face = [False, True, False, True, False, True, False]
    left = _rows(range(7, 0, -1), face)
    right = _rows(range(7, 0, -1), face, dx=7.5)
    for item in right:
        item["covered_by"] = [q + 28 for q in item["covered_by"]]
    return {"name": "pyramids", "positions": left + right}


def _wall() -> LayoutJSON:
    """``wall`` (this project's): a brick wall of four overlapping rows of 15, 14, 15 and
    12 cards; face down, up, down, up from the bottom. Most cards lie under two cards of
    the row above; the ends of the rows under one, and the two ends of the third row under
    none (they start available, beside the top row)."""
    return {"name": "wall", "positions": _rows([15, 14, 15, 12], [False, True, False, True], dy=1.0)}


def _ring() -> LayoutJSON:
    """``ring`` (this project's): four rings of 14 cards laid on one circle, each ring
    turned half a card from the one below, so every card lies under two cards of the next
    ring (no card at an edge: the circle closes). Face down, up, down, up from the bottom;
    the 14 cards of the top ring start available."""
    import math

    per, layers, radius = 14, 4, 3.9
    items: list[dict[str, Any]] = []
    for layer in range(layers):
        for i in range(per):
            angle = 2 * math.pi * (i + layer / 2) / per
            r = radius - 0.45 * layer
            items.append(
                {
                    "x": round(r * math.cos(angle), 3),
                    "y": round(r * math.sin(angle), 3),
                    "face_up": layer % 2 == 1,
                    "covered_by": []
                    if layer == layers - 1
                    else [(layer + 1) * per + (i - 1) % per, (layer + 1) * per + i],
                }
            )
    return {"name": "ring", "positions": items}


SHIPPED: dict[str, LayoutJSON] = {d["name"]: d for d in (_pyramids(), _wall(), _ring())}
LAYOUTS: dict[str, Layout] = {name: parse(d) for name, d in SHIPPED.items()}


def layout(spec: object) -> Layout:
    """A layout by name (``"pyramids"``, ``"wall"``, ``"ring"``), from its mapping, or a Layout."""
    if isinstance(spec, str):
        if spec not in LAYOUTS:
            raise LayoutError(
                f"no layout called {spec!r}; shipped: {', '.join(LAYOUTS)} (or pass a layout "
                f"mapping, see rules_engine.siggil.layouts)"
            )
        return LAYOUTS[spec]
    return parse(spec)


def load_layout(path: str | Path) -> Layout:
    """A layout from a JSON file (checked)."""
    return parse(json.loads(Path(path).read_text(encoding="utf-8")))


# ---------------------------------------------------------------------------- pictures


def svg(spec: object, scale: float = 48.0) -> str:
    """An SVG picture of a layout: cards drawn bottom first, face-down ones shaded, each
    with its position number near its lower edge (the part cards on top leave visible);
    the caption says how many are dealt face down and how many start available."""
    lay = layout(spec)
    order = _draw_order(lay)
    xs = [p.x for p in lay.positions]
    ys = [p.y for p in lay.positions]
    x0, y0 = min(xs) - CARD_W / 2 - 0.3, min(ys) - CARD_H / 2 - 0.9
    width = max((max(xs) - min(xs) + CARD_W + 0.6) * scale, 620)
    height = (max(ys) - min(ys) + CARD_H + 1.2) * scale
    free = sum(1 for p in lay.positions if not p.covered_by)
    down = sum(1 for p in lay.positions if not p.face_up)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.1f} {height:.1f}" font-family="sans-serif">',
        f"<title>Siggil layout {lay.name}</title>",
        f'<text x="8" y="20" font-size="14">{lay.name}: 56 positions, {down} dealt face down '
        f"(shaded), {free} available at the start</text>",
    ]
    for p in order:
        pos = lay.positions[p]
        cx, cy = (pos.x - x0) * scale, (pos.y - y0) * scale
        fill = "#fdf6e3" if pos.face_up else "#586e75"
        ink = "#073642" if pos.face_up else "#fdf6e3"
        out.append(
            f'<g><rect x="{cx - CARD_W * scale / 2:.1f}" y="{cy - CARD_H * scale / 2:.1f}" '
            f'width="{CARD_W * scale - 2:.1f}" height="{CARD_H * scale - 2:.1f}" rx="4" fill="{fill}" '
            f'stroke="#073642" stroke-width="1.5"/>'
            f'<text x="{cx - 1:.1f}" y="{cy + CARD_H * scale / 2 - 8:.1f}" font-size="12" '
            f'text-anchor="middle" fill="{ink}">{p}</text></g>'
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _draw_order(lay: Layout) -> list[int]:
    """Covered cards first, so every card is drawn over the ones it lies on."""
    depth: dict[int, int] = {}

    def height(p: int) -> int:  # how many cards lie on top, at most, in a chain
        if p not in depth:
            depth[p] = 1 + max((height(t) for t in lay.positions[p].covered_by), default=-1)
        return depth[p]

    return sorted(range(len(lay.positions)), key=lambda p: (-height(p), p))


def main(argv: Sequence[str]) -> int:
    folder = Path(argv[0] if argv else "docs/layouts")
    folder.mkdir(parents=True, exist_ok=True)
    for name in LAYOUTS:
        (folder / f"{name}.svg").write_text(svg(name), encoding="utf-8")
        print(f"wrote {folder / (name + '.svg')}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


__all__ = ["Layout", "Position", "LayoutError", "LAYOUTS", "SHIPPED", "layout", "load_layout", "parse", "svg"]
