"""Hand indexing: Kevin Waugh's suit-isomorphic indexer ("A Fast and Optimal Hand
Isomorphism Algorithm", 2013) for hands dealt in rounds.

``rounds`` gives the cards of each round, e.g. ``[2, 3]`` (hold'em's hole cards, then
the flop), or a hold'em round by name: ``"preflop"`` ``[2]``, ``"flop"`` ``[2, 3]``,
``"turn"`` ``[2, 3, 1]``, ``"river"`` ``[2, 3, 1, 1]``. A hand holds the first round's
cards, then the next round's, and so on. Two hands get the same index exactly when one
is the other with its suits renamed (each round's cards taken as a set); the indices of
a list of rounds are ``0 .. hand_index_size(rounds) - 1``, every one a class.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from . import _core
from ._bulk import as_array
from ._choices import check_threads

Rounds = str | list[int] | tuple[int, ...]


def hand_index(cards: Any, rounds: Rounds, *, threads: int | None = None) -> Any:
    """The index of a hand at its last round: an int for one hand (text in the card
    grammar, ``"AsKd 7h8h9c"``, or a list of ids or texts), a uint64 array for a 2-D
    numpy array of card ids with one hand per row (any integer dtype; all cores, the
    GIL released, unless ``threads`` says otherwise).

    >>> import paigow_fast as pg
    >>> pg.hand_index("AsKs", "preflop") == pg.hand_index("AhKh", [2])
    True
    >>> pg.hand_index("AsKs QsJsTs", [2, 3]) == pg.hand_index("AdKd JdQdTd", "flop")
    True
    """
    if isinstance(cards, np.ndarray) and cards.ndim == 2:
        return _core.hand_index_many(cards, rounds, check_threads(threads))
    if isinstance(cards, list) and cards and isinstance(cards[0], (list, tuple, np.ndarray)):
        return _core.hand_index_many(as_array(cards), rounds, check_threads(threads))
    return _core.hand_index(cards, rounds)


def hand_unindex(index: Any, rounds: Rounds, *, threads: int | None = None) -> Any:
    """The canonical hand of a class: for an int, a list of card ids (the rounds' cards
    one after another, each round's from the highest card down, suits given from
    spades down); for a 1-D integer array (or a list) of indices, an (N, cards) uint8
    array, one hand a row.

    >>> import paigow_fast as pg
    >>> pg.format_cards(pg.hand_unindex(pg.hand_index("Ah Kd", "preflop"), "preflop"))
    'As Kh'
    """
    if isinstance(index, (np.ndarray, list, tuple)):
        array = np.asarray(index) if len(index) else np.zeros(0, np.uint64)
        return _core.hand_unindex_many(array, rounds, check_threads(threads))
    return _core.hand_unindex(index, rounds)


def hand_index_size(rounds: Rounds) -> int:
    """The number of classes (suit-isomorphic hands) of hands dealt in ``rounds``.

    >>> import paigow_fast as pg
    >>> [pg.hand_index_size(r) for r in ("preflop", "flop", "turn", "river")]
    [169, 1286792, 55190538, 2428287420]
    >>> pg.hand_index_size([4])
    16432
    """
    return _core.hand_index_size(rounds)
