"""Equity hand by hand: ``pg.equity_distribution`` (exact and Monte Carlo) beside
eval7's per-hand equities, and the new equity calls under load.

    python benches/distribution_speed.py [--rounds 5] [--load-seconds 1] [--load-rounds 5]

Part 1, in one process, ours with ``threads=1`` and with the default threads, eval7
single-threaded, interleaved round by round, the least of `--rounds` each:

* Monte Carlo: ``eval7.py_all_hands_vs_range(hero, villain, board, n)`` (each hand of
  the hero's range against the villain's range, `n` samples a hand) against
  ``method="monte-carlo", samples=n, stdev=0`` (at most `n` a combo; one combo of each
  suit orbit sampled); the largest gap between the two, in our standard errors, is
  printed as a check.
* Exact on the river: ``eval7.py_hand_vs_range_exact`` called for each combo in a
  loop (eval7's "exact" values the given board only, so it is a peer on the river
  alone) against ``method="exact"``; the equities are checked equal.

Part 2, under load: cores + 1 processes, each calling in a loop (``per_call.py``'s
``default_against_one_thread``), the default threads and ``threads=1`` in turn for
`--load-rounds` rounds of `--load-seconds`: ``pg.equity_distribution`` (exact on a
river, on a turn, Monte Carlo on a flop), ``pg.ehs_many`` of one and of eight rows
(``pg.ehs`` itself runs on the calling thread: no threads argument) and
``pg.hand_index`` of 16 and of 10,000 rows. Prints the CPU (``lscpu`` model name).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from pathlib import Path

import numpy as np

import paigow_fast as pg

sys.path.insert(0, str(Path(__file__).resolve().parent))
from per_call import default_against_one_thread  # noqa: E402

from timing import cpu, installed  # noqa: E402

# (label, hero, villain, board, samples a combo)
MONTE_CARLO = [
    ("flop, 4 classes vs 3", "QQ+, AKs, 98s, T9s", "JJ, AQs, 99", "Qh 9c 8d", 20_000),
    ("preflop, 5 classes vs 3", "QQ+, AKs, AQs", "JJ-99, AJs+", "", 20_000),
]
# (label, hero, villain, board)
RIVER = [
    ("river, 1,081 hands vs QQ+, AKs", "random", "QQ+, AKs", "2h 7h Td 4c 5s"),
    ("river, 4 classes vs 3", "QQ+, AKs, 98s, T9s", "JJ, AQs, 99", "Qh 9c 8d 2s 3h"),
]


def timed(call) -> tuple[float, object]:
    t = time.perf_counter()
    out = call()
    return time.perf_counter() - t, out


def eval7_cards(text: str) -> list:
    import eval7

    t = text.replace(" ", "")
    return [eval7.Card(t[i : i + 2]) for i in range(0, len(t), 2)]


def key(combo: str) -> frozenset:
    """A combo's cards as a set of two-character texts."""
    t = combo.replace(" ", "")
    return frozenset(t[i : i + 2] for i in range(0, len(t), 2))


def monte_carlo_case(hero: str, villain: str, board: str, n: int, rounds: int) -> None:
    import eval7

    b = eval7_cards(board)
    best: dict[str, float] = {}
    results: dict[str, object] = {}
    calls = {
        "eval7": lambda: eval7.py_all_hands_vs_range(
            eval7.HandRange(hero), eval7.HandRange(villain), b, n
        ),
        "ours 1 thread": lambda: pg.equity_distribution(
            [hero, villain], board=board, method="mc", samples=n, stdev=0, seed=1, threads=1
        ),
        "ours default": lambda: pg.equity_distribution(
            [hero, villain], board=board, method="mc", samples=n, stdev=0, seed=1
        ),
    }
    for _ in range(rounds):
        for name, call in calls.items():
            t, results[name] = timed(call)
            best[name] = min(best.get(name, t), t)
    ours = results["ours 1 thread"]
    theirs = {frozenset(str(c) for c in hand): e for hand, e in results["eval7"].items()}
    gaps = [
        abs(theirs[key(c)] - e) / s
        for c, e, s in zip(ours.combos, ours.equities, ours.standard_errors)
        if key(c) in theirs and s > 0
    ]
    report(
        best,
        f"{len(ours.combos)} combos, {n:,} samples a combo; "
        f"largest gap {max(gaps):.1f} of our standard errors",
    )


def river_case(hero: str, villain: str, board: str, rounds: int) -> None:
    import eval7

    b = eval7_cards(board)
    d = pg.equity_distribution([hero, villain], board=board)
    hands = [eval7_cards(c) for c in d.combos]
    vr = eval7.HandRange(villain)
    best: dict[str, float] = {}
    results: dict[str, object] = {}
    calls = {
        "eval7": lambda: [eval7.py_hand_vs_range_exact(h, vr, b) for h in hands],
        "ours 1 thread": lambda: pg.equity_distribution([hero, villain], board=board, threads=1),
        "ours default": lambda: pg.equity_distribution([hero, villain], board=board),
    }
    for _ in range(rounds):
        for name, call in calls.items():
            t, results[name] = timed(call)
            best[name] = min(best.get(name, t), t)
    gap = np.nanmax(np.abs(np.array(results["eval7"]) - results["ours 1 thread"].equities))
    report(best, f"{len(d.combos)} combos, largest difference {gap:.1e}")


def report(best: dict[str, float], note: str) -> None:
    peer = best["eval7"]
    for name, t in best.items():
        print(f"    {name:14} {t * 1e3:10.2f} ms  {peer / t:7.1f}x eval7")
    print(f"    ({note})")


LOAD_SETUP = """
import numpy as np
rng = np.random.default_rng(1)
deck = np.array([rng.permutation(52)[:6] for _ in range(10_000)], dtype=np.uint8)
hands8, boards8 = deck[:8, :2], deck[:8, 2:6]
hands1, boards1 = deck[:1, :2], deck[:1, 2:6]
flops16, flops10k = deck[:16, :5], deck[:, :5]
"""

LOAD_CALLS = [
    (
        "distribution exact river",
        "pg.equity_distribution(['QQ+, AKs', 'JJ, AQs'], board='2h7hTd4c5s', threads={threads})",
    ),
    (
        "distribution exact turn",
        "pg.equity_distribution(['QQ+, AKs, 98s', 'random'], board='2h7hTd4c', threads={threads})",
    ),
    (
        "distribution mc flop",
        "pg.equity_distribution(['QQ+, AKs', 'JJ, AQs'], "
        "board='2h7hTd', method='mc', samples=16384, stdev=0, seed=1, threads={threads})",
    ),
    ("ehs_many 1 turn", "pg.ehs_many(hands1, boards1, threads={threads})"),
    ("ehs_many 8 turns", "pg.ehs_many(hands8, boards8, threads={threads})"),
    ("hand_index 16 flops", "pg.hand_index(flops16, 'flop', threads={threads})"),
    ("hand_index 10k flops", "pg.hand_index(flops10k, 'flop', threads={threads})"),
]


def under_load(seconds: float, rounds: int, only: str | None) -> None:
    procs = (os.cpu_count() or 1) + 1
    print(
        f"\nunder load: {procs} processes on {os.cpu_count()} cores, {rounds} rounds of "
        f"{seconds} s, default threads and threads=1 in turn, least median per call"
    )
    print(f"{'call':28} {'default us':>11} {'1 thread us':>12} {'ratio':>6}")
    for label, stmt in LOAD_CALLS:
        if only and only not in label:
            continue
        default, one = default_against_one_thread(stmt, LOAD_SETUP, procs, seconds, rounds)
        print(f"{label:28} {default * 1e6:11.1f} {one * 1e6:12.1f} {default / one:6.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--load-seconds", type=float, default=1.0)
    ap.add_argument("--load-rounds", type=int, default=5)
    ap.add_argument("--only-load", default=None, help="the load calls whose label has this")
    ap.add_argument("--skip-peer", action="store_true")
    args = ap.parse_args()
    print(
        f"{cpu()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"paigow_fast from {Path(pg.__file__).parent}"
    )
    if not args.skip_peer and installed("eval7"):
        for label, hero, villain, board, n in MONTE_CARLO:
            print(f"Monte Carlo, {label}: {hero} vs {villain} on '{board}'")
            monte_carlo_case(hero, villain, board, n, args.rounds)
        for label, hero, villain, board in RIVER:
            print(f"exact, {label}: {hero} vs {villain} on '{board}'")
            river_case(hero, villain, board, args.rounds)
    under_load(args.load_seconds, args.load_rounds, args.only_load)


if __name__ == "__main__":
    main()
