"""Shared helpers of the benchmark suites (pytest-benchmark).

Run: ``pip install -e ".[bench]" && python -m pytest benches/`` (add ``-k eval`` or
``-k paigow`` for one suite, ``--benchmark-disable`` for a quick smoke run). Each
benchmark records its items per call (hands, rounds) and its best time; at the end of
the run a table prints every rate and the speed ratios between our paths and the
pure-Python reference and peer libraries, all measured in that same run.
"""

from __future__ import annotations

import importlib
import importlib.metadata
import os
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

# label -> (items per call, best seconds per call, unit)
RESULTS: dict[str, tuple[int, float, str]] = {}

# (faster, slower, what the ratio means): printed when both were measured.
RATIOS: list[tuple[str, str]] = [
    ("rank_many HIGH 7", "phevaluator evaluate_cards loop HIGH 7"),
    ("rank_many HIGH 7", "eval7 evaluate loop HIGH 7"),
    ("rank_many HIGH 7", "treys evaluate loop HIGH 7"),
    ("rank_many HIGH 7", "pokerkit StandardHighHand loop HIGH 7"),
    ("rank_many HIGH 7", "pg.rank loop HIGH 7"),
    ("rank_many HIGH 7", "reference high_key loop HIGH 7"),
    ("rank_many HIGH 7", "rank_many HIGH 7 (1 thread)"),
    ("rank_many PAIGOW_HIGH 7", "pg.rank loop PAIGOW_HIGH 7"),
    ("rank_many SHORT_DECK 7", "pokerkit ShortDeckHoldemHand loop SHORT_DECK 7"),
    ("rank_many SHORT_DECK 7 (1 thread)", "pokerkit ShortDeckHoldemHand loop SHORT_DECK 7"),
    ("rank_many PAIGOW_HIGH 7", "reference paigow_high_key loop PAIGOW_HIGH 7"),
    ("pg.rank loop HIGH 7", "phevaluator evaluate_cards loop HIGH 7"),
    ("house_way_many", "pg.house_way loop"),
    ("house_way_many", "reference house_way loop"),
    ("house_way_many", "house_way_many (1 thread)"),
    ("house_way_many foxwoods", "house_way_many"),
    ("simulate foxwoods vs foxwoods", "simulate house vs house"),
    ("simulate house vs house", "pygow-poker round loop"),
    ("simulate house vs house", "pg.house_way + pg.settle round loop"),
    ("simulate house vs house", "simulate house vs house (1 thread)"),
    ("analysis (1 thread)", "solve exact loop"),
    ("analysis dask", "analysis local"),
    ("equity monte-carlo razz (1 thread)", "pokerkit equity razz"),
    ("equity monte-carlo razz", "pokerkit equity razz"),
    ("equity monte-carlo stud-hi-lo (1 thread)", "pokerkit equity stud-hi-lo"),
    ("equity monte-carlo stud-hi-lo", "pokerkit equity stud-hi-lo"),
    ("equity monte-carlo omaha-hi-lo (1 thread)", "pokerkit equity omaha-hi-lo"),
]

# label -> (minimum rate per second, what the issue asks)
TARGETS: dict[str, float] = {
    "rank_many HIGH 7": 150e6,
    "rank_many PAIGOW_HIGH 7": 50e6,
    "house_way_many": 20e6,
    "simulate house vs house": 10e6,
}
# label -> maximum seconds
TIME_TARGETS: dict[str, float] = {
    "category_counts PAIGOW_HIGH 7": 10.0,
    "category_counts HIGH 7": 5.0,
    "equity exact razz third street (1 thread)": 1.0,
}
RATIO_TARGETS: dict[tuple[str, str], float] = {
    ("rank_many HIGH 7", "phevaluator evaluate_cards loop HIGH 7"): 30.0,
    # The Foxwoods way in the same speed class as the default (Golden Nugget) way.
    ("house_way_many foxwoods", "house_way_many"): 0.8,
    # The analysis at most a quarter of solve(exact)'s core time a class; Dask's
    # overhead under 5%.
    ("analysis (1 thread)", "solve exact loop"): 4.0,
    ("analysis dask", "analysis local"): 0.95,
    # Stud and draw equity (issue 21): Monte Carlo 10,000 times pokerkit's.
    ("equity monte-carlo razz", "pokerkit equity razz"): 10_000.0,
    ("equity monte-carlo stud-hi-lo", "pokerkit equity stud-hi-lo"): 10_000.0,
    # Omaha hi-lo (issue 20): Monte Carlo on one thread 10,000 times pokerkit's.
    ("equity monte-carlo omaha-hi-lo (1 thread)", "pokerkit equity omaha-hi-lo"): 10_000.0,
}


def random_hands(n: int, k: int, deck: int, seed: int) -> np.ndarray:
    """n rows of k (<= 13) distinct cards of a 53-card (`deck` = 53) or 52-card deck,
    uint8, C-contiguous, reproducibly: the first k cards of `pg.deal`'s rounds, the
    joker skipped for the 52-card deck (the other cards of a uniformly dealt round
    are a uniformly dealt sequence of the 52)."""
    import paigow_fast as pg

    cards = pg.deal(n, seed=seed)
    if deck == 53:
        return np.ascontiguousarray(cards[:, :k])
    # Stable sort by "is the joker": the joker (at most one a round) moves last.
    order = np.argsort(cards == 52, axis=1, kind="stable")[:, :k]
    return np.ascontiguousarray(np.take_along_axis(cards, order, axis=1))


def measure(
    benchmark: Any,
    label: str,
    fn: Callable[[], Any],
    items: int,
    unit: str = "hands",
    rounds: int = 5,
) -> Any:
    """Benchmarks `fn` (which handles `items` items per call) and records its best time."""
    times: list[float] = []

    def timed() -> Any:
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
        return out

    result = benchmark.pedantic(timed, rounds=rounds, iterations=1, warmup_rounds=1)
    benchmark.extra_info.update({"items": items, "unit": unit, "best_rate": items / min(times)})
    RESULTS[label] = (items, min(times), unit)
    return result


def import_peer(name: str) -> Any:
    """A peer library, or skip the benchmark with the reason."""
    try:
        return importlib.import_module(name)
    except Exception as e:  # noqa: BLE001 - any import failure means "not available"
        pytest.skip(f"{name} is not installed or does not import ({e}); pip install -e '.[bench]'")


def import_pygow() -> tuple[Any, Any]:
    """pygow-poker's `game` and `house_strat` modules. Its package folder is named
    `pygow-poker` (not importable) and its __init__ is an interactive script, so the
    modules are imported from that folder directly."""
    try:
        dist = importlib.metadata.distribution("pygow-poker")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("pygow-poker is not installed; pip install -e '.[bench]'")
    folder = str(dist.locate_file("pygow-poker"))
    if not os.path.isdir(folder):
        pytest.skip(f"pygow-poker's modules not found in {folder}")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    try:
        return importlib.import_module("game"), importlib.import_module("house_strat")
    except Exception as e:  # noqa: BLE001
        pytest.skip(f"pygow-poker does not import ({e})")


def cpu_name() -> str:
    """The processor's model name, as the system reports it."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform

    return platform.processor() or "unknown"


def _rate(label: str) -> float:
    items, secs, _ = RESULTS[label]
    return items / secs


def _fmt_rate(r: float) -> str:
    for scale, suffix in ((1e9, "G"), (1e6, "M"), (1e3, "k")):
        if r >= scale:
            return f"{r / scale:,.2f} {suffix}"
    return f"{r:,.1f} "


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not RESULTS:
        return
    tr = terminalreporter
    tr.section("paigow_fast: rates and ratios measured in this run")
    tr.write_line(
        f"(CPU: {cpu_name()}; cores available: {os.cpu_count()}; best of each benchmark's rounds)"
    )
    width = max(len(k) for k in RESULTS)
    for label, (items, secs, unit) in RESULTS.items():
        rate = _fmt_rate(items / secs)
        line = f"{label:<{width}}  {rate:>10}{unit}/s  ({items:,} {unit} in {secs:.4f} s)"
        if label in TARGETS:
            ok = items / secs >= TARGETS[label]
            line += f"  target >= {_fmt_rate(TARGETS[label])}/s: {'met' if ok else 'MISSED'}"
        if label in TIME_TARGETS:
            ok = secs < TIME_TARGETS[label]
            line += f"  target < {TIME_TARGETS[label]:g} s: {'met' if ok else 'MISSED'}"
        tr.write_line(line)
    tr.write_line("")
    for fast, slow in RATIOS:
        if fast in RESULTS and slow in RESULTS:
            ratio = _rate(fast) / _rate(slow)
            line = f"{fast}  vs  {slow}: {ratio:,.{2 if ratio < 10 else 1}f}x"
            if (fast, slow) in RATIO_TARGETS:
                want = RATIO_TARGETS[(fast, slow)]
                line += f"  (target >= {want:g}x: {'met' if ratio >= want else 'MISSED'})"
            tr.write_line(line)
