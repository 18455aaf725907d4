"""No hidden information in what a Ganjifa table syncs to the browser: the state for your
seat is the same in every world that differs only in the AI players' hands (view, legal
list, log, error line, hint), no card in an AI player's hand ever appears in it, and an AI
player's reason (which depends on its hand) is withheld until the deal is over, except in
the teacher's reveal-all view."""

from __future__ import annotations

import json
import random

import pytest

from rules_engine.ganjifa import Card, Ganjifa
from widgets import GanjifaTable

SYNCED = ("view", "legal", "event_log", "hint", "error", "error_rule", "can_undo", "bot_to_move", "seat_info", "rules")


def synced(widget) -> dict:
    return {k: getattr(widget, k) for k in SYNCED}


def twin(widget: GanjifaTable, game: Ganjifa) -> GanjifaTable:
    """A table on ``game`` set up like ``widget`` (same seat and bot names; bots wait)."""
    return GanjifaTable.from_game(
        game, seat=widget.seat, opponents="random", settings={**widget.settings, "bot_delay_ms": 500}
    )


def hidden_cards(widget: GanjifaTable) -> list[str]:
    """The JSON of every card in the other players' hands, as it would appear in the state."""
    out = []
    for s in range(3):
        if s != widget.seat:
            out += [json.dumps(c.to_json(), sort_keys=True) for c in widget.game.hand(s)]
    return out


def state_text(widget: GanjifaTable) -> str:
    state = {k: v for k, v in widget.get_state().items() if k not in ("_esm", "_css", "layout")}
    return json.dumps(state, sort_keys=True, default=str)


def bad_moves(widget: GanjifaTable) -> list[dict]:
    """Moves the rules refuse whatever the hidden hands are."""
    hand = widget.view["hands"][widget.seat]
    legal = widget.legal
    illegal = [c for c in hand if {"kind": "play", "card": c} not in legal]
    foreign = next(
        c
        for c in ({"suit": s, "rank": r} for s in ("kalki", "rama", "matsya") for r in ("raja", 1, 5))
        if c not in hand
    )
    moves = [
        {"kind": "play", "card": foreign},
        {"kind": "dukal", "cards": [{"suit": "rama", "rank": r} for r in ("raja", "mantri", 1, 2, 4)]},
    ]
    if widget.view["dukal"] is None:
        moves.append({"kind": "discard", "cards": hand[:1]})
    if illegal:
        moves.append({"kind": "play", "card": illegal[0]})
    return moves


@pytest.mark.parametrize("seed,seat,period", [(1, 0, "day"), (2, 1, "night"), (3, 2, "day")])
def test_state_does_not_depend_on_the_ai_players_hands_through_a_whole_deal(seed, seat, period):
    w = GanjifaTable(seed=seed, seat=seat, period=period, opponents="random", bot_delay_ms=0, bot_seed=seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(200):
        if w.game.is_over:
            break
        assert w.legal, "bots move at once: it is the learner's turn"
        text = state_text(w)
        for card in hidden_cards(w):
            assert card not in text, f"an AI player's card leaked: {card}"
        if checked < 12 or rng.random() < 0.25:
            alt = twin(w, w.game.resample_hidden(seat, random.Random(rng.random())))
            assert [alt.game.hand(s) for s in range(3)] != [w.game.hand(s) for s in range(3)] or sum(
                w.view["hand_sizes"]
            ) - w.view["hand_sizes"][seat] <= 1
            assert synced(alt) == synced(w)
            for bad in bad_moves(w):
                w.act(bad)
                alt.act(bad)
                assert (alt.error, alt.error_rule) == (w.error, w.error_rule) != ("", "")
                for card in hidden_cards(w):
                    assert card not in w.error
            checked += 1
        w.act(rng.choice(w.legal))
    assert w.game.is_over and checked >= 12
    # once the deal is over, every card is public and nothing is hidden any more
    assert hidden_cards(w) == []


def test_an_ai_players_dukal_and_discards_are_public_but_its_hand_is_not():
    from test_ganjifa_widget import dukal_first, dukal_position

    w = GanjifaTable.from_game(dukal_position(1), opponents=dukal_first, settings={"bot_delay_ms": 0})
    assert w.view["dukal"]["leader"] == 1 and w.view["dukal"]["discards"]["2"], "public: every card was shown"
    text = state_text(w)
    for card in hidden_cards(w):
        assert card not in text
    alt = GanjifaTable.from_game(
        w.game.resample_hidden(0, random.Random(3)), opponents=dukal_first, settings={**w.settings, "bot_delay_ms": 500}
    )
    assert synced(alt) == synced(w)


def test_the_teacher_view_shows_every_hand_and_is_set_from_python_only():
    w = GanjifaTable(seed=4, opponents="random", bot_delay_ms=700)
    assert w.view["hands"][1] is None
    w.reveal_all = True
    assert w.view == w.page_view(w.game.view(None)) and all(
        isinstance(h, list) and len(h) == 40 for h in w.view["hands"]
    )
    w.set_state({"reveal_all": False})
    assert w.reveal_all is True
    w.reveal_all = False
    assert w.view["hands"][1] is None and w.view["hands"][2] is None
    w.set_state({"reveal_all": True})
    assert w.reveal_all is False


def test_ai_reasons_wait_until_the_deal_is_over():
    """The heuristic bot's reason names cards it holds: the browser gets it only once the
    deal is over (or in the teacher's reveal-all view); Why? shows the withheld note."""
    seed = next(s for s in range(200) if Ganjifa(seed=s).current_player == 0)
    w = GanjifaTable(seed=seed, opponents="heuristic", bot_delay_ms=0, bot_seed=1)
    w.act({"kind": "play", "card": {"suit": "rama", "rank": "raja"}})
    assert len(w.game.history) >= 3 and not w.game.is_over
    assert "shown when the deal is over" in w.bot_reason and "only Player" in w.bot_reason
    assert w.bot_reasons == []
    assert w.bot_reason_seat in (1, 2)
    w.reveal_all = True
    assert "shown when the deal is over" not in w.bot_reason and w.bot_reasons
    assert {r["seat"] for r in w.bot_reasons} <= {1, 2}
    w.reveal_all = False
    assert "shown when the deal is over" in w.bot_reason and w.bot_reasons == []
    rng = random.Random(1)
    while not w.game.is_over:
        w.act(rng.choice(w.legal))
    assert "shown when the deal is over" not in w.bot_reason
    assert len(w.bot_reasons) == 20 and all(r["text"] for r in w.bot_reasons)


def test_the_withheld_note_never_quotes_a_card():
    w = GanjifaTable(seed=8, opponents="heuristic", bot_delay_ms=0, bot_seed=2)
    rng = random.Random(8)
    for _ in range(15):
        if w.game.is_over:
            break
        for card in hidden_cards(w):
            c = json.loads(card)
            assert str(Card(c["suit"], c["rank"])) not in w.bot_reason
        w.act(rng.choice(w.legal))


def reckless(view, legal, rng):
    """A student's bot that ignores the follow rule: it always plays its first card."""
    from rules_engine.ganjifa.game import PlayCard

    return PlayCard(Card.from_json(view["hands"][view["seat"]][0]))


@pytest.mark.parametrize("seed", range(4))
def test_a_student_bot_breaking_the_follow_rule_tells_the_page_nothing_about_its_hand(seed):
    """Its refusals name suits it holds (ganjifa.follow / ganjifa.void, which one depends on
    its hand): they stay in Python (bot_errors); the page's error line and rule do not move,
    so they are the same in every world with the hands redrawn."""
    game = Ganjifa(seed=seed)
    w = GanjifaTable.from_game(game, seat=0, opponents=reckless, settings={"bot_delay_ms": 0}, bot_seed=seed)
    rng = random.Random(seed)
    for _ in range(12):
        if w.game.is_over or not w.legal:
            break
        alt = GanjifaTable.from_game(
            w.game.resample_hidden(0, rng), seat=0, opponents=reckless, settings={"bot_delay_ms": 500}, bot_seed=seed
        )
        assert (alt.error, alt.error_rule) == (w.error, w.error_rule) == ("", "")
        w.act(w.legal[0])
    assert w.bot_errors, "the reckless bot broke the rule at least once"
    assert any(rule in e["error"] for e in w.bot_errors for rule in ("ganjifa.follow", "ganjifa.void"))
    assert (w.error, w.error_rule) == ("", "")
    assert all(e["error"] not in state_text(w) for e in w.bot_errors)
