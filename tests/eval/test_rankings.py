"""HIGH, ACE_TO_FIVE, ACE_TO_FIVE_8, DEUCE_TO_SEVEN, BADUGI and Omaha (docs/rankings.md):
one test for each tie rule and each decision of the page, the best five of six and seven
cards, and bad input. The order, ties and categories are checked on the core and on the
reference (the `impl` fixture); the core's ranks, phrases (pg.describe), pg.omaha_rank and
errors on the core alone. Larger is better, in every game."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Game

RANKINGS_PAGE = Path(__file__).resolve().parents[2] / "docs" / "rankings.md"
FIVE_CARD_GAMES = [Game.HIGH, Game.ACE_TO_FIVE, Game.ACE_TO_FIVE_8, Game.DEUCE_TO_SEVEN]
ALL_GAMES = [*FIVE_CARD_GAMES, Game.BADUGI]


def assert_order(impl, game: Game, hands: list[str]) -> None:
    """`hands` are given best first, each strictly better than the next."""
    ranks = [impl.key(game.name, h) for h in hands]
    for (a, ra), (b, rb) in zip(zip(hands, ranks), zip(hands[1:], ranks[1:])):
        assert ra > rb, f"{game.name}: {a!r} ({ra}) should beat {b!r} ({rb})"


def assert_tie(impl, game: Game, *hands: str) -> None:
    ranks = {h: impl.key(game.name, h) for h in hands}
    assert len(set(ranks.values())) == 1, f"{game.name}: should tie: {ranks}"


# ---- traditional high ------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "name"),
    [
        ("As Ks Qs Js Ts", "royal flush"),
        ("9d Td Jd Qd Kd", "straight flush"),
        ("Ah 2h 3h 4h 5h", "straight flush"),
        ("7c 7d 7h 7s 2c", "four of a kind"),
        ("7c 7d 7h 2s 2c", "full house"),
        ("Ac 9c 7c 4c 2c", "flush"),
        ("Ac 2d 3h 4s 5c", "straight"),
        ("7c 7d 7h 9s 2c", "three of a kind"),
        ("7c 7d 9h 9s 2c", "two pair"),
        ("7c 7d 9h Ks 2c", "pair"),
        ("Ac Jd 9h 7s 2c", "high card"),
    ],
)
def test_high_categories(impl, hand, name):
    assert impl.category("HIGH", hand) == name


def test_high_category_order(impl):
    assert_order(
        impl, Game.HIGH,
        [
            "As Ks Qs Js Ts",  # royal flush, the best hand
            "Ks Qs Js Ts 9s",
            "5h 4h 3h 2h Ah",  # the lowest straight flush
            "2c 2d 2h 2s 3c",  # quads
            "Ac Ad Ah Ks Kc",  # full house
            "Ac Kc Qc Jc 9c",  # flush
            "Ac Kd Qh Js Tc",  # straight
            "Ac Ad Ah Ks Qc",  # trips
            "Ac Ad Kh Ks Qc",  # two pair
            "Ac Ad Kh Qs Jc",  # pair
            "Ac Kd Qh Js 9c",  # high card
            "7c 5d 4h 3s 2c",  # the worst hand
        ],
    )


def test_high_straight_flush_by_top_card_royal_highest(impl):
    assert_order(
        impl, Game.HIGH, ["Ah Kh Qh Jh Th", "Kc Qc Jc Tc 9c", "6d 5d 4d 3d 2d", "5s 4s 3s 2s As"]
    )
    assert_tie(impl, Game.HIGH, "Ah Kh Qh Jh Th", "As Ks Qs Js Ts")
    assert pg.rank(Game.HIGH, "As Ks Qs Js Ts") == 7_462  # the best of the 7,462 classes


def test_high_quads_then_kicker(impl):
    assert_order(impl, Game.HIGH, ["3c 3d 3h 3s 2c", "2c 2d 2h 2s Ac"])
    # Community cards: equal quads on the board, the higher fifth card decides.
    board = "Kc Kd Kh Ks 2d"
    assert_order(impl, Game.HIGH, [f"{board} 8c 3h", f"{board} 7c 6h"])
    # ... unless the board's own kicker plays for both: a split.
    assert_tie(impl, Game.HIGH, "Kc Kd Kh Ks Ad 8c 3h", "Kc Kd Kh Ks Ad 7c 6h")


def test_high_full_house_trips_then_pair(impl):
    assert_order(impl, Game.HIGH, ["3c 3d 3h 2s 2c", "2c 2d 2h As Ac"])
    # Equal trips on the board: the higher pair decides.
    board = "Kc Kd Kh 4s 2d"
    assert_order(impl, Game.HIGH, [f"{board} 8c 8h", f"{board} 7c 7h", f"{board} 4c 3h"])
    # Seven cards: two trips make the higher full; trips and two pairs take the higher pair.
    assert_tie(impl, Game.HIGH, "Kc Kd Kh 7s 7c 7d 2s", "Kc Kd Kh 7s 7c")
    assert_tie(impl, Game.HIGH, "Kc Kd Kh 7s 7c 8d 8s", "Kc Kd Kh 8s 8c")


def test_high_flush_card_by_card(impl):
    assert_order(
        impl, Game.HIGH,
        [
            "Ac Kc 9c 5c 3c",
            "Ad Kd 9d 5d 2d",  # fifth card
            "Ah Kh 9h 4h 3h",  # fourth card
            "As Ks 8s 5s 3s",  # third card
            "Ac Qc 9c 5c 3c",  # second card
            "Kd Qd Jd 9d 8d",  # first card
        ],
    )
    assert_tie(impl, Game.HIGH, "Ac Kc 9c 5c 3c", "Ah Kh 9h 5h 3h")
    # Six or seven of a suit: the best five of them.
    assert_tie(impl, Game.HIGH, "Ac Kc 9c 5c 3c 2c Ad", "Ac Kc 9c 5c 3c")


def test_high_straight_top_card_ace_high_or_low(impl):
    assert_order(
        impl, Game.HIGH,
        ["Ac Kd Qh Js Tc", "Kd Qh Js Tc 9c", "6c 5d 4h 3s 2c", "5c 4d 3h 2s Ac"],
    )
    # The wheel is the lowest straight but still a straight, above any trips.
    assert_order(impl, Game.HIGH, ["5c 4d 3h 2s Ac", "Ac Ad Ah Ks Qc"])
    assert impl.category("HIGH", "5c 4d 3h 2s Ac") == "straight"
    # A-K-Q-J-T is the only place the ace is high: no wrap-around straight.
    assert impl.category("HIGH", "Qc Kd Ah 2s 3c") == "high card"
    # With a six too, the six-high straight plays.
    assert_tie(impl, Game.HIGH, "Ac 2d 3h 4s 5c 6d", "2d 3h 4s 5c 6d")


def test_high_trips_then_side_cards(impl):
    assert_order(impl, Game.HIGH, ["8c 8d 8h 3s 2c", "7c 7d 7h As Kc"])
    board = "9c 9d 9h 4s 2d"
    assert_order(impl, Game.HIGH, [f"{board} Ac 5h", f"{board} Kc Qh", f"{board} Kc Jh"])


def test_high_two_pair_then_second_pair_then_kicker(impl):
    assert_order(
        impl, Game.HIGH,
        [
            "Kc Kd 8h 8s 3c",
            "Kc Kd 7h 7s Ac",  # second pair
            "Kc Kd 7h 7s Qc",  # kicker
            "Qc Qd Jh Js Ac",  # top pair
        ],
    )
    # Three pairs among seven cards: the two highest pairs and the best kicker.
    assert_tie(impl, Game.HIGH, "Kc Kd 7h 7s 5c 5d 2h", "Kc Kd 7h 7s 5c")
    assert_tie(impl, Game.HIGH, "Kc Kd 7h 7s 5c 5d Ah", "Kc Kd 7h 7s Ac")


def test_high_pair_then_kickers_one_by_one(impl):
    assert_order(
        impl, Game.HIGH,
        [
            "9c 9d Ah Kc 4d",
            "9c 9d Ah Kc 3d",
            "9c 9d Ah Qc Jd",
            "9c 9d Kh Qc Jd",
            "8c 8d Ah Kc Qd",
        ],
    )


def test_high_card_from_the_highest_down(impl):
    assert_order(
        impl, Game.HIGH,
        ["Ac Kd 9h 5c 3d", "Ac Kd 9h 5c 2d", "Ac Kd 8h 7c 6d", "Ac Qd Jh Tc 8d", "Kc Qd Jh Tc 8d"],
    )
    assert_tie(impl, Game.HIGH, "Ac Kd 9h 5c 3d", "Ad Kh 9s 5d 3c")


def test_high_best_five_of_six_and_seven(impl):
    assert impl.category("HIGH", "As Ks Qs Js Ts 2c 3d") == "royal flush"
    assert impl.category("HIGH", "2c 2d 2h 2s 3c 3d 3h") == "four of a kind"
    assert_tie(impl, Game.HIGH, "2c 2d 2h 2s 3c 3d 3h", "2c 2d 2h 2s 3c")
    # A flush beats the straight in the same seven cards.
    assert impl.category("HIGH", "9c Td Jc Qc Kc 2c 8h") == "flush"
    assert impl.category("HIGH", "9c Tc Jc Qc Kc 2c 8h") == "straight flush"
    # Order does not matter.
    assert_tie(impl, Game.HIGH, "Ac Kd 9h 5c 3d 2s 4h", "4h 2s 3d 5c 9h Kd Ac")


# ---- ace-to-five (razz) -------------------------------------------------------------


def test_ace_to_five_the_wheel_is_the_best_hand_straights_flushes_ignored(impl):
    wheel = "5c 4d 3h 2s Ac"
    assert pg.rank(Game.ACE_TO_FIVE, wheel) == 6_175  # the best of the 6,175 classes
    assert_tie(impl, Game.ACE_TO_FIVE, wheel, "5h 4h 3h 2h Ah")  # suited: still the wheel
    assert_tie(impl, Game.ACE_TO_FIVE, "6c 5d 4h 3s 2c", "6h 5h 4h 3h 2h")
    assert impl.category("ACE_TO_FIVE", "5h 4h 3h 2h Ah") == "no pair"
    assert pg.describe(Game.ACE_TO_FIVE, wheel) == "Five-four low (the wheel)"


def test_ace_to_five_the_ace_is_always_low(impl):
    assert_order(
        impl,
        Game.ACE_TO_FIVE,
        ["6c 4d 3h 2s Ac", "7c 4d 3h 2s 5c", "Kc Qd Jh Ts 9c", "Ac Ad 2h 3s 4c"],
    )
    assert_order(impl, Game.ACE_TO_FIVE, ["Kc Qd Jh Ts Ac", "Kc Qd Jh Ts 2c"])


def test_ace_to_five_highest_card_then_the_next_down_to_the_fifth(impl):
    assert_order(
        impl, Game.ACE_TO_FIVE,
        [
            "6c 4d 3h 2s Ac",  # 6-4 beats 6-5
            "6c 5d 4h 2s Ac",
            "6c 5d 4h 3s Ac",  # fourth card
            "6c 5d 4h 3s 2c",  # fifth card
            "7c 4d 3h 2s Ac",  # first card
            "8c 7d 6h 5s 4c",
            "9c 4d 3h 2s Ac",
        ],
    )
    assert impl.key("ACE_TO_FIVE", "6c 4d 3h 2s Ac") > impl.key("ACE_TO_FIVE", "6c 5d 4h 2s Ac")


def test_ace_to_five_pairs_count_against_and_still_make_a_low(impl):
    # Any no-pair hand beats any one-pair hand, which beats any two pair, ... up to quads.
    assert_order(
        impl, Game.ACE_TO_FIVE,
        [
            "Kc Qd Jh Ts 9c",  # king low, no pair
            "Ac Ad 2h 3s 4c",  # pair
            "Kc Kd Qh Js Tc",
            "Ac Ad 2h 2s 3c",  # two pair
            "Ac Ad Ah 2s 3c",  # trips
            "Ac Ad Ah 2s 2c",  # full house
            "Ac Ad Ah As 2c",  # quads
            "Kc Kd Kh Ks Qc",  # the worst hand
        ],
    )
    # Razz has no qualifier: a pair is still a low, an answer.
    assert pg.rank(Game.ACE_TO_FIVE, "Kc Kd Qh Js Tc") is not None
    assert pg.rank(Game.ACE_TO_FIVE, "Kc Kd Kh Ks Qc") == 1
    for hand, name in [
        ("Kc Qd Jh Ts 9c", "no pair"),
        ("Ac Ad 2h 3s 4c", "pair"),
        ("Ac Ad 2h 2s 3c", "two pair"),
        ("Ac Ad Ah 2s 3c", "three of a kind"),
        ("Ac Ad Ah 2s 2c", "full house"),
        ("Ac Ad Ah As 2c", "four of a kind"),
    ]:
        assert impl.category("ACE_TO_FIVE", hand) == name


def test_ace_to_five_pairs_compare_pair_first_then_kickers(impl):
    # The paired hands reverse traditional high with the ace low (the reference's
    # recorded decision): the lower pair first, then the kickers from the highest down.
    assert_order(
        impl,
        Game.ACE_TO_FIVE,
        ["Ac Ad 4h 3s 2c", "2c 2d 4h 3s Ac", "2c 2d 5h 3s Ac", "3c 3d 4h 2s Ac"],
    )


def test_ace_to_five_best_five_of_six_and_seven(impl):
    assert_tie(impl, Game.ACE_TO_FIVE, "Kc Kd 5h 4s 3c 2d Ah", "5h 4s 3c 2d Ah")
    assert_tie(impl, Game.ACE_TO_FIVE, "8c 7d 6h 5s 4c 3d", "7d 6h 5s 4c 3d")
    # Seven cards with only four ranks: the pair is unavoidable, and the lowest pair plays.
    assert impl.category("ACE_TO_FIVE", "Ac Ad 2h 2s 3c 3d 4h") == "pair"
    assert_tie(impl, Game.ACE_TO_FIVE, "Ac Ad 2h 2s 3c 3d 4h", "Ac Ad 4h 3c 2s")
    assert impl.category("ACE_TO_FIVE", "Ac Ad Ah As 2c 2d 2h") == "full house"


# ---- ace-to-five eight-or-better ------------------------------------------------------


def test_eight_or_better_qualifies_and_orders_as_ace_to_five(impl):
    assert_order(
        impl, Game.ACE_TO_FIVE_8,
        ["5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac", "6c 5d 4h 2s Ac", "8c 7d 6h 5s 3c", "8c 7d 6h 5s 4c"],
    )
    assert pg.rank(Game.ACE_TO_FIVE_8, "5c 4d 3h 2s Ac") == 56  # best of 56 classes
    assert pg.rank(Game.ACE_TO_FIVE_8, "8c 7d 6h 5s 4c") == 1  # the weakest low
    assert impl.category("ACE_TO_FIVE_8", "8c 7d 6h 5s 4c") == "eight-or-better"
    assert_tie(impl, Game.ACE_TO_FIVE_8, "8h 7h 6h 5h 4h", "8c 7d 6h 5s 4c")  # flushes ignored


@pytest.mark.parametrize(
    "hand",
    [
        "9c 4d 3h 2s Ac",  # nine-high is no low
        "Ac Ad 2h 3s 4c",  # a pair is no low
        "Kc Qd Jh Ts 9c",
        "8c 8d 7h 6s 5c",
        "Ac 2d 3h 4s 9c Td Jh",  # only four cards of 8 or lower among seven
        "Ac Ad 2h 2s 3c 3d 4h",  # seven low cards, only four ranks
    ],
)
def test_eight_or_better_no_low_is_an_answer(impl, hand):
    assert pg.rank(Game.ACE_TO_FIVE_8, hand) is None
    assert impl.category("ACE_TO_FIVE_8", hand) == "no low"
    assert pg.describe(Game.ACE_TO_FIVE_8, hand) == "No low"
    assert pg.rank(Game.ACE_TO_FIVE, hand) is not None  # razz still has a low
    assert pg.rank_many(Game.ACE_TO_FIVE_8, np.array([pg.parse_cards(hand)]))[0] == 0


def test_eight_or_better_best_five_of_six_and_seven(impl):
    # The unpaired low cards are picked out of pairs and high cards.
    assert_tie(impl, Game.ACE_TO_FIVE_8, "Ac Ad 2h 2s 3c 7d 8h", "8h 7d 3c 2s Ac")
    assert_tie(impl, Game.ACE_TO_FIVE_8, "Kc Qd 7h 5s 4c 3d 2h", "7h 5s 4c 3d 2h")
    assert pg.rank(Game.ACE_TO_FIVE_8, "9c 8d 7h 6s 5c 4d") == pg.rank(
        Game.ACE_TO_FIVE_8, "8d 7h 6s 5c 4d"
    )


# ---- deuce-to-seven -------------------------------------------------------------------


def test_deuce_to_seven_best_hand_is_seven_five_offsuit(impl):
    best = "7c 5d 4h 3s 2c"
    assert pg.rank(Game.DEUCE_TO_SEVEN, best) == 7_462  # the best of 7,462 classes
    assert impl.category("DEUCE_TO_SEVEN", best) == "high card"
    assert pg.describe(Game.DEUCE_TO_SEVEN, best) == "Seven-five low"
    # The same ranks in one suit are a flush, which counts against the hand: worse than
    # any no-pair hand, any pair, two pair, trips and straight.
    suited = "7h 5h 4h 3h 2h"
    assert impl.category("DEUCE_TO_SEVEN", suited) == "flush"
    assert_order(
        impl,
        Game.DEUCE_TO_SEVEN,
        [best, "Ac Kd Qh Js 9c", "Ac Ad Ah Ks Qc", "6c 5d 4h 3s 2c", suited],
    )


def test_deuce_to_seven_seven_five_beats_seven_six(impl):
    assert_order(
        impl, Game.DEUCE_TO_SEVEN,
        [
            "7c 5d 4h 3s 2c",
            "7c 6d 4h 3s 2c",
            "7c 6d 5h 3s 2c",  # 7-5-4-3-2 beats 7-6-5-3-2
            "7c 6d 5h 4s 2c",  # fourth card
            "8c 5d 4h 3s 2c",  # first card
            "8c 6d 5h 4s 3c",
        ],
    )


def test_deuce_to_seven_ace_is_high_no_wheel(impl):
    hand = "Ac 5d 4h 3s 2c"
    assert impl.category("DEUCE_TO_SEVEN", hand) == "high card"  # not a straight
    assert pg.describe(Game.DEUCE_TO_SEVEN, hand) == "Ace-five low"
    # Ace-high: worse than any king-high, better than any pair.
    assert_order(impl, Game.DEUCE_TO_SEVEN, ["Kc Qd Jh Ts 8c", hand, "2c 2d 3h 4s 5c"])
    assert impl.category("DEUCE_TO_SEVEN", "Ah 5h 4h 3h 2h") == "flush"


def test_deuce_to_seven_straights_and_pairs_count_against(impl):
    assert impl.category("DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c") == "straight"
    assert impl.category("DEUCE_TO_SEVEN", "Ac Kd Qh Js Tc") == "straight"
    assert_order(
        impl, Game.DEUCE_TO_SEVEN,
        [
            "Ac Kd Qh Js 9c",  # the worst no-pair hand
            "2c 2d 5h 4s 3c",  # the best pair
            "2c 2d 7h 4s 3c",
            "3c 3d 5h 4s 2c",
            "Ac Ad Kh Qs Jc",
            "2c 2d 3h 3s 4c",  # the best two pair
            "2c 2d 2h 3s 4c",
            "6c 5d 4h 3s 2c",  # the best straight
            "Ac Kd Qh Js Tc",
            "7h 5h 4h 3h 2h",  # the best flush
            "2c 2d 2h 3s 3c",
            "2c 2d 2h 2s 3c",
            "6s 5s 4s 3s 2s",
            "As Ks Qs Js Ts",  # the worst hand
        ],
    )
    assert pg.rank(Game.DEUCE_TO_SEVEN, "As Ks Qs Js Ts") == 1


def test_deuce_to_seven_best_five_of_six_and_seven(impl):
    assert_tie(impl, Game.DEUCE_TO_SEVEN, "7c 5d 4h 3s 2c 2d 7h", "7c 5d 4h 3s 2c")
    # Six cards in sequence: dropping an end card would leave a straight; the six goes.
    assert_tie(impl, Game.DEUCE_TO_SEVEN, "7c 6d 5h 4s 3c 2d", "7c 5h 4s 3c 2d")
    # Six of a suit with an offsuit card: the flush is avoided, 8-5-4-3-2 plays.
    assert_tie(impl, Game.DEUCE_TO_SEVEN, "7h 5h 4h 3h 2h 9h 8c", "8c 5h 4h 3h 2h")
    # Seven of one suit: a flush cannot be avoided.
    assert impl.category("DEUCE_TO_SEVEN", "7h 5h 4h 3h 2h 9h 8h") == "flush"


# ---- Pai Gow's wheel, for contrast -----------------------------------------------------


def test_the_wheel_in_each_game(impl):
    wheel = "5c 4d 3h 2s Ac"
    # HIGH: the lowest straight.
    assert impl.category("HIGH", wheel) == "straight"
    assert_order(impl, Game.HIGH, ["6c 5d 4h 3s 2c", wheel, "Ac Ad Ah Ks Qc"])
    # PAIGOW_HIGH: the second-highest straight.
    assert impl.category("PAIGOW_HIGH", wheel) == "straight"
    assert_order(impl, Game.PAIGOW_HIGH, ["Ac Kd Qh Js Tc", wheel, "Kd Qh Js Tc 9c"])
    assert pg.describe(Game.PAIGOW_HIGH, wheel) == "Straight, ace to five (second highest)"
    # ACE_TO_FIVE (and eight-or-better): the best hand.
    assert pg.rank(Game.ACE_TO_FIVE, wheel) == 6_175
    assert pg.rank(Game.ACE_TO_FIVE_8, wheel) == 56
    # DEUCE_TO_SEVEN: ace-high, no pair, no straight.
    assert impl.category("DEUCE_TO_SEVEN", wheel) == "high card"


# ---- badugi -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "name", "phrase"),
    [
        ("4c 3d 2h As", "badugi", "Badugi 4-3-2-A"),
        ("As 2d 4h 4c", "three-card", "Three-card 4-2-A"),  # a pair leaves 4-2-A
        ("As 2d 3h Kh", "three-card", "Three-card 3-2-A"),  # two hearts leave 3-2-A
        ("As Ad 5c 5h", "two-card", "Two-card 5-A"),  # two pairs leave 5-A
        ("Ah 5h 9h 2c", "two-card", "Two-card 2-A"),  # three hearts leave 2-A
        ("Ac Ad Ah As", "one-card", "One-card A"),  # four aces play as an ace
        ("3h 7h 9h Kh", "one-card", "One-card 3"),  # one suit: the lowest card plays
    ],
)
def test_badugi_examples_of_the_rankings_page(impl, hand, name, phrase):
    assert impl.category("BADUGI", hand) == name
    assert pg.describe(Game.BADUGI, hand) == phrase


def test_badugi_a_pair_or_a_shared_suit_leaves_the_lowest_three(impl):
    # A pair: only one of the fours plays. Which suit it has does not matter.
    assert_tie(impl, Game.BADUGI, "As 2d 4h 4c", "Ac 2d 4h 4s", "As 2d 4c 7c")
    # Two hearts: the lower one plays where that gives the lower hand.
    assert_tie(impl, Game.BADUGI, "As 2d 3h Kh", "Ac 2s 3d Kd")
    # Two clubs leave 5-2-A; with the three of spades instead the hand is a badugi.
    assert impl.category("BADUGI", "Ad 2c 5h 3c") == "three-card"
    assert impl.category("BADUGI", "Ad 2c 5h 3s") == "badugi"


def test_badugi_the_non_playing_card_never_breaks_a_tie(impl):
    assert_tie(impl, Game.BADUGI, "Ac 2d 4h Kh", "Ac 2d 4h 5h", "Ac 2d 4h 4s", "Ac 2d 4h Ad")
    assert_tie(impl, Game.BADUGI, "Ah 5h 9h 2c", "Ah 5h Kh 2c", "Ah 2c 2h 2s")
    assert_tie(impl, Game.BADUGI, "3h 7h 9h Kh", "3s 4s 5s 6s")


def test_badugi_more_playing_cards_always_win(impl):
    assert_order(
        impl, Game.BADUGI,
        [
            "4c 3d 2h As",  # the best hand
            "Kc Qd Jh Ts",  # the worst badugi
            "Ac 2d 3h 3s",  # the best three-card hand
            "Kc Qd Jh Th",
            "Ac 2d 2h 2s",  # the best two-card hand
            "Kc Qd Qh Qs",
            "Ac Ad Ah As",  # the best one-card hand
            "Ks Qs Js Ts",  # one-card ten
            "Kc Kd Kh Ks",  # the worst hand: one-card king
        ],
    )
    assert pg.rank(Game.BADUGI, "4c 3d 2h As") == 1_092
    assert pg.rank(Game.BADUGI, "Kc Kd Kh Ks") == 1


def test_badugi_same_size_compares_from_the_highest_card_down_ace_low(impl):
    assert_order(
        impl, Game.BADUGI,
        [
            "4c 3d 2h As",
            "5c 3d 2h As",
            "6c 4d 3h 2s",
            "6c 5d 2h As",  # second card
            "6c 5d 3h As",  # third card
            "6c 5d 3h 2s",  # fourth card
            "7c 3d 2h As",  # first card
        ],
    )
    assert_order(impl, Game.BADUGI, ["Kc 2d 3h As", "Kc 2d 3h 4s"])  # the ace is low
    # A four-card straight is no penalty; suits never rank.
    assert_tie(impl, Game.BADUGI, "4c 3d 2h As", "4s 3h 2d Ac")
    # Three-card hands likewise: 3-2-A beats 4-2-A.
    assert_order(impl, Game.BADUGI, ["3c 2d Ah 5h", "4c 2d Ah 5h"])


# ---- describe phrases (docs/rankings.md) --------------------------------------------------


def test_describe_phrases_of_the_api():
    assert (
        pg.describe(Game.PAIGOW_HIGH, "Ac 2d 3h 4s 5c") == "Straight, ace to five (second highest)"
    )
    assert pg.describe(Game.DEUCE_TO_SEVEN, "7c 5d 4h 3s 2c") == "Seven-five low"
    assert pg.describe(Game.ACE_TO_FIVE, "7c 5d 4h 3s Ac") == "Seven-five low"
    assert pg.describe(Game.ACE_TO_FIVE_8, "7c 5d 4h 3s Ac") == "Seven-five low"
    assert pg.describe(Game.BADUGI, "As 2d 4h 4c") == "Three-card 4-2-A"


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_describe_and_category_follow_the_rank(game):
    """Hands of equal rank get the same phrase and category; the phrase is text."""
    rng = np.random.default_rng(int(game))
    n = 4 if game is Game.BADUGI else 5
    seen: dict = {}
    for _ in range(2_000):
        hand = rng.permutation(52)[:n].tolist()
        r = pg.rank(game, hand)
        said = (pg.describe(game, hand), pg.category(game, hand))
        assert isinstance(said[0], str) and said[0]
        assert seen.setdefault(r, said) == said
        assert said[1] in game.categories


# ---- bad input ---------------------------------------------------------------------------


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_a_joker_is_a_hand_error(game):
    hand = "Jk 2c 3d 4h" if game is Game.BADUGI else "Jk 2c 3d 4h 5s"
    for fn in (pg.rank, pg.category, pg.describe):
        with pytest.raises(pg.HandError):
            fn(game, hand)
    with pytest.raises(pg.HandError):
        pg.rank_many(game, np.array([pg.parse_cards(hand)]))


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_wrong_card_counts_are_hand_errors(game):
    deck = pg.parse_cards("2c 3d 4h 5s 6c 7d 8h 9s")
    counts = [3, 5] if game is Game.BADUGI else [0, 4, 8]
    for n in counts:
        for fn in (pg.rank, pg.category, pg.describe):
            with pytest.raises(pg.HandError):
                fn(game, deck[:n])
    for n in [4] if game is Game.BADUGI else [5, 6, 7]:
        assert pg.rank(game, deck[:n]) is not None


@pytest.mark.parametrize("game", ALL_GAMES, ids=lambda g: g.name)
def test_duplicate_cards_are_card_errors(game):
    hand = "As As 2c 3d" if game is Game.BADUGI else "As As 2c 3d 4h"
    with pytest.raises(pg.CardError):
        pg.rank(game, hand)


# ---- Omaha ------------------------------------------------------------------------------


def test_omaha_exactly_two_hole_cards_four_board_spades_and_one_hole_spade_is_no_flush(impl):
    board = "As Ks 7s 2s 3d"
    hole = "Qs Jc 9h 4d"
    # Hold'em style (any five of nine) it would be a flush ...
    assert impl.category("HIGH", pg.parse_cards(board) + pg.parse_cards("Qs Jc")) == "flush"
    # ... but Omaha uses two hole cards and three board cards: A-K-Q-J-7, no flush.
    assert pg.omaha_rank(Game.HIGH, hole, board) == pg.rank(Game.HIGH, "Ad Kc Qh Jc 7d")
    # With two spades in the hole the flush is there.
    assert pg.omaha_rank(Game.HIGH, "Qs Js 9h 4d", board) == pg.rank(Game.HIGH, "As Ks Qs Js 7s")


def test_omaha_exactly_three_board_cards(impl):
    # A straight on the board does not play: two hole cards must.
    board = "9c Td Jh Qs Kc"
    assert pg.omaha_rank(Game.HIGH, "2c 3d 4h 6s", board) == pg.rank(Game.HIGH, "Kc Qs Jh 6s 4h")
    assert pg.omaha_rank(Game.HIGH, "Ac 3d 4h 6s", board) == pg.rank(Game.HIGH, "Kc Qs Jh Ac 6s")
    # A-K-Q-J-T would take four board cards: A-K-Q-J-8 plays.
    assert pg.omaha_rank(Game.HIGH, "Ac 8d 4h 6s", board) == pg.rank(Game.HIGH, "Ac Kc Qs Jh 8d")


def test_omaha_board_pair_and_hole_pair(impl):
    board = "Kc Kd 7h 4s 3c"
    # Trips in the hole: only two of them play, K-K-9-9-7 and no full house.
    assert pg.omaha_rank(Game.HIGH, "9c 9d 9h 2d", board) == pg.rank(Game.HIGH, "Kc Kd 9c 9d 7h")
    # A hole pair matching the board: a full house needs trips from two plus three.
    assert pg.omaha_rank(Game.HIGH, "7c 7d 2h 2d", board) == pg.rank(Game.HIGH, "7c 7d 7h Kc Kd")
    # Board trips and a hole pair: a full house.
    assert pg.omaha_rank(Game.HIGH, "9c 9d 2h 5d", "Kc Kd Kh 4s 3c") == pg.rank(
        Game.HIGH, "Kc Kd Kh 9c 9d"
    )


def test_omaha_low_needs_two_low_hole_cards_and_three_low_board_cards(impl):
    board = "3c 4d 5h Qs Jc"
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, "Ac 2d Kh Kd", board) == 56  # the wheel
    # One low card in the hole: no low, though the board has three and A-2... would be there.
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, "Ac Kd Kh Qd", board) is None
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, "Ac 2d Kh Kd", "3c 4d 9h Qs Jc") is None
    # A hole card pairing the board does not play twice: A-A in the hole counts once.
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, "Ac Ad 7h 8d", "3c 4d 5h Qs Jc") == pg.rank(
        Game.ACE_TO_FIVE_8, "7h Ac 5h 4d 3c"
    )
    # The low and the high of one deal are chosen separately.
    hole, board = "Ac 2d Kh Ks", "3c 4d 8h Kd Jc"
    assert pg.omaha_rank(Game.HIGH, hole, board) == pg.rank(Game.HIGH, "Kh Ks Kd Jc 8h")
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, hole, board) == pg.rank(
        Game.ACE_TO_FIVE_8, "8h 4d 3c 2d Ac"
    )


@pytest.mark.parametrize("hole", ["Ac 2d Kh Kd", "Ac 2d Kh Kd 9s", "Ac 2d Kh Kd 9s 9h"])
def test_omaha_four_five_and_six_hole_cards(impl, hole):
    board = "3c 4d 5h Qs Jc"
    assert pg.omaha_rank(Game.ACE_TO_FIVE_8, hole, board) == 56
    assert pg.omaha_rank(Game.HIGH, hole, board) == pg.rank(Game.HIGH, "Ac 2d 3c 4d 5h")
    # More hole cards never hurt: the best over every pair of them.
    more = pg.omaha_rank(Game.HIGH, "Ac 2d Kh Kd 9s 9h", board)
    assert more >= pg.omaha_rank(Game.HIGH, hole, board)


@pytest.mark.parametrize(
    ("game", "hole", "board", "error"),
    [
        (Game.HIGH, "Ac 2d Kh", "3c 4d 5h Qs Jc", pg.HandError),  # 3 hole cards
        (Game.HIGH, "Ac 2d Kh Kd 9s 9h 8c", "3c 4d 5h Qs Jc", pg.HandError),  # 7
        (Game.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs", pg.HandError),  # 4 board cards
        (Game.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc Tc", pg.HandError),  # 6
        (Game.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Ac", pg.CardError),  # Ac in both
        (Game.ACE_TO_FIVE_8, "Ac 2d Kh Kd", "3c 4d 5h Qs 2d", pg.CardError),
        (Game.HIGH, "Ac 2d Kh Jk", "3c 4d 5h Qs Jc", pg.HandError),  # the joker
        (Game.ACE_TO_FIVE, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Game.DEUCE_TO_SEVEN, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Game.BADUGI, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Game.PAIGOW_HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
    ],
)
def test_omaha_errors(game, hole, board, error):
    with pytest.raises(error):
        pg.omaha_rank(game, hole, board)


# ---- the tables of docs/rankings.md ---------------------------------------------------


def _page_examples() -> list[tuple[str, str, str, str, str]]:
    """(game, category, hand, phrase, rank) of every row of the page's example tables,
    the game from the heading above the table, e.g. "## Traditional high (`HIGH`)"."""
    rows = []
    game = None
    for line in RANKINGS_PAGE.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"^## .*\(`([A-Z_0-9]+)`\)$", line)
        if heading:
            game = heading[1]
        row = re.match(r"^\| ([a-z -]+) \| `([^`]+)` \| ([^|]+) \| `?(\w+)`? \|$", line)
        if row and game:
            rows.append((game, *row.groups()))
    return rows


def test_the_rankings_page_has_example_tables():
    assert {game for game, *_ in _page_examples()} == {
        "HIGH",
        "ACE_TO_FIVE",
        "ACE_TO_FIVE_8",
        "DEUCE_TO_SEVEN",
        "BADUGI",
    }


@pytest.mark.parametrize("game", [g.name for g in ALL_GAMES])
def test_the_example_tables_of_the_rankings_page(impl, game):
    rows = [row for row in _page_examples() if row[0] == game]
    assert rows
    for _, category, hand, phrase, rank in rows:
        assert impl.category(game, hand) == category, hand
        if impl.name == "core":
            assert pg.describe(game, hand) == phrase, hand
            assert pg.rank(game, hand) == (None if rank == "None" else int(rank)), hand
    # The rows are given best first: the same order on both implementations.
    keys = [impl.key(game, hand) for _, _, hand, _, rank in rows if rank != "None"]
    assert all(a >= b for a, b in zip(keys, keys[1:])), game
