"""What the Ganjifa engine and its quizzes say must be true of the situation they describe.

Rule ids: ganjifa.void (the refusal names only the options the hand really has),
ganjifa.capture (the winner leads next, unless the deal is over), ganjifa.day-night,
ganjifa.deal and ganjifa.opening-lead (logged in the order they happen), ganjifa.dukal
(counts of cards in real plurals), and the quizzes' ganjifa.void and ganjifa.dukal.
"""

import random
import re

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard
from rules_engine.ganjifa.cards import SUIT_TITLES
from rules_engine.ganjifa.lessons import quiz
from rules_engine.ganjifa.probability import p_dealt_dukal, p_dukal_in_deal
from rules_engine.lessons import say


def C(suit, rank):
    return Card(suit, rank)


def named_suits(text, led):
    """Suit titles a sentence names (whole words: Rama is not Parashurama), the led one aside."""
    return {t for t in SUIT_TITLES if t != SUIT_TITLES[led] and re.search(rf"\b{t}\b", text)}


# ------------------------------------------------------------------------ ganjifa.void


def void_refusal(mine, led, period="day"):
    """Player 1 leads ``led``; player 0 holds ``mine`` (no card of the led suit) and plays
    the card of ``mine`` that is refused: (message, the cards player 0 may play)."""
    filler = [c for c in CARDS if c.suit == "vamana" and c not in mine]
    n = len(mine)  # player 2 has led: one card fewer
    game = Ganjifa.from_position(
        hands=[mine, filler[:n], filler[n : 2 * n - 1]], leader=2, trick=[led], first_trick=False, period=period
    )
    allowed = {a.card for a in game.legal_actions()}
    refused = next(c for c in mine if c not in allowed)
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(refused))
    assert err.value.rule == "ganjifa.void"
    return err.value.message, allowed


def test_ganjifa_void_refusal_without_trumps_names_no_trump():
    """ganjifa.void: with no trump in hand, the refusal does not tell you to play one."""
    message, allowed = void_refusal([C("matsya", 3), C("kurma", 5)], C("kalki", 9))
    assert allowed == {C("matsya", 3)}
    assert "trump (" not in message and "play Matsya" in message and "no trump" in message


def test_ganjifa_void_refusal_when_the_first_suit_held_is_the_trump():
    """ganjifa.void: Parashurama led by day, and Rama (the trump) is also the first suit
    held after it: one option, named once (not "a trump (Rama) or Rama")."""
    message, allowed = void_refusal([C("rama", 2), C("kalki", 3)], C("parashurama", 5))
    assert allowed == {C("rama", 2)}
    assert "or Rama" not in message and message.count("Rama") == 1 and "trump" in message


@pytest.mark.parametrize("seed", range(40))
def test_ganjifa_void_refusal_names_exactly_what_the_hand_allows(seed):
    """ganjifa.void: for random hands with no card of the led suit, by day and by night,
    the suits the refusal names are exactly the suits of the cards the engine allows, and
    it mentions a trump exactly when the hand holds one."""
    rng = random.Random(seed)
    period = rng.choice(["day", "night"])
    led = rng.choice([c for c in CARDS if c.suit != "vamana"])
    pool = [c for c in CARDS if c.suit not in (led.suit, "vamana")]
    mine = rng.sample(pool, rng.randint(2, 6))
    legal_everything = {c.suit for c in mine}
    trump = "rama" if period == "day" else "krishna"
    try:
        message, allowed = void_refusal(mine, led, period)
    except StopIteration:  # every card of this hand is allowed
        assert len(legal_everything - {trump}) <= 1
        return
    title = {t.lower(): t for t in SUIT_TITLES}
    assert named_suits(message, SUIT_TITLES.index(title[led.suit])) == {title[c.suit] for c in allowed}
    assert ("trump (" in message) == any(c.suit == trump for c in mine)


# --------------------------------------------------------------------- ganjifa.capture


def test_ganjifa_capture_nobody_leads_after_the_last_trick():
    """ganjifa.capture, ganjifa.end: the winner "leads" only while cards are left; the last
    trick's capture says no such thing."""
    game = Ganjifa.from_position(
        hands=[[C("kurma", 5), C("kalki", 1)], [C("kurma", 1), C("kalki", 2)], [C("kurma", 9), C("kalki", 3)]],
        leader=0,
        first_trick=False,
    )
    texts = []
    while not game.is_over:
        texts += [e.text for e in game.apply(game.legal_actions()[0]) if e.kind == "capture"]
    assert texts == ["Player 1 captures 3 cards and leads.", "Player 2 captures 3 cards."]


def test_ganjifa_capture_a_dukal_that_ends_the_deal_does_not_lead_again():
    """ganjifa.dukal, ganjifa.capture: a Dukal of the whole hand ends the deal: its capture
    does not say the leader leads again; one with cards left does."""
    dukal = [C("varaha", r) for r in ("raja", "mantri", 3, 4, 5)]
    for extra, again in (([], False), ([C("kalki", 1)], True)):
        hands = [
            dukal + extra,
            [C("kurma", n) for n in range(1, 6 + len(extra))],
            [C("buddha", n) for n in range(1, 6 + len(extra))],
        ]
        game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False)
        game.apply(LeadDukal(tuple(dukal)))
        game.apply(DiscardForDukal(tuple(hands[1][:5])))
        capture = next(e for e in game.apply(DiscardForDukal(tuple(hands[2][:5]))) if e.kind == "capture")
        assert capture.text.endswith(", and leads again.") == again and "15 cards" in capture.text
        assert game.is_over != again


# ------------------------------------------------------- the order of the deal's events


@pytest.mark.parametrize("seed", range(6))
def test_ganjifa_deal_events_are_logged_in_the_order_they_happen(seed):
    """ganjifa.day-night, ganjifa.deal, ganjifa.opening-lead: the period is chosen, then
    the cards are dealt, then the holder of the trump Raja is to lead it."""
    game = Ganjifa(seed=seed, period=("day", "night")[seed % 2])
    assert [e.kind for e in game.log] == ["period", "deal", "opening"]
    assert [e.rule for e in game.log] == ["ganjifa.day-night", "ganjifa.deal", "ganjifa.opening-lead"]
    position = Ganjifa.from_position(hands=[[C("rama", "raja")], [C("kalki", 1)], [C("kalki", 2)]], leader=0)
    assert [e.kind for e in position.log] == ["period", "opening"]


# ------------------------------------------------------------------------- plurals


def test_ganjifa_dukal_counts_are_real_plurals():
    """ganjifa.dukal: "1 card", "2 cards" — never "card(s)" — in refusals and events."""
    dukal = [C("varaha", r) for r in ("raja", "mantri", 3, 4, 5)]
    hands = [[*dukal, C("kalki", 1)], [C("kurma", n) for n in range(1, 7)], [C("buddha", n) for n in range(1, 7)]]
    game = Ganjifa.from_position(hands=hands, leader=0, first_trick=False)
    event = game.apply(LeadDukal(tuple(dukal)))[0]
    assert event.text.endswith("each opponent discards 5 cards.")
    game.apply(DiscardForDukal(tuple(hands[1][:4])))
    for action, words in (
        (PlayCard(C("kurma", 5)), "discard 1 card of your choice first"),
        (DiscardForDukal((C("kurma", 5), C("kurma", 6))), "You owe 1 card to the Dukal, not 2."),
    ):
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert words in err.value.message
    rng, texts = random.Random(2), []
    for seed in range(4):
        played = Ganjifa(seed=seed)
        while not played.is_over:
            for action in (PlayCard(rng.choice(CARDS)), DiscardForDukal((rng.choice(CARDS),))):
                try:
                    played.check(action)
                except IllegalAction as err:
                    texts.append(err.message)
            texts += [e.text for e in played.apply(rng.choice(played.legal_actions()))]
    assert texts and not any("(s)" in t or re.search(r"\b1 cards\b", t) for t in texts + [e.text for e in game.log])


# ------------------------------------------------------------------------- quizzes


def test_quiz_void_in_kalki_says_what_a_void_player_must_really_do():
    """ganjifa.void: a player with no Kalki must play a trump or the first suit after Kalki
    they hold — Matsya only if they have one. The engine shows it (void in Kalki and
    Matsya, this player may play Kurma), and the question says the rule, not "Matsya"."""
    game = Ganjifa.from_position(
        hands=[[C("kurma", 2), C("rama", 3)], [C("kalki", 9), C("kalki", 8)], [C("buddha", 1), C("buddha", 2)]],
        leader=1,
        first_trick=False,
    )
    game.apply(PlayCard(C("kalki", 9)))
    game.apply(PlayCard(C("buddha", 1)))  # player 2 has no Kalki either
    assert {a.card for a in game.legal_actions()} == {C("kurma", 2), C("rama", 3)}
    question = say(quiz("void-in-kalki").question)
    assert "trump or play Matsya" not in question
    assert "a trump or a card of the first suit after Kalki that they hold" in question


def test_quiz_anyone_dukal_compares_the_numbers_it_shows():
    """ganjifa.dukal: 0.4547 is about 18% less than 3 x 0.1858 = 0.5574 — not "a little
    less" — and the words are worked out from the numbers."""
    text = say(quiz("anyone-dukal").explanation)
    anyone, one = p_dukal_in_deal(), p_dealt_dukal()
    assert anyone < 3 * one
    percent = round(100 * (3 * one - anyone) / (3 * one))
    assert f"{anyone:.4f}, {percent}% less than 3 x {one:.4f} = {3 * one:.4f}" in text
    assert "a little less" not in text and 10 < percent < 30
