"""The reference house ways as a whole (their examples, rule by rule, are in
test_house_way_examples.py): the API (the default way, unknown ways, bad hands, the rule
lists), every setting legal and one of the hand's 21, the same setting whatever the
order of the cards, every rule id of both ways reached on a large random sample plus
rare hands, and the two ways alike where their rules are worded alike."""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from paigow_fast.reference import (
    HOUSE_WAY_RULES,
    JOKER,
    fmt,
    house_way,
    house_way_rule,
    is_legal,
    paigow_high_key,
    paigow_low_key,
    parse,
    settings,
)
from paigow_fast.reference.house_ways import house_way_and_rule

from conftest import parallel_map, random_hands

WAY = "foxwoods"


# ---------------------------------------------------------------------------
# The API
# ---------------------------------------------------------------------------


def test_default_way_is_golden_nugget():
    hand = parse("8c 8d 8h 2c 2d Ah Ks")  # differs between the ways
    assert house_way(hand) == house_way(hand, "golden-nugget")
    assert house_way_rule(hand) == "full-house-twos-ace-king"
    assert house_way_rule(hand, "foxwoods") == "full-house"
    assert house_way(hand) != house_way(hand, "foxwoods")


def test_unknown_way_raises_naming_it():
    hand = parse("Ac Jd 9h 7s 5c 3d 2h")
    for bad in ("Foxwoods", "golden_nugget", "", None, 3):
        with pytest.raises(ValueError, match=re.escape(repr(bad))):
            house_way(hand, bad)
        with pytest.raises(ValueError, match="unknown house way"):
            house_way_rule(hand, bad)


def test_invalid_hand_raises():
    with pytest.raises(ValueError):
        house_way(parse("Ac Ad Ah As Jk Kc"), WAY)
    with pytest.raises(ValueError):
        house_way_rule([0, 1, 2, 3, 4, 5, 5], WAY)


def test_rule_tables():
    assert set(HOUSE_WAY_RULES) == {"golden-nugget", "foxwoods"}
    for ids in HOUSE_WAY_RULES.values():
        assert isinstance(ids, tuple) and len(set(ids)) == len(ids)
    assert len(HOUSE_WAY_RULES["golden-nugget"]) == 25
    assert len(HOUSE_WAY_RULES["foxwoods"]) == 24


# ---------------------------------------------------------------------------
# Every rule id reached, every setting legal
# ---------------------------------------------------------------------------


def _rules_of_hands(args: list[tuple[str, list[int]]]) -> list[str]:
    """Worker: the rule id of each (way, hand), asserting that the setting is legal and
    splits the hand's own seven cards into five behind and two in front."""
    out = []
    for way, hand in args:
        (high, low), rule = house_way_and_rule(hand, way)
        assert is_legal(high, low), (way, fmt(hand))
        assert len(high) == 5 and sorted(high + low) == sorted(hand), (way, fmt(hand))
        out.append(rule)
    return out


def rare_hands(seed: int = 5) -> list[list[int]]:
    """Hands built around the rare patterns: five aces with and without kings; four of
    a kind of every rank (the joker as the fourth ace too) with a pair, trips or
    singles beside; two trips; three pairs; full houses with two pairs; straights and
    flushes with no pair, one pair (tens to kings with a single ace), two pairs and
    trips; the joker in every role."""
    rng = random.Random(seed)
    hands: list[list[int]] = []

    def add(cards: list[int]) -> None:
        if len(set(cards)) < len(cards) or len(cards) > 7:
            return  # a collision of the random draws: skip
        rest = [c for c in range(53) if c not in cards]
        hand = cards + rng.sample(rest, 7 - len(cards))
        rng.shuffle(hand)
        hands.append(hand)

    def of(rank: int, k: int, avoid: tuple[int, ...] = ()) -> list[int]:
        pool = [4 * rank + s for s in range(4) if 4 * rank + s not in avoid]
        return rng.sample(pool, k)

    def other_ranks(k: int, avoid: set[int]) -> list[int]:
        return rng.sample([r for r in range(13) if r not in avoid], k)

    _sets_and_pairs(rng, add, of, other_ranks)
    _straights_and_flushes(rng, add, of)
    return hands


def _sets_and_pairs(rng: random.Random, add: Any, of: Any, other_ranks: Any) -> None:
    """Five aces, four of a kind of every rank with what may stand beside, two trips,
    three pairs, the joker among them."""
    for _ in range(40):
        aces = of(12, 4) + [JOKER]
        add(aces)  # five aces and two random cards
        add(aces + of(11, 2))  # with kings
        add(aces + of(rng.randrange(11), 2))  # with another pair
    for quad in range(13):
        quads = of(quad, 4)
        for _ in range(30):
            add(quads)  # mostly singles beside
            (p,) = other_ranks(1, {quad})
            add(quads + of(p, 2))
            add(quads + of(p, 3))
            (a, b, c) = other_ranks(3, {quad})
            add(quads + [4 * a + rng.randrange(4), 4 * b + rng.randrange(4), 4 * c])
            if quad == 12:
                add(of(12, 3) + [JOKER])  # the joker as the fourth ace
                add(of(12, 3) + [JOKER] + of(p, 2))
            if quad >= 11:
                add(quads + [JOKER])
    for _ in range(300):
        t1, t2 = other_ranks(2, set())
        add(of(t1, 3) + of(t2, 3))  # two trips
        p1, p2, p3 = other_ranks(3, set())
        add(of(p1, 2) + of(p2, 2) + of(p3, 2))  # three pairs
        add(of(t1, 3) + of(p1 if p1 != t1 else p2, 2) + of(p3 if p3 != t1 else p2, 2))
        add(of(12, 1) + [JOKER] + of(p2, 2) + of(p3, 2))  # three pairs, joker in aces
        add(of(t1, 2) + [JOKER] + of(p2 if p2 != t1 else p3, 2))  # trips with the joker
        add(of(12, 2) + [JOKER])  # trip aces with the joker


def _straights_and_flushes(rng: random.Random, add: Any, of: Any) -> None:
    """Straights and flushes with every pattern."""
    for _ in range(1500):
        low = rng.randrange(-1, 9)  # -1: the wheel
        ranks = [12, 0, 1, 2, 3] if low == -1 else list(range(low, low + 5))
        straight = [4 * r + rng.randrange(4) for r in ranks]
        if rng.random() < 0.3:
            straight[rng.randrange(5)] = JOKER
        add(straight)
        suit = rng.randrange(4)
        flush = [4 * r + suit for r in rng.sample(range(13), 5)]
        if rng.random() < 0.3:
            flush[rng.randrange(5)] = JOKER
        add(flush)
        add(flush[:4] + [JOKER] if JOKER not in flush else flush)
        used = {c // 4 for c in straight if c != JOKER}
        r = rng.choice(sorted(used))
        extra = [c for c in of(r, 3) if c not in straight]
        add(straight + extra[:1])  # one pair
        add(straight + extra[:2])  # trips
        r = next(c for c in flush if c != JOKER) // 4
        add(flush + [c for c in of(r, 2) if c not in flush][:1])  # flush + pair
        # single ace + a pair of tens to kings + a straight or flush
        pair = rng.choice([8, 9, 10, 11])
        add(of(pair, 2) + [4 * 12 + rng.randrange(4) if rng.random() < 0.7 else JOKER])
        add(
            of(pair, 2)
            + [4 * 12 + suit]
            + [4 * q + suit for q in rng.sample([x for x in range(12) if x != pair], 4)]
        )
        add(of(pair, 2) + [JOKER] + [4 * q for q in (9, 10, 11) if q != pair][:2])


@pytest.mark.slow
@pytest.mark.parametrize("way", ["golden-nugget", "foxwoods"])
def test_every_rule_id_reached_and_every_setting_legal(way):
    hands = random_hands(200_000, seed=2027) + rare_hands()
    rules = parallel_map(_rules_of_hands, [(way, h) for h in hands], chunk=10_000)
    counts = Counter(rules)
    assert set(counts) <= set(HOUSE_WAY_RULES[way]), set(counts) - set(HOUSE_WAY_RULES[way])
    missing = [r for r in HOUSE_WAY_RULES[way] if r not in counts]
    assert not missing, f"{way}: never reached: {missing}"


def test_foxwoods_does_not_depend_on_card_order():
    rng = random.Random(17)
    for hand in random_hands(400, 19) + rare_hands()[::40]:
        (high, low), rule = house_way_and_rule(hand, WAY)
        shuffled = hand[:]
        rng.shuffle(shuffled)
        (high2, low2), rule2 = house_way_and_rule(shuffled, WAY)
        assert rule == rule2, fmt(hand)
        assert paigow_low_key(low) == paigow_low_key(low2), fmt(hand)
        assert paigow_high_key(high) == paigow_high_key(high2), fmt(hand)


# Rules the two ways word alike: where both ways set a hand by one of these pairs of
# ids, they must give settings of the same ranks.
SAME_RULE = {
    ("no-pair", "no-pair"),
    ("one-pair", "one-pair"),
    ("trips", "trips"),
    ("trip-aces", "trip-aces"),
    ("two-trips", "two-trips"),
    ("trips-two-pairs", "full-house-two-pairs"),
    ("three-pairs", "three-pairs"),
    ("full-house", "full-house"),
    ("five-aces", "five-aces"),
    ("five-aces-kings", "five-aces-kings"),
    ("quads-low", "quads-low"),
    ("straight-or-flush", "straight-or-flush"),
}


@pytest.mark.slow
def test_the_ways_agree_where_their_rules_agree():
    seen = set()
    for hand in random_hands(6000, 23) + rare_hands()[::8]:
        gn, gn_rule = house_way_and_rule(hand, "golden-nugget")
        fw, fw_rule = house_way_and_rule(hand, "foxwoods")
        if (gn_rule, fw_rule) in SAME_RULE:
            seen.add((gn_rule, fw_rule))
            assert paigow_low_key(gn[1]) == paigow_low_key(fw[1]), fmt(hand)
            assert paigow_high_key(gn[0]) == paigow_high_key(fw[0]), fmt(hand)
    assert seen == SAME_RULE


def test_house_way_always_legal_and_a_setting():
    for hand in random_hands(3000, 7):
        high, low = house_way(hand)
        assert is_legal(high, low), fmt(hand)
        assert (high, low) in settings(hand)


def test_house_way_does_not_depend_on_card_order():
    rng = random.Random(11)
    for hand in random_hands(400, 13):
        high, low = house_way(hand)
        shuffled = hand[:]
        rng.shuffle(shuffled)
        high2, low2 = house_way(shuffled)
        assert paigow_low_key(low) == paigow_low_key(low2), fmt(hand)
        assert paigow_high_key(high) == paigow_high_key(high2), fmt(hand)


def test_house_way_with_joker_always_legal():
    rng = random.Random(5)
    for _ in range(1500):
        hand = rng.sample(range(52), 6) + [JOKER]
        rng.shuffle(hand)
        assert is_legal(*house_way(hand)), fmt(hand)


def test_house_way_validation():
    with pytest.raises(ValueError):
        house_way(parse("Ac Ad Ah As Jk Kc"))
    with pytest.raises(ValueError):
        house_way([0, 1, 2, 3, 4, 5, 5])
