"""Dashavatara Ganjifa lessons and quizzes, as data (rules: docs/rules/ganjifa.md; shown by
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

Every word a learner reads (titles, instructions, hints, feedback, quiz texts) is a
message of :data:`~rules_engine.ganjifa.lesson_messages.LESSON_MESSAGES`, bound with its
cards and numbers, so it renders in en, lv, fi or ru (``Feedback.render(lang)``,
``say(words, lang)``); feedback that tells what happened at the table embeds the engine's
own event sentences (``event.message``).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..bots import make_bot
from ..core import Action, Event
from ..i18n import Msg
from ..lessons import Feedback, LessonSpec, QuizSpec, Words, finder, lesson_words
from .cards import CARDS, DECK_SIZE, STRENGTH, SUIT_INDEX, SUIT_MASK, Card, suit_of
from .game import DiscardForDukal, Ganjifa, LeadDukal, PlayCard, dukals_in, trick_winner
from .lesson_messages import LESSON_MESSAGES
from .probability import (
    Knowledge,
    higher_unseen,
    p_can_beat,
    p_dealt_dukal,
    p_dukal_in_deal,
    p_holds,
    p_holds_any,
    p_void,
)

__all__ = ["LESSONS", "QUIZZES", "lesson", "quiz", "DEAL_SEED", "card_counting_position", "void_shown_position"]

ME = 0  # the learner's seat in every lesson and quiz

#: a sentence of this game's lesson table, rendered later in the learner's language
lesson_msg = LESSON_MESSAGES.msg


def C(suit: str, rank: int | str) -> Card:
    return Card(suit, rank)


def _event(events: Iterable[Event], kind: str) -> Event | None:
    return next((e for e in events if e.kind == kind), None)


#: what happened at the table, told in sentences (messages to embed; None: plain text)
Story = tuple["Msg | None", ...]


def _words(*parts: Words | Story | None) -> Words:
    """Sentences one after another, each in the reader's language: messages, or tuples of
    them (a story); ``None`` parts are left out."""
    flat: list[Words] = []
    for part in parts:
        if isinstance(part, tuple):
            # a story's messages: every Ganjifa event has one (an Event's is None only for plain text)
            flat += part  # type: ignore[arg-type]
        elif part is not None:
            flat.append(part)
    return flat[0] if len(flat) == 1 else lesson_msg("sentences", parts=tuple(flat))


def _story(events: Iterable[Event], kinds: Sequence[str] = ("play", "trick", "capture", "dukal", "end")) -> Story:
    """What happened at the table, in the engine's own sentences (messages to embed)."""
    return tuple(e.message for e in events if e.kind in kinds)


def _public_story(game: Ganjifa, events: Sequence[Event]) -> Story:
    """The story of a played-on stretch told with what the learner may know when the
    feedback appears, before the table has shown the other players' cards: the learner's
    own plays, Dukals, captures, the end, and a trick's winning card only when the learner
    could already see it (in their hand or on the table)."""
    seen = {c.index for c in game.hand(ME)} | {p.card.index for p in game.trick}
    told: list[Msg | None] = []
    for i, e in enumerate(events):
        if e.kind == "play" and e.data["seat"] == ME:  # later plays: without naming the led suit
            told.append(e.message if i == 0 else lesson_msg("story.play", seat=ME, card=Card.from_json(e.data["card"])))
        elif e.kind in ("dukal", "capture", "end"):
            told.append(e.message)
        elif e.kind == "trick":
            card = Card.from_json(e.data["card"])
            told.append(e.message if card.index in seen else lesson_msg("story.trick", winner=e.data["winner"]))
    return tuple(told)


def _card(action: Action) -> Card | None:
    return action.card if isinstance(action, PlayCard) else None


def _rest(*named: Sequence[Card]) -> list[Card]:
    """Every card not named in ``named``, in deck order: to fill captured piles so that a
    position accounts for all 120 cards."""
    used = {c.index for group in named for c in group}
    return [CARDS[i] for i in range(DECK_SIZE) if i not in used]


# --------------------------------------------------------------- playing on, for real


def _play_on(game: Ganjifa, action: Action, until: str) -> tuple[Ganjifa, list[Event]]:
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


def _reversed_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("matsya", 1), C("matsya", 10), C("kalki", 2)],
            [C("kurma", 3), C("buddha", 5)],
            [C("varaha", 6), C("krishna", 9)],
        ],
        leader=1,
        trick=[C("matsya", 4), C("matsya", 7)],
        first_trick=False,
        seed=201,
    )


def _straight_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("kalki", 1), C("kalki", 10), C("matsya", 2)],
            [C("kurma", 3), C("buddha", 5)],
            [C("varaha", 6), C("krishna", 9)],
        ],
        leader=1,
        trick=[C("kalki", 4), C("kalki", 7)],
        first_trick=False,
        seed=202,
    )


#: a lesson's checker: the game before the move, the move, the events it caused
Check = Callable[[Ganjifa, Action, list[Event]], Feedback]


def _win_the_trick(rule: str, why: str, why_not: str) -> Check:
    """A checker for 'you play last: win this trick', judged by the engine's trick event;
    ``why`` and ``why_not`` are message ids (given the card played as ``card``)."""

    def check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
        trick = _event(events, "trick")
        if trick is None:
            return Feedback(False, lesson_msg("trick.ask"), rule)
        played = _card(action)
        story = _story(events, ("trick", "capture"))
        if trick.data["winner"] == ME:
            return Feedback(True, _words(story, lesson_msg(why, card=played)), rule)
        return Feedback(False, _words(story, lesson_msg(why_not, card=played)), rule)

    return check


# ------------------------------------------------------------------------- day and night


def _opening_setup() -> Ganjifa:
    """A real deal (ganjifa.deal): with seed 4, player 0 is dealt the Raja of Rama."""
    return Ganjifa(seed=4, period="day")


def _opening_night_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [
                C("rama", "raja"),
                C("krishna", "raja"),
                C("kalki", "raja"),
                C("kalki", "mantri"),
                C("kalki", 1),
                C("kalki", 2),
                C("kalki", 3),
            ],
            [
                C("rama", 5),
                C("krishna", 2),
                C("matsya", 1),
                C("kurma", 4),
                C("varaha", 7),
                C("buddha", 8),
                C("kalki", 9),
            ],
            [
                C("rama", 9),
                C("krishna", 10),
                C("matsya", 6),
                C("vamana", 3),
                C("narasimha", 2),
                C("buddha", 1),
                C("kalki", 10),
            ],
        ],
        period="night",
        leader=0,
        first_trick=True,
        seed=204,
    )


def _opening_check(rule_extra: str | None) -> Check:
    """``rule_extra``: the id of a sentence to add to the right answer (or None)."""

    def check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
        raja = CARDS[game.trump * 12 + 11]
        if _card(action) == raja:
            right = lesson_msg("opening.right", period=game.options["period"], trump=game.trump)
            return Feedback(
                True,
                _words(_story(events, ("play",)), right, rule_extra and lesson_msg(rule_extra)),
                "ganjifa.opening-lead",
            )
        return Feedback(False, lesson_msg("opening.wrong", raja=raja), "ganjifa.opening-lead")

    return check


def _night_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("krishna", 2), C("kalki", 3), C("rama", "raja")],
            [C("buddha", 3), C("kurma", 2)],
            [C("matsya", 4), C("rama", 6)],
        ],
        period="night",
        leader=1,
        trick=[C("buddha", 8), C("kalki", 10)],
        first_trick=False,
        seed=205,
    )


# ----------------------------------------------------------------- following and voids


def _follow_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("varaha", 9), C("varaha", 3), C("rama", "raja")],
            [C("kurma", 3), C("buddha", 5)],
            [C("varaha", 6), C("krishna", 9)],
        ],
        leader=1,
        trick=[C("varaha", 1), C("varaha", 5)],
        first_trick=False,
        seed=206,
    )


def _follow_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    rule = "ganjifa.follow"
    played = _card(action)
    assert played is not None  # a trick is in progress: every legal move is a card played
    story = _story(events, ("trick", "capture"))
    hand = [c for c in game.hand(ME) if c.suit == played.suit]
    weakest = min(hand, key=lambda c: STRENGTH[c.index])
    if played == weakest:
        return Feedback(True, _words(story, lesson_msg("follow.right")), rule)
    return Feedback(False, _words(story, lesson_msg("follow.wrong", weakest=weakest, played=played)), rule)


def _void_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("matsya", 3), C("kurma", 5), C("rama", 4)],
            [C("kurma", 3), C("buddha", 5)],
            [C("varaha", 6), C("krishna", 9)],
        ],
        leader=1,
        trick=[C("kalki", 5), C("kalki", 9)],
        first_trick=False,
        seed=207,
    )


def _winner_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [C("rama", 5), C("rama", 1), C("vamana", "raja"), C("kalki", 10)],
            [C("narasimha", 3), C("buddha", 5), C("kurma", 2)],
            [C("varaha", 6), C("krishna", 9), C("rama", 8)],
        ],
        leader=1,
        trick=[C("narasimha", 7), C("rama", 2)],
        first_trick=False,
        seed=208,
    )


def _winner_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    rule = "ganjifa.trick-winner"
    trick = _event(events, "trick")
    played = _card(action)
    # the learner plays the trick's last card: every legal move is one, and completes it
    assert trick is not None and played is not None
    story = _story(events, ("trick", "capture"))
    if trick.data["winner"] == ME:
        return Feedback(True, _words(story, lesson_msg("winner.right")), rule)
    why = lesson_msg("winner.under" if played.suit == "rama" else "winner.offsuit", card=played)
    return Feedback(False, _words(story, why), rule)


# ------------------------------------------------------------------ capture, lead again


def _capture_setup() -> Ganjifa:
    hands = [
        [C("matsya", 1), C("kalki", 9), C("buddha", 4)],
        [C("matsya", 5), C("kalki", 10), C("buddha", "raja")],
        [C("matsya", 8), C("kalki", "mantri"), C("buddha", 2)],
    ]
    captured = [[], [C("matsya", "raja"), C("matsya", "mantri"), C("kurma", 4)], []]
    return Ganjifa.from_position(hands=hands, captured=captured, leader=0, first_trick=False, seed=209)


def _capture_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    """Judged by what the learner knows as they lead — their hand and the captured piles
    (and the instruction: everyone here must follow suit) — never by the hidden hands:
    whether an unseen card of the led suit still ranks above the lead. Who takes the trick
    shows at the table once the other two have played."""
    rule = "ganjifa.capture"
    if isinstance(action, LeadDukal):
        return Feedback(False, lesson_msg("capture.one-card"), rule)
    assert isinstance(action, PlayCard)  # no Dukal is being answered: a Dukal or a card is led
    card = action.card
    suit = suit_of(card.index)
    higher = higher_unseen(Knowledge.from_game(game, ME), card)
    if not higher:
        return Feedback(True, lesson_msg("capture.right", card=card, suit=suit), rule)
    return Feedback(False, lesson_msg("capture.wrong", card=card, suit=suit, n=len(higher), top=CARDS[higher[0]]), rule)


# ------------------------------------------------------------------------------ Dukals


def _dukal_setup() -> Ganjifa:
    return Ganjifa.from_position(
        hands=[
            [
                C("kalki", "raja"),
                C("kalki", "mantri"),
                C("kalki", 3),
                C("kalki", 4),
                C("kalki", 5),
                C("kalki", 6),
                C("kalki", 9),
            ],
            [
                C("kalki", 10),
                C("matsya", 2),
                C("kurma", 5),
                C("rama", 3),
                C("buddha", 7),
                C("varaha", 1),
                C("krishna", 4),
            ],
            [
                C("kalki", 8),
                C("matsya", 6),
                C("narasimha", 2),
                C("rama", 9),
                C("buddha", "raja"),
                C("vamana", 5),
                C("parashurama", 3),
            ],
        ],
        leader=0,
        first_trick=False,
        seed=210,
    )


def _dukal_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    """A Dukal's outcome is certain from the rules alone (each opponent discards as many
    cards, the leader takes them all), so the feedback tells it; a single card's trick is
    not told: it depends on hands the learner cannot see."""
    rule = "ganjifa.dukal"
    largest = max((len(a.cards) for a in game.legal_actions() if isinstance(a, LeadDukal)), default=0)
    if isinstance(action, LeadDukal):
        n = len(action.cards)
        story = _story(events, ("dukal",))
        if n == largest:
            return Feedback(True, _words(story, lesson_msg("lead-dukal.largest", n=n, captured=3 * n)), rule)
        return Feedback(False, _words(story, lesson_msg("lead-dukal.smaller", best=3 * largest, got=3 * n)), rule)
    assert isinstance(action, PlayCard)  # no Dukal is being answered: a Dukal or a card is led
    return Feedback(False, lesson_msg("lead-dukal.single", card=action.card, largest=largest, best=3 * largest), rule)


def _answer_setup() -> Ganjifa:
    """Player 2 leads a Dukal of five Krishna cards (scripted); you discard first."""
    game = Ganjifa.from_position(
        hands=[
            [
                C("rama", "raja"),
                C("rama", 8),
                C("buddha", "raja"),
                C("matsya", 9),
                C("kurma", 10),
                C("varaha", 7),
                C("narasimha", 8),
                C("parashurama", 2),
            ],
            [
                C("rama", 10),
                C("buddha", 3),
                C("kalki", 9),
                C("matsya", 1),
                C("kurma", 1),
                C("vamana", 4),
                C("krishna", 2),
                C("parashurama", 10),
            ],
            [
                C("krishna", "raja"),
                C("krishna", "mantri"),
                C("krishna", 5),
                C("krishna", 6),
                C("krishna", 7),
                C("kalki", 2),
                C("matsya", 3),
                C("varaha", 10),
            ],
        ],
        leader=2,
        first_trick=False,
        seed=211,
    )
    game.apply(
        LeadDukal((C("krishna", "raja"), C("krishna", "mantri"), C("krishna", 5), C("krishna", 6), C("krishna", 7)))
    )
    return game


def _keep_reason(knowledge: Knowledge, card: Card) -> Msg | None:
    """Why a card is worth keeping when answering a Dukal, as a message (None: it is not):
    a trump, part of a Dukal, or the top card of its suit still in play (nothing unseen
    ranks above it)."""
    if card.index // 12 == knowledge.trump:
        return lesson_msg("answer.keep.trump", card=card)
    if any(card.index in d for d in dukals_in(knowledge.own)):
        return lesson_msg("answer.keep.dukal", card=card)
    if not higher_unseen(knowledge, card):
        return lesson_msg("answer.keep.top", card=card, suit=suit_of(card.index))
    return None


def _answer_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    rule = "ganjifa.dukal"
    if not isinstance(action, DiscardForDukal):
        return Feedback(False, lesson_msg("answer.ask"), rule)
    knowledge = Knowledge.from_game(game, ME)
    bad = tuple(why for why in (_keep_reason(knowledge, c) for c in action.cards) if why)
    owed = game.dukal["owed"][ME]  # type: ignore[index]  # the lesson's position answers a Dukal
    story = _story(events, ("discard",))
    if not bad:
        weak = tuple(lesson_msg("answer.weak", card=c, n=len(higher_unseen(knowledge, c))) for c in action.cards)
        return Feedback(True, _words(story, lesson_msg("answer.right", weak=weak, more=owed - len(action.cards))), rule)
    return Feedback(False, _words(story, lesson_msg("answer.wrong", kept=bad)), rule)


# ----------------------------------------------------------------------------- the end

_END_HANDS = [[C("rama", 2), C("vamana", "raja")], [C("vamana", 1)], [C("vamana", "mantri")]]
_END_TRICK = [C("kalki", 10), C("kalki", 3)]


def _end_setup() -> Ganjifa:
    rest = _rest(*_END_HANDS, _END_TRICK)
    captured = [rest[:39], rest[39:78], rest[78:]]  # 39, 39 and 36 cards
    return Ganjifa.from_position(
        hands=_END_HANDS, captured=captured, leader=1, trick=_END_TRICK, first_trick=False, seed=212
    )


def _end_check(game: Ganjifa, action: Action, events: list[Event]) -> Feedback:
    rule = "ganjifa.end"
    _after, events = _play_on(game, action, "end")
    end = _event(events, "end")
    if end is None:
        return Feedback(False, lesson_msg("end.play-on"), rule)
    scores, winners = end.data["scores"], end.data["winners"]
    story = _public_story(game, events)
    if winners == [ME]:
        return Feedback(True, _words(story, lesson_msg("end.right", score=scores[ME])), rule)
    shared = lesson_msg("end.shared") if ME in winners else None
    return Feedback(False, _words(story, shared, lesson_msg("end.wrong")), rule)


# ------------------------------------------------------------------------------ lessons

#: a lesson's or a quiz's words from the lesson table: "<prefix>.title", ".instruction"
#: (".question", ".explanation"), ".hint.<n>", as every game names them
_texts = functools.partial(lesson_words, LESSON_MESSAGES)


LESSONS: list[LessonSpec[Ganjifa]] = [
    LessonSpec(
        id="reversed-ranks",
        rules=("ganjifa.rank", "ganjifa.trick-winner"),
        setup=_reversed_setup,
        check=_win_the_trick("ganjifa.rank", "reversed.right", "reversed.wrong"),
        **_texts("lesson.reversed-ranks", "title", "instruction"),
    ),
    LessonSpec(
        id="straight-ranks",
        rules=("ganjifa.rank", "ganjifa.trick-winner"),
        setup=_straight_setup,
        check=_win_the_trick("ganjifa.rank", "straight.right", "straight.wrong"),
        **_texts("lesson.straight-ranks", "title", "instruction"),
    ),
    LessonSpec(
        id="opening-lead",
        rules=("ganjifa.opening-lead", "ganjifa.deal", "ganjifa.day-night"),
        setup=_opening_setup,
        check=_opening_check(None),
        **_texts("lesson.opening-lead", "title", "instruction"),
    ),
    LessonSpec(
        id="opening-lead-night",
        rules=("ganjifa.opening-lead", "ganjifa.day-night"),
        setup=_opening_night_setup,
        check=_opening_check("night-opening.extra"),
        **_texts("lesson.opening-lead-night", "title", "instruction"),
    ),
    LessonSpec(
        id="day-and-night",
        rules=("ganjifa.day-night", "ganjifa.trick-winner", "ganjifa.void"),
        setup=_night_setup,
        check=_win_the_trick("ganjifa.day-night", "night.right", "night.wrong"),
        **_texts("lesson.day-and-night", "title", "instruction"),
    ),
    LessonSpec(
        id="follow-suit",
        rules=("ganjifa.follow", "ganjifa.rank"),
        setup=_follow_setup,
        check=_follow_check,
        **_texts("lesson.follow-suit", "title", "instruction"),
    ),
    LessonSpec(
        id="void",
        rules=("ganjifa.void", "ganjifa.trick-winner"),
        setup=_void_setup,
        check=_win_the_trick("ganjifa.void", "void.right", "void.wrong"),
        **_texts("lesson.void", "title", "instruction"),
    ),
    LessonSpec(
        id="trick-winner",
        rules=("ganjifa.trick-winner", "ganjifa.void", "ganjifa.rank"),
        setup=_winner_setup,
        check=_winner_check,
        **_texts("lesson.trick-winner", "title", "instruction"),
    ),
    LessonSpec(
        id="capture",
        rules=("ganjifa.capture", "ganjifa.rank"),
        setup=_capture_setup,
        check=_capture_check,
        **_texts("lesson.capture", "title", "instruction"),
        bots="heuristic",
    ),
    LessonSpec(
        id="lead-dukal",
        rules=("ganjifa.dukal", "ganjifa.capture"),
        setup=_dukal_setup,
        check=_dukal_check,
        **_texts("lesson.lead-dukal", "title", "instruction"),
        bots="heuristic",
    ),
    LessonSpec(
        id="answer-dukal",
        rules=("ganjifa.dukal",),
        setup=_answer_setup,
        check=_answer_check,
        **_texts("lesson.answer-dukal", "title", "instruction"),
        bots="heuristic",
    ),
    LessonSpec(
        id="end",
        rules=("ganjifa.end", "ganjifa.objective", "ganjifa.void"),
        setup=_end_setup,
        check=_end_check,
        **_texts("lesson.end", "title", "instruction"),
        bots="heuristic",
    ),
]


# ------------------------------------------------------------------------------ quizzes

#: the opening-lead lesson's deal: player 0 holds the Raja of Rama, 7 of the 12 Kalki cards
#: and neither court card of Krishna
DEAL_SEED = 4


def _deal_knowledge() -> Knowledge:
    return Knowledge.from_game(Ganjifa(seed=DEAL_SEED), ME)


def card_counting_position() -> Ganjifa:
    """Mid-deal, five cards each; all other 105 cards are in the captured piles."""
    hands = [
        [C("kalki", 8), C("matsya", 2), C("kurma", 6), C("buddha", 10), C("rama", 4)],
        [C("kalki", 10), C("matsya", 5), C("varaha", 3), C("narasimha", 7), C("krishna", 1)],
        [C("kalki", "mantri"), C("kalki", 2), C("rama", 9), C("vamana", 6), C("parashurama", 4)],
    ]
    rest = _rest(*hands)
    return Ganjifa.from_position(
        hands=hands, captured=[rest[:35], rest[35:70], rest[70:]], leader=0, first_trick=False, seed=301
    )


def void_shown_position() -> Ganjifa:
    """Five cards each; player 1 leads the 9 of Buddha, player 2 shows a void in Buddha by
    trumping, you follow with the 4 of Buddha (scripted). Four cards each are left."""
    hands = [
        [C("buddha", 4), C("kalki", 3), C("krishna", 5), C("vamana", 9), C("rama", 7)],
        [C("buddha", 9), C("buddha", "raja"), C("buddha", 2), C("kalki", "raja"), C("matsya", 7)],
        [C("rama", 3), C("kurma", 8), C("varaha", 2), C("narasimha", 1), C("parashurama", 6)],
    ]
    rest = _rest(*hands)
    game = Ganjifa.from_position(
        hands=hands, captured=[rest[:35], rest[35:70], rest[70:]], leader=1, first_trick=False, seed=302
    )
    for card in (C("buddha", 9), C("rama", 3), C("buddha", 4)):
        game.apply(PlayCard(card))
    return game


#: a quiz's simulation: the fraction of ``trials`` games in which the event happened
Simulate = Callable[[int, random.Random], list[float]]


def _resampled(setup: Callable[[], Ganjifa], event: Callable[[Ganjifa], bool]) -> Simulate:
    """``simulate(trials, rng)``: redeal what player 0 cannot see with the engine's
    ``resample_hidden`` (keeping every card played and every void shown) and test ``event``."""

    def simulate(trials: int, rng: random.Random) -> list[float]:
        base = setup()
        return [float(event(base.resample_hidden(ME, rng))) for _ in range(trials)]

    return simulate


def _dealt(event: Callable[[Ganjifa], bool]) -> Simulate:
    """``simulate(trials, rng)``: real engine deals, ``event`` tested on each."""

    def simulate(trials: int, rng: random.Random) -> list[float]:
        return [float(event(Ganjifa(seed=rng.getrandbits(32)))) for _ in range(trials)]

    return simulate


def _holds(seat: int, *cards: Card) -> Callable[[Ganjifa], bool]:
    mask = sum(1 << c.index for c in cards)
    return lambda game: bool(game._hands[seat] & mask)


def _p1_can_beat(card: Card) -> Callable[[Ganjifa], bool]:
    """Through the engine: lead ``card`` and see whether any legal reply of player 1 would
    take the trick from it."""

    def event(game: Ganjifa) -> bool:
        game.apply(PlayCard(card))
        return any(
            # player 1 follows a trick: every legal reply is a card played
            trick_winner([(ME, card.index), (1, a.card.index)], game.trump)[0] == 1  # type: ignore[attr-defined]
            for a in game.legal_actions()
        )

    return event


KRISHNA_COURTS = (C("krishna", "raja"), C("krishna", "mantri"))


def _compared(value: float, other: float) -> dict[str, Any]:
    """How ``value`` compares with ``other``, as message parameters worked out from the
    numbers (the words: "18% less than", "5% more than", "equal to"): ``cmp`` is "equal",
    "less" or "more", ``rel`` the relative difference."""
    if round(value, 4) == round(other, 4):
        return {"cmp": "equal", "rel": 0.0}
    return {"cmp": "less" if value < other else "more", "rel": abs(value - other) / other}


def _quizzes() -> list[QuizSpec]:
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
        QuizSpec(
            id="krishna-courts",
            answer=courts,
            **_texts("quiz.krishna-courts", "question", "explanation", none=1 - courts, p=courts),
            rules=("ganjifa.deal",),
            simulate=_resampled(lambda: Ganjifa(seed=DEAL_SEED), _holds(1, *KRISHNA_COURTS)),
        ),
        QuizSpec(
            id="void-in-kalki",
            answer=void,
            tolerance=0.005,
            **_texts(
                "quiz.void-in-kalki",
                "question",
                "explanation",
                other=12 - kalki_mine,
                rest=80 - (12 - kalki_mine),
                p=void,
                mine=kalki_mine,
            ),
            rules=("ganjifa.void", "ganjifa.deal"),
            simulate=_resampled(
                lambda: Ganjifa(seed=DEAL_SEED), lambda g: not g._hands[1] & SUIT_MASK[SUIT_INDEX["kalki"]]
            ),
        ),
        QuizSpec(
            id="your-dukal",
            answer=mine_dukal,
            **_texts("quiz.your-dukal", "question", "explanation", p=mine_dukal, one_in=1 / mine_dukal),
            rules=("ganjifa.dukal", "ganjifa.deal"),
            simulate=_dealt(lambda g: bool(dukals_in(g._hands[ME]))),
        ),
        QuizSpec(
            id="anyone-dukal",
            answer=any_dukal,
            **_texts(
                "quiz.anyone-dukal",
                "question",
                "explanation",
                p=any_dukal,
                **_compared(any_dukal, 3 * mine_dukal),
                one=mine_dukal,
                three=3 * mine_dukal,
            ),
            rules=("ganjifa.dukal", "ganjifa.deal"),
            simulate=_dealt(lambda g: any(dukals_in(h) for h in g._hands)),
        ),
        QuizSpec(
            id="beat-the-kalki-8",
            answer=beat,
            **_texts("quiz.beat-the-kalki-8", "question", "explanation", higher=higher, p=beat),
            rules=("ganjifa.trick-winner", "ganjifa.rank", "ganjifa.void"),
            simulate=_resampled(card_counting_position, _p1_can_beat(C("kalki", 8))),
        ),
        QuizSpec(
            id="after-a-void",
            answer=raja,
            **_texts("quiz.after-a-void", "question", "explanation", places=size - forced, free=free, p=raja),
            rules=("ganjifa.void", "ganjifa.follow"),
            simulate=_resampled(void_shown_position, _holds(1, C("kalki", "raja"))),
        ),
    ]


QUIZZES: list[QuizSpec] = _quizzes()

lesson = finder(LESSONS, "Ganjifa lesson")
quiz = finder(QUIZZES, "Ganjifa quiz")
