"""Ranges listed: the hands a range names in a game, as the equity functions read it
(docs/equity.md: hold'em classes, Omaha's generic syntax, explicit hands, ``random``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from . import _core


def range_hands(range: str, game: Any = "holdem") -> tuple[np.ndarray, np.ndarray]:
    """The hands of `range` in `game` (an equity game's name or a ``pg.Ranking``) and
    their weights: an (N, hole) uint8 array of card ids, each hand's cards lowest first,
    and a uint64 array of integer weights (only their ratios matter). ``random`` lists
    every hand of the game's deck.

    >>> import paigow_fast as pg
    >>> hands, weights = pg.range_hands("AA$ds", game="omaha")
    >>> hands.shape, int(weights.sum())
    ((864, 4), 864)
    """
    if not isinstance(range, str):
        raise _core.ArgumentError(f"range must be text, not {type(range).__name__}")
    return _core.range_hands(range, game)
