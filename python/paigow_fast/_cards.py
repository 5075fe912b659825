"""Cards as int ids: ``rank * 4 + suit`` (ranks 2..A = 0..12, suits c d h s = 0..3),
the joker 52. Parsing and formatting of card text."""

from __future__ import annotations

import re
from collections.abc import Iterable

from . import _core

JOKER = 52
RANKS = "23456789TJQKA"
SUITS = "cdhs"
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
_SUIT_OF_CHAR = {
    "c": 0,
    "d": 1,
    "h": 2,
    "s": 3,
    "♣": 0,
    "♧": 0,
    "♦": 1,
    "♢": 1,
    "♥": 2,
    "♡": 2,
    "♠": 3,
    "♤": 3,
}
_TOKEN = re.compile(
    r"\s*(?:[,;/]\s*)?(?:(?P<joker>joker|jk|xx)|(?P<rank>10|[2-9tjqka])(?P<suit>[cdhs♣♧♦♢♥♡♠♤]))",
    re.IGNORECASE,
)

CardsLike = str | Iterable[int | str]


_TRAILING = re.compile(r"[\s,;/]+$")
_SEPARATORS = re.compile(r"\s*[,;/]\s*[,;/]")


def _parse_text(text: str) -> list[int]:
    ids: list[int] = []
    pos = 0
    stripped = _TRAILING.sub("", text)
    while pos < len(stripped):
        m = _TOKEN.match(stripped, pos)
        if m is None:
            if _SEPARATORS.match(stripped, pos):
                raise _core.CardError(f"an empty card between two separators in {text!r}")
            rest = stripped[pos:].lstrip(" ,;/").split()
            bad = rest[0] if rest else stripped[pos:]
            raise _core.CardError(f"unknown card {bad!r} in {text!r}")
        if m.group("joker"):
            ids.append(JOKER)
        else:
            rank = m.group("rank").upper()
            rank = "T" if rank == "10" else rank
            ids.append(RANKS.index(rank) * 4 + _SUIT_OF_CHAR[m.group("suit").lower()])
        pos = m.end()
    return ids


def _ids(cards: CardsLike) -> list[int]:
    """The ints of `cards` (text parsed, ints as given): what the core checks card by card.
    Only an int too wide for the core's 64-bit ids is refused here."""
    if isinstance(cards, str):
        return _parse_text(cards)
    if isinstance(cards, (bytes, bytearray, memoryview)):
        raise _core.CardError(f"bytes are not cards: {cards!r} (give text or ints)")
    try:
        items = list(cards)
    except TypeError:
        raise _core.CardError(f"cards must be text or an iterable, not {cards!r}") from None
    ids: list[int] = []
    for item in items:
        if isinstance(item, str):
            ids.extend(_parse_text(item))
        elif isinstance(item, bool) or not hasattr(item, "__index__"):
            raise _core.CardError(f"{item!r} is not a card")
        else:
            card = int(item.__index__())
            if not -(2**63) <= card < 2**63:
                raise _core.CardError(f"card id {card} is not a card (ids are 0..=52)")
            ids.append(card)
    return ids


def parse_cards(cards: CardsLike) -> list[int]:
    """Card ids from text ("As Kd 10h Jk", "AsKdThJk", "A♠,K♦") or an iterable of
    such strings or of ints. Raises CardError for the first unknown, out-of-range or
    repeated card."""
    ids = _ids(cards)
    seen: set[int] = set()
    for card in ids:
        if not 0 <= card <= JOKER:
            raise _core.CardError(f"card id {card} is not a card (ids are 0..=52)")
        if card in seen:
            raise _core.CardError(f"duplicate card {format_cards([card])}")
        seen.add(card)
    return ids


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
