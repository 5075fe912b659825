"""Ctrl-C during a process's first side-bet price (the classification of every hand,
1-4 s) raises KeyboardInterrupt at once rather than when the classification ends
(issue 19)."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

import pytest

_CHILD = """
import time
import paigow_fast as pg
print("ready", flush=True)
start = time.perf_counter()
pg.price("mania")
print(f"done {time.perf_counter() - start:.3f}", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process")
def test_ctrl_c_interrupts_the_first_price_call() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "ready"
    time.sleep(0.3)  # well inside the classification
    sent = time.perf_counter()
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    waited = time.perf_counter() - sent
    if out.startswith("done"):
        pytest.skip(f"the classification ended before the signal ({out.strip()} s)")
    assert "KeyboardInterrupt" in err, err
    assert child.returncode != 0
    # About one batch (0.1 s) and the interpreter's exit; waiting for the whole
    # classification took 1.2-3.6 s.
    assert waited < 0.75, f"exited {waited:.2f} s after the signal"
