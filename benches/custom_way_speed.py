"""A house way of the user's own against the same way shipped: house_way_many and
analyze with the Foxwoods way and its copy read from its exported table (identical
integers), interleaved, the best of several runs each, on one thread.

    python benches/custom_way_speed.py [--hands N] [--repeats R] [--chunks K ...]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import numpy as np

import paigow_fast as pg

from timing import best


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=2_000_000)
    p.add_argument("--repeats", type=int, default=7)
    p.add_argument("--chunks", type=int, nargs="*", default=[3, 400])
    args = p.parse_args()
    shipped = pg.HouseWay.FOXWOODS
    with tempfile.TemporaryDirectory() as folder:
        copy = pg.HouseWay.load(shipped.save(Path(folder) / "f.txt"), name="foxwoods-copy")
    hands = np.ascontiguousarray(pg.deal(args.hands // 2, seed=1).reshape(-1, 7))
    rows = {}
    for way in (shipped, copy) * 2:
        t = best(lambda w=way: pg.house_way_many(hands, way=w, threads=1), args.repeats)
        rows.setdefault(way.value, []).append(len(hands) / t)
    for name, rates in rows.items():
        print(f"house_way_many {name:14} {max(rates) / 1e6:7.2f} M hands/s (one thread)")
    results = {}
    for way in (shipped, copy) * 2:
        t = best(lambda w=way: pg.analyze(dealer=w, chunks=args.chunks, threads=1), 1)
        r = pg.analyze(dealer=way, chunks=args.chunks, threads=1)
        results.setdefault(way.value, []).append((t, r.house, r.optimal))
    for name, runs in results.items():
        print(f"analyze chunks {args.chunks} {name:14} {min(t for t, _, _ in runs):6.2f} s")
    (a, b) = results.values()
    print("identical integers:", a[0][1:] == b[0][1:])


if __name__ == "__main__":
    main()
