"""Single-hand evaluation: rank, category, describe (every game) and Omaha (rank and
best five). The calls are the core's own: each reads its game (a :class:`Ranking`, its
value or any spelling of its name) and its cards (text, ids, a ``Hand``, a numpy row)
at the typed boundary, with no Python on the way."""

from __future__ import annotations

import numpy as np

from . import _core
from ._cards import CardsLike, card_ids
from ._choices import Ranking, as_ranking

rank = _core.rank
category = _core.category
describe = _core.describe
omaha_rank = _core.omaha_rank


def omaha_best(game: Ranking | str, hole: CardsLike, board: CardsLike) -> list[int]:
    """Omaha: the best five cards, the two hole cards used then the three board cards,
    for Ranking.HIGH or Ranking.ACE_TO_FIVE_8 (with no qualifying low: the first two hole
    and first three board cards); ``describe(game, omaha_best(...))`` phrases them."""
    hole_ids, board_ids = card_ids(hole), card_ids(board)
    omaha_rank(game, hole_ids, board_ids)  # checks them, naming the problem
    row = np.array([hole_ids + board_ids], dtype=np.uint8)
    return [int(c) for c in _core.omaha_many(int(as_ranking(game)), row, None)[1][0]]
