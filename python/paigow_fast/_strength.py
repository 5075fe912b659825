"""Hand strength for poker AI in hold'em: HS, PPot, NPot, EHS, E[HS²] and the showdown
equity of a hand on a flop, turn or river, against a random hand or a range, exact
(every opponent hand, every completion of the board). The formulas are in
``docs/equity.md``; the counting is the core's (``rust/equity/strength``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import _core
from ._bulk import as_array
from ._cards import CardsLike
from ._choices import check_threads

#: The figures of a hand's strength, in the order of the core's (N, 6) arrays.
STRENGTH_FIGURES: tuple[str, ...] = tuple(_core.strength_figures())


@dataclass(frozen=True)
class HandStrength:
    """A hand's strength: the figures (floats) and the exact integer counts they are
    made of. ``now`` is the weight of the opponent's hands the hand is (ahead, tied,
    behind) of on the board now; ``potential[s][f]`` the weight of the (opponent hand,
    completion of the board) pairs in state ``s`` now and ``f`` at the river."""

    hs: float
    ppot: float
    npot: float
    ehs: float
    ehs2: float
    equity: float
    now: tuple[int, int, int]
    potential: tuple[tuple[int, int, int], ...]


def ehs(hand: CardsLike, board: CardsLike, opponent: str = "random") -> HandStrength:
    """The exact strength of a hold'em `hand` on a `board` of 3, 4 or 5 cards against
    `opponent` (``"random"``, or a range in the grammar of :func:`paigow_fast.equity`,
    e.g. ``"QQ+, AKs"``): hand strength HS, the positive and negative potentials PPot
    and NPot, EHS = HS (1 - NPot) + (1 - HS) PPot, E[HS²] and the showdown equity."""
    figures, now, potential = _core.hand_strength(hand, board, opponent)
    named = dict(zip(STRENGTH_FIGURES, figures, strict=True))
    return HandStrength(**named, now=tuple(now), potential=tuple(tuple(row) for row in potential))


def ehs_many(
    hands: Any,
    boards: Any,
    opponent: str = "random",
    *,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> dict[str, np.ndarray]:
    """:func:`ehs` of every row: `hands` (N, 2) and `boards` (N, k) card ids, k = 3, 4
    or 5. A dict of float64 arrays of length N, one per figure (``"hs"``, ``"ppot"``,
    ``"npot"``, ``"ehs"``, ``"ehs2"``, ``"equity"``), on all cores (`threads` to
    limit), `progress(done, total)` called between batches; Ctrl-C stops it."""
    hands, boards = as_array(hands), as_array(boards)
    if hands.ndim != 2 or boards.ndim != 2 or len(hands) != len(boards):
        raise _core.ShapeError(
            f"hands and boards must be 2-D arrays with one row each per hand, got shapes"
            f" {hands.shape} and {boards.shape}"
        )
    rows = np.concatenate([hands, boards], axis=1)
    out = _core.hand_strength_many(rows, opponent, check_threads(threads), progress)
    return {name: out[:, i] for i, name in enumerate(STRENGTH_FIGURES)}
