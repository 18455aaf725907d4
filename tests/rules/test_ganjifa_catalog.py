"""Every rule id the Ganjifa engine can cite is a rule of its catalog (ganjifa.md): in the
source, in every event logged over random deals, and in every refusal, the ones after
the deal is over (ganjifa.end) included. "input" is the one id outside the catalog: the
core's mark for a message that is not an action at all."""
import ast
import random
import re
from pathlib import Path

import pytest

from rules_engine import IllegalAction
from rules_engine.ganjifa import CARDS, CATALOG, Card, DiscardForDukal, Ganjifa, LeadDukal, PlayCard

SOURCE = Path(__file__).resolve().parents[2] / "rules_engine" / "ganjifa"
RULE_ID = re.compile(r"(?<![\w.])ganjifa\.[a-z-]+")   # not a module path such as rules_engine.ganjifa.cards
NOT_RULES = {"ganjifa.md"}                             # the rules file, named in docstrings


def string_literals(path: Path):
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def test_every_rule_id_in_the_source_is_a_catalog_id():
    """ganjifa.*: each string literal of rules_engine/ganjifa/*.py (messages, event rules,
    f-string parts, docstrings) that names a ganjifa rule id names one of the catalog."""
    found = {m for path in SOURCE.glob("*.py") for text in string_literals(path)
             for m in RULE_ID.findall(text)} - NOT_RULES
    assert found - set(CATALOG.ids) == set()
    assert set(CATALOG.ids) <= found          # and every rule is cited somewhere


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
    return Ganjifa.from_position(hands=[mine, rest[:7], rest[7:14]], captured=[rest[14:60], rest[60:], []],
                                 leader=0, first_trick=False)


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
    assert events >= {"ganjifa.day-night", "ganjifa.deal", "ganjifa.opening-lead", "ganjifa.follow", "ganjifa.void",
                      "ganjifa.trick-winner", "ganjifa.capture", "ganjifa.dukal", "ganjifa.end"}
    assert refusals >= {"input", "ganjifa.opening-lead", "ganjifa.follow", "ganjifa.void", "ganjifa.dukal",
                        "ganjifa.end"}
