"""Pure-Python reference implementation of paigow_fast (clarity first, standard library only).

Written directly from ``/work/shared/spec/`` (pai-gow.md, other-games.md, api.md)
and shares no code with the rest of the package: it exists to cross-check the
Rust core.  Card ids are ``rank * 4 + suit`` (2c = 0 ... As = 51), the joker 52.

Every ``*_key`` function returns a tuple; larger = better, equal = exact tie.
"""

from .cards import JOKER, card_rank, card_suit, fmt, parse
from .evaluate import (
    GAMES,
    ace_to_five_8_key,
    ace_to_five_key,
    badugi_key,
    category,
    deuce_to_seven_key,
    high_key,
    key,
    omaha_key,
    paigow_high_key,
    paigow_low_key,
)
from .paigow import house_way, is_legal, settings, settle

__all__ = [
    "GAMES",
    "JOKER",
    "ace_to_five_8_key",
    "ace_to_five_key",
    "badugi_key",
    "card_rank",
    "card_suit",
    "category",
    "deuce_to_seven_key",
    "fmt",
    "high_key",
    "house_way",
    "is_legal",
    "key",
    "omaha_key",
    "paigow_high_key",
    "paigow_low_key",
    "parse",
    "settings",
    "settle",
]
