"""Badugi and Omaha's two-plus-three rule (docs/rankings.md). Order, ties and categories on
the core and on the reference (the `impl` fixture); the core's ranks, phrases and
pg.omaha_rank on the core alone, the reference's keys and omaha_key on the reference
alone."""

from __future__ import annotations

import pytest

import paigow_fast as pg
from paigow_fast import Ranking
from paigow_fast.reference import (
    ace_to_five_key,
    badugi_key,
    high_key,
    omaha_key,
    parse,
)

from ordering import assert_order, assert_tie, better, same

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
    assert pg.describe(Ranking.BADUGI, hand) == phrase


def test_badugi_a_pair_or_a_shared_suit_leaves_the_lowest_three(impl):
    # A pair: only one of the fours plays. Which suit it has does not matter.
    assert_tie(impl, Ranking.BADUGI, "As 2d 4h 4c", "Ac 2d 4h 4s", "As 2d 4c 7c")
    # Two hearts: the lower one plays where that gives the lower hand.
    assert_tie(impl, Ranking.BADUGI, "As 2d 3h Kh", "Ac 2s 3d Kd")
    # Two clubs leave 5-2-A; with the three of spades instead the hand is a badugi.
    assert impl.category("BADUGI", "Ad 2c 5h 3c") == "three-card"
    assert impl.category("BADUGI", "Ad 2c 5h 3s") == "badugi"


def test_badugi_the_non_playing_card_never_breaks_a_tie(impl):
    assert_tie(impl, Ranking.BADUGI, "Ac 2d 4h Kh", "Ac 2d 4h 5h", "Ac 2d 4h 4s", "Ac 2d 4h Ad")
    assert_tie(impl, Ranking.BADUGI, "Ah 5h 9h 2c", "Ah 5h Kh 2c", "Ah 2c 2h 2s")
    assert_tie(impl, Ranking.BADUGI, "3h 7h 9h Kh", "3s 4s 5s 6s")


def test_badugi_more_playing_cards_always_win(impl):
    assert_order(
        impl,
        Ranking.BADUGI,
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
    assert pg.rank(Ranking.BADUGI, "4c 3d 2h As") == 1_092
    assert pg.rank(Ranking.BADUGI, "Kc Kd Kh Ks") == 1


def test_badugi_same_size_compares_from_the_highest_card_down_ace_low(impl):
    assert_order(
        impl,
        Ranking.BADUGI,
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
    assert_order(impl, Ranking.BADUGI, ["Kc 2d 3h As", "Kc 2d 3h 4s"])  # the ace is low
    # A four-card straight is no penalty; suits never rank.
    assert_tie(impl, Ranking.BADUGI, "4c 3d 2h As", "4s 3h 2d Ac")
    # Three-card hands likewise: 3-2-A beats 4-2-A.
    assert_order(impl, Ranking.BADUGI, ["3c 2d Ah 5h", "4c 2d Ah 5h"])


# ---- Omaha ------------------------------------------------------------------------------


def test_omaha_four_board_spades_and_one_hole_spade_is_no_flush(impl):
    # Hold'em style (any five of nine) it would be a flush: Omaha's hand is in the table below.
    assert impl.category("HIGH", pg.parse_cards("As Ks 7s 2s 3d Qs Jc")) == "flush"


@pytest.mark.parametrize(
    ("hole", "board", "plays"),
    [
        # Omaha uses two hole cards and three board cards: A-K-Q-J-7, no flush ...
        ("Qs Jc 9h 4d", "As Ks 7s 2s 3d", "Ad Kc Qh Jc 7d"),
        # ... and with two spades in the hole the flush is there.
        ("Qs Js 9h 4d", "As Ks 7s 2s 3d", "As Ks Qs Js 7s"),
        # A straight on the board does not play: two hole cards must.
        ("2c 3d 4h 6s", "9c Td Jh Qs Kc", "Kc Qs Jh 6s 4h"),
        ("Ac 3d 4h 6s", "9c Td Jh Qs Kc", "Kc Qs Jh Ac 6s"),
        # A-K-Q-J-T would take four board cards: A-K-Q-J-8 plays.
        ("Ac 8d 4h 6s", "9c Td Jh Qs Kc", "Ac Kc Qs Jh 8d"),
        # Trips in the hole: only two of them play, K-K-9-9-7 and no full house.
        ("9c 9d 9h 2d", "Kc Kd 7h 4s 3c", "Kc Kd 9c 9d 7h"),
        # A hole pair matching the board: a full house needs trips from two plus three.
        ("7c 7d 2h 2d", "Kc Kd 7h 4s 3c", "7c 7d 7h Kc Kd"),
        # Board trips and a hole pair: a full house.
        ("9c 9d 2h 5d", "Kc Kd Kh 4s 3c", "Kc Kd Kh 9c 9d"),
    ],
)
def test_omaha_plays_exactly_two_hole_cards_and_three_board_cards(hole, board, plays):
    assert pg.omaha_rank(Ranking.HIGH, hole, board) == pg.rank(Ranking.HIGH, plays)


def test_omaha_low_needs_two_low_hole_cards_and_three_low_board_cards(impl):
    board = "3c 4d 5h Qs Jc"
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, "Ac 2d Kh Kd", board) == 56  # the wheel
    # One low card in the hole: no low, though the board has three and A-2... would be there.
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, "Ac Kd Kh Qd", board) is None
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, "Ac 2d Kh Kd", "3c 4d 9h Qs Jc") is None
    # A hole card pairing the board does not play twice: A-A in the hole counts once.
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, "Ac Ad 7h 8d", "3c 4d 5h Qs Jc") == pg.rank(
        Ranking.ACE_TO_FIVE_8, "7h Ac 5h 4d 3c"
    )
    # The low and the high of one deal are chosen separately.
    hole, board = "Ac 2d Kh Ks", "3c 4d 8h Kd Jc"
    assert pg.omaha_rank(Ranking.HIGH, hole, board) == pg.rank(Ranking.HIGH, "Kh Ks Kd Jc 8h")
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, hole, board) == pg.rank(
        Ranking.ACE_TO_FIVE_8, "8h 4d 3c 2d Ac"
    )


@pytest.mark.parametrize("hole", ["Ac 2d Kh Kd", "Ac 2d Kh Kd 9s", "Ac 2d Kh Kd 9s 9h"])
def test_omaha_four_five_and_six_hole_cards(impl, hole):
    board = "3c 4d 5h Qs Jc"
    assert pg.omaha_rank(Ranking.ACE_TO_FIVE_8, hole, board) == 56
    assert pg.omaha_rank(Ranking.HIGH, hole, board) == pg.rank(Ranking.HIGH, "Ac 2d 3c 4d 5h")
    # More hole cards never hurt: the best over every pair of them.
    more = pg.omaha_rank(Ranking.HIGH, "Ac 2d Kh Kd 9s 9h", board)
    assert more >= pg.omaha_rank(Ranking.HIGH, hole, board)


@pytest.mark.parametrize(
    ("game", "hole", "board", "error"),
    [
        (Ranking.HIGH, "Ac 2d Kh", "3c 4d 5h Qs Jc", pg.HandError),  # 3 hole cards
        (Ranking.HIGH, "Ac 2d Kh Kd 9s 9h 8c", "3c 4d 5h Qs Jc", pg.HandError),  # 7
        (Ranking.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs", pg.HandError),  # 4 board cards
        (Ranking.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc Tc", pg.HandError),  # 6
        (Ranking.HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Ac", pg.CardError),  # Ac in both
        (Ranking.ACE_TO_FIVE_8, "Ac 2d Kh Kd", "3c 4d 5h Qs 2d", pg.CardError),
        (Ranking.HIGH, "Ac 2d Kh Jk", "3c 4d 5h Qs Jc", pg.HandError),  # the joker
        (Ranking.ACE_TO_FIVE, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Ranking.DEUCE_TO_SEVEN, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Ranking.BADUGI, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
        (Ranking.PAIGOW_HIGH, "Ac 2d Kh Kd", "3c 4d 5h Qs Jc", pg.HandError),
    ],
)
def test_omaha_errors(game, hole, board, error):
    with pytest.raises(error):
        pg.omaha_rank(game, hole, board)


# ---------------------------------------------------------------------------
# Badugi
# ---------------------------------------------------------------------------


def test_badugi_examples(impl):
    b = badugi_key
    assert impl.category("BADUGI", "Kc Qd Jh Ts") == "badugi"
    assert b(parse("4c 2d Ah 4s")) == (3, -3, -1, 0)  # a pair leaves 4-2-A
    assert b(parse("3c 2h Ad 9h")) == (3, -2, -1, 0)  # two hearts leave 3-2-A
    assert b(parse("5c 5d Ah As")) == (2, -4, 0)  # two pairs leave 5-A
    assert b(parse("2h 7h 9h Ac")) == (2, -1, 0)  # three hearts leave 2-A
    assert b(parse("Ac Ad Ah As")) == (1, 0)  # four aces play as an ace
    assert b(parse("9s 5s Ks 3s")) == (1, -2)  # four of one suit: the lowest card
    assert impl.category("BADUGI", "9s 5s Ks 3s") == "one-card"
    assert impl.category("BADUGI", "5c 5d Ah As") == "two-card"
    assert impl.category("BADUGI", "3c 2h Ad 9h") == "three-card"


def test_badugi_order_and_ties(impl):
    b = badugi_key
    # any badugi beats any three-card hand
    assert better(impl, "BADUGI", "Kc Qd Jh Ts", "Ac 2d 3h 3s")
    assert better(impl, "BADUGI", "Kc Qd Jh Jc", "Ac 2c 3d 3h")  # three-card beats two-card
    assert better(impl, "BADUGI", "4c 3d 2h As", "5c 3d 2h As")
    # compare from the highest card down
    assert better(impl, "BADUGI", "5c 3d 2h As", "5c 4d 2h As")
    assert better(impl, "BADUGI", "4c 3d 2h As", "4c 3d 2h Ac")  # four-card straight no penalty
    # the non-playing card never breaks a tie
    assert same(impl, "BADUGI", "4c 2d Ah 4s", "4c 2d Ah 4d")
    assert same(impl, "BADUGI", "4c 2d Ah 4s", "4h 2d Ac 2s")
    # the lowest set of the largest size: A-2-3 with a spade 9 is still a 4-card badugi
    assert b(parse("Ac 2d 3h 9s")) == (4, -8, -2, -1, 0)
    assert better(impl, "BADUGI", "2c 2d Ah 3s", "Ac 2d 4h 4s")


# ---------------------------------------------------------------------------
# Omaha
# ---------------------------------------------------------------------------


def test_omaha_high_two_plus_three(impl):
    assert omaha_key("HIGH", parse("As Ks 2c 3d"), parse("Qs Js Ts 4h 5h")) == high_key(
        parse("As Ks Qs Js Ts")
    )
    # four hearts on board, one in the hand: no flush with exactly two hole cards
    hole, board = parse("3h 4c 9d 9s"), parse("Ah Kh Qh Jh 2c")
    k = omaha_key("HIGH", hole, board)
    assert impl.category("HIGH", "3h 9d 9s Ah Kh Qh Jh") == "flush"  # best-of-7 would be
    assert k == high_key(parse("9d 9s Ah Kh Qh"))  # a pair of nines
    # one card in the hand does not make a straight with four on board
    assert omaha_key("HIGH", parse("Tc 2d 2h 3s"), parse("Ah Kd Qc Jc 7d")) == high_key(
        parse("2d 2h Ah Kd Qc")
    )


def test_omaha_low():
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d Kh Ks"), parse("3c 4d 5h Qs Qd")) == (
        ace_to_five_key(parse("Ac 2d 3c 4d 5h"))
    )
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d Kh Ks"), parse("3c 4d Kc Qs Qd")) is None
    # a low needs two of the hole cards: A-2-3-4 in the hand and 8-7-6-K-K board -> 8-7-6-2-A
    assert omaha_key("ACE_TO_FIVE_8", parse("Ac 2d 3h 4s"), parse("8c 7d 6h Ks Kd")) == (
        ace_to_five_key(parse("8c 7d 6h 2d Ac"))
    )
    # five and six hole cards are allowed
    assert omaha_key("HIGH", parse("As Ks 2c 3d 4d"), parse("Qs Js Ts 4h 5h")) is not None
    assert omaha_key("HIGH", parse("As Ks 2c 3d 4d 6c"), parse("Qs Js Ts 4h 5h")) is not None


def test_reference_omaha_key_errors():
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c"), parse("Qs Js Ts 4h 5h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c 3c"), parse("Qs Js Ts 4h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c 3c"), parse("As Js Ts 4h 5h"))  # card in both
    with pytest.raises(ValueError):
        omaha_key("BADUGI", parse("As Ks 2c 3c"), parse("Qs Js Ts 4h 5h"))
    with pytest.raises(ValueError):
        omaha_key("HIGH", parse("As Ks 2c Jk"), parse("Qs Js Ts 4h 5h"))
