"""Cards as int ids: ``rank * 4 + suit`` (ranks 2..A = 0..12, suits c d h s = 0..3),
the joker 52. Card text is read by the core (one grammar for every call and every
range: ``parse_cards``); here it is written back."""

from __future__ import annotations

from collections.abc import Iterable

from . import _core

JOKER = 52
RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
CardsLike = str | Iterable[int | str]

card_ids = _core.card_ids
"""The ids of `cards` as written: text read by the core's one card grammar, ints as
given (the core checks them card by card for the game)."""

parse_cards = _core.parse_cards


def card_text(card: int, symbols: bool = False) -> str:
    """Two-character text of one card id ("As", or "A♠" with symbols; "Jk" for the joker)."""
    if isinstance(card, bool) or not hasattr(card, "__index__"):
        raise _core.CardError(f"{card!r} is not a card id")
    card = card.__index__()
    if card == JOKER:
        return "Jk"
    if not 0 <= card < JOKER:
        raise _core.CardError(f"card id {card} is not a card (ids are 0..=52)")
    suit = SUITS[card % 4]
    return RANKS[card // 4] + (SUIT_SYMBOLS[suit] if symbols else suit)


def format_cards(ids: Iterable[int], symbols: bool = False) -> str:
    """Space-separated text of card ids: "As Kd Th Jk"."""
    try:
        items = list(ids)
    except TypeError:
        raise _core.CardError(f"card ids must be an iterable of ints, not {ids!r}") from None
    return " ".join(card_text(c, symbols) for c in items)
