"""Shared helpers of the widget tests (imported by name: the tests folders have no __init__)."""

from __future__ import annotations

import json

from widgets import ExactoTable


def make_table(**kwargs) -> ExactoTable:
    """A 4-mage table with random bots that move at once (unless told otherwise)."""
    options = {"players": 4, "seat": 0, "seed": 5, "bots": "random", "bot_delay_ms": 0, "bot_seed": 1}
    options.update(kwargs)
    return ExactoTable(**options)


def state_json(widget) -> str:
    """What the browser would receive, as one string (minus the bundle source)."""
    state = {k: v for k, v in widget.get_state().items() if k not in ("_esm", "_css", "layout")}
    return json.dumps(state, sort_keys=True, default=str)


def first_bid(widget) -> dict:
    return next(a for a in widget.legal if a["kind"] == "bid")


def send(widget, content):
    """Exactly what ipywidgets calls for a custom message from the browser."""
    widget._handle_custom_msg(content, [])
