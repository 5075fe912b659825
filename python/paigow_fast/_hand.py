"""``Hand``: cards that show themselves (short text, glyphs in Jupyter)."""

from __future__ import annotations

from ._cards import CardsLike, format_cards, parse_cards
from ._html import cards_html


class Hand(tuple[int, ...]):
    """Card ids as a tuple, e.g. ``Hand("As Kd Jk")``, accepted wherever cards are;
    ``str`` "As Kd Jk", ``repr`` ``Hand('As Kd Jk')``, glyphs in their suit's colour in
    Jupyter."""

    def __new__(cls, cards: CardsLike = ()) -> Hand:
        return super().__new__(cls, parse_cards(cards))

    def __repr__(self) -> str:
        return f"Hand({format_cards(self)!r})"

    def __str__(self) -> str:
        return format_cards(self)

    def _repr_html_(self) -> str:
        return cards_html(self)
