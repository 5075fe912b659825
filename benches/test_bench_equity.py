"""Speed of equity (issue 20): ``pytest benches/test_bench_equity.py``, one thread
each, on the cases the issue compares with OMPEval's EquityCalculator (built from its
public source outside the repository). Each benchmark prints its time. Omaha hi-lo
Monte Carlo side by side with pokerkit's ``calculate_equities`` on the same hands
(pokerkit from the ``bench`` extra): the summary prints the ratio, the target 10,000x.
"""

from __future__ import annotations

from typing import Any

import pytest

import paigow_fast as pg

from conftest import import_peer, measure

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


OMAHA_HI_LO = ["Ah2d3cKs", "AsKdQh2c"]
OMAHA_SAMPLES = 4_000_000
POKERKIT_SAMPLES = 1_000


def test_omaha_hi_lo_monte_carlo(benchmark: Any) -> None:
    kwargs = dict(game="omaha-hi-lo", method="monte-carlo", samples=OMAHA_SAMPLES, stdev=0,
                  seed=1, threads=1)
    r = measure(benchmark, "equity monte-carlo omaha-hi-lo (1 thread)",
                lambda: pg.equity(OMAHA_HI_LO, **kwargs), OMAHA_SAMPLES,  # type: ignore[arg-type]
                unit="samples", rounds=3)
    assert r.samples == OMAHA_SAMPLES


def test_pokerkit_omaha_hi_lo(benchmark: Any) -> None:
    pk = import_peer("pokerkit")
    ranges = tuple([frozenset(pk.Card.parse(h))] for h in OMAHA_HI_LO)
    hand_types = (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand)

    def run() -> list[float]:
        return pk.calculate_equities(ranges, (), 4, 5, pk.Deck.STANDARD, hand_types,
                                     sample_count=POKERKIT_SAMPLES)

    equities = measure(benchmark, "pokerkit equity omaha-hi-lo", run, POKERKIT_SAMPLES,
                       unit="samples", rounds=3)
    ours = pg.equity(OMAHA_HI_LO, game="omaha-hi-lo", stdev=1e-3, seed=1)
    assert abs(equities[0] - ours.equity[0]) < 0.05  # the same question
