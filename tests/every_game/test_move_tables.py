"""Every registered game declares its moves through the move table (``core.Move``): each
action its ``legal_actions`` can offer has a row, with its check, its apply, its rule and,
in a game with phases, the phases it is legal in; and each phase has a refusal for every
move it does not take. The base class dispatches through the table, so a game that wrote
``_check`` or ``_apply`` whole again would step around it."""

import random

import pytest

from rules_engine import games
from rules_engine.core import Game

GAMES = games()
pytestmark = pytest.mark.parametrize("game_cls", list(GAMES.values()), ids=list(GAMES))


def playouts(game_cls: type[Game], seeds: int = 3):
    """Random playouts at every table size: (the game before each move, the move)."""
    for players in range(game_cls.min_players, game_cls.max_players + 1):
        for seed in range(seeds):
            game, rng = game_cls(players=players, seed=seed), random.Random(seed)
            while not game.is_over:
                legal = game.legal_actions()
                yield game, legal
                game.apply(rng.choice(legal))


def test_the_game_declares_a_move_table_and_dispatches_through_it(game_cls):
    assert game_cls.moves, f"{game_cls.name} declares no moves"
    kinds = [move.action for move in game_cls.moves]
    assert len(set(kinds)) == len(kinds), "one row per action type"
    assert set(game_cls.decode_action.types) == set(kinds), "the decoder reads the table's actions"
    for name in ("_check", "_apply", "check", "apply"):
        assert name not in vars(game_cls), f"{game_cls.name}.{name} steps around the move table"
    for move in game_cls.moves:
        assert move.rule in game_cls.catalog, move
        assert callable(move.check) and callable(move.apply)


def test_every_action_legal_actions_offers_has_a_row(game_cls):
    table = {move.action for move in game_cls.moves}
    offered = {type(action) for _, legal in playouts(game_cls) for action in legal}
    assert offered <= table, offered - table
    assert offered, "the playouts offered no action at all"


def test_every_phase_refuses_every_move_it_does_not_take(game_cls):
    gated = game_cls._move_phase is not Game._move_phase
    phases = {phase for move in game_cls.moves for phase in move.phases}
    if not gated:  # a game without phases: no row names one
        assert not phases and not game_cls.phase_refusals
        return
    named = set(game_cls.phase_refusals) | {p for move in game_cls.moves for p in move.off_phase}
    assert named <= phases, f"refusals of phases no move is legal in: {named - phases}"
    for move in game_cls.moves:
        assert move.phases, f"{move.action.kind} is legal in no phase"
        assert not set(move.phases) & set(move.off_phase), f"{move.action.kind} is refused where it is legal"
        for phase in phases - set(move.phases):
            assert phase in move.off_phase or phase in game_cls.phase_refusals, (move.action.kind, phase)


def test_the_phases_play_reaches_are_the_tables(game_cls):
    """Each phase a playout is in is one the table knows, and what legal_actions offers
    there are moves legal in it (the gate never refuses a legal action). A game without
    phases (Exacto) is in none, and none of its moves is gated."""
    if game_cls._move_phase is Game._move_phase:
        assert all(not move.phases for move in game_cls.moves)
        assert all(game._move_phase() is None for game, _legal in playouts(game_cls, seeds=1))
        return
    phases = {phase for move in game_cls.moves for phase in move.phases}
    legal_in = {move.action: move.phases for move in game_cls.moves}
    for game, legal in playouts(game_cls, seeds=2):
        phase = game._move_phase()
        assert phase in phases, phase
        assert all(phase in legal_in[type(a)] for a in legal), (phase, legal)
