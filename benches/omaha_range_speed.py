"""Omaha range expansion speed: ``pg.range_hands`` on ProPokerTools' generic syntax,
beside the pure-Python reference parser, and ``pg.equity`` with such ranges.

    python benches/omaha_range_speed.py [--repeats 5]

No peer installed here reads Omaha generic syntax (pokerkit's ranges are hold'em's
notation), so the core is timed against ``paigow_fast.reference.omaha_ranges``,
which tests every 4-card hand against the token. Each figure is the best of
``--repeats`` runs (the reference: one run); the CPU is printed with them.
"""

from __future__ import annotations

import argparse
import logging
import subprocess
import time

import paigow_fast as pg
from paigow_fast.reference import omaha_ranges

#: Monte Carlo samples of the equity runs.
SAMPLES = 50_000

RANGES = ["AA$ds", "RRON", "KK-TT ds", "$B$B$B$B", "AA:ds, KK$ds!AA", "15%"]


def best(f, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def cpu() -> str:
    for line in subprocess.run(["lscpu"], capture_output=True, text=True).stdout.splitlines():
        if line.startswith("Model name"):
            return line.split(":", 1)[1].strip()
    return "unknown"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    logging.getLogger("paigow_fast").setLevel(logging.ERROR)  # the runs' time estimates
    print(f"CPU: {cpu()}")
    print(f"{'range':<18} {'hands':>8} {'core ms':>9} {'reference s':>12} {'ratio':>8}")
    for text in RANGES:
        hands = len(pg.range_hands(text, "omaha")[0])
        core = best(lambda t=text: pg.range_hands(t, "omaha"), args.repeats)
        if text.endswith("%"):
            print(f"{text:<18} {hands:>8,} {core * 1e3:>9.2f} {'-':>12} {'-':>8}")
            continue
        ref = best(lambda t=text: omaha_ranges.expand(t, 4), 1)
        print(f"{text:<18} {hands:>8,} {core * 1e3:>9.2f} {ref:>12.2f} {ref / core:>7,.0f}x")
    players = ["AA$ds", "15%"]
    listed = [
        ", ".join(pg.format_cards(list(h)).replace(" ", "") for h in pg.range_hands(p, "omaha")[0])
        for p in players
    ]
    for name, given in (("syntax", players), ("listed", listed)):
        seconds = best(
            lambda g=given: pg.equity(
                g, game="omaha", method="monte-carlo", samples=SAMPLES, seed=1, stdev=0.0
            ),
            args.repeats,
        )
        print(f"pg.equity {players} as {name}, {SAMPLES:,} samples: {seconds * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
