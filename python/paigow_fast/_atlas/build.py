"""Generates the preflop atlas's data file: every pair of hold'em starting-hand
classes counted exactly by the core (a class against itself and each later class;
the reverse is the same counts reversed).

    python -m paigow_fast._atlas.build OUT        # write the file to OUT
    python -m paigow_fast._atlas.build --check    # count again, compare with the shipped file
"""

from __future__ import annotations

import sys
import time

from .. import _core
from .._shipped import build_command
from .data_file import DIGEST, NAME, PAIRS, encode


def generate(threads: int | None = None, verbose: bool = False) -> bytes:
    """The data file's bytes, counted afresh."""
    started = time.monotonic()

    def progress(done: int, total: int) -> None:
        if verbose:
            print(f"\r{done:,} / {total:,} pairs", end="", file=sys.stderr, flush=True)

    counts = _core.preflop_counts(PAIRS, threads, progress)
    if verbose:
        print(f"\ncounted in {time.monotonic() - started:.1f} s", file=sys.stderr)
    return encode(counts)


def main(argv: list[str] | None = None) -> int:
    return build_command("python -m paigow_fast._atlas.build", NAME, DIGEST, generate, argv)


if __name__ == "__main__":
    sys.exit(main())
