"""Every long equity call reports progress soon and stops on Ctrl-C within a second,
whatever the problem: each run in a child process, interrupted after it has started."""

import signal
import subprocess
import sys
import textwrap
import time

import pytest

CALLS = {
    "grid monte carlo": "pg.equity_grid('random', stdev=1e-5, method='monte-carlo', "
    "progress=report)",
    "monte carlo": "pg.equity(['random'] * 6, stdev=1e-7, progress=report)",
    "exact hold'em hi-lo": "pg.equity(['AhKh', 'random'], game='holdem-hi-lo', "
    "method='exact', progress=report)",
    # Each board of these settles billions of tuples: the stop is checked inside.
    "exact, three random": "pg.equity(['random'] * 3, method='exact', progress=report)",
    "exact omaha": "pg.equity(['random', 'random'], game='omaha', method='exact', progress=report)",
    "exact razz": "pg.equity(['As2d3c', 'KsKdQh', '7c8c9c'], game='razz', method='exact', "
    "progress=report)",
    "distribution, omaha against random": "pg.equity_distribution(['AhKhQdJd, AsAc2d3d', "
    "'random'], game='omaha', progress=report)",
    "distribution, monte carlo three-way": "pg.equity_distribution(['random'] * 3, "
    "method='monte-carlo', stdev=1e-6, progress=report)",
    "ehs_many on flops": "pg.ehs_many([[51, 47]] * 50000, [[0, 1, 2]] * 50000, progress=report)",
    "the atlas's counts": "pg._core.preflop_counts([(a, b) for a in range(169) "
    "for b in range(169)], None, report)",
}


@pytest.mark.parametrize("call", CALLS, ids=list(CALLS))
def test_progress_comes_soon_and_ctrl_c_stops_within_a_second(call: str) -> None:
    code = textwrap.dedent(
        f"""
        import sys, time
        import paigow_fast as pg
        start = time.perf_counter()
        def report(done, total, *rest):
            print("progress", round(time.perf_counter() - start, 3), flush=True)
        try:
            {CALLS[call]}
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(3)
        """
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    first = child.stdout.readline()  # the first progress report
    assert first.startswith("progress"), first + child.stderr.read() if child.stderr else ""
    assert float(first.split()[1]) < 1.5, first
    child.send_signal(signal.SIGINT)
    sent = time.perf_counter()
    try:
        child.wait(timeout=10)
    finally:
        child.kill()
    waited = time.perf_counter() - sent
    out = child.stdout.read()
    assert child.returncode == 3 and "interrupted" in out, (child.returncode, out)
    assert waited < 1.5, f"{call}: {waited:.2f} s after Ctrl-C"
