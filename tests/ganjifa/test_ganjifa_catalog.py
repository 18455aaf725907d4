"""Every rule id the Ganjifa engine can cite is a rule of its catalog (ganjifa.md): in every
event logged over random deals, and in every refusal, the ones after the deal is over
(ganjifa.end) included; the source scan is the contract suite's, for every game. "input"
is the one id outside the catalog: the core's mark for a message that is not an action."""

import random

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, CATALOG, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard


def random_wrong_moves(game, rng):
    """A few actions that are probably illegal here: any card, a Dukal of held cards, a
    discard, and input that is no action."""
    hand = game.hand(game.current_player)
    yield PlayCard(rng.choice(CARDS))
    yield LeadDukal(tuple(rng.sample(hand, min(5, len(hand)))))
    yield DiscardForDukal((rng.choice(hand),))
    yield {"kind": "play", "card": {"suit": "rama", "rank": 11}}


def dukal_deal():
    """A position where player 0 leads a Dukal of 6 (so Dukal events and refusals occur)."""
    mine = [Card("kalki", r) for r in ("raja", "mantri", 3, 4, 5, 6)] + [Card("matsya", 1)]
    rest = [c for c in CARDS if c not in mine]
    return Ganjifa.from_position(
        hands=[mine, rest[:7], rest[7:14]], captured=[rest[14:60], rest[60:], []], leader=0, first_trick=False
    )


def test_every_event_and_refusal_over_random_deals_cites_a_catalog_rule():
    """ganjifa.*: over random deals (both periods, and a deal with a Dukal), every event's
    rule and every refusal's rule (random illegal actions tried at every move, and any
    action once the deal is over: ganjifa.end) is a rule of the catalog."""
    events, refusals = set(), set()
    rng = random.Random(7)
    games = [Ganjifa(seed=s, period=("day", "night")[s % 2]) for s in range(12)] + [dukal_deal()]
    for game in games:
        events |= {e.rule for e in game.log}
        while not game.is_over:
            for action in random_wrong_moves(game, rng):
                try:
                    game.check(action)
                except IllegalAction as err:
                    refusals.add(err.rule)
            legal = game.legal_actions()
            dukals = [a for a in legal if isinstance(a, LeadDukal)]
            events |= {e.rule for e in game.apply(dukals[0] if dukals else rng.choice(legal))}
        for action in [PlayCard(rng.choice(CARDS)), *game.history[-1:]]:
            with pytest.raises(IllegalAction) as err:
                game.apply(action)
            assert err.value.rule == "ganjifa.end"
            refusals.add(err.value.rule)
    assert events <= set(CATALOG.ids) and refusals - {"input"} <= set(CATALOG.ids)
    assert events >= {
        "ganjifa.day-night",
        "ganjifa.deal",
        "ganjifa.opening-lead",
        "ganjifa.follow",
        "ganjifa.void",
        "ganjifa.trick-winner",
        "ganjifa.capture",
        "ganjifa.dukal",
        "ganjifa.end",
    }
    assert refusals >= {
        "input",
        "ganjifa.opening-lead",
        "ganjifa.follow",
        "ganjifa.void",
        "ganjifa.dukal",
        "ganjifa.end",
    }
