"""The Rust Pai Gow path against the pure-Python reference (paigow_fast.reference),
which shares no code with it: every five-card and two-card hand exhaustively, the house
way on a million random hands and on a sample rich in rare patterns."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Game
from paigow_fast import reference as ref

from conftest import PAIGOW_FIVE_CARD_COUNTS, dense_ranks, parallel_map


def _ref_paigow_high_keys(hands: list[tuple[int, ...]]) -> list[tuple]:
    return [ref.paigow_high_key(h) for h in hands]


def _ref_house_way(hands: list[list[int]]) -> list[list[int]]:
    out = []
    for h in hands:
        high, low = ref.house_way(h)
        out.append(list(high) + list(low))
    return out


@pytest.mark.slow
def test_every_five_card_hand_ranks_exactly_as_the_reference():
    hands = np.array(list(itertools.combinations(range(53), 5)), dtype=np.uint8)
    assert len(hands) == 2_869_685
    rust = pg.rank_many(Game.PAIGOW_HIGH, hands)
    reference = dense_ranks(parallel_map(_ref_paigow_high_keys, [tuple(h) for h in hands.tolist()]))
    # Same order and same ties: the reference's dense ranks are Rust's ranks.
    assert max(reference) == 7463
    np.testing.assert_array_equal(rust, np.array(reference, dtype=np.uint32))
    # And the categories of the issue.
    names = [pg._core.category_of_rank(int(Game.PAIGOW_HIGH), r) for r in range(1, 7464)]
    counts = dict.fromkeys(PAIGOW_FIVE_CARD_COUNTS, 0)
    for r, n in zip(*np.unique(rust, return_counts=True)):
        counts[names[r - 1]] += int(n)
    assert counts == PAIGOW_FIVE_CARD_COUNTS


def test_every_two_card_hand_ranks_exactly_as_the_reference():
    hands = list(itertools.combinations(range(53), 2))
    assert len(hands) == 1_378
    rust = [pg.rank(Game.PAIGOW_LOW, h) for h in hands]
    assert dense_ranks(ref.paigow_low_key(h) for h in hands) == rust
    assert max(rust) == pg.rank(Game.PAIGOW_LOW, "As Jk") == pg.rank(Game.PAIGOW_LOW, "Ac Ad")
    assert min(rust) == pg.rank(Game.PAIGOW_LOW, "3c 2d")


def _random_hands(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 53)), axis=1)[:, :7].astype(np.uint8)


def _setting_ranks(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return pg.rank_many(Game.PAIGOW_HIGH, rows[:, :5]), pg.rank_many(Game.PAIGOW_LOW, rows[:, 5:])


def _assert_house_way_matches_reference(hands: np.ndarray) -> None:
    rust = pg.house_way_many(hands)
    # The same seven cards in every row.
    np.testing.assert_array_equal(np.sort(rust, axis=1), np.sort(hands, axis=1))
    reference = np.array(parallel_map(_ref_house_way, hands.tolist(), chunk=5_000), dtype=np.uint8)
    rust_high, rust_low = _setting_ranks(rust)
    ref_high, ref_low = _setting_ranks(reference)
    bad = np.flatnonzero((rust_high != ref_high) | (rust_low != ref_low))
    if bad.size:
        i = bad[0]
        pytest.fail(
            f"{bad.size} of {len(hands)} hands differ, e.g. {pg.format_cards(hands[i])}: "
            f"rust {pg.format_cards(rust[i, :5])} / {pg.format_cards(rust[i, 5:])}, "
            f"reference {pg.format_cards(reference[i, :5])} / {pg.format_cards(reference[i, 5:])}"
        )
    # Every setting the house way returns is legal.
    legal = [pg.Setting(r[:5], r[5:]).is_legal for r in rust[:: max(1, len(rust) // 20_000)]]
    assert all(legal)


@pytest.mark.slow
def test_house_way_matches_the_reference_on_a_million_random_hands():
    _assert_house_way_matches_reference(_random_hands(1_000_000, seed=2026))


def rare_pattern_hands(seed: int = 7, per_kind: int = 500) -> list[list[int]]:
    """Hands built around the house way's rare patterns: four of a kind of every rank
    (with the joker as the fourth ace too), five aces, two trips, full houses with and
    without twos (and with A-K beside twos), straight flushes and royal flushes with and
    without the joker, six- and seven-card straights and flushes with pairs."""
    rng = random.Random(seed)
    hands: list[list[int]] = []

    def fill(cards: list[int]) -> None:
        rest = [c for c in range(53) if c not in cards]
        hand = cards + rng.sample(rest, 7 - len(cards))
        rng.shuffle(hand)
        hands.append(hand)

    def suits(rank: int, k: int) -> list[int]:
        return [4 * rank + s for s in rng.sample(range(4), k)]

    for rank in range(13):
        for _ in range(per_kind // 4):
            fill(suits(rank, 4))
    for _ in range(per_kind):
        fill(suits(12, 3) + [pg.JOKER])  # quad aces with the joker
        fill(suits(12, 4) + [pg.JOKER])  # five aces
        fill(suits(12, 4) + [pg.JOKER] + suits(11, 2))  # five aces and kings
        a, b = rng.sample(range(13), 2)
        fill(suits(a, 3) + suits(b, 3))  # two trips
        a, b, c = rng.sample(range(13), 3)
        fill(suits(a, 3) + suits(b, 2) + suits(c, 2))  # trips and two pairs
        fill(suits(a, 3) + suits(b, 2))  # full house
        t = rng.choice(range(1, 11))
        fill(suits(t, 3) + suits(0, 2) + suits(12, 1) + suits(11, 1))  # twos with A-K
        fill(suits(t, 3) + suits(0, 2))  # full house with twos
        a, b, c = rng.sample(range(13), 3)
        fill(suits(a, 2) + suits(b, 2) + suits(c, 2))  # three pairs
    for _ in range(per_kind):
        suit = rng.randrange(4)
        top = rng.randrange(3, 13)  # 3 = the wheel's five
        ranks = [12, 0, 1, 2, 3] if top == 3 else list(range(top - 4, top + 1))
        cards = [4 * r + suit for r in ranks]
        if rng.random() < 0.5:
            cards[rng.randrange(5)] = pg.JOKER  # the joker completes it
        fill(cards)
        fill([4 * r + suit for r in range(8, 13)])  # a royal flush
        start = rng.randrange(0, 8)
        fill([4 * r + rng.randrange(4) for r in range(start, start + 6)])  # six-card straight
        start = rng.randrange(0, 7)
        fill([4 * r + rng.randrange(4) for r in range(start, start + 7)])  # seven-card straight
        flush = [4 * r + suit for r in rng.sample(range(13), 5)]
        pair_rank = flush[0] // 4
        other = [4 * pair_rank + s for s in range(4) if s != suit]
        fill(flush + [rng.choice(other)])  # flush with a pair
        fill([4 * r + suit for r in rng.sample(range(13), 6)])  # six-card flush
        fill([4 * r + suit for r in rng.sample(range(13), 4)] + [pg.JOKER])  # joker flush
        ranks = rng.sample(range(13), 2)
        fill(
            [
                4 * ranks[0] + suit,
                4 * ranks[0] + (suit + 1) % 4,
                4 * ranks[1] + suit,
                4 * ranks[1] + (suit + 2) % 4,
            ]
            + [4 * r + suit for r in rng.sample([r for r in range(13) if r not in ranks], 3)]
        )  # flush with two pairs (rule 7a)
    return hands


def test_rare_pattern_sample_is_rich():
    hands = rare_pattern_hands()
    categories = {pg.category(Game.PAIGOW_HIGH, h) for h in hands}
    rare = {
        "five aces",
        "royal flush",
        "straight flush",
        "four of a kind",
        "full house",
        "flush",
        "straight",
    }
    assert rare <= categories
    assert len(hands) >= 10_000


def test_house_way_matches_the_reference_on_rare_patterns():
    hands = np.array(rare_pattern_hands(), dtype=np.uint8)
    _assert_house_way_matches_reference(hands)
