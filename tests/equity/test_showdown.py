"""Showdowns: the pot settled on known cards, in the equity games (from the exact
engine with nothing left to come) and in the ranking games."""

from __future__ import annotations

from fractions import Fraction

import pytest

import paigow_fast as pg


def test_holdem_showdowns_and_compare() -> None:
    s = pg.showdown(["AhKh", "QsQd", "2c2d"], board="Qc 7h 4h 9s 3c")
    assert s.winners == (1,) and s.shares == (0, 1, 0) and s.low == ()
    assert pg.winners(["AhKd", "AsKc"], "2c 7d 9h Ts 3s") == (0, 1)
    assert pg.compare("AhKd", "AsKc", "2c 7d 9h Ts 3s") == 0
    assert pg.compare("AhKh", "QsQd", "2h 7h 9h Ts 3s") == 1
    assert pg.compare("QsQd", "AhKh", "2h 7h 9h Ts 3s") == -1


def test_split_pots_name_the_high_and_the_low_winners() -> None:
    s = pg.showdown(["Ah2d3cKs", "KhKcQdQc"], board="4c5d8hTs9s", game="omaha-hi-lo")
    assert s.high == (1,) and s.low == (0,) and s.shares == (Fraction(1, 2), Fraction(1, 2))
    # No qualifying low: the high takes all.
    s = pg.showdown(["AhKd", "QsQd"], board="Qc Jh Th 9s 9c", game="holdem-hi-lo")
    assert s.low == () and s.winners == (1,)


def test_ranking_games_settle_the_best_hand_of_cards_and_board() -> None:
    assert pg.winners(["As Ks Qs Js Ts", "9c 9d 9h 9s 2c"], game="high") == (0,)
    assert pg.winners(["7c 5d 4h 3s 2c", "8c 5d 4h 3s 2c"], game=pg.Ranking.ACE_TO_FIVE) == (0,)
    assert pg.compare("Ah Kh", "Qs Qd", "Qc 7h 4h 9s 3c", game="high") == -1


def test_showdown_errors_name_the_player_and_the_missing_cards() -> None:
    with pytest.raises(pg.CardError, match="player 2"):
        pg.showdown(["AhKh", "AhQd"], board="2c 7d 9h Ts 3s")
    with pytest.raises(pg.CardError, match="player 2"):
        pg.showdown(["AhKh", "QQ"], board="2c 7d 9h Ts 3s")
    with pytest.raises(pg.ArgumentError, match="every card known"):
        pg.showdown(["AhKh", "QsQd"], board="2c 7d 9h")
    with pytest.raises(pg.ArgumentError, match="list of hands"):
        pg.showdown("AhKh QsQd")  # type: ignore[arg-type]
