"""The page names its learner "you" in every sentence it shows, in every
language, while the engine's own words (``Event.text``, English, third person) stay as
they were; other seats keep their names."""

from __future__ import annotations

import random

import pytest
from support.widgets import make_table, send

from rules_engine.core import make
from rules_engine.i18n import LANGUAGES
from widgets import GanjifaTable

# how each language names another seat, and the learner, in a sentence of the log
_SEAT_WORD = {
    "exacto": {"en": "mage 0", "lv": "burvis 0", "fi": "velho 0", "ru": "маг 0"},
    "ganjifa": {"en": "player 0", "lv": "spēlētāj", "fi": "pelaaja 0", "ru": "игрок 0"},
}
# the learner's words (Finnish often says it with the verb's ending alone)
_YOU = {"en": ("you",), "lv": ("jūs", "jums"), "fi": ("",), "ru": ("вы", "вас", "ваш")}


def _page_log(widget, monkeypatch):
    sent = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    send(widget, {"type": "sync"})
    return sent[-1]["entries"]


def _played_exacto(seed=4):
    game = make("exacto", players=3, seed=seed)
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(list(game.legal_actions())))
    return game


def _played_ganjifa(seed=3):
    game = make("ganjifa", seed=seed)
    rng = random.Random(2)
    while not game.is_over:
        game.apply(rng.choice(list(game.legal_actions())))
    return game


@pytest.mark.parametrize("lang", LANGUAGES)
def test_exacto_log_names_the_learner_you(lang):
    game = _played_exacto()
    log = game.visible_log(0, lang, you=0)
    plain = game.visible_log(0, lang)
    assert len(log) == len(plain)
    mage0 = _SEAT_WORD["exacto"][lang]
    for entry, other in zip(log, plain, strict=False):
        assert entry["data"] == other["data"] and entry["kind"] == other["kind"]
        assert mage0 not in entry["text"].lower(), entry["text"]
    names_you = [e for e, o in zip(log, plain, strict=False) if e["text"] != o["text"]]
    assert names_you, "some sentences name the learner"
    assert all(any(w in e["text"].lower() for w in _YOU[lang]) for e in names_you)
    # another mage keeps the name
    assert any(_SEAT_WORD["exacto"][lang].replace("0", "1") in e["text"].lower() for e in log)


def test_exacto_you_sentences_in_english_read_right():
    game = _played_exacto()
    texts = [e["text"] for e in game.visible_log(0, "en", you=0)]
    assert texts[0].endswith("You open the bidding.")
    assert texts[1].startswith("You rolled ")
    assert any(t.startswith("You bid ") for t in texts)
    assert any(t.startswith("Mage 1 calls ") and " on your " in t for t in texts)
    assert texts[-1] == "Only you have dice left: you win!"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ganjifa_log_names_the_learner_you(lang):
    game = _played_ganjifa()
    log = game.visible_log(0, lang, you=0)
    plain = game.visible_log(0, lang)
    changed = [(e, o) for e, o in zip(log, plain, strict=False) if e["text"] != o["text"]]
    assert changed
    for entry, _ in changed:
        assert _SEAT_WORD["ganjifa"][lang] + "0" not in entry["text"].lower()
    en = [e["text"] for e in game.visible_log(0, "en", you=0) if e["kind"] != "end"]
    assert not any("Player 0 " in t or "player 0" in t for t in en), en


def test_the_engine_text_is_unchanged():
    """The engine's English, third person, is what ``.text`` and the default JSON keep."""
    game = _played_exacto()
    assert game.log[0].text.endswith("Mage 0 opens the bidding.")
    assert game.visible_log(0)[0]["text"] == game.log[0].text
    assert game.log[0].render("en", you=0).endswith("You open the bidding.")
    assert game.log[0].text.endswith("Mage 0 opens the bidding."), "rendering for a reader caches nothing"
    assert game.log[0].render("fi", you=1) == game.log[0].render("fi")  # seat 1 not named


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_exacto_page_log_says_you(monkeypatch, lang):
    w = make_table()
    w.update_settings(language=lang)
    entries = _page_log(w, monkeypatch)
    assert entries == w.game.visible_log(0, lang, you=0)
    assert not any(_SEAT_WORD["exacto"][lang] in e["text"].lower() for e in entries)
    send(w, {"type": "act", "action": {"kind": "bid", "quantity": 2, "face": 3}})
    w.reveal_all = True  # the teacher's view sees every cup but the page still says "you"
    entries = _page_log(w, monkeypatch)
    assert entries == w.game.visible_log(None, lang, you=0)


def test_the_ganjifa_page_log_says_you(monkeypatch):
    w = GanjifaTable(seat=0, seed=3, opponents="random", bot_delay_ms=0)
    entries = _page_log(w, monkeypatch)
    assert entries == w.game.visible_log(0, "en", you=0)
    assert not any(e["text"].startswith("Player 0 ") for e in entries)


def test_hot_seat_keeps_the_names(monkeypatch):
    """When the seat passes between people, a name says whose turn it was."""
    w = make_table(bots={1: "random", 2: "random"})
    assert _page_log(w, monkeypatch) == w.game.visible_log(-1, "en"), "behind the curtain: public lines only"
    w.lift_curtain()
    entries = _page_log(w, monkeypatch)
    assert entries[-1]["kind"] == "screen", "the log says in public whom the screen was shown to"
    entries = [e for e in entries if e["kind"] != "screen"]
    assert entries == w.game.visible_log(w.seat, "en")
