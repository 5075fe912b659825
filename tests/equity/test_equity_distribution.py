"""pg.equity_distribution: each combo of a player's range held against the other
ranges, exactly. Its weighted mean is pg.equity's equity to the last bit (the combos'
deals are the question's deals), each combo's equity is pg.equity of that combo, and
the weights count card removal."""

from __future__ import annotations

import math

import numpy as np
import pytest

import paigow_fast as pg

CASES = [
    (["AKs:0.5, QQ, 72o:0.25", "AK, JJ+"], "", "holdem", 0),
    (["QQ+, AKs", "JJ-99, AQs+:0.3", "random"], "2h7hTd", "holdem", 1),
    (["AhKhQdJd, AsAc2d3d:0.5, 9h8h7c6c", "KsKdQcJc, 5h5c4d4s"], "2c8hTd", "omaha", 0),
    (["AhKhQdJd, AsAc2d3d:0.5", "Ks Kd 7c 6c"], "2c8hTd9s", "omaha-hi-lo", 0),
]


@pytest.mark.parametrize(("players", "board", "game", "player"), CASES)
def test_the_mean_is_the_players_equity_exactly(
    players: list[str], board: str, game: str, player: int
) -> None:
    d = pg.equity_distribution(players, board=board, game=game, player=player)
    whole = pg.equity(players, board=board, game=game, method="exact")
    assert d.mean == whole.equity[player]
    assert d.mean_fraction == whole.fractions[player]
    assert math.isclose(d.weights.sum(), len(d.combos), rel_tol=1e-12)
    assert d.equities.dtype == np.float64 and d.weights.shape == (len(d.combos),)
    assert math.isclose(float(np.dot(d.probabilities, d.equities)), d.mean, rel_tol=1e-12)


def test_each_combo_is_pg_equity_of_that_combo() -> None:
    players = ["AKs, QQ, 76s", "AK, JJ+"]
    d = pg.equity_distribution(players)
    assert len(d.combos) == 4 + 6 + 4
    for combo, equity, fraction in zip(d.combos, d.equities, d.fractions):
        direct = pg.equity([combo, players[1]])
        assert equity == direct.equity[0] and fraction == direct.fractions[0]
    # Card removal: a QQ combo meets all 16 AK and 19 of the 24 JJ+ (AA, KK, JJ and
    # one QQ); AsKs meets 9 AK and 18 JJ+ (three AA, three KK); 76s all 40. A weight
    # is the hands met over their mean.
    met = {"QQ": 16 + 19, "AKs": 9 + 18, "76s": 16 + 24}
    kinds = ["AKs" if c[0] == "A" else "QQ" if c[0] == "Q" else "76s" for c in d.combos]
    expected = np.array([met[k] for k in kinds], dtype=float)
    assert np.allclose(d.weights, expected * len(kinds) / expected.sum())


def test_weights_count_the_ranges_weights_and_the_board_removes_combos() -> None:
    d = pg.equity_distribution(["AA, KK:0.5", "72o"], board="Ah 2c 3d")
    assert len(d.combos) == 3 + 6
    aa = d.weights[[c.startswith("A") for c in d.combos]]
    kk = d.weights[[c.startswith("K") for c in d.combos]]
    assert np.allclose(aa, 2 * kk[0]) and np.allclose(kk, kk[0])
    assert math.isclose(d.weights.sum(), 9, rel_tol=1e-12)


def test_histogram_curve_and_views(tmp_path) -> None:
    d = pg.equity_distribution(["QQ+, AKs, 98s", "JJ, AQs"], board="Qh 9c 8d")
    shares, edges = d.histogram(10)
    assert len(edges) == 11 and math.isclose(shares.sum(), 1.0)
    share, equity = d.curve()
    assert math.isclose(share[-1], 1.0) and (np.diff(equity) <= 0).all()
    assert "mean" in repr(d) and "<table>" in d._repr_html_()
    pytest.importorskip("matplotlib")
    for kind in ("curve", "histogram"):
        d.plot(str(tmp_path / f"{kind}.png"), kind=kind)
        assert (tmp_path / f"{kind}.png").stat().st_size > 1000


def test_errors_are_one_line_and_named() -> None:
    with pytest.raises(pg.ArgumentError, match="player"):
        pg.equity_distribution(["AA", "KK"], player=2)
    with pytest.raises(pg.ArgumentError, match="player"):
        pg.equity_distribution(["AA", "KK"], player=-1)
    with pytest.raises(pg.ArgumentError, match="random"):
        pg.equity_distribution(["random", "As2d3c"], game="razz")
    with pytest.raises(pg.ArgumentError, match="player 2"):
        pg.equity_distribution(["AA", "ZZ"])


def test_progress_is_reported_and_stud_lists_hands() -> None:
    seen = []
    d = pg.equity_distribution(
        ["As2d3c, Ah2d4c", "KdKsQh"], game="razz", progress=lambda *a: seen.append(a)
    )
    assert seen and seen[-1] == (2, 2)
    assert d.mean == pg.equity(["As2d3c, Ah2d4c", "KdKsQh"], game="razz").equity[0]
