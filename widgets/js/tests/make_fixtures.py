"""Write widget states produced by the real Python widgets to a JSON file, for the JS
tests (node --test) and the visual harness (harness.html).

    uv run python widgets/js/tests/make_fixtures.py [OUT.json]

Default OUT: widgets/js/tests/fixtures/states.json. tests/widgets/test_frontend_unit.py
regenerates them into a temporary file on every run (TT_FIXTURES), so the front-end
tests always see what the current engine sends.

Every state is written in every language: ``midround`` in English, ``midround@lv``,
``midround@fi`` and ``midround@ru`` the same moment after the learner switched language
(Python re-renders everything). A state's ``strings`` trait is stored once per language
under ``"strings"`` (the state keeps the language's code; helpers.js puts the dict back).
``"plurals"`` holds Python's plural categories and ``"renders"`` Python's rendering of
every ui message with sample parameters, for the JS renderer to match.
"""

from __future__ import annotations

import json
import pathlib
import random
import sys
from importlib import import_module

from rules_engine.deductio import Deductio
from rules_engine.exacto import Exacto
from rules_engine.ganjifa import CARDS, Card, Ganjifa
from rules_engine.i18n import _TABLES, LANGUAGES, _parse, derivation, placeholders, plural_category, render
from rules_engine.lessons import Feedback, LessonSpec, QuizSpec
from rules_engine.siggil import Card as SiggilCard
from rules_engine.siggil import Siggil
from widgets import BarChart, DeductioTable, ExactoTable, GameWidget, GanjifaTable, Lesson, Quiz, SiggilTable
from widgets.messages import WIDGET_MESSAGES

SKIP = {"_esm", "_css", "layout", "_dom_classes", "tabbable", "tooltip", "_view_count"}


class Snapshots(dict):
    """Fixture states by name; ``self[name] = widget`` stores the widget's state in every
    language (the learner switches language, Python re-renders, the state is taken)."""

    def __setitem__(self, name, widget):
        if widget is None or isinstance(widget, dict):
            return super().__setitem__(name, widget)
        super().__setitem__(name, state(widget))
        for lang in LANGUAGES[1:]:
            set_language(widget, lang)
            super().__setitem__(f"{name}@{lang}", state(widget))
        set_language(widget, "en")


def set_language(widget, lang: str) -> None:
    if isinstance(widget, BarChart):
        widget.language = lang
    else:
        widget.update_settings(language=lang)


def state(widget) -> dict:
    """The synced traits, plus for a table the log the page would be sent when it asks
    ({"type": "sync"}: the log travels as custom messages, not as a trait)."""
    out = {k: v for k, v in widget.get_state().items() if k not in SKIP}
    if isinstance(widget, GameWidget) and "event_log" not in out:
        out["event_log"] = widget.event_log
    return out


def human_move(w):
    """A plain strategy for the learner: the smallest raise, or LIAR once the bid is big."""
    legal = w.legal
    view = w.view
    bid = view.get("bid")
    if bid and bid["quantity"] > view["total_dice"] // 3 + 1:
        return {"kind": "liar"}
    return next(a for a in legal if a["kind"] == "bid")


def sensible(view, legal, rng):
    """A fixture bot that plays like a cautious person: raise a little, call LIAR on big bids."""
    bid = view.get("bid")
    if bid and bid["quantity"] > view["total_dice"] // 3 + rng.choice([0, 1, 2]):
        return next(a for a in legal if a.kind == "liar")
    bids = [a for a in legal if a.kind == "bid"]
    return rng.choice(bids[:4])


def table_states() -> dict:
    out = Snapshots()
    w = ExactoTable(players=6, seat=0, seed=7, bots=sensible, bot_delay_ms=0, bot_seed=3)
    out["opening"] = w
    w.act({"kind": "bid", "quantity": 3, "face": 4})
    w.update_settings(show_probability=True)
    out["midround"] = w
    w.act(human_move(w))
    w.act(human_move(w))
    # play on until a reveal has just happened and it is the learner's turn again
    for _ in range(200):
        before = w.view.get("last_reveal")
        w.act(human_move(w))
        after = w.view.get("last_reveal")
        if after and after != before and not w.view["is_over"]:
            out["reveal_before"] = None
            out["reveal"] = w
            break
    # the same position a moment before the reveal, for the harness to animate into
    w.update_settings(theme="dark", high_contrast=False)
    out["dark"] = state(w)
    w.update_settings(theme="light", high_contrast=True)
    out["high_contrast"] = state(w)
    w.update_settings(theme="auto", high_contrast=False, show_probability=False)
    w.act({"kind": "bid", "quantity": 999, "face": 4})
    out["error"] = w
    for _ in range(400):
        if w.view["is_over"]:
            break
        if w.legal:
            w.act(human_move(w))
        else:
            w.play_bots()
    out["over"] = w
    t = ExactoTable(players=4, seat=1, seed=11, bots=sensible, bot_delay_ms=700, step_mode=True, bot_seed=1)
    out["step_mode"] = t
    t.reveal_all = True
    out["teacher"] = t
    # the teacher's own copy: the teacher panel, every hand still hidden until switched on
    out["teacher_panel"] = ExactoTable(players=4, seed=11, bots=sensible, bot_delay_ms=300, bot_seed=1, teacher=True)
    h = ExactoTable(players=3, seed=4, bots=None, bot_delay_ms=700)  # three people, one screen
    h.lift_curtain()
    h.act({"kind": "bid", "quantity": 1, "face": 3})
    out["hot_seat"] = h  # the screen passes to mage 1
    out.update(exacto_position_states())
    return out


def exacto_position_states() -> dict:
    """Exacto tables at chosen positions: a right EXACTO that gains a die and one whose cup
    is already full (the gain events' data), no raise left (only the calls), and the
    bid_ones variant showing every option (its faces, Python's bid_faces)."""
    out = Snapshots()

    def table(dice, bid, **options):
        game = Exacto.from_position(dice, 0, bid, seed=2, **options)
        return ExactoTable.from_game(game, seat=0, bots="random", settings={"bot_delay_ms": 0})

    for name, mine in (("exacto_gain", [1, 3]), ("exacto_capped", [1, 3, 5, 5, 6])):
        w = table([mine, [4, 4, 6]], (3, 4))
        w.act({"kind": "exacto"})  # two fours and a wild one: right
        out[name] = w
    out["no_raise"] = table([[6, 6], [6, 6]], (4, 6))
    ones = table([[2, 3], [4, 5]], (2, 4), bid_ones=True, raise_rule="perudo")
    ones.update_settings(show_every_option=True)
    out["bid_ones_every"] = ones
    return out


def lesson_state() -> dict:
    def setup():
        return Exacto.from_position([[4, 4, 1, 2, 6], [3, 5], [2, 2, 6], [5, 5, 5, 1]], current=0, bid=(4, 5))

    def check(before, action, events):
        if action.kind == "liar":
            return Feedback(
                False, "Four fives is likely here: you hold no five but a one, and 9 dice are hidden.", "exacto.liar"
            )
        return Feedback(True, "A raise keeps you in the round.", "exacto.raise")

    lesson = LessonSpec(
        id="exacto-raise-1",
        title="Raise or call?",
        rules=("exacto.raise", "exacto.liar"),
        instruction="Mage 3 bid four fives. Raise it — or call LIAR if you think it is false.",
        setup=setup,
        check=check,
        hints=("Ones are wild.", "You hold one one."),
        seat=0,
        bots=None,
        show_odds=True,
    )
    w = Lesson(lesson, show_probability=True)
    w.show_hint()
    w.act({"kind": "bid", "quantity": 4, "face": 6})
    out = Snapshots()
    out["lesson"] = w
    return out


def exacto_lesson_states() -> dict:
    """Two of the real Exacto lessons, which tell the learner to try an illegal move (LIAR
    before any bid; six 3s on five 4s): lessons show every option."""
    from rules_engine.exacto.lessons import lesson as exacto_lesson

    out = Snapshots()
    out["exacto_lesson_opening"] = Lesson(exacto_lesson("opening-bid"))
    out["exacto_lesson_raise"] = Lesson(exacto_lesson("raise"))
    return out


def quiz_state() -> dict:
    quiz = QuizSpec(
        id="q1",
        question="With 4 hidden dice and none of your own, what is P(at least one die counts for fives)?",
        answer=1 - (2 / 3) ** 4,
        explanation="Each hidden die counts with probability 1/3 (a five or a wild one): 1 - (2/3)^4 = 0.802.",
        rules=("exacto.wild-ones",),
        tolerance=0.01,
        simulate=lambda n, rng: [float(any(rng.randint(1, 6) in (1, 5) for _ in range(4))) for _ in range(n)],
    )
    w = Quiz(quiz, trials=2000)
    out = Snapshots()
    out["quiz"] = w
    w.check("0.8")
    w.simulate(2000, seed=1)
    out["quiz_answered"] = w
    w.check("zero point eight")
    out["quiz_error"] = w
    # two graded hints, so three tries: a wrong answer unlocks hint 1; three use the tries
    graded = QuizSpec(
        id="q2",
        question=quiz.question,
        answer=quiz.answer,
        explanation=quiz.explanation,
        rules=quiz.rules,
        tolerance=quiz.tolerance,
        simulate=quiz.simulate,
        hints=("Think of the complement: no die counts.", "Each hidden die misses with probability 2/3."),
    )
    w = Quiz(graded, trials=2000)
    w.check("0.5")
    out["quiz_hinted"] = w
    w.check("0.6")
    w.check("0.7")
    out["quiz_out"] = w
    out["quiz_open"] = Quiz(quiz, trials=2000, allow=("simulate", "reveal"))
    return out


def chart_state() -> dict:
    c = BarChart(
        title="How many fives among 30 dice? (ones wild)",
        labels=[str(i) for i in range(0, 21)],
        values=[
            0.0001,
            0.0006,
            0.0031,
            0.0105,
            0.0262,
            0.0514,
            0.0815,
            0.1073,
            0.1195,
            0.1128,
            0.0917,
            0.0643,
            0.0393,
            0.0208,
            0.0096,
            0.0039,
            0.0014,
            0.0004,
            0.0001,
            0.0,
            0.0,
        ],
        highlight="10",
        xlabel="count",
        ylabel="probability",
        value_format="percent",
    )
    out = Snapshots()
    out["chart"] = c
    return out


def dukal_first(view, legal, rng):
    """A fixture AI that leads its largest Dukal when it can, else plays at random."""
    dukals = [a for a in legal if a.kind == "dukal"]
    if dukals:
        return max(dukals, key=lambda a: len(a.cards))
    return rng.choice(legal)


def ganjifa_position(dukal_seat: int, size: int = 12, seed: int = 4) -> Ganjifa:
    """Hands of ``size`` cards, ``dukal_seat`` holding a Dukal of Kalki (R, M, 3..6), and
    it is ``dukal_seat``'s lead after the first trick."""
    dukal = [Card("kalki", r) for r in ("raja", "mantri", 3, 4, 5, 6)]
    rest = [c for c in CARDS if c not in dukal]
    random.Random(seed).shuffle(rest)
    hands = [rest[i * size : (i + 1) * size] for i in range(3)]
    hands[dukal_seat] = dukal + hands[dukal_seat][: size - len(dukal)]
    return Ganjifa.from_position(hands, leader=dukal_seat, first_trick=False, seed=seed)


def ganjifa_states() -> dict:
    out = Snapshots()
    # the opening: the learner holds the Raja of Rama and must lead it
    seed = next(s for s in range(100) if Ganjifa(seed=s).current_player == 0)
    w = GanjifaTable(seed=seed, opponents="random", bot_delay_ms=700, step_mode=True, bot_seed=2)
    out["ganjifa_opening"] = w
    w.act(w.legal[0])
    w.step(len(w.game.history))
    out["ganjifa_trick"] = w  # two cards on the table, the AI players wait
    w.step(len(w.game.history))
    # play on until the learner must follow with some cards not allowed
    for _ in range(400):
        if w.game.is_over:
            break
        if w.legal and w.game.trick and len(w.legal) < len(w.view["hands"][0]) and len(w.game.history) > 20:
            out["ganjifa_follow"] = w
            bad = next(c for c in w.view["hands"][0] if {"kind": "play", "card": c} not in w.legal)
            w.act({"kind": "play", "card": bad})
            out["ganjifa_error"] = w
            break
        if w.legal:
            w.act(w.legal[0])
        else:
            w.step(len(w.game.history))
    # a trick just won by an AI player that now leads (on Next)
    for _ in range(400):
        if w.game.is_over:
            break
        g = w.game
        if not g.trick and g.last_trick and g.current_player != 0 and w.bot_to_move:
            out["ganjifa_last_trick"] = w
            break
        if w.legal:
            w.act(w.legal[0])
        else:
            w.step(len(g.history))
    w.update_settings(theme="dark")
    out["ganjifa_dark"] = state(w)
    w.update_settings(theme="light", high_contrast=True)
    out["ganjifa_high_contrast"] = state(w)
    w.update_settings(theme="auto", high_contrast=False, step_mode=False, bot_delay_ms=0)
    for _ in range(400):
        if w.game.is_over:
            break
        w.act(w.legal[0]) if w.legal else w.play_bots()
    out["ganjifa_over"] = w
    # the learner may lead a Dukal
    d = GanjifaTable.from_game(ganjifa_position(0), opponents="random", settings={"bot_delay_ms": 700})
    out["ganjifa_dukal"] = d
    # an AI player led a Dukal: the learner owes discards
    x = GanjifaTable.from_game(ganjifa_position(1), opponents=dukal_first, settings={"bot_delay_ms": 0})
    out["ganjifa_discard"] = x
    # the teacher's view, at night
    t = GanjifaTable(
        seed=3, period="night", opponents="random", bot_delay_ms=700, step_mode=True, bot_seed=1, reveal_all=True
    )
    out["ganjifa_teacher"] = t
    out["ganjifa_teacher_panel"] = GanjifaTable(seed=3, opponents="random", bot_delay_ms=1500, bot_seed=1, teacher=True)
    # a lesson around a Ganjifa table
    lesson = LessonSpec(
        id="ganjifa-dukal-1",
        title="Lead a Dukal",
        rules=("ganjifa.dukal",),
        instruction="You hold a Dukal of Kalki: lead it.",
        setup=lambda: ganjifa_position(0),
        check=lambda before, action, events: Feedback(action.kind == "dukal", "A Dukal wins at once.", "ganjifa.dukal"),
        hints=("The Raja, the Mantri and a run of three numbers.",),
        seat=0,
        bots="random",
    )
    out["ganjifa_lesson"] = Lesson(lesson, bot_delay_ms=700)
    return out


def deductio_position(**kwargs) -> Deductio:
    """Seat 0 holds 9 (of 2 players); the row #14 (true of 9, peek 1), #29 and #12 (false
    of 9); each seat has clues upright and sideways, seat 1 a trophy."""
    options = dict(
        numbers=[9, 4],
        face_up=[1, 2, 3],
        row=[14, 29, 12],
        clue_deck=[5, 6, 7, 8, 10, "reveal"],
        number_deck=[11, 13, 15, 16],
        tableau=[[(3, True), (9, False)], [(1, True), (33, False)]],
        trophies=[[], [17]],
        seed=3,
    )
    options.update(kwargs)
    return Deductio.from_position(**options)


def deductio_states() -> dict:
    """Deductio tables (kept apart from ``states``: the all-fixture sweeps of i18n.test.js
    pick Exacto or Ganjifa for a table; deductio_render.test.js reads these)."""
    out = Snapshots()

    def table(game=None, **settings):
        return DeductioTable.from_game(
            game or deductio_position(), seat=0, bots="random", bot_seed=1, settings={"bot_delay_ms": 700, **settings}
        )

    w = table()
    out["deductio_turn"] = w
    w.act({"kind": "clue", "clue": 29})  # false of 9: refused, citing the rule
    out["deductio_error"] = w
    w = table()
    w.act({"kind": "clue", "clue": 14})
    out["deductio_ability"] = w
    w.act({"kind": "peek"})
    out["deductio_peeked"] = w  # the bot is to move; you saw 11
    w = table()
    w.act({"kind": "guess", "target": 1, "number": 5})
    out["deductio_penalty"] = w
    w = table(step_mode=True)
    w.act({"kind": "guess", "target": 1, "number": 4})
    out["deductio_step"] = w
    w = table(deductio_position(trophies=[[18, 19], [17]]))
    w.act({"kind": "guess", "target": 1, "number": 4})
    out["deductio_over"] = w
    t = DeductioTable.from_game(
        deductio_position(), seat=0, bots="random", reveal_all=True, settings={"bot_delay_ms": 700}
    )
    out["deductio_teacher"] = t
    out["deductio_grid"] = table(show_probability=True)  # the candidate grid on
    # a Reveal card on top of the clue deck: playing #14 and passing on its peek (the ability
    # comes before the refill) turns 11 face up and discards #24 (sideways, next to a face-up
    # number) from seat 0's clues
    w = table(
        deductio_position(
            clue_deck=["reveal", 5, 6, 7, 8, 10], tableau=[[(3, True), (24, False)], [(1, True), (33, False)]]
        )
    )
    w.act({"kind": "clue", "clue": 14})
    w.act({"kind": "pass"})
    out["deductio_reveal"] = w
    h = DeductioTable.from_game(deductio_position(), seat=0, bots=None, settings={"bot_delay_ms": 700})
    out["deductio_curtain_start"] = h  # hot-seat: seat 0 takes the screen
    h.lift_curtain()
    h.act({"kind": "clue", "clue": 14})
    h.act({"kind": "pass"})
    out["deductio_curtain"] = h  # the screen passes to seat 1
    return dict(out)


def siggil_position(current: int = 0) -> Siggil:
    """Seed 5's pyramids with some cards lifted out: seat 0 holds three of family 3, four of
    family 6 and two more 6s, and a bare set of two 6s; seat 1 holds spirit 6 on three of
    family 6; spirit 3 is free (tests/siggil/test_siggil_widget.py plays the same)."""
    c = SiggilCard
    hand0 = [c(3, 1), c(3, 2), c(3, 4), c(6, 4), c(6, 5), c(6, 6), c(6, 7), c(1, 6), c(5, 6)]
    bare, held, hand1 = [c(2, 6), c(4, 6)], [c(6, 1), c(6, 2), c(6, 3)], [c(5, 1), c(5, 2)]
    dealt = Siggil(players=2, seed=5)
    lifted = set(hand0 + bare + held + hand1 + [c(3, 3, True), c(6, 6, True)])
    sigil = [
        None if place is None or place[0] in lifted else {"card": place[0].to_json(), "face_up": place[1]}
        for place in dealt.sigil
    ]
    return Siggil.from_position(
        sigil=sigil,
        hands=[hand0, hand1],
        sets=[[{"cards": bare, "spirit": None}], [{"cards": held, "spirit": 6}]],
        free_spirits=sorted(set(dealt.free_spirits) | {3}),
        current=current,
        seed=5,
    )


def turns_up(game: Siggil, position: int) -> bool:
    """Does taking the card at ``position`` turn a face-down card up?"""
    replay = game.replay(game.history)
    replay.apply(replay.decode_action({"kind": "take", "position": position}))
    return any(e.kind == "flip" for e in replay.log[len(game.log) :])


def siggil_states() -> dict:
    """Siggil tables (kept apart like Deductio's; siggil_render.test.js reads these)."""
    out = Snapshots()

    def table(game=None, **settings):
        return SiggilTable.from_game(
            game or siggil_position(), seat=0, bots="random", bot_seed=1, settings={"bot_delay_ms": 700, **settings}
        )

    w = table()
    out["siggil_take"] = w  # your turn: take an available card
    w.act({"kind": "take", "position": 27})
    out["siggil_capture"] = w  # capture, steal, recapture or pass
    w.act({"kind": "capture", "spirit": 3, "cards": [{"family": 3, "number": 1}, {"family": 3, "number": 2}]})
    out["siggil_refused"] = w  # two cards: refused with the rule
    w.act({"kind": "pass"})
    w.play_bots()  # the bot takes and passes
    w.act({"kind": "take", "position": next(p for p in w.game.available if turns_up(w.game, p))})
    out["siggil_cascade"] = w
    w = table(step_mode=True)
    w.act({"kind": "take", "position": 27})
    w.act({"kind": "pass"})
    out["siggil_step"] = w  # the bot waits for Next
    t = SiggilTable.from_game(siggil_position(), seat=0, bots="random", reveal_all=True, settings={"bot_delay_ms": 700})
    out["siggil_teacher"] = t
    solo = None
    for seed in range(40):  # a solo game at its release
        s = SiggilTable(players=1, seed=seed, bot_delay_ms=0)
        if s.view["phase"] == "discard" and "siggil_solo" not in out:
            out["siggil_solo"] = s  # solo: discard first
        for _ in range(200):
            if s.game.is_over or s.view["phase"] == "release":
                break
            s.act(s.legal[0])
        if s.view["phase"] == "release":
            solo = s
            break
    out["siggil_release"] = solo
    sigil = [None] * 56  # one discard frees spirits 4, then 5
    for p, card, up in [
        (27, SiggilCard(7, 7), True),
        (25, SiggilCard(4, 4, True), False),
        (22, SiggilCard(5, 5, True), False),
        (55, SiggilCard(7, 6), True),
    ]:
        sigil[p] = {"card": card.to_json(), "face_up": up}
    twice = SiggilTable.from_game(
        Siggil.from_position(sigil, [[]], free_spirits=[1, 2, 3], seed=1),
        seat=0,
        bots="random",
        settings={"bot_delay_ms": 0},
    )
    twice.act({"kind": "discard", "position": 27})
    twice.act({"kind": "release", "spirit": 2})
    out["siggil_release_twice"] = twice  # the second decision: 5 came, 1, 3, 4 wait
    h = SiggilTable.from_game(siggil_position(), seat=0, bots=None, settings={"bot_delay_ms": 700})
    out["siggil_curtain"] = h  # hot-seat: seat 0 takes the screen
    return {k: v for k, v in dict(out).items() if v is not None}


def shared_strings(states: dict) -> dict:
    """Move each state's ``strings`` out (it is the same in every state of a language, a chart
    sending a part of it): ``{lang: strings}``; each state keeps its language's code."""
    out: dict = {}
    for st in states.values():
        strings = st.get("strings")
        if isinstance(strings, dict):
            lang = st["settings"].get("language", "en")
            merged = out.setdefault(lang, {})
            assert all(merged.get(k, v) == v for k, v in strings.items()), f"strings differ in {lang}"
            merged.update(strings)
            st["strings"] = lang
    return out


def sample_params(template: str, pick: int) -> dict:
    """Parameters for ``template``: a plural gets a count, a select one of its branches (or
    none of them), any other parameter a word; ``pick`` varies the choice."""
    params: dict = {}
    counts = (0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111)

    def walk(parts, depth=0):
        for part in parts:
            if isinstance(part, tuple) and part[0] == "arg":
                _, name, style, options = part
                key = sum(map(ord, name)) + pick * 7 + depth
                if name not in params:
                    if style == "plural":
                        params[name] = counts[key % len(counts)]
                    elif style == "select":
                        keys = [k for k in options if k != "other"] + ["zzz"]
                        params[name] = keys[key % len(keys)]
                    else:
                        params[name] = f"<{name}>" if pick % 2 else counts[key % len(counts)]
                if isinstance(options, dict):
                    for sub in options.values():
                        walk(sub, depth + 1)

    walk(_parse(template))
    return params


def python_renders() -> list:
    """[lang, id, params, text]: every ui message rendered by Python, several ways."""
    out = []
    for lang in LANGUAGES:
        for msg_id, template in WIDGET_MESSAGES.tables[lang].items():
            if not msg_id.startswith("ui."):
                continue
            for pick in range(4):
                params = sample_params(template, pick)
                out.append([lang, msg_id, params, render(template, params, lang)])
    return out


#: chances the renderers write alike ({p, number, percent}): whole, one and two decimals,
#: the tiny and the near-certain, the edges between them
CHANCES = (0, 1, 0.5, 0.25, 0.0867, 0.125, 0.017, 0.0035, 0.00004, 0.99996, 0.995, 0.1, 0.0999, 0.01, 0.99, 0.3333)


def python_chances() -> list:
    """[lang, p, text]: Python's ``{p, number, percent}`` of each chance, for the JS to match."""
    return [[lang, p, render("{p, number, percent}", {"p": p}, lang)] for lang in LANGUAGES for p in CHANCES]


def python_derivations() -> list:
    """[placeholder, formatter names, (parameter, formatter) or None]: how Python reads every
    placeholder of every table (rules_engine.i18n.derivation), for the JS to read alike."""
    out = []
    for table in all_message_tables():
        names = sorted(table.formatters)
        for words in table.tables.values():
            for template in words.values():
                for name in sorted(placeholders(template)):
                    found = derivation(name, names)
                    out.append([name, names, list(found) if found else None])
    return out


def all_message_tables() -> list:
    """Every message table the engines and widgets have (each registers itself by name)."""
    import_module("rules_engine.exacto.lesson_messages")
    for game in ("ganjifa", "deductio", "siggil"):
        import_module(f"rules_engine.{game}.lesson_messages")
    return list(_TABLES.values())


def main(out: str | None = None) -> pathlib.Path:
    path = pathlib.Path(out) if out else pathlib.Path(__file__).parent / "fixtures" / "states.json"
    states = {
        **table_states(),
        **lesson_state(),
        **exacto_lesson_states(),
        **quiz_state(),
        **chart_state(),
        **ganjifa_states(),
    }
    states = {k: v for k, v in states.items() if v is not None}
    deductio = deductio_states()
    strings = shared_strings(states)
    siggil = siggil_states()
    for extra in (deductio, siggil):
        for lang, more in shared_strings(extra).items():
            assert all(strings.get(lang, {}).get(k, v) == v for k, v in more.items()), f"strings differ in {lang}"
            strings.setdefault(lang, {}).update(more)
    data = {
        "states": states,
        "deductio": deductio,
        "siggil": siggil,
        "strings": strings,
        "plurals": {lang: [plural_category(lang, n) for n in range(0, 250)] for lang in LANGUAGES},
        "renders": python_renders(),
        "chances": python_chances(),
        "derivations": python_derivations(),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n")
    return path


if __name__ == "__main__":
    print(main(sys.argv[1] if len(sys.argv) > 1 else None))
