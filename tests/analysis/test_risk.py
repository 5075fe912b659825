"""Risk figures of the main bet: the variance and standard deviation of a deal's
payout for the house-way player, the optimal player and the banker, against a direct
computation from the exact counts, from solving every raw hand of small groups, and
against random deals settled one by one."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from test_analysis import _raw_hands, _small_groups
from test_analyze_cli import cli

import paigow_fast as pg
from paigow_fast._analysis import Outcomes

RESULTS = Path(__file__).resolve().parents[2] / "results"
RUNS = sorted(p.name for p in RESULTS.iterdir() if (p / "manifest.json").exists())
"""The committed results directories (not the optimal house way's summaries)."""


def _spread(pays: list[tuple[Fraction, int]]) -> Fraction:
    """The variance of a payout taking each value x on n deals: the mean squared
    distance from the mean."""
    deals = sum(n for _, n in pays)
    mean = sum(x * n for x, n in pays) / deals
    return sum(n * (x - mean) ** 2 for x, n in pays) / deals


def _player(o: Outcomes, c: Fraction) -> Fraction:
    return _spread([(1 - c, o.wins), (Fraction(0), o.pushes), (Fraction(-1), o.losses)])


def _banker(o: Outcomes, c: Fraction) -> Fraction:
    return _spread([(1 - c, o.losses), (Fraction(0), o.pushes), (Fraction(-1), o.wins)])


@pytest.mark.parametrize("run", RUNS)
def test_risk_of_each_committed_run_is_its_counts_spread(run: str) -> None:
    path = RESULTS / run
    manifest = json.loads((path / "manifest.json").read_text())
    if manifest["version"] != pg.__version__:
        pytest.skip(f"the committed run is of version {manifest['version']}")
    way = manifest["player_way"]
    r = pg.analyze(
        dealer=manifest["dealer"],
        player="house" if way == manifest["dealer"] else way,
        variant=manifest["variant"],
        results=path,
        progress=None,
    )
    c = Fraction(str(r.commission))
    for o in (r.house, r.optimal):
        assert o.variance(c) == _player(o, c)
        assert o.banker_variance(c) == _banker(o, c)
        assert o.sd(c) == math.sqrt(_player(o, c))
        assert o.banker_sd(c) == math.sqrt(_banker(o, c))
    assert r.variance_exact == _player(r.outcomes, c)
    assert (r.variance, r.sd) == (float(r.variance_exact), math.sqrt(r.variance_exact))
    assert r.banker_sd == math.sqrt(_banker(r.outcomes, c))
    data = r.to_json()
    for side, o in (("house", r.house), ("optimal", r.optimal)):
        assert Fraction(data[side]["variance_fraction"]) == _player(o, c)
        assert Fraction(data[side]["banker_variance_fraction"]) == _banker(o, c)
        assert data[side]["sd"] == o.sd(c) and data[side]["banker_sd"] == o.banker_sd(c)
    if run == "golden-nugget":  # a deal's payout: about 0.95 units either way
        assert 0.7 < r.sd < 0.8 and 0.7 < r.banker_sd < 0.8


def test_risk_of_small_groups_equals_every_raw_hand_solved() -> None:
    # The analysis's counts of a few groups against the spread of the payouts of
    # every deal of every raw hand of them, each hand solved on its own.
    c = Fraction(1, 20)
    for g in _small_groups(seed=21, k=3, most=150):
        _, house, optimal, _ = pg._core.Analysis("foxwoods", "foxwoods").group(g)
        hands = set().union(*(_raw_hands(rep) for rep, _ in pg._core.analysis_group_classes(g)))
        pays: dict[str, list[tuple[Fraction, int]]] = {"house": [], "best": []}
        for hand in hands:
            s = pg.solve(list(hand), dealer="foxwoods")
            for side in pays:
                win, push, loss = getattr(s, side).counts
                pays[side] += [(1 - c, win), (Fraction(0), push), (Fraction(-1), loss)]
        assert Outcomes.of(house).variance(c) == _spread(pays["house"])
        assert Outcomes.of(optimal).variance(c) == _spread(pays["best"])
        banker = [(-x * (1 - c) if x < 0 else -x / (1 - c), n) for x, n in pays["house"]]
        assert Outcomes.of(house).banker_variance(c) == _spread(banker)


def test_risk_agrees_with_random_deals_settled_one_by_one() -> None:
    path = RESULTS / "golden-nugget"
    if not (path / "manifest.json").exists():
        pytest.skip("no committed golden-nugget run")
    r = pg.analyze(dealer="golden-nugget", results=path, progress=None)
    if not r.complete:
        pytest.skip("the committed golden-nugget run is not complete")
    deals = pg.deal(400_000, seed=5)
    player = pg.house_way_many(deals[:, :7])
    dealer = pg.house_way_many(deals[:, 7:14])
    pays = pg.settle_many(player, dealer)
    banker = np.where(pays < 0, 0.95, np.where(pays > 0, -1.0, 0.0))
    # The sample standard deviation of 400,000 payouts is within 0.002 of the exact.
    assert abs(pays.std() - r.sd) < 0.002
    assert abs(banker.std() - r.banker_sd) < 0.002


@pytest.mark.slow
def test_cli_shows_the_risk_of_each_side() -> None:
    p = cli("--resume", str(RESULTS / "foxwoods"))
    assert p.returncode == 0, p.stderr
    r = pg.analyze(dealer="foxwoods", results=RESULTS / "foxwoods", progress=None)
    c = Fraction(str(r.commission))
    sd = next(line for line in p.stdout.splitlines() if "SD a deal" in line)
    banker = next(line for line in p.stdout.splitlines() if "Banker SD" in line)
    for o in (r.house, r.optimal):
        assert f"{o.sd(c):.6f}" in sd and f"{o.banker_sd(c):.6f}" in banker
    p = cli("--resume", str(RESULTS / "foxwoods"), "--json")
    data = json.loads(p.stdout)
    assert Fraction(data["house"]["variance_fraction"]) == r.house.variance(c)
    assert data["optimal"]["banker_sd"] == r.optimal.banker_sd(c)
