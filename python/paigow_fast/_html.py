"""HTML for Jupyter (``_repr_html_``): cards as glyphs in their suit's colour, and
small tables, shared by every result that shows itself in a notebook."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from ._cards import JOKER, card_text, parse_cards

#: Suit colours by suit index (c d h s): red hearts and diamonds, as cards print them.
_SUIT_COLOURS = ("#1a1a1a", "#c0392b", "#c0392b", "#1a1a1a")
_CARD_STYLE = (
    "display:inline-block;min-width:1.9em;padding:0 .15em;margin:0 .08em;"
    "border:1px solid #bbb;border-radius:.25em;background:#fff;text-align:center;"
    "font-weight:600;font-family:monospace"
)


def card_html(card: int) -> str:
    """One card: its rank and suit glyph in the suit's colour (the joker in purple)."""
    colour = "#7d3c98" if card == JOKER else _SUIT_COLOURS[card % 4]
    text = escape(card_text(card, symbols=True))
    return f'<span style="{_CARD_STYLE};color:{colour}">{text}</span>'


def cards_html(ids: Iterable[int]) -> str:
    """Cards side by side."""
    return '<span style="white-space:nowrap">' + "".join(card_html(int(c)) for c in ids) + "</span>"


def table_html(header: Sequence[str], rows: Iterable[Sequence[str]], caption: str = "") -> str:
    """A table of HTML cells (`header` plain text; `caption` plain text above)."""
    head = "".join(f"<th>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    cap = f"<caption style='caption-side:top;text-align:left'>{escape(caption)}</caption>"
    head = f"<thead><tr>{head}</tr></thead>"
    return f"<table>{cap if caption else ''}{head}<tbody>{body}</tbody></table>"


def percent(x: float) -> str:
    return f"{100 * x:.2f}%"


def player_html(player: str) -> str:
    """A player of an equity question: a hand as cards, a range as its text."""
    try:
        return cards_html(parse_cards(player))
    except ValueError:  # a range, not cards
        return escape(player)


def heat_html(share: float) -> str:
    """A share in [0, 1] as a cell's background, red (0) to green (1); grey for NaN."""
    if share != share:
        return "background:#eee"
    return f"background:hsl({120 * share:.0f},65%,78%)"


def setting_html(low: Iterable[int], high: Iterable[int], legal: bool) -> str:
    """A Pai Gow setting, front / back, marked when it fouls."""
    foul = "" if legal else " <b style='color:#c0392b'>foul</b>"
    return f"{cards_html(low)} / {cards_html(high)}{foul}"
