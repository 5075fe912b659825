"""Reading a hand's pattern for the house ways, and placing a front on cards -
the helpers the reference's Golden Nugget and Foxwoods ways share (the joker
counts as an ace when a pattern is read)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from .cards import ACE, JOKER, card_rank, card_suit, fmt
from .evaluate import (
    FLUSH,
    STRAIGHT,
    STRAIGHT_FLUSH,
    _validate,
    paigow_high_key,
    paigow_low_key,
)
from .paigow import Setting, _describe, is_legal, settings

# Rank indexes used by the house way (2=0 ... A=12).
TWO, SIX, SEVEN, TEN, JACK, KING = 0, 4, 5, 8, 9, 11


# ---------------------------------------------------------------------------
# Pattern reading for the house ways (the joker counts as an ace)
# ---------------------------------------------------------------------------


def _pattern_rank(c: int) -> int:
    """A card's rank for the house ways' pattern analysis: the joker is an ace."""
    return ACE if c == JOKER else c // 4


def _rank_counts(hand: Sequence[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in hand:
        r = _pattern_rank(c)
        counts[r] = counts.get(r, 0) + 1
    return counts


def _shape(counts: dict[int, int]) -> tuple[int, ...]:
    """Group sizes, largest first: e.g. (3, 2, 1, 1) for a full house and two singles."""
    return tuple(sorted(counts.values(), reverse=True))


def _read_hand(hand7: Iterable[int]) -> tuple[tuple[int, ...], dict[int, int], tuple[int, ...]]:
    """A seven-card Pai Gow hand checked, with its rank counts and its shape."""
    hand = _validate(hand7, (7,), "Pai Gow hand", 53)
    counts = _rank_counts(hand)
    return hand, counts, _shape(counts)


def _ranks_with(counts: dict[int, int], n: int) -> list[int]:
    """The ranks held exactly ``n`` times, highest first."""
    return sorted((r for r, k in counts.items() if k == n), reverse=True)


def _best_two(cards: Sequence[int]) -> tuple[int, int]:
    """The strongest two-card hand from the cards X ("best two from X", golden-nugget.md)."""
    best = None
    for pair in combinations(cards, 2):
        if best is None or paigow_low_key(pair) > paigow_low_key(best):
            best = pair
    assert best is not None
    return best


def _better(a: Setting, b: Setting | None) -> bool:
    """Is setting ``a`` strictly better than ``b`` by (front, then back)?"""
    if b is None:
        return True
    return (paigow_low_key(a[1]), paigow_high_key(a[0])) > (
        paigow_low_key(b[1]),
        paigow_high_key(b[0]),
    )


def _best_setting(candidates: Iterable[Setting]) -> Setting | None:
    """The best setting by (front, back); the first of equals (interchangeable)."""
    best = None
    for s in candidates:
        if _better(s, best):
            best = s
    return best


def _with_front_ranks(hand: Sequence[int], front_ranks: Sequence[int]) -> Setting:
    """The setting whose two-card hand has the given ranks (joker = ace), everything else behind.

    The house-way rules name the front by rank.  When several concrete cards
    fit (which two of the four aces, say), the best such setting by (front,
    back) is chosen: the back can differ only when the joker could complete a
    straight or flush there.  Ties: the first in :func:`settings` order.
    """
    wanted = sorted(front_ranks)
    fitting = [s for s in settings(hand) if sorted(_pattern_rank(c) for c in s[1]) == wanted]
    best = _best_setting(fitting)
    if best is None:
        raise AssertionError(f"no setting of {fmt(hand)} has front ranks {wanted}")
    return best


Ruled = tuple[Setting, str]
"""A setting and the id of the rule that set it."""


def _trips_one_pair_or_no_pair(
    hand: Sequence[int], counts: dict[int, int], shape: tuple[int, ...]
) -> Ruled:
    """The last rules of both ways, alike in both (Golden Nugget's 8, 10 and 11,
    Foxwoods' 5, 2 and 1), for a hand of no straight or flush that plays:

    * three of a kind (``trips``): the trips and the two lowest singles behind, the
      two highest singles in front; three aces are split (``trip-aces``): an ace and
      the highest single in front, the pair of aces and the three other singles
      behind (when the joker is one of the aces, the ace kept behind is the one that
      makes the stronger back: the joker stays behind if it completes a straight or
      flush there);
    * one pair (``one-pair``): the pair and the three lowest singles behind, the two
      highest singles in front;
    * no pair (``no-pair``): the highest card and the four lowest behind, the second
      and third highest in front.
    """
    singles = _ranks_with(counts, 1)
    if shape == (3, 1, 1, 1, 1):
        if _ranks_with(counts, 3)[0] == ACE:
            return _with_front_ranks(hand, [ACE, singles[0]]), "trip-aces"
        return _with_front_ranks(hand, singles[:2]), "trips"
    if shape == (2, 1, 1, 1, 1, 1):
        return _with_front_ranks(hand, singles[:2]), "one-pair"
    assert shape == (1,) * 7
    return _with_front_ranks(hand, singles[1:3]), "no-pair"


def _check_legal(hand: Sequence[int], ruled: Ruled) -> Ruled:
    """Return ``ruled`` after asserting that its setting is legal (no house way fouls)."""
    setting, rule = ruled
    if not is_legal(*setting):
        raise AssertionError(
            f"house way produced a foul for {fmt(hand)} by rule {rule}: {_describe(setting)}"
        )
    return ruled


def _holds_straight_or_flush(hand: Sequence[int]) -> bool:
    """Whether some five of the seven cards make a straight or a flush, the joker wild:
    five cards of a suit (the joker counting in any suit), or five consecutive ranks
    (A-2-3-4-5 included) with at most one of them missing when the joker is held."""
    jokers = sum(1 for c in hand if c == JOKER)
    suited = [sum(1 for c in hand if c != JOKER and card_suit(c) == s) for s in range(4)]
    if max(suited) + jokers >= 5:
        return True
    ranks = {card_rank(c) for c in hand if c != JOKER}
    windows = [[ACE, 0, 1, 2, 3]] + [list(range(low, low + 5)) for low in range(0, 9)]
    return any(sum(1 for r in w if r not in ranks) <= jokers for w in windows)


def _straight_or_flush_settings(hand: Sequence[int]) -> list[Setting]:
    """Settings with a straight, flush or straight flush (royal included) behind
    (the 21 backs are exactly the 21 five-card subsets of the hand)."""
    if not _holds_straight_or_flush(hand):
        return []
    return [
        s for s in settings(hand) if paigow_high_key(s[0])[0] in (STRAIGHT, FLUSH, STRAIGHT_FLUSH)
    ]
