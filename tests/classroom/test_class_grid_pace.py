"""The teacher's grid under a busy class: the rooms whose grid changed go to the teachers'
pages together, at most every ``grid_pace`` seconds, in a frame that names those rooms;
every other room's grid stays on the page as it was, and a room whose activity ended is
named without a grid, so the page drops it."""

from __future__ import annotations

import pytest
from support.classroom import anna_and_ben, class_app, next_of, open_room

from tabletop_tutor_classroom.activities import lessons_of

pytestmark = pytest.mark.classroom


def wrong_move(spec) -> dict:
    game = spec.start()
    return next(a.to_json() for a in game.legal_actions() if not spec.judge(game, a)[0].correct)


def test_the_grids_that_changed_go_together_naming_their_rooms():
    server, client = class_app(grid_pace=0.4)
    spec = lessons_of("exacto")[0]
    with client:
        first, second = (open_room(client, server, game="exacto", players=2) for _ in range(2))
        with (
            anna_and_ben(client, first) as one,
            anna_and_ben(client, second),
            client.websocket_connect("/ws") as teacher,
        ):
            teacher.send_json({"type": "watch", "secret": server.secret})
            assert next_of(teacher, "grids") == {"type": "grids", "grids": []}
            teacher.send_json({"type": "activity", "secret": server.secret, "kind": "sequence", "game": "exacto"})
            started = next_of(teacher, "grids")  # both rooms started at once: one frame
            assert sorted(started["rooms"]) == sorted([first, second])
            assert sorted(g["room"] for g in started["grids"]) == sorted([first, second])

            for ws in (one.anna, one.ben):  # two students of the first room, in quick succession
                next_of(ws, "activity")
                ws.send_json({"type": "lesson_act", "action": wrong_move(spec)})
                assert next_of(ws, "activity")["lesson"]["traits"]["feedback"]["correct"] is False
            changed = next_of(teacher, "grids")
            assert changed["rooms"] == [first], "the second room's grid did not change: it is not sent"
            (grid,) = changed["grids"]
            stuck = {s["name"]: {r for r, c in s["cells"].items() if c == "stuck"} for s in grid["students"]}
            assert stuck == {"Anna": set(spec.rules), "Ben": set(spec.rules)}, "both moves, in the one frame"

            teacher.send_json({"type": "stop_activity", "secret": server.secret, "room": first})
            ended = next_of(teacher, "grids")
            assert ended["rooms"] == [first] and ended["grids"] == [], "named without a grid: dropped"
