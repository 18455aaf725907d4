"""People sharing one screen (hot-seat) cannot cheat without a trace: a curtain lifted
shows that seat's secrets to whoever looks, so undo never goes back past it and the log says
so in public; the page's model keeps no earlier secret once the curtain is up (Backbone's
previousAttributes); while bots play between people the screen shows the public table only;
a table without a curtain (Ganjifa) refuses a second person."""

from __future__ import annotations

import json

import pytest
from support.widgets import send

from widgets import DeductioTable, ExactoTable, GanjifaTable, SiggilTable

#: (table, the view key holding every seat's secret, a first move for a seat)
GAMES = {
    "exacto": (lambda **kw: ExactoTable(players=3, seed=4, **kw), "dice"),
    "deductio": (lambda **kw: DeductioTable(players=3, seed=4, **kw), "numbers"),
    "siggil": (lambda **kw: SiggilTable(players=3, seed=4, **kw), "hands"),
}


def first_move(w) -> dict:
    """A legal move for the seat on turn; Deductio's ability offers come after a clue."""
    legal = w.legal
    for kind in ("bid", "clue", "take_all", "take", "pass", "decline"):
        for action in legal:
            if action["kind"] == kind:
                return action
    return legal[0]


def play_turn(w) -> None:
    """The person on turn lifts the curtain and plays until the turn passes."""
    seat = w.game.current_player
    if w.curtain:
        send(w, {"type": "ready"})
    while not w.game.is_over and w.game.current_player == seat:
        before = len(w.game.history)
        send(w, {"type": "act", "action": first_move(w)})
        assert len(w.game.history) > before, w.error


class FakeBackbone:
    """The page's model as Backbone keeps it: the attributes and, from the last update, the
    attributes before it (``previousAttributes()``, which a console can read)."""

    def __init__(self, widget):
        self.attributes = json.loads(json.dumps(widget.get_state(), default=str))
        self.previous = dict(self.attributes)
        self.updates = 0
        original = widget._send

        def record(msg, buffers=None):
            if msg.get("method") == "update":
                self.previous = json.loads(json.dumps(self.attributes))
                self.attributes.update(json.loads(json.dumps(msg["state"], default=str)))
                self.updates += 1
            return original(msg, buffers)

        widget._send = record


def secrets_of(state: dict, key: str) -> list:
    return [x for x in (state.get("view") or {}).get(key, []) if x is not None]


@pytest.mark.parametrize("name", GAMES)
def test_undo_never_goes_back_past_a_lifted_curtain_and_the_log_says_who_was_shown(name):
    """Show + Undo = peek and retract: once the curtain lifted for the next seat, that seat's
    secret was on the screen; the move before it cannot be taken back and played again."""
    make, _key = GAMES[name]
    w = make(bots=None, bot_delay_ms=700)
    play_turn(w)  # seat 0 plays; the curtain goes up for seat 1
    assert w.curtain == {"seat": 1}
    # before anyone looked, the move can be taken back (Deductio's refill already turned a
    # clue up, which its own undo floor keeps: deductio.refill; Siggil's take freed a spirit
    # and turned a card up, siggil.available, and the pass after it was played for seat 0,
    # which could capture nothing: it goes back only with the take)
    assert w.can_undo or name in ("deductio", "siggil")
    send(w, {"type": "ready"})  # whoever is at the screen sees seat 1's secret
    assert w.curtain == {} and not w.can_undo
    before = w.game.to_json()
    send(w, {"type": "undo"})
    assert w.game.to_json() == before and w.error, "undo refused: seat 1's secret was shown"
    shown = [e for e in w.event_log if e["kind"] == "screen"]
    assert [e["data"]["seat"] for e in shown] == [0, 1], "the log says, in public, each time the screen was shown"
    assert all("seats" not in e for e in shown) and "shown to" in shown[-1]["text"]
    # the next seat's page reads the same lines (they are public), in the page's language
    w.settings = {**w.settings, "language": "ru"}
    assert all(e["text"].startswith("Экран был открыт") for e in w.event_log if e["kind"] == "screen")


@pytest.mark.parametrize("name", GAMES)
def test_the_page_model_holds_no_secret_of_the_last_seat_once_the_curtain_is_up(name):
    make, key = GAMES[name]
    w = make(bots=None, bot_delay_ms=700)
    page = FakeBackbone(w)
    send(w, {"type": "ready"})
    assert secrets_of(page.attributes, key), "seat 0 sees its own secret"
    play_turn(w)
    assert w.curtain == {"seat": 1}
    assert secrets_of(page.attributes, key) == [], "the curtained state holds no secret"
    assert secrets_of(page.previous, key) == [], "nor does the state before the last update"
    assert page.previous.get("legal") == [] and page.previous.get("hint") == {}


@pytest.mark.parametrize("name", GAMES)
def test_while_a_bot_plays_between_two_people_the_screen_shows_the_public_table(name):
    make, key = GAMES[name]
    w = make(bots={1: "random"}, bot_delay_ms=700)
    page = FakeBackbone(w)
    play_turn(w)  # seat 0 plays; seat 1 (a bot) is to move
    assert w.game.current_player == 1 and w.bot_to_move
    assert w.curtain == {"bots": True}, "the curtain rises as soon as the person's move is done"
    assert secrets_of(page.attributes, key) == [] and secrets_of(page.previous, key) == []
    assert w.legal == [] and w.hint == {}
    assert all("seats" not in e for e in w.event_log), "public log lines only while the bots play"
    send(w, {"type": "ready"})
    assert w.error and w.curtain == {"bots": True}, "nobody lifts it while the bots play"
    while w.game.current_player == 1 and not w.game.is_over:
        assert w.step(len(w.game.history))
    assert w.curtain == {"seat": w.game.current_player}, "then the screen passes to the next person"
    assert secrets_of(page.attributes, key) == []


def test_the_first_move_by_a_bot_is_played_behind_the_curtain_too():
    w = ExactoTable(players=3, seed=4, bots={0: "random"}, seat=1, bot_delay_ms=700)
    assert w.game.current_player == 0 and w.curtain == {"bots": True}
    assert w.view["dice"] == [None, None, None]


def test_one_person_at_a_table_has_no_curtain_while_the_bots_play():
    w = ExactoTable(players=3, seed=4, bots="random", bot_delay_ms=700)
    send(w, {"type": "act", "action": first_move(w)})
    assert w.bot_to_move and w.curtain == {} and w.view["dice"][0] == w.game.dice[0]


def test_ganjifa_refuses_two_people_at_its_screen():
    """Ganjifa's table has no curtain: a second person would see the first one's hand."""
    with pytest.raises(ValueError, match="seat\\(s\\) 1 have no bot"):
        GanjifaTable(opponents={2: "heuristic"})
    assert GanjifaTable(opponents="random").humans == [0]
