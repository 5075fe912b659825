"""Generates the Omaha ranking's data file: each of the 16,432 classes of 4-card
hands (its canonical hand, ``pg.hand_unindex``) against one random hand, all-in
preflop in ``omaha`` (high), by the core's seeded Monte Carlo (``SAMPLES`` samples,
the same ``SEED`` for every class, so that classes are compared on like deals; the
same on any machine and any number of threads), ranked best first, ties by index.
About two minutes on two cores.

    python -m paigow_fast._omaha_ranking.build OUT        # write the file to OUT
    python -m paigow_fast._omaha_ranking.build --check    # again, compare with the shipped file
"""

from __future__ import annotations

import sys
import time

import numpy as np

from .. import _core
from .._shipped import build_command
from .data_file import CLASSES, DIGEST, NAME, encode

#: Samples a class (its equity's standard error is about 0.5 / sqrt(SAMPLES)).
SAMPLES = 10_000
#: The seed of every class's run.
SEED = 37


def equities(threads: int | None = None, verbose: bool = False) -> np.ndarray:
    """Each class's equity against a random hand, by index."""
    from .._equity import equity

    out = np.empty(CLASSES)
    started = time.monotonic()
    for index in range(CLASSES):
        hand = _core.hand_unindex(index, [4])
        result = equity(
            [hand, "random"],
            game="omaha",
            method="monte-carlo",
            samples=SAMPLES,
            seed=SEED,
            threads=threads,
            stdev=0.0,
        )
        out[index] = result.equity[0]
        if verbose and index % 500 == 0:
            elapsed = time.monotonic() - started
            print(f"\r{index:,} / {CLASSES:,} classes, {elapsed:.0f} s", end="", file=sys.stderr)
    if verbose:
        print(f"\ncounted in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return out


def generate(threads: int | None = None, verbose: bool = False) -> bytes:
    """The data file's bytes, computed afresh."""
    values = equities(threads, verbose)
    order = sorted(range(CLASSES), key=lambda i: (-values[i], i))
    return encode(np.array(order), values[order])


def main(argv: list[str] | None = None) -> int:
    prog = "python -m paigow_fast._omaha_ranking.build"
    return build_command(prog, NAME, DIGEST, generate, argv)


if __name__ == "__main__":
    sys.exit(main())
