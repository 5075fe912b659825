"""The joint counts (the main bet by the side-bet events of the player's seven cards)
against solving every raw hand of small groups, their rows against the analysis'
chunk records, and the covariance from them against its definition over every deal
(slow: one pass over the whole game)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

import paigow_fast as pg
from paigow_fast._analysis import DEALS, Outcomes
from paigow_fast._par_sheets import joint_counts
from paigow_fast._par_sheets import sheet as sheet_module

RESULTS = Path(__file__).resolve().parents[2] / "results"
PERMUTATIONS = list(itertools.permutations(range(4)))


def _raw_hands(rep: list[int]) -> set[tuple[int, ...]]:
    return {
        tuple(sorted(c if c == pg.JOKER else c // 4 * 4 + p[c % 4] for c in rep))
        for p in PERMUTATIONS
    }


def _small_groups(seed: int, k: int, most: int) -> list[int]:
    rng = random.Random(seed)
    picked: list[int] = []
    while len(picked) < k:
        g = rng.randrange(pg._core.analysis_group_count())
        if sum(w for _, w in pg._core.analysis_group_classes(g)) <= most and g not in picked:
            picked.append(g)
    return picked


@pytest.mark.parametrize("way", ["golden-nugget", "foxwoods"])
def test_joint_counts_are_every_raw_hand_solved_by_its_events(way: str) -> None:
    for g in _small_groups(seed=11 + len(way), k=3, most=120):
        got = {
            bits: (Outcomes.of(h).fields[:4], Outcomes.of(o).fields[:4])
            for bits, h, o in pg._core.Analysis(way, way).joint_group(g, way)
        }
        want: dict[int, tuple[Outcomes, Outcomes]] = {}
        hands = set().union(*(_raw_hands(rep) for rep, _ in pg._core.analysis_group_classes(g)))
        for hand in hands:
            bits = pg._core.side_bet_events(list(hand), way)
            s = pg.solve(list(hand), dealer=way)
            h, o = (Outcomes(1, *v.counts) for v in (s.house, s.best))
            old = want.get(bits, (Outcomes(), Outcomes()))
            want[bits] = (old[0] + h, old[1] + o)
        assert got == {b: (h.fields[:4], o.fields[:4]) for b, (h, o) in want.items()}


def test_joint_rows_sum_to_the_chunk_record() -> None:
    for k in (0, 675):
        rows = pg._core.Analysis("foxwoods", "golden-nugget").joint_chunk(k)
        record = pg._core.Analysis("foxwoods", "golden-nugget").chunk(k)
        house = sum((Outcomes.of(h) for _, h, _ in rows), Outcomes())
        optimal = sum((Outcomes.of(o) for _, _, o in rows), Outcomes())
        assert (house, optimal) == (Outcomes.of(record[1]), Outcomes.of(record[2]))
        assert len({bits for bits, _, _ in rows}) == len(rows)


@pytest.mark.slow
def test_covariance_over_every_deal_is_its_definition(monkeypatch: pytest.MonkeyPatch) -> None:
    passes = []

    def counted(*args: Any, **kwargs: Any) -> Any:
        passes.append(joint_counts(*args, **kwargs))
        return passes[-1]

    monkeypatch.setattr(sheet_module, "joint_counts", counted)
    sheet = pg.par_sheet(results=RESULTS / "golden-nugget", side_bets=["fortune", "mania"])
    r = sheet.analysis
    assert r is not None and len(passes) == 1
    rows = passes[0][0]
    c = Fraction("0.05")
    for cov, table in zip(sheet.covariance, ["fortune", "mania"]):
        p = pg.price(table)
        events = [pg.EVENTS.index(ln.event) for ln in p.lines]
        xy = Fraction(0)
        for bits, (house, _) in rows.items():
            line = next((i for i, e in enumerate(events) if bits >> e & 1), None)
            y = -1 if line is None else p.lines[line].pays
            xy += y * ((1 - c) * house.wins - house.losses)
        want = xy / DEALS - r.ev_exact * p.ev
        assert cov["available"] and Fraction(cov["covariance"]["exact"]) == want
        combined = r.variance_exact + p.variance + 2 * want
        assert Fraction(cov["combined_variance"]["exact"]) == combined
