"""Generates an Omaha ranking's data file: each class of hands of the hole size
(``--cards``: 16,432 of 4 cards, 134,459 of 5, 962,988 of 6; its canonical hand,
``pg.hand_unindex``) against one random hand, all-in preflop (high), by the core's
seeded Monte Carlo (``SAMPLES`` samples, the same ``SEED`` for every class, so that
classes are compared on like deals; the same on any machine and any number of
threads), ranked best first, ties by index. On two cores about two minutes for 4
cards, five for 5, an hour for 6.

    python -m paigow_fast._omaha_ranking.build [--cards N] OUT      # write the file
    python -m paigow_fast._omaha_ranking.build [--cards N] --check  # again, compare
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


def class_equity(index: int, hole: int = 4, threads: int | None = None) -> float:
    """Class `index`'s equity against a random hand, as the ranking measures it."""
    from .._equity import equity

    result = equity(
        [_core.hand_unindex(index, [hole]), "random"],
        game=GAMES[hole],
        method="monte-carlo",
        samples=SAMPLES,
        seed=SEED,
        threads=threads,
        stdev=0.0,
    )
    return float(result.equity[0])


def equities(threads: int | None = None, verbose: bool = False, hole: int = 4) -> np.ndarray:
    """Each class's equity against a random hand, by index."""
    classes = CLASSES_OF[hole]
    out = np.empty(classes)
    started = time.monotonic()
    for index in range(classes):
        out[index] = class_equity(index, hole, threads)
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
