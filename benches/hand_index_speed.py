"""Hand indexing speed: ``pg.hand_index`` and ``pg.hand_unindex`` on the river, one call
at a time and in bulk, beside the nearest peers.

    python benches/hand_index_speed.py [--rows 2000000] [--repeats 5]

No package on PyPI offers Waugh's indexer to Python. The nearest peers timed here:

* ``poker-isomorphisms`` (``pip install poker-isomorphisms==1.0.0``): normalises a
  three-card flop (board alone) to its class's representative, one string at a time;
  timed against ``pg.hand_index(flop, [3])`` (left out when not installed);
* a pure numpy canonicalisation: every hand's least tuple of per-round card masks over
  the 24 renamings of the suits (the test suite's independent check), in bulk on the
  river: what one would write without an indexer (it gives a canonical form, not a
  dense index).

Each figure is the best of ``--repeats`` runs; the CPU is printed with them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import timeit
from pathlib import Path

import numpy as np

import paigow_fast as pg

from timing import best, cpu

ROUNDS = [2, 3, 1, 1]


def numpy_canonical(hands: np.ndarray, rounds: list[int]) -> np.ndarray:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "indexing"))
    from canonical import canonical_masks

    return canonical_masks(hands, rounds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=2_000_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    hands = np.argsort(rng.random((args.rows, 52)), axis=1)[:, :7].astype(np.uint8)
    print(cpu(), "load average", " ".join(f"{x:.1f}" for x in os.getloadavg()))
    pg.hand_index(hands[:10], ROUNDS)  # the tables, built once

    rows: list[tuple[str, float]] = []
    t = best(lambda: pg.hand_index(hands, ROUNDS), args.repeats)
    rows.append(("pg.hand_index, river, bulk (all cores)", args.rows / t))
    t = best(lambda: pg.hand_index(hands, ROUNDS, threads=1), args.repeats)
    rows.append(("pg.hand_index, river, bulk (1 thread)", args.rows / t))
    t = best(lambda: pg.hand_index(hands, ROUNDS, threads=1), args.repeats, time.process_time)
    rows.append(("pg.hand_index, river, bulk (1 thread, CPU time)", args.rows / t))
    index = pg.hand_index(hands, ROUNDS)
    t = best(lambda: pg.hand_unindex(index, ROUNDS), args.repeats)
    rows.append(("pg.hand_unindex, river, bulk (all cores)", args.rows / t))
    some = hands[: max(args.rows // 20, 1)]
    t = best(lambda: numpy_canonical(some, ROUNDS), max(args.repeats // 2, 1))
    rows.append(("numpy canonicalisation (24 renamings), river, bulk", len(some) / t))

    ids = [int(c) for c in hands[0]]
    text = pg.format_cards(hands[0])
    n = 100_000
    for label, stmt in [
        ("pg.hand_index(ids, [2,3,1,1]), one call", lambda: pg.hand_index(ids, ROUNDS)),
        ("pg.hand_index(text, 'river'), one call", lambda: pg.hand_index(text, "river")),
        ("pg.hand_unindex(i, 'river'), one call", lambda: pg.hand_unindex(12345678, "river")),
        ("pg.hand_index(flop text, [3]), one call", lambda: pg.hand_index("AsKhQd", [3])),
    ]:
        rows.append((label, n / min(timeit.repeat(stmt, number=n, repeat=args.repeats))))
    try:
        from poker_isomorphisms import flop_normalise
    except ImportError:
        print("poker-isomorphisms is not installed: its row is left out")
    else:
        m = n // 10
        t = min(timeit.repeat(lambda: flop_normalise("AsKhQd"), number=m, repeat=args.repeats))
        rows.append(("poker_isomorphisms.flop_normalise(flop text), one call", m / t))
    width = max(len(label) for label, _ in rows)
    for label, rate in rows:
        print(f"{label:<{width}}  {rate:>14,.0f} hands/s")


if __name__ == "__main__":
    main()
