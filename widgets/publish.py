"""What a table's page is sent, worked out from the game alone: the log's entries a seat may
see and the end panel. Pure functions of the game and of whom the page shows, which the
table session (widgets/session.py) calls for every host.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rules_engine.core import Game
from rules_engine.i18n import join_and

from .messages import WIDGET_MESSAGES

__all__ = ["end_state", "log_entries"]


def log_entries(
    game: Game,
    notes: Sequence[tuple[int, int]],
    start: int,
    viewer: int | None,
    lang: str,
    you: int | None,
    note_text: Callable[[int], str],
) -> list[dict[str, Any]]:
    """The log's entries from event ``start`` on, with the screen ``notes`` (log length,
    seat) since then each where it happened: the game's events that ``viewer`` may see,
    and the public lines "the screen was shown to ..." (``note_text(seat)``) that a shared
    screen adds."""
    log = game.log
    entries: list[dict[str, Any]] = []
    at = start
    for where, seat in [*notes, (len(log), None)]:
        entries.extend(e.to_json(lang, you) for e in log[at:where] if e.visible_to(viewer))
        at = max(at, where)
        if seat is not None:
            entries.append({"kind": "screen", "rule": "", "data": {"seat": seat}, "text": note_text(seat)})
    return entries


def end_state(
    game: Game,
    lang: str,
    you: int | None,
    viewer: int | None,
    names: Sequence[str],
    scores: Sequence[int],
    score_msg: str,
) -> dict[str, Any]:
    """What the end panel shows once the game is over ({} before): who won, the sentence
    the game ended with (the last event ``viewer`` may see, in their own words), a score
    row per seat (``names``: each seat's name in words; ``you`` is called "you"). Words
    only, in the learner's language: the page draws them as they are."""
    if not game.is_over:
        return {}

    def say(msg_id: str, **params: Any) -> str:
        return WIDGET_MESSAGES.render(msg_id, params, lang)

    winners = list(game.winners)
    name = {s: say("ui.you") if s == you else names[s] for s in range(game.players)}
    if winners == [you]:
        headline = say("ui.you-win")
    elif winners:
        headline = say("w.end.wins", names=join_and([name[s] for s in winners], lang), n=len(winners))
    else:
        headline = say("w.end.nobody")
    last = next((e for e in reversed(game.log) if e.visible_to(viewer)), None)
    return {
        "title": say("ui.game-over"),
        "headline": headline,
        "reason": last.render(lang, you) if last is not None else "",
        "rule": game.end_rule,
        "columns": [say("w.end.player"), say(score_msg)],
        "rows": [
            {"seat": s, "name": name[s], "score": scores[s], "winner": s in winners, "you": s == you}
            for s in range(game.players)
        ],
        "winner_tag": say("ui.winner"),
        "winners": winners,
        "lesson": False,
    }
