"""Dashavatara Ganjifa lessons and quizzes, as data (rules: ganjifa.md; shown by
``widgets.Lesson`` and ``widgets.Quiz``).

Every lesson starts from a fixed position: a few cards per hand
(``Ganjifa.from_position``; cards not named are out of play) or, for the opening lead, a
seeded real deal. The learner is player 0. Most lessons put the learner last to play to a
trick, so the learner's card finishes it and the checker reads the outcome straight from
the engine's events (``trick``: who won and why; ``capture``).

Feedback uses only what the learner may know when it appears: their hand, the cards
played, the captured piles, the voids shown. Where the learner leads, the checker judges
the lead by what is certain from that (a Dukal's haul; whether an unseen card still ranks
above the card led) and leaves the trick itself to the table, where the other players
(the deterministic ``heuristic`` bot) then play it: judging by the hidden hands would
tell the learner, who may undo and try again, where the cards are. Where play runs on to
the end with every hidden card forced (the last two tricks), the checker plays it
through the engine and tells only what the learner sees happen.

Every quiz answer is computed by :mod:`rules_engine.ganjifa.probability`, and every quiz
checks itself through the engine: real deals (``Ganjifa(seed=...)``) or the engine's
``resample_hidden``, which redeals the cards the learner cannot see consistently with
everything public.
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from ..bots import make_bot
from ..lessons import Feedback, Lesson, Quiz, finder
from .cards import CARDS, DECK_SIZE, STRENGTH, SUIT_INDEX, SUIT_MASK, SUIT_TITLES, Card, suit_of
from .game import DiscardForDukal, Ganjifa, LeadDukal, PlayCard, dukals_in, plural, trick_winner
from .probability import (Knowledge, higher_unseen, p_can_beat, p_dealt_dukal, p_dukal_in_deal,
                          p_holds, p_holds_any, p_void)

__all__ = ["LESSONS", "QUIZZES", "lesson", "quiz", "DEAL_SEED", "card_counting_position",
           "void_shown_position"]

ME = 0  # the learner's seat in every lesson and quiz


def C(suit: str, rank) -> Card:
    return Card(suit, rank)


def _event(events, kind):
    return next((e for e in events if e.kind == kind), None)


def _story(events, kinds=("play", "trick", "capture", "dukal", "end")) -> str:
    """What happened at the table, in the engine's own words."""
    return " ".join(e.text for e in events if e.kind in kinds)


def _public_story(game: Ganjifa, events) -> str:
    """The story of a played-on stretch told with what the learner may know when the
    feedback appears, before the table has shown the other players' cards: the learner's
    own plays, Dukals, captures, the end, and a trick's winning card only when the learner
    could already see it (in their hand or on the table)."""
    seen = {c.index for c in game.hand(ME)} | {p.card.index for p in game.trick}
    told = []
    for i, e in enumerate(events):
        if e.kind == "play" and e.data["seat"] == ME:  # later plays: without naming the led suit
            told.append(e.text if i == 0 else f"Player {ME} plays the {Card.from_json(e.data['card'])}.")
        elif e.kind in ("dukal", "capture", "end"):
            told.append(e.text)
        elif e.kind == "trick":
            card = Card.from_json(e.data["card"])
            told.append(e.text if card.index in seen else f"Player {e.data['winner']} wins the trick.")
    return " ".join(told)


def _card(action) -> Card | None:
    return action.card if isinstance(action, PlayCard) else None


def _rest(*named: Sequence[Card]) -> list[Card]:
    """Every card not named in ``named``, in deck order: to fill captured piles so that a
    position accounts for all 120 cards."""
    used = {c.index for group in named for c in group}
    return [CARDS[i] for i in range(DECK_SIZE) if i not in used]


# --------------------------------------------------------------- playing on, for real

def _play_on(game: Ganjifa, action, until: str) -> tuple[Ganjifa, list]:
    """Apply ``action`` to a copy of ``game``, then let play go on until ``until`` happens
    ("capture": the trick or Dukal is taken; "end": the deal is over). The other players
    are the deterministic ``heuristic`` bot (what the lesson's table seats); a move of the
    learner's is made only when it is forced (one legal action)."""
    world = game.clone()
    events = list(world.apply(world.check(action)))
    bot, rng = make_bot("ganjifa", "heuristic"), random.Random(0)
    while not world.is_over and not any(e.kind == until for e in events):
        seat, legal = world.current_player, world.legal_actions()
        if seat == ME:
            if len(legal) != 1:
                break
            move = legal[0]
        else:
            move = bot.choose(world.view(seat), legal, rng)
        events += world.apply(move)
    return world, events


# ------------------------------------------------------------------- the two rank orders

def _reversed_setup():
    return Ganjifa.from_position(
        hands=[[C("matsya", 1), C("matsya", 10), C("kalki", 2)],
               [C("kurma", 3), C("buddha", 5)],
               [C("varaha", 6), C("krishna", 9)]],
        leader=1, trick=[C("matsya", 4), C("matsya", 7)], first_trick=False, seed=201)


def _straight_setup():
    return Ganjifa.from_position(
        hands=[[C("kalki", 1), C("kalki", 10), C("matsya", 2)],
               [C("kurma", 3), C("buddha", 5)],
               [C("varaha", 6), C("krishna", 9)]],
        leader=1, trick=[C("kalki", 4), C("kalki", 7)], first_trick=False, seed=202)


def _win_the_trick(rule: str, why: str, why_not: str):
    """A checker for 'you play last: win this trick', judged by the engine's trick event."""
    def check(game, action, events):
        trick = _event(events, "trick")
        if trick is None:
            return Feedback(False, "This lesson asks you to play one card to the trick.", rule)
        played = _card(action)
        if trick.data["winner"] == ME:
            return Feedback(True, f"{_story(events, ('trick', 'capture'))} {why.format(card=played)}", rule)
        return Feedback(False, f"{_story(events, ('trick', 'capture'))} {why_not.format(card=played)}", rule)
    return check


# ------------------------------------------------------------------------- day and night

def _opening_setup():
    """A real deal (ganjifa.deal): with seed 4, player 0 is dealt the Raja of Rama."""
    return Ganjifa(seed=4, period="day")


def _opening_night_setup():
    return Ganjifa.from_position(
        hands=[[C("rama", "raja"), C("krishna", "raja"), C("kalki", "raja"), C("kalki", "mantri"),
                C("kalki", 1), C("kalki", 2), C("kalki", 3)],
               [C("rama", 5), C("krishna", 2), C("matsya", 1), C("kurma", 4), C("varaha", 7),
                C("buddha", 8), C("kalki", 9)],
               [C("rama", 9), C("krishna", 10), C("matsya", 6), C("vamana", 3), C("narasimha", 2),
                C("buddha", 1), C("kalki", 10)]],
        period="night", leader=0, first_trick=True, seed=204)


def _opening_check(rule_extra: str):
    def check(game, action, events):
        raja = CARDS[game.trump * 12 + 11]
        trump = SUIT_TITLES[game.trump]
        if _card(action) == raja:
            return Feedback(True, f"{_story(events, ('play',))} Right: it is {game.options['period']}, so "
                                  f"{trump} is the trump suit (ganjifa.day-night), and whoever holds its Raja "
                                  f"opens the deal with it, alone (ganjifa.opening-lead). It is the highest "
                                  f"trump, so nobody can beat it: the first trick is yours.{rule_extra}",
                            "ganjifa.opening-lead")
        return Feedback(False, f"The deal opens with the {raja}, led alone (ganjifa.opening-lead).",
                        "ganjifa.opening-lead")
    return check


def _night_setup():
    return Ganjifa.from_position(
        hands=[[C("krishna", 2), C("kalki", 3), C("rama", "raja")],
               [C("buddha", 3), C("kurma", 2)],
               [C("matsya", 4), C("rama", 6)]],
        period="night", leader=1, trick=[C("buddha", 8), C("kalki", 10)], first_trick=False, seed=205)


# ----------------------------------------------------------------- following and voids

def _follow_setup():
    return Ganjifa.from_position(
        hands=[[C("varaha", 9), C("varaha", 3), C("rama", "raja")],
               [C("kurma", 3), C("buddha", 5)],
               [C("varaha", 6), C("krishna", 9)]],
        leader=1, trick=[C("varaha", 1), C("varaha", 5)], first_trick=False, seed=206)


def _follow_check(game, action, events):
    rule = "ganjifa.follow"
    played = _card(action)
    story = _story(events, ("trick", "capture"))
    hand = [c for c in game.hand(ME) if c.suit == played.suit]
    weakest = min(hand, key=lambda c: STRENGTH[c.index])
    if played == weakest:
        return Feedback(True, f"{story} You followed suit as you must (ganjifa.follow). Nothing you held could "
                              f"beat the 1 of Varaha (in Varaha the 1 is the highest number, ganjifa.rank), so you "
                              f"gave away your weakest Varaha, the 9, and kept the 3, which may still win a "
                              f"trick later.", rule)
    return Feedback(False, f"{story} You followed suit, as you must (ganjifa.follow), but the trick was lost "
                           f"whatever you played: the 1 is the highest Varaha number (ganjifa.rank). Give away "
                           f"your weakest card, the {weakest}, and keep the {played} for later.", rule)


def _void_setup():
    return Ganjifa.from_position(
        hands=[[C("matsya", 3), C("kurma", 5), C("rama", 4)],
               [C("kurma", 3), C("buddha", 5)],
               [C("varaha", 6), C("krishna", 9)]],
        leader=1, trick=[C("kalki", 5), C("kalki", 9)], first_trick=False, seed=207)


def _winner_setup():
    return Ganjifa.from_position(
        hands=[[C("rama", 5), C("rama", 1), C("vamana", "raja"), C("kalki", 10)],
               [C("narasimha", 3), C("buddha", 5), C("kurma", 2)],
               [C("varaha", 6), C("krishna", 9), C("rama", 8)]],
        leader=1, trick=[C("narasimha", 7), C("rama", 2)], first_trick=False, seed=208)


def _winner_check(game, action, events):
    rule = "ganjifa.trick-winner"
    trick = _event(events, "trick")
    played = _card(action)
    story = _story(events, ("trick", "capture"))
    if trick.data["winner"] == ME:
        return Feedback(True, f"{story} Player 2 trumped the Narasimha lead with the 2 of Rama; the highest trump "
                              f"wins (ganjifa.trick-winner), and in Rama the 5 beats the 2 (ganjifa.rank).", rule)
    if played.suit == "rama":
        why = (f"Your {played} is a trump too, but a lower one: in Rama the numbers run 10 high, so the 2 beats "
               f"the 1 (ganjifa.rank). Over-trump with the 5.")
    else:
        why = (f"The {played} is a Raja, but of Vamana: neither the led suit (Narasimha) nor the trump (Rama). "
               f"Cards of other suits never win a trick, however high (ganjifa.trick-winner). Over-trump "
               f"with the 5 of Rama.")
    return Feedback(False, f"{story} {why}", rule)


# ------------------------------------------------------------------ capture, lead again

def _capture_setup():
    hands = [[C("matsya", 1), C("kalki", 9), C("buddha", 4)],
             [C("matsya", 5), C("kalki", 10), C("buddha", "raja")],
             [C("matsya", 8), C("kalki", "mantri"), C("buddha", 2)]]
    captured = [[], [C("matsya", "raja"), C("matsya", "mantri"), C("kurma", 4)], []]
    return Ganjifa.from_position(hands=hands, captured=captured, leader=0, first_trick=False, seed=209)


def _capture_check(game, action, events):
    """Judged by what the learner knows as they lead — their hand and the captured piles
    (and the instruction: everyone here must follow suit) — never by the hidden hands:
    whether an unseen card of the led suit still ranks above the lead. Who takes the trick
    shows at the table once the other two have played."""
    rule = "ganjifa.capture"
    if isinstance(action, LeadDukal):
        return Feedback(False, "This lesson asks you to lead one card.", rule)
    card = action.card
    suit = SUIT_TITLES[suit_of(card.index)]
    higher = higher_unseen(Knowledge.from_game(game, ME), card)
    if not higher:
        return Feedback(True, f"You led the {card}. The Raja and the Mantri of {suit} are already in player 1's "
                              f"captured pile, and in {suit} the 1 is the highest number (ganjifa.rank): no "
                              f"{suit} card left can beat your {card.rank}, and everyone must follow suit. The "
                              f"trick is yours: its winner captures its cards and leads the next trick "
                              f"(ganjifa.capture), so it is your lead again.", rule)
    verb = "ranks" if len(higher) == 1 else "rank"
    return Feedback(False, f"You led the {card}, but {plural(len(higher), f'unseen {suit} card')} still {verb} "
                           f"above it, the {CARDS[higher[0]]} at the top: whoever holds one can take the trick, "
                           f"and the trick's winner captures its cards and leads next (ganjifa.capture) — the "
                           f"table shows who. Look at the captured piles: which suit's top cards are already "
                           f"gone?", rule)


# ------------------------------------------------------------------------------ Dukals

def _dukal_setup():
    return Ganjifa.from_position(
        hands=[[C("kalki", "raja"), C("kalki", "mantri"), C("kalki", 3), C("kalki", 4), C("kalki", 5),
                C("kalki", 6), C("kalki", 9)],
               [C("kalki", 10), C("matsya", 2), C("kurma", 5), C("rama", 3), C("buddha", 7), C("varaha", 1),
                C("krishna", 4)],
               [C("kalki", 8), C("matsya", 6), C("narasimha", 2), C("rama", 9), C("buddha", "raja"),
                C("vamana", 5), C("parashurama", 3)]],
        leader=0, first_trick=False, seed=210)


def _dukal_check(game, action, events):
    """A Dukal's outcome is certain from the rules alone (each opponent discards as many
    cards, the leader takes them all), so the feedback tells it; a single card's trick is
    not told: it depends on hands the learner cannot see."""
    rule = "ganjifa.dukal"
    largest = max((len(a.cards) for a in game.legal_actions() if isinstance(a, LeadDukal)), default=0)
    if isinstance(action, LeadDukal):
        n = len(action.cards)
        story = _story(events, ("dukal",))
        if n == largest:
            return Feedback(True, f"{story} The Raja, the Mantri and the run 3-4-5-6 of Kalki: a Dukal of {n}. It "
                                  f"wins at once; each opponent discards {n} cards of their choice, and you capture "
                                  f"all {3 * n} cards and lead again (ganjifa.dukal).", rule)
        return Feedback(False, f"{story} A Dukal, well spotted, but you could have led all six: the run 3-4-5-6 "
                               f"is four numbers, and a Dukal of 6 captures {3 * largest} cards, not {3 * n}.",
                        rule)
    return Feedback(False, f"You led the {action.card} alone: one card wins at most one trick, 3 cards, and only "
                           f"if nobody beats it. Your Raja, Mantri and 3-4-5-6 of Kalki are a Dukal of {largest}: "
                           f"led together they win at once and capture {3 * largest} cards (ganjifa.dukal).", rule)


def _answer_setup():
    """Player 2 leads a Dukal of five Krishna cards (scripted); you discard first."""
    game = Ganjifa.from_position(
        hands=[[C("rama", "raja"), C("rama", 8), C("buddha", "raja"), C("matsya", 9), C("kurma", 10),
                C("varaha", 7), C("narasimha", 8), C("parashurama", 2)],
               [C("rama", 10), C("buddha", 3), C("kalki", 9), C("matsya", 1), C("kurma", 1), C("vamana", 4),
                C("krishna", 2), C("parashurama", 10)],
               [C("krishna", "raja"), C("krishna", "mantri"), C("krishna", 5), C("krishna", 6), C("krishna", 7),
                C("kalki", 2), C("matsya", 3), C("varaha", 10)]],
        leader=2, first_trick=False, seed=211)
    game.apply(LeadDukal((C("krishna", "raja"), C("krishna", "mantri"), C("krishna", 5), C("krishna", 6),
                          C("krishna", 7))))
    return game


def _keep_reason(knowledge: Knowledge, card: Card) -> str | None:
    """Why a card is worth keeping when answering a Dukal (None: it is not): a trump, the
    top card of its suit still in play (nothing unseen ranks above it), or Dukal material."""
    if card.index // 12 == knowledge.trump:
        return "a trump"
    if any(card.index in d for d in dukals_in(knowledge.own)):
        return "part of a Dukal"
    if not higher_unseen(knowledge, card):
        return f"the top {SUIT_TITLES[suit_of(card.index)]} card still in play"
    return None


def _outranked(n: int) -> str:
    return f"{plural(n, 'unseen card')} of its suit {'ranks' if n == 1 else 'rank'} higher"


def _answer_check(game, action, events):
    rule = "ganjifa.dukal"
    if not isinstance(action, DiscardForDukal):
        return Feedback(False, "Answer the Dukal by discarding.", rule)
    knowledge = Knowledge.from_game(game, ME)
    kept = [(c, _keep_reason(knowledge, c)) for c in action.cards]
    bad = [(c, why) for c, why in kept if why]
    owed = game.dukal["owed"][ME]
    more = owed - len(action.cards)
    then = f" {more} more to go." if more else ""
    if not bad:
        weak = ", ".join(f"the {c} ({_outranked(len(higher_unseen(knowledge, c)))})" for c in action.cards)
        return Feedback(True, f"{_story(events, ('discard',))} Good: {weak}. Cards you give to a Dukal are lost "
                              f"whatever they are (ganjifa.dukal), so give the ones that would never win a trick "
                              f"and keep your trumps and top cards.{then}", rule)
    what = "; ".join(f"the {c} is {why}" for c, why in bad)
    return Feedback(False, f"{_story(events, ('discard',))} You may discard any cards (ganjifa.dukal), but {what}: "
                           f"it could win a trick later. Give away your weakest side cards instead: the Matsya, "
                           f"Kurma, Varaha, Narasimha and Parashurama.", rule)


# ----------------------------------------------------------------------------- the end

_END_HANDS = [[C("rama", 2), C("vamana", "raja")], [C("vamana", 1)], [C("vamana", "mantri")]]
_END_TRICK = [C("kalki", 10), C("kalki", 3)]


def _end_setup():
    rest = _rest(*_END_HANDS, _END_TRICK)
    captured = [rest[:39], rest[39:78], rest[78:]]  # 39, 39 and 36 cards
    return Ganjifa.from_position(hands=_END_HANDS, captured=captured, leader=1, trick=_END_TRICK,
                                 first_trick=False, seed=212)


def _end_check(game, action, events):
    rule = "ganjifa.end"
    after, events = _play_on(game, action, "end")
    end = _event(events, "end")
    if end is None:
        return Feedback(False, "Play on to the end of the deal.", rule)
    scores, winners = end.data["scores"], end.data["winners"]
    if winners == [ME]:
        return Feedback(True, f"{_public_story(game, events)} You trumped the Kalki trick with the 2 of Rama "
                              f"and then led the Raja of Vamana, which nobody could beat: both last tricks are "
                              f"yours. Every captured card scores one point (ganjifa.objective): {scores[ME]} of "
                              f"120, and the highest score wins alone (ganjifa.end).", rule)
    shared = ME in winners
    return Feedback(False, f"{_public_story(game, events)} "
                           + ("A shared win: players tied for the highest score share it (ganjifa.end). "
                              if shared else "")
                           + "The Raja of Vamana could not win the Kalki trick (it is neither Kalki nor a trump), "
                             "so player 1 took it. Trump with the 2 of Rama first, then the Raja of Vamana wins "
                             "the last trick too.", rule)


# ------------------------------------------------------------------------------ lessons

LESSONS: list[Lesson] = [
    Lesson(
        id="reversed-ranks",
        title="The first five suits run backwards",
        rules=("ganjifa.rank", "ganjifa.trick-winner"),
        instruction=(
            "Player 1 led the 4 of Matsya and player 2 followed with the 7; you play last. In the first "
            "five suits (Matsya, Kurma, Varaha, Narasimha, Vamana) the order is Raja > Mantri > 1 > 2 > ... "
            "> 10: the 1 is the highest number and the 10 the lowest (ganjifa.rank). Win the trick."),
        setup=_reversed_setup,
        check=_win_the_trick(
            "ganjifa.rank",
            "In Matsya the 1 is the highest number, so it beats the 4 (ganjifa.rank).",
            "In Matsya the numbers run backwards: the 10 is the lowest card of the suit, and the 4 beats it "
            "(ganjifa.rank). Your 1 of Matsya would have won."),
        hints=(
            "Matsya is one of the first five suits: read its numbers backwards.",
            "The best number in Matsya is the 1.",
        ),
    ),
    Lesson(
        id="straight-ranks",
        title="The last five suits run forwards",
        rules=("ganjifa.rank", "ganjifa.trick-winner"),
        instruction=(
            "Same cards, another suit. Player 1 led the 4 of Kalki and player 2 followed with the 7. In the "
            "last five suits (Parashurama, Rama, Krishna, Buddha, Kalki) the order is Raja > Mantri > 10 > 9 "
            "> ... > 1, as you would expect (ganjifa.rank). Win the trick."),
        setup=_straight_setup,
        check=_win_the_trick(
            "ganjifa.rank",
            "In Kalki the 10 is the highest number, so it beats the 7 (ganjifa.rank).",
            "In Kalki the numbers run forwards: the 1 is the lowest card, and the 7 beats it (ganjifa.rank). "
            "Your 10 of Kalki would have won."),
        hints=(
            "Kalki is one of the last five suits: the usual order.",
            "The best number in Kalki is the 10.",
        ),
    ),
    Lesson(
        id="opening-lead",
        title="Who opens the deal",
        rules=("ganjifa.opening-lead", "ganjifa.deal", "ganjifa.day-night"),
        instruction=(
            "A real deal: all 120 cards were dealt in packets of four, 40 to each player (ganjifa.deal). It "
            "is day, so Rama is the trump suit (ganjifa.day-night). Whoever holds the Raja of the trump suit "
            "leads it, alone, to the first trick (ganjifa.opening-lead): find it in your hand and lead it. "
            "Try another card first if you are curious."),
        setup=_opening_setup,
        check=_opening_check(""),
        hints=(
            "Your hand is sorted by avatar; Rama is the seventh suit.",
            "The Raja is the highest card of its suit.",
        ),
    ),
    Lesson(
        id="opening-lead-night",
        title="The opening lead by night",
        rules=("ganjifa.opening-lead", "ganjifa.day-night"),
        instruction=(
            "This deal is played by night: Krishna is the trump suit, not Rama (ganjifa.day-night). You hold "
            "the Raja of Rama, the Raja of Krishna and a Dukal in Kalki. Open the deal as "
            "ganjifa.opening-lead requires."),
        setup=_opening_night_setup,
        check=_opening_check(" A Dukal may never open the deal, and the Raja of Rama is no trump tonight."),
        hints=(
            "By night the trump suit is Krishna.",
            "The first trick is led by the trump Raja, alone: no Dukal.",
        ),
    ),
    Lesson(
        id="day-and-night",
        title="Night changes the trump",
        rules=("ganjifa.day-night", "ganjifa.trick-winner", "ganjifa.void"),
        instruction=(
            "It is night, so Krishna is trump and Rama is an ordinary suit (ganjifa.day-night). Player 1 led "
            "the 8 of Buddha; player 2, with no Buddha, played the 10 of Kalki. You have no Buddha either. "
            "Win the trick. (By day your Raja of Rama would have won it; try it and see what the engine says "
            "tonight.)"),
        setup=_night_setup,
        check=_win_the_trick(
            "ganjifa.day-night",
            "By night Krishna is trump, and any trump beats the led suit (ganjifa.trick-winner): even a "
            "lowly {card} wins (ganjifa.day-night).",
            "The {card} is neither Buddha (the led suit) nor a trump, so it cannot win "
            "(ganjifa.trick-winner). By night the trump is Krishna: your 2 of Krishna would have won "
            "(ganjifa.day-night)."),
        hints=(
            "Which suit is trump by night?",
            "Any trump beats every card of the led suit, even a 2.",
        ),
    ),
    Lesson(
        id="follow-suit",
        title="Follow suit",
        rules=("ganjifa.follow", "ganjifa.rank"),
        instruction=(
            "Player 1 led the 1 of Varaha and player 2 followed with the 5. You hold two Varaha cards and "
            "the Raja of Rama, the top trump. If you hold a card of the led suit you must play one "
            "(ganjifa.follow), so the Raja cannot be played here. You cannot win this trick: follow suit "
            "with the card you will miss least."),
        setup=_follow_setup,
        check=_follow_check,
        hints=(
            "Varaha is one of the first five suits: the 1 is its best number, nothing you hold beats it.",
            "Of your 3 and 9 of Varaha, which is the weaker card?",
        ),
    ),
    Lesson(
        id="void",
        title="When you cannot follow",
        rules=("ganjifa.void", "ganjifa.trick-winner"),
        instruction=(
            "Player 1 led the 5 of Kalki and player 2 followed with the 9. You have no Kalki. Then you must "
            "play a trump (Rama, by day) or a card of the first suit after Kalki in avatar order that you "
            "hold; the order wraps from Kalki back to Matsya (ganjifa.void). Play the card that wins."),
        setup=_void_setup,
        check=_win_the_trick(
            "ganjifa.void",
            "With no Kalki you may trump (ganjifa.void), and the only trump in the trick wins it "
            "(ganjifa.trick-winner).",
            "The {card} was allowed: Matsya is the first suit you hold after Kalki, since the order wraps "
            "(ganjifa.void). But it is neither Kalki nor a trump, so it cannot win (ganjifa.trick-winner): "
            "your 4 of Rama, a trump, would have."),
        hints=(
            "After Kalki comes Matsya: try the Kurma first to see the engine refuse it.",
            "You hold a trump.",
        ),
    ),
    Lesson(
        id="trick-winner",
        title="Who wins a trick",
        rules=("ganjifa.trick-winner", "ganjifa.void", "ganjifa.rank"),
        instruction=(
            "Player 1 led the 7 of Narasimha; player 2, with no Narasimha, trumped it with the 2 of Rama. "
            "The highest trump wins; with no trump, the highest card of the led suit; cards of other suits "
            "never win (ganjifa.trick-winner). You have no Narasimha either. Take the trick."),
        setup=_winner_setup,
        check=_winner_check,
        hints=(
            "A Raja of another suit is worth nothing in this trick.",
            "You need a trump higher than the 2 of Rama; in Rama the numbers run 10 high.",
        ),
    ),
    Lesson(
        id="capture",
        title="Capture and lead again",
        rules=("ganjifa.capture", "ganjifa.rank"),
        instruction=(
            "Your lead. The winner of a trick captures its cards and leads the next one (ganjifa.capture). "
            "Every player here holds one card of each of your suits, so everyone must follow. Look at the "
            "captured piles and lead the card that captures this trick."),
        setup=_capture_setup,
        check=_capture_check,
        hints=(
            "Player 1's captured pile holds the Raja and the Mantri of Matsya.",
            "In Matsya the 1 is the highest number.",
        ),
        bots="heuristic",
    ),
    Lesson(
        id="lead-dukal",
        title="Lead a Dukal",
        rules=("ganjifa.dukal", "ganjifa.capture"),
        instruction=(
            "Your lead, after the first trick. Instead of one card you may lead a Dukal: the Raja, the Mantri "
            "and at least three numbers in an unbroken run, all of one suit. It wins at once: each opponent "
            "discards as many cards as it has, and you capture them all and lead again (ganjifa.dukal). A "
            "Dukal may not be larger than any player's hand. Lead the largest Dukal you hold."),
        setup=_dukal_setup,
        check=_dukal_check,
        hints=(
            "Look at your Kalki cards: Raja, Mantri, 3, 4, 5, 6 and 9.",
            "The 9 breaks the run, but 3-4-5-6 is unbroken.",
            "Select all six cards and lead them as a Dukal.",
        ),
        bots="heuristic",
    ),
    Lesson(
        id="answer-dukal",
        title="Answer a Dukal",
        rules=("ganjifa.dukal",),
        instruction=(
            "Player 2 led a Dukal of five Krishna cards. You must discard five cards, any you like, with no "
            "duty to follow suit, and player 2 captures them (ganjifa.dukal). They are lost whatever they "
            "are, so discard the cards least likely ever to win a trick: keep your trumps (Rama, by day) and "
            "the top cards of their suits."),
        setup=_answer_setup,
        check=_answer_check,
        hints=(
            "The Raja of Buddha is the top Buddha: it will win a trick later. Keep it.",
            "Your two Rama cards are trumps. Keep them.",
            "The other five cards are low cards of side suits.",
        ),
        bots="heuristic",
    ),
    Lesson(
        id="end",
        title="The last two tricks",
        rules=("ganjifa.end", "ganjifa.objective", "ganjifa.void"),
        instruction=(
            "Two tricks are left. Captured so far: you 39, player 1 39, player 2 36. Every captured card "
            "scores one point (ganjifa.objective); when the hands are played out, the highest score wins and "
            "a tie for the highest is a shared win (ganjifa.end). Player 1 led the 10 of Kalki, player 2 "
            "played the 3. You have no Kalki. Play so that you win the deal alone."),
        setup=_end_setup,
        check=_end_check,
        hints=(
            "With no Kalki you may trump, or play Vamana, the first suit you hold after Kalki.",
            "Whoever wins this trick leads the last one: who can beat your Raja of Vamana then?",
        ),
        bots="heuristic",
    ),
]


# ------------------------------------------------------------------------------ quizzes

#: the opening-lead lesson's deal: player 0 holds the Raja of Rama, 7 of the 12 Kalki cards
#: and neither court card of Krishna
DEAL_SEED = 4


def _deal_knowledge() -> Knowledge:
    return Knowledge.from_game(Ganjifa(seed=DEAL_SEED), ME)


def card_counting_position():
    """Mid-deal, five cards each; all other 105 cards are in the captured piles."""
    hands = [[C("kalki", 8), C("matsya", 2), C("kurma", 6), C("buddha", 10), C("rama", 4)],
             [C("kalki", 10), C("matsya", 5), C("varaha", 3), C("narasimha", 7), C("krishna", 1)],
             [C("kalki", "mantri"), C("kalki", 2), C("rama", 9), C("vamana", 6), C("parashurama", 4)]]
    rest = _rest(*hands)
    return Ganjifa.from_position(hands=hands, captured=[rest[:35], rest[35:70], rest[70:]], leader=0,
                                 first_trick=False, seed=301)


def void_shown_position():
    """Five cards each; player 1 leads the 9 of Buddha, player 2 shows a void in Buddha by
    trumping, you follow with the 4 of Buddha (scripted). Four cards each are left."""
    hands = [[C("buddha", 4), C("kalki", 3), C("krishna", 5), C("vamana", 9), C("rama", 7)],
             [C("buddha", 9), C("buddha", "raja"), C("buddha", 2), C("kalki", "raja"), C("matsya", 7)],
             [C("rama", 3), C("kurma", 8), C("varaha", 2), C("narasimha", 1), C("parashurama", 6)]]
    rest = _rest(*hands)
    game = Ganjifa.from_position(hands=hands, captured=[rest[:35], rest[35:70], rest[70:]], leader=1,
                                 first_trick=False, seed=302)
    for card in (C("buddha", 9), C("rama", 3), C("buddha", 4)):
        game.apply(PlayCard(card))
    return game


def _resampled(setup: Callable[[], Ganjifa], event: Callable[[Ganjifa], bool]):
    """``simulate(trials, rng)``: redeal what player 0 cannot see with the engine's
    ``resample_hidden`` (keeping every card played and every void shown) and test ``event``."""
    def simulate(trials: int, rng: random.Random) -> list[float]:
        base = setup()
        return [float(event(base.resample_hidden(ME, rng))) for _ in range(trials)]
    return simulate


def _dealt(event: Callable[[Ganjifa], bool]):
    """``simulate(trials, rng)``: real engine deals, ``event`` tested on each."""
    def simulate(trials: int, rng: random.Random) -> list[float]:
        return [float(event(Ganjifa(seed=rng.getrandbits(32)))) for _ in range(trials)]
    return simulate


def _holds(seat: int, *cards: Card):
    mask = sum(1 << c.index for c in cards)
    return lambda game: bool(game._hands[seat] & mask)


def _p1_can_beat(card: Card):
    """Through the engine: lead ``card`` and see whether any legal reply of player 1 would
    take the trick from it."""
    def event(game: Ganjifa) -> bool:
        game.apply(PlayCard(card))
        return any(trick_winner([(ME, card.index), (1, a.card.index)], game.trump)[0] == 1
                   for a in game.legal_actions())
    return event


KRISHNA_COURTS = (C("krishna", "raja"), C("krishna", "mantri"))


def _compared(value: float, other: float) -> str:
    """How ``value`` compares with ``other``, in words worked out from the numbers:
    "18% less than", "5% more than", "equal to"."""
    if round(value, 4) == round(other, 4):
        return "equal to"
    return f"{abs(value - other) / other:.0%} {'less' if value < other else 'more'} than"


def _quizzes() -> list[Quiz]:
    deal = _deal_knowledge()
    kalki_mine = (deal.own & SUIT_MASK[SUIT_INDEX["kalki"]]).bit_count()
    courts = p_holds_any(deal, 1, KRISHNA_COURTS)
    void = p_void(deal, 1, "kalki")
    mine_dukal = p_dealt_dukal()
    any_dukal = p_dukal_in_deal()
    count = Knowledge.from_game(card_counting_position(), ME)
    beat = p_can_beat(count, 1, C("kalki", 8))
    higher = len(higher_unseen(count, C("kalki", 8)))
    after = Knowledge.from_game(void_shown_position(), ME)
    raja = p_holds(after, 1, C("kalki", "raja"))
    forced = after.forced(1).bit_count()
    free = after.free.bit_count()
    size = after.sizes[1]
    return [
        Quiz(
            id="krishna-courts",
            question=("Right after the deal you look at your 40 cards (the opening-lead lesson's deal) and hold "
                      "neither the Raja nor the Mantri of Krishna. What is the probability that player 1 holds at "
                      "least one of them?"),
            answer=courts,
            explanation=(f"The 80 cards you cannot see are split 40 and 40 between the two opponents, every "
                         f"split equally likely (ganjifa.deal). Player 1 holds neither court card with probability "
                         f"C(78, 40) / C(80, 40) = (40 x 39) / (80 x 79) = {1 - courts:.4f}, so at least one with "
                         f"probability {courts:.4f}."),
            rules=("ganjifa.deal",),
            simulate=_resampled(lambda: Ganjifa(seed=DEAL_SEED), _holds(1, *KRISHNA_COURTS)),
            hint="Work out the chance that NEITHER card is among player 1's 40 of the 80 unseen cards.",
        ),
        Quiz(
            id="void-in-kalki",
            question=(f"In the same deal you hold {kalki_mine} of the 12 Kalki cards. What is the probability that "
                      f"player 1 has no Kalki at all, so that on a Kalki lead they must play a trump or a card of "
                      f"the first suit after Kalki that they hold?"),
            answer=void,
            tolerance=0.005,
            explanation=(f"The other {12 - kalki_mine} Kalki cards are among your 80 unseen cards. Player 1 is void "
                         f"when all of them are in player 2's 40: C({80 - (12 - kalki_mine)}, 40) / C(80, 40) = "
                         f"{void:.4f} (ganjifa.void). Even holding {kalki_mine} Kalki, a void opponent is rare."),
            rules=("ganjifa.void", "ganjifa.deal"),
            simulate=_resampled(lambda: Ganjifa(seed=DEAL_SEED),
                                lambda g: not g._hands[1] & SUIT_MASK[SUIT_INDEX["kalki"]]),
            hint="Each unseen card is in player 1's hand with chance 40/80, but not independently: "
                 "multiply 40/80 x 39/79 x ...",
        ),
        Quiz(
            id="your-dukal",
            question="Before the cards are dealt: what is the probability that your 40 cards hold a Dukal?",
            answer=mine_dukal,
            explanation=(f"In one suit a Dukal needs the Raja, the Mantri and three numbers in a row. Counting "
                         f"the subsets of the 12 cards that hold one, weighting each hand size by the "
                         f"hypergeometric chance of being dealt it, and combining the ten suits by "
                         f"inclusion-exclusion gives {mine_dukal:.4f}: about one deal in "
                         f"{1 / mine_dukal:.1f} (ganjifa.dukal, ganjifa.deal)."),
            rules=("ganjifa.dukal", "ganjifa.deal"),
            simulate=_dealt(lambda g: bool(dukals_in(g._hands[ME]))),
            hint="Start with one suit: you need about 5 or more of its 12 cards, including both courts.",
        ),
        Quiz(
            id="anyone-dukal",
            question="What is the probability that at least one of the three players is dealt a Dukal?",
            answer=any_dukal,
            explanation=(f"Within one suit only the Raja's holder can have a Dukal, so the three players' "
                         f"chances cannot overlap in a suit; across suits they can. Inclusion-exclusion over the "
                         f"suits gives {any_dukal:.4f}, {_compared(any_dukal, 3 * mine_dukal)} 3 x "
                         f"{mine_dukal:.4f} = {3 * mine_dukal:.4f} (ganjifa.dukal)."),
            rules=("ganjifa.dukal", "ganjifa.deal"),
            simulate=_dealt(lambda g: any(dukals_in(h) for h in g._hands)),
            hint="It is less than three times the chance for one player: two players can both have one.",
        ),
        Quiz(
            id="beat-the-kalki-8",
            question=("Mid-deal, five cards each, day (Rama trumps). You are about to lead the 8 of Kalki. The 10 "
                      "unseen cards (your opponents' hands) are the 10, the Mantri and the 2 of Kalki, the 9 of "
                      "Rama and six cards of other suits. What is the probability that player 1, next to play, "
                      "can beat your 8?"),
            answer=beat,
            explanation=(f"Player 1 holds 5 of the 10 unseen cards. They beat the 8 by following with one of the "
                         f"{higher} higher Kalki (probability 1 - C(8, 5)/C(10, 5)), or by trumping with the 9 of "
                         f"Rama when they hold no Kalki at all (C(7, 5)/C(10, 5) - C(6, 5)/C(10, 5)). The two "
                         f"ways exclude each other: {beat:.4f} (ganjifa.rank, ganjifa.trick-winner, "
                         f"ganjifa.void)."),
            rules=("ganjifa.trick-winner", "ganjifa.rank", "ganjifa.void"),
            simulate=_resampled(card_counting_position, _p1_can_beat(C("kalki", 8))),
            hint="Two ways: a higher Kalki, or no Kalki at all and the trump.",
        ),
        Quiz(
            id="after-a-void",
            question=("Four cards each. In the last trick player 1 led the 9 of Buddha and player 2 trumped it: "
                      "player 2 has no Buddha. The 8 cards you have not seen include the Raja and the 2 of "
                      "Buddha and the Raja of Kalki. What is the probability that player 1 holds the Raja of "
                      "Kalki?"),
            answer=raja,
            explanation=(f"Player 2 showed a void in Buddha (ganjifa.void), so both unseen Buddha cards are in "
                         f"player 1's hand. That leaves player 1 only {size - forced} free places for the other "
                         f"{free} unseen cards: {size - forced}/{free} = {raja:.4f}, down from 4/8 = 0.5 "
                         f"before the void showed."),
            rules=("ganjifa.void", "ganjifa.follow"),
            simulate=_resampled(void_shown_position, _holds(1, C("kalki", "raja"))),
            hint="Where must the two unseen Buddha cards be?",
        ),
    ]


QUIZZES: list[Quiz] = _quizzes()

lesson = finder(LESSONS, "Ganjifa lesson")
quiz = finder(QUIZZES, "Ganjifa quiz")
