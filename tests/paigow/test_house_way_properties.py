"""Reference Foxwoods house way (docs/house-ways/foxwoods.md): one test per rule and per
decision, each asserting the setting and the rule id; then every rule id of both house
ways reached on a large random sample plus rare hands, every setting legal."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from paigow_fast.reference import (
    HOUSE_WAY_RULES,
    JOKER,
    category,
    fmt,
    house_way,
    house_way_rule,
    is_legal,
    paigow_high_key,
    paigow_low_key,
    parse,
)
from paigow_fast.reference.house_ways import house_way_and_rule

from conftest import parallel_map

RANKS = "23456789TJQKA"
WAY = "foxwoods"


def rank_string(cards):
    """Ranks highest first, the joker read as an ace (pattern reading): e.g. 'AK'."""
    rs = sorted((12 if c == JOKER else c // 4 for c in cards), reverse=True)
    return "".join(RANKS[r] for r in rs)


def expect(hand, high, low, rule):
    """The Foxwoods way puts exactly the cards `low` in front and `high` behind, by `rule`."""
    (got_high, got_low), got_rule = house_way_and_rule(parse(hand), WAY)
    assert (fmt(sorted(got_high)), fmt(sorted(got_low)), got_rule) == (
        fmt(sorted(parse(high))),
        fmt(sorted(parse(low))),
        rule,
    )


def expect_ranks(hand, high_ranks, low_ranks, rule):
    """The Foxwoods way has these ranks behind and in front (suits interchangeable)."""
    (got_high, got_low), got_rule = house_way_and_rule(parse(hand), WAY)
    assert (rank_string(got_high), rank_string(got_low), got_rule) == (
        high_ranks,
        low_ranks,
        rule,
    )


def back_category(hand):
    return category("PAIGOW_HIGH", house_way(parse(hand), WAY)[0])


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
# Rule 1: no pair
# ---------------------------------------------------------------------------


def test_rule1_no_pair():
    expect("Ac Jd 9h 7s 5c 3d 2h", "Ac 7s 5c 3d 2h", "Jd 9h", "no-pair")


def test_rule1_joker_is_the_highest_card():
    expect("Jk Kd 9h 7s 5c 3d 2h", "Jk 7s 5c 3d 2h", "Kd 9h", "no-pair")


# ---------------------------------------------------------------------------
# Rule 2: one pair
# ---------------------------------------------------------------------------


def test_rule2_one_pair():
    expect("Kc Kd 9h 7s 5c 3d 2h", "Kc Kd 5c 3d 2h", "9h 7s", "one-pair")


def test_rule2_joker_and_ace_are_a_pair_of_aces():
    expect("Jk Ad Kh 9h 7s 5c 3d", "Jk Ad 7s 5c 3d", "Kh 9h", "one-pair")


# ---------------------------------------------------------------------------
# Rule 3: two pairs
# ---------------------------------------------------------------------------


def test_rule3_high_pair_aces_to_jacks_split():
    expect("Ac Ad 3h 3s Kc 9d 2h", "Ac Ad Kc 9d 2h", "3h 3s", "two-pairs-high")
    expect("Kc Kd 8h 8s Qc 9d 2h", "Kc Kd Qc 9d 2h", "8h 8s", "two-pairs-high")
    # Jacks: split even with a single ace to play in front.
    expect("Jc Jd 4h 4s Ac 9d 2h", "Jc Jd Ac 9d 2h", "4h 4s", "two-pairs-high")


def test_rule3_tens_to_sevens_with_a_single_ace_together():
    expect("Tc Td 4h 4s Ac 9d 2h", "Tc Td 4h 4s 2h", "Ac 9d", "two-pairs-mid-ace")
    expect("7c 7d 6h 6s Ac Kd 2h", "7c 7d 6h 6s 2h", "Ac Kd", "two-pairs-mid-ace")
    # The joker is the single ace.
    expect("7c 7d 4h 4s Jk 9d 2h", "7c 7d 4h 4s 2h", "Jk 9d", "two-pairs-mid-ace")


def test_rule3_tens_to_sevens_without_an_ace_split():
    # A single king is not enough above sixes.
    expect("Tc Td 4h 4s Kc 9d 2h", "Tc Td Kc 9d 2h", "4h 4s", "two-pairs-mid-split")
    expect("7c 7d 2h 2s Qc 9d 3h", "7c 7d Qc 9d 3h", "2h 2s", "two-pairs-mid-split")


def test_rule3_sixes_to_threes_with_a_king_or_ace_together():
    expect("6c 6d 4h 4s Kc 9d 2h", "6c 6d 4h 4s 2h", "Kc 9d", "two-pairs-low-ace-king")
    expect("5c 5d 3h 3s Ac 9d 2h", "5c 5d 3h 3s 2h", "Ac 9d", "two-pairs-low-ace-king")
    # Both a king and an ace: the highest single and the next.
    expect("3c 3d 2h 2s Ac Kd 9h", "3c 3d 2h 2s 9h", "Ac Kd", "two-pairs-low-ace-king")
    expect("4c 4d 2h 2s Jk 7d 5h", "4c 4d 2h 2s 5h", "Jk 7d", "two-pairs-low-ace-king")


def test_rule3_sixes_to_threes_without_a_king_or_ace_split():
    expect("6c 6d 4h 4s Qc 9d 2h", "6c 6d Qc 9d 2h", "4h 4s", "two-pairs-low-split")
    expect("3c 3d 2h 2s Qc 9d 7h", "3c 3d Qc 9d 7h", "2h 2s", "two-pairs-low-split")


def test_rule3_ignores_a_straight():
    # 6-7-8-9-T straight with tens and nines, no ace: rule 3 splits.
    expect_ranks("Tc Td 9h 9s 8c 7d 6h", "TT876", "99", "two-pairs-mid-split")
    # A-2-3-4-5 straight with fives and threes and a single ace: both pairs behind.
    expect("5c 5d 3h 3s Ac 2d 4h", "5c 5d 3h 3s 2d", "Ac 4h", "two-pairs-low-ace-king")


def test_rule3_ignores_a_flush():
    expect("Ah Kd Kh 5h 5s 9h 2h", "Kd Kh Ah 9h 2h", "5h 5s", "two-pairs-high")
    expect("Ah 9d 9h 5h 5s 8h 2h", "9d 9h 5h 5s 2h", "Ah 8h", "two-pairs-mid-ace")


# ---------------------------------------------------------------------------
# Rule 4: three pairs
# ---------------------------------------------------------------------------


def test_rule4_three_pairs():
    expect("Kc Kd 7h 7s 4c 4d 9h", "7h 7s 4c 4d 9h", "Kc Kd", "three-pairs")


def test_rule4_takes_precedence_over_a_flush():
    # Jk-Ah is the highest pair; Ah 7h 4h 9h + Jk would be a flush.
    expect("Jk Ah 7h 7s 4h 4d 9h", "7h 7s 4h 4d 9h", "Jk Ah", "three-pairs")


# ---------------------------------------------------------------------------
# Rule 5: three of a kind
# ---------------------------------------------------------------------------


def test_rule5_trips_kings_and_below():
    expect("8c 8d 8h Kc 5d 3h 2s", "8c 8d 8h 3h 2s", "Kc 5d", "trips")
    expect("Kc Kd Kh Ac 9d 5h 2s", "Kc Kd Kh 5h 2s", "Ac 9d", "trips")


def test_rule5_trip_aces_split():
    expect_ranks("Ac Ad Ah Kc 9d 5h 2s", "AA952", "AK", "trip-aces")
    expect_ranks("Ac Ad Jk Kc 9d 5h 2s", "AA952", "AK", "trip-aces")


# ---------------------------------------------------------------------------
# Rule 6: two threes of a kind
# ---------------------------------------------------------------------------


def test_rule6_two_trips():
    expect_ranks("Qc Qd Qh 8c 8d 8h 3s", "Q8883", "QQ", "two-trips")
    expect_ranks("Jk Ac Ad 8c 8d 8h 3s", "A8883", "AA", "two-trips")


# ---------------------------------------------------------------------------
# Rule 7: straights and flushes
# ---------------------------------------------------------------------------


def test_rule7_no_pair_highest_front():
    expect("4c 5d 6h 7s 8c Td Kh", "4c 5d 6h 7s 8c", "Td Kh", "straight-or-flush")
    expect("Ah Kh 9h 7h 4h 2h Qs", "Kh 9h 7h 4h 2h", "Ah Qs", "straight-or-flush")
    # Six-card straight: the top card goes in front.
    expect("4c 5d 6h 7s 8c 9d Kh", "4c 5d 6h 7s 8c", "9d Kh", "straight-or-flush")


def test_rule7_no_pair_straight_flush_has_no_bar():
    # Unlike the Golden Nugget way, the straight flush 6h-Th is given up for the
    # straight 5c-9h whose front T-2 is higher (only ten-high).
    expect("6h 7h 8h 9h Th 5c 2d", "5c 6h 7h 8h 9h", "Th 2d", "straight-or-flush")
    # When nothing beats the straight flush's front, it stays.
    expect("5h 6h 7h 8h 9h Kc 2d", "5h 6h 7h 8h 9h", "Kc 2d", "straight-or-flush")


def test_rule7_no_pair_joker_completes_the_flush():
    # The joker is a single ace for the pattern, a heart for the flush.
    expect("Jk Kc Qh Jh 9h 5h 2d", "Jk Qh Jh 9h 5h", "Kc 2d", "straight-or-flush")


def test_rule7_one_pair_front_may_be_the_pair():
    expect("9c 9d 2h 3s 4c 5d 6h", "2h 3s 4c 5d 6h", "9c 9d", "straight-or-flush-pair")
    expect("Kc Kd 2h 5h 8h 9h Jh", "2h 5h 8h 9h Jh", "Kc Kd", "straight-or-flush-pair")


def test_rule7_one_pair_highest_front():
    expect_ranks("5c 6d 7h 8s 9c 9d Kh", "98765", "K9", "straight-or-flush-pair")


def test_rule7_equal_fronts_stronger_back():
    # A-K in front either way; behind, 8d-Qd with the joker (as Jd) is a straight
    # flush, stronger than the ace-high flush with Ad.
    expect("9d Qd Td Ad 8d Ks Jk", "9d Qd Td 8d Jk", "Ad Ks", "straight-or-flush-pair")
    # Equal fronts 6-K: 2c-6c straight flush behind beats the straight 2c-5c+6s.
    expect("2c 3c 4c 5c 6c 6s Kh", "2c 3c 4c 5c 6c", "6s Kh", "straight-or-flush-pair")


def test_rule7_pair_and_ace_exception():
    # The straight A-T leaves K-2 in front; A-Q is strictly better: the pair behind.
    expect("As Kc Kd Qh Jc Th 2d", "Kc Kd Jc Th 2d", "As Qh", "pair-and-ace-over-straight")
    # A pair of tens: the club flush leaves T-4 in front, A-J is better.
    expect("Ac Tc Td 9c 4s Jc 2c", "Tc Td 9c 4s 2c", "Ac Jc", "pair-and-ace-over-straight")


def test_rule7_pair_and_ace_exception_with_the_joker_as_the_ace():
    expect("Jk Kc Kd Qh Jc Th 2d", "Kc Kd Jc Th 2d", "Jk Qh", "pair-and-ace-over-straight")


def test_rule7_exception_not_taken_unless_the_front_can_be_improved():
    # The straight 6-T leaves A-T in front, better than A-9 (the ace and the
    # highest other single): the straight stays.
    expect_ranks("As Tc Td 6h 7s 8c 9d", "T9876", "AT", "straight-or-flush-pair")
    # The flush leaves A-T in front: the ace is already there, so the flush stays
    # although A-K (the ace and the highest other single) would be better.
    expect("As Th Td Kh Qh Jh 2h", "Th Kh Qh Jh 2h", "As Td", "straight-or-flush-pair")
    # The wheel leaves K-K in front: a pair beats A-5.
    expect("As Kc Kd 2h 3s 4c 5d", "As 2h 3s 4c 5d", "Kc Kd", "straight-or-flush-pair")


def test_rule7_exception_only_for_kings_to_tens():
    # Nines: no exception; the straight 5-9 leaves A-9.
    expect_ranks("As 9c 9d 5h 6s 7c 8d", "98765", "A9", "straight-or-flush-pair")
    # A pair of aces (the joker one of them): no single ace, no exception.
    expect_ranks("Jk Ac 5d 6h 7s 8c 9d", "98765", "AA", "straight-or-flush-pair")


def test_rule7_trips_straight_behind_pair_in_front():
    expect_ranks("8c 8d 8h 9s Tc Jd Qh", "QJT98", "88", "straight-or-flush-trips")
    expect("Kh Kd Ks 2h 5h 8h 9h", "Kh 2h 5h 8h 9h", "Kd Ks", "straight-or-flush-trips")


def test_rule7_trips_best_back():
    # Trip aces with the joker: Ac-Ad in front keeps the royal flush (the joker as
    # Ah) behind, stronger than the straight A-K-Q-J-T with Ad-Jk in front.
    expect("Ac Ad Jk Kh Qh Jh Th", "Jk Kh Qh Jh Th", "Ac Ad", "straight-or-flush-trips")


def test_rule7_trips_without_a_pair_front_fall_back_to_rule5():
    # Trip aces (As, Ac, joker): the wheel needs two of them (an ace and the
    # joker as the five), so no pair of aces can go in front: rule 5, the ace and
    # the seven in front, the joker kept behind for the straight.
    high, low = house_way(parse("4c 7d 2c Jk As 3h Ac"), WAY)
    assert rank_string(low) == "A7" and JOKER in high
    assert category("PAIGOW_HIGH", high) == "straight"
    assert house_way_rule(parse("4c 7d 2c Jk As 3h Ac"), WAY) == "trip-aces"


# ---------------------------------------------------------------------------
# Rule 8: full house
# ---------------------------------------------------------------------------


def test_rule8_full_house_pair_in_front():
    expect("8c 8d 8h Kc Kd Ah 3s", "8c 8d 8h Ah 3s", "Kc Kd", "full-house")
    expect("5c 5d 5h Ac Ad 9h 2s", "5c 5d 5h 9h 2s", "Ac Ad", "full-house")


def test_rule8_twos_with_ace_king_still_split():
    # No Golden Nugget style exception: the twos go in front.
    expect("8c 8d 8h 2c 2d Ah Ks", "8c 8d 8h Ah Ks", "2c 2d", "full-house")


def test_rule8_trips_and_two_pairs_higher_pair_in_front():
    expect("9c 9d 9h 5c 5d Kh Ks", "9c 9d 9h 5c 5d", "Kh Ks", "full-house-two-pairs")


def test_rule8_decision_higher_of_the_two_pairs_not_the_trips():
    # A-A from the trips would be legal (two pairs behind), but the rule's pair is K-K.
    expect("Ac Ad Ah Kc Kd 2h 2s", "Ac Ad Ah 2h 2s", "Kc Kd", "full-house-two-pairs")


def test_rule8_takes_precedence_over_a_flush():
    # 8h Ah Jk 5h 2h would be a flush; the full house rule puts the aces in front.
    expect("8h 8d 8c Ah Jk 5h 2h", "8h 8d 8c 5h 2h", "Ah Jk", "full-house")


# ---------------------------------------------------------------------------
# Rule 9: four of a kind
# ---------------------------------------------------------------------------


def test_rule9_quads_with_a_pair_beside():
    expect("9c 9d 9h 9s Kc Kd 2h", "9c 9d 9h 9s 2h", "Kc Kd", "quads-with-pair")
    expect("4c 4d 4h 4s 2c 2d Ah", "4c 4d 4h 4s Ah", "2c 2d", "quads-with-pair")
    # Jacks to aces are always split, a pair beside or not.
    expect_ranks("Ac Ad Ah As 2c 2d Kh", "AAK22", "AA", "quads-high")
    expect_ranks("Ac Ad Ah Jk 3c 3d Kh", "AAK33", "AA", "quads-high")


def test_rule9_quads_with_trips_beside():
    # Decision: a pair of the trips in front, their third card behind with the four.
    expect_ranks("Tc Td Th Ts 2c 2d 2h", "TTTT2", "22", "quads-with-pair")
    expect_ranks("5c 5d 5h 5s Qc Qd Qh", "Q5555", "QQ", "quads-with-pair")
    # Jacks to aces: split all the same.
    expect_ranks("Kc Kd Kh Ks 2c 2d 2h", "KK222", "KK", "quads-high")


def test_rule9_aces_to_jacks_split():
    expect_ranks("Qc Qd Qh Qs Ac 5d 2h", "AQQ52", "QQ", "quads-high")
    expect_ranks("Jc Jd Jh Js Ac Kd 2h", "AKJJ2", "JJ", "quads-high")
    expect_ranks("Ac Ad Ah As Kc Qd 9h", "AAKQ9", "AA", "quads-high")
    expect_ranks("Ac Ad Ah Jk Kc Qd 9h", "AAKQ9", "AA", "quads-high")


def test_rule9_split_keeps_the_strongest_back():
    # Four aces, one the joker, with 2-3-4: the two real aces in front leave
    # A-Jk-2-3-4 behind, a straight (the joker as the five).
    high, low = house_way(parse("Ac Ad Ah Jk 2c 3d 4h"), WAY)
    assert rank_string(low) == "AA" and JOKER not in low
    assert category("PAIGOW_HIGH", high) == "straight"
    # With K-Q-J of hearts: Ah and the joker stay behind, a royal flush.
    expect("Ac Ad Ah Jk Kh Qh Jh", "Ah Jk Kh Qh Jh", "Ac Ad", "quads-high")


def test_rule9_tens_to_sevens_keep_with_a_king_or_ace():
    expect("9c 9d 9h 9s Kc 5d 2h", "9c 9d 9h 9s 2h", "Kc 5d", "quads-mid-keep")
    expect("7c 7d 7h 7s Ac 3d 2h", "7c 7d 7h 7s 2h", "Ac 3d", "quads-mid-keep")
    expect("Tc Td Th Ts Jk 3d 2h", "Tc Td Th Ts 2h", "Jk 3d", "quads-mid-keep")  # joker = ace


def test_rule9_tens_to_sevens_split_otherwise():
    expect_ranks("9c 9d 9h 9s Qc Jd 2h", "QJ992", "99", "quads-mid-split")
    expect_ranks("Tc Td Th Ts Qc 5d 2h", "QTT52", "TT", "quads-mid-split")


def test_rule9_sixes_and_below_never_split():
    # Decision: the two highest others in front, the lowest behind with the four.
    expect("6c 6d 6h 6s Ac Kd 2h", "6c 6d 6h 6s 2h", "Ac Kd", "quads-low")
    expect("2c 2d 2h 2s 9c 5d 3h", "2c 2d 2h 2s 3h", "9c 5d", "quads-low")


# ---------------------------------------------------------------------------
# Rule 10: five aces
# ---------------------------------------------------------------------------


def test_rule10_five_aces_pair_of_aces_in_front():
    expect_ranks("Ac Ad Ah As Jk 9c 4d", "AAA94", "AA", "five-aces")


def test_rule10_five_aces_with_kings():
    expect("Ac Ad Ah As Jk Kc Kd", "Ac Ad Ah As Jk", "Kc Kd", "five-aces-kings")


def test_rule10_five_aces_with_another_pair():
    # Decision: a pair other than kings does not keep the five aces together.
    expect_ranks("Ac Ad Ah As Jk Qc Qd", "AAAQQ", "AA", "five-aces")
    expect_ranks("Ac Ad Ah As Jk 2c 2d", "AAA22", "AA", "five-aces")


# ---------------------------------------------------------------------------
# The examples of the decisions in docs/house-ways/foxwoods.md
# ---------------------------------------------------------------------------


def test_decision_full_house_before_a_joker_flush():
    expect("Jk Ah Ad 9h 9c 5h 2h", "Jk Ah Ad 5h 2h", "9h 9c", "full-house")


def test_decision_trips_flush_needing_two_of_the_trips():
    # The flush needs both Ah and the joker: rule 5, an ace and the king in front.
    expect_ranks("Ah Ac Jk Kh 9h 5h 2c", "AA952", "AK", "trip-aces")


def test_decision_real_ace_in_front_joker_behind_for_the_wheel():
    expect("Jk Ac Ad 7s 4d 3c 2h", "Ad Jk 4d 3c 2h", "Ac 7s", "trip-aces")


def test_decision_exception_not_taken_straight_front_better():
    # K-Q-J-T-9 behind leaves A-K in front, better than the exception's A-Q.
    expect("Ac Kd Kh Qs Jc Td 9h", "Kh Qs Jc Td 9h", "Ac Kd", "straight-or-flush-pair")


def test_decision_quads_mid_joker_counts_as_an_ace():
    expect("8c 8d 8h 8s Jk 9c 3h", "8c 8d 8h 8s 3h", "Jk 9c", "quads-mid-keep")


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
    # Straights and flushes with every pattern.
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
    return hands


def _random_hands(n: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    return [rng.sample(range(53), 7) for _ in range(n)]


@pytest.mark.slow
@pytest.mark.parametrize("way", ["golden-nugget", "foxwoods"])
def test_every_rule_id_reached_and_every_setting_legal(way):
    hands = _random_hands(200_000, seed=2027) + rare_hands()
    rules = parallel_map(_rules_of_hands, [(way, h) for h in hands], chunk=10_000)
    counts = Counter(rules)
    assert set(counts) <= set(HOUSE_WAY_RULES[way]), set(counts) - set(HOUSE_WAY_RULES[way])
    missing = [r for r in HOUSE_WAY_RULES[way] if r not in counts]
    assert not missing, f"{way}: never reached: {missing}"


def test_foxwoods_does_not_depend_on_card_order():
    rng = random.Random(17)
    for hand in _random_hands(400, 19) + rare_hands()[::40]:
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


def test_the_ways_agree_where_their_rules_agree():
    seen = set()
    for hand in _random_hands(6000, 23) + rare_hands()[::8]:
        gn, gn_rule = house_way_and_rule(hand, "golden-nugget")
        fw, fw_rule = house_way_and_rule(hand, "foxwoods")
        if (gn_rule, fw_rule) in SAME_RULE:
            seen.add((gn_rule, fw_rule))
            assert paigow_low_key(gn[1]) == paigow_low_key(fw[1]), fmt(hand)
            assert paigow_high_key(gn[0]) == paigow_high_key(fw[0]), fmt(hand)
    assert seen == SAME_RULE
