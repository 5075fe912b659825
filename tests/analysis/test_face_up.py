"""Face Up Pai Gow in the exact analysis (variant "face-up"): its name in any spelling,
its commission, its relation to the standard game's counts, and the exact counts of
player hands against a seeded Monte Carlo of the same hands played deal by deal from
the library's primitives (tests/analysis/face_up_sim.py). The engine's counts against
the full dealer histograms, cell by cell, are the core's own test
(rust/paigow/analysis/face_up.rs)."""

from __future__ import annotations

import itertools
import math
import random
import sys
from pathlib import Path

import numpy as np
import pytest

import paigow_fast as pg
from paigow_fast._analysis import DEALS

sys.path.insert(0, str(Path(__file__).parent))
import face_up_sim  # noqa: E402

RESULTS = Path(__file__).resolve().parents[2] / "results"


@pytest.mark.parametrize("name", ["face-up", "Face Up", "faceup", "FACE_UP", "Face Up Pai Gow"])
def test_the_variant_is_read_by_the_one_spelling_rule(name: str):
    r = pg.analyze(chunks=[675], variant=name)
    assert r.variant == "face-up" and r.commission == 0.0
    dealer = pg.Setting.parse("Jd Td / Ah 7s 5c 4d 3h")
    assert pg.settle("Kc Qd / Ks Kh 9c 8d 2s", dealer, variant=name).result == "push"


def test_errors():
    with pytest.raises(pg.ArgumentError, match="unknown variant 'face down'"):
        pg.analyze(chunks=[0], variant="face down")
    with pytest.raises(pg.ArgumentError, match="unknown variant"):
        pg.analyze(chunks=[0], variant=3)  # type: ignore[arg-type]
    with pytest.raises(pg.ArgumentError, match="unknown variant 'ez'"):
        pg.settle("Kc Qd / Ks Kh 9c 8d 2s", "Jd Td / Ah 7s 5c 4d 3h", variant="ez")
    with pytest.raises(pg.ArgumentError, match="commission must be in"):
        pg.analyze(chunks=[0], variant="face-up", commission=1.5)


def test_the_house_way_player_only_gains_pushes_and_the_optimal_player_gains_more():
    std = pg.analyze(chunks=[0, 675], commission=0.0)
    up = pg.analyze(chunks=[0, 675], variant="face-up")
    h, s = up.house, std.house
    assert h.deals == s.deals
    # The same settings: only wins and losses against an ace-high pai gow become pushes.
    assert h.wins <= s.wins and h.losses <= s.losses
    assert h.pushes - s.pushes == (s.wins - h.wins) + (s.losses - h.losses)
    # Seeing the dealer: never a worse result on any deal than the house way's.
    o = up.optimal
    assert o.wins >= h.wins and o.losses <= h.losses and o.deals == h.deals
    assert (o.high_copies, o.low_copies, o.both_copies) == (0, 0, 0)


def _telling_group(seed: int, way: str, most: int) -> tuple[int, list]:
    """A random group of at most `most` hands whose face-up record tells the two
    players apart (their win shares differ by 0.04) and loses often (0.1): its record."""
    rng = random.Random(seed)
    while True:
        g = rng.randrange(pg._core.analysis_group_count())
        if sum(w for _, w in pg._core.analysis_group_classes(g)) > most:
            continue
        record = pg._core.Analysis(way, way, 0.0, "face-up").group(g)
        deals = record[1][0] * 53_524_680
        house_wins, best_wins, losses = record[1][1], record[2][1], record[1][3]
        if best_wins - house_wins > 0.04 * deals and losses > 0.1 * deals:
            return g, record


def _raw_hands(g: int) -> list[tuple[int, ...]]:
    hands = set()
    for rep, _ in pg._core.analysis_group_classes(g):
        for perm in itertools.permutations(range(4)):
            hands.add(tuple(sorted(c if c == pg.JOKER else c // 4 * 4 + perm[c % 4] for c in rep)))
    return sorted(hands)


@pytest.mark.parametrize("way", ["golden-nugget", "foxwoods"])
def test_a_group_agrees_with_playing_its_hands(way: str):
    # The exact counts of one group of player hands against the dealer's hands dealt
    # at random from the rest of the deck (seeded), within four standard errors.
    g, record = _telling_group(seed=len(way), way=way, most=300)
    hands = _raw_hands(g)
    n = 6_000
    rng = np.random.default_rng(36)
    player = np.array([hands[i] for i in rng.integers(len(hands), size=n)], dtype=np.uint8)
    dealer = np.empty((n, 7), dtype=np.uint8)
    for i, row in enumerate(player):
        rest = np.setdiff1d(np.arange(53), row)
        dealer[i] = rng.choice(rest, size=7, replace=False)
    house, best = face_up_sim.results(player, dealer, way)
    for side, played in ((record[1], house), (record[2], best)):
        hands_n, wins, pushes, losses = side[:4]
        assert wins + pushes + losses == hands_n * 53_524_680
        for count, outcome in ((wins, 1), (losses, -1)):
            p = count / (hands_n * 53_524_680)
            got = float(np.mean(played == outcome))
            assert abs(got - p) <= 4 * math.sqrt(p * (1 - p) / n) + 1e-9, (way, outcome, got, p)


def _committed(way: str) -> pg.AnalysisResult:
    path = RESULTS / f"{way}-face-up"
    if not (path / "manifest.json").exists():
        pytest.skip(f"no committed run in {path}")
    return pg.analyze(dealer=way, variant="face-up", results=path)


@pytest.mark.slow
def test_committed_run_agrees_with_simulation():
    r = _committed("golden-nugget")
    assert r.complete and r.deals == DEALS
    deals = pg.deal(100_000, seed=2036)
    house, best = face_up_sim.results(deals[:, :7], deals[:, 7:], "golden-nugget")
    for exact, played in ((r.house, house), (r.optimal, best)):
        ev = (exact.wins - exact.losses) / exact.deals
        sd = float(np.std(played)) / math.sqrt(len(played))
        assert abs(float(np.mean(played)) - ev) < 4 * sd
