"""Batched Exacto roll simulation with numpy, for classroom labs that want millions of
rounds (install the ``fast`` extra: ``pip install "tabletop-tutor[fast]"``).

The only module of ``rules_engine`` that uses numpy, and only inside its functions:
importing it never fails, calling it without numpy raises an ImportError that says how
to get it. It rolls dice and counts them by the same rule as the engine
(exacto.wild-ones: the bid face plus ones; a bid on ones counts ones only), without
building games: for the exact law see :mod:`rules_engine.exacto.probability`, for
trials through the engine itself ``probability.simulate_count``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING, TypeAlias

from .game import count_supporting

if TYPE_CHECKING:
    import numpy
    from numpy.typing import NDArray

#: what ``rng`` may be: a numpy Generator, a seed, or None (fresh entropy)
Seed: TypeAlias = "numpy.random.Generator | int | None"

__all__ = ["simulate_rounds", "count_histogram"]

# Rounds per block: 2**18 rounds x 30 dice is 7.5 MB of uint8 dice, small enough to
# stay in cache-friendly memory and big enough that numpy's per-call cost vanishes.
_BLOCK = 1 << 18


def _numpy() -> ModuleType:
    """numpy, imported on first need (the optional ``fast`` extra): a module object, whose
    attributes the checker cannot follow, so each caller annotates what it gets back."""
    try:
        import numpy
    except ImportError as err:
        raise ImportError(_without_numpy()) from err
    return numpy


def _without_numpy() -> str:
    if sys.platform == "emscripten":  # the offline browser site ships pure-Python wheels only
        return (
            "rules_engine.exacto.batched needs numpy, which is not available in this Python in the "
            "browser: use rules_engine.exacto.probability (exact odds, or simulate_count for "
            "trials through the engine), which needs nothing more"
        )
    return (
        "rules_engine.exacto.batched needs numpy, which the engine itself does not: "
        "install the 'fast' extra, e.g. pip install \"tabletop-tutor[fast]\""
    )


def _generator(np: ModuleType, rng: Seed) -> numpy.random.Generator:
    """A numpy Generator from None (fresh entropy), a seed, or a Generator."""
    gen: numpy.random.Generator = rng if isinstance(rng, np.random.Generator) else np.random.default_rng(rng)
    return gen


def simulate_rounds(
    n_rounds: int, players: int = 6, dice: int = 5, face: int = 2, rng: Seed = None, own_dice: Sequence[int] = ()
) -> NDArray[numpy.int16]:
    """Counts of ``face`` (ones wild) over ``n_rounds`` independent rolls of the table.

    ``players`` x ``dice`` dice are on the table; ``own_dice`` fixes that many of them
    (your cup), the rest are rolled. ``rng`` is a ``numpy.random.Generator``, a seed or
    None. Returns an int16 array of length ``n_rounds``.
    """
    np = _numpy()
    rolled = players * dice - len(own_dice)
    if n_rounds < 0 or players < 1 or dice < 1 or rolled < 0:
        raise ValueError(
            f"need n_rounds >= 0 and at most {players * dice} own dice on a "
            f"{players} x {dice} table, not n_rounds={n_rounds}, own_dice={list(own_dice)}"
        )
    if face not in range(1, 7):
        raise ValueError(f"face must be 1..6, not {face}")
    gen = _generator(np, rng)
    known = count_supporting(own_dice, face)
    counts: NDArray[numpy.int16] = np.empty(n_rounds, dtype=np.int16)
    for start in range(0, n_rounds, _BLOCK):
        size = min(_BLOCK, n_rounds - start)
        roll = gen.integers(1, 7, size=(size, rolled), dtype=np.uint8)
        hits = roll == face
        if face != 1:
            hits |= roll == 1
        counts[start : start + size] = hits.sum(axis=1, dtype=np.int16)
    counts += known
    return counts


def count_histogram(
    n_rounds: int, players: int = 6, dice: int = 5, face: int = 2, rng: Seed = None, own_dice: Sequence[int] = ()
) -> NDArray[numpy.float64]:
    """Relative frequency of each count 0 .. players x dice over ``n_rounds`` rolls:
    the simulated twin of ``probability.count_distribution``."""
    np = _numpy()
    counts = simulate_rounds(n_rounds, players, dice, face, rng, own_dice)
    frequencies: NDArray[numpy.float64] = np.bincount(counts, minlength=players * dice + 1) / max(n_rounds, 1)
    return frequencies
