"""Brute-force equity for hold'em and Omaha, high and hi-lo, and for the stud and
single-draw games (docs/equity.md), written from the rules and sharing no code with
the package: for small cases only.

Every tuple of the players' hands that shares no card (with each other, the board or
the dead cards) is dealt with probability proportional to the product of the hands'
weights, then every completion of the board from the cards left, equally likely. The
pot is settled with this reference's own evaluators (:mod:`.evaluate`): half to the
best high and half to the best eight-or-better low when one qualifies (hi-lo games),
else all to the best high; tied players split each half equally.

Players are lists of ``(hole cards, weight)`` pairs (weights as ``Fraction``s or
ints); games are named as the package names them. In stud and draw games a hand is a
player's known cards (any number up to the game's), the rest dealt from the unseen
cards; in stud, when the deck cannot give every player their seventh card, one
community card is every player's seventh.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations, product

from . import short_deck
from .evaluate import (
    ace_to_five_8_key,
    ace_to_five_key,
    badugi_key,
    deuce_to_seven_key,
    high_key,
    omaha_key,
)

Hand = tuple[Sequence[int], "Fraction | int"]

_HOLE_CARDS = {
    "holdem": 2,
    "holdem-hi-lo": 2,
    "omaha": 4,
    "omaha-5": 5,
    "omaha-6": 6,
    "omaha-hi-lo": 4,
    "omaha-5-hi-lo": 5,
    "short-deck": 2,
    "short-deck-straight-over-trips": 2,
}

#: The short-deck hold'em games (36 cards, sixes to aces) and their rankings.
_SHORT_DECK = {
    "short-deck": "SHORT_DECK",
    "short-deck-straight-over-trips": "SHORT_DECK_STRAIGHT_OVER_TRIPS",
}

#: The stud and draw games: cards of a final hand, and its (high, low) keys.
_OWN_CARD_GAMES: dict[str, tuple[int, Callable[[list[int]], tuple[object, object]]]] = {
    "stud": (7, lambda h: (high_key(h), None)),
    "stud-hi-lo": (7, lambda h: (high_key(h), ace_to_five_8_key(h))),
    "razz": (7, lambda h: (ace_to_five_key(h), None)),
    "2-7-draw": (5, lambda h: (deuce_to_seven_key(h), None)),
    "a-5-draw": (5, lambda h: (ace_to_five_key(h), None)),
    "badugi-draw": (4, lambda h: (badugi_key(h), None)),
}


@dataclass(frozen=True)
class ReferenceEquity:
    """Per player, exact probabilities: ``equity`` (share of the pot), ``win`` (the
    whole pot alone), ``tie`` (part of it, not all), ``high`` (share of the high pot:
    the high half, or the whole pot without a qualifying low), ``low`` (share of the
    low half)."""

    equity: tuple[Fraction, ...]
    win: tuple[Fraction, ...]
    tie: tuple[Fraction, ...]
    high: tuple[Fraction, ...]
    low: tuple[Fraction, ...]


def _values(game: str, hole: Sequence[int], board: Sequence[int]) -> tuple[object, object]:
    """(high key, low key or None) of a hand on a full board."""
    hi_lo = game.endswith("hi-lo")
    if game in _SHORT_DECK:
        return short_deck.key(_SHORT_DECK[game], [*hole, *board]), None
    if game.startswith("omaha"):
        high = omaha_key("HIGH", hole, board)
        low = omaha_key("ACE_TO_FIVE_8", hole, board) if hi_lo else None
    else:
        high = high_key([*hole, *board])
        low = ace_to_five_8_key([*hole, *board]) if hi_lo else None
    return high, low


def settle(values: Sequence[tuple[object, object]]) -> list[tuple[Fraction, Fraction, Fraction]]:
    """Each player's (share of the pot, of the high pot, of the low half)."""
    highs = [v[0] for v in values]
    lows = [v[1] for v in values]
    best_high = max(highs)  # type: ignore[type-var]
    high_winners = [i for i, h in enumerate(highs) if h == best_high]
    qualified = [low for low in lows if low is not None]
    out = []
    if not qualified:
        for i in range(len(values)):
            share = Fraction(1, len(high_winners)) if i in high_winners else Fraction(0)
            out.append((share, share, Fraction(0)))
        return out
    best_low = max(qualified)  # type: ignore[type-var]
    low_winners = [i for i, low in enumerate(lows) if low == best_low]
    for i in range(len(values)):
        high = Fraction(1, len(high_winners)) if i in high_winners else Fraction(0)
        low = Fraction(1, len(low_winners)) if i in low_winners else Fraction(0)
        out.append(((high + low) / 2, high, low))
    return out


def equity(
    game: str,
    players: Sequence[Sequence[Hand]],
    board: Sequence[int] = (),
    dead: Sequence[int] = (),
) -> ReferenceEquity:
    """The exact equities of `players` by brute force over every deal."""
    if game in _OWN_CARD_GAMES:
        if board:
            raise ValueError(f"{game} has no board")
        return _own_card_equity(game, players, dead)
    hole = _HOLE_CARDS[game]
    known = set(board) | set(dead)
    n = len(players)
    total = Fraction(0)
    sums = [[Fraction(0)] * 5 for _ in range(n)]
    for hands in product(*players):
        cards = [c for hand, _ in hands for c in hand]
        if any(len(hand) != hole for hand, _ in hands):
            raise ValueError(f"{game} hands hold {hole} cards")
        if len(set(cards)) != len(cards) or known & set(cards):
            continue
        weight = Fraction(1)
        for _, w in hands:
            weight *= Fraction(w)
        first = short_deck.FIRST_CARD if game in _SHORT_DECK else 0
        deck = [c for c in range(first, 52) if c not in known and c not in cards]
        for rest in combinations(deck, 5 - len(board)):
            full = [*board, *rest]
            total += weight
            _add(sums, weight, [_values(game, hand, full) for hand, _ in hands])
    return _result(total, sums)


def _result(total: Fraction, sums: list[list[Fraction]]) -> ReferenceEquity:
    if total == 0:
        raise ValueError("no deal gives every player a hand")
    columns = [tuple(s[k] / total for s in sums) for k in range(5)]
    return ReferenceEquity(*columns)


def _add(sums: list[list[Fraction]], weight: Fraction, values: list[tuple[object, object]]) -> None:
    for s, (pot, high, low) in zip(sums, settle(values)):
        s[0] += weight * pot
        s[1] += weight * (pot == 1)
        s[2] += weight * (0 < pot < 1)
        s[3] += weight * high
        s[4] += weight * low


def _deals(deck: list[int], needs: list[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to give player i `needs[i]` cards of `deck`, in turn."""
    if not needs:
        yield []
        return
    for first in combinations(deck, needs[0]):
        rest = [c for c in deck if c not in first]
        for others in _deals(rest, needs[1:]):
            yield [first, *others]


def _own_card_equity(
    game: str, players: Sequence[Sequence[Hand]], dead: Sequence[int]
) -> ReferenceEquity:
    size, keys = _OWN_CARD_GAMES[game]
    n = len(players)
    total = Fraction(0)
    sums = [[Fraction(0)] * 5 for _ in range(n)]
    for hands in product(*players):
        cards = [c for hand, _ in hands for c in hand]
        if len(set(cards)) != len(cards) or set(dead) & set(cards):
            continue
        weight = Fraction(1)
        for _, w in hands:
            weight *= Fraction(w)
        deck = [c for c in range(52) if c not in dead and c not in cards]
        needs = [size - len(hand) for hand, _ in hands]
        # Stud: one community card when the deck cannot deal every seventh card.
        communal = size == 7 and sum(needs) > len(deck)
        for community in deck if communal else [None]:
            common = [] if community is None else [community]
            rest = [c for c in deck if c != community]
            mine = [k - len(common) for k in needs]
            for dealt in _deals(rest, mine):
                full = [[*hand, *extra, *common] for (hand, _), extra in zip(hands, dealt)]
                total += weight
                _add(sums, weight, [keys(h) for h in full])
    return _result(total, sums)
