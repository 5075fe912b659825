"""Hand indexing against Waugh's own C library (``kdub0/hand-isomorphism``), built from a
source directory you point it at: the same index for every hand, and the rate of one
thread by CPU time on the same random river hands.

    python benches/peer_hand_index.py --waugh ~/src/hand-isomorphism [--rows 2000000]

It fetches nothing: it compiles the library's ``src/hand_index.c`` and ``src/deck.c``
with ``benches/peer_hand_index/main.c`` using ``gcc -O3 -march=native``, checks that
``pg.hand_index`` gives the library's index on ``--check`` random hands of each of
hold'em's rounds, then times both on ``--rows`` random river hands (the library's loop
in C with no check of the cards; ``pg.hand_index`` from Python on a numpy array with
``threads=1``, validation and the output array included), the best of 5 each.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
import time
from pathlib import Path

import numpy as np

import paigow_fast as pg

HOLDEM = [[2], [2, 3], [2, 3, 1], [2, 3, 1, 1]]


def build(source: Path, out: Path) -> Path:
    src = source / "src"
    exe = out / "waugh"
    main = Path(__file__).resolve().parent / "peer_hand_index" / "main.c"
    cmd = ["gcc", "-O3", "-march=native", "-std=gnu99", f"-I{src}", "-o", str(exe)]
    subprocess.run(
        [*cmd, str(main), str(src / "hand_index.c"), str(src / "deck.c"), "-lm"], check=True
    )
    return exe


def run(exe: Path, mode: str, rounds: list[int], hands: np.ndarray) -> list[str]:
    text = "\n".join(" ".join(map(str, row)) for row in hands.tolist()) + "\n"
    args = [str(exe), mode, *map(str, rounds)]
    return subprocess.run(
        args, input=text, capture_output=True, text=True, check=True
    ).stdout.split()


def random_hands(rows: int, cards: int, rng: np.random.Generator) -> np.ndarray:
    return np.argsort(rng.random((rows, 52)), axis=1)[:, :cards].astype(np.uint8)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--waugh", type=Path, required=True, help="hand-isomorphism's source")
    parser.add_argument("--rows", type=int, default=2_000_000)
    parser.add_argument("--check", type=int, default=200_000)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        exe = build(args.waugh, Path(tmp))
        for rounds in HOLDEM:
            hands = random_hands(args.check, sum(rounds), rng)
            theirs = np.array(run(exe, "index", rounds, hands), dtype=np.uint64)
            same = np.array_equal(theirs, pg.hand_index(hands, rounds))
            print(f"{rounds}: the same index on {len(hands):,} hands: {same}")
        hands = random_hands(args.rows, 7, rng)
        rate = float(run(exe, "time", [2, 3, 1, 1], hands)[0])
        times = []
        for _ in range(5):
            t = time.process_time()
            pg.hand_index(hands, [2, 3, 1, 1], threads=1)
            times.append(time.process_time() - t)
        print(
            f"river, one thread, CPU time: hand-isomorphism (C) {rate:,.0f} hands/s, "
            f"pg.hand_index {args.rows / min(times):,.0f} hands/s"
        )


if __name__ == "__main__":
    main()
