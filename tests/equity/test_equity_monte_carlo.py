"""Monte Carlo equity: agrees with exact enumeration on overlapping weighted ranges,
seeded and identical on any number of threads, stops on its limits."""

from __future__ import annotations

import pytest

import paigow_fast as pg

OVERLAPPING = [
    ("holdem", ["AK, QQ+", "AQ+, KK+, JTs", "QQ+, AKs:0.3"], "2h7hTd"),
    ("holdem-hi-lo", ["A2, A3s:0.5, KK", "A2s, 33-22, AK"], "4c5d8h"),
    (
        "omaha-hi-lo",
        ["Ah2d3cKs, Ah2c4dKd:0.5, AsAd2h3h", "Ah2h3d4d, As2c3c4h, KhKcQdQc"],
        "5c8dTh9s",
    ),
]


@pytest.mark.parametrize(("game", "players", "board"), OVERLAPPING)
def test_monte_carlo_agrees_with_exact_on_overlapping_ranges(
    game: str, players: list[str], board: str
) -> None:
    exact = pg.equity(players, board=board, game=game, method="exact")
    mc = pg.equity(players, board=board, game=game, method="monte-carlo", stdev=2e-3, seed=7)
    assert mc.method == "monte-carlo" and mc.samples is not None and mc.samples > 0
    for e, m, s in zip(exact.equity, mc.equity, mc.stderr):
        assert 0 < s <= 2e-3
        assert abs(e - m) <= 4 * s
    for field in ("win", "tie", "high", "low"):
        for e, m in zip(getattr(exact, field), getattr(mc, field)):
            assert abs(e - m) <= 0.02


SEEDED = {
    "holdem": (
        ["AK, QQ+", "AQ+, KK+, JTs", "random"],
        dict(board="2h7hTd", samples=50_000, seed=42),
    ),
    "stud-hi-lo": (
        ["As2d3c", "KsKd9h, QsQd9c:0.5", "random"],
        dict(game="stud-hi-lo", samples=30_000, seed=5),
    ),
}


@pytest.mark.parametrize(("players", "args"), SEEDED.values(), ids=list(SEEDED))
def test_seeded_monte_carlo_is_the_same_on_one_and_two_threads(
    players: list[str], args: dict
) -> None:
    args = {**args, "method": "monte-carlo", "stdev": 0}
    one = pg.equity(players, threads=1, **args)
    two = pg.equity(players, threads=2, **args)
    assert one == two and one.samples == args["samples"]
    other = pg.equity(players, threads=2, **{**args, "seed": args["seed"] + 1})
    assert other.equity != one.equity


def test_the_standard_error_stops_the_run_the_same_way_on_any_threads() -> None:
    players = ["AhKh", "QsQd"]
    one = pg.equity(players, method="monte-carlo", stdev=1e-3, seed=3, threads=1)
    two = pg.equity(players, method="monte-carlo", stdev=1e-3, seed=3, threads=2)
    assert one == two and max(one.stderr) <= 1e-3


def test_omaha_random_players_and_progress() -> None:
    seen: list[tuple[int, int | None]] = []
    r = pg.equity(
        ["AhAdKhKd", "random", "random"],
        game="omaha-6".replace("-6", ""),
        method="monte-carlo",
        samples=20_000,
        seed=1,
        progress=lambda d, t: seen.append((d, t)),
    )
    assert r.samples == 20_000 and sum(r.equity) == pytest.approx(1)
    assert seen and seen[-1] == (20_000, 20_000)
    six = pg.equity(["random"] * 6, game="omaha-6", samples=10_000, seed=1)
    assert six.method == "monte-carlo" and sum(six.equity) == pytest.approx(1)


def test_a_run_without_a_seed_reports_the_one_it_drew() -> None:
    first = pg.equity(["AhKh", "random"], method="monte-carlo", samples=10_000, stdev=0)
    assert first.seed is not None
    again = pg.equity(
        ["AhKh", "random"], method="monte-carlo", samples=10_000, stdev=0, seed=first.seed
    )
    assert again == first


def test_time_limit_ends_a_run() -> None:
    r = pg.equity(["random"] * 4, method="monte-carlo", stdev=0, time=0.2, seed=1)
    assert r.samples is not None and r.samples > 0


def test_a_three_argument_progress_gets_the_result_so_far() -> None:
    partials: list[pg.EquityResult | None] = []
    # Long enough (about 0.5 s) to span several of the ticks due at least every 0.1 s,
    # however the threads are scheduled on a busy machine.
    final = pg.equity(
        ["AhKh", "QQ"],
        method="monte-carlo",
        samples=20_000_000,
        seed=3,
        progress=lambda d, t, partial: partials.append(partial),
    )
    last = partials[-1]
    assert last == final and last is not None and last.seed == 3
    samples = [p.samples for p in partials if p is not None]
    assert samples == sorted(samples) and samples[0] < final.samples
    exact: list[pg.EquityResult | None] = []
    done = pg.equity(["AhKh", "QsQd"], board="2c3d4h", progress=lambda d, t, p: exact.append(p))
    assert exact[-1] == done and done.exact and done.game == "holdem" and done.scoop is None
    assert pg.equity(["Ah2h3d4d", "KsKd9c9h"], game="omaha-hi-lo", board="5c8dTh").scoop
