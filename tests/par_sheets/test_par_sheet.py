"""The par sheet: its identities (combinations summing to every deal or hand as
integers, probabilities summing to one exactly, house edge equal to the analysis' and
the price's, SD from the same counts, the interval's formula), the published figures
it carries (the side bets' exact tables, the Foxwoods analysis), the JSON's exact
strings, the self-contained page, and one clear error for a results directory that
is missing, foreign or incomplete."""

from __future__ import annotations

import json
import math
from fractions import Fraction
from pathlib import Path

import pytest

import paigow_fast as pg
from paigow_fast._analysis import DEALS
from paigow_fast._results import OPTIMAL_WAY_KIND, new_manifest

from counts import (
    EMPEROR,
    EMPEROR_EV,
    FOXWOODS_ANALYSIS,
    FOXWOODS_EV,
    JACKPOT,
    JACKPOT_EV,
    MANIA,
    MANIA_EV,
    NOTHING,
)

RESULTS = Path(__file__).resolve().parents[2] / "results"
HANDS = 154_143_080
TABLES = ["mania", "jackpot", "emperor", "fortune"]


@pytest.fixture(scope="module")
def sheet() -> pg.ParSheet:
    return pg.par_sheet(results=RESULTS / "foxwoods", side_bets=TABLES, covariance=False)


def _wager(sheet: pg.ParSheet, name: str) -> dict:
    return next(w for w in sheet.wagers if w["name"] == name)


def test_combinations_are_integers_and_probabilities_sum_to_one(sheet: pg.ParSheet) -> None:
    for w in [*sheet.wagers, sheet.banker]:
        counts = [o["combinations"] for o in w["outcomes"]]
        assert all(type(n) is int for n in counts)
        assert sum(counts) == w["combinations"] == (HANDS if w["kind"] == "side bet" else DEALS)
        probabilities = [Fraction(o["probability"]["exact"]) for o in w["outcomes"]]
        assert sum(probabilities) == 1
        for o, p in zip(w["outcomes"], probabilities):
            assert p == Fraction(o["combinations"], w["combinations"])
            assert Fraction(o["return"]["exact"]) == Fraction(o["pays"]) * p


def test_the_main_bet_is_the_analysis_and_the_published_foxwoods_figures(
    sheet: pg.ParSheet,
) -> None:
    r = sheet.analysis
    assert r is not None and r.complete and r.dealer.value == "foxwoods"
    main = sheet.wagers[0]
    assert Fraction(main["house_edge"]["exact"]) == -r.ev_exact
    assert Fraction(main["variance"]["exact"]) == r.variance_exact
    assert math.isclose(main["sd"], r.sd, rel_tol=1e-15)
    counts = [o["combinations"] for o in main["outcomes"]]
    assert counts == [r.wins, r.pushes, r.losses]
    for ours, theirs in zip(counts, FOXWOODS_ANALYSIS):
        assert abs(ours - theirs) / DEALS < 0.000005
    assert abs(-main["house_edge"]["float"] - FOXWOODS_EV) < 0.000005
    # Element of risk: the edge over the deals resolved; hit frequency: the wins.
    resolved = Fraction(r.wins + r.losses, r.deals)
    assert Fraction(main["element_of_risk"]["exact"]) == -r.ev_exact / resolved
    assert Fraction(main["hit_frequency"]["exact"]) == Fraction(r.wins, r.deals)
    # The banker's view and the commission grid come from the same counts.
    c = Fraction("0.05")
    assert Fraction(sheet.banker["ev"]["exact"]) == r.outcomes.banker_ev(c)
    assert Fraction(sheet.banker["variance"]["exact"]) == r.outcomes.banker_variance(c)
    grid = {Fraction(g["commission"]): g for g in sheet.commission_grid}
    assert Fraction(grid[c]["house_edge"]["exact"]) == -r.ev_exact
    assert Fraction(grid[Fraction(0)]["house_edge"]["exact"]) == -r.outcomes.ev(Fraction(0))
    assert Fraction(grid[c]["banker_ev"]["exact"]) == r.outcomes.banker_ev(c)


@pytest.mark.parametrize(
    ("table", "paid", "ev"),
    [
        ("mania", MANIA, MANIA_EV),
        ("jackpot", JACKPOT, JACKPOT_EV),
        ("emperor", EMPEROR, EMPEROR_EV),
    ],
)
def test_side_bets_are_their_published_tables(
    sheet: pg.ParSheet, table: str, paid: list[int], ev: float
) -> None:
    p = pg.price(table, way="foxwoods")
    w = _wager(sheet, p.table.name)
    assert [o["combinations"] for o in w["outcomes"]][:-1] == paid
    if table != "emperor":
        assert w["outcomes"][-1]["combinations"] == NOTHING
    assert round(float(Fraction(w["ev"]["exact"])), 6) == ev
    assert Fraction(w["house_edge"]["exact"]) == p.house_edge
    assert Fraction(w["variance"]["exact"]) == p.variance
    assert math.isclose(w["sd"], p.sd, rel_tol=1e-15)
    assert Fraction(w["element_of_risk"]["exact"]) == p.house_edge  # nothing pushes
    assert Fraction(w["hit_frequency"]["exact"]) == Fraction(sum(paid), HANDS)


def test_the_win_interval_is_its_formula(sheet: pg.ParSheet) -> None:
    for w in sheet.wagers:
        edge = Fraction(w["house_edge"]["exact"])
        assert [r["rounds"] for r in w["win_interval"]] == [100, 1_000, 10_000, 100_000, 10**6]
        for r in w["win_interval"]:
            n = r["rounds"]
            assert Fraction(r["mean"]) == edge * n
            half = 1.96 * w["sd"] * math.sqrt(n)
            assert math.isclose(r["half_width"], half, rel_tol=1e-12)
            assert math.isclose(r["low"], float(edge * n) - half, rel_tol=1e-12, abs_tol=1e-9)
            assert math.isclose(r["high_share"], (float(edge * n) + half) / n, rel_tol=1e-12)
        hour = w["win_per_hour"]
        assert Fraction(hour["win"]) == edge * 30 * 25


def test_json_round_trips_with_exact_strings(sheet: pg.ParSheet) -> None:
    data = sheet.to_json()
    text = json.dumps(data)
    assert json.loads(text) == data
    main = data["wagers"][0]
    assert {"house_edge", "combinations", "outcomes", "win_interval"} <= set(main)
    assert isinstance(main["house_edge"]["exact"], str)
    assert all(isinstance(o["probability"]["exact"], str) for o in main["outcomes"])
    provenance = data["provenance"][main["name"]]
    manifest = json.loads((RESULTS / "foxwoods" / "manifest.json").read_text())
    assert provenance["run"] == manifest["run"] and provenance["version"] == pg.__version__
    assert "results directory" in provenance["engine"] and "par_sheet(" in provenance["command"]
    assert all(not c["available"] and "not computed" in c["why"] for c in data["covariance"])


def test_the_page_is_self_contained(sheet: pg.ParSheet, tmp_path: Path) -> None:
    path = tmp_path / "sheet.html"
    page = sheet.to_html(path)
    assert path.read_text(encoding="utf-8") == page
    assert "http" not in page and "src=" not in page and "<script" not in page
    assert page.count("<svg") == len(sheet.wagers)
    assert "Commission grid" in page and "Provenance" in page


def test_side_bets_alone() -> None:
    s = pg.par_sheet(side_bets=["mania"], base=False)
    assert s.analysis is None and s.banker is None and s.commission_grid is None
    assert [w["kind"] for w in s.wagers] == ["side bet"]
    assert Fraction(s.wagers[0]["house_edge"]["exact"]) == pg.price("mania").house_edge


def test_errors_for_a_missing_foreign_or_incomplete_directory(tmp_path: Path) -> None:
    with pytest.raises(pg.ArgumentError, match="does not exist"):
        pg.par_sheet(results=tmp_path / "nowhere")
    with pytest.raises(pg.ArgumentError, match="no manifest.json"):
        pg.par_sheet(results=tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    manifest = new_manifest("foxwoods", "foxwoods", 0.05, "standard", "0", OPTIMAL_WAY_KIND)
    (other / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(pg.ArgumentError, match="not of the exact analysis"):
        pg.par_sheet(results=other)
    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "manifest.json").write_text('{"kind": "something else", "format": 2}')
    with pytest.raises(pg.ArgumentError, match="is not a manifest"):
        pg.par_sheet(results=foreign)
    part = tmp_path / "part"
    pg.analyze(dealer="foxwoods", chunks=[675], results=part)
    with pytest.raises(pg.ArgumentError, match="incomplete: 1 of 676 chunks"):
        pg.par_sheet(results=part)
    with pytest.raises(pg.ArgumentError, match="needs side_bets"):
        pg.par_sheet(base=False)
    with pytest.raises(pg.ArgumentError, match="rounds"):
        pg.par_sheet(side_bets=["mania"], base=False, rounds=[0])
    with pytest.raises(pg.PayTableError, match="not a pay table"):
        pg.par_sheet(side_bets=[42], base=False)


def test_a_variant_is_the_directorys_parameter_passed_through() -> None:
    # The commission-free game (EZ): variant and commission read from the directory.
    s = pg.par_sheet(results=RESULTS / "golden-nugget-queen-high-push")
    assert s.parameters["variant"] == "queen-high-push" and s.parameters["commission"] == 0
    r = pg.analyze(variant="queen-high-push", results=RESULTS / "golden-nugget-queen-high-push")
    main = s.wagers[0]
    assert main["outcomes"][0]["pays"] == "1"  # no commission on a win
    assert Fraction(main["house_edge"]["exact"]) == -r.ev_exact
    # docs/analysis.md: the published simulation (house way unstated) says about 2.47%.
    assert 0.02 < main["house_edge"]["float"] < 0.03
    with pytest.raises(pg.ArgumentError, match="holds another analysis"):
        pg.par_sheet(results=RESULTS / "golden-nugget-queen-high-push", variant="standard")
