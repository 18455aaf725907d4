"""Siggil's bots: they play only legal actions, say why in every language with public facts
only, and the lookahead bot beats the greedy one in an arena run (siggil.capture,
siggil.steal, siggil.recapture, siggil.take, siggil.solo-turn, siggil.solo-limit)."""

from __future__ import annotations

import random

import pytest

from rules_engine.arena import tournament
from rules_engine.bots import make_bot
from rules_engine.i18n import LANGUAGES, Msg
from rules_engine.siggil import MESSAGES, Card, Siggil
from rules_engine.siggil.bots import BOTS, GreedyBot, LookaheadBot

BOT_IDS = {i for i in MESSAGES.ids if i.startswith("bot.")}


def _cards_named(params) -> set[Card]:
    out = set()
    for key in ("card", "cards"):
        value = params.get(key)
        if value is None:
            continue
        for c in value if isinstance(value, list) else [value]:
            out.add(Card.from_json(c))
    return out


def _public_cards(game) -> set[Card]:
    """Cards every seat can see now: face up in the sigil, laid in sets, discarded face up."""
    view = game.view(None)
    seen = {Card.from_json(p["card"]) for p in view["sigil"] if p is not None and p["face_up"]}
    seen |= {Card.from_json(c) for mine in view["sets"] for s in mine for c in s["cards"]}
    return seen


@pytest.mark.parametrize("name", ["greedy", "lookahead", "beginner", "medium", "strong"])
@pytest.mark.parametrize(
    "players,options",
    [(1, {}), (1, {"difficulty": "advanced", "layout": "ring"}), (2, {}), (3, {"layout": "wall"}), (4, {})],
)
def test_bots_play_legal_moves_and_explain_them_with_public_facts(name, players, options):
    for seed in range(3):
        game = Siggil(players=players, seed=seed, **options)
        bots = [make_bot("siggil", name) for _ in range(players)]
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.current_player
            legal = game.legal_actions()
            before = _public_cards(game)
            decision = bots[seat].decide(game.view(seat), legal, rng)
            assert decision.action in legal
            reason = decision.reason
            assert isinstance(reason, Msg) and reason.id in BOT_IDS
            english = reason.render("en")
            for lang in LANGUAGES[1:]:
                text = reason.render(lang)
                assert text and text != english and "{" not in text
            laid = set(getattr(decision.action, "cards", ()))
            # a reason names only cards the table sees (the card taken lay face up) or lays down
            assert _cards_named(reason.params) <= before | laid, (english, seat)
            game.apply(decision.action)


def test_reasons_do_not_change_with_what_the_bot_cannot_see():
    """The bot's decision and reason depend on its view only: in a world where every card it
    cannot see is redrawn, it decides the same with the same words."""
    checked = 0
    for seed in range(6):
        game = Siggil(seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randint(5, 40)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        seat = game.current_player
        other = game.resample_hidden(seat, random.Random(seed + 100))
        assert other.view(None) != game.view(None) or seed > 3
        for cls in (GreedyBot, LookaheadBot):
            a = cls().decide(game.view(seat), game.legal_actions(), random.Random(1))
            b = cls().decide(other.view(seat), other.legal_actions(), random.Random(1))
            assert a.action == b.action and a.reason.render("en") == b.reason.render("en")
            checked += 1
    assert checked >= 6


def test_greedy_captures_and_steals_when_it_can():
    """siggil.steal before siggil.capture-free: a steal also denies the holder."""
    sigil = [None] * 56
    sigil[27] = {"card": Card(7, 7), "face_up": True}
    sigil[55] = {"card": Card(7, 6), "face_up": True}
    sigil[54] = {"card": Card(7, 5), "face_up": True}
    hands = [[Card(2, 1), Card(2, 3), Card(2, 4), Card(1, 4), Card(3, 4), Card(5, 4), Card(6, 4)], []]
    sets = [[], [{"cards": [Card(4, 1), Card(4, 2), Card(4, 3)], "spirit": 4}]]
    game = Siggil.from_position(sigil, hands, sets, free_spirits=[2])
    game.apply(game.legal_actions()[0])
    decision = GreedyBot().decide(game.view(0), game.legal_actions(), random.Random(0))
    assert decision.action.kind == "steal" and decision.reason.id == "bot.steal"
    assert "player 1" in decision.reason.render("en")


def test_every_bot_reason_exists_in_every_language():
    assert MESSAGES.problems() == []
    assert {
        "bot.capture",
        "bot.steal",
        "bot.recapture",
        "bot.pass",
        "bot.take-spirit",
        "bot.take-plain",
        "bot.discard",
        "bot.release",
        "bot.look",
    } <= BOT_IDS
    assert set(BOTS) == {"random", "greedy", "lookahead", "beginner", "medium", "strong"}


@pytest.mark.slow  # an arena run: 160 games
def test_lookahead_beats_greedy_in_the_arena():
    """A small arena run (seats rotated, fixed seeds): lookahead wins clearly more than half."""
    result = tournament(
        "siggil",
        {"lookahead": "lookahead", "greedy": "greedy"},
        games=160,
        players=2,
        seed=3,
        processes=1,
        progress=False,
    )
    look = result["lookahead"]
    assert look.games == 160
    assert look.win_rate >= 0.55 and look.ci[0] > 0.5, result
