"""Generates the preflop atlas's data file: every pair of hold'em starting-hand
classes counted exactly by the core (a class against itself and each later class;
the reverse is the same counts reversed).

    python -m paigow_fast._atlas.build OUT        # write the file to OUT
    python -m paigow_fast._atlas.build --check    # count again, compare with the shipped file
"""

from __future__ import annotations

import argparse
import sys
import time

from .. import _core
from .data_file import DIGEST, NAME, PAIRS, digest, encode, shipped_bytes


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
    parser = argparse.ArgumentParser(prog="python -m paigow_fast._atlas.build")
    parser.add_argument("out", nargs="?", help="where to write the file")
    parser.add_argument(
        "--check", action="store_true", help=f"compare with the shipped {NAME} and its digest"
    )
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args(argv)
    if not args.out and not args.check:
        parser.error("give OUT, --check, or both")
    data = generate(args.threads, verbose=True)
    print(f"sha256 {digest(data)}, {len(data):,} bytes")
    if args.out:
        with open(args.out, "wb") as f:
            f.write(data)
    if args.check:
        shipped = shipped_bytes()
        same = data == shipped and digest(shipped) == DIGEST
        print("the shipped file is reproduced bit for bit" if same else "MISMATCH")
        return 0 if same else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
