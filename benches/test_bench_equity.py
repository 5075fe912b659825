"""Speed of equity (issue 20): ``pytest benches/test_bench_equity.py``, one thread
each, on the cases the issue compares with OMPEval's EquityCalculator (built from its
public source outside the repository). Each benchmark prints its time.
"""

from __future__ import annotations

import pytest

import paigow_fast as pg

EXACT = [
    ["AhKh", "QsQd"],
    ["7c2d", "AhAs"],
    ["AhKh", "QsQd", "JcTc"],
    ["QQ+,AKs", "JJ-99,AQs+"],
    ["AhKh", "random"],
]


@pytest.mark.parametrize("players", EXACT, ids=lambda p: " vs ".join(p))
def test_equity_exact_preflop(benchmark, players):
    pg.equity(["AhKh", "QsQd"], board="2c3d4h5s6c")  # the tables, built once
    r = benchmark.pedantic(
        pg.equity, args=(players,), kwargs={"method": "exact", "threads": 1}, rounds=1
    )
    assert r.exact and sum(r.fractions) == 1
    print(f"\nequity exact {players}: {benchmark.stats.stats.min * 1000:.1f} ms")


MONTE_CARLO = [
    (["AK, QQ+", "AQ+, KK+, JTs", "QQ+, AKs"], "holdem"),
    (["random"] * 6, "holdem"),
    (["Ah2d3cKs", "AsKdQh2c"], "omaha-hi-lo"),
]


@pytest.mark.parametrize(("players", "game"), MONTE_CARLO, ids=lambda p: str(p))
def test_equity_monte_carlo(benchmark, players, game):
    kwargs = {"game": game, "method": "monte-carlo", "samples": 1_000_000, "stdev": 0,
              "seed": 1, "threads": 1}
    r = benchmark.pedantic(pg.equity, args=(players,), kwargs=kwargs, rounds=1)
    rate = r.samples / benchmark.stats.stats.min
    benchmark.extra_info["samples_per_second"] = rate
    print(f"\nequity monte-carlo {game} {players}: {rate:,.0f} samples a second")
