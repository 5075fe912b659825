"""The published category counts, one copy of each: every hand of n cards counted by
category. The core's `pg.category_counts`, the reference (tests/eval/test_counts.py)
and the Counts table of docs/rankings.md are checked against these."""

from __future__ import annotations

from math import comb

# The 2,598,960 five-card hands of the 52-card deck, traditional high.
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

# The 133,784,560 seven-card hands, traditional high (the best five).
HIGH_SEVEN_CARD_COUNTS = {
    "royal flush": 4 * comb(47, 2),  # 4,324: a royal flush and any two other cards
    "straight flush": 41_584 - 4 * comb(47, 2),
    "four of a kind": 224_848,
    "full house": 3_473_184,
    "flush": 4_047_644,
    "straight": 6_180_020,
    "three of a kind": 6_461_620,
    "two pair": 31_433_400,
    "pair": 58_627_800,
    "high card": 23_294_460,
}

# The five-card hands, ace-to-five low (straights and flushes ignored).
ACE_TO_FIVE_FIVE_CARD_COUNTS = {
    "no pair": 1_317_888,
    "pair": 1_098_240,
    "two pair": 123_552,
    "three of a kind": 54_912,
    "full house": 3_744,
    "four of a kind": 624,
}

# Razz: the seven-card hands by their best ace-to-five low.
RAZZ_SEVEN_CARD_COUNTS = {
    "no pair": 127_615_488,
    "pair": 5_948_800,
    "two pair": 219_648,
    "three of a kind": 0,
    "full house": 624,
    "four of a kind": 0,
}

# Eight or better: the hands of 5 and of 7 cards with a qualifying low.
EIGHT_OR_BETTER = {5: 57_344, 7: 24_530_944}

# All 270,725 four-card hands, badugi.
BADUGI_COUNTS = {
    "badugi": 17_160,
    "three-card": 154_440,
    "two-card": 96_252,
    "one-card": 2_873,
}

# The 2,869,685 five-card hands of the 53-card deck, Pai Gow.
PAIGOW_FIVE_CARD_COUNTS = {
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

# The 154,143,080 seven-card hands of the 53-card deck, Pai Gow (the best five).
PAIGOW_SEVEN_CARD_COUNTS = {
    "five aces": 1_128,
    "royal flush": 26_132,
    "straight flush": 184_832,
    "four of a kind": 307_472,
    "full house": 4_188_528,
    "flush": 6_172_088,
    "straight": 11_236_028,
    "three of a kind": 7_470_676,
    "two pair": 35_553_816,
    "pair": 64_221_960,
    "high card": 24_780_420,
}

# The 1,378 two-card hands of the 53-card deck: 13 * 6 pairs, and 4 more with the joker.
PAIGOW_TWO_CARD_COUNTS = {"pair": 13 * 6 + 4, "high card": comb(53, 2) - (13 * 6 + 4)}

# Deuce-to-seven: as HIGH, except that the 1,020 plain and 4 suited A-5-4-3-2 are
# ace-high hands.
DEUCE_TO_SEVEN_FIVE_CARD_COUNTS = {
    **HIGH_FIVE_CARD_COUNTS,
    "straight flush": 36 - 4,
    "flush": 5_108 + 4,
    "straight": 10_200 - 1_020,
    "high card": 1_302_540 + 1_020,
}


# Side bets: the published exact tables (Wizard of Odds), hands paid by each line in
# pay-table order, out of the 154,143,080 seven-card hands, and the published EV.
MANIA = [1_128, 26_132, 184_832, 307_472, 4_188_528, 6_172_088, 7_672_500, 11_034_204]
MANIA_EV = -0.063667
JACKPOT = [
    12, 72, 1_560, 1_056, 24_560, 11_748, 57_648, 173_084, 249_824, 150_480, 489_260,
    1_155_536, 4_024_560, 5_631_420, 10_145_388, 7_470_676,
]  # fmt: skip
JACKPOT_EV = -0.022088
NOTHING = 124_556_196
"""The hands below a straight: paid nothing by Mania, Jackpot and Fortune."""
EMPEROR = [
    32, 196, 1_128, 26_092, 184_644, 307_472, 4_188_528, 6_172_088, 7_672_500, 11_034_204,
    31_080, 248_640, 963_480,
]  # fmt: skip
EMPEROR_NOTHING = 123_312_996
EMPEROR_EV = -0.041714

# The published exact analysis of the main bet, Foxwoods house way against itself
# (2013): deals won, pushed and lost of the 8,250,459,031,214,400, and the EV.
FOXWOODS_ANALYSIS = (2_402_491_783_820_756, 3_341_087_256_920_524, 2_506_879_990_473_120)
FOXWOODS_EV = -0.027212

# Short deck (36 cards, sixes to aces): the 376,992 five-card hands, counted by hand.
# Six straights (A-6-7-8-9 up to T-J-Q-K-A), C(9, 5) = 126 sets of five ranks. Three of
# a kind and the straight are listed here in the order of SHORT_DECK (three of a kind
# beats a straight); SHORT_DECK_STRAIGHT_OVER_TRIPS swaps those two, with the same counts.
SHORT_DECK_FIVE_CARD_COUNTS = {
    "royal flush": 4,
    "straight flush": 5 * 4,
    "four of a kind": 9 * 8 * 4,  # 288
    "flush": (126 - 6) * 4,  # 480: beats a full house, which is rarer in five cards
    "full house": 9 * 8 * 4 * 6,  # 1,728
    "three of a kind": 9 * 4 * comb(8, 2) * 4**2,  # 16,128
    "straight": 6 * (4**5 - 4),  # 6,120
    "two pair": comb(9, 2) * 6 * 6 * 7 * 4,  # 36,288
    "pair": 9 * 6 * comb(8, 3) * 4**3,  # 193,536
    "high card": (126 - 6) * (4**5 - 4),  # 122,400
}

# The 8,347,680 seven-card short-deck hands, by the best five of each rule. The straight
# flushes and fours of a kind by their closed forms (a straight flush by its top card, the
# two other cards anything but the one that would make a higher one; quads by their rank);
# the rest as counted exhaustively by the core and, independently, by the reference
# (tests/eval/test_short_deck.py).
SHORT_DECK_SEVEN_CARD_COUNTS = {
    "royal flush": 4 * comb(31, 2),  # 1,860
    "straight flush": 5 * 4 * comb(30, 2),  # 8,700
    "four of a kind": 9 * comb(32, 3),  # 44,640
    "flush": 175_560,
    "full house": 633_024,
    "three of a kind": 637_560,
    "straight": 1_139_580,
    "two pair": 3_157_056,
    "pair": 2_316_600,
    "high card": 233_100,
}
# Where a straight beats three of a kind, a hand holding both is a straight.
SHORT_DECK_STRAIGHT_OVER_TRIPS_SEVEN_CARD_COUNTS = {
    **SHORT_DECK_SEVEN_CARD_COUNTS,
    "straight": 1_169_940,
    "three of a kind": 607_200,
}

# Suit-isomorphic hand classes (Waugh, "A Fast and Optimal Hand Isomorphism Algorithm",
# 2013): hold'em's rounds, and hands of n cards dealt in one round (Omaha's 4 to 6 hole
# cards among them).
HAND_INDEX_SIZES = {
    "preflop": 169,
    "flop": 1_286_792,
    "turn": 55_190_538,
    "river": 2_428_287_420,
    (1,): 13,
    (2,): 169,
    (3,): 1_755,
    (4,): 16_432,
    (5,): 134_459,
    (6,): 962_988,
    (7,): 6_009_159,
}
