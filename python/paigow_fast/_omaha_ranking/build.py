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

import argparse
import sys
import time

import numpy as np

from .. import _core
from .._shipped import build_command
from .data_file import CLASSES_OF, DIGESTS, NAMES, encode

#: Samples a class (its equity's standard error is about 0.5 / sqrt(SAMPLES)).
SAMPLES = 10_000
#: The seed of every class's run.
SEED = 37


#: The game each hole size is played in.
GAMES = {4: "omaha", 5: "omaha-5", 6: "omaha-6"}


def equities(threads: int | None = None, verbose: bool = False, hole: int = 4) -> np.ndarray:
    """Each class's equity against a random hand, by index."""
    from .._equity import equity

    classes = CLASSES_OF[hole]
    out = np.empty(classes)
    started = time.monotonic()
    for index in range(classes):
        hand = _core.hand_unindex(index, [hole])
        result = equity(
            [hand, "random"],
            game=GAMES[hole],
            method="monte-carlo",
            samples=SAMPLES,
            seed=SEED,
            threads=threads,
            stdev=0.0,
        )
        out[index] = result.equity[0]
        if verbose and index % 500 == 0:
            elapsed = time.monotonic() - started
            print(f"\r{index:,} / {classes:,} classes, {elapsed:.0f} s", end="", file=sys.stderr)
    if verbose:
        print(f"\ncounted in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return out


def generate(threads: int | None = None, verbose: bool = False, hole: int = 4) -> bytes:
    """The data file's bytes, computed afresh."""
    values = equities(threads, verbose, hole)
    order = np.lexsort((np.arange(len(values)), -values))  # best first, ties by index
    return encode(order, values[order], hole)


def main(argv: list[str] | None = None) -> int:
    """``OUT``, ``--check``, and ``--cards 4|5|6`` (4 by default): which hands."""
    cards = argparse.ArgumentParser(add_help=False)
    cards.add_argument("--cards", type=int, choices=sorted(CLASSES_OF), default=4)
    known, rest = cards.parse_known_args(argv)
    hole = known.cards
    prog = "python -m paigow_fast._omaha_ranking.build [--cards 4|5|6]"
    return build_command(
        prog,
        NAMES[hole],
        DIGESTS.get(hole, ""),
        lambda threads, verbose: generate(threads, verbose, hole),
        rest,
    )


if __name__ == "__main__":
    sys.exit(main())
