"""The preflop atlas (pg.preflop_table): every hold'em class against every other,
heads-up, exact. Its shipped counts are regenerated (a sample here, all of them in
the slow test) bit for bit, its cells are pg.equity's, and it agrees with figures
published by PokerStove and others."""

from __future__ import annotations

import random
from fractions import Fraction

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast._atlas import build, data_file
from paigow_fast._atlas import table as table_module
from paigow_fast._shipped import digest

BOARDS = 1_712_304


@pytest.fixture(scope="module")
def table() -> pg.PreflopTable:
    return pg.preflop_table()


def test_the_shipped_file_is_the_pinned_one_and_small() -> None:
    data = data_file.shipped_bytes()
    assert digest(data) == data_file.DIGEST
    assert len(data) == len(data_file.HEADER) + 12 * 14_365 < 200_000


def test_a_changed_file_never_counts(monkeypatch) -> None:
    data = bytearray(data_file.shipped_bytes())
    data[len(data_file.HEADER) + 5] ^= 1  # one count one off: still a well-formed file
    data_file.decode(bytes(data))
    monkeypatch.setattr(table_module, "shipped_bytes", lambda: bytes(data))
    monkeypatch.setattr(table_module, "_TABLE", [])
    with pytest.raises(pg.Error, match="damaged .*reinstall"):
        pg.preflop_table()


def test_a_sample_of_cells_regenerates_bit_for_bit() -> None:
    pairs = random.Random(37).sample(data_file.PAIRS, 40)
    shipped = data_file.shipped_bytes()
    for (a, b), counts in zip(pairs, pg._core.preflop_counts(pairs)):
        at = len(data_file.HEADER) + 12 * data_file.PAIRS.index((a, b))
        assert shipped[at : at + 12] == np.array(counts, dtype="<u4").tobytes(), (a, b)


@pytest.mark.slow
def test_the_whole_file_regenerates_bit_for_bit() -> None:
    assert build.generate() == data_file.shipped_bytes()


@pytest.mark.parametrize("seed", range(6))
def test_cells_equal_pg_equity_exactly(table: pg.PreflopTable, seed: int) -> None:
    rng = random.Random(seed)
    a, b = rng.choice(table.labels), rng.choice(table.labels)
    direct = pg.equity([a, b], method="exact")
    assert table[a, b] == direct.equity[0]
    assert table.fraction(a, b) == direct.fractions[0]
    counts = table.counts(a, b)
    assert counts.total % BOARDS == 0
    assert float(Fraction(counts.win, counts.total)) == direct.win[0]
    assert float(Fraction(counts.tie, counts.total)) == direct.tie[0]


def test_every_cell_and_its_reverse_split_the_pot(table: pg.PreflopTable) -> None:
    counts = table._counts
    assert (counts[..., 0] == counts.transpose(1, 0, 2)[..., 2]).all()
    assert (counts[..., 1] == counts.transpose(1, 0, 2)[..., 1]).all()
    assert np.allclose(table.equity + table.equity.T, 1.0, rtol=0, atol=1e-15)
    for a, b in [("AKs", "QQ"), ("72o", "AA"), ("T9s", "T9o"), ("55", "55")]:
        assert table.fraction(a, b) + table.fraction(b, a) == 1
    # Each cell counts every pair of combos that share no card, on every board.
    assert table.counts("AKs", "QQ").total == 4 * 6 * BOARDS
    # AsKh meets 7 AKo combos: an ace of c d h and a king of c d s, not of one suit.
    assert table.counts("AKo", "AKo").total == 12 * 7 * BOARDS
    assert table.counts("AA", "AA").total == 6 * BOARDS


def test_published_figures(table: pg.PreflopTable) -> None:
    # PokerStove, enumerated: QQ vs 87s 78.2594 % over 41,095,296 games; 2s2h vs a
    # random hand 50.3340 %; AA vs KK 81.95 %; AKo vs QQ 43.24 %; AKs vs QQ about 46 %;
    # 72o vs AA 11.8 %.
    assert round(100 * table["QQ", "87s"], 4) == 78.2594
    assert table.counts("QQ", "87s").total == 41_095_296
    assert round(100 * float(table.versus_random("22")), 4) == 50.3340
    assert round(100 * table["AA", "KK"], 2) == 81.95
    assert round(100 * table["AKo", "QQ"], 2) == 43.24
    assert round(100 * table["AKs", "QQ"]) == 46
    assert round(100 * table["72o", "AA"], 1) == 11.8


def test_versus_random_is_pg_equity_against_random(table: pg.PreflopTable) -> None:
    for label in ("AA", "T9s"):
        assert table.versus_random(label) == pg.equity([label, "random"]).fractions[0]


def test_percentiles_rank_by_equity_against_a_random_hand(table: pg.PreflopTable) -> None:
    ranking = table.ranking
    assert ranking[:4] == ("AA", "KK", "QQ", "JJ") and ranking[-1] == "32o"
    assert ranking.index("72o") >= 160
    vs = [table.versus_random(c) for c in ranking]
    assert vs == sorted(vs, reverse=True)
    assert table.percentile("AA") == 6 / 1326 and table.percentile("32o") == 1.0
    assert table.percentile("KK") == 12 / 1326 and table.percentile("72o") > 0.95
    combos = {6: 13, 4: 78, 12: 78}
    assert sum(n * k for n, k in combos.items()) == 1326


@pytest.mark.parametrize("share", [0.01, 0.1, 0.25, 0.5, 1.0])
def test_top_ranges_parse_and_hold_at_most_their_share(
    table: pg.PreflopTable, share: float
) -> None:
    text = table.top(share)
    classes = text.split(", ")
    assert tuple(classes) == table.ranking[: len(classes)]
    held = sum({2: 6, 3: 4 if c.endswith("s") else 12}[len(c)] for c in classes)
    assert held <= share * 1326 < held + 12
    result = pg.equity([text, "AA"], method="monte-carlo", samples=4096, seed=1)
    assert 0 < result.equity[0] < 1


def test_lookup_spellings_and_errors(table: pg.PreflopTable) -> None:
    assert table["aks", "qq"] == table["KAs", "QQ"] == table["AKs", "QQ"]
    for bad in ("AK", "AAs", "XYz", ""):
        with pytest.raises(pg.ArgumentError, match="starting-hand class"):
            table[bad, "QQ"]
    with pytest.raises(pg.ArgumentError):
        table["AA"]
    for bad_share in (0, 1.5, 0.004):
        with pytest.raises(pg.ArgumentError, match="top"):
            table.top(bad_share)


def test_grid_and_plot(table: pg.PreflopTable, tmp_path) -> None:
    grid = table.grid()
    assert grid["AA"] == float(table.versus_random("AA")) and grid.exact.all()
    assert table.grid("QQ")["AKs"] == table["AKs", "QQ"]
    assert "<table>" in table._repr_html_()
    pytest.importorskip("matplotlib")
    table.plot("QQ", str(tmp_path / "qq.png"))
    assert (tmp_path / "qq.png").stat().st_size > 1000
