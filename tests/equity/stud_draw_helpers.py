"""Shared by the stud and draw equity tests: exact equity checked against the
reference's brute force, and Monte Carlo against exact."""

from __future__ import annotations

from fractions import Fraction

import pytest

import paigow_fast as pg
from paigow_fast.reference import equity as reference

from .helpers import cards


def parse_range(text: str) -> list[tuple[list[int], Fraction]]:
    """An explicit range ("AhKh2c:0.5, ...") as the reference reads it."""
    out = []
    for piece in text.split(","):
        body, _, weight = piece.strip().partition(":")
        out.append((cards(body), Fraction(weight) if weight else Fraction(1)))
    return out


def check_against_reference(game: str, players: list[str], dead: str = "") -> pg.EquityResult:
    got = pg.equity(players, dead=dead, game=game, method="exact")
    want = reference.equity(game, [parse_range(p) for p in players], (), cards(dead))
    assert got.exact and got.method == "exact" and got.game == game
    assert got.fractions == want.equity
    for field in ("win", "tie", "high", "low"):
        expected = [float(x) for x in getattr(want, field)]
        assert getattr(got, field) == pytest.approx(expected, abs=1e-12)
    assert sum(got.fractions) == 1
    return got


def check_monte_carlo(game: str, players: list[str], dead: str = "") -> None:
    exact = pg.equity(players, dead=dead, game=game, method="exact")
    mc = pg.equity(players, dead=dead, game=game, method="monte-carlo", stdev=2e-3, seed=11)
    assert mc.method == "monte-carlo" and mc.samples is not None
    for e, m, s in zip(exact.equity, mc.equity, mc.stderr):
        assert 0 < s <= 2e-3
        assert abs(e - m) <= 4 * s
