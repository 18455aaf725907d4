"""Ganjifa's events and refusals as data, read in en, lv, fi and ru.

Rule ids: ganjifa.void (the refusal names, in every language, exactly the suits the hand
may play), ganjifa.dukal and ganjifa.capture (counts in each language's plural forms),
ganjifa.opening-lead, ganjifa.trick-winner. The engine makes no words while it plays: an
event is put into words the first time it is read, and the last trick's reason too.
"""

from __future__ import annotations

import pickle
import random
import re

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.messages import MESSAGES, SUIT_NAMES, card_name, suit_name
from rules_engine.i18n import LANGUAGES

C = Card
TRUMP_WORDS = {"en": "trump (", "lv": "trumpi (", "fi": "valtti (", "ru": "козырь ("}


def test_card_and_suit_names_in_each_language():
    raja, six = C("rama", "raja"), C("kalki", 6)
    assert [card_name(raja, lang) for lang in LANGUAGES] == ["Raja of Rama", "Ramas Radža", "Raman Raja", "Раджа Рамы"]
    assert [card_name(six, lang) for lang in LANGUAGES] == [
        "6 of Kalki",
        "Kalki sešinieks",
        "Kalkin kuutonen",
        "шестёрка Калки",
    ]
    # A card may be given as a Card, its JSON or its index; a suit by name or index.
    assert card_name(six.to_json(), "ru") == card_name(six.index, "ru") == card_name(six, "ru")
    assert suit_name("krishna", "ru") == suit_name(7, "ru") == "Кришна"
    assert suit_name("krishna", "ru", genitive=True) == "Кришны" and suit_name("kalki", "fi", True) == "Kalkin"
    for lang in LANGUAGES:
        assert len({card_name(c, lang) for c in CARDS}) == len(CARDS), lang


def test_the_deal_is_told_in_every_language():
    game = Ganjifa(seed=3, period="night")
    texts = {lang: [e.render(lang) for e in game.log] for lang in LANGUAGES}
    leader = game.leader
    assert texts["en"][2] == f"Player {leader} holds the Raja of Krishna and must lead it, alone."
    assert texts["fi"][0] == "On yö: Krishna on valtti."
    assert texts["ru"][0] == "Сейчас ночь: козырная масть — Кришна."
    assert texts["lv"][0] == "Ir nakts: Krišna ir trumpju masts."
    assert "Раджа Кришны" in texts["ru"][2] and "Krishnan Raja" in texts["fi"][2] and "Krišnas Radža" in texts["lv"][2]
    assert texts["ru"][1].endswith("каждому игроку — 40 карт.")


def test_events_are_data_until_read(monkeypatch):
    """Nothing is put into words while the game is played: an event's words are made when
    someone reads them, and the last trick's reason too; the data is as it always was."""
    rendered = []
    real = MESSAGES.render
    monkeypatch.setattr(MESSAGES, "render", lambda *a, **k: rendered.append(a[0]) or real(*a, **k))
    game = Ganjifa(seed=4)
    rng = random.Random(4)
    events = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    assert rendered == [], "apply() made words"
    kinds = {e.kind for e in events}
    assert {"play", "trick", "capture", "end"} <= kinds
    for e in events:
        assert not any(k.startswith("_") for k in e.data)
        if e.kind == "play":
            assert set(e.data) == {"seat", "card"} and Card.from_json(e.data["card"]) in CARDS
    last = events[-1]
    assert last.kind == "end" and last.data["scores"] == [int(s) for s in game.scores]
    assert rendered == []
    # Read, in any language: then, and only then, the words are made.
    assert last.render("ru").startswith("Все карты сыграны.") and last.text.startswith("All hands are played out.")
    why = game.last_trick["why"]
    assert rendered and why in [e.text.split(": ", 1)[1][:-1] for e in events if e.kind == "trick"]


def test_events_and_refusals_travel_between_processes_and_render_there():
    game = Ganjifa(seed=5)
    events = game.apply(game.legal_actions()[0])
    copy = pickle.loads(pickle.dumps(events))
    assert [e.render("lv") for e in copy] == [e.render("lv") for e in events]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(next(c for c in CARDS if c not in game.hand(game.current_player))))
    again = pickle.loads(pickle.dumps(err.value))
    assert again.render("fi") == err.value.render("fi") and again.rule == "ganjifa.follow"
    assert again.render("fi").startswith("Sinulla ei ole tätä korttia: ")


def _named(text: str, lang: str) -> set[int]:
    """The suits a sentence names (either form, whole words: Rama is not Parashurama)."""
    names, genitives = SUIT_NAMES[lang]
    return {
        s
        for s in range(10)
        if re.search(rf"(?<!\w){re.escape(names[s])}(?!\w)", text)
        or re.search(rf"(?<!\w){re.escape(genitives[s])}(?!\w)", text)
    }


def void_refusal(mine, led, period):
    filler = [c for c in CARDS if c.suit == "vamana" and c not in mine]
    n = len(mine)
    game = Ganjifa.from_position(
        hands=[mine, filler[:n], filler[n : 2 * n - 1]], leader=2, trick=[led], first_trick=False, period=period
    )
    allowed = {a.card for a in game.legal_actions()}
    refused = next(c for c in mine if c not in allowed)
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(refused))
    assert err.value.rule == "ganjifa.void"
    return err.value, allowed


@pytest.mark.parametrize("seed", range(30))
def test_void_refusal_names_exactly_what_the_hand_allows_in_every_language(seed):
    """ganjifa.void: in every language the refusal names the led suit and exactly the suits
    of the cards the engine allows, and tells of a trump exactly when the hand holds one."""
    rng = random.Random(seed)
    period = rng.choice(["day", "night"])
    led = rng.choice([c for c in CARDS if c.suit != "vamana"])
    mine = rng.sample([c for c in CARDS if c.suit not in (led.suit, "vamana")], rng.randint(2, 6))
    trump = "rama" if period == "day" else "krishna"
    if len({c.suit for c in mine} - {trump}) <= 1 and all(c.suit != trump for c in mine):
        return  # every card of this hand is allowed
    try:
        err, allowed = void_refusal(mine, led, period)
    except StopIteration:
        return
    led_index = CARDS.index(led) // 12
    want = {CARDS.index(c) // 12 for c in allowed}
    for lang in LANGUAGES:
        text = err.render(lang)
        assert led_index in _named(text, lang), (lang, text)
        assert _named(text, lang) - {led_index} == want - {led_index}, (lang, text)
        assert (TRUMP_WORDS[lang] in text) == any(c.suit == trump for c in mine), (lang, text)


def dukal_deal():
    mine = [C("kalki", r) for r in ("raja", "mantri", 3, 4, 5, 6)] + [C("matsya", 1)]
    rest = [c for c in CARDS if c not in mine]
    return Ganjifa.from_position(
        hands=[mine, rest[:7], rest[7:14]], captured=[rest[14:60], rest[60:], []], leader=0, first_trick=False
    )


def test_a_dukal_is_told_with_each_languages_plurals():
    """ganjifa.dukal, ganjifa.capture: a Dukal of 6, one card owed, then the capture."""
    game = dukal_deal()
    dukal = LeadDukal(tuple(C("kalki", r) for r in ("raja", "mantri", 3, 4, 5, 6)))
    [event] = game.apply(dukal)
    assert event.render("ru") == (
        "Игрок 0 ходит Дукалом из 6 карт масти Калки: он сразу выигрывает; каждый соперник сбрасывает 6 карт."
    )
    assert event.render("lv").endswith("katrs pretinieks nomet 6 kārtis.")
    assert "6 Kalkin korttia" in event.render("fi")
    with pytest.raises(IllegalAction) as err:
        game.check(PlayCard(game.hand(1)[0]))
    assert err.value.render("ru") == "Игрок 0 пошёл Дукалом: сначала сбросьте 6 карт на ваш выбор."
    game.apply(DiscardForDukal(tuple(game.hand(1)[:5])))
    with pytest.raises(IllegalAction) as err:
        game.check(DiscardForDukal(tuple(game.hand(1)[:2])))
    texts = {lang: err.value.render(lang) for lang in LANGUAGES}
    assert texts["en"] == "You owe 1 card to the Dukal, not 2."
    assert texts["ru"] == "На Дукал вы должны сбросить 1 карту, а не 2."
    assert texts["lv"] == "Dukalam jums jānomet 1 kārts, nevis 2."
    assert texts["fi"] == "Sinun on heitettävä Dukal-sarjalle pois 1 kortti, ei 2."
    game.apply(DiscardForDukal(tuple(game.hand(1)[:1])))
    events = game.apply(DiscardForDukal(tuple(game.hand(2)[:6])))
    capture = events[-1]
    assert capture.kind == "capture" and capture.data == {"seat": 0, "cards": 18}
    assert capture.render("ru") == "Игрок 0 забирает Дукал и сброшенные карты: 18 карт и снова ходит."
    assert capture.render("lv") == "Spēlētājs 0 paņem Dukalu un nomestās kārtis: 18 kāršu un atkal iziet."


def test_every_refusal_of_a_dukal_renders_in_every_language():
    game = dukal_deal()
    tries = [
        LeadDukal((C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4), C("matsya", 1))),
        LeadDukal((C("kalki", "raja"), C("kalki", 3), C("kalki", 4), C("kalki", 5))),
        LeadDukal((C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4))),
        LeadDukal((C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4), C("kalki", 6))),
        LeadDukal((C("rama", "raja"), C("rama", "mantri"), C("rama", 3), C("rama", 4), C("rama", 5))),
        DiscardForDukal((C("kalki", 3),)),
    ]
    seen = set()
    for action in tries:
        with pytest.raises(IllegalAction) as err:
            game.check(action)
        seen.add(err.value.msg.id)
        english = err.value.message
        assert all(err.value.render(lang) not in ("", english) for lang in LANGUAGES[1:]), err.value.msg
    assert seen == {
        "dukal.one-suit",
        "dukal.courts",
        "dukal.too-short",
        "dukal.broken",
        "refuse.not-held",
        "refuse.no-dukal",
    }


def test_input_that_is_no_card_is_refused_in_every_language():
    game = Ganjifa(seed=1)
    bad = [
        {"kind": "play", "card": {"suit": "zeus", "rank": 1}},
        {"kind": "play", "card": [1, 2]},
        {"kind": "play", "card": {"suit": "rama", "rank": 11}},
        {"kind": "dukal", "cards": "abc"},
        {"kind": "dukal", "cards": []},
        PlayCard("rama 7"),
        LeadDukal(C("rama", 1)),
        DiscardForDukal((C("rama", 2), C("rama", 2))),
    ]
    for action in bad:
        with pytest.raises(IllegalAction) as err:
            game.check(action)
        assert err.value.rule == "input" and err.value.msg is not None, action
        english = err.value.message
        assert all(err.value.render(lang) != english for lang in LANGUAGES[1:]), english
    assert english == "The 2 of Rama is named twice."
    assert err.value.render("ru") == "Карта названа дважды: двойка Рамы."


def test_the_end_names_every_winner_of_a_shared_win():
    end = MESSAGES.render
    params = {"scores": [45, 45, 30], "winners": [0, 1], "_shared": "yes"}
    assert end("end", params).endswith("Player 0 and player 1 win (a shared win).")
    assert end("end", params, "ru").endswith("Победу делят игроки 0 и 1.")
    assert end("end", params, "fi").endswith("Pelaajat 0 ja 1 jakavat voiton.")
    assert end("end", params, "lv").endswith("Uzvaru dala spēlētāji 0 un 1.")
