"""The bulk side-bet calls while another thread writes their input array: a clear
pg.CardError or an answer, never a panic (issue 19)."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import paigow_fast as pg


def _valid_rows(n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((n, 53)), axis=1)[:, :7].astype(np.uint8)


@pytest.mark.slow
@pytest.mark.parametrize("call", ["masks", "events"])
def test_side_bet_many_with_the_array_written_meanwhile(call: str) -> None:
    hands = _valid_rows(100_000, 19)
    flat = hands.reshape(-1)
    rng = np.random.default_rng(7)
    outcomes = {"answer": 0, "card error": 0}
    for _ in range(12):
        stop = threading.Event()

        def scribble(stop: threading.Event = stop) -> None:
            while not stop.is_set():
                at = rng.integers(0, flat.size, 64)
                flat[at] = rng.integers(0, 256, 64, dtype=np.uint8)

        writer = threading.Thread(target=scribble)
        writer.start()
        try:
            if call == "masks":
                pg.side_bet_masks_many(hands)
            else:
                pg.side_bet_events_many("mania", hands)
            outcomes["answer"] += 1
        except pg.CardError:
            outcomes["card error"] += 1
        finally:
            stop.set()
            writer.join()
        hands[:] = _valid_rows(len(hands), int(rng.integers(1 << 30)))
    assert sum(outcomes.values()) == 12
