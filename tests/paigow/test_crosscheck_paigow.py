"""The Rust Pai Gow path against the pure-Python reference (paigow_fast.reference),
which shares no code with it: every five-card and two-card hand exhaustively, each house
way (setting and rule) on 400,000 random hands and on a sample rich in rare patterns,
and every rule of each way met."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import HouseWay, Ranking
from paigow_fast import reference as ref
from paigow_fast.reference.house_ways import house_way_and_rule

from conftest import dense_ranks, parallel_map
from counts import PAIGOW_FIVE_CARD_COUNTS


def _ref_paigow_high_keys(hands: list[tuple[int, ...]]) -> list[tuple]:
    return [ref.paigow_high_key(h) for h in hands]


def _ref_house_way(jobs: list[tuple[str, list[int]]]) -> list[tuple[list[int], str]]:
    """(setting as seven ids, rule id) of each (way, hand)."""
    out = []
    for way, h in jobs:
        (high, low), rule = house_way_and_rule(h, way)
        out.append((list(high) + list(low), rule))
    return out


@pytest.mark.slow
def test_every_five_card_hand_ranks_exactly_as_the_reference():
    hands = np.array(list(itertools.combinations(range(53), 5)), dtype=np.uint8)
    assert len(hands) == 2_869_685
    rust = pg.rank_many(Ranking.PAIGOW_HIGH, hands)
    reference = dense_ranks(parallel_map(_ref_paigow_high_keys, [tuple(h) for h in hands.tolist()]))
    # Same order and same ties: the reference's dense ranks are Rust's ranks.
    assert max(reference) == 7463
    np.testing.assert_array_equal(rust, np.array(reference, dtype=np.uint32))
    # And the published category counts (one hand of each class names its category).
    ranks, first, sizes = np.unique(rust, return_index=True, return_counts=True)
    assert ranks.tolist() == list(range(1, 7464))
    counts = dict.fromkeys(PAIGOW_FIVE_CARD_COUNTS, 0)
    for i, n in zip(first.tolist(), sizes.tolist()):
        hand = hands[i].tolist()
        name = pg.category(Ranking.PAIGOW_HIGH, hand)
        assert name == ref.category("PAIGOW_HIGH", hand), pg.format_cards(hand)
        counts[name] += n
    assert counts == PAIGOW_FIVE_CARD_COUNTS


def test_every_two_card_hand_ranks_exactly_as_the_reference():
    hands = list(itertools.combinations(range(53), 2))
    assert len(hands) == 1_378
    rust = [pg.rank(Ranking.PAIGOW_LOW, h) for h in hands]
    assert dense_ranks(ref.paigow_low_key(h) for h in hands) == rust
    assert max(rust) == pg.rank(Ranking.PAIGOW_LOW, "As Jk") == pg.rank(Ranking.PAIGOW_LOW, "Ac Ad")
    assert min(rust) == pg.rank(Ranking.PAIGOW_LOW, "3c 2d")


def _random_hands(n: int, seed: int) -> np.ndarray:
    """`n` random seven-card hands of the 53-card deck: the players' of a seeded
    `pg.deal` (a numpy shuffle of 5 million rows takes half a minute)."""
    return np.ascontiguousarray(pg.deal(n, seed=seed)[:, :7])


def _setting_ranks(rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return pg.rank_many(Ranking.PAIGOW_HIGH, rows[:, :5]), pg.rank_many(
        Ranking.PAIGOW_LOW, rows[:, 5:]
    )


def _assert_house_way_matches_reference(hands: np.ndarray, way: HouseWay) -> None:
    """Rust and the reference give every hand settings of the same classes (front and
    back) and the same rule id; every setting is legal."""
    rust = pg.house_way_many(hands, way=way)
    rules = pg.house_way_rule_many(hands, way=way)
    # The same seven cards in every row.
    np.testing.assert_array_equal(np.sort(rust, axis=1), np.sort(hands, axis=1))
    jobs = [(way.value, h) for h in hands.tolist()]
    got = parallel_map(_ref_house_way, jobs, chunk=5_000)
    reference = np.array([setting for setting, _ in got], dtype=np.uint8)
    rust_high, rust_low = _setting_ranks(rust)
    ref_high, ref_low = _setting_ranks(reference)
    bad = np.flatnonzero((rust_high != ref_high) | (rust_low != ref_low))
    if bad.size:
        i = bad[0]
        pytest.fail(
            f"{way.value}: {bad.size} of {len(hands)} hands differ, e.g. "
            f"{pg.format_cards(hands[i])}: "
            f"rust {pg.format_cards(rust[i, :5])} / {pg.format_cards(rust[i, 5:])}, "
            f"reference {pg.format_cards(reference[i, :5])} / {pg.format_cards(reference[i, 5:])}"
        )
    ids = np.array([r.id for r in way.rules])
    ref_ids = np.array([rule for _, rule in got])
    bad = np.flatnonzero(ids[rules] != ref_ids)
    if bad.size:
        i = bad[0]
        pytest.fail(
            f"{way.value}: {bad.size} of {len(hands)} rules differ, e.g. "
            f"{pg.format_cards(hands[i])}: rust {ids[rules[i]]}, reference {ref_ids[i]}"
        )
    # Every setting the house way returns is legal, by the core and by the reference.
    for r in rust[:: max(1, len(rust) // 20_000)]:
        assert pg.Setting(r[:5], r[5:]).is_legal
        assert ref.is_legal(r[:5].tolist(), r[5:].tolist())


WAYS = list(HouseWay)


@pytest.mark.slow
@pytest.mark.parametrize("way", WAYS, ids=[w.value for w in WAYS])
def test_house_way_matches_the_reference_on_400_000_random_hands(way: HouseWay):
    _assert_house_way_matches_reference(_random_hands(400_000, seed=2026), way)


class _Builder:
    """Seven-card hands built around given cards, the rest drawn at random."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.hands: list[list[int]] = []

    def fill(self, cards: list[int]) -> None:
        cards = list(dict.fromkeys(cards))  # a card drawn twice counts once
        assert len(cards) <= 7
        rest = [c for c in range(53) if c not in cards]
        hand = cards + self.rng.sample(rest, 7 - len(cards))
        self.rng.shuffle(hand)
        self.hands.append(hand)

    def suits(self, rank: int, k: int) -> list[int]:
        return [4 * rank + s for s in self.rng.sample(range(4), k)]


def rare_pattern_hands(seed: int = 7, per_kind: int = 500) -> list[list[int]]:
    """Hands built around the house way's rare patterns: four of a kind of every rank
    (with the joker as the fourth ace too), five aces, two trips, full houses with and
    without twos (and with A-K beside twos), straight flushes and royal flushes with and
    without the joker, six- and seven-card straights and flushes with pairs."""
    b = _Builder(seed)
    _sets_and_pairs(b, per_kind)
    _straights_and_flushes(b, per_kind)
    _foxwoods_patterns(b, per_kind)
    return b.hands


def _sets_and_pairs(b: _Builder, per_kind: int) -> None:
    """Four of a kind of every rank, five aces, two trips, full houses, three pairs."""
    rng, fill, suits = b.rng, b.fill, b.suits
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


def _straights_and_flushes(b: _Builder, per_kind: int) -> None:
    """Straight flushes and royal flushes with and without the joker, six- and
    seven-card straights and flushes with pairs."""
    rng, fill = b.rng, b.fill
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


def _foxwoods_patterns(b: _Builder, per_kind: int) -> None:
    rng, fill, suits = b.rng, b.fill, b.suits
    # The Foxwoods way's patterns: quads beside a pair or trips, straights beside one
    # pair (a pair of tens to kings with a single ace), trips or two pairs, five aces
    # beside any pair, and the joker as a pair's ace, a straight's gap, a flush card.
    for _ in range(per_kind):
        a, b = rng.sample(range(13), 2)
        fill(suits(a, 4) + suits(b, 2))  # quads and a pair
        fill(suits(a, 4) + suits(b, 3))  # quads and trips
        fill(suits(12, 4) + [pg.JOKER] + suits(rng.randrange(11), 2))  # five aces, a pair
        start = rng.randrange(0, 9)
        run = [4 * r + rng.randrange(4) for r in range(start, start + 5)]
        fill(run + [4 * (start + rng.randrange(5)) + rng.randrange(4)])  # straight, pair
        fill(run + suits(rng.randrange(13), 2))  # straight and a pair beside
        fill(run + suits(start + rng.randrange(5), 2))  # straight inside trips (maybe)
        fill([4 * r + rng.randrange(4) for r in (8, 9, 10, 11)] + suits(12, 1) + suits(11, 1))
        fill([4 * r + rng.randrange(4) for r in (9, 10, 11, 12)] + suits(rng.randrange(8, 12), 1))
        fill(run[:2] + run[3:] + [pg.JOKER])  # the joker fills the straight's gap
        fill(run + suits(start, 1) + suits(start + 1, 1))  # straight with two pairs
        fill(suits(12, 1) + [pg.JOKER] + suits(rng.randrange(12), 2))  # aces with the joker
        suit = rng.randrange(4)
        flush = [4 * r + suit for r in rng.sample(range(13), 4)]
        fill(flush + [pg.JOKER] + suits(flush[0] // 4, 1))  # joker flush and a pair
        fill(suits(12, 2) + [pg.JOKER] + [4 * r + suit for r in rng.sample(range(12), 4)])


def test_rare_pattern_sample_is_rich():
    hands = rare_pattern_hands()
    categories = {pg.category(Ranking.PAIGOW_HIGH, h) for h in hands}
    best_first = Ranking.PAIGOW_HIGH.categories
    rare = set(best_first[: best_first.index("straight") + 1])  # five aces to straight
    assert len(rare) == 7 and rare <= categories
    assert len(hands) >= 10_000


@pytest.mark.slow
@pytest.mark.parametrize("way", WAYS, ids=[w.value for w in WAYS])
def test_house_way_matches_the_reference_on_rare_patterns(way: HouseWay):
    hands = np.array(rare_pattern_hands(), dtype=np.uint8)
    _assert_house_way_matches_reference(hands, way)


@pytest.mark.slow
@pytest.mark.parametrize("way", WAYS, ids=[w.value for w in WAYS])
def test_every_rule_is_met_and_every_hand_has_one(way: HouseWay):
    # Five million random hands and the rare patterns meet every rule of the way; the
    # rules are exactly the reference's list (none missing, none unreachable).
    hands = np.concatenate(
        [_random_hands(5_000_000, seed=99), np.array(rare_pattern_hands(), dtype=np.uint8)]
    )
    rules = pg.house_way_rule_many(hands, way=way)
    met = {way.rules[i].id for i in np.unique(rules)}
    ids = [r.id for r in way.rules]
    assert len(set(ids)) == len(ids)
    assert set(ids) == set(ref.HOUSE_WAY_RULES[way.value])
    assert met == set(ids), f"never met: {sorted(set(ids) - met)}"
    # The single-hand call names the same rule.
    for i in range(0, len(hands), len(hands) // 2_000):
        assert pg.house_way_rule(hands[i].tolist(), way) == way.rules[rules[i]]
