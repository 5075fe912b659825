"""Ctrl-C sent to this very process while a call runs (the in-process Ctrl-C tests)."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable

import pytest


def seconds_to_interrupt(call: Callable[[], object], after: float) -> float:
    """Run `call()` with Ctrl-C (SIGINT) sent to this process `after` seconds in: it must
    raise KeyboardInterrupt. The seconds from the start until it did."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    timer = threading.Timer(after, os.kill, (os.getpid(), signal.SIGINT))
    try:
        start = time.monotonic()
        timer.start()
        with pytest.raises(KeyboardInterrupt):
            call()
        return time.monotonic() - start
    finally:
        timer.cancel()
        signal.signal(signal.SIGINT, previous)
