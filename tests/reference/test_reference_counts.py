"""Exhaustive counts over every hand of a deck (spec/pai-gow.md §9, other-games.md).

These check the reference itself against published figures; they take from
seconds (badugi) to about a minute each (the five-card loops), hence `slow`.
"""

from collections import Counter
from itertools import combinations

import pytest
from paigow_fast.reference import (
    ace_to_five_8_key,
    ace_to_five_key,
    badugi_key,
    category,
    deuce_to_seven_key,
    high_key,
)

HIGH_FIVE_CARD_COUNTS = {
    "royal flush": 4,
    "straight flush": 36,
    "four of a kind": 624,
    "full house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three of a kind": 54_912,
    "two pair": 123_552,
    "pair": 1_098_240,
    "high card": 1_302_540,
}


@pytest.mark.slow
def test_paigow_high_five_card_counts_53_card_deck():
    counts = Counter(category("PAIGOW_HIGH", hand) for hand in combinations(range(53), 5))
    assert counts == {
        "five aces": 1,
        "royal flush": 24,
        "straight flush": 180,
        "four of a kind": 828,
        "full house": 4_368,
        "flush": 7_804,
        "straight": 20_532,
        "three of a kind": 63_360,
        "two pair": 138_600,
        "pair": 1_215_024,
        "high card": 1_418_964,
    }
    assert sum(counts.values()) == 2_869_685


@pytest.mark.slow
def test_high_five_card_counts_and_classes():
    counts: Counter = Counter()
    classes = set()
    for hand in combinations(range(52), 5):
        counts[category("HIGH", hand)] += 1
        classes.add(high_key(hand))
    assert counts == HIGH_FIVE_CARD_COUNTS  # straight flush 40 including 4 royals
    assert len(classes) == 7_462


@pytest.mark.slow
def test_ace_to_five_classes():
    by_badness: Counter = Counter()
    classes = set()
    for hand in combinations(range(52), 5):
        k = ace_to_five_key(hand)
        classes.add(k)
        by_badness[-k[0]] += 1
    assert len(classes) == 6_175
    # no pair, pair, two pair, trips, full house, quads (straights/flushes ignored)
    assert [by_badness[i] for i in range(6)] == [
        1_317_888,
        1_098_240,
        123_552,
        54_912,
        3_744,
        624,
    ]


@pytest.mark.slow
def test_ace_to_five_8_classes():
    classes = set()
    qualifying = 0
    for hand in combinations(range(52), 5):
        k = ace_to_five_8_key(hand)
        if k is not None:
            qualifying += 1
            classes.add(k)
    assert len(classes) == 56
    assert qualifying == 57_344


@pytest.mark.slow
def test_deuce_to_seven_classes():
    counts: Counter = Counter()
    classes = set()
    for hand in combinations(range(52), 5):
        counts[category("DEUCE_TO_SEVEN", hand)] += 1
        classes.add(deuce_to_seven_key(hand))
    assert len(classes) == 7_462
    # As HIGH, except that the 1,020 plain and 4 suited A-5-4-3-2 are ace-high hands.
    expected = dict(HIGH_FIVE_CARD_COUNTS)
    expected["straight"] -= 1_020
    expected["straight flush"] -= 4
    expected["high card"] += 1_020
    expected["flush"] += 4
    assert counts == expected


@pytest.mark.slow
def test_badugi_counts():
    by_size: Counter = Counter()
    classes = set()
    for hand in combinations(range(52), 4):
        k = badugi_key(hand)
        by_size[k[0]] += 1
        classes.add(k)
    assert len(classes) == 1_092
    assert dict(by_size) == {4: 17_160, 3: 154_440, 2: 96_252, 1: 2_873}
    assert sum(by_size.values()) == 270_725
