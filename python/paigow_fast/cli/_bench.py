"""paigow-fast bench: hands per second of each bulk path on this machine."""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from rich.console import Console

import paigow_fast as pg
from paigow_fast import _core

from . import _common as common


def _deal(rng: np.random.Generator, n: int, k: int, deck: int) -> np.ndarray:
    """n rows of k distinct cards from a deck of `deck` ids (a partial Fisher-Yates
    shuffle of every row), C-contiguous uint8."""
    cards = np.tile(np.arange(deck, dtype=np.uint8), (n, 1))
    rows = np.arange(n)
    for i in range(k):
        j = i + rng.integers(0, deck - i, size=n)
        top = cards[rows, i].copy()
        cards[rows, i] = cards[rows, j]
        cards[rows, j] = top
    return np.ascontiguousarray(cards[:, :k])


def _measure(fn: Callable[[int], Any], target: float, start: int, cap: int) -> tuple[int, float]:
    """Grow the batch (up to the cap) until a call takes about `target` seconds, then time
    calls of that batch for `target` seconds; return the batch size and the best time of
    one call."""
    n = start
    while True:
        t0 = time.perf_counter()
        fn(n)
        dt = time.perf_counter() - t0
        if dt >= target / 4 or n >= cap:
            break
        grow = 10.0 if dt <= 0 else min(10.0, max(2.0, 0.3 * target / dt))
        n = min(cap, int(n * grow))
    best = dt
    spent = 0.0
    while spent < target:
        t0 = time.perf_counter()
        fn(n)
        dt = time.perf_counter() - t0
        best = min(best, dt)
        spent += dt
    return n, best


def _cpuinfo() -> dict[str, str]:
    """The first processor's fields of /proc/cpuinfo (Linux); empty elsewhere."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            text = f.read(1 << 16).split("\n\n")[0]
    except OSError:
        return {}
    fields = (line.partition(":") for line in text.splitlines())
    return {k.strip(): v.strip() for k, sep, v in fields if sep}


def machine() -> dict[str, Any]:
    """The machine a figure was measured on: the CPU's model name, family and model
    (x86), the cores this process may use, the architecture, the system and the path
    the evaluator takes on this processor (``"avx512"``, ``"avx2"`` or ``"portable"``)."""
    info = _cpuinfo()
    family, model = info.get("cpu family"), info.get("model")
    usable = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    return {
        "cpu": " ".join(info.get("model name", "").split()) or platform.processor() or "unknown",
        "cpu_family": int(family) if family and family.isdigit() else None,
        "cpu_model": int(model) if model and model.isdigit() else None,
        "cores": len(usable) if usable is not None else os.cpu_count(),
        "arch": platform.machine(),
        "system": platform.system(),
        "rows_path": _core.row_path(),
    }


def _machine_text(m: dict[str, Any]) -> str:
    """ "Intel(R) Xeon(R) Processor (family 6, model 167), 2 cores, avx512 evaluator" """
    ids = "" if m["cpu_family"] is None else f" (family {m['cpu_family']}, model {m['cpu_model']})"
    return f"{m['cpu']}{ids}, {m['cores']} cores, {m['rows_path']} evaluator"


def _time_cases(
    cases: list[tuple[str, str, Callable[[int], Any], int]],
    target: float,
    cap: int,
    console: Console,
    spin: bool,
) -> list[dict[str, Any]]:
    """Each case timed (`_measure`) after a warm-up, with a spinner when `spin`."""
    results: list[dict[str, Any]] = []
    status = console.status("Benchmarking...", spinner="dots") if spin else None
    if status is not None:
        status.start()
    try:
        for name, unit, fn, start in cases:
            if status is not None:
                status.update(f"Benchmarking {name}...")
            fn(min(start, 100))  # warm up (tables, thread pool)
            n, dt = _measure(fn, target, start, cap)
            results.append(
                {
                    "name": name,
                    "unit": unit,
                    "batch": n,
                    "seconds": dt,
                    "per_second": n / dt if dt > 0 else float("inf"),
                }
            )
    finally:
        if status is not None:
            status.stop()
    return results


def run(args: argparse.Namespace, console: Console) -> int:
    target = 0.08 if args.quick else 0.3
    cap = 100_000 if args.quick else 500_000
    threads = args.threads
    kw: dict[str, Any] = {} if threads is None else {"threads": threads}
    rng = np.random.default_rng(12345)

    pool52 = _deal(rng, cap, 7, 52)
    # Rounds of 14 cards from the 53-card deck, as simulate deals them.
    both = pg.deal(cap, seed=12345)
    pool53 = np.ascontiguousarray(both[:, :7])
    player = pg.house_way_many(np.ascontiguousarray(both[:, :7]), **kw)
    dealer = pg.house_way_many(np.ascontiguousarray(both[:, 7:]), **kw)

    # (name, unit, the call on a batch of n, first batch)
    cases: list[tuple[str, str, Callable[[int], Any], int]] = [
        (
            "rank_many HIGH, 7 cards",
            "hands",
            lambda n: pg.rank_many(pg.Ranking.HIGH, pool52[:n], **kw),
            10_000,
        ),
        (
            "rank_many PAIGOW_HIGH, 7 cards",
            "hands",
            lambda n: pg.rank_many(pg.Ranking.PAIGOW_HIGH, pool53[:n], **kw),
            10_000,
        ),
        ("house_way_many", "hands", lambda n: pg.house_way_many(pool53[:n], **kw), 2_000),
        ("settle_many", "rounds", lambda n: pg.settle_many(player[:n], dealer[:n], **kw), 10_000),
        ("simulate (house vs house)", "rounds", lambda n: pg.simulate(n, seed=1, **kw), 2_000),
        (
            "solve_many, approx",
            "hands",
            lambda n: pg.solve_many(pool53[:n], method="approx", **kw),
            100,
        ),
    ]

    t_all = time.perf_counter()
    results = _time_cases(
        cases, target, cap, console, common.interactive(console) and not args.json
    )
    total = time.perf_counter() - t_all

    info = {
        "threads": threads if threads is not None else os.cpu_count(),
        "quick": bool(args.quick),
        "version": pg.__version__,
        "machine": machine(),
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    }
    if args.json:
        common.emit_json({**info, "results": results, "seconds": total})
        return 0
    t = common.table(
        "Bulk path",
        *common.right("Per second", "Batch", "Time"),
        title=f"paigow_fast {pg.__version__}, {info['threads']} threads",
    )
    for r in results:
        t.add_row(
            r["name"],
            f"{r['per_second']:,.0f} {r['unit']}",
            f"{r['batch']:,}",
            f"{1000 * r['seconds']:.1f} ms",
        )
    common.show(console, t)
    console.print(
        f"[dim]random hands, best call of each path; {total:.1f} s in all; "
        f"{common.as_text(_machine_text(info['machine']))}; {info['date'][:10]}[/]"
    )
    return 0


def add_parser(sub: Any) -> None:
    """The `bench` command and its arguments."""
    p = sub.add_parser(
        "bench",
        help="the library's speed on this machine",
        description="Hands per second of each bulk path on this machine, on random hands.",
    )
    p.add_argument("--quick", action="store_true", help="a shorter run (less precise)")
    common.add_threads(p)
    common.add_json(p)
    p.set_defaults(func=run)
