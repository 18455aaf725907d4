"""Which pages may open a seat: the class server's own (at its own names and addresses,
never whatever the Host header says), a page served by the student's own computer (their
JupyterLab or Voila, where a ClassTable runs), and the sites the teacher names with
``--allow-origin`` (a school JupyterHub); another site's page is closed with 1008, so that
a ClassTable can say why."""

from __future__ import annotations

import json

import pytest
from starlette.websockets import WebSocketDisconnect
from support.classroom import TestClient, class_app, join, open_room
from websockets.sync.client import connect

from tabletop_tutor_classroom.server import ClassServer, check_origin, make_app, origin_allowed
from tabletop_tutor_classroom.storage import SQLiteStorage
from tabletop_tutor_site.__main__ import main

HUB = "https://hub.school.example"
OWN = frozenset({check_origin("http://class.local:8010")})  # the server's own pages


@pytest.mark.parametrize(
    "origin",
    [None, "http://class.local:8010", "http://localhost:8888", "http://127.0.0.1:8866", "http://[::1]:8888"],
)
def test_our_own_pages_the_students_own_computer_and_programs_are_let_in(origin):
    assert origin_allowed(origin, OWN)


@pytest.mark.parametrize(
    "origin",
    ["https://evil.example", "http://localhost.evil.example:8888", "null", "http://class.local:8011", HUB],
)
def test_another_sites_page_is_refused(origin):
    assert not origin_allowed(origin, OWN)


def test_a_site_the_teacher_allows_is_let_in_as_the_browser_names_it():
    allowed = OWN | {check_origin("https://Hub.School.example/")}
    assert origin_allowed(HUB, allowed)
    assert not origin_allowed("https://hub.school.example:444", allowed)


@pytest.mark.parametrize("bad", ["hub.school.example", "https://hub.school.example/lab", "ftp://hub", "https://"])
def test_an_origin_is_a_scheme_and_a_host_only(bad):
    with pytest.raises(ValueError, match="an origin is http"):
        check_origin(bad)


def test_a_foreign_page_is_closed_with_1008_and_an_allowed_one_plays():
    server, client = class_app()
    with client:
        code = open_room(client, server, game="exacto", players=2, bots={"1": "random"})
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect("/ws", headers={"origin": HUB}) as ws,
        ):
            ws.send_json({"type": "join", "room": code, "name": "Eve"})
            ws.receive_json()
        assert closed.value.code == 1008
        assert server.rooms[code].names == {}  # nobody sat down
    allowing = ClassServer(SQLiteStorage(":memory:"), bot_delay=0, allowed_origins=[HUB])
    with TestClient(make_app(allowing)) as client:
        code = open_room(client, allowing, game="exacto", players=2, bots={"1": "random"})
        with client.websocket_connect("/ws", headers={"origin": HUB}) as ws:
            joined, _ = join(ws, code, "Anna")
        assert joined["seat"] == 0


def test_the_teacher_names_allowed_sites_on_the_command_line_and_sees_them(class_server):
    server = class_server(allow_origins=[HUB])
    printed = "".join(server.lines)
    assert f"(localhost), {HUB} (more: --allow-origin URL)" in printed
    assert f'server="http://127.0.0.1:{server.port}"' in printed
    with connect(server.url, origin=HUB) as hub_page:
        hub_page.send(json.dumps({"type": "resume", "token": "nothing"}))
        assert json.loads(hub_page.recv(timeout=10))["type"] == "error"  # in, and answered


def test_a_malformed_allowed_origin_stops_the_server_before_it_starts(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["class", "--allow-origin", "hub.school.example"])
    assert stopped.value.code == 2
    assert "--allow-origin: an origin is http(s)://host[:port]" in capsys.readouterr().err
