"""A ClassTable in the offline site's Pyodide kernel (no sockets in there): the class server
serves the site under /site/, the widget's page opens the WebSocket to its own address,
takes the seat, and a quiz answered in the same notebook reaches the teacher's results."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from support.classroom import one_quiz_right, teacher_asks
from support.lite import KERNEL_READY, open_notebook, start_run_all, wait_run_all

from rules_engine.exacto.lessons import quiz as exacto_quiz
from tabletop_tutor_classroom.process import ServerProcess
from tabletop_tutor_classroom.storage import RoomRecord, SQLiteStorage

pytestmark = pytest.mark.classroom

NOTEBOOK = "testbooks/classtable.ipynb"  # room K7P2, no server= (the page's own), a quiz


@pytest.fixture
def class_server(tmp_path, lite_site):
    """A class server with room K7P2 (Exacto, a bot in seat 1) that serves the built site."""
    db = tmp_path / "class.sqlite3"
    storage = SQLiteStorage(db)
    storage.add_room(RoomRecord("K7P2", "exacto", 2, 1, {}, "en", {1: "random"}))
    storage.close()
    server = ServerProcess(db, bot_delay_ms=50, site=lite_site).start()
    yield server
    server.stop()


def test_the_browser_kernel_takes_a_seat_and_reports_a_quiz(fresh_page, class_server, artifacts):
    page, fence = fresh_page
    open_notebook(page, f"http://127.0.0.1:{class_server.port}/site", NOTEBOOK, KERNEL_READY)
    start_run_all(page)
    assert wait_run_all(page, KERNEL_READY)["ok"]
    expect(page.get_by_test_id("class-status")).to_have_text("Room K7P2: you are Anna, seat 0.", timeout=60_000)
    room = next(f for f in teacher_asks(class_server, {"type": "watch"}, "results") if f.get("room") == "K7P2")
    assert [s["name"] for s in room["seats"]] == ["Anna", "random (bot)"]
    expect(page.get_by_test_id("class-seat").get_by_test_id("own-dice")).to_be_visible()
    page.get_by_test_id("quiz-input").fill(f"{exacto_quiz('expected-count').answer:.4f}")
    page.get_by_test_id("quiz-check").click()
    expect(page.get_by_test_id("quiz-result")).to_contain_text("Right!")
    for _ in range(50):
        found = teacher_asks(class_server, {"type": "results"}, "results")[-1]
        if found["by_student"]:
            break
        page.wait_for_timeout(200)
    assert found["by_student"] == [one_quiz_right("Anna")]
    page.screenshot(path=str(artifacts / "classtable-lite.png"))
    assert fence.outside == [] and fence.errors == [], (fence.outside[:5], fence.errors[:5])
