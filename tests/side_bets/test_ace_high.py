"""The Ace-High bet of Face Up Pai Gow (docs/side-bets.md): the dealer's seven cards an
ace-high pai gow. Its exact count over the 154,143,080 hands against counting the rank
sets and suit patterns by hand, and the reference's reading of sample hands."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

import paigow_fast as pg
from paigow_fast import reference as ref

ACE = 12
WINDOWS = [set(range(lo, lo + 5)) for lo in range(9)] + [{ACE, 0, 1, 2, 3}]


def _suits_without(cards: int, most: int) -> int:
    """Suit assignments of `cards` cards of distinct ranks with at most `most` of a suit."""
    return sum(1 for s in product(range(4), repeat=cards) if max(map(s.count, range(4))) <= most)


def _ace_high_pai_gows() -> int:
    # Seven distinct ranks, an ace among them, no five in a straight window, no five of
    # a suit; or the joker (the ace) with six distinct ranks other than the ace, no four
    # in a window (the joker would complete it) and no four of a suit.
    natural = sum(
        1
        for ranks in combinations(range(13), 7)
        if ACE in ranks and all(len(w & set(ranks)) < 5 for w in WINDOWS)
    )
    joker = sum(
        1 for ranks in combinations(range(12), 6) if all(len(w & set(ranks)) < 4 for w in WINDOWS)
    )
    return natural * _suits_without(7, 4) + joker * _suits_without(6, 3)


def test_the_count_is_the_rank_sets_and_suits_counted_by_hand():
    price = pg.price(pg.PayTable({"ace-high-pai-gow": 9}, name="Ace-High"))
    (line,) = price.lines
    assert line.hands == _ace_high_pai_gows() == 14_430_780
    assert price.nothing == 154_143_080 - line.hands
    assert price.ev == 9 * Fraction(line.hands, price.hands) - Fraction(price.nothing, price.hands)


def test_sample_hands_agree_with_the_reference():
    hands = pg.deal(3_000, 7, seed=36)
    paid = pg.side_bet_events_many(pg.PayTable({"ace-high-pai-gow": 9}, name="Ace-High"), hands)
    for row, p in zip(hands, paid):
        assert (p == 0) == ref.pushes_every_bet([int(c) for c in row], "face-up")
