"""The reference against the published five-card counts (spec/pai-gow.md §9,
other-games.md), fast: one hand for each way a hand can rank, weighted by the number of
hands like it.

A five-card hand's key in these rankings depends only on its ranks and on whether it is
a flush, so every hand is represented by one hand with the same ranks and the same
flushness, weighted by how many hands share them: ``prod(C(4, m))`` over the ranks held
``m`` times, split for five different ranks into 4 flushes and ``4**5 - 4`` others.
(With the joker, the same holds for the four other cards.) A few thousand reference
calls replace the 2.6 million of an exhaustive loop.

The exhaustive checks over every hand are in tests/test_crosscheck_games.py (and
test_crosscheck_paigow.py): there the reference's dense ranks equal Rust's ranks on
every five-card hand and every badugi hand, and the counts below are asserted on the
result, so they are not repeated here.
"""

from collections import Counter
from collections.abc import Iterator
from itertools import combinations_with_replacement
from math import comb, prod

from paigow_fast.reference import (
    JOKER,
    ace_to_five_8_key,
    ace_to_five_key,
    category,
    deuce_to_seven_key,
    high_key,
    paigow_high_key,
)

from conftest import PAIGOW_FIVE_CARD_COUNTS

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


def weighted_hands(n: int) -> Iterator[tuple[list[int], int]]:
    """One hand of `n` cards (52-card deck) for each rank multiset and flushness, with
    the number of hands it stands for. The weights add up to C(52, n)."""
    for ranks in combinations_with_replacement(range(13), n):
        held = Counter(ranks)
        if max(held.values()) > 4:
            continue
        if len(held) == n:  # all ranks different: flushes and the rest
            yield [4 * r for r in ranks], 4  # all clubs
            yield [4 * r for r in ranks[:-1]] + [4 * ranks[-1] + 1], 4**n - 4
        else:  # a pair or more: never a flush; the copies of a rank take suits 0, 1, ...
            hand = [4 * r + s for r, m in held.items() for s in range(m)]
            yield hand, prod(comb(4, m) for m in held.values())


def test_weighted_hands_cover_every_hand_once():
    assert sum(w for _, w in weighted_hands(5)) == comb(52, 5)
    assert sum(w for _, w in weighted_hands(4)) == comb(52, 4)
    assert sum(1 for _ in weighted_hands(5)) == 6_175 + 1_287


def counts(fn, hands_and_weights) -> Counter:
    out: Counter = Counter()
    for hand, weight in hands_and_weights:
        out[fn(hand)] += weight
    return out


def test_high_five_card_counts_and_classes():
    assert counts(lambda h: category("HIGH", h), weighted_hands(5)) == HIGH_FIVE_CARD_COUNTS
    assert len({high_key(h) for h, _ in weighted_hands(5)}) == 7_462


def test_deuce_to_seven_five_card_counts_and_classes():
    # As HIGH, except that the 1,020 plain and 4 suited A-5-4-3-2 are ace-high hands.
    expected = dict(HIGH_FIVE_CARD_COUNTS)
    expected["straight"] -= 1_020
    expected["straight flush"] -= 4
    expected["high card"] += 1_020
    expected["flush"] += 4
    assert counts(lambda h: category("DEUCE_TO_SEVEN", h), weighted_hands(5)) == expected
    assert len({deuce_to_seven_key(h) for h, _ in weighted_hands(5)}) == 7_462


def test_ace_to_five_five_card_counts_and_classes():
    assert counts(lambda h: category("ACE_TO_FIVE", h), weighted_hands(5)) == {
        "no pair": 1_317_888,  # straights and flushes ignored
        "pair": 1_098_240,
        "two pair": 123_552,
        "three of a kind": 54_912,
        "full house": 3_744,
        "four of a kind": 624,
    }
    assert len({ace_to_five_key(h) for h, _ in weighted_hands(5)}) == 6_175


def test_ace_to_five_8_five_card_counts_and_classes():
    lows = counts(lambda h: category("ACE_TO_FIVE_8", h), weighted_hands(5))
    assert lows == {"eight-or-better": 57_344, "no low": comb(52, 5) - 57_344}
    classes = {ace_to_five_8_key(h) for h, _ in weighted_hands(5)} - {None}
    assert len(classes) == 56


def test_paigow_high_five_card_counts_53_card_deck():
    with_joker = (([*hand, JOKER], w) for hand, w in weighted_hands(4))
    by_category = counts(lambda h: category("PAIGOW_HIGH", h), weighted_hands(5))
    by_category += counts(lambda h: category("PAIGOW_HIGH", h), with_joker)
    assert by_category == PAIGOW_FIVE_CARD_COUNTS
    assert sum(by_category.values()) == comb(53, 5)
    keys = {paigow_high_key(h) for h, _ in weighted_hands(5)}
    keys |= {paigow_high_key([*h, JOKER]) for h, _ in weighted_hands(4)}
    assert len(keys) == 7_463  # 7,462 as in traditional high, plus five aces
