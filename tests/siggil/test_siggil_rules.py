"""Siggil rule by rule: each test cites the rule id it proves and asserts the exact outcome
from a fixed position (what lies where, who holds which spirit, whose turn, the winner).

Pyramids positions used below (pyramid A, 0..27): the top card 27 lies on 25 and 26; 25
lies on 22 and 23; 26 on 23 and 24; 22 on 18 and 19; 18 on 13 and 14 (see
rules_engine/siggil/layouts.py)."""

import json

import pytest

from rules_engine import Game, IllegalAction
from rules_engine.siggil import (
    CATALOG,
    MESSAGES,
    PASS,
    Capture,
    Card,
    Discard,
    Recapture,
    Release,
    Siggil,
    Steal,
    Take,
    layout,
)

C = Card


def S(k):
    return Card(k, k, spirit=True)


def sigil(placed):
    """56 positions, None except ``{position: (card, face_up)}``."""
    out = [None] * 56
    for p, (card, up) in placed.items():
        out[p] = {"card": card, "face_up": up}
    return out


def fam(f, *numbers):
    return [C(f, n) for n in numbers]


def num(n, *families):
    return [C(f, n) for f in families]


def snapshot(game):
    return json.dumps([game.to_json(), game.view(None), game.visible_log(None)], sort_keys=True)


def refused(game, action, rule, msg=None):
    """The action is refused citing ``rule`` (and message ``msg``), and nothing changed."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert err.value.rule == rule, (err.value.rule, err.value.message)
    if msg is not None:
        assert err.value.msg.id == msg
    assert snapshot(game) == before
    for lang in ("lv", "fi", "ru"):
        assert err.value.render(lang) != err.value.message
    return err.value


def kinds(events):
    return [e.kind for e in events]


# a spare card on top, so that a take is possible and leaves the sigil non-empty
SPARE = {27: (C(7, 7), True), 55: (C(7, 6), True), 54: (C(7, 5), True)}


def game_with(hands, sets=None, free=(), current=0, placed=None, **kw):
    return Siggil.from_position(sigil(SPARE if placed is None else placed), hands, sets, free, current, **kw)


def after_take(game, position=27):
    game.apply(Take(position))
    assert game.phase == "capture"
    return game


# ----------------------------------------------------------------------- the catalogue


def test_every_rule_id_has_a_text_in_every_language():
    assert CATALOG.ids == [
        "siggil.sigil",
        "siggil.available",
        "siggil.spirit-frees",
        "siggil.setup",
        "siggil.take",
        "siggil.capture",
        "siggil.capture-free",
        "siggil.steal",
        "siggil.recapture",
        "siggil.win",
        "siggil.last-card",
        "siggil.solo",
        "siggil.solo-setup",
        "siggil.solo-turn",
        "siggil.solo-limit",
        "siggil.solo-win",
    ]
    assert MESSAGES.problems() == []


@pytest.mark.parametrize(
    "lang,replaces,together,sigil_empty",
    [
        ("en", "stays and takes the place of one of the three", "arrive one at a time", "sigil becomes empty"),
        ("lv", "paliek un aizvieto vienu no trim", "ierodas pa vienam", "sigils kļūst tukšs"),
        ("fi", "jää ja korvaa yhden kolmesta", "yksi kerrallaan", "sinetti tyhjenee"),
        ("ru", "остаётся и заменяет одного из трёх", "приходят по одному", "сигил опустел"),
    ],
)
def test_the_rules_text_says_the_newcomer_stays_and_the_game_ends_with_the_sigil(lang, replaces, together, sigil_empty):
    """siggil.solo-limit: the newcomer replaces one of the three waiting, spirits freed
    together arrive one by one; siggil.solo-win: the game ends with the turn that empties
    the sigil — in every language of the Rules tab."""
    assert replaces in CATALOG.text("siggil.solo-limit", lang)
    assert together in CATALOG.text("siggil.solo-limit", lang)
    assert sigil_empty in CATALOG.text("siggil.solo-win", lang)


def test_cards_are_values_whose_repr_rebuilds_them():
    card, spirit = C(3, 5), S(4)
    assert eval(repr(card)) == card and eval(repr(spirit)) == spirit
    assert card.to_json() == {"family": 3, "number": 5}
    assert spirit.to_json() == {"family": 4, "number": 4, "spirit": True}
    assert Card.from_json({"family": 4, "number": 4, "spirit": True}) == spirit
    action = Capture(3, (C(3, 1), C(3, 2), C(3, 4)))
    assert eval(repr(action)) == action
    with pytest.raises(ValueError, match="carries number 4"):
        Card(4, 5, spirit=True)
    with pytest.raises(ValueError, match="1 to 7"):
        Card(8, 1)


# ----------------------------------------------------------------------------- the sigil


def test_sigil_every_shipped_layout_deals_all_56_cards_once():
    """siggil.sigil / siggil.setup: all 56 cards dealt, each once, in every shipped layout."""
    for name in ("pyramids", "wall", "ring"):
        game = Siggil(seed=3, layout=name)
        assert sorted(game.dealt) == sorted(
            {*[C(f, n) for f in range(1, 8) for n in range(1, 8)], *[S(k) for k in range(1, 8)]}
        )
        # spirits that start available are free at once; the rest of the sigil is as dealt
        free_at_start = [p for p in range(56) if game.dealt[p].spirit and not layout(name).positions[p].covered_by]
        assert sorted(game.dealt[p].family for p in free_at_start) == sorted(game.free_spirits)


def test_setup_shuffles_all_cards_and_seat_0_takes_first():
    """siggil.setup: the deal depends on the seed; seat 0 starts with a take."""
    a, b = Siggil(seed=1), Siggil(seed=2)
    assert a.dealt != b.dealt
    assert a.current_player == 0 and a.phase == "take"
    assert a.log[0].rule == "siggil.setup" and a.log[-1].kind == "turn"


def test_available_face_down_cards_turn_up_at_once():
    """siggil.available: 27 is dealt face down with nothing on it, so it is turned up on
    load; taking it makes 25 and 26 available and turns the face-down 26 up."""
    game = game_with(
        [[], []], placed={27: (C(1, 1), False), 25: (C(2, 2), True), 26: (C(2, 3), False), 24: (C(2, 4), False)}
    )
    assert game.available == [27]
    flips = [e for e in game.log if e.kind == "flip"]
    assert [(e.rule, e.data["position"]) for e in flips] == [("siggil.available", 27)]
    assert game.view(1)["sigil"][26] == {"card": None, "face_up": False}  # nobody sees a face-down card
    assert game.view(None)["sigil"][26] == {"card": {"family": 2, "number": 3}, "face_up": False}
    events = game.apply(Take(27))
    assert kinds(events) == ["take", "take-own", "flip"]
    assert events[2].data == {"position": 26, "card": {"family": 2, "number": 3}}
    assert game.available == [25, 26]  # 24 still lies under 26
    assert game.view(1)["sigil"][24] == {"card": None, "face_up": False}


def test_spirit_frees_with_a_cascade():
    """siggil.spirit-frees: taking 27 uncovers spirit 3 at 25; it leaves the sigil, which
    uncovers spirit 5 at 22 (it lay under 25 only), which leaves too and uncovers 18; 23
    (under 25 and the empty 26) is uncovered by the first spirit."""
    game = game_with(
        [[], []],
        placed={
            27: (C(1, 1), True),
            25: (S(3), False),
            22: (S(5), False),
            18: (C(2, 4), False),
            23: (C(4, 4), False),
            13: (C(6, 6), False),
        },
    )
    events = game.apply(Take(27))
    assert [(e.kind, e.data.get("position"), e.data.get("spirit")) for e in events] == [
        ("take", 27, None),
        ("take-own", None, None),
        ("flip", 25, None),
        ("free", 25, 3),
        ("flip", 22, None),
        ("free", 22, 5),
        ("flip", 18, None),
        ("flip", 23, None),
    ]
    assert [e.rule for e in events if e.kind == "free"] == ["siggil.spirit-frees"] * 2
    assert game.free_spirits == [3, 5]
    assert game.available == [18, 23]
    assert game.sigil[25] is None and game.sigil[22] is None
    assert game.sigil[13] == (C(6, 6), False)  # still under 18


def test_take_is_obligatory_and_refusals_leave_the_state_untouched():
    """siggil.take: the turn starts with a take; a pass or capture first is refused
    (siggil.capture), a covered card (siggil.available), an empty or missing position."""
    game = game_with(
        [fam(3, 1, 2, 4), []], free=[3], placed={27: (C(7, 7), True), 25: (C(7, 6), True), 26: (C(7, 5), True)}
    )
    refused(game, PASS, "siggil.capture", "refuse.take-first")
    refused(game, Capture(3, tuple(fam(3, 1, 2, 4))), "siggil.capture", "refuse.take-first")
    err = refused(game, Take(25), "siggil.available", "refuse.covered")
    # the sigil shows no position numbers: the refusal names the cards
    assert err.msg.params["on_top"] == [C(7, 7).to_json()] and err.msg.params["card"] == C(7, 6).to_json()
    assert err.msg.render("en", game.messages).startswith("Not available: 6 of family 7, covered by 7 of family 7.")
    refused(game, Take(0), "siggil.take", "refuse.empty")
    refused(game, Take(56), "siggil.take", "refuse.no-position")
    refused(game, Discard(27), "siggil.take", "refuse.not-solo")
    refused(game, Release(3), "siggil.solo-limit", "refuse.no-release")
    game.apply(Take(27))
    assert game.hands[0] == sorted([*fam(3, 1, 2, 4), C(7, 7)]) and game.phase == "capture"
    refused(game, Take(25), "siggil.take", "refuse.taken-already")


def test_hands_are_secret():
    """siggil.take: a hand is seen by its owner only; the table's log says where the card
    came from, never which card is now in the hand."""
    game = game_with([[C(1, 2)], [C(2, 1)]])
    game.apply(Take(27))
    assert game.view(0)["hands"] == [[{"family": 1, "number": 2}, {"family": 7, "number": 7}], None]
    assert game.view(1)["hands"] == [None, [{"family": 2, "number": 1}]]
    assert game.view(1)["hand_sizes"] == [2, 1]
    seen_by_1 = json.dumps(game.visible_log(1))
    assert "take-own" not in seen_by_1 and '"number": 7, "family": 7' not in seen_by_1
    assert any(e["kind"] == "take-own" for e in game.visible_log(0))


# ------------------------------------------------------------------------------ captures


def test_capture_free_by_family_lays_the_set_with_the_spirit_on_top():
    """siggil.capture-free: exactly 3 cards of the spirit's family (2 players)."""
    game = after_take(game_with([[*fam(3, 1, 5, 6), C(2, 2)], []], free=[3]))
    events = game.apply(Capture(3, tuple(fam(3, 1, 5, 6))))
    assert [(e.kind, e.rule) for e in events] == [("capture", "siggil.capture-free"), ("turn", "siggil.take")]
    assert game.sets[0] == [{"cards": fam(3, 1, 5, 6), "spirit": 3}]
    assert game.free_spirits == [] and game.spirits_held == [1, 0]
    assert game.hands[0] == [C(2, 2), C(7, 7)]
    assert game.current_player == 1 and game.phase == "take"


def test_capture_free_by_number():
    """siggil.capture-free: or exactly 3 cards carrying the spirit's number."""
    game = after_take(game_with([num(3, 1, 5, 7), []], free=[3, 6]))
    game.apply(Capture(3, tuple(num(3, 1, 5, 7))))
    assert game.sets[0] == [{"cards": num(3, 1, 5, 7), "spirit": 3}] and game.free_spirits == [6]


def test_capture_free_size_and_match_are_exact():
    """siggil.capture-free: 2 or 4 cards refused with 2 players, a mixed set refused, a spirit
    that is not free refused, a card not in hand refused (siggil.capture)."""
    game = after_take(game_with([[*fam(3, 1, 2, 5, 6), C(4, 3)], []], free=[3]))
    refused(game, Capture(3, tuple(fam(3, 1, 2))), "siggil.capture-free", "refuse.set-size")
    refused(game, Capture(3, tuple(fam(3, 1, 2, 5, 6))), "siggil.capture-free", "refuse.set-size")
    refused(game, Capture(3, (C(3, 1), C(3, 2), C(4, 3))), "siggil.capture-free", "refuse.no-match")
    refused(game, Capture(4, (C(3, 1), C(3, 2), C(3, 5))), "siggil.capture-free", "refuse.not-free")
    refused(game, Capture(3, (C(3, 1), C(3, 2), C(3, 7))), "siggil.capture", "refuse.not-in-hand")
    refused(game, Capture(3, (C(3, 1), C(3, 2), S(3))), "siggil.capture", "refuse.spirit-card")
    refused(game, Capture(9, (C(3, 1), C(3, 2), C(3, 5))), "siggil.capture", "refuse.no-spirit")


def test_capture_free_takes_exactly_two_cards_with_four_players():
    """siggil.capture-free: with 4 players the set is exactly 2 cards."""
    game = after_take(game_with([fam(2, 1, 3, 4), [], [], []], free=[2]))
    refused(game, Capture(2, tuple(fam(2, 1, 3, 4))), "siggil.capture-free", "refuse.set-size")
    game.apply(Capture(2, tuple(fam(2, 1, 3))))
    assert game.sets[0] == [{"cards": fam(2, 1, 3), "spirit": 2}] and game.hands[0] == [C(2, 4), C(7, 7)]


def test_one_capture_per_turn():
    """siggil.capture: a capture ends the turn, so a second capture is refused (the next
    seat must take first); a pass also ends the turn."""
    game = after_take(game_with([[*fam(3, 1, 2, 4), *fam(5, 1, 2, 3)], []], free=[3, 5]))
    game.apply(Capture(3, tuple(fam(3, 1, 2, 4))))
    assert game.current_player == 1
    refused(game, Capture(5, tuple(fam(5, 1, 2, 3))), "siggil.capture", "refuse.take-first")
    game.apply(Take(55))
    events = game.apply(PASS)
    assert [(e.kind, e.rule) for e in events] == [("pass", "siggil.capture"), ("turn", "siggil.take")]
    assert game.current_player == 0 and game.free_spirits == [5]


HELD_4 = [[], [{"cards": fam(4, 1, 2, 3), "spirit": 4}]]


def test_steal_takes_exactly_one_card_more_than_the_holders_set():
    """siggil.steal: seat 1's spirit 4 lies on 3 cards; 4 cards of number 4 steal it; seat
    1's cards stay in front of them."""
    game = after_take(game_with([num(4, 1, 2, 3, 5, 6), []], sets=HELD_4))
    refused(game, Steal(4, tuple(num(4, 1, 2, 3))), "siggil.steal", "refuse.steal-size")
    refused(game, Steal(4, tuple(num(4, 1, 2, 3, 5, 6))), "siggil.steal", "refuse.steal-size")
    refused(game, Steal(4, (*num(4, 1, 2, 3), C(7, 7))), "siggil.steal", "refuse.no-match")
    refused(game, Steal(5, tuple(num(4, 1, 2, 3, 5))), "siggil.steal", "refuse.not-held")
    events = game.apply(Steal(4, tuple(num(4, 1, 2, 3, 5))))
    assert events[0].kind == "steal" and events[0].rule == "siggil.steal"
    assert events[0].data["holder"] == 1 and events[0].data["size"] == 4 and events[0].data["held"] == 3
    assert game.sets == [[{"cards": num(4, 1, 2, 3, 5), "spirit": 4}], [{"cards": fam(4, 1, 2, 3), "spirit": None}]]
    assert game.spirits_held == [1, 0] and game.hands[0] == [C(6, 4), C(7, 7)]


def test_steal_of_your_own_spirit_is_refused():
    """siggil.steal: only a spirit another player holds can be stolen."""
    game = after_take(game_with([num(4, 5, 6, 7, 1), []], sets=[[{"cards": fam(4, 2, 3, 4), "spirit": 4}], []]))
    refused(game, Steal(4, tuple(num(4, 5, 6, 7, 1))), "siggil.steal", "refuse.not-held")


RECAPTURE_SETS = [
    [{"cards": fam(4, 1, 2, 3), "spirit": None}, {"cards": num(6, 1, 2, 3), "spirit": 6}],
    [{"cards": num(4, 1, 2, 3, 5), "spirit": 4}],
]


def test_recapture_extends_an_own_set_to_one_more_than_the_holders():
    """siggil.recapture: seat 0's family-4 set of 3 lost its spirit to seat 1's set of 4;
    adding two family-4 cards makes 5 and the spirit moves onto it."""
    game = after_take(game_with([[*fam(4, 5, 6), C(6, 4)], []], sets=RECAPTURE_SETS))
    events = game.apply(Recapture(4, tuple(fam(4, 5, 6)), 0))
    assert (events[0].kind, events[0].rule) == ("recapture", "siggil.recapture")
    assert events[0].data["size"] == 5 and events[0].data["held"] == 4
    assert game.sets[0][0] == {"cards": fam(4, 1, 2, 3, 5, 6), "spirit": 4}
    assert game.sets[1] == [{"cards": num(4, 1, 2, 3, 5), "spirit": None}]
    assert game.spirits_held == [2, 0] and game.hands[0] == [C(6, 4), C(7, 7)]


def test_recapture_refusals():
    """siggil.recapture: the wrong size, a card that matches another way, a set that does
    not exist or already carries a spirit, a spirit nobody else holds."""
    game = after_take(game_with([[*fam(4, 5, 6), C(6, 4)], []], sets=RECAPTURE_SETS))
    err = refused(game, Recapture(4, (C(4, 5),), 0), "siggil.recapture", "refuse.recapture-size")
    assert err.msg.params["total"] == 4 and err.msg.params["size"] == 5
    refused(game, Recapture(4, (C(4, 5), C(6, 4)), 0), "siggil.recapture", "refuse.set-way")
    refused(game, Recapture(4, tuple(fam(4, 5, 6)), 2), "siggil.recapture", "refuse.no-set")
    refused(game, Recapture(4, tuple(fam(4, 5, 6)), 1), "siggil.recapture", "refuse.set-has-spirit")
    refused(game, Recapture(6, tuple(fam(4, 5, 6)), 0), "siggil.recapture", "refuse.not-held")


def test_recapture_names_only_the_cards_added():
    """siggil.recapture: a recapture's cards are the cards added from the hand; naming the
    whole extended set (the set's own cards too) is refused, saying so in every language."""
    game = after_take(game_with([[*fam(4, 5, 6), C(6, 4)], []], sets=RECAPTURE_SETS))
    whole = (*fam(4, 1, 2, 3), *fam(4, 5, 6))
    err = refused(game, Recapture(4, whole, 0), "siggil.recapture", "refuse.recapture-whole")
    assert err.msg.params["count"] == 3
    assert err.message == (
        "1 of family 4, 2 of family 4, 3 of family 4 already lie in your set 1: a recapture "
        "names only the cards you add from your hand, not the whole extended set."
    )
    one = refused(game, Recapture(4, (C(4, 1), C(4, 5)), 0), "siggil.recapture", "refuse.recapture-whole")
    assert one.message.startswith("1 of family 4 already lies in your set 1")
    for lang in ("lv", "fi", "ru"):
        assert err.render(lang).endswith(".") and err.render(lang) != one.render(lang)
    game.apply(Recapture(4, tuple(fam(4, 5, 6)), 0))
    assert game.sets[0][0] == {"cards": fam(4, 1, 2, 3, 5, 6), "spirit": 4}


def test_legal_actions_list_every_capture_kind():
    """siggil.capture: the capture phase offers each capture the hand allows, and the pass."""
    game = after_take(game_with([[*fam(4, 5, 6), *num(4, 6, 7), *fam(2, 1, 3, 5)], []], free=[2], sets=RECAPTURE_SETS))
    legal = game.legal_actions()
    assert Capture(2, tuple(fam(2, 1, 3, 5))) in legal
    assert Recapture(4, tuple(fam(4, 5, 6)), 0) in legal
    assert legal[-1] == PASS
    assert not any(isinstance(a, Steal) for a in legal)  # 5 cards of number 4 are needed; 3 held
    assert sum(isinstance(a, Capture) for a in legal) == 1


# ------------------------------------------------------------------------------- winning


@pytest.mark.parametrize("players,goal", [(2, 5), (3, 4), (4, 3)])
def test_win_at_once_at_5_4_or_3_spirits(players, goal):
    """siggil.win: holding 5 spirits (2 players), 4 (3) or 3 (4) wins at once."""
    size = 2 if players == 4 else 3
    held = [{"cards": fam(k, *range(1, size + 1)), "spirit": k} for k in range(1, goal)]
    hands = [fam(goal, *range(1, size + 1))] + [[] for _ in range(players - 1)]
    sets = [held] + [[] for _ in range(players - 1)]
    game = after_take(game_with(hands, sets=sets, free=[goal]))
    events = game.apply(Capture(goal, tuple(fam(goal, *range(1, size + 1)))))
    assert (events[-1].kind, events[-1].rule, events[-1].data) == ("win", "siggil.win", {"seat": 0, "spirits": goal})
    assert game.is_over and game.winners == [0] and game.scores[0] == 1.0
    refused(game, Take(55), "siggil.win")


def test_one_spirit_short_does_not_win():
    """siggil.win: with 2 players 4 spirits are not enough."""
    held = [{"cards": fam(k, 1, 2, 3), "spirit": k} for k in range(1, 4)]
    game = after_take(game_with([fam(4, 1, 2, 3), []], sets=[held, []], free=[4]))
    game.apply(Capture(4, tuple(fam(4, 1, 2, 3))))
    assert not game.is_over and game.spirits_held == [4, 0]


def test_a_steal_can_win():
    """siggil.win: counts the spirits held now, so a steal that reaches 5 wins."""
    held = [{"cards": fam(k, 1, 2, 3), "spirit": k} for k in range(1, 5)]
    game = after_take(game_with([num(5, 1, 2, 3, 4), []], sets=[held, [{"cards": fam(5, 1, 2), "spirit": 5}]]))
    game.apply(Steal(5, tuple(num(5, 1, 2, 3))))
    assert game.winners == [0] and game.spirits_held == [5, 0]


def last_card_game(hands, sets, players=2):
    return Siggil.from_position(sigil({27: (C(7, 7), True)}), hands, sets)


def test_last_card_most_spirits_win_after_the_capture_phase():
    """siggil.last-card: taking the last card leaves the capture phase; then the most
    spirits win."""
    game = last_card_game([[], []], [[], [{"cards": fam(1, 1, 2, 3), "spirit": 1}]])
    game.apply(Take(27))
    assert game.phase == "capture" and not game.is_over
    events = game.apply(PASS)
    assert (events[-1].kind, events[-1].rule) == ("last-card", "siggil.last-card")
    assert events[-1].data == {"held": [0, 1], "hand_sizes": [1, 0], "winners": [1]}
    assert game.winners == [1]


def test_last_card_capture_still_counts():
    """siggil.last-card: a capture in the last turn counts before the end."""
    game = Siggil.from_position(
        sigil({27: (C(7, 7), True)}),
        [fam(2, 1, 2, 3), []],
        [[], [{"cards": fam(1, 1, 2, 3), "spirit": 1}]],
        free_spirits=[2],
    )
    game.apply(Take(27))
    game.apply(Capture(2, tuple(fam(2, 1, 2, 3))))
    # 1 spirit each: seat 0 has 1 card in hand, seat 1 none
    assert game.winners == [1]


def test_last_card_tie_goes_to_fewest_cards_in_hand_among_the_tied():
    """siggil.last-card (ruling): among the players tied on spirits; seat 1 holds fewer
    cards but fewer spirits, so it does not count."""
    sets = [[{"cards": fam(1, 1, 2, 3), "spirit": 1}], [], [{"cards": fam(2, 1, 2, 3), "spirit": 2}]]
    game = Siggil.from_position(sigil({27: (C(7, 7), True)}), [[C(3, 1)], [], [C(3, 2), C(3, 3)]], sets)
    game.apply(Take(27))  # seat 0 now holds 2 cards, seat 2 holds 2 cards
    game.apply(PASS)
    assert game.winners == [0, 2]
    game = Siggil.from_position(sigil({27: (C(7, 7), True)}), [[], [], [C(3, 2), C(3, 3)]], sets)
    game.apply(Take(27))  # seat 0: 1 card, seat 2: 2 cards
    game.apply(PASS)
    assert game.winners == [0] and game.scores == [1.0, 0.0, 0.0]


# --------------------------------------------------------------------------------- solo


def test_solo_setup_puts_a_spirit_after_every_seven_cards():
    """siggil.solo (one player, players=1) and siggil.solo-setup: the pile is 7 other cards
    then a spirit, seven times, dealt in the layout's dealing order."""
    for name in ("pyramids", "ring"):
        order = layout(name).deal_order
        spirits_orders = set()
        for seed in range(4):
            game = Siggil(players=1, seed=seed, layout=name)
            pile = [game.dealt[p] for p in order]
            assert [i for i, c in enumerate(pile) if c.spirit] == [7, 15, 23, 31, 39, 47, 55]
            spirits_orders.add(tuple(c.family for c in pile if c.spirit))
            assert game.log[0].rule == "siggil.solo-setup"
        assert len(spirits_orders) > 1  # the spirits are shuffled too


def test_solo_pyramids_frees_the_spirit_on_top_at_once():
    """siggil.solo-setup + siggil.spirit-frees: in pyramids the 56th card of the pile (a
    spirit) lies on top of pyramid B, so it is free from the start."""
    game = Siggil(players=1, seed=5)
    assert game.dealt[55].spirit and game.free_spirits == [game.dealt[55].family]
    assert game.phase == "discard"


SOLO = {27: (C(7, 7), True), 55: (C(7, 6), True), 54: (C(7, 5), True)}


def solo(hand, sets=None, free=(), placed=None, **kw):
    return Siggil.from_position(sigil(SOLO if placed is None else placed), [hand], [sets or []], free, **kw)


def test_solo_turn_is_discard_then_take_then_capture():
    """siggil.solo-turn: discard first (a take is refused), then take, then capture 3 cards (easy)."""
    game = solo(fam(3, 1, 2), free=[3], placed={27: (C(3, 4), True), 55: (C(7, 6), True), 54: (C(7, 5), True)})
    refused(game, Take(27), "siggil.solo-turn", "refuse.discard-first")
    refused(game, PASS, "siggil.solo-turn", "refuse.discard-first")
    events = game.apply(Discard(55))
    assert (events[0].kind, events[0].rule, events[0].data) == (
        "discard",
        "siggil.solo-turn",
        {"seat": 0, "position": 55, "card": {"family": 7, "number": 6}},
    )
    assert game.phase == "take"
    refused(game, Discard(54), "siggil.solo-turn", "refuse.discarded-already")
    game.apply(Take(27))
    refused(game, Steal(3, tuple(fam(3, 1, 2, 4))), "siggil.solo-turn", "refuse.solo-steal")
    refused(game, Capture(3, tuple(fam(3, 1, 2))), "siggil.capture-free", "refuse.set-size")
    game.apply(Capture(3, tuple(fam(3, 1, 2, 4))))
    assert game.spirits_held == [1] and game.discard == [(C(7, 6), True)]
    assert game.phase == "discard" and game.current_player == 0


def test_solo_advanced_takes_4_cards_and_hides_the_discards():
    """siggil.solo-turn: advanced discards face down (the view hides it) and captures with 4."""
    game = solo(
        fam(3, 1, 2, 5),
        free=[3],
        difficulty="advanced",
        placed={27: (C(3, 4), True), 55: (C(7, 6), True), 54: (C(7, 5), True)},
    )
    events = game.apply(Discard(55))
    assert events[0].msg == "discard-down" and "card" not in events[0].data
    assert game.view(0)["discard"] == [None]
    assert game.view(None)["discard"] == [{"family": 7, "number": 6}]
    game.apply(Take(27))
    refused(game, Capture(3, tuple(fam(3, 1, 2, 4))), "siggil.capture-free", "refuse.set-size")
    game.apply(Capture(3, tuple(fam(3, 1, 2, 4, 5))))
    assert game.sets == [[{"cards": fam(3, 1, 2, 4, 5), "spirit": 3}]]


def test_solo_take_is_skipped_when_the_discard_empties_the_sigil():
    """siggil.solo-turn: nothing left to take after the discard: straight to the capture."""
    game = solo(fam(3, 1, 2, 4), free=[3], placed={27: (C(7, 7), True)})
    events = game.apply(Discard(27))
    assert kinds(events) == ["discard", "take-skipped"] and game.phase == "capture"
    game.apply(Capture(3, tuple(fam(3, 1, 2, 4))))
    # the sigil is empty: the game ends with this turn, lost (siggil.solo-win)
    assert game.is_over and game.winners == [] and game.log[-1].msg == "solo-lost-empty"


def test_solo_limit_the_player_chooses_which_of_the_other_three_is_lost():
    """siggil.solo-limit: three spirits wait; a discard frees a fourth, which stays; the
    player chooses which of the three waiting goes to the discard pile, and then the turn
    goes on with the take."""
    placed = {27: (C(7, 7), True), 25: (S(4), False), 26: (C(7, 5), True), 55: (C(7, 6), True)}
    game = solo([], free=[1, 2, 3], placed=placed)
    game.apply(Discard(27))
    assert game.phase == "release" and game.free_spirits == [1, 2, 3, 4]
    assert game.legal_actions() == [Release(1), Release(2), Release(3)]
    assert game.log[-1].rule == "siggil.solo-limit" and game.log[-1].msg == "release-needed"
    assert game.log[-1].data == {"spirit": 4, "waiting": [1, 2, 3]}
    assert game.view(0)["arrival"] == {"spirit": 4, "waiting": [1, 2, 3], "then": "take"}
    refused(game, Take(26), "siggil.solo-limit", "refuse.release-first")
    refused(game, Release(6), "siggil.solo-limit", "refuse.release-which")
    err = refused(game, Release(4), "siggil.solo-limit", "refuse.release-which")  # the newcomer stays
    assert err.message == (
        "Spirit 4 has just come free and stays: the one to go is one of spirit 1, spirit 2, spirit 3."
    )
    events = game.apply(Release(2))
    assert (events[0].kind, events[0].rule, events[0].data) == ("lost", "siggil.solo-limit", {"spirit": 2})
    assert game.free_spirits == [1, 3, 4] and game.lost_spirits == [2]
    assert game.discard[-1] == (S(2), True) and game.phase == "take"
    assert game.view(0)["arrival"] is None
    refused(game, Capture(2, tuple(fam(2, 1, 2, 3))), "siggil.capture", "refuse.take-first")


def test_solo_limit_the_newcomer_of_seed_5_ring_stays():
    """siggil.solo-limit: the reported game (ring, easy, seed 5): the last discard frees
    spirit 5 while 3, 4 and 1 wait; spirit 5 is not offered."""
    game = Siggil(players=1, seed=5, layout="ring", difficulty="easy")
    for kind, position in [
        ("discard", 44),
        ("take", 53),
        ("pass", None),
        ("discard", 48),
        ("take", 42),
        ("pass", None),
        ("discard", 51),
        ("take", 52),
        ("pass", None),
        ("discard", 43),
        ("take", 29),
        ("pass", None),
        ("discard", 28),
    ]:
        game.apply(PASS if kind == "pass" else (Discard if kind == "discard" else Take)(position))
    assert game.phase == "release" and game.free_spirits == [3, 4, 1, 5]
    assert game.legal_actions() == [Release(3), Release(4), Release(1)]
    refused(game, Release(5), "siggil.solo-limit", "refuse.release-which")


# pyramid A: 27 lies on 25 and 26, 25 on 22 and 23, and 22 lies under 25 only: taking 27
# frees the spirit at 25, which frees the spirit at 22 (siggil.spirit-frees)
TWO_SPIRITS = {27: (C(7, 7), True), 25: (S(4), False), 22: (S(5), False), 55: (C(7, 6), True)}


def test_solo_limit_spirits_freed_together_arrive_one_at_a_time():
    """siggil.solo-limit: one discard frees spirits 4 then 5 while 1, 2, 3 wait: two
    decisions in a row. Spirit 4 replaces one of 1, 2, 3; then spirit 5 replaces one of
    the three waiting at its arrival, which may be spirit 4: only the last to arrive is sure
    to stay."""
    game = solo([], free=[1, 2, 3], placed=TWO_SPIRITS)
    events = game.apply(Discard(27))
    assert [e.kind for e in events if e.kind in ("free", "release-needed")] == ["free", "free", "release-needed"]
    assert game.legal_actions() == [Release(1), Release(2), Release(3)]
    refused(game, Release(5), "siggil.solo-limit", "refuse.release-which")  # not arrived yet
    events = game.apply(Release(2))
    assert [(e.kind, e.data) for e in events] == [
        ("lost", {"spirit": 2}),
        ("release-needed", {"spirit": 5, "waiting": [1, 3, 4]}),
    ]
    assert game.phase == "release" and game.legal_actions() == [Release(1), Release(3), Release(4)]
    refused(game, Release(5), "siggil.solo-limit", "refuse.release-which")
    refused(game, Release(2), "siggil.solo-limit", "refuse.release-which")
    game.apply(Release(4))
    assert game.free_spirits == [1, 3, 5] and game.lost_spirits == [2, 4] and game.phase == "take"
    assert game.discard[-2:] == [(S(2), True), (S(4), True)]


def test_solo_limit_oldest_option_with_spirits_freed_together():
    """siggil.solo-limit (option oldest): each newcomer replaces the oldest waiting."""
    game = solo([], free=[1, 2, 3], placed=TWO_SPIRITS, release="oldest")
    game.apply(Discard(27))
    assert game.free_spirits == [3, 4, 5] and game.lost_spirits == [1, 2] and game.phase == "take"


def test_solo_limit_option_oldest_goes_by_itself():
    """siggil.solo-limit (option): with release="oldest" the first freed spirit goes."""
    placed = {27: (C(7, 7), True), 25: (S(4), False), 26: (C(7, 5), True), 55: (C(7, 6), True)}
    game = solo([], free=[1, 2, 3], placed=placed, release="oldest")
    game.apply(Discard(27))
    assert game.free_spirits == [2, 3, 4] and game.lost_spirits == [1] and game.phase == "take"


def test_solo_win_easy_with_all_7():
    """siggil.solo-win: easy wins with the 7th capture, at the end of the turn."""
    held = [{"cards": fam(k, 1, 2, 3), "spirit": k} for k in range(1, 7)]
    game = solo(fam(7, 1, 2), held, free=[7], placed={27: (C(7, 3), True), 55: (C(6, 6), True), 54: (C(6, 5), True)})
    game.apply(Discard(55))
    game.apply(Take(27))
    events = game.apply(Capture(7, tuple(fam(7, 1, 2, 3))))
    assert (events[-1].kind, events[-1].rule) == ("solo-won", "siggil.solo-win")
    assert game.winners == [0] and game.spirits_held == [7]


def test_solo_win_advanced_with_6():
    """siggil.solo-win: advanced wins with 6 captures."""
    held = [{"cards": fam(k, 1, 2, 3, 4), "spirit": k} for k in range(1, 6)]
    game = solo(
        fam(6, 1, 2, 3),
        held,
        free=[6],
        difficulty="advanced",
        placed={27: (C(6, 5), True), 55: (C(7, 6), True), 54: (C(7, 5), True)},
    )
    game.apply(Discard(55))
    game.apply(Take(27))
    game.apply(Capture(6, tuple(fam(6, 1, 2, 3, 5))))
    assert game.winners == [0] and game.log[-1].data == {"captured": 6}


def test_solo_loss_when_the_win_is_out_of_reach():
    """siggil.solo-win: easy with one spirit lost can no longer capture 7: lost at the end
    of that turn; advanced survives one loss, not two."""
    game = solo([], free=[1], lost_spirits=[2])
    game.apply(Discard(55))
    game.apply(Take(27))
    game.apply(PASS)
    assert game.is_over and game.winners == [] and game.log[-1].msg == "solo-lost-reach"
    game = solo([], free=[1], lost_spirits=[2], difficulty="advanced")
    game.apply(Discard(55))
    game.apply(Take(27))
    game.apply(PASS)
    assert not game.is_over and game.phase == "discard"
    game = solo([], free=[1], lost_spirits=[2, 3], difficulty="advanced")
    game.apply(Discard(55))
    game.apply(Take(27))
    game.apply(PASS)
    assert game.is_over and game.log[-1].data == {"lost": 2, "goal": 6, "captured": 0}


def test_solo_game_ends_with_the_turn_that_empties_the_sigil():
    """siggil.solo-win: a solo turn begins with a discard, so, as siggil.last-card, the game
    ends at the end of the turn in which the sigil becomes empty: no capture-only turns,
    even with a capture still in hand."""
    hand = [*fam(3, 1, 2, 4), *fam(5, 1, 2, 3)]
    game = solo(hand, free=[3, 5], placed={27: (C(7, 7), True)})
    game.apply(Discard(27))
    events = game.apply(Capture(3, tuple(fam(3, 1, 2, 4))))
    assert game.is_over and game.legal_actions() == [] and game.winners == []
    assert (events[-1].kind, events[-1].rule, events[-1].data) == (
        "solo-lost",
        "siggil.solo-win",
        {"captured": 1, "goal": 7},
    )
    refused(game, Capture(5, tuple(fam(5, 1, 2, 3))), "siggil.solo-win")
    # the take empties it: the same, after that turn's capture or pass
    game = solo(hand, free=[3, 5], placed={27: (C(7, 7), True), 55: (C(7, 6), True)})
    game.apply(Discard(55))
    game.apply(Take(27))
    game.apply(PASS)
    assert game.is_over and game.log[-1].msg == "solo-lost-empty"


def test_solo_last_turn_capture_can_still_win():
    """siggil.solo-win: the win is checked first at the end of the turn that empties the sigil."""
    held = [{"cards": fam(k, 1, 2, 3), "spirit": k} for k in range(1, 7)]
    game = solo(fam(7, 1, 2, 3), held, free=[7], placed={27: (C(6, 6), True)})
    game.apply(Discard(27))
    game.apply(Capture(7, tuple(fam(7, 1, 2, 3))))
    assert game.winners == [0] and game.log[-1].kind == "solo-won"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_turn_number_counts_every_turn(players):
    """siggil.take / siggil.solo-turn: ``turn_number`` in every view counts the turns, in
    every mode (it stayed 1 for a whole multiplayer game)."""
    game = Siggil(players=players, seed=7)
    turns = 1
    for _ in range(3 * players + 1):
        while game.phase != "capture":
            game.apply(game.legal_actions()[0])
        game.apply(PASS)
        turns += 1
        assert {game.view(s)["turn_number"] for s in [None, *range(players)]} == {turns}
    assert turns == 3 * players + 2


# ---------------------------------------------------------------- positions and input


def test_from_position_refuses_impossible_positions_clearly():
    with pytest.raises(ValueError, match="named twice"):
        Siggil.from_position(sigil({27: (C(1, 1), True)}), [[C(1, 1)], []])
    with pytest.raises(ValueError, match="a spirit never lies there"):
        Siggil.from_position(sigil({27: (C(1, 1), True)}), [[S(2)], []])
    with pytest.raises(ValueError, match="56 positions"):
        Siggil.from_position([None] * 55, [[], []])
    with pytest.raises(ValueError, match=r"wins at once|win at once"):
        Siggil.from_position(
            sigil({27: (C(7, 7), True)}),
            [[], [], [], []],
            [[{"cards": fam(k, 1, 2), "spirit": k} for k in (1, 2, 3)], [], [], []],
        )
    with pytest.raises(ValueError, match="empty"):
        Siggil.from_position([None] * 56, [[], []])


def test_actions_from_json_and_bad_input():
    game = after_take(game_with([fam(3, 1, 2, 4), []], free=[3]))
    action = game.decode_action({"kind": "capture", "spirit": 3, "cards": [c.to_json() for c in fam(3, 1, 2, 4)]})
    assert action == Capture(3, tuple(fam(3, 1, 2, 4)))
    for bad in (
        {"kind": "capture", "spirit": 3, "cards": "3,1"},
        {"kind": "capture", "spirit": 3, "cards": [{"family": 9, "number": 1}]},
        {"kind": "capture", "spirit": 3, "cards": []},
        {"kind": "capture", "spirit": 3, "cards": [{"family": 3, "number": 1}] * 2},
        {"kind": "capture", "spirit": 3.5, "cards": [{"family": 3, "number": 1}]},
        {"kind": "take"},
    ):
        refused(game, bad, "input")
    # cards in any order are the same capture
    game.apply({"kind": "capture", "spirit": 3, "cards": [c.to_json() for c in fam(3, 4, 1, 2)]})
    assert game.spirits_held == [1, 0]


def test_json_round_trip_of_a_position_game():
    game = after_take(game_with([fam(3, 1, 2, 4), []], free=[3]))
    game.apply(Capture(3, tuple(fam(3, 1, 2, 4))))
    again = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert snapshot(again) == snapshot(game)


def _face_down(game):
    return [p for p, c in enumerate(game._cards) if c is not None and not game._up[p]]


@pytest.mark.parametrize("seed", range(3))
def test_sigil_a_redrawn_world_mixes_face_down_spirits_with_family_cards_in_the_multiplayer_game(seed):
    """siggil.sigil / siggil.setup: all 56 cards are shuffled together, so nobody can tell a
    face-down spirit from a face-down family card: a redrawn world may put either anywhere a
    card lies face down, and replays the same history with the same view for the seat."""
    import random

    from rules_engine.siggil.cards import is_spirit

    game = Siggil(players=3, seed=seed)
    for _ in range(6):
        game.apply(game.legal_actions()[0])
    down = _face_down(game)
    assert any(is_spirit(game._cards[p]) for p in down), "a spirit still lies face down"
    moved = set()
    for k in range(40):
        other = game.resample_hidden(0, random.Random(k))
        assert other.history == game.history and other.view(0) == game.view(0)
        moved |= {p for p in down if is_spirit(other._cards[p]) != is_spirit(game._cards[p])}
    assert moved, "face-down spirits and family cards trade places"


def test_solo_setup_a_redrawn_world_keeps_the_spirits_at_the_solo_deals_spirit_places():
    """siggil.solo-setup deals a spirit at every eighth place of the pile: those places are
    known, so a redrawn solo world permutes spirits among spirits only."""
    import random

    from rules_engine.siggil.cards import is_spirit

    game = Siggil(players=1, seed=2)
    down = _face_down(game)
    for k in range(20):
        other = game.resample_hidden(0, random.Random(k))
        assert [is_spirit(other._cards[p]) for p in down] == [is_spirit(game._cards[p]) for p in down]
        assert other.view(0) == game.view(0)
