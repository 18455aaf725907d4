"""A ClassTable in a real notebook page (Voila, and JupyterLab once; each on a port of its
own: another origin than the class server's), against a real class server process: it
joins from the browser's own WebSocket, the server shows the seat taken, a move clicked on
the widget's table reaches the server, a quiz answered in the same notebook shows in the
teacher's results, and a reload resumes the seat."""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect
from support.browser import keep_for_docs, open_in_lab, shut_down_lab_kernels
from support.classroom import one_quiz_right, teacher_asks
from websockets.sync.client import connect

from rules_engine.exacto.lessons import quiz as exacto_quiz
from tabletop_tutor_classroom.process import ServerProcess

pytestmark = pytest.mark.classroom

QUIZ = "expected-count"


@pytest.fixture
def class_server(tmp_path):
    server = ServerProcess(tmp_path / "class.sqlite3", bot_delay_ms=50).start()
    yield server
    server.stop()


def roster(server, code: str) -> dict:
    return next(f for f in teacher_asks(server, {"type": "watch"}, "results") if f.get("room") == code)


def notebook_text(code: str, port: int) -> str:
    cells = [
        "from widgets import ClassTable, Quiz\nfrom rules_engine.exacto.lessons import quiz",
        f'ClassTable(room="{code.lower()}", name="Anna", server="http://127.0.0.1:{port}")',
        f'Quiz(quiz("{QUIZ}"))',
    ]
    return json.dumps(
        {
            "cells": [
                {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": c}
                for c in cells
            ],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


def notebook(artifacts, code: str, port: int) -> str:
    folder = artifacts / "screens"
    folder.mkdir(exist_ok=True)
    (folder / "classtable.ipynb").write_text(notebook_text(code, port))
    return "tests/browser/artifacts/screens/classtable.ipynb"


def open_exacto_room(server) -> str:
    with connect(server.url) as teacher:
        frame = {"type": "open", "secret": server.secret, "game": "exacto", "players": 2, "bots": {"1": "random"}}
        teacher.send(json.dumps(frame))
        return json.loads(teacher.recv(timeout=20))["room"]


def test_a_classtable_in_a_notebook_plays_the_seat_and_reports_a_quiz(page, voila_url, class_server, artifacts):
    code = open_exacto_room(class_server)
    page.goto(f"{voila_url}/voila/render/{notebook(artifacts, code, class_server.port)}")
    status = page.get_by_test_id("class-status")
    expect(status).to_have_text(f"Room {code}: you are Anna, seat 0.", timeout=60_000)
    assert [s["name"] for s in roster(class_server, code)["seats"]] == ["Anna", "random (bot)"]
    # exacto.opening-bid, clicked on the widget's own table: the server applies it
    seat = page.get_by_test_id("class-seat")
    for control in ("undo-button", "new-game-button"):  # nothing a class seat may do
        expect(seat.get_by_test_id(control)).to_be_hidden()
    seat.get_by_test_id("quantity").select_option("2")
    seat.get_by_test_id("face-3").click()
    seat.get_by_test_id("bid-button").click()
    expect(seat.get_by_test_id("log")).to_contain_text("You bid 2 threes.")
    assert roster(class_server, code)["move_number"] >= 1
    # the quiz in the same notebook, answered right at the first try: the teacher sees it
    answer = exacto_quiz(QUIZ).answer
    page.get_by_test_id("quiz-input").fill(f"{answer:.4f}")
    page.get_by_test_id("quiz-check").click()
    expect(page.get_by_test_id("quiz-result")).to_contain_text("Right!")
    page.screenshot(path=str(artifacts / "classtable-voila.png"), full_page=True)

    def results():
        return teacher_asks(class_server, {"type": "results"}, "results")[-1]

    for _ in range(50):
        if results()["by_student"]:
            break
        page.wait_for_timeout(100)
    found = results()
    assert found["by_student"] == [one_quiz_right("Anna")]
    assert f"Anna,,exacto,quiz,{QUIZ}," in found["csv"]  # a notebook's report: part of no activity
    # ... and on the teacher's own page: the class by student and by rule
    teacher = page.context.new_page()
    teacher.goto(f"http://127.0.0.1:{class_server.port}/teacher#key={class_server.secret}")
    expect(teacher.get_by_test_id("by-student").locator("tbody tr")).to_have_text(
        [re.compile(r"^Anna\s*0 \(0\)\s*1 \(1\)\s*0 \(0\)\s*1$")]  # lessons, quizzes, in play, tries
    )
    expect(teacher.get_by_test_id("by-rule")).to_contain_text("exacto.")
    teacher.locator("#results").screenshot(path=str(artifacts / "class-results.png"))
    keep_for_docs(artifacts / "class-results.png")
    teacher.close()
    # a reload runs the notebook again in a new kernel: the seat is resumed, not joined again
    # (the room is full, so a second join would be refused)
    page.reload()
    expect(status).to_have_text(f"Room {code}: you are Anna, seat 0.", timeout=60_000)
    expect(page.get_by_test_id("class-seat").get_by_test_id("log")).to_contain_text("You bid 2 threes.")
    assert [s["name"] for s in roster(class_server, code)["seats"]] == ["Anna", "random (bot)"]


def test_a_bad_room_code_is_said_in_the_students_language(page, voila_url, class_server, screen_notebook):
    path = screen_notebook(
        "classtable-bad-room",
        f'from widgets import ClassTable\nClassTable(room="ZZZZ", name="Anna", server="http://127.0.0.1:{class_server.port}", '
        'language="lv")',
    )
    page.goto(f"{voila_url}/voila/render/{path}")
    expect(page.get_by_test_id("class-status")).to_have_text(
        re.compile(r"^Istabas .?ZZZZ.? nav: pārbaudiet kodu uz ekrāna\.$"), timeout=60_000
    )


def test_a_classtable_plays_in_jupyterlab(page, lab_server, class_server, artifacts):
    """The same seat in JupyterLab (anywidget's initialize opens the one socket; the cell's
    view mounts the table): joined, and a bid clicked there is the server's."""
    code = open_exacto_room(class_server)
    (lab_server["root"] / "testbooks" / "classtable.ipynb").write_text(notebook_text(code, class_server.port))
    open_in_lab(page, lab_server, "classtable.ipynb", workspace="classtable")
    expect(page.get_by_test_id("class-status")).to_have_text(f"Room {code}: you are Anna, seat 0.", timeout=90_000)
    seat = page.get_by_test_id("class-seat")
    seat.get_by_test_id("quantity").select_option("2")
    seat.get_by_test_id("face-3").click()
    seat.get_by_test_id("bid-button").click()
    expect(seat.get_by_test_id("log")).to_contain_text("You bid 2 threes.")
    assert roster(class_server, code)["move_number"] >= 1
    page.screenshot(path=str(artifacts / "classtable-jupyterlab.png"))
    keep_for_docs(artifacts / "classtable-jupyterlab.png")
    shut_down_lab_kernels(lab_server, "classtable.ipynb")
