"""Play that teaches: after a class game, each student's decisive moves are judged by the
lessons' judges from that student's own view, shown to that student only, and kept as
results (kind "play") the teacher's tables and CSV show.

The redrawn-world proofs play the same moves in worlds with every hidden part redrawn:
the other seat's frames and the projector's stay the same until the reveal, neither ever
gets a review, and the judged student's review is the same in every world."""

from __future__ import annotations

import contextlib
import csv
import io
import json
import random

import pytest
from support.classroom import TestClient, class_app, next_of, open_room

from rules_engine.bots import Bot
from rules_engine.core import IllegalAction
from rules_engine.deductio.game import Deductio, Guess
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.deductio.solver import candidates
from rules_engine.exacto.game import Exacto
from rules_engine.exacto.lessons import lesson as exacto_lesson
from rules_engine.exacto.messages import bid_words
from rules_engine.exacto.probability import p_at_least, p_exactly, seat_knowledge
from rules_engine.ganjifa.cards import Card as C
from rules_engine.ganjifa.game import Ganjifa, PlayCard
from rules_engine.ganjifa.lessons import lesson as ganjifa_lesson
from rules_engine.ganjifa.messages import card_name
from rules_engine.siggil.game import Pass as SiggilPass
from rules_engine.siggil.lessons import lesson as siggil_lesson
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from tabletop_tutor_classroom.review import JUDGES
from tabletop_tutor_classroom.room import Room
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import RoomRecord, SQLiteStorage, open_storage

NAMES = ("Anna", "Ben", "Cleo")  # a person in every seat; no bots


def play_out(game, moves):
    """A person in every seat of ``game`` (Anna in seat 0, Ben, Cleo) plays ``moves``, a
    projector watching, then each the first legal move until the game is over. Returns
    every frame each seat and the projector received (as sent; the "joined" frames, with
    their fresh tokens, left out) up to the answer to one last "lang" message each sends
    after the game, so a frame sent after the end (a review) is in the list and one that
    did not come cannot be missed; how many of them came before the last of ``moves`` (the
    judged one); and the store."""
    seats = tuple(range(game.players))
    storage = SQLiteStorage(":memory:")
    record = RoomRecord("ROOM", game.name, game.players, game.seed, dict(game.options), "en", {})
    storage.add_room(record)
    for number, done in enumerate(game.history):  # a lesson's position: its moves so far, as a room keeps them
        storage.add_action("ROOM", number, done.to_json())
    server = ClassServer(storage, bot_delay=0)
    server.rooms["ROOM"] = Room(record, storage, game=game)
    frames: dict[object, list[str]] = {who: [] for who in (*seats, "projector")}
    before: dict[object, int] = {}
    with contextlib.ExitStack() as stack:
        client = stack.enter_context(TestClient(make_app(server)))
        socks = {who: stack.enter_context(client.websocket_connect("/ws")) for who in frames}

        def read(who):
            raw = socks[who].receive_text()
            frames[who].append(raw)
            return json.loads(raw)

        socks["projector"].send_json({"type": "project", "room": "ROOM"})
        read("projector")
        for seat in seats:
            socks[seat].send_json({"type": "join", "room": "ROOM", "name": NAMES[seat]})
            assert socks[seat].receive_json()["type"] == "joined"
            for who in (*seats[: seat + 1], "projector"):
                read(who)
        played = server.rooms["ROOM"].game
        for number, action in enumerate([*moves, *([None] * 200)]):
            if played.is_over:
                break
            if number == len(moves) - 1:
                before = {who: len(got) for who, got in frames.items()}
            action = action or played.legal_actions()[0].to_json()
            socks[played.current_player].send_json({"type": "act", "action": action})
            for who in frames:
                read(who)
        assert played.is_over
        for who in frames:
            socks[who].send_json({"type": "lang", "lang": "en"})
            while read(who)["type"] != ("public" if who == "projector" else "state"):
                pass
    return frames, before, storage


def reviews(frames: list[str]) -> list[dict]:
    return [json.loads(f) for f in frames if json.loads(f)["type"] == "review"]


def redrawn(world, seat, moves, count):
    """Up to ``count`` worlds redrawn for what ``seat`` cannot see (``resample_hidden``) in
    which ``moves`` can still be played: redrawn for Ben, Anna's cards may not hold the
    one she plays, and such a world is no replay of the same moves."""
    found, seen = [], [world.view(None)]
    for n in range(100):
        world_b = world.resample_hidden(seat, random.Random(n))
        trial = world_b.clone()
        try:
            for move in moves:
                trial.apply(trial.check(move))
        except IllegalAction:
            continue
        if world_b.view(None) in seen:  # each world another: the proof can fail
            continue
        seen.append(world_b.view(None))
        found.append(world_b)
        if len(found) == count:
            break
    assert found, f"no world redrawn for seat {seat} plays {moves} with anything hidden drawn otherwise"
    return found


def assert_redrawn_worlds_agree(world_a, moves, redraws=3):
    """The same ``moves`` in worlds redrawn for what each seat cannot see: that seat's
    frames until the judged move (the last of ``moves``), and its review, are the same as
    in ``world_a``; the projector's frames until then are the same in every one of those
    worlds (it sees less than any seat); and no one but Anna, who made the judged move,
    ever gets a review."""
    frames_a, before_a, _ = play_out(world_a.clone(), moves)
    assert reviews(frames_a[0]), "Anna's move was judged"
    for seat in range(world_a.players):
        for world_b in redrawn(world_a, seat, moves, redraws):
            frames_b, before_b, _ = play_out(world_b, moves)
            for who in (seat, "projector"):
                assert before_b[who] == before_a[who] >= 1
                assert frames_b[who][: before_b[who]] == frames_a[who][: before_a[who]]
            assert reviews(frames_b[seat]) == reviews(frames_a[seat])
            assert all(reviews(frames_b[who]) == [] for who in frames_b if who != 0)
    return frames_a


# ------------------------------------------------------------------------------ Exacto


def exacto_table(dice) -> Exacto:
    """Two mages with one die each: Ben opens, and the call that follows ends the game."""
    return Exacto.from_position(dice=dice, current=1, bid=None, seed=31)


EXACTO_MOVES = [{"kind": "bid", "quantity": 1, "face": 5}, {"kind": "liar"}]


def test_an_exacto_call_is_judged_with_the_callers_own_odds():
    """exacto.liar: Anna's LIAR on Ben's "1 five" is judged by the liar lesson's own check,
    with the chance her own die and the one hidden die give (probability.p_at_least), and
    the review reaches her device only."""
    world = exacto_table([[2], [5]])
    frames, _, storage = play_out(world.clone(), EXACTO_MOVES)
    (review,) = reviews(frames[0])
    assert reviews(frames[1]) == [] and reviews(frames["projector"]) == []
    (item,) = review["items"]
    # the same numbers the engine's functions give for Anna's view just before her call
    before = world.clone()
    before.apply(Bid_json(EXACTO_MOVES[0]))
    own, unknown = seat_knowledge(before.view(0))
    assert (own, unknown) == ([2], 1)
    p = 1 - p_at_least(1, 5, own, unknown)
    assert p == pytest.approx(2 / 3)
    verdict = exacto_lesson("liar").check(before, before.check(EXACTO_MOVES[1]), [])
    assert item["correct"] is verdict.correct is True  # no move had better odds
    assert item["item"] == "liar" and item["rules"] == list(exacto_lesson("liar").rules)
    said = CLASS_MESSAGES.render("c.review.call", {"call": "liar", "bid": "1 five", "p": p}, "en")
    assert item["text"].startswith(said) and "67%" in said
    # kept as a result of Anna's seat, kind "play", by the lesson's rules
    (result,) = storage.results()
    assert (result.student, result.kind, result.item, result.correct, result.tries) == (
        "Anna",
        "play",
        "exacto/liar",
        True,
        1,
    )
    assert result.rules == ["exacto.liar", "exacto.wild-ones"]


def Bid_json(action):
    return Exacto.decode_action(action)


def test_an_exacto_review_is_the_same_in_every_redrawn_world():
    """exacto.roll: the cups are hidden. With Ben's die redrawn, Anna's frames until her
    call and her review are the same; with hers redrawn, Ben's and the projector's frames
    are the same, and neither ever gets a review."""
    frames_a = assert_redrawn_worlds_agree(exacto_table([[2], [5]]), EXACTO_MOVES, redraws=4)
    # and the proof can fail: the judged seat's own die changes its odds and its review
    frames_c, _, _ = play_out(exacto_table([[5], [5]]), EXACTO_MOVES)
    assert reviews(frames_c[0]) != reviews(frames_a[0])


def test_an_exacto_call_by_exacto_is_judged_by_the_exacto_lesson():
    """exacto.exacto: an EXACTO call's review gives the chance of exactly the bid."""
    world = exacto_table([[5], [3]])
    frames, _, storage = play_out(world.clone(), [EXACTO_MOVES[0], {"kind": "exacto"}])
    (review,) = reviews(frames[0])
    (item,) = review["items"]
    p = p_exactly(1, 5, [5], 1)
    said = CLASS_MESSAGES.render("c.review.call", {"call": "exacto", "bid": "1 five", "p": p}, "en")
    assert item["item"] == "exacto" and item["text"].startswith(said)
    assert storage.results()[0].item == "exacto/exacto"


# ---------------------------------------------------------------------------- Deductio


def test_a_deductio_guess_is_judged_against_the_guessers_candidates():
    """deductio.guess: Anna's guess is judged against the candidates her own view allows
    (solver.candidates), as the certain-guess lesson judges: certain, so right."""
    world = deductio_lesson("win").setup()  # Anna's clues leave Ben one number: 19
    guess = {"kind": "guess", "target": 1, "number": 19}
    frames, _, storage = play_out(world.clone(), [guess])
    (review,) = reviews(frames[0])
    assert reviews(frames[1]) == [] and reviews(frames["projector"]) == []
    (item,) = review["items"]
    dist = candidates(world.view(0))[1]
    assert sorted(dist) == [19] and dist[19] == 1.0
    assert item["item"] == "certain-guess" and item["correct"] is True
    said = CLASS_MESSAGES.render(
        "c.review.guess", {"number": 19, "target": "Ben", "n": 1, "numbers": "19", "p": 1.0}, "en"
    )
    assert item["text"] == said + " " + CLASS_MESSAGES.render("c.review.guess-certain", {}, "en")
    (result,) = storage.results()
    assert (result.kind, result.item, result.correct) == ("play", "deductio/certain-guess", True)


def test_a_deductio_review_is_the_same_in_every_redrawn_world():
    """deductio.setup: the numbers are secret. Redrawn for what each seat cannot see, the
    seat's frames (and Anna's review) are the same until the game ends; no one else gets a
    review."""
    assert_redrawn_worlds_agree(deductio_lesson("win").setup(), [{"kind": "guess", "target": 1, "number": 19}])


# ----------------------------------------------------------------- a class game, end to end


class CallingBot(Bot):
    """Bids the least raise, never calls: the student's calls end each round."""

    name = "caller-bait"

    def decide(self, view, legal, rng):
        return next(a for a in legal if a.kind == "bid")


def call_until_review(ws, calls: list[dict]) -> dict:
    """Anna on the plain page's socket ``ws``: LIAR whenever she may, else the first legal
    move, until her review comes (returned); the view of each call in ``calls``."""
    while (frame := ws.receive_json())["type"] != "review":
        assert frame["type"] == "state"
        legal = [entry["action"] for entry in frame["legal"]]
        if legal:
            call = next((a for a in legal if a["kind"] == "liar"), legal[0])
            if call["kind"] == "liar":
                calls.append(frame["view"])
            ws.send_json({"type": "act", "action": call})
    return frame


def assert_liars_reviewed(items: list[dict], calls: list[dict]) -> None:
    """One review line a call, with its chance from the view Anna's page was sent then."""
    assert len(items) == len(calls)
    for item, view in zip(items, calls, strict=True):
        quantity, face = view["bid"]["quantity"], view["bid"]["face"]
        p = 1 - p_at_least(quantity, face, *seat_knowledge(view))
        params = {"call": "liar", "bid": bid_words(quantity, face, "en"), "p": p}
        assert item["text"].startswith(CLASS_MESSAGES.render("c.review.call", params, "en"))


def test_a_class_games_judgments_reach_the_teachers_results_and_csv():
    """A room the teacher opens, played to its end: every LIAR Anna called is judged and kept
    by rule; the teacher's tables count them and the CSV has a "play" line each."""
    server, client = class_app()
    with client:
        code = open_room(client, server, game="exacto", players=2, bots={"1": "random"})
        server.rooms[code].bots = {1: CallingBot()}
        calls = []
        with client.websocket_connect("/ws") as anna:
            anna.send_json({"type": "join", "room": code, "name": "Anna"})
            assert anna.receive_json()["type"] == "joined"
            review = call_until_review(anna, calls)
        room = server.rooms[code]
        assert room.game.is_over and calls
        assert_liars_reviewed(review["items"], calls)
        results = [r for r in server.storage.results() if r.kind == "play"]
        assert len(results) == len(calls)
        assert {r.student_id for r in results} == {room.record.seats[0].token_digest}
        with client.websocket_connect("/ws") as teacher:
            teacher.send_json({"type": "results", "secret": server.secret})
            tables = next_of(teacher, "results")
        (anna_row,) = tables["by_student"]
        assert (anna_row["plays"], anna_row["plays_right"]) == (len(calls), sum(r.correct for r in results))
        liar_row = next(r for r in tables["by_rule"] if r["rule"] == "exacto.liar")
        assert liar_row["plays"] == len(calls)
        lines = list(csv.DictReader(io.StringIO(tables["csv"])))
        assert [(line["student"], line["kind"], line["item"]) for line in lines] == [("Anna", "play", "liar")] * len(
            calls
        )
        assert {line["rules"] for line in lines} == {"exacto.liar exacto.wild-ones"}


def test_a_reload_after_the_game_shows_the_review_again():
    """The page reloads after the game: its seat's review comes again, kept once."""
    server, client = class_app()
    with client:
        world = exacto_table([[2], [5]])
        record = RoomRecord("ROOM", "exacto", 2, world.seed, {}, "en", {})
        server.storage.add_room(record)
        server.rooms["ROOM"] = Room(record, server.storage, game=world)
        with client.websocket_connect("/ws") as anna, client.websocket_connect("/ws") as ben:
            anna.send_json({"type": "join", "room": "ROOM", "name": "Anna"})
            token = anna.receive_json()["token"]
            ben.send_json({"type": "join", "room": "ROOM", "name": "Ben"})
            next_of(ben, "state")
            ben.send_json({"type": "act", "action": EXACTO_MOVES[0]})
            next_of(ben, "state")
            anna.send_json({"type": "act", "action": EXACTO_MOVES[1]})
            first = next_of(anna, "review")
        with client.websocket_connect("/ws") as again:
            again.send_json({"type": "resume", "token": token})
            assert again.receive_json()["type"] == "joined"
            second = next_of(again, "review")
            again.send_json({"type": "lang", "lang": "fi"})  # and in the device's language
            third = next_of(again, "review")
        assert second == first
        assert third["items"][0]["item"] == "liar" and "67\u00a0%" in third["items"][0]["text"]
        assert len(server.storage.results()) == 1


# --------------------------------------------------------------------- Dashavatara Ganjifa


#: Anna's two Varaha cards: in Varaha the 1 is the best number, the 9 weaker than the 3
VARAHAS = (C("varaha", 9), C("varaha", 3))


def follow_table(anna=VARAHAS) -> Ganjifa:
    """The follow-suit lesson's trick, the deal's last but one: Ben led the 1 of Varaha
    (the suit's best number), Cleo followed with the 5; Anna, last, holds ``anna``."""
    return Ganjifa.from_position(
        hands=[list(anna), [C("kurma", 3)], [C("krishna", 9)]],
        leader=1,
        trick=[C("varaha", 1), C("varaha", 5)],
        first_trick=False,
        seed=206,
    )


def play(card) -> dict:
    return {"kind": "play", "card": card.to_json()}


@pytest.mark.parametrize(("card", "right"), [(C("varaha", 9), True), (C("varaha", 3), False)])
def test_a_ganjifa_card_that_cannot_win_is_judged_by_the_follow_suit_lesson(card, right):
    """ganjifa.follow, ganjifa.rank: Anna must follow Varaha and nothing she holds beats its
    1, so the follow-suit lesson's own check judges her card: the weakest (the 9) is right."""
    world = follow_table()
    frames, _, storage = play_out(world.clone(), [play(card)])
    (review,) = reviews(frames[0])
    assert all(reviews(frames[who]) == [] for who in (1, 2, "projector"))
    (item,) = review["items"]
    lesson = ganjifa_lesson("follow-suit")
    assert item["correct"] is right is lesson.check(world, PlayCard(card), []).correct
    key = "c.review.follow-right" if right else "c.review.follow-wrong"
    params = {"card": card_name(card, "en"), "suit": "Varaha", "weakest": "9 of Varaha"}
    assert item["text"] == CLASS_MESSAGES.render(key, params, "en")
    (result,) = storage.results()
    assert (result.kind, result.item, result.correct, result.rules) == (
        "play",
        "ganjifa/follow-suit",
        right,
        list(lesson.rules),
    )


def test_a_ganjifa_review_is_the_same_in_every_redrawn_world():
    """ganjifa.deal: the hands are hidden. Redrawn for what each seat cannot see, its frames
    until Anna's card and her review are the same; the others never get one."""
    assert_redrawn_worlds_agree(follow_table(), [play(C("varaha", 3))])


def test_a_ganjifa_card_is_not_judged_outside_the_lessons_position():
    """A card that can win the trick, or the only card of the led suit: no lesson judges
    the choice, so there is no judgment."""
    judge = JUDGES["ganjifa"]
    can_win = follow_table((C("varaha", 9), C("varaha", "raja")))
    assert judge(can_win, 0, PlayCard(C("varaha", 9)), []) is None
    one_card = follow_table((C("varaha", 9), C("rama", 4)))
    assert judge(one_card, 0, PlayCard(C("varaha", 9)), []) is None


# ------------------------------------------------------------------------------ Siggil


def test_a_siggil_capture_that_wins_is_judged_by_the_win_lesson():
    """siggil.win: Anna may capture her fifth spirit and win at once: the capture is right,
    and a pass instead is wrong, the review naming the capture that would have won."""
    world = siggil_lesson("win").setup()
    capture = next(a for a in world.legal_actions() if a.kind == "capture")
    frames, _, storage = play_out(world.clone(), [capture.to_json()])
    (review,) = reviews(frames[0])
    assert reviews(frames[1]) == [] and reviews(frames["projector"]) == []
    (item,) = review["items"]
    assert item["item"] == "win" and item["correct"] is True
    assert item["text"] == CLASS_MESSAGES.render("c.review.win-took", {"goal": world.goal}, "en")
    assert storage.results()[0].item == "siggil/win"
    missed = JUDGES["siggil"](world, 0, SiggilPass(), [])
    assert missed is not None and missed.correct is False
    assert siggil_lesson("win").check(world, SiggilPass(), []).correct is False  # the lesson agrees
    said = missed.text("en", str)
    assert "siggil.win" in said and "spirit 7" in said and "1 of family 7" in said


def test_a_siggil_review_is_the_same_in_every_redrawn_world():
    """siggil.take: hands and face-down cards are hidden; the capture's review is the same
    in every world redrawn for what Anna cannot see."""
    world = siggil_lesson("win").setup()
    capture = next(a for a in world.legal_actions() if a.kind == "capture")
    assert_redrawn_worlds_agree(world, [capture.to_json()])


# ------------------------------------------------------------------------- the free guess


def test_a_free_guess_is_judged_as_the_free_guess_lesson_does():
    """deductio.ability: a clue's free guess is right when no number was likelier (the
    free-guess lesson's own check agrees, for its learner in seat 0); a guess on the turn
    that was not certain is wrong (certain-guess)."""
    judge = JUDGES["deductio"]
    free = deductio_lesson("free-guess").setup()  # Ben holds 4 or 8, as likely
    for number in (4, 8, 6):
        judgment = judge(free, 0, Guess(1, number), [])
        assert judgment is not None and judgment.item == "free-guess"
        assert judgment.correct is deductio_lesson("free-guess").check(free, Guess(1, number), []).correct
        assert judgment.correct is (number != 6)
        assert judgment.facts["candidates"] == sorted(candidates(free.view(0))[1]) == [4, 8]
    dealt = Deductio(players=2, seed=3)  # the first turn: many numbers are still possible
    dist = candidates(dealt.view(0))[1]
    number = max(dist, key=dist.get)
    judgment = judge(dealt, 0, Guess(1, number), [])
    assert judgment is not None and judgment.item == "certain-guess" and judgment.correct is False
    assert judgment.facts["p"] == dist[number] < 1 and judgment.facts["candidates"] == sorted(dist)
    assert judgment.text("en", lambda seat: "Ben").endswith(CLASS_MESSAGES.render("c.review.guess-unsure", {}, "en"))


# ------------------------------------------------------------------------------ a restart


def test_calls_made_before_a_restart_are_judged_too(tmp_path):
    """The server restarted mid-game: the calls Anna made before are judged from the stored
    game (its seed and moves, replayed), those after as they are made; one review, each
    call kept once."""
    database = tmp_path / "class.sqlite3"
    storage = open_storage(database)
    room = Room.open(storage, "PLAY", "exacto", 2, {1: "random"}, "en")
    room.bots = {1: CallingBot()}
    _seat, token = room.join("Anna")
    calls = []
    while not calls or room.game.current_player != 0:  # one LIAR, then to Anna's turn again
        if room.bot_to_move():
            room.bot_move()
            continue
        liar = next((a for a in room.game.legal_actions() if a.kind == "liar"), None)
        if liar is not None:
            calls.append(room.game.view(0))
        room.act(0, (liar or room.game.legal_actions()[0]).to_json())
    assert not room.game.is_over
    storage.close()
    server = ClassServer(open_storage(database), bot_delay=0, bots={"PLAY": {1: CallingBot()}})
    with TestClient(make_app(server)) as client, client.websocket_connect("/ws") as anna:
        anna.send_json({"type": "resume", "token": token})
        assert anna.receive_json()["type"] == "joined"
        review = call_until_review(anna, calls)
    kept = [r for r in server.storage.results() if r.kind == "play"]
    server.storage.close()
    assert len(kept) == len(calls) >= 2
    assert_liars_reviewed(review["items"], calls)
