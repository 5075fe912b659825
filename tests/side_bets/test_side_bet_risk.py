"""Risk figures of the side bets: the variance and standard deviation of a unit's
return, against the spread of the exact counts and against random hands paid one by
one, in Python, the command line's table and its JSON."""

from __future__ import annotations

import json
import math
from fractions import Fraction

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast.cli import main


def _spread(p: pg.SideBetPrice) -> Fraction:
    """The mean squared distance of each hand's return from the mean."""
    pays = [(Fraction(ln.pays), ln.hands) for ln in p.lines] + [(Fraction(-1), p.nothing)]
    mean = sum(x * n for x, n in pays) / p.hands
    return sum(n * (x - mean) ** 2 for x, n in pays) / p.hands


@pytest.mark.parametrize("name", list(pg.PAY_TABLES))
def test_variance_is_the_spread_of_the_exact_counts(name: str) -> None:
    p = pg.price(name)
    assert p.variance == _spread(p) and isinstance(p.variance, Fraction)
    assert p.sd == math.sqrt(_spread(p))
    d = p.to_dict()
    assert Fraction(d["variance_exact"]) == p.variance
    assert (d["variance"], d["sd"]) == (float(p.variance), p.sd)


def test_variance_agrees_with_random_hands_paid_one_by_one() -> None:
    table = pg.PayTable({"full-house": 5, "flush": 4, "three-of-a-kind": 3, "straight": 2})
    p = pg.price(table)
    hands = pg.deal(300_000, seed=8)[:, :7]
    line = pg.side_bet_events_many(table, hands)
    pays = np.array([float(ln.pays) for ln in table.lines] + [-1.0])[line]
    # 300,000 returns: the sample standard deviation within 0.01 of the exact.
    assert abs(pays.std() - p.sd) < 0.01
    assert abs(pays.mean() - float(p.ev)) < 0.01


def test_cli_sidebet_shows_the_standard_deviation(capsys) -> None:
    p = pg.price("mania")
    assert main(["sidebet", "--table", "mania", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert Fraction(data["variance_exact"]) == p.variance and data["sd"] == p.sd
    assert main(["sidebet", "--table", "mania"]) == 0
    assert f"standard deviation {p.sd:.4f} a unit" in capsys.readouterr().out
