"""The low rankings (docs/rankings.md): ace-to-five (razz), eight or better and
deuce-to-seven, and the wheel in every game. Order, ties and categories on the core and
on the reference (the `impl` fixture); the core's ranks and phrases on the core alone,
the reference's keys on the reference alone."""

from __future__ import annotations

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast import Ranking
from paigow_fast.reference import (
    ace_to_five_8_key,
    ace_to_five_key,
    category,
    deuce_to_seven_key,
    key,
    parse,
)

from ordering import assert_order, assert_tie, better, same

# ---- ace-to-five (razz) -------------------------------------------------------------


def test_ace_to_five_the_wheel_is_the_best_hand_straights_flushes_ignored(impl):
    wheel = "5c 4d 3h 2s Ac"
    assert pg.rank(Ranking.ACE_TO_FIVE, wheel) == 6_175  # the best of the 6,175 classes
    assert_tie(impl, Ranking.ACE_TO_FIVE, wheel, "5h 4h 3h 2h Ah")  # suited: still the wheel
    assert_tie(impl, Ranking.ACE_TO_FIVE, "6c 5d 4h 3s 2c", "6h 5h 4h 3h 2h")
    assert impl.category("ACE_TO_FIVE", "5h 4h 3h 2h Ah") == "no pair"
    assert pg.describe(Ranking.ACE_TO_FIVE, wheel) == "Five-four low (the wheel)"


def test_ace_to_five_the_ace_is_always_low(impl):
    assert_order(
        impl,
        Ranking.ACE_TO_FIVE,
        ["6c 4d 3h 2s Ac", "7c 4d 3h 2s 5c", "Kc Qd Jh Ts 9c", "Ac Ad 2h 3s 4c"],
    )
    assert_order(impl, Ranking.ACE_TO_FIVE, ["Kc Qd Jh Ts Ac", "Kc Qd Jh Ts 2c"])


def test_ace_to_five_highest_card_then_the_next_down_to_the_fifth(impl):
    assert_order(
        impl, Ranking.ACE_TO_FIVE,
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
        impl, Ranking.ACE_TO_FIVE,
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
    assert pg.rank(Ranking.ACE_TO_FIVE, "Kc Kd Qh Js Tc") is not None
    assert pg.rank(Ranking.ACE_TO_FIVE, "Kc Kd Kh Ks Qc") == 1
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
        Ranking.ACE_TO_FIVE,
        ["Ac Ad 4h 3s 2c", "2c 2d 4h 3s Ac", "2c 2d 5h 3s Ac", "3c 3d 4h 2s Ac"],
    )


def test_ace_to_five_best_five_of_six_and_seven(impl):
    assert_tie(impl, Ranking.ACE_TO_FIVE, "Kc Kd 5h 4s 3c 2d Ah", "5h 4s 3c 2d Ah")
    assert_tie(impl, Ranking.ACE_TO_FIVE, "8c 7d 6h 5s 4c 3d", "7d 6h 5s 4c 3d")
    # Seven cards with only four ranks: the pair is unavoidable, and the lowest pair plays.
    assert impl.category("ACE_TO_FIVE", "Ac Ad 2h 2s 3c 3d 4h") == "pair"
    assert_tie(impl, Ranking.ACE_TO_FIVE, "Ac Ad 2h 2s 3c 3d 4h", "Ac Ad 4h 3c 2s")
    assert impl.category("ACE_TO_FIVE", "Ac Ad Ah As 2c 2d 2h") == "full house"


# ---- ace-to-five eight-or-better ------------------------------------------------------


def test_eight_or_better_qualifies_and_orders_as_ace_to_five(impl):
    assert_order(
        impl, Ranking.ACE_TO_FIVE_8,
        ["5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac", "6c 5d 4h 2s Ac", "8c 7d 6h 5s 3c", "8c 7d 6h 5s 4c"],
    )
    assert pg.rank(Ranking.ACE_TO_FIVE_8, "5c 4d 3h 2s Ac") == 56  # best of 56 classes
    assert pg.rank(Ranking.ACE_TO_FIVE_8, "8c 7d 6h 5s 4c") == 1  # the weakest low
    assert impl.category("ACE_TO_FIVE_8", "8c 7d 6h 5s 4c") == "eight-or-better"
    assert_tie(impl, Ranking.ACE_TO_FIVE_8, "8h 7h 6h 5h 4h", "8c 7d 6h 5s 4c")  # flushes ignored


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
    assert pg.rank(Ranking.ACE_TO_FIVE_8, hand) is None
    assert impl.category("ACE_TO_FIVE_8", hand) == "no low"
    assert pg.describe(Ranking.ACE_TO_FIVE_8, hand) == "No low"
    assert pg.rank(Ranking.ACE_TO_FIVE, hand) is not None  # razz still has a low
    assert pg.rank_many(Ranking.ACE_TO_FIVE_8, np.array([pg.parse_cards(hand)]))[0] == 0


def test_eight_or_better_best_five_of_six_and_seven(impl):
    # The unpaired low cards are picked out of pairs and high cards.
    assert_tie(impl, Ranking.ACE_TO_FIVE_8, "Ac Ad 2h 2s 3c 7d 8h", "8h 7d 3c 2s Ac")
    assert_tie(impl, Ranking.ACE_TO_FIVE_8, "Kc Qd 7h 5s 4c 3d 2h", "7h 5s 4c 3d 2h")
    assert pg.rank(Ranking.ACE_TO_FIVE_8, "9c 8d 7h 6s 5c 4d") == pg.rank(
        Ranking.ACE_TO_FIVE_8, "8d 7h 6s 5c 4d"
    )


# ---- deuce-to-seven -------------------------------------------------------------------


def test_deuce_to_seven_best_hand_is_seven_five_offsuit(impl):
    best = "7c 5d 4h 3s 2c"
    assert pg.rank(Ranking.DEUCE_TO_SEVEN, best) == 7_462  # the best of 7,462 classes
    assert impl.category("DEUCE_TO_SEVEN", best) == "high card"
    assert pg.describe(Ranking.DEUCE_TO_SEVEN, best) == "Seven-five low"
    # The same ranks in one suit are a flush, which counts against the hand: worse than
    # any no-pair hand, any pair, two pair, trips and straight.
    suited = "7h 5h 4h 3h 2h"
    assert impl.category("DEUCE_TO_SEVEN", suited) == "flush"
    assert_order(
        impl,
        Ranking.DEUCE_TO_SEVEN,
        [best, "Ac Kd Qh Js 9c", "Ac Ad Ah Ks Qc", "6c 5d 4h 3s 2c", suited],
    )


def test_deuce_to_seven_seven_five_beats_seven_six(impl):
    assert_order(
        impl, Ranking.DEUCE_TO_SEVEN,
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
    assert pg.describe(Ranking.DEUCE_TO_SEVEN, hand) == "Ace-five low"
    # Ace-high: worse than any king-high, better than any pair.
    assert_order(impl, Ranking.DEUCE_TO_SEVEN, ["Kc Qd Jh Ts 8c", hand, "2c 2d 3h 4s 5c"])
    assert impl.category("DEUCE_TO_SEVEN", "Ah 5h 4h 3h 2h") == "flush"


def test_deuce_to_seven_straights_and_pairs_count_against(impl):
    assert impl.category("DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c") == "straight"
    assert impl.category("DEUCE_TO_SEVEN", "Ac Kd Qh Js Tc") == "straight"
    assert_order(
        impl, Ranking.DEUCE_TO_SEVEN,
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
    assert pg.rank(Ranking.DEUCE_TO_SEVEN, "As Ks Qs Js Ts") == 1


def test_deuce_to_seven_best_five_of_six_and_seven(impl):
    assert_tie(impl, Ranking.DEUCE_TO_SEVEN, "7c 5d 4h 3s 2c 2d 7h", "7c 5d 4h 3s 2c")
    # Six cards in sequence: dropping an end card would leave a straight; the six goes.
    assert_tie(impl, Ranking.DEUCE_TO_SEVEN, "7c 6d 5h 4s 3c 2d", "7c 5h 4s 3c 2d")
    # Six of a suit with an offsuit card: the flush is avoided, 8-5-4-3-2 plays.
    assert_tie(impl, Ranking.DEUCE_TO_SEVEN, "7h 5h 4h 3h 2h 9h 8c", "8c 5h 4h 3h 2h")
    # Seven of one suit: a flush cannot be avoided.
    assert impl.category("DEUCE_TO_SEVEN", "7h 5h 4h 3h 2h 9h 8h") == "flush"


# ---- Pai Gow's wheel, for contrast -----------------------------------------------------


def test_the_wheel_in_each_game(impl):
    wheel = "5c 4d 3h 2s Ac"
    # HIGH: the lowest straight.
    assert impl.category("HIGH", wheel) == "straight"
    assert_order(impl, Ranking.HIGH, ["6c 5d 4h 3s 2c", wheel, "Ac Ad Ah Ks Qc"])
    # PAIGOW_HIGH: the second-highest straight.
    assert impl.category("PAIGOW_HIGH", wheel) == "straight"
    assert_order(impl, Ranking.PAIGOW_HIGH, ["Ac Kd Qh Js Tc", wheel, "Kd Qh Js Tc 9c"])
    assert pg.describe(Ranking.PAIGOW_HIGH, wheel) == "Straight, ace to five (second highest)"
    # ACE_TO_FIVE (and eight-or-better): the best hand.
    assert pg.rank(Ranking.ACE_TO_FIVE, wheel) == 6_175
    assert pg.rank(Ranking.ACE_TO_FIVE_8, wheel) == 56
    # DEUCE_TO_SEVEN: ace-high, no pair, no straight.
    assert impl.category("DEUCE_TO_SEVEN", wheel) == "high card"


# ---------------------------------------------------------------------------
# Ace-to-five
# ---------------------------------------------------------------------------


def test_ace_to_five(impl):
    assert better(impl, "ACE_TO_FIVE", "6c 4d 3h 2s Ac", "6d 5c 4s 2h Ad")  # 6-4 beats 6-5
    assert better(impl, "ACE_TO_FIVE", "5c 4d 3h 2s Ac", "6c 4d 3h 2s Ac")  # wheel best
    assert same(impl, "ACE_TO_FIVE", "5h 4h 3h 2h Ah", "5c 4d 3h 2s Ac")  # straight/flush ignored
    assert better(impl, "ACE_TO_FIVE", "Kc Qd Jh 9s 8c", "2c 2d 3h 4s 5c")  # no pair beats pair
    assert better(impl, "ACE_TO_FIVE", "Ac Ad 3h 4s 5c", "2c 2d 3h 4s 5c")  # aces the lowest pair
    assert better(impl, "ACE_TO_FIVE", "2c 2d 8h 6s 5c", "3c 3d 6h 5s 4c")  # pair rank first
    assert better(impl, "ACE_TO_FIVE", "Kc Kd Qh Qs Jc", "2c 2d 2h 3s 4c")  # two pair beats trips
    assert better(impl, "ACE_TO_FIVE", "2c 2d 2h 3s 4c", "2c 2d 2h 3s 3c") is True
    assert better(impl, "ACE_TO_FIVE", "Kc Kd Kh Qs Qc", "2c 2d 2h 2s 3c")  # full house beats quads
    names = {
        "5c 4d 3h 2s Ac": "no pair",
        "5c 5d 3h 2s Ac": "pair",
        "5c 5d 3h 3s Ac": "two pair",
        "5c 5d 5h 3s Ac": "three of a kind",
        "5c 5d 5h 3s 3c": "full house",
        "5c 5d 5h 5s 3c": "four of a kind",
    }
    for hand, name in names.items():
        assert category("ACE_TO_FIVE", parse(hand)) == name
    assert same(impl, "ACE_TO_FIVE", "Kc Qd 5h 4s 3c 2d Ac", "5h 4s 3c 2d Ac")  # seven cards


def test_ace_to_five_8(impl):
    assert ace_to_five_8_key(parse("9c 4d 3h 2s Ac")) is None
    assert ace_to_five_8_key(parse("8c 8d 3h 2s Ac")) is None
    assert ace_to_five_8_key(parse("8c 7d 6h 5s 4c")) == ace_to_five_key(parse("8c 7d 6h 5s 4c"))
    assert ace_to_five_8_key(parse("Kc Qd 5h 4s 3c 2d Ac")) == ace_to_five_key(
        parse("5h 4s 3c 2d Ac")
    )
    assert ace_to_five_8_key(parse("Kc 8d 7h 2s 2c 3d Ac")) == ace_to_five_key(
        parse("8d 7h 3d 2s Ac")
    )
    assert impl.category("ACE_TO_FIVE_8", "8c 7d 6h 5s 4c") == "eight-or-better"
    assert impl.category("ACE_TO_FIVE_8", "9c 7d 6h 5s 4c") == "no low"
    assert key("ACE_TO_FIVE_8", parse("Kc Qd Jh Ts 9c 8d 7h")) is None


# ---------------------------------------------------------------------------
# Deuce-to-seven
# ---------------------------------------------------------------------------


def test_deuce_to_seven(impl):
    assert better(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c", "7d 6c 4s 3h 2d")  # 7-5 beats 7-6
    assert better(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c", "7d 6c 5s 3h 2d")  # the page's example
    assert impl.category("DEUCE_TO_SEVEN", "Ac 5d 4h 3s 2c") == "high card"
    assert better(impl, "DEUCE_TO_SEVEN", "Kc Qd Jh 9s 8c", "Ac 5d 4h 3s 2c")  # wheel = ace high
    # straight counts against
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "6c 5d 4h 3s 2c")
    # flush counts against
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "7h 5h 4h 3h 2h")
    assert better(impl, "DEUCE_TO_SEVEN", "Ac Kd Qh Js 9c", "2c 2d 3h 4s 5c")  # pair counts against
    assert impl.category("DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c") == "straight"
    assert impl.category("DEUCE_TO_SEVEN", "Ah Kh Qh Jh Th") == "royal flush"
    best = parse("7c 5d 4h 3s 2c")
    assert all(
        deuce_to_seven_key(parse(h)) < deuce_to_seven_key(best)
        for h in ["7d 6c 5s 3h 2d", "8c 5d 4h 3s 2c", "7c 5c 4c 3c 2c", "6c 5d 4h 3s 2c"]
    )
    # seven cards: the best low five
    assert same(impl, "DEUCE_TO_SEVEN", "7c 5d 4h 3s 2c Kd Kh", "7c 5d 4h 3s 2c")
    assert same(impl, "DEUCE_TO_SEVEN", "6c 5d 4h 3s 2c 8d 9h", "8d 5d 4h 3s 2c")
