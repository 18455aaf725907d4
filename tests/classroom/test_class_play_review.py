"""Play that teaches: after a class game, each student's decisive moves are judged by the
lessons' judges from that student's own view, shown to that student only, and kept as
results (kind "play") the teacher's tables and CSV show.

The redrawn-world proofs play the same moves in worlds with every hidden part redrawn:
the other seat's frames and the projector's stay the same until the reveal, neither ever
gets a review, and the judged student's review is the same in every world."""

from __future__ import annotations

import csv
import io
import json
import random

import pytest
from support.classroom import TestClient, class_app, next_of, open_room

from rules_engine.bots import Bot
from rules_engine.core import game_class
from rules_engine.deductio.lessons import lesson as deductio_lesson
from rules_engine.deductio.solver import candidates
from rules_engine.exacto.game import Exacto
from rules_engine.exacto.lessons import lesson as exacto_lesson
from rules_engine.exacto.probability import p_at_least, p_exactly, seat_knowledge
from tabletop_tutor_classroom.messages import CLASS_MESSAGES
from tabletop_tutor_classroom.review import JUDGES, judge_game
from tabletop_tutor_classroom.room import Room
from tabletop_tutor_classroom.server import ClassServer, make_app
from tabletop_tutor_classroom.storage import RoomRecord, SQLiteStorage

SEATS = (0, 1)  # Anna and Ben, both people; no bots


def play_out(game, moves):
    """Anna (seat 0) and Ben (seat 1) play ``moves`` at ``game`` (a room of theirs), a
    projector watching, until the game is over. Returns every frame each of them received
    (as sent; "joined" frames, with their fresh tokens, left out), up to the answer to one
    last "lang" message each sends after the game: so a frame sent after the game's end
    (a review) is in the list, and one that did not come cannot be missed. And the store."""
    storage = SQLiteStorage(":memory:")
    record = RoomRecord("ROOM", game.name, game.players, game.seed, dict(game.options), "en", {})
    storage.add_room(record)
    server = ClassServer(storage, bot_delay=0)
    server.rooms["ROOM"] = Room(record, storage, game=game)
    frames: dict[object, list[str]] = {0: [], 1: [], "projector": []}
    with (
        TestClient(make_app(server)) as client,
        client.websocket_connect("/ws") as anna,
        client.websocket_connect("/ws") as ben,
        client.websocket_connect("/ws") as projector,
    ):
        socks = {0: anna, 1: ben, "projector": projector}

        def read(who):
            raw = socks[who].receive_text()
            frames[who].append(raw)
            return json.loads(raw)

        projector.send_json({"type": "project", "room": "ROOM"})
        read("projector")
        for seat, name in ((0, "Anna"), (1, "Ben")):
            socks[seat].send_json({"type": "join", "room": "ROOM", "name": name})
            assert socks[seat].receive_json()["type"] == "joined"
            for who in (*SEATS[: seat + 1], "projector"):
                read(who)
        for action in moves:
            socks[server.rooms["ROOM"].game.current_player].send_json({"type": "act", "action": action})
            for who in (*SEATS, "projector"):
                read(who)
        assert server.rooms["ROOM"].game.is_over
        for who, answer in ((0, "state"), (1, "state"), ("projector", "public")):
            socks[who].send_json({"type": "lang", "lang": "en"})
            while read(who)["type"] != answer:
                pass
    return frames, storage


def reviews(frames: list[str]) -> list[dict]:
    return [json.loads(f) for f in frames if json.loads(f)["type"] == "review"]


def before_end(frames: list[str]) -> list[str]:
    """The frames up to the last move's (which lifts every cup): the ones no redraw may change."""
    return [f for f in frames if json.loads(f)["type"] != "review"][:-2]


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
    frames, storage = play_out(world.clone(), EXACTO_MOVES)
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
    """exacto.roll: the cups are hidden. With Ben's die redrawn, Anna's frames until the
    reveal and her review are the same; with hers redrawn, Ben's frames are the same and he
    never gets a review; with both redrawn, the projector's are the same, and it gets none."""
    world_a = exacto_table([[2], [5]])
    frames_a, _ = play_out(world_a.clone(), EXACTO_MOVES)
    assert len(before_end(frames_a[0])) >= 2
    for redraw in range(4):
        rng = random.Random(redraw)
        for seat in SEATS:
            world_b = world_a.resample_hidden(seat, rng)
            frames_b, _ = play_out(world_b, EXACTO_MOVES)
            assert before_end(frames_b[seat]) == before_end(frames_a[seat])
            assert reviews(frames_b[seat]) == reviews(frames_a[seat])
            assert reviews(frames_b[1]) == reviews(frames_b["projector"]) == []
        both = exacto_table([[rng.randint(1, 6)], [rng.randint(1, 6)]])
        frames_b, _ = play_out(both, EXACTO_MOVES)
        assert before_end(frames_b["projector"]) == before_end(frames_a["projector"])
        assert reviews(frames_b["projector"]) == []
    # and the proof can fail: the judged seat's own die changes its odds and its review
    frames_c, _ = play_out(exacto_table([[5], [5]]), EXACTO_MOVES)
    assert reviews(frames_c[0]) != reviews(frames_a[0])


def test_an_exacto_call_by_exacto_is_judged_by_the_exacto_lesson():
    """exacto.exacto: an EXACTO call's review gives the chance of exactly the bid."""
    world = exacto_table([[5], [3]])
    frames, storage = play_out(world.clone(), [EXACTO_MOVES[0], {"kind": "exacto"}])
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
    frames, storage = play_out(world.clone(), [guess])
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
    world_a = deductio_lesson("win").setup()
    guess = [{"kind": "guess", "target": 1, "number": 19}]
    frames_a, _ = play_out(world_a.clone(), guess)
    for redraw in range(3):
        for seat in SEATS:
            world_b = world_a.resample_hidden(seat, random.Random(redraw))
            frames_b, _ = play_out(world_b, guess)
            assert before_end(frames_b[seat]) == before_end(frames_a[seat])
            assert reviews(frames_b[seat]) == reviews(frames_a[seat])
            assert reviews(frames_b[1]) == reviews(frames_b["projector"]) == []


# ----------------------------------------------------------------- a class game, end to end


class CallingBot(Bot):
    """Bids the least raise, never calls: the student's calls end each round."""

    name = "caller-bait"

    def decide(self, view, legal, rng):
        return next(a for a in legal if a.kind == "bid")


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
            while True:
                frame = anna.receive_json()
                if frame["type"] == "review":
                    break
                assert frame["type"] == "state"
                legal = [entry["action"] for entry in frame["legal"]]
                if legal:
                    call = next((a for a in legal if a["kind"] == "liar"), legal[0])
                    if call["kind"] == "liar":
                        calls.append(frame["view"])
                    anna.send_json({"type": "act", "action": call})
        room = server.rooms[code]
        assert room.game.is_over and calls
        # each call's chance, from the view Anna's page was sent when she called
        expected = [1 - p_at_least(v["bid"]["quantity"], v["bid"]["face"], *seat_knowledge(v)) for v in calls]
        texts = [item["text"] for item in frame["items"]]
        assert len(texts) == len(calls)
        for text, view, p in zip(texts, calls, expected, strict=True):
            bid = {"quantity": view["bid"]["quantity"], "face": view["bid"]["face"]}
            from rules_engine.exacto.messages import bid_words

            said = CLASS_MESSAGES.render(
                "c.review.call", {"call": "liar", "bid": bid_words(bid["quantity"], bid["face"], "en"), "p": p}, "en"
            )
            assert text.startswith(said)
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


def test_games_without_an_honest_judge_get_no_review():
    """Dashavatara Ganjifa and Siggil: no lesson judge applies to a class game's move (see
    review.py), so a game played out gives no judgment."""
    assert set(JUDGES) == {"exacto", "deductio"}
    for name in ("ganjifa", "siggil"):
        game = game_class(name)(players=2 if name == "siggil" else 3, seed=5)
        rng = random.Random(0)
        while not game.is_over and len(game.history) < 400:
            game.apply(rng.choice(game.legal_actions()))
        assert judge_game(game) == []
