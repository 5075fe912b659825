"""How steady this machine's cores are: the same fixed loop on each core, pinned, at
the same moments, counted in windows of 50 ms; then on each core alone.

    python benches/core_speeds.py [--seconds 8] [--json]

On a machine of one's own both cores run the loop at the same rate, window after
window. On a shared virtual machine a core's rate moves from window to window (its
host core is shared with other guests), and the two cores' rates at the same moment
differ: a call on two threads then ends when the slower core's share is done, so
its speedup on two threads falls short of 2 however evenly the work is split. It
prints the quantiles of each core's rate and of their ratio at the same moments.
Linux only (it pins with ``os.sched_setaffinity``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import time

#: Seconds of a window.
WINDOW = 0.05
QUANTILES = (0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0)


def windows(core: int, start: float, seconds: float) -> list[int]:
    """The loop's rounds in each window of `WINDOW` seconds, pinned to `core`, from
    `start` (a `time.perf_counter()` moment shared by both processes) for `seconds`."""
    os.sched_setaffinity(0, {core})
    while time.perf_counter() < start:
        pass
    counts = []
    for w in range(int(seconds / WINDOW)):
        end = start + (w + 1) * WINDOW
        n = 0
        while time.perf_counter() < end:
            for _ in range(1000):
                pass
            n += 1
        counts.append(n)
    return counts


def quantiles(values: list[float]) -> list[float]:
    ordered = sorted(values)
    return [ordered[round(q * (len(ordered) - 1))] for q in QUANTILES]


def measure(seconds: float) -> dict[str, object]:
    """Both cores at once, then each alone."""
    cores = sorted(os.sched_getaffinity(0))[:2]
    if len(cores) < 2:
        raise SystemExit("needs two cores")
    with multiprocessing.Pool(2) as pool:
        start = time.perf_counter() + 0.2
        both = pool.starmap(windows, [(c, start, seconds) for c in cores])
        alone = [
            pool.apply(windows, (c, time.perf_counter() + 0.1, seconds / 2)) for c in cores
        ]
    ratios = [a / b for a, b in zip(*both) if b]
    return {
        "cores": cores,
        "window_seconds": WINDOW,
        "together": [quantiles(c) for c in both],
        "ratio": quantiles(ratios),
        "alone": [quantiles(c) for c in alone],
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=8.0, help="seconds of both at once")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    from peer_eval import cpu

    m = measure(args.seconds)
    if args.json:
        print(json.dumps({"cpu": cpu(), **m}, indent=2))
        return 0
    machine = cpu()
    print(f"CPU: {machine['model']} (family {machine['family']}, model {machine['model_number']})")
    qs = " ".join(f"{q:>5.0%}" for q in QUANTILES)
    print(f"rounds per {WINDOW * 1e3:.0f} ms window, quantiles {qs}")
    a, b = m["cores"]
    for name, rows in (("together", m["together"]), ("alone", m["alone"])):
        for core, row in zip((a, b), rows):
            print(f"  core {core} {name:8} " + " ".join(f"{v:>5.0f}" for v in row))
    print(f"  core {a} / core {b} at the same moments " + " ".join(f"{v:5.2f}" for v in m["ratio"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
