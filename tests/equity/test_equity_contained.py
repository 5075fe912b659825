"""Equity calls contained: a progress callback may call equity again, a long default
call says how long it will take, and an exact run's progress counts its tasks."""

import logging
import subprocess
import sys
import textwrap

import pytest

import paigow_fast as pg


def test_a_progress_callback_may_ask_again_on_two_threads() -> None:
    # Once a deadlock in about half the runs (the callback ran under the fold's lock
    # while the pool's helper waited for it): run in a child, so a hang fails.
    code = textwrap.dedent(
        """
        import paigow_fast as pg
        inner = []
        for seed in range(6):
            r = pg.equity(
                ["AhKh", "QsQd"], method="monte-carlo", samples=200_000, seed=seed, threads=2,
                progress=lambda d, t: inner.append(pg.equity(
                    ["AhKh", "QsQd"], method="monte-carlo", samples=50_000, seed=2, threads=2)),
            )
            assert r.samples >= 200_000
        assert inner and all(i == inner[0] for i in inner)
        print("ok", len(inner))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and done.stdout.startswith("ok"), done.stderr


@pytest.mark.slow
def test_an_exact_run_reports_its_tasks_to_the_end() -> None:
    seen: list[tuple[int, int | None]] = []
    r = pg.equity(
        ["As2d3c4h", "KsKdQhJc", "7c8c9c6d"], game="razz", method="exact",
        progress=lambda d, t: seen.append((d, t)),
    )
    assert r.exact and seen
    done, total = seen[-1]
    assert total is not None and 0 < total < 2**32 and done == total
    assert all(t == total for _, t in seen) and [d for d, _ in seen] == sorted(d for d, _ in seen)


@pytest.mark.slow
def test_a_long_default_call_says_how_long(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="paigow_fast"):
        pg.equity(["AhKh", "random", "random"], stdev=8e-5, seed=1, threads=1)
    said = [r.getMessage() for r in caplog.records if r.name == "paigow_fast"]
    assert len(said) == 1 and "estimated at about" in said[0] and "progress=" in said[0]
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="paigow_fast"):
        pg.equity(["AhKh", "QsQd"], board="2h7hTd")
    assert not caplog.records


@pytest.mark.parametrize(
    ("kw", "needle"),
    [
        ({"stdev": "x"}, "stdev"),
        ({"progress": 5}, "progress"),
        ({"threads": "2"}, "threads"),
        ({"seed": -1}, "seed"),
        ({"samples": 2.5}, "samples"),
        ({"time": "soon"}, "time"),
        ({"game": pg.Ranking.PAIGOW_HIGH}, "PAIGOW_HIGH"),
        ({"game": 2.5}, "game"),
        ({"method": "guess"}, "guess"),
    ],
)
def test_each_bad_argument_is_one_error_naming_it(kw: dict, needle: str) -> None:
    with pytest.raises(pg.ArgumentError, match=needle):
        pg.equity(["AhKh", "QsQd"], board="2h7hTd3c", **kw)


def test_none_is_the_default_and_a_ranking_names_its_game() -> None:
    base = pg.equity(["AhKh", "QsQd"], board="2h7hTd3c")
    assert pg.equity(["AhKh", "QsQd"], board="2h7hTd3c", game=None, method=None) == base
    assert pg.equity(["AhKh", "QsQd"], board="2h7hTd3c", game=pg.Ranking.HIGH) == base
    assert pg.equity(["AhKh", "QsQd"], board="2h7hTd3c", game="Texas Hold'em") == base
    razz = pg.equity(["As2d3c", "KsKdQh"], game=pg.Ranking.ACE_TO_FIVE, method="exact")
    assert razz.game == "razz"
