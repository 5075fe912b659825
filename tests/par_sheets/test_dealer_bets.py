"""Bets on the dealer's seven cards in a par sheet: the pay table's `hand`, and Face Up's
Ace-High bet, whose covariance with the main bet is exact (the main bet pushes exactly
when it wins)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg

RESULTS = Path(__file__).resolve().parents[2] / "results"
ACE_HIGH = pg.PayTable({"ace-high-pai-gow": 9}, name="Ace-High", hand="dealer")


def test_a_table_says_whose_hand_it_pays_on() -> None:
    assert pg.PAY_TABLES["dealer-bonus"].hand == "dealer"
    assert pg.PAY_TABLES["fortune"].hand == "player"
    assert ACE_HIGH != pg.PayTable({"ace-high-pai-gow": 9}, name="Ace-High")
    assert "hand='dealer'" in repr(ACE_HIGH)
    for text in (ACE_HIGH.to_toml(), ACE_HIGH.to_json()):
        back = pg.PayTable.from_toml(text) if "[pays]" in text else pg.PayTable.from_json(text)
        assert back == ACE_HIGH and back.hand == "dealer"
    assert pg.PayTable({"flush": 1}, hand="Dealer").hand == "dealer"
    with pytest.raises(pg.PayTableError, match="hand must be 'player' or 'dealer'"):
        pg.PayTable({"flush": 1}, hand="banker")


def test_face_up_ace_high_covariance_is_exact_and_agrees_with_a_simulation() -> None:
    sheet = pg.par_sheet(results=RESULTS / "golden-nugget-face-up", side_bets=[ACE_HIGH])
    data = sheet.to_json()
    [cov] = data["covariance"]
    assert cov["available"], cov
    main, side = data["wagers"][0], data["wagers"][-1]
    ev_x, ev_y = Fraction(main["ev"]["exact"]), Fraction(side["ev"]["exact"])
    assert Fraction(cov["covariance"]["exact"]) == -ev_x * (1 + ev_y)
    # The same from deals: the house way on both sides, the main bet 0 when the dealer
    # holds an ace-high pai gow, the Ace-High bet 9 to 1 then and -1 otherwise.
    deals = pg.deal(200_000, seed=11)
    player = pg.house_way_many(deals[:, :7])
    dealer = pg.house_way_many(deals[:, 7:])
    ace_high = pg.side_bet_events_many(ACE_HIGH, deals[:, 7:]) == 0
    x = np.where(ace_high, 0.0, pg.settle_many(player, dealer, commission=0.0))
    y = np.where(ace_high, 9.0, -1.0)
    sample = np.cov(x, y)[0, 1]
    se = np.std((x - x.mean()) * (y - y.mean())) / np.sqrt(len(x))
    assert abs(sample - float(Fraction(cov["covariance"]["exact"]))) < 4 * se


def test_other_dealer_bets_say_why_there_is_no_covariance() -> None:
    sheet = pg.par_sheet(results=RESULTS / "golden-nugget", side_bets=[ACE_HIGH])
    [cov] = sheet.to_json()["covariance"]
    assert not cov["available"] and "dealer's seven cards" in cov["why"]
