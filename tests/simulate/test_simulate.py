"""simulate and deal: reproducibility, thread independence, agreement with the
single-round functions on the same dealt cards, progress, Ctrl-C, flat memory."""

from __future__ import annotations

import math
import os
import signal
import threading
import time

import numpy as np
import pytest

import paigow_fast as pg


def test_deal_is_reproducible_and_valid() -> None:
    cards = pg.deal(40_000, seed=9)
    assert cards.shape == (40_000, 14) and cards.dtype == np.uint8
    assert np.array_equal(cards, pg.deal(40_000, seed=9, threads=1))
    assert not np.array_equal(cards, pg.deal(40_000, seed=10))
    assert cards.max() <= 52
    # 14 distinct cards a round.
    assert all(len(set(row)) == 14 for row in cards[:5000].tolist())
    # The first rounds of a seed do not depend on how many are dealt.
    assert np.array_equal(pg.deal(100, seed=9), cards[:100])
    # Each card about equally often (53 cards, 560,000 deals: ~10,566 each).
    counts = np.bincount(cards.ravel(), minlength=53)
    assert counts.min() > 10_000 and counts.max() < 11_150


def test_simulate_equals_settling_the_dealt_rounds_one_by_one() -> None:
    n = 3000
    cards = pg.deal(n, seed=2024)
    wins = losses = copies = high_copies = low_copies = 0
    for row in cards.tolist():
        p, d = pg.house_way(row[:7]), pg.house_way(row[7:])
        result = pg.settle(p, d).result
        wins += result == "win"
        losses += result == "loss"
        hc, lc = p.high_rank == d.high_rank, p.low_rank == d.low_rank
        high_copies += hc
        low_copies += lc
        copies += hc or lc
    r = pg.simulate(n, seed=2024)
    assert (r.rounds, r.wins, r.losses, r.pushes) == (n, wins, losses, n - wins - losses)
    assert (r.copies, r.high_copies, r.low_copies) == (copies, high_copies, low_copies)


def test_simulate_equals_the_bulk_functions_on_the_dealt_rounds() -> None:
    n = 200_000
    cards = pg.deal(n, seed=77)
    player = pg.house_way_many(cards[:, :7])
    dealer = pg.house_way_many(cards[:, 7:])
    payouts = pg.settle_many(player, dealer)
    r = pg.simulate(n, seed=77)
    assert r.wins == int((payouts > 0).sum())
    assert r.losses == int((payouts < 0).sum())
    assert r.pushes == int((payouts == 0).sum())
    assert math.isclose(r.ev, payouts.mean(), rel_tol=1e-12, abs_tol=1e-15)
    assert math.isclose(r.stderr, payouts.std(ddof=1) / math.sqrt(n), rel_tol=1e-9)
    high = pg.rank_many(pg.Ranking.PAIGOW_HIGH, player[:, :5]) == pg.rank_many(
        pg.Ranking.PAIGOW_HIGH, dealer[:, :5]
    )
    low = pg.rank_many(pg.Ranking.PAIGOW_LOW, player[:, 5:]) == pg.rank_many(
        pg.Ranking.PAIGOW_LOW, dealer[:, 5:]
    )
    assert (r.high_copies, r.low_copies, r.copies) == (
        int(high.sum()),
        int(low.sum()),
        int((high | low).sum()),
    )


def test_simulate_is_reproducible_and_thread_independent() -> None:
    n = 300_000
    base = pg.simulate(n, seed=5, threads=1)
    assert pg.simulate(n, seed=5, threads=1) == base
    assert pg.simulate(n, seed=5, threads=2) == base
    assert pg.simulate(n, seed=5, threads=3) == base
    assert pg.simulate(n, seed=5) == base
    assert pg.simulate(n, seed=6) != base
    # A prefix of a longer run is the shorter run.
    assert pg.simulate(1000, seed=5) == pg.simulate(1000, seed=5, threads=2)


def test_result_is_consistent() -> None:
    r = pg.simulate(100_000, seed=1, commission=0.05)
    assert r.wins + r.pushes + r.losses == r.rounds == 100_000
    assert math.isclose(r.ev, (0.95 * r.wins - r.losses) / r.rounds)
    assert r.house_edge == -r.ev
    assert r.copies <= r.high_copies + r.low_copies
    assert max(r.high_copies, r.low_copies) <= r.copies
    assert 0 < r.stderr < 0.01
    # The commission changes the payout, not the cards.
    free = pg.simulate(100_000, seed=1, commission=0.0)
    assert (free.wins, free.losses) == (r.wins, r.losses)
    assert math.isclose(free.ev, (free.wins - free.losses) / free.rounds)
    text = str(r)
    assert "100,000 rounds" in text and "house edge" in text and "%" in text
    empty = pg.simulate(0)
    assert (empty.rounds, empty.wins, empty.ev, empty.stderr) == (0, 0, 0.0, 0.0)


def test_bad_arguments() -> None:
    with pytest.raises(pg.Error, match="unknown player strategy"):
        pg.simulate(10, player="psychic")
    with pytest.raises(pg.Error, match="unknown dealer strategy"):
        pg.simulate(10, dealer="psychic")
    with pytest.raises(pg.Error, match="rounds"):
        pg.simulate(-1)
    with pytest.raises(pg.Error, match="commission"):
        pg.simulate(10, commission=-0.1)
    with pytest.raises(pg.Error, match="threads"):
        pg.simulate(10, threads=0)
    with pytest.raises(pg.Error, match="seed"):
        pg.simulate(10, seed=-1)
    with pytest.raises(pg.Error, match="progress"):
        pg.simulate(10, progress=42)  # type: ignore[arg-type]


def test_progress_is_called() -> None:
    calls: list[tuple[int, int]] = []
    n = 1_000_003
    r = pg.simulate(n, seed=3, progress=lambda done, total: calls.append((done, total)))
    assert calls, "progress was never called"
    assert calls[-1] == (n, n)
    assert all(total == n for _, total in calls)
    done = [d for d, _ in calls]
    assert done == sorted(done) and len(set(done)) == len(done)
    assert r == pg.simulate(n, seed=3)


def test_a_progress_callback_can_stop_the_simulation() -> None:
    def stop(done: int, total: int) -> None:
        raise KeyboardInterrupt

    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        pg.simulate(10**12, progress=stop)
    assert time.monotonic() - start < 1.0

    class Stop(Exception):
        pass

    def fail(done: int, total: int) -> None:
        raise Stop

    with pytest.raises(Stop):
        pg.simulate(10**12, progress=fail)


def test_ctrl_c_stops_a_long_simulation_promptly() -> None:
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT))
    try:
        start = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            pg.simulate(10**12)
        elapsed = time.monotonic() - start
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
    assert elapsed < 1.2, f"KeyboardInterrupt after {elapsed:.2f} s"


def _status_kib(field: str) -> int | None:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def _reset_peak() -> bool:
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


@pytest.mark.slow
@pytest.mark.skipif(_status_kib("VmHWM") is None, reason="needs Linux /proc/self/status")
def test_memory_stays_flat_over_a_long_simulation() -> None:
    pg.simulate(200_000)  # start the threads, build the tables
    rss_before = _status_kib("VmRSS")
    assert rss_before is not None
    peak_known = _reset_peak()
    peak_before = _status_kib("VmHWM")
    r = pg.simulate(20_000_000, seed=1)
    assert r.rounds == 20_000_000
    peak_after = _status_kib("VmHWM")
    assert peak_before is not None and peak_after is not None
    base = rss_before if peak_known else peak_before
    growth_mib = (peak_after - base) / 1024
    assert growth_mib < 8, f"peak RSS grew by {growth_mib:.1f} MiB"
