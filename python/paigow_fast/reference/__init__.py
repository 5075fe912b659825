"""Pure-Python reference implementation of paigow_fast (clarity first, standard library only).

Written directly from the rules as the project documents them (docs/rules.md,
and the house ways in docs/house-ways/golden-nugget.md and
docs/house-ways/foxwoods.md: :func:`house_way` and :func:`house_way_rule` take
``way="golden-nugget"`` or ``"foxwoods"``; the side-bet events of
docs/side-bets.md in the submodule :mod:`.side_bets`) and shares no code with the rest of
the package: it exists to cross-check the Rust core.  Card ids are
``rank * 4 + suit`` (2c = 0 ... As = 51), the joker 52.

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
from .house_ways import HOUSE_WAY_RULES, house_way, house_way_rule
from .paigow import best_knowing_dealer, is_legal, pushes_every_bet, settings, settle

__all__ = [
    "GAMES",
    "HOUSE_WAY_RULES",
    "JOKER",
    "ace_to_five_8_key",
    "best_knowing_dealer",
    "ace_to_five_key",
    "badugi_key",
    "card_rank",
    "card_suit",
    "category",
    "deuce_to_seven_key",
    "fmt",
    "high_key",
    "house_way",
    "house_way_rule",
    "is_legal",
    "key",
    "omaha_key",
    "paigow_high_key",
    "paigow_low_key",
    "parse",
    "pushes_every_bet",
    "settings",
    "settle",
]
