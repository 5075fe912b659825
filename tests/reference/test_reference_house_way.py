"""Reference Golden Nugget house way (docs/house-ways/golden-nugget.md): one test per rule
and per decision, each asserting the setting and the rule id."""

import random

import pytest

from paigow_fast.reference import (
    JOKER,
    category,
    fmt,
    house_way,
    house_way_rule,
    is_legal,
    paigow_high_key,
    paigow_low_key,
    parse,
    settings,
)

RANKS = "23456789TJQKA"


def rank_string(cards):
    """Ranks highest first, the joker read as an ace (as the house way reads patterns)."""
    rs = sorted((12 if c == JOKER else c // 4 for c in cards), reverse=True)
    return "".join(RANKS[r] for r in rs)


def expect(hand, high, low, rule):
    """house_way(hand) puts exactly the cards `low` in front and `high` behind, and
    house_way_rule(hand) names the Golden Nugget rule id `rule`."""
    got_high, got_low = house_way(parse(hand))
    assert (fmt(sorted(got_high)), fmt(sorted(got_low))) == (
        fmt(sorted(parse(high))),
        fmt(sorted(parse(low))),
    )
    assert house_way_rule(parse(hand)) == rule


def expect_ranks(hand, high_ranks, low_ranks, rule):
    """house_way(hand) has these ranks behind and in front (suits interchangeable), by `rule`."""
    got_high, got_low = house_way(parse(hand))
    assert (rank_string(got_high), rank_string(got_low)) == (high_ranks, low_ranks)
    assert house_way_rule(parse(hand)) == rule


# ---------------------------------------------------------------------------
# The worked examples of the rules (docs/house-ways/golden-nugget.md)
# ---------------------------------------------------------------------------


def test_seed_example_1_two_pairs_split():
    expect("2c 3d 5h Tc Td Qh Qs", "Qh Qs 5h 3d 2c", "Tc Td", "two-pairs-split")  # rule 9 (i)


def test_seed_example_2_one_pair():
    expect("3c 6d 6h 7c Jd Kh As", "6d 6h Jd 7c 3c", "As Kh", "one-pair")  # rule 10


# ---------------------------------------------------------------------------
# Rule 1: five aces
# ---------------------------------------------------------------------------


def test_rule1_five_aces_split():
    expect_ranks("Ac Ad Ah As Jk 9c 4d", "AAA94", "AA", "five-aces")


def test_rule1_five_aces_with_kings():
    expect("Ac Ad Ah As Jk Kc Kd", "Ac Ad Ah As Jk", "Kc Kd", "five-aces-kings")


def test_rule1_five_aces_with_other_pair_split():
    expect_ranks("Ac Ad Ah As Jk Qc Qd", "AAAQQ", "AA", "five-aces")


# ---------------------------------------------------------------------------
# Rule 2: four of a kind
# ---------------------------------------------------------------------------


def test_rule2_quads_2_to_6_keep():
    expect("6c 6d 6h 6s Ac Kd 2h", "6c 6d 6h 6s 2h", "Ac Kd", "quads-low")
    expect("2c 2d 2h 2s 9c 5d 3h", "2c 2d 2h 2s 3h", "9c 5d", "quads-low")


def test_rule2_quads_7_to_T_split():
    expect_ranks("9c 9d 9h 9s Kc Qd 2h", "KQ992", "99", "quads-mid-split")
    expect_ranks("7c 7d 7h 7s Kc Qd Jh", "KQJ77", "77", "quads-mid-split")


def test_rule2_quads_7_to_T_keep_with_ace():
    expect("9c 9d 9h 9s Ac Qd 2h", "9c 9d 9h 9s 2h", "Ac Qd", "quads-mid-keep")
    # the joker is an ace
    expect("Tc Td Th Ts Jk 3d 2h", "Tc Td Th Ts 2h", "Jk 3d", "quads-mid-keep")


def test_rule2_quads_7_to_T_keep_with_pair_leftover_behind():
    # Decision: "keep" = the best two from the rest in front (3-3), the leftover
    # card (here the king, though higher) behind with the quads.
    expect("Tc Td Th Ts 3c 3d Kh", "Tc Td Th Ts Kh", "3c 3d", "quads-mid-keep")


def test_rule2_quads_J_to_K_split():
    expect_ranks("Kc Kd Kh Ks 9c 9d 2h", "KK992", "KK", "quads-high-split")  # nines < tens
    expect_ranks("Qc Qd Qh Qs Ac 5d 2h", "AQQ52", "QQ", "quads-high-split")  # an ace is not enough


def test_rule2_quads_J_to_K_keep_with_tens():
    expect("Jc Jd Jh Js Tc Td 2h", "Jc Jd Jh Js 2h", "Tc Td", "quads-high-keep")
    # joker + ace = pair of aces
    expect("Kc Kd Kh Ks Ac Jk 2h", "Kc Kd Kh Ks 2h", "Ac Jk", "quads-high-keep")


def test_rule2_quads_with_trips_in_the_rest():
    # Decision: trips in the rest count as their pair.
    expect("5c 5d 5h 5s Kc Kd Kh", "5c 5d 5h 5s Kh", "Kc Kd", "quads-low")  # 2 to 6: keep
    expect_ranks("Kc Kd Kh Ks 2c 2d 2h", "KK222", "KK", "quads-high-split")  # twos < tens: split


def test_rule2_aces_split():
    expect_ranks("Ac Ad Ah As 6c 6d 2h", "AA662", "AA", "quad-aces-split")


def test_rule2_aces_keep_with_sevens():
    expect("Ac Ad Ah As 7c 7d 2h", "Ac Ad Ah As 2h", "7c 7d", "quad-aces-keep")


def test_rule2_aces_with_joker():
    expect_ranks("Ac Ad Ah Jk Kc Qd 9h", "AAKQ9", "AA", "quad-aces-split")  # split
    expect("Ac Ad Ah Jk 8c 8d 2h", "Ac Ad Ah Jk 2h", "8c 8d", "quad-aces-keep")  # keep


def test_rule2_split_choice_keeps_joker_straight_behind():
    # Decision: when several cards fit the rule, the best (front, back) is taken.
    # Four aces (one the joker) with 2-3-4: split; two real aces in front leave
    # A-Jk-2-3-4 behind, a wheel straight, better than a pair of aces.
    high, low = house_way(parse("Ac Ad Ah Jk 2c 3d 4h"))
    assert house_way_rule(parse("Ac Ad Ah Jk 2c 3d 4h")) == "quad-aces-split"
    assert rank_string(low) == "AA" and JOKER not in low
    assert category("PAIGOW_HIGH", high) == "straight"


# ---------------------------------------------------------------------------
# Rules 3-6
# ---------------------------------------------------------------------------


def test_rule3_two_trips():
    expect_ranks("Qc Qd Qh 8c 8d 8h 3s", "Q8883", "QQ", "two-trips")


def test_rule4_trips_and_two_pairs():
    expect("9c 9d 9h 5c 5d Kh Ks", "9c 9d 9h 5c 5d", "Kh Ks", "trips-two-pairs")


def test_rule5_full_house():
    expect("8c 8d 8h Kc Kd Ah 3s", "8c 8d 8h Ah 3s", "Kc Kd", "full-house")
    expect("8c 8d 8h 2c 2d Ah Qs", "8c 8d 8h Ah Qs", "2c 2d", "full-house")  # twos but not A-K


def test_rule5_full_house_twos_with_ace_king():
    expect("8c 8d 8h 2c 2d Ah Ks", "8c 8d 8h 2c 2d", "Ah Ks", "full-house-twos-ace-king")
    # the joker is the ace
    expect("8c 8d 8h 2c 2d Jk Ks", "8c 8d 8h 2c 2d", "Jk Ks", "full-house-twos-ace-king")


def test_rule6_three_pairs():
    expect("Kc Kd 7h 7s 4c 4d 9h", "7h 7s 4c 4d 9h", "Kc Kd", "three-pairs")


# ---------------------------------------------------------------------------
# Rule 7: straights and flushes
# ---------------------------------------------------------------------------


def test_rule7a_i_single_ace_two_pairs():
    # A-2-3-4-5 straight, pairs of threes and twos, a single ace -> rule 9: no
    # split (single ace, threes < jacks): both pairs + lowest single behind.
    expect("Ac 2d 2h 3s 3c 4d 5h", "2d 2h 3s 3c 4d", "Ac 5h", "two-pairs-together")


def test_rule7a_ii_jacks_and_sixes_or_better():
    # Flush of hearts, pairs of jacks and sixes, no ace -> rule 9 (i): split.
    expect("Jh Jd 6h 6s 2h 9h 4h", "Jh Jd 9h 4h 2h", "6h 6s", "two-pairs-split")
    # Straight 7-J with pairs of jacks and sevens -> rule 9 (i): split.
    expect_ranks("Jc Jd 7h 7s 8c 9d Th", "JJT98", "77", "two-pairs-split")


def test_rule7a_not_applicable_keeps_flush():
    # Tens and sixes: no override, the flush stays behind (7b).
    expect("Th Td 6h 6s 2h 9h 4h", "Th 6h 2h 9h 4h", "Td 6s", "straight-or-flush")


def test_rule7a_iii_pair_of_aces():
    # A-2-3-4-5 straight with aces and fives -> rule 9 (iii): split.
    expect("Ac Ad 5h 5s 2c 3d 4h", "Ac Ad 2c 3d 4h", "5h 5s", "two-pairs-aces")


def test_rule7b_best_front_then_best_back():
    # straight + pair: K-9 front
    expect_ranks("5c 6d 7h 8s 9c 9d Kh", "98765", "K9", "straight-or-flush")
    # six-card straight
    expect("4c 5d 6h 7s 8c 9d Kh", "4c 5d 6h 7s 8c", "9d Kh", "straight-or-flush")
    # seven-card straight
    expect("4c 5d 6h 7s 8c 9d Th", "4c 5d 6h 7s 8c", "9d Th", "straight-or-flush")
    expect("Ah Kh 9h 7h 4h 2h Qs", "Kh 9h 7h 4h 2h", "Ah Qs", "straight-or-flush")  # six-card flush
    # trips + straight: pair in front
    expect_ranks("8c 8d 8h 9s Tc Jd Qh", "QJT98", "88", "straight-or-flush")


def test_rule7b_joker_wild_for_the_flush():
    # Four hearts + joker make the flush behind, leaving A-K in front.
    expect("Jk Kc Qh Jh 9h 5h Ad", "Jk Qh Jh 9h 5h", "Ad Kc", "straight-or-flush")


def test_rule7_equal_fronts_best_back():
    # A-K in front either way; behind, 9d-Td-Qd-8d with the joker (as Jd) is a
    # queen-high straight flush, better than the ace-high flush with Ad.
    expect("9d Qd Td Ad 8d Ks Jk", "9d Qd Td 8d Jk", "Ad Ks", "straight-flush")
    # Equal fronts 6-K: 2c-6c straight flush behind beats the straight 2c-5c+6s.
    expect("2c 3c 4c 5c 6c 6s Kh", "2c 3c 4c 5c 6c", "6s Kh", "straight-flush")


def test_rule7c_straight_flush_kept():
    expect("5h 6h 7h 8h 9h Kc 2d", "5h 6h 7h 8h 9h", "Kc 2d", "straight-flush")


def test_rule7c_straight_flush_given_up_for_jack_high_or_better():
    # SF 9h-Kh leaves 8-2 in front; the straight 8-Q leaves K-2 (better, king-high).
    expect("9h Th Jh Qh Kh 8c 2d", "8c 9h Th Jh Qh", "Kh 2d", "straight-flush-broken")


def test_rule7c_straight_flush_kept_below_jack_high():
    # SF 6h-Th leaves 5-2; the straight 5-9 would leave T-2: better but only ten-high.
    expect("6h 7h 8h 9h Th 5c 2d", "6h 7h 8h 9h Th", "5c 2d", "straight-flush")


def test_rule7c_straight_flush_kept_on_equal_fronts():
    # SF 5h-9h + 9c 9d: every straight setting also leaves 9-9 in front: keep the SF.
    high, low = house_way(parse("5h 6h 7h 8h 9h 9c 9d"))
    assert house_way_rule(parse("5h 6h 7h 8h 9h 9c 9d")) == "straight-flush"
    assert rank_string(low) == "99" and category("PAIGOW_HIGH", high) == "straight flush"


def test_rule7c_pair_counts_as_better():
    # SF 2s-6s leaves Q-4 in front; the flush 2s-3s-5s-6s-Qs leaves 4-4: a pair
    # (even a low one) counts as better than jack-high, so the SF is given up.
    expect("2s 3s 4s 5s 6s 4c Qs", "2s 3s 5s 6s Qs", "4s 4c", "straight-flush-broken")
    # SF 3c-7c leaves J-6; the flush 3c-4c-5c-7c-Jc leaves 6-6.
    expect("3c 4c 5c 6c 7c Jc 6d", "3c 4c 5c 7c Jc", "6c 6d", "straight-flush-broken")


def test_rule7c_straight_flush_kept_with_its_own_pair_front():
    # SF 7d-Jd leaves the pair 6c-6d itself in front.
    high, low = house_way(parse("6d 7d 8d 9d Td Jd 6c"))
    assert house_way_rule(parse("6d 7d 8d 9d Td Jd 6c")) == "straight-flush"
    assert rank_string(low) == "66" and category("PAIGOW_HIGH", high) == "straight flush"


def test_rule7c_royal_bar_king_high():
    # Royal flush behind leaves 9-2; the K-high straight 9c-Kh leaves A-2 (ace-high,
    # above the king-high bar): give the royal up.
    expect("Ah Kh Qh Jh Th 9c 2d", "Kh Qh Jh Th 9c", "Ah 2d", "straight-flush-broken")
    # Royal with nothing better available: kept.
    expect("Ah Kh Qh Jh Th 3c 2d", "Ah Kh Qh Jh Th", "3c 2d", "straight-flush")


# ---------------------------------------------------------------------------
# Rules 8-11
# ---------------------------------------------------------------------------


def test_rule8_three_of_a_kind():
    expect("8c 8d 8h Kc 5d 3h 2s", "8c 8d 8h 3h 2s", "Kc 5d", "trips")


def test_rule8_three_aces_split():
    expect_ranks("Ac Ad Ah Kc 9d 5h 2s", "AA952", "AK", "trip-aces")
    expect_ranks("Ac Ad Jk Kc 9d 5h 2s", "AA952", "AK", "trip-aces")


def test_rule9_i_sevens_or_better_no_ace():
    expect("7c 7d 4h 4s Kc 9d 2h", "7c 7d Kc 9d 2h", "4h 4s", "two-pairs-split")
    # sixes: no split
    expect("6c 6d 4h 4s Kc 9d 2h", "6c 6d 4h 4s 2h", "Kc 9d", "two-pairs-together")


def test_rule9_single_ace_blocks_i():
    expect("7c 7d 4h 4s Ac 9d 2h", "7c 7d 4h 4s 2h", "Ac 9d", "two-pairs-together")
    # the joker is the ace
    expect("7c 7d 4h 4s Jk 9d 2h", "7c 7d 4h 4s 2h", "Jk 9d", "two-pairs-together")


def test_rule9_ii_jacks_and_sixes_with_ace():
    expect("Jc Jd 6h 6s Ac 9d 2h", "Jc Jd Ac 9d 2h", "6h 6s", "two-pairs-split-ace")
    # fives: no split
    expect("Jc Jd 5h 5s Ac 9d 2h", "Jc Jd 5h 5s 2h", "Ac 9d", "two-pairs-together")
    # tens: no split
    expect("Tc Td 6h 6s Ac 9d 2h", "Tc Td 6h 6s 2h", "Ac 9d", "two-pairs-together")


def test_rule9_iii_aces():
    expect("Ac Ad 3h 3s Kc 9d 2h", "Ac Ad Kc 9d 2h", "3h 3s", "two-pairs-aces")
    expect("Jk Ad 3h 3s Kc 9d 2h", "Jk Ad Kc 9d 2h", "3h 3s", "two-pairs-aces")


def test_rule10_one_pair():
    expect("Kc Kd 9h 7s 5c 3d 2h", "Kc Kd 5c 3d 2h", "9h 7s", "one-pair")
    expect("Kc Kd 9h 7s 5c 3d Jk", "Kc Kd 7s 5c 3d", "Jk 9h", "one-pair")


def test_rule11_no_pair():
    expect("Ac Jd 9h 7s 5c 3d 2h", "Ac 7s 5c 3d 2h", "Jd 9h", "no-pair")
    expect("Jk Kd 9h 7s 5c 3d 2h", "Jk 7s 5c 3d 2h", "Kd 9h", "no-pair")


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------


def _random_hands(n, seed):
    rng = random.Random(seed)
    return [rng.sample(range(53), 7) for _ in range(n)]


def test_house_way_always_legal_and_a_setting():
    for hand in _random_hands(3000, 7):
        high, low = house_way(hand)
        assert is_legal(high, low), fmt(hand)
        assert (high, low) in settings(hand)


def test_house_way_does_not_depend_on_card_order():
    rng = random.Random(11)
    for hand in _random_hands(400, 13):
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
