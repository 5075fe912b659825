"""Single-hand evaluation: rank, category, describe (every game) and Omaha (rank and
best five)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import numpy as np

from . import _core
from ._cards import CardsLike, _ids
from ._choices import Game, as_game

T = TypeVar("T")


def _on_cards(fn: Callable[[int, list[int]], T], game: Game | str, cards: CardsLike) -> T:
    """Call a core function with the card ids, which it checks card by card for the game
    (as the bulk calls check a row); a list of ints goes straight to it."""
    g = int(game) if isinstance(game, Game) else int(as_game(game))
    if type(cards) in (list, tuple) and all(type(c) is int for c in cards):  # noqa: E721
        try:
            return fn(g, cards)  # type: ignore[arg-type]
        except OverflowError:
            pass  # an id wider than 64 bits: `_ids` names it
    return fn(g, _ids(cards))


def rank(game: Game | str, cards: CardsLike) -> int | None:
    """The hand's strength in `game`: larger is always better, equal means a tie.
    None only for ACE_TO_FIVE_8 when there is no qualifying low."""
    return _on_cards(_core.rank, game, cards)


def category(game: Game | str, cards: CardsLike) -> str:
    """The hand's category, e.g. "full house", "eight-or-better", "three-card"."""
    return _on_cards(_core.category, game, cards)


def describe(game: Game | str, cards: CardsLike) -> str:
    """A phrase a player would say, e.g. "Straight, ace to five (second highest)"."""
    return _on_cards(_core.describe, game, cards)


def omaha_rank(game: Game | str, hole: CardsLike, board: CardsLike) -> int | None:
    """Omaha: the best hand using exactly two of the 4-6 hole cards and exactly three of
    the five board cards, for Game.HIGH or Game.ACE_TO_FIVE_8 (None: no low)."""
    return _core.omaha_rank(int(as_game(game)), _ids(hole), _ids(board))


def omaha_best(game: Game | str, hole: CardsLike, board: CardsLike) -> list[int]:
    """Omaha: the best five cards, the two hole cards used then the three board cards,
    for Game.HIGH or Game.ACE_TO_FIVE_8 (with no qualifying low: the first two hole
    and first three board cards); ``describe(game, omaha_best(...))`` phrases them."""
    hole_ids, board_ids = _ids(hole), _ids(board)
    omaha_rank(game, hole_ids, board_ids)  # checks them, naming the problem
    row = np.array([hole_ids + board_ids], dtype=np.uint8)
    return [int(c) for c in _core.omaha_many(int(as_game(game)), row, None)[1][0]]
