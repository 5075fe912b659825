"""Equity on one thread and on two: ``pg.equity(..., threads=1)`` and ``threads=2``
timed on the cases of ``benches/peer_equity.py`` (exact preflop hand vs hand,
three-way, range vs range, hand vs random; Monte Carlo to a standard error on three
ranges and six random), in interleaved rounds, the best round of each.

    python benches/equity_scaling.py [--rounds 5] [--stdev 2e-4] [--json]

A round of a short case repeats the call until it has taken about `--least`
seconds and counts the time per call. It prints the CPU (model name, family,
model), the load average before and after (other work on the machine slows the
two-thread runs most: run it on a quiet machine), and per case the best wall time
per call on each, the speedup (linear is 2; within 10% of linear is at least 1.8)
and the processor time per call of each (their ratio is the work the second thread
adds: at 1.00 only idle time separates the speedup from 2). Monte Carlo runs with the
same seed on both, which must give the same result (it is checked).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from peer_equity import EXACT, MONTE_CARLO  # noqa: E402
from peer_eval import cpu  # noqa: E402

THREADS = (1, 2)


def timed(players: tuple[str, ...], threads: int, kwargs: dict, least: float) -> dict:
    """Wall and processor seconds per call, over as many calls as take `least` seconds."""
    import paigow_fast as pg

    calls, wall, processor = 0, 0.0, 0.0
    while wall < least or calls == 0:
        w, p = time.perf_counter(), time.process_time()
        result = pg.equity(list(players), threads=threads, **kwargs)
        wall += time.perf_counter() - w
        processor += time.process_time() - p
        calls += 1
    return {"seconds": wall / calls, "cpu": processor / calls, "calls": calls, "result": result}


def measure(rounds: int, stdev: float, least: float) -> list[dict[str, object]]:
    """Per case: the best round on each thread count (processor time of that round)."""
    cases = [(c, {"method": "exact"}) for c in EXACT]
    cases += [(c, {"method": "monte-carlo", "stdev": stdev, "seed": 1}) for c in MONTE_CARLO]
    out = []
    for players, kwargs in cases:
        timed(players, 1, kwargs, 0.0)  # tables built, pools started
        best: dict[int, dict] = {}
        for r in range(rounds):
            for threads in THREADS if r % 2 == 0 else THREADS[::-1]:
                t = timed(players, threads, kwargs, least)
                if threads not in best or t["seconds"] < best[threads]["seconds"]:
                    best[threads] = t
        one, two = best[1].pop("result"), best[2].pop("result")
        if one != two:
            sys.exit(f"{players}: one thread and two disagree")
        label = " vs ".join(players) if len(set(players)) > 1 else f"{len(players)}-way random"
        out.append(
            {
                "case": label,
                "method": kwargs["method"],
                "samples": one.samples or one.completions,
                **{f"threads_{n}": best[n] for n in THREADS},
                "speedup": best[1]["seconds"] / best[2]["seconds"],
                "cpu_ratio": best[2]["cpu"] / best[1]["cpu"],
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=5, help="interleaved rounds (best is kept)")
    p.add_argument("--stdev", type=float, default=2e-4, help="Monte Carlo standard error")
    p.add_argument("--least", type=float, default=0.05, help="seconds a round takes at least")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args(argv)
    load_before = os.getloadavg()
    cases = measure(args.rounds, args.stdev, args.least)
    load = {"before": load_before, "after": os.getloadavg()}
    machine = cpu()
    if args.json:
        print(json.dumps({"cpu": machine, "load": load, "cases": cases}, indent=2))
        return 0
    loads = " -> ".join(f"{a[0]:.2f}" for a in load.values())
    name = f"{machine['model']} (family {machine['family']}, model {machine['model_number']}"
    setup = f"best of {args.rounds} interleaved rounds, load average {loads}"
    print(f"CPU: {name}; {machine['cores']} cores), {setup}; Monte Carlo to {args.stdev:g}")
    for c in cases:
        one, two = c["threads_1"], c["threads_2"]
        print(
            f"{c['case']:32} {c['method']:11} 1 thread {one['seconds'] * 1e3:9.3f} ms, "
            f"2 threads {two['seconds'] * 1e3:9.3f} ms: {c['speedup']:.2f}x "
            f"(processor time {c['cpu_ratio']:.2f}x; {c['samples']:,} "
            f"{'samples' if c['method'] == 'monte-carlo' else 'completions'})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
