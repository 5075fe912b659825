"""The 13x13 grid of starting-hand classes: each cell is pg.equity of that class
against the range, laid out as players read it, seeded, interruptible."""

from __future__ import annotations

import math

import numpy as np
import pytest

import paigow_fast as pg

RANGE, BOARD = "QQ+, AKs, JTs:0.5", "2h7hTd"


@pytest.fixture(scope="module")
def flop_grid() -> pg.EquityGrid:
    return pg.equity_grid(RANGE, board=BOARD, seed=1)


def test_layout_pairs_on_the_diagonal_suited_above_offsuit_below(flop_grid: pg.EquityGrid) -> None:
    labels = flop_grid.labels
    assert labels.shape == (13, 13) and flop_grid.equity.shape == (13, 13)
    assert [labels[i, i] for i in range(13)] == [r + r for r in "AKQJT98765432"]
    assert labels[0, 1] == "AKs" and labels[1, 0] == "AKo" and labels[12, 7] == "72o"
    for i in range(13):
        for j in range(13):
            if i != j:
                assert labels[i, j][:2] == labels[j, i][:2]
                assert labels[i, j][2] == ("s" if i < j else "o")


@pytest.mark.parametrize("label", ["AA", "AKs", "AKo", "T9s", "72o", "22"])
def test_cells_equal_the_equity_of_the_class_against_the_range(
    flop_grid: pg.EquityGrid, label: str
) -> None:
    direct = pg.equity([label, RANGE], board=BOARD, method="exact")
    assert flop_grid.exact.all() and flop_grid.done == 169
    assert flop_grid[label] == direct.equity[0]


def test_a_class_against_itself_is_even_and_blocked_classes_are_nan() -> None:
    g = pg.equity_grid("QQ", board=BOARD, method="exact")
    assert g["QQ"] == pytest.approx(0.5, abs=1e-12)
    blocked = pg.equity_grid("KK", board="Ah Ad Ac", method="exact")
    assert math.isnan(blocked["AA"]) and not math.isnan(blocked["AKs"])


def test_monte_carlo_cells_are_seeded_and_the_same_on_any_threads() -> None:
    kw = {"method": "monte-carlo", "samples": 20_000, "stdev": 0, "seed": 4}
    one = pg.equity_grid("AhKh", threads=1, **kw)
    two = pg.equity_grid("AhKh", threads=2, **kw)
    assert np.array_equal(one.equity, two.equity) and not one.exact.any()
    assert np.all(one.stderr > 0) and np.all(one.stderr < 0.01)
    direct = pg.equity(["QQ", "AhKh"], method="exact")
    assert abs(one["QQ"] - direct.equity[0]) < 4 * one.stderr[2, 2]


def test_progress_gets_the_grid_so_far() -> None:
    seen: list[pg.EquityGrid] = []
    final = pg.equity_grid("AA", board=BOARD, progress=lambda d, t, g: seen.append(g))
    assert seen[-1].done == 169 and np.array_equal(seen[-1].equity, final.equity)
    assert all(g.done <= 169 for g in seen) and final.game == "holdem"
    counts: list[tuple[int, int]] = []
    pg.equity_grid("AA", board=BOARD, progress=lambda d, t: counts.append((d, t)))
    assert counts[-1] == (169, 169)


def test_grid_errors_name_the_range_and_the_token() -> None:
    with pytest.raises(pg.Error, match="the range: .*AZs"):
        pg.equity_grid("QQ+, AZs")
    with pytest.raises(pg.Error, match="the range: card Ah twice"):
        pg.equity_grid("AhAh")
    with pytest.raises(pg.ArgumentError, match="hold'em games"):
        pg.equity_grid("random", game="omaha")
    with pytest.raises(pg.ArgumentError, match="no class"):
        pg.equity_grid("AA", board=BOARD)["AKx"]


def test_plot_writes_a_heatmap(tmp_path: object, flop_grid: pg.EquityGrid) -> None:
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg", force=True)
    path = f"{tmp_path}/grid.png"
    ax = flop_grid.plot(path)
    assert ax is not None
    with open(path, "rb") as f:
        assert f.read(4) == b"\x89PNG"
