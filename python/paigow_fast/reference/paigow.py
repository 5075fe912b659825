"""Pai Gow Poker settings, legality and settlement - the reference.

Written plainly from the game's rules as the project documents them
(docs/rules.md, its sections cited by name: "Deck and joker", "Legal
settings", "Settlement").  A *setting* is a pair ``(high5, low2)``: the
five-card (big, back) hand and the two-card (small, front) hand, each a tuple
of card ids.  The house ways are in :mod:`.golden_nugget` and :mod:`.foxwoods`,
by name in :mod:`.house_ways`.

A decision this module takes where the rules leave room:

* Legality ("Legal settings"): the back's category decides first - a back of two pair or
  better is always legal; a one-pair back against a pair in front compares the
  pair ranks; a high-card back against a non-pair front compares the back's
  two highest cards with the front's two cards; a high-card back is never
  legal behind a pair.  The joker is an ace in front; behind it takes its best
  value ("Deck and joker"), so a joker straight behind is a straight.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import combinations

from .cards import fmt
from .evaluate import (
    HIGH_CARD,
    PAIR,
    Key,
    _validate,
    paigow_high_key,
    paigow_low_key,
)

Setting = tuple[tuple[int, ...], tuple[int, ...]]


# ---------------------------------------------------------------------------
# Settings and legality (docs/rules.md, "Legal settings")
# ---------------------------------------------------------------------------


def settings(hand7: Iterable[int]) -> list[Setting]:
    """All C(7, 2) = 21 ways to split seven cards into (high5, low2) ("Legal settings").

    Ordered by the positions of the two low cards in the input: (0, 1), (0, 2),
    ..., (0, 6), (1, 2), ..., (5, 6); the high hand keeps the input order of
    the remaining five cards.  Legal or not, all 21 are listed.
    """
    hand = _validate(hand7, (7,), "Pai Gow hand", 53)
    out: list[Setting] = []
    for i, j in combinations(range(7), 2):
        low = (hand[i], hand[j])
        high = tuple(c for k, c in enumerate(hand) if k != i and k != j)
        out.append((high, low))
    return out


def _back_at_least_front(back: Key, front: Key) -> bool:
    """Legality on keys: does the five-card hand rank at least as high as the two-card hand?

    "Comparing category (pair or not) first and then ranks in order, the
    two-card hand having no further cards":

    * a back better than one pair (two pair, trips, straight, ...) outranks
      every two-card hand, whose best is a pair;
    * a one-pair back beats a non-pair front; against a pair front the pair
      ranks decide, equality being legal (K-K / K-K);
    * a high-card back loses to a pair front; against a non-pair front its
      highest card, then its second highest, are compared with the front's
      higher and lower card, equality being legal (K-8-7-5-3 / K-8).
    """
    front_is_pair = front[0] == 1
    if back[0] > PAIR:
        return True
    if back[0] == PAIR:
        return (not front_is_pair) or back[1] >= front[1]
    # back is a high-card hand: (HIGH_CARD, r1, r2, r3, r4, r5)
    if front_is_pair:
        return False
    return (back[1], back[2]) >= (front[1], front[2])


def is_legal(high5: Iterable[int], low2: Iterable[int]) -> bool:
    """Is the setting legal (docs/rules.md, "Legal settings")?  The back must rank at least as high.

    The front is keyed by :func:`paigow_low_key` (the joker an ace), the back by
    :func:`paigow_high_key` (the joker at its best value, "Deck and joker").  See
    :func:`_back_at_least_front` for how a five-card hand is compared with a
    two-card hand.  Equality is legal: K-K / K-K and
    K-8-7-5-3 / K-8 are legal, Q-8-7-5-3 / K-2 and 5-5 behind 6-6 are fouls.
    """
    high = _validate(high5, (5,), "five-card hand", 53)
    low = _validate(low2, (2,), "two-card hand", 53)
    _validate(high + low, (7,), "setting", 53)  # no card in both hands
    return _back_at_least_front(paigow_high_key(high), paigow_low_key(low))


# ---------------------------------------------------------------------------
# Settlement (docs/rules.md, "Settlement")
# ---------------------------------------------------------------------------


def _describe(setting: Setting) -> str:
    return f"{fmt(setting[0])} / {fmt(setting[1])}"


def _checked_setting(setting: object, who: str) -> Setting:
    try:
        high, low = setting  # type: ignore[misc]
    except (TypeError, ValueError):
        raise ValueError(f"{who} setting must be a (high5, low2) pair, got {setting!r}") from None
    high = _validate(high, (5,), f"{who} five-card hand", 53)
    low = _validate(low, (2,), f"{who} two-card hand", 53)
    _validate(high + low, (7,), f"{who} setting", 53)
    if not is_legal(high, low):
        raise ValueError(
            f"{who} setting is fouled (illegal): the five-card hand {fmt(high)} "
            f"ranks below the two-card hand {fmt(low)}"
        )
    return high, low


# The variants of the main bet (docs/rules.md, "Variants of the main bet"): the highest
# card (12 = ace, the joker counting as one) of the dealer's seven cards on which every
# bet pushes when they hold no pair, straight or flush.
VARIANT_PUSH_RANKS = {"standard": None, "queen-high-push": 10, "face-up": 12}


def pushes_every_bet(dealer7: Iterable[int], variant: str) -> bool:
    """Whether the dealer's seven cards push every bet of the variant: their best
    five-card hand is a high card (no pair, straight or flush, the joker an ace unless
    it completes one) topped by the variant's rank."""
    top = VARIANT_PUSH_RANKS[variant]
    best = paigow_high_key(tuple(dealer7))
    return top is not None and best[0] == HIGH_CARD and best[1] == top


def settle(
    player: Setting, dealer: Setting, commission: float = 0.05, variant: str = "standard"
) -> tuple[str, float]:
    """Settle one round (docs/rules.md, "Settlement"): ``(result, payout)`` per unit staked.

    Each player hand is compared with the dealer's hand of the same size and
    wins only when strictly higher: a copy (equal value) goes to the dealer.
    Both win: ``("win", 1 - commission)``; both lose (two copies included):
    ``("loss", -1.0)``; one each: ``("push", 0.0)``.  A fouled setting, the
    player's or the dealer's, raises ValueError naming the hand; it is never
    settled.  The two settings are not checked against each other for shared
    cards.  ``commission`` must lie in [0, 1].  ``variant`` ("standard",
    "queen-high-push", "face-up"): a push whatever the hands when
    :func:`pushes_every_bet` says so of the dealer's seven cards.
    """
    if not (isinstance(commission, (int, float)) and math.isfinite(commission)):
        raise ValueError(f"commission must be a finite number, got {commission!r}")
    if not 0.0 <= commission <= 1.0:
        raise ValueError(f"commission must lie in [0, 1], got {commission!r}")
    p_high, p_low = _checked_setting(player, "player")
    d_high, d_low = _checked_setting(dealer, "dealer")
    if pushes_every_bet(d_high + d_low, variant):
        return ("push", 0.0)
    wins_high = paigow_high_key(p_high) > paigow_high_key(d_high)
    wins_low = paigow_low_key(p_low) > paigow_low_key(d_low)
    if wins_high and wins_low:
        return ("win", 1.0 - commission)
    if not wins_high and not wins_low:
        return ("loss", -1.0)
    return ("push", 0.0)


def best_knowing_dealer(
    hand7: Iterable[int], dealer: Setting, variant: str = "face-up"
) -> tuple[str, float]:
    """The best result of seven cards against a dealer's setting the player sees (Face
    Up Pai Gow): every legal setting settled without commission, the best kept."""
    results = [settle(s, dealer, 0.0, variant) for s in settings(hand7) if is_legal(s[0], s[1])]
    return max(results, key=lambda r: r[1])
