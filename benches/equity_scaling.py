"""Equity on one thread and on two: ``pg.equity(..., threads=1)`` and ``threads=2``
timed on the cases of ``benches/peer_equity.py`` (exact preflop hand vs hand,
three-way, range vs range, hand vs random; Monte Carlo to a standard error on three
ranges and six random), in interleaved rounds, the best round of each.

    python benches/equity_scaling.py [--rounds 5] [--stdev 2e-4] [--json]

A round runs the case in blocks of calls of about 5 ms, one thread and two in turn,
until each has taken about `--least` seconds, and counts the time per call: both see
the same moments of a machine that is noisy in bursts. A block of short calls begins
with a call not counted, in which a pool's sleeping thread wakes. It prints the CPU
(model name, family, model), the load average before and after (other work on the machine slows the
two-thread runs most: run it on a quiet machine), and per case the best wall time
per call on each, the speedup (linear is 2; within 10% of linear is at least 1.8)
and the processor time per call of each (their ratio is the work the second thread
adds: at 1.00 only idle time separates the speedup from 2). Monte Carlo runs with the
same seed on both, which must give the same result (it is checked).

Each call is also timed alone, and the least and the median per call over every
round are printed with their ratios. On a shared virtual machine the two cores' speeds
differ from moment to moment (``benches/core_speeds.py`` measures by how much), and a
two-thread call waits for the slower: the least time per call is the speed of the
code on two free cores, the median what a call met on this machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from peer_equity import EXACT, MONTE_CARLO  # noqa: E402
from peer_eval import cpu  # noqa: E402

THREADS = (1, 2)
#: Seconds a block of calls of one thread count takes, about.
BLOCK = 0.005


def call(players: tuple[str, ...], threads: int, kwargs: dict) -> object:
    """One call's result."""
    import paigow_fast as pg

    return pg.equity(list(players), threads=threads, **kwargs)


def one_round(players: tuple[str, ...], kwargs: dict, least: float, first: int) -> dict:
    """Per thread count, the wall and processor seconds per call over a round: blocks
    of calls of each thread count in turn (`first` first) until each has taken `least`
    seconds, so that both see the same moments of a noisy machine. A block of short
    calls begins with one call not counted (the pool's threads woken), then calls
    until it has taken about `BLOCK` seconds. The clocks are read around a block, not
    a call: reading the process's processor time while another of its threads runs
    costs the caller time."""
    order = THREADS if first == THREADS[0] else THREADS[::-1]
    sums = {n: {"seconds": 0.0, "cpu": 0.0, "calls": 0, "each": []} for n in THREADS}
    results = {}
    while min(s["seconds"] for s in sums.values()) < least:
        for n in order:
            s = sums[n]
            if s["calls"] == 0 or s["seconds"] / s["calls"] < BLOCK:
                call(players, n, kwargs)
            calls, per_call = 0, s["seconds"] / s["calls"] if s["calls"] else BLOCK
            w, p = time.perf_counter(), time.process_time()
            while calls == 0 or calls * per_call < BLOCK:
                start = time.perf_counter()
                results[n] = call(players, n, kwargs)
                s["each"].append(time.perf_counter() - start)
                calls += 1
            s["seconds"] += time.perf_counter() - w
            s["cpu"] += time.process_time() - p
            s["calls"] += calls
    return {
        n: {
            "seconds": s["seconds"] / s["calls"],
            "cpu": s["cpu"] / s["calls"],
            "calls": s["calls"],
            "each": s["each"],
            "result": results[n],
        }
        for n, s in sums.items()
    }


def measure(rounds: int, stdev: float, least: float) -> list[dict[str, object]]:
    """Per case: the best round on each thread count (processor time of that round)."""
    cases = [(c, {"method": "exact"}) for c in EXACT]
    cases += [(c, {"method": "monte-carlo", "stdev": stdev, "seed": 1}) for c in MONTE_CARLO]
    out = []
    for players, kwargs in cases:
        call(players, 1, kwargs)  # tables built, pools started
        best: dict[int, dict] = {}
        each: dict[int, list[float]] = {n: [] for n in THREADS}
        for r in range(rounds):
            timings = one_round(players, kwargs, least, THREADS[r % 2])
            for n, t in timings.items():
                each[n] += t.pop("each")
                if n not in best or t["seconds"] < best[n]["seconds"]:
                    best[n] = t
        for n in THREADS:
            best[n]["least"] = min(each[n])
            best[n]["median"] = statistics.median(each[n])
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
                **{
                    f"speedup_{k}": best[1][k] / best[2][k] for k in ("least", "median")
                },
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
        print(
            f"{'':32} {'':11} per call, least {one['least'] * 1e3:.3f} / "
            f"{two['least'] * 1e3:.3f} ms: {c['speedup_least']:.2f}x; median "
            f"{one['median'] * 1e3:.3f} / {two['median'] * 1e3:.3f} ms: "
            f"{c['speedup_median']:.2f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
