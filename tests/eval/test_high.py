"""Traditional high (docs/rankings.md): one test for each tie rule and decision, the best
five of six and seven cards. Order, ties and categories on the core and on the reference
(the `impl` fixture); the core's ranks on the core alone, the reference's keys on the
reference alone."""

from __future__ import annotations

import pytest

import paigow_fast as pg
from paigow_fast import Ranking

from ordering import assert_order, assert_tie, better, same

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
        impl, Ranking.HIGH,
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
        impl, Ranking.HIGH, ["Ah Kh Qh Jh Th", "Kc Qc Jc Tc 9c", "6d 5d 4d 3d 2d", "5s 4s 3s 2s As"]
    )
    assert_tie(impl, Ranking.HIGH, "Ah Kh Qh Jh Th", "As Ks Qs Js Ts")
    assert pg.rank(Ranking.HIGH, "As Ks Qs Js Ts") == 7_462  # the best of the 7,462 classes


def test_high_quads_then_kicker(impl):
    assert_order(impl, Ranking.HIGH, ["3c 3d 3h 3s 2c", "2c 2d 2h 2s Ac"])
    # Community cards: equal quads on the board, the higher fifth card decides.
    board = "Kc Kd Kh Ks 2d"
    assert_order(impl, Ranking.HIGH, [f"{board} 8c 3h", f"{board} 7c 6h"])
    # ... unless the board's own kicker plays for both: a split.
    assert_tie(impl, Ranking.HIGH, "Kc Kd Kh Ks Ad 8c 3h", "Kc Kd Kh Ks Ad 7c 6h")


def test_high_full_house_trips_then_pair(impl):
    assert_order(impl, Ranking.HIGH, ["3c 3d 3h 2s 2c", "2c 2d 2h As Ac"])
    # Equal trips on the board: the higher pair decides.
    board = "Kc Kd Kh 4s 2d"
    assert_order(impl, Ranking.HIGH, [f"{board} 8c 8h", f"{board} 7c 7h", f"{board} 4c 3h"])
    # Seven cards: two trips make the higher full; trips and two pairs take the higher pair.
    assert_tie(impl, Ranking.HIGH, "Kc Kd Kh 7s 7c 7d 2s", "Kc Kd Kh 7s 7c")
    assert_tie(impl, Ranking.HIGH, "Kc Kd Kh 7s 7c 8d 8s", "Kc Kd Kh 8s 8c")


def test_high_flush_card_by_card(impl):
    assert_order(
        impl, Ranking.HIGH,
        [
            "Ac Kc 9c 5c 3c",
            "Ad Kd 9d 5d 2d",  # fifth card
            "Ah Kh 9h 4h 3h",  # fourth card
            "As Ks 8s 5s 3s",  # third card
            "Ac Qc 9c 5c 3c",  # second card
            "Kd Qd Jd 9d 8d",  # first card
        ],
    )
    assert_tie(impl, Ranking.HIGH, "Ac Kc 9c 5c 3c", "Ah Kh 9h 5h 3h")
    # Six or seven of a suit: the best five of them.
    assert_tie(impl, Ranking.HIGH, "Ac Kc 9c 5c 3c 2c Ad", "Ac Kc 9c 5c 3c")


def test_high_straight_top_card_ace_high_or_low(impl):
    assert_order(
        impl, Ranking.HIGH,
        ["Ac Kd Qh Js Tc", "Kd Qh Js Tc 9c", "6c 5d 4h 3s 2c", "5c 4d 3h 2s Ac"],
    )
    # The wheel is the lowest straight but still a straight, above any trips.
    assert_order(impl, Ranking.HIGH, ["5c 4d 3h 2s Ac", "Ac Ad Ah Ks Qc"])
    assert impl.category("HIGH", "5c 4d 3h 2s Ac") == "straight"
    # A-K-Q-J-T is the only place the ace is high: no wrap-around straight.
    assert impl.category("HIGH", "Qc Kd Ah 2s 3c") == "high card"
    # With a six too, the six-high straight plays.
    assert_tie(impl, Ranking.HIGH, "Ac 2d 3h 4s 5c 6d", "2d 3h 4s 5c 6d")


def test_high_trips_then_side_cards(impl):
    assert_order(impl, Ranking.HIGH, ["8c 8d 8h 3s 2c", "7c 7d 7h As Kc"])
    board = "9c 9d 9h 4s 2d"
    assert_order(impl, Ranking.HIGH, [f"{board} Ac 5h", f"{board} Kc Qh", f"{board} Kc Jh"])


def test_high_two_pair_then_second_pair_then_kicker(impl):
    assert_order(
        impl, Ranking.HIGH,
        [
            "Kc Kd 8h 8s 3c",
            "Kc Kd 7h 7s Ac",  # second pair
            "Kc Kd 7h 7s Qc",  # kicker
            "Qc Qd Jh Js Ac",  # top pair
        ],
    )
    # Three pairs among seven cards: the two highest pairs and the best kicker.
    assert_tie(impl, Ranking.HIGH, "Kc Kd 7h 7s 5c 5d 2h", "Kc Kd 7h 7s 5c")
    assert_tie(impl, Ranking.HIGH, "Kc Kd 7h 7s 5c 5d Ah", "Kc Kd 7h 7s Ac")


def test_high_pair_then_kickers_one_by_one(impl):
    assert_order(
        impl, Ranking.HIGH,
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
        impl, Ranking.HIGH,
        ["Ac Kd 9h 5c 3d", "Ac Kd 9h 5c 2d", "Ac Kd 8h 7c 6d", "Ac Qd Jh Tc 8d", "Kc Qd Jh Tc 8d"],
    )
    assert_tie(impl, Ranking.HIGH, "Ac Kd 9h 5c 3d", "Ad Kh 9s 5d 3c")


def test_high_best_five_of_six_and_seven(impl):
    assert impl.category("HIGH", "As Ks Qs Js Ts 2c 3d") == "royal flush"
    assert impl.category("HIGH", "2c 2d 2h 2s 3c 3d 3h") == "four of a kind"
    assert_tie(impl, Ranking.HIGH, "2c 2d 2h 2s 3c 3d 3h", "2c 2d 2h 2s 3c")
    # A flush beats the straight in the same seven cards.
    assert impl.category("HIGH", "9c Td Jc Qc Kc 2c 8h") == "flush"
    assert impl.category("HIGH", "9c Tc Jc Qc Kc 2c 8h") == "straight flush"
    # Order does not matter.
    assert_tie(impl, Ranking.HIGH, "Ac Kd 9h 5c 3d 2s 4h", "4h 2s 3d 5c 9h Kd Ac")


# ---------------------------------------------------------------------------
# Traditional high
# ---------------------------------------------------------------------------


def test_high_wheel_is_lowest_straight(impl):
    assert better(impl, "HIGH", "2c 3d 4h 5s 6c", "Ac 2d 3h 4s 5c")
    assert better(impl, "HIGH", "Ac 2d 3h 4s 5c", "Ac Ad Ah Ks Qc")  # still a straight
    assert better(impl, "HIGH", "Ac Kd Qh Js Tc", "9c Td Jh Qs Kc")
    assert impl.category("HIGH", "Ac 2d 3h 4s 5c") == "straight"
    assert impl.category("HIGH", "Ah 2h 3h 4h 5h") == "straight flush"
    assert impl.category("HIGH", "Ah Kh Qh Jh Th") == "royal flush"
    assert better(impl, "HIGH", "2h 3h 4h 5h 6h", "Ah 2h 3h 4h 5h")


def test_high_seven_cards(impl):
    assert impl.category("HIGH", "Ah Kh Qh Jh Th 2c 3d") == "royal flush"
    assert same(impl, "HIGH", "Ac Ad Kh Ks Qc Qd 2h", "Ac Ad Kh Ks Qc")  # best kicker
    assert impl.category("HIGH", "Ac Ad Ah Ks Kc Qd Qh") == "full house"
