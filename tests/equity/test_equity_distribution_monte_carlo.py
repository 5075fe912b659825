"""pg.equity_distribution by Monte Carlo: each combo sampled by pg.equity's sampler.
Each combo's estimate lies within a few standard errors of its exact equity, the
weights (card removal, estimated with the samples) near the exact ones, the mean
within a few of its standard errors of pg.equity's; a seed gives the same figures on
any number of threads; "auto" counts exactly where that is quick."""

from __future__ import annotations

import math

import numpy as np
import pytest

import paigow_fast as pg

# (players, board, game, samples a combo): the listed hands drawn jointly (every
# importance weight 1), the ranges too large for that (importance weights), Omaha,
# razz.
CASES = [
    (["AKs:0.5, QQ, 72o:0.25", "AK, JJ+"], "2c 7d 9h", "holdem", 40_000),
    (["QQ+, AKs", "JJ-99, AQs+:0.3", "random"], "2h 7h Td", "holdem", 20_000),
    (["AhKhQdJd, AsAc2d3d:0.5", "KsKdQcJc, 5h5c4d4s"], "2c 8h Td", "omaha", 40_000),
    (["As2d3c, Ah2d4c:0.5", "KdKsQh, 5c5d5h, 5s5c4d"], "", "razz", 40_000),
    (["AA, KK, QQ", "22+, A2+", "22+, K2+", "22+, Q2+"], "2c 7d 9h Js 4s", "holdem", 20_000),
]


def check_against_exact(players: list[str], board: str, game: str, samples: int) -> None:
    exact = pg.equity_distribution(players, board=board, game=game)
    mc = pg.equity_distribution(
        players, board=board, game=game, method="monte-carlo", samples=samples, stdev=0, seed=7
    )
    assert mc.method == "monte-carlo" and exact.method == "exact"
    assert mc.combos == exact.combos
    assert (mc.samples == samples).all()
    assert (mc.standard_errors > 0).all() and (exact.standard_errors == 0).all()
    z = (mc.equities - exact.equities) / mc.standard_errors
    assert np.abs(z).max() < 4.5, z
    assert np.allclose(mc.weights, exact.weights, rtol=0.02)
    assert math.isclose(mc.weights.sum(), len(mc.combos))
    # The mean: the combos' estimates weighted by their deals', near pg.equity's exact.
    assert math.isclose(mc.mean, float(np.dot(mc.probabilities, mc.equities)), rel_tol=1e-12)
    se = mc.standard_error
    assert 0 < se < mc.standard_errors.max()
    assert abs(mc.mean - exact.mean) < 4.5 * se, (mc.mean, exact.mean, se)


@pytest.mark.parametrize(("players", "board", "game", "samples"), CASES)
def test_each_combo_and_the_mean_within_their_standard_errors(
    players: list[str], board: str, game: str, samples: int
) -> None:
    check_against_exact(players, board, game, samples)


def test_the_mean_standard_error_is_the_spread_of_seeds() -> None:
    """The mean's standard error is that of the estimates over seeds (20 seeds: the
    ratio of the spread to the stated error within a factor of about 1.6)."""
    players, board = ["QQ+, AKs, 76s", "JJ, AQs, 99"], "Qh 9c 8d"
    runs = [
        pg.equity_distribution(players, board=board, method="mc", samples=4096, stdev=0, seed=seed)
        for seed in range(20)
    ]
    means = np.array([r.mean for r in runs])
    stated = np.mean([r.standard_error for r in runs])
    assert 0.6 < means.std(ddof=1) / stated < 1.6


def test_a_seed_gives_the_same_figures_on_any_number_of_threads() -> None:
    players = ["QQ+, AKs, 98s", "random", "JJ-99"]

    def run(threads: int, seed: int = 3) -> pg.EquityDistribution:
        return pg.equity_distribution(
            players, board="2h 7h Td", method="monte-carlo", seed=seed, threads=threads
        )

    one, two = run(1), run(2)
    for field in ("equities", "standard_errors", "weights", "win", "tie", "samples"):
        assert np.array_equal(getattr(one, field), getattr(two, field)), field
    assert one.estimate == two.estimate and one.seed == 3
    assert not np.array_equal(one.equities, run(1, seed=4).equities)
    # The default stdev, 1e-3 a combo, is reached.
    assert one.standard_errors.max() <= 1e-3
    # Four combos counted: each sampled alone on one thread, in batches on two.
    few = [
        pg.equity_distribution(
            ["QQ", "JJ, AK"],
            board="2h 7h Td",
            method="mc",
            samples=20_000,
            stdev=0,
            seed=5,
            threads=threads,
        )
        for threads in (1, 2)
    ]
    assert np.array_equal(few[0].equities, few[1].equities)
    assert np.array_equal(few[0].weights, few[1].weights)


def test_auto_counts_exactly_on_the_river_and_the_turn_and_samples_preflop_multiway() -> None:
    ranges = ["QQ+, AKs", "random"]
    assert pg.equity_distribution(ranges, board="2h 7h Td 4c 5s", method="auto").method == "exact"
    assert pg.equity_distribution(ranges, board="2h 7h Td 4c", method="auto").method == "exact"
    d = pg.equity_distribution(ranges + ["random"], method="auto", seed=1)
    assert d.method == "monte-carlo" and d.standard_error > 0


def test_views_show_the_standard_errors() -> None:
    d = pg.equity_distribution(["QQ+, AKs", "JJ"], board="2h 7h Td", method="mc", seed=2)
    assert "±" in repr(d) and "monte-carlo" in repr(d)
    assert "±" in d._repr_html_()
    exact = pg.equity_distribution(["QQ+, AKs", "JJ"], board="2h 7h Td")
    assert "±" not in repr(exact) and exact.standard_error == 0


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"samples": 0}, "samples"),
        ({"samples": -5}, "samples"),
        ({"samples": "many"}, "samples"),
        ({"seed": -1}, "seed"),
        ({"seed": 1.5}, "seed"),
        ({"stdev": -1.0}, "stdev"),
        ({"stdev": "small"}, "stdev"),
        ({"stdev": 0}, "stdev > 0 or samples"),
        ({"method": "guess"}, "method"),
    ],
)
def test_bad_limits_are_one_line_errors(kwargs: dict, match: str) -> None:
    args = {"method": "monte-carlo", **kwargs}
    with pytest.raises(pg.Error, match=match) as info:
        pg.equity_distribution(["AA", "KK"], board="2h 7h Td", **args)
    assert "\n" not in str(info.value)


def test_exact_fractions_are_refused_by_monte_carlo() -> None:
    d = pg.equity_distribution(["AA", "KK"], board="2h 7h Td", method="mc", seed=1)
    with pytest.raises(pg.ArgumentError, match="Monte Carlo"):
        d.fractions  # noqa: B018
    with pytest.raises(pg.ArgumentError, match="Monte Carlo"):
        d.mean_fraction  # noqa: B018
