"""bench/class_load.py's lesson mode runs: a real class server, two students doing a lesson
through their own WebSocket clients, the teacher's page receiving the grid. What is checked
is that it works (every action answered, the grid shows them, nothing refused), never how
fast: the figures are the bench's to print."""

from __future__ import annotations

import asyncio

import pytest
from support.bench import bench_module

pytestmark = pytest.mark.classroom


def test_the_lesson_mode_answers_every_students_action_and_fills_the_teachers_grid():
    """Two students, Exacto's lessons in order, quick thinkers (0.1-0.3 s) for 3 s: each
    action gets its answer frame, the judged moves and each Go on reach the teacher's grid,
    and the server refuses nothing (the bench's moves are the lessons' own)."""
    bench = bench_module("class_load")
    result = asyncio.run(bench.run_lesson(2, 3.0, "exacto", think=(0.1, 0.3)))
    assert result["errors"] == 0, result["reasons"]
    assert result["actions"] > 0 and result["by_kind"].get("lesson_act", 0) > 0
    assert result["by_kind"].get("go_on", 0) > 0, "a student went past a lesson"
    assert result["grid_updates"] > 0 and result["grids"] > 0
    assert result["median_ms"] == result["median_ms"], "latencies were measured (not NaN)"


@pytest.mark.parametrize("table", [False, True], ids=["plain-page", "table-front-end"])
def test_the_in_process_mode_tells_every_seat_of_every_move(table):
    """The server's own handlers without sockets: every move is played, and each of the
    room's six seats is sent a frame of it (the figures are the bench's to print)."""
    result = asyncio.run(bench_module("class_load").in_process(rooms=1, moves=40, table=table))
    assert result["moves"] == 40 and result["table"] is table
    assert result["frames"] >= 6 * 40
