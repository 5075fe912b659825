"""Card ids for the reference implementation (README.md; docs/rules.md, "Deck and joker").

A card is an int id ``rank * 4 + suit``:

* ranks 0..12 stand for 2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A;
* suits 0..3 stand for clubs, diamonds, hearts, spades (c d h s);
* the joker is 52 (:data:`JOKER`). It belongs only to the 53-card Pai Gow deck.

So ``2c`` is 0, ``2s`` is 3 and ``As`` is 51.  Suits never rank.

This module is deliberately tiny: :func:`parse` and :func:`fmt` exist so that
tests can be written as ``parse("As Kd Th Jk")``.  The user-facing parser with
all its spellings lives elsewhere in the package; the reference shares no code
with it.
"""

from __future__ import annotations

from collections.abc import Iterable

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"

#: The joker's id (``pg.JOKER``).
JOKER = 52

#: Rank index of the ace (the highest rank, 12).
ACE = 12


def card_rank(c: int) -> int:
    """Rank index 0..12 (2..A) of a standard card; the joker has no rank (ValueError)."""
    if c == JOKER:
        raise ValueError("the joker (52) has no fixed rank")
    if not 0 <= c < 52:
        raise ValueError(f"card id {c!r} is outside 0..52")
    return c // 4


def card_suit(c: int) -> int:
    """Suit index 0..3 (c d h s) of a standard card; the joker has no suit (ValueError)."""
    if c == JOKER:
        raise ValueError("the joker (52) has no suit")
    if not 0 <= c < 52:
        raise ValueError(f"card id {c!r} is outside 0..52")
    return c % 4


def card_name(c: int) -> str:
    """Two-character name of one card id: ``"As"``, ``"Td"``, the joker ``"Jk"``."""
    if c == JOKER:
        return "Jk"
    return RANK_CHARS[card_rank(c)] + SUIT_CHARS[card_suit(c)]


def parse(text: str) -> list[int]:
    """Parse whitespace-separated two-character tokens, e.g. ``"As Kd Th Jk"``.

    Rank characters ``23456789TJQKA`` (case-insensitive), suit characters
    ``cdhs``; the joker is written ``Jk``.  Duplicates are refused.
    """
    ids: list[int] = []
    for token in text.split():
        if token.lower() == "jk":
            c = JOKER
        else:
            if len(token) != 2:
                raise ValueError(f"bad card token {token!r} (expected e.g. 'As' or 'Jk')")
            r = RANK_CHARS.find(token[0].upper())
            s = SUIT_CHARS.find(token[1].lower())
            if r < 0 or s < 0:
                raise ValueError(f"bad card token {token!r} (expected e.g. 'As' or 'Jk')")
            c = r * 4 + s
        if c in ids:
            raise ValueError(f"duplicate card {token!r} in {text!r}")
        ids.append(c)
    return ids


def fmt(ids: Iterable[int]) -> str:
    """Format card ids as ``"As Kd Th Jk"`` (in the order given)."""
    return " ".join(card_name(c) for c in ids)
