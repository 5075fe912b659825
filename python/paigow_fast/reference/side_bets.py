"""Side-bet events of seven cards, from the definitions (docs/side-bets.md), for the
reference: every five of the seven cards is looked at with the joker replaced by each
card it could stand for, and each event is read from those concrete hands.

* For a straight, a flush, a straight flush or a royal flush the joker may be any
  card (so it completes one where it can); for everything made of cards of one rank
  (pairs up to five aces) it is an ace.
* "Natural" events take no joker. A seven-card straight flush is seven cards of one
  suit and seven consecutive ranks (the ace high or low), the joker any card.
* "N-high pai gow": none of pair, straight, flush; N the highest card (the joker an
  ace).
* Royal match: a royal flush in five cards and the other two an ace and a king of one
  suit, or the joker (as the ace) and a king; natural royal match: the two a real ace
  and king of one suit.
* Nine high or less in the low hand: the house way (``way``) sets the hand with two
  cards of different ranks in front, the higher a nine or less (the joker an ace).
* "X plus pair": some legal setting (:func:`.paigow.is_legal`) whose two-card hand is
  a pair and whose five-card hand is of category X (:func:`.evaluate.category`).

Shares no code with the package outside ``reference``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import combinations

from .cards import JOKER
from .evaluate import category
from .house_ways import house_way
from .paigow import is_legal

ACE, KING, NINE = 12, 11, 7

_ROYAL_RANKS = frozenset(range(8, 13))
_PLUS_PAIR = {
    "five aces": "five-aces-plus-pair",
    "royal flush": "royal-flush-plus-pair",
    "straight flush": "straight-flush-plus-pair",
    "four of a kind": "four-of-a-kind-plus-pair",
    "full house": "full-house-plus-pair",
    "flush": "flush-plus-pair",
    "straight": "straight-plus-pair",
    "three of a kind": "three-of-a-kind-plus-pair",
    "two pair": "two-pair-plus-pair",
}
_PAI_GOW = {
    7: "9-high-pai-gow",
    8: "10-high-pai-gow",
    9: "jack-high-pai-gow",
    10: "queen-high-pai-gow",
    11: "king-high-pai-gow",
    12: "ace-high-pai-gow",
}
_ANY_CARD = [(r, s) for r in range(13) for s in range(4)]

Card = tuple[int, int | None]  # (rank, suit); suit None: the joker as an ace


def _consecutive(ranks: Iterable[int], n: int) -> bool:
    """n distinct ranks in a row, the ace high or low."""
    rs = set(ranks)
    if len(rs) != n:
        return False
    for low in (list(rs), [-1 if r == ACE else r for r in rs]):
        if max(low) - min(low) == n - 1:
            return True
    return False


def _as_cards(cards: tuple[int, ...], straight_or_flush: bool) -> list[list[Card]]:
    real: list[Card] = [(c // 4, c % 4) for c in cards if c != JOKER]
    if JOKER not in cards:
        return [real]
    if straight_or_flush:
        return [[*real, sub] for sub in _ANY_CARD]
    return [[*real, (ACE, None)]]


def _is_flush(hand: list[Card]) -> bool:
    return hand[0][1] is not None and all(s == hand[0][1] for _, s in hand)


def events(hand7: Iterable[int], way: str = "golden-nugget") -> set[str]:
    """Every event id the seven cards qualify for, the house way's ``way``."""
    hand = tuple(hand7)
    if len(hand) != 7 or len(set(hand)) != 7 or not all(0 <= c <= JOKER for c in hand):
        raise ValueError(f"seven distinct card ids 0..52, got {hand!r}")
    out: set[str] = set()
    fives = list(combinations(hand, 5))

    for five in fives:
        for h in _as_cards(five, straight_or_flush=True):
            straight = _consecutive((r for r, _ in h), 5)
            flush = _is_flush(h)
            if straight:
                out.add("straight")
            if flush:
                out.add("flush")
            if straight and flush:
                out.add("straight-flush")
                if {r for r, _ in h} == _ROYAL_RANKS:
                    out.add("royal-flush")
        for h in _as_cards(five, straight_or_flush=False):
            counts = sorted(Counter(r for r, _ in h).values(), reverse=True)
            if counts[0] >= 2:
                out.add("pair")
            if counts[0] >= 2 and len(counts) > 1 and counts[1] >= 2:
                out.add("two-pair")
            if counts[0] >= 3:
                out.add("three-of-a-kind")
            if counts[:2] == [3, 2]:
                out.add("full-house")
            if counts[0] >= 4:
                out.add("four-of-a-kind")
            if counts[0] == 5 and h[0][0] == ACE:
                out.add("five-aces")

    for h in _as_cards(hand, straight_or_flush=True):
        if _is_flush(h) and _consecutive((r for r, _ in h), 7):
            out.add(
                "seven-card-straight-flush-joker"
                if JOKER in hand
                else "seven-card-straight-flush-natural"
            )

    if not out & {"pair", "straight", "flush"}:
        top = max(ACE if c == JOKER else c // 4 for c in hand)
        out.add(_PAI_GOW[top])

    for i, j in combinations(range(7), 2):
        two = (hand[i], hand[j])
        five = tuple(c for k, c in enumerate(hand) if k not in (i, j))
        royal = any(
            _is_flush(h) and {r for r, _ in h} == _ROYAL_RANKS
            for h in _as_cards(five, straight_or_flush=True)
        )
        if royal:
            a, b = two
            if JOKER in two:
                other = b if a == JOKER else a
                if other // 4 == KING:
                    out.add("royal-match")
            elif a % 4 == b % 4 and {a // 4, b // 4} == {ACE, KING}:
                out |= {"royal-match", "royal-match-natural"}
            if JOKER not in hand and a // 4 == ACE and b // 4 == ACE:
                out.add("natural-royal-plus-natural-aces")
        front_ranks = {ACE if c == JOKER else c // 4 for c in two}
        if len(front_ranks) == 1 and is_legal(five, two):
            name = _PLUS_PAIR.get(category("PAIGOW_HIGH", five))
            if name:
                out.add(name)
    front = [ACE if c == JOKER else c // 4 for c in house_way(hand, way)[1]]
    if front[0] != front[1] and max(front) <= NINE:
        out.add("low-hand-9-high-or-less")
    return out


def paid(table: Iterable[str], hand7: Iterable[int], way: str = "golden-nugget") -> str | None:
    """The first event of the pay table's ``table`` order the hand qualifies for."""
    q = events(hand7, way)
    return next((e for e in table if e in q), None)
