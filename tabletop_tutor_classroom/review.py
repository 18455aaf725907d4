"""Play that teaches: once a room's game is over, each student's decisive moves are judged
by the judges the games' lessons use, for that student's device only, and kept as results.

A judgment is made from what the seat could see when it moved, never from the hidden
parts: the game is replayed from its start, and at each judged move the judge reads the
game as the lessons' judges do (Exacto: the mover's own dice, the dice count and the bid,
``rules_engine.exacto.lessons.p_right``; Deductio: that seat's own view,
``rules_engine.deductio.solver.candidates``). So the review cannot tell a student anything
of another cup or another number, and it goes to that student's connections alone
(``tests/classroom/test_class_play_review.py`` replays a game with every hidden part
redrawn: the other seats', the projector's and the judged seat's frames stay the same).

Which moves are judged, and by which lesson's judge (its id is the result's item, its rules
the result's rules):

* Exacto: each LIAR (lesson ``liar``) and EXACTO (lesson ``exacto``) call, by that lesson's
  own check: right when no legal move had better odds of being right, as the caller saw
  them (``_judge_odds``); the review says the call's chance.
* Deductio: each guess, against that seat's candidates for the target at that moment: a
  guess on the turn as lesson ``certain-guess`` judges it (right when it was certain), a
  free guess (a clue's ability) as lesson ``free-guess`` does (right when no number was
  likelier). Those lessons' checks are written for their learner's seat 0 and their own
  words, so their criterion is applied here to the seat that guessed, through the same
  ``candidates`` they read.
* Dashavatara Ganjifa: a card played last to a trick, the seat holding two or more
  cards of the led suit and none of them winning it, as lesson ``follow-suit`` judges it
  (right: the weakest of them). Its other judges are not applied: whether to win a trick
  or what to lead depends on cards still hidden, and the lessons' positions answer it
  for their own cards only.
* Siggil: a move when a capture would win the game at once, as lesson ``win`` judges it
  (right: a capture that wins). The other capture lessons count every capture right
  only because their positions have nothing better to do; in a class game letting a
  capture go may keep cards for a bigger one, so those moves are not judged.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules_engine.core import Action, Event, Game, game_class
from rules_engine.deductio.game import Guess
from rules_engine.deductio.solver import candidates
from rules_engine.exacto.game import CallExacto, CallLiar, Exacto
from rules_engine.exacto.lessons import lesson, p_right
from rules_engine.exacto.messages import bid_words
from rules_engine.ganjifa.cards import MANTRI, RAJA, STRENGTH, SUIT_INDEX
from rules_engine.ganjifa.game import Ganjifa, PlayCard, trick_winner
from rules_engine.ganjifa.messages import card_name, suit_name
from rules_engine.siggil.game import Capture, Recapture, Siggil, Steal
from rules_engine.siggil.messages import FORMATTERS as SIGGIL_WORDS

from .activities import lessons_of, said
from .messages import CLASS_MESSAGES
from .storage import ResultRecord

if TYPE_CHECKING:
    from .room import Room

__all__ = ["KIND", "Judgment", "PlayReview", "judge_game"]

#: the results' kind of a judged class-game move (lessons are "lesson", quizzes "quiz")
KIND = "play"
_TIE = 1e-12  # chances closer than this are equal (sums of the same binomial terms)


@dataclass(frozen=True)
class Judgment:
    """One judged move: who made it (``seat``, move ``move`` of the game), the lesson whose
    judge applied (``item``, its ``rules``), right or not, and the numbers the review says
    (``facts``: JSON data, put into words in the reader's language by ``text``)."""

    seat: int
    move: int
    action: Action
    item: str
    rules: tuple[str, ...]
    correct: bool
    facts: Mapping[str, Any]

    def text(self, lang: str, name_of: Callable[[int], str]) -> str:
        """The review's sentence in ``lang``; ``name_of(seat)``: a seat's name there."""
        return _WORDS[self.facts["kind"]](self.facts, lang, name_of)

    def to_json(self, lang: str, name_of: Callable[[int], str]) -> dict[str, Any]:
        return {
            "move": self.move,
            "item": self.item,
            "rules": list(self.rules),
            "correct": self.correct,
            "did": said(self.action, lang),
            "text": self.text(lang, name_of),
        }


#: a game's judge: the game just before ``seat``'s move, the move, the events it caused ->
#: its judgment (None: not a move any lesson judges)
Judge = Callable[[Game, int, Action, list[Event]], "Judgment | None"]


# ------------------------------------------------------------------------------ Exacto


def _judge_exacto(game: Game, seat: int, action: Action, events: list[Event]) -> Judgment | None:
    if not isinstance(game, Exacto) or not isinstance(action, (CallLiar, CallExacto)) or game.bid is None:
        return None
    spec = lesson("exacto" if isinstance(action, CallExacto) else "liar")
    # the lesson's own check: its verdict reads the caller's dice and the public count only
    # (a call's feedback adds the reveal, which is left out here: it differs by world)
    verdict = spec.check(game, action, events)
    bid = game.bid
    facts = {
        "kind": "call",
        "call": action.kind,
        "quantity": bid.quantity,
        "face": bid.face,
        "p": p_right(game, action),
        "best": verdict.correct,
        "top": max(p_right(game, a) for a in game.legal_actions()),
    }
    return Judgment(seat, len(game.history), action, spec.id, tuple(spec.rules), verdict.correct, facts)


def _call_words(facts: Mapping[str, Any], lang: str, name_of: Callable[[int], str]) -> str:
    said_bid = bid_words(facts["quantity"], facts["face"], lang)
    first = CLASS_MESSAGES.render("c.review.call", {"call": facts["call"], "bid": said_bid, "p": facts["p"]}, lang)
    then = "c.review.call-best" if facts["best"] else "c.review.call-better"
    return first + " " + CLASS_MESSAGES.render(then, {"top": facts["top"]}, lang)


# ---------------------------------------------------------------------------- Deductio


def _judge_deductio(game: Game, seat: int, action: Action, events: list[Event]) -> Judgment | None:
    if not isinstance(action, Guess):
        return None
    view = game.view(seat)  # that seat's own knowledge, as the lessons' _chance and _best read it
    dist = candidates(view).get(action.target, {})
    p = dist.get(action.number, 0.0)
    top = max(dist.values(), default=0.0)
    free = view["phase"] == "ability"  # a clue's free guess: deductio.ability
    item = "free-guess" if free else "certain-guess"
    # certain-guess: right when it was certain; free-guess: right when no number was likelier
    correct = p >= top - _TIE if free else p >= 1.0 - _TIE
    spec = next(s for s in lessons_of("deductio") if s.id == item)
    facts = {
        "kind": "guess",
        "free": free,
        "target": action.target,
        "number": action.number,
        "p": p,
        "candidates": sorted(dist),
        "top": top,
        "likeliest": [n for n in sorted(dist) if dist[n] >= top - _TIE],
    }
    return Judgment(seat, len(game.history), action, item, tuple(spec.rules), correct, facts)


def _guess_words(facts: Mapping[str, Any], lang: str, name_of: Callable[[int], str]) -> str:
    numbers = facts["candidates"]
    first = CLASS_MESSAGES.render(
        "c.review.guess",
        {
            "number": facts["number"],
            "target": name_of(facts["target"]),
            "n": len(numbers),
            "numbers": ", ".join(str(n) for n in numbers),
            "p": facts["p"],
        },
        lang,
    )
    if facts["free"]:
        best = facts["p"] >= facts["top"] - _TIE
        then = CLASS_MESSAGES.render(
            "c.review.free-best" if best else "c.review.free-better",
            {"likeliest": ", ".join(str(n) for n in facts["likeliest"]), "top": facts["top"]},
            lang,
        )
    else:
        certain = facts["p"] >= 1.0 - _TIE
        then = CLASS_MESSAGES.render("c.review.guess-certain" if certain else "c.review.guess-unsure", {}, lang)
    return first + " " + then


# ----------------------------------------------------------------- Dashavatara Ganjifa


def _judge_ganjifa(game: Game, seat: int, action: Action, events: list[Event]) -> Judgment | None:
    """The follow-suit lesson's judge, where its position is the class game's: the seat
    plays the trick's last card, holds the led suit (so must follow, ganjifa.follow) and no
    card of it would win the trick. Then the lesson's answer holds whatever is hidden:
    every captured card scores one (ganjifa.objective), so the card given up costs nothing
    now and the weakest one is the one to give. Not judged when that suit's Raja and Mantri
    are both in hand (a Dukal to keep, ganjifa.dukal, which the lesson's position has not),
    nor anywhere else: whether to win a trick, or what to lead, has no honest rule."""
    if not isinstance(game, Ganjifa) or not isinstance(action, PlayCard):
        return None
    trick = game.trick
    if len(trick) != game.players - 1:
        return None  # not the trick's last card: who wins it depends on hidden cards
    led = trick[0].card.suit
    suited = [c for c in game.hand(seat) if c.suit == led]
    plays = [(p.seat, p.card.index) for p in trick]
    if len(suited) < 2 or any(trick_winner([*plays, (seat, c.index)], game.trump)[0] == seat for c in suited):
        return None  # no choice (void, or one card), or a card of it wins: not the lesson's position
    if {MANTRI, RAJA} <= {c.index % 12 for c in suited}:
        return None  # the suit's Raja and Mantri: a Dukal may be kept (ganjifa.dukal)
    spec = next(s for s in lessons_of("ganjifa") if s.id == "follow-suit")
    # the lesson's criterion (_follow_check): the weakest card of the suit, by its strength
    weakest = min(suited, key=lambda c: STRENGTH[c.index])
    facts = {"kind": "follow", "suit": led, "card": action.card.index, "weakest": weakest.index}
    correct = action.card == weakest
    return Judgment(seat, len(game.history), action, spec.id, tuple(spec.rules), correct, facts)


def _follow_words(facts: Mapping[str, Any], lang: str, name_of: Callable[[int], str]) -> str:
    params = {
        "suit": suit_name(SUIT_INDEX[facts["suit"]], lang, genitive=True),
        "card": card_name(facts["card"], lang),
        "weakest": card_name(facts["weakest"], lang),
    }
    right = facts["card"] == facts["weakest"]
    return CLASS_MESSAGES.render("c.review.follow-right" if right else "c.review.follow-wrong", params, lang)


# ------------------------------------------------------------------------------ Siggil


def _judge_siggil(game: Game, seat: int, action: Action, events: list[Event]) -> Judgment | None:
    """The win lesson's judge, where its position is the class game's: a capture the seat
    may make now would win the game at once (siggil.win). Taking it is right and anything
    else wrong, whatever is hidden. The other capture lessons' judges count every capture
    right only because their positions have nothing better to do: in a class game letting
    a capture go can keep cards for a bigger one, so those moves are not judged."""
    if not isinstance(game, Siggil) or game.phase != "capture":
        return None
    winning = [a for a in game.legal_actions() if isinstance(a, (Capture, Steal, Recapture)) and _wins(game, seat, a)]
    if not winning:
        return None
    spec = next(s for s in lessons_of("siggil") if s.id == "win")
    correct = action in winning
    best = winning[0]
    facts = {
        "kind": "win",
        "goal": game.goal,
        "won": correct,
        "spirit": best.spirit,
        "cards": [c.to_json() for c in best.cards],
    }
    return Judgment(seat, len(game.history), action, spec.id, tuple(spec.rules), correct, facts)


def _wins(game: Siggil, seat: int, capture: Action) -> bool:
    """Does ``capture`` win at once? It moves spirits in view of all, and the win counts
    the spirits each seat holds (public), so the answer is the same in every world."""
    after = game.clone()
    after.apply(capture)
    return after.is_over and seat in after.winners


def _win_words(facts: Mapping[str, Any], lang: str, name_of: Callable[[int], str]) -> str:
    if facts["won"]:
        return CLASS_MESSAGES.render("c.review.win-took", {"goal": facts["goal"]}, lang)
    spirit, cards = SIGGIL_WORDS["spirit"](facts["spirit"], lang), SIGGIL_WORDS["cards"](facts["cards"], lang)
    return CLASS_MESSAGES.render("c.review.win-missed", {"goal": facts["goal"], "spirit": spirit, "cards": cards}, lang)


#: the games' judges of a class game's move, each the judge of a lesson applied where
#: that lesson's position is the game's (see each judge for where that is)
JUDGES: dict[str, Judge] = {
    "exacto": _judge_exacto,
    "deductio": _judge_deductio,
    "ganjifa": _judge_ganjifa,
    "siggil": _judge_siggil,
}
_WORDS: dict[str, Callable[[Mapping[str, Any], str, Callable[[int], str]], str]] = {
    "call": _call_words,
    "guess": _guess_words,
    "follow": _follow_words,
    "win": _win_words,
}


def judge_game(game: Game, wanted: Callable[[int, int], bool] = lambda move, seat: True) -> list[Judgment]:
    """Every judged move of ``game`` that ``wanted(move, seat)`` asks for, in order: the
    game is replayed from its start (its seed and moves), each move judged on the game just
    before it, as a lesson's checker is given it."""
    judge = JUDGES.get(game.name)
    if judge is None:
        return []
    replay = game_class(game.name).from_json({**game.to_json(), "history": []})
    out = []
    for move, action in enumerate(game.history):
        seat = replay.current_player
        before = replay.clone() if seat is not None and wanted(move, seat) else None
        events = replay.apply(action)
        if before is not None and seat is not None:
            judgment = judge(before, seat, action, events)
            if judgment is not None:
                out.append(judgment)
    return out


# ------------------------------------------------------------------------------ a room


@dataclass(frozen=True)
class _Mover:
    digest: str  # the seat token's digest: whose result it is
    name: str


@dataclass
class PlayReview:
    """A room's review of its current game: each person's judged move as it is made, by
    seat token (a seat the teacher moves or gives away keeps each move its student's), and
    once the game is over, the review each student is told and the results kept, once (the
    room's flag ``reviewed`` holds the seed of the game kept, so a restarted server does
    not keep them again). ``since``: the moves from this one on were made while this
    server held the room; the earlier ones (before a restart) are judged by replaying the
    game, as its seat's student's, when it ends."""

    room: Room
    since: int = 0
    made: list[tuple[_Mover, Judgment]] = field(default_factory=list)
    judgments: list[tuple[str, Judgment]] | None = None

    def before(self) -> Game | None:
        """A copy of the game before a person's move, for its judge (None: this game's
        moves are not judged, so nothing is copied)."""
        game = self.room.game
        return game.clone() if game.name in JUDGES and not game.is_over else None

    def moved(self, seat: int, before: Game | None) -> None:
        """The person at ``seat`` moved from ``before`` (``before()``'s copy): judge it."""
        game, person = self.room.game, self.room.person(seat)
        if before is None or person is None or len(game.history) <= len(before.history):
            return
        move = len(before.history)
        judgment = JUDGES[game.name](before, seat, game.history[move], game.log[len(before.log) :])
        if judgment is not None:
            self.made.append((_Mover(person.token_digest, person.name), judgment))

    def new_game(self) -> None:
        self.made, self.judgments, self.since = [], None, 0

    def _earlier(self) -> list[tuple[_Mover, Judgment]]:
        """The judged moves made before this server took the room up (a restart): each its
        seat's student's now, unless a bot plays the seat."""
        if not self.since:
            return []
        room = self.room

        def mover(seat: int) -> _Mover | None:
            person = room.person(seat)
            return None if person is None or seat in room.bots else _Mover(person.token_digest, person.name)

        judged = judge_game(room.game, lambda move, seat: move < self.since and mover(seat) is not None)
        return [(m, j) for j in judged if (m := mover(j.seat)) is not None]

    def finish(self) -> bool:
        """Once the game is over, its review (True: made now, the students may be told);
        its results are kept once per game, before anyone is told."""
        room = self.room
        if self.judgments is not None or not room.game.is_over:
            return False
        judged = [*self._earlier(), *self.made]
        if room.record.flags.get("reviewed") != room.record.seed:
            for mover, judgment in judged:
                room.storage.add_result(self._result(mover, judgment))
            room.set_flag("reviewed", room.record.seed)
        self.judgments = [(mover.digest, judgment) for mover, judgment in judged]
        return True

    def _result(self, mover: _Mover, judgment: Judgment) -> ResultRecord:
        return ResultRecord(
            mover.name,
            self.room.code,
            KIND,
            f"{self.room.game.name}/{judgment.item}",
            list(judgment.rules),
            judgment.correct,
            1,  # a move in play is made once: no second try
            round(time.time(), 3),
            student_id=mover.digest,
            answer=said(judgment.action, "en"),  # the store keeps English words, as a lesson's
        )

    def frame(self, digest: str | None, lang: str) -> dict[str, Any] | None:
        """The review of the student with seat token ``digest``: their own judged moves
        only (None: the game is not judged yet, or they made no judged move)."""
        if self.judgments is None or digest is None:
            return None
        mine = [j for d, j in self.judgments if d == digest]
        if not mine:
            return None
        room = self.room
        return {
            "type": "review",
            "room": room.code,
            "game": room.game.name,
            "title": CLASS_MESSAGES.render("c.review.title", {}, lang),
            "items": [j.to_json(lang, lambda s: room.who(s, lang)) for j in mine],
        }
