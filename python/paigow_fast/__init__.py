"""paigow_fast: poker hand evaluators for every classic ranking and an exact Pai Gow
Poker solver, with a Rust core.

Cards are int ids ``rank * 4 + suit`` (2c = 0, As = 51) and the joker is 52.
"""

from ._cards import JOKER, card_text, format_cards, parse_cards
from ._core import CardError, Error, FoulError, HandError
from ._eval import category, describe, omaha_rank, rank
from ._game import Game
from ._paigow import Outcome, Setting, house_way, settings, settle

__version__ = "0.1.0"

__all__ = [
    "JOKER",
    "CardError",
    "Error",
    "FoulError",
    "Game",
    "HandError",
    "Outcome",
    "Setting",
    "card_text",
    "category",
    "describe",
    "format_cards",
    "house_way",
    "omaha_rank",
    "parse_cards",
    "rank",
    "settings",
    "settle",
]
