"""Single-hand evaluation: rank, category, describe (every game) and Omaha."""

from __future__ import annotations

from . import _core
from ._cards import CardsLike, parse_cards
from ._game import Game, as_game


def rank(game: Game | str, cards: CardsLike) -> int | None:
    """The hand's strength in `game`: larger is always better, equal means a tie.
    None only for ACE_TO_FIVE_8 when there is no qualifying low."""
    return _core.rank(int(as_game(game)), parse_cards(cards))


def category(game: Game | str, cards: CardsLike) -> str:
    """The hand's category, e.g. "full house", "eight-or-better", "three-card"."""
    return _core.category(int(as_game(game)), parse_cards(cards))


def describe(game: Game | str, cards: CardsLike) -> str:
    """A phrase a player would say, e.g. "Straight, ace to five (second highest)"."""
    return _core.describe(int(as_game(game)), parse_cards(cards))


def omaha_rank(game: Game | str, hole: CardsLike, board: CardsLike) -> int | None:
    """Omaha: the best hand using exactly two of the 4-6 hole cards and exactly three of
    the five board cards, for Game.HIGH or Game.ACE_TO_FIVE_8 (None: no low)."""
    return _core.omaha_rank(int(as_game(game)), parse_cards(hole), parse_cards(board))
