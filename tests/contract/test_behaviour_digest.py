"""A digest of everything each engine does over hundreds of seeded games: every event
(kind, rule, English text, data, who sees it), every seat's view and visible log, the
legal actions, the refusal of a fixed set of illegal actions, and the replay from JSON.

Refactors and optimizations of the engines must leave it unchanged: behaviour cannot
change unseen. A change that is meant (a better sentence, a rule fix) updates the
digest in the same commit, and the commit message says why. Run this file alone to print
the new digests: ``uv run pytest tests/contract/test_behaviour_digest.py -q``.

A digest says *that* behaviour changed; the playthrough beside it says *what*. For each
case, ``playthroughs/<case>.txt`` (OpenSpiel's playthrough files are the model) is the
first of its games written out: every seat's view and the probes' answers at the start
and the end, and move by move the action, its events (rule, English text, data, who sees
them) and the legal actions. A change to the engine shows there as a diff a reviewer can
read; ``TT_WRITE_PLAYTHROUGHS=1 uv run pytest tests/contract/test_behaviour_digest.py``
writes them anew.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import os
import random
from pathlib import Path

import pytest

from rules_engine import IllegalAction
from rules_engine.deductio import Deductio
from rules_engine.exacto import Exacto
from rules_engine.ganjifa import Ganjifa
from rules_engine.siggil import Siggil

PLAYTHROUGHS = Path(__file__).parent / "playthroughs"

# game, options, games -> the digest of their behaviour
CASES = {
    "exacto-seed": (Exacto, {"players": 4}, 120),
    "exacto-perudo-ones": (Exacto, {"players": 3, "raise_rule": "perudo", "bid_ones": True}, 120),
    "exacto-six": (Exacto, {"players": 6}, 40),
    "ganjifa-day": (Ganjifa, {"period": "day"}, 25),
    "ganjifa-night": (Ganjifa, {"period": "night"}, 25),
    "deductio-2": (Deductio, {"players": 2}, 40),
    "deductio-4": (Deductio, {"players": 4}, 40),
    "siggil-2": (Siggil, {"players": 2}, 30),
    "siggil-4-ring": (Siggil, {"players": 4, "layout": "ring"}, 20),
    "siggil-solo-wall": (Siggil, {"players": 1, "layout": "wall", "difficulty": "advanced"}, 30),
}
DIGESTS = {
    "exacto-seed": "6a6c201d0558e1c7916e8a1ecae8c1890ae45bc5e7467d1be786633ee1f8e581",
    "exacto-perudo-ones": "53abfdecbdafe2420fdb51e9f543a78d2dbd71fb112fd201ab30aa7f27f3baaa",
    "exacto-six": "4100ea4fafafca97d44bb3bbee6f535a30b2d7bbcd14acf0a43bae48f10b9be9",
    "ganjifa-day": "122254e206b1ba46825e745173d3b3af2fc87cd9dd4dbddddf5f41dfd841dc6d",
    "ganjifa-night": "877ab5aeeedf0875ae2bced302462b65acb72d0553ddb5d1f35deb71ebf8ff75",
    "deductio-2": "2683538a87ed0576afcc81a7083175ec833dd44a7ca186be87e35f8b02aea01d",
    "deductio-4": "187799c8b753b41043a9a755395090475ca47965a2c20a9161dfc534ff836b9c",
    "siggil-2": "deac95010195125f2c28eafe6957abe066d8827ae1fffd9815324adf98914504",
    "siggil-4-ring": "2ed324786f98424fff20f7aaeeb313cf5749f37b3726dc4be3f7e2b15ac409c8",
    "siggil-solo-wall": "8b3ea7c3498721629d24c89ef5d5a96c1d046617096c5013d97c9ad6adf6512e",
}
PROBES = {
    "deductio": [
        {"kind": "clue", "clue": 1},
        {"kind": "clue", "clue": 24},
        {"kind": "take_all"},
        {"kind": "guess", "target": 1, "number": 7},
        {"kind": "guess", "target": 0, "number": 21},
        {"kind": "peek"},
        {"kind": "pass"},
    ],
    "exacto": [
        {"kind": "bid", "quantity": 1, "face": 2},
        {"kind": "bid", "quantity": 40, "face": 6},
        {"kind": "bid", "quantity": 3, "face": 1},
        {"kind": "liar"},
        {"kind": "exacto"},
        {"kind": "bid", "quantity": 0, "face": 7},
        {"kind": "fold"},
    ],
    "ganjifa": [
        {"kind": "play", "card": {"suit": "rama", "rank": "raja"}},
        {"kind": "play", "card": {"suit": "kalki", "rank": 1}},
        {"kind": "play", "card": {"suit": "matsya", "rank": 10}},
        {"kind": "discard", "cards": [{"suit": "buddha", "rank": 5}]},
        {
            "kind": "dukal",
            "cards": [
                {"suit": "krishna", "rank": "raja"},
                {"suit": "krishna", "rank": "mantri"},
                {"suit": "krishna", "rank": 1},
                {"suit": "krishna", "rank": 2},
                {"suit": "krishna", "rank": 3},
            ],
        },
    ],
    "siggil": [
        {"kind": "take", "position": 27},
        {"kind": "take", "position": 0},
        {"kind": "discard", "position": 55},
        {"kind": "pass"},
        {"kind": "release", "spirit": 1},
        {
            "kind": "capture",
            "spirit": 3,
            "cards": [{"family": 3, "number": 1}, {"family": 3, "number": 2}, {"family": 3, "number": 4}],
        },
        {"kind": "steal", "spirit": 2, "cards": [{"family": 1, "number": 2}, {"family": 4, "number": 2}]},
        {"kind": "recapture", "spirit": 5, "set": 0, "cards": [{"family": 5, "number": 7}]},
    ],
}


def record(game, out: list) -> None:
    out.append([game.view(seat) for seat in [*range(game.players), None]])
    out.append([game.visible_log(seat) for seat in [*range(game.players), None]])
    out.append([a.to_json() for a in game.legal_actions()])
    for probe in PROBES[game.name]:
        try:
            game.check(probe)
            out.append("legal")
        except IllegalAction as err:
            out.append([err.rule, err.message])


def behaviour(cls, options: dict, games: int) -> str:
    digest = hashlib.sha256()
    for seed in range(games):
        game, rng, out = cls(seed=seed, **options), random.Random(seed), []
        record(game, out)
        while not game.is_over:
            events = game.apply(rng.choice(game.legal_actions()))
            out.append([e.to_json() for e in events])
            if rng.random() < 0.3 or game.is_over:
                record(game, out)
        copy = type(game).from_json(json.loads(json.dumps(game.to_json())))
        out.append(copy.visible_log(None) == game.visible_log(None) and copy.view(None) == game.view(None))
        digest.update(json.dumps(out, sort_keys=True, default=str).encode())
    return digest.hexdigest()


def _line(value: object) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


def _probes(game) -> list[str]:
    answers = []
    for probe in PROBES[game.name]:
        try:
            game.check(probe)
            answers.append(f"  probe {_line(probe)}: legal")
        except IllegalAction as err:
            answers.append(f"  probe {_line(probe)}: refused, {err.rule}: {err.message}")
    return answers


def _seats(game) -> list[str]:
    lines = [f"  view of {seat}: {_line(game.view(seat))}" for seat in [*range(game.players), None]]
    return [*lines, *_probes(game)]


def playthrough(case: str) -> str:
    """The first game of ``case`` written out, played by the digest's own random choices."""
    cls, options, _ = CASES[case]
    game, rng = cls(seed=0, **options), random.Random(0)
    lines = [f"# {case}: {cls.__name__}(seed=0, **{_line(options)}), each move drawn by random.Random(0)"]
    lines += ["start", *_seats(game)]
    while not game.is_over:
        legal = [a.to_json() for a in game.legal_actions()]
        lines.append(f"move {len(game.history)}, seat {game.current_player}: {len(legal)} legal")
        if len(legal) <= 12:
            lines += [f"  legal {_line(a)}" for a in legal]
        action = rng.choice(game.legal_actions())
        lines.append(f"  plays {_line(action.to_json())}")
        for event in game.apply(action):
            lines.append(f"  event {_line(event.to_json())}")
        rng.random()  # the digest's draw of whether to record here: the games stay the same
    lines += ["end", *_seats(game), f"  visible log: {len(game.visible_log(None))} lines"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_playthrough_is_unchanged(case):
    """The readable twin of the digest: fast (one game), so it runs in every tier."""
    got, path = playthrough(case), PLAYTHROUGHS / f"{case}.txt"
    if os.environ.get("TT_WRITE_PLAYTHROUGHS"):
        PLAYTHROUGHS.mkdir(exist_ok=True)
        path.write_text(got, encoding="utf-8")
    want = path.read_text(encoding="utf-8") if path.exists() else ""
    diff = "".join(list(difflib.unified_diff(want.splitlines(True), got.splitlines(True), str(path), "now"))[:80])
    assert got == want, f"{case}: the engine plays its first game differently:\n{diff}"


#: whole games played move by move for every probe: seconds each, so not in the inner loop
@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(CASES))
def test_behaviour_is_unchanged(case):
    cls, options, games = CASES[case]
    got = behaviour(cls, options, games)
    assert got == DIGESTS[case], (
        f"{case}: the engine's behaviour changed (digest {got}). If the change is meant, "
        f"set DIGESTS[{case!r}] = {got!r} and say why in the commit message."
    )
