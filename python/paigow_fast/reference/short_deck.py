"""Short deck (six-plus hold'em), written plainly from docs/rankings.md ("Short deck").

The deck is the 36 cards from the six to the ace (ids 16 to 51). A hand is the best
five of five to seven cards. The categories, best first: straight flush (the royal
flush its best), four of a kind, flush, full house, then three of a kind and the
straight in the order of the rule set (``SHORT_DECK``: three of a kind beats a
straight; ``SHORT_DECK_STRAIGHT_OVER_TRIPS``: a straight beats three of a kind), two
pair, pair, high card. A-6-7-8-9 is the lowest straight (the ace plays low only
there); A-K-Q-J-T the highest. Within a category hands compare as in hold'em: the
larger group first, then the kickers; straights by their top card, A-6-7-8-9 being
nine high.

Keys are tuples, larger is better; the first element is the category's place in the
rule's order (0 = high card .. 8 = straight flush).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations

SIX, NINE, ACE = 4, 7, 12  # rank indexes (2 = 0 .. A = 12)
FIRST_CARD = 4 * SIX  # 6c, the short deck's lowest id

RULES = ("SHORT_DECK", "SHORT_DECK_STRAIGHT_OVER_TRIPS")

#: The six straights as (set of ranks, top card): A-6-7-8-9 (nine high), then 6-T up
#: to T-A.
STRAIGHTS = [(frozenset({ACE, 4, 5, 6, 7}), NINE)] + [
    (frozenset(range(low, low + 5)), low + 4) for low in range(SIX, 9)
]

#: Category names, best first, of each rule.
CATEGORIES = {
    "SHORT_DECK": [
        "royal flush",
        "straight flush",
        "four of a kind",
        "flush",
        "full house",
        "three of a kind",
        "straight",
        "two pair",
        "pair",
        "high card",
    ],
    "SHORT_DECK_STRAIGHT_OVER_TRIPS": [
        "royal flush",
        "straight flush",
        "four of a kind",
        "flush",
        "full house",
        "straight",
        "three of a kind",
        "two pair",
        "pair",
        "high card",
    ],
}


def _place(rule: str, name: str) -> int:
    """The place of a category (not the royal flush) in the rule's order, 0 = worst."""
    order = CATEGORIES[rule][1:]  # the royal flush is the best straight flush
    return len(order) - 1 - order.index(name)


def check(rule: str, cards: Iterable[int]) -> tuple[int, ...]:
    """The hand as a tuple after checking it: 5 to 7 distinct cards of the short deck."""
    if rule not in RULES:
        raise ValueError(f"unknown short-deck rule {rule!r}")
    hand = tuple(cards)
    if not 5 <= len(hand) <= 7:
        raise ValueError(f"{rule} takes 5 to 7 cards, got {len(hand)}")
    if len(set(hand)) != len(hand):
        raise ValueError(f"{rule}: a card repeats in {hand}")
    for c in hand:
        if not FIRST_CARD <= c <= 51:
            raise ValueError(f"{rule}: card id {c} is not a card of the short deck (16..51)")
    return hand


def _five(rule: str, five: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """The category name and the tie-break ranks of five cards."""
    ranks = [c // 4 for c in five]
    flush = len({c % 4 for c in five}) == 1
    top = next((top for ranks_set, top in STRAIGHTS if set(ranks) == ranks_set), None)
    if top is not None:
        return ("straight flush" if flush else "straight"), (top,)
    counts = Counter(ranks)
    # The larger group first, then the higher rank.
    ordered = tuple(sorted(counts, key=lambda r: (counts[r], r), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    if flush:
        name = "flush"
    elif shape == [4, 1]:
        name = "four of a kind"
    elif shape == [3, 2]:
        name = "full house"
    elif shape == [3, 1, 1]:
        name = "three of a kind"
    elif shape == [2, 2, 1]:
        name = "two pair"
    elif shape == [2, 1, 1, 1]:
        name = "pair"
    else:
        name = "high card"
    return name, ordered


def key(rule: str, cards: Iterable[int]) -> tuple[int, ...]:
    """The key of the best five of the hand under `rule`; larger is better."""
    hand = check(rule, cards)
    best: tuple[int, ...] = ()
    for five in combinations(hand, 5):
        name, ranks = _five(rule, five)
        best = max(best, (_place(rule, name), *ranks))
    return best


def category(rule: str, cards: Iterable[int]) -> str:
    """The category name of the hand's best five under `rule`."""
    k = key(rule, cards)
    order = CATEGORIES[rule][1:]
    name = order[len(order) - 1 - k[0]]
    if name == "straight flush" and k[1] == ACE:
        return "royal flush"
    return name
