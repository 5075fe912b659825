"""Single-draw equity (2-7, A-5, badugi): exact against the reference's brute force,
Monte Carlo against exact, and the bad inputs of the stud and draw games."""

from __future__ import annotations

import pytest

import paigow_fast as pg

from .stud_draw_helpers import check_against_reference, check_monte_carlo

ONE_CARD_DRAWS = [
    ("2-7-draw", ["2h3h4h5h", "7c5d4s3d"]),  # straights and flushes count against
    ("2-7-draw", ["As2d3c4h", "Kc8d7s6h"]),  # the ace is high: A-5-4-3-2 no straight
    ("2-7-draw", ["2h3h4h5h7h", "7c5d4s3d"]),  # a pat flush
    ("a-5-draw", ["As2d3c4h", "2s3s4s5s"]),
    ("badugi-draw", ["As2s3s4s", "KcKdQh"]),  # one-card badugi pat against a draw
    ("badugi-draw", ["As2d3h", "Kc2c3c"]),
    ("badugi-draw", ["As2d3h4c", "Ks2c3d5h"]),  # both pat: four-card badugis
    ("badugi-draw", ["AsAd2s2d", "3c4c5d6d", "Kh7h"]),  # two cards play; three players
]


@pytest.mark.parametrize(("game", "players"), ONE_CARD_DRAWS)
def test_exact_equals_the_reference(game: str, players: list[str]) -> None:
    check_against_reference(game, players)


def test_dead_cards_and_weighted_ranges_equal_the_reference() -> None:
    check_against_reference("2-7-draw", ["2h3h4h5h:0.5, 2c3d4s6h", "7c5d4s3d"], dead="6d6s8c")
    check_against_reference("badugi-draw", ["As2d3h, As2d4h:0.3", "Kc2c3c"], dead="4c5c")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "players"),
    [
        ("2-7-draw", ["2h3d4c", "7s5s"]),
        ("a-5-draw", ["As2d", "random"]),
        ("badugi-draw", ["As2d3h, As2d4h:0.5", "random"]),
    ],
)
def test_monte_carlo_agrees_with_exact(game: str, players: list[str]) -> None:
    check_monte_carlo(game, players)


BAD = [
    (["AhKh2c3c4d5d6d7d", "2s3s"], "stud", pg.HandError, r"player 1: a hand .* at most 7"),
    (["2h3h4h5h6h7h", "2d"], "2-7-draw", pg.HandError, r"player 1: .* at most 5 cards"),
    (["AsKd2c3h4h", "2d"], "badugi-draw", pg.HandError, r"player 1: .* at most 4 cards"),
    (["AsKd2c", "2c3d"], "razz", pg.CardError, r"player 2: card 2c is also held by player 1"),
    (["AsKd2c2c", "3d"], "a-5-draw", pg.CardError, r"player 1: card 2c twice"),
    (["AsKd", "random"], "pineapple", pg.ArgumentError, r"unknown equity game 'pineapple'"),
]


@pytest.mark.parametrize(("players", "game", "error", "message"), BAD)
def test_bad_input_is_one_clear_error(
    players: list[str], game: str, error: type[pg.Error], message: str
) -> None:
    with pytest.raises(error, match=message):
        pg.equity(players, game=game)


def test_no_board_and_no_card_twice_in_the_dead() -> None:
    with pytest.raises(pg.ArgumentError, match="razz has no board"):
        pg.equity(["As2d3c", "KsKdQh"], board="2h3h4h", game="razz")
    with pytest.raises(pg.CardError, match="player 1: card As .*dead"):
        pg.equity(["As2d3c", "KsKdQh"], dead="As", game="razz")
