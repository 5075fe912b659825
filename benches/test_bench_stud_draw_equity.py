"""Speed of stud and draw equity (issue 21), side by side with pokerkit's
``calculate_equities`` (Monte Carlo only) on the same razz and stud hi-lo cases from
third street: ``pytest benches/test_bench_stud_draw_equity.py`` (pokerkit from the
``bench`` extra). The summary prints the samples a second and the ratios; the target
is 10,000 times pokerkit. Also the exact heads-up razz count from third street.
"""

from __future__ import annotations

from typing import Any

import pytest

import paigow_fast as pg

from conftest import import_peer, measure

CASES = {
    "razz": ["As2d3c", "KsKdQh"],
    "stud-hi-lo": ["As2d3c", "KsKd9h"],
}
SAMPLES = 4_000_000
POKERKIT_SAMPLES = 2_000


@pytest.mark.parametrize("game", list(CASES))
@pytest.mark.parametrize("threads", [1, None], ids=["1 thread", "all cores"])
def test_monte_carlo(benchmark: Any, game: str, threads: int | None) -> None:
    players = CASES[game]
    pg.equity(players, game=game, method="monte-carlo", samples=10_000, seed=1)  # tables
    label = f"equity monte-carlo {game}" + (" (1 thread)" if threads == 1 else "")
    kwargs = dict(game=game, method="monte-carlo", samples=SAMPLES, stdev=0, seed=1,
                  threads=threads)
    r = measure(benchmark, label, lambda: pg.equity(players, **kwargs), SAMPLES,  # type: ignore[arg-type]
                unit="samples", rounds=3)
    assert r.samples == SAMPLES


@pytest.mark.parametrize("game", list(CASES))
def test_pokerkit(benchmark: Any, game: str) -> None:
    pk = import_peer("pokerkit")
    hand_types = {
        "razz": (pk.RegularLowHand,),
        "stud-hi-lo": (pk.StandardHighHand, pk.EightOrBetterLowHand),
    }[game]
    ranges = tuple([frozenset(pk.Card.parse(h))] for h in CASES[game])

    def run() -> list[float]:
        return pk.calculate_equities(ranges, (), 7, 0, pk.Deck.STANDARD, hand_types,
                                     sample_count=POKERKIT_SAMPLES)

    equities = measure(benchmark, f"pokerkit equity {game}", run, POKERKIT_SAMPLES,
                       unit="samples", rounds=3)
    ours = pg.equity(CASES[game], game=game, stdev=1e-3, seed=1)
    assert abs(equities[0] - ours.equity[0]) < 0.05  # the same question


def test_exact_razz_from_third_street(benchmark: Any) -> None:
    r = measure(benchmark, "equity exact razz third street (1 thread)",
                lambda: pg.equity(CASES["razz"], game="razz", method="exact", threads=1),
                1, unit="counts", rounds=3)
    assert r.exact and r.completions == 163_185 * 111_930
